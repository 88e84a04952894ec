// SPDX-License-Identifier: MIT
// The window's side of real traffic: File ▸ Import MONITOR Log, and Backend ▸ Watch a Redis… on a
// redis-server this test starts (follow while watching, then Stop, then F8 to the overlap).
#include "breakpointdebugger.h"
#include "clusterfixture.h"
#include "core/breakpoints.h"
#include "core/trafficresult.h"
#include "live/clustermap.h"
#include "live/watch.h"
#include "lockkeymodel.h"
#include "lockkeyspanel.h"
#include "mainwindow.h"
#include "recordings.h"
#include "redisfixture.h"
#include "runcontroller.h"
#include "testfiles.h"
#include "topologyfixture.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "watchdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;
using locklab::test::RedisFixture;

namespace {

MainWindow::Options fixed()
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = QStringLiteral("mutual-exclusion");
    return o;
}

}  // namespace

class TestUiWatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1");
        QVERIFY2(m_redis.start(), qPrintable(m_redis.error()));
    }

    void importedLogStepsToTheOverlap()
    {
        QTemporaryDir dir;
        const QString path =
            test::writeFile(dir, QStringLiteral("capture.log"),
                            "OK\n"
                            "1700000000.010000 [0 127.0.0.1:1000] \"CLIENT\" \"SETNAME\" \"worker-a\"\n"
                            "1700000000.011000 [0 127.0.0.1:1001] \"CLIENT\" \"SETNAME\" \"worker-b\"\n"
                            "1700000000.020000 [0 127.0.0.1:1000] \"SET\" \"job\" \"ta\" \"NX\" \"PX\" \"100\"\n"
                            "1700000000.200000 [0 127.0.0.1:1001] \"SET\" \"job\" \"tb\" \"NX\" \"PX\" \"100\"\n"
                            "garbage\n"
                            "1700000000.250000 [0 127.0.0.1:1000] \"DEL\" \"job\"\n");
        MainWindow w(fixed());
        auto *debugger = w.debugger();
        auto *recordings = w.recordings();
        QString error;
        QVERIFY2(recordings->importMonitorLog(path, &error), qPrintable(error));
        const Trace &trace = w.run()->fullTrace();
        QVERIFY(isObservedTraffic(trace));
        QCOMPARE(trace.workers, (QStringList{QStringLiteral("worker-a"), QStringLiteral("worker-b")}));
        const qsizetype hit = debugger->runToNextBreakpoint();
        QVERIFY(hit >= 0);
        QCOMPARE(debugger->hits().at(hit).kind, BreakpointKind::OverlapBegins);
        QCOMPARE(debugger->hits().at(hit).at, 200000);
        QVERIFY(!recordings->importMonitorLog(dir.filePath(QStringLiteral("missing.log")), &error));
        QVERIFY2(error.contains(QStringLiteral("cannot read")), qPrintable(error));
    }

    // The acceptance race, recorded once by `locklab watch` on a real redis-server while two
    // redis-py processes (Debian's python3-redis) raced on orders:lock, billing-worker stalling past
    // its 1 s timeout: the recording opens anywhere, and F8 — the key, not a call — lands on the
    // overlap of the two clients.
    void recordedRedisPyRaceStepsByF8()
    {
        MainWindow w(fixed());
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *recordings = w.recordings();
        QString error;
        QVERIFY2(
            recordings->openRecording(QStringLiteral(LOCKLAB_TEST_DATA "/watch/redispy-race.locklab.json"), &error),
            qPrintable(error));
        const Trace &trace = w.run()->fullTrace();
        QVERIFY(isObservedTraffic(trace));
        QCOMPARE(trace.workers, (QStringList{QStringLiteral("billing-worker"), QStringLiteral("invoice-worker")}));
        w.setCursorTime(0);
        QTest::keyClick(&w, Qt::Key_F8);
        // invoice-worker's SET NX took the expired key at 1204.887 ms while billing-worker still
        // believed it held it.
        QCOMPARE(w.view()->cursor(), 1204887);
        const Instant at = Interpretation(trace).at(w.view()->cursor());
        QCOMPARE(at.believers, (QList<int>{0, 1}));
        QVERIFY(!at.workers.at(0).redisSaysHeld && at.workers.at(1).redisSaysHeld);
        QTest::qWait(50);  // posted layout requests settle before a person would look
        if (!qEnvironmentVariableIsEmpty("LOCKLAB_WATCH_SHOT"))
            QVERIFY(w.grab().save(qEnvironmentVariable("LOCKLAB_WATCH_SHOT")));
    }

    void watchFollowsThenStops()
    {
        MainWindow w(fixed());
        auto *debugger = w.debugger();
        auto *recordings = w.recordings();
        recordings->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QSignalSpy shown(dialog, &WatchDialog::traceChanged);
        // With a password (the default user has none, so any password is taken): it never goes
        // into the recording the window is given.
        dialog->urlEdit()->setText(QStringLiteral("redis://default:s3cret@127.0.0.1:%1").arg(m_redis.port()));
        dialog->keysEdit()->setText(QStringLiteral("ui:*"));
        dialog->durationBox()->setValue(0);
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 5000);
        // Two clients (each raw() call is a connection of its own): the first's key expires under it.
        QCOMPARE(m_redis.raw({"SET", "ui:lock", "a", "NX", "PX", "100"}), QByteArray("OK"));
        QTest::qWait(200);
        QCOMPARE(m_redis.raw({"SET", "ui:lock", "b", "NX", "PX", "1000"}), QByteArray("OK"));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 5000);  // the window follows while watching
        QVERIFY(!shown.last().at(1).toBool());
        dialog->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching() && shown.last().at(1).toBool(), 5000);
        const QByteArray described = shown.last().at(0).value<Recording>().scenarioJson;
        QVERIFY2(described.contains("default:***@127.0.0.1") && !described.contains("s3cret"), described.constData());
        const Trace &trace = w.run()->fullTrace();
        QCOMPARE(trace.lockKey, QStringLiteral("ui:lock"));
        QCOMPARE(trace.workers.size(), 2);
        // The Lock keys panel is filled by the watch too, with core's verdict of the key.
        QVERIFY(recordings->traffic());
        QCOMPARE(recordings->lockKeysPanel()->listedKeys(), QStringList{QStringLiteral("ui:lock")});
        QVERIFY(recordings->lockKeysPanel()->view()->isColumnHidden(LockKeyModel::ShardColumn));  // one server
        QVERIFY(recordings->traffic()->locks().constFirst().violations > 0);
        QVERIFY(!w.releaseCombo()->isEnabled());  // observed traffic: no policy to flip
        // F8 from the start lands on the overlap: both clients believed they held the lock.
        w.setCursorTime(0);
        const qsizetype hit = debugger->runToNextBreakpoint();
        QVERIFY(hit >= 0);
        QCOMPARE(debugger->hits().at(hit).kind, BreakpointKind::OverlapBegins);
        QCOMPARE(debugger->hits().at(hit).workers.size(), 2);
    }

    // A tester watched nine redis-py Locks, three racing: the view stayed on the first key seen
    // under a green SAFE while Lock keys said "3 of 9 lock keys with violations". The watch shows the
    // worst key, as File ▸ Open and the command line do; a key chosen by hand stays shown, and the
    // banner's verdict is still the worst key's.
    void watchFollowsTheWorstKey()
    {
        MainWindow w(fixed());
        auto *recordings = w.recordings();
        recordings->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        QVERIFY(dialog);
        QSignalSpy shown(dialog, &WatchDialog::traceChanged);
        dialog->urlEdit()->setText(QStringLiteral("redis://127.0.0.1:%1").arg(m_redis.port()));
        dialog->keysEdit()->setText(QStringLiteral("follow:*"));
        dialog->durationBox()->setValue(0);
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 5000);
        const QString calm = QStringLiteral("follow:calm");
        const QString race = QStringLiteral("follow:race");
        const auto headline = [recordings](const QString &key) {
            const LockKeyResult &k = recordings->traffic()->locks().at(recordings->traffic()->indexOf(key));
            return VerdictBanner::headlineFor(k.verdict, k.foreignDeletes);
        };
        // follow:calm, seen first, is held and contended (raw() calls are connections of their own).
        QCOMPARE(m_redis.raw({"SET", "follow:calm", "a", "NX", "PX", "10000"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"SET", "follow:calm", "b", "NX", "PX", "10000"}), QByteArray("(nil)"));
        QTRY_COMPARE_WITH_TIMEOUT(w.run()->fullTrace().lockKey, calm, 5000);
        QCOMPARE(w.banner()->headline(), VerdictBanner::headlineFor(Verdict::Safe, 0));
        // follow:race expires under its first holder, and a second client takes it.
        QCOMPARE(m_redis.raw({"SET", "follow:race", "a", "NX", "PX", "100"}), QByteArray("OK"));
        QTest::qWait(200);
        QCOMPARE(m_redis.raw({"SET", "follow:race", "b", "NX", "PX", "10000"}), QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(w.run()->fullTrace().lockKey, race, 5000);
        QCOMPARE(recordings->traffic()->locks().first().key, race);
        QVERIFY(recordings->traffic()->locks().first().verdict != Verdict::Safe);
        QCOMPARE(w.banner()->headline(), headline(race));
        QCOMPARE(recordings->lockKeysPanel()->currentKey(), race);

        // Chosen by hand, follow:calm stays shown as the watch goes on and after Stop, under the
        // worst key's verdict.
        LockKeysPanel *panel = recordings->lockKeysPanel();
        panel->choose(static_cast<int>(panel->listedKeys().indexOf(calm)));
        QCOMPARE(w.run()->fullTrace().lockKey, calm);
        const qsizetype before = shown.size();
        QCOMPARE(m_redis.raw({"SET", "follow:race", "c", "NX", "PX", "10000"}), QByteArray("(nil)"));
        QTRY_VERIFY_WITH_TIMEOUT(shown.size() > before, 5000);
        QCOMPARE(w.run()->fullTrace().lockKey, calm);
        QCOMPARE(w.banner()->headline(), headline(race));
        dialog->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching() && shown.last().at(1).toBool(), 5000);
        QCOMPARE(w.run()->fullTrace().lockKey, calm);
        QCOMPARE(w.banner()->headline(), headline(race));
        QVERIFY2(w.banner()->details().contains(QStringLiteral("shown: follow:calm")),
                 qPrintable(w.banner()->details()));

        // A new watch follows the worst key again: the choice was the last watch's.
        QCOMPARE(m_redis.raw({"DEL", "follow:calm"}), QByteArray("1"));
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 5000);
        QCOMPARE(m_redis.raw({"SET", "follow:calm", "d", "NX", "PX", "10000"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"SET", "follow:calm", "e", "NX", "PX", "10000"}), QByteArray("(nil)"));
        QCOMPARE(m_redis.raw({"SET", "follow:again", "a", "NX", "PX", "100"}), QByteArray("OK"));
        QTest::qWait(200);
        QCOMPARE(m_redis.raw({"SET", "follow:again", "b", "NX", "PX", "10000"}), QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(w.run()->fullTrace().lockKey, QStringLiteral("follow:again"), 5000);
        dialog->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching(), 5000);
    }

    // File ▸ Save Recording while a watch follows several lock keys keeps what the user watched:
    // every key, each with the figures and verdict the Lock keys panel shows (a holding still
    // believed runs to the watch's "now"), and the deduplication keys listed apart; opened again, in
    // either encoding, the panel is the same, on the key that was shown.
    void savedWhileWatchingKeepsEveryKey()
    {
        MainWindow w(fixed());
        auto *recordings = w.recordings();
        recordings->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        QVERIFY(dialog);
        dialog->urlEdit()->setText(QStringLiteral("redis://127.0.0.1:%1").arg(m_redis.port()));
        dialog->keysEdit()->clear();  // found automatically, so the deduplication key is told apart
        dialog->durationBox()->setValue(0);
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 5000);
        // save:a expires under its first holder and is taken by a third client (raw() calls are
        // connections of their own); save:b is held and contended; save:c is taken once and left.
        QCOMPARE(m_redis.raw({"SET", "save:a", "a", "NX", "PX", "100"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"SET", "save:a", "a1", "NX", "PX", "100"}), QByteArray("(nil)"));  // contended
        QCOMPARE(m_redis.raw({"SET", "save:b", "b", "NX", "PX", "5000"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"SET", "save:c", "c", "NX", "PX", "60000"}), QByteArray("OK"));
        QTest::qWait(200);
        QCOMPARE(m_redis.raw({"SET", "save:a", "a2", "NX", "PX", "60000"}), QByteArray("OK"));
        QCOMPARE(m_redis.raw({"SET", "save:b", "b2", "NX", "PX", "5000"}), QByteArray("(nil)"));  // contended
        QTRY_VERIFY_WITH_TIMEOUT(recordings->traffic() && recordings->traffic()->locks().size() == 2
                                     && recordings->traffic()->indexOf(QStringLiteral("save:b")) >= 0
                                     && recordings->traffic()->locks().constFirst().violations > 0,
                                 10000);
        QVERIFY(recordings->showLockKey(QStringLiteral("save:b")));  // not the worst one
        QVERIFY(dialog->isWatching());
        const QByteArray keys = QJsonDocument(lockKeysToJson(*recordings->traffic())).toJson();
        const QStringList dedup = recordings->traffic()->deduplicationKeys();
        QCOMPARE(dedup, QStringList{QStringLiteral("save:c")});
        const QString summary = recordings->lockKeysPanel()->summaryLabel()->text();
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("watch.locklab"), QStringLiteral("watch.locklab.json")}) {
            const QString path = dir.filePath(name);
            QString error;
            QVERIFY2(recordings->saveRecording(path, &error), qPrintable(error));
            MainWindow again(fixed());
            QVERIFY2(again.recordings()->openRecording(path, &error), qPrintable(error));
            QCOMPARE(again.run()->fullTrace().lockKey, QStringLiteral("save:b"));
            QVERIFY(again.recordings()->traffic());
            QCOMPARE(again.recordings()->lockKeysPanel()->listedKeys(), recordings->lockKeysPanel()->listedKeys());
            QCOMPARE(QJsonDocument(lockKeysToJson(*again.recordings()->traffic())).toJson(), keys);
            QCOMPARE(again.recordings()->traffic()->deduplicationKeys(), dedup);
            QCOMPARE(again.recordings()->lockKeysPanel()->summaryLabel()->text(), summary);
        }
        dialog->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching(), 5000);
    }

    // Backend ▸ Watch a Redis… on a Redis Cluster (redis+cluster://): every shard's keys fill the
    // Lock keys panel, and its Shard column (hidden for one server) names the shard of each.
    void watchACluster()
    {
        test::ClusterFixture cluster;
        LOCKLAB_START_CLUSTER(cluster);
        MainWindow w(fixed());
        auto *recordings = w.recordings();
        recordings->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        QVERIFY(dialog);
        QSignalSpy shown(dialog, &WatchDialog::traceChanged);
        dialog->urlEdit()->setText(cluster.cluster().url().toString());
        dialog->keysEdit()->setText(QStringLiteral("uic:*"));
        dialog->durationBox()->setValue(0);
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 10000);
        // One key on each shard, taken twice: the first holder's lock expires under it.
        QMap<QString, QString> shardOfKey;
        const QList<quint16> primaries = cluster.cluster().primaryPorts();
        for (int n = 0; shardOfKey.size() < cluster.cluster().shardCount(); ++n) {
            const QByteArray key = "uic:" + QByteArray::number(n);
            const int shard = cluster.cluster().shardOfSlot(clusterKeySlot(key));
            const QString name = QStringLiteral("127.0.0.1:%1").arg(primaries.at(shard));
            if (shardOfKey.values().contains(name))
                continue;
            shardOfKey.insert(QString::fromLatin1(key), name);
            QCOMPARE(cluster.raw(shard, {"SET", key, "a", "NX", "PX", "100"}), QByteArray("OK"));
        }
        QTest::qWait(200);
        for (auto it = shardOfKey.cbegin(); it != shardOfKey.cend(); ++it) {
            const QByteArray key = it.key().toLatin1();
            QCOMPARE(cluster.raw(primaries.indexOf(it.value().section(u':', 1).toUShort()),
                                 {"SET", key, "b", "NX", "PX", "1000"}),
                     QByteArray("OK"));
        }
        QTest::qWait(300);  // the merge lets the last lines go
        dialog->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching(), 5000);
        QVERIFY2(!shown.isEmpty() && shown.last().at(1).toBool(), qPrintable(dialog->statusLabel()->text()));
        LockKeysPanel *panel = recordings->lockKeysPanel();
        QStringList listed = panel->listedKeys();
        listed.sort();
        QCOMPARE(listed, shardOfKey.keys());
        QVERIFY(!panel->view()->isColumnHidden(LockKeyModel::ShardColumn));
        for (int row = 0; row < panel->model()->rowCount(); ++row) {
            const QString key = panel->model()->index(row, LockKeyModel::KeyColumn).data().toString();
            QCOMPARE(panel->model()->index(row, LockKeyModel::ShardColumn).data().toString(), shardOfKey.value(key));
        }
        QCOMPARE(recordings->traffic()->withViolations(), cluster.cluster().shardCount());
    }

    void refusedWatchSaysWhy()
    {
        MainWindow w(fixed());
        w.recordings()->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        dialog->urlEdit()->setText(QStringLiteral("redis://127.0.0.1:1"));
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->statusLabel()->text().contains(QStringLiteral("cannot use Redis")), 5000);
        QVERIFY(dialog->startButton()->isEnabled());
        QVERIFY(!dialog->isWatching());
    }

    // A glob `watch` refuses (too large to compile) is refused before connecting, with its message,
    // as File ▸ Import MONITOR Log… refuses it.
    void invalidGlobIsRefusedBeforeConnecting()
    {
        MainWindow w(fixed());
        w.recordings()->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        dialog->urlEdit()->setText(QStringLiteral("redis://127.0.0.1:%1").arg(m_redis.port()));
        const QString glob = QStringLiteral("[ab]").repeated(5000);
        dialog->keysEdit()->setText(QStringLiteral("ui:* ") + glob);
        dialog->startButton()->click();
        QCOMPARE(dialog->statusLabel()->text(), QStringLiteral("Lock keys (globs): ") + globError(glob));
        QVERIFY(!dialog->isWatching());
        QVERIFY(dialog->startButton()->isEnabled());
    }

    // Backend ▸ Watch a Redis… through a sentinel (redis+sentinel://): the status names the primary it
    // named; a URL's password never shows, in a refusal either.
    void watchThroughASentinel()
    {
        test::TopologyFixture topology;
        QVERIFY2(topology.start(1, 1500), qPrintable(topology.error()));
        const quint16 sentinel = topology.topology().sentinelPort();
        const quint16 primary = topology.topology().instancePort(0);
        MainWindow w(fixed());
        auto *recordings = w.recordings();
        recordings->watchAction()->trigger();
        auto *dialog = w.findChild<WatchDialog *>();
        dialog->urlEdit()->setText(QStringLiteral("redis+sentinel://:s3cret@127.0.0.1:1/locklab"));
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->statusLabel()->text().contains(
                                     QStringLiteral("no sentinel of redis+sentinel://:***@127.0.0.1:1/locklab")),
                                 5000);
        QVERIFY(!dialog->statusLabel()->text().contains(QStringLiteral("s3cret")));

        const QString url = QStringLiteral("redis+sentinel://127.0.0.1:%1/locklab").arg(sentinel);
        dialog->urlEdit()->setText(url);
        dialog->keysEdit()->setText(QStringLiteral("ui:*"));
        dialog->durationBox()->setValue(0);
        dialog->startButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWatching(), 5000);
        // The status is set once the watch's start has returned, a turn after isWatching().
        const QString watching =
            QStringLiteral("Watching redis://127.0.0.1:%1 through %2 (Redis ").arg(primary).arg(url);
        QTRY_VERIFY2_WITH_TIMEOUT(dialog->statusLabel()->text().startsWith(watching),
                                  qPrintable(dialog->statusLabel()->text()), 5000);
        QCOMPARE(RedisFixture::rawAt(primary, {"SET", "ui:sentinel", "a", "NX", "PX", "1000"}), QByteArray("OK"));
        QTest::qWait(100);
        dialog->stopButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isWatching(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(recordings->lockKeysPanel()->listedKeys(), QStringList{QStringLiteral("ui:sentinel")},
                                  5000);
    }

private:
    RedisFixture m_redis;
};

QTEST_MAIN(TestUiWatch)
#include "tst_uiwatch.moc"
