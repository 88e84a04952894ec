// SPDX-License-Identifier: MIT
#pragma once

#include "trace.h"

#include <QString>

namespace locklab {

// The budget of one run. A valid 200-byte scenario (a 1 ms heartbeat over an hour of work) asks for
// millions of events; a run stops at the first limit it reaches, keeps the trace so far, and says
// why in Trace::limitReached. The defaults are far above anything a built-in scenario needs (the
// largest writes a few thousand events) and below what the 24 GiB machines this runs on can hold.
struct RunLimits {
    qint64 maxEvents = 20'000'000;
    // Estimated with approxEventBytes(), not measured: the same inputs stop at the same event on
    // every machine, so a budgeted run stays deterministic.
    qint64 maxTraceBytes = qint64(1) << 30;

    bool unlimited() const { return maxEvents <= 0 && maxTraceBytes <= 0; }
};

// What one event costs in memory, as an upper bound: the event itself and the heap blocks of its
// strings as if none were shared.
qint64 approxEventBytes(const TraceEvent &event);

// Counts a run's events against its limits.
class Budget {
public:
    explicit Budget(const RunLimits &limits = {})
        : m_limits(limits)
    {}
    // Adds `event`; false, and from then on always false, once a limit is passed.
    bool charge(const TraceEvent &event);
    bool exceeded() const { return !m_reason.isEmpty(); }
    // One line: which limit was reached, e.g. "the run's event limit (20000000 events; --max-events) was reached".
    QString reason() const { return m_reason; }
    qint64 events() const { return m_events; }
    qint64 bytes() const { return m_bytes; }

private:
    RunLimits m_limits;
    qint64 m_events = 0;
    qint64 m_bytes = 0;
    QString m_reason;
};

}  // namespace locklab
