// SPDX-License-Identifier: MIT
#pragma once

// A redis-server of the test's own on a free loopback port, plus a blocking raw client to look
// at the server behind the store's back. Live suites fail (not skip) without redis-server, since
// ./test.sh installs it; LOCKLAB_SKIP_LIVE=1 skips them on a machine that cannot have it.

#include "live/managedredis.h"

#include <QCoroTask>
#include <QTest>

#include <hiredis/hiredis.h>

#include <memory>

namespace locklab::test {

class RedisFixture {
public:
    // Call from initTestCase(): QSKIP / QFAIL need a test function on the stack.
    bool start(const ManagedRedis::Options &options = {})
    {
        m_server = std::make_unique<ManagedRedis>(options);
        QString error;
        if (!m_server->start(&error)) {
            m_error = error;
            return false;
        }
        return true;
    }
    static bool skipRequested() { return qEnvironmentVariableIntValue("LOCKLAB_SKIP_LIVE") == 1; }
    QString error() const { return m_error; }
    ManagedRedis &server() { return *m_server; }
    RedisUrl url() const { return m_server->url(); }
    quint16 port() const { return m_server->port(); }
    void stop() { m_server.reset(); }

    // One command on a fresh blocking connection (db 0 unless given): the reply as text,
    // integers as decimal, nil as "(nil)", errors as "ERR: ...".
    QByteArray raw(const QList<QByteArray> &args, int db = 0) const { return rawAt(m_server->port(), args, db); }
    // A setting's value (CONFIG GET), or "(…)" saying why there is none.
    QByteArray config(const QByteArray &name) const
    {
        const timeval tv{2, 0};
        redisContext *c = redisConnectWithTimeout("127.0.0.1", m_server->port(), tv);
        if (!c || c->err) {
            if (c)
                redisFree(c);
            return "(cannot connect)";
        }
        auto *r = static_cast<redisReply *>(redisCommand(c, "CONFIG GET %b", name.constData(), size_t(name.size())));
        QByteArray value = "(no reply)";
        if (r && r->type == REDIS_REPLY_ARRAY && r->elements == 2)
            value = QByteArray(r->element[1]->str, static_cast<qsizetype>(r->element[1]->len));
        if (r)
            freeReplyObject(r);
        redisFree(c);
        return value;
    }
    // The same on any loopback port (a topology's instances).
    static QByteArray rawAt(quint16 port, const QList<QByteArray> &args, int db = 0)
    {
        const timeval tv{2, 0};
        redisContext *c = redisConnectWithTimeout("127.0.0.1", port, tv);
        if (!c || c->err) {
            if (c)
                redisFree(c);
            return "CONNECT FAILED";
        }
        if (db != 0)
            freeReplyObject(redisCommand(c, "SELECT %d", db));
        std::vector<const char *> argv;
        std::vector<size_t> lens;
        for (const QByteArray &a : args) {
            argv.push_back(a.constData());
            lens.push_back(static_cast<size_t>(a.size()));
        }
        auto *r =
            static_cast<redisReply *>(redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lens.data()));
        QByteArray out;
        if (!r)
            out = "NO REPLY";
        else if (r->type == REDIS_REPLY_INTEGER)
            out = QByteArray::number(r->integer);
        else if (r->type == REDIS_REPLY_NIL)
            out = "(nil)";
        else if (r->type == REDIS_REPLY_ERROR)
            out = "ERR: " + QByteArray(r->str, static_cast<qsizetype>(r->len));
        else if (r->type == REDIS_REPLY_ARRAY)
            out = "array " + QByteArray::number(static_cast<qlonglong>(r->elements));
        else
            out = QByteArray(r->str, static_cast<qsizetype>(r->len));
        if (r)
            freeReplyObject(r);
        redisFree(c);
        return out;
    }

private:
    std::unique_ptr<ManagedRedis> m_server;
    QString m_error;
};

}  // namespace locklab::test

// In initTestCase(): start the fixture or skip/fail the whole suite with the reason.
#define LOCKLAB_START_REDIS(fixture, ...)                                                                              \
    do {                                                                                                               \
        if (locklab::test::RedisFixture::skipRequested())                                                              \
            QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");                                                         \
        if (!(fixture).start(__VA_ARGS__))                                                                             \
            QFAIL(qPrintable(QStringLiteral("cannot start redis-server: ") + (fixture).error()));                      \
    } while (false)
