// SPDX-License-Identifier: MIT
#include "core/redlockinstances.h"

#include "core/coretr.h"

#include <QCoreApplication>

#include <algorithm>

namespace locklab {

RedlockInstances::RedlockInstances(Scheduler &scheduler, const QString &keyPrefix, Micros roundTrip, int count,
                                   const QString &lockKey)
    : m_prefix(keyPrefix)
    , m_lockKey(lockKey)
{
    for (int i = 0; i < std::max(1, count); ++i) {
        m_servers.push_back(std::make_unique<EmbeddedRedis>(scheduler, keyPrefix, roundTrip));
        // The lock key's expiry is told as the instance's (`lock@i`); the store's keys live on server 1 only.
        m_servers.back()->setExpiryListener([this, i](const QString &key, Micros at, Micros deadline) {
            if (m_onExpired)
                m_onExpired(key == m_lockKey ? instanceKey(key, i + 1) : key, at, deadline);
        });
    }
}

QCoro::Task<Reply> RedlockInstances::execute(const Request &sent)
{
    Request request = sent;
    QString base;
    const int instance = keyInstance(request.key, &base);
    request.key = base;
    const int index = std::clamp(instance - 1, 0, count() - 1);
    co_return co_await m_servers.at(static_cast<std::size_t>(index))->execute(request);
}

QCoro::Task<CommandExecutor::FaultOutcome> RedlockInstances::applyServerFault(const Fault &sent)
{
    const Fault fault = sent;
    const int index = std::clamp(fault.instance, 0, count() - 1);
    FaultOutcome outcome = co_await m_servers.at(static_cast<std::size_t>(index))->applyServerFault(fault);
    outcome.note = FaultTr::tr("instance %1: %2").arg(index + 1).arg(outcome.note);
    co_return outcome;
}

QString RedlockInstances::fullKey(const QString &key) const
{
    QString base;
    keyInstance(key, &base);
    return m_prefix + base;
}

}  // namespace locklab
