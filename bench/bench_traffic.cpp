// SPDX-License-Identifier: MIT
// Real traffic (issue 17): MONITOR lines parsed per second, and lines through the whole import
// (parse + the traffic interpreter on the embedded model) per second. Figures in bench/README.md.
#include "core/monitorline.h"
#include "core/trafficinterpreter.h"

#include <benchmark/benchmark.h>

#include <QList>

using namespace locklab;

namespace {

// A mix like a busy service's: mostly cache traffic on other keys, some lock commands and scripts.
QList<QByteArray> corpus(int n)
{
    QList<QByteArray> lines;
    lines.reserve(n);
    qint64 us = 1700000000000000;
    for (int i = 0; i < n; ++i) {
        us += 50;
        const QByteArray ts =
            QByteArray::number(us / 1000000) + '.' + QByteArray::number(us % 1000000).rightJustified(6, '0');
        const QByteArray client = " [0 127.0.0.1:" + QByteArray::number(40000 + i % 64) + "] ";
        switch (i % 10) {
        case 0:
            lines << ts + client + "\"SET\" \"lock:orders\" \"tok" + QByteArray::number(i) + "\" \"NX\" \"PX\" \"100\"";
            break;
        case 1:
            lines << ts + client
                         + "\"EVALSHA\" \"2e47b373b4dbd63ee966d2eb9fe24ed6a138ad4e\" \"1\" \"lock:orders\" \"tok"
                         + QByteArray::number(i - 1) + "\"";
            lines << ts + " [0 lua] \"get\" \"lock:orders\"";
            ++i;
            break;
        case 2:
            lines << ts + client + "\"SET\" \"session:" + QByteArray::number(i)
                         + "\" \"\\x00\\xffbinary\\n\\\"value\\\"\" \"EX\" \"60\"";
            break;
        default:
            lines << ts + client + "\"GET\" \"cache:item:" + QByteArray::number(i) + "\"";
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
void BM_ImportLines(benchmark::State &state)
{
    const QList<QByteArray> lines = corpus(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        TrafficInterpreter interpreter(TrafficOptions{});
        for (const QByteArray &l : lines)
            interpreter.feedLine(l);
        interpreter.finish();
        benchmark::DoNotOptimize(interpreter.keyCount());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ImportLines)->Arg(200000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
