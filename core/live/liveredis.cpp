// SPDX-License-Identifier: MIT
#include "live/liveredis.h"

#include "core/coretr.h"
#include "core/scripts.h"
#include "live/clustermap.h"
#include "live/livetr.h"
#include "live/managedcluster.h"
#include "live/managedtopology.h"

#include <QCoreApplication>
#include <QCoroTimer>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QScopeGuard>

#include <algorithm>
#include <cmath>

namespace locklab {

// Adds ARGV[1] ms to the TTL of every key in KEYS that has one (the restart fault's held time).
static constexpr char kExtendTtls[] = "local n = 0\n"
                                      "for _, k in ipairs(KEYS) do\n"
                                      "  local t = redis.call('PTTL', k)\n"
                                      "  if t > 0 then redis.call('PEXPIRE', k, t + tonumber(ARGV[1])); n = n + 1 end\n"
                                      "end\n"
                                      "return n\n";

static const char *scriptSource(int script)
{
    switch (script) {
    case 0:
        return scripts::compareAndDelete;
    case 1:
        return scripts::compareAndExtend;
    case 2:
        return scripts::fencedWrite;
    case 3:
        return scripts::plainWrite;
    case 5:
        return scripts::countWithTtl;
    default:
        return scripts::acquireWithFence;
    }
}

LiveRedis::LiveRedis(Scheduler &scheduler, QString keyPrefix, const Options &options)
    : m_scheduler(scheduler)
    , m_prefix(std::move(keyPrefix))
    , m_prefixUtf8(m_prefix.toUtf8())
    , m_options(options)
    , m_storeTtl(QByteArray::number(options.namespaceTtlMs))
{
    m_options.timeScale = std::max(1.0, m_options.timeScale);
    for (int i = 0; i < ScriptCount; ++i)
        m_sha[static_cast<size_t>(i)] =
            QCryptographicHash::hash(QByteArray(scriptSource(i)), QCryptographicHash::Sha1).toHex();
}

LiveRedis::~LiveRedis()
{
    m_closing = true;
    m_onLost = nullptr;
    m_onExpired = nullptr;
    // Awaiters resume while every member is still alive (the connections' own destructors would
    // resume them into a half-destroyed store).
    m_events.close();
    m_commands.close();
    for (const auto &c : m_retired)
        c->close();
    if (m_asking)
        m_asking->close();
}

QStringList LiveRedis::writtenKeys() const
{
    QStringList keys;
    for (const QByteArray &k : m_written)
        keys.append(QString::fromUtf8(k));
    keys.sort();
    return keys;
}

QCoro::Task<QString> LiveRedis::connect()
{
    m_commands.setCommandTimeout(m_options.commandTimeoutMs);
    // The engine's commands are awaited one at a time per connection: a fast reply is waited for in
    // the read (issue 31 item 4). The run's other connections (events, cleanup, ASKING) are not.
    m_commands.setReplyWait(ReplyWait{});
    QString error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    m_connectedAt = RedisAddress{m_options.url.host, m_options.url.port};
    // A cluster's seeds in order: the first may be down.
    for (const RedisAddress &seed : m_options.url.more) {
        if (error.isEmpty() || m_options.url.topology != RedisUrl::Topology::Cluster)
            break;
        error = co_await m_commands.open(m_options.url.at(seed), m_options.connectTimeoutMs);
        m_connectedAt = seed;
    }
    if (!error.isEmpty())
        co_return LiveRedisTr::tr("cannot connect to Redis at %1: %2").arg(m_options.url.redacted(), error);

    const QList<QByteArray> info{QByteArrayLiteral("INFO"), QByteArrayLiteral("server")};
    RedisConnection::Pending infoReply = m_commands.command(info);
    // The scripts are loaded once, pipelined; EVALSHA falls back to EVAL if the cache is flushed.
    std::vector<RedisConnection::Pending> loads;
    for (int i = 0; i < ScriptCount; ++i) {
        const QList<QByteArray> load{QByteArrayLiteral("SCRIPT"), QByteArrayLiteral("LOAD"),
                                     QByteArray(scriptSource(i))};
        loads.push_back(m_commands.command(load));
    }
    const RedisValue server = co_await infoReply;
    if (server.failed())
        co_return LiveRedisTr::tr("Redis at %1 did not answer INFO: %2")
            .arg(m_options.url.redacted(), QString::fromUtf8(server.text));
    QString version = QStringLiteral("?");
    for (const QByteArray &line : server.text.split('\n')) {
        if (line.startsWith("redis_version:"))
            version = QString::fromUtf8(line.mid(14).trimmed());
    }
    for (int i = 0; i < ScriptCount; ++i) {
        const RedisValue loaded = co_await loads[static_cast<size_t>(i)];
        if (loaded.kind != RedisValue::Kind::String || loaded.text != m_sha[static_cast<size_t>(i)])
            co_return LiveRedisTr::tr("SCRIPT LOAD failed on %1: %2").arg(m_options.url.redacted(), loaded.describe());
    }
    // After the server proved it speaks Redis: a cluster node's run goes to its slot's primary.
    if (const QString routed = co_await routeToSlotPrimary(); !routed.isEmpty())
        co_return routed;
    m_serverVersion = version;
    m_notes.append(LiveRedisTr::tr("live: Redis %1 at %2, keys under %3, time scale %4, command timeout %5 ms")
                       .arg(version, m_options.url.redacted(), m_prefix)
                       .arg(m_options.timeScale)
                       .arg(m_options.commandTimeoutMs));
    if (m_options.patientTimeoutMs > 0 && !m_options.patientWorkers.isEmpty()) {
        QStringList names;
        for (int w : std::as_const(m_options.patientWorkers))
            names << m_options.workerNames.value(w, QStringLiteral("worker %1").arg(w + 1));
        m_notes.append(LiveRedisTr::tr("live: %1 without a command timeout (honoursTimeout: false): a stalled server "
                                       "keeps them waiting, until the run's deadline at most (%2 ms)")
                           .arg(names.join(QStringLiteral(", ")))
                           .arg(m_options.patientTimeoutMs));
    }
    watchForLoss();
    if (const QString workers = co_await openWorkerConnections(); !workers.isEmpty())
        co_return workers;
    if (m_options.keyspaceEvents)
        co_await enableExpiryEvents();
    else
        m_notes.append(
            LiveRedisTr::tr("keyspace notifications not requested: expiries are the deadlines the client computed"));
    co_return QString();
}

// From now on a dropped command connection is a lost Redis: every later command fails.
void LiveRedis::watchForLoss()
{
    const auto lost = [this](const QString &why) {
        m_lost = true;
        if (m_onLost)
            m_onLost(why);
    };
    m_commands.setDisconnectHandler(lost);
    for (const auto &c : m_workerConnections)
        c->setDisconnectHandler(lost);
}

RedisConnection &LiveRedis::connectionFor(int worker)
{
    if (worker >= 0 && static_cast<std::size_t>(worker) < m_workerConnections.size())
        return *m_workerConnections[static_cast<std::size_t>(worker)];
    return m_commands;
}

QCoro::Task<QString> LiveRedis::openWorkerConnections()
{
    closeWorkerConnections();
    for (int i = 0; i < m_options.workers; ++i) {
        auto c = std::make_unique<RedisConnection>(QStringLiteral("worker %1").arg(i));
        c->setCommandTimeout(m_options.commandTimeoutMs);
        c->setReplyWait(ReplyWait{});
        const QString error = co_await c->open(m_options.url, m_options.connectTimeoutMs);
        if (!error.isEmpty())
            co_return LiveRedisTr::tr("cannot connect to Redis at %1: %2").arg(m_options.url.redacted(), error);
        m_workerConnections.push_back(std::move(c));
    }
    if (m_options.workers > 0) {
        const auto lost = [this](const QString &why) {
            m_lost = true;
            if (m_onLost)
                m_onLost(why);
        };
        for (const auto &c : m_workerConnections)
            c->setDisconnectHandler(lost);
    }
    co_return QString();
}

void LiveRedis::closeWorkerConnections()
{
    for (const auto &c : m_workerConnections) {
        c->setDisconnectHandler(nullptr);
        c->close();
    }
    m_workerConnections.clear();
}

QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::jumpClock(const Fault &fault)
{
    // Emulation, labelled as such: every key the run wrote loses `ms` of its TTL (or goes).
    const QStringList keys = writtenKeys();
    int shortened = 0;
    for (const QString &key : keys) {
        const QList<QByteArray> pttl{QByteArrayLiteral("PTTL"), key.toUtf8()};
        RedisConnection::Pending left = m_commands.command(pttl);
        const RedisValue remaining = co_await left;
        if (remaining.kind != RedisValue::Kind::Integer || remaining.integer < 0)
            continue;
        const qint64 next =
            remaining.integer - static_cast<qint64>(static_cast<double>(fault.ms) * m_options.timeScale);
        const QList<QByteArray> expire{QByteArrayLiteral("PEXPIRE"), key.toUtf8(),
                                       QByteArray::number(std::max<qint64>(next, 1))};
        RedisConnection::Pending set = m_commands.command(expire);
        const RedisValue done = co_await set;
        if (done.kind == RedisValue::Kind::Integer && done.integer == 1)
            ++shortened;
    }
    // The server's deadlines move with its clock, so an expiry the jump brings forward is matched
    // to its generation (onExpiredMessage); the trace still tells the deadline the client computed,
    // as the model does: the key expired before it.
    const Micros jump = usFromMs(static_cast<double>(fault.ms));
    for (std::deque<Generation> &generations : m_watch) {
        for (Generation &g : generations) {
            if (g.deadline < 0)
                continue;
            if (g.told < 0)
                g.told = g.deadline;
            g.deadline = std::max<Micros>(0, g.deadline - jump);
        }
    }
    co_return FaultOutcome{
        true, false,
        LiveRedisTr::tr("clock jump of %1 ms, emulated: %2 key TTL(s) shortened by it").arg(fault.ms).arg(shortened)};
}

QCoro::Task<qint64> LiveRedis::extendTtls(qint64 wallMs)
{
    const QStringList keys = writtenKeys();
    if (keys.isEmpty() || wallMs <= 0 || m_restarting || !m_commands.isConnected())
        co_return 0;
    QList<QByteArray> extend{QByteArrayLiteral("EVAL"), QByteArray(kExtendTtls), QByteArray::number(keys.size())};
    for (const QString &key : keys)
        extend.append(key.toUtf8());
    extend.append(QByteArray::number(wallMs));
    RedisConnection::Pending extended = m_commands.command(extend);
    const RedisValue value = co_await extended;
    co_return value.kind == RedisValue::Kind::Integer ? value.integer : 0;
}

QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::applyServerFault(const Fault &fault)
{
    if (fault.kind == FaultKind::ClockJump)
        co_return co_await jumpClock(fault);
    if (fault.kind == FaultKind::ReplicationLag || fault.kind == FaultKind::Failover
        || fault.kind == FaultKind::Promotion)
        co_return co_await replicationFault(fault);
    if (fault.kind == FaultKind::Stall)
        co_return FaultOutcome{false, false,
                               LiveRedisTr::tr("a stall (SIGSTOP) is played on a Redlock's managed instances only")};
    if (fault.kind != FaultKind::Restart)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("not a server fault")};
    if (!m_options.restartServer)
        co_return FaultOutcome{false, false,
                               LiveRedisTr::tr("restarting Redis needs the managed server (--redis managed)")};
    // A real restart takes what it takes on this machine (tens of ms, hundreds under load); the
    // model's server is down for the scenario's downMs. So scenario time stands still from the
    // fault until the server is back, and the server then refuses commands for downMs: the race
    // around the restart is the scenario's, not the machine's.
    const Micros firedAt = m_scheduler.now();
    const bool holding = static_cast<bool>(m_options.holdClock);
    QElapsedTimer held;
    held.start();
    if (holding)
        m_options.holdClock(true);
    const auto release = qScopeGuard([this, holding] {
        if (holding)
            m_options.holdClock(false);
    });
    // From the fault on the server counts as restarting: a worker resumed meanwhile (by a reply,
    // not the held clock) must not slip a command in while CONFIG SET is under way, since it would
    // be in flight at the kill. The drop is ours, not a lost connection.
    m_restarting = true;
    const QString persistence = co_await setPersistence(fault.persistent);
    // setPersistence() resumed us from inside hiredis's read callback of m_commands: leave that
    // stack before the connection is closed and reopened under it.
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));
    QElapsedTimer down;  // what the clients saw: no server from the close to the reconnect
    down.start();
    m_commands.setDisconnectHandler(nullptr);
    m_commands.close();
    closeWorkerConnections();
    m_events.close();
    m_subscribed = false;
    QString error;
    if (!m_options.restartServer(&error)) {
        m_restarting = false;
        m_lost = true;
        if (m_onLost)
            m_onLost(LiveRedisTr::tr("the restart failed: ") + error);
        co_return FaultOutcome{true, true, LiveRedisTr::tr("Redis was stopped but did not come back: ") + error};
    }
    error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    if (!error.isEmpty()) {
        m_restarting = false;
        m_lost = true;
        if (m_onLost)
            m_onLost(LiveRedisTr::tr("cannot reconnect after the restart: ") + error);
        co_return FaultOutcome{true, true, LiveRedisTr::tr("Redis restarted but cannot be reached: ") + error};
    }
    if (const QString workers = co_await openWorkerConnections(); !workers.isEmpty()) {
        m_restarting = false;
        m_lost = true;
        if (m_onLost)
            m_onLost(workers);
        co_return FaultOutcome{true, true, workers};
    }
    const qint64 downMs = down.elapsed();
    // What survived, asked by name before any worker's command can reach the new server.
    QList<QByteArray> exists{QByteArrayLiteral("EXISTS")};
    const QStringList keys = writtenKeys();
    for (const QString &key : keys)
        exists.append(key.toUtf8());
    qint64 kept = 0;
    if (!keys.isEmpty()) {
        RedisConnection::Pending counted = m_commands.command(exists);
        const RedisValue survivors = co_await counted;
        kept = survivors.kind == RedisValue::Kind::Integer ? survivors.integer : 0;
    }
    watchForLoss();
    if (m_options.keyspaceEvents)
        co_await enableExpiryEvents();
    if (holding && kept > 0) {
        // Redis's TTLs ran on while scenario time stood still: give the survivors the wall time
        // held back, last thing before the clock moves again (a key whose TTL ran out during the
        // restart is gone for good: Redis dropped it when it loaded the AOF).
        QList<QByteArray> extend{QByteArrayLiteral("EVAL"), QByteArray(kExtendTtls), QByteArray::number(keys.size())};
        for (const QString &key : keys)
            extend.append(key.toUtf8());
        extend.append(QByteArray::number(held.elapsed()));
        RedisConnection::Pending extended = m_commands.command(extend);
        co_await extended;
    }
    m_restarting = false;
    m_downUntil = firedAt + usFromMs(static_cast<double>(fault.downMs));
    const bool lost = kept < keys.size();
    const QString survived = LiveRedisTr::tr("managed redis-server killed (SIGKILL) and restarted with "
                                             "%1: %2 of %3 key(s) survived")
                                 .arg(persistence)
                                 .arg(kept)
                                 .arg(keys.size());
    if (!holding)
        co_return FaultOutcome{true, lost, survived + LiveRedisTr::tr(" (down %1 ms, wall)").arg(downMs)};
    co_return FaultOutcome{true, lost,
                           survived
                               + LiveRedisTr::tr(" (the restart took %1 ms of wall time, during which scenario time "
                                                 "stood still; then the server refuses commands for the scenario's "
                                                 "%2 ms of down time)")
                                     .arg(downMs)
                                     .arg(fault.downMs)};
}

// Puts the server's persistence where a restart fault wants it before the kill: appendonly yes
// with appendfsync always (every acknowledged write on disk before its reply), or appendonly no
// (and `--save ""` on a managed server: nothing on disk). Returns the setting, for the trace.
QCoro::Task<QString> LiveRedis::setPersistence(bool appendOnly)
{
    const QString described =
        appendOnly ? LiveRedisTr::tr("appendonly yes, appendfsync always") : LiveRedisTr::tr("appendonly no");
    const QList<QByteArray> get{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("append*")};
    RedisConnection::Pending got = m_commands.command(get);
    const RedisValue current = co_await got;
    QByteArray aof, fsync;
    for (qsizetype i = 0; i + 1 < current.elements.size(); i += 2) {
        if (current.elements.at(i) == "appendonly")
            aof = current.elements.at(i + 1);
        else if (current.elements.at(i) == "appendfsync")
            fsync = current.elements.at(i + 1);
    }
    if (current.kind != RedisValue::Kind::Array || aof.isEmpty() || fsync.isEmpty())
        co_return described
            + LiveRedisTr::tr(" (not verified: CONFIG GET failed: %1)").arg(QString::fromUtf8(current.text));
    const bool fsyncOk = !appendOnly || fsync == "always";
    if ((aof == "yes") == appendOnly && fsyncOk)
        co_return described;
    if (!m_changedPersistence) {
        m_changedPersistence = true;
        m_originalAppendOnly = aof;
        m_originalFsync = fsync;
    }
    // appendfsync first: no write may land in the new AOF under a laxer policy.
    QList<QList<QByteArray>> sets;
    if (!fsyncOk)
        sets.append({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"), QByteArrayLiteral("appendfsync"),
                     QByteArrayLiteral("always")});
    if ((aof == "yes") != appendOnly)
        sets.append({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"), QByteArrayLiteral("appendonly"),
                     appendOnly ? QByteArrayLiteral("yes") : QByteArrayLiteral("no")});
    for (const QList<QByteArray> &set : std::as_const(sets)) {
        RedisConnection::Pending changed = m_commands.command(set);
        const RedisValue result = co_await changed;
        if (result.kind != RedisValue::Kind::Status)
            co_return described + LiveRedisTr::tr(" (not set: %1)").arg(QString::fromUtf8(result.text));
    }
    co_return described + LiveRedisTr::tr(" (set by CONFIG SET for this restart)");
}

QCoro::Task<> LiveRedis::enableExpiryEvents()
{
    const QString off = LiveRedisTr::tr("keyspace notifications off (%1): the trace has no expiries reported by Redis");
    m_events.setCommandTimeout(m_options.commandTimeoutMs);
    const QString error = co_await m_events.open(m_options.url, m_options.connectTimeoutMs);
    if (!error.isEmpty()) {
        m_notes.append(off.arg(LiveRedisTr::tr("second connection failed: ") + error));
        co_return;
    }
    const QList<QByteArray> get{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"),
                                QByteArrayLiteral("notify-keyspace-events")};
    RedisConnection::Pending got = m_events.command(get);
    const RedisValue current = co_await got;
    if (current.kind != RedisValue::Kind::Array || current.elements.size() != 2) {
        m_notes.append(off.arg(LiveRedisTr::tr("CONFIG GET not permitted: ") + QString::fromUtf8(current.text)));
        m_events.close();
        co_return;
    }
    const QByteArray flags = current.elements.at(1);
    // E: keyevent channels; x: expired events (A includes x).
    QByteArray wanted = flags;
    if (!wanted.contains('E'))
        wanted += 'E';
    if (!wanted.contains('x') && !wanted.contains('A'))
        wanted += 'x';
    if (wanted != flags) {
        const QList<QByteArray> set{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                    QByteArrayLiteral("notify-keyspace-events"), wanted};
        RedisConnection::Pending changed = m_events.command(set);
        const RedisValue result = co_await changed;
        if (result.kind != RedisValue::Kind::Status) {
            m_notes.append(off.arg(LiveRedisTr::tr("CONFIG SET notify-keyspace-events not permitted: ")
                                   + QString::fromUtf8(result.text)));
            m_events.close();
            co_return;
        }
        RedisConnection::Pending reread = m_events.command(get);
        const RedisValue now = co_await reread;
        m_changedNotify = true;
        m_originalNotify = flags;
        m_ourNotify = now.elements.size() == 2 ? now.elements.at(1) : wanted;
        m_notes.append(
            LiveRedisTr::tr(
                "notify-keyspace-events was \"%1\", set to \"%2\" for this run (to be put back when it ends)")
                .arg(QString::fromUtf8(flags), QString::fromUtf8(m_ourNotify)));
    }
    const QByteArray channel = "__keyevent@" + QByteArray::number(m_options.url.db) + "__:expired";
    RedisConnection::Pending subscribed =
        m_events.subscribe(channel, [this](const QByteArray &, const QByteArray &key) { onExpiredMessage(key); });
    const RedisValue confirmation = co_await subscribed;
    if (confirmation.kind != RedisValue::Kind::Array) {
        m_notes.append(off.arg(LiveRedisTr::tr("SUBSCRIBE failed: ") + QString::fromUtf8(confirmation.text)));
        m_events.close();
        co_return;
    }
    m_events.setDisconnectHandler([this](const QString &) { m_subscribed = false; });
    m_subscribed = true;
    m_notes.append(LiveRedisTr::tr("keyspace notifications on: expiries as Redis reports them (")
                   + QString::fromUtf8(channel) + u')');
}

QByteArray LiveRedis::scaledMs(qint64 scenarioMs) const
{
    // Non-positive TTLs keep their meaning (PEXPIRE 0 deletes); positive ones never round to 0.
    if (scenarioMs <= 0)
        return QByteArray::number(scenarioMs);
    if (scenarioMs != m_lastScenarioMs || m_lastScaled.isNull()) {  // a worker's TTL, again and again
        m_lastScenarioMs = scenarioMs;
        m_lastScaled = QByteArray::number(
            std::max<qint64>(1, std::llround(static_cast<double>(scenarioMs) * m_options.timeScale)));
    }
    return m_lastScaled;
}

QByteArray LiveRedis::fullKeyUtf8(const QString &key) const
{
    // A worker's commands name the same key again and again: its bytes are made once, not twice a
    // command (buildArgs and remember).
    if (key != m_lastKey || m_lastKeyUtf8.isNull()) {
        m_lastKey = key;
        m_lastKeyUtf8 = m_prefixUtf8 + key.toUtf8();
    }
    return m_lastKeyUtf8;
}

QByteArray LiveRedis::valueUtf8(const QString &value) const
{
    // A worker's token, sent with its acquire, extends and release.
    if (value != m_lastValue || m_lastValueUtf8.isNull()) {
        m_lastValue = value;
        m_lastValueUtf8 = value.toUtf8();
    }
    return m_lastValueUtf8;
}

namespace {
QByteArray keyCount(int n)
{
    static const QByteArray small[] = {"0", "1", "2", "3"};  // every script's: shared, not allocated
    return n >= 0 && n < 4 ? small[n] : QByteArray::number(n);
}
}  // namespace

QList<QByteArray> LiveRedis::buildArgs(const Request &r, bool evalFallback) const
{
    const QByteArray key = fullKeyUtf8(r.key);
    const auto script = [&](Script s, int numKeys) {
        return evalFallback
                   ? QList<QByteArray>{QByteArrayLiteral("EVAL"), QByteArray(scriptSource(s)), keyCount(numKeys)}
                   : QList<QByteArray>{QByteArrayLiteral("EVALSHA"), m_sha[static_cast<size_t>(s)], keyCount(numKeys)};
    };
    const QByteArray &storeTtl = m_storeTtl;
    switch (r.command) {
    case Command::Set: {
        QList<QByteArray> args{QByteArrayLiteral("SET"), key, valueUtf8(r.value)};
        if (r.condition == SetCondition::IfAbsent)
            args.append(QByteArrayLiteral("NX"));
        else if (r.condition == SetCondition::IfPresent)
            args.append(QByteArrayLiteral("XX"));
        if (r.number > 0)
            args << QByteArrayLiteral("PX") << scaledMs(r.number);
        return args;
    }
    case Command::Get:
        return {QByteArrayLiteral("GET"), key};
    case Command::Del:
        return {QByteArrayLiteral("DEL"), key};
    case Command::Pttl:
        return {QByteArrayLiteral("PTTL"), key};
    case Command::Pexpire:
        return {QByteArrayLiteral("PEXPIRE"), key, scaledMs(r.number)};
    case Command::Incr: {
        // INCR and the counter's TTL in one command (a bare INCR would create a key without one).
        QList<QByteArray> args = script(CountWithTtl, 1);
        args << key << storeTtl;
        return args;
    }
    case Command::CompareAndDelete: {
        QList<QByteArray> args = script(CompareAndDelete, 1);
        args << key << valueUtf8(r.value);
        return args;
    }
    case Command::CompareAndExtend: {
        QList<QByteArray> args = script(CompareAndExtend, 1);
        args << key << valueUtf8(r.value) << scaledMs(r.number);
        return args;
    }
    case Command::FencedWrite: {
        QList<QByteArray> args = script(FencedWrite, 3);
        args << key + ":fence" << key + ":value" << key + ":count" << QByteArray::number(r.number) << r.value.toUtf8()
             << storeTtl;
        return args;
    }
    case Command::Write: {
        QList<QByteArray> args = script(PlainWrite, 2);
        args << key + ":value" << key + ":count" << r.value.toUtf8() << storeTtl;
        return args;
    }
    case Command::AcquireWithFence: {
        QList<QByteArray> args = script(AcquireWithFence, 2);
        args << key << m_prefixUtf8 + StoreKeys::fenceCounter().toUtf8() << r.value.toUtf8() << scaledMs(r.number)
             << storeTtl;
        return args;
    }
    case Command::Ping:
        return {QByteArrayLiteral("PING")};
    case Command::Wait:  // the timeout races the replicas on the wall clock: scaled like a TTL
        return {QByteArrayLiteral("WAIT"), r.value.toUtf8(), scaledMs(r.number)};
    case Command::SqlUpdate:
    case Command::SqlFencedUpdate:
    case Command::SqlInsertJob:
    case Command::FileWrite:
        break;  // not Redis commands: execute() refuses them
    }
    return {QByteArrayLiteral("PING")};
}

void LiveRedis::remember(const Request &r)
{
    // Recorded when sent, not when replied: a command whose reply was lost may still have written.
    const QByteArray key = fullKeyUtf8(r.key);
    switch (r.command) {
    case Command::Set:
    case Command::Incr:
        m_written.insert(key);
        break;
    case Command::AcquireWithFence:
        m_written.insert(key);
        m_written.insert(m_prefixUtf8 + StoreKeys::fenceCounter().toUtf8());
        break;
    case Command::FencedWrite:
        m_written.insert(key + ":fence");
        Q_FALLTHROUGH();
    case Command::Write:
        m_written.insert(key + ":value");
        m_written.insert(key + ":count");
        break;
    default:
        break;
    }
}

Reply LiveRedis::toReply(const Request &request, const RedisValue &v) const
{
    switch (v.kind) {
    case RedisValue::Kind::Status: {
        static const QString ok = QStringLiteral("OK");  // shared, not allocated for every SET's reply
        return Reply::status(v.text == "OK" ? ok : QString::fromUtf8(v.text));
    }
    case RedisValue::Kind::Error:
        return Reply::error(QString::fromUtf8(v.text));
    case RedisValue::Kind::Integer:
        if (request.command == Command::Pttl && v.integer > 0)
            return Reply::ofInteger(std::llround(static_cast<double>(v.integer) / m_options.timeScale));
        return Reply::ofInteger(v.integer);
    case RedisValue::Kind::Nil:
        return Reply::nil();
    case RedisValue::Kind::String:
        return Reply::ofString(QString::fromUtf8(v.text));
    case RedisValue::Kind::Array:
        return Reply::error(LiveRedisTr::tr("unexpected array reply"));
    case RedisValue::Kind::NoReply:
        return Reply::unknown(QString::fromUtf8(v.text));
    case RedisValue::Kind::NotSent:
        return Reply::error(QString::fromUtf8(v.text));
    }
    return Reply::error(LiveRedisTr::tr("unexpected reply"));
}

QCoro::Task<Reply> LiveRedis::execute(const Request &sent)
{
    const Request request = sent;  // copied before the first suspension
    const Micros sentAt = m_scheduler.now();
    // Like the embedded store: a restarting server, or a dead primary, refuses connections.
    if (m_primaryDown)
        co_return Reply::error(LiveRedisTr::tr("connection refused: the primary is down"));
    if (m_restarting || sentAt < m_downUntil)
        co_return Reply::error(LiveRedisTr::tr("connection refused: the server is restarting"));
    if (isDataStoreCommand(request.command))
        co_return Reply::error(QStringLiteral("ERR not a Redis command: ") + commandName(request.command));
    remember(request);
    const quint64 flight = ++m_lastFlight;
    m_inFlight.insert(
        flight,
        InFlight{request.worker, request.command,
                 request.command == Command::Wait ? sentAt + usFromMs(static_cast<double>(request.number)) : -1});
    const auto landed = qScopeGuard([this, flight] { m_inFlight.remove(flight); });
    const int killsAtSend = m_failovers;
    const Micros dueBy = m_inFlight.value(flight).dueBy;
    const QList<QByteArray> args = buildArgs(request, false);
    RedisConnection &connection = connectionFor(request.worker);
    const bool patient = m_options.patientTimeoutMs > 0 && m_options.patientWorkers.contains(request.worker);
    const int timeoutMs = patient ? m_options.patientTimeoutMs : 0;
    QElapsedTimer inFlight;  // a patient call that ran out its own (long) timeout says so below
    if (patient)
        inFlight.start();
    RedisConnection::Pending pending = connection.command(args, timeoutMs);
    RedisValue value = co_await pending;
    if (m_cluster && value.isError())
        value = co_await followRedirects(request.worker, args, timeoutMs, std::move(value));
    const bool isScript = request.command == Command::CompareAndDelete || request.command == Command::CompareAndExtend
                          || request.command == Command::FencedWrite || request.command == Command::Write
                          || request.command == Command::AcquireWithFence || request.command == Command::Incr;
    if (isScript && value.isError() && value.text.startsWith("NOSCRIPT")) {
        // The server's script cache was flushed (SCRIPT FLUSH, restart): EVAL sends the body and caches it
        // again.
        qCInfo(lcRedis) << "NOSCRIPT for" << commandName(request.command) << "- falling back to EVAL";
        const QList<QByteArray> evalArgs = buildArgs(request, true);
        RedisConnection::Pending again = connectionFor(request.worker).command(evalArgs, timeoutMs);
        value = co_await again;
    }
    if (request.command == Command::Wait && cutByFailover(dueBy, killsAtSend)) {
        // The model's primary died while this WAIT still blocked: its reply, which raced the kill
        // in (a loaded machine runs the overdue kill after the socket), is not delivered. The
        // worker hears of it once the primary is dead, so what it does next meets a dead primary,
        // as in the model.
        QElapsedTimer waited;
        waited.start();
        while (m_failovers == killsAtSend && waited.elapsed() < 5000)
            co_await QCoro::sleepFor(std::chrono::milliseconds(1));
        co_return Reply::unknown(LiveRedisTr::tr("connection closed: the primary died"));
    }
    if (patient && value.kind == RedisValue::Kind::NoReply && inFlight.elapsed() >= timeoutMs)
        value.text = LiveRedisTr::tr("still no reply after %1 ms (wall): this client has no timeout; LockLab stopped "
                                     "waiting at the run's deadline")
                         .arg(timeoutMs)
                         .toUtf8();
    const Reply reply = toReply(request, value);
    watchReply(request, reply, sentAt);
    co_return reply;
}

bool LiveRedis::cutByFailover(Micros dueBy, int killsAtSend) const
{
    if (m_failovers != killsAtSend)
        return true;  // the kill happened while it was in flight and did not wait for it
    // The next failover is due (its timer may not have run yet) before this WAIT's deadline.
    const qsizetype next = m_failovers;
    if (next >= m_options.failoversAt.size())
        return false;
    const Micros at = m_options.failoversAt.at(next);
    return m_scheduler.now() >= at && dueBy > at;
}

QCoro::Task<QStringList> LiveRedis::settleBeforeKill(Micros at)
{
    // Redis answers a WAIT whose timeout passed on its next cron tick (1000/hz ms apart: up to
    // 10 ms late at --hz 100); the model answers it at its deadline. A failover falling between the
    // two would cut a WAIT the model answered, and whatever its answer set off (a release-and-retry's
    // DEL) would meet a dead primary. So with scenario time held the kill first lets every command
    // in flight finish (a command sent before the fault reached the model's primary before it), and
    // what their replies set off at once, except a WAIT still blocking at the fault instant in the
    // model: the kill cuts that one there too. Bounded, in case a server never answers.
    const auto waiting = [this, at] {
        for (const InFlight &f : std::as_const(m_inFlight)) {
            if (f.dueBy < 0 || f.dueBy <= at)
                return true;
        }
        return false;
    };
    QStringList waitedFor;
    if (!waiting())
        co_return waitedFor;
    for (const InFlight &f : std::as_const(m_inFlight)) {
        if (f.dueBy < 0 || f.dueBy <= at)
            waitedFor << m_options.workerNames.value(f.worker, QStringLiteral("worker %1").arg(f.worker + 1))
                             + QStringLiteral("'s ") + commandName(f.command);
    }
    QElapsedTimer waited;
    waited.start();
    const qint64 boundMs = 250 + static_cast<qint64>(static_cast<double>(m_options.commandTimeoutMs) * 2);
    while (waiting() && waited.elapsed() < boundMs)
        co_await QCoro::sleepFor(std::chrono::milliseconds(1));
    qCDebug(lcRedis) << "failover kill waited" << waited.elapsed() << "ms for" << waitedFor;
    waitedFor.removeDuplicates();
    co_return waitedFor;
}

QCoro::Task<LiveRedis::SentinelWait> LiveRedis::waitForSentinel()
{
    // Asked every 2 ms (a short blocking ask of a local sentinel each): when it holds the primary
    // down, and when it names a replica as the primary. Bounded: a sentinel that never promotes
    // (no good replica) fails the promotion instead of hanging the run.
    ManagedTopology *topology = m_options.topology;
    SentinelWait wait;
    const qint64 boundMs = topology->sentinelDownAfterMs() + 15000;
    const auto sinceKill = [this] { return (m_scheduler.wallNow() - m_killedWall) / 1000; };
    while (sinceKill() < boundMs) {
        if (wait.noticedMs < 0 && topology->sentinelSeesPrimaryDown())
            wait.noticedMs = sinceKill();
        if (const int replica = topology->sentinelPrimary(); replica >= 0) {
            wait.replica = replica;
            break;
        }
        co_await QCoro::sleepFor(std::chrono::milliseconds(2));
    }
    wait.promotedMs = sinceKill();
    if (wait.noticedMs < 0 && wait.replica >= 0)
        wait.noticedMs = wait.promotedMs;  // it flagged and promoted between two asks
    qCDebug(lcRedis) << "sentinel: +sdown at" << wait.noticedMs << "ms, replica" << wait.replica << "named at"
                     << wait.promotedMs << "ms after the kill";
    co_return wait;
}

void LiveRedis::abortPending(const QString &why)
{
    m_commands.abortAll(why);
    for (const auto &c : m_workerConnections)
        c->abortAll(why);
    for (const auto &c : m_retired)
        c->abortAll(why);
    if (m_asking)
        m_asking->abortAll(why);
}

QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::replicationFault(const Fault &fault)
{
    ManagedTopology *topology = m_options.topology;
    if (!topology && m_options.cluster)
        co_return co_await clusterFault(fault);
    if (!topology)
        co_return FaultOutcome{false, false,
                               LiveRedisTr::tr("%1 needs the managed topology (--redis managed and \"redis\": "
                                               "{\"replicas\": n} in the scenario)")
                                   .arg(faultKindName(fault.kind))};
    if (fault.kind == FaultKind::ReplicationLag)
        co_return holdReplication(fault, *topology);
    // A sentinel promotes when it decides, on the wall clock: scenario time runs meanwhile (the
    // clients retry and are refused), and only the reconnect below holds it.
    SentinelWait sentinel;
    if (fault.kind == FaultKind::Promotion && m_primaryDown && topology->hasSentinel())
        sentinel = co_await waitForSentinel();
    const bool holding = static_cast<bool>(m_options.holdClock);
    QElapsedTimer held;
    held.start();
    if (holding)
        m_options.holdClock(true);
    const auto release = qScopeGuard([this, holding, &held] {
        m_heldForFailoverMs += held.elapsed();
        if (holding)
            m_options.holdClock(false);
    });
    if (fault.kind == FaultKind::Failover)
        co_return co_await killPrimary(fault, *topology);
    co_return co_await promoteReplica(*topology, sentinel, holding, held);
}

QCoro::Task<QString> LiveRedis::switchPrimary(RedisUrl primary, QStringList *notes)
{
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));  // off any hiredis stack
    if (m_closing)
        co_return QString();
    if (m_changedNotify && m_commands.isConnected()) {
        // The old primary still answers (a manual failover leaves it up, as a replica): the
        // setting this run changed there is put back before leaving it.
        const QList<QByteArray> set{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                    QByteArrayLiteral("notify-keyspace-events"), m_originalNotify};
        RedisConnection::Pending restored = m_commands.command(set);
        const RedisValue result = co_await restored;
        co_await QCoro::sleepFor(std::chrono::milliseconds(0));
        if (m_closing)
            co_return QString();
        notes->append(result.kind == RedisValue::Kind::Status
                          ? LiveRedisTr::tr("notify-keyspace-events restored to \"%1\" on the old primary %2")
                                .arg(QString::fromUtf8(m_originalNotify), m_options.url.redacted())
                          : LiveRedisTr::tr("notify-keyspace-events NOT restored on the old primary %1 (%2): "
                                            "CONFIG SET notify-keyspace-events \"%3\" there puts it back")
                                .arg(m_options.url.redacted(), QString::fromUtf8(result.text),
                                     QString::fromUtf8(m_originalNotify)));
        m_changedNotify = false;
    }
    m_commands.setDisconnectHandler(nullptr);
    m_commands.close();
    closeWorkerConnections();
    m_events.close();
    m_subscribed = false;
    m_options.url = primary;
    QString error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    if (m_closing)
        co_return QString();
    if (error.isEmpty())
        error = co_await openWorkerConnections();
    if (m_closing)
        co_return QString();
    if (!error.isEmpty()) {
        m_lost = true;
        co_return LiveRedisTr::tr("cannot connect to the new primary %1: %2").arg(m_options.url.redacted(), error);
    }
    // SCRIPT LOAD is per server: the new primary may never have seen the scripts.
    std::vector<RedisConnection::Pending> loads;
    for (int i = 0; i < ScriptCount; ++i) {
        const QList<QByteArray> load{QByteArrayLiteral("SCRIPT"), QByteArrayLiteral("LOAD"),
                                     QByteArray(scriptSource(i))};
        loads.push_back(m_commands.command(load));
    }
    for (RedisConnection::Pending &load : loads)
        co_await load;
    if (m_closing)
        co_return QString();
    watchForLoss();
    m_lost = false;
    const qsizetype before = m_notes.size();
    if (m_options.keyspaceEvents)
        co_await enableExpiryEvents();
    if (m_closing)
        co_return QString();
    *notes += m_notes.mid(before);
    co_return QString();
}

// replication-lag: the relay keeps the primary's bytes from now to untilMs (scenario time), exactly
// the model's window.
CommandExecutor::FaultOutcome LiveRedis::holdReplication(const Fault &fault, ManagedTopology &topology)
{
    if (m_primaryDown)
        return FaultOutcome{false, false, LiveRedisTr::tr("no primary streaming to a replica")};
    topology.holdReplication(fault.replica, true);
    const int replica = fault.replica;
    m_scheduler.callAt(usFromMs(static_cast<double>(fault.untilMs)),
                       [this, &topology, replica, failovers = m_failovers] {
                           if (failovers == m_failovers)
                               topology.holdReplication(replica, false);
                       },
                       {-1, WakeReason::Timer});
    QStringList held;
    for (int i = 0; i < topology.replicaCount(); ++i) {
        if (fault.replica < 0 || fault.replica == i)
            held << QString::number(i + 1);
    }
    return FaultOutcome{true, false,
                        FaultTr::tr("replication held: replica(s) %1 receive nothing of the primary's stream until "
                                    "%2 ms")
                                .arg(held.join(QStringLiteral(", ")))
                                .arg(fault.untilMs)
                            + LiveRedisTr::tr(" (the relay holds the bytes)")};
}

// failover: the primary dies with what it had not yet streamed to the replicas.
QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::killPrimary(const Fault &fault, ManagedTopology &topology)
{
    if (m_primaryDown)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("the primary is already down")};
    // The model's instant of death is the fault's atMs: a kill woken a few ms late must not
    // let a WAIT land that the model cut.
    const QStringList waitedFor = co_await settleBeforeKill(usFromMs(static_cast<double>(fault.atMs)));
    // Every client loses its connection with the primary: what is in flight has no reply.
    m_primaryDown = true;
    ++m_failovers;
    m_heldForFailoverMs = 0;
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));  // off any hiredis stack
    m_commands.setDisconnectHandler(nullptr);
    m_commands.close();
    closeWorkerConnections();
    m_events.close();
    m_subscribed = false;
    const QStringList keys = writtenKeys();
    QList<QByteArray> full;
    for (const QString &key : keys)
        full << key.toUtf8();
    const ManagedTopology::Death death = topology.killPrimary(full);
    m_killedWall = m_scheduler.wallNow();
    if (!death.ok) {
        m_lost = true;
        co_return FaultOutcome{false, false, death.error};
    }
    FaultOutcome outcome{true, !death.lost.isEmpty(), {}};
    for (const QByteArray &key : death.lost)
        outcome.lostKeys << QString::fromUtf8(key.mid(m_prefixUtf8.size()));
    outcome.replica = death.replica;
    outcome.note = FaultTr::tr("the primary died; replica %1, the most up-to-date, has %2 of its "
                               "%3 key(s)")
                       .arg(death.replica + 1)
                       .arg(death.alive - death.lost.size())
                       .arg(death.alive)
                   + QStringLiteral(" (SIGKILL)");
    if (!waitedFor.isEmpty())
        outcome.note += LiveRedisTr::tr("; the kill waited, scenario time held, for ") + waitedFor.join(u", ")
                        + LiveRedisTr::tr(" in flight and what their replies set off");
    co_return outcome;
}

// promotion: a replica becomes the primary (the lab's REPLICAOF NO ONE, or the sentinel's choice)
// and the clients reconnect to it.
QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::promoteReplica(ManagedTopology &topology,
                                                                     const SentinelWait &sentinel, bool holding,
                                                                     const QElapsedTimer &held)
{
    if (!m_primaryDown)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("no failover under way")};
    QString error;
    if (topology.hasSentinel() && sentinel.replica < 0)
        error = LiveRedisTr::tr("the sentinel promoted no replica within %1 ms of the kill (wall)")
                    .arg(sentinel.promotedMs);
    if (!error.isEmpty()
        || !(topology.hasSentinel() ? topology.adoptSentinelPromotion(sentinel.replica, &error)
                                    : topology.promote(&error))) {
        m_lost = true;
        if (m_onLost)
            m_onLost(error);
        co_return FaultOutcome{false, false, error};
    }
    m_options.url = topology.primaryUrl();
    error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    if (error.isEmpty())
        error = co_await openWorkerConnections();
    if (!error.isEmpty()) {
        m_lost = true;
        if (m_onLost)
            m_onLost(LiveRedisTr::tr("cannot reconnect to the promoted replica: ") + error);
        co_return FaultOutcome{false, false, error};
    }
    const qint64 kept = co_await resumeOnNewPrimary(holding, held);
    m_primaryDown = false;
    const int promoted = topology.primaryInstance() - 1;
    const int left = topology.replicaCount() - 1;
    FaultOutcome outcome{true, false, {}};
    outcome.replica = promoted;
    QStringList followers;
    for (int i = 0; i < topology.replicaCount(); ++i) {
        if (i != promoted)
            followers << QString::number(i + 1);
    }
    if (topology.hasSentinel()) {
        outcome.note = FaultTr::tr("the sentinel promoted replica %1 with %2 key(s): it saw the primary "
                                   "down (+sdown) %3 ms after the kill (down-after-milliseconds %4) "
                                   "and named the replica %5 ms after it (wall); the clients reconnect "
                                   "to it")
                           .arg(promoted + 1)
                           .arg(kept)
                           .arg(sentinel.noticedMs)
                           .arg(topology.sentinelDownAfterMs())
                           .arg(sentinel.promotedMs);
        co_return outcome;
    }
    outcome.note = left == 0 ? FaultTr::tr("replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the "
                                           "clients reconnect to it; no replica is left")
                                   .arg(promoted + 1)
                                   .arg(kept)
                             : FaultTr::tr("replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the "
                                           "clients reconnect to it; replica %3 follows it")
                                   .arg(promoted + 1)
                                   .arg(kept)
                                   .arg(followers.join(QStringLiteral(", ")));
    co_return outcome;
}

void LiveRedis::watchReply(const Request &r, const Reply &reply, Micros sentAt)
{
    if (!m_subscribed)
        return;
    auto it = m_watch.find(r.key);
    if (it != m_watch.end()) {
        for (Generation &g : *it) {
            if (g.touched < 0 && sentAt >= g.deadline)
                g.touched = sentAt;
        }
    }
    if (reply.isFailure())
        return;
    const bool one = reply.kind == Reply::Kind::Integer && reply.integer == 1;
    switch (r.command) {
    case Command::Set:
    case Command::AcquireWithFence: {
        const bool took =
            r.command == Command::Set ? reply.isOk() : reply.kind == Reply::Kind::Integer && reply.integer > 0;
        if (!took)
            return;
        std::deque<Generation> &gens = m_watch[r.key];
        if (r.command == Command::AcquireWithFence || r.condition == SetCondition::IfAbsent) {
            // NX took, so the key was gone when the server ran it: a generation still watched (a
            // DEL pops its own) expired before this SET ran, though its event may come after the
            // reply. Date it no later than its deadline or this send, whichever is later, so it
            // does not end the new holder's span.
            for (Generation &g : gens) {
                if (g.touched < 0)
                    g.touched = std::max(g.deadline, sentAt);
            }
        } else {
            // A value whose deadline had not come was overwritten or deleted, not expired: no event will come.
            std::erase_if(gens, [sentAt](const Generation &g) { return g.deadline > sentAt; });
        }
        if (r.number > 0)
            gens.push_back(Generation{sentAt + usFromMs(static_cast<double>(r.number)), -1, -1});
        while (gens.size() > 16)
            gens.pop_front();
        return;
    }
    case Command::Pexpire:
    case Command::CompareAndExtend:
        if (one && it != m_watch.end() && !it->empty()) {
            if (r.number > 0)
                it->back() = Generation{sentAt + usFromMs(static_cast<double>(r.number)), -1, -1};
            else
                it->pop_back();
        }
        return;
    case Command::Del:
    case Command::CompareAndDelete:
        if (one && it != m_watch.end() && !it->empty())
            it->pop_back();
        return;
    default:
        return;
    }
}

void LiveRedis::onExpiredMessage(const QByteArray &key)
{
    if (!key.startsWith(m_prefixUtf8))
        return;  // another run's key, or not ours at all
    const QString relative = QString::fromUtf8(key.mid(m_prefixUtf8.size()));
    Micros at = m_scheduler.now();
    Micros deadline = -1;
    auto it = m_watch.find(relative);
    if (it != m_watch.end() && !it->empty() && it->front().deadline <= at) {
        const Generation g = it->front();
        it->pop_front();
        deadline = g.told >= 0 ? g.told : g.deadline;
        if (g.touched >= 0)
            at = std::min(at, g.touched);
    }
    if (m_onExpired)
        m_onExpired(relative, at, deadline);
}

QCoro::Task<LiveRedis::CleanupReport> LiveRedis::cleanup(int boundMs)
{
    CleanupReport report;
    // Stop listening first: our own DELs raise no `expired` events, but other clients' might.
    m_events.close();
    m_subscribed = false;
    abortPending(LiveRedisTr::tr("run ended"));  // the command connection and every worker's
    const int bound =
        std::max(1, std::min(boundMs, m_options.commandTimeoutMs > 0 ? m_options.commandTimeoutMs : boundMs));
    // The command connection may be gone (a dropped connection, a restart that failed) or stalled
    // (a reply overdue: what cleanup sends would wait behind it): the settings this run changed
    // are still worth one fresh connection.
    RedisConnection &fresh = m_cleanupConnection;
    RedisConnection *c = &m_commands;
    QString unreachable;
    if ((!m_commands.isConnected() || m_commands.stalled())
        && (m_changedNotify || m_changedPersistence || !m_written.isEmpty())) {
        fresh.setCommandTimeout(bound);
        unreachable = co_await fresh.open(m_options.url, std::min(bound, m_options.connectTimeoutMs));
        c = &fresh;
    }
    const int savedTimeout = m_commands.commandTimeout();
    m_commands.setCommandTimeout(bound);
    const auto restoreTimeout = qScopeGuard([this, savedTimeout] { m_commands.setCommandTimeout(savedTimeout); });
    auto why = [&](const RedisValue &v) {
        return !unreachable.isEmpty() ? LiveRedisTr::tr("cannot reconnect: ") + unreachable : QString::fromUtf8(v.text);
    };

    if (m_changedNotify) {
        // Put the server's setting back, unless someone changed it again meanwhile.
        const QString original = QString::fromUtf8(m_originalNotify);
        const QString ours = QString::fromUtf8(m_ourNotify);
        const QList<QByteArray> get{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"),
                                    QByteArrayLiteral("notify-keyspace-events")};
        RedisConnection::Pending got = c->command(get);
        const RedisValue current = co_await got;
        if (current.kind != RedisValue::Kind::Array || current.elements.size() != 2) {
            report.serverRestored = false;
            report.notes.append(LiveRedisTr::tr("notify-keyspace-events NOT restored (%1): it may still be \"%2\"; "
                                                "CONFIG SET notify-keyspace-events \"%3\" puts it back")
                                    .arg(why(current), ours, original));
        } else if (current.elements.at(1) != m_ourNotify) {
            report.notes.append(LiveRedisTr::tr("notify-keyspace-events left as \"%1\": someone changed it during the "
                                                "run (it was \"%2\" before)")
                                    .arg(QString::fromUtf8(current.elements.at(1)), original));
        } else {
            const QList<QByteArray> set{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                        QByteArrayLiteral("notify-keyspace-events"), m_originalNotify};
            RedisConnection::Pending restored = c->command(set);
            const RedisValue result = co_await restored;
            if (result.kind == RedisValue::Kind::Status) {
                report.notes.append(LiveRedisTr::tr("notify-keyspace-events restored to \"%1\"").arg(original));
            } else {
                report.serverRestored = false;
                report.notes.append(LiveRedisTr::tr("notify-keyspace-events NOT restored (%1): it is still \"%2\"; "
                                                    "CONFIG SET notify-keyspace-events \"%3\" puts it back")
                                        .arg(why(result), ours, original));
            }
        }
        m_changedNotify = false;
    }
    if (m_changedPersistence) {
        const QList<QPair<QByteArray, QByteArray>> settings{{QByteArrayLiteral("appendonly"), m_originalAppendOnly},
                                                            {QByteArrayLiteral("appendfsync"), m_originalFsync}};
        for (const auto &[name, value] : settings) {
            const QList<QByteArray> set{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"), name, value};
            RedisConnection::Pending restored = c->command(set);
            const RedisValue result = co_await restored;
            if (result.kind == RedisValue::Kind::Status) {
                report.notes.append(
                    LiveRedisTr::tr("%1 restored to \"%2\"").arg(QString::fromLatin1(name), QString::fromUtf8(value)));
            } else {
                report.serverRestored = false;
                report.notes.append(LiveRedisTr::tr("%1 NOT restored (%2): CONFIG SET %1 %3 puts it back")
                                        .arg(QString::fromLatin1(name), why(result), QString::fromUtf8(value)));
            }
        }
        m_changedPersistence = false;
    }

    QList<QByteArray> keys(m_written.cbegin(), m_written.cend());
    std::sort(keys.begin(), keys.end());
    int deleted = 0;
    QString refused;
    for (qsizetype from = 0; from < keys.size() && refused.isEmpty(); from += 256) {
        QList<QByteArray> del{QByteArrayLiteral("DEL")};
        del.append(keys.mid(from, 256));
        RedisConnection::Pending done = c->command(del);
        RedisValue result = co_await done;
        if (m_cluster && result.isError())
            result = co_await clusterDelete(del, std::move(result));
        if (result.kind == RedisValue::Kind::Integer)
            deleted += static_cast<int>(result.integer);
        else
            refused = why(result);
    }
    const QString ttl = QString::number(m_options.namespaceTtlMs / 1000);
    if (refused.isEmpty()) {
        report.deleted = deleted;
        report.notes.append(LiveRedisTr::tr("cleanup: deleted %1 key(s) of this run by name").arg(deleted));
        m_written.clear();
    } else {
        report.notes.append(LiveRedisTr::tr("cleanup: DEL failed (%1): the run's keys expire with their TTLs "
                                            "(at most %2 s)")
                                .arg(refused, ttl));
    }
    fresh.close();
    co_return report;
}

}  // namespace locklab

namespace locklab {

QCoro::Task<QString> LiveRedis::routeToSlotPrimary()
{
    const bool named = m_options.url.topology == RedisUrl::Topology::Cluster;
    RedisConnection::Pending infoCluster =
        m_commands.command({QByteArrayLiteral("INFO"), QByteArrayLiteral("cluster")});
    const RedisValue info = co_await infoCluster;
    if (!info.text.contains("cluster_enabled:1")) {
        if (named)
            co_return LiveRedisTr::tr("%1 is not a Redis Cluster node (INFO cluster does not say cluster_enabled:1): "
                                      "use redis://")
                .arg(m_options.url.redacted());
        co_return QString();
    }
    m_seeds = m_options.url;
    if (!named) {
        m_seeds.topology = RedisUrl::Topology::Cluster;
        m_notes.append(LiveRedisTr::tr("%1 is a Redis Cluster node (INFO cluster: cluster_enabled:1): the run treats "
                                       "it as %2")
                           .arg(m_options.url.redacted(), m_seeds.redacted()));
    }
    const RedisAddress asked = m_connectedAt;
    ClusterMap map;
    QString error;
    RedisConnection::Pending shards = m_commands.command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SHARDS")});
    const RedisValue shardsReply = co_await shards;
    if (shardsReply.failed() || !ClusterMap::parseShards(shardsReply, asked, &map, &error)) {
        // Before 7.0: CLUSTER SLOTS says the same for our use.
        RedisConnection::Pending slotsAsked =
            m_commands.command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SLOTS")});
        const RedisValue slotsReply = co_await slotsAsked;
        if (!ClusterMap::parseSlots(slotsReply, asked, &map, &error))
            co_return error;
    }
    m_slot = clusterKeySlot(m_prefixUtf8);
    const std::optional<RedisAddress> primary = map.primaryOf(m_slot);
    if (!primary)
        co_return LiveRedisTr::tr("no primary of the cluster serves slot %1, where the run's keys live (%2)")
            .arg(m_slot)
            .arg(m_prefix);
    m_cluster = true;
    // One connection per worker, as separate clients have: a MOVED replaces them under commands
    // of other workers still in flight, which then get their replies where they were sent.
    if (m_options.workers == 0)
        m_options.workers = static_cast<int>(m_options.workerNames.size());
    const RedisAddress current = m_connectedAt;
    m_options.url = m_seeds.at(*primary);
    m_notes.append(LiveRedisTr::tr("cluster: the run's keys (%1, slot %2) live on the primary at %3, as %4 of %5 says")
                       .arg(m_prefix)
                       .arg(m_slot)
                       .arg(primary->toString(),
                            map.fromShards ? QStringLiteral("CLUSTER SHARDS") : QStringLiteral("CLUSTER SLOTS"),
                            current.toString()));
    if (current == *primary)
        co_return QString();
    error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    if (!error.isEmpty())
        co_return LiveRedisTr::tr("cannot connect to the slot's primary at %1: %2")
            .arg(m_options.url.redacted(), error);
    co_await loadScripts(m_commands);
    co_return QString();
}

QCoro::Task<QString> LiveRedis::moveTo(RedisAddress address)
{
    while (m_moving)
        co_await QCoro::sleepFor(std::chrono::milliseconds(1));
    if (address == RedisAddress{m_options.url.host, m_options.url.port})
        co_return QString();  // another worker's MOVED got there first
    m_moving = true;
    const auto done = qScopeGuard([this] { m_moving = false; });
    const RedisUrl from = m_options.url;
    // This run's notification setting goes back on the node it leaves; the new one gets its own.
    if (m_changedNotify && m_commands.isConnected()) {
        RedisConnection::Pending restored =
            m_commands.command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                QByteArrayLiteral("notify-keyspace-events"), m_originalNotify});
        co_await restored;
        m_changedNotify = false;
    }
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));  // off any hiredis stack
    m_events.setDisconnectHandler(nullptr);
    m_events.close();
    m_subscribed = false;
    m_options.url = m_seeds.at(address);
    for (auto &c : m_workerConnections) {
        c->setDisconnectHandler(nullptr);
        m_retired.push_back(std::move(c));
    }
    m_workerConnections.clear();
    m_commands.setDisconnectHandler(nullptr);
    QString error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    if (error.isEmpty())
        error = co_await openWorkerConnections();
    if (!error.isEmpty())
        co_return error;
    watchForLoss();
    co_await loadScripts(m_commands);
    if (m_options.keyspaceEvents)
        co_await enableExpiryEvents();
    const QString moved = LiveRedisTr::tr("cluster: slot %1 moved from %2 to %3 (MOVED): every connection follows it")
                              .arg(m_slot)
                              .arg(RedisAddress{from.host, from.port}.toString(), address.toString());
    m_notes.append(moved);
    if (m_onNote)
        m_onNote(moved);
    co_return QString();
}

QCoro::Task<RedisValue> LiveRedis::followRedirects(int worker, QList<QByteArray> args, int timeoutMs, RedisValue value)
{
    // A few hops at most: a slot moves once in a while, not on every command.
    for (int hop = 0; hop < 5 && value.isError(); ++hop) {
        ClusterRedirect redirect = ClusterRedirect::parse(value.text);
        if (redirect.kind == ClusterRedirect::Kind::None)
            break;
        if (redirect.address.host.isEmpty())
            redirect.address.host = m_options.url.host;  // the node did not know its endpoint
        if (redirect.kind == ClusterRedirect::Kind::Moved) {
            if (const QString error = co_await moveTo(redirect.address); !error.isEmpty())
                co_return RedisValue::make(
                    RedisValue::Kind::NotSent,
                    LiveRedisTr::tr("cannot follow MOVED to %1: %2").arg(redirect.address.toString(), error).toUtf8());
            RedisConnection::Pending again = connectionFor(worker).command(args, timeoutMs);
            value = co_await again;
            continue;
        }
        // ASK: the slot is being migrated and the key is on the target already (or is new).
        if (!m_asking || !m_asking->isConnected() || !(m_askingAt == redirect.address)) {
            co_await QCoro::sleepFor(std::chrono::milliseconds(0));  // off any hiredis stack
            if (m_asking)
                m_retired.push_back(std::move(m_asking));
            m_asking = std::make_unique<RedisConnection>(QStringLiteral("asking"));
            m_asking->setCommandTimeout(m_options.commandTimeoutMs);
            m_askingAt = redirect.address;
            if (const QString error = co_await m_asking->open(m_seeds.at(redirect.address), m_options.connectTimeoutMs);
                !error.isEmpty())
                co_return RedisValue::make(
                    RedisValue::Kind::NotSent,
                    LiveRedisTr::tr("cannot follow ASK to %1: %2").arg(redirect.address.toString(), error).toUtf8());
            co_await loadScripts(*m_asking);
        }
        m_asking->sendIgnoringReply({QByteArrayLiteral("ASKING")});
        RedisConnection::Pending asked = m_asking->command(args, timeoutMs);
        value = co_await asked;
    }
    co_return value;
}

QCoro::Task<> LiveRedis::loadScripts(RedisConnection &connection)
{
    std::vector<RedisConnection::Pending> loads;
    for (int i = 0; i < ScriptCount; ++i)
        loads.push_back(
            connection.command({QByteArrayLiteral("SCRIPT"), QByteArrayLiteral("LOAD"), QByteArray(scriptSource(i))}));
    for (RedisConnection::Pending &load : loads)
        co_await load;  // a failure shows later as NOSCRIPT, and EVAL sends the body
}

QCoro::Task<qint64> LiveRedis::resumeOnNewPrimary(bool holding, const QElapsedTimer &held)
{
    co_await loadScripts(m_commands);  // SCRIPT LOAD is not replicated
    watchForLoss();
    if (m_options.keyspaceEvents)
        co_await enableExpiryEvents();
    const QStringList keys = writtenKeys();
    if (keys.isEmpty())
        co_return 0;
    if (holding) {
        // Redis's TTLs ran on while scenario time stood still for the kill and the promotion.
        QList<QByteArray> extend{QByteArrayLiteral("EVAL"), QByteArray(kExtendTtls), QByteArray::number(keys.size())};
        for (const QString &key : keys)
            extend.append(key.toUtf8());
        extend.append(QByteArray::number(m_heldForFailoverMs + held.elapsed()));
        RedisConnection::Pending extended = m_commands.command(extend);
        co_await extended;
    }
    QList<QByteArray> exists{QByteArrayLiteral("EXISTS")};
    for (const QString &key : keys)
        exists.append(key.toUtf8());
    RedisConnection::Pending counted = m_commands.command(exists);
    const RedisValue survivors = co_await counted;
    co_return survivors.kind == RedisValue::Kind::Integer ? survivors.integer : 0;
}

QCoro::Task<RedisValue> LiveRedis::clusterDelete(QList<QByteArray> del, RedisValue value)
{
    // The slot moved (MOVED) or is moving (ASK): DEL where it is now. During a migration a DEL of
    // several keys not all on the target gets TRYAGAIN: then one key at a time, each where it is.
    value = co_await followRedirects(-1, del, 0, std::move(value));
    if (!value.isError() || !value.text.startsWith("TRYAGAIN"))
        co_return value;
    qint64 deleted = 0;
    for (qsizetype i = 1; i < del.size(); ++i) {
        const QList<QByteArray> one{del.first(), del.at(i)};
        RedisConnection::Pending done = m_commands.command(one);
        RedisValue result = co_await done;
        if (result.isError())
            result = co_await followRedirects(-1, one, 0, std::move(result));
        if (result.kind != RedisValue::Kind::Integer)
            co_return result;
        deleted += result.integer;
    }
    RedisValue total;
    total.kind = RedisValue::Kind::Integer;
    total.integer = deleted;
    co_return total;
}

QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::clusterFault(const Fault &fault)
{
    ManagedCluster &cluster = *m_options.cluster;
    const int shard = cluster.shardOfSlot(m_slot);
    if (!m_cluster || shard < 0)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("the run's keys are on no shard of the managed cluster")};
    if (fault.kind == FaultKind::Promotion)
        co_return co_await followClusterPromotion(shard);
    if (fault.kind == FaultKind::Failover)
        co_return co_await killClusterPrimary(fault, shard);
    if (m_primaryDown)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("no primary streaming to a replica")};
    QString error;
    if (!cluster.holdReplication(shard, true, &error))
        co_return FaultOutcome{false, false, error};
    m_scheduler.callAt(usFromMs(static_cast<double>(fault.untilMs)),
                       [this, &cluster, shard, failovers = m_failovers] {
                           QString ignored;
                           if (failovers == m_failovers)
                               cluster.holdReplication(shard, false, &ignored);
                       },
                       {-1, WakeReason::Timer});
    co_return FaultOutcome{true, false,
                           LiveRedisTr::tr("replication held: shard %1's replica(s) receive nothing of its primary's "
                                           "stream until %2 ms (stopped with SIGSTOP, their link dropped on the "
                                           "primary with CLIENT KILL TYPE replica)")
                               .arg(shard + 1)
                               .arg(fault.untilMs)};
}

// failover on a cluster: the primary of the run's shard dies with what its replicas had not got.
QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::killClusterPrimary(const Fault &fault, int shard)
{
    if (m_primaryDown)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("the primary is already down")};
    const bool holding = static_cast<bool>(m_options.holdClock);
    QElapsedTimer held;
    held.start();
    m_heldForFailoverMs = 0;
    if (holding)
        m_options.holdClock(true);
    const auto release = qScopeGuard([this, holding, &held] {
        m_heldForFailoverMs += held.elapsed();
        if (holding)
            m_options.holdClock(false);
    });
    const QStringList waitedFor = co_await settleBeforeKill(usFromMs(static_cast<double>(fault.atMs)));
    m_primaryDown = true;
    ++m_failovers;
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));  // off any hiredis stack
    m_commands.setDisconnectHandler(nullptr);
    m_commands.close();
    closeWorkerConnections();
    m_events.setDisconnectHandler(nullptr);
    m_events.close();
    m_subscribed = false;
    QList<QByteArray> keys;
    for (const QString &key : writtenKeys())
        keys << key.toUtf8();
    const ManagedCluster::Death death = m_options.cluster->killPrimary(shard, keys);
    m_killedWall = m_scheduler.wallNow();
    if (!death.ok) {
        m_lost = true;
        co_return FaultOutcome{false, false, death.error};
    }
    FaultOutcome outcome{true, !death.lost.isEmpty(), {}};
    for (const QByteArray &key : death.lost)
        outcome.lostKeys << QString::fromUtf8(key.mid(m_prefixUtf8.size()));
    outcome.replica = 0;
    outcome.note = LiveRedisTr::tr("the primary of shard %1 died (SIGKILL); its replica has %2 of its %3 key(s)")
                       .arg(shard + 1)
                       .arg(death.alive - death.lost.size())
                       .arg(death.alive);
    if (!waitedFor.isEmpty())
        outcome.note += LiveRedisTr::tr("; the kill waited, scenario time held, for ") + waitedFor.join(u", ")
                        + LiveRedisTr::tr(" in flight and what their replies set off");
    co_return outcome;
}

// promotion on a cluster: the other primaries mark the dead one failed after cluster-node-timeout
// and vote its replica in. Scenario time runs meanwhile (the clients are refused); then the
// clients read the cluster's map again and reconnect to the slot's new primary.
QCoro::Task<CommandExecutor::FaultOutcome> LiveRedis::followClusterPromotion(int shard)
{
    if (!m_primaryDown)
        co_return FaultOutcome{false, false, LiveRedisTr::tr("no failover under way")};
    ManagedCluster &cluster = *m_options.cluster;
    const qint64 boundMs = cluster.nodeTimeoutMs() + 15000;
    const auto sinceKill = [this] { return (m_scheduler.wallNow() - m_killedWall) / 1000; };
    quint16 promoted = 0;
    while (sinceKill() < boundMs && (promoted = cluster.promotedReplica(shard)) == 0)
        co_await QCoro::sleepFor(std::chrono::milliseconds(5));
    const qint64 promotedMs = sinceKill();
    const auto fail = [this](const QString &why) {
        m_lost = true;
        if (m_onLost)
            m_onLost(why);
        return FaultOutcome{false, false, why};
    };
    if (promoted == 0)
        co_return fail(
            LiveRedisTr::tr("the cluster promoted no replica within %1 ms of the kill (wall)").arg(promotedMs));
    const bool holding = static_cast<bool>(m_options.holdClock);
    QElapsedTimer held;
    held.start();
    if (holding)
        m_options.holdClock(true);
    const auto release = qScopeGuard([this, holding] {
        if (holding)
            m_options.holdClock(false);
    });
    // As a cluster client does after a failover: the map again, from any node that answers.
    QString error;
    const ClusterMap map =
        co_await ClusterMap::discover(m_seeds, m_options.connectTimeoutMs, m_options.commandTimeoutMs, &error);
    const std::optional<RedisAddress> primary = map.primaryOf(m_slot);
    if (!primary)
        co_return fail(error.isEmpty() ? LiveRedisTr::tr("no primary serves slot %1 after the failover").arg(m_slot)
                                       : error);
    m_options.url = m_seeds.at(*primary);
    error = co_await m_commands.open(m_options.url, m_options.connectTimeoutMs);
    if (error.isEmpty())
        error = co_await openWorkerConnections();
    if (!error.isEmpty())
        co_return fail(LiveRedisTr::tr("cannot reconnect to the promoted replica: ") + error);
    const qint64 kept = co_await resumeOnNewPrimary(holding, held);
    m_primaryDown = false;
    FaultOutcome outcome{true, false, {}};
    outcome.replica = 0;
    outcome.note = LiveRedisTr::tr("the cluster promoted shard %1's replica with %2 key(s): voted in %3 ms after the "
                                   "kill (wall; cluster-node-timeout %4 ms); the clients read the new map (%5) and "
                                   "reconnect to it at %6")
                       .arg(shard + 1)
                       .arg(kept)
                       .arg(promotedMs)
                       .arg(cluster.nodeTimeoutMs())
                       .arg(map.fromShards ? QStringLiteral("CLUSTER SHARDS") : QStringLiteral("CLUSTER SLOTS"),
                            primary->toString());
    co_return outcome;
}

}  // namespace locklab
