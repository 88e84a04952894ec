// SPDX-License-Identifier: MIT
#include "breakpointhitmodel.h"

#include "core/mstext.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <climits>

namespace locklab {

BreakpointHitModel::BreakpointHitModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void BreakpointHitModel::setHits(const BreakpointHits &hits)
{
    beginResetModel();
    m_hits = hits;
    m_shown = -1;
    endResetModel();
}

void BreakpointHitModel::setShownCount(qsizetype count)
{
    const qsizetype was = shown();
    count = count < 0 ? m_hits.size() : std::min(count, m_hits.size());
    if (count > was) {
        beginInsertRows(QModelIndex(), static_cast<int>(was), static_cast<int>(count - 1));
        m_shown = count;
        endInsertRows();
    } else if (count < was) {
        beginRemoveRows(QModelIndex(), static_cast<int>(count), static_cast<int>(was - 1));
        m_shown = count;
        endRemoveRows();
    }
}

void BreakpointHitModel::setEnabledKinds(quint32 kinds)
{
    if (kinds == m_enabled)
        return;
    m_enabled = kinds;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int BreakpointHitModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(std::min<qsizetype>(shown(), INT_MAX));
}

int BreakpointHitModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointHitModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const qsizetype row = index.row();
    const BreakpointKind kind = m_hits.kindAt(row);
    const bool enabled = (m_enabled & breakpointBit(kind)) != 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return formatMs(m_hits.timeAt(row), 3);
        case KindColumn:
            return breakpointKindTitle(kind);
        case DescriptionColumn:
            return m_hits.at(row).description;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return m_hits.at(row).description;
    case Qt::ForegroundRole:
        if (!enabled)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TimeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case KindRole:
        return static_cast<int>(kind);
    case TimeRole:
        return m_hits.timeAt(row);
    case EventIndexRole:
        return static_cast<qlonglong>(m_hits.eventIndexAt(row));
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
