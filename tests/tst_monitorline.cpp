// SPDX-License-Identifier: MIT
#include "core/monitorline.h"
#include "core/trafficinterpreter.h"

#include <QTest>

#include <type_traits>

using namespace locklab;

Q_DECLARE_METATYPE(locklab::MonitorLine::Source)

// The slots are defined after the class: moc's tokenizer trips over the raw string literals.
class TestMonitorLine : public QObject {
    Q_OBJECT

private slots:
    void commands_data();
    void commands();
    void borrowedIsTheSameParse_data() { commands_data(); }
    void borrowedIsTheSameParse();
    void packedIsTheSameLine_data() { commands_data(); }
    void packedIsTheSameLine();
    void packedReusesOnlyItsOwnBuffers();
    void unpackRefusesWhatIsNotOnePackedLine();
    void ignored_data();
    void ignored();
    void invalid_data();
    void invalid();
    void everyPrefix();
};

void TestMonitorLine::commands_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<qint64>("serverUs");
    QTest::addColumn<int>("db");
    QTest::addColumn<MonitorLine::Source>("source");
    QTest::addColumn<QByteArray>("client");
    QTest::addColumn<QList<QByteArray>>("args");
    using S = MonitorLine::Source;
    using L = QList<QByteArray>;
    QTest::newRow("set nx px") << QByteArray(
        R"(1796116259.916223 [0 127.0.0.1:41448] "set" "lock" "tok" "NX" "PX" "500")")
                               << qint64(1796116259916223) << 0 << S::Tcp << QByteArray("127.0.0.1:41448")
                               << L{"set", "lock", "tok", "NX", "PX", "500"};
    QTest::newRow("lua line") << QByteArray(R"(1796116259.987494 [0 lua] "get" "k")") << qint64(1796116259987494) << 0
                              << S::Lua << QByteArray() << L{"get", "k"};
    QTest::newRow("unix socket, db 12") << QByteArray(
        R"(1700000000.000001 [12 unix:/run/redis/redis.sock] "DEL" "lock")")
                                        << qint64(1700000000000001) << 12 << S::Unix
                                        << QByteArray("/run/redis/redis.sock") << L{"DEL", "lock"};
    QTest::newRow("ipv6 client") << QByteArray(R"(1700000000.500000 [0 [::1]:6380] "PING")") << qint64(1700000000500000)
                                 << 0 << S::Tcp << QByteArray("[::1]:6380") << L{"PING"};
    QTest::newRow("escaped quote and space")
        << QByteArray(R"(1.000000 [0 1.2.3.4:5] "set" "k\"x" "a b")") << qint64(1000000) << 0 << S::Tcp
        << QByteArray("1.2.3.4:5") << L{"set", "k\"x", "a b"};
    QTest::newRow("every sdscatrepr escape") << QByteArray(R"(2.000000 [0 c:1] "\\\"\n\r\t\a\b")") << qint64(2000000)
                                             << 0 << S::Tcp << QByteArray("c:1") << L{QByteArray("\\\"\n\r\t\a\b")};
    QTest::newRow("binary value") << QByteArray(R"(3.000000 [0 c:1] "SET" "bin" "\x00\xff\n")") << qint64(3000000) << 0
                                  << S::Tcp << QByteArray("c:1") << L{"SET", "bin", QByteArray("\x00\xff\n", 3)};
    QTest::newRow("empty argument") << QByteArray(R"(4.000000 [0 c:1] "SET" "k" "")") << qint64(4000000) << 0 << S::Tcp
                                    << QByteArray("c:1") << L{"SET", "k", ""};
    QTest::newRow("crlf ending") << QByteArray("5.000001 [0 c:1] \"GET\" \"k\"\r\n") << qint64(5000001) << 0 << S::Tcp
                                 << QByteArray("c:1") << L{"GET", "k"};
    QTest::newRow("raw RESP status") << QByteArray("+5.000002 [0 c:1] \"GET\" \"k\"") << qint64(5000002) << 0 << S::Tcp
                                     << QByteArray("c:1") << L{"GET", "k"};
    // An EVAL's body: plain runs between escapes, each copied whole into one allocation.
    QTest::newRow("runs between escapes")
        << QByteArray("7.000000 [0 c:1] \"EVAL\" \"local t = redis.call(\\\"get\\\", KEYS[1])\\n  if t == ARGV[1] "
                      "then\\n    return 1\\n  end\\n  return 0\" \"1\"")
        << qint64(7000000) << 0 << S::Tcp << QByteArray("c:1")
        << L{"EVAL", "local t = redis.call(\"get\", KEYS[1])\n  if t == ARGV[1] then\n    return 1\n  end\n  return 0",
             "1"};
    QTest::newRow("RedisInsight JSON escapes")
        << QByteArray(R"(6.000000 [0 c:1] "SET" "k" "\u00e9\/\f")") << qint64(6000000) << 0 << S::Tcp
        << QByteArray("c:1") << L{"SET", "k", QByteArray("\xc3\xa9/\f")};
}
void TestMonitorLine::commands()
{
    QFETCH(QByteArray, line);
    MonitorLine out;
    MonitorParseError error;
    QCOMPARE(parseMonitorLine(line, &out, &error), MonitorParse::Command);
    QTEST(out.serverTimeUs, "serverUs");
    QTEST(out.db, "db");
    QTEST(out.source, "source");
    QTEST(out.client, "client");
    QTEST(out.args, "args");
}

// The router's parse: the same fields, its plain arguments views of the line (no copy), and
// owned() a copy of its own that outlives the line's bytes.
void TestMonitorLine::borrowedIsTheSameParse()
{
    QFETCH(QByteArray, line);
    QByteArray bytes(line.constData(), line.size());  // a buffer of its own, overwritten below
    MonitorLine copied, borrowed;
    QCOMPARE(parseMonitorLine(bytes, &copied, nullptr), MonitorParse::Command);
    QCOMPARE(parseMonitorLineBorrowed(bytes, &borrowed, nullptr), MonitorParse::Command);
    QCOMPARE(borrowed.serverTimeUs, copied.serverTimeUs);
    QCOMPARE(borrowed.db, copied.db);
    QCOMPARE(borrowed.source, copied.source);
    QCOMPARE(borrowed.client, copied.client);
    QCOMPARE(borrowed.args, copied.args);
    const char *begin = bytes.constData(), *end = begin + bytes.size();
    const auto inLine = [&](const QByteArray &a) { return a.constData() >= begin && a.constData() < end; };
    // A view where the argument stands in the line as it is (no escape, not empty), else a copy.
    QList<QByteArray> kept;
    for (qsizetype i = 0; i < borrowed.args.size(); ++i) {
        const QByteArray &a = borrowed.args.at(i);
        QCOMPARE(inLine(a), !a.isEmpty() && bytes.contains(QByteArray('"' + a + '"')));
        QVERIFY(!inLine(copied.args.at(i)));
        kept.append(owned(a));
        QVERIFY(!inLine(kept.constLast()));
    }
    bytes.fill('x');  // the next line read into the same buffer
    QCOMPARE(kept, copied.args);
}

// Every field and argument as parsed, null and empty alike, whether it is unpacked into a new line
// or into one that held a longer line before (whose buffers it reuses).
void TestMonitorLine::packedIsTheSameLine()
{
    QFETCH(QByteArray, line);
    MonitorLine parsed;
    QCOMPARE(parseMonitorLine(line, &parsed, nullptr), MonitorParse::Command);
    QByteArray packed("before");  // packMonitorLine appends
    packMonitorLine(parsed, &packed);
    QVERIFY(packed.startsWith("before"));
    MonitorLine fresh, reused;
    reused.serverTimeUs = 99;
    reused.db = 7;
    reused.source = MonitorLine::Source::Unix;
    reused.client = "an older client, longer";
    reused.args = {"EVALSHA", "0123456789abcdef0123456789abcdef01234567", "1", "key", "token", "x", "y", "z", "w"};
    for (MonitorLine *out : {&fresh, &reused}) {
        QVERIFY(unpackMonitorLine(QByteArrayView(packed).sliced(6), out));
        QCOMPARE(out->serverTimeUs, parsed.serverTimeUs);
        QCOMPARE(out->db, parsed.db);
        QCOMPARE(out->source, parsed.source);
        QCOMPARE(out->client, parsed.client);
        QCOMPARE(out->client.isNull(), parsed.client.isNull());
        QCOMPARE(out->args, parsed.args);
        for (qsizetype i = 0; i < parsed.args.size(); ++i)
            QCOMPARE(out->args.at(i).isNull(), parsed.args.at(i).isNull());
    }
}

// A line's arguments kept past it (a script's lua line) are not overwritten by the next one, and
// an argument of its own is written in place.
void TestMonitorLine::packedReusesOnlyItsOwnBuffers()
{
    MonitorLine a, b, out;
    QCOMPARE(parseMonitorLine(R"(1.000000 [0 c:1] "GET" "lock:a")", &a, nullptr), MonitorParse::Command);
    QCOMPARE(parseMonitorLine(R"(2.000000 [0 c:2] "DEL" "lock:b")", &b, nullptr), MonitorParse::Command);
    QByteArray first, second;
    packMonitorLine(a, &first);
    packMonitorLine(b, &second);
    QVERIFY(unpackMonitorLine(first, &out));
    const QList<QByteArray> keptList = out.args;  // the list shared
    const QByteArray keptKey = out.args.at(1);    // one argument shared
    QVERIFY(unpackMonitorLine(second, &out));
    QCOMPARE(keptList, a.args);
    QCOMPARE(keptKey, QByteArray("lock:a"));
    QCOMPARE(out.args, b.args);
    QVERIFY(unpackMonitorLine(first, &out));  // the list is its own again
    const char *ownKey = out.args.at(1).constData();
    QVERIFY(unpackMonitorLine(second, &out));
    QCOMPARE(out.args, b.args);
    QCOMPARE(out.args.at(1).constData(), ownKey);  // written in place
}

void TestMonitorLine::unpackRefusesWhatIsNotOnePackedLine()
{
    MonitorLine line, out;
    QCOMPARE(parseMonitorLine(R"(1.000000 [0 c:1] "SET" "k" "v")", &line, nullptr), MonitorParse::Command);
    QByteArray packed;
    packMonitorLine(line, &packed);
    for (qsizetype n = 0; n < packed.size(); ++n)
        QVERIFY2(!unpackMonitorLine(QByteArrayView(packed).first(n), &out), qPrintable(QString::number(n)));
    QVERIFY(!unpackMonitorLine(QByteArray(packed + 'x'), &out));
    QByteArray badSource = packed;
    badSource[12] = 9;
    QVERIFY(!unpackMonitorLine(badSource, &out));
    MonitorLine noCommand = line;
    noCommand.args.clear();
    QByteArray none;
    packMonitorLine(noCommand, &none);
    QVERIFY(!unpackMonitorLine(none, &out));  // what the interpreter would read args.at(0) of
    QVERIFY(unpackMonitorLine(packed, &out));
    QCOMPARE(out.args, line.args);
}

void TestMonitorLine::ignored_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("newline") << QByteArray("\n");
    QTest::newRow("redis-cli's OK") << QByteArray("OK\n");
    QTest::newRow("status OK") << QByteArray("+OK\r\n");
}
void TestMonitorLine::ignored()
{
    QFETCH(QByteArray, line);
    QCOMPARE(parseMonitorLine(line, nullptr, nullptr), MonitorParse::Ignored);
}

void TestMonitorLine::invalid_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a timestamp") << QByteArray("hello") << 1 << QStringLiteral("expected the timestamp");
    QTest::newRow("no microseconds") << QByteArray("12 [0 c] \"x\"") << 3 << QStringLiteral("expected '.'");
    QTest::newRow("five digits of µs") << QByteArray("1.12345 [0 c] \"x\"") << 3 << QStringLiteral("six digits");
    QTest::newRow("no db") << QByteArray("1.000000 [c] \"x\"") << 11 << QStringLiteral("database number");
    QTest::newRow("no closing bracket") << QByteArray("1.000000 [0 c \"x\"") << 13 << QStringLiteral("']'");
    QTest::newRow("truncated inside an argument")
        << QByteArray("1.000000 [0 c:1] \"SET\" \"lo") << 24 << QStringLiteral("unterminated");
    QTest::newRow("truncated after a backslash")
        << QByteArray("1.000000 [0 c:1] \"SET\" \"a\\") << 24 << QStringLiteral("unterminated");
    QTest::newRow("truncated \\x") << QByteArray("1.000000 [0 c:1] \"a\\x4\"") << 20 << QStringLiteral("two hex");
    QTest::newRow("unknown escape") << QByteArray("1.000000 [0 c:1] \"a\\q\"") << 20
                                    << QStringLiteral("unknown escape");
    QTest::newRow("unknown escape after a run and an escape")
        << QByteArray("1.000000 [0 c:1] \"ab\\ncd\\q\"") << 25 << QStringLiteral("unknown escape");
    QTest::newRow("truncated in a run after an escape")
        << QByteArray("1.000000 [0 c:1] \"a\\nbc") << 18 << QStringLiteral("unterminated");
    QTest::newRow("unquoted argument") << QByteArray("1.000000 [0 c:1] GET") << 18 << QStringLiteral("quoted argument");
    QTest::newRow("no command") << QByteArray("1.000000 [0 c:1]") << 17 << QStringLiteral("expected a command");
    QTest::newRow("two spaces") << QByteArray("1.000000 [0 c:1] \"a\"  \"b\"") << 22
                                << QStringLiteral("quoted argument");
    // fuzz_monitorline: seconds that fit in 64 bits, but not once in microseconds (UBSan: overflow).
    QTest::newRow("timestamp past 64-bit microseconds")
        << QByteArray("17170000000000.123456 [0 127.0.0.1:1] \"x\"") << 22 << QStringLiteral("timestamp out of range");
    QTest::newRow("huge number") << QByteArray("12345678901234567890.000000 [0 c] \"x\"") << 19
                                 << QStringLiteral("too long");
}
// Issue 28: an error past 2 GiB into a line had a negative column (an int). A line that long would
// take gigabytes of memory in a test, so the type is what is checked: it holds any offset.
static_assert(std::is_same_v<decltype(MonitorParseError::column), qint64>);
static_assert(std::is_same_v<decltype(InvalidLine::column), qint64>);

void TestMonitorLine::invalid()
{
    QFETCH(QByteArray, line);
    MonitorLine out;
    out.db = 99;
    MonitorParseError error;
    QCOMPARE(parseMonitorLine(line, &out, &error), MonitorParse::Invalid);
    QFETCH(int, column);
    QCOMPARE(error.column, qint64(column));
    QFETCH(QString, message);
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(out.db, 99);  // nothing written on failure
}

// Any prefix of a valid line is either a shorter valid line or an error, never a crash or a
// read past the end (the fuzzer's property, on one line by hand).
void TestMonitorLine::everyPrefix()
{
    const QByteArray line(R"(1796116259.916223 [3 [::1]:41448] "set" "k\"\\\x00" "\xff" "PX" "500")");
    for (qsizetype n = 0; n <= line.size(); ++n) {
        const QByteArray prefix = line.left(n);  // a copy: no bytes beyond it to read by mistake
        MonitorLine out;
        MonitorParseError error;
        const MonitorParse result = parseMonitorLine(prefix, &out, &error);
        if (result == MonitorParse::Invalid)
            QVERIFY(error.column >= 1 && error.column <= n + 1);
    }
    MonitorLine full;
    QCOMPARE(parseMonitorLine(line, &full, nullptr), MonitorParse::Command);
    QCOMPARE(full.args.at(1), QByteArray("k\"\\\x00", 4));
}

QTEST_GUILESS_MAIN(TestMonitorLine)
#include "tst_monitorline.moc"
