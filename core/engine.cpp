// SPDX-License-Identifier: MIT
#include "engine.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcEngine, "locklab.engine", QtWarningMsg)

namespace locklab {

Engine::Engine(const Scenario &scenario, const Policies &policies, Scheduler &scheduler, Store &store,
               Trace &trace, quint64 seed, Tokens tokens)
    : m_scenario(scenario)
    , m_policies(policies)
    , m_scheduler(scheduler)
    , m_store(store)
    , m_trace(trace)
    , m_rng(static_cast<quint32>(seed ^ (seed >> 32)))
    , m_tokens(tokens)
{
    m_trace.scenario = scenario.name;
    m_trace.lockKey = scenario.lockKey;
    m_trace.ttlMs = scenario.ttlMs;
    m_trace.policies = policies;
    m_trace.seed = seed;
    m_trace.workers.clear();
    for (const WorkerSpec &spec : scenario.workers)
        m_trace.workers.append(spec.name);
    m_trace.keyPrefix = store.fullKey(QString());
    m_store.setExpiryListener([this](const QString &key, Micros at, Micros deadline) {
        TraceEvent e;
        e.at = at;
        e.wallAt = m_scheduler.wallNow();
        e.kind = EventKind::Expired;
        e.deadline = deadline;
        e.text = key;
        m_trace.events.append(std::move(e));
    });
}

Engine::~Engine()
{
    m_store.setExpiryListener({});
}

void Engine::start()
{
    m_started = true;
    m_workers.resize(static_cast<std::size_t>(m_scenario.workers.size()));
    for (int i = 0; i < m_scenario.workers.size(); ++i) {
        m_workers[static_cast<std::size_t>(i)].index = i;
        m_tasks.push_back(runWorker(i));
    }
}

QString Engine::newToken(const QString &worker)
{
    if (m_tokens == Tokens::System) {
        // 128 random bits, hex: unguessable and unique to this holder.
        quint64 words[2];
        QRandomGenerator::system()->fillRange(words);
        return QString::number(words[0], 16).rightJustified(16, u'0')
               + QString::number(words[1], 16).rightJustified(16, u'0');
    }
    return worker.toLower() + u'-' + QString::number(m_rng.generate(), 16).rightJustified(8, u'0');
}

qint64 Engine::effectiveTtl(const Step &step) const
{
    return step.ttlMs > 0 ? step.ttlMs : m_scenario.ttlMs;
}

void Engine::setState(WorkerRun &w, WorkerState state)
{
    TraceEvent e;
    e.at = m_scheduler.now();
    e.wallAt = m_scheduler.wallNow();
    e.kind = EventKind::State;
    e.worker = static_cast<qint16>(w.index);
    e.state = state;
    e.believesHeld = w.believesHeld;
    m_trace.events.append(std::move(e));
}

QCoro::Task<Reply> Engine::send(int worker, const Request &sent)
{
    Request request = sent;  // copied before the first suspension: the caller's object may go away
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
        m_trace.events.append(std::move(e));
    }
    Reply reply = co_await m_store.execute(request);
    TraceEvent e;
    e.at = m_scheduler.now();
    e.wallAt = m_scheduler.wallNow();
    e.kind = EventKind::Replied;
    e.worker = static_cast<qint16>(worker);
    e.requestId = id;
    e.sentAt = sentAt;
    e.request = std::move(request);
    e.reply = reply;
    m_trace.events.append(std::move(e));
    co_return reply;
}

QCoro::Task<bool> Engine::acquire(WorkerRun &w, const Step &step)
{
    const QString name = m_scenario.workers.at(w.index).name;
    const qint64 ttl = effectiveTtl(step);
    for (int attempt = 1; attempt <= step.maxTries; ++attempt) {
        // A fresh token per attempt would also be correct; one per acquisition keeps logs readable.
        if (attempt == 1)
            w.token = newToken(name);
        setState(w, WorkerState::Acquiring);
        Request set{.command = Command::Set, .key = m_scenario.lockKey, .value = w.token, .number = ttl,
                    .condition = SetCondition::IfAbsent};
        const Reply reply = co_await send(w.index, set);
        if (m_scheduler.isCancelled())
            co_return false;
        // An unknown reply may mean we hold the lock; the worker cannot know, so it does not
        // believe it does. The trace keeps the ambiguity for the checker and the views.
        if (reply.isOk()) {
            w.believesHeld = true;
            if (m_policies.fencing) {
                const Request incr{.command = Command::Incr, .key = StoreKeys::fenceCounter()};
                const Reply fence = co_await send(w.index, incr);
                w.fence = fence.kind == Reply::Kind::Integer ? fence.integer : 0;
            }
            setState(w, WorkerState::Holding);
            if (m_policies.heartbeat.enabled)
                m_tasks.push_back(heartbeat(w.index, ttl));
            co_return true;
        }
        if (attempt < step.maxTries) {
            const qint64 jitter = step.jitterMs > 0 ? m_rng.bounded(step.jitterMs + 1) : 0;
            if (!co_await m_scheduler.sleep(usFromMs(static_cast<double>(step.retryMs + jitter)),
                                            {w.index, WakeReason::Timer}))
                co_return false;
        }
    }
    co_return false;
}

QCoro::Task<> Engine::heartbeat(int index, qint64 ttlMs)
{
    ++m_running;
    WorkerRun &w = m_workers[static_cast<std::size_t>(index)];
    const QString token = w.token;
    const qint64 interval = m_policies.heartbeat.intervalMs > 0 ? m_policies.heartbeat.intervalMs
                                                                : std::max<qint64>(1, ttlMs / 3);
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
        const Request extend{.command = Command::CompareAndExtend, .key = m_scenario.lockKey, .value = token, .number = ttlMs};
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
    if (co_await m_scheduler.sleep(usFromMs(static_cast<double>(spec.startMs)), {index, WakeReason::Start})) {
        for (const Step &step : spec.steps) {
            if (skipRest || m_scheduler.isCancelled())
                break;
            switch (step.kind) {
            case StepKind::Wait:
                setState(w, WorkerState::Waiting);
                co_await m_scheduler.sleep(usFromMs(static_cast<double>(step.ms)), timer);
                break;
            case StepKind::Acquire: {
                const bool got = co_await acquire(w, step);
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
                setState(w, WorkerState::Paused);
                co_await m_scheduler.sleep(usFromMs(static_cast<double>(step.ms)), timer);
                break;
            case StepKind::Write: {
                setState(w, WorkerState::Writing);
                const Request write = m_policies.fencing
                                          ? Request{.command = Command::FencedWrite, .key = StoreKeys::base(),
                                                    .value = spec.name, .number = std::max<qint64>(w.fence, 0)}
                                          : Request{.command = Command::Write, .key = StoreKeys::base(), .value = spec.name};
                co_await send(index, write);
                break;
            }
            case StepKind::Release: {
                // The worker stops believing before it sends: from here on it acts as if unlocked.
                w.believesHeld = false;
                setState(w, WorkerState::Releasing);
                const Request release = m_policies.release == ReleaseMode::Naive
                                            ? Request{.command = Command::Del, .key = m_scenario.lockKey}
                                            : Request{.command = Command::CompareAndDelete, .key = m_scenario.lockKey,
                                                      .value = w.token};
                co_await send(index, release);
                break;
            }
            case StepKind::Extend: {
                setState(w, WorkerState::Extending);
                const Request extend{.command = Command::CompareAndExtend, .key = m_scenario.lockKey,
                                     .value = w.token, .number = effectiveTtl(step)};
                co_await send(index, extend);
                break;
            }
            }
        }
    }
    w.done = true;
    w.believesHeld = false;  // the process is finished; its lock, if any, lives on until its TTL
    setState(w, skipRest ? WorkerState::GaveUp : WorkerState::Done);
    --m_running;
}

} // namespace locklab
