// SPDX-License-Identifier: MIT
// Issue 18, the app opening a long recording: the window as the app makes it, shown (run it under
// xvfb-run), a recording opened the way File ▸ Open Recording does, and the timeline painted at
// each step: when the first preview is on screen, when everything is, and how long frames take
// while zooming and panning during the load (the reader busy on the other core) and after it.
// Figures in bench/README.md, section "Scale".
//   bench_open RECORDING [--size WxH] [--shots DIR]
// --shots: PNGs of the window at the first preview and when loaded (DIR/open-first.png, open-loaded.png).
#include "breakpointdebugger.h"
#include "cputime.h"
#include "mainwindow.h"
#include "recordings.h"
#include "timelinewidget.h"
#include "viewstate.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace locklab;

namespace {

struct Frame {
    double wall;
    double cpu;
};

// One painted frame of the timeline at this visible range (repaint() paints before it returns).
Frame frameMs(MainWindow &window, Micros from, Micros to)
{
    window.view()->setVisibleRange(from, to);
    QElapsedTimer t;
    const double cpu = threadCpuMs();
    t.start();
    window.timeline()->repaint();
    return {static_cast<double>(t.nsecsElapsed()) / 1e6, threadCpuMs() - cpu};
}

// Zoom in step by step to 10,000× around the middle, pan across, zoom back out: the slowest frame
// and the median.
void frames(MainWindow &window, const char *when)
{
    const Micros end = window.timeline()->trace().endTime();
    QList<Frame> ms;
    const Micros mid = end / 2;
    for (double zoom = 1; zoom <= 10000; zoom *= 10) {
        const auto half = static_cast<Micros>(static_cast<double>(end) / zoom / 2);
        ms << frameMs(window, mid - half, mid + half);
    }
    const Micros width = std::max<Micros>(end / 100, 1);
    for (int i = 0; i < 10; ++i)
        ms << frameMs(window, end / 10 * i, end / 10 * i + width);
    ms << frameMs(window, 0, end);
    QList<double> wall, cpu;
    for (const Frame &f : std::as_const(ms))
        wall << f.wall, cpu << f.cpu;
    if (qEnvironmentVariableIsSet("BENCH_OPEN_EACH")) {  // zoom 1×…10,000×, ten pans at 100×, the whole run
        for (const Frame &f : std::as_const(ms))
            std::printf(" %.1f/%.1f", f.wall, f.cpu);
        std::printf("\n");
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    std::printf("frames %-16s %2lld frames: wall median %6.1f, slowest %6.1f ms; thread cpu median %6.1f, "
                "slowest %6.1f ms\n",
                when, static_cast<long long>(ms.size()), wall.at(wall.size() / 2), wall.last(), cpu.at(cpu.size() / 2),
                cpu.last());
    window.timeline()->fitAll();
}

}  // namespace

int main(int argc, char **argv)
{
    QElapsedTimer process;
    process.start();
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QString shots;
    QSize size(1600, 1000);
    if (const qsizetype i = args.indexOf(QStringLiteral("--shots")); i >= 0 && i + 1 < args.size()) {
        shots = args.at(i + 1);
        args.remove(i, 2);
    }
    if (const qsizetype i = args.indexOf(QStringLiteral("--size")); i >= 0 && i + 1 < args.size()) {
        const QStringList wh = args.at(i + 1).split(u'x');
        size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        args.remove(i, 2);
    }
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: bench_open RECORDING [--size WxH] [--shots DIR]\n");
        return 2;
    }
    MainWindow::Options options;
    options.useSettings = false;
    MainWindow window(options);
    window.resize(size);
    window.show();
    app.processEvents();
    std::printf("window shown                %8.0f ms wall %8.0f ms cpu\n", process.elapsed() * 1.0, cpuMs());

    auto *debugger = window.debugger();
    auto *recordings = window.recordings();
    QElapsedTimer open;
    const double openCpu = cpuMs();
    bool first = true;
    // Lay out what changed (the banner's texts) and paint, without running other queued work.
    const auto paint = [&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        window.timeline()->repaint();
    };
    QObject::connect(recordings, &Recordings::loadingPreviewShown, &window, [&](qint64 events) {
        paint();
        std::printf("preview of %9lld events   %8.0f ms wall %8.0f ms cpu (since the open)\n",
                    static_cast<long long>(events), open.elapsed() * 1.0, cpuMs() - openCpu);
        if (first && !shots.isEmpty())
            window.grab().save(QDir(shots).filePath(QStringLiteral("open-first.png")));
        if (first)
            frames(window, "during the load");
        first = false;
    });
    int rc = 0;
    QObject::connect(recordings, &Recordings::loadingFinished, &window, [&](bool ok, const QString &error) {
        paint();
        std::printf("loaded, painted             %8.0f ms wall %8.0f ms cpu (since the open)%s%s\n",
                    open.elapsed() * 1.0, cpuMs() - openCpu, ok ? "" : ": ", qPrintable(error));
        if (!ok) {
            rc = 1;
            app.quit();
            return;
        }
        if (!shots.isEmpty())
            window.grab().save(QDir(shots).filePath(QStringLiteral("open-loaded.png")));
        frames(window, "after the load");
        // The same without the breakpoint markers over the ruler: what the lanes cost alone.
        for (int k = 0; k < breakpointKindCount; ++k)
            debugger->setKindEnabled(static_cast<BreakpointKind>(k), false);
        frames(window, "no markers");
        app.quit();
    });
    open.start();
    recordings->beginOpenRecording(args.first());
    app.exec();
    return rc;
}
