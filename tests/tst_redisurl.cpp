// SPDX-License-Identifier: MIT
#include "live/redisurl.h"

#include <QTest>

using namespace locklab;

class TestRedisUrl : public QObject {
    Q_OBJECT

private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::addColumn<int>("db");

        QTest::newRow("host only") << "redis://example.org"
                                   << "example.org" << 6379 << ""
                                   << "" << 0;
        QTest::newRow("host and port") << "redis://127.0.0.1:7000"
                                       << "127.0.0.1" << 7000 << ""
                                       << "" << 0;
        QTest::newRow("db") << "redis://localhost:6380/3"
                            << "localhost" << 6380 << ""
                            << "" << 3;
        QTest::newRow("trailing slash is db 0") << "redis://localhost/"
                                                << "localhost" << 6379 << ""
                                                << "" << 0;
        QTest::newRow("password only") << "redis://:s3cret@h:1"
                                       << "h" << 1 << ""
                                       << "s3cret" << 0;
        QTest::newRow("ACL user and password") << "redis://alice:pw@h:6379/2"
                                               << "h" << 6379 << "alice"
                                               << "pw" << 2;
        QTest::newRow("percent-encoded password") << "redis://:p%40ss%3Aword@h"
                                                  << "h" << 6379 << ""
                                                  << "p@ss:word" << 0;
        QTest::newRow("IPv6") << "redis://[::1]:7001"
                              << "::1" << 7001 << ""
                              << "" << 0;
        QTest::newRow("scheme is case-insensitive") << "REDIS://h:2"
                                                    << "h" << 2 << ""
                                                    << "" << 0;
        QTest::newRow("surrounding blanks") << "  redis://h:3  "
                                            << "h" << 3 << ""
                                            << "" << 0;
    }
    void parses()
    {
        QFETCH(QString, text);
        RedisUrl url;
        QString error;
        QVERIFY2(RedisUrl::parse(text, &url, &error), qPrintable(error));
        QTEST(url.host, "host");
        QTEST(int(url.port), "port");
        QTEST(url.user, "user");
        QTEST(url.password, "password");
        QTEST(url.db, "db");
        QCOMPARE(url.needsAuth(), !url.password.isEmpty());
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no scheme") << "localhost:6379"
                                   << "expected redis://";
        QTest::newRow("other scheme") << "http://localhost"
                                      << "expected redis://";
        QTest::newRow("TLS") << "rediss://h"
                             << "TLS";
        QTest::newRow("no host") << "redis://:6379"
                                 << "no host";
        QTest::newRow("port zero") << "redis://h:0"
                                   << "port";
        QTest::newRow("port too big") << "redis://h:70000"
                                      << "";
        QTest::newRow("db not a number") << "redis://h/abc"
                                         << "database";
        QTest::newRow("negative db") << "redis://h/-1"
                                     << "database";
        QTest::newRow("user without password") << "redis://alice@h"
                                               << "without a password";
        QTest::newRow("query") << "redis://h?timeout=1"
                               << "query";
        QTest::newRow("empty") << ""
                               << "expected redis://";
    }
    void rejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        RedisUrl url;
        url.host = QStringLiteral("untouched");
        QString error;
        QVERIFY(!RedisUrl::parse(text, &url, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QCOMPARE(url.host, QStringLiteral("untouched"));  // a failed parse leaves the value alone
    }

    // Issue 19, F7/F8: whatever is wrong with a URL, its message never shows the password and
    // stays one line. Each row printed the password (or a raw newline) before.
    void errorsNeverShowThePassword_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("port out of range")
            << "redis://user:s3cretPW@127.0.0.1:99999"
            << "invalid URL \"redis://user:***@127.0.0.1:99999\": Invalid port or port number out of range";
        QTest::newRow("query") << "redis://user:s3cretPW@h?x=1"
                               << "unexpected query or fragment in \"redis://user:***@h?x=1\"";
        QTest::newRow("bad db") << "redis://user:s3cretPW@h/x"
                                << "database must be a non-negative integer, got \"x\"";
        QTest::newRow("other scheme")
            << "http://user:s3cretPW@h"
            << "expected redis://[user[:password]@]host[:port][/db], got \"http://user:***@h\"";
        QTest::newRow("password with @ and :")
            << "redis://u:p@ss:w@rd@h:0"
            << "invalid URL \"redis://u:***@h:0\": Invalid hostname (contains invalid characters)";
        QTest::newRow("newline") << "redis://h\n:0"
                                 << "invalid URL \"redis://h\\n:0\": Invalid hostname (contains invalid characters)";
    }
    void errorsNeverShowThePassword()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        RedisUrl url;
        QString error;
        QVERIFY(!RedisUrl::parse(text, &url, &error));
        QCOMPARE(error, message);
        QVERIFY(!error.contains(QStringLiteral("s3cretPW")));
        QVERIFY(!error.contains(u'\n'));
    }

    // Issue 29: a cluster from its seeds, a primary through its sentinels; both round-trip.
    void parsesClusterAndSentinel()
    {
        RedisUrl url;
        QString error;
        QVERIFY2(RedisUrl::parse(QStringLiteral("redis+cluster://:pw@127.0.0.1:7101,[::1]:7102,h"), &url, &error),
                 qPrintable(error));
        QCOMPARE(url.topology, RedisUrl::Topology::Cluster);
        QCOMPARE(url.addresses(),
                 (QList<RedisAddress>{
                     {QStringLiteral("127.0.0.1"), 7101}, {QStringLiteral("::1"), 7102}, {QStringLiteral("h"), 6379}}));
        QCOMPARE(url.password, QStringLiteral("pw"));
        QCOMPARE(url.redacted(), QStringLiteral("redis+cluster://:***@127.0.0.1:7101,[::1]:7102,h:6379"));
        RedisUrl again;
        QVERIFY2(RedisUrl::parse(url.toString(), &again, &error), qPrintable(error));
        QCOMPARE(again, url);
        // A shard's primary: the same credentials, one server.
        const RedisUrl shard = url.at({QStringLiteral("10.0.0.9"), 7200});
        QCOMPARE(shard.redacted(), QStringLiteral("redis://:***@10.0.0.9:7200"));

        QVERIFY2(RedisUrl::parse(QStringLiteral("REDIS+SENTINEL://s1,s2:26380/my%2Fprimary/2"), &url, &error),
                 qPrintable(error));
        QCOMPARE(url.topology, RedisUrl::Topology::Sentinel);
        QCOMPARE(url.addresses(), (QList<RedisAddress>{{QStringLiteral("s1"), 26379}, {QStringLiteral("s2"), 26380}}));
        QCOMPARE(url.masterName, QStringLiteral("my/primary"));
        QCOMPARE(url.db, 2);
        QVERIFY2(RedisUrl::parse(url.toString(), &again, &error), qPrintable(error + u' ' + url.toString()));
        QCOMPARE(again, url);
        QCOMPARE(url.at({QStringLiteral("p"), 6400}).toString(), QStringLiteral("redis://p:6400/2"));
    }

    void rejectsBadTopologies_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("two hosts in redis://") << "redis://:s3cretPW@a:1,b:2"
                                               << "redis:// names one server, got \"redis://:***@a:1,b:2\"";
        QTest::newRow("sentinel without a name") << "redis+sentinel://:s3cretPW@s:26379"
                                                 << "no primary name in \"redis+sentinel://:***@s:26379\"";
        QTest::newRow("cluster database") << "redis+cluster://h:7000/3"
                                          << "a cluster has database 0 only, got \"3\"";
        QTest::newRow("empty seed") << "redis+cluster://:s3cretPW@h:7000,,g:7001"
                                    << "no host in \"redis+cluster://:***@h:7000,,g:7001\"";
        QTest::newRow("bad seed port") << "redis+cluster://:s3cretPW@h:7000,g:99999"
                                       << "Invalid port or port number out of range";
    }
    void rejectsBadTopologies()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        RedisUrl url;
        QString error;
        QVERIFY(!RedisUrl::parse(text, &url, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(!error.contains(QStringLiteral("s3cretPW")));
    }

    void redactsThePassword()
    {
        RedisUrl url;
        QVERIFY(RedisUrl::parse(QStringLiteral("redis://alice:topsecret@h:7/1"), &url, nullptr));
        QVERIFY(!url.redacted().contains(QStringLiteral("topsecret")));
        QCOMPARE(url.redacted(), QStringLiteral("redis://alice:***@h:7/1"));
        // toString() round-trips through parse().
        RedisUrl again;
        QVERIFY(RedisUrl::parse(url.toString(), &again, nullptr));
        QCOMPARE(again, url);
    }

    void roundTripsSpecialCharacters()
    {
        RedisUrl url;
        url.host = QStringLiteral("::1");
        url.port = 7002;
        url.password = QStringLiteral("a@b:c/d");
        RedisUrl again;
        QString error;
        QVERIFY2(RedisUrl::parse(url.toString(), &again, &error), qPrintable(error + u' ' + url.toString()));
        QCOMPARE(again, url);
    }
};

QTEST_GUILESS_MAIN(TestRedisUrl)
#include "tst_redisurl.moc"
