// SPDX-License-Identifier: MIT
#include "sweepchartmodel.h"

#include <algorithm>

namespace locklab {

SweepChartModel::SweepChartModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void SweepChartModel::setResult(const SweepResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

const PolicyMetrics &SweepChartModel::metrics(int point, int line) const
{
    return m_result.points.at(point).lines.at(line);
}

QString SweepChartModel::lineLabel(int line) const
{
    return m_result.lines.at(line).label(m_result.redlockInstances);
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

QList<QPointF> SweepChartModel::series(Metric metric, int line, Band band) const
{
    QList<QPointF> out;
    out.reserve(m_result.points.size());
    for (int i = 0; i < m_result.points.size(); ++i) {
        const SweepPoint &p = m_result.points.at(i);
        const Estimate &e = estimate(metrics(i, line), metric);
        const double y = band == Band::Low ? e.low : band == Band::High ? e.high : e.value;
        out.append(QPointF(p.values.value(0), y));
    }
    return out;
}

int SweepChartModel::exemplarTrial(int point, int line, Metric metric) const
{
    if (point < 0 || point >= m_result.points.size() || line < 0 || line >= lineCount())
        return -1;
    const PolicyMetrics &m = metrics(point, line);
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
    return parent.isValid() ? 0 : 1 + 3 * lineCount();
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
    const auto metric = static_cast<Metric>((index.column() - 1) / lineCount());
    const PolicyMetrics &m = metrics(index.row(), (index.column() - 1) % lineCount());
    const Estimate &e = estimate(m, metric);
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
        return metric == Metric::StaleWrite ? m.staleWriteTrial : m.exemplarTrial;
    default:
        return {};
    }
}

QVariant SweepChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    if (section == ParameterColumn)
        return parameterName();
    const QString line = lineLabel((section - 1) % lineCount());
    switch (static_cast<Metric>((section - 1) / lineCount())) {
    case Metric::Violation:
        return tr("P(two holders), %1").arg(line);
    case Metric::StaleWrite:
        return tr("P(stale write), %1").arg(line);
    case Metric::OverlapMs:
        break;
    }
    return tr("Mean overlap (ms), %1").arg(line);
}

}  // namespace locklab
