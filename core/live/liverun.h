// SPDX-License-Identifier: MIT
#pragma once

#include "core/datastore.h"
#include "core/engine.h"
#include "live/liveredis.h"
#include "live/liveredlock.h"
#include "live/managedcluster.h"
#include "live/managedtopology.h"
#include "live/realscheduler.h"

#include <QCoroTask>
#include <QTemporaryDir>

#include <atomic>
#include <memory>

namespace locklab {

class SentinelClient;

struct LiveOptions {
    RedisUrl url;
    double timeScale = 1.0;    // wall time = scenario time × timeScale (≥ 1)
    int commandTimeoutMs = 0;  // per command, wall ms: a later reply is an unknown outcome;
                               // 0: the scenario's timeoutMs (500 by default) × timeScale
    int connectTimeoutMs = 1000;
    qint64 deadlineMs = 0;  // wall-clock bound on the whole run; 0: derived from the scenario
    quint64 seed = 1;       // retry jitter only: tokens come from the system generator
    bool keyspaceEvents = true;
    bool wakeUpNotes = true;  // a trace Note per scheduler wake-up with its lateness
    // Restart faults: kills and restarts the server (only a managed redis-server can). Empty:
    // a ManagedRedis of this process on `url` if there is one, else restarts are not applied.
    std::function<bool(QString *error)> restartServer;
    RunLimits limits;  // events and trace memory: the run stops at the first one reached
    // Polled while the run goes on: when it holds a non-zero value (a signal number, set by a
    // signal handler: lock-free, so async-signal-safe) the run stops and cleans up at once.
    const std::atomic<int> *interrupt = nullptr;
    // `--redis managed`: LockLab started the server, and a scenario with replicas gets a primary
    // and replicas of its own for the run (ManagedTopology). False (a user's redis:// URL): such a
    // scenario does not run.
    bool managed = false;
    // The run's id in its keys (`locklab:{ID}:…`); empty: a random one. A test picks one to put
    // the run's slot on a chosen shard of a cluster.
    QString runId;
};

// One run of a scenario against a real Redis: connects, runs the engine on a RealScheduler and a
// LiveRedis, and finishes with a trace whatever happens. It never hangs: every command has a
// timeout, the run has a wall-clock deadline after which every wait is cancelled, and a Redis that
// dies mid-run turns into error and unknown outcomes in the trace.
class LiveRun {
public:
    LiveRun(const Scenario &scenario, const Policies &policies, const LiveOptions &options);
    ~LiveRun();
    LiveRun(const LiveRun &) = delete;
    LiveRun &operator=(const LiveRun &) = delete;

    // False if the run could not start (Redis unreachable, AUTH refused, ...): see errorString().
    QCoro::Task<bool> run();
    // Ends a run early (the GUI's stop button): every wait resumes, every command gives up.
    void stop();
    // stop() on every run under way in this process: the app's window is closing, and each run
    // still puts the server back before it returns.
    static void stopAll();

    QString errorString() const { return m_error; }
    bool isFinished() const { return m_finished; }
    bool connectionLost() const { return m_connectionLost; }
    bool hitDeadline() const { return m_hitDeadline; }
    // The signal that stopped the run (LiveOptions::interrupt), or 0.
    int interruptedBy() const { return m_interruptedBy; }
    // Whether the run left the server's notify-keyspace-events as it found it (see the trace's notes).
    bool serverRestored() const { return m_serverRestored; }
    const Trace &trace() const { return m_trace; }
    Trace takeTrace() { return std::move(m_trace); }
    const Scenario &scenario() const { return m_scenario; }
    const RealScheduler &scheduler() const { return m_scheduler; }
    // Wall-clock lateness of every wake-up, µs.
    std::vector<Micros> lateness() const;

    // Why `scenario` cannot run on these options (it needs the managed topology), or empty.
    static QString unsupportedReason(const Scenario &scenario, const LiveOptions &options);
    // Wall ms the topology took to start (0 without one).
    qint64 topologyStartMs() const { return m_topologyStartMs; }

    // The wall-clock bound run() applies when options.deadlineMs is 0.
    static qint64 defaultDeadlineMs(const Scenario &scenario, const LiveOptions &options);

private:
    qint64 runDeadlineMs() const;  // wall ms: LiveOptions::deadlineMs, or the default for the scenario
    void note(const QString &text, Micros at = -1);
    // run()'s parts, in order.
    bool startTopology(QString *note);
    bool startCluster(QString *note);
    // A Redlock's N managed servers of the run's own (m_redlock). False with m_error set.
    bool startRedlock(const QString &prefix, QString *note);
    LiveRedis::Options redisOptions();
    // The executor (m_executor, or m_redlock with its servers) made and connected; false with m_error.
    QCoro::Task<bool> openStore(QString *topologyNote);
    void noteSetup(const QString &topologyNote);
    // The store's cleanup: the one server's, or every Redlock instance's (then its servers stop).
    QCoro::Task<LiveRedis::CleanupReport> cleanupStore(int boundMs);
    // A redis+sentinel:// URL: the primary the sentinels name (false with m_error when none does),
    // then each switch of it followed (workers reconnected, the switch in the trace).
    QCoro::Task<bool> locatePrimary(QStringList *notes);
    QCoro::Task<> startFollowing(const QStringList &sentinelNotes);
    QCoro::Task<> followSwitch(RedisUrl primary, QString from, QString to);
    QCoro::Task<> finishFollowing();
    void recordSwitch(Micros lostAt, const QString &from, const QString &to);
    // A user's cluster whose slot primary dropped: its map asked again until another primary
    // serves the run's slot, then followed as a sentinel's switch is.
    QCoro::Task<> followClusterFailover();

    Scenario m_scenario;
    Policies m_policies;
    LiveOptions m_options;
    RealScheduler m_scheduler;
    Trace m_trace;
    std::unique_ptr<ManagedTopology> m_topology;  // outlives the store that talks to it
    std::unique_ptr<SentinelClient> m_sentinel;   // a redis+sentinel:// URL's sentinels, else null
    QString m_sentinelUrl;                        // that URL, redacted, for the trace
    Micros m_lostAt = -1;                         // the primary's connection dropped, no switch since
    bool m_switching = false;                     // a switch is moving the connections
    bool m_clusterFollowing = false;              // followClusterFailover() is asking the cluster
    std::unique_ptr<ManagedCluster> m_cluster;    // a scenario's own cluster: outlives the store too
    std::unique_ptr<LiveRedis> m_executor;        // one server (or a cluster, a topology's primary) ...
    std::unique_ptr<LiveRedlock> m_redlock;       // ... or a Redlock's instances: exactly one of the two
    QTemporaryDir m_dataDir;                      // the run's own directory: the sql or file store lives there
    std::unique_ptr<DataStore> m_data;            // null when the data is in Redis
    std::unique_ptr<Engine> m_engine;
    QString m_error;
    bool m_finished = false;
    bool m_connectionLost = false;
    bool m_hitDeadline = false;
    bool m_stopRequested = false;
    int m_interruptedBy = 0;
    bool m_serverRestored = true;
    qint64 m_topologyStartMs = 0;
};

struct LiveOutcome {
    bool started = false;
    QString error;
    Trace trace;
    bool connectionLost = false;
    bool hitDeadline = false;
    int interruptedBy = 0;       // the signal that stopped the run, or 0
    bool serverRestored = true;  // false: the server's settings could not be put back (the trace says which)
    std::vector<Micros> lateness;
};

// A whole live run, blocking in a local event loop. For the command line and tests, never for code
// resumed by a Redis reply (no nested event loops there).
LiveOutcome runLive(const Scenario &scenario, const Policies &policies, const LiveOptions &options);

// p in [0, 1] of `values` (nearest rank), or 0 when empty.
Micros percentile(std::vector<Micros> values, double p);

}  // namespace locklab
