// SPDX-License-Identifier: MIT
// Issue 19: run limits (F1), honest outcomes (F4), bounded replies and recordings (F5/F6), and the
// streamed --json that keeps a long run's output out of memory. The live findings (F2/F3, F4 on a
// real socket) are in tst_hostile and tst_redisfaults.
#include "core/builtins.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/runlimits.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "live/redisconnection.h"
#include "testfiles.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

// F1: 200 bytes, a 1 ms heartbeat over an hour of work: about 7 million events unbounded.
const QByteArray heartbeatHour =
    R"({"lock":{"ttlMs":100},"policies":{"heartbeat":{"enabled":true,"intervalMs":1}},)"
    R"("workers":[{"name":"A","steps":[{"do":"acquire"},{"do":"work","ms":3600000},{"do":"release"}]}]})";

Scenario parsed(const QByteArray &json)
{
    Scenario s;
    LoadError error;
    if (!parseScenario(json, QStringLiteral("t.json"), &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    return s;
}

// `workers` workers of `steps` steps each (acquire, work, release, repeated).
QByteArray manySteps(int workers, int steps)
{
    QByteArray json = R"({"lock":{"ttlMs":50},"workers":[)";
    for (int w = 0; w < workers; ++w) {
        json += (w ? ",{" : "{") + QByteArray(R"("name":"w)") + QByteArray::number(w) + R"(","steps":[)";
        for (int i = 0; i < steps; ++i) {
            const char *step = i % 3 == 0   ? R"({"do":"acquire","onFail":"continue"})"
                               : i % 3 == 1 ? R"({"do":"work","ms":1})"
                                            : R"({"do":"release"})";
            json += (i ? "," : "") + QByteArray(step);
        }
        json += "]}";
    }
    return json + "]}";
}

struct Cli {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};

Cli runCli(const QStringList &arguments, int timeoutMs = 120000)
{
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(LOCKLAB_BINARY), arguments);
    Cli r;
    if (process.waitForFinished(timeoutMs) && process.exitStatus() == QProcess::NormalExit)
        r.exitCode = process.exitCode();
    else
        process.kill();
    r.ms = clock.elapsed();
    r.err = process.readAllStandardError();
    return r;
}

TraceEvent replied(Reply reply)
{
    TraceEvent e;
    e.kind = EventKind::Replied;
    e.worker = 0;
    e.request = Request{.command = Command::Get, .key = QStringLiteral("lock")};
    e.reply = std::move(reply);
    return e;
}

}  // namespace

class TestReliability : public QObject {
    Q_OBJECT

private slots:
    void runStopsAtItsLimit_data()
    {
        QTest::addColumn<qint64>("maxEvents");
        QTest::addColumn<qint64>("maxBytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("events") << qint64(1000) << qint64(0) << QStringLiteral("limit of 1000 events");
        QTest::newRow("memory") << qint64(0) << qint64(1 << 20) << QStringLiteral("memory limit of 1 MiB");
        QTest::newRow("both, events first") << qint64(10) << qint64(1 << 20) << QStringLiteral("limit of 10 events");
    }

    void runStopsAtItsLimit()
    {
        QFETCH(qint64, maxEvents);
        QFETCH(qint64, maxBytes);
        QFETCH(QString, reason);
        const Scenario s = parsed(heartbeatHour);
        QElapsedTimer clock;
        clock.start();
        const Trace trace = simulate(s, s.policies, 1, RunLimits{maxEvents, maxBytes});
        QVERIFY2(clock.elapsed() < 20000, "a budgeted run ends quickly");
        QVERIFY2(trace.limitReached.contains(reason), qPrintable(trace.limitReached));
        // The trace so far, and one note saying where it stopped.
        QCOMPARE(trace.events.constLast().kind, EventKind::Note);
        QCOMPARE(trace.events.constLast().text, trace.limitReached);
        if (maxEvents > 0)
            QVERIFY(trace.events.size() - 1 <= maxEvents);
        if (maxBytes > 0 && reason.contains(QStringLiteral("memory"))) {
            // The trace weighs what the limit allows and no more: past it only the note was added,
            // and it stopped at the limit, not at an estimate several times too high.
            const qint64 weight = trace.events.weight() - EventList::weightBound(trace.events.constLast());
            QVERIFY2(weight <= maxBytes, qPrintable(QString::number(weight)));
            QVERIFY2(weight > maxBytes * 9 / 10, qPrintable(QString::number(weight)));
        }
        // Deterministic: the same inputs stop at the same event.
        const Trace again = simulate(s, s.policies, 1, RunLimits{maxEvents, maxBytes});
        QCOMPARE(again.events.size(), trace.events.size());
    }

    void builtinsStayFarBelowTheDefaults_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : builtinScenarioNames())
            QTest::newRow(qPrintable(name)) << name;
    }

    void builtinsStayFarBelowTheDefaults()
    {
        QFETCH(QString, name);
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(name, &s, &error));
        const Trace trace = simulate(s, s.policies, 1);
        QVERIFY(trace.limitReached.isEmpty());
        QVERIFY(trace.events.size() * 1000 < RunLimits{}.maxEvents);
        QVERIFY(trace.events.weight() * 1000 < RunLimits{}.maxTraceBytes);
        QVERIFY(summarize(trace).verdict != Verdict::Inconclusive);
    }

    // `run --json` is streamed an event at a time; its bytes are those of the JSON document.
    void streamedJsonIsTheDocument_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("maxEvents");
        for (const QString &name : builtinScenarioNames())
            QTest::newRow(qPrintable(name)) << name << qint64(0);
        QTest::newRow("stopped at a limit") << QStringLiteral("fencing") << qint64(7);
        QTest::newRow("no events") << QStringLiteral("fencing") << qint64(-1);
    }

    void streamedJsonIsTheDocument()
    {
        QFETCH(QString, name);
        QFETCH(qint64, maxEvents);
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(name, &s, &error));
        Trace trace = simulate(s, s.policies, 3, RunLimits{std::max<qint64>(maxEvents, 0), 0});
        if (maxEvents < 0)
            trace.events.clear();
        const Summary summary = summarize(trace);
        QBuffer streamed;
        streamed.open(QIODevice::WriteOnly);
        writeRunJson(streamed, s, trace, summary);
        QCOMPARE(streamed.data(), QJsonDocument(runToJson(s, trace, summary)).toJson(QJsonDocument::Indented));
        QString text;
        QTextStream stream(&text);
        writeRunReport(stream, s, trace, summary);
        stream.flush();
        QCOMPARE(text, runReport(s, trace, summary));
    }

    // F1 through the command line: exit 4, one line on stderr, in bounded time.
    void cliStopsAtTheLimit_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("heartbeat hour, events") << heartbeatHour << QStringList{QStringLiteral("--max-events=5000")}
                                                << 4 << QStringLiteral("limit of 5000 events (--max-events)");
        QTest::newRow("heartbeat hour, memory, json")
            << heartbeatHour << QStringList{QStringLiteral("--max-memory-mb=8"), QStringLiteral("--json")} << 4
            << QStringLiteral("memory limit of 8 MiB (--max-memory-mb)");
        QTest::newRow("256 workers, json")
            << manySteps(256, 300) << QStringList{QStringLiteral("--max-memory-mb=4"), QStringLiteral("--json")} << 4
            << QStringLiteral("memory limit of 4 MiB");
        QTest::newRow("max-events 0") << heartbeatHour << QStringList{QStringLiteral("--max-events=0")} << 2
                                      << QStringLiteral("--max-events: expected an integer from 1");
        QTest::newRow("max-memory-mb x") << heartbeatHour << QStringList{QStringLiteral("--max-memory-mb=x")} << 2
                                         << QStringLiteral("--max-memory-mb: expected an integer from 1");
    }

    void cliStopsAtTheLimit()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("s.json"), scenario);
        const Cli r = runCli(QStringList{QStringLiteral("run"), path} + options);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.ms < 60000, qPrintable(QString::number(r.ms)));
    }

    // F4: a run whose commands mostly got no answer is not evidence of safety.
    void mostlyUnansweredIsInconclusive_data()
    {
        QTest::addColumn<int>("answered");
        QTest::addColumn<int>("unknown");
        QTest::addColumn<int>("errors");
        QTest::addColumn<bool>("granted");  // one SET NX answered OK first
        QTest::addColumn<QString>("verdict");
        QTest::newRow("all unknown") << 0 << 40 << 0 << false << QStringLiteral("inconclusive");
        QTest::newRow("all errors") << 0 << 0 << 12 << false << QStringLiteral("inconclusive");
        QTest::newRow("most unknown") << 4 << 5 << 0 << false << QStringLiteral("inconclusive");
        QTest::newRow("most unknown, granted") << 3 << 5 << 0 << true << QStringLiteral("inconclusive");
        // A failover: refused while the primary is down, but a lock was granted and used.
        QTest::newRow("most refused, granted") << 2 << 1 << 6 << true << QStringLiteral("safe");
        QTest::newRow("half") << 5 << 3 << 2 << false << QStringLiteral("safe");
        QTest::newRow("one lost") << 9 << 1 << 0 << false << QStringLiteral("safe");
        QTest::newRow("nothing sent") << 0 << 0 << 0 << false << QStringLiteral("safe");
    }

    void mostlyUnansweredIsInconclusive()
    {
        QFETCH(int, answered);
        QFETCH(int, unknown);
        QFETCH(int, errors);
        QFETCH(bool, granted);
        QFETCH(QString, verdict);
        Trace trace;
        trace.lockKey = QStringLiteral("lock");
        trace.workers = {QStringLiteral("A")};
        if (granted) {
            TraceEvent ok = replied(Reply::status(QStringLiteral("OK")));
            ok.request = Request{.command = Command::Set,
                                 .key = QStringLiteral("lock"),
                                 .value = QStringLiteral("t1"),
                                 .condition = SetCondition::IfAbsent};
            trace.events.append(ok);
        }
        for (int i = 0; i < answered; ++i)
            trace.events.append(replied(Reply::nil()));
        for (int i = 0; i < unknown; ++i)
            trace.events.append(replied(Reply::unknown(QStringLiteral("no reply within 100 ms"))));
        for (int i = 0; i < errors; ++i)
            trace.events.append(replied(Reply::error(QStringLiteral("NOPERM"))));
        QCOMPARE(verdictName(summarize(trace).verdict), verdict);
        QCOMPARE(verdictName(summarize(trace, SummaryDetail::Metrics).verdict), verdict);
        QCOMPARE(summaryToJson(trace, summarize(trace)).value(QStringLiteral("verdict")).toString(), verdict);
    }

    // F5: hiredis 0.14 buffers a reply of any size; the connection's limits end it.
    void repliesAreBounded_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("values");
        QTest::addColumn<QString>("error");
        QTest::newRow("status") << QByteArray("+OK\r\n") << 1 << QString();
        QTest::newRow("pipelined") << QByteArray(":1\r\n$-1\r\n$3\r\nabc\r\n*2\r\n$1\r\na\r\n:7\r\n") << 4 << QString();
        QTest::newRow("error") << QByteArray("-NOPERM no\r\n") << 1 << QString();
        QTest::newRow("garbage") << QByteArray("hello\r\n") << 0 << QStringLiteral("Protocol error");
        QTest::newRow("huge bulk") << QByteArray("$1073741824\r\n") + QByteArray(3 << 20, 'x') << 0
                                   << QStringLiteral("longer than 1 MiB");
        QTest::newRow("huge array") << QByteArray("*2000000000\r\n") << 0 << QStringLiteral("more than 4096 elements");
        QTest::newRow("negative array") << QByteArray("*-5\r\n") << 0 << QStringLiteral("length out of range");
        QTest::newRow("many small elements") << QByteArray("*5000\r\n") + QByteArray(":1\r\n").repeated(5000) << 0
                                             << QStringLiteral("more than 4096 elements");
        QTest::newRow("nested past the limit")
            << QByteArray("*3\r\n*3000\r\n") + QByteArray(":1\r\n").repeated(3000) + "*3000\r\n"
            << 0 << QStringLiteral("more than 4096 elements");
    }

    void repliesAreBounded()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, values);
        QFETCH(QString, error);
        for (const qsizetype chunk : {qsizetype(0), qsizetype(1), qsizetype(7), qsizetype(16384)}) {
            const ParsedReplies parsed = parseReplies(bytes, ReplyLimits{1 << 20, 4096}, chunk);
            QCOMPARE(parsed.values.size(), values);
            if (error.isEmpty())
                QVERIFY2(parsed.error.isEmpty(), parsed.error.constData());
            else
                QVERIFY2(QString::fromUtf8(parsed.error).contains(error), parsed.error.constData());
            // Buffered at most the limit and what one read brings (a socket read is 16 KiB).
            QVERIFY(parsed.pending <= (1 << 20) + (chunk > 0 ? chunk : bytes.size()));
        }
    }

    // F6: a recording too large to hold is refused before a byte of it is read.
    void hugeRecordingIsRefusedEarly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.locklab.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(limits::maxRecordingBytes + 1));  // sparse: nothing is written
        file.close();
        QElapsedTimer clock;
        clock.start();
        Recording r;
        QString error;
        QVERIFY(!loadRecording(path, &r, &error));
        QVERIFY2(error.contains(QStringLiteral("recordings larger than 1024 MiB are refused")), qPrintable(error));
        QVERIFY(clock.elapsed() < 2000);
        const Cli cli = runCli({QStringLiteral("replay"), path}, 10000);
        QCOMPARE(cli.exitCode, 2);
        QVERIFY2(cli.err.contains("recordings larger than 1024 MiB are refused"), cli.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
