// SPDX-License-Identifier: MIT
#include "live/redisconnection.h"

#include "core/terminaltext.h"
#include "live/livetr.h"

#include <hiredis/async.h>
#include <hiredis/hiredis.h>

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSocketNotifier>

#include <fcntl.h>
#include <sys/socket.h>

#include <algorithm>
#include <charconv>
#include <vector>

namespace locklab {

namespace {
// A connection's texts travel as bytes, as hiredis's own do.
QByteArray said(const QString &text)
{
    return text.toUtf8();
}

// A connected socket made blocking, with short timeouts (see ReplyWait): a read or a write that
// times out fails with EAGAIN, which hiredis takes, on a context without REDIS_BLOCK, as "try again
// later" (redisBufferRead, redisBufferWrite), as on a non-blocking socket. So hiredis's read sleeps
// at most that long, and its write only when the send buffer is full (then stopBlocking()).
bool makeBlocking(int fd, int timeoutUs)
{
    const int flags = ::fcntl(fd, F_GETFL);
    // {0, 0} would mean no timeout at all.
    const timeval timeout{timeoutUs / 1'000'000, std::max(1, timeoutUs % 1'000'000)};
    return flags >= 0 && ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout) == 0
           && ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout) == 0
           && ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0;
}
}  // namespace

Q_LOGGING_CATEGORY(lcRedis, "locklab.redis", QtWarningMsg)

namespace {
// The connections of this thread (its event loop): waiting for one's reply would delay another's.
thread_local std::vector<const RedisConnection *> t_connections;
}  // namespace

struct RedisConnection::Call {
    RedisValue value;
    std::coroutine_handle<> waiter;
    // Set while hiredis holds the call as its callback's privdata: the callback fires exactly once
    // (with NULL on error or disconnect) and takes it. Saves a heap holder per command.
    std::shared_ptr<Call> keepAlive;
    qint64 sentNs = 0;  // when command() sent it (the connection's clock): its round trip starts here
    qint64 deadlineNs = 0;
    int timeoutMs = 0;
    bool done = false;
    bool timedOut = false;  // finished by its timeout: its reply is still owed

    // Exactly once: a reply, a timeout or an abort, whichever comes first, resumes the awaiter.
    void finish(RedisValue v)
    {
        if (done)
            return;
        value = std::move(v);
        done = true;
        if (auto handle = std::exchange(waiter, {}))
            handle.resume();
    }
};

QString RedisValue::describe() const
{
    const QString shown = printable(QString::fromUtf8(text.left(60)));
    switch (kind) {
    case Kind::Status:
        return LiveRedisTr::tr("the status %1").arg(shown);
    case Kind::Integer:
        return LiveRedisTr::tr("an integer (%1)").arg(integer);
    case Kind::Nil:
        return LiveRedisTr::tr("nil");
    case Kind::String:
        return LiveRedisTr::tr("the string \"%1\"").arg(shown);
    case Kind::Array:
        return LiveRedisTr::tr("an array of %n element(s)", nullptr, static_cast<int>(elements.size()));
    case Kind::Error:
    case Kind::NoReply:
    case Kind::NotSent:
        break;
    }
    return QString::fromUtf8(text);
}

bool RedisConnection::Pending::await_ready() const noexcept
{
    return m_call->done;
}

void RedisConnection::Pending::await_suspend(std::coroutine_handle<> handle) noexcept
{
    m_call->waiter = handle;
}

RedisValue RedisConnection::Pending::await_resume()
{
    return std::move(m_call->value);
}

void formatCommand(const QList<QByteArray> &args, std::string &out)
{
    // What redisFormatCommandArgv() writes, into a buffer that keeps its capacity: hiredis's
    // formatting builds a new sds string per command, by sdscatfmt, growing it as it goes.
    const auto digits = [](qsizetype n) {
        std::size_t count = 1;
        for (; n >= 10; n /= 10)
            ++count;
        return count;
    };
    std::size_t total = 1 + digits(args.size()) + 2;
    for (const QByteArray &arg : args)
        total += 1 + digits(arg.size()) + 2 + static_cast<std::size_t>(arg.size()) + 2;
    out.resize(total);
    char *at = out.data();
    char *const end = at + total;
    const auto header = [&](char kind, qsizetype n) {
        *at++ = kind;
        at = std::to_chars(at, end, n).ptr;
        *at++ = '\r';
        *at++ = '\n';
    };
    header('*', args.size());
    for (const QByteArray &arg : args) {
        header('$', arg.size());
        at = std::copy_n(arg.constData(), arg.size(), at);
        *at++ = '\r';
        *at++ = '\n';
    }
}

RedisValue redisValueFromReply(const redisReply *r)
{
    RedisValue v;
    switch (r->type) {
    case REDIS_REPLY_STATUS: {
        v.kind = RedisValue::Kind::Status;
        // SET's and PING's status, shared rather than allocated for every reply.
        static const QByteArray ok = QByteArrayLiteral("OK");
        static const QByteArray pong = QByteArrayLiteral("PONG");
        const QByteArrayView text(r->str, static_cast<qsizetype>(r->len));
        v.text = text == ok ? ok : text == pong ? pong : text.toByteArray();
        break;
    }
    case REDIS_REPLY_ERROR:
        v.kind = RedisValue::Kind::Error;
        v.text = QByteArray(r->str, static_cast<qsizetype>(r->len));
        break;
    case REDIS_REPLY_INTEGER:
        v.kind = RedisValue::Kind::Integer;
        v.integer = r->integer;
        break;
    case REDIS_REPLY_NIL:
        v.kind = RedisValue::Kind::Nil;
        break;
    case REDIS_REPLY_STRING:
        v.kind = RedisValue::Kind::String;
        v.text = QByteArray(r->str, static_cast<qsizetype>(r->len));
        break;
    case REDIS_REPLY_ARRAY:
        v.kind = RedisValue::Kind::Array;
        v.elements.reserve(static_cast<qsizetype>(r->elements));
        for (size_t i = 0; i < r->elements; ++i) {
            const redisReply *e = r->element[i];
            if (e->type == REDIS_REPLY_INTEGER)
                v.elements.append(QByteArray::number(e->integer));
            else if (e->str)
                v.elements.append(QByteArray(e->str, static_cast<qsizetype>(e->len)));
            else
                v.elements.append(QByteArray());
        }
        for (size_t i = 0; i < r->elements; ++i) {
            if (r->element[i]->type != REDIS_REPLY_ARRAY)
                continue;
            v.children.reserve(r->elements);
            for (size_t j = 0; j < r->elements; ++j)
                v.children.push_back(redisValueFromReply(r->element[j]));
            break;
        }
        break;
    default:
        v.kind = RedisValue::Kind::Error;
        v.text = said(LiveRedisTr::tr("unexpected reply type %1").arg(r->type));
        break;
    }
    return v;
}

// hiredis's default reply functions, wrapped to count what one reply builds (see ReplyLimits).
struct ReplyGuard {
    ReplyLimits limits;
    const redisReplyObjectFunctions *base = nullptr;
    qint64 objects = 0;
    QByteArray broken;  // set when a limit refused an object (hiredis then reports "Out of memory")
};

namespace {

using Guard = ReplyGuard;

bool admit(const redisReadTask *task, qint64 announcedElements)
{
    auto *g = static_cast<Guard *>(task->privdata);
    if (!g)
        return true;
    if (!task->parent)
        g->objects = 0;  // a new top-level reply
    g->objects += 1 + std::max<qint64>(0, announcedElements);
    if (announcedElements < 0 || g->objects > g->limits.maxObjects) {
        g->broken = said(LiveRedisTr::tr("the server sent a reply of more than %1 elements").arg(g->limits.maxObjects));
        return false;
    }
    return true;
}

void *guardedString(const redisReadTask *task, char *str, size_t len)
{
    return admit(task, 0) ? static_cast<Guard *>(task->privdata)->base->createString(task, str, len) : nullptr;
}

void *guardedArray(const redisReadTask *task, int elements)
{
    return admit(task, elements) ? static_cast<Guard *>(task->privdata)->base->createArray(task, elements) : nullptr;
}

void *guardedInteger(const redisReadTask *task, long long value)
{
    return admit(task, 0) ? static_cast<Guard *>(task->privdata)->base->createInteger(task, value) : nullptr;
}

void *guardedNil(const redisReadTask *task)
{
    return admit(task, 0) ? static_cast<Guard *>(task->privdata)->base->createNil(task) : nullptr;
}

void guardedFree(void *reply)
{
    freeReplyObject(reply);
}

redisReplyObjectFunctions guardedFunctions = {guardedString, guardedArray, guardedInteger, guardedNil, guardedFree};

// Points `reader` at the guarded functions; `g->base` keeps hiredis's own.
void guard(redisReader *reader, Guard *g)
{
    if (reader->fn != &guardedFunctions)
        g->base = reader->fn;
    reader->fn = &guardedFunctions;
    reader->privdata = g;
}

QByteArray tooLong(const ReplyLimits &limits)
{
    return said(LiveRedisTr::tr("the server sent a reply longer than %1 MiB").arg(limits.maxReplyBytes >> 20));
}

}  // namespace

ReplyLimitGuard::ReplyLimitGuard(const ReplyLimits &limits)
    : m_guard(std::make_unique<ReplyGuard>())
{
    m_guard->limits = limits;
}

ReplyLimitGuard::~ReplyLimitGuard() = default;

void ReplyLimitGuard::install(redisReader *reader)
{
    guard(reader, m_guard.get());
}

QByteArray ReplyLimitGuard::broken(const redisReader *reader) const
{
    if (!m_guard->broken.isEmpty())
        return m_guard->broken;
    if (reader && static_cast<qint64>(reader->len - reader->pos) > m_guard->limits.maxReplyBytes)
        return tooLong(m_guard->limits);
    return {};
}

ParsedReplies parseReplies(const QByteArray &bytes, const ReplyLimits &limits, qsizetype chunk)
{
    ParsedReplies out;
    redisReader *reader = redisReaderCreate();
    if (!reader) {
        out.error = said(LiveRedisTr::tr("cannot allocate a hiredis reader"));
        return out;
    }
    Guard g;
    g.limits = limits;
    guard(reader, &g);
    const qsizetype step = chunk > 0 ? chunk : std::max<qsizetype>(1, bytes.size());
    for (qsizetype from = 0; from < bytes.size() && out.error.isEmpty(); from += step) {
        const qsizetype n = std::min(step, bytes.size() - from);
        if (redisReaderFeed(reader, bytes.constData() + from, static_cast<size_t>(n)) != REDIS_OK) {
            out.error = reader->errstr;
            break;
        }
        for (;;) {
            void *reply = nullptr;
            if (redisReaderGetReply(reader, &reply) != REDIS_OK) {
                out.error = g.broken.isEmpty() ? QByteArray(reader->errstr) : g.broken;
                break;
            }
            if (!reply)
                break;
            out.values.append(redisValueFromReply(static_cast<const redisReply *>(reply)));
            freeReplyObject(reply);
        }
        if (out.error.isEmpty() && static_cast<qint64>(reader->len - reader->pos) > limits.maxReplyBytes)
            out.error = tooLong(limits);
    }
    out.pending = static_cast<qsizetype>(reader->len - reader->pos);
    redisReaderFree(reader);
    return out;
}

static QByteArray contextError(const redisAsyncContext *ac, const QByteArray &fallback)
{
    // ac->errstr is only copied from the redisContext on some paths (not before onConnect).
    if (ac && ac->errstr && *ac->errstr)
        return QByteArray(ac->errstr);
    if (ac && ac->c.err && ac->c.errstr[0])
        return QByteArray(ac->c.errstr);
    return fallback;
}

RedisConnection::RedisConnection(QString name)
    : m_name(std::move(name))
{
    m_clock.start();
    m_timeoutTimer.setSingleShot(true);
    m_timeoutTimer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timeoutTimer, &QTimer::timeout, [this] { checkTimeouts(); });
    t_connections.push_back(this);
}

RedisConnection::~RedisConnection()
{
    // Nothing may be resumed into a half-destroyed connection: awaiters first, then hiredis,
    // whose NULL-reply callbacks then find every call already finished.
    m_onDisconnect = nullptr;
    close();
    std::erase(t_connections, this);
}

void RedisConnection::close()
{
    abortAll(LiveRedisTr::tr("connection closed"));
    if (m_connectCall)
        m_connectCall->finish(RedisValue::make(RedisValue::Kind::Error, said(LiveRedisTr::tr("connection closed"))));
    if (m_subscribeCall)
        m_subscribeCall->finish(
            RedisValue::make(RedisValue::Kind::NoReply, said(LiveRedisTr::tr("connection closed"))));
    freeContext();
}

void RedisConnection::freeContext()
{
    if (redisAsyncContext *ac = m_ctx) {
        // Detach first so that hiredis's teardown callbacks cannot reach this object.
        ac->data = nullptr;
        ac->ev.data = nullptr;
        contextGone();
        ++m_inHiredis;
        redisAsyncFree(ac);
        --m_inHiredis;
    }
}

void RedisConnection::contextGone()
{
    m_ctx = nullptr;
    m_connected = false;
    m_blocking = false;
    m_wantRead = false;
    m_wantWrite = false;
    // Disabled now even under hiredis: the socket is about to be closed.
    setNotifiers(false, false);
}

QCoro::Task<QString> RedisConnection::open(const RedisUrl &target, int connectTimeoutMs)
{
    const RedisUrl url = target;  // copied before the first suspension
    close();
    m_lastError.clear();
    const QByteArray host = url.host.toUtf8();
    redisAsyncContext *ac = redisAsyncConnect(host.constData(), url.port);
    if (!ac)
        co_return LiveRedisTr::tr("cannot allocate a hiredis context");
    if (ac->err) {
        const QString why = QString::fromUtf8(contextError(ac, said(LiveRedisTr::tr("connect failed"))));
        redisAsyncFree(ac);
        co_return why;
    }
    m_ctx = ac;
    ac->data = this;
    // Old notifiers belong to an old socket; they are never deleted from inside their own signal
    // because open() is not called from a notifier.
    m_read = std::make_unique<QSocketNotifier>(static_cast<qintptr>(ac->c.fd), QSocketNotifier::Read);
    m_write = std::make_unique<QSocketNotifier>(static_cast<qintptr>(ac->c.fd), QSocketNotifier::Write);
    m_read->setEnabled(false);
    m_write->setEnabled(false);
    m_readOn = false;
    m_writeOn = false;
    m_wantRead = false;
    m_wantWrite = false;
    QObject::connect(m_read.get(), &QSocketNotifier::activated, [this] { handleRead(); });
    QObject::connect(m_write.get(), &QSocketNotifier::activated, [this] { handleWrite(); });
    ac->ev.data = this;
    ac->ev.addRead = &RedisConnection::addRead;
    ac->ev.delRead = &RedisConnection::delRead;
    ac->ev.addWrite = &RedisConnection::addWrite;
    ac->ev.delWrite = &RedisConnection::delWrite;
    ac->ev.cleanup = &RedisConnection::cleanup;
    redisAsyncSetDisconnectCallback(ac, &RedisConnection::onDisconnect);
    m_guard = std::make_unique<ReplyGuard>();
    m_guard->limits = m_limits;
    guard(ac->c.reader, m_guard.get());

    m_connectCall = newCall();
    m_connectCall->deadlineNs = m_clock.nsecsElapsed() + qint64(connectTimeoutMs) * 1000000;
    // hiredis learns that connect(2) finished from the first write event, which this arms.
    redisAsyncSetConnectCallback(ac, &RedisConnection::onConnect);
    applyNotifiers();
    QTimer connectTimer;
    connectTimer.setSingleShot(true);
    const std::shared_ptr<Call> connecting = m_connectCall;
    QObject::connect(&connectTimer, &QTimer::timeout, [connecting, connectTimeoutMs] {
        connecting->finish(RedisValue::make(RedisValue::Kind::Error,
                                            said(LiveRedisTr::tr("no connection within %1 ms").arg(connectTimeoutMs))));
    });
    connectTimer.start(connectTimeoutMs);
    Pending connected(connecting);
    const RedisValue result = co_await connected;
    connectTimer.stop();
    m_connectCall.reset();
    if (result.kind != RedisValue::Kind::Status) {
        const QString why = QString::fromUtf8(result.text);
        close();
        m_lastError = why;
        co_return why;
    }
    qCDebug(lcRedis) << m_name << "connected to" << url.redacted();

    if (url.needsAuth()) {
        QList<QByteArray> auth{QByteArrayLiteral("AUTH")};
        if (!url.user.isEmpty())
            auth.append(url.user.toUtf8());
        auth.append(url.password.toUtf8());
        Pending authed = command(auth);
        const RedisValue reply = co_await authed;
        if (reply.kind != RedisValue::Kind::Status) {
            const QString why = LiveRedisTr::tr("AUTH failed: ") + reply.describe();
            close();
            m_lastError = why;
            co_return why;
        }
    }
    if (url.db != 0) {
        const QList<QByteArray> select{QByteArrayLiteral("SELECT"), QByteArray::number(url.db)};
        Pending selected = command(select);
        const RedisValue reply = co_await selected;
        if (reply.kind != RedisValue::Kind::Status) {
            const QString why = LiveRedisTr::tr("SELECT %1 failed: ").arg(url.db) + QString::fromUtf8(reply.text);
            close();
            m_lastError = why;
            co_return why;
        }
    }
    co_return QString();
}

void RedisConnection::handleRead()
{
    const qint64 turnStart = m_clock.nsecsElapsed();
    if (!m_ctx || !underHiredis(&redisAsyncHandleRead) || !afterReplies())
        return;
    awaitReplies(turnStart);
}

bool RedisConnection::underHiredis(void (*hiredisCall)(redisAsyncContext *))
{
    // A reply's awaiter may destroy this connection from inside hiredis's callback (a watch that
    // stops on the reply it waited for): false then, and nothing of it may be touched.
    const std::weak_ptr<char> alive = m_alive;
    ++m_inHiredis;
    hiredisCall(m_ctx);
    if (alive.expired())
        return false;
    --m_inHiredis;
    return true;
}

bool RedisConnection::afterReplies()
{
    // hiredis keeps reading a reply that has not ended for as long as the server sends it.
    if (m_ctx && static_cast<qint64>(m_ctx->c.reader->len - m_ctx->c.reader->pos) > m_limits.maxReplyBytes) {
        failConnection(tooLong(m_limits));
        return false;
    }
    // Commands sent by the coroutines that the replies resumed go out now, not one poll later.
    flush();
    applyNotifiers();
    return m_ctx != nullptr;
}

void RedisConnection::awaitReplies(qint64 turnStartNs)
{
    // See ReplyWait. hiredis's own read (redisAsyncHandleRead) does the waiting: the socket is
    // blocking, so it sleeps until the reply's bytes come, or the receive timeout passes (EAGAIN,
    // "try again later" for hiredis), and hands every complete reply to its callback as usual.
    for (;;) {
        const qint64 now = m_clock.nsecsElapsed();
        // The event loop's turn: it polls (the read notifier is on) and brings the reply back here.
        if (!worthWaiting(now) || now - turnStartNs >= m_wait->turnNs)
            return;
        const quint64 before = m_repliesRead;
        if (!underHiredis(&redisAsyncHandleRead) || !afterReplies())
            return;  // gone, or failed: hiredis disconnected as on any read
        if (m_repliesRead == before) {
            // Nothing (or part of a reply) within the timeout: the event loop waits for the rest,
            // and for the next replies until one comes fast again.
            m_lastRoundTripNs = -1;
            return;
        }
    }
}

void RedisConnection::stopBlocking()
{
    // A write did not complete within the send timeout: the server does not drain what it is sent
    // (stopped, or far behind). Non-blocking from now on, so no later write waits for it either.
    const int flags = ::fcntl(m_ctx->c.fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(m_ctx->c.fd, F_SETFL, flags | O_NONBLOCK);
    m_blocking = false;
    qCInfo(lcRedis) << m_name << "a write did not complete: no longer waits in the read";
}

void RedisConnection::failConnection(const QByteArray &why)
{
    // Called from our own notifier handler, never under hiredis: freeing the context is safe here.
    m_lastError = QString::fromUtf8(why);
    qCInfo(lcRedis) << m_name << "closing:" << m_lastError;
    // The context goes first: an awaiter resumed below may send again, and must find no connection.
    freeContext();
    // An awaiter resumed here may give up on the connection and destroy it (issue 25: a watch
    // whose control call failed): nothing of it is touched after that.
    const std::weak_ptr<char> alive = m_alive;
    abortAll(m_lastError);
    if (alive.expired())
        return;
    if (m_subscribeCall)
        m_subscribeCall->finish(RedisValue::make(RedisValue::Kind::NoReply, why));
    if (!alive.expired() && m_onDisconnect)
        m_onDisconnect(m_lastError);
}

void RedisConnection::handleWrite()
{
    if (!m_ctx)
        return;
    const std::weak_ptr<char> alive = m_alive;
    ++m_inHiredis;
    redisAsyncHandleWrite(m_ctx);
    if (alive.expired())
        return;
    --m_inHiredis;
    if (m_ctx && m_blocking && m_wantWrite)
        stopBlocking();
    applyNotifiers();
}

void RedisConnection::flush()
{
    // hiredis only buffers a command and asks for a write event; writing at once saves a trip
    // through the event loop per command. Not while hiredis is on the stack: a failed write frees
    // the context, which hiredis must not do under its own reply loop.
    if (m_inHiredis == 0 && m_ctx && m_connected && m_wantWrite) {
        ++m_inHiredis;
        redisAsyncHandleWrite(m_ctx);
        --m_inHiredis;
        if (m_ctx && m_blocking && m_wantWrite)
            stopBlocking();
    }
}

void RedisConnection::applyNotifiers()
{
    // hiredis asks for a write event per command and drops it once written. Following each of
    // those asks would register and unregister the write notifier twice per command; since
    // flush() usually writes at once, the notifiers only follow what is still wanted when control
    // returns to the event loop (a full socket buffer, or the connect in progress).
    if (m_inHiredis > 0)
        return;
    const bool alive = m_ctx != nullptr;
    setNotifiers(alive && m_wantRead, alive && m_wantWrite);
}

void RedisConnection::setNotifiers(bool read, bool write)
{
    // Their state is kept here too: this runs twice per command, and asking a notifier costs a call
    // into QtCore each time.
    if (m_read && m_readOn != read)
        m_read->setEnabled(read);
    if (m_write && m_writeOn != write)
        m_write->setEnabled(write);
    m_readOn = read && m_read;
    m_writeOn = write && m_write;
}

std::shared_ptr<RedisConnection::Call> RedisConnection::newCall(int timeoutMs)
{
    auto call = std::make_shared<Call>();
    call->timeoutMs = timeoutMs > 0 ? timeoutMs : m_timeoutMs;
    call->sentNs = m_clock.nsecsElapsed();
    call->deadlineNs = call->sentNs + qint64(call->timeoutMs) * 1000000;
    return call;
}

void RedisConnection::track(const std::shared_ptr<Call> &call)
{
    m_inflight.push_back(call);
    if (!m_timeoutTimer.isActive() || call->deadlineNs < m_armedDeadlineNs)
        armTimeoutTimer();
}

void RedisConnection::armTimeoutTimer()
{
    // One timer for every call in flight, armed for the earliest deadline. Deadlines are not in
    // send order once a call has a timeout of its own (a client that waits longer than the rest).
    qint64 earliest = -1;
    for (const auto &call : m_inflight) {
        if (!call->done && (earliest < 0 || call->deadlineNs < earliest))
            earliest = call->deadlineNs;
    }
    if (earliest < 0) {
        m_timeoutTimer.stop();
        return;
    }
    m_armedDeadlineNs = earliest;
    const qint64 left = earliest - m_clock.nsecsElapsed();
    m_timeoutTimer.start(static_cast<int>(std::max<qint64>(0, (left + 999999) / 1000000)));
}

void RedisConnection::forget(const Call *call)
{
    // Replies come in send order, so this is nearly always the front.
    for (auto it = m_inflight.begin(); it != m_inflight.end(); ++it) {
        if (it->get() == call) {
            m_inflight.erase(it);
            return;
        }
    }
}

void RedisConnection::checkTimeouts()
{
    const qint64 now = m_clock.nsecsElapsed();
    std::vector<std::shared_ptr<Call>> expired;
    for (const auto &call : m_inflight) {
        if (!call->done && call->deadlineNs <= now)
            expired.push_back(call);
    }
    // Resumed afterwards: an awaiter may send more commands, which grows m_inflight. It may also
    // destroy this connection (issue 25: a watch that gives up on a timed-out control call, which
    // crashed with exit 139): nothing of it is touched then, not even the timer that called us.
    const std::weak_ptr<char> alive = m_alive;
    for (const auto &call : expired) {
        call->timedOut = true;
        call->finish(RedisValue::make(RedisValue::Kind::NoReply,
                                      said(LiveRedisTr::tr("no reply within %1 ms").arg(call->timeoutMs))));
        if (alive.expired())
            return;
    }
    armTimeoutTimer();
}

bool RedisConnection::stalled() const
{
    return std::any_of(m_inflight.cbegin(), m_inflight.cend(),
                       [](const std::shared_ptr<Call> &call) { return call->timedOut; });
}

bool RedisConnection::awaitsReply() const
{
    return m_ctx && std::any_of(m_inflight.cbegin(), m_inflight.cend(), [](const std::shared_ptr<Call> &call) {
               return !call->done;
           });
}

bool RedisConnection::worthWaiting(qint64 now) const
{
    if (!m_ctx || !m_connected || !m_blocking || m_lastRoundTripNs < 0 || m_lastRoundTripNs > m_wait->fastReplyNs)
        return false;
    // The oldest call still awaited: Redis answers in order, so its reply comes first. One sent
    // longer ago than a fast reply takes is late already.
    const auto awaited = std::find_if(m_inflight.cbegin(), m_inflight.cend(),
                                      [](const std::shared_ptr<Call> &call) { return !call->done; });
    if (awaited == m_inflight.cend() || now - (*awaited)->sentNs > m_wait->fastReplyNs || stalled())
        return false;
    return std::none_of(t_connections.cbegin(), t_connections.cend(),
                        [this](const RedisConnection *other) { return other != this && other->awaitsReply(); });
}

void RedisConnection::abortAll(const QString &why)
{
    std::vector<std::shared_ptr<Call>> waiting(m_inflight.begin(), m_inflight.end());
    const QByteArray text = why.toUtf8();
    for (const auto &call : waiting)
        call->finish(RedisValue::make(RedisValue::Kind::NoReply, text));
}

RedisConnection::Pending RedisConnection::command(const QList<QByteArray> &args, int timeoutMs)
{
    std::shared_ptr<Call> call = newCall(timeoutMs);
    if (!m_ctx) {
        call->finish(
            RedisValue::make(RedisValue::Kind::NotSent,
                             said(m_lastError.isEmpty() ? LiveRedisTr::tr("not connected")
                                                        : LiveRedisTr::tr("not connected: %1").arg(m_lastError))));
        return Pending(std::move(call));
    }
    formatCommand(args, m_formatted);
    call->keepAlive = call;
    if (redisAsyncFormattedCommand(m_ctx, &RedisConnection::onReply, call.get(), m_formatted.data(), m_formatted.size())
        != REDIS_OK) {
        call->keepAlive.reset();
        call->finish(RedisValue::make(RedisValue::Kind::NotSent,
                                      contextError(m_ctx, said(LiveRedisTr::tr("connection is closing")))));
        return Pending(std::move(call));
    }
    track(call);
    flush();
    applyNotifiers();
    return Pending(std::move(call));
}

bool RedisConnection::sendIgnoringReply(const QList<QByteArray> &args)
{
    if (!m_ctx)
        return false;
    std::vector<const char *> av;
    std::vector<size_t> lv;
    for (const QByteArray &a : args) {
        av.push_back(a.constData());
        lv.push_back(static_cast<size_t>(a.size()));
    }
    if (redisAsyncCommandArgv(m_ctx, nullptr, nullptr, static_cast<int>(av.size()), av.data(), lv.data()) != REDIS_OK)
        return false;
    flush();
    applyNotifiers();
    return true;
}

RedisConnection::Pending RedisConnection::subscribe(const QByteArray &channel, MessageHandler onMessage)
{
    std::shared_ptr<Call> call = newCall();
    if (!m_ctx) {
        call->finish(RedisValue::make(RedisValue::Kind::NotSent, said(LiveRedisTr::tr("not connected"))));
        return Pending(std::move(call));
    }
    m_onMessage = std::move(onMessage);
    m_subscribeCall = call;
    const char *argv[] = {"SUBSCRIBE", channel.constData()};
    const size_t lens[] = {9, static_cast<size_t>(channel.size())};
    // The callback stays registered for every message; it finds this object through ac->data.
    if (redisAsyncCommandArgv(m_ctx, &RedisConnection::onSubscribeReply, nullptr, 2, argv, lens) != REDIS_OK) {
        call->finish(RedisValue::make(RedisValue::Kind::NotSent,
                                      contextError(m_ctx, said(LiveRedisTr::tr("connection is closing")))));
        return Pending(std::move(call));
    }
    track(call);
    applyNotifiers();
    return Pending(std::move(call));
}

void RedisConnection::onReply(redisAsyncContext *ac, void *reply, void *privdata)
{
    const std::shared_ptr<Call> call = std::move(static_cast<Call *>(privdata)->keepAlive);
    auto *self = static_cast<RedisConnection *>(ac->data);
    if (self) {
        self->forget(call.get());
        if (reply) {
            self->m_lastRoundTripNs = self->m_clock.nsecsElapsed() - call->sentNs;
            ++self->m_repliesRead;
        }
    }
    if (call->done)
        return;  // timed out or aborted earlier: the late reply is dropped
    // Copy now: hiredis frees `reply` as soon as this returns.
    RedisValue value =
        reply ? redisValueFromReply(static_cast<const redisReply *>(reply))
              : RedisValue::make(RedisValue::Kind::NoReply, contextError(ac, said(LiveRedisTr::tr("connection lost"))));
    call->finish(std::move(value));
}

void RedisConnection::onSubscribeReply(redisAsyncContext *ac, void *reply, void *)
{
    auto *self = static_cast<RedisConnection *>(ac->data);
    if (!self)
        return;
    if (!reply) {
        if (self->m_subscribeCall) {
            self->forget(self->m_subscribeCall.get());
            self->m_subscribeCall->finish(RedisValue::make(RedisValue::Kind::NoReply,
                                                           contextError(ac, said(LiveRedisTr::tr("connection lost")))));
        }
        return;
    }
    const RedisValue value = redisValueFromReply(static_cast<const redisReply *>(reply));
    if (value.kind != RedisValue::Kind::Array || value.elements.size() < 3) {
        if (self->m_subscribeCall) {
            self->forget(self->m_subscribeCall.get());
            self->m_subscribeCall->finish(value);
        }
        return;
    }
    if (value.elements.at(0) == "subscribe") {
        if (self->m_subscribeCall) {
            self->forget(self->m_subscribeCall.get());
            self->m_subscribeCall->finish(value);
        }
    } else if (value.elements.at(0) == "message" && self->m_onMessage) {
        self->m_onMessage(value.elements.at(1), value.elements.at(2));
    }
}

void RedisConnection::onConnect(const redisAsyncContext *ac, int status)
{
    auto *self = static_cast<RedisConnection *>(ac->data);
    if (!self)
        return;
    if (status == REDIS_OK) {
        self->m_connected = true;
        self->m_blocking = self->m_wait && makeBlocking(ac->c.fd, self->m_wait->receiveTimeoutUs);
        if (self->m_connectCall)
            self->m_connectCall->finish(RedisValue::make(RedisValue::Kind::Status, "OK"));
        return;
    }
    // hiredis frees the context right after this callback, without calling onDisconnect: forget
    // it before the awaiter resumes, so that nothing frees it a second time, and detach it, so that
    // its teardown callbacks cannot reach this object if the resumed awaiter destroys it.
    self->m_lastError = QString::fromUtf8(contextError(ac, said(LiveRedisTr::tr("connect failed"))));
    auto *detached = const_cast<redisAsyncContext *>(ac);
    detached->data = nullptr;
    detached->ev.data = nullptr;
    self->contextGone();
    if (self->m_connectCall)
        self->m_connectCall->finish(
            RedisValue::make(RedisValue::Kind::Error, contextError(ac, said(LiveRedisTr::tr("connect failed")))));
}

void RedisConnection::onDisconnect(const redisAsyncContext *ac, int status)
{
    auto *self = static_cast<RedisConnection *>(ac->data);
    if (!self)
        return;
    self->m_connected = false;
    self->m_lastError =
        self->m_guard && !self->m_guard->broken.isEmpty()
            ? QString::fromUtf8(self->m_guard->broken)
            : QString::fromUtf8(contextError(
                ac, said(status == REDIS_OK ? LiveRedisTr::tr("disconnected") : LiveRedisTr::tr("connection lost"))));
    qCInfo(lcRedis) << self->m_name << "disconnected:" << self->m_lastError;
    if (self->m_onDisconnect)
        self->m_onDisconnect(self->m_lastError);
}

void RedisConnection::addRead(void *self)
{
    if (auto *c = static_cast<RedisConnection *>(self)) {
        c->m_wantRead = true;
        c->applyNotifiers();
    }
}

void RedisConnection::delRead(void *self)
{
    if (auto *c = static_cast<RedisConnection *>(self)) {
        c->m_wantRead = false;
        c->applyNotifiers();
    }
}

void RedisConnection::addWrite(void *self)
{
    // Not applied here: the caller (command(), or a handler on its way out) flushes first.
    if (auto *c = static_cast<RedisConnection *>(self))
        c->m_wantWrite = true;
}

void RedisConnection::delWrite(void *self)
{
    if (auto *c = static_cast<RedisConnection *>(self))
        c->m_wantWrite = false;
}

void RedisConnection::cleanup(void *self)
{
    // hiredis is freeing the context (error, disconnect or redisAsyncFree): forget it.
    if (auto *c = static_cast<RedisConnection *>(self))
        c->contextGone();
}

}  // namespace locklab
