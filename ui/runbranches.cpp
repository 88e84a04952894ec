// SPDX-License-Identifier: MIT
#include "runbranches.h"

#include "branchmodel.h"
#include "compareview.h"
#include "elidedcombobox.h"
#include "mainwindow.h"
#include "replaybackend.h"
#include "runcontroller.h"
#include "uitr.h"
#include "viewstate.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QToolBar>

#include <memory>

namespace locklab {

RunBranches::RunBranches(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_run(window->run())
    , m_view(window->view())
    , m_branches(new BranchModel(this))
{
    setObjectName(QStringLiteral("runBranches"));
    createActions();
    m_compare = new CompareView(m_view, m_branches, m_window->timeline(), m_window->timelineSplitter(), m_window);
    m_compare->setObjectName(QStringLiteral("compareView"));
    m_window->addTimelineCompanion(m_compare->headline(), m_compare);
    connect(m_compare, &CompareView::cursorRequested, m_window, &MainWindow::setCursorTime);
    connect(m_compare, &CompareView::closeRequested, this, [this] { m_compareToggle->setChecked(false); });
    createMenus();
    connect(m_run, &RunController::runChanged, this, &RunBranches::onRunChanged);
    connect(m_branches, &BranchModel::currentChanged, this, [this](int row) {
        const QSignalBlocker blocker(m_branchCombo);
        m_branchCombo->setCurrentIndex(row);
    });
    onRunChanged(RunChange::Replaced);
}

void RunBranches::createActions()
{
    m_compareToggle = new QAction(DebugSessionTr::tr("&Compare Runs"), this);
    m_compareToggle->setObjectName(QStringLiteral("compareRuns"));
    m_compareToggle->setCheckable(true);
    m_compareToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_compareToggle->setShortcutContext(Qt::WindowShortcut);
    m_compareToggle->setToolTip(
        DebugSessionTr::tr("Two runs of this scenario, one above the other, on one time axis (Ctrl+Shift+D)"));
    connect(m_compareToggle, &QAction::toggled, this, [this](bool on) {
        if (on)
            compareWith(m_compare->other());
        else
            m_compare->setActive(false);
        m_window->setCompactHeader(m_compare->isActive());
    });
    m_window->addAction(m_compareToggle);
}

void RunBranches::createMenus()
{
    m_compareMenu = new QMenu(DebugSessionTr::tr("Compare &With"), m_window);
    m_compareMenu->setObjectName(QStringLiteral("compareMenu"));
    connect(m_compareMenu, &QMenu::aboutToShow, this, [this] { showCompareMenu(m_compareMenu); });
    QMenu *view = m_window->menu(MenuId::View);
    view->addSeparator();
    view->addAction(m_compareToggle);
    view->addMenu(m_compareMenu);

    QToolBar *bar2 = m_window->debugToolBar();
    auto *runs = new ElidedComboBox(bar2);
    m_branchCombo = runs;
    m_branchCombo->setObjectName(QStringLiteral("branchCombo"));
    m_branchCombo->setAccessibleName(DebugSessionTr::tr("Runs"));
    runs->setDescription(
        DebugSessionTr::tr("The runs of this scenario: a policy flip away from the start keeps the old run here"));
    m_branchCombo->setModel(m_branches);
    runs->setShortNameRole(BranchModel::ShortLabelRole);
    // A fixed width that fits the toolbar row: branch names are cut with "…", the tooltip and the
    // open list show them whole.
    m_branchCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_branchCombo->setMinimumContentsLength(14);
    connect(m_branchCombo, &QComboBox::activated, this, &RunBranches::switchToBranch);
    bar2->addWidget(new QLabel(DebugSessionTr::tr(" Runs "), bar2));
    bar2->addWidget(m_branchCombo);
}

const Branch &RunBranches::currentBranch() const
{
    return m_branches->at(m_branches->current());
}

void RunBranches::onRunChanged(RunChange change)
{
    if (m_run->isBusy())
        return;
    if (change == RunChange::Replaced) {
        if (!m_switching)
            recordBranch();
        m_compare->refresh(m_run->extent());
    }
}

void RunBranches::recordBranch()
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

void RunBranches::showKeptRun(const std::function<void()> &change)
{
    m_run->pause();
    m_switching = true;
    m_run->holdReruns(true);  // backend, scenario and policies change: the kept run is shown once
    change();
    m_run->holdReruns(false);
    m_switching = false;
}

void RunBranches::resetTo(const Branch &first)
{
    m_branches->reset(first);
    leaveCompare();
}

void RunBranches::switchToBranch(int row)
{
    if (row < 0 || row >= m_branches->count() || row == m_branches->current())
        return;
    const Branch b = m_branches->at(row);
    // The kept trace is shown exactly as it was; flipping a toggle from there forks again.
    showKeptRun([this, &b] {
        m_run->setBackend(std::make_unique<ReplayBackend>(b.trace, b.key, m_run->backend().title()));
        m_window->setPolicies(b.policies);
        m_run->setRun(b.scenario, b.policies);
    });
    m_branches->setCurrent(row);
    onRunChanged(RunChange::Replaced);
    Q_EMIT switched();
}

void RunBranches::compareWith(int row)
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

void RunBranches::leaveCompare()
{
    // Another scenario or a recording: its runs are not the ones that were compared.
    m_compare->setOther(-1);
    m_compareToggle->setChecked(false);
}

void RunBranches::showCompareMenu(QMenu *menu)
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
        menu->addAction(DebugSessionTr::tr("This run with %1").arg(BranchModel::policiesText(p)), this,
                        [this, p] { compareWithVariant(p); });
}

void RunBranches::compareWithVariant(const Policies &policies)
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

}  // namespace locklab
