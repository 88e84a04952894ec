// SPDX-License-Identifier: MIT
#include "recordings.h"

#include "branchmodel.h"
#include "breakpointdebugger.h"
#include "core/recording.h"
#include "core/scenarioloader.h"
#include "core/scenariowriter.h"
#include "core/terminaltext.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "lockkeymodel.h"
#include "lockkeyspanel.h"
#include "mainwindow.h"
#include "monitorlogdialog.h"
#include "recordingloader.h"
#include "replaybackend.h"
#include "runbranches.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "timelinewidget.h"
#include "uilogging.h"
#include "uitr.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "watchdialog.h"

#include <QAction>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <memory>
#include <optional>

namespace locklab {

namespace {

// The recorded scenario JSON: verbatim when the run's scenario is still what was loaded.
QByteArray scenarioJsonFor(const Scenario &scenario)
{
    const QByteArray written = writeScenario(scenario);
    if (!scenario.source.isEmpty()) {
        Scenario parsed;
        LoadError error;
        if (parseScenario(scenario.source, QString(), &parsed, &error) && writeScenario(parsed) == written)
            return scenario.source;
    }
    return written;
}

}  // namespace

Recordings::Recordings(MainWindow *window, BreakpointDebugger *debugger, RunBranches *branches)
    : QObject(window)
    , m_window(window)
    , m_run(window->run())
    , m_view(window->view())
    , m_debugger(debugger)
    , m_branches(branches)
{
    setObjectName(QStringLiteral("recordings"));
    createActions();
    createDocks();
    createLoadingBar();
    createMenus();
    // After the branches' own: whether a recording is shown is the current branch's to say.
    connect(m_run, &RunController::runChanged, this, &Recordings::onRunChanged);
    connect(m_branches, &RunBranches::switched, this, [this] { onRunChanged(RunChange::Replaced); });
    connect(m_branches->model(), &BranchModel::currentChanged, this,
            [this] { m_window->showRecordedBackend(recordedBackend()); });
}

void Recordings::createActions()
{
    m_saveRecording = new QAction(DebugSessionTr::tr("Save &Recording…"), this);
    m_saveRecording->setToolTip(DebugSessionTr::tr(
        "Save this run, with its scenario and the whole trace, as .locklab (compact) or .locklab.json"));
    connect(m_saveRecording, &QAction::triggered, this, &Recordings::saveRecordingDialog);
    m_openRecording = new QAction(DebugSessionTr::tr("Open Re&cording…"), this);
    m_openRecording->setToolTip(DebugSessionTr::tr("Show a saved run exactly as it was recorded"));
    connect(m_openRecording, &QAction::triggered, this, &Recordings::openRecordingDialog);
    m_importLog = new QAction(DebugSessionTr::tr("&Import MONITOR Log…"), this);
    m_importLog->setObjectName(QStringLiteral("importMonitorLog"));
    m_importLog->setToolTip(
        DebugSessionTr::tr("Show a `redis-cli monitor` capture as a run: replies and beliefs inferred by the model"));
    connect(m_importLog, &QAction::triggered, this, &Recordings::importMonitorLogDialog);
    m_watch = new QAction(DebugSessionTr::tr("&Watch a Redis…"), this);
    m_watch->setObjectName(QStringLiteral("watchRedis"));
    m_watch->setToolTip(DebugSessionTr::tr("Capture a Redis's real lock traffic through MONITOR and step through it"));
    connect(m_watch, &QAction::triggered, this, &Recordings::showWatchDialog);
    m_exportJsonl = new QAction(DebugSessionTr::tr("Export History as &JSON Lines…"), this);
    connect(m_exportJsonl, &QAction::triggered, this, &Recordings::exportJsonLinesDialog);
}

void Recordings::createDocks()
{
    m_keysPanel = new LockKeysPanel(m_window);
    m_keysPanel->setObjectName(QStringLiteral("lockKeysPanel"));
    connect(m_keysPanel, &LockKeysPanel::keyChosen, this, [this](const QString &key) { showLockKey(key); });
    m_keysDock = new QDockWidget(DebugSessionTr::tr("Lock keys"), m_window);
    m_keysDock->setObjectName(QStringLiteral("lockKeysDock"));
    m_keysDock->setWidget(m_keysPanel);
    m_window->addRightDock(m_keysDock);
    // Beside the inspector, in front of it while watched traffic is shown; a simulated run has
    // one lock, so the dock is hidden then.
    m_window->tabifyDockWidget(m_window->dock(DockId::Inspector), m_keysDock);
    m_keysDock->hide();
}

void Recordings::createLoadingBar()
{
    // Not modal: the window stays usable (zoom and pan what is read) while a recording loads.
    m_loadBar = new QWidget(m_window);
    m_loadBar->setObjectName(QStringLiteral("loadingBar"));
    auto *loadLayout = new QHBoxLayout(m_loadBar);
    loadLayout->setContentsMargins(0, 0, 0, 0);
    m_loadLabel = new QLabel(m_loadBar);
    m_loadProgress = new QProgressBar(m_loadBar);
    m_loadProgress->setTextVisible(false);
    m_loadProgress->setMaximumWidth(160);
    auto *cancel = new QToolButton(m_loadBar);
    cancel->setText(DebugSessionTr::tr("Cancel"));
    cancel->setAutoRaise(true);
    cancel->setObjectName(QStringLiteral("cancelLoading"));
    cancel->setToolTip(DebugSessionTr::tr("Stop reading: the session stays as it was before"));
    connect(cancel, &QToolButton::clicked, this, &Recordings::cancelLoading);
    // No taller than a line of the status bar: even hidden, its items set the bar's height, and
    // the window's layout must not move when a load begins.
    const int line = m_loadLabel->sizeHint().height();
    m_loadProgress->setMaximumHeight(line);
    cancel->setMaximumHeight(line);
    loadLayout->addWidget(m_loadLabel);
    loadLayout->addWidget(m_loadProgress);
    loadLayout->addWidget(cancel);
    m_window->statusBar()->addPermanentWidget(m_loadBar);
    m_loadBar->hide();
    m_loadTick = new QTimer(this);
    m_loadTick->setInterval(100);
    connect(m_loadTick, &QTimer::timeout, this, &Recordings::updateLoadingBar);
}

void Recordings::createMenus()
{
    m_window->addFileActions({m_openRecording, m_saveRecording, m_importLog, m_exportJsonl});

    QMenu *backend = m_window->menu(MenuId::Backend);
    backend->setTitle(DebugSessionTr::tr("&Backend"));
    backend->addAction(m_watch);
    m_window->menu(MenuId::Debug)->addAction(m_keysDock->toggleViewAction());
}

void Recordings::onRunChanged(RunChange change)
{
    if (m_run->isBusy())
        return;
    // Another scenario, policy or backend while a recording loads: the user moved on, and the
    // window already shows the run again.
    if (m_loader && !m_branches->isSwitching())
        stopLoading(false);
    // Another scenario, or a policy flipped away from the recording: its keys are not this run's.
    if (change == RunChange::Replaced && !m_branches->isSwitching() && m_traffic && !isShowingRecording())
        setTraffic({}, {}, {}, {});
}

QString Recordings::recordedBackend() const
{
    if (!isShowingRecording())
        return {};
    const Branch &b = m_branches->currentBranch();
    const QString version = b.redisVersion.isEmpty() ? redisVersionOf(b.trace) : b.redisVersion;
    if (b.trace.backend == QStringLiteral("embedded"))
        return DebugSessionTr::tr("Recording: embedded simulator");
    if (isObservedTraffic(b.trace))
        return version.isEmpty() ? DebugSessionTr::tr("Recording: watched traffic (MONITOR)")
                                 : DebugSessionTr::tr("Recording: watched Redis %1 (MONITOR)").arg(version);
    return version.isEmpty() ? DebugSessionTr::tr("Recording: live Redis")
                             : DebugSessionTr::tr("Recording: live Redis %1").arg(version);
}

bool Recordings::isShowingRecording() const
{
    const BranchModel *branches = m_branches->model();
    const int current = branches->current();
    return current >= 0 && !branches->at(current).origin.isEmpty();
}

bool Recordings::saveRecording(const QString &path, QString *error) const
{
    // Watched traffic keeps every lock key, so that the saved file opens on any of them again.
    if (m_capture && isShowingRecording() && m_capture->trace.lockKey == m_run->fullTrace().lockKey)
        return locklab::saveRecording(path, *m_capture, error);
    Recording recording;
    recording.scenarioJson = scenarioJsonFor(m_run->scenario());
    recording.trace = m_run->fullTrace();
    // An opened recording keeps the version it was saved with; a live run's comes from its trace.
    recording.redisVersion =
        isShowingRecording() ? m_branches->currentBranch().redisVersion : redisVersionOf(recording.trace);
    return locklab::saveRecording(path, recording, error);
}

void Recordings::beginOpenRecording(const QString &path)
{
    beginLoading(path, std::nullopt);
}

void Recordings::beginOpenMonitorLog(const QString &path, const TrafficOptions &options)
{
    TrafficOptions o = options;
    if (o.source.isEmpty())
        o.source = QFileInfo(path).fileName();
    beginLoading(path, o);
}

void Recordings::beginLoading(const QString &path, const std::optional<TrafficOptions> &monitorLog)
{
    if (m_loader)
        stopLoading(true);
    m_run->pause();
    m_loader = new RecordingLoader(path, m_firstPreview, this);
    if (monitorLog)
        m_loader->setMonitorLog(
            *monitorLog,
            DebugSessionTr::tr("Imported from the MONITOR log %1: replies and beliefs inferred by the model.")
                .arg(QFileInfo(path).fileName()));
    connect(m_loader, &RecordingLoader::preview, this, &Recordings::showLoadingPreview);
    connect(m_loader, &RecordingLoader::finished, this, &Recordings::finishLoading);
    m_beforeFrom = m_view->visibleFrom();
    m_beforeTo = m_view->visibleTo();
    m_previewed = false;
    m_loadClock.start();
    qCDebug(lcUi) << "open" << path << "begins";
    updateLoadingBar();
    m_loadBar->show();
    m_loadTick->start();
    m_loader->start();
}

bool Recordings::openRecording(const QString &path, QString *error)
{
    return waitForLoading([this, path] { beginOpenRecording(path); }, error);
}

bool Recordings::openMonitorLog(const QString &path, QString *error, const TrafficOptions &options)
{
    return waitForLoading([this, path, options] { beginOpenMonitorLog(path, options); }, error);
}

bool Recordings::waitForLoading(const std::function<void()> &begin, QString *error)
{
    bool opened = false;
    bool ended = false;
    QString why;
    QEventLoop loop;
    // The first end that comes is this open's: a later open cancels it first.
    const QMetaObject::Connection c =
        connect(this, &Recordings::loadingFinished, &loop, [&](bool ok, const QString &reason) {
            if (ended)
                return;
            ended = true;
            opened = ok;
            why = reason;
            loop.quit();
        });
    begin();
    if (!ended)
        loop.exec();
    disconnect(c);
    if (!opened && error)
        *error = why.isEmpty() ? DebugSessionTr::tr("cancelled") : why;
    return opened;
}

void Recordings::cancelLoading()
{
    if (m_loader)
        stopLoading(true);
}

void Recordings::stopLoading(bool restore)
{
    m_loader->discard();  // its thread stops at its next block and the loader goes with it
    m_loader = nullptr;
    m_loadTick->stop();
    m_loadBar->hide();
    if (restore)
        restoreSession();
    qCDebug(lcUi) << "open stopped after" << m_loadClock.elapsed() << "ms";
    Q_EMIT loadingFinished(false, QString());
}

void Recordings::restoreSession()
{
    if (!m_window->isShowingLoading())
        return;
    m_window->endLoading();
    m_debugger->restoreLists();
    if (m_beforeTo > m_beforeFrom)
        m_view->setVisibleRange(m_beforeFrom, m_beforeTo);
}

void Recordings::updateLoadingBar()
{
    if (!m_loader)
        return;
    const QString name = QFileInfo(m_loader->path()).fileName();
    if (const double keys = m_loader->fractionInterpreted(); m_loader->isInterpreting() && keys >= 0) {
        // A MONITOR log's lock keys, each through its interpretation: 100,000 of them take seconds.
        const int percent = static_cast<int>(keys * 100);
        m_loadLabel->setText(
            DebugSessionTr::tr("Loading %1 — interpreting the lock keys, %2 %").arg(name).arg(percent));
        m_loadProgress->setRange(0, 100);
        m_loadProgress->setValue(percent);
    } else if (m_loader->isInterpreting()) {
        m_loadLabel->setText(DebugSessionTr::tr("Loading %1 — interpreting").arg(name));
        m_loadProgress->setRange(0, 0);  // busy: what is left cannot say how far it is
    } else {
        const int percent = static_cast<int>(m_loader->fractionRead() * 100);
        m_loadLabel->setText(DebugSessionTr::tr("Loading %1 — %2 %").arg(name).arg(percent));
        m_loadProgress->setRange(0, 100);
        m_loadProgress->setValue(percent);
    }
}

void Recordings::showLoadingPreview(const Recording &sofar, const Interpretation &interpretation)
{
    const qint64 events = sofar.trace.events.size();
    // Follow the growing prefix unless the user zoomed or panned since the last preview.
    const bool follow = !m_previewed || (m_view->visibleFrom() == m_fitFrom && m_view->visibleTo() == m_fitTo);
    m_previewed = true;
    m_window->showLoading(
        interpretation,
        DebugSessionTr::tr("%1: the first %L2 events, more to come — the verdict comes when all of it is read")
            .arg(QFileInfo(m_loader->path()).fileName())
            .arg(events));
    // The lists would judge from part of the data: they fill in when the whole is read.
    m_debugger->clearLists();
    if (follow) {
        m_window->timeline()->fitAll();
        m_fitFrom = m_view->visibleFrom();
        m_fitTo = m_view->visibleTo();
    }
    qCDebug(lcUi) << "open: preview of" << events << "events shown at" << m_loadClock.elapsed() << "ms";
    Q_EMIT loadingPreviewShown(events);
}

void Recordings::finishLoading(bool ok, const Recording &recording, const Interpretation &interpretation, QString error)
{
    const QString path = m_loader->path();
    const QString name = QFileInfo(path).fileName();
    const bool monitorLog = m_loader->isMonitorLog();
    std::shared_ptr<const TrafficResult> traffic = m_loader->traffic();
    const bool keepView = m_previewed && !(m_view->visibleFrom() == m_fitFrom && m_view->visibleTo() == m_fitTo);
    const Micros from = m_view->visibleFrom();
    const Micros to = m_view->visibleTo();
    m_loader->deleteLater();
    m_loader = nullptr;
    m_loadTick->stop();
    m_loadBar->hide();
    const QString title =
        monitorLog ? DebugSessionTr::tr("MONITOR log %1").arg(name) : DebugSessionTr::tr("Recording %1").arg(name);
    if (ok)
        ok = openRecordingData(recording, title, name, &error, interpretation);
    if (ok) {
        setTraffic(traffic ? std::optional<Recording>(recording) : std::nullopt, traffic, title, name);
        if (monitorLog)
            m_window->statusBar()->showMessage(
                DebugSessionTr::tr("Opened the MONITOR log %1: %2").arg(name, LockKeysPanel::violationsText(*traffic)),
                8000);
        else
            m_recordingPath = path;
        if (keepView)  // zoomed into the part shown while loading: stay there
            m_view->setVisibleRange(from, to);
        qCDebug(lcUi) << "open:" << recording.trace.events.size() << "events loaded at" << m_loadClock.elapsed()
                      << "ms";
    } else {
        restoreSession();  // nothing of the file is kept
        m_window->statusBar()->showMessage(monitorLog
                                               ? DebugSessionTr::tr("Could not open the MONITOR log: %1").arg(error)
                                               : DebugSessionTr::tr("Could not open the recording: %1").arg(error),
                                           8000);
    }
    Q_EMIT loadingFinished(ok, ok ? QString() : error);
}

bool Recordings::importMonitorLog(const QString &path, QString *error)
{
    return openMonitorLog(path, error);
}

void Recordings::setTraffic(std::optional<Recording> capture, std::shared_ptr<const TrafficResult> traffic,
                            const QString &title, const QString &origin)
{
    const bool wasShown = m_traffic != nullptr;
    m_capture = std::move(capture);
    m_traffic = std::move(traffic);
    m_captureTitle = title;
    m_captureOrigin = origin;
    m_keysPanel->setResult(m_traffic);
    if (m_traffic) {
        m_keysPanel->setCurrentKey(m_run->fullTrace().lockKey);
        if (!wasShown) {  // a watch's snapshots leave the dock where the user put it
            m_keysDock->show();
            m_keysDock->raise();
            // Room for a key, its verdict and the first counts; the timeline keeps the rest.
            const int width = std::clamp(m_window->width() * 30 / 100, 320, 460);
            m_window->resizeDocks({m_keysDock}, {width}, Qt::Horizontal);
        }
    } else {
        m_keysDock->hide();
    }
    showTrafficScope();
}

void Recordings::showTrafficScope()
{
    QString scope;
    std::optional<VerdictBanner::Overall> overall;
    if (m_traffic && !m_traffic->locks().isEmpty()) {
        const QString key = m_run->fullTrace().lockKey;
        const qsizetype row = m_traffic->indexOf(key);
        const LockKeyResult &worst = m_traffic->locks().constFirst();
        const bool thisRaced = row >= 0 && m_traffic->locks().at(row).violations > 0;
        scope = LockKeysPanel::violationsText(*m_traffic);
        // The overall verdict is the worst key's (the command line's too): a key chosen that is
        // less grave than the worst gives the banner its counts, never its headline.
        if (row >= 0 && verdictSeverity(m_traffic->locks().at(row).verdict) < verdictSeverity(worst.verdict)) {
            const LockKeyResult &shown = m_traffic->locks().at(row);
            overall = VerdictBanner::Overall{worst.verdict, worst.foreignDeletes};
            scope = DebugSessionTr::tr("%1; the verdict is the worst key's, %2 · shown: %3, %4")
                        .arg(scope, printable(worst.key), printable(key),
                             LockKeyModel::verdictText(shown.verdict, shown.foreignDeletes));
        } else if (!thisRaced && m_traffic->withViolations() > 0) {
            // A key that did not race, shown while others did, must not read as the capture's answer.
            scope = DebugSessionTr::tr("%1 (not %2: choose one in Lock keys)").arg(scope, printable(key));
        } else {
            scope = DebugSessionTr::tr("%1 · shown: %2").arg(scope, printable(key));
        }
    }
    m_window->banner()->setScope(scope, overall);
}

QString Recordings::watchedKeyToShow(const TrafficResult &snapshot, bool finished) const
{
    if (!m_chosenKey.isEmpty() && snapshot.indexOf(m_chosenKey) >= 0)
        return m_chosenKey;  // chosen by hand: never taken away
    // The worst key, as File ▸ Open shows a capture and the command line details it. While the
    // watch goes on, keys that race alike change places in the ranking at nearly every snapshot:
    // the key shown stays while its verdict is the worst's, so the view does not jump between them.
    const LockKeyResult &worst = snapshot.locks().constFirst();
    if (const qsizetype row = snapshot.indexOf(m_watchShown); !finished && row >= 0) {
        const LockKeyResult &shown = snapshot.locks().at(row);
        if (shown.verdict == worst.verdict && (shown.foreignDeletes > 0) == (worst.foreignDeletes > 0))
            return shown.key;
    }
    return worst.key;
}

bool Recordings::showLockKey(const QString &key)
{
    if (!m_capture || !m_traffic || m_traffic->indexOf(key) < 0)
        return false;
    m_chosenKey = key;  // a watch going on keeps it shown
    if (m_run->fullTrace().lockKey == key && isShowingRecording())
        return true;
    Recording recording = *m_capture;
    if (!openOnLockKey(recording, key))
        return false;
    QString error;
    if (!openRecordingData(recording, m_captureTitle, m_captureOrigin, &error)) {
        m_window->statusBar()->showMessage(error, 8000);
        return false;
    }
    m_capture = std::move(recording);  // saved as shown: this key first, every other one in its keys
    m_keysPanel->setCurrentKey(key);
    showTrafficScope();
    return true;
}

bool Recordings::openRecordingData(const Recording &recording, const QString &title, const QString &origin,
                                   QString *error, std::optional<Interpretation> interpretation)
{
    Scenario scenario;
    LoadError loadError;
    if (!parseScenario(recording.scenarioJson, origin, &scenario, &loadError)) {
        *error = loadError.toString();
        return false;
    }
    const Policies policies = recording.trace.policies;
    const QByteArray key = runKey(scenario, policies);
    m_branches->showKeptRun([&] {  // the recording is shown once
        m_run->setBackend(std::make_unique<ReplayBackend>(recording.trace, key, title, std::move(interpretation)));
        m_window->document()->load(scenario);
        m_window->setPolicies(policies);
        // Fields the toggles do not carry (fence mode, heartbeat interval) come from the recording too.
        m_run->setPolicies(policies);
    });

    Branch b;
    b.scenario = scenario;
    b.policies = policies;
    b.key = key;
    b.trace = m_run->fullTrace();
    b.summary = m_run->fullSummary();
    b.origin = origin;
    b.redisVersion = recording.redisVersion;
    m_branches->resetTo(b);
    m_window->showRecordingInScenarioList(origin);
    m_window->timeline()->fitAll();
    m_window->setCursorTime(0);
    return true;
}

bool Recordings::exportJsonLines(const QString &path, QString *error) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(traceToJsonLines(m_run->fullTrace())) < 0) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void Recordings::saveRecordingDialog()
{
    // Compact unless the name asks for JSON: a long run's JSON is a hundred times larger.
    const QString suggested = m_run->scenario().name + QStringLiteral(".locklab");
    const QString path = QFileDialog::getSaveFileName(
        m_window, DebugSessionTr::tr("Save Recording"), suggested,
        DebugSessionTr::tr("LockLab recordings (*.locklab);;LockLab recordings as JSON (*.locklab.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveRecording(path, &error))
        m_window->statusBar()->showMessage(DebugSessionTr::tr("Could not save %1: %2").arg(path, error), 8000);
    else
        m_window->statusBar()->showMessage(DebugSessionTr::tr("Saved recording %1").arg(path), 4000);
}

void Recordings::openRecordingDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, DebugSessionTr::tr("Open Recording"), QFileInfo(m_recordingPath).absolutePath(),
        DebugSessionTr::tr("LockLab recordings (*.locklab *.locklab.json);;All files (*)"));
    if (path.isEmpty())
        return;
    beginOpenRecording(path);  // finishLoading() says so if it could not
}

void Recordings::importMonitorLogDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, DebugSessionTr::tr("Import MONITOR Log"), QString(),
                                                      DebugSessionTr::tr("MONITOR logs (*.log *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    MonitorLogDialog dialog(path, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    beginOpenMonitorLog(path, dialog.options());  // finishLoading() says so if it could not
}

void Recordings::showWatchDialog()
{
    if (!m_watchDialog) {
        m_watchDialog = new WatchDialog(m_window);
        // Follow mode: each snapshot replaces the shown trace and the view keeps the newest part in sight.
        connect(m_watchDialog, &WatchDialog::started, this, [this] {
            m_chosenKey.clear();
            m_watchShown.clear();
        });
        connect(m_watchDialog, &WatchDialog::traceChanged, this, [this](const Recording &recording, bool finished) {
            QString error;
            Recording shown = recording;  // on the worst key so far
            const std::shared_ptr<const TrafficResult> snapshot = m_watchDialog->lastResult();
            const QString key = snapshot ? watchedKeyToShow(*snapshot, finished) : recording.trace.lockKey;
            if (key != shown.trace.lockKey)
                openOnLockKey(shown, key);
            m_watchShown = shown.trace.lockKey;
            const QString label = finished ? DebugSessionTr::tr("Watched %1").arg(printable(shown.trace.lockKey))
                                           : DebugSessionTr::tr("Watching %1…").arg(printable(shown.trace.lockKey));
            if (!openRecordingData(shown, label, DebugSessionTr::tr("watch"), &error)) {
                m_window->statusBar()->showMessage(error, 8000);
                return;
            }
            setTraffic(shown, m_watchDialog->lastResult(), label, DebugSessionTr::tr("watch"));
            m_window->setCursorTime(finished ? 0 : shown.trace.endTime());
        });
    }
    m_watchDialog->show();
    m_watchDialog->raise();
}

void Recordings::exportJsonLinesDialog()
{
    const QString path = QFileDialog::getSaveFileName(m_window, DebugSessionTr::tr("Export History"),
                                                      m_run->scenario().name + QStringLiteral(".jsonl"),
                                                      DebugSessionTr::tr("JSON lines (*.jsonl)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportJsonLines(path, &error))
        m_window->statusBar()->showMessage(DebugSessionTr::tr("Could not export %1: %2").arg(path, error), 8000);
}

}  // namespace locklab
