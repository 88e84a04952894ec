// SPDX-License-Identifier: MIT
#include "violationmodel.h"

#include <algorithm>

namespace locklab {

ViolationModel::ViolationModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ViolationModel::setViolations(const QList<Violation> &violations, qsizetype shown)
{
    shown = shown < 0 ? violations.size() : std::min(shown, violations.size());
    if (violations.constData() == m_violations.constData() && violations.size() == m_violations.size()) {
        // The same run stepped: rows come and go at the end (a binary search decided how many).
        if (shown > m_shown) {
            beginInsertRows(QModelIndex(), static_cast<int>(m_shown), static_cast<int>(shown - 1));
            m_shown = shown;
            endInsertRows();
        } else if (shown < m_shown) {
            beginRemoveRows(QModelIndex(), static_cast<int>(shown), static_cast<int>(m_shown - 1));
            m_shown = shown;
            endRemoveRows();
        }
        return;
    }
    beginResetModel();
    m_violations = violations;  // shared with the summary, not copied
    m_shown = shown;
    endResetModel();
}

QString ViolationModel::kindTitle(ViolationKind kind)
{
    switch (kind) {
    case ViolationKind::MutualExclusion:
        return tr("Mutual exclusion violated");
    case ViolationKind::StaleWriteAccepted:
        return tr("Stale write accepted");
    case ViolationKind::ForeignDelete:
        return tr("DEL removed another worker's lock");
    case ViolationKind::LockLostWhileHeld:
        return tr("Lock lost while its holder believed in it");
    case ViolationKind::UnknownOutcome:
        return tr("Unknown outcome");
    case ViolationKind::ForeignExtend:
        return tr("Heartbeat extended another worker's lock");
    case ViolationKind::DuplicateWork:
        return tr("Duplicate work (an efficiency lock: harmless)");
    case ViolationKind::TimeoutIgnored:
        return tr("Timeout not honoured");
    }
    return {};
}

int ViolationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown);
}

int ViolationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ViolationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Violation &v = m_violations.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return formatMs(v.from);
        case KindColumn:
            return kindTitle(v.kind);
        case ExplanationColumn:
            return v.explanation;
        default:
            return {};
        }
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole:
    case ExplanationRole:
        return v.explanation;
    case Qt::TextAlignmentRole:
        if (index.column() == TimeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TimeRole:
        return v.from;
    case KindRole:
        return static_cast<int>(v.kind);
    default:
        return {};
    }
}

QVariant ViolationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("From");
    case KindColumn:
        return tr("Violation");
    case ExplanationColumn:
        return tr("What happened");
    default:
        return {};
    }
}

}  // namespace locklab
