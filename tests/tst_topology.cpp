// SPDX-License-Identifier: MIT
// The managed primary and replicas, for real: redis-server processes on free loopback ports,
// replication through LockLab's relay (holding its bytes holds replication), a failover by SIGKILL
// and REPLICAOF NO ONE, and no server left behind — not even when LockLab itself is SIGKILLed.
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "live/liveredis.h"
#include "live/liverun.h"
#include "live/realscheduler.h"
#include "processes.h"
#include "testfiles.h"
#include "topologyfixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

// A process that is running (a zombie has exited: only its parent's wait is missing).
bool alive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && line.size() > close + 2 && line.at(close + 2) != 'Z';
}

}  // namespace

class TestTopology : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (test::RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");
    }

    void startsAndReplicates_data()
    {
        QTest::addColumn<int>("replicas");
        QTest::newRow("1 replica") << 1;
        QTest::newRow("2 replicas") << 2;
    }
    void startsAndReplicates()
    {
        QFETCH(int, replicas);
        test::TopologyFixture t;
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(t.start(replicas), qPrintable(t.error()));
        qInfo("topology of 1 + %d up in %lld ms", replicas, static_cast<long long>(clock.elapsed()));
        QCOMPARE(t.topology().pids().size(), replicas + 1);
        QCOMPARE(t.raw(1, {"ROLE"}), QByteArray("array 5"));  // a replica: role, host, port, state, offset
        QCOMPARE(t.raw(0, {"SET", "locklab:test:k", "v1", "PX", "60000"}), QByteArray("OK"));
        for (int i = 1; i <= replicas; ++i)
            QTRY_COMPARE_WITH_TIMEOUT(t.raw(i, {"GET", "locklab:test:k"}), QByteArray("v1"), 2000);

        // Holding the relay's bytes holds replication, exactly, and only where asked.
        t.topology().holdReplication(0, true);
        QCOMPARE(t.raw(0, {"SET", "locklab:test:k", "v2", "PX", "60000"}), QByteArray("OK"));
        QTest::qWait(200);  // the relays run on this event loop: give them every chance
        QCOMPARE(t.raw(1, {"GET", "locklab:test:k"}), QByteArray("v1"));
        if (replicas == 2)
            QTRY_COMPARE_WITH_TIMEOUT(t.raw(2, {"GET", "locklab:test:k"}), QByteArray("v2"), 2000);
        // WAIT sees it: the held replica has not acknowledged.
        t.topology().holdReplication(0, false);
        QTRY_COMPARE_WITH_TIMEOUT(t.raw(1, {"GET", "locklab:test:k"}), QByteArray("v2"), 2000);

        const QList<qint64> pids = t.topology().pids();
        t.stop();
        for (qint64 pid : pids)
            QVERIFY2(!alive(pid), qPrintable(QString::number(pid)));
    }

    // The failover keeps what reached the promoted replica and nothing else; the other replica
    // follows the new primary; the killed primary is gone.
    void failoverPromotesTheMostUpToDate()
    {
        test::TopologyFixture t;
        QVERIFY2(t.start(2), qPrintable(t.error()));
        QCOMPARE(t.raw(0, {"SET", "locklab:test:early", "1", "PX", "60000"}), QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(t.raw(1, {"GET", "locklab:test:early"}), QByteArray("1"), 2000);
        QTRY_COMPARE_WITH_TIMEOUT(t.raw(2, {"GET", "locklab:test:early"}), QByteArray("1"), 2000);
        t.topology().holdReplication(0, true);  // replica 1 falls behind, replica 2 keeps up
        QCOMPARE(t.raw(0, {"SET", "locklab:test:late", "2", "PX", "60000"}), QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(t.raw(2, {"GET", "locklab:test:late"}), QByteArray("2"), 2000);
        const quint16 oldPrimary = t.topology().primaryUrl().port;
        const ManagedTopology::Death death = t.topology().killPrimary({"locklab:test:early", "locklab:test:late"});
        QVERIFY2(death.ok, qPrintable(death.error));
        QCOMPARE(death.replica, 1);
        QVERIFY(death.lost.isEmpty());
        QCOMPARE(death.alive, 2);
        QCOMPARE(test::RedisFixture::rawAt(oldPrimary, {"PING"}), QByteArray("CONNECT FAILED"));
        QString error;
        QVERIFY2(t.topology().promote(&error), qPrintable(error));
        QCOMPARE(t.topology().primaryInstance(), 2);
        QCOMPARE(t.topology().primaryUrl().port, t.topology().instancePort(2));
        QCOMPARE(t.raw(2, {"SET", "locklab:test:after", "3", "PX", "60000"}), QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(t.raw(1, {"GET", "locklab:test:after"}), QByteArray("3"), 3000);

        // Both behind: the promoted replica lacks the late key, and says so.
        test::TopologyFixture behind;
        QVERIFY2(behind.start(1), qPrintable(behind.error()));
        behind.topology().holdReplication(-1, true);
        QCOMPARE(behind.raw(0, {"SET", "locklab:test:late", "2", "PX", "60000"}), QByteArray("OK"));
        const ManagedTopology::Death lost = behind.topology().killPrimary({"locklab:test:late"});
        QVERIFY(lost.ok);
        QCOMPARE(lost.lost, QList<QByteArray>{"locklab:test:late"});
        QVERIFY(behind.topology().promote(&error));
        QCOMPARE(behind.raw(1, {"GET", "locklab:test:late"}), QByteArray("(nil)"));
    }

    // Redis answers a WAIT whose timeout passed on its next cron tick (up to 10 ms late at --hz
    // 100), the model at its deadline: a failover 1 ms after the deadline nearly always finds the
    // WAIT still blocked in Redis. The kill lets it land (the model answered it), and cuts a WAIT
    // still blocking at the fault's instant in the model, even when the kill itself wakes up after
    // that WAIT's deadline.
    void failoverLetsADueWaitLand_data()
    {
        QTest::addColumn<qint64>("waitMs");
        QTest::addColumn<Micros>("faultAt");
        QTest::addColumn<bool>("answered");
        QTest::addColumn<Micros>("late");
        QTest::newRow("deadline 20 ms, kill at 21 ms: answered") << qint64(20) << Micros(21000) << true << Micros(0);
        QTest::newRow("deadline 400 ms, kill at 10 ms: cut") << qint64(400) << Micros(10000) << false << Micros(0);
        // Woken late (a loaded machine): the kill compares with its own instant, not the wake-up's.
        QTest::newRow("deadline 30 ms, kill at 25 ms woken 7 ms late: cut")
            << qint64(30) << Micros(25000) << false << Micros(7000);
    }
    void failoverLetsADueWaitLand()
    {
        QFETCH(qint64, waitMs);
        QFETCH(Micros, faultAt);
        QFETCH(bool, answered);
        QFETCH(Micros, late);
        test::TopologyFixture t;
        QVERIFY2(t.start(1), qPrintable(t.error()));
        t.topology().holdReplication(-1, true);  // no replica acknowledges: WAIT runs to its timeout
        RealScheduler scheduler;
        LiveRedis::Options options;
        options.url = t.topology().primaryUrl();
        options.topology = &t.topology();
        options.workers = 1;
        options.keyspaceEvents = false;
        LiveRedis store(scheduler, QStringLiteral("locklab:t-wait:"), options);
        QCoro::Task<QString> connecting = store.connect();
        QCOMPARE(QCoro::waitFor(connecting), QString());
        QCoro::Task<Reply> set = store.execute(Request{.command = Command::Set,
                                                       .key = QStringLiteral("lock"),
                                                       .value = QStringLiteral("a"),
                                                       .number = 10000,
                                                       .condition = SetCondition::IfAbsent,
                                                       .worker = 0});
        QVERIFY(QCoro::waitFor(set).isOk());
        scheduler.start();
        QCoro::Task<Reply> wait = store.execute(
            Request{.command = Command::Wait, .value = QStringLiteral("1"), .number = waitMs, .worker = 0});
        Fault fault{.kind = FaultKind::Failover, .atMs = faultAt / 1000, .downMs = 50};
        bool inFlightAtKill = false;
        QCoro::Task<CommandExecutor::FaultOutcome> dies =
            [](RealScheduler &s, LiveRedis &r, Fault f, Micros at, const QCoro::Task<Reply> &w,
               bool &inFlight) -> QCoro::Task<CommandExecutor::FaultOutcome> {
            co_await s.sleep(at - s.now(), {-1, WakeReason::Timer});
            inFlight = !w.isReady();
            co_return co_await r.applyServerFault(f);
        }(scheduler, store, fault, faultAt + late, wait, inFlightAtKill);
        const CommandExecutor::FaultOutcome died = QCoro::waitFor(dies);
        QVERIFY2(died.applied, qPrintable(died.note));
        const Reply reply = QCoro::waitFor(wait);
        if (answered) {
            QCOMPARE(reply.kind, Reply::Kind::Integer);
            QCOMPARE(reply.integer, 0);
            // Redis answers on its next cron tick after the deadline: a kill woken late on a loaded
            // machine may find it answered already, and then had nothing to wait for.
            if (inFlightAtKill)
                QVERIFY2(died.note.contains(QStringLiteral("the kill waited")), qPrintable(died.note));
        } else if (inFlightAtKill) {
            QCOMPARE(reply.kind, Reply::Kind::Unknown);
            QVERIFY2(!died.note.contains(QStringLiteral("the kill waited")), qPrintable(died.note));
        } else {
            // Redis's cron tick came before the late kill: the reply landed, nothing to cut.
            QCOMPARE(reply.kind, Reply::Kind::Integer);
            qInfo("the WAIT was answered before the kill woke up: nothing to cut this time");
        }
    }

    // "failover": "sentinel": a real redis-sentinel of the run's own notices the dead primary after
    // down-after-milliseconds and promotes the replica; the race tells the model's story, with the
    // sentinel's own timings in the trace; the sentinel is gone with the run.
    void sentinelPromotes()
    {
        Scenario scenario;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("failover-loses-lock"), &scenario, &error));
        scenario.replicas = 1;
        scenario.failoverBy = FailoverBy::Sentinel;
        const Summary expected = summarize(simulate(scenario, scenario.policies, 1));
        LiveOptions options;
        options.managed = true;
        options.timeScale = 20;  // the sentinel's ~1 s of election and INFO rounds is ~50 scenario ms
        options.wakeUpNotes = false;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(!live.connectionLost);
        const Summary s = summarize(live.trace);
        QString promotion;
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind == EventKind::Fault && e.fault == FaultKind::Promotion)
                promotion = e.text;
        }
        QVERIFY2(promotion.startsWith(QStringLiteral("the sentinel promoted replica 1 with 0 key(s)")),
                 qPrintable(promotion));
        QVERIFY2(promotion.contains(QStringLiteral("down-after-milliseconds 1000")), qPrintable(promotion));
        QCOMPARE(s.failovers.size(), 1);
        QVERIFY(s.failovers.first().lockLost);
        QCOMPARE(s.failovers.first().replica, 0);
        // Never before down-after-milliseconds: 50 scenario ms at time scale 20.
        QVERIFY2(s.failovers.first().promotedAt >= s.failovers.first().diedAt + usFromMs(50),
                 qPrintable(QString::number(s.failovers.first().promotedAt)));
        QCOMPARE(s.overlaps.size(), expected.overlaps.size());
        QCOMPARE(s.verdict, expected.verdict);
        QCOMPARE(s.acquisitions.size(), expected.acquisitions.size());
        for (qsizetype i = 0; i < s.acquisitions.size(); ++i)
            QCOMPARE(s.acquisitions.at(i).ok, expected.acquisitions.at(i).ok);
    }

    // Never against a user's Redis: a scenario with replicas needs the managed topology.
    void refusesAUsersRedis()
    {
        Scenario scenario;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("failover-loses-lock"), &scenario, &error));
        LiveOptions options;
        options.url.port = 1;  // never reached
        const LiveOutcome outcome = runLive(scenario, scenario.policies, options);
        QVERIFY(!outcome.started);
        QVERIFY2(outcome.error.contains(QStringLiteral("--redis managed")), qPrintable(outcome.error));

        QProcess cli;
        cli.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("run"), QStringLiteral("failover-loses-lock"),
                                                   QStringLiteral("--redis"), QStringLiteral("redis://127.0.0.1:1")});
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("needs a primary with 2 replica(s)"));
    }

    // SIGKILL LockLab in the middle of a failover run: its primary and replicas die with it.
    void killingLockLabLeavesNoServer()
    {
        QProcess cli;
        cli.start(QStringLiteral(LOCKLAB_BINARY),
                  {QStringLiteral("run"), QStringLiteral("failover-loses-lock"), QStringLiteral("--redis"),
                   QStringLiteral("managed"), QStringLiteral("--time-scale"), QStringLiteral("50")});
        QVERIFY(cli.waitForStarted(5000));
        // The single managed server and the run's own primary and two replicas.
        QList<qint64> servers;
        QTRY_VERIFY_WITH_TIMEOUT((servers = test::childrenNamed(cli.processId(), "redis-server")).size() >= 4, 10000);
        cli.kill();
        QVERIFY(cli.waitForFinished(5000));
        for (qint64 pid : std::as_const(servers))
            QTRY_VERIFY2_WITH_TIMEOUT(!alive(pid), qPrintable(QString::number(pid)), 5000);
    }

    // The same with a sentinel: its process dies with LockLab too.
    void killingLockLabLeavesNoSentinel()
    {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("sentinel.json"),
                                             R"({"name": "sentinel-kill", "lock": {"key": "lock:job", "ttlMs": 1000},
  "redis": {"replicas": 1, "failover": "sentinel"},
  "faults": [{"kind": "failover", "atMs": 45, "downMs": 50}],
  "workers": [{"name": "A", "startMs": 10, "steps": [{"do": "acquire"}, {"do": "work", "ms": 300}, {"do": "release"}]}]})");
        QProcess cli;
        cli.start(QStringLiteral(LOCKLAB_BINARY),
                  {QStringLiteral("run"), path, QStringLiteral("--redis"), QStringLiteral("managed"),
                   QStringLiteral("--time-scale"), QStringLiteral("50")});
        QVERIFY(cli.waitForStarted(5000));
        // The managed server, the run's primary and replica, and the sentinel (redis-sentinel, or
        // redis-server --sentinel where Debian's redis-sentinel package is missing).
        QList<qint64> servers;
        QTRY_VERIFY_WITH_TIMEOUT((servers = test::childrenNamed(cli.processId(), "redis-server")
                                            + test::childrenNamed(cli.processId(), "redis-sentinel"))
                                         .size()
                                     >= 4,
                                 10000);
        cli.kill();
        QVERIFY(cli.waitForFinished(5000));
        for (qint64 pid : std::as_const(servers))
            QTRY_VERIFY2_WITH_TIMEOUT(!alive(pid), qPrintable(QString::number(pid)), 5000);
    }
};

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"
