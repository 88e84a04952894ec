// SPDX-License-Identifier: MIT
#pragma once

#include "core/recording.h"
#include "core/summary.h"
#include "core/trafficinterpreter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

#include <memory>

namespace locklab {

// One lock key of watched traffic: its own trace through the interpretation a run gets, and the
// figures the table of keys shows.
struct LockKeyResult {
    QString key;
    Trace trace;  // shares the interpreter's events (KeepTraces::No: none, its lanes and facts only)
    Verdict verdict = Verdict::Safe;
    int clients = 0;       // lanes: clients that touched the key
    int acquisitions = 0;  // acquires that took effect
    int overlaps = 0;
    Micros overlapTime = 0;
    int foreignDeletes = 0;
    int staleWritesAccepted = 0;
    int locksLostWhileHeld = 0;
    int violations = 0;  // every kind the checker finds (a foreign DEL with no overlap counts)
    QString shard;       // a cluster's shard that holds it (its primary at the start); empty: one server
    // The summary the figures came from, kept only when asked (KeepSummaries::Yes: `--json` writes
    // it; a second Interpretation per key cost seconds after a flood). Shared: results are copied.
    std::shared_ptr<const Summary> summary;
};

enum class KeepSummaries : bool { No, Yes };
// No: each key's events are read for its figures and let go (an import whose events are spilled to
// a file: TrafficOptions::spillDirectory); the interpreter's keyTrace() reads one back when needed.
enum class KeepTraces : bool { No, Yes };

// What watched or imported traffic showed, key by key: every lock key ranked worst first, the
// deduplication keys (taken once, never released: not locks) apart. The overall verdict is the
// worst lock key's, so no key that raced hides behind one that did not.
class TrafficResult {
public:
    TrafficResult() = default;
    // The interpreter's keys as they are now: finished, or a live watch open to `observedUntil`
    // (trace time, -1: each key's last event). `progress` (keys interpreted, keys in all) is asked
    // every few hundred keys (100,000 keys take seconds): false stops there (the app's Cancel), with
    // the keys done so far.
    explicit TrafficResult(const TrafficInterpreter &interpreter, Micros observedUntil = -1,
                           KeepSummaries keep = KeepSummaries::No, KeepTraces traces = KeepTraces::Yes,
                           const RecordingProgress &progress = {});
    // The lock keys of a recording of watched traffic (its trace and its other keys), and the
    // deduplication keys it lists: what the traffic showed when it was saved.
    explicit TrafficResult(const QList<Trace> &lockTraces, const QStringList &deduplicationKeys = {});
    explicit TrafficResult(const Recording &recording);
    // Lock keys' results (in any order: ranked here) and the deduplication keys in the order first seen.
    TrafficResult(QList<LockKeyResult> locks, const QStringList &deduplicationKeys);

    const QList<LockKeyResult> &locks() const { return m_locks; }     // worst first
    const QStringList &deduplicationKeys() const { return m_dedup; }  // in the order first seen
    qsizetype indexOf(const QString &key) const;                      // in locks(); -1 if not a lock key
    Verdict verdict() const;                                          // the worst lock key's (safe when none)
    int withViolations() const;                                       // lock keys with any violation

private:
    QList<LockKeyResult> m_locks;
    QStringList m_dedup;
};

// How bad a verdict is, for ranking keys: data corrupted, mutual exclusion violated, duplicate
// work, inconclusive, safe.
int verdictSeverity(Verdict verdict);
// `a` goes before `b` in the worst-first order: the verdict's severity, then the time two holders
// overlapped, stale writes, foreign deletes, locks lost, violations; then the key's name, so the
// order is the same every time.
bool worseThan(const LockKeyResult &a, const LockKeyResult &b);
LockKeyResult lockKeyResult(const QString &key, Trace trace, KeepSummaries keep = KeepSummaries::No);

// The text report's start: "N lock keys, M with violations", the table of keys worst first, and
// the deduplication keys apart. `FirstAndLast` (--summary): past 30 keys, the first 10 rows and the
// last 5 with a count between them, as a summary's lists are cut.
enum class KeyRows : bool { All, FirstAndLast };
void writeLockKeyTable(QTextStream &out, const TrafficResult &result, KeyRows rows = KeyRows::All);
// A key (printable() already) cut in the middle to `width` columns: keys share long prefixes
// (`tenant:acme:orders:lock:customer-00000001`), so their ends tell them apart, as in the app's panel.
QString elideMiddle(const QString &key, qsizetype width);
// The line before the detail of `key` in that report: why this key (`chosen`: the user named it,
// else it is the worst), or that it is not a lock.
QString detailHeading(const TrafficResult &result, const QString &key, bool chosen);
// `--json`'s "keys": one object per lock key, worst first, each with "key", "verdict", the
// table's figures and "summary" (a run's summary).
QJsonArray lockKeysToJson(const TrafficResult &result);
// One of them (its kept summary, else the key's trace summarised again): `--json` streams them.
QJsonObject lockKeyToJson(const LockKeyResult &key);

// A scenario that names the trace's lanes and lock, so a recording of watched traffic opens like
// any other (`locklab replay`, File ▸ Open Recording).
QByteArray scenarioJsonForTraffic(const Trace &trace, const QString &description);
// The one assembly of a recording of watched traffic (`watch`/`import --record`, Backend ▸ Watch,
// File ▸ Import MONITOR Log): `trace` (a key's) under a scenario that names its lanes, and every
// other lock key of `others` in its "keys" (and its deduplication keys), so `replay --key K` and the
// app show any of them, each as it was watched: TrafficResult(recording) gives `others` again.
Recording trafficRecording(Trace trace, const QString &description, const QString &redisVersion,
                           const TrafficResult &others = {});
// Every lock key of a recording: its trace first, then its "keys".
QList<Trace> recordedLockKeys(const Recording &recording);
// The recording opened on lock key `key` (its trace becomes the recording's): false if it has no
// such key.
bool openOnLockKey(Recording &recording, const QString &key);

}  // namespace locklab
