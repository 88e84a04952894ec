// SPDX-License-Identifier: MIT
// The conformance suite: every built-in scenario gives the same summary on the embedded model and
// on a real redis-server. Only what a scenario is about is compared: who acquired, release
// results, writes accepted or refused (with fence and staleness), overlap count, unknowns and
// errors, the final store and holder, the verdict and the kinds of violation. Times, retry counts and tokens
// are not: they move with a few ms of jitter, and a retry landing 0.8 ms either side of a TTL boundary is not
// a different race. The live runs use time scale 5 so that a loaded CI machine cannot flip a
// 10 ms margin.
//
// Restarts are real: a scenario with a restart fault runs on a redis-server of its own that the
// run kills and starts again (with AOF when the fault asks for it); scenario time stands still
// while it restarts and the server then refuses commands for the fault's downMs, as in the model.
// Those refusals are not compared (a retry a moment either side of the down window is the same
// race). The clock jump is emulated (PEXPIRE) on any server.
//
// A Redlock runs on N managed redis-servers of its own (LiveRedlock): its restarts are real, on the
// instance the fault names, and scenario time stands still while one restarts (every instance's
// keys get the held time back); the clock jump is emulated per instance (libfaketime cannot drive
// Debian's redis-server 7.0: docs/scenarios.md).
//
// Replication is real too: a scenario with replicas runs on a managed primary and replicas of its
// own, replication through LockLab's relay (a lag window holds its bytes), a failover kills the
// primary and promotes a replica with REPLICAOF NO ONE. Commands refused while the primary is
// down are not compared either.
#include "clusterfixture.h"
#include "core/builtins.h"
#include "core/safetychecker.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "live/clustermap.h"
#include "live/liverun.h"
#include "redisfixture.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace locklab;

namespace {

constexpr double kTimeScale = 5.0;

bool refusedWhileRestarting(const TraceEvent &e)
{
    return e.kind == EventKind::Replied && e.reply.kind == Reply::Kind::Error
           && (e.reply.text.contains(QStringLiteral("the server is restarting"))
               || e.reply.text.contains(QStringLiteral("the primary is down")));
}

// Errors other than refusals during a restart.
int errorsOutsideRestarts(const Trace &t, const Summary &s)
{
    return s.errors - static_cast<int>(std::count_if(t.events.cbegin(), t.events.cend(), refusedWhileRestarting));
}

// The store value names the last writer; it is part of the outcome only when the last two
// accepted writes by different workers are far apart (not under heavy contention).
bool lastWriterIsStable(const Summary &s)
{
    const Write *last = nullptr;
    for (const Write &w : s.writes) {
        if (w.accepted)
            last = &w;
    }
    if (!last)
        return true;
    const Write *before = nullptr;
    for (const Write &w : s.writes) {
        if (&w == last)
            break;
        if (w.accepted && w.worker != last->worker)
            before = &w;
    }
    return !before || last->at - before->at >= 20000;
}

QStringList outcome(const Trace &t, const Summary &s, bool withStoreValue)
{
    QStringList lines;
    QStringList part;
    for (const Acquisition &a : s.acquisitions)
        part << QStringLiteral("acquire %1 ok=%2 unknown=%3").arg(t.workerName(a.worker)).arg(a.ok).arg(a.unknown);
    part.sort();
    lines << part;
    part.clear();
    for (const Release &r : s.releases)
        part << QStringLiteral("release %1 %2").arg(t.workerName(r.worker), releaseResultName(r.result));
    part.sort();
    lines << part;
    part.clear();
    for (const Write &w : s.writes)
        part << QStringLiteral("write %1 fence=%2 accepted=%3 stale=%4")
                    .arg(t.workerName(w.worker))
                    .arg(w.fence)
                    .arg(w.accepted)
                    .arg(w.stale);
    part.sort();
    lines << part;
    lines << QStringLiteral("overlaps %1").arg(s.overlaps.size())
          << QStringLiteral("foreign deletes %1").arg(s.foreignDeletes)
          << QStringLiteral("unknown %1 errors %2").arg(s.unknownOutcomes).arg(errorsOutsideRestarts(t, s))
          << QStringLiteral("store count=%1 fence=%2%3")
                 .arg(s.storeCount)
                 .arg(s.storeFence)
                 .arg(withStoreValue ? QStringLiteral(" value=") + s.storeValue : QString())
          << QStringLiteral("holder at end %1").arg(t.workerName(s.finalHolder))
          << QStringLiteral("verdict %1").arg(verdictName(s.verdict));
    part.clear();
    for (const Violation &v : s.violations)
        part << QStringLiteral("violation %1").arg(violationKindName(v.kind));
    part.removeDuplicates();
    part.sort();
    lines << part;
    return lines;
}

bool hasRestart(const Scenario &scenario)
{
    return std::any_of(scenario.faults.cbegin(), scenario.faults.cend(),
                       [](const Fault &f) { return f.kind == FaultKind::Restart; });
}

}  // namespace

class TestConformance : public QObject {
    Q_OBJECT

    test::RedisFixture m_redis;
    test::ClusterFixture m_cluster;  // the cluster column's: started by its first row

private slots:
    void initTestCase() { LOCKLAB_START_REDIS(m_redis); }

    void sameSummaryOnEmbeddedAndRedis_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("waitOn");
        QTest::addColumn<QString>("variation");
        const QStringList names = builtinScenarioNames();
        QVERIFY(names.size() >= 6);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << name << false << QString();
        // The app's WAIT switch on the failover race: WAIT 1 50 straddles the primary's death.
        QTest::newRow("failover-loses-lock, WAIT on") << QStringLiteral("failover-loses-lock") << true << QString();
        // The restart with AOF and appendfsync always: instance 3 keeps A's key, B gets no quorum.
        QTest::newRow("redlock-restart, instance 3 with AOF")
            << QStringLiteral("redlock-restart") << false << QStringLiteral("aof");
        // node-redlock 5.0.0-beta.2's validity: A believes it holds an expired lock, two holders.
        QTest::newRow("redlock-slow-acquire, first-attempt")
            << QStringLiteral("redlock-slow-acquire") << false << QStringLiteral("first-attempt");
    }
    static void vary(Scenario &scenario, const QString &variation)
    {
        if (variation == QStringLiteral("aof")) {
            for (Fault &f : scenario.faults)
                f.persistent = f.kind == FaultKind::Restart && f.instance == 2;
        } else if (variation == QStringLiteral("first-attempt")) {
            scenario.redlock.validityFrom = ValidityFrom::FirstAttempt;
        }
    }
    void sameSummaryOnEmbeddedAndRedis()
    {
        QFETCH(QString, name);
        QFETCH(bool, waitOn);
        QFETCH(QString, variation);
        Scenario scenario;
        LoadError error;
        QVERIFY2(loadBuiltinScenario(name, &scenario, &error), qPrintable(error.toString()));
        vary(scenario, variation);
        if (scenario.cluster.enabled())
            QSKIP("a cluster's race: in the cluster column (sameSummaryOnEmbeddedAndCluster)");
        if (waitOn)
            scenario.policies.wait = WaitPolicy::standard();
        const Trace embedded = simulate(scenario, scenario.policies, 1);
        const Summary expected = summarize(embedded);

        LiveOptions options;
        options.url = m_redis.url();
        options.timeScale = kTimeScale;
        options.wakeUpNotes = false;
        // A restart gets a server of its own: the shared one stays up for the other rows.
        test::RedisFixture own;
        // The run starts its own primary and replicas, or a Redlock's instances (which it restarts itself).
        options.managed = scenario.replicas > 0 || scenario.redlock.enabled();
        if (scenario.redlock.enabled()) {
            const LiveOutcome live = runLive(scenario, scenario.policies, options);
            compareWithEmbedded(scenario, embedded, expected, live);
            checkRedlockInstances(scenario, live.trace);
            if (variation == QStringLiteral("aof"))  // the fault asked for AOF, and the server had it
                QVERIFY(std::any_of(live.trace.events.cbegin(), live.trace.events.cend(), [](const TraceEvent &e) {
                    return e.kind == EventKind::Fault && e.text.contains(QStringLiteral("appendfsync always"));
                }));
            return;
        }
        if (hasRestart(scenario)) {
            QVERIFY2(own.start(), qPrintable(own.error()));
            options.url = own.url();
            options.restartServer = [&own](QString *why) { return own.server().restart(why); };
        }
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        compareWithEmbedded(scenario, embedded, expected, live);
        if (QTest::currentTestFailed() || scenario.replicas > 0)
            return;
        // Every key of the run was deleted by name at the end.
        const test::RedisFixture &server = hasRestart(scenario) ? own : m_redis;
        QVERIFY2(server.raw({"EXISTS", (live.trace.keyPrefix + scenario.lockKey).toUtf8()}) == "0",
                 qPrintable(live.trace.keyPrefix));
    }

    // The cluster column: the same rows on a 3-primary Redis Cluster (one shared by the rows, the
    // run finding its slot's primary), and cluster-failover-loses-lock on a cluster of its own
    // whose replica the cluster promotes itself.
    void sameSummaryOnEmbeddedAndCluster_data() { sameSummaryOnEmbeddedAndRedis_data(); }
    void sameSummaryOnEmbeddedAndCluster()
    {
        QFETCH(QString, name);
        QFETCH(bool, waitOn);
        Scenario scenario;
        LoadError error;
        QVERIFY2(loadBuiltinScenario(name, &scenario, &error), qPrintable(error.toString()));
        if (scenario.redlock.enabled())
            QSKIP("a Redlock runs on independent servers of its own, not on a cluster (the column above)");
        if (scenario.replicas > 0 && !scenario.cluster.enabled())
            QSKIP("runs on a primary and replicas of its own, not on a cluster (the column above); the cluster's "
                  "own failover is cluster-failover-loses-lock");
        if (waitOn)
            scenario.policies.wait = WaitPolicy::standard();
        const Trace embedded = simulate(scenario, scenario.policies, 1);
        const Summary expected = summarize(embedded);
        LiveOptions options;
        options.timeScale = kTimeScale;
        options.wakeUpNotes = false;
        options.managed = scenario.cluster.enabled();  // a cluster of the run's own
        if (!options.managed) {
            if (!m_cluster.isStarted())
                QVERIFY2(m_cluster.start(), qPrintable(m_cluster.error()));
            options.url = m_cluster.cluster().url();
        }
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        compareWithEmbedded(scenario, embedded, expected, live);
        if (QTest::currentTestFailed())
            return;
        QString notes;
        for (const TraceEvent &e : live.trace.events)
            notes += e.kind == EventKind::Note ? e.text + u'\n' : QString();
        QVERIFY2(notes.contains(QStringLiteral("cluster: the run's keys")), qPrintable(notes));
        if (options.managed)
            return;
        const QByteArray key = (live.trace.keyPrefix + scenario.lockKey).toUtf8();
        QCOMPARE(m_cluster.raw(m_cluster.cluster().shardOfSlot(clusterKeySlot(key)), {"EXISTS", key}), QByteArray("0"));
    }

private:
    // A Redlock ran on N servers of its own: every fault hit the instance it names, a clock jump is
    // labelled as emulated, and the servers were stopped with the run.
    static void checkRedlockInstances(const Scenario &scenario, const Trace &live)
    {
        if (QTest::currentTestFailed())
            return;
        QString notes;
        QSet<int> expiredOn;
        for (const TraceEvent &e : live.events) {
            if (e.kind == EventKind::Note)
                notes += e.text + u'\n';
            // Each server tells its own expiries, as the model does: `lock@i`, never the bare key.
            if (e.kind == EventKind::Expired)
                QVERIFY2(e.text != scenario.lockKey, qPrintable(describeEvent(live, e)));
            if (e.kind == EventKind::Expired && keyInstance(e.text) > 0)
                expiredOn.insert(keyInstance(e.text));
            if (e.kind != EventKind::Fault || (e.fault != FaultKind::Restart && e.fault != FaultKind::ClockJump))
                continue;
            QVERIFY2(e.requestId >= 1 && e.requestId <= scenario.instances, qPrintable(e.text));
            QVERIFY2(e.text.startsWith(QStringLiteral("instance %1: ").arg(e.requestId)), qPrintable(e.text));
            if (e.fault == FaultKind::ClockJump)
                QVERIFY2(e.text.contains(QStringLiteral("emulated")), qPrintable(e.text));
        }
        if (scenario.name == QStringLiteral("redlock-gc-pause"))  // A's keys expired on all five while it was frozen
            QCOMPARE(expiredOn.size(), scenario.instances);
        if (scenario.name == QStringLiteral("redlock-clock-jump")) {
            // Instance 3's key expired before the deadline the client computed, as in the model.
            const auto early = std::find_if(live.events.cbegin(), live.events.cend(), [&](const TraceEvent &e) {
                return e.kind == EventKind::Expired && e.text == instanceKey(scenario.lockKey, 3);
            });
            QVERIFY(early != live.events.cend());
            QVERIFY2(early->deadline > early->at, qPrintable(describeEvent(live, *early)));
        }
        QVERIFY2(
            notes.contains(QStringLiteral("Redlock of %1 independent managed redis-servers").arg(scenario.instances)),
            qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("the %1 Redlock instances stopped").arg(scenario.instances)),
                 qPrintable(notes));
    }

    void compareWithEmbedded(const Scenario &scenario, const Trace &embedded, const Summary &expected,
                             const LiveOutcome &live)
    {
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(!live.connectionLost);
        QVERIFY(!live.hitDeadline);
        QCOMPARE(live.trace.backend, QStringLiteral("redis"));
        const Summary actual = summarize(live.trace);

        const bool withValue = lastWriterIsStable(expected);
        const QStringList want = outcome(embedded, expected, withValue);
        const QStringList got = outcome(live.trace, actual, withValue);
        if (got != want) {
            for (qsizetype i = 0; i < std::max(got.size(), want.size()); ++i)
                if (got.value(i) != want.value(i))
                    qInfo().noquote() << "outcome line" << i << "live:" << got.value(i)
                                      << "| embedded:" << want.value(i);
            for (const TraceEvent &e : live.trace.events)
                qInfo().noquote() << describeEvent(live.trace, e);
        }
        QCOMPARE(got.join(u'\n'), want.join(u'\n'));
        // Every fault was applied for real, none "not applied: ..." for want of a server.
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind == EventKind::Fault)
                QVERIFY2(!e.text.startsWith(QStringLiteral("not applied")), qPrintable(e.text));
        }
        if (scenario.replicas > 0) {
            // The run's primary and replicas are gone with it; the failover was real.
            const Summary s = summarize(live.trace);
            QCOMPARE(s.failovers.size(), expected.failovers.size());
            for (qsizetype i = 0; i < s.failovers.size(); ++i) {
                QCOMPARE(s.failovers.at(i).lockLost, expected.failovers.at(i).lockLost);
                QCOMPARE(s.failovers.at(i).replica, expected.failovers.at(i).replica);
            }
            QCOMPARE(s.waits.size(), expected.waits.size());
            for (qsizetype i = 0; i < s.waits.size(); ++i)
                QCOMPARE(s.waits.at(i).shortfall(), expected.waits.at(i).shortfall());
        }
    }

private slots:

    // A Redlock kills and restarts its instances and moves their TTLs: never a user's server.
    void redlockNeedsManagedServers()
    {
        Scenario scenario;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("redlock-restart"), &scenario, &error));
        LiveOptions options;
        options.url = m_redis.url();
        const QString why = LiveRun::unsupportedReason(scenario, options);
        QVERIFY2(why.contains(QStringLiteral("--redis managed")), qPrintable(why));
        const LiveOutcome refused = runLive(scenario, scenario.policies, options);
        QVERIFY(!refused.started);
        QCOMPARE(refused.error, why);
        options.managed = true;
        QCOMPARE(LiveRun::unsupportedReason(scenario, options), QString());
    }

    // Issue 30 item 2: three of five instances stalled for real (SIGSTOP, SIGCONT 230 ms later). A
    // gives up on each at the per-instance timeout (50 ms), misses the quorum, releases everywhere (the
    // release to instance 1 times out too; instance 2's is answered when it resumes), and holds on
    // its retry: the same outcome, unknowns included, as the model's. Margins of 20 ms (100 ms wall).
    void stallOnManagedInstances()
    {
        const QByteArray json = R"({"name": "redlock-stall", "lock": {"ttlMs": 1000, "algorithm": "redlock"},
  "redis": {"instances": 5},
  "faults": [{"kind": "stall", "instance": 1, "atMs": 0, "ms": 230},
             {"kind": "stall", "instance": 2, "atMs": 0, "ms": 230},
             {"kind": "stall", "instance": 3, "atMs": 0, "ms": 230}],
  "workers": [{"name": "A", "startMs": 10, "steps": [{"do": "acquire", "maxTries": 2, "retryMs": 400},
    {"do": "work", "ms": 50}, {"do": "write"}, {"do": "release"}]}]})";
        Scenario scenario;
        LoadError error;
        QVERIFY2(parseScenario(json, QStringLiteral("redlock-stall.json"), &scenario, &error),
                 qPrintable(error.toString()));
        const Trace embedded = simulate(scenario, scenario.policies, 1);
        const Summary expected = summarize(embedded);
        QCOMPARE(expected.unknownOutcomes > 0, true);  // the stalled instances' timeouts
        LiveOptions options;
        options.url = m_redis.url();
        options.timeScale = kTimeScale;
        options.wakeUpNotes = false;
        options.managed = true;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        compareWithEmbedded(scenario, embedded, expected, live);
        if (QTest::currentTestFailed())
            return;
        int stalled = 0;
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind == EventKind::Fault && e.fault == FaultKind::Stall) {
                QVERIFY2(e.text.contains(QStringLiteral("SIGSTOP")), qPrintable(e.text));
                QVERIFY2(e.text.startsWith(QStringLiteral("instance %1: ").arg(e.requestId)), qPrintable(e.text));
                ++stalled;
            }
        }
        QCOMPARE(stalled, 3);
        const Summary actual = summarize(live.trace);
        QCOMPARE(actual.quorumTries.size(), expected.quorumTries.size());
        for (qsizetype i = 0; i < actual.quorumTries.size(); ++i) {
            QCOMPARE(actual.quorumTries.at(i).granted, expected.quorumTries.at(i).granted);
            QCOMPARE(actual.quorumTries.at(i).believed, expected.quorumTries.at(i).believed);
        }
    }

    // A slow network to instance 2 (LockLab's client holds its replies back 1.2 s): every instance
    // grants, but the asking took longer than the TTL, so the validity check refuses the lock; the
    // retry after the window holds it. The same quorum tries as the model's.
    void delayToOneInstanceOnManagedInstances()
    {
        const QByteArray json = R"({"name": "redlock-delay", "lock": {"ttlMs": 1000, "algorithm": "redlock",
  "instanceTimeoutMs": 2000}, "redis": {"instances": 5},
  "faults": [{"kind": "latency", "instance": 2, "atMs": 0, "untilMs": 500, "ms": 1200}],
  "workers": [{"name": "A", "startMs": 10, "steps": [{"do": "acquire", "maxTries": 2, "retryMs": 100},
    {"do": "work", "ms": 50}, {"do": "write"}, {"do": "release"}]}]})";
        Scenario scenario;
        LoadError error;
        QVERIFY2(parseScenario(json, QStringLiteral("redlock-delay.json"), &scenario, &error),
                 qPrintable(error.toString()));
        const Trace embedded = simulate(scenario, scenario.policies, 1);
        const Summary expected = summarize(embedded);
        QCOMPARE(expected.quorumTries.size(), 2);
        QVERIFY(!expected.quorumTries.first().believed);
        LiveOptions options;
        options.url = m_redis.url();
        options.timeScale = kTimeScale;
        options.wakeUpNotes = false;
        options.managed = true;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        compareWithEmbedded(scenario, embedded, expected, live);
        if (QTest::currentTestFailed())
            return;
        const Summary actual = summarize(live.trace);
        QCOMPARE(actual.quorumTries.size(), expected.quorumTries.size());
        for (qsizetype i = 0; i < actual.quorumTries.size(); ++i) {
            QCOMPARE(actual.quorumTries.at(i).granted, expected.quorumTries.at(i).granted);
            QCOMPARE(actual.quorumTries.at(i).believed, expected.quorumTries.at(i).believed);
        }
        const auto fault = std::find_if(live.trace.events.cbegin(), live.trace.events.cend(),
                                        [](const TraceEvent &e) { return e.kind == EventKind::Fault; });
        QVERIFY(fault != live.trace.events.cend());
        QVERIFY2(fault->text.contains(QStringLiteral("held back by LockLab's client")), qPrintable(fault->text));
    }

    // The lesson on live Redis is Redis's own: the trace says when Redis expired the lock.
    void expiriesComeFromRedis()
    {
        Scenario scenario;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &scenario, &error));
        LiveOptions options;
        options.url = m_redis.url();
        options.timeScale = 2;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        int expired = 0;
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind == EventKind::Expired && e.text == scenario.lockKey) {
                ++expired;
                QVERIFY(e.deadline > 0);
                QVERIFY(e.at >= e.deadline);  // never before the deadline the client computed
                QVERIFY(e.wallAt >= 0);
            }
        }
        QVERIFY(expired >= 1);  // A's key, while A was frozen
        // Each wake-up's lateness is in the trace, and the run's tokens are 128-bit hex.
        bool sawLateness = false;
        for (const TraceEvent &e : live.trace.events)
            sawLateness = sawLateness || (e.kind == EventKind::Note && e.text.startsWith(QStringLiteral("woke ")));
        QVERIFY(sawLateness);
        QVERIFY(!live.lateness.empty());
        const Summary s = summarize(live.trace);
        QVERIFY(!s.acquisitions.isEmpty());
        QCOMPARE(s.acquisitions.first().token.size(), 32);
        QVERIFY(QByteArray::fromHex(s.acquisitions.first().token.toLatin1()).size() == 16);
        QVERIFY(live.trace.keyPrefix.startsWith(QStringLiteral("locklab:{live-")));
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
