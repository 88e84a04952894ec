// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

#include <QList>
#include <QString>

namespace locklab {

enum class SegmentKind : quint8 {
    // a worker's main bar: what the process is doing
    Waiting,
    Acquiring,
    Holding,
    Working,
    Paused,
    Writing,
    Releasing,
    Extending,
    Checking,
    // a worker's belief strip
    Belief,              // believes it holds, and Redis agrees
    BeliefContradicted,  // believes it holds while Redis says someone else (or nobody) does
    // the key lane
    KeyHeld,
    // the store lane
    StoreValue,
    // across all lanes
    Overlap,
    // a Redis instance's lane (number: InstanceRole), and the replication lag band on a replica
    Instance,
    ReplicationLag,
    // the key lane: Redis down for the clients (Summary::outages; number: 1 if still down at the end)
    RedisDown,
    // a server's key lane (a Redlock's instance, or the one key lane): the server answers nothing (a
    // stall fault), and every reply from it is late (a latency fault on the instance; number: the ms)
    Stalled,
    Delayed,
};

// What a Redis instance is at a time: the failover moves these.
enum class InstanceRole : quint8 { Primary, Replica, Down };

// A model's segments and markers number in millions (5 M and 2.5 M at 10 M events): `number` gives
// its top byte to `kind`, which makes a segment 32 bytes instead of 40 and a marker 24 instead of
// 32 (60 MB at 10 M events). A number beyond ±2^55 (no fence, deadline or count comes near) is
// held at the nearest end.
inline constexpr qint64 modelNumberMax = (qint64(1) << 55) - 1;
constexpr qint64 modelNumber(qint64 n)
{
    return n > modelNumberMax ? modelNumberMax : n < -modelNumberMax - 1 ? -modelNumberMax - 1 : n;
}

struct Segment {
    Segment() = default;
    constexpr Segment(Micros from_, Micros to_, SegmentKind kind_ = SegmentKind::Waiting, qint16 worker_ = -1,
                      qint16 other_ = -1, int event_ = -1, qint64 number_ = -1)
        : from(from_)
        , to(to_)
        , worker(worker_)
        , other(other_)
        , event(event_)
        , number(modelNumber(number_))
        , kind(kind_)
    {}
    Micros from = 0;
    Micros to = 0;
    qint16 worker = -1;       // whose colour; KeyHeld: the holder; StoreValue: the writer
    qint16 other = -1;        // BeliefContradicted: Redis's holder (-1 nobody)
    int event = -1;           // the trace event that began it, for tooltips and the log
    qint64 number : 56 = -1;  // KeyHeld: KeySpan::End; StoreValue: the fence it was written with
    SegmentKind kind : 8 = SegmentKind::Waiting;
};
static_assert(sizeof(Segment) == 32);

enum class MarkerKind : quint8 {
    AcquireOk,
    AcquireRefused,
    AcquireUnknown,  // the reply never came: the lock may be ours
    AcquireError,
    Extended,
    ExtendRefused,
    GaveUp,
    Deadline,    // the TTL's deadline of a key that then expired
    Expired,     // the server expired the key
    Del,         // the holder deleted its own lock
    DelForeign,  // a DEL removed another worker's lock
    DelNoop,     // DEL or compare-and-delete found nothing of ours to delete
    WriteAccepted,
    WriteRefused,
    WriteStaleAccepted,  // accepted although a newer holder existed: corrupted data
    Fault,               // an injected fault took effect (pause, lost reply, restart, ...)
    PrimaryDied,         // instance lanes: the primary died (number: 1 if the lock key was lost)
    Promoted,            // instance lanes: this replica became the primary
    Reconnected,         // worker lanes: the connection switched to the new primary
    WaitShortfall,       // worker lanes: WAIT answered fewer replicas than asked (number: how many, -1 none)
    WaitConfirmed,       // worker lanes: WAIT answered enough replicas (number: how many)
    CheckPassed,         // a check step found the worker's own token (true when Redis ran it, no longer)
    CheckLost,           // a check step found another token, none, or got no answer
    ExtendedForeign,     // a plain PEXPIRE extended another worker's lock (other: whose)
    RedisBack,           // key lane: the first reply after a restart or failover (number: the down time)
};

struct Marker {
    Marker() = default;
    constexpr Marker(Micros at_, MarkerKind kind_ = MarkerKind::AcquireOk, qint16 worker_ = -1, qint16 other_ = -1,
                     int event_ = -1, qint64 number_ = -1)
        : at(at_)
        , worker(worker_)
        , other(other_)
        , event(event_)
        , number(modelNumber(number_))
        , kind(kind_)
    {}
    Micros at = 0;
    qint16 worker = -1;  // who acted
    qint16 other = -1;   // DelForeign: whose lock was deleted; Fault: its FaultKind (the lanes name it)
    int event = -1;
    qint64 number : 56 = -1;  // writes: fence (-1 none); Deadline/Expired: the deadline
    MarkerKind kind : 8 = MarkerKind::AcquireOk;
};
static_assert(sizeof(Marker) == 24);

// The TTL running down: remaining = deadline - t, drawn from `from` until `to`.
struct TtlRamp {
    Micros from = 0;
    Micros to = 0;
    Micros deadline = 0;
    qint16 holder = -1;
};

// Words over a stretch of a worker's bar: a Redlock's quorum and validity ("3/5 · valid 48 ms") from
// the decision to the end of the belief, drawn on the first of its segments with room.
struct BarTag {
    Micros from = 0;
    Micros to = 0;
    QString text;
};

// A worker's bar: its states, read from the interpretation's state marks, never copied (at ten
// million events they are 4.2 M segments, 128 MiB as a list). Segment i is mark i until the next
// mark (the last one until the run's end); it is drawn when it lasts and its state is one the bar
// shows (not idle, done or given up). Indices are the marks', drawn or not.
class WorkerBar {
public:
    WorkerBar() = default;
    WorkerBar(std::span<const StateMark> marks, Micros end, qint16 worker)
        : m_marks(marks)
        , m_end(end)
        , m_worker(worker)
    {}

    qsizetype size() const { return static_cast<qsizetype>(m_marks.size()); }
    Micros from(qsizetype i) const { return m_marks[static_cast<std::size_t>(i)].at; }
    Micros to(qsizetype i) const { return i + 1 < size() ? from(i + 1) : m_end; }
    bool isDrawn(qsizetype i) const;
    Segment at(qsizetype i) const;  // kind Waiting and event -1 for a state not drawn
    // The marks whose segments may meet [from, to]: [first, last), drawn or not.
    std::pair<qsizetype, qsizetype> visible(Micros from, Micros to) const;
    // The drawn segments as a list (for tests and a look at a small run).
    QList<Segment> segments() const;

private:
    std::span<const StateMark> m_marks;
    Micros m_end = 0;
    qint16 m_worker = -1;
};

struct Lane {
    enum class Type : quint8 { Key, Worker, Store, Instance };
    Type type = Type::Worker;
    int worker = -1;  // Instance: 0 the original primary, n replica n
    QString label;
    QString detail;  // a second, smaller line under the label
    // The key, store and instance lanes' bars: sorted by `from`, never overlapping, so `to` is sorted
    // too. A worker lane's bar is `bar`, and this is empty.
    QList<Segment> segments;
    WorkerBar bar;           // worker lanes
    QList<Segment> beliefs;  // worker lanes: sorted, never overlapping; instance lanes: replication lag
    QList<Marker> markers;   // sorted by `at`
    QList<TtlRamp> ramps;    // key lane
    // key lanes: Redis down (RedisDown), stalled (Stalled) and its replies late (Delayed), sorted by
    // `from`; a band of one kind never overlaps another of its kind
    QList<Segment> outages;
    QList<BarTag> tags;  // worker lanes: sorted, never overlapping
};

// Everything the timeline draws, read from the trace's interpretation (what each reply meant, who
// held the key, which write was stale): no painting, no Qt widgets, so the derivations are tested
// directly and the bench builds it without a window.
struct TimelineModel {
    // the key lane, one lane per worker, the store lane, then (with replicas) one lane per Redis instance,
    // or (a Redlock) one key lane per independent instance
    QList<Lane> lanes;
    QList<Interval> overlaps;               // exactly the summary's
    bool overlapsAreDuplicateWork = false;  // an efficiency lock: overlaps are work done twice (amber)
    QList<Segment> overlapSegments;         // the same as segments (number: index into overlaps), for level of detail
    QList<Interval> gaps;                   // exactly the summary's: a lost MONITOR connection, what ran is unknown
    Micros start = 0;
    Micros end = 0;
    // What the model was built from: the worker bars read its state marks (a view into it), so it is
    // set once, by build(), and goes with the model whole (a Lane copied out of it does not keep it).
    Interpretation interpretation;

    static TimelineModel build(const Interpretation &interpretation);

    const Lane *workerLane(int worker) const;
    const Lane *keyLane() const;
    const Lane *storeLane() const;
    const Lane *instanceLane(int instance) const;

    // One lane per Redis instance when the run had replicas: roles, lag bands, failover markers.
    static void addInstanceLanes(TimelineModel &m, const Trace &trace, const Summary &summary);
    // A Redlock (issue 30): the key lane is the quorum's holder, and one key lane per independent
    // instance follows the others (lane.worker: the instance, 1-based).
    static void addRedlockLanes(TimelineModel &m, const Trace &trace, const Summary &summary);
    // A server's stall and delay bands, on its instance's lane (a Redlock) or the key lane.
    static void addServerBands(TimelineModel &m, const Trace &trace, const Summary &summary);

    // The visible slice [first, last) of a sorted, non-overlapping segment list: two binary searches.
    static std::pair<qsizetype, qsizetype> visibleSegments(const QList<Segment> &segments, Micros from, Micros to);
    static std::pair<qsizetype, qsizetype> visibleMarkers(const QList<Marker> &markers, Micros from, Micros to);
};

}  // namespace locklab
