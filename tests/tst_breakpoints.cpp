// SPDX-License-Identifier: MIT
// Issue 5: each breakpoint kind at its known instant, the ttl-overlap witness, captions everywhere.
#include "breakpoints.h"
#include "builtins.h"
#include "captions.h"
#include "simulation.h"

#include <QTest>

using namespace locklab;

namespace {

Trace run(const QString &name, std::optional<bool> fencing = {})
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(name, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    Policies p = s.policies;
    if (fencing)
        p.fencing = *fencing;
    return simulate(s, p);
}

}  // namespace

class TestBreakpoints : public QObject {
    Q_OBJECT

private slots:
    void eachKindHitsAtItsTime_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("atMs");
        QTest::addColumn<QString>("worker");
        // ttl-overlap: A's key expires at 101 ms (set at 0.1 ms, gone once now > 100 ms); B's
        // sixth try is granted at 121.2 ms; A's late write is answered at 400.4 ms.
        QTest::newRow("overlap begins") << QStringLiteral("ttl-overlap") << int(BreakpointKind::OverlapBegins) << 121.2
                                        << QStringLiteral("B");
        QTest::newRow("lock expired under holder")
            << QStringLiteral("ttl-overlap") << int(BreakpointKind::LockExpiredUnderHolder) << 101.0
            << QStringLiteral("A");
        QTest::newRow("stale write accepted")
            << QStringLiteral("ttl-overlap") << int(BreakpointKind::StaleWriteAccepted) << 400.4 << QStringLiteral("A");
        // fencing: the INCR adds a round trip before each write: A's refused write at 400.6 ms.
        QTest::newRow("write refused") << QStringLiteral("fencing") << int(BreakpointKind::WriteRefused) << 400.6
                                       << QStringLiteral("A");
        // naive-del: A wakes at 150.2 ms and its DEL (run at 150.3) removes B's lock: reply 150.4 ms.
        QTest::newRow("foreign delete") << QStringLiteral("naive-del") << int(BreakpointKind::ForeignDelete) << 150.4
                                        << QStringLiteral("A");
        // lost-reply: A's first SET NX times out after 500 ms.
        QTest::newRow("unknown reply") << QStringLiteral("lost-reply") << int(BreakpointKind::ErrorOrUnknown) << 500.0
                                       << QStringLiteral("A");
    }

    void eachKindHitsAtItsTime()
    {
        QFETCH(QString, scenario);
        QFETCH(int, kind);
        QFETCH(double, atMs);
        QFETCH(QString, worker);
        const Trace trace = run(scenario);
        const QList<BreakpointHit> hits = findBreakpointHits(Interpretation(trace));
        const quint32 only = breakpointBit(static_cast<BreakpointKind>(kind));
        const qsizetype first = nextBreakpointHit(hits, only, -1);
        QVERIFY2(first >= 0, "no hit of that kind");
        const BreakpointHit &hit = hits.at(first);
        QCOMPARE(msFromUs(hit.at), atMs);
        QVERIFY(hit.eventIndex >= 0);
        QCOMPARE(trace.events.at(hit.eventIndex).at, hit.at);  // the cursor lands on that instant
        QCOMPARE(hit.workers.first() == trace.workerIndex(worker) || hit.workers.contains(trace.workerIndex(worker)),
                 true);
        QVERIFY(!hit.description.isEmpty());
    }

    void safeRunsHitNothing()
    {
        const Trace trace = run(QStringLiteral("mutual-exclusion"));
        QVERIFY(findBreakpointHits(Interpretation(trace)).isEmpty());
    }

    void runToNextWalksForward()
    {
        const Trace trace = run(QStringLiteral("ttl-overlap"));
        const QList<BreakpointHit> hits = findBreakpointHits(Interpretation(trace));
        qsizetype cursor = -1;
        QList<BreakpointKind> order;
        for (qsizetype i; (i = nextBreakpointHit(hits, allBreakpoints, cursor)) >= 0;) {
            order.append(hits.at(i).kind);
            cursor = hits.at(i).eventIndex;
        }
        QVERIFY(order.size() >= 3);
        QCOMPARE(order.first(), BreakpointKind::LockExpiredUnderHolder);
        QCOMPARE(order.at(1), BreakpointKind::OverlapBegins);
        QCOMPARE(order.last(), BreakpointKind::StaleWriteAccepted);
        // Disabled kinds are skipped.
        const qsizetype onlyStale = nextBreakpointHit(hits, breakpointBit(BreakpointKind::StaleWriteAccepted), -1);
        QCOMPARE(hits.at(onlyStale).kind, BreakpointKind::StaleWriteAccepted);
    }

    void ttlOverlapWitnessNamesBothWorkersAndTimes()
    {
        const Trace trace = run(QStringLiteral("ttl-overlap"));
        const Summary s = summarize(trace);
        const auto it = std::find_if(s.violations.cbegin(), s.violations.cend(),
                                     [](const Violation &v) { return v.kind == ViolationKind::MutualExclusion; });
        QVERIFY(it != s.violations.cend());
        QCOMPARE(it->explanation,
                 QStringLiteral("A's lock expired at 101 ms while A was paused (frozen for another 299.2 ms); "
                                "B acquired at 121.2 ms; both were inside until 271.4 ms."));
        QCOMPARE(msFromUs(it->from), 121.2);
        QCOMPARE(msFromUs(it->to), 271.4);
        QCOMPARE(it->workers, (QList<int>{0, 1}));
    }

    void captionsForEveryEventType()
    {
        // Across the built-in scenarios every event kind, command and worker state occurs; each
        // one gets a non-empty caption that names its worker.
        QSet<QString> seen;
        for (const QString &name : builtinScenarioNames()) {
            for (bool fencing : {false, true}) {
                const Trace trace = run(name, fencing);
                const Interpretation interpretation(trace);
                for (qsizetype i = 0; i < trace.events.size(); ++i) {
                    const TraceEvent &e = trace.events.at(i);
                    const QString caption = captionFor(interpretation, i);
                    QVERIFY2(!caption.isEmpty(), qPrintable(describeEvent(trace, e)));
                    if (e.worker >= 0 && e.kind != EventKind::Fault)
                        QVERIFY2(caption.contains(trace.workerName(e.worker)) || e.kind == EventKind::Replied,
                                 qPrintable(caption));
                    seen.insert(
                        eventKindName(e.kind) + u'/'
                        + (e.kind == EventKind::State ? workerStateName(e.state) : commandName(e.request.command)));
                }
            }
        }
        for (const QString &kind :
             {QStringLiteral("sent/SET"), QStringLiteral("reply/SET"), QStringLiteral("reply/DEL"),
              QStringLiteral("reply/compare-and-delete"), QStringLiteral("reply/fenced-write"),
              QStringLiteral("reply/write"), QStringLiteral("reply/INCR"), QStringLiteral("reply/compare-and-extend"),
              QStringLiteral("state/paused"), QStringLiteral("state/gave-up"), QStringLiteral("fault/PING")})
            QVERIFY2(seen.contains(kind), qPrintable(kind));
        // Kinds no built-in produces still have words.
        Trace t;
        t.workers = {QStringLiteral("A")};
        t.lockKey = QStringLiteral("k");
        for (int k = 0; k <= int(EventKind::Fault); ++k) {
            for (int c = 0; c <= int(Command::AcquireWithFence); ++c) {
                TraceEvent e;
                e.kind = static_cast<EventKind>(k);
                e.worker = 0;
                e.request.command = static_cast<Command>(c);
                e.text = QStringLiteral("x");
                Trace one = t;
                one.events = {e};
                QVERIFY(!captionFor(Interpretation(one), 0).isEmpty());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestBreakpoints)
#include "tst_breakpoints.moc"
