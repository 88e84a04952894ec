// SPDX-License-Identifier: MIT
#include "live/realscheduler.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QTest>

using namespace locklab;

namespace {

struct Woke {
    int worker;
    Micros at;
    bool ok;
};

QCoro::Task<> sleeper(Scheduler &scheduler, Micros duration, int worker, QList<Woke> *log)
{
    const bool ok = co_await scheduler.sleep(duration, {worker, WakeReason::Timer});
    log->append({worker, scheduler.now(), ok});
}

}  // namespace

class TestRealScheduler : public QObject {
    Q_OBJECT

private slots:
    void resumesInDueOrderAndNeverEarly()
    {
        RealScheduler scheduler;
        QList<Woke> log;
        std::vector<QCoro::Task<>> tasks;
        tasks.push_back(sleeper(scheduler, 30000, 0, &log));
        tasks.push_back(sleeper(scheduler, 10000, 1, &log));
        tasks.push_back(sleeper(scheduler, 20000, 2, &log));
        tasks.push_back(sleeper(scheduler, 10000, 3, &log));  // same time as worker 1: FIFO
        QTRY_COMPARE_WITH_TIMEOUT(log.size(), 4, 2000);
        QCOMPARE(log.at(0).worker, 1);
        QCOMPARE(log.at(1).worker, 3);
        QCOMPARE(log.at(2).worker, 2);
        QCOMPARE(log.at(3).worker, 0);
        QVERIFY(log.at(0).at >= 10000);
        QVERIFY(log.at(2).at >= 20000);
        QVERIFY(log.at(3).at >= 30000);
        QVERIFY(log.at(0).ok && log.at(3).ok);
        // Every wake-up is recorded with a non-negative lateness.
        QCOMPARE(scheduler.wakeUps().size(), size_t(4));
        for (const RealScheduler::WakeUp &w : scheduler.wakeUps())
            QVERIFY(w.lateness >= 0);
        // Due at now() + 10 ms, measured from when it went to sleep.
        QVERIFY(scheduler.wakeUps().front().dueAt >= 10000 && scheduler.wakeUps().front().dueAt < 15000);
    }

    void timeScaleStretchesWallTimeNotScenarioTime()
    {
        RealScheduler scheduler(5);
        QCOMPARE(scheduler.timeScale(), 5.0);
        QList<Woke> log;
        QElapsedTimer wall;
        wall.start();
        QCoro::Task<> task = sleeper(scheduler, 20000, 0, &log);
        QTRY_COMPARE_WITH_TIMEOUT(log.size(), 1, 2000);
        QVERIFY2(wall.elapsed() >= 99, QByteArray::number(wall.elapsed()));  // 20 ms × 5
        QVERIFY(log.first().at >= 20000);
        QVERIFY2(log.first().at < 40000, QByteArray::number(log.first().at));  // reported in scenario time
        QVERIFY(scheduler.wallNow() >= 100000);
        QVERIFY(scheduler.now() * 5 <= scheduler.wallNow() + 5);
    }

    void scaleBelowOneIsClamped()
    {
        RealScheduler scheduler(0.1);
        QCOMPARE(scheduler.timeScale(), 1.0);
    }

    void wakeObserverSeesEachWakeUpBeforeItRuns()
    {
        RealScheduler scheduler;
        QList<Woke> log;
        QList<int> observed;
        QList<qsizetype> logSizeWhenObserved;
        scheduler.setWakeObserver([&](const RealScheduler::WakeUp &w) {
            observed.append(w.wake.worker);
            logSizeWhenObserved.append(log.size());
        });
        QCoro::Task<> a = sleeper(scheduler, 5000, 7, &log);
        QTRY_COMPARE_WITH_TIMEOUT(log.size(), 1, 2000);
        QCOMPARE(observed, QList<int>{7});
        QCOMPARE(logSizeWhenObserved, QList<qsizetype>{0});  // before the coroutine ran
    }

    void callAtRunsAFunction()
    {
        RealScheduler scheduler;
        Micros ranAt = -1;
        scheduler.callAt(15000, [&] { ranAt = scheduler.now(); }, {-1, WakeReason::KeyExpires});
        QTRY_VERIFY_WITH_TIMEOUT(ranAt >= 0, 2000);
        QVERIFY(ranAt >= 15000);
    }

    void frozenWorkerWakesAtItsThaw()
    {
        RealScheduler scheduler;
        scheduler.freeze(0, 60000);
        QList<Woke> log;
        QCoro::Task<> frozen = sleeper(scheduler, 10000, 0, &log);
        QCoro::Task<> free = sleeper(scheduler, 10000, 1, &log);
        QTRY_COMPARE_WITH_TIMEOUT(log.size(), 2, 2000);
        QCOMPARE(log.at(0).worker, 1);
        QCOMPARE(log.at(1).worker, 0);
        QVERIFY(log.at(1).at >= 60000);
    }

    void cancelResumesEveryWaitAtOnce()
    {
        RealScheduler scheduler;
        QList<Woke> log;
        std::vector<QCoro::Task<>> tasks;
        for (int i = 0; i < 3; ++i)
            tasks.push_back(sleeper(scheduler, 10'000'000, i, &log));  // 10 s
        QTest::qWait(20);
        QVERIFY(log.isEmpty());
        QElapsedTimer wall;
        wall.start();
        scheduler.cancel();
        QCOMPARE(log.size(), 3);  // resumed inside cancel(), not 10 s later
        QVERIFY(wall.elapsed() < 100);
        for (const Woke &w : log)
            QVERIFY(!w.ok);  // and told that the run was cancelled
        QVERIFY(!scheduler.hasPending());
        // A sleep after cancel() does not wait at all.
        QCoro::Task<> late = sleeper(scheduler, 10'000'000, 9, &log);
        QCOMPARE(log.size(), 4);
        QVERIFY(!log.last().ok);
    }
};

QTEST_GUILESS_MAIN(TestRealScheduler)
#include "tst_realscheduler.moc"
