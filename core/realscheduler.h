// SPDX-License-Identifier: MIT
#pragma once

#include "scheduler.h"

#include <QElapsedTimer>
#include <QTimer>

#include <vector>

namespace locklab {

// Scenario time on the wall clock, for live runs. Wall time = scenario time × timeScale, so a
// 100 ms race can play over a second and stay the same race. This scheduler scales sleeps; the
// RedisStore scales the TTLs it sends (PX, PEXPIRE, script TTLs) by the same factor. Everything
// the engine and the trace see (now(), event times, request TTLs) stays in scenario time;
// wallNow() and each wake-up's lateness are in wall time.
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

    struct WakeUp {
        Wake wake;
        Micros dueAt = 0;    // scenario time it was due
        Micros lateness = 0; // wall µs between due and resumed
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
        bool operator()(const Entry &a, const Entry &b) const {
            return a.dueWall != b.dueWall ? a.dueWall > b.dueWall : a.seq > b.seq;
        }
    };
    void push(Entry entry);
    void dispatch();
    void arm();

    double m_scale;
    QElapsedTimer m_clock;
    QTimer m_timer;
    std::vector<Entry> m_queue; // binary heap on (dueWall, seq)
    quint64 m_seq = 0;
    bool m_dispatching = false;
    std::function<void(const WakeUp &)> m_observer;
    std::vector<WakeUp> m_wakeUps;
};

} // namespace locklab
