// SPDX-License-Identifier: MIT
#include "branchmodel.h"

#include "verdictbanner.h"

#include <QFont>

namespace locklab {

BranchModel::BranchModel(QObject *parent)
    : QAbstractListModel(parent)
{}

int BranchModel::indexOf(const QByteArray &key) const
{
    for (int i = 0; i < count(); ++i) {
        if (m_branches.at(i).key == key)
            return i;
    }
    return -1;
}

void BranchModel::reset(const Branch &branch)
{
    beginResetModel();
    m_branches = {branch};
    m_current = 0;
    endResetModel();
    Q_EMIT currentChanged(0);
}

int BranchModel::append(const Branch &branch)
{
    const int row = count();
    beginInsertRows(QModelIndex(), row, row);
    m_branches.append(branch);
    endInsertRows();
    return row;
}

void BranchModel::replace(int row, const Branch &branch)
{
    if (row < 0 || row >= count())
        return;
    m_branches[row] = branch;
    Q_EMIT dataChanged(index(row), index(row));
}

void BranchModel::setCurrent(int row)
{
    if (row == m_current || row < 0 || row >= count())
        return;
    const int previous = m_current;
    m_current = row;
    if (previous >= 0 && previous < count())
        Q_EMIT dataChanged(index(previous), index(previous));
    Q_EMIT dataChanged(index(row), index(row));
    Q_EMIT currentChanged(row);
}

QString BranchModel::policiesText(const Policies &policies)
{
    const QString release = policies.release == ReleaseMode::Naive ? tr("naive DEL") : tr("token release");
    return tr("%1 · fencing %2 · heartbeat %3")
        .arg(release, policies.fencing ? tr("on") : tr("off"), policies.heartbeat.enabled ? tr("on") : tr("off"));
}

QString BranchModel::label(int row) const
{
    if (row < 0 || row >= count())
        return {};
    const Branch &b = m_branches.at(row);
    QString text = tr("%1. %2").arg(row + 1).arg(policiesText(b.policies));
    if (!b.origin.isEmpty())
        text = tr("%1 (recorded: %2)").arg(text, b.origin);
    return text;
}

int BranchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant BranchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Branch &b = m_branches.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return label(index.row());
    case Qt::ToolTipRole:
        return VerdictBanner::headlineFor(b.summary);
    case Qt::FontRole:
        if (index.row() == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case VerdictRole:
        return static_cast<int>(b.summary.verdict);
    case PoliciesRole:
        return policiesText(b.policies);
    case CurrentRole:
        return index.row() == m_current;
    case OriginRole:
        return b.origin;
    default:
        return {};
    }
}

QHash<int, QByteArray> BranchModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(VerdictRole, "verdict");
    names.insert(PoliciesRole, "policies");
    names.insert(CurrentRole, "current");
    names.insert(OriginRole, "origin");
    return names;
}

}  // namespace locklab
