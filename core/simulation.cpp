// SPDX-License-Identifier: MIT
#include "core/simulation.h"

#include "core/redlockinstances.h"

namespace locklab {

Simulation::Simulation(Scenario scenario, const Policies &policies, quint64 seed, const RunLimits &limits)
    : m_scenario(std::move(scenario))
{
    // The run id comes from the seed so that the same inputs give byte-identical traces.
    const QString prefix = QStringLiteral("locklab:sim-") + QString::number(seed) + u':';
    if (m_scenario.redlock.enabled()) {
        m_executor = std::make_unique<RedlockInstances>(m_scheduler, prefix, usFromMs(m_scenario.roundTripMs),
                                                        m_scenario.instances, m_scenario.lockKey);
    } else {
        auto redis = std::make_unique<EmbeddedRedis>(m_scheduler, prefix, usFromMs(m_scenario.roundTripMs));
        redis->setReplicas(m_scenario.replicas);
        m_executor = std::move(redis);
    }
    m_engine = std::make_unique<Engine>(m_scenario, policies, m_scheduler, *m_executor, m_trace, seed);
    m_engine->setLimits(limits);
    QString error;
    m_data = makeDataStore(m_scenario.storeKind, m_scheduler, usFromMs(m_scenario.roundTripMs), QString(), &error);
    m_engine->setDataStore(m_data.get());
    if (!error.isEmpty())
        m_trace.events.append(TraceEvent{.kind = EventKind::Note, .text = error});
    m_engine->start();
}

Simulation::~Simulation()
{
    // Unwind any coroutine still waiting before the store and engine it points into go away.
    m_scheduler.cancel();
}

bool Simulation::isFinished() const
{
    // Pending server timers (expiries after the last worker is done) are not part of the run.
    // A run past its budget ends where it is: the destructor unwinds what still waits.
    return m_engine->isFinished() || m_engine->limitReached() || !m_scheduler.hasPending();
}

bool Simulation::step(StepInfo *info)
{
    if (isFinished())
        return false;
    if (!m_scheduler.step(info))
        return false;
    ++m_steps;
    return true;
}

void Simulation::runToEnd()
{
    while (step()) {
    }
}

Trace Simulation::takeTrace()
{
    m_trace.events.squeeze();  // what the side tables grew by doubling and did not use
    return std::move(m_trace);
}

Trace simulate(const Scenario &scenario, const Policies &policies, quint64 seed, const RunLimits &limits)
{
    Simulation sim(scenario, policies, seed, limits);
    sim.runToEnd();
    return sim.takeTrace();
}

}  // namespace locklab
