// SPDX-License-Identifier: MIT
// `locklab watch` with five --redis URLs, a Redlock's independent instances of the test's own, while
// node-redlock 5 (beta.2) on ioredis races on them (issue 30 item 7): LockLab's quorum per
// acquisition and its verdict must be what the library's own results say.
#include "live/managedredis.h"
#include "redisfixture.h"
#include "watchclients.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace locklab;
using namespace Qt::StringLiterals;
using test::Client;

namespace {

const QString binary = QStringLiteral(LOCKLAB_BINARY);
const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch");
const QString peers = QStringLiteral(LOCKLAB_SOURCE_DIR "/bench/peers/node_modules");
constexpr int instances = 5;

// [[1,2,3]] and the like: each attempt's instances, as the library's votesFor and LockLab's granted.
QString attemptsText(const QJsonArray &attempts)
{
    QStringList out;
    for (const QJsonValue &a : attempts) {
        QStringList one;
        for (const QJsonValue &i : a.toArray())
            one << QString::number(i.toInt());
        out << u'[' + one.join(u',') + u']';
    }
    return out.join(u' ');
}

}  // namespace

class TestRedlockWatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (test::RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");
        if (!QFileInfo::exists(peers + u"/redlock"_s))
            QFAIL("bench/peers/node_modules is missing: run bench/peers/install.sh (test.sh does)");
        for (int i = 0; i < instances; ++i) {
            // The first also answers on 127.0.0.2: a second name of one server that needs no resolver
            // (a fresh root's has no `localhost`).
            ManagedRedis::Options options;
            if (i == 0)
                options.extraArgs = QStringList{u"--bind"_s, u"127.0.0.1 127.0.0.2"_s};
            m_servers.push_back(std::make_unique<ManagedRedis>(options));
            QString error;
            QVERIFY2(m_servers.back()->start(&error), qPrintable(error));
        }
    }

    // One server under two names (127.0.0.1 and 127.0.0.2) is not two instances, whose quorum of 2
    // counted each of its grants twice: refused (exit 2) by its INFO server run_id, before MONITOR.
    void sameServerTwiceIsRefused()
    {
        const QString port = QString::number(m_servers.front()->port());
        QProcess watch;
        watch.start(binary, {u"watch"_s, u"--duration"_s, u"1"_s, u"--redis"_s, u"redis://127.0.0.1:"_s + port,
                             u"--redis"_s, u"redis://127.0.0.2:"_s + port});
        QVERIFY(watch.waitForFinished(15000));
        const QString err = QString::fromUtf8(watch.readAllStandardError());
        QCOMPARE(watch.exitCode(), 2);
        QVERIFY2(err.contains(u"instances 1 and 2 are the same server (INFO server run_id "_s), qPrintable(err));
        QVERIFY2(!err.contains(u"watching"_s), qPrintable(err));
    }

    void libraryAndLockLabAgree()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(u"redlock.locklab.json"_s);
        QStringList args{u"watch"_s, u"--duration"_s, u"0"_s, u"--json"_s, u"--record"_s, record};
        QStringList ports;
        for (const auto &server : m_servers) {
            args << u"--redis"_s << server->url().toString();
            ports << QString::number(server->port());
        }
        QProcess watch;
        watch.start(binary, args);
        QByteArray err;
        for (int i = 0; i < 400 && !err.contains("watching"); ++i) {
            watch.waitForReadyRead(25);
            err += watch.readAllStandardError();
        }
        QVERIFY2(err.contains("watching"), err.constData());
        QVERIFY2(err.contains("quorum 3"), err.constData());

        Client race(u"node"_s, QStringList{data + u"/redlock_instances.js"_s, peers, u"rl:order"_s} + ports);
        const QList<QJsonObject> log = race.finish(15000);
        QTest::qWait(300);  // the last lines reach the watch, and the merge lets them go
        watch.terminate();
        QVERIFY(watch.waitForFinished(15000));
        err += watch.readAllStandardError();
        QCOMPARE(watch.exitCode(), 0);
        const QJsonObject run = QJsonDocument::fromJson(watch.readAllStandardOutput()).object();

        // The library's own results: what each client's Redlock answered, attempt by attempt.
        QMap<QString, QJsonObject> acquired, released;
        for (const QJsonObject &line : log) {
            if (line.value(u"op"_s) == u"acquire"_s)
                acquired.insert(line.value(u"client"_s).toString(), line);
            else if (line.value(u"op"_s) == u"release"_s)
                released.insert(line.value(u"client"_s).toString(), line);
        }
        QCOMPARE(acquired.size(), 3);
        QVERIFY(acquired.value(u"A"_s).value(u"ok"_s).toBool());
        QVERIFY(acquired.value(u"B"_s).value(u"ok"_s).toBool());
        QVERIFY(!acquired.value(u"C"_s).value(u"ok"_s).toBool());

        // LockLab: one lock key over the five instances, the quorum, one lane per client.
        QCOMPARE(run.value(u"lockKey"_s).toString(), u"rl:order"_s);
        const QJsonObject redlock = run.value(u"summary"_s).toObject().value(u"redlock"_s).toObject();
        QCOMPARE(redlock.value(u"instances"_s).toInt(), instances);
        QCOMPARE(redlock.value(u"quorum"_s).toInt(), 3);
        QCOMPARE(run.value(u"instances"_s).toArray().size(), instances);
        QCOMPARE(run.value(u"instances"_s).toArray().at(2).toObject().value(u"url"_s).toString(),
                 u"127.0.0.1:"_s + ports.at(2));
        QStringList lanes;
        for (const QJsonValue &w : run.value(u"workers"_s).toArray())
            lanes << w.toString();
        for (const char *name : {"A", "B", "C"})
            QVERIFY2(lanes.contains(QLatin1String(name)), qPrintable(lanes.join(u' ')));

        // Per acquisition: the instances that granted each try, and whether the client took the lock,
        // against the library's votes per attempt and its result.
        QMap<QString, QJsonArray> granted;
        QMap<QString, bool> believed;
        for (const QJsonValue &v : redlock.value(u"tries"_s).toArray()) {
            const QJsonObject t = v.toObject();
            const QString worker = t.value(u"worker"_s).toString();
            granted[worker].append(t.value(u"granted"_s));
            believed[worker] = believed.value(worker) || t.value(u"believed"_s).toBool();
        }
        for (const QString &client : {u"A"_s, u"B"_s, u"C"_s}) {
            const QJsonObject lib = acquired.value(client);
            QCOMPARE(attemptsText(granted.value(client)), attemptsText(lib.value(u"attempts"_s).toArray()));
            QCOMPARE(believed.value(client), lib.value(u"ok"_s).toBool());
        }
        QCOMPARE(attemptsText(granted.value(u"A"_s)), u"[1,2,3,4,5]"_s);
        QCOMPARE(attemptsText(granted.value(u"B"_s)), u"[1,2,3]"_s);
        QCOMPARE(attemptsText(granted.value(u"C"_s)), u"[1] [] []"_s);

        // The verdict: the library's own log says A still held its lock (not yet released) when B's
        // acquire returned with the quorum; LockLab must say two holders, A and B, and nobody else.
        QVERIFY(acquired.value(u"B"_s).value(u"t"_s).toDouble() < released.value(u"A"_s).value(u"t"_s).toDouble());
        QCOMPARE(run.value(u"verdict"_s).toString(), u"mutual-exclusion-violated"_s);
        const QJsonArray overlaps =
            run.value(u"summary"_s).toObject().value(u"overlaps"_s).toObject().value(u"intervals"_s).toArray();
        QCOMPARE(overlaps.size(), 1);
        QStringList holders;
        for (const QJsonValue &w : overlaps.at(0).toObject().value(u"workers"_s).toArray())
            holders << w.toString();
        holders.sort();
        QCOMPARE(holders, (QStringList{u"A"_s, u"B"_s}));

        // Releases: one per client's round over the instances, on the instances the library counted
        // as deleted; the chaos client's DELs of A's keys are foreign deletes, one per round.
        QMap<QString, QString> releasedOn;
        int chaosDeletes = 0;
        for (const QJsonValue &v : run.value(u"summary"_s).toObject().value(u"releases"_s).toArray()) {
            const QJsonObject r = v.toObject();
            const QString worker = r.value(u"worker"_s).toString();
            if (worker == u"chaos"_s) {
                QCOMPARE(r.value(u"result"_s).toString(), u"deleted-foreign"_s);
                ++chaosDeletes;
                continue;
            }
            QVERIFY2(!releasedOn.contains(worker), qPrintable(worker));
            QCOMPARE(r.value(u"result"_s).toString(), u"released"_s);
            releasedOn.insert(worker, attemptsText(QJsonArray{r.value(u"instances"_s)}));
        }
        QCOMPARE(releasedOn.keys(), (QStringList{u"A"_s, u"B"_s}));
        for (const QString &client : {u"A"_s, u"B"_s})
            QCOMPARE(releasedOn.value(client), attemptsText(released.value(client).value(u"attempts"_s).toArray()));
        QCOMPARE(chaosDeletes, 2);
        QCOMPARE(run.value(u"summary"_s).toObject().value(u"foreignDeletes"_s).toInt(), 2);

        // The recording opens as a Redlock: its instances and quorum kept.
        QProcess replay;
        replay.start(binary, {u"replay"_s, record, u"--json"_s});
        QVERIFY(replay.waitForFinished(20000));
        QCOMPARE(replay.exitCode(), 0);
        const QJsonObject replayed =
            QJsonDocument::fromJson(replay.readAllStandardOutput()).object().value(u"summary"_s).toObject();
        QCOMPARE(replayed.value(u"redlock"_s).toObject().value(u"tries"_s), redlock.value(u"tries"_s));
        QCOMPARE(replayed.value(u"verdict"_s), run.value(u"summary"_s).toObject().value(u"verdict"_s));
    }

private:
    std::vector<std::unique_ptr<ManagedRedis>> m_servers;
};

QTEST_GUILESS_MAIN(TestRedlockWatch)
#include "tst_redlockwatch.moc"
