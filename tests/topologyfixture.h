// SPDX-License-Identifier: MIT
#pragma once

// A managed primary and its replicas for a test (ManagedTopology: every server on a free loopback
// port, replication through LockLab's relay), stopped when the fixture goes, on every exit path:
// a failed QVERIFY returns from the test function and destroys it like any other local.

#include "live/managedtopology.h"
#include "redisfixture.h"

#include <memory>

namespace locklab::test {

class TopologyFixture {
public:
    // sentinelDownAfterMs > 0: a redis-sentinel watches the primary too (ManagedTopology).
    bool start(int replicas, int sentinelDownAfterMs = 0)
    {
        m_topology = std::make_unique<ManagedTopology>(replicas, sentinelDownAfterMs);
        return m_topology->start(&m_error);
    }
    QString error() const { return m_error; }
    ManagedTopology &topology() { return *m_topology; }
    // One command on instance `instance` (0: the original primary, n: replica n).
    QByteArray raw(int instance, const QList<QByteArray> &args) const
    {
        const quint16 port = m_topology->instancePort(instance);
        return port == 0 ? QByteArray("NOT RUNNING") : RedisFixture::rawAt(port, args);
    }
    void stop() { m_topology.reset(); }

private:
    std::unique_ptr<ManagedTopology> m_topology;
    QString m_error;
};

}  // namespace locklab::test
