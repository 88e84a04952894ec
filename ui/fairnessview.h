// SPDX-License-Identifier: MIT
#pragma once

#include "core/summary.h"

#include <QWidget>

class QAbstractAxis;
class QBarSeries;
class QChart;
class QChartView;
class QComboBox;
class QLabel;

namespace locklab {

// Fairness under contention, spin against jitter: per worker, how long it waited for its first
// lock, how many SET NX it sent, how long it held the lock and whether it gave up, as bars with
// the p50 / p95 / max over workers, and one sentence that says what the two runs teach. Every
// figure is the summary's (core); the view only draws them.
class FairnessView : public QWidget {
    Q_OBJECT
public:
    enum class Metric { FirstWait, Tries, Held };

    explicit FairnessView(QWidget *parent = nullptr);

    // Runs both built-in scenarios (retry-spin, retry-jitter) on the embedded backend.
    bool compare(const QString &left = QStringLiteral("retry-spin"),
                 const QString &right = QStringLiteral("retry-jitter"));
    const Summary &summary(int side) const { return m_summaries[side]; }
    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    // "retry-spin: W07 waited 10× the median; retry-jitter: spread within 2×"
    QString takeaway() const;
    QChartView *chart(int side) const { return m_charts[side]; }

    // The sentence for one run, from its summary's fairness.
    static QString takeawayFor(const QString &name, const Trace &trace, const Fairness &fairness);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showSide(int side);
    // p50 and p95 as lines across the bars of one chart, each in the legend.
    void addSpreadLines(QChart *chart, QAbstractAxis *y, qsizetype categories, const Spread &spread, bool inMs);
    void connectBarTooltips(QBarSeries *bars, int side);
    int labelAngle(int side, const QStringList &categories) const;

    QComboBox *m_metricCombo = nullptr;
    QLabel *m_takeaway = nullptr;
    QChartView *m_charts[2] = {nullptr, nullptr};
    QLabel *m_labels[2] = {nullptr, nullptr};
    Summary m_summaries[2];
    Trace m_traces[2];
    QString m_names[2];
    QString m_titles[2];
    Metric m_metric = Metric::FirstWait;
};

}  // namespace locklab
