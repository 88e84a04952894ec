// SPDX-License-Identifier: MIT
#include "core/interpretation.h"

#include "core/redlockfacts.h"

#include "core/mstext.h"

#include <QScopeGuard>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>
#include <vector>

namespace locklab {

QList<int> Instant::contradicted() const
{
    QList<int> out;
    for (const WorkerView &w : workers) {
        if (w.contradicted())
            out.append(w.worker);
    }
    return out;
}

int Instant::unawareHolder() const
{
    if (!keyExists || holder < 0 || holder >= workers.size())
        return -1;
    return workers.at(holder).believesHeld ? -1 : holder;
}

Effect replyEffect(const TraceEvent &e)
{
    if (e.kind != EventKind::Replied)
        return Effect::None;
    const Reply &r = e.reply;
    if (r.kind == Reply::Kind::Unknown) {
        // The client never heard; the embedded store still says whether it ran and took effect.
        if (r.executedAt < 0)
            return Effect::Unknown;
        return r.integer == 1 ? Effect::TookEffect : Effect::NoEffect;
    }
    if (r.kind == Reply::Kind::Error)
        return Effect::NoEffect;
    switch (e.request.command) {
    case Command::Set:
        return r.isOk() ? Effect::TookEffect : Effect::NoEffect;
    case Command::Write:
        // The lab's write script replies with the store's write count; watched traffic with Redis's
        // reply to the client's command (SET: OK), nil when it wrote nothing (SET NX found the key).
        return r.kind == Reply::Kind::Nil ? Effect::NoEffect : Effect::TookEffect;
    case Command::Incr:
        return r.kind == Reply::Kind::Integer ? Effect::TookEffect : Effect::NoEffect;
    case Command::Get:
    case Command::Pttl:
    case Command::Ping:
    case Command::Wait:  // a count: it changes nothing (see waitShortfall for what it meant)
        return Effect::TookEffect;
    case Command::Del:
    case Command::CompareAndDelete:
    case Command::Pexpire:
    case Command::CompareAndExtend:
    case Command::FencedWrite:
    case Command::AcquireWithFence:
    case Command::SqlUpdate:  // the data stores reply with what they changed (rows, writes)
    case Command::SqlFencedUpdate:
    case Command::SqlInsertJob:
    case Command::FileWrite:
        break;
    }
    return r.kind == Reply::Kind::Integer && r.integer > 0 ? Effect::TookEffect : Effect::NoEffect;
}

BeliefInference::Client &BeliefInference::client(int worker)
{
    if (worker >= m_clients.size())
        m_clients.resize(worker + 1);
    return m_clients[worker];
}

bool BeliefInference::believes(int worker) const
{
    return worker >= 0 && worker < m_clients.size() && m_clients.at(worker).believes;
}

const QString &BeliefInference::token(int worker) const
{
    static const QString none;
    return worker >= 0 && worker < m_clients.size() ? m_clients.at(worker).token : none;
}

void BeliefInference::withdraw(int worker)
{
    if (worker < 0)
        return;
    Client &c = client(worker);
    c.believes = false;
    c.acquiring = true;
    c.token.clear();
}

static bool isAcquireRequest(const Request &r)
{
    return (r.command == Command::Set && r.condition == SetCondition::IfAbsent)
           || r.command == Command::AcquireWithFence;
}

std::optional<BeliefInference::Change> BeliefInference::before(int worker, const Request &request)
{
    if (worker < 0 || !isAcquireRequest(request))
        return std::nullopt;
    Client &c = client(worker);
    if (c.acquiring || c.believes)
        return std::nullopt;
    c.acquiring = true;
    return Change{WorkerState::Acquiring, false};
}

std::optional<BeliefInference::Change> BeliefInference::after(const TraceEvent &e)
{
    if (e.kind != EventKind::Replied || e.worker < 0)
        return std::nullopt;
    Client &c = client(e.worker);
    const Command command = e.request.command;
    const bool took = replyEffect(e) == Effect::TookEffect;
    if (m_quorum > 0 && isAcquireRequest(e.request))
        return afterRedlockAcquire(c, e, took);
    if (isAcquireRequest(e.request) && took) {
        c.acquiring = false;
        c.believes = true;
        c.token = e.request.value;
        return Change{WorkerState::Holding, true};
    }
    // A release ends the belief whatever it met: the client thinks it let go. An extension that
    // found no lock of its own tells the client it lost it (redis-py's extend raises then).
    const bool release = command == Command::Del || command == Command::CompareAndDelete;
    // A Redlock's extension refused on one instance is one vote against, not the lock lost.
    const bool lostOnExtend =
        m_quorum == 0 && (command == Command::Pexpire || command == Command::CompareAndExtend) && !took;
    if (c.believes && (release || lostOnExtend)) {
        c.believes = false;
        c.tryInstances = 0;
        c.tryGrants = 0;
        return Change{WorkerState::Done, false};
    }
    return std::nullopt;
}

// One instance's answer to a Redlock try. An instance asked again, or another token, begins the
// next try (node-redlock retries with the same token on every instance). The client believes at the
// quorum-th grant, when the library resolves, not when the last instance answers.
std::optional<BeliefInference::Change> BeliefInference::afterRedlockAcquire(Client &c, const TraceEvent &e, bool took)
{
    // A bit an instance: a Redlock has at most limits::maxRedlockInstances (7), and a lane's belief is
    // kept for every client of every lock key (2.5 M of them in a capture of 100,000 keys).
    const quint32 instance = 1u << (keyInstance(e.request.key) & 31);
    if ((c.tryInstances & instance) || (c.tryInstances && c.token != e.request.value)) {
        c.tryInstances = 0;
        c.tryGrants = 0;
    }
    if (!c.tryInstances)
        c.token = e.request.value;
    c.tryInstances |= instance;
    c.tryGrants += took ? 1 : 0;
    if (c.believes || c.tryGrants < m_quorum)
        return std::nullopt;
    c.acquiring = false;
    c.believes = true;
    return Change{WorkerState::Holding, true};
}

// Whether the server ran the command, as far as anyone knows. An error did not change anything;
// a reply that never came did, or did not, and only the embedded store can tell.
static bool ran(const TraceEvent &e, Effect effect)
{
    return e.reply.kind != Reply::Kind::Error && effect != Effect::Unknown;
}

static Micros executedAt(const TraceEvent &e, Effect effect)
{
    if (!ran(e, effect))
        return -1;
    return e.reply.executedAt >= 0 ? e.reply.executedAt : (e.sentAt + e.at) / 2;
}

Micros replyExecutedAt(const TraceEvent &e)
{
    return e.kind == EventKind::Replied ? executedAt(e, replyEffect(e)) : -1;
}

namespace {
// One event the server ran, at the instant it ran it.
struct ServerOp {
    Micros at;
    qsizetype index;
};

}  // namespace

// A Meaning as kept for every event of a full interpretation: 8 bytes, not 16 (at ten million
// events that is 80 MB). The instant it ran is kept as how long before the event's own time, which
// is at most a round trip; the rare one that does not fit 32 bits of microseconds (a reply more
// than 35 minutes late) is kept whole beside.
struct PackedMeaning {
    static constexpr qint32 notRun = std::numeric_limits<qint32>::min();
    static constexpr qint32 kept = std::numeric_limits<qint32>::min() + 1;  // in Data::farExecutedAt
    qint32 executedBefore = notRun;
    Effect effect = Effect::None;
    quint8 outcomeAndLost = 0;  // the Outcome, and the reply was lost in the top bit
    qint16 other = -1;
};
static_assert(sizeof(PackedMeaning) == 8);

struct Interpretation::Data {
    // `queries`: false when only the summary is wanted (summarize()): the per-event meanings and
    // states are dropped once the summary's facts are read from them, and no instant index is made,
    // so a report of millions of events does not hold them while its violations are checked.
    Data(const Trace &t, SummaryDetail d, bool answersQueries = true)
        : trace(t)
        , detail(d)
        , queries(answersQueries)
    {}

    // Const: it shares the caller's events, and any non-const access would copy them all.
    const Trace trace;
    const SummaryDetail detail;
    const bool queries;
    Summary summary;
    std::vector<PackedMeaning> meanings;                  // per event (Full only)
    std::unordered_map<qsizetype, Micros> farExecutedAt;  // the few meanings' run instants too far to pack
    std::vector<std::vector<StateMark>> states;           // per worker, in trace order (Full only)
    std::vector<qsizetype> lastAcceptedWrite;             // per summary.writes[i]: last accepted write in [0, i], or -1
    std::vector<qint64> acceptedWrites;                   // per summary.writes[i]: accepted writes in [0, i]
    std::vector<std::pair<Micros, qint64>> fences;        // INCR of the fencing counter: (ran at, value), in order run
    std::vector<Micros> foreignDeleteFrom;                // ForeignDelete violations' starts, sorted
    Micros firstStaleWrite = -1;                          // when the first stale-write violation began
    Micros firstOverlap = -1;                             // when the first mutual-exclusion violation began
    std::vector<qint32> replyOfRequest;                   // by request id: the reply's event index, -1 none (Full only)
    qsizetype firstGrant = -1;                            // the first Replied event that gave a worker the lock
    // Worded when first asked for (a view showing a violation), then kept: most runs never ask.
    mutable std::once_flag witnessesMade;
    mutable std::unique_ptr<const Witnesses> witnesses;

    void build();
    Meaning meaningAt(qsizetype index) const;
    void setMeaning(qsizetype index, const Meaning &m);
    void collectAcquisitions();
    std::vector<ServerOp> serverOrder();
    void sweepServer();
    void collectBeliefs();
    void collectOverlaps();
    QList<Interval> collectGaps();  // the gaps in which commands were not seen
    void measureOverlapsSeen(const QList<Interval> &unseen);
    void collectOutages();
    void countAfterGrant();
    void indexInstants();
};

namespace {

bool isAcquire(const Request &r)
{
    return (r.command == Command::Set && r.condition == SetCondition::IfAbsent)
           || r.command == Command::AcquireWithFence;
}

// A reply that told its worker it has the lock.
bool grantedBy(const TraceEvent &e)
{
    return e.reply.isOk() || (e.request.command == Command::AcquireWithFence && e.reply.integer > 0);
}

// The lock key `key` is, on one server or (a Redlock) on instance `instance` of it.
static bool isLockKey(const QString &key, const Trace &trace, int *instance = nullptr)
{
    if (trace.quorum == 0)
        return key == trace.lockKey;
    QString base;
    const int i = keyInstance(key, &base);
    if (instance)
        *instance = i;
    return i > 0 && base == trace.lockKey;
}

// Whether event `i` of the trace (`e`: its numbers, scalarsAt) gave the lock key to a worker.
bool grants(const Trace &trace, qsizetype i, const TraceEvent &e)
{
    return e.worker >= 0 && isAcquire(e.request) && grantedBy(e) && isLockKey(trace.events.keyAt(i), trace);
}

Fairness fairnessOf(const Trace &trace, const Summary &s)
{
    Fairness f;
    std::vector<Micros> waits;
    std::vector<char> served(static_cast<std::size_t>(trace.workers.size()), 0), tried(served);
    for (const Acquisition &a : s.acquisitions) {
        f.tries += a.attempts;
        if (a.worker < 0 || a.worker >= trace.workers.size())
            continue;
        tried[static_cast<std::size_t>(a.worker)] = 1;
        if (a.ok) {
            served[static_cast<std::size_t>(a.worker)] = 1;
            waits.push_back(a.waited());
        }
    }
    for (std::size_t w = 0; w < served.size(); ++w) {
        f.workersServed += served[w];
        if (tried[w] && !served[w])
            f.starved.append(static_cast<int>(w));
    }
    if (!waits.empty()) {
        std::sort(waits.begin(), waits.end());
        f.waitP50 = percentileOfSorted(waits, 0.50);  // the one rule (mstext.h)
        f.waitP95 = percentileOfSorted(waits, 0.95);
        f.waitMax = waits.back();
    }

    // Per worker: the wait for its first grant, its tries, how long it believed it held the lock,
    // and whether it gave up. The spreads are over workers, so one starving worker stands out.
    QList<WorkerFairness> per(trace.workers.size());
    for (qsizetype w = 0; w < per.size(); ++w)
        per[w].worker = static_cast<int>(w);
    std::vector<Micros> firstTry(static_cast<std::size_t>(per.size()), -1);
    for (const Acquisition &a : s.acquisitions) {
        if (a.worker < 0 || a.worker >= per.size())
            continue;
        WorkerFairness &wf = per[a.worker];
        auto &first = firstTry[static_cast<std::size_t>(a.worker)];
        if (first < 0)
            first = a.firstTry;
        wf.tries += a.attempts;
        if (a.ok) {
            if (wf.acquisitions == 0)
                wf.firstWait = a.at - first;
            ++wf.acquisitions;
        }
    }
    for (const Interval &b : s.beliefs) {
        if (!b.workers.isEmpty() && b.workers.first() >= 0 && b.workers.first() < per.size())
            per[b.workers.first()].held += b.length();
    }
    for (const TraceEvent &e : trace.events.ofKind(EventKind::State)) {
        if (e.kind == EventKind::State && e.state == WorkerState::GaveUp && e.worker >= 0 && e.worker < per.size())
            per[e.worker].gaveUp = true;
    }
    auto spread = [](std::vector<std::pair<qint64, int>> values) {
        Spread out;
        if (values.empty())
            return out;
        std::stable_sort(values.begin(), values.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        auto pct = [&values](double p) {
            return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5)].first;
        };
        out.p50 = pct(0.50);
        out.p95 = pct(0.95);
        out.max = values.back().first;
        out.maxWorker = values.back().second;
        return out;
    };
    std::vector<std::pair<qint64, int>> waitsOf, triesOf, heldOf;
    for (const WorkerFairness &wf : std::as_const(per)) {
        if (wf.tries == 0)
            continue;  // never asked for the lock: not part of the contest
        triesOf.emplace_back(wf.tries, wf.worker);
        if (wf.acquisitions > 0) {
            waitsOf.emplace_back(wf.firstWait, wf.worker);
            heldOf.emplace_back(wf.held, wf.worker);
        }
        f.gaveUp += wf.gaveUp;
        f.workers.append(wf);
    }
    f.firstWait = spread(std::move(waitsOf));
    f.triesPerWorker = spread(std::move(triesOf));
    f.held = spread(std::move(heldOf));
    return f;
}

}  // namespace

void Interpretation::Data::collectAcquisitions()
{
    // The client's view: an acquisition ends when a reply told the worker it has the lock, or
    // when the worker stops trying. (Whether the server gave it the key is the key spans' business.)
    std::map<int, qsizetype> openByWorker;  // worker -> index into summary.acquisitions
    Summary &s = summary;
    const EventList &events = trace.events;
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (const EventKind kind = events.kindAt(i);
            (kind != EventKind::Replied && kind != EventKind::State) || events.workerAt(i) < 0)
            continue;  // without unpacking it
        // Its numbers; the two strings it reads, by reference (copying every event's strings was
        // most of this pass: a reference count's atomic operations on cold memory).
        const TraceEvent e = events.scalarsAt(i);
        if (e.kind == EventKind::Replied && isAcquire(e.request) && events.keyAt(i) == trace.lockKey) {
            auto it = openByWorker.find(e.worker);
            if (it == openByWorker.end()) {
                s.acquisitions.append(Acquisition{e.worker, false, e.at, 0, false, events.valueAt(i), e.sentAt});
                it = openByWorker.emplace(e.worker, s.acquisitions.size() - 1).first;
            }
            Acquisition &a = s.acquisitions[it->second];
            ++a.attempts;
            a.at = e.at;
            a.unknown = e.reply.kind == Reply::Kind::Unknown;
            if (grantedBy(e)) {
                a.ok = true;
                openByWorker.erase(it);
            }
        } else if (e.kind == EventKind::State && e.state != WorkerState::Acquiring) {
            openByWorker.erase(e.worker);
        }
    }
}

namespace {

// The server's side of the trace, replayed in the order the server ran it: who holds the key, and
// what every acquire, release, extension, write and check met there. One function per command family.
class ServerSweep {
public:
    ServerSweep(const Trace &trace, Summary &summary, std::vector<std::pair<Micros, qint64>> *fences)
        : m_trace(trace)
        , m_s(summary)
        , m_fences(fences)
    {}

    // An expiry or a restart/failover that took the key with it.
    void keyGone(const TraceEvent &e, Micros at, Meaning &m);
    void acquire(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m);
    void release(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m);
    void extend(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m);
    void write(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m);
    void fenceCounter(const TraceEvent &e, const ServerOp &op, bool took, Meaning &m);
    void check(const TraceEvent &e, const ServerOp &op);
    // A Redlock (trace.quorum > 0): the same on the lock key of one instance.
    void instanceGone(int instance);
    void acquireOn(int instance, const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m);
    void releaseOn(int instance, const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m);
    // The span still open when the trace ends.
    void finish();

    // A live server's `expired` event can arrive after a new holder's SET NX (another
    // connection): a deadline well before the open span's own belongs to the generation that
    // SET NX already found gone. (A current generation's deadline is within half a round trip
    // of the span's; an earlier one ends before the span begins.)
    bool isLateExpiry(const TraceEvent &e) const
    {
        return e.kind == EventKind::Expired && m_held && e.deadline >= 0 && m_open.deadline >= 0
               && e.deadline < (m_open.deadline + m_open.from) / 2;
    }

private:
    void close(Micros at, KeySpan::End end);
    bool ranBeforeOpenSpan(const TraceEvent &e, bool took) const;
    ReleaseResult releaseResult(const TraceEvent &e, Micros at, bool took, Release &rel) const;

    const Trace &m_trace;
    Summary &m_s;
    std::vector<std::pair<Micros, qint64>> *m_fences;  // null: not collected (Summary detail)
    KeySpan m_open;
    bool m_held = false;
    // Each successful acquisition is one generation of the lock; a fenced write carries its fence
    // instead, which is what the store compares. A write is stale when the store already took a
    // write of a newer generation: the older holder overwrites newer data. (Writes that land in
    // generation order are consistent, even when the lock was violated in between.)
    qint64 m_generation = 0;
    QHash<int, qint64> m_generationOf;  // worker -> generation of its latest acquisition
    qint64 m_newestWritten = 0;
    QHash<int, QString> m_tokenOf;  // worker -> the token of its latest acquire (what a check compares)
    QHash<int, Micros> m_lostAt;    // worker -> when its latest key span ended

    // A Redlock. A try is one SET NX per instance under one token; the try that reaches the quorum
    // is the worker's new generation (what the library resolves to), whichever instance granted it.
    // A release is one compare-and-delete per instance: the round is one Release in the summary.
    struct Try {
        QString token;
        QList<int> instances;
        int grants = 0;
    };
    struct ReleaseRound {
        Release release;
        QList<int> instances;
        bool deletedOwn = false, notOwner = false, noKey = false;
    };
    void flushRelease(int worker);
    std::vector<int> m_instanceHolder;   // by instance (1-based): whose key is there, -1 none
    QHash<int, Try> m_tryOf;             // worker -> its latest try at the quorum
    QHash<int, ReleaseRound> m_roundOf;  // worker -> its release round in progress
};

void ServerSweep::close(Micros at, KeySpan::End end)
{
    if (!m_held)
        return;
    m_open.to = at;
    m_open.end = end;
    m_s.keySpans.append(m_open);
    m_lostAt.insert(m_open.holder, at);
    m_held = false;
}

void ServerSweep::keyGone(const TraceEvent &e, Micros at, Meaning &m)
{
    m.other = m_held ? static_cast<qint16>(m_open.holder) : qint16(-1);
    close(at, e.kind == EventKind::Expired     ? KeySpan::End::Expired
              : e.fault == FaultKind::Failover ? KeySpan::End::FailedOver
                                               : KeySpan::End::Lost);
}

void ServerSweep::acquire(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m)
{
    const Request &r = e.request;
    if (e.worker >= 0)
        m_tokenOf.insert(e.worker, r.value);
    m.outcome = took ? Outcome::Granted : known ? Outcome::Refused : Outcome::Failed;
    if (!took)
        return;
    // NX took, so the old key was gone: it expired (its event is late, see isLateExpiry). An
    // overwrite without NX replaces the holder.
    const bool nx = r.command == Command::AcquireWithFence || r.condition == SetCondition::IfAbsent;
    close(op.at, nx ? KeySpan::End::Expired : KeySpan::End::Released);
    m_open = KeySpan{op.at, op.at, e.worker, r.value, r.number > 0 ? op.at + r.number * 1000 : -1};
    m_held = true;
    m_generationOf.insert(e.worker, ++m_generation);
}

// On a live server the instant a command ran is estimated (hasEstimatedInstants), and under load two
// clients' estimates can cross: LockLab's own compare-and-delete that deleted its token, or its
// compare-and-extend that extended it, sorts after the next holder's SET NX. The token tells the true
// order: the open span holds another token, so the command ran before that span began, on the
// worker's own. Where the instant is the server's (the embedded store, MONITOR) so is the order, and
// a script inferred to compare may not have (one that only checks EXISTS): what it met is what it did.
bool ServerSweep::ranBeforeOpenSpan(const TraceEvent &e, bool took) const
{
    const Command command = e.request.command;
    return (command == Command::CompareAndDelete || command == Command::CompareAndExtend) && took
           && hasEstimatedInstants(m_trace) && m_held && m_open.holder >= 0 && m_open.holder != e.worker
           && m_open.token != e.request.value;
}

ReleaseResult ServerSweep::releaseResult(const TraceEvent &e, Micros at, bool took, Release &rel) const
{
    if (ranBeforeOpenSpan(e, took))
        return ReleaseResult::Released;
    const Command command = e.request.command;
    const bool foreignHolder = m_held && m_open.holder >= 0 && m_open.holder != e.worker;
    if (command == Command::CompareAndDelete && took && foreignHolder) {
        // The script compared the token and found it equal: another worker's lock under the same
        // token (the pid or hostname as a token).
        rel.sameToken = true;
        return ReleaseResult::DeletedForeign;
    }
    if (command == Command::CompareAndDelete) {
        if (took)
            return ReleaseResult::Released;
        // Its check found another token, or no key: the latter is what a DEL that finds none is. The
        // key is gone at its deadline (Redis: once now > expireAt) even when no `expired` came.
        const bool keyThere = m_held && (m_open.deadline < 0 || at <= m_open.deadline);
        return keyThere ? ReleaseResult::NotOwner : ReleaseResult::NoKey;
    }
    if (!took)
        return ReleaseResult::NoKey;
    return foreignHolder ? ReleaseResult::DeletedForeign : ReleaseResult::Released;
}

void ServerSweep::release(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m)
{
    Release rel{e.worker, ReleaseResult::Failed, e.at, op.index};
    if (known) {
        rel.token = e.request.value;
        rel.result = releaseResult(e, op.at, took, rel);
        if (rel.result == ReleaseResult::DeletedForeign)
            m.other = static_cast<qint16>(m_open.holder);
        if (ranBeforeOpenSpan(e, took)) {
            // Its span was closed by the next holder's grant, as if it had expired.
            for (auto it = m_s.keySpans.rbegin(); it != m_s.keySpans.rend(); ++it) {
                if (it->holder == e.worker && it->token == rel.token) {
                    if (it->end == KeySpan::End::Expired)
                        it->end = KeySpan::End::Released;
                    break;
                }
            }
        } else if (took)
            close(op.at,
                  rel.result == ReleaseResult::DeletedForeign ? KeySpan::End::DeletedByOther : KeySpan::End::Released);
    }
    switch (rel.result) {
    case ReleaseResult::Released:
        m.outcome = Outcome::Released;
        break;
    case ReleaseResult::NotOwner:
        m.outcome = Outcome::NotOwner;
        break;
    case ReleaseResult::NoKey:
        m.outcome = Outcome::NoKey;
        break;
    case ReleaseResult::DeletedForeign:
        ++m_s.foreignDeletes;
        m.outcome = Outcome::DeletedForeign;
        break;
    case ReleaseResult::Failed:
        m.outcome = Outcome::Failed;
        break;
    }
    m_s.releases.append(rel);
}

void ServerSweep::extend(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m)
{
    const Request &r = e.request;
    m.outcome = took ? Outcome::Extended : known ? Outcome::NotExtended : Outcome::Failed;
    if (!took || !m_held)
        return;
    if (ranBeforeOpenSpan(e, took)) {
        // It extended its own lock, whose span the next holder's grant has closed since. The open
        // span's deadline does not move; the closed one's is left as it was (the instant is an estimate).
        m_s.extensions.append(Extension{e.worker, op.at, e.worker, true, -1});
        return;
    }
    m_open.deadline = op.at + r.number * 1000;
    Extension x{e.worker, op.at, m_open.holder, r.command == Command::CompareAndExtend, -1};
    if (x.holder != x.worker && x.worker >= 0) {
        x.ownLostAt = m_lostAt.value(x.worker, -1);
        m.other = static_cast<qint16>(x.holder);
        ++m_s.foreignExtensions;
    }
    m_s.extensions.append(x);
}

void ServerSweep::write(const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m)
{
    const Request &r = e.request;
    Write w;
    w.worker = e.worker;
    const bool carriesFence =
        r.command == Command::FencedWrite || (r.command != Command::Write && m_trace.policies.fencing);
    w.fence = carriesFence ? r.number : -1;
    w.check = r.command == Command::FencedWrite || r.command == Command::SqlFencedUpdate ? WriteCheck::Fence
              : r.command == Command::SqlInsertJob                                       ? WriteCheck::Unique
                                                                                         : WriteCheck::None;
    w.store = r.command == Command::FileWrite                                    ? StoreKind::File
              : r.command == Command::Write || r.command == Command::FencedWrite ? StoreKind::Redis
                                                                                 : StoreKind::Sql;
    w.fenceUnchecked = carriesFence && w.check == WriteCheck::None;
    w.accepted = took;
    if (!w.accepted && e.reply.kind == Reply::Kind::Integer)
        w.refusal = e.reply.text;
    const qint64 writeGeneration = w.fence >= 0 ? w.fence : m_generationOf.value(e.worker, 0);
    w.stale = writeGeneration < m_newestWritten;
    w.at = op.at;
    w.event = op.index;
    if (w.accepted) {
        m_newestWritten = std::max(m_newestWritten, writeGeneration);
        m_s.storeValue = r.value;
        ++m_s.storeCount;
        m_s.storeFence = std::max(m_s.storeFence, std::max<qint64>(w.fence, 0));
    }
    m.outcome = !w.accepted ? (known ? Outcome::WriteRefused : Outcome::Failed)
                : w.stale   ? Outcome::WriteStaleAccepted
                            : Outcome::WriteAccepted;
    m_s.writes.append(w);
}

void ServerSweep::fenceCounter(const TraceEvent &e, const ServerOp &op, bool took, Meaning &m)
{
    m.outcome = took ? Outcome::FenceToken : Outcome::Failed;
    // A lost reply's integer is the engine's "it ran", not the counter's value.
    if (m_fences && took && e.reply.kind == Reply::Kind::Integer)
        m_fences->emplace_back(op.at, e.reply.integer);
}

void ServerSweep::check(const TraceEvent &e, const ServerOp &op)
{
    // A check: the answer is true for the instant Redis ran the GET, and no longer.
    Check c;
    c.worker = e.worker;
    c.sentAt = e.sentAt;
    c.at = e.at;
    c.ranAt = op.at;
    c.unknown = e.reply.kind == Reply::Kind::Unknown;
    c.passed = e.reply.kind == Reply::Kind::String && e.reply.text == m_tokenOf.value(e.worker);
    if (e.reply.kind == Reply::Kind::String && m_held && m_open.token == e.reply.text)
        c.holder = m_open.holder;
    m_s.checks.append(c);
}

void ServerSweep::instanceGone(int instance)
{
    if (instance > 0 && static_cast<std::size_t>(instance) < m_instanceHolder.size())
        m_instanceHolder[static_cast<std::size_t>(instance)] = -1;
}

void ServerSweep::acquireOn(int instance, const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m)
{
    Q_UNUSED(op)
    m.outcome = took ? Outcome::Granted : known ? Outcome::Refused : Outcome::Failed;
    if (e.worker < 0)
        return;
    flushRelease(e.worker);
    // An instance asked again, or another token, begins the worker's next try (as BeliefInference).
    Try &t = m_tryOf[e.worker];
    if (t.instances.contains(instance) || t.token != e.request.value)
        t = Try{e.request.value, {}, 0};
    t.instances.append(instance);
    if (!took)
        return;
    if (m_instanceHolder.size() <= static_cast<std::size_t>(instance))
        m_instanceHolder.resize(static_cast<std::size_t>(instance) + 1, -1);
    m_instanceHolder[static_cast<std::size_t>(instance)] = e.worker;
    if (++t.grants == m_trace.quorum) {
        m_tokenOf.insert(e.worker, t.token);
        m_generationOf.insert(e.worker, ++m_generation);
    }
}

void ServerSweep::releaseOn(int instance, const TraceEvent &e, const ServerOp &op, bool took, bool known, Meaning &m)
{
    const Command command = e.request.command;
    const int holder = static_cast<std::size_t>(instance) < m_instanceHolder.size()
                           ? m_instanceHolder[static_cast<std::size_t>(instance)]
                           : -1;
    const bool foreign = took && holder >= 0 && holder != e.worker;
    // A check that found no key on the instance is "no key", as a DEL that finds none (release()).
    const bool notOwner = command == Command::CompareAndDelete && holder >= 0;
    m.outcome = !known     ? Outcome::Failed
                : foreign  ? Outcome::DeletedForeign
                : took     ? Outcome::Released
                : notOwner ? Outcome::NotOwner
                           : Outcome::NoKey;
    if (foreign)
        m.other = static_cast<qint16>(holder);
    if (took)
        instanceGone(instance);
    if (e.worker < 0)
        return;
    if (m_roundOf.contains(e.worker) && m_roundOf.value(e.worker).instances.contains(instance))
        flushRelease(e.worker);
    ReleaseRound &round = m_roundOf[e.worker];
    if (round.instances.isEmpty())
        round.release = Release{e.worker, ReleaseResult::Failed, e.at, op.index, false, 0, e.request.value};
    round.instances.append(instance);
    round.release.at = std::max(round.release.at, e.at);
    if (foreign && round.release.result != ReleaseResult::DeletedForeign) {
        round.release.result = ReleaseResult::DeletedForeign;
        round.release.event = op.index;
        round.release.sameToken = command == Command::CompareAndDelete;
    }
    if (round.release.result != ReleaseResult::DeletedForeign)
        round.release.event = op.index;
    round.deletedOwn |= took && !foreign;
    if (took && !foreign && instance <= 8)
        round.release.instances |= static_cast<quint8>(1u << (instance - 1));
    round.notOwner |= known && !took && notOwner;
    round.noKey |= known && !took && !notOwner;
    if (round.instances.size() >= m_trace.instances)
        flushRelease(e.worker);
}

// A round is a release in the summary when it let go of a lock the worker took (its try reached the
// quorum) or deleted somebody else's key; a failed try's give-back is neither.
void ServerSweep::flushRelease(int worker)
{
    const auto it = m_roundOf.find(worker);
    if (it == m_roundOf.end())
        return;
    ReleaseRound round = *it;
    m_roundOf.erase(it);
    Release &rel = round.release;
    if (rel.result != ReleaseResult::DeletedForeign) {
        rel.result = round.deletedOwn ? ReleaseResult::Released
                     : round.notOwner ? ReleaseResult::NotOwner
                     : round.noKey    ? ReleaseResult::NoKey
                                      : ReleaseResult::Failed;
    }
    const Try t = m_tryOf.value(worker);
    const bool heldIt = t.grants >= m_trace.quorum && t.token == rel.token;
    if (rel.result == ReleaseResult::DeletedForeign)
        ++m_s.foreignDeletes;
    else if (!heldIt && !rel.token.isEmpty())
        return;
    m_s.releases.append(rel);
}

void ServerSweep::finish()
{
    if (m_trace.quorum > 0) {
        for (const int worker : m_roundOf.keys())
            flushRelease(worker);
        // Rounds end when their last instance answers: in the order the clients learnt it.
        std::stable_sort(m_s.releases.begin(), m_s.releases.end(),
                         [](const Release &a, const Release &b) { return a.at < b.at; });
    }
    m_s.finalHolder = m_held ? m_open.holder : -1;
    if (m_held) {
        m_open.to = std::max(m_trace.endTime(), m_open.from);
        m_open.end = KeySpan::End::Open;
        m_s.keySpans.append(m_open);
    }
}

}  // namespace

// The events the server ran, in the order it ran them, counting replies on the way.
std::vector<ServerOp> Interpretation::Data::serverOrder()
{
    // A third of a run's events: counted first, so the list is allocated once at its size.
    const auto serverSide = [this](qsizetype i) {
        const EventKind kind = trace.events.kindAt(i);
        return kind == EventKind::Replied || kind == EventKind::Expired || kind == EventKind::Fault;
    };
    std::size_t count = 0;
    for (qsizetype i = 0; i < trace.events.size(); ++i)
        count += serverSide(i) ? 1 : 0;
    std::vector<ServerOp> ops;
    ops.reserve(count);
    const bool full = detail == SummaryDetail::Full;
    Summary &s = summary;
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (!serverSide(i))
            continue;                                    // without unpacking it
        const TraceEvent e = trace.events.scalarsAt(i);  // its two strings are read by reference below
        if (e.kind == EventKind::Replied) {
            const Effect effect = replyEffect(e);
            const Micros when = executedAt(e, effect);
            // What did not run still counts as a release or a write, at the reply.
            ops.push_back({when >= 0 ? when : e.at, i});
            ++s.replies;
            if (e.reply.kind == Reply::Kind::Unknown)
                ++s.unknownOutcomes;
            else if (e.reply.kind == Reply::Kind::Error)
                ++s.errors;
            if (firstGrant < 0 && grants(trace, i, e))
                firstGrant = i;
            if (full) {
                Meaning m;
                m.executedAt = when;
                m.effect = effect;
                m.replyLost = e.reply.kind == Reply::Kind::Unknown;
                setMeaning(i, m);
            }
        } else if ((e.kind == EventKind::Expired && isLockKey(trace.events.textAt(i), trace))
                   || (e.kind == EventKind::Fault && (e.fault == FaultKind::Restart || e.fault == FaultKind::Failover)
                       && e.value != 0)) {
            ops.push_back({e.at, i});
            if (full) {
                Meaning m;
                m.executedAt = e.at;
                setMeaning(i, m);
            }
        }
    }
    // By time, ties in trace order: a stable sort by time, in place (stable_sort's buffer was a
    // second copy of the list).
    std::sort(ops.begin(), ops.end(),
              [](const ServerOp &a, const ServerOp &b) { return a.at != b.at ? a.at < b.at : a.index < b.index; });
    return ops;
}

// Who the server says holds the key, and what every release and write met there: the events in
// the order the server ran them.
void Interpretation::Data::sweepServer()
{
    const bool full = detail == SummaryDetail::Full;
    ServerSweep sweep(trace, summary, full ? &fences : nullptr);
    for (const ServerOp &op : serverOrder()) {
        const TraceEvent &e = trace.events.at(op.index);
        if (sweep.isLateExpiry(e))
            continue;
        Meaning m = full ? meaningAt(op.index) : Meaning{};
        // Whatever the sweep below decided, kept when the pass over this event ends.
        const auto keep = qScopeGuard([&] {
            if (full)
                setMeaning(op.index, m);
        });
        const bool redlock = trace.quorum > 0;
        if (redlock && (e.kind == EventKind::Expired || e.kind == EventKind::Fault)) {
            // An instance's key expired, or the instance restarted without it.
            sweep.instanceGone(e.kind == EventKind::Expired ? keyInstance(e.text) : static_cast<int>(e.requestId));
            continue;
        }
        if (e.kind == EventKind::Expired || e.kind == EventKind::Fault) {
            sweep.keyGone(e, op.at, m);
            continue;
        }
        const Request &r = e.request;
        int instance = 0;
        const bool onLock = isLockKey(r.key, trace, &instance);
        const Effect effect = full ? m.effect : replyEffect(e);
        const bool known = ran(e, effect);
        const bool took = effect == Effect::TookEffect;
        if (redlock && onLock) {
            switch (r.command) {
            case Command::Set:
                sweep.acquireOn(instance, e, op, took, known, m);
                break;
            case Command::Del:
            case Command::CompareAndDelete:
                sweep.releaseOn(instance, e, op, took, known, m);
                break;
            case Command::Pexpire:
            case Command::CompareAndExtend:
                m.outcome = took ? Outcome::Extended : known ? Outcome::NotExtended : Outcome::Failed;
                break;
            default:
                break;
            }
            continue;
        }
        switch (r.command) {
        case Command::Set:
        case Command::AcquireWithFence:
            if (onLock)
                sweep.acquire(e, op, took, known, m);
            break;
        case Command::Del:
        case Command::CompareAndDelete:
            if (onLock)
                sweep.release(e, op, took, known, m);
            break;
        case Command::Pexpire:
        case Command::CompareAndExtend:
            if (onLock)
                sweep.extend(e, op, took, known, m);
            break;
        case Command::Write:
        case Command::FencedWrite:
        case Command::SqlUpdate:
        case Command::SqlFencedUpdate:
        case Command::SqlInsertJob:
        case Command::FileWrite:
            sweep.write(e, op, took, known, m);
            break;
        case Command::Incr:
            if (r.key == StoreKeys::fenceCounter())
                sweep.fenceCounter(e, op, took, m);
            break;
        case Command::Get:
            if (onLock && e.worker >= 0)
                sweep.check(e, op);
            break;
        case Command::Pttl:
        case Command::Ping:
        case Command::Wait:
            break;
        }
    }
    sweep.finish();
}

void Interpretation::Data::collectBeliefs()
{
    const int n = static_cast<int>(trace.workers.size());
    const bool full = detail == SummaryDetail::Full;
    if (full) {
        // Counted first: grown by push_back, the marks of ten million events took 1.5x their size.
        std::vector<std::size_t> count(static_cast<std::size_t>(n), 0);
        for (qsizetype i = 0; i < trace.events.size(); ++i) {
            if (trace.events.kindAt(i) == EventKind::State && trace.events.workerAt(i) >= 0
                && trace.events.workerAt(i) < n)
                ++count[static_cast<std::size_t>(trace.events.workerAt(i))];
        }
        states.resize(static_cast<std::size_t>(n));
        for (int w = 0; w < n; ++w)
            states[static_cast<std::size_t>(w)].reserve(count[static_cast<std::size_t>(w)]);
    }
    std::vector<Micros> since(static_cast<std::size_t>(n), -1);
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (trace.events.kindAt(i) != EventKind::State || trace.events.workerAt(i) < 0 || trace.events.workerAt(i) >= n)
            continue;
        const TraceEvent e = trace.events.scalarsAt(i);  // no string is read
        if (full)
            states[static_cast<std::size_t>(e.worker)].push_back(
                {e.at, static_cast<qint32>(i), e.state, e.believesHeld});
        Micros &from = since[static_cast<std::size_t>(e.worker)];
        if (e.believesHeld && from < 0) {
            from = e.at;
        } else if (!e.believesHeld && from >= 0) {
            summary.beliefs.append(Interval{from, e.at, {e.worker}});
            from = -1;
        }
    }
    for (int w = 0; w < n; ++w) {
        if (since[static_cast<std::size_t>(w)] >= 0)
            summary.beliefs.append(Interval{since[static_cast<std::size_t>(w)], trace.endTime(), {w}, true});
    }
}

void Interpretation::Data::collectOverlaps()
{
    // Sweep: ends before starts at the same instant, so back-to-back holders do not overlap. A
    // belief still open at the end has no end edge: whoever is inside then is still inside.
    struct Edge {
        Micros at;
        int delta;
        int worker;
    };
    std::vector<Edge> edges;
    for (const Interval &b : std::as_const(summary.beliefs)) {
        if (!b.open && b.to <= b.from)
            continue;
        edges.push_back({b.from, +1, b.workers.first()});
        if (!b.open)
            edges.push_back({b.to, -1, b.workers.first()});
    }
    std::sort(edges.begin(), edges.end(),
              [](const Edge &a, const Edge &b) { return a.at != b.at ? a.at < b.at : a.delta < b.delta; });
    // How many beliefs each worker has open (a connection can hold under several tokens), and how
    // many in all: two beliefs open at once overlap, whoever holds them. Maps, not lists, so a
    // capture where thousands of beliefs stay open stays a sweep and not a square.
    std::map<int, int> inside;
    int insideCount = 0;
    std::set<int> overlapWorkers;
    Interval current;
    bool overlapping = false;
    auto finish = [&](Micros to, bool open) {
        overlapping = false;
        current.to = to;
        current.open = open;
        current.workers = QList<int>(overlapWorkers.cbegin(), overlapWorkers.cend());
        overlapWorkers.clear();
        if (open || current.to > current.from) {
            summary.overlaps.append(current);
            summary.overlapTotal += current.length();
        }
    };
    for (const Edge &edge : edges) {
        if (edge.delta > 0) {
            ++inside[edge.worker];
            ++insideCount;
            if (overlapping)
                overlapWorkers.insert(edge.worker);
        } else if (auto it = inside.find(edge.worker); it != inside.end()) {
            if (--it->second == 0)
                inside.erase(it);
            --insideCount;
        }
        if (!overlapping && insideCount >= 2) {
            overlapping = true;
            current = Interval{edge.at, edge.at, {}};
            for (const auto &[worker, beliefs] : inside)
                overlapWorkers.insert(worker);
        }
        if (overlapping && insideCount < 2)
            finish(edge.at, false);
    }
    if (overlapping)  // only open beliefs are left inside: the overlap goes on past the trace's end
        finish(std::max(trace.endTime(), current.from), true);
}

QList<Interval> Interpretation::Data::collectGaps()
{
    QList<Interval> unseen;
    Micros lostAt = -1;
    bool lost = false;  // a MONITOR lost in it, not only a stall (Redis ran nothing: nothing to see)
    auto close = [&](Micros to, bool open) {
        summary.gaps.append(Interval{lostAt, to, {}, open});
        if (lost)
            unseen.append(summary.gaps.constLast());
        lostAt = -1;
        lost = false;
    };
    for (const TraceEvent &e : trace.events.ofKind(EventKind::Gap)) {
        if (e.kind != EventKind::Gap)
            continue;
        if (e.value != 0) {
            if (lostAt < 0)
                lostAt = e.at;
            lost = lost || e.value != stallBegins;
        } else if (lostAt >= 0) {
            close(e.at, false);
        }
    }
    if (lostAt >= 0)
        close(std::max(trace.endTime(), lostAt), true);
    // A Redlock's client sends each command to every instance: one instance's gap hides none of them.
    return trace.quorum > 0 ? QList<Interval>() : unseen;
}

// Beliefs in watched traffic are inferred from commands, and none is seen while MONITOR is lost:
// either holder may have let go then. An overlap is measured over what was seen (overlapTotal) and
// keeps what was not (unseen) for the report. Both lists are sorted and disjoint: one pass.
void Interpretation::Data::measureOverlapsSeen(const QList<Interval> &unseen)
{
    qsizetype g = 0;
    for (Interval &o : summary.overlaps) {
        while (g < unseen.size() && unseen.at(g).to <= o.from)
            ++g;
        for (qsizetype k = g; k < unseen.size() && unseen.at(k).from < o.to; ++k)
            o.unseen += std::min(o.to, unseen.at(k).to) - std::max(o.from, unseen.at(k).from);
        summary.overlapTotal -= o.unseen;
    }
}

// A reply is the server's when it ran the command or refused it with an error of its own: Redis's
// errors begin with an upper-case code (NOSCRIPT after a restart shows the server is back), the
// client's (a refused connection, a closed one, a timeout) do not. LOADING: up but not serving yet.
static bool serverAnswered(const Reply &reply)
{
    if (reply.kind == Reply::Kind::Unknown)
        return false;
    if (reply.kind != Reply::Kind::Error)
        return true;
    const QString code = reply.text.section(u' ', 0, 0);
    if (code.isEmpty() || code == QLatin1String("LOADING"))
        return false;
    return std::all_of(code.cbegin(), code.cend(), [](QChar c) { return c.isUpper() || c == u'_'; });
}

void Interpretation::Data::collectOutages()
{
    Outage current;
    bool down = false;
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (const EventKind kind = trace.events.kindAt(i);
            kind != EventKind::Fault && (kind != EventKind::Replied || !down))
            continue;  // without unpacking it (a reply matters only while the server is down)
        TraceEvent e = trace.events.scalarsAt(i);
        e.reply.text = trace.events.replyTextAt(i);  // serverAnswered() reads an error's code
        // A fault that was not applied has no deadline: the server never went down.
        if (!down && e.kind == EventKind::Fault && (e.fault == FaultKind::Restart || e.fault == FaultKind::Failover)
            && e.deadline >= 0) {
            current = Outage{e.at, e.at, static_cast<int>(i), -1, false};
            down = true;
        } else if (down && e.kind == EventKind::Replied && e.sentAt >= current.from && serverAnswered(e.reply)) {
            current.to = std::max(e.at, current.from);
            current.reconnect = static_cast<int>(i);
            summary.outages.append(current);
            down = false;
        }
    }
    if (down) {
        current.to = std::max(trace.endTime(), current.from);
        current.open = true;
        summary.outages.append(current);
    }
}

// What Evidence weighs once somebody was granted: the replies after the first grant, and those that
// never came or were errors. A failure inside an outage the trace itself caused (a scheduled restart
// or failover, until the first reply from the server back) shows that fault at work, not a server
// that stopped answering: it counts on neither side.
void Interpretation::Data::countAfterGrant()
{
    if (firstGrant < 0)
        return;
    auto outage = summary.outages.cbegin();
    for (qsizetype i = firstGrant + 1; i < trace.events.size(); ++i) {
        if (trace.events.kindAt(i) != EventKind::Replied)
            continue;  // without unpacking it
        while (outage != summary.outages.cend() && !outage->open && outage->reconnect < i)
            ++outage;
        const Reply::Kind kind = trace.events.replyKindAt(i);
        const bool failed = kind == Reply::Kind::Unknown || kind == Reply::Kind::Error;
        if (failed && outage != summary.outages.cend() && outage->cause < i)
            continue;
        ++summary.repliesAfterGrant;
        if (failed)
            ++summary.failedAfterGrant;
    }
}

void Interpretation::Data::indexInstants()
{
    lastAcceptedWrite.reserve(static_cast<std::size_t>(summary.writes.size()));
    acceptedWrites.reserve(static_cast<std::size_t>(summary.writes.size()));
    qsizetype last = -1;
    qint64 accepted = 0;
    for (qsizetype i = 0; i < summary.writes.size(); ++i) {
        if (summary.writes.at(i).accepted) {
            last = i;
            ++accepted;
        }
        lastAcceptedWrite.push_back(last);
        acceptedWrites.push_back(accepted);
    }
    for (const Violation &v : std::as_const(summary.violations)) {
        if (v.kind == ViolationKind::ForeignDelete)
            foreignDeleteFrom.push_back(v.from);
        else if (v.kind == ViolationKind::StaleWriteAccepted && (firstStaleWrite < 0 || v.from < firstStaleWrite))
            firstStaleWrite = v.from;
        else if ((v.kind == ViolationKind::MutualExclusion || v.kind == ViolationKind::DuplicateWork)
                 && (firstOverlap < 0 || v.from < firstOverlap))
            firstOverlap = v.from;
    }
    std::sort(foreignDeleteFrom.begin(), foreignDeleteFrom.end());

    // Request ids are the engine's (and the importers') counter: dense from 0, so a plain array.
    // Ids that are not (a hand-written trace) leave the index empty and replyTo() scans instead.
    int maxId = -1;
    for (qsizetype i = 0; i < trace.events.size(); ++i)
        maxId = std::max(maxId, trace.events.requestIdAt(i));
    if (maxId >= 0 && maxId <= 4 * trace.events.size() + 64 && trace.events.size() < INT32_MAX) {
        replyOfRequest.assign(static_cast<std::size_t>(maxId) + 1, -1);
        for (qsizetype i = 0; i < trace.events.size(); ++i) {
            const int id = trace.events.requestIdAt(i);
            if (id >= 0 && trace.events.kindAt(i) == EventKind::Replied
                && replyOfRequest[static_cast<std::size_t>(id)] < 0)
                replyOfRequest[static_cast<std::size_t>(id)] = static_cast<qint32>(i);
        }
    }
}

void Interpretation::Data::build()
{
    const bool full = detail == SummaryDetail::Full;
    if (full)
        meanings.resize(static_cast<std::size_t>(trace.events.size()));
    Summary &lesson = summary;
    lesson.purpose = trace.purpose;
    lesson.storeKind = trace.storeKind;
    lesson.fencingUnavailable = trace.policies.fencing && !storeCanFence(trace.storeKind);
    if (!trace.ignoresTimeout.isEmpty()) {
        // Replies a worker that does not honour its timeout waited for past it.
        const Micros timeout = usFromMs(static_cast<double>(trace.timeoutMs));
        for (const TraceEvent &e : trace.events.ofKind(EventKind::Replied)) {
            if (e.kind == EventKind::Replied && trace.ignoresTimeout.contains(e.worker) && e.at - e.sentAt > timeout)
                ++lesson.timeoutsIgnored;
        }
    }
    collectAcquisitions();
    sweepServer();
    collectBeliefs();
    collectOverlaps();
    measureOverlapsSeen(collectGaps());
    collectOutages();
    countAfterGrant();
    if (!queries) {
        std::vector<PackedMeaning>().swap(meanings);
        std::vector<std::vector<StateMark>>().swap(states);
        farExecutedAt.clear();
    }
    collectReplication(trace, summary);
    collectRedlock(trace, summary);
    Summary &s = summary;
    if (!full) {
        // The same verdict the checker gives, without composing its explanations.
        s.verdict = s.staleWritesAccepted() > 0        ? Verdict::DataCorrupted
                    : s.overlaps.isEmpty()             ? Verdict::Safe
                    : s.purpose == Purpose::Efficiency ? Verdict::DuplicateWork
                                                       : Verdict::MutualExclusionViolated;
        if (s.verdict == Verdict::Safe && s.evidence().inconclusive())
            s.verdict = Verdict::Inconclusive;
        return;
    }
    s.fairness = fairnessOf(trace, s);
    s.violations = checkSafety(trace, s);
    auto has = [&s](ViolationKind kind) {
        return std::any_of(s.violations.cbegin(), s.violations.cend(),
                           [kind](const Violation &v) { return v.kind == kind; });
    };
    if (has(ViolationKind::StaleWriteAccepted))
        s.verdict = Verdict::DataCorrupted;
    else if (has(ViolationKind::MutualExclusion))
        s.verdict = Verdict::MutualExclusionViolated;
    else if (has(ViolationKind::DuplicateWork))
        s.verdict = Verdict::DuplicateWork;
    else if (s.evidence().inconclusive())
        s.verdict = Verdict::Inconclusive;  // no violation seen, but no evidence either
    if (queries)
        indexInstants();
}

Summary summarize(const Trace &trace, SummaryDetail detail)
{
    Interpretation::Data data(trace, detail, false);
    data.build();
    return std::move(data.summary);
}

Interpretation::Interpretation()
    : Interpretation(Trace())
{}

Interpretation::Interpretation(const Trace &trace, SummaryDetail detail)
{
    auto data = std::make_shared<Data>(trace, detail);
    data->build();
    m_data = std::move(data);
}

const Trace &Interpretation::trace() const
{
    return m_data->trace;
}

const Summary &Interpretation::summary() const
{
    return m_data->summary;
}

QString Interpretation::witness(const Violation &violation) const
{
    std::call_once(m_data->witnessesMade,
                   [this] { m_data->witnesses = std::make_unique<const Witnesses>(m_data->trace, m_data->summary); });
    return m_data->witnesses->text(violation);
}

SummaryDetail Interpretation::detail() const
{
    return m_data->detail;
}

Meaning Interpretation::Data::meaningAt(qsizetype index) const
{
    const PackedMeaning &p = meanings[static_cast<std::size_t>(index)];
    Meaning m;
    if (p.executedBefore == PackedMeaning::kept)
        m.executedAt = farExecutedAt.at(index);
    else if (p.executedBefore != PackedMeaning::notRun)
        m.executedAt = trace.events.timeAt(index) - p.executedBefore;
    m.effect = p.effect;
    m.outcome = static_cast<Outcome>(p.outcomeAndLost & 0x7f);
    m.replyLost = (p.outcomeAndLost & 0x80) != 0;
    m.other = p.other;
    return m;
}

void Interpretation::Data::setMeaning(qsizetype index, const Meaning &m)
{
    static_assert(static_cast<int>(Outcome::Failed) < 0x80);
    PackedMeaning &p = meanings[static_cast<std::size_t>(index)];
    if (!farExecutedAt.empty())
        farExecutedAt.erase(index);
    if (m.executedAt < 0) {
        p.executedBefore = PackedMeaning::notRun;
    } else {
        const Micros before = trace.events.timeAt(index) - m.executedAt;
        if (before > PackedMeaning::kept && before <= std::numeric_limits<qint32>::max()) {
            p.executedBefore = static_cast<qint32>(before);
        } else {
            p.executedBefore = PackedMeaning::kept;
            farExecutedAt[index] = m.executedAt;
        }
    }
    p.effect = m.effect;
    p.outcomeAndLost = static_cast<quint8>(static_cast<quint8>(m.outcome) | (m.replyLost ? 0x80 : 0));
    p.other = m.other;
}

Meaning Interpretation::meaning(qsizetype index) const
{
    const Data &d = *m_data;
    if (index < 0 || index >= d.trace.events.size())
        return {};
    if (static_cast<std::size_t>(index) < d.meanings.size())
        return d.meaningAt(index);
    // Metrics: what one reply tells on its own.
    const TraceEvent &e = d.trace.events.at(index);
    Meaning m;
    m.effect = replyEffect(e);
    m.executedAt = e.kind == EventKind::Replied ? executedAt(e, m.effect) : -1;
    m.replyLost = e.kind == EventKind::Replied && e.reply.kind == Reply::Kind::Unknown;
    return m;
}

qsizetype Interpretation::eventAtOrBefore(Micros at) const
{
    return m_data->trace.events.firstAfter(at) - 1;  // a binary search over the packed times
}

std::span<const StateMark> Interpretation::states(int worker) const
{
    const auto &states = m_data->states;
    if (worker < 0 || static_cast<std::size_t>(worker) >= states.size())
        return {};
    return states[static_cast<std::size_t>(worker)];
}

qsizetype Interpretation::replyTo(qsizetype sent) const
{
    const Data &d = *m_data;
    const EventList &events = d.trace.events;
    if (sent < 0 || sent >= events.size() || events.kindAt(sent) != EventKind::Sent)
        return -1;
    const int id = events.requestIdAt(sent);
    if (!d.replyOfRequest.empty()) {
        if (id < 0 || static_cast<std::size_t>(id) >= d.replyOfRequest.size())
            return -1;
        const qint32 reply = d.replyOfRequest[static_cast<std::size_t>(id)];
        if (reply < 0 || reply > sent)
            return reply;
        // An id used twice (a hand-edited trace): the scan below finds the one after `sent`.
    }
    for (qsizetype i = sent + 1; i < events.size(); ++i) {
        if (events.kindAt(i) == EventKind::Replied && events.requestIdAt(i) == id)
            return i;
    }
    return -1;
}

Instant Interpretation::at(Micros at) const
{
    const Data &d = *m_data;
    const Summary &s = d.summary;
    Instant in;
    in.at = at;
    // Key spans are sorted and disjoint; a span covers [from, to) except an open one, which runs on.
    const auto span = std::upper_bound(s.keySpans.cbegin(), s.keySpans.cend(), at,
                                       [](Micros t, const KeySpan &k) { return t < k.from; });
    if (span != s.keySpans.cbegin()) {
        const KeySpan &k = *std::prev(span);
        if (at < k.to || (k.end == KeySpan::End::Open && at >= k.from)) {
            in.keyExists = true;
            in.holder = k.holder;
            in.keyValue = k.token;
            in.pttlMs = k.deadline >= 0 ? std::max<qint64>(0, (k.deadline - at) / 1000) : -1;
        }
    }
    if (s.quorum > 0) {
        for (int i = 1; i <= s.instances; ++i)
            in.instances.append({i, -1, -2});
        for (const InstanceSpan &held : s.instanceSpans) {
            if (held.instance < 1 || held.instance > s.instances || at < held.from
                || (at >= held.to && held.end != InstanceSpan::End::Open))
                continue;
            Instant::InstanceView &view = in.instances[held.instance - 1];
            view.holder = held.holder;
            view.pttlMs = held.deadline >= 0 ? std::max<qint64>(0, (held.deadline - at) / 1000) : -1;
        }
    }

    const int n = static_cast<int>(d.trace.workers.size());
    in.workers.reserve(n);
    for (int w = 0; w < n; ++w) {
        Instant::WorkerView view{w, WorkerState::Idle, false, false, -1};
        if (static_cast<std::size_t>(w) < d.states.size()) {
            // A worker's state events are in trace order, which is time order: the last one at or
            // before `at` holds.
            const auto &marks = d.states[static_cast<std::size_t>(w)];
            const auto next = std::upper_bound(marks.cbegin(), marks.cend(), at,
                                               [](Micros t, const StateMark &m) { return t < m.at; });
            if (next != marks.cbegin()) {
                view.state = std::prev(next)->state;
                view.believesHeld = std::prev(next)->believesHeld;
            }
        }
        view.redisSaysHeld = in.keyExists && in.holder == w;
        if (view.believesHeld && s.quorum > 0)
            view.validUntil = validUntilAt(s, w, at);
        if (view.believesHeld)
            in.believers.append(w);
        in.workers.append(view);
    }

    // Writes are in the order the store ran them, so "ran by `at`" is a prefix.
    const auto write =
        std::upper_bound(s.writes.cbegin(), s.writes.cend(), at, [](Micros t, const Write &w) { return t < w.at; });
    in.writesSoFar = write - s.writes.cbegin();
    if (in.writesSoFar > 0 && static_cast<std::size_t>(in.writesSoFar) <= d.lastAcceptedWrite.size()) {
        const std::size_t i = static_cast<std::size_t>(in.writesSoFar - 1);
        in.storeWrites = d.acceptedWrites[i];
        if (d.lastAcceptedWrite[i] >= 0) {
            const Write &w = s.writes.at(d.lastAcceptedWrite[i]);
            in.storedValue = d.trace.events.at(w.event).request.value;
            in.storedFence = w.fence;
        }
    }
    const auto fence = std::upper_bound(d.fences.cbegin(), d.fences.cend(), at,
                                        [](Micros t, const std::pair<Micros, qint64> &f) { return t < f.first; });
    if (fence != d.fences.cbegin())
        in.fenceCounter = std::prev(fence)->second;

    // The checker lists violations by when they begin.
    in.violationsSoFar = std::upper_bound(s.violations.cbegin(), s.violations.cend(), at,
                                          [](Micros t, const Violation &v) { return t < v.from; })
                         - s.violations.cbegin();
    // Overlaps are listed by when they begin, too (the sweep in collectOverlaps()).
    in.overlapsSoFar = std::upper_bound(s.overlaps.cbegin(), s.overlaps.cend(), at,
                                        [](Micros t, const Interval &o) { return t < o.from; })
                       - s.overlaps.cbegin();
    in.foreignDeletesSoFar = static_cast<int>(
        std::upper_bound(d.foreignDeleteFrom.cbegin(), d.foreignDeleteFrom.cend(), at) - d.foreignDeleteFrom.cbegin());
    in.verdict = d.firstStaleWrite >= 0 && d.firstStaleWrite <= at ? Verdict::DataCorrupted
                 : d.firstOverlap >= 0 && d.firstOverlap <= at
                     ? (s.purpose == Purpose::Efficiency ? Verdict::DuplicateWork : Verdict::MutualExclusionViolated)
                     : Verdict::Safe;
    return in;
}

}  // namespace locklab
