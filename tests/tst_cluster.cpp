// SPDX-License-Identifier: MIT
// Runs on a Redis Cluster (issue 29, items 2 and 5): the slot of a key, MOVED and ASK read, the
// cluster's map read from CLUSTER SHARDS and CLUSTER SLOTS, a managed cluster started and stopped,
// and runs that must find their slot's primary, whichever seed they were given, and follow the slot
// when it moves mid-run. One cluster for the whole suite (three primaries, no replicas).
#include "clusterfixture.h"
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "live/clustermap.h"
#include "live/liverun.h"
#include "processes.h"

#include <QCoroTask>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>

using namespace locklab;

namespace {

// A run id whose hash tag puts the run's keys on shard `shard` of `cluster`.
QString runIdOnShard(const ManagedCluster &cluster, int shard, const QString &stem)
{
    for (int i = 0; i < 100000; ++i) {
        const QString id = stem + QString::number(i);
        if (cluster.shardOfSlot(clusterKeySlot(QByteArrayLiteral("locklab:{") + id.toUtf8() + "}:")) == shard)
            return id;
    }
    return {};
}

QString notesOf(const Trace &trace)
{
    QStringList notes;
    for (const TraceEvent &e : trace.events) {
        if (e.kind == EventKind::Note)
            notes << e.text;
    }
    return notes.join(u'\n');
}

Scenario lesson(const QString &name)
{
    Scenario scenario;
    LoadError error;
    if (!loadBuiltinScenario(name, &scenario, &error))
        qFatal("%s", qPrintable(error.toString()));
    return scenario;
}

}  // namespace

class TestCluster : public QObject {
    Q_OBJECT

    test::ClusterFixture m_cluster;

    // A lesson on the shared cluster, checked against the embedded model: same verdict and
    // counts, no error, and the run's keys deleted at the end on the shard that holds them.
    void checkRun(const Scenario &scenario, const LiveOptions &options, int shard)
    {
        const Summary expected = summarize(simulate(scenario, scenario.policies, 1));
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        const Summary s = summarize(live.trace);
        const QString notes = notesOf(live.trace);
        if (s.errors != 0 || s.verdict != expected.verdict) {
            for (const TraceEvent &e : live.trace.events)
                qInfo().noquote() << describeEvent(live.trace, e);
        }
        QCOMPARE(s.errors, 0);
        QCOMPARE(verdictName(s.verdict), verdictName(expected.verdict));
        QCOMPARE(s.overlaps.size(), expected.overlaps.size());
        QCOMPARE(s.writes.size(), expected.writes.size());
        const QString primary = QStringLiteral("127.0.0.1:%1").arg(m_cluster.cluster().primaryPort(shard));
        QVERIFY2(notes.contains(QStringLiteral("on the primary at ") + primary)
                     || notes.contains(QStringLiteral(" to ") + primary + QStringLiteral(" (MOVED)")),
                 qPrintable(notes));
        QVERIFY2(notes.contains(QRegularExpression(QStringLiteral("deleted [1-9][0-9]* key\\(s\\)"))),
                 qPrintable(notes));
        checkGone(live.trace.keyPrefix + scenario.lockKey, shard);
    }

    // The key is not on `shard`, which owns its slot; every other shard sends the asker there.
    void checkGone(const QString &key, int shard)
    {
        const QByteArray moved = "ERR: MOVED " + QByteArray::number(clusterKeySlot(key.toUtf8()))
                                 + " 127.0.0.1:" + QByteArray::number(m_cluster.cluster().primaryPort(shard));
        for (int i = 0; i < m_cluster.cluster().shardCount(); ++i)
            QCOMPARE(m_cluster.raw(i, {"EXISTS", key.toUtf8()}), i == shard ? QByteArray("0") : moved);
    }

private slots:
    void initTestCase() { LOCKLAB_START_CLUSTER(m_cluster); }

    void keySlot_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<int>("slot");  // -1: ask the cluster (CLUSTER KEYSLOT)
        // Redis's cluster spec: CRC16 of "123456789" is 0x31C3.
        QTest::newRow("spec check value") << QByteArray("123456789") << (0x31C3 & 16383);
        QTest::newRow("foo") << QByteArray("foo") << 12182;
        QTest::newRow("hash tag") << QByteArray("{user1000}.following") << -1;
        QTest::newRow("same tag, other key") << QByteArray("{user1000}.followers") << -1;
        QTest::newRow("empty tag: whole key") << QByteArray("foo{}{bar}") << -1;
        QTest::newRow("first brace pair") << QByteArray("foo{{bar}}zap") << -1;
        QTest::newRow("first tag only") << QByteArray("foo{bar}{zap}") << -1;
        QTest::newRow("no closing brace") << QByteArray("foo{bar") << -1;
        QTest::newRow("a run's key") << QByteArray("locklab:{live-00ff00ff00ff00ff}:lock:job") << -1;
        QTest::newRow("binary") << QByteArray("\xff\x00\x01{\xfe}", 7) << -1;
    }
    void keySlot()
    {
        QFETCH(QByteArray, key);
        QFETCH(int, slot);
        if (slot < 0)
            slot = m_cluster.raw(0, {"CLUSTER", "KEYSLOT", key}).toInt();
        QCOMPARE(clusterKeySlot(key), slot);
    }

    void runKeysShareOneSlot()
    {
        const QByteArray prefix("locklab:{live-1234}:");
        const int slot = clusterKeySlot(prefix);
        for (const char *key : {"lock:job", "fence:lock:job", "store", "a-very-long-key-name"})
            QCOMPARE(clusterKeySlot(prefix + key), slot);
    }

    void redirect_data()
    {
        QTest::addColumn<QByteArray>("error");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("slot");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        const int moved = int(ClusterRedirect::Kind::Moved), ask = int(ClusterRedirect::Kind::Ask),
                  none = int(ClusterRedirect::Kind::None);
        QTest::newRow("MOVED") << QByteArray("MOVED 3999 127.0.0.1:6381") << moved << 3999 << "127.0.0.1" << 6381;
        QTest::newRow("ASK") << QByteArray("ASK 12182 10.0.0.7:7002") << ask << 12182 << "10.0.0.7" << 7002;
        QTest::newRow("unknown endpoint") << QByteArray("MOVED 1 :7000") << moved << 1 << "" << 7000;
        QTest::newRow("IPv6") << QByteArray("MOVED 5 ::1:7000") << moved << 5 << "::1" << 7000;
        QTest::newRow("hostname") << QByteArray("MOVED 16383 redis-2.example:6379") << moved << 16383
                                  << "redis-2.example" << 6379;
        QTest::newRow("other error") << QByteArray("ERR unknown command") << none << -1 << "" << 0;
        QTest::newRow("slot out of range") << QByteArray("MOVED 16384 127.0.0.1:1") << none << -1 << "" << 0;
        QTest::newRow("no port") << QByteArray("MOVED 1 127.0.0.1") << none << -1 << "" << 0;
        QTest::newRow("CLUSTERDOWN") << QByteArray("CLUSTERDOWN Hash slot not served") << none << -1 << "" << 0;
    }
    void redirect()
    {
        QFETCH(QByteArray, error);
        QFETCH(int, kind);
        QFETCH(int, slot);
        QFETCH(QString, host);
        QFETCH(int, port);
        const ClusterRedirect r = ClusterRedirect::parse(error);
        QCOMPARE(int(r.kind), kind);
        if (r.kind == ClusterRedirect::Kind::None)
            return;
        QCOMPARE(r.slot, slot);
        QCOMPARE(r.address.host, host);
        QCOMPARE(int(r.address.port), port);
    }

    // The map from CLUSTER SHARDS (7.0) and from CLUSTER SLOTS (before it) name the same primaries.
    void mapFromShardsAndSlots()
    {
        const ManagedCluster &cluster = m_cluster.cluster();
        QString error;
        QCoro::Task<ClusterMap> discovered = ClusterMap::discover(cluster.url(), 1000, 1000, &error);
        const ClusterMap shards = QCoro::waitFor(discovered);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(shards.fromShards);
        QList<quint16> ports;
        for (const RedisAddress &a : shards.primaries())
            ports << a.port;
        QCOMPARE(ports, cluster.primaryPorts());

        RedisConnection connection(QStringLiteral("test"));
        RedisUrl node = cluster.primaryUrl(1);
        QVERIFY(QCoro::waitFor(connection.open(node, 1000)).isEmpty());
        QCoro::Task<RedisValue> ask = [](RedisConnection &c) -> QCoro::Task<RedisValue> {
            RedisConnection::Pending p = c.command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SLOTS")});
            co_return co_await p;
        }(connection);
        const RedisValue slotList = QCoro::waitFor(ask);
        ClusterMap fromSlots;
        QVERIFY2(ClusterMap::parseSlots(slotList, RedisAddress{node.host, node.port}, &fromSlots, &error),
                 qPrintable(error));
        QVERIFY(!fromSlots.fromShards);
        for (int slot : {0, 5000, 5461, 10922, 10923, 16383})
            QVERIFY2(
                fromSlots.primaryOf(slot)->port == shards.primaryOf(slot)->port,
                qPrintable(QStringLiteral("slot %1: SLOTS %2, SHARDS %3, ports %4 %5 %6; %7")
                               .arg(slot)
                               .arg(fromSlots.primaryOf(slot)->port)
                               .arg(shards.primaryOf(slot)->port)
                               .arg(ports.value(0))
                               .arg(ports.value(1))
                               .arg(ports.value(2))
                               .arg(QString::fromUtf8(test::RedisFixture::rawAt(node.port, {"CLUSTER", "NODES"})))));
        // A replica-less shard whose primary is gone serves nothing: no map from garbage either.
        ClusterMap none;
        QVERIFY(!ClusterMap::parseShards(RedisValue::make(RedisValue::Kind::Error, "ERR"), {}, &none, &error));
    }

    // A cluster of its own, with replicas: every node up, each replica following its primary,
    // and every process gone when the cluster goes.
    void startsAndStops()
    {
        ManagedCluster::Options options;
        options.primaries = 2;
        options.replicasPerPrimary = 1;
        QList<qint64> pids;
        {
            ManagedCluster cluster(options);
            QString error;
            QVERIFY2(cluster.start(&error), qPrintable(error));
            QCOMPARE(cluster.shardCount(), 2);
            pids = cluster.pids();
            QCOMPARE(pids.size(), 4);
            QCOMPARE(cluster.url().addresses().size(), 4);
            for (int shard = 0; shard < 2; ++shard) {
                QCOMPARE(cluster.replicaPorts(shard).size(), 1);
                const QByteArray info =
                    test::RedisFixture::rawAt(cluster.replicaPorts(shard).constFirst(), {"INFO", "replication"});
                QVERIFY2(info.contains("role:slave") && info.contains("master_link_status:up")
                             && info.contains(
                                 QByteArray("master_port:").append(QByteArray::number(cluster.primaryPort(shard)))),
                         info.constData());
                QVERIFY(test::RedisFixture::rawAt(cluster.primaryPort(shard), {"CLUSTER", "INFO"})
                            .contains("cluster_state:ok"));
            }
        }
        for (qint64 pid : std::as_const(pids)) {
            // Reaped by QProcess: gone from the process table.
            QVERIFY2(::kill(static_cast<pid_t>(pid), 0) != 0, qPrintable(QString::number(pid)));
        }
    }

    // The seed is shard 1's primary; the run's keys live on each shard in turn. Without routing,
    // every command to another shard gets MOVED (issue 29: 40 errors, exit 3).
    void runFindsItsSlotsPrimary_data()
    {
        QTest::addColumn<int>("shard");
        QTest::addColumn<bool>("plainUrl");  // redis:// at a node: detected from INFO cluster
        QTest::newRow("on the seed's shard") << 0 << false;
        QTest::newRow("on shard 2") << 1 << false;
        QTest::newRow("on shard 3") << 2 << false;
        QTest::newRow("redis:// at a node, keys on shard 3") << 2 << true;
    }
    void runFindsItsSlotsPrimary()
    {
        QFETCH(int, shard);
        QFETCH(bool, plainUrl);
        const ManagedCluster &cluster = m_cluster.cluster();
        LiveOptions options;
        options.url = cluster.primaryUrl(0);
        if (!plainUrl)
            options.url.topology = RedisUrl::Topology::Cluster;
        options.timeScale = 5;
        options.wakeUpNotes = false;
        options.runId = runIdOnShard(cluster, shard, QStringLiteral("live-route-"));
        QVERIFY(!options.runId.isEmpty());
        const Scenario scenario = lesson(QStringLiteral("ttl-overlap"));
        checkRun(scenario, options, shard);
    }

    // A seed that is down: the next one answers.
    void deadSeedIsSkipped()
    {
        const ManagedCluster &cluster = m_cluster.cluster();
        LiveOptions options;
        options.url = cluster.url();
        options.url.more.prepend(RedisAddress{options.url.host, options.url.port});
        options.url.port = 1;  // nothing listens on port 1
        options.timeScale = 5;
        options.wakeUpNotes = false;
        options.runId = runIdOnShard(cluster, 1, QStringLiteral("live-seed-"));
        checkRun(lesson(QStringLiteral("ttl-overlap")), options, 1);
    }

    // The run's slot moves to another shard while A is paused holding the lock: every connection
    // follows the MOVED, and the lesson comes out as on the embedded model.
    void followsMovedAfterSlotMigration()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        LiveOptions options;
        options.url = cluster.url();
        options.timeScale = 5;
        options.wakeUpNotes = false;
        options.runId = runIdOnShard(cluster, 0, QStringLiteral("live-moved-"));
        const Scenario scenario = lesson(QStringLiteral("ttl-overlap"));
        const QByteArray key =
            QByteArrayLiteral("locklab:{") + options.runId.toUtf8() + "}:" + scenario.lockKey.toUtf8();
        const int slot = clusterKeySlot(key);
        bool moved = false;
        QString error;
        QTimer poll;
        poll.setInterval(2);
        QObject::connect(&poll, &QTimer::timeout, [&] {
            if (m_cluster.raw(0, {"EXISTS", key}) != "1")
                return;
            poll.stop();
            moved = cluster.migrateSlot(slot, 2, true, &error);
        });
        poll.start();
        checkRun(scenario, options, 2);
        QVERIFY2(moved, qPrintable(error));
    }

    // The run's slot is half way through a migration to shard 3 for the whole run: every key is
    // new, so the owner answers ASK, and each command goes to the target after ASKING. (Only
    // single-key commands: a script on several keys that are not all on the target yet gets
    // TRYAGAIN there until the migration ends, as any client does.)
    void followsAskDuringMigration()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        LiveOptions options;
        options.url = cluster.url();
        options.timeScale = 5;
        options.wakeUpNotes = false;
        options.runId = runIdOnShard(cluster, 1, QStringLiteral("live-ask-"));
        Scenario scenario;
        LoadError loadError;
        QVERIFY2(parseScenario(R"({"name": "ask", "lock": {"key": "lock:work", "ttlMs": 100},
            "policies": {"release": "token", "fencing": false},
            "workers": [
              {"name": "A", "steps": [{"do": "acquire"}, {"do": "pause", "ms": 400}, {"do": "release"}]},
              {"name": "B", "startMs": 20, "steps": [{"do": "acquire", "retryMs": 20, "maxTries": 20},
                                                     {"do": "work", "ms": 150}, {"do": "release"}]}]})",
                               QStringLiteral("ask.json"), &scenario, &loadError),
                 qPrintable(loadError.toString()));
        const int slot = clusterKeySlot(QByteArrayLiteral("locklab:{") + options.runId.toUtf8() + "}:");
        QString error;
        QVERIFY2(cluster.migrateSlot(slot, 2, false, &error), qPrintable(error));
        const Summary expected = summarize(simulate(scenario, scenario.policies, 1));
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(cluster.migrateSlot(slot, 2, true, &error), qPrintable(error));  // leave the cluster stable
        QVERIFY2(live.started, qPrintable(live.error));
        const Summary s = summarize(live.trace);
        if (s.errors != 0 || s.verdict != expected.verdict) {
            for (const TraceEvent &e : live.trace.events)
                qInfo().noquote() << describeEvent(live.trace, e);
        }
        QCOMPARE(s.errors, 0);
        QCOMPARE(verdictName(s.verdict), verdictName(expected.verdict));
        QCOMPARE(s.overlaps.size(), expected.overlaps.size());
        QVERIFY(s.overlaps.size() > 0);
        checkGone(live.trace.keyPrefix + scenario.lockKey, 2);
    }

    // ManagedCluster's failover, as the lesson and the watch tests use it: replication to shard 2's
    // replica held, a key written on its primary before and one after, the primary killed, and the
    // cluster (not LockLab) promotes the replica, which has the first key and not the second.
    void clusterPromotesAReplicaWithoutTheHeldWrites()
    {
        ManagedCluster::Options options;
        options.replicasPerPrimary = 1;
        options.nodeTimeoutMs = 500;
        ManagedCluster cluster(options);
        QString error;
        QVERIFY2(cluster.start(&error), qPrintable(error));
        const int shard = 1;
        const QString id = runIdOnShard(cluster, shard, QStringLiteral("failover-"));
        const QByteArray before = QByteArrayLiteral("locklab:{") + id.toUtf8() + "}:before";
        const QByteArray after = QByteArrayLiteral("locklab:{") + id.toUtf8() + "}:after";
        const quint16 primary = cluster.primaryPort(shard);
        const quint16 replica = cluster.replicaPorts(shard).value(0);
        QCOMPARE(test::RedisFixture::rawAt(primary, {"SET", before, "1", "PX", "60000"}), QByteArray("OK"));
        QCOMPARE(test::RedisFixture::rawAt(primary, {"WAIT", "1", "2000"}), QByteArray("1"));
        QVERIFY2(cluster.holdReplication(shard, true, &error), qPrintable(error));
        QVERIFY(cluster.isHolding(shard));
        QCOMPARE(test::RedisFixture::rawAt(primary, {"SET", after, "2", "PX", "60000"}), QByteArray("OK"));
        const ManagedCluster::Death death = cluster.killPrimary(shard, {before, after});
        QVERIFY2(death.ok, qPrintable(death.error));
        QCOMPARE(death.alive, 2);
        QCOMPARE(death.lost, QList<QByteArray>{after});
        QVERIFY(!cluster.isHolding(shard));
        QCOMPARE(cluster.pids().size(), 5);
        const int promoted = cluster.waitForPromotion(shard, 15000, &error);
        QVERIFY2(promoted == replica, qPrintable(error));
        QCOMPARE(cluster.primaryPort(shard), replica);
        QVERIFY(cluster.replicaPorts(shard).isEmpty());
        // Every node's map names the replica now, and a client asking for the map finds it.
        QCoro::Task<ClusterMap> asked = ClusterMap::discover(cluster.url(), 1000, 1000, &error);
        const ClusterMap map = QCoro::waitFor(asked);
        QCOMPARE(map.primaryOf(clusterKeySlot(before))->port, replica);
        QCOMPARE(test::RedisFixture::rawAt(replica, {"GET", before}), QByteArray("1"));
        QCOMPARE(test::RedisFixture::rawAt(replica, {"GET", after}), QByteArray("(nil)"));
    }

    // A restart fault on a cluster restarts the node that holds the run's slot, not the seed the URL
    // named (each node's run_id changes only with a restart), and the lesson comes out as on the model.
    void restartHitsTheSlotsPrimary()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        const auto runIds = [&cluster] {
            QList<QByteArray> ids;
            for (quint16 port : cluster.primaryPorts()) {
                const QByteArray info = test::RedisFixture::rawAt(port, {"INFO", "server"});
                const qsizetype at = info.indexOf("run_id:");
                ids << info.mid(at, info.indexOf('\r', at) - at);
            }
            return ids;
        };
        const QList<QByteArray> before = runIds();
        LiveOptions options;
        options.url = cluster.primaryUrl(0);
        options.url.topology = RedisUrl::Topology::Cluster;
        options.timeScale = 5;
        options.wakeUpNotes = false;
        options.runId = runIdOnShard(cluster, 2, QStringLiteral("live-restart-"));
        const Scenario scenario = lesson(QStringLiteral("restart-loses-lock"));
        const Summary expected = summarize(simulate(scenario, scenario.policies, 1));
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(!live.connectionLost);
        QCOMPARE(verdictName(summarize(live.trace).verdict), verdictName(expected.verdict));
        const QList<QByteArray> after = runIds();
        QCOMPARE(after.at(0), before.at(0));
        QCOMPARE(after.at(1), before.at(1));
        QVERIFY(after.at(2) != before.at(2));
    }

    // A user's cluster (a redis+cluster:// URL, not a cluster LockLab started for the run) fails over
    // under a run: the run loses the slot's primary, asks the cluster's map until it names the
    // promoted replica, and reconnects there. The key had replicated: A still holds its lock there
    // and releases it.
    void usersClusterFailoverIsFollowed()
    {
        ManagedCluster::Options clusterOptions;
        clusterOptions.replicasPerPrimary = 1;
        clusterOptions.nodeTimeoutMs = 500;
        ManagedCluster cluster(clusterOptions);
        QString error;
        QVERIFY2(cluster.start(&error), qPrintable(error));
        Scenario scenario;
        LoadError loadError;
        QVERIFY2(parseScenario(R"({"name": "failover", "lock": {"key": "lock:job", "ttlMs": 20000},
            "workers": [
              {"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 4000}, {"do": "release"}]}]})",
                               QStringLiteral("failover.json"), &scenario, &loadError),
                 qPrintable(loadError.toString()));
        LiveOptions options;
        options.url = cluster.url();
        options.wakeUpNotes = false;
        options.runId = runIdOnShard(cluster, 2, QStringLiteral("live-users-"));
        const QByteArray key = QByteArrayLiteral("locklab:{") + options.runId.toUtf8() + "}:lock:job";
        const quint16 replica = cluster.replicaPorts(2).value(0);
        bool killed = false;
        QTimer poll;
        poll.setInterval(5);
        QObject::connect(&poll, &QTimer::timeout, [&] {
            if (test::RedisFixture::rawAt(replica, {"READONLY"}) != "OK" || cluster.primaryPort(2) == 0
                || test::RedisFixture::rawAt(cluster.primaryPort(2), {"WAIT", "1", "100"}) != "1"
                || test::RedisFixture::rawAt(cluster.primaryPort(2), {"EXISTS", key}) != "1")
                return;
            poll.stop();
            killed = cluster.killPrimary(2, &error);
        });
        poll.start();
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(killed, qPrintable(error));
        QVERIFY2(live.started, qPrintable(live.error));
        const QString notes = notesOf(live.trace);
        if (live.connectionLost) {
            for (const TraceEvent &e : live.trace.events)
                qInfo().noquote() << describeEvent(live.trace, e);
        }
        QVERIFY(!live.connectionLost);
        QVERIFY2(notes.contains(QStringLiteral("reconnected to the new primary redis://127.0.0.1:%1").arg(replica)),
                 qPrintable(notes));
        bool failover = false, promotion = false;
        for (const TraceEvent &e : live.trace.events) {
            failover = failover || (e.kind == EventKind::Fault && e.fault == FaultKind::Failover);
            promotion = promotion || (e.kind == EventKind::Fault && e.fault == FaultKind::Promotion);
        }
        QVERIFY(failover && promotion);
        const Summary s = summarize(live.trace);
        QCOMPARE(s.releases.size(), 1);
        QCOMPARE(releaseResultName(s.releases.first().result), QStringLiteral("released"));
    }

    // `locklab bench live` on a cluster: from its seeds (the shared one) and on a managed one; the
    // cycles run on the bench key's slot's primary, none fails.
    void benchLiveOnACluster_data()
    {
        QTest::addColumn<bool>("managed");
        QTest::newRow("redis+cluster:// seeds") << false;
        QTest::newRow("--redis managed-cluster") << true;
    }
    void benchLiveOnACluster()
    {
        QFETCH(bool, managed);
        const QString target = managed ? QStringLiteral("managed-cluster") : m_cluster.cluster().url().toString();
        QProcess locklab;
        locklab.start(QStringLiteral(LOCKLAB_BINARY),
                      {QStringLiteral("bench"), QStringLiteral("live"), QStringLiteral("--redis"), target,
                       QStringLiteral("--seconds"), QStringLiteral("0.4"), QStringLiteral("--json")});
        QVERIFY(locklab.waitForFinished(30000));
        const QByteArray err = locklab.readAllStandardError();
        QCOMPARE(locklab.exitCode(), 0);
        const QJsonObject result = QJsonDocument::fromJson(locklab.readAllStandardOutput()).object();
        QVERIFY2(result.value(QStringLiteral("cyclesPerSec")).toDouble() > 0, err.constData());
        QVERIFY2(result.value(QStringLiteral("pingPerSec")).toDouble() > 0, err.constData());
        // The plain RESP baseline reached the key's primary too (from a seed: through MOVED).
        QVERIFY2(result.value(QStringLiteral("plainCyclesPerSec")).toDouble() > 0, err.constData());
        QVERIFY2(!err.contains("cycles that did not"), err.constData());
    }

    // `locklab run --redis managed-cluster` killed with SIGKILL: no destructor runs, and still every
    // node of its cluster goes with it (PR_SET_PDEATHSIG, as the managed server).
    void managedClusterDiesWithLocklab()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("long.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"name": "long", "lock": {"ttlMs": 60000},
            "workers": [{"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 60000}, {"do": "release"}]}]})");
        file.close();
        QProcess locklab;
        locklab.setStandardOutputFile(QProcess::nullDevice());
        locklab.setStandardErrorFile(QProcess::nullDevice());
        locklab.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("run"), file.fileName(),
                                                       QStringLiteral("--redis"), QStringLiteral("managed-cluster")});
        QVERIFY(locklab.waitForStarted());
        QList<qint64> nodes;
        QTRY_VERIFY_WITH_TIMEOUT((nodes = test::childrenNamed(locklab.processId(), "redis-server")).size() == 3, 20000);
        ::kill(static_cast<pid_t>(locklab.processId()), SIGKILL);
        QVERIFY(locklab.waitForFinished(10000));
        for (qint64 pid : std::as_const(nodes))
            QTRY_VERIFY2_WITH_TIMEOUT(::kill(static_cast<pid_t>(pid), 0) != 0, qPrintable(QString::number(pid)), 10000);
    }
};

QTEST_GUILESS_MAIN(TestCluster)
#include "tst_cluster.moc"
