// SPDX-License-Identifier: MIT
#pragma once

#include "scenario.h"
#include "store.h"

#include <QList>
#include <QStringList>

#include <algorithm>

namespace locklab {

enum class WorkerState : quint8 {
    Idle,       // not started yet
    Waiting,    // a wait step
    Acquiring,  // sending SET NX, or between retries
    Holding,    // has the lock, between steps
    Working,    // a work step inside the critical section
    Paused,     // the whole process frozen (GC, stopped VM): no commands, no heartbeat
    Writing,
    Releasing,
    Extending,
    Done,
    GaveUp,    // never got the lock and skipped the rest of its steps
    Checking,  // a check step: GET the lock and compare the token at the client
};
QString workerStateName(WorkerState state);   // "holding", … (JSON, recordings)
QString workerStateLabel(WorkerState state);  // the same in the user's language

enum class EventKind : quint8 {
    Sent,     // a command left the client
    Replied,  // its reply arrived (or its timeout passed: Reply::Kind::Unknown)
    State,    // a worker changed state, with what it believes about the lock
    Expired,  // the server expired a key
    Note,     // anything else worth a line (backend facts)
    Fault,    // an injected fault took effect (scheduled in the scenario or fired from the UI)
    Gap,      // the source stopped seeing the server (value 1: a lost MONITOR connection, text why) or saw it
              // again (value 0): what ran in between is unknown
};
QString eventKindName(EventKind kind);

struct TraceEvent {
    Micros at = 0;
    EventKind kind = EventKind::Note;
    qint16 worker = -1;  // -1: not a worker's event
    WorkerState state = WorkerState::Idle;
    bool believesHeld = false;           // State: does the worker think it holds the lock now?
    int requestId = -1;                  // Sent/Replied: pairs a reply with its command
    Micros sentAt = -1;                  // Replied: when the command was sent
    Request request;                     // Sent/Replied
    Reply reply;                         // Replied (reply.executedAt: when the server ran it, if known)
    Micros deadline = -1;                // Expired: the deadline the TTL implied; Fault: when its effect ends
    FaultKind fault = FaultKind::Pause;  // Fault: which
    qint64 value = 0;  // Fault: Restart 1 if the keys were lost; ClockJump the jump in ms; Gap: 1 begins, 0 ends
    QString text;  // Expired: the key; Note, Fault and Gap: the message; Sent/Replied of watched traffic: the command
                   // as MONITOR showed it
    Micros wallAt = -1;  // live runs: wall-clock time in µs since the run started
};

}  // namespace locklab

// Every member is itself relocatable (QString, PODs): the trace grows by realloc, not by moving
// each event into a new block.
Q_DECLARE_TYPEINFO(locklab::TraceEvent, Q_RELOCATABLE_TYPE);

namespace locklab {

// Append-only record of one run. Everything the app shows is a function of a Trace.
struct Trace {
    QString scenario;
    QString backend = QStringLiteral("embedded");
    QString keyPrefix;  // e.g. "locklab:sim-1:"
    QString lockKey;    // relative to the prefix
    qint64 ttlMs = 0;
    qint64 timeoutMs = 500;     // the scenario's client timeout (store.timeoutMs)
    QList<int> ignoresTimeout;  // workers that wait for every reply however late (honoursTimeout: false)
    Policies policies;
    Purpose purpose = Purpose::Correctness;
    StoreKind storeKind = StoreKind::Redis;
    SqlGuard sqlGuard = SqlGuard::Fence;
    quint64 seed = 0;
    double timeScale = 1.0;
    QString redisVersion;  // live runs: the server's version ("7.0.15"); empty when embedded
    int replicas = 0;      // the scenario's topology: a primary and this many replicas
    QStringList workers;
    QList<TraceEvent> events;
    // A prefix of a run seen at a later instant (playback between two events): what is still
    // going on then — work, a pause, a held key, an overlap — runs up to here, not to the last event.
    Micros observedUntil = -1;
    // Non-empty: the run was stopped at a budget (RunLimits) and this says which; the events are
    // the run up to there.
    QString limitReached;
    // Watched or imported traffic: trace time 0 on the server's clock (µs since the epoch; -1: not
    // known), and which lock keys were followed, as the report says it (empty: not known).
    qint64 originUs = -1;
    QString keysFollowed;

    int workerIndex(const QString &name) const { return workers.indexOf(name); }
    QString workerName(int index) const { return index >= 0 && index < workers.size() ? workers.at(index) : QString(); }
    Micros endTime() const { return std::max(events.isEmpty() ? 0 : events.constLast().at, observedUntil); }
};

// Records `event` in time order: after every event at or before its instant, so events of one
// instant keep the order they were recorded in. A live run learns some facts late (Redis's
// `expired` message arrives after replies to later commands, dated when the key went), and every
// reader — the interpretation's eventAtOrBefore, the event log, the cursor — reads the trace as
// sorted by `at`.
inline void recordEvent(Trace &trace, TraceEvent event)
{
    QList<TraceEvent> &events = trace.events;
    if (events.isEmpty() || events.constLast().at <= event.at) {
        events.append(std::move(event));
        return;
    }
    const auto later = std::upper_bound(events.cbegin(), events.cend(), event.at,
                                        [](Micros t, const TraceEvent &e) { return t < e.at; });
    events.insert(later - events.cbegin(), std::move(event));
}

// Watched or imported real traffic (`locklab watch`, `locklab import`): replies and beliefs were
// inferred by the embedded model from MONITOR's lines, not seen.
inline bool isObservedTraffic(const Trace &trace)
{
    return trace.backend == QLatin1String("monitor");
}

// One line a person can read, e.g. "  120.600 ms  B   SET ... NX PX 100 -> OK (0.200 ms)".
QString describeEvent(const Trace &trace, const TraceEvent &event);

}  // namespace locklab
