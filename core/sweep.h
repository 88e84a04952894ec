// SPDX-License-Identifier: MIT
#pragma once

#include "core/runlimits.h"
#include "core/scenario.h"
#include "core/sweepline.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <random>

namespace locklab {

// A duration drawn per trial. Fixed keeps the scenario's own value.
struct Distribution {
    enum class Kind : quint8 { Fixed, Exponential, LogNormal, Pareto };
    Kind kind = Kind::Fixed;
    double scale = 0;  // Fixed: the value (0: the scenario's); Exponential: mean; LogNormal: median; Pareto: minimum
    double shape = 0;  // LogNormal: sigma; Pareto: alpha (a heavy tail below ~2)

    double sample(std::mt19937_64 &rng) const;
    QString describe() const;
    // "exponential:mean=150", "lognormal:median=300,sigma=0.6", "pareto:min=50,alpha=1.5", "fixed:400"
    static bool parse(const QString &text, Distribution *out, QString *error);
};

// The varied parameters. Each names what a point sets in every trial's scenario.
enum class SweepParameter : quint8 {
    Ttl,         // the lock's TTL (ms)
    PauseScale,  // the scale of the pause distribution (ms): a pause always this long if Fixed
    PauseProb,   // the chance that each pause step happens at all
    WorkScale,   // the scale of the work-time distribution (ms)
    Workers,     // number of workers (extra ones copy the last worker)
    RetryMs,     // every acquire's retry interval
    JitterMs,    // every acquire's jitter
    // The faults a Redlock's safety is argued over (issue 30). Each sets the scenario's last fault
    // of its kind, in the file's order: the one the lesson is about (earlier ones set the stage).
    ClockJumpMs,     // the size of the last clock jump
    DriftFactor,     // the Redlock's drift factor (its validity's margin for clock drift)
    RestartDelayMs,  // how long the last restarted server stays down (antirez: longer than the TTL)
};

struct SweepAxis {
    SweepParameter parameter = SweepParameter::Ttl;
    QList<double> values;
    // "ttl=50:500:50" (from:to:step, inclusive) or "ttl=50,100,200"
    static bool parse(const QString &text, SweepAxis *out, QString *error);
    static QString parameterName(SweepParameter parameter);
};

struct SweepConfig {
    Scenario scenario;
    Policies policies;      // fencing is each line's
    QList<SweepAxis> axes;  // one or two
    // What every trial runs, one chart line each: by default the scenario with fencing off, then
    // on; or a comparison of a single instance, with fencing, and a Redlock (--compare).
    QList<SweepLine> lines = SweepLine::fencingOffOn();
    int trials = 1000;
    quint64 seed = 1;
    Distribution pause;  // applied to every pause step
    Distribution work;   // applied to every work step
    double pauseProbability = 1.0;
    int threads = 0;   // 0: one per core
    RunLimits limits;  // per trial: the first trial that reaches one stops the sweep
};

// 95% interval: Wilson's for proportions, normal for means.
struct Estimate {
    double value = 0;
    double low = 0;
    double high = 0;
};

// One line's figures at one point.
struct PolicyMetrics {
    Estimate violation;     // P(mutual exclusion violated)
    Estimate staleWrite;    // P(stale write accepted)
    Estimate overlapMs;     // mean overlap per trial
    double throughput = 0;  // successful acquisitions per second of scenario time
    // Re-run one to see the failure a chart shows: each metric has its own, so a click on the
    // stale-write chart opens a trial with a stale write, not just one with two holders.
    int exemplarTrial = -1;    // the first trial with two holders at once
    int staleWriteTrial = -1;  // the first trial in which the store accepted a stale write
};

struct SweepPoint {
    QList<double> values;        // one per axis
    QList<PolicyMetrics> lines;  // one per line, in the config's order: fencing off, on by default
};

struct SweepResult {
    QList<SweepAxis> axes;
    QList<SweepLine> lines;
    int redlockInstances = SweepLine::defaultRedlockInstances;  // a Redlock line's servers (its label)
    QList<SweepPoint> points;
    int trials = 0;
    qint64 trialsRun = 0;  // trials × points, if not cancelled; each trial runs once per line
    double seconds = 0;
    bool cancelled = false;
    // Non-empty: a trial reached a run limit, and the sweep stopped there (its results are partial).
    QString limitReached;
    double trialsPerSecond() const { return seconds > 0 ? static_cast<double>(trialsRun) / seconds : 0; }
    // A comparison of lock setups (--compare), not the plain fencing off and on.
    bool isComparison() const { return !lines.isEmpty() && lines.first().lock != SweepLine::Lock::Scenario; }
};

// Why this sweep would vary nothing or cannot run (a clock-jump axis on a scenario without a clock
// jump, a drift factor with no Redlock line, a Redlock line of a scenario with replicas); empty
// when it can run.
QString sweepProblem(const SweepConfig &config);

// Monte Carlo over the embedded engine. Trials are independent and seeded by (seed, point,
// trial), and every sum is an exact integer, so results do not depend on the thread count.
class SweepRunner {
public:
    explicit SweepRunner(SweepConfig config);

    using Progress = std::function<void(qint64 done, qint64 total)>;
    SweepResult run(const Progress &progress = {});
    void cancel() { m_cancelled.store(true); }

    // The scenario, policies and seed of one trial: open it in the timeline. trialScenario() is the
    // point's values and the drawn durations on the scenario; lineScenario() that, as a line runs it.
    Scenario trialScenario(int point, int trial) const;
    Scenario lineScenario(int point, int trial, int line) const;
    Policies linePolicies(int line) const;
    quint64 trialSeed(int point, int trial) const;
    const SweepConfig &config() const { return m_config; }
    int pointCount() const;

private:
    QList<double> pointValues(int point) const;
    Scenario trialScenario(const Scenario &base, int point, int trial) const;

    SweepConfig m_config;
    std::atomic<bool> m_cancelled{false};
};

QString sweepToCsv(const SweepResult &result);

}  // namespace locklab
