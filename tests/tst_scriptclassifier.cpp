// SPDX-License-Identifier: MIT
// What a script run amounts to (classifyScript), from the lua lines MONITOR shows, and the table of
// Redis commands the traffic interpreter reads.
#include "core/rediscommand.h"
#include "core/scriptclassifier.h"

#include <QRandomGenerator>
#include <QTest>

using namespace locklab;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(std::optional<locklab::Command>)

namespace {

ScriptCall call(RedisCommand command, const QList<QByteArray> &args, Reply reply)
{
    return ScriptCall{command, args, std::move(reply)};
}

}  // namespace

class TestScriptClassifier : public QObject {
    Q_OBJECT

private slots:
    void classify_data()
    {
        QTest::addColumn<QList<ScriptCall>>("calls");
        QTest::addColumn<std::optional<Command>>("known");
        QTest::addColumn<QString>("purpose");  // commandName, or "" for none
        QTest::addColumn<QString>("reply");
        QTest::addColumn<bool>("teaches");
        using C = RedisCommand;
        const Reply tokenA = Reply::ofString(u"A"_s);
        QTest::newRow("compare-and-delete that deleted")
            << QList<ScriptCall>{call(C::Get, {"get", "k"}, tokenA), call(C::Del, {"del", "k"}, Reply::ofInteger(1))}
            << std::optional<Command>() << u"compare-and-delete"_s << u"(integer) 1"_s << true;
        QTest::newRow("only read, purpose unknown") << QList<ScriptCall>{call(C::Get, {"get", "k"}, Reply::nil())}
                                                    << std::optional<Command>() << QString() << QString() << false;
        QTest::newRow("only read, purpose known") << QList<ScriptCall>{call(C::Get, {"get", "k"}, Reply::nil())}
                                                  << std::optional<Command>(Command::CompareAndDelete)
                                                  << u"compare-and-delete"_s << u"(integer) 0"_s << false;
        QTest::newRow("redlock acquire: exists then set px")
            << QList<ScriptCall>{call(C::Exists, {"exists", "k"}, Reply::ofInteger(0)),
                                 call(C::Set, {"set", "k", "v", "PX", "2000"}, Reply::status(u"OK"_s))}
            << std::optional<Command>() << u"SET"_s << u"OK"_s << true;
        QTest::newRow("extend by re-set of a found key")
            << QList<ScriptCall>{call(C::Get, {"get", "k"}, tokenA),
                                 call(C::Set, {"set", "k", "A", "PX", "2000"}, Reply::status(u"OK"_s))}
            << std::optional<Command>() << u"compare-and-extend"_s << u"(integer) 1"_s << true;
        QTest::newRow("compare-and-extend by pexpire")
            << QList<ScriptCall>{call(C::Get, {"get", "k"}, tokenA),
                                 call(C::PExpire, {"pexpire", "k", "500"}, Reply::ofInteger(1))}
            << std::optional<Command>() << u"compare-and-extend"_s << u"(integer) 1"_s << true;
        QTest::newRow("plain del in a script") << QList<ScriptCall>{call(C::Del, {"del", "k"}, Reply::ofInteger(1))}
                                               << std::optional<Command>() << u"DEL"_s << u"(integer) 1"_s << false;
        QTest::newRow("refused acquire known from the body")
            << QList<ScriptCall>{call(C::Exists, {"exists", "k"}, Reply::ofInteger(1))}
            << std::optional<Command>(Command::Set) << u"SET"_s << u"(nil)"_s << false;
    }
    void classify()
    {
        QFETCH(QList<ScriptCall>, calls);
        QFETCH(std::optional<Command>, known);
        const ScriptMeaning m = classifyScript(calls, {"A", "2000"}, u"A"_s, known);
        QTEST(m.purpose ? commandName(*m.purpose) : QString(), "purpose");
        QTEST(m.purpose ? renderReply(m.reply) : QString(), "reply");
        QTEST(m.teaches, "teaches");
    }

    void purposeOfBody_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("purpose");
        QTest::newRow("redis-py release")
            << QByteArray("local token = redis.call('get', KEYS[1]) if not token or token ~= ARGV[1] then return 0 end "
                          "redis.call('del', KEYS[1]) return 1")
            << u"compare-and-delete"_s;
        QTest::newRow("extend") << QByteArray("if redis.call('get', KEYS[1]) == ARGV[1] then return "
                                              "redis.call('pexpire', KEYS[1], ARGV[2]) end return 0")
                                << u"compare-and-extend"_s;
        QTest::newRow("acquire") << QByteArray("if redis.call('exists', KEYS[1]) == 0 then return redis.call('set', "
                                               "KEYS[1], ARGV[1], 'PX', ARGV[2]) end")
                                 << u"SET"_s;
        QTest::newRow("a read") << QByteArray("return redis.call('get', KEYS[1])") << QString();
    }
    void purposeOfBody()
    {
        QFETCH(QByteArray, body);
        const std::optional<Command> p = locklab::purposeOfBody(body);
        QTEST(p ? commandName(*p) : QString(), "purpose");
    }

    // The command table: any case, multi-key commands, reads, and what it does not know.
    void commandTable_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<int>("command");
        QTest::addColumn<bool>("reads");
        QTest::addColumn<bool>("multiKey");
        QTest::newRow("SET") << QByteArray("SET") << int(RedisCommand::Set) << false << false;
        QTest::newRow("set (go-redis)") << QByteArray("set") << int(RedisCommand::Set) << false << false;
        QTest::newRow("UnLink") << QByteArray("UnLink") << int(RedisCommand::Unlink) << false << true;
        QTest::newRow("GET") << QByteArray("GET") << int(RedisCommand::Get) << true << false;
        QTest::newRow("HGETALL") << QByteArray("HGETALL") << int(RedisCommand::Read) << true << false;
        QTest::newRow("EVAL_RO") << QByteArray("eval_ro") << int(RedisCommand::Eval) << false << false;
        QTest::newRow("CLIENT") << QByteArray("client") << int(RedisCommand::Client) << false << false;
        QTest::newRow("FLUSHALL") << QByteArray("FLUSHALL") << int(RedisCommand::Keyless) << false << false;
        QTest::newRow("unknown") << QByteArray("XADD") << int(RedisCommand::Other) << false << false;
        QTest::newRow("longer than any") << QByteArray("averyveryverylongcommand") << int(RedisCommand::Other) << false
                                         << false;
        QTest::newRow("empty") << QByteArray() << int(RedisCommand::Other) << false << false;
    }
    void commandTable()
    {
        QFETCH(QByteArray, name);
        const RedisCommandInfo info = redisCommand(name);
        QTEST(int(info.command), "command");
        QTEST(info.reads, "reads");
        QTEST(info.multiKey, "multiKey");
    }
    // An argument's number is read as QByteArray::toLongLong() reads it, on the short path of plain
    // digits and on every other shape: signs, spaces, lengths around 18 digits, overflow, hex, junk.
    void argumentIntegerIsToLongLong()
    {
        QList<QByteArray> inputs = {"",
                                    "-",
                                    "0",
                                    "-0",
                                    "007",
                                    "2000",
                                    "-2000",
                                    "+5",
                                    " 5",
                                    "5 ",
                                    "--1",
                                    "12a",
                                    "1e3",
                                    "0x10",
                                    "123456789012345678",
                                    "-123456789012345678",
                                    "1234567890123456789",
                                    "-12345678901234567",
                                    "9223372036854775807",
                                    "-9223372036854775808",
                                    "9223372036854775808",
                                    "99999999999999999999",
                                    QByteArray("1\0", 2),
                                    QByteArray()};
        QRandomGenerator rng(25);
        const char alphabet[] = "0123456789-+ x";
        for (int i = 0; i < 20000; ++i) {
            QByteArray b;
            for (int n = rng.bounded(22); n > 0; --n)
                b.append(alphabet[rng.bounded(int(sizeof alphabet) - 1)]);
            inputs << b;
        }
        for (const QByteArray &input : std::as_const(inputs)) {
            bool ok = false;
            const qint64 expected = input.toLongLong(&ok);
            qint64 got = -1;
            const bool read = argumentInteger(input, &got);
            QVERIFY2(read == ok, input.constData());
            if (ok)
                QVERIFY2(got == expected, input.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestScriptClassifier)
#include "tst_scriptclassifier.moc"
