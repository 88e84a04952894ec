// SPDX-License-Identifier: MIT
// Redlock on the embedded model (issue 30, first slice): the scenario format's "instances" and
// Redlock fields with their errors, each library's validity, and the six lessons' verdicts with
// the quorum facts the interpretation decides (who held which instance, who believed until when).
#include "builtinscenario.h"
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/redlockfacts.h"
#include "core/report.h"
#include "core/scenarioloader.h"
#include "core/scenariowriter.h"
#include "core/simulation.h"
#include "core/summary.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

Summary run(const Scenario &s, Trace *out = nullptr)
{
    Trace trace = simulate(s, s.policies, 1);
    Summary summary = summarize(trace);
    if (out)
        *out = std::move(trace);
    return summary;
}

// The believed try of `worker` (the first, or the last when `last`), or nullptr.
const QuorumTry *believedTry(const Summary &s, int worker, bool last = false)
{
    const QuorumTry *found = nullptr;
    for (const QuorumTry &t : s.quorumTries) {
        if (t.worker == worker && t.believed) {
            found = &t;
            if (!last)
                break;
        }
    }
    return found;
}

QString witness(const Trace &trace, const Summary &s)
{
    for (const Violation &v : s.violations) {
        if (v.kind == ViolationKind::MutualExclusion)
            return Witnesses(trace, s).text(v);
    }
    return {};
}

const QByteArray redlockBase = R"({"name": "x", "lock": {"ttlMs": 1000, "algorithm": "redlock"%1},
  "redis": {"instances": %2}%3,
  "workers": [{"name": "A", "steps": [{"do": "acquire"}%4]}]})";

QByteArray redlockJson(const QString &lock, int instances, const QString &top = {}, const QString &steps = {})
{
    return QString::fromLatin1(redlockBase).arg(lock).arg(instances).arg(top, steps).toUtf8();
}

}  // namespace

class TestRedlock : public QObject {
    Q_OBJECT
private slots:
    void lessonsAreListed()
    {
        const QStringList names = builtinScenarioNames();
        for (const char *name : {"redlock-majority", "redlock-restart", "redlock-restart-delayed", "redlock-clock-jump",
                                 "redlock-gc-pause", "redlock-slow-acquire"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
    }

    void lessonVerdicts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<QStringList>("words");  // in the mutual-exclusion witness
        QTest::newRow("majority") << QStringLiteral("redlock-majority") << Verdict::Safe << QStringList();
        QTest::newRow("restart") << QStringLiteral("redlock-restart") << Verdict::DataCorrupted
                                 << QStringList{QStringLiteral("B got 3 of 5"), QStringLiteral("instances 3, 4 and 5"),
                                                QStringLiteral("A still believed it held 3 of 5"),
                                                QStringLiteral("instances 1, 2 and 3"),
                                                QStringLiteral("instance 3 restarted without persistence at 100 ms")};
        QTest::newRow("restart-delayed") << QStringLiteral("redlock-restart-delayed") << Verdict::Safe << QStringList();
        QTest::newRow("clock-jump")
            << QStringLiteral("redlock-clock-jump") << Verdict::DataCorrupted
            << QStringList{
                   QStringLiteral("B got 3 of 5"), QStringLiteral("instances 3, 4 and 5"),
                   QStringLiteral("A's key on instance 3 expired at 100 ms, early: the instance's clock jumped")};
        QTest::newRow("gc-pause") << QStringLiteral("redlock-gc-pause") << Verdict::MutualExclusionViolated
                                  << QStringList{QStringLiteral("B got 5 of 5"),
                                                 QStringLiteral("A still believed it held 5 of 5"),
                                                 QStringLiteral("until 1501 ms, its validity over at 990 ms"),
                                                 QStringLiteral("A's keys on instances 1, 2, 3, 4 and 5 expired")};
        QTest::newRow("slow-acquire") << QStringLiteral("redlock-slow-acquire") << Verdict::Safe << QStringList();
    }
    void lessonVerdicts()
    {
        QFETCH(QString, name);
        QFETCH(Verdict, verdict);
        QFETCH(QStringList, words);
        const Scenario s = builtin(name);
        QVERIFY(s.redlock.enabled());
        QCOMPARE(s.instances, 5);
        Trace trace;
        const Summary summary = run(s, &trace);
        QCOMPARE(trace.quorum, 3);
        QCOMPARE(summary.quorum, 3);
        QCOMPARE(verdictName(summary.verdict), verdictName(verdict));
        const QString text = witness(trace, summary);
        for (const QString &word : words)
            QVERIFY2(text.contains(word), qPrintable(text));
        // The text report names the quorum.
        QVERIFY(runReport(s, trace, summary).contains(QStringLiteral("3 of 5 needed")));
    }

    void majorityQuorumFacts()
    {
        const Summary s = run(builtin(QStringLiteral("redlock-majority")));
        const QuorumTry *a = believedTry(s, 0);
        const QuorumTry *b = believedTry(s, 1);
        QVERIFY(a && b);
        QCOMPARE(a->granted, (QList<int>{1, 3, 4, 5}));  // instance 2 is down all along
        QCOMPARE(b->granted, (QList<int>{1, 3, 4, 5}));
        QVERIFY(b->decidedAt > a->believedUntil);  // B only after A released everywhere
        // B's tries while A held got nothing, and were given back.
        QVERIFY(std::any_of(s.quorumTries.cbegin(), s.quorumTries.cend(),
                            [](const QuorumTry &t) { return t.worker == 1 && !t.believed && t.granted.isEmpty(); }));
        QVERIFY(s.overlaps.isEmpty());
        // One acquisition each, B's after the tries it gave back; the quorum's holder is the key span.
        QCOMPARE(s.acquisitions.size(), 2);
        QVERIFY(s.acquisitions.at(0).ok && s.acquisitions.at(1).ok);
        QVERIFY(s.acquisitions.at(1).attempts > 1);
        QCOMPARE(s.keySpans.size(), 2);
        QCOMPARE(s.keySpans.at(0).holder, 0);
        QCOMPARE(s.keySpans.at(1).holder, 1);
        // Each instance's holders: A then B on 1, 3, 4, 5; nobody on 2.
        for (int instance : {1, 3, 4, 5}) {
            QList<int> holders;
            for (const InstanceSpan &span : s.instanceSpans)
                if (span.instance == instance)
                    holders << span.holder;
            QCOMPARE(holders, (QList<int>{0, 1}));
        }
        QVERIFY(std::none_of(s.instanceSpans.cbegin(), s.instanceSpans.cend(),
                             [](const InstanceSpan &span) { return span.instance == 2; }));
    }

    void restartQuorumFacts()
    {
        const Summary s = run(builtin(QStringLiteral("redlock-restart")));
        const QuorumTry *a = believedTry(s, 0);
        const QuorumTry *b = believedTry(s, 1);
        QVERIFY(a && b);
        QCOMPARE(a->granted, (QList<int>{1, 2, 3}));
        QCOMPARE(b->granted, (QList<int>{3, 4, 5}));
        QCOMPARE(s.overlaps.size(), 1);
        QCOMPARE(s.overlaps.first().workers, (QList<int>{0, 1}));
        bool lost = false;
        for (const InstanceSpan &span : s.instanceSpans)
            lost |= span.instance == 3 && span.holder == 0 && span.end == InstanceSpan::End::Lost
                    && span.to == usFromMs(100);
        QVERIFY(lost);
    }

    void delayedRestartKeepsTheQuorumSafe()
    {
        const Summary s = run(builtin(QStringLiteral("redlock-restart-delayed")));
        const QuorumTry *b = believedTry(s, 1);
        QVERIFY(b);
        QVERIFY(!b->granted.contains(3));  // instance 3 is still down when B gets the lock
        QVERIFY(std::any_of(s.quorumTries.cbegin(), s.quorumTries.cend(), [](const QuorumTry &t) {
            return t.worker == 1 && !t.believed && t.granted == QList<int>{4, 5};  // 2 of 5: no quorum
        }));
    }

    void clockJumpExpiresEarly()
    {
        const Summary s = run(builtin(QStringLiteral("redlock-clock-jump")));
        bool early = false;
        for (const InstanceSpan &span : s.instanceSpans)
            early |= span.instance == 3 && span.holder == 0 && span.end == InstanceSpan::End::Expired && span.early
                     && span.to < usFromMs(1000);
        QVERIFY(early);
        QCOMPARE(believedTry(s, 1)->granted, (QList<int>{3, 4, 5}));
    }

    // The instant reads each instance's own key: who holds there and the PTTL that server would
    // answer; the quorum's holder is the lock's (the inspector shows both).
    void instantShowsEachInstance()
    {
        Trace trace;
        run(builtin(QStringLiteral("redlock-clock-jump")), &trace);
        const Interpretation interpretation(trace);
        const Instant before = interpretation.at(usFromMs(50));
        QCOMPARE(before.instances.size(), 5);
        QCOMPARE(before.holder, 0);
        QCOMPARE(before.instances.at(2).holder, 0);   // instance 3: A's, before its clock jumps at 100 ms
        QCOMPARE(before.instances.at(3).holder, -1);  // instances 4 and 5 are down
        QCOMPARE(before.instances.at(3).pttlMs, -2);
        const Instant during = interpretation.at(usFromMs(200));
        QCOMPARE(during.holder, 1);  // B reached the quorum
        for (int i : {0, 1}) {
            QCOMPARE(during.instances.at(i).holder, 0);
            QVERIFY2(during.instances.at(i).pttlMs > 790 && during.instances.at(i).pttlMs <= 800,
                     qPrintable(QString::number(during.instances.at(i).pttlMs)));
        }
        for (int i : {2, 3, 4}) {
            QCOMPARE(during.instances.at(i).holder, 1);
            QVERIFY2(during.instances.at(i).pttlMs > 940 && during.instances.at(i).pttlMs <= 951,
                     qPrintable(QString::number(during.instances.at(i).pttlMs)));
        }
        QVERIFY(Interpretation(simulate(builtin(QStringLiteral("ttl-overlap")), {}, 1)).at(0).instances.isEmpty());
    }

    // The lock's generations are the tries that reached the quorum, on whichever instances: B took it
    // after A, so A's write after B's is stale. A release is one round over the instances.
    void quorumTriesAreGenerations()
    {
        Trace trace;
        const Summary s = run(builtin(QStringLiteral("redlock-clock-jump")), &trace);
        QCOMPARE(s.writes.size(), 2);
        QCOMPARE(s.writes.at(0).worker, 1);
        QVERIFY(!s.writes.at(0).stale);
        QCOMPARE(s.writes.at(1).worker, 0);
        QVERIFY(s.writes.at(1).stale);
        QCOMPARE(s.releases.size(), 2);
        QCOMPARE(s.releases.at(0).worker, 1);
        QCOMPARE(s.releases.at(0).result, ReleaseResult::Released);
        QCOMPARE(s.releases.at(1).worker, 0);
        QCOMPARE(s.releases.at(1).result, ReleaseResult::Released);  // its keys on instances 1 and 2
        QCOMPARE(s.foreignDeletes, 0);
        // Each instance's compare-and-delete says what it met there: A's key on 3 was gone, and B
        // had deleted its own keys on 3, 4 and 5: no key, as a DEL that finds none.
        const Interpretation in(trace);
        QList<Outcome> outcomes;
        for (qsizetype i = 0; i < trace.events.size(); ++i) {
            const TraceEvent &e = trace.events.at(i);
            if (e.kind == EventKind::Replied && e.worker == 0 && e.request.command == Command::CompareAndDelete)
                outcomes << in.meaning(i).outcome;
        }
        QCOMPARE(outcomes, (QList<Outcome>{Outcome::Released, Outcome::Released, Outcome::NoKey, Outcome::NoKey,
                                           Outcome::NoKey}));

        // A try that got no quorum gives back what it got: not a release of the lock.
        const Summary majority = run(builtin(QStringLiteral("redlock-majority")));
        QVERIFY(std::count_if(majority.quorumTries.cbegin(), majority.quorumTries.cend(),
                              [](const QuorumTry &t) { return !t.believed; })
                > 0);
        QCOMPARE(majority.releases.size(), 2);
        for (const Release &r : majority.releases)
            QCOMPARE(r.result, ReleaseResult::Released);
    }

    void pausedWorkerBelievesUntilItThaws()
    {
        const Summary s = run(builtin(QStringLiteral("redlock-gc-pause")));
        const QuorumTry *a = believedTry(s, 0);
        QVERIFY(a);
        QCOMPARE(a->granted.size(), 5);
        // Valid for about 990 ms, but a frozen process runs no timer: the belief ends at the thaw.
        QCOMPARE(a->believedUntil, a->decidedAt + usFromMs(1500));  // the pause began at its last reply
        QVERIFY(believedTry(s, 1)->decidedAt < usFromMs(1500));
    }

    // The worker believes for the validity, not the TTL: each library's formula.
    void validityByVariant_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<qint64>("believedMs");  // -1: until it releases (no validity term)
        // A asks five instances at 0.2 ms a round trip: 1 ms. TTL 1000, drift 0.01.
        QTest::newRow("redsync") << QStringLiteral("redsync") << qint64(1000 - 10);            // − TTL × drift
        QTest::newRow("node-redlock") << QStringLiteral("node-redlock") << qint64(1000 - 12);  // − (10 + 2)
        QTest::newRow("redisson") << QStringLiteral("redisson") << qint64(-1);
    }
    void validityByVariant()
    {
        QFETCH(QString, variant);
        QFETCH(qint64, believedMs);
        Scenario s;
        LoadError error;
        const QByteArray json =
            redlockJson(QStringLiteral(", \"variant\": \"%1\"").arg(variant), 5, {},
                        QStringLiteral(", {\"do\": \"work\", \"ms\": 2000}, {\"do\": \"release\"}"));
        QVERIFY2(parseScenario(json, QStringLiteral("x.json"), &s, &error), qPrintable(error.toString()));
        const Summary summary = run(s);
        const QuorumTry *a = believedTry(summary, 0);
        QVERIFY(a);
        QCOMPARE(a->sentAt, Micros(0));
        if (believedMs < 0)
            QVERIFY(a->believedUntil > usFromMs(2000));  // until the release
        else
            QCOMPARE(a->believedUntil, usFromMs(static_cast<double>(believedMs)));
        // The validity the engine decided on is in the trace, and the lane and inspector read it there.
        QCOMPARE(a->validUntil, believedMs < 0 ? Micros(-1) : usFromMs(static_cast<double>(believedMs)));
        QCOMPARE(a->decidedAt, usFromMs(1));
        QCOMPARE(quorumLabel(summary, *a),
                 believedMs < 0 ? QStringLiteral("5/5") : QStringLiteral("5/5 · valid %1 ms").arg(believedMs - 1));
    }

    // The validity is a fact of the trace: it survives both recording encodings, and a recording
    // without it (before issue 30's validity) still reads, with no validity.
    void validityIsRecorded()
    {
        Recording recording;
        recording.scenarioJson = "{}";
        recording.trace = simulate(builtin(QStringLiteral("redlock-clock-jump")), {}, 1);
        const Micros validUntil = believedTry(summarize(recording.trace), 0)->validUntil;
        QCOMPARE(validUntil, usFromMs(1000 - 10));  // redsync: A asked at 0 ms
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("r.locklab.json"), QStringLiteral("r.locklab")}) {
            const QString path = dir.filePath(name);
            QString error;
            QVERIFY2(saveRecording(path, recording, &error), qPrintable(error));
            Recording back;
            QVERIFY2(loadRecording(path, &back, &error), qPrintable(error));
            QCOMPARE(believedTry(summarize(back.trace), 0)->validUntil, validUntil);
        }
        // The same recording as a build from before wrote it: no "dl" on a state.
        QStringList lines = QString::fromUtf8(writeRecording(recording)).split(u'\n');
        const QRegularExpression dl(QStringLiteral(R"(,\s*"dl":\s*\d+)"));
        int stripped = 0;
        for (QString &line : lines) {
            if (line.contains(QStringLiteral(R"("k":"state")")) && line.contains(dl)) {
                line.remove(dl);
                ++stripped;
            }
        }
        QVERIFY(stripped >= 2);  // A's grant and B's
        Recording old;
        QString error;
        QVERIFY2(readRecording(lines.join(u'\n').toUtf8(), QStringLiteral("old.locklab.json"), &old, &error),
                 qPrintable(error));
        const Summary summary = summarize(old.trace);
        QCOMPARE(believedTry(summary, 0)->validUntil, Micros(-1));
        QCOMPARE(quorumLabel(summary, *believedTry(summary, 0)), QStringLiteral("3/5"));
    }

    void slowAcquireFormulasDiffer()
    {
        Scenario corrected = builtin(QStringLiteral("redlock-slow-acquire"));
        QCOMPARE(corrected.redlock.variant, RedlockVariant::NodeRedlock);
        Scenario beta = corrected;
        beta.redlock.validityFrom = ValidityFrom::FirstAttempt;
        const Summary ok = run(corrected);
        Trace badTrace;
        const Summary bad = run(beta, &badTrace);
        // The first try takes longer than the TTL (100 ms) on both.
        QVERIFY(ok.quorumTries.first().decidedAt - ok.quorumTries.first().sentAt > usFromMs(100));
        QCOMPARE(ok.quorumTries.first().granted.size(), 5);
        QVERIFY(!ok.quorumTries.first().believed);  // the corrected formula refuses it
        QVERIFY(bad.quorumTries.first().believed);  // beta.2 believes a lock already expired
        // ... and the trace says so: the validity it computed and never checked is over when it decides.
        QVERIFY(bad.quorumTries.first().validUntil >= 0);
        QVERIFY(bad.quorumTries.first().validity() < 0);
        QVERIFY2(quorumLabel(bad, bad.quorumTries.first()).startsWith(QStringLiteral("5/5 · valid -")),
                 qPrintable(quorumLabel(bad, bad.quorumTries.first())));
        QCOMPARE(ok.verdict, Verdict::Safe);
        QCOMPARE(bad.verdict, Verdict::MutualExclusionViolated);
        const QString text = witness(badTrace, bad);
        QVERIFY2(text.contains(QStringLiteral("B got 3 of 5")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("A still believed it held 5 of 5")), qPrintable(text));
    }

    // Issue 30 item 2: three of five instances stalled past the per-instance timeout (redsync's
    // TTL × 0.05 = 50 ms). The client gives up on each at its timeout instead of waiting for the
    // stall, counts it as failed, misses the quorum, releases everywhere and retries after the stall.
    void stallFailsTheQuorum()
    {
        const QByteArray json =
            redlockJson({}, 5, QStringLiteral(R"(, "faults": [
    {"kind": "stall", "instance": 1, "atMs": 0, "ms": 200},
    {"kind": "stall", "instance": 2, "atMs": 0, "ms": 200},
    {"kind": "stall", "instance": 3, "atMs": 0, "ms": 200}])"))
                .replace(R"("steps": [{"do": "acquire"})",
                         R"("startMs": 10, "steps": [{"do": "acquire", "maxTries": 3, "retryMs": 100})");
        Scenario scenario;
        LoadError error;
        QVERIFY2(parseScenario(json, QStringLiteral("x.json"), &scenario, &error), qPrintable(error.toString()));
        QCOMPARE(scenario.faults.size(), 3);
        QCOMPARE(scenario.faults.at(2).kind, FaultKind::Stall);
        QCOMPARE(scenario.faults.at(2).instance, 2);
        Trace trace;
        const Summary s = run(scenario, &trace);
        QVERIFY(s.quorumTries.size() >= 2);
        const QuorumTry &first = s.quorumTries.first();
        QVERIFY(!first.believed);
        QCOMPARE(first.granted, (QList<int>{4, 5}));
        // Three timeouts of 50 ms, not the 200 ms stall: the client did not wait for the stalled servers.
        QVERIFY2(first.decidedAt < usFromMs(200), qPrintable(QString::number(first.decidedAt)));
        QVERIFY(first.decidedAt >= usFromMs(10 + 3 * 50));
        const QuorumTry *held = believedTry(s, 0);
        QVERIFY(held);
        QCOMPARE(held->granted, (QList<int>{1, 2, 3, 4, 5}));
        QVERIFY(held->sentAt >= usFromMs(200));
        // The SETs to the stalled instances got no reply; the releases after them were answered once
        // the servers ran what was queued (SET, then the compare-and-delete of the same token).
        int unknown = 0;
        for (const TraceEvent &e : trace.events.ofKind(EventKind::Replied)) {
            if (e.request.command == Command::Set && e.at < usFromMs(200)) {
                const int instance = keyInstance(e.request.key);
                QCOMPARE(e.reply.kind == Reply::Kind::Unknown, instance <= 3);
                unknown += e.reply.kind == Reply::Kind::Unknown ? 1 : 0;
            }
            if (e.request.command == Command::CompareAndDelete && keyInstance(e.request.key) == 1
                && e.sentAt < usFromMs(200)) {
                QCOMPARE(e.reply.kind, Reply::Kind::Integer);
                QCOMPARE(e.reply.integer, 1);  // A's own key, set by its queued SET at the stall's end
                QVERIFY(e.at >= usFromMs(200));
            }
        }
        QCOMPARE(unknown, 3);
        // The fault names its instance and lasts its ms: the timeline's band.
        int stalls = 0;
        for (const TraceEvent &e : trace.events.ofKind(EventKind::Fault)) {
            if (e.fault == FaultKind::Stall) {
                QCOMPARE(e.deadline - e.at, usFromMs(200));
                QVERIFY(e.requestId >= 1 && e.requestId <= 3);
                ++stalls;
            }
        }
        QCOMPARE(stalls, 3);
    }

    // A stalled instance expires nothing while stopped; what it would have expired expires, by its
    // clock, when it resumes: the key A left there is gone for B's SET, queued during the stall.
    void stalledInstanceExpiresOnResume()
    {
        const QByteArray json = QByteArray(R"({"name": "x", "lock": {"ttlMs": 100, "algorithm": "redlock",
  "instanceTimeoutMs": 500}, "redis": {"instances": 3},
  "faults": [{"kind": "stall", "instance": 2, "atMs": 50, "ms": 200}],
  "workers": [{"name": "A", "steps": [{"do": "acquire"}]},
              {"name": "B", "startMs": 120, "steps": [{"do": "acquire"}]}]})");
        Scenario scenario;
        LoadError error;
        QVERIFY2(parseScenario(json, QStringLiteral("x.json"), &scenario, &error), qPrintable(error.toString()));
        Trace trace;
        run(scenario, &trace);
        bool expiredAfterStall = false;
        bool bGotInstance2 = false;
        for (qsizetype i = 0; i < trace.events.size(); ++i) {
            const TraceEvent e = trace.events.at(i);
            if (e.kind == EventKind::Expired && e.text == instanceKey(scenario.lockKey, 2)) {
                QVERIFY2(e.at >= usFromMs(250), qPrintable(QString::number(e.at)));  // not at its 100 ms deadline
                QCOMPARE(e.deadline, usFromMs(100));
                expiredAfterStall = true;
            }
            if (e.kind == EventKind::Replied && e.worker == 1 && e.request.command == Command::Set
                && keyInstance(e.request.key) == 2) {
                QVERIFY(e.reply.isOk());  // B's SET NX waited out the stall (timeout 500 ms), then took
                QVERIFY(e.at >= usFromMs(250));
                bGotInstance2 = true;
            }
        }
        QVERIFY(expiredAfterStall);
        QVERIFY(bGotInstance2);
    }

    // A slow network to one instance (every reply from it late, for every worker): with a per-instance
    // timeout long enough to wait for it, the elapsed time eats the validity (redsync: TTL − elapsed −
    // TTL × drift), so the check refuses a 5-of-5 grant; after the window the retry holds.
    void delayEatsTheValidity()
    {
        const QByteArray json =
            redlockJson(QStringLiteral(", \"instanceTimeoutMs\": 2000"), 5, QStringLiteral(R"(, "faults": [
    {"kind": "latency", "instance": 2, "atMs": 0, "untilMs": 1000, "ms": 995}])"))
                .replace(R"("steps": [{"do": "acquire"})",
                         R"("startMs": 10, "steps": [{"do": "acquire", "maxTries": 2, "retryMs": 100})");
        Scenario scenario;
        LoadError error;
        QVERIFY2(parseScenario(json, QStringLiteral("x.json"), &scenario, &error), qPrintable(error.toString()));
        QCOMPARE(scenario.faults.first().kind, FaultKind::Latency);
        QCOMPARE(scenario.faults.first().instance, 1);
        QCOMPARE(scenario.faults.first().worker, -1);
        Trace trace;
        const Summary s = run(scenario, &trace);
        QVERIFY(s.quorumTries.size() >= 2);
        const QuorumTry &first = s.quorumTries.first();
        QCOMPARE(first.granted.size(), 5);
        QVERIFY(first.decidedAt - first.sentAt > usFromMs(995));
        QVERIFY(!first.believed);  // the validity is gone: 1000 − 995.x − 10 < 0
        const QuorumTry *held = believedTry(s, 0);
        QVERIFY(held);
        QVERIFY(held->decidedAt - held->sentAt < usFromMs(10));  // the window is over
        // Only instance 2's replies were late.
        for (const TraceEvent &e : trace.events.ofKind(EventKind::Replied)) {
            if (e.request.command == Command::Set && e.sentAt < usFromMs(1000))
                QCOMPARE(e.at - e.sentAt >= usFromMs(995), keyInstance(e.request.key) == 2);
        }
        // Without the delay the first try holds: the fault is what refused it.
        scenario.faults.clear();
        QVERIFY(run(scenario).quorumTries.first().believed);
    }

    // The written scenario reads back with the same stall and instance delay.
    void stallAndDelayRoundTrip()
    {
        Scenario s = builtin(QStringLiteral("redlock-majority"));
        s.faults.clear();
        s.faults.append(Fault{.kind = FaultKind::Stall, .atMs = 5, .ms = 300, .instance = 4});
        s.faults.append(Fault{.kind = FaultKind::Latency, .atMs = 7, .ms = 40, .untilMs = 90, .instance = 1});
        const QByteArray json = writeScenario(s);
        QVERIFY2(json.contains("\"kind\": \"stall\""), json.constData());
        Scenario back;
        LoadError error;
        QVERIFY2(parseScenario(json, QStringLiteral("x.json"), &back, &error), qPrintable(error.toString()));
        QCOMPARE(back.faults.size(), 2);
        QCOMPARE(back.faults.at(0).kind, FaultKind::Stall);
        QCOMPARE(back.faults.at(0).instance, 4);
        QCOMPARE(back.faults.at(0).ms, 300);
        QCOMPARE(back.faults.at(1).kind, FaultKind::Latency);
        QCOMPARE(back.faults.at(1).instance, 1);
        QCOMPARE(back.faults.at(1).worker, -1);
        QCOMPARE(back.faults.at(1).untilMs, 90);
    }

    void loaderErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");  // the error's path and message, as toString() gives them
        QTest::newRow("quorum above instances")
            << redlockJson(QStringLiteral(", \"quorum\": 4"), 3)
            << QStringLiteral("x.json:1:73: lock.quorum: expected an integer from 1 to 3 (the instances), got 4");
        QTest::newRow("eight instances") << redlockJson(
            {}, 8) << QStringLiteral("x.json:2:26: redis.instances: expected an integer from 1 to 7, got 8");
        QTest::newRow("unknown variant") << redlockJson(QStringLiteral(", \"variant\": \"redlock-py\""), 5)
                                         << QStringLiteral("lock.variant: expected one of");
        QTest::newRow("drift out of range")
            << redlockJson(QStringLiteral(", \"driftFactor\": 2"), 5) << QStringLiteral("lock.driftFactor: expected");
        QTest::newRow("instances without redlock")
            << QByteArray(R"({"name": "x", "lock": {"ttlMs": 1000}, "redis": {"instances": 3},
  "workers": [{"name": "A", "steps": [{"do": "acquire"}]}]})")
            << QStringLiteral("x.json:1:63: redis.instances: independent instances need \"algorithm\": \"redlock\"");
        QTest::newRow("variant without redlock")
            << QByteArray(R"({"name": "x", "lock": {"ttlMs": 1000, "variant": "redsync"},
  "workers": [{"name": "A", "steps": [{"do": "acquire"}]}]})")
            << QStringLiteral("lock.variant: only a Redlock has this");
        QTest::newRow("fault without instance")
            << redlockJson({}, 5, QStringLiteral(", \"faults\": [{\"kind\": \"restart\", \"atMs\": 1}]"))
            << QStringLiteral("faults[0].kind: say which of the 5 instances");
        QTest::newRow("instance out of range")
            << redlockJson({}, 3,
                           QStringLiteral(", \"faults\": [{\"kind\": \"clock-jump\", \"atMs\": 1, \"ms\": 5, "
                                          "\"instance\": 4}]"))
            << QStringLiteral("faults[0].instance: expected an integer from 1 to 3, got 4");
        QTest::newRow("stall without instance")
            << redlockJson({}, 5, QStringLiteral(", \"faults\": [{\"kind\": \"stall\", \"atMs\": 1, \"ms\": 5}]"))
            << QStringLiteral("faults[0].kind: say which of the 5 instances");
        QTest::newRow("stall without ms")
            << redlockJson({}, 5, QStringLiteral(", \"faults\": [{\"kind\": \"stall\", \"atMs\": 1, \"instance\": 2}]"))
            << QStringLiteral("faults[0]: missing required field \"ms\" for \"stall\"");
        QTest::newRow("latency of a worker and an instance")
            << redlockJson({}, 3,
                           QStringLiteral(", \"faults\": [{\"kind\": \"latency\", \"atMs\": 1, \"ms\": 5, "
                                          "\"worker\": \"A\", \"instance\": 2}]"))
            << QStringLiteral("faults[0]: a latency delays one worker's replies or every reply from one instance");
        QTest::newRow("latency of nobody")
            << redlockJson({}, 3, QStringLiteral(", \"faults\": [{\"kind\": \"latency\", \"atMs\": 1, \"ms\": 5}]"))
            << QStringLiteral("faults[0]: a latency delays one worker's replies or every reply from one instance");
        QTest::newRow("instance latency with nth")
            << redlockJson({}, 3,
                           QStringLiteral(", \"faults\": [{\"kind\": \"latency\", \"atMs\": 1, \"ms\": 5, "
                                          "\"instance\": 2, \"nth\": 1}]"))
            << QStringLiteral("faults[0].nth: an instance's delay is a window");
        QTest::newRow("check step") << redlockJson({}, 3, {}, QStringLiteral(", {\"do\": \"check\"}"))
                                    << QStringLiteral("workers[0].steps[1].do: a Redlock has no one key to check");
        QTest::newRow("replicas and instances")
            << redlockJson({}, 3).replace("\"redis\": {", "\"redis\": {\"replicas\": 1, ")
            << QStringLiteral("redis.instances: independent instances have no replicas");
    }
    void loaderErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        Scenario s;
        LoadError error;
        QVERIFY(!parseScenario(json, QStringLiteral("x.json"), &s, &error));
        QVERIFY2(error.line > 0, qPrintable(error.toString()));
        QVERIFY2(error.toString().contains(expected), qPrintable(error.toString()));
    }

    void defaultsAreRedsyncs()
    {
        Scenario s;
        LoadError error;
        QVERIFY2(parseScenario(redlockJson({}, 5), QStringLiteral("x.json"), &s, &error), qPrintable(error.toString()));
        QCOMPARE(s.redlock.variant, RedlockVariant::Redsync);
        QCOMPARE(s.redlock.driftFactor, 0.01);
        QCOMPARE(redlockQuorum(s.redlock, 5), 3);
        QCOMPARE(redlockQuorum(s.redlock, 4), 3);
        QCOMPARE(redlockInstanceTimeoutMs(s.redlock, 8000, 500), qint64(400));  // expiry × 0.05
        QCOMPARE(redlockDrift(s.redlock, 8000), Micros(80000));
        s.redlock.variant = RedlockVariant::NodeRedlock;
        QCOMPARE(redlockDrift(s.redlock, 8000), Micros(82000));  // round(80) + 2 ms
        QCOMPARE(redlockInstanceTimeoutMs(s.redlock, 8000, 500), qint64(500));
        s.redlock.variant = RedlockVariant::Redisson;
        QCOMPARE(redlockDrift(s.redlock, 8000), Micros(0));
    }
};

QTEST_GUILESS_MAIN(TestRedlock)
#include "tst_redlock.moc"
