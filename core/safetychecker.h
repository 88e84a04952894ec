// SPDX-License-Identifier: MIT
#pragma once

#include "core/mstext.h"
#include "core/trace.h"

namespace locklab {

struct Summary;

enum class ViolationKind : quint8 {
    MutualExclusion,     // two or more workers inside the critical section at once
    StaleWriteAccepted,  // the store took a write from a holder that had been superseded
    ForeignDelete,       // a DEL removed a lock that held another worker's token
    LockLostWhileHeld,   // the key expired or was deleted while its holder still believed in it
    UnknownOutcome,      // a command whose reply never came: it may or may not have run
    ForeignExtend,       // a plain PEXPIRE (an unchecked heartbeat) extended another worker's lock
    DuplicateWork,       // an efficiency lock had two holders: the work was done twice (amber, not red)
    TimeoutIgnored,      // a worker waited for a reply long past its timeout (it does not honour it)
};
QString violationKindName(ViolationKind kind);

struct Violation {
    ViolationKind kind = ViolationKind::MutualExclusion;
    Micros from = 0;
    Micros to = 0;
    QList<int> workers;
    QString explanation;  // plain language, with the times, e.g. "A's lock expired at 101 ms while ..."
};

// Finds every violation in a trace. It reads the summary's derived facts (key spans, beliefs,
// overlaps, writes) so that the report, the verdict, breakpoints and sweeps agree.
QList<Violation> checkSafety(const Trace &trace, const Summary &summary);

// formatMs() ("101 ms", "121.2 ms") lives in mstext.h, with the one percentile rule.

}  // namespace locklab
