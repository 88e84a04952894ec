// SPDX-License-Identifier: MIT
#include "cursorstate.h"

#include "timeline/timelinemodel.h"

#include <algorithm>

namespace locklab {

CursorState CursorState::compute(const Trace &trace, const Summary &summary, Micros at)
{
    CursorState s;
    s.at = at;
    // Key spans are sorted and disjoint; a span covers [from, to) except an open one, which runs on.
    const auto span = std::upper_bound(summary.keySpans.cbegin(), summary.keySpans.cend(), at,
                                       [](Micros t, const KeySpan &k) { return t < k.from; });
    if (span != summary.keySpans.cbegin()) {
        const KeySpan &k = *std::prev(span);
        if (at < k.to || (k.end == KeySpan::End::Open && at >= k.from)) {
            s.keyExists = true;
            s.holder = k.holder;
            s.keyValue = k.token;
            s.pttlMs = k.deadline >= 0 ? std::max<qint64>(0, (k.deadline - at) / 1000) : -1;
        }
    }

    const int n = static_cast<int>(trace.workers.size());
    for (int w = 0; w < n; ++w)
        s.workers.append(WorkerView{w, WorkerState::Idle, false, false});
    for (const TraceEvent &e : trace.events) {
        if (e.at > at)
            break;
        if (e.kind == EventKind::State && e.worker >= 0 && e.worker < n) {
            s.workers[e.worker].state = e.state;
            s.workers[e.worker].believesHeld = e.believesHeld;
        } else if (e.kind == EventKind::Replied && !e.reply.isFailure() && executedAt(e) <= at) {
            const Request &r = e.request;
            if (r.command == Command::Incr && r.key == StoreKeys::fenceCounter()
                && e.reply.kind == Reply::Kind::Integer)
                s.fenceCounter = e.reply.integer;
            // Every store replies with what it changed: the plain Redis write its count, the others 1 or 0.
            const bool accepted = isWriteCommand(r.command) && e.reply.kind == Reply::Kind::Integer
                                  && (r.command == Command::Write || e.reply.integer > 0);
            if (accepted) {
                s.storedValue = r.value;
                s.storedFence =
                    r.command == Command::Write || (!trace.policies.fencing && r.command != Command::FencedWrite)
                        ? -1
                        : r.number;
                ++s.storeWrites;
            }
        }
    }
    for (WorkerView &w : s.workers)
        w.redisSaysHeld = s.keyExists && s.holder == w.worker;
    return s;
}

}  // namespace locklab
