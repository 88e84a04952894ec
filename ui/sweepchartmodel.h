// SPDX-License-Identifier: MIT
#pragma once

#include "core/sweep.h"

#include <QAbstractTableModel>
#include <QPointF>

namespace locklab {

// A sweep result as the charts read it: one row per point of the first axis, one column per
// plotted metric and line (metric by metric, the lines in the sweep's order). The series the
// charts draw come from here, so a test can hold them against sweepToCsv() without a chart.
// A line is an index into the result's lines: a plain sweep's are fencing off (0) and on (1).
class SweepChartModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Metric : quint8 { Violation, StaleWrite, OverlapMs };
    enum class Band : quint8 { Value, Low, High };
    // A plain sweep's columns; a comparison of n lines has 1 + 3n, in the same order.
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

    int lineCount() const { return static_cast<int>(m_result.lines.size()); }
    // "fencing off", "single instance", "Redlock of 5", in the user's language.
    QString lineLabel(int line) const;
    // x: the first axis's value; y: the estimate or one end of its interval.
    QList<QPointF> series(Metric metric, int line, Band band = Band::Value) const;
    // The first trial at this point and line that fails `metric` (the overlap chart's failure
    // is two holders at once), -1 if none.
    int exemplarTrial(int point, int line, Metric metric = Metric::Violation) const;
    QString parameterName() const;
    // True when every x is positive: only then can the x axis be logarithmic.
    bool allowsLogX() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const PolicyMetrics &metrics(int point, int line) const;
    static const Estimate &estimate(const PolicyMetrics &m, Metric metric);

    SweepResult m_result;
};

}  // namespace locklab
