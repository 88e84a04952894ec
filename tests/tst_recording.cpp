// SPDX-License-Identifier: MIT
// Issue 5: a recorded run reopens exactly, and `locklab replay` reports from it alone.
#include "cli.h"
#include "core/builtins.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/simulation.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "testfiles.h"

#include "core/compactrecording.h"
#include "monitorlines.h"
#include "sanitizers.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace locklab;

namespace {

Trace builtinTrace(const QString &name, quint64 seed)
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(name, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    return simulate(s, s.policies, seed);
}

QByteArray compactBytes(const Recording &recording)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!writeCompactRecording(&buffer, recording, {}, &error))
        qFatal("%s", qPrintable(error));
    return buffer.data();
}

bool readCompact(const QByteArray &bytes, Recording *out, QString *error, const RecordingReadOptions &options = {})
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    LoadError failure;
    const bool ok = readCompactRecording(&buffer, QStringLiteral("r.locklab"), out, &failure, options);
    if (!ok && error)
        *error = failure.toString();
    return ok;
}

// Text of every kind a title, a key or a note can hold: astral characters, combining marks, escapes.
QString anyText(QRandomGenerator &rng)
{
    static const QStringList pieces{QStringLiteral("A"),       QStringLiteral("\u00e9"), QStringLiteral("\U0001F512"),
                                    QStringLiteral("e\u0301"), QStringLiteral("\\"),     QStringLiteral("\""),
                                    QStringLiteral("\n"),      QStringLiteral("\t"),     QStringLiteral("\u4e2d")};
    QString out;
    for (int i = 0, n = static_cast<int>(rng.bounded(12)); i < n; ++i)
        out += pieces.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(pieces.size()))));
    return out;
}

// A scenario near the format's limits: up to 256 workers, TTLs up to a day, work up to an hour,
// titles of any characters, every policy.
QByteArray randomScenario(QRandomGenerator &rng)
{
    QJsonArray workers;
    const int count = rng.bounded(8) == 0 ? 256 : 1 + static_cast<int>(rng.bounded(12));
    for (int w = 0; w < count; ++w) {
        QJsonArray steps;
        for (int i = 0, n = 1 + static_cast<int>(rng.bounded(5)); i < n; ++i) {
            switch (rng.bounded(5)) {
            case 0:
                steps.append(QJsonObject{{QStringLiteral("do"), QStringLiteral("acquire")},
                                         {QStringLiteral("onFail"), QStringLiteral("continue")}});
                break;
            case 1:
                steps.append(
                    QJsonObject{{QStringLiteral("do"), QStringLiteral("work")},
                                {QStringLiteral("ms"), rng.bounded(3) == 0 ? 3600000 : int(rng.bounded(400))}});
                break;
            case 2:
                steps.append(QJsonObject{{QStringLiteral("do"), QStringLiteral("write")}});
                break;
            case 3:
                steps.append(QJsonObject{{QStringLiteral("do"), QStringLiteral("pause")},
                                         {QStringLiteral("ms"), int(rng.bounded(1000))}});
                break;
            default:
                steps.append(QJsonObject{{QStringLiteral("do"), QStringLiteral("release")}});
            }
        }
        workers.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("w%1").arg(w)}, {QStringLiteral("steps"), steps}});
    }
    const int ttl = rng.bounded(4) == 0 ? 86400000 : 1 + static_cast<int>(rng.bounded(500));
    const QJsonObject scenario{
        {QStringLiteral("title"), anyText(rng)},
        {QStringLiteral("description"), anyText(rng)},
        {QStringLiteral("lock"), QJsonObject{{QStringLiteral("ttlMs"), ttl}}},
        {QStringLiteral("policies"),
         QJsonObject{
             {QStringLiteral("fencing"), rng.bounded(2) == 0},
             {QStringLiteral("release"), rng.bounded(2) == 0 ? QStringLiteral("naive") : QStringLiteral("token")},
             {QStringLiteral("heartbeat"), QJsonObject{{QStringLiteral("enabled"), rng.bounded(3) == 0}}}}},
        {QStringLiteral("workers"), workers}};
    return QJsonDocument(scenario).toJson();
}

// A capture of random MONITOR lines: keys and tokens with every escape MONITOR writes.
Trace randomCapture(QRandomGenerator &rng)
{
    static const QList<QByteArray> keys{"lock", "lock:\\xe2\\x9c\\x93", "lock\\n1", "a\\\"b", "job:\\x00"};
    TrafficInterpreter interpreter(TrafficOptions{});
    qint64 us = 1700000000000000;
    for (int i = 0, n = 50 + static_cast<int>(rng.bounded(400)); i < n; ++i) {
        us += static_cast<qint64>(rng.bounded(200000));
        const QByteArray key = keys.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(keys.size()))));
        const QByteArray client = "127.0.0.1:" + QByteArray::number(5000 + rng.bounded(6));
        QByteArray args;
        switch (rng.bounded(4)) {
        case 0:
            args = "\"SET\" \"" + key + "\" \"t" + QByteArray::number(i) + "\\xf0\\x9f\\x94\\x92\" \"NX\" \"PX\" \""
                   + QByteArray::number(1 + rng.bounded(500)) + '"';
            break;
        case 1:
            args = "\"DEL\" \"" + key + '"';
            break;
        case 2:
            args = "\"PEXPIRE\" \"" + key + "\" \"" + QByteArray::number(1 + rng.bounded(500)) + '"';
            break;
        default:
            args = "\"GET\" \"" + key + '"';
        }
        interpreter.feedLine(test::monitorLine(us, client, args));
    }
    interpreter.finish();
    return interpreter.takeTrace();
}

// The many-keys tests' lock keys: 6,000, whose version 1 header is what they are about; under the
// sanitizers a tenth, the same paths (those two tests were two thirds of the suite's time there).
int manyKeys()
{
    return test::repeats(6000, 600);
}

// Watched traffic of `keys` lock keys, each taken, contended and released `rounds` times by two
// clients (a redis-py-like token and a refused SET NX): as many keys as a production capture has
// per few hundred thousand lines. At 6,000 keys its version 1 header (every other key's events as
// JSON) is larger than the reader's 64 MiB limit.
QByteArray manyKeysCapture(int keys, int rounds)
{
    QByteArray capture;
    qint64 us = 1796175600000000;
    const QByteArray token(36, 'f');
    for (int round = 0; round < rounds; ++round) {
        for (int k = 0; k < keys; ++k) {
            const QByteArray key = "lock:order:" + QByteArray::number(k).rightJustified(6, '0');
            const QByteArray a = "127.0.0.1:" + QByteArray::number(40000 + k % 200);
            const QByteArray b = "127.0.0.1:" + QByteArray::number(41000 + k % 200);
            const QByteArray mine = token + QByteArray::number(round);
            capture += test::monitorLine(us += 3, a, "\"SET\" \"" + key + "\" \"" + mine + "\" \"PX\" \"2000\" \"NX\"");
            capture += '\n';
            capture +=
                test::monitorLine(us += 3, b, "\"SET\" \"" + key + "\" \"" + token + "b\" \"PX\" \"2000\" \"NX\"");
            capture += '\n';
            capture += test::monitorLine(us += 3, a, "\"DEL\" \"" + key + '"');
            capture += '\n';
        }
    }
    return capture;
}

// Every field of two events, one by one: a field a format dropped or changed shows by name.
bool sameEvent(const TraceEvent &a, const TraceEvent &b, QString *which)
{
    const QList<QPair<const char *, bool>> fields{{"at", a.at == b.at},
                                                  {"kind", a.kind == b.kind},
                                                  {"worker", a.worker == b.worker},
                                                  {"state", a.state == b.state},
                                                  {"believesHeld", a.believesHeld == b.believesHeld},
                                                  {"requestId", a.requestId == b.requestId},
                                                  {"sentAt", a.sentAt == b.sentAt},
                                                  {"request.command", a.request.command == b.request.command},
                                                  {"request.key", a.request.key == b.request.key},
                                                  {"request.value", a.request.value == b.request.value},
                                                  {"request.number", a.request.number == b.request.number},
                                                  {"request.condition", a.request.condition == b.request.condition},
                                                  {"request.worker", a.request.worker == b.request.worker},
                                                  {"reply.kind", a.reply.kind == b.reply.kind},
                                                  {"reply.integer", a.reply.integer == b.reply.integer},
                                                  {"reply.text", a.reply.text == b.reply.text},
                                                  {"reply.executedAt", a.reply.executedAt == b.reply.executedAt},
                                                  {"deadline", a.deadline == b.deadline},
                                                  {"fault", a.fault == b.fault},
                                                  {"value", a.value == b.value},
                                                  {"text", a.text == b.text},
                                                  {"wallAt", a.wallAt == b.wallAt}};
    for (const auto &[name, same] : fields) {
        if (!same) {
            *which = QString::fromLatin1(name);
            return false;
        }
    }
    return true;
}

// A MONITOR argument of `length` bytes that MONITOR would show escaped (a quote, a backslash, a
// byte it writes as \xHH) and UTF-8 that it shows as is.
QByteArray longArgument(QRandomGenerator &rng, qsizetype length)
{
    static const QList<QByteArray> pieces{"k", "\\\"", "\\\\", "\\x00", "\\xe2\\x9c\\x93", "\\n", "\xc3\xa9"};
    QByteArray out;
    out.reserve(length + 16);
    while (out.size() < length)
        out += pieces.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(pieces.size()))));
    return out;
}

// A capture at the limits a MONITOR capture can reach: keys and tokens from one byte to past the
// compact format's 1 MiB a string, TTLs from 1 ms to Redis's largest, timestamps from the epoch's
// first microsecond to the largest the parser takes, clients by the hundred.
Trace limitCapture(QRandomGenerator &rng)
{
    static const QList<qsizetype> lengths{1, 200, 4096, 300 << 10, 600 << 10, 1 << 20, (1 << 20) + 1};
    static const QList<QByteArray> ttls{"1", "2147483647", "9007199254740991", "9223372036854775807",
                                        "4611686018427387903"};
    static const QList<qint64> starts{1, 1700000000000000, 9223372036854 * 1000000 - 10000000};
    // The last second MONITOR's parser takes, and its last microsecond.
    constexpr qint64 lastUs = (std::numeric_limits<qint64>::max() - 999999) / 1000000 * 1000000 + 999999;
    TrafficInterpreter interpreter(TrafficOptions{});
    qint64 us = starts.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(starts.size()))));
    QList<QByteArray> keys;
    for (int i = 0; i < 3; ++i)
        keys << longArgument(rng, lengths.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(lengths.size())))));
    for (int i = 0, n = 20 + static_cast<int>(rng.bounded(60)); i < n; ++i) {
        const qint64 step =
            rng.bounded(8) == 0 ? 1000000000 + static_cast<qint64>(rng.bounded(1000)) : 1 + rng.bounded(200000);
        us = step > lastUs - us ? lastUs : us + step;  // time stops at the parser's last microsecond
        const QByteArray &key = keys.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(keys.size()))));
        const QByteArray client = "127.0.0.1:" + QByteArray::number(1024 + rng.bounded(300));
        const QByteArray ttl = ttls.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(ttls.size()))));
        QByteArray args;
        switch (rng.bounded(4)) {
        case 0: {
            const QByteArray token =
                longArgument(rng, lengths.at(static_cast<qsizetype>(rng.bounded(static_cast<int>(lengths.size())))));
            args = "\"SET\" \"" + key + "\" \"" + token + "\" \"NX\" \"PX\" \"" + ttl + '"';
            break;
        }
        case 1:
            args = "\"DEL\" \"" + key + '"';
            break;
        case 2:
            args = "\"PEXPIRE\" \"" + key + "\" \"" + ttl + '"';
            break;
        default:
            args = "\"INCRBY\" \"fence\" \"" + ttl + '"';
        }
        interpreter.feedLine(test::monitorLine(us, client, args));
    }
    interpreter.finish();
    return interpreter.takeTrace();
}

// A trace of events whose every field is at a documented bound of the formats, or past it: times
// and numbers at 0, ±1, ±2^31, ±2^53, ±9e15 (the JSON format's), ±INT64_MAX; workers up to the
// last lane; strings of 0 bytes to 1 MiB. Not a run: what a bug upstream could hand the writers.
Trace limitEvents(QRandomGenerator &rng)
{
    static const QList<qint64> numbers{0,
                                       1,
                                       -1,
                                       2147483647,
                                       -2147483648LL,
                                       9007199254740992LL,
                                       -9007199254740992LL,
                                       9000000000000000LL,
                                       -9000000000000000LL,
                                       std::numeric_limits<qint64>::max(),
                                       std::numeric_limits<qint64>::min()};
    const auto number = [&] { return numbers.at(static_cast<qsizetype>(rng.bounded(int(numbers.size())))); };
    const auto time = [&] { return std::max<qint64>(-1, number()); };
    const auto text = [&] {
        static const QList<qsizetype> sizes{0, 1, 24, 4096, (1 << 20) / 3, 1 << 20};
        const qsizetype n = sizes.at(static_cast<qsizetype>(rng.bounded(int(sizes.size()))));
        return QString(n, QChar(u'a' + static_cast<char16_t>(rng.bounded(26))));
    };
    Trace t;
    t.lockKey = QStringLiteral("lock");
    for (int w = 0, n = rng.bounded(4) == 0 ? limits::maxRecordedLanes : 1 + int(rng.bounded(300)); w < n; ++w)
        t.workers << QStringLiteral("w%1").arg(w);
    Micros at = 0;
    for (int i = 0; i < 40; ++i) {
        TraceEvent e;
        // In time order, as a trace is; saturated at the largest time rather than wrapping.
        const qint64 step = static_cast<qint64>(rng.bounded(1000));
        at = rng.bounded(6) == 0                              ? std::max<qint64>(at, time())
             : at > std::numeric_limits<qint64>::max() - step ? at
                                                              : at + step;
        e.at = at;
        e.kind = static_cast<EventKind>(rng.bounded(static_cast<int>(lastEventKind) + 1));
        e.worker = static_cast<qint16>(rng.bounded(-1, static_cast<int>(t.workers.size())));
        e.wallAt = rng.bounded(2) ? time() : -1;
        switch (e.kind) {
        case EventKind::Sent:
        case EventKind::Replied:
            e.requestId = static_cast<int>(rng.bounded(1 << 30));
            e.request = Request{Command::Set, text(), text(), number(), SetCondition::IfAbsent, e.worker};
            if (e.kind == EventKind::Replied) {
                e.sentAt = time();
                e.reply = Reply{Reply::Kind::Integer, number(), text(), time()};
            }
            break;
        case EventKind::State:
            e.state = static_cast<WorkerState>(rng.bounded(static_cast<int>(lastWorkerState) + 1));
            e.believesHeld = rng.bounded(2);
            break;
        case EventKind::Fault:
            e.fault = FaultKind::ClockJump;
            e.value = number();
            e.deadline = time();
            e.text = text();
            break;
        case EventKind::Gap:
            e.value = rng.bounded(2);
            e.text = text();
            break;
        default:
            e.deadline = time();
            e.text = text();
        }
        t.events.append(e);
    }
    return t;
}

}  // namespace

class TestRecording : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsExact_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const QString &name : builtinScenarioNames())
            QTest::newRow(qPrintable(name)) << name;
    }

    void roundTripIsExact()
    {
        QFETCH(QString, scenario);
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(scenario, &s, &error));
        const Trace trace = simulate(s, s.policies, 7);
        Recording written{s.source, QStringLiteral("7.0.15"), trace};
        Recording read;
        QString message;
        QVERIFY2(readRecording(writeRecording(written), QStringLiteral("x.locklab.json"), &read, &message),
                 qPrintable(message));
        QCOMPARE(read.redisVersion, QStringLiteral("7.0.15"));
        QCOMPARE(read.trace.events.size(), trace.events.size());
        // Identical trace and summary, as the report and the JSON show them.
        const QJsonObject before = runToJson(s, trace, summarize(trace));
        const QJsonObject after = runToJson(s, read.trace, summarize(read.trace));
        QCOMPARE(QJsonDocument(after).toJson(), QJsonDocument(before).toJson());
        QCOMPARE(traceToJsonLines(read.trace), traceToJsonLines(trace));
        Scenario reparsed;
        QVERIFY(parseScenario(read.scenarioJson, scenario, &reparsed, &error));
        QCOMPARE(reparsed.workers.size(), s.workers.size());
    }

    // Issue 28: what LockLab writes, LockLab reads. Random scenarios near the format's limits and
    // random captures, with wall-clock times as live runs add them, through both encodings and a
    // file each: every event comes back as it went in.
    void whatItWritesItReads_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed = 1; seed <= 24; ++seed)
            QTest::addRow("seed %u", seed) << seed;
    }

    void whatItWritesItReads()
    {
        QFETCH(quint32, seed);
        QRandomGenerator rng(seed);
        Recording written;
        if (seed % 4 == 0) {
            written.trace = randomCapture(rng);
            written.scenarioJson = scenarioJsonForTraffic(written.trace, anyText(rng));  // as import records it
        } else {
            written.scenarioJson = randomScenario(rng);
            Scenario s;
            LoadError error;
            QVERIFY2(parseScenario(written.scenarioJson, QStringLiteral("random.json"), &s, &error),
                     qPrintable(error.toString()));
            written.trace = simulate(s, s.policies, seed, RunLimits{200000, 64 << 20});
        }
        written.redisVersion = seed % 3 == 0 ? QStringLiteral("7.0.15") : QString();
        EventList &events = written.trace.events;
        QVERIFY(!events.isEmpty());
        for (qsizetype i = 0; i < events.size(); i += 1 + static_cast<qsizetype>(rng.bounded(5))) {
            TraceEvent e = events.at(i);
            e.wallAt = e.at + static_cast<qint64>(rng.bounded(1000000));  // a live run's wall clock runs ahead
            events.replace(i, e);
        }
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("r.locklab.json"), QStringLiteral("r.locklab")}) {
            const QString path = dir.filePath(name);
            QString error;
            QVERIFY2(saveRecording(path, written, &error), qPrintable(error));
            Recording read;
            QVERIFY2(loadRecording(path, &read, &error), qPrintable(error));
            QCOMPARE(read.trace.workers, written.trace.workers);
            QCOMPARE(read.trace.events.size(), events.size());
            QCOMPARE(QJsonDocument::fromJson(read.scenarioJson), QJsonDocument::fromJson(written.scenarioJson));
            QCOMPARE(traceToJsonLines(read.trace), traceToJsonLines(written.trace));
            QCOMPARE(writeRecording(read), writeRecording(written));  // every field of the header too
        }
    }

    // Issue 28's property at the formats' limits: what LockLab writes, LockLab reads. Captures as
    // large as MONITOR shows them (keys and tokens past 1 MiB, TTLs and times to Redis's and the
    // parser's largest) and traces with every field at a bound; written by the real writers to a
    // file in each encoding and read back by the real readers. Each either comes back field by
    // field, or the writer refuses it with a message: never a file LockLab cannot open.
    void whatItWritesItReadsAtTheLimits_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed = 1; seed <= test::repeats<quint32>(16, 4); ++seed)  // a sample under the sanitizers
            QTest::addRow("seed %u", seed) << seed;
    }

    void whatItWritesItReadsAtTheLimits()
    {
        QFETCH(quint32, seed);
        QRandomGenerator rng(seed * 2654435761U);
        Recording written;
        written.trace = seed % 2 ? limitCapture(rng) : limitEvents(rng);
        written.scenarioJson = scenarioJsonForTraffic(written.trace, anyText(rng));
        QVERIFY(!written.trace.events.isEmpty());
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("r.locklab.json"), QStringLiteral("r.locklab")}) {
            const QString path = dir.filePath(name);
            QString error;
            if (!saveRecording(path, written, &error)) {
                QVERIFY2(!error.isEmpty() && !error.contains(u'\n'), qPrintable(error));
                QVERIFY2(!QFile::exists(path), "a refused recording left a file");
                continue;
            }
            Recording read;
            QVERIFY2(loadRecording(path, &read, &error),
                     qPrintable(name + QStringLiteral(": written, not read: ") + error));
            QCOMPARE(read.trace.workers, written.trace.workers);
            QCOMPARE(read.trace.events.size(), written.trace.events.size());
            for (qsizetype i = 0; i < written.trace.events.size(); ++i) {
                QString field;
                QVERIFY2(sameEvent(read.trace.events.at(i), written.trace.events.at(i), &field),
                         qPrintable(QStringLiteral("%1: event %2 (%3): %4 differs")
                                        .arg(name)
                                        .arg(i)
                                        .arg(eventKindName(written.trace.events.at(i).kind), field)));
            }
            QCOMPARE(writeRecording(read), writeRecording(written));  // the header's fields too
        }
    }

    void badRecordingsSayWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        // One line, FILE:LINE:COL: path: message, as a scenario's errors are.
        QTest::newRow("not json") << QByteArray("{")
                                  << QStringLiteral("r.json:1:2: invalid JSON: expected a quoted field name");
        QTest::newRow("not a recording") << QByteArray(R"({"format": "other"})")
                                         << QStringLiteral("r.json:1:12: format: expected \"locklab-recording\"");
        const QByteArray head =
            R"({"format": "locklab-recording", "version": 1, "scenarioName": "x", "backend": "embedded",
            "lockKey": "k", "ttlMs": 100, "workers": ["A"], "events": )";
        QTest::newRow("bad kind") << head + R"([{"t": 0, "k": "boom"}]})"
                                  << QStringLiteral("r.json:2:86: events[0].k: expected one of \"sent\", \"reply\"");
        QTest::newRow("bad worker") << head + R"([{"t": 0, "k": "state", "w": 3, "st": "idle"}]})"
                                    << QStringLiteral(
                                           "r.json:2:100: events[0].w: expected a worker index below 1, got 3");
        QTest::newRow("out of order") << head + R"([{"t": 5, "k": "note", "tx": ""}, {"t": 1, "k": "note", "tx": ""}]})"
                                      << QStringLiteral("r.json:2:111: events[1].t: events must be in time order");
        QTest::newRow("unknown event field")
            << head + R"([{"t": 0, "k": "note", "tx": "", "zz": 1}]})"
            << QStringLiteral("r.json:2:110: events[0].zz: unknown field (expected one of: t, k, w, wall, tx, dl)");
        QTest::newRow("state without st")
            << head + R"([{"t": 0, "k": "state", "w": 0}]})"
            << QStringLiteral("r.json:2:72: events[0]: missing required field \"st\" for \"state\"");
        QTest::newRow("time not an integer")
            << head + R"([{"t": 0.5, "k": "note", "tx": ""}]})"
            << QStringLiteral("r.json:2:78: events[0].t: expected a non-negative integer, got 0.5");
        QTest::newRow("missing lockKey") << QByteArray(
            R"({"format": "locklab-recording", "version": 1, "scenarioName": "x", "backend": "embedded",
            "ttlMs": 100, "workers": ["A"], "events": []})")
                                         << QStringLiteral("r.json:1:1: missing required field \"lockKey\"");
        QTest::newRow("version 2") << QByteArray(R"({"format": "locklab-recording", "version": 2})")
                                   << QStringLiteral(
                                          "r.json:1:44: version: expected an integer from 1 to 1, got 2 (too large)");
        QTest::newRow("bad seed") << head + R"([], "seed": "x1"})"
                                  << QStringLiteral("r.json:2:83: seed: expected a decimal number, got \"x1\"");
    }

    void badRecordingsSayWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        Recording r;
        QString error;
        QVERIFY(!readRecording(json, QStringLiteral("r.json"), &r, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
        // Issue 19, F10: the position reaches the user. From a file, as the app opens it, and from
        // `locklab replay`: the same line, under the file's own name, exit 2.
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("r.json"), json);
        const QString line = path + error.mid(QStringLiteral("r.json").size());
        QVERIFY(!loadRecording(path, &r, &error));
        QCOMPARE(error, line);
        const test::Cli replay = test::runCli({QStringLiteral("replay"), path});
        QCOMPARE(replay.exitCode, 2);
        QCOMPARE(QString::fromUtf8(replay.err), line + u'\n');
    }

    // Issue 18: the compact encoding carries exactly what the JSON one does, for every built-in race
    // (faults, unknown replies, fences, heartbeats) and a live-looking trace with wall-clock times.
    void compactRoundTripIsExact_data() { roundTripIsExact_data(); }

    void compactRoundTripIsExact()
    {
        QFETCH(QString, scenario);
        Scenario s;
        LoadError loadError;
        QVERIFY(loadBuiltinScenario(scenario, &s, &loadError));
        Trace trace = simulate(s, s.policies, 7);
        for (qsizetype i = 0; i < trace.events.size(); i += 3) {
            TraceEvent e = trace.events.at(i);
            e.wallAt = e.at + 17 * i;  // as a live run records them
            trace.events.replace(i, e);
        }
        const Recording written{s.source, QStringLiteral("7.0.15"), trace};
        Recording read;
        QString error;
        QVERIFY2(readCompact(compactBytes(written), &read, &error), qPrintable(error));
        QCOMPARE(read.redisVersion, QStringLiteral("7.0.15"));
        QCOMPARE(read.trace.workers, trace.workers);
        QCOMPARE(read.trace.events.size(), trace.events.size());
        QCOMPARE(traceToJsonLines(read.trace), traceToJsonLines(trace));
        QCOMPARE(writeRecording(read), writeRecording(written));  // every field, wall clock included
        QCOMPARE(QJsonDocument(runToJson(s, read.trace, summarize(read.trace))).toJson(),
                 QJsonDocument(runToJson(s, trace, summarize(trace))).toJson());
    }

    // Issue 30 item 2: a stall (FaultKind 8, after promotion) and a latency of one instance keep their
    // kind, instance, band and value through both encodings (the compact kind's 4 bits hold it).
    void stallAndInstanceDelayRoundTrip()
    {
        Scenario s;
        LoadError loadError;
        QVERIFY(loadBuiltinScenario(QStringLiteral("redlock-majority"), &s, &loadError));
        s.faults.append(Fault{.kind = FaultKind::Stall, .atMs = 5, .ms = 120, .instance = 4});
        s.faults.append(Fault{.kind = FaultKind::Latency, .atMs = 6, .ms = 30, .untilMs = 400, .instance = 1});
        const Trace trace = simulate(s, s.policies, 7);
        int faults = 0;
        for (const TraceEvent &e : trace.events.ofKind(EventKind::Fault)) {
            faults += (e.fault == FaultKind::Stall && e.requestId == 5 && e.deadline == e.at + usFromMs(120))
                      || (e.fault == FaultKind::Latency && e.requestId == 2 && e.value == 30);
        }
        QCOMPARE(faults, 2);
        const Recording written{s.source, QStringLiteral("7.0.15"), trace};
        Recording compact;
        QString error;
        QVERIFY2(readCompact(compactBytes(written), &compact, &error), qPrintable(error));
        QCOMPARE(traceToJsonLines(compact.trace), traceToJsonLines(trace));
        Recording json;
        QVERIFY2(readRecording(writeRecording(written), QStringLiteral("x.locklab.json"), &json, &error),
                 qPrintable(error));
        QCOMPARE(traceToJsonLines(json.trace), traceToJsonLines(trace));
        QVERIFY(writeRecording(written).contains("\"stall\""));
    }

    // Watched traffic (a real redis-py race) with a lost MONITOR connection in it: the gap and its end,
    // their reason and the inferred beliefs come back from the compact encoding as they went in.
    void compactRoundTripKeepsWatchedTrafficAndGaps()
    {
        Recording written;
        QString error;
        QVERIFY2(loadRecording(QStringLiteral(LOCKLAB_TEST_DATA "/watch/redispy-race.locklab.json"), &written, &error),
                 qPrintable(error));
        EventList &events = written.trace.events;
        QVERIFY(events.size() > 4);
        TraceEvent lost;
        lost.kind = EventKind::Gap;
        lost.at = events.at(2).at;
        lost.value = 1;
        lost.text = QStringLiteral("MONITOR connection lost: Connection reset by peer");
        TraceEvent back = lost;
        back.at = events.at(3).at;
        back.value = 0;
        back.text = QStringLiteral("MONITOR connection back");
        events.insert(3, back);
        events.insert(3, lost);
        Recording read;
        QVERIFY2(readCompact(compactBytes(written), &read, &error), qPrintable(error));
        QCOMPARE(read.trace.events.size(), events.size());
        QCOMPARE(read.trace.events.at(3).kind, EventKind::Gap);
        QCOMPARE(read.trace.events.at(3).value, 1);
        QCOMPARE(read.trace.events.at(4).value, 0);
        const QList<QByteArray> got = traceToJsonLines(read.trace).split('\n');
        const QList<QByteArray> wanted = traceToJsonLines(written.trace).split('\n');
        for (qsizetype i = 0; i < wanted.size(); ++i)
            QCOMPARE(got.value(i), wanted.at(i));
        QCOMPARE(writeRecording(read), writeRecording(written));
    }

    // Issue 25: watched traffic saved and opened again shows the same lock keys, each with the same
    // figures, verdict and summary, and the same deduplication keys, in both encodings: a finished
    // capture, and a watch saved while it runs (each key's snapshot open to the watch's "now", so a
    // holding still believed runs to there, not to the key's last event).
    void watchedTrafficKeepsEveryKey_data()
    {
        QTest::addColumn<QString>("capture");
        QTest::addColumn<bool>("live");
        for (const char *capture : {"lab.monitor.log", "services.monitor.log", "services-cut.monitor.log"}) {
            QTest::addRow("%s finished", capture) << QString::fromLatin1(capture) << false;
            QTest::addRow("%s while watched", capture) << QString::fromLatin1(capture) << true;
        }
    }

    void watchedTrafficKeepsEveryKey()
    {
        QFETCH(QString, capture);
        QFETCH(bool, live);
        TrafficInterpreter interpreter(TrafficOptions{});
        QString error;
        QVERIFY2(importMonitorLog(QStringLiteral(LOCKLAB_TEST_DATA "/watch/") + capture, interpreter, &error),
                 qPrintable(error));
        Micros end = 0;
        for (qsizetype i = 0; i < interpreter.keyCount(); ++i)
            end = std::max(end, interpreter.keyTrace(i).endTime());
        const TrafficResult watched = live ? TrafficResult(interpreter, end + 5000000) : TrafficResult(interpreter);
        QVERIFY(watched.locks().size() > 1);
        Trace shown = watched.locks().constLast().trace;  // saved while another key is shown
        shown.scenario = QStringLiteral("watch");
        const Recording written = trafficRecording(shown, QStringLiteral("watched"), QStringLiteral("7.0.15"), watched);
        const QByteArray keys = QJsonDocument(lockKeysToJson(watched)).toJson();
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("w.locklab.json"), QStringLiteral("w.locklab")}) {
            const QString path = dir.filePath(name);
            QVERIFY2(saveRecording(path, written, &error), qPrintable(error));
            Recording read;
            QVERIFY2(loadRecording(path, &read, &error), qPrintable(error));
            QCOMPARE(read.trace.lockKey, shown.lockKey);
            const TrafficResult reopened(read);
            QCOMPARE(reopened.locks().size(), watched.locks().size());
            QCOMPARE(reopened.verdict(), watched.verdict());
            QCOMPARE(reopened.withViolations(), watched.withViolations());
            // Every key's figures and summary, worst first, as `import --json` gives them.
            const QByteArray back = QJsonDocument(lockKeysToJson(reopened)).toJson();
            const QList<QByteArray> got = back.split('\n'), wanted = keys.split('\n');
            for (qsizetype i = 0; i < std::max(got.size(), wanted.size()); ++i)
                QCOMPARE(got.value(i), wanted.value(i));
            QCOMPARE(reopened.deduplicationKeys(), watched.deduplicationKeys());
            QCOMPARE(writeRecording(read), writeRecording(written));  // and every field of the file
        }
    }

    // Recordings written before the compact format (and before the JSON writer streamed) still open,
    // and convert to the compact format and back without losing anything.
    void version1RecordingsStillLoad_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("events");
        QTest::newRow("naive-del") << QStringLiteral("v1-naive-del.locklab.json")
                                   << QStringLiteral("mutual-exclusion-violated") << 31;
        QTest::newRow("restart-aof") << QStringLiteral("v1-restart-aof.locklab.json") << QStringLiteral("safe") << 69;
        QTest::newRow("lost-reply") << QStringLiteral("v1-lost-reply.locklab.json") << QStringLiteral("safe") << 46;
    }

    void version1RecordingsStillLoad()
    {
        QFETCH(QString, file);
        QFETCH(QString, verdict);
        QFETCH(int, events);
        const QString path = QStringLiteral(LOCKLAB_TEST_DATA "/recordings/") + file;
        Recording old;
        QString error;
        QVERIFY2(loadRecording(path, &old, &error), qPrintable(error));
        QCOMPARE(old.trace.events.size(), events);
        QCOMPARE(verdictName(summarize(old.trace).verdict), verdict);
        QTemporaryDir dir;
        const QString compact = dir.filePath(QStringLiteral("again.locklab"));
        const QString json = dir.filePath(QStringLiteral("again.locklab.json"));
        QVERIFY2(saveRecording(compact, old, &error), qPrintable(error));
        QVERIFY2(saveRecording(json, old, &error), qPrintable(error));
        for (const QString &again : {compact, json}) {
            Recording reread;
            QVERIFY2(loadRecording(again, &reread, &error), qPrintable(error));
            QCOMPARE(traceToJsonLines(reread.trace), traceToJsonLines(old.trace));
            QCOMPARE(writeRecording(reread), writeRecording(old));
        }
        QFile first(compact);
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(first.read(compactRecordingMagic().size()), compactRecordingMagic());
    }

    // The goal is ≤ 24 bytes per event on disk (issue 18); a busy contention race stays well under it.
    void compactIsSmall()
    {
        const Trace trace = builtinTrace(QStringLiteral("retry-jitter"), 1);
        const QByteArray bytes = compactBytes(Recording{{}, {}, trace});
        const double perEvent = double(bytes.size()) / double(trace.events.size());
        QVERIFY2(perEvent < 24, qPrintable(QString::number(perEvent)));
        QVERIFY(bytes.size() * 8 < writeRecording(Recording{{}, {}, trace}).size());
    }

    // Issue 28: a compact recording of a later version is told so, not "invalid JSON".
    void newerCompactVersionIsNamed_data()
    {
        QTest::addColumn<QByteArray>("firstLine");
        QTest::addColumn<QString>("message");
        QTest::newRow("version 3") << QByteArray("locklab-recording compact 3\n")
                                   << QStringLiteral(":1:1: a compact recording of version 3, which this LockLab "
                                                     "cannot read (it reads versions 1 and 2)");
        QTest::newRow("version 10") << QByteArray("locklab-recording compact 10\n")
                                    << QStringLiteral(":1:1: a compact recording of version 10, which");
    }

    void newerCompactVersionIsNamed()
    {
        QFETCH(QByteArray, firstLine);
        QFETCH(QString, message);
        QByteArray bytes = compactBytes(Recording{{}, {}, builtinTrace(QStringLiteral("naive-del"), 1)});
        bytes.replace(0, compactRecordingMagic().size(), firstLine);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("r.locklab"), bytes);
        Recording r;
        QString error;
        QVERIFY(!loadRecording(path, &r, &error));
        QVERIFY2(error.startsWith(path + message), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("JSON")), qPrintable(error));
    }

    void badCompactRecordingsSayWhere_data()
    {
        QTest::addColumn<int>("cut");  // bytes cut off the end; -1: flip a byte in the middle instead
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << 40 << QStringLiteral("r.locklab: ");
        QTest::newRow("only the magic") << -2 << QStringLiteral("r.locklab: header: ");
        QTest::newRow("corrupt") << -1 << QStringLiteral("r.locklab: ");
    }

    void badCompactRecordingsSayWhere()
    {
        QFETCH(int, cut);
        QFETCH(QString, message);
        QByteArray bytes = compactBytes(Recording{{}, {}, builtinTrace(QStringLiteral("naive-del"), 1)});
        if (cut > 0)
            bytes.chop(cut);
        else if (cut == -2)
            bytes = compactRecordingMagic();
        else
            bytes[bytes.size() - 12] = static_cast<char>(bytes.at(bytes.size() - 12) ^ 0x5a);
        Recording r;
        QString error;
        QVERIFY(!readCompact(bytes, &r, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
        if (cut == -1)  // the frame's checksum catches it, wherever the byte was
            QVERIFY2(error.contains(QStringLiteral("corrupt")), qPrintable(error));
        QVERIFY(r.trace.events.isEmpty());
        // From a file, as the CLI and the app read it: the same line, the file named once.
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("r.locklab"), bytes);
        LoadError loadError;
        QVERIFY(!loadRecording(path, &r, &loadError));
        const QString line = loadError.toString();
        QCOMPARE(line, QString(path + error.mid(QStringLiteral("r.locklab").size())));
        QCOMPARE(line.count(path), 1);
    }

    // A budget on events (issue 19) and a Cancel in the progress callback both stop the read early.
    void compactReadHonoursLimitsAndCancel()
    {
        const Trace trace = builtinTrace(QStringLiteral("retry-jitter"), 1);
        const QByteArray bytes = compactBytes(Recording{{}, {}, trace});
        Recording r;
        QString error;
        RecordingReadOptions limited;
        limited.limits.maxEvents = trace.events.size() - 1;
        QVERIFY(!readCompact(bytes, &r, &error, limited));
        QVERIFY2(error.contains(QStringLiteral("limit of %1").arg(limited.limits.maxEvents)), qPrintable(error));
        limited.limits.maxEvents = trace.events.size();
        QVERIFY2(readCompact(bytes, &r, &error, limited), qPrintable(error));

        RecordingReadOptions cancelled;
        int calls = 0;
        cancelled.progress = [&calls](qint64, qint64) { return ++calls < 1; };
        Recording none;
        QVERIFY(!readCompact(bytes, &none, &error, cancelled));
        QVERIFY2(error.endsWith(QStringLiteral("cancelled")), qPrintable(error));
        QCOMPARE(calls, 1);
        QVERIFY(none.trace.events.isEmpty());

        qint64 last = -1, total = 0;
        RecordingReadOptions watched;
        watched.progress = [&](qint64 done, qint64 all) {
            last = done;
            total = all;
            return true;
        };
        QVERIFY(readCompact(bytes, &r, &error, watched));
        QCOMPARE(last, total);
        QCOMPARE(total, qint64(bytes.size()));
    }

    // Issue 31: the prefixes handed out while a compact recording is read (a window's preview)
    // share the events the reader goes on appending to, instead of being copied by its next
    // append (200 MiB at 10 M events), and each still reads exactly its first events.
    void compactPrefixesShareTheEvents()
    {
        const Trace trace = builtinTrace(QStringLiteral("retry-jitter"), 1);
        QVERIFY(trace.events.size() > 40);
        const QByteArray bytes = compactBytes(Recording{{}, {}, trace});
        QList<Recording> prefixes;
        RecordingReadOptions options;
        options.firstPrefix = 2;
        options.prefix = [&prefixes](const Recording &sofar) { prefixes.append(sofar); };
        Recording r;
        QString error;
        QVERIFY2(readCompact(bytes, &r, &error, options), qPrintable(error));
        QCOMPARE(traceToJsonLines(r.trace), traceToJsonLines(trace));
        QVERIFY(prefixes.size() >= 2);  // 2, 8, 32, ... events
        // After the first, a prefix is at most a quarter of the run: a window shows it while the
        // whole run is interpreted, and one near the whole would nearly double that peak.
        QCOMPARE(prefixes.first().trace.events.size(), 2);
        for (qsizetype i = 1; i < prefixes.size(); ++i)
            QVERIFY2(prefixes.at(i).trace.events.size() <= r.trace.events.size() / 4,
                     qPrintable(QStringLiteral("a prefix of %1 of %2 events")
                                    .arg(prefixes.at(i).trace.events.size())
                                    .arg(r.trace.events.size())));
        for (const Recording &p : std::as_const(prefixes)) {
            QVERIFY(p.trace.events.size() < r.trace.events.size());
            QVERIFY2(p.trace.events.sharesEventsWith(r.trace.events),
                     qPrintable(QStringLiteral("the prefix of %1 events was copied").arg(p.trace.events.size())));
            Trace expected = trace;
            expected.events.resize(p.trace.events.size());
            QCOMPARE(traceToJsonLines(p.trace), traceToJsonLines(expected));
        }
    }

    // What LockLab writes, LockLab reads (issue 25, item 6): watched traffic with so many lock keys
    // that version 1's header (every other key's events as JSON) passes the reader's limit. Version 2
    // writes each key's header and events after the recording's own: every key comes back exact.
    void manyKeysRoundTrip()
    {
        QTemporaryDir dir;
        const int keys = manyKeys();
        const QString capture = test::writeFile(dir, QStringLiteral("c.log"), manyKeysCapture(keys, 8));
        TrafficInterpreter interpreter(TrafficOptions{});
        QString error;
        QVERIFY2(importMonitorLog(capture, interpreter, &error), qPrintable(error));
        const TrafficResult watched(interpreter);
        QCOMPARE(watched.locks().size(), qsizetype(keys));
        Trace shown = watched.locks().constFirst().trace;
        shown.scenario = QStringLiteral("watch");
        const Recording written = trafficRecording(shown, QStringLiteral("watched"), QString(), watched);
        QCOMPARE(written.keys.size(), qsizetype(keys - 1));
        // The case this test is for: version 1 wrote every other key's events into its header as
        // JSON, about 230 bytes each; this capture's came to 69 MB, over the reader's 64 MiB (building
        // that JSON here would take the test's whole time, so the event count stands for it).
        qint64 otherEvents = 0;
        for (const Trace &key : written.keys)
            otherEvents += key.events.size();
        if (!test::underSanitizers)  // their 600 keys' header would be smaller: a sample of the paths only
            QVERIFY2(otherEvents * 220 > (64 << 20), qPrintable(QString::number(otherEvents)));
        const QString path = dir.filePath(QStringLiteral("w.locklab"));
        QVERIFY2(saveRecording(path, written, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(compactRecordingMagic(2).size()), compactRecordingMagic(2));
        Recording read;
        QVERIFY2(loadRecording(path, &read, &error), qPrintable(error));
        QCOMPARE(read.trace.lockKey, shown.lockKey);
        QCOMPARE(read.keys.size(), written.keys.size());
        for (qsizetype k = 0; k < written.keys.size(); ++k) {
            const Trace &a = read.keys.at(k), &b = written.keys.at(k);
            QCOMPARE(a.lockKey, b.lockKey);
            QCOMPARE(a.workers, b.workers);
            QCOMPARE(a.ttlMs, b.ttlMs);
            QCOMPARE(a.observedUntil, b.observedUntil);
            QCOMPARE(a.events.size(), b.events.size());
        }
        QCOMPARE(traceToJsonLines(read.keys.constLast()), traceToJsonLines(written.keys.constLast()));
        const TrafficResult reopened(read);
        QCOMPARE(reopened.locks().size(), watched.locks().size());
        QCOMPARE(reopened.verdict(), watched.verdict());
        QCOMPARE(reopened.withViolations(), watched.withViolations());

        // Every key's events count against the reader's budget, not only the shown key's.
        RecordingReadOptions limited;
        limited.limits.maxEvents = read.trace.events.size() + read.keys.constFirst().events.size();
        LoadError refused;
        QVERIFY(!loadRecording(path, &read, &refused, limited));
        QVERIFY(refused.limitReached);
    }

    // The same through the command line: `import --record` then `replay`, the same keys.
    void manyKeysImportRecordThenReplay()
    {
        QTemporaryDir dir;
        const int keys = manyKeys();
        const QString capture = test::writeFile(dir, QStringLiteral("c.log"), manyKeysCapture(keys, 8));
        const QString recording = dir.filePath(QStringLiteral("x.locklab"));
        const test::Cli imported =
            test::runCli({QStringLiteral("import"), capture, QStringLiteral("--record"), recording}, 120000);
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const QByteArray first = QByteArray::number(keys) + " lock keys";
        QVERIFY2(imported.out.startsWith(first), imported.out.left(200).constData());
        const test::Cli replayed = test::runCli({QStringLiteral("replay"), recording}, 120000);
        QVERIFY2(replayed.exitCode == 0, replayed.err.constData());
        QVERIFY2(replayed.out.startsWith(first), replayed.out.left(200).constData());
        QCOMPARE(replayed.out.left(replayed.out.indexOf('\n')), imported.out.left(imported.out.indexOf('\n')));
    }

    void cliRecordThenReplay()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("run.locklab.json"));
        const QStringList runArguments{QStringLiteral("run"), QStringLiteral("ttl-overlap"),
                                       QStringLiteral("--fencing"), QStringLiteral("on"), QStringLiteral("--record")};
        const test::Cli run = test::runCli(runArguments + QStringList{file});
        QCOMPARE(run.exitCode, 0);
        const test::Cli replay = test::runCli({QStringLiteral("replay"), file});
        QCOMPARE(replay.exitCode, 0);
        QCOMPARE(replay.out, run.out);
        // The compact encoding through the command line: the same report, from a much smaller file.
        const QString compact = dir.filePath(QStringLiteral("run.locklab"));
        QCOMPARE(test::runCli(runArguments + QStringList{compact}).exitCode, 0);
        const test::Cli replayCompact = test::runCli({QStringLiteral("replay"), compact});
        QCOMPARE(replayCompact.exitCode, 0);
        QCOMPARE(replayCompact.out, replay.out);
        QVERIFY(QFileInfo(compact).size() * 4 < QFileInfo(file).size());
        QCOMPARE(test::runCli({QStringLiteral("replay"), dir.filePath(QStringLiteral("nope.json"))}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestRecording)
#include "tst_recording.moc"
