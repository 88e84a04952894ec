// SPDX-License-Identifier: MIT
#pragma once

#include "core/commandexecutor.h"
#include "core/scheduler.h"

#include <memory>

namespace locklab {

// A store of the protected data that is not the lock's Redis: a SQL database or a plain file
// (StoreKind::Sql, StoreKind::File). It runs only the data-store commands (isDataStoreCommand) and
// is the same real thing on both backends; only where it lives differs (in memory on the embedded
// backend, a file in the run's directory on a live run). On the embedded backend each command
// costs the scenario's round trip, as a database on another machine would.
class DataStore : public CommandExecutor {
public:
    DataStore(Scheduler &scheduler, Micros roundTrip);

    QCoro::Task<Reply> execute(const Request &request) override;
    // The store has no run namespace: a file name or a job id is what it is.
    QString fullKey(const QString &key) const override { return key; }

    // The command's effect now, with no latency.
    virtual Reply apply(const Request &request) = 0;
    // The stored value and the fence written with it ("" and 0 before any write).
    virtual QString value() const = 0;
    virtual qint64 fence() const = 0;

protected:
    Scheduler &m_scheduler;

private:
    Micros m_toServer;
    Micros m_toClient;
};

// The data store a scenario writes to, or nullptr for StoreKind::Redis (the lock's Redis holds
// the data). `directory` empty: in memory; else its files go there. On failure (no SQLite driver,
// an unwritable directory) nullptr and `error` says why.
std::unique_ptr<DataStore> makeDataStore(StoreKind kind, Scheduler &scheduler, Micros roundTrip,
                                         const QString &directory, QString *error);

}  // namespace locklab
