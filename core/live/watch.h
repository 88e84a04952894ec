// SPDX-License-Identifier: MIT
#pragma once

#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "live/redisurl.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <map>
#include <memory>
#include <vector>

namespace locklab {

class RedisConnection;
class MonitorStream;
class SentinelClient;

struct WatchOptions {
    RedisUrl url;
    TrafficOptions traffic;
    double durationS = 60;  // 0: until stop()
    int timeoutMs = 2000;   // every Redis call: connect, AUTH, MONITOR, CLIENT LIST, CONFIG
    // CONFIG SET notify-keyspace-events to add "Ex" (restored when the watch ends) and subscribe to
    // the expiry events, so the trace notes when Redis really deleted an expired lock key.
    bool expiryEvents = false;
    int reconnectForMs = 5000;  // after a lost MONITOR connection, how long to try to get it back
    // Through sentinels (redis+sentinel://): how long a lost MONITOR waits for a sentinel to name
    // the next primary (a sentinel's down-after-milliseconds is 30 s by default, then the election).
    int failoverWaitMs = 90000;
};

// How far behind the server a watch ran: a line's arrival (our wall clock) minus its MONITOR
// timestamp (the server's). Meaningful when both clocks are the same machine's (loopback).
struct WatchLag {
    qint64 samples = 0;
    double p50Ms = 0;
    double p99Ms = 0;
    double maxMs = 0;
};

// The lag histogram: 0.1 ms steps up to a second, whole milliseconds above (sparse), so the
// percentiles are true however far behind a watch falls (issue 28: they were clamped at 1000 ms).
class LagHistogram {
public:
    void add(double lagMs);
    WatchLag summary() const;

private:
    static constexpr int fineBuckets = 10000;  // 0.0 … 999.9 ms
    std::vector<quint32> m_fine = std::vector<quint32>(fineBuckets, 0);
    std::map<qint64, quint32> m_coarse;  // whole ms from 1000 on
    qint64 m_samples = 0;
    double m_maxMs = 0;
};

// Watches a Redis's real traffic: one connection runs MONITOR, a control connection reads
// INFO and CLIENT LIST (client names), and optionally a third subscribes to expiry events. The
// lines go through a TrafficInterpreter, so the trace grows as the traffic comes. Harmless to
// the server apart from MONITOR's own cost: nothing is written, and the one optional CONFIG SET
// is restored.
class RedisWatch : public QObject {
    Q_OBJECT
public:
    explicit RedisWatch(WatchOptions options, QObject *parent = nullptr);
    ~RedisWatch() override;

    // Connects and starts MONITOR. Empty on success, else one line: unreachable, auth failed,
    // MONITOR refused (ACL NOPERM). A redis+sentinel:// URL: on the primary the sentinels name,
    // following each switch of it (MONITOR moves to the new primary, a gap while it does).
    QCoro::Task<QString> start();
    // Ends the watch (closes MONITOR, restores the configuration); the trace so far is kept.
    QCoro::Task<> stop();
    bool isRunning() const { return m_running; }

    const TrafficInterpreter &interpreter() const { return *m_interpreter; }
    // Every key's trace so far, finished at this instant (what is still open stays open).
    TrafficResult snapshot() const;
    // Empty when the watch ended by stop() or its duration; else why (the server went away).
    QString endReason() const { return m_endReason; }
    QString serverVersion() const { return m_version; }
    // The server MONITOR runs on now (through sentinels: the primary they named last).
    RedisUrl watchedUrl() const { return m_options.url; }
    // Notes for the person watching (CONFIG SET refused, expiry events on, put back, …), in order.
    QStringList notices() const { return m_notices; }
    // Empty unless a setting the watch changed could not be put back: then why, and the command
    // to run by hand.
    QString restoreFailure() const { return m_restoreFailure; }
    WatchLag lag() const { return m_lag.summary(); }

signals:
    void connected();  // Redis answered (AUTH, SELECT, INFO done): MONITOR starts next
    void traceGrew();
    void finished();  // the duration ran out or the server went away (not after stop())

private:
    void onLines(const QList<QByteArray> &lines);
    void onLost(const QString &why);
    QCoro::Task<> startExpiryEvents();
    QCoro::Task<> restoreKeyspaceEvents();
    QCoro::Task<> reconnect();
    QCoro::Task<QString> locatePrimary();
    QCoro::Task<> followSwitch(RedisUrl primary, QString from, QString to);
    QCoro::Task<> refreshClientNames();
    QCoro::Task<> heartbeat();
    QCoro::Task<> finishWith(QString reason);
    // Destroys a connection on the next turn of the event loop, never under itself: the caller may
    // be a coroutine that connection's own timeout or reply resumed (issue 25: exit 139).
    void retire(std::unique_ptr<RedisConnection> &connection);
    void restoreFailed(const QString &why);
    qint64 serverNowUs() const;

    WatchOptions m_options;
    std::unique_ptr<TrafficInterpreter> m_interpreter;
    std::unique_ptr<RedisConnection> m_control;
    std::unique_ptr<RedisConnection> m_subscriber;
    std::unique_ptr<MonitorStream> m_monitor;
    std::unique_ptr<SentinelClient> m_sentinel;  // a redis+sentinel:// URL's sentinels, else null
    bool m_reconnecting = false;
    std::vector<std::unique_ptr<RedisConnection>> m_retired;
    std::shared_ptr<char> m_alive = std::make_shared<char>();  // expires first in the destructor
    QTimer m_duration;
    // A PING on the control connection every so often: an idle server and a stalled one both send
    // no MONITOR line, only the stalled one leaves a PING unanswered.
    QTimer m_heartbeat;
    bool m_pinging = false;
    bool m_stalled = false;
    bool m_limitStop = false;
    QTimer m_idle;  // flushes a script whose lua lines may still be coming once the stream is quiet
    QElapsedTimer m_sinceLastLine;
    qint64 m_lastServerUs = -1;
    bool m_running = false;
    bool m_stopping = false;
    bool m_refreshing = false;
    qsizetype m_namedLanes = 0;
    QElapsedTimer m_sinceNames;
    QString m_endReason;
    QString m_version;
    QStringList m_notices;
    QByteArray m_restoreKeyspaceEvents;  // the value to put back
    QByteArray m_ourKeyspaceEvents;      // the value the watch set
    bool m_changedConfig = false;
    QString m_restoreFailure;
    LagHistogram m_lag;
};

}  // namespace locklab
