// SPDX-License-Identifier: MIT
// The lessons of the article that were prose until now, on the embedded backend: the scenario
// format's new fields (check steps, token sources, unchecked heartbeats, stores, purpose, timeouts),
// each lesson's verdict and witness, and the data stores themselves (the SQL store refuses exactly
// what the Redis fenced-write script refuses; a file refuses nothing and the run says why).
#include "builtinscenario.h"
#include "cli.h"
#include "core/builtins.h"
#include "core/filestore.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "core/sqlstore.h"
#include "core/summary.h"
#include "core/virtualscheduler.h"
#include "lessoncases.h"
#include "testfiles.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

// A scenario of one worker whose JSON has `worker` spliced into the worker object, `step` as the
// step after its acquire, and `top` as extra top-level fields.
QByteArray lessonJson(const QByteArray &top, const QByteArray &worker, const QByteArray &step)
{
    return "{ \"lock\": { \"ttlMs\": 100 }, " + top + "\"workers\": [ { \"name\": \"A\", " + worker
           + "\"steps\": [ { \"do\": \"acquire\" }, " + step + "{ \"do\": \"release\" } ] } ] }";
}

QString load(const QByteArray &json, Scenario *s)
{
    LoadError error;
    return parseScenario(json, QStringLiteral("lesson.json"), s, &error) ? QString() : error.toString();
}

}  // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    // Every new field: a valid value is read, a value out of range or of the wrong kind is refused
    // with FILE:LINE:COL: path: message.
    void loaderRows_data()
    {
        QTest::addColumn<QByteArray>("top");
        QTest::addColumn<QByteArray>("worker");
        QTest::addColumn<QByteArray>("step");
        QTest::addColumn<QString>("error");  // "path: message", or empty for a valid file
        auto row = [](const char *name, const char *top, const char *worker, const char *step, const char *error) {
            QTest::newRow(name) << QByteArray(top) << QByteArray(worker) << QByteArray(step)
                                << QString::fromUtf8(error);
        };
        // check
        row("check", "", "", R"({ "do": "check" }, )", "");
        row("check onLost continue", "", "", R"({ "do": "check", "onLost": "continue" }, )", "");
        row("check onLost bad", "", "", R"({ "do": "check", "onLost": "maybe" }, )",
            R"(workers[0].steps[1].onLost: expected one of "stop", "continue", got "maybe")");
        row("check onLost number", "", "", R"({ "do": "check", "onLost": 1 }, )",
            R"(workers[0].steps[1].onLost: expected one of "stop", "continue", got 1)");
        row("check with ms", "", "", R"({ "do": "check", "ms": 5 }, )",
            "workers[0].steps[1].ms: unknown field (expected one of: do, onLost)");
        row("onLost on work", "", "", R"({ "do": "work", "ms": 5, "onLost": "stop" }, )",
            "workers[0].steps[1].onLost: unknown field (expected one of: do, ms)");
        // tokens
        row("tokens pid", R"("policies": { "tokens": "pid" }, )", "", "", "");
        row("tokens hostname", R"("policies": { "tokens": "hostname" }, )", "", "", "");
        row("tokens hostname-pid", R"("policies": { "tokens": "hostname-pid" }, )", "", "", "");
        row("tokens uuid", R"("policies": { "tokens": "uuid" }, )", "", "",
            R"(policies.tokens: expected one of "random", "pid", "hostname", "hostname-pid", got "uuid")");
        row("tokens number", R"("policies": { "tokens": 4 }, )", "", "",
            R"(policies.tokens: expected one of "random", "pid", "hostname", "hostname-pid", got 4)");
        row("containers", R"("containers": true, )", "", "", "");
        row("containers string", R"("containers": "yes", )", "", "",
            R"(containers: expected true or false, got "yes")");
        row("host", "", R"("host": "web-1.example", )", "", "");
        row("host with space", "", R"("host": "web 1", )", "",
            R"(workers[0].host: expected a hostname (letters, digits, '.' and '-'), got "web 1")");
        row("host number", "", R"("host": 7, )", "", "workers[0].host: expected a string, got 7");
        row("pid", "", R"("pid": 1, )", "", "");
        row("pid zero", "", R"("pid": 0, )", "", "workers[0].pid: expected an integer from 1 to 4194304, got 0");
        row("pid too large", "", R"("pid": 4194305, )", "",
            "workers[0].pid: expected an integer from 1 to 4194304, got 4194305 (too large)");
        row("pid string", "", R"("pid": "1", )", "", R"(workers[0].pid: expected a positive integer, got "1")");
        // heartbeat extend
        row("extend unchecked", R"("policies": { "heartbeat": { "enabled": true, "extend": "unchecked" } }, )", "", "",
            "");
        row("extend bad", R"("policies": { "heartbeat": { "extend": "sometimes" } }, )", "", "",
            R"(policies.heartbeat.extend: expected one of "checked", "unchecked", got "sometimes")");
        row("extend bool", R"("policies": { "heartbeat": { "extend": false } }, )", "", "",
            R"(policies.heartbeat.extend: expected one of "checked", "unchecked", got false)");
        // store
        row("store sql", R"("store": { "kind": "sql" }, )", "", "", "");
        row("store sql unique", R"("store": { "kind": "sql", "guard": "unique" }, )", "", "", "");
        row("store file", R"("store": { "kind": "file" }, )", "", "", "");
        row("store postgres", R"("store": { "kind": "postgres" }, )", "", "",
            R"(store.kind: expected one of "redis", "sql", "file", got "postgres")");
        row("store kind number", R"("store": { "kind": 2 }, )", "", "",
            R"(store.kind: expected one of "redis", "sql", "file", got 2)");
        row("guard on file", R"("store": { "kind": "file", "guard": "unique" }, )", "", "",
            R"(store.guard: only a "sql" store has a guard, this one is "file")");
        row("guard bad", R"("store": { "kind": "sql", "guard": "lock" }, )", "", "",
            R"(store.guard: expected one of "fence", "unique", got "lock")");
        // purpose
        row("purpose efficiency", R"("purpose": "efficiency", )", "", "", "");
        row("purpose speed", R"("purpose": "speed", )", "", "",
            R"(purpose: expected one of "correctness", "efficiency", got "speed")");
        // honoursTimeout
        row("honoursTimeout", "", R"("honoursTimeout": false, )", "", "");
        row("honoursTimeout string", "", R"("honoursTimeout": "no", )", "",
            R"(workers[0].honoursTimeout: expected true or false, got "no")");
    }
    void loaderRows()
    {
        QFETCH(QByteArray, top);
        QFETCH(QByteArray, worker);
        QFETCH(QByteArray, step);
        QFETCH(QString, error);
        Scenario s;
        const QString got = load(lessonJson(top, worker, step), &s);
        if (error.isEmpty()) {
            QVERIFY2(got.isEmpty(), qPrintable(got));
            return;
        }
        // FILE:LINE:COL: path: message — the position is the offending value's, on the one line.
        static const QRegularExpression position(QStringLiteral("^lesson\\.json:1:(\\d+): "));
        const QRegularExpressionMatch m = position.match(got);
        QVERIFY2(m.hasMatch(), qPrintable(got));
        QCOMPARE(got.mid(m.capturedLength()), error);
        QVERIFY(m.captured(1).toInt() > 1);
    }

    // What the valid rows set, read back.
    void loaderValues()
    {
        Scenario s;
        QVERIFY(
            load(
                lessonJson(
                    R"("purpose": "efficiency", "containers": true, "store": { "kind": "sql", "guard": "unique" }, "policies": { "tokens": "hostname-pid", "heartbeat": { "extend": "unchecked" } }, )",
                    R"("host": "web-1", "honoursTimeout": false, )", R"({ "do": "check", "onLost": "continue" }, )"),
                &s)
                .isEmpty());
        QCOMPARE(s.purpose, Purpose::Efficiency);
        QVERIFY(s.containers);
        QCOMPARE(s.storeKind, StoreKind::Sql);
        QCOMPARE(s.sqlGuard, SqlGuard::Unique);
        QCOMPARE(s.policies.tokens, TokenSource::HostnamePid);
        QVERIFY(!s.policies.heartbeat.checked);
        QCOMPARE(s.workers.at(0).host, QStringLiteral("web-1"));
        QVERIFY(!s.workers.at(0).honoursTimeout);
        QCOMPARE(workerPid(s, 0), 1);  // a container's main process
        QCOMPARE(s.workers.at(0).steps.at(1).kind, StepKind::Check);
        QVERIFY(!s.workers.at(0).steps.at(1).stopOnLost);
        // Defaults: checked extension, random tokens, correctness, the Redis store, distinct hosts and pids.
        Scenario d;
        QVERIFY(load(lessonJson("", "", ""), &d).isEmpty());
        QVERIFY(d.policies.heartbeat.checked);
        QCOMPARE(d.policies.tokens, TokenSource::Random);
        QCOMPARE(d.purpose, Purpose::Correctness);
        QCOMPARE(d.storeKind, StoreKind::Redis);
        QVERIFY(d.workers.at(0).honoursTimeout);
        QVERIFY(workerPid(d, 0) != 1);
        QCOMPARE(workerHost(d, 0), QStringLiteral("host-a"));
    }

    // The command line refuses a bad new field with one line and exit 2.
    void cliRejectsBadLessonField()
    {
        QTemporaryDir dir;
        const QString path =
            test::writeFile(dir, QStringLiteral("bad-store.json"),
                            "{\n  \"lock\": { \"ttlMs\": 100 },\n  \"store\": { \"kind\": \"s3\" },\n"
                            "  \"workers\": [ { \"name\": \"A\", \"steps\": [ { \"do\": \"acquire\" } ] } ]\n}\n");
        const test::Cli cli = test::runCli({QStringLiteral("run"), path});
        QCOMPARE(cli.exitCode, 2);
        QCOMPARE(QString::fromUtf8(cli.err).trimmed(),
                 path + QStringLiteral(":3:22: store.kind: expected one of \"redis\", \"sql\", \"file\", got \"s3\""));
    }

    // Each lesson's verdict and witness on the embedded model.
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
        const Trace trace = simulate(scenario, scenario.policies, 1);
        const Summary s = summarize(trace);
        const QString mismatch = test::lessonMismatch(c, trace, s);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // The check step: a passing check is recorded with the instant Redis ran it; a lost one stops
    // the worker (onLost stop) or lets it go on without believing (continue).
    void checkStep_data()
    {
        QTest::addColumn<bool>("stop");
        QTest::newRow("stop") << true;
        QTest::newRow("continue") << false;
    }
    void checkStep()
    {
        QFETCH(bool, stop);
        Scenario s;
        QVERIFY(
            load(
                lessonJson(
                    "", "",
                    stop
                        ? R"({ "do": "pause", "ms": 150 }, { "do": "check" }, { "do": "write" }, )"
                        : R"({ "do": "pause", "ms": 150 }, { "do": "check", "onLost": "continue" }, { "do": "write" }, )"),
                &s)
                .isEmpty());
        const Trace t = simulate(s, s.policies, 1);
        const Summary sum = summarize(t);
        QCOMPARE(sum.checks.size(), 1);
        QVERIFY(!sum.checks.first().passed);  // the key expired at 100 ms, during the pause
        QVERIFY(sum.checks.first().ranAt > 150000);
        // Stopped: no write and no release; continued: both, not believing it holds the lock.
        QCOMPARE(sum.writes.size(), stop ? 0 : 1);
        QCOMPARE(sum.releases.size(), stop ? 0 : 1);
        QCOMPARE(t.events.constLast().state, WorkerState::Done);
        QVERIFY(sum.overlaps.isEmpty());
    }

    // A worker that honours its timeout turns a late reply into an unknown one at its timeout;
    // one that does not waits for it.
    void timeoutHonoured_data()
    {
        QTest::addColumn<bool>("honours");
        QTest::addColumn<qint64>("latencyMs");
        QTest::addColumn<bool>("unknown");
        QTest::addColumn<double>("waitedMs");
        QTest::newRow("honours, late") << true << qint64(300) << true << 50.0;
        QTest::newRow("honours, in time") << true << qint64(30) << false << 30.2;
        QTest::newRow("ignores, late") << false << qint64(300) << false << 300.2;
    }
    void timeoutHonoured()
    {
        QFETCH(bool, honours);
        QFETCH(qint64, latencyMs);
        QFETCH(bool, unknown);
        QFETCH(double, waitedMs);
        Scenario s;
        const QByteArray top = "\"store\": { \"timeoutMs\": 50 }, \"faults\": [ { \"kind\": \"latency\", \"worker\": "
                               "\"A\", \"ms\": "
                               + QByteArray::number(latencyMs) + ", \"nth\": 2 } ], ";
        QVERIFY(load(lessonJson(top, honours ? "" : R"("honoursTimeout": false, )", R"({ "do": "check" }, )"), &s)
                    .isEmpty());
        const Trace t = simulate(s, s.policies, 1);
        std::optional<TraceEvent> reply;
        for (const TraceEvent &e : t.events) {
            if (e.kind == EventKind::Replied && e.request.command == Command::Get)
                reply = e;
        }
        QVERIFY(reply);
        QCOMPARE(reply->reply.kind == Reply::Kind::Unknown, unknown);
        QCOMPARE(msFromUs(reply->at - reply->sentAt), waitedMs);
        QCOMPARE(summarize(t).timeoutsIgnored, !honours && latencyMs > 50 ? 1 : 0);
    }

    // Token sources: what each gives for a container's process and for a process on a host.
    void tokenSources_data()
    {
        QTest::addColumn<QByteArray>("tokens");
        QTest::addColumn<bool>("containers");
        QTest::addColumn<QString>("token");
        QTest::newRow("pid in a container") << QByteArray("pid") << true << QStringLiteral("1");
        QTest::newRow("pid on a host") << QByteArray("pid") << false << QStringLiteral("4100");
        QTest::newRow("hostname") << QByteArray("hostname") << false << QStringLiteral("host-a");
        QTest::newRow("hostname-pid in a container")
            << QByteArray("hostname-pid") << true << QStringLiteral("host-a:1");
    }
    void tokenSources()
    {
        QFETCH(QByteArray, tokens);
        QFETCH(bool, containers);
        QFETCH(QString, token);
        Scenario s;
        QVERIFY(load(lessonJson("\"policies\": { \"tokens\": \"" + tokens + "\" }, "
                                    + (containers ? QByteArray("\"containers\": true, ") : QByteArray()),
                                "", ""),
                     &s)
                    .isEmpty());
        const Summary sum = summarize(simulate(s, s.policies, 1));
        QCOMPARE(sum.acquisitions.size(), 1);
        QCOMPARE(sum.acquisitions.first().token, token);
    }

    // The SQL store's fenced UPDATE accepts and refuses exactly what the Redis fenced-write script
    // does, write for write, on the same sequence of fences, and on the writes of real races.
    void sqlMatchesRedisScript_data()
    {
        QTest::addColumn<QList<qint64>>("fences");
        QTest::newRow("in order") << QList<qint64>{1, 2, 3, 4};
        QTest::newRow("late writer") << QList<qint64>{2, 1, 3};
        QTest::newRow("repeated") << QList<qint64>{1, 1, 2, 2, 5, 3, 5, 6};
        QTest::newRow("all stale") << QList<qint64>{9, 1, 2, 3, 8};
    }
    void sqlMatchesRedisScript()
    {
        QFETCH(QList<qint64>, fences);
        VirtualScheduler scheduler;
        EmbeddedRedis redis(scheduler, QStringLiteral("locklab:t:"), 0);
        SqlStore sql(scheduler, 0);
        QString error;
        QVERIFY2(sql.open(QString(), &error), qPrintable(error));
        for (qint64 fence : std::as_const(fences)) {
            const QString value = QStringLiteral("w%1").arg(fence);
            const Reply script = redis.apply(
                Request{.command = Command::FencedWrite, .key = StoreKeys::base(), .value = value, .number = fence});
            const Reply update = sql.apply(Request{
                .command = Command::SqlFencedUpdate, .key = QStringLiteral("data"), .value = value, .number = fence});
            QCOMPARE(update.kind, Reply::Kind::Integer);
            QCOMPARE(update.integer, script.integer);
        }
        const Reply value =
            redis.apply(Request{.command = Command::Get, .key = StoreKeys::base() + QStringLiteral(":value")});
        QCOMPARE(sql.value(), value.text);
    }
    void sqlMatchesRedisInRaces_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("fencing");
        for (const char *name : {"fencing", "ttl-overlap", "check-then-write", "heartbeat-gc-pause", "naive-del"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 fencing on").arg(QLatin1String(name))))
                << QString::fromLatin1(name) << true;
            QTest::newRow(qPrintable(QStringLiteral("%1 fencing off").arg(QLatin1String(name))))
                << QString::fromLatin1(name) << false;
        }
    }
    void sqlMatchesRedisInRaces()
    {
        QFETCH(QString, name);
        QFETCH(bool, fencing);
        Scenario scenario = builtin(name);
        scenario.policies.fencing = fencing;
        const Summary onRedis = summarize(simulate(scenario, scenario.policies, 3));
        scenario.storeKind = StoreKind::Sql;
        const Summary onSql = summarize(simulate(scenario, scenario.policies, 3));
        QCOMPARE(onSql.writes.size(), onRedis.writes.size());
        for (qsizetype i = 0; i < onRedis.writes.size(); ++i) {
            QCOMPARE(onSql.writes.at(i).worker, onRedis.writes.at(i).worker);
            QCOMPARE(onSql.writes.at(i).accepted, onRedis.writes.at(i).accepted);
            QCOMPARE(onSql.writes.at(i).stale, onRedis.writes.at(i).stale);
            QCOMPARE(onSql.writes.at(i).store, StoreKind::Sql);
        }
        QCOMPARE(onSql.verdict, onRedis.verdict);
        QCOMPARE(onSql.storeValue, onRedis.storeValue);
    }

    // A unique job row: the first writer of the job lands, every later one is refused in SQLite's words.
    void uniqueJobRefusesTheSecondWriter()
    {
        VirtualScheduler scheduler;
        SqlStore sql(scheduler, 0);
        QString error;
        QVERIFY(sql.open(QString(), &error));
        auto insert = [&](const QString &job, const QString &who) {
            return sql.apply(Request{.command = Command::SqlInsertJob, .key = job, .value = who, .number = 0});
        };
        QCOMPARE(insert(QStringLiteral("invoice-42"), QStringLiteral("B")).integer, 1);
        const Reply second = insert(QStringLiteral("invoice-42"), QStringLiteral("A"));
        QCOMPARE(second.kind, Reply::Kind::Integer);
        QCOMPARE(second.integer, 0);
        QVERIFY2(second.text.contains(QStringLiteral("UNIQUE constraint failed")), qPrintable(second.text));
        QCOMPARE(insert(QStringLiteral("invoice-43"), QStringLiteral("A")).integer, 1);
        QCOMPARE(sql.value(), QStringLiteral("A"));
    }

    // A file with fencing on: every write lands, whatever its token, and the summary, the report
    // and the JSON say that fencing is unavailable.
    void fileWithFencingRefusesNothing_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"fencing", "file-cannot-fence", "check-then-write", "retry-jitter"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void fileWithFencingRefusesNothing()
    {
        QFETCH(QString, name);
        Scenario scenario = builtin(name);
        scenario.storeKind = StoreKind::File;
        scenario.policies.fencing = true;
        for (quint64 seed : {1, 2, 3}) {
            const Trace t = simulate(scenario, scenario.policies, seed);
            const Summary s = summarize(t);
            QVERIFY(!s.writes.isEmpty());
            for (const Write &w : s.writes) {
                QVERIFY(w.accepted);
                QVERIFY(w.fenceUnchecked);
                QCOMPARE(w.check, WriteCheck::None);
            }
            QVERIFY(s.fencingUnavailable);
            QVERIFY(summaryText(t, s).contains(QStringLiteral("a plain file cannot compare tokens")));
            QCOMPARE(summaryToJson(t, s)
                         .value(QStringLiteral("store"))
                         .toObject()
                         .value(QStringLiteral("fencingUnavailable")),
                     QJsonValue(true));
        }
    }

    // The live data stores are files: the SQL store a real SQLite database, the file store a file
    // written in place, both of which a second connection (or a reader) sees.
    void storesOnDisk()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        VirtualScheduler scheduler;
        QString error;
        {
            SqlStore sql(scheduler, 0);
            QVERIFY2(sql.open(dir.filePath(QStringLiteral("data.sqlite")), &error), qPrintable(error));
            sql.apply(Request{.command = Command::SqlFencedUpdate,
                              .key = QStringLiteral("data"),
                              .value = QStringLiteral("B"),
                              .number = 2});
        }
        QFile db(dir.filePath(QStringLiteral("data.sqlite")));
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(db.read(16).startsWith("SQLite format 3"));
        FileStore file(scheduler, 0);
        QVERIFY(file.open(dir.filePath(QStringLiteral("data.txt")), &error));
        file.apply(Request{.command = Command::FileWrite,
                           .key = QStringLiteral("data.txt"),
                           .value = QStringLiteral("B"),
                           .number = 2});
        file.apply(Request{.command = Command::FileWrite,
                           .key = QStringLiteral("data.txt"),
                           .value = QStringLiteral("A"),
                           .number = 1});
        QFile text(dir.filePath(QStringLiteral("data.txt")));
        QVERIFY(text.open(QIODevice::ReadOnly));
        QCOMPARE(text.readAll(), QByteArray("A fence=1\n"));  // the older token overwrote the newer one
    }

    // A recording keeps what the views need to tell these lessons apart.
    void lessonsSurviveARecording()
    {
        const Scenario scenario = builtin(QStringLiteral("timeout-ignored"));
        const Trace t = simulate(scenario, scenario.policies, 1);
        Recording r{scenario.source, {}, t};
        Recording back;
        QString error;
        QVERIFY2(readRecording(writeRecording(r), QStringLiteral("r.json"), &back, &error), qPrintable(error));
        QCOMPARE(back.trace.ignoresTimeout, t.ignoresTimeout);
        QCOMPARE(back.trace.timeoutMs, qint64(50));
        QCOMPARE(summarize(back.trace).verdict, summarize(t).verdict);
        const Scenario cache = builtin(QStringLiteral("cache-refresh"));
        const Trace c = simulate(cache, cache.policies, 1);
        QVERIFY(readRecording(writeRecording(Recording{cache.source, {}, c}), QStringLiteral("c.json"), &back, &error));
        QCOMPARE(summarize(back.trace).verdict, Verdict::DuplicateWork);
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
