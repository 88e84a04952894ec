// SPDX-License-Identifier: MIT
// The packed event list (core/eventlist.h): every event reads back exactly as it was recorded,
// whether it fits the 48 packed bytes or needs the side table, and the strings are stored once.
#include "core/builtins.h"
#include "core/eventlist.h"
#include "core/report.h"
#include "core/simulation.h"

#include <QJsonDocument>
#include <QTest>

#include <limits>

using namespace locklab;

namespace {
QByteArray json(const Trace &trace, const TraceEvent &e)
{
    return QJsonDocument(traceEventToJson(trace, e)).toJson(QJsonDocument::Compact);
}

// Every field, compared one by one: a field the packing dropped shows by name.
void compareEvents(const TraceEvent &a, const TraceEvent &b)
{
    QCOMPARE(a.at, b.at);
    QCOMPARE(a.kind, b.kind);
    QCOMPARE(a.worker, b.worker);
    QCOMPARE(a.state, b.state);
    QCOMPARE(a.believesHeld, b.believesHeld);
    QCOMPARE(a.requestId, b.requestId);
    QCOMPARE(a.sentAt, b.sentAt);
    QCOMPARE(a.request.command, b.request.command);
    QCOMPARE(a.request.key, b.request.key);
    QCOMPARE(a.request.value, b.request.value);
    QCOMPARE(a.request.number, b.request.number);
    QCOMPARE(a.request.condition, b.request.condition);
    QCOMPARE(a.request.worker, b.request.worker);
    QCOMPARE(a.reply.kind, b.reply.kind);
    QCOMPARE(a.reply.integer, b.reply.integer);
    QCOMPARE(a.reply.text, b.reply.text);
    QCOMPARE(a.reply.executedAt, b.reply.executedAt);
    QCOMPARE(a.deadline, b.deadline);
    QCOMPARE(a.fault, b.fault);
    QCOMPARE(a.value, b.value);
    QCOMPARE(a.text, b.text);
    QCOMPARE(a.wallAt, b.wallAt);
}
// Each narrow slot of the packed event at the values that just fit and just do not (the side table).
void addNarrowSlotRows(const TraceEvent &sent, const TraceEvent &replied)
{
    constexpr qint64 max32 = std::numeric_limits<qint32>::max();
    constexpr qint64 min32 = std::numeric_limits<qint32>::min();
    constexpr qint64 max64 = std::numeric_limits<qint64>::max();
    constexpr qint64 min64 = std::numeric_limits<qint64>::min();
    for (const qint64 n : {max32, max32 + 1, min32, min32 - 1, qint64(-1), max64, min64}) {
        TraceEvent a = sent;
        a.request.number = n;
        QTest::addRow("sent, number %lld", static_cast<long long>(n)) << a;
        TraceEvent b = replied;
        b.reply.integer = n;
        QTest::addRow("replied, integer %lld", static_cast<long long>(n)) << b;
        TraceEvent c{.at = 50, .kind = EventKind::Fault, .fault = FaultKind::ClockJump, .value = n};
        QTest::addRow("fault, value %lld", static_cast<long long>(n)) << c;
    }
    // Times are kept as `at - t` in 32 bits, INT32_MIN standing for -1.
    const Micros at = Micros(1) << 41;
    for (const qint64 d : {max32, max32 + 1, min32 + 1, min32, qint64(0)}) {
        TraceEvent a = replied;
        a.at = at;
        a.sentAt = at - d;
        QTest::addRow("replied, sent %lld before", static_cast<long long>(d)) << a;
        TraceEvent b = replied;
        b.at = at;
        b.reply.executedAt = at - d;
        QTest::addRow("replied, executed %lld before", static_cast<long long>(d)) << b;
        QTest::addRow("expired, deadline %lld before", static_cast<long long>(d))
            << TraceEvent{.at = at, .kind = EventKind::Expired, .deadline = at - d, .text = QStringLiteral("lock")};
    }
    for (const Micros t : {Micros(-1), Micros(-2), Micros(0), min64, max64}) {
        QTest::addRow("fault, deadline %lld", static_cast<long long>(t))
            << TraceEvent{.at = 7, .kind = EventKind::Fault, .deadline = t, .fault = FaultKind::Latency};
        TraceEvent r = replied;
        r.sentAt = t;
        r.reply.executedAt = t;
        QTest::addRow("replied, sent and executed at %lld", static_cast<long long>(t)) << r;
    }
    for (const Micros t : {max64, min64, Micros(-1)}) {
        TraceEvent r = replied;
        r.at = t;  // `at - sentAt` overflows 64 bits: the side table, not a wrong time
        QTest::addRow("replied at %lld", static_cast<long long>(t)) << r;
        QTest::addRow("state at %lld", static_cast<long long>(t))
            << TraceEvent{.at = t, .kind = EventKind::State, .worker = 3, .state = WorkerState::Done};
    }
}
}  // namespace

class TestEventList : public QObject {
    Q_OBJECT
private slots:
    // Events shaped as each kind carries them, and the ones that do not fit the packed form.
    void eventReadsBackExactly_data()
    {
        QTest::addColumn<TraceEvent>("event");
        TraceEvent sent{.at = 1200, .kind = EventKind::Sent, .worker = 2, .requestId = 7, .sentAt = 1200};
        sent.request =
            Request{Command::Set, QStringLiteral("lock"), QStringLiteral("a-1f"), 100, SetCondition::IfAbsent, 2};
        QTest::newRow("sent") << sent;
        TraceEvent replied = sent;
        replied.kind = EventKind::Replied;
        replied.at = 1900;
        replied.reply = Reply::status(QStringLiteral("OK"));
        replied.reply.executedAt = 1500;
        QTest::newRow("replied") << replied;
        TraceEvent unknown = replied;
        unknown.reply = Reply::unknown(QStringLiteral("timeout"));
        QTest::newRow("replied, no execution time") << unknown;
        TraceEvent late = replied;
        late.at = sent.at + (Micros(1) << 40);  // a reply hours after its command: the side table
        QTest::newRow("replied, hours later") << late;
        TraceEvent big = replied;
        big.request.number = Q_INT64_C(1) << 50;
        big.reply.integer = -(Q_INT64_C(1) << 45);
        QTest::newRow("replied, 64-bit numbers") << big;
        TraceEvent live = replied;
        live.wallAt = 123456789;
        QTest::newRow("replied, wall clock") << live;
        TraceEvent otherWorker = sent;
        otherWorker.request.worker = 40000;  // does not fit 16 bits
        QTest::newRow("sent, request worker beyond 16 bits") << otherWorker;
        QTest::newRow("state") << TraceEvent{
            .at = 5, .kind = EventKind::State, .worker = 1, .state = WorkerState::Holding, .believesHeld = true};
        QTest::newRow("expired") << TraceEvent{
            .at = 900, .kind = EventKind::Expired, .deadline = 880, .text = QStringLiteral("lock")};
        QTest::newRow("fault") << TraceEvent{.at = 10,
                                             .kind = EventKind::Fault,
                                             .worker = 0,
                                             .deadline = 90,
                                             .fault = FaultKind::ClockJump,
                                             .value = -2500,
                                             .text = QStringLiteral("clock jumps")};
        QTest::newRow("gap") << TraceEvent{
            .at = 10, .kind = EventKind::Gap, .value = 1, .text = QStringLiteral("MONITOR connection lost")};
        TraceEvent odd{.at = 10, .kind = EventKind::Note, .sentAt = 3, .text = QStringLiteral("x")};
        odd.reply.integer = 4;  // fields a note does not carry: kept all the same
        QTest::newRow("note with a command's fields") << odd;

        addNarrowSlotRows(sent, replied);
        // The request's worker: none, the event's own (both packed), any other.
        for (const int w : {-1, 2, 3, -2, 32767, 32768, std::numeric_limits<int>::max()}) {
            TraceEvent a = sent;
            a.request.worker = w;
            QTest::addRow("sent by worker 2, request worker %d", w) << a;
        }
        TraceEvent nobody = sent;
        nobody.worker = -1;
        nobody.request.worker = 5;
        QTest::newRow("sent, no worker, request worker 5") << nobody;
        QTest::newRow("state, worker -32768")
            << TraceEvent{.at = 1, .kind = EventKind::State, .worker = std::numeric_limits<qint16>::min()};
        TraceEvent ids = sent;
        ids.requestId = std::numeric_limits<int>::max();
        QTest::newRow("sent, request id INT_MAX") << ids;
        ids.requestId = std::numeric_limits<int>::min();
        QTest::newRow("sent, request id INT_MIN") << ids;
        // Enum values beyond their bit fields (4 bits state, 2 condition, 3 reply kind, 3 fault):
        // no reader stores them, but the list keeps them rather than cut them.
        QTest::newRow("state 15") << TraceEvent{.at = 1, .kind = EventKind::State, .state = WorkerState(15)};
        QTest::newRow("state 16") << TraceEvent{.at = 1, .kind = EventKind::State, .state = WorkerState(16)};
        QTest::newRow("state 255, believes held")
            << TraceEvent{.at = 1, .kind = EventKind::State, .state = WorkerState(255), .believesHeld = true};
        QTest::newRow("fault 7") << TraceEvent{.at = 1, .kind = EventKind::Fault, .fault = FaultKind(7)};
        QTest::newRow("fault 8") << TraceEvent{.at = 1, .kind = EventKind::Fault, .fault = FaultKind(8)};
        for (const int c : {3, 4, 255}) {
            TraceEvent a = sent;
            a.request.condition = SetCondition(c);
            QTest::addRow("sent, condition %d", c) << a;
        }
        for (const int k : {7, 8, 255}) {
            TraceEvent a = replied;
            a.reply.kind = Reply::Kind(k);
            QTest::addRow("replied, reply kind %d", k) << a;
        }
        TraceEvent command = sent;
        command.request.command = Command(255);
        QTest::newRow("sent, command 255") << command;
        QTest::newRow("kind 200") << TraceEvent{.at = 1, .kind = EventKind(200), .deadline = 3, .value = 9};
        // Strings: large, with a NUL inside, beyond the BMP, and watched traffic's every string at once.
        TraceEvent huge = replied;
        huge.request.value = QString(1 << 20, u'x');
        huge.reply.text = QString(3 << 20, u'y');
        QTest::newRow("replied, megabytes of strings") << huge;
        TraceEvent odd2 = replied;
        odd2.request.key = QString::fromUtf16(u"a\0b", 3);
        odd2.request.value = QStringLiteral("\U0001F512 lock");
        odd2.text = QStringLiteral("SET lock:hot w1 NX PX 50");
        QTest::newRow("replied, NUL, emoji and a MONITOR line") << odd2;
    }
    void eventReadsBackExactly()
    {
        QFETCH(TraceEvent, event);
        EventList list;
        list.append(TraceEvent{.at = 0, .kind = EventKind::Note, .text = QStringLiteral("start")});
        list.append(event);
        QCOMPARE(list.size(), 2);
        compareEvents(list.at(1), event);
        QCOMPARE(list.timeAt(1), event.at);
        QCOMPARE(list.kindAt(1), event.kind);
        QCOMPARE(list.workerAt(1), event.worker);
        QCOMPARE(list.requestIdAt(1), event.requestId);
        QCOMPARE(list.stateAt(1), event.state);
        QCOMPARE(list.commandAt(1), event.request.command);
        QCOMPARE(list.replyKindAt(1), event.reply.kind);
        QCOMPARE(list.keyAt(1), event.request.key);
        QCOMPARE(list.valueAt(1), event.request.value);
        QCOMPARE(list.replyTextAt(1), event.reply.text);
        QCOMPARE(list.textAt(1), event.text);
        TraceEvent scalars = event;
        scalars.request.key = scalars.request.value = scalars.reply.text = scalars.text = QString();
        compareEvents(list.scalarsAt(1), scalars);
        // The same after a copy, and after a copy took more events (its own pool and side table).
        EventList copy = list;
        copy.append(event);
        copy.append(TraceEvent{.at = 0, .kind = EventKind::Note, .text = QStringLiteral("only in the copy")});
        compareEvents(copy.at(2), event);
        compareEvents(list.at(1), event);
        QCOMPARE(list.size(), 2);
        compareEvents(list.at(0), TraceEvent{.at = 0, .kind = EventKind::Note, .text = QStringLiteral("start")});
    }

    // A whole simulated run: packed and unpacked it is the same trace, event by event (as the
    // report writes them), and it takes 48 bytes an event plus its strings.
    void simulatedRunReadsBack()
    {
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("fencing"), &s, &error));
        const Trace trace = simulate(s, s.policies, 3);
        QVERIFY(trace.events.size() > 20);
        EventList copy;
        for (const TraceEvent &e : trace.events)
            copy.append(e);
        for (qsizetype i = 0; i < trace.events.size(); ++i)
            QCOMPARE(json(trace, copy.at(i)), json(trace, trace.events.at(i)));
        EventList big;
        for (int round = 0; round < 100; ++round)
            for (const TraceEvent &e : trace.events)
                big.append(e);  // the same strings, again and again: stored once
        big.squeeze();
        const qint64 perEvent = big.bytesInUse() / big.size();
        QVERIFY2(perEvent <= 50, qPrintable(QString::number(perEvent)));
    }

    // Past 65,535 distinct strings a key no longer fits its 16 bits and goes to the side table:
    // every string still reads back, one text is stored once whichever QString brought it, and a
    // distinct string costs its QString, its characters and a few bytes of index.
    void manyDistinctStrings()
    {
        constexpr int n = 100000;
        auto event = [](int i) {
            TraceEvent e{.at = i, .kind = EventKind::Sent, .worker = 1, .requestId = i};
            e.request = Request{
                Command::Set, QStringLiteral("key-%1").arg(i), QStringLiteral("w001-%1").arg(i, 8, 16, QChar(u'0')),
                50,           SetCondition::IfAbsent,          1};
            return e;
        };
        EventList list;
        for (int i = 0; i < n; ++i)
            list.append(event(i));
        for (int i = 0; i < n; ++i)
            list.append(event(i));  // the same texts in new QStrings
        QCOMPARE(list.size(), 2 * n);
        for (int i = 0; i < n; i += 997) {
            const TraceEvent expected = event(i);
            compareEvents(list.at(i), expected);
            compareEvents(list.at(n + i), expected);
            QCOMPARE(&list.keyAt(n + i), &list.keyAt(i));
            QCOMPARE(&list.valueAt(n + i), &list.valueAt(i));
        }
        compareEvents(list.at(n - 1), event(n - 1));
        compareEvents(list.at(2 * n - 1), event(n - 1));

        // One distinct 13-character token an event, as a long run's SETs carry them.
        EventList tokens;
        for (int i = 0; i < n; ++i) {
            TraceEvent e = event(i);
            e.request.key = QStringLiteral("lock:hot");
            tokens.append(e);
        }
        tokens.squeeze();
        QCOMPARE(tokens.valueAt(n - 1), event(n - 1).request.value);
        // 48 bytes of event, 24 of QString, 64 of heap block, about 10 of index (a QHash: ~60 more).
        const double perEvent = double(tokens.bytesInUse()) / n;
        QVERIFY2(perEvent <= 150, qPrintable(QString::number(perEvent)));
    }

    // The index of strings grows a few slots at a time: a string seen before is found whether its
    // slot has moved to the grown index yet or not, and stored once (a second QString of the same
    // text reads back as the first's, and weighs nothing).
    void repeatedStringsAreFoundWhileTheIndexGrows()
    {
        constexpr int n = 70000;  // the index grows past 64, 128, … 131,072 slots
        auto event = [](int i, int token) {
            TraceEvent e{.at = i, .kind = EventKind::Sent, .worker = 1, .requestId = i};
            e.request = Request{
                .command = Command::Set, .key = QStringLiteral("lock"), .value = QStringLiteral("tok-%1").arg(token)};
            return e;
        };
        EventList list;
        for (int i = 0; i < n; ++i) {
            list.append(event(i, i));
            const qint64 before = list.weight();
            list.append(event(i, i / 2));  // new the first time (i = 0 is the same), its slot moved or not
            QCOMPARE(list.weight() - before, qint64(48));
            QCOMPARE(&list.valueAt(2 * i + 1), &list.valueAt(2 * (i / 2)));
        }
        for (int i = 0; i < n; i += 7)
            QCOMPARE(list.valueAt(2 * i), QStringLiteral("tok-%1").arg(i));
    }

    // A string built by appending (an import renders each command line so) has room to grow; the
    // pool keeps it as long as the list, so it keeps the characters only.
    void poolKeepsNoGrowthRoom()
    {
        QString grown;
        for (int i = 0; i < 40; ++i)
            grown += QStringLiteral("ab");
        grown.reserve(4000);
        QVERIFY(grown.capacity() >= 4000);
        TraceEvent e{.at = 1, .kind = EventKind::Note};
        e.text = grown;
        EventList list;
        list.append(e);
        QCOMPARE(list.textAt(0), grown);
        QVERIFY2(list.textAt(0).capacity() < 200, qPrintable(QString::number(list.textAt(0).capacity())));
        e.text = QStringLiteral("exact");  // a string with no room is kept as it is: shared, not copied
        list.append(e);
        QCOMPARE(list.textAt(1).constData(), e.text.constData());
    }

    // A run's memory budget reads weight(): no append adds more than weightBound() says, a repeated
    // string weighs nothing the second time, the weight follows the heap the list really holds, and
    // it depends on the events alone (a copy built the same way weighs the same).
    void weightIsBoundedAndTrue()
    {
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(QStringLiteral("fencing"), &s, &error));
        const Trace trace = simulate(s, s.policies, 3);
        EventList list;
        QCOMPARE(list.weight(), 0);
        for (int round = 0; round < 50; ++round) {
            for (const TraceEvent &e : trace.events) {
                const qint64 before = list.weight();
                list.append(e);
                QVERIFY(list.weight() > before);
                QVERIFY(list.weight() <= before + EventList::weightBound(e));
            }
        }
        // After the first round every string is known: each later event weighs its 48 packed bytes.
        EventList once;
        for (const TraceEvent &e : trace.events)
            once.append(e);
        QCOMPARE(list.weight() - once.weight(), 49 * trace.events.size() * 48);
        EventList again;
        for (const TraceEvent &e : trace.events)
            again.append(e);
        QCOMPARE(again.weight(), once.weight());
        // A wall-clock time sends an event to the side table: it weighs a row more.
        TraceEvent live = trace.events.at(1);
        live.wallAt = 5;
        const qint64 before = list.weight();
        list.append(live);
        QCOMPARE(list.weight() - before, EventList::weightBound(TraceEvent{}));  // packed bytes and a side-table row
        // Counted from sizes, the weight is what the heap holds less the lists' spare capacity.
        list.squeeze();
        QVERIFY2(list.weight() <= list.bytesInUse() + list.bytesInUse() / 10,
                 qPrintable(QStringLiteral("%1 %2").arg(list.weight()).arg(list.bytesInUse())));
        QVERIFY2(list.weight() >= list.bytesInUse() * 8 / 10,
                 qPrintable(QStringLiteral("%1 %2").arg(list.weight()).arg(list.bytesInUse())));
    }

    // Inserting, cutting and filtering keep the events and their strings.
    void editsKeepTheEvents()
    {
        EventList list{TraceEvent{.at = 1, .text = QStringLiteral("a")},
                       TraceEvent{.at = 3, .text = QStringLiteral("c")}};
        list.insert(1, TraceEvent{.at = 2, .text = QStringLiteral("b")});
        QCOMPARE(list.firstAtOrAfter(2), 1);
        QCOMPARE(list.firstAfter(2), 2);
        QCOMPARE(list.firstAfter(0), 0);
        QCOMPARE(list.firstAtOrAfter(4), 3);
        const EventList head = list.mid(0, 2);
        QCOMPARE(head.size(), 2);
        QCOMPARE(head.at(1).text, QStringLiteral("b"));
        EventList shortened = list;
        shortened.resize(1);
        QCOMPARE(shortened.constLast().text, QStringLiteral("a"));
        QCOMPARE(list.size(), 3);  // a copy is shortened, not the original
        shortened.append(TraceEvent{.at = 9, .text = QStringLiteral("z")});
        QCOMPARE(list.value(3).text, QString());
        QCOMPARE(shortened.at(1).text, QStringLiteral("z"));
        QCOMPARE(list.removeIf([](const TraceEvent &e) { return e.text == QStringLiteral("b"); }), 1);
        QCOMPARE(list.at(1).text, QStringLiteral("c"));
        int kinds = 0;
        list.append(TraceEvent{.at = 10, .kind = EventKind::Gap, .value = 1});
        for (const TraceEvent &e : list.ofKind(EventKind::Gap, EventKind::Fault))
            kinds += e.kind == EventKind::Gap ? 1 : 100;
        QCOMPARE(kinds, 1);
        EventList moved = std::move(list);
        list.append(TraceEvent{.at = 1, .text = QStringLiteral("again")});  // a moved-from list still works
        QCOMPARE(list.at(0).text, QStringLiteral("again"));
        QCOMPARE(moved.size(), 3);
    }

    // Copies share one block of events, each seeing its own first events (issue 31: a recording's
    // preview is a copy of the list being read). Only the copy whose end is the block's end
    // appends in place; any other write copies first, so no copy ever sees another's change.
    void copiesShareTheirPrefix()
    {
        const auto event = [](int i) {
            return TraceEvent{.at = i, .worker = static_cast<qint16>(i % 3), .text = QString::number(i)};
        };
        EventList list;
        list.reserve(8);
        for (int i = 0; i < 4; ++i)
            list.append(event(i));
        const EventList preview = list;
        for (int i = 4; i < 8; ++i)  // in place: the block has room, and the list ends where it ends
            list.append(event(i));
        QVERIFY(preview.sharesEventsWith(list));
        QCOMPARE(preview.size(), 4);
        for (int i = 0; i < 8; ++i)
            QCOMPARE(list.at(i).text, QString::number(i));
        list.append(event(8));  // past the room: a new block for the list, the preview keeps the old
        QVERIFY(!preview.sharesEventsWith(list));
        QCOMPARE(preview.constLast().text, QStringLiteral("3"));

        EventList a = list;
        EventList b = list;
        a.append(event(100));  // a ends where the block ends: in place
        b.append(event(200));  // b no longer does: its own copy
        QVERIFY(a.sharesEventsWith(list));
        QVERIFY(!b.sharesEventsWith(list));
        QCOMPARE(a.constLast().text, QStringLiteral("100"));
        QCOMPARE(b.constLast().text, QStringLiteral("200"));
        QCOMPARE(list.size(), 9);
        QCOMPARE(list.constLast().text, QStringLiteral("8"));

        EventList replaced = list;
        replaced.replace(0, event(300));
        EventList inserted = list;
        inserted.insert(1, event(400));
        EventList shortened = list;
        shortened.resize(2);
        shortened.append(event(500));
        QCOMPARE(replaced.at(0).text, QStringLiteral("300"));
        QCOMPARE(inserted.at(1).text, QStringLiteral("400"));
        QCOMPARE(inserted.at(2).text, QStringLiteral("1"));
        QCOMPARE(shortened.at(2).text, QStringLiteral("500"));
        for (int i = 0; i < 9; ++i)  // the list they were copied from is as it was
            QCOMPARE(list.at(i).text, QString::number(i));
        QCOMPARE(a.at(8).text, QStringLiteral("8"));
    }
};

QTEST_GUILESS_MAIN(TestEventList)
#include "tst_eventlist.moc"
