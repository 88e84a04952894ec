// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QObject>

#include <memory>

class QTcpServer;
class QTcpSocket;

namespace locklab {

// The link between a replica and its primary, owned by LockLab: the replica connects to this
// relay's loopback port (REPLICAOF 127.0.0.1 <port>) and every byte goes through it. Holding the
// primary → replica direction holds replication exactly, on the lab's clock, with nothing else
// changed (the replica's acknowledgements still flow back, so WAIT sees how far it got).
// Bytes held when the relay closes (the primary died) never reach the replica.
class ReplicationRelay final : public QObject {
    Q_OBJECT
public:
    explicit ReplicationRelay(quint16 primaryPort, QObject *parent = nullptr);
    ~ReplicationRelay() override;

    // Listens on a free 127.0.0.1 port. False with one line in `error`.
    bool listen(QString *error);
    quint16 port() const;
    quint16 primaryPort() const { return m_primaryPort; }

    // From now on the primary's bytes stay here; hold(false) delivers them in order.
    void hold(bool on);
    bool isHolding() const { return m_holding; }
    qint64 heldBytes() const { return m_held.size(); }
    qint64 forwardedBytes() const { return m_forwarded; }
    // Drops the link and whatever it holds, and accepts no more connections.
    void close();

private:
    void accept();
    void fromPrimary();
    void fromReplica();
    void dropLink();

    quint16 m_primaryPort = 0;
    std::unique_ptr<QTcpServer> m_server;
    QTcpSocket *m_replica = nullptr;  // owned by m_server's connection (parented to this)
    QTcpSocket *m_primary = nullptr;
    QByteArray m_held;
    QByteArray m_early;  // the replica's first bytes, before the primary side is connected
    bool m_holding = false;
    qint64 m_forwarded = 0;
};

}  // namespace locklab
