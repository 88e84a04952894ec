// SPDX-License-Identifier: MIT
#pragma once

// Private to the live backend (it includes hiredis): one command to a redis-server LockLab itself
// started, for the managed server's and topology's own bookkeeping (INFO, CONFIG GET, REPLICAOF),
// and the wait for what such a command starts.

#include <hiredis/hiredis.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QList>

#include <memory>
#include <vector>

namespace locklab::live {

struct ReplyDeleter {
    void operator()(redisReply *r) const { freeReplyObject(r); }
};
using ReplyPtr = std::unique_ptr<redisReply, ReplyDeleter>;

// On a fresh blocking connection to 127.0.0.1:port, 500 ms for the connect and for the reply; null
// when none came.
inline ReplyPtr askLocal(quint16 port, const QList<QByteArray> &args)
{
    const timeval tv{0, 500000};
    redisContext *c = redisConnectWithTimeout("127.0.0.1", port, tv);
    if (!c || c->err) {
        if (c)
            redisFree(c);
        return nullptr;
    }
    redisSetTimeout(c, tv);
    std::vector<const char *> argv;
    std::vector<size_t> lens;
    for (const QByteArray &a : args) {
        argv.push_back(a.constData());
        lens.push_back(static_cast<size_t>(a.size()));
    }
    ReplyPtr reply(
        static_cast<redisReply *>(redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lens.data())));
    redisFree(c);
    return reply;
}

// Until done() or timeoutMs, letting queued events run `sliceMs` at a time while it spins: the caller
// may be a live run on the event loop, and the topology's relays move bytes on it.
template <typename Done> bool pumpUntil(int timeoutMs, Done done, int sliceMs = 1)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, sliceMs);
    }
    return true;
}

}  // namespace locklab::live
