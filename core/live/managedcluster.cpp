// SPDX-License-Identifier: MIT
#include "live/managedcluster.h"

#include "live/livetr.h"
#include "live/localask.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

#include <algorithm>
#include <csignal>
#include <vector>

namespace locklab {

namespace {
using live::pumpUntil;
using live::ReplyPtr;

constexpr int kSlots = 16384;

QByteArray askText(quint16 port, const QList<QByteArray> &args)
{
    const ReplyPtr r = live::askLocal(port, args);
    if (!r || (r->type != REDIS_REPLY_STRING && r->type != REDIS_REPLY_STATUS && r->type != REDIS_REPLY_ERROR))
        return {};
    const QByteArray text(r->str, static_cast<qsizetype>(r->len));
    return r->type == REDIS_REPLY_ERROR ? QByteArrayLiteral("-") + text : text;
}

bool askOk(quint16 port, const QList<QByteArray> &args)
{
    return askText(port, args) == "OK";
}

// One line of CLUSTER NODES: "<id> <ip:port@cport> <flags> <master> <ping> <pong> <epoch> <link> <slot>…".
struct NodeLine {
    QByteArray id;
    QByteArray flags;
    QByteArray link;           // connected, disconnected
    QList<QByteArray> ranges;  // "0-5460", "5461", "[93->-…]" (a migration: not an owned slot)
};

QList<NodeLine> clusterNodes(quint16 port)
{
    QList<NodeLine> lines;
    for (const QByteArray &line :
         askText(port, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("NODES")}).split('\n')) {
        const QList<QByteArray> f = line.trimmed().split(' ');
        if (f.size() < 8)
            continue;
        lines.append(NodeLine{f.at(0), f.at(2), f.at(7), f.mid(8)});
    }
    return lines;
}

bool owns(const NodeLine &line, int slot)
{
    for (const QByteArray &range : line.ranges) {
        if (range.startsWith('['))
            continue;
        const qsizetype dash = range.indexOf('-');
        const int first = range.left(dash < 0 ? range.size() : dash).toInt();
        const int last = dash < 0 ? first : range.mid(dash + 1).toInt();
        if (slot >= first && slot <= last)
            return true;
    }
    return false;
}

// MGET of `keys` (one slot) on a node; on a replica after READONLY, which lets it answer reads
// for its primary's slots instead of MOVED. Empty text for a missing key.
QList<QByteArray> valuesAt(quint16 port, const QList<QByteArray> &keys, bool replica)
{
    QList<QByteArray> values;
    const timeval tv{0, 500000};
    redisContext *c = keys.isEmpty() ? nullptr : redisConnectWithTimeout("127.0.0.1", port, tv);
    if (c && !c->err) {
        redisSetTimeout(c, tv);
        if (replica)
            freeReplyObject(redisCommand(c, "READONLY"));
        std::vector<const char *> argv{"MGET"};
        std::vector<size_t> lens{4};
        for (const QByteArray &k : keys) {
            argv.push_back(k.constData());
            lens.push_back(static_cast<size_t>(k.size()));
        }
        const ReplyPtr r(
            static_cast<redisReply *>(redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lens.data())));
        for (size_t i = 0; r && r->type == REDIS_REPLY_ARRAY && i < r->elements; ++i) {
            const redisReply *e = r->element[i];
            values << (e->type == REDIS_REPLY_STRING ? QByteArray(e->str, static_cast<qsizetype>(e->len))
                                                     : QByteArray());
        }
    }
    if (c)
        redisFree(c);
    while (values.size() < keys.size())
        values << QByteArray();
    return values;
}

QByteArray infoField(quint16 port, const QByteArray &section, const QByteArray &field)
{
    for (const QByteArray &line : askText(port, {QByteArrayLiteral("INFO"), section}).split('\n')) {
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed();
    }
    return {};
}

}  // namespace

Q_DECLARE_LOGGING_CATEGORY(lcRedis)

ManagedCluster::ManagedCluster()
    : ManagedCluster(Options{})
{}

ManagedCluster::ManagedCluster(const Options &options)
    : m_options(options)
{
    m_options.primaries = std::clamp(m_options.primaries, 1, 16);
    m_options.replicasPerPrimary = std::clamp(m_options.replicasPerPrimary, 0, 2);
    m_options.nodeTimeoutMs = std::max(m_options.nodeTimeoutMs, 50);
}

ManagedCluster::~ManagedCluster()
{
    stop();
}

void ManagedCluster::stop()
{
    for (int i = 0; i < shardCount(); ++i) {
        QString ignored;
        holdReplication(i, false, &ignored);  // a stopped node would not see SIGTERM
    }
    for (Shard &shard : m_shards) {
        for (Node &node : shard.nodes)
            node.server.reset();  // ~ManagedRedis stops it
    }
    m_shards.clear();
}

bool ManagedCluster::isRunning() const
{
    return !runningNodes().isEmpty();
}

QList<const ManagedCluster::Node *> ManagedCluster::runningNodes() const
{
    QList<const Node *> nodes;
    for (const Shard &shard : m_shards) {
        for (const Node &node : shard.nodes) {
            if (node.server && node.server->isRunning())
                nodes << &node;
        }
    }
    return nodes;
}

bool ManagedCluster::start(QString *error)
{
    QElapsedTimer clock;
    clock.start();
    stop();
    if (!startNodes(error) || !form(error)) {
        stop();
        return false;
    }
    const int left = std::max(1000, m_options.startTimeoutMs - static_cast<int>(clock.elapsed()));
    if (!waitConverged(left, error)) {
        stop();
        return false;
    }
    qCDebug(lcRedis) << "cluster up in" << clock.elapsed() << "ms:" << describe();
    return true;
}

bool ManagedCluster::startNodes(QString *error)
{
    ManagedRedis::Options options;
    options.clusterNodeTimeoutMs = m_options.nodeTimeoutMs;
    // A replica's first sync is a diskless RDB at once, as in the managed topology.
    options.extraArgs = {QStringLiteral("--repl-diskless-sync"), QStringLiteral("yes"),
                         QStringLiteral("--repl-diskless-sync-delay"), QStringLiteral("0")};
    const int primaries = m_options.primaries;
    m_shards.resize(static_cast<std::size_t>(primaries));
    for (int i = 0; i < primaries; ++i) {
        Shard &shard = m_shards[static_cast<std::size_t>(i)];
        shard.firstSlot = i * kSlots / primaries;
        shard.lastSlot = (i + 1) * kSlots / primaries - 1;
        shard.nodes.resize(static_cast<std::size_t>(1 + m_options.replicasPerPrimary));
        for (Node &node : shard.nodes) {
            node.server = std::make_unique<ManagedRedis>(options);
            if (!node.server->start(error))
                return false;
            node.id = askText(node.server->port(), {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("MYID")});
            if (node.id.isEmpty() || node.id.startsWith('-')) {
                *error = ManagedClusterTr::tr("the node on port %1 is not a cluster node: %2")
                             .arg(node.server->port())
                             .arg(QString::fromUtf8(node.id));
                return false;
            }
        }
    }
    return true;
}

bool ManagedCluster::form(QString *error)
{
    const quint16 first = m_shards.front().nodes.front().server->port();
    const quint16 firstBus = m_shards.front().nodes.front().server->busPort();
    int epoch = 0;
    for (Shard &shard : m_shards) {
        const quint16 port = shard.nodes.front().server->port();
        // Distinct epochs, as redis-cli --cluster create sets them: no collision to resolve later.
        askOk(port, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SET-CONFIG-EPOCH"), QByteArray::number(++epoch)});
        if (!askOk(port, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("ADDSLOTSRANGE"),
                          QByteArray::number(shard.firstSlot), QByteArray::number(shard.lastSlot)})) {
            *error = ManagedClusterTr::tr("CLUSTER ADDSLOTSRANGE failed on port %1").arg(port);
            return false;
        }
    }
    for (const Node *node : runningNodes()) {
        if (node->server->port() == first)
            continue;
        if (!askOk(node->server->port(),
                   {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("MEET"), QByteArrayLiteral("127.0.0.1"),
                    QByteArray::number(first), QByteArray::number(firstBus)})) {
            *error = ManagedClusterTr::tr("CLUSTER MEET failed on port %1").arg(node->server->port());
            return false;
        }
    }
    if (m_options.replicasPerPrimary == 0)
        return true;
    // A replica can follow its primary once it knows it (gossip from the MEETs).
    for (Shard &shard : m_shards) {
        const QByteArray primaryId = shard.nodes.front().id;
        for (std::size_t i = 1; i < shard.nodes.size(); ++i) {
            const quint16 port = shard.nodes[i].server->port();
            const auto replicated = [port, &primaryId] {
                return askOk(port, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("REPLICATE"), primaryId});
            };
            if (!pumpUntil(m_options.startTimeoutMs, replicated, 5)) {
                *error = ManagedClusterTr::tr("CLUSTER REPLICATE failed on port %1").arg(port);
                return false;
            }
        }
    }
    return true;
}

bool ManagedCluster::waitConverged(int timeoutMs, QString *error) const
{
    // Every node: the cluster is ok, it knows every node, and it sees every replica as one (the
    // other primaries vote in a failover only for a replica they know); every replica's link is up.
    const QList<const Node *> nodes = runningNodes();
    const int replicas = shardCount() * m_options.replicasPerPrimary;
    quint16 waitingOn = 0;
    const auto converged = [&] {
        for (const Node *node : nodes) {
            const quint16 port = node->server->port();
            waitingOn = port;
            const QByteArray info = askText(port, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("INFO")});
            // With cluster-require-full-coverage no, "ok" does not mean the node knows every
            // slot's owner yet: cluster_slots_ok counts the slots it knows served.
            if (!info.contains("cluster_state:ok") || !info.contains("cluster_slots_ok:16384")
                || !info.contains(
                    QByteArray(QByteArrayLiteral("cluster_known_nodes:") + QByteArray::number(nodes.size()))))
                return false;
            const QList<NodeLine> lines = clusterNodes(port);
            if (std::any_of(lines.begin(), lines.end(), [](const NodeLine &l) { return l.link != "connected"; }))
                return false;
            const auto isReplica = [](const NodeLine &l) { return l.flags.contains("slave"); };
            if (std::count_if(lines.begin(), lines.end(), isReplica) != replicas)
                return false;
            const auto myself =
                std::find_if(lines.begin(), lines.end(), [](const NodeLine &l) { return l.flags.contains("myself"); });
            if (myself == lines.end())
                return false;
            if (isReplica(*myself)
                && infoField(port, QByteArrayLiteral("replication"), QByteArrayLiteral("master_link_status")) != "up")
                return false;
        }
        return true;
    };
    if (pumpUntil(timeoutMs, converged, 5))
        return true;
    QByteArray state;
    for (const QByteArray &line :
         askText(waitingOn, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("INFO")}).split('\n')) {
        if (line.startsWith("cluster_state") || line.startsWith("cluster_known_nodes")
            || line.startsWith("cluster_slots_assigned"))
            state += ' ' + line.trimmed();
    }
    *error = ManagedClusterTr::tr("the cluster did not become ok within %1 ms (node on port %2:%3)")
                 .arg(timeoutMs)
                 .arg(waitingOn)
                 .arg(QString::fromUtf8(state));
    return false;
}

const ManagedCluster::Node *ManagedCluster::primaryNode(int shard) const
{
    if (shard < 0 || shard >= shardCount())
        return nullptr;
    const Shard &s = m_shards[static_cast<std::size_t>(shard)];
    return &s.nodes[static_cast<std::size_t>(s.primary)];
}

RedisUrl ManagedCluster::url() const
{
    RedisUrl u;
    u.topology = RedisUrl::Topology::Cluster;
    bool first = true;
    for (const Node *node : runningNodes()) {
        if (first) {
            u.host = QStringLiteral("127.0.0.1");
            u.port = node->server->port();
            first = false;
        } else {
            u.more.append(RedisAddress{QStringLiteral("127.0.0.1"), node->server->port()});
        }
    }
    return u;
}

RedisUrl ManagedCluster::primaryUrl(int shard) const
{
    RedisUrl u;
    u.port = primaryPort(shard);
    return u;
}

quint16 ManagedCluster::primaryPort(int shard) const
{
    const Node *node = primaryNode(shard);
    return node && node->server && node->server->isRunning() ? node->server->port() : 0;
}

QList<quint16> ManagedCluster::primaryPorts() const
{
    QList<quint16> ports;
    for (int i = 0; i < shardCount(); ++i)
        ports << primaryPort(i);
    return ports;
}

QList<quint16> ManagedCluster::replicaPorts(int shard) const
{
    QList<quint16> ports;
    if (shard < 0 || shard >= shardCount())
        return ports;
    const Shard &s = m_shards[static_cast<std::size_t>(shard)];
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
        if (static_cast<int>(i) != s.primary && s.nodes[i].server && s.nodes[i].server->isRunning())
            ports << s.nodes[i].server->port();
    }
    return ports;
}

int ManagedCluster::shardOfSlot(int slot) const
{
    for (int i = 0; i < shardCount(); ++i) {
        const Shard &s = m_shards[static_cast<std::size_t>(i)];
        if (slot >= s.firstSlot && slot <= s.lastSlot)
            return i;
    }
    return -1;
}

QList<qint64> ManagedCluster::pids() const
{
    QList<qint64> pids;
    for (const Node *node : runningNodes())
        pids << node->server->pid();
    return pids;
}

QString ManagedCluster::describe() const
{
    QStringList parts;
    for (int i = 0; i < shardCount(); ++i) {
        const Shard &s = m_shards[static_cast<std::size_t>(i)];
        QString part = ManagedClusterTr::tr("shard %1 (slots %2-%3): primary on port %4")
                           .arg(i + 1)
                           .arg(s.firstSlot)
                           .arg(s.lastSlot)
                           .arg(primaryPort(i));
        QStringList replicas;
        for (quint16 port : replicaPorts(i))
            replicas << QString::number(port);
        if (!replicas.isEmpty())
            part += ManagedClusterTr::tr(", replica(s) on port %1").arg(replicas.join(QStringLiteral(", ")));
        parts << part;
    }
    return parts.join(QStringLiteral("; "));
}

void ManagedCluster::setNodeTimeout(int ms)
{
    m_options.nodeTimeoutMs = std::max(ms, 50);
    for (const Node *node : runningNodes())
        askOk(node->server->port(),
              {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"), QByteArrayLiteral("cluster-node-timeout"),
               QByteArray::number(m_options.nodeTimeoutMs)});
}

bool ManagedCluster::killPrimary(int shard, QString *error)
{
    if (shard < 0 || shard >= shardCount() || !primaryPort(shard)) {
        *error = ManagedClusterTr::tr("shard %1 has no running primary").arg(shard + 1);
        return false;
    }
    Shard &s = m_shards[static_cast<std::size_t>(shard)];
    s.nodes[static_cast<std::size_t>(s.primary)].server->kill();
    return holdReplication(shard, false, error);
}

bool ManagedCluster::isHolding(int shard) const
{
    return shard >= 0 && shard < shardCount() && m_shards[static_cast<std::size_t>(shard)].held;
}

bool ManagedCluster::holdReplication(int shard, bool hold, QString *error)
{
    if (shard < 0 || shard >= shardCount()) {
        *error = ManagedClusterTr::tr("no shard %1").arg(shard + 1);
        return false;
    }
    Shard &s = m_shards[static_cast<std::size_t>(shard)];
    if (s.held == hold)
        return true;
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
        const ManagedRedis *node = s.nodes[i].server.get();
        if (static_cast<int>(i) != s.primary && node && node->isRunning())
            ::kill(static_cast<pid_t>(node->pid()), hold ? SIGSTOP : SIGCONT);
    }
    s.held = hold;
    // Stopped, a replica still has its socket: the primary would keep writing into it and the
    // kernel would deliver it all at SIGCONT. Dropped on the primary's side, what it writes from now
    // stays in its backlog, and only a replica that reconnects gets it.
    if (hold && primaryPort(shard) != 0
        && askText(primaryPort(shard), {QByteArrayLiteral("CLIENT"), QByteArrayLiteral("KILL"),
                                        QByteArrayLiteral("TYPE"), QByteArrayLiteral("replica")})
               .startsWith('-')) {
        *error = ManagedClusterTr::tr("CLIENT KILL TYPE replica failed on port %1").arg(primaryPort(shard));
        return false;
    }
    return true;
}

ManagedCluster::Death ManagedCluster::killPrimary(int shard, const QList<QByteArray> &keys)
{
    Death death;
    const quint16 port = primaryPort(shard);
    if (port == 0) {
        death.error = ManagedClusterTr::tr("shard %1 has no running primary").arg(shard + 1);
        return death;
    }
    const QList<QByteArray> before = valuesAt(port, keys, false);
    Shard &s = m_shards[static_cast<std::size_t>(shard)];
    s.nodes[static_cast<std::size_t>(s.primary)].server->kill();
    holdReplication(shard, false, &death.error);
    const QList<quint16> replicas = replicaPorts(shard);
    if (replicas.isEmpty()) {
        death.error = ManagedClusterTr::tr("shard %1 has no replica to promote").arg(shard + 1);
        return death;
    }
    const QList<QByteArray> after = valuesAt(replicas.constFirst(), keys, true);
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (before.value(i).isEmpty())
            continue;
        ++death.alive;
        if (after.value(i) != before.value(i))
            death.lost << keys.at(i);
    }
    death.ok = true;
    death.error.clear();
    return death;
}

quint16 ManagedCluster::promotedReplica(int shard)
{
    if (shard < 0 || shard >= shardCount())
        return 0;
    Shard &s = m_shards[static_cast<std::size_t>(shard)];
    // Every running node names the same replica of the shard as the owner of its first slot.
    int agreed = -1;
    for (const Node *node : runningNodes()) {
        int owner = -1;
        for (const NodeLine &line : clusterNodes(node->server->port())) {
            if (!line.flags.contains("master") || line.flags.contains("fail") || !owns(line, s.firstSlot))
                continue;
            for (std::size_t i = 0; i < s.nodes.size(); ++i) {
                if (static_cast<int>(i) != s.primary && s.nodes[i].id == line.id)
                    owner = static_cast<int>(i);
            }
        }
        if (owner < 0 || (agreed >= 0 && owner != agreed))
            return 0;
        agreed = owner;
    }
    if (agreed < 0)
        return 0;
    s.primary = agreed;
    return s.nodes[static_cast<std::size_t>(agreed)].server->port();
}

int ManagedCluster::waitForPromotion(int shard, int timeoutMs, QString *error)
{
    if (shard < 0 || shard >= shardCount()) {
        *error = ManagedClusterTr::tr("no shard %1").arg(shard + 1);
        return -1;
    }
    quint16 promoted = 0;
    if (!pumpUntil(
            timeoutMs, [this, shard, &promoted] { return (promoted = promotedReplica(shard)) != 0; }, 5)) {
        *error = ManagedClusterTr::tr("the cluster promoted no replica of shard %1 within %2 ms")
                     .arg(shard + 1)
                     .arg(timeoutMs);
        return -1;
    }
    return promoted;
}

bool ManagedCluster::migrateSlot(int slot, int toShard, bool finish, QString *error)
{
    // The owner now, as the target's view of the cluster says (a slot moved before is not where
    // the start's ranges put it).
    const Node *target = primaryNode(toShard);
    if (slot < 0 || slot >= kSlots || !target || !target->server->isRunning()) {
        *error = ManagedClusterTr::tr("cannot move slot %1 to shard %2").arg(slot).arg(toShard + 1);
        return false;
    }
    const quint16 to = target->server->port();
    const Node *source = nullptr;
    for (const NodeLine &line : clusterNodes(to)) {
        if (line.flags.contains("master") && owns(line, slot)) {
            for (const Node *node : runningNodes()) {
                if (node->id == line.id)
                    source = node;
            }
        }
    }
    if (!source || source == target) {
        *error = ManagedClusterTr::tr("slot %1 has no other owner to move it from").arg(slot);
        return false;
    }
    const quint16 from = source->server->port();
    const QByteArray s = QByteArray::number(slot);
    const QByteArray setslot = QByteArrayLiteral("SETSLOT");
    const QByteArray cluster = QByteArrayLiteral("CLUSTER");
    if (!askOk(to, {cluster, setslot, s, QByteArrayLiteral("IMPORTING"), source->id})
        || !askOk(from, {cluster, setslot, s, QByteArrayLiteral("MIGRATING"), target->id})) {
        *error = ManagedClusterTr::tr("CLUSTER SETSLOT %1 IMPORTING/MIGRATING failed").arg(slot);
        return false;
    }
    if (!finish)
        return true;
    // Our own cluster: GETKEYSINSLOT lists the slot's keys (no KEYS or SCAN on anyone's data).
    for (int round = 0; round < 100; ++round) {
        const ReplyPtr r =
            live::askLocal(from, {cluster, QByteArrayLiteral("GETKEYSINSLOT"), s, QByteArrayLiteral("100")});
        if (!r || r->type != REDIS_REPLY_ARRAY || r->elements == 0)
            break;
        // MIGRATE host port "" db timeout KEYS k…: the KEYS here is MIGRATE's argument, not the command.
        QList<QByteArray> migrate{
            QByteArrayLiteral("MIGRATE"), QByteArrayLiteral("127.0.0.1"), QByteArray::number(to),   QByteArray(),
            QByteArrayLiteral("0"),       QByteArrayLiteral("400"),       QByteArrayLiteral("KEYS")};
        for (size_t i = 0; i < r->elements; ++i)
            migrate << QByteArray(r->element[i]->str, static_cast<qsizetype>(r->element[i]->len));
        if (!askOk(from, migrate)) {
            *error = ManagedClusterTr::tr("MIGRATE of slot %1 failed").arg(slot);
            return false;
        }
    }
    // The target first, then the source (so no key is ever nowhere), then everyone else.
    askOk(to, {cluster, setslot, s, QByteArrayLiteral("NODE"), target->id});
    askOk(from, {cluster, setslot, s, QByteArrayLiteral("NODE"), target->id});
    for (int i = 0; i < shardCount(); ++i) {
        const quint16 port = primaryPort(i);
        if (port != 0 && port != to && port != from)
            askOk(port, {cluster, setslot, s, QByteArrayLiteral("NODE"), target->id});
    }
    return true;
}

}  // namespace locklab
