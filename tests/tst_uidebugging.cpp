// SPDX-License-Identifier: MIT
// Issue 5 in the window: breakpoints and their hits, the violations' witnesses, recordings,
// branches and compare.
#include "branchmodel.h"
#include "breakpointhitmodel.h"
#include "breakpointmarkers.h"
#include "compareview.h"
#include "debugsession.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "timelinewidget.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationmodel.h"
#include "violationspanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

MainWindow::Options options(const QString &scenario)
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = scenario;
    return o;
}

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
    void disablingAKindSkipsIt();
    void hitListRowsJumpAndModelIsSound();
    void violationsPanelShowsWitness();
    void saveOpenRecordingRoundTrip();
    void compactRecordingOpens();
    void exportJsonLines();
    void fencingFlipBranchesAndCompares();
};

void TestUiDebugging::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestUiDebugging::runToNextLandsOnOverlap()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debug = w.debugSession();
    QVERIFY(debug);
    QCOMPARE(debug->runToNextAction()->shortcut(), QKeySequence(Qt::Key_F8));
    w.setCursorTime(0);
    QSignalSpy cursor(w.view(), &ViewState::cursorChanged);
    debug->runToNextAction()->trigger();
    QVERIFY(!cursor.isEmpty());
    QCOMPARE(w.view()->cursor(), bAcquires);
    const int event = w.view()->currentEvent();
    const TraceEvent &e = w.run()->trace().events.at(event);
    QCOMPARE(e.at, bAcquires);
    QCOMPARE(w.run()->trace().workerName(e.worker), QStringLiteral("B"));
    // The hit the cursor is on is the overlap, and A still believes it holds the lock there.
    const QList<BreakpointHit> &hits = debug->hits();
    const auto it =
        std::find_if(hits.begin(), hits.end(), [&](const BreakpointHit &h) { return h.eventIndex == event; });
    QVERIFY(it != hits.end());
    QCOMPARE(it->kind, BreakpointKind::OverlapBegins);
    QVERIFY(debug->hitView()->currentIndex().isValid());
    QCOMPARE(debug->hitModel()->data(debug->hitView()->currentIndex(), BreakpointHitModel::KindRole).toInt(),
             int(BreakpointKind::OverlapBegins));
    // The next press moves on past it, never back.
    const qsizetype next = debug->runToNextBreakpoint();
    QVERIFY(next >= 0);
    QVERIFY(w.view()->cursor() > bAcquires);
}

void TestUiDebugging::runToNextWhileSteppingRunsForward()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debug = w.debugSession();
    w.run()->reset();
    QCOMPARE(w.run()->position(), 0);
    const qsizetype hit = debug->runToNextBreakpoint();
    QVERIFY(hit >= 0);
    QCOMPARE(debug->hits().at(hit).kind, BreakpointKind::OverlapBegins);
    // The run stepped forward until B's acquire happened, and stopped there.
    QVERIFY(!w.run()->isAtEnd());
    QVERIFY(w.run()->trace().events.size() > debug->hits().at(hit).eventIndex);
    QVERIFY(w.run()->now() <= bAcquires + 1000);
    QCOMPARE(w.view()->cursor(), bAcquires);
}

void TestUiDebugging::disablingAKindSkipsIt()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debug = w.debugSession();
    // Off by default, on demand: A's key expiring under it comes before the overlap.
    debug->setKindEnabled(BreakpointKind::LockExpiredUnderHolder, true);
    w.setCursorTime(0);
    qsizetype hit = debug->runToNextBreakpoint();
    QCOMPARE(debug->hits().at(hit).kind, BreakpointKind::LockExpiredUnderHolder);
    QCOMPARE(w.view()->cursor(), Micros(101000));

    debug->kindAction(BreakpointKind::LockExpiredUnderHolder)->setChecked(false);
    debug->kindAction(BreakpointKind::OverlapBegins)->setChecked(false);
    QVERIFY(!(debug->enabledKinds() & breakpointBit(BreakpointKind::OverlapBegins)));
    w.setCursorTime(0);
    hit = debug->runToNextBreakpoint();
    QVERIFY(hit >= 0);
    QVERIFY(debug->hits().at(hit).kind != BreakpointKind::OverlapBegins);
    QCOMPARE(debug->hits().at(hit).kind, BreakpointKind::StaleWriteAccepted);
    QCOMPARE(w.view()->cursor(), Micros(400400));

    // Nothing enabled: no stop, the cursor stays.
    for (int i = 0; i < breakpointKindCount; ++i)
        debug->setKindEnabled(static_cast<BreakpointKind>(i), false);
    w.setCursorTime(0);
    QCOMPARE(debug->runToNextBreakpoint(), qsizetype(-1));
    QCOMPARE(w.view()->cursor(), Micros(0));
    auto *markers = w.debugSession()->breakpointMarkers();
    QVERIFY(markers);
    QVERIFY(markers->markerXs().isEmpty());
    debug->setKindEnabled(BreakpointKind::OverlapBegins, true);
    QCOMPARE(markers->markerXs().size(), 1);
}

void TestUiDebugging::hitListRowsJumpAndModelIsSound()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debug = w.debugSession();
    QAbstractItemModelTester tester(debug->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester branchTester(debug->branches(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(debug->hitModel()->rowCount() >= 3);
    QCOMPARE(debug->hitModel()->rowCount(), int(debug->hits().size()));
    const int last = debug->hitModel()->rowCount() - 1;
    emit debug->hitView()->activated(debug->hitModel()->index(last, 0));
    QCOMPARE(w.view()->cursor(), debug->hits().at(last).at);
    QCOMPARE(qsizetype(w.view()->currentEvent()), debug->hits().at(last).eventIndex);
    // A disabled kind's rows stay listed, marked as such.
    debug->setKindEnabled(BreakpointKind::OverlapBegins, false);
    bool sawDisabled = false;
    for (int r = 0; r < debug->hitModel()->rowCount(); ++r) {
        const QModelIndex i = debug->hitModel()->index(r, 0);
        if (i.data(BreakpointHitModel::KindRole).toInt() == int(BreakpointKind::OverlapBegins)) {
            QVERIFY(!i.data(BreakpointHitModel::EnabledRole).toBool());
            sawDisabled = true;
        }
    }
    QVERIFY(sawDisabled);
    // Flipping fencing re-runs: the tester checks the reset and the branch rows.
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
}

void TestUiDebugging::violationsPanelShowsWitness()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debug = w.debugSession();
    const QStringList rows = debug->violationsPanel()->rowTexts();
    const QString witness = QStringLiteral("B acquired at 121.2 ms; both were inside until 271.4 ms.");
    const auto found = std::find_if(rows.begin(), rows.end(), [&](const QString &r) { return r.contains(witness); });
    QVERIFY2(found != rows.end(), qPrintable(rows.join(u'\n')));
    QVERIFY(found->contains(QStringLiteral("A's lock expired")));
    // The panel's list is a model: every violation a row, its witness in the last column.
    ViolationModel *model = debug->violationsPanel()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int row = int(found - rows.begin());
    QCOMPARE(model->rowCount(), int(rows.size()));
    QCOMPARE(model->index(row, ViolationModel::ExplanationColumn).data().toString(), *found);
    QCOMPARE(model->index(row, ViolationModel::TimeColumn).data(ViolationModel::TimeRole).toLongLong(), bAcquires);
    // Activating the row (or the detail's link) moves the cursor to where the violation begins.
    w.setCursorTime(0);
    auto *list = debug->violationsPanel()->findChild<QTableView *>(QStringLiteral("violationList"));
    QVERIFY(list);
    list->setCurrentIndex(model->index(row, 0));
    auto *detail = debug->violationsPanel()->findChild<QLabel *>(QStringLiteral("violationDetail"));
    QVERIFY(detail && detail->text().contains(found->toHtmlEscaped()));
    Q_EMIT list->activated(model->index(row, 0));
    QCOMPARE(w.view()->cursor(), bAcquires);
    w.setCursorTime(0);
    debug->violationsPanel()->activate(row);
    QCOMPARE(w.view()->cursor(), bAcquires);
    // The verdict banner leads to the witnesses.
    auto *dock = w.debugSession()->violationsDock();
    QVERIFY(dock);
    dock->hide();
    QTest::mouseClick(w.banner(), Qt::LeftButton);
    QVERIFY(!dock->isHidden());
    // A safe run has no witness to show.
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    const Summary &s = w.run()->fullSummary();
    QCOMPARE(debug->violationsPanel()->rowTexts().size(), int(s.violations.size()));
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
        QVERIFY2(w.debugSession()->saveRecording(path, &error), qPrintable(error));
        saved = w.run()->fullTrace();
        headline = w.banner()->headline();
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readLine().startsWith("locklab-recording compact"));
    MainWindow w(options(QStringLiteral("naive-del")));
    auto *debug = w.debugSession();
    QString error;
    QVERIFY2(debug->openRecording(path, &error), qPrintable(error));
    QVERIFY(debug->isShowingRecording());
    QCOMPARE(w.run()->fullTrace().events.size(), saved.events.size());
    QCOMPARE(w.banner()->headline(), headline);
    QCOMPARE(debug->violationsPanel()->rowTexts().size(), int(summarize(saved).violations.size()));
    // A broken file says so and leaves the window as it was.
    file.close();
    QVERIFY(QFile::resize(path, QFileInfo(path).size() / 2));
    QVERIFY(!debug->openRecording(path, &error));
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
        auto *debug = w.debugSession();
        QString error;
        QVERIFY2(debug->saveRecording(path, &error), qPrintable(error));
        headline = w.banner()->headline();
        saved = w.run()->fullTrace();
    }
    MainWindow w(options(QStringLiteral("naive-del")));
    QVERIFY(w.banner()->headline() != headline || w.run()->fullTrace().scenario != saved.scenario);
    auto *debug = w.debugSession();
    QString error;
    QVERIFY2(debug->openRecording(path, &error), qPrintable(error));
    QVERIFY(debug->isShowingRecording());
    QCOMPARE(w.run()->fullTrace().scenario, QStringLiteral("ttl-overlap"));
    QCOMPARE(w.run()->fullTrace().events.size(), saved.events.size());
    QCOMPARE(w.run()->fullTrace().endTime(), saved.endTime());
    QCOMPARE(w.banner()->headline(), headline);
    QCOMPARE(w.run()->fullSummary().verdict, summarize(saved).verdict);
    QCOMPARE(w.run()->fullSummary().overlaps.size(), summarize(saved).overlaps.size());
    QVERIFY(!debug->violationsPanel()->rowTexts().isEmpty());
    // Stepping walks the recording; a toggle forks a new run and keeps the recording.
    action(w, QStringLiteral("Fencing tokens"))->setChecked(true);
    QCOMPARE(debug->branches()->count(), 2);
    QVERIFY(w.banner()->headline() != headline);
    debug->switchToBranch(0);
    QCOMPARE(w.banner()->headline(), headline);
    QVERIFY(!action(w, QStringLiteral("Fencing tokens"))->isChecked());

    // A broken file is refused with a reason and the window keeps what it showed.
    const QString broken = dir.filePath(QStringLiteral("broken.locklab.json"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": 1}");
    f.close();
    QVERIFY(!debug->openRecording(broken, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(w.banner()->headline(), headline);
}

void TestUiDebugging::exportJsonLines()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.jsonl"));
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QString error;
    QVERIFY2(w.debugSession()->exportJsonLines(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), w.run()->fullTrace().events.size());
}

void TestUiDebugging::fencingFlipBranchesAndCompares()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debug = w.debugSession();
    QCOMPARE(debug->branches()->count(), 1);
    const QString unsafe = w.banner()->headline();
    w.setCursorTime(0);
    QVERIFY(debug->runToNextBreakpoint() >= 0);
    QAction *fencing = action(w, QStringLiteral("Fencing tokens"));
    QVERIFY(fencing && !fencing->isChecked());
    fencing->setChecked(true);
    QCOMPARE(debug->branches()->count(), 2);
    QCOMPARE(debug->branches()->current(), 1);
    QVERIFY(debug->branches()->label(1).contains(QStringLiteral("fencing on")));
    QVERIFY(debug->branches()->label(0).contains(QStringLiteral("fencing off")));
    const QString fenced = w.banner()->headline();
    QVERIFY(fenced != unsafe);
    // The cursor stayed where the user was looking.
    QCOMPARE(w.view()->cursor(), bAcquires);

    debug->compareWith(0);
    CompareView *compare = debug->compareView();
    QVERIFY(compare->isVisibleTo(&w));
    QCOMPARE(compare->other(), 0);
    QCOMPARE(compare->currentHeadline(), fenced);
    QCOMPARE(compare->otherHeadline(), unsafe);
    QCOMPARE(compare->timeline()->trace().events.size(), debug->branches()->at(0).trace.events.size());
    QVERIFY(debug->branches()->at(0).summary.verdict != debug->branches()->at(1).summary.verdict);
    // One time axis: the compared timeline maps time exactly like the main one.
    compare->timeline()->resize(w.timeline()->size());
    QCOMPARE(compare->timeline()->mapping().from(), w.timeline()->mapping().from());
    QCOMPARE(compare->timeline()->mapping().to(), w.timeline()->mapping().to());

    // Back to the first run: exactly as it was, and the toggle follows.
    debug->switchToBranch(0);
    QCOMPARE(w.banner()->headline(), unsafe);
    QVERIFY(!fencing->isChecked());
    QCOMPARE(debug->branches()->count(), 2);
    // Flipping at the very start replaces the run instead of forking.
    MainWindow fresh(options(QStringLiteral("ttl-overlap")));
    auto *freshDebug = fresh.debugSession();
    fresh.setCursorTime(0);
    action(fresh, QStringLiteral("Fencing tokens"))->setChecked(true);
    QCOMPARE(freshDebug->branches()->count(), 1);
}

QTEST_MAIN(TestUiDebugging)
#include "tst_uidebugging.moc"
