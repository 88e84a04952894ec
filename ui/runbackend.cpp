// SPDX-License-Identifier: MIT
#include "runbackend.h"

#include "core/scenariowriter.h"
#include "core/simulation.h"
#include "live/liverun.h"
#include "live/managedcluster.h"
#include "live/managedredis.h"

#include <QRegularExpression>

namespace locklab {

namespace {

class EmbeddedSession final : public RunSession {
public:
    EmbeddedSession(const Scenario &scenario, const Policies &policies, quint64 seed)
        : m_sim(scenario, policies, seed)
    {}
    bool step() override { return m_sim.step(); }
    bool isFinished() const override { return m_sim.isFinished(); }
    int stepsTaken() const override { return m_sim.stepsTaken(); }
    Micros now() const override { return m_sim.now(); }
    const Trace &trace() const override { return m_sim.trace(); }

private:
    Simulation m_sim;
};

class EmbeddedBackend final : public RunBackend {
public:
    BackendKind kind() const override { return BackendKind::Embedded; }
    QString title() const override { return titleOf(kind()); }
    QString unavailableReason() const override { return {}; }
    bool isDeterministic() const override { return true; }
    std::unique_ptr<RunSession> start(const Scenario &scenario, const Policies &policies, quint64 seed) override
    {
        return std::make_unique<EmbeddedSession>(scenario, policies, seed);
    }
};

// Walks a finished recording one event at a time: how Step and Step back move through a live
// run, which cannot be re-run to the same outcome.
class RecordedSession final : public RunSession {
public:
    explicit RecordedSession(Trace recording, std::optional<Interpretation> interpretation = {})
        : m_recording(std::move(recording))
        , m_interpretation(std::move(interpretation))
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
    // One step per event, without copying them one by one: the shown trace becomes the recording.
    bool isRecorded() const override { return true; }
    void finish(QList<Micros> *stepTimes) override
    {
        if (stepTimes) {
            stepTimes->reserve(stepTimes->size() + m_recording.events.size() - m_position);
            for (qsizetype i = m_position; i < m_recording.events.size(); ++i)
                stepTimes->append(m_recording.events.timeAt(i));
        }
        m_position = m_recording.events.size();
        m_shown = m_recording;
    }
    bool isFinished() const override { return m_position >= m_recording.events.size(); }
    int stepsTaken() const override { return static_cast<int>(m_position); }
    Micros now() const override { return m_position > 0 ? m_recording.events.at(m_position - 1).at : 0; }
    const Trace &trace() const override { return m_shown; }
    const Interpretation *finishedInterpretation() const override
    {
        return isFinished() && m_interpretation ? &*m_interpretation : nullptr;
    }

private:
    Trace m_recording;
    std::optional<Interpretation> m_interpretation;
    Trace m_shown;
    qsizetype m_position = 0;
};

// A real Redis: a redis-server the app starts and owns, or any redis:// URL. Each new input runs
// once against the server (blocking in runLive()'s local event loop, at real time); stepping
// then walks that recording.
class LiveBackend final : public RunBackend {
public:
    LiveBackend(BackendKind kind, QString url)
        : m_kind(kind)
        , m_text(std::move(url))
    {
        if (m_kind == BackendKind::RedisUrl && !RedisUrl::parse(m_text, &m_url, &m_invalid))
            m_invalid = RunBackend::tr("Not a usable Redis URL: %1").arg(m_invalid);
    }
    BackendKind kind() const override { return m_kind; }
    QString title() const override
    {
        return m_kind == BackendKind::RedisUrl && m_invalid.isEmpty()
                   ? RunBackend::tr("Redis at %1").arg(m_url.redacted())
                   : titleOf(m_kind);
    }
    QString unavailableReason() const override
    {
        if (!m_invalid.isEmpty())
            return m_invalid;
        if ((m_kind == BackendKind::ManagedRedis || m_kind == BackendKind::ManagedCluster)
            && ManagedRedis::executable().isEmpty())
            return ManagedRedis::missingMessage();
        return {};
    }
    bool isDeterministic() const override { return false; }
    QString lastError() const override { return m_error; }
    QString serverVersion() const override { return m_hasRecording ? redisVersionOf(m_recording) : QString(); }

    std::unique_ptr<RunSession> start(const Scenario &scenario, const Policies &policies, quint64 seed) override
    {
        m_error.clear();
        const QByteArray key = writeScenario(scenario) + releaseModeName(policies.release).toUtf8()
                               + (policies.fencing ? "F" : "f") + (policies.heartbeat.enabled ? "H" : "h")
                               + QByteArray::number(policies.wait.replicas) + 'w'
                               + QByteArray::number(policies.wait.timeoutMs)
                               + (policies.wait.onUnreplicated == WaitPolicy::OnUnreplicated::Proceed ? "p" : "r")
                               + QByteArray::number(seed);
        if (key != m_recordedFor || !m_hasRecording) {
            if (m_kind == BackendKind::ManagedRedis && !m_managed) {
                auto managed = std::make_unique<ManagedRedis>();
                if (!managed->start(&m_error))
                    return nullptr;
                m_managed = std::move(managed);
                m_url = m_managed->url();
            }
            if (m_kind == BackendKind::ManagedCluster && !m_cluster) {
                // Three primaries, no replicas: a scenario that needs more starts one of its own.
                auto cluster = std::make_unique<ManagedCluster>();
                if (!cluster->start(&m_error))
                    return nullptr;
                m_cluster = std::move(cluster);
                m_url = m_cluster->url();
            }
            LiveOptions options;
            options.url = m_url;
            options.seed = seed;
            options.managed = m_kind == BackendKind::ManagedRedis || m_kind == BackendKind::ManagedCluster;
            if (scenario.replicas > 0 && !options.managed) {
                // The window's words for LiveRun::unsupportedReason(): a menu, not a flag.
                m_error = RunBackend::tr("%1 needs a primary with %n replica(s), which LockLab starts and kills "
                                         "itself: choose Managed local Redis in the Backend menu. It never runs "
                                         "against a Redis URL.",
                                         nullptr, scenario.replicas)
                              .arg(scenario.name);
                return nullptr;
            }
            if (scenario.redlock.enabled() && !options.managed) {
                // The same, for a Redlock: its instances are the run's own servers, which it kills.
                m_error = RunBackend::tr("%1 is a Redlock of %2 independent instances, which LockLab starts, kills "
                                         "and restarts itself: choose Managed local Redis in the Backend menu. It "
                                         "never runs against a Redis URL.")
                              .arg(scenario.name)
                              .arg(scenario.instances);
                return nullptr;
            }
            if (const QString why = LiveRun::unsupportedReason(scenario, options); !why.isEmpty()) {
                m_error = why;
                return nullptr;
            }
            if (m_managed) {
                // Restart faults restart the server this backend started (a Redis URL has none).
                ManagedRedis *server = m_managed.get();
                options.restartServer = [server](QString *error) { return server->restart(error); };
            }
            LiveOutcome outcome = runLive(scenario, policies, options);
            if (!outcome.started) {
                m_error = outcome.error;
                return nullptr;
            }
            m_recording = std::move(outcome.trace);
            m_recordedFor = key;
            m_hasRecording = true;
        }
        return std::make_unique<RecordedSession>(m_recording);
    }

private:
    BackendKind m_kind;
    QString m_text;
    RedisUrl m_url;
    QString m_invalid;
    QString m_error;
    std::unique_ptr<ManagedRedis> m_managed;    // lives as long as the backend is selected
    std::unique_ptr<ManagedCluster> m_cluster;  // the same, for Managed local Redis Cluster
    Trace m_recording;
    QByteArray m_recordedFor;
    bool m_hasRecording = false;
};

}  // namespace

QString redisVersionOf(const Trace &trace)
{
    if (trace.backend == QStringLiteral("embedded"))
        return {};
    if (!trace.redisVersion.isEmpty())
        return trace.redisVersion;
    // Written by LiveRedis::connect() once INFO server replied, as a note at time 0.
    static const QRegularExpression connected(QStringLiteral("^live: Redis (\\d[^\\s,]*) at "));
    for (const TraceEvent &e : trace.events) {
        if (e.kind != EventKind::Note)
            continue;
        const QRegularExpressionMatch m = connected.match(e.text);
        if (m.hasMatch())
            return m.captured(1);
    }
    return {};
}

QString RunBackend::titleOf(BackendKind kind)
{
    switch (kind) {
    case BackendKind::Embedded:
        return tr("Embedded simulator");
    case BackendKind::ManagedRedis:
        return tr("Managed local Redis");
    case BackendKind::RedisUrl:
        return tr("Redis URL");
    case BackendKind::ManagedCluster:
        return tr("Managed Redis Cluster");
    }
    return {};
}

std::unique_ptr<RunSession> makeRecordedSession(Trace recording, std::optional<Interpretation> interpretation)
{
    return std::make_unique<RecordedSession>(std::move(recording), std::move(interpretation));
}

void stopLiveRuns()
{
    LiveRun::stopAll();
}

std::unique_ptr<RunBackend> makeBackend(BackendKind kind, const QString &url)
{
    if (kind == BackendKind::Embedded)
        return std::make_unique<EmbeddedBackend>();
    return std::make_unique<LiveBackend>(kind, url);
}

}  // namespace locklab
