// SPDX-License-Identifier: MIT
// `locklab watch` on a redis-server of the test's own while real third-party clients race on it:
// redis-py's Lock, node-redlock 5 on ioredis, go-redis v5, and redis-cli. Each client logs what
// its library answered; the replies and outcomes the model inferred from MONITOR must be those.
// A `redis-cli monitor` capture of the same traffic, imported, must give the same summary.
#include "core/interpretation.h"
#include "core/recording.h"
#include "jsondiff.h"
#include "redisfixture.h"
#include "testfiles.h"
#include "timeline/timelinemodel.h"
#include "watchclients.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;
using test::Client;
using test::jsonLines;
using test::repliesOf;
using test::summaryList;

namespace {

const QString binary = QStringLiteral(LOCKLAB_BINARY);
const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch");
const QString peers = QStringLiteral(LOCKLAB_SOURCE_DIR "/bench/peers/node_modules");

// `locklab watch` and `redis-cli monitor` on the same server, both stopped on every exit path.
struct Watching {
    QTemporaryDir dir;
    QProcess watch;
    QProcess capture;
    QByteArray watchErr;
    bool captureAfterWatch = false;  // redis-cli's MONITOR begins once the watch is watching

    // `user`: "name:password@" for the watch's URL (redis-cli's capture connects as the default user).
    bool start(quint16 port, const QStringList &extra, const QString &user = {})
    {
        const auto startCapture = [this, port] {
            capture.setStandardOutputFile(dir.filePath(QStringLiteral("capture.log")));
            capture.start(QStringLiteral("redis-cli"),
                          {QStringLiteral("-p"), QString::number(port), QStringLiteral("monitor")});
        };
        if (!captureAfterWatch)
            startCapture();
        watch.start(binary, QStringList{QStringLiteral("watch"), QStringLiteral("--redis"),
                                        QStringLiteral("redis://") + user + QStringLiteral("127.0.0.1:%1").arg(port),
                                        QStringLiteral("--duration"), QStringLiteral("0"), QStringLiteral("--json"),
                                        QStringLiteral("--record"), dir.filePath(QStringLiteral("watch.locklab.json"))}
                                + extra);
        // Ready when locklab says it is watching and redis-cli has printed MONITOR's OK.
        for (int i = 0; i < 200; ++i) {
            watch.waitForReadyRead(25);
            watchErr += watch.readAllStandardError();
            if (captureAfterWatch && capture.state() == QProcess::NotRunning && watchErr.contains("watching"))
                startCapture();
            QFile f(dir.filePath(QStringLiteral("capture.log")));
            const bool captureReady = f.open(QIODevice::ReadOnly) && f.readAll().startsWith("OK");
            if (watchErr.contains("watching") && captureReady)
                return true;
            if (watch.state() == QProcess::NotRunning)
                return false;
        }
        return false;
    }
    // Ctrl+C for locklab (SIGTERM is handled the same way); the JSON it printed.
    QJsonObject stop()
    {
        QTest::qWait(200);  // the last lines reach both watchers
        watch.terminate();
        if (!watch.waitForFinished(10000))
            return {};
        watchErr += watch.readAllStandardError();
        capture.terminate();
        capture.waitForFinished(3000);
        if (watch.exitCode() != 0)
            qWarning("locklab watch: exit %d: %s", watch.exitCode(), watchErr.constData());
        return QJsonDocument::fromJson(watch.readAllStandardOutput()).object();
    }
    QJsonObject importCapture(const QStringList &extra)
    {
        QProcess p;
        p.start(binary, QStringList{QStringLiteral("import"), dir.filePath(QStringLiteral("capture.log")),
                                    QStringLiteral("--json")}
                            + extra);
        if (!p.waitForFinished(20000) || p.exitCode() != 0)
            return {};
        return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    }
    ~Watching()
    {
        for (QProcess *p : {&watch, &capture}) {
            if (p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished(2000);
            }
        }
    }
};

}  // namespace

class TestWatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (test::RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1");
        if (!m_redis.start())
            QFAIL(qPrintable(QStringLiteral("redis-server: ") + m_redis.error()));
        m_go = m_tools.filePath(QStringLiteral("goredis_lock"));
        QProcess build;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // Offline, from Debian's packaged Go sources (golang-gopkg-redis.v5-dev).
        env.insert(QStringLiteral("GOPATH"), QStringLiteral("/usr/share/gocode"));
        env.insert(QStringLiteral("GO111MODULE"), QStringLiteral("off"));
        env.insert(QStringLiteral("GOCACHE"), m_tools.filePath(QStringLiteral("gocache")));
        build.setProcessEnvironment(env);
        build.start(QStringLiteral("go"),
                    {QStringLiteral("build"), QStringLiteral("-o"), m_go, data + QStringLiteral("/goredis_lock.go")});
        QVERIFY2(build.waitForFinished(180000) && build.exitCode() == 0,
                 qPrintable(QStringLiteral("go build (tools/deps.sh installs golang-go golang-gopkg-redis.v5-dev): ")
                            + QString::fromUtf8(build.readAllStandardError())));
    }

    // The issue's acceptance race: two redis-py processes; the first holds past its timeout.
    void redisPyStalledHolder()
    {
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {QStringLiteral("--keys"), QStringLiteral("py:*")}), w.watchErr.constData());
        const QString script = data + QStringLiteral("/redispy_lock.py");
        const QString port = QString::number(m_redis.port());
        // B starts once A holds the lock, and A's 1.5 s TTL leaves B's start-up (python, redis-py)
        // time to be refused before it expires: started together, python's start-up under load
        // decided who came first (the sanitizer pass at load 10 saw both orders).
        Client a(QStringLiteral("/usr/bin/python3"),
                 {script, port, QStringLiteral("py-a"), QStringLiteral("py:job"), QStringLiteral("1.5"),
                  QStringLiteral("2.2"), QStringLiteral("0")});
        QByteArray aOut;
        for (int i = 0; i < 400 && !aOut.contains("acquire"); ++i) {
            a.process->waitForReadyRead(25);
            aOut += a.process->readAllStandardOutput();
        }
        QVERIFY2(aOut.contains("acquire"), a.process->readAllStandardError().constData());
        Client b(QStringLiteral("/usr/bin/python3"), {script, port, QStringLiteral("py-b"), QStringLiteral("py:job"),
                                                      QStringLiteral("2"), QStringLiteral("0.4"), QStringLiteral("0")});
        QList<QJsonObject> aLog = jsonLines(aOut);
        aLog += a.finish();
        const QList<QJsonObject> bLog = b.finish();
        const QJsonObject run = w.stop();
        QCOMPARE(aLog.size(), 2);
        QCOMPARE(bLog.size(), 2);
        QVERIFY(aLog.at(0).value(QStringLiteral("ok")).toBool());   // A got the lock
        QVERIFY(!aLog.at(1).value(QStringLiteral("ok")).toBool());  // and found it no longer its own
        QVERIFY(bLog.at(0).value(QStringLiteral("ok")).toBool());
        QVERIFY(bLog.at(1).value(QStringLiteral("ok")).toBool());

        QCOMPARE(run.value(QStringLiteral("lockKey")).toString(), QStringLiteral("py:job"));
        // What the model inferred is what redis-py was told.
        const QStringList aReplies = repliesOf(run, QStringLiteral("py-a"));
        QCOMPARE(aReplies.first(), QStringLiteral("SET OK"));
        QCOMPARE(aReplies.last(), QStringLiteral("compare-and-delete (integer) 0"));
        const QStringList bReplies = repliesOf(run, QStringLiteral("py-b"));
        QVERIFY2(bReplies.size() >= 3, qPrintable(bReplies.join(u'|')));  // refused while A held it
        QCOMPARE(bReplies.first(), QStringLiteral("SET (nil)"));
        QCOMPARE(bReplies.at(bReplies.size() - 2), QStringLiteral("SET OK"));
        QCOMPARE(bReplies.last(), QStringLiteral("compare-and-delete (integer) 1"));

        const QJsonObject summary = run.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("verdict")).toString(), QStringLiteral("mutual-exclusion-violated"));
        bool witnessed = false;
        for (const QJsonValue &v : summaryList(run, "violations")) {
            const QString text = v.toObject().value(QStringLiteral("explanation")).toString();
            if (v.toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("mutual-exclusion"))
                witnessed = text.contains(QStringLiteral("py-a")) && text.contains(QStringLiteral("py-b"));
        }
        QVERIFY2(witnessed, QJsonDocument(summaryList(run, "violations")).toJson().constData());

        // The capture of the same traffic, imported, tells the same story.
        const QJsonObject imported = w.importCapture({QStringLiteral("--keys"), QStringLiteral("py:*")});
        QVERIFY2(imported.value(QStringLiteral("summary")).toObject() == summary,
                 qPrintable(test::firstJsonDifference(imported.value(QStringLiteral("summary")), summary,
                                                      QStringLiteral("summary"))));

        // The recording replays it anywhere.
        QProcess replay;
        replay.start(binary, {QStringLiteral("replay"), w.dir.filePath(QStringLiteral("watch.locklab.json")),
                              QStringLiteral("--json")});
        QVERIFY(replay.waitForFinished(20000));
        QCOMPARE(replay.exitCode(), 0);
        QCOMPARE(QJsonDocument::fromJson(replay.readAllStandardOutput())
                     .object()
                     .value(QStringLiteral("summary"))
                     .toObject(),
                 summary);
    }

    // node-redlock 5 on ioredis: a contended pair. The second's refused tries are its redlock attempts.
    void redlockContendedPair()
    {
        if (!QFileInfo::exists(peers + QStringLiteral("/redlock")))
            QFAIL("bench/peers/node_modules is missing: run bench/peers/install.sh (test.sh does)");
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {}), w.watchErr.constData());
        const QString script = data + QStringLiteral("/redlock_pair.js");
        const QString port = QString::number(m_redis.port());
        // The second starts once the first holds the lock (node's start-up time varies under load).
        Client first(QStringLiteral("node"), {script, peers, port, QStringLiteral("rl-1"), QStringLiteral("rl:res"),
                                              QStringLiteral("1200"), QStringLiteral("0")});
        QByteArray firstOut;
        for (int i = 0; i < 400 && !firstOut.contains("acquire"); ++i) {
            first.process->waitForReadyRead(25);
            firstOut += first.process->readAllStandardOutput();
        }
        QVERIFY2(firstOut.contains("acquire"), first.process->readAllStandardError().constData());
        Client second(QStringLiteral("node"), {script, peers, port, QStringLiteral("rl-2"), QStringLiteral("rl:res"),
                                               QStringLiteral("100"), QStringLiteral("0")});
        QList<QJsonObject> log1 = jsonLines(firstOut);
        log1 += first.finish();
        const QList<QJsonObject> log2 = second.finish();
        const QJsonObject run = w.stop();
        QCOMPARE(log1.size(), 2);
        QCOMPARE(log2.size(), 2);
        QCOMPARE(run.value(QStringLiteral("lockKey")).toString(), QStringLiteral("rl:res"));  // found by itself
        QMap<QString, QJsonObject> acquisitions;
        for (const QJsonValue &v : summaryList(run, "acquisitions"))
            acquisitions.insert(v.toObject().value(QStringLiteral("worker")).toString(), v.toObject());
        QVERIFY(acquisitions.value(QStringLiteral("rl-1")).value(QStringLiteral("ok")).toBool());
        QVERIFY(acquisitions.value(QStringLiteral("rl-2")).value(QStringLiteral("ok")).toBool());
        QCOMPARE(acquisitions.value(QStringLiteral("rl-1")).value(QStringLiteral("attempts")).toInt(),
                 log1.at(0).value(QStringLiteral("attempts")).toInt());
        const int tries = log2.at(0).value(QStringLiteral("attempts")).toInt();
        QVERIFY2(tries >= 2, "the second client was never refused: no contention");
        QCOMPARE(acquisitions.value(QStringLiteral("rl-2")).value(QStringLiteral("attempts")).toInt(), tries);
        QStringList releases;
        for (const QJsonValue &v : summaryList(run, "releases"))
            releases << v.toObject().value(QStringLiteral("worker")).toString() + u' '
                            + v.toObject().value(QStringLiteral("result")).toString();
        QCOMPARE(releases, (QStringList{QStringLiteral("rl-1 released"), QStringLiteral("rl-2 released")}));
        QCOMPARE(run.value(QStringLiteral("summary")).toObject().value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("safe"));
        const QJsonValue importedSummary = w.importCapture({}).value(QStringLiteral("summary"));
        QVERIFY2(importedSummary == run.value(QStringLiteral("summary")),
                 qPrintable(test::firstJsonDifference(importedSummary, run.value(QStringLiteral("summary")),
                                                      QStringLiteral("summary"))));
    }

    // go-redis sends `set k v ex 1 nx`; another go-redis client's plain DEL takes the lock away.
    void goRedisForeignDelete()
    {
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {}), w.watchErr.constData());
        const QString port = QString::number(m_redis.port());
        Client holder(m_go, {port, QStringLiteral("holder"), QStringLiteral("go:lock"), QStringLiteral("0")});
        Client deleter(m_go, {port, QStringLiteral("deleter"), QStringLiteral("go:lock"), QStringLiteral("200")});
        const QList<QJsonObject> h = holder.finish(), d = deleter.finish();
        const QJsonObject run = w.stop();
        QCOMPARE(h.size(), 3);
        QCOMPARE(d.size(), 2);
        QVERIFY(h.at(1).value(QStringLiteral("ok")).toBool());
        QCOMPARE(d.at(1).value(QStringLiteral("n")).toInt(), 1);  // the deleter removed the holder's key
        QCOMPARE(h.at(2).value(QStringLiteral("n")).toInt(), 0);  // so the holder's own DEL found nothing
        const QString holderLane =
            QStringLiteral("client-") + h.at(0).value(QStringLiteral("addr")).toString().section(u':', -1);
        const QString deleterLane =
            QStringLiteral("client-") + d.at(0).value(QStringLiteral("addr")).toString().section(u':', -1);
        QCOMPARE(repliesOf(run, holderLane),
                 (QStringList{QStringLiteral("SET OK"), QStringLiteral("DEL (integer) 0")}));
        QCOMPARE(repliesOf(run, deleterLane), (QStringList{QStringLiteral("DEL (integer) 1")}));
        const QJsonObject summary = run.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("foreignDeletes")).toInt(), 1);
        bool named = false;
        for (const QJsonValue &v : summaryList(run, "violations")) {
            if (v.toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("foreign-delete"))
                named = v.toObject().value(QStringLiteral("explanation")).toString().contains(deleterLane);
        }
        QVERIFY(named);
        const QJsonValue importedSummary = w.importCapture({}).value(QStringLiteral("summary"));
        QVERIFY2(importedSummary == summary,
                 qPrintable(test::firstJsonDifference(importedSummary, summary, QStringLiteral("summary"))));
    }

    // Commands typed with redis-cli: each reply the model inferred is the one redis-cli printed.
    void redisCliTyped()
    {
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {QStringLiteral("--keys"), QStringLiteral("cli:lock")}),
                 w.watchErr.constData());
        const QList<QStringList> typed{
            {QStringLiteral("SET"), QStringLiteral("cli:lock"), QStringLiteral("t1"), QStringLiteral("NX"),
             QStringLiteral("PX"), QStringLiteral("5000")},
            {QStringLiteral("SET"), QStringLiteral("cli:lock"), QStringLiteral("t2"), QStringLiteral("NX"),
             QStringLiteral("PX"), QStringLiteral("5000")},
            {QStringLiteral("GET"), QStringLiteral("cli:lock")},
            {QStringLiteral("PEXPIRE"), QStringLiteral("cli:lock"), QStringLiteral("8000")},
            {QStringLiteral("PTTL"), QStringLiteral("cli:lock")},
            {QStringLiteral("DEL"), QStringLiteral("cli:lock")},
            {QStringLiteral("DEL"), QStringLiteral("cli:lock")},
            {QStringLiteral("SET"), QStringLiteral("cli:lock"), QStringLiteral("t3"), QStringLiteral("NX"),
             QStringLiteral("EX"), QStringLiteral("1")},
            {QStringLiteral("DEL"), QStringLiteral("cli:lock")},
        };
        QStringList real;
        for (const QStringList &args : typed) {
            QProcess cli;
            cli.start(QStringLiteral("redis-cli"),
                      QStringList{QStringLiteral("-p"), QString::number(m_redis.port())} + args);
            QVERIFY(cli.waitForFinished(5000));
            real << QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
        }
        const QJsonObject run = w.stop();
        QStringList inferred;
        for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("kind")).toString() != QStringLiteral("reply"))
                continue;
            // redis-cli prints a reply without its type, and nil as an empty line.
            QString r = e.value(QStringLiteral("reply")).toString();
            r = r == QStringLiteral("(nil)") ? QString() : r.remove(QStringLiteral("(integer) ")).remove(u'"');
            inferred << r;
        }
        QCOMPARE(real.size(), inferred.size());
        for (qsizetype i = 0; i < real.size(); ++i) {
            if (typed.at(i).first()
                == QStringLiteral("PTTL"))  // the ms left: the model's and the server's differ by the time between
                QVERIFY(qAbs(real.at(i).toInt() - inferred.at(i).toInt()) <= 5);
            else
                QCOMPARE(inferred.at(i), real.at(i));
        }
        // The first holder never released: its inferred belief runs to the end of each capture, and
        // the live watch ran longer than the last line. What the commands did is the same.
        const QJsonObject imported = w.importCapture({QStringLiteral("--keys"), QStringLiteral("cli:lock")})
                                         .value(QStringLiteral("summary"))
                                         .toObject();
        for (const char *field : {"acquisitions", "releases", "writes", "foreignDeletes", "verdict", "lockHolderAtEnd"})
            QCOMPARE(imported.value(QLatin1String(field)),
                     run.value(QStringLiteral("summary")).toObject().value(QLatin1String(field)));
    }

    // Started while a service holds a lock (the usual case): the watch reads each lock key when it
    // first sees it (GET and PTTL in one MULTI), so the holder from before the watch is known by its
    // token. B's SET NX, refused by Redis, is not taken for a grant, and the holder's plain DEL is its
    // release, not a foreign delete of B's lock (issue 25; without the read: 1 foreign delete). Each
    // redis-cli is a new connection, as a service that connects per request.
    void holderFromBeforeTheWatchIsRead()
    {
        const QString port = QString::number(m_redis.port());
        const auto cli = [&port](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral("redis-cli"), QStringList{QStringLiteral("-p"), port} + args);
            p.waitForFinished(5000);
            return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        };
        const auto set = [](const char *token) {
            return QStringList{QStringLiteral("SET"), QStringLiteral("pre:lock"), QLatin1String(token),
                               QStringLiteral("NX"),  QStringLiteral("PX"),       QStringLiteral("8000")};
        };
        QCOMPARE(cli(set("a-token")), QStringLiteral("OK"));
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {}), w.watchErr.constData());
        QCOMPARE(cli(set("b-1")), QString());  // refused: nil
        // The watch reads the key meanwhile: wait until the server ran its GET (MONITOR shows it), not
        // a fixed time, which a loaded machine outlasted.
        QTRY_VERIFY_WITH_TIMEOUT(test::readFile(w.dir.filePath(QStringLiteral("capture.log")))
                                     .contains(QByteArrayLiteral("\"GET\" \"pre:lock\"")),
                                 10000);
        QCOMPARE(cli({QStringLiteral("DEL"), QStringLiteral("pre:lock")}), QStringLiteral("1"));
        // B takes it and lets it go on one connection (redis-cli reading its commands from stdin).
        QProcess b;
        b.start(QStringLiteral("redis-cli"), {QStringLiteral("-p"), port});
        b.write("SET pre:lock b-2 NX PX 8000\nDEL pre:lock\n");
        b.closeWriteChannel();
        QVERIFY(b.waitForFinished(5000));
        QCOMPARE(QString::fromUtf8(b.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts),
                 (QStringList{QStringLiteral("OK"), QStringLiteral("1")}));
        const QJsonObject run = w.stop();
        const QJsonObject summary = run.value(QStringLiteral("summary")).toObject();
        const QJsonObject traffic = run.value(QStringLiteral("traffic")).toObject();
        QCOMPARE(summary.value(QStringLiteral("foreignDeletes")).toInt(-1), 0);
        QCOMPARE(summary.value(QStringLiteral("verdict")).toString(), QStringLiteral("safe"));
        QCOMPARE(traffic.value(QStringLiteral("keysRead")).toInt(), 1);
        QCOMPARE(traffic.value(QStringLiteral("withdrawnGrants")).toInt(), 1);
        QCOMPARE(traffic.value(QStringLiteral("heldBeforeWatch")).toInt(), 1);
        // LockLab's own read (MULTI, GET, PTTL, EXEC) is not traffic: no lane of the key.
        QVERIFY2(traffic.value(QStringLiteral("ownCommands")).toInt() >= 4,
                 QJsonDocument(traffic).toJson().constData());
    }

    // A capture begun after the watch named its connection (redis-cli monitor started a moment later, or
    // by hand): the watch names it again before it reads keys, so the capture knows its reads for
    // LockLab's and tells the watch's story. They were a client's check of the lock in the capture: the
    // flake of redisPyStalledHolder under load ("summary.checks: 1 items against 0").
    void captureBegunAfterTheWatch()
    {
        const QString port = QString::number(m_redis.port());
        Watching w;
        w.captureAfterWatch = true;
        QVERIFY2(w.start(m_redis.port(), {}), w.watchErr.constData());
        QProcess holder;
        holder.start(QStringLiteral("redis-cli"), {QStringLiteral("-p"), port});
        holder.write("SET late:lock t-1 NX PX 8000\n");
        QTRY_VERIFY_WITH_TIMEOUT(test::readFile(w.dir.filePath(QStringLiteral("capture.log")))
                                     .contains(QByteArrayLiteral("\"GET\" \"late:lock\"")),
                                 10000);
        holder.write("DEL late:lock\n");
        holder.closeWriteChannel();
        QVERIFY(holder.waitForFinished(5000));
        const QJsonObject run = w.stop();
        const QJsonObject imported = w.importCapture({});
        const QJsonObject summary = run.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("acquisitions")).toArray().size(), 1);
        QVERIFY2(imported.value(QStringLiteral("summary")).toObject() == summary,
                 qPrintable(test::firstJsonDifference(imported.value(QStringLiteral("summary")), summary,
                                                      QStringLiteral("summary"))));
        const QJsonObject traffic = imported.value(QStringLiteral("traffic")).toObject();
        QVERIFY2(traffic.value(QStringLiteral("ownCommands")).toInt() >= 5,
                 QJsonDocument(traffic).toJson().constData());
    }

    // A lock key's name held by another type (a hash): GET answers it with WRONGTYPE, which was taken
    // for the token of a holder from before the watch. TYPE in the read tells; such a key is not read.
    void keyOfAnotherTypeIsNotRead()
    {
        const QString port = QString::number(m_redis.port());
        QProcess cli;
        cli.start(QStringLiteral("redis-cli"), {QStringLiteral("-p"), port, QStringLiteral("HSET"),
                                                QStringLiteral("hash:lock"), QStringLiteral("f"), QStringLiteral("v")});
        QVERIFY(cli.waitForFinished(5000));
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {}), w.watchErr.constData());
        cli.start(QStringLiteral("redis-cli"),
                  {QStringLiteral("-p"), port, QStringLiteral("SET"), QStringLiteral("hash:lock"), QStringLiteral("x"),
                   QStringLiteral("NX"), QStringLiteral("PX"), QStringLiteral("8000")});
        QVERIFY(cli.waitForFinished(5000));
        QTest::qWait(300);
        const QJsonObject run = w.stop();
        cli.start(QStringLiteral("redis-cli"),
                  {QStringLiteral("-p"), port, QStringLiteral("DEL"), QStringLiteral("hash:lock")});
        QVERIFY(cli.waitForFinished(5000));
        const QJsonObject traffic = run.value(QStringLiteral("traffic")).toObject();
        QVERIFY(!QJsonDocument(run).toJson().contains("WRONGTYPE"));
        QCOMPARE(traffic.value(QStringLiteral("keysRead")).toInt(-1), 0);
        // Read all the same (MULTI TYPE GET PTTL EXEC), and not traffic.
        QVERIFY2(traffic.value(QStringLiteral("ownCommands")).toInt() >= 5,
                 QJsonDocument(traffic).toJson().constData());
    }

    // A lock key the watch may not read (an ACL without GET) is counted and said, and its holder is
    // inferred as from a capture (issue 25: a read that failed was counted nowhere).
    void keyThatCannotBeReadIsCounted()
    {
        QCOMPARE(m_redis.raw({"ACL", "SETUSER", "noget", "on", ">pw", "~*", "+@all", "-get"}), QByteArray("OK"));
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {}, QStringLiteral("noget:pw@")), w.watchErr.constData());
        QProcess cli;
        cli.start(QStringLiteral("redis-cli"), {QStringLiteral("-p"), QString::number(m_redis.port()),
                                                QStringLiteral("SET"), QStringLiteral("acl:lock"), QStringLiteral("t1"),
                                                QStringLiteral("NX"), QStringLiteral("PX"), QStringLiteral("8000")});
        QVERIFY(cli.waitForFinished(5000));
        QTest::qWait(300);
        const QJsonObject run = w.stop();
        m_redis.raw({"DEL", "acl:lock"});
        m_redis.raw({"ACL", "DELUSER", "noget"});
        const QJsonObject traffic = run.value(QStringLiteral("traffic")).toObject();
        QCOMPARE(traffic.value(QStringLiteral("keysRead")).toInt(-1), 0);
        QVERIFY2(traffic.value(QStringLiteral("keysUnread")).toInt(-1) == 1,
                 QJsonDocument(traffic).toJson().constData());
        const QByteArray said = w.watchErr + QJsonDocument(run).toJson();
        QVERIFY2(said.contains("refused LockLab's read of a lock key"), said.constData());
    }

    // Harmless and clear when it cannot watch: a refused MONITOR (ACL), a wrong password, nobody there.
    void refusals_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("message");
        QTest::newRow("ACL without +monitor")
            << QStringLiteral("redis://nomonitor:pw@127.0.0.1:%1") << QStringLiteral("NOPERM");
        QTest::newRow("wrong password") << QStringLiteral("redis://nomonitor:wrong@127.0.0.1:%1")
                                        << QStringLiteral("WRONGPASS");
        QTest::newRow("nobody there") << QStringLiteral("redis://127.0.0.1:1") << QStringLiteral("cannot use Redis");
    }
    void refusals()
    {
        QFETCH(QString, url);
        QCOMPARE(m_redis.raw({"ACL", "SETUSER", "nomonitor", "on", ">pw", "~*", "+@all", "-monitor"}),
                 QByteArray("OK"));
        QProcess p;
        p.start(binary,
                {QStringLiteral("watch"), QStringLiteral("--redis"), url.contains(u'%') ? url.arg(m_redis.port()) : url,
                 QStringLiteral("--duration"), QStringLiteral("1")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        QFETCH(QString, message);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    // --expiry-events: the one write (CONFIG SET notify-keyspace-events) is put back when the watch
    // ends, and Redis's own expiry of the lock key shows up as a note next to the model's.
    void expiryEventsAreRestored()
    {
        auto flags = [this] {
            QProcess cli;
            cli.start(QStringLiteral("redis-cli"),
                      {QStringLiteral("-p"), QString::number(m_redis.port()), QStringLiteral("CONFIG"),
                       QStringLiteral("GET"), QStringLiteral("notify-keyspace-events")});
            cli.waitForFinished(5000);
            return cli.readAllStandardOutput().split('\n').value(1);
        };
        const QByteArray managed = flags();  // the managed server's own setting, put back at the end
        QCOMPARE(m_redis.raw({"CONFIG", "SET", "notify-keyspace-events", ""}), QByteArray("OK"));
        const QByteArray before = flags();
        QVERIFY(!before.contains('E'));
        Watching w;
        QVERIFY2(w.start(m_redis.port(),
                         {QStringLiteral("--keys"), QStringLiteral("exp:lock"), QStringLiteral("--expiry-events")}),
                 w.watchErr.constData());
        QVERIFY(flags().contains('E'));  // on for the watch
        QCOMPARE(m_redis.raw({"SET", "exp:lock", "x", "NX", "PX", "50"}), QByteArray("OK"));
        QTest::qWait(400);  // Redis's active expiry runs 10 times a second
        const QJsonObject run = w.stop();
        QCOMPARE(flags(), before);  // and put back
        QCOMPARE(m_redis.raw({"CONFIG", "SET", "notify-keyspace-events", managed}), QByteArray("OK"));
        bool model = false, reported = false;
        for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
            const QJsonObject e = v.toObject();
            model = model || e.value(QStringLiteral("kind")).toString() == QStringLiteral("expired");
            reported = reported
                       || e.value(QStringLiteral("text")).toString().contains(QStringLiteral("keyspace notification"));
        }
        QVERIFY(model);
        QVERIFY2(reported, w.watchErr.constData());
    }

    // A lost MONITOR connection (CLIENT KILL, as an operator or a proxy would) is a gap: the watch
    // reconnects, the trace says when it saw nothing, and the timeline draws that as a band over
    // every lane instead of a quiet stretch. The recording keeps it.
    void monitorKilledIsAGap()
    {
        Watching w;
        QVERIFY2(w.start(m_redis.port(), {QStringLiteral("--keys"), QStringLiteral("gap:lock")}),
                 w.watchErr.constData());
        QCOMPARE(m_redis.raw({"SET", "gap:lock", "a", "NX", "PX", "10000"}), QByteArray("OK"));
        QTest::qWait(100);
        // locklab's MONITOR connection by its name (redis-cli monitor, the capture, stays).
        QByteArray id;
        for (const QByteArray &line : m_redis.raw({"CLIENT", "LIST"}).split('\n')) {
            if (line.contains(" name=locklab-watch ") && line.contains(" cmd=monitor "))
                id = line.mid(3, line.indexOf(' ') - 3);
        }
        QVERIFY2(!id.isEmpty(), "no MONITOR connection named locklab-watch");
        QCOMPARE(m_redis.raw({"CLIENT", "KILL", "ID", id}), QByteArray("1"));
        // The watch waits 250 ms before it reconnects; a command after that is seen again.
        const auto monitoring = [this] {
            const QList<QByteArray> clients = m_redis.raw({"CLIENT", "LIST"}).split('\n');
            return std::any_of(clients.cbegin(), clients.cend(), [](const QByteArray &l) {
                return l.contains(" name=locklab-watch ") && l.contains(" cmd=monitor ");
            });
        };
        QVERIFY(!monitoring());
        QTRY_VERIFY_WITH_TIMEOUT(monitoring(), 5000);
        QTest::qWait(100);
        QCOMPARE(m_redis.raw({"DEL", "gap:lock"}), QByteArray("1"));
        const QJsonObject run = w.stop();
        QCOMPARE(run.value(QStringLiteral("traffic")).toObject().value(QStringLiteral("gaps")).toInt(), 1);
        QStringList gapEvents;
        for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
            if (v.toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("gap"))
                gapEvents << v.toObject().value(QStringLiteral("gap")).toString();
        }
        QCOMPARE(gapEvents, (QStringList{QStringLiteral("begins"), QStringLiteral("ends")}));

        // The timeline model of the recording: one band, between the SET and the DEL, at least the
        // reconnect's wait long, closed (MONITOR came back).
        QFile file(w.dir.filePath(QStringLiteral("watch.locklab.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Recording recording;
        QString error;
        QVERIFY2(readRecording(file.readAll(), file.fileName(), &recording, &error), qPrintable(error));
        const TimelineModel model = TimelineModel::build(Interpretation(recording.trace));
        QCOMPARE(model.gaps.size(), 1);
        const Interval gap = model.gaps.first();
        QVERIFY(!gap.open);
        QVERIFY2(gap.length() >= 200000, qPrintable(QString::number(gap.length())));
        Micros set = -1, del = -1;
        for (const TraceEvent &e : std::as_const(recording.trace.events)) {
            if (e.kind == EventKind::Replied && e.request.command == Command::Set)
                set = e.at;
            if (e.kind == EventKind::Replied && e.request.command == Command::Del)
                del = e.at;
        }
        QVERIFY(set >= 0 && del >= 0);
        QVERIFY2(set < gap.from && gap.to <= del,
                 qPrintable(QStringLiteral("SET %1, gap %2-%3, DEL %4").arg(set).arg(gap.from).arg(gap.to).arg(del)));
        QCOMPARE(model.end >= gap.to, true);
    }

    // The server goes away in the middle: no hang, the trace so far is kept, exit 1.
    void serverGoesAway()
    {
        test::RedisFixture own;
        QVERIFY(own.start());
        QProcess p;
        p.start(binary, {QStringLiteral("watch"), QStringLiteral("--redis"),
                         QStringLiteral("redis://127.0.0.1:%1").arg(own.port()), QStringLiteral("--duration"),
                         QStringLiteral("30"), QStringLiteral("--json")});
        QByteArray err;
        for (int i = 0; i < 200 && !err.contains("watching"); ++i) {
            p.waitForReadyRead(25);
            err += p.readAllStandardError();
        }
        QCOMPARE(own.raw({"SET", "gone:lock", "x", "NX", "PX", "10000"}), QByteArray("OK"));
        QTest::qWait(200);
        own.stop();
        QVERIFY(p.waitForFinished(15000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("went away"), err.constData());
        const QJsonObject run = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(run.value(QStringLiteral("lockKey")).toString(), QStringLiteral("gone:lock"));
        QCOMPARE(run.value(QStringLiteral("traffic")).toObject().value(QStringLiteral("gaps")).toInt(), 1);
    }

private:
    test::RedisFixture m_redis;
    QTemporaryDir m_tools;
    QString m_go;
};

QTEST_GUILESS_MAIN(TestWatch)
#include "tst_watch.moc"
