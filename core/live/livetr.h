// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace locklab {

// locklab_live's translation contexts, each declared here once; the rules are core/coretr.h's.
// RedisWatch is a QObject: its context is its own (RedisWatch::tr).

struct ClusterMapTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::ClusterMap)
};

// A real server: the connection and the executor on it.
struct LiveRedisTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::LiveRedis)
};

// A run and a bench against Redis.
struct LiveRunTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::LiveRun)
};

struct ManagedClusterTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::ManagedCluster)
};

// The private redis-servers: one, a replica topology with its sentinel, and replication.
struct ManagedRedisTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::ManagedRedis)
};

struct RedisUrlTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::RedisUrl)
public:
    struct QtReasons;  // redisurl.cpp: QUrl's English reasons that LockLab translates
};

struct SentinelClientTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::SentinelClient)
};

}  // namespace locklab
