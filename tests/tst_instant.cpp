// SPDX-License-Identifier: MIT
// Issue 18: the state at an instant comes from an index (binary searches over per-worker state
// changes, key spans, writes, fences, violations), so a step through ten million events does not
// scan the trace. These tests hold the index against a plain scan of the same trace and its
// summary: at every event boundary of every built-in scenario, and at random instants of a long,
// violation-heavy run (the scale benchmark's shape, smaller).
#include "core/builtins.h"
#include "core/interpretation.h"
#include "core/rng.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "scalescenario.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace locklab;

namespace {

// What is open at `at`, found the slow way: every list walked from its start.
Instant scanAt(const Interpretation &in, Micros at)
{
    const Trace &t = in.trace();
    const Summary &s = in.summary();
    Instant out;
    out.at = at;
    for (const KeySpan &k : s.keySpans) {
        if (k.from <= at && (at < k.to || k.end == KeySpan::End::Open)) {
            out.keyExists = true;
            out.holder = k.holder;
            out.keyValue = k.token;
            out.pttlMs = k.deadline >= 0 ? std::max<qint64>(0, (k.deadline - at) / 1000) : -1;
        }
    }
    for (int w = 0; w < t.workers.size(); ++w)
        out.workers.append({w, WorkerState::Idle, false, false});
    for (qsizetype i = 0; i < t.events.size(); ++i) {
        const TraceEvent &e = t.events.at(i);
        if (e.at > at)
            break;
        if (e.kind == EventKind::State && e.worker >= 0 && e.worker < out.workers.size()) {
            out.workers[e.worker].state = e.state;
            out.workers[e.worker].believesHeld = e.believesHeld;
        }
    }
    // A fence taken by a reply that comes after `at` still ran before it.
    for (qsizetype i = 0; i < t.events.size(); ++i) {
        const Meaning m = in.meaning(i);
        const TraceEvent &e = t.events.at(i);
        if (m.outcome == Outcome::FenceToken && e.reply.kind == Reply::Kind::Integer && m.executedAt >= 0
            && m.executedAt <= at)
            out.fenceCounter = std::max(out.fenceCounter, e.reply.integer);
    }
    for (Instant::WorkerView &w : out.workers) {
        w.redisSaysHeld = out.keyExists && out.holder == w.worker;
        if (w.believesHeld)
            out.believers.append(w.worker);
    }
    for (const Write &w : s.writes) {
        if (w.at > at)
            continue;
        ++out.writesSoFar;
        if (w.accepted) {
            ++out.storeWrites;
            out.storedValue = t.events.at(w.event).request.value;
            out.storedFence = w.fence;
        }
    }
    bool stale = false, overlap = false;
    for (const Violation &v : s.violations) {
        if (v.from > at)
            continue;
        ++out.violationsSoFar;
        out.foreignDeletesSoFar += v.kind == ViolationKind::ForeignDelete ? 1 : 0;
        stale = stale || v.kind == ViolationKind::StaleWriteAccepted;
        overlap = overlap || v.kind == ViolationKind::MutualExclusion || v.kind == ViolationKind::DuplicateWork;
    }
    for (const Interval &o : s.overlaps)
        out.overlapsSoFar += o.from <= at ? 1 : 0;
    out.verdict = stale ? Verdict::DataCorrupted
                  : overlap
                      ? (s.purpose == Purpose::Efficiency ? Verdict::DuplicateWork : Verdict::MutualExclusionViolated)
                      : Verdict::Safe;
    return out;
}

QString describe(const Instant &i)
{
    QStringList workers;
    for (const Instant::WorkerView &w : i.workers)
        workers << QStringLiteral("%1:%2%3")
                       .arg(w.worker)
                       .arg(int(w.state))
                       .arg(w.believesHeld ? QStringLiteral("B") : QString());
    return QStringLiteral("at %1 key %2 holder %3 value %4 pttl %5 fence %6 stored %7/%8/%9 writes %10 "
                          "violations %11 foreign %12 overlaps %13 verdict %14 workers %15")
        .arg(i.at)
        .arg(i.keyExists)
        .arg(i.holder)
        .arg(i.keyValue)
        .arg(i.pttlMs)
        .arg(i.fenceCounter)
        .arg(i.storedValue)
        .arg(i.storedFence)
        .arg(i.storeWrites)
        .arg(i.writesSoFar)
        .arg(i.violationsSoFar)
        .arg(i.foreignDeletesSoFar)
        .arg(i.overlapsSoFar)
        .arg(int(i.verdict))
        .arg(workers.join(u' '));
}

}  // namespace

class TestInstant : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void indexEqualsScanAtEveryEvent_data();
    void indexEqualsScanAtEveryEvent();
    void indexEqualsScanOnALongRun();
    void replyToIsTheScansReply();
};

void TestInstant::indexEqualsScanAtEveryEvent_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("flipFencing");
    for (const QString &name : builtinScenarioNames()) {
        QTest::newRow(qPrintable(name)) << name << false;
        QTest::newRow(qPrintable(name + QStringLiteral(" fencing flipped"))) << name << true;
    }
}

// Every instant at which something happens, the microsecond before it, and one past the end.
void TestInstant::indexEqualsScanAtEveryEvent()
{
    QFETCH(QString, name);
    QFETCH(bool, flipFencing);
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(name, &s, &error));
    Policies p = s.policies;
    p.fencing = flipFencing ? !p.fencing : p.fencing;
    const Interpretation in(simulate(s, p, 1));
    std::set<Micros> instants{-1, 0, in.trace().endTime() + 1};
    for (const TraceEvent &e : in.trace().events) {
        instants.insert(e.at);
        instants.insert(e.at - 1);
    }
    for (const KeySpan &k : in.summary().keySpans) {
        instants.insert(k.from);
        instants.insert(k.to);
    }
    for (const Write &w : in.summary().writes)
        instants.insert(w.at);
    QVERIFY(instants.size() > 3);
    for (const Micros t : instants) {
        const QString indexed = describe(in.at(t));
        const QString scanned = describe(scanAt(in, t));
        QVERIFY2(indexed == scanned, qPrintable(name + QStringLiteral("\n index %1\n scan  %2").arg(indexed, scanned)));
    }
}

// 20 workers × 200 rounds: about 48,000 events with thousands of violations; 300 random instants.
void TestInstant::indexEqualsScanOnALongRun()
{
    const Interpretation in(simulate(scaleScenario(20, 200), Policies(), 1));
    QVERIFY(in.trace().events.size() > 40000);
    QVERIFY(in.summary().violations.size() > 1000);
    SplitMix64 rng(18);
    const Micros end = in.trace().endTime();
    int violating = 0, held = 0;
    for (int i = 0; i < 300; ++i) {
        // Half on an event's instant (where things change), half anywhere.
        const Micros t = i % 2 ? static_cast<Micros>(rng.next() % static_cast<quint64>(end + 1))
                               : in.trace().events.timeAt(
                                   static_cast<qsizetype>(rng.next() % static_cast<quint64>(in.trace().events.size())));
        const Instant indexed = in.at(t);
        const QString a = describe(indexed), b = describe(scanAt(in, t));
        QVERIFY2(a == b, qPrintable(QStringLiteral("\n index %1\n scan  %2").arg(a, b)));
        violating += indexed.violationsSoFar > 0 && indexed.violationsSoFar < in.summary().violations.size() ? 1 : 0;
        held += indexed.keyExists ? 1 : 0;
    }
    // The instants were not all trivially empty (a refused writer does not believe it holds: this
    // run's violations are stale writes, not overlaps).
    QVERIFY(violating > 0);
    QVERIFY(held > 0);
}

void TestInstant::replyToIsTheScansReply()
{
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(name, &s, &error));
        const Interpretation in(simulate(s, s.policies, 1));
        const EventList &events = in.trace().events;
        for (qsizetype i = 0; i < events.size(); ++i) {
            qsizetype want = -1;
            if (events.kindAt(i) == EventKind::Sent) {
                for (qsizetype j = i + 1; j < events.size() && want < 0; ++j) {
                    if (events.kindAt(j) == EventKind::Replied && events.requestIdAt(j) == events.requestIdAt(i))
                        want = j;
                }
            }
            QVERIFY2(in.replyTo(i) == want, qPrintable(QStringLiteral("%1 event %2").arg(name).arg(i)));
        }
    }
}

QTEST_GUILESS_MAIN(TestInstant)
#include "tst_instant.moc"
