// SPDX-License-Identifier: MIT
#include "runlimits.h"

#include <QCoreApplication>

namespace locklab {

namespace {
struct LimitText {
    Q_DECLARE_TR_FUNCTIONS(locklab::RunLimits)
};

qint64 stringBytes(const QString &s)
{
    // A QString's heap block: a header of about 24 bytes, then UTF-16.
    return s.isEmpty() ? 0 : 24 + 2 * (s.size() + 1);
}
}  // namespace

qint64 approxEventBytes(const TraceEvent &e)
{
    return static_cast<qint64>(sizeof(TraceEvent)) + stringBytes(e.text) + stringBytes(e.request.key)
           + stringBytes(e.request.value) + stringBytes(e.reply.text);
}

bool Budget::charge(const TraceEvent &event)
{
    if (exceeded())
        return false;
    ++m_events;
    m_bytes += approxEventBytes(event);
    if (m_limits.maxEvents > 0 && m_events > m_limits.maxEvents)
        m_reason = LimitText::tr("the run reached its limit of %1 events (--max-events) and was stopped there")
                       .arg(m_limits.maxEvents);
    else if (m_limits.maxTraceBytes > 0 && m_bytes > m_limits.maxTraceBytes)
        m_reason = LimitText::tr("the run's trace reached its memory limit of %1 MiB (--max-memory-mb) after %2 "
                                 "events and was stopped there")
                       .arg(m_limits.maxTraceBytes >> 20)
                       .arg(m_events - 1);
    return !exceeded();
}

}  // namespace locklab
