// SPDX-License-Identifier: MIT
#include "live/watch.h"

#include "core/mstext.h"
#include "core/terminaltext.h"

#include "live/clustermap.h"
#include "live/redisconnection.h"
#include "live/sentinelclient.h"

#include <QCoreApplication>
#include <QCoroTimer>
#include <QDateTime>
#include <QSet>
#include <QSocketNotifier>

#include <hiredis/hiredis.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include <fcntl.h>

namespace locklab {

namespace {
qint64 wallUs()
{
    // Microseconds, as MONITOR's timestamps: a shard's clock offset is a fraction of a millisecond.
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

timeval toTimeval(int ms)
{
    return timeval{ms / 1000, (ms % 1000) * 1000};
}
}  // namespace

// The MONITOR connection. hiredis's async API hands each reply to one callback and, in 0.14, has
// no stable way to keep one for a stream of replies; MONITOR's stream is simple status lines, so
// this connects, authenticates and sends MONITOR on a blocking context (each call bounded by
// redisSetTimeout), then reads the stream without blocking through a QSocketNotifier and
// hiredis's reply reader.
class MonitorStream {
public:
    using LinesHandler = std::function<void(const QList<QByteArray> &)>;
    // `fatal`: the server broke a reply limit; reconnecting would only read the same again.
    using LostHandler = std::function<void(const QString &why, bool fatal)>;

    MonitorStream(LinesHandler onLines, LostHandler onLost)
        : m_onLines(std::move(onLines))
        , m_onLost(std::move(onLost))
    {}
    ~MonitorStream() { close(); }

    QString open(const RedisUrl &url, int timeoutMs)
    {
        close();
        const QByteArray host = url.host.toUtf8();
        m_ctx = redisConnectWithTimeout(host.constData(), url.port, toTimeval(timeoutMs));
        if (!m_ctx || m_ctx->err) {
            const QString why = m_ctx ? QString::fromUtf8(m_ctx->errstr) : RedisWatch::tr("out of memory");
            close();
            return RedisWatch::tr("cannot connect to Redis at %1: %2").arg(url.redacted(), why);
        }
        redisSetTimeout(m_ctx, toTimeval(timeoutMs));
        m_guard = std::make_unique<ReplyLimitGuard>();
        m_guard->install(m_ctx->reader);
        const auto notAnswered = [&](const char *command) {
            return RedisWatch::tr("Redis at %1 did not answer %2 within %3 s")
                .arg(url.redacted(), QLatin1String(command))
                .arg(timeoutMs / 1000.0);
        };
        if (url.needsAuth()) {
            QList<QByteArray> auth{QByteArrayLiteral("AUTH")};
            if (!url.user.isEmpty())
                auth.append(url.user.toUtf8());
            auth.append(url.password.toUtf8());
            const QString error = call(auth);
            if (!error.isEmpty()) {
                close();
                if (m_timedOut)
                    return notAnswered("AUTH");
                return RedisWatch::tr("Redis at %1 refused the credentials: %2").arg(url.redacted(), printable(error));
            }
        }
        call({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("SETNAME"), QByteArrayLiteral("locklab-watch")});
        const QString refused = m_ctx ? call({QByteArrayLiteral("MONITOR")}) : RedisWatch::tr("connection lost");
        if (!refused.isEmpty()) {
            close();
            // A read timeout is hiredis's EAGAIN ("Resource temporarily unavailable"): not a refusal.
            if (m_timedOut)
                return notAnswered("MONITOR");
            if (refused.startsWith(QLatin1String("NOPERM")))
                return RedisWatch::tr("Redis at %1 refused MONITOR (%2): the user needs the +monitor permission")
                    .arg(url.redacted(), printable(refused));
            return RedisWatch::tr("Redis at %1 refused MONITOR: %2").arg(url.redacted(), printable(refused));
        }
        // From here the stream is read without blocking: hiredis must treat EAGAIN as "later".
        const int flags = fcntl(m_ctx->fd, F_GETFL, 0);
        fcntl(m_ctx->fd, F_SETFL, flags | O_NONBLOCK);
        m_ctx->flags &= ~REDIS_BLOCK;
        m_notifier = std::make_unique<QSocketNotifier>(static_cast<qintptr>(m_ctx->fd), QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] { read(); });
        // Lines that came with MONITOR's +OK are in hiredis's buffer already: no notifier says so.
        QTimer::singleShot(0, m_notifier.get(), [this] { read(); });
        return {};
    }

    void close()
    {
        m_notifier.reset();
        if (m_ctx)
            redisFree(m_ctx);
        m_ctx = nullptr;
        m_guard.reset();
    }
    bool isOpen() const { return m_ctx != nullptr; }

private:
    // One blocking command; empty on success, else the error (a timeout, a broken reply limit).
    // Not redisCommandArgv: its blocking read buffers a reply of any size before it returns.
    QString call(const QList<QByteArray> &args)
    {
        m_timedOut = false;
        std::vector<const char *> argv;
        std::vector<size_t> lens;
        for (const QByteArray &a : args) {
            argv.push_back(a.constData());
            lens.push_back(static_cast<size_t>(a.size()));
        }
        if (redisAppendCommandArgv(m_ctx, static_cast<int>(argv.size()), argv.data(), lens.data()) != REDIS_OK)
            return QString::fromUtf8(m_ctx->errstr);
        for (int done = 0; !done;) {
            if (redisBufferWrite(m_ctx, &done) != REDIS_OK)
                return QString::fromUtf8(m_ctx->errstr);
        }
        void *r = nullptr;
        while (!r) {
            if (redisBufferRead(m_ctx) != REDIS_OK || redisGetReplyFromReader(m_ctx, &r) != REDIS_OK) {
                const int error = errno;
                m_timedOut =
                    m_ctx->err == REDIS_ERR_IO
                    && (error == EAGAIN || error == EWOULDBLOCK || qstrcmp(m_ctx->errstr, std::strerror(EAGAIN)) == 0);
                const QByteArray broken = m_guard->broken(m_ctx->reader);
                return QString::fromUtf8(broken.isEmpty() ? QByteArray(m_ctx->errstr) : broken);
            }
            if (const QByteArray broken = m_guard->broken(m_ctx->reader); !r && !broken.isEmpty())
                return QString::fromUtf8(broken);
        }
        const auto *reply = static_cast<redisReply *>(r);
        QString error;
        if (reply->type == REDIS_REPLY_ERROR)
            error = QString::fromUtf8(reply->str, static_cast<qsizetype>(reply->len));
        freeReplyObject(r);
        return error;
    }

    void read()
    {
        if (!m_ctx)
            return;
        if (redisBufferRead(m_ctx) != REDIS_OK) {
            const QString why = QString::fromUtf8(m_ctx->errstr);
            close();
            m_onLost(why.isEmpty() ? RedisWatch::tr("connection lost") : why, false);
            return;
        }
        QList<QByteArray> lines;
        void *r = nullptr;
        while (m_ctx && redisGetReplyFromReader(m_ctx, &r) == REDIS_OK && r) {
            const auto *reply = static_cast<redisReply *>(r);
            if (reply->type == REDIS_REPLY_STATUS || reply->type == REDIS_REPLY_STRING)
                lines.append(QByteArray(reply->str, static_cast<qsizetype>(reply->len)));
            freeReplyObject(r);
            r = nullptr;
        }
        // hiredis keeps buffering a reply that has not ended for as long as the server sends it:
        // the MONITOR connection has the reply limits of every other (issue 25).
        const QByteArray broken = m_ctx ? m_guard->broken(m_ctx->reader) : QByteArray();
        if (m_ctx && (m_ctx->err || !broken.isEmpty())) {
            const QString why = broken.isEmpty() ? QString::fromUtf8(m_ctx->errstr) : QString::fromUtf8(broken);
            close();
            if (!lines.isEmpty())
                m_onLines(lines);
            m_onLost(why, !broken.isEmpty());
            return;
        }
        if (!lines.isEmpty())
            m_onLines(lines);
    }

    redisContext *m_ctx = nullptr;
    std::unique_ptr<ReplyLimitGuard> m_guard;
    bool m_timedOut = false;  // the last call() failed on the read timeout
    std::unique_ptr<QSocketNotifier> m_notifier;
    LinesHandler m_onLines;
    LostHandler m_onLost;
};

void LagHistogram::add(double lagMs)
{
    // A server clock ahead of ours gives a negative lag: counted as none.
    const double ms = std::max(lagMs, 0.0);
    if (ms < fineBuckets / 10.0)
        ++m_fine[static_cast<std::size_t>(std::min<double>(ms * 10.0, fineBuckets - 1))];
    else
        ++m_coarse[static_cast<qint64>(std::min(ms, 1e15))];
    ++m_samples;
    m_maxMs = std::max(m_maxMs, ms);
}

WatchLag LagHistogram::summary() const
{
    WatchLag lag;
    lag.samples = m_samples;
    lag.maxMs = m_maxMs;
    if (m_samples == 0)
        return lag;
    auto percentile = [this](double p) {
        // The one rule (mstext.h), counted through the histogram's buckets.
        const auto want = static_cast<qint64>(percentileIndex(static_cast<std::size_t>(m_samples), p)) + 1;
        qint64 seen = 0;
        for (std::size_t b = 0; b < m_fine.size(); ++b) {
            seen += m_fine[b];
            if (seen >= want)
                return static_cast<double>(b) / 10.0;
        }
        for (const auto &[ms, count] : m_coarse) {
            seen += count;
            if (seen >= want)
                return static_cast<double>(ms);
        }
        return m_maxMs;
    };
    lag.p50Ms = percentile(0.50);
    lag.p99Ms = percentile(0.99);
    return lag;
}

namespace {
// PING's argument for the watch's heartbeat: MONITOR shows it too, and it is not the traffic's.
// Numbered ("…:12"), so the MONITOR line of a PING meets its round trip (a shard's clock offset).
constexpr auto heartbeatWord = "locklab-watch-heartbeat";

bool isHeartbeat(const MonitorLine &line)
{
    return line.args.size() == 2 && line.args.at(1).startsWith(heartbeatWord) && line.args.at(0).toUpper() == "PING";
}
}  // namespace

// One MONITOR stream: the server, or one cluster shard's primary, with its own control connection.
struct RedisWatch::Node {
    int source = 0;  // its index in the merge and the interpreter
    QString name;    // a shard's primary at the start; empty for one server
    RedisUrl url;    // where its MONITOR runs now
    int firstSlot = -1;
    QString slotRanges;
    std::unique_ptr<RedisConnection> control;
    std::unique_ptr<MonitorStream> monitor;
    bool pinging = false;
    bool stalled = false;
    quint64 controlGeneration = 0;  // a new control connection each: a late PING on an old one is told apart
    bool reconnecting = false;
    bool lost = false;          // given up on: no primary for its slots within failoverForMs
    QByteArray runId;           // INFO server's run_id: two URLs of one server have the same (a Redlock's must not)
    QByteArray controlAddress;  // as MONITOR shows the control connection (CLIENT INFO); empty: unknown
    int failovers = 0;
    bool refreshing = false;
    qsizetype namedLanes = 0;
    QElapsedTimer sinceNames;
    QElapsedTimer sinceLastLine;
    qint64 lastServerUs = -1;
    qint64 lines = 0;
    LagHistogram lag;
    // The clock offset: the PING in flight (its number, sent, answered) and its MONITOR line.
    qint64 pingSeq = 0;
    qint64 pingSentUs = -1;
    qint64 pingAnsweredUs = -1;
    qint64 pingLineSeq = -1;
    qint64 pingLineServerUs = -1;
    qint64 bestRttUs = -1;
    qint64 offsetUs = 0;
};

RedisWatch::RedisWatch(WatchOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_interpreter(std::make_unique<TrafficInterpreter>([this] {
        if (!m_options.instances.isEmpty())
            m_options.url = m_options.instances.constFirst();
        m_options.traffic.db = m_options.url.db;  // MONITOR shows every database's commands: follow the URL's
        m_options.traffic.instances = std::max<int>(1, static_cast<int>(m_options.instances.size()));
        return m_options.traffic;
    }()))
{
    m_duration.setSingleShot(true);
    connect(&m_duration, &QTimer::timeout, this, [this] { finishWith({}); });
    m_idle.setSingleShot(true);
    m_idle.setInterval(30);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        m_interpreter->flush();
        emit traceGrew();
    });
    m_release.setSingleShot(true);
    connect(&m_release, &QTimer::timeout, this, [this] { releaseMerged(); });
    // Four PINGs a timeout: a stall is noted at most 1.25 timeouts after it began.
    m_heartbeat.setInterval(std::max(50, m_options.timeoutMs / 4));
    connect(&m_heartbeat, &QTimer::timeout, this, [this] {
        for (const std::unique_ptr<Node> &node : m_nodes)
            heartbeat(*node);
    });
}

RedisWatch::~RedisWatch()
{
    // A coroutine of this watch that a closing connection resumes finds it gone and returns.
    m_alive.reset();
    m_stopping = true;
    for (const std::unique_ptr<Node> &node : m_nodes)
        node->monitor.reset();
    std::vector<std::unique_ptr<RedisConnection>> retired = std::move(m_retired);
    retired.clear();
    m_subscriber.reset();
    for (const std::unique_ptr<Node> &node : m_nodes)
        node->control.reset();
}

void RedisWatch::retire(std::unique_ptr<RedisConnection> &connection)
{
    if (!connection)
        return;
    m_retired.push_back(std::move(connection));
    QTimer::singleShot(0, this, [this] {
        std::vector<std::unique_ptr<RedisConnection>> dying = std::move(m_retired);
        m_retired.clear();
        dying.clear();  // may resume coroutines that retire more: m_retired is empty again by then
    });
}

RedisWatch::Node &RedisWatch::addNode(const RedisUrl &url, const QString &name)
{
    auto node = std::make_unique<Node>();
    node->url = url;
    node->name = name;
    node->source = m_nodes.empty() ? 0 : m_interpreter->addSource(name);
    if (node->source == 0)
        m_interpreter->setSourceName(0, name);
    m_merge.addSource();
    m_nodes.push_back(std::move(node));
    return *m_nodes.back();
}

RedisConnection *RedisWatch::control() const
{
    return m_nodes.empty() ? nullptr : m_nodes.front()->control.get();
}

// INFO server on the node's control connection: the version, and a sign the server answers.
QCoro::Task<QString> RedisWatch::readVersion(Node &node)
{
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    auto info = node.control->command({QByteArrayLiteral("INFO"), QByteArrayLiteral("server")});
    const RedisValue v = co_await info;
    if (alive.expired())
        co_return QString();
    if (v.kind != RedisValue::Kind::String) {
        // A server that does not answer INFO would not answer MONITOR either (hung or stopped).
        co_return RedisWatch::tr("Redis at %1 did not answer INFO: %2")
            .arg(self->url.redacted(), printable(v.describe()));
    }
    for (const QByteArray &line : v.text.split('\n')) {
        if (line.startsWith("redis_version:"))
            m_version = printable(QString::fromLatin1(line.mid(14).trimmed()));
        else if (line.startsWith("run_id:"))
            self->runId = line.mid(7).trimmed();
    }
    co_return QString();
}

// The node's control connection (INFO, CLIENT LIST, PING), unless it has one.
QCoro::Task<QString> RedisWatch::openControl(Node &node)
{
    if (node.control)
        co_return QString();
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    node.control = std::make_unique<RedisConnection>(QStringLiteral("watch-control"));
    node.control->setCommandTimeout(m_options.timeoutMs);
    const QString refused = co_await node.control->open(node.url, m_options.timeoutMs);
    if (alive.expired())
        co_return QString();
    if (refused.isEmpty()) {
        // Not awaited: pipelined ahead of what the watch asks next, so a stalled server costs one
        // timeout at the start, not two.
        nameControl(*self);
        co_return QString();
    }
    co_return RedisWatch::tr("cannot use Redis at %1: %2").arg(self->url.redacted(), printable(refused));
}

// The node's control connection, then its MONITOR.
QCoro::Task<QString> RedisWatch::openNode(Node &node)
{
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    const QString unreachable = co_await openControl(node);
    if (alive.expired() || !unreachable.isEmpty())
        co_return unreachable;
    if (!self->monitor)
        self->monitor =
            std::make_unique<MonitorStream>([this, self](const QList<QByteArray> &lines) { onLines(*self, lines); },
                                            [this, self](const QString &why, bool fatal) {
                                                if (fatal)  // not from here: inside the stream's own read
                                                    QTimer::singleShot(0, this, [this, why] { finishWith(why); });
                                                else
                                                    onLost(*self, why);
                                            });
    co_return self->monitor->open(self->url, m_options.timeoutMs);
}

QCoro::Task<QString> RedisWatch::start()
{
    const std::weak_ptr<char> alive = m_alive;
    if (m_options.url.topology == RedisUrl::Topology::Sentinel) {
        const QString none = co_await locatePrimary();
        if (alive.expired())
            co_return QString();
        if (!none.isEmpty())
            co_return none;
    }
    QString refused;
    if (isRedlock())
        refused = co_await startInstances();
    else if (m_options.url.topology == RedisUrl::Topology::Cluster)
        refused = co_await startCluster(m_options.url.addresses());
    else
        refused = co_await startServer();
    if (alive.expired())
        co_return QString();
    if (!refused.isEmpty()) {
        for (const std::unique_ptr<Node> &node : m_nodes) {
            node->monitor.reset();
            retire(node->control);
        }
        co_return refused;
    }
    m_running = true;
    if (m_sentinel) {
        const QString unfollowed =
            co_await m_sentinel->follow([this](const RedisUrl &primary, const QString &from, const QString &to) {
                followSwitch(primary, from, to);
            });
        if (alive.expired() || m_stopping)
            co_return QString();
        m_notices << (unfollowed.isEmpty()
                          ? RedisWatch::tr("following failovers: subscribed to +switch-master on sentinel %1")
                                .arg(m_sentinel->followed().toString())
                          : unfollowed);
    }
    for (const std::unique_ptr<Node> &node : m_nodes) {
        heartbeat(*node);  // the first clock offset at once
        co_await refreshClientNames(*node);
        if (alive.expired() || m_stopping)
            co_return QString();
    }
    if (m_options.expiryEvents && m_cluster)
        m_notices << RedisWatch::tr("expiry events: not on a cluster yet; the trace shows the model's expiries only");
    else if (m_options.expiryEvents && isRedlock())
        m_notices << RedisWatch::tr(
            "expiry events: not on a Redlock's instances yet; the trace shows the model's expiries only");
    else if (m_options.expiryEvents)
        co_await startExpiryEvents();
    if (alive.expired() || m_stopping)
        co_return QString();
    m_heartbeat.start();
    if (m_options.durationS > 0)
        m_duration.start(static_cast<int>(m_options.durationS * 1000));
    co_return QString();
}

QCoro::Task<QString> RedisWatch::startServer()
{
    const std::weak_ptr<char> alive = m_alive;
    Node &node = addNode(m_options.url, QString());
    if (QString refused = co_await openControl(node); alive.expired() || !refused.isEmpty())
        co_return refused;
    if (QString silent = co_await readVersion(node); alive.expired() || !silent.isEmpty())
        co_return silent;
    // A plain redis:// URL at a cluster node sees one shard's commands only: the whole cluster is watched.
    auto info = node.control->command({QByteArrayLiteral("INFO"), QByteArrayLiteral("cluster")});
    const RedisValue v = co_await info;
    if (alive.expired())
        co_return QString();
    if (v.kind == RedisValue::Kind::String && v.text.contains("cluster_enabled:1")) {
        m_notices << RedisWatch::tr("%1 is a Redis Cluster node (INFO cluster: cluster_enabled:1): watching every "
                                    "primary of its cluster, as redis+cluster:// would")
                         .arg(m_options.url.redacted());
        retire(node.control);
        m_nodes.clear();
        m_merge = MonitorMerge();
        const QList<RedisAddress> seed{RedisAddress{m_options.url.host, m_options.url.port}};
        const QString refusedByCluster = co_await startCluster(seed);
        co_return refusedByCluster;
    }
    emit connected();
    co_return co_await openNode(node);
}

// A Redlock's independent servers (several --redis URLs): MONITOR on each, one stream an instance,
// merged by server time as a cluster's shards are. Each must answer, or the watch does not start.
QCoro::Task<QString> RedisWatch::startInstances()
{
    const std::weak_ptr<char> alive = m_alive;
    QStringList described;
    for (qsizetype i = 0; i < m_options.instances.size(); ++i) {
        const RedisUrl &url = m_options.instances.at(i);
        addNode(url, RedisAddress{url.host, url.port}.toString());
        described << RedisWatch::tr("instance %1 %2").arg(i + 1).arg(url.redacted());
    }
    m_notices << RedisWatch::tr("Redlock: MONITOR on each of its %n independent instance(s), quorum %1: %2", nullptr,
                                static_cast<int>(m_nodes.size()))
                     .arg(m_nodes.size() / 2 + 1)
                     .arg(described.join(QStringLiteral(", ")));
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        Node *self = m_nodes[i].get();
        QString refused = co_await openControl(*self);
        if (!alive.expired() && refused.isEmpty())
            refused = co_await readVersion(*self);
        if (alive.expired())
            co_return QString();
        if (!refused.isEmpty())
            co_return refused;
        // Two URLs of one server (127.0.0.1 and localhost, an address and a name) are not two
        // instances: the quorum would count each of its grants twice.
        for (std::size_t j = 0; j < i && !self->runId.isEmpty(); ++j) {
            if (m_nodes[j]->runId == self->runId)
                co_return RedisWatch::tr("instances %1 and %2 are the same server (INFO server run_id %3): a "
                                         "Redlock's instances are independent servers, give each once")
                    .arg(j + 1)
                    .arg(i + 1)
                    .arg(printable(QString::fromLatin1(self->runId.left(40))));
        }
        if (i == 0)
            emit connected();
        refused = co_await openNode(*self);
        if (alive.expired())
            co_return QString();
        if (!refused.isEmpty())
            co_return refused;
    }
    co_return QString();
}

// The cluster's slot map (ClusterMap: CLUSTER SHARDS, CLUSTER SLOTS before 7.0) from the first of
// `nodes` that answers, with the URL's credentials, every call within the watch's timeout.
QCoro::Task<ClusterMap> RedisWatch::askCluster(QList<RedisAddress> nodes, QString *error)
{
    RedisUrl ask = m_options.url;
    ask.topology = RedisUrl::Topology::Cluster;
    ask.host = nodes.value(0).host;
    ask.port = nodes.value(0).port;
    ask.more = nodes.mid(1);
    ask.db = 0;  // a cluster has no other
    ClusterMap map = co_await ClusterMap::discover(ask, m_options.timeoutMs, m_options.timeoutMs, error);
    co_return map;
}

// Slot ranges of one primary, as text: "0-5460", "0-99,200-5460".
static QString slotText(const ClusterMap &map, const RedisAddress &primary, int *firstSlot)
{
    QStringList ranges;
    *firstSlot = -1;
    for (const ClusterMap::Range &r : map.ranges) {
        if (!(r.primary == primary))
            continue;
        if (*firstSlot < 0 || r.first < *firstSlot)
            *firstSlot = r.first;
        ranges << (r.first == r.last ? QString::number(r.first) : QStringLiteral("%1-%2").arg(r.first).arg(r.last));
    }
    return ranges.join(u',');
}

QCoro::Task<QString> RedisWatch::startCluster(QList<RedisAddress> seeds)
{
    const std::weak_ptr<char> alive = m_alive;
    m_cluster = true;
    QString error;
    const ClusterMap map = co_await askCluster(seeds, &error);
    if (alive.expired())
        co_return QString();
    if (map.ranges.isEmpty())
        co_return RedisWatch::tr("cannot use the Redis Cluster at %1: %2")
            .arg(m_options.url.redacted(), printable(error));
    m_clusterNodes = seeds;
    for (const RedisAddress &primary : map.primaries()) {
        if (!m_clusterNodes.contains(primary))
            m_clusterNodes.append(primary);
        Node &node = addNode(m_options.url.at(primary), primary.toString());
        node.slotRanges = slotText(map, primary, &node.firstSlot);
    }
    QStringList described;
    for (const std::unique_ptr<Node> &node : m_nodes)
        described << RedisWatch::tr("%1 (slots %2)").arg(node->name, node->slotRanges);
    m_notices << RedisWatch::tr("Redis Cluster: MONITOR on each of its %n primaries, one stream per shard: %1", nullptr,
                                static_cast<int>(m_nodes.size()))
                     .arg(described.join(QStringLiteral(", ")));
    bool first = true;
    for (const std::unique_ptr<Node> &node : m_nodes) {
        Node *self = node.get();
        if (first) {
            QString refused = co_await openControl(*self);
            if (!alive.expired() && refused.isEmpty())
                refused = co_await readVersion(*self);
            if (alive.expired() || !refused.isEmpty())
                co_return refused;
            emit connected();
            first = false;
        }
        const QString refused = co_await openNode(*self);
        if (alive.expired())
            co_return QString();
        if (!refused.isEmpty())
            co_return refused;
    }
    co_return QString();
}

qint64 RedisWatch::serverNowUs(const Node &node) const
{
    // The server's clock as of its last line, moved on by ours since (no other clock to read).
    if (node.lastServerUs < 0)
        return wallUs() + node.offsetUs;
    return node.lastServerUs + node.sinceLastLine.nsecsElapsed() / 1000;
}

qint64 RedisWatch::serverNowUs() const
{
    qint64 now = -1;
    for (const std::unique_ptr<Node> &node : m_nodes)
        now = std::max(now, serverNowUs(*node));
    return now < 0 ? wallUs() : now;
}

void RedisWatch::onLines(Node &node, const QList<QByteArray> &lines)
{
    const qint64 now = wallUs();
    for (const QByteArray &raw : lines) {
        MonitorLine line;
        MonitorParseError error;
        ++node.lines;
        if (parseMonitorLine(raw, &line, &error) == MonitorParse::Command) {
            const double lagMs = static_cast<double>(now - line.serverTimeUs) / 1000.0;
            m_lag.add(lagMs);
            node.lag.add(lagMs);
            node.lastServerUs = line.serverTimeUs;
            if (isHeartbeat(line)) {
                m_merge.advance(node.source, line.serverTimeUs);  // this stream has shown everything before it
                bool numbered = false;
                const qint64 seq = line.args.at(1).mid(qstrlen(heartbeatWord) + 1).toLongLong(&numbered);
                if (numbered) {
                    node.pingLineSeq = seq;
                    node.pingLineServerUs = line.serverTimeUs;
                    noteClock(node);
                }
            } else {
                m_merge.add(node.source, line, now);
            }
        } else {
            m_interpreter->feedLine(raw);
        }
    }
    node.sinceLastLine.start();
    releaseMerged();
}

void RedisWatch::releaseMerged()
{
    m_merge.release(wallUs(), [this](int source, const MonitorLine &line) { m_interpreter->feed(line, source); });
    if (!m_interpreter->limitReached().isEmpty()) {
        // --max-events or --max-memory-mb: the watch ends with the trace so far. Not from here:
        // this runs inside a MONITOR stream's own read, and stopping destroys the stream.
        if (!m_stopping && !m_limitStop) {
            m_limitStop = true;
            QTimer::singleShot(0, this, [this] { finishWith(m_interpreter->limitReached()); });
        }
        emit traceGrew();
        return;
    }
    // Lines that wait for a quiet stream go when their hold is over.
    if (const qint64 oldest = m_merge.oldestArrivalUs(); oldest >= 0)
        m_release.start(
            static_cast<int>(std::clamp<qint64>((oldest + m_merge.holdUs() - wallUs()) / 1000 + 1, 1, 1000)));
    m_idle.start();
    for (const std::unique_ptr<Node> &node : m_nodes) {
        if (m_interpreter->clientCount() > node->namedLanes)
            refreshClientNames(*node);
    }
    if (m_keysRead < m_interpreter->keyCount())
        readNewKeys();
    emit traceGrew();
}

void RedisWatch::noteClock(Node &node)
{
    // The PING's MONITOR time against the middle of its round trip on our clock; the shortest round
    // trip seen says it best.
    if (node.pingLineSeq != node.pingSeq || node.pingAnsweredUs < 0 || node.pingSentUs < 0)
        return;
    const qint64 rtt = node.pingAnsweredUs - node.pingSentUs;
    if (node.bestRttUs < 0 || rtt < node.bestRttUs) {
        node.bestRttUs = rtt;
        node.offsetUs = node.pingLineServerUs - (node.pingSentUs + node.pingAnsweredUs) / 2;
    }
    node.pingAnsweredUs = -1;  // this PING is counted
}

QCoro::Task<> RedisWatch::heartbeat(Node &node)
{
    // PING on the control connection, one at a time. Unanswered within the timeout while the
    // connection stays up: the server stalled (it answers nothing, MONITOR included), noted from
    // when that PING was sent until an answer comes again. The next PING waits behind the first
    // (Redis answers in order), so the first answer after the stall ends it.
    if (node.pinging || node.reconnecting || !m_running || m_stopping || !node.control)
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    if (!node.control->isConnected()) {
        // The server closed it while MONITOR still runs: its `timeout` counts a stop longer than
        // itself as idleness, and MONITOR is exempt. A new one, or no stall would end or be seen.
        node.pinging = true;
        co_await reopenControl(node);
        if (!alive.expired())
            self->pinging = false;
        co_return;
    }
    node.pinging = true;
    const qint64 sentUs = serverNowUs(node);
    const qint64 seq = ++node.pingSeq;
    node.pingSentUs = wallUs();
    node.pingAnsweredUs = -1;
    const quint64 sentOn = node.controlGeneration;
    auto pong =
        node.control->command({QByteArrayLiteral("PING"), QByteArray(heartbeatWord) + ':' + QByteArray::number(seq)});
    const RedisValue v = co_await pong;
    if (alive.expired())
        co_return;
    if (self->controlGeneration != sentOn)
        co_return;  // sent on a connection since replaced: its silence says nothing of the server now
    self->pinging = false;
    if (m_stopping || !m_running)
        co_return;
    if (!v.failed() && self->pingSeq == seq) {  // PING with an argument answers it as a bulk string
        self->pingAnsweredUs = wallUs();
        noteClock(*self);
    }
    if (v.kind == RedisValue::Kind::NoReply && self->control && self->control->isConnected()) {
        if (!self->stalled) {
            self->stalled = true;
            m_interpreter->beginStall(
                sentUs, RedisWatch::tr("no answer to PING within %1 ms").arg(self->control->commandTimeout()),
                self->source);
            emit traceGrew();
        }
        co_return;
    }
    if (self->stalled && !v.failed()) {
        self->stalled = false;
        m_interpreter->endStall(serverNowUs(*self), self->source);
        emit traceGrew();
    }
}

QCoro::Task<> RedisWatch::refreshClientNames(Node &node)
{
    // CLIENT LIST names the clients that set a name before the watch began; names set during it
    // arrive through the stream (CLIENT SETNAME). At most once a second.
    if (node.refreshing || !node.control || (node.sinceNames.isValid() && node.sinceNames.elapsed() < 1000))
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    node.refreshing = true;
    node.sinceNames.start();
    node.namedLanes = m_interpreter->clientCount();
    auto list = node.control->command({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("LIST")});
    const RedisValue v = co_await list;
    if (alive.expired())
        co_return;
    self->refreshing = false;
    if (v.failed() || !m_interpreter)
        co_return;
    for (const QByteArray &line : v.text.split('\n')) {
        QByteArray addr, name;
        for (const QByteArray &field : line.trimmed().split(' ')) {
            if (field.startsWith("addr="))
                addr = field.mid(5);
            else if (field.startsWith("name="))
                name = field.mid(5);
        }
        if (!addr.isEmpty() && !name.isEmpty())
            m_interpreter->setClientName(addr, QString::fromUtf8(name), self->source);
    }
    emit traceGrew();
}

void RedisWatch::onLost(Node &node, const QString &why)
{
    if (m_stopping)
        return;
    // Everything that came before the loss goes first, so the gap follows this stream's last line
    // (another stream's line that comes later with an earlier time is a step back, and counted).
    m_merge.setLive(node.source, false);
    m_merge.drain([this](int source, const MonitorLine &line) { m_interpreter->feed(line, source); });
    releaseMerged();
    const QString shown =
        m_cluster     ? RedisWatch::tr("shard %1: %2").arg(node.name, printable(why))
        : isRedlock() ? RedisWatch::tr("instance %1 (%2): %3").arg(node.source + 1).arg(node.name, printable(why))
                      : printable(why);
    m_interpreter->beginGap(serverNowUs(node), shown, node.source);
    emit traceGrew();
    reconnect(node);
}

QCoro::Task<> RedisWatch::reconnect(Node &node)
{
    if (node.reconnecting)
        co_return;  // the loop under way tries node.url, which a sentinel's switch changes
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    node.reconnecting = true;  // false again on every way out (below), but for a shard given up on
    QElapsedTimer trying;
    trying.start();
    QString lastError;
    // A cluster promotes a replica, a sentinel names the next primary: either takes a while.
    const int window = m_cluster    ? std::max(m_options.reconnectForMs, m_options.failoverForMs)
                       : m_sentinel ? std::max(m_options.reconnectForMs, m_options.failoverWaitMs)
                                    : m_options.reconnectForMs;
    while (!m_stopping && trying.elapsed() < window) {
        // Not qCoro(&timer, &QTimer::timeout): QCoro's signal awaiter takes a private signal's
        // QPrivateSignal argument through a queued connection, which carries no such argument
        // (UBSan: reference binding to null pointer). sleepFor awaits the timer itself.
        co_await QCoro::sleepFor(std::chrono::milliseconds(250));
        if (alive.expired())
            co_return;
        if (m_stopping || !self->monitor) {
            self->reconnecting = false;
            co_return;
        }
        bool back = false;
        if (m_cluster)
            back = co_await followShard(*self, &lastError);
        else
            back = (lastError = self->monitor->open(self->url, m_options.timeoutMs)).isEmpty();
        if (alive.expired())
            co_return;
        if (m_stopping) {
            self->reconnecting = false;
            co_return;
        }
        if (back) {
            // MONITOR shows every command from here on: the gap ends now, not at the next command,
            // and so does a stall the server began before it went away.
            self->reconnecting = false;
            m_merge.setLive(self->source, true);
            if (self->stalled) {
                self->stalled = false;
                m_interpreter->endStall(serverNowUs(*self), self->source);
            }
            m_interpreter->endGap(serverNowUs(*self), self->source);
            if (m_sentinel)  // which primary it runs on is worth saying
                m_notices << RedisWatch::tr("MONITOR runs again, on %1").arg(self->url.redacted());
            emit traceGrew();
            // A shard's control connection followed its primary already; a server that restarted
            // needs a new one, or its heartbeat (and every later stall) would stay silent. Held as a
            // PING in flight, so the heartbeat does not open another meanwhile.
            if (!m_cluster && !self->pinging) {
                self->pinging = true;
                co_await reopenControl(*self);
                if (!alive.expired())
                    self->pinging = false;
            }
            co_return;
        }
    }
    if (m_stopping) {
        self->reconnecting = false;
        co_return;
    }
    const bool othersWatched = std::any_of(m_nodes.cbegin(), m_nodes.cend(), [self](const std::unique_ptr<Node> &n) {
        return n.get() != self && !n->reconnecting;
    });
    if ((m_cluster || isRedlock()) && othersWatched) {
        // The other shards are still watched: this one's keys stay in their gap.
        self->lost = true;
        if (isRedlock())
            m_notices << RedisWatch::tr("instance %1 (%2) did not come back within %3 s; what it runs is not seen "
                                        "from here on: %4")
                             .arg(self->source + 1)
                             .arg(self->name)
                             .arg(window / 1000.0)
                             .arg(printable(lastError));
        else
            m_notices << RedisWatch::tr("shard %1: no primary for its slots (%2) within %3 s; its keys are not seen "
                                        "from here on: %4")
                             .arg(self->name, self->slotRanges)
                             .arg(window / 1000.0)
                             .arg(printable(lastError));
        co_return;
    }
    self->reconnecting = false;
    co_await finishWith(RedisWatch::tr("Redis went away and did not come back within %1 s: %2")
                            .arg(window / 1000.0)
                            .arg(printable(lastError)));
}

// A cluster's shard after its MONITOR was lost: the node the cluster names now as the primary of
// the shard's first slot, MONITOR there (the same node if it came back as the primary; the promoted
// replica after a failover). False while the cluster still names the lost one (or no one).
QCoro::Task<bool> RedisWatch::followShard(Node &node, QString *lastError)
{
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    // Asked of the other shards' primaries first: the lost one is the likeliest not to answer.
    QList<RedisAddress> ask;
    for (const std::unique_ptr<Node> &other : m_nodes) {
        if (other.get() != &node && !other->reconnecting)
            ask.append(RedisAddress{other->url.host, other->url.port});
    }
    for (const RedisAddress &a : std::as_const(m_clusterNodes)) {
        if (!ask.contains(a))
            ask.append(a);
    }
    const ClusterMap map = co_await askCluster(ask, lastError);
    if (alive.expired() || m_stopping || map.ranges.isEmpty())
        co_return false;
    // A failed primary is no one's until the cluster promotes a replica (ClusterMap leaves it out).
    const std::optional<RedisAddress> serving = map.primaryOf(self->firstSlot);
    if (!serving) {
        *lastError = RedisWatch::tr("no node serves slot %1").arg(self->firstSlot);
        co_return false;
    }
    if (!m_clusterNodes.contains(*serving))
        m_clusterNodes.append(*serving);
    const RedisUrl primary = m_options.url.at(*serving);
    *lastError = self->monitor->open(primary, m_options.timeoutMs);
    if (!lastError->isEmpty())
        co_return false;  // the lost primary, still named until the cluster promotes its replica
    if (!(primary == self->url)) {
        ++self->failovers;
        m_notices << RedisWatch::tr("shard %1: MONITOR moved from %2 to %3, the primary the cluster promoted")
                         .arg(self->name, RedisAddress{self->url.host, self->url.port}.toString(), serving->toString());
        self->url = primary;
    }
    // The control connection follows (PING, CLIENT LIST): the old one's server is gone. A stall
    // left open ends where the gap does (reconnect()).
    self->pinging = false;
    co_await reopenControl(*self);
    co_return true;
}

// A new control connection to the node's server (PING, CLIENT LIST). After a restart or a failover
// the old one is gone, and without it no stall would be seen again nor a client named.
QCoro::Task<> RedisWatch::reopenControl(Node &node)
{
    retire(node.control);
    ++node.controlGeneration;
    node.control = std::make_unique<RedisConnection>(QStringLiteral("watch-control"));
    node.control->setCommandTimeout(m_options.timeoutMs);
    // Refused: kept unconnected, so the heartbeat tries again at its next beat.
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    const QString refused = co_await node.control->open(node.url, m_options.timeoutMs);
    if (!alive.expired() && refused.isEmpty())
        nameControl(*self);
}

// The control connection takes LockLab's own name, so its reads of lock keys are not taken for
// traffic (here, and in a capture taken beside the watch), and learns the address MONITOR shows it
// by. Redis before 6.2 has no CLIENT INFO: its keys are not read, their holders are inferred.
QCoro::Task<> RedisWatch::nameControl(Node &node)
{
    const std::weak_ptr<char> alive = m_alive;
    Node *self = &node;
    node.controlAddress.clear();
    sayOwnName(*node.control);
    auto info = node.control->command({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("INFO")});
    const RedisValue v = co_await info;
    if (alive.expired() || v.kind != RedisValue::Kind::String)
        co_return;
    for (const QByteArray &field : v.text.trimmed().split(' ')) {
        if (field.startsWith("addr="))
            self->controlAddress = field.mid(5);
    }
    if (!self->controlAddress.isEmpty())
        m_interpreter->setClientName(self->controlAddress, QLatin1String(TrafficInterpreter::ownClientName),
                                     self->source);
}

void RedisWatch::sayOwnName(RedisConnection &control)
{
    control.sendIgnoringReply(
        {QByteArrayLiteral("CLIENT"), QByteArrayLiteral("SETNAME"), QByteArray(TrafficInterpreter::ownClientName)});
}

// Each lock key is read (TYPE, GET, PTTL) on its stream's control connection as soon as it is seen:
// a holder from before the watch is then known by its token, not guessed (issue 25). Not a
// Redlock's keys: a key is on every instance, and who holds it is each instance's own.
void RedisWatch::readNewKeys()
{
    if (m_options.instances.size() > 1) {
        m_keysRead = m_interpreter->keyCount();
        return;
    }
    // The connection says its name again before its reads: a capture begun after the watch named it
    // (redis-cli monitor beside the watch) would take them for a client's checks of the lock.
    QSet<const Node *> named;
    for (; m_keysRead < m_interpreter->keyCount(); ++m_keysRead) {
        const int source = m_interpreter->keySource(m_keysRead);
        bool asked = false;
        for (const std::unique_ptr<Node> &node : m_nodes) {
            if (node->source == source && node->control && node->control->isConnected() && !node->stalled
                && !node->controlAddress.isEmpty()) {
                if (!named.contains(node.get())) {
                    sayOwnName(*node->control);
                    named.insert(node.get());
                }
                readKey(*node, m_keysRead);
                asked = true;
            }
        }
        if (!asked)
            m_interpreter->keyNotRead(m_keysRead);
    }
}

QCoro::Task<> RedisWatch::readKey(Node &node, qsizetype key)
{
    const QByteArray raw = m_interpreter->keyBytes(key);
    if (raw.isNull())
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    // In one MULTI: the token and the ms left at one instant, the one MONITOR shows the GET at. TYPE
    // first: a key of another type answers GET with an error, which is no token.
    RedisConnection &control = *node.control;
    control.sendIgnoringReply({QByteArrayLiteral("MULTI")});
    control.sendIgnoringReply({QByteArrayLiteral("TYPE"), raw});
    control.sendIgnoringReply({QByteArrayLiteral("GET"), raw});
    control.sendIgnoringReply({QByteArrayLiteral("PTTL"), raw});
    auto exec = control.command({QByteArrayLiteral("EXEC")});
    const RedisValue v = co_await exec;
    if (alive.expired())
        co_return;
    bool ok = v.kind == RedisValue::Kind::Array && v.elements.size() == 3;
    const qint64 pttl = ok ? v.elements.at(2).toLongLong(&ok) : 0;
    if (!ok) {
        // Timed out, or an ACL without GET: holders from before the watch are inferred, as from a capture.
        m_interpreter->keyNotRead(key);
        if (v.kind == RedisValue::Kind::Error && !std::exchange(m_readRefused, true))
            m_notices << RedisWatch::tr("Redis refused LockLab's read of a lock key (%1): holders from before the "
                                        "watch are inferred from what they do")
                             .arg(printable(v.describe()));
        co_return;
    }
    const QByteArray &type = v.elements.at(0);
    if (type != "string" && type != "none")
        co_return;  // not a lock's value: nothing to learn of its holder, the model infers as from a capture
    const QByteArray &value = v.elements.at(1);
    m_interpreter->observeKey(key, type == "none" ? std::nullopt : std::optional<QByteArray>(value), pttl);
    emit traceGrew();
}

QCoro::Task<> RedisWatch::finishWith(QString reason)
{
    if (!m_running || m_stopping)
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    m_endReason = reason;
    co_await stop();
    if (!alive.expired())
        emit finished();
}

QCoro::Task<> RedisWatch::stop()
{
    if (!m_running || m_stopping)
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    m_stopping = true;
    m_duration.stop();
    m_idle.stop();
    m_heartbeat.stop();
    m_release.stop();
    const qint64 end = serverNowUs();
    for (const std::unique_ptr<Node> &node : m_nodes)
        node->monitor.reset();
    m_sentinel.reset();
    // What still waits in the merge is the traffic's too (past a limit it is only counted).
    m_merge.drain([this](int source, const MonitorLine &line) { m_interpreter->feed(line, source); });
    retire(m_subscriber);
    if (m_changedConfig)
        co_await restoreKeyspaceEvents();
    if (alive.expired())
        co_return;
    for (const std::unique_ptr<Node> &node : m_nodes) {
        retire(node->control);
        m_interpreter->endStall(end, node->source);
    }
    m_interpreter->finish(end);
    m_running = false;
    emit traceGrew();
}

QList<WatchShard> RedisWatch::shards() const
{
    QList<WatchShard> out;
    for (const std::unique_ptr<Node> &node : m_nodes) {
        WatchShard s;
        s.name = node->name.isEmpty() ? node->url.redacted() : node->name;
        s.slotRanges = node->slotRanges;
        s.primary = RedisAddress{node->url.host, node->url.port}.toString();
        s.lines = node->lines;
        s.lag = node->lag.summary();
        s.clockKnown = node->bestRttUs >= 0;
        s.clockOffsetMs = static_cast<double>(node->offsetUs) / 1000.0;
        s.clockErrorMs = static_cast<double>(std::max<qint64>(node->bestRttUs, 0)) / 2000.0;
        s.failovers = node->failovers;
        s.lost = node->lost || node->reconnecting;
        out.append(s);
    }
    return out;
}

QCoro::Task<> RedisWatch::startExpiryEvents()
{
    const std::weak_ptr<char> alive = m_alive;
    auto get = control()->command(
        {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("notify-keyspace-events")});
    const RedisValue current = co_await get;
    if (alive.expired() || m_stopping)
        co_return;
    if (current.kind != RedisValue::Kind::Array || current.elements.size() < 2) {
        m_notices << RedisWatch::tr(
                         "expiry events: CONFIG GET was refused (%1); the trace shows the model's expiries only")
                         .arg(printable(current.describe()));
        co_return;
    }
    const QByteArray flags = current.elements.at(1);
    const bool has = flags.contains('E') && (flags.contains('x') || flags.contains('A'));
    if (!has) {
        // Marked changed before the reply: a CONFIG SET whose reply never came may have run.
        m_restoreKeyspaceEvents = flags;
        m_ourKeyspaceEvents = flags + "Ex";
        m_changedConfig = true;
        auto set = control()->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                       QByteArrayLiteral("notify-keyspace-events"), m_ourKeyspaceEvents});
        const RedisValue r = co_await set;
        if (alive.expired() || m_stopping)
            co_return;
        if (r.kind == RedisValue::Kind::Error)
            m_changedConfig = false;  // refused: nothing changed
        if (r.kind != RedisValue::Kind::Status) {
            m_notices << RedisWatch::tr("expiry events: CONFIG SET was refused (%1)").arg(printable(r.describe()));
            co_return;
        }
        m_notices << RedisWatch::tr("expiry events: notify-keyspace-events set to \"%1\" for the watch; "
                                    "\"%2\" is put back when it ends")
                         .arg(printable(QString::fromLatin1(m_ourKeyspaceEvents)),
                              printable(QString::fromLatin1(flags)));
    }
    m_subscriber = std::make_unique<RedisConnection>(QStringLiteral("watch-expiries"));
    m_subscriber->setCommandTimeout(m_options.timeoutMs);
    const QString subRefused = co_await m_subscriber->open(m_options.url, m_options.timeoutMs);
    if (alive.expired() || m_stopping || !subRefused.isEmpty())
        co_return;
    const int db = m_options.url.db;
    auto sub = m_subscriber->subscribe("__keyevent@" + QByteArray::number(db) + "__:expired",
                                       [this](const QByteArray &, const QByteArray &key) {
                                           // The interpreter follows this db only and names its keys bare.
                                           m_interpreter->observeExpiry(QString::fromUtf8(key), serverNowUs());
                                       });
    co_await sub;
}

QCoro::Task<> RedisWatch::restoreKeyspaceEvents()
{
    // The control connection may be gone (the server's idle `timeout` closes a connection that
    // said nothing for that long) or stalled (a call on it timed out: what is sent next waits
    // behind it). The setting is worth one fresh connection; if that fails too, the person
    // watching gets the command to run by hand, and the watch exits 1.
    const std::weak_ptr<char> alive = m_alive;
    if (!control() || !control()->isConnected() || control()->stalled()) {
        retire(m_nodes.front()->control);
        m_nodes.front()->control = std::make_unique<RedisConnection>(QStringLiteral("watch-restore"));
        control()->setCommandTimeout(m_options.timeoutMs);
        const QString unreachable = co_await control()->open(m_options.url, m_options.timeoutMs);
        if (alive.expired())
            co_return;
        if (!unreachable.isEmpty()) {
            restoreFailed(RedisWatch::tr("cannot reconnect: %1").arg(unreachable));
            co_return;
        }
    }
    auto get = control()->command(
        {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("notify-keyspace-events")});
    const RedisValue current = co_await get;
    if (alive.expired())
        co_return;
    if (current.kind != RedisValue::Kind::Array || current.elements.size() != 2) {
        restoreFailed(current.describe());
        co_return;
    }
    // Redis answers the flags in an order of its own ("Ex" reads back "xE"): compare them as sets.
    auto sorted = [](QByteArray flags) {
        std::sort(flags.begin(), flags.end());
        return flags;
    };
    const QString original = QString::fromLatin1(m_restoreKeyspaceEvents);
    if (sorted(current.elements.at(1)) != sorted(m_ourKeyspaceEvents)) {
        m_changedConfig = false;
        m_notices << RedisWatch::tr("notify-keyspace-events left as \"%1\": someone changed it during the watch "
                                    "(it was \"%2\" before)")
                         .arg(printable(QString::fromUtf8(current.elements.at(1))), printable(original));
        co_return;
    }
    auto set = control()->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                   QByteArrayLiteral("notify-keyspace-events"), m_restoreKeyspaceEvents});
    const RedisValue r = co_await set;
    if (alive.expired())
        co_return;
    if (r.kind != RedisValue::Kind::Status) {
        restoreFailed(r.describe());
        co_return;
    }
    m_changedConfig = false;
    m_notices << RedisWatch::tr("notify-keyspace-events put back to \"%1\"").arg(printable(original));
}

void RedisWatch::restoreFailed(const QString &why)
{
    m_restoreFailure = RedisWatch::tr("notify-keyspace-events NOT put back (%1): it may still be \"%2\"; to put it "
                                      "back, run: CONFIG SET notify-keyspace-events %3")
                           .arg(printable(why), printable(QString::fromLatin1(m_ourKeyspaceEvents)),
                                quoted(QString::fromLatin1(m_restoreKeyspaceEvents)));
    m_notices << m_restoreFailure;
}

QCoro::Task<QString> RedisWatch::locatePrimary()
{
    const std::weak_ptr<char> alive = m_alive;
    m_sentinel = std::make_unique<SentinelClient>(m_options.url, m_options.timeoutMs);
    const QString master = m_options.url.masterName;
    const SentinelClient::Primary primary = co_await m_sentinel->locate();
    if (alive.expired())
        co_return QString();
    if (!primary.found()) {
        m_sentinel.reset();
        co_return primary.error;
    }
    m_notices << primary.notes;
    m_notices << RedisWatch::tr("sentinel %1 names %2 as the primary of %3")
                     .arg(primary.sentinel.toString(), primary.url.redacted(), printable(master));
    m_options.url = primary.url;
    co_return QString();
}

// A sentinel named another primary: MONITOR, the control connection and the expiry events move
// to it. Until MONITOR runs there nothing is seen: a gap on every key, as a lost MONITOR gives.
QCoro::Task<> RedisWatch::followSwitch(RedisUrl primary, QString from, QString to)
{
    if (!m_running || m_stopping || m_nodes.empty())
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    Node *node = m_nodes.front().get();  // through sentinels, the one server
    const QString why =
        RedisWatch::tr("a sentinel switched the primary from %1 to %2 (+switch-master): MONITOR moves to it")
            .arg(printable(from), printable(to));
    m_notices << why;
    if (node->monitor && node->monitor->isOpen()) {
        // The old primary still answers (a manual failover leaves it up, as a replica).
        node->monitor->close();
        m_merge.setLive(node->source, false);
        m_merge.drain([this](int source, const MonitorLine &line) { m_interpreter->feed(line, source); });
        m_interpreter->beginGap(serverNowUs(*node), why, node->source);
        emit traceGrew();
    }
    if (m_changedConfig) {
        // notify-keyspace-events is the old primary's setting: put back there, or said how to.
        co_await restoreKeyspaceEvents();
        if (alive.expired() || m_stopping)
            co_return;
    }
    retire(m_subscriber);
    m_options.url = primary;
    node->url = primary;
    node->pinging = false;
    co_await reopenControl(*node);
    if (alive.expired() || m_stopping)
        co_return;
    if (node->stalled) {
        node->stalled = false;
        m_interpreter->endStall(serverNowUs(*node), node->source);
    }
    reconnect(*node);  // MONITOR on the new primary (a loop already trying picks the new URL up)
    if (m_options.expiryEvents)
        co_await startExpiryEvents();
}

TrafficResult RedisWatch::snapshot() const
{
    return TrafficResult(*m_interpreter, m_running ? serverNowUs() - m_interpreter->originUs() : -1);
}

}  // namespace locklab
