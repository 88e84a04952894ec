// SPDX-License-Identifier: MIT
// Issue 7: the sweep engine's determinism, its analytic cases and its CSV.
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "core/sweep.h"

#include <QTest>

using namespace locklab;

namespace {

SweepConfig ttlOverlapSweep(int trials, int threads)
{
    SweepConfig c;
    LoadError error;
    if (!loadBuiltinScenario(QStringLiteral("ttl-overlap"), &c.scenario, &error))
        qFatal("%s", qPrintable(error.toString()));
    c.policies = c.scenario.policies;
    SweepAxis ttl;
    QString message;
    if (!SweepAxis::parse(QStringLiteral("ttl=50:500:150"), &ttl, &message))
        qFatal("%s", qPrintable(message));
    c.axes = {ttl};
    c.trials = trials;
    c.seed = 42;
    c.threads = threads;
    if (!Distribution::parse(QStringLiteral("lognormal:median=200,sigma=0.8"), &c.pause, &message))
        qFatal("%s", qPrintable(message));
    return c;
}

}  // namespace

class TestSweep : public QObject {
    Q_OBJECT

private slots:
    void sameResultWhateverTheThreadCount()
    {
        const SweepResult one = SweepRunner(ttlOverlapSweep(300, 1)).run();
        const SweepResult two = SweepRunner(ttlOverlapSweep(300, 2)).run();
        const SweepResult four = SweepRunner(ttlOverlapSweep(300, 4)).run();
        QCOMPARE(sweepToCsv(one), sweepToCsv(two));
        QCOMPARE(sweepToCsv(one), sweepToCsv(four));
        // …and the sweep is not trivially constant: violations fall as the TTL grows.
        QVERIFY(one.points.first().fencingOff.violation.value > one.points.last().fencingOff.violation.value);
        QVERIFY(one.points.first().fencingOff.violation.value > 0.5);
    }

    void fencingOnNeverAcceptsAStaleWrite()
    {
        const SweepResult r = SweepRunner(ttlOverlapSweep(300, 2)).run();
        bool staleWithoutFencing = false;
        for (const SweepPoint &p : r.points) {
            QCOMPARE(p.fencingOn.staleWrite.value, 0.0);
            staleWithoutFencing |= p.fencingOff.staleWrite.value > 0;
            // Fencing changes the writes, not the lock: the same trials overlap either way.
            QCOMPARE(p.fencingOn.violation.value, p.fencingOff.violation.value);
        }
        QVERIFY(staleWithoutFencing);
    }

    void analyticCases_data()
    {
        QTest::addColumn<QString>("pause");
        QTest::addColumn<double>("expected");
        // TTL 100 ms, B retries every 20 ms: a pause always longer than the TTL (plus B's retry
        // and B's round trips) always overlaps; one shorter than TTL minus the retry interval never does.
        QTest::newRow("always longer than the TTL") << QStringLiteral("pareto:min=130,alpha=2") << 1.0;
        QTest::newRow("always shorter than TTL - retry") << QStringLiteral("fixed:70") << 0.0;
    }

    void analyticCases()
    {
        QFETCH(QString, pause);
        QFETCH(double, expected);
        SweepConfig c = ttlOverlapSweep(500, 2);
        SweepAxis ttl;
        QString message;
        QVERIFY(SweepAxis::parse(QStringLiteral("ttl=100"), &ttl, &message));
        c.axes = {ttl};
        QVERIFY2(Distribution::parse(pause, &c.pause, &message), qPrintable(message));
        const SweepResult r = SweepRunner(c).run();
        QCOMPARE(r.points.size(), 1);
        QCOMPARE(r.points.first().fencingOff.violation.value, expected);
        QCOMPARE(r.trialsRun, 500);
    }

    void exemplarReproducesAViolation()
    {
        const SweepConfig c = ttlOverlapSweep(200, 2);
        SweepRunner runner(c);
        const SweepResult r = runner.run();
        const int trial = r.points.first().fencingOff.exemplarTrial;
        QVERIFY(trial >= 0);
        // Re-running the exemplar trial alone gives the violation it was picked for.
        Policies p = c.policies;
        p.fencing = false;
        const Summary s = summarize(simulate(runner.trialScenario(0, trial), p, runner.trialSeed(0, trial)));
        QVERIFY(!s.overlaps.isEmpty());
    }

    void csvHasOneRowPerPoint()
    {
        const SweepResult r = SweepRunner(ttlOverlapSweep(50, 2)).run();
        const QStringList lines = sweepToCsv(r).trimmed().split(u'\n');
        QCOMPARE(lines.size(), r.points.size() + 1);
        QVERIFY(lines.first().startsWith(QStringLiteral("ttl,fencing_off_p_violation,")));
        const QStringList first = lines.at(1).split(u',');
        QCOMPARE(first.at(0), QStringLiteral("50"));
        QCOMPARE(first.at(1).toDouble(), r.points.first().fencingOff.violation.value);
    }

    void parsesAxesAndDistributions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("count");
        QTest::newRow("range") << QStringLiteral("ttl=50:500:50") << true << 10;
        QTest::newRow("list") << QStringLiteral("workers=2,4,8") << true << 3;
        QTest::newRow("unknown") << QStringLiteral("speed=1:2:1") << false << 0;
        QTest::newRow("probability > 1") << QStringLiteral("pause-prob=0:2:0.5") << false << 0;
        QTest::newRow("backwards") << QStringLiteral("ttl=500:50:50") << false << 0;
    }

    void parsesAxesAndDistributions()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(int, count);
        SweepAxis axis;
        QString error;
        QCOMPARE(SweepAxis::parse(text, &axis, &error), ok);
        if (ok)
            QCOMPARE(axis.values.size(), count);
        else
            QVERIFY(error.contains(text.section(u'=', 0, 0)));
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
