// SPDX-License-Identifier: MIT
#pragma once

#include "core/commandexecutor.h"
#include "core/runlimits.h"
#include "core/scheduler.h"
#include "core/trace.h"

#include "core/rng.h"
#include <QCoroTask>

#include <vector>

namespace locklab {

// Runs the workers of a scenario as coroutines against a CommandExecutor on a Scheduler, and writes
// every command, reply and belief into the Trace. It knows nothing of which backend it drives.
class Engine {
public:
    enum class Tokens { Seeded, System };  // reproducible on virtual time; random against Redis

    Engine(const Scenario &scenario, const Policies &policies, Scheduler &scheduler, CommandExecutor &executor,
           Trace &trace, quint64 seed, Tokens tokens = Tokens::Seeded);
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    // Starts every worker; each runs until its first wait on the scheduler.
    void start();
    bool isFinished() const { return m_started && m_running == 0; }
    // Set before start(). Once a limit is reached no more events are kept (Trace::limitReached
    // says which), and the run's driver stops the scheduler.
    void setLimits(const RunLimits &limits) { m_budget = Budget(limits); }
    bool limitReached() const { return m_budget.exceeded(); }

    // Fires a fault now (or at fault.atMs if that is later): the UI's fault palette.
    void inject(const Fault &fault);
    // Where writes go when the scenario's store is not the lock's Redis (sql, file). Not owned;
    // nullptr (the default): every command goes to the lock's store.
    void setDataStore(CommandExecutor *dataStore) { m_data = dataStore; }

    // A command racing its client's timeout (engine.cpp).
    struct ReplyRace;

private:
    struct WorkerRun {
        int index = 0;
        QString token;
        qint64 fence = -1;
        bool believesHeld = false;
        bool done = false;
        Micros pausedUntil = -1;  // a paused process runs nothing, heartbeat included
        WorkerState state = WorkerState::Idle;
        int commandsSent = 0;
        int lostReplyAt = -1;     // the command number whose reply a LostReply fault swallows
        int delayedReplyAt = -1;  // the command number a one-shot Latency fault delays
        qint64 delayedReplyMs = 0;
        int validity = 0;  // Redlock: counts the validities granted; a timer of an older one does nothing
    };
    struct LatencyWindow {
        int worker = -1;    // whose replies; -1: every worker's, from `instance`
        int instance = -1;  // the server (0-based) whose replies; -1: every server's, to `worker`
        Micros from = 0;
        Micros until = -1;
        Micros extra = 0;
    };

    QCoro::Task<> runWorker(int index);
    QCoro::Task<> heartbeat(int index, qint64 ttlMs);
    QCoro::Task<bool> acquire(WorkerRun &w, const Step &step);
    // `timeoutMs`: how long the client waits for this reply; -1: the scenario's timeout.
    QCoro::Task<Reply> send(int worker, const Request &request, qint64 timeoutMs = -1);
    // The executor's reply, or none once `timeout` has passed since `sentAt` (the client gives up;
    // the command still runs when the server gets to it: a stalled one, after the stall).
    QCoro::Task<Reply> executeWithin(CommandExecutor &target, const Request &request, Micros sentAt, Micros timeout,
                                     qint64 timeoutMs);
    // The server (0-based) a request goes to: a Redlock's instance, or 0.
    int serverOf(const Request &request) const;
    // Redlock (issue 30): the same steps on every independent instance, and the validity.
    QCoro::Task<bool> acquireRedlock(WorkerRun &w, const Step &step);
    QCoro::Task<int> onEveryInstance(WorkerRun &w, Command command, qint64 ttlMs);
    QCoro::Task<> extendRedlock(WorkerRun &w, const Step &step);
    void believeUntil(WorkerRun &w, Micros validUntil);
    void validityEnds(int index, int validity);
    bool isRedlock() const { return m_scenario.redlock.enabled(); }
    QCoro::Task<> serverFault(Fault fault);
    QCoro::Task<> failover(Fault fault);
    // WAIT after a SET NX that took: true if the worker may go on as the holder.
    QCoro::Task<bool> waitForReplicas(WorkerRun &w);
    void fire(const Fault &fault);
    // `at`: when the fault took effect (its `until` counts from there); -1: now.
    void recordFault(const Fault &fault, const QString &text, Micros until, qint64 value = 0, Micros at = -1);
    Micros retryDelay(const Step &step, int attempt);
    // `validUntil` (a Redlock's grant or extension): the end of the validity the client computed, kept
    // on the State event as its deadline (traceevent.h); -1: none.
    void setState(WorkerRun &w, WorkerState state, Micros validUntil = -1);
    void record(TraceEvent &&event);
    QString newToken(int worker);
    Request writeRequest(const WorkerRun &w) const;
    qint64 effectiveTtl(const Step &step) const;

    const Scenario &m_scenario;
    Policies m_policies;
    Scheduler &m_scheduler;
    CommandExecutor &m_executor;
    CommandExecutor *m_data = nullptr;
    Trace &m_trace;
    SplitMix64 m_rng;
    Tokens m_tokens;
    std::vector<WorkerRun> m_workers;
    std::vector<LatencyWindow> m_latency;
    std::vector<QCoro::Task<>> m_tasks;
    int m_running = 0;
    int m_nextRequestId = 0;
    bool m_started = false;
    // A stall fault is scheduled or under way: commands race their client's timeout (executeWithin),
    // as every call of a client with a timeout does, instead of waiting for the reply.
    bool m_mayStall = false;
    Budget m_budget;
};

}  // namespace locklab
