// SPDX-License-Identifier: MIT
// A watch's per-line work without the socket: each line of a saved MONITOR stream parsed and handed
// to the interpreter as RedisWatch does (parseMonitorLine, then feed()). Two passes on fresh
// interpreters: the lines that took longest, by this thread's CPU time (a line waiting for a core is
// not counted), first, on a heap as fresh as a watch's; then the CPU a line costs (no clock read per
// line: the read costs more than a line).
// A line that takes 100 ms stops the watch for 100 ms while MONITOR's lines queue: the lag's tail.
//   bench_watchreplay CAPTURE.log [--keys GLOB]
#include "core/monitorline.h"
#include "core/trafficinterpreter.h"

#include <QFile>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <utility>
#include <vector>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace locklab;

namespace {

double threadCpu()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

void feed(TrafficInterpreter &interpreter, const QByteArray &raw)
{
    MonitorLine line;
    MonitorParseError error;
    if (parseMonitorLine(raw, &line, &error) == MonitorParse::Command)
        interpreter.feed(line, 0);
    else
        interpreter.feedLine(raw);
}

}  // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_watchreplay CAPTURE.log [--keys GLOB]\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "bench_watchreplay: cannot read %s\n", argv[1]);
        return 2;
    }
    std::vector<QByteArray> lines;
    while (!file.atEnd())
        lines.push_back(file.readLine());
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 1 << 20);  // as `locklab watch` does (app/watchcommand.cpp)
#endif
    TrafficOptions options;
    if (argc > 3 && qstrcmp(argv[2], "--keys") == 0)
        options.lockGlobs = {QString::fromLocal8Bit(argv[3])};

    {
        TrafficInterpreter interpreter(options);
        std::vector<std::pair<double, std::size_t>> longest;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const double begin = threadCpu();
            feed(interpreter, lines[i]);
            longest.emplace_back(threadCpu() - begin, i + 1);
            if (longest.size() > 64) {  // keep the longest few
                std::sort(longest.begin(), longest.end(), std::greater<>());
                longest.resize(8);
            }
        }
        std::sort(longest.begin(), longest.end(), std::greater<>());
        std::printf("longest lines (thread CPU):");
        for (std::size_t i = 0; i < std::min<std::size_t>(longest.size(), 6); ++i)
            std::printf(" %.1f ms (line %zu)%s", longest[i].first * 1e3, longest[i].second, i < 5 ? "," : "");
        std::printf("\nlanes looked at %lld, tokens kept %lld\n", static_cast<long long>(interpreter.lanesScanned()),
                    static_cast<long long>(interpreter.tokensKept()));
    }
    {
        TrafficInterpreter interpreter(options);
        const double begin = threadCpu();
        for (const QByteArray &raw : lines)
            feed(interpreter, raw);
        const double cpu = threadCpu() - begin;
        std::printf("%zu lines: %.3f s CPU, %.2f us a line\n", lines.size(), cpu, cpu * 1e6 / double(lines.size()));
    }
    return 0;
}
