// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisurl.h"

#include <QCoroTask>
#include <QJsonObject>

namespace locklab {

struct LiveBenchResult {
    bool ok = false;
    QString error;
    double cyclesPerSec = 0;  // SET NX PX + compare-and-delete (EVALSHA), one after the other
    double pingPerSec = 0;    // PING round trips on the same connection: the physical limit
    // The same two commands as plain RESP on a blocking connection of their own, formatted once,
    // one at a time (as `redis-benchmark -c 1` does): what any client could reach on this server.
    double plainCyclesPerSec = 0;
    qint64 cycles = 0;
    qint64 pings = 0;
    qint64 plainCycles = 0;
    int failures = 0;  // cycles where the lock was not taken or not released
    // This thread's CPU time per cycle in the slices of each client (getrusage, RUSAGE_THREAD):
    // what the round trip does not explain. The kernel splits user and system time by ticks.
    struct Cpu {
        double userUs = 0;
        double systemUs = 0;
    };
    Cpu cpuPerCycle, plainCpuPerCycle;
    double ratioToLimit() const { return pingPerSec > 0 ? cyclesPerSec / (pingPerSec / 2) : 0; }
    double ratioToPlain() const { return plainCyclesPerSec > 0 ? cyclesPerSec / plainCyclesPerSec : 0; }
    QJsonObject toJson() const;
};

// `locklab bench live`: acquire+release cycles per second on one connection through the same
// LiveRedis the engine uses; PINGs per second on that connection; and the same cycles as plain
// RESP on a second, blocking connection. The three alternate in short slices so that drift on the
// machine hits them alike.
QCoro::Task<LiveBenchResult> benchLive(const RedisUrl &url, double seconds);

}  // namespace locklab
