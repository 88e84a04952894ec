// SPDX-License-Identifier: MIT
#include "live/managedredis.h"

#include "live/livetr.h"
#include "live/localask.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <utility>

namespace locklab {

Q_DECLARE_LOGGING_CATEGORY(lcRedis)

// A port the kernel just handed out for 127.0.0.1. Another process could take it before
// redis-server binds it; launch() then fails and start() tries another.
static quint16 freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    quint16 port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

ManagedRedis::ManagedRedis()
    : ManagedRedis(Options{})
{}

// Every ManagedRedis of this process, for runningAt().
static QList<ManagedRedis *> &instances()
{
    static QList<ManagedRedis *> all;
    return all;
}

ManagedRedis::ManagedRedis(const Options &options)
    : m_options(options)
{
    instances().append(this);
}

ManagedRedis::~ManagedRedis()
{
    instances().removeOne(this);
    stop();
    if (m_ownerLock >= 0)
        ::close(m_ownerLock);
}

int ManagedRedis::removeAbandonedDirectories()
{
    const QDir temp(QDir::tempPath());
    int removed = 0;
    for (const QString &name : temp.entryList({QStringLiteral("locklab-redis-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QByteArray lock = QFile::encodeName(temp.filePath(name + QStringLiteral("/owner.lock")));
        const int fd = ::open(lock.constData(), O_RDWR | O_CLOEXEC);
        if (fd < 0)
            continue;  // no lock (yet): being made, or not ours to judge
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && QDir(temp.filePath(name)).removeRecursively())
            ++removed;
        ::close(fd);
    }
    return removed;
}

ManagedRedis *ManagedRedis::runningAt(const RedisUrl &url)
{
    if (url.port == 0 || (url.host != QStringLiteral("127.0.0.1") && url.host != QStringLiteral("localhost")))
        return nullptr;
    for (ManagedRedis *server : std::as_const(instances())) {
        if (server->m_port == url.port && server->isRunning())
            return server;
    }
    return nullptr;
}

QString ManagedRedis::executable()
{
    return QStandardPaths::findExecutable(QStringLiteral("redis-server"));
}

QString ManagedRedis::sentinelExecutable()
{
    return QStandardPaths::findExecutable(QStringLiteral("redis-sentinel"));
}

QString ManagedRedis::missingMessage()
{
    return ManagedRedisTr::tr("redis-server not found in PATH: install the Debian package redis-server "
                              "(sudo apt-get install redis-server) or pass --redis redis://host:port");
}

RedisUrl ManagedRedis::url() const
{
    RedisUrl u;
    u.host = QStringLiteral("127.0.0.1");
    u.port = m_port;
    return u;
}

QString ManagedRedis::directory() const
{
    return m_dir ? m_dir->path() : QString();
}

qint64 ManagedRedis::pid() const
{
    return m_process ? m_process->processId() : 0;
}

bool ManagedRedis::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool ManagedRedis::start(QString *error)
{
    if (isRunning())
        return true;
    if (executable().isEmpty()) {
        *error = missingMessage();
        return false;
    }
    removeAbandonedDirectories();
    if (m_ownerLock >= 0)
        ::close(std::exchange(m_ownerLock, -1));
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/locklab-redis-XXXXXX"));
    if (!m_dir->isValid()) {
        *error = ManagedRedisTr::tr("cannot create a temporary directory for redis-server: ") + m_dir->errorString();
        return false;
    }
    // Locked before anyone can see it: made under another name, locked, then renamed into place.
    const QByteArray lock = QFile::encodeName(m_dir->filePath(QStringLiteral("owner.lock")));
    const QByteArray staging = QByteArray(lock).append(".new");
    m_ownerLock = ::open(staging.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_ownerLock >= 0 && ::flock(m_ownerLock, LOCK_EX | LOCK_NB) == 0)
        ::rename(staging.constData(), lock.constData());
    QString why;
    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freeLoopbackPort();
        m_busPort = m_options.clusterNodeTimeoutMs > 0 ? freeLoopbackPort() : 0;
        if (m_port != 0 && (m_options.clusterNodeTimeoutMs <= 0 || (m_busPort != 0 && m_busPort != m_port))
            && launch(&why))
            return true;
    }
    *error = ManagedRedisTr::tr("redis-server did not start: ") + why;
    return false;
}

bool ManagedRedis::restart(QString *error)
{
    if (!m_dir || m_port == 0)
        return start(error);
    QElapsedTimer clock;
    clock.start();
    if (isRunning()) {
        // Comes back as it ran, like a server whose config file CONFIG REWRITE updated.
        if (const std::optional<bool> aof = appendOnlyNow()) {
            m_options.appendOnly = *aof;
            // The AOF a CONFIG SET appendonly yes starts is a background rewrite: kill the
            // server before it is done and the data written before it is not on disk yet.
            if (*aof && !waitForAofRewrite(m_options.startTimeoutMs)) {
                *error = ManagedRedisTr::tr("redis-server did not finish its AOF rewrite within %1 ms")
                             .arg(m_options.startTimeoutMs);
                return false;
            }
        }
    }
    const qint64 settled = clock.elapsed();
    kill();
    const qint64 killed = clock.elapsed();
    bool up = launch(error);
    if (up && m_options.clusterNodeTimeoutMs > 0)
        up = waitForClusterOk(error);
    // How long the lab's clients saw no server: at time scale 1 it is part of the race.
    qCDebug(lcRedis) << "restart: persistence checked in" << settled << "ms, killed at" << killed << "ms, up at"
                     << clock.elapsed() << "ms";
    return up;
}

std::optional<bool> ManagedRedis::appendOnlyNow() const
{
    if (!isRunning())
        return std::nullopt;
    const live::ReplyPtr r = live::askLocal(
        m_port, {QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"), QByteArrayLiteral("appendonly")});
    if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2 || r->element[1]->type != REDIS_REPLY_STRING)
        return std::nullopt;
    return QByteArray(r->element[1]->str) == "yes";
}

bool ManagedRedis::waitForClusterOk(QString *error) const
{
    // A cluster primary that restarts answers CLUSTERDOWN until it has seen the others again and
    // its writable delay (2 s on Redis 7.0) has passed: the restart is over when it serves again.
    const int timeoutMs = m_options.startTimeoutMs + 5000;
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        const live::ReplyPtr r = live::askLocal(m_port, {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("INFO")});
        if (r && r->type == REDIS_REPLY_STRING
            && QByteArray(r->str, static_cast<qsizetype>(r->len)).contains("cluster_state:ok"))
            return true;
        QThread::msleep(10);
    }
    *error = ManagedRedisTr::tr("the cluster node on port %1 did not serve again within %2 ms of its restart")
                 .arg(m_port)
                 .arg(timeoutMs);
    return false;
}

bool ManagedRedis::waitForAofRewrite(int timeoutMs) const
{
    // INFO persistence: the rewrite is over when neither in progress nor scheduled (Redis 7
    // turns aof_state from wait-rewrite to on in the same cron tick that clears the child).
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        const live::ReplyPtr r = live::askLocal(m_port, {QByteArrayLiteral("INFO"), QByteArrayLiteral("persistence")});
        if (r && r->type == REDIS_REPLY_STRING) {
            const QByteArray info(r->str, static_cast<qsizetype>(r->len));
            if (info.contains("aof_rewrite_in_progress:0") && info.contains("aof_rewrite_scheduled:0"))
                return true;
        }
        QThread::msleep(5);
    }
    return false;
}

bool ManagedRedis::launch(QString *error)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(executable());
    m_process->setWorkingDirectory(m_dir->path());
    QStringList args{
        QStringLiteral("--port"),
        QString::number(m_port),
        QStringLiteral("--bind"),
        QStringLiteral("127.0.0.1"),
        QStringLiteral("--protected-mode"),
        QStringLiteral("yes"),
        QStringLiteral("--dir"),
        m_dir->path(),
        QStringLiteral("--save"),
        QString(),
        QStringLiteral("--notify-keyspace-events"),
        QStringLiteral("Ex"),
        QStringLiteral("--hz"),
        QString::number(m_options.hz),
        QStringLiteral("--daemonize"),
        QStringLiteral("no"),
        QStringLiteral("--loglevel"),
        QStringLiteral("warning"),
        QStringLiteral("--logfile"),
        m_dir->filePath(QStringLiteral("redis.log")),
    };
    if (m_options.appendOnly)
        args << QStringLiteral("--appendonly") << QStringLiteral("yes") << QStringLiteral("--appendfsync")
             << QStringLiteral("always");
    else
        args << QStringLiteral("--appendonly") << QStringLiteral("no");
    if (m_options.clusterNodeTimeoutMs > 0)
        // nodes.conf is relative to --dir; a restart finds the node's identity and epoch there.
        // A replica promotes however long its link has been down (validity factor 0): the lab
        // decides what it had, not its age.
        args << QStringLiteral("--cluster-enabled") << QStringLiteral("yes") << QStringLiteral("--cluster-config-file")
             << QStringLiteral("nodes.conf") << QStringLiteral("--cluster-port") << QString::number(m_busPort)
             << QStringLiteral("--cluster-node-timeout") << QString::number(m_options.clusterNodeTimeoutMs)
             << QStringLiteral("--cluster-replica-validity-factor") << QStringLiteral("0")
             << QStringLiteral("--cluster-require-full-coverage") << QStringLiteral("no");
    args << m_options.extraArgs;
    if (!m_options.sentinelConfig.isEmpty()) {
        // A sentinel takes its settings from a file it may rewrite (CONFIG REWRITE after a failover).
        const QString config = m_dir->filePath(QStringLiteral("sentinel.conf"));
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = ManagedRedisTr::tr("cannot write %1: %2").arg(config, file.errorString());
            m_process.reset();
            return false;
        }
        QStringList lines{QStringLiteral("port %1").arg(m_port),
                          QStringLiteral("bind 127.0.0.1"),
                          QStringLiteral("protected-mode yes"),
                          QStringLiteral("daemonize no"),
                          QStringLiteral("dir ") + m_dir->path(),
                          QStringLiteral("loglevel notice"),
                          QStringLiteral("logfile ") + m_dir->filePath(QStringLiteral("redis.log"))};
        lines << m_options.sentinelConfig;
        file.write(lines.join(u'\n').toUtf8() + '\n');
        file.close();
        const QString sentinel = sentinelExecutable();
        if (!sentinel.isEmpty()) {
            m_process->setProgram(sentinel);
            args = QStringList{config};
        } else {
            args = QStringList{config, QStringLiteral("--sentinel")};
        }
    }
    m_process->setArguments(args);
    m_process->setStandardOutputFile(QProcess::nullDevice());
    const pid_t parent = ::getpid();
    m_process->setChildProcessModifier([parent] {
        // Runs in the child between fork and exec: die with the parent, even if it is SIGKILLed.
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != parent)
            ::_exit(1);
    });
    QElapsedTimer clock;
    clock.start();
    m_process->start();
    if (!m_process->waitForStarted(m_options.startTimeoutMs)) {
        *error = m_process->errorString();
        m_process.reset();
        return false;
    }
    qCDebug(lcRedis) << "redis-server started in" << clock.elapsed() << "ms";
    if (!waitForPing(m_options.startTimeoutMs, error)) {
        stop();
        return false;
    }
    qCDebug(lcRedis) << "managed redis-server" << m_process->processId() << "up in" << clock.elapsed() << "ms on port"
                     << m_port << "in" << m_dir->path();
    return true;
}

bool ManagedRedis::waitForPing(int timeoutMs, QString *error)
{
    // A blocking probe is fine here: start() runs before any live run and takes a few ms.
    QDeadlineTimer deadline(timeoutMs);
    const timeval tv{0, 200000};
    while (!deadline.hasExpired()) {
        if (m_process->state() == QProcess::NotRunning) {
            QFile log(m_dir->filePath(QStringLiteral("redis.log")));
            const QByteArray tail =
                log.open(QIODevice::ReadOnly) ? log.readAll().trimmed().split('\n').last() : QByteArray();
            *error = ManagedRedisTr::tr("redis-server exited: ") + QString::fromUtf8(tail);
            return false;
        }
        if (redisContext *c = redisConnectWithTimeout("127.0.0.1", m_port, tv)) {
            bool pong = false;
            if (!c->err) {
                if (auto *r = static_cast<redisReply *>(redisCommand(c, "PING"))) {
                    pong = r->type == REDIS_REPLY_STATUS && QByteArray(r->str) == "PONG";
                    freeReplyObject(r);
                }
            }
            redisFree(c);
            if (pong)
                return true;
        }
        QThread::msleep(2);  // a restart fault waits here: its downtime is part of the race
    }
    *error = ManagedRedisTr::tr("redis-server did not answer PING on port %1 within %2 ms").arg(m_port).arg(timeoutMs);
    return false;
}

bool ManagedRedis::suspend(bool stopped)
{
    if (!isRunning() || pid() <= 0)
        return false;
    if (::kill(static_cast<pid_t>(pid()), stopped ? SIGSTOP : SIGCONT) != 0)
        return false;
    m_suspended = stopped;
    return true;
}

void ManagedRedis::stop()
{
    if (!m_process)
        return;
    if (m_suspended)
        suspend(false);  // a stopped process leaves SIGTERM pending until it runs again
    if (m_process->state() != QProcess::NotRunning) {
        m_process->terminate();
        if (!m_process->waitForFinished(3000)) {
            m_process->kill();
            m_process->waitForFinished(1000);
        }
    }
    m_process.reset();
}

void ManagedRedis::kill()
{
    if (!m_process)
        return;
    m_suspended = false;  // SIGKILL ends a stopped process too
    m_process->kill();
    m_process->waitForFinished(1000);
    m_process.reset();
}

}  // namespace locklab
