// SPDX-License-Identifier: MIT
#include "breakpoints.h"

#include <QCoreApplication>
#include <QHash>

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

// The first event at or after `at` that matches, else the first at or after `at`.
template <typename Pred> qsizetype eventAt(const Trace &trace, Micros at, Pred matches)
{
    qsizetype fallback = -1;
    for (qsizetype i = trace.events.firstAtOrAfter(at); i < trace.events.size(); ++i) {
        const Micros t = trace.events.timeAt(i);
        if (t < at)
            continue;
        if (fallback < 0)
            fallback = i;
        if (t > at)
            break;
        if (matches(trace.events.scalarsAt(i)))  // the matchers read no string
            return i;
    }
    return fallback;
}

}  // namespace

QList<BreakpointHit> findBreakpointHits(const Interpretation &interpretation)
{
    const Trace &trace = interpretation.trace();
    const Summary &s = interpretation.summary();
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
    for (const Write &w : s.writes) {
        if (w.accepted && !w.stale)
            continue;
        // Writes carry the server's time; the cursor goes to the reply that told the writer.
        const qsizetype index = w.event;
        const Micros at = index >= 0 ? trace.events.timeAt(index) : w.at;
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
    // (deleter, when its DEL ran) -> the first such release's reply.
    QHash<std::pair<int, Micros>, qsizetype> foreignDeletes;
    for (const Release &r : s.releases) {
        const std::pair<int, Micros> key{r.worker, interpretation.meaning(r.event).executedAt};
        if (r.result == ReleaseResult::DeletedForeign && !foreignDeletes.contains(key))
            foreignDeletes.insert(key, r.event);
    }
    for (const Violation &v : s.violations) {
        if (v.kind == ViolationKind::LockLostWhileHeld) {
            const qsizetype index = eventAt(trace, v.from, [](const TraceEvent &e) {
                return e.kind == EventKind::Expired || e.kind == EventKind::Fault || e.kind == EventKind::Replied;
            });
            // The cursor goes where the event that shows it is (a DEL's reply comes after it ran).
            hits.append({BreakpointKind::LockExpiredUnderHolder, index >= 0 ? trace.events.timeAt(index) : v.from,
                         index, v.workers,
                         Breakpoint::tr("%1's lock is gone while %1 still believes it holds it")
                             .arg(trace.workerName(v.workers.value(0)))});
        } else if (v.kind == ViolationKind::ForeignDelete) {
            const int deleter = v.workers.value(0);
            // The reply that told the deleter: its release ran when the span ended. Looked up in
            // an index, not by a scan of every release per violation (a naive-DEL run has many).
            const auto found = foreignDeletes.constFind({deleter, v.from});
            const qsizetype index = found != foreignDeletes.constEnd() ? found.value() : -1;
            hits.append({BreakpointKind::ForeignDelete, index >= 0 ? trace.events.timeAt(index) : v.from, index,
                         v.workers,
                         Breakpoint::tr("%1's DEL removed %2's lock")
                             .arg(trace.workerName(deleter), trace.workerName(v.workers.value(1)))});
        }
    }
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        const Reply::Kind kind =
            trace.events.kindAt(i) == EventKind::Replied ? trace.events.replyKindAt(i) : Reply::Kind::Nil;
        if (kind != Reply::Kind::Error && kind != Reply::Kind::Unknown)  // Reply::isFailure
            continue;
        const TraceEvent e = trace.events.at(i);  // a failure: its text goes in the hit
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
