// SPDX-License-Identifier: MIT
#include "live/liverun.h"

#include "core/mstext.h"

#include "live/managedredis.h"

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
// What this file says to the user (errors, trace notes, reply texts it makes up), in the run's language.
struct LiveText {
    Q_DECLARE_TR_FUNCTIONS(locklab::LiveRun)
};

// Why a worker woke, in the note's language (wakeReasonName() is the identifier, for logs).
QString wakeReasonText(WakeReason reason)
{
    switch (reason) {
    case WakeReason::Start:
        return LiveText::tr("start");
    case WakeReason::Timer:
        return LiveText::tr("timer");
    case WakeReason::Heartbeat:
        return LiveText::tr("heartbeat");
    case WakeReason::ServerReceives:
        return LiveText::tr("server receives");
    case WakeReason::ReplyArrives:
        return LiveText::tr("reply arrives");
    case WakeReason::KeyExpires:
        return LiveText::tr("key expires");
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

static QString msText(Micros us)
{
    return msNumber(us);
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
    if (scenario.redlock.enabled())
        return QCoreApplication::translate("locklab::LiveRun",
                                           "%1 is a Redlock of %2 independent instances, which runs on the embedded "
                                           "model only for now: run it without --redis")
            .arg(scenario.name)
            .arg(scenario.instances);
    if (scenario.replicas > 0 && !options.managed)
        return QCoreApplication::translate("locklab::LiveRun",
                                           "%1 needs a primary with %2 replica(s), which LockLab starts and kills "
                                           "itself: run it with --redis managed (never against a redis:// URL)")
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
        m_executor->abortPending(LiveText::tr("run ended"));
    m_engine.reset();
    m_executor.reset();
    m_topology.reset();
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
        m_error = LiveText::tr("cannot start the managed primary and replicas: ") + why;
        return false;
    }
    m_topologyStartMs = started.elapsed();
    m_options.url = m_topology->primaryUrl();
    *note = LiveText::tr("managed topology up in %1 ms: %2").arg(m_topologyStartMs).arg(m_topology->describe());
    return true;
}

// What the live executor needs to know of the scenario and the run.
LiveRedis::Options LiveRun::redisOptions()
{
    LiveRedis::Options storeOptions;
    storeOptions.topology = m_topology.get();
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
    if (!storeOptions.restartServer && !m_topology && ManagedRedis::runningAt(m_options.url)) {
        // A redis-server this process started is ours to restart, whoever handed us its URL (the
        // GUI's managed backend does not pass a restarter). Looked up again at the fault: the
        // server may be gone by then.
        const RedisUrl url = m_options.url;
        storeOptions.restartServer = [url](QString *error) {
            ManagedRedis *server = ManagedRedis::runningAt(url);
            if (!server) {
                *error =
                    QCoreApplication::translate("locklab::LiveRun", "the managed redis-server is no longer running");
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
    for (const QString &line : m_executor->notes())
        note(line, 0);
    if (m_scenario.storeKind == StoreKind::Sql)
        note(LiveText::tr("data store: SQLite database %1 (deleted when the run ends)")
                 .arg(m_dataDir.filePath(QStringLiteral("data.sqlite"))),
             0);
    else if (m_scenario.storeKind == StoreKind::File)
        note(LiveText::tr("data store: plain file %1 (deleted when the run ends)")
                 .arg(m_dataDir.filePath(QStringLiteral("data.txt"))),
             0);
    m_executor->setConnectionLostHandler([this](const QString &why) {
        m_connectionLost = true;
        note(LiveText::tr("lost the connection to Redis: ") + why
             + LiveText::tr("; commands from now on fail, replies in flight are unknown"));
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
            e.text = LiveText::tr("woke %1 ms late (%2)").arg(msText(w.lateness), wakeReasonText(w.wake.reason));
            recordEvent(m_trace, std::move(e));
        });
    }
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
    if (m_scenario.replicas > 0 && !startTopology(&topologyNote)) {  // a topology of the run's own
        m_finished = true;
        co_return false;
    }
    const LiveRedis::Options storeOptions = redisOptions();
    const QString prefix = QStringLiteral("locklab:") + newRunId() + u':';
    m_executor = std::make_unique<LiveRedis>(m_scheduler, prefix, storeOptions);
    const QString error = co_await m_executor->connect();
    if (!error.isEmpty()) {
        m_error = error;
        m_finished = true;
        co_return false;
    }

    m_engine = std::make_unique<Engine>(m_scenario, m_policies, m_scheduler, *m_executor, m_trace, m_options.seed,
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
            co_await m_executor->cleanup();
            co_return false;
        }
        m_engine->setDataStore(m_data.get());
    }
    m_trace.backend = QStringLiteral("redis");
    m_trace.timeScale = m_scheduler.timeScale();
    m_trace.redisVersion = m_executor->serverVersion();
    noteSetup(topologyNote);

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
                note(LiveText::tr("run interrupted by signal %1: cancelling every wait").arg(m_interruptedBy));
            else if (m_stopRequested)
                note(LiveText::tr("run stopped"));
            else if (!overBudget)
                note(LiveText::tr("run deadline of %1 ms (wall) passed: cancelling every wait").arg(deadlineMs));
            cancelledAtMs = wallMs;
            m_scheduler.cancel();
            m_executor->abortPending(LiveText::tr("run cancelled"));
        }
        // Cancelled coroutines unwind at once; this bound only guards against a bug hanging the app.
        if (cancelledAtMs >= 0 && wallMs > cancelledAtMs + 2000)
            break;
        co_await poll;
    }
    poll.stop();
    m_scheduler.setWakeObserver({});
    m_executor->setExpiryListener({});

    const std::vector<Micros> late = lateness();
    if (!late.empty()) {
        note(LiveText::tr("timer lateness over %1 wake-ups (wall): p50 %2 ms, p99 %3 ms, max %4 ms")
                 .arg(late.size())
                 .arg(msText(percentile(late, 0.5)), msText(percentile(late, 0.99)), msText(percentile(late, 1.0))));
    }
    // Cleanup is not part of the race: it has its own short bound whatever the command timeout
    // (an interrupted run has a user waiting for the prompt).
    const LiveRedis::CleanupReport cleaned = co_await m_executor->cleanup(m_interruptedBy != 0 ? 1000 : 2000);
    m_serverRestored = cleaned.serverRestored;
    for (const QString &line : cleaned.notes)
        note(line);
    m_finished = true;
    co_return true;
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
