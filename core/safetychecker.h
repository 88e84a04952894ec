// SPDX-License-Identifier: MIT
#pragma once

#include "core/mstext.h"
#include "core/trace.h"

#include <memory>

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
    // The fact its witness is worded from: an index into the summary's list for its kind (overlaps
    // for MutualExclusion and DuplicateWork, writes, keySpans for ForeignDelete and
    // LockLostWhileHeld, the first of a run of extensions), or the reply's event in the trace
    // (UnknownOutcome, TimeoutIgnored).
    qsizetype fact = -1;

    friend bool operator==(const Violation &, const Violation &) = default;
};

}  // namespace locklab
// A plain value: a run's hundreds of thousands of violations grow by realloc, not by copying.
Q_DECLARE_TYPEINFO(locklab::Violation, Q_RELOCATABLE_TYPE);
namespace locklab {

// Finds every violation in a trace. It reads the summary's derived facts (key spans, beliefs,
// overlaps, writes) so that the report, the verdict, breakpoints and sweeps agree.
QList<Violation> checkSafety(const Trace &trace, const Summary &summary);

// The witnesses of one trace's violations in plain language, with the times ("A's lock expired at
// 101 ms while ..."), worded when shown and in the language of the moment: a run of ten million
// events has hundreds of thousands of violations, and a sentence each, made up front, weighed more
// than the trace. Indexes the trace once (O(events)); each text is then about O(log events).
// Reads `trace` and `summary` by reference: it must not outlive them.
class Witnesses {
public:
    Witnesses(const Trace &trace, const Summary &summary);
    ~Witnesses();
    Witnesses(const Witnesses &) = delete;
    Witnesses &operator=(const Witnesses &) = delete;

    QString text(const Violation &violation) const;

private:
    struct Index;
    const Trace &m_trace;
    const Summary &m_summary;
    std::unique_ptr<const Index> m_index;
};

// formatMs() ("101 ms", "121.2 ms") lives in mstext.h, with the one percentile rule.

}  // namespace locklab
