// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace locklab {

// Fairness under contention, spin against jitter: acquisitions per worker, the wait-time
// percentiles and the workers that never got the lock, for two scenarios side by side.
class FairnessView : public QWidget {
    Q_OBJECT
public:
    explicit FairnessView(QWidget *parent = nullptr);

    // Runs both built-in scenarios (retry-spin, retry-jitter) on the embedded backend.
    bool compare(const QString &left = QStringLiteral("retry-spin"),
                 const QString &right = QStringLiteral("retry-jitter"));
    const Summary &summary(int side) const { return m_summaries[side]; }

private:
    void show(int side, const QString &title, const Trace &trace, const Summary &summary);

    QChartView *m_charts[2] = {nullptr, nullptr};
    QLabel *m_labels[2] = {nullptr, nullptr};
    Summary m_summaries[2];
};

}  // namespace locklab
