// SPDX-License-Identifier: MIT
#pragma once

#include "live/managedredis.h"

#include <QByteArray>
#include <QList>

#include <memory>
#include <vector>

namespace locklab {

// A private Redis Cluster for `--redis managed-cluster` and the tests: `primaries` shards of real
// `redis-server --cluster-enabled yes` (each a ManagedRedis: a free loopback port and bus port,
// its own directory, gone with this process even on SIGKILL), each with `replicasPerPrimary`
// replicas. Shard i owns the i-th of `primaries` equal slot ranges (0 … 16383). Made without
// redis-cli: CLUSTER SET-CONFIG-EPOCH, ADDSLOTSRANGE, MEET and REPLICATE, then waited for until
// every node says cluster_state:ok and knows every other node and role.
//
// Blocking calls, bounded (each ask of a node 500 ms at most): start() before a run, the faults
// while a run holds scenario time. Main thread only.
class ManagedCluster {
public:
    struct Options {
        int primaries = 3;           // 1 … 16
        int replicasPerPrimary = 0;  // 0 … 2
        // cluster-node-timeout, wall ms: how long a dead primary goes unnoticed before its
        // replica is promoted. Changeable later (setNodeTimeout) on a running cluster.
        int nodeTimeoutMs = 5000;
        int startTimeoutMs = 15000;  // the whole start, nodes and convergence
    };

    ManagedCluster();
    explicit ManagedCluster(const Options &options);
    ~ManagedCluster();  // stop()
    ManagedCluster(const ManagedCluster &) = delete;
    ManagedCluster &operator=(const ManagedCluster &) = delete;

    // Starts every node and forms the cluster. False with one line in `error`.
    bool start(QString *error);
    // Stops every node (SIGTERM, then SIGKILL), as ManagedRedis::stop.
    void stop();
    bool isRunning() const;

    int shardCount() const { return static_cast<int>(m_shards.size()); }
    int replicasPerPrimary() const { return m_options.replicasPerPrimary; }
    // redis+cluster://127.0.0.1:P1,127.0.0.1:P2,… with every node running now as a seed.
    RedisUrl url() const;
    // Shard `shard`'s primary now (after a promotion: the promoted replica), as redis://, and its port.
    RedisUrl primaryUrl(int shard) const;
    quint16 primaryPort(int shard) const;
    // Every shard's primary port now, in shard order.
    QList<quint16> primaryPorts() const;
    // The ports of shard `shard`'s nodes that are replicas now and running.
    QList<quint16> replicaPorts(int shard) const;
    // The shard whose slot range holds `slot` at start (a slot migration moves it: see migrateSlot).
    int shardOfSlot(int slot) const;
    // Every node process still running (the tests check none outlives the cluster).
    QList<qint64> pids() const;
    QString describe() const;
    // CONFIG SET cluster-node-timeout on every running node.
    void setNodeTimeout(int ms);
    int nodeTimeoutMs() const { return m_options.nodeTimeoutMs; }

    // SIGKILL shard `shard`'s primary, as a crash would. Its replicas notice after the node timeout.
    bool killPrimary(int shard, QString *error);
    // Waits (spinning the event loop) until every running node names one of shard `shard`'s
    // replicas as the primary of its slots; the cluster then has promoted it. -1 on timeout
    // (`error` says so), else the new primary's port.
    int waitForPromotion(int shard, int timeoutMs, QString *error);
    // For the failover lessons, on the shard that holds a run's keys:
    // Holds (or releases) replication to every replica of `shard`: each is stopped (SIGSTOP) and
    // its link dropped on the primary (CLIENT KILL TYPE replica), so nothing the primary writes
    // from now reaches it; released, it continues (SIGCONT), reconnects and catches up (PSYNC).
    bool holdReplication(int shard, bool hold, QString *error);
    bool isHolding(int shard) const;
    // SIGKILL of `shard`'s primary, then every held replica continues (it can be promoted, with
    // what it had). `lost` lists the keys (full names, among `keys`, all in one slot) whose value
    // the shard's first running replica does not have as the primary had it; `alive` counts the
    // keys that existed on the primary.
    struct Death {
        bool ok = false;
        QString error;
        QList<QByteArray> lost;
        int alive = 0;
    };
    Death killPrimary(int shard, const QList<QByteArray> &keys);
    // One look (no wait): the port of the replica of `shard` every running node now names as the
    // owner of the shard's slots (it is then the shard's primary here too), or 0 while they do not.
    quint16 promotedReplica(int shard);
    // Moves `slot` with its keys to shard `toShard`'s primary (SETSLOT IMPORTING/MIGRATING,
    // MIGRATE, SETSLOT NODE on every primary). With `finish` false it stops half way: the slot is
    // MIGRATING on its owner and IMPORTING on the target, so a key not on the owner gets -ASK.
    bool migrateSlot(int slot, int toShard, bool finish, QString *error);

private:
    struct Node {
        std::unique_ptr<ManagedRedis> server;
        QByteArray id;  // CLUSTER MYID
    };
    struct Shard {
        std::vector<Node> nodes;  // nodes[0] is the primary at start
        int primary = 0;          // index in nodes of the primary now
        bool held = false;        // its replicas are stopped (holdReplication)
        int firstSlot = 0;
        int lastSlot = 0;
    };
    bool startNodes(QString *error);
    bool form(QString *error);
    bool waitConverged(int timeoutMs, QString *error) const;
    const Node *primaryNode(int shard) const;
    QList<const Node *> runningNodes() const;

    Options m_options;
    std::vector<Shard> m_shards;
};

}  // namespace locklab
