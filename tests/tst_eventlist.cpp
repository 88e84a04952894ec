// SPDX-License-Identifier: MIT
// The packed event list (core/eventlist.h): every event reads back exactly as it was recorded,
// whether it fits the 64 packed bytes or needs the side table, and the strings are stored once.
#include "builtins.h"
#include "eventlist.h"
#include "report.h"
#include "simulation.h"

#include <QJsonDocument>
#include <QTest>

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
        compareEvents(list.at(0), TraceEvent{.at = 0, .kind = EventKind::Note, .text = QStringLiteral("start")});
    }

    // A whole simulated run: packed and unpacked it is the same trace, event by event (as the
    // report writes them), and it takes at most 64 bytes an event plus its strings.
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
        QVERIFY2(perEvent <= 68, qPrintable(QString::number(perEvent)));
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
};

QTEST_GUILESS_MAIN(TestEventList)
#include "tst_eventlist.moc"
