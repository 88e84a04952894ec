// SPDX-License-Identifier: MIT
#include "core/embeddedredis.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <algorithm>
#include <limits>

namespace locklab {

namespace {
// Redis refuses a TTL whose deadline does not fit 64-bit milliseconds, before it looks at the key
// (getExpireMillisecondsOrReply, expireGenericCommand: "ERR invalid expire time in 'set' command").
// MONITOR shows the command all the same, so a capture can hold one (issue 28: the import hung on it).
bool deadlineOverflows(qint64 now, qint64 ttlMs)
{
    return ttlMs > 0 && ttlMs > std::numeric_limits<qint64>::max() - now;
}

Reply invalidExpireTime(const char *command)
{
    return Reply::error(QStringLiteral("ERR invalid expire time in '%1' command").arg(QLatin1String(command)));
}
}  // namespace

EmbeddedRedis::EmbeddedRedis(Scheduler &scheduler, QString keyPrefix, Micros roundTrip)
    : m_scheduler(scheduler)
    , m_prefix(std::move(keyPrefix))
    , m_toServer(roundTrip / 2)
    , m_toClient(roundTrip - roundTrip / 2)
{}

qint64 EmbeddedRedis::nowMs() const
{
    // Redis's clock has millisecond resolution: mstime() truncates.
    return m_scheduler.now() / 1000 + m_clockOffsetMs;
}

QCoro::Task<CommandExecutor::FaultOutcome> EmbeddedRedis::applyServerFault(const Fault &fault)
{
    FaultOutcome outcome{true, false, {}};
    if (fault.kind == FaultKind::Restart) {
        m_downUntil = m_scheduler.now() + usFromMs(static_cast<double>(fault.downMs));
        if (fault.persistent) {
            // appendonly yes + appendfsync always: every acknowledged write is on disk.
            outcome.note = FaultTr::tr("Redis restarted with appendonly yes, appendfsync always: %1 key(s) survived")
                               .arg(m_keys.size());
        } else {
            outcome.keysLost = !m_keys.isEmpty();
            outcome.note = FaultTr::tr("Redis restarted without persistence: %1 key(s) lost").arg(m_keys.size());
            m_keys.clear();
        }
    } else if (fault.kind == FaultKind::ClockJump) {
        m_clockOffsetMs += fault.ms;
        outcome.note = FaultTr::tr("the server's clock jumped forward by %1 ms").arg(fault.ms);
        // Keys now past their deadline expire at once; the others get timers on the new clock.
        const QStringList keys = m_keys.keys();
        for (const QString &key : keys) {
            if (Entry *e = lookup(key, nowMs()))
                armExpiry(key, *e);
        }
    } else if (fault.kind == FaultKind::Stall) {
        m_stalledUntil = std::max(m_stalledUntil, m_scheduler.now() + usFromMs(static_cast<double>(fault.ms)));
        outcome.note = FaultTr::tr("the server stalls for %1 ms: it answers nothing, then runs what was sent to it "
                                   "meanwhile, in order, on its own clock")
                           .arg(fault.ms);
    } else if (fault.kind == FaultKind::ReplicationLag) {
        if (m_primaryDown || m_replicas.empty()) {
            co_return FaultOutcome{false, false, FaultTr::tr("no primary streaming to a replica")};
        }
        const Micros until = usFromMs(static_cast<double>(fault.untilMs));
        QStringList held;
        for (int i = 0; i < replicaCount(); ++i) {
            Replica &r = m_replicas[static_cast<std::size_t>(i)];
            if ((fault.replica >= 0 && fault.replica != i) || !r.following)
                continue;
            r.heldUntil = std::max(r.heldUntil, until);
            held << QString::number(i + 1);
            m_scheduler.callAt(until,
                               [this, i, epoch = m_epoch] {
                                   if (epoch == m_epoch)
                                       flush(i);
                               },
                               {-1, WakeReason::Timer});
        }
        outcome.note =
            FaultTr::tr("replication held: replica(s) %1 receive nothing of the primary's stream until %2 ms")
                .arg(held.join(QStringLiteral(", ")))
                .arg(fault.untilMs);
    } else if (fault.kind == FaultKind::Failover) {
        outcome = killPrimary();
    } else if (fault.kind == FaultKind::Promotion) {
        outcome = promote();
    } else {
        outcome = FaultOutcome{false, false, CommandExecutorTr::tr("not a server fault")};
    }
    co_return outcome;
}

void EmbeddedRedis::setReplicas(int count)
{
    m_replicas.assign(static_cast<std::size_t>(std::clamp(count, 0, 2)), Replica{});
    for (Replica &r : m_replicas)
        r.keys = m_keys;
}

qint64 EmbeddedRedis::replicaOffset(int replica) const
{
    return replica >= 0 && replica < replicaCount() ? m_replicas[static_cast<std::size_t>(replica)].offset : -1;
}

void EmbeddedRedis::replicate(const QString &key)
{
    if (m_replicas.empty() || m_primaryDown)
        return;
    // Redis streams every change of the dataset to its replicas in execution order, expiry
    // included (a DEL), with absolute deadlines: a replica's copy of a key dies when the
    // primary's would have.
    Change change{key, false, {}};
    if (const auto it = m_keys.constFind(key); it != m_keys.cend()) {
        change.present = true;
        change.entry = it.value();
    }
    ++m_offset;
    if (m_writer >= 0)
        m_writeOffset.insert(m_writer, m_offset);
    const Micros now = m_scheduler.now();
    for (Replica &r : m_replicas) {
        if (!r.following)
            continue;
        if (r.heldUntil > now || !r.held.empty()) {
            r.held.push_back(change);
            continue;
        }
        if (change.present)
            r.keys.insert(key, change.entry);
        else
            r.keys.remove(key);
        r.offset = m_offset;
    }
}

void EmbeddedRedis::flush(int replica)
{
    Replica &r = m_replicas[static_cast<std::size_t>(replica)];
    if (r.heldUntil > m_scheduler.now() || !r.following)
        return;  // a later window holds it still
    for (const Change &c : r.held) {
        if (c.present)
            r.keys.insert(c.key, c.entry);
        else
            r.keys.remove(c.key);
        ++r.offset;
    }
    r.held.clear();
    r.heldUntil = -1;
}

int EmbeddedRedis::replicasAt(qint64 offset) const
{
    return static_cast<int>(std::count_if(m_replicas.cbegin(), m_replicas.cend(),
                                          [offset](const Replica &r) { return r.following && r.offset >= offset; }));
}

CommandExecutor::FaultOutcome EmbeddedRedis::killPrimary()
{
    if (m_primaryDown)
        return FaultOutcome{false, false, FaultTr::tr("the primary is already down")};
    int best = -1;
    for (int i = 0; i < replicaCount(); ++i) {
        const Replica &r = m_replicas[static_cast<std::size_t>(i)];
        if (r.following && (best < 0 || r.offset > m_replicas[static_cast<std::size_t>(best)].offset))
            best = i;
    }
    if (best < 0)
        return FaultOutcome{false, false, FaultTr::tr("no replica to promote")};
    m_primaryDown = true;
    ++m_epoch;  // what a lag window held dies with the primary's connection
    const qint64 now = nowMs();
    const Replica &chosen = m_replicas[static_cast<std::size_t>(best)];
    FaultOutcome outcome{true, false, {}};
    int alive = 0;
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it) {
        if (it->expireAtMs >= 0 && now > it->expireAtMs)
            continue;  // gone on the primary too
        ++alive;
        const auto copy = chosen.keys.constFind(it.key());
        if (copy == chosen.keys.cend() || copy->value != it->value)
            outcome.lostKeys << it.key();
    }
    outcome.lostKeys.sort();
    outcome.keysLost = !outcome.lostKeys.isEmpty();
    for (Replica &r : m_replicas) {
        r.following = false;
        r.held.clear();
        r.heldUntil = -1;
    }
    m_promoted = best;
    outcome.replica = best;
    outcome.note = FaultTr::tr("the primary died; replica %1, the most up-to-date, has %2 of its %3 key(s)")
                       .arg(best + 1)
                       .arg(alive - outcome.lostKeys.size())
                       .arg(alive);
    return outcome;
}

CommandExecutor::FaultOutcome EmbeddedRedis::promote()
{
    if (!m_primaryDown || m_promoted < 0)
        return FaultOutcome{false, false, FaultTr::tr("no failover under way")};
    Replica &chosen = m_replicas[static_cast<std::size_t>(m_promoted)];
    m_keys = chosen.keys;
    m_offset = chosen.offset;
    m_writeOffset.clear();  // clients reconnect: a new connection has written nothing yet
    m_primaryDown = false;
    // Keys whose deadline passed meanwhile expire now, as the new primary's expiry cycle finds them.
    m_armedAt.clear();
    const QStringList keys = m_keys.keys();
    for (const QString &key : keys)
        armExpiry(key, m_keys[key]);
    QStringList followers;
    for (int i = 0; i < replicaCount(); ++i) {
        Replica &r = m_replicas[static_cast<std::size_t>(i)];
        if (i == m_promoted || r.offset < 0)
            continue;
        // The other replica resyncs from the new primary (PSYNC continues its history).
        r.keys = m_keys;
        r.offset = m_offset;
        r.following = true;
        followers << QString::number(i + 1);
    }
    chosen.offset = -1;  // it is the primary now, not a replica
    FaultOutcome outcome{true, false, {}};
    outcome.replica = m_promoted;
    outcome.note = followers.isEmpty()
                       ? FaultTr::tr("replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the clients reconnect "
                                     "to it; no replica is left")
                             .arg(m_promoted + 1)
                             .arg(m_keys.size())
                       : FaultTr::tr("replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the clients reconnect "
                                     "to it; replica %3 follows it")
                             .arg(m_promoted + 1)
                             .arg(m_keys.size())
                             .arg(followers.join(QStringLiteral(", ")));
    return outcome;
}

QCoro::Task<Reply> EmbeddedRedis::waitForReplicas(const Request &request)
{
    // WAIT numreplicas timeout: blocks until that many replicas acknowledged everything this
    // client wrote, or the timeout; replies with how many did. It wakes at least every ms to
    // notice a dead primary (a real client sees its connection reset at once).
    const int wanted = request.value.toInt();
    const qint64 target = m_writeOffset.value(request.worker, 0);
    const Micros deadline = m_scheduler.now() + usFromMs(static_cast<double>(request.number));
    const int epoch = m_epoch;
    while (true) {
        if (m_epoch != epoch || m_primaryDown)
            co_return Reply::unknown(CommandExecutorTr::tr("connection lost: the primary died"));
        const int acked = replicasAt(target);
        const Micros now = m_scheduler.now();
        if (acked >= wanted || now >= deadline) {
            Reply reply = Reply::ofInteger(acked);
            reply.executedAt = now;
            co_return reply;
        }
        Micros next = std::min(deadline, now + 1000);
        for (const Replica &r : m_replicas) {
            if (r.following && r.heldUntil > now)
                next = std::min(next, r.heldUntil);
        }
        if (!co_await m_scheduler.sleep(next - now, {request.worker, WakeReason::ServerReceives}))
            co_return Reply::unknown(CommandExecutorTr::tr("run cancelled"));
    }
}

QCoro::Task<Reply> EmbeddedRedis::execute(const Request &sent)
{
    const Request request = sent;
    if (m_toServer > 0 && !co_await m_scheduler.sleep(m_toServer, {request.worker, WakeReason::ServerReceives}))
        co_return Reply::error(CommandExecutorTr::tr("run cancelled"));
    // A stalled server reads nothing: the command waits in its socket, and runs when the server
    // resumes, after those that came before it (the scheduler wakes equal times in order).
    while (m_scheduler.now() < m_stalledUntil) {
        if (!co_await m_scheduler.sleep(m_stalledUntil - m_scheduler.now(),
                                        {request.worker, WakeReason::ServerReceives}))
            co_return Reply::unknown(CommandExecutorTr::tr("run cancelled"));
    }
    Reply reply;
    if (m_scheduler.now() < m_downUntil)
        reply = Reply::error(CommandExecutorTr::tr("connection refused: the server is restarting"));
    else if (m_primaryDown)
        reply = Reply::error(CommandExecutorTr::tr("connection refused: the primary is down"));
    else if (request.command == Command::Wait)
        reply = co_await waitForReplicas(request);
    else
        reply = apply(request);
    if (m_toClient > 0 && !co_await m_scheduler.sleep(m_toClient, {request.worker, WakeReason::ReplyArrives}))
        co_return Reply::unknown(CommandExecutorTr::tr("run cancelled"));
    co_return reply;
}

EmbeddedRedis::Entry *EmbeddedRedis::lookup(const QString &key, qint64 now)
{
    auto it = m_keys.find(key);
    if (it == m_keys.end())
        return nullptr;
    if (it->expireAtMs >= 0 && now > it->expireAtMs) {
        const qint64 deadline = it->expireAtMs;
        m_keys.erase(it);
        replicate(key);
        if (m_onExpired)
            m_onExpired(key, m_scheduler.now(), deadline * 1000);
        return nullptr;
    }
    return &it.value();
}

void EmbeddedRedis::setEntry(const QString &key, const QString &value, qint64 expireAtMs)
{
    Entry &entry = m_keys[key];
    entry.value = value;
    entry.expireAtMs = expireAtMs;
    armExpiry(key, entry);
    replicate(key);
}

void EmbeddedRedis::removeEntry(const QString &key)
{
    if (m_keys.remove(key))
        replicate(key);
}

void EmbeddedRedis::armExpiry(const QString &key, const Entry &entry)
{
    if (entry.expireAtMs < 0)
        return;
    // Redis's active expiry, idealised: the key disappears at the first instant it counts as
    // expired. One pending timer per key: a later deadline (an extension, a rewrite) is picked up
    // when that timer fires, so the scheduler's heap never fills with timers that do nothing.
    Micros localMs = 0;
    Micros fireAt = 0;
    if (__builtin_sub_overflow(entry.expireAtMs, m_clockOffsetMs - 1, &localMs)
        || __builtin_mul_overflow(localMs, Micros(1000), &fireAt))
        return;  // later than the scheduler's clock can say (PX 2^62): it never comes within a trace
    const auto armed = m_armedAt.constFind(key);
    if (armed != m_armedAt.cend() && armed.value() <= fireAt)
        return;
    m_armedAt.insert(key, fireAt);
    m_scheduler.callAt(fireAt,
                       [this, key, fireAt] {
                           const auto mine = m_armedAt.constFind(key);
                           if (mine == m_armedAt.cend() || mine.value() != fireAt)
                               return;  // superseded by an earlier timer for the same key
                           m_armedAt.remove(key);
                           if (m_scheduler.now() < m_stalledUntil) {
                               // A stopped server expires nothing: its expiry cycle runs when it resumes.
                               m_scheduler.callAt(m_stalledUntil,
                                                  [this, key] {
                                                      Entry *e =
                                                          m_armedAt.contains(key) ? nullptr : lookup(key, nowMs());
                                                      if (e)
                                                          armExpiry(key, *e);
                                                  },
                                                  {-1, WakeReason::KeyExpires});
                               return;
                           }
                           if (Entry *e = lookup(key, nowMs()))
                               armExpiry(key, *e);  // still alive: its deadline moved on
                       },
                       {-1, WakeReason::KeyExpires});
}

Reply EmbeddedRedis::incr(const Request &r, qint64 now)
{
    Entry *e = lookup(r.key, now);
    bool ok = true;
    const qint64 value = e ? e->value.toLongLong(&ok) : 0;
    if (!ok)
        return Reply::error(QStringLiteral("ERR value is not an integer or out of range"));
    if (e) {
        e->value = QString::number(value + 1);  // INCR keeps the key's TTL
        replicate(r.key);
    } else {
        setEntry(r.key, QStringLiteral("1"), -1);
    }
    return Reply::ofInteger(value + 1);
}

// The store's write (scripts.h): the value and a count, and for a fenced write the newest fence.
Reply EmbeddedRedis::write(const Request &r, qint64 now)
{
    const QString fenceKey = r.key + QStringLiteral(":fence");
    const QString valueKey = r.key + QStringLiteral(":value");
    const QString countKey = r.key + QStringLiteral(":count");
    const qint64 expireAt = now + m_storeKeyTtlMs;
    if (r.command == Command::FencedWrite) {
        const Entry *last = lookup(fenceKey, now);
        const qint64 lastFence = last ? last->value.toLongLong() : 0;
        if (r.number <= lastFence)
            return Reply::ofInteger(0);
        setEntry(fenceKey, QString::number(r.number), expireAt);
    }
    setEntry(valueKey, r.value, expireAt);
    const Entry *count = lookup(countKey, now);
    const qint64 n = (count ? count->value.toLongLong() : 0) + 1;
    setEntry(countKey, QString::number(n), expireAt);
    return Reply::ofInteger(r.command == Command::FencedWrite ? 1 : n);
}

// SET NX and INCR of the fence counter in one script: the fence, or 0 when the key is taken.
Reply EmbeddedRedis::acquireWithFence(const Request &r, qint64 now)
{
    if (deadlineOverflows(now, r.number))
        return invalidExpireTime("set");
    if (lookup(r.key, now))
        return Reply::ofInteger(0);
    setEntry(r.key, r.value, now + r.number);
    const QString counterKey = StoreKeys::fenceCounter();
    Entry *counter = lookup(counterKey, now);
    const qint64 fence = (counter ? counter->value.toLongLong() : 0) + 1;
    setEntry(counterKey, QString::number(fence), now + m_storeKeyTtlMs);
    return Reply::ofInteger(fence);
}

Reply EmbeddedRedis::apply(const Request &r)
{
    // One frozen time for the whole command, as Redis gives a script.
    const qint64 now = nowMs();
    m_writer = r.worker;
    const auto done = qScopeGuard([this] { m_writer = -1; });
    Reply reply;
    switch (r.command) {
    case Command::Set: {
        if (deadlineOverflows(now, r.number)) {
            reply = invalidExpireTime("set");
            break;
        }
        Entry *existing = lookup(r.key, now);
        if ((r.condition == SetCondition::IfAbsent && existing)
            || (r.condition == SetCondition::IfPresent && !existing)) {
            reply = Reply::nil();
            break;
        }
        setEntry(r.key, r.value, r.number > 0 ? now + r.number : -1);
        reply = Reply::status(QStringLiteral("OK"));
        break;
    }
    case Command::Get: {
        const Entry *e = lookup(r.key, now);
        reply = e ? Reply::ofString(e->value) : Reply::nil();
        break;
    }
    case Command::Del:
        if (lookup(r.key, now)) {
            removeEntry(r.key);
            reply = Reply::ofInteger(1);
        } else {
            reply = Reply::ofInteger(0);
        }
        break;
    case Command::Pttl: {
        const Entry *e = lookup(r.key, now);
        reply = Reply::ofInteger(!e ? -2 : e->expireAtMs < 0 ? -1 : e->expireAtMs - now);
        break;
    }
    case Command::Pexpire:
    case Command::CompareAndExtend: {
        if (deadlineOverflows(now, r.number)) {
            reply = invalidExpireTime("pexpire");
            break;
        }
        Entry *e = lookup(r.key, now);
        if (!e || (r.command == Command::CompareAndExtend && e->value != r.value)) {
            reply = Reply::ofInteger(0);
            break;
        }
        if (r.number <= 0) {  // PEXPIRE with a non-positive TTL deletes the key
            removeEntry(r.key);
        } else {
            e->expireAtMs = now + r.number;
            armExpiry(r.key, *e);
            replicate(r.key);
        }
        reply = Reply::ofInteger(1);
        break;
    }
    case Command::Incr:
        reply = incr(r, now);
        break;
    case Command::CompareAndDelete: {
        const Entry *e = lookup(r.key, now);
        const bool ours = e && e->value == r.value;
        if (ours)
            removeEntry(r.key);
        reply = Reply::ofInteger(ours ? 1 : 0);
        break;
    }
    case Command::FencedWrite:
    case Command::Write:
        reply = write(r, now);
        break;
    case Command::Ping:
        reply = Reply::status(QStringLiteral("PONG"));
        break;
    case Command::SqlUpdate:
    case Command::SqlFencedUpdate:
    case Command::SqlInsertJob:
    case Command::FileWrite:
        // The data stores' commands go to the data store (DataStore); Redis has no such command.
        reply = Reply::error(QStringLiteral("ERR not a Redis command: ") + commandName(r.command));
        break;
    case Command::Wait:  // blocks: execute() runs it (waitForReplicas); here it only counts
        reply = Reply::ofInteger(replicasAt(m_writeOffset.value(r.worker, 0)));
        break;
    case Command::AcquireWithFence:
        reply = acquireWithFence(r, now);
        break;
    }
    reply.executedAt = m_scheduler.now();
    return reply;
}

}  // namespace locklab
