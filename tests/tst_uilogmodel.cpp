// SPDX-License-Identifier: MIT
#include "builtins.h"
#include "simulation.h"
#include "tracelogmodel.h"

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

QTEST_MAIN(TestUiLogModel)
#include "tst_uilogmodel.moc"
