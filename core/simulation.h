// SPDX-License-Identifier: MIT
#pragma once

#include "core/datastore.h"
#include "core/embeddedredis.h"
#include "core/engine.h"
#include "core/virtualscheduler.h"

#include <memory>

namespace locklab {

// One run on the embedded backend: virtual time, the embedded store, the engine and its trace.
// Deterministic for (scenario, policies, seed), so stepping back is a re-run to an earlier step.
class Simulation {
public:
    Simulation(Scenario scenario, const Policies &policies, quint64 seed = 1, const RunLimits &limits = {});
    ~Simulation();
    Simulation(const Simulation &) = delete;
    Simulation &operator=(const Simulation &) = delete;

    // Resumes exactly one waiting coroutine or server timer; false once the run is over.
    bool step(StepInfo *info = nullptr);
    void runToEnd();
    bool isFinished() const;
    // The run stopped at a budget (RunLimits): trace().limitReached says which.
    bool limitReached() const { return m_engine->limitReached(); }
    int stepsTaken() const { return m_steps; }
    Micros now() const { return m_scheduler.now(); }

    const Trace &trace() const { return m_trace; }
    Trace takeTrace();
    const Scenario &scenario() const { return m_scenario; }

private:
    Scenario m_scenario;
    VirtualScheduler m_scheduler;
    Trace m_trace;
    std::unique_ptr<CommandExecutor> m_executor;  // one EmbeddedRedis, or a Redlock's RedlockInstances
    std::unique_ptr<DataStore> m_data;            // the scenario's sql or file store, in memory; null for redis
    std::unique_ptr<Engine> m_engine;
    int m_steps = 0;
};

// The whole run at once.
Trace simulate(const Scenario &scenario, const Policies &policies, quint64 seed = 1, const RunLimits &limits = {});

}  // namespace locklab
