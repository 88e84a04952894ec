// SPDX-License-Identifier: MIT
// Issue 18, the scale benchmark: one long scenario (bench/scale/scenario.sh) through every stage a
// run goes through in the CLI and the app, each timed and, where it holds data, weighed. Run by
// bench/scale/run.sh; figures in bench/README.md, section "Scale".
//   bench_scale SCENARIO.json [DIR] [--no-json]
// DIR: where the recordings go (default: the current folder); --no-json skips the JSON encoding,
// whose reader holds the whole document in memory (too much at ten million events).
#include "breakpoints.h"
#include "recording.h"
#include "scenarioloader.h"
#include "simulation.h"
#include "summary.h"
#include "timeline/timelinemodel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>

#include <malloc.h>

#include <cstdio>

using namespace locklab;

namespace {

// Bytes the heap holds right now: what a stage keeps is the difference across it.
qint64 heapInUse()
{
    const struct mallinfo2 m = mallinfo2();
    return static_cast<qint64>(m.uordblks + m.hblkhd);
}

void line(const char *what, double ms, const QString &more = {})
{
    std::printf("%-34s %10.0f ms  %s\n", what, ms, qPrintable(more));
    std::fflush(stdout);
}

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
    QGuiApplication app(argc, argv);  // the timeline model measures text with the app's fonts
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
    QElapsedTimer clock;

    qint64 before = heapInUse();
    clock.start();
    const Trace trace = simulate(scenario, scenario.policies, 1);
    const double simulateMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    const qint64 traceBytes = heapInUse() - before;
    const qsizetype events = trace.events.size();
    line("simulate", simulateMs,
         QStringLiteral("%1 events, %2 workers; trace in memory %3, %4")
             .arg(events)
             .arg(trace.workers.size())
             .arg(mb(traceBytes), perEvent(traceBytes, events)));

    clock.restart();
    const Summary metrics = summarize(trace, SummaryDetail::Metrics);
    line("summarize (metrics)", static_cast<double>(clock.nsecsElapsed()) / 1e6,
         QStringLiteral("verdict %1").arg(verdictName(metrics.verdict)));

    before = heapInUse();
    clock.restart();
    const Summary summary = summarize(trace);
    line("summarize (full, witnesses)", static_cast<double>(clock.nsecsElapsed()) / 1e6,
         QStringLiteral("%1 violations; summary in memory %2")
             .arg(summary.violations.size())
             .arg(mb(heapInUse() - before)));

    clock.restart();
    const QList<BreakpointHit> hits = findBreakpointHits(trace, summary);
    line("breakpoint hits", static_cast<double>(clock.nsecsElapsed()) / 1e6,
         QStringLiteral("%1 hits").arg(hits.size()));

    before = heapInUse();
    clock.restart();
    const TimelineModel model = TimelineModel::build(trace, summary);
    line("timeline model", static_cast<double>(clock.nsecsElapsed()) / 1e6,
         QStringLiteral("in memory %1").arg(mb(heapInUse() - before)));

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
        line(qPrintable(QStringLiteral("write %1").arg(name)), static_cast<double>(clock.nsecsElapsed()) / 1e6,
             QStringLiteral("%1 on disk, %2").arg(mb(size), perEvent(size, events)));

        Recording read;
        before = heapInUse();
        clock.restart();
        if (!loadRecording(path, &read, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        const qint64 readBytes = heapInUse() - before;
        line(qPrintable(QStringLiteral("read %1").arg(name)), static_cast<double>(clock.nsecsElapsed()) / 1e6,
             QStringLiteral("%1 events; in memory %2, %3 (%4× the simulated trace)")
                 .arg(read.trace.events.size())
                 .arg(mb(readBytes), perEvent(readBytes, read.trace.events.size()))
                 .arg(static_cast<double>(readBytes) / static_cast<double>(traceBytes), 0, 'f', 2));
        if (read.trace.events.size() != events)
            return 1;
    }
    return 0;
}
