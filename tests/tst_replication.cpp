// SPDX-License-Identifier: MIT
// Replication in the embedded model: the stream, its lag, WAIT, a failover that keeps exactly
// what reached the promoted replica, and the three failover built-ins' lessons. The live side of
// each (a real primary and replicas) is in tst_topology and tst_conformance.
#include "builtinscenario.h"
#include "core/embeddedredis.h"
#include "core/safetychecker.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "core/virtualscheduler.h"

#include <QCoroTask>
#include <QTest>

using namespace locklab;

namespace {

Request setKey(const QString &key, const QString &value, int worker = 0)
{
    return Request{.command = Command::Set, .key = key, .value = value, .number = 10000, .worker = worker};
}

struct Timed {
    Micros replied = -1;
    Reply reply;
};

QCoro::Task<> client(CommandExecutor &store, Scheduler &scheduler, Request request, Timed *out)
{
    const Request copy = request;
    out->reply = co_await store.execute(copy);
    out->replied = scheduler.now();
}

QCoro::Task<> fault(CommandExecutor &store, Fault f, CommandExecutor::FaultOutcome *out)
{
    const Fault copy = f;
    *out = co_await store.applyServerFault(copy);
}

Fault lag(qint64 atMs, qint64 untilMs, int replica = -1)
{
    Fault f;
    f.kind = FaultKind::ReplicationLag;
    f.atMs = atMs;
    f.untilMs = untilMs;
    f.replica = replica;
    return f;
}

Fault of(FaultKind kind)
{
    Fault f;
    f.kind = kind;
    return f;
}

const ViolationKind *find(const QList<Violation> &vs, ViolationKind kind)
{
    for (const Violation &v : vs) {
        if (v.kind == kind)
            return &v.kind;
    }
    return nullptr;
}

QString witness(const Trace &trace, const Summary &s, ViolationKind kind)
{
    for (const Violation &v : s.violations) {
        if (v.kind == kind)
            return Witnesses(trace, s).text(v);
    }
    return {};
}

}  // namespace

class TestReplication : public QObject {
    Q_OBJECT

private slots:
    // Without lag every change reaches every replica at once; under lag it waits for the window's
    // end, in order, and only the replica the window names is held.
    void lagHoldsTheStreamInOrder_data()
    {
        QTest::addColumn<int>("heldReplica");  // -1: both
        QTest::addColumn<qint64>("offsetOfFirstDuringLag");
        QTest::addColumn<qint64>("offsetOfSecondDuringLag");
        QTest::newRow("both held") << -1 << qint64(1) << qint64(1);
        QTest::newRow("replica 1 held") << 0 << qint64(1) << qint64(3);
        QTest::newRow("replica 2 held") << 1 << qint64(3) << qint64(1);
    }
    void lagHoldsTheStreamInOrder()
    {
        QFETCH(int, heldReplica);
        QFETCH(qint64, offsetOfFirstDuringLag);
        QFETCH(qint64, offsetOfSecondDuringLag);
        VirtualScheduler scheduler;
        EmbeddedRedis store(scheduler, QStringLiteral("t:"), 0);
        store.setReplicas(2);
        Timed a, b, c;
        CommandExecutor::FaultOutcome held;
        QCoro::Task<> t1 = client(store, scheduler, setKey(QStringLiteral("k1"), QStringLiteral("one")), &a);
        scheduler.runUntil(1000);
        QCOMPARE(store.replicaOffset(0), 1);
        QCOMPARE(store.replicaOffset(1), 1);
        QCoro::Task<> f = fault(store, lag(1, 50, heldReplica), &held);
        QVERIFY(held.applied);
        QCoro::Task<> t2 = client(store, scheduler, setKey(QStringLiteral("k2"), QStringLiteral("two")), &b);
        QCoro::Task<> t3 = client(store, scheduler, setKey(QStringLiteral("k1"), QStringLiteral("three")), &c);
        scheduler.runUntil(49000);
        QCOMPARE(store.replicationOffset(), 3);
        QCOMPARE(store.replicaOffset(0), offsetOfFirstDuringLag);
        QCOMPARE(store.replicaOffset(1), offsetOfSecondDuringLag);
        scheduler.runUntil(50000);  // the window ends: what it held arrives, in order
        QCOMPARE(store.replicaOffset(0), 3);
        QCOMPARE(store.replicaOffset(1), 3);
    }

    // WAIT n t: replies with the replicas that have this client's writes — at once when they do,
    // when the lag ends if that is within t, else at t with fewer.
    void waitCountsReplicas_data()
    {
        QTest::addColumn<qint64>("lagUntilMs");  // 0: no lag
        QTest::addColumn<int>("wanted");
        QTest::addColumn<qint64>("timeoutMs");
        QTest::addColumn<qint64>("expectedReplicas");
        QTest::addColumn<qint64>("expectedReplyUs");
        QTest::newRow("no lag: at once") << qint64(0) << 1 << qint64(50) << qint64(2) << qint64(10000);
        QTest::newRow("lag past the timeout: 0 at the timeout")
            << qint64(100) << 1 << qint64(50) << qint64(0) << qint64(60000);
        QTest::newRow("lag ends within the timeout: when it ends")
            << qint64(30) << 1 << qint64(50) << qint64(2) << qint64(30000);
        QTest::newRow("asking for 3 of 2: the whole timeout")
            << qint64(0) << 3 << qint64(20) << qint64(2) << qint64(30000);
    }
    void waitCountsReplicas()
    {
        QFETCH(qint64, lagUntilMs);
        QFETCH(int, wanted);
        QFETCH(qint64, timeoutMs);
        QFETCH(qint64, expectedReplicas);
        QFETCH(qint64, expectedReplyUs);
        VirtualScheduler scheduler;
        EmbeddedRedis store(scheduler, QStringLiteral("t:"), 0);
        store.setReplicas(2);
        CommandExecutor::FaultOutcome held;
        std::optional<QCoro::Task<>> f;
        if (lagUntilMs > 0)
            f.emplace(fault(store, lag(0, lagUntilMs), &held));
        scheduler.runUntil(10000);
        Timed set, wait;
        QCoro::Task<> t1 = client(store, scheduler, setKey(QStringLiteral("lock"), QStringLiteral("a")), &set);
        QCoro::Task<> t2 = client(
            store, scheduler,
            Request{.command = Command::Wait, .value = QString::number(wanted), .number = timeoutMs, .worker = 0},
            &wait);
        scheduler.runUntil(1000000);
        QCOMPARE(wait.reply.kind, Reply::Kind::Integer);
        QCOMPARE(wait.reply.integer, expectedReplicas);
        QCOMPARE(wait.replied, expectedReplyUs);
    }

    // The promoted replica keeps what reached it, nothing else; the most up-to-date one wins.
    void failoverKeepsWhatReachedTheReplica()
    {
        VirtualScheduler scheduler;
        EmbeddedRedis store(scheduler, QStringLiteral("t:"), 0);
        store.setReplicas(2);
        Timed a, b, after;
        CommandExecutor::FaultOutcome held, died, promoted;
        QCoro::Task<> t1 = client(store, scheduler, setKey(QStringLiteral("early"), QStringLiteral("1")), &a);
        scheduler.runUntil(1000);
        QCoro::Task<> f1 = fault(store, lag(1, 500, 0), &held);  // replica 1 stops; replica 2 follows
        QCoro::Task<> t2 = client(store, scheduler, setKey(QStringLiteral("late"), QStringLiteral("2")), &b);
        scheduler.runUntil(2000);
        QCoro::Task<> f2 = fault(store, of(FaultKind::Failover), &died);
        QVERIFY(died.applied);
        QCOMPARE(died.replica, 1);  // replica 2 had more of the stream
        QVERIFY(died.lostKeys.isEmpty());
        QCoro::Task<> t3 = client(store, scheduler, setKey(QStringLiteral("x"), QStringLiteral("3")), &after);
        scheduler.runUntil(3000);
        QCOMPARE(after.reply.kind, Reply::Kind::Error);  // nobody to talk to until the promotion
        QVERIFY(after.reply.text.contains(QStringLiteral("the primary is down")));
        QCoro::Task<> f3 = fault(store, of(FaultKind::Promotion), &promoted);
        QVERIFY(promoted.applied);
        QCOMPARE(promoted.replica, 1);
        QCOMPARE(store.apply(Request{.command = Command::Get, .key = QStringLiteral("late")}).text,
                 QStringLiteral("2"));

        // Now the other way round: both held, so the promoted replica lacks the late key.
        VirtualScheduler s2;
        EmbeddedRedis lagging(s2, QStringLiteral("t:"), 0);
        lagging.setReplicas(1);
        Timed c, d;
        QCoro::Task<> t4 = client(lagging, s2, setKey(QStringLiteral("early"), QStringLiteral("1")), &c);
        s2.runUntil(1000);
        QCoro::Task<> f4 = fault(lagging, lag(1, 500), &held);
        QCoro::Task<> t5 = client(lagging, s2, setKey(QStringLiteral("late"), QStringLiteral("2")), &d);
        s2.runUntil(2000);
        QCoro::Task<> f5 = fault(lagging, of(FaultKind::Failover), &died);
        QCOMPARE(died.lostKeys, QStringList{QStringLiteral("late")});
        QCoro::Task<> f6 = fault(lagging, of(FaultKind::Promotion), &promoted);
        s2.runUntil(600000);  // the held window's end delivers nothing: the primary is dead
        QCOMPARE(lagging.apply(Request{.command = Command::Get, .key = QStringLiteral("late")}).kind, Reply::Kind::Nil);
        QCOMPARE(lagging.apply(Request{.command = Command::Get, .key = QStringLiteral("early")}).text,
                 QStringLiteral("1"));
    }

    // The lessons, as the report tells them.
    void failoverLosesLock()
    {
        const Trace t = simulate(builtin(QStringLiteral("failover-loses-lock")),
                                 builtin(QStringLiteral("failover-loses-lock")).policies, 1);
        const Summary s = summarize(t);
        QCOMPARE(s.failovers.size(), 1);
        QCOMPARE(s.failovers.first().diedAt, usFromMs(45));
        QCOMPARE(s.failovers.first().promotedAt, usFromMs(95));
        QVERIFY(s.failovers.first().lockLost);
        QCOMPARE(primaryAt(s.failovers, usFromMs(94)), 0);
        QCOMPARE(primaryAt(s.failovers, usFromMs(95)), s.failovers.first().replica + 1);
        QCOMPARE(s.keySpans.first().end, KeySpan::End::FailedOver);
        QCOMPARE(s.overlaps.size(), 1);
        QVERIFY(s.verdict != Verdict::Safe);
        const QString why = witness(t, s, ViolationKind::MutualExclusion);
        QVERIFY2(why.startsWith(QStringLiteral("A acquired on the primary at 10.1 ms; the key had not reached the "
                                               "replica when the primary died at 45 ms; the replica was promoted at 95 "
                                               "ms without it; B acquired at 10")),
                 qPrintable(why));
    }

    void waitCatchesTheLag_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("waitOn");
        QTest::addColumn<bool>("proceed");
        QTest::addColumn<bool>("safe");
        QTest::addColumn<int>("shortfalls");
        QTest::newRow("failover-wait") << QStringLiteral("failover-wait") << true << false << true << 1;
        QTest::newRow("failover-wait, proceed") << QStringLiteral("failover-wait") << true << true << false << 1;
        QTest::newRow("failover-loses-lock, WAIT on")
            << QStringLiteral("failover-loses-lock") << true << false << true << 1;
        QTest::newRow("failover-loses-lock, WAIT off")
            << QStringLiteral("failover-loses-lock") << false << false << false << 0;
    }
    void waitCatchesTheLag()
    {
        QFETCH(QString, name);
        QFETCH(bool, waitOn);
        QFETCH(bool, proceed);
        QFETCH(bool, safe);
        QFETCH(int, shortfalls);
        const Scenario scenario = builtin(name);
        Policies p = scenario.policies;
        if (waitOn && !p.wait.enabled())
            p.wait = WaitPolicy::standard();
        if (!waitOn)
            p.wait.replicas = 0;
        if (proceed)
            p.wait.onUnreplicated = WaitPolicy::OnUnreplicated::Proceed;
        const Trace t = simulate(scenario, p, 1);
        const Summary s = summarize(t);
        QCOMPARE(s.verdict == Verdict::Safe, safe);
        QCOMPARE(static_cast<int>(
                     std::count_if(s.waits.cbegin(), s.waits.cend(), [](const WaitCheck &w) { return w.shortfall(); })),
                 shortfalls);
        // The shortfall is in the trace as the WAIT reply itself, for every view to draw.
        int drawn = 0;
        for (const TraceEvent &e : t.events)
            drawn += waitShortfall(e) ? 1 : 0;
        QCOMPARE(drawn, shortfalls);
        if (waitOn && !proceed) {
            // Nobody was inside while the key existed only on the primary.
            QVERIFY(s.overlaps.isEmpty());
            QVERIFY(!find(s.violations, ViolationKind::LockLostWhileHeld));
        }
    }

    // The fence counter lives on the same Redis: the promotion rolls it back, and B draws A's number.
    void failoverRollsTheFenceBack()
    {
        const Scenario scenario = builtin(QStringLiteral("failover-fencing"));
        const Summary s = summarize(simulate(scenario, scenario.policies, 1));
        QCOMPARE(s.writes.size(), 2);
        QCOMPARE(s.writes.at(0).worker, 0);
        QCOMPARE(s.writes.at(0).fence, 1);
        QVERIFY(s.writes.at(0).accepted);  // A, no longer the holder, writes first and is taken
        QCOMPARE(s.writes.at(1).worker, 1);
        QCOMPARE(s.writes.at(1).fence, 1);  // the same number again
        QVERIFY(!s.writes.at(1).accepted);  // B, the holder, is refused
        QCOMPARE(s.storeValue, QStringLiteral("A"));
    }

    void loaderChecksTheTopology_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head =
            R"({ "lock": { "ttlMs": 100 }, "workers": [ { "name": "A", "steps": [ { "do": "acquire" } ] } ],
)";
        QTest::newRow("lag without replicas")
            << head + R"(  "faults": [ { "kind": "replication-lag", "atMs": 0, "untilMs": 5 } ] })"
            << QStringLiteral("t.json:2:25: faults[0].kind: \"replication-lag\" needs replicas: add \"redis\": "
                              "{\"replicas\": 1} to the scenario");
        QTest::newRow("three replicas") << head + R"(  "redis": { "replicas": 3 } })"
                                        << QStringLiteral("t.json:2:26: redis.replicas: expected an integer from 0 to "
                                                          "2, got 3 (too large)");
        QTest::newRow("failover without downMs")
            << head + R"(  "redis": { "replicas": 1 }, "faults": [ { "kind": "failover", "atMs": 5 } ] })"
            << QStringLiteral("t.json:2:43: faults[0]: missing required field \"downMs\" for \"failover\"");
        QTest::newRow("lag on replica 2 of 1")
            << head
                   + R"(  "redis": { "replicas": 1 }, "faults": [ { "kind": "replication-lag", "atMs": 0, "untilMs": 5, "replica": 2 } ] })"
            << QStringLiteral("t.json:2:108: faults[0].replica: expected an integer from 1 to 1, got 2");
        QTest::newRow("sentinel without a replica")
            << head + R"(  "redis": { "failover": "sentinel" } })"
            << QStringLiteral("t.json:2:26: redis.failover: a sentinel needs a replica to promote: add "
                              "\"replicas\": 1");
        QTest::newRow("unknown failover")
            << head + R"(  "redis": { "replicas": 1, "failover": "operator" } })"
            << QStringLiteral("t.json:2:41: redis.failover: expected one of \"lab\", \"sentinel\", got "
                              "\"operator\"");
        QTest::newRow("WAIT without a bound")
            << head + R"(  "policies": { "wait": { "replicas": 1, "timeoutMs": 0 } } })"
            << QStringLiteral("t.json:2:55: policies.wait.timeoutMs: expected an integer from 1 to 60000, got 0");
        QTest::newRow("WAIT, unknown follow-up")
            << head + R"(  "policies": { "wait": { "onUnreplicated": "retry" } } })"
            << QStringLiteral("t.json:2:45: policies.wait.onUnreplicated: expected one of \"release-and-retry\", "
                              "\"proceed\", got \"retry\"");
    }
    void loaderChecksTheTopology()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        Scenario s;
        LoadError error;
        QVERIFY(!parseScenario(json, QStringLiteral("t.json"), &s, &error));
        QCOMPARE(error.toString(), expected);
    }
};

QTEST_GUILESS_MAIN(TestReplication)
#include "tst_replication.moc"
