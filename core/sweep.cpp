// SPDX-License-Identifier: MIT
#include "core/sweep.h"

#include "core/coretr.h"
#include "core/interpretation.h"
#include "core/rng.h"
#include "core/simulation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <mutex>
#include <thread>

namespace locklab {

double Distribution::sample(std::mt19937_64 &rng) const
{
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    switch (kind) {
    case Kind::Fixed:
        return scale;
    case Kind::Exponential:
        return -scale * std::log(1.0 - uniform(rng));
    case Kind::LogNormal: {
        // Box–Muller by hand: std::normal_distribution's output is not specified across libraries.
        const double u1 = 1.0 - uniform(rng), u2 = uniform(rng);
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
        return scale * std::exp(shape * z);
    }
    case Kind::Pareto:
        return scale / std::pow(1.0 - uniform(rng), 1.0 / shape);
    }
    return scale;
}

QString Distribution::describe() const
{
    switch (kind) {
    case Kind::Fixed:
        return scale > 0 ? QStringLiteral("fixed:%1").arg(scale) : QStringLiteral("as in the scenario");
    case Kind::Exponential:
        return QStringLiteral("exponential:mean=%1").arg(scale);
    case Kind::LogNormal:
        return QStringLiteral("lognormal:median=%1,sigma=%2").arg(scale).arg(shape);
    case Kind::Pareto:
        return QStringLiteral("pareto:min=%1,alpha=%2").arg(scale).arg(shape);
    }
    return {};
}

bool Distribution::parse(const QString &text, Distribution *out, QString *error)
{
    const QString kind = text.section(u':', 0, 0);
    const QString args = text.section(u':', 1);
    QHash<QString, double> params;
    double single = -1;
    for (const QString &part : args.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        if (part.contains(u'=')) {
            const double v = part.section(u'=', 1).toDouble(&ok);
            if (!ok || v < 0) {
                *error = SweepTr::tr("\"%1\": expected name=number, got \"%2\"").arg(text, part);
                return false;
            }
            params.insert(part.section(u'=', 0, 0), v);
        } else {
            single = part.toDouble(&ok);
            if (!ok || single < 0) {
                *error = SweepTr::tr("\"%1\": expected a non-negative number, got \"%2\"").arg(text, part);
                return false;
            }
        }
    }
    auto need = [&](const QString &name, double fallback, double *v) {
        *v = params.value(name, single >= 0 ? single : fallback);
        if (*v < 0) {
            *error = SweepTr::tr("\"%1\": missing %2=").arg(text, name);
            return false;
        }
        return true;
    };
    Distribution d;
    if (kind == QStringLiteral("fixed")) {
        d.kind = Kind::Fixed;
        if (!need(QStringLiteral("ms"), -1, &d.scale))
            return false;
    } else if (kind == QStringLiteral("exponential")) {
        d.kind = Kind::Exponential;
        if (!need(QStringLiteral("mean"), -1, &d.scale))
            return false;
    } else if (kind == QStringLiteral("lognormal")) {
        d.kind = Kind::LogNormal;
        single = -1;
        if (!need(QStringLiteral("median"), -1, &d.scale) || !need(QStringLiteral("sigma"), 0.5, &d.shape))
            return false;
    } else if (kind == QStringLiteral("pareto")) {
        d.kind = Kind::Pareto;
        single = -1;
        if (!need(QStringLiteral("min"), -1, &d.scale) || !need(QStringLiteral("alpha"), 1.5, &d.shape))
            return false;
        if (d.shape <= 0) {
            *error = SweepTr::tr("\"%1\": alpha must be positive").arg(text);
            return false;
        }
    } else {
        *error = SweepTr::tr("\"%1\": expected fixed, exponential, lognormal or pareto").arg(text);
        return false;
    }
    *out = d;
    return true;
}

QString SweepAxis::parameterName(SweepParameter parameter)
{
    switch (parameter) {
    case SweepParameter::Ttl:
        return QStringLiteral("ttl");
    case SweepParameter::PauseScale:
        return QStringLiteral("pause");
    case SweepParameter::PauseProb:
        return QStringLiteral("pause-prob");
    case SweepParameter::WorkScale:
        return QStringLiteral("work");
    case SweepParameter::Workers:
        return QStringLiteral("workers");
    case SweepParameter::RetryMs:
        return QStringLiteral("retry");
    case SweepParameter::JitterMs:
        return QStringLiteral("jitter");
    case SweepParameter::ClockJumpMs:
        return QStringLiteral("clock-jump");
    case SweepParameter::DriftFactor:
        return QStringLiteral("drift");
    case SweepParameter::RestartDelayMs:
        return QStringLiteral("restart-delay");
    }
    return {};
}

bool SweepAxis::parse(const QString &text, SweepAxis *out, QString *error)
{
    static const QList<SweepParameter> all{SweepParameter::Ttl,         SweepParameter::PauseScale,
                                           SweepParameter::PauseProb,   SweepParameter::WorkScale,
                                           SweepParameter::Workers,     SweepParameter::RetryMs,
                                           SweepParameter::JitterMs,    SweepParameter::ClockJumpMs,
                                           SweepParameter::DriftFactor, SweepParameter::RestartDelayMs};
    const QString name = text.section(u'=', 0, 0);
    const QString range = text.section(u'=', 1);
    SweepAxis axis;
    bool known = false;
    QStringList names;
    for (SweepParameter p : all) {
        names << parameterName(p);
        if (parameterName(p) == name) {
            axis.parameter = p;
            known = true;
        }
    }
    if (!known) {
        *error = SweepTr::tr("--vary %1: unknown parameter \"%2\" (expected one of: %3)")
                     .arg(text, name, names.join(QStringLiteral(", ")));
        return false;
    }
    const QStringList parts = range.split(u':');
    bool ok1 = false, ok2 = false, ok3 = false;
    if (parts.size() == 3) {
        const double from = parts.at(0).toDouble(&ok1), to = parts.at(1).toDouble(&ok2),
                     step = parts.at(2).toDouble(&ok3);
        if (!ok1 || !ok2 || !ok3 || step <= 0 || to < from || (to - from) / step > 10000) {
            *error = SweepTr::tr("--vary %1: expected from:to:step with from <= to, step > 0 and at most 10000 points")
                         .arg(text);
            return false;
        }
        for (int i = 0; from + i * step <= to + step * 1e-9; ++i)
            axis.values.append(from + i * step);
    } else {
        for (const QString &v : range.split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            axis.values.append(v.toDouble(&ok));
            if (!ok) {
                *error = SweepTr::tr("--vary %1: \"%2\" is not a number").arg(text, v);
                return false;
            }
        }
    }
    if (axis.values.isEmpty()) {
        *error = SweepTr::tr("--vary %1: expected name=from:to:step or name=v1,v2,...").arg(text);
        return false;
    }
    for (double v : std::as_const(axis.values)) {
        // A drift factor of 1 leaves no validity at all: every acquisition fails, which is a result too.
        const bool probability =
            axis.parameter == SweepParameter::PauseProb || axis.parameter == SweepParameter::DriftFactor;
        if (v < 0 || (probability && v > 1) || (axis.parameter == SweepParameter::Workers && (v < 1 || v > 256))
            || (axis.parameter == SweepParameter::Ttl && v < 1)) {
            *error = SweepTr::tr("--vary %1: value %2 is out of range").arg(text).arg(v);
            return false;
        }
    }
    *out = axis;
    return true;
}

SweepRunner::SweepRunner(SweepConfig config)
    : m_config(std::move(config))
{}

int SweepRunner::pointCount() const
{
    int n = 1;
    for (const SweepAxis &axis : m_config.axes)
        n *= static_cast<int>(axis.values.size());
    return n;
}

QList<double> SweepRunner::pointValues(int point) const
{
    QList<double> values;
    for (const SweepAxis &axis : m_config.axes) {
        const int size = static_cast<int>(axis.values.size());
        values.append(axis.values.at(point % size));
        point /= size;
    }
    return values;
}

// The fault a parameter sets: the scenario's last of its kind, the one its lesson is about.
static Fault *lastFault(Scenario &s, FaultKind kind)
{
    for (auto f = s.faults.rbegin(); f != s.faults.rend(); ++f) {
        if (f->kind == kind)
            return &*f;
    }
    return nullptr;
}

QString sweepProblem(const SweepConfig &config)
{
    const Scenario &s = config.scenario;
    const auto has = [&s](FaultKind kind) {
        return std::any_of(s.faults.cbegin(), s.faults.cend(), [kind](const Fault &f) { return f.kind == kind; });
    };
    const bool redlock = std::any_of(config.lines.cbegin(), config.lines.cend(), [&s](const SweepLine &l) {
        return l.lock == SweepLine::Lock::Redlock || (l.lock == SweepLine::Lock::Scenario && s.redlock.enabled());
    });
    for (const SweepAxis &axis : config.axes) {
        if (axis.parameter == SweepParameter::ClockJumpMs && !has(FaultKind::ClockJump))
            return SweepTr::tr("%1 has no clock jump to vary: the sweep sets the size of the scenario's last "
                               "clock-jump fault (redlock-clock-jump has one)")
                .arg(s.name);
        if (axis.parameter == SweepParameter::RestartDelayMs && !has(FaultKind::Restart))
            return SweepTr::tr("%1 has no restart to vary: the sweep sets how long the scenario's last restart "
                               "keeps its server down (redlock-restart has one)")
                .arg(s.name);
        if (axis.parameter == SweepParameter::DriftFactor && !redlock)
            return SweepTr::tr("the drift factor is a Redlock's: sweep a Redlock scenario, or compare with a "
                               "Redlock line");
    }
    for (const SweepLine &line : config.lines) {
        if (const QString problem = line.problem(s); !problem.isEmpty())
            return problem;
    }
    return {};
}

static quint64 splitmix(quint64 x)
{
    return SplitMix64(x).next();  // one SplitMix64 (rng.h): its first output is the mix of x
}

quint64 SweepRunner::trialSeed(int point, int trial) const
{
    return splitmix(splitmix(m_config.seed)
                    ^ splitmix((static_cast<quint64>(point) << 32) | static_cast<quint32>(trial)));
}

Scenario SweepRunner::trialScenario(int point, int trial) const
{
    return trialScenario(m_config.scenario, point, trial);
}

Scenario SweepRunner::lineScenario(int point, int trial, int line) const
{
    return m_config.lines.at(line).apply(trialScenario(point, trial));
}

Policies SweepRunner::linePolicies(int line) const
{
    Policies policies = m_config.policies;
    policies.fencing = m_config.lines.at(line).fencing;
    return policies;
}

Scenario SweepRunner::trialScenario(const Scenario &base, int point, int trial) const
{
    Scenario s = base;
    Distribution pause = m_config.pause, work = m_config.work;
    double pauseProbability = m_config.pauseProbability;
    const QList<double> values = pointValues(point);
    for (int i = 0; i < values.size(); ++i) {
        const double v = values.at(i);
        switch (m_config.axes.at(i).parameter) {
        case SweepParameter::Ttl:
            s.ttlMs = std::llround(v);
            for (WorkerSpec &w : s.workers)
                for (Step &step : w.steps)
                    if (step.kind == StepKind::Acquire || step.kind == StepKind::Extend)
                        step.ttlMs = -1;
            break;
        case SweepParameter::PauseScale:
            pause.scale = v;
            break;
        case SweepParameter::PauseProb:
            pauseProbability = v;
            break;
        case SweepParameter::WorkScale:
            work.scale = v;
            break;
        case SweepParameter::Workers: {
            const int n = static_cast<int>(std::lround(v));
            const WorkerSpec model = s.workers.constLast();
            while (s.workers.size() > n)
                s.workers.removeLast();
            for (int k = 1; s.workers.size() < n; ++k) {
                WorkerSpec extra = model;
                extra.name = model.name + QString::number(k + 1);
                extra.startMs += k;  // staggered by a millisecond each: same race, distinct arrivals
                s.workers.append(extra);
            }
            break;
        }
        case SweepParameter::RetryMs:
        case SweepParameter::JitterMs:
            for (WorkerSpec &w : s.workers)
                for (Step &step : w.steps)
                    if (step.kind == StepKind::Acquire)
                        (m_config.axes.at(i).parameter == SweepParameter::RetryMs ? step.retryMs : step.jitterMs) =
                            std::llround(v);
            break;
        case SweepParameter::ClockJumpMs:
            if (Fault *jump = lastFault(s, FaultKind::ClockJump))
                jump->ms = std::llround(v);
            break;
        case SweepParameter::DriftFactor:
            s.redlock.driftFactor = v;
            break;
        case SweepParameter::RestartDelayMs:
            if (Fault *restart = lastFault(s, FaultKind::Restart))
                restart->downMs = std::llround(v);
            break;
        }
    }
    std::mt19937_64 rng(trialSeed(point, trial));
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    for (WorkerSpec &w : s.workers) {
        for (Step &step : w.steps) {
            if (step.kind == StepKind::Pause) {
                const bool happens = uniform(rng) < pauseProbability;
                const bool keep = pause.kind == Distribution::Kind::Fixed && pause.scale <= 0;
                const double ms = keep ? static_cast<double>(step.ms) : pause.sample(rng);
                step.ms = happens ? std::min<qint64>(std::llround(ms), 3600 * 1000) : 0;
            } else if (step.kind == StepKind::Work && !(work.kind == Distribution::Kind::Fixed && work.scale <= 0)) {
                step.ms = std::min<qint64>(std::llround(work.sample(rng)), 3600 * 1000);
            }
        }
    }
    return s;
}

namespace {

// 128 bits: a million squared overlaps in µs² would overflow 64.
__extension__ typedef unsigned __int128 Uint128;

// Exact integer sums: the same totals in any order, so any thread count gives the same result.
struct Tally {
    qint64 runs = 0;
    qint64 violations = 0;
    qint64 staleWrites = 0;
    qint64 overlapUs = 0;
    Uint128 overlapUsSquared = 0;
    qint64 acquisitions = 0;
    qint64 timeUs = 0;
    int exemplar = -1;
    int staleExemplar = -1;

    void merge(const Tally &o)
    {
        runs += o.runs;
        violations += o.violations;
        staleWrites += o.staleWrites;
        overlapUs += o.overlapUs;
        overlapUsSquared += o.overlapUsSquared;
        acquisitions += o.acquisitions;
        timeUs += o.timeUs;
        if (o.exemplar >= 0 && (exemplar < 0 || o.exemplar < exemplar))
            exemplar = o.exemplar;
        if (o.staleExemplar >= 0 && (staleExemplar < 0 || o.staleExemplar < staleExemplar))
            staleExemplar = o.staleExemplar;
    }
};

Estimate wilson(qint64 k, qint64 n)
{
    if (n == 0)
        return {};
    const double z = 1.959964, p = static_cast<double>(k) / static_cast<double>(n), nn = static_cast<double>(n);
    const double denom = 1 + z * z / nn;
    const double centre = (p + z * z / (2 * nn)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / denom;
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

PolicyMetrics metricsOf(const Tally &t)
{
    PolicyMetrics m;
    m.violation = wilson(t.violations, t.runs);
    m.staleWrite = wilson(t.staleWrites, t.runs);
    if (t.runs > 0) {
        const double n = static_cast<double>(t.runs);
        const double mean = static_cast<double>(t.overlapUs) / n;
        const double var =
            t.runs > 1 ? std::max(0.0, (static_cast<double>(t.overlapUsSquared) - mean * mean * n) / (n - 1)) : 0;
        const double half = 1.959964 * std::sqrt(var / n);
        m.overlapMs = {mean / 1000.0, std::max(0.0, mean - half) / 1000.0, (mean + half) / 1000.0};
        m.throughput = t.timeUs > 0 ? static_cast<double>(t.acquisitions) * 1e6 / static_cast<double>(t.timeUs) : 0;
    }
    m.exemplarTrial = t.exemplar;
    m.staleWriteTrial = t.staleExemplar;
    return m;
}

// A copy that shares no string and no list with `scenario`. Each sweep thread runs on its own:
// every command copies the lock key and a worker's name, and two threads counting references on
// one string's header pass its cache line back and forth between the cores.
Scenario unshared(const Scenario &scenario)
{
    const auto own = [](const QString &text) { return text.isNull() ? text : QString(text.constData(), text.size()); };
    Scenario s = scenario;
    s.name = own(s.name);
    s.lockKey = own(s.lockKey);
    s.workers = QList<WorkerSpec>(scenario.workers.cbegin(), scenario.workers.cend());
    for (WorkerSpec &w : s.workers) {
        w.name = own(w.name);
        w.host = own(w.host);
        w.steps = QList<Step>(w.steps.cbegin(), w.steps.cend());
    }
    s.faults = QList<Fault>(scenario.faults.cbegin(), scenario.faults.cend());
    return s;
}

// False when the trial reached a run limit: its figures are not counted, and the sweep stops.
bool runTrial(const Scenario &scenario, const Policies &policies, quint64 seed, int trial, const RunLimits &limits,
              Tally &tally, QString *limitReached)
{
    const Trace trace = simulate(scenario, policies, seed, limits);
    if (!trace.limitReached.isEmpty()) {
        *limitReached = trace.limitReached;
        return false;
    }
    const Interpretation interpretation(trace, SummaryDetail::Metrics);
    const Summary &s = interpretation.summary();
    ++tally.runs;
    const bool violated = !s.overlaps.isEmpty();
    const bool stale = s.staleWritesAccepted() > 0;
    tally.violations += violated ? 1 : 0;
    tally.staleWrites += stale ? 1 : 0;
    tally.overlapUs += s.overlapTotal;
    tally.overlapUsSquared += static_cast<Uint128>(s.overlapTotal) * static_cast<Uint128>(s.overlapTotal);
    for (const Acquisition &a : s.acquisitions)
        tally.acquisitions += a.ok ? 1 : 0;
    tally.timeUs += trace.endTime();
    if (violated && (tally.exemplar < 0 || trial < tally.exemplar))
        tally.exemplar = trial;
    if (stale && (tally.staleExemplar < 0 || trial < tally.staleExemplar))
        tally.staleExemplar = trial;
    return true;
}

}  // namespace

SweepResult SweepRunner::run(const Progress &progress)
{
    QElapsedTimer timer;
    timer.start();
    const int points = pointCount();
    const int trials = m_config.trials;
    constexpr int chunk = 64;
    const int chunksPerPoint = (trials + chunk - 1) / chunk;
    const qint64 items = static_cast<qint64>(points) * chunksPerPoint;
    const qint64 total = static_cast<qint64>(points) * trials;

    const int lines = static_cast<int>(m_config.lines.size());
    std::vector<Tally> tallies(static_cast<std::size_t>(points) * static_cast<std::size_t>(lines));  // [point][line]
    std::vector<Policies> policies;
    for (int line = 0; line < lines; ++line)
        policies.push_back(linePolicies(line));
    std::atomic<qint64> next{0}, done{0};
    std::mutex mutex;
    QString limitReached;
    auto work = [&] {
        const Scenario base = unshared(m_config.scenario);
        while (!m_cancelled.load(std::memory_order_relaxed)) {
            const qint64 item = next.fetch_add(1);
            if (item >= items)
                break;
            const int point = static_cast<int>(item / chunksPerPoint);
            const int first = static_cast<int>(item % chunksPerPoint) * chunk;
            const int last = std::min(trials, first + chunk);
            std::vector<Tally> local(static_cast<std::size_t>(lines));
            for (int trial = first; trial < last && !m_cancelled.load(std::memory_order_relaxed); ++trial) {
                // Every line runs the trial's one draw of durations and the same seed.
                const Scenario scenario = trialScenario(base, point, trial);
                const quint64 seed = trialSeed(point, trial);
                for (int line = 0; line < lines; ++line) {
                    QString limit;
                    if (!runTrial(m_config.lines.at(line).apply(scenario), policies.at(static_cast<std::size_t>(line)),
                                  seed, trial, m_config.limits, local.at(static_cast<std::size_t>(line)), &limit)) {
                        const std::lock_guard<std::mutex> lock(mutex);
                        if (limitReached.isEmpty())
                            limitReached = SweepTr::tr("trial %1 of point %2: %3").arg(trial).arg(point).arg(limit);
                        m_cancelled.store(true);
                        break;
                    }
                }
            }
            {
                const std::lock_guard<std::mutex> lock(mutex);
                for (int line = 0; line < lines; ++line)
                    tallies.at(static_cast<std::size_t>(point * lines + line))
                        .merge(local.at(static_cast<std::size_t>(line)));
            }
            done.fetch_add(last - first);
        }
    };
    const int threads =
        m_config.threads > 0 ? m_config.threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(work);
    if (progress) {
        // The calling thread reports progress while the pool works, then joins in.
        std::thread reporter([&] {
            while (done.load() < total && !m_cancelled.load() && next.load() < items) {
                progress(done.load(), total);
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
            }
        });
        work();
        reporter.join();
        progress(done.load(), total);
    } else {
        work();
    }
    for (std::thread &t : pool)
        t.join();

    SweepResult result;
    result.axes = m_config.axes;
    result.lines = m_config.lines;
    result.redlockInstances = SweepLine::redlockInstances(m_config.scenario);
    result.trials = trials;
    result.cancelled = m_cancelled.load();
    result.limitReached = limitReached;
    result.trialsRun = done.load();
    result.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    for (int p = 0; p < points; ++p) {
        SweepPoint point{pointValues(p), {}};
        for (int line = 0; line < lines; ++line)
            point.lines.append(metricsOf(tallies.at(static_cast<std::size_t>(p * lines + line))));
        result.points.append(point);
    }
    return result;
}

QString sweepToCsv(const SweepResult &result)
{
    QStringList header;
    for (const SweepAxis &axis : result.axes)
        header << SweepAxis::parameterName(axis.parameter);
    // Each line's columns start with its name: fencing_off_, fencing_on_; single_, single_fencing_, redlock_.
    for (const SweepLine &line : result.lines) {
        const QString p = QString(line.name()).replace(u'-', u'_') + u'_';
        header << p + QStringLiteral("p_violation") << p + QStringLiteral("p_violation_low")
               << p + QStringLiteral("p_violation_high") << p + QStringLiteral("p_stale_write")
               << p + QStringLiteral("p_stale_write_low") << p + QStringLiteral("p_stale_write_high")
               << p + QStringLiteral("mean_overlap_ms") << p + QStringLiteral("mean_overlap_ms_low")
               << p + QStringLiteral("mean_overlap_ms_high") << p + QStringLiteral("throughput_per_s")
               << p + QStringLiteral("exemplar_trial");
    }
    QString csv = header.join(u',') + u'\n';
    auto num = [](double v) { return QString::number(v, 'g', 8); };
    for (const SweepPoint &point : result.points) {
        QStringList row;
        for (double v : point.values)
            row << num(v);
        for (const PolicyMetrics &m : point.lines) {
            row << num(m.violation.value) << num(m.violation.low) << num(m.violation.high) << num(m.staleWrite.value)
                << num(m.staleWrite.low) << num(m.staleWrite.high) << num(m.overlapMs.value) << num(m.overlapMs.low)
                << num(m.overlapMs.high) << num(m.throughput) << QString::number(m.exemplarTrial);
        }
        csv += row.join(u',') + u'\n';
    }
    return csv;
}

}  // namespace locklab
