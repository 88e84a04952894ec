// SPDX-License-Identifier: MIT
// Issue 6 on the embedded backend: heartbeat, retry strategies, atomic fencing and every fault.
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/summary.h"

#include "builtinscenario.h"
#include "faultscenarios.h"
#include "tracequeries.h"

#include <QTest>

using namespace locklab;

class TestFaults : public QObject {
    Q_OBJECT

private slots:
    void heartbeatKeepsTheLockThroughSlowWork()
    {
        const Scenario s = builtin(QStringLiteral("heartbeat-slow-work"));
        const Trace t = simulate(s, s.policies);
        const Summary sum = summarize(t);
        QCOMPARE(verdictName(sum.verdict), QStringLiteral("safe"));
        // TTL 100 → interval 33 ms; A works 400 ms: extensions at 33, 66, …, 396 → twelve, all granted.
        const auto extensions = replies(t, Command::CompareAndExtend, 0);
        QCOMPARE(extensions.size(), 12);
        for (const std::optional<TraceEvent> &e : extensions)
            QCOMPARE(e->reply.integer, 1);
        // B gets the lock only after A released it.
        const Acquisition *b = firstOk(sum, 1);
        QVERIFY(b);
        QVERIFY(b->at > usFromMs(400));
    }

    void heartbeatFreezesDuringPause()
    {
        const Scenario s = builtin(QStringLiteral("heartbeat-gc-pause"));
        const Trace t = simulate(s, s.policies);
        const Summary sum = summarize(t);
        // A's process is frozen from ~0.2 to ~400.2 ms: no extension is sent inside the pause, and
        // the first one after it finds B's token and fails.
        const auto aExtends = sends(t, Command::CompareAndExtend, 0);
        QVERIFY(!aExtends.isEmpty());
        QVERIFY(aExtends.first()->at >= usFromMs(400));
        QCOMPARE(replies(t, Command::CompareAndExtend, 0).first()->reply.integer, 0);
        QVERIFY(hasViolation(sum, ViolationKind::MutualExclusion));
        QVERIFY(sum.verdict != Verdict::Safe);
    }

    void heartbeatCapStopsExtending()
    {
        Scenario s = builtin(QStringLiteral("heartbeat-slow-work"));
        Policies p = s.policies;
        p.heartbeat.maxExtensions = 3;
        const Trace t = simulate(s, p);
        QCOMPARE(replies(t, Command::CompareAndExtend, 0).size(), 3);
        // Three extensions carry the key to ~200 ms; then it expires under A.
        QVERIFY(hasViolation(summarize(t), ViolationKind::LockLostWhileHeld));
    }

    void retrySchedules_data()
    {
        QTest::addColumn<QByteArray>("acquire");
        QTest::addColumn<QList<double>>("gapsMs");  // between consecutive SET NX sends
        QTest::addColumn<double>("jitterMs");
        // Each try takes one 0.2 ms round trip before the pause starts.
        QTest::newRow("fixed") << QByteArray(R"("retryMs": 10, "maxTries": 5)") << QList<double>{10.2, 10.2, 10.2, 10.2}
                               << 0.0;
        QTest::newRow("exponential, capped")
            << QByteArray(R"("retryMs": 10, "maxTries": 6, "backoff": "exponential", "maxRetryMs": 50)")
            << QList<double>{10.2, 20.2, 40.2, 50.2, 50.2} << 0.0;
        QTest::newRow("jitter") << QByteArray(R"("retryMs": 10, "jitterMs": 10, "maxTries": 8)")
                                << QList<double>{10.2, 10.2, 10.2, 10.2, 10.2, 10.2, 10.2} << 10.0;
        QTest::newRow("timeout") << QByteArray(R"("retryMs": 10, "maxTries": 100, "timeoutMs": 35)")
                                 << QList<double>{10.2, 10.2, 10.2} << 0.0;
    }

    void retrySchedules()
    {
        QFETCH(QByteArray, acquire);
        QFETCH(QList<double>, gapsMs);
        QFETCH(double, jitterMs);
        const QByteArray json = R"({"lock": {"key": "k", "ttlMs": 1000}, "workers": [
            {"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 500}, {"do": "release"}]},
            {"name": "B", "startMs": 1, "steps": [{"do": "acquire", )"
                                + acquire + R"(}]}]})";
        const Scenario s = inlineScenario(json);
        for (quint64 seed : {1ULL, 2ULL}) {
            const Trace t = simulate(s, s.policies, seed);
            const auto tries = sends(t, Command::Set, 1);
            QCOMPARE(tries.size(), gapsMs.size() + 1);
            double jitterSeen = 0;
            for (int i = 0; i < gapsMs.size(); ++i) {
                const double gap = msFromUs(tries.at(i + 1)->at - tries.at(i)->at);
                QVERIFY2(gap >= gapsMs.at(i) - 1e-9 && gap <= gapsMs.at(i) + jitterMs + 1e-9,
                         qPrintable(QStringLiteral("try %1: gap %2 ms").arg(i + 2).arg(gap)));
                jitterSeen += gap - gapsMs.at(i);
            }
            if (jitterMs > 0)
                QVERIFY2(jitterSeen > 0, "jitter never added anything");
            // The same seed gives the same schedule.
            QCOMPARE(sends(simulate(s, s.policies, seed), Command::Set, 1).last()->at, tries.last()->at);
        }
    }

    void atomicFenceIsOneRoundTrip()
    {
        Scenario s = builtin(QStringLiteral("fencing"));
        Policies p = s.policies;
        p.fenceMode = FenceMode::Atomic;
        const Trace t = simulate(s, p);
        const Summary sum = summarize(t);
        QVERIFY(replies(t, Command::Incr).isEmpty());
        QVERIFY(!replies(t, Command::AcquireWithFence).isEmpty());
        QCOMPARE(sum.writes.size(), 2);
        QCOMPARE(sum.writes.at(0).fence, 2);  // B
        QVERIFY(sum.writes.at(0).accepted);
        QCOMPARE(sum.writes.at(1).fence, 1);  // A, late
        QVERIFY(!sum.writes.at(1).accepted);
        QCOMPARE(verdictName(sum.verdict), QStringLiteral("mutual-exclusion-violated"));
    }

    void restartWithoutPersistenceLosesTheLock()
    {
        const Scenario s = builtin(QStringLiteral("restart-loses-lock"));
        const Summary sum = summarize(simulate(s, s.policies));
        const Acquisition *b = firstOk(sum, 1);
        QVERIFY(b);
        QVERIFY(b->at > usFromMs(50) && b->at < usFromMs(100));  // right after the restart at 50 ms
        QVERIFY(hasViolation(sum, ViolationKind::LockLostWhileHeld));
        QCOMPARE(sum.keySpans.first().end, KeySpan::End::Lost);
        QCOMPARE(verdictName(sum.verdict), QStringLiteral("data-corrupted"));
    }

    void restartWithAofKeepsTheLock()
    {
        const Scenario s = builtin(QStringLiteral("restart-aof"));
        const Summary sum = summarize(simulate(s, s.policies));
        const Acquisition *b = firstOk(sum, 1);
        QVERIFY(b);
        QVERIFY(b->at > usFromMs(300));  // only after A released
        QCOMPARE(verdictName(sum.verdict), QStringLiteral("safe"));
    }

    void commandsDuringRestartFail()
    {
        const Scenario s = inlineScenario(R"({"lock": {"key": "k", "ttlMs": 1000},
            "faults": [{"kind": "restart", "atMs": 10, "downMs": 20}],
            "workers": [{"name": "A", "startMs": 15, "steps": [{"do": "acquire", "retryMs": 10, "maxTries": 5}]}]})");
        const Trace t = simulate(s, s.policies);
        // Down from 10 to 30 ms: the tries at 15 and 25.2 ms fail, the one at 35.4 ms takes the lock.
        const auto sets = replies(t, Command::Set, 0);
        QCOMPARE(sets.size(), 3);
        QCOMPARE(sets.at(0)->reply.kind, Reply::Kind::Error);
        QCOMPARE(sets.at(1)->reply.kind, Reply::Kind::Error);
        QVERIFY(sets.at(2)->reply.isOk());
        QCOMPARE(msFromUs(sets.at(2)->sentAt), 35.4);
        QCOMPARE(summarize(t).errors, 2);
    }

    void lostReplyIsUnknownButTookEffect()
    {
        const Scenario s = builtin(QStringLiteral("lost-reply"));
        const Trace t = simulate(s, s.policies);
        const Summary sum = summarize(t);
        const auto aSets = replies(t, Command::Set, 0);
        QCOMPARE(aSets.first()->reply.kind, Reply::Kind::Unknown);
        QCOMPARE(msFromUs(aSets.first()->at), 500.0);  // the client's timeout
        QCOMPARE(sum.unknownOutcomes, 1);
        QVERIFY(hasViolation(sum, ViolationKind::UnknownOutcome));
        // The server did take A's SET: the key lane shows A holding from ~0.1 ms.
        QVERIFY(!sum.keySpans.isEmpty());
        QCOMPARE(sum.keySpans.first().holder, 0);
        QVERIFY(sum.keySpans.first().from < usFromMs(1));
    }

    void pauseFaultFreezesAWorker()
    {
        const Scenario s = pauseFaultScenario();
        const Trace t = simulate(s, s.policies);
        // A's work would end at 50.2 ms; frozen from 10 to 210 ms, its write goes out at 210 ms.
        const auto aWrites = sends(t, Command::Write, 0);
        QCOMPARE(aWrites.size(), 1);
        QCOMPARE(msFromUs(aWrites.first()->at), 210.0);
        const Summary sum = summarize(t);
        QVERIFY(hasViolation(sum, ViolationKind::LockLostWhileHeld));
        QVERIFY(firstOk(sum, 1)->at < usFromMs(210));
    }

    void latencyFaultDelaysReplies()
    {
        const Scenario s = latencyFaultScenario();
        const Trace t = simulate(s, s.policies);
        QCOMPARE(msFromUs(replies(t, Command::Set, 0).first()->at), 30.2);  // 0.2 ms round trip + 30 ms
        // Sent after the window: no extra delay.
        const std::optional<TraceEvent> release = replies(t, Command::CompareAndDelete, 0).first();
        QCOMPARE(release->at - release->sentAt, usFromMs(0.2));
    }

    void clockJumpExpiresKeysEarly()
    {
        const Scenario s = clockJumpFaultScenario();
        const Trace t = simulate(s, s.policies);
        const Summary sum = summarize(t);
        // Set at 0.1 ms with a 1000 ms TTL; at 100 ms the server's clock jumps 950 ms ahead, past
        // the deadline, so the key expires at the jump, 900 ms early.
        QVERIFY(!sum.keySpans.isEmpty());
        QCOMPARE(sum.keySpans.first().end, KeySpan::End::Expired);
        QCOMPARE(msFromUs(sum.keySpans.first().to), 100.0);
        QVERIFY(firstOk(sum, 1)->at < usFromMs(300));
        QVERIFY(hasViolation(sum, ViolationKind::MutualExclusion));
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
