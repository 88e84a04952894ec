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
    qint64 cycles = 0;
    qint64 pings = 0;
    int failures = 0;  // cycles where the lock was not taken or not released
    double ratioToLimit() const { return pingPerSec > 0 ? cyclesPerSec / (pingPerSec / 2) : 0; }
    QJsonObject toJson() const;
};

// `locklab bench live`: acquire+release cycles per second on one connection through the same
// LiveRedis the engine uses, and PINGs per second on that connection in the same run. The two
// alternate in short slices so that drift on the machine hits both alike.
QCoro::Task<LiveBenchResult> benchLive(const RedisUrl &url, double seconds);

}  // namespace locklab
