// SPDX-License-Identifier: MIT
#include "faultpalette.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "summary.h"
#include "tracelogmodel.h"

#include <QJsonDocument>
#include <QPushButton>
#include <QtTest>

using namespace locklab;

class TestUiFaultPalette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pauseWhilePlayingAddsFault();
    void everyFaultIsReachable_data();
    void everyFaultIsReachable();
};

namespace {

int faultEvents(const Trace &trace)
{
    return static_cast<int>(std::count_if(trace.events.cbegin(), trace.events.cend(),
                                          [](const TraceEvent &e) { return e.kind == EventKind::Fault; }));
}

} // namespace

void TestUiFaultPalette::pauseWhilePlayingAddsFault()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("token-release");
    MainWindow window(options);
    auto *palette = window.findChild<FaultPalette *>(QStringLiteral("faultPalette"));
    QVERIFY(palette);
    RunController *run = window.run();
    const int faultsBefore = faultEvents(run->fullTrace());
    const QByteArray before = QJsonDocument(summaryToJson(run->fullTrace(), run->fullSummary())).toJson();

    // Mid-run: step until the first worker holds the lock, then pause it for 300 ms.
    run->reset();
    for (int i = 0; i < 6; ++i)
        QVERIFY(run->step());
    const Micros at = run->now();
    QVERIFY(at > 0);
    palette->setWorker(0);
    palette->setMs(300);
    palette->fire(FaultPalette::Action::Pause);

    QCOMPARE(faultEvents(run->fullTrace()), faultsBefore + 1);
    const auto fault = std::find_if(run->fullTrace().events.cbegin(), run->fullTrace().events.cend(),
                                    [](const TraceEvent &e) { return e.kind == EventKind::Fault; });
    QCOMPARE(fault->fault, FaultKind::Pause);
    QCOMPARE(fault->at / 1000, at / 1000);
    // Stepping stays where it was in time.
    QCOMPARE(run->now() <= at, true);
    QVERIFY(!run->isAtEnd());
    const QByteArray after = QJsonDocument(summaryToJson(run->fullTrace(), run->fullSummary())).toJson();
    QVERIFY(before != after);

    // The event log shows it once the whole run is shown.
    run->showAll();
    QCOMPARE(faultEvents(window.logModel()->trace()), faultsBefore + 1);
    // An undoable edit of the scenario.
    QCOMPARE(window.document()->scenario().faults.size(), 1);
}

void TestUiFaultPalette::everyFaultIsReachable_data()
{
    QTest::addColumn<int>("action");
    QTest::addColumn<int>("kind");
    QTest::newRow("pause") << int(FaultPalette::Action::Pause) << int(FaultKind::Pause);
    QTest::newRow("slow network") << int(FaultPalette::Action::SlowNetwork) << int(FaultKind::Latency);
    QTest::newRow("lost reply") << int(FaultPalette::Action::LostReply) << int(FaultKind::LostReply);
    QTest::newRow("restart") << int(FaultPalette::Action::RestartVolatile) << int(FaultKind::Restart);
    QTest::newRow("restart aof") << int(FaultPalette::Action::RestartAof) << int(FaultKind::Restart);
    QTest::newRow("clock jump") << int(FaultPalette::Action::ClockJump) << int(FaultKind::ClockJump);
}

void TestUiFaultPalette::everyFaultIsReachable()
{
    QFETCH(int, action);
    QFETCH(int, kind);
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    auto *palette = window.findChild<FaultPalette *>(QStringLiteral("faultPalette"));
    QPushButton *button = palette->button(static_cast<FaultPalette::Action>(action));
    QVERIFY(button && button->isEnabled());
    window.setCursorTime(20000);
    const int before = faultEvents(window.run()->fullTrace());
    button->click();
    QCOMPARE(faultEvents(window.run()->fullTrace()), before + 1);
    const auto &faults = window.document()->scenario().faults;
    QCOMPARE(int(faults.last().kind), kind);
    QCOMPARE(faults.last().atMs, 20);
}

QTEST_MAIN(TestUiFaultPalette)
#include "tst_uifaultpalette.moc"
