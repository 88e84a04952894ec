// SPDX-License-Identifier: MIT
#include "core/command.h"

#include "core/coretr.h"
#include "core/scripts.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace locklab {

QString instanceKey(const QString &key, int instance)
{
    return key + u'@' + QString::number(instance);
}

int keyInstance(const QString &key, QString *base)
{
    const qsizetype at = key.lastIndexOf(u'@');
    bool ok = false;
    const int instance = at > 0 ? QStringView(key).mid(at + 1).toInt(&ok) : 0;
    if (!ok || instance < 1) {
        if (base)
            *base = key;
        return 0;
    }
    if (base)
        *base = key.left(at);
    return instance;
}

QString commandName(Command command)
{
    switch (command) {
    case Command::Set:
        return QStringLiteral("SET");
    case Command::Get:
        return QStringLiteral("GET");
    case Command::Del:
        return QStringLiteral("DEL");
    case Command::Pttl:
        return QStringLiteral("PTTL");
    case Command::Pexpire:
        return QStringLiteral("PEXPIRE");
    case Command::Incr:
        return QStringLiteral("INCR");
    case Command::CompareAndDelete:
        return QStringLiteral("compare-and-delete");
    case Command::CompareAndExtend:
        return QStringLiteral("compare-and-extend");
    case Command::FencedWrite:
        return QStringLiteral("fenced-write");
    case Command::Write:
        return QStringLiteral("write");
    case Command::Ping:
        return QStringLiteral("PING");
    case Command::AcquireWithFence:
        return QStringLiteral("acquire-with-fence");
    case Command::SqlUpdate:
        return QStringLiteral("sql-update");
    case Command::SqlFencedUpdate:
        return QStringLiteral("sql-fenced-update");
    case Command::SqlInsertJob:
        return QStringLiteral("sql-insert-job");
    case Command::FileWrite:
        return QStringLiteral("file-write");
    case Command::Wait:
        return QStringLiteral("WAIT");
    }
    return {};
}

bool isWriteCommand(Command command)
{
    switch (command) {
    case Command::Write:
    case Command::FencedWrite:
    case Command::SqlUpdate:
    case Command::SqlFencedUpdate:
    case Command::SqlInsertJob:
    case Command::FileWrite:
        return true;
    default:
        return false;
    }
}

bool isCheckedWrite(Command command)
{
    return command == Command::FencedWrite || command == Command::SqlFencedUpdate || command == Command::SqlInsertJob;
}

bool isDataStoreCommand(Command command)
{
    return command == Command::SqlUpdate || command == Command::SqlFencedUpdate || command == Command::SqlInsertJob
           || command == Command::FileWrite;
}

static QString shortSha(const char *script)
{
    static QHash<const char *, QString> cache;
    auto it = cache.find(script);
    if (it == cache.end()) {
        const QByteArray sha = QCryptographicHash::hash(QByteArray(script), QCryptographicHash::Sha1).toHex();
        it = cache.insert(script, QString::fromLatin1(sha.left(8)));
    }
    return it.value();
}

QString renderCommand(const Request &r, const QString &key)
{
    const QString n = QString::number(r.number);
    switch (r.command) {
    case Command::Set: {
        QString s = QStringLiteral("SET ") + key + u' ' + r.value;
        if (r.condition == SetCondition::IfAbsent)
            s += QStringLiteral(" NX");
        else if (r.condition == SetCondition::IfPresent)
            s += QStringLiteral(" XX");
        if (r.number > 0)
            s += QStringLiteral(" PX ") + n;
        return s;
    }
    case Command::Get:
        return QStringLiteral("GET ") + key;
    case Command::Del:
        return QStringLiteral("DEL ") + key;
    case Command::Pttl:
        return QStringLiteral("PTTL ") + key;
    case Command::Pexpire:
        return QStringLiteral("PEXPIRE ") + key + u' ' + n;
    case Command::Incr:
        return QStringLiteral("INCR ") + key;
    case Command::CompareAndDelete:
        return QStringLiteral("EVALSHA ") + shortSha(scripts::compareAndDelete) + QStringLiteral("… 1 ") + key + u' '
               + r.value + QStringLiteral("  (compare-and-delete)");
    case Command::CompareAndExtend:
        return QStringLiteral("EVALSHA ") + shortSha(scripts::compareAndExtend) + QStringLiteral("… 1 ") + key + u' '
               + r.value + u' ' + n + QStringLiteral("  (compare-and-extend)");
    case Command::FencedWrite:
        return QStringLiteral("EVALSHA ") + shortSha(scripts::fencedWrite) + QStringLiteral("… 3 ") + key
               + QStringLiteral(":fence ") + key + QStringLiteral(":value ") + key + QStringLiteral(":count ") + n
               + u' ' + r.value + CommandExecutorTr::tr("  (fenced write)");
    case Command::Write:
        return QStringLiteral("EVALSHA ") + shortSha(scripts::plainWrite) + QStringLiteral("… 2 ") + key
               + QStringLiteral(":value ") + key + QStringLiteral(":count ") + r.value
               + CommandExecutorTr::tr("  (unfenced write)");
    case Command::Ping:
        return QStringLiteral("PING");
    case Command::AcquireWithFence:
        return QStringLiteral("EVALSHA ") + shortSha(scripts::acquireWithFence) + QStringLiteral("… 2 ") + key + u' '
               + key.section(u':', 0, 1) + QStringLiteral(":fence ") + r.value + QStringLiteral(" ") + n
               + CommandExecutorTr::tr("  (acquire with fence)");
    // The SQL as the store runs it, with the bound values in place of the `?`s. The data stores are
    // not Redis: their keys (a job id, a file name) carry no run namespace.
    case Command::SqlUpdate:
        return QStringLiteral("UPDATE data SET value='%1', fence=%2 WHERE id=1").arg(r.value, n);
    case Command::SqlFencedUpdate:
        return QStringLiteral("UPDATE data SET value='%1', fence=%2 WHERE id=1 AND fence < %2").arg(r.value, n);
    case Command::SqlInsertJob:
        return QStringLiteral("INSERT INTO jobs(job, value, fence) VALUES ('%1', '%2', %3)").arg(r.key, r.value, n);
    case Command::FileWrite:
        return CommandExecutorTr::tr("write %1 in place: \"%2\"").arg(r.key, r.value);
    case Command::Wait:
        return QStringLiteral("WAIT ") + r.value + u' ' + n;
    }
    return {};
}

QString renderReply(const Reply &reply)
{
    switch (reply.kind) {
    case Reply::Kind::Status:
        return reply.text;
    case Reply::Kind::Nil:
        return QStringLiteral("(nil)");
    case Reply::Kind::Integer:
        return QStringLiteral("(integer) ") + QString::number(reply.integer);
    case Reply::Kind::String:
        return u'"' + reply.text + u'"';
    case Reply::Kind::Error:
        return QStringLiteral("(error) ") + reply.text;
    case Reply::Kind::Unknown:
        return CommandExecutorTr::tr("(no reply: ") + reply.text + u')';
    }
    return {};
}

}  // namespace locklab
