// SPDX-License-Identifier: MIT
// RedisConnection without a redis-server. Its commands are formatted as hiredis formats them. Its
// wait for a fast reply in the read itself (ReplyWait, issue 31 item 4) keeps its two bounds: a chain of fast replies
// gives the event loop its turns, and a reply that stops coming is left to the event loop. Against a PING server of our
// own on another thread (it answers while the test thread sleeps in the read), which answers at once and then falls
// silent on cue; each test sets the bound it does not check out of reach, so that machine load cannot stand in for it.
#include "live/redisconnection.h"

#include <hiredis/hiredis.h>

#include <QCoroTask>
#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

using namespace locklab;

namespace {

// Answers the first `answered` PINGs with +PONG at once, then reads on without answering for
// `silentMs`, then closes the connection. One client. `reads` false: it accepts and never reads.
class PingServer {
public:
    PingServer(int answered, int silentMs, bool reads = true)
        : m_answered(answered)
        , m_silentMs(silentMs)
        , m_reads(reads)
    {
        m_listener = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (::bind(m_listener, reinterpret_cast<sockaddr *>(&address), length) != 0 || ::listen(m_listener, 1) != 0
            || ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&address), &length) != 0)
            return;
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~PingServer()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        ::close(m_listener);
    }
    PingServer(const PingServer &) = delete;
    PingServer &operator=(const PingServer &) = delete;

    int port() const { return m_port; }

private:
    bool ready(int fd) const
    {
        pollfd one{fd, POLLIN, 0};
        return ::poll(&one, 1, 10) > 0;
    }

    void serve()
    {
        while (!m_stop && !ready(m_listener)) {
        }
        if (m_stop)
            return;
        const int client = ::accept(m_listener, nullptr, nullptr);
        while (!m_reads && !m_stop)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const int on = 1;
        ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
        static const std::string ping = "*1\r\n$4\r\nPING\r\n";
        std::string pending;
        int answered = 0;
        QElapsedTimer silent;
        while (!m_stop && !(silent.isValid() && silent.elapsed() >= m_silentMs)) {
            if (!ready(client))
                continue;
            char buffer[4096];
            const ssize_t got = ::read(client, buffer, sizeof buffer);
            if (got <= 0)
                break;
            pending.append(buffer, static_cast<size_t>(got));
            for (std::size_t at; (at = pending.find(ping)) != std::string::npos;) {
                pending.erase(0, at + ping.size());
                if (answered < m_answered) {
                    ++answered;
                    (void)::write(client, "+PONG\r\n", 7);
                } else if (!silent.isValid()) {
                    silent.start();
                }
            }
        }
        ::close(client);
    }

    int m_answered;
    int m_silentMs;
    bool m_reads;
    int m_listener = -1;
    int m_port = 0;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

// PINGs one after the other until `count` were sent or one failed; counts the replies.
QCoro::Task<> pingChain(RedisConnection &connection, int count, int *pongs, bool *done)
{
    for (int i = 0; i < count; ++i) {
        RedisConnection::Pending pong = connection.command({QByteArrayLiteral("PING")});
        const RedisValue value = co_await pong;
        if (value.kind != RedisValue::Kind::Status)
            break;
        ++*pongs;
    }
    *done = true;
}

QString openTo(RedisConnection &connection, int port)
{
    RedisUrl url;
    url.host = QStringLiteral("127.0.0.1");
    url.port = port;
    QCoro::Task<QString> opened = connection.open(url, 2000);
    return QCoro::waitFor(opened);
}

}  // namespace

class TestRedisConnection : public QObject {
    Q_OBJECT

private slots:
    void formatsAsHiredis_data()
    {
        QTest::addColumn<QList<QByteArray>>("args");
        QTest::newRow("PING") << QList<QByteArray>{"PING"};
        QTest::newRow("SET NX PX") << QList<QByteArray>{"SET",  "locklab:{r}:lock", "0123456789abcdef", "NX", "PX",
                                                        "30000"};
        QTest::newRow("empty and binary arguments") << QList<QByteArray>{"EVALSHA", "", QByteArray("a\0b\r\n", 6), "1"};
        QTest::newRow("12 arguments, one of 100,000 bytes") << (QList<QByteArray>(11, "x") << QByteArray(100'000, 'y'));
    }

    // RedisConnection writes RESP itself (hiredis builds an sds string per command, by sdscatfmt):
    // byte for byte what redisFormatCommandArgv() writes.
    void formatsAsHiredis()
    {
        QFETCH(QList<QByteArray>, args);
        std::vector<const char *> argv;
        std::vector<size_t> lens;
        for (const QByteArray &arg : args) {
            argv.push_back(arg.constData());
            lens.push_back(static_cast<size_t>(arg.size()));
        }
        char *expected = nullptr;
        const int length = redisFormatCommandArgv(&expected, static_cast<int>(args.size()), argv.data(), lens.data());
        QVERIFY(length > 0);
        const QByteArray hiredis(expected, length);
        redisFreeCommand(expected);
        std::string formatted = "left over from a longer command before";
        formatCommand(args, formatted);
        QCOMPARE(QByteArray::fromStdString(formatted), hiredis);
    }

    // A chain of 3,000 replies that all count as fast and never time out (a 1 s fast limit, a 200 ms
    // receive timeout): only the turn bound gives a 1 ms timer its turns while the chain runs. Without
    // it the whole chain runs inside one read notification and the timer first fires after it.
    void chainOfFastRepliesYieldsToTimers()
    {
        PingServer server(1'000'000, 0);
        QVERIFY(server.port() > 0);
        RedisConnection connection(QStringLiteral("fast chain"));
        connection.setReplyWait(
            ReplyWait{.fastReplyNs = 1'000'000'000, .turnNs = 500'000, .receiveTimeoutUs = 200'000});
        connection.setCommandTimeout(5000);
        QCOMPARE(openTo(connection, server.port()), QString());

        int pongs = 0;
        bool done = false;
        int firedDuringChain = 0;
        QTimer tick;
        tick.setTimerType(Qt::PreciseTimer);
        QObject::connect(&tick, &QTimer::timeout, [&] {
            if (pongs > 0 && !done)
                ++firedDuringChain;
        });
        tick.start(1);
        QElapsedTimer took;
        took.start();
        QCoro::Task<> chain = pingChain(connection, 3000, &pongs, &done);
        QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
        QCOMPARE(pongs, 3000);
        qInfo("3000 PINGs in %lld ms, the 1 ms timer fired %d times meanwhile", took.elapsed(), firedDuringChain);
        QVERIFY2(firedDuringChain >= 3, qPrintable(QStringLiteral("fired %1 times").arg(firedDuringChain)));
    }

    // The server answers 50 PINGs at once, then none for 1 s, then closes. The turn bound (10 s) and
    // the fast limit (5 s) are out of reach: only the receive timeout (one jiffy) returns the wait for
    // the 51st reply to the event loop, where a 1 ms timer keeps firing. Without it (or with a wait
    // that tries the read again) the thread sleeps in the read until the server closes, and the timer
    // does not fire meanwhile.
    void replyThatStopsComingIsLeftToTheEventLoop()
    {
        PingServer server(50, 1000);
        QVERIFY(server.port() > 0);
        RedisConnection connection(QStringLiteral("stopping"));
        connection.setReplyWait(ReplyWait{.fastReplyNs = 5'000'000'000, .turnNs = 10'000'000'000});
        connection.setCommandTimeout(5000);
        QCOMPARE(openTo(connection, server.port()), QString());

        int pongs = 0;
        bool done = false;
        int firedWhileSilent = 0;
        QTimer tick;
        tick.setTimerType(Qt::PreciseTimer);
        QObject::connect(&tick, &QTimer::timeout, [&] {
            if (pongs == 50 && !done)
                ++firedWhileSilent;
        });
        tick.start(1);
        QCoro::Task<> chain = pingChain(connection, 51, &pongs, &done);
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        QCOMPARE(pongs, 50);
        QVERIFY(!connection.isConnected());  // the server closed: the 51st PING got no reply
        qInfo("the 1 ms timer fired %d times in the server's 1 s of silence", firedWhileSilent);
        QVERIFY2(firedWhileSilent >= 20, qPrintable(QStringLiteral("fired %1 times").arg(firedWhileSilent)));
    }

    // A server that never reads: once the socket buffers are full, a blocking write would wait out
    // its send timeout (a jiffy) on every command. The first write that does not complete makes the
    // socket non-blocking for good. Of 300 commands of 64 KiB (19 MB, more than loopback buffers
    // hold), 240 took a millisecond or more without that, 21-45 with it (hiredis's output buffer
    // grows by reallocation, which copies megabytes).
    void writeThatDoesNotCompleteStopsBlocking()
    {
        PingServer server(0, 0, false);
        QVERIFY(server.port() > 0);
        RedisConnection connection(QStringLiteral("not drained"));
        connection.setReplyWait(ReplyWait{});
        QCOMPARE(openTo(connection, server.port()), QString());
        const QList<QByteArray> big{"SET", "k", QByteArray(64 * 1024, 'v')};
        int slow = 0;
        QElapsedTimer took;
        for (int i = 0; i < 300; ++i) {
            took.start();
            QVERIFY(connection.sendIgnoringReply(big));
            slow += took.nsecsElapsed() >= 1'000'000 ? 1 : 0;
        }
        qInfo("%d of 300 writes took 1 ms or more", slow);
        QVERIFY2(slow < 120, qPrintable(QStringLiteral("%1 slow writes").arg(slow)));
    }
};

QTEST_GUILESS_MAIN(TestRedisConnection)
#include "tst_redisconnection.moc"
