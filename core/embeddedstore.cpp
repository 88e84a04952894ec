// SPDX-License-Identifier: MIT
#include "embeddedstore.h"

#include <QCoreApplication>

namespace locklab {

namespace {
// Fault notes are written into the trace in the language of the run (captions and the log show them).
struct FaultText {
    Q_DECLARE_TR_FUNCTIONS(locklab::Fault)
};
}  // namespace

EmbeddedStore::EmbeddedStore(Scheduler &scheduler, QString keyPrefix, Micros roundTrip)
    : m_scheduler(scheduler)
    , m_prefix(std::move(keyPrefix))
    , m_toServer(roundTrip / 2)
    , m_toClient(roundTrip - roundTrip / 2)
{}

qint64 EmbeddedStore::nowMs() const
{
    // Redis's clock has millisecond resolution: mstime() truncates.
    return m_scheduler.now() / 1000 + m_clockOffsetMs;
}

QCoro::Task<Store::FaultOutcome> EmbeddedStore::applyServerFault(const Fault &fault)
{
    FaultOutcome outcome{true, false, {}};
    if (fault.kind == FaultKind::Restart) {
        m_downUntil = m_scheduler.now() + usFromMs(static_cast<double>(fault.downMs));
        if (fault.persistent) {
            // appendonly yes + appendfsync always: every acknowledged write is on disk.
            outcome.note = FaultText::tr("Redis restarted with appendonly yes, appendfsync always: %1 key(s) survived")
                               .arg(m_keys.size());
        } else {
            outcome.keysLost = !m_keys.isEmpty();
            outcome.note = FaultText::tr("Redis restarted without persistence: %1 key(s) lost").arg(m_keys.size());
            m_keys.clear();
        }
    } else if (fault.kind == FaultKind::ClockJump) {
        m_clockOffsetMs += fault.ms;
        outcome.note = FaultText::tr("the server's clock jumped forward by %1 ms").arg(fault.ms);
        // Keys now past their deadline expire at once; the others get timers on the new clock.
        const QStringList keys = m_keys.keys();
        for (const QString &key : keys) {
            if (Entry *e = lookup(key, nowMs()))
                armExpiry(key, *e);
        }
    } else {
        outcome = FaultOutcome{false, false, QStringLiteral("not a server fault")};
    }
    co_return outcome;
}

QCoro::Task<Reply> EmbeddedStore::execute(const Request &sent)
{
    const Request request = sent;
    if (m_toServer > 0 && !co_await m_scheduler.sleep(m_toServer, {request.worker, WakeReason::ServerReceives}))
        co_return Reply::error(QStringLiteral("run cancelled"));
    Reply reply = m_scheduler.now() < m_downUntil
                      ? Reply::error(QStringLiteral("connection refused: the server is restarting"))
                      : apply(request);
    if (m_toClient > 0 && !co_await m_scheduler.sleep(m_toClient, {request.worker, WakeReason::ReplyArrives}))
        co_return Reply::unknown(QStringLiteral("run cancelled"));
    co_return reply;
}

EmbeddedStore::Entry *EmbeddedStore::lookup(const QString &key, qint64 now)
{
    auto it = m_keys.find(key);
    if (it == m_keys.end())
        return nullptr;
    if (it->expireAtMs >= 0 && now > it->expireAtMs) {
        const qint64 deadline = it->expireAtMs;
        m_keys.erase(it);
        if (m_onExpired)
            m_onExpired(key, m_scheduler.now(), deadline * 1000);
        return nullptr;
    }
    return &it.value();
}

void EmbeddedStore::setEntry(const QString &key, const QString &value, qint64 expireAtMs)
{
    Entry &entry = m_keys[key];
    entry.value = value;
    entry.expireAtMs = expireAtMs;
    armExpiry(key, entry);
}

void EmbeddedStore::armExpiry(const QString &key, const Entry &entry)
{
    if (entry.expireAtMs < 0)
        return;
    // Redis's active expiry, idealised: the key disappears at the first instant it counts as
    // expired. One pending timer per key: a later deadline (an extension, a rewrite) is picked up
    // when that timer fires, so the scheduler's heap never fills with timers that do nothing.
    const Micros fireAt = (entry.expireAtMs + 1 - m_clockOffsetMs) * 1000;
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
                           if (Entry *e = lookup(key, nowMs()))
                               armExpiry(key, *e);  // still alive: its deadline moved on
                       },
                       {-1, WakeReason::KeyExpires});
}

Reply EmbeddedStore::apply(const Request &r)
{
    // One frozen time for the whole command, as Redis gives a script.
    const qint64 now = nowMs();
    Reply reply;
    switch (r.command) {
    case Command::Set: {
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
        reply = Reply::ofInteger(lookup(r.key, now) && m_keys.remove(r.key) ? 1 : 0);
        break;
    case Command::Pttl: {
        const Entry *e = lookup(r.key, now);
        reply = Reply::ofInteger(!e ? -2 : e->expireAtMs < 0 ? -1 : e->expireAtMs - now);
        break;
    }
    case Command::Pexpire:
    case Command::CompareAndExtend: {
        Entry *e = lookup(r.key, now);
        if (!e || (r.command == Command::CompareAndExtend && e->value != r.value)) {
            reply = Reply::ofInteger(0);
            break;
        }
        if (r.number <= 0) {  // PEXPIRE with a non-positive TTL deletes the key
            m_keys.remove(r.key);
        } else {
            e->expireAtMs = now + r.number;
            armExpiry(r.key, *e);
        }
        reply = Reply::ofInteger(1);
        break;
    }
    case Command::Incr: {
        Entry *e = lookup(r.key, now);
        bool ok = true;
        const qint64 value = e ? e->value.toLongLong(&ok) : 0;
        if (!ok) {
            reply = Reply::error(QStringLiteral("ERR value is not an integer or out of range"));
            break;
        }
        if (e)
            e->value = QString::number(value + 1);  // INCR keeps the key's TTL
        else
            setEntry(r.key, QStringLiteral("1"), -1);
        reply = Reply::ofInteger(value + 1);
        break;
    }
    case Command::CompareAndDelete: {
        const Entry *e = lookup(r.key, now);
        const bool ours = e && e->value == r.value;
        if (ours)
            m_keys.remove(r.key);
        reply = Reply::ofInteger(ours ? 1 : 0);
        break;
    }
    case Command::FencedWrite:
    case Command::Write: {
        const QString fenceKey = r.key + QStringLiteral(":fence");
        const QString valueKey = r.key + QStringLiteral(":value");
        const QString countKey = r.key + QStringLiteral(":count");
        const qint64 expireAt = now + m_storeKeyTtlMs;
        if (r.command == Command::FencedWrite) {
            const Entry *last = lookup(fenceKey, now);
            const qint64 lastFence = last ? last->value.toLongLong() : 0;
            if (r.number <= lastFence) {
                reply = Reply::ofInteger(0);
                break;
            }
            setEntry(fenceKey, QString::number(r.number), expireAt);
        }
        setEntry(valueKey, r.value, expireAt);
        const Entry *count = lookup(countKey, now);
        const qint64 n = (count ? count->value.toLongLong() : 0) + 1;
        setEntry(countKey, QString::number(n), expireAt);
        reply = Reply::ofInteger(r.command == Command::FencedWrite ? 1 : n);
        break;
    }
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
    case Command::AcquireWithFence: {
        if (lookup(r.key, now)) {
            reply = Reply::ofInteger(0);
            break;
        }
        setEntry(r.key, r.value, now + r.number);
        const QString counterKey = StoreKeys::fenceCounter();
        Entry *counter = lookup(counterKey, now);
        const qint64 fence = (counter ? counter->value.toLongLong() : 0) + 1;
        setEntry(counterKey, QString::number(fence), now + m_storeKeyTtlMs);
        reply = Reply::ofInteger(fence);
        break;
    }
    }
    reply.executedAt = m_scheduler.now();
    return reply;
}

}  // namespace locklab
