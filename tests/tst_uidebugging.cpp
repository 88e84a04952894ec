// SPDX-License-Identifier: MIT
// Issue 5 in the window: breakpoints and their hits, the violations' witnesses, recordings,
// branches and compare.
#include "branchmodel.h"
#include "breakpointdebugger.h"
#include "breakpointhitmodel.h"
#include "breakpointmarkers.h"
#include "compareview.h"
#include "core/recording.h"
#include "elidedcombobox.h"
#include "mainwindow.h"
#include "recordings.h"
#include "runbranches.h"
#include "runcontroller.h"
#include "timelineoverview.h"
#include "timelinewidget.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationmodel.h"
#include "violationspanel.h"
#include "windowoptions.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

QAction *action(MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

constexpr Micros bAcquires = 121200;  // ttl-overlap: B's sixth SET NX is granted at 121.2 ms

}  // namespace

class TestUiDebugging : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void runToNextLandsOnOverlap();
    void runToNextWhileSteppingRunsForward();
    void theViewFollowsTheCursor_data();
    void theViewFollowsTheCursor();
    void overviewShowsAndMovesTheWindow();
    void overviewLinesUpWithTheTimeline_data();
    void overviewLinesUpWithTheTimeline();
    void disablingAKindSkipsIt();
    void hitListRowsJumpAndModelIsSound();
    void hitsAreFoundWhenFirstAsked();
    void violationsPanelShowsWitness();
    void saveOpenRecordingRoundTrip();
    void compactRecordingOpens();
    void exportJsonLines();
    void fencingFlipBranchesAndCompares();
    void compareIsASplitView_data();
    void compareIsASplitView();
    void compareSyncsCursorAndZoom();
    void branchNamesSayWhatDiffers();
    void openedRecordingShowsItsBackend_data();
    void openedRecordingShowsItsBackend();
};

void TestUiDebugging::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestUiDebugging::runToNextLandsOnOverlap()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    QVERIFY(debugger);
    QCOMPARE(debugger->runToNextAction()->shortcut(), QKeySequence(Qt::Key_F8));
    w.setCursorTime(0);
    QSignalSpy cursor(w.view(), &ViewState::cursorChanged);
    debugger->runToNextAction()->trigger();
    QVERIFY(!cursor.isEmpty());
    QCOMPARE(w.view()->cursor(), bAcquires);
    const int event = w.view()->currentEvent();
    const TraceEvent &e = w.run()->trace().events.at(event);
    QCOMPARE(e.at, bAcquires);
    QCOMPARE(w.run()->trace().workerName(e.worker), QStringLiteral("B"));
    // The hit the cursor is on is the overlap, and A still believes it holds the lock there.
    const QList<BreakpointHit> hits = findBreakpointHits(w.run()->fullInterpretation());
    const auto it =
        std::find_if(hits.begin(), hits.end(), [&](const BreakpointHit &h) { return h.eventIndex == event; });
    QVERIFY(it != hits.end());
    QCOMPARE(it->kind, BreakpointKind::OverlapBegins);
    QVERIFY(debugger->hitView()->currentIndex().isValid());
    QCOMPARE(debugger->hitModel()->data(debugger->hitView()->currentIndex(), BreakpointHitModel::KindRole).toInt(),
             int(BreakpointKind::OverlapBegins));
    // The next press moves on past it, never back.
    const qsizetype next = debugger->runToNextBreakpoint();
    QVERIFY(next >= 0);
    QVERIFY(w.view()->cursor() > bAcquires);
}

void TestUiDebugging::runToNextWhileSteppingRunsForward()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    w.run()->reset();
    QCOMPARE(w.run()->position(), 0);
    const qsizetype hit = debugger->runToNextBreakpoint();
    QVERIFY(hit >= 0);
    QCOMPARE(debugger->hits().at(hit).kind, BreakpointKind::OverlapBegins);
    // The run stepped forward until B's acquire happened, and stopped there.
    QVERIFY(!w.run()->isAtEnd());
    QVERIFY(w.run()->trace().events.size() > debugger->hits().at(hit).eventIndex);
    QVERIFY(w.run()->now() <= bAcquires + 1000);
    QCOMPARE(w.view()->cursor(), bAcquires);
}

void TestUiDebugging::theViewFollowsTheCursor_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("F8 from the whole run") << QStringLiteral("F8");
    QTest::newRow("F8 while stepping") << QStringLiteral("F8 stepping");
    QTest::newRow("step") << QStringLiteral("step");
}

// Issue 27: zoomed in at the start, a hit or a step outside the slice on screen brings it into
// view, and the zoom stays what it was.
void TestUiDebugging::theViewFollowsTheCursor()
{
    QFETCH(QString, how);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ViewState *view = w.view();
    w.timeline()->fitAll();
    w.setCursorTime(0);
    w.timeline()->zoomBy(8);
    const Micros span = view->visibleTo() - view->visibleFrom();
    if (how == QStringLiteral("step")) {
        // The cursor just past the slice's end, where a step lands beyond it.
        w.setCursorTime(view->visibleTo() - 1);
        w.findChild<QAction *>(QStringLiteral("stepAction"))->trigger();
    } else {
        if (how == QStringLiteral("F8 stepping"))
            w.findChild<QAction *>(QStringLiteral("resetAction"))->trigger();
        QVERIFY(view->visibleTo() < bAcquires);
        w.debugger()->runToNextAction()->trigger();
        QCOMPARE(view->cursor(), bAcquires);
    }
    QVERIFY2(
        view->visibleFrom() <= view->cursor() && view->cursor() <= view->visibleTo(),
        qPrintable(
            QStringLiteral("%1 not in %2–%3").arg(view->cursor()).arg(view->visibleFrom()).arg(view->visibleTo())));
    QVERIFY(qAbs((view->visibleTo() - view->visibleFrom()) - span) <= 1);
}

// The overview strip: the whole run, the slice on screen as a window that a drag moves (keeping
// its span) and a click elsewhere centres; a double-click shows the whole run again.
void TestUiDebugging::overviewShowsAndMovesTheWindow()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *overview = w.findChild<TimelineOverview *>(QStringLiteral("timelineOverview"));
    QVERIFY(overview);
    QVERIFY(overview->isVisible());
    ViewState *view = w.view();
    w.timeline()->fitAll();
    w.setCursorTime(0);
    w.timeline()->zoomBy(4);
    const Micros from = view->visibleFrom();
    const Micros span = view->visibleTo() - from;
    const int y = overview->height() / 2;
    // Grab the window in its middle and drag it right by a quarter of the run.
    const double grab = overview->xOf(from + span / 2);
    const Micros quarter = w.run()->extent() / 4;
    QTest::mousePress(overview, Qt::LeftButton, {}, QPoint(int(grab), y));
    QMouseEvent move(QEvent::MouseMove, QPointF(overview->xOf(from + span / 2 + quarter), y),
                     overview->mapToGlobal(QPointF(overview->xOf(from + span / 2 + quarter), y)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(overview, &move);
    QTest::mouseRelease(overview, Qt::LeftButton, {}, QPoint(int(overview->xOf(from + span / 2 + quarter)), y));
    QVERIFY(qAbs((view->visibleTo() - view->visibleFrom()) - span) <= 1);
    const Micros pixel = overview->timeAt(1) - overview->timeAt(0);
    QVERIFY2(qAbs(view->visibleFrom() - (from + quarter)) <= 2 * pixel,
             qPrintable(QStringLiteral("%1 vs %2").arg(view->visibleFrom()).arg(from + quarter)));
    // A click near the run's start centres the window there (kept near the run).
    QTest::mouseClick(overview, Qt::LeftButton, {}, QPoint(int(overview->xOf(span / 2)), y));
    QVERIFY(qAbs(view->visibleFrom()) <= 2 * pixel);
    QTest::mouseDClick(overview, Qt::LeftButton, {}, QPoint(int(overview->xOf(span / 2)), y));
    QVERIFY(view->visibleTo() - view->visibleFrom() > 3 * span);
}

void TestUiDebugging::overviewLinesUpWithTheTimeline_data()
{
    QTest::addColumn<bool>("compare");
    QTest::newRow("one timeline") << false;
    QTest::newRow("Compare") << true;
}

// Issue 27: fitted to the whole run, the timeline and its overview strip put an instant at one x
// (in Compare the strip was ~40 px off: it spanned its own width, not the timeline's plot).
void TestUiDebugging::overviewLinesUpWithTheTimeline()
{
    QFETCH(bool, compare);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    if (compare) {
        w.setCursorTime(bAcquires);
        action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
        w.branches()->compareAction()->trigger();
        QVERIFY(w.branches()->compareView()->isVisible());
    }
    w.timeline()->fitAll();
    QCoreApplication::processEvents();
    auto *overview = w.findChild<TimelineOverview *>(QStringLiteral("timelineOverview"));
    QVERIFY(overview && overview->isVisible());
    const TimeMapping m = w.timeline()->mapping();
    for (const Micros at : {Micros(0), bAcquires, w.timeline()->extent()}) {
        const double inTimeline = w.timeline()->mapTo(&w, QPointF(m.mapTimeToX(at), 0)).x();
        const double inStrip = overview->mapTo(&w, QPointF(overview->xOf(at), 0)).x();
        QVERIFY2(qAbs(inTimeline - inStrip) <= 1,
                 qPrintable(QStringLiteral("%1 µs: %2 vs %3").arg(at).arg(inTimeline).arg(inStrip)));
    }
}

void TestUiDebugging::disablingAKindSkipsIt()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    // Off by default, on demand: A's key expiring under it comes before the overlap.
    debugger->setKindEnabled(BreakpointKind::LockExpiredUnderHolder, true);
    w.setCursorTime(0);
    qsizetype hit = debugger->runToNextBreakpoint();
    QCOMPARE(debugger->hits().at(hit).kind, BreakpointKind::LockExpiredUnderHolder);
    QCOMPARE(w.view()->cursor(), Micros(101000));

    debugger->kindAction(BreakpointKind::LockExpiredUnderHolder)->setChecked(false);
    debugger->kindAction(BreakpointKind::OverlapBegins)->setChecked(false);
    QVERIFY(!(debugger->enabledKinds() & breakpointBit(BreakpointKind::OverlapBegins)));
    w.setCursorTime(0);
    hit = debugger->runToNextBreakpoint();
    QVERIFY(hit >= 0);
    QVERIFY(debugger->hits().at(hit).kind != BreakpointKind::OverlapBegins);
    QCOMPARE(debugger->hits().at(hit).kind, BreakpointKind::StaleWriteAccepted);
    QCOMPARE(w.view()->cursor(), Micros(400400));

    // Nothing enabled: no stop, the cursor stays.
    for (int i = 0; i < breakpointKindCount; ++i)
        debugger->setKindEnabled(static_cast<BreakpointKind>(i), false);
    w.setCursorTime(0);
    QCOMPARE(debugger->runToNextBreakpoint(), qsizetype(-1));
    QCOMPARE(w.view()->cursor(), Micros(0));
    auto *markers = w.debugger()->breakpointMarkers();
    QVERIFY(markers);
    QVERIFY(markers->markerXs().isEmpty());
    debugger->setKindEnabled(BreakpointKind::OverlapBegins, true);
    QCOMPARE(markers->markerXs().size(), 1);
}

void TestUiDebugging::hitListRowsJumpAndModelIsSound()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    auto *runBranches = w.branches();
    QAbstractItemModelTester tester(debugger->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester branchTester(runBranches->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(debugger->hitModel()->rowCount() >= 3);
    QCOMPARE(debugger->hitModel()->rowCount(), int(debugger->hits().size()));
    const int last = debugger->hitModel()->rowCount() - 1;
    emit debugger->hitView()->activated(debugger->hitModel()->index(last, 0));
    QCOMPARE(w.view()->cursor(), debugger->hits().at(last).at);
    QCOMPARE(qsizetype(w.view()->currentEvent()), debugger->hits().at(last).eventIndex);
    // A disabled kind's rows stay listed, marked as such.
    debugger->setKindEnabled(BreakpointKind::OverlapBegins, false);
    bool sawDisabled = false;
    for (int r = 0; r < debugger->hitModel()->rowCount(); ++r) {
        const QModelIndex i = debugger->hitModel()->index(r, 0);
        if (i.data(BreakpointHitModel::KindRole).toInt() == int(BreakpointKind::OverlapBegins)) {
            QVERIFY(!i.data(BreakpointHitModel::EnabledRole).toBool());
            sawDisabled = true;
        }
    }
    QVERIFY(sawDisabled);
    // Flipping fencing re-runs: the tester checks the reset and the branch rows.
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
}

// Issue 18: a run's hits cost nothing until a view asks for them; then the rows are the hits of
// core's one search, and a row's words are made for the rows read.
void TestUiDebugging::hitsAreFoundWhenFirstAsked()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    QVERIFY(!debugger->hits().isFound());
    debugger->setKindEnabled(BreakpointKind::LockExpiredUnderHolder, true);  // a kind toggled: still nothing
    QVERIFY(!debugger->hits().isFound());
    const QList<BreakpointHit> all = findBreakpointHits(w.run()->fullInterpretation());
    QCOMPARE(debugger->hitModel()->rowCount(), int(all.size()));  // counted
    QVERIFY(!debugger->hits().isFound());
    QAbstractItemModelTester tester(debugger->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(debugger->hits().isFound());  // the tester read rows
    for (int r = 0; r < debugger->hitModel()->rowCount(); ++r) {
        const QModelIndex row = debugger->hitModel()->index(r, BreakpointHitModel::DescriptionColumn);
        QCOMPARE(row.data().toString(), all.at(r).description);
        QCOMPARE(row.data(BreakpointHitModel::TimeRole).toLongLong(), all.at(r).at);
        QCOMPARE(row.data(BreakpointHitModel::EventIndexRole).toLongLong(), qlonglong(all.at(r).eventIndex));
    }
    // The markers read the same hits: one diamond per enabled hit before layout.
    QCOMPARE(debugger->breakpointMarkers()->markerXs().size(), int(all.size()));
}

void TestUiDebugging::violationsPanelShowsWitness()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    const QStringList rows = debugger->violationsPanel()->rowTexts();
    const QString witness = QStringLiteral("B acquired at 121.2 ms; both were inside until 271.4 ms.");
    const auto found = std::find_if(rows.begin(), rows.end(), [&](const QString &r) { return r.contains(witness); });
    QVERIFY2(found != rows.end(), qPrintable(rows.join(u'\n')));
    QVERIFY(found->contains(QStringLiteral("A's lock expired")));
    // The panel's list is a model: every violation a row, its witness in the last column.
    ViolationModel *model = debugger->violationsPanel()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int row = int(found - rows.begin());
    QCOMPARE(model->rowCount(), int(rows.size()));
    QCOMPARE(model->index(row, ViolationModel::ExplanationColumn).data().toString(), *found);
    QCOMPARE(model->index(row, ViolationModel::TimeColumn).data(ViolationModel::TimeRole).toLongLong(), bAcquires);
    // Activating the row (or the detail's link) moves the cursor to where the violation begins.
    w.setCursorTime(0);
    auto *list = debugger->violationsPanel()->findChild<QTableView *>(QStringLiteral("violationList"));
    QVERIFY(list);
    list->setCurrentIndex(model->index(row, 0));
    auto *detail = debugger->violationsPanel()->findChild<QLabel *>(QStringLiteral("violationDetail"));
    QVERIFY(detail && detail->text().contains(found->toHtmlEscaped()));
    Q_EMIT list->activated(model->index(row, 0));
    QCOMPARE(w.view()->cursor(), bAcquires);
    w.setCursorTime(0);
    debugger->violationsPanel()->activate(row);
    QCOMPARE(w.view()->cursor(), bAcquires);
    // The verdict banner leads to the witnesses.
    auto *dock = w.debugger()->violationsDock();
    QVERIFY(dock);
    dock->hide();
    QTest::mouseClick(w.banner(), Qt::LeftButton);
    QVERIFY(!dock->isHidden());
    // A safe run has no witness to show.
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    const Summary &s = w.run()->fullSummary();
    QCOMPARE(debugger->violationsPanel()->rowTexts().size(), int(s.violations.size()));
}

// Issue 18: the compact encoding opens in the window like the JSON one (read on a thread of its own).
void TestUiDebugging::compactRecordingOpens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ttl.locklab"));
    Trace saved;
    QString headline;
    {
        MainWindow w(options(QStringLiteral("ttl-overlap")));
        QString error;
        QVERIFY2(w.recordings()->saveRecording(path, &error), qPrintable(error));
        saved = w.run()->fullTrace();
        headline = w.banner()->headline();
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readLine().startsWith("locklab-recording compact"));
    MainWindow w(options(QStringLiteral("naive-del")));
    auto *debugger = w.debugger();
    auto *recordings = w.recordings();
    QString error;
    QVERIFY2(recordings->openRecording(path, &error), qPrintable(error));
    QVERIFY(recordings->isShowingRecording());
    QCOMPARE(w.run()->fullTrace().events.size(), saved.events.size());
    QCOMPARE(w.banner()->headline(), headline);
    QCOMPARE(debugger->violationsPanel()->rowTexts().size(), int(summarize(saved).violations.size()));
    // A broken file says so and leaves the window as it was.
    file.close();
    QVERIFY(QFile::resize(path, QFileInfo(path).size() / 2));
    QVERIFY(!recordings->openRecording(path, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
    QCOMPARE(w.run()->fullTrace().events.size(), saved.events.size());
}

void TestUiDebugging::saveOpenRecordingRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ttl.locklab.json"));
    QString headline;
    Trace saved;
    {
        MainWindow w(options(QStringLiteral("ttl-overlap")));
        auto *recordings = w.recordings();
        QString error;
        QVERIFY2(recordings->saveRecording(path, &error), qPrintable(error));
        headline = w.banner()->headline();
        saved = w.run()->fullTrace();
    }
    MainWindow w(options(QStringLiteral("naive-del")));
    QVERIFY(w.banner()->headline() != headline || w.run()->fullTrace().scenario != saved.scenario);
    auto *debugger = w.debugger();
    auto *recordings = w.recordings();
    auto *runBranches = w.branches();
    QString error;
    QVERIFY2(recordings->openRecording(path, &error), qPrintable(error));
    QVERIFY(recordings->isShowingRecording());
    QCOMPARE(w.run()->fullTrace().scenario, QStringLiteral("ttl-overlap"));
    QCOMPARE(w.run()->fullTrace().events.size(), saved.events.size());
    QCOMPARE(w.run()->fullTrace().endTime(), saved.endTime());
    QCOMPARE(w.banner()->headline(), headline);
    QCOMPARE(w.run()->fullSummary().verdict, summarize(saved).verdict);
    QCOMPARE(w.run()->fullSummary().overlaps.size(), summarize(saved).overlaps.size());
    QVERIFY(!debugger->violationsPanel()->rowTexts().isEmpty());
    // Stepping walks the recording; a toggle forks a new run and keeps the recording.
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    QCOMPARE(runBranches->model()->count(), 2);
    QVERIFY(w.banner()->headline() != headline);
    runBranches->switchToBranch(0);
    QCOMPARE(w.banner()->headline(), headline);
    QVERIFY(!action(w, QStringLiteral("Fencing tokens"))->isChecked());

    // A broken file is refused with a reason and the window keeps what it showed.
    const QString broken = dir.filePath(QStringLiteral("broken.locklab.json"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": 1}");
    f.close();
    QVERIFY(!recordings->openRecording(broken, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(w.banner()->headline(), headline);
}

void TestUiDebugging::exportJsonLines()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.jsonl"));
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QString error;
    QVERIFY2(w.recordings()->exportJsonLines(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), w.run()->fullTrace().events.size());
}

void TestUiDebugging::fencingFlipBranchesAndCompares()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    auto *runBranches = w.branches();
    QCOMPARE(runBranches->model()->count(), 1);
    const QString unsafe = w.banner()->headline();
    w.setCursorTime(0);
    QVERIFY(debugger->runToNextBreakpoint() >= 0);
    QAction *fencing = action(w, QStringLiteral("Fencing tokens"));
    QVERIFY(fencing && !fencing->isChecked());
    fencing->setChecked(true);
    QCOMPARE(runBranches->model()->count(), 2);
    QCOMPARE(runBranches->model()->current(), 1);
    // Named by what tells them apart: the fencing switch, and where the second run branched off.
    QCOMPARE(runBranches->model()->label(0), QStringLiteral("1. compare-and-delete · no fencing"));
    QCOMPARE(runBranches->model()->label(1), QStringLiteral("2. compare-and-delete · fencing · branched at 121.2 ms"));
    const QString fenced = w.banner()->headline();
    QVERIFY(fenced != unsafe);
    // The cursor stayed where the user was looking.
    QCOMPARE(w.view()->cursor(), bAcquires);

    runBranches->compareWith(0);
    CompareView *compare = runBranches->compareView();
    QVERIFY(compare->isVisibleTo(&w));
    QCOMPARE(compare->other(), 0);
    QCOMPARE(compare->currentHeadline(), fenced);
    QCOMPARE(compare->otherHeadline(), unsafe);
    QCOMPARE(compare->timeline()->trace().events.size(), runBranches->model()->at(0).trace.events.size());
    QVERIFY(runBranches->model()->at(0).summary.verdict != runBranches->model()->at(1).summary.verdict);
    // One time axis: the compared timeline maps time exactly like the main one.
    compare->timeline()->resize(w.timeline()->size());
    QCOMPARE(compare->timeline()->mapping().from(), w.timeline()->mapping().from());
    QCOMPARE(compare->timeline()->mapping().to(), w.timeline()->mapping().to());

    // Back to the first run: exactly as it was, and the toggle follows.
    runBranches->switchToBranch(0);
    QCOMPARE(w.banner()->headline(), unsafe);
    QVERIFY(!fencing->isChecked());
    QCOMPARE(runBranches->model()->count(), 2);
    // Flipping at the very start replaces the run instead of forking.
    MainWindow fresh(options(QStringLiteral("ttl-overlap")));
    auto *freshRunBranches = fresh.branches();
    fresh.setCursorTime(0);
    action(fresh, QStringLiteral("Fencing tokens"))->setChecked(true);
    QCOMPARE(freshRunBranches->model()->count(), 1);
}

void TestUiDebugging::compareIsASplitView_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QSize>("resized");
    QTest::newRow("1280x720") << QSize(1280, 720) << QSize(1920, 1080);
    QTest::newRow("1920x1080") << QSize(1920, 1080) << QSize(1280, 720);
}

// Compare splits the Timeline tab into two timelines with the same room for lanes, at any window
// size, and leaves it again.
void TestUiDebugging::compareIsASplitView()
{
    QFETCH(QSize, size);
    QFETCH(QSize, resized);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *runBranches = w.branches();
    CompareView *compare = runBranches->compareView();
    QVERIFY(!compare->isVisible());
    w.setCursorTime(bAcquires);
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    QVERIFY(runBranches->compareAction()->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    runBranches->compareAction()->trigger();
    QVERIFY(runBranches->compareAction()->isChecked());
    QCOMPARE(compare->other(), 0);
    QCoreApplication::processEvents();

    TimelineWidget *upper = w.timeline();
    TimelineWidget *lower = compare->timeline();
    const auto checkEqual = [&](const QSize &at) {
        QVERIFY(compare->isVisible());
        QVERIFY(upper->isVisible());
        QCOMPARE(w.size(), at);
        // Side by side in the splitter, one above the other, neither a sliver.
        QCOMPARE(w.timelineSplitter()->indexOf(compare), 1);
        QVERIFY(lower->mapTo(&w, QPoint()).y() > upper->mapTo(&w, QPoint()).y() + upper->height() - 1);
        const int both = upper->height() + lower->height();
        QVERIFY2(upper->height() > both * 2 / 5, qPrintable(QStringLiteral("%1 of %2").arg(upper->height()).arg(both)));
        // One legend under both: the lower one is taller by exactly the legend, so the lanes get
        // the same room and the same height in both.
        const TimelineLayout a = upper->currentLayout();
        const TimelineLayout b = lower->currentLayout();
        QCOMPARE(a.legend.height(), 0.0);
        QVERIFY(b.legend.height() > 0);
        QVERIFY2(
            std::abs(lower->height() - upper->height() - b.legend.height()) <= 1,
            qPrintable(QStringLiteral("%1 %2 %3").arg(upper->height()).arg(lower->height()).arg(b.legend.height())));
        QCOMPARE(a.laneHeight, b.laneHeight);
        QCOMPARE(a.lanes.size(), b.lanes.size());
        QVERIFY(std::abs(a.viewport.height() - b.viewport.height()) <= 1);
        // Both headlines are as tall: they are the only other thing in each pane.
        QCOMPARE(compare->headline()->height(), lower->mapTo(compare, QPoint()).y());
    };
    checkEqual(size);
    if (QTest::currentTestFailed())
        return;
    w.resize(resized);
    QCoreApplication::processEvents();
    checkEqual(resized);
    if (QTest::currentTestFailed())
        return;

    // Leave Compare: one timeline with its legend again.
    auto *leave = compare->findChild<QAbstractButton *>(QStringLiteral("leaveCompare"));
    QVERIFY(leave && leave->isVisible());
    QTest::mouseClick(leave, Qt::LeftButton);
    QVERIFY(!compare->isVisible());
    QVERIFY(!compare->headline()->isVisible());
    QVERIFY(!runBranches->compareAction()->isChecked());
    QVERIFY(upper->currentLayout().legend.height() > 0);
    // The shortcut's action brings it back with the same run.
    runBranches->compareAction()->trigger();
    QVERIFY(compare->isVisible());
    QCOMPARE(compare->other(), 0);
}

// One cursor and one visible range: moving either timeline moves the other.
void TestUiDebugging::compareSyncsCursorAndZoom()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *runBranches = w.branches();
    w.setCursorTime(bAcquires);
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    runBranches->compareWith(0);
    QCoreApplication::processEvents();
    TimelineWidget *upper = w.timeline();
    TimelineWidget *lower = runBranches->compareView()->timeline();
    QCOMPARE(upper->width(), lower->width());

    // A click on the lower timeline moves the cursor both draw.
    const TimeMapping m = lower->mapping();
    const int x = static_cast<int>(m.mapTimeToX(60000));
    QTest::mouseClick(lower, Qt::LeftButton, {}, QPoint(x, lower->height() / 2));
    const Micros clicked = w.view()->cursor();
    QVERIFY2(std::abs(clicked - 60000) < 5000, qPrintable(QString::number(clicked)));
    QVERIFY(clicked != bAcquires);
    QCOMPARE(upper->mapping().mapTimeToX(clicked), lower->mapping().mapTimeToX(clicked));
    // And one on the upper timeline moves it for the lower one.
    QTest::mouseClick(upper, Qt::LeftButton, {}, QPoint(static_cast<int>(m.mapTimeToX(200000)), upper->height() / 2));
    QVERIFY(std::abs(w.view()->cursor() - 200000) < 5000);

    // Zoom on the lower one: the upper one shows the same slice.
    const Micros fromBefore = upper->mapping().from();
    const Micros toBefore = upper->mapping().to();
    lower->zoomBy(2.0);
    QVERIFY(upper->mapping().to() - upper->mapping().from() < (toBefore - fromBefore) * 3 / 5);
    QCOMPARE(upper->mapping().from(), lower->mapping().from());
    QCOMPARE(upper->mapping().to(), lower->mapping().to());
    // Pan (drag) the upper one: the lower one follows.
    const Micros zoomedFrom = lower->mapping().from();
    QTest::mousePress(upper, Qt::LeftButton, {}, QPoint(700, upper->height() / 2));
    QMouseEvent move(QEvent::MouseMove, QPointF(600, upper->height() / 2), upper->mapToGlobal(QPointF(600, 0)),
                     Qt::LeftButton, Qt::LeftButton, {});
    QCoreApplication::sendEvent(upper, &move);
    QTest::mouseRelease(upper, Qt::LeftButton, {}, QPoint(600, upper->height() / 2));
    QVERIFY(lower->mapping().from() > zoomedFrom);
    QCOMPARE(upper->mapping().from(), lower->mapping().from());
}

// Each run is named by its scenario, the policies in which the runs differ and when it branched,
// so two runs never read the same; the Runs list cuts a long name and shows it whole on demand.
void TestUiDebugging::branchNamesSayWhatDiffers()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *runBranches = w.branches();
    w.setCursorTime(bAcquires);
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    // The classic pair from the other side: this run (fencing) with naive DEL.
    Policies naive = w.policies();
    naive.release = ReleaseMode::Naive;
    runBranches->compareWithVariant(naive);
    BranchModel *branches = runBranches->model();
    QAbstractItemModelTester tester(branches);
    QCOMPARE(branches->count(), 3);
    QCOMPARE(branches->title(0), QStringLiteral("ttl-overlap · compare-and-delete · no fencing"));
    QCOMPARE(branches->title(1), QStringLiteral("ttl-overlap · compare-and-delete · fencing · branched at 121.2 ms"));
    QCOMPARE(branches->title(2), QStringLiteral("ttl-overlap · naive DEL · fencing · branched at 121.2 ms"));
    // Another switch than the pair is named once it differs from the first run.
    Policies heartbeat = w.policies();
    heartbeat.heartbeat.enabled = true;
    runBranches->compareWithVariant(heartbeat);
    QCOMPARE(branches->title(3),
             QStringLiteral("ttl-overlap · compare-and-delete · fencing · heartbeat · branched at 121.2 ms"));
    runBranches->compareWith(2);
    QSet<QString> distinct;
    for (int i = 0; i < branches->count(); ++i)
        distinct.insert(branches->label(i));
    QCOMPARE(distinct.size(), 4);
    CompareView *compare = runBranches->compareView();
    QCOMPARE(compare->other(), 2);
    QCOMPARE(compare->currentTitle(),
             QStringLiteral("This run: %1 %2").arg(compare->currentHeadline(), branches->title(1)));
    QCOMPARE(compare->otherTitle(),
             QStringLiteral("Compared: %1 %2").arg(compare->otherHeadline(), branches->title(2)));
    // The list that names the compared run shows its name whole.
    auto *which = compare->findChild<ElidedComboBox *>();
    QVERIFY(which && which->isVisible());
    QCOMPARE(which->currentText(), branches->label(2));
    QCOMPARE(which->shownText(), which->currentText());

    // The Runs list in the toolbar: on screen, cut with "…", whole in its tooltip and list.
    auto *runs = w.findChild<ElidedComboBox *>(QStringLiteral("branchCombo"));
    QVERIFY(runs && runs->isVisible());
    QVERIFY(runs->mapTo(&w, QPoint(runs->width(), 0)).x() <= w.width());
    QCOMPARE(runs->currentText(), branches->label(1));
    QVERIFY2(runs->shownText().endsWith(u'…') || runs->shownText() == runs->currentText()
                 || runs->shownText() == branches->shortLabel(1),
             qPrintable(runs->shownText()));
    QVERIFY(runs->fontMetrics().horizontalAdvance(runs->shownText()) < runs->width());
    // Told apart at 1280 px by what follows the number ("compare-and-…" began three of them): the
    // switches each run flipped, the one fewest runs share first.
    QSet<QString> shown;
    for (int i = 0; i < branches->count(); ++i) {
        const QSignalBlocker blocker(runs);
        runs->setCurrentIndex(i);
        shown.insert(runs->shownText().section(u' ', 1).remove(u'…'));
    }
    runs->setCurrentIndex(branches->current());
    QCOMPARE(shown.size(), branches->count());
    // The open list holds every name whole as its items draw it, the current one in bold too.
    runs->showPopup();
    QVERIFY2(
        runs->view()->viewport()->width() >= runs->view()->sizeHintForColumn(0),
        qPrintable(
            QStringLiteral("%1 < %2").arg(runs->view()->viewport()->width()).arg(runs->view()->sizeHintForColumn(0))));
    runs->hidePopup();
    QCOMPARE(branches->shortLabel(0), QStringLiteral("1. first run"));
    QCOMPARE(branches->shortLabel(3), QStringLiteral("4. heartbeat · fencing"));
    QHelpEvent help(QEvent::ToolTip, QPoint(4, 4), runs->mapToGlobal(QPoint(4, 4)));
    QCoreApplication::sendEvent(runs, &help);
    QVERIFY2(runs->toolTip().contains(branches->label(1).toHtmlEscaped()), qPrintable(runs->toolTip()));
    QCOMPARE(branches->index(1).data(Qt::ToolTipRole).toString().left(branches->title(1).size()), branches->title(1));
}

void TestUiDebugging::openedRecordingShowsItsBackend_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("shown");
    QTest::newRow("embedded") << "embedded"
                              << ""
                              << "Recording: embedded simulator";
    QTest::newRow("live") << "redis"
                          << "7.0.15"
                          << "Recording: live Redis 7.0.15";
    QTest::newRow("live, version unknown") << "redis"
                                           << ""
                                           << "Recording: live Redis";
    QTest::newRow("watched") << "monitor"
                             << "7.0.11"
                             << "Recording: watched Redis 7.0.11 (MONITOR)";
}

// After File ▸ Open Recording the toolbar says where the recording ran and the status bar counts
// the recording's events, not the previous run's; a flip runs here again and says so.
void TestUiDebugging::openedRecordingShowsItsBackend()
{
    QFETCH(QString, backend);
    QFETCH(QString, version);
    QFETCH(QString, shown);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.locklab.json"));
    Trace recorded;
    {
        MainWindow source(options(QStringLiteral("ttl-overlap")));
        recorded = source.run()->fullTrace();
        recorded.backend = backend;
        Recording r;
        r.scenarioJson = source.run()->scenario().source;
        r.redisVersion = version;
        r.trace = recorded;
        QString error;
        QVERIFY2(saveRecording(path, r, &error), qPrintable(error));
    }
    MainWindow w(options(QStringLiteral("retry-jitter")));
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *combo = w.findChild<QComboBox *>(QStringLiteral("backendCombo"));
    auto *status = w.findChild<QLabel *>(QStringLiteral("runStatus"));
    QVERIFY(combo && status);
    QCOMPARE(combo->currentText(), RunBackend::titleOf(BackendKind::Embedded));
    const QString before = status->text();
    QString error;
    QVERIFY2(w.openFile(path, &error), qPrintable(error));
    QCOMPARE(combo->currentIndex(), -1);
    QCOMPARE(combo->placeholderText(), shown);
    auto *names = qobject_cast<ElidedComboBox *>(combo);
    QVERIFY(names);
    QCOMPARE(names->name(), shown);
    QHelpEvent help(QEvent::ToolTip, QPoint(4, 4), combo->mapToGlobal(QPoint(4, 4)));
    QCoreApplication::sendEvent(combo, &help);
    QVERIFY2(combo->toolTip().contains(shown.toHtmlEscaped()), qPrintable(combo->toolTip()));
    // Whole, or cut with "…" at a width the toolbar keeps on one row with the Runs list.
    QVERIFY(names->shownText() == shown || names->shownText().endsWith(u'…'));
    auto *runs = w.findChild<QComboBox *>(QStringLiteral("branchCombo"));
    QVERIFY(runs->isVisible());
    QVERIFY(runs->mapTo(&w, QPoint(runs->width(), 0)).x() <= w.width());
    // The Scenario list names the recording, not the scenario shown before it.
    auto *scenarios = w.findChild<QComboBox *>(QStringLiteral("scenarioCombo"));
    QVERIFY(scenarios);
    QCOMPARE(scenarios->currentIndex(), -1);
    QCOMPARE(scenarios->placeholderText(), QStringLiteral("run.locklab.json"));
    QVERIFY(status->text() != before);
    QVERIFY2(status->text().contains(QStringLiteral("events: %1 · violations: %2")
                                         .arg(recorded.events.size())
                                         .arg(summarize(recorded).violations.size())),
             qPrintable(status->text()));
    QVERIFY2(status->text().contains(shown), qPrintable(status->text()));
    // A flip on the recording forks a run on the simulator: the combo says so again.
    w.setCursorTime(bAcquires);
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    QVERIFY(!w.recordings()->isShowingRecording());
    QCOMPARE(combo->currentText(), RunBackend::titleOf(BackendKind::Embedded));
    // And back to the recording.
    w.branches()->switchToBranch(0);
    QCOMPARE(combo->placeholderText(), shown);
    QCOMPARE(combo->currentIndex(), -1);
}

QTEST_MAIN(TestUiDebugging)
#include "tst_uidebugging.moc"
