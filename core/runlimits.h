// SPDX-License-Identifier: MIT
#pragma once

#include "core/eventlist.h"

#include <QString>

namespace locklab {

// The budget of one run. A valid 200-byte scenario (a 1 ms heartbeat over an hour of work) asks for
// millions of events; a run stops at the first limit it reaches, keeps the trace so far, and says
// why in Trace::limitReached. The defaults are far above anything a built-in scenario needs (the
// largest writes a few thousand events) and below what the 24 GiB machines this runs on can hold.
struct RunLimits {
    qint64 maxEvents = 20'000'000;
    // The trace's EventList::weight(), counted from its sizes, not measured: the same inputs stop at
    // the same event on every machine, so a budgeted run stays deterministic. A long run's events
    // weigh about 56 bytes each, so the default holds about 19 M of them.
    qint64 maxTraceBytes = qint64(1) << 30;

    bool unlimited() const { return maxEvents <= 0 && maxTraceBytes <= 0; }
};

// Counts a run's events against its limits.
class Budget {
public:
    explicit Budget(const RunLimits &limits = {})
        : m_limits(limits)
    {}
    // Whether `event` may be appended to `events`, the trace so far: false, and from then on always
    // false, once it would pass a limit. A trace that is let grow never weighs more than the limit.
    bool charge(const TraceEvent &event, const EventList &events);
    bool exceeded() const { return !m_reason.isEmpty(); }
    // One line: which limit was reached, e.g. "the run's event limit (20000000 events; --max-events) was reached".
    QString reason() const { return m_reason; }
    qint64 events() const { return m_events; }
    // Bytes already held elsewhere (the finished traces of a recording's other lock keys): counted
    // with `events` against the memory limit, so that several traces together stay under it.
    void hold(qint64 bytes) { m_held += bytes; }

private:
    RunLimits m_limits;
    qint64 m_events = 0;
    qint64 m_held = 0;
    QString m_reason;
};

}  // namespace locklab
