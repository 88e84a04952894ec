// SPDX-License-Identifier: MIT
#include "core/builtins.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "redisfixture.h"
#include "tracelogmodel.h"

#include "live/liverun.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace locklab;

class TestUiLogModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void passesModelTester();
    void stepAppendsRows();
    void rowAtOrBefore_data();
    void rowAtOrBefore();
    void columnsDescribeEvents();
    void liveRowsInTimeOrder_data();
    void liveRowsInTimeOrder();
};

static Scenario scenario(const QString &name)
{
    Scenario s;
    LoadError e;
    if (!loadBuiltinScenario(name, &s, &e))
        qFatal("%s", qPrintable(e.toString()));
    return s;
}

void TestUiLogModel::passesModelTester()
{
    TraceLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Scenario s = scenario(QStringLiteral("ttl-overlap"));
    model.setTrace(Interpretation(simulate(s, s.policies)), false);
    QVERIFY(model.rowCount() > 10);
    QCOMPARE(model.columnCount(), int(TraceLogModel::ColumnCount));
    // A different run resets; an extension appends; both keep the tester happy.
    Policies fenced = s.policies;
    fenced.fencing = true;
    model.setTrace(Interpretation(simulate(s, fenced)), false);
    Simulation sim(s, s.policies);
    model.setTrace(Interpretation(sim.trace()), false);
    for (int i = 0; i < 15 && sim.step(); ++i)
        model.setTrace(Interpretation(sim.trace()), true);
    model.setTrace(Interpretation(Trace()), false);
    QCOMPARE(model.rowCount(), 0);
}

void TestUiLogModel::stepAppendsRows()
{
    const Scenario s = scenario(QStringLiteral("ttl-overlap"));
    Simulation sim(s, s.policies);
    TraceLogModel model;
    model.setTrace(Interpretation(sim.trace()), false);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    int before = model.rowCount();
    while (sim.step()) {
        model.setTrace(Interpretation(sim.trace()), true);
        QCOMPARE(model.rowCount(), int(sim.trace().events.size()));
        if (model.rowCount() > before)
            QCOMPARE(inserted.constLast().at(1).toInt(), before);
        before = model.rowCount();
    }
    QVERIFY(inserted.count() > 5);
    QCOMPARE(reset.count(), 0);
}

void TestUiLogModel::rowAtOrBefore_data()
{
    QTest::addColumn<qint64>("at");
    QTest::addColumn<int>("row");
    // Events at 0, 0, 100, 100, 250.
    QTest::newRow("before the first") << -1LL << -1;
    QTest::newRow("ties pick the last") << 0LL << 1;
    QTest::newRow("between") << 99LL << 1;
    QTest::newRow("exactly on") << 100LL << 3;
    QTest::newRow("after the last") << 1000LL << 4;
}

void TestUiLogModel::rowAtOrBefore()
{
    QFETCH(qint64, at);
    QFETCH(int, row);
    Trace t;
    t.workers = {QStringLiteral("A")};
    for (Micros time : {0, 0, 100, 100, 250}) {
        TraceEvent e;
        e.at = time;
        e.kind = EventKind::Note;
        t.events.append(e);
    }
    TraceLogModel model;
    model.setTrace(Interpretation(t), false);
    QCOMPARE(model.rowAtOrBefore(at), row);
}

void TestUiLogModel::columnsDescribeEvents()
{
    const Scenario s = scenario(QStringLiteral("ttl-overlap"));
    TraceLogModel model;
    model.setTrace(Interpretation(simulate(s, s.policies)), false);
    int refusedSets = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString what = model.index(row, TraceLogModel::WhatColumn).data().toString();
        const QString reply = model.index(row, TraceLogModel::ReplyColumn).data().toString();
        QVERIFY(!what.isEmpty());
        QCOMPARE(model.index(row, 0).data(TraceLogModel::TimeRole).toLongLong(), model.trace().events.at(row).at);
        if (what == QStringLiteral("← SET") && reply == QStringLiteral("(nil)")) {
            ++refusedSets;
            QVERIFY(model.index(row, TraceLogModel::NoteColumn).data().toString().contains(QStringLiteral("refused")));
        }
    }
    QVERIFY(refusedSets >= 3);  // B retries while A's key lives
    QCOMPARE(model.index(0, TraceLogModel::ActorColumn).data().toString(), QStringLiteral("A"));
}

void TestUiLogModel::liveRowsInTimeOrder_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("timeScale");
    // A's 100 ms lock expires while it works, with A's first replies 10 ms late: B's SET NX finds
    // the key gone, and Redis's `expired` message often arrives after B's reply and B's next
    // state, dated when the key went (it is a race: each row runs three times).
    QTest::newRow("ttl-overlap under a slow network") << QStringLiteral("ttl-overlap") << 1.0;
    QTest::newRow("restart-loses-lock") << QStringLiteral("restart-loses-lock") << 5.0;
}

// A live run's log reads top to bottom in time: what Redis reports late (an expiry) sits where it
// happened, not where it arrived, in the trace and so in the rows.
void TestUiLogModel::liveRowsInTimeOrder()
{
    QFETCH(QString, name);
    QFETCH(double, timeScale);
    if (test::RedisFixture::skipRequested())
        QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");
    Scenario s = scenario(name);
    if (name == QLatin1String("ttl-overlap"))
        s.faults.append(Fault{.kind = FaultKind::Latency, .atMs = 0, .worker = 0, .ms = 10, .untilMs = 30});
    test::RedisFixture redis;
    QVERIFY2(redis.start(), qPrintable(redis.error()));
    for (int attempt = 0; attempt < 3; ++attempt) {
        LiveOptions options;
        options.url = redis.url();
        options.timeScale = timeScale;
        options.restartServer = [&redis](QString *why) { return redis.server().restart(why); };
        const LiveOutcome live = runLive(s, s.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(!live.connectionLost);
        QVERIFY(std::any_of(live.trace.events.cbegin(), live.trace.events.cend(), [](const TraceEvent &e) {
            return e.kind == EventKind::Fault && e.deadline >= 0;  // the fault took effect
        }));

        TraceLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrace(Interpretation(live.trace), false);
        QCOMPARE(model.rowCount(), int(live.trace.events.size()));
        qint64 last = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            const qint64 at = model.index(row, 0).data(TraceLogModel::TimeRole).toLongLong();
            QVERIFY2(at >= last, qPrintable(QStringLiteral("row %1 at %2 us after %3 us: %4")
                                                .arg(row)
                                                .arg(at)
                                                .arg(last)
                                                .arg(model.index(row, TraceLogModel::WhatColumn).data().toString())));
            last = at;
        }
        // The cursor finds the row of an instant, as for an embedded run.
        const Micros middle = live.trace.endTime() / 2;
        const int row = model.rowAtOrBefore(middle);
        QVERIFY(row >= 0);
        QVERIFY(live.trace.events.at(row).at <= middle);
        QVERIFY(row + 1 == model.rowCount() || live.trace.events.at(row + 1).at > middle);
    }
}

QTEST_MAIN(TestUiLogModel)
#include "tst_uilogmodel.moc"
