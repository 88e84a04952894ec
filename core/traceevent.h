// SPDX-License-Identifier: MIT
#pragma once

#include "core/command.h"
#include "core/scenario.h"

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
constexpr WorkerState lastWorkerState = WorkerState::Checking;  // readers of stored states check against it
QString workerStateName(WorkerState state);                     // "holding", … (JSON, recordings)
QString workerStateLabel(WorkerState state);                    // the same in the user's language

enum class EventKind : quint8 {
    Sent,     // a command left the client
    Replied,  // its reply arrived (or its timeout passed: Reply::Kind::Unknown)
    State,    // a worker changed state, with what it believes about the lock
    Expired,  // the server expired a key
    Note,     // anything else worth a line (backend facts)
    Fault,    // an injected fault took effect (scheduled in the scenario or fired from the UI)
    Gap,      // the source stopped seeing the server (value 1: a lost MONITOR connection, text why: what ran
              // is unknown; stallBegins: the server stopped answering, so ran nothing) or saw it again (value 0)
};
constexpr qint64 stallBegins = 2;                    // a Gap event's value
constexpr EventKind lastEventKind = EventKind::Gap;  // readers of stored kinds check against it
QString eventKindName(EventKind kind);

// One event as its writers build it and its readers see it. A Trace does not hold these: it packs
// each into 48 bytes with its strings interned (EventList), and hands out a TraceEvent per read.
struct TraceEvent {
    Micros at = 0;
    EventKind kind = EventKind::Note;
    qint16 worker = -1;  // -1: not a worker's event
    WorkerState state = WorkerState::Idle;
    bool believesHeld = false;           // State: does the worker think it holds the lock now?
    int requestId = -1;                  // Sent/Replied: pairs a reply with its command; Fault: a Redlock's
                                         // instance it hit (1-based), -1 the one server
    Micros sentAt = -1;                  // Replied: when the command was sent
    Request request;                     // Sent/Replied
    Reply reply;                         // Replied (reply.executedAt: when the server ran it, if known)
    Micros deadline = -1;                // Expired: the deadline the TTL implied; Fault: when its effect ends;
                                         // State (Holding after a Redlock's grant or extension): the end of
                                         // the validity the client computed (its variant's formula)
    FaultKind fault = FaultKind::Pause;  // Fault: which
    qint64 value =
        0;  // Fault: Restart 1 if the keys were lost; ClockJump the jump in ms; Gap: 1 or stallBegins begins, 0 ends
    QString text;  // Expired: the key; Note, Fault and Gap: the message; Sent/Replied of watched traffic: the command
                   // as MONITOR showed it
    Micros wallAt = -1;  // live runs: wall-clock time in µs since the run started
};

}  // namespace locklab

// Every member is itself relocatable (QString, PODs).
Q_DECLARE_TYPEINFO(locklab::TraceEvent, Q_RELOCATABLE_TYPE);
