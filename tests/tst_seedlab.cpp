// SPDX-License-Identifier: MIT
#include "core/builtins.h"
#include "core/report.h"
#include "core/seedlab.h"
#include "core/simulation.h"

#include "cli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace locklab;
using test::Cli;
using test::runCli;

namespace {

QJsonObject parseObject(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

LabResult runExperiment(int number, quint64 seed, const std::function<void(Policies &)> &flip = {})
{
    Scenario scenario;
    LoadError error;
    if (!loadBuiltinScenario(seedLabScenarioNames().at(number - 1), &scenario, &error))
        qFatal("%s", qPrintable(error.toString()));
    Policies policies = scenario.policies;
    if (flip)
        flip(policies);
    const Trace trace = simulate(scenario, policies, seed);
    return labResult(number, scenario, trace, summarize(trace));
}

// The six results of the article's lab, in its words' facts.
const char *const expectedFacts[] = {
    R"({"aAcquired": true, "bAcquired": false, "verdict": "safe"})",
    R"({"bReleased": false, "aReleased": true, "verdict": "safe"})",
    R"({"bAcquired": true, "foreignDeletes": 1, "cAcquired": true, "verdict": "mutual-exclusion-violated"})",
    R"({"aLateReleaseDeleted": false, "bStillHolds": true, "verdict": "mutual-exclusion-violated"})",
    R"({"overlaps": 1, "writesAccepted": 2, "stored": 2, "verdict": "data-corrupted"})",
    R"({"writes": [{"worker": "B", "fence": 2, "accepted": true}, {"worker": "A", "fence": 1, "accepted": false}],
        "stored": 1, "verdict": "mutual-exclusion-violated"})",
};

const QStringList expectedLines = {
    QStringLiteral("1. A takes the lock: true · B, trying while A holds it: false"),
    QStringLiteral("2. B releases with its own token: false · A releases: true"),
    QStringLiteral("3. A's lock expired and B took it: true · A's plain DEL removed B's lock and C got it too: true"),
    QStringLiteral("4. with compare-and-delete, A's late release returns: false · B still holds the lock: true"),
    QStringLiteral(
        "5. TTL 100 ms, A stalls 400 ms, B works 150 ms: inside together 1 time(s); both writes landed, stored=2"),
    QStringLiteral("   B writes with fencing token 2: accepted=true"),
    QStringLiteral("   A writes with fencing token 1: accepted=false"),
    QStringLiteral("6. the same race with fencing tokens checked by the store: stored=1 (the late writer was refused)"),
};

}  // namespace

class TestSeedLab : public QObject {
    Q_OBJECT

private slots:
    void sixResults_data();
    void sixResults();
    void factsFollowThePolicies_data();
    void factsFollowThePolicies();
    void fencingFlipOnTtlOverlap();
    void cliText();
    void cliJson();
};

void TestSeedLab::sixResults_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<quint64>("seed");
    // The lab has no jitter: its facts must not depend on the seed.
    for (int n = 1; n <= 6; ++n) {
        for (const quint64 seed : {quint64(1), quint64(2), quint64(987654321)})
            QTest::addRow("%d. %s, seed %llu", n, qPrintable(seedLabScenarioNames().at(n - 1)),
                          static_cast<unsigned long long>(seed))
                << n << seed;
    }
}

void TestSeedLab::sixResults()
{
    QFETCH(int, number);
    QFETCH(quint64, seed);

    const LabResult r = runExperiment(number, seed);
    QCOMPARE(r.number, number);
    QCOMPARE(r.scenario, seedLabScenarioNames().at(number - 1));
    QCOMPARE(r.facts, parseObject(expectedFacts[number - 1]));
    // Experiment 6 prints its two write lines before its numbered line.
    const QStringList lines = number < 6 ? QStringList{expectedLines.at(number - 1)} : expectedLines.mid(5, 3);
    QCOMPARE(r.lines, lines);
}

void TestSeedLab::factsFollowThePolicies_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("flip");
    QTest::addColumn<QString>("facts");

    // The facts are read off the run, not written in: flipping a policy changes them.
    QTest::addRow("2 with naive DEL: B's release deletes A's lock")
        << 2 << QStringLiteral("naive")
        << QStringLiteral(R"({"bReleased": true, "aReleased": false, "verdict": "safe"})");
    QTest::addRow("3 with compare-and-delete: C is refused")
        << 3 << QStringLiteral("token")
        << QStringLiteral(
               R"({"bAcquired": true, "foreignDeletes": 0, "cAcquired": false, "verdict": "mutual-exclusion-violated"})");
    QTest::addRow("4 with naive DEL: the late release deletes B's lock")
        << 4 << QStringLiteral("naive")
        << QStringLiteral(
               R"({"aLateReleaseDeleted": true, "bStillHolds": false, "verdict": "mutual-exclusion-violated"})");
    QTest::addRow("5 with fencing: one write lands")
        << 5 << QStringLiteral("fencing")
        << QStringLiteral(
               R"({"overlaps": 1, "writesAccepted": 1, "stored": 1, "verdict": "mutual-exclusion-violated"})");
    QTest::addRow("6 without fencing: both land")
        << 6 << QStringLiteral("no-fencing")
        << QStringLiteral(
               R"({"writes": [{"worker": "B", "fence": -1, "accepted": true}, {"worker": "A", "fence": -1, "accepted": true}],
                            "stored": 2, "verdict": "data-corrupted"})");
}

void TestSeedLab::factsFollowThePolicies()
{
    QFETCH(int, number);
    QFETCH(QString, flip);
    QFETCH(QString, facts);

    const LabResult r = runExperiment(number, 1, [&flip](Policies &p) {
        if (flip == QStringLiteral("naive"))
            p.release = ReleaseMode::Naive;
        else if (flip == QStringLiteral("token"))
            p.release = ReleaseMode::Token;
        else
            p.fencing = flip == QStringLiteral("fencing");
    });
    QCOMPARE(r.facts, QJsonDocument::fromJson(facts.toUtf8()).object());
}

void TestSeedLab::fencingFlipOnTtlOverlap()
{
    // `locklab run ttl-overlap --fencing on`: A's late write is refused and B's accepted.
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &error));
    Policies p = s.policies;
    p.fencing = true;
    const Trace trace = simulate(s, p, 1);
    const Summary summary = summarize(trace);
    QCOMPARE(summary.writes.size(), 2);
    const Write &first = summary.writes.at(0), &second = summary.writes.at(1);
    QCOMPARE(trace.workerName(first.worker), QStringLiteral("B"));
    QCOMPARE(first.fence, qint64(2));
    QVERIFY(first.accepted);
    QCOMPARE(trace.workerName(second.worker), QStringLiteral("A"));
    QCOMPARE(second.fence, qint64(1));
    QVERIFY(!second.accepted);
    QVERIFY(second.at > first.at);
    QCOMPARE(summary.storeValue, QStringLiteral("B"));

    const Cli cli = runCli(
        {QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--fencing"), QStringLiteral("on")});
    QCOMPARE(cli.exitCode, 0);
    QVERIFY2(cli.out.contains("  writes          B (fence 2) accepted; A (fence 1) REFUSED\n"), cli.out.constData());
    QVERIFY(cli.out.contains("  store           value=B count=1 fence=2\n"));
}

void TestSeedLab::cliText()
{
    const Cli cli = runCli({QStringLiteral("run"), QStringLiteral("seed-lab")});
    QCOMPARE(cli.exitCode, 0);
    QCOMPARE(cli.err, QByteArray());
    QCOMPARE(QString::fromUtf8(cli.out), expectedLines.join(u'\n') + u'\n');
}

void TestSeedLab::cliJson()
{
    const Cli cli = runCli({QStringLiteral("run"), QStringLiteral("seed-lab"), QStringLiteral("--json")});
    QCOMPARE(cli.exitCode, 0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(cli.out, &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray results = doc.array();
    QCOMPARE(results.size(), 6);
    for (int i = 0; i < 6; ++i) {
        const QJsonObject o = results.at(i).toObject();
        QCOMPARE(o.value(QStringLiteral("experiment")).toInt(), i + 1);
        QCOMPARE(o.value(QStringLiteral("scenario")).toString(), seedLabScenarioNames().at(i));
        QCOMPARE(o.value(QStringLiteral("facts")).toObject(), parseObject(expectedFacts[i]));
        const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("verdict")),
                 o.value(QStringLiteral("facts")).toObject().value(QStringLiteral("verdict")));
        QVERIFY(!o.value(QStringLiteral("lines")).toArray().isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestSeedLab)
#include "tst_seedlab.moc"
