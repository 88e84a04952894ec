// SPDX-License-Identifier: MIT
#include "core/scenario.h"

#include <algorithm>
#include <cmath>

namespace locklab {

QString releaseModeName(ReleaseMode mode)
{
    return mode == ReleaseMode::Naive ? QStringLiteral("naive") : QStringLiteral("token");
}

const QStringList &stepKindNames()
{
    static const QStringList names{QStringLiteral("wait"),   QStringLiteral("acquire"), QStringLiteral("work"),
                                   QStringLiteral("pause"),  QStringLiteral("write"),   QStringLiteral("release"),
                                   QStringLiteral("extend"), QStringLiteral("check")};
    return names;
}

QString stepKindName(StepKind kind)
{
    return stepKindNames().value(static_cast<qsizetype>(kind));
}

const QStringList &faultKindNames()
{
    static const QStringList names{
        QStringLiteral("pause"),    QStringLiteral("latency"),    QStringLiteral("lost-reply"),
        QStringLiteral("restart"),  QStringLiteral("clock-jump"), QStringLiteral("replication-lag"),
        QStringLiteral("failover"), QStringLiteral("promotion"),  QStringLiteral("stall")};
    return names;
}

QString faultKindName(FaultKind kind)
{
    return faultKindNames().value(static_cast<qsizetype>(kind));
}

int redlockQuorum(const RedlockSpec &spec, int instances)
{
    return spec.quorum > 0 ? spec.quorum : instances / 2 + 1;
}

qint64 redlockInstanceTimeoutMs(const RedlockSpec &spec, qint64 ttlMs, qint64 storeTimeoutMs)
{
    if (spec.instanceTimeoutMs > 0)
        return spec.instanceTimeoutMs;
    // redsync: expiry × timeoutFactor (0.05); node-redlock (ioredis) and Redisson: the client's own timeout.
    return spec.variant == RedlockVariant::Redsync ? std::max<qint64>(1, ttlMs / 20) : storeTimeoutMs;
}

Micros redlockDrift(const RedlockSpec &spec, qint64 ttlMs)
{
    switch (spec.variant) {
    case RedlockVariant::Redsync:
        return static_cast<Micros>(static_cast<double>(ttlMs) * spec.driftFactor * 1000.0);
    case RedlockVariant::NodeRedlock:
        return (static_cast<Micros>(std::llround(spec.driftFactor * static_cast<double>(ttlMs))) + 2) * 1000;
    case RedlockVariant::Redisson:
        break;
    }
    return 0;
}

QString redlockVariantName(RedlockVariant variant)
{
    switch (variant) {
    case RedlockVariant::Redsync:
        return QStringLiteral("redsync");
    case RedlockVariant::NodeRedlock:
        return QStringLiteral("node-redlock");
    case RedlockVariant::Redisson:
        return QStringLiteral("redisson");
    }
    return {};
}

QString tokenSourceName(TokenSource source)
{
    switch (source) {
    case TokenSource::Random:
        return QStringLiteral("random");
    case TokenSource::Pid:
        return QStringLiteral("pid");
    case TokenSource::Hostname:
        return QStringLiteral("hostname");
    case TokenSource::HostnamePid:
        return QStringLiteral("hostname-pid");
    }
    return {};
}

QString purposeName(Purpose purpose)
{
    return purpose == Purpose::Efficiency ? QStringLiteral("efficiency") : QStringLiteral("correctness");
}

QString storeKindName(StoreKind kind)
{
    switch (kind) {
    case StoreKind::Redis:
        return QStringLiteral("redis");
    case StoreKind::Sql:
        return QStringLiteral("sql");
    case StoreKind::File:
        return QStringLiteral("file");
    }
    return {};
}

QString sqlGuardName(SqlGuard guard)
{
    return guard == SqlGuard::Unique ? QStringLiteral("unique") : QStringLiteral("fence");
}

bool storeCanFence(StoreKind kind)
{
    return kind != StoreKind::File;
}

QString workerHost(const Scenario &scenario, int worker)
{
    const WorkerSpec &w = scenario.workers.at(worker);
    // Distinct machines unless the scenario says otherwise.
    return !w.host.isEmpty() ? w.host : QStringLiteral("host-") + w.name.toLower();
}

qint64 workerPid(const Scenario &scenario, int worker)
{
    const WorkerSpec &w = scenario.workers.at(worker);
    if (w.pid >= 0)
        return w.pid;
    // A container's main process is PID 1 (its own PID namespace); on a shared host, distinct pids.
    return scenario.containers ? 1 : 4100 + worker;
}

}  // namespace locklab
