// SPDX-License-Identifier: MIT
#include "timeline/timemapping.h"

#include <QTest>

using namespace locklab;

class TestTimelineMapping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mapTimeToX_data();
    void mapTimeToX();
    void roundTrip_data();
    void roundTrip();
    void zoomKeepsAnchor_data();
    void zoomKeepsAnchor();
    void zoomLimit();
    void pan_data();
    void pan();
    void bounded_data();
    void bounded();
    void fitted();
    void withPixelsKeepsSlice();
};

void TestTimelineMapping::mapTimeToX_data()
{
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<double>("left");
    QTest::addColumn<double>("width");
    QTest::addColumn<qint64>("time");
    QTest::addColumn<double>("x");
    QTest::newRow("start maps to left") << 0LL << 1000LL << 100.0 << 500.0 << 0LL << 100.0;
    QTest::newRow("end maps to right") << 0LL << 1000LL << 100.0 << 500.0 << 1000LL << 600.0;
    QTest::newRow("middle") << 0LL << 1000LL << 100.0 << 500.0 << 500LL << 350.0;
    QTest::newRow("offset slice") << 400000LL << 500000LL << 0.0 << 1000.0 << 450000LL << 500.0;
    QTest::newRow("before the slice is left of it") << 1000LL << 2000LL << 50.0 << 100.0 << 0LL << -50.0;
    QTest::newRow("after the slice is right of it") << 1000LL << 2000LL << 50.0 << 100.0 << 3000LL << 250.0;
    QTest::newRow("negative times") << -500LL << 500LL << 0.0 << 1000.0 << -250LL << 250.0;
}

void TestTimelineMapping::mapTimeToX()
{
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(double, left);
    QFETCH(double, width);
    QFETCH(qint64, time);
    QFETCH(double, x);
    const TimeMapping m(from, to, left, width);
    QVERIFY(m.isValid());
    QCOMPARE(m.mapTimeToX(time), x);
}

void TestTimelineMapping::roundTrip_data()
{
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<double>("width");
    QTest::newRow("100 ms over 1000 px") << 0LL << 100000LL << 1000.0;
    QTest::newRow("1 s over 333 px") << 0LL << 1000000LL << 333.0;
    QTest::newRow("zoomed into 50 µs") << 120000LL << 120050LL << 1200.0;
    QTest::newRow("an hour over 1600 px") << 0LL << 3600000000LL << 1600.0;
}

void TestTimelineMapping::roundTrip()
{
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(double, width);
    const TimeMapping m(from, to, 10, width);
    // x -> time -> x lands within half a pixel (or half a microsecond, zoomed far in);
    // time -> x -> time within one pixel's worth of time.
    const double tolerance = std::max(0.5, m.pixelsPerMicro() / 2) + 1e-9;
    for (double x = 10; x <= 10 + width; x += width / 7) {
        QVERIFY2(std::abs(m.mapTimeToX(m.mapXToTime(x)) - x) <= tolerance, qPrintable(QString::number(x)));
    }
    for (qint64 t = from; t <= to; t += (to - from) / 9) {
        QVERIFY(std::abs(m.mapXToTime(m.mapTimeToX(t)) - t) <= m.microsPerPixel());
    }
}

void TestTimelineMapping::zoomKeepsAnchor_data()
{
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("anchor");
    QTest::addColumn<qint64>("expectedDuration");
    QTest::newRow("2x at the middle") << 2.0 << 500.0 << 50000LL;
    QTest::newRow("2x at the left edge") << 2.0 << 0.0 << 50000LL;
    QTest::newRow("2x at the right edge") << 2.0 << 1000.0 << 50000LL;
    QTest::newRow("out 4x near the left") << 0.25 << 100.0 << 400000LL;
    QTest::newRow("10x at a third") << 10.0 << 333.0 << 10000LL;
}

void TestTimelineMapping::zoomKeepsAnchor()
{
    QFETCH(double, factor);
    QFETCH(double, anchor);
    QFETCH(qint64, expectedDuration);
    const TimeMapping m(0, 100000, 0, 1000);
    const TimeMapping z = m.zoomed(factor, anchor);
    QCOMPARE(z.duration(), expectedDuration);
    QCOMPARE(z.left(), m.left());
    QCOMPARE(z.width(), m.width());
    // The time under the pointer stays under the pointer.
    QVERIFY(std::abs(z.mapXToTime(anchor) - m.mapXToTime(anchor)) <= 1);
}

void TestTimelineMapping::zoomLimit()
{
    TimeMapping m(0, 100000, 0, 1000);
    for (int i = 0; i < 100; ++i)
        m = m.zoomed(4.0, 500);
    QCOMPARE(m.duration(), TimeMapping::minDuration);
    QVERIFY(m.isValid());
}

void TestTimelineMapping::pan_data()
{
    QTest::addColumn<double>("dx");
    QTest::addColumn<qint64>("expectedFrom");
    QTest::newRow("drag right shows earlier") << 100.0 << -10000LL;
    QTest::newRow("drag left shows later") << -250.0 << 25000LL;
    QTest::newRow("no move") << 0.0 << 0LL;
}

void TestTimelineMapping::pan()
{
    QFETCH(double, dx);
    QFETCH(qint64, expectedFrom);
    const TimeMapping m(0, 100000, 0, 1000);
    const TimeMapping p = m.panned(dx);
    QCOMPARE(p.from(), expectedFrom);
    QCOMPARE(p.duration(), m.duration());
}

void TestTimelineMapping::bounded_data()
{
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<qint64>("expectedFrom");
    QTest::addColumn<qint64>("expectedTo");
    QTest::newRow("inside stays") << 100LL << 200LL << 100LL << 200LL;
    QTest::newRow("left of bounds shifts right") << -500LL << -400LL << 0LL << 100LL;
    QTest::newRow("right of bounds shifts left") << 950LL << 1050LL << 900LL << 1000LL;
    QTest::newRow("wider than bounds becomes the bounds") << -100LL << 2000LL << 0LL << 1000LL;
}

void TestTimelineMapping::bounded()
{
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(qint64, expectedFrom);
    QFETCH(qint64, expectedTo);
    const TimeMapping b = TimeMapping(from, to, 0, 500).bounded(0, 1000);
    QCOMPARE(b.from(), expectedFrom);
    QCOMPARE(b.to(), expectedTo);
}

void TestTimelineMapping::fitted()
{
    const TimeMapping f = TimeMapping(5, 10, 20, 800).fitted(0, 400000, 0.05);
    QCOMPARE(f.from(), -20000);
    QCOMPARE(f.to(), 420000);
    QCOMPARE(f.left(), 20.0);
    QCOMPARE(f.width(), 800.0);
    // With 80 px kept free at the end: the run ends where 720 px would end it, 80 px of time after.
    const TimeMapping padded = TimeMapping(5, 10, 20, 800).fitted(0, 400000, 0.05, 80);
    QCOMPARE(padded.from(), -20000);
    QCOMPARE(padded.to(), 468889);  // -20000 + round(440000 × 800 / 720)
    QVERIFY(padded.right() - padded.mapTimeToX(400000 + 20000) >= 79.9);
}

void TestTimelineMapping::withPixelsKeepsSlice()
{
    const TimeMapping m(1000, 5000, 0, 400);
    const TimeMapping r = m.withPixels(100, 1200);
    QCOMPARE(r.from(), m.from());
    QCOMPARE(r.to(), m.to());
    QCOMPARE(r.mapTimeToX(5000), 1300.0);
}

QTEST_GUILESS_MAIN(TestTimelineMapping)
#include "tst_timelinemapping.moc"
