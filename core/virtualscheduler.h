// SPDX-License-Identifier: MIT
#pragma once

#include "core/scheduler.h"

#include <vector>

namespace locklab {

struct StepInfo {
    Micros at = 0;
    Wake wake;
};

// A discrete-event queue ordered by (time, sequence): ties run in the order they were
// scheduled, so a run is a pure function of its inputs.
class VirtualScheduler final : public Scheduler {
public:
    VirtualScheduler() = default;
    ~VirtualScheduler() override;
    VirtualScheduler(const VirtualScheduler &) = delete;
    VirtualScheduler &operator=(const VirtualScheduler &) = delete;

    Micros now() const override { return m_now; }
    void resumeAt(Micros at, std::coroutine_handle<> handle, Wake wake) override;
    void callAt(Micros at, std::function<void()> fn, Wake wake) override;
    void cancel() override;

    bool hasPending() const { return !m_queue.empty(); }
    Micros nextTime() const { return m_queue.empty() ? m_now : m_queue.front().at; }
    std::size_t pendingCount() const { return m_queue.size(); }
    // Resumes exactly one waiting coroutine (or fires one server timer) and says what ran.
    bool step(StepInfo *info = nullptr);
    // Runs every event scheduled at or before `until`.
    void runUntil(Micros until);

private:
    // Trivially copyable so the heap moves cheaply; a callback lives in m_callbacks by index.
    struct Entry {
        Micros at;
        quint64 seq;
        std::coroutine_handle<> handle;
        int callback;  // -1: resume `handle`
        Wake wake;
    };
    struct Later {
        bool operator()(const Entry &a, const Entry &b) const { return a.at != b.at ? a.at > b.at : a.seq > b.seq; }
    };
    void push(Entry entry);
    Entry pop();

    std::vector<Entry> m_queue;  // a binary heap (std::push_heap / pop_heap)
    std::vector<std::function<void()>> m_callbacks;
    std::vector<int> m_freeCallbacks;
    Micros m_now = 0;
    quint64 m_seq = 0;
};

}  // namespace locklab
