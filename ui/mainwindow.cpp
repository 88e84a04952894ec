// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "aboutdialog.h"
#include "breakpointdebugger.h"
#include "core/builtins.h"
#include "core/localnumbers.h"
#include "core/monitorline.h"
#include "core/mstext.h"
#include "core/recording.h"
#include "core/scenariowriter.h"
#include "core/summary.h"
#include "core/terminaltext.h"
#include "elidedcombobox.h"
#include "elidedlabel.h"
#include "faultpalette.h"
#include "fixedrowtableview.h"
#include "guiapp.h"
#include "guidedialog.h"
#include "inspectorview.h"
#include "labtabs.h"
#include "languagemenu.h"
#include "lessonsdialog.h"
#include "policytoggles.h"
#include "presentation.h"
#include "recordings.h"
#include "runbackend.h"
#include "runbranches.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "shortcutsdialog.h"
#include "timelineoverview.h"
#include "timelinewidget.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "viewstate.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QResizeEvent>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#ifdef __GLIBC__
#include <malloc.h>  // malloc_trim
#endif

namespace locklab {

namespace {

constexpr int maxRecentFiles = 8;

struct Speed {
    const char *label;
    double factor;
};

}  // namespace

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_view(new ViewState(this))
    , m_run(new RunController(this))
    , m_document(new ScenarioDocument(this))
    , m_log(new TraceLogModel(this))
    , m_timeline(new TimelineWidget(m_view, this))
    , m_banner(new VerdictBanner(this))
    , m_policyToggles(new PolicyToggles(this))
{
    setWindowTitle(tr("LockLab"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    createCentralWidget();
    createPanes();
    createActions();
    createToolBars();
    createDocks();
    createMenus();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("runStatus"));
    statusBar()->addPermanentWidget(m_status);
    createDebugging();
    m_presentation = new Presentation(this);  // caption bar, presentation mode, guided tour, image/video export
    // The policies' row last: the scenario, transport and debugging controls share the first row,
    // and the lesson's switches wrap onto their own row when the window is narrower than all.
    addToolBar(Qt::TopToolBarArea, m_policyBar);

    connectRun();
    connectCursor();
    connectDocument();
    openFirstScenario();
}

MainWindow::~MainWindow() = default;

// The banner, the message bar, the lesson's lines, the timeline and the tabs under them.
void MainWindow::createCentralWidget()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);

    layout->addWidget(createMessageBar(central));

    // The lesson in two lines, "more" for the rest: at 1280×720 (German most of all) the whole
    // text would take the lanes' height. Help ▸ Lessons has every one in full.
    m_description = new ElidedLabel(2, true, central);
    m_description->setContentsMargins(14, 6, 14, 4);
    layout->addWidget(m_description);
    // The main timeline in the first pane of a splitter: Compare adds a second timeline under it.
    m_timelineSplitter = new QSplitter(Qt::Vertical, central);
    m_timelineSplitter->setObjectName(QStringLiteral("timelineSplitter"));
    m_timelineSplitter->setChildrenCollapsible(false);
    auto *mainPane = new QWidget(m_timelineSplitter);
    mainPane->setObjectName(QStringLiteral("mainTimelinePane"));
    auto *paneLayout = new QVBoxLayout(mainPane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->setSpacing(0);
    paneLayout->addWidget(m_timeline, 1);
    paneLayout->addWidget(new TimelineOverview(m_timeline, m_view, mainPane));
    m_timelineSplitter->addWidget(mainPane);
    m_labTabs = std::make_unique<LabTabs>(installLabTabs(this, m_timelineSplitter));
    m_ownDocks.insert(DockId::Faults, m_labTabs->faultDock);
    layout->addWidget(m_labTabs->tabs, 1);
    setCentralWidget(central);
}

// Errors and refusals that stay until dismissed or replaced (showMessage(), updateMessage()).
QWidget *MainWindow::createMessageBar(QWidget *parent)
{
    m_messageBar = new QFrame(parent);
    m_messageBar->setObjectName(QStringLiteral("messageBar"));
    m_messageBar->setAutoFillBackground(true);
    QPalette pal = m_messageBar->palette();
    pal.setColor(QPalette::Window, QColor(0xfff4d6));
    pal.setColor(QPalette::WindowText, QColor(0x5c4400));
    m_messageBar->setPalette(pal);
    auto *row = new QHBoxLayout(m_messageBar);
    row->setContentsMargins(12, 6, 6, 6);
    auto *icon = new QLabel(m_messageBar);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(20, 20));
    m_messageText = new QLabel(m_messageBar);
    m_messageText->setWordWrap(true);
    m_messageText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *close = new QToolButton(m_messageBar);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, [this] {
        m_transientMessage.clear();
        m_messageBar->setVisible(false);
    });
    row->addWidget(icon);
    row->addWidget(m_messageText, 1);
    row->addWidget(close);
    m_messageBar->setVisible(false);
    return m_messageBar;
}

// The event log, the inspector and the scenario editor, before the actions and toolbars (the
// order of the focus chain); createDocks() places them.
void MainWindow::createPanes()
{
    // One row per event, all of one height: a QTableView's hidden vertical header would keep
    // 8 bytes per row (134 MB at 10 M events); this view computes where a row is.
    m_logView = new FixedRowTableView(this);
    m_logView->setModel(m_log);
    m_logView->setObjectName(QStringLiteral("eventLog"));
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_logView->setRowHeight(m_logView->fontMetrics().height() + 6);
    m_logView->horizontalHeader()->setStretchLastSection(true);
    m_logView->setAlternatingRowColors(true);
    m_inspector = new InspectorView(this);
    m_editor = new ScenarioEditor(m_document, this);
}

// The breakpoints, the branches and the recordings, each filling its menus, toolbar and docks
// through the seams above. Recordings come last: after a new run, whether a recording is shown is
// the current branch's to say, and the branches react first.
void MainWindow::createDebugging()
{
    m_debugger = new BreakpointDebugger(this, m_options.useSettings);
    m_branches = new RunBranches(this);
    m_recordings = new Recordings(this, m_debugger, m_branches);
}

void MainWindow::connectRun()
{
    connect(m_run, &RunController::runChanged, this, &MainWindow::onRunChanged);
    connect(m_run, &RunController::errorChanged, this, &MainWindow::updateMessage);
    connect(m_run, &RunController::playingChanged, this, [this](bool playing) {
        m_playAction->setText(playing ? tr("Pause") : tr("Play"));
        m_playAction->setIcon(themedIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    connect(m_run, &RunController::playhead, this, [this](Micros at) {
        const qsizetype shown = m_run->shownEvents();
        const Micros shownEnd = shown > 0 ? m_run->trace().events.timeAt(shown - 1) : 0;
        if (m_run->isPlaying() && at > shownEnd && shown <= 20000) {
            // Between two events what is going on (work, a pause, a held key, an overlap) grows
            // with the playhead instead of waiting for the next event. (It re-summarises the
            // shown trace every frame: a huge trace just moves the cursor.)
            Trace observed = m_run->trace();
            if (shown < observed.events.size())
                observed.events = observed.events.mid(0, shown);
            observed.observedUntil = at;
            // The banner from the same instant: its overlap length grows with the band.
            const Interpretation sofar(observed);
            m_timeline->setRun(sofar, m_run->extent(), at);
            if (m_run->stepsOverKnownRun())
                m_banner->setVerdictSoFar(m_run->interpretation(), m_run->interpretation().at(at));
            else
                m_banner->setVerdict(sofar, true, !m_run->error().isEmpty());
        }
        setCursorTime(at);
    });
    connect(m_run, &RunController::busyChanged, this, [this](bool busy) {
        if (busy) {
            QApplication::setOverrideCursor(Qt::WaitCursor);
            statusBar()->showMessage(tr("Running on %1…").arg(m_run->backend().title()));
        } else {
            QApplication::restoreOverrideCursor();
            statusBar()->clearMessage();
        }
    });
}

// The cursor follows the timeline's clicks and the event log's selection; the views follow the cursor.
void MainWindow::connectCursor()
{
    connect(m_timeline, &TimelineWidget::cursorRequested, this, &MainWindow::setCursorTime);
    connect(m_view, &ViewState::cursorChanged, this, &MainWindow::onCursorChanged);
    connect(m_logView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncingSelection || !current.isValid())
                    return;
                const int row = current.row();
                m_view->setCursor(m_log->trace().events.at(row).at, row);
            });
}

void MainWindow::connectDocument()
{
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        const Scenario &s = m_document->scenario();
        const QString description = scenarioDescription(s);
        // A scenario without a description (a generated one, say) gets its title without a dash after it.
        // A title can name a key seen in traffic ("Real traffic on …"): any bytes, shown escaped as
        // the command line prints them, so a newline or a U+202E in it neither cuts nor reorders it.
        const QString title = printable(scenarioTitle(s));
        m_description->setContent((description.isEmpty() ? QStringLiteral("<b>%1</b>") : QStringLiteral("<b>%1</b> — "))
                                      .arg(title.toHtmlEscaped()),
                                  description);
        // [*]: the window manager's (and Qt's) modified marker, shown while there are unsaved edits.
        setWindowTitle(tr("%1[*] — LockLab").arg(title));
        m_policyToggles->show(policies(), s.purpose);  // an undo may have changed the purpose
        m_run->setRun(s, policies());
    });
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });
    connect(m_editor, &ScenarioEditor::saveAsRequested, this, &MainWindow::saveAsDialog);
    connect(m_editor, &ScenarioEditor::editRejected, this, &MainWindow::showMessage);
}

// The scenario asked for, else the last session's, else ttl-overlap; then the remembered toggles.
void MainWindow::openFirstScenario()
{
    if (m_options.useSettings)
        readSettings();
    QString first = m_options.scenario;
    if (first.isEmpty() && m_options.useSettings)
        first = QSettings().value(QStringLiteral("scenario/last")).toString();
    const Policies saved = policies();
    if (first.isEmpty() || !openScenario(first))
        openScenario(QStringLiteral("ttl-overlap"));
    // The remembered toggles win over the scenario's defaults, once, at start-up. Only the three
    // that are remembered: tokens and the extension stay the scenario's (its lesson).
    if (m_options.useSettings && QSettings().contains(QStringLiteral("policies/release"))) {
        Policies p = policies();
        p.release = saved.release;
        p.fencing = saved.fencing;
        p.heartbeat.enabled = saved.heartbeat.enabled;
        setPolicies(p);
    }
}

void MainWindow::createActions()
{
    QStyle *s = style();
    m_openAction = new QAction(s->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setToolTip(tr("Open a scenario (.json) or a recording (.locklab.json)"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFileDialog);
    setAcceptDrops(true);  // a drop is an Open: a scenario, a recording or a MONITOR log, anywhere on the window
    m_newAction = new QAction(s->standardIcon(QStyle::SP_FileIcon), tr("&New Scenario"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setToolTip(tr("A new scenario: one worker that acquires, works and releases"));
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            newScenario();
    });
    m_saveAction = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save Scenario"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setToolTip(tr("Save the scenario to its file (a built-in or new one asks where)"));
    connect(m_saveAction, &QAction::triggered, this, [this] { save(); });
    m_saveAsAction = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), tr("Save Scenario &As…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAsDialog);

    m_fencingAction = new QAction(tr("Fencing tokens"), this);
    m_fencingAction->setCheckable(true);
    m_fencingAction->setToolTip(
        tr("Each holder takes a token from INCR; the store refuses writes with an older token"));
    m_heartbeatAction = new QAction(tr("Heartbeat"), this);
    m_heartbeatAction->setCheckable(true);
    m_heartbeatAction->setToolTip(tr("Holders extend their lock (compare-and-PEXPIRE) every third of the TTL"));
    connect(m_fencingAction, &QAction::toggled, this, &MainWindow::policiesFromUi);
    connect(m_heartbeatAction, &QAction::toggled, this, &MainWindow::policiesFromUi);
    m_waitAction = new QAction(tr("WAIT"), this);
    m_waitAction->setObjectName(QStringLiteral("waitAction"));
    m_waitAction->setCheckable(true);
    m_waitAction->setToolTip(tr("After SET NX, WAIT for a replica (WAIT 1 50 unless the scenario says more); "
                                "with fewer, release and retry. It tells, it never undoes the write."));
    connect(m_waitAction, &QAction::toggled, this, &MainWindow::policiesFromUi);
    // A switch, not a flat text button: "off" has to be as visible as "on". Menus keep their check mark.
    for (QAction *a : {m_fencingAction, m_heartbeatAction, m_waitAction}) {
        a->setIcon(switchIcon(fontMetrics().height() - 2));
        a->setIconVisibleInMenu(false);
    }
    connect(m_heartbeatAction, &QAction::toggled, m_policyToggles, &PolicyToggles::setHeartbeatOn);
    connect(m_policyToggles, &PolicyToggles::policiesChanged, this, &MainWindow::policiesFromUi);
    connect(m_policyToggles, &PolicyToggles::purposeChosen, this, [this](Purpose purpose) {
        Scenario edited = m_document->scenario();
        if (edited.purpose == purpose)
            return;
        edited.purpose = purpose;
        m_document->apply(edited, tr("Change Lock Purpose"));
    });

    m_resetAction = new QAction(themedIcon(QStyle::SP_MediaSkipBackward), tr("Reset"), this);
    m_resetAction->setObjectName(QStringLiteral("resetAction"));
    m_resetAction->setShortcut(Qt::Key_Home);
    m_resetAction->setToolTip(tr("Back to the start of the run, ready to step (Home)"));
    connect(m_resetAction, &QAction::triggered, m_run, &RunController::reset);
    m_stepBackAction = new QAction(themedIcon(QStyle::SP_MediaSeekBackward), tr("Step back"), this);
    m_stepBackAction->setObjectName(QStringLiteral("stepBackAction"));
    m_stepBackAction->setShortcut(Qt::Key_Left);
    m_stepBackAction->setToolTip(tr("Back one step from the cursor: a recording moves back one event, the simulator "
                                    "re-runs to the step before (←)"));
    connect(m_stepBackAction, &QAction::triggered, this,
            [this] { m_run->stepBackFrom(m_view->cursor(), m_view->currentEvent()); });
    m_playAction = new QAction(themedIcon(QStyle::SP_MediaPlay), tr("Play"), this);
    m_playAction->setObjectName(QStringLiteral("playAction"));
    m_playAction->setShortcut(Qt::Key_Space);
    m_playAction->setToolTip(tr("Play or pause the run at the chosen speed (Space)"));
    connect(m_playAction, &QAction::triggered, m_run, &RunController::togglePlay);
    m_stepAction = new QAction(themedIcon(QStyle::SP_MediaSeekForward), tr("Step"), this);
    m_stepAction->setObjectName(QStringLiteral("stepAction"));
    m_stepAction->setShortcut(Qt::Key_Right);
    m_stepAction->setToolTip(tr("Run to the next engine event after the cursor (→)"));
    connect(m_stepAction, &QAction::triggered, this,
            [this] { m_run->stepFrom(m_view->cursor(), m_view->currentEvent()); });
    m_showAllAction = new QAction(themedIcon(QStyle::SP_MediaSkipForward), tr("Show all"), this);
    m_showAllAction->setObjectName(QStringLiteral("showAllAction"));
    m_showAllAction->setShortcut(Qt::Key_End);
    m_showAllAction->setToolTip(tr("Show the whole run (End)"));
    connect(m_showAllAction, &QAction::triggered, m_run, &RunController::showAll);

    m_fitAction = new QAction(tr("&Fit All"), this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_timeline, &TimelineWidget::fitAll);
    m_zoomInAction = new QAction(tr("Zoom &In"), this);
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomInAction, &QAction::triggered, this, [this] { m_timeline->zoomBy(1.5); });
    m_zoomOutAction = new QAction(tr("Zoom &Out"), this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, this, [this] { m_timeline->zoomBy(1 / 1.5); });
    m_fullScreenAction = new QAction(tr("F&ull Screen"), this);
    m_fullScreenAction->setShortcut(Qt::Key_F11);
    m_fullScreenAction->setCheckable(true);
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            showFullScreen();
        else
            showNormal();
    });
    m_darkAction = new QAction(tr("&Dark Theme"), this);
    m_darkAction->setCheckable(true);
    m_darkAction->setChecked(isDarkTheme());
    connect(m_darkAction, &QAction::toggled, this, [this](bool dark) {
        applyTheme(dark);
        m_resetAction->setIcon(themedIcon(QStyle::SP_MediaSkipBackward));
        m_stepBackAction->setIcon(themedIcon(QStyle::SP_MediaSeekBackward));
        m_playAction->setIcon(themedIcon(m_run->isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
        m_stepAction->setIcon(themedIcon(QStyle::SP_MediaSeekForward));
        m_showAllAction->setIcon(themedIcon(QStyle::SP_MediaSkipForward));
    });

    for (QAction *a : {m_resetAction, m_stepBackAction, m_playAction, m_stepAction, m_showAllAction, m_fitAction,
                       m_zoomInAction, m_zoomOutAction, m_fullScreenAction})
        a->setShortcutContext(Qt::WindowShortcut);
    addActions({m_resetAction, m_stepBackAction, m_playAction, m_stepAction, m_showAllAction, m_fitAction,
                m_zoomInAction, m_zoomOutAction, m_fullScreenAction});
}

void MainWindow::createToolBars()
{
    QToolBar *scenario = addToolBar(tr("Scenario"));
    scenario->setObjectName(QStringLiteral("scenarioToolBar"));
    scenario->setMovable(false);
    // Cut at a word's end with "…" at 1280 (a clipped "Das Lock läuft ab, währe" said less), the
    // whole title in its tooltip and the description line.
    auto *scenarios = new ElidedComboBox(scenario);
    scenarios->setDescription(tr("Built-in scenarios and recent files"));
    m_scenarioCombo = scenarios;
    m_scenarioCombo->setObjectName(QStringLiteral("scenarioCombo"));
    m_scenarioCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scenarioCombo->setMinimumContentsLength(26);
    m_scenarioCombo->setAccessibleName(tr("Scenario"));
    fillScenarioCombo();
    connect(m_scenarioCombo, &QComboBox::activated, this, [this](int index) {
        const QString source = m_scenarioCombo->itemData(index).toString();
        if (source.isEmpty() || source == m_currentSource)
            return;
        if (maybeSave())
            openScenario(source);
        else
            fillScenarioCombo();  // back to what is open
    });
    scenario->addWidget(new QLabel(tr(" Scenario "), scenario));
    scenario->addWidget(m_scenarioCombo);
    scenario->addAction(m_openAction);
    scenario->addSeparator();
    auto *backend = new ElidedComboBox(scenario);
    backend->setDescription(tr("Where the commands run: the embedded model of Redis, or a real server"));
    m_backendCombo = backend;
    m_backendCombo->setObjectName(QStringLiteral("backendCombo"));
    m_backendCombo->setAccessibleName(tr("Backend"));
    m_backendCombo->addItem(RunBackend::titleOf(BackendKind::Embedded), static_cast<int>(BackendKind::Embedded));
    m_backendCombo->addItem(RunBackend::titleOf(BackendKind::ManagedRedis),
                            static_cast<int>(BackendKind::ManagedRedis));
    m_backendCombo->addItem(RunBackend::titleOf(BackendKind::ManagedCluster),
                            static_cast<int>(BackendKind::ManagedCluster));
    m_backendCombo->addItem(tr("Redis URL…"), static_cast<int>(BackendKind::RedisUrl));
    connect(m_backendCombo, &QComboBox::activated, this, &MainWindow::chooseBackend);
    scenario->addWidget(m_backendCombo);

    QToolBar *policy = addToolBar(tr("Policies"));
    policy->setObjectName(QStringLiteral("policyToolBar"));
    policy->setMovable(false);
    policy->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_policyBar = policy;
    m_releaseCombo = new QComboBox(policy);
    m_releaseCombo->setAccessibleName(tr("Release"));
    m_releaseCombo->addItem(tr("Naive DEL"), static_cast<int>(ReleaseMode::Naive));
    m_releaseCombo->addItem(tr("Token compare-and-delete"), static_cast<int>(ReleaseMode::Token));
    m_releaseCombo->setToolTip(tr("How a holder releases: DEL by key, or a script that deletes only its own token"));
    connect(m_releaseCombo, &QComboBox::currentIndexChanged, this, &MainWindow::policiesFromUi);
    policy->addWidget(new QLabel(tr(" Release "), policy));
    policy->addWidget(m_releaseCombo);
    policy->addAction(m_fencingAction);
    policy->addAction(m_heartbeatAction);
    policy->addAction(m_waitAction);
    m_policyToggles->addButtons(policy);

    QToolBar *transport = addToolBar(tr("Transport"));
    transport->setObjectName(QStringLiteral("transportToolBar"));
    transport->setMovable(false);
    transport->addAction(m_resetAction);
    transport->addAction(m_stepBackAction);
    transport->addAction(m_playAction);
    transport->addAction(m_stepAction);
    transport->addAction(m_showAllAction);
    m_speedCombo = new QComboBox(transport);
    m_speedCombo->setAccessibleName(tr("Speed"));
    m_speedCombo->setToolTip(tr("Playback speed in scenario time per wall-clock time"));
    // Scenario time per wall time: a 100 ms race at 1/20× takes two seconds to watch.
    static constexpr Speed speeds[] = {
        {QT_TR_NOOP("1/100×"), 0.01}, {QT_TR_NOOP("1/50×"), 0.02}, {QT_TR_NOOP("1/20×"), 0.05},
        {QT_TR_NOOP("1/10×"), 0.1},   {QT_TR_NOOP("1/4×"), 0.25},  {QT_TR_NOOP("1×"), 1.0},
    };
    for (const Speed &s : speeds)
        m_speedCombo->addItem(tr(s.label), s.factor);
    m_speedCombo->setCurrentIndex(2);
    connect(m_speedCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_run->setSpeed(m_speedCombo->itemData(index).toDouble()); });
    m_run->setSpeed(m_speedCombo->currentData().toDouble());
    transport->addWidget(new QLabel(tr(" Speed "), transport));
    transport->addWidget(m_speedCombo);

    // Titled and filled by the debugging parts (createDebugging()).
    m_debugBar = addToolBar(QString());
}

void MainWindow::createDocks()
{
    auto *inspector = new QDockWidget(tr("Inspector"), this);
    inspector->setObjectName(QStringLiteral("inspectorDock"));
    inspector->setWidget(m_inspector);
    addRightDock(inspector);

    // The fault palette is a tab behind the inspector: the two share the right side, and in the
    // screencast layout neither takes room until asked for.
    tabifyDockWidget(m_labTabs->faultDock, inspector);
    inspector->raise();
    // The editor is a tab of the main area, beside the timeline: the whole window's room.
    m_labTabs->tabs->insertTab(1, m_editor, tr("Scenario"));

    auto *log = new QDockWidget(tr("Event log"), this);
    log->setObjectName(QStringLiteral("logDock"));
    log->setWidget(m_logView);
    m_ownDocks.insert(DockId::Inspector, inspector);
    m_ownDocks.insert(DockId::Log, log);
    log->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    QMainWindow::addDockWidget(Qt::BottomDockWidgetArea, log);
    m_docks.append(log);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

QMenu *MainWindow::menu(MenuId id) const
{
    return m_menus.value(id);
}

void MainWindow::addFileActions(const QList<QAction *> &actions)
{
    QMenu *file = menu(MenuId::File);
    file->insertActions(m_quitAction, actions);
    file->insertSeparator(m_quitAction);
}

void MainWindow::addRightDock(QDockWidget *dock)
{
    QMainWindow::addDockWidget(Qt::RightDockWidgetArea, dock);
    m_docks.append(dock);
}

void MainWindow::addBottomDock(QDockWidget *dock)
{
    QMainWindow::addDockWidget(Qt::BottomDockWidgetArea, dock);
    tabifyDockWidget(m_ownDocks.value(DockId::Log), dock);
    m_ownDocks.value(DockId::Log)->raise();
    m_docks.append(dock);
}

void MainWindow::addStackedBottomDock(QDockWidget *dock)
{
    // Over the bottom docks, right under the timeline; splitDockWidget() would pull the event log
    // out of its tab group.
    QMainWindow::addDockWidget(Qt::BottomDockWidgetArea, dock, Qt::Vertical);
    m_docks.append(dock);
}

QDockWidget *MainWindow::dock(DockId id) const
{
    return m_ownDocks.value(id);
}

void MainWindow::showTimelineTab()
{
    m_labTabs->tabs->setCurrentWidget(m_timelineSplitter);
}

void MainWindow::setCompactHeader(bool compact)
{
    m_description->setVisible(!compact);
    m_banner->setVisible(!compact);
}

void MainWindow::addTimelineCompanion(QWidget *headline, QWidget *pane)
{
    QWidget *mainPane = m_timelineSplitter->widget(0);
    static_cast<QVBoxLayout *>(mainPane->layout())->insertWidget(0, headline);
    m_timelineSplitter->addWidget(pane);
    // Both panes grow alike with the window: the compare view keeps them the same height.
    m_timelineSplitter->setStretchFactor(0, 1);
    m_timelineSplitter->setStretchFactor(1, 1);
}

void MainWindow::createMenus()
{
    // Every menu by its id (menu()); the object names are for people reading a widget tree.
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_menus.insert(MenuId::File, file);
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    m_quitAction = file->addAction(tr("&Quit"), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    m_menus.insert(MenuId::Edit, edit);
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *run = menuBar()->addMenu(tr("&Run"));
    run->setObjectName(QStringLiteral("runMenu"));
    m_menus.insert(MenuId::Run, run);
    run->addActions({m_resetAction, m_stepBackAction, m_playAction, m_stepAction, m_showAllAction});
    run->addSeparator();
    run->addAction(m_fencingAction);
    run->addAction(m_heartbeatAction);
    run->addAction(m_waitAction);
    m_policyToggles->addMenus(run);
    run->addSeparator();
    QAction *seedLab = run->addAction(tr("Seed &Lab…"), this, [this] {
        createLinkedTextDialog(this, QStringLiteral("seedLabDialog"), tr("Seed Lab"), seedLabHtml(),
                               [this](const QString &name) { openLesson(name); })
            ->show();
    });
    seedLab->setToolTip(tr("The article's six experiments, one line each, with links to their scenarios"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    m_menus.insert(MenuId::View, view);
    view->addActions({m_fitAction, m_zoomInAction, m_zoomOutAction});
    view->addSeparator();
    view->addActions(m_timeline->laneActions());
    view->addSeparator();
    for (QDockWidget *dock : std::as_const(m_docks))
        view->addAction(dock->toggleViewAction());
    m_screencastAction = view->addAction(tr("&Screencast Layout"), this, [this] { applyLayout(true); });
    m_screencastAction->setObjectName(QStringLiteral("screencastLayoutAction"));
    m_screencastAction->setToolTip(tr("The timeline gets the window: the inspector and the fault palette make room "
                                      "(View menu brings them back), the event log keeps a few rows or, below 800 px, "
                                      "hides (Ctrl+L brings it back)"));
    view->addSeparator();
    view->addAction(m_darkAction);
    view->addAction(m_fullScreenAction);
    view->addMenu(createLanguageMenu(this));

    // The debugging parts' menus, placed here, titled and filled by them (Backend: Recordings;
    // Debug: BreakpointDebugger, then Recordings' Lock keys).
    for (const auto &[id, name] : {std::pair{MenuId::Backend, "backendMenu"}, std::pair{MenuId::Debug, "debugMenu"}}) {
        QMenu *m = menuBar()->addMenu(QString());
        m->setObjectName(QString::fromLatin1(name));
        m_menus.insert(id, m);
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    m_menus.insert(MenuId::Help, help);
    QAction *lessons = help->addAction(tr("&Lessons…"), this, [this] {
        createLinkedTextDialog(this, QStringLiteral("lessonsDialog"), tr("Lessons"), lessonsHtml(),
                               [this](const QString &name) { openLesson(name); })
            ->show();
    });
    lessons->setShortcut(QKeySequence::HelpContents);
    lessons->setShortcutContext(Qt::WindowShortcut);
    QAction *guide = help->addAction(tr("&User Guide"), this, [this] { createGuideDialog(this)->show(); });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    help->addAction(tr("&Keyboard Shortcuts…"), this, [this] { createShortcutsDialog(this)->show(); });
    help->addSeparator();
    QAction *about = help->addAction(tr("&About LockLab"), this,
                                     [this] { showAboutDialog(this, m_run->backend().serverVersion()); });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::fillScenarioCombo()
{
    const QSignalBlocker blocker(m_scenarioCombo);
    m_scenarioCombo->clear();
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError e;
        if (!loadBuiltinScenario(name, &s, &e))
            continue;
        // The name, as the README, the lessons and `locklab run NAME` say it, then the title: a
        // cut title reads as a claim it does not make ("Checking the lock before writing does").
        m_scenarioCombo->addItem(tr("%1 — %2").arg(name, scenarioTitle(s)), name);
        m_scenarioCombo->setItemData(m_scenarioCombo->count() - 1,
                                     tr("%1: %2").arg(scenarioTitle(s), scenarioDescription(s)), Qt::ToolTipRole);
    }
    if (!m_recentFiles.isEmpty()) {
        m_scenarioCombo->insertSeparator(m_scenarioCombo->count());
        for (const QString &path : std::as_const(m_recentFiles)) {
            m_scenarioCombo->addItem(QFileInfo(path).fileName(), path);
            m_scenarioCombo->setItemData(m_scenarioCombo->count() - 1, path, Qt::ToolTipRole);
        }
    }
    // A new, unsaved scenario or an opened recording is none of the entries: the combo says so.
    m_scenarioCombo->setPlaceholderText(!m_recordingName.isEmpty()  ? m_recordingName
                                        : m_currentSource.isEmpty() ? tr("(unsaved scenario)")
                                                                    : QFileInfo(m_currentSource).fileName());
    m_scenarioCombo->setCurrentIndex(m_currentSource.isEmpty() ? -1 : m_scenarioCombo->findData(m_currentSource));
}

bool MainWindow::openScenario(const QString &nameOrPath)
{
    Scenario s;
    LoadError error;
    if (!resolveScenario(nameOrPath, &s, &error)) {
        showMessage(tr("Could not open the scenario: %1").arg(error.toString()));
        return false;
    }
    m_run->pause();
    m_recordingName.clear();
    m_currentSource =
        builtinScenarioNames().contains(nameOrPath) ? nameOrPath : QFileInfo(nameOrPath).absoluteFilePath();
    if (!builtinScenarioNames().contains(nameOrPath))
        addRecentFile(m_currentSource);
    // A scenario arrives with its own default policies; the toggles follow them.
    showPolicies(s.policies);
    m_transientMessage.clear();
    // A sweep trial's seed belonged to that trial: an opened scenario runs on the default seed.
    m_run->setSeed(RunController::defaultSeed);
    m_document->load(s);  // re-runs through the document's changed()
    fillScenarioCombo();
    // A new scenario starts fitted, with the cursor on its first event.
    m_timeline->fitAll();
    setCursorTime(0);
    updateMessage();
    return true;
}

void MainWindow::openLesson(const QString &name)
{
    if (maybeSave())
        openScenario(name);
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    QString why;
    if (isRecordingFile(path)) {
        if (m_recordings->openRecording(path, &why))
            return true;
        why = tr("Could not open the recording: %1").arg(why);
        showMessage(why);
    } else if (isMonitorLogFile(path)) {
        if (m_recordings->openMonitorLog(path, &why))
            return true;
        why = tr("Could not open the MONITOR log: %1").arg(why);
        showMessage(why);
    } else {
        if (openScenario(path))
            return true;
        why = m_transientMessage;  // openScenario() has shown it
    }
    if (error)
        *error = why;
    return false;
}

Policies MainWindow::policies() const
{
    Policies p = m_document->scenario().policies;
    p.release = static_cast<ReleaseMode>(m_releaseCombo->currentData().toInt());
    p.fencing = m_fencingAction->isChecked();
    p.heartbeat.enabled = m_heartbeatAction->isChecked();
    p.wait = p.wait.switched(m_waitAction->isChecked());
    m_policyToggles->applyTo(&p);
    return p;
}

void MainWindow::setPolicies(const Policies &policies)
{
    showPolicies(policies);
    policiesFromUi();
}

void MainWindow::showPolicies(const Policies &policies)
{
    m_syncingToggles = true;
    m_releaseCombo->setCurrentIndex(m_releaseCombo->findData(static_cast<int>(policies.release)));
    m_fencingAction->setChecked(policies.fencing);
    m_heartbeatAction->setChecked(policies.heartbeat.enabled);
    m_waitAction->setChecked(policies.wait.enabled());
    m_policyToggles->show(policies, m_document->scenario().purpose);
    m_syncingToggles = false;
    layoutToolBars();  // a button's text (Tokens: pid) may have changed its width
}

void MainWindow::policiesFromUi()
{
    if (m_syncingToggles)
        return;
    m_run->setPolicies(policies());
}

void MainWindow::chooseBackend(int index)
{
    const auto kind = static_cast<BackendKind>(m_backendCombo->itemData(index).toInt());
    if (kind == BackendKind::RedisUrl) {
        bool ok = false;
        const QString url = QInputDialog::getText(this, tr("Redis URL"),
                                                  tr("redis://[user:password@]host[:port][/db]\n"
                                                     "or, through sentinels: "
                                                     "redis+sentinel://host:port[,host:port…]/MASTER[/db]\n"
                                                     "or a cluster, from its seeds: "
                                                     "redis+cluster://host:port[,host:port…]"),
                                                  QLineEdit::Normal, m_redisUrl, &ok);
        if (!ok) {
            m_backendCombo->setCurrentIndex(m_backendCombo->findData(static_cast<int>(m_run->backend().kind())));
            return;
        }
        m_redisUrl = url.trimmed();
    }
    setBackend(kind, m_redisUrl);
}

void MainWindow::setBackend(BackendKind kind, const QString &url)
{
    if (!url.isEmpty())
        m_redisUrl = url;
    m_backendCombo->setCurrentIndex(m_backendCombo->findData(static_cast<int>(kind)));
    m_run->setBackend(makeBackend(kind, m_redisUrl));
}

void MainWindow::showRecordedBackend(const QString &text)
{
    const QSignalBlocker blocker(m_backendCombo);
    m_backendCombo->setPlaceholderText(text);
    m_backendCombo->setCurrentIndex(text.isEmpty() ? m_backendCombo->findData(static_cast<int>(m_run->backend().kind()))
                                                   : -1);
    static_cast<ElidedComboBox *>(m_backendCombo)
        ->setDescription(text.isEmpty() ? tr("Where the commands run: the embedded model of Redis, or a real server")
                                        : tr("Choose a backend to run the scenario again there."));
    // The combo sizes itself to its items, not to a placeholder: room for the text, up to a width
    // the first toolbar row has at 1280 (the rest is cut with "…", whole in the tooltip).
    m_backendCombo->setMinimumWidth(
        text.isEmpty() ? 0
                       : std::min(fontMetrics().averageCharWidth() * 30,
                                  m_backendCombo->fontMetrics().horizontalAdvance(text)
                                      + m_backendCombo->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 24));
    m_recordedBackend = text;
    updateStatus();
    layoutToolBars();  // the combo's width follows its text
}

void MainWindow::showRecordingInScenarioList(const QString &name)
{
    // The recording's scenario has no file of its own: Save asks where.
    m_currentSource.clear();
    m_recordingName = name;
    fillScenarioCombo();
}

void MainWindow::setCursorTime(Micros at)
{
    m_view->setCursor(at, m_log->rowAtOrBefore(at));
}

void MainWindow::showLoading(const Interpretation &sofar, const QString &what)
{
    const bool more = m_loading.has_value();  // a longer prefix of the same file: rows are added
    if (!more) {
        // The lesson's lines and the engine steps are the session's, not the file's.
        m_descriptionShown = m_description->isVisibleTo(this);
        m_description->hide();
        m_status->clear();
    }
    m_loading = sofar;
    m_timeline->setRun(sofar, sofar.trace().endTime(), -1);
    m_log->setTrace(sofar, more);
    m_banner->setLoading(what);
    m_view->setCursor(m_view->cursor(), m_log->rowAtOrBefore(m_view->cursor()));
    onCursorChanged();
    for (QAction *a : {m_resetAction, m_playAction, m_stepAction, m_stepBackAction, m_showAllAction})
        a->setEnabled(false);
}

void MainWindow::endLoading()
{
    if (!m_loading)
        return;
    m_loading.reset();
    m_description->setVisible(m_descriptionShown);
    onRunChanged(RunChange::Replaced);
}

void MainWindow::onRunChanged(RunChange change)
{
    // The run changed under a loading recording's preview: the run is what to show.
    const bool leftPreview = m_loading.has_value();
    if (m_loading) {
        m_loading.reset();
        m_description->setVisible(m_descriptionShown);
        change = RunChange::Replaced;
        // The log lets the preview go before the timeline builds the whole run's model (the
        // timeline lets its own go then): a prefix of four million events, its interpretation and
        // its model weigh about half a gigabyte, which the whole run does not need beside it.
        m_log->setTrace(Interpretation(), false);
    }
    const Interpretation &interpretation = m_run->interpretation();
    m_timeline->setRun(interpretation, m_run->extent(), m_run->now(), m_run->shownEvents());
#ifdef __GLIBC__
    // The preview's model and interpretation were freed into the heap in blocks of a few hundred
    // kilobytes, and the whole run's model did not fill every hole: glibc keeps them resident
    // until asked (about 50 MiB at 10 M events); giving them back takes a few milliseconds.
    if (leftPreview)
        malloc_trim(0);
#endif
    m_log->setTrace(interpretation, change == RunChange::Extended, m_run->shownEvents());
    if (!m_run->isAtEnd() && m_run->stepsOverKnownRun())
        m_banner->setVerdictSoFar(interpretation, interpretation.at(m_run->now()));
    else
        m_banner->setVerdict(interpretation, !m_run->isAtEnd(), !m_run->error().isEmpty());
    if (change == RunChange::Replaced) {
        // Fixed widths: resizing to contents on every re-run would make the columns jump.
        // Wide enough for this run's longest time, actor and an integer reply: never "11163.8…".
        const QFontMetrics fm = m_logView->fontMetrics();
        const int em = fm.horizontalAdvance(u'M');
        const QString lastTime = formatMsNumber(m_run->extent());  // as the log writes it
        int actor = fm.horizontalAdvance(QStringLiteral("redis"));
        for (const QString &name : interpretation.trace().workers)
            actor = std::max(actor, fm.horizontalAdvance(name));
        QHeaderView *header = m_logView->horizontalHeader();
        header->resizeSection(TraceLogModel::TimeColumn, std::max(7 * em, fm.horizontalAdvance(lastTime) + 2 * em));
        header->resizeSection(TraceLogModel::ActorColumn, std::clamp(actor + 2 * em, 5 * em, 16 * em));
        header->resizeSection(TraceLogModel::WhatColumn, 46 * em);
        header->resizeSection(TraceLogModel::ReplyColumn,
                              std::max(8 * em, fm.horizontalAdvance(QStringLiteral("(integer) 12345")) + 2 * em));
    }
    // Same cursor time, re-resolved against the new trace.
    m_view->setCursor(m_view->cursor(), m_log->rowAtOrBefore(m_view->cursor()));
    onCursorChanged();
    const bool runnable = m_run->totalSteps() > 0;
    m_resetAction->setEnabled(runnable);
    m_playAction->setEnabled(runnable);
    m_showAllAction->setEnabled(runnable && !m_run->isAtEnd());
    if (change == RunChange::Replaced)
        lockSimulatorControls(isObservedTraffic(m_run->fullTrace()));
    updateStatus();
}

void MainWindow::lockSimulatorControls(bool locked)
{
    if (locked == m_simulatorLocked)
        return;
    m_simulatorLocked = locked;
    const QString why = tr("Observed traffic shows what its clients did: a policy or a fault here would replace it "
                           "with a simulation. Open a scenario to simulate.");
    // Each control keeps its own tooltip to give back.
    const char *own = "locklabOwnToolTip";
    const auto lock = [&](auto *control) {
        if (locked) {
            control->setProperty(own, control->toolTip());
            control->setToolTip(why);
        } else {
            control->setToolTip(control->property(own).toString());
        }
        control->setEnabled(!locked);
    };
    lock(m_releaseCombo);
    lock(m_fencingAction);
    lock(m_heartbeatAction);
    lock(m_waitAction);
    lock(m_policyToggles->tokensButton());
    lock(m_policyToggles->extensionButton());
    lock(m_policyToggles->purposeButton());
    m_policyToggles->tokensGroup()->setEnabled(!locked);
    m_policyToggles->extensionGroup()->setEnabled(!locked);
    m_policyToggles->purposeGroup()->setEnabled(!locked);
    lock(m_labTabs->faultPalette);
    lock(m_editor);  // an edited scenario would run on the simulator in the observed run's place
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.cbegin(), urls.cend(), [](const QUrl &u) { return u.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        paths << url.toLocalFile();
    event->acceptProposedAction();
    // After the drop has ended: a recording or a log is read while the window stays live, and the
    // drag's source should not wait for that.
    QTimer::singleShot(0, this, [this, paths] {
        if (!maybeSave())
            return;
        for (const QString &path : paths)  // as on the command line: each in turn, the last one shown
            openFile(path);
    });
}

void MainWindow::updateStatus()
{
    if (!m_run->isAtEnd()) {
        m_status->setText(
            tr("step %1 of %2 · %3").arg(m_run->position()).arg(m_run->totalSteps()).arg(formatMs(m_run->now(), 3)));
    } else if (!m_recordedBackend.isEmpty()) {
        // A recording: where it ran and what it holds, not the simulator's engine steps.
        m_status->setText(tr("%1 · events: %2 · violations: %3")
                              .arg(m_recordedBackend)
                              .arg(m_run->fullTrace().events.size())
                              .arg(m_run->fullSummary().violations.size()));
    } else {
        m_status->setText(tr("%n engine event(s) · %1 · seed %2", nullptr, m_run->totalSteps())
                              .arg(m_run->backend().title())
                              .arg(m_run->seed()));
    }
}

void MainWindow::onCursorChanged()
{
    const int event = m_view->currentEvent();
    if (!m_syncingSelection) {
        m_syncingSelection = true;
        const QModelIndex index = m_log->index(event, 0);
        if (index.isValid()) {
            if (m_logView->currentIndex().row() != event)
                m_logView->setCurrentIndex(index);
            m_logView->scrollTo(index);
        } else {
            m_logView->clearSelection();
        }
        m_syncingSelection = false;
    }
    if (m_loading)
        m_inspector->show(*m_loading, m_view->cursor(), event);
    else
        m_inspector->show(m_run->interpretation(), shownInstant(m_view->cursor()), event, m_run->shownEvents());
    // A step, a hit or a link outside the slice on screen brings it into view, at the same zoom.
    m_timeline->ensureTimeVisible(m_view->cursor());
    // The steps start from the cursor the user sees, wherever a click, a hit or a step put it.
    m_stepAction->setEnabled(!m_loading && m_run->stepAfter(m_view->cursor(), event) >= 0);
    m_stepBackAction->setEnabled(!m_loading && m_run->stepBefore(m_view->cursor(), event) >= 0);
}

Micros MainWindow::shownInstant(Micros cursor) const
{
    // Stepping a recorded run: what lies after the step reached has not happened yet.
    return m_run->stepsOverKnownRun() && !m_run->isAtEnd() ? std::min(cursor, m_run->now()) : cursor;
}

QString MainWindow::message() const
{
    return m_messageText->text();
}

void MainWindow::showMessage(const QString &text)
{
    m_transientMessage = text;
    updateMessage();
}

void MainWindow::updateMessage()
{
    QStringList parts;
    if (!m_run->error().isEmpty())
        parts << m_run->error();
    if (!m_transientMessage.isEmpty())
        parts << m_transientMessage;
    m_messageText->setText(parts.join(QStringLiteral("\n")));
    m_messageBar->setVisible(!parts.isEmpty());
}

void MainWindow::openFileDialog()
{
    const QString dir = m_recentFiles.isEmpty() ? QString() : QFileInfo(m_recentFiles.first()).absolutePath();
    // One Open for both kinds of file, as the command line and a double-click do.
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), dir,
        tr("Scenarios, recordings and MONITOR logs (*.json *.locklab *.locklab.json *.log *.txt);;"
           "Recordings (*.locklab *.locklab.json);;MONITOR logs (*.log *.txt);;All files (*)"));
    if (!path.isEmpty() && maybeSave())
        openFile(path);
}

bool MainWindow::saveAsDialog()
{
    const Scenario &s = m_document->scenario();
    const QString suggested =
        (m_recentFiles.isEmpty() ? QString() : QFileInfo(m_recentFiles.first()).absolutePath() + u'/') + s.name
        + QStringLiteral(".json");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Scenario As"), suggested, tr("Scenarios (*.json)"));
    return !path.isEmpty() && saveScenarioTo(path);
}

bool MainWindow::save()
{
    // A built-in, a new scenario or a recording has no scenario file of its own to write back to.
    const bool ownFile = !m_currentSource.isEmpty() && !builtinScenarioNames().contains(m_currentSource)
                         && !m_currentSource.endsWith(QStringLiteral(".locklab.json"));
    return ownFile ? saveScenarioTo(m_currentSource) : saveAsDialog();
}

bool MainWindow::saveScenarioTo(const QString &path)
{
    Scenario s = m_document->scenario();
    s.policies = policies();
    QString error;
    if (!saveScenarioFile(path, s, &error)) {
        showMessage(tr("Could not save %1: %2").arg(path, error));
        return false;
    }
    m_document->undoStack()->setClean();
    m_currentSource = QFileInfo(path).absoluteFilePath();
    m_recordingName.clear();
    addRecentFile(m_currentSource);
    fillScenarioCombo();
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

void MainWindow::newScenario()
{
    Scenario s;
    s.name = QStringLiteral("untitled");
    s.title = tr("New scenario");
    s.lockKey = QStringLiteral("lock");
    s.ttlMs = 1000;
    WorkerSpec a;
    a.name = QStringLiteral("A");
    a.steps = {Step::acquire(), Step::work(50), Step::release()};
    s.workers = {a};
    m_run->pause();
    m_run->setSeed(RunController::defaultSeed);
    m_currentSource.clear();
    m_recordingName.clear();
    m_transientMessage.clear();
    showPolicies(s.policies);
    m_document->load(s);
    fillScenarioCombo();
    m_timeline->fitAll();
    setCursorTime(0);
    updateMessage();
    showEditor();  // the editor is where a new scenario is made
}

void MainWindow::showEditor()
{
    m_labTabs->tabs->setCurrentWidget(m_editor);
}

bool MainWindow::maybeSave()
{
    if (m_document->undoStack()->isClean())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The scenario “%1” has changes that are not saved.").arg(scenarioTitle(m_document->scenario())),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("saveChangesBox"));
    box.setInformativeText(tr("Save them before going on?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::addRecentFile(const QString &path)
{
    m_recentFiles.removeAll(path);
    m_recentFiles.prepend(path);
    while (m_recentFiles.size() > maxRecentFiles)
        m_recentFiles.removeLast();
}

void MainWindow::arrangeForScreenshot()
{
    // Exactly the layout a window of this size starts with: the screenshots show what users get.
    applyLayout(prefersScreencastLayout());
}

bool MainWindow::prefersScreencastLayout() const
{
    return width() < 1500 || height() < 800;
}

void MainWindow::applyLayout(bool screencast)
{
    QDockWidget *inspector = dock(DockId::Inspector);
    QDockWidget *log = dock(DockId::Log);
    // The right side's tabs (inspector, fault palette) take width only when asked for in the
    // screencast layout; otherwise the inspector shows, the palette a tab behind it.
    for (QDockWidget *d : std::as_const(m_docks)) {
        if (d->isFloating() || dockWidgetArea(d) != Qt::RightDockWidgetArea)
            continue;
        if (screencast)
            d->hide();
        else if (d == inspector || d == dock(DockId::Faults))
            d->show();
    }
    inspector->raise();
    // Below 800 px the event log's rows would take the lanes' room: a screencast there is the
    // timeline and its captions, and View ▸ Event Log (Ctrl+L) brings the log back. At 1280×720
    // that leaves the lanes of eight workers, the key and the store.
    // (The breakpoint hits and violations are tabs beside it: they go and come back with it.)
    const bool logHidden = screencast && height() < 800;
    for (QDockWidget *d : std::as_const(m_docks)) {
        if (!d->isFloating() && dockWidgetArea(d) == Qt::BottomDockWidgetArea)
            d->setVisible(!logHidden);
    }
    if (!logHidden)
        log->raise();
    layout()->activate();  // the docks' new visibility in the geometry resizeDocks() works from
    if (!screencast)
        resizeDocks({inspector}, {std::clamp(width() * 24 / 100, 300, 400)}, Qt::Horizontal);
    if (logHidden)
        return;
    // A few rows of the event log; the timeline's lanes fill the rest of the height (two
    // timelines' in Compare: fewer rows then).
    const bool comparing = m_timelineSplitter->count() > 1 && !m_timelineSplitter->widget(1)->isHidden();
    const int rows = screencast  ? std::clamp(height() / 9, 72, 150)
                     : comparing ? std::clamp(height() / 8, 110, 200)
                                 : std::clamp(height() / 5, 150, 300);
    resizeDocks({log}, {rows}, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_laidOut)
        return;
    m_laidOut = true;
    // A first start (no saved state): the layout for the window's size, which it has by now.
    if (!m_stateRestored)
        applyLayout(prefersScreencastLayout());
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First start: most of the screen, centred; a timeline needs width.
        if (const QScreen *screen = QGuiApplication::primaryScreen()) {
            const QRect available = screen->availableGeometry();
            const QSize size(std::min(available.width(), std::max(1280, available.width() * 9 / 10)),
                             std::min(available.height(), std::max(800, available.height() * 9 / 10)));
            setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
        }
    }
    m_stateRestored = restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_recentFiles = settings.value(QStringLiteral("scenario/recent")).toStringList();
    fillScenarioCombo();
    m_redisUrl = settings.value(QStringLiteral("backend/url"), m_redisUrl).toString();
    const int speed = m_speedCombo->findData(settings.value(QStringLiteral("transport/speed"), 0.05).toDouble());
    if (speed >= 0)
        m_speedCombo->setCurrentIndex(speed);
    m_syncingToggles = true;
    m_releaseCombo->setCurrentIndex(
        settings.value(QStringLiteral("policies/release")).toString() == QStringLiteral("naive") ? 0 : 1);
    m_fencingAction->setChecked(settings.value(QStringLiteral("policies/fencing"), false).toBool());
    m_heartbeatAction->setChecked(settings.value(QStringLiteral("policies/heartbeat"), false).toBool());
    m_syncingToggles = false;
    // A live backend is not restored: start-up always shows something that runs.
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("scenario/last"), m_currentSource);
    settings.setValue(QStringLiteral("scenario/recent"), m_recentFiles);
    settings.setValue(QStringLiteral("backend/url"), m_redisUrl);
    settings.setValue(QStringLiteral("transport/speed"), m_speedCombo->currentData().toDouble());
    const Policies p = policies();
    settings.setValue(QStringLiteral("policies/release"), releaseModeName(p.release));
    settings.setValue(QStringLiteral("policies/fencing"), p.fencing);
    settings.setValue(QStringLiteral("policies/heartbeat"), p.heartbeat.enabled);
    settings.setValue(QStringLiteral("view/dark"), isDarkTheme());
}

void MainWindow::layoutToolBars()
{
    // In the order they were added (the policies' bar moved last in the constructor), greedily:
    // a toolbar that does not fit after the previous ones starts a new row.
    QList<QToolBar *> bars;
    for (QToolBar *bar : findChildren<QToolBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar != m_policyBar)
            bars.append(bar);
    }
    bars.append(m_policyBar);
    const int available = width();
    // A wide window shows more of the scenario's title (its whole text is in the tooltip); at
    // 1280 the first row needs the room for the transport and debugging controls.
    m_scenarioCombo->setMinimumContentsLength(available >= 1500 ? 40 : 26);
    // Likewise the toolbars' lists of long names (the Runs list): cut at 1280, whole when there is room.
    for (QToolBar *bar : std::as_const(bars)) {
        for (ElidedComboBox *names : bar->findChildren<ElidedComboBox *>(Qt::FindDirectChildrenOnly)) {
            if (names != m_scenarioCombo
                && names->sizeAdjustPolicy() == QComboBox::AdjustToMinimumContentsLengthWithIcon)
                names->setMinimumContentsLength(available >= 1800 ? 44 : available >= 1500 ? 30 : 14);
        }
    }
    int x = 0;
    for (QToolBar *bar : std::as_const(bars)) {
        if (bar->isHidden() || toolBarArea(bar) != Qt::TopToolBarArea)
            continue;
        if (bar->layout())
            bar->layout()->invalidate();  // a widget's new width is not in the cached hint yet
        const int w = bar->sizeHint().width();
        const bool breakBefore = x > 0 && x + w > available;
        if (breakBefore != toolBarBreak(bar)) {
            if (breakBefore)
                insertToolBarBreak(bar);
            else
                removeToolBarBreak(bar);
        }
        x = (breakBefore ? 0 : x) + w;
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    layoutToolBars();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // A live run under way ends now and puts the user's Redis back before the app quits.
    stopLiveRuns();
    if (m_options.useSettings)
        writeSettings();
    QMainWindow::closeEvent(event);
}

}  // namespace locklab
