// SPDX-License-Identifier: MIT
#pragma once

class QTabWidget;
class QWidget;

namespace locklab {

class MainWindow;

// The main area's tabs (Timeline | Sweep | Fairness) and the fault palette dock, wired to the
// window through its public API so MainWindow itself only places the returned widget.
QTabWidget *installLabTabs(MainWindow *window, QWidget *timeline);

}  // namespace locklab
