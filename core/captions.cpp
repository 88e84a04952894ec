// SPDX-License-Identifier: MIT
#include "core/captions.h"

#include "core/coretr.h"
#include "core/mstext.h"
#include "core/summary.h"

#include <QCoreApplication>
#include <QStringList>

namespace locklab {

namespace {

QString sent(const Trace &t, const TraceEvent &e)
{
    const QString who = t.workerName(e.worker);
    const Request &r = e.request;
    switch (r.command) {
    case Command::Set:
        return r.condition == SetCondition::IfAbsent
                   ? CaptionTr::tr("%1 asks Redis for the lock: SET %2 NX PX %3, only if nobody holds it.")
                         .arg(who, r.key)
                         .arg(r.number)
                   : CaptionTr::tr("%1 sets %2.").arg(who, r.key);
    case Command::AcquireWithFence:
        return CaptionTr::tr("%1 asks for the lock and a fencing token in one script.").arg(who);
    case Command::Del:
        return CaptionTr::tr("%1 releases with a plain DEL %2, whoever holds it.").arg(who, r.key);
    case Command::CompareAndDelete:
        return CaptionTr::tr("%1 releases with compare-and-delete: only if the key still holds its token.").arg(who);
    case Command::CompareAndExtend:
        return CaptionTr::tr("%1 extends its lock, if the key still holds its token.").arg(who);
    case Command::Incr:
        return CaptionTr::tr("%1 takes a fencing token with INCR.").arg(who);
    case Command::FencedWrite:
        return CaptionTr::tr("%1 writes to the store with fencing token %2.").arg(who).arg(r.number);
    case Command::Write:
        return CaptionTr::tr("%1 writes to the store, without a fencing token.").arg(who);
    case Command::Get:
        return r.key == t.lockKey
                   ? CaptionTr::tr("%1 checks the lock: GET %2, to compare the value with its own token.")
                         .arg(who, r.key)
                   : CaptionTr::tr("%1 reads %2.").arg(who, r.key);
    case Command::SqlUpdate:
        return CaptionTr::tr("%1 writes the row with a plain UPDATE: nothing in it compares the fence.").arg(who);
    case Command::SqlFencedUpdate:
        return CaptionTr::tr("%1 writes the row only if its fence is older: UPDATE … WHERE fence < %2.")
            .arg(who)
            .arg(r.number);
    case Command::SqlInsertJob:
        return CaptionTr::tr("%1 inserts the result of job %2; the job column is UNIQUE.").arg(who, r.key);
    case Command::FileWrite:
        return CaptionTr::tr("%1 overwrites the file in place; a file cannot compare a fencing token.").arg(who);
    case Command::Pttl:
        return CaptionTr::tr("%1 asks how long %2 has left.").arg(who, r.key);
    case Command::Pexpire:
        return CaptionTr::tr("%1 sets a new TTL on %2.").arg(who, r.key);
    case Command::Ping:
        return CaptionTr::tr("%1 pings Redis.").arg(who);
    case Command::Wait:
        return CaptionTr::tr("%1 asks with WAIT %2 %3 whether %2 replica(s) have its writes.")
            .arg(who, r.value)
            .arg(r.number);
    }
    return {};
}

// Who else believes they hold the lock at `at`, besides `worker` (the interpretation's beliefs).
QList<int> otherBelievers(const Interpretation &in, Micros at, int worker)
{
    QList<int> out = in.at(at).believers;
    out.removeAll(worker);
    return out;
}

QString captionNames(const Trace &trace, const QList<int> &workers);

// The client cannot know; the lesson can, when the store says what the server did.
QString lostReply(const QString &who, const TraceEvent &e, const Meaning &m)
{
    const QString command = commandName(e.request.command);
    if (m.effect == Effect::TookEffect)
        return CaptionTr::tr("No reply reaches %1: it cannot know whether its %2 ran. It did: Redis ran it at %3.")
            .arg(who, command, formatMs(m.executedAt));
    if (m.effect == Effect::NoEffect)
        return CaptionTr::tr(
                   "No reply reaches %1: it cannot know whether its %2 ran. Redis ran it at %3, and it changed "
                   "nothing.")
            .arg(who, command, formatMs(m.executedAt));
    return CaptionTr::tr("No reply reaches %1: it cannot know whether its %2 ran.").arg(who, command);
}

// A SET's reply: a grant says whose TTL ran out under them, a refusal who holds the key.
QString setReplied(const Interpretation &in, const TraceEvent &e, const Meaning &m)
{
    const Trace &t = in.trace();
    const QString who = t.workerName(e.worker);
    const Micros ran = m.executedAt >= 0 ? m.executedAt : e.at;
    if (e.reply.isOk()) {
        const QList<int> others = e.request.key == t.lockKey ? otherBelievers(in, ran, e.worker) : QList<int>();
        if (!others.isEmpty())
            return CaptionTr::tr("Redis grants %1 the lock for %2: the key was gone, its TTL ran out under %3, "
                                 "who still believes it holds it.")
                .arg(who, formatWholeMs(e.request.number), captionNames(t, others));
        return CaptionTr::tr("Redis grants %1 the lock for %2.").arg(who, formatWholeMs(e.request.number));
    }
    // The key Redis refused on: the instant just before the SET ran.
    const Instant before = in.at(std::max<Micros>(0, ran - 1));
    if (e.request.key == t.lockKey && before.keyExists && before.holder >= 0 && before.holder != e.worker)
        return CaptionTr::tr("Redis refuses %1: %2 holds the key, with %3 of its TTL left; NX sets only a key "
                             "that does not exist.")
            .arg(who, t.workerName(before.holder), formatWholeMs(before.pttlMs));
    return CaptionTr::tr("Redis refuses %1: the key is taken.").arg(who);
}

// Captions say why, not only what: a refusal names the holder and how long it still has; a grant
// while someone still believes they hold says whose key expired under them; a DEL of someone
// else's lock says that DEL does not check the token.
QString replied(const Interpretation &in, const TraceEvent &e, const Meaning &m)
{
    const Trace &t = in.trace();
    const QString who = t.workerName(e.worker);
    const Reply &reply = e.reply;
    if (reply.kind == Reply::Kind::Unknown)
        return lostReply(who, e, m);
    if (reply.kind == Reply::Kind::Error)
        return CaptionTr::tr("%1's %2 fails: %3").arg(who, commandName(e.request.command), reply.text);
    const bool one = reply.kind == Reply::Kind::Integer && reply.integer == 1;
    switch (e.request.command) {
    case Command::Set:
        return setReplied(in, e, m);
    case Command::AcquireWithFence:
        return reply.integer > 0
                   ? CaptionTr::tr("Redis grants %1 the lock with fencing token %2.").arg(who).arg(reply.integer)
                   : CaptionTr::tr("Redis refuses %1: the key is taken.").arg(who);
    case Command::Del:
        if (m.outcome == Outcome::DeletedForeign && m.other >= 0)
            return CaptionTr::tr("%1's DEL removed %2's lock: a plain DEL does not ask whose token the key holds, and "
                                 "the lock is free for anyone.")
                .arg(who, t.workerName(m.other));
        return one ? CaptionTr::tr("The DEL removed the key: the lock is free for anyone.")
                   : CaptionTr::tr("%1's DEL found no key.").arg(who);
    case Command::CompareAndDelete: {
        if (m.outcome == Outcome::DeletedForeign && m.other >= 0)
            return CaptionTr::tr("%1's compare-and-delete removed %2's lock: the key held %3, which is %1's token "
                                 "too, so the comparison cannot tell them apart.")
                .arg(who, t.workerName(m.other), e.request.value);
        if (one)
            return CaptionTr::tr("%1 released its own lock.").arg(who);
        const Instant before = in.at(std::max<Micros>(0, (m.executedAt >= 0 ? m.executedAt : e.at) - 1));
        if (before.keyExists && before.holder >= 0 && before.holder != e.worker)
            return CaptionTr::tr(
                       "The key holds %2's token, not %1's: the script deletes nothing and %2 keeps its lock.")
                .arg(who, t.workerName(before.holder));
        return CaptionTr::tr("The key does not hold %1's token: nothing is deleted.").arg(who);
    }
    case Command::CompareAndExtend:
        return one ? CaptionTr::tr("%1's lock has a full TTL again.").arg(who)
                   : CaptionTr::tr("%1's lock is gone: there is nothing to extend.").arg(who);
    case Command::Incr:
        return CaptionTr::tr("%1 has fencing token %2.").arg(who).arg(reply.integer);
    case Command::FencedWrite:
        return one ? CaptionTr::tr("The store accepts %1's write: its token is the newest it has seen.").arg(who)
                   : CaptionTr::tr("The store refuses %1's write: a newer token was already seen.").arg(who);
    case Command::Write:
        if (m.outcome == Outcome::WriteStaleAccepted)
            return CaptionTr::tr(
                       "The store takes %1's stale write: it checks nothing, so the older holder overwrites newer "
                       "data.")
                .arg(who);
        return CaptionTr::tr("The store takes %1's write: it checks nothing.").arg(who);
    case Command::Wait:
        return waitShortfall(e)
                   ? CaptionTr::tr("Only %1 replica(s) have %2's writes: WAIT tells, it does not undo them.")
                         .arg(reply.integer)
                         .arg(who)
                   : CaptionTr::tr("%1 replica(s) confirm %2's writes.").arg(reply.integer).arg(who);
    case Command::Get:
        if (e.request.key == t.lockKey)
            return reply.kind == Reply::Kind::String
                       ? CaptionTr::tr("Redis answers %1 with the token %2; %1 compares it with its own. The answer is "
                                       "true now, not at the next step.")
                             .arg(who, reply.text)
                       : CaptionTr::tr("The lock key is gone: %1's check finds no lock.").arg(who);
        return CaptionTr::tr("Redis answers %1: %2").arg(who, renderReply(reply));
    case Command::Pexpire:
        if (e.request.key == t.lockKey && one && m.other >= 0 && m.other != e.worker)
            return CaptionTr::tr("%1's PEXPIRE extended %2's lock: a plain PEXPIRE does not check whose token the key "
                                 "holds.")
                .arg(who, t.workerName(m.other));
        if (e.request.key == t.lockKey)
            return one ? CaptionTr::tr("PEXPIRE gave the key a full TTL again, whoever's token it holds.")
                       : CaptionTr::tr("PEXPIRE found no key: there is nothing to extend.");
        return CaptionTr::tr("Redis answers %1: %2").arg(who, renderReply(reply));
    case Command::Pttl:
    case Command::Ping:
        return CaptionTr::tr("Redis answers %1: %2").arg(who, renderReply(reply));
    case Command::SqlUpdate:
        return CaptionTr::tr("The database takes %1's write: the UPDATE compares nothing.").arg(who);
    case Command::SqlFencedUpdate:
        return one ? CaptionTr::tr("The database takes %1's write: its fence is newer than the row's.").arg(who)
                   : CaptionTr::tr("The database refuses %1's write: 0 rows matched WHERE fence < %2.")
                         .arg(who)
                         .arg(e.request.number);
    case Command::SqlInsertJob:
        return one ? CaptionTr::tr("The database takes %1's result: job %2 had none yet.").arg(who, e.request.key)
                   : CaptionTr::tr("The database refuses %1's result: job %2 is already done (UNIQUE constraint).")
                         .arg(who, e.request.key);
    case Command::FileWrite:
        return CaptionTr::tr("The file now holds %1's data: a file checks nothing.").arg(who);
    }
    return {};
}

QString state(const Trace &t, const TraceEvent &e)
{
    const QString who = t.workerName(e.worker);
    switch (e.state) {
    case WorkerState::Idle:
        // Where every run begins: nothing has happened yet that could explain anything.
        return CaptionTr::tr("The run starts: %1 has sent nothing yet.").arg(who);
    case WorkerState::Waiting:
        return CaptionTr::tr("%1 waits.").arg(who);
    case WorkerState::Acquiring:
        return CaptionTr::tr("%1 tries to take the lock.").arg(who);
    case WorkerState::Holding:
        return CaptionTr::tr("%1 holds the lock, as far as it knows.").arg(who);
    case WorkerState::Working:
        return CaptionTr::tr("%1 works inside the critical section.").arg(who);
    case WorkerState::Paused:
        return e.believesHeld
                   ? CaptionTr::tr(
                         "%1's process freezes: no commands, no heartbeat, and it still believes it holds the lock.")
                         .arg(who)
                   : CaptionTr::tr("%1's process freezes.").arg(who);
    case WorkerState::Writing:
        return CaptionTr::tr("%1 writes the protected data.").arg(who);
    case WorkerState::Releasing:
        return CaptionTr::tr("%1 is done and lets the lock go.").arg(who);
    case WorkerState::Extending:
        return CaptionTr::tr("%1 extends its lock.").arg(who);
    case WorkerState::Done:
        return CaptionTr::tr("%1 is finished.").arg(who);
    case WorkerState::GaveUp:
        return CaptionTr::tr("%1 gives up: it never got the lock.").arg(who);
    case WorkerState::Checking:
        return CaptionTr::tr("%1 checks that it still holds the lock before it writes.").arg(who);
    }
    return {};
}

QString captionNames(const Trace &trace, const QList<int> &workers)
{
    return trace.workerList(workers, CaptionTr::tr(" and "));
}

}  // namespace

QString captionFor(const Interpretation &interpretation, qsizetype index)
{
    const Trace &trace = interpretation.trace();
    if (index < 0 || index >= trace.events.size())
        return {};
    const TraceEvent &e = trace.events.at(index);
    switch (e.kind) {
    case EventKind::Sent:
        return sent(trace, e);
    case EventKind::Replied:
        return replied(interpretation, e, interpretation.meaning(index));
    case EventKind::State:
        return state(trace, e);
    case EventKind::Expired: {
        if (e.text != trace.lockKey)
            return CaptionTr::tr("The key %1 expires.").arg(e.text);
        // Redis forgets the key; whether anyone still believes in it is the situation's to say.
        const int holder = interpretation.meaning(index).other;
        return holder >= 0
                   ? CaptionTr::tr("%1's lock runs out of TTL: Redis deletes the key.").arg(trace.workerName(holder))
                   : CaptionTr::tr("The lock's TTL runs out: Redis deletes the key.");
    }
    case EventKind::Note:
        return e.text;
    case EventKind::Fault:
        return CaptionTr::tr("Fault: %1.").arg(e.text);
    case EventKind::Gap:
        return e.text;
    }
    return {};
}

QString situationCaption(const Trace &trace, const Instant &in)
{
    const int holder = in.keyExists ? in.holder : -1;
    const QList<int> &believers = in.believers;
    if (believers.size() >= 2) {
        const QString who = captionNames(trace, believers);
        if (holder < 0)
            return CaptionTr::tr(
                       "Mutual exclusion is broken: %1 believe they hold the lock at once, and Redis says nobody "
                       "holds it.")
                .arg(who);
        if (believers.contains(holder))
            return CaptionTr::tr("Mutual exclusion is broken: %1 believe they hold the lock at once; Redis says only "
                                 "%2 does.")
                .arg(who, trace.workerName(holder));
        return CaptionTr::tr(
                   "Mutual exclusion is broken: %1 believe they hold the lock at once; Redis says %2 holds it.")
            .arg(who, trace.workerName(holder));
    }
    if (believers.size() == 1 && believers.first() != holder) {
        const QString who = trace.workerName(believers.first());
        return holder < 0 ? CaptionTr::tr("%1 believes it holds the lock, but Redis says nobody holds it.").arg(who)
                          : CaptionTr::tr("%1 believes it holds the lock, but Redis says %2 holds it.")
                                .arg(who, trace.workerName(holder));
    }
    if (believers.isEmpty() && in.unawareHolder() >= 0)
        return CaptionTr::tr("Redis says %1 holds the lock, but %1 does not know it.")
            .arg(trace.workerName(in.unawareHolder()));
    return {};
}

QString captionAt(const Interpretation &interpretation, Micros at, qsizetype index)
{
    const QString event = captionFor(interpretation, index);
    const QString situation = situationCaption(interpretation.trace(), interpretation.at(at));
    return situation.isEmpty() ? event : event + u' ' + situation;
}

}  // namespace locklab
