// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <coroutine>
#include <functional>
#include <vector>

namespace locklab {

// Why a coroutine or callback is waiting; step() reports it so a user can see what ran.
enum class WakeReason : quint8 {
    Start,           // a worker's coroutine begins
    Timer,           // wait / work / pause / retry interval ran out
    Heartbeat,       // the heartbeat's interval ran out
    ServerReceives,  // the request reaches the server (embedded latency, first half)
    ReplyArrives,    // the reply reaches the client (embedded latency, second half)
    KeyExpires,      // the server's expiry of a key with a TTL
};

struct Wake {
    int worker = -1;
    WakeReason reason = WakeReason::Timer;
};

QString wakeReasonName(WakeReason reason);

// Owns scenario time. The virtual scheduler pops a discrete-event queue; the real one arms
// QTimers. Workers never read a clock directly, so the same engine runs on both.
class Scheduler {
public:
    virtual ~Scheduler() = default;

    virtual Micros now() const = 0;
    // Wall-clock µs since the run started, for live runs; -1 on virtual time.
    virtual Micros wallNow() const { return -1; }
    // Resume `handle` once scenario time reaches `at`.
    virtual void resumeAt(Micros at, std::coroutine_handle<> handle, Wake wake) = 0;
    // Run `fn` once scenario time reaches `at` (server-side timers such as key expiry).
    virtual void callAt(Micros at, std::function<void()> fn, Wake wake) = 0;

    // A frozen process (GC pause, stopped VM) runs nothing: a worker's timers and replies that
    // fall due before `until` wait for the thaw. Server-side wake-ups are not affected.
    void freeze(int worker, Micros until);
    Micros thawTime(int worker) const;
    static bool isClientSide(WakeReason reason)
    {
        return reason != WakeReason::ServerReceives && reason != WakeReason::KeyExpires;
    }

    // After cancel() every pending sleep resumes at once and reports false, so each
    // coroutine can unwind and free its frame instead of being abandoned mid-flight.
    bool isCancelled() const { return m_cancelled; }
    virtual void cancel() = 0;

    struct SleepAwaiter {
        Scheduler &scheduler;
        Micros duration;
        Wake wake;
        bool await_ready() const noexcept { return scheduler.m_cancelled; }
        void await_suspend(std::coroutine_handle<> handle)
        {
            scheduler.resumeAt(scheduler.now() + duration, handle, wake);
        }
        bool await_resume() const noexcept { return !scheduler.m_cancelled; }
    };
    // co_await sleep(...) returns false when the run was cancelled meanwhile.
    SleepAwaiter sleep(Micros duration, Wake wake) { return SleepAwaiter{*this, duration, wake}; }

protected:
    // When a wake-up due at `at` may really run: later if its worker is frozen then.
    Micros runnableAt(const Wake &wake, Micros at) const;

    bool m_cancelled = false;
    std::vector<Micros> m_frozenUntil;
};

}  // namespace locklab
