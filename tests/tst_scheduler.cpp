// SPDX-License-Identifier: MIT
#include "core/virtualscheduler.h"

#include <QCoroTask>
#include <QTest>

#include <memory>
#include <vector>

using namespace locklab;

namespace {

struct Resumed {
    int id = 0;
    Micros at = 0;
    bool ok = false;
};

// Counts coroutine frames alive: a frame that is destroyed runs this destructor.
struct FrameGuard {
    int *alive;
    explicit FrameGuard(int *counter)
        : alive(counter)
    {
        ++*alive;
    }
    ~FrameGuard() { --*alive; }
    FrameGuard(const FrameGuard &) = delete;
    FrameGuard &operator=(const FrameGuard &) = delete;
};

// Sleeps once and records when (and whether) it resumed.
QCoro::Task<> sleeper(VirtualScheduler &scheduler, int id, Micros duration, Wake wake, std::vector<Resumed> &log)
{
    const bool ok = co_await scheduler.sleep(duration, wake);
    log.push_back({id, scheduler.now(), ok});
}

// Sleeps `count` times; counts the sleeps that ended normally.
QCoro::Task<> repeater(VirtualScheduler &scheduler, Micros every, int count, int *completed, int *alive)
{
    const FrameGuard guard(alive);
    for (int i = 0; i < count; ++i) {
        if (!co_await scheduler.sleep(every, {0, WakeReason::Timer}))
            co_return;
        ++*completed;
    }
}

}  // namespace

class TestScheduler : public QObject {
    Q_OBJECT

private slots:
    void ordersByTimeThenSequence_data();
    void ordersByTimeThenSequence();
    void stepResumesExactlyOneAndReportsIt_data();
    void stepResumesExactlyOneAndReportsIt();
    void stepOnEmptyQueue();
    void pastTimesRunNowNotEarlier();
    void coroutineSleepsResumeInOrder();
    void runUntil_data();
    void runUntil();
    void runUntilRunsWorkScheduledOnTheWay();
    void cancelUnwindsWaitingCoroutines();
    void sleepAfterCancelReturnsAtOnce();
    void destructorUnwindsWaitingCoroutines();
};

void TestScheduler::ordersByTimeThenSequence_data()
{
    QTest::addColumn<QList<qint64>>("times");     // µs, in the order they are scheduled
    QTest::addColumn<QList<qint64>>("expected");  // indices into `times`, in the order they ran

    QTest::addRow("already sorted") << QList<qint64>{10, 20, 30} << QList<qint64>{0, 1, 2};
    QTest::addRow("reversed") << QList<qint64>{30, 20, 10} << QList<qint64>{2, 1, 0};
    QTest::addRow("ties keep scheduling order") << QList<qint64>{5, 5, 5, 5} << QList<qint64>{0, 1, 2, 3};
    QTest::addRow("ties among others") << QList<qint64>{20, 10, 20, 10, 0} << QList<qint64>{4, 1, 3, 0, 2};
    QTest::addRow("one event") << QList<qint64>{7} << QList<qint64>{0};
    // Enough entries that a heap with a wrong tie-break would show it.
    QList<qint64> many, order;
    for (int i = 0; i < 64; ++i)
        many.append((i * 37) % 8);  // eight ties per instant
    for (qint64 t = 0; t < 8; ++t) {
        for (int i = 0; i < many.size(); ++i) {
            if (many.at(i) == t)
                order.append(i);
        }
    }
    QTest::addRow("64 events, 8 per instant") << many << order;
}

void TestScheduler::ordersByTimeThenSequence()
{
    QFETCH(QList<qint64>, times);
    QFETCH(QList<qint64>, expected);

    VirtualScheduler scheduler;
    QList<qint64> ran;
    QList<qint64> clock;
    for (int i = 0; i < times.size(); ++i)
        scheduler.callAt(times.at(i),
                         [&ran, &clock, &scheduler, i] {
                             ran.append(i);
                             clock.append(scheduler.now());
                         },
                         {i, WakeReason::KeyExpires});
    QCOMPARE(scheduler.pendingCount(), std::size_t(times.size()));
    while (scheduler.step()) {
    }
    QCOMPARE(ran, expected);
    for (int k = 0; k < ran.size(); ++k)
        QCOMPARE(clock.at(k), times.at(ran.at(k)));  // the clock is the event's own time
    QVERIFY(!scheduler.hasPending());
}

void TestScheduler::stepResumesExactlyOneAndReportsIt_data()
{
    QTest::addColumn<int>("worker");
    QTest::addColumn<int>("reason");
    QTest::addColumn<qint64>("duration");

    QTest::addRow("timer") << 0 << int(WakeReason::Timer) << qint64(1500);
    QTest::addRow("start") << 3 << int(WakeReason::Start) << qint64(0);
    QTest::addRow("heartbeat") << 1 << int(WakeReason::Heartbeat) << qint64(33000);
    QTest::addRow("server receives") << 2 << int(WakeReason::ServerReceives) << qint64(100);
    QTest::addRow("reply arrives") << 2 << int(WakeReason::ReplyArrives) << qint64(100);
}

void TestScheduler::stepResumesExactlyOneAndReportsIt()
{
    QFETCH(int, worker);
    QFETCH(int, reason);
    QFETCH(qint64, duration);

    VirtualScheduler scheduler;
    std::vector<Resumed> log;
    const Wake wake{worker, static_cast<WakeReason>(reason)};
    const Wake other{worker + 1, WakeReason::Timer};
    // Two coroutines due at the same instant: one step must resume only the first.
    auto first = sleeper(scheduler, 1, duration, wake, log);
    auto second = sleeper(scheduler, 2, duration, other, log);
    QCOMPARE(scheduler.pendingCount(), std::size_t(2));

    StepInfo info;
    info.at = -7;
    QVERIFY(scheduler.step(&info));
    QCOMPARE(log.size(), std::size_t(1));
    QCOMPARE(log.at(0).id, 1);
    QVERIFY(log.at(0).ok);
    QCOMPARE(log.at(0).at, duration);
    QCOMPARE(info.at, duration);
    QCOMPARE(info.wake.worker, worker);
    QCOMPARE(int(info.wake.reason), reason);
    QCOMPARE(scheduler.now(), duration);
    QCOMPARE(scheduler.pendingCount(), std::size_t(1));

    QVERIFY(scheduler.step(&info));
    QCOMPARE(log.size(), std::size_t(2));
    QCOMPARE(log.at(1).id, 2);
    QCOMPARE(info.wake.worker, worker + 1);
    QCOMPARE(info.wake.reason, WakeReason::Timer);
    QVERIFY(first.isReady());
    QVERIFY(second.isReady());
}

void TestScheduler::stepOnEmptyQueue()
{
    VirtualScheduler scheduler;
    StepInfo info;
    info.at = 42;
    info.wake = {5, WakeReason::Heartbeat};
    QVERIFY(!scheduler.step(&info));
    // Nothing ran, so nothing is reported and the clock stays put.
    QCOMPARE(info.at, Micros(42));
    QCOMPARE(info.wake.worker, 5);
    QCOMPARE(scheduler.now(), Micros(0));
    QCOMPARE(scheduler.nextTime(), Micros(0));
}

void TestScheduler::pastTimesRunNowNotEarlier()
{
    VirtualScheduler scheduler;
    QList<Micros> at;
    scheduler.callAt(100,
                     [&] {
                         // Scheduled in the past from inside an event: runs at the current time, after what is
                         // already due now, and the clock never goes backwards.
                         scheduler.callAt(50, [&] { at.append(scheduler.now()); }, {});
                     },
                     {});
    scheduler.callAt(100, [&] { at.append(-1); }, {});
    while (scheduler.step()) {
    }
    QCOMPARE(at, (QList<Micros>{-1, 100}));
    QCOMPARE(scheduler.now(), Micros(100));
}

void TestScheduler::coroutineSleepsResumeInOrder()
{
    VirtualScheduler scheduler;
    std::vector<Resumed> log;
    auto a = sleeper(scheduler, 1, 300, {0, WakeReason::Timer}, log);
    auto b = sleeper(scheduler, 2, 100, {1, WakeReason::Timer}, log);
    auto c = sleeper(scheduler, 3, 200, {2, WakeReason::Timer}, log);
    auto d = sleeper(scheduler, 4, 100, {3, WakeReason::Timer}, log);
    QCOMPARE(scheduler.nextTime(), Micros(100));
    int steps = 0;
    while (scheduler.step())
        ++steps;
    QCOMPARE(steps, 4);
    QCOMPARE(log.size(), std::size_t(4));
    const int ids[] = {2, 4, 3, 1};
    const Micros times[] = {100, 100, 200, 300};
    for (std::size_t i = 0; i < 4; ++i) {
        QCOMPARE(log.at(i).id, ids[i]);
        QCOMPARE(log.at(i).at, times[i]);
        QVERIFY(log.at(i).ok);
    }
}

void TestScheduler::runUntil_data()
{
    QTest::addColumn<qint64>("until");
    QTest::addColumn<QList<qint64>>("ran");  // event times that ran
    QTest::addColumn<qint64>("nowAfter");
    QTest::addColumn<int>("left");

    // Events at 10, 20, 20, 30 µs.
    QTest::addRow("before everything") << qint64(5) << QList<qint64>{} << qint64(5) << 4;
    QTest::addRow("exactly at the first") << qint64(10) << QList<qint64>{10} << qint64(10) << 3;
    QTest::addRow("between two") << qint64(15) << QList<qint64>{10} << qint64(15) << 3;
    QTest::addRow("both of a tie") << qint64(20) << QList<qint64>{10, 20, 20} << qint64(20) << 1;
    QTest::addRow("all") << qint64(30) << QList<qint64>{10, 20, 20, 30} << qint64(30) << 0;
    QTest::addRow("past the end") << qint64(1000) << QList<qint64>{10, 20, 20, 30} << qint64(1000) << 0;
}

void TestScheduler::runUntil()
{
    QFETCH(qint64, until);
    QFETCH(QList<qint64>, ran);
    QFETCH(qint64, nowAfter);
    QFETCH(int, left);

    VirtualScheduler scheduler;
    QList<qint64> seen;
    for (const qint64 t : {20, 10, 30, 20})
        scheduler.callAt(t, [&seen, &scheduler] { seen.append(scheduler.now()); }, {});
    scheduler.runUntil(until);
    QCOMPARE(seen, ran);
    QCOMPARE(scheduler.now(), nowAfter);
    QCOMPARE(int(scheduler.pendingCount()), left);
}

void TestScheduler::runUntilRunsWorkScheduledOnTheWay()
{
    VirtualScheduler scheduler;
    QList<Micros> seen;
    scheduler.callAt(10,
                     [&] {
                         seen.append(scheduler.now());
                         scheduler.callAt(12, [&] { seen.append(scheduler.now()); }, {});
                         scheduler.callAt(16, [&] { seen.append(scheduler.now()); }, {});
                     },
                     {});
    scheduler.runUntil(15);
    QCOMPARE(seen, (QList<Micros>{10, 12}));
    QCOMPARE(scheduler.pendingCount(), std::size_t(1));
    QCOMPARE(scheduler.nextTime(), Micros(16));
}

void TestScheduler::cancelUnwindsWaitingCoroutines()
{
    VirtualScheduler scheduler;
    int alive = 0;
    int completedA = 0;
    int completedB = 0;
    bool timerRan = false;
    auto a = repeater(scheduler, 10, 100, &completedA, &alive);
    auto b = repeater(scheduler, 25, 100, &completedB, &alive);
    scheduler.callAt(1000, [&] { timerRan = true; }, {-1, WakeReason::KeyExpires});
    QCOMPARE(alive, 2);
    scheduler.runUntil(50);
    QCOMPARE(completedA, 5);
    QCOMPARE(completedB, 2);

    QVERIFY(!scheduler.isCancelled());
    scheduler.cancel();
    QVERIFY(scheduler.isCancelled());
    // Both coroutines saw their sleep end with false and returned: no frame is left waiting,
    // no sleep was counted as completed, and server timers were dropped, not fired.
    QVERIFY(a.isReady());
    QVERIFY(b.isReady());
    QCOMPARE(completedA, 5);
    QCOMPARE(completedB, 2);
    QCOMPARE(alive, 0);
    QVERIFY(!timerRan);
    QVERIFY(!scheduler.hasPending());
    QCOMPARE(scheduler.now(), Micros(50));  // cancelling does not advance time

    // Nothing new can be queued on a cancelled scheduler.
    scheduler.callAt(60, [&] { timerRan = true; }, {});
    QVERIFY(!scheduler.hasPending());
    QVERIFY(!scheduler.step());
    QVERIFY(!timerRan);
}

void TestScheduler::sleepAfterCancelReturnsAtOnce()
{
    VirtualScheduler scheduler;
    scheduler.cancel();
    std::vector<Resumed> log;
    auto task = sleeper(scheduler, 1, 5000, {0, WakeReason::Timer}, log);
    QVERIFY(task.isReady());
    QCOMPARE(log.size(), std::size_t(1));
    QVERIFY(!log.at(0).ok);
    QCOMPARE(log.at(0).at, Micros(0));
    QVERIFY(!scheduler.hasPending());
}

void TestScheduler::destructorUnwindsWaitingCoroutines()
{
    int alive = 0;
    int completed = 0;
    {
        auto scheduler = std::make_unique<VirtualScheduler>();
        // Detached: the Task is dropped at once, so the frame frees itself when it finishes.
        repeater(*scheduler, 10, 1000, &completed, &alive);
        repeater(*scheduler, 7, 1000, &completed, &alive);
        scheduler->runUntil(20);
        QCOMPARE(alive, 2);
        QCOMPARE(completed, 4);  // 10, 20 and 7, 14
    }
    QCOMPARE(alive, 0);
    QCOMPARE(completed, 4);
}

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
