// SPDX-License-Identifier: MIT
#include "core/builtins.h"
#include "core/report.h"
#include "core/simulation.h"

#include "builtinscenario.h"
#include "cli.h"
#include "scalescenario.h"
#include "testfiles.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <QTest>

using namespace locklab;

namespace {

QByteArray runJson(const Scenario &scenario, const Policies &policies, quint64 seed,
                   QJsonDocument::JsonFormat format = QJsonDocument::Compact)
{
    const Trace trace = simulate(scenario, policies, seed);
    return QJsonDocument(runToJson(scenario, trace, summarize(trace))).toJson(format);
}

// Every step the scheduler took: when, for whom and why.
QStringList stepLog(const Scenario &scenario, quint64 seed)
{
    Simulation sim(scenario, scenario.policies, seed);
    QStringList log;
    StepInfo info;
    while (sim.step(&info))
        log << QStringLiteral("%1 %2 %3").arg(info.at).arg(info.wake.worker).arg(int(info.wake.reason));
    return log;
}

// The lock tokens in the order they were sent.
QStringList tokens(const Trace &trace)
{
    QStringList out;
    for (const TraceEvent &e : trace.events) {
        if (e.kind == EventKind::Sent && e.request.command == Command::Set && !out.contains(e.request.value))
            out << e.request.value;
    }
    return out;
}

}  // namespace

class TestDeterminism : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameTrace_data();
    void sameSeedSameTrace();
    void otherRunsDoNotLeakIn();
    void differentSeedsDifferInTokens_data();
    void differentSeedsDifferInTokens();
    void tokensAreUniquePerHolder();
    void policiesChangeTheTrace();
    void cliPrintsTheSameBytes();
    void summaryOnlyIsTheReportWithoutEvents_data();
    void summaryOnlyIsTheReportWithoutEvents();
    void replaySummaryIsTheReportWithoutEvents();
    void summaryListsAreBounded_data();
    void summaryListsAreBounded();
};

void TestDeterminism::sameSeedSameTrace_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<quint64>("seed");
    for (const QString &name : builtinScenarioNames()) {
        for (const quint64 seed : {quint64(1), quint64(7), quint64(123456789012345ULL)})
            QTest::addRow("%s seed %llu", qPrintable(name), static_cast<unsigned long long>(seed)) << name << seed;
    }
}

void TestDeterminism::sameSeedSameTrace()
{
    QFETCH(QString, scenario);
    QFETCH(quint64, seed);

    const Scenario s = builtin(scenario);
    const QByteArray first = runJson(s, s.policies, seed);
    const QByteArray second = runJson(s, s.policies, seed);
    QVERIFY(first.size() > 200);
    QVERIFY(first.contains("\"trace\":[{"));
    QCOMPARE(second, first);
    // Not only the result: the scheduler took the very same steps.
    const QStringList steps = stepLog(s, seed);
    QVERIFY(!steps.isEmpty());
    QCOMPARE(stepLog(s, seed), steps);
}

void TestDeterminism::otherRunsDoNotLeakIn()
{
    // A run with other inputs in between (and at the same time) must not change the outcome.
    const Scenario jitter = builtin(QStringLiteral("retry-jitter"));
    const Scenario overlap = builtin(QStringLiteral("ttl-overlap"));
    const QByteArray first = runJson(jitter, jitter.policies, 5);
    {
        Simulation other(overlap, overlap.policies, 99);
        for (int i = 0; i < 10 && other.step(); ++i) {
        }
        QCOMPARE(runJson(jitter, jitter.policies, 5), first);
        runJson(jitter, jitter.policies, 6);
        other.runToEnd();
    }
    QCOMPARE(runJson(jitter, jitter.policies, 5), first);
}

void TestDeterminism::differentSeedsDifferInTokens_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<quint64>("seedA");
    QTest::addColumn<quint64>("seedB");

    QTest::addRow("1 vs 2") << QStringLiteral("ttl-overlap") << quint64(1) << quint64(2);
    QTest::addRow("0 vs 1") << QStringLiteral("naive-del") << quint64(0) << quint64(1);
    QTest::addRow("42 vs 43, 24 workers") << QStringLiteral("retry-jitter") << quint64(42) << quint64(43);
    QTest::addRow("large seeds") << QStringLiteral("fencing") << quint64(0xFFFFFFFF00000000ULL)
                                 << quint64(0xFFFFFFFF00000001ULL);
    // The seed is 64 bits: seeds that differ only in their high half are different seeds too.
    QTest::addRow("1 vs 2^32") << QStringLiteral("ttl-overlap") << quint64(1) << quint64(1ULL << 32);
}

void TestDeterminism::differentSeedsDifferInTokens()
{
    QFETCH(QString, scenario);
    QFETCH(quint64, seedA);
    QFETCH(quint64, seedB);

    const Scenario s = builtin(scenario);
    const QStringList a = tokens(simulate(s, s.policies, seedA));
    const QStringList b = tokens(simulate(s, s.policies, seedB));
    QCOMPARE(a.size(), s.workers.size());
    QCOMPARE(b.size(), s.workers.size());
    for (int i = 0; i < a.size(); ++i)
        QVERIFY2(a.at(i) != b.at(i), qPrintable(QStringLiteral("token %1 is %2 under both seeds").arg(i).arg(a.at(i))));
    QVERIFY(runJson(s, s.policies, seedA) != runJson(s, s.policies, seedB));
}

void TestDeterminism::tokensAreUniquePerHolder()
{
    const Scenario s = builtin(QStringLiteral("retry-jitter"));
    const Trace trace = simulate(s, s.policies, 3);
    const QStringList t = tokens(trace);
    QCOMPARE(t.size(), s.workers.size());
    static const QRegularExpression shape(QStringLiteral("^[a-z0-9_-]+-[0-9a-f]{8}$"));
    QStringList seen;
    for (const QString &token : t) {
        QVERIFY2(shape.match(token).hasMatch(), qPrintable(token));
        QVERIFY2(!seen.contains(token), qPrintable(token));
        seen << token;
    }
}

void TestDeterminism::policiesChangeTheTrace()
{
    const Scenario s = builtin(QStringLiteral("ttl-overlap"));
    Policies fenced = s.policies;
    fenced.fencing = true;
    const QByteArray plain = runJson(s, s.policies, 1);
    const QByteArray withFence = runJson(s, fenced, 1);
    QVERIFY(plain != withFence);
    QVERIFY(withFence.contains("\"op\":\"fenced-write\""));
    QVERIFY(!plain.contains("\"op\":\"fenced-write\""));
    QCOMPARE(runJson(s, fenced, 1), withFence);
}

void TestDeterminism::cliPrintsTheSameBytes()
{
    const Scenario s = builtin(QStringLiteral("ttl-overlap"));
    const QByteArray expected = runJson(s, s.policies, 5, QJsonDocument::Indented);
    for (int run = 0; run < 2; ++run) {
        const test::Cli cli = test::runCli({QStringLiteral("run"), QStringLiteral("ttl-overlap"),
                                            QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(cli.exitCode, 0);
        QCOMPARE(cli.out, expected);
    }
}

// `run --summary`: the report's header and summary, byte for byte, with one line for the events
// in place of a line each; and it will not be combined with --json.
void TestDeterminism::summaryOnlyIsTheReportWithoutEvents_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : {QStringLiteral("ttl-overlap"), QStringLiteral("naive-del"), QStringLiteral("fencing")})
        QTest::newRow(qPrintable(name)) << name;
}

void TestDeterminism::summaryOnlyIsTheReportWithoutEvents()
{
    QFETCH(QString, name);
    const Scenario s = builtin(name);
    const Trace trace = simulate(s, s.policies, 1);
    auto report = [&](const QStringList &options) {
        const test::Cli cli = test::runCli(QStringList{QStringLiteral("run"), name} + options);
        return cli.exitCode == 0 ? QString::fromUtf8(cli.out) : QString();
    };
    const QString full = report({});
    const QString brief = report({QStringLiteral("--summary")});
    const qsizetype headEnd = full.indexOf(QStringLiteral("\n\n")) + 2;
    const qsizetype summaryAt = full.indexOf(QStringLiteral("\n\nsummary\n")) + 1;
    QVERIFY(headEnd > 2 && summaryAt > headEnd);
    QCOMPARE(brief, full.left(headEnd) + QStringLiteral("%1 events, not listed (--summary)\n").arg(trace.events.size())
                        + full.mid(summaryAt));
    QCOMPARE(full.mid(headEnd, summaryAt - headEnd).count(u'\n'), trace.events.size());  // what it leaves out

    const QList<QStringList> pairs{{QStringLiteral("--summary"), QStringLiteral("--json")},
                                   {QStringLiteral("--summary"), QStringLiteral("--jsonl")},
                                   {QStringLiteral("--json"), QStringLiteral("--jsonl")}};
    for (const QStringList &pair : pairs) {
        const test::Cli both = test::runCli(QStringList{QStringLiteral("run"), name} + pair);
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.out.isEmpty());
        QVERIFY(both.err.startsWith("locklab run: --json, --jsonl and --summary: one at a time"));
    }
}

// `replay --summary`: the same relation to the full replay report; not with --json, --jsonl, --export.
void TestDeterminism::replaySummaryIsTheReportWithoutEvents()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString recording = dir.filePath(QStringLiteral("run.locklab"));
    auto locklab = [](const QStringList &arguments, int *exitCode = nullptr) -> QString {
        const test::Cli cli = test::runCli(arguments);
        if (exitCode)
            *exitCode = cli.exitCode;
        return QString::fromUtf8(cli.out) + QString::fromUtf8(cli.err);
    };
    int code = -1;
    locklab({QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--record"), recording}, &code);
    QVERIFY(QFile::exists(recording));
    const QString full = locklab({QStringLiteral("replay"), recording});
    const QString brief = locklab({QStringLiteral("replay"), recording, QStringLiteral("--summary")});
    const qsizetype headEnd = full.indexOf(QStringLiteral("\n\n")) + 2;
    const qsizetype summaryAt = full.indexOf(QStringLiteral("\n\nsummary\n")) + 1;
    QVERIFY(headEnd > 2 && summaryAt > headEnd);
    const qsizetype events = full.mid(headEnd, summaryAt - headEnd).count(u'\n');
    QVERIFY(events > 10);
    QCOMPARE(brief, full.left(headEnd) + QStringLiteral("%1 events, not listed (--summary)\n").arg(events)
                        + full.mid(summaryAt));
    for (const char *other : {"--json", "--jsonl"}) {
        const QString refused = locklab(
            {QStringLiteral("replay"), recording, QStringLiteral("--summary"), QString::fromLatin1(other)}, &code);
        QCOMPARE(code, 2);
        QVERIFY2(refused.startsWith(QStringLiteral("locklab replay: --summary is a report's")), qPrintable(refused));
    }
}

// A summary line lists up to 30 items in full; past that, the first 10, "… N more" and the last 5
// (a 10 M-event run printed a 975 KB acquisitions line). Violations, a line each, the same way.
void TestDeterminism::summaryListsAreBounded_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<int>("rounds");
    QTest::newRow("30 acquisitions: all") << 1 << 30;
    QTest::newRow("31 acquisitions: cut") << 1 << 31;
    QTest::newRow("2 x 40: cut, violations too") << 2 << 40;
    QTest::newRow("20 x 500") << 20 << 500;
}

void TestDeterminism::summaryListsAreBounded()
{
    QFETCH(int, workers);
    QFETCH(int, rounds);
    const Scenario s = scaleScenario(workers, rounds);
    const Trace trace = simulate(s, s.policies, 1);
    const Summary summary = summarize(trace);
    const QString text = summaryText(trace, summary);
    const QStringList lines = text.split(u'\n');
    const QString acquisitions = lines.filter(QRegularExpression(QStringLiteral("^  acquisitions "))).value(0);
    const qsizetype total = summary.acquisitions.size();
    QCOMPARE(total, qsizetype(workers) * rounds);
    const qsizetype shown =
        acquisitions.count(QStringLiteral(" got it at ")) + acquisitions.count(QStringLiteral(" refused at "));
    if (total <= 30) {
        QCOMPARE(shown, total);
        QVERIFY(!acquisitions.contains(QStringLiteral(" more")));
    } else {
        QCOMPARE(shown, 15);
        QVERIFY2(acquisitions.contains(QStringLiteral("; … %1 more; ").arg(QLocale().toString(total - 15))),
                 qPrintable(acquisitions));
        QVERIFY(acquisitions.size() < 2000);
        // The first and last shown are the run's first and last acquisitions.
        QVERIFY(acquisitions.section(QStringLiteral("; "), -1)
                    .startsWith(trace.workerName(summary.acquisitions.last().worker) + u' '));
        QVERIFY(acquisitions.mid(18).startsWith(trace.workerName(summary.acquisitions.first().worker) + u' '));
    }
    const qsizetype violations = summary.violations.size();
    const qsizetype violationLines = lines.filter(QRegularExpression(QStringLiteral("^  ! [a-z-]+: "))).size();
    QCOMPARE(violationLines, violations <= 30 ? violations : 15);
    if (violations > 30)
        QVERIFY(text.contains(QStringLiteral("  ! … %1 more violation(s)").arg(QLocale().toString(violations - 15))));
    for (const QString &line : lines)
        QVERIFY2(line.size() < 4000, qPrintable(line.left(200)));
}

QTEST_GUILESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"
