// SPDX-License-Identifier: MIT
#include "live/liveredlock.h"

#include "live/livetr.h"
#include "live/realscheduler.h"

#include <QCoroTimer>

#include <algorithm>

namespace locklab {

namespace {

// What one instance said, as the run tells it: "instance 3: …".
QString onInstance(int index, const QString &text)
{
    return LiveRedisTr::tr("instance %1: %2").arg(index + 1).arg(text);
}

}  // namespace

LiveRedlock::LiveRedlock(RealScheduler &scheduler, QString keyPrefix, const Options &options)
    : m_scheduler(scheduler)
    , m_prefix(std::move(keyPrefix))
    , m_options(options)
{
    m_options.instances = std::max(1, m_options.instances);
}

LiveRedlock::~LiveRedlock()
{
    continueStalled();
    // The executors first (their connections resume what still waits), then the servers.
    m_instances.clear();
    m_servers.clear();
}

bool LiveRedlock::start(QString *error)
{
    for (int i = 0; i < m_options.instances; ++i) {
        // No persistence until a restart fault asks for it (CONFIG SET appendonly, as on one server).
        auto server = std::make_unique<ManagedRedis>();
        QString why;
        if (!server->start(&why)) {
            *error =
                LiveRedisTr::tr("instance %1 of %2 did not start: %3").arg(i + 1).arg(m_options.instances).arg(why);
            m_servers.clear();
            return false;
        }
        m_servers.push_back(std::move(server));
    }
    for (int i = 0; i < m_options.instances; ++i) {
        LiveRedis::Options options = m_options.base;
        ManagedRedis *server = m_servers.at(static_cast<std::size_t>(i)).get();
        options.url = server->url();
        options.restartServer = [server](QString *why) { return server->restart(why); };
        // Scenario time is held here, for every instance at once (a restart of one leaves the
        // others' TTLs running on the wall clock).
        options.holdClock = nullptr;
        // The fencing counter and the store live on instance 1: its commands keep the run's timeout.
        if (i > 0 && m_options.instanceTimeoutMs > 0)
            options.commandTimeoutMs = m_options.instanceTimeoutMs;
        auto instance = std::make_unique<LiveRedis>(m_scheduler, m_prefix, options);
        // Redis reports the expiry per server: the lock key's is told as the instance's (`lock@i`),
        // as the model tells it.
        instance->setExpiryListener([this, i](const QString &key, Micros at, Micros deadline) {
            if (m_onExpired)
                m_onExpired(key == m_options.lockKey ? instanceKey(key, i + 1) : key, at, deadline);
        });
        m_instances.push_back(std::move(instance));
    }
    return true;
}

QString LiveRedlock::describe() const
{
    QStringList ports;
    for (const auto &server : m_servers)
        ports << QString::number(server->port());
    return LiveRedisTr::tr("Redlock of %1 independent managed redis-servers (no replication) on 127.0.0.1 ports %2")
        .arg(m_servers.size())
        .arg(ports.join(QStringLiteral(", ")));
}

QCoro::Task<QString> LiveRedlock::connect()
{
    for (int i = 0; i < count(); ++i) {
        const QString error = co_await m_instances.at(static_cast<std::size_t>(i))->connect();
        if (!error.isEmpty())
            co_return onInstance(i, error);
    }
    for (int i = 0; i < count(); ++i) {
        for (const QString &line : m_instances.at(static_cast<std::size_t>(i))->notes())
            m_notes << onInstance(i, line);
    }
    co_return QString();
}

QString LiveRedlock::serverVersion() const
{
    return m_instances.empty() ? QString() : m_instances.front()->serverVersion();
}

void LiveRedlock::setConnectionLostHandler(std::function<void(const QString &why)> handler)
{
    for (int i = 0; i < count(); ++i) {
        m_instances.at(static_cast<std::size_t>(i))->setConnectionLostHandler([handler, i](const QString &why) {
            if (handler)
                handler(onInstance(i, why));
        });
    }
}

void LiveRedlock::setNoteHandler(std::function<void(const QString &note)> handler)
{
    for (int i = 0; i < count(); ++i) {
        m_instances.at(static_cast<std::size_t>(i))->setNoteHandler([handler, i](const QString &text) {
            if (handler)
                handler(onInstance(i, text));
        });
    }
}

int LiveRedlock::indexOf(const QString &key, QString *base) const
{
    return std::clamp(keyInstance(key, base) - 1, 0, count() - 1);
}

QString LiveRedlock::fullKey(const QString &key) const
{
    QString base;
    keyInstance(key, &base);
    return m_prefix + base;
}

QCoro::Task<Reply> LiveRedlock::execute(const Request &sent)
{
    Request request = sent;
    // A command sent while an instance restarts waits for the restart to end (scenario time stands
    // still meanwhile, so it goes at the same scenario instant): a key set on another instance
    // during the restart would otherwise have its TTL run on a held clock, then extended twice.
    while (m_restarting > 0 && !m_aborted)
        co_await QCoro::sleepFor(std::chrono::milliseconds(1));
    if (m_aborted)
        co_return Reply::unknown(LiveRedisTr::tr("run ended"));
    QString base;
    const int index = indexOf(request.key, &base);
    request.key = base;
    co_return co_await m_instances.at(static_cast<std::size_t>(index))->execute(request);
}

QCoro::Task<CommandExecutor::FaultOutcome> LiveRedlock::applyServerFault(const Fault &sent)
{
    const Fault fault = sent;
    const int index = std::clamp(fault.instance, 0, count() - 1);
    FaultOutcome outcome;
    if (fault.kind == FaultKind::Restart)
        outcome = co_await restartInstance(index, fault);
    else if (fault.kind == FaultKind::Stall)
        outcome = stallInstance(index, fault);
    else if (fault.kind == FaultKind::ClockJump)
        // Emulated (libfaketime cannot drive Debian's redis-server, docs/scenarios.md): every key of
        // the run on that instance loses the jump from its PTTL, or goes. The note says "emulated".
        outcome = co_await m_instances.at(static_cast<std::size_t>(index))->applyServerFault(fault);
    else
        outcome = FaultOutcome{false, false, LiveRedisTr::tr("a Redlock's instances have no replicas")};
    outcome.note = onInstance(index, outcome.note);
    co_return outcome;
}

CommandExecutor::FaultOutcome LiveRedlock::stallInstance(int index, const Fault &fault)
{
    // A real stall: the process is stopped, so its socket queues what the clients send and nothing
    // answers; each client's own timeout runs out (RedisConnection's timer, and the engine's race
    // with the per-instance timeout). SIGCONT after the fault's ms of scenario time: the server then
    // runs the queued commands in order, on its wall clock, which ran on meanwhile.
    ManagedRedis &server = *m_servers.at(static_cast<std::size_t>(index));
    const qint64 pid = server.pid();
    if (!server.suspend(true))
        return FaultOutcome{false, false, LiveRedisTr::tr("SIGSTOP failed: the server is not running")};
    ++m_stalls[index];
    m_scheduler.callAt(m_scheduler.now() + usFromMs(static_cast<double>(fault.ms)),
                       [this, index, alive = std::weak_ptr<char>(m_alive)] {
                           if (alive.expired())
                               return;
                           // Overlapping stalls of one instance: the last to end continues it.
                           if (--m_stalls[index] == 0)
                               m_servers.at(static_cast<std::size_t>(index))->suspend(false);
                       },
                       {-1, WakeReason::Timer});
    return FaultOutcome{true, false,
                        LiveRedisTr::tr("redis-server (pid %1) stopped with SIGSTOP for %2 ms, then SIGCONT: it "
                                        "answers nothing meanwhile, then runs what was sent to it")
                            .arg(pid)
                            .arg(fault.ms)};
}

void LiveRedlock::continueStalled()
{
    // Whatever a stall left stopped runs again: cleanup's commands, and SIGTERM, need a running server.
    for (std::size_t i = 0; i < m_servers.size(); ++i) {
        if (m_servers.at(i)->isSuspended())
            m_servers.at(i)->suspend(false);
    }
    m_stalls.clear();
}

QCoro::Task<CommandExecutor::FaultOutcome> LiveRedlock::restartInstance(int index, const Fault &fault)
{
    // Scenario time stands still from the first restart under way to the last one's end (a real
    // restart takes what it takes on this machine; the model's takes no time). The keys on every
    // instance then get the held wall time back, before the clock moves again.
    if (m_restarting++ == 0) {
        m_scheduler.holdClock();
        m_held.start();
    }
    FaultOutcome outcome = co_await m_instances.at(static_cast<std::size_t>(index))->applyServerFault(fault);
    if (m_restarting == 1) {
        qint64 extended = 0;
        const qint64 heldMs = m_held.elapsed();
        for (const auto &instance : m_instances)
            extended += co_await instance->extendTtls(heldMs);
        outcome.note += LiveRedisTr::tr("; scenario time stood still for the restart (%1 ms of wall time), and "
                                        "%2 key TTL(s) on the instances got it back")
                            .arg(heldMs)
                            .arg(extended);
    }
    if (--m_restarting == 0)
        m_scheduler.releaseClock();
    co_return outcome;
}

void LiveRedlock::abortPending(const QString &why)
{
    m_aborted = true;
    for (const auto &instance : m_instances)
        instance->abortPending(why);
}

QCoro::Task<LiveRedis::CleanupReport> LiveRedlock::cleanup(int boundMs)
{
    m_aborted = true;
    continueStalled();
    LiveRedis::CleanupReport report;
    report.deleted = 0;
    for (int i = 0; i < count(); ++i) {
        const LiveRedis::CleanupReport one = co_await m_instances.at(static_cast<std::size_t>(i))->cleanup(boundMs);
        report.deleted = one.deleted < 0 || report.deleted < 0 ? -1 : report.deleted + one.deleted;
        report.serverRestored = report.serverRestored && one.serverRestored;
        for (const QString &line : one.notes)
            report.notes << onInstance(i, line);
    }
    // The servers are the run's own: gone with it, whatever the cleanup found. Their connections
    // drop with them, which is no lost Redis.
    for (int i = 0; i < count(); ++i) {
        m_instances.at(static_cast<std::size_t>(i))->setConnectionLostHandler(nullptr);
        m_servers.at(static_cast<std::size_t>(i))->stop();
    }
    report.notes << LiveRedisTr::tr("the %1 Redlock instances stopped").arg(count());
    co_return report;
}

}  // namespace locklab
