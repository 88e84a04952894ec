// SPDX-License-Identifier: MIT
#include "breakpointdebugger.h"

#include "breakpointhitmodel.h"
#include "breakpointmarkers.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "timelinewidget.h"
#include "uitr.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationspanel.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

namespace locklab {

namespace {

const QString enabledKindsKey = QStringLiteral("debug/breakpoints");

}  // namespace

BreakpointDebugger::BreakpointDebugger(MainWindow *window, bool useSettings)
    : QObject(window)
    , m_window(window)
    , m_run(window->run())
    , m_view(window->view())
    , m_useSettings(useSettings)
    , m_enabled(defaultKinds())
    , m_hitModel(new BreakpointHitModel(this))
{
    setObjectName(QStringLiteral("breakpointDebugger"));
    if (m_useSettings)
        m_enabled = QSettings().value(enabledKindsKey, defaultKinds()).toUInt() & allBreakpoints;
    m_hitModel->setEnabledKinds(m_enabled);
    createActions();
    createDocks();
    createMenus();
    connect(m_run, &RunController::runChanged, this, &BreakpointDebugger::onRunChanged);
    onRunChanged(RunChange::Replaced);
}

quint32 BreakpointDebugger::defaultKinds()
{
    return allBreakpoints & ~breakpointBit(BreakpointKind::LockExpiredUnderHolder);
}

void BreakpointDebugger::setKindEnabled(BreakpointKind kind, bool enabled)
{
    QAction *action = kindAction(kind);
    if (action->isChecked() != enabled)
        action->setChecked(enabled);  // toggled() updates m_enabled
}

void BreakpointDebugger::createActions()
{
    for (int i = 0; i < breakpointKindCount; ++i) {
        const auto kind = static_cast<BreakpointKind>(i);
        auto *action = new QAction(breakpointKindTitle(kind), this);
        action->setCheckable(true);
        action->setChecked((m_enabled & breakpointBit(kind)) != 0);
        action->setObjectName(QStringLiteral("breakpoint-%1").arg(breakpointKindName(kind)));
        action->setToolTip(DebugSessionTr::tr("Stop at: %1").arg(breakpointKindTitle(kind)));
        connect(action, &QAction::toggled, this, [this, kind](bool on) {
            m_enabled = on ? (m_enabled | breakpointBit(kind)) : (m_enabled & ~breakpointBit(kind));
            m_hitModel->setEnabledKinds(m_enabled);
            m_markers->setHits(m_hits, m_enabled);
            writeSettings();
        });
        m_kindActions.append(action);
    }
    m_runToNext = new QAction(DebugSessionTr::tr("Run to &Next Breakpoint"), this);
    m_runToNext->setObjectName(QStringLiteral("runToNextBreakpoint"));
    m_runToNext->setIconText(DebugSessionTr::tr("Next Breakpoint"));  // the toolbar's shorter label
    m_runToNext->setShortcut(Qt::Key_F8);
    m_runToNext->setShortcutContext(Qt::WindowShortcut);
    m_runToNext->setToolTip(DebugSessionTr::tr("Move the cursor to the next enabled breakpoint after it (F8)"));
    connect(m_runToNext, &QAction::triggered, this, [this] {
        if (runToNextBreakpoint() < 0)
            m_window->statusBar()->showMessage(DebugSessionTr::tr("No enabled breakpoint after the cursor"), 4000);
    });
    m_window->addAction(m_runToNext);
    m_runToPrevious = new QAction(DebugSessionTr::tr("Run to &Previous Breakpoint"), this);
    m_runToPrevious->setObjectName(QStringLiteral("runToPreviousBreakpoint"));
    m_runToPrevious->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_runToPrevious->setShortcutContext(Qt::WindowShortcut);
    m_runToPrevious->setToolTip(
        DebugSessionTr::tr("Move the cursor to the previous enabled breakpoint before it (Shift+F8)"));
    connect(m_runToPrevious, &QAction::triggered, this, [this] {
        if (runToPreviousBreakpoint() < 0)
            m_window->statusBar()->showMessage(DebugSessionTr::tr("No enabled breakpoint before the cursor"), 4000);
    });
    m_window->addAction(m_runToPrevious);
}

void BreakpointDebugger::createDocks()
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

    m_hitsDock = new QDockWidget(DebugSessionTr::tr("Breakpoint hits"), m_window);
    m_hitsDock->setObjectName(QStringLiteral("breakpointHitsDock"));
    m_hitsDock->setWidget(m_hitView);
    m_violationsDock = new QDockWidget(DebugSessionTr::tr("Violations"), m_window);
    m_violationsDock->setObjectName(QStringLiteral("violationsDock"));
    m_violationsDock->setWidget(m_violations);
    m_window->addBottomDock(m_hitsDock);
    m_window->addBottomDock(m_violationsDock);

    m_markers = new BreakpointMarkers(m_window->timeline(), this);

    VerdictBanner *banner = m_window->banner();
    banner->setCursor(Qt::PointingHandCursor);
    banner->setToolTip(
        DebugSessionTr::tr("Click to read the violations behind this verdict, with links to where they happen"));
    banner->installEventFilter(this);
    m_bannerWatched = banner;
}

bool BreakpointDebugger::eventFilter(QObject *watched, QEvent *event)
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

void BreakpointDebugger::createMenus()
{
    QMenu *debug = m_window->menu(MenuId::Debug);
    debug->setTitle(DebugSessionTr::tr("&Debug"));
    debug->addAction(m_runToNext);
    debug->addAction(m_runToPrevious);
    debug->addSeparator();
    debug->addSection(DebugSessionTr::tr("Stop at"));
    debug->addActions(m_kindActions);
    debug->addSeparator();
    debug->addAction(m_hitsDock->toggleViewAction());
    debug->addAction(m_violationsDock->toggleViewAction());

    QToolBar *bar2 = m_window->debugToolBar();
    bar2->setWindowTitle(DebugSessionTr::tr("Debug"));
    bar2->setObjectName(QStringLiteral("debugToolBar"));
    bar2->setMovable(false);
    bar2->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar2->addAction(m_runToNext);
}

void BreakpointDebugger::writeSettings() const
{
    if (m_useSettings)
        QSettings().setValue(enabledKindsKey, m_enabled);
}

void BreakpointDebugger::onRunChanged(RunChange change)
{
    if (m_run->isBusy())
        return;
    // A step adds to the shown trace, or takes from it; the whole run, and so where F8 stops, did not change.
    if (change == RunChange::Replaced) {
        m_hits = BreakpointHits(m_run->fullInterpretation());  // found when first shown or asked for
        m_hitModel->setHits(m_hits);
        m_markers->setHits(m_hits, m_enabled);
    }
    showSoFar();
}

void BreakpointDebugger::showSoFar()
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

void BreakpointDebugger::clearLists()
{
    m_hitModel->setHits(BreakpointHits());
    m_markers->setHits(BreakpointHits(), m_enabled);
    m_violations->setViolations(Interpretation());
}

void BreakpointDebugger::restoreLists()
{
    m_hitModel->setHits(m_hits);
    m_markers->setHits(m_hits, m_enabled);
    showSoFar();
}

qsizetype BreakpointDebugger::runToNextBreakpoint()
{
    const qsizetype next = m_hits.next(m_enabled, m_view->currentEvent(), cursorEventTime());
    if (next >= 0)
        jumpToHit(next);
    return next;
}

Micros BreakpointDebugger::cursorEventTime() const
{
    const qsizetype event = m_view->currentEvent();
    const EventList &events = m_run->interpretation().trace().events;
    return event >= 0 && event < events.size() ? events.timeAt(event) : -1;
}

qsizetype BreakpointDebugger::runToPreviousBreakpoint()
{
    const qsizetype previous = m_hits.previous(m_enabled, m_view->currentEvent(), cursorEventTime());
    if (previous >= 0)
        jumpToHit(previous);
    return previous;
}

void BreakpointDebugger::jumpToHit(qsizetype index)
{
    if (index < 0 || index >= m_hits.size())
        return;
    jumpTo(m_hits.timeAt(index), m_hits.eventIndexAt(index));
    const QModelIndex row = m_hitModel->index(static_cast<int>(index), 0);
    if (m_hitView->currentIndex().row() != row.row())
        m_hitView->setCurrentIndex(row);
}

void BreakpointDebugger::jumpTo(Micros at, qsizetype eventIndex)
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

}  // namespace locklab
