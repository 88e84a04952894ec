// SPDX-License-Identifier: MIT
#include "labtabs.h"

#include "fairnessview.h"
#include "faultpalette.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "sweepview.h"
#include "timelinewidget.h"

#include <QDockWidget>
#include <QTabWidget>

namespace locklab {

LabTabs installLabTabs(MainWindow *window, QWidget *timeline)
{
    auto *tabs = new QTabWidget(window);
    tabs->setObjectName(QStringLiteral("mainTabs"));
    tabs->setDocumentMode(true);
    tabs->addTab(timeline, MainWindow::tr("Timeline"));

    auto *sweep =
        new SweepView([window] { return std::make_pair(window->document()->scenario(), window->policies()); }, tabs);
    sweep->setObjectName(QStringLiteral("sweepView"));
    tabs->addTab(sweep, MainWindow::tr("Sweep"));
    QObject::connect(sweep, &SweepView::trialRequested, window,
                     [window, tabs, timeline](const Scenario &scenario, const Policies &policies, quint64 seed,
                                              const QString &caption, Micros failsAt) {
                         window->run()->setSeed(seed);
                         window->document()->apply(scenario, MainWindow::tr("Open %1").arg(caption));
                         window->setPolicies(policies);
                         tabs->setCurrentWidget(timeline);
                         window->timeline()->fitAll();
                         window->setCursorTime(failsAt);
                     });
    // The form follows the scenario the window opens: a Redlock lesson is compared with one instance.
    const auto suggest = [window, sweep] { sweep->suggestFor(window->document()->scenario()); };
    QObject::connect(window->document(), &ScenarioDocument::changed, sweep, suggest);
    suggest();

    auto *fairness = new FairnessView(tabs);
    fairness->setObjectName(QStringLiteral("fairnessView"));
    tabs->addTab(fairness, MainWindow::tr("Fairness"));
    // Two 24-worker runs: only when someone looks.
    QObject::connect(tabs, &QTabWidget::currentChanged, fairness, [tabs, fairness] {
        if (tabs->currentWidget() == fairness && fairness->summary(0).acquisitions.isEmpty())
            fairness->compare();
    });

    auto *dock = new QDockWidget(MainWindow::tr("Fault palette"), window);
    dock->setObjectName(QStringLiteral("faultDock"));
    auto *palette = new FaultPalette(window->run(), window->document(), window->view(), dock);
    palette->setObjectName(QStringLiteral("faultPalette"));
    dock->setWidget(palette);
    window->addRightDock(dock);
    return LabTabs{tabs, sweep, fairness, palette, dock};
}

}  // namespace locklab
