// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

namespace locklab {

// What was true at one instant of a run: Redis's state and each worker's belief beside it.
// A pure function of (trace, summary, time), which the inspector shows.
struct CursorState {
    struct WorkerView {
        int worker = -1;
        WorkerState state = WorkerState::Idle;
        bool believesHeld = false;
        bool redisSaysHeld = false;  // the key holds this worker's token
        bool contradicted() const { return believesHeld && !redisSaysHeld; }
    };

    Micros at = 0;
    bool keyExists = false;
    int holder = -1;
    QString keyValue;         // the token in the key
    qint64 pttlMs = -2;       // as PTTL would answer: -2 no key, -1 no TTL
    qint64 fenceCounter = 0;  // the last INCR of the fencing counter (0: never)
    QString storedValue;      // "" when nothing was written yet
    qint64 storedFence = -1;
    qint64 storeWrites = 0;
    QList<WorkerView> workers;

    static CursorState compute(const Trace &trace, const Summary &summary, Micros at);
};

}  // namespace locklab
