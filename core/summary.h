// SPDX-License-Identifier: MIT
#pragma once

#include "core/safetychecker.h"
#include "core/trace.h"

#include <QJsonObject>

namespace locklab {
class StreamedObject;
}

#include <algorithm>

namespace locklab {

struct Acquisition {
    int worker = -1;
    bool ok = false;
    Micros at = 0;  // when the deciding reply arrived (the last try if it failed)
    int attempts = 0;
    bool unknown = false;  // the last reply never came: the lock may or may not be ours
    QString token;
    Micros firstTry = 0;  // when the first SET NX of this acquisition was sent
    Micros waited() const { return at - firstTry; }
};

enum class ReleaseResult : quint8 {
    Released,        // deleted our own lock
    NotOwner,        // compare-and-delete found another token: nothing deleted
    NoKey,           // DEL or compare-and-delete found no key
    DeletedForeign,  // naive DEL removed a lock that held another worker's token
    Failed,          // error or unknown reply
};
QString releaseResultName(ReleaseResult result);

struct Release {
    int worker = -1;
    ReleaseResult result = ReleaseResult::Released;
    Micros at = 0;         // when the reply arrived
    qsizetype event = -1;  // the reply's index in the trace
    // DeletedForeign by compare-and-delete: the key held another worker's lock with a token equal
    // to this worker's (a token from the pid or the hostname), so the check could not tell them apart.
    bool sameToken = false;
    // A Redlock: the instances (bit i-1 for instance i) where this round deleted the worker's own key.
    quint8 instances = 0;
    QString token;  // the token the release sent (empty for a plain DEL)
};

// What the store compared, atomically with the write, before it took it.
enum class WriteCheck : quint8 {
    None,    // nothing: an unfenced write, or a store that cannot compare (a file)
    Fence,   // the fencing token against the newest one it took (the Redis script, SQL's WHERE fence < ?)
    Unique,  // a UNIQUE job key: the second writer of the job is refused
};
QString writeCheckName(WriteCheck check);

struct Write {
    int worker = -1;
    qint64 fence = -1;  // -1: written without a fencing token
    bool accepted = false;
    bool stale = false;    // the store had already taken a write from a newer holder
    Micros at = 0;         // when the store ran it
    qsizetype event = -1;  // the reply's index in the trace
    WriteCheck check = WriteCheck::None;
    StoreKind store = StoreKind::Redis;
    // The write carried a fencing token that its store cannot compare (fencing on, a file store).
    bool fenceUnchecked = false;
    QString refusal;  // why a checked write was refused, in the store's words (e.g. SQLite's)
};

// A check step: GET the lock key and compare the value with one's own token, at the client.
struct Check {
    int worker = -1;
    Micros sentAt = 0;
    Micros at = 0;     // when the answer reached the worker
    Micros ranAt = 0;  // when Redis ran the GET
    bool passed = false;
    bool unknown = false;  // no answer came (a timeout): the worker cannot know, and acts as if lost
    int holder = -1;       // whose token Redis returned (-1: none, or nobody's it knows)
};

// A successful extension of the lock key (compare-and-extend, PEXPIRE) and whose lock it extended.
struct Extension {
    int worker = -1;
    Micros at = 0;
    int holder = -1;        // whose lock Redis held when it ran
    bool checked = true;    // compare-and-extend (checked the token) or a plain PEXPIRE
    Micros ownLostAt = -1;  // holder != worker: when the extender's own lock had ended
};

struct Interval {
    Micros from = 0;
    Micros to = 0;
    QList<int> workers;  // sorted worker indices
    // Still going on when the trace ends (a run seen while stepping): `to` is the trace's end, and
    // it counts although it may not have lasted yet (an overlap that has begun is an overlap).
    bool open = false;
    // An overlap: how much of it was inside MONITOR gaps, not seen (watched traffic).
    Micros unseen = 0;
    Micros length() const { return to - from; }
};

// Redis down for the clients: from a restart or the primary's death until the first reply the
// server gave to a command sent after it (an error of the server's own counts; a refused
// connection or a timeout does not). Both backends record the same faults, so an embedded and a
// live run draw the same band.
struct Outage {
    Micros from = 0;
    Micros to = 0;       // the first reply's arrival; open: the trace's end
    int cause = -1;      // the Fault event (Restart or Failover)
    int reconnect = -1;  // the Replied event that showed the server back, -1 none
    bool open = false;   // nobody heard from the server again before the trace ends
    Micros length() const { return to - from; }
};

// Who the server says holds the lock key, over time.
struct KeySpan {
    Micros from = 0;
    Micros to = 0;    // end of the span (expiry, deletion, or end of trace)
    int holder = -1;  // worker whose token the key held
    QString token;
    Micros deadline = -1;  // the last known expiry deadline
    // Lost: the server restarted without persistence and forgot the key. FailedOver: the primary
    // died before the key reached the replica that was promoted.
    enum class End : quint8 { Open, Expired, Released, DeletedByOther, Lost, FailedOver } end = End::Open;
};

// A failover: the primary died, and later a replica took over with what had reached it.
struct Failover {
    Micros diedAt = 0;
    Micros promotedAt = -1;  // -1: not (yet) promoted
    int replica = -1;        // which replica (0-based) became the primary
    bool lockLost = false;   // the promoted replica did not have the lock key as the primary had it
};

// One WAIT after an acquire: how many replicas were asked for and how many had the writes.
struct WaitCheck {
    int worker = -1;
    int asked = 0;
    int got = -1;  // -1: no answer (error, or the connection died)
    Micros at = 0;
    bool shortfall() const { return got < asked; }
};

// Does this event answer a WAIT with fewer replicas than asked ("only 0 replicas have it")?
// Errors and lost replies count: they confirm nothing.
bool waitShortfall(const TraceEvent &event);
// Which instance (0: the original primary, n: replica n) is the primary at `at`.
int primaryAt(const QList<Failover> &failovers, Micros at);
// The failovers and WAIT answers of a trace, into `s` (the interpretation calls it once).
void collectReplication(const Trace &trace, Summary &s);

// Redlock (issue 30): who held the lock key on one independent instance, as that server saw it.
struct InstanceSpan {
    int instance = 0;  // 1-based
    Micros from = 0;
    Micros to = 0;  // expiry, release, loss, or the trace's end
    int holder = -1;
    enum class End : quint8 { Open, Expired, Released, Lost } end = End::Open;
    bool early = false;    // Expired after that instance's clock jumped: before the TTL the client counted
    Micros deadline = -1;  // when the TTL the client set (SET PX, or its last extension) runs out
};

// One try at a Redlock's quorum: SET NX on every instance, in order.
struct QuorumTry {
    int worker = -1;
    Micros sentAt = 0;          // its first SET NX
    Micros decidedAt = 0;       // its last reply
    QList<int> granted;         // instances that answered OK, 1-based, ascending
    bool believed = false;      // the worker took the lock (the quorum, and validity left if it checks)
    Micros believedUntil = -1;  // when that belief ended (its validity, its release, or the trace's end)
    bool open = false;          // the belief goes on past the trace's end
    Micros validUntil = -1;     // the validity the client computed when it took it (-1: none recorded, Redisson)
    // The validity left when it decided ("valid 48 ms"), in µs; negative: over already (node-redlock beta.2).
    Micros validity() const { return validUntil >= 0 ? validUntil - decidedAt : 0; }
};

// A Redlock's validity as the engine recorded it on a worker's State event (its grant, or an
// extension): the worker may believe until `until`. Read from the trace, never recomputed.
struct Validity {
    int worker = -1;
    Micros at = 0;
    Micros until = -1;
};

// p50 / p95 / max of a figure over workers (nearest rank), and who has the max.
struct Spread {
    qint64 p50 = 0;
    qint64 p95 = 0;
    qint64 max = 0;
    int maxWorker = -1;
    // How many times the median the worst is (0 when the median is 0).
    double maxOverMedian() const { return p50 > 0 ? static_cast<double>(max) / static_cast<double>(p50) : 0.0; }
};

// One worker's share of the lock.
struct WorkerFairness {
    int worker = -1;
    Micros firstWait = -1;  // from its first SET NX to its first grant; -1: never got the lock
    int tries = 0;          // SET NX it sent
    int acquisitions = 0;   // grants
    Micros held = 0;        // time it believed it held the lock
    bool gaveUp = false;    // stopped trying without the lock (WorkerState::GaveUp)
};

// How the lock was shared under contention (the retry-jitter / retry-spin lesson).
struct Fairness {
    int workersServed = 0;  // workers that got the lock at least once
    QList<int> starved;     // workers that tried and never got it
    int tries = 0;          // SET NX sent in all
    Micros waitP50 = 0;     // time from first try to success, over successful acquisitions
    Micros waitP95 = 0;
    Micros waitMax = 0;
    QList<WorkerFairness> workers;  // one per worker that tried, in worker order
    Spread firstWait;               // over the workers that got the lock
    Spread triesPerWorker;          // over the workers that tried
    Spread held;                    // over the workers that got the lock
    int gaveUp = 0;
};

// DuplicateWork: an efficiency lock (Purpose::Efficiency) had two holders at once, and the data is
// intact: the article's "the cost is a duplicate that is harmless".
// Inconclusive: no violation was seen, but the run shows nothing about the lock (Evidence below):
// not `safe`.
enum class Verdict : quint8 { Safe, MutualExclusionViolated, DataCorrupted, DuplicateWork, Inconclusive };
QString verdictName(Verdict verdict);

}  // namespace locklab
// Plain values (numbers, QStrings, QLists): a list of a run's facts grows by realloc instead of
// copying each item into a new block, which doubled the memory of the longest lists for a moment.
Q_DECLARE_TYPEINFO(locklab::Acquisition, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::Release, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::Write, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::Check, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::Extension, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::Interval, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::KeySpan, Q_RELOCATABLE_TYPE);

namespace locklab {

// Whether a run shows anything about the lock: the one rule (docs/reliability.md, "Inconclusive")
// that the verdict, the exit code, the report and the banner read. It shows nothing when
// - more than half of its commands got no reply (a stalled server), or
// - nobody was ever granted the lock and more than half got no reply or an error (a refusing,
//   garbled or read-only server), or
// - the lock was granted, and more than half of the commands after the first grant got no reply
//   or an error (a primary demoted after it: -READONLY; an ACL without EVALSHA; a stall mid-run).
// Refusals around a granted lock while the others go on (a failover's "primary is down") are part
// of the story: they stay a minority of the commands after the grant.
struct Evidence {
    enum class Lack : quint8 { None, Unanswered, NeverGranted, FailedAfterGrant };
    Lack lack = Lack::None;
    int failed = 0;  // the commands the rule found failed ...
    int of = 0;      // ... of these
    bool inconclusive() const { return lack != Lack::None; }
    // "22 of 24 commands after the first grant got no reply or an error", in the user's language.
    QString text() const;
};

struct Summary {
    QList<Acquisition> acquisitions;
    QList<Release> releases;
    QList<Write> writes;
    QList<Check> checks;
    QList<Extension> extensions;
    QList<Interval> overlaps;  // two or more workers inside the critical section at once
    // Watched traffic: when the MONITOR connection was lost (open: still lost at the end). Nothing
    // is known of what Redis ran then, so the views draw it as unknown, never as quiet.
    QList<Interval> gaps;
    QList<Outage> outages;  // restarts and failovers, sorted, never overlapping
    Micros overlapTotal = 0;
    int foreignDeletes = 0;
    int foreignExtensions = 0;  // extensions that extended another worker's lock (a plain PEXPIRE)
    // Replies a worker waited for longer than its timeout (it does not honour it), and the worst wait.
    int timeoutsIgnored = 0;
    Purpose purpose = Purpose::Correctness;
    StoreKind storeKind = StoreKind::Redis;
    // Fencing is on but the store cannot compare tokens (a file): nothing will ever be refused.
    bool fencingUnavailable = false;
    int unknownOutcomes = 0;  // replies that never arrived
    int errors = 0;
    int replies = 0;  // Replied events, failed ones included
    // Replied events after the first reply that granted the lock, and those of them that never
    // arrived or were errors (0 and 0 when nobody was granted).
    int repliesAfterGrant = 0;
    int failedAfterGrant = 0;
    QList<KeySpan> keySpans;      // the lock key's holders per the server
    QList<Interval> beliefs;      // per worker: when it believed it held the lock (workers has one entry)
    QString storeValue;           // the protected data at the end ("" if never written)
    qint64 storeCount = 0;        // accepted writes
    qint64 storeFence = 0;        // highest accepted fence
    int finalHolder = -1;         // who held the lock key when the run ended
    QList<Violation> violations;  // from the safety checker, each with its plain-language witness
    Fairness fairness;
    Verdict verdict = Verdict::Safe;
    QList<Failover> failovers;
    QList<WaitCheck> waits;
    // Redlock (redlockfacts.h): the instances and the quorum (0: not a Redlock), each instance's
    // holders, and every try at the quorum.
    int instances = 1;
    int quorum = 0;
    QList<InstanceSpan> instanceSpans;
    QList<QuorumTry> quorumTries;
    QList<Validity> validities;  // in trace order

    int staleWritesAccepted() const;
    // Whether the run shows anything about the lock: the rule is Evidence's.
    Evidence evidence() const;
    // For an efficiency lock: the time two or more workers were inside at once, i.e. work done twice.
    Micros duplicateWork() const { return purpose == Purpose::Efficiency ? overlapTotal : 0; }
};

// Metrics skips the witnesses' prose and the fairness figures: what a sweep of a million trials needs.
enum class SummaryDetail : quint8 { Full, Metrics };

// A pure function of the trace: the same trace always gives the same summary. It equals
// Interpretation(trace, detail).summary() without holding what answers queries about events and
// instants while it is made; a view that asks those keeps the Interpretation instead.
Summary summarize(const Trace &trace, SummaryDetail detail = SummaryDetail::Full);

QJsonObject summaryToJson(const Trace &trace, const Summary &summary);
// The same fields, for writing a piece at a time: the lists as long as the run are made an item at
// a time (`trace` and `summary` must outlive it).
StreamedObject summaryFields(const Trace &trace, const Summary &summary);

}  // namespace locklab
