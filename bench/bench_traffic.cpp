// SPDX-License-Identifier: MIT
// Real traffic (issue 17): MONITOR lines parsed per second, and lines through the whole import
// (parse + the traffic interpreter on the embedded model) per second. Figures in bench/README.md.
#include "core/monitorline.h"
#include "core/trafficinterpreter.h"

#include <benchmark/benchmark.h>

#include <QList>

using namespace locklab;

namespace {

// A mix like a busy service's: mostly cache traffic on other keys, and one lock key taken and
// released again and again: a connection's SET NX, then its compare-and-delete (EVALSHA, whose GET
// and DEL follow as lua lines). `Shape::HeldBeforeWatch` leaves the SETs out (cache reads in their
// place): every release is of a holding whose acquire was not seen, as at the start of a watch on
// a key that is always held (issue 25, item 3). The first is drawn as "held before the watch
// began"; each later one after the release before it, which deleted the key (2026-12-03, branch
// `lanefix`: until then each was drawn from the watch's start, all overlapping). Its lock key is
// named (--keys: never taken with SET NX, it would not be found), and each round is a connection of
// its own.
// Until 2026-12 the corpus was that shape by mistake (each release came from the next connection,
// with a GET and no DEL): its 20,000 holdings were each found late, and each put in front of the
// key's trace moved all of it, a square that took 42 % of the run.
enum class Shape { Captured, HeldBeforeWatch };

QList<QByteArray> corpus(int n, Shape shape = Shape::Captured)
{
    QList<QByteArray> lines;
    lines.reserve(n);
    qint64 us = 1700000000000000;
    for (int i = 0; i < n; ++i) {
        us += 50;
        const QByteArray ts =
            QByteArray::number(us / 1000000) + '.' + QByteArray::number(us % 1000000).rightJustified(6, '0');
        // One connection a round of ten lines: the one that acquires releases.
        const int connection = shape == Shape::Captured ? 40000 + (i / 10) % 64 : 10000 + i / 10;
        const QByteArray client = " [0 127.0.0.1:" + QByteArray::number(connection) + "] ";
        const QByteArray cacheRead = ts + client + "\"GET\" \"cache:item:" + QByteArray::number(i) + '"';
        switch (i % 10) {
        case 0:
            if (shape == Shape::HeldBeforeWatch)
                lines << cacheRead;
            else
                lines << ts + client + "\"SET\" \"lock:orders\" \"tok" + QByteArray::number(i)
                             + "\" \"NX\" \"PX\" \"100\"";
            break;
        case 1:
            lines << ts + client
                         + "\"EVALSHA\" \"2e47b373b4dbd63ee966d2eb9fe24ed6a138ad4e\" \"1\" \"lock:orders\" \"tok"
                         + QByteArray::number(i - 1) + '"';
            lines << ts + " [0 lua] \"get\" \"lock:orders\"";
            lines << ts + " [0 lua] \"del\" \"lock:orders\"";
            i += 2;
            break;
        case 4:
            lines << ts + client + "\"SET\" \"session:" + QByteArray::number(i)
                         + "\" \"\\x00\\xffbinary\\n\\\"value\\\"\" \"EX\" \"60\"";
            break;
        default:
            lines << cacheRead;
            break;
        }
    }
    return lines;
}

void BM_ParseMonitorLine(benchmark::State &state)
{
    const QList<QByteArray> lines = corpus(100000);
    qsizetype i = 0;
    MonitorLine out;
    for (auto _ : state) {
        MonitorParseError error;
        benchmark::DoNotOptimize(parseMonitorLine(lines.at(i), &out, &error));
        i = (i + 1) % lines.size();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ParseMonitorLine);

// The import: every line parsed, the lock key's commands through the model into the trace.
void importLines(benchmark::State &state, Shape shape)
{
    const QList<QByteArray> lines = corpus(static_cast<int>(state.range(0)), shape);
    TrafficOptions options;
    if (shape == Shape::HeldBeforeWatch)
        options.lockGlobs = {QStringLiteral("lock:*")};
    for (auto _ : state) {
        TrafficInterpreter interpreter(options);
        for (const QByteArray &l : lines)
            interpreter.feedLine(l);
        interpreter.finish();
        benchmark::DoNotOptimize(interpreter.keyCount());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_ImportLines(benchmark::State &state)
{
    importLines(state, Shape::Captured);
}
BENCHMARK(BM_ImportLines)->Arg(200000)->Unit(benchmark::kMillisecond);

// The same traffic with none of the acquires seen: linear too (the holdings go in front once).
void BM_ImportLinesHeldBeforeWatch(benchmark::State &state)
{
    importLines(state, Shape::HeldBeforeWatch);
}
BENCHMARK(BM_ImportLinesHeldBeforeWatch)->Arg(200000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
