// SPDX-License-Identifier: MIT
// MonitorMerge: several MONITOR streams (a cluster's shards) into one, by server time, without
// reordering a stream, without splitting a script from its EVAL, and without waiting for a quiet or
// lost stream longer than the hold.
#include "core/monitormerge.h"

#include <QTest>

using namespace locklab;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 hold = 100;  // µs in these rows: the merge's hold, small to read

MonitorLine line(qint64 serverUs, const QByteArray &command, bool lua)
{
    MonitorLine l;
    l.serverTimeUs = serverUs;
    l.source = lua ? MonitorLine::Source::Lua : MonitorLine::Source::Tcp;
    l.client = lua ? QByteArray() : QByteArrayLiteral("127.0.0.1:5000");
    l.args = {command, QByteArrayLiteral("k")};
    return l;
}

}  // namespace

class TestMonitorMerge : public QObject {
    Q_OBJECT

private slots:
    // Steps, split at "; ": "add SOURCE TIME COMMAND ARRIVED", "lua SOURCE TIME COMMAND ARRIVED" (a script's
    // line), "advance SOURCE TIME" (a heartbeat), "lost SOURCE", "back SOURCE", "release NOW",
    // "drain". What comes out, in order, as "SOURCE:TIME:COMMAND; …".
    void merges_data()
    {
        QTest::addColumn<int>("sources");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("out");
        QTest::newRow("one stream goes at once, in its order, time stepping back included")
            << 1 << u"add 0 10 SET 0; add 0 5 DEL 0; add 0 20 GET 0; release 0"_s << u"0:10:SET; 0:5:DEL; 0:20:GET"_s;
        QTest::newRow("two streams by server time")
            << 2
            << u"add 0 10 A 0; add 1 5 B 0; add 0 20 C 0; add 1 15 D 0; release 0"_s
            // 15 is its stream's last line (a script's lines could follow), 20 waits for stream 1.
            << u"1:5:B; 0:10:A"_s;
        QTest::newRow("a heartbeat lets the waiting lines go")
            << 2 << u"add 0 10 A 0; add 1 5 B 0; add 0 20 C 0; add 1 15 D 0; advance 1 30; advance 0 31; release 0"_s
            << u"1:5:B; 0:10:A; 1:15:D; 0:20:C"_s;
        QTest::newRow("a quiet stream holds the others for the hold only")
            << 2 << u"add 0 10 A 0; advance 0 12; release 50; release 100"_s << u"0:10:A"_s;
        QTest::newRow("nothing goes before the quiet stream's heartbeat or the hold")
            << 2 << u"add 0 10 A 0; advance 0 12; release 99"_s << u""_s;
        QTest::newRow("a heartbeat before the line's time does not let it go")
            << 2 << u"advance 1 9; add 0 10 A 0; advance 0 12; release 0"_s << u""_s;
        QTest::newRow("equal times: the lower stream first")
            << 2 << u"add 1 10 B 0; add 0 10 A 0; advance 0 11; advance 1 11; release 0"_s << u"0:10:A; 1:10:B"_s;
        QTest::newRow("a script's lines stay with its EVAL")
            << 2
            << u"add 0 9 EVALSHA 0; add 1 10 SET 0; advance 1 11; release 0; lua 0 9 get 1; lua 0 9 del 1; advance 0 12; release 1"_s
            << u"0:9:EVALSHA; 0:9:get; 0:9:del; 1:10:SET"_s;
        QTest::newRow("a script's lines after the hold go on their own")
            << 2 << u"add 0 9 EVALSHA 0; release 100; lua 0 9 get 150; advance 0 12; release 250"_s
            << u"0:9:EVALSHA; 0:9:get"_s;
        QTest::newRow("a lost stream holds nobody, and its last lines still go in order")
            << 2 << u"add 1 5 B 0; lost 1; add 0 10 A 0; add 0 20 C 0; advance 0 21; release 0"_s
            << u"1:5:B; 0:10:A; 0:20:C"_s;
        QTest::newRow("a stream back holds again")
            << 2 << u"lost 1; back 1; add 0 10 A 0; advance 0 11; release 0"_s << u""_s;
        QTest::newRow("drain: everything, by time, whatever waits")
            << 3 << u"add 2 30 C 0; add 0 10 A 0; add 1 20 B 0; lua 0 10 get 0; drain"_s
            << u"0:10:A; 0:10:get; 1:20:B; 2:30:C"_s;
    }
    void merges()
    {
        QFETCH(int, sources);
        QFETCH(QString, steps);
        MonitorMerge merge(hold);
        for (int i = 0; i < sources; ++i)
            QCOMPARE(merge.addSource(), i);
        QStringList got;
        const auto collect = [&got](int source, const MonitorLine &l) {
            got << QStringLiteral("%1:%2:%3").arg(source).arg(l.serverTimeUs).arg(QString::fromLatin1(l.args.at(0)));
        };
        for (const QString &step : steps.split(u"; "_s, Qt::SkipEmptyParts)) {
            const QStringList w = step.split(u' ');
            const QString op = w.at(0);
            if (op == QLatin1String("add") || op == QLatin1String("lua"))
                merge.add(w.at(1).toInt(), line(w.at(2).toLongLong(), w.at(3).toLatin1(), op == QLatin1String("lua")),
                          w.at(4).toLongLong());
            else if (op == QLatin1String("advance"))
                merge.advance(w.at(1).toInt(), w.at(2).toLongLong());
            else if (op == QLatin1String("lost") || op == QLatin1String("back"))
                merge.setLive(w.at(1).toInt(), op == QLatin1String("back"));
            else if (op == QLatin1String("release"))
                merge.release(w.at(1).toLongLong(), collect);
            else if (op == QLatin1String("drain"))
                merge.drain(collect);
            else
                QFAIL(qPrintable(step));
        }
        QFETCH(QString, out);
        QCOMPARE(got.join(u"; "_s), out);
    }

    // What waits, and since when: the watch arms its timer from it.
    void waitingAndOldest()
    {
        MonitorMerge merge(hold);
        merge.addSource();
        merge.addSource();
        QCOMPARE(merge.oldestArrivalUs(), -1);
        merge.add(0, line(10, "A", false), 40);
        merge.add(1, line(5, "B", false), 30);
        QCOMPARE(merge.waiting(), 2);
        QCOMPARE(merge.oldestArrivalUs(), 30);
        merge.drain([](int, const MonitorLine &) {});
        QCOMPARE(merge.waiting(), 0);
        QCOMPARE(merge.oldestArrivalUs(), -1);
    }
};

QTEST_GUILESS_MAIN(TestMonitorMerge)
#include "tst_monitormerge.moc"
