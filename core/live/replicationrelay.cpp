// SPDX-License-Identifier: MIT
#include "live/replicationrelay.h"

#include "live/livetr.h"

#include <QCoreApplication>
#include <QTcpServer>
#include <QTcpSocket>

namespace locklab {

ReplicationRelay::ReplicationRelay(quint16 primaryPort, QObject *parent)
    : QObject(parent)
    , m_primaryPort(primaryPort)
{}

ReplicationRelay::~ReplicationRelay()
{
    close();
}

bool ReplicationRelay::listen(QString *error)
{
    m_server = std::make_unique<QTcpServer>();
    if (!m_server->listen(QHostAddress::LocalHost, 0)) {
        *error = ManagedRedisTr::tr("replication relay cannot listen on 127.0.0.1: ") + m_server->errorString();
        return false;
    }
    connect(m_server.get(), &QTcpServer::newConnection, this, &ReplicationRelay::accept);
    return true;
}

quint16 ReplicationRelay::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

void ReplicationRelay::accept()
{
    while (QTcpSocket *incoming = m_server->nextPendingConnection()) {
        // One link at a time: a replica that reconnects replaces its old link (Redis retries
        // once a second after a drop; the new link starts a fresh PSYNC).
        dropLink();
        incoming->setParent(this);
        m_replica = incoming;
        m_replica->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        m_primary = new QTcpSocket(this);
        m_primary->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(m_replica, &QTcpSocket::readyRead, this, &ReplicationRelay::fromReplica);
        connect(m_primary, &QTcpSocket::readyRead, this, &ReplicationRelay::fromPrimary);
        connect(m_primary, &QTcpSocket::connected, this, [this] {
            m_primary->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            if (!m_early.isEmpty())
                m_primary->write(std::exchange(m_early, {}));
        });
        connect(m_replica, &QTcpSocket::disconnected, this, &ReplicationRelay::dropLink);
        connect(m_primary, &QTcpSocket::disconnected, this, &ReplicationRelay::dropLink);
        connect(m_primary, &QTcpSocket::errorOccurred, this, &ReplicationRelay::dropLink);
        m_primary->connectToHost(QHostAddress::LocalHost, m_primaryPort);
    }
}

void ReplicationRelay::fromPrimary()
{
    if (!m_primary)
        return;
    const QByteArray bytes = m_primary->readAll();
    if (m_holding || !m_held.isEmpty() || !m_replica) {
        m_held += bytes;
        if (!m_holding && m_replica)
            hold(false);
        return;
    }
    m_replica->write(bytes);
    m_forwarded += bytes.size();
}

void ReplicationRelay::fromReplica()
{
    if (!m_replica)
        return;
    const QByteArray bytes = m_replica->readAll();
    if (m_primary && m_primary->state() == QAbstractSocket::ConnectedState)
        m_primary->write(bytes);
    else
        m_early += bytes;
}

void ReplicationRelay::hold(bool on)
{
    m_holding = on;
    if (on || !m_replica || m_held.isEmpty())
        return;
    m_forwarded += m_held.size();
    m_replica->write(std::exchange(m_held, {}));
}

void ReplicationRelay::dropLink()
{
    // Deleted later: this may run inside one of the sockets' own signals.
    if (m_replica) {
        m_replica->disconnect(this);
        m_replica->abort();
        m_replica->deleteLater();
        m_replica = nullptr;
    }
    if (m_primary) {
        m_primary->disconnect(this);
        m_primary->abort();
        m_primary->deleteLater();
        m_primary = nullptr;
    }
    m_held.clear();
    m_early.clear();
}

void ReplicationRelay::close()
{
    dropLink();
    if (m_server) {
        m_server->close();
        m_server.reset();
    }
}

}  // namespace locklab
