// SPDX-License-Identifier: MIT
// Issue 19: every seed of the fuzzers and every input a fuzzer ever crashed on, through the same
// target function (tests/fuzz/fuzztargets.h) in the ordinary build, so a fixed crash stays fixed
// and the sanitizer build (the asan preset) sees them all too. tools/fuzz.sh explains how a crash
// becomes a file under tests/fuzz/regressions/<target>/.
#include "fuzz/fuzztargets.h"

#include <QDir>
#include <QTest>

using namespace locklab;

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void inputIsHandled_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        const QString root = QStringLiteral(LOCKLAB_SOURCE_DIR);
        const QList<QPair<QString, QStringList>> sources{
            {QStringLiteral("scenario"),
             {QStringLiteral("resources/scenarios"), QStringLiteral("tests/data/good"),
              QStringLiteral("tests/data/bad"), QStringLiteral("tests/fuzz/regressions/scenario")}},
            {QStringLiteral("recording"),
             {QStringLiteral("tests/fuzz/corpus/recording"), QStringLiteral("tests/fuzz/regressions/recording")}},
            {QStringLiteral("resp"),
             {QStringLiteral("tests/fuzz/corpus/resp"), QStringLiteral("tests/fuzz/regressions/resp")}},
            {QStringLiteral("monitorline"),
             {QStringLiteral("tests/fuzz/corpus/monitorline"), QStringLiteral("tests/fuzz/regressions/monitorline")}},
            {QStringLiteral("import"),
             {QStringLiteral("tests/fuzz/corpus/import"), QStringLiteral("tests/fuzz/regressions/import")}},
            {QStringLiteral("cluster"),
             {QStringLiteral("tests/fuzz/corpus/cluster"), QStringLiteral("tests/fuzz/regressions/cluster")}},
            {QStringLiteral("sentinel"),
             {QStringLiteral("tests/fuzz/corpus/sentinel"), QStringLiteral("tests/fuzz/regressions/sentinel")}},
        };
        int rows = 0;
        for (const auto &[target, dirs] : sources) {
            for (const QString &dir : dirs) {
                const QDir d(root + u'/' + dir);
                for (const QString &name : d.entryList(QDir::Files, QDir::Name)) {
                    QTest::newRow(qPrintable(target + u':' + dir + u'/' + name)) << target << d.filePath(name);
                    ++rows;
                }
            }
        }
        QVERIFY(rows > 50);
    }

    void inputIsHandled()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QHash<QString, QString (*)(const QByteArray &)> targets{
            {QStringLiteral("scenario"), &fuzz::scenario},
            {QStringLiteral("recording"), &fuzz::recording},
            {QStringLiteral("resp"), &fuzz::resp},
            {QStringLiteral("monitorline"), &fuzz::monitorLine},
            {QStringLiteral("import"), &fuzz::import},
            {QStringLiteral("cluster"), &fuzz::clusterReplies},
            {QStringLiteral("sentinel"), &fuzz::sentinelReplies}};
        QVERIFY(targets.contains(target));
        const QString problem = targets.value(target)(bytes);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // The cluster and sentinel seeds are real replies (redis-server 7.0: a cluster of 3 primaries
    // and 3 replicas, a primary and a replica under one sentinel), and the parsers the fuzzers drive
    // read them as a live run does.
    void realRepliesAreRead()
    {
        const auto replyIn = [](const QString &name) {
            QFile file(QStringLiteral(LOCKLAB_SOURCE_DIR "/tests/fuzz/corpus/") + name);
            if (!file.open(QIODevice::ReadOnly))
                return RedisValue{};
            const ParsedReplies parsed =
                parseReplies(file.readAll().mid(1));  // the first byte: the fuzzers' chunk size
            return parsed.values.value(parsed.values.size() - 1);
        };
        const RedisAddress node{QStringLiteral("127.0.0.1"), 27101};
        for (const QString &name : {QStringLiteral("cluster/shards-3x1"), QStringLiteral("cluster/slots-3x1")}) {
            ClusterMap map;
            QString error;
            const RedisValue reply = replyIn(name);
            QVERIFY2(name.contains(u"shards") ? ClusterMap::parseShards(reply, node, &map, &error)
                                              : ClusterMap::parseSlots(reply, node, &map, &error),
                     qPrintable(error));
            QCOMPARE(map.primaries().size(), 3);
            for (int slot = 0; slot < 16384; slot += 97)
                QVERIFY(map.primaryOf(slot));
            QCOMPARE(map.primaryOf(16383)->host, QStringLiteral("127.0.0.1"));
        }
        // The shard whose primary was killed is served by its promoted replica.
        ClusterMap failed;
        QString error;
        QVERIFY(
            ClusterMap::parseShards(replyIn(QStringLiteral("cluster/shards-primary-failed")), node, &failed, &error));
        QCOMPARE(failed.primaries().size(), 3);
        QVERIFY(!failed.primaries().contains(RedisAddress{QStringLiteral("127.0.0.1"), 27101}));
        const ClusterRedirect ask = ClusterRedirect::parse(replyIn(QStringLiteral("cluster/ask")).text);
        QCOMPARE(ask.kind, ClusterRedirect::Kind::Ask);
        QCOMPARE(ask.slot, 7629);
        QCOMPARE(ask.address.port, quint16(27103));

        RedisAddress primary;
        QVERIFY(SentinelClient::parsePrimary(replyIn(QStringLiteral("sentinel/primary")), &primary));
        QCOMPARE(primary.port, quint16(27201));
        QVERIFY(!SentinelClient::parsePrimary(replyIn(QStringLiteral("sentinel/no-such-master")), &primary));
        const auto replicas = SentinelClient::parseReplicas(replyIn(QStringLiteral("sentinel/replicas")));
        QVERIFY(replicas && replicas->size() == 1);
        QCOMPARE(replicas->constFirst().address.port, quint16(27202));
        QVERIFY(replicas->constFirst().connected());
        RedisAddress from;
        RedisAddress to;
        QVERIFY(SentinelClient::parseSwitchMessage(replyIn(QStringLiteral("sentinel/subscribe-then-switch")),
                                                   QStringLiteral("mymaster"), &from, &to));
        QCOMPARE(from.port, quint16(27201));
        QCOMPARE(to.port, quint16(27202));
        QVERIFY(!SentinelClient::parseSwitchMessage(replyIn(QStringLiteral("sentinel/subscribe-then-switch")),
                                                    QStringLiteral("other"), &from, &to));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
