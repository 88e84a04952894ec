// SPDX-License-Identifier: MIT
#include "breakpointhitmodel.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace locklab {

BreakpointHitModel::BreakpointHitModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void BreakpointHitModel::setHits(const QList<BreakpointHit> &hits)
{
    beginResetModel();
    m_hits = hits;
    m_shown = hits.size();
    endResetModel();
}

void BreakpointHitModel::setShownCount(qsizetype count)
{
    count = count < 0 ? m_hits.size() : std::min(count, m_hits.size());
    if (count > m_shown) {
        beginInsertRows(QModelIndex(), static_cast<int>(m_shown), static_cast<int>(count - 1));
        m_shown = count;
        endInsertRows();
    } else if (count < m_shown) {
        beginRemoveRows(QModelIndex(), static_cast<int>(count), static_cast<int>(m_shown - 1));
        m_shown = count;
        endRemoveRows();
    }
}

void BreakpointHitModel::setEnabledKinds(quint32 kinds)
{
    if (kinds == m_enabled)
        return;
    m_enabled = kinds;
    if (m_shown > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int BreakpointHitModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown);
}

int BreakpointHitModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointHitModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BreakpointHit &hit = m_hits.at(index.row());
    const bool enabled = (m_enabled & breakpointBit(hit.kind)) != 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return tr("%1 ms").arg(msFromUs(hit.at), 0, 'f', 3);
        case KindColumn:
            return breakpointKindTitle(hit.kind);
        case DescriptionColumn:
            return hit.description;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return hit.description;
    case Qt::ForegroundRole:
        if (!enabled)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TimeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case KindRole:
        return static_cast<int>(hit.kind);
    case TimeRole:
        return hit.at;
    case EventIndexRole:
        return static_cast<qlonglong>(hit.eventIndex);
    case EnabledRole:
        return enabled;
    default:
        return {};
    }
}

QVariant BreakpointHitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case KindColumn:
        return tr("Breakpoint");
    case DescriptionColumn:
        return tr("What happened");
    default:
        return {};
    }
}

QHash<int, QByteArray> BreakpointHitModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(TimeRole, "time");
    names.insert(EventIndexRole, "eventIndex");
    names.insert(EnabledRole, "enabled");
    return names;
}

}  // namespace locklab
