// SPDX-License-Identifier: MIT
#pragma once

#include "redisurl.h"

#include <QProcess>
#include <QTemporaryDir>

#include <memory>

namespace locklab {

// A private redis-server for `--redis managed` and the tests: from PATH, on a free loopback port,
// bound to 127.0.0.1 with protected mode on, in its own temporary directory, with keyevent
// `expired` notifications on. It dies with this process, even on SIGKILL (PR_SET_PDEATHSIG).
class ManagedRedis {
public:
    struct Options {
        bool appendOnly = false; // appendonly yes + appendfsync always: data survives restart()
        int hz = 100;            // active expiry 100×/s, so Redis reports an expiry within ~10 ms
        int startTimeoutMs = 5000;
    };

    ManagedRedis();
    explicit ManagedRedis(const Options &options);
    ~ManagedRedis();
    ManagedRedis(const ManagedRedis &) = delete;
    ManagedRedis &operator=(const ManagedRedis &) = delete;

    // Starts the server and waits until it answers PING. False with one line in `error`
    // (a missing redis-server names the Debian package).
    bool start(QString *error);
    // Stops gracefully (SIGTERM, then SIGKILL after a grace period).
    void stop();
    // SIGKILL, as a crash would: for fault tests.
    void kill();
    // stop() then start() on the same port and directory (with appendOnly, the data survives).
    bool restart(QString *error);
    bool isRunning() const;

    quint16 port() const { return m_port; }
    RedisUrl url() const;
    QString directory() const;
    qint64 pid() const;

    // The redis-server from PATH, or empty.
    static QString executable();
    static QString missingMessage();

private:
    bool launch(QString *error);
    bool waitForPing(int timeoutMs, QString *error);

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_process;
    quint16 m_port = 0;
};

} // namespace locklab
