// SPDX-License-Identifier: MIT
// Issue 7: the sweep engine's determinism, its analytic cases and its CSV.
#include "builtinscenario.h"
#include "cli.h"
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "core/sweep.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace locklab;

namespace {

constexpr int off = 0, on = 1;  // a plain sweep's lines: fencing off, then on

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

// Issue 30 item 6: one axis, the lines compared, a few trials per point.
SweepConfig comparison(const QString &scenario, const QString &vary, const QString &lines, int trials = 12)
{
    SweepConfig c;
    LoadError error;
    QString message;
    if (!loadBuiltinScenario(scenario, &c.scenario, &error))
        qFatal("%s", qPrintable(error.toString()));
    c.policies = c.scenario.policies;
    SweepAxis axis;
    if (!SweepAxis::parse(vary, &axis, &message) || !SweepLine::parseList(lines, &c.lines, &message))
        qFatal("%s", qPrintable(message));
    c.axes = {axis};
    c.trials = trials;
    c.seed = 3;
    c.threads = 2;
    return c;
}

// P(two holders) of each line at each point, "single=0 redlock=0.5 | single=1 redlock=1".
QString violations(const SweepResult &r)
{
    QStringList points;
    for (const SweepPoint &p : r.points) {
        QStringList lines;
        for (int i = 0; i < r.lines.size(); ++i)
            lines << r.lines.at(i).name() + u'=' + QString::number(p.lines.at(i).violation.value, 'g', 2);
        points << lines.join(u' ');
    }
    return points.join(QStringLiteral(" | "));
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
        QVERIFY(one.points.first().lines.at(off).violation.value > one.points.last().lines.at(off).violation.value);
        QVERIFY(one.points.first().lines.at(off).violation.value > 0.5);
    }

    void fencingOnNeverAcceptsAStaleWrite()
    {
        const SweepResult r = SweepRunner(ttlOverlapSweep(300, 2)).run();
        bool staleWithoutFencing = false;
        for (const SweepPoint &p : r.points) {
            QCOMPARE(p.lines.at(on).staleWrite.value, 0.0);
            staleWithoutFencing |= p.lines.at(off).staleWrite.value > 0;
            // Fencing changes the writes, not the lock: the same trials overlap either way.
            QCOMPARE(p.lines.at(on).violation.value, p.lines.at(off).violation.value);
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
        QCOMPARE(r.points.first().lines.at(off).violation.value, expected);
        QCOMPARE(r.trialsRun, 500);
    }

    void exemplarReproducesAViolation()
    {
        const SweepConfig c = ttlOverlapSweep(200, 2);
        SweepRunner runner(c);
        const SweepResult r = runner.run();
        const int trial = r.points.first().lines.at(off).exemplarTrial;
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
        QCOMPARE(first.at(1).toDouble(), r.points.first().lines.at(off).violation.value);
    }

    // Kleppmann's clock jump on one of five instances, A holding only three: no jump, no second
    // holder; a jump past what is left of A's TTL gives B the quorum, as it gives B the one server.
    // Were the axis not applied, the scenario's own 1 s jump would fail the first point too.
    void comparesAClockJump()
    {
        const SweepResult r =
            SweepRunner(comparison(QStringLiteral("redlock-clock-jump"), QStringLiteral("clock-jump=0,1000"),
                                   QStringLiteral("single,single-fencing,redlock")))
                .run();
        QCOMPARE(r.lines.size(), 3);
        QCOMPARE(r.redlockInstances, 5);
        const SweepPoint &none = r.points.first(), &past = r.points.last();
        for (int line = 0; line < 3; ++line) {
            QVERIFY2(none.lines.at(line).violation.value == 0, qPrintable(violations(r)));
            QVERIFY2(past.lines.at(line).violation.value > 0, qPrintable(violations(r)));
        }
        // Fencing stops the corrupted write, not the second holder.
        QVERIFY(past.lines.at(0).staleWrite.value > 0);
        QCOMPARE(past.lines.at(1).staleWrite.value, 0.0);
        QVERIFY(sweepToCsv(r).startsWith(QStringLiteral("clock-jump,single_p_violation,")));
        QVERIFY(sweepToCsv(r).contains(QStringLiteral(",redlock_p_stale_write,")));
    }

    // antirez's mitigation: an instance that comes back after the TTL forgot nothing that mattered.
    // And a restart that empties one server: the single instance loses the lock, a Redlock of five
    // (the same restart on its instance 1) keeps its quorum.
    void comparesARestartDelay_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("lines");
        QTest::addColumn<QString>("expected");
        QTest::newRow("redlock-restart") << QStringLiteral("redlock-restart") << QStringLiteral("redlock")
                                         << QStringLiteral("redlock=1 | redlock=0");
        QTest::newRow("one server of five") << QStringLiteral("restart-loses-lock") << QStringLiteral("single,redlock")
                                            << QStringLiteral("single=1 redlock=0 | single=0 redlock=0");
    }

    void comparesARestartDelay()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, lines);
        QFETCH(QString, expected);
        const SweepConfig c = comparison(scenario, QStringLiteral("restart-delay=5,1100"), lines, 4);
        QCOMPARE(sweepProblem(c), QString());
        QCOMPARE(violations(SweepRunner(c).run()), expected);
    }

    // A drift factor of 0.9 leaves A a validity of about 100 ms: it stops believing before the
    // jump, so no two holders; one server has no drift factor, and its line stays where it was.
    void comparesADriftFactor()
    {
        const SweepResult r =
            SweepRunner(comparison(QStringLiteral("redlock-clock-jump"), QStringLiteral("drift=0.01,0.9"),
                                   QStringLiteral("single,redlock"), 4))
                .run();
        QCOMPARE(violations(r), QStringLiteral("single=1 redlock=1 | single=1 redlock=0"));
    }

    // A pause shorter than the TTL is harmless everywhere; a longer one makes two holders whatever
    // the lock (A's late write lands before B's here, so no line counts it stale).
    void comparesAPause()
    {
        SweepConfig c = comparison(QStringLiteral("redlock-gc-pause"), QStringLiteral("pause=200,1500"),
                                   QStringLiteral("single,single-fencing,redlock,redlock-fencing"), 4);
        QString message;
        QVERIFY(Distribution::parse(QStringLiteral("fixed:1"), &c.pause, &message));
        const SweepResult r = SweepRunner(c).run();
        QCOMPARE(violations(r), QStringLiteral("single=0 single-fencing=0 redlock=0 redlock-fencing=0 | "
                                               "single=1 single-fencing=1 redlock=1 redlock-fencing=1"));
        QCOMPARE(r.points.last().lines.at(1).staleWrite.value, 0.0);
        QCOMPARE(r.points.last().lines.at(3).staleWrite.value, 0.0);
    }

    void saysWhatCannotBeSwept_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("vary");
        QTest::addColumn<QString>("lines");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no clock jump") << QStringLiteral("ttl-overlap") << QStringLiteral("clock-jump=0:100:10")
                                       << QStringLiteral("single,redlock") << QStringLiteral("no clock jump");
        QTest::newRow("no restart") << QStringLiteral("redlock-gc-pause") << QStringLiteral("restart-delay=0:100:10")
                                    << QStringLiteral("redlock") << QStringLiteral("no restart");
        QTest::newRow("drift, one server")
            << QStringLiteral("ttl-overlap") << QStringLiteral("drift=0:0.5:0.1")
            << QStringLiteral("single,single-fencing") << QStringLiteral("the drift factor is a Redlock's");
        QTest::newRow("drift, a Redlock line") << QStringLiteral("ttl-overlap") << QStringLiteral("drift=0:0.5:0.1")
                                               << QStringLiteral("single,redlock") << QString();
        QTest::newRow("replicas") << QStringLiteral("failover-loses-lock") << QStringLiteral("ttl=100:200:100")
                                  << QStringLiteral("redlock") << QStringLiteral("has replicas");
    }

    void saysWhatCannotBeSwept()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, vary);
        QFETCH(QString, lines);
        QFETCH(QString, problem);
        const QString said = sweepProblem(comparison(scenario, vary, lines));
        QVERIFY2(problem.isEmpty() ? said.isEmpty() : said.contains(problem), qPrintable(said));
        QList<SweepLine> parsed;
        QString error;
        QVERIFY(!SweepLine::parseList(QStringLiteral("single,paxos"), &parsed, &error));
        QVERIFY(error.contains(QStringLiteral("\"paxos\"")));
        QVERIFY(!SweepLine::parseList(QStringLiteral("redlock,redlock"), &parsed, &error));
    }

    // Issue 30 item 2: a stall and a delay of one instance are server faults: the single-instance
    // line keeps the ones on the instance the last server fault hit, on its one server, and loses none
    // of them to a worker's latency without a worker.
    void stallAndDelayFollowTheServer()
    {
        Scenario s = builtin(QStringLiteral("redlock-majority"));
        s.faults = {Fault{.kind = FaultKind::Latency, .atMs = 1, .ms = 30, .instance = 2},
                    Fault{.kind = FaultKind::Stall, .atMs = 2, .ms = 40, .instance = 2},
                    Fault{.kind = FaultKind::Stall, .atMs = 3, .ms = 50, .instance = 4}};
        const Scenario single = SweepLine{SweepLine::Lock::Single, false}.apply(s);
        QCOMPARE(single.faults.size(), 1);  // the last server fault's instance (5) only
        QCOMPARE(single.faults.first().kind, FaultKind::Stall);
        QCOMPARE(single.faults.first().instance, -1);
        s.faults.removeLast();
        const Scenario delayed = SweepLine{SweepLine::Lock::Single, false}.apply(s);
        QCOMPARE(delayed.faults.size(), 2);
        QCOMPARE(delayed.faults.first().instance, 0);  // still a server's latency, not a worker's
        const Trace trace = simulate(delayed, delayed.policies);
        QVERIFY(std::any_of(trace.events.cbegin(), trace.events.cend(), [](const TraceEvent &e) {
            return e.kind == EventKind::Fault && e.fault == FaultKind::Latency;
        }));
    }

    // The command line's contract: --compare, and each line's figures under its name in --json.
    void commandLineComparison()
    {
        const test::Cli json =
            test::runCli({QStringLiteral("sweep"), QStringLiteral("redlock-clock-jump"), QStringLiteral("--vary"),
                          QStringLiteral("clock-jump=0,1000"), QStringLiteral("--compare"),
                          QStringLiteral("single,single-fencing,redlock"), QStringLiteral("--trials"),
                          QStringLiteral("8"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        const QJsonArray lines = doc.value(QStringLiteral("lines")).toArray();
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(2).toObject().value(QStringLiteral("algorithm")).toString(), QStringLiteral("redlock"));
        QCOMPARE(lines.at(2).toObject().value(QStringLiteral("instances")).toInt(), 5);
        QCOMPARE(lines.at(1).toObject().value(QStringLiteral("fencing")).toBool(), true);
        const QJsonArray points = doc.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 2);
        const auto p = [&points](int point, const char *line, const char *metric) {
            return points
                .at(point)[QStringLiteral("lines")][QLatin1String(line)][QLatin1String(metric)][QStringLiteral("value")]
                .toDouble();
        };
        QCOMPARE(points.at(1)[QStringLiteral("values")][QStringLiteral("clock-jump")].toDouble(), 1000.0);
        QCOMPARE(p(0, "redlock", "pViolation"), 0.0);
        QVERIFY(p(1, "redlock", "pViolation") > 0);
        QCOMPARE(p(1, "single-fencing", "pStaleWrite"), 0.0);

        const test::Cli table =
            test::runCli({QStringLiteral("sweep"), QStringLiteral("redlock-clock-jump"), QStringLiteral("--vary"),
                          QStringLiteral("clock-jump=1000"), QStringLiteral("--compare"),
                          QStringLiteral("single,redlock"), QStringLiteral("--trials"), QStringLiteral("4")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.startsWith("    clock-jump   single"), table.out.constData());
        const test::Cli bad = test::runCli({QStringLiteral("sweep"), QStringLiteral("ttl-overlap"),
                                            QStringLiteral("--vary"), QStringLiteral("clock-jump=0:100:10"),
                                            QStringLiteral("--compare"), QStringLiteral("single,redlock")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.startsWith("locklab sweep: ttl-overlap has no clock jump to vary"), bad.err.constData());
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
