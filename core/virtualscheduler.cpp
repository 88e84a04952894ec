// SPDX-License-Identifier: MIT
#include "core/virtualscheduler.h"

#include <algorithm>

namespace locklab {

VirtualScheduler::~VirtualScheduler()
{
    // Coroutine frames still waiting here would leak: let them unwind.
    cancel();
}

void VirtualScheduler::push(Entry entry)
{
    m_queue.push_back(entry);
    std::push_heap(m_queue.begin(), m_queue.end(), Later{});
}

VirtualScheduler::Entry VirtualScheduler::pop()
{
    std::pop_heap(m_queue.begin(), m_queue.end(), Later{});
    Entry entry = m_queue.back();
    m_queue.pop_back();
    return entry;
}

void VirtualScheduler::resumeAt(Micros at, std::coroutine_handle<> handle, Wake wake)
{
    if (m_cancelled) {
        handle.resume();
        return;
    }
    push(Entry{std::max(at, m_now), m_seq++, handle, -1, wake});
}

void VirtualScheduler::callAt(Micros at, std::function<void()> fn, Wake wake)
{
    if (m_cancelled)
        return;
    int slot;
    if (m_freeCallbacks.empty()) {
        slot = static_cast<int>(m_callbacks.size());
        m_callbacks.push_back(std::move(fn));
    } else {
        slot = m_freeCallbacks.back();
        m_freeCallbacks.pop_back();
        m_callbacks[static_cast<std::size_t>(slot)] = std::move(fn);
    }
    push(Entry{std::max(at, m_now), m_seq++, {}, slot, wake});
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
        push(entry);
        entry = pop();
    }
    m_now = entry.at;
    if (info)
        *info = StepInfo{entry.at, entry.wake};
    if (entry.callback < 0) {
        entry.handle.resume();
    } else {
        std::function<void()> fn = std::move(m_callbacks[static_cast<std::size_t>(entry.callback)]);
        m_freeCallbacks.push_back(entry.callback);
        fn();
    }
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
        if (entry.callback < 0)
            entry.handle.resume();
    }
}

}  // namespace locklab
