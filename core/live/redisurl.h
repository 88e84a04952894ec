// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace locklab {

// Where a live run connects: `redis://[user[:password]@]host[:port][/db]`.
// A value type so the parser has data-driven tests and the UI can show it without the password.
struct RedisUrl {
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 6379;
    QString user;      // ACL user; empty: AUTH with the password alone (the default user)
    QString password;  // empty: no AUTH
    int db = 0;        // SELECT db; 0 needs no SELECT

    bool needsAuth() const { return !password.isEmpty(); }
    // The URL with the password masked, for logs, the trace and the window title.
    QString redacted() const;
    QString toString() const;

    // False with a one-line reason in `error` when `text` is not a redis:// URL we can use.
    // The message never holds the password: the URL is quoted as redactedText() gives it.
    static bool parse(const QString &text, RedisUrl *out, QString *error);
    // `text` (a URL as typed) with its password as *** and escaped to one line, for messages.
    static QString redactedText(const QString &text);

    friend bool operator==(const RedisUrl &, const RedisUrl &) = default;
};

}  // namespace locklab
