// SPDX-License-Identifier: MIT
#include "lockkeymodel.h"

#include "core/localnumbers.h"
#include "core/mstext.h"
#include "core/scenario.h"
#include "core/terminaltext.h"
#include "verdictbanner.h"

#include <QColor>

#include <algorithm>

namespace locklab {

LockKeyModel::LockKeyModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LockKeyModel::setResult(std::shared_ptr<const TrafficResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int LockKeyModel::rowOf(const QString &key) const
{
    return m_result ? static_cast<int>(m_result->indexOf(key)) : -1;
}

bool LockKeyModel::hasShards() const
{
    return m_result && std::any_of(m_result->locks().cbegin(), m_result->locks().cend(), [](const LockKeyResult &k) {
               return !k.shard.isEmpty();
           });
}

int LockKeyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : static_cast<int>(m_result->locks().size());
}

int LockKeyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LockKeyModel::verdictText(Verdict verdict, int foreignDeletes)
{
    // The banner's verdict in a table's few words (the tooltip has the banner's own).
    if (verdict != Verdict::DataCorrupted && foreignDeletes > 0)
        return tr("lock deleted");
    switch (verdict) {
    case Verdict::Safe:
        return tr("safe");
    case Verdict::MutualExclusionViolated:
        return tr("two holders");
    case Verdict::DataCorrupted:
        return tr("stale write");
    case Verdict::DuplicateWork:
        return tr("duplicate work");
    case Verdict::Inconclusive:
        return tr("inconclusive");
    }
    return {};
}

bool LockKeyModel::shownByDefault(int column)
{
    switch (column) {
    case KeyColumn:
    case VerdictColumn:
    case ViolationsColumn:
    case ShardColumn:  // where there are shards: a cluster's key is found by its shard
        return true;
    default:
        return false;
    }
}

QString LockKeyModel::figuresText(int row) const
{
    // Every count, titled as its column is: the tooltip says what the hidden columns would.
    const LockKeyResult &k = m_result->locks().at(row);
    QStringList lines;
    for (int column = ClientsColumn; column <= ViolationsColumn; ++column) {
        QString value = data(index(row, column)).toString();
        if (column == OverlapMsColumn)
            continue;  // with the overlaps: "Overlaps: 2 (302.8 ms)", not "Overlap ms: 302.8"
        if (column == OverlapsColumn && k.overlaps > 0)
            value += QStringLiteral(" (%1)").arg(formatMs(k.overlapTime, 1));
        lines << tr("%1: %2").arg(headerData(column, Qt::Horizontal).toString(), value);
    }
    if (!k.shard.isEmpty())
        lines << tr("%1: %2").arg(headerData(ShardColumn, Qt::Horizontal).toString(), k.shard);
    return lines.join(u'\n');
}

QVariant LockKeyModel::figure(const LockKeyResult &k, int column) const
{
    switch (column) {
    case ClientsColumn:
        return k.clients;
    case AcquisitionsColumn:
        return k.acquisitions;
    case OverlapsColumn:
        return k.overlaps;
    case OverlapMsColumn:
        return msFromUs(k.overlapTime);
    case ForeignDeletesColumn:
        return k.foreignDeletes;
    case StaleWritesColumn:
        return k.staleWritesAccepted;
    case LocksLostColumn:
        return k.locksLostWhileHeld;
    case ViolationsColumn:
        return k.violations;
    default:
        return {};
    }
}

QVariant LockKeyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_result)
        return {};
    const LockKeyResult &k = m_result->locks().at(index.row());
    const int column = index.column();
    switch (role) {
    case KeyRole:
        return k.key;
    case VerdictNameRole:
        return verdictName(k.verdict);
    case SortRole:
        if (column == KeyColumn)
            return k.key;
        if (column == ShardColumn)
            return k.shard;
        if (column == VerdictColumn)
            return index.row();  // the rows are in core's worst-first order
        return figure(k, column);
    case Qt::DisplayRole:
        // A key is any bytes a client sent: shown escaped as the command line prints it, so an
        // ESC, a newline or a U+202E in it never reorders or cuts the row (the filter reads this).
        if (column == KeyColumn)
            return printable(k.key);
        if (column == VerdictColumn)
            return verdictText(k.verdict, k.foreignDeletes);
        if (column == OverlapMsColumn)
            return formatMsNumber(k.overlapTime, 1);
        if (column == ShardColumn)
            return k.shard;
        return figure(k, column);
    case Qt::DecorationRole:
        if (column == VerdictColumn)
            return VerdictBanner::colorFor(k.verdict, k.foreignDeletes);
        return {};
    case Qt::ToolTipRole:
        if (column == KeyColumn || column == VerdictColumn)
            return QString(tr("%1: %2 (%n violation(s))", nullptr, k.violations)
                               .arg(printable(k.key), VerdictBanner::headlineFor(k.verdict, k.foreignDeletes))
                           + u'\n' + figuresText(index.row()));
        return {};
    case Qt::TextAlignmentRole:
        if (column > VerdictColumn && column != ShardColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant LockKeyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        // The title whole first, where the panel's edge cuts it; then what the column counts.
        const QString title = headerData(section, orientation, Qt::DisplayRole).toString();
        const QString what = explanation(section);
        return what.isEmpty() ? title : QString(title + u'\n' + what);
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case KeyColumn:
            return tr("Lock key");
        case VerdictColumn:
            return tr("Verdict");
        case ClientsColumn:
            return tr("Clients");
        case AcquisitionsColumn:
            return tr("Acquired");
        case OverlapsColumn:
            return tr("Overlaps");
        case OverlapMsColumn:
            return tr("Overlap ms");
        case ForeignDeletesColumn:
            return tr("Foreign DELs");
        case StaleWritesColumn:
            return tr("Stale writes");
        case LocksLostColumn:
            return tr("Lost while held");
        case ViolationsColumn:
            return tr("Violations");
        case ShardColumn:
            return tr("Shard");
        default:
            return {};
        }
    }
    return {};
}

QString LockKeyModel::explanation(int section)
{
    switch (section) {
    case VerdictColumn:
        return tr("The key's verdict; sorted, the worst key first");
    case ClientsColumn:
        return tr("Clients that sent a command on the key");
    case AcquisitionsColumn:
        return tr("Acquisitions that took effect");
    case OverlapsColumn:
    case OverlapMsColumn:
        return tr("Times two clients believed they held the key at once, and for how long in all");
    case ForeignDeletesColumn:
        return tr("DELs that freed another client's lock");
    case StaleWritesColumn:
        return tr("Writes accepted from a client that no longer held the lock");
    case LocksLostColumn:
        return tr("Locks that expired while their holder still believed it held them");
    case ShardColumn:
        return tr("The cluster shard that holds the key, named by its primary when the watch began");
    default:
        return {};
    }
}

}  // namespace locklab
