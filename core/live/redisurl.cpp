// SPDX-License-Identifier: MIT
#include "live/redisurl.h"

#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QUrl>

namespace locklab {

namespace {
struct UrlText {
    Q_DECLARE_TR_FUNCTIONS(locklab::RedisUrl)
};

// QUrl's reasons are English only: the ones a redis:// URL meets, in the user's language (the rest
// are passed on as Qt says them).
QString urlReason(const QString &qt)
{
    static const char *const known[] = {
        QT_TRANSLATE_NOOP("locklab::RedisUrl", "Invalid port or port number out of range"),
        QT_TRANSLATE_NOOP("locklab::RedisUrl", "Invalid hostname (contains invalid characters)"),
        QT_TRANSLATE_NOOP("locklab::RedisUrl", "Invalid IPv4 address"),
        QT_TRANSLATE_NOOP("locklab::RedisUrl", "Invalid IPv6 address"),
        QT_TRANSLATE_NOOP("locklab::RedisUrl", "Expected ']' to match '[' in hostname"),
        QT_TRANSLATE_NOOP("locklab::RedisUrl", "Port field was empty"),
    };
    for (const char *reason : known) {
        if (qt == QLatin1String(reason))
            return UrlText::tr(reason);
    }
    return qt;
}
}  // namespace

static QString render(const RedisUrl &u, const QString &password)
{
    QString s = QStringLiteral("redis://");
    if (!u.user.isEmpty() || !password.isEmpty()) {
        s += QString::fromUtf8(QUrl::toPercentEncoding(u.user));
        if (!password.isEmpty())
            s += u':' + password;
        s += u'@';
    }
    s += u.host.contains(u':') ? u'[' + u.host + u']' : u.host;
    s += u':' + QString::number(u.port);
    if (u.db != 0)
        s += u'/' + QString::number(u.db);
    return s;
}

QString RedisUrl::redacted() const
{
    return render(*this, password.isEmpty() ? QString() : QStringLiteral("***"));
}

QString RedisUrl::toString() const
{
    return render(*this, QString::fromUtf8(QUrl::toPercentEncoding(password)));
}

QString RedisUrl::redactedText(const QString &text)
{
    // The user information ends at the last '@' before the path; its password after the first ':'.
    const qsizetype scheme = text.indexOf(QStringLiteral("://"));
    const qsizetype start = scheme < 0 ? 0 : scheme + 3;
    qsizetype end = text.indexOf(u'/', start);
    if (end < 0)
        end = text.size();
    const qsizetype at = text.lastIndexOf(u'@', end - 1);
    if (at < start)
        return printable(text);
    const qsizetype colon = text.indexOf(u':', start);
    if (colon < 0 || colon > at)
        return printable(text);
    return printable(QString(text.left(colon + 1) + QStringLiteral("***") + text.mid(at)));
}

bool RedisUrl::parse(const QString &input, RedisUrl *out, QString *error)
{
    // Every message below quotes the URL without its password, escaped to one line.
    const QString text = redactedText(input);
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QString trimmed = input.trimmed();
    // QUrl accepts "localhost:6379" as scheme "localhost": insist on the scheme first.
    if (!trimmed.startsWith(QStringLiteral("redis://"), Qt::CaseInsensitive)) {
        if (trimmed.startsWith(QStringLiteral("rediss://"), Qt::CaseInsensitive))
            return fail(UrlText::tr("rediss:// (TLS) is not supported by hiredis 0.14; use redis://"));
        return fail(UrlText::tr("expected redis://[user[:password]@]host[:port][/db], got \"%1\"").arg(text));
    }
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid())
        // QUrl's error text goes on to quote the whole URL, password included: keep its reason only.
        return fail(UrlText::tr("invalid URL \"%1\": %2").arg(text, urlReason(url.errorString().section(u';', 0, 0))));
    if (url.hasQuery() || url.hasFragment())
        return fail(UrlText::tr("unexpected query or fragment in \"%1\"").arg(text));
    RedisUrl u;
    u.host = url.host(QUrl::FullyDecoded);
    if (u.host.isEmpty())
        return fail(UrlText::tr("no host in \"%1\"").arg(text));
    const int port = url.port(6379);
    if (port < 1 || port > 65535)
        return fail(UrlText::tr("port out of range in \"%1\"").arg(text));
    u.port = static_cast<quint16>(port);
    u.user = url.userName(QUrl::FullyDecoded);
    u.password = url.password(QUrl::FullyDecoded);
    // An ACL user without a password cannot AUTH; refusing beats silently connecting as default.
    if (!u.user.isEmpty() && u.password.isEmpty())
        return fail(
            UrlText::tr("user %1 given without a password in \"%2\"").arg(quoted(u.user), printable(u.redacted())));
    QString path = url.path(QUrl::FullyDecoded);
    if (path.startsWith(u'/'))
        path.remove(0, 1);
    if (!path.isEmpty()) {
        bool ok = false;
        u.db = path.toInt(&ok);
        if (!ok || u.db < 0)
            return fail(UrlText::tr("database must be a non-negative integer, got %1").arg(quoted(path)));
    }
    *out = u;
    return true;
}

}  // namespace locklab
