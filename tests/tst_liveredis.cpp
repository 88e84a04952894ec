// SPDX-License-Identifier: MIT
// LiveRedis against a real redis-server: every command's semantics, time scaling, the script
// cache fallback, timeouts, AUTH/SELECT, keyspace notifications and cleanup by name.
#include "live/liveredis.h"
#include "live/realscheduler.h"
#include "redisfixture.h"

#include <QElapsedTimer>
#include <QTest>

using namespace locklab;

namespace {

Reply run(LiveRedis &store, const Request &request)
{
    QCoro::Task<Reply> task = store.execute(request);
    return QCoro::waitFor(task);
}

QString connectStore(LiveRedis &store)
{
    QCoro::Task<QString> task = store.connect();
    return QCoro::waitFor(task);
}

int cleanup(LiveRedis &store)
{
    QCoro::Task<LiveRedis::CleanupReport> task = store.cleanup();
    return QCoro::waitFor(task).deleted;
}

Request set(const QString &key, const QString &value, qint64 px, SetCondition condition = SetCondition::IfAbsent)
{
    return Request{.command = Command::Set, .key = key, .value = value, .number = px, .condition = condition};
}

Request cmd(Command command, const QString &key, const QString &value = {}, qint64 number = 0)
{
    return Request{.command = command, .key = key, .value = value, .number = number};
}

}  // namespace

class TestLiveRedis : public QObject {
    Q_OBJECT

    test::RedisFixture m_redis;
    int m_run = 0;

    // A fresh namespace per test, so that tests never see each other's keys.
    QString prefix() { return QStringLiteral("locklab:t%1:").arg(++m_run); }
    QByteArray full(const LiveRedis &store, const QString &key) const { return store.fullKey(key).toUtf8(); }
    LiveRedis::Options options(double scale = 1.0) const
    {
        LiveRedis::Options o;
        o.url = m_redis.url();
        o.timeScale = scale;
        return o;
    }

private slots:
    void initTestCase() { LOCKLAB_START_REDIS(m_redis); }

    void setNxXxPxAndGet()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QCOMPARE(run(store, set(QStringLiteral("lock"), QStringLiteral("a"), 1000)).kind, Reply::Kind::Status);
        QCOMPARE(run(store, set(QStringLiteral("lock"), QStringLiteral("b"), 1000)).kind, Reply::Kind::Nil);
        const Reply got = run(store, cmd(Command::Get, QStringLiteral("lock")));
        QCOMPARE(got.kind, Reply::Kind::String);
        QCOMPARE(got.text, QStringLiteral("a"));
        QCOMPARE(got.executedAt, Micros(-1));  // a live server does not say when it ran a command
        QCOMPARE(m_redis.raw({"GET", full(store, QStringLiteral("lock"))}), QByteArray("a"));
        const qint64 pttl = m_redis.raw({"PTTL", full(store, QStringLiteral("lock"))}).toLongLong();
        QVERIFY2(pttl > 800 && pttl <= 1000, QByteArray::number(pttl));
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("c"), 0, SetCondition::IfPresent)).isOk());
        QCOMPARE(m_redis.raw({"GET", full(store, QStringLiteral("lock"))}), QByteArray("c"));
        QCOMPARE(m_redis.raw({"PTTL", full(store, QStringLiteral("lock"))}),
                 QByteArray("-1"));  // SET without PX drops the TTL
        QCOMPARE(run(store, set(QStringLiteral("absent"), QStringLiteral("x"), 0, SetCondition::IfPresent)).kind,
                 Reply::Kind::Nil);
        QCOMPARE(run(store, cmd(Command::Get, QStringLiteral("absent"))).kind, Reply::Kind::Nil);
        cleanup(store);
    }

    void ttlsFollowTheTimeScale()
    {
        RealScheduler scheduler(10);
        LiveRedis store(scheduler, prefix(), options(10));
        QCOMPARE(connectStore(store), QString());
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("a"), 100)).isOk());
        // 100 scenario ms at scale 10 are 1000 ms on the server's clock ...
        const qint64 serverPttl = m_redis.raw({"PTTL", full(store, QStringLiteral("lock"))}).toLongLong();
        QVERIFY2(serverPttl > 900 && serverPttl <= 1000, QByteArray::number(serverPttl));
        // ... and PTTL comes back in scenario ms.
        const Reply pttl = run(store, cmd(Command::Pttl, QStringLiteral("lock")));
        QCOMPARE(pttl.kind, Reply::Kind::Integer);
        QVERIFY2(pttl.integer > 85 && pttl.integer <= 100, QByteArray::number(pttl.integer));
        QVERIFY(run(store, cmd(Command::CompareAndExtend, QStringLiteral("lock"), QStringLiteral("a"), 300)).integer
                == 1);
        const qint64 extended = m_redis.raw({"PTTL", full(store, QStringLiteral("lock"))}).toLongLong();
        QVERIFY2(extended > 2900 && extended <= 3000, QByteArray::number(extended));
        QCOMPARE(run(store, cmd(Command::Pttl, QStringLiteral("missing"))).integer, -2);
        cleanup(store);
    }

    void delAndPexpire()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QCOMPARE(run(store, cmd(Command::Pexpire, QStringLiteral("k"), {}, 5000)).integer, 0);  // no key
        QVERIFY(run(store, set(QStringLiteral("k"), QStringLiteral("v"), 0, SetCondition::Always)).isOk());
        QCOMPARE(run(store, cmd(Command::Pexpire, QStringLiteral("k"), {}, 5000)).integer, 1);
        QVERIFY(m_redis.raw({"PTTL", full(store, QStringLiteral("k"))}).toLongLong() > 4000);
        QCOMPARE(run(store, cmd(Command::Pexpire, QStringLiteral("k"), {}, 0)).integer,
                 1);  // PEXPIRE 0 deletes
        QCOMPARE(m_redis.raw({"EXISTS", full(store, QStringLiteral("k"))}), QByteArray("0"));
        QVERIFY(run(store, set(QStringLiteral("k"), QStringLiteral("v"), 1000)).isOk());
        QCOMPARE(run(store, cmd(Command::Del, QStringLiteral("k"))).integer, 1);
        QCOMPARE(run(store, cmd(Command::Del, QStringLiteral("k"))).integer, 0);
        cleanup(store);
    }

    void incrCountersGetTheNamespaceTtl()
    {
        RealScheduler scheduler;
        LiveRedis::Options o = options();
        o.namespaceTtlMs = 60000;
        LiveRedis store(scheduler, prefix(), o);
        QCOMPARE(connectStore(store), QString());
        QCOMPARE(run(store, cmd(Command::Incr, StoreKeys::fenceCounter())).integer, 1);
        QCOMPARE(run(store, cmd(Command::Incr, StoreKeys::fenceCounter())).integer, 2);
        const qint64 pttl = m_redis.raw({"PTTL", full(store, StoreKeys::fenceCounter())}).toLongLong();
        QVERIFY2(pttl > 55000 && pttl <= 60000, QByteArray::number(pttl));
        cleanup(store);
    }

    void compareAndDeleteAndExtend()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("mine"), 1000)).isOk());
        QCOMPARE(run(store, cmd(Command::CompareAndDelete, QStringLiteral("lock"), QStringLiteral("theirs"))).integer,
                 0);
        QCOMPARE(
            run(store, cmd(Command::CompareAndExtend, QStringLiteral("lock"), QStringLiteral("theirs"), 9000)).integer,
            0);
        QVERIFY(m_redis.raw({"PTTL", full(store, QStringLiteral("lock"))}).toLongLong() <= 1000);
        QCOMPARE(
            run(store, cmd(Command::CompareAndExtend, QStringLiteral("lock"), QStringLiteral("mine"), 9000)).integer,
            1);
        QVERIFY(m_redis.raw({"PTTL", full(store, QStringLiteral("lock"))}).toLongLong() > 8000);
        QCOMPARE(run(store, cmd(Command::CompareAndDelete, QStringLiteral("lock"), QStringLiteral("mine"))).integer, 1);
        QCOMPARE(m_redis.raw({"EXISTS", full(store, QStringLiteral("lock"))}), QByteArray("0"));
        QCOMPARE(run(store, cmd(Command::CompareAndDelete, QStringLiteral("lock"), QStringLiteral("mine"))).integer, 0);
        cleanup(store);
    }

    void fencedAndPlainWrites()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        const QString base = StoreKeys::base();
        QCOMPARE(run(store, cmd(Command::FencedWrite, base, QStringLiteral("B"), 2)).integer, 1);
        QCOMPARE(run(store, cmd(Command::FencedWrite, base, QStringLiteral("A"), 1)).integer,
                 0);  // older fence refused
        QCOMPARE(run(store, cmd(Command::FencedWrite, base, QStringLiteral("A"), 2)).integer,
                 0);  // equal fence refused
        QCOMPARE(m_redis.raw({"GET", full(store, base + QStringLiteral(":value"))}), QByteArray("B"));
        QCOMPARE(m_redis.raw({"GET", full(store, base + QStringLiteral(":fence"))}), QByteArray("2"));
        QCOMPARE(run(store, cmd(Command::FencedWrite, base, QStringLiteral("C"), 3)).integer, 1);
        QCOMPARE(m_redis.raw({"GET", full(store, base + QStringLiteral(":count"))}), QByteArray("2"));
        QCOMPARE(run(store, cmd(Command::Write, base, QStringLiteral("D"))).integer,
                 3);  // unfenced: always lands
        QCOMPARE(m_redis.raw({"GET", full(store, base + QStringLiteral(":value"))}), QByteArray("D"));
        QVERIFY(m_redis.raw({"PTTL", full(store, base + QStringLiteral(":value"))}).toLongLong() > 0);
        QVERIFY(m_redis.raw({"PTTL", full(store, base + QStringLiteral(":count"))}).toLongLong() > 0);
        cleanup(store);
    }

    void acquireWithFence()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QCOMPARE(run(store, cmd(Command::AcquireWithFence, QStringLiteral("lock"), QStringLiteral("a"), 1000)).integer,
                 1);
        QCOMPARE(run(store, cmd(Command::AcquireWithFence, QStringLiteral("lock"), QStringLiteral("b"), 1000)).integer,
                 0);
        QCOMPARE(m_redis.raw({"GET", full(store, QStringLiteral("lock"))}), QByteArray("a"));
        QVERIFY(run(store, cmd(Command::Del, QStringLiteral("lock"))).integer == 1);
        QCOMPARE(run(store, cmd(Command::AcquireWithFence, QStringLiteral("lock"), QStringLiteral("b"), 1000)).integer,
                 2);
        QVERIFY(m_redis.raw({"PTTL", full(store, StoreKeys::fenceCounter())}).toLongLong() > 0);
        QCOMPARE(cleanup(store), 2);
    }

    void ping()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        const Reply pong = run(store, cmd(Command::Ping, {}));
        QVERIFY(pong.isOk());
        QCOMPARE(pong.text, QStringLiteral("PONG"));
    }

    void evalFallbackAfterScriptFlush()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("t"), 1000)).isOk());
        QCOMPARE(m_redis.raw({"SCRIPT", "FLUSH"}), QByteArray("OK"));
        // EVALSHA meets NOSCRIPT; the store sends the body with EVAL and gets the real answer.
        const Reply deleted = run(store, cmd(Command::CompareAndDelete, QStringLiteral("lock"), QStringLiteral("t")));
        QCOMPARE(deleted.kind, Reply::Kind::Integer);
        QCOMPARE(deleted.integer, 1);
        QCOMPARE(m_redis.raw({"EXISTS", full(store, QStringLiteral("lock"))}), QByteArray("0"));
    }

    void aLateReplyIsUnknownAndDoesNotShiftLaterReplies()
    {
        RealScheduler scheduler;
        LiveRedis::Options o = options();
        o.commandTimeoutMs = 100;
        LiveRedis store(scheduler, prefix(), o);
        QCOMPARE(connectStore(store), QString());
        // CLIENT PAUSE holds every client's writes for 400 ms: our SET will answer far too late.
        QCOMPARE(m_redis.raw({"CLIENT", "PAUSE", "400", "WRITE"}), QByteArray("OK"));
        QElapsedTimer clock;
        clock.start();
        const Reply late = run(store, set(QStringLiteral("lock"), QStringLiteral("maybe"), 5000));
        QCOMPARE(late.kind, Reply::Kind::Unknown);
        QVERIFY2(clock.elapsed() >= 90 && clock.elapsed() < 350, QByteArray::number(clock.elapsed()));
        QTest::qWait(450);
        // The SET did run after all: "unknown" was the honest answer.
        QCOMPARE(m_redis.raw({"GET", full(store, QStringLiteral("lock"))}), QByteArray("maybe"));
        // The late OK was dropped, not handed to the next command.
        const Reply got = run(store, cmd(Command::Get, QStringLiteral("lock")));
        QCOMPARE(got.kind, Reply::Kind::String);
        QCOMPARE(got.text, QStringLiteral("maybe"));
        cleanup(store);
    }

    void cleanupDeletesOnlyTheRunsOwnKeys()
    {
        const QByteArray foreign = "locklab:someone-else:lock";
        QCOMPARE(m_redis.raw({"SET", foreign, "x"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"SET", "unrelated", "y"}), QByteArray("OK"));
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("t"), 60000)).isOk());
        QVERIFY(run(store, cmd(Command::Incr, StoreKeys::fenceCounter())).integer == 1);
        QVERIFY(run(store, cmd(Command::FencedWrite, StoreKeys::base(), QStringLiteral("A"), 1)).integer == 1);
        QCOMPARE(store.writtenKeys().size(), 5);
        QCOMPARE(cleanup(store), 5);
        for (const QString &key : QStringList{QStringLiteral("lock"), StoreKeys::fenceCounter(),
                                              StoreKeys::base() + QStringLiteral(":value")})
            QCOMPARE(m_redis.raw({"EXISTS", full(store, key)}), QByteArray("0"));
        QCOMPARE(m_redis.raw({"GET", foreign}), QByteArray("x"));
        QCOMPARE(m_redis.raw({"GET", "unrelated"}), QByteArray("y"));
        m_redis.raw({"DEL", foreign, "unrelated"});
    }

    void reportsExpiriesFromRedis()
    {
        RealScheduler scheduler;
        LiveRedis store(scheduler, prefix(), options());
        QCOMPARE(connectStore(store), QString());
        QVERIFY(store.keyspaceEventsActive());
        struct Seen {
            QString key;
            Micros at = -1;
            Micros deadline = -1;
        };
        QList<Seen> seen;
        store.setExpiryListener([&seen](const QString &key, Micros at, Micros deadline) {
            seen.append({key, at, deadline});
        });
        const Micros sentAt = scheduler.now();
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("t"), 50)).isOk());
        QVERIFY(run(store, set(QStringLiteral("other"), QStringLiteral("t"), 0, SetCondition::Always)).isOk());
        QTRY_COMPARE_WITH_TIMEOUT(seen.size(), 1, 2000);
        QCOMPARE(seen.first().key, QStringLiteral("lock"));  // relative to the run's namespace
        QVERIFY(seen.first().deadline >= sentAt + 50000 && seen.first().deadline < sentAt + 60000);
        QVERIFY(seen.first().at >= seen.first().deadline);
        // hz 100: Redis's active expiry finds it within a few cycles.
        QVERIFY2(seen.first().at < seen.first().deadline + 150000,
                 QByteArray::number(seen.first().at - seen.first().deadline));
        // Another namespace's expiry is not ours.
        m_redis.raw({"SET", "locklab:someone-else:k", "v", "PX", "10"});
        QTest::qWait(100);
        QCOMPARE(seen.size(), 1);
        cleanup(store);
    }

    void authAndSelect()
    {
        QCOMPARE(m_redis.raw({"ACL", "SETUSER", "alice", "on", ">pw", "~*", "&*", "+@all"}), QByteArray("OK"));
        RealScheduler scheduler;
        LiveRedis::Options o = options();
        QString error;
        QVERIFY(RedisUrl::parse(QStringLiteral("redis://alice:pw@127.0.0.1:%1/3").arg(m_redis.port()), &o.url, &error));
        LiveRedis store(scheduler, prefix(), o);
        QCOMPARE(connectStore(store), QString());
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("t"), 5000)).isOk());
        QCOMPARE(m_redis.raw({"EXISTS", full(store, QStringLiteral("lock"))}, 3), QByteArray("1"));
        QCOMPARE(m_redis.raw({"EXISTS", full(store, QStringLiteral("lock"))}, 0), QByteArray("0"));
        QCOMPARE(cleanup(store), 1);
        QCOMPARE(m_redis.raw({"EXISTS", full(store, QStringLiteral("lock"))}, 3), QByteArray("0"));

        o.url.password = QStringLiteral("wrong");
        LiveRedis refused(scheduler, prefix(), o);
        const QString why = connectStore(refused);
        QVERIFY2(why.contains(QStringLiteral("AUTH failed")), qPrintable(why));
        QVERIFY(!why.contains(QStringLiteral("wrong")));  // the password never reaches a message
        m_redis.raw({"ACL", "DELUSER", "alice"});
    }

    void saysSoWhenNotificationsAreNotPermitted()
    {
        // An ACL user that may not run CONFIG: the run goes on, without Redis's own expiries.
        QCOMPARE(m_redis.raw({"ACL", "SETUSER", "bob", "on", ">pw", "~*", "&*", "+@all", "-config"}), QByteArray("OK"));
        RealScheduler scheduler;
        LiveRedis::Options o = options();
        o.url.user = QStringLiteral("bob");
        o.url.password = QStringLiteral("pw");
        LiveRedis store(scheduler, prefix(), o);
        QCOMPARE(connectStore(store), QString());
        QVERIFY(!store.keyspaceEventsActive());
        QVERIFY2(store.notes().join(u'\n').contains(QStringLiteral("keyspace notifications off")),
                 qPrintable(store.notes().join(u'\n')));
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("t"), 100)).isOk());
        cleanup(store);
        m_redis.raw({"ACL", "DELUSER", "bob"});
    }

    void cleanupSaysWhyItFailed()
    {
        // Issue 19, F10: connected, but DEL is refused by an ACL: the reason is the refusal, not
        // "no connection".
        QCOMPARE(m_redis.raw({"ACL", "SETUSER", "carol", "on", ">pw", "~*", "&*", "+@all", "-del"}), QByteArray("OK"));
        RealScheduler scheduler;
        LiveRedis::Options o = options();
        o.url.user = QStringLiteral("carol");
        o.url.password = QStringLiteral("pw");
        LiveRedis store(scheduler, prefix(), o);
        QCOMPARE(connectStore(store), QString());
        QVERIFY(run(store, set(QStringLiteral("lock"), QStringLiteral("t"), 100)).isOk());
        QCoro::Task<LiveRedis::CleanupReport> task = store.cleanup();
        const LiveRedis::CleanupReport report = QCoro::waitFor(task);
        QCOMPARE(report.deleted, -1);
        const QString notes = report.notes.join(u'\n');
        QVERIFY2(notes.contains(QStringLiteral("cleanup: DEL failed (NOPERM")), qPrintable(notes));
        m_redis.raw({"ACL", "DELUSER", "carol"});
        m_redis.raw({"DEL", full(store, QStringLiteral("lock"))});
    }

    void unreachableServerFailsFast()
    {
        RealScheduler scheduler;
        LiveRedis::Options o = options();
        o.url.port = 1;  // privileged and unused here: connect(2) is refused at once
        LiveRedis store(scheduler, prefix(), o);
        QElapsedTimer clock;
        clock.start();
        const QString why = connectStore(store);
        QVERIFY(!why.isEmpty());
        QVERIFY2(why.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(why));
        QVERIFY(clock.elapsed() < 1000);
        // Commands on a store that never connected fail at once, as errors (they never ran).
        const Reply r = run(store, cmd(Command::Get, QStringLiteral("lock")));
        QCOMPARE(r.kind, Reply::Kind::Error);
    }
};

QTEST_GUILESS_MAIN(TestLiveRedis)
#include "tst_liveredis.moc"
