// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"
#include "runbackend.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>

namespace locklab {

// What a runChanged() was: another run, the shown run grown by events at its end, or the shown
// run cut back to an earlier step of the same run.
enum class RunChange : quint8 { Replaced, Extended, Rewound };

// Owns the run the window shows. Every input change (scenario, policies, backend) re-runs the
// whole scenario at once. Stepping through a recorded run (an opened recording, a branch, a live
// run: the whole trace is known) is a cursor move: the views are given the whole run's
// interpretation and how much of it is shown, and ask it for the state at the instant. Stepping
// the simulator walks an engine session one event at a time, and stepping back re-runs it
// deterministically to the step before: the run so far is then interpreted on its own, as a
// trace that ends there.
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
    // While held, changes of backend, scenario or policies only mark the run stale; releasing the
    // hold re-runs once. Opening a recording changes all three, and a long run must not run thrice.
    void holdReruns(bool hold);
    const Policies &policies() const { return m_policies; }
    static constexpr quint64 defaultSeed = 1;
    quint64 seed() const { return m_seed; }
    // Takes effect at the next re-run: a sweep opens its trials with their own seed.
    void setSeed(quint64 seed) { m_seed = seed; }

    // What the views show: the whole run, or while stepping the events run so far. Views read
    // what the events meant from the interpretation, never from the raw trace. While stepping a
    // recorded run this is the whole run's interpretation, of which the first shownEvents() events
    // are shown; views ask it for the state at now(), never read past shownEvents().
    const Interpretation &interpretation() const { return m_shown; }
    const Trace &trace() const { return m_shown.trace(); }
    const Summary &summary() const { return m_shown.summary(); }
    // Events of trace() that have happened: all of them except while stepping a recorded run.
    qsizetype shownEvents() const { return m_shownEvents; }
    // Stepping is a cursor move over the known whole run (nothing re-runs, nothing re-interprets).
    bool stepsOverKnownRun() const { return m_recorded; }
    const Interpretation &fullInterpretation() const { return m_full; }
    const Trace &fullTrace() const { return m_full.trace(); }
    const Summary &fullSummary() const { return m_full.summary(); }
    Micros extent() const { return m_full.trace().endTime(); }
    // -1 when the whole run is shown, else the scenario time stepping has reached.
    Micros now() const;
    // While stepping, when the next step happens (-1 at the end).
    Micros nextStepTime() const { return isAtEnd() ? -1 : stepTime(m_position); }

    int position() const { return m_position; }
    int totalSteps() const;
    // The scenario time after step `index` (0-based) of the whole run.
    Micros stepTime(int index) const;
    // The first step after which the run has reached `at` with every step at that instant (on a
    // recorded run, and has shown event `eventIndex` too): where "run to" a time or an event stops.
    int stepReaching(Micros at, qsizetype eventIndex = -1) const;
    // Moves to that step, backwards too: a cursor move on a recorded run; on the simulator
    // forwards by stepping (backwards re-runs).
    void runTo(Micros at, qsizetype eventIndex = -1);
    // Stepping from the cursor the user sees: at `at`, with `event` (an index into trace(), -1 for
    // none) under it. The position Step goes to, the first that shows something the cursor does
    // not (-1: nothing follows the cursor); the position Step back goes to, the last that shows
    // less than the cursor does (-1: nothing precedes it). While the cursor is where stepping left
    // it these are one step on and one step back; anywhere else (a click, a hit, a violation's
    // link, the whole run shown) they start from the cursor, never from where stepping stopped.
    int stepAfter(Micros at, qsizetype event) const;
    int stepBefore(Micros at, qsizetype event) const;
    bool stepFrom(Micros at, qsizetype event);
    bool stepBackFrom(Micros at, qsizetype event);
    // How many times a backend was asked to start a session (tests: stepping a recording must not).
    int sessionsStarted() const { return m_sessionsStarted; }
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
    // The shown trace changed: another run, or the same run with events added at its end
    // (Extended) or taken from it (Rewound, a step back through a recorded run).
    void runChanged(locklab::RunChange change);
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
    // Moves to `position` and tells the cursor where that is.
    void moveToAndFollow(int position);
    // The cursor is where the last step left it: its steps are the run's own.
    bool cursorAtPosition(Micros at) const { return !isAtEnd() && at == now(); }
    // A recorded run: the whole run's event a cursor at `at` is on (`event` as the views resolved it).
    qsizetype cursorEvent(Micros at, qsizetype event) const;
    void setError(const QString &error);
    void publishShown(RunChange change);
    std::unique_ptr<RunSession> startSession();
    void tick();

    std::unique_ptr<RunBackend> m_backend;
    Scenario m_scenario;
    Policies m_policies;
    quint64 m_seed = defaultSeed;
    bool m_hasScenario = false;

    Interpretation m_full;
    QList<Micros> m_stepTimes;  // scenario time after each step of the full run (simulator)
    bool m_recorded = false;    // a recorded run: step k shows events [0, k), times are theirs
    qsizetype m_shownEvents = 0;
    int m_sessionsStarted = 0;
    std::unique_ptr<RunSession> m_session;  // only while stepping
    int m_position = 0;
    Interpretation m_shown;
    QString m_error;
    bool m_busy = false;
    bool m_rerunPending = false;
    bool m_holding = false;

    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_speed = 0.05;
    Micros m_playTime = 0;
};

}  // namespace locklab
