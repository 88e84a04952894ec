// SPDX-License-Identifier: MIT
#include "core/embeddedredis.h"
#include "core/virtualscheduler.h"

#include <QCoroTask>
#include <QTest>

#include <optional>
#include <vector>

using namespace locklab;

namespace {

const QString lockKey = QStringLiteral("lock");

Request set(const QString &value, qint64 pxMs = 0, SetCondition condition = SetCondition::Always)
{
    return Request{.command = Command::Set, .key = lockKey, .value = value, .number = pxMs, .condition = condition};
}

Request onKey(Command command, const QString &value = {}, qint64 number = 0, const QString &key = lockKey)
{
    return Request{.command = command, .key = key, .value = value, .number = number};
}

// A store with no latency on a fresh virtual clock; apply() runs at the scheduler's time.
struct Fixture {
    VirtualScheduler scheduler;
    EmbeddedRedis store{scheduler, QStringLiteral("locklab:t:"), 0};

    Reply at(Micros us, const Request &request)
    {
        scheduler.runUntil(us);  // also fires any expiry timer due by then
        return store.apply(request);
    }
    std::optional<QString> get(Micros us)
    {
        const Reply r = at(us, onKey(Command::Get));
        if (r.kind == Reply::Kind::Nil)
            return std::nullopt;
        return r.text;
    }
};

struct Timed {
    Micros sent = -1;
    Micros replied = -1;
    Reply reply;
};

QCoro::Task<> client(Scheduler &scheduler, CommandExecutor &store, Request request, Timed *out)
{
    out->sent = scheduler.now();
    const Request copy = request;  // a named local: never a temporary inside co_await (GCC 12)
    out->reply = co_await store.execute(copy);
    out->replied = scheduler.now();
}

QCoro::Task<> clientAfter(Scheduler &scheduler, CommandExecutor &store, Micros delay, Request request, Timed *out)
{
    co_await scheduler.sleep(delay, {0, WakeReason::Start});
    out->sent = scheduler.now();
    const Request copy = request;
    out->reply = co_await store.execute(copy);
    out->replied = scheduler.now();
}

}  // namespace

class TestEmbeddedRedis : public QObject {
    Q_OBJECT

private slots:
    void expiryBoundary_data();
    void expiryBoundary();
    void pttlCountsDown_data();
    void pttlCountsDown();
    void setConditions_data();
    void setConditions();
    void plainSetDropsTheTtl();
    void getAndDel();
    void pexpire_data();
    void pexpire();
    void incr();
    void incrKeepsTheTtl();
    void compareAndDelete_data();
    void compareAndDelete();
    void compareAndExtend_data();
    void compareAndExtend();
    void fencedWrites_data();
    void fencedWrites();
    void unfencedWritesAlwaysLand();
    void roundTripMovesTheClock_data();
    void roundTripMovesTheClock();
    void serverTimeDecidesExpiry();
    void scriptSeesOneFrozenTime();
    void expiryListener_data();
    void expiryListener();
    void keysAreNamespaced();
};

// A key set with PX t at server ms s is gone once now_ms > s + t (Redis compares mstime() > when).
void TestEmbeddedRedis::expiryBoundary_data()
{
    QTest::addColumn<qint64>("setAtUs");
    QTest::addColumn<qint64>("ttlMs");
    QTest::addColumn<qint64>("readAtUs");
    QTest::addColumn<bool>("present");

    QTest::addRow("ttl-1") << qint64(0) << qint64(100) << qint64(99'000) << true;
    QTest::addRow("ttl exactly") << qint64(0) << qint64(100) << qint64(100'000) << true;
    QTest::addRow("ttl, last µs of the ms") << qint64(0) << qint64(100) << qint64(100'999) << true;
    QTest::addRow("ttl+1") << qint64(0) << qint64(100) << qint64(101'000) << false;
    QTest::addRow("long after") << qint64(0) << qint64(100) << qint64(5'000'000) << false;
    // The server clock truncates to ms: set at 0.9 ms counts as ms 0.
    QTest::addRow("set mid-ms, ttl") << qint64(900) << qint64(100) << qint64(100'500) << true;
    QTest::addRow("set mid-ms, ttl+1") << qint64(900) << qint64(100) << qint64(101'000) << false;
    QTest::addRow("ttl 1, at s+1") << qint64(5'000) << qint64(1) << qint64(6'000) << true;
    QTest::addRow("ttl 1, at s+2") << qint64(5'000) << qint64(1) << qint64(7'000) << false;
    QTest::addRow("later start, ttl-1") << qint64(250'000) << qint64(30) << qint64(279'000) << true;
    QTest::addRow("later start, ttl") << qint64(250'000) << qint64(30) << qint64(280'000) << true;
    QTest::addRow("later start, ttl+1") << qint64(250'000) << qint64(30) << qint64(281'000) << false;
}

void TestEmbeddedRedis::expiryBoundary()
{
    QFETCH(qint64, setAtUs);
    QFETCH(qint64, ttlMs);
    QFETCH(qint64, readAtUs);
    QFETCH(bool, present);

    // Read with GET.
    {
        Fixture f;
        QVERIFY(f.at(setAtUs, set(QStringLiteral("a-1"), ttlMs, SetCondition::IfAbsent)).isOk());
        const auto value = f.get(readAtUs);
        QCOMPARE(value.has_value(), present);
        if (present)
            QCOMPARE(*value, QStringLiteral("a-1"));
        QCOMPARE(f.store.keyCount(), present ? 1 : 0);
    }
    // The same boundary seen by SET NX: a second client gets the lock exactly when the key is gone.
    {
        Fixture f;
        QVERIFY(f.at(setAtUs, set(QStringLiteral("a-1"), ttlMs, SetCondition::IfAbsent)).isOk());
        const Reply r = f.at(readAtUs, set(QStringLiteral("b-2"), 1000, SetCondition::IfAbsent));
        QCOMPARE(r.kind, present ? Reply::Kind::Nil : Reply::Kind::Status);
        QCOMPARE(*f.get(readAtUs), present ? QStringLiteral("a-1") : QStringLiteral("b-2"));
    }
}

void TestEmbeddedRedis::pttlCountsDown_data()
{
    QTest::addColumn<qint64>("readAtUs");
    QTest::addColumn<qint64>("pttl");

    // SET ... PX 100 at 10 ms: deadline 110 ms.
    QTest::addRow("right after") << qint64(10'000) << qint64(100);
    QTest::addRow("mid-ms truncates") << qint64(10'999) << qint64(100);
    QTest::addRow("halfway") << qint64(60'000) << qint64(50);
    QTest::addRow("ttl-1") << qint64(109'000) << qint64(1);
    QTest::addRow("ttl: alive, 0 left") << qint64(110'000) << qint64(0);
    QTest::addRow("ttl+1: gone") << qint64(111'000) << qint64(-2);
}

void TestEmbeddedRedis::pttlCountsDown()
{
    QFETCH(qint64, readAtUs);
    QFETCH(qint64, pttl);
    Fixture f;
    QVERIFY(f.at(10'000, set(QStringLiteral("a"), 100)).isOk());
    const Reply r = f.at(readAtUs, onKey(Command::Pttl));
    QCOMPARE(r.kind, Reply::Kind::Integer);
    QCOMPARE(r.integer, pttl);
}

void TestEmbeddedRedis::setConditions_data()
{
    QTest::addColumn<QString>("before");  // "none", "live" (set at 0, PX 100), "expired" (same, read at 150 ms)
    QTest::addColumn<int>("condition");
    QTest::addColumn<bool>("applied");

    const int nx = int(SetCondition::IfAbsent), xx = int(SetCondition::IfPresent), always = int(SetCondition::Always);
    QTest::addRow("NX on no key") << QStringLiteral("none") << nx << true;
    QTest::addRow("NX on a live key") << QStringLiteral("live") << nx << false;
    QTest::addRow("NX on an expired key") << QStringLiteral("expired") << nx << true;
    QTest::addRow("XX on no key") << QStringLiteral("none") << xx << false;
    QTest::addRow("XX on a live key") << QStringLiteral("live") << xx << true;
    QTest::addRow("XX on an expired key") << QStringLiteral("expired") << xx << false;
    QTest::addRow("plain on no key") << QStringLiteral("none") << always << true;
    QTest::addRow("plain on a live key") << QStringLiteral("live") << always << true;
    QTest::addRow("plain on an expired key") << QStringLiteral("expired") << always << true;
}

void TestEmbeddedRedis::setConditions()
{
    QFETCH(QString, before);
    QFETCH(int, condition);
    QFETCH(bool, applied);

    Fixture f;
    if (before != QStringLiteral("none"))
        QVERIFY(f.at(0, set(QStringLiteral("old"), 100)).isOk());
    const Micros when = before == QStringLiteral("expired") ? 150'000 : 50'000;
    const Reply r = f.at(when, set(QStringLiteral("new"), 1000, static_cast<SetCondition>(condition)));
    if (applied) {
        QCOMPARE(r.kind, Reply::Kind::Status);
        QCOMPARE(r.text, QStringLiteral("OK"));
        QCOMPARE(*f.get(when), QStringLiteral("new"));
        QCOMPARE(f.at(when, onKey(Command::Pttl)).integer, qint64(1000));
    } else {
        QCOMPARE(r.kind, Reply::Kind::Nil);
        const auto value = f.get(when);
        QCOMPARE(value.has_value(), before == QStringLiteral("live"));
        if (value)  // a refused SET leaves both the value and its TTL alone
            QCOMPARE(*value, QStringLiteral("old"));
        QCOMPARE(f.at(when, onKey(Command::Pttl)).integer, before == QStringLiteral("live") ? qint64(50) : qint64(-2));
    }
    QCOMPARE(r.executedAt, when);
}

void TestEmbeddedRedis::plainSetDropsTheTtl()
{
    // SET without PX (and without KEEPTTL) discards the key's TTL, as in Redis.
    Fixture f;
    QVERIFY(f.at(0, set(QStringLiteral("a"), 100)).isOk());
    QVERIFY(f.at(50'000, set(QStringLiteral("b"))).isOk());
    QCOMPARE(f.at(50'000, onKey(Command::Pttl)).integer, qint64(-1));
    QCOMPARE(*f.get(10'000'000), QStringLiteral("b"));
}

void TestEmbeddedRedis::getAndDel()
{
    Fixture f;
    QCOMPARE(f.at(0, onKey(Command::Get)).kind, Reply::Kind::Nil);
    QCOMPARE(f.at(0, onKey(Command::Del)).integer, qint64(0));
    QVERIFY(f.at(0, set(QStringLiteral("v"), 100)).isOk());
    const Reply got = f.at(1'000, onKey(Command::Get));
    QCOMPARE(got.kind, Reply::Kind::String);
    QCOMPARE(got.text, QStringLiteral("v"));
    QCOMPARE(f.at(2'000, onKey(Command::Del)).integer, qint64(1));
    QCOMPARE(f.at(2'000, onKey(Command::Del)).integer, qint64(0));  // second DEL: nothing left
    QCOMPARE(f.at(2'000, onKey(Command::Get)).kind, Reply::Kind::Nil);
    QCOMPARE(f.store.keyCount(), 0);

    // DEL of an expired key deletes nothing: it was already gone.
    QVERIFY(f.at(3'000, set(QStringLiteral("w"), 10)).isOk());
    QCOMPARE(f.at(3'000, onKey(Command::Del)).integer, qint64(1));
    QVERIFY(f.at(4'000, set(QStringLiteral("w"), 10)).isOk());
    QCOMPARE(f.at(15'000, onKey(Command::Del)).integer, qint64(0));
    // Another key is untouched by DEL of this one.
    QVERIFY(f.at(16'000, onKey(Command::Set, QStringLiteral("x"), 0, QStringLiteral("other"))).isOk());
    QCOMPARE(f.at(16'000, onKey(Command::Del)).integer, qint64(0));
    QCOMPARE(f.at(16'000, onKey(Command::Get, {}, 0, QStringLiteral("other"))).text, QStringLiteral("x"));
}

void TestEmbeddedRedis::pexpire_data()
{
    QTest::addColumn<bool>("exists");
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<qint64>("reply");
    QTest::addColumn<qint64>("pttlAfter");  // PTTL right after, at 40 ms

    // Key set at 0 with PX 100 (when it exists); PEXPIRE at 40 ms.
    QTest::addRow("absent key") << false << qint64(200) << qint64(0) << qint64(-2);
    QTest::addRow("longer") << true << qint64(200) << qint64(1) << qint64(200);
    QTest::addRow("shorter") << true << qint64(5) << qint64(1) << qint64(5);
    QTest::addRow("zero deletes") << true << qint64(0) << qint64(1) << qint64(-2);
    QTest::addRow("negative deletes") << true << qint64(-10) << qint64(1) << qint64(-2);
}

void TestEmbeddedRedis::pexpire()
{
    QFETCH(bool, exists);
    QFETCH(qint64, ms);
    QFETCH(qint64, reply);
    QFETCH(qint64, pttlAfter);

    Fixture f;
    if (exists)
        QVERIFY(f.at(0, set(QStringLiteral("v"), 100)).isOk());
    const Reply r = f.at(40'000, onKey(Command::Pexpire, {}, ms));
    QCOMPARE(r.kind, Reply::Kind::Integer);
    QCOMPARE(r.integer, reply);
    QCOMPARE(f.at(40'000, onKey(Command::Pttl)).integer, pttlAfter);
    if (pttlAfter > 0) {
        // The new deadline counts from the PEXPIRE, not from the SET.
        const Micros deadline = 40'000 + pttlAfter * 1000;
        QVERIFY(f.get(deadline).has_value());
        QVERIFY(!f.get(deadline + 1000).has_value());
    }
}

void TestEmbeddedRedis::incr()
{
    Fixture f;
    const QString key = QStringLiteral("fence");
    for (qint64 expected = 1; expected <= 5; ++expected) {
        const Reply r = f.at(expected * 1000, onKey(Command::Incr, {}, 0, key));
        QCOMPARE(r.kind, Reply::Kind::Integer);
        QCOMPARE(r.integer, expected);
    }
    QCOMPARE(f.at(10'000, onKey(Command::Get, {}, 0, key)).text, QStringLiteral("5"));
    QCOMPARE(f.at(10'000, onKey(Command::Pttl, {}, 0, key)).integer, qint64(-1));  // INCR creates without TTL

    // A value that is not an integer is an error and is left alone.
    QVERIFY(f.at(11'000, set(QStringLiteral("token-a"))).isOk());
    const Reply bad = f.at(11'000, onKey(Command::Incr));
    QCOMPARE(bad.kind, Reply::Kind::Error);
    QVERIFY(bad.isFailure());
    QVERIFY(bad.text.startsWith(QStringLiteral("ERR value is not an integer")));
    QCOMPARE(*f.get(11'000), QStringLiteral("token-a"));

    // Negative numbers count up too.
    QVERIFY(f.at(12'000, set(QStringLiteral("-3"))).isOk());
    QCOMPARE(f.at(12'000, onKey(Command::Incr)).integer, qint64(-2));
}

void TestEmbeddedRedis::incrKeepsTheTtl()
{
    Fixture f;
    QVERIFY(f.at(0, set(QStringLiteral("41"), 100)).isOk());
    QCOMPARE(f.at(30'000, onKey(Command::Incr)).integer, qint64(42));
    QCOMPARE(f.at(30'000, onKey(Command::Pttl)).integer, qint64(70));
    QCOMPARE(*f.get(100'000), QStringLiteral("42"));
    QVERIFY(!f.get(101'000).has_value());  // still expires at the SET's deadline
}

void TestEmbeddedRedis::compareAndDelete_data()
{
    QTest::addColumn<QString>("stored");  // empty: no key
    QTest::addColumn<qint64>("atUs");     // key set at 0 with PX 100
    QTest::addColumn<QString>("token");
    QTest::addColumn<qint64>("reply");

    QTest::addRow("right token") << QStringLiteral("a-1") << qint64(50'000) << QStringLiteral("a-1") << qint64(1);
    QTest::addRow("wrong token") << QStringLiteral("a-1") << qint64(50'000) << QStringLiteral("b-2") << qint64(0);
    QTest::addRow("prefix of the token") << QStringLiteral("a-1") << qint64(50'000) << QStringLiteral("a-")
                                         << qint64(0);
    QTest::addRow("no key") << QString() << qint64(50'000) << QStringLiteral("a-1") << qint64(0);
    QTest::addRow("right token, at the deadline")
        << QStringLiteral("a-1") << qint64(100'000) << QStringLiteral("a-1") << qint64(1);
    QTest::addRow("right token, expired")
        << QStringLiteral("a-1") << qint64(101'000) << QStringLiteral("a-1") << qint64(0);
}

void TestEmbeddedRedis::compareAndDelete()
{
    QFETCH(QString, stored);
    QFETCH(qint64, atUs);
    QFETCH(QString, token);
    QFETCH(qint64, reply);

    Fixture f;
    if (!stored.isEmpty())
        QVERIFY(f.at(0, set(stored, 100, SetCondition::IfAbsent)).isOk());
    const Reply r = f.at(atUs, onKey(Command::CompareAndDelete, token));
    QCOMPARE(r.kind, Reply::Kind::Integer);
    QCOMPARE(r.integer, reply);
    const bool stillThere = !stored.isEmpty() && reply == 0 && atUs <= 100'999;
    const auto value = f.get(atUs);
    QCOMPARE(value.has_value(), stillThere);
    if (stillThere)
        QCOMPARE(*value, stored);
}

void TestEmbeddedRedis::compareAndExtend_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<qint64>("atUs");
    QTest::addColumn<qint64>("reply");
    QTest::addColumn<qint64>("goneAtMs");  // first whole ms at which GET finds nothing

    // Key "a-1" set at 0 with PX 100; compare-and-extend to 100 ms from `atUs`.
    QTest::addRow("right token extends") << QStringLiteral("a-1") << qint64(80'000) << qint64(1) << qint64(181);
    QTest::addRow("wrong token leaves the deadline")
        << QStringLiteral("b-2") << qint64(80'000) << qint64(0) << qint64(101);
    QTest::addRow("right token at the deadline")
        << QStringLiteral("a-1") << qint64(100'000) << qint64(1) << qint64(201);
    QTest::addRow("right token too late") << QStringLiteral("a-1") << qint64(101'000) << qint64(0) << qint64(101);
}

void TestEmbeddedRedis::compareAndExtend()
{
    QFETCH(QString, token);
    QFETCH(qint64, atUs);
    QFETCH(qint64, reply);
    QFETCH(qint64, goneAtMs);

    Fixture f;
    QVERIFY(f.at(0, set(QStringLiteral("a-1"), 100, SetCondition::IfAbsent)).isOk());
    const Reply r = f.at(atUs, onKey(Command::CompareAndExtend, token, 100));
    QCOMPARE(r.kind, Reply::Kind::Integer);
    QCOMPARE(r.integer, reply);
    if (goneAtMs - 1 >= atUs / 1000)
        QCOMPARE(*f.get((goneAtMs - 1) * 1000), QStringLiteral("a-1"));
    QVERIFY(!f.get(goneAtMs * 1000).has_value());
    // A late extension must not bring the key back.
    if (reply == 0 && atUs >= 101'000)
        QCOMPARE(f.store.keyCount(), 0);
}

void TestEmbeddedRedis::fencedWrites_data()
{
    QTest::addColumn<QList<qint64>>("fences");
    QTest::addColumn<QList<bool>>("accepted");

    QTest::addRow("in order") << QList<qint64>{1, 2, 3} << QList<bool>{true, true, true};
    QTest::addRow("out of order") << QList<qint64>{2, 1} << QList<bool>{true, false};
    QTest::addRow("repeated fence") << QList<qint64>{1, 1} << QList<bool>{true, false};
    QTest::addRow("gaps are fine") << QList<qint64>{1, 5, 3, 6} << QList<bool>{true, true, false, true};
    QTest::addRow("newest first") << QList<qint64>{4, 1, 2, 3} << QList<bool>{true, false, false, false};
    QTest::addRow("zero is never newer") << QList<qint64>{0} << QList<bool>{false};
    QTest::addRow("large") << QList<qint64>{9'000'000'000LL, 8'999'999'999LL} << QList<bool>{true, false};
}

void TestEmbeddedRedis::fencedWrites()
{
    QFETCH(QList<qint64>, fences);
    QFETCH(QList<bool>, accepted);

    Fixture f;
    QString lastValue;
    qint64 count = 0;
    qint64 highest = 0;
    for (int i = 0; i < fences.size(); ++i) {
        const QString value = QStringLiteral("w%1").arg(i);
        const Reply r = f.at((i + 1) * 1000, onKey(Command::FencedWrite, value, fences.at(i), StoreKeys::base()));
        QCOMPARE(r.kind, Reply::Kind::Integer);
        QCOMPARE(r.integer, accepted.at(i) ? qint64(1) : qint64(0));
        if (accepted.at(i)) {
            lastValue = value;
            ++count;
            highest = fences.at(i);
        }
    }
    const Micros end = 100'000;
    const Reply value = f.at(end, onKey(Command::Get, {}, 0, QStringLiteral("store:value")));
    const Reply counted = f.at(end, onKey(Command::Get, {}, 0, QStringLiteral("store:count")));
    const Reply fence = f.at(end, onKey(Command::Get, {}, 0, QStringLiteral("store:fence")));
    if (count == 0) {
        QCOMPARE(value.kind, Reply::Kind::Nil);
        QCOMPARE(counted.kind, Reply::Kind::Nil);
        QCOMPARE(fence.kind, Reply::Kind::Nil);
    } else {
        QCOMPARE(value.text, lastValue);
        QCOMPARE(counted.text, QString::number(count));
        QCOMPARE(fence.text, QString::number(highest));
    }
}

void TestEmbeddedRedis::unfencedWritesAlwaysLand()
{
    Fixture f;
    for (int i = 1; i <= 3; ++i) {
        const Reply r = f.at(i * 1000, onKey(Command::Write, QStringLiteral("w%1").arg(i), 0, StoreKeys::base()));
        QCOMPARE(r.kind, Reply::Kind::Integer);
        QCOMPARE(r.integer, qint64(i));  // the count after the write
    }
    QCOMPARE(f.at(5'000, onKey(Command::Get, {}, 0, QStringLiteral("store:value"))).text, QStringLiteral("w3"));
    QCOMPARE(f.at(5'000, onKey(Command::Get, {}, 0, QStringLiteral("store:fence"))).kind, Reply::Kind::Nil);
}

void TestEmbeddedRedis::roundTripMovesTheClock_data()
{
    QTest::addColumn<qint64>("roundTripUs");
    QTest::addColumn<qint64>("executedAfterUs");
    QTest::addColumn<qint64>("repliedAfterUs");

    QTest::addRow("no latency") << qint64(0) << qint64(0) << qint64(0);
    QTest::addRow("0.2 ms (default)") << qint64(200) << qint64(100) << qint64(200);
    QTest::addRow("2 ms") << qint64(2000) << qint64(1000) << qint64(2000);
    QTest::addRow("0.5 s") << qint64(500'000) << qint64(250'000) << qint64(500'000);
    // The configured round trip is what a command costs, even when it is an odd number of µs.
    QTest::addRow("3 µs") << qint64(3) << qint64(1) << qint64(3);
    QTest::addRow("1 µs") << qint64(1) << qint64(0) << qint64(1);
}

void TestEmbeddedRedis::roundTripMovesTheClock()
{
    QFETCH(qint64, roundTripUs);
    QFETCH(qint64, executedAfterUs);
    QFETCH(qint64, repliedAfterUs);

    VirtualScheduler scheduler;
    EmbeddedRedis store(scheduler, QStringLiteral("locklab:t:"), roundTripUs);
    const Micros start = 7'000;
    scheduler.runUntil(start);
    Timed first, second;
    auto a = client(scheduler, store, set(QStringLiteral("a-1"), 10'000, SetCondition::IfAbsent), &first);
    while (!a.isReady() && scheduler.step()) {
    }
    QVERIFY(a.isReady());
    QCOMPARE(first.sent, start);
    QCOMPARE(first.replied - first.sent, repliedAfterUs);
    QCOMPARE(first.reply.executedAt - first.sent, executedAfterUs);
    QVERIFY(first.reply.isOk());
    QCOMPARE(scheduler.now(), start + repliedAfterUs);
    // Two commands in a row from one client: the second starts when the first has replied.
    auto b = client(scheduler, store, onKey(Command::Get), &second);
    while (!b.isReady() && scheduler.step()) {
    }
    QVERIFY(b.isReady());
    QCOMPARE(second.sent, start + repliedAfterUs);
    QCOMPARE(second.replied, start + 2 * repliedAfterUs);
    QCOMPARE(second.reply.text, QStringLiteral("a-1"));
}

void TestEmbeddedRedis::serverTimeDecidesExpiry()
{
    // The key's deadline is 100 ms. GET leaves the client at 100.95 ms, while the key is still
    // alive, but reaches the server at 101.05 ms, when it no longer is.
    VirtualScheduler scheduler;
    EmbeddedRedis store(scheduler, QStringLiteral("locklab:t:"), 200);
    QVERIFY(store.apply(set(QStringLiteral("a-1"), 100)).isOk());
    Timed got;
    auto task = clientAfter(scheduler, store, 100'950, onKey(Command::Get), &got);
    while (scheduler.step()) {
    }
    QCOMPARE(got.sent, Micros(100'950));
    QCOMPARE(got.reply.executedAt, Micros(101'050));
    QCOMPARE(got.reply.kind, Reply::Kind::Nil);
    QCOMPARE(got.replied, Micros(101'150));

    // And the other way round: a reply that arrives after the deadline still reports what the
    // server saw when it ran the command.
    VirtualScheduler scheduler2;
    EmbeddedRedis store2(scheduler2, QStringLiteral("locklab:t:"), 400);
    QVERIFY(store2.apply(set(QStringLiteral("a-1"), 100)).isOk());
    Timed got2;
    auto task2 = clientAfter(scheduler2, store2, 100'700, onKey(Command::Get), &got2);
    while (scheduler2.step()) {
    }
    QCOMPARE(got2.reply.executedAt, Micros(100'900));
    QCOMPARE(got2.reply.text, QStringLiteral("a-1"));
    QCOMPARE(got2.replied, Micros(101'100));
}

void TestEmbeddedRedis::scriptSeesOneFrozenTime()
{
    // A fenced write is a script: all three keys it writes get their TTL from the same instant,
    // even though the instant is not on a ms boundary.
    Fixture f;
    f.store.setStoreKeyTtlMs(50);
    QCOMPARE(f.at(12'345, onKey(Command::FencedWrite, QStringLiteral("A"), 1, StoreKeys::base())).integer, qint64(1));
    for (const QString &key :
         {QStringLiteral("store:fence"), QStringLiteral("store:value"), QStringLiteral("store:count")})
        QCOMPARE(f.at(12'345, onKey(Command::Pttl, {}, 0, key)).integer, qint64(50));
    // They all vanish together: alive at 62 ms (12 + 50), gone at 63 ms.
    QCOMPARE(f.store.keyCount(), 3);
    f.scheduler.runUntil(62'999);
    QCOMPARE(f.store.keyCount(), 3);
    f.scheduler.runUntil(63'000);
    QCOMPARE(f.store.keyCount(), 0);

    // Compare-and-extend reads and extends in one instant: at the deadline ms the key is still
    // there, so the script both sees its token and extends from that same ms.
    Fixture g;
    QVERIFY(g.at(0, set(QStringLiteral("a-1"), 100)).isOk());
    const Reply r = g.at(100'999, onKey(Command::CompareAndExtend, QStringLiteral("a-1"), 10));
    QCOMPARE(r.integer, qint64(1));
    QCOMPARE(r.executedAt, Micros(100'999));
    QCOMPARE(g.at(100'999, onKey(Command::Pttl)).integer, qint64(10));
    QVERIFY(g.get(110'999).has_value());
    QVERIFY(!g.get(111'000).has_value());
}

void TestEmbeddedRedis::expiryListener_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QList<qint64>>("firedAtUs");
    QTest::addColumn<QList<qint64>>("deadlinesUs");

    // Base: SET lock PX 100 at 0.5 ms (server ms 0).
    QTest::addRow("plain expiry") << QStringLiteral("plain") << QList<qint64>{101'000} << QList<qint64>{100'000};
    QTest::addRow("extended before its deadline")
        << QStringLiteral("extend") << QList<qint64>{151'000} << QList<qint64>{150'000};
    QTest::addRow("deleted before its deadline") << QStringLiteral("delete") << QList<qint64>{} << QList<qint64>{};
    QTest::addRow("overwritten without TTL") << QStringLiteral("persist") << QList<qint64>{} << QList<qint64>{};
    QTest::addRow("expired, then set again")
        << QStringLiteral("again") << QList<qint64>{101'000, 231'000} << QList<qint64>{100'000, 230'000};
}

void TestEmbeddedRedis::expiryListener()
{
    QFETCH(QString, scenario);
    QFETCH(QList<qint64>, firedAtUs);
    QFETCH(QList<qint64>, deadlinesUs);

    Fixture f;
    QList<qint64> fired, deadlines;
    QStringList keys;
    f.store.setExpiryListener([&](const QString &key, Micros at, Micros deadline) {
        keys.append(key);
        fired.append(at);
        deadlines.append(deadline);
        QCOMPARE(f.scheduler.now(), at);  // reported at the instant it happens
    });
    QVERIFY(f.at(500, set(QStringLiteral("a-1"), 100)).isOk());
    if (scenario == QStringLiteral("extend"))
        QCOMPARE(f.at(50'000, onKey(Command::Pexpire, {}, 100)).integer, qint64(1));
    else if (scenario == QStringLiteral("delete"))
        QCOMPARE(f.at(50'000, onKey(Command::Del)).integer, qint64(1));
    else if (scenario == QStringLiteral("persist"))
        QVERIFY(f.at(50'000, set(QStringLiteral("b-2"))).isOk());
    else if (scenario == QStringLiteral("again"))
        QVERIFY(f.at(130'000, set(QStringLiteral("b-2"), 100)).isOk());
    f.scheduler.runUntil(10'000'000);
    QCOMPARE(fired, firedAtUs);
    QCOMPARE(deadlines, deadlinesUs);
    for (const QString &key : std::as_const(keys))
        QCOMPARE(key, lockKey);
}

void TestEmbeddedRedis::keysAreNamespaced()
{
    VirtualScheduler scheduler;
    EmbeddedRedis store(scheduler, QStringLiteral("locklab:run-7:"), 0);
    QCOMPARE(store.fullKey(QStringLiteral("lock:job")), QStringLiteral("locklab:run-7:lock:job"));
    QCOMPARE(renderCommand(set(QStringLiteral("a-1"), 100, SetCondition::IfAbsent), store.fullKey(lockKey)),
             QStringLiteral("SET locklab:run-7:lock a-1 NX PX 100"));
}

QTEST_GUILESS_MAIN(TestEmbeddedRedis)
#include "tst_embeddedredis.moc"
