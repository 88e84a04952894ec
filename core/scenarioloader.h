// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QByteArray>

class QIODevice;

namespace locklab {

struct LoadError {
    QString file;
    int line = 0;
    int column = 0;
    QString path;     // e.g. "workers[1].steps[2].ms"; empty for file- or syntax-level errors
    QString message;  // e.g. "expected a non-negative integer, got \"fast\""
    // Refused at a run limit (RunLimits: --max-events, --max-memory-mb), not for what it holds:
    // the command line exits 4 for it, as for a run stopped there.
    bool limitReached = false;
    // "x.json:12:18: workers[1].steps[2].ms: expected a non-negative integer, got \"fast\""
    QString toString() const;
};

// Documented in docs/scenarios.md. Unknown fields and out-of-range values are errors: a typo
// must never silently do nothing.
bool parseScenario(const QByteArray &json, const QString &fileLabel, Scenario *out, LoadError *error);
bool loadScenarioFile(const QString &path, Scenario *out, LoadError *error);

// Reads `device` to its end into `out`, or stops as soon as it holds more than `maxBytes` and
// returns false. A pipe (`/dev/stdin`, `<(…)`) has no size to check before reading it.
bool readBounded(QIODevice *device, qint64 maxBytes, QByteArray *out);

// The largest scenario, consistent with the largest file: 1,000,000 steps written one per indented
// line (`      { "do": "work", "ms": 1 },` is 34 bytes) take 34 MB, well inside 64 MiB.
namespace limits {
inline constexpr int maxWorkers = 256;
// A recording's lanes: a scenario's workers, or the clients of watched traffic (a lane index is 16 bits).
inline constexpr int maxRecordedLanes = 32767;
inline constexpr int maxSteps = 10000;         // per worker
inline constexpr int maxRepeat = 100000;       // rounds of a worker's steps (`repeat`)
inline constexpr int maxTotalSteps = 1000000;  // all workers together
inline constexpr qint64 maxFileBytes = 64LL * 1024 * 1024;
inline constexpr qint64 maxTtlMs = 24LL * 3600 * 1000;
inline constexpr qint64 maxDurationMs = 3600LL * 1000;
inline constexpr int maxTries = 100000;
inline constexpr int maxRedlockInstances = 7;  // "redis": {"instances": n}, issue 30
// A recording is read whole into memory and its trace costs about twice its size again: a larger
// file is refused before it is read. Its events also count against the run limits (RunLimits).
inline constexpr qint64 maxRecordingBytes = 1LL << 30;
inline constexpr qint64 maxPid = 4194304;  // Linux's highest pid_max (2^22)
}  // namespace limits

}  // namespace locklab
