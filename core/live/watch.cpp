// SPDX-License-Identifier: MIT
#include "live/watch.h"

#include "core/mstext.h"
#include "core/terminaltext.h"

#include "live/redisconnection.h"
#include "live/sentinelclient.h"

#include <QCoreApplication>
#include <QCoroTimer>
#include <QDateTime>
#include <QSocketNotifier>

#include <hiredis/hiredis.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>

namespace locklab {

namespace {
struct WatchText {
    Q_DECLARE_TR_FUNCTIONS(locklab::RedisWatch)
};

qint64 wallUs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1000;
}

timeval toTimeval(int ms)
{
    return timeval{ms / 1000, (ms % 1000) * 1000};
}
}  // namespace

// The MONITOR connection. hiredis's async API hands each reply to one callback and, in 0.14, has
// no stable way to keep one for a stream of replies; MONITOR's stream is simple status lines, so
// this connects, authenticates and sends MONITOR on a blocking context (each call bounded by
// redisSetTimeout), then reads the stream without blocking through a QSocketNotifier and
// hiredis's reply reader.
class MonitorStream {
public:
    using LinesHandler = std::function<void(const QList<QByteArray> &)>;
    // `fatal`: the server broke a reply limit; reconnecting would only read the same again.
    using LostHandler = std::function<void(const QString &why, bool fatal)>;

    MonitorStream(LinesHandler onLines, LostHandler onLost)
        : m_onLines(std::move(onLines))
        , m_onLost(std::move(onLost))
    {}
    ~MonitorStream() { close(); }

    QString open(const RedisUrl &url, int timeoutMs)
    {
        close();
        const QByteArray host = url.host.toUtf8();
        m_ctx = redisConnectWithTimeout(host.constData(), url.port, toTimeval(timeoutMs));
        if (!m_ctx || m_ctx->err) {
            const QString why = m_ctx ? QString::fromUtf8(m_ctx->errstr) : WatchText::tr("out of memory");
            close();
            return WatchText::tr("cannot connect to Redis at %1: %2").arg(url.redacted(), why);
        }
        redisSetTimeout(m_ctx, toTimeval(timeoutMs));
        m_guard = std::make_unique<ReplyLimitGuard>();
        m_guard->install(m_ctx->reader);
        const auto notAnswered = [&](const char *command) {
            return WatchText::tr("Redis at %1 did not answer %2 within %3 s")
                .arg(url.redacted(), QLatin1String(command))
                .arg(timeoutMs / 1000.0);
        };
        if (url.needsAuth()) {
            QList<QByteArray> auth{QByteArrayLiteral("AUTH")};
            if (!url.user.isEmpty())
                auth.append(url.user.toUtf8());
            auth.append(url.password.toUtf8());
            const QString error = call(auth);
            if (!error.isEmpty()) {
                close();
                if (m_timedOut)
                    return notAnswered("AUTH");
                return WatchText::tr("Redis at %1 refused the credentials: %2").arg(url.redacted(), printable(error));
            }
        }
        call({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("SETNAME"), QByteArrayLiteral("locklab-watch")});
        const QString refused = m_ctx ? call({QByteArrayLiteral("MONITOR")}) : WatchText::tr("connection lost");
        if (!refused.isEmpty()) {
            close();
            // A read timeout is hiredis's EAGAIN ("Resource temporarily unavailable"): not a refusal.
            if (m_timedOut)
                return notAnswered("MONITOR");
            if (refused.startsWith(QLatin1String("NOPERM")))
                return WatchText::tr("Redis at %1 refused MONITOR (%2): the user needs the +monitor permission")
                    .arg(url.redacted(), printable(refused));
            return WatchText::tr("Redis at %1 refused MONITOR: %2").arg(url.redacted(), printable(refused));
        }
        // From here the stream is read without blocking: hiredis must treat EAGAIN as "later".
        const int flags = fcntl(m_ctx->fd, F_GETFL, 0);
        fcntl(m_ctx->fd, F_SETFL, flags | O_NONBLOCK);
        m_ctx->flags &= ~REDIS_BLOCK;
        m_notifier = std::make_unique<QSocketNotifier>(static_cast<qintptr>(m_ctx->fd), QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] { read(); });
        // Lines that came with MONITOR's +OK are in hiredis's buffer already: no notifier says so.
        QTimer::singleShot(0, m_notifier.get(), [this] { read(); });
        return {};
    }

    void close()
    {
        m_notifier.reset();
        if (m_ctx)
            redisFree(m_ctx);
        m_ctx = nullptr;
        m_guard.reset();
    }
    bool isOpen() const { return m_ctx != nullptr; }

private:
    // One blocking command; empty on success, else the error (a timeout, a broken reply limit).
    // Not redisCommandArgv: its blocking read buffers a reply of any size before it returns.
    QString call(const QList<QByteArray> &args)
    {
        m_timedOut = false;
        std::vector<const char *> argv;
        std::vector<size_t> lens;
        for (const QByteArray &a : args) {
            argv.push_back(a.constData());
            lens.push_back(static_cast<size_t>(a.size()));
        }
        if (redisAppendCommandArgv(m_ctx, static_cast<int>(argv.size()), argv.data(), lens.data()) != REDIS_OK)
            return QString::fromUtf8(m_ctx->errstr);
        for (int done = 0; !done;) {
            if (redisBufferWrite(m_ctx, &done) != REDIS_OK)
                return QString::fromUtf8(m_ctx->errstr);
        }
        void *r = nullptr;
        while (!r) {
            if (redisBufferRead(m_ctx) != REDIS_OK || redisGetReplyFromReader(m_ctx, &r) != REDIS_OK) {
                const int error = errno;
                m_timedOut =
                    m_ctx->err == REDIS_ERR_IO
                    && (error == EAGAIN || error == EWOULDBLOCK || qstrcmp(m_ctx->errstr, std::strerror(EAGAIN)) == 0);
                const QByteArray broken = m_guard->broken(m_ctx->reader);
                return QString::fromUtf8(broken.isEmpty() ? QByteArray(m_ctx->errstr) : broken);
            }
            if (const QByteArray broken = m_guard->broken(m_ctx->reader); !r && !broken.isEmpty())
                return QString::fromUtf8(broken);
        }
        const auto *reply = static_cast<redisReply *>(r);
        QString error;
        if (reply->type == REDIS_REPLY_ERROR)
            error = QString::fromUtf8(reply->str, static_cast<qsizetype>(reply->len));
        freeReplyObject(r);
        return error;
    }

    void read()
    {
        if (!m_ctx)
            return;
        if (redisBufferRead(m_ctx) != REDIS_OK) {
            const QString why = QString::fromUtf8(m_ctx->errstr);
            close();
            m_onLost(why.isEmpty() ? WatchText::tr("connection lost") : why, false);
            return;
        }
        QList<QByteArray> lines;
        void *r = nullptr;
        while (m_ctx && redisGetReplyFromReader(m_ctx, &r) == REDIS_OK && r) {
            const auto *reply = static_cast<redisReply *>(r);
            if (reply->type == REDIS_REPLY_STATUS || reply->type == REDIS_REPLY_STRING)
                lines.append(QByteArray(reply->str, static_cast<qsizetype>(reply->len)));
            freeReplyObject(r);
            r = nullptr;
        }
        // hiredis keeps buffering a reply that has not ended for as long as the server sends it:
        // the MONITOR connection has the reply limits of every other (issue 25).
        const QByteArray broken = m_ctx ? m_guard->broken(m_ctx->reader) : QByteArray();
        if (m_ctx && (m_ctx->err || !broken.isEmpty())) {
            const QString why = broken.isEmpty() ? QString::fromUtf8(m_ctx->errstr) : QString::fromUtf8(broken);
            close();
            if (!lines.isEmpty())
                m_onLines(lines);
            m_onLost(why, !broken.isEmpty());
            return;
        }
        if (!lines.isEmpty())
            m_onLines(lines);
    }

    redisContext *m_ctx = nullptr;
    std::unique_ptr<ReplyLimitGuard> m_guard;
    bool m_timedOut = false;  // the last call() failed on the read timeout
    std::unique_ptr<QSocketNotifier> m_notifier;
    LinesHandler m_onLines;
    LostHandler m_onLost;
};

void LagHistogram::add(double lagMs)
{
    // A server clock ahead of ours gives a negative lag: counted as none.
    const double ms = std::max(lagMs, 0.0);
    if (ms < fineBuckets / 10.0)
        ++m_fine[static_cast<std::size_t>(std::min<double>(ms * 10.0, fineBuckets - 1))];
    else
        ++m_coarse[static_cast<qint64>(std::min(ms, 1e15))];
    ++m_samples;
    m_maxMs = std::max(m_maxMs, ms);
}

WatchLag LagHistogram::summary() const
{
    WatchLag lag;
    lag.samples = m_samples;
    lag.maxMs = m_maxMs;
    if (m_samples == 0)
        return lag;
    auto percentile = [this](double p) {
        // The one rule (mstext.h), counted through the histogram's buckets.
        const auto want = static_cast<qint64>(percentileIndex(static_cast<std::size_t>(m_samples), p)) + 1;
        qint64 seen = 0;
        for (std::size_t b = 0; b < m_fine.size(); ++b) {
            seen += m_fine[b];
            if (seen >= want)
                return static_cast<double>(b) / 10.0;
        }
        for (const auto &[ms, count] : m_coarse) {
            seen += count;
            if (seen >= want)
                return static_cast<double>(ms);
        }
        return m_maxMs;
    };
    lag.p50Ms = percentile(0.50);
    lag.p99Ms = percentile(0.99);
    return lag;
}

namespace {
// PING's argument for the watch's heartbeat: MONITOR shows it too, and it is not the traffic's.
constexpr auto heartbeatWord = "locklab-watch-heartbeat";

bool isHeartbeat(const MonitorLine &line)
{
    return line.args.size() == 2 && line.args.at(1) == heartbeatWord && line.args.at(0).toUpper() == "PING";
}
}  // namespace

RedisWatch::RedisWatch(WatchOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_interpreter(std::make_unique<TrafficInterpreter>([this] {
        m_options.traffic.db = m_options.url.db;  // MONITOR shows every database's commands: follow the URL's
        return m_options.traffic;
    }()))
{
    m_duration.setSingleShot(true);
    connect(&m_duration, &QTimer::timeout, this, [this] { finishWith({}); });
    m_idle.setSingleShot(true);
    m_idle.setInterval(30);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        m_interpreter->flush();
        emit traceGrew();
    });
    // Four PINGs a timeout: a stall is noted at most 1.25 timeouts after it began.
    m_heartbeat.setInterval(std::max(50, m_options.timeoutMs / 4));
    connect(&m_heartbeat, &QTimer::timeout, this, [this] { heartbeat(); });
}

RedisWatch::~RedisWatch()
{
    // A coroutine of this watch that a closing connection resumes finds it gone and returns.
    m_alive.reset();
    m_stopping = true;
    m_monitor.reset();
    std::vector<std::unique_ptr<RedisConnection>> retired = std::move(m_retired);
    retired.clear();
    m_subscriber.reset();
    m_control.reset();
}

void RedisWatch::retire(std::unique_ptr<RedisConnection> &connection)
{
    if (!connection)
        return;
    m_retired.push_back(std::move(connection));
    QTimer::singleShot(0, this, [this] {
        std::vector<std::unique_ptr<RedisConnection>> dying = std::move(m_retired);
        m_retired.clear();
        dying.clear();  // may resume coroutines that retire more: m_retired is empty again by then
    });
}

QCoro::Task<QString> RedisWatch::start()
{
    const std::weak_ptr<char> alive = m_alive;
    if (m_options.url.topology == RedisUrl::Topology::Sentinel) {
        const QString none = co_await locatePrimary();
        if (alive.expired())
            co_return QString();
        if (!none.isEmpty())
            co_return none;
    }
    m_control = std::make_unique<RedisConnection>(QStringLiteral("watch-control"));
    m_control->setCommandTimeout(m_options.timeoutMs);
    const QString refused = co_await m_control->open(m_options.url, m_options.timeoutMs);
    if (alive.expired())
        co_return QString();
    if (!refused.isEmpty()) {
        retire(m_control);
        co_return WatchText::tr("cannot use Redis at %1: %2").arg(m_options.url.redacted(), printable(refused));
    }
    {
        auto info = m_control->command({QByteArrayLiteral("INFO"), QByteArrayLiteral("server")});
        const RedisValue v = co_await info;
        if (alive.expired())
            co_return QString();
        if (v.kind != RedisValue::Kind::String) {
            // A server that does not answer INFO would not answer MONITOR either (hung or stopped).
            retire(m_control);
            co_return WatchText::tr("Redis at %1 did not answer INFO: %2")
                .arg(m_options.url.redacted(), printable(v.describe()));
        }
        for (const QByteArray &line : v.text.split('\n')) {
            if (line.startsWith("redis_version:"))
                m_version = printable(QString::fromLatin1(line.mid(14).trimmed()));
        }
    }
    emit connected();
    m_monitor = std::make_unique<MonitorStream>([this](const QList<QByteArray> &lines) { onLines(lines); },
                                                [this](const QString &why, bool fatal) {
                                                    if (fatal)  // not from here: inside the stream's own read
                                                        QTimer::singleShot(0, this, [this, why] { finishWith(why); });
                                                    else
                                                        onLost(why);
                                                });
    const QString monitorRefused = m_monitor->open(m_options.url, m_options.timeoutMs);
    if (!monitorRefused.isEmpty()) {
        m_monitor.reset();
        retire(m_control);
        co_return monitorRefused;
    }
    m_running = true;
    if (m_sentinel) {
        const QString unfollowed =
            co_await m_sentinel->follow([this](const RedisUrl &primary, const QString &from, const QString &to) {
                followSwitch(primary, from, to);
            });
        if (alive.expired() || m_stopping)
            co_return QString();
        m_notices << (unfollowed.isEmpty()
                          ? WatchText::tr("following failovers: subscribed to +switch-master on sentinel %1")
                                .arg(m_sentinel->followed().toString())
                          : unfollowed);
    }
    co_await refreshClientNames();
    if (alive.expired() || m_stopping)
        co_return QString();
    if (m_options.expiryEvents)
        co_await startExpiryEvents();
    if (alive.expired() || m_stopping)
        co_return QString();
    m_heartbeat.start();
    if (m_options.durationS > 0)
        m_duration.start(static_cast<int>(m_options.durationS * 1000));
    co_return QString();
}

QCoro::Task<> RedisWatch::startExpiryEvents()
{
    const std::weak_ptr<char> alive = m_alive;
    auto get = m_control->command(
        {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("notify-keyspace-events")});
    const RedisValue current = co_await get;
    if (alive.expired() || m_stopping)
        co_return;
    if (current.kind != RedisValue::Kind::Array || current.elements.size() < 2) {
        m_notices << WatchText::tr(
                         "expiry events: CONFIG GET was refused (%1); the trace shows the model's expiries only")
                         .arg(printable(current.describe()));
        co_return;
    }
    const QByteArray flags = current.elements.at(1);
    const bool has = flags.contains('E') && (flags.contains('x') || flags.contains('A'));
    if (!has) {
        // Marked changed before the reply: a CONFIG SET whose reply never came may have run.
        m_restoreKeyspaceEvents = flags;
        m_ourKeyspaceEvents = flags + "Ex";
        m_changedConfig = true;
        auto set = m_control->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                       QByteArrayLiteral("notify-keyspace-events"), m_ourKeyspaceEvents});
        const RedisValue r = co_await set;
        if (alive.expired() || m_stopping)
            co_return;
        if (r.kind == RedisValue::Kind::Error)
            m_changedConfig = false;  // refused: nothing changed
        if (r.kind != RedisValue::Kind::Status) {
            m_notices << WatchText::tr("expiry events: CONFIG SET was refused (%1)").arg(printable(r.describe()));
            co_return;
        }
        m_notices << WatchText::tr("expiry events: notify-keyspace-events set to \"%1\" for the watch; "
                                   "\"%2\" is put back when it ends")
                         .arg(printable(QString::fromLatin1(m_ourKeyspaceEvents)),
                              printable(QString::fromLatin1(flags)));
    }
    m_subscriber = std::make_unique<RedisConnection>(QStringLiteral("watch-expiries"));
    m_subscriber->setCommandTimeout(m_options.timeoutMs);
    const QString subRefused = co_await m_subscriber->open(m_options.url, m_options.timeoutMs);
    if (alive.expired() || m_stopping || !subRefused.isEmpty())
        co_return;
    const int db = m_options.url.db;
    auto sub = m_subscriber->subscribe("__keyevent@" + QByteArray::number(db) + "__:expired",
                                       [this](const QByteArray &, const QByteArray &key) {
                                           // The interpreter follows this db only and names its keys bare.
                                           m_interpreter->observeExpiry(QString::fromUtf8(key), serverNowUs());
                                       });
    co_await sub;
}

qint64 RedisWatch::serverNowUs() const
{
    // The server's clock as of the last line, moved on by ours since (no other clock to read).
    if (m_lastServerUs < 0)
        return wallUs();
    return m_lastServerUs + m_sinceLastLine.nsecsElapsed() / 1000;
}

void RedisWatch::onLines(const QList<QByteArray> &lines)
{
    const qint64 now = wallUs();
    for (const QByteArray &raw : lines) {
        MonitorLine line;
        MonitorParseError error;
        if (parseMonitorLine(raw, &line, &error) == MonitorParse::Command) {
            m_lag.add(static_cast<double>(now - line.serverTimeUs) / 1000.0);
            m_lastServerUs = line.serverTimeUs;
            if (!isHeartbeat(line))
                m_interpreter->feed(line);
        } else {
            m_interpreter->feedLine(raw);
        }
    }
    m_sinceLastLine.start();
    if (!m_interpreter->limitReached().isEmpty()) {
        // --max-events or --max-memory-mb: the watch ends with the trace so far. Not from here:
        // this runs inside the MONITOR stream's own read, and stopping destroys the stream.
        if (!m_stopping && !m_limitStop) {
            m_limitStop = true;
            QTimer::singleShot(0, this, [this] { finishWith(m_interpreter->limitReached()); });
        }
        emit traceGrew();
        return;
    }
    m_idle.start();
    if (m_interpreter->clientCount() > m_namedLanes)
        refreshClientNames();
    emit traceGrew();
}

QCoro::Task<> RedisWatch::heartbeat()
{
    // PING on the control connection, one at a time. Unanswered within the timeout while the
    // connection stays up: the server stalled (it answers nothing, MONITOR included), noted from
    // when that PING was sent until an answer comes again. The next PING waits behind the first
    // (Redis answers in order), so the first answer after the stall ends it.
    if (m_pinging || !m_running || m_stopping || !m_control || !m_control->isConnected())
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    m_pinging = true;
    const qint64 sentUs = serverNowUs();
    auto pong = m_control->command({QByteArrayLiteral("PING"), QByteArray(heartbeatWord)});
    const RedisValue v = co_await pong;
    if (alive.expired())
        co_return;
    m_pinging = false;
    if (m_stopping || !m_running)
        co_return;
    if (v.kind == RedisValue::Kind::NoReply && m_control && m_control->isConnected()) {
        if (!m_stalled) {
            m_stalled = true;
            m_interpreter->beginStall(sentUs,
                                      WatchText::tr("no answer to PING within %1 ms").arg(m_control->commandTimeout()));
            emit traceGrew();
        }
        co_return;
    }
    if (m_stalled && !v.failed()) {
        m_stalled = false;
        m_interpreter->endStall(serverNowUs());
        emit traceGrew();
    }
}

QCoro::Task<> RedisWatch::refreshClientNames()
{
    // CLIENT LIST names the clients that set a name before the watch began; names set during it
    // arrive through the stream (CLIENT SETNAME). At most once a second.
    if (m_refreshing || !m_control || (m_sinceNames.isValid() && m_sinceNames.elapsed() < 1000))
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    m_refreshing = true;
    m_sinceNames.start();
    m_namedLanes = m_interpreter->clientCount();
    auto list = m_control->command({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("LIST")});
    const RedisValue v = co_await list;
    if (alive.expired())
        co_return;
    m_refreshing = false;
    if (v.failed() || !m_interpreter)
        co_return;
    for (const QByteArray &line : v.text.split('\n')) {
        QByteArray addr, name;
        for (const QByteArray &field : line.trimmed().split(' ')) {
            if (field.startsWith("addr="))
                addr = field.mid(5);
            else if (field.startsWith("name="))
                name = field.mid(5);
        }
        if (!addr.isEmpty() && !name.isEmpty())
            m_interpreter->setClientName(addr, QString::fromUtf8(name));
    }
    emit traceGrew();
}

void RedisWatch::onLost(const QString &why)
{
    if (m_stopping)
        return;
    m_interpreter->beginGap(serverNowUs(), printable(why));
    emit traceGrew();
    reconnect();
}

QCoro::Task<> RedisWatch::reconnect()
{
    if (m_reconnecting)
        co_return;  // the loop under way tries m_options.url, which a switch changes
    const std::weak_ptr<char> alive = m_alive;
    m_reconnecting = true;  // false again on every way out (below)
    QElapsedTimer trying;
    trying.start();
    QString lastError;
    // Through sentinels the primary may be dead until one names the next: wait for that.
    const int forMs =
        m_sentinel ? std::max(m_options.reconnectForMs, m_options.failoverWaitMs) : m_options.reconnectForMs;
    while (!m_stopping && trying.elapsed() < forMs) {
        // Not qCoro(&timer, &QTimer::timeout): QCoro's signal awaiter takes a private signal's
        // QPrivateSignal argument through a queued connection, which carries no such argument
        // (UBSan: reference binding to null pointer). sleepFor awaits the timer itself.
        co_await QCoro::sleepFor(std::chrono::milliseconds(250));
        if (alive.expired())
            co_return;
        if (m_stopping || !m_monitor) {
            m_reconnecting = false;
            co_return;
        }
        lastError = m_monitor->open(m_options.url, m_options.timeoutMs);
        if (lastError.isEmpty()) {
            m_reconnecting = false;
            // MONITOR shows every command from here on: the gap ends now, not at the next command.
            m_interpreter->endGap(serverNowUs());
            if (m_sentinel)  // which primary it runs on is worth saying
                m_notices << WatchText::tr("MONITOR runs again, on %1").arg(m_options.url.redacted());
            emit traceGrew();
            co_return;
        }
    }
    m_reconnecting = false;
    if (!m_stopping)
        co_await finishWith(WatchText::tr("Redis went away and did not come back within %1 s: %2")
                                .arg(forMs / 1000.0)
                                .arg(printable(lastError)));
}

QCoro::Task<> RedisWatch::finishWith(QString reason)
{
    if (!m_running || m_stopping)
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    m_endReason = reason;
    co_await stop();
    if (!alive.expired())
        emit finished();
}

QCoro::Task<> RedisWatch::stop()
{
    if (!m_running || m_stopping)
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    m_stopping = true;
    m_duration.stop();
    m_idle.stop();
    m_heartbeat.stop();
    const qint64 end = serverNowUs();
    m_monitor.reset();
    m_sentinel.reset();
    retire(m_subscriber);
    if (m_changedConfig)
        co_await restoreKeyspaceEvents();
    if (alive.expired())
        co_return;
    retire(m_control);
    m_interpreter->endStall(end);
    m_interpreter->finish(end);
    m_running = false;
    emit traceGrew();
}

QCoro::Task<> RedisWatch::restoreKeyspaceEvents()
{
    // The control connection may be gone (the server's idle `timeout` closes a connection that
    // said nothing for that long) or stalled (a call on it timed out: what is sent next waits
    // behind it). The setting is worth one fresh connection; if that fails too, the person
    // watching gets the command to run by hand, and the watch exits 1.
    const std::weak_ptr<char> alive = m_alive;
    if (!m_control || !m_control->isConnected() || m_control->stalled()) {
        retire(m_control);
        m_control = std::make_unique<RedisConnection>(QStringLiteral("watch-restore"));
        m_control->setCommandTimeout(m_options.timeoutMs);
        const QString unreachable = co_await m_control->open(m_options.url, m_options.timeoutMs);
        if (alive.expired())
            co_return;
        if (!unreachable.isEmpty()) {
            restoreFailed(WatchText::tr("cannot reconnect: %1").arg(unreachable));
            co_return;
        }
    }
    auto get = m_control->command(
        {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("notify-keyspace-events")});
    const RedisValue current = co_await get;
    if (alive.expired())
        co_return;
    if (current.kind != RedisValue::Kind::Array || current.elements.size() != 2) {
        restoreFailed(current.describe());
        co_return;
    }
    // Redis answers the flags in an order of its own ("Ex" reads back "xE"): compare them as sets.
    auto sorted = [](QByteArray flags) {
        std::sort(flags.begin(), flags.end());
        return flags;
    };
    const QString original = QString::fromLatin1(m_restoreKeyspaceEvents);
    if (sorted(current.elements.at(1)) != sorted(m_ourKeyspaceEvents)) {
        m_changedConfig = false;
        m_notices << WatchText::tr("notify-keyspace-events left as \"%1\": someone changed it during the watch "
                                   "(it was \"%2\" before)")
                         .arg(printable(QString::fromUtf8(current.elements.at(1))), printable(original));
        co_return;
    }
    auto set = m_control->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                   QByteArrayLiteral("notify-keyspace-events"), m_restoreKeyspaceEvents});
    const RedisValue r = co_await set;
    if (alive.expired())
        co_return;
    if (r.kind != RedisValue::Kind::Status) {
        restoreFailed(r.describe());
        co_return;
    }
    m_changedConfig = false;
    m_notices << WatchText::tr("notify-keyspace-events put back to \"%1\"").arg(printable(original));
}

void RedisWatch::restoreFailed(const QString &why)
{
    m_restoreFailure = WatchText::tr("notify-keyspace-events NOT put back (%1): it may still be \"%2\"; to put it "
                                     "back, run: CONFIG SET notify-keyspace-events %3")
                           .arg(printable(why), printable(QString::fromLatin1(m_ourKeyspaceEvents)),
                                quoted(QString::fromLatin1(m_restoreKeyspaceEvents)));
    m_notices << m_restoreFailure;
}

QCoro::Task<QString> RedisWatch::locatePrimary()
{
    const std::weak_ptr<char> alive = m_alive;
    m_sentinel = std::make_unique<SentinelClient>(m_options.url, m_options.timeoutMs);
    const QString master = m_options.url.masterName;
    const SentinelClient::Primary primary = co_await m_sentinel->locate();
    if (alive.expired())
        co_return QString();
    if (!primary.found()) {
        m_sentinel.reset();
        co_return primary.error;
    }
    m_notices << primary.notes;
    m_notices << WatchText::tr("sentinel %1 names %2 as the primary of %3")
                     .arg(primary.sentinel.toString(), primary.url.redacted(), printable(master));
    m_options.url = primary.url;
    co_return QString();
}

// A sentinel named another primary: MONITOR, the control connection and the expiry events move
// to it. Until MONITOR runs there nothing is seen: a gap on every key, as a lost MONITOR gives.
QCoro::Task<> RedisWatch::followSwitch(RedisUrl primary, QString from, QString to)
{
    if (!m_running || m_stopping)
        co_return;
    const std::weak_ptr<char> alive = m_alive;
    const QString why =
        WatchText::tr("a sentinel switched the primary from %1 to %2 (+switch-master): MONITOR moves to it")
            .arg(printable(from), printable(to));
    m_notices << why;
    if (m_monitor && m_monitor->isOpen()) {
        // The old primary still answers (a manual failover leaves it up, as a replica).
        m_monitor->close();
        m_interpreter->beginGap(serverNowUs(), why);
        emit traceGrew();
    }
    if (m_changedConfig) {
        // notify-keyspace-events is the old primary's setting: put back there, or said how to.
        co_await restoreKeyspaceEvents();
        if (alive.expired() || m_stopping)
            co_return;
    }
    retire(m_subscriber);
    m_options.url = primary;
    retire(m_control);
    m_control = std::make_unique<RedisConnection>(QStringLiteral("watch-control"));
    m_control->setCommandTimeout(m_options.timeoutMs);
    co_await m_control->open(m_options.url, m_options.timeoutMs);
    if (alive.expired() || m_stopping)
        co_return;
    if (m_stalled) {
        m_stalled = false;
        m_interpreter->endStall(serverNowUs());
    }
    reconnect();  // MONITOR on the new primary (a loop already trying picks the new URL up)
    if (m_options.expiryEvents)
        co_await startExpiryEvents();
}

TrafficResult RedisWatch::snapshot() const
{
    return TrafficResult(*m_interpreter, m_running ? serverNowUs() - m_interpreter->originUs() : -1);
}

}  // namespace locklab
