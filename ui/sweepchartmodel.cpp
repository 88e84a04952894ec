// SPDX-License-Identifier: MIT
#include "sweepchartmodel.h"

#include <algorithm>

namespace locklab {

namespace {

struct ColumnInfo {
    SweepChartModel::Metric metric;
    bool fencing;
};

ColumnInfo columnInfo(int column)
{
    using M = SweepChartModel::Metric;
    switch (column) {
    case SweepChartModel::ViolationOffColumn:
        return {M::Violation, false};
    case SweepChartModel::ViolationOnColumn:
        return {M::Violation, true};
    case SweepChartModel::StaleOffColumn:
        return {M::StaleWrite, false};
    case SweepChartModel::StaleOnColumn:
        return {M::StaleWrite, true};
    case SweepChartModel::OverlapOffColumn:
        return {M::OverlapMs, false};
    default:
        return {M::OverlapMs, true};
    }
}

}  // namespace

SweepChartModel::SweepChartModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void SweepChartModel::setResult(const SweepResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

const PolicyMetrics &SweepChartModel::metrics(int point, bool fencing) const
{
    const SweepPoint &p = m_result.points.at(point);
    return fencing ? p.fencingOn : p.fencingOff;
}

const Estimate &SweepChartModel::estimate(const PolicyMetrics &m, Metric metric)
{
    switch (metric) {
    case Metric::Violation:
        return m.violation;
    case Metric::StaleWrite:
        return m.staleWrite;
    case Metric::OverlapMs:
        break;
    }
    return m.overlapMs;
}

QList<QPointF> SweepChartModel::series(Metric metric, bool fencing, Band band) const
{
    QList<QPointF> out;
    out.reserve(m_result.points.size());
    for (int i = 0; i < m_result.points.size(); ++i) {
        const SweepPoint &p = m_result.points.at(i);
        const Estimate &e = estimate(metrics(i, fencing), metric);
        const double y = band == Band::Low ? e.low : band == Band::High ? e.high : e.value;
        out.append(QPointF(p.values.value(0), y));
    }
    return out;
}

int SweepChartModel::exemplarTrial(int point, bool fencing, Metric metric) const
{
    if (point < 0 || point >= m_result.points.size())
        return -1;
    const PolicyMetrics &m = metrics(point, fencing);
    return metric == Metric::StaleWrite ? m.staleWriteTrial : m.exemplarTrial;
}

QString SweepChartModel::parameterName() const
{
    return m_result.axes.isEmpty() ? QString() : SweepAxis::parameterName(m_result.axes.first().parameter);
}

bool SweepChartModel::allowsLogX() const
{
    return !m_result.points.isEmpty()
           && std::all_of(m_result.points.cbegin(), m_result.points.cend(),
                          [](const SweepPoint &p) { return p.values.value(0) > 0; });
}

int SweepChartModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.points.size());
}

int SweepChartModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SweepChartModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SweepPoint &p = m_result.points.at(index.row());
    if (index.column() == ParameterColumn) {
        switch (role) {
        case Qt::DisplayRole:
            return QString::number(p.values.value(0), 'g', 6);
        case ValueRole:
            return p.values.value(0);
        default:
            return {};
        }
    }
    const ColumnInfo info = columnInfo(index.column());
    const PolicyMetrics &m = metrics(index.row(), info.fencing);
    const Estimate &e = estimate(m, info.metric);
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 [%2, %3]")
            .arg(QString::number(e.value, 'g', 4), QString::number(e.low, 'g', 4), QString::number(e.high, 'g', 4));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case ValueRole:
        return e.value;
    case LowRole:
        return e.low;
    case HighRole:
        return e.high;
    case ExemplarRole:
        return info.metric == Metric::StaleWrite ? m.staleWriteTrial : m.exemplarTrial;
    default:
        return {};
    }
}

QVariant SweepChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    switch (section) {
    case ParameterColumn:
        return parameterName();
    case ViolationOffColumn:
        return tr("P(two holders), fencing off");
    case ViolationOnColumn:
        return tr("P(two holders), fencing on");
    case StaleOffColumn:
        return tr("P(stale write), fencing off");
    case StaleOnColumn:
        return tr("P(stale write), fencing on");
    case OverlapOffColumn:
        return tr("Mean overlap (ms), fencing off");
    case OverlapOnColumn:
        return tr("Mean overlap (ms), fencing on");
    default:
        return {};
    }
}

}  // namespace locklab
