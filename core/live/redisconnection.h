// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisurl.h"

#include <QByteArray>
#include <QCoroTask>
#include <QElapsedTimer>
#include <QList>
#include <QLoggingCategory>
#include <QTimer>

#include <coroutine>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct redisAsyncContext;
struct redisReader;
struct redisReply;
class QSocketNotifier;

namespace locklab {

Q_DECLARE_LOGGING_CATEGORY(lcRedis)

// A hiredis reply copied out of its callback: hiredis frees the original when the callback returns.
struct RedisValue {
    enum class Kind : quint8 {
        Status,
        Error,
        Integer,
        Nil,
        String,
        Array,
        NoReply,  // sent, but no reply came (timeout or connection lost): it may have run
        NotSent,  // never left the client (not connected): it did not run
    };
    Kind kind = Kind::Nil;
    qint64 integer = 0;
    QByteArray text;             // status, error, bulk string; NoReply / NotSent: why
    QList<QByteArray> elements;  // Array: the elements as text (a nested array as empty text)
    // Array with a nested array in it (CLUSTER SHARDS, CLUSTER SLOTS): every element as a value,
    // in the order of `elements`; empty otherwise.
    std::vector<RedisValue> children;

    bool isError() const { return kind == Kind::Error; }
    // For a message about a reply that was not the one expected: an error or a missing reply as its
    // text, anything else by what it was ("an integer (1)", "an array of 2 element(s)").
    QString describe() const;
    bool failed() const { return kind == Kind::Error || kind == Kind::NoReply || kind == Kind::NotSent; }
    static RedisValue make(Kind kind, const QByteArray &text) { return {kind, 0, text, {}}; }
};

// What a server may send in one reply. hiredis 0.14 has no such limits (its reader's `maxbuf` only
// says when an idle buffer is freed; `maxelements` came with 1.0): it buffers a bulk string of any
// size until the whole of it has arrived and allocates an array of any announced length. LockLab's
// replies are a few KiB at most (INFO server), so a reply past these is a broken or hostile server.
struct ReplyLimits {
    qint64 maxReplyBytes = 64 << 20;  // bytes buffered for one reply that has not ended
    qint64 maxObjects = 1 << 20;      // elements (nested ones counted) in one reply
};

// A stream of RESP bytes parsed the way a connection parses them (hiredis's reader, the limits
// above) and converted to RedisValues: pure, for tests and the fuzzer.
struct ParsedReplies {
    QList<RedisValue> values;  // every complete reply, in order
    QByteArray error;          // why parsing stopped (a protocol error, a limit), or empty
    qsizetype pending = 0;     // bytes of a reply that has not ended yet
};
ParsedReplies parseReplies(const QByteArray &bytes, const ReplyLimits &limits = {}, qsizetype chunk = 0);

// A command as RESP, as hiredis's redisFormatCommandArgv() formats it; `out` is overwritten.
void formatCommand(const QList<QByteArray> &args, std::string &out);

// A hiredis reply as a value: the elements of an array as text (integers in decimal).
RedisValue redisValueFromReply(const redisReply *reply);

struct ReplyGuard;

// The same limits on a hiredis reader that is not a RedisConnection's: the MONITOR stream reads
// its replies through a blocking context of its own, and a server may send a gigabyte there too.
class ReplyLimitGuard {
public:
    explicit ReplyLimitGuard(const ReplyLimits &limits = {});
    ~ReplyLimitGuard();
    ReplyLimitGuard(const ReplyLimitGuard &) = delete;
    ReplyLimitGuard &operator=(const ReplyLimitGuard &) = delete;
    // Wraps the reader's object functions; the guard must outlive the reader.
    void install(redisReader *reader);
    // Empty while the reader keeps within the limits; else which limit the server broke (a reply
    // of too many elements, or more bytes buffered for one reply than allowed).
    QByteArray broken(const redisReader *reader) const;

private:
    std::unique_ptr<ReplyGuard> m_guard;
};

// Issue 31 item 4: how a connection that opted in (setReplyWait) waits for a reply that should come
// at once. On this project's paravirtualized VM a system call costs microseconds, and an event-loop
// client makes three per command (write, poll, read) where a blocking client makes two (write, then
// a read that sleeps until the reply). So while a reply is awaited that should come at once (the
// last one on this connection came within `fastReplyNs`, and no other connection of the thread
// awaits one), hiredis's own read sleeps for it on a blocking socket, bounded twice: by the socket's
// receive timeout (a reply that stops coming is left to the event loop after it, and the connection
// waits there until a reply comes fast again), and by `turnNs` (a chain of fast replies gives the
// event loop a turn this often: timers, other sockets, the window). Nothing waits while no reply is
// awaited, so an idle process stays idle.
struct ReplyWait {
    qint64 fastReplyNs = 100'000;  // a local server; not a remote, a stalled or a busy one
    qint64 turnNs = 500'000;
    int receiveTimeoutUs = 1;  // rounded up to one jiffy (≤ 4 ms at HZ=250), the shortest there is
};

// One hiredis async connection on the Qt event loop, with awaitable commands.
//
// It drives hiredis through its own QSocketNotifier pair rather than hiredis's Qt adapter
// (hiredis/adapters/qt.h): that adapter creates and deletes a notifier for every write (and can
// delete one inside its own activated() signal), never arms hiredis's timer hook, and its
// unparented notifiers outlive nothing in particular. Here two notifiers live as long as the
// connection, hiredis's hooks only enable or disable them, and every command gets a timeout of
// our own (a single timer over the FIFO of commands in flight: Redis replies in order).
class RedisConnection {
public:
    explicit RedisConnection(QString name);
    ~RedisConnection();
    RedisConnection(const RedisConnection &) = delete;
    RedisConnection &operator=(const RedisConnection &) = delete;

    struct Call;
    // The awaitable result of command(): co_await it for the RedisValue. Keep it in a named local.
    class Pending {
    public:
        explicit Pending(std::shared_ptr<Call> call)
            : m_call(std::move(call))
        {}
        bool await_ready() const noexcept;
        void await_suspend(std::coroutine_handle<> handle) noexcept;
        RedisValue await_resume();

    private:
        std::shared_ptr<Call> m_call;
    };

    // Connects (non-blocking; a name is resolved by hiredis with a blocking lookup), then AUTH
    // and SELECT as the URL says. Empty on success, else one line saying why.
    QCoro::Task<QString> open(const RedisUrl &url, int connectTimeoutMs);
    void close();
    bool isConnected() const { return m_ctx != nullptr && m_connected; }
    QString lastError() const { return m_lastError; }
    // A reply is overdue: its command timed out and the reply has not come since. Redis answers
    // in order, so whatever is sent next on this connection waits behind it.
    bool stalled() const;

    // A reply that has not come `ms` after sending resumes its awaiter with Kind::NoReply.
    void setCommandTimeout(int ms) { m_timeoutMs = ms; }
    void setReplyLimits(const ReplyLimits &limits) { m_limits = limits; }
    // Opt in (before open()) to waiting for fast replies in the read itself (see ReplyWait): for
    // connections whose commands are awaited one at a time, as the engine's are. The socket is then
    // blocking, with timeouts of at most one jiffy by default, until a write does not complete.
    void setReplyWait(const ReplyWait &wait) { m_wait = wait; }
    int commandTimeout() const { return m_timeoutMs; }

    // `timeoutMs` > 0: this call's own timeout instead of the connection's.
    Pending command(const QList<QByteArray> &args, int timeoutMs = 0);
    // Pipelined behind whatever is in flight; its reply is read and dropped.
    bool sendIgnoringReply(const QList<QByteArray> &args);
    // SUBSCRIBE channel: `onMessage(channel, payload)` for each message. Await the confirmation.
    using MessageHandler = std::function<void(const QByteArray &channel, const QByteArray &payload)>;
    Pending subscribe(const QByteArray &channel, MessageHandler onMessage);
    // Resumes every awaiter still waiting with Kind::NoReply (their replies are then dropped).
    void abortAll(const QString &why);
    // Called once when an established connection drops (after pending awaiters got NoReply).
    void setDisconnectHandler(std::function<void(const QString &why)> handler) { m_onDisconnect = std::move(handler); }

private:
    static void onConnect(const redisAsyncContext *ac, int status);
    static void onDisconnect(const redisAsyncContext *ac, int status);
    static void onReply(redisAsyncContext *ac, void *reply, void *privdata);
    static void onSubscribeReply(redisAsyncContext *ac, void *reply, void *privdata);
    static void addRead(void *self);
    static void delRead(void *self);
    static void addWrite(void *self);
    static void delWrite(void *self);
    static void cleanup(void *self);

    std::shared_ptr<Call> newCall(int timeoutMs = 0);
    void track(const std::shared_ptr<Call> &call);
    void armTimeoutTimer();
    void forget(const Call *call);
    void checkTimeouts();
    void contextGone();
    void freeContext();  // detaches and frees the hiredis context, if any
    void flush();
    void applyNotifiers();
    void setNotifiers(bool read, bool write);
    void handleRead();
    bool underHiredis(void (*hiredisCall)(redisAsyncContext *));
    bool afterReplies();
    void awaitReplies(qint64 turnStartNs);
    bool worthWaiting(qint64 now) const;
    bool awaitsReply() const;
    void stopBlocking();
    void handleWrite();
    void failConnection(const QByteArray &why);

    QString m_name;
    redisAsyncContext *m_ctx = nullptr;
    bool m_connected = false;
    int m_inHiredis = 0;  // > 0 while hiredis is on the stack: no re-entry from our side then
    // Expires with this object: a reply's awaiter may destroy the connection from inside hiredis's
    // callback (a watch that stops on the reply it waited for); the handler must not touch it then.
    std::shared_ptr<char> m_alive = std::make_shared<char>();
    bool m_wantRead = false;   // what hiredis asked for through its hooks; the notifiers follow
    bool m_wantWrite = false;  // when control goes back to the event loop (see applyNotifiers)
    bool m_readOn = false;     // what the notifiers are set to
    bool m_writeOn = false;
    QString m_lastError;
    std::unique_ptr<QSocketNotifier> m_read;
    std::unique_ptr<QSocketNotifier> m_write;
    int m_timeoutMs = 500;
    ReplyLimits m_limits;
    std::unique_ptr<ReplyGuard> m_guard;  // the reader's privdata: the limits, and what broke them
    QElapsedTimer m_clock;
    QTimer m_timeoutTimer;
    qint64 m_armedDeadlineNs = 0;                  // the deadline m_timeoutTimer is armed for
    std::optional<ReplyWait> m_wait;               // set: fast replies are waited for in the read
    qint64 m_lastRoundTripNs = -1;                 // the last reply's, send to read; -1: none, or late
    quint64 m_repliesRead = 0;                     // replies handed to their callbacks, ever
    bool m_blocking = false;                       // the socket is blocking, with m_wait's timeouts
    std::deque<std::shared_ptr<Call>> m_inflight;  // in send order: Redis replies in this order
    std::string m_formatted;                       // the last command as RESP (its capacity is kept)
    std::shared_ptr<Call> m_connectCall;
    std::shared_ptr<Call> m_subscribeCall;
    MessageHandler m_onMessage;
    std::function<void(const QString &)> m_onDisconnect;
};

}  // namespace locklab
