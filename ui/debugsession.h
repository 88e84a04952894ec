// SPDX-License-Identifier: MIT
#pragma once

#include "core/breakpoints.h"
#include "core/interpretation.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "runcontroller.h"

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QTimer;
class QDockWidget;
class QMenu;
class QTableView;

namespace locklab {

class BranchModel;
class LockKeysPanel;
class RecordingLoader;
class WatchDialog;
struct Recording;
class BreakpointHitModel;
class BreakpointMarkers;
class CompareView;
class MainWindow;
class RunController;
class ViewState;
class ViolationsPanel;
struct Recording;

// Step-through debugging on top of the main window: breakpoints and their hits, the
// violations' witnesses, recordings, branches and compare. It adds its own menu, toolbar and
// docks to the window and talks to it through its public API only.
class DebugSession : public QObject {
    Q_OBJECT
public:
    DebugSession(MainWindow *window, bool useSettings);

    // Breakpoints. The defaults stop at what breaks safety; "lock expired under its holder"
    // is the cause, off until asked for, so the first F8 lands on the overlap itself.
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

    BreakpointHitModel *hitModel() const { return m_hitModel; }
    QTableView *hitView() const { return m_hitView; }
    ViolationsPanel *violationsPanel() const { return m_violations; }
    QDockWidget *violationsDock() const { return m_violationsDock; }
    BreakpointMarkers *breakpointMarkers() const { return m_markers; }
    QAction *runToNextAction() const { return m_runToNext; }
    QAction *runToPreviousAction() const { return m_runToPrevious; }
    QAction *kindAction(BreakpointKind kind) const { return m_kindActions.at(static_cast<int>(kind)); }

    // Recordings.
    bool saveRecording(const QString &path, QString *error) const;
    // Opens a recording without blocking the window: it is read on a thread of its own while the
    // window shows what is read so far, labelled as loading (no verdict, no hits or violations
    // listed), with progress and Cancel in the status bar. The recording replaces the session only
    // when all of it is read and interpreted; Cancel, or an error anywhere in the file, leaves the
    // session exactly as it was. loadingFinished() says how it ended. A second open cancels the first.
    void beginOpenRecording(const QString &path);
    // The same, returning when it has ended (the window stays live meanwhile): false with the
    // file's one-line error, or "cancelled".
    bool openRecording(const QString &path, QString *error);
    bool isLoading() const { return m_loader != nullptr; }
    void cancelLoading();
    // The first preview comes after this many events, the next ones at each fourfold.
    void setFirstPreviewEvents(qint64 events) { m_firstPreview = events; }
    QWidget *loadingBar() const { return m_loadBar; }
    // Shows a recording that is not a file of ours (imported or watched traffic) as an opened one.
    // `interpretation`, if given, is of recording.trace (built where the recording was read).
    bool openRecordingData(const Recording &recording, const QString &title, const QString &origin, QString *error,
                           std::optional<Interpretation> interpretation = {});
    // A MONITOR log (`redis-cli monitor`'s output) opened like a recording: read on the loader's
    // thread with progress and Cancel, under the same limits; every lock key in the Lock keys
    // panel, the worst one shown. loadingFinished() says how it ended.
    void beginOpenMonitorLog(const QString &path, const TrafficOptions &options = {});
    // The same, returning when it has ended: false with the one-line error, or "cancelled".
    bool openMonitorLog(const QString &path, QString *error, const TrafficOptions &options = {});
    // File ▸ Import MONITOR Log without its dialog: openMonitorLog() with the default options.
    bool importMonitorLog(const QString &path, QString *error);
    // Watched traffic (a MONITOR log, a recording of it): its lock keys, worst first; null otherwise.
    const TrafficResult *traffic() const { return m_traffic.get(); }
    LockKeysPanel *lockKeysPanel() const { return m_keysPanel; }
    QDockWidget *lockKeysDock() const { return m_keysDock; }
    // Shows lock key `key` of the opened traffic (timeline, log, violations, banner): false when
    // no traffic is open or it has no such lock key.
    bool showLockKey(const QString &key);
    QAction *importLogAction() const { return m_importLog; }
    QAction *watchAction() const { return m_watch; }
    bool exportJsonLines(const QString &path, QString *error) const;
    bool isShowingRecording() const;
    // "Recording: live Redis 7.0.15" while an opened recording is shown, else empty.
    QString recordedBackend() const;

    // Branches and compare.
    BranchModel *branches() const { return m_branches; }
    void switchToBranch(int row);
    CompareView *compareView() const { return m_compare; }
    // Splits the Timeline tab: `row` under the current run (-1: the latest other branch).
    void compareWith(int row = -1);
    QAction *compareAction() const { return m_compareToggle; }
    // Runs this scenario with `policies` too (on the embedded simulator) and compares with it.
    void compareWithVariant(const Policies &policies);

Q_SIGNALS:
    // A loading recording's prefix is on screen: `events` of it.
    void loadingPreviewShown(qint64 events);
    // `opened`: the recording replaced the session; else `error` says why not (empty: cancelled).
    void loadingFinished(bool opened, const QString &error);

protected:
    // A click on the verdict banner opens the witnesses behind the verdict.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Micros cursorEventTime() const;  // the time of the cursor's event, -1 none
    void beginLoading(const QString &path, const std::optional<TrafficOptions> &monitorLog);
    bool waitForLoading(const std::function<void()> &begin, QString *error);
    // The traffic shown (or none): the Lock keys panel, the banner's "N of M lock keys raced".
    void setTraffic(std::optional<Recording> capture, std::shared_ptr<const TrafficResult> traffic,
                    const QString &title, const QString &origin);
    void showTrafficScope();
    void showLoadingPreview(const Recording &sofar, const Interpretation &interpretation);
    void finishLoading(bool ok, const Recording &recording, const Interpretation &interpretation, QString error);
    void updateLoadingBar();
    void restoreSession();
    // Back to the session as it was before the load began (cancel, error, or the run changed).
    void stopLoading(bool restore);
    void createActions();
    void createMenus();
    void createDocks();
    void onRunChanged(RunChange change);
    void showSoFar();
    void recordBranch();
    void showCompareMenu(QMenu *menu);
    void leaveCompare();
    void writeSettings() const;
    void saveRecordingDialog();
    void openRecordingDialog();
    void importMonitorLogDialog();
    void showWatchDialog();
    void exportJsonLinesDialog();

    MainWindow *m_window;
    RunController *m_run;
    ViewState *m_view;
    bool m_useSettings;
    quint32 m_enabled;
    BreakpointHits m_hits;
    BreakpointHitModel *m_hitModel;
    BranchModel *m_branches;
    QTableView *m_hitView = nullptr;
    ViolationsPanel *m_violations = nullptr;
    CompareView *m_compare = nullptr;
    QDockWidget *m_hitsDock = nullptr;
    QDockWidget *m_violationsDock = nullptr;
    BreakpointMarkers *m_markers = nullptr;
    QObject *m_bannerWatched = nullptr;  // the verdict banner, whose click opens the violations
    QComboBox *m_branchCombo = nullptr;
    QList<QAction *> m_kindActions;
    QAction *m_runToNext = nullptr;
    QAction *m_runToPrevious = nullptr;
    QAction *m_saveRecording = nullptr;
    QAction *m_openRecording = nullptr;
    QAction *m_importLog = nullptr;
    WatchDialog *m_watchDialog = nullptr;
    QAction *m_watch = nullptr;
    QAction *m_exportJsonl = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_compareToggle = nullptr;  // View ▸ Compare Runs: the split view on or off
    QMenu *m_compareMenu = nullptr;
    bool m_switching = false;
    QString m_recordingPath;
    RecordingLoader *m_loader = nullptr;
    qint64 m_firstPreview = 1 << 20;
    QWidget *m_loadBar = nullptr;
    QLabel *m_loadLabel = nullptr;
    QProgressBar *m_loadProgress = nullptr;
    QTimer *m_loadTick = nullptr;
    QElapsedTimer m_loadClock;
    Micros m_beforeFrom = 0, m_beforeTo = 0;  // the view before the load, given back on cancel
    Micros m_fitFrom = 0, m_fitTo = 0;        // the view the last preview fitted (moved since: kept)
    bool m_previewed = false;
    QString m_redisVersion;
    // Opened watched traffic: the recording with every lock key, and core's ranking of them.
    std::optional<Recording> m_capture;
    std::shared_ptr<const TrafficResult> m_traffic;
    QString m_captureTitle;
    QString m_captureOrigin;
    LockKeysPanel *m_keysPanel = nullptr;
    QDockWidget *m_keysDock = nullptr;
};

}  // namespace locklab
