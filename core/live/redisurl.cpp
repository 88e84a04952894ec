// SPDX-License-Identifier: MIT
#include "live/redisurl.h"

#include "core/terminaltext.h"
#include "live/livetr.h"

#include <QCoreApplication>
#include <QUrl>

#include <algorithm>
#include <iterator>

namespace locklab {

// QUrl's reasons are English only: the ones a redis:// URL meets, in the user's language (the rest
// are passed on as Qt says them).
struct RedisUrlTr::QtReasons {
    static constexpr const char *known[] = {
        QT_TR_NOOP("Invalid port or port number out of range"),
        QT_TR_NOOP("Invalid hostname (contains invalid characters)"),
        QT_TR_NOOP("Invalid IPv4 address"),
        QT_TR_NOOP("Invalid IPv6 address"),
        QT_TR_NOOP("Expected ']' to match '[' in hostname"),
        QT_TR_NOOP("Port field was empty"),
    };
};

namespace {
QString urlReason(const QString &qt)
{
    for (const char *reason : RedisUrlTr::QtReasons::known) {
        if (qt == QLatin1String(reason))
            return RedisUrlTr::tr(reason);
    }
    return qt;
}
}  // namespace

namespace {

struct Scheme {
    QLatin1StringView prefix;
    RedisUrl::Topology topology;
    quint16 defaultPort;
};
constexpr Scheme schemes[] = {
    {QLatin1StringView("redis://"), RedisUrl::Topology::Server, 6379},
    {QLatin1StringView("redis+cluster://"), RedisUrl::Topology::Cluster, 6379},
    {QLatin1StringView("redis+sentinel://"), RedisUrl::Topology::Sentinel, 26379},
};

const Scheme &schemeOf(RedisUrl::Topology topology)
{
    return *std::find_if(std::begin(schemes), std::end(schemes),
                         [topology](const Scheme &s) { return s.topology == topology; });
}

QString render(const RedisUrl &u, const QString &password)
{
    QString s = schemeOf(u.topology).prefix;
    if (!u.user.isEmpty() || !password.isEmpty()) {
        s += QString::fromUtf8(QUrl::toPercentEncoding(u.user));
        if (!password.isEmpty())
            s += u':' + password;
        s += u'@';
    }
    QStringList nodes;
    for (const RedisAddress &address : u.addresses())
        nodes << address.toString();
    s += nodes.join(u',');
    if (u.topology == RedisUrl::Topology::Sentinel)
        s += u'/' + QString::fromUtf8(QUrl::toPercentEncoding(u.masterName));
    if (u.db != 0)
        s += u'/' + QString::number(u.db);
    return s;
}

}  // namespace

QString RedisAddress::toString() const
{
    return (host.contains(u':') ? u'[' + host + u']' : host) + u':' + QString::number(port);
}

QList<RedisAddress> RedisUrl::addresses() const
{
    return QList<RedisAddress>{RedisAddress{host, port}} + more;
}

RedisUrl RedisUrl::at(const RedisAddress &address) const
{
    RedisUrl u = *this;
    u.topology = Topology::Server;
    u.host = address.host;
    u.port = address.port;
    u.more.clear();
    u.masterName.clear();
    return u;
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
    const Scheme *scheme = nullptr;
    for (const Scheme &s : schemes) {
        if (trimmed.startsWith(s.prefix, Qt::CaseInsensitive))
            scheme = &s;
    }
    if (!scheme) {
        if (trimmed.startsWith(QStringLiteral("rediss://"), Qt::CaseInsensitive))
            return fail(RedisUrlTr::tr("rediss:// (TLS) is not supported by hiredis 0.14; use redis://"));
        return fail(RedisUrlTr::tr("expected redis://[user[:password]@]host[:port][/db], got \"%1\"").arg(text));
    }
    RedisUrl u;
    u.topology = scheme->topology;
    // QUrl takes one host: the list is split here, the first host is parsed with the user
    // information and the path, each further one on its own.
    const QString rest = trimmed.mid(scheme->prefix.size());
    qsizetype authorityEnd = rest.size();
    for (const QChar end : {u'/', u'?', u'#'}) {
        if (const qsizetype i = rest.indexOf(end); i >= 0)
            authorityEnd = std::min(authorityEnd, i);
    }
    const QString authority = rest.left(authorityEnd);
    const qsizetype at = authority.lastIndexOf(u'@');
    const QStringList hosts = authority.mid(at + 1).split(u',');
    if (u.topology == Topology::Server && hosts.size() > 1)
        return fail(
            RedisUrlTr::tr(
                "redis:// names one server, got \"%1\"; a cluster's nodes: redis+cluster://host:port,host:port, "
                "sentinels: redis+sentinel://host:port,host:port/MASTER")
                .arg(text));
    QUrl url;
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        url = QUrl(QStringLiteral("redis://")
                       + (i == 0 ? authority.left(at + 1) + hosts[i] + rest.mid(authorityEnd) : hosts[i]),
                   QUrl::StrictMode);
        if (!url.isValid())
            // QUrl's error text goes on to quote the whole URL, password included: keep its reason only.
            return fail(
                RedisUrlTr::tr("invalid URL \"%1\": %2").arg(text, urlReason(url.errorString().section(u';', 0, 0))));
        const QString host = url.host(QUrl::FullyDecoded);
        if (host.isEmpty())
            return fail(RedisUrlTr::tr("no host in \"%1\"").arg(text));
        const int port = url.port(scheme->defaultPort);
        if (port < 1 || port > 65535)
            return fail(RedisUrlTr::tr("port out of range in \"%1\"").arg(text));
        if (i == 0) {
            u.host = host;
            u.port = static_cast<quint16>(port);
            if (!u.parsePathAndUser(url, text, error))
                return false;
        } else {
            u.more.append(RedisAddress{host, static_cast<quint16>(port)});
        }
    }
    *out = u;
    return true;
}

bool RedisUrl::parsePathAndUser(const QUrl &url, const QString &text, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (url.hasQuery() || url.hasFragment())
        return fail(RedisUrlTr::tr("unexpected query or fragment in \"%1\"").arg(text));
    user = url.userName(QUrl::FullyDecoded);
    password = url.password(QUrl::FullyDecoded);
    // An ACL user without a password cannot AUTH; refusing beats silently connecting as default.
    if (!user.isEmpty() && password.isEmpty())
        return fail(RedisUrlTr::tr("user %1 given without a password in \"%2\"").arg(quoted(user), text));
    // Segments are split before decoding: a primary's name may hold an encoded '/'.
    QStringList path = url.path(QUrl::FullyEncoded).split(u'/', Qt::SkipEmptyParts);
    if (topology == Topology::Sentinel) {
        if (path.isEmpty())
            return fail(RedisUrlTr::tr("no primary name in \"%1\": redis+sentinel://host:port/MASTER").arg(text));
        masterName = QUrl::fromPercentEncoding(path.takeFirst().toUtf8());
    }
    if (path.size() > 1)
        return fail(RedisUrlTr::tr("unexpected path %1 in \"%2\"").arg(quoted(url.path()), text));
    if (!path.isEmpty()) {
        const QString value = QUrl::fromPercentEncoding(path.first().toUtf8());
        bool ok = false;
        db = value.toInt(&ok);
        if (!ok || db < 0)
            return fail(RedisUrlTr::tr("database must be a non-negative integer, got %1").arg(quoted(value)));
        if (topology == Topology::Cluster && db != 0)
            return fail(RedisUrlTr::tr("a cluster has database 0 only, got %1 in \"%2\"").arg(quoted(value), text));
    }
    return true;
}

}  // namespace locklab
