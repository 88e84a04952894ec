// SPDX-License-Identifier: MIT
// Engine benchmarks (issue 2): scheduler + engine steps/s, the whole seed lab, ttl-overlap trials/s.
// Figures and the commands that reproduce them: bench/README.md, section "Engine".
#include "core/builtins.h"
#include "core/seedlab.h"
#include "core/simulation.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>

#include <malloc.h>

#include <cstring>

using namespace locklab;

namespace {

Scenario builtin(const QString &name)
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(name, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    return s;
}

// Two workers racing for one lock, `rounds` times each: acquire (retrying every 1 ms), work,
// write, release, then a short wait so that the other one gets its turn. Long enough that
// constructing the run is noise next to stepping it.
Scenario twoWorkerRace(int rounds)
{
    Scenario s;
    s.name = QStringLiteral("bench-race");
    s.ttlMs = 10;
    s.roundTripMs = 0.2;
    for (const QString &name : {QStringLiteral("A"), QStringLiteral("B")}) {
        WorkerSpec w;
        w.name = name;
        w.startMs = name == QStringLiteral("A") ? 0 : 1;
        for (int i = 0; i < rounds; ++i)
            w.steps << Step::acquire(100000, 1) << Step::work(3) << Step::write() << Step::release() << Step::wait(2);
        s.workers.append(w);
    }
    return s;
}

// Scheduler + engine: every step() resumes one coroutine (or fires one server timer).
void BM_EngineSteps(benchmark::State &state)
{
    const Scenario race = twoWorkerRace(static_cast<int>(state.range(0)));
    Policies policies;
    policies.fencing = state.range(1) != 0;
    {
        // The race must be one: both workers get the lock every round, with contention.
        const Summary check = summarize(simulate(race, policies, 1));
        int ok = 0, tries = 0;
        for (const Acquisition &a : check.acquisitions) {
            ok += a.ok;
            tries += a.attempts;
        }
        if (ok != 2 * state.range(0) || tries <= ok) {
            state.SkipWithError("the two-worker race is not a race");
            return;
        }
    }
    std::int64_t steps = 0;
    std::int64_t events = 0;
    quint64 seed = 1;
    for (auto _ : state) {
        Simulation sim(race, policies, seed++);
        sim.runToEnd();
        steps += sim.stepsTaken();
        events += sim.trace().events.size();
    }
    state.counters["steps/s"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
    state.counters["steps/run"] =
        benchmark::Counter(static_cast<double>(steps) / static_cast<double>(state.iterations()));
    state.counters["events/run"] =
        benchmark::Counter(static_cast<double>(events) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_EngineSteps)
    ->ArgNames({"rounds", "fencing"})
    ->Args({500, 0})
    ->Args({500, 1})
    ->Unit(benchmark::kMillisecond);

// The scheduler alone: a queue of pending timers, popped one by one.
void BM_SchedulerCallAt(benchmark::State &state)
{
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        VirtualScheduler scheduler;
        int fired = 0;
        for (int i = 0; i < n; ++i)
            scheduler.callAt((i * 7919) % 10007, [&fired] { ++fired; }, {-1, WakeReason::KeyExpires});
        while (scheduler.step()) {
        }
        benchmark::DoNotOptimize(fired);
    }
    state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_SchedulerCallAt)->Arg(1000);

// `locklab run seed-lab` without the printing: six simulations, six summaries, six lab results.
void BM_SeedLab(benchmark::State &state)
{
    const bool load = state.range(0) != 0;
    QList<Scenario> scenarios;
    for (const QString &name : seedLabScenarioNames())
        scenarios << builtin(name);
    for (auto _ : state) {
        int number = 0;
        for (const QString &name : seedLabScenarioNames()) {
            const Scenario scenario = load ? builtin(name) : scenarios.at(number);
            ++number;
            const Trace trace = simulate(scenario, scenario.policies, 1);
            const Summary summary = summarize(trace);
            const LabResult result = labResult(number, scenario, trace, summary);
            benchmark::DoNotOptimize(result.lines.size());
        }
    }
}
BENCHMARK(BM_SeedLab)->ArgName("load")->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// Monte-Carlo trials of ttl-overlap on one thread: a fresh seed, a full run and its summary each.
void BM_TtlOverlapTrials(benchmark::State &state)
{
    const Scenario scenario = builtin(QStringLiteral("ttl-overlap"));
    Policies policies = scenario.policies;
    policies.fencing = state.range(0) != 0;
    quint64 seed = 1;
    int violated = 0;
    for (auto _ : state) {
        const Trace trace = simulate(scenario, policies, seed++);
        const Summary summary = summarize(trace);
        violated += summary.verdict != Verdict::Safe;
    }
    if (violated != static_cast<int>(state.iterations()))
        state.SkipWithError("ttl-overlap should violate mutual exclusion in every trial");
    state.counters["trials/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_TtlOverlapTrials)->ArgName("fencing")->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// The parts of a trial: the run alone and the summary alone.
void BM_TtlOverlapSimulateOnly(benchmark::State &state)
{
    const Scenario scenario = builtin(QStringLiteral("ttl-overlap"));
    quint64 seed = 1;
    std::int64_t steps = 0;
    for (auto _ : state) {
        Simulation sim(scenario, scenario.policies, seed++);
        sim.runToEnd();
        steps += sim.stepsTaken();
        benchmark::DoNotOptimize(sim.trace().events.size());
    }
    state.counters["steps/s"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
    state.counters["steps/run"] =
        benchmark::Counter(static_cast<double>(steps) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_TtlOverlapSimulateOnly)->Unit(benchmark::kMicrosecond);

void BM_TtlOverlapSummarizeOnly(benchmark::State &state)
{
    const Scenario scenario = builtin(QStringLiteral("ttl-overlap"));
    const Trace trace = simulate(scenario, scenario.policies, 1);
    for (auto _ : state) {
        const Summary summary = summarize(trace);
        benchmark::DoNotOptimize(summary.verdict);
    }
}
BENCHMARK(BM_TtlOverlapSummarizeOnly)->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char **argv)
{
    // --retain-heap: keep freed memory in the process. With glibc's defaults a run whose trace
    // grows to a few MB may get fresh pages from the kernel every time (mmap, or a trimmed heap),
    // and on this VM the page faults then cost more than the engine: see bench/README.md.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--retain-heap") == 0) {
            mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
            mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
            std::memmove(argv + i, argv + i + 1, sizeof(char *) * static_cast<std::size_t>(argc - i));
            --argc;
            break;
        }
    }
    QCoreApplication app(argc, argv);  // the built-in scenarios are Qt resources
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
