// SPDX-License-Identifier: MIT
#pragma once

#include "core/embeddedredis.h"

#include <memory>
#include <vector>

namespace locklab {

// A Redlock's N independent embedded servers (no replication between them), behind one executor:
// a command for `lock@i` runs on server i as `lock`; a key without an instance (the fencing
// counter, the store) lives on server 1. Each server has its own clock, restarts and keys.
class RedlockInstances final : public CommandExecutor {
public:
    RedlockInstances(Scheduler &scheduler, const QString &keyPrefix, Micros roundTrip, int count,
                     const QString &lockKey);

    QCoro::Task<Reply> execute(const Request &request) override;
    // Restart, ClockJump and Stall hit `fault.instance` (0-based; -1: the first server).
    QCoro::Task<FaultOutcome> applyServerFault(const Fault &fault) override;
    QString fullKey(const QString &key) const override;

    int count() const { return static_cast<int>(m_servers.size()); }
    EmbeddedRedis &server(int index) { return *m_servers.at(static_cast<std::size_t>(index)); }

private:
    std::vector<std::unique_ptr<EmbeddedRedis>> m_servers;
    QString m_prefix;
    QString m_lockKey;
};

}  // namespace locklab
