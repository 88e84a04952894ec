// SPDX-License-Identifier: MIT
// A recording made in the window on a live backend carries the Redis server's version, taken
// from the run's own connection to a redis-server this test starts on a free port.
#include "builtinscenario.h"
#include "core/recording.h"
#include "core/summary.h"
#include "mainwindow.h"
#include "recordings.h"
#include "redisfixture.h"
#include "runbackend.h"
#include "runcontroller.h"
#include "topologyfixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace locklab;
using locklab::test::RedisFixture;

class TestUiLiveRecording : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void versionFromNotes_data();
    void versionFromNotes();
    void liveBackendReportsServerVersion();
    void embeddedBackendHasNoVersion();
    void windowRecordingOnLiveRedisHasVersion();
    void windowRecordingOnEmbeddedHasNone();
    void windowRunsThroughASentinel();
    void windowRunsOnAManagedCluster();

private:
    RedisFixture m_redis;
    QString m_version;  // as the server itself says, through a connection of the test's own
};

namespace {

MainWindow::Options fixed(const QString &scenario)
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = scenario;
    return o;
}

QString redisUrl(const RedisFixture &redis)
{
    return QStringLiteral("redis://127.0.0.1:%1").arg(redis.port());
}

}  // namespace

void TestUiLiveRecording::initTestCase()
{
    if (RedisFixture::skipRequested())
        QSKIP("LOCKLAB_SKIP_LIVE=1");
    QVERIFY2(m_redis.start(), qPrintable(m_redis.error()));
    const QByteArray info = m_redis.raw({QByteArrayLiteral("INFO"), QByteArrayLiteral("server")});
    for (const QByteArray &line : info.split('\n')) {
        if (line.startsWith("redis_version:"))
            m_version = QString::fromUtf8(line.mid(14).trimmed());
    }
    QVERIFY2(!m_version.isEmpty() && m_version.front().isDigit(), info.constData());
}

void TestUiLiveRecording::versionFromNotes_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("note");
    QTest::addColumn<QString>("version");
    const QString connected = QStringLiteral("live: Redis 7.0.15 at redis://127.0.0.1:6379, keys under "
                                             "locklab:x:, time scale 1, command timeout 500 ms");
    QTest::newRow("live") << QStringLiteral("redis") << connected << QStringLiteral("7.0.15");
    QTest::newRow("INFO without a version")
        << QStringLiteral("redis") << QStringLiteral("live: Redis ? at redis://127.0.0.1:6379, keys under locklab:x:")
        << QString();
    QTest::newRow("another note") << QStringLiteral("redis") << QStringLiteral("keyspace notifications on: Ex")
                                  << QString();
    QTest::newRow("embedded") << QStringLiteral("embedded") << connected << QString();
}

void TestUiLiveRecording::versionFromNotes()
{
    QFETCH(QString, backend);
    QFETCH(QString, note);
    QFETCH(QString, version);
    Trace trace;
    trace.backend = backend;
    TraceEvent e;
    e.kind = EventKind::Note;
    e.text = note;
    trace.events.append(e);
    QCOMPARE(redisVersionOf(trace), version);
}

void TestUiLiveRecording::liveBackendReportsServerVersion()
{
    const std::unique_ptr<RunBackend> backend = makeBackend(BackendKind::RedisUrl, redisUrl(m_redis));
    QVERIFY2(backend->unavailableReason().isEmpty(), qPrintable(backend->unavailableReason()));
    QVERIFY(backend->serverVersion().isEmpty());  // no run yet
    const Scenario s = builtin(QStringLiteral("mutual-exclusion"));
    const std::unique_ptr<RunSession> session = backend->start(s, s.policies, 1);
    QVERIFY2(session, qPrintable(backend->lastError()));
    QCOMPARE(backend->serverVersion(), m_version);
}

void TestUiLiveRecording::embeddedBackendHasNoVersion()
{
    const std::unique_ptr<RunBackend> backend = makeBackend(BackendKind::Embedded);
    const Scenario s = builtin(QStringLiteral("mutual-exclusion"));
    const std::unique_ptr<RunSession> session = backend->start(s, s.policies, 1);
    QVERIFY(session);
    while (session->step()) {
    }
    QVERIFY(backend->serverVersion().isEmpty());
    QVERIFY(redisVersionOf(session->trace()).isEmpty());
}

void TestUiLiveRecording::windowRecordingOnLiveRedisHasVersion()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.locklab.json"));
    {
        MainWindow w(fixed(QStringLiteral("mutual-exclusion")));
        w.setBackend(BackendKind::RedisUrl, redisUrl(m_redis));
        QVERIFY2(w.message().isEmpty(), qPrintable(w.message()));
        QVERIFY(w.run()->totalSteps() > 0);
        QCOMPARE(w.run()->fullTrace().backend, QStringLiteral("redis"));
        QString error;
        QVERIFY2(w.recordings()->saveRecording(path, &error), qPrintable(error));
    }
    Recording recording;
    QString error;
    QVERIFY2(loadRecording(path, &recording, &error), qPrintable(error));
    QCOMPARE(recording.trace.backend, QStringLiteral("redis"));
    QCOMPARE(recording.redisVersion, m_version);

    // Reopened (on any backend), the recording keeps the version it was saved with.
    MainWindow w(fixed(QStringLiteral("mutual-exclusion")));
    auto *recordings = w.recordings();
    QVERIFY2(recordings->openRecording(path, &error), qPrintable(error));
    const QString again = dir.filePath(QStringLiteral("again.locklab.json"));
    QVERIFY2(recordings->saveRecording(again, &error), qPrintable(error));
    Recording reread;
    QVERIFY2(loadRecording(again, &reread, &error), qPrintable(error));
    QCOMPARE(reread.redisVersion, m_version);
}

void TestUiLiveRecording::windowRecordingOnEmbeddedHasNone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("embedded.locklab.json"));
    MainWindow w(fixed(QStringLiteral("mutual-exclusion")));
    QString error;
    QVERIFY2(w.recordings()->saveRecording(path, &error), qPrintable(error));
    Recording recording;
    QVERIFY2(loadRecording(path, &recording, &error), qPrintable(error));
    QCOMPARE(recording.trace.backend, QStringLiteral("embedded"));
    QVERIFY(recording.redisVersion.isEmpty());
}

// Backend ▸ Redis URL… with redis+sentinel://: the run goes to the primary the sentinel names, and
// the backend's title shows the URL with its password masked.
void TestUiLiveRecording::windowRunsThroughASentinel()
{
    test::TopologyFixture topology;
    QVERIFY2(topology.start(1, 1500), qPrintable(topology.error()));
    const QString url = QStringLiteral("redis+sentinel://127.0.0.1:%1/locklab").arg(topology.topology().sentinelPort());
    const std::unique_ptr<RunBackend> masked =
        makeBackend(BackendKind::RedisUrl, QStringLiteral("redis+sentinel://:s3cret@127.0.0.1:1/locklab"));
    QCOMPARE(masked->title(), QStringLiteral("Redis at redis+sentinel://:***@127.0.0.1:1/locklab"));

    MainWindow w(fixed(QStringLiteral("mutual-exclusion")));
    w.setBackend(BackendKind::RedisUrl, url);
    QVERIFY2(w.message().isEmpty(), qPrintable(w.message()));
    QVERIFY(w.run()->totalSteps() > 0);
    const Trace &trace = w.run()->fullTrace();
    QCOMPARE(trace.backend, QStringLiteral("redis"));
    const QString named = QStringLiteral("sentinel 127.0.0.1:%1 names redis://127.0.0.1:%2 as the primary of locklab")
                              .arg(topology.topology().sentinelPort())
                              .arg(topology.topology().instancePort(0));
    bool found = false;
    for (qsizetype i = 0; i < trace.events.size() && !found; ++i)
        found = trace.events.at(i).kind == EventKind::Note && trace.events.at(i).text == named;
    QVERIFY2(found, qPrintable(named));
}

// Backend ▸ Managed Redis Cluster: a private 3-primary cluster, the run on its slot's primary.
void TestUiLiveRecording::windowRunsOnAManagedCluster()
{
    QCOMPARE(RunBackend::titleOf(BackendKind::ManagedCluster), QStringLiteral("Managed Redis Cluster"));
    MainWindow w(fixed(QStringLiteral("mutual-exclusion")));
    w.setBackend(BackendKind::ManagedCluster);
    QVERIFY2(w.message().isEmpty(), qPrintable(w.message()));
    QVERIFY(w.run()->totalSteps() > 0);
    const Trace &trace = w.run()->fullTrace();
    QCOMPARE(trace.backend, QStringLiteral("redis"));
    QVERIFY(trace.keyPrefix.startsWith(QStringLiteral("locklab:{live-")));
    bool routed = false;
    for (qsizetype i = 0; i < trace.events.size() && !routed; ++i)
        routed = trace.events.at(i).kind == EventKind::Note
                 && trace.events.at(i).text.startsWith(QStringLiteral("cluster: the run's keys"));
    QVERIFY(routed);
    QCOMPARE(summarize(trace).errors, 0);
}

QTEST_MAIN(TestUiLiveRecording)
#include "tst_uiliverecording.moc"
