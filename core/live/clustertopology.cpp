// SPDX-License-Identifier: MIT
#include "live/clustertopology.h"

#include "core/terminaltext.h"

#include "live/blockingredis.h"

#include <QCoreApplication>

#include <hiredis/hiredis.h>

#include <algorithm>
#include <functional>

namespace locklab {

namespace {

struct ClusterText {
    Q_DECLARE_TR_FUNCTIONS(locklab::RedisWatch)
};

QByteArray textOf(const redisReply *r)
{
    if (r->type == REDIS_REPLY_STRING || r->type == REDIS_REPLY_STATUS)
        return QByteArray(r->str, static_cast<qsizetype>(r->len));
    if (r->type == REDIS_REPLY_INTEGER)
        return QByteArray::number(r->integer);
    return {};
}

qint64 integerOf(const redisReply *r, bool *ok)
{
    if (r->type == REDIS_REPLY_INTEGER) {
        *ok = true;
        return r->integer;
    }
    return textOf(r).toLongLong(ok);
}

const redisReply *element(const redisReply *r, std::size_t i)
{
    return r && r->type == REDIS_REPLY_ARRAY && i < r->elements ? r->element[i] : nullptr;
}

// A RESP2 map (a flat array of name, value, …): the value of `name`, or null.
const redisReply *field(const redisReply *map, const char *name)
{
    for (std::size_t i = 0; map && map->type == REDIS_REPLY_ARRAY && i + 1 < map->elements; i += 2) {
        if (textOf(map->element[i]) == name)
            return map->element[i + 1];
    }
    return nullptr;
}

bool validSlot(qint64 slot)
{
    return slot >= 0 && slot < 16384;
}

void sortShards(QList<ClusterShard> *shards)
{
    std::sort(shards->begin(), shards->end(),
              [](const ClusterShard &a, const ClusterShard &b) { return a.firstSlot() < b.firstSlot(); });
}

// A node of CLUSTER SHARDS: the address clients are told to use (endpoint), else its ip.
bool shardsNode(const redisReply *node, RedisAddress *address, bool *primary, bool *failed, QByteArray *id)
{
    const redisReply *endpoint = field(node, "endpoint");
    const redisReply *ip = field(node, "ip");
    const redisReply *port = field(node, "port");
    QByteArray host = endpoint ? textOf(endpoint) : QByteArray();
    if (host.isEmpty() || host == "?")
        host = ip ? textOf(ip) : QByteArray();
    bool ok = false;
    const qint64 p = port ? integerOf(port, &ok) : 0;
    if (host.isEmpty() || !ok || p <= 0 || p > 65535)
        return false;
    *address = RedisAddress{QString::fromUtf8(host), static_cast<quint16>(p)};
    const redisReply *role = field(node, "role");
    *primary = role && textOf(role) == "master";
    const redisReply *health = field(node, "health");
    *failed = health && textOf(health) == "fail";
    const redisReply *nodeId = field(node, "id");
    *id = nodeId ? textOf(nodeId) : QByteArray();
    return true;
}

bool shardsFromReply(const redisReply *reply, QList<ClusterShard> *shards, QString *error)
{
    shards->clear();
    if (!reply || reply->type != REDIS_REPLY_ARRAY) {
        *error = ClusterText::tr("CLUSTER SHARDS: expected an array of shards");
        return false;
    }
    for (std::size_t i = 0; i < reply->elements; ++i) {
        const redisReply *entry = reply->element[i];
        const redisReply *ranges = field(entry, "slots");
        const redisReply *nodes = field(entry, "nodes");
        if (!ranges || !nodes || ranges->type != REDIS_REPLY_ARRAY || nodes->type != REDIS_REPLY_ARRAY) {
            *error = ClusterText::tr("CLUSTER SHARDS: a shard without \"slots\" and \"nodes\"");
            return false;
        }
        ClusterShard shard;
        for (std::size_t s = 0; s + 1 < ranges->elements; s += 2) {
            bool ok1 = false, ok2 = false;
            const qint64 from = integerOf(ranges->element[s], &ok1), to = integerOf(ranges->element[s + 1], &ok2);
            if (!ok1 || !ok2 || !validSlot(from) || !validSlot(to) || to < from) {
                *error = ClusterText::tr("CLUSTER SHARDS: a slot range out of 0-16383");
                return false;
            }
            shard.ranges.append({static_cast<int>(from), static_cast<int>(to)});
        }
        bool havePrimary = false, primaryFailed = false;
        for (std::size_t n = 0; n < nodes->elements; ++n) {
            RedisAddress address;
            bool primary = false, failed = false;
            QByteArray id;
            if (!shardsNode(nodes->element[n], &address, &primary, &failed, &id))
                continue;
            // A failed primary stays listed until its replica is promoted; a live one is preferred.
            if (primary && (!havePrimary || (primaryFailed && !failed))) {
                if (havePrimary)
                    shard.replicas.append(shard.primary);
                shard.primary = address;
                shard.primaryId = id;
                havePrimary = true;
                primaryFailed = failed;
            } else {
                shard.replicas.append(address);
            }
        }
        if (!shard.ranges.isEmpty() && havePrimary)
            shards->append(shard);
    }
    sortShards(shards);
    return true;
}

bool slotsFromReply(const redisReply *reply, QList<ClusterShard> *shards, QString *error)
{
    shards->clear();
    if (!reply || reply->type != REDIS_REPLY_ARRAY) {
        *error = ClusterText::tr("CLUSTER SLOTS: expected an array of slot ranges");
        return false;
    }
    for (std::size_t i = 0; i < reply->elements; ++i) {
        const redisReply *range = reply->element[i];
        bool ok1 = false, ok2 = false, ok3 = false;
        const redisReply *from = element(range, 0), *to = element(range, 1), *primary = element(range, 2);
        const qint64 a = from ? integerOf(from, &ok1) : -1, b = to ? integerOf(to, &ok2) : -1;
        const qint64 port = element(primary, 1) ? integerOf(element(primary, 1), &ok3) : 0;
        if (!ok1 || !ok2 || !ok3 || !validSlot(a) || !validSlot(b) || b < a || port <= 0 || port > 65535) {
            *error = ClusterText::tr("CLUSTER SLOTS: a slot range without its primary");
            return false;
        }
        const RedisAddress address{QString::fromUtf8(textOf(element(primary, 0))), static_cast<quint16>(port)};
        const QByteArray id = element(primary, 2) ? textOf(element(primary, 2)) : QByteArray();
        // One entry per range: the ranges of one primary are one shard.
        auto shard = std::find_if(shards->begin(), shards->end(), [&](const ClusterShard &s) {
            return id.isEmpty() ? s.primary == address : s.primaryId == id;
        });
        if (shard == shards->end()) {
            shards->append(ClusterShard{{}, address, id, {}});
            shard = shards->end() - 1;
            for (std::size_t r = 3; r < range->elements; ++r) {
                bool ok = false;
                const redisReply *replica = range->element[r];
                const qint64 rp = element(replica, 1) ? integerOf(element(replica, 1), &ok) : 0;
                if (ok && rp > 0 && rp <= 65535)
                    shard->replicas.append(
                        RedisAddress{QString::fromUtf8(textOf(element(replica, 0))), static_cast<quint16>(rp)});
            }
        }
        shard->ranges.append({static_cast<int>(a), static_cast<int>(b)});
    }
    sortShards(shards);
    return true;
}

// RESP bytes through hiredis's reader, as a connection would read them.
bool fromResp(const QByteArray &resp, QString *error, const std::function<bool(const redisReply *)> &parse)
{
    redisReader *reader = redisReaderCreate();
    if (!reader) {
        *error = ClusterText::tr("out of memory");
        return false;
    }
    void *r = nullptr;
    const bool read = redisReaderFeed(reader, resp.constData(), static_cast<size_t>(resp.size())) == REDIS_OK
                      && redisReaderGetReply(reader, &r) == REDIS_OK && r;
    redisReaderFree(reader);
    if (!read) {
        *error = ClusterText::tr("not a complete reply");
        return false;
    }
    const RedisReplyPtr reply(static_cast<redisReply *>(r));
    return parse(reply.get());
}

}  // namespace

bool ClusterShard::holds(int slot) const
{
    return std::any_of(ranges.cbegin(), ranges.cend(),
                       [slot](const std::pair<int, int> &r) { return r.first <= slot && slot <= r.second; });
}

QString ClusterShard::slotText() const
{
    QStringList text;
    for (const auto &[from, to] : ranges)
        text << (from == to ? QString::number(from) : QStringLiteral("%1-%2").arg(from).arg(to));
    return text.join(u',');
}

bool parseClusterShards(const QByteArray &resp, QList<ClusterShard> *shards, QString *error)
{
    return fromResp(resp, error, [&](const redisReply *r) { return shardsFromReply(r, shards, error); });
}

bool parseClusterSlots(const QByteArray &resp, QList<ClusterShard> *shards, QString *error)
{
    return fromResp(resp, error, [&](const redisReply *r) { return slotsFromReply(r, shards, error); });
}

bool discoverClusterShards(const RedisUrl &url, const QList<RedisAddress> &seeds, int timeoutMs,
                           QList<ClusterShard> *shards, QString *error)
{
    QStringList why;
    for (const RedisAddress &seed : seeds) {
        BlockingRedis node;
        const RedisUrl at = url.at(seed);
        if (const QString unreachable = node.open(at, timeoutMs); !unreachable.isEmpty()) {
            why << unreachable;
            continue;
        }
        RedisReplyPtr reply;
        QString failed = node.call({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SHARDS")}, &reply);
        if (failed.isEmpty() && shardsFromReply(reply.get(), shards, &failed) && !shards->isEmpty())
            return true;
        // Before 7.0: CLUSTER SLOTS says the same per slot range.
        if (!node.timedOut() && node.isOpen()) {
            reply.reset();
            failed = node.call({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SLOTS")}, &reply);
            if (failed.isEmpty() && slotsFromReply(reply.get(), shards, &failed) && !shards->isEmpty())
                return true;
        }
        why << ClusterText::tr("%1: %2").arg(at.redacted(),
                                             failed.isEmpty() ? ClusterText::tr("no slots") : printable(failed));
    }
    *error = ClusterText::tr("no cluster node answered CLUSTER SHARDS or CLUSTER SLOTS (%1)")
                 .arg(why.join(QStringLiteral("; ")));
    return false;
}

}  // namespace locklab
