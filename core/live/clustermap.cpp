// SPDX-License-Identifier: MIT
#include "live/clustermap.h"

#include "core/terminaltext.h"

#include "live/livetr.h"

#include <QCoreApplication>

#include <algorithm>

namespace locklab {

namespace {
constexpr int kSlots = 16384;

// CRC16-CCITT (XMODEM: polynomial 0x1021, initial 0), as Redis's crc16.c.
quint16 crc16(const char *data, qsizetype size)
{
    quint16 crc = 0;
    for (qsizetype i = 0; i < size; ++i) {
        crc ^= static_cast<quint16>(static_cast<quint8>(data[i]) << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000) ? static_cast<quint16>((crc << 1) ^ 0x1021) : static_cast<quint16>(crc << 1);
    }
    return crc;
}

// "host:port" as a node writes it (an IPv6 host unbracketed: the port is after the last colon).
// An empty host or "?" (the node does not know its own endpoint) is `fallback`'s host.
bool parseAddress(const QByteArray &text, const QString &fallbackHost, RedisAddress *out)
{
    const qsizetype colon = text.lastIndexOf(':');
    if (colon < 0)
        return false;
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        return false;
    QByteArray hostBytes = text.left(colon);
    if (!hostBytes.isEmpty() && hostBytes != "?" && !plausibleReplyHost(hostBytes))
        return false;
    QString host = QString::fromUtf8(hostBytes);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    out->host = host.isEmpty() || host == QStringLiteral("?") ? fallbackHost : host;
    out->port = static_cast<quint16>(port);
    return true;
}

QByteArray field(const RedisValue &pairs, const char *name)
{
    for (qsizetype i = 0; i + 1 < pairs.elements.size(); i += 2) {
        if (pairs.elements.at(i) == name)
            return pairs.elements.at(i + 1);
    }
    return {};
}

const RedisValue *child(const RedisValue &pairs, const char *name)
{
    for (qsizetype i = 0; i + 1 < pairs.elements.size(); i += 2) {
        if (pairs.elements.at(i) == name && static_cast<std::size_t>(i + 1) < pairs.children.size())
            return &pairs.children[static_cast<std::size_t>(i + 1)];
    }
    return nullptr;
}

bool validRange(int first, int last)
{
    return first >= 0 && last >= first && last < kSlots;
}
}  // namespace

bool plausibleReplyHost(const QByteArray &host)
{
    return !host.isEmpty() && std::none_of(host.cbegin(), host.cend(), [](char c) {
        return static_cast<unsigned char>(c) <= ' ' || c == 0x7f;
    });
}

int clusterKeySlot(const QByteArray &key)
{
    const qsizetype open = key.indexOf('{');
    if (open >= 0) {
        const qsizetype close = key.indexOf('}', open + 1);
        if (close > open + 1)
            return crc16(key.constData() + open + 1, close - open - 1) & (kSlots - 1);
    }
    return crc16(key.constData(), key.size()) & (kSlots - 1);
}

ClusterRedirect ClusterRedirect::parse(const QByteArray &errorText)
{
    ClusterRedirect r;
    const QList<QByteArray> parts = errorText.trimmed().split(' ');
    if (parts.size() != 3 || (parts.at(0) != "MOVED" && parts.at(0) != "ASK"))
        return r;
    bool ok = false;
    const int slot = parts.at(1).toInt(&ok);
    if (!ok || slot < 0 || slot >= kSlots || !parseAddress(parts.at(2), QString(), &r.address))
        return r;
    r.slot = slot;
    r.kind = parts.at(0) == "MOVED" ? Kind::Moved : Kind::Ask;
    return r;
}

std::optional<RedisAddress> ClusterMap::primaryOf(int slot) const
{
    for (const Range &range : ranges) {
        if (slot >= range.first && slot <= range.last)
            return range.primary;
    }
    return std::nullopt;
}

QList<RedisAddress> ClusterMap::primaries() const
{
    QList<Range> sorted = ranges;
    std::sort(sorted.begin(), sorted.end(), [](const Range &a, const Range &b) { return a.first < b.first; });
    QList<RedisAddress> out;
    for (const Range &range : std::as_const(sorted)) {
        if (!out.contains(range.primary))
            out << range.primary;
    }
    return out;
}

bool ClusterMap::parseShards(const RedisValue &reply, const RedisAddress &node, ClusterMap *out, QString *error)
{
    // [[ "slots", [first, last, …], "nodes", [[ "id", …, "port", p, "ip", …, "endpoint", …, "role",
    //    "master", "health", "online" ], …] ], …]
    ClusterMap map;
    map.askedAt = node;
    map.fromShards = true;
    for (const RedisValue &shard : reply.children) {
        const RedisValue *slotList = child(shard, "slots");
        const RedisValue *nodes = child(shard, "nodes");
        if (!slotList || !nodes)
            continue;
        std::optional<RedisAddress> primary;
        for (const RedisValue &n : nodes->children) {
            if (field(n, "role") != "master" || field(n, "health") == "fail")
                continue;
            QByteArray host = field(n, "endpoint");
            if (host.isEmpty() || host == "?")
                host = field(n, "ip");
            QByteArray port = field(n, "port");
            if (port.isEmpty())
                port = field(n, "tls-port");
            RedisAddress address;
            if (parseAddress(host + ':' + port, node.host, &address))
                primary = address;
        }
        if (!primary)
            continue;  // a shard whose primary failed and has no successor yet
        for (qsizetype i = 0; i + 1 < slotList->elements.size(); i += 2) {
            const int first = slotList->elements.at(i).toInt();
            const int last = slotList->elements.at(i + 1).toInt();
            if (validRange(first, last))
                map.ranges << Range{first, last, *primary};
        }
    }
    if (reply.kind != RedisValue::Kind::Array || map.ranges.isEmpty()) {
        *error = ClusterMapTr::tr("%1 answered CLUSTER SHARDS with no slot served: %2")
                     .arg(node.toString(), printable(reply.describe()));
        return false;
    }
    *out = map;
    return true;
}

bool ClusterMap::parseSlots(const RedisValue &reply, const RedisAddress &node, ClusterMap *out, QString *error)
{
    // [[first, last, [host, port, id, …], [replica host, port, id, …]…], …]
    ClusterMap map;
    map.askedAt = node;
    for (const RedisValue &range : reply.children) {
        if (range.elements.size() < 3 || range.children.size() < 3)
            continue;
        const RedisValue &primary = range.children[2];
        RedisAddress address;
        if (primary.elements.size() < 2
            || !parseAddress(primary.elements.at(0) + ':' + primary.elements.at(1), node.host, &address))
            continue;
        const int first = range.elements.at(0).toInt();
        const int last = range.elements.at(1).toInt();
        if (validRange(first, last))
            map.ranges << Range{first, last, address};
    }
    if (reply.kind != RedisValue::Kind::Array || map.ranges.isEmpty()) {
        *error = ClusterMapTr::tr("%1 answered CLUSTER SLOTS with no slot served: %2")
                     .arg(node.toString(), printable(reply.describe()));
        return false;
    }
    *out = map;
    return true;
}

QCoro::Task<ClusterMap> ClusterMap::discover(RedisUrl url, int connectTimeoutMs, int commandTimeoutMs, QString *error)
{
    QStringList why;
    for (const RedisAddress &address : url.addresses()) {
        RedisConnection connection(QStringLiteral("cluster map"));
        connection.setCommandTimeout(commandTimeoutMs);
        const QString failed = co_await connection.open(url.at(address), connectTimeoutMs);
        if (!failed.isEmpty()) {
            why << address.toString() + QStringLiteral(": ") + failed;
            continue;
        }
        RedisConnection::Pending shards =
            connection.command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SHARDS")});
        const RedisValue reply = co_await shards;
        ClusterMap map;
        QString bad;
        if (!reply.isError() && parseShards(reply, address, &map, &bad))
            co_return map;
        if (reply.isError() && !reply.text.contains("cluster support disabled")) {
            // Before 7.0 there is no CLUSTER SHARDS: CLUSTER SLOTS says the same for our use.
            RedisConnection::Pending slotList =
                connection.command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SLOTS")});
            const RedisValue old = co_await slotList;
            if (parseSlots(old, address, &map, &bad))
                co_return map;
        } else if (reply.isError()) {
            bad = ClusterMapTr::tr("%1 is not a cluster node (%2)")
                      .arg(address.toString(), QString::fromUtf8(reply.text));
        }
        why << bad;
    }
    *error = ClusterMapTr::tr("no node of the cluster gave its slot map: ") + why.join(QStringLiteral("; "));
    co_return ClusterMap{};
}

QCoro::Task<std::optional<bool>> ClusterMap::isClusterNode(RedisUrl url, int connectTimeoutMs, int commandTimeoutMs)
{
    RedisConnection connection(QStringLiteral("cluster check"));
    connection.setCommandTimeout(commandTimeoutMs);
    if (!(co_await connection.open(url, connectTimeoutMs)).isEmpty())
        co_return std::nullopt;
    RedisConnection::Pending info = connection.command({QByteArrayLiteral("INFO"), QByteArrayLiteral("cluster")});
    const RedisValue reply = co_await info;
    if (reply.failed())
        co_return std::nullopt;
    co_return reply.text.contains("cluster_enabled:1");
}

}  // namespace locklab
