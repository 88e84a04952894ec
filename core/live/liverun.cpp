// SPDX-License-Identifier: MIT
#include "live/liverun.h"

#include "core/mstext.h"
#include "live/livetr.h"

#include "live/clustermap.h"
#include "live/managedredis.h"
#include "live/sentinelclient.h"

#include <QCoreApplication>
#include <QCoroTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QScopeGuard>

#include <algorithm>
#include <cmath>
#include <limits>

namespace locklab {

namespace {
// Why a worker woke, in the note's language (wakeReasonName() is the identifier, for logs).
QString wakeReasonText(WakeReason reason)
{
    switch (reason) {
    case WakeReason::Start:
        return LiveRunTr::tr("start");
    case WakeReason::Timer:
        return LiveRunTr::tr("timer");
    case WakeReason::Heartbeat:
        return LiveRunTr::tr("heartbeat");
    case WakeReason::ServerReceives:
        return LiveRunTr::tr("server receives");
    case WakeReason::ReplyArrives:
        return LiveRunTr::tr("reply arrives");
    case WakeReason::KeyExpires:
        return LiveRunTr::tr("key expires");
    }
    return {};
}
}  // namespace

static QString newRunId()
{
    // Random, not derived from pid or host: two runs against one server never share keys.
    return QStringLiteral("live-")
           + QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, u'0');
}

Micros percentile(std::vector<Micros> values, double p)
{
    std::sort(values.begin(), values.end());
    return percentileOfSorted(values, p);  // the one rule (mstext.h)
}

qint64 LiveRun::defaultDeadlineMs(const Scenario &scenario, const LiveOptions &options)
{
    // The longest a worker's script can take if every command runs into its timeout, plus a margin.
    // In scenario ms, like the steps; the sum is scaled at the end.
    const double scale = std::max(1.0, options.timeScale);
    const qint64 timeout =
        options.commandTimeoutMs > 0 ? static_cast<qint64>(options.commandTimeoutMs / scale) + 1 : scenario.timeoutMs;
    qint64 longest = 0;
    for (const WorkerSpec &w : scenario.workers) {
        qint64 t = 0;
        for (const Step &step : w.steps) {
            switch (step.kind) {
            case StepKind::Wait:
            case StepKind::Work:
            case StepKind::Pause:
                t += step.ms;
                break;
            case StepKind::Acquire:
                t += step.maxTries
                         * ((step.backoff == Backoff::Exponential ? std::max(step.retryMs, step.maxRetryMs)
                                                                  : step.retryMs)
                            + step.jitterMs + timeout)
                     + timeout;
                break;
            default:
                t += 2 * timeout;  // EVALSHA, and EVAL after NOSCRIPT
                break;
            }
        }
        t = w.startMs + t * w.repeat;
        longest = std::max(longest, t + scenario.ttlMs);  // a heartbeat stops at its next tick
    }
    return static_cast<qint64>(static_cast<double>(longest) * scale) + 5000;
}

qint64 LiveRun::runDeadlineMs() const
{
    return m_options.deadlineMs > 0 ? m_options.deadlineMs : defaultDeadlineMs(m_scenario, m_options);
}

QString LiveRun::unsupportedReason(const Scenario &scenario, const LiveOptions &options)
{
    if (scenario.redlock.enabled() && !options.managed)
        return LiveRunTr::tr("%1 is a Redlock of %2 independent instances, which LockLab starts, kills and "
                             "restarts itself: run it with --redis managed (never against a user's redis:// URL: "
                             "LockLab never kills a user's server or moves its keys' TTLs)")
            .arg(scenario.name)
            .arg(scenario.instances);
    if (scenario.replicas > 0 && !options.managed)
        return LiveRunTr::tr("%1 needs a primary with %2 replica(s), which LockLab starts and kills "
                             "itself: run it with --redis managed (never against a user's redis:// "
                             "or redis+sentinel:// URL: LockLab never kills a user's primary)")
            .arg(scenario.name)
            .arg(scenario.replicas);
    return {};
}

LiveRun::LiveRun(const Scenario &scenario, const Policies &policies, const LiveOptions &options)
    : m_scenario(scenario)
    , m_policies(policies)
    , m_options(options)
    , m_scheduler(options.timeScale)
{
    // The timeout is part of the race (a lost reply is decided by it), so it scales with time.
    if (m_options.commandTimeoutMs <= 0)
        m_options.commandTimeoutMs =
            static_cast<int>(static_cast<double>(scenario.timeoutMs) * m_scheduler.timeScale());
}

LiveRun::~LiveRun()
{
    // Unwind every coroutine before the engine and the store they point into go away.
    m_scheduler.cancel();
    if (m_executor)
        m_executor->abortPending(LiveRunTr::tr("run ended"));
    if (m_redlock)
        m_redlock->abortPending(LiveRunTr::tr("run ended"));
    m_engine.reset();
    m_executor.reset();
    m_redlock.reset();  // stops its servers
    m_topology.reset();
    m_cluster.reset();
    m_data.reset();
}

void LiveRun::note(const QString &text, Micros at)
{
    TraceEvent e;
    e.at = at >= 0 ? at : m_scheduler.now();
    e.wallAt = at >= 0 ? at : m_scheduler.wallNow();
    e.kind = EventKind::Note;
    e.text = text;
    recordEvent(m_trace, std::move(e));
}

std::vector<Micros> LiveRun::lateness() const
{
    std::vector<Micros> values;
    values.reserve(m_scheduler.wakeUps().size());
    for (const RealScheduler::WakeUp &w : m_scheduler.wakeUps())
        values.push_back(w.lateness);
    return values;
}

namespace {
QList<LiveRun *> &activeRuns()
{
    static QList<LiveRun *> runs;  // the GUI thread's: live runs live on one thread
    return runs;
}
}  // namespace

void LiveRun::stop()
{
    m_stopRequested = true;
}

void LiveRun::stopAll()
{
    for (LiveRun *run : activeRuns())
        run->stop();
}

// A topology of the run's own, for a scenario with replicas: a failover kills its primary, so no
// run inherits another's. False with m_error set when it does not start.
bool LiveRun::startTopology(QString *note)
{
    QElapsedTimer started;
    started.start();
    // "failover": "sentinel": a redis-sentinel of the run's own decides the promotion; its
    // down-after-milliseconds is the failover's downMs on the wall clock.
    int downAfterMs = 0;
    if (m_scenario.failoverBy == FailoverBy::Sentinel) {
        for (const Fault &f : m_scenario.faults) {
            if (f.kind == FaultKind::Failover) {
                downAfterMs = std::max(1, static_cast<int>(static_cast<double>(f.downMs) * m_scheduler.timeScale()));
                break;
            }
        }
        downAfterMs = std::max(downAfterMs, 1);
    }
    m_topology = std::make_unique<ManagedTopology>(m_scenario.replicas, downAfterMs);
    QString why;
    if (!m_topology->start(&why)) {
        m_error = LiveRunTr::tr("cannot start the managed primary and replicas: ") + why;
        return false;
    }
    m_topologyStartMs = started.elapsed();
    m_options.url = m_topology->primaryUrl();
    *note = LiveRunTr::tr("managed topology up in %1 ms: %2").arg(m_topologyStartMs).arg(m_topology->describe());
    return true;
}

// A cluster of the run's own for a scenario with "redis": {"cluster": …} (a failover kills one of
// its nodes). Its cluster-node-timeout is the failover's downMs on the wall clock, as a sentinel's
// down-after-milliseconds. False with m_error set when it does not start.
bool LiveRun::startCluster(QString *note)
{
    QElapsedTimer started;
    started.start();
    ManagedCluster::Options options;
    options.primaries = m_scenario.cluster.primaries;
    options.replicasPerPrimary = m_scenario.cluster.replicasPerPrimary;
    for (const Fault &f : m_scenario.faults) {
        if (f.kind == FaultKind::Failover) {
            options.nodeTimeoutMs =
                std::max(50, static_cast<int>(static_cast<double>(f.downMs) * m_scheduler.timeScale()));
            break;
        }
    }
    m_cluster = std::make_unique<ManagedCluster>(options);
    QString why;
    if (!m_cluster->start(&why)) {
        m_error = LiveRunTr::tr("cannot start the managed cluster: ") + why;
        return false;
    }
    m_topologyStartMs = started.elapsed();
    m_options.url = m_cluster->url();
    *note = LiveRunTr::tr("managed cluster up in %1 ms (cluster-node-timeout %2 ms): %3")
                .arg(m_topologyStartMs)
                .arg(m_cluster->nodeTimeoutMs())
                .arg(m_cluster->describe());
    return true;
}

// A Redlock's instances: N redis-servers of the run's own, each behind a LiveRedis of its own.
bool LiveRun::startRedlock(const QString &prefix, QString *note)
{
    QElapsedTimer started;
    started.start();
    LiveRedlock::Options options;
    options.instances = m_scenario.instances;
    options.base = redisOptions();
    options.base.restartServer = nullptr;  // each instance restarts its own server
    options.lockKey = m_scenario.lockKey;
    // Each instance bounded by the Redlock's per-instance timeout, on the wall clock.
    const qint64 instanceMs = redlockInstanceTimeoutMs(m_scenario.redlock, m_scenario.ttlMs, m_scenario.timeoutMs);
    options.instanceTimeoutMs =
        std::max(1, static_cast<int>(static_cast<double>(instanceMs) * m_scheduler.timeScale()));
    m_redlock = std::make_unique<LiveRedlock>(m_scheduler, prefix, options);
    QString why;
    if (!m_redlock->start(&why)) {
        m_error = LiveRunTr::tr("cannot start the Redlock's instances: ") + why;
        return false;
    }
    m_topologyStartMs = started.elapsed();
    *note = LiveRunTr::tr("managed instances up in %1 ms: %2").arg(m_topologyStartMs).arg(m_redlock->describe());
    return true;
}

// What the live executor needs to know of the scenario and the run.
LiveRedis::Options LiveRun::redisOptions()
{
    LiveRedis::Options storeOptions;
    storeOptions.topology = m_topology.get();
    storeOptions.cluster = m_cluster.get();
    storeOptions.workers = m_topology ? static_cast<int>(m_scenario.workers.size()) : 0;
    for (const WorkerSpec &w : m_scenario.workers)
        storeOptions.workerNames << w.name;
    for (const Fault &f : m_scenario.faults) {
        if (f.kind == FaultKind::Failover)
            storeOptions.failoversAt << usFromMs(static_cast<double>(f.atMs));
    }
    std::sort(storeOptions.failoversAt.begin(), storeOptions.failoversAt.end());
    for (int i = 0; i < m_scenario.workers.size(); ++i) {
        if (!m_scenario.workers.at(i).honoursTimeout)
            storeOptions.patientWorkers << i;
    }
    // A client without a timeout waits as long as the server stalls; only the run's deadline ends it.
    storeOptions.patientTimeoutMs =
        static_cast<int>(std::min<qint64>(runDeadlineMs(), std::numeric_limits<int>::max()));
    storeOptions.url = m_options.url;
    storeOptions.commandTimeoutMs = m_options.commandTimeoutMs;
    storeOptions.connectTimeoutMs = m_options.connectTimeoutMs;
    storeOptions.timeScale = m_options.timeScale;
    storeOptions.keyspaceEvents = m_options.keyspaceEvents;
    storeOptions.restartServer = m_options.restartServer;
    storeOptions.holdClock = [this](bool hold) {
        if (hold)
            m_scheduler.holdClock();
        else
            m_scheduler.releaseClock();
    };
    // Never through a sentinel: the primary it names is a user's, whoever started it.
    if (!storeOptions.restartServer && !m_topology && !m_sentinel && ManagedRedis::runningAt(m_options.url)) {
        // A redis-server this process started is ours to restart, whoever handed us its URL (the
        // GUI's managed backend does not pass a restarter). Looked up again at the fault: the
        // server may be gone by then.
        // On a cluster the server to restart is the one that holds the run's slot, known once the
        // executor connected (a seed of the URL may be another shard's primary).
        const RedisUrl url = m_options.url;
        storeOptions.restartServer = [this, url](QString *error) {
            ManagedRedis *server =
                ManagedRedis::runningAt(m_executor && m_executor->isCluster() ? m_executor->currentUrl() : url);
            if (!server) {
                *error = LiveRunTr::tr("the managed redis-server is no longer running");
                return false;
            }
            return server->restart(error);
        };
    }
    return storeOptions;
}

// The run's first notes (its topology, server and data store), and the notes the run will write
// as it goes: a lost connection, each late wake-up.
void LiveRun::noteSetup(const QString &topologyNote)
{
    if (!topologyNote.isEmpty())
        note(topologyNote, 0);
    for (const QString &line : m_redlock ? m_redlock->notes() : m_executor->notes())
        note(line, 0);
    if (m_scenario.storeKind == StoreKind::Sql)
        note(LiveRunTr::tr("data store: SQLite database %1 (deleted when the run ends)")
                 .arg(m_dataDir.filePath(QStringLiteral("data.sqlite"))),
             0);
    else if (m_scenario.storeKind == StoreKind::File)
        note(LiveRunTr::tr("data store: plain file %1 (deleted when the run ends)")
                 .arg(m_dataDir.filePath(QStringLiteral("data.txt"))),
             0);
    const auto lost = [this](const QString &why) {
        m_connectionLost = true;
        note(LiveRunTr::tr("lost the connection to Redis: ") + why
             + LiveRunTr::tr("; commands from now on fail, replies in flight are unknown"));
    };
    if (m_redlock) {
        // An instance that drops is a lost Redis as for one server: its name is in `why`.
        m_redlock->setNoteHandler([this](const QString &text) { note(text); });
        m_redlock->setConnectionLostHandler(lost);
    } else {
        m_executor->setNoteHandler([this](const QString &text) { note(text); });
    }
    if (m_executor)
        m_executor->setConnectionLostHandler([this, lost](const QString &why) {
            if (!m_sentinel && !m_cluster && m_executor->isCluster()) {
                // A user's cluster: a failover, perhaps; its map says when another node serves the slot.
                if (m_lostAt < 0) {
                    m_lostAt = m_scheduler.now();
                    note(LiveRunTr::tr("lost the connection to the primary of slot %1: %2; commands fail until the "
                                       "cluster's map names another primary for it")
                             .arg(m_executor->clusterSlot())
                             .arg(why));
                    if (!m_clusterFollowing)
                        followClusterFailover();
                }
                return;
            }
            if (m_sentinel) {
                // A failover under way, perhaps: commands fail until a sentinel names the next primary.
                if (m_lostAt < 0) {
                    m_lostAt = m_scheduler.now();
                    note(LiveRunTr::tr(
                             "lost the connection to the primary: %1; commands fail until a sentinel names the "
                             "next one (+switch-master)")
                             .arg(why));
                }
                return;
            }
            lost(why);
        });
    if (m_options.wakeUpNotes) {
        m_scheduler.setWakeObserver([this](const RealScheduler::WakeUp &w) {
            if (m_engine->limitReached())
                return;
            TraceEvent e;
            e.at = m_scheduler.now();
            e.wallAt = m_scheduler.wallNow();
            e.kind = EventKind::Note;
            e.worker = static_cast<qint16>(w.wake.worker);
            e.text = LiveRunTr::tr("woke %1 ms late (%2)").arg(msNumber(w.lateness), wakeReasonText(w.wake.reason));
            recordEvent(m_trace, std::move(e));
        });
    }
}

QCoro::Task<bool> LiveRun::locatePrimary(QStringList *notes)
{
    m_sentinelUrl = m_options.url.redacted();
    m_sentinel = std::make_unique<SentinelClient>(m_options.url, m_options.connectTimeoutMs);
    const SentinelClient::Primary primary = co_await m_sentinel->locate();
    *notes = primary.notes;
    if (!primary.found()) {
        m_error = primary.error;
        co_return false;
    }
    notes->append(LiveRunTr::tr("sentinel %1 names %2 as the primary of %3")
                      .arg(primary.sentinel.toString(), primary.url.redacted(), m_options.url.masterName));
    m_options.url = primary.url;
    co_return true;
}

// The failover as the failover lessons show it: the primary out from when its connection dropped
// (or from the switch, when it never did), and the promotion at the switch. Which replica was
// promoted is the user's topology's business: the promotion names no replica lane.
void LiveRun::recordSwitch(Micros lostAt, const QString &from, const QString &to)
{
    const Micros now = m_scheduler.now();
    TraceEvent died;
    died.at = lostAt >= 0 ? lostAt : now;
    died.wallAt = m_scheduler.wallNow();
    died.kind = EventKind::Fault;
    died.fault = FaultKind::Failover;
    died.deadline = now;
    died.value = 0;  // whether the lock key reached the new primary shows in the replies that follow
    died.text =
        m_sentinel
            ? LiveRunTr::tr("failover through the sentinels of %1: the primary %2 is out").arg(m_sentinelUrl, from)
            : LiveRunTr::tr("failover in the cluster: the primary %1 of slot %2 is out")
                  .arg(from)
                  .arg(m_executor->clusterSlot());
    recordEvent(m_trace, std::move(died));
    TraceEvent promoted;
    promoted.at = now;
    promoted.wallAt = m_scheduler.wallNow();
    promoted.kind = EventKind::Fault;
    promoted.fault = FaultKind::Promotion;
    promoted.value = -1;
    promoted.text =
        m_sentinel
            ? LiveRunTr::tr("a sentinel switched the primary to %1 (+switch-master); the clients reconnect to it")
                  .arg(to)
            : LiveRunTr::tr("the cluster's map names %1 as the primary of slot %2 (CLUSTER SHARDS); the clients "
                            "reconnect to it")
                  .arg(to)
                  .arg(m_executor->clusterSlot());
    recordEvent(m_trace, std::move(promoted));
}

QCoro::Task<> LiveRun::startFollowing(const QStringList &sentinelNotes)
{
    for (const QString &line : sentinelNotes)
        note(line, 0);
    const QString unfollowed = co_await m_sentinel->follow(
        [this](const RedisUrl &primary, const QString &from, const QString &to) { followSwitch(primary, from, to); });
    note(unfollowed.isEmpty() ? LiveRunTr::tr("following failovers: subscribed to +switch-master on sentinel %1")
                                    .arg(m_sentinel->followed().toString())
                              : unfollowed,
         0);
}

QCoro::Task<> LiveRun::finishFollowing()
{
    // A switch under way finishes first: cleanup needs the connections it is moving, and the
    // switch's coroutine must not outlive the run. Its every step is bounded by a timeout (a
    // connect per worker at most), so this bound is a backstop.
    QElapsedTimer settling;
    settling.start();
    const qint64 boundMs = 3000 + static_cast<qint64>(m_options.connectTimeoutMs) * (m_scenario.workers.size() + 3);
    while ((m_switching || m_clusterFollowing) && settling.elapsed() < boundMs)
        co_await QCoro::sleepFor(std::chrono::milliseconds(5));
    if (m_lostAt >= 0) {
        m_connectionLost = true;
        note(m_sentinel ? LiveRunTr::tr("no sentinel named another primary before the run ended")
                        : LiveRunTr::tr("the cluster's map named no other primary for the run's slot before the run "
                                        "ended"));
    }
}

QCoro::Task<> LiveRun::followClusterFailover()
{
    m_clusterFollowing = true;
    const auto done = qScopeGuard([this] { m_clusterFollowing = false; });
    const RedisUrl seeds = m_executor->clusterSeeds();
    const int slot = m_executor->clusterSlot();
    const RedisUrl lost = m_executor->currentUrl();
    const RedisAddress from{lost.host, lost.port};
    // Every 100 ms, each ask within the run's timeouts, until the run ends.
    while (!m_finished && !m_stopRequested && m_lostAt >= 0 && !(m_engine && m_engine->isFinished())) {
        QString error;
        const ClusterMap map =
            co_await ClusterMap::discover(seeds, m_options.connectTimeoutMs, m_options.commandTimeoutMs, &error);
        if (m_finished || !m_executor)
            co_return;
        const std::optional<RedisAddress> primary = map.primaryOf(slot);
        if (primary && !(*primary == from)) {
            co_await followSwitch(seeds.at(*primary), from.toString(), primary->toString());
            co_return;
        }
        co_await QCoro::sleepFor(std::chrono::milliseconds(100));
    }
}

QCoro::Task<> LiveRun::followSwitch(RedisUrl primary, QString from, QString to)
{
    // One switch at a time; a later one waits for the move to end (both are real, in order).
    while (m_switching)
        co_await QCoro::sleepFor(std::chrono::milliseconds(5));
    if (m_finished || !m_executor)
        co_return;
    m_switching = true;
    recordSwitch(m_lostAt, from, to);
    QStringList notes;
    const QString error = co_await m_executor->switchPrimary(primary, &notes);
    for (const QString &line : std::as_const(notes))
        note(line);
    if (error.isEmpty()) {
        m_lostAt = -1;
        note(LiveRunTr::tr("reconnected to the new primary %1").arg(primary.redacted()));
    } else {
        m_lostAt = m_scheduler.now();
        note(error);
    }
    m_switching = false;
}

QCoro::Task<bool> LiveRun::openStore(QString *topologyNote)
{
    // One hash tag for every key of the run: on a Redis Cluster they share a slot, so the
    // scripts that touch the lock and the fence counter together stay single-slot.
    const QString prefix =
        QStringLiteral("locklab:{") + (m_options.runId.isEmpty() ? newRunId() : m_options.runId) + QStringLiteral("}:");
    QString error;
    if (m_scenario.redlock.enabled()) {
        if (!startRedlock(prefix, topologyNote))
            co_return false;
        error = co_await m_redlock->connect();
    } else {
        m_executor = std::make_unique<LiveRedis>(m_scheduler, prefix, redisOptions());
        error = co_await m_executor->connect();
    }
    if (!error.isEmpty()) {
        m_error = error;
        co_return false;
    }
    co_return true;
}

QCoro::Task<bool> LiveRun::run()
{
    activeRuns().append(this);
    const auto unregister = qScopeGuard([this] { activeRuns().removeOne(this); });
    if (const QString why = unsupportedReason(m_scenario, m_options); !why.isEmpty()) {
        m_error = why;
        m_finished = true;
        co_return false;
    }
    QString topologyNote;
    // A topology or a cluster of the run's own.
    const bool ownCluster = m_scenario.cluster.enabled() && m_options.managed;
    if ((ownCluster && !startCluster(&topologyNote))
        || (!ownCluster && m_scenario.replicas > 0 && !startTopology(&topologyNote))) {
        m_finished = true;
        co_return false;
    }
    QStringList sentinelNotes;
    if (m_options.url.topology == RedisUrl::Topology::Sentinel && !co_await locatePrimary(&sentinelNotes)) {
        m_finished = true;
        co_return false;
    }
    if (!co_await openStore(&topologyNote)) {
        m_finished = true;
        co_return false;
    }
    CommandExecutor &store = m_redlock ? static_cast<CommandExecutor &>(*m_redlock) : *m_executor;

    m_engine = std::make_unique<Engine>(m_scenario, m_policies, m_scheduler, store, m_trace, m_options.seed,
                                        Engine::Tokens::System);
    m_engine->setLimits(m_options.limits);
    if (m_scenario.storeKind != StoreKind::Redis) {
        // A real database file (or plain file) next to nothing else of the user's, gone with the run.
        QString dataError = m_dataDir.isValid() ? QString() : m_dataDir.errorString();
        if (dataError.isEmpty())
            m_data = makeDataStore(m_scenario.storeKind, m_scheduler, 0, m_dataDir.path(), &dataError);
        if (!m_data) {
            m_error = dataError;
            m_finished = true;
            co_await cleanupStore(2000);
            co_return false;
        }
        m_engine->setDataStore(m_data.get());
    }
    m_trace.backend = QStringLiteral("redis");
    m_trace.timeScale = m_scheduler.timeScale();
    m_trace.redisVersion = m_redlock ? m_redlock->serverVersion() : m_executor->serverVersion();
    noteSetup(topologyNote);
    if (m_sentinel)
        co_await startFollowing(sentinelNotes);

    const qint64 deadlineMs = runDeadlineMs();
    m_scheduler.start();  // time 0
    m_engine->start();

    // The engine has no signal for "done"; a 5 ms poll costs nothing next to a run.
    QTimer poll;
    poll.setInterval(5);
    poll.start();
    qint64 cancelledAtMs = -1;
    while (!m_engine->isFinished()) {
        const qint64 wallMs = (m_scheduler.wallNow() - m_scheduler.heldWall()) / 1000;  // restarts excepted
        if (m_options.interrupt && m_interruptedBy == 0 && m_options.interrupt->load() != 0) {
            m_interruptedBy = m_options.interrupt->load();
            m_stopRequested = true;
        }
        const bool overBudget = m_engine->limitReached();
        if (cancelledAtMs < 0 && (wallMs > deadlineMs || m_stopRequested || overBudget)) {
            m_hitDeadline = !m_stopRequested && !overBudget;
            // Over budget: the engine's note already says which limit.
            if (m_interruptedBy != 0)
                note(LiveRunTr::tr("run interrupted by signal %1: cancelling every wait").arg(m_interruptedBy));
            else if (m_stopRequested)
                note(LiveRunTr::tr("run stopped"));
            else if (!overBudget)
                note(LiveRunTr::tr("run deadline of %1 ms (wall) passed: cancelling every wait").arg(deadlineMs));
            cancelledAtMs = wallMs;
            m_scheduler.cancel();
            if (m_redlock)
                m_redlock->abortPending(LiveRunTr::tr("run cancelled"));
            else
                m_executor->abortPending(LiveRunTr::tr("run cancelled"));
        }
        // Cancelled coroutines unwind at once; this bound only guards against a bug hanging the app.
        if (cancelledAtMs >= 0 && wallMs > cancelledAtMs + 2000)
            break;
        for (const QString &line : m_sentinel ? m_sentinel->takeNotes() : QStringList())
            note(line);
        co_await poll;
    }
    poll.stop();
    if (m_sentinel || m_clusterFollowing || m_lostAt >= 0)
        co_await finishFollowing();
    m_scheduler.setWakeObserver({});
    store.setExpiryListener({});

    const std::vector<Micros> late = lateness();
    if (!late.empty()) {
        note(LiveRunTr::tr("timer lateness over %1 wake-ups (wall): p50 %2 ms, p99 %3 ms, max %4 ms")
                 .arg(late.size())
                 .arg(msNumber(percentile(late, 0.5)), msNumber(percentile(late, 0.99)),
                      msNumber(percentile(late, 1.0))));
    }
    // Cleanup is not part of the race: it has its own short bound whatever the command timeout
    // (an interrupted run has a user waiting for the prompt).
    const LiveRedis::CleanupReport cleaned = co_await cleanupStore(m_interruptedBy != 0 ? 1000 : 2000);
    m_serverRestored = cleaned.serverRestored;
    for (const QString &line : cleaned.notes)
        note(line);
    m_finished = true;
    co_return true;
}

QCoro::Task<LiveRedis::CleanupReport> LiveRun::cleanupStore(int boundMs)
{
    if (m_redlock)
        co_return co_await m_redlock->cleanup(boundMs);
    co_return co_await m_executor->cleanup(boundMs);
}

LiveOutcome runLive(const Scenario &scenario, const Policies &policies, const LiveOptions &options)
{
    LiveOutcome outcome;
    LiveRun run(scenario, policies, options);
    // Not QCoro::waitFor(): its nested loop returns early when the application quits (the window
    // closed mid-run), and the run would be destroyed under its suspended coroutine without putting
    // the server back. Processing events until the run ends does not depend on any loop.
    bool done = false;
    QCoro::Task<> wrapper = [](LiveRun &r, LiveOutcome &o, bool &finished) -> QCoro::Task<> {
        o.started = co_await r.run();
        finished = true;
    }(run, outcome, done);
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    outcome.error = run.errorString();
    outcome.connectionLost = run.connectionLost();
    outcome.hitDeadline = run.hitDeadline();
    outcome.interruptedBy = run.interruptedBy();
    outcome.serverRestored = run.serverRestored();
    outcome.lateness = run.lateness();
    outcome.trace = run.takeTrace();
    return outcome;
}

}  // namespace locklab
