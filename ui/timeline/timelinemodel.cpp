// SPDX-License-Identifier: MIT
#include "timeline/timelinemodel.h"

#include "core/mstext.h"
#include "core/redlockfacts.h"
#include "core/terminaltext.h"
#include "timeline/timelinetr.h"

#include <QCoreApplication>

#include <algorithm>

namespace locklab {

namespace {

SegmentKind segmentKindOf(WorkerState state, bool *drawn)
{
    *drawn = true;
    switch (state) {
    case WorkerState::Waiting:
        return SegmentKind::Waiting;
    case WorkerState::Acquiring:
        return SegmentKind::Acquiring;
    case WorkerState::Holding:
        return SegmentKind::Holding;
    case WorkerState::Working:
        return SegmentKind::Working;
    case WorkerState::Paused:
        return SegmentKind::Paused;
    case WorkerState::Writing:
        return SegmentKind::Writing;
    case WorkerState::Releasing:
        return SegmentKind::Releasing;
    case WorkerState::Extending:
        return SegmentKind::Extending;
    case WorkerState::Checking:
        return SegmentKind::Checking;
    case WorkerState::Idle:
    case WorkerState::Done:
    case WorkerState::GaveUp:
        break;
    }
    *drawn = false;
    return SegmentKind::Waiting;
}

// Who Redis says holds the key, with the gaps (holder -1) filled in, over [start, end].
struct Truth {
    Micros from;
    Micros to;
    int holder;
};

QList<Truth> truthPieces(const Summary &s, Micros start, Micros end)
{
    QList<Truth> pieces;
    Micros cursor = start;
    for (const KeySpan &span : s.keySpans) {
        if (span.from > cursor)
            pieces.append({cursor, span.from, -1});
        pieces.append({span.from, span.to, span.holder});
        cursor = std::max(cursor, span.to);
    }
    if (end > cursor)
        pieces.append({cursor, end, -1});
    return pieces;
}

void addBeliefs(Lane &lane, const QList<Interval> &beliefs, const QList<Truth> &truth)
{
    for (const Interval &b : beliefs) {
        if (b.to <= b.from)
            continue;
        // First truth piece that ends after the belief starts.
        auto it = std::lower_bound(truth.cbegin(), truth.cend(), b.from,
                                   [](const Truth &t, Micros at) { return t.to <= at; });
        Micros at = b.from;
        for (; it != truth.cend() && at < b.to; ++it) {
            const Micros to = std::min(it->to, b.to);
            if (to <= at)
                continue;
            const bool agrees = it->holder == lane.worker;
            Segment seg{at,
                        to,
                        agrees ? SegmentKind::Belief : SegmentKind::BeliefContradicted,
                        static_cast<qint16>(lane.worker),
                        static_cast<qint16>(agrees ? -1 : it->holder),
                        -1,
                        -1};
            // Merge with the previous piece of the same meaning (e.g. two gaps around a zero-length span).
            if (!lane.beliefs.isEmpty() && lane.beliefs.constLast().to == at
                && lane.beliefs.constLast().kind == seg.kind && lane.beliefs.constLast().other == seg.other)
                lane.beliefs.last().to = to;
            else
                lane.beliefs.append(seg);
            at = to;
        }
        if (at < b.to)  // past the last truth piece: nobody holds per Redis
            lane.beliefs.append(
                Segment{at, b.to, SegmentKind::BeliefContradicted, static_cast<qint16>(lane.worker), -1, -1, -1});
    }
}

// The store's kind and what it compares with each write: the store lane's second line.
QString storeLaneDetail(const Trace &trace)
{
    switch (trace.storeKind) {
    case StoreKind::Redis:
        return trace.policies.fencing ? TimelineModelTr::tr("Redis · fenced writes")
                                      : TimelineModelTr::tr("Redis · no fencing");
    case StoreKind::Sql:
        if (trace.sqlGuard == SqlGuard::Unique)
            return TimelineModelTr::tr("SQLite · UNIQUE job");
        return trace.policies.fencing ? TimelineModelTr::tr("SQLite · WHERE fence < ?")
                                      : TimelineModelTr::tr("SQLite · plain UPDATE");
    case StoreKind::File:
        return trace.policies.fencing ? TimelineModelTr::tr("file · cannot fence")
                                      : TimelineModelTr::tr("file · checks nothing");
    }
    return {};
}

// The lanes, empty: the key lane, one per worker, the store lane.
void addLanes(TimelineModel &m, const Trace &trace)
{
    Lane key;
    key.type = Lane::Type::Key;
    key.label = TimelineModelTr::tr("Redis key");
    key.detail = TimelineModelTr::tr("TTL %1").arg(formatWholeMs(trace.ttlMs));
    m.lanes.append(key);
    // Watched clients each release their own way, as they were seen to (a simulated run's workers
    // all follow the release policy, which the toolbar shows).
    const QList<quint8> releases = isObservedTraffic(trace) ? releasesSeen(trace) : QList<quint8>();
    for (int w = 0; w < trace.workers.size(); ++w) {
        Lane lane;
        lane.type = Lane::Type::Worker;
        lane.worker = w;
        lane.label = printable(trace.workers.at(w));  // a client's name from a capture: any bytes
        if (w < releases.size())
            lane.detail = releaseSeenText(releases.at(w));
        m.lanes.append(lane);
    }
    Lane store;
    store.type = Lane::Type::Store;
    store.label = TimelineModelTr::tr("Store");
    store.detail = storeLaneDetail(trace);
    m.lanes.append(store);
}

// The pass over the events: the workers' state bars, and the marks of what Redis and the workers
// did (the reply pass below), in the order they happened. Returns the TTL ramps begun.
class EventPass {
public:
    EventPass(TimelineModel &m, const Interpretation &interpretation)
        : m_model(m)
        , m_in(interpretation)
        , m_trace(interpretation.trace())
        , m_workers(static_cast<int>(m_trace.workers.size()))
    {}

    QList<TtlRamp> run()
    {
        // The events by the list's narrow accessors: a TraceEvent (its strings copied) only for the
        // few that need every field. Most events are states and replies to other keys.
        const EventList &events = m_trace.events;
        reserve();
        for (qsizetype i = 0; i < events.size(); ++i) {
            switch (events.kindAt(i)) {
            case EventKind::State:
                state(i);
                break;
            case EventKind::Expired:
                expired(i);
                break;
            case EventKind::Fault:
                fault(i);
                break;
            case EventKind::Replied:
                replied(i);
                break;
            default:
                break;
            }
        }
        return m_ramps;
    }

private:
    // The lanes' lists sized before they are filled, from a count of the events that can add to
    // them (a marker per reply of a kind that draws one, two per expiry): grown by appending, each
    // list went through blocks of every size up to twice what it holds. The model of 2.13 M events
    // took 84.5 MB of heap that way and takes 67.1 MB now, and the count costs less than the copies
    // it saves (bench/README.md, "the app with a recording open").
    void reserve()
    {
        const EventList &events = m_trace.events;
        std::vector<qsizetype> marks(static_cast<std::size_t>(m_workers) + 1, 0);  // [0]: the key lane
        qsizetype ramps = 0;
        for (qsizetype i = 0; i < events.size(); ++i) {
            const EventKind kind = events.kindAt(i);
            const int worker = events.workerAt(i);
            const std::size_t w = worker >= 0 && worker < m_workers ? static_cast<std::size_t>(worker) + 1 : 0;
            switch (kind) {
            case EventKind::State:
                marks[w] += events.stateAt(i) == WorkerState::GaveUp ? 1 : 0;  // state()
                break;
            case EventKind::Expired:
                marks[0] += 2;
                break;
            case EventKind::Fault:
                ++marks[w];
                break;
            case EventKind::Replied:
                switch (events.commandAt(i)) {
                case Command::Del:
                case Command::CompareAndDelete:
                    ++marks[0];
                    break;
                case Command::Set:
                case Command::CompareAndExtend:
                case Command::Pexpire:
                    ++ramps;
                    ++marks[w];
                    break;
                case Command::Wait:
                case Command::Get:
                    ++marks[w];
                    break;
                default:
                    break;
                }
                break;
            default:
                break;
            }
        }
        keyLane().markers.reserve(marks[0] + m_in.summary().outages.size());
        m_ramps.reserve(ramps);
        for (int w = 0; w < m_workers; ++w)
            lane(w).markers.reserve(marks[static_cast<std::size_t>(w) + 1]);
    }

    Lane &lane(int worker) { return m_model.lanes[1 + worker]; }
    Lane &keyLane() { return m_model.lanes.first(); }

    // The bar itself is the interpretation's state marks (WorkerBar); a worker that gave up gets a mark.
    void state(qsizetype i)
    {
        const EventList &events = m_trace.events;
        const auto worker = static_cast<qint16>(events.workerAt(i));
        if (worker < 0 || worker >= m_workers || events.stateAt(i) != WorkerState::GaveUp)
            return;
        lane(worker).markers.append(Marker{events.timeAt(i), MarkerKind::GaveUp, worker, -1, static_cast<int>(i), -1});
    }

    void expired(qsizetype i)
    {
        if (m_trace.events.textAt(i) != m_trace.lockKey)
            return;
        const TraceEvent e = m_trace.events.scalarsAt(i);
        const int index = static_cast<int>(i);
        keyLane().markers.append(Marker{e.at, MarkerKind::Expired, -1, -1, index, e.deadline});
        if (e.deadline >= 0)
            keyLane().markers.append(Marker{e.deadline, MarkerKind::Deadline, -1, -1, index, e.deadline});
    }

    void fault(qsizetype i)
    {
        const TraceEvent e = m_trace.events.scalarsAt(i);
        // Replication faults are drawn on the instance lanes (addInstanceLanes).
        const bool replication =
            e.fault == FaultKind::ReplicationLag || e.fault == FaultKind::Failover || e.fault == FaultKind::Promotion;
        if (replication && m_trace.replicas > 0)
            return;
        Lane &target = e.worker >= 0 && e.worker < m_workers ? lane(e.worker) : keyLane();
        target.markers.append(
            Marker{e.at, MarkerKind::Fault, e.worker, static_cast<qint16>(e.fault), static_cast<int>(i), e.deadline});
    }

    void replied(qsizetype i)
    {
        const EventList &events = m_trace.events;
        // Only WAITs and the lock key's commands draw anything; a WAIT's shortfall reads its value.
        const Command command = events.commandAt(i);
        const bool onLock = events.keyAt(i) == m_trace.lockKey;
        if (command != Command::Wait && !onLock)
            return;
        const Meaning meaning = m_in.meaning(i);
        if (command == Command::Del || command == Command::CompareAndDelete) {
            release(i, command, meaning);
            return;
        }
        const int index = static_cast<int>(i);
        const Micros ran = meaning.executedAt;
        const TraceEvent e = command == Command::Wait ? events.at(i) : events.scalarsAt(i);
        if (e.worker < 0 || e.worker >= m_workers) {
            if (onLock && command == Command::Set && meaning.outcome == Outcome::Granted && e.request.number > 0)
                m_ramps.append(TtlRamp{ran, ran, ran + e.request.number * 1000, e.worker});
            return;
        }
        if (command == Command::Wait) {
            const bool answered = e.reply.kind == Reply::Kind::Integer;
            lane(e.worker).markers.append(
                Marker{e.at, waitShortfall(e) ? MarkerKind::WaitShortfall : MarkerKind::WaitConfirmed, e.worker, -1,
                       index, answered ? e.reply.integer : -1});
        }
        if (onLock && command == Command::Set && e.request.condition == SetCondition::IfAbsent) {
            // The worker's lane shows what the worker learnt: a lost reply is unknown to it.
            MarkerKind kind = MarkerKind::AcquireRefused;
            if (e.reply.isOk())
                kind = MarkerKind::AcquireOk;
            else if (e.reply.kind == Reply::Kind::Unknown)
                kind = MarkerKind::AcquireUnknown;
            else if (e.reply.kind == Reply::Kind::Error)
                kind = MarkerKind::AcquireError;
            lane(e.worker).markers.append(Marker{e.at, kind, e.worker, -1, index, -1});
        }
        if (onLock && command == Command::Set && meaning.outcome == Outcome::Granted && e.request.number > 0)
            m_ramps.append(TtlRamp{ran, ran, ran + e.request.number * 1000, e.worker});
        if (onLock && (command == Command::CompareAndExtend || command == Command::Pexpire))
            extension(e, index, meaning);
        if (onLock && command == Command::Get)
            check(e, index);
    }

    void release(qsizetype i, Command command, const Meaning &meaning)
    {
        // A release is drawn where it ran, by whom: nothing else of the event is read.
        if (meaning.executedAt < 0)
            return;
        MarkerKind kind = MarkerKind::DelNoop;
        if (meaning.outcome == Outcome::DeletedForeign)
            kind = MarkerKind::DelForeign;
        else if (meaning.outcome == Outcome::Released)
            kind = MarkerKind::Del;
        // number 1: a compare-and-delete, which checked the token before deleting.
        keyLane().markers.append(Marker{meaning.executedAt, kind, static_cast<qint16>(m_trace.events.workerAt(i)),
                                        meaning.other, static_cast<int>(i),
                                        command == Command::CompareAndDelete ? 1 : -1});
    }

    void extension(const TraceEvent &e, int index, const Meaning &meaning)
    {
        const bool ok = meaning.outcome == Outcome::Extended;
        // Whose lock it extended is the interpretation's to say (Meaning::other).
        Marker marker{e.at, ok ? MarkerKind::Extended : MarkerKind::ExtendRefused, e.worker, -1, index, -1};
        if (ok && meaning.other >= 0 && meaning.other != e.worker) {
            marker.kind = MarkerKind::ExtendedForeign;
            marker.other = meaning.other;
        }
        lane(e.worker).markers.append(marker);
        if (ok)
            m_ramps.append(TtlRamp{meaning.executedAt, meaning.executedAt, meaning.executedAt + e.request.number * 1000,
                                   marker.other >= 0 ? marker.other : e.worker});
    }

    void check(const TraceEvent &e, int index)
    {
        bool passed = false;
        for (const Check &c : m_in.summary().checks) {
            if (c.worker == e.worker && c.at == e.at && c.sentAt == e.sentAt)
                passed = c.passed;
        }
        lane(e.worker).markers.append(
            Marker{e.at, passed ? MarkerKind::CheckPassed : MarkerKind::CheckLost, e.worker, -1, index, -1});
    }

    TimelineModel &m_model;
    const Interpretation &m_in;
    const Trace &m_trace;
    const int m_workers;
    QList<TtlRamp> m_ramps;  // begin at each successful SET / extension of the lock key
};

// The store lane: every write where the store ran it, as the interpretation judged it.
void addStoreWrites(TimelineModel &m, const Summary &summary, int workerCount)
{
    Lane &storeLane = m.lanes.last();
    storeLane.markers.reserve(summary.writes.size());
    storeLane.segments.reserve(summary.writes.size());
    for (const Write &w : summary.writes) {
        if (w.worker < 0 || w.worker >= workerCount)
            continue;
        const MarkerKind kind = !w.accepted ? MarkerKind::WriteRefused
                                : w.stale   ? MarkerKind::WriteStaleAccepted
                                            : MarkerKind::WriteAccepted;
        const int index = static_cast<int>(w.event);
        storeLane.markers.append(Marker{w.at, kind, static_cast<qint16>(w.worker), -1, index, w.fence});
        if (w.accepted) {
            if (!storeLane.segments.isEmpty() && storeLane.segments.constLast().to > w.at)
                storeLane.segments.last().to = w.at;
            storeLane.segments.append(Segment{w.at, std::max(w.at, m.end), SegmentKind::StoreValue,
                                              static_cast<qint16>(w.worker), -1, index, w.fence});
        }
    }
}

// The key lane: who Redis says holds it, Redis down for the clients, and the TTL of each grant or
// extension running down.
void addKeyHolders(TimelineModel &m, const Summary &summary, QList<TtlRamp> ramps)
{
    Lane &keyLane = m.lanes.first();
    keyLane.segments.reserve(summary.keySpans.size());
    keyLane.ramps.reserve(ramps.size());
    for (const KeySpan &span : summary.keySpans) {
        if (span.to < span.from)
            continue;
        keyLane.segments.append(Segment{span.from, span.to, SegmentKind::KeyHeld, static_cast<qint16>(span.holder), -1,
                                        -1, static_cast<qint64>(span.end)});
    }
    // Redis down for the clients, as the interpretation decides it: a band over the key lane from
    // the restart or the primary's death, and a marker where the first reply showed it back.
    for (const Outage &o : summary.outages) {
        keyLane.outages.append(Segment{o.from, o.to, SegmentKind::RedisDown, -1, -1, o.cause, o.open ? 1 : 0});
        if (!o.open)
            keyLane.markers.append(Marker{o.to, MarkerKind::RedisBack, -1, -1, o.reconnect, o.length()});
    }
    std::sort(ramps.begin(), ramps.end(), [](const TtlRamp &a, const TtlRamp &b) { return a.from < b.from; });
    for (qsizetype r = 0; r < ramps.size(); ++r) {
        TtlRamp &ramp = ramps[r];
        // A ramp ends where the key's span ends or where the next grant or extension takes over.
        auto span = std::lower_bound(keyLane.segments.cbegin(), keyLane.segments.cend(), ramp.from,
                                     [](const Segment &s, Micros at) { return s.to < at; });
        ramp.to = span != keyLane.segments.cend() ? span->to : m.end;
        if (r + 1 < ramps.size())
            ramp.to = std::min(ramp.to, ramps.at(r + 1).from);
        ramp.to = std::min(ramp.to, ramp.deadline);
        if (ramp.to > ramp.from)
            keyLane.ramps.append(ramp);
    }
}

// Belief strips, split wherever Redis's truth changes.
void addBeliefStrips(TimelineModel &m, const Summary &summary, int workerCount)
{
    const QList<Truth> truth = truthPieces(summary, m.start, m.end);
    std::vector<QList<Interval>> beliefs(static_cast<std::size_t>(workerCount));
    for (const Interval &b : summary.beliefs) {
        if (!b.workers.isEmpty() && b.workers.first() >= 0 && b.workers.first() < workerCount)
            beliefs[static_cast<std::size_t>(b.workers.first())].append(b);
    }
    for (int w = 0; w < workerCount; ++w) {
        QList<Interval> &list = beliefs[static_cast<std::size_t>(w)];
        std::sort(list.begin(), list.end(), [](const Interval &a, const Interval &b) { return a.from < b.from; });
        addBeliefs(m.lanes[1 + w], list, truth);
    }
}

}  // namespace

TimelineModel TimelineModel::build(const Interpretation &given)
{
    TimelineModel m;
    // The worker bars are the interpretation's state marks, which only a Full one keeps.
    m.interpretation = given.detail() == SummaryDetail::Full ? given : Interpretation(given.trace());
    const Interpretation &interpretation = m.interpretation;
    const Trace &trace = interpretation.trace();
    const Summary &summary = interpretation.summary();
    const int workerCount = static_cast<int>(trace.workers.size());
    m.start = 0;
    m.end = trace.endTime();
    m.overlaps = summary.overlaps;
    m.gaps = summary.gaps;
    m.overlapsAreDuplicateWork = summary.purpose == Purpose::Efficiency;
    m.overlapSegments.reserve(summary.overlaps.size());
    for (qsizetype i = 0; i < summary.overlaps.size(); ++i) {
        const Interval &o = summary.overlaps.at(i);
        m.overlapSegments.append(Segment{o.from, o.to, SegmentKind::Overlap, -1, -1, -1, static_cast<qint64>(i)});
    }
    // In passes, as Qt Creator's tracing builds its models: the lanes, the events in order, the
    // store's writes, the key's holders and TTLs, the beliefs, the Redis instances.
    addLanes(m, trace);
    for (int w = 0; w < workerCount; ++w)
        m.lanes[1 + w].bar = WorkerBar(interpretation.states(w), m.end, static_cast<qint16>(w));
    QList<TtlRamp> ramps = EventPass(m, interpretation).run();
    addStoreWrites(m, summary, workerCount);
    addKeyHolders(m, summary, std::move(ramps));
    addBeliefStrips(m, summary, workerCount);
    addInstanceLanes(m, trace, summary);
    addRedlockLanes(m, trace, summary);
    addServerBands(m, trace, summary);
    // A worker's markers come in trace order, already sorted: stable_sort's buffer (half the list)
    // is only paid where the key lane's releases and deadlines fell out of order.
    const auto byTime = [](const Marker &a, const Marker &b) { return a.at < b.at; };
    for (Lane &lane : m.lanes) {
        if (!std::is_sorted(lane.markers.cbegin(), lane.markers.cend(), byTime))
            std::stable_sort(lane.markers.begin(), lane.markers.end(), byTime);
    }
    return m;
}

void TimelineModel::addRedlockLanes(TimelineModel &m, const Trace &trace, const Summary &summary)
{
    if (summary.quorum <= 0)
        return;
    // The first key lane is the quorum's holder (the summary's key spans for a Redlock); then one
    // key lane per instance: who that server says holds it, when it was down, when its clock jumped.
    m.lanes.first().label = TimelineModelTr::tr("Quorum %1 of %2").arg(summary.quorum).arg(summary.instances);
    // One instance down is not the lock down: each instance's lane shows its own restarts and faults.
    Lane &quorum = m.lanes.first();
    quorum.outages.clear();
    quorum.markers.removeIf(
        [](const Marker &mark) { return mark.kind == MarkerKind::Fault || mark.kind == MarkerKind::RedisBack; });
    const qsizetype first = m.lanes.size();
    for (int instance = 1; instance <= summary.instances; ++instance) {
        Lane lane;
        lane.type = Lane::Type::Key;
        lane.worker = instance;
        lane.label = TimelineModelTr::tr("Instance %1").arg(instance);
        lane.detail = printable(instanceKey(trace.lockKey, instance));
        m.lanes.append(lane);
    }
    static constexpr KeySpan::End ends[] = {KeySpan::End::Open, KeySpan::End::Expired, KeySpan::End::Released,
                                            KeySpan::End::Lost};
    for (const InstanceSpan &span : summary.instanceSpans) {
        if (span.instance >= 1 && span.instance <= summary.instances && span.to >= span.from)
            m.lanes[first + span.instance - 1].segments.append(
                Segment{span.from, span.to, SegmentKind::KeyHeld, static_cast<qint16>(span.holder), -1, -1,
                        static_cast<qint64>(ends[static_cast<int>(span.end)])});
    }
    // Each worker's bar says what it got and for how long it may believe: "3/5 · valid 48 ms", as
    // the engine recorded it when it decided (redlockfacts.h), never recomputed here.
    for (const QuorumTry &t : summary.quorumTries) {
        if (!t.believed || t.worker < 0 || t.worker >= trace.workers.size())
            continue;
        m.lanes[1 + t.worker].tags.append(
            BarTag{t.decidedAt, std::max(t.believedUntil, t.decidedAt), quorumLabel(summary, t)});
    }
    const auto faults = trace.events.ofKind(EventKind::Fault);
    for (auto it = faults.begin(); it != faults.end(); ++it) {
        const TraceEvent &e = *it;
        if (e.requestId < 1 || e.requestId > summary.instances)
            continue;
        Lane &lane = m.lanes[first + e.requestId - 1];
        lane.markers.append(
            Marker{e.at, MarkerKind::Fault, -1, static_cast<qint16>(e.fault), static_cast<int>(it.index()), -1});
        if (e.fault == FaultKind::Restart && e.deadline > e.at)
            lane.outages.append(Segment{e.at, std::min(e.deadline, std::max(m.end, e.at)), SegmentKind::RedisDown, -1,
                                        -1, static_cast<int>(it.index()), e.deadline > m.end ? 1 : 0});
    }
}

void TimelineModel::addServerBands(TimelineModel &m, const Trace &trace, const Summary &summary)
{
    if (m.lanes.isEmpty())
        return;
    const bool redlock = summary.quorum > 0;
    const qsizetype firstInstance = m.lanes.size() - (redlock ? summary.instances : 0);
    bool added = false;
    const auto faults = trace.events.ofKind(EventKind::Fault);
    for (auto it = faults.begin(); it != faults.end(); ++it) {
        const TraceEvent &e = *it;
        const bool stall = e.fault == FaultKind::Stall && e.deadline > e.at;
        // A latency of one server (no worker): every reply from it is late, to the window's end or the run's.
        const bool delay = e.fault == FaultKind::Latency && e.worker < 0 && e.requestId > 0;
        if (!stall && !delay)
            continue;
        const int instance = std::max(1, e.requestId);
        if (redlock && instance > summary.instances)
            continue;
        Lane &lane = redlock ? m.lanes[firstInstance + instance - 1] : m.lanes.first();
        const Micros to = e.deadline > e.at ? std::min(e.deadline, std::max(m.end, e.at)) : std::max(m.end, e.at);
        lane.outages.append(Segment{e.at, to, stall ? SegmentKind::Stalled : SegmentKind::Delayed, -1, -1,
                                    static_cast<int>(it.index()), stall ? -1 : e.value});
        added = true;
    }
    if (!added)
        return;
    for (Lane &lane : m.lanes)
        std::stable_sort(lane.outages.begin(), lane.outages.end(),
                         [](const Segment &a, const Segment &b) { return a.from < b.from; });
}

void TimelineModel::addInstanceLanes(TimelineModel &m, const Trace &trace, const Summary &summary)
{
    int replicas = trace.replicas;
    if (replicas == 0)
        return;
    replicas = std::min(replicas, 2);
    const int workerCount = static_cast<int>(trace.workers.size());
    const qsizetype first = m.lanes.size();
    for (int instance = 0; instance <= replicas; ++instance) {
        Lane lane;
        lane.type = Lane::Type::Instance;
        lane.worker = instance;
        lane.label = instance == 0 ? TimelineModelTr::tr("Primary") : TimelineModelTr::tr("Replica %1").arg(instance);
        m.lanes.append(lane);
    }
    auto laneOf = [&](int instance) -> Lane & { return m.lanes[first + instance]; };
    auto role = [](Micros from, Micros to, InstanceRole r, int event) {
        return Segment{from, to, SegmentKind::Instance, -1, -1, event, static_cast<qint64>(r)};
    };
    // Who is what, from the summary's failovers (one decides for every view).
    std::vector<Micros> since(static_cast<std::size_t>(replicas) + 1, m.start);
    std::vector<InstanceRole> now(static_cast<std::size_t>(replicas) + 1, InstanceRole::Replica);
    now[0] = InstanceRole::Primary;
    int primary = 0;
    auto change = [&](int instance, Micros at, InstanceRole r) {
        if (instance < 0 || instance > replicas)
            return;
        const std::size_t i = static_cast<std::size_t>(instance);
        if (at > since[i])
            laneOf(instance).segments.append(role(since[i], at, now[i], -1));
        since[i] = at;
        now[i] = r;
    };
    for (const Failover &f : summary.failovers) {
        change(primary, f.diedAt, InstanceRole::Down);
        laneOf(primary).markers.append(Marker{f.diedAt, MarkerKind::PrimaryDied, -1, -1, -1, f.lockLost ? 1 : 0});
        if (f.promotedAt >= 0 && f.replica >= 0) {
            primary = f.replica + 1;
            change(primary, f.promotedAt, InstanceRole::Primary);
            laneOf(primary).markers.append(Marker{f.promotedAt, MarkerKind::Promoted, -1, -1, -1, f.replica});
            // Every worker still running reconnects to the new primary at that instant.
            for (int w = 0; w < workerCount; ++w) {
                Lane &lane = m.lanes[1 + w];
                const WorkerBar &bar = lane.bar;
                const auto [from, to] = bar.visible(f.promotedAt, f.promotedAt);
                bool running = false;
                for (qsizetype i = from; i < to && !running; ++i)
                    running = bar.isDrawn(i) && bar.from(i) <= f.promotedAt && f.promotedAt <= bar.to(i);
                if (running)
                    lane.markers.append(
                        Marker{f.promotedAt, MarkerKind::Reconnected, static_cast<qint16>(w), -1, -1, f.replica + 1});
            }
        }
    }
    for (int instance = 0; instance <= replicas; ++instance)
        change(instance, m.end, now[static_cast<std::size_t>(instance)]);
    // The lag bands: from each lag fault to its end, cut short by the primary's death.
    const auto faults = trace.events.ofKind(EventKind::Fault);
    for (auto it = faults.begin(); it != faults.end(); ++it) {
        const TraceEvent &e = *it;
        const qsizetype i = it.index();
        if (e.kind != EventKind::Fault || e.fault != FaultKind::ReplicationLag || e.deadline < 0)
            continue;
        Micros to = e.deadline >= 0 ? e.deadline : m.end;
        for (const Failover &f : summary.failovers) {
            if (f.diedAt >= e.at && f.diedAt < to)
                to = f.diedAt;
        }
        QList<int> which;  // the fault's value: the replica it holds (0-based), -1 every one
        for (int r = 1; r <= replicas; ++r) {
            if (e.value < 0 || e.value == r - 1)
                which << r;
        }
        for (int instance : std::as_const(which)) {
            if (instance >= 1 && instance <= replicas && to > e.at)
                laneOf(instance).beliefs.append(
                    Segment{e.at, to, SegmentKind::ReplicationLag, -1, -1, static_cast<int>(i), -1});
        }
    }
}

const Lane *TimelineModel::workerLane(int worker) const
{
    for (const Lane &lane : lanes) {
        if (lane.type == Lane::Type::Worker && lane.worker == worker)
            return &lane;
    }
    return nullptr;
}

const Lane *TimelineModel::keyLane() const
{
    return lanes.isEmpty() ? nullptr : &lanes.first();
}

const Lane *TimelineModel::storeLane() const
{
    for (const Lane &lane : lanes) {
        if (lane.type == Lane::Type::Store)
            return &lane;
    }
    return nullptr;
}

const Lane *TimelineModel::instanceLane(int instance) const
{
    for (const Lane &lane : lanes) {
        if (lane.type == Lane::Type::Instance && lane.worker == instance)
            return &lane;
    }
    return nullptr;
}

std::pair<qsizetype, qsizetype> TimelineModel::visibleSegments(const QList<Segment> &segments, Micros from, Micros to)
{
    const auto first = std::lower_bound(segments.cbegin(), segments.cend(), from,
                                        [](const Segment &s, Micros at) { return s.to < at; });
    const auto last =
        std::upper_bound(first, segments.cend(), to, [](Micros at, const Segment &s) { return at < s.from; });
    return {first - segments.cbegin(), last - segments.cbegin()};
}

bool WorkerBar::isDrawn(qsizetype i) const
{
    bool drawn = false;
    segmentKindOf(m_marks[static_cast<std::size_t>(i)].state, &drawn);
    return drawn && to(i) > from(i);
}

Segment WorkerBar::at(qsizetype i) const
{
    bool drawn = false;
    const StateMark &mark = m_marks[static_cast<std::size_t>(i)];
    const SegmentKind kind = segmentKindOf(mark.state, &drawn);
    return Segment{mark.at, std::max(mark.at, to(i)), kind, m_worker, -1, drawn ? mark.event : -1, -1};
}

std::pair<qsizetype, qsizetype> WorkerBar::visible(Micros from, Micros to) const
{
    // Segment i ends where mark i + 1 begins: the first to reach `from` is the one before the first
    // later mark at or after it.
    const auto later = std::lower_bound(m_marks.begin() + (m_marks.empty() ? 0 : 1), m_marks.end(), from,
                                        [](const StateMark &m, Micros at) { return m.at < at; });
    qsizetype first = later - m_marks.begin() - 1;
    if (later == m_marks.end() && (m_marks.empty() || m_end < from))
        first = size();
    first = std::max<qsizetype>(first, 0);
    const auto last = std::upper_bound(m_marks.begin() + first, m_marks.end(), to,
                                       [](Micros at, const StateMark &m) { return at < m.at; });
    return {first, last - m_marks.begin()};
}

QList<Segment> WorkerBar::segments() const
{
    QList<Segment> list;
    for (qsizetype i = 0; i < size(); ++i) {
        if (isDrawn(i))
            list.append(at(i));
    }
    return list;
}

std::pair<qsizetype, qsizetype> TimelineModel::visibleMarkers(const QList<Marker> &markers, Micros from, Micros to)
{
    const auto first =
        std::lower_bound(markers.cbegin(), markers.cend(), from, [](const Marker &m, Micros at) { return m.at < at; });
    const auto last = std::upper_bound(first, markers.cend(), to, [](Micros at, const Marker &m) { return at < m.at; });
    return {first - markers.cbegin(), last - markers.cbegin()};
}

}  // namespace locklab
