// SPDX-License-Identifier: MIT
#include "breakpointdebugger.h"
#include "core/simulation.h"
#include "fixedrowtableview.h"
#include "inspectorview.h"
#include "live/managedredis.h"
#include "mainwindow.h"
#include "presentation.h"
#include "recordings.h"
#include "runbranches.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "timelinewidget.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "windowoptions.h"
#include "workertablemodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace locklab;

namespace {

QComboBox *combo(MainWindow &w, const QString &accessibleName)
{
    for (QComboBox *c : w.findChildren<QComboBox *>()) {
        if (c->accessibleName() == accessibleName)
            return c;
    }
    return nullptr;
}

QAction *action(MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

}  // namespace

class TestUiMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void opensOnTtlOverlap();
    void partsPlugInThroughTheSeams();
    void releaseToggleChangesVerdict();
    void fencingRefusesLateWrite();
    void toggleKeepsZoomAndCursor();
    void stepRunsExactlyOneEvent();
    void stepBackReRuns();
    void cursorAndLogFollowEachOther();
    void editReRunsAndUndoes();
    void liveBackendErrorsShowInWindow();
    void managedRedisRunsAndSteps();
    void badFileShowsError();
};

void TestUiMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// The debugging and presentation parts reach the window's menus and docks by id: their actions
// land in the right menus in the right order, whatever the language, and every dock is listed.
void TestUiMainWindow::partsPlugInThroughTheSeams()
{
    MainWindow w(options(QString()));
    QList<QMenu *> inBar;
    for (QAction *a : w.menuBar()->actions()) {
        if (a->menu())
            inBar.append(a->menu());
    }
    const QList<MenuId> order{MenuId::File,    MenuId::Edit,  MenuId::Run, MenuId::View,
                              MenuId::Backend, MenuId::Debug, MenuId::Help};
    QCOMPARE(inBar.size(), order.size());
    for (qsizetype i = 0; i < order.size(); ++i) {
        QVERIFY(w.menu(order.at(i)));
        QCOMPARE(inBar.at(i), w.menu(order.at(i)));
        QVERIFY2(!w.menu(order.at(i))->title().isEmpty(), "every menu has a title once its part filled it");
    }
    // Debug: F8 first; File: the recording and export actions before Quit, which stays last.
    QCOMPARE(w.menu(MenuId::Debug)->actions().constFirst(), w.debugger()->runToNextAction());
    const QList<QAction *> file = w.menu(MenuId::File)->actions();
    QCOMPARE(file.constLast()->shortcut(), QKeySequence(QKeySequence::Quit));
    QVERIFY(w.menu(MenuId::Backend)->actions().contains(w.recordings()->watchAction()));
    QVERIFY(w.menu(MenuId::View)->actions().contains(w.presentation()->presentationAction()));
    // The three debugging parts fill the window's seams: the Debug toolbar (titled by them, Next
    // Breakpoint then the Runs list), Compare in View, the Lock keys dock last in Debug.
    QToolBar *debugBar = w.debugToolBar();
    QCOMPARE(debugBar->windowTitle(), QStringLiteral("Debug"));
    QCOMPARE(debugBar->actions().constFirst(), w.debugger()->runToNextAction());
    QVERIFY(debugBar->findChild<QComboBox *>(QStringLiteral("branchCombo")));
    QVERIFY(w.menu(MenuId::View)->actions().contains(w.branches()->compareAction()));
    QCOMPARE(w.menu(MenuId::Debug)->actions().constLast(), w.recordings()->lockKeysDock()->toggleViewAction());
    // Every dock, the debugging parts' included, is in docks(); the window's own by id.
    const QList<QDockWidget *> docks = w.docks();
    for (DockId id : {DockId::Inspector, DockId::Log, DockId::Faults})
        QVERIFY(docks.contains(w.dock(id)));
    QVERIFY(docks.contains(w.debugger()->violationsDock()));
    QCOMPARE(w.dock(DockId::Inspector)->widget(), w.inspector());
    // The breakpoint hits and violations are tabbed with the event log.
    QVERIFY(w.tabifiedDockWidgets(w.dock(DockId::Log)).contains(w.debugger()->violationsDock()));
}

void TestUiMainWindow::opensOnTtlOverlap()
{
    MainWindow w(options(QString()));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("ttl-overlap"));
    QVERIFY(w.run()->isAtEnd());
    QVERIFY(w.logModel()->rowCount() > 10);
    const Lane *a = w.timeline()->model().workerLane(0);
    QVERIFY(a);
    const QList<Segment> bar = a->bar.segments();
    QVERIFY(std::any_of(bar.cbegin(), bar.cend(), [](const Segment &s) { return s.kind == SegmentKind::Paused; }));
    w.resize(1400, 900);
    if (qEnvironmentVariableIsSet("LOCKLAB_SAVE_RENDER"))
        w.timeline()->grab().save(qEnvironmentVariable("LOCKLAB_SAVE_RENDER"));
}

void TestUiMainWindow::releaseToggleChangesVerdict()
{
    MainWindow w(options(QStringLiteral("naive-del")));
    QComboBox *release = combo(w, QStringLiteral("Release"));
    QVERIFY(release);
    QCOMPARE(w.policies().release, ReleaseMode::Naive);
    const QString naiveHeadline = w.banner()->headline();
    const Summary naive = w.run()->summary();
    QVERIFY(naive.foreignDeletes > 0);
    QCOMPARE(naiveHeadline, QStringLiteral("ANOTHER WORKER'S LOCK DELETED"));

    release->setCurrentIndex(release->findData(int(ReleaseMode::Token)));
    QCOMPARE(w.run()->policies().release, ReleaseMode::Token);
    const Summary token = w.run()->summary();
    QCOMPARE(token.foreignDeletes, 0);
    QVERIFY(token.overlaps.size() < naive.overlaps.size());
    QVERIFY(w.banner()->headline() != naiveHeadline);
    QCOMPARE(w.banner()->headline(), QStringLiteral("TWO HOLDERS AT ONCE"));
}

void TestUiMainWindow::fencingRefusesLateWrite()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QCOMPARE(w.banner()->headline(), QStringLiteral("STALE WRITE ACCEPTED"));
    QAction *fencing = action(w, QStringLiteral("Fencing tokens"));
    QVERIFY(fencing);
    fencing->trigger();
    QVERIFY(w.run()->policies().fencing);
    QCOMPARE(w.banner()->headline(), QStringLiteral("TWO HOLDERS AT ONCE"));
    const Lane *store = w.timeline()->model().storeLane();
    const auto refused = std::find_if(store->markers.cbegin(), store->markers.cend(),
                                      [](const Marker &m) { return m.kind == MarkerKind::WriteRefused; });
    QVERIFY(refused != store->markers.cend());
    QCOMPARE(w.run()->trace().workerName(refused->worker), QStringLiteral("A"));
    QCOMPARE(refused->number, 1);
}

void TestUiMainWindow::toggleKeepsZoomAndCursor()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.view()->setVisibleRange(100000, 200000);
    w.setCursorTime(150000);
    action(w, QStringLiteral("Fencing tokens"))->trigger();
    QCOMPARE(w.view()->visibleFrom(), 100000);
    QCOMPARE(w.view()->visibleTo(), 200000);
    QCOMPARE(w.view()->cursor(), 150000);
    QCOMPARE(w.view()->currentEvent(), w.logModel()->rowAtOrBefore(150000));
}

void TestUiMainWindow::stepRunsExactlyOneEvent()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    action(w, QStringLiteral("Reset"))->trigger();
    QCOMPARE(w.run()->position(), 0);
    QVERIFY(!w.run()->isAtEnd());
    QAction *step = action(w, QStringLiteral("Step"));
    QVERIFY(step);

    // The reference: the same run stepped by hand through the engine.
    const Scenario scenario = w.document()->scenario();
    Simulation reference(scenario, w.run()->policies(), w.run()->seed());
    for (int n = 1; n <= 12; ++n) {
        step->trigger();
        QVERIFY(reference.step());
        QCOMPARE(w.run()->position(), n);
        QCOMPARE(w.run()->trace().events.size(), reference.trace().events.size());
        QCOMPARE(w.logModel()->rowCount(), int(reference.trace().events.size()));
        QCOMPARE(w.run()->now(), reference.now());
        // The cursor follows to what just ran.
        QCOMPARE(w.view()->cursor(), reference.now());
    }
    QVERIFY(w.banner()->headline().contains(QStringLiteral("so far"))
            || w.banner()->headline() == QStringLiteral("SAFE"));
}

void TestUiMainWindow::stepBackReRuns()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.run()->reset();
    for (int i = 0; i < 8; ++i)
        w.run()->step();
    const Trace atSeven = [&] {
        Simulation s(w.document()->scenario(), w.run()->policies(), w.run()->seed());
        for (int i = 0; i < 7; ++i)
            s.step();
        return s.trace();
    }();
    action(w, QStringLiteral("Step back"))->trigger();
    QCOMPARE(w.run()->position(), 7);
    QCOMPARE(w.run()->trace().events.size(), atSeven.events.size());
    for (qsizetype i = 0; i < atSeven.events.size(); ++i)
        QCOMPARE(w.run()->trace().events.at(i).at, atSeven.events.at(i).at);
    action(w, QStringLiteral("Show all"))->trigger();
    QVERIFY(w.run()->isAtEnd());
}

void TestUiMainWindow::cursorAndLogFollowEachOther()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.setCursorTime(121500);
    const int row = w.logModel()->rowAtOrBefore(121500);
    QVERIFY(row > 0);
    QCOMPARE(w.logView()->currentIndex().row(), row);
    // And back: picking a row in the log moves the cursor to its event.
    w.logView()->setCurrentIndex(w.logModel()->index(5, 0));
    QCOMPARE(w.view()->currentEvent(), 5);
    QCOMPARE(w.view()->cursor(), w.run()->trace().events.at(5).at);
}

void TestUiMainWindow::editReRunsAndUndoes()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QVERIFY(w.run()->summary().verdict != Verdict::Safe);
    WorkerTableModel *workers = w.editor()->workerModel();
    // Every item model runs under the tester: edits, duplicates and removals keep it consistent.
    QAbstractItemModelTester tester(workers, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // A pause shorter than the TTL: A finishes before its key expires, nobody overlaps.
    QVERIFY(workers->setData(workers->index(0, WorkerTableModel::PauseColumn), 40));
    QCOMPARE(w.run()->scenario().workers.at(0).steps.at(1).ms, 40);
    QCOMPARE(w.run()->summary().verdict, Verdict::Safe);
    QCOMPARE(w.banner()->headline(), QStringLiteral("SAFE"));
    w.document()->undoStack()->undo();
    QVERIFY(w.run()->summary().verdict != Verdict::Safe);
    w.document()->undoStack()->redo();
    QCOMPARE(w.run()->summary().verdict, Verdict::Safe);

    const int before = workers->rowCount();
    workers->duplicateWorker(1);
    QCOMPARE(workers->rowCount(), before + 1);
    QCOMPARE(w.run()->trace().workers.size(), before + 1);
    workers->removeWorker(before);
    QCOMPARE(workers->rowCount(), before);
    QVERIFY(!workers->setData(workers->index(0, WorkerTableModel::NameColumn), QStringLiteral("B")));  // duplicate name
}

void TestUiMainWindow::liveBackendErrorsShowInWindow()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QVERIFY(w.message().isEmpty());
    w.setBackend(BackendKind::RedisUrl, QStringLiteral("http://example.org"));
    QVERIFY2(w.message().contains(QStringLiteral("Redis URL")), qPrintable(w.message()));
    QCOMPARE(w.banner()->headline(), QStringLiteral("NO RUN"));
    QCOMPARE(w.run()->totalSteps(), 0);
    QCOMPARE(w.timeline()->model().lanes.size(), 4);  // the lanes stay, empty
    // Nothing listens on port 1: the connection error is shown, never a crash.
    w.setBackend(BackendKind::RedisUrl, QStringLiteral("redis://127.0.0.1:1"));
    QVERIFY(!w.message().isEmpty());
    QCOMPARE(w.banner()->headline(), QStringLiteral("NO RUN"));
    w.setBackend(BackendKind::Embedded);
    QVERIFY(w.message().isEmpty());
    QCOMPARE(w.banner()->headline(), QStringLiteral("STALE WRITE ACCEPTED"));
    // A failover race on a user's Redis: refused before any connection, in the window's words.
    MainWindow failover(options(QStringLiteral("failover-loses-lock")));
    failover.setBackend(BackendKind::RedisUrl, QStringLiteral("redis://127.0.0.1:1"));
    QVERIFY2(failover.message().contains(QStringLiteral("needs a primary with 2 replica"))
                 && failover.message().contains(QStringLiteral("Managed local Redis in the Backend menu")),
             qPrintable(failover.message()));
    QCOMPARE(failover.banner()->headline(), QStringLiteral("NO RUN"));
}

void TestUiMainWindow::managedRedisRunsAndSteps()
{
    if (ManagedRedis::executable().isEmpty())
        QSKIP("redis-server is not installed");
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    const Verdict embedded = w.run()->summary().verdict;
    w.setBackend(BackendKind::ManagedRedis);
    QVERIFY2(w.message().isEmpty(), qPrintable(w.message()));
    QVERIFY(w.run()->totalSteps() > 10);
    QCOMPARE(w.run()->summary().verdict, embedded);  // real Redis agrees with the model
    // Afterwards, Step and Step back walk the recording without running again: cursor moves
    // over the whole recorded trace.
    const Trace recorded = w.run()->fullTrace();
    const int started = w.run()->sessionsStarted();
    QVERIFY(w.run()->stepsOverKnownRun());
    w.run()->reset();
    QCOMPARE(w.run()->shownEvents(), 0);
    w.run()->step();
    w.run()->step();
    w.run()->stepBack();
    QCOMPARE(w.run()->position(), 1);
    QCOMPARE(w.run()->shownEvents(), 1);
    QCOMPARE(w.run()->now(), recorded.events.first().at);
    QCOMPARE(w.run()->sessionsStarted(), started);
    w.setBackend(BackendKind::Embedded);
}

void TestUiMainWindow::badFileShowsError()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QVERIFY(!w.openScenario(QStringLiteral("/nonexistent/scenario.json")));
    QVERIFY(w.message().contains(QStringLiteral("scenario.json")));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("ttl-overlap"));
}

QTEST_MAIN(TestUiMainWindow)
#include "tst_uimainwindow.moc"
