// SPDX-License-Identifier: MIT
#include "faultlistmodel.h"

#include "core/mstext.h"
#include "core/scenarioloader.h"
#include "scenariodocument.h"

namespace locklab {

FaultListModel::FaultListModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(static_cast<int>(document->scenario().faults.size()))
{
    connect(document, &ScenarioDocument::changed, this, [this] {
        const int now = static_cast<int>(m_document->scenario().faults.size());
        if (now == m_rows && now > 0) {
            Q_EMIT dataChanged(index(0, 0), index(now - 1, ColumnCount - 1));
        } else {
            beginResetModel();
            m_rows = now;
            endResetModel();
        }
    });
}

int FaultListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int FaultListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool FaultListModel::hasAmount(FaultKind kind)
{
    return kind != FaultKind::LostReply;
}

namespace {

qint64 amountOf(const Fault &f)
{
    return f.kind == FaultKind::Restart || f.kind == FaultKind::Failover ? f.downMs : f.ms;
}

QString kindName(FaultKind kind)
{
    switch (kind) {
    case FaultKind::Pause:
        return FaultListModel::tr("pause (process frozen)");
    case FaultKind::Latency:
        return FaultListModel::tr("slow replies");
    case FaultKind::LostReply:
        return FaultListModel::tr("lost reply");
    case FaultKind::Restart:
        return FaultListModel::tr("Redis restart");
    case FaultKind::ClockJump:
        return FaultListModel::tr("clock jump");
    case FaultKind::ReplicationLag:
        return FaultListModel::tr("replication lag");
    case FaultKind::Failover:
        return FaultListModel::tr("failover");
    case FaultKind::Promotion:
        return FaultListModel::tr("promotion");
    case FaultKind::Stall:
        return FaultListModel::tr("stalled server");
    }
    return {};
}

}  // namespace

QString FaultListModel::kindText(const Fault &fault)
{
    if (fault.kind == FaultKind::Restart)
        return fault.persistent ? tr("Redis restart (AOF)") : tr("Redis restart (no persistence)");
    return kindName(fault.kind);
}

QVariant FaultListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Scenario &s = m_document->scenario();
    const Fault &f = s.faults.at(index.row());
    if (role == MinimumRole)
        return 0;
    if (role == MaximumRole)
        return static_cast<int>(limits::maxDurationMs);
    const bool edit = role == Qt::EditRole;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && !edit)
        return {};
    switch (index.column()) {
    case KindColumn:
        return kindText(f);
    case AtColumn:
        return edit ? QVariant(static_cast<int>(f.atMs)) : QVariant(formatWholeMs(f.atMs));
    case WorkerColumn:
        if (f.worker < 0 && f.instance >= 0 && s.redlock.enabled())  // a Redlock's server fault: which one
            return tr("instance %1").arg(f.instance + 1);
        if (f.worker < 0 || f.worker >= s.workers.size())
            return edit ? QVariant() : QVariant(tr("—"));
        return s.workers.at(f.worker).name;
    case AmountColumn:
        if (!hasAmount(f.kind))
            return f.nth > 0 ? tr("command #%1").arg(f.nth) : QVariant();
        if (edit)
            return static_cast<int>(amountOf(f));
        switch (f.kind) {
        case FaultKind::Pause:
        case FaultKind::Stall:
            return tr("for %1").arg(formatWholeMs(f.ms));
        case FaultKind::Latency:
        case FaultKind::ClockJump:
            return QString(u'+' + formatWholeMs(f.ms));
        case FaultKind::Restart:
            return tr("down %1").arg(formatWholeMs(f.downMs));
        default:
            return {};
        }
    default:
        return {};
    }
}

Qt::ItemFlags FaultListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    const Fault &fault = m_document->scenario().faults.at(index.row());
    if (index.column() == AtColumn || (index.column() == AmountColumn && hasAmount(fault.kind)))
        f |= Qt::ItemIsEditable;
    return f;
}

bool FaultListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    bool ok = false;
    const qint64 n = value.toLongLong(&ok);
    if (!ok || n < 0 || n > limits::maxDurationMs) {
        Q_EMIT editRejected(tr("Expected a whole number of milliseconds from 0 to %1.").arg(limits::maxDurationMs));
        return false;
    }
    Scenario s = m_document->scenario();
    Fault &f = s.faults[index.row()];
    if (index.column() == AtColumn) {
        f.atMs = n;
    } else if (index.column() == AmountColumn && hasAmount(f.kind)) {
        (f.kind == FaultKind::Restart || f.kind == FaultKind::Failover ? f.downMs : f.ms) = n;
    } else {
        return false;
    }
    m_document->apply(s, tr("Change fault %1").arg(index.row() + 1));
    return true;
}

QVariant FaultListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KindColumn:
        return tr("Fault");
    case AtColumn:
        return tr("At");
    case WorkerColumn:
        return tr("Worker");
    case AmountColumn:
        return tr("How much");
    default:
        return {};
    }
}

bool FaultListModel::removeFault(int row)
{
    Scenario s = m_document->scenario();
    if (row < 0 || row >= s.faults.size())
        return false;
    const QString what = kindText(s.faults.at(row));
    s.faults.removeAt(row);
    m_document->apply(s, tr("Remove fault: %1").arg(what));
    return true;
}

}  // namespace locklab
