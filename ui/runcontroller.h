// SPDX-License-Identifier: MIT
#pragma once

#include "interpretation.h"
#include "runbackend.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>

namespace locklab {

// Owns the run the window shows. Every input change (scenario, policies, backend) re-runs the
// whole scenario at once; stepping walks an engine session one event at a time, and stepping
// back re-runs deterministically to the step before.
class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    void setBackend(std::unique_ptr<RunBackend> backend);
    const RunBackend &backend() const { return *m_backend; }
    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }
    void setPolicies(const Policies &policies);
    // Both at once: one re-run instead of two.
    void setRun(const Scenario &scenario, const Policies &policies);
    const Policies &policies() const { return m_policies; }
    static constexpr quint64 defaultSeed = 1;
    quint64 seed() const { return m_seed; }
    // Takes effect at the next re-run: a sweep opens its trials with their own seed.
    void setSeed(quint64 seed) { m_seed = seed; }

    // What the views show: the whole run, or while stepping the events run so far. Views read
    // what the events meant from the interpretation, never from the raw trace.
    const Interpretation &interpretation() const { return m_shown; }
    const Trace &trace() const { return m_shown.trace(); }
    const Summary &summary() const { return m_shown.summary(); }
    const Interpretation &fullInterpretation() const { return m_full; }
    const Trace &fullTrace() const { return m_full.trace(); }
    const Summary &fullSummary() const { return m_full.summary(); }
    Micros extent() const { return m_full.trace().endTime(); }
    // -1 when the whole run is shown, else the scenario time stepping has reached.
    Micros now() const;
    // While stepping, when the next step happens (-1 at the end).
    Micros nextStepTime() const { return isAtEnd() ? -1 : m_stepTimes.at(m_position); }

    int position() const { return m_position; }
    int totalSteps() const { return static_cast<int>(m_stepTimes.size()); }
    bool isAtEnd() const { return m_position >= totalSteps(); }
    QString error() const { return m_error; }

    bool isBusy() const { return m_busy; }
    bool isPlaying() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }
    void setSpeed(double scenarioPerWall) { m_speed = scenarioPerWall; }

public Q_SLOTS:
    void reset();
    bool step();
    bool stepBack();
    void showAll();
    void play();
    void pause();
    void togglePlay();

Q_SIGNALS:
    // The shown trace changed. `extended`: the new trace is the old one plus events at the end.
    void runChanged(bool extended);
    void playingChanged(bool playing);
    void errorChanged(const QString &error);
    // Stepping or playing reached this time: the cursor should follow.
    void playhead(Micros at);
    // A live run is in progress (the window stays responsive but the run cannot be stepped yet).
    void busyChanged(bool busy);

private:
    void rerun();
    void emptyRun();
    void moveTo(int position);
    void setError(const QString &error);
    void publishShown(bool extended);
    void tick();

    std::unique_ptr<RunBackend> m_backend;
    Scenario m_scenario;
    Policies m_policies;
    quint64 m_seed = defaultSeed;
    bool m_hasScenario = false;

    Interpretation m_full;
    QList<Micros> m_stepTimes;              // scenario time after each step of the full run
    std::unique_ptr<RunSession> m_session;  // only while stepping
    int m_position = 0;
    Interpretation m_shown;
    QString m_error;
    bool m_busy = false;
    bool m_rerunPending = false;

    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_speed = 0.05;
    Micros m_playTime = 0;
};

}  // namespace locklab
