// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

class QUrl;

namespace locklab {

// One host and port of a deployment: a cluster's seed node, a sentinel.
struct RedisAddress {
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 6379;

    QString toString() const;  // host:port, an IPv6 host in brackets
    friend bool operator==(const RedisAddress &, const RedisAddress &) = default;
};

// Where a live run connects, in one of three forms:
//   redis://[user[:password]@]host[:port][/db]                        one server
//   redis+cluster://[user[:password]@]host[:port][,host[:port]…]      a Redis Cluster, from its seeds
//   redis+sentinel://[user[:password]@]host[:port][,…]/MASTER[/db]    the primary Sentinel names
// A value type so the parser has data-driven tests and the UI can show it without the password.
struct RedisUrl {
    enum class Topology : quint8 { Server, Cluster, Sentinel };

    Topology topology = Topology::Server;
    // The server, a cluster's first seed or the first sentinel; `more` holds the rest, in order.
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 6379;
    QList<RedisAddress> more;
    QString masterName;  // Sentinel: the primary's name as the sentinels know it
    QString user;        // ACL user; empty: AUTH with the password alone (the default user)
    QString password;    // empty: no AUTH. Sent to the data nodes, never to a sentinel.
    int db = 0;          // SELECT db; 0 needs no SELECT (a cluster has no other)

    bool needsAuth() const { return !password.isEmpty(); }
    // Every address the URL names: the server, the seeds or the sentinels.
    QList<RedisAddress> addresses() const;
    // The same credentials and database at another address, as redis://: a shard's primary, the
    // primary a sentinel named.
    RedisUrl at(const RedisAddress &address) const;
    // The URL with the password masked, for logs, the trace and the window title.
    QString redacted() const;
    QString toString() const;

    // False with a one-line reason in `error` when `text` is not a URL of the forms above.
    // The message never holds the password: the URL is quoted as redactedText() gives it.
    static bool parse(const QString &text, RedisUrl *out, QString *error);
    // `text` (a URL as typed) with its password as *** and escaped to one line, for messages.
    static QString redactedText(const QString &text);

    friend bool operator==(const RedisUrl &, const RedisUrl &) = default;

private:
    bool parsePathAndUser(const QUrl &url, const QString &text, QString *error);
};

}  // namespace locklab
