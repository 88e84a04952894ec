// SPDX-License-Identifier: MIT
#pragma once

class QDockWidget;
class QTabWidget;
class QWidget;

namespace locklab {

class FairnessView;
class FaultPalette;
class MainWindow;
class SweepView;

struct LabTabs {
    QTabWidget *tabs = nullptr;  // Timeline | Sweep | Fairness
    SweepView *sweep = nullptr;
    FairnessView *fairness = nullptr;
    FaultPalette *faultPalette = nullptr;
    QDockWidget *faultDock = nullptr;
};

// The main area's tabs and the fault palette dock, wired to the window through its public API so
// MainWindow itself only places the tabs.
LabTabs installLabTabs(MainWindow *window, QWidget *timeline);

}  // namespace locklab
