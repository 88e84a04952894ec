// SPDX-License-Identifier: MIT
#pragma once

#include "core/command.h"
#include "core/scenario.h"

#include <QStringList>

#include <QCoroTask>

#include <functional>

namespace locklab {

// Executes lock commands. EmbeddedRedis models Redis on the scheduler's clock; LiveRedis
// talks to a real server. The engine cannot tell them apart.
class CommandExecutor {
public:
    virtual ~CommandExecutor() = default;
    // Implementations copy `request` before their first suspension (GCC 12 mishandles by-value
    // coroutine parameters built as temporaries in a co_await expression).
    virtual QCoro::Task<Reply> execute(const Request &request) = 0;
    // The full key as the server sees it (with the run's namespace prefix).
    virtual QString fullKey(const QString &key) const = 0;
    // Called when the server reports that a key expired (`deadline` in scenario time, or -1).
    using ExpiryListener = std::function<void(const QString &key, Micros at, Micros deadline)>;
    void setExpiryListener(ExpiryListener listener) { m_onExpired = std::move(listener); }

    // Server-side faults (Restart, ClockJump). `note` says what happened, for the trace; a backend
    // that cannot produce the fault says why and leaves `applied` false.
    struct FaultOutcome {
        bool applied = false;
        bool keysLost = false;
        QString note;
        // Failover: the keys (relative) whose state the promoted replica does not have;
        // Promotion: which replica (0-based) took over.
        QStringList lostKeys;
        int replica = -1;
    };
    virtual QCoro::Task<FaultOutcome> applyServerFault(const Fault &fault);

protected:
    ExpiryListener m_onExpired;
};

}  // namespace locklab
