// SPDX-License-Identifier: MIT
#pragma once

#include "core/scheduler.h"

#include <QElapsedTimer>
#include <QTimer>

#include <vector>

namespace locklab {

// Scenario time on the wall clock, for live runs. Wall time = scenario time × timeScale, so a
// 100 ms race can play over a second and stay the same race. This scheduler scales sleeps; the
// LiveRedis scales the TTLs it sends (PX, PEXPIRE, script TTLs) by the same factor. Everything
// the engine and the trace see (now(), event times, request TTLs) stays in scenario time;
// wallNow() and each wake-up's lateness are in wall time. While the clock is held (holdClock())
// scenario time stands still; wall time = scenario time × timeScale + the wall time held so far.
class RealScheduler final : public Scheduler {
public:
    explicit RealScheduler(double timeScale = 1.0);
    ~RealScheduler() override;
    RealScheduler(const RealScheduler &) = delete;
    RealScheduler &operator=(const RealScheduler &) = delete;

    double timeScale() const { return m_scale; }
    // Time 0 of the run is the moment of the last start() (the constructor calls it).
    void start();

    Micros now() const override;
    Micros wallNow() const override;
    void resumeAt(Micros at, std::coroutine_handle<> handle, Wake wake) override;
    void callAt(Micros at, std::function<void()> fn, Wake wake) override;
    void cancel() override;

    bool hasPending() const { return !m_queue.empty(); }

    // Stops scenario time (a live restart fault: the model's server is down for the scenario's
    // downMs, whatever a real restart takes on this machine). Nothing is dispatched while held;
    // on release every pending wake-up moves later by the wall time held, so the race resumes
    // where it stood. wallNow() keeps running.
    void holdClock();
    void releaseClock();
    bool isClockHeld() const { return m_holdStartWall >= 0; }
    // Wall µs scenario time stood still in all (the current hold included).
    Micros heldWall() const;

    struct WakeUp {
        Wake wake;
        Micros dueAt = 0;     // scenario time it was due
        Micros lateness = 0;  // wall µs between due and resumed
    };
    // Called just before each wake-up resumes its coroutine (the live run writes a trace Note).
    void setWakeObserver(std::function<void(const WakeUp &)> observer) { m_observer = std::move(observer); }
    const std::vector<WakeUp> &wakeUps() const { return m_wakeUps; }

private:
    struct Entry {
        Micros dueWall;
        quint64 seq;
        Micros dueAt;
        std::coroutine_handle<> handle;
        std::function<void()> fn;
        Wake wake;
    };
    struct Later {
        bool operator()(const Entry &a, const Entry &b) const
        {
            return a.dueWall != b.dueWall ? a.dueWall > b.dueWall : a.seq > b.seq;
        }
    };
    void push(Entry entry);
    void dispatch();
    void arm();

    double m_scale;
    QElapsedTimer m_clock;
    QTimer m_timer;
    std::vector<Entry> m_queue;  // binary heap on (dueWall, seq)
    quint64 m_seq = 0;
    bool m_dispatching = false;
    Micros wallFor(Micros at) const;  // the wall time scenario time `at` falls due
    Micros m_offsetWall = 0;          // wall µs held by finished holds
    Micros m_holdStartWall = -1;      // the current hold's start, or -1
    Micros m_heldNow = 0;             // now() while held
    std::function<void(const WakeUp &)> m_observer;
    std::vector<WakeUp> m_wakeUps;
};

}  // namespace locklab
