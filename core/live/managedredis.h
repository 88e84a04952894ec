// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisurl.h"

#include <QProcess>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace locklab {

// A private redis-server for `--redis managed` and the tests: from PATH, on a free loopback port,
// bound to 127.0.0.1 with protected mode on, in its own temporary directory, with keyevent
// `expired` notifications on. It dies with this process, even on SIGKILL (PR_SET_PDEATHSIG).
class ManagedRedis {
public:
    struct Options {
        bool appendOnly = false;  // appendonly yes + appendfsync always: data survives restart()
        int hz = 100;             // active expiry 100×/s, so Redis reports an expiry within ~10 ms
        int startTimeoutMs = 5000;
        QStringList extraArgs;  // more `--name value` pairs (a topology's replication settings)
        // Not empty: a redis-sentinel instead of a server, with these `sentinel …` lines in its
        // config file (a sentinel rewrites its file, so it needs one; port, bind, dir are ours).
        QStringList sentinelConfig;
        // > 0: a Redis Cluster node (cluster-enabled yes, nodes.conf in its directory) with this
        // cluster-node-timeout; its cluster bus on a second free loopback port (cluster-port, so
        // the bus is not port + 10000, which may be taken or past 65535).
        int clusterNodeTimeoutMs = 0;
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
    // The restart fault: SIGKILL, as a crash would, then the server again on the same port and
    // directory with the persistence it ran with at the kill (the configured one, or what a
    // client set with CONFIG SET appendonly since). With AOF and appendfsync always every
    // acknowledged write survives; without, nothing does (`--save ""`: no RDB either).
    bool restart(QString *error);
    bool isRunning() const;
    // The stall fault: SIGSTOP (true) or SIGCONT (false). A stopped server keeps its connections and
    // reads nothing; the kernel queues what clients send, and it runs that when continued. False
    // when there is no running server to signal.
    bool suspend(bool stopped);
    bool isSuspended() const { return m_suspended; }
    // Whether the server runs with appendonly yes now, asked with CONFIG GET (blocking, bounded).
    std::optional<bool> appendOnlyNow() const;

    // The running server this process started on `url`'s host and port, or null. A server the
    // app started is one it may restart, whoever holds its URL (the GUI's managed backend).
    // Main thread only.
    static ManagedRedis *runningAt(const RedisUrl &url);

    quint16 port() const { return m_port; }
    quint16 busPort() const { return m_busPort; }  // a cluster node's bus port, else 0
    RedisUrl url() const;
    QString directory() const;
    qint64 pid() const;

    // The redis-server from PATH, or empty.
    static QString executable();
    // The redis-sentinel from PATH (Debian's redis-sentinel package), or empty: then a sentinel
    // runs as `redis-server CONFIG --sentinel`, the same program in sentinel mode.
    static QString sentinelExecutable();
    static QString missingMessage();
    // Removes the folders of managed servers whose LockLab is gone (SIGKILL leaves them in /tmp):
    // each holds an owner.lock its LockLab keeps flock()ed while it lives, and the kernel lets go
    // of it however the process ends. A live one's folder is never touched. start() calls it;
    // returns how many it removed.
    static int removeAbandonedDirectories();

private:
    bool launch(QString *error);
    bool waitForPing(int timeoutMs, QString *error);
    bool waitForAofRewrite(int timeoutMs) const;
    bool waitForClusterOk(QString *error) const;

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_dir;
    int m_ownerLock = -1;  // the folder's owner.lock, flock()ed for as long as this object lives
    std::unique_ptr<QProcess> m_process;
    bool m_suspended = false;  // SIGSTOPped: stop() continues it first, or SIGTERM would wait
    quint16 m_port = 0;
    quint16 m_busPort = 0;
};

}  // namespace locklab
