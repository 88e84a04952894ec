// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisurl.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace locklab {

// One shard of a Redis Cluster: its slots, its primary and replicas, as the cluster says now.
struct ClusterShard {
    QList<std::pair<int, int>> ranges;  // slot ranges, inclusive, in the order the server listed them
    RedisAddress primary;
    QByteArray primaryId;  // the node id (40 hex): the same node after a restart
    QList<RedisAddress> replicas;

    int firstSlot() const { return ranges.isEmpty() ? -1 : ranges.constFirst().first; }
    bool holds(int slot) const;
    QString slotText() const;  // "0-5460", "0-99,200-5460"
};

// CLUSTER SHARDS (Redis 7.0) or CLUSTER SLOTS (before) as RESP bytes, read into shards with slots
// (a shard that owns none is left out), ordered by their first slot. False with one line in
// `error` when the reply is not of that shape.
bool parseClusterShards(const QByteArray &resp, QList<ClusterShard> *shards, QString *error);
bool parseClusterSlots(const QByteArray &resp, QList<ClusterShard> *shards, QString *error);

// What a node says of the cluster, asked read-only through a blocking connection (each call
// within `timeoutMs`): the shards (CLUSTER SHARDS; CLUSTER SLOTS where SHARDS is unknown), from the
// first of `seeds` that answers. False with why when none did.
bool discoverClusterShards(const RedisUrl &url, const QList<RedisAddress> &seeds, int timeoutMs,
                           QList<ClusterShard> *shards, QString *error);
}  // namespace locklab
