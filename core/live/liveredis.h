// SPDX-License-Identifier: MIT
#pragma once

#include "core/commandexecutor.h"
#include "core/scheduler.h"
#include "live/redisconnection.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <array>
#include <deque>
#include <memory>
#include <vector>

namespace locklab {

class ManagedCluster;
class ManagedTopology;

// The lab's commands against a real Redis: one connection for commands (replies in order), a
// second one subscribed to keyevent `expired` notifications, when the server lets us enable them.
//
// Time scale: Requests carry scenario milliseconds. Every TTL sent (SET PX, PEXPIRE, the scripts'
// TTL argument) is multiplied by the time scale and PTTL replies are divided by it, so the server
// races on the same wall clock as the RealScheduler. Keys of the write scripts and INCR counters
// get the namespace TTL (wall time, unscaled) so that nothing the lab writes outlives it for long.
class LiveRedis final : public CommandExecutor {
public:
    struct Options {
        RedisUrl url;
        int commandTimeoutMs = 500;
        int connectTimeoutMs = 1000;
        double timeScale = 1.0;
        qint64 namespaceTtlMs = 10 * 60 * 1000;
        bool keyspaceEvents = true;  // subscribe to `expired` when CONFIG SET allows it
        // Kills and restarts the server (a managed redis-server); empty: restarts are not ours to do.
        std::function<bool(QString *error)> restartServer;
        // Stops (true) and restarts (false) scenario time around a restart fault; empty: the
        // restart takes the scenario time it takes.
        std::function<void(bool hold)> holdClock;
        // A managed primary with replicas: replication-lag and failover faults drive it. Null: a
        // single server (those faults are not applied).
        ManagedTopology *topology = nullptr;
        // A managed Redis Cluster of the run's own: replication-lag and failover faults hit the
        // shard that holds the run's keys, and the cluster promotes the replica itself.
        ManagedCluster *cluster = nullptr;
        // > 0: one command connection per worker, as separate processes have (WAIT counts and
        // blocks per connection). 0: every worker shares one.
        int workers = 0;
        QStringList workerNames;  // for the trace's notes ("A's WAIT")
        // The scenario's failover instants (scenario µs, in order): a WAIT the model cuts at one of
        // them stays cut when its reply races the kill on a loaded machine.
        QList<Micros> failoversAt;
        // Workers whose client has no timeout (honoursTimeout: false): a stalled server keeps them
        // waiting, for up to patientTimeoutMs (wall; the run's deadline) so that no run can hang.
        QList<int> patientWorkers;
        int patientTimeoutMs = 0;
    };

    // `keyPrefix` is the run's namespace, e.g. "locklab:{live-1f2e}:" (one hash tag: a cluster keeps the run in one
    // slot).
    LiveRedis(Scheduler &scheduler, QString keyPrefix, const Options &options);
    ~LiveRedis() override;

    // Connects both connections, loads the scripts and subscribes. Empty on success, else why not.
    QCoro::Task<QString> connect();
    QCoro::Task<Reply> execute(const Request &request) override;
    // Restart: the persistence the fault asks for (CONFIG SET appendonly, appendfsync always),
    // a real restart of the managed server, then both connections again. Clock jump:
    // emulated (Redis has no clock to move) by shortening the PTTL of every key with a TTL.
    QCoro::Task<FaultOutcome> applyServerFault(const Fault &fault) override;
    // Adds `wallMs` to the TTL of every key this store wrote that has one: scenario time stood
    // still that long while another server restarted (a Redlock). How many keys; 0 when none or
    // when the server cannot be asked.
    QCoro::Task<qint64> extendTtls(qint64 wallMs);
    QString fullKey(const QString &key) const override { return m_prefix + key; }

    // Puts the server back as connect() found it, before anything else: notify-keyspace-events (if
    // connect() changed it and nobody changed it since), then appendonly/appendfsync (if a restart
    // fault changed them), then DELetes every key this store wrote (by name: never KEYS or SCAN).
    // Each step is tried whatever the one before did; a command connection that is gone is
    // replaced by a fresh one for it. `boundMs` caps each command's wait (a stalled server).
    struct CleanupReport {
        int deleted = -1;            // keys deleted, -1 if DEL could not be run
        bool serverRestored = true;  // false: a setting this run changed is still changed
        QStringList notes;           // one line per step, saying truthfully what happened
    };
    QCoro::Task<CleanupReport> cleanup(int boundMs = 2000);
    // Every command still waiting resumes now with an unknown outcome.
    void abortPending(const QString &why);
    // A sentinel named another primary (+switch-master): every connection moves to `primary`.
    // What was in flight on the old one gets no reply (unknown); the scripts are loaded there and
    // the expiry events subscribed there; a notify-keyspace-events this run set on the old primary
    // is put back there first if it is still reachable. Empty on success, else why not (then the
    // connection counts as lost). `notes`: what the move did, for the trace.
    QCoro::Task<QString> switchPrimary(RedisUrl primary, QStringList *notes);

    bool isConnected() const { return m_commands.isConnected(); }
    // On a Redis Cluster: the run's slot and the seeds to ask for the map (a user's cluster that
    // fails over is followed by the run, with these).
    bool isCluster() const { return m_cluster; }
    int clusterSlot() const { return m_slot; }
    RedisUrl clusterSeeds() const { return m_seeds; }
    RedisUrl currentUrl() const { return m_options.url; }
    bool connectionLost() const { return m_lost; }
    // Facts worth a line in the trace (server version, keyspace notifications on or off, ...).
    QStringList notes() const { return m_notes; }
    // The server's redis_version from INFO, once connect() succeeded.
    QString serverVersion() const { return m_serverVersion; }
    bool keyspaceEventsActive() const { return m_subscribed; }
    QStringList writtenKeys() const;
    // Called once if the command connection drops after connect().
    void setConnectionLostHandler(std::function<void(const QString &why)> handler) { m_onLost = std::move(handler); }
    // Called with each fact worth a trace note that comes after connect() (a cluster's MOVED).
    void setNoteHandler(std::function<void(const QString &note)> handler) { m_onNote = std::move(handler); }

    // The raw command path (no time scaling, no key tracking), for the benchmark's PINGs.
    RedisConnection &commandConnection() { return m_commands; }

private:
    enum Script {
        CompareAndDelete,
        CompareAndExtend,
        FencedWrite,
        PlainWrite,
        AcquireWithFence,
        CountWithTtl,
        ScriptCount
    };
    QList<QByteArray> buildArgs(const Request &request, bool evalFallback) const;
    QByteArray fullKeyUtf8(const QString &key) const;
    QByteArray valueUtf8(const QString &value) const;
    QByteArray scaledMs(qint64 scenarioMs) const;
    Reply toReply(const Request &request, const RedisValue &value) const;
    void remember(const Request &request);
    QCoro::Task<> enableExpiryEvents();
    QCoro::Task<QString> setPersistence(bool appendOnly);
    void watchForLoss();
    void onExpiredMessage(const QByteArray &fullKey);
    RedisConnection &connectionFor(int worker);
    QCoro::Task<QString> openWorkerConnections();
    void closeWorkerConnections();
    QCoro::Task<FaultOutcome> replicationFault(const Fault &fault);
    QCoro::Task<QStringList> settleBeforeKill(Micros at);
    bool cutByFailover(Micros dueBy, int killsAtSend) const;
    struct SentinelWait {
        int replica = -1;        // the replica the sentinel named, -1: none within the bound
        qint64 noticedMs = -1;   // wall ms from the kill to +sdown (as first seen), -1: not seen
        qint64 promotedMs = -1;  // wall ms from the kill to the sentinel naming the replica
    };
    QCoro::Task<SentinelWait> waitForSentinel();
    QCoro::Task<FaultOutcome> jumpClock(const Fault &fault);
    // A Redis Cluster (a redis+cluster:// URL, or a node that says cluster_enabled:1): the run's
    // slot's primary, found with CLUSTER SHARDS (SLOTS before 7.0), becomes the URL every
    // connection opens. Empty, or why the cluster cannot be used.
    QCoro::Task<QString> routeToSlotPrimary();
    // MOVED: every connection moves to the slot's new primary and the command goes again (it did
    // not run); ASK: ASKING and the command on the named node, once. `value` when neither.
    QCoro::Task<RedisValue> followRedirects(int worker, QList<QByteArray> args, int timeoutMs, RedisValue value);
    QCoro::Task<QString> moveTo(RedisAddress address);
    // replicationFault() on a managed cluster: the lag, the kill, the cluster's own promotion.
    QCoro::Task<FaultOutcome> clusterFault(const Fault &fault);
    QCoro::Task<FaultOutcome> killClusterPrimary(const Fault &fault, int shard);
    QCoro::Task<FaultOutcome> followClusterPromotion(int shard);
    // cleanup()'s DEL when the cluster answered it with a redirect.
    QCoro::Task<RedisValue> clusterDelete(QList<QByteArray> del, RedisValue value);
    // SCRIPT LOAD of every script, pipelined (a node the run moved to has none cached).
    QCoro::Task<> loadScripts(RedisConnection &connection);
    // On the primary a failover promoted: the scripts again, the loss watch and expiry events, our
    // keys' TTLs extended by the time scenario time stood still (`holding`), and how many of them
    // the promoted replica had.
    QCoro::Task<qint64> resumeOnNewPrimary(bool holding, const QElapsedTimer &held);
    // replicationFault()'s three faults.
    FaultOutcome holdReplication(const Fault &fault, ManagedTopology &topology);
    QCoro::Task<FaultOutcome> killPrimary(const Fault &fault, ManagedTopology &topology);
    QCoro::Task<FaultOutcome> promoteReplica(ManagedTopology &topology, const SentinelWait &sentinel, bool holding,
                                             const QElapsedTimer &held);
    void watchReply(const Request &request, const Reply &reply, Micros sentAt);

    Scheduler &m_scheduler;
    QString m_prefix;
    QByteArray m_prefixUtf8;
    Options m_options;
    QByteArray m_storeTtl;      // m_options.namespaceTtlMs as an argument
    mutable QString m_lastKey;  // fullKeyUtf8()'s last key and its bytes under the prefix
    mutable QByteArray m_lastKeyUtf8;
    mutable QString m_lastValue;  // valueUtf8()'s, and scaledMs()'s last TTL: the same pattern
    mutable QByteArray m_lastValueUtf8;
    mutable qint64 m_lastScenarioMs = 0;
    mutable QByteArray m_lastScaled;
    RedisConnection m_commands{QStringLiteral("commands")};
    RedisConnection m_events{QStringLiteral("events")};
    // cleanup()'s own connection when the command connection is gone. A member, not a local of the
    // coroutine: the reply or timeout that resumes cleanup() for the last time comes from inside
    // this connection, and cleanup()'s frame ends before that call returns (found by tst_hostile).
    RedisConnection m_cleanupConnection{QStringLiteral("cleanup")};
    std::array<QByteArray, ScriptCount> m_sha;
    QSet<QByteArray> m_written;  // full keys, for cleanup by name
    QStringList m_notes;
    QString m_serverVersion;
    bool m_subscribed = false;
    bool m_lost = false;
    bool m_closing = false;             // the destructor runs: a switch under way stops at its next resumption
    bool m_restarting = false;          // a restart fault is under way: commands are refused
    Micros m_downUntil = -1;            // commands are refused until then too (scenario time): the fault's downMs
    bool m_changedNotify = false;       // connect() changed notify-keyspace-events ...
    QByteArray m_originalNotify;        // ... from this value ...
    QByteArray m_ourNotify;             // ... to this one (as the server reports it)
    bool m_changedPersistence = false;  // a restart fault changed appendonly/appendfsync ...
    QByteArray m_originalAppendOnly;    // ... from these values (restored by cleanup())
    QByteArray m_originalFsync;
    std::function<void(const QString &)> m_onLost;
    std::function<void(const QString &)> m_onNote;
    std::vector<std::unique_ptr<RedisConnection>> m_workerConnections;
    // Cluster routing: on, the seeds the URL named, the run's slot, connections replaced by a
    // MOVED (kept: replies still in flight on them arrive there) and the ASK target's.
    bool m_cluster = false;
    RedisUrl m_seeds;
    RedisAddress m_connectedAt;  // the address connect() reached (a cluster: the seed that answered)
    int m_slot = -1;
    bool m_moving = false;
    std::vector<std::unique_ptr<RedisConnection>> m_retired;
    std::unique_ptr<RedisConnection> m_asking;
    RedisAddress m_askingAt;
    bool m_primaryDown = false;      // from a failover's kill to its promotion: commands are refused
    int m_failovers = 0;             // a lag window that a failover cut short releases nothing
    qint64 m_heldForFailoverMs = 0;  // wall ms scenario time stood still during the current failover
    Micros m_killedWall = -1;        // wall µs of the current failover's kill
    // Every command sent and not answered yet (the failover's kill lets some finish first).
    struct InFlight {
        int worker = -1;
        Command command = Command::Ping;
        Micros dueBy = -1;  // a WAIT: when the model answers it at the latest (sent + timeout, scenario µs)
    };
    QHash<quint64, InFlight> m_inFlight;
    quint64 m_lastFlight = 0;

    // What the client knows about each key with a scenario TTL, oldest first, to place the
    // server's expiry in time: the notification arrives on another connection, possibly after
    // the reply of the command whose lookup expired the key, so an expiry is dated no later than
    // the first command that was sent to the key after its deadline.
    struct Generation {
        Micros deadline = -1;  // sent + TTL, scenario µs: Redis cannot expire it earlier
        Micros touched = -1;   // first command sent after the deadline whose reply came back
        Micros told = -1;      // the deadline the client computed, when a clock jump moved `deadline` (emulated)
    };
    QHash<QString, std::deque<Generation>> m_watch;
};

}  // namespace locklab
