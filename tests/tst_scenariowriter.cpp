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
    Step acquire;
    acquire.kind = StepKind::Acquire;
    acquire.ttlMs = 300;
    acquire.retryMs = 5;
    acquire.jitterMs = 2;
    acquire.maxTries = 9;
    acquire.backoff = Backoff::Exponential;
    acquire.maxRetryMs = 80;
    acquire.timeoutMs = 500;
    acquire.stopOnFail = false;
    Step pause;
    pause.kind = StepKind::Pause;
    pause.ms = 120;
    Step extend;
    extend.kind = StepKind::Extend;
    extend.ttlMs = 60;
    Step release;
    release.kind = StepKind::Release;
    w.steps = {acquire, pause, extend, release};
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

QTEST_GUILESS_MAIN(TestScenarioWriter)
#include "tst_scenariowriter.moc"
