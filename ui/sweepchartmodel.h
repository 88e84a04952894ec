// SPDX-License-Identifier: MIT
#pragma once

#include "core/sweep.h"

#include <QAbstractTableModel>
#include <QPointF>

namespace locklab {

// A sweep result as the charts read it: one row per point of the first axis, one column per
// plotted metric. The series the charts draw come from here, so a test can hold them against
// sweepToCsv() without a chart.
class SweepChartModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Metric : quint8 { Violation, StaleWrite, OverlapMs };
    enum class Band : quint8 { Value, Low, High };
    enum Column {
        ParameterColumn,
        ViolationOffColumn,
        ViolationOnColumn,
        StaleOffColumn,
        StaleOnColumn,
        OverlapOffColumn,
        OverlapOnColumn,
        ColumnCount
    };
    enum Roles {
        ValueRole = Qt::UserRole,  // double: the estimate (DisplayRole is formatted text)
        LowRole,                   // double: 95% interval, low end
        HighRole,                  // double: 95% interval, high end
        ExemplarRole,              // int: the first trial that fails this column's metric, -1 if none
    };

    explicit SweepChartModel(QObject *parent = nullptr);

    void setResult(const SweepResult &result);
    const SweepResult &result() const { return m_result; }
    bool isEmpty() const { return m_result.points.isEmpty(); }

    // x: the first axis's value; y: the estimate or one end of its interval.
    QList<QPointF> series(Metric metric, bool fencing, Band band = Band::Value) const;
    // The first trial at this point and policy that fails `metric` (the overlap chart's failure
    // is two holders at once), -1 if none.
    int exemplarTrial(int point, bool fencing, Metric metric = Metric::Violation) const;
    QString parameterName() const;
    // True when every x is positive: only then can the x axis be logarithmic.
    bool allowsLogX() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const PolicyMetrics &metrics(int point, bool fencing) const;
    static const Estimate &estimate(const PolicyMetrics &m, Metric metric);

    SweepResult m_result;
};

}  // namespace locklab
