// SPDX-License-Identifier: MIT
#include "live/sentinelclient.h"

#include "core/terminaltext.h"
#include "live/livetr.h"

#include "live/clustermap.h"
#include "live/redisconnection.h"

#include <QCoreApplication>
#include <QCoroTimer>
#include <QTimer>

namespace locklab {

namespace {
// A sentinel is asked as itself: no AUTH, no SELECT (the URL's credentials are the data nodes').
RedisUrl sentinelUrl(const RedisAddress &address)
{
    RedisUrl url;
    url.host = address.host;
    url.port = address.port;
    return url;
}

// Leaves the stack of the connection whose reply or timeout resumed the caller before that
// connection may be destroyed (a connection freed under its own callback crashes: tst_hostile).
QCoro::Task<> leaveCallback()
{
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));
}
}  // namespace

SentinelClient::SentinelClient(RedisUrl url, int timeoutMs)
    : m_url(std::move(url))
    , m_timeoutMs(std::max(1, timeoutMs))
{}

SentinelClient::~SentinelClient()
{
    m_alive.reset();
    if (m_subscription)
        m_subscription->setDisconnectHandler(nullptr);
    m_subscription.reset();
}

bool SentinelClient::parseSwitch(const QByteArray &payload, const QString &master, RedisAddress *from, RedisAddress *to)
{
    // "<master> <old-ip> <old-port> <new-ip> <new-port>" (sentinel.c, sentinelFailoverSwitchToPromotedSlave).
    const QList<QByteArray> parts = payload.trimmed().split(' ');
    if (parts.size() != 5 || QString::fromUtf8(parts.at(0)) != master)
        return false;
    bool oldOk = false;
    bool newOk = false;
    const uint oldPort = parts.at(2).toUInt(&oldOk);
    const uint newPort = parts.at(4).toUInt(&newOk);
    if (!oldOk || !newOk || oldPort == 0 || newPort == 0 || oldPort > 65535 || newPort > 65535
        || !plausibleReplyHost(parts.at(1)) || !plausibleReplyHost(parts.at(3)))
        return false;
    *from = RedisAddress{QString::fromUtf8(parts.at(1)), static_cast<quint16>(oldPort)};
    *to = RedisAddress{QString::fromUtf8(parts.at(3)), static_cast<quint16>(newPort)};
    return true;
}

bool SentinelClient::parsePrimary(const RedisValue &reply, RedisAddress *primary)
{
    if (reply.kind != RedisValue::Kind::Array || reply.elements.size() != 2
        || !plausibleReplyHost(reply.elements.at(0)))
        return false;
    bool ok = false;
    const uint port = reply.elements.at(1).toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        return false;
    *primary = RedisAddress{QString::fromUtf8(reply.elements.at(0)), static_cast<quint16>(port)};
    return true;
}

std::optional<QList<SentinelClient::Replica>> SentinelClient::parseReplicas(const RedisValue &reply)
{
    // [["name", "ip:port", "ip", …, "port", …, "flags", "slave", …], …] (sentinel.c, addReplySentinelRedisInstance)
    if (reply.kind != RedisValue::Kind::Array)
        return std::nullopt;
    QList<Replica> out;
    for (const RedisValue &entry : reply.children) {
        Replica replica;
        QByteArray ip;
        QByteArray port;
        for (qsizetype i = 0; i + 1 < entry.elements.size(); i += 2) {
            const QByteArray &name = entry.elements.at(i);
            if (name == "ip")
                ip = entry.elements.at(i + 1);
            else if (name == "port")
                port = entry.elements.at(i + 1);
            else if (name == "flags")
                replica.flags = entry.elements.at(i + 1);
        }
        bool ok = false;
        const uint number = port.toUInt(&ok);
        if (ok && number > 0 && number <= 65535 && plausibleReplyHost(ip))
            replica.address = RedisAddress{QString::fromUtf8(ip), static_cast<quint16>(number)};
        out << replica;
    }
    return out;
}

bool SentinelClient::parseSwitchMessage(const RedisValue &push, const QString &master, RedisAddress *from,
                                        RedisAddress *to)
{
    return push.kind == RedisValue::Kind::Array && push.elements.size() == 3 && push.elements.at(0) == "message"
           && push.elements.at(1) == "+switch-master" && parseSwitch(push.elements.at(2), master, from, to);
}

QCoro::Task<SentinelClient::Primary> SentinelClient::locate()
{
    const std::weak_ptr<char> alive = m_alive;
    Primary found;
    for (const RedisAddress &address : m_url.addresses()) {
        auto connection = std::make_unique<RedisConnection>(QStringLiteral("sentinel"));
        connection->setCommandTimeout(m_timeoutMs);
        const QString refused = co_await connection->open(sentinelUrl(address), m_timeoutMs);
        RedisValue answer;
        if (refused.isEmpty()) {
            auto asked = connection->command({QByteArrayLiteral("SENTINEL"),
                                              QByteArrayLiteral("get-master-addr-by-name"), m_url.masterName.toUtf8()});
            answer = co_await asked;
        }
        co_await leaveCallback();
        connection.reset();
        if (alive.expired())
            co_return found;
        if (!refused.isEmpty()) {
            found.notes << SentinelClientTr::tr("sentinel %1 skipped: %2").arg(address.toString(), printable(refused));
            continue;
        }
        RedisAddress named;
        if (parsePrimary(answer, &named)) {
            found.url = m_url.at(named);
            found.sentinel = address;
            m_primary = found.url;
            m_located = address;
            co_return found;
        }
        found.notes << (answer.kind == RedisValue::Kind::Nil
                            ? SentinelClientTr::tr("sentinel %1 skipped: it knows no primary named %2")
                                  .arg(address.toString(), printable(m_url.masterName))
                            : SentinelClientTr::tr("sentinel %1 skipped: it answered %2")
                                  .arg(address.toString(), printable(answer.describe())));
    }
    found.error = SentinelClientTr::tr("no sentinel of %1 named the primary %2 (%3)")
                      .arg(m_url.redacted(), printable(m_url.masterName), found.notes.join(QStringLiteral("; ")));
    co_return found;
}

QCoro::Task<QString> SentinelClient::follow(SwitchHandler onSwitch)
{
    m_onSwitch = std::move(onSwitch);
    co_return co_await subscribe();
}

QCoro::Task<QString> SentinelClient::subscribe()
{
    const std::weak_ptr<char> alive = m_alive;
    QStringList skipped;
    // The sentinel that named the primary first, then the URL's order.
    QList<RedisAddress> order = m_url.addresses();
    if (order.removeOne(m_located))
        order.prepend(m_located);
    for (const RedisAddress &address : std::as_const(order)) {
        auto connection = std::make_unique<RedisConnection>(QStringLiteral("sentinel-switch"));
        connection->setCommandTimeout(m_timeoutMs);
        QString refused = co_await connection->open(sentinelUrl(address), m_timeoutMs);
        if (refused.isEmpty()) {
            // Any Redis takes a SUBSCRIBE: only a sentinel that knows the master is followed.
            auto asked = connection->command({QByteArrayLiteral("SENTINEL"),
                                              QByteArrayLiteral("get-master-addr-by-name"), m_url.masterName.toUtf8()});
            const RedisValue named = co_await asked;
            if (named.kind != RedisValue::Kind::Array || named.elements.size() != 2)
                refused = named.kind == RedisValue::Kind::Nil
                              ? SentinelClientTr::tr("it knows no primary named %1").arg(printable(m_url.masterName))
                              : named.describe();
        }
        if (refused.isEmpty()) {
            // The message handler runs inside the connection's read: the switch is reported later.
            auto subscribed =
                connection->subscribe(QByteArrayLiteral("+switch-master"),
                                      [this](const QByteArray &, const QByteArray &payload) { onMessage(payload); });
            const RedisValue confirmed = co_await subscribed;
            if (confirmed.kind != RedisValue::Kind::Array)
                refused = confirmed.describe();
        }
        co_await leaveCallback();
        if (alive.expired())
            co_return QString();
        if (!refused.isEmpty()) {
            skipped << SentinelClientTr::tr("sentinel %1: %2").arg(address.toString(), printable(refused));
            continue;
        }
        connection->setDisconnectHandler([this, alive](const QString &why) {
            if (!alive.expired())
                onSubscriptionLost(why);
        });
        m_subscription = std::move(connection);
        m_followed = address;
        co_return QString();
    }
    co_return SentinelClientTr::tr(
        "cannot follow a failover: no sentinel of %1 took the subscription to +switch-master "
        "(%2)")
        .arg(m_url.redacted(), skipped.join(QStringLiteral("; ")));
}

void SentinelClient::onMessage(const QByteArray &payload)
{
    RedisAddress from;
    RedisAddress to;
    if (!parseSwitch(payload, m_url.masterName, &from, &to))
        return;  // another master's switch: a sentinel may watch many
    report(m_url.at(to), from.toString(), to.toString());
}

void SentinelClient::report(const RedisUrl &primary, const QString &from, const QString &to)
{
    m_primary = primary;
    const std::weak_ptr<char> alive = m_alive;
    QTimer::singleShot(0, [this, alive, primary, from, to] {
        if (!alive.expired() && m_onSwitch)
            m_onSwitch(primary, from, to);
    });
}

void SentinelClient::onSubscriptionLost(const QString &why)
{
    if (m_resubscribing)
        return;
    m_resubscribing = true;
    m_notes << SentinelClientTr::tr(
                   "lost the subscription to +switch-master on sentinel %1 (%2): following the next one")
                   .arg(m_followed.toString(), printable(why));
    const std::weak_ptr<char> alive = m_alive;
    // Not from here: this runs inside the lost connection's own teardown.
    QTimer::singleShot(0, [this, alive] {
        if (alive.expired())
            return;
        m_subscription.reset();
        [](SentinelClient *self, std::weak_ptr<char> guard) -> QCoro::Task<> {
            const RedisUrl before = self->m_primary;
            const QString error = co_await self->subscribe();
            if (guard.expired())
                co_return;
            if (!error.isEmpty())
                self->m_notes << error;
            // A switch published while nobody listened is only seen by asking again.
            const Primary now = co_await self->locate();
            if (guard.expired())
                co_return;
            self->m_resubscribing = false;
            if (now.found() && !(now.url == before))
                self->report(now.url, RedisAddress{before.host, before.port}.toString(),
                             RedisAddress{now.url.host, now.url.port}.toString());
        }(this, alive);
    });
}

QStringList SentinelClient::takeNotes()
{
    return std::exchange(m_notes, {});
}

}  // namespace locklab
