// SPDX-License-Identifier: MIT
// Connection faults against a real redis-server the test starts and kills: unreachable at start
// (exit 2, one line, within 2 s), killed in the middle of a run (the run finishes with error and
// unknown outcomes and a report, no crash, no hang), and a managed server that dies with the app.
#include "builtins.h"
#include "liverun.h"
#include "redisfixture.h"
#include "summary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <QTimer>

#include <csignal>

using namespace locklab;

namespace {

struct Cli {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 elapsedMs = 0;
    bool finished = false;
};

Cli runCli(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
           const std::function<void()> &meanwhile = {}, int meanwhileAfterMs = 0) {
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    p.start(QStringLiteral(LOCKLAB_BINARY), args);
    Cli r;
    if (!p.waitForStarted(5000))
        return r;
    if (meanwhile) {
        QTest::qWait(meanwhileAfterMs);
        meanwhile();
    }
    r.finished = p.waitForFinished(30000);
    r.elapsedMs = clock.elapsed();
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    if (!r.finished)
        p.kill();
    return r;
}

// The pids of the direct children of `parent` that run `name`.
QList<qint64> childrenNamed(qint64 parent, const QByteArray &name) {
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        // pid (comm) state ppid ...
        const qsizetype open = line.indexOf('('), close = line.lastIndexOf(')');
        if (open < 0 || close < 0)
            continue;
        const QByteArray comm = line.mid(open + 1, close - open - 1);
        const QList<QByteArray> rest = line.mid(close + 2).split(' ');
        if (rest.size() > 1 && comm == name && rest.at(1).toLongLong() == parent)
            pids.append(pid);
    }
    return pids;
}

bool processGone(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && line.mid(close + 2, 1) == "Z"; // a zombie nobody reaped yet is dead too
}

} // namespace

class TestLiveFaults : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (test::RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");
    }

    void unreachableAtStart_data() {
        QTest::addColumn<QString>("url");
        // A port where a server just was: connect(2) is refused at once.
        test::RedisFixture gone;
        QVERIFY2(gone.start(), qPrintable(gone.error()));
        const quint16 port = gone.port();
        gone.stop();
        QTest::newRow("refused") << QStringLiteral("redis://127.0.0.1:%1").arg(port);
        // Nothing answers there: the connect timeout (1 s) has to decide.
        QTest::newRow("blackhole") << QStringLiteral("redis://10.255.255.1:6379");
        QTest::newRow("bad url") << QStringLiteral("http://127.0.0.1");
    }
    void unreachableAtStart() {
        QFETCH(QString, url);
        const Cli r = runCli(
            {QStringLiteral("run"), QStringLiteral("mutual-exclusion"), QStringLiteral("--redis"), url});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.elapsedMs < 2000, QByteArray::number(r.elapsedMs));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.trimmed().count('\n'), 0); // one line
        QVERIFY2(r.err.startsWith("locklab: "), r.err.constData());
    }

    void benchUnreachableAtStart() {
        const Cli r = runCli({QStringLiteral("bench"), QStringLiteral("live"), QStringLiteral("--redis"),
                              QStringLiteral("redis://127.0.0.1:1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.elapsedMs < 2000);
        QCOMPARE(r.err.trimmed().count('\n'), 0);
    }

    void missingRedisServerNamesThePackage() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        const Cli r = runCli({QStringLiteral("run"), QStringLiteral("seed-lab"), QStringLiteral("--redis"),
                              QStringLiteral("managed")},
                             env);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed().count('\n'), 0);
        QVERIFY2(r.err.contains("Debian package redis-server"), r.err.constData());
    }

    void redisKilledMidRun() {
        test::RedisFixture redis;
        QVERIFY2(redis.start(), qPrintable(redis.error()));
        Scenario scenario;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &scenario, &error));
        LiveOptions options;
        options.url = redis.url();
        options.timeScale = 4; // B retries at 80, 160, 240 ... ms wall; commands time out after 2 s
        // Hold B's next SET on the server (CLIENT PAUSE), then kill the server while it is in flight.
        QTimer::singleShot(150, [&redis] { redis.raw({"CLIENT", "PAUSE", "5000", "WRITE"}); });
        QTimer::singleShot(320, [&redis] { redis.server().kill(); });
        QElapsedTimer clock;
        clock.start();
        const LiveOutcome live = runLive(scenario, scenario.policies, options);
        QVERIFY2(live.started, qPrintable(live.error));
        QVERIFY(live.connectionLost);
        QVERIFY(!live.hitDeadline);
        QVERIFY2(clock.elapsed() < 10000, QByteArray::number(clock.elapsed())); // A's pause is 1.6 s wall
        int unknown = 0, errors = 0;
        bool noted = false;
        for (const TraceEvent &e : live.trace.events) {
            if (e.kind == EventKind::Replied && e.reply.kind == Reply::Kind::Unknown)
                ++unknown;
            if (e.kind == EventKind::Replied && e.reply.kind == Reply::Kind::Error)
                ++errors;
            noted = noted ||
                    (e.kind == EventKind::Note && e.text.contains(QStringLiteral("lost the connection")));
        }
        QVERIFY2(unknown >= 1, "the SET in flight when Redis died must be unknown: it may have run");
        QVERIFY2(errors >= 1, "commands after the loss must fail as errors");
        QVERIFY(noted);
        const Summary s = summarize(live.trace);
        QCOMPARE(s.unknownOutcomes, unknown);
        QCOMPARE(s.errors, errors);
        // Every worker reached an end state.
        int ended = 0;
        for (const TraceEvent &e : live.trace.events)
            ended += e.kind == EventKind::State &&
                     (e.state == WorkerState::Done || e.state == WorkerState::GaveUp);
        QCOMPARE(ended, scenario.workers.size());
    }

    void redisKilledMidRunFromTheCommandLine() {
        test::RedisFixture redis;
        QVERIFY2(redis.start(), qPrintable(redis.error()));
        const Cli r = runCli(
            {QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--redis"),
             redis.url().toString(), QStringLiteral("--time-scale"), QStringLiteral("4")},
            QProcessEnvironment::systemEnvironment(), [&redis] { redis.server().kill(); }, 700);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("lost the connection"), r.err.constData());
        QVERIFY(r.out.contains("summary"));
        QVERIFY(r.out.contains("verdict"));
        QVERIFY(r.out.contains("(error)"));
    }

    void managedRedisDiesWithTheApp() {
        QProcess app;
        app.start(QStringLiteral(LOCKLAB_BINARY),
                  {QStringLiteral("run"), QStringLiteral("retry-spin"), QStringLiteral("--redis"),
                   QStringLiteral("managed"), QStringLiteral("--time-scale"), QStringLiteral("100")});
        QVERIFY(app.waitForStarted(5000));
        QList<qint64> servers;
        QTRY_VERIFY_WITH_TIMEOUT(!(servers = childrenNamed(app.processId(), "redis-server")).isEmpty(), 5000);
        QVERIFY(!processGone(servers.first()));
        ::kill(static_cast<pid_t>(app.processId()), SIGKILL); // no destructor runs
        app.waitForFinished(5000);
        QTRY_VERIFY_WITH_TIMEOUT(processGone(servers.first()), 5000);
    }
};

QTEST_GUILESS_MAIN(TestLiveFaults)
#include "tst_livefaults.moc"
