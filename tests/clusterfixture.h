// SPDX-License-Identifier: MIT
#pragma once

// A managed Redis Cluster for a test binary (ManagedCluster: every node on a free loopback port,
// gone with the test process even on SIGKILL), started once in initTestCase and shared by the
// suite's rows: forming a cluster takes a second or two, a run on it a few hundred ms.

#include "live/managedcluster.h"
#include "redisfixture.h"

#include <memory>

namespace locklab::test {

class ClusterFixture {
public:
    bool start(const ManagedCluster::Options &options = {})
    {
        m_cluster = std::make_unique<ManagedCluster>(options);
        return m_cluster->start(&m_error);
    }
    QString error() const { return m_error; }
    ManagedCluster &cluster() { return *m_cluster; }
    bool isStarted() const { return m_cluster && m_cluster->isRunning(); }
    // One command on shard `shard`'s primary now.
    QByteArray raw(int shard, const QList<QByteArray> &args) const
    {
        const quint16 port = m_cluster->primaryPort(shard);
        return port == 0 ? QByteArray("NOT RUNNING") : RedisFixture::rawAt(port, args);
    }
    void stop() { m_cluster.reset(); }

private:
    std::unique_ptr<ManagedCluster> m_cluster;
    QString m_error;
};

}  // namespace locklab::test

// In initTestCase(): start the cluster or skip/fail the whole suite with the reason.
#define LOCKLAB_START_CLUSTER(fixture, ...)                                                                            \
    do {                                                                                                               \
        if (locklab::test::RedisFixture::skipRequested())                                                              \
            QSKIP("LOCKLAB_SKIP_LIVE=1: live suites skipped");                                                         \
        if (!(fixture).start(__VA_ARGS__))                                                                             \
            QFAIL(qPrintable(QStringLiteral("cannot start the managed cluster: ") + (fixture).error()));               \
    } while (false)
