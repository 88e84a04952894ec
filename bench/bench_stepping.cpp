// SPDX-License-Identifier: MIT
// Issue 18, stepping at scale: the window opens a long recording (bench/scale/scenario.sh) and is
// stepped through it: forward, back, to the next breakpoint hit and back to the first, to an
// instant (a click on the timeline, a violation's link), each timed with everything the window
// does for it (log, inspector, banner, caption, hit list, violations list) and a repaint of the
// timeline; then the state at an instant on its own. Figures in bench/README.md, "Scale".
//   bench_stepping SCENARIO.json [DIR]      (DIR: where the recording goes; default /tmp)
#include "breakpointdebugger.h"
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/rng.h"
#include "core/runlimits.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "cputime.h"
#include "framebench.h"
#include "mainwindow.h"
#include "recordings.h"
#include "runcontroller.h"
#include "timeline/timelinepalette.h"
#include "timeline/timelinerenderer.h"
#include "timelinewidget.h"
#include "viewstate.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using namespace locklab;

namespace {

// `what` done `times` times, each followed by the timeline's repaint: the median and the worst,
// in CPU and wall milliseconds (the machine is shared: CPU time is the figure to compare).
void measure(const char *what, int times, MainWindow &w, const std::function<void(int)> &action)
{
    if (qEnvironmentVariableIntValue("BENCH_TIMES") > 0)
        times = qEnvironmentVariableIntValue("BENCH_TIMES");
    std::vector<double> cpu, wall;
    for (int i = 0; i < times; ++i) {
        QElapsedTimer clock;
        clock.start();
        const double c = cpuMs();
        action(i);
        w.timeline()->repaint();  // the layer is repainted on the next paint: that is part of a step
        QCoreApplication::processEvents();
        cpu.push_back(cpuMs() - c);
        wall.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    std::sort(cpu.begin(), cpu.end());
    std::sort(wall.begin(), wall.end());
    std::printf("%-44s %4d× median %7.2f ms cpu (%7.2f wall), worst %7.2f ms cpu (%7.2f wall)\n", what, times,
                cpu[cpu.size() / 2], wall[wall.size() / 2], cpu.back(), wall.back());
    std::fflush(stdout);
}

// Frames as the widget paints its layer (bench_scale's way), on the window's model of the whole
// run: the whole run, zoomed in around its middle, and panned by a third of the width.
void measureFrames(const TimelineModel &model)
{
    FrameBench frame(model);
    const int only = qEnvironmentVariableIntValue("BENCH_FRAMES_ONLY");  // profiling: N full frames
    for (int i = 0; i < only; ++i)
        frame.paint(frame.full);
    for (const double zoom : {1.0, 100.0, 10000.0}) {
        for (const bool pan : {false, true}) {
            if (zoom == 1.0 && pan)
                continue;
            std::vector<double> cpu;
            for (int i = 0; i < 10; ++i) {
                TimeMapping mapping = frame.full.zoomed(zoom, frame.layout.plot.center().x());
                if (pan)  // each frame a third of the width further: nothing of it was drawn before
                    mapping = mapping.panned(-frame.layout.plot.width() / 3 * (i + 1));
                const double c = cpuMs();
                frame.paint(mapping);
                cpu.push_back(cpuMs() - c);
            }
            std::sort(cpu.begin(), cpu.end());
            std::printf(
                "%-44s %4d× median %7.2f ms cpu, worst %7.2f ms cpu (%lld lanes)\n",
                qPrintable(
                    QStringLiteral("frame at %1× zoom%2").arg(zoom).arg(pan ? QStringLiteral(", panning") : QString())),
                10, cpu[cpu.size() / 2], cpu.back(), static_cast<long long>(model.lanes.size()));
            std::fflush(stdout);
        }
    }
    if (const QString grab = qEnvironmentVariable("BENCH_FRAME"); !grab.isEmpty()) {
        frame.paint(frame.full);
        frame.image.save(grab);
    }
}

}  // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_stepping SCENARIO.json [DIR]\n");
        return 2;
    }
    Scenario scenario;
    LoadError loadError;
    if (!loadScenarioFile(args.at(1), &scenario, &loadError)) {
        std::fprintf(stderr, "%s\n", qPrintable(loadError.toString()));
        return 2;
    }
    const QString path =
        QDir(args.size() > 2 ? args.at(2) : QDir::tempPath()).filePath(QStringLiteral("stepping.locklab"));
    {
        // No budget: the whole run, whatever the CLI's defaults (RunLimits).
        const Trace trace = simulate(scenario, scenario.policies, 1, RunLimits{0, 0});
        QString error;
        if (!saveRecording(path, Recording{scenario.source, {}, trace}, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    }

    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow w(options);
    w.resize(1600, 1000);
    w.show();
    QCoreApplication::processEvents();
    if (qEnvironmentVariableIsSet("BENCH_NOTHING"))
        return 0;
    QElapsedTimer open;
    open.start();
    QString error;
    if (!w.recordings()->openRecording(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    w.timeline()->repaint();
    QCoreApplication::processEvents();
    RunController *run = w.run();
    const Interpretation whole = run->interpretation();
    const qsizetype events = whole.trace().events.size();
    std::printf("opened %lld events, %lld violations, %lld breakpoint hits in %.0f ms wall; started %d session(s)\n",
                static_cast<long long>(events), static_cast<long long>(whole.summary().violations.size()),
                static_cast<long long>(w.debugger()->hits().size()), static_cast<double>(open.elapsed()),
                run->sessionsStarted());
    const int sessions = run->sessionsStarted();
    if (qEnvironmentVariableIsSet("BENCH_OPEN_ONLY"))
        return 0;

    // From the middle of the run: the log, the lists and the inspector hold half of it.
    run->runTo(whole.trace().endTime() / 2);
    w.setCursorTime(run->now());
    QCoreApplication::processEvents();
    if (const QString grab = qEnvironmentVariable("BENCH_GRAB"); !grab.isEmpty())
        w.grab().save(grab);  // what a step in the middle looks like
    measure("step forward (→)", 50, w, [&](int) { run->step(); });
    measure("step back (←)", 50, w, [&](int) { run->stepBack(); });
    const BreakpointHits &hits = w.debugger()->hits();
    measure("run to the next breakpoint hit (F8)", 50, w, [&](int) { w.debugger()->runToNextBreakpoint(); });
    measure("to the first hit and the last, by turns", 20, w,
            [&](int i) { w.debugger()->jumpToHit(i % 2 ? 0 : hits.size() - 1); });
    SplitMix64 rng(18);
    measure("to a random instant (a click, a violation's link)", 50, w,
            [&](int) { w.debugger()->jumpTo(static_cast<Micros>(rng.bounded(whole.trace().endTime()))); });
    measure("show all, then back to the middle", 10, w, [&](int i) {
        if (i % 2)
            run->runTo(whole.trace().endTime() / 2);
        else
            run->showAll();
    });
    std::printf("sessions started while stepping: %d\n", run->sessionsStarted() - sessions);

    measureFrames(w.timeline()->model());

    // The state at an instant on its own, as every view asks it.
    {
        constexpr int calls = 20000;
        std::vector<Micros> at(calls);
        for (Micros &t : at)
            t = rng.bounded(whole.trace().endTime() + 1);
        const double c = cpuMs();
        qsizetype sink = 0;
        for (const Micros t : at)
            sink += whole.at(t).writesSoFar;
        const double ms = cpuMs() - c;
        std::printf("%-44s %d× %.2f µs cpu each (%lld)\n", "Interpretation::at(random instant)", calls,
                    ms * 1000 / calls, static_cast<long long>(sink % 10));
    }
    QFile::remove(path);
    return run->sessionsStarted() == sessions ? 0 : 1;
}
