// SPDX-License-Identifier: MIT
#pragma once

#include "core/summary.h"

#include <memory>
#include <optional>
#include <span>

namespace locklab {

// Did a command take effect on the server? A read takes effect when it ran.
enum class Effect : quint8 {
    None,        // not a command's reply: a state change, an expiry, a note, a fault
    TookEffect,  // it ran and did what it asked for (took the lock, deleted the key, wrote, ...)
    NoEffect,    // it ran and changed nothing (refused, not the owner, no key), or failed before it ran
    Unknown,     // no reply came and nobody can say what the server did (a live server)
};

// What a reply meant for the lock and the store, in the lab's terms.
enum class Outcome : quint8 {
    None,                // nothing the lab follows (GET, PTTL, PING, another key), or not a reply
    Granted,             // SET NX (or the acquire-with-fence script) took the lock key
    Refused,             // ... found it held
    Released,            // DEL or compare-and-delete removed the worker's own lock
    DeletedForeign,      // a plain DEL removed another worker's lock
    NotOwner,            // compare-and-delete found another token: nothing deleted
    NoKey,               // a DEL or a compare-and-delete found no key
    Extended,            // PEXPIRE or compare-and-extend gave the lock a new TTL
    NotExtended,         // ... found no lock of the worker's to extend
    WriteAccepted,       // the store took the write
    WriteStaleAccepted,  // the store took it although a newer holder had already written
    WriteRefused,        // the store refused it (a stale fencing token)
    FenceToken,          // INCR of the fencing counter
    Failed,              // an error, or a reply that never came when nobody knows what ran
};

// What one trace event meant. For a reply the effect is what the server did, which is not always
// what the client learnt: `replyLost` says the client never heard (see Reply::Kind::Unknown).
struct Meaning {
    // When the server ran the command: exactly if the store says so, else the middle of the round
    // trip; -1 when it did not run or nobody knows. Expired: when the key went.
    Micros executedAt = -1;
    Effect effect = Effect::None;
    Outcome outcome = Outcome::None;
    bool replyLost = false;
    qint16 other = -1;  // DeletedForeign: whose lock was deleted; Expired: whose key expired (-1 nobody's)
};

// What is open at one instant: Redis's state, each worker's belief beside Redis's truth, and what
// has begun by then. "Begun by then" is inclusive: an overlap that starts at `at` is an overlap.
struct Instant {
    struct WorkerView {
        int worker = -1;
        WorkerState state = WorkerState::Idle;
        bool believesHeld = false;
        bool redisSaysHeld = false;  // the key holds this worker's token
        Micros validUntil = -1;      // a Redlock's belief: the validity the engine recorded (-1: none)
        bool contradicted() const { return believesHeld && !redisSaysHeld; }
    };

    Micros at = 0;
    bool keyExists = false;
    int holder = -1;          // whose token the key holds, -1 none (or a token of nobody's)
    QString keyValue;         // the token in the key
    qint64 pttlMs = -2;       // as PTTL would answer: -2 no key, -1 no TTL
    qint64 fenceCounter = 0;  // the last INCR of the fencing counter (0: never)
    QString storedValue;      // "" when nothing was written yet
    qint64 storedFence = -1;
    qint64 storeWrites = 0;  // accepted writes so far
    QList<WorkerView> workers;
    // A Redlock (Summary::quorum > 0): the lock key on each independent instance, 1 to n; the key
    // fields above are then the quorum's holder (no single key, value or PTTL).
    struct InstanceView {
        int instance = 0;    // 1-based
        int holder = -1;     // -1: no key there
        qint64 pttlMs = -2;  // as PTTL would answer on that instance: -2 no key
    };
    QList<InstanceView> instances;
    QList<int> believers;           // workers that believe they hold the lock, sorted
    qsizetype writesSoFar = 0;      // summary().writes[0, n) ran by `at` (accepted or not)
    qsizetype violationsSoFar = 0;  // summary().violations[0, n) have begun by `at`
    int foreignDeletesSoFar = 0;
    qsizetype overlapsSoFar = 0;      // summary().overlaps[0, n) have begun by `at`
    Verdict verdict = Verdict::Safe;  // of the violations begun by `at`

    bool overlapping() const { return believers.size() >= 2; }
    // Workers whose belief Redis contradicts: they believe they hold, the key says otherwise.
    QList<int> contradicted() const;
    // Redis's holder when it does not believe it holds (a lost reply to its SET NX), else -1.
    int unawareHolder() const;
};

// A worker's state from one of its State events until its next: what the timeline draws as the
// worker's bar and what Interpretation::at() answers (16 bytes: ten million events make 4 M).
struct StateMark {
    Micros at;
    qint32 event;  // the State event's index in the trace
    WorkerState state;
    bool believesHeld;
};
static_assert(sizeof(StateMark) == 16);

// The one interpreter of a trace. Every consumer — the summary and report, the timeline model,
// the inspector, the event log, captions, breakpoints, the verdict banner, the violations list,
// sweeps — reads what an event meant and what is open at an instant from here, never from the
// raw events: so they cannot disagree. A new event meaning (a new command, step or fault) is
// added here, in interpretReply() and the server sweep in interpretation.cpp, and every view
// follows.
//
// A value type: copies share one immutable body, so a view keeps its own cheaply. It refers to
// events by index into trace().events, never by pointer.
class Interpretation {
public:
    Interpretation();  // of an empty trace
    explicit Interpretation(const Trace &trace, SummaryDetail detail = SummaryDetail::Full);

    const Trace &trace() const;
    const Summary &summary() const;
    SummaryDetail detail() const;
    // The witness of one of summary().violations in plain language, in the language of the moment
    // (the words are made when shown: see Witnesses). The first call indexes the trace once.
    QString witness(const Violation &violation) const;

    // What event `index` meant (a default Meaning for an index out of range).
    Meaning meaning(qsizetype index) const;
    // Everything that has begun by `at` (inclusive), nothing after it. Full detail only: a
    // Metrics interpretation answers with Redis's state and the beliefs, without the counts.
    // Indexed, never a scan: binary searches over sorted per-worker state changes, key spans,
    // writes, fences and violations, so it costs O(workers × log n) at any trace length (a step
    // through a recording of ten million events asks it once per view).
    Instant at(Micros at) const;
    // The last event at or before `at`, -1 if none.
    qsizetype eventAtOrBefore(Micros at) const;
    // The reply to the Sent event `sent` (same request id, later in the trace), -1 if it never
    // came or `sent` is not a Sent event. Indexed: the inspector pairs them at every cursor move.
    qsizetype replyTo(qsizetype sent) const;
    // Every state worker `worker` went through, in trace order (Full detail; empty otherwise). The
    // span lives as long as any copy of this interpretation.
    std::span<const StateMark> states(int worker) const;
    // Both are views of one body (copies of one interpretation): nothing changed between them.
    bool sharesDataWith(const Interpretation &other) const { return m_data == other.m_data; }

private:
    struct Data;
    friend Summary summarize(const Trace &trace, SummaryDetail detail);
    std::shared_ptr<const Data> m_data;
};

// What a watched client believes about the lock, inferred from what its commands did: MONITOR
// shows commands, never a client's mind, and a pause inside a client cannot be seen from Redis.
// Decided here, beside what every reply meant (replyEffect), so a watch, an import and a replay
// infer the same: a client holds from the acquire that took effect until it releases (its own DEL
// or compare-and-delete, whatever it met) or an extension finds no lock of its own. The traffic
// interpreter records what this says as State events of the client's lane.
class BeliefInference {
public:
    struct Change {
        WorkerState state = WorkerState::Idle;
        bool believesHeld = false;
    };
    // Before a lock command goes out: an acquire by a client that neither holds nor is already
    // trying begins its Acquiring.
    std::optional<Change> before(int worker, const Request &request);
    // After its reply (a Replied event on the lock key): Holding on an acquire that took effect,
    // Done when a client that held lets go or finds its lock gone.
    std::optional<Change> after(const TraceEvent &replied);
    bool believes(int worker) const;
    const QString &token(int worker) const;  // the value of its latest acquire that took effect
    // Its acquire did not take effect after all (watched traffic: the client's own re-sent SET NX
    // showed it was refused): it does not hold, and is still trying.
    void withdraw(int worker);
    // A Redlock's instances watched together (their keys `lock@i`): an acquire on one instance is a
    // vote, and a client believes once one try (its SET NX on each instance at most once, one
    // token) has `quorum` of them, as node-redlock and redsync decide it; 0: one server.
    void setQuorum(int quorum) { m_quorum = quorum; }

private:
    struct Client {
        bool acquiring = false;
        bool believes = false;
        QString token;
        quint32 tryInstances = 0;  // a Redlock: the instances the current try has asked (bit i: instance i)
        int tryGrants = 0;         // and how many granted
    };
    Client &client(int worker);
    std::optional<Change> afterRedlockAcquire(Client &c, const TraceEvent &replied, bool took);
    QList<Client> m_clients;
    int m_quorum = 0;
};

// Pure functions of one reply, the first step of the interpretation: whether it took effect and
// when the server ran it. The server sweep adds what only the order of events can tell (whose
// lock a DEL removed, which write was stale).
Effect replyEffect(const TraceEvent &event);
Micros replyExecutedAt(const TraceEvent &event);

}  // namespace locklab
