// SPDX-License-Identifier: MIT
#pragma once

#include "core/breakpoints.h"
#include "runcontroller.h"

#include <QObject>

class QAction;
class QDockWidget;
class QTableView;

namespace locklab {

class BreakpointHitModel;
class BreakpointMarkers;
class MainWindow;
class ViewState;
class ViolationsPanel;

// Where the debugger stops and why: the breakpoints (Debug ▸ Stop at, F8 and Shift+F8), their
// hits listed and marked on the timeline, and the violations' witnesses behind the verdict. It
// fills the Debug menu and toolbar, adds two bottom docks and makes the banner a link to the
// violations, all through MainWindow's public API.
class BreakpointDebugger : public QObject {
    Q_OBJECT
public:
    BreakpointDebugger(MainWindow *window, bool useSettings);

    // The defaults stop at what breaks safety; "lock expired under its holder" is the cause, off
    // until asked for, so the first F8 lands on the overlap itself.
    static quint32 defaultKinds();
    quint32 enabledKinds() const { return m_enabled; }
    void setKindEnabled(BreakpointKind kind, bool enabled);
    const BreakpointHits &hits() const { return m_hits; }
    // Moves the cursor (stepping the run forward if needed) to the next enabled hit after the
    // cursor's event; returns that hit's index in hits(), -1 if there is none.
    qsizetype runToNextBreakpoint();
    // The last enabled hit before the cursor's event: a step back through a recording (on the
    // simulator the run stays where it is and the cursor goes back); -1 if there is none.
    qsizetype runToPreviousBreakpoint();
    void jumpToHit(qsizetype index);
    void jumpTo(Micros at, qsizetype eventIndex = -1);

    // While a recording loads the lists would judge from part of the data: they list nothing
    // until restoreLists(), which lists the shown run again (the load ended or was dropped).
    void clearLists();
    void restoreLists();

    BreakpointHitModel *hitModel() const { return m_hitModel; }
    QTableView *hitView() const { return m_hitView; }
    ViolationsPanel *violationsPanel() const { return m_violations; }
    QDockWidget *violationsDock() const { return m_violationsDock; }
    BreakpointMarkers *breakpointMarkers() const { return m_markers; }
    QAction *runToNextAction() const { return m_runToNext; }
    QAction *runToPreviousAction() const { return m_runToPrevious; }
    QAction *kindAction(BreakpointKind kind) const { return m_kindActions.at(static_cast<int>(kind)); }

protected:
    // A click on the verdict banner opens the witnesses behind the verdict.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Micros cursorEventTime() const;  // the time of the cursor's event, -1 none
    void createActions();
    void createDocks();
    void createMenus();
    void onRunChanged(RunChange change);
    void showSoFar();
    void writeSettings() const;

    MainWindow *m_window;
    RunController *m_run;
    ViewState *m_view;
    bool m_useSettings;
    quint32 m_enabled;
    BreakpointHits m_hits;
    BreakpointHitModel *m_hitModel;
    QTableView *m_hitView = nullptr;
    ViolationsPanel *m_violations = nullptr;
    QDockWidget *m_hitsDock = nullptr;
    QDockWidget *m_violationsDock = nullptr;
    BreakpointMarkers *m_markers = nullptr;
    QObject *m_bannerWatched = nullptr;  // the verdict banner, whose click opens the violations
    QList<QAction *> m_kindActions;
    QAction *m_runToNext = nullptr;
    QAction *m_runToPrevious = nullptr;
};

}  // namespace locklab
