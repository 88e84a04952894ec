// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace locklab {

// Scenario time is kept in microseconds so a sub-millisecond round trip still moves the clock;
// everything user-facing is in milliseconds.
using Micros = qint64;
constexpr Micros usFromMs(double ms) { return static_cast<Micros>(ms * 1000.0 + (ms >= 0 ? 0.5 : -0.5)); }
constexpr double msFromUs(Micros us) { return static_cast<double>(us) / 1000.0; }

enum class StepKind : quint8 { Wait, Acquire, Work, Pause, Write, Release, Extend };

struct Step {
    StepKind kind = StepKind::Wait;
    qint64 ms = 0;           // wait / work / pause duration
    qint64 ttlMs = -1;       // acquire / extend: -1 means the scenario's lock TTL
    qint64 retryMs = 20;     // acquire: pause between tries
    qint64 jitterMs = 0;     // acquire: uniform random extra pause in [0, jitterMs]
    int maxTries = 1;        // acquire: 1 means a single SET NX, no retry
    bool stopOnFail = true;  // acquire: a worker that never got the lock skips its remaining steps
};

struct WorkerSpec {
    QString name;
    qint64 startMs = 0;
    QList<Step> steps;
};

enum class ReleaseMode : quint8 { Naive, Token };

struct HeartbeatPolicy {
    bool enabled = false;
    qint64 intervalMs = 0;  // 0: a third of the TTL
    int maxExtensions = 0;  // 0: no cap
};

// Policies are inputs to a run, not part of the race: the UI flips them and re-runs.
struct Policies {
    ReleaseMode release = ReleaseMode::Token;
    bool fencing = false;
    HeartbeatPolicy heartbeat;
};

struct Scenario {
    QString name;
    QString title;
    QString description;
    QString lockKey = QStringLiteral("lock");
    qint64 ttlMs = 1000;
    double roundTripMs = 0.2;  // embedded store: simulated network round trip per command
    Policies policies;         // the scenario's defaults
    QList<WorkerSpec> workers;
    QString sourcePath;        // file or resource it was loaded from
};

QString releaseModeName(ReleaseMode mode);
QString stepKindName(StepKind kind);

} // namespace locklab
