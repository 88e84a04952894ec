// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"
#include "core/trace.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

namespace locklab {

class Simulation;

enum class BackendKind : quint8 { Embedded, ManagedRedis, RedisUrl, ManagedCluster };

// One run being recorded. Step() advances it by exactly one engine event.
class RunSession {
public:
    virtual ~RunSession() = default;
    virtual bool step() = 0;
    virtual bool isFinished() const = 0;
    virtual int stepsTaken() const = 0;
    virtual Micros now() const = 0;
    virtual const Trace &trace() const = 0;
    // The interpretation of the finished trace when the session already has it (a recording
    // interpreted while it was read, off the window's thread); null: the caller interprets.
    virtual const Interpretation *finishedInterpretation() const { return nullptr; }
    // The whole run is known before it is stepped (a recording, a finished live run): step k
    // shows its first k events, so stepping is a cursor move over the finished trace.
    virtual bool isRecorded() const { return false; }
    // Steps to the end, appending the time after each step (null: a recorded session's step times
    // are its events' times, and nobody needs a copy).
    virtual void finish(QList<Micros> *stepTimes)
    {
        while (step()) {
            if (stepTimes)
                stepTimes->append(now());
        }
    }
};

// Where runs happen: the embedded model, or a real Redis through core's runLive(). The window
// only talks to this interface.
class RunBackend {
    Q_DECLARE_TR_FUNCTIONS(locklab::RunBackend)
public:
    virtual ~RunBackend() = default;
    virtual BackendKind kind() const = 0;
    virtual QString title() const = 0;
    // Empty when runs can start; otherwise a sentence for the window saying why not.
    virtual QString unavailableReason() const = 0;
    // Deterministic backends step back by re-running; live ones will walk their recording.
    virtual bool isDeterministic() const = 0;
    // Null when the run could not start; lastError() then says why.
    virtual std::unique_ptr<RunSession> start(const Scenario &scenario, const Policies &policies, quint64 seed) = 0;
    virtual QString lastError() const { return {}; }
    // The Redis server's version ("7.0.15") as the last run's connection reported it; empty on
    // the embedded backend and before a live run.
    virtual QString serverVersion() const { return {}; }

    static QString titleOf(BackendKind kind);
};

// The Redis version a live trace ran against, from the note LiveRedis::connect() writes once
// INFO server has replied ("live: Redis 7.0.15 at ..."); empty for an embedded trace. A recording
// (Recording::redisVersion) takes it from here, so every branch of a live run keeps it.
QString redisVersionOf(const Trace &trace);

// Walks a finished trace (a live run's recording, an opened .locklab.json) one event per step.
std::unique_ptr<RunSession> makeRecordedSession(Trace recording, std::optional<Interpretation> interpretation = {});

// `url` is used by BackendKind::RedisUrl only.
std::unique_ptr<RunBackend> makeBackend(BackendKind kind, const QString &url = QString());

// Stops every live run under way (the window is closing); each still puts the server back.
void stopLiveRuns();

}  // namespace locklab
