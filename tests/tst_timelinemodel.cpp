// SPDX-License-Identifier: MIT
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/trafficinterpreter.h"
#include "redisfixture.h"
#include "timeline/timelinemodel.h"
#include "timeline/timelinerenderer.h"

#include "live/liverun.h"
#include "monitorlines.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <limits>

using namespace locklab;

namespace {

struct Run {
    Trace trace;
    Summary summary;
    TimelineModel model;
};

Run runScenario(const QString &name, std::optional<ReleaseMode> release = {}, std::optional<bool> fencing = {})
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(name, &s, &error))
        qFatal("cannot load %s", qPrintable(error.toString()));
    Policies p = s.policies;
    if (release)
        p.release = *release;
    if (fencing)
        p.fencing = *fencing;
    Run r;
    r.trace = simulate(s, p);
    r.summary = summarize(r.trace);
    r.model = TimelineModel::build(Interpretation(r.trace));
    return r;
}

qsizetype countMarkers(const Lane &lane, MarkerKind kind)
{
    return std::count_if(lane.markers.cbegin(), lane.markers.cend(),
                         [kind](const Marker &m) { return m.kind == kind; });
}

}  // namespace

class TestTimelineModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lanes();
    void overlapsEqualSummary_data();
    void overlapsEqualSummary();
    void keyLaneEqualsKeySpans();
    void redlockKeyLanePerInstance();
    void stallAndDelayBands();
    void pausedHolderIsContradicted();
    void playbackBetweenEventsGrowsOpenSpans();
    void acquireTicks();
    void naiveDeleteOfForeignLock();
    void fencedWriteRefused();
    void segmentsSortedAndDisjoint_data();
    void segmentsSortedAndDisjoint();
    void packedFieldsKeepTheirValues();
    void visibleSlice_data();
    void visibleSlice();
    void workerBarIsEachStateThatLasts_data();
    void workerBarIsEachStateThatLasts();
    void workerBarVisibleSlice();
    void rendererDrawsOverlapTab();
    void gapIsABandOverEveryLane();
    void subPixelSegmentDoesNotHideNext_data();
    void subPixelSegmentDoesNotHideNext();
    void instanceLanesFollowTheFailover();
    void waitAnswersOnTheWorkerLane();
    void restartIsADownBandOnTheKeyLane_data();
    void restartIsADownBandOnTheKeyLane();
    void failoverIsADownBandOnTheKeyLane();
};

// One lane per Redis instance: who is primary when, the lag band, the death, the promotion, and
// every running worker's reconnection, all at the summary's instants.
void TestTimelineModel::instanceLanesFollowTheFailover()
{
    const Run r = runScenario(QStringLiteral("failover-loses-lock"));
    QCOMPARE(r.model.lanes.size(), r.trace.workers.size() + 2 + 3);
    QCOMPARE(r.model.storeLane()->type, Lane::Type::Store);
    const Lane *primary = r.model.instanceLane(0);
    const Lane *replica1 = r.model.instanceLane(1);
    const Lane *replica2 = r.model.instanceLane(2);
    QVERIFY(primary && replica1 && replica2);
    const Failover &f = r.summary.failovers.first();
    QCOMPARE(primary->segments.size(), 2);
    QCOMPARE(primary->segments.at(0).number, qint64(InstanceRole::Primary));
    QCOMPARE(primary->segments.at(0).to, f.diedAt);
    QCOMPARE(primary->segments.at(1).number, qint64(InstanceRole::Down));
    QCOMPARE(countMarkers(*primary, MarkerKind::PrimaryDied), 1);
    QCOMPARE(primary->markers.first().number, 1);  // the lock had not replicated
    const Lane *promoted = r.model.instanceLane(f.replica + 1);
    QCOMPARE(promoted->segments.last().number, qint64(InstanceRole::Primary));
    QCOMPARE(promoted->segments.last().from, f.promotedAt);
    QCOMPARE(countMarkers(*promoted, MarkerKind::Promoted), 1);
    // The lag band on both replicas, from 0 until the primary's death cut it short.
    for (const Lane *lane : {replica1, replica2}) {
        QCOMPARE(lane->beliefs.size(), 1);
        QCOMPARE(lane->beliefs.first().kind, SegmentKind::ReplicationLag);
        QCOMPARE(lane->beliefs.first().from, 0);
        QCOMPARE(lane->beliefs.first().to, f.diedAt);
    }
    // A (working through it) and B (retrying) both switch to the new primary at the promotion.
    for (int w = 0; w < 2; ++w) {
        const Lane &lane = *r.model.workerLane(w);
        QCOMPARE(countMarkers(lane, MarkerKind::Reconnected), 1);
    }
    // Replication faults are drawn on the instance lanes, not the key lane.
    QCOMPARE(countMarkers(*r.model.keyLane(), MarkerKind::Fault), 0);
}

void TestTimelineModel::waitAnswersOnTheWorkerLane()
{
    const Run r = runScenario(QStringLiteral("failover-wait"));
    const Lane &a = *r.model.workerLane(0);
    const Lane &b = *r.model.workerLane(1);
    QCOMPARE(countMarkers(a, MarkerKind::WaitShortfall), 1);
    const auto shortfall = std::find_if(a.markers.cbegin(), a.markers.cend(),
                                        [](const Marker &m) { return m.kind == MarkerKind::WaitShortfall; });
    QCOMPARE(shortfall->number, 0);  // "only 0 replicas have it"
    QCOMPARE(countMarkers(b, MarkerKind::WaitConfirmed), 1);
    QCOMPARE(countMarkers(b, MarkerKind::WaitShortfall), 0);
}

void TestTimelineModel::lanes()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"));
    QCOMPARE(r.model.lanes.size(), r.trace.workers.size() + 2);
    QCOMPARE(r.model.lanes.first().type, Lane::Type::Key);
    QCOMPARE(r.model.lanes.last().type, Lane::Type::Store);
    QCOMPARE(r.model.workerLane(1)->label, QStringLiteral("B"));
    QCOMPARE(r.model.end, r.trace.endTime());
}

void TestTimelineModel::overlapsEqualSummary_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("release");  // -1: the scenario's
    QTest::addColumn<int>("expectedCount");
    QTest::newRow("ttl-overlap") << QStringLiteral("ttl-overlap") << -1 << 1;
    QTest::newRow("naive-del") << QStringLiteral("naive-del") << -1 << -1;
    QTest::newRow("naive-del, token release") << QStringLiteral("naive-del") << int(ReleaseMode::Token) << -1;
    QTest::newRow("mutual-exclusion") << QStringLiteral("mutual-exclusion") << -1 << 0;
    for (const QString &name : builtinScenarioNames())
        QTest::newRow(qPrintable(QStringLiteral("builtin ") + name)) << name << -1 << -1;
}

void TestTimelineModel::overlapsEqualSummary()
{
    QFETCH(QString, scenario);
    QFETCH(int, release);
    QFETCH(int, expectedCount);
    const Run r = runScenario(scenario, release >= 0 ? std::optional<ReleaseMode>(ReleaseMode(release)) : std::nullopt);
    if (expectedCount >= 0)
        QCOMPARE(r.model.overlaps.size(), expectedCount);
    QCOMPARE(r.model.overlaps.size(), r.summary.overlaps.size());
    for (qsizetype i = 0; i < r.summary.overlaps.size(); ++i) {
        QCOMPARE(r.model.overlaps.at(i).from, r.summary.overlaps.at(i).from);
        QCOMPARE(r.model.overlaps.at(i).to, r.summary.overlaps.at(i).to);
        QCOMPARE(r.model.overlaps.at(i).workers, r.summary.overlaps.at(i).workers);
    }
}

void TestTimelineModel::keyLaneEqualsKeySpans()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"));
    const Lane *key = r.model.keyLane();
    QVERIFY(key);
    QCOMPARE(key->segments.size(), r.summary.keySpans.size());
    QVERIFY(key->segments.size() >= 2);
    for (qsizetype i = 0; i < key->segments.size(); ++i) {
        QCOMPARE(key->segments.at(i).from, r.summary.keySpans.at(i).from);
        QCOMPARE(key->segments.at(i).to, r.summary.keySpans.at(i).to);
        QCOMPARE(int(key->segments.at(i).worker), r.summary.keySpans.at(i).holder);
    }
    // A's key (TTL 100 ms) runs down over 100 ms from its SET; it expired, so its deadline is marked.
    QVERIFY(!key->ramps.isEmpty());
    QCOMPARE(key->ramps.first().deadline - key->ramps.first().from, 100000);
    QCOMPARE(int(key->ramps.first().holder), 0);
    QVERIFY(countMarkers(*key, MarkerKind::Expired) >= 1);
    QVERIFY(countMarkers(*key, MarkerKind::Deadline) >= 1);
}

// Issue 30 item 2: a stall is a band on its instance's lane for its ms, a delay of one instance a
// band from its start to its window's end (or the run's), with the added ms; a worker's latency is
// no server's band; the legend names only the bands the run has.
void TestTimelineModel::stallAndDelayBands()
{
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(QStringLiteral("redlock-majority"), &s, &error));
    s.faults.append(Fault{.kind = FaultKind::Stall, .atMs = 20, .ms = 100, .instance = 2});
    s.faults.append(Fault{.kind = FaultKind::Latency, .atMs = 30, .ms = 25, .untilMs = 200, .instance = 4});
    s.faults.append(Fault{.kind = FaultKind::Latency, .atMs = 30, .worker = 1, .ms = 5});
    const Trace trace = simulate(s, s.policies);
    const TimelineModel m = TimelineModel::build(Interpretation(trace));
    auto bands = [&](int instance, SegmentKind kind) {
        QList<Segment> found;
        for (const Lane &lane : m.lanes) {
            if (lane.type == Lane::Type::Key && lane.worker == instance) {
                for (const Segment &o : lane.outages)
                    if (o.kind == kind)
                        found << o;
            }
        }
        return found;
    };
    const QList<Segment> stalled = bands(3, SegmentKind::Stalled);
    QCOMPARE(stalled.size(), 1);
    QCOMPARE(stalled.first().from, usFromMs(20));
    QCOMPARE(stalled.first().to, usFromMs(120));
    const QList<Segment> delayed = bands(5, SegmentKind::Delayed);
    QCOMPARE(delayed.size(), 1);
    QCOMPARE(delayed.first().from, usFromMs(30));
    QCOMPARE(delayed.first().to, usFromMs(200));
    QCOMPARE(delayed.first().number, 25);
    for (int instance : {1, 2, 4})
        QVERIFY(bands(instance, SegmentKind::Stalled).isEmpty() && bands(instance, SegmentKind::Delayed).isEmpty());
    QVERIFY(m.keyLane()->outages.isEmpty());  // the quorum's lane: one instance is not the lock
    TimelineRenderer renderer;
    renderer.setModel(&m);
    TimelinePaintRecord record;
    renderer.setRecord(&record);
    const TimelineLayout layout = renderer.layout(QSize(1600, 1000));
    const TimeMapping mapping = TimeMapping(0, 1, layout.plot.left(), layout.plot.width()).fitted(m.start, m.end);
    QImage image(QSize(1600, 1000), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    renderer.paint(p, layout, mapping);
    const QStringList legend = record.legend;
    QVERIFY(legend.contains(QStringLiteral("stalled (answers nothing)")));
    QVERIFY(legend.contains(QStringLiteral("replies late (slow network)")));
    QVERIFY(legend.contains(QStringLiteral("Redis down")));  // instance 2's restart
}

// A Redlock (issue 30): the first key lane is the quorum's holder, then one key lane per instance
// drawn from the interpretation's instance spans, with its restart band and fault markers.
void TestTimelineModel::redlockKeyLanePerInstance()
{
    const Run r = runScenario(QStringLiteral("redlock-restart"));
    QList<const Lane *> keys;
    for (const Lane &lane : r.model.lanes) {
        if (lane.type == Lane::Type::Key)
            keys << &lane;
    }
    QCOMPARE(keys.size(), 1 + 5);
    QCOMPARE(keys.first(), r.model.keyLane());
    QCOMPARE(keys.first()->segments.size(), r.summary.keySpans.size());  // the quorum's holders: A, then B
    for (int instance = 1; instance <= 5; ++instance) {
        const Lane *lane = keys.at(instance);
        QCOMPARE(lane->worker, instance);
        QCOMPARE(lane->detail, QStringLiteral("lock:job@%1").arg(instance));
        QList<int> holders;
        for (const InstanceSpan &span : r.summary.instanceSpans)
            if (span.instance == instance)
                holders << span.holder;
        QList<int> drawn;
        for (const Segment &seg : lane->segments)
            drawn << seg.worker;
        QCOMPARE(drawn, holders);
    }
    // Instance 3 forgot A's key when it restarted at 100 ms: its lane ends A's span there (lost)
    // and is down for 5 ms; instances 4 and 5 were down at the start.
    QCOMPARE(keys.at(3)->segments.first().to, Micros(100000));
    QCOMPARE(keys.at(3)->segments.first().number, static_cast<qint64>(KeySpan::End::Lost));
    QCOMPARE(keys.at(3)->outages.size(), 1);
    QCOMPARE(keys.at(3)->outages.first().from, Micros(100000));
    QCOMPARE(keys.at(4)->outages.size(), 1);
    QCOMPARE(countMarkers(*keys.at(5), MarkerKind::Fault), 1);
    QVERIFY(keys.at(1)->outages.isEmpty());
    // Each worker's bar says what it got and for how long it may believe, from the decision to the
    // belief's end: the validity the engine recorded (redsync: TTL 1000 − 10 drift, decided 1 ms in).
    for (int worker : {0, 1}) {
        const Lane *lane = r.model.workerLane(worker);
        QCOMPARE(lane->tags.size(), 1);
        QCOMPARE(lane->tags.first().text, QStringLiteral("3/5 · valid 989 ms"));
    }
    QVERIFY(runScenario(QStringLiteral("ttl-overlap")).model.workerLane(0)->tags.isEmpty());
}

void TestTimelineModel::pausedHolderIsContradicted()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"));
    const Lane *a = r.model.workerLane(0);
    QVERIFY(a);
    const QList<Segment> bar = a->bar.segments();
    const auto paused =
        std::find_if(bar.cbegin(), bar.cend(), [](const Segment &s) { return s.kind == SegmentKind::Paused; });
    QVERIFY(paused != bar.cend());
    QVERIFY(paused->to - paused->from >= 399000);  // the 400 ms freeze

    // A believes it holds from its grant to its release; Redis agrees only until the key expires.
    QVERIFY(!a->beliefs.isEmpty());
    QCOMPARE(a->beliefs.first().kind, SegmentKind::Belief);
    const KeySpan &first = r.summary.keySpans.first();
    QCOMPARE(a->beliefs.first().to, first.to);
    bool sawB = false;
    Micros contradicted = 0;
    for (const Segment &s : a->beliefs) {
        if (s.kind == SegmentKind::BeliefContradicted) {
            contradicted += s.to - s.from;
            sawB = sawB || s.other == 1;
        }
    }
    QVERIFY2(sawB, "A's contradicted belief names B as Redis's holder while B holds the key");
    QVERIFY(contradicted >= 290000);
    // B's belief is backed by Redis while its own key lives.
    const Lane *b = r.model.workerLane(1);
    QVERIFY(!b->beliefs.isEmpty());
    QCOMPARE(b->beliefs.first().kind, SegmentKind::Belief);
}

// Playback at 250 ms of ttl-overlap: the last event so far is earlier, yet A's pause, B's work,
// B's belief and the A+B overlap are all still going on at 250 ms and must reach it.
void TestTimelineModel::playbackBetweenEventsGrowsOpenSpans()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"));
    const Micros at = 250000;
    Trace shown = r.trace;
    shown.events.resize(std::upper_bound(shown.events.cbegin(), shown.events.cend(), at,
                                         [](Micros v, const TraceEvent &e) { return v < e.at; })
                        - shown.events.cbegin());
    QVERIFY(shown.events.constLast().at < at);
    const Micros lastEvent = shown.events.constLast().at;

    auto reachesFor = [](const TimelineModel &m, int worker, SegmentKind kind) {
        const Lane *lane = m.workerLane(worker);
        Micros to = -1;
        for (const Segment &s : lane->bar.segments()) {
            if (s.kind == kind)
                to = std::max(to, s.to);
        }
        return to;
    };
    // Without the observation time everything open stops at the last event...
    const TimelineModel cut = TimelineModel::build(Interpretation(shown));
    QCOMPARE(reachesFor(cut, 0, SegmentKind::Paused), lastEvent);

    // ...with it, at the playhead.
    shown.observedUntil = at;
    const Interpretation interpretation(shown);
    const Summary &s = interpretation.summary();
    const TimelineModel observed = TimelineModel::build(interpretation);
    QCOMPARE(observed.end, at);
    QCOMPARE(reachesFor(observed, 0, SegmentKind::Paused), at);
    QCOMPARE(reachesFor(observed, 1, SegmentKind::Working), at);
    QVERIFY(!s.overlaps.isEmpty());
    QCOMPARE(s.overlaps.constLast().to, at);
    QCOMPARE(observed.workerLane(1)->beliefs.constLast().to, at);
    // Nothing that ended before the playhead moves: A's key still expired at its deadline.
    QCOMPARE(s.keySpans.first().to, summarize(r.trace).keySpans.first().to);
}

void TestTimelineModel::acquireTicks()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"));
    const Lane *b = r.model.workerLane(1);
    const Acquisition *acq = nullptr;
    for (const Acquisition &a : r.summary.acquisitions) {
        if (a.worker == 1)
            acq = &a;
    }
    QVERIFY(acq);
    QCOMPARE(countMarkers(*b, MarkerKind::AcquireOk), 1);
    QCOMPARE(countMarkers(*b, MarkerKind::AcquireRefused), acq->attempts - 1);
}

void TestTimelineModel::naiveDeleteOfForeignLock()
{
    const Run naive = runScenario(QStringLiteral("naive-del"));
    QVERIFY(naive.summary.foreignDeletes > 0);
    const Lane *key = naive.model.keyLane();
    const auto foreign = std::find_if(key->markers.cbegin(), key->markers.cend(),
                                      [](const Marker &m) { return m.kind == MarkerKind::DelForeign; });
    QVERIFY(foreign != key->markers.cend());
    QCOMPARE(naive.trace.workerName(foreign->worker), QStringLiteral("A"));
    QCOMPARE(naive.trace.workerName(foreign->other), QStringLiteral("B"));

    const Run token = runScenario(QStringLiteral("naive-del"), ReleaseMode::Token);
    QCOMPARE(countMarkers(*token.model.keyLane(), MarkerKind::DelForeign), 0);
    QVERIFY(countMarkers(*token.model.keyLane(), MarkerKind::DelNoop) >= 1);
}

void TestTimelineModel::fencedWriteRefused()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"), std::nullopt, true);
    const Lane *store = r.model.storeLane();
    const auto refused = std::find_if(store->markers.cbegin(), store->markers.cend(),
                                      [](const Marker &m) { return m.kind == MarkerKind::WriteRefused; });
    QVERIFY(refused != store->markers.cend());
    QCOMPARE(r.trace.workerName(refused->worker), QStringLiteral("A"));
    QCOMPARE(refused->number, 1);
    const auto accepted = std::find_if(store->markers.cbegin(), store->markers.cend(),
                                       [](const Marker &m) { return m.kind == MarkerKind::WriteAccepted; });
    QVERIFY(accepted != store->markers.cend());
    QCOMPARE(r.trace.workerName(accepted->worker), QStringLiteral("B"));
    QCOMPARE(accepted->number, 2);
    // Without fencing the same late write is accepted, and stale.
    const Run unfenced = runScenario(QStringLiteral("ttl-overlap"), std::nullopt, false);
    QCOMPARE(countMarkers(*unfenced.model.storeLane(), MarkerKind::WriteStaleAccepted), 1);
}

void TestTimelineModel::segmentsSortedAndDisjoint_data()
{
    QTest::addColumn<QString>("scenario");
    for (const QString &name : builtinScenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestTimelineModel::segmentsSortedAndDisjoint()
{
    // The binary searches of the visible slice rely on this.
    QFETCH(QString, scenario);
    const Run r = runScenario(scenario);
    for (const Lane &lane : r.model.lanes) {
        const QList<Segment> bar = lane.bar.segments();
        for (const QList<Segment> *list : {&lane.segments, &lane.beliefs, &bar}) {
            for (qsizetype i = 0; i < list->size(); ++i) {
                QVERIFY(list->at(i).from <= list->at(i).to);
                if (i > 0)
                    QVERIFY2(list->at(i - 1).to <= list->at(i).from, qPrintable(lane.label));
            }
        }
        for (qsizetype i = 1; i < lane.markers.size(); ++i)
            QVERIFY(lane.markers.at(i - 1).at <= lane.markers.at(i).at);
        // Issue 31: a worker's bar is the interpretation's state marks, never a copy of them.
        if (lane.type == Lane::Type::Worker)
            QVERIFY(lane.segments.isEmpty());
        else
            QCOMPARE(lane.bar.size(), 0);
    }
}

// A segment's and a marker's kind share a word with their number (issue 31): each field reads back
// what was put in, a fence or a deadline of any real size exactly.
void TestTimelineModel::packedFieldsKeepTheirValues()
{
    const qint64 fence = (qint64(1) << 54) + 12345;
    const Segment s{-5, 1'000'000'000'000, SegmentKind::StoreValue, 321, -1, 2'000'000'000, fence};
    QCOMPARE(s.from, Micros(-5));
    QCOMPARE(s.to, Micros(1'000'000'000'000));
    QCOMPARE(s.kind, SegmentKind::StoreValue);
    QCOMPARE(s.worker, qint16(321));
    QCOMPARE(s.other, qint16(-1));
    QCOMPARE(s.event, 2'000'000'000);
    QCOMPARE(qint64(s.number), fence);
    for (const SegmentKind kind : {SegmentKind::Waiting, SegmentKind::Delayed}) {
        const Segment k{0, 1, kind, -1, 7, -1, -fence};
        QCOMPARE(k.kind, kind);
        QCOMPARE(qint64(k.number), -fence);
        QCOMPARE(k.other, qint16(7));
    }
    const Marker m{Micros(1) << 50, MarkerKind::RedisBack, 12, 34, 56, -1};
    QCOMPARE(m.at, Micros(1) << 50);
    QCOMPARE(m.kind, MarkerKind::RedisBack);
    QCOMPARE(m.worker, qint16(12));
    QCOMPARE(m.other, qint16(34));
    QCOMPARE(m.event, 56);
    QCOMPARE(qint64(m.number), qint64(-1));
    QCOMPARE(qint64(Marker(0, MarkerKind::WriteAccepted, 0, -1, 0, fence).number), fence);
    // Past ±2^55 a number is held at the nearest end, never wrapped into another value.
    QCOMPARE(qint64(Segment(0, 1, SegmentKind::StoreValue, 0, -1, 0, std::numeric_limits<qint64>::max()).number),
             modelNumberMax);
    QCOMPARE(qint64(Marker(0, MarkerKind::WriteAccepted, 0, -1, 0, std::numeric_limits<qint64>::min()).number),
             -modelNumberMax - 1);
    QCOMPARE(Segment().kind, SegmentKind::Waiting);
    QCOMPARE(qint64(Segment().number), qint64(-1));
}

void TestTimelineModel::visibleSlice_data()
{
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<qsizetype>("first");
    QTest::addColumn<qsizetype>("last");
    // Segments [0,10) [10,20) [30,40) [40,50)
    QTest::newRow("all") << 0LL << 100LL << qsizetype(0) << qsizetype(4);
    QTest::newRow("inside one") << 12LL << 18LL << qsizetype(1) << qsizetype(2);
    QTest::newRow("in the gap") << 22LL << 28LL << qsizetype(2) << qsizetype(2);
    QTest::newRow("touching edges count") << 10LL << 30LL << qsizetype(0) << qsizetype(3);
    QTest::newRow("before everything") << -10LL << -1LL << qsizetype(0) << qsizetype(0);
    QTest::newRow("after everything") << 51LL << 90LL << qsizetype(4) << qsizetype(4);
}

void TestTimelineModel::visibleSlice()
{
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(qsizetype, first);
    QFETCH(qsizetype, last);
    QList<Segment> segments;
    for (auto [a, b] : {std::pair{0, 10}, {10, 20}, {30, 40}, {40, 50}})
        segments.append(Segment{a, b});
    const auto range = TimelineModel::visibleSegments(segments, from, to);
    QCOMPARE(range.first, first);
    QCOMPARE(range.second, last);
}

void TestTimelineModel::workerBarIsEachStateThatLasts_data()
{
    segmentsSortedAndDisjoint_data();
}

// Issue 31: a worker's bar reads the interpretation's state marks instead of a list of its own. It
// must draw what that list held: each State event's state until the worker's next one (the last
// until the end), when it lasts and is not idle, done or given up, tagged with that event.
void TestTimelineModel::workerBarIsEachStateThatLasts()
{
    QFETCH(QString, scenario);
    const Run r = runScenario(scenario);
    const auto kindOf = [](WorkerState state) -> std::optional<SegmentKind> {
        switch (state) {
        case WorkerState::Idle:
        case WorkerState::Done:
        case WorkerState::GaveUp:
            return std::nullopt;
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
        }
        return std::nullopt;
    };
    qsizetype drawn = 0;
    for (int w = 0; w < r.trace.workers.size(); ++w) {
        QList<Segment> expected;
        Micros since = 0;
        std::optional<SegmentKind> kind;
        int event = -1;
        for (qsizetype i = 0; i < r.trace.events.size(); ++i) {
            const TraceEvent e = r.trace.events.at(i);
            if (e.kind != EventKind::State || e.worker != w)
                continue;
            if (kind && e.at > since)
                expected.append(Segment{since, e.at, *kind, static_cast<qint16>(w), -1, event});
            since = e.at;
            kind = kindOf(e.state);
            event = static_cast<int>(i);
        }
        if (kind && r.model.end > since)
            expected.append(Segment{since, r.model.end, *kind, static_cast<qint16>(w), -1, event});
        const QList<Segment> bar = r.model.workerLane(w)->bar.segments();
        QCOMPARE(bar.size(), expected.size());
        for (qsizetype i = 0; i < bar.size(); ++i) {
            QCOMPARE(bar.at(i).from, expected.at(i).from);
            QCOMPARE(bar.at(i).to, expected.at(i).to);
            QCOMPARE(bar.at(i).kind, expected.at(i).kind);
            QCOMPARE(bar.at(i).event, expected.at(i).event);
            QCOMPARE(bar.at(i).worker, qint16(w));
        }
        drawn += bar.size();
    }
    QVERIFY(drawn > 0);
}

void TestTimelineModel::workerBarVisibleSlice()
{
    // Marks: acquiring [0,10), idle [10,20), holding [20,20) (no length), working [20,30), done
    // [30,40), waiting [40,50) until the end.
    const std::vector<StateMark> marks{{0, 0, WorkerState::Acquiring, false}, {10, 1, WorkerState::Idle, false},
                                       {20, 2, WorkerState::Holding, true},   {20, 3, WorkerState::Working, true},
                                       {30, 4, WorkerState::Done, false},     {40, 5, WorkerState::Waiting, false}};
    const WorkerBar bar(marks, 50, 3);
    QCOMPARE(bar.size(), 6);
    QList<bool> drawn;
    for (qsizetype i = 0; i < bar.size(); ++i)
        drawn.append(bar.isDrawn(i));
    QCOMPARE(drawn, (QList<bool>{true, false, false, true, false, true}));
    QCOMPARE(bar.at(5).to, Micros(50));
    QCOMPARE(bar.at(3).kind, SegmentKind::Working);
    QCOMPARE(bar.at(3).event, 3);
    QCOMPARE(bar.at(3).worker, qint16(3));
    using Range = std::pair<qsizetype, qsizetype>;
    QCOMPARE(bar.visible(0, 100), Range(0, 6));
    QCOMPARE(bar.visible(12, 18), Range(1, 2));  // inside the idle stretch
    QCOMPARE(bar.visible(10, 10), Range(0, 2));  // touching edges count
    QCOMPARE(bar.visible(25, 25), Range(3, 4));  // the holding of no length ended at 20
    QCOMPARE(bar.visible(45, 60), Range(5, 6));
    QCOMPARE(bar.visible(51, 90), Range(6, 6));   // past the end
    QCOMPARE(bar.visible(-10, -1), Range(0, 0));  // before everything
    QCOMPARE(WorkerBar().visible(0, 10), Range(0, 0));
    QCOMPARE(bar.segments().size(), 3);
}

void TestTimelineModel::rendererDrawsOverlapTab()
{
    const Run r = runScenario(QStringLiteral("ttl-overlap"));
    TimelineRenderer renderer;
    QFont font;
    font.setPointSize(9);
    renderer.setPalette(TimelinePalette::fromPalette(QPalette(Qt::black, Qt::white), font));
    renderer.setModel(&r.model);
    QImage image(1200, 500, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1);
    const TimelineLayout layout = renderer.layout(image.size());
    const TimeMapping mapping = TimeMapping(0, 1, layout.plot.left(), layout.plot.width()).fitted(0, r.model.end);
    {
        QPainter p(&image);
        renderer.paint(p, layout, mapping);
    }
    if (qEnvironmentVariableIsSet("LOCKLAB_SAVE_RENDER"))
        image.save(qEnvironmentVariable("LOCKLAB_SAVE_RENDER"));
    // A paused holder's bar is drawn (frozen fill or its hatch) at 50 ms, in A's lane.
    const QRectF aLane = layout.lanes.at(1);
    const QColor atA = image.pixelColor(static_cast<int>(mapping.mapTimeToX(50000)),
                                        static_cast<int>(aLane.top() + aLane.height() * 0.55));
    QVERIFY2(atA != renderer.palette().laneAlternate && atA != renderer.palette().laneBackground,
             qPrintable(atA.name()));
    const Interval &o = r.summary.overlaps.first();
    const int x = static_cast<int>(mapping.mapTimeToX(o.to)) - 4;
    const int y = static_cast<int>(layout.axis.bottom()) - 3;
    QCOMPARE(image.pixelColor(x, y), renderer.palette().danger);
    // Outside the overlap the ruler is plain background.
    const int before = static_cast<int>(mapping.mapTimeToX(o.from)) - 8;
    QVERIFY(image.pixelColor(before, y) != renderer.palette().danger);
}

void TestTimelineModel::gapIsABandOverEveryLane()
{
    // Watched traffic whose MONITOR connection was lost from 100 to 400 ms.
    const auto line = [](int ms, const QByteArray &args) -> QByteArray {
        const qint64 us = 1700000000000000 + ms * 1000LL;
        return test::monitorLine(us, "127.0.0.1:5000", args);
    };
    TrafficInterpreter interpreter({});
    interpreter.feedLine(line(0, R"("SET" "l" "a" "NX" "PX" "1000")"));
    interpreter.beginGap(1700000000000000 + 100000, QStringLiteral("connection reset"));
    interpreter.endGap(1700000000000000 + 400000);
    interpreter.feedLine(line(500, R"("DEL" "l")"));
    interpreter.finish();
    const Trace trace = interpreter.keyTrace(0);
    const TimelineModel model = TimelineModel::build(Interpretation(trace));
    QCOMPARE(model.gaps.size(), 1);
    QCOMPARE(model.gaps.first().from, 100000);
    QCOMPARE(model.gaps.first().to, 400000);
    // The same trace without its Gap events: what the band changes.
    Trace quiet = trace;
    quiet.events.removeIf([](const TraceEvent &e) { return e.kind == EventKind::Gap; });
    const TimelineModel quietModel = TimelineModel::build(Interpretation(quiet));
    QVERIFY(quietModel.gaps.isEmpty());

    TimelineRenderer renderer;
    QFont font;
    font.setPointSize(9);
    renderer.setPalette(TimelinePalette::fromPalette(QPalette(Qt::black, Qt::white), font));
    auto render = [&](const TimelineModel &m, TimelineLayout *layout, TimeMapping *mapping) {
        renderer.setModel(&m);
        QImage image(1200, 400, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(1);
        *layout = renderer.layout(image.size());
        *mapping = TimeMapping(0, 1, layout->plot.left(), layout->plot.width()).fitted(0, m.end);
        QPainter p(&image);
        renderer.paint(p, *layout, *mapping);
        return image;
    };
    TimelineLayout layout;
    TimeMapping mapping(0, 1, 0, 1);
    const QImage banded = render(model, &layout, &mapping);
    const QImage plain = render(quietModel, &layout, &mapping);
    if (qEnvironmentVariableIsSet("LOCKLAB_SAVE_RENDER"))
        banded.save(qEnvironmentVariable("LOCKLAB_SAVE_RENDER"));
    // Inside the gap every lane (key, the client, store) is drawn differently; outside it, not.
    const auto changed = [&](Micros at, const QRectF &lane) {
        const int x = static_cast<int>(mapping.mapTimeToX(at));
        int differ = 0;
        for (int y = static_cast<int>(lane.top()) + 2; y < static_cast<int>(lane.bottom()) - 2; ++y) {
            for (int dx = 0; dx < 8; ++dx)
                differ += banded.pixel(x + dx, y) != plain.pixel(x + dx, y);
        }
        return differ;
    };
    QCOMPARE(layout.lanes.size(), model.lanes.size());
    for (const QRectF &lane : layout.lanes) {
        // The hatch crosses each 8-pixel-wide column at least every 8 rows.
        QVERIFY2(changed(250000, lane) >= lane.height() / 2, "the gap's band is missing in a lane");
        QCOMPARE(changed(600000, lane), 0);
    }
    // Its tab in the ruler's row, in the muted colour.
    const int y = static_cast<int>(layout.overlapRow.center().y());
    QCOMPARE(banded.pixelColor(static_cast<int>(mapping.mapTimeToX(390000)), y), renderer.palette().mutedText);
}

void TestTimelineModel::subPixelSegmentDoesNotHideNext_data()
{
    QTest::addColumn<qint64>("viewFrom");
    // Different sub-pixel phases of the short segment.
    for (qint64 from : {-8000LL, -7900LL, -7777LL, -3000LL, 0LL})
        QTest::newRow(qPrintable(QString::number(from))) << from;
}

void TestTimelineModel::subPixelSegmentDoesNotHideNext()
{
    // A 0.2 ms "acquiring" then a 400 ms pause, at about 2 px per ms: the pause must be drawn.
    TimelineModel model;
    Lane key;
    key.type = Lane::Type::Key;
    Lane a;
    a.type = Lane::Type::Worker;
    a.worker = 0;
    a.label = QStringLiteral("A");
    const std::vector<StateMark> marks{{0, 0, WorkerState::Acquiring, false},
                                       {200, 1, WorkerState::Paused, true},
                                       {400200, 2, WorkerState::Writing, true}};
    a.bar = WorkerBar(marks, 400400, 0);
    Lane store;
    store.type = Lane::Type::Store;
    model.lanes = {key, a, store};
    model.end = 400400;
    QFETCH(qint64, viewFrom);
    TimelineRenderer renderer;
    QFont font;
    font.setPointSize(9);
    renderer.setPalette(TimelinePalette::fromPalette(QPalette(Qt::black, Qt::white), font));
    renderer.setModel(&model);
    renderer.setLegendVisible(false);
    QImage image(1000, 300, QImage::Format_ARGB32_Premultiplied);
    const TimelineLayout layout = renderer.layout(image.size());
    const TimeMapping mapping(viewFrom, viewFrom + 420000, layout.plot.left(), layout.plot.width());
    {
        QPainter p(&image);
        renderer.paint(p, layout, mapping);
    }
    const QRectF lane = layout.lanes.at(1);
    const int y = static_cast<int>(lane.top() + lane.height() * 0.55);
    int painted = 0;
    for (int t = 50000; t <= 350000; t += 50000) {
        const QColor c = image.pixelColor(static_cast<int>(mapping.mapTimeToX(t)), y);
        painted += c != renderer.palette().laneAlternate && c != renderer.palette().laneBackground;
    }
    QCOMPARE(painted, 7);
}

void TestTimelineModel::restartIsADownBandOnTheKeyLane_data()
{
    QTest::addColumn<bool>("live");
    QTest::newRow("embedded") << false;
    QTest::newRow("managed redis-server") << true;
}

// restart-loses-lock: Redis restarts at 50 ms and refuses commands for 5 ms; A works on, B retries
// every 20 ms (sent at 20, 40, 60 ms) and its try at 60 ms is the first command after the restart,
// granted. So Redis is down from 50 ms to that reply, on both backends, and the key lane says so.
void TestTimelineModel::restartIsADownBandOnTheKeyLane()
{
    QFETCH(bool, live);
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(QStringLiteral("restart-loses-lock"), &s, &error));
    Trace trace;
    if (!live) {
        trace = simulate(s, s.policies);
    } else {
        if (test::RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");
        test::RedisFixture redis;
        QVERIFY2(redis.start(), qPrintable(redis.error()));
        LiveOptions options;
        options.url = redis.url();
        options.timeScale = 10.0;  // 10 wall ms per scenario ms: the 20 ms retries are not racing the machine
        options.wakeUpNotes = false;
        options.restartServer = [&redis](QString *why) { return redis.server().restart(why); };
        LiveOutcome outcome = runLive(s, s.policies, options);
        QVERIFY2(outcome.started, qPrintable(outcome.error));
        trace = std::move(outcome.trace);
    }
    const auto restart = std::find_if(trace.events.cbegin(), trace.events.cend(), [](const TraceEvent &e) {
        return e.kind == EventKind::Fault && e.fault == FaultKind::Restart;
    });
    QVERIFY(restart != trace.events.cend());
    QVERIFY2(restart->deadline >= 0, qPrintable(restart->text));  // it was applied
    // B's first command sent after the restart, and its reply.
    const auto back = std::find_if(trace.events.cbegin(), trace.events.cend(), [&](const TraceEvent &e) {
        return e.kind == EventKind::Replied && e.sentAt >= restart->at;
    });
    QVERIFY(back != trace.events.cend());
    QCOMPARE(trace.workerName(back->worker), QStringLiteral("B"));
    QCOMPARE(back->request.command, Command::Set);
    QVERIFY2(back->reply.isOk(), qPrintable(back->reply.text));  // granted: the key was lost
    // Scenario time: the restart at 50 ms (live: a timer's lateness later), B's try at 60 ms.
    QVERIFY2(restart->at >= 50000 && restart->at < 55000, qPrintable(QString::number(restart->at)));
    QVERIFY2(back->sentAt >= 60000 && back->sentAt < 65000, qPrintable(QString::number(back->sentAt)));

    const Interpretation interpretation(trace);
    QCOMPARE(interpretation.summary().outages.size(), 1);
    const TimelineModel model = TimelineModel::build(interpretation);
    const Lane *key = model.keyLane();
    QVERIFY(key);
    QCOMPARE(key->outages.size(), 1);
    const Segment &band = key->outages.first();
    QCOMPARE(band.kind, SegmentKind::RedisDown);
    QCOMPARE(band.from, restart->at);
    QCOMPARE(band.to, back->at);
    QCOMPARE(band.event, int(restart - trace.events.cbegin()));
    QCOMPARE(band.number, 0);  // closed: Redis answered again
    // Reconnection: one marker on the key lane, at the reply, carrying the down time.
    QCOMPARE(countMarkers(*key, MarkerKind::RedisBack), 1);
    const auto marker = std::find_if(key->markers.cbegin(), key->markers.cend(),
                                     [](const Marker &m) { return m.kind == MarkerKind::RedisBack; });
    QCOMPARE(marker->at, back->at);
    QCOMPARE(marker->event, int(back - trace.events.cbegin()));
    QCOMPARE(marker->number, back->at - restart->at);
    // No worker lane carries it: it is Redis's.
    for (const Lane &lane : model.lanes)
        QVERIFY(lane.type == Lane::Type::Key || lane.outages.isEmpty());
}

// A failover: down from the primary's death until the first reply from the promoted replica,
// although the death itself is drawn on the instance lanes.
void TestTimelineModel::failoverIsADownBandOnTheKeyLane()
{
    const Run r = runScenario(QStringLiteral("failover-loses-lock"));
    const auto died = std::find_if(r.trace.events.cbegin(), r.trace.events.cend(), [](const TraceEvent &e) {
        return e.kind == EventKind::Fault && e.fault == FaultKind::Failover;
    });
    QVERIFY(died != r.trace.events.cend());
    const auto promoted = std::find_if(r.trace.events.cbegin(), r.trace.events.cend(), [](const TraceEvent &e) {
        return e.kind == EventKind::Fault && e.fault == FaultKind::Promotion;
    });
    QVERIFY(promoted != r.trace.events.cend());
    const Lane *key = r.model.keyLane();
    QCOMPARE(key->outages.size(), 1);
    QCOMPARE(key->outages.first().from, died->at);
    // Nothing answers before the promotion: the band covers it and ends at a reply after it.
    QVERIFY(key->outages.first().to >= promoted->at);
    const TraceEvent &reply = r.trace.events.at(r.summary.outages.first().reconnect);
    QCOMPARE(reply.kind, EventKind::Replied);
    QCOMPARE(reply.at, key->outages.first().to);
    QVERIFY(!reply.reply.isFailure());
    for (qsizetype i = died - r.trace.events.cbegin(); i < r.summary.outages.first().reconnect; ++i) {
        const TraceEvent &e = r.trace.events.at(i);
        QVERIFY(e.kind != EventKind::Replied || e.sentAt < died->at || e.reply.isFailure());
    }
}

QTEST_MAIN(TestTimelineModel)
#include "tst_timelinemodel.moc"
