// SPDX-License-Identifier: MIT
#pragma once

#include "core/monitormerge.h"
#include "core/terminaltext.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "live/redisurl.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <map>
#include <memory>
#include <vector>

namespace locklab {

class RedisConnection;
class MonitorStream;
class SentinelClient;
class ClusterMap;

struct WatchOptions {
    RedisUrl url;
    // Several independent servers watched as one Redlock (`--redis` given more than once): instance
    // i+1 is instances[i], and `url` is the first. Empty: `url` alone.
    QList<RedisUrl> instances;
    TrafficOptions traffic;
    double durationS = 60;  // 0: until stop()
    int timeoutMs = 2000;   // every Redis call: connect, AUTH, MONITOR, CLIENT LIST, CONFIG
    // CONFIG SET notify-keyspace-events to add "Ex" (restored when the watch ends) and subscribe to
    // the expiry events, so the trace notes when Redis really deleted an expired lock key.
    bool expiryEvents = false;
    int reconnectForMs = 5000;  // after a lost MONITOR connection, how long to try to get it back
    // Through sentinels (redis+sentinel://): how long a lost MONITOR waits for a sentinel to name
    // the next primary (a sentinel's down-after-milliseconds is 30 s by default, then the election).
    int failoverWaitMs = 90000;
    // A cluster's shard whose primary is lost: how long to wait for the cluster to promote a replica
    // (it does after cluster-node-timeout, 15 s by default) before its keys stay unseen.
    int failoverForMs = 60000;
};

// How far behind the server a watch ran: a line's arrival (our wall clock) minus its MONITOR
// timestamp (the server's). Meaningful when both clocks are the same machine's (loopback).
struct WatchLag {
    qint64 samples = 0;
    double p50Ms = 0;
    double p99Ms = 0;
    double maxMs = 0;
};

// The lag histogram: 0.1 ms steps up to a second, whole milliseconds above (sparse), so the
// percentiles are true however far behind a watch falls (issue 28: they were clamped at 1000 ms).
class LagHistogram {
public:
    void add(double lagMs);
    WatchLag summary() const;

private:
    static constexpr int fineBuckets = 10000;  // 0.0 … 999.9 ms
    std::vector<quint32> m_fine = std::vector<quint32>(fineBuckets, 0);
    std::map<qint64, quint32> m_coarse;  // whole ms from 1000 on
    qint64 m_samples = 0;
    double m_maxMs = 0;
};

// One stream of a watch as the report shows it: a cluster's shard (one per primary), or the one server.
struct WatchShard {
    QString name;        // its primary at the start ("127.0.0.1:7001"): each of its keys' "shard"
    QString slotRanges;  // the slots it serves ("0-5460"); empty for one server
    QString primary;     // where its MONITOR runs now (a failover moves it)
    qint64 lines = 0;
    WatchLag lag;
    // Its clock minus LockLab's (ms), from the watch's PINGs: the MONITOR time of a PING against
    // the middle of its round trip, the shortest round trip kept; ± half that round trip.
    bool clockKnown = false;
    double clockOffsetMs = 0;
    double clockErrorMs = 0;
    int failovers = 0;  // times its MONITOR moved to a newly promoted primary
    bool lost = false;  // not watched when the watch ended (no primary found for its slots)
};

// Watches a Redis's real traffic: a connection per server runs MONITOR, a control connection reads
// INFO and CLIENT LIST (client names) and PINGs, and optionally a third subscribes to expiry events.
// A Redis Cluster (redis+cluster://, or a redis:// URL at a cluster node) is watched on every
// primary at once (CLUSTER SHARDS finds them), one stream per shard, merged by server time
// (MonitorMerge) into one TrafficInterpreter in which each key belongs to its shard; a failover
// moves that shard's MONITOR to the promoted replica, and its keys get a gap for what was not seen.
// Harmless to the servers apart from MONITOR's own cost: nothing is written, and the one optional
// CONFIG SET is restored.
class RedisWatch : public QObject {
    Q_OBJECT
public:
    explicit RedisWatch(WatchOptions options, QObject *parent = nullptr);
    ~RedisWatch() override;

    // Connects and starts MONITOR. Empty on success, else one line: unreachable, auth failed,
    // MONITOR refused (ACL NOPERM). A redis+sentinel:// URL: on the primary the sentinels name,
    // following each switch of it (MONITOR moves to the new primary, a gap while it does).
    QCoro::Task<QString> start();
    // Ends the watch (closes MONITOR, restores the configuration); the trace so far is kept.
    QCoro::Task<> stop();
    bool isRunning() const { return m_running; }

    const TrafficInterpreter &interpreter() const { return *m_interpreter; }
    // Every key's trace so far, finished at this instant (what is still open stays open).
    TrafficResult snapshot() const;
    // Empty when the watch ended by stop() or its duration; else why (the server went away).
    QString endReason() const { return m_endReason; }
    QString serverVersion() const { return m_version; }
    // The server MONITOR runs on now (through sentinels: the primary they named last; a cluster's
    // URL for a cluster, whose shards() say where each MONITOR runs).
    RedisUrl watchedUrl() const { return m_options.url; }
    // Notes for the person watching (CONFIG SET refused, expiry events on, put back, …), in order.
    QStringList notices() const { return m_notices; }
    // Empty unless a setting the watch changed could not be put back: then why, and the command
    // to run by hand.
    QString restoreFailure() const { return m_restoreFailure; }
    WatchLag lag() const { return m_lag.summary(); }
    // A Redis Cluster, watched shard by shard (known once start() succeeded).
    bool isCluster() const { return m_cluster; }
    // A Redlock's independent instances, one stream each (WatchOptions::instances).
    bool isRedlock() const { return !m_options.instances.isEmpty(); }
    // Each stream: a cluster's shards in slot order, or the one server.
    QList<WatchShard> shards() const;

signals:
    void connected();  // Redis answered (AUTH, SELECT, INFO done): MONITOR starts next
    void traceGrew();
    void finished();  // the duration ran out or the server went away (not after stop())

private:
    struct Node;
    QCoro::Task<QString> startServer();
    QCoro::Task<QString> startCluster(QList<RedisAddress> seeds);
    QCoro::Task<QString> startInstances();
    QCoro::Task<ClusterMap> askCluster(QList<RedisAddress> nodes, QString *error);
    QCoro::Task<QString> readVersion(Node &node);
    QCoro::Task<QString> openControl(Node &node);
    QCoro::Task<> reopenControl(Node &node);
    QCoro::Task<> nameControl(Node &node);
    static void sayOwnName(RedisConnection &control);  // CLIENT SETNAME locklab-watch
    void readNewKeys();
    QCoro::Task<> readKey(Node &node, qsizetype key);
    QCoro::Task<QString> openNode(Node &node);
    RedisConnection *control() const;  // the first stream's: CONFIG for expiry events
    Node &addNode(const RedisUrl &url, const QString &name);
    void onLines(Node &node, const QList<QByteArray> &lines);
    void releaseMerged();
    void onLost(Node &node, const QString &why);
    void noteClock(Node &node);
    QCoro::Task<> startExpiryEvents();
    QCoro::Task<> restoreKeyspaceEvents();
    QCoro::Task<> reconnect(Node &node);
    QCoro::Task<QString> locatePrimary();
    QCoro::Task<> followSwitch(RedisUrl primary, QString from, QString to);
    QCoro::Task<bool> followShard(Node &node, QString *lastError);
    QCoro::Task<> refreshClientNames(Node &node);
    QCoro::Task<> heartbeat(Node &node);
    QCoro::Task<> finishWith(QString reason);
    // Destroys a connection on the next turn of the event loop, never under itself: the caller may
    // be a coroutine that connection's own timeout or reply resumed (issue 25: exit 139).
    void retire(std::unique_ptr<RedisConnection> &connection);
    void restoreFailed(const QString &why);
    qint64 serverNowUs() const;
    qint64 serverNowUs(const Node &node) const;

    WatchOptions m_options;
    std::unique_ptr<TrafficInterpreter> m_interpreter;
    std::vector<std::unique_ptr<Node>> m_nodes;  // one per MONITOR stream; the first's control does CONFIG
    MonitorMerge m_merge;
    QTimer m_release;  // passes on merged lines that waited for a quiet stream long enough
    bool m_cluster = false;
    QList<RedisAddress> m_clusterNodes;  // every node the cluster named: where a lost shard is asked for
    std::unique_ptr<RedisConnection> m_subscriber;
    std::unique_ptr<SentinelClient> m_sentinel;  // a redis+sentinel:// URL's sentinels, else null
    std::vector<std::unique_ptr<RedisConnection>> m_retired;
    std::shared_ptr<char> m_alive = std::make_shared<char>();  // expires first in the destructor
    QTimer m_duration;
    // A PING on each control connection every so often: an idle server and a stalled one both send
    // no MONITOR line, only the stalled one leaves a PING unanswered.
    QTimer m_heartbeat;
    bool m_limitStop = false;
    QTimer m_idle;  // flushes a script whose lua lines may still be coming once the stream is quiet
    bool m_running = false;
    bool m_stopping = false;
    QString m_endReason;
    QString m_version;
    QStringList m_notices;
    QByteArray m_restoreKeyspaceEvents;  // the value to put back
    QByteArray m_ourKeyspaceEvents;      // the value the watch set
    bool m_changedConfig = false;
    QString m_restoreFailure;
    LagHistogram m_lag;        // every stream's lines
    qsizetype m_keysRead = 0;  // lock keys read so far (the interpreter's first ones)
    bool m_readRefused = false;
};

// Why a lock or store key glob (--keys, --store-keys) cannot be matched — a lone surrogate, a pattern
// too large to compile — or empty when it can: `watch`, `import` and the app's dialogs refuse it with
// this before any traffic is read.
inline QString globError(const QString &glob)
{
    const QRegularExpression re = redisGlob(glob);
    return re.isValid()
               ? QString()
               : RedisWatch::tr("the glob %1 cannot be matched: %2").arg(quoted(glob.left(200)), re.errorString());
}

}  // namespace locklab
