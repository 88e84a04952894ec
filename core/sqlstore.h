// SPDX-License-Identifier: MIT
#pragma once

#include "core/datastore.h"

namespace locklab {

// The protected data in a real SQLite database through Qt SQL (QSQLITE): one row `data(id=1, value,
// fence)` and a table `jobs(job UNIQUE, value, fence)`. The database checks, atomically with the
// write, what the lock cannot: a WHERE clause on the fence column (optimistic locking) or a UNIQUE
// constraint on the job. Every command is one statement, so SQLite runs each atomically.
class SqlStore final : public DataStore {
public:
    SqlStore(Scheduler &scheduler, Micros roundTrip);
    ~SqlStore() override;

    // `path` empty: a private in-memory database; else that file, created (and emptied) now.
    bool open(const QString &path, QString *error);
    Reply apply(const Request &request) override;
    QString value() const override;
    qint64 fence() const override;

private:
    QString m_connection;  // the QSqlDatabase connection name, unique to this store
};

}  // namespace locklab
