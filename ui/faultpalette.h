// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace locklab {

class RunController;
class ScenarioDocument;
class ViewState;

// Buttons that fire a fault into the run the window shows, at the playhead while it plays or
// steps, else at the cursor. A fired fault becomes a scheduled fault of the scenario (an undoable
// edit) and the run re-runs: the same engine path as a scenario's own faults, on every backend,
// and stepping stays where it was in time.
class FaultPalette : public QWidget {
    Q_OBJECT
public:
    FaultPalette(RunController *run, ScenarioDocument *document, ViewState *view, QWidget *parent = nullptr);

    enum class Action : quint8 {
        Pause,
        SlowNetwork,
        LostReply,
        RestartVolatile,
        RestartAof,
        ClockJump,
        RestartDelayed,
        StallInstance,  // the server (a Redlock's chosen instance) answers nothing for the duration
        DelayInstance,  // every reply from the server (the chosen instance) comes the duration late, from now on
    };
    // The fault an action fires now with the palette's worker and ms (and, for a Redlock's server
    // faults, its instance).
    Fault faultFor(Action action) const;
    // Scenario time (ms) a fault fires at: the playhead while stepping, else the cursor.
    qint64 fireTimeMs() const;
    void setWorker(int worker);
    void setMs(int ms);
    // A Redlock's instance the server faults hit (0-based); the chooser shows only for a Redlock.
    void setInstance(int instance);
    QPushButton *button(Action action) const;

public Q_SLOTS:
    void fire(Action action);

Q_SIGNALS:
    void fired(const QString &what);

private:
    void refreshWorkers();
    void refreshBackend();

    RunController *m_run;
    ScenarioDocument *m_document;
    ViewState *m_view;
    QComboBox *m_worker = nullptr;
    QSpinBox *m_ms = nullptr;
    QComboBox *m_instance = nullptr;
    QLabel *m_instanceLabel = nullptr;
    QLabel *m_when = nullptr;
    QList<QPushButton *> m_buttons;  // indexed by Action
};

}  // namespace locklab
