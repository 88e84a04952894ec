// SPDX-License-Identifier: MIT
#include "virtualscheduler.h"

#include <algorithm>

namespace locklab {

VirtualScheduler::~VirtualScheduler()
{
    // Coroutine frames still waiting here would leak: let them unwind.
    cancel();
}

void VirtualScheduler::push(Entry entry)
{
    m_queue.push_back(std::move(entry));
    std::push_heap(m_queue.begin(), m_queue.end(), Later{});
}

VirtualScheduler::Entry VirtualScheduler::pop()
{
    std::pop_heap(m_queue.begin(), m_queue.end(), Later{});
    Entry entry = std::move(m_queue.back());
    m_queue.pop_back();
    return entry;
}

void VirtualScheduler::resumeAt(Micros at, std::coroutine_handle<> handle, Wake wake)
{
    if (m_cancelled) {
        handle.resume();
        return;
    }
    push(Entry{std::max(at, m_now), m_seq++, handle, {}, wake});
}

void VirtualScheduler::callAt(Micros at, std::function<void()> fn, Wake wake)
{
    if (m_cancelled)
        return;
    push(Entry{std::max(at, m_now), m_seq++, {}, std::move(fn), wake});
}

bool VirtualScheduler::step(StepInfo *info)
{
    if (m_queue.empty())
        return false;
    Entry entry = pop();
    // A frozen worker's wake-up goes back in the queue for its thaw; it has not run.
    while (!m_cancelled && runnableAt(entry.wake, entry.at) > entry.at) {
        entry.at = runnableAt(entry.wake, entry.at);
        entry.seq = m_seq++;
        push(std::move(entry));
        entry = pop();
    }
    m_now = entry.at;
    if (info)
        *info = StepInfo{entry.at, entry.wake};
    if (entry.handle)
        entry.handle.resume();
    else if (entry.fn)
        entry.fn();
    return true;
}

void VirtualScheduler::runUntil(Micros until)
{
    while (!m_queue.empty() && m_queue.front().at <= until)
        step();
    m_now = std::max(m_now, until);
}

void VirtualScheduler::cancel()
{
    m_cancelled = true;
    // Resuming may schedule more work; resumeAt() resumes those inline while cancelled.
    while (!m_queue.empty()) {
        Entry entry = pop();
        if (entry.handle)
            entry.handle.resume();
    }
}

} // namespace locklab
