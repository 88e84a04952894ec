// SPDX-License-Identifier: MIT
#pragma once

#include "scheduler.h"
#include "store.h"

#include <QHash>

namespace locklab {

// Redis semantics on the scheduler's clock. A key set with PX t at server time s (ms) is
// gone for every read once now_ms > s + t, exactly as Redis compares mstime() > when.
// A script sees one frozen time. Each command costs a simulated round trip.
class EmbeddedStore final : public Store {
public:
    EmbeddedStore(Scheduler &scheduler, QString keyPrefix, Micros roundTrip);

    QCoro::Task<Reply> execute(const Request &request) override;
    QCoro::Task<FaultOutcome> applyServerFault(const Fault &fault) override;
    QString fullKey(const QString &key) const override { return m_prefix + key; }

    // The command's effect at the scheduler's current time, with no latency (tests use it).
    Reply apply(const Request &request);
    // TTL of keys the write scripts create (the store, not the lock).
    void setStoreKeyTtlMs(qint64 ms) { m_storeKeyTtlMs = ms; }
    int keyCount() const { return static_cast<int>(m_keys.size()); }

private:
    struct Entry {
        QString value;
        qint64 expireAtMs = -1;  // absolute server ms; -1: no TTL
    };
    qint64 nowMs() const;
    Entry *lookup(const QString &key, qint64 nowMs);  // lazily expires, like Redis on access
    void setEntry(const QString &key, const QString &value, qint64 expireAtMs);
    void armExpiry(const QString &key, const Entry &entry);

    Scheduler &m_scheduler;
    QString m_prefix;
    Micros m_toServer;  // an odd round trip puts its extra µs on the way back
    Micros m_toClient;
    qint64 m_storeKeyTtlMs = 10 * 60 * 1000;
    qint64 m_clockOffsetMs = 0;  // a clock jump moves the server's clock, not the scenario's
    Micros m_downUntil = -1;     // a restarting server refuses connections until then
    QHash<QString, Entry> m_keys;
    QHash<QString, Micros> m_armedAt;  // the pending expiry timer of each key
};

}  // namespace locklab
