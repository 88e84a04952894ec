// SPDX-License-Identifier: MIT
#include "live/realscheduler.h"

#include <algorithm>
#include <cmath>

namespace locklab {

// QTimer has millisecond resolution and the event loop may add a little on top, so a timer is
// armed to fire this much before the deadline and the rest is covered by zero-interval polling
// of the event loop. That keeps wake-ups within tens of µs instead of up to 1–2 ms late, for the
// price of a short busy wait per wake-up.
static constexpr Micros kSpinWindowUs = 2000;

RealScheduler::RealScheduler(double timeScale)
    : m_scale(std::max(1.0, timeScale))
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timer, &QTimer::timeout, [this] { dispatch(); });
    start();
}

RealScheduler::~RealScheduler()
{
    // Coroutine frames still waiting here would leak: let them unwind.
    cancel();
}

void RealScheduler::start()
{
    m_clock.start();
    m_offsetWall = 0;
    m_holdStartWall = -1;
}

Micros RealScheduler::wallFor(Micros at) const
{
    return static_cast<Micros>(std::llround(static_cast<double>(at) * m_scale)) + m_offsetWall;
}

void RealScheduler::holdClock()
{
    if (isClockHeld())
        return;
    m_heldNow = now();
    m_holdStartWall = wallNow();
    m_timer.stop();
}

void RealScheduler::releaseClock()
{
    if (!isClockHeld())
        return;
    const Micros held = wallNow() - m_holdStartWall;
    m_holdStartWall = -1;
    m_offsetWall += held;
    // Entries pushed while held were dated with the old offset too: one shift for all keeps the
    // heap's order.
    for (Entry &entry : m_queue)
        entry.dueWall += held;
    if (!m_dispatching && !m_cancelled)
        arm();
}

Micros RealScheduler::heldWall() const
{
    return m_offsetWall + (isClockHeld() ? wallNow() - m_holdStartWall : 0);
}

Micros RealScheduler::wallNow() const
{
    return m_clock.nsecsElapsed() / 1000;
}

Micros RealScheduler::now() const
{
    if (isClockHeld())
        return m_heldNow;
    return static_cast<Micros>(static_cast<double>(wallNow() - m_offsetWall) / m_scale);
}

void RealScheduler::push(Entry entry)
{
    m_queue.push_back(std::move(entry));
    std::push_heap(m_queue.begin(), m_queue.end(), Later{});
    if (!m_dispatching)
        arm();
}

void RealScheduler::resumeAt(Micros at, std::coroutine_handle<> handle, Wake wake)
{
    if (m_cancelled) {
        handle.resume();
        return;
    }
    push(Entry{wallFor(at), m_seq++, at, handle, {}, wake});
}

void RealScheduler::callAt(Micros at, std::function<void()> fn, Wake wake)
{
    if (m_cancelled)
        return;
    push(Entry{wallFor(at), m_seq++, at, {}, std::move(fn), wake});
}

void RealScheduler::arm()
{
    if (m_queue.empty() || isClockHeld()) {
        m_timer.stop();
        return;
    }
    const Micros remaining = m_queue.front().dueWall - wallNow();
    const Micros sleepUs = remaining - kSpinWindowUs;
    m_timer.start(sleepUs > 0 ? static_cast<int>(sleepUs / 1000) : 0);
}

void RealScheduler::dispatch()
{
    m_dispatching = true;
    // Resume everything that is due, earliest first; a resumed coroutine may schedule more.
    while (!m_queue.empty() && !m_cancelled && !isClockHeld()) {
        const Micros wall = wallNow();
        if (m_queue.front().dueWall > wall)
            break;
        std::pop_heap(m_queue.begin(), m_queue.end(), Later{});
        Entry entry = std::move(m_queue.back());
        m_queue.pop_back();
        // A frozen worker's wake-up waits for its thaw; it has not run, so it is no late wake-up.
        if (const Micros thaw = runnableAt(entry.wake, entry.dueAt); thaw > entry.dueAt) {
            entry.dueAt = thaw;
            entry.dueWall = wallFor(thaw);
            entry.seq = m_seq++;
            m_queue.push_back(std::move(entry));
            std::push_heap(m_queue.begin(), m_queue.end(), Later{});
            continue;
        }
        const WakeUp record{entry.wake, entry.dueAt, wall - entry.dueWall};
        m_wakeUps.push_back(record);
        if (m_observer)
            m_observer(record);
        if (entry.handle)
            entry.handle.resume();
        else if (entry.fn)
            entry.fn();
    }
    m_dispatching = false;
    if (!m_cancelled)
        arm();
}

void RealScheduler::cancel()
{
    m_cancelled = true;
    m_timer.stop();
    // Resuming may schedule more work; resumeAt() resumes those inline while cancelled.
    while (!m_queue.empty()) {
        std::pop_heap(m_queue.begin(), m_queue.end(), Later{});
        Entry entry = std::move(m_queue.back());
        m_queue.pop_back();
        if (entry.handle)
            entry.handle.resume();
    }
}

}  // namespace locklab
