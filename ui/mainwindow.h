// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"
#include "core/scenario.h"
#include "runbackend.h"
#include "runcontroller.h"

#include <QHash>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QMenu;
class QComboBox;
class QLabel;
class QSplitter;
class QToolBar;
class QToolButton;

namespace locklab {

class BreakpointDebugger;
class ElidedLabel;
class FixedRowTableView;
class InspectorView;
class PolicyToggles;
class Recordings;
class RunBranches;
class RunController;
class ScenarioDocument;
class ScenarioEditor;
class TimelineWidget;
class TraceLogModel;
class VerdictBanner;
class ViewState;

class Presentation;
struct LabTabs;

// The window's menus, in menu-bar order. The debugging and presentation parts fill theirs
// through MainWindow::menu(), never by looking a menu up by its name or title.
enum class MenuId { File, Edit, Run, View, Backend, Debug, Help };
// The window's own docks.
enum class DockId { Inspector, Log, Faults };

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        bool useSettings = true;  // off for screenshots and tests: a fixed, reproducible state
        QString scenario;         // empty: the last one (settings) or ttl-overlap
    };

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    // A built-in name or a JSON file; on failure the window says why and keeps what it had.
    bool openScenario(const QString &nameOrPath);
    // A file the user gave the app (command line, File ▸ Open, a double-click, a drop): a recording
    // (isRecordingFile), a MONITOR log (isMonitorLogFile: by its content, whatever its name) or a
    // scenario. False with the one-line reason, also shown in the window.
    bool openFile(const QString &path, QString *error = nullptr);
    // A lesson's link (Help ▸ Lessons, Run ▸ Seed Lab): the built-in scenario, after "save changes?".
    void openLesson(const QString &name);
    // File ▸ New: one worker that acquires, works 50 ms and releases, not saved anywhere yet.
    void newScenario();
    // Writes the scenario with the current policies; the document becomes clean.
    bool saveScenarioTo(const QString &path);
    // With unsaved edits, asks whether to save them: false if the user cancels.
    bool maybeSave();
    void setPolicies(const Policies &policies);
    Policies policies() const;
    void setBackend(BackendKind kind, const QString &url = QString());
    // While an opened recording is shown the backend is none of the combo's choices: the combo
    // says where it was recorded (`text`) until another run is shown. Empty: the backend in use.
    void showRecordedBackend(const QString &text);
    // The Scenario list shows `name` (an opened recording's file, imported or watched traffic)
    // until another scenario is opened.
    void showRecordingInScenarioList(const QString &name);
    void setCursorTime(Micros at);
    // What is open: a built-in scenario's name or a file's absolute path; empty for a new scenario
    // or an opened recording.
    QString currentSource() const { return m_currentSource; }
    // The instant the views describe for a cursor at `cursor`: itself, except while stepping a
    // recorded run, where nothing after the step reached has happened yet.
    Micros shownInstant(Micros cursor) const;
    // While a recording loads (Recordings): the views show `sofar`, a prefix of it interpreted
    // as a prefix, and the banner says `what` instead of a verdict from part of the data; the run
    // stays what it was and cannot be stepped meanwhile. endLoading() shows the run again.
    void showLoading(const Interpretation &sofar, const QString &what);
    void endLoading();
    bool isShowingLoading() const { return m_loading.has_value(); }
    // Shows the Scenario tab (the editor).
    void showEditor();
    // The layout a window of this size starts with, so a screenshot shows what a user gets.
    void arrangeForScreenshot();
    // The timeline gets most of the window. The screencast layout (View ▸ Screencast Layout, and
    // where a window starts below 1500×800) also hides the right side's tabs (inspector, fault
    // palette) until asked for; otherwise the inspector takes about a quarter of the width.
    void applyLayout(bool screencast);
    bool prefersScreencastLayout() const;
    QAction *screencastLayoutAction() const { return m_screencastAction; }

    // The seams the debugging and presentation parts (and the tests) plug into.
    QMenu *menu(MenuId id) const;
    // Before File ▸ Quit, after a separator of their own.
    void addFileActions(const QList<QAction *> &actions);
    // A dock in the right-hand area; a dock tabbed with the event log; a dock stacked above the
    // bottom tabs, right under the timeline. Each gets a View menu entry if the menu is not built yet.
    void addRightDock(QDockWidget *dock);
    void addBottomDock(QDockWidget *dock);
    void addStackedBottomDock(QDockWidget *dock);
    QDockWidget *dock(DockId id) const;
    // The debugging parts' toolbar, after the transport's: Next Breakpoint, then the Runs list.
    QToolBar *debugToolBar() const { return m_debugBar; }
    // The Timeline tab is a vertical splitter whose first pane is the main timeline. Compare puts
    // `headline` over the main timeline and `pane` (a second timeline) in the splitter under it.
    void addTimelineCompanion(QWidget *headline, QWidget *pane);
    QSplitter *timelineSplitter() const { return m_timelineSplitter; }
    void showTimelineTab();
    // Compare: the lesson's lines and the verdict banner make way for two timelines (the compare
    // headlines say both verdicts).
    void setCompactHeader(bool compact);
    QList<QDockWidget *> docks() const { return m_docks; }  // every dock, in the order added

    RunController *run() const { return m_run; }
    // Breakpoints and violations; recordings, import and watch; branches and Compare.
    BreakpointDebugger *debugger() const { return m_debugger; }
    Recordings *recordings() const { return m_recordings; }
    RunBranches *branches() const { return m_branches; }
    Presentation *presentation() const { return m_presentation; }
    InspectorView *inspector() const { return m_inspector; }
    const LabTabs &labTabs() const { return *m_labTabs; }
    ViewState *view() const { return m_view; }
    TimelineWidget *timeline() const { return m_timeline; }
    VerdictBanner *banner() const { return m_banner; }
    TraceLogModel *logModel() const { return m_log; }
    FixedRowTableView *logView() const { return m_logView; }
    ScenarioDocument *document() const { return m_document; }
    ScenarioEditor *editor() const { return m_editor; }
    QString message() const;

    PolicyToggles *policyToggles() const { return m_policyToggles; }
    // Observed traffic is shown: the simulator's controls (policies, fault palette) are disabled,
    // their tooltips saying why, so that nothing replaces what the clients did with a simulation.
    bool simulatorControlsLocked() const { return m_simulatorLocked; }
    QComboBox *releaseCombo() const { return m_releaseCombo; }
    QAction *fencingAction() const { return m_fencingAction; }
    // Wraps the toolbars onto as many rows as the window's width needs, in their order, so no
    // control hides behind a toolbar's » menu.
    void layoutToolBars();

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The constructor's parts, in the order it calls them.
    void createCentralWidget();
    QWidget *createMessageBar(QWidget *parent);
    void createPanes();
    void createActions();
    void createToolBars();
    void createDocks();
    void createMenus();
    void createDebugging();
    void connectRun();
    void connectCursor();
    void connectDocument();
    void openFirstScenario();
    void fillScenarioCombo();
    // Shows `policies` in the toolbar and the Run menu without re-running.
    void showPolicies(const Policies &policies);
    void onRunChanged(RunChange change);
    void onCursorChanged();
    void showMessage(const QString &text);
    void updateMessage();
    void updateStatus();
    void openFileDialog();
    bool saveAsDialog();
    bool save();
    void addRecentFile(const QString &path);
    void readSettings();
    void writeSettings() const;
    void policiesFromUi();
    void chooseBackend(int index);
    void lockSimulatorControls(bool locked);

    Options m_options;
    ViewState *m_view;
    RunController *m_run;
    BreakpointDebugger *m_debugger = nullptr;
    RunBranches *m_branches = nullptr;
    Recordings *m_recordings = nullptr;
    Presentation *m_presentation = nullptr;
    ScenarioDocument *m_document;
    TraceLogModel *m_log;
    TimelineWidget *m_timeline;
    QSplitter *m_timelineSplitter = nullptr;
    VerdictBanner *m_banner;
    ElidedLabel *m_description = nullptr;
    QWidget *m_messageBar = nullptr;
    QLabel *m_messageText = nullptr;
    QString m_transientMessage;
    InspectorView *m_inspector = nullptr;
    ScenarioEditor *m_editor = nullptr;
    FixedRowTableView *m_logView = nullptr;
    QLabel *m_status = nullptr;
    std::unique_ptr<LabTabs> m_labTabs;
    QHash<MenuId, QMenu *> m_menus;
    QAction *m_quitAction = nullptr;
    QHash<DockId, QDockWidget *> m_ownDocks;
    QList<QDockWidget *> m_docks;

    QComboBox *m_scenarioCombo = nullptr;
    QComboBox *m_backendCombo = nullptr;
    QComboBox *m_releaseCombo = nullptr;
    QComboBox *m_speedCombo = nullptr;
    PolicyToggles *m_policyToggles = nullptr;
    QToolBar *m_policyBar = nullptr;
    QToolBar *m_debugBar = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_fencingAction = nullptr;
    QAction *m_heartbeatAction = nullptr;
    QAction *m_waitAction = nullptr;  // WAIT after SET NX (the failover lessons)
    QAction *m_resetAction = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_stepAction = nullptr;
    QAction *m_stepBackAction = nullptr;
    QAction *m_showAllAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_darkAction = nullptr;
    QStringList m_recentFiles;
    QString m_currentSource;  // built-in name or file path of the loaded scenario
    QString m_redisUrl = QStringLiteral("redis://127.0.0.1:6379");
    QString m_recordingName;                  // showRecordingInScenarioList()'s name
    QString m_recordedBackend;                // showRecordedBackend()'s text while a recording is shown
    std::optional<Interpretation> m_loading;  // showLoading()'s prefix
    bool m_descriptionShown = true;           // before showLoading() hid it
    bool m_syncingSelection = false;
    bool m_syncingToggles = false;
    bool m_stateRestored = false;  // the user's saved dock layout, which a first show keeps
    bool m_laidOut = false;
    bool m_simulatorLocked = false;
    QAction *m_screencastAction = nullptr;
};

}  // namespace locklab
