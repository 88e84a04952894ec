// SPDX-License-Identifier: MIT
#include "live/managedtopology.h"

#include "live/livetr.h"
#include "live/localask.h"
#include "live/redisconnection.h"
#include "live/sentinelclient.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

#include <algorithm>

namespace locklab {

Q_DECLARE_LOGGING_CATEGORY(lcRedis)

namespace {

using live::pumpUntil;
using live::ReplyPtr;

// A field of INFO replication, e.g. "master_repl_offset".
QByteArray infoField(quint16 port, const QByteArray &field)
{
    const ReplyPtr r = live::askLocal(port, {QByteArrayLiteral("INFO"), QByteArrayLiteral("replication")});
    if (!r || r->type != REDIS_REPLY_STRING)
        return {};
    for (const QByteArray &line : QByteArray(r->str, static_cast<qsizetype>(r->len)).split('\n')) {
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed();
    }
    return {};
}

qint64 offsetOf(quint16 port)
{
    bool ok = false;
    const qint64 offset = infoField(port, QByteArrayLiteral("master_repl_offset")).toLongLong(&ok);
    return ok ? offset : -1;
}

QList<QByteArray> valuesOf(quint16 port, const QList<QByteArray> &keys)
{
    QList<QByteArray> values;
    if (keys.isEmpty())
        return values;
    QList<QByteArray> args{QByteArrayLiteral("MGET")};
    args << keys;
    const ReplyPtr r = live::askLocal(port, args);
    for (size_t i = 0; r && r->type == REDIS_REPLY_ARRAY && i < r->elements; ++i) {
        const redisReply *e = r->element[i];
        values << (e->type == REDIS_REPLY_STRING ? QByteArray(e->str, static_cast<qsizetype>(e->len)) : QByteArray());
    }
    while (values.size() < keys.size())
        values << QByteArray();
    return values;
}

ManagedRedis::Options serverOptions()
{
    ManagedRedis::Options options;
    // The first sync of a replica is a diskless RDB sent at once (the default waits 5 s for more
    // replicas to join); nothing on disk, like the single managed server.
    options.extraArgs = {QStringLiteral("--repl-diskless-sync"),       QStringLiteral("yes"),
                         QStringLiteral("--repl-diskless-sync-delay"), QStringLiteral("0"),
                         QStringLiteral("--repl-diskless-load"),       QStringLiteral("swapdb")};
    return options;
}

}  // namespace

// The name a sentinel monitors the lab's primary under.
constexpr char kMonitored[] = "locklab";

ManagedTopology::ManagedTopology(int replicas, int sentinelDownAfterMs)
    : m_sentinelDownAfterMs(std::max(0, sentinelDownAfterMs))
{
    m_replicas.resize(static_cast<std::size_t>(std::clamp(replicas, 0, 2)));
}

ManagedTopology::~ManagedTopology()
{
    // The sentinel first (it would repoint the replicas), then the relays (no more reconnect
    // attempts through them), then every server.
    m_sentinel.reset();
    for (Replica &r : m_replicas)
        r.relay.reset();
    m_replicas.clear();
    m_original.reset();
}

ManagedRedis *ManagedTopology::primaryServer() const
{
    return m_primary == 0 ? m_original.get() : m_replicas[static_cast<std::size_t>(m_primary - 1)].server.get();
}

RedisUrl ManagedTopology::primaryUrl() const
{
    const ManagedRedis *server = primaryServer();
    return server ? server->url() : RedisUrl{};
}

quint16 ManagedTopology::instancePort(int instance) const
{
    const ManagedRedis *server = instance == 0 ? m_original.get()
                                 : instance > 0 && instance <= replicaCount()
                                     ? m_replicas[static_cast<std::size_t>(instance - 1)].server.get()
                                     : nullptr;
    return server && server->isRunning() ? server->port() : 0;
}

QList<qint64> ManagedTopology::pids() const
{
    QList<qint64> pids;
    if (m_original && m_original->isRunning())
        pids << m_original->pid();
    if (m_sentinel && m_sentinel->isRunning())
        pids << m_sentinel->pid();
    for (const Replica &r : m_replicas) {
        if (r.server && r.server->isRunning())
            pids << r.server->pid();
    }
    return pids;
}

QString ManagedTopology::describe() const
{
    QStringList parts;
    if (m_original && m_original->isRunning())
        parts << ManagedRedisTr::tr("primary on port %1").arg(m_original->port());
    for (std::size_t i = 0; i < m_replicas.size(); ++i) {
        const Replica &r = m_replicas[i];
        if (!r.server || !r.server->isRunning())
            continue;
        parts << (r.primary
                      ? ManagedRedisTr::tr("replica %1 (now the primary) on port %2").arg(i + 1).arg(r.server->port())
                      : ManagedRedisTr::tr("replica %1 on port %2 through relay port %3")
                            .arg(i + 1)
                            .arg(r.server->port())
                            .arg(r.relay ? r.relay->port() : 0));
    }
    if (m_sentinel && m_sentinel->isRunning())
        parts << QStringLiteral("a sentinel on port %1 (down-after-milliseconds %2)")
                     .arg(m_sentinel->port())
                     .arg(m_sentinelDownAfterMs);
    return parts.join(QStringLiteral(", "));
}

bool ManagedTopology::start(QString *error)
{
    QElapsedTimer clock;
    clock.start();
    m_original = std::make_unique<ManagedRedis>(serverOptions());
    if (!m_original->start(error))
        return false;
    for (Replica &r : m_replicas) {
        r.server = std::make_unique<ManagedRedis>(serverOptions());
        if (!r.server->start(error))
            return false;
    }
    for (Replica &r : m_replicas) {
        if (!follow(r, m_original->port(), error))
            return false;
    }
    if (hasSentinel() && !startSentinel(error))
        return false;
    qCDebug(lcRedis) << "topology up in" << clock.elapsed() << "ms:" << describe();
    return true;
}

bool ManagedTopology::startSentinel(QString *error)
{
    ManagedRedis::Options options;
    const QByteArray name(kMonitored);
    options.sentinelConfig = {
        QStringLiteral("sentinel monitor %1 127.0.0.1 %2 1").arg(QString::fromLatin1(name)).arg(m_original->port()),
        QStringLiteral("sentinel down-after-milliseconds %1 %2")
            .arg(QString::fromLatin1(name))
            .arg(m_sentinelDownAfterMs),
        QStringLiteral("sentinel failover-timeout %1 60000").arg(QString::fromLatin1(name)),
        QStringLiteral("sentinel parallel-syncs %1 2").arg(QString::fromLatin1(name))};
    m_sentinel = std::make_unique<ManagedRedis>(options);
    if (!m_sentinel->start(error)) {
        *error = ManagedRedisTr::tr("redis-sentinel did not start: ") + *error;
        return false;
    }
    // A sentinel learns the replicas from the primary's INFO: a failover before it knows them
    // would find no replica to promote.
    const quint16 port = m_sentinel->port();
    const auto knowsAll = [port, name, count = replicaCount()] {
        const ReplyPtr r = live::askLocal(port, {QByteArrayLiteral("SENTINEL"), QByteArrayLiteral("REPLICAS"), name});
        if (!r)
            return false;
        const std::optional<QList<SentinelClient::Replica>> replicas =
            SentinelClient::parseReplicas(redisValueFromReply(r.get()));
        return replicas && replicas->size() >= count
               && std::all_of(replicas->cbegin(), replicas->cend(),
                              [](const auto &replica) { return !replica.flags.contains("disconnected"); });
    };
    if (!pumpUntil(5000, knowsAll)) {
        *error = ManagedRedisTr::tr("the sentinel on port %1 did not see every replica within 5 s").arg(port);
        return false;
    }
    return true;
}

quint16 ManagedTopology::sentinelPort() const
{
    return m_sentinel && m_sentinel->isRunning() ? m_sentinel->port() : 0;
}

bool ManagedTopology::sentinelSeesPrimaryDown() const
{
    const quint16 port = sentinelPort();
    if (port == 0)
        return false;
    const ReplyPtr r =
        live::askLocal(port, {QByteArrayLiteral("SENTINEL"), QByteArrayLiteral("MASTER"), QByteArray(kMonitored)});
    for (size_t f = 0; r && r->type == REDIS_REPLY_ARRAY && f + 1 < r->elements; f += 2) {
        if (QByteArray(r->element[f]->str) == "flags")
            return QByteArray(r->element[f + 1]->str).contains("s_down");
    }
    return false;
}

int ManagedTopology::sentinelPrimary() const
{
    const quint16 port = sentinelPort();
    if (port == 0)
        return -1;
    const ReplyPtr r = live::askLocal(
        port, {QByteArrayLiteral("SENTINEL"), QByteArrayLiteral("GET-MASTER-ADDR-BY-NAME"), QByteArray(kMonitored)});
    if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2 || r->element[1]->type != REDIS_REPLY_STRING)
        return -1;
    const quint16 named = static_cast<quint16>(QByteArray(r->element[1]->str).toUInt());
    for (int i = 0; i < replicaCount(); ++i) {
        const Replica &replica = m_replicas[static_cast<std::size_t>(i)];
        if (!replica.primary && replica.server && replica.server->isRunning() && replica.server->port() == named)
            return i;
    }
    return -1;
}

bool ManagedTopology::adoptSentinelPromotion(int replica, QString *error)
{
    if (replica < 0 || replica >= replicaCount()) {
        *error = ManagedRedisTr::tr("the sentinel named no replica of ours");
        return false;
    }
    Replica &chosen = m_replicas[static_cast<std::size_t>(replica)];
    chosen.relay.reset();
    chosen.primary = true;
    m_primary = replica + 1;
    m_chosen = -1;
    const quint16 port = chosen.server->port();
    const QByteArray online = QByteArrayLiteral("master_port:") + QByteArray::number(port);
    for (Replica &other : m_replicas) {
        if (other.primary || !other.server || !other.server->isRunning())
            continue;
        // The sentinel sends REPLICAOF to the others itself (+slave-reconf-sent), straight to
        // the new primary: from now on no relay of ours is between them.
        other.relay.reset();
        const quint16 otherPort = other.server->port();
        const bool synced = pumpUntil(5000, [otherPort, &online] {
            const ReplyPtr r = live::askLocal(otherPort, {QByteArrayLiteral("INFO"), QByteArrayLiteral("replication")});
            if (!r || r->type != REDIS_REPLY_STRING)
                return false;
            const QByteArray info(r->str, static_cast<qsizetype>(r->len));
            return info.contains(online) && info.contains("master_link_status:up");
        });
        if (!synced) {
            *error = ManagedRedisTr::tr("the replica on port %1 did not follow the sentinel's new primary within 5 s")
                         .arg(otherPort);
            return false;
        }
    }
    return true;
}

bool ManagedTopology::follow(Replica &replica, quint16 primaryPort, QString *error)
{
    replica.relay = std::make_unique<ReplicationRelay>(primaryPort);
    if (!replica.relay->listen(error))
        return false;
    const ReplyPtr r =
        live::askLocal(replica.server->port(), {QByteArrayLiteral("REPLICAOF"), QByteArrayLiteral("127.0.0.1"),
                                                QByteArray::number(replica.relay->port())});
    if (!r || r->type != REDIS_REPLY_STATUS) {
        *error = ManagedRedisTr::tr("REPLICAOF failed on the replica on port %1").arg(replica.server->port());
        return false;
    }
    if (!waitInSync(replica, 5000)) {
        *error = ManagedRedisTr::tr("the replica on port %1 did not sync with its primary within 5 s")
                     .arg(replica.server->port());
        return false;
    }
    return true;
}

bool ManagedTopology::waitInSync(Replica &replica, int timeoutMs) const
{
    // Both ends: the replica's link is up, and the primary counts it as an online replica (only
    // those get WAIT's REPLCONF GETACK; a WAIT right after a promotion must find it there, as the
    // model's follower is there at once).
    const quint16 port = replica.server->port();
    const quint16 primary = replica.relay->primaryPort();
    const QByteArray online =
        QByteArrayLiteral("port=") + QByteArray::number(port) + QByteArrayLiteral(",state=online");
    return pumpUntil(timeoutMs, [port, primary, &online] {
        if (infoField(port, QByteArrayLiteral("master_link_status")) != "up")
            return false;
        const ReplyPtr r = live::askLocal(primary, {QByteArrayLiteral("INFO"), QByteArrayLiteral("replication")});
        return r && r->type == REDIS_REPLY_STRING
               && QByteArray(r->str, static_cast<qsizetype>(r->len)).contains(online);
    });
}

void ManagedTopology::holdReplication(int replica, bool hold)
{
    for (int i = 0; i < replicaCount(); ++i) {
        Replica &r = m_replicas[static_cast<std::size_t>(i)];
        if ((replica < 0 || replica == i) && r.relay)
            r.relay->hold(hold);
    }
}

ManagedTopology::Death ManagedTopology::killPrimary(const QList<QByteArray> &keys)
{
    Death death;
    ManagedRedis *primary = primaryServer();
    if (!primary || !primary->isRunning()) {
        death.error = ManagedRedisTr::tr("the primary is not running");
        return death;
    }
    // What flows is not lag: the model delivers it at once, so let every unheld relay finish
    // moving what the primary already sent before the kill.
    const qint64 primaryOffset = offsetOf(primary->port());
    for (Replica &r : m_replicas) {
        if (r.primary || !r.relay || r.relay->isHolding())
            continue;
        const quint16 port = r.server->port();
        pumpUntil(200, [port, primaryOffset] { return offsetOf(port) >= primaryOffset; });
    }
    const QList<QByteArray> before = valuesOf(primary->port(), keys);
    for (Replica &r : m_replicas) {
        if (r.relay)
            r.relay->close();
    }
    primary->kill();
    // Sentinel's choice: the replica that processed the most of the stream.
    qint64 bestOffset = -1;
    for (int i = 0; i < replicaCount(); ++i) {
        Replica &r = m_replicas[static_cast<std::size_t>(i)];
        if (r.primary || !r.server || !r.server->isRunning())
            continue;
        const qint64 offset = offsetOf(r.server->port());
        if (offset > bestOffset) {
            bestOffset = offset;
            death.replica = i;
        }
    }
    if (death.replica < 0) {
        death.error = ManagedRedisTr::tr("no replica left to promote");
        return death;
    }
    const QList<QByteArray> after = valuesOf(m_replicas[static_cast<std::size_t>(death.replica)].server->port(), keys);
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (before.value(i).isEmpty())
            continue;
        ++death.alive;
        if (after.value(i) != before.value(i))
            death.lost << keys.at(i);
    }
    m_chosen = death.replica;
    death.ok = true;
    return death;
}

bool ManagedTopology::promote(QString *error)
{
    if (m_chosen < 0) {
        *error = ManagedRedisTr::tr("no failover under way");
        return false;
    }
    Replica &chosen = m_replicas[static_cast<std::size_t>(m_chosen)];
    const ReplyPtr r = live::askLocal(
        chosen.server->port(), {QByteArrayLiteral("REPLICAOF"), QByteArrayLiteral("NO"), QByteArrayLiteral("ONE")});
    if (!r || r->type != REDIS_REPLY_STATUS) {
        *error = ManagedRedisTr::tr("REPLICAOF NO ONE failed on port %1").arg(chosen.server->port());
        return false;
    }
    chosen.relay.reset();
    chosen.primary = true;
    m_primary = m_chosen + 1;
    const quint16 port = chosen.server->port();
    m_chosen = -1;
    for (Replica &other : m_replicas) {
        if (other.primary || !other.server || !other.server->isRunning())
            continue;
        if (!follow(other, port, error))
            return false;
    }
    return true;
}

}  // namespace locklab
