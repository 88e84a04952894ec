// SPDX-License-Identifier: MIT
#include "safetychecker.h"

#include "summary.h"

#include <QCoreApplication>

namespace locklab {

QString violationKindName(ViolationKind kind)
{
    switch (kind) {
    case ViolationKind::MutualExclusion: return QStringLiteral("mutual-exclusion");
    case ViolationKind::StaleWriteAccepted: return QStringLiteral("stale-write-accepted");
    case ViolationKind::ForeignDelete: return QStringLiteral("foreign-delete");
    case ViolationKind::LockLostWhileHeld: return QStringLiteral("lock-lost-while-held");
    case ViolationKind::UnknownOutcome: return QStringLiteral("unknown-outcome");
    }
    return {};
}

QString formatMs(Micros us)
{
    QString s = QString::number(msFromUs(us), 'f', 1);
    if (s.endsWith(QStringLiteral(".0")))
        s.chop(2);
    return s + QStringLiteral(" ms");
}

namespace {

// The translation context of every witness text.
struct Witness {
    Q_DECLARE_TR_FUNCTIONS(locklab::Witness)
};

struct StateAt {
    WorkerState state = WorkerState::Idle;
    Micros since = 0;
    Micros until = -1;  // -1: still in it at the end of the trace
};

// What a worker was doing at `at`, and for how long it went on doing it.
StateAt stateAt(const Trace &trace, int worker, Micros at)
{
    StateAt result;
    for (const TraceEvent &e : trace.events) {
        if (e.kind != EventKind::State || e.worker != worker)
            continue;
        if (e.at <= at) {
            result = StateAt{e.state, e.at, -1};
        } else {
            result.until = e.at;
            break;
        }
    }
    return result;
}

QString doing(const Trace &trace, int worker, Micros at)
{
    const StateAt s = stateAt(trace, worker, at);
    const QString name = trace.workerName(worker);
    const QString rest = s.until > at ? formatMs(s.until - at) : QString();
    switch (s.state) {
    case WorkerState::Paused:
        return rest.isEmpty() ? Witness::tr("while %1 was paused").arg(name)
                              : Witness::tr("while %1 was paused (frozen for another %2)").arg(name, rest);
    case WorkerState::Working:
        return rest.isEmpty() ? Witness::tr("while %1 was working").arg(name)
                              : Witness::tr("while %1 was still working (another %2)").arg(name, rest);
    case WorkerState::Waiting:
        return Witness::tr("while %1 was waiting").arg(name);
    default:
        return Witness::tr("while %1 was %2").arg(name, workerStateLabel(s.state));
    }
}

QString names(const Trace &trace, const QList<int> &workers)
{
    QStringList list;
    for (int w : workers)
        list << trace.workerName(w);
    if (list.size() <= 1)
        return list.join(QString());
    const QString last = list.takeLast();
    return list.join(QStringLiteral(", ")) + Witness::tr(" and ") + last;
}

const Interval *beliefCovering(const Summary &s, int worker, Micros at)
{
    for (const Interval &b : s.beliefs) {
        if (b.workers.first() == worker && b.from <= at && at <= b.to)
            return &b;
    }
    return nullptr;
}

// The worker whose naive DEL ended `span`: the first foreign delete replied at or after it.
int deleterOf(const Summary &s, const KeySpan &span)
{
    for (const Release &r : s.releases) {
        if (r.result == ReleaseResult::DeletedForeign && r.at >= span.to)
            return r.worker;
    }
    return -1;
}

// How `worker` lost the lock before `at`: the end of its last key span.
QString howLost(const Trace &trace, const Summary &s, int worker, Micros at)
{
    const KeySpan *last = nullptr;
    for (const KeySpan &span : s.keySpans) {
        if (span.holder == worker && span.from <= at)
            last = &span;
    }
    const QString name = trace.workerName(worker);
    if (!last)
        return Witness::tr("%1 believed it held the lock, but Redis never gave it to %1").arg(name);
    switch (last->end) {
    case KeySpan::End::Expired:
        return Witness::tr("%1's lock expired at %2 %3").arg(name, formatMs(last->to), doing(trace, worker, last->to));
    case KeySpan::End::DeletedByOther: {
        const int deleter = deleterOf(s, *last);
        return deleter < 0 ? Witness::tr("%1's lock was deleted at %2 by another worker's DEL").arg(name, formatMs(last->to))
                           : Witness::tr("%1's lock was deleted at %2 by %3's plain DEL")
                                 .arg(name, formatMs(last->to), trace.workerName(deleter));
    }
    case KeySpan::End::Released:
        return Witness::tr("%1's lock was removed at %2").arg(name, formatMs(last->to));
    case KeySpan::End::Lost:
        return Witness::tr("%1's lock was lost at %2 when Redis restarted without persistence").arg(name, formatMs(last->to));
    case KeySpan::End::Open:
        break;
    }
    return Witness::tr("%1 still held the key").arg(name);
}

void mutualExclusion(const Trace &trace, const Summary &s, QList<Violation> &out)
{
    for (const Interval &overlap : s.overlaps) {
        Violation v{ViolationKind::MutualExclusion, overlap.from, overlap.to, overlap.workers, {}};
        if (overlap.workers.size() == 2) {
            // The one who was inside first is the one who lost the lock without knowing.
            const int a = overlap.workers.at(0), b = overlap.workers.at(1);
            const Interval *ba = beliefCovering(s, a, overlap.from);
            const Interval *bb = beliefCovering(s, b, overlap.from);
            const bool aFirst = !bb || (ba && ba->from <= bb->from);
            const int first = aFirst ? a : b, second = aFirst ? b : a;
            const Interval *secondBelief = aFirst ? bb : ba;
            v.explanation = Witness::tr("%1; %2 acquired at %3; both were inside until %4.")
                                .arg(howLost(trace, s, first, overlap.from), trace.workerName(second),
                                     formatMs(secondBelief ? secondBelief->from : overlap.from), formatMs(overlap.to));
        } else {
            v.explanation = Witness::tr("%1 were inside the critical section together from %2 to %3.")
                                .arg(names(trace, overlap.workers), formatMs(overlap.from), formatMs(overlap.to));
        }
        out.append(v);
    }
}

void lostWhileHeld(const Trace &trace, const Summary &s, QList<Violation> &out)
{
    for (const KeySpan &span : s.keySpans) {
        if (span.end != KeySpan::End::Expired && span.end != KeySpan::End::DeletedByOther
            && span.end != KeySpan::End::Lost)
            continue;
        const Interval *belief = beliefCovering(s, span.holder, span.to);
        if (!belief || belief->to <= span.to)
            continue;
        Violation v{ViolationKind::LockLostWhileHeld, span.to, belief->to, {span.holder}, {}};
        v.explanation = Witness::tr("%1; %2 went on believing it held the lock until %3.")
                            .arg(howLost(trace, s, span.holder, span.to), trace.workerName(span.holder),
                                 formatMs(belief->to));
        out.append(v);
    }
}

void staleWrites(const Trace &trace, const Summary &s, QList<Violation> &out)
{
    for (const Write &w : s.writes) {
        if (!w.accepted || !w.stale)
            continue;
        // The newer holder's write that this one overwrote: the last accepted write before it.
        const Write *newer = nullptr;
        for (const Write &earlier : s.writes) {
            if (&earlier == &w)
                break;
            if (earlier.accepted && earlier.worker != w.worker)
                newer = &earlier;
        }
        Violation v{ViolationKind::StaleWriteAccepted, w.at, w.at, {w.worker}, {}};
        if (newer) {
            v.workers.append(newer->worker);
            v.from = newer->at;
            v.explanation = Witness::tr("%1's write at %2 was accepted although %3, who took the lock after %1, had already "
                               "written at %4: the older holder overwrote newer data.")
                                .arg(trace.workerName(w.worker), formatMs(w.at), trace.workerName(newer->worker),
                                     formatMs(newer->at));
        } else {
            v.explanation = Witness::tr("%1's write at %2 was accepted although a newer holder had already written.")
                                .arg(trace.workerName(w.worker), formatMs(w.at));
        }
        out.append(v);
    }
}

void foreignDeletes(const Trace &trace, const Summary &s, QList<Violation> &out)
{
    for (const KeySpan &span : s.keySpans) {
        if (span.end != KeySpan::End::DeletedByOther)
            continue;
        const int deleter = deleterOf(s, span);
        Violation v{ViolationKind::ForeignDelete, span.to, span.to, {deleter, span.holder}, {}};
        v.explanation = Witness::tr("%1's plain DEL at %2 removed %3's lock; anyone could now acquire it while %3 still "
                           "believed it held it.")
                            .arg(trace.workerName(deleter), formatMs(span.to), trace.workerName(span.holder));
        out.append(v);
    }
}

void unknownOutcomes(const Trace &trace, QList<Violation> &out)
{
    for (const TraceEvent &e : trace.events) {
        if (e.kind != EventKind::Replied || e.reply.kind != Reply::Kind::Unknown)
            continue;
        Violation v{ViolationKind::UnknownOutcome, e.sentAt, e.at, {e.worker}, {}};
        v.explanation = Witness::tr("%1's %2 sent at %3 got no reply (%4): Redis may or may not have run it.")
                            .arg(trace.workerName(e.worker), commandName(e.request.command), formatMs(e.sentAt),
                                 e.reply.text);
        out.append(v);
    }
}

} // namespace

QList<Violation> checkSafety(const Trace &trace, const Summary &summary)
{
    QList<Violation> out;
    mutualExclusion(trace, summary, out);
    staleWrites(trace, summary, out);
    foreignDeletes(trace, summary, out);
    lostWhileHeld(trace, summary, out);
    unknownOutcomes(trace, out);
    std::stable_sort(out.begin(), out.end(), [](const Violation &a, const Violation &b) { return a.from < b.from; });
    return out;
}

} // namespace locklab
