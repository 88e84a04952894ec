// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisurl.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

struct redisContext;
struct redisReply;

namespace locklab {

class ReplyLimitGuard;

// A hiredis reply owned here (freeReplyObject when it goes).
struct RedisReplyDeleter {
    void operator()(redisReply *reply) const;
};
using RedisReplyPtr = std::unique_ptr<redisReply, RedisReplyDeleter>;

// A blocking hiredis connection for what must not wait on the event loop or needs a reply's nesting
// (RedisValue keeps one level): the MONITOR stream's set-up, a cluster's CLUSTER SHARDS. Every call
// is bounded by the timeout (redisSetTimeout) and by the reply limits every connection has.
class BlockingRedis {
public:
    BlockingRedis();
    ~BlockingRedis();
    BlockingRedis(const BlockingRedis &) = delete;
    BlockingRedis &operator=(const BlockingRedis &) = delete;

    // Connects and sends AUTH as the URL says (not SELECT). Empty on success, else one line naming
    // the URL (its password masked): unreachable, no answer within the timeout, credentials refused.
    QString open(const RedisUrl &url, int timeoutMs);
    void close();
    bool isOpen() const { return m_ctx != nullptr; }
    // One command. Empty on success (the reply in *reply, if asked), else the error the server
    // answered, a timeout (timedOut() then) or a broken reply limit.
    QString call(const QList<QByteArray> &args, RedisReplyPtr *reply = nullptr);
    bool timedOut() const { return m_timedOut; }

    // For a stream read without blocking after the set-up (MONITOR): the context and its guard.
    redisContext *context() const { return m_ctx; }
    QByteArray brokenLimit() const;

private:
    redisContext *m_ctx = nullptr;
    std::unique_ptr<ReplyLimitGuard> m_guard;
    bool m_timedOut = false;  // the last call() failed on the read timeout
};

}  // namespace locklab
