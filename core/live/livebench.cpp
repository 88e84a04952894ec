// SPDX-License-Identifier: MIT
#include "live/livebench.h"

#include "live/liveredis.h"
#include "live/livetr.h"
#include "live/realscheduler.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

namespace locklab {

QJsonObject LiveBenchResult::toJson() const
{
    return QJsonObject{{QStringLiteral("cyclesPerSec"), cyclesPerSec},
                       {QStringLiteral("pingPerSec"), pingPerSec},
                       {QStringLiteral("ratioToLimit"), ratioToLimit()}};
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

    constexpr qint64 sliceNs = 100'000'000;  // short slices: bursts of load on the machine hit both alike
    const auto totalNs = static_cast<qint64>(seconds * 1e9);
    qint64 pingNs = 0, cycleNs = 0;
    QElapsedTimer clock;
    bool pingTurn = true;
    while (pingNs + cycleNs < totalNs) {
        clock.start();
        if (pingTurn) {
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
        pingTurn = !pingTurn;
    }
    result.pingPerSec = pingNs > 0 ? static_cast<double>(result.pings) * 1e9 / static_cast<double>(pingNs) : 0;
    result.cyclesPerSec = cycleNs > 0 ? static_cast<double>(result.cycles) * 1e9 / static_cast<double>(cycleNs) : 0;
    co_await store.cleanup();
    result.ok = true;
    co_return result;
}

}  // namespace locklab
