// SPDX-License-Identifier: MIT
#include "violationmodel.h"

#include <algorithm>

namespace locklab {

ViolationModel::ViolationModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ViolationModel::setViolations(const Interpretation &run, qsizetype shown)
{
    const QList<Violation> &violations = run.summary().violations;
    shown = shown < 0 ? violations.size() : std::min(shown, violations.size());
    const bool sameList =
        violations.constData() == m_violations.constData() && violations.size() == m_violations.size();
    if (sameList || violations == m_violations) {
        // The same run stepped: rows come and go at the end (a binary search decided how many).
        // Or a new run with the same violations: the rows stay, worded by the new run.
        m_run = run;
        m_violations = violations;
        if (!sameList && m_shown > 0)
            Q_EMIT dataChanged(index(0, ExplanationColumn), index(static_cast<int>(m_shown - 1), ExplanationColumn));
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
    m_run = run;
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
            return m_run.witness(v);
        default:
            return {};
        }
    case Qt::ToolTipRole:
    case Qt::AccessibleDescriptionRole:
    case ExplanationRole:
        return m_run.witness(v);
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
