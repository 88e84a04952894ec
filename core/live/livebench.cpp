// SPDX-License-Identifier: MIT
#include "live/livebench.h"

#include "core/scripts.h"
#include "live/liveredis.h"
#include "live/livetr.h"
#include "live/realscheduler.h"
#include "live/redisconnection.h"

#include <hiredis/hiredis.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <sys/resource.h>

#include <memory>
#include <vector>

namespace locklab {

namespace {

// The bench's two commands as plain RESP on a blocking hiredis connection of their own: each
// command formatted once, then written and its reply read, one at a time, as `redis-benchmark -c 1`
// does. No event loop, no coroutine, no trace: the most any client could do with these commands.
class PlainRespCycles {
public:
    ~PlainRespCycles() { close(); }

    // Empty on success, else why not. A cluster's seed answers MOVED for the key: followed once.
    QString open(const RedisUrl &url, const QByteArray &key, const QByteArray &token)
    {
        const QByteArray sha =
            QCryptographicHash::hash(QByteArray(scripts::compareAndDelete), QCryptographicHash::Sha1).toHex();
        m_set = format({"SET", key, token, "NX", "PX", "30000"});
        m_release = format({"EVALSHA", sha, "1", key, token});
        QString host = url.host;
        int port = url.port;
        for (int hop = 0; hop < 2; ++hop) {
            const QString error = connect(url, host, port);
            if (!error.isEmpty())
                return error;
            // SCRIPT LOAD on this node (idempotent: the engine's connection loaded the same), then
            // one probe of the key's node: a cluster node that does not serve it says MOVED.
            if (std::unique_ptr<redisReply, decltype(&freeReplyObject)> loaded{
                    command({"SCRIPT", "LOAD", scripts::compareAndDelete}), freeReplyObject};
                !loaded || loaded->type == REDIS_REPLY_ERROR)
                return LiveRunTr::tr("plain RESP connection: SCRIPT LOAD failed");
            std::unique_ptr<redisReply, decltype(&freeReplyObject)> probe{command({"PTTL", key}), freeReplyObject};
            if (!probe)
                return LiveRunTr::tr("plain RESP connection: no reply");
            if (probe->type != REDIS_REPLY_ERROR)
                return {};
            const QList<QByteArray> moved = QByteArray(probe->str, static_cast<qsizetype>(probe->len)).split(' ');
            if (moved.size() < 3 || moved.first() != "MOVED")
                return LiveRunTr::tr("plain RESP connection: ") + QString::fromUtf8(probe->str);
            const qsizetype colon = moved.at(2).lastIndexOf(':');
            host = QString::fromUtf8(moved.at(2).left(colon));
            port = moved.at(2).mid(colon + 1).toInt();
        }
        return LiveRunTr::tr("plain RESP connection: MOVED twice");
    }

    // One SET NX PX and one compare-and-delete. False when a reply did not come or was an error.
    bool cycle(bool *tookAndFreed)
    {
        std::unique_ptr<redisReply, decltype(&freeReplyObject)> taken{send(m_set), freeReplyObject};
        std::unique_ptr<redisReply, decltype(&freeReplyObject)> freed{send(m_release), freeReplyObject};
        if (!taken || !freed || taken->type == REDIS_REPLY_ERROR || freed->type == REDIS_REPLY_ERROR)
            return false;
        *tookAndFreed = taken->type == REDIS_REPLY_STATUS && freed->type == REDIS_REPLY_INTEGER && freed->integer == 1;
        return true;
    }

private:
    static constexpr timeval timeout{2, 0};  // every call is bounded: a stalled server fails the bench

    QString connect(const RedisUrl &url, const QString &host, int port)
    {
        close();
        m_ctx = redisConnectWithTimeout(host.toUtf8().constData(), port, timeout);
        if (!m_ctx || m_ctx->err)
            return LiveRunTr::tr("plain RESP connection: cannot connect to %1:%2").arg(host).arg(port);
        redisSetTimeout(m_ctx, timeout);
        m_guard.install(m_ctx->reader);  // a hostile server's reply stays within the limits
        QList<QByteArray> auth{"AUTH"};
        if (!url.user.isEmpty())
            auth.append(url.user.toUtf8());
        auth.append(url.password.toUtf8());
        for (const QList<QByteArray> &setup :
             {url.needsAuth() ? auth : QList<QByteArray>{},
              url.db != 0 ? QList<QByteArray>{"SELECT", QByteArray::number(url.db)} : QList<QByteArray>{}}) {
            if (setup.isEmpty())
                continue;
            std::unique_ptr<redisReply, decltype(&freeReplyObject)> reply{command(setup), freeReplyObject};
            if (!reply || reply->type == REDIS_REPLY_ERROR)
                return LiveRunTr::tr("plain RESP connection: %1 refused").arg(QString::fromUtf8(setup.first()));
        }
        return {};
    }

    void close()
    {
        if (m_ctx)
            redisFree(m_ctx);
        m_ctx = nullptr;
    }

    static QByteArray format(const QList<QByteArray> &args)
    {
        std::vector<const char *> argv;
        std::vector<size_t> lens;
        for (const QByteArray &a : args) {
            argv.push_back(a.constData());
            lens.push_back(static_cast<size_t>(a.size()));
        }
        char *formatted = nullptr;
        const int length = redisFormatCommandArgv(&formatted, static_cast<int>(argv.size()), argv.data(), lens.data());
        QByteArray bytes(formatted, length);
        redisFreeCommand(formatted);
        return bytes;
    }

    redisReply *command(const QList<QByteArray> &args) { return send(format(args)); }

    redisReply *send(const QByteArray &formatted)
    {
        void *reply = nullptr;
        if (!m_ctx || m_ctx->err
            || redisAppendFormattedCommand(m_ctx, formatted.constData(), static_cast<size_t>(formatted.size()))
                   != REDIS_OK
            || redisGetReply(m_ctx, &reply) != REDIS_OK) {
            if (reply)
                freeReplyObject(reply);
            return nullptr;
        }
        return static_cast<redisReply *>(reply);
    }

    redisContext *m_ctx = nullptr;
    ReplyLimitGuard m_guard;
    QByteArray m_set, m_release;
};

// This thread's user and system CPU time so far, in µs.
LiveBenchResult::Cpu threadCpu()
{
    rusage usage{};
    ::getrusage(RUSAGE_THREAD, &usage);
    const auto us = [](const timeval &t) {
        return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_usec);
    };
    return {us(usage.ru_utime), us(usage.ru_stime)};
}

}  // namespace

QJsonObject LiveBenchResult::toJson() const
{
    const auto cpu = [](const Cpu &c) {
        return QJsonObject{{QStringLiteral("userUs"), c.userUs}, {QStringLiteral("systemUs"), c.systemUs}};
    };
    return QJsonObject{{QStringLiteral("cyclesPerSec"), cyclesPerSec},
                       {QStringLiteral("pingPerSec"), pingPerSec},
                       {QStringLiteral("ratioToLimit"), ratioToLimit()},
                       {QStringLiteral("plainCyclesPerSec"), plainCyclesPerSec},
                       {QStringLiteral("ratioToPlain"), ratioToPlain()},
                       {QStringLiteral("cpuPerCycle"), cpu(cpuPerCycle)},
                       {QStringLiteral("plainCpuPerCycle"), cpu(plainCpuPerCycle)}};
}

QCoro::Task<LiveBenchResult> benchLive(const RedisUrl &target, double seconds)
{
    const RedisUrl url = target;  // copied before the first suspension
    LiveBenchResult result;
    RealScheduler scheduler;
    LiveRedis::Options options;
    options.url = url;
    options.keyspaceEvents = false;
    const QString prefix =
        QStringLiteral("locklab:{bench-") + QString::number(QRandomGenerator::system()->generate64(), 16) + u'}' + u':';
    LiveRedis store(scheduler, prefix, options);
    const QString error = co_await store.connect();
    if (!error.isEmpty()) {
        result.error = error;
        co_return result;
    }
    const QString token = QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, u'0')
                          + QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, u'0');
    const Request set{.command = Command::Set,
                      .key = QStringLiteral("lock"),
                      .value = token,
                      .number = 30000,
                      .condition = SetCondition::IfAbsent};
    const Request release{.command = Command::CompareAndDelete, .key = QStringLiteral("lock"), .value = token};
    const Request ping{.command = Command::Ping};
    PlainRespCycles plain;
    if (const QString why = plain.open(url, (prefix + QStringLiteral("plain")).toUtf8(), token.toUtf8());
        !why.isEmpty()) {
        result.error = why;
        co_await store.cleanup();
        co_return result;
    }

    constexpr qint64 sliceNs = 100'000'000;  // short slices: bursts of load on the machine hit both alike
    const auto totalNs = static_cast<qint64>(seconds * 1e9);
    qint64 pingNs = 0, cycleNs = 0, plainNs = 0;
    QElapsedTimer clock;
    LiveBenchResult::Cpu cycleCpu, plainCpu;
    int turn = 0;  // PING, LockLab's cycles, plain RESP cycles, in turn
    while (pingNs + cycleNs + plainNs < totalNs) {
        const LiveBenchResult::Cpu before = threadCpu();
        clock.start();
        if (turn == 2) {
            while (clock.nsecsElapsed() < sliceNs) {
                bool tookAndFreed = false;
                if (!plain.cycle(&tookAndFreed)) {
                    result.error = LiveRunTr::tr("plain RESP cycle failed");
                    co_return result;
                }
                ++result.plainCycles;
            }
            plainNs += clock.nsecsElapsed();
        } else if (turn == 0) {
            while (clock.nsecsElapsed() < sliceNs) {
                const Reply pong = co_await store.execute(ping);
                if (pong.isFailure()) {
                    result.error = LiveRunTr::tr("PING failed: ") + pong.text;
                    co_return result;
                }
                ++result.pings;
            }
            pingNs += clock.nsecsElapsed();
        } else {
            while (clock.nsecsElapsed() < sliceNs) {
                const Reply taken = co_await store.execute(set);
                const Reply freed = co_await store.execute(release);
                if (taken.isFailure() || freed.isFailure()) {
                    result.error = LiveRunTr::tr("cycle failed: ") + (taken.isFailure() ? taken.text : freed.text);
                    co_return result;
                }
                if (!taken.isOk() || freed.integer != 1)
                    ++result.failures;
                ++result.cycles;
            }
            cycleNs += clock.nsecsElapsed();
        }
        if (turn != 0) {
            const LiveBenchResult::Cpu after = threadCpu();
            LiveBenchResult::Cpu &sum = turn == 1 ? cycleCpu : plainCpu;
            sum.userUs += after.userUs - before.userUs;
            sum.systemUs += after.systemUs - before.systemUs;
        }
        turn = (turn + 1) % 3;
    }
    result.pingPerSec = pingNs > 0 ? static_cast<double>(result.pings) * 1e9 / static_cast<double>(pingNs) : 0;
    result.cyclesPerSec = cycleNs > 0 ? static_cast<double>(result.cycles) * 1e9 / static_cast<double>(cycleNs) : 0;
    result.plainCyclesPerSec =
        plainNs > 0 ? static_cast<double>(result.plainCycles) * 1e9 / static_cast<double>(plainNs) : 0;
    const auto perCycle = [](const LiveBenchResult::Cpu &cpu, qint64 cycles) {
        const double n = static_cast<double>(std::max<qint64>(1, cycles));
        return LiveBenchResult::Cpu{cpu.userUs / n, cpu.systemUs / n};
    };
    result.cpuPerCycle = perCycle(cycleCpu, result.cycles);
    result.plainCpuPerCycle = perCycle(plainCpu, result.plainCycles);
    co_await store.cleanup();
    result.ok = true;
    co_return result;
}

}  // namespace locklab
