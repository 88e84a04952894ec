// SPDX-License-Identifier: MIT
// Issue 18, the scale benchmark: one long scenario (bench/scale/scenario.sh) through every stage a
// run goes through in the CLI and the app, each timed and, where it holds data, weighed. Run by
// bench/scale/run.sh; figures in bench/README.md, section "Scale".
//   bench_scale SCENARIO.json [DIR] [--no-json]
// DIR: where the recordings go (default: the current folder); --no-json skips the JSON encoding,
// whose reader holds the whole document in memory (too much at ten million events).
#include "core/breakpoints.h"
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/runlimits.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "cputime.h"
#include "framebench.h"
#include "timeline/timelinemodel.h"
#include "timeline/timelinepalette.h"
#include "timeline/timelinerenderer.h"
#include "timeline/timemapping.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <malloc.h>

#include <cstdio>
#include <ctime>

using namespace locklab;

namespace {

// Bytes the heap holds right now: what a stage keeps is the difference across it.
qint64 heapInUse()
{
    const struct mallinfo2 m = mallinfo2();
    return static_cast<qint64>(m.uordblks + m.hblkhd);
}

class Stage {
public:
    Stage() { restart(); }
    void restart()
    {
        m_wall.restart();
        m_cpu = cpuMs();
    }
    void line(const char *what, const QString &more = {}) const
    {
        std::printf("%-30s %8.0f ms cpu %8.0f ms wall  %s\n", what, cpuMs() - m_cpu,
                    static_cast<double>(m_wall.nsecsElapsed()) / 1e6, qPrintable(more));
        std::fflush(stdout);
    }

private:
    QElapsedTimer m_wall;
    double m_cpu = 0;
};

QString mb(qint64 bytes)
{
    return QStringLiteral("%1 MB").arg(static_cast<double>(bytes) / 1e6, 0, 'f', 1);
}

QString perEvent(qint64 bytes, qsizetype events)
{
    return QStringLiteral("%1 B/event").arg(static_cast<double>(bytes) / static_cast<double>(events), 0, 'f', 1);
}

}  // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");  // no window: the model only needs the fonts
    QGuiApplication app(argc, argv);              // the timeline model measures text with the app's fonts
    QStringList args = app.arguments();
    const bool json = !args.removeAll(QStringLiteral("--no-json"));
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_scale SCENARIO.json [DIR] [--no-json]\n");
        return 2;
    }
    const QDir dir(args.size() > 2 ? args.at(2) : QDir::currentPath());
    Scenario scenario;
    LoadError loadError;
    if (!loadScenarioFile(args.at(1), &scenario, &loadError)) {
        std::fprintf(stderr, "%s\n", qPrintable(loadError.toString()));
        return 2;
    }
    Stage clock;

    qint64 before = heapInUse();
    clock.restart();
    // No budget: the benchmark measures the whole run, whatever the CLI's defaults (RunLimits).
    const Trace trace = simulate(scenario, scenario.policies, 1, RunLimits{0, 0});
    if (!trace.limitReached.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(trace.limitReached));
        return 1;
    }
    const qint64 traceBytes = heapInUse() - before;
    const qsizetype events = trace.events.size();
    clock.line("simulate", QStringLiteral("%1 events, %2 workers; trace in memory %3, %4")
                               .arg(events)
                               .arg(trace.workers.size())
                               .arg(mb(traceBytes), perEvent(traceBytes, events)));

    clock.restart();
    const Summary metrics = summarize(trace, SummaryDetail::Metrics);
    clock.line("summarize (metrics)", QStringLiteral("verdict %1").arg(verdictName(metrics.verdict)));

    before = heapInUse();
    clock.restart();
    const Interpretation interpretation(trace);
    const Summary &summary = interpretation.summary();
    clock.line("interpret (full summary)", QStringLiteral("%1 violations; interpretation in memory %2")
                                               .arg(summary.violations.size())
                                               .arg(mb(heapInUse() - before)));

    clock.restart();
    const BreakpointHits found(interpretation);
    clock.line("breakpoint hits, counted (open)", QStringLiteral("%1 hits").arg(found.size()));
    clock.restart();
    found.firstAtOrAfter(0);  // the first marker painted or row read finds them all, without words
    clock.line("breakpoint hits, found (first read)");
    clock.restart();
    const QList<BreakpointHit> hits = findBreakpointHits(interpretation);
    clock.line("breakpoint hits, each made in full", QStringLiteral("%1 hits").arg(hits.size()));

    before = heapInUse();
    clock.restart();
    const TimelineModel model = TimelineModel::build(interpretation);
    clock.line("timeline model", QStringLiteral("in memory %1").arg(mb(heapInUse() - before)));

    // Frames as the widget paints its layer: the whole run, then zoomed in around its middle.
    {
        FrameBench frame(model);
        for (const double zoom : {1.0, 100.0, 10000.0}) {
            const TimeMapping mapping = frame.full.zoomed(zoom, frame.layout.plot.center().x());
            QPainter(&frame.image).fillRect(frame.image.rect(), Qt::white);
            clock.restart();
            constexpr int frames = 3;
            for (int i = 0; i < frames; ++i)
                frame.paint(mapping);
            clock.line(qPrintable(QStringLiteral("frame at %1× zoom (3 frames)").arg(zoom)),
                       QStringLiteral("%1 lanes").arg(model.lanes.size()));
        }
    }

    const Recording recording{scenario.source, {}, trace};
    QStringList names{QStringLiteral("scale.locklab")};
    if (json)
        names << QStringLiteral("scale.locklab.json");
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        QString error;
        before = heapInUse();
        clock.restart();
        if (!saveRecording(path, recording, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        const qint64 size = QFileInfo(path).size();
        clock.line(qPrintable(QStringLiteral("write %1").arg(name)),
                   QStringLiteral("%1 on disk, %2").arg(mb(size), perEvent(size, events)));

        Recording read;
        before = heapInUse();
        clock.restart();
        if (!loadRecording(path, &read, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        const qint64 readBytes = heapInUse() - before;
        clock.line(qPrintable(QStringLiteral("read %1").arg(name)),
                   QStringLiteral("%1 events; in memory %2, %3 (%4× the simulated trace)")
                       .arg(read.trace.events.size())
                       .arg(mb(readBytes), perEvent(readBytes, read.trace.events.size()))
                       .arg(static_cast<double>(readBytes) / static_cast<double>(traceBytes), 0, 'f', 2));
        if (read.trace.events.size() != events)
            return 1;
    }
    return 0;
}
