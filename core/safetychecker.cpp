// SPDX-License-Identifier: MIT
#include "core/safetychecker.h"

#include "core/coretr.h"
#include "core/interpretation.h"
#include "core/redlockfacts.h"
#include "core/summary.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <map>
#include <vector>

namespace locklab {

QString violationKindName(ViolationKind kind)
{
    switch (kind) {
    case ViolationKind::MutualExclusion:
        return QStringLiteral("mutual-exclusion");
    case ViolationKind::StaleWriteAccepted:
        return QStringLiteral("stale-write-accepted");
    case ViolationKind::ForeignDelete:
        return QStringLiteral("foreign-delete");
    case ViolationKind::LockLostWhileHeld:
        return QStringLiteral("lock-lost-while-held");
    case ViolationKind::UnknownOutcome:
        return QStringLiteral("unknown-outcome");
    case ViolationKind::ForeignExtend:
        return QStringLiteral("foreign-extend");
    case ViolationKind::DuplicateWork:
        return QStringLiteral("duplicate-work");
    case ViolationKind::TimeoutIgnored:
        return QStringLiteral("timeout-ignored");
    }
    return {};
}

namespace {

// Everything the witnesses look up, indexed once: a trace of a million events has thousands of
// violations, and scanning the trace (or the summary) for each one is quadratic. The checker needs
// the beliefs and the foreign deletes only; the worker states (a pass over every event) and the rest
// are indexed for the witnesses.
struct FactIndex {
    struct State {
        Micros at;
        WorkerState state;
    };
    std::vector<std::vector<State>> states;              // per worker, in trace order
    std::vector<std::vector<const Interval *>> beliefs;  // per worker, in the summary's order
    std::vector<std::vector<const KeySpan *>> spans;     // per worker, in the summary's order
    std::vector<std::vector<Micros>> spanFromSuffixMin;  // per worker: min(from) over spans[i..]
    std::vector<const Release *> foreignReleases;        // DeletedForeign releases, in order
    std::vector<Micros> foreignReleasePrefixMax;         // max(at) over foreignReleases[..i]
    std::vector<std::vector<Micros>> granted;            // per worker: its granted acquisitions' replies
    std::vector<std::vector<const Check *>> checks;      // per worker, in the summary's (time) order
    const Summary &summary;

    enum class Depth : quint8 { Checker, Everything };

    template <typename T> static std::vector<T> &slot(std::vector<std::vector<T>> &perWorker, int worker)
    {
        if (perWorker.size() <= static_cast<std::size_t>(worker))
            perWorker.resize(static_cast<std::size_t>(worker) + 1);
        return perWorker[static_cast<std::size_t>(worker)];
    }

    FactIndex(const Trace &trace, const Summary &s, Depth depth)
        : summary(s)
    {
        for (const Interval &b : s.beliefs) {
            if (!b.workers.isEmpty() && b.workers.first() >= 0)
                slot(beliefs, b.workers.first()).push_back(&b);
        }
        Micros most = std::numeric_limits<Micros>::min();
        for (const Release &r : s.releases) {
            if (r.result != ReleaseResult::DeletedForeign)
                continue;
            most = std::max(most, r.at);
            foreignReleases.push_back(&r);
            foreignReleasePrefixMax.push_back(most);
        }
        if (depth == Depth::Checker)
            return;
        const EventList &events = trace.events;
        for (qsizetype i = 0; i < events.size(); ++i) {
            if (events.kindAt(i) == EventKind::State && events.workerAt(i) >= 0)
                slot(states, events.workerAt(i)).push_back({events.timeAt(i), events.stateAt(i)});
        }
        for (const KeySpan &span : s.keySpans) {
            if (span.holder >= 0)
                slot(spans, span.holder).push_back(&span);
        }
        spanFromSuffixMin.resize(spans.size());
        for (std::size_t w = 0; w < spans.size(); ++w) {
            std::vector<Micros> &mins = spanFromSuffixMin[w];
            mins.resize(spans[w].size());
            Micros least = std::numeric_limits<Micros>::max();
            for (std::size_t i = spans[w].size(); i-- > 0;) {
                least = std::min(least, spans[w][i]->from);
                mins[i] = least;
            }
        }
        for (const Acquisition &a : s.acquisitions) {
            if (a.ok && a.worker >= 0)
                slot(granted, a.worker).push_back(a.at);
        }
        for (const Check &c : s.checks) {
            if (c.worker >= 0)
                slot(checks, c.worker).push_back(&c);
        }
    }

    template <typename T> static const std::vector<T> &of(const std::vector<std::vector<T>> &perWorker, int worker)
    {
        static const std::vector<T> none;
        return worker >= 0 && static_cast<std::size_t>(worker) < perWorker.size()
                   ? perWorker[static_cast<std::size_t>(worker)]
                   : none;
    }
};

struct StateAt {
    WorkerState state = WorkerState::Idle;
    Micros since = 0;
    Micros until = -1;  // -1: still in it at the end of the trace
};

// What a worker was doing at `at`, and for how long it went on doing it. A worker's state
// events come in trace order, which is time order: the last one at or before `at` holds.
StateAt stateAt(const FactIndex &index, int worker, Micros at)
{
    const auto &states = FactIndex::of(index.states, worker);
    const auto next = std::upper_bound(states.cbegin(), states.cend(), at,
                                       [](Micros t, const FactIndex::State &s) { return t < s.at; });
    StateAt result;
    if (next != states.cbegin())
        result = StateAt{std::prev(next)->state, std::prev(next)->at, -1};
    if (next != states.cend())
        result.until = next->at;
    return result;
}

QString doing(const Trace &trace, const FactIndex &index, int worker, Micros at)
{
    const StateAt s = stateAt(index, worker, at);
    const QString name = trace.workerName(worker);
    const QString rest = s.until > at ? formatMs(s.until - at) : QString();
    switch (s.state) {
    case WorkerState::Paused:
        return rest.isEmpty() ? WitnessTr::tr("while %1 was paused").arg(name)
                              : WitnessTr::tr("while %1 was paused (frozen for another %2)").arg(name, rest);
    case WorkerState::Working:
        return rest.isEmpty() ? WitnessTr::tr("while %1 was working").arg(name)
                              : WitnessTr::tr("while %1 was still working (another %2)").arg(name, rest);
    case WorkerState::Waiting:
        return WitnessTr::tr("while %1 was waiting").arg(name);
    default:
        return WitnessTr::tr("while %1 was %2").arg(name, workerStateLabel(s.state));
    }
}

QString names(const Trace &trace, const QList<int> &workers)
{
    return trace.workerList(workers, WitnessTr::tr(" and "));
}

// The first of the worker's beliefs (in the summary's order) that covers `at`. A worker's beliefs
// are sorted and disjoint (it closes one before it opens the next), so `to` is sorted as well.
const Interval *beliefCovering(const FactIndex &index, int worker, Micros at)
{
    const auto &beliefs = FactIndex::of(index.beliefs, worker);
    auto it =
        std::lower_bound(beliefs.cbegin(), beliefs.cend(), at, [](const Interval *b, Micros t) { return b->to < t; });
    for (; it != beliefs.cend() && (*it)->from <= at; ++it) {
        if (at <= (*it)->to)
            return *it;
    }
    return nullptr;
}

// The release (a naive DEL, or a compare-and-delete with the same token) that ended `span`: the
// first foreign delete replied at or after it. The first release with at >= t is the first whose
// running maximum reaches t.
const Release *foreignReleaseOf(const FactIndex &index, const KeySpan &span)
{
    const auto &prefix = index.foreignReleasePrefixMax;
    const auto it = std::lower_bound(prefix.cbegin(), prefix.cend(), span.to);
    return it == prefix.cend() ? nullptr : index.foreignReleases[static_cast<std::size_t>(it - prefix.cbegin())];
}

// Where a predictable token came from, for the witness of a same-token delete.
QString tokenOrigin(const Trace &trace)
{
    switch (trace.policies.tokens) {
    case TokenSource::Pid:
        return WitnessTr::tr("the process id: every container's main process is PID 1");
    case TokenSource::Hostname:
        return WitnessTr::tr("the hostname, which every process on one machine shares");
    case TokenSource::HostnamePid:
        return WitnessTr::tr("HOSTNAME:PID, which every thread of one process shares");
    case TokenSource::Random:
        break;
    }
    return WitnessTr::tr("a source that is not random");
}

// How `worker` lost the lock before `at`: the end of its last key span.
// The last span with from <= at is the last whose suffix minimum of `from` is still <= at.
QString howLost(const Trace &trace, const FactIndex &index, int worker, Micros at)
{
    const KeySpan *last = nullptr;
    const auto &mins = FactIndex::of(index.spanFromSuffixMin, worker);
    const auto past = std::upper_bound(mins.cbegin(), mins.cend(), at);
    if (past != mins.cbegin())
        last = FactIndex::of(index.spans, worker)[static_cast<std::size_t>(past - mins.cbegin() - 1)];
    const QString name = trace.workerName(worker);
    if (!last)
        return WitnessTr::tr("%1 believed it held the lock, but Redis never gave it to %1").arg(name);
    switch (last->end) {
    case KeySpan::End::Expired:
        return WitnessTr::tr("%1's lock expired at %2 %3")
            .arg(name, formatMs(last->to), doing(trace, index, worker, last->to));
    case KeySpan::End::DeletedByOther: {
        const Release *release = foreignReleaseOf(index, *last);
        const int deleter = release ? release->worker : -1;
        if (release && release->sameToken)
            return WitnessTr::tr("%1's lock was deleted at %2 by %3's compare-and-delete, which found its own token "
                                 "\"%4\" there")
                .arg(name, formatMs(last->to), trace.workerName(deleter), release->token);
        return deleter < 0
                   ? WitnessTr::tr("%1's lock was deleted at %2 by another worker's DEL").arg(name, formatMs(last->to))
                   : WitnessTr::tr("%1's lock was deleted at %2 by %3's plain DEL")
                         .arg(name, formatMs(last->to), trace.workerName(deleter));
    }
    case KeySpan::End::Released:
        return WitnessTr::tr("%1's lock was removed at %2").arg(name, formatMs(last->to));
    case KeySpan::End::Lost:
        return WitnessTr::tr("%1's lock was lost at %2 when Redis restarted without persistence")
            .arg(name, formatMs(last->to));
    case KeySpan::End::FailedOver: {
        // The summary's failover that ended the span says when the replica took over.
        Micros promoted = -1;
        for (const Failover &f : index.summary.failovers) {
            if (f.diedAt == last->to)
                promoted = f.promotedAt;
        }
        return WitnessTr::tr("%1 acquired on the primary at %2; the key had not reached the replica when the primary "
                             "died at %3; the replica was promoted at %4 without it")
            .arg(name, formatMs(last->from), formatMs(last->to), formatMs(promoted));
    }
    case KeySpan::End::Open:
        break;
    }
    return WitnessTr::tr("%1 still held the key").arg(name);
}

// --- Finding: the facts of each violation, no words ---------------------------------------------

// The workers of a violation, one list per distinct pair shared by every violation that names it
// (QList is implicitly shared): hundreds of thousands of stale writes by a hundred workers name a
// few thousand pairs, and a list each was an allocation each (27 MB at ten million events).
class WorkerLists {
public:
    QList<int> of(int a) { return of(a, noSecond); }
    QList<int> of(int a, int b)
    {
        QList<int> &list = m_lists[{a, b}];
        if (list.isEmpty())
            list = b == noSecond ? QList<int>{a} : QList<int>{a, b};
        return list;
    }

private:
    static constexpr int noSecond = std::numeric_limits<int>::min();
    std::map<std::pair<int, int>, QList<int>> m_lists;
};

void mutualExclusion(const Summary &s, QList<Violation> &out)
{
    const ViolationKind kind =
        s.purpose == Purpose::Efficiency ? ViolationKind::DuplicateWork : ViolationKind::MutualExclusion;
    for (qsizetype i = 0; i < s.overlaps.size(); ++i) {
        const Interval &overlap = s.overlaps.at(i);
        out.append(Violation{kind, overlap.from, overlap.to, overlap.workers, i});
    }
}

void lostWhileHeld(const Summary &s, const FactIndex &index, WorkerLists &workers, QList<Violation> &out)
{
    for (qsizetype i = 0; i < s.keySpans.size(); ++i) {
        const KeySpan &span = s.keySpans.at(i);
        if (span.end != KeySpan::End::Expired && span.end != KeySpan::End::DeletedByOther
            && span.end != KeySpan::End::Lost && span.end != KeySpan::End::FailedOver)
            continue;
        const Interval *belief = beliefCovering(index, span.holder, span.to);
        // A belief still open at the end goes on: the lock is lost under it even at the last instant.
        if (!belief || (belief->to <= span.to && !belief->open))
            continue;
        out.append(Violation{ViolationKind::LockLostWhileHeld, span.to, belief->to, workers.of(span.holder), i});
    }
}

void staleWrites(const Summary &s, WorkerLists &workers, QList<Violation> &out)
{
    // One pass: the last accepted write, and the last accepted write by anyone but its writer,
    // answer "the last accepted write before this one by another worker" for every writer.
    const Write *lastAccepted = nullptr;
    const Write *lastByAnother = nullptr;  // the last accepted write whose worker != lastAccepted's
    for (qsizetype i = 0; i < s.writes.size(); ++i) {
        const Write &w = s.writes.at(i);
        const Write *previous = lastAccepted;
        const Write *previousByAnother = lastByAnother;
        if (w.accepted) {
            if (lastAccepted && lastAccepted->worker != w.worker)
                lastByAnother = lastAccepted;
            lastAccepted = &w;
        }
        if (!w.accepted || !w.stale)
            continue;
        // The newer holder's write that this one overwrote: the last accepted write before it. Its
        // worker and time are the violation's second worker and start, which the witness reads.
        const Write *newer = previous && previous->worker != w.worker ? previous : previousByAnother;
        if (newer)
            out.append(
                Violation{ViolationKind::StaleWriteAccepted, newer->at, w.at, workers.of(w.worker, newer->worker), i});
        else
            out.append(Violation{ViolationKind::StaleWriteAccepted, w.at, w.at, workers.of(w.worker), i});
    }
}

void foreignDeletes(const Summary &s, const FactIndex &index, WorkerLists &workers, QList<Violation> &out)
{
    for (qsizetype i = 0; i < s.keySpans.size(); ++i) {
        const KeySpan &span = s.keySpans.at(i);
        if (span.end != KeySpan::End::DeletedByOther)
            continue;
        const Release *release = foreignReleaseOf(index, span);
        out.append(Violation{ViolationKind::ForeignDelete, span.to, span.to,
                             workers.of(release ? release->worker : -1, span.holder), i});
    }
}

void unknownOutcomes(const Trace &trace, WorkerLists &workers, QList<Violation> &out)
{
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (trace.events.kindAt(i) != EventKind::Replied || trace.events.replyKindAt(i) != Reply::Kind::Unknown)
            continue;
        const TraceEvent e = trace.events.at(i);
        out.append(Violation{ViolationKind::UnknownOutcome, e.sentAt, e.at, workers.of(e.worker), i});
    }
}

// A run of extensions of the same holder's lock by the same worker, from `first`: one witness.
struct ExtensionRun {
    qsizetype end = 0;  // one past the run
    int count = 1;
    Micros last = 0;
};
ExtensionRun extensionRun(const Summary &s, qsizetype first)
{
    const Extension &x0 = s.extensions.at(first);
    ExtensionRun run{first + 1, 1, x0.at};
    for (; run.end < s.extensions.size(); ++run.end) {
        const Extension &x = s.extensions.at(run.end);
        if (x.worker == x0.worker && x.holder == x0.holder) {
            ++run.count;
            run.last = x.at;
        } else if (x.worker == x0.worker || x.holder != x0.holder) {
            break;
        }
    }
    return run;
}

void foreignExtensions(const Summary &s, WorkerLists &workers, QList<Violation> &out)
{
    for (qsizetype i = 0; i < s.extensions.size();) {
        const Extension &first = s.extensions.at(i);
        if (first.holder == first.worker || first.holder < 0) {
            ++i;
            continue;
        }
        const ExtensionRun run = extensionRun(s, i);
        out.append(
            Violation{ViolationKind::ForeignExtend, first.at, run.last, workers.of(first.worker, first.holder), i});
        i = run.end;
    }
}

void timeoutsIgnored(const Trace &trace, const Summary &s, WorkerLists &workers, QList<Violation> &out)
{
    if (s.timeoutsIgnored == 0)
        return;
    const Micros timeout = usFromMs(static_cast<double>(trace.timeoutMs));
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (trace.events.kindAt(i) != EventKind::Replied || !trace.ignoresTimeout.contains(trace.events.workerAt(i)))
            continue;
        const TraceEvent e = trace.events.at(i);
        if (e.at - e.sentAt > timeout)
            out.append(Violation{ViolationKind::TimeoutIgnored, e.sentAt, e.at, workers.of(e.worker), i});
    }
}

// --- Wording: each witness from its facts ----------------------------------------------------

QString overlapWitness(const Trace &trace, const FactIndex &index, const Violation &v)
{
    const Summary &s = index.summary;
    const Interval &overlap = s.overlaps.at(v.fact);
    QString text;
    if (overlap.workers.size() == 2) {
        // The one who was inside first is the one who lost the lock without knowing.
        const int a = overlap.workers.at(0), b = overlap.workers.at(1);
        const Interval *ba = beliefCovering(index, a, overlap.from);
        const Interval *bb = beliefCovering(index, b, overlap.from);
        const bool aFirst = !bb || (ba && ba->from <= bb->from);
        const int first = aFirst ? a : b, second = aFirst ? b : a;
        const Interval *secondBelief = aFirst ? bb : ba;
        if (s.quorum > 0)  // a Redlock: the instances and the quorum are the witness
            text = redlockOverlapWitness(trace, s, first, second, overlap.from, overlap.to, overlap.open);
        if (!text.isEmpty())
            return text;
        const QString lost = howLost(trace, index, first, overlap.from);
        const QString since = formatMs(secondBelief ? secondBelief->from : overlap.from);
        // An open overlap (a run seen while stepping) has no end yet: say nothing of one.
        text = overlap.open ? WitnessTr::tr("%1; %2 acquired at %3; both are inside now.")
                                  .arg(lost, trace.workerName(second), since)
                            : WitnessTr::tr("%1; %2 acquired at %3; both were inside until %4.")
                                  .arg(lost, trace.workerName(second), since, formatMs(overlap.to));
    } else {
        text = overlap.open ? WitnessTr::tr("%1 are inside the critical section together since %2.")
                                  .arg(names(trace, overlap.workers), formatMs(overlap.from))
                            : WitnessTr::tr("%1 were inside the critical section together from %2 to %3.")
                                  .arg(names(trace, overlap.workers), formatMs(overlap.from), formatMs(overlap.to));
    }
    if (v.kind == ViolationKind::DuplicateWork)
        text += u' '
                + WitnessTr::tr("That is %1 of work done twice. For an efficiency lock this is the cost "
                                "of a failure: a duplicate that is harmless.")
                      .arg(formatMs(overlap.length()));
    return text;
}

QString lostWitness(const Trace &trace, const FactIndex &index, const Violation &v)
{
    const KeySpan &span = index.summary.keySpans.at(v.fact);
    const Interval *belief = beliefCovering(index, span.holder, span.to);
    const QString lost = howLost(trace, index, span.holder, span.to);
    return belief && belief->open
               ? WitnessTr::tr("%1; %2 still believes it holds the lock.").arg(lost, trace.workerName(span.holder))
               : WitnessTr::tr("%1; %2 went on believing it held the lock until %3.")
                     .arg(lost, trace.workerName(span.holder), formatMs(v.to));
}

// The worker's last check of the holding `w` was made under, if it passed: true when Redis ran
// it, not at the write. A check from an earlier holding proves nothing.
const Check *passedCheckBefore(const FactIndex &index, const Write &w)
{
    const auto &granted = FactIndex::of(index.granted, w.worker);
    const auto holding = std::upper_bound(granted.cbegin(), granted.cend(), w.at);
    const Micros holdingSince = holding == granted.cbegin() ? -1 : *std::prev(holding);
    const auto &checks = FactIndex::of(index.checks, w.worker);
    const auto after =
        std::upper_bound(checks.cbegin(), checks.cend(), w.at, [](Micros t, const Check *c) { return t < c->ranAt; });
    if (after == checks.cbegin())
        return nullptr;
    const Check *last = *std::prev(after);
    return last->ranAt >= holdingSince && last->passed ? last : nullptr;
}

QString staleWitness(const Trace &trace, const FactIndex &index, const Violation &v)
{
    const Write &w = index.summary.writes.at(v.fact);
    QString text =
        v.workers.size() > 1
            ? WitnessTr::tr("%1's write at %2 was accepted although %3, who took the lock after %1, had already "
                            "written at %4: the older holder overwrote newer data.")
                  .arg(trace.workerName(w.worker), formatMs(w.at), trace.workerName(v.workers.at(1)), formatMs(v.from))
            : WitnessTr::tr("%1's write at %2 was accepted although a newer holder had already written.")
                  .arg(trace.workerName(w.worker), formatMs(w.at));
    if (w.fenceUnchecked)
        text += u' '
                + WitnessTr::tr("The store is a plain file: it cannot compare fencing tokens, so %1's "
                                "token %2 travelled with the write and was never checked.")
                      .arg(trace.workerName(w.worker))
                      .arg(w.fence);
    if (const Check *passed = passedCheckBefore(index, w))
        text += u' '
                + WitnessTr::tr("%1 had checked the lock at %2 and it was still its own (GET returned its "
                                "token), but the lock was lost between that check and the write: a "
                                "check cannot protect the write that follows it.")
                      .arg(trace.workerName(w.worker), formatMs(passed->ranAt));
    return text;
}

QString foreignDeleteWitness(const Trace &trace, const FactIndex &index, const Violation &v)
{
    const KeySpan &span = index.summary.keySpans.at(v.fact);
    const Release *release = foreignReleaseOf(index, span);
    const int deleter = release ? release->worker : -1;
    if (release && release->sameToken)
        return WitnessTr::tr("%1's compare-and-delete at %2 removed %3's lock: both used the token "
                             "\"%4\", taken from %5, so comparing tokens could not tell the two "
                             "holders apart. Anyone could now acquire the lock while %3 still believed "
                             "it held it.")
            .arg(trace.workerName(deleter), formatMs(span.to), trace.workerName(span.holder), release->token,
                 tokenOrigin(trace));
    return WitnessTr::tr("%1's plain DEL at %2 removed %3's lock; anyone could now acquire it while %3 still "
                         "believed it held it.")
        .arg(trace.workerName(deleter), formatMs(span.to), trace.workerName(span.holder));
}

QString unknownWitness(const Trace &trace, const Violation &v)
{
    const TraceEvent e = trace.events.at(v.fact);
    // The worker cannot know; the lesson can, when the store says what the server did.
    const Effect effect = replyEffect(e);
    const QString who = trace.workerName(e.worker), command = commandName(e.request.command);
    if (effect == Effect::TookEffect)
        return WitnessTr::tr("%1's %2 sent at %3 got no reply (%4): %1 cannot know that Redis ran it at %5.")
            .arg(who, command, formatMs(e.sentAt), e.reply.text, formatMs(replyExecutedAt(e)));
    if (effect == Effect::NoEffect)
        return WitnessTr::tr("%1's %2 sent at %3 got no reply (%4): %1 cannot know that Redis ran it at %5 and it "
                             "changed nothing.")
            .arg(who, command, formatMs(e.sentAt), e.reply.text, formatMs(replyExecutedAt(e)));
    return WitnessTr::tr("%1's %2 sent at %3 got no reply (%4): Redis may or may not have run it.")
        .arg(who, command, formatMs(e.sentAt), e.reply.text);
}

QString extendWitness(const Trace &trace, const Summary &s, const Violation &v)
{
    const Extension &first = s.extensions.at(v.fact);
    const ExtensionRun run = extensionRun(s, v.fact);
    const QString extender = trace.workerName(first.worker), holder = trace.workerName(first.holder);
    const QString lost = first.ownLostAt >= 0
                             ? WitnessTr::tr("%1's own lock had ended at %2").arg(extender, formatMs(first.ownLostAt))
                             : WitnessTr::tr("%1 never held this lock").arg(extender);
    return WitnessTr::tr("%1's heartbeat extended %2's lock %n time(s), from %3 to %4, with a plain PEXPIRE that does "
                         "not check the token; %5. %2's lock now lives as long as %1's heartbeat runs, not as long "
                         "as %2 does.",
                         nullptr, run.count)
        .arg(extender, holder, formatMs(first.at), formatMs(run.last), lost);
}

QString timeoutWitness(const Trace &trace, const Summary &s, const Violation &v)
{
    const TraceEvent e = trace.events.at(v.fact);
    const Micros timeout = usFromMs(static_cast<double>(trace.timeoutMs));
    const QString who = trace.workerName(e.worker);
    QString text =
        WitnessTr::tr("%1 waited %2 for the reply to its %3 sent at %4, although its timeout is %5: "
                      "%1 does not honour its timeout (like go-redis without ContextTimeoutEnabled).")
            .arg(who, formatMs(e.at - e.sentAt), commandName(e.request.command), formatMs(e.sentAt), formatMs(timeout));
    for (const KeySpan &span : s.keySpans) {
        if (span.holder == e.worker && span.end == KeySpan::End::Expired && span.to > e.sentAt && span.to < e.at) {
            text += u' '
                    + WitnessTr::tr("%1's lock expired at %2 while %1 sat waiting; a client that "
                                    "honours its timeout would have known at %3.")
                          .arg(who, formatMs(span.to), formatMs(e.sentAt + timeout));
            break;
        }
    }
    return text;
}

}  // namespace

QList<Violation> checkSafety(const Trace &trace, const Summary &summary)
{
    // Reserved to at most what each kind can find: at ten million events a list grown by doubling
    // (and sorted through a buffer) weighed twice its size for a moment.
    QList<Violation> out;
    out.reserve(summary.overlaps.size() + summary.staleWritesAccepted() + 2 * summary.keySpans.size()
                + summary.unknownOutcomes + summary.extensions.size() + summary.timeoutsIgnored);
    const FactIndex index(trace, summary, FactIndex::Depth::Checker);
    WorkerLists workers;
    mutualExclusion(summary, out);
    staleWrites(summary, workers, out);
    foreignDeletes(summary, index, workers, out);
    lostWhileHeld(summary, index, workers, out);
    unknownOutcomes(trace, workers, out);
    foreignExtensions(summary, workers, out);
    timeoutsIgnored(trace, summary, workers, out);
    const auto earlier = [](const Violation &a, const Violation &b) { return a.from < b.from; };
    if (!std::is_sorted(out.cbegin(), out.cend(), earlier))
        std::stable_sort(out.begin(), out.end(), earlier);
    return out;
}

struct Witnesses::Index : FactIndex {
    using FactIndex::FactIndex;
};

Witnesses::Witnesses(const Trace &trace, const Summary &summary)
    : m_trace(trace)
    , m_summary(summary)
    , m_index(std::make_unique<const Index>(trace, summary, FactIndex::Depth::Everything))
{}

Witnesses::~Witnesses() = default;

QString Witnesses::text(const Violation &v) const
{
    switch (v.kind) {
    case ViolationKind::MutualExclusion:
    case ViolationKind::DuplicateWork:
        return overlapWitness(m_trace, *m_index, v);
    case ViolationKind::StaleWriteAccepted:
        return staleWitness(m_trace, *m_index, v);
    case ViolationKind::ForeignDelete:
        return foreignDeleteWitness(m_trace, *m_index, v);
    case ViolationKind::LockLostWhileHeld:
        return lostWitness(m_trace, *m_index, v);
    case ViolationKind::UnknownOutcome:
        return unknownWitness(m_trace, v);
    case ViolationKind::ForeignExtend:
        return extendWitness(m_trace, m_summary, v);
    case ViolationKind::TimeoutIgnored:
        return timeoutWitness(m_trace, m_summary, v);
    }
    return {};
}

}  // namespace locklab
