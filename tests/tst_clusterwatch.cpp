// SPDX-License-Identifier: MIT
// `locklab watch --redis redis+cluster://…` on a real 3-primary cluster of the test's own (one
// replica per primary) while real cluster clients lock keys on every shard: redis-py's
// RedisCluster and ioredis's Cluster, with an overlap planted on some keys. Every lock key must be
// found on its shard with the verdict the clients' own logs give; a shard's failover must move its
// MONITOR to the promoted replica and leave a gap on that shard's keys only.
#include "clusterfixture.h"
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/trafficresult.h"
#include "live/clustermap.h"
#include "timeline/timelinemodel.h"
#include "watchclients.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

using namespace locklab;
using namespace Qt::StringLiterals;
using test::Client;

namespace {

const QString binary = QStringLiteral(LOCKLAB_BINARY);
const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch");
const QString peers = QStringLiteral(LOCKLAB_SOURCE_DIR "/bench/peers/node_modules");

// `locklab watch` on the cluster (JSON, a recording of every key), stopped on every exit path.
struct ClusterWatching {
    QTemporaryDir dir;
    QProcess watch;
    QByteArray err;

    QString recordPath() const { return dir.filePath(u"watch.locklab.json"_s); }
    bool start(const QString &url, const QStringList &extra = {})
    {
        watch.start(binary, QStringList{u"watch"_s, u"--redis"_s, url, u"--duration"_s, u"0"_s, u"--json"_s,
                                        u"--record"_s, recordPath()}
                                + extra);
        for (int i = 0; i < 400; ++i) {
            watch.waitForReadyRead(25);
            err += watch.readAllStandardError();
            if (err.contains("watching"))
                return true;
            if (watch.state() == QProcess::NotRunning)
                return false;
        }
        return false;
    }
    // Ctrl+C for locklab; the JSON it printed.
    QJsonObject stop()
    {
        QTest::qWait(300);  // the last lines reach the watch, and the merge lets them go
        watch.terminate();
        if (!watch.waitForFinished(15000))
            return {};
        err += watch.readAllStandardError();
        if (watch.exitCode() != 0)
            qWarning("locklab watch: exit %d: %s", watch.exitCode(), err.constData());
        return QJsonDocument::fromJson(watch.readAllStandardOutput()).object();
    }
    ~ClusterWatching()
    {
        if (watch.state() != QProcess::NotRunning) {
            watch.kill();
            watch.waitForFinished(2000);
        }
    }
};

// Keys named PREFIX:N, two a shard: the first of each shard gets the planted overlap.
struct ShardKeys {
    QStringList overlapped;
    QStringList safe;
};
ShardKeys keysOnEveryShard(const ManagedCluster &cluster, const QString &prefix)
{
    ShardKeys keys;
    QList<int> seen(cluster.shardCount(), 0);
    for (int n = 0; keys.overlapped.size() + keys.safe.size() < 2 * cluster.shardCount(); ++n) {
        const QString key = prefix + u':' + QString::number(n);
        const int shard = cluster.shardOfSlot(clusterKeySlot(key.toUtf8()));
        if (seen[shard] == 0)
            keys.overlapped << key;
        else if (seen[shard] == 1)
            keys.safe << key;
        ++seen[shard];
    }
    return keys;
}

// KEY=TIMEOUT arguments: the overlapped keys first (the second client waits on them first).
QStringList keyArgs(const ShardKeys &keys, const QString &shortTimeout, const QString &longTimeout)
{
    QStringList args;
    for (const QString &k : keys.overlapped)
        args << k + u'=' + shortTimeout;
    for (const QString &k : keys.safe)
        args << k + u'=' + longTimeout;
    return args;
}

// What the clients' own logs say of each key: two clients believed they held it at once when one's
// holding (from its acquire returning to its release being sent) began before the other's ended —
// the first's lock expired under it and the second took it meanwhile. A failed release alone is
// not that: under load the second may take the key only after the first let go. A key the second
// took while the first's failed release was under way (sent, not yet answered: the key had expired)
// could be either, as the server ordered the two: "unknown", left out of the comparison. (A release
// that deleted the key came first: the second's SET NX could only succeed after it.)
QMap<QString, QString> verdictsFromLogs(const QList<QJsonObject> &log)
{
    struct Holding {
        double from = -1, to = -1, released = -1;
        bool deleted = false;  // its release found the key its own and deleted it
    };
    QMap<QString, QMap<QString, Holding>> holdings;  // key -> client -> holding
    for (const QJsonObject &line : log) {
        Holding &h = holdings[line.value(u"key"_s).toString()][line.value(u"client"_s).toString()];
        if (line.value(u"op"_s).toString() == u"acquire"_s) {
            h.from = line.value(u"t"_s).toDouble();
        } else {
            h.to = line.value(u"t"_s).toDouble();
            h.released = line.value(u"done"_s).toDouble();
            h.deleted = line.value(u"ok"_s).toBool();
        }
    }
    QMap<QString, QString> verdicts;
    for (auto key = holdings.cbegin(); key != holdings.cend(); ++key) {
        bool overlap = false, unknown = false;
        for (const Holding &a : key.value()) {
            for (const Holding &b : key.value()) {
                if (&a == &b)
                    continue;
                overlap = overlap || (a.from < b.to && b.from < a.to);
                unknown = unknown || (!a.deleted && b.from >= a.to && b.from <= a.released);
            }
        }
        verdicts.insert(key.key(), unknown ? u"unknown"_s : overlap ? u"mutual-exclusion-violated"_s : u"safe"_s);
    }
    return verdicts;
}

// The shard (its primary at the start, as the watch names it) that holds `key`.
QString shardOf(const ManagedCluster &cluster, const QList<quint16> &primariesAtStart, const QString &key)
{
    return u"127.0.0.1:"_s + QString::number(primariesAtStart.at(cluster.shardOfSlot(clusterKeySlot(key.toUtf8()))));
}

// Each lock key of the watch's --json: its shard and verdict.
QMap<QString, QPair<QString, QString>> watchedKeys(const QJsonObject &run)
{
    QMap<QString, QPair<QString, QString>> keys;
    for (const QJsonValue &v : run.value(u"keys"_s).toArray()) {
        const QJsonObject k = v.toObject();
        keys.insert(k.value(u"key"_s).toString(), {k.value(u"shard"_s).toString(), k.value(u"verdict"_s).toString()});
    }
    return keys;
}

// Waits until a client has printed `count` lines; what it printed so far is kept in `out`.
bool waitForLines(Client &client, QByteArray *out, int count)
{
    for (int i = 0; i < 600 && out->count('\n') < count; ++i) {
        client.process->waitForReadyRead(25);
        *out += client.process->readAllStandardOutput();
    }
    return out->count('\n') >= count;
}

}  // namespace

class TestClusterWatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // A second's node timeout: the failover test's replica is promoted in two or three.
        ManagedCluster::Options options;
        options.primaries = 3;
        options.replicasPerPrimary = 1;
        options.nodeTimeoutMs = 1000;
        LOCKLAB_START_CLUSTER(m_cluster, options);
        if (!QFileInfo::exists(peers + u"/ioredis"_s))
            QFAIL("bench/peers/node_modules is missing: run bench/peers/install.sh (test.sh does)");
    }

    // redis-py's RedisCluster and ioredis's Cluster, two clients each, on two keys of every shard:
    // the first client's lock on one key of each shard expires under it (the second takes it while
    // the first still believes), on the other it releases in time. The watch finds every key on its
    // shard with the verdict the clients' logs give, and names each shard with its clock offset.
    void realClientsOnEveryShard()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        const QList<quint16> primaries = cluster.primaryPorts();
        const QString port = QString::number(primaries.first());
        const ShardKeys py = keysOnEveryShard(cluster, u"py"_s), io = keysOnEveryShard(cluster, u"io"_s);
        ClusterWatching w;
        QVERIFY2(w.start(cluster.url().toString()), w.err.constData());
        QElapsedTimer clients;
        clients.start();
        const QString script = data + u"/redispy_cluster_lock.py"_s;
        const QString node = data + u"/ioredis_cluster_lock.js"_s;
        // The first of each pair holds 1.5 s: 0.25 s locks expire under it, 5 s ones do not.
        Client pyA(u"/usr/bin/python3"_s,
                   QStringList{script, port, u"py-a"_s, u"1.5"_s, u"0"_s} + keyArgs(py, u"0.25"_s, u"5"_s));
        Client ioA(u"node"_s,
                   QStringList{node, peers, port, u"io-a"_s, u"1500"_s, u"0"_s} + keyArgs(io, u"250"_s, u"5000"_s));
        QByteArray pyAOut, ioAOut;
        // The second starts once the first holds every key (start-up times vary under load).
        QVERIFY2(waitForLines(pyA, &pyAOut, py.overlapped.size() + py.safe.size()),
                 pyA.process->readAllStandardError().constData());
        Client pyB(u"/usr/bin/python3"_s,
                   QStringList{script, port, u"py-b"_s, u"0.1"_s, u"0"_s} + keyArgs(py, u"5"_s, u"5"_s));
        QVERIFY2(waitForLines(ioA, &ioAOut, io.overlapped.size() + io.safe.size()),
                 ioA.process->readAllStandardError().constData());
        Client ioB(u"node"_s,
                   QStringList{node, peers, port, u"io-b"_s, u"100"_s, u"0"_s} + keyArgs(io, u"5000"_s, u"5000"_s));
        QList<QJsonObject> log = test::jsonLines(pyAOut) + pyA.finish() + test::jsonLines(ioAOut) + ioA.finish();
        log += pyB.finish();
        log += ioB.finish();
        const qint64 clientMs = clients.elapsed();
        const QJsonObject run = w.stop();
        qInfo("clients ran %lld ms", clientMs);
        QVERIFY2(!run.isEmpty(), w.err.constData());
        for (const QJsonObject &l : std::as_const(log))
            QVERIFY2(l.value(u"op"_s).toString() != u"error"_s
                         && (l.value(u"op"_s).toString() != u"acquire"_s || l.value(u"ok"_s).toBool()),
                     QJsonDocument(l).toJson().constData());
        QCOMPARE(log.size(), 4 * 2 * (py.overlapped.size() + py.safe.size()));

        // Every key, on its shard, with the clients' verdict; the overall verdict the worst.
        const QMap<QString, QString> expected = verdictsFromLogs(log);
        QCOMPARE(expected.size(), 4 * cluster.shardCount());
        // The plant took (the second client was up before the first's hold ended) on a key of each
        // library at least; which keys raced is the logs' to say, not the plan's.
        const auto planted = [&expected](const QStringList &keys) {
            return static_cast<int>(std::count_if(keys.cbegin(), keys.cend(), [&expected](const QString &k) {
                return expected.value(k) == u"mutual-exclusion-violated"_s;
            }));
        };
        QVERIFY2(planted(py.overlapped) > 0 && planted(io.overlapped) > 0, "no overlap: the second clients came late");
        const QMap<QString, QPair<QString, QString>> watched = watchedKeys(run);
        QCOMPARE(watched.keys(), expected.keys());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            QCOMPARE(watched.value(it.key()).first, shardOf(cluster, primaries, it.key()));
            if (it.value() == u"unknown"_s)
                continue;
            QVERIFY2(
                watched.value(it.key()).second == it.value(),
                qPrintable(it.key() + u": watched "_s + watched.value(it.key()).second + u", logs "_s + it.value()));
        }
        QCOMPARE(run.value(u"verdict"_s).toString(), u"mutual-exclusion-violated"_s);
        // Every overtaken key has a violation; a key that only expired under its holder has one too
        // (lost while held), with no second holder: safe, as the logs say.
        const int withViolations = run.value(u"keysWithViolations"_s).toInt();
        QVERIFY(withViolations >= planted(py.overlapped) + planted(io.overlapped));
        QVERIFY(withViolations <= py.overlapped.size() + io.overlapped.size());

        // Each shard: its slots, its keys, and a clock offset measured (one machine: well under a ms).
        const QJsonArray shards = run.value(u"shards"_s).toArray();
        QCOMPARE(shards.size(), cluster.shardCount());
        for (int s = 0; s < shards.size(); ++s) {
            const QJsonObject shard = shards.at(s).toObject();
            QCOMPARE(shard.value(u"shard"_s).toString(), u"127.0.0.1:"_s + QString::number(primaries.at(s)));
            QCOMPARE(shard.value(u"lockKeys"_s).toInt(), 4);
            QCOMPARE(shard.value(u"failovers"_s).toInt(), 0);
            QVERIFY2(shard.value(u"clockOffsetMs"_s).isDouble(), QJsonDocument(shard).toJson().constData());
            QVERIFY(qAbs(shard.value(u"clockOffsetMs"_s).toDouble()) < 5);
        }
        QCOMPARE(run.value(u"traffic"_s).toObject().value(u"stepsBack"_s).toInt(), 0);
    }

    // A plain redis:// URL at one node: the whole cluster is watched, and the watch says why.
    void nodeUrlWatchesTheCluster()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        const QList<quint16> primaries = cluster.primaryPorts();
        ClusterWatching w;
        QVERIFY2(w.start(u"redis://127.0.0.1:"_s + QString::number(primaries.first())), w.err.constData());
        QVERIFY2(w.err.contains("cluster_enabled:1"), w.err.constData());
        // A key on the last shard: a one-node watch would never see it.
        const ShardKeys keys = keysOnEveryShard(cluster, u"node"_s);
        const QString key = keys.overlapped.last();
        const int shard = cluster.shardOfSlot(clusterKeySlot(key.toUtf8()));
        QCOMPARE(m_cluster.raw(shard, {"SET", key.toUtf8(), "t", "NX", "PX", "5000"}), QByteArray("OK"));
        QCOMPARE(m_cluster.raw(shard, {"DEL", key.toUtf8()}), QByteArray("1"));
        const QJsonObject run = w.stop();
        QCOMPARE(watchedKeys(run).value(key).first, shardOf(cluster, primaries, key));
        QCOMPARE(run.value(u"shards"_s).toArray().size(), cluster.shardCount());
    }

    // A shard's primary stops answering for a while (SIGSTOP, shorter than the cluster's node
    // timeout: no failover): a stall on that shard's keys only, from the unanswered PING on its
    // control connection to the next answer; the other shard's key was seen all along.
    void stalledShardIsAStallOnItsKeysOnly()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        cluster.setNodeTimeout(5000);  // no failover while the primary is stopped
        const auto restore = qScopeGuard([&cluster] { cluster.setNodeTimeout(1000); });
        const ShardKeys keys = keysOnEveryShard(cluster, u"st"_s);
        const QString stalled = keys.overlapped.at(0), seen = keys.overlapped.at(1);
        const int stalledShard = cluster.shardOfSlot(clusterKeySlot(stalled.toUtf8()));
        const int seenShard = cluster.shardOfSlot(clusterKeySlot(seen.toUtf8()));
        bool ok = false;
        qint64 pid = 0;
        for (const QByteArray &line : m_cluster.raw(stalledShard, {"INFO", "server"}).split('\n')) {
            if (line.startsWith("process_id:"))
                pid = line.mid(11).trimmed().toLongLong(&ok);
        }
        QVERIFY(ok && pid > 0);
        ClusterWatching w;
        QVERIFY2(w.start(cluster.url().toString(), {u"--timeout-ms"_s, u"400"_s}), w.err.constData());
        QCOMPARE(m_cluster.raw(stalledShard, {"SET", stalled.toUtf8(), "a", "NX", "PX", "30000"}), QByteArray("OK"));
        QCOMPARE(m_cluster.raw(seenShard, {"SET", seen.toUtf8(), "b", "NX", "PX", "30000"}), QByteArray("OK"));
        QTest::qWait(200);
        QCOMPARE(::kill(static_cast<pid_t>(pid), SIGSTOP), 0);
        const auto resume = qScopeGuard([pid] { ::kill(static_cast<pid_t>(pid), SIGCONT); });
        QTest::qWait(1200);
        ::kill(static_cast<pid_t>(pid), SIGCONT);
        QTest::qWait(300);  // its PING is answered: the stall ends
        QCOMPARE(m_cluster.raw(stalledShard, {"DEL", stalled.toUtf8()}), QByteArray("1"));
        QCOMPARE(m_cluster.raw(seenShard, {"DEL", seen.toUtf8()}), QByteArray("1"));
        const QJsonObject run = w.stop();
        QVERIFY2(!run.isEmpty(), w.err.constData());
        const QJsonObject traffic = run.value(u"traffic"_s).toObject();
        QCOMPARE(traffic.value(u"stalls"_s).toInt(), 1);
        QCOMPARE(traffic.value(u"gaps"_s).toInt(), 0);
        QVERIFY2(traffic.value(u"longestStallMs"_s).toDouble() >= 800, QJsonDocument(traffic).toJson().constData());
        QFile file(w.recordPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        Recording recording;
        QString readError;
        QVERIFY2(readRecording(file.readAll(), file.fileName(), &recording, &readError), qPrintable(readError));
        QVERIFY(openOnLockKey(recording, stalled));
        QCOMPARE(TimelineModel::build(Interpretation(recording.trace)).gaps.size(), 1);
        QVERIFY(openOnLockKey(recording, seen));
        QCOMPARE(TimelineModel::build(Interpretation(recording.trace)).gaps.size(), 0);
    }

    // A shard's primary is killed during the watch; the cluster promotes its replica. The watch
    // moves that shard's MONITOR to the new primary (the DEL after the failover is seen) and the
    // shard's key gets a gap band from the loss to the move; another shard's key gets none.
    void failoverMovesTheShardsMonitor()
    {
        ManagedCluster &cluster = m_cluster.cluster();
        const QList<quint16> primaries = cluster.primaryPorts();
        const ShardKeys keys = keysOnEveryShard(cluster, u"fo"_s);
        const QString lost = keys.overlapped.at(1), kept = keys.overlapped.at(0);
        const int lostShard = cluster.shardOfSlot(clusterKeySlot(lost.toUtf8()));
        const int keptShard = cluster.shardOfSlot(clusterKeySlot(kept.toUtf8()));
        QVERIFY(lostShard != keptShard);
        ClusterWatching w;
        QVERIFY2(w.start(cluster.url().toString(), {u"--key"_s, lost}), w.err.constData());
        QCOMPARE(m_cluster.raw(lostShard, {"SET", lost.toUtf8(), "a", "NX", "PX", "30000"}), QByteArray("OK"));
        QCOMPARE(m_cluster.raw(keptShard, {"SET", kept.toUtf8(), "b", "NX", "PX", "30000"}), QByteArray("OK"));
        QTest::qWait(200);
        QString error;
        QVERIFY2(cluster.killPrimary(lostShard, &error), qPrintable(error));
        QElapsedTimer failover;
        failover.start();
        const int promoted = cluster.waitForPromotion(lostShard, 20000, &error);
        QVERIFY2(promoted > 0, qPrintable(error));
        qInfo("replica promoted after %lld ms", failover.elapsed());
        // The watch finds the new primary within a few of its 250 ms retries.
        const auto monitoring = [promoted] {
            const QList<QByteArray> clients = test::RedisFixture::rawAt(promoted, {"CLIENT", "LIST"}).split('\n');
            return std::any_of(clients.cbegin(), clients.cend(), [](const QByteArray &l) {
                return l.contains(" name=locklab-watch ") && l.contains(" cmd=monitor ");
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(monitoring(), 10000);
        qInfo("MONITOR moved %lld ms after the kill", failover.elapsed());
        QCOMPARE(m_cluster.raw(lostShard, {"DEL", lost.toUtf8()}), QByteArray("1"));  // it reached the replica
        QCOMPARE(m_cluster.raw(keptShard, {"DEL", kept.toUtf8()}), QByteArray("1"));
        const QJsonObject run = w.stop();
        QVERIFY2(!run.isEmpty(), w.err.constData());
        QVERIFY2(w.err.contains("MONITOR moved"), w.err.constData());  // and the watch said so

        const QJsonObject shard = run.value(u"shards"_s).toArray().at(lostShard).toObject();
        QCOMPARE(shard.value(u"shard"_s).toString(), u"127.0.0.1:"_s + QString::number(primaries.at(lostShard)));
        QCOMPARE(shard.value(u"primary"_s).toString(), u"127.0.0.1:"_s + QString::number(promoted));
        QCOMPARE(shard.value(u"failovers"_s).toInt(), 1);
        QCOMPARE(shard.value(u"lost"_s).toBool(), false);
        QCOMPARE(run.value(u"traffic"_s).toObject().value(u"gaps"_s).toInt(), 1);
        QCOMPARE(run.value(u"lockKey"_s).toString(), lost);

        // The recording: one closed band on the lost shard's key, between its SET and the DEL seen
        // on the new primary; none on the other shard's key.
        QFile file(w.recordPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        Recording recording;
        QString readError;
        QVERIFY2(readRecording(file.readAll(), file.fileName(), &recording, &readError), qPrintable(readError));
        QVERIFY(openOnLockKey(recording, lost));
        const TimelineModel lostModel = TimelineModel::build(Interpretation(recording.trace));
        QCOMPARE(lostModel.gaps.size(), 1);
        const Interval gap = lostModel.gaps.first();
        QVERIFY(!gap.open);
        Micros set = -1, del = -1;
        for (const TraceEvent &e : std::as_const(recording.trace.events)) {
            if (e.kind == EventKind::Replied && e.request.command == Command::Set)
                set = e.at;
            if (e.kind == EventKind::Replied && e.request.command == Command::Del)
                del = e.at;
        }
        QVERIFY2(set >= 0 && set < gap.from && gap.to <= del,
                 qPrintable(u"SET %1, gap %2-%3, DEL %4"_s.arg(set).arg(gap.from).arg(gap.to).arg(del)));
        QVERIFY(openOnLockKey(recording, kept));
        QCOMPARE(TimelineModel::build(Interpretation(recording.trace)).gaps.size(), 0);
    }

private:
    test::ClusterFixture m_cluster;
};

QTEST_GUILESS_MAIN(TestClusterWatch)
#include "tst_clusterwatch.moc"
