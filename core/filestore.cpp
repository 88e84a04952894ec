// SPDX-License-Identifier: MIT
#include "core/filestore.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QFile>

namespace locklab {

FileStore::FileStore(Scheduler &scheduler, Micros roundTrip)
    : DataStore(scheduler, roundTrip)
{}

bool FileStore::open(const QString &path, QString *error)
{
    m_path = path;
    if (path.isEmpty())
        return true;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = CommandExecutorTr::tr("file store: cannot create %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

Reply FileStore::apply(const Request &r)
{
    if (r.command != Command::FileWrite)
        return Reply::error(QStringLiteral("ERR not a file command: ") + commandName(r.command));
    if (!m_path.isEmpty()) {
        // In place, not a write-and-rename: what many scripts do, and a rename would not check anything either.
        QFile file(m_path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return Reply::error(QStringLiteral("ERR cannot write %1: %2").arg(m_path, file.errorString()));
        const QByteArray line = r.value.toUtf8() + " fence=" + QByteArray::number(r.number) + '\n';
        if (file.write(line) != line.size())
            return Reply::error(QStringLiteral("ERR cannot write %1: %2").arg(m_path, file.errorString()));
    }
    m_value = r.value;
    m_fence = r.number;
    return Reply::ofInteger(1);
}

}  // namespace locklab
