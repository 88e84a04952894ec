// SPDX-License-Identifier: MIT
#pragma once

#include "live/managedredis.h"
#include "live/replicationrelay.h"

#include <QByteArray>
#include <QList>

#include <memory>
#include <vector>

namespace locklab {

// A primary and its replicas, each a private redis-server (ManagedRedis: free loopback port, its
// own directory, gone with this process even on SIGKILL), every replica linked to the primary
// through a ReplicationRelay of ours so that replication lag is exact. Instances are numbered as
// the timeline's lanes: 0 is the original primary, n is replica n.
//
// Blocking calls, bounded and short (a few ms): they run while a live run holds scenario time.
// Where a relay must move bytes meanwhile, they spin the event loop (the relays live on it).
class ManagedTopology {
public:
    // sentinelDownAfterMs > 0: a redis-sentinel of ours watches the primary too (quorum 1, that
    // down-after-milliseconds, wall) and a failover's promotion is the sentinel's, not ours.
    explicit ManagedTopology(int replicas, int sentinelDownAfterMs = 0);
    ~ManagedTopology();
    ManagedTopology(const ManagedTopology &) = delete;
    ManagedTopology &operator=(const ManagedTopology &) = delete;

    // Starts every server and waits until each replica is in sync with the primary.
    bool start(QString *error);
    int replicaCount() const { return static_cast<int>(m_replicas.size()); }
    int primaryInstance() const { return m_primary; }
    RedisUrl primaryUrl() const;
    // The port of instance `instance` (0: the original primary, n: replica n), 0 if not running.
    quint16 instancePort(int instance) const;
    // Every server process still running (the tests check none outlives the topology).
    QList<qint64> pids() const;
    QString describe() const;

    // Holds (or releases) the stream to replica `replica` (0-based), or to every replica (-1).
    void holdReplication(int replica, bool hold);

    // The first half of a failover: the primary dies. Its relays close first (what they held is
    // lost), then SIGKILL. The most up-to-date replica is chosen; `lost` lists the keys (full
    // names, among `keys`) whose value it does not have as the primary had it; `alive` counts
    // the keys that existed on the primary.
    struct Death {
        bool ok = false;
        QString error;
        int replica = -1;  // 0-based
        QList<QByteArray> lost;
        int alive = 0;
    };
    Death killPrimary(const QList<QByteArray> &keys);
    // The second half: REPLICAOF NO ONE on the chosen replica; any other replica follows it
    // through a new relay (and is in sync again before this returns).
    bool promote(QString *error);

    // With a sentinel: its port (0 without one), whether it holds the primary subjectively down
    // (+sdown: it noticed), and the replica (0-based) it names as the primary now, or -1 while it
    // still names the dead one. Each is one short blocking ask of the sentinel.
    bool hasSentinel() const { return m_sentinelDownAfterMs > 0; }
    int sentinelDownAfterMs() const { return m_sentinelDownAfterMs; }
    quint16 sentinelPort() const;
    bool sentinelSeesPrimaryDown() const;
    int sentinelPrimary() const;
    // The sentinel promoted `replica`: it is the primary from now on; every other replica is in
    // sync with it again (the sentinel repoints them itself, without our relay) before this returns.
    bool adoptSentinelPromotion(int replica, QString *error);

private:
    struct Replica {
        std::unique_ptr<ManagedRedis> server;
        std::unique_ptr<ReplicationRelay> relay;
        bool primary = false;  // promoted
    };
    ManagedRedis *primaryServer() const;
    bool follow(Replica &replica, quint16 primaryPort, QString *error);
    bool waitInSync(Replica &replica, int timeoutMs) const;

    bool startSentinel(QString *error);

    std::unique_ptr<ManagedRedis> m_original;
    std::unique_ptr<ManagedRedis> m_sentinel;
    int m_sentinelDownAfterMs = 0;
    std::vector<Replica> m_replicas;
    int m_primary = 0;
    int m_chosen = -1;  // the replica a failover will promote
};

}  // namespace locklab
