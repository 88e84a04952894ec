// SPDX-License-Identifier: MIT
// Issue 18: stepping through a recorded run is a cursor move over the whole run's interpretation.
// Nothing re-runs and nothing is interpreted again, back or forth, and every view shows what the
// whole run's interpretation says at the step reached, never what comes after it.
#include "breakpointhitmodel.h"
#include "builtins.h"
#include "debugsession.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "recording.h"
#include "replaybackend.h"
#include "runcontroller.h"
#include "simulation.h"
#include "timelinewidget.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationspanel.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

Scenario loaded(const QString &name)
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(name, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    return s;
}

// What the views are given at a step: how much is shown, when, and the state there.
QString stateText(const RunController &run)
{
    const Micros at = run.isAtEnd() ? run.extent() : run.now();
    const Instant i = run.interpretation().at(at);
    QStringList workers;
    for (const Instant::WorkerView &w : i.workers)
        workers << QStringLiteral("%1%2").arg(int(w.state)).arg(w.believesHeld ? QStringLiteral("B") : QString());
    return QStringLiteral("step %1 shown %2 now %3 key %4/%5 pttl %6 writes %7 violations %8 verdict %9 [%10]")
        .arg(run.position())
        .arg(run.shownEvents())
        .arg(run.now())
        .arg(i.keyExists)
        .arg(i.holder)
        .arg(i.pttlMs)
        .arg(i.writesSoFar)
        .arg(i.violationsSoFar)
        .arg(int(i.verdict))
        .arg(workers.join(u' '));
}

MainWindow::Options options(const QString &scenario)
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = scenario;
    return o;
}

}  // namespace

class TestUiStepping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void steppingARecordingNeverReruns_data();
    void steppingARecordingNeverReruns();
    void theSimulatorStillStepsByRunning();
    void openedRecordingStepsBackInTheWindow();
};

void TestUiStepping::steppingARecordingNeverReruns_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : builtinScenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestUiStepping::steppingARecordingNeverReruns()
{
    QFETCH(QString, name);
    const Scenario s = loaded(name);
    const Trace trace = simulate(s, s.policies, 1);
    RunController run;
    run.setBackend(std::make_unique<ReplayBackend>(trace, runKey(s, s.policies), QStringLiteral("recording")));
    run.holdReruns(true);
    run.setRun(s, s.policies);
    run.holdReruns(false);
    QVERIFY(run.stepsOverKnownRun());
    const int started = run.sessionsStarted();
    QCOMPARE(run.totalSteps(), int(trace.events.size()));
    const Interpretation whole = run.interpretation();
    QCOMPARE(run.shownEvents(), trace.events.size());

    // Forwards from the start, keeping what every step showed.
    run.reset();
    QStringList forward{stateText(run)};
    while (run.step()) {
        forward << stateText(run);
        QVERIFY(run.interpretation().sharesDataWith(whole));  // nothing interpreted again
        QCOMPARE(run.shownEvents(), qsizetype(run.position()));
    }
    QCOMPARE(forward.size(), run.totalSteps() + 1);
    // Backwards to the start: every step shows what it showed on the way forward.
    for (int p = run.totalSteps() - 1; p >= 0; --p) {
        QVERIFY(run.stepBack());
        QCOMPARE(stateText(run), forward.at(p));
    }
    QVERIFY(!run.stepBack());
    // Run to an instant and an event, both ways.
    const qsizetype middle = trace.events.size() / 2;
    run.runTo(trace.events.timeAt(middle), middle);
    QVERIFY(run.shownEvents() > middle);
    QCOMPARE(run.now(), trace.events.timeAt(run.shownEvents() - 1));
    QVERIFY(run.shownEvents() == trace.events.size() || trace.events.timeAt(run.shownEvents()) > run.now());
    const QString there = stateText(run);
    run.runTo(0);
    QVERIFY(run.position() < int(trace.events.size()) / 2 + 1);
    run.runTo(trace.events.timeAt(middle), middle);
    QCOMPARE(stateText(run), there);
    QCOMPARE(run.sessionsStarted(), started);
}

// The simulator keeps stepping by running: a step back re-runs it (deterministically) to the
// step before, and what it shows is the run so far interpreted on its own.
void TestUiStepping::theSimulatorStillStepsByRunning()
{
    const Scenario s = loaded(QStringLiteral("ttl-overlap"));
    RunController run;
    run.setRun(s, s.policies);
    QVERIFY(!run.stepsOverKnownRun());
    run.reset();
    for (int i = 0; i < 10; ++i)
        QVERIFY(run.step());
    const int started = run.sessionsStarted();
    QVERIFY(run.stepBack());
    QCOMPARE(run.sessionsStarted(), started + 1);
    QCOMPARE(run.shownEvents(), run.trace().events.size());
}

// An opened recording in the window: a step back is a cursor move; the log, the hit list, the
// inspector, the banner and the timeline follow it, and nothing runs.
void TestUiStepping::openedRecordingStepsBackInTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ttl-overlap.locklab"));
    {
        MainWindow w(options(QStringLiteral("ttl-overlap")));
        QString error;
        QVERIFY2(w.debugSession()->saveRecording(path, &error), qPrintable(error));
    }
    MainWindow w(options(QStringLiteral("naive-del")));
    auto *debug = w.debugSession();
    QString error;
    QVERIFY2(debug->openRecording(path, &error), qPrintable(error));
    RunController *run = w.run();
    QVERIFY(run->stepsOverKnownRun());
    const int started = run->sessionsStarted();
    const Interpretation whole = run->interpretation();
    const qsizetype total = whole.trace().events.size();
    TraceLogModel *log = w.logModel();
    QAbstractItemModelTester logTester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester tester(debug->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    run->reset();
    QCOMPARE(run->shownEvents(), 0);
    int steps = 0;
    while (steps < 40 && run->step())
        ++steps;
    QCOMPARE(run->shownEvents(), qsizetype(steps));
    const QStringList inspectorForward = w.inspector()->rowTexts();
    const QString headlineForward = w.banner()->headline();
    for (int i = 0; i < 15; ++i)
        QVERIFY(run->stepBack());
    for (int i = 0; i < 15; ++i)
        QVERIFY(run->step());
    QCOMPARE(w.inspector()->rowTexts(), inspectorForward);
    QCOMPARE(w.banner()->headline(), headlineForward);
    QVERIFY(headlineForward.endsWith(QStringLiteral(" (so far)")));

    // Run to the last breakpoint hit and back to the first: cursor moves both ways.
    const QList<BreakpointHit> hits = findBreakpointHits(run->fullInterpretation());
    QVERIFY(hits.size() >= 2);
    QCOMPARE(debug->hits().size(), hits.size());
    debug->jumpToHit(hits.size() - 1);
    QVERIFY(run->shownEvents() > hits.constLast().eventIndex);
    debug->jumpToHit(0);
    QVERIFY(run->shownEvents() > hits.constFirst().eventIndex);
    QVERIFY(run->shownEvents() <= hits.at(1).eventIndex || hits.at(1).at == hits.at(0).at);
    QCOMPARE(w.view()->currentEvent(), int(hits.constFirst().eventIndex));

    // What each view shows is the whole run's interpretation at the step reached.
    const Micros now = run->now();
    InspectorView fresh;
    fresh.show(whole, std::min(w.view()->cursor(), now), w.view()->currentEvent(), run->shownEvents());
    QCOMPARE(w.inspector()->rowTexts(), fresh.rowTexts());
    const Instant at = whole.at(now);
    QCOMPARE(debug->violationsPanel()->violations().size(), at.violationsSoFar);
    for (const Violation &v : debug->violationsPanel()->violations())
        QVERIFY(v.from <= now);
    for (int r = 0; r < debug->hitModel()->rowCount(); ++r)
        QVERIFY(debug->hitModel()->index(r, 0).data(BreakpointHitModel::TimeRole).toLongLong() <= now);
    QCOMPARE(w.banner()->headline(),
             VerdictBanner::headlineFor(at.verdict, at.foreignDeletesSoFar) + QStringLiteral(" (so far)"));
    QCOMPARE(log->rowCount(), int(run->shownEvents()));
    // The timeline kept the whole run's model: the same lanes, built once.
    QVERIFY(w.timeline()->model().lanes.size() > 0);
    QCOMPARE(w.timeline()->trace().events.size(), total);

    run->showAll();
    QCOMPARE(run->shownEvents(), total);
    QCOMPARE(run->sessionsStarted(), started);
}

QTEST_MAIN(TestUiStepping)
#include "tst_uistepping.moc"
