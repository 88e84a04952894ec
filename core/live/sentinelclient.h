// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisconnection.h"
#include "live/redisurl.h"

#include <QCoroTask>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace locklab {

// The primary a redis+sentinel:// URL's sentinels name, and each switch of it (run, bench live,
// watch). The sentinels are asked in the URL's order (`SENTINEL get-master-addr-by-name MASTER`,
// each call bounded by the timeout); one that does not answer is skipped with a note. Sentinels
// get no credentials and no SELECT: the URL's user, password and database are the data nodes'
// (RedisUrl::at()). Read-only: nothing is ever sent to a sentinel but that question, SUBSCRIBE
// and PING.
class SentinelClient {
public:
    explicit SentinelClient(RedisUrl url, int timeoutMs = 1000);
    ~SentinelClient();
    SentinelClient(const SentinelClient &) = delete;
    SentinelClient &operator=(const SentinelClient &) = delete;

    struct Primary {
        RedisUrl url;           // the primary as redis://, with the URL's credentials and database
        RedisAddress sentinel;  // the sentinel that named it
        QStringList notes;      // each sentinel skipped on the way, and why
        QString error;          // empty: found; else one line (no sentinel named a primary)
        bool found() const { return error.isEmpty(); }
    };
    QCoro::Task<Primary> locate();

    // A switch of the URL's master (+switch-master): the new primary, and the old and new
    // addresses as the sentinel gave them. Called from the event loop, never from inside a
    // connection's reply callback, so the handler may close and open connections.
    using SwitchHandler = std::function<void(const RedisUrl &primary, const QString &from, const QString &to)>;
    // Subscribes to +switch-master on the first sentinel that answers, and keeps a subscription:
    // when that sentinel goes away the next one is subscribed to and asked again (a switch missed
    // meanwhile is reported then). Empty on success, else why no sentinel could be subscribed to.
    QCoro::Task<QString> follow(SwitchHandler onSwitch);
    // Lines worth a note since the last call (a sentinel lost, another followed), in order.
    QStringList takeNotes();
    // The primary as last known (locate() or a switch).
    RedisUrl primary() const { return m_primary; }
    // The sentinel follow() subscribed to.
    RedisAddress followed() const { return m_followed; }
    // Parses a +switch-master payload ("MASTER old-ip old-port new-ip new-port"): false when it
    // is not about `master` or is malformed. Pure, for tests.
    static bool parseSwitch(const QByteArray &payload, const QString &master, RedisAddress *from, RedisAddress *to);
    // The parsing seams of the replies a sentinel sends, pure so that tests and the fuzzer
    // (tests/fuzz/fuzz_sentinel.cpp) can feed them any reply:
    // `SENTINEL get-master-addr-by-name`'s [ip, port]: false for anything else (nil: no such master).
    static bool parsePrimary(const RedisValue &reply, RedisAddress *primary);
    // One `SENTINEL REPLICAS` entry: its address as the sentinel knows it and its flags.
    struct Replica {
        RedisAddress address;  // port 0: the entry did not say (or not validly)
        QByteArray flags;      // "slave", "slave,disconnected", "s_down,slave", …
        bool connected() const { return !flags.contains("disconnected") && !flags.contains("s_down"); }
    };
    // `SENTINEL REPLICAS`'s array of field/value arrays; nullopt when the reply is not an array.
    static std::optional<QList<Replica>> parseReplicas(const RedisValue &reply);
    // A message on a subscription ["message", channel, payload], as the sentinel publishes
    // +switch-master: a switch of `master`, or false (another channel or master, another push, malformed).
    static bool parseSwitchMessage(const RedisValue &push, const QString &master, RedisAddress *from, RedisAddress *to);

private:
    QCoro::Task<QString> subscribe();
    void onMessage(const QByteArray &payload);
    void onSubscriptionLost(const QString &why);
    void report(const RedisUrl &primary, const QString &from, const QString &to);

    RedisUrl m_url;
    int m_timeoutMs;
    RedisUrl m_primary;
    SwitchHandler m_onSwitch;
    std::unique_ptr<RedisConnection> m_subscription;
    RedisAddress m_followed;
    RedisAddress m_located;  // the sentinel that named the primary last
    QStringList m_notes;
    bool m_resubscribing = false;
    std::shared_ptr<char> m_alive = std::make_shared<char>();  // expires first in the destructor
};

}  // namespace locklab
