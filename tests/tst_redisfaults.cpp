// SPDX-License-Identifier: MIT
// Issue 19 (F2, F3): whatever happens to a live run, LockLab leaves the user's Redis as it found
// it. A redis-server of the test's own is killed, stopped, password-protected and ACL-limited, and
// LockLab itself is interrupted; after each run the test's own connection checks that no
// `locklab:*` key is left without a TTL (SCAN, on this test server only), that a user key is
// unchanged, and that notify-keyspace-events is back to its value.
#include "redisfixture.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>

using namespace locklab;

namespace {

enum class Fault { None, Interrupt, Terminate, Stop, Kill };

// Every key under locklab:* without a TTL (SCAN: allowed here, it is the test's own server).
QStringList keysWithoutTtl(quint16 port)
{
    QStringList found;
    const timeval tv{2, 0};
    redisContext *c = redisConnectWithTimeout("127.0.0.1", port, tv);
    if (!c || c->err) {
        if (c)
            redisFree(c);
        return {QStringLiteral("(cannot connect)")};
    }
    QByteArray cursor = "0";
    do {
        auto *r = static_cast<redisReply *>(redisCommand(c, "SCAN %s MATCH locklab:* COUNT 1000", cursor.constData()));
        if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2) {
            if (r)
                freeReplyObject(r);
            found.append(QStringLiteral("(SCAN failed)"));
            break;
        }
        cursor = QByteArray(r->element[0]->str, static_cast<qsizetype>(r->element[0]->len));
        for (size_t i = 0; i < r->element[1]->elements; ++i) {
            const redisReply *k = r->element[1]->element[i];
            const QByteArray key(k->str, static_cast<qsizetype>(k->len));
            auto *ttl = static_cast<redisReply *>(redisCommand(c, "PTTL %b", key.constData(), size_t(key.size())));
            if (ttl && ttl->type == REDIS_REPLY_INTEGER && ttl->integer == -1)
                found.append(QString::fromUtf8(key));
            if (ttl)
                freeReplyObject(ttl);
        }
        freeReplyObject(r);
    } while (cursor != "0");
    redisFree(c);
    return found;
}

}  // namespace

Q_DECLARE_METATYPE(Fault)

class TestRedisFaults : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Fenced writes through the separate INCR fence (the F3 counter), a heartbeat, and work long
        // enough for a fault to land in the middle.
        test::writeFile(m_dir, QStringLiteral("long.json"), R"({"lock": {"ttlMs": 400}, "store": {"timeoutMs": 150},
            "policies": {"fencing": true, "fenceMode": "separate", "heartbeat": {"enabled": true}},
            "workers": [
              {"name": "A", "steps": [{"do": "acquire"}, {"do": "write"}, {"do": "work", "ms": 1500}, {"do": "write"}, {"do": "release"}]},
              {"name": "B", "steps": [{"do": "wait", "ms": 50}, {"do": "acquire", "maxTries": 40, "retryMs": 50}, {"do": "write"}, {"do": "release"}]}]})");
    }

    void init()
    {
        LOCKLAB_START_REDIS(m_redis);
        const QByteArray pw = "s3cret";
        QCOMPARE(m_redis.raw({"SET", "user:data", "precious"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"CONFIG", "SET", "notify-keyspace-events", "Kg"}), QByteArray("OK"));
        m_original = configValue();  // as the server spells it ("gK")
        const QList<QPair<QByteArray, QList<QByteArray>>> users{{"noconfig", {"-config"}},
                                                                {"noevalsha", {"-evalsha"}},
                                                                {"nopexpire", {"-pexpire"}},
                                                                {"nodel", {"-del"}},
                                                                {"nopexpiredel", {"-pexpire", "-del"}}};
        for (const auto &[name, minus] : users)
            QCOMPARE(
                m_redis.raw(QList<QByteArray>{"ACL", "SETUSER", name, "on", ">" + pw, "~*", "&*", "+@all"} + minus),
                QByteArray("OK"));
    }

    void cleanup() { m_redis.stop(); }

    void serverLeftAsFound_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<Fault>("fault");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");     // on stderr, or in the report
        QTest::addColumn<bool>("notifyChanges");  // whether the run could change it at all
        QTest::newRow("normal end") << QString() << Fault::None << 0
                                    << QStringLiteral("notify-keyspace-events restored") << true;
        QTest::newRow("ACL without CONFIG")
            << QStringLiteral("noconfig") << Fault::None << 0 << QStringLiteral("keyspace notifications off") << false;
        // The lock's SET NX still answers, so the run is evidence; its scripts are refused.
        QTest::newRow("ACL without EVALSHA")
            << QStringLiteral("noevalsha") << Fault::None << 0
            << QStringLiteral("NOPERM this user has no permissions to run the 'evalsha'") << true;
        QTest::newRow("ACL without PEXPIRE") << QStringLiteral("nopexpire") << Fault::None << 0
                                             << QStringLiteral("notify-keyspace-events restored") << true;
        QTest::newRow("ACL without DEL") << QStringLiteral("nodel") << Fault::None << 0
                                         << QStringLiteral("cleanup: DEL failed") << true;
        // F3 as found: the fence counter's TTL came from a PEXPIRE of its own, refused here, and
        // with DEL refused too nothing removed the key: it stayed with TTL -1.
        QTest::newRow("ACL without PEXPIRE and DEL")
            << QStringLiteral("nopexpiredel") << Fault::None << 0 << QStringLiteral("cleanup: DEL failed") << true;
        QTest::newRow("wrong password") << QStringLiteral("wrongpw") << Fault::None << 2
                                        << QStringLiteral("AUTH failed") << false;
        QTest::newRow("SIGINT") << QString() << Fault::Interrupt << 130
                                << QStringLiteral("interrupted by SIGINT; the "
                                                  "server's settings are back")
                                << true;
        QTest::newRow("SIGTERM") << QString() << Fault::Terminate << 143
                                 << QStringLiteral("interrupted by SIGTERM; the server's settings are back") << true;
        QTest::newRow("server stopped for 1 s")
            << QString() << Fault::Stop << -1 << QStringLiteral("notify-keyspace-events restored") << true;
        QTest::newRow("server killed") << QString() << Fault::Kill << 1 << QStringLiteral("lost the connection")
                                       << true;
    }

    void serverLeftAsFound()
    {
        QFETCH(QString, user);
        QFETCH(Fault, fault);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QFETCH(bool, notifyChanges);
        QString url = QStringLiteral("redis://127.0.0.1:%1").arg(m_redis.port());
        if (user == QStringLiteral("wrongpw"))
            url = QStringLiteral("redis://nodel:wrong@127.0.0.1:%1").arg(m_redis.port());
        else if (!user.isEmpty())
            url = QStringLiteral("redis://%1:s3cret@127.0.0.1:%2").arg(user).arg(m_redis.port());
        QProcess process;
        process.start(
            QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("run"), m_dir.filePath(QStringLiteral("long.json")), QStringLiteral("--redis"), url});
        QVERIFY(process.waitForStarted());
        QSignalSpy finished(&process, &QProcess::finished);
        const qint64 serverPid = m_redis.server().pid();
        QVERIFY(serverPid > 0);
        bool seenChange = false;
        QElapsedTimer clock;
        clock.start();
        if (fault != Fault::None) {
            // Into the run: the worker's 1.5 s of work has begun once notify-keyspace-events changed.
            while (clock.elapsed() < 5000 && !seenChange) {
                QTest::qWait(20);
                const QByteArray value = configValue();
                seenChange = value != m_original && !value.startsWith('(');
            }
            QVERIFY2(seenChange, "the run never changed notify-keyspace-events");
            QTest::qWait(300);
            const auto pid = static_cast<pid_t>(process.processId());
            QVERIFY2(pid > 0 && process.state() == QProcess::Running, "locklab ended before the fault");
            switch (fault) {
            case Fault::Interrupt:
                ::kill(pid, SIGINT);
                break;
            case Fault::Terminate:
                ::kill(pid, SIGTERM);
                break;
            case Fault::Stop:
                ::kill(static_cast<pid_t>(serverPid), SIGSTOP);
                QTest::qWait(1000);
                ::kill(static_cast<pid_t>(serverPid), SIGCONT);
                break;
            case Fault::Kill:
                m_redis.server().kill();
                break;
            case Fault::None:
                break;
            }
        }
        const qint64 faultAt = clock.elapsed();
        QVERIFY2(finished.wait(30000) || !finished.isEmpty(), "locklab did not end in time");
        const QString err = QString::fromUtf8(process.readAllStandardError());
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const QString all = err + out;
        if (exitCode >= 0)
            QVERIFY2(process.exitCode() == exitCode,
                     qPrintable(QStringLiteral("exit %1: ").arg(process.exitCode()) + err + out.right(1500)));
        QVERIFY2(all.contains(message), qPrintable(err + out.right(2500)));
        if (fault == Fault::Interrupt || fault == Fault::Terminate)
            QVERIFY2(clock.elapsed() - faultAt < 3000, "an interrupted run cleans up within its short bound");
        if (fault == Fault::Kill)
            return;  // nothing left to look at
        // The user's server as it was.
        QCOMPARE(m_redis.raw({"GET", "user:data"}), QByteArray("precious"));
        QCOMPARE(configValue(), m_original);
        const QStringList noTtl = keysWithoutTtl(m_redis.port());
        QVERIFY2(noTtl.isEmpty(), qPrintable(noTtl.join(u' ')));
        QVERIFY(!out.contains(QStringLiteral("s3cret")));
        if (notifyChanges)
            QVERIFY2(
                out.contains(QStringLiteral("notify-keyspace-events was \"%1\"").arg(QString::fromUtf8(m_original))),
                qPrintable(out.left(2500)));
    }

    // Issue 28: `locklab run --redis managed` killed with SIGKILL cannot remove its server's folder
    // in /tmp; the next managed server removes it (its owner's lock is free), never a live one's.
    void abandonedServerFoldersAreRemoved()
    {
        const QDir temp(QDir::tempPath());
        const auto folders = [&temp] {
            const QStringList names =
                temp.entryList({QStringLiteral("locklab-redis-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
            return QSet<QString>(names.cbegin(), names.cend());
        };
        const QSet<QString> before = folders();
        QProcess locklab;
        locklab.setStandardOutputFile(QProcess::nullDevice());
        locklab.start(QStringLiteral(LOCKLAB_BINARY),
                      {QStringLiteral("run"), m_dir.filePath(QStringLiteral("long.json")), QStringLiteral("--redis"),
                       QStringLiteral("managed")});
        QVERIFY(locklab.waitForStarted());
        // Its server is up once its folder has a log.
        QSet<QString> made;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                made = folders() - before;
                return made.size() == 1
                       && QFileInfo::exists(temp.filePath(*made.cbegin() + QStringLiteral("/redis.log")));
            }(),
            20000);
        ::kill(static_cast<pid_t>(locklab.processId()), SIGKILL);
        QVERIFY(locklab.waitForFinished(10000));
        const QString abandoned = temp.filePath(*made.cbegin());
        QVERIFY2(QFileInfo::exists(abandoned), qPrintable(abandoned));  // SIGKILL: nothing removed it
        // The next managed server's start removes it; the live one of this test keeps its own.
        QVERIFY(QFileInfo::exists(m_redis.server().directory()));
        ManagedRedis next;
        QString error;
        QVERIFY2(next.start(&error), qPrintable(error));
        QVERIFY2(!QFileInfo::exists(abandoned), qPrintable(abandoned));
        QVERIFY(QFileInfo::exists(m_redis.server().directory()));
        QVERIFY(QFileInfo::exists(next.directory()));
    }

private:
    QByteArray configValue() const
    {
        const timeval tv{2, 0};
        redisContext *c = redisConnectWithTimeout("127.0.0.1", m_redis.port(), tv);
        if (!c || c->err) {
            if (c)
                redisFree(c);
            return "(cannot connect)";
        }
        auto *r = static_cast<redisReply *>(redisCommand(c, "CONFIG GET notify-keyspace-events"));
        QByteArray value = "(no reply)";
        if (r && r->type == REDIS_REPLY_ARRAY && r->elements == 2)
            value = QByteArray(r->element[1]->str, static_cast<qsizetype>(r->element[1]->len));
        if (r)
            freeReplyObject(r);
        redisFree(c);
        return value;
    }

    test::RedisFixture m_redis;
    QTemporaryDir m_dir;
    QByteArray m_original;
};

QTEST_GUILESS_MAIN(TestRedisFaults)
#include "tst_redisfaults.moc"
