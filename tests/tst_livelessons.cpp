// SPDX-License-Identifier: MIT
// The lessons of tst_lessons on a real redis-server, with the data stores as real files (a SQLite
// database, a plain file) in the run's own directory: the same verdicts and the same witnesses.
#include "clusterfixture.h"
#include "core/summary.h"
#include "lessoncases.h"
#include "live/clustermap.h"
#include "live/liverun.h"
#include "redisfixture.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <csignal>

using namespace locklab;

class TestLiveLessons : public QObject {
    Q_OBJECT

    test::RedisFixture m_redis;
    test::ClusterFixture m_cluster;  // the cluster column: started by its first row, shared by the rest

private slots:
    void initTestCase() { LOCKLAB_START_REDIS(m_redis); }

    void builtinLessons_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("onCluster");
        const QList<test::LessonCase> cases = test::lessonCases();
        for (int i = 0; i < cases.size(); ++i)
            QTest::newRow(cases.at(i).row) << i << false;
        for (int i = 0; i < cases.size(); ++i)
            QTest::addRow("%s, on a cluster", cases.at(i).row) << i << true;
    }
    void builtinLessons()
    {
        QFETCH(int, index);
        QFETCH(bool, onCluster);
        const test::LessonCase c = test::lessonCases().at(index);
        const Scenario scenario = test::lessonScenario(c);
        LiveOptions options;
        options.url = m_redis.url();
        if (onCluster) {
            // Three primaries of redis-server --cluster-enabled yes: the run finds its slot's primary.
            if (!m_cluster.isStarted())
                QVERIFY2(m_cluster.start(), qPrintable(m_cluster.error()));
            options.url = m_cluster.cluster().url();
        }
        options.timeScale = 5;  // a loaded machine cannot flip a 10 ms margin
        options.wakeUpNotes = false;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(!live.connectionLost);
        QCOMPARE(live.trace.backend, QStringLiteral("redis"));
        const Summary s = summarize(live.trace);
        const QString mismatch = test::lessonMismatch(c, live.trace, s);
        if (!mismatch.isEmpty()) {
            for (const TraceEvent &e : live.trace.events)
                qInfo().noquote() << describeEvent(live.trace, e);
        }
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        for (const Write &w : s.writes)
            QCOMPARE(w.store, scenario.storeKind);
        // The run's keys are gone by name (on a cluster: on the shard that holds them).
        const QByteArray key = (live.trace.keyPrefix + scenario.lockKey).toUtf8();
        if (!onCluster) {
            QCOMPARE(m_redis.raw({"EXISTS", key}), QByteArray("0"));
            return;
        }
        const QString notes = [&] {
            QStringList all;
            for (const TraceEvent &e : live.trace.events)
                if (e.kind == EventKind::Note)
                    all << e.text;
            return all.join(u'\n');
        }();
        QVERIFY2(notes.contains(QStringLiteral("cluster: the run's keys")), qPrintable(notes));
        const int shard = m_cluster.cluster().shardOfSlot(clusterKeySlot(key));
        QCOMPARE(m_cluster.raw(shard, {"EXISTS", key}), QByteArray("0"));
    }

    // On a live run the sql store is a database file in the run's directory, named in the trace,
    // and gone with the run.
    void sqlStoreIsAFileOfTheRun()
    {
        Scenario scenario;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("fencing-in-sql"), &scenario, &error));
        LiveOptions options;
        options.url = m_redis.url();
        options.timeScale = 5;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QString path;
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind == EventKind::Note && e.text.startsWith(QStringLiteral("data store: SQLite database ")))
                path = e.text.section(u' ', 4, 4);
        }
        QVERIFY2(path.endsWith(QStringLiteral("/data.sqlite")), qPrintable(path));
        QVERIFY(!QFile::exists(path));
    }

    // Rule 6 on a real stalled server (issue 15): the server is SIGSTOPped while A, whose client has
    // no timeout, and C, whose client has one, each wait for a SET. C gives up at its timeout; A
    // waits as long as the server stalls (the reply it gets is Redis's, once the server thaws), and
    // a stall that never ends holds A only until the run's deadline: no run hangs.
    void clientWithoutTimeoutWaitsOutAStall_data()
    {
        QTest::addColumn<int>("stallMs");  // -1: the server stays stopped until the run ends
        QTest::newRow("server stalls 3 s") << 3000;
        QTest::newRow("server never comes back") << -1;
    }
    void clientWithoutTimeoutWaitsOutAStall()
    {
        QFETCH(int, stallMs);
        test::RedisFixture redis;
        LOCKLAB_START_REDIS(redis);
        const auto pid = static_cast<pid_t>(redis.server().pid());
        QVERIFY(pid > 0);
        const auto thaw = qScopeGuard([pid] { ::kill(pid, SIGCONT); });
        Scenario scenario;
        LoadError error;
        QVERIFY2(parseScenario(R"({"name": "stall", "lock": {"ttlMs": 5000}, "store": {"timeoutMs": 100},
            "workers": [
              {"name": "B", "steps": [{"do": "acquire"}, {"do": "work", "ms": 4500}, {"do": "release"}]},
              {"name": "A", "honoursTimeout": false, "startMs": 600, "steps": [{"do": "acquire", "onFail": "stop"}]},
              {"name": "C", "startMs": 600, "steps": [{"do": "acquire", "onFail": "stop"}]}]})",
                               QStringLiteral("stall.json"), &scenario, &error),
                 qPrintable(error.toString()));
        // The stall begins just after B took the lock (the server's first key), well before A and C
        // send their SETs at 600 ms.
        bool stopped = false;
        QTimer watch;
        watch.setInterval(5);
        QObject::connect(&watch, &QTimer::timeout, [&] {
            if (redis.raw({"DBSIZE"}).toInt() < 1)  // the test's own server: nothing else writes to it
                return;
            watch.stop();
            QTimer::singleShot(100, [&] {
                ::kill(pid, SIGSTOP);
                stopped = true;
                if (stallMs > 0)
                    QTimer::singleShot(stallMs, [pid] { ::kill(pid, SIGCONT); });
            });
        });
        watch.start();
        LiveOptions options;
        options.url = redis.url();
        options.wakeUpNotes = false;
        QElapsedTimer clock;
        clock.start();
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        const qint64 tookMs = clock.elapsed();
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(stopped);
        const Micros timeout = usFromMs(100.0);
        std::optional<TraceEvent> a;
        std::optional<TraceEvent> c;
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind != EventKind::Replied || e.request.command != Command::Set)
                continue;
            const QString who = live.trace.workers.at(e.worker);
            if (who == QStringLiteral("A"))
                a = e;
            else if (who == QStringLiteral("C"))
                c = e;
        }
        QVERIFY(a && c);
        QCOMPARE(c->reply.kind, Reply::Kind::Unknown);
        QVERIFY2(c->at - c->sentAt < 10 * timeout, qPrintable(describeEvent(live.trace, *c)));
        QVERIFY2(a->at - a->sentAt > 15 * timeout, qPrintable(describeEvent(live.trace, *a)));
        if (stallMs > 0) {
            // Redis's own answer, after the thaw: B still holds the lock.
            QCOMPARE(a->reply.kind, Reply::Kind::Nil);
            QVERIFY(!live.hitDeadline);
        } else {
            QCOMPARE(a->reply.kind, Reply::Kind::Unknown);
            QVERIFY(live.hitDeadline);
            QVERIFY2(tookMs < LiveRun::defaultDeadlineMs(scenario, options) + 5000,
                     qPrintable(QString::number(tookMs)));
        }
        const Summary s = summarize(live.trace);
        QVERIFY2(std::any_of(s.violations.cbegin(), s.violations.cend(),
                             [](const Violation &v) { return v.kind == ViolationKind::TimeoutIgnored; }),
                 "the report names A's ignored timeout");
    }
};

QTEST_GUILESS_MAIN(TestLiveLessons)
#include "tst_livelessons.moc"
