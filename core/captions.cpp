// SPDX-License-Identifier: MIT
#include "captions.h"

#include "summary.h"

#include <QCoreApplication>

namespace locklab {

namespace {

// The translation context of every caption.
struct Caption {
    Q_DECLARE_TR_FUNCTIONS(locklab::Caption)
};

QString sent(const Trace &t, const TraceEvent &e)
{
    const QString who = t.workerName(e.worker);
    const Request &r = e.request;
    switch (r.command) {
    case Command::Set:
        return r.condition == SetCondition::IfAbsent
                   ? Caption::tr("%1 asks Redis for the lock: SET %2 NX PX %3, only if nobody holds it.")
                         .arg(who, r.key)
                         .arg(r.number)
                   : Caption::tr("%1 sets %2.").arg(who, r.key);
    case Command::AcquireWithFence:
        return Caption::tr("%1 asks for the lock and a fencing token in one script.").arg(who);
    case Command::Del:
        return Caption::tr("%1 releases with a plain DEL %2, whoever holds it.").arg(who, r.key);
    case Command::CompareAndDelete:
        return Caption::tr("%1 releases with compare-and-delete: only if the key still holds its token.").arg(who);
    case Command::CompareAndExtend:
        return Caption::tr("%1 extends its lock, if the key still holds its token.").arg(who);
    case Command::Incr:
        return Caption::tr("%1 takes a fencing token with INCR.").arg(who);
    case Command::FencedWrite:
        return Caption::tr("%1 writes to the store with fencing token %2.").arg(who).arg(r.number);
    case Command::Write:
        return Caption::tr("%1 writes to the store, without a fencing token.").arg(who);
    case Command::Get:
        return Caption::tr("%1 reads %2.").arg(who, r.key);
    case Command::Pttl:
        return Caption::tr("%1 asks how long %2 has left.").arg(who, r.key);
    case Command::Pexpire:
        return Caption::tr("%1 sets a new TTL on %2.").arg(who, r.key);
    case Command::Ping:
        return Caption::tr("%1 pings Redis.").arg(who);
    case Command::Wait:
        return Caption::tr("%1 asks with WAIT %2 %3 whether %2 replica(s) have its writes.")
            .arg(who, r.value)
            .arg(r.number);
    }
    return {};
}

QString replied(const Trace &t, const TraceEvent &e)
{
    const QString who = t.workerName(e.worker);
    const Reply &reply = e.reply;
    if (reply.kind == Reply::Kind::Unknown)
        return Caption::tr("No reply reaches %1: it cannot know whether its %2 ran.")
            .arg(who, commandName(e.request.command));
    if (reply.kind == Reply::Kind::Error)
        return Caption::tr("%1's %2 fails: %3").arg(who, commandName(e.request.command), reply.text);
    const bool one = reply.kind == Reply::Kind::Integer && reply.integer == 1;
    switch (e.request.command) {
    case Command::Set:
        return reply.isOk() ? Caption::tr("Redis grants %1 the lock for %2 ms.").arg(who).arg(e.request.number)
                            : Caption::tr("Redis refuses %1: the key is taken.").arg(who);
    case Command::AcquireWithFence:
        return reply.integer > 0
                   ? Caption::tr("Redis grants %1 the lock with fencing token %2.").arg(who).arg(reply.integer)
                   : Caption::tr("Redis refuses %1: the key is taken.").arg(who);
    case Command::Del:
        return one ? Caption::tr("The DEL removed the key: the lock is free for anyone.")
                   : Caption::tr("%1's DEL found no key.").arg(who);
    case Command::CompareAndDelete:
        return one ? Caption::tr("%1 released its own lock.").arg(who)
                   : Caption::tr("The key does not hold %1's token: nothing is deleted.").arg(who);
    case Command::CompareAndExtend:
        return one ? Caption::tr("%1's lock has a full TTL again.").arg(who)
                   : Caption::tr("%1's lock is gone: there is nothing to extend.").arg(who);
    case Command::Incr:
        return Caption::tr("%1 has fencing token %2.").arg(who).arg(reply.integer);
    case Command::FencedWrite:
        return one ? Caption::tr("The store accepts %1's write: its token is the newest it has seen.").arg(who)
                   : Caption::tr("The store refuses %1's write: a newer token was already seen.").arg(who);
    case Command::Write:
        return Caption::tr("The store takes %1's write: it checks nothing.").arg(who);
    case Command::Wait:
        return waitShortfall(e) ? Caption::tr("Only %1 replica(s) have %2's writes: WAIT tells, it does not undo them.")
                                      .arg(reply.integer)
                                      .arg(who)
                                : Caption::tr("%1 replica(s) confirm %2's writes.").arg(reply.integer).arg(who);
    case Command::Get:
    case Command::Pttl:
    case Command::Pexpire:
    case Command::Ping:
        return Caption::tr("Redis answers %1: %2").arg(who, renderReply(reply));
    }
    return {};
}

QString state(const Trace &t, const TraceEvent &e)
{
    const QString who = t.workerName(e.worker);
    switch (e.state) {
    case WorkerState::Idle:
        return Caption::tr("%1 is not doing anything with the lock.").arg(who);
    case WorkerState::Waiting:
        return Caption::tr("%1 waits.").arg(who);
    case WorkerState::Acquiring:
        return Caption::tr("%1 tries to take the lock.").arg(who);
    case WorkerState::Holding:
        return Caption::tr("%1 holds the lock, as far as it knows.").arg(who);
    case WorkerState::Working:
        return Caption::tr("%1 works inside the critical section.").arg(who);
    case WorkerState::Paused:
        return e.believesHeld
                   ? Caption::tr(
                         "%1's process freezes: no commands, no heartbeat, and it still believes it holds the lock.")
                         .arg(who)
                   : Caption::tr("%1's process freezes.").arg(who);
    case WorkerState::Writing:
        return Caption::tr("%1 writes the protected data.").arg(who);
    case WorkerState::Releasing:
        return Caption::tr("%1 is done and lets the lock go.").arg(who);
    case WorkerState::Extending:
        return Caption::tr("%1 extends its lock.").arg(who);
    case WorkerState::Done:
        return Caption::tr("%1 is finished.").arg(who);
    case WorkerState::GaveUp:
        return Caption::tr("%1 gives up: it never got the lock.").arg(who);
    }
    return {};
}

}  // namespace

QString captionFor(const Trace &trace, const TraceEvent &e)
{
    switch (e.kind) {
    case EventKind::Sent:
        return sent(trace, e);
    case EventKind::Replied:
        return replied(trace, e);
    case EventKind::State:
        return state(trace, e);
    case EventKind::Expired:
        return e.text == trace.lockKey
                   ? Caption::tr("The lock's TTL runs out: Redis deletes the key and nobody holds the lock.")
                   : Caption::tr("The key %1 expires.").arg(e.text);
    case EventKind::Note:
        return e.text;
    case EventKind::Fault:
        return Caption::tr("Fault: %1.").arg(e.text);
    }
    return {};
}

}  // namespace locklab
