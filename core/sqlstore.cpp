// SPDX-License-Identifier: MIT
#include "core/sqlstore.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace locklab {

SqlStore::SqlStore(Scheduler &scheduler, Micros roundTrip)
    : DataStore(scheduler, roundTrip)
{
    // Sweeps run trials on several threads at once, each with a store of its own: one connection
    // name per store, used only on the thread that made it.
    static std::atomic<quint64> next{0};
    m_connection = QStringLiteral("locklab-sql-") + QString::number(++next);
}

SqlStore::~SqlStore()
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool SqlStore::open(const QString &path, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = CommandExecutorTr::tr("SQL store: ") + why;
        return false;
    };
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(CommandExecutorTr::tr("Qt's SQLite driver (QSQLITE) is not installed"));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path.isEmpty() ? QStringLiteral(":memory:") : path);
    if (!db.open())
        return fail(db.lastError().text());
    QSqlQuery q(db);
    const char *schema[] = {
        "DROP TABLE IF EXISTS data",
        "DROP TABLE IF EXISTS jobs",
        "CREATE TABLE data (id INTEGER PRIMARY KEY, value TEXT NOT NULL, fence INTEGER NOT NULL)",
        "INSERT INTO data (id, value, fence) VALUES (1, '', 0)",
        "CREATE TABLE jobs (job TEXT NOT NULL UNIQUE, value TEXT NOT NULL, fence INTEGER NOT NULL)",
    };
    for (const char *statement : schema) {
        if (!q.exec(QString::fromLatin1(statement)))
            return fail(q.lastError().text());
    }
    return true;
}

Reply SqlStore::apply(const Request &r)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.isOpen())
        return Reply::error(QStringLiteral("ERR the SQL store is not open"));
    QSqlQuery q(db);
    switch (r.command) {
    case Command::SqlUpdate:
        q.prepare(QStringLiteral("UPDATE data SET value = ?, fence = ? WHERE id = 1"));
        q.addBindValue(r.value);
        q.addBindValue(r.number);
        break;
    case Command::SqlFencedUpdate:
        // Optimistic locking: the row changes only if its fence is older than ours, in the same
        // statement that writes it, so no other writer can come in between.
        q.prepare(QStringLiteral("UPDATE data SET value = ?, fence = ? WHERE id = 1 AND fence < ?"));
        q.addBindValue(r.value);
        q.addBindValue(r.number);
        q.addBindValue(r.number);
        break;
    case Command::SqlInsertJob:
        q.prepare(QStringLiteral("INSERT INTO jobs (job, value, fence) VALUES (?, ?, ?)"));
        q.addBindValue(r.key);
        q.addBindValue(r.value);
        q.addBindValue(r.number);
        break;
    default:
        return Reply::error(QStringLiteral("ERR not a SQL command: ") + commandName(r.command));
    }
    if (!q.exec()) {
        // The UNIQUE constraint refusing a second writer of the job is the store doing its job.
        if (r.command == Command::SqlInsertJob && q.lastError().nativeErrorCode() == QStringLiteral("2067")) {
            Reply refused = Reply::ofInteger(0);
            refused.text = q.lastError().databaseText();
            return refused;
        }
        return Reply::error(QStringLiteral("ERR ") + q.lastError().text());
    }
    if (r.command == Command::SqlInsertJob) {
        // The job's row is the data now: keep the one-row view of the store in step with it.
        QSqlQuery mirror(db);
        mirror.prepare(QStringLiteral("UPDATE data SET value = ?, fence = ? WHERE id = 1"));
        mirror.addBindValue(r.value);
        mirror.addBindValue(r.number);
        mirror.exec();
    }
    return Reply::ofInteger(q.numRowsAffected());
}

QString SqlStore::value() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(QStringLiteral("SELECT value FROM data WHERE id = 1")) && q.next() ? q.value(0).toString()
                                                                                     : QString();
}

qint64 SqlStore::fence() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(QStringLiteral("SELECT fence FROM data WHERE id = 1")) && q.next() ? q.value(0).toLongLong() : 0;
}

}  // namespace locklab
