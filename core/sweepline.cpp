// SPDX-License-Identifier: MIT
#include "core/sweepline.h"

#include "core/coretr.h"

#include <algorithm>

namespace locklab {

namespace {

bool hitsAServer(const Fault &fault)
{
    return fault.kind == FaultKind::Restart || fault.kind == FaultKind::ClockJump || fault.kind == FaultKind::Stall
           || (fault.kind == FaultKind::Latency && fault.worker < 0);  // a slow network to one server
}

const QList<SweepLine> &comparable()
{
    using L = SweepLine::Lock;
    static const QList<SweepLine> lines{{L::Single, false}, {L::Single, true}, {L::Redlock, false}, {L::Redlock, true}};
    return lines;
}

}  // namespace

QString SweepLine::name() const
{
    switch (lock) {
    case Lock::Scenario:
        return fencing ? QStringLiteral("fencing-on") : QStringLiteral("fencing-off");
    case Lock::Single:
        return fencing ? QStringLiteral("single-fencing") : QStringLiteral("single");
    case Lock::Redlock:
        return fencing ? QStringLiteral("redlock-fencing") : QStringLiteral("redlock");
    }
    return {};
}

QString SweepLine::label(int redlockInstances) const
{
    switch (lock) {
    case Lock::Scenario:
        return fencing ? SweepTr::tr("fencing on") : SweepTr::tr("fencing off");
    case Lock::Single:
        return fencing ? SweepTr::tr("single instance + fencing") : SweepTr::tr("single instance");
    case Lock::Redlock:
        return fencing ? SweepTr::tr("Redlock of %1 + fencing").arg(redlockInstances)
                       : SweepTr::tr("Redlock of %1").arg(redlockInstances);
    }
    return {};
}

int SweepLine::redlockInstances(const Scenario &scenario)
{
    return scenario.redlock.enabled() ? scenario.instances : defaultRedlockInstances;
}

Scenario SweepLine::apply(const Scenario &scenario) const
{
    Scenario s = scenario;
    if (lock == Lock::Single && s.redlock.enabled()) {
        const auto last = std::find_if(s.faults.crbegin(), s.faults.crend(), hitsAServer);
        const int focus = last != s.faults.crend() ? last->instance : -1;
        s.faults.removeIf([focus](const Fault &f) { return hitsAServer(f) && f.instance != focus; });
        for (Fault &f : s.faults)  // the one server; a latency of a server still names it (docs/scenarios.md)
            f.instance = f.kind == FaultKind::Latency && f.worker < 0 ? 0 : -1;
        s.instances = 1;
        s.redlock.algorithm = LockAlgorithm::Single;
    } else if (lock == Lock::Redlock && !s.redlock.enabled()) {
        s.instances = defaultRedlockInstances;
        s.redlock.algorithm = LockAlgorithm::Redlock;
        for (Fault &f : s.faults) {
            if (hitsAServer(f))
                f.instance = 0;
        }
    }
    return s;
}

QString SweepLine::problem(const Scenario &scenario) const
{
    if (lock != Lock::Redlock || scenario.redlock.enabled())
        return {};
    if (scenario.replicas > 0 || scenario.cluster.enabled())
        return SweepTr::tr("%1 has replicas: a Redlock's instances are independent servers").arg(scenario.name);
    for (const WorkerSpec &w : scenario.workers) {
        for (const Step &step : w.steps) {
            if (step.kind == StepKind::Check)
                return SweepTr::tr("%1 has a check step: a Redlock has no one key to check").arg(scenario.name);
        }
    }
    return {};
}

QList<SweepLine> SweepLine::fencingOffOn()
{
    return {{Lock::Scenario, false}, {Lock::Scenario, true}};
}

QStringList SweepLine::comparableNames()
{
    QStringList names;
    for (const SweepLine &line : comparable())
        names << line.name();
    return names;
}

bool SweepLine::parseList(const QString &text, QList<SweepLine> *out, QString *error)
{
    QList<SweepLine> lines;
    for (const QString &part : text.split(u',')) {
        const QString name = part.trimmed();
        const auto known = std::find_if(comparable().cbegin(), comparable().cend(),
                                        [&name](const SweepLine &l) { return l.name() == name; });
        if (known == comparable().cend()) {
            *error = SweepTr::tr("--compare %1: unknown line \"%2\" (expected some of: %3)")
                         .arg(text, name, comparableNames().join(QStringLiteral(", ")));
            return false;
        }
        if (lines.contains(*known)) {
            *error = SweepTr::tr("--compare %1: \"%2\" twice").arg(text, name);
            return false;
        }
        lines.append(*known);
    }
    *out = lines;
    return true;
}

}  // namespace locklab
