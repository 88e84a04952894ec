// SPDX-License-Identifier: MIT
#include "core/runlimits.h"

#include "core/coretr.h"

#include <QCoreApplication>

namespace locklab {

bool Budget::charge(const TraceEvent &event, const EventList &events)
{
    if (exceeded())
        return false;
    ++m_events;
    if (m_limits.maxEvents > 0 && m_events > m_limits.maxEvents)
        m_reason = RunLimitsTr::tr("the run reached its limit of %1 events (--max-events) and was stopped there")
                       .arg(m_limits.maxEvents);
    else if (m_limits.maxTraceBytes > 0
             && m_held + events.weight() + EventList::weightBound(event) > m_limits.maxTraceBytes)
        m_reason = RunLimitsTr::tr("the run's trace reached its memory limit of %1 MiB (--max-memory-mb) after %2 "
                                   "events and was stopped there")
                       .arg(m_limits.maxTraceBytes >> 20)
                       .arg(m_events - 1);
    return !exceeded();
}

}  // namespace locklab
