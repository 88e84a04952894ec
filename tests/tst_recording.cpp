// SPDX-License-Identifier: MIT
// Issue 5: a recorded run reopens exactly, and `locklab replay` reports from it alone.
#include "builtins.h"
#include "recording.h"
#include "report.h"
#include "simulation.h"

#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

class TestRecording : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsExact_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const QString &name : builtinScenarioNames())
            QTest::newRow(qPrintable(name)) << name;
    }

    void roundTripIsExact()
    {
        QFETCH(QString, scenario);
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(scenario, &s, &error));
        const Trace trace = simulate(s, s.policies, 7);
        Recording written{s.source, QStringLiteral("7.0.15"), trace};
        Recording read;
        QString message;
        QVERIFY2(readRecording(writeRecording(written), QStringLiteral("x.locklab.json"), &read, &message),
                 qPrintable(message));
        QCOMPARE(read.redisVersion, QStringLiteral("7.0.15"));
        QCOMPARE(read.trace.events.size(), trace.events.size());
        // Identical trace and summary, as the report and the JSON show them.
        const QJsonObject before = runToJson(s, trace, summarize(trace));
        const QJsonObject after = runToJson(s, read.trace, summarize(read.trace));
        QCOMPARE(QJsonDocument(after).toJson(), QJsonDocument(before).toJson());
        QCOMPARE(traceToJsonLines(read.trace), traceToJsonLines(trace));
        Scenario reparsed;
        QVERIFY(parseScenario(read.scenarioJson, scenario, &reparsed, &error));
        QCOMPARE(reparsed.workers.size(), s.workers.size());
    }

    void badRecordingsSayWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        // One line, FILE:LINE:COL: path: message, as a scenario's errors are.
        QTest::newRow("not json") << QByteArray("{")
                                  << QStringLiteral("r.json:1:2: invalid JSON: expected a quoted field name");
        QTest::newRow("not a recording") << QByteArray(R"({"format": "other"})")
                                         << QStringLiteral("r.json:1:12: format: expected \"locklab-recording\"");
        const QByteArray head =
            R"({"format": "locklab-recording", "version": 1, "scenarioName": "x", "backend": "embedded",
            "lockKey": "k", "ttlMs": 100, "workers": ["A"], "events": )";
        QTest::newRow("bad kind") << head + R"([{"t": 0, "k": "boom"}]})"
                                  << QStringLiteral("r.json:2:86: events[0].k: expected one of \"sent\", \"reply\"");
        QTest::newRow("bad worker") << head + R"([{"t": 0, "k": "state", "w": 3, "st": "idle"}]})"
                                    << QStringLiteral(
                                           "r.json:2:100: events[0].w: expected a worker index below 1, got 3");
        QTest::newRow("out of order") << head + R"([{"t": 5, "k": "note", "tx": ""}, {"t": 1, "k": "note", "tx": ""}]})"
                                      << QStringLiteral("r.json:2:111: events[1].t: events must be in time order");
        QTest::newRow("unknown event field")
            << head + R"([{"t": 0, "k": "note", "tx": "", "zz": 1}]})"
            << QStringLiteral("r.json:2:110: events[0].zz: unknown field (expected one of: t, k, w, wall, tx, dl)");
        QTest::newRow("state without st")
            << head + R"([{"t": 0, "k": "state", "w": 0}]})"
            << QStringLiteral("r.json:2:72: events[0]: missing required field \"st\" for \"state\"");
        QTest::newRow("time not an integer")
            << head + R"([{"t": 0.5, "k": "note", "tx": ""}]})"
            << QStringLiteral("r.json:2:78: events[0].t: expected a non-negative integer, got 0.5");
        QTest::newRow("missing lockKey") << QByteArray(
            R"({"format": "locklab-recording", "version": 1, "scenarioName": "x", "backend": "embedded",
            "ttlMs": 100, "workers": ["A"], "events": []})")
                                         << QStringLiteral("r.json:1:1: missing required field \"lockKey\"");
        QTest::newRow("version 2") << QByteArray(R"({"format": "locklab-recording", "version": 2})")
                                   << QStringLiteral(
                                          "r.json:1:44: version: expected an integer from 1 to 1, got 2 (too large)");
        QTest::newRow("bad seed") << head + R"([], "seed": "x1"})"
                                  << QStringLiteral("r.json:2:83: seed: expected a decimal number, got \"x1\"");
    }

    void badRecordingsSayWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        Recording r;
        QString error;
        QVERIFY(!readRecording(json, QStringLiteral("r.json"), &r, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void cliRecordThenReplay()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("run.locklab.json"));
        QProcess run;
        run.start(QStringLiteral(LOCKLAB_BINARY),
                  {QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--fencing"),
                   QStringLiteral("on"), QStringLiteral("--record"), file});
        QVERIFY(run.waitForFinished(30000));
        QCOMPARE(run.exitCode(), 0);
        QProcess replay;
        replay.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("replay"), file});
        QVERIFY(replay.waitForFinished(30000));
        QCOMPARE(replay.exitCode(), 0);
        QCOMPARE(replay.readAllStandardOutput(), run.readAllStandardOutput());
        QProcess missing;
        missing.start(QStringLiteral(LOCKLAB_BINARY),
                      {QStringLiteral("replay"), dir.filePath(QStringLiteral("nope.json"))});
        QVERIFY(missing.waitForFinished(30000));
        QCOMPARE(missing.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRecording)
#include "tst_recording.moc"
