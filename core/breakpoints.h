// SPDX-License-Identifier: MIT
#pragma once

#include "interpretation.h"

namespace locklab {

// The instants a debugger stops at. Each is found in a finished trace (a pure function, so a
// live recording is searched exactly like an embedded run).
enum class BreakpointKind : quint8 {
    OverlapBegins,           // a second worker enters the critical section
    WriteRefused,            // the store refused a fenced write
    StaleWriteAccepted,      // the store took a write from a superseded holder
    LockExpiredUnderHolder,  // the key expired (or was lost) while its holder still believed in it
    ForeignDelete,           // a plain DEL removed another worker's lock
    ErrorOrUnknown,          // an error reply, or no reply at all
};
inline constexpr int breakpointKindCount = 6;
QString breakpointKindName(BreakpointKind kind);   // "overlap-begins", …
QString breakpointKindTitle(BreakpointKind kind);  // "Overlap begins", … (translated)

struct BreakpointHit {
    BreakpointKind kind = BreakpointKind::OverlapBegins;
    Micros at = 0;
    qsizetype eventIndex = -1;  // the trace event to put the cursor on
    QList<int> workers;
    QString description;  // one line, plain words
};

// Every hit in time order (ties in kind order).
QList<BreakpointHit> findBreakpointHits(const Interpretation &interpretation);

// The first enabled hit strictly after `eventIndex` (-1 from the start); -1 if none. `eventAt`,
// the event's time if known, makes it a binary search instead of a scan from the first hit.
qsizetype nextBreakpointHit(const QList<BreakpointHit> &hits, quint32 enabledKinds, qsizetype eventIndex,
                            Micros eventAt = -1);
// The last enabled hit strictly before `eventIndex`; -1 if none.
qsizetype previousBreakpointHit(const QList<BreakpointHit> &hits, quint32 enabledKinds, qsizetype eventIndex,
                                Micros eventAt = -1);
constexpr quint32 breakpointBit(BreakpointKind kind)
{
    return 1u << static_cast<int>(kind);
}
inline constexpr quint32 allBreakpoints = (1u << breakpointKindCount) - 1;

}  // namespace locklab
