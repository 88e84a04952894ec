// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"
#include "runbackend.h"

#include <QByteArray>

namespace locklab {

// A key naming one run's inputs: two runs with the same key give the same trace on a
// deterministic backend. Branches and replays compare runs by it.
QByteArray runKey(const Scenario &scenario, const Policies &policies);

// Shows a finished trace (an opened recording, or a branch kept from earlier) exactly as it was
// recorded. Inputs that differ from the recorded ones cannot be replayed, so they run on the
// embedded simulator instead: flipping a toggle on a recording forks a new run.
class ReplayBackend final : public RunBackend {
public:
    // `key`: runKey() of the inputs that produced `trace`; `interpretation`, if given, is of `trace`.
    ReplayBackend(Trace trace, QByteArray key, QString title, std::optional<Interpretation> interpretation = {});

    BackendKind kind() const override { return BackendKind::Embedded; }
    QString title() const override { return m_title; }
    QString unavailableReason() const override { return {}; }
    bool isDeterministic() const override { return true; }
    std::unique_ptr<RunSession> start(const Scenario &scenario, const Policies &policies, quint64 seed) override;

    const Trace &recordedTrace() const { return m_trace; }
    // True when the last start() replayed the recording rather than running the simulator.
    bool lastWasReplay() const { return m_lastWasReplay; }

private:
    Trace m_trace;
    std::optional<Interpretation> m_interpretation;
    QByteArray m_key;
    QString m_title;
    std::unique_ptr<RunBackend> m_fallback;
    bool m_lastWasReplay = false;
};

}  // namespace locklab
