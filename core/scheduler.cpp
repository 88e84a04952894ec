// SPDX-License-Identifier: MIT
#include "core/scheduler.h"

#include <algorithm>

namespace locklab {

QString wakeReasonName(WakeReason reason)
{
    switch (reason) {
    case WakeReason::Start:
        return QStringLiteral("start");
    case WakeReason::Timer:
        return QStringLiteral("timer");
    case WakeReason::Heartbeat:
        return QStringLiteral("heartbeat");
    case WakeReason::ServerReceives:
        return QStringLiteral("server receives");
    case WakeReason::ReplyArrives:
        return QStringLiteral("reply arrives");
    case WakeReason::KeyExpires:
        return QStringLiteral("key expires");
    }
    return {};
}

void Scheduler::freeze(int worker, Micros until)
{
    if (worker < 0)
        return;
    if (m_frozenUntil.size() <= static_cast<std::size_t>(worker))
        m_frozenUntil.resize(static_cast<std::size_t>(worker) + 1, -1);
    Micros &slot = m_frozenUntil[static_cast<std::size_t>(worker)];
    slot = std::max(slot, until);
}

Micros Scheduler::thawTime(int worker) const
{
    return worker >= 0 && static_cast<std::size_t>(worker) < m_frozenUntil.size()
               ? m_frozenUntil[static_cast<std::size_t>(worker)]
               : -1;
}

Micros Scheduler::runnableAt(const Wake &wake, Micros at) const
{
    if (!isClientSide(wake.reason))
        return at;
    return std::max(at, thawTime(wake.worker));
}

}  // namespace locklab
