// SPDX-License-Identifier: MIT
// The lessons of tst_lessons on a real redis-server, with the data stores as real files (a SQLite
// database, a plain file) in the run's own directory: the same verdicts and the same witnesses.
#include "lessoncases.h"
#include "live/liverun.h"
#include "redisfixture.h"
#include "summary.h"

#include <QTest>

using namespace locklab;

class TestLiveLessons : public QObject {
    Q_OBJECT

    test::RedisFixture m_redis;

private slots:
    void initTestCase() { LOCKLAB_START_REDIS(m_redis); }

    void builtinLessons_data()
    {
        QTest::addColumn<int>("index");
        const QList<test::LessonCase> cases = test::lessonCases();
        for (int i = 0; i < cases.size(); ++i)
            QTest::newRow(cases.at(i).row) << i;
    }
    void builtinLessons()
    {
        QFETCH(int, index);
        const test::LessonCase c = test::lessonCases().at(index);
        const Scenario scenario = test::lessonScenario(c);
        LiveOptions options;
        options.url = m_redis.url();
        options.timeScale = 5;  // a loaded machine cannot flip a 10 ms margin
        options.wakeUpNotes = false;
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(!live.connectionLost);
        QCOMPARE(live.trace.backend, QStringLiteral("redis"));
        const Summary s = summarize(live.trace);
        const QString mismatch = test::lessonMismatch(c, s);
        if (!mismatch.isEmpty()) {
            for (const TraceEvent &e : live.trace.events)
                qInfo().noquote() << describeEvent(live.trace, e);
        }
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        for (const Write &w : s.writes)
            QCOMPARE(w.store, scenario.storeKind);
        // The run's keys are gone by name.
        QCOMPARE(m_redis.raw({"EXISTS", (live.trace.keyPrefix + scenario.lockKey).toUtf8()}), QByteArray("0"));
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
};

QTEST_GUILESS_MAIN(TestLiveLessons)
#include "tst_livelessons.moc"
