// SPDX-License-Identifier: MIT
#pragma once

#include "core/command.h"
#include "core/eventlist.h"
#include "core/scenario.h"

#include <QList>
#include <QStringList>

#include <algorithm>

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
    int instances = 1;     // Redlock: this many independent servers (their keys are `lock@i`)
    int quorum = 0;        // Redlock: how many of them must grant the lock; 0: not a Redlock
    QStringList workers;
    EventList events;
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
    // The workers' names in the order given, for the caller to join as its sentence needs ("A+B").
    QStringList workerNames(const QList<int> &indices) const;
    // "A", "A and B", "A, B and C": `and_` is the caller's translated " and ".
    QString workerList(const QList<int> &indices, const QString &and_) const;
    Micros endTime() const { return std::max(events.isEmpty() ? 0 : events.timeAt(events.size() - 1), observedUntil); }
};

// Records `event` in time order: after every event at or before its instant, so events of one
// instant keep the order they were recorded in. A live run learns some facts late (Redis's
// `expired` message arrives after replies to later commands, dated when the key went), and every
// reader — the interpretation's eventAtOrBefore, the event log, the cursor — reads the trace as
// sorted by `at`.
inline void recordEvent(Trace &trace, const TraceEvent &event)
{
    EventList &events = trace.events;
    if (events.isEmpty() || events.timeAt(events.size() - 1) <= event.at) {
        events.append(event);
        return;
    }
    events.insert(events.firstAfter(event.at), event);
}

// Watched or imported real traffic (`locklab watch`, `locklab import`): replies and beliefs were
// inferred by the embedded model from MONITOR's lines, not seen.
inline bool isObservedTraffic(const Trace &trace)
{
    return trace.backend == QLatin1String("monitor");
}

// A run against a live Redis (LiveRun): the instant a command ran is the middle of its round trip as
// the client saw it, an estimate; the embedded store and MONITOR give the server's own.
inline bool hasEstimatedInstants(const Trace &trace)
{
    return trace.backend == QLatin1String("redis");
}

// How each client of watched traffic was seen to release the lock. Watched traffic has no release
// policy: each client releases its own way, and a client that DELs the key is not one that runs a
// compare-and-delete, whatever the others do. Flags per worker, from the commands its lane sent
// on the lock key (a simulated run's workers all follow its policy).
enum ReleaseSeen : quint8 { ReleaseSeenDel = 1, ReleaseSeenCompareAndDelete = 2 };
QList<quint8> releasesSeen(const Trace &trace);
// A lane's second line: "DEL release", "compare-and-delete", both, or "no release seen".
QString releaseSeenText(quint8 seen);

// One line a person can read, e.g. "  120.600 ms  B   SET ... NX PX 100 -> OK (0.200 ms)".
QString describeEvent(const Trace &trace, const TraceEvent &event);
// The same with the lane column `laneWidth` wide (laneColumnWidth(trace) lines every lane up; 0
// leaves one space after the name): a caller describing many events measures the lanes once, not once per event.
QString describeEvent(const Trace &trace, const TraceEvent &event, qsizetype laneWidth);
qsizetype laneColumnWidth(const Trace &trace);

}  // namespace locklab
