// SPDX-License-Identifier: MIT
#include "replaybackend.h"

#include "core/scenariowriter.h"

namespace locklab {

QByteArray runKey(const Scenario &scenario, const Policies &policies)
{
    Scenario s = scenario;
    s.policies = policies;
    // Every policy field, including the ones the writer might leave out at their defaults.
    return writeScenario(s) + '|' + releaseModeName(policies.release).toUtf8() + (policies.fencing ? "|F" : "|f")
           + QByteArray::number(static_cast<int>(policies.fenceMode)) + (policies.heartbeat.enabled ? "|H" : "|h")
           + QByteArray::number(policies.heartbeat.intervalMs) + '/'
           + QByteArray::number(policies.heartbeat.maxExtensions);
}

ReplayBackend::ReplayBackend(Trace trace, QByteArray key, QString title, std::optional<Interpretation> interpretation)
    : m_trace(std::move(trace))
    , m_interpretation(std::move(interpretation))
    , m_key(std::move(key))
    , m_title(std::move(title))
    , m_fallback(makeBackend(BackendKind::Embedded))
{}

std::unique_ptr<RunSession> ReplayBackend::start(const Scenario &scenario, const Policies &policies, quint64 seed)
{
    m_lastWasReplay = runKey(scenario, policies) == m_key;
    if (m_lastWasReplay)
        return makeRecordedSession(m_trace, m_interpretation);
    return m_fallback->start(scenario, policies, seed);
}

}  // namespace locklab
