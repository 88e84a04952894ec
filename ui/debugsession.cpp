// SPDX-License-Identifier: MIT
#include "debugsession.h"

#include "branchmodel.h"
#include "breakpointhitmodel.h"
#include "breakpointmarkers.h"
#include "compareview.h"
#include "core/recording.h"
#include "core/scenarioloader.h"
#include "core/scenariowriter.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "elidedcombobox.h"
#include "lockkeyspanel.h"
#include "mainwindow.h"
#include "monitorlogdialog.h"
#include "recordingloader.h"
#include "replaybackend.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "timelinewidget.h"
#include "uilogging.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationspanel.h"
#include "watchdialog.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <climits>

#include <memory>
#include <optional>

namespace locklab {

namespace {

const QString enabledKindsKey = QStringLiteral("debug/breakpoints");

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

DebugSession::DebugSession(MainWindow *window, bool useSettings)
    : QObject(window)
    , m_window(window)
    , m_run(window->run())
    , m_view(window->view())
    , m_useSettings(useSettings)
    , m_enabled(defaultKinds())
    , m_hitModel(new BreakpointHitModel(this))
    , m_branches(new BranchModel(this))
{
    setObjectName(QStringLiteral("debugSession"));
    if (m_useSettings)
        m_enabled = QSettings().value(enabledKindsKey, defaultKinds()).toUInt() & allBreakpoints;
    m_hitModel->setEnabledKinds(m_enabled);
    createActions();
    createDocks();
    createMenus();
    connect(m_run, &RunController::runChanged, this, &DebugSession::onRunChanged);
    connect(m_branches, &BranchModel::currentChanged, this, [this](int row) {
        const QSignalBlocker blocker(m_branchCombo);
        m_branchCombo->setCurrentIndex(row);
        m_window->showRecordedBackend(recordedBackend());
    });
    onRunChanged(RunChange::Replaced);
}

quint32 DebugSession::defaultKinds()
{
    return allBreakpoints & ~breakpointBit(BreakpointKind::LockExpiredUnderHolder);
}

void DebugSession::setKindEnabled(BreakpointKind kind, bool enabled)
{
    QAction *action = kindAction(kind);
    if (action->isChecked() != enabled)
        action->setChecked(enabled);  // toggled() updates m_enabled
}

void DebugSession::createActions()
{
    for (int i = 0; i < breakpointKindCount; ++i) {
        const auto kind = static_cast<BreakpointKind>(i);
        auto *action = new QAction(breakpointKindTitle(kind), this);
        action->setCheckable(true);
        action->setChecked((m_enabled & breakpointBit(kind)) != 0);
        action->setObjectName(QStringLiteral("breakpoint-%1").arg(breakpointKindName(kind)));
        action->setToolTip(tr("Stop at: %1").arg(breakpointKindTitle(kind)));
        connect(action, &QAction::toggled, this, [this, kind](bool on) {
            m_enabled = on ? (m_enabled | breakpointBit(kind)) : (m_enabled & ~breakpointBit(kind));
            m_hitModel->setEnabledKinds(m_enabled);
            m_markers->setHits(m_hits, m_enabled);
            writeSettings();
        });
        m_kindActions.append(action);
    }
    m_runToNext = new QAction(tr("Run to &Next Breakpoint"), this);
    m_runToNext->setObjectName(QStringLiteral("runToNextBreakpoint"));
    m_runToNext->setIconText(tr("Next Breakpoint"));  // the toolbar's shorter label
    m_runToNext->setShortcut(Qt::Key_F8);
    m_runToNext->setShortcutContext(Qt::WindowShortcut);
    m_runToNext->setToolTip(tr("Move the cursor to the next enabled breakpoint after it (F8)"));
    connect(m_runToNext, &QAction::triggered, this, [this] {
        if (runToNextBreakpoint() < 0)
            m_window->statusBar()->showMessage(tr("No enabled breakpoint after the cursor"), 4000);
    });
    m_window->addAction(m_runToNext);
    m_runToPrevious = new QAction(tr("Run to &Previous Breakpoint"), this);
    m_runToPrevious->setObjectName(QStringLiteral("runToPreviousBreakpoint"));
    m_runToPrevious->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_runToPrevious->setShortcutContext(Qt::WindowShortcut);
    m_runToPrevious->setToolTip(tr("Move the cursor to the previous enabled breakpoint before it (Shift+F8)"));
    connect(m_runToPrevious, &QAction::triggered, this, [this] {
        if (runToPreviousBreakpoint() < 0)
            m_window->statusBar()->showMessage(tr("No enabled breakpoint before the cursor"), 4000);
    });
    m_window->addAction(m_runToPrevious);

    m_saveRecording = new QAction(tr("Save &Recording…"), this);
    m_saveRecording->setToolTip(
        tr("Save this run, with its scenario and the whole trace, as .locklab (compact) or .locklab.json"));
    connect(m_saveRecording, &QAction::triggered, this, &DebugSession::saveRecordingDialog);
    m_openRecording = new QAction(tr("Open Re&cording…"), this);
    m_openRecording->setToolTip(tr("Show a saved run exactly as it was recorded"));
    connect(m_openRecording, &QAction::triggered, this, &DebugSession::openRecordingDialog);
    m_importLog = new QAction(tr("&Import MONITOR Log…"), this);
    m_importLog->setObjectName(QStringLiteral("importMonitorLog"));
    m_importLog->setToolTip(
        tr("Show a `redis-cli monitor` capture as a run: replies and beliefs inferred by the model"));
    connect(m_importLog, &QAction::triggered, this, &DebugSession::importMonitorLogDialog);
    m_watch = new QAction(tr("&Watch a Redis…"), this);
    m_watch->setObjectName(QStringLiteral("watchRedis"));
    m_watch->setToolTip(tr("Capture a Redis's real lock traffic through MONITOR and step through it"));
    connect(m_watch, &QAction::triggered, this, &DebugSession::showWatchDialog);
    m_compareToggle = new QAction(tr("&Compare Runs"), this);
    m_compareToggle->setObjectName(QStringLiteral("compareRuns"));
    m_compareToggle->setCheckable(true);
    m_compareToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_compareToggle->setShortcutContext(Qt::WindowShortcut);
    m_compareToggle->setToolTip(tr("Two runs of this scenario, one above the other, on one time axis (Ctrl+Shift+D)"));
    connect(m_compareToggle, &QAction::toggled, this, [this](bool on) {
        if (on)
            compareWith(m_compare->other());
        else
            m_compare->setActive(false);
        m_window->setCompactHeader(m_compare->isActive());
    });
    m_window->addAction(m_compareToggle);
    m_exportJsonl = new QAction(tr("Export History as &JSON Lines…"), this);
    connect(m_exportJsonl, &QAction::triggered, this, &DebugSession::exportJsonLinesDialog);
}

void DebugSession::createDocks()
{
    m_hitView = new QTableView(m_window);
    m_hitView->setObjectName(QStringLiteral("breakpointHits"));
    m_hitView->setModel(m_hitModel);
    m_hitView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hitView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_hitView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hitView->verticalHeader()->hide();
    m_hitView->horizontalHeader()->setStretchLastSection(true);
    m_hitView->setShowGrid(false);
    m_hitView->setWordWrap(false);
    connect(m_hitView, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { jumpToHit(index.row()); });
    connect(m_hitView, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) { jumpToHit(index.row()); });

    m_violations = new ViolationsPanel(m_window);
    m_violations->setObjectName(QStringLiteral("violationsPanel"));
    connect(m_violations, &ViolationsPanel::jumpRequested, this, [this](Micros at) { jumpTo(at); });

    m_compare = new CompareView(m_view, m_branches, m_window->timeline(), m_window->timelineSplitter(), m_window);
    m_compare->setObjectName(QStringLiteral("compareView"));
    m_window->addTimelineCompanion(m_compare->headline(), m_compare);
    connect(m_compare, &CompareView::cursorRequested, m_window, &MainWindow::setCursorTime);
    connect(m_compare, &CompareView::closeRequested, this, [this] { m_compareToggle->setChecked(false); });

    m_hitsDock = new QDockWidget(tr("Breakpoint hits"), m_window);
    m_hitsDock->setObjectName(QStringLiteral("breakpointHitsDock"));
    m_hitsDock->setWidget(m_hitView);
    m_violationsDock = new QDockWidget(tr("Violations"), m_window);
    m_violationsDock->setObjectName(QStringLiteral("violationsDock"));
    m_violationsDock->setWidget(m_violations);
    m_window->addBottomDock(m_hitsDock);
    m_window->addBottomDock(m_violationsDock);

    m_keysPanel = new LockKeysPanel(m_window);
    m_keysPanel->setObjectName(QStringLiteral("lockKeysPanel"));
    connect(m_keysPanel, &LockKeysPanel::keyChosen, this, [this](const QString &key) { showLockKey(key); });
    m_keysDock = new QDockWidget(tr("Lock keys"), m_window);
    m_keysDock->setObjectName(QStringLiteral("lockKeysDock"));
    m_keysDock->setWidget(m_keysPanel);
    m_window->addRightDock(m_keysDock);
    // Beside the inspector, in front of it while watched traffic is shown; a simulated run has
    // one lock, so the dock is hidden then.
    m_window->tabifyDockWidget(m_window->dock(DockId::Inspector), m_keysDock);
    m_keysDock->hide();

    m_markers = new BreakpointMarkers(m_window->timeline(), this);

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
    cancel->setText(tr("Cancel"));
    cancel->setAutoRaise(true);
    cancel->setObjectName(QStringLiteral("cancelLoading"));
    cancel->setToolTip(tr("Stop reading: the session stays as it was before"));
    connect(cancel, &QToolButton::clicked, this, &DebugSession::cancelLoading);
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
    connect(m_loadTick, &QTimer::timeout, this, &DebugSession::updateLoadingBar);

    VerdictBanner *banner = m_window->banner();
    banner->setCursor(Qt::PointingHandCursor);
    banner->setToolTip(tr("Click to read the violations behind this verdict, with links to where they happen"));
    banner->installEventFilter(this);
    m_bannerWatched = banner;
}

bool DebugSession::eventFilter(QObject *watched, QEvent *event)
{
    // The type first: while the window is destroyed its banner still sends events here, and the
    // window is no longer a MainWindow to ask.
    if (event->type() == QEvent::MouseButtonRelease && watched == m_bannerWatched) {
        m_violationsDock->show();
        m_violationsDock->raise();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void DebugSession::createMenus()
{
    m_window->addFileActions({m_openRecording, m_saveRecording, m_importLog, m_exportJsonl});

    QMenu *backend = m_window->menu(MenuId::Backend);
    backend->setTitle(tr("&Backend"));
    backend->addAction(m_watch);

    QMenu *debug = m_window->menu(MenuId::Debug);
    debug->setTitle(tr("&Debug"));
    debug->addAction(m_runToNext);
    debug->addAction(m_runToPrevious);
    debug->addSeparator();
    debug->addSection(tr("Stop at"));
    debug->addActions(m_kindActions);
    debug->addSeparator();
    debug->addAction(m_hitsDock->toggleViewAction());
    debug->addAction(m_violationsDock->toggleViewAction());
    debug->addAction(m_keysDock->toggleViewAction());

    m_compareMenu = new QMenu(tr("Compare &With"), m_window);
    m_compareMenu->setObjectName(QStringLiteral("compareMenu"));
    connect(m_compareMenu, &QMenu::aboutToShow, this, [this] { showCompareMenu(m_compareMenu); });
    m_compareAction = m_compareMenu->menuAction();
    QMenu *view = m_window->menu(MenuId::View);
    view->addSeparator();
    view->addAction(m_compareToggle);
    view->addMenu(m_compareMenu);

    QToolBar *bar2 = m_window->addToolBar(tr("Debug"));
    bar2->setObjectName(QStringLiteral("debugToolBar"));
    bar2->setMovable(false);
    bar2->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar2->addAction(m_runToNext);
    auto *runs = new ElidedComboBox(bar2);
    m_branchCombo = runs;
    m_branchCombo->setObjectName(QStringLiteral("branchCombo"));
    m_branchCombo->setAccessibleName(tr("Runs"));
    runs->setDescription(tr("The runs of this scenario: a policy flip away from the start keeps the old run here"));
    m_branchCombo->setModel(m_branches);
    // A fixed width that fits the toolbar row: branch names are cut with "…", the tooltip and the
    // open list show them whole.
    m_branchCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_branchCombo->setMinimumContentsLength(14);
    connect(m_branchCombo, &QComboBox::activated, this, &DebugSession::switchToBranch);
    bar2->addWidget(new QLabel(tr(" Runs "), bar2));
    bar2->addWidget(m_branchCombo);
}

void DebugSession::writeSettings() const
{
    if (m_useSettings)
        QSettings().setValue(enabledKindsKey, m_enabled);
}

void DebugSession::onRunChanged(RunChange change)
{
    if (m_run->isBusy())
        return;
    // Another scenario, policy or backend while a recording loads: the user moved on, and the
    // window already shows the run again.
    if (m_loader && !m_switching)
        stopLoading(false);
    // A step adds to the shown trace, or takes from it; the whole run, and so where F8 stops, did not change.
    if (change == RunChange::Replaced) {
        m_hits = BreakpointHits(m_run->fullInterpretation());  // found when first shown or asked for
        m_hitModel->setHits(m_hits);
        m_markers->setHits(m_hits, m_enabled);
        if (!m_switching)
            recordBranch();
        // Another scenario, or a policy flipped away from the recording: its keys are not this run's.
        if (!m_switching && m_traffic && !isShowingRecording())
            setTraffic({}, {}, {}, {});
        m_compare->refresh(m_run->extent());
    }
    showSoFar();
}

void DebugSession::showSoFar()
{
    // The lists say what has happened in the shown run: while stepping, the run so far, exactly
    // what the banner and the timeline show; nothing ahead of the playhead.
    const Interpretation &shown = m_run->interpretation();
    m_hitModel->setShownCount(m_run->isAtEnd() ? -1 : m_hits.countBefore(m_run->shownEvents()));
    if (m_run->stepsOverKnownRun()) {
        // Stepping a recorded run: the first ones of the whole run's list, as many as the
        // interpretation says have begun by the step reached (a binary search, no copy).
        m_violations->setViolations(shown, m_run->isAtEnd() ? -1 : shown.at(m_run->now()).violationsSoFar);
        return;
    }
    // A run stepped live: an equal list keeps its rows (the model compares).
    m_violations->setViolations(shown);
}

void DebugSession::recordBranch()
{
    Branch b;
    b.scenario = m_run->scenario();
    b.policies = m_run->policies();
    b.key = runKey(b.scenario, b.policies);
    b.trace = m_run->fullTrace();
    b.summary = m_run->fullSummary();
    if (m_branches->count() == 0 || m_branches->at(m_branches->current()).scenario.name != b.scenario.name) {
        m_branches->reset(b);
        leaveCompare();
        return;
    }
    const int same = m_branches->indexOf(b.key);
    if (same >= 0) {
        // The same inputs again (a toggle flipped back): that run is current again. A recorded
        // branch keeps its trace; a fresh one follows the backend.
        if (m_branches->at(same).origin.isEmpty()) {
            b.branchedAt = m_branches->at(same).branchedAt;
            m_branches->replace(same, b);
        }
        m_branches->setCurrent(same);
        return;
    }
    const int current = m_branches->current();
    if (m_view->cursor() <= 0 && m_branches->at(current).origin.isEmpty()) {
        // Nothing looked at yet: the change replaces the run instead of forking it.
        b.branchedAt = m_branches->at(current).branchedAt;
        m_branches->replace(current, b);
        return;
    }
    b.branchedAt = m_view->cursor();
    m_branches->setCurrent(m_branches->append(b));
}

qsizetype DebugSession::runToNextBreakpoint()
{
    const qsizetype next = m_hits.next(m_enabled, m_view->currentEvent(), cursorEventTime());
    if (next >= 0)
        jumpToHit(next);
    return next;
}

Micros DebugSession::cursorEventTime() const
{
    const qsizetype event = m_view->currentEvent();
    const EventList &events = m_run->interpretation().trace().events;
    return event >= 0 && event < events.size() ? events.timeAt(event) : -1;
}

qsizetype DebugSession::runToPreviousBreakpoint()
{
    const qsizetype previous = m_hits.previous(m_enabled, m_view->currentEvent(), cursorEventTime());
    if (previous >= 0)
        jumpToHit(previous);
    return previous;
}

void DebugSession::jumpToHit(qsizetype index)
{
    if (index < 0 || index >= m_hits.size())
        return;
    jumpTo(m_hits.timeAt(index), m_hits.eventIndexAt(index));
    const QModelIndex row = m_hitModel->index(static_cast<int>(index), 0);
    if (m_hitView->currentIndex().row() != row.row())
        m_hitView->setCurrentIndex(row);
}

void DebugSession::jumpTo(Micros at, qsizetype eventIndex)
{
    // While stepping, run until the instant has happened: a debugger's "run to". Every step at
    // that instant runs, so the run so far is the trace up to the instant, all of it. On a
    // recorded run it is a cursor move, backwards too; the simulator runs forwards to it.
    if (!m_run->isAtEnd())
        m_run->runTo(at, eventIndex);
    if (eventIndex >= 0 && eventIndex < m_run->shownEvents())
        m_view->setCursor(at, static_cast<int>(eventIndex));
    else
        m_window->setCursorTime(at);
}

QString DebugSession::recordedBackend() const
{
    if (!isShowingRecording())
        return {};
    const Branch &b = m_branches->at(m_branches->current());
    const QString version = b.redisVersion.isEmpty() ? redisVersionOf(b.trace) : b.redisVersion;
    if (b.trace.backend == QStringLiteral("embedded"))
        return tr("Recording: embedded simulator");
    if (isObservedTraffic(b.trace))
        return version.isEmpty() ? tr("Recording: watched traffic (MONITOR)")
                                 : tr("Recording: watched Redis %1 (MONITOR)").arg(version);
    return version.isEmpty() ? tr("Recording: live Redis") : tr("Recording: live Redis %1").arg(version);
}

bool DebugSession::isShowingRecording() const
{
    const int current = m_branches->current();
    return current >= 0 && !m_branches->at(current).origin.isEmpty();
}

bool DebugSession::saveRecording(const QString &path, QString *error) const
{
    // Watched traffic keeps every lock key, so that the saved file opens on any of them again.
    if (m_capture && isShowingRecording() && m_capture->trace.lockKey == m_run->fullTrace().lockKey)
        return locklab::saveRecording(path, *m_capture, error);
    Recording recording;
    recording.scenarioJson = scenarioJsonFor(m_run->scenario());
    recording.trace = m_run->fullTrace();
    // An opened recording keeps the version it was saved with; a live run's comes from its trace.
    recording.redisVersion =
        isShowingRecording() ? m_branches->at(m_branches->current()).redisVersion : redisVersionOf(recording.trace);
    return locklab::saveRecording(path, recording, error);
}

void DebugSession::beginOpenRecording(const QString &path)
{
    beginLoading(path, std::nullopt);
}

void DebugSession::beginOpenMonitorLog(const QString &path, const TrafficOptions &options)
{
    TrafficOptions o = options;
    if (o.source.isEmpty())
        o.source = QFileInfo(path).fileName();
    beginLoading(path, o);
}

void DebugSession::beginLoading(const QString &path, const std::optional<TrafficOptions> &monitorLog)
{
    if (m_loader)
        stopLoading(true);
    m_run->pause();
    m_loader = new RecordingLoader(path, m_firstPreview, this);
    if (monitorLog)
        m_loader->setMonitorLog(*monitorLog,
                                tr("Imported from the MONITOR log %1: replies and beliefs inferred by the model.")
                                    .arg(QFileInfo(path).fileName()));
    connect(m_loader, &RecordingLoader::preview, this, &DebugSession::showLoadingPreview);
    connect(m_loader, &RecordingLoader::finished, this, &DebugSession::finishLoading);
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

bool DebugSession::openRecording(const QString &path, QString *error)
{
    return waitForLoading([this, path] { beginOpenRecording(path); }, error);
}

bool DebugSession::openMonitorLog(const QString &path, QString *error, const TrafficOptions &options)
{
    return waitForLoading([this, path, options] { beginOpenMonitorLog(path, options); }, error);
}

bool DebugSession::waitForLoading(const std::function<void()> &begin, QString *error)
{
    bool opened = false;
    bool ended = false;
    QString why;
    QEventLoop loop;
    // The first end that comes is this open's: a later open cancels it first.
    const QMetaObject::Connection c =
        connect(this, &DebugSession::loadingFinished, &loop, [&](bool ok, const QString &reason) {
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
        *error = why.isEmpty() ? tr("cancelled") : why;
    return opened;
}

void DebugSession::cancelLoading()
{
    if (m_loader)
        stopLoading(true);
}

void DebugSession::stopLoading(bool restore)
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

void DebugSession::restoreSession()
{
    if (!m_window->isShowingLoading())
        return;
    m_window->endLoading();
    m_hitModel->setHits(m_hits);
    m_markers->setHits(m_hits, m_enabled);
    showSoFar();
    if (m_beforeTo > m_beforeFrom)
        m_view->setVisibleRange(m_beforeFrom, m_beforeTo);
}

void DebugSession::updateLoadingBar()
{
    if (!m_loader)
        return;
    const QString name = QFileInfo(m_loader->path()).fileName();
    if (m_loader->isInterpreting()) {
        m_loadLabel->setText(tr("Loading %1 — interpreting").arg(name));
        m_loadProgress->setRange(0, 0);  // busy: what is left cannot say how far it is
    } else {
        const int percent = static_cast<int>(m_loader->fractionRead() * 100);
        m_loadLabel->setText(tr("Loading %1 — %2 %").arg(name).arg(percent));
        m_loadProgress->setRange(0, 100);
        m_loadProgress->setValue(percent);
    }
}

void DebugSession::showLoadingPreview(const Recording &sofar, const Interpretation &interpretation)
{
    const qint64 events = sofar.trace.events.size();
    // Follow the growing prefix unless the user zoomed or panned since the last preview.
    const bool follow = !m_previewed || (m_view->visibleFrom() == m_fitFrom && m_view->visibleTo() == m_fitTo);
    m_previewed = true;
    m_window->showLoading(interpretation,
                          tr("%1: the first %L2 events, more to come — the verdict comes when all of it is read")
                              .arg(QFileInfo(m_loader->path()).fileName())
                              .arg(events));
    // The lists would judge from part of the data: they fill in when the whole is read.
    m_hitModel->setHits(BreakpointHits());
    m_markers->setHits(BreakpointHits(), m_enabled);
    m_violations->setViolations(Interpretation());
    if (follow) {
        m_window->timeline()->fitAll();
        m_fitFrom = m_view->visibleFrom();
        m_fitTo = m_view->visibleTo();
    }
    qCDebug(lcUi) << "open: preview of" << events << "events shown at" << m_loadClock.elapsed() << "ms";
    Q_EMIT loadingPreviewShown(events);
}

void DebugSession::finishLoading(bool ok, const Recording &recording, const Interpretation &interpretation,
                                 QString error)
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
    const QString title = monitorLog ? tr("MONITOR log %1").arg(name) : tr("Recording %1").arg(name);
    if (ok)
        ok = openRecordingData(recording, title, name, &error, interpretation);
    if (ok) {
        setTraffic(traffic ? std::optional<Recording>(recording) : std::nullopt, traffic, title, name);
        if (monitorLog)
            m_window->statusBar()->showMessage(
                tr("Opened the MONITOR log %1: %2").arg(name, LockKeysPanel::racedText(*traffic)), 8000);
        else
            m_recordingPath = path;
        if (keepView)  // zoomed into the part shown while loading: stay there
            m_view->setVisibleRange(from, to);
        qCDebug(lcUi) << "open:" << recording.trace.events.size() << "events loaded at" << m_loadClock.elapsed()
                      << "ms";
    } else {
        restoreSession();  // nothing of the file is kept
        m_window->statusBar()->showMessage(monitorLog ? tr("Could not open the MONITOR log: %1").arg(error)
                                                      : tr("Could not open the recording: %1").arg(error),
                                           8000);
    }
    Q_EMIT loadingFinished(ok, ok ? QString() : error);
}

bool DebugSession::importMonitorLog(const QString &path, QString *error)
{
    return openMonitorLog(path, error);
}

void DebugSession::setTraffic(std::optional<Recording> capture, std::shared_ptr<const TrafficResult> traffic,
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

void DebugSession::showTrafficScope()
{
    QString scope;
    if (m_traffic && !m_traffic->locks().isEmpty()) {
        const QString key = m_run->fullTrace().lockKey;
        const qsizetype row = m_traffic->indexOf(key);
        const bool thisRaced = row >= 0 && m_traffic->locks().at(row).violations > 0;
        scope = LockKeysPanel::racedText(*m_traffic);
        // A key that did not race, shown while others did, must not read as the capture's answer.
        if (!thisRaced && m_traffic->withViolations() > 0)
            scope = tr("%1 (not %2: choose one in Lock keys)").arg(scope, key);
        else
            scope = tr("%1 · shown: %2").arg(scope, key);
    }
    m_window->banner()->setScope(scope);
}

bool DebugSession::showLockKey(const QString &key)
{
    if (!m_capture || !m_traffic || m_traffic->indexOf(key) < 0)
        return false;
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

bool DebugSession::openRecordingData(const Recording &recording, const QString &title, const QString &origin,
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
    m_run->pause();
    m_switching = true;
    m_run->holdReruns(true);  // backend, scenario and policies change: the recording is shown once
    m_run->setBackend(std::make_unique<ReplayBackend>(recording.trace, key, title, std::move(interpretation)));
    m_window->document()->load(scenario);
    m_window->setPolicies(policies);
    // Fields the toggles do not carry (fence mode, heartbeat interval) come from the recording too.
    m_run->setPolicies(policies);
    m_run->holdReruns(false);
    m_switching = false;

    Branch b;
    b.scenario = scenario;
    b.policies = policies;
    b.key = key;
    b.trace = m_run->fullTrace();
    b.summary = m_run->fullSummary();
    b.origin = origin;
    b.redisVersion = recording.redisVersion;
    m_branches->reset(b);
    leaveCompare();
    m_window->showRecordingInScenarioList(origin);
    m_window->timeline()->fitAll();
    m_window->setCursorTime(0);
    return true;
}

bool DebugSession::exportJsonLines(const QString &path, QString *error) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(traceToJsonLines(m_run->fullTrace())) < 0) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void DebugSession::switchToBranch(int row)
{
    if (row < 0 || row >= m_branches->count() || row == m_branches->current())
        return;
    const Branch b = m_branches->at(row);
    m_run->pause();
    m_switching = true;
    // The kept trace is shown exactly as it was; flipping a toggle from there forks again.
    m_run->holdReruns(true);  // one re-run for backend, policies and scenario together
    m_run->setBackend(std::make_unique<ReplayBackend>(b.trace, b.key, m_run->backend().title()));
    m_window->setPolicies(b.policies);
    m_run->setRun(b.scenario, b.policies);
    m_run->holdReruns(false);
    m_switching = false;
    m_branches->setCurrent(row);
    onRunChanged(RunChange::Replaced);
}

void DebugSession::compareWith(int row)
{
    if (row < 0 || row >= m_branches->count() || row == m_branches->current()) {
        row = -1;
        for (int i = m_branches->count() - 1; i >= 0; --i) {
            if (i != m_branches->current()) {
                row = i;
                break;
            }
        }
    }
    m_compare->setOther(row);
    if (!m_compare->isActive()) {
        // Two timelines in the height of one: a short window gives the event log's rows to them.
        QDockWidget *log = m_window->dock(DockId::Log);
        if (log->isVisible() && m_window->height() < 900)
            m_window->resizeDocks({log}, {110}, Qt::Vertical);
    }
    m_compare->setActive(true);
    m_window->setCompactHeader(true);
    const QSignalBlocker blocker(m_compareToggle);
    m_compareToggle->setChecked(true);
    // Compare is in the Timeline tab.
    m_window->showTimelineTab();
}

void DebugSession::leaveCompare()
{
    // Another scenario or a recording: its runs are not the ones that were compared.
    m_compare->setOther(-1);
    m_compareToggle->setChecked(false);
}

void DebugSession::showCompareMenu(QMenu *menu)
{
    menu->clear();
    for (int i = 0; i < m_branches->count(); ++i) {
        if (i == m_branches->current())
            continue;
        menu->addAction(m_branches->label(i), this, [this, i] { compareWith(i); });
    }
    if (!menu->isEmpty())
        menu->addSeparator();
    // The article's classic pairs, run on the side without leaving this run. Observed traffic has
    // no scenario to re-run: a simulation would pass for what the clients did.
    if (isObservedTraffic(m_run->fullTrace()))
        return;
    Policies fencing = m_run->policies();
    fencing.fencing = !fencing.fencing;
    Policies release = m_run->policies();
    release.release = release.release == ReleaseMode::Naive ? ReleaseMode::Token : ReleaseMode::Naive;
    for (const Policies &p : {fencing, release})
        menu->addAction(tr("This run with %1").arg(BranchModel::policiesText(p)), this,
                        [this, p] { compareWithVariant(p); });
}

void DebugSession::compareWithVariant(const Policies &policies)
{
    const QByteArray key = runKey(m_run->scenario(), policies);
    int row = m_branches->indexOf(key);
    if (row < 0) {
        Branch b;
        b.scenario = m_run->scenario();
        b.policies = policies;
        b.key = key;
        b.branchedAt = m_view->cursor();
        std::unique_ptr<RunSession> session =
            makeBackend(BackendKind::Embedded)->start(b.scenario, policies, m_run->seed());
        while (session->step()) {
        }
        b.trace = session->trace();
        b.summary = summarize(b.trace);
        row = m_branches->append(b);
    }
    compareWith(row);
}

void DebugSession::saveRecordingDialog()
{
    // Compact unless the name asks for JSON: a long run's JSON is a hundred times larger.
    const QString suggested = m_run->scenario().name + QStringLiteral(".locklab");
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Recording"), suggested,
                                     tr("LockLab recordings (*.locklab);;LockLab recordings as JSON (*.locklab.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveRecording(path, &error))
        m_window->statusBar()->showMessage(tr("Could not save %1: %2").arg(path, error), 8000);
    else
        m_window->statusBar()->showMessage(tr("Saved recording %1").arg(path), 4000);
}

void DebugSession::openRecordingDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open Recording"), QFileInfo(m_recordingPath).absolutePath(),
                                     tr("LockLab recordings (*.locklab *.locklab.json);;All files (*)"));
    if (path.isEmpty())
        return;
    beginOpenRecording(path);  // finishLoading() says so if it could not
}

void DebugSession::importMonitorLogDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import MONITOR Log"), QString(),
                                                      tr("MONITOR logs (*.log *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    MonitorLogDialog dialog(path, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    beginOpenMonitorLog(path, dialog.options());  // finishLoading() says so if it could not
}

void DebugSession::showWatchDialog()
{
    if (!m_watchDialog) {
        m_watchDialog = new WatchDialog(m_window);
        // Follow mode: each snapshot replaces the shown trace and the view keeps the newest part in sight.
        connect(m_watchDialog, &WatchDialog::traceChanged, this, [this](const Recording &recording, bool finished) {
            QString error;
            Recording shown = recording;
            // A key chosen in Lock keys stays shown while the watch goes on.
            if (m_traffic && m_capture && m_capture->trace.lockKey != recording.trace.lockKey)
                openOnLockKey(shown, m_capture->trace.lockKey);
            const QString label =
                finished ? tr("Watched %1").arg(shown.trace.lockKey) : tr("Watching %1…").arg(shown.trace.lockKey);
            if (!openRecordingData(shown, label, tr("watch"), &error)) {
                m_window->statusBar()->showMessage(error, 8000);
                return;
            }
            setTraffic(shown, m_watchDialog->lastResult(), label, tr("watch"));
            m_window->setCursorTime(finished ? 0 : shown.trace.endTime());
        });
    }
    m_watchDialog->show();
    m_watchDialog->raise();
}

void DebugSession::exportJsonLinesDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export History"), m_run->scenario().name + QStringLiteral(".jsonl"), tr("JSON lines (*.jsonl)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportJsonLines(path, &error))
        m_window->statusBar()->showMessage(tr("Could not export %1: %2").arg(path, error), 8000);
}

}  // namespace locklab
