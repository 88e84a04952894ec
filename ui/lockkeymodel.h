// SPDX-License-Identifier: MIT
#pragma once

#include "core/trafficresult.h"

#include <QAbstractTableModel>

#include <memory>

namespace locklab {

// The lock keys of watched traffic, one row each, in TrafficResult's worst-first order, with the
// figures and verdict core decided for each (nothing is recomputed here). A proxy sorts by
// SortRole: the verdict column sorts by that order, so sorting it ascending is "worst first".
class LockKeyModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KeyColumn,
        VerdictColumn,
        ClientsColumn,
        AcquisitionsColumn,
        OverlapsColumn,
        OverlapMsColumn,
        ForeignDeletesColumn,
        StaleWritesColumn,
        LocksLostColumn,
        ViolationsColumn,
        ShardColumn,  // a cluster's shard that holds the key (the panel hides it for one server)
        ColumnCount
    };
    enum Roles {
        KeyRole = Qt::UserRole,  // the lock key (QString)
        VerdictNameRole,         // verdictName(): "mutual-exclusion-violated", as --json says it
        SortRole,                // what a column sorts by (the rank for the verdict)
    };

    explicit LockKeyModel(QObject *parent = nullptr);

    // Null or empty: no rows (a simulated run).
    void setResult(std::shared_ptr<const TrafficResult> result);
    const TrafficResult *result() const { return m_result.get(); }
    int rowOf(const QString &key) const;  // -1: not a lock key
    bool hasShards() const;               // some key names its cluster shard
    // A verdict in a few words ("two holders"), for the table.
    static QString verdictText(Verdict verdict, int foreignDeletes);
    // The columns a panel shows until the user asks for more: the key, its verdict and how many
    // violations (a cluster's shard too); the other counts are in the key's tooltip (issue 27:
    // eleven columns scrolled sideways at 1280×720 with four in view, and with a fourth column
    // German's "Lock-Schlüssel" was cut to "ock-Schlüsse").
    static bool shownByDefault(int column);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant figure(const LockKeyResult &k, int column) const;
    QString figuresText(int row) const;
    static QString explanation(int column);  // what a column counts, for its title's tooltip

    std::shared_ptr<const TrafficResult> m_result;
};

}  // namespace locklab
