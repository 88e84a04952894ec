// SPDX-License-Identifier: MIT
#include "live/watch.h"

#include "core/mstext.h"

#include "live/redisconnection.h"

#include <QCoreApplication>
#include <QCoroTimer>
#include <QDateTime>
#include <QSocketNotifier>

#include <hiredis/hiredis.h>

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
    using LostHandler = std::function<void(const QString &)>;

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
        if (url.needsAuth()) {
            QList<QByteArray> auth{QByteArrayLiteral("AUTH")};
            if (!url.user.isEmpty())
                auth.append(url.user.toUtf8());
            auth.append(url.password.toUtf8());
            const QString error = call(auth);
            if (!error.isEmpty()) {
                close();
                return WatchText::tr("Redis at %1 refused the credentials: %2").arg(url.redacted(), error);
            }
        }
        call({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("SETNAME"), QByteArrayLiteral("locklab-watch")});
        const QString refused = call({QByteArrayLiteral("MONITOR")});
        if (!refused.isEmpty()) {
            close();
            if (refused.startsWith(QLatin1String("NOPERM")))
                return WatchText::tr("Redis at %1 refused MONITOR (%2): the user needs the +monitor permission")
                    .arg(url.redacted(), refused);
            return WatchText::tr("Redis at %1 refused MONITOR: %2").arg(url.redacted(), refused);
        }
        // From here the stream is read without blocking: hiredis must treat EAGAIN as "later".
        const int flags = fcntl(m_ctx->fd, F_GETFL, 0);
        fcntl(m_ctx->fd, F_SETFL, flags | O_NONBLOCK);
        m_ctx->flags &= ~REDIS_BLOCK;
        m_notifier = std::make_unique<QSocketNotifier>(static_cast<qintptr>(m_ctx->fd), QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] { read(); });
        return {};
    }

    void close()
    {
        m_notifier.reset();
        if (m_ctx)
            redisFree(m_ctx);
        m_ctx = nullptr;
    }
    bool isOpen() const { return m_ctx != nullptr; }

private:
    // One blocking command; empty on success, else the error (a timeout included).
    QString call(const QList<QByteArray> &args)
    {
        std::vector<const char *> argv;
        std::vector<size_t> lens;
        for (const QByteArray &a : args) {
            argv.push_back(a.constData());
            lens.push_back(static_cast<size_t>(a.size()));
        }
        auto *reply =
            static_cast<redisReply *>(redisCommandArgv(m_ctx, static_cast<int>(argv.size()), argv.data(), lens.data()));
        if (!reply)
            return QString::fromUtf8(m_ctx->errstr);
        QString error;
        if (reply->type == REDIS_REPLY_ERROR)
            error = QString::fromUtf8(reply->str, static_cast<qsizetype>(reply->len));
        freeReplyObject(reply);
        return error;
    }

    void read()
    {
        if (!m_ctx)
            return;
        if (redisBufferRead(m_ctx) != REDIS_OK) {
            const QString why = QString::fromUtf8(m_ctx->errstr);
            close();
            m_onLost(why.isEmpty() ? WatchText::tr("connection lost") : why);
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
        if (m_ctx && m_ctx->err) {
            const QString why = QString::fromUtf8(m_ctx->errstr);
            close();
            if (!lines.isEmpty())
                m_onLines(lines);
            m_onLost(why);
            return;
        }
        if (!lines.isEmpty())
            m_onLines(lines);
    }

    redisContext *m_ctx = nullptr;
    std::unique_ptr<QSocketNotifier> m_notifier;
    LinesHandler m_onLines;
    LostHandler m_onLost;
};

RedisWatch::RedisWatch(WatchOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_interpreter(std::make_unique<TrafficInterpreter>([this] {
        m_options.traffic.db = m_options.url.db;  // MONITOR shows every database's commands: follow the URL's
        return m_options.traffic;
    }()))
    , m_lagBuckets(10001, 0)
{
    m_duration.setSingleShot(true);
    connect(&m_duration, &QTimer::timeout, this, [this] { finishWith({}); });
    m_idle.setSingleShot(true);
    m_idle.setInterval(30);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        m_interpreter->flush();
        emit traceGrew();
    });
}

RedisWatch::~RedisWatch()
{
    m_monitor.reset();
    m_subscriber.reset();
    m_control.reset();
}

QCoro::Task<QString> RedisWatch::start()
{
    m_control = std::make_unique<RedisConnection>(QStringLiteral("watch-control"));
    m_control->setCommandTimeout(m_options.timeoutMs);
    const QString refused = co_await m_control->open(m_options.url, m_options.timeoutMs);
    if (!refused.isEmpty()) {
        m_control.reset();
        co_return WatchText::tr("cannot use Redis at %1: %2").arg(m_options.url.redacted(), refused);
    }
    {
        auto info = m_control->command({QByteArrayLiteral("INFO"), QByteArrayLiteral("server")});
        const RedisValue v = co_await info;
        for (const QByteArray &line : v.text.split('\n')) {
            if (line.startsWith("redis_version:"))
                m_version = QString::fromLatin1(line.mid(14).trimmed());
        }
    }
    emit connected();
    m_monitor = std::make_unique<MonitorStream>([this](const QList<QByteArray> &lines) { onLines(lines); },
                                                [this](const QString &why) { onLost(why); });
    const QString monitorRefused = m_monitor->open(m_options.url, m_options.timeoutMs);
    if (!monitorRefused.isEmpty()) {
        m_monitor.reset();
        m_control.reset();
        co_return monitorRefused;
    }
    m_running = true;
    co_await refreshClientNames();

    if (m_options.expiryEvents) {
        auto get = m_control->command(
            {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("notify-keyspace-events")});
        const RedisValue current = co_await get;
        if (current.kind != RedisValue::Kind::Array || current.elements.size() < 2) {
            m_notices << WatchText::tr(
                             "expiry events: CONFIG GET was refused (%1); the trace shows the model's expiries only")
                             .arg(QString::fromUtf8(current.text));
        } else {
            const QByteArray flags = current.elements.at(1);
            const bool has = flags.contains('E') && (flags.contains('x') || flags.contains('A'));
            bool ok = has;
            if (!has) {
                auto set = m_control->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                               QByteArrayLiteral("notify-keyspace-events"), flags + "Ex"});
                const RedisValue r = co_await set;
                ok = r.kind == RedisValue::Kind::Status;
                if (ok) {
                    m_restoreKeyspaceEvents = flags;
                    m_changedConfig = true;
                    m_notices << WatchText::tr("expiry events: notify-keyspace-events set to \"%1\" for the watch; "
                                               "\"%2\" is put back when it ends")
                                     .arg(QString::fromLatin1(flags + "Ex"), QString::fromLatin1(flags));
                } else {
                    m_notices
                        << WatchText::tr("expiry events: CONFIG SET was refused (%1)").arg(QString::fromUtf8(r.text));
                }
            }
            if (ok) {
                m_subscriber = std::make_unique<RedisConnection>(QStringLiteral("watch-expiries"));
                m_subscriber->setCommandTimeout(m_options.timeoutMs);
                const QString subRefused = co_await m_subscriber->open(m_options.url, m_options.timeoutMs);
                if (subRefused.isEmpty()) {
                    const int db = m_options.url.db;
                    auto sub =
                        m_subscriber->subscribe("__keyevent@" + QByteArray::number(db) + "__:expired",
                                                [this](const QByteArray &, const QByteArray &key) {
                                                    // The interpreter follows this db only and names its keys bare.
                                                    m_interpreter->observeExpiry(QString::fromUtf8(key), serverNowUs());
                                                });
                    co_await sub;
                }
            }
        }
    }
    if (m_options.durationS > 0)
        m_duration.start(static_cast<int>(m_options.durationS * 1000));
    co_return QString();
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
            const double lagMs = static_cast<double>(now - line.serverTimeUs) / 1000.0;
            const auto bucket = static_cast<std::size_t>(std::clamp(lagMs * 10.0, 0.0, 10000.0));
            ++m_lagBuckets[bucket];
            ++m_lagSamples;
            m_lagMaxMs = std::max(m_lagMaxMs, lagMs);
            m_lastServerUs = line.serverTimeUs;
            m_interpreter->feed(line);
        } else {
            m_interpreter->feedLine(raw);
        }
    }
    m_sinceLastLine.start();
    m_idle.start();
    if (m_interpreter->clientCount() > m_namedLanes)
        refreshClientNames();
    emit traceGrew();
}

QCoro::Task<> RedisWatch::refreshClientNames()
{
    // CLIENT LIST names the clients that set a name before the watch began; names set during it
    // arrive through the stream (CLIENT SETNAME). At most once a second.
    if (m_refreshing || !m_control || (m_sinceNames.isValid() && m_sinceNames.elapsed() < 1000))
        co_return;
    m_refreshing = true;
    m_sinceNames.start();
    m_namedLanes = m_interpreter->clientCount();
    auto list = m_control->command({QByteArrayLiteral("CLIENT"), QByteArrayLiteral("LIST")});
    const RedisValue v = co_await list;
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
    m_interpreter->beginGap(serverNowUs(), why);
    emit traceGrew();
    reconnect();
}

QCoro::Task<> RedisWatch::reconnect()
{
    QElapsedTimer trying;
    trying.start();
    QString lastError;
    while (!m_stopping && trying.elapsed() < m_options.reconnectForMs) {
        // Not qCoro(&timer, &QTimer::timeout): QCoro's signal awaiter takes a private signal's
        // QPrivateSignal argument through a queued connection, which carries no such argument
        // (UBSan: reference binding to null pointer). sleepFor awaits the timer itself.
        co_await QCoro::sleepFor(std::chrono::milliseconds(250));
        if (m_stopping || !m_monitor)
            co_return;
        lastError = m_monitor->open(m_options.url, m_options.timeoutMs);
        if (lastError.isEmpty()) {
            // MONITOR shows every command from here on: the gap ends now, not at the next command.
            m_interpreter->endGap(serverNowUs());
            emit traceGrew();
            co_return;
        }
    }
    if (!m_stopping)
        co_await finishWith(WatchText::tr("Redis went away and did not come back within %1 s: %2")
                                .arg(m_options.reconnectForMs / 1000.0)
                                .arg(lastError));
}

QCoro::Task<> RedisWatch::finishWith(QString reason)
{
    if (!m_running || m_stopping)
        co_return;
    m_endReason = reason;
    co_await stop();
    emit finished();
}

QCoro::Task<> RedisWatch::stop()
{
    if (!m_running || m_stopping)
        co_return;
    m_stopping = true;
    m_duration.stop();
    m_idle.stop();
    const qint64 end = serverNowUs();
    m_monitor.reset();
    m_subscriber.reset();
    if (m_changedConfig && m_control && m_control->isConnected()) {
        auto restore = m_control->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                           QByteArrayLiteral("notify-keyspace-events"), m_restoreKeyspaceEvents});
        const RedisValue r = co_await restore;
        if (r.failed())
            m_notices << WatchText::tr("could not put notify-keyspace-events back to \"%1\": %2")
                             .arg(QString::fromLatin1(m_restoreKeyspaceEvents), QString::fromUtf8(r.text));
        else
            m_changedConfig = false;
    }
    m_control.reset();
    m_interpreter->finish(end);
    m_running = false;
    emit traceGrew();
}

TrafficResult RedisWatch::snapshot() const
{
    return TrafficResult(*m_interpreter, m_running ? serverNowUs() - m_interpreter->originUs() : -1);
}

WatchLag RedisWatch::lag() const
{
    WatchLag lag;
    lag.samples = m_lagSamples;
    lag.maxMs = m_lagMaxMs;
    if (m_lagSamples == 0)
        return lag;
    auto percentile = [this](double p) {
        // The one rule (mstext.h), counted through the histogram's buckets.
        const auto want = static_cast<qint64>(percentileIndex(static_cast<std::size_t>(m_lagSamples), p)) + 1;
        qint64 seen = 0;
        for (std::size_t b = 0; b < m_lagBuckets.size(); ++b) {
            seen += m_lagBuckets[b];
            if (seen >= want)
                return static_cast<double>(b) / 10.0;
        }
        return 1000.0;
    };
    lag.p50Ms = percentile(0.50);
    lag.p99Ms = percentile(0.99);
    return lag;
}

}  // namespace locklab
