// SPDX-License-Identifier: MIT
#pragma once

// What a test asks of a run: one command's sends or replies, a worker's first lock, a kind of violation.

#include "core/summary.h"
#include "core/trace.h"

#include <QList>

#include <algorithm>
#include <optional>

// The events of `kind` for `command`, of `worker` (-1: every worker's), in trace order.
inline QList<std::optional<locklab::TraceEvent>> matching(const locklab::Trace &t, locklab::EventKind kind,
                                                          locklab::Command command, int worker = -1)
{
    QList<std::optional<locklab::TraceEvent>> out;
    for (const locklab::TraceEvent &e : t.events) {
        if (e.kind == kind && e.request.command == command && (worker < 0 || e.worker == worker))
            out.append(e);
    }
    return out;
}

inline QList<std::optional<locklab::TraceEvent>> sends(const locklab::Trace &t, locklab::Command command,
                                                       int worker = -1)
{
    return matching(t, locklab::EventKind::Sent, command, worker);
}

inline QList<std::optional<locklab::TraceEvent>> replies(const locklab::Trace &t, locklab::Command command,
                                                         int worker = -1)
{
    return matching(t, locklab::EventKind::Replied, command, worker);
}

// The worker's first granted acquisition; null if it never got the lock.
inline const locklab::Acquisition *firstOk(const locklab::Summary &s, int worker)
{
    for (const locklab::Acquisition &a : s.acquisitions) {
        if (a.worker == worker && a.ok)
            return &a;
    }
    return nullptr;
}

inline bool hasViolation(const locklab::Summary &s, locklab::ViolationKind kind)
{
    return std::any_of(s.violations.cbegin(), s.violations.cend(),
                       [kind](const locklab::Violation &v) { return v.kind == kind; });
}
