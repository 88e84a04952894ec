// SPDX-License-Identifier: MIT
#include "runbackend.h"

#include "simulation.h"

namespace locklab {

namespace {

class EmbeddedSession final : public RunSession {
public:
    EmbeddedSession(const Scenario &scenario, const Policies &policies, quint64 seed)
        : m_sim(scenario, policies, seed)
    {
    }
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

// Present in the picker so users find it; lights up once core offers a live run API.
class LiveBackend final : public RunBackend {
public:
    LiveBackend(BackendKind kind, QString url)
        : m_kind(kind)
        , m_url(std::move(url))
    {
    }
    BackendKind kind() const override { return m_kind; }
    QString title() const override
    {
        return m_kind == BackendKind::RedisUrl && !m_url.isEmpty() ? titleOf(m_kind) + QStringLiteral(" ") + m_url
                                                                   : titleOf(m_kind);
    }
    QString unavailableReason() const override
    {
        return tr("%1 is not available yet: this build has no live Redis backend. "
                  "Switch back to the embedded simulator, which models the same Redis semantics.")
            .arg(title());
    }
    bool isDeterministic() const override { return false; }
    std::unique_ptr<RunSession> start(const Scenario &, const Policies &, quint64) override { return nullptr; }

private:
    BackendKind m_kind;
    QString m_url;
};

} // namespace

QString RunBackend::titleOf(BackendKind kind)
{
    switch (kind) {
    case BackendKind::Embedded: return tr("Embedded simulator");
    case BackendKind::ManagedRedis: return tr("Managed local Redis");
    case BackendKind::RedisUrl: return tr("Redis URL");
    }
    return {};
}

std::unique_ptr<RunBackend> makeBackend(BackendKind kind, const QString &url)
{
    if (kind == BackendKind::Embedded)
        return std::make_unique<EmbeddedBackend>();
    return std::make_unique<LiveBackend>(kind, url);
}

} // namespace locklab
