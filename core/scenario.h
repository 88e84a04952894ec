// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace locklab {

// Scenario time is kept in microseconds so a sub-millisecond round trip still moves the clock;
// everything user-facing is in milliseconds.
using Micros = qint64;
constexpr Micros usFromMs(double ms)
{
    return static_cast<Micros>(ms * 1000.0 + (ms >= 0 ? 0.5 : -0.5));
}
constexpr double msFromUs(Micros us)
{
    return static_cast<double>(us) / 1000.0;
}

enum class StepKind : quint8 { Wait, Acquire, Work, Pause, Write, Release, Extend, Check };

// How an acquire spaces its retries (the article's rule 5: a small random delay and a limit).
enum class Backoff : quint8 {
    Fixed,        // retryMs between tries (plus jitterMs, if any)
    Exponential,  // retryMs, 2×, 4×, … capped at maxRetryMs (plus jitterMs)
};

struct Step {
    StepKind kind = StepKind::Wait;
    qint64 ms = 0;        // wait / work / pause duration
    qint64 ttlMs = -1;    // acquire / extend: -1 means the scenario's lock TTL
    qint64 retryMs = 20;  // acquire: pause between tries
    qint64 jitterMs = 0;  // acquire: uniform random extra pause in [0, jitterMs]
    int maxTries = 1;     // acquire: 1 means a single SET NX, no retry
    Backoff backoff = Backoff::Fixed;
    qint64 maxRetryMs = 1000;  // acquire: cap of an exponential backoff
    qint64 timeoutMs = 0;      // acquire: give up once this long has passed since the first try; 0: no limit
    bool stopOnFail = true;    // acquire: a worker that never got the lock skips its remaining steps
    bool stopOnLost = true;    // check: a worker whose check finds another token (or none) skips the rest

    // Steps as code builds them (tests, benches, the editor's new worker): a scenario file's
    // defaults but for what is named.
    static Step timed(StepKind kind, qint64 ms) { return Step{.kind = kind, .ms = ms}; }
    static Step wait(qint64 ms) { return timed(StepKind::Wait, ms); }
    static Step work(qint64 ms) { return timed(StepKind::Work, ms); }
    static Step pause(qint64 ms) { return timed(StepKind::Pause, ms); }
    static Step acquire(int maxTries = 1, qint64 retryMs = 20)
    {
        return Step{.kind = StepKind::Acquire, .retryMs = retryMs, .maxTries = maxTries};
    }
    static Step extend(qint64 ttlMs = -1) { return Step{.kind = StepKind::Extend, .ttlMs = ttlMs}; }
    static Step write() { return Step{.kind = StepKind::Write}; }
    static Step release() { return Step{.kind = StepKind::Release}; }
    static Step check() { return Step{.kind = StepKind::Check}; }
};

struct WorkerSpec {
    QString name;
    qint64 startMs = 0;
    QList<Step> steps;
    int repeat = 1;              // the step list runs this many times (long runs without a huge file: bench/)
    QString host;                // the machine it runs on (the hostname token sources); empty: its own
    qint64 pid = -1;             // its process id (the pid token sources); -1: the scenario's default
    bool honoursTimeout = true;  // false: waits for every reply however late (no client-side timeout)
};

// Where a worker's lock token comes from. Only `random` is right; the others are the article's
// "never from the process id or the hostname", made runnable to show why.
enum class TokenSource : quint8 { Random, Pid, Hostname, HostnamePid };

// What the lock protects (the article's "When a Redis lock is appropriate"): for an efficiency
// lock two holders at once only cost duplicate work; for a correctness lock they are the failure.
enum class Purpose : quint8 { Correctness, Efficiency };

// Who promotes a replica when a failover fault kills the primary (live; the model is the same).
enum class FailoverBy : quint8 {
    Lab,       // LockLab: REPLICAOF NO ONE on the most up-to-date replica, downMs after the death
    Sentinel,  // a real redis-sentinel (down-after-milliseconds = downMs), when it decides
};

// The thing being written, and what it can check atomically with the write.
enum class StoreKind : quint8 {
    Redis,  // the fenced-write script on the lock's Redis: compares the fencing token
    Sql,    // a SQLite table through Qt SQL: a WHERE clause on the fence column, or a UNIQUE job row
    File,   // a plain file written in place: it cannot compare anything
};
enum class SqlGuard : quint8 {
    Fence,   // UPDATE data SET value=?, fence=? WHERE id=1 AND fence < ? (optimistic locking)
    Unique,  // INSERT INTO jobs(job, ...) under UNIQUE(job): the second writer of a job is refused
};

enum class ReleaseMode : quint8 { Naive, Token };

// Where the fencing token comes from: the article's separate INCR after SET NX, or one script
// that does SET NX PX and INCR together in one round trip.
enum class FenceMode : quint8 { Separate, Atomic };

enum class FaultKind : quint8 {
    Pause,  // a worker's whole process freezes: no commands, no heartbeat, replies wait
    // A worker's replies arrive ms late (one reply if nth > 0, else a window); with an instance
    // instead of a worker, every reply from that server, to every worker, in the window.
    Latency,
    LostReply,  // the nth command of a worker runs on the server, its reply never arrives
    Restart,    // the server restarts: without persistence every key is gone; with AOF they survive
    ClockJump,  // the server's clock jumps forward by ms (keys expire early)
    // Replication (a scenario with "redis": {"replicas": n}): the replica(s) stop receiving the
    // primary's stream from atMs to untilMs; what was held is delivered when the window ends.
    ReplicationLag,
    // The primary dies at atMs; downMs later the most up-to-date replica is promoted with what had
    // reached it, and every client reconnects to it.
    Failover,
    // Trace only, never in a scenario: the second half of a failover (the replica took over).
    Promotion,
    // The server answers nothing for ms (SIGSTOP): commands sent to it wait, a client's timeout
    // runs out; then it runs what was queued, in order, on its own clock. After Promotion so that
    // stored kinds keep their numbers.
    Stall,
};
constexpr FaultKind lastFaultKind = FaultKind::Stall;  // readers of stored kinds check against it

struct Fault {
    FaultKind kind = FaultKind::Pause;
    qint64 atMs = 0;          // when it starts (scenario time)
    int worker = -1;          // Pause, Latency, LostReply: whose process or replies
    qint64 ms = 0;            // Pause, Stall: how long; Latency: added ms; ClockJump: the jump
    qint64 untilMs = -1;      // Latency: end of the window (-1: to the end of the run)
    int nth = 0;              // LostReply / Latency: the worker's nth command from atMs on (1-based); 0: none
    bool persistent = false;  // Restart: appendonly yes + appendfsync always
    qint64 downMs = 0;        // Restart: how long the server is unreachable; Failover: until the promotion
    int replica = -1;         // ReplicationLag: which replica (0-based); -1: every replica
    // Restart, ClockJump, Stall (of a Redlock: which independent instance), Latency (every reply from
    // that server; then no worker): 0-based; -1: the one server
    int instance = -1;
};

struct HeartbeatPolicy {
    bool enabled = false;
    qint64 intervalMs = 0;  // 0: a third of the TTL
    int maxExtensions = 0;  // 0: no cap
    friend bool operator==(const HeartbeatPolicy &, const HeartbeatPolicy &) = default;
    bool checked = true;  // false: a plain PEXPIRE, which extends whoever holds the key
};

// After SET NX (and the fence INCR), `WAIT replicas timeoutMs`: how many replicas have this
// client's writes. Redis never rolls a write back: a reply below `replicas` only tells.
struct WaitPolicy {
    int replicas = 0;  // 0: no WAIT
    qint64 timeoutMs = 50;
    enum class OnUnreplicated : quint8 {
        ReleaseAndRetry,  // give the lock back and count it as a failed try
        Proceed,          // go on as if it were replicated (what a client that ignores the reply does)
    } onUnreplicated = OnUnreplicated::ReleaseAndRetry;
    bool enabled() const { return replicas > 0; }
    // What `--wait on` and the toolbar's WAIT switch turn on when the scenario has no WAIT of its own.
    static WaitPolicy standard() { return WaitPolicy{1, 50, OnUnreplicated::ReleaseAndRetry}; }
    // The WAIT switch (--wait, the toolbar, --screenshot): off is no WAIT; on keeps this WAIT, or the standard one.
    WaitPolicy switched(bool on) const
    {
        if (!on)
            return WaitPolicy{0, timeoutMs, onUnreplicated};
        return enabled() ? *this : standard();
    }
    friend bool operator==(const WaitPolicy &, const WaitPolicy &) = default;
};

// Redlock (issue 30): the lock taken on N independent servers, held iff a quorum granted it and
// the validity left is positive. Each library computes the validity its own way.
enum class LockAlgorithm : quint8 { Single, Redlock };
enum class RedlockVariant : quint8 {
    Redsync,      // Go: validity = TTL − elapsed − TTL × drift; per-instance timeout TTL × 0.05
    NodeRedlock,  // node-redlock v5: validity = TTL − elapsed − (round(TTL × drift) + 2 ms)
    Redisson,     // RedissonRedLock: a quorum and nothing else: no drift, no validity check
};
// Where node-redlock's elapsed time starts: at each attempt (the corrected v5), or before the
// first try (the published 5.0.0-beta.2, node-redlock#296/#299), which also hands back a lock
// whose expiration has already passed without checking it.
enum class ValidityFrom : quint8 { Attempt, FirstAttempt };
struct RedlockSpec {
    LockAlgorithm algorithm = LockAlgorithm::Single;
    RedlockVariant variant = RedlockVariant::Redsync;
    double driftFactor = 0.01;     // Redisson ignores it
    int quorum = 0;                // 0: N/2 + 1
    qint64 instanceTimeoutMs = 0;  // 0: the variant's (redsync: TTL × 0.05; others: the store's timeoutMs)
    ValidityFrom validityFrom = ValidityFrom::Attempt;
    bool enabled() const { return algorithm == LockAlgorithm::Redlock; }
};
// The quorum and per-instance timeout a Redlock of `instances` servers uses, the defaults filled in.
int redlockQuorum(const RedlockSpec &spec, int instances);
qint64 redlockInstanceTimeoutMs(const RedlockSpec &spec, qint64 ttlMs, qint64 storeTimeoutMs);
// What the variant subtracts for clock drift, in µs (redsync: TTL × drift; node-redlock:
// round(TTL × drift) + 2 ms; Redisson: nothing).
Micros redlockDrift(const RedlockSpec &spec, qint64 ttlMs);
QString redlockVariantName(RedlockVariant variant);

// Policies are inputs to a run, not part of the race: the UI flips them and re-runs.
struct Policies {
    ReleaseMode release = ReleaseMode::Token;
    bool fencing = false;
    FenceMode fenceMode = FenceMode::Separate;
    HeartbeatPolicy heartbeat;
    friend bool operator==(const Policies &, const Policies &) = default;
    WaitPolicy wait;
    TokenSource tokens = TokenSource::Random;
};

// "redis": {"cluster": {"primaries": n, "replicasPerPrimary": r}}: a Redis Cluster of n shards.
// A run's keys share one hash tag, so they live on one shard: the embedded model is that shard
// (a primary and r replicas, `Scenario::replicas`); live, `--redis managed…` starts the whole
// cluster and a failover is the cluster's own (cluster-node-timeout = the fault's downMs).
struct ClusterSpec {
    static constexpr int defaultPrimaries = 3;  // "cluster": {} without "primaries"
    int primaries = 0;                          // 0: no cluster
    int replicasPerPrimary = 0;
    bool enabled() const { return primaries > 0; }
    friend bool operator==(const ClusterSpec &, const ClusterSpec &) = default;
};

struct Scenario {
    QString name;
    QString title;
    QString description;
    QString lockKey = QStringLiteral("lock");
    qint64 ttlMs = 1000;
    double roundTripMs = 0.2;  // embedded store: simulated network round trip per command
    qint64 timeoutMs = 500;    // a reply that has not come after this long is an unknown outcome
    int replicas = 0;          // "redis": {"replicas": n}: a primary and n replicas (live: --redis managed only)
    FailoverBy failoverBy = FailoverBy::Lab;  // "redis": {"failover": "sentinel"}
    int instances = 1;                        // "redis": {"instances": n}: n independent servers (Redlock)
    ClusterSpec cluster;                      // "redis": {"cluster": {…}}: `replicas` is then its replicasPerPrimary
    RedlockSpec redlock;                      // "lock": {"algorithm": "redlock", ...}
    Purpose purpose = Purpose::Correctness;
    StoreKind storeKind = StoreKind::Redis;
    SqlGuard sqlGuard = SqlGuard::Fence;  // storeKind Sql only
    bool containers = false;              // every worker is a container's main process: pid 1 by default
    Policies policies;                    // the scenario's defaults
    QList<WorkerSpec> workers;
    QList<Fault> faults;  // scheduled faults, in scenario time
    QString sourcePath;   // file or resource it was loaded from
    QByteArray source;    // the JSON it was loaded from, verbatim (recordings embed it)
};

QString releaseModeName(ReleaseMode mode);
// The kinds' names in scenario files, recordings, `--json` and messages, indexed by the enum: the one
// place they are spelled (the scenario format's "do" and "kind" choices read them from here).
const QStringList &stepKindNames();
QString stepKindName(StepKind kind);
const QStringList &faultKindNames();  // by FaultKind; "promotion" is never in a scenario
QString faultKindName(FaultKind kind);
QString tokenSourceName(TokenSource source);
QString purposeName(Purpose purpose);
QString storeKindName(StoreKind kind);
QString sqlGuardName(SqlGuard guard);
// Whether the scenario's store can refuse a stale write by its fencing token.
bool storeCanFence(StoreKind kind);
// The worker's host and pid as the token sources see them (the defaults filled in).
QString workerHost(const Scenario &scenario, int worker);
qint64 workerPid(const Scenario &scenario, int worker);

}  // namespace locklab
