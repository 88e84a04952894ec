// SPDX-License-Identifier: MIT
#include "live/blockingredis.h"

#include "core/terminaltext.h"

#include "live/redisconnection.h"

#include <QCoreApplication>

#include <hiredis/hiredis.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace locklab {

namespace {
// The watch's words: MONITOR's set-up was the first user of this connection.
struct WatchText {
    Q_DECLARE_TR_FUNCTIONS(locklab::RedisWatch)
};

timeval toTimeval(int ms)
{
    return timeval{ms / 1000, (ms % 1000) * 1000};
}
}  // namespace

void RedisReplyDeleter::operator()(redisReply *reply) const
{
    freeReplyObject(reply);
}

BlockingRedis::BlockingRedis() = default;

BlockingRedis::~BlockingRedis()
{
    close();
}

void BlockingRedis::close()
{
    if (m_ctx)
        redisFree(m_ctx);
    m_ctx = nullptr;
    m_guard.reset();
}

QByteArray BlockingRedis::brokenLimit() const
{
    return m_ctx && m_guard ? m_guard->broken(m_ctx->reader) : QByteArray();
}

QString BlockingRedis::open(const RedisUrl &url, int timeoutMs)
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
    if (url.needsAuth()) {
        QList<QByteArray> auth{QByteArrayLiteral("AUTH")};
        if (!url.user.isEmpty())
            auth.append(url.user.toUtf8());
        auth.append(url.password.toUtf8());
        const QString error = call(auth);
        if (!error.isEmpty()) {
            close();
            if (m_timedOut)
                return WatchText::tr("Redis at %1 did not answer %2 within %3 s")
                    .arg(url.redacted(), QLatin1String("AUTH"))
                    .arg(timeoutMs / 1000.0);
            return WatchText::tr("Redis at %1 refused the credentials: %2").arg(url.redacted(), printable(error));
        }
    }
    return {};
}

// Not redisCommandArgv: its blocking read buffers a reply of any size before it returns.
QString BlockingRedis::call(const QList<QByteArray> &args, RedisReplyPtr *reply)
{
    m_timedOut = false;
    if (!m_ctx)
        return WatchText::tr("connection lost");
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
            // A read timeout is hiredis's EAGAIN ("Resource temporarily unavailable"): not a refusal.
            m_timedOut =
                m_ctx->err == REDIS_ERR_IO
                && (error == EAGAIN || error == EWOULDBLOCK || qstrcmp(m_ctx->errstr, std::strerror(EAGAIN)) == 0);
            const QByteArray broken = m_guard->broken(m_ctx->reader);
            return QString::fromUtf8(broken.isEmpty() ? QByteArray(m_ctx->errstr) : broken);
        }
        if (const QByteArray broken = m_guard->broken(m_ctx->reader); !r && !broken.isEmpty())
            return QString::fromUtf8(broken);
    }
    RedisReplyPtr owned(static_cast<redisReply *>(r));
    if (owned->type == REDIS_REPLY_ERROR)
        return QString::fromUtf8(owned->str, static_cast<qsizetype>(owned->len));
    if (reply)
        *reply = std::move(owned);
    return {};
}

}  // namespace locklab
