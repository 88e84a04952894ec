// SPDX-License-Identifier: MIT
// Issue 19: run limits (F1), honest outcomes (F4), bounded replies and recordings (F5/F6), and the
// streamed --json that keeps a long run's output out of memory. The live findings (F2/F3, F4 on a
// real socket) are in tst_hostile and tst_redisfaults.
#include "cli.h"
#include "core/builtins.h"
#include "core/compactrecording.h"
#include "core/monitorline.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/runlimits.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "inlinescenario.h"
#include "live/redisconnection.h"
#include "monitorlines.h"
#include "testfiles.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <zstd.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <variant>

using namespace locklab;

namespace {

// F1: 200 bytes, a 1 ms heartbeat over an hour of work: about 7 million events unbounded.
const QByteArray heartbeatHour =
    R"({"lock":{"ttlMs":100},"policies":{"heartbeat":{"enabled":true,"intervalMs":1}},)"
    R"("workers":[{"name":"A","steps":[{"do":"acquire"},{"do":"work","ms":3600000},{"do":"release"}]}]})";

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

// A MONITOR capture of one lock key taken and released by turns by two clients, a line every
// 10 ms from 2026-12-01 00:00:00 UTC: `lines` lines.
QByteArray lockTraffic(int lines)
{
    QByteArray out;
    const qint64 start = 1'796'083'200'000'000;
    for (int i = 0; i < lines; ++i) {
        const qint64 us = start + qint64(i) * 10'000;
        const QByteArray client = (i / 2) % 2 == 0 ? "127.0.0.1:5001" : "127.0.0.1:5002";
        const QByteArray token = "t" + QByteArray::number(i / 2);
        out += test::monitorLine(us, client,
                                 i % 2 == 0 ? "\"SET\" \"lock:a\" \"" + token + "\" \"NX\" \"PX\" \"30000\""
                                            : QByteArray("\"DEL\" \"lock:a\""))
               + '\n';
    }
    return out;
}

using test::Cli;

// `locklab COMMAND FILE OPTIONS…`, or through a pipe, `cat FILE | locklab COMMAND /dev/stdin …`:
// a FIFO, with no size to check first and no mapping.
void startLocklab(QProcess &process, const QString &command, const QString &path, const QStringList &options, bool pipe)
{
    if (pipe)
        process.start(QStringLiteral("/bin/sh"),
                      QStringList{QStringLiteral("-c"), QStringLiteral("cat \"$0\" | \"$@\""), path,
                                  QStringLiteral(LOCKLAB_BINARY), command, QStringLiteral("/dev/stdin")}
                          + options);
    else
        process.start(QStringLiteral(LOCKLAB_BINARY), QStringList{command, path} + options);
}

// A pipe whose reader leaves after `room` bytes: every write past it fails, and is counted.
class ClosingDevice : public QIODevice {
public:
    explicit ClosingDevice(qint64 room)
        : m_room(room)
    {
        open(QIODevice::WriteOnly);
    }
    QByteArray data;
    qint64 accepted = 0;
    int refused = 0;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *bytes, qint64 size) override
    {
        if (accepted + size > m_room) {
            ++refused;
            return -1;
        }
        data.append(bytes, size);
        accepted += size;
        return size;
    }

private:
    qint64 m_room;
};

// The report goes nowhere: only the exit code, the message and the time matter here.
Cli runCli(const QStringList &arguments, int timeoutMs = 120000)
{
    return test::runCli(arguments, timeoutMs, [](QProcess &p) { p.setStandardOutputFile(QProcess::nullDevice()); });
}

void varint(QByteArray *out, quint64 v)
{
    while (v >= 0x80) {
        out->append(static_cast<char>((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out->append(static_cast<char>(v));
}

// A crafted recording's events, each a whole encoded event: the same bytes every time, or the i-th's.
using CraftedEvents = std::variant<QByteArray, std::function<QByteArray(qint64)>>;

// A compact recording made by hand (docs/recordings.md): a real header, then `count` events,
// announced as `announced` events in the header and as `count` in the trailer. zstd packs the
// repeats to almost nothing: 30 M events fit in 9 KB.
QByteArray craftedCompact(qint64 announced, qint64 count, const CraftedEvents &events)
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(QStringLiteral("fencing"), &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    const Trace trace = simulate(s, s.policies, 1);
    const QByteArray header =
        QJsonDocument(recordingHeaderToJson(Recording{{}, {}, trace})).toJson(QJsonDocument::Compact);
    QByteArray raw;
    varint(&raw, static_cast<quint64>(header.size()));
    raw += header;
    varint(&raw, static_cast<quint64>(announced));
    QByteArray out = compactRecordingMagic();
    std::unique_ptr<ZSTD_CCtx, std::size_t (*)(ZSTD_CCtx *)> cctx(ZSTD_createCCtx(), ZSTD_freeCCtx);
    ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_checksumFlag, 1);
    QByteArray buffer(static_cast<qsizetype>(ZSTD_CStreamOutSize()), Qt::Uninitialized);
    auto push = [&](ZSTD_EndDirective mode) {
        ZSTD_inBuffer in{raw.constData(), static_cast<std::size_t>(raw.size()), 0};
        for (;;) {
            ZSTD_outBuffer o{buffer.data(), static_cast<std::size_t>(buffer.size()), 0};
            const std::size_t left = ZSTD_compressStream2(cctx.get(), &o, &in, mode);
            out.append(buffer.constData(), static_cast<qsizetype>(o.pos));
            if (mode == ZSTD_e_end ? left == 0 : in.pos == in.size)
                break;
        }
        raw.clear();
    };
    if (const auto *same = std::get_if<QByteArray>(&events)) {
        // A megabyte of them at a time: 30 M appends took half a minute under the sanitizers.
        const qint64 perBlock = std::max<qint64>(1, (1 << 20) / std::max<qint64>(1, same->size()));
        const QByteArray block = same->repeated(perBlock);
        for (qint64 i = 0; i < count; i += perBlock) {
            raw += count - i >= perBlock ? block : same->repeated(count - i);
            push(ZSTD_e_continue);
        }
    } else {
        const auto &event = std::get<std::function<QByteArray(qint64)>>(events);
        for (qint64 i = 0; i < count; ++i) {
            raw += event(i);
            if (raw.size() > (1 << 20))
                push(ZSTD_e_continue);
        }
    }
    raw.append(static_cast<char>(0xff));
    varint(&raw, static_cast<quint64>(count));
    push(ZSTD_e_end);
    return out;
}

// The smallest event: a worker's state, no worker index, at the same time as the one before.
const QByteArray tinyEvent("\x02\x00\x00", 3);

// A note whose text is a new string of 1 MiB, each one different: what the 55 KB file that aborted
// with bad_alloc held.
QByteArray megabyteNote(qint64 i)
{
    QByteArray e("\x04\x00", 2);
    varint(&e, static_cast<quint64>(i) + 1);  // defines string i + 1
    varint(&e, 1 << 20);
    return e + QByteArray::number(i).leftJustified(1 << 20, 'x');
}

// The same, the same megabyte every time: held once, as the trace holds it.
QByteArray sameMegabyteNote(qint64 i)
{
    QByteArray e("\x04\x00", 2);
    varint(&e, static_cast<quint64>(i) + 1);
    varint(&e, 1 << 20);
    return e + QByteArray(1 << 20, 'x');
}

// --max-events=N and --max-memory-mb=MB as the command line reads them.
bool parseLimitsForTest(const QStringList &options, RunLimits *limits)
{
    for (const QString &o : options) {
        const qint64 value = o.section(u'=', 1).toLongLong();
        if (o.startsWith(QStringLiteral("--max-events=")))
            limits->maxEvents = value;
        else if (o.startsWith(QStringLiteral("--max-memory-mb=")))
            limits->maxTraceBytes = value << 20;
        else
            return false;
    }
    return true;
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
        const Scenario s = inlineScenario(heartbeatHour);
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

    // A reader that goes away (`| head`): each streamed writer stops at its first failed write
    // instead of formatting the rest of a long trace for nobody.
    void streamedOutputStopsAtAClosedPipe()
    {
        const Scenario s = inlineScenario(manySteps(32, 60));
        const Trace trace = simulate(s, s.policies, 1);
        QVERIFY(trace.events.size() > 2000);
        const Summary summary = summarize(trace);
        ClosingDevice json(64 * 1024), lines(64 * 1024), text(64 * 1024);
        QVERIFY(!writeRunJson(json, s, trace, summary));
        QVERIFY(!writeTraceJsonLines(lines, trace));
        QTextStream stream(&text);
        writeRunReport(stream, s, trace, summary);
        stream.flush();
        for (const ClosingDevice *device : {&json, &lines, &text}) {
            QVERIFY(device->accepted > 0);
            QCOMPARE(device->refused, 1);  // the write that found the pipe closed, and none after it
        }
        // What a reader got before it left is the start of the whole output, which is far longer.
        const QByteArray whole = QJsonDocument(runToJson(s, trace, summary)).toJson();
        QVERIFY(whole.size() > 8 * json.accepted);
        QVERIFY(whole.startsWith(json.data));
        QVERIFY(traceToJsonLines(trace).startsWith(lines.data));
    }

    // The same through the command line: exit 1 and one line saying so, for each streamed output.
    void cliSaysStdoutClosed_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("run --json") << QStringList{QStringLiteral("--json")};
        QTest::newRow("run --jsonl") << QStringList{QStringLiteral("--jsonl")};
        QTest::newRow("run (report)") << QStringList{};
    }

    void cliSaysStdoutClosed()
    {
        QFETCH(QStringList, options);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("s.json"), manySteps(32, 60));
        QProcess shell;  // a pipe whose reader takes 100 bytes and leaves, as `| head -c 100` does
        const QStringList pipeline{QStringLiteral("-c"),
                                   QStringLiteral("\"$0\" \"$@\" | head -c 100 >/dev/null; exit ${PIPESTATUS[0]}"),
                                   QStringLiteral(LOCKLAB_BINARY), QStringLiteral("run"), path};
        shell.start(QStringLiteral("bash"), pipeline + options);
        QVERIFY(shell.waitForFinished(120000));
        const QByteArray err = shell.readAllStandardError();
        QCOMPARE(shell.exitCode(), 1);
        QVERIFY2(err.contains("cannot write to standard output"), err.constData());
        QCOMPARE(err.count('\n'), 1);
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
        // 2 MiB in every build: 44,000 events and 19 MB of JSON (8 MiB took a minute under the sanitizers).
        QTest::newRow("heartbeat hour, memory, json")
            << heartbeatHour << QStringList{QStringLiteral("--max-memory-mb=2"), QStringLiteral("--json")} << 4
            << QStringLiteral("memory limit of 2 MiB (--max-memory-mb)");
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
        QVERIFY2(r.elapsedMs < 60000, qPrintable(QString::number(r.elapsedMs)));
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
        // Issue 28: a primary demoted after the first grant (-READONLY to every write after it).
        QTest::newRow("most refused after the grant") << 2 << 1 << 6 << true << QStringLiteral("inconclusive");
        // A failover: refused while the primary is down, but a lock was granted and used.
        QTest::newRow("some refused after the grant") << 6 << 1 << 3 << true << QStringLiteral("safe");
        QTest::newRow("half refused after the grant") << 5 << 0 << 5 << true << QStringLiteral("safe");
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
        const Summary summary = summarize(trace);
        QCOMPARE(verdictName(summary.verdict), verdict);
        QCOMPARE(verdictName(summarize(trace, SummaryDetail::Metrics).verdict), verdict);
        // The line that says why counts what the rule counted.
        const Evidence evidence = summary.evidence();
        QCOMPARE(evidence.inconclusive(), verdict == QStringLiteral("inconclusive"));
        if (evidence.lack == Evidence::Lack::FailedAfterGrant) {
            QCOMPARE(evidence.failed, unknown + errors);
            QCOMPARE(evidence.of, answered + unknown + errors);
            QCOMPARE(evidence.text(), QStringLiteral("%1 of %2 commands after the first grant got no reply or an error")
                                          .arg(unknown + errors)
                                          .arg(answered + unknown + errors));
        }
        QCOMPARE(summaryToJson(trace, summarize(trace)).value(QStringLiteral("verdict")).toString(), verdict);
    }

    // Issue 28: a crafted compact recording claims or holds more than a run may (9 KB held 30 M
    // events and took 1.9 GB; 55 KB aborted with bad_alloc). Each reader stops at the limits as a
    // run does (exit 4, one line) before it holds more, however little the file weighs.
    void craftedCompactRecordings_data()
    {
        QTest::addColumn<qint64>("announced");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<int>("strings");  // 0: tiny events; 1: a new megabyte each; 2: the same megabyte
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("30 M events, announced") << qint64(30'000'000) << qint64(30'000'000) << 0 << QStringList() << 4
                                                << QStringLiteral("30000000 events, more than the limit of 20000000");
        QTest::newRow("30 M events, announced as 1")
            << qint64(1) << qint64(30'000'000) << 0 << QStringList{QStringLiteral("--max-events=100000")} << 4
            << QStringLiteral("too many events to load: the run reached its limit of 100000 events");
        QTest::newRow("30 M events, memory")
            << qint64(1) << qint64(30'000'000) << 0 << QStringList{QStringLiteral("--max-memory-mb=8")} << 4
            << QStringLiteral("memory limit of 8 MiB");
        QTest::newRow("2^40 events announced") << (qint64(1) << 40) << qint64(3) << 0 << QStringList() << 4
                                               << QStringLiteral("1099511627776 events, more than the limit");
        // 2^28 announced was a 12 GiB reserve: bad_alloc. Now only a hint (the trailer's count is
        // the one checked): read, exit 0.
        QTest::newRow("2^28 events announced, 3 there")
            << (qint64(1) << 28) << qint64(3) << 0 << QStringList{QStringLiteral("--max-events=1099511627776")} << 0
            << QString();
        QTest::newRow("1 MiB strings") << qint64(64) << qint64(64) << 1
                                       << QStringList{QStringLiteral("--max-memory-mb=16")} << 4
                                       << QStringLiteral("memory limit of 16 MiB");
        QTest::newRow("the same 1 MiB string")
            << qint64(64) << qint64(64) << 2 << QStringList{QStringLiteral("--max-memory-mb=16")} << 0 << QString();
    }

    void craftedCompactRecordings()
    {
        QFETCH(qint64, announced);
        QFETCH(qint64, count);
        QFETCH(int, strings);
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QByteArray bytes = craftedCompact(announced, count,
                                                strings == 1   ? CraftedEvents{megabyteNote}
                                                : strings == 2 ? CraftedEvents{sameMegabyteNote}
                                                               : CraftedEvents{tinyEvent});
        QVERIFY2(bytes.size() < (64 << 10), qPrintable(QString::number(bytes.size())));  // a few KB
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("crafted.locklab"), bytes);
        const Cli r = runCli(QStringList{QStringLiteral("replay"), path} + options);
        QVERIFY2(r.exitCode == exitCode, qPrintable(QString::number(r.exitCode) + u' ' + QString::fromUtf8(r.err)));
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), exitCode == 0 ? 0 : 1);
        QVERIFY2(r.elapsedMs < 60000, qPrintable(QString::number(r.elapsedMs)));
        if (exitCode == 0)
            return;
        // The reader itself says it was a limit, not the content.
        RecordingReadOptions reading;
        QVERIFY(parseLimitsForTest(options, &reading.limits));
        Recording recording;
        LoadError loadError;
        QVERIFY(!loadRecording(path, &recording, &loadError, reading));
        QCOMPARE(loadError.limitReached, exitCode == 4);
        QVERIFY(recording.trace.events.isEmpty());
    }

    // Every reader past each limit: JSON and compact recordings past the events and the memory
    // budget (exit 4, as a run stopped there), a scenario and a JSON recording past their file size
    // (exit 2), from a file and from a pipe, which has no size to check first.
    void everyReaderStopsAtItsLimits_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("name");  // the input's file name: its format
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<bool>("pipe");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        for (const bool pipe : {false, true}) {
            const char *how = pipe ? "from a pipe" : "from a file";
            for (const char *name : {"r.locklab.json", "r.locklab"}) {
                QTest::addRow("%s %s, events", name, how)
                    << QStringLiteral("replay") << QString::fromLatin1(name)
                    << QStringList{QStringLiteral("--max-events=500")} << pipe << 4 << QStringLiteral("limit of 500");
                QTest::addRow("%s %s, memory", name, how) << QStringLiteral("replay") << QString::fromLatin1(name)
                                                          << QStringList{QStringLiteral("--max-memory-mb=1")} << pipe
                                                          << 4 << QStringLiteral("memory limit of 1 MiB");
            }
            // Issue 25: a capture's traces under the same limits (a 2.1 GB one aborted with bad_alloc).
            QTest::addRow("MONITOR capture %s, events", how)
                << QStringLiteral("import") << QStringLiteral("c.log")
                << QStringList{QStringLiteral("--max-events=500")} << pipe << 4
                << QStringLiteral("limit of 500 events (--max-events)");
            QTest::addRow("MONITOR capture %s, memory", how)
                << QStringLiteral("import") << QStringLiteral("c.log")
                << QStringList{QStringLiteral("--max-memory-mb=1")} << pipe << 4
                << QStringLiteral("memory limit of 1 MiB (--max-memory-mb)");
            QTest::addRow("scenario %s, 64 MiB", how)
                << QStringLiteral("run") << QStringLiteral("s.json") << QStringList() << pipe << 2
                << QStringLiteral("file is larger than 64 MiB");
        }
    }

    void everyReaderStopsAtItsLimits()
    {
        QFETCH(QString, command);
        QFETCH(QString, name);
        QFETCH(QStringList, options);
        QFETCH(bool, pipe);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QByteArray input;
        if (name.endsWith(QStringLiteral(".locklab.json")) || name.endsWith(QStringLiteral(".locklab"))) {
            // retry-jitter: 24 workers, some thousands of events, above 1 MiB of trace.
            Scenario s;
            LoadError error;
            QVERIFY(loadBuiltinScenario(QStringLiteral("retry-jitter"), &s, &error));
            Recording recording{s.source, {}, simulate(s, s.policies, 1)};
            for (int i = 0; recording.trace.events.weight() < (2 << 20) && i < 200000; ++i)
                recording.trace.events.append(recording.trace.events.at(recording.trace.events.size() - 1));
            QVERIFY(recording.trace.events.size() > 500);
            QString saveError;
            const QString saved = dir.filePath(name);
            QVERIFY2(saveRecording(saved, recording, &saveError), qPrintable(saveError));
            QFile f(saved);
            QVERIFY(f.open(QIODevice::ReadOnly));
            input = f.readAll();
        } else if (name.endsWith(QStringLiteral(".log"))) {
            input = lockTraffic(40000);
        } else {
            // 64 MiB and a byte of valid JSON: spaces, then a scenario.
            input = QByteArray(limits::maxFileBytes + 1 - heartbeatHour.size(), ' ') + heartbeatHour;
        }
        const QString path = test::writeFile(dir, name, input);
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer clock;
        clock.start();
        startLocklab(process, command, path, options, pipe);
        QVERIFY(process.waitForFinished(120000));
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(process.exitCode() == exitCode,
                 qPrintable(QString::number(process.exitCode()) + u' ' + QString::fromUtf8(err)));
        QVERIFY2(QString::fromUtf8(err).contains(message), err.constData());
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(clock.elapsed() < 60000, qPrintable(QString::number(clock.elapsed())));
    }

    // Issue 28: every command that takes the limits says so in its --help.
    void helpNamesTheLimits_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *command : {"run", "sweep", "replay", "import", "watch"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }

    void helpNamesTheLimits()
    {
        QFETCH(QString, command);
        QProcess process;
        process.start(QStringLiteral(LOCKLAB_BINARY), {command, QStringLiteral("--help")});
        QVERIFY(process.waitForFinished(30000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("--max-events")) && out.contains(QStringLiteral("--max-memory-mb")),
                 qPrintable(out));
    }

    // Issue 25: lines out of order (a capture's lines reordered, the server's clock set back) are
    // counted and noted with where it happened, and never become a violation.
    void timeGoingBackwardsIsNoted()
    {
        QByteArray capture = lockTraffic(20);
        // Line 11 (a SET by the other client) moved to 3 s before its neighbours.
        QList<QByteArray> lines = capture.split('\n');
        QByteArray &moved = lines[10];
        moved.replace(0, 10, QByteArray::number(moved.left(10).toLongLong() - 3));
        capture = lines.join('\n');
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("back.log"), capture);
        QProcess process;
        process.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("import"), path});
        QVERIFY(process.waitForFinished(60000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral(
                     "time +went backwards 1 time(\\(s\\))?, by up to 2[,.]?99[0-9].* first at line 11"))),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("time went backwards by")), qPrintable(out));  // the note on the key
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("verdict +safe"))), qPrintable(out.right(1500)));
        process.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("import"), path, QStringLiteral("--json")});
        QVERIFY(process.waitForFinished(60000));
        const QJsonObject traffic = QJsonDocument::fromJson(process.readAllStandardOutput())
                                        .object()
                                        .value(QStringLiteral("traffic"))
                                        .toObject();
        QCOMPARE(traffic.value(QStringLiteral("stepsBack")).toInt(), 1);
        QCOMPARE(traffic.value(QStringLiteral("firstStepBackLine")).toInt(), 11);
    }

    // Issue 25: a MONITOR line longer than any reply may be (a cache value of gigabytes) was read
    // whole and parsed. Now it is counted as not read, where it is, and the lock's traffic around
    // it is read as without it: from a file and from a pipe.
    void overlongLineIsNotRead_data()
    {
        QTest::addColumn<bool>("pipe");
        QTest::newRow("file") << false;
        QTest::newRow("pipe") << true;
    }

    void overlongLineIsNotRead()
    {
        QFETCH(bool, pipe);
        QList<QByteArray> lines = lockTraffic(20).split('\n');
        const QByteArray value(maxMonitorLineBytes, 'x');
        lines.insert(
            6, test::monitorLine(1'796'083'200'055'000, "127.0.0.1:5003", "\"SET\" \"cache:big\" \"" + value + "\""));
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("big.log"), lines.join('\n'));
        QProcess process;
        startLocklab(process, QStringLiteral("import"), path, {QStringLiteral("--json")}, pipe);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonObject report = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        const QJsonObject traffic = report.value(QStringLiteral("traffic")).toObject();
        QCOMPARE(traffic.value(QStringLiteral("invalidLines")).toInt(), 1);
        const QJsonObject invalid = traffic.value(QStringLiteral("invalid")).toArray().at(0).toObject();
        QCOMPARE(invalid.value(QStringLiteral("line")).toInt(), 7);
        QCOMPARE(invalid.value(QStringLiteral("column")).toInteger(), maxMonitorLineBytes + 1);
        QVERIFY2(invalid.value(QStringLiteral("message")).toString().contains(QStringLiteral("64 MiB")),
                 qPrintable(invalid.value(QStringLiteral("message")).toString()));
        QCOMPARE(invalid.value(QStringLiteral("text")).toString().size(), 200);
        QCOMPARE(traffic.value(QStringLiteral("commands")).toInt(), 20);
        QCOMPARE(report.value(QStringLiteral("lockKey")).toString(), QStringLiteral("lock:a"));
        QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("safe"));
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
