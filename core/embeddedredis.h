// SPDX-License-Identifier: MIT
#pragma once

#include "core/commandexecutor.h"
#include "core/scheduler.h"

#include <QHash>

#include <deque>
#include <vector>

namespace locklab {

// Redis semantics on the scheduler's clock. A key set with PX t at server time s (ms) is
// gone for every read once now_ms > s + t, exactly as Redis compares mstime() > when.
// A script sees one frozen time. Each command costs a simulated round trip.
class EmbeddedRedis final : public CommandExecutor {
public:
    EmbeddedRedis(Scheduler &scheduler, QString keyPrefix, Micros roundTrip);

    QCoro::Task<Reply> execute(const Request &request) override;
    QCoro::Task<FaultOutcome> applyServerFault(const Fault &fault) override;
    QString fullKey(const QString &key) const override { return m_prefix + key; }

    // The command's effect at the scheduler's current time, with no latency (tests use it).
    Reply apply(const Request &request);
    // TTL of keys the write scripts create (the store, not the lock).
    void setStoreKeyTtlMs(qint64 ms) { m_storeKeyTtlMs = ms; }
    int keyCount() const { return static_cast<int>(m_keys.size()); }

    // A primary with `count` replicas (0 to 2). Replication is an ordered stream of the primary's
    // changes that reaches each replica at once unless a ReplicationLag fault holds it; a failover
    // promotes the replica that got the most of it, with exactly what it got.
    void setReplicas(int count);
    int replicaCount() const { return static_cast<int>(m_replicas.size()); }
    // The primary's offset (changes so far) and what a replica has applied of it.
    qint64 replicationOffset() const { return m_offset; }
    qint64 replicaOffset(int replica) const;

private:
    struct Entry {
        QString value;
        qint64 expireAtMs = -1;  // absolute server ms; -1: no TTL
    };
    struct Change {
        QString key;
        bool present = false;  // false: the key was deleted (or expired: the primary sends a DEL)
        Entry entry;
    };
    struct Replica {
        QHash<QString, Entry> keys;
        qint64 offset = 0;        // changes applied
        std::deque<Change> held;  // the stream a lag window holds back, in order
        Micros heldUntil = -1;    // -1: the stream flows
        bool following = true;    // false once the primary it followed died
    };
    void replicate(const QString &key);
    void flush(int replica);
    void removeEntry(const QString &key);
    QCoro::Task<Reply> waitForReplicas(const Request &request);
    int replicasAt(qint64 offset) const;
    FaultOutcome killPrimary();
    FaultOutcome promote();
    qint64 nowMs() const;
    Entry *lookup(const QString &key, qint64 nowMs);  // lazily expires, like Redis on access
    // apply()'s commands that take more than a line, each at the command's one frozen time.
    Reply incr(const Request &r, qint64 now);
    Reply write(const Request &r, qint64 now);
    Reply acquireWithFence(const Request &r, qint64 now);
    void setEntry(const QString &key, const QString &value, qint64 expireAtMs);
    void armExpiry(const QString &key, const Entry &entry);

    Scheduler &m_scheduler;
    QString m_prefix;
    Micros m_toServer;  // an odd round trip puts its extra µs on the way back
    Micros m_toClient;
    qint64 m_storeKeyTtlMs = 10 * 60 * 1000;
    qint64 m_clockOffsetMs = 0;  // a clock jump moves the server's clock, not the scenario's
    Micros m_downUntil = -1;     // a restarting server refuses connections until then
    Micros m_stalledUntil = -1;  // a stalled server (SIGSTOP) reads no command until then
    QHash<QString, Entry> m_keys;
    QHash<QString, Micros> m_armedAt;  // the pending expiry timer of each key
    std::vector<Replica> m_replicas;
    qint64 m_offset = 0;
    QHash<int, qint64> m_writeOffset;  // worker -> the primary's offset after its last change (WAIT's target)
    int m_writer = -1;                 // whose command is being applied (-1: the server's own expiry)
    bool m_primaryDown = false;        // from a failover's death to its promotion
    int m_epoch = 0;                   // counts failovers: a dead primary's lag timers do nothing
    int m_promoted = -1;               // the replica that is primary now; -1: the original primary
};

}  // namespace locklab
