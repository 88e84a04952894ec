// SPDX-License-Identifier: MIT
#include "core/builtins.h"
#include "core/scenarioloader.h"
#include "core/scenariowriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

class TestScenarioWriter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripsBuiltins_data();
    void roundTripsBuiltins();
    void roundTripsEveryField();
    void savesAFileTheLoaderReads();
    void stepFactoriesWriteWhatAFileSays();
    void everyKindHasOneName();
};

void TestScenarioWriter::roundTripsBuiltins_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : builtinScenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestScenarioWriter::roundTripsBuiltins()
{
    QFETCH(QString, name);
    Scenario original;
    LoadError error;
    QVERIFY(loadBuiltinScenario(name, &original, &error));
    const QByteArray json = writeScenario(original);
    Scenario reread;
    QVERIFY2(parseScenario(json, QStringLiteral("written.json"), &reread, &error),
             qPrintable(error.toString() + u'\n' + QString::fromUtf8(json)));
    // Written again, the parsed copy gives the same bytes: nothing was lost on the way.
    QCOMPARE(QString::fromUtf8(writeScenario(reread)), QString::fromUtf8(json));
    QCOMPARE(reread.name, original.name);
    QCOMPARE(reread.workers.size(), original.workers.size());
    QCOMPARE(reread.faults.size(), original.faults.size());
    QCOMPARE(reread.ttlMs, original.ttlMs);
    QCOMPARE(reread.policies.release, original.policies.release);
    QCOMPARE(reread.policies.fencing, original.policies.fencing);
}

void TestScenarioWriter::roundTripsEveryField()
{
    Scenario s;
    s.name = QStringLiteral("every-field");
    s.title = QStringLiteral("Quotes \" and \\ backslashes, ünïcode");
    s.description = QStringLiteral("line one\nline two");
    s.lockKey = QStringLiteral("lock:x");
    s.ttlMs = 250;
    s.roundTripMs = 1.5;
    s.timeoutMs = 900;
    s.policies.release = ReleaseMode::Naive;
    s.policies.fencing = true;
    s.policies.fenceMode = FenceMode::Atomic;
    s.policies.heartbeat = HeartbeatPolicy{true, 40, 3};
    WorkerSpec w;
    w.name = QStringLiteral("A");
    w.startMs = 7;
    Step acquire = Step::acquire(9, 5);
    acquire.ttlMs = 300;
    acquire.jitterMs = 2;
    acquire.backoff = Backoff::Exponential;
    acquire.maxRetryMs = 80;
    acquire.timeoutMs = 500;
    acquire.stopOnFail = false;
    w.steps = {acquire, Step::pause(120), Step::extend(60), Step::release()};
    s.workers = {w};
    Fault f;
    f.kind = FaultKind::Restart;
    f.atMs = 30;
    f.persistent = true;
    f.downMs = 10;
    s.faults = {f};

    Scenario r;
    LoadError error;
    QVERIFY2(parseScenario(writeScenario(s), QStringLiteral("x.json"), &r, &error), qPrintable(error.toString()));
    QCOMPARE(r.title, s.title);
    QCOMPARE(r.description, s.description);
    QCOMPARE(r.roundTripMs, 1.5);
    QCOMPARE(r.timeoutMs, 900);
    QCOMPARE(r.policies.fenceMode, FenceMode::Atomic);
    QCOMPARE(r.policies.heartbeat.intervalMs, 40);
    QCOMPARE(r.policies.heartbeat.maxExtensions, 3);
    const Step &a = r.workers.first().steps.first();
    QCOMPARE(a.ttlMs, 300);
    QCOMPARE(a.retryMs, 5);
    QCOMPARE(a.jitterMs, 2);
    QCOMPARE(a.maxTries, 9);
    QCOMPARE(a.backoff, Backoff::Exponential);
    QCOMPARE(a.maxRetryMs, 80);
    QCOMPARE(a.timeoutMs, 500);
    QCOMPARE(a.stopOnFail, false);
    QCOMPARE(r.workers.first().startMs, 7);
    QCOMPARE(r.workers.first().steps.at(2).ttlMs, 60);
    QCOMPARE(r.faults.first().kind, FaultKind::Restart);
    QCOMPARE(r.faults.first().persistent, true);
    QCOMPARE(r.faults.first().downMs, 10);
}

void TestScenarioWriter::savesAFileTheLoaderReads()
{
    QTemporaryDir dir;
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &error));
    const QString path = dir.filePath(QStringLiteral("copy.json"));
    QString saveError;
    QVERIFY2(saveScenarioFile(path, s, &saveError), qPrintable(saveError));
    Scenario loaded;
    QVERIFY2(loadScenarioFile(path, &loaded, &error), qPrintable(error.toString()));
    QCOMPARE(loaded.title, s.title);
    QVERIFY(!saveScenarioFile(dir.filePath(QStringLiteral("missing/dir/x.json")), s, &saveError));
    QVERIFY(!saveError.isEmpty());
}

// Step::acquire(5, 7) and its kin are the file's steps with the same words, defaults included.
void TestScenarioWriter::stepFactoriesWriteWhatAFileSays()
{
    Scenario read;
    LoadError error;
    QVERIFY2(parseScenario(R"({"lock": {"ttlMs": 100}, "workers": [{"name": "A", "steps": [
        {"do": "acquire", "maxTries": 5, "retryMs": 7}, {"do": "work", "ms": 50}, {"do": "pause", "ms": 9},
        {"do": "wait", "ms": 3}, {"do": "write"}, {"do": "extend", "ttlMs": 60}, {"do": "extend"},
        {"do": "check"}, {"do": "release"}, {"do": "acquire"}]}]})",
                           QStringLiteral("x.json"), &read, &error),
             qPrintable(error.toString()));
    Scenario built = read;
    built.workers.first().steps = {Step::acquire(5, 7), Step::work(50),   Step::pause(9), Step::wait(3),
                                   Step::write(),       Step::extend(60), Step::extend(), Step::check(),
                                   Step::release(),     Step::acquire()};
    QCOMPARE(writeScenario(built), writeScenario(read));
}

// One name a kind, in the enum's order: a kind added without its name would be written as "".
void TestScenarioWriter::everyKindHasOneName()
{
    QCOMPARE(stepKindNames().size(), static_cast<qsizetype>(StepKind::Check) + 1);
    QCOMPARE(faultKindNames().size(), static_cast<qsizetype>(lastFaultKind) + 1);
    QCOMPARE(stepKindName(StepKind::Check), QStringLiteral("check"));
    QCOMPARE(faultKindName(FaultKind::ClockJump), QStringLiteral("clock-jump"));
    // Stored kinds keep their numbers (recordings): the stall came after the promotion.
    QCOMPARE(faultKindName(FaultKind::Promotion), QStringLiteral("promotion"));
    QCOMPARE(static_cast<int>(FaultKind::Promotion), 7);
    QCOMPARE(faultKindName(lastFaultKind), QStringLiteral("stall"));
}

QTEST_GUILESS_MAIN(TestScenarioWriter)
#include "tst_scenariowriter.moc"
