// SPDX-License-Identifier: MIT
#include "breakpoints.h"

#include <QCoreApplication>

#include <algorithm>

namespace locklab {

namespace {
// The translation context of breakpoint titles and hit descriptions.
struct Breakpoint {
    Q_DECLARE_TR_FUNCTIONS(locklab::Breakpoint)
};
}  // namespace

QString breakpointKindName(BreakpointKind kind)
{
    switch (kind) {
    case BreakpointKind::OverlapBegins:
        return QStringLiteral("overlap-begins");
    case BreakpointKind::WriteRefused:
        return QStringLiteral("write-refused");
    case BreakpointKind::StaleWriteAccepted:
        return QStringLiteral("stale-write-accepted");
    case BreakpointKind::LockExpiredUnderHolder:
        return QStringLiteral("lock-expired-under-holder");
    case BreakpointKind::ForeignDelete:
        return QStringLiteral("foreign-delete");
    case BreakpointKind::ErrorOrUnknown:
        return QStringLiteral("error-or-unknown");
    }
    return {};
}

QString breakpointKindTitle(BreakpointKind kind)
{
    switch (kind) {
    case BreakpointKind::OverlapBegins:
        return Breakpoint::tr("Overlap begins");
    case BreakpointKind::WriteRefused:
        return Breakpoint::tr("Write refused");
    case BreakpointKind::StaleWriteAccepted:
        return Breakpoint::tr("Stale write accepted");
    case BreakpointKind::LockExpiredUnderHolder:
        return Breakpoint::tr("Lock expired under its holder");
    case BreakpointKind::ForeignDelete:
        return Breakpoint::tr("DEL removed another's lock");
    case BreakpointKind::ErrorOrUnknown:
        return Breakpoint::tr("Error or unknown reply");
    }
    return {};
}

namespace {

// The first event at or after `at` (events are in time order): a binary search, not a scan, since
// it runs once per overlap and violation and a long run has tens of thousands of those.
qsizetype firstAtOrAfter(const Trace &trace, Micros at)
{
    const auto it = std::lower_bound(trace.events.cbegin(), trace.events.cend(), at,
                                     [](const TraceEvent &e, Micros t) { return e.at < t; });
    return it - trace.events.cbegin();
}

// The first event at `at` that matches, else the first at or after `at`.
template <typename Pred> qsizetype eventAt(const Trace &trace, Micros at, Pred matches)
{
    const qsizetype first = firstAtOrAfter(trace, at);
    for (qsizetype i = first; i < trace.events.size() && trace.events.at(i).at == at; ++i) {
        if (matches(trace.events.at(i)))
            return i;
    }
    return first < trace.events.size() ? first : -1;
}

bool isWriteReply(const TraceEvent &e)
{
    return e.kind == EventKind::Replied
           && (e.request.command == Command::Write || e.request.command == Command::FencedWrite);
}

bool isDelReply(const TraceEvent &e)
{
    return e.kind == EventKind::Replied && e.request.command == Command::Del;
}

// Per worker, the indices of its events that match, in time order: "the worker's first such
// event at or after t" is then a binary search.
template <typename Pred> QList<QList<qsizetype>> indexByWorker(const Trace &trace, Pred matches)
{
    QList<QList<qsizetype>> byWorker(trace.workers.size());
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events.at(i);
        if (e.worker >= 0 && e.worker < byWorker.size() && matches(e))
            byWorker[e.worker].append(i);
    }
    return byWorker;
}

qsizetype firstOfWorkerAtOrAfter(const Trace &trace, const QList<QList<qsizetype>> &byWorker, int worker, Micros at)
{
    if (worker < 0 || worker >= byWorker.size())
        return -1;
    const QList<qsizetype> &indices = byWorker.at(worker);
    const auto it = std::lower_bound(indices.cbegin(), indices.cend(), at,
                                     [&trace](qsizetype i, Micros t) { return trace.events.at(i).at < t; });
    return it == indices.cend() ? -1 : *it;
}

}  // namespace

QList<BreakpointHit> findBreakpointHits(const Trace &trace, const Summary &s)
{
    QList<BreakpointHit> hits;
    for (const Interval &overlap : s.overlaps) {
        const qsizetype index = eventAt(
            trace, overlap.from, [](const TraceEvent &e) { return e.kind == EventKind::State && e.believesHeld; });
        QStringList names;
        for (int w : overlap.workers)
            names << trace.workerName(w);
        hits.append(
            {BreakpointKind::OverlapBegins, overlap.from, index, overlap.workers,
             Breakpoint::tr("%1 are inside the critical section together").arg(names.join(QStringLiteral(" + ")))});
    }
    const QList<QList<qsizetype>> writeReplies = indexByWorker(trace, isWriteReply);
    for (const Write &w : s.writes) {
        if (w.accepted && !w.stale)
            continue;
        // Writes carry the server's time; the cursor goes to the reply that told the writer.
        const qsizetype index = firstOfWorkerAtOrAfter(trace, writeReplies, w.worker, w.at);
        const Micros at = index >= 0 ? trace.events.at(index).at : w.at;
        if (!w.accepted)
            hits.append({BreakpointKind::WriteRefused,
                         at,
                         index,
                         {w.worker},
                         Breakpoint::tr("the store refused %1's write (fencing token %2)")
                             .arg(trace.workerName(w.worker))
                             .arg(w.fence)});
        else
            hits.append({BreakpointKind::StaleWriteAccepted,
                         at,
                         index,
                         {w.worker},
                         Breakpoint::tr("the store accepted %1's stale write").arg(trace.workerName(w.worker))});
    }
    const QList<QList<qsizetype>> delReplies = indexByWorker(trace, isDelReply);
    for (const Violation &v : s.violations) {
        if (v.kind == ViolationKind::LockLostWhileHeld) {
            const qsizetype index = eventAt(trace, v.from, [](const TraceEvent &e) {
                return e.kind == EventKind::Expired || e.kind == EventKind::Fault || e.kind == EventKind::Replied;
            });
            hits.append({BreakpointKind::LockExpiredUnderHolder, v.from, index, v.workers,
                         Breakpoint::tr("%1's lock is gone while %1 still believes it holds it")
                             .arg(trace.workerName(v.workers.value(0)))});
        } else if (v.kind == ViolationKind::ForeignDelete) {
            const int deleter = v.workers.value(0);
            const qsizetype index = firstOfWorkerAtOrAfter(trace, delReplies, deleter, v.from);
            hits.append({BreakpointKind::ForeignDelete, index >= 0 ? trace.events.at(index).at : v.from, index,
                         v.workers,
                         Breakpoint::tr("%1's DEL removed %2's lock")
                             .arg(trace.workerName(deleter), trace.workerName(v.workers.value(1)))});
        }
    }
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events.at(i);
        if (e.kind == EventKind::Replied && e.reply.isFailure())
            hits.append({BreakpointKind::ErrorOrUnknown,
                         e.at,
                         i,
                         {e.worker},
                         e.reply.kind == Reply::Kind::Unknown
                             ? Breakpoint::tr("%1's %2 got no reply")
                                   .arg(trace.workerName(e.worker), commandName(e.request.command))
                             : Breakpoint::tr("%1's %2 failed: %3")
                                   .arg(trace.workerName(e.worker), commandName(e.request.command), e.reply.text)});
    }
    std::stable_sort(hits.begin(), hits.end(), [](const BreakpointHit &a, const BreakpointHit &b) {
        return a.at != b.at ? a.at < b.at : a.kind < b.kind;
    });
    return hits;
}

qsizetype nextBreakpointHit(const QList<BreakpointHit> &hits, quint32 enabledKinds, qsizetype eventIndex)
{
    for (qsizetype i = 0; i < hits.size(); ++i) {
        const BreakpointHit &h = hits.at(i);
        if ((enabledKinds & breakpointBit(h.kind)) && h.eventIndex > eventIndex)
            return i;
    }
    return -1;
}

}  // namespace locklab
