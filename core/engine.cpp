// SPDX-License-Identifier: MIT
#include "core/engine.h"

#include "core/command.h"
#include "core/coretr.h"

#include <QCoreApplication>

#include <QLoggingCategory>
#include <QRandomGenerator>

#include <algorithm>
#include <memory>
#include <optional>

Q_LOGGING_CATEGORY(lcEngine, "locklab.engine", QtWarningMsg)

namespace locklab {

Engine::Engine(const Scenario &scenario, const Policies &policies, Scheduler &scheduler, CommandExecutor &executor,
               Trace &trace, quint64 seed, Tokens tokens)
    : m_scenario(scenario)
    , m_policies(policies)
    , m_scheduler(scheduler)
    , m_executor(executor)
    , m_trace(trace)
    , m_rng(seed)
    , m_tokens(tokens)
{
    m_trace.scenario = scenario.name;
    m_trace.lockKey = scenario.lockKey;
    m_trace.ttlMs = scenario.ttlMs;
    m_trace.replicas = scenario.replicas;
    m_trace.instances = scenario.redlock.enabled() ? scenario.instances : 1;
    m_trace.quorum = scenario.redlock.enabled() ? redlockQuorum(scenario.redlock, scenario.instances) : 0;
    m_trace.policies = policies;
    m_trace.seed = seed;
    m_trace.purpose = scenario.purpose;
    m_trace.storeKind = scenario.storeKind;
    m_trace.sqlGuard = scenario.sqlGuard;
    m_trace.timeoutMs = scenario.timeoutMs;
    m_trace.workers.clear();
    m_trace.ignoresTimeout.clear();
    for (const WorkerSpec &spec : scenario.workers) {
        if (!spec.honoursTimeout)
            m_trace.ignoresTimeout.append(static_cast<int>(m_trace.workers.size()));
        m_trace.workers.append(spec.name);
    }
    m_trace.keyPrefix = executor.fullKey(QString());
    m_trace.events.reserve(64);
    m_executor.setExpiryListener([this](const QString &key, Micros at, Micros deadline) {
        TraceEvent e;
        e.at = at;
        e.wallAt = m_scheduler.wallNow();
        e.kind = EventKind::Expired;
        e.deadline = deadline;
        e.text = key;
        record(std::move(e));
    });
}

void Engine::record(TraceEvent &&e)
{
    if (m_budget.charge(e, m_trace.events)) {
        recordEvent(m_trace, std::move(e));
        return;
    }
    if (!m_trace.limitReached.isEmpty())
        return;  // past the limit nothing more is kept: the trace so far is the run's result
    m_trace.limitReached = m_budget.reason();
    TraceEvent note;
    note.at = e.at;
    note.wallAt = e.wallAt;
    note.kind = EventKind::Note;
    note.text = m_budget.reason();
    recordEvent(m_trace, std::move(note));
}

Engine::~Engine()
{
    m_executor.setExpiryListener({});
}

void Engine::start()
{
    m_started = true;
    m_workers.resize(static_cast<std::size_t>(m_scenario.workers.size()));
    for (int i = 0; i < m_scenario.workers.size(); ++i)
        m_workers[static_cast<std::size_t>(i)].index = i;
    for (const Fault &fault : m_scenario.faults)
        inject(fault);
    for (int i = 0; i < m_scenario.workers.size(); ++i)
        m_tasks.push_back(runWorker(i));
}

void Engine::inject(const Fault &fault)
{
    if (fault.kind == FaultKind::Stall)
        m_mayStall = true;
    const Micros at = usFromMs(static_cast<double>(fault.atMs));
    if (m_started && at <= m_scheduler.now() && m_running > 0) {
        fire(fault);
        return;
    }
    m_scheduler.callAt(at, [this, fault] { fire(fault); }, {-1, WakeReason::Timer});
}

void Engine::recordFault(const Fault &fault, const QString &text, Micros until, qint64 value, Micros at)
{
    TraceEvent e;
    // On the wall clock now() has moved on since the fault computed its `until`: keep them paired.
    e.at = at >= 0 ? at : m_scheduler.now();
    e.wallAt = m_scheduler.wallNow();
    e.kind = EventKind::Fault;
    e.worker = static_cast<qint16>(fault.worker);
    e.fault = fault.kind;
    e.deadline = until;
    e.value = value;
    e.text = text;
    e.requestId = fault.instance >= 0 ? fault.instance + 1 : -1;  // a Redlock's instance, 1-based (traceevent.h)
    record(std::move(e));
}

void Engine::fire(const Fault &fault)
{
    const Micros now = m_scheduler.now();
    const bool hasWorker = fault.worker >= 0 && static_cast<std::size_t>(fault.worker) < m_workers.size();
    switch (fault.kind) {
    case FaultKind::Pause: {
        if (!hasWorker)
            return;
        WorkerRun &w = m_workers[static_cast<std::size_t>(fault.worker)];
        if (w.done)
            return;
        const Micros until = now + usFromMs(static_cast<double>(fault.ms));
        m_scheduler.freeze(fault.worker, until);
        w.pausedUntil = std::max(w.pausedUntil, until);
        recordFault(fault,
                    FaultTr::tr("%1's process frozen for %2 ms").arg(m_trace.workerName(fault.worker)).arg(fault.ms),
                    until, 0, now);
        const WorkerState before = w.state;
        setState(w, WorkerState::Paused);
        // When it thaws it carries on with whatever it was doing.
        m_scheduler.callAt(until,
                           [this, index = fault.worker, before] {
                               WorkerRun &thawed = m_workers[static_cast<std::size_t>(index)];
                               if (!thawed.done && thawed.state == WorkerState::Paused)
                                   setState(thawed, before);
                           },
                           {-1, WakeReason::Timer});
        break;
    }
    case FaultKind::Latency: {
        if (!hasWorker && fault.instance >= 0) {
            // A slow network to one server: every reply from it, to every worker, is held back this
            // long before the client sees it (live, by LockLab's client: what a slow link looks like
            // from the client's side).
            const Micros until = fault.untilMs >= 0 ? usFromMs(static_cast<double>(fault.untilMs)) : -1;
            m_latency.push_back({-1, fault.instance, now, until, usFromMs(static_cast<double>(fault.ms))});
            // Live (wall time runs), the reply really came from Redis and LockLab holds it back.
            const QString text =
                m_scheduler.wallNow() >= 0
                    ? FaultTr::tr("slow network to instance %1: its replies reach every client %2 ms late (held "
                                  "back by LockLab's client)")
                    : FaultTr::tr("slow network to instance %1: its replies reach every client %2 ms late");
            recordFault(fault, text.arg(fault.instance + 1).arg(fault.ms), until, fault.ms, now);
            break;
        }
        if (!hasWorker)
            return;
        WorkerRun &w = m_workers[static_cast<std::size_t>(fault.worker)];
        if (fault.nth > 0) {
            w.delayedReplyAt = w.commandsSent + fault.nth;
            w.delayedReplyMs = fault.ms;
            recordFault(fault,
                        FaultTr::tr("the reply to %1's command #%2 from now will be %3 ms late")
                            .arg(m_trace.workerName(fault.worker))
                            .arg(fault.nth)
                            .arg(fault.ms),
                        -1);
        } else {
            const Micros until = fault.untilMs >= 0 ? usFromMs(static_cast<double>(fault.untilMs)) : -1;
            m_latency.push_back({fault.worker, -1, now, until, usFromMs(static_cast<double>(fault.ms))});
            recordFault(fault,
                        FaultTr::tr("slow network: %1's replies arrive %2 ms late")
                            .arg(m_trace.workerName(fault.worker))
                            .arg(fault.ms),
                        until, 0, now);
        }
        break;
    }
    case FaultKind::LostReply: {
        if (!hasWorker)
            return;
        WorkerRun &w = m_workers[static_cast<std::size_t>(fault.worker)];
        w.lostReplyAt = w.commandsSent + std::max(1, fault.nth);
        recordFault(fault,
                    FaultTr::tr("the reply to %1's command #%2 from now will be lost")
                        .arg(m_trace.workerName(fault.worker))
                        .arg(std::max(1, fault.nth)),
                    -1);
        break;
    }
    case FaultKind::Restart:
    case FaultKind::ClockJump:
    case FaultKind::ReplicationLag:
    case FaultKind::Stall:
        m_tasks.push_back(serverFault(fault));
        break;
    case FaultKind::Failover:
        m_tasks.push_back(failover(fault));
        break;
    case FaultKind::Promotion:  // the second half of a failover, never fired on its own
        break;
    }
}

QCoro::Task<> Engine::failover(Fault fault)
{
    ++m_running;
    // Two instants: the primary dies now; downMs later the most up-to-date replica takes over
    // with what had reached it, and every client reconnects to it. On the wall clock the store
    // holds scenario time while it kills and promotes, so both land at their scenario instants.
    // The instant of death is taken once the kill is done: a live store first lets the commands
    // in flight land (scenario time held), and their replies come before the death in the trace.
    // The promotion is due downMs after the fault's own instant, not after a late wake-up's, so a
    // client retrying on the wall clock meets it where it meets it in the model.
    const CommandExecutor::FaultOutcome died = co_await m_executor.applyServerFault(fault);
    const Micros diedAt = m_scheduler.now();
    const Micros promoteAt =
        std::max(diedAt, usFromMs(static_cast<double>(fault.atMs)) + usFromMs(static_cast<double>(fault.downMs)));
    const bool lockLost = died.lostKeys.contains(m_scenario.lockKey);
    recordFault(fault, died.applied ? died.note : FaultTr::tr("not applied: ") + died.note,
                died.applied ? promoteAt : -1, lockLost ? 1 : 0, diedAt);
    if (died.applied) {
        if (promoteAt > m_scheduler.now())
            co_await m_scheduler.sleep(promoteAt - m_scheduler.now(), {-1, WakeReason::Timer});
        Fault promote = fault;
        promote.kind = FaultKind::Promotion;
        const CommandExecutor::FaultOutcome promoted = co_await m_executor.applyServerFault(promote);
        recordFault(promote, promoted.applied ? promoted.note : FaultTr::tr("not applied: ") + promoted.note, -1,
                    promoted.replica);
    }
    --m_running;
}

QCoro::Task<> Engine::serverFault(Fault fault)
{
    ++m_running;
    if (isRedlock() && fault.instance < 0)
        fault.instance = 0;  // the fault palette names no instance: a Redlock's first takes it
    const CommandExecutor::FaultOutcome outcome = co_await m_executor.applyServerFault(fault);
    const Micros until = fault.kind == FaultKind::Restart
                             ? m_scheduler.now() + usFromMs(static_cast<double>(fault.downMs))
                         : fault.kind == FaultKind::Stall ? m_scheduler.now() + usFromMs(static_cast<double>(fault.ms))
                         : fault.kind == FaultKind::ReplicationLag ? usFromMs(static_cast<double>(fault.untilMs))
                                                                   : -1;
    // Restart: whether keys were lost; ReplicationLag: which replica it holds (-1: every one).
    recordFault(fault, outcome.applied ? outcome.note : FaultTr::tr("not applied: ") + outcome.note,
                outcome.applied ? until : -1,
                fault.kind == FaultKind::Restart          ? (outcome.keysLost ? 1 : 0)
                : fault.kind == FaultKind::ReplicationLag ? fault.replica
                                                          : fault.ms);
    --m_running;
}

QString Engine::newToken(int index)
{
    const QString worker = m_scenario.workers.at(index).name;
    // The article's "never from the process id or the hostname": these are the wrong ways, made
    // runnable. Two containers are both PID 1; the threads of one process share HOSTNAME:PID.
    switch (m_policies.tokens) {
    case TokenSource::Pid:
        return QString::number(workerPid(m_scenario, index));
    case TokenSource::Hostname:
        return workerHost(m_scenario, index);
    case TokenSource::HostnamePid:
        return workerHost(m_scenario, index) + u':' + QString::number(workerPid(m_scenario, index));
    case TokenSource::Random:
        break;
    }
    if (m_tokens == Tokens::System) {
        // 128 random bits, hex: unguessable and unique to this holder.
        quint64 words[2];
        QRandomGenerator::system()->fillRange(words);
        return QString::number(words[0], 16).rightJustified(16, u'0')
               + QString::number(words[1], 16).rightJustified(16, u'0');
    }
    return worker.toLower() + u'-' + QString::number(m_rng.next() & 0xffffffffULL, 16).rightJustified(8, u'0');
}

qint64 Engine::effectiveTtl(const Step &step) const
{
    return step.ttlMs > 0 ? step.ttlMs : m_scenario.ttlMs;
}

void Engine::setState(WorkerRun &w, WorkerState state, Micros validUntil)
{
    TraceEvent e;
    e.at = m_scheduler.now();
    e.wallAt = m_scheduler.wallNow();
    e.kind = EventKind::State;
    e.worker = static_cast<qint16>(w.index);
    e.state = state;
    e.believesHeld = w.believesHeld;
    e.deadline = validUntil;
    w.state = state;
    record(std::move(e));
}

Request Engine::writeRequest(const WorkerRun &w) const
{
    const QString value = m_scenario.workers.at(w.index).name;
    const qint64 fence = std::max<qint64>(w.fence, 0);
    switch (m_scenario.storeKind) {
    case StoreKind::Redis:
        return m_policies.fencing
                   ? Request{.command = Command::FencedWrite, .key = StoreKeys::base(), .value = value, .number = fence}
                   : Request{.command = Command::Write, .key = StoreKeys::base(), .value = value};
    case StoreKind::Sql:
        // A unique job row refuses the second writer whatever the lock or the fence says.
        if (m_scenario.sqlGuard == SqlGuard::Unique)
            return Request{
                .command = Command::SqlInsertJob, .key = m_scenario.lockKey, .value = value, .number = fence};
        return Request{.command = m_policies.fencing ? Command::SqlFencedUpdate : Command::SqlUpdate,
                       .key = QStringLiteral("data"),
                       .value = value,
                       .number = fence};
    case StoreKind::File:
        // The fence travels with the write, but a file has nothing to compare it with.
        return Request{
            .command = Command::FileWrite, .key = QStringLiteral("data.txt"), .value = value, .number = fence};
    }
    return {};
}

QCoro::Task<Reply> Engine::send(int worker, const Request &sent, qint64 timeoutMs)
{
    Request request = sent;  // copied before the first suspension: the caller's object may go away
    if (timeoutMs < 0)
        timeoutMs = m_scenario.timeoutMs;
    request.worker = worker;
    const int id = m_nextRequestId++;
    const Micros sentAt = m_scheduler.now();
    {
        TraceEvent e;
        e.at = sentAt;
        e.wallAt = m_scheduler.wallNow();
        e.kind = EventKind::Sent;
        e.worker = static_cast<qint16>(worker);
        e.requestId = id;
        e.request = request;
        record(std::move(e));
    }
    WorkerRun &w = m_workers[static_cast<std::size_t>(worker)];
    const int number = ++w.commandsSent;
    const bool toData = m_data && isDataStoreCommand(request.command);
    CommandExecutor &target = toData ? *m_data : m_executor;
    const int server = toData ? -1 : serverOf(request);
    // Two statements, not a conditional with a co_await in each arm: GCC 12 destroys such a
    // conditional's result twice.
    Reply reply;
    if (m_mayStall && m_scenario.workers.at(worker).honoursTimeout)
        reply = co_await executeWithin(target, request, sentAt, usFromMs(static_cast<double>(timeoutMs)), timeoutMs);
    else
        reply = co_await target.execute(request);
    if (number == w.lostReplyAt && !m_scheduler.isCancelled()) {
        // The command ran; its reply is lost on the way back. The client learns nothing until
        // its timeout, and then it cannot tell whether the command took effect.
        const Micros deadline = sentAt + usFromMs(static_cast<double>(timeoutMs));
        if (deadline > m_scheduler.now())
            co_await m_scheduler.sleep(deadline - m_scheduler.now(), {worker, WakeReason::ReplyArrives});
        Reply lost = Reply::unknown(CommandExecutorTr::tr("no reply within %1 ms").arg(timeoutMs));
        // What the server really did stays in the trace for the key lane (see Reply::Kind::Unknown).
        lost.executedAt = reply.executedAt;
        lost.integer = reply.isOk() || (reply.kind == Reply::Kind::Integer && reply.integer > 0) ? 1 : 0;
        reply = lost;
    }
    // A live reply does not say when the server ran the command; the middle of the real round trip
    // does, before the delays below that the lab adds on the way back (a slow network, a frozen client).
    if (reply.executedAt < 0 && reply.kind != Reply::Kind::Unknown)
        reply.executedAt = (sentAt + m_scheduler.now()) / 2;
    Micros extra = number == w.delayedReplyAt ? usFromMs(static_cast<double>(w.delayedReplyMs)) : 0;
    for (const LatencyWindow &window : m_latency) {
        const bool whose = window.worker >= 0 ? window.worker == worker : window.instance == server;
        if (whose && sentAt >= window.from && (window.until < 0 || sentAt < window.until))
            extra += window.extra;
    }
    const Micros timeout = usFromMs(static_cast<double>(timeoutMs));
    if (extra > 0 && m_scenario.workers.at(worker).honoursTimeout && reply.kind != Reply::Kind::Unknown
        && m_scheduler.now() + extra - sentAt > timeout && !m_scheduler.isCancelled()) {
        // The client gives up at its timeout (the article's rule 6); the late reply, when it comes,
        // finds nobody waiting. What the server did stays in the trace, as for a lost reply.
        if (sentAt + timeout > m_scheduler.now())
            co_await m_scheduler.sleep(sentAt + timeout - m_scheduler.now(), {worker, WakeReason::ReplyArrives});
        Reply late = Reply::unknown(CommandExecutorTr::tr("no reply within %1 ms").arg(timeoutMs));
        late.executedAt = reply.executedAt;
        late.integer = reply.isOk() || (reply.kind == Reply::Kind::Integer && reply.integer > 0) ? 1 : 0;
        reply = late;
        extra = 0;
    }
    if (extra > 0 && !m_scheduler.isCancelled())
        co_await m_scheduler.sleep(extra, {worker, WakeReason::ReplyArrives});
    // A reply that reaches a frozen process is handled when it thaws.
    if (m_scheduler.thawTime(worker) > m_scheduler.now() && !m_scheduler.isCancelled())
        co_await m_scheduler.sleep(m_scheduler.thawTime(worker) - m_scheduler.now(),
                                   {worker, WakeReason::ReplyArrives});
    TraceEvent e;
    e.at = m_scheduler.now();
    e.wallAt = m_scheduler.wallNow();
    e.kind = EventKind::Replied;
    e.worker = static_cast<qint16>(worker);
    e.requestId = id;
    e.sentAt = sentAt;
    e.request = std::move(request);
    e.reply = reply;
    record(std::move(e));
    co_return reply;
}

int Engine::serverOf(const Request &request) const
{
    return isRedlock() ? std::clamp(keyInstance(request.key) - 1, 0, std::max(0, m_scenario.instances - 1)) : 0;
}

// One command against its client's timeout: whichever comes first resumes send(). Shared, because
// the command's coroutine outlives a send() that gave up on it.
struct Engine::ReplyRace {
    std::optional<Reply> reply;
    std::coroutine_handle<> waiter;  // send(), while it waits; null once resumed
    void resumeWaiter()
    {
        if (auto handle = std::exchange(waiter, {}))
            handle.resume();
    }
    struct Awaiter {
        ReplyRace &race;
        bool await_ready() const noexcept { return race.reply.has_value(); }
        void await_suspend(std::coroutine_handle<> handle) noexcept { race.waiter = handle; }
        void await_resume() const noexcept {}
    };
};

namespace {

QCoro::Task<> runCommand(std::shared_ptr<Engine::ReplyRace> race, CommandExecutor &target, Request request)
{
    race->reply = co_await target.execute(request);
    race->resumeWaiter();
}

QCoro::Task<> runTimeout(std::shared_ptr<Engine::ReplyRace> race, Scheduler &scheduler, Micros at, int worker)
{
    // A client-side timer: a frozen client notices it when it thaws. Cancelled runs resume it at once.
    if (at > scheduler.now())
        co_await scheduler.sleep(at - scheduler.now(), {worker, WakeReason::ReplyArrives});
    race->resumeWaiter();
}

}  // namespace

QCoro::Task<Reply> Engine::executeWithin(CommandExecutor &target, const Request &sent, Micros sentAt, Micros timeout,
                                         qint64 timeoutMs)
{
    const Request request = sent;
    auto race = std::make_shared<ReplyRace>();
    m_tasks.push_back(runCommand(race, target, request));
    if (!race->reply) {
        m_tasks.push_back(runTimeout(race, m_scheduler, sentAt + timeout, request.worker));
        co_await ReplyRace::Awaiter{*race};
    }
    if (race->reply)
        co_return *race->reply;
    // The server has not answered (a stalled one holds the command): the client gives up, and cannot
    // know whether the command will run. It will, when the server resumes: nobody waits for that reply.
    co_return Reply::unknown(CommandExecutorTr::tr("no reply within %1 ms").arg(timeoutMs));
}

QCoro::Task<bool> Engine::acquire(WorkerRun &w, const Step &step)
{
    const QString name = m_scenario.workers.at(w.index).name;
    const qint64 ttl = effectiveTtl(step);
    const bool atomicFence = m_policies.fencing && m_policies.fenceMode == FenceMode::Atomic;
    const Micros startedAt = m_scheduler.now();
    for (int attempt = 1; attempt <= step.maxTries; ++attempt) {
        // A fresh token per attempt would also be correct; one per acquisition keeps logs readable.
        if (attempt == 1)
            w.token = newToken(w.index);
        setState(w, WorkerState::Acquiring);
        const Request set = atomicFence ? Request{.command = Command::AcquireWithFence,
                                                  .key = m_scenario.lockKey,
                                                  .value = w.token,
                                                  .number = ttl}
                                        : Request{.command = Command::Set,
                                                  .key = m_scenario.lockKey,
                                                  .value = w.token,
                                                  .number = ttl,
                                                  .condition = SetCondition::IfAbsent};
        const Reply reply = co_await send(w.index, set);
        if (m_scheduler.isCancelled())
            co_return false;
        // An unknown reply may mean we hold the lock; the worker cannot know, so it does not
        // believe it does. The trace keeps the ambiguity for the checker and the views.
        const bool got = atomicFence ? reply.kind == Reply::Kind::Integer && reply.integer > 0 : reply.isOk();
        if (got) {
            if (atomicFence) {
                w.fence = reply.integer;
            } else if (m_policies.fencing) {
                const Request incr{.command = Command::Incr, .key = StoreKeys::fenceCounter()};
                const Reply fence = co_await send(w.index, incr);
                w.fence = fence.kind == Reply::Kind::Integer ? fence.integer : 0;
            }
            // With WAIT the lock call returns only once the replicas answered: the worker does not
            // believe it holds the lock before that.
            if (m_policies.wait.enabled() && !co_await waitForReplicas(w)) {
                if (m_scheduler.isCancelled())
                    co_return false;
                if (attempt < step.maxTries) {
                    const Micros delay = retryDelay(step, attempt);
                    if (step.timeoutMs > 0
                        && m_scheduler.now() + delay - startedAt > usFromMs(static_cast<double>(step.timeoutMs)))
                        co_return false;
                    if (!co_await m_scheduler.sleep(delay, {w.index, WakeReason::Timer}))
                        co_return false;
                }
                continue;
            }
            w.believesHeld = true;
            setState(w, WorkerState::Holding);
            if (m_policies.heartbeat.enabled)
                m_tasks.push_back(heartbeat(w.index, ttl));
            co_return true;
        }
        if (attempt < step.maxTries) {
            const Micros delay = retryDelay(step, attempt);
            if (step.timeoutMs > 0
                && m_scheduler.now() + delay - startedAt > usFromMs(static_cast<double>(step.timeoutMs)))
                co_return false;  // the next try would start after the acquire timeout
            if (!co_await m_scheduler.sleep(delay, {w.index, WakeReason::Timer}))
                co_return false;
        }
    }
    co_return false;
}

QCoro::Task<int> Engine::onEveryInstance(WorkerRun &w, Command command, qint64 ttlMs)
{
    // One after the other, in instance order, each bounded by the per-instance timeout: what
    // redsync, node-redlock and Redisson do (the replies counted as they come).
    const qint64 timeout =
        redlockInstanceTimeoutMs(m_scenario.redlock, ttlMs > 0 ? ttlMs : m_scenario.ttlMs, m_scenario.timeoutMs);
    int took = 0;
    for (int i = 1; i <= m_scenario.instances; ++i) {
        Request request{
            .command = command, .key = instanceKey(m_scenario.lockKey, i), .value = w.token, .number = ttlMs};
        if (command == Command::Set)
            request.condition = SetCondition::IfAbsent;
        const Reply reply = co_await send(w.index, request, timeout);
        if (m_scheduler.isCancelled())
            co_return took;
        if (reply.isOk() || (reply.kind == Reply::Kind::Integer && reply.integer > 0))
            ++took;
    }
    co_return took;
}

void Engine::believeUntil(WorkerRun &w, Micros validUntil)
{
    const int validity = ++w.validity;
    w.believesHeld = true;
    if (validUntil >= 0) {
        m_scheduler.callAt(std::max(validUntil, m_scheduler.now()),
                           [this, index = w.index, validity] { validityEnds(index, validity); },
                           {-1, WakeReason::Timer});
    }
}

void Engine::validityEnds(int index, int validity)
{
    WorkerRun &w = m_workers[static_cast<std::size_t>(index)];
    if (w.done || !w.believesHeld || w.validity != validity || m_scheduler.isCancelled())
        return;
    // A frozen process runs no timers: it learns that its validity is over when it thaws (the GC
    // pause of Kleppmann's critique), and until then it believes.
    if (w.pausedUntil > m_scheduler.now()) {
        m_scheduler.callAt(w.pausedUntil, [this, index, validity] { validityEnds(index, validity); },
                           {-1, WakeReason::Timer});
        return;
    }
    w.believesHeld = false;
    setState(w, w.state);
}

QCoro::Task<bool> Engine::acquireRedlock(WorkerRun &w, const Step &step)
{
    const RedlockSpec &spec = m_scenario.redlock;
    const int quorum = redlockQuorum(spec, m_scenario.instances);
    const qint64 ttl = effectiveTtl(step);
    const Micros firstTry = m_scheduler.now();
    // node-redlock 5.0.0-beta.2 takes its start before the first try and returns whatever it got;
    // Redisson has no validity at all. Both believe until they release.
    const bool checksValidity = spec.variant != RedlockVariant::Redisson && spec.validityFrom == ValidityFrom::Attempt;
    for (int attempt = 1; attempt <= step.maxTries; ++attempt) {
        if (attempt == 1)
            w.token = newToken(w.index);
        setState(w, WorkerState::Acquiring);
        const Micros start = m_scheduler.now();
        const int granted = co_await onEveryInstance(w, Command::Set, ttl);
        if (m_scheduler.isCancelled())
            co_return false;
        const Micros from = spec.validityFrom == ValidityFrom::FirstAttempt ? firstTry : start;
        const Micros validUntil = from + usFromMs(static_cast<double>(ttl)) - redlockDrift(spec, ttl);
        if (granted >= quorum && (!checksValidity || validUntil > m_scheduler.now())) {
            if (m_policies.fencing) {
                const Request incr{.command = Command::Incr, .key = StoreKeys::fenceCounter()};
                const Reply fence = co_await send(w.index, incr);
                w.fence = fence.kind == Reply::Kind::Integer ? fence.integer : 0;
            }
            believeUntil(w, checksValidity ? validUntil : -1);
            // The validity as this variant computed it, decided here and nowhere else: the trace keeps
            // it for every view. beta.2 computes one and never checks it (it may be over already);
            // Redisson has none.
            setState(w, WorkerState::Holding,
                     spec.variant == RedlockVariant::Redisson ? -1 : std::max<Micros>(0, validUntil));
            co_return true;
        }
        // No quorum, or no validity left: give back what it got, on every instance.
        setState(w, WorkerState::Releasing);
        co_await onEveryInstance(w, Command::CompareAndDelete, 0);
        if (m_scheduler.isCancelled())
            co_return false;
        if (attempt < step.maxTries) {
            setState(w, WorkerState::Acquiring);
            const Micros delay = retryDelay(step, attempt);
            if (step.timeoutMs > 0
                && m_scheduler.now() + delay - firstTry > usFromMs(static_cast<double>(step.timeoutMs)))
                co_return false;
            if (!co_await m_scheduler.sleep(delay, {w.index, WakeReason::Timer}))
                co_return false;
        }
    }
    co_return false;
}

QCoro::Task<> Engine::extendRedlock(WorkerRun &w, const Step &step)
{
    const RedlockSpec &spec = m_scenario.redlock;
    const qint64 ttl = effectiveTtl(step);
    const Micros start = m_scheduler.now();
    const int extended = co_await onEveryInstance(w, Command::CompareAndExtend, ttl);
    if (m_scheduler.isCancelled() || !w.believesHeld)
        co_return;
    const Micros validUntil = start + usFromMs(static_cast<double>(ttl)) - redlockDrift(spec, ttl);
    const bool checksValidity = spec.variant != RedlockVariant::Redisson && spec.validityFrom == ValidityFrom::Attempt;
    if (extended >= redlockQuorum(spec, m_scenario.instances) && (!checksValidity || validUntil > m_scheduler.now())) {
        believeUntil(w, checksValidity ? validUntil : -1);
        setState(w, WorkerState::Holding,
                 spec.variant == RedlockVariant::Redisson ? -1 : std::max<Micros>(0, validUntil));
    }
}

QCoro::Task<bool> Engine::waitForReplicas(WorkerRun &w)
{
    const WaitPolicy &policy = m_policies.wait;
    const Request wait{.command = Command::Wait, .value = QString::number(policy.replicas), .number = policy.timeoutMs};
    const Reply reply = co_await send(w.index, wait);
    // WAIT never rolls the SET back: below the count asked for, the key is still on the primary,
    // just not (yet) anywhere a promotion would keep it. An error or a lost reply confirms nothing.
    const bool confirmed = reply.kind == Reply::Kind::Integer && reply.integer >= policy.replicas;
    if (confirmed)
        co_return true;
    if (m_scheduler.isCancelled())
        co_return false;
    if (policy.onUnreplicated == WaitPolicy::OnUnreplicated::Proceed)
        co_return true;  // what a client that ignores WAIT's answer does
    setState(w, WorkerState::Releasing);
    const Request release =
        m_policies.release == ReleaseMode::Naive
            ? Request{.command = Command::Del, .key = m_scenario.lockKey}
            : Request{.command = Command::CompareAndDelete, .key = m_scenario.lockKey, .value = w.token};
    co_await send(w.index, release);
    setState(w, WorkerState::Acquiring);
    co_return false;
}

Micros Engine::retryDelay(const Step &step, int attempt)
{
    qint64 base = step.retryMs;
    if (step.backoff == Backoff::Exponential) {
        const int doublings = std::min(attempt - 1, 30);
        base = std::min(step.maxRetryMs, step.retryMs << doublings);
    }
    const qint64 jitter = step.jitterMs > 0 ? m_rng.bounded(step.jitterMs + 1) : 0;
    return usFromMs(static_cast<double>(base + jitter));
}

QCoro::Task<> Engine::heartbeat(int index, qint64 ttlMs)
{
    ++m_running;
    WorkerRun &w = m_workers[static_cast<std::size_t>(index)];
    const QString token = w.token;
    const qint64 interval =
        m_policies.heartbeat.intervalMs > 0 ? m_policies.heartbeat.intervalMs : std::max<qint64>(1, ttlMs / 3);
    int extensions = 0;
    while (true) {
        if (!co_await m_scheduler.sleep(usFromMs(static_cast<double>(interval)), {index, WakeReason::Heartbeat}))
            break;
        // A frozen process runs no timers: the heartbeat fires only once the pause is over.
        while (w.pausedUntil > m_scheduler.now()) {
            if (!co_await m_scheduler.sleep(w.pausedUntil - m_scheduler.now(), {index, WakeReason::Heartbeat}))
                break;
        }
        if (m_scheduler.isCancelled() || !w.believesHeld || w.token != token || w.done)
            break;
        if (m_policies.heartbeat.maxExtensions > 0 && extensions >= m_policies.heartbeat.maxExtensions)
            break;
        // Unchecked: a plain PEXPIRE extends whoever holds the key now, not only us (rule 3 of the article).
        const Request extend = m_policies.heartbeat.checked
                                   ? Request{.command = Command::CompareAndExtend,
                                             .key = m_scenario.lockKey,
                                             .value = token,
                                             .number = ttlMs}
                                   : Request{.command = Command::Pexpire, .key = m_scenario.lockKey, .number = ttlMs};
        const Reply r = co_await send(index, extend);
        ++extensions;
        if (r.kind == Reply::Kind::Integer && r.integer == 0)
            break;  // the lock is gone: there is nothing left to keep alive
    }
    --m_running;
}

QCoro::Task<> Engine::runWorker(int index)
{
    ++m_running;
    WorkerRun &w = m_workers[static_cast<std::size_t>(index)];
    const WorkerSpec &spec = m_scenario.workers.at(index);
    const Wake timer{index, WakeReason::Timer};
    setState(w, WorkerState::Idle);
    bool skipRest = false;
    bool stoppedOnLost = false;  // a check found the lock gone: the worker stops, it did not give up acquiring
    if (co_await m_scheduler.sleep(usFromMs(static_cast<double>(spec.startMs)), {index, WakeReason::Start})) {
        for (int round = 0; round < spec.repeat && !skipRest; ++round) {
            for (const Step &step : spec.steps) {
                if (skipRest || m_scheduler.isCancelled())
                    break;
                switch (step.kind) {
                case StepKind::Wait:
                    setState(w, WorkerState::Waiting);
                    co_await m_scheduler.sleep(usFromMs(static_cast<double>(step.ms)), timer);
                    break;
                case StepKind::Acquire: {
                    const bool got = isRedlock() ? co_await acquireRedlock(w, step) : co_await acquire(w, step);
                    if (!got && step.stopOnFail)
                        skipRest = true;
                    else if (!got)
                        setState(w, WorkerState::Idle);
                    break;
                }
                case StepKind::Work:
                    setState(w, WorkerState::Working);
                    co_await m_scheduler.sleep(usFromMs(static_cast<double>(step.ms)), timer);
                    break;
                case StepKind::Pause:
                    w.pausedUntil = m_scheduler.now() + usFromMs(static_cast<double>(step.ms));
                    m_scheduler.freeze(index, w.pausedUntil);
                    setState(w, WorkerState::Paused);
                    co_await m_scheduler.sleep(usFromMs(static_cast<double>(step.ms)), timer);
                    break;
                case StepKind::Write: {
                    setState(w, WorkerState::Writing);
                    const Request write = writeRequest(w);  // named: GCC 12 destroys a co_await temporary twice
                    co_await send(index, write);
                    break;
                }
                case StepKind::Check: {
                    // GET and compare at the client: it tells the truth at the instant Redis answers,
                    // and nothing about the instant of the write that follows.
                    setState(w, WorkerState::Checking);
                    const Request get{.command = Command::Get, .key = m_scenario.lockKey};
                    const Reply r = co_await send(index, get);
                    if (m_scheduler.isCancelled())
                        break;
                    const bool ours = r.kind == Reply::Kind::String && r.text == w.token;
                    if (!ours) {
                        // No answer is not a pass: a worker that cannot confirm the lock acts as if lost.
                        w.believesHeld = false;
                        if (step.stopOnLost) {
                            stoppedOnLost = true;
                            skipRest = true;
                        } else {
                            setState(w, WorkerState::Idle);
                        }
                    } else {
                        setState(w, WorkerState::Holding);
                    }
                    break;
                }
                case StepKind::Release: {
                    // The worker stops believing before it sends: from here on it acts as if unlocked.
                    w.believesHeld = false;
                    setState(w, WorkerState::Releasing);
                    if (isRedlock()) {
                        co_await onEveryInstance(w, Command::CompareAndDelete, 0);
                        break;
                    }
                    const Request release = m_policies.release == ReleaseMode::Naive
                                                ? Request{.command = Command::Del, .key = m_scenario.lockKey}
                                                : Request{.command = Command::CompareAndDelete,
                                                          .key = m_scenario.lockKey,
                                                          .value = w.token};
                    co_await send(index, release);
                    break;
                }
                case StepKind::Extend: {
                    setState(w, WorkerState::Extending);
                    if (isRedlock()) {
                        co_await extendRedlock(w, step);
                        break;
                    }
                    const Request extend{.command = Command::CompareAndExtend,
                                         .key = m_scenario.lockKey,
                                         .value = w.token,
                                         .number = effectiveTtl(step)};
                    co_await send(index, extend);
                    break;
                }
                }
            }
        }
    }
    w.done = true;
    w.believesHeld = false;  // the process is finished; its lock, if any, lives on until its TTL
    setState(w, skipRest && !stoppedOnLost ? WorkerState::GaveUp : WorkerState::Done);
    --m_running;
}

}  // namespace locklab
