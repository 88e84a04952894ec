// SPDX-License-Identifier: MIT
#pragma once

#include "core/commandexecutor.h"
#include "live/liveredis.h"
#include "live/managedredis.h"

#include <QElapsedTimer>
#include <QHash>

#include <memory>
#include <vector>

namespace locklab {

class RealScheduler;

// A Redlock on real servers (issue 30): N independent managed redis-servers of the run's own, no
// replication between them, each behind a LiveRedis of its own (its own connections, command
// timeout, keyspace notifications and restarts). Routed as RedlockInstances routes the model: a
// command for `lock@i` runs on server i as `lock`; a key without an instance (the fencing counter,
// the store) lives on server 1. Managed only: a restart kills a server and a clock jump rewrites
// TTLs, which no user's Redis is ours to suffer.
class LiveRedlock final : public CommandExecutor {
public:
    struct Options {
        int instances = 5;
        // Every instance's LiveRedis starts from these (url, restartServer and holdClock are each
        // instance's own); instance 1 keeps the command timeout, the others get `instanceTimeoutMs`.
        LiveRedis::Options base;
        int instanceTimeoutMs = 0;  // wall ms: the Redlock's per-instance timeout, scaled; 0: base's
        QString lockKey;
    };

    LiveRedlock(RealScheduler &scheduler, QString keyPrefix, const Options &options);
    ~LiveRedlock() override;
    LiveRedlock(const LiveRedlock &) = delete;
    LiveRedlock &operator=(const LiveRedlock &) = delete;

    // Starts the servers (blocking, as ManagedTopology does). False with `error` set.
    bool start(QString *error);
    // Connects every instance. Empty on success, else why not (naming the instance).
    QCoro::Task<QString> connect();
    QCoro::Task<Reply> execute(const Request &request) override;
    // Restart, ClockJump and Stall hit `fault.instance` (0-based; -1: the first server).
    QCoro::Task<FaultOutcome> applyServerFault(const Fault &fault) override;
    QString fullKey(const QString &key) const override;

    // Every instance put back and its keys deleted; the servers themselves stop with this object.
    QCoro::Task<LiveRedis::CleanupReport> cleanup(int boundMs = 2000);
    void abortPending(const QString &why);
    QStringList notes() const { return m_notes; }
    QString serverVersion() const;
    void setConnectionLostHandler(std::function<void(const QString &why)> handler);
    void setNoteHandler(std::function<void(const QString &note)> handler);

    int count() const { return static_cast<int>(m_instances.size()); }
    LiveRedis &instance(int index) { return *m_instances.at(static_cast<std::size_t>(index)); }
    ManagedRedis &server(int index) { return *m_servers.at(static_cast<std::size_t>(index)); }
    // One line: the instances and their ports.
    QString describe() const;

private:
    int indexOf(const QString &key, QString *base) const;
    QCoro::Task<FaultOutcome> restartInstance(int index, const Fault &fault);
    FaultOutcome stallInstance(int index, const Fault &fault);
    void continueStalled();

    RealScheduler &m_scheduler;
    QString m_prefix;
    Options m_options;
    std::vector<std::unique_ptr<ManagedRedis>> m_servers;  // outlive the executors that talk to them
    std::vector<std::unique_ptr<LiveRedis>> m_instances;
    QStringList m_notes;
    // Restarts under way (they may overlap: two instances killed at one instant). Scenario time
    // stands still from the first one's start to the last one's end, and commands wait meanwhile.
    int m_restarting = 0;
    QElapsedTimer m_held;
    bool m_aborted = false;
    QHash<int, int> m_stalls;                                  // instance -> stalls under way (SIGSTOPped)
    std::shared_ptr<char> m_alive = std::make_shared<char>();  // a SIGCONT timer outliving this does nothing
};

}  // namespace locklab
