// SPDX-License-Identifier: MIT
#include "core/summary.h"

#include "tracequeries.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace locklab;

namespace {

Micros us(double ms)
{
    return usFromMs(ms);
}

// Builds a Trace by hand, event by event, the way the engine would have written it.
struct Builder {
    Trace trace;
    int nextId = 0;

    explicit Builder(const QStringList &workers, qint64 ttlMs = 100)
    {
        trace.scenario = QStringLiteral("hand-built");
        trace.keyPrefix = QStringLiteral("locklab:test:");
        trace.lockKey = QStringLiteral("lock");
        trace.ttlMs = ttlMs;
        trace.workers = workers;
    }

    int worker(const QString &name) const { return static_cast<int>(trace.workers.indexOf(name)); }

    void state(double atMs, int w, WorkerState s, bool believesHeld)
    {
        TraceEvent e;
        e.at = us(atMs);
        e.kind = EventKind::State;
        e.worker = static_cast<qint16>(w);
        e.state = s;
        e.believesHeld = believesHeld;
        trace.events.append(e);
    }

    // The worker believes it holds the lock from `from` until `to` (to < 0: until the end).
    void belief(int w, double from, double to)
    {
        state(from, w, WorkerState::Holding, true);
        if (to >= 0)
            state(to, w, WorkerState::Releasing, false);
    }

    // A command sent at `sentMs`, run by the server at `execMs` (< 0: unknown) and replied at `replyMs`.
    void command(int w, double sentMs, double execMs, double replyMs, Request r, Reply reply)
    {
        const int id = nextId++;
        r.worker = w;
        TraceEvent sent;
        sent.at = us(sentMs);
        sent.kind = EventKind::Sent;
        sent.worker = static_cast<qint16>(w);
        sent.requestId = id;
        sent.request = r;
        trace.events.append(sent);
        TraceEvent replied = sent;
        replied.at = us(replyMs);
        replied.kind = EventKind::Replied;
        replied.sentAt = us(sentMs);
        reply.executedAt = execMs >= 0 ? us(execMs) : -1;
        replied.reply = reply;
        trace.events.append(replied);
    }

    // SET lock token NX PX px with a 0.2 ms round trip.
    void acquire(int w, double sentMs, bool ok, qint64 px = 100)
    {
        const QString token = trace.workerName(w).toLower() + QStringLiteral("-token");
        command(w, sentMs, sentMs + 0.1, sentMs + 0.2,
                Request{.command = Command::Set,
                        .key = trace.lockKey,
                        .value = token,
                        .number = px,
                        .condition = SetCondition::IfAbsent},
                ok ? Reply::status(QStringLiteral("OK")) : Reply::nil());
    }

    void expired(double atMs, double deadlineMs, const QString &key = QStringLiteral("lock"))
    {
        TraceEvent e;
        e.at = us(atMs);
        e.kind = EventKind::Expired;
        e.deadline = us(deadlineMs);
        e.text = key;
        trace.events.append(e);
    }

    void note(double atMs)
    {
        TraceEvent e;
        e.at = us(atMs);
        e.kind = EventKind::Note;
        e.text = QStringLiteral("end");
        trace.events.append(e);
    }

    // Events in time order, as the engine appends them (ties keep the order they were added).
    const Trace &finish()
    {
        std::vector<TraceEvent> events(trace.events.cbegin(), trace.events.cend());
        std::stable_sort(events.begin(), events.end(),
                         [](const TraceEvent &a, const TraceEvent &b) { return a.at < b.at; });
        trace.events.clear();
        for (const TraceEvent &e : events)
            trace.events.append(e);
        return trace;
    }
};

Request write(qint64 fence, const QString &value)
{
    if (fence < 0)
        return Request{.command = Command::Write, .key = StoreKeys::base(), .value = value};
    return Request{.command = Command::FencedWrite, .key = StoreKeys::base(), .value = value, .number = fence};
}

QString describe(const Trace &trace, const QList<Interval> &intervals)
{
    QStringList out;
    for (const Interval &i : intervals) {
        out << trace.workerNames(i.workers).join(u'+') + u':' + QString::number(msFromUs(i.from)) + u'-'
                   + QString::number(msFromUs(i.to));
    }
    return out.join(u' ');
}

}  // namespace

class TestSummary : public QObject {
    Q_OBJECT

private slots:
    void overlaps_data();
    void overlaps();
    void releases_data();
    void releases();
    void crossedEstimatesOfALiveRelease();
    void crossedEstimatesOfALiveExtension();
    void keySpansFollowTheServer();
    void writes_data();
    void writes();
    void writesOrderedByServerTime();
    void acquisitions();
    void fairnessPerWorker();
    void failedReplies();
    void verdictPrecedence();
    void isPure();
};

void TestSummary::overlaps_data()
{
    QTest::addColumn<QString>("beliefs");   // "A:0-100 B:50-": worker:from-to in ms, no `to`: until the end
    QTest::addColumn<double>("endMs");      // the trace's last event
    QTest::addColumn<QString>("expected");  // "A+B:50-100 ..."
    QTest::addColumn<double>("totalMs");

    QTest::addRow("apart") << QStringLiteral("A:0-100 B:200-300") << 300.0 << QString() << 0.0;
    QTest::addRow("two workers") << QStringLiteral("A:0-400 B:120-270") << 400.0 << QStringLiteral("A+B:120-270")
                                 << 150.0;
    QTest::addRow("touching, not overlapping") << QStringLiteral("A:0-100 B:100-200") << 200.0 << QString() << 0.0;
    QTest::addRow("touching, the other way round") << QStringLiteral("B:0-100 A:100-200") << 200.0 << QString() << 0.0;
    QTest::addRow("three touching in a row")
        << QStringLiteral("A:0-100 B:100-200 C:200-300") << 300.0 << QString() << 0.0;
    QTest::addRow("one µs of overlap") << QStringLiteral("A:0-100.001 B:100-200") << 200.0
                                       << QStringLiteral("A+B:100-100.001") << 0.001;
    QTest::addRow("identical") << QStringLiteral("A:0-100 B:0-100") << 100.0 << QStringLiteral("A+B:0-100") << 100.0;
    QTest::addRow("nested") << QStringLiteral("A:0-300 B:100-200") << 300.0 << QStringLiteral("A+B:100-200") << 100.0;
    QTest::addRow("three chained into one")
        << QStringLiteral("A:0-300 B:100-200 C:150-400") << 400.0 << QStringLiteral("A+B+C:100-300") << 200.0;
    QTest::addRow("three at once") << QStringLiteral("C:0-100 A:0-100 B:0-100") << 100.0
                                   << QStringLiteral("A+B+C:0-100") << 100.0;
    QTest::addRow("two separate overlaps")
        << QStringLiteral("A:0-100 B:50-150 C:140-200") << 200.0 << QStringLiteral("A+B:50-100 B+C:140-150") << 60.0;
    QTest::addRow("same worker twice") << QStringLiteral("A:0-50 A:60-100 B:40-70") << 100.0
                                       << QStringLiteral("A+B:40-50 A+B:60-70") << 20.0;
    QTest::addRow("zero-length belief") << QStringLiteral("A:50-50 B:0-100") << 100.0 << QString() << 0.0;
    QTest::addRow("open until the end") << QStringLiteral("A:0- B:50-80") << 100.0 << QStringLiteral("A+B:50-80")
                                        << 30.0;
    QTest::addRow("both open") << QStringLiteral("A:0- B:60-") << 100.0 << QStringLiteral("A+B:60-100") << 40.0;
    QTest::addRow("one worker alone") << QStringLiteral("A:0-100 A:100-200") << 200.0 << QString() << 0.0;
}

void TestSummary::overlaps()
{
    QFETCH(QString, beliefs);
    QFETCH(double, endMs);
    QFETCH(QString, expected);
    QFETCH(double, totalMs);

    Builder b({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")});
    static const QRegularExpression item(QStringLiteral("^([ABC]):([0-9.]+)-([0-9.]*)$"));
    for (const QString &spec : beliefs.split(u' ', Qt::SkipEmptyParts)) {
        const auto m = item.match(spec);
        QVERIFY2(m.hasMatch(), qPrintable(spec));
        b.belief(b.worker(m.captured(1)), m.captured(2).toDouble(),
                 m.captured(3).isEmpty() ? -1 : m.captured(3).toDouble());
    }
    b.note(endMs);
    const Trace &trace = b.finish();
    const Summary s = summarize(trace);

    QCOMPARE(describe(trace, s.overlaps), expected);
    QCOMPARE(s.overlapTotal, us(totalMs));
    QCOMPARE(s.verdict, expected.isEmpty() ? Verdict::Safe : Verdict::MutualExclusionViolated);
    const auto mutualExclusions = std::count_if(s.violations.cbegin(), s.violations.cend(), [](const Violation &v) {
        return v.kind == ViolationKind::MutualExclusion;
    });
    QCOMPARE(int(mutualExclusions), int(s.overlaps.size()));
    // The JSON the CLI prints says the same.
    const QJsonObject json = summaryToJson(trace, s);
    const QJsonObject overlaps = json.value(QStringLiteral("overlaps")).toObject();
    QCOMPARE(overlaps.value(QStringLiteral("count")).toInt(), s.overlaps.size());
    QCOMPARE(overlaps.value(QStringLiteral("totalMs")).toDouble(), totalMs);
    QCOMPARE(json.value(QStringLiteral("verdict")).toString(), verdictName(s.verdict));
}

void TestSummary::releases_data()
{
    QTest::addColumn<bool>("bAcquires");  // B takes the lock at 120 ms (PX 1000) after A's expired at 101 ms
    QTest::addColumn<QString>("who");
    QTest::addColumn<int>("command");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("replyKind");
    QTest::addColumn<qint64>("replyInt");
    QTest::addColumn<QString>("result");  // empty: not a release of the lock
    QTest::addColumn<int>("foreignDeletes");
    QTest::addColumn<QString>("holderAtEnd");

    const int del = int(Command::Del), cad = int(Command::CompareAndDelete);
    const int integer = int(Reply::Kind::Integer), unknown = int(Reply::Kind::Unknown), error = int(Reply::Kind::Error);
    const QString lock = QStringLiteral("lock");
    const QString A = QStringLiteral("A"), B = QStringLiteral("B");
    QTest::addRow("late naive DEL removes B's lock")
        << true << A << del << lock << integer << qint64(1) << QStringLiteral("deleted-foreign") << 1 << QString();
    QTest::addRow("naive DEL of one's own lock")
        << true << B << del << lock << integer << qint64(1) << QStringLiteral("released") << 0 << QString();
    QTest::addRow("naive DEL finds no key")
        << false << A << del << lock << integer << qint64(0) << QStringLiteral("no-key") << 0 << QString();
    QTest::addRow("late compare-and-delete is refused")
        << true << A << cad << lock << integer << qint64(0) << QStringLiteral("not-owner") << 0 << B;
    QTest::addRow("compare-and-delete of one's own lock")
        << true << B << cad << lock << integer << qint64(1) << QStringLiteral("released") << 0 << QString();
    QTest::addRow("compare-and-delete after expiry, no successor")  // as a DEL that finds no key
        << false << A << cad << lock << integer << qint64(0) << QStringLiteral("no-key") << 0 << QString();
    QTest::addRow("DEL without a reply") << true << A << del << lock << unknown << qint64(0) << QStringLiteral("failed")
                                         << 0 << B;
    QTest::addRow("DEL answered with an error")
        << true << A << del << lock << error << qint64(0) << QStringLiteral("failed") << 0 << B;
    QTest::addRow("DEL of another key") << true << A << del << QStringLiteral("other") << integer << qint64(1)
                                        << QString() << 0 << B;
}

void TestSummary::releases()
{
    QFETCH(bool, bAcquires);
    QFETCH(QString, who);
    QFETCH(int, command);
    QFETCH(QString, key);
    QFETCH(int, replyKind);
    QFETCH(qint64, replyInt);
    QFETCH(QString, result);
    QFETCH(int, foreignDeletes);
    QFETCH(QString, holderAtEnd);

    Builder b({QStringLiteral("A"), QStringLiteral("B")});
    const int a = 0, bw = 1;
    b.acquire(a, 0, true, 100);
    b.expired(101, 100);
    if (bAcquires)
        b.acquire(bw, 120, true, 1000);
    const int w = b.worker(who);
    Request r{.command = static_cast<Command>(command), .key = key, .value = who.toLower() + QStringLiteral("-token")};
    Reply reply;
    reply.kind = static_cast<Reply::Kind>(replyKind);
    reply.integer = replyInt;
    reply.text = QStringLiteral("lost");
    b.command(w, 150, reply.kind == Reply::Kind::Unknown ? -1 : 150.1, 150.2, r, reply);
    b.note(300);
    const Summary s = summarize(b.finish());

    if (result.isEmpty()) {
        QVERIFY(s.releases.isEmpty());
    } else {
        QCOMPARE(s.releases.size(), 1);
        QCOMPARE(s.releases.at(0).worker, w);
        QCOMPARE(releaseResultName(s.releases.at(0).result), result);
    }
    QCOMPARE(s.foreignDeletes, foreignDeletes);
    QCOMPARE(hasViolation(s, ViolationKind::ForeignDelete), foreignDeletes > 0);
    QCOMPARE(b.trace.workerName(s.finalHolder), holderAtEnd);
}

void TestSummary::crossedEstimatesOfALiveRelease()
{
    // On a live server a command's instant is the middle of its round trip. A's compare-and-delete
    // waited 100 ms for its reply (a loaded machine); B's SET NX, sent right after the delete, came
    // back at once, so its estimate (115 ms) is earlier than A's (150 ms). A deleted its own token:
    // the order the token shows, not a delete of B's lock. The same commands and instants, on a trace
    // of `backend`:
    const auto crossed = [](const char *backend) {
        Builder b({QStringLiteral("A"), QStringLiteral("B")}, 1000);
        b.trace.backend = QLatin1String(backend);
        b.acquire(0, 0, true, 1000);
        b.command(0, 100, 150, 200,
                  Request{.command = Command::CompareAndDelete,
                          .key = QStringLiteral("lock"),
                          .value = QStringLiteral("a-token")},
                  Reply::ofInteger(1));
        b.command(1, 110, 115, 120,
                  Request{.command = Command::Set,
                          .key = QStringLiteral("lock"),
                          .value = QStringLiteral("b-token"),
                          .number = 1000,
                          .condition = SetCondition::IfAbsent},
                  Reply::status(QStringLiteral("OK")));
        b.note(400);
        return summarize(b.finish());
    };
    const Summary s = crossed("redis");  // a live run: its instants are estimates

    QCOMPARE(s.releases.size(), 1);
    QCOMPARE(releaseResultName(s.releases.at(0).result), QStringLiteral("released"));
    QCOMPARE(s.foreignDeletes, 0);
    QVERIFY(!hasViolation(s, ViolationKind::ForeignDelete));
    QCOMPARE(s.keySpans.size(), 2);
    QCOMPARE(s.keySpans.at(0).holder, 0);
    QCOMPARE(s.keySpans.at(0).end, KeySpan::End::Released);
    QCOMPARE(s.keySpans.at(1).holder, 1);
    QCOMPARE(s.keySpans.at(1).end, KeySpan::End::Open);
    QCOMPARE(s.finalHolder, 1);

    // Where the instants are the server's own (the embedded store, a MONITOR capture), the order is
    // what it is: a "compare-and-delete" that deleted B's key there did not compare (a script that
    // only checks EXISTS reads as one). It stays a delete of B's lock.
    for (const char *backend : {"monitor", "embedded"}) {
        Trace trace;
        trace.backend = QLatin1String(backend);
        QVERIFY(!hasEstimatedInstants(trace));
        const Summary known = crossed(backend);
        QCOMPARE(releaseResultName(known.releases.at(0).result), QStringLiteral("deleted-foreign"));
        QCOMPARE(known.foreignDeletes, 1);
    }

    // Under the same token (a pid as the token) the script cannot tell them apart: that stays a
    // delete of B's lock, as before.
    Builder same({QStringLiteral("A"), QStringLiteral("B")}, 1000);
    same.acquire(0, 0, true, 1000);
    same.expired(1001, 1000);
    same.command(1, 1100, 1100.1, 1100.2,
                 Request{.command = Command::Set,
                         .key = QStringLiteral("lock"),
                         .value = QStringLiteral("a-token"),
                         .number = 1000,
                         .condition = SetCondition::IfAbsent},
                 Reply::status(QStringLiteral("OK")));
    same.command(0, 1150, 1150.1, 1150.2,
                 Request{.command = Command::CompareAndDelete,
                         .key = QStringLiteral("lock"),
                         .value = QStringLiteral("a-token")},
                 Reply::ofInteger(1));
    same.note(1400);
    QCOMPARE(summarize(same.finish()).foreignDeletes, 1);
}

void TestSummary::crossedEstimatesOfALiveExtension()
{
    // A's compare-and-extend (a checked heartbeat) ran at about 40 ms and moved its TTL to 140 ms, but
    // its reply took until 300 ms: its estimate is 170 ms. The key expired at 140; B's SET NX at 150
    // came back at once and took it. The extension found A's own token: it ran before B's span, and
    // extended A's lock, not B's.
    const auto crossed = [](const char *backend) {
        Builder b({QStringLiteral("A"), QStringLiteral("B")}, 100);
        b.trace.backend = QLatin1String(backend);
        b.acquire(0, 0, true, 100);
        b.command(0, 40, 170, 300,
                  Request{.command = Command::CompareAndExtend,
                          .key = QStringLiteral("lock"),
                          .value = QStringLiteral("a-token"),
                          .number = 100},
                  Reply::ofInteger(1));
        b.acquire(1, 150, true, 1000);
        b.note(400);
        return summarize(b.finish());
    };
    const Summary s = crossed("redis");  // a live run: its instants are estimates

    QCOMPARE(s.extensions.size(), 1);
    QCOMPARE(s.extensions.at(0).worker, 0);
    QCOMPARE(s.extensions.at(0).holder, 0);
    QCOMPARE(s.foreignExtensions, 0);
    QVERIFY(!hasViolation(s, ViolationKind::ForeignExtend));
    QCOMPARE(s.keySpans.size(), 2);
    QCOMPARE(s.keySpans.at(1).holder, 1);
    QCOMPARE(s.keySpans.at(1).deadline, us(150.1 + 1000));  // B's TTL, not moved by A's extension
    QCOMPARE(s.finalHolder, 1);

    // Where the instants are the server's own, an extension that met B's key extended B's lock.
    for (const char *backend : {"monitor", "embedded"}) {
        const Summary known = crossed(backend);
        QCOMPARE(known.extensions.at(0).holder, 1);
        QCOMPARE(known.foreignExtensions, 1);
    }
}

void TestSummary::keySpansFollowTheServer()
{
    // naive-del by hand: A's lock expires, B takes it, A's late DEL removes it, C takes it.
    Builder b({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")});
    b.acquire(0, 0, true, 100);
    b.expired(101, 100);
    b.acquire(1, 110, true, 1000);
    b.command(0, 150, 150.1, 150.2, Request{.command = Command::Del, .key = QStringLiteral("lock")},
              Reply::ofInteger(1));
    b.acquire(2, 160, true, 1000);
    b.note(400);
    const Summary s = summarize(b.finish());

    QCOMPARE(s.keySpans.size(), 3);
    QCOMPARE(s.keySpans.at(0).holder, 0);
    QCOMPARE(s.keySpans.at(0).from, us(0.1));
    QCOMPARE(s.keySpans.at(0).to, us(101));
    QCOMPARE(s.keySpans.at(0).end, KeySpan::End::Expired);
    QCOMPARE(s.keySpans.at(1).holder, 1);
    QCOMPARE(s.keySpans.at(1).from, us(110.1));
    QCOMPARE(s.keySpans.at(1).to, us(150.1));
    QCOMPARE(s.keySpans.at(1).end, KeySpan::End::DeletedByOther);
    QCOMPARE(s.keySpans.at(2).holder, 2);
    QCOMPARE(s.keySpans.at(2).end, KeySpan::End::Open);
    QCOMPARE(s.keySpans.at(2).to, us(400));
    QCOMPARE(s.finalHolder, 2);
    QCOMPARE(s.foreignDeletes, 1);
    QCOMPARE(s.releases.size(), 1);
    QCOMPARE(s.releases.at(0).result, ReleaseResult::DeletedForeign);
    QCOMPARE(s.acquisitions.size(), 3);
    for (const Acquisition &a : s.acquisitions)
        QVERIFY(a.ok);
}

void TestSummary::writes_data()
{
    QTest::addColumn<bool>("bAcquires");    // A takes the lock at 0 (PX 100, expires at 101 ms); B at 120 ms
    QTest::addColumn<QString>("writes");    // "B@270:2=1": worker@ms:fence ('-': unfenced)=integer reply ('E': error)
    QTest::addColumn<QString>("expected");  // per write: "+" accepted / "-" refused, "s" stale
    QTest::addColumn<QString>("value");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<qint64>("fence");
    QTest::addColumn<int>("verdict");

    const int safe = int(Verdict::Safe), corrupted = int(Verdict::DataCorrupted);
    QTest::addRow("the holder writes") << false << QStringLiteral("A@50:-=1") << QStringLiteral("+")
                                       << QStringLiteral("A") << qint64(1) << qint64(0) << safe;
    QTest::addRow("lapsed lock, no successor") << false << QStringLiteral("A@400:-=1") << QStringLiteral("+")
                                               << QStringLiteral("A") << qint64(1) << qint64(0) << safe;
    QTest::addRow("superseded writer, unfenced")
        << true << QStringLiteral("B@270:-=1 A@400:-=2") << QStringLiteral("+ +s") << QStringLiteral("A") << qint64(2)
        << qint64(0) << corrupted;
    QTest::addRow("superseded writer, fenced and refused")
        << true << QStringLiteral("B@270:2=1 A@400:1=0") << QStringLiteral("+ -s") << QStringLiteral("B") << qint64(1)
        << qint64(2) << safe;
    QTest::addRow("late write before the successor acquires")
        << true << QStringLiteral("A@110:-=1 B@200:-=2") << QStringLiteral("+ +") << QStringLiteral("B") << qint64(2)
        << qint64(0) << safe;
    QTest::addRow("fenced, in order") << true << QStringLiteral("A@50:1=1 B@200:2=1") << QStringLiteral("+ +")
                                      << QStringLiteral("B") << qint64(2) << qint64(2) << safe;
    // The only command after A's grant failed: the run shows nothing about the lock (issue 28).
    QTest::addRow("a write that errored") << false << QStringLiteral("A@50:-=E") << QStringLiteral("-") << QString()
                                          << qint64(0) << qint64(0) << int(Verdict::Inconclusive);
}

void TestSummary::writes()
{
    QFETCH(bool, bAcquires);
    QFETCH(QString, writes);
    QFETCH(QString, expected);
    QFETCH(QString, value);
    QFETCH(qint64, count);
    QFETCH(qint64, fence);
    QFETCH(int, verdict);

    Builder b({QStringLiteral("A"), QStringLiteral("B")});
    b.acquire(0, 0, true, 100);
    b.expired(101, 100);
    if (bAcquires)
        b.acquire(1, 120, true, 1000);
    static const QRegularExpression item(QStringLiteral("^([AB])@([0-9.]+):(-|[0-9]+)=([0-9]+|E)$"));
    for (const QString &spec : writes.split(u' ')) {
        const auto m = item.match(spec);
        QVERIFY2(m.hasMatch(), qPrintable(spec));
        const int w = b.worker(m.captured(1));
        const double at = m.captured(2).toDouble();
        const qint64 f = m.captured(3) == QStringLiteral("-") ? -1 : m.captured(3).toLongLong();
        const Reply reply = m.captured(4) == QStringLiteral("E") ? Reply::error(QStringLiteral("ERR"))
                                                                 : Reply::ofInteger(m.captured(4).toLongLong());
        b.command(w, at, at + 0.1, at + 0.2, write(f, m.captured(1)), reply);
    }
    b.note(500);
    const Summary s = summarize(b.finish());

    const QStringList want = expected.split(u' ');
    QCOMPARE(s.writes.size(), want.size());
    for (int i = 0; i < want.size(); ++i) {
        QCOMPARE(s.writes.at(i).accepted, want.at(i).startsWith(u'+'));
        QCOMPARE(s.writes.at(i).stale, want.at(i).endsWith(u's'));
    }
    QCOMPARE(s.storeValue, value);
    QCOMPARE(s.storeCount, count);
    QCOMPARE(s.storeFence, fence);
    QCOMPARE(int(s.verdict), verdict);
    QCOMPARE(s.staleWritesAccepted() > 0, verdict == int(Verdict::DataCorrupted));
    QCOMPARE(hasViolation(s, ViolationKind::StaleWriteAccepted), verdict == int(Verdict::DataCorrupted));
}

void TestSummary::writesOrderedByServerTime()
{
    // B's write reaches the server first but its reply is slow; A's runs later and replies sooner.
    // The store ends with what the server ran last, whatever order the replies came in.
    {
        Builder b({QStringLiteral("A"), QStringLiteral("B")});
        b.command(1, 0, 10, 50, write(-1, QStringLiteral("B")), Reply::ofInteger(1));
        b.command(0, 15, 20, 30, write(-1, QStringLiteral("A")), Reply::ofInteger(2));
        const Summary s = summarize(b.finish());
        QCOMPARE(s.storeValue, QStringLiteral("A"));
        QCOMPARE(s.writes.size(), 2);
        QCOMPARE(s.writes.at(0).worker, 1);
        QCOMPARE(s.writes.at(0).at, us(10));
        QCOMPARE(s.writes.at(1).at, us(20));
    }
    // When the backend does not know when the server ran it, the middle of the round trip counts.
    {
        Builder b({QStringLiteral("A"), QStringLiteral("B")});
        b.command(1, 0, -1, 40, write(-1, QStringLiteral("B")), Reply::ofInteger(1));   // ~20 ms
        b.command(0, 10, -1, 20, write(-1, QStringLiteral("A")), Reply::ofInteger(2));  // ~15 ms
        const Summary s = summarize(b.finish());
        QCOMPARE(s.storeValue, QStringLiteral("B"));
        QCOMPARE(s.writes.at(0).worker, 0);
        QCOMPARE(s.writes.at(0).at, us(15));
        QCOMPARE(s.writes.at(1).at, us(20));
    }
}

void TestSummary::acquisitions()
{
    Builder b({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")});
    const int A = 0, B = 1, C = 2;
    b.acquire(A, 0, true);
    // B retries: refused twice, then takes it once A's key has expired.
    b.state(20, B, WorkerState::Acquiring, false);
    b.acquire(B, 20, false);
    b.state(40.2, B, WorkerState::Acquiring, false);
    b.acquire(B, 40.2, false);
    b.expired(101, 100);
    b.state(120, B, WorkerState::Acquiring, false);
    b.acquire(B, 120, true);
    b.state(120.2, B, WorkerState::Holding, true);
    // C tries once and gives up, then tries again later in a new acquire step; its last reply is lost.
    b.state(130, C, WorkerState::Acquiring, false);
    b.acquire(C, 130, false);
    b.state(130.2, C, WorkerState::Idle, false);
    b.state(140, C, WorkerState::Acquiring, false);
    b.command(C, 140, -1, 145,
              Request{.command = Command::Set,
                      .key = QStringLiteral("lock"),
                      .value = QStringLiteral("c-2"),
                      .number = 100,
                      .condition = SetCondition::IfAbsent},
              Reply::unknown(QStringLiteral("timeout")));
    b.note(200);
    const Summary s = summarize(b.finish());

    QCOMPARE(s.acquisitions.size(), 4);
    const Acquisition &a = s.acquisitions.at(0);
    QCOMPARE(a.worker, A);
    QVERIFY(a.ok);
    QCOMPARE(a.attempts, 1);
    const Acquisition &bb = s.acquisitions.at(1);
    QCOMPARE(bb.worker, B);
    QVERIFY(bb.ok);
    QCOMPARE(bb.attempts, 3);
    QCOMPARE(bb.firstTry, us(20));
    QCOMPARE(bb.at, us(120.2));  // when the deciding reply arrived
    QCOMPARE(bb.token, QStringLiteral("b-token"));
    QVERIFY(!bb.unknown);
    const Acquisition &c1 = s.acquisitions.at(2);
    QCOMPARE(c1.worker, C);
    QVERIFY(!c1.ok);
    QCOMPARE(c1.attempts, 1);
    const Acquisition &c2 = s.acquisitions.at(3);
    QCOMPARE(c2.worker, C);
    QVERIFY(!c2.ok);
    QVERIFY(c2.unknown);
    QCOMPARE(c2.attempts, 1);
    QCOMPARE(s.unknownOutcomes, 1);
    QVERIFY(hasViolation(s, ViolationKind::UnknownOutcome));
}

void TestSummary::fairnessPerWorker()
{
    Builder b({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")});
    const int A = 0, B = 1, C = 2;
    // A: granted at once, holds 30 ms. B: refused twice, granted 100 ms after its first try, holds
    // 10 ms. C: refused once and gives up. D never asks.
    b.state(0, A, WorkerState::Acquiring, false);
    b.acquire(A, 0, true);
    b.belief(A, 0.2, 30.2);
    b.state(20, B, WorkerState::Acquiring, false);
    b.acquire(B, 20, false);
    b.acquire(B, 40, false);
    b.acquire(B, 119.8, true);
    b.belief(B, 120, 130);
    b.state(25, C, WorkerState::Acquiring, false);
    b.acquire(C, 25, false);
    b.state(25.2, C, WorkerState::GaveUp, false);
    b.note(200);
    const Fairness f = summarize(b.finish()).fairness;

    QCOMPARE(f.workers.size(), 3);  // D never tried: not in the contest
    const WorkerFairness &a = f.workers.at(0);
    QCOMPARE(a.worker, A);
    QCOMPARE(a.firstWait, us(0.2));
    QCOMPARE(a.tries, 1);
    QCOMPARE(a.acquisitions, 1);
    QCOMPARE(a.held, us(30));
    QVERIFY(!a.gaveUp);
    const WorkerFairness &bw = f.workers.at(1);
    QCOMPARE(bw.worker, B);
    QCOMPARE(bw.firstWait, us(100));
    QCOMPARE(bw.tries, 3);
    QCOMPARE(bw.held, us(10));
    const WorkerFairness &c = f.workers.at(2);
    QCOMPARE(c.worker, C);
    QCOMPARE(c.firstWait, -1);
    QCOMPARE(c.acquisitions, 0);
    QVERIFY(c.gaveUp);
    QCOMPARE(f.gaveUp, 1);
    // Spreads: waits and holds over the two served workers, tries over the three that tried.
    QCOMPARE(f.firstWait.max, us(100));
    QCOMPARE(f.firstWait.maxWorker, B);
    QCOMPARE(f.firstWait.p50, us(100));  // nearest rank of two: the upper one
    QCOMPARE(f.triesPerWorker.max, 3);
    QCOMPARE(f.triesPerWorker.p50, 1);
    QCOMPARE(f.triesPerWorker.maxWorker, B);
    QCOMPARE(f.held.max, us(30));
    QCOMPARE(f.held.maxWorker, A);
}

void TestSummary::failedReplies()
{
    Builder b({QStringLiteral("A")});
    b.command(0, 0, -1, 5, Request{.command = Command::Get, .key = QStringLiteral("lock")},
              Reply::unknown(QStringLiteral("t")));
    b.command(0, 5, -1, 6, Request{.command = Command::Get, .key = QStringLiteral("lock")},
              Reply::error(QStringLiteral("E")));
    b.command(0, 6, -1, 7, Request{.command = Command::Incr, .key = QStringLiteral("fence")},
              Reply::error(QStringLiteral("E")));
    b.command(0, 7, 7.1, 7.2, Request{.command = Command::Get, .key = QStringLiteral("lock")}, Reply::nil());
    const Summary s = summarize(b.finish());
    QCOMPARE(s.unknownOutcomes, 1);
    QCOMPARE(s.errors, 2);
    QVERIFY(s.releases.isEmpty());
    QVERIFY(s.writes.isEmpty());
    QVERIFY(s.acquisitions.isEmpty());
}

void TestSummary::verdictPrecedence()
{
    // ttl-overlap by hand: both inside together, and the superseded A's write lands last.
    Builder b({QStringLiteral("A"), QStringLiteral("B")});
    b.acquire(0, 0, true, 100);
    b.belief(0, 0.2, 400.4);
    b.expired(101, 100);
    b.acquire(1, 121, true, 100);
    b.belief(1, 121.2, 271.4);
    b.expired(222, 221);
    b.command(1, 271.2, 271.3, 271.4, write(-1, QStringLiteral("B")), Reply::ofInteger(1));
    b.command(0, 400.2, 400.3, 400.4, write(-1, QStringLiteral("A")), Reply::ofInteger(2));
    const Trace &trace = b.finish();
    const Summary s = summarize(trace);
    QCOMPARE(describe(trace, s.overlaps), QStringLiteral("A+B:121.2-271.4"));
    QCOMPARE(s.staleWritesAccepted(), 1);
    QCOMPARE(s.verdict, Verdict::DataCorrupted);  // corruption outranks the overlap that caused it
    QVERIFY(hasViolation(s, ViolationKind::MutualExclusion));
    QVERIFY(hasViolation(s, ViolationKind::StaleWriteAccepted));
    QVERIFY(hasViolation(s, ViolationKind::LockLostWhileHeld));
    QCOMPARE(s.storeValue, QStringLiteral("A"));
    QCOMPARE(s.storeCount, qint64(2));
    QCOMPARE(s.finalHolder, -1);

    // The same with fencing: A's write is refused, the data is right, the overlap remains.
    Builder f({QStringLiteral("A"), QStringLiteral("B")});
    f.acquire(0, 0, true, 100);
    f.belief(0, 0.2, 400.4);
    f.expired(101, 100);
    f.acquire(1, 121, true, 100);
    f.belief(1, 121.2, 271.4);
    f.command(1, 271.2, 271.3, 271.4, write(2, QStringLiteral("B")), Reply::ofInteger(1));
    f.command(0, 400.2, 400.3, 400.4, write(1, QStringLiteral("A")), Reply::ofInteger(0));
    const Summary fs = summarize(f.finish());
    QCOMPARE(fs.verdict, Verdict::MutualExclusionViolated);
    QCOMPARE(fs.storeValue, QStringLiteral("B"));
    QCOMPARE(fs.storeFence, qint64(2));
    QVERIFY(!hasViolation(fs, ViolationKind::StaleWriteAccepted));
}

void TestSummary::isPure()
{
    Builder b({QStringLiteral("A"), QStringLiteral("B")});
    b.acquire(0, 0, true, 100);
    b.belief(0, 0.2, 300);
    b.expired(101, 100);
    b.acquire(1, 120, true, 100);
    b.belief(1, 120.2, 200);
    b.command(0, 300, 300.1, 300.2, Request{.command = Command::Del, .key = QStringLiteral("lock")},
              Reply::ofInteger(0));
    const Trace &trace = b.finish();
    const QByteArray first = QJsonDocument(summaryToJson(trace, summarize(trace))).toJson(QJsonDocument::Compact);
    const QByteArray second = QJsonDocument(summaryToJson(trace, summarize(trace))).toJson(QJsonDocument::Compact);
    QCOMPARE(first, second);
    QVERIFY(first.contains("\"verdict\":\"mutual-exclusion-violated\""));
}

QTEST_GUILESS_MAIN(TestSummary)
#include "tst_summary.moc"
