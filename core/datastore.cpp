// SPDX-License-Identifier: MIT
#include "core/datastore.h"

#include "core/coretr.h"

#include <QCoreApplication>

#include "core/filestore.h"
#include "core/sqlstore.h"

namespace locklab {

DataStore::DataStore(Scheduler &scheduler, Micros roundTrip)
    : m_scheduler(scheduler)
    , m_toServer(roundTrip / 2)
    , m_toClient(roundTrip - roundTrip / 2)
{}

QCoro::Task<Reply> DataStore::execute(const Request &sent)
{
    const Request request = sent;
    if (m_toServer > 0 && !co_await m_scheduler.sleep(m_toServer, {request.worker, WakeReason::ServerReceives}))
        co_return Reply::error(CommandExecutorTr::tr("run cancelled"));
    Reply reply =
        isDataStoreCommand(request.command)
            ? apply(request)
            : Reply::error(QStringLiteral("ERR not a command of this store: ") + commandName(request.command));
    reply.executedAt = m_scheduler.now();
    if (m_toClient > 0 && !co_await m_scheduler.sleep(m_toClient, {request.worker, WakeReason::ReplyArrives}))
        co_return Reply::unknown(CommandExecutorTr::tr("run cancelled"));
    co_return reply;
}

std::unique_ptr<DataStore> makeDataStore(StoreKind kind, Scheduler &scheduler, Micros roundTrip,
                                         const QString &directory, QString *error)
{
    switch (kind) {
    case StoreKind::Redis:
        return nullptr;
    case StoreKind::Sql: {
        auto store = std::make_unique<SqlStore>(scheduler, roundTrip);
        if (!store->open(directory.isEmpty() ? QString() : directory + QStringLiteral("/data.sqlite"), error))
            return nullptr;
        return store;
    }
    case StoreKind::File: {
        auto store = std::make_unique<FileStore>(scheduler, roundTrip);
        if (!store->open(directory.isEmpty() ? QString() : directory + QStringLiteral("/data.txt"), error))
            return nullptr;
        return store;
    }
    }
    return nullptr;
}

}  // namespace locklab
