// SPDX-License-Identifier: MIT
#include "replaybackend.h"

#include "scenariowriter.h"

namespace locklab {

namespace {

// Steps through the recorded events one at a time, like a live run's recording.
class ReplaySession final : public RunSession {
public:
    explicit ReplaySession(const Trace &recording)
        : m_recording(recording)
    {
        m_shown = m_recording;
        m_shown.events.clear();
    }
    bool step() override
    {
        if (isFinished())
            return false;
        m_shown.events.append(m_recording.events.at(m_position++));
        return true;
    }
    bool isFinished() const override { return m_position >= m_recording.events.size(); }
    int stepsTaken() const override { return static_cast<int>(m_position); }
    Micros now() const override { return m_position > 0 ? m_recording.events.at(m_position - 1).at : 0; }
    const Trace &trace() const override { return m_shown; }

private:
    Trace m_recording;
    Trace m_shown;
    qsizetype m_position = 0;
};

} // namespace

QByteArray runKey(const Scenario &scenario, const Policies &policies)
{
    Scenario s = scenario;
    s.policies = policies;
    // Every policy field, including the ones the writer might leave out at their defaults.
    return writeScenario(s) + '|' + releaseModeName(policies.release).toUtf8() + (policies.fencing ? "|F" : "|f")
           + QByteArray::number(static_cast<int>(policies.fenceMode)) + (policies.heartbeat.enabled ? "|H" : "|h")
           + QByteArray::number(policies.heartbeat.intervalMs) + '/' + QByteArray::number(policies.heartbeat.maxExtensions);
}

ReplayBackend::ReplayBackend(Trace trace, QByteArray key, QString title)
    : m_trace(std::move(trace))
    , m_key(std::move(key))
    , m_title(std::move(title))
    , m_fallback(makeBackend(BackendKind::Embedded))
{
}

std::unique_ptr<RunSession> ReplayBackend::start(const Scenario &scenario, const Policies &policies, quint64 seed)
{
    m_lastWasReplay = runKey(scenario, policies) == m_key;
    if (m_lastWasReplay)
        return std::make_unique<ReplaySession>(m_trace);
    return m_fallback->start(scenario, policies, seed);
}

} // namespace locklab
