// SPDX-License-Identifier: MIT
#pragma once

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
class QDockWidget;
class QLabel;
class QProgressBar;
class QTimer;

namespace locklab {

class BreakpointDebugger;
class LockKeysPanel;
class MainWindow;
class RecordingLoader;
class RunBranches;
class ViewState;
class WatchDialog;
struct Recording;

// Runs that come from outside the window: recordings saved and opened (read on a thread and shown
// while they load), MONITOR logs imported, a Redis watched, and the lock keys of such traffic. An
// opened one becomes the only branch (RunBranches); while it loads, the breakpoint lists wait
// (BreakpointDebugger). It fills the File and Backend menus, the status bar and a right dock
// through MainWindow's public API.
class Recordings : public QObject {
    Q_OBJECT
public:
    Recordings(MainWindow *window, BreakpointDebugger *debugger, RunBranches *branches);

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

Q_SIGNALS:
    // A loading recording's prefix is on screen: `events` of it.
    void loadingPreviewShown(qint64 events);
    // `opened`: the recording replaced the session; else `error` says why not (empty: cancelled).
    void loadingFinished(bool opened, const QString &error);

private:
    void beginLoading(const QString &path, const std::optional<TrafficOptions> &monitorLog);
    bool waitForLoading(const std::function<void()> &begin, QString *error);
    // The traffic shown (or none): the Lock keys panel, the banner's "N of M lock keys raced".
    void setTraffic(std::optional<Recording> capture, std::shared_ptr<const TrafficResult> traffic,
                    const QString &title, const QString &origin);
    void showTrafficScope();
    // The lock key a watch's snapshot is shown on: the one the user chose while it is listed, else
    // the worst (the one the watch showed last while it is as bad, until the watch ends).
    QString watchedKeyToShow(const TrafficResult &snapshot, bool finished) const;
    void showLoadingPreview(const Recording &sofar, const Interpretation &interpretation);
    void finishLoading(bool ok, const Recording &recording, const Interpretation &interpretation, QString error);
    void updateLoadingBar();
    void restoreSession();
    // Back to the session as it was before the load began (cancel, error, or the run changed).
    void stopLoading(bool restore);
    void createActions();
    void createMenus();
    void createDocks();
    void createLoadingBar();
    void onRunChanged(RunChange change);
    void saveRecordingDialog();
    void openRecordingDialog();
    void importMonitorLogDialog();
    void showWatchDialog();
    void exportJsonLinesDialog();

    MainWindow *m_window;
    RunController *m_run;
    ViewState *m_view;
    BreakpointDebugger *m_debugger;
    RunBranches *m_branches;
    QAction *m_saveRecording = nullptr;
    QAction *m_openRecording = nullptr;
    QAction *m_importLog = nullptr;
    WatchDialog *m_watchDialog = nullptr;
    QAction *m_watch = nullptr;
    QAction *m_exportJsonl = nullptr;
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
    // Opened watched traffic: the recording with every lock key, and core's ranking of them.
    std::optional<Recording> m_capture;
    std::shared_ptr<const TrafficResult> m_traffic;
    QString m_captureTitle;
    QString m_captureOrigin;
    LockKeysPanel *m_keysPanel = nullptr;
    QDockWidget *m_keysDock = nullptr;
    // A watch: the key chosen in Lock keys since it began (empty: none, follow the worst), and the
    // key its last snapshot was shown on.
    QString m_chosenKey;
    QString m_watchShown;
};

}  // namespace locklab
