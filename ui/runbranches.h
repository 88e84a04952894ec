// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"
#include "runcontroller.h"

#include <QObject>

#include <functional>

class QAction;
class QComboBox;
class QMenu;

namespace locklab {

class BranchModel;
class CompareView;
class MainWindow;
class ViewState;
struct Branch;

// The runs of this scenario kept side by side: a policy flip away from the start of a run makes
// a branch instead of replacing it, the Runs list switches between them, and Compare (View ▸
// Compare Runs, Compare With) shows two of them on one time axis. It fills the View menu and the
// Debug toolbar through MainWindow's public API.
class RunBranches : public QObject {
    Q_OBJECT
public:
    explicit RunBranches(MainWindow *window);

    BranchModel *model() const { return m_branches; }
    // The branch shown; there is one once the window has shown a run.
    const Branch &currentBranch() const;
    void switchToBranch(int row);
    // Shows a run kept elsewhere (a branch, an opened recording) instead of the current one:
    // `change` sets the run's backend, scenario and policies, which re-run once, after it; that
    // run is shown as it is, not made a branch. isSwitching() is true meanwhile.
    void showKeptRun(const std::function<void()> &change);
    bool isSwitching() const { return m_switching; }
    // Another source of runs (an opened recording): `first` is its one branch, and Compare closes.
    void resetTo(const Branch &first);

    CompareView *compareView() const { return m_compare; }
    // Splits the Timeline tab: `row` under the current run (-1: the latest other branch).
    void compareWith(int row = -1);
    QAction *compareAction() const { return m_compareToggle; }
    // Runs this scenario with `policies` too (on the embedded simulator) and compares with it.
    void compareWithVariant(const Policies &policies);

Q_SIGNALS:
    // Another branch is shown (switchToBranch()), after its run's runChanged(), which came while
    // isSwitching(): what waits for a change of run that is not a switch follows now.
    void switched();

private:
    void createActions();
    void createMenus();
    void onRunChanged(RunChange change);
    void recordBranch();
    void showCompareMenu(QMenu *menu);
    void leaveCompare();

    MainWindow *m_window;
    RunController *m_run;
    ViewState *m_view;
    BranchModel *m_branches;
    CompareView *m_compare = nullptr;
    QComboBox *m_branchCombo = nullptr;
    QAction *m_compareToggle = nullptr;  // View ▸ Compare Runs: the split view on or off
    QMenu *m_compareMenu = nullptr;
    bool m_switching = false;
};

}  // namespace locklab
