// SPDX-License-Identifier: MIT
#include "builtinscenario.h"
#include "core/safetychecker.h"
#include "core/summary.h"
#include "faultpalette.h"
#include "labtabs.h"
#include "live/managedredis.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "tracelogmodel.h"

#include <QComboBox>
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
    void liveFaultReachesTheEngine_data();
    void liveFaultReachesTheEngine();
    void redlockFaultsHitTheChosenInstance_data();
    void redlockFaultsHitTheChosenInstance();
};

namespace {

int faultEvents(const Trace &trace)
{
    return static_cast<int>(std::count_if(trace.events.cbegin(), trace.events.cend(),
                                          [](const TraceEvent &e) { return e.kind == EventKind::Fault; }));
}

}  // namespace

void TestUiFaultPalette::pauseWhilePlayingAddsFault()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("token-release");
    MainWindow window(options);
    auto *palette = window.labTabs().faultPalette;
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
    QTest::newRow("stall") << int(FaultPalette::Action::StallInstance) << int(FaultKind::Stall);
    QTest::newRow("delay") << int(FaultPalette::Action::DelayInstance) << int(FaultKind::Latency);
}

void TestUiFaultPalette::everyFaultIsReachable()
{
    QFETCH(int, action);
    QFETCH(int, kind);
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    auto *palette = window.labTabs().faultPalette;
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

// Issue 30 item 2: a Redlock's per-instance faults from the palette, on the instance the user chose
// (found by object name, as a script driving the window would).
void TestUiFaultPalette::redlockFaultsHitTheChosenInstance_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("persistent");
    QTest::addColumn<qint64>("downMs");  // -1: not a restart
    QTest::newRow("crash, restart empty")
        << QStringLiteral("faultRestart") << int(FaultKind::Restart) << false << qint64(5);
    QTest::newRow("delayed restart") << QStringLiteral("faultRestartDelayed") << int(FaultKind::Restart) << false
                                     << qint64(1000);  // the TTL
    QTest::newRow("restart with AOF") << QStringLiteral("faultRestartAof") << int(FaultKind::Restart) << true
                                      << qint64(5);
    QTest::newRow("clock jump") << QStringLiteral("faultClockJump") << int(FaultKind::ClockJump) << false << qint64(-1);
    QTest::newRow("client pause") << QStringLiteral("faultPause") << int(FaultKind::Pause) << false << qint64(-1);
    QTest::newRow("stall") << QStringLiteral("faultStallInstance") << int(FaultKind::Stall) << false << qint64(-1);
    QTest::newRow("delay") << QStringLiteral("faultDelayInstance") << int(FaultKind::Latency) << false << qint64(-1);
}

void TestUiFaultPalette::redlockFaultsHitTheChosenInstance()
{
    QFETCH(QString, button);
    QFETCH(int, kind);
    QFETCH(bool, persistent);
    QFETCH(qint64, downMs);
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    auto *palette = window.labTabs().faultPalette;
    auto *instance = palette->findChild<QComboBox *>(QStringLiteral("faultInstance"));
    QVERIFY(instance);
    QVERIFY(instance->isHidden());  // one server: nothing to choose
    window.document()->load(builtin(QStringLiteral("redlock-majority")));
    QVERIFY(!instance->isHidden());
    QCOMPARE(instance->count(), 5);
    instance->setCurrentIndex(3);
    auto *fire = palette->findChild<QPushButton *>(button);
    QVERIFY(fire);
    QVERIFY2(fire->isEnabled(), qPrintable(fire->toolTip()));
    window.setCursorTime(20000);
    fire->click();
    const Fault &fault = window.document()->scenario().faults.last();
    QCOMPARE(int(fault.kind), kind);
    QCOMPARE(fault.atMs, 20);
    const bool server = kind != int(FaultKind::Pause);
    QCOMPARE(fault.instance, server ? 3 : -1);
    if (server)
        QCOMPARE(fault.worker, -1);  // a server's fault: every worker meets it
    if (kind == int(FaultKind::Stall) || kind == int(FaultKind::Latency))
        QCOMPARE(fault.ms, 300);  // the palette's duration
    QCOMPARE(fault.persistent, persistent);
    if (downMs >= 0)
        QCOMPARE(fault.downMs, downMs);
    // The engine played it on instance 4 (the trace's instances are 1-based).
    const Trace &trace = window.run()->fullTrace();
    const auto played = std::find_if(trace.events.cbegin(), trace.events.cend(), [&](const TraceEvent &e) {
        return e.kind == EventKind::Fault && int(e.fault) == kind && e.at >= usFromMs(20);
    });
    QVERIFY(played != trace.events.cend());
    QCOMPARE(played->requestId, server ? 4 : -1);
    if (kind == int(FaultKind::Stall)) {
        QCOMPARE(played->deadline - played->at, usFromMs(300));  // the band's length
    } else if (kind == int(FaultKind::Latency)) {
        // Every reply from instance 4 sent after the fault is 300 ms late, whoever sent it.
        int late = 0;
        for (const TraceEvent &e : trace.events.ofKind(EventKind::Replied)) {
            if (e.sentAt >= usFromMs(20) && keyInstance(e.request.key) == 4) {
                QVERIFY(e.at - e.sentAt >= usFromMs(300) || e.reply.kind == Reply::Kind::Unknown);
                ++late;
            }
        }
        QVERIFY(late > 0);
    }
}

// Issue 6: "every fault is reachable from the UI's palette while a run plays", on the Managed
// local Redis backend. The palette's fault re-runs the scenario live; the recording must hold the
// fault as the engine played it (a real restart, not "not applied"), and its effect on the race.
void TestUiFaultPalette::liveFaultReachesTheEngine_data()
{
    QTest::addColumn<int>("action");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("worker");
    QTest::addColumn<QString>("verdict");  // empty: not checked
    QTest::newRow("restart") << int(FaultPalette::Action::RestartVolatile) << int(FaultKind::Restart) << 0
                             << QStringLiteral("data-corrupted");
    QTest::newRow("restart aof") << int(FaultPalette::Action::RestartAof) << int(FaultKind::Restart) << 0
                                 << QStringLiteral("safe");
    QTest::newRow("pause") << int(FaultPalette::Action::Pause) << int(FaultKind::Pause) << 0 << QString();
    QTest::newRow("slow network") << int(FaultPalette::Action::SlowNetwork) << int(FaultKind::Latency) << 1
                                  << QString();
    QTest::newRow("lost reply") << int(FaultPalette::Action::LostReply) << int(FaultKind::LostReply) << 1 << QString();
    QTest::newRow("clock jump") << int(FaultPalette::Action::ClockJump) << int(FaultKind::ClockJump) << 0
                                << QStringLiteral("data-corrupted");
}

void TestUiFaultPalette::liveFaultReachesTheEngine()
{
    QFETCH(int, action);
    QFETCH(int, kind);
    QFETCH(int, worker);
    QFETCH(QString, verdict);
    if (ManagedRedis::executable().isEmpty())
        QSKIP("redis-server is not installed");
    // restart-loses-lock without its own fault: A holds a 1 s lock and works 300 ms; B retries
    // every 20 ms from 20 ms. Without a fault the race is safe.
    Scenario scenario = builtin(QStringLiteral("restart-loses-lock"));
    scenario.faults.clear();
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("mutual-exclusion");
    MainWindow window(options);
    window.document()->load(scenario);
    window.setBackend(BackendKind::ManagedRedis);
    QVERIFY2(window.message().isEmpty(), qPrintable(window.message()));
    RunController *run = window.run();
    QCOMPARE(run->fullTrace().backend, QStringLiteral("redis"));
    QCOMPARE(verdictName(run->fullSummary().verdict), QStringLiteral("safe"));

    // Play the recording until A holds the lock (50 ms in), then fire from the palette.
    auto *palette = window.labTabs().faultPalette;
    QVERIFY(palette);
    run->setSpeed(0.2);
    run->reset();
    run->play();
    QTRY_VERIFY_WITH_TIMEOUT(run->now() >= usFromMs(50), 20000);
    QVERIFY(run->isPlaying());
    palette->setWorker(worker);
    palette->setMs(action == int(FaultPalette::Action::ClockJump) ? 950 : 300);
    QPushButton *button = palette->button(static_cast<FaultPalette::Action>(action));
    QVERIFY(button);
    QVERIFY2(button->isEnabled(), qPrintable(button->toolTip()));
    const qint64 firedAtMs = palette->fireTimeMs();
    button->click();  // re-runs live, blocking until the recording is done
    QVERIFY2(run->isPlaying(), "playback stopped when the fault re-ran the live run");

    // The engine played it on real Redis.
    QVERIFY2(window.message().isEmpty(), qPrintable(window.message()));
    const Trace &full = run->fullTrace();
    QCOMPARE(full.backend, QStringLiteral("redis"));
    const auto fault = std::find_if(full.events.cbegin(), full.events.cend(),
                                    [](const TraceEvent &e) { return e.kind == EventKind::Fault; });
    QVERIFY(fault != full.events.cend());
    QCOMPARE(int(fault->fault), kind);
    QVERIFY2(!fault->text.startsWith(QStringLiteral("not applied")), qPrintable(fault->text));
    QVERIFY2(fault->at >= usFromMs(firedAtMs), qPrintable(formatMs(fault->at)));
    if (kind == int(FaultKind::Restart))
        QVERIFY2(fault->text.contains(QStringLiteral("killed (SIGKILL) and restarted")), qPrintable(fault->text));
    if (!verdict.isEmpty())
        QCOMPARE(verdictName(run->fullSummary().verdict), verdict);
    if (kind == int(FaultKind::Pause)) {
        // A's write waits for the end of its 300 ms freeze.
        const auto write = std::find_if(full.events.cbegin(), full.events.cend(), [](const TraceEvent &e) {
            return e.kind == EventKind::Sent && e.worker == 0 && e.request.command == Command::Write;
        });
        QVERIFY(write != full.events.cend());
        QVERIFY2(write->at >= fault->at + usFromMs(300), qPrintable(formatMs(write->at)));
    }
    if (kind == int(FaultKind::LostReply))
        QCOMPARE(run->fullSummary().unknownOutcomes, 1);

    // Stepping stayed where it was in time, and the event log shows the fault once it is reached.
    QVERIFY(!run->isAtEnd());
    QVERIFY(run->now() <= fault->at + usFromMs(50));
    run->play();
    const auto shown = [&window, kind] {
        const Trace &t = window.logModel()->trace();
        return std::any_of(t.events.cbegin(), t.events.cend(),
                           [kind](const TraceEvent &e) { return e.kind == EventKind::Fault && int(e.fault) == kind; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(shown(), 20000);
    window.setBackend(BackendKind::Embedded);
}

QTEST_MAIN(TestUiFaultPalette)
#include "tst_uifaultpalette.moc"
