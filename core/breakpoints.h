// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

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

// The hits of one interpretation in time order (ties in kind order), found when first asked
// for, not when made: a recording of ten million events has a million hits and most are never
// looked at. size() only counts them (a pass over the summary's writes and violations); the first
// hit read finds them all, keeping when, what kind and which event (24 bytes a hit, no strings);
// a hit's workers and words are made when it is read (at()). Copies share what was found; none
// of it is synchronised, so one thread (the GUI's) reads a set and its copies.
class BreakpointHits {
public:
    BreakpointHits();  // of an empty trace
    explicit BreakpointHits(const Interpretation &interpretation);

    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }
    // Whether a hit was read yet: until then they cost a count.
    bool isFound() const;
    Micros timeAt(qsizetype i) const;
    BreakpointKind kindAt(qsizetype i) const;
    qsizetype eventIndexAt(qsizetype i) const;
    // The whole hit, its description in the current language.
    BreakpointHit at(qsizetype i) const;
    // The first hit at or after `t` (size() if none): the visible ones are a binary search away.
    qsizetype firstAtOrAfter(Micros t) const;
    // The first enabled hit strictly after `eventIndex` (-1 from the start); -1 if none.
    // `eventAt`, the event's time if known, starts the search there (a binary search) instead of
    // at the first hit.
    qsizetype next(quint32 enabledKinds, qsizetype eventIndex, Micros eventAt = -1) const;
    // The last enabled hit strictly before `eventIndex`; -1 if none.
    qsizetype previous(quint32 enabledKinds, qsizetype eventIndex, Micros eventAt = -1) const;
    // How many hits, from the first, are at events before `events` (a hit of no event counts as
    // before): the hits a run stepped up to `events` events has shown.
    qsizetype countBefore(qsizetype events) const;

private:
    struct Data;
    const Data &found() const;
    std::shared_ptr<Data> m_data;
};

// Every hit in time order (ties in kind order), each made in full.
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
