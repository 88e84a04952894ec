// SPDX-License-Identifier: MIT
// Through a redis+sentinel:// URL (issue 29 items 4 and 6): a managed primary, two replicas and a
// redis-sentinel of the test's own (ManagedTopology in sentinel mode, every server on a free
// loopback port, gone with the fixture). `locklab run` gives a lesson the verdict it has on the
// embedded model; a dead sentinel is skipped, none answering is exit 2; a lesson that kills
// servers is refused. Manual failovers (the old primary left up) are followed by a watch and a run,
// each putting notify-keyspace-events back where it set it. Then two primaries killed: `locklab
// watch` follows the first failover while redis-py's Sentinel client takes locks through it, and
// `locklab run` follows the second.
#include "core/scenario.h"
#include "live/sentinelclient.h"
#include "topologyfixture.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

const QString binary = QStringLiteral(LOCKLAB_BINARY);
const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch");
const QString python = QStringLiteral("/usr/bin/python3");  // Debian's, with python3-redis (tools/deps.sh)
constexpr char master[] = "locklab";                        // the name ManagedTopology's sentinel monitors

// A child process, killed if the test leaves early. The topology's relays live on this
// process's event loop, so every wait pumps it.
struct Child {
    QProcess process;
    QByteArray out;
    QByteArray err;

    explicit Child(const QString &program, const QStringList &args) { process.start(program, args); }
    ~Child()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(2000);
        }
    }
    void read()
    {
        out += process.readAllStandardOutput();
        err += process.readAllStandardError();
    }
    // Until `done()` or `ms` pass, pumping the event loop; false on the timeout.
    template <typename Done> bool pumpUntil(int ms, Done done)
    {
        QDeadlineTimer deadline(ms);
        while (!done()) {
            if (deadline.hasExpired())
                return false;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            process.waitForReadyRead(5);
            read();
        }
        return true;
    }
    bool finish(int ms)
    {
        const bool ended = pumpUntil(ms, [this] { return process.state() == QProcess::NotRunning; });
        read();
        return ended;
    }
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

QStringList notesOf(const QJsonObject &run)
{
    QStringList notes;
    for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(QStringLiteral("kind")).toString() == QStringLiteral("note"))
            notes << e.value(QStringLiteral("text")).toString();
    }
    return notes;
}

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &l : out.split('\n')) {
        if (!l.trimmed().isEmpty())
            lines << QJsonDocument::fromJson(l).object();
    }
    return lines;
}

// A stand-in for a sentinel that the test can take away: it names `primary` for any master and
// takes SUBSCRIBE, as a sentinel does, and answers nothing else.
class FakeSentinel : public QObject {
public:
    explicit FakeSentinel(quint16 primary)
        : m_primary(primary)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                m_sockets << socket;
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    quint16 port() const { return m_server.serverPort(); }
    int subscribers() const { return m_subscribers; }
    // The sentinel goes away: every connection closed, no new one accepted.
    void stop()
    {
        m_server.close();
        for (QTcpSocket *socket : std::as_const(m_sockets))
            socket->abort();
    }

private:
    static QByteArray bulk(const QByteArray &s) { return '$' + QByteArray::number(s.size()) + "\r\n" + s + "\r\n"; }
    // RESP arrays of bulk strings, as hiredis sends commands; a partial one waits for more.
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        for (;;) {
            qsizetype at = 0;
            QList<QByteArray> args;
            const qsizetype header = buffer.indexOf("\r\n");
            if (!buffer.startsWith('*') || header < 0)
                return;
            const int count = buffer.mid(1, header - 1).toInt();
            at = header + 2;
            for (int i = 0; i < count; ++i) {
                const qsizetype lengthEnd = buffer.indexOf("\r\n", at);
                if (lengthEnd < 0)
                    return;
                const int length = buffer.mid(at + 1, lengthEnd - at - 1).toInt();
                if (buffer.size() < lengthEnd + 2 + length + 2)
                    return;
                args << buffer.mid(lengthEnd + 2, length);
                at = lengthEnd + 2 + length + 2;
            }
            buffer.remove(0, at);
            const QByteArray command = args.value(0).toUpper();
            if (command == "SENTINEL") {
                socket->write("*2\r\n" + bulk("127.0.0.1") + bulk(QByteArray::number(m_primary)));
            } else if (command == "SUBSCRIBE") {
                ++m_subscribers;
                socket->write("*3\r\n" + bulk("subscribe") + bulk(args.value(1)) + ":1\r\n");
            } else {
                socket->write("-ERR not in this stand-in\r\n");
            }
        }
    }

    QTcpServer m_server;
    QList<QTcpSocket *> m_sockets;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    quint16 m_primary;
    int m_subscribers = 0;
};

QString verdictOf(const QJsonObject &run)
{
    return run.value(QStringLiteral("summary")).toObject().value(QStringLiteral("verdict")).toString();
}

}  // namespace

class TestSentinel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (test::RedisFixture::skipRequested())
            QSKIP("LOCKLAB_SKIP_LIVE=1");
        // Two replicas: one for each failover below. The sentinel calls the primary down 1.5 s
        // after it stopped answering: below its 1 s ping period, a sentinel that has just switched
        // (its link to the new primary reconnects once a second) can call the new primary down too
        // and fail over again on its own (seen here with 400 ms).
        QElapsedTimer started;
        started.start();
        QVERIFY2(m_topology.start(2, 1500), qPrintable(m_topology.error()));
        qInfo("topology with a sentinel up in %lld ms", started.elapsed());
    }

    void switchPayload_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<bool>("ours");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("ours") << QByteArray("locklab 127.0.0.1 7001 127.0.0.1 7002") << true
                              << QStringLiteral("127.0.0.1:7001") << QStringLiteral("127.0.0.1:7002");
        QTest::newRow("ipv6") << QByteArray("locklab ::1 7001 ::1 7002") << true << QStringLiteral("[::1]:7001")
                              << QStringLiteral("[::1]:7002");
        QTest::newRow("another master") << QByteArray("cache 127.0.0.1 7001 127.0.0.1 7002") << false << QString()
                                        << QString();
        QTest::newRow("a prefix of ours")
            << QByteArray("lock 127.0.0.1 7001 127.0.0.1 7002") << false << QString() << QString();
        QTest::newRow("port 0") << QByteArray("locklab 127.0.0.1 7001 127.0.0.1 0") << false << QString() << QString();
        QTest::newRow("port past 65535") << QByteArray("locklab 127.0.0.1 7001 127.0.0.1 70000") << false << QString()
                                         << QString();
        QTest::newRow("too short") << QByteArray("locklab 127.0.0.1 7001") << false << QString() << QString();
    }
    void switchPayload()
    {
        QFETCH(QByteArray, payload);
        QFETCH(bool, ours);
        QFETCH(QString, from);
        QFETCH(QString, to);
        RedisAddress oldPrimary;
        RedisAddress newPrimary;
        QCOMPARE(SentinelClient::parseSwitch(payload, QString::fromLatin1(master), &oldPrimary, &newPrimary), ours);
        if (ours) {
            QCOMPARE(oldPrimary.toString(), from);
            QCOMPARE(newPrimary.toString(), to);
        }
    }

    // The same verdict as on the embedded model, on the primary the sentinel names.
    void runGivesTheEmbeddedVerdict_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::newRow("ttl-overlap") << QStringLiteral("ttl-overlap");
        QTest::newRow("token-release") << QStringLiteral("token-release");
        QTest::newRow("fencing") << QStringLiteral("fencing");
    }
    void runGivesTheEmbeddedVerdict()
    {
        QFETCH(QString, lesson);
        Child embedded(binary, {QStringLiteral("run"), lesson, QStringLiteral("--json")});
        QVERIFY(embedded.finish(20000));
        QCOMPARE(embedded.process.exitCode(), 0);
        Child live(binary, {QStringLiteral("run"), lesson, QStringLiteral("--json"), QStringLiteral("--redis"),
                            sentinelUrl(), QStringLiteral("--time-scale"), QStringLiteral("5")});
        QVERIFY(live.finish(60000));
        QVERIFY2(live.process.exitCode() == 0, live.err.constData());
        const QJsonObject run = live.json();
        QCOMPARE(verdictOf(run), verdictOf(embedded.json()));
        const QStringList notes = notesOf(run);
        const QString primary = QStringLiteral("redis://127.0.0.1:%1").arg(m_topology.topology().instancePort(0));
        QVERIFY2(notes.contains(QStringLiteral("sentinel 127.0.0.1:%1 names %2 as the primary of locklab")
                                    .arg(sentinelPort())
                                    .arg(primary)),
                 qPrintable(notes.join(u'\n')));
        QVERIFY2(
            notes.contains(QStringLiteral("following failovers: subscribed to +switch-master on sentinel 127.0.0.1:%1")
                               .arg(sentinelPort())),
            qPrintable(notes.join(u'\n')));
        // The commands ran on the primary, not on the sentinel.
        QVERIFY2(notes.filter(QStringLiteral("live: Redis ")).constFirst().contains(primary),
                 qPrintable(notes.join(u'\n')));
    }

    // A sentinel that does not answer is skipped with a note; the next one names the primary.
    void deadSentinelIsSkipped()
    {
        const QString url = QStringLiteral("redis+sentinel://127.0.0.1:1,127.0.0.1:%1/locklab").arg(sentinelPort());
        Child live(binary, {QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--json"),
                            QStringLiteral("--redis"), url, QStringLiteral("--time-scale"), QStringLiteral("5")});
        QVERIFY(live.finish(60000));
        QVERIFY2(live.process.exitCode() == 0, live.err.constData());
        const QStringList notes = notesOf(live.json());
        QVERIFY2(!notes.filter(QStringLiteral("sentinel 127.0.0.1:1 skipped: ")).isEmpty(),
                 qPrintable(notes.join(u'\n')));
        QVERIFY2(!notes.filter(QStringLiteral("sentinel 127.0.0.1:%1 names").arg(sentinelPort())).isEmpty(),
                 qPrintable(notes.join(u'\n')));
    }

    // None answering is an unreachable Redis: exit 2 and one line, for run, bench live and watch.
    void noSentinelNamesAPrimary_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("says");
        const QStringList run{QStringLiteral("run"), QStringLiteral("ttl-overlap")};
        const QStringList bench{QStringLiteral("bench"), QStringLiteral("live"), QStringLiteral("--seconds"),
                                QStringLiteral("0.2")};
        const QStringList watch{QStringLiteral("watch"), QStringLiteral("--duration"), QStringLiteral("1")};
        const QString dead = QStringLiteral("redis+sentinel://127.0.0.1:1/locklab");
        QTest::newRow("run, dead") << run << dead << QStringLiteral("sentinel 127.0.0.1:1 skipped: ");
        QTest::newRow("bench, dead") << bench << dead << QStringLiteral("sentinel 127.0.0.1:1 skipped: ");
        QTest::newRow("watch, dead") << watch << dead << QStringLiteral("sentinel 127.0.0.1:1 skipped: ");
        const QString unknown = QStringLiteral("redis+sentinel://127.0.0.1:%1/nosuch").arg(sentinelPort());
        QTest::newRow("run, unknown master") << run << unknown << QStringLiteral("it knows no primary named nosuch");
        QTest::newRow("watch, unknown master")
            << watch << unknown << QStringLiteral("it knows no primary named nosuch");
        // A data node is not a sentinel: it answers the question with an error.
        const QString server = QStringLiteral("redis+sentinel://127.0.0.1:%1/locklab")
                                   .arg(m_topology.topology().instancePort(m_topology.topology().primaryInstance()));
        QTest::newRow("run, not a sentinel") << run << server << QStringLiteral("skipped: it answered ");
    }
    void noSentinelNamesAPrimary()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, url);
        QFETCH(QString, says);
        Child cli(binary, command + QStringList{QStringLiteral("--redis"), url});
        QVERIFY(cli.finish(20000));
        QCOMPARE(cli.process.exitCode(), 2);
        QVERIFY2(cli.err.contains("no sentinel of redis+sentinel://"), cli.err.constData());
        QVERIFY2(cli.err.contains(says.toUtf8()), cli.err.constData());
    }

    // Killing a user's primary is never done: such a lesson needs --redis managed (exit 2).
    void killingLessonsAreRefused()
    {
        const QList<qint64> before = m_topology.topology().pids();
        Child cli(binary, {QStringLiteral("run"), QStringLiteral("failover-loses-lock"), QStringLiteral("--redis"),
                           sentinelUrl()});
        QVERIFY(cli.finish(20000));
        QCOMPARE(cli.process.exitCode(), 2);
        QVERIFY2(cli.err.contains("run it with --redis managed"), cli.err.constData());
        QVERIFY2(cli.err.contains("redis+sentinel://"), cli.err.constData());
        QCOMPARE(m_topology.topology().pids(), before);
    }

    // A manual failover (SENTINEL FAILOVER: the old primary stays up, as a replica) under a watch
    // with --expiry-events: MONITOR moves with a gap, the setting is put back on the old primary
    // before the watch leaves it and set on the new one, and traffic on both is seen. Then one
    // back under a run, which does the same with its own setting. A topology of its own: the
    // shared one's failovers come after.
    void aManualFailoverIsFollowed()
    {
        test::TopologyFixture own;
        QVERIFY2(own.start(1, 1500), qPrintable(own.error()));
        const quint16 sentinel = own.topology().sentinelPort();
        const quint16 first = own.topology().instancePort(0);
        const quint16 second = own.topology().instancePort(1);
        // Off on both (a managed server starts with Ex): the watch sets it, and must put it back.
        for (const quint16 port : {first, second})
            QCOMPARE(test::RedisFixture::rawAt(port, {"CONFIG", "SET", "notify-keyspace-events", ""}),
                     QByteArray("OK"));
        Child watch(binary, {QStringLiteral("watch"), QStringLiteral("--redis"),
                             QStringLiteral("redis+sentinel://127.0.0.1:%1/locklab").arg(sentinel),
                             QStringLiteral("--duration"), QStringLiteral("0"), QStringLiteral("--json"),
                             QStringLiteral("--expiry-events"), QStringLiteral("--keys"), QStringLiteral("mf:*")});
        QVERIFY2(watch.pumpUntil(10000, [&] { return watch.err.contains("watching"); }), watch.err.constData());
        QCOMPARE(test::RedisFixture::rawAt(first, {"SET", "mf:before", "a", "NX", "PX", "5000"}), QByteArray("OK"));
        QCOMPARE(test::RedisFixture::rawAt(sentinel, {"SENTINEL", "FAILOVER", "locklab"}), QByteArray("OK"));
        const QByteArray back = QStringLiteral("MONITOR runs again, on redis://127.0.0.1:%1").arg(second).toUtf8();
        QVERIFY2(watch.pumpUntil(20000, [&] { return watch.err.contains(back); }), watch.err.constData());
        QVERIFY2(watch.err.contains(QStringLiteral("a sentinel switched the primary from 127.0.0.1:%1 to 127.0.0.1:%2")
                                        .arg(first)
                                        .arg(second)
                                        .toUtf8()),
                 watch.err.constData());
        QCOMPARE(test::RedisFixture::rawAt(second, {"SET", "mf:after", "b", "NX", "PX", "5000"}), QByteArray("OK"));
        watch.pumpUntil(300, [] { return false; });
        watch.process.terminate();
        QVERIFY(watch.finish(10000));
        QVERIFY2(watch.process.exitCode() == 0, watch.err.constData());
        // Set on each primary in turn, and put back on each: the old one before the watch left it
        // (it answers still, as a replica), the new one at the end.
        QVERIFY2(watch.err.count("notify-keyspace-events set to") == 2, watch.err.constData());
        QVERIFY2(watch.err.count("notify-keyspace-events put back to") == 2, watch.err.constData());
        QCOMPARE(notifyFlags(first), QByteArray());
        QCOMPARE(notifyFlags(second), QByteArray());
        const QJsonObject run = watch.json();
        QVERIFY(run.value(QStringLiteral("traffic")).toObject().value(QStringLiteral("gaps")).toInt() >= 1);
        QStringList keys;
        for (const QJsonValue &v : run.value(QStringLiteral("deduplicationKeys")).toArray())
            keys << v.toString();
        for (const QJsonValue &v : run.value(QStringLiteral("keys")).toArray())
            keys << v.toObject().value(QStringLiteral("key")).toString();
        keys.sort();
        QCOMPARE(keys, (QStringList{QStringLiteral("mf:after"), QStringLiteral("mf:before")}));

        // A run through the same sentinel while it fails back: the run puts notify-keyspace-events
        // back on the primary it leaves (up still) before it moves, and on the new one at the end.
        QVERIFY2(sentinelSettled(sentinel), "the sentinel's view of the primary did not settle");
        QTemporaryDir dir;
        Child live(binary,
                   {QStringLiteral("run"), switchScenario(dir), QStringLiteral("--json"), QStringLiteral("--redis"),
                    QStringLiteral("redis+sentinel://127.0.0.1:%1/locklab").arg(sentinel)});
        live.pumpUntil(700, [] { return false; });
        QCOMPARE(test::RedisFixture::rawAt(sentinel, {"SENTINEL", "FAILOVER", "locklab"}), QByteArray("OK"));
        QVERIFY(live.finish(30000));
        QVERIFY2(live.process.exitCode() == 0, live.err.constData());
        const QStringList notes = notesOf(live.json());
        QVERIFY2(notes.contains(
                     QStringLiteral("notify-keyspace-events restored to \"\" on the old primary redis://127.0.0.1:%1")
                         .arg(second)),
                 qPrintable(notes.join(u'\n')));
        QVERIFY2(notes.contains(QStringLiteral("reconnected to the new primary redis://127.0.0.1:%1").arg(first)),
                 qPrintable(notes.join(u'\n')));
        QCOMPARE(notifyFlags(first), QByteArray());
        QCOMPARE(notifyFlags(second), QByteArray());
    }

    // redis-py's Sentinel client takes locks through a failover while `locklab watch` watches
    // through the sentinel: the watch follows the switch, shows the gap, and gives each key the
    // verdict the client's own log gives.
    void watchFollowsAFailover()
    {
        QTemporaryDir dir;
        Child watch(binary,
                    {QStringLiteral("watch"), QStringLiteral("--redis"), sentinelUrl(), QStringLiteral("--duration"),
                     QStringLiteral("0"), QStringLiteral("--json"), QStringLiteral("--keys"), QStringLiteral("sx:*"),
                     QStringLiteral("--key"), QStringLiteral("sx:a")});
        QVERIFY2(watch.pumpUntil(10000, [&] { return watch.err.contains("watching"); }), watch.err.constData());
        const quint16 first = m_topology.topology().instancePort(m_topology.topology().primaryInstance());
        QVERIFY2(watch.err.contains(QStringLiteral("names redis://127.0.0.1:%1 as the primary").arg(first).toUtf8()),
                 watch.err.constData());

        Child client(python, {data + QStringLiteral("/redispy_sentinel.py"), QString::number(sentinelPort()),
                              QString::fromLatin1(master)});
        QVERIFY2(client.pumpUntil(20000, [&] { return client.out.contains("\"phase\": 1"); }),
                 QByteArray(client.out + client.err).constData());

        // The failover: the primary dies, the sentinel promotes a replica and says so.
        QElapsedTimer failover;
        failover.start();
        const ManagedTopology::Death death = m_topology.topology().killPrimary({});
        QVERIFY2(death.ok, qPrintable(death.error));
        int promoted = -1;
        QVERIFY2(watch.pumpUntil(20000,
                                 [&] {
                                     promoted = m_topology.topology().sentinelPrimary();
                                     return promoted >= 0 && watch.err.contains("a sentinel switched the primary");
                                 }),
                 watch.err.constData());
        QString error;
        QVERIFY2(m_topology.topology().adoptSentinelPromotion(promoted, &error), qPrintable(error));
        QVERIFY2(sentinelSettled(), "the sentinel's view of the primary did not settle");
        const quint16 second = m_topology.topology().instancePort(promoted + 1);
        qInfo("the sentinel promoted replica %d (port %u) %lld ms after the kill", promoted + 1, second,
              failover.elapsed());
        QVERIFY2(watch.err.contains(QStringLiteral("a sentinel switched the primary from 127.0.0.1:%1 to 127.0.0.1:%2")
                                        .arg(first)
                                        .arg(second)
                                        .toUtf8()),
                 watch.err.constData());
        // Phase 2 once MONITOR runs on the new primary: what ran before that is the gap's.
        const QByteArray back = QStringLiteral("MONITOR runs again, on redis://127.0.0.1:%1").arg(second).toUtf8();
        QVERIFY2(watch.pumpUntil(10000, [&] { return watch.err.contains(back); }), watch.err.constData());

        client.process.write("go\n");
        QVERIFY2(client.finish(20000), QByteArray(client.out + client.err).constData());
        QVERIFY2(client.process.exitCode() == 0, client.err.constData());
        QVERIFY(client.out.contains("\"phase\": 2"));
        QTest::qWait(300);  // the last lines reach the watch
        watch.process.terminate();
        QVERIFY(watch.finish(10000));
        QVERIFY2(watch.process.exitCode() == 0, watch.err.constData());
        const QJsonObject run = watch.json();

        // What the client's own log says of each key: violated when a release found the lock no
        // longer its own after another client took it.
        QMap<QString, QString> expected;
        int acquired = 0;
        for (const QJsonObject &line : jsonLines(client.out)) {
            const QString key = line.value(QStringLiteral("key")).toString();
            if (key.isEmpty())
                continue;
            if (line.value(QStringLiteral("op")).toString() == QStringLiteral("acquire")) {
                QVERIFY(line.value(QStringLiteral("ok")).toBool());
                ++acquired;
            }
            if (!expected.contains(key))
                expected[key] = QStringLiteral("safe");
            if (line.value(QStringLiteral("op")).toString() == QStringLiteral("release")
                && !line.value(QStringLiteral("ok")).toBool())
                expected[key] = QStringLiteral("mutual-exclusion-violated");
        }
        QCOMPARE(acquired, 3 + 2 + 3 + 2);
        QCOMPARE(expected.value(QStringLiteral("sx:b")), QStringLiteral("mutual-exclusion-violated"));
        QCOMPARE(expected.value(QStringLiteral("sx:c")), QStringLiteral("mutual-exclusion-violated"));
        QMap<QString, QString> seen;
        for (const QJsonValue &v : run.value(QStringLiteral("keys")).toArray())
            seen[v.toObject().value(QStringLiteral("key")).toString()] =
                v.toObject().value(QStringLiteral("verdict")).toString();
        QCOMPARE(seen, expected);  // sx:c ran on the new primary only: the watch followed the switch

        // sx:a spans the failover: its trace has the gap, between its phase-1 and phase-2 commands.
        QCOMPARE(run.value(QStringLiteral("lockKey")).toString(), QStringLiteral("sx:a"));
        QVERIFY(run.value(QStringLiteral("traffic")).toObject().value(QStringLiteral("gaps")).toInt() >= 1);
        int gapBegins = -1;
        int gapEnds = -1;
        int before = 0;
        int after = 0;
        const QJsonArray trace = run.value(QStringLiteral("trace")).toArray();
        for (int i = 0; i < trace.size(); ++i) {
            const QJsonObject e = trace.at(i).toObject();
            if (e.value(QStringLiteral("kind")).toString() == QStringLiteral("gap"))
                (e.value(QStringLiteral("gap")).toString() == QStringLiteral("begins") ? gapBegins : gapEnds) = i;
            else if (e.value(QStringLiteral("kind")).toString() == QStringLiteral("reply"))
                ++(gapBegins < 0 ? before : after);
        }
        QVERIFY2(gapBegins >= 0 && gapEnds > gapBegins, QJsonDocument(trace).toJson().constData());
        // Three SET NX and three compare-and-delete on each primary at least (redis-py's first
        // EVALSHA on a primary meets NOSCRIPT and is sent again after SCRIPT LOAD).
        QVERIFY2(before >= 6 && after >= 6, qPrintable(QStringLiteral("%1 before, %2 after").arg(before).arg(after)));
    }

    // `locklab run` through the sentinel while it fails the primary over: the workers reconnect
    // to the primary it names next, and the trace shows the failover and the promotion. The URL's
    // first sentinel (a stand-in) goes away first: the run follows the next one instead.
    void runFollowsAFailover()
    {
        QTemporaryDir dir;
        const QString file = switchScenario(dir);
        QVERIFY2(sentinelSettled(), "the sentinel's view of the primary did not settle");
        const int from = m_topology.topology().primaryInstance();
        FakeSentinel first(m_topology.topology().instancePort(from));
        QVERIFY(first.listen());
        const quint16 firstPort = first.port();
        const QString url =
            QStringLiteral("redis+sentinel://127.0.0.1:%1,127.0.0.1:%2/locklab").arg(firstPort).arg(sentinelPort());
        Child live(binary, {QStringLiteral("run"), file, QStringLiteral("--json"), QStringLiteral("--redis"), url});
        QVERIFY(live.pumpUntil(5000, [&] { return first.subscribers() > 0; }));
        live.pumpUntil(300, [] { return false; });  // the run is under way
        first.stop();
        live.pumpUntil(700, [] { return false; });  // it follows the real sentinel now
        QVERIFY(live.process.state() == QProcess::Running);
        QElapsedTimer failover;
        failover.start();
        const ManagedTopology::Death death = m_topology.topology().killPrimary({});
        QVERIFY2(death.ok, qPrintable(death.error));
        int promoted = -1;
        QVERIFY(live.pumpUntil(20000, [&] { return (promoted = m_topology.topology().sentinelPrimary()) >= 0; }));
        QString error;
        QVERIFY2(m_topology.topology().adoptSentinelPromotion(promoted, &error), qPrintable(error));
        qInfo("the sentinel promoted replica %d %lld ms after the kill (instance %d was the primary)", promoted + 1,
              failover.elapsed(), from);
        QVERIFY(live.finish(60000));
        QVERIFY2(live.process.exitCode() == 0, live.err.constData());
        const QJsonObject run = live.json();
        const QJsonObject summary = run.value(QStringLiteral("summary")).toObject();
        qInfo("%s: %d of %d commands after the first grant failed (inconclusive past half)", qPrintable(verdictOf(run)),
              summary.value(QStringLiteral("failedAfterGrant")).toInt(),
              summary.value(QStringLiteral("repliesAfterGrant")).toInt());
        const QString next = QStringLiteral("127.0.0.1:%1").arg(m_topology.topology().instancePort(promoted + 1));
        double promotedAt = -1;
        bool died = false;
        for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("fault")).toString() == QStringLiteral("failover"))
                died = e.value(QStringLiteral("text")).toString().contains(QStringLiteral("the primary 127.0.0.1:"));
            if (e.value(QStringLiteral("fault")).toString() == QStringLiteral("promotion")) {
                QVERIFY2(e.value(QStringLiteral("text")).toString().contains(next),
                         qPrintable(e.value(QStringLiteral("text")).toString()));
                promotedAt = e.value(QStringLiteral("tMs")).toDouble();
            }
        }
        QVERIFY(died);
        QVERIFY(promotedAt > 0);
        const QStringList notes = notesOf(run);
        QVERIFY2(notes.contains(QStringLiteral("reconnected to the new primary redis://") + next),
                 qPrintable(notes.join(u'\n')));
        QVERIFY2(
            !notes
                 .filter(
                     QStringLiteral("lost the subscription to +switch-master on sentinel 127.0.0.1:%1").arg(firstPort))
                 .isEmpty(),
            qPrintable(notes.join(u'\n')));
        // Locks were taken on the new primary after the switch.
        int takenAfter = 0;
        for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("kind")).toString() == QStringLiteral("reply")
                && e.value(QStringLiteral("tMs")).toDouble() > promotedAt
                && e.value(QStringLiteral("reply")).toString() == QStringLiteral("OK"))
                ++takenAfter;
        }
        QVERIFY2(takenAfter > 0, live.out.left(4000).constData());
    }

private:
    // Two workers taking turns for about 2 s, retrying every 250 ms while there is no primary (more
    // refused tries than answered commands would make the run inconclusive: exit 3).
    static QString switchScenario(const QTemporaryDir &dir)
    {
        const QString file = dir.filePath(QStringLiteral("sentinel-switch.json"));
        QFile json(file);
        if (!json.open(QIODevice::WriteOnly))
            return {};
        json.write(R"({"name": "sentinel-switch", "lock": {"key": "lock:job", "ttlMs": 2000},
            "policies": {"release": "token", "fencing": false},
            "workers": [
              {"name": "A", "repeat": 20, "steps": [{"do": "acquire", "retryMs": 250, "maxTries": 40},
                {"do": "work", "ms": 50}, {"do": "release"}, {"do": "wait", "ms": 50}]},
              {"name": "B", "startMs": 25, "repeat": 20, "steps": [{"do": "acquire", "retryMs": 250, "maxTries": 40},
                {"do": "work", "ms": 50}, {"do": "release"}, {"do": "wait", "ms": 50}]}]})");
        return file;
    }
    static QByteArray notifyFlags(quint16 port)
    {
        QProcess cli;
        cli.start(QStringLiteral("redis-cli"), {QStringLiteral("-p"), QString::number(port), QStringLiteral("CONFIG"),
                                                QStringLiteral("GET"), QStringLiteral("notify-keyspace-events")});
        cli.waitForFinished(2000);
        return cli.readAllStandardOutput().split('\n').value(1);
    }
    // The sentinel's view of the primary is plain "master" (no failover under way, its links up):
    // the next failover starts from a settled one. Asked with redis-cli, pumping the relays.
    bool sentinelSettled(quint16 port = 0)  // 0: the shared topology's sentinel
    {
        QDeadlineTimer deadline(15000);
        while (!deadline.hasExpired()) {
            QProcess cli;
            cli.start(QStringLiteral("redis-cli"),
                      {QStringLiteral("-p"), QString::number(port != 0 ? port : sentinelPort()),
                       QStringLiteral("SENTINEL"), QStringLiteral("MASTER"), QString::fromLatin1(master)});
            cli.waitForFinished(2000);
            const QList<QByteArray> fields = cli.readAllStandardOutput().split('\n');
            const qsizetype flags = fields.indexOf(QByteArrayLiteral("flags"));
            if (flags >= 0 && flags + 1 < fields.size() && fields.at(flags + 1) == "master")
                return true;
            QDeadlineTimer pause(100);
            while (!pause.hasExpired())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        }
        return false;
    }
    quint16 sentinelPort() { return m_topology.topology().sentinelPort(); }
    QString sentinelUrl() { return QStringLiteral("redis+sentinel://127.0.0.1:%1/locklab").arg(sentinelPort()); }

    test::TopologyFixture m_topology;
};

QTEST_GUILESS_MAIN(TestSentinel)
#include "tst_sentinel.moc"
