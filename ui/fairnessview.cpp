// SPDX-License-Identifier: MIT
#include "fairnessview.h"

#include "builtins.h"
#include "simulation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QValueAxis>

namespace locklab {

FairnessView::FairnessView(QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    auto *intro =
        new QLabel(tr("Many workers, short holds: who gets the lock? Retrying at a fixed interval (spin) lets the "
                      "fastest workers win again and again; random jitter spreads the retries."),
                   this);
    intro->setWordWrap(true);
    grid->addWidget(intro, 0, 0, 1, 2);
    auto *rerun = new QPushButton(tr("Run spin vs jitter"), this);
    grid->addWidget(rerun, 0, 2, Qt::AlignRight | Qt::AlignTop);
    for (int side = 0; side < 2; ++side) {
        m_charts[side] = new QChartView(this);
        m_charts[side]->setMinimumHeight(220);
        m_charts[side]->setChart(new QChart);
        m_labels[side] = new QLabel(this);
        m_labels[side]->setWordWrap(true);
        m_labels[side]->setTextFormat(Qt::RichText);
        grid->addWidget(m_charts[side], 1, side == 0 ? 0 : 1, 1, side == 0 ? 1 : 2);
        grid->addWidget(m_labels[side], 2, side == 0 ? 0 : 1, 1, side == 0 ? 1 : 2);
    }
    grid->setRowStretch(1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    connect(rerun, &QPushButton::clicked, this, [this] { compare(); });
}

bool FairnessView::compare(const QString &left, const QString &right)
{
    int side = 0;
    for (const QString &name : {left, right}) {
        Scenario scenario;
        LoadError error;
        if (!loadBuiltinScenario(name, &scenario, &error)) {
            m_labels[side]->setText(tr("Cannot load %1.").arg(name));
            return false;
        }
        const Trace trace = simulate(scenario, scenario.policies);
        m_summaries[side] = summarize(trace);
        show(side, scenarioTitle(scenario), trace, m_summaries[side]);
        ++side;
    }
    return true;
}

void FairnessView::show(int side, const QString &title, const Trace &trace, const Summary &summary)
{
    QList<int> perWorker(trace.workers.size(), 0);
    for (const Acquisition &a : summary.acquisitions)
        if (a.ok && a.worker >= 0 && a.worker < perWorker.size())
            ++perWorker[a.worker];

    QChart *chart = m_charts[side]->chart();
    chart->removeAllSeries();
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(tr("%1: acquisitions per worker").arg(title));
    chart->legend()->hide();
    auto *set = new QBarSet(tr("acquisitions"));
    QStringList categories;
    int most = 1;
    for (int w = 0; w < perWorker.size(); ++w) {
        *set << perWorker.at(w);
        categories << trace.workers.at(w);
        most = std::max(most, perWorker.at(w));
    }
    set->setColor(side == 0 ? QColor(0xd0, 0x3b, 0x2f) : QColor(0x1f, 0x6f, 0xb5));
    auto *series = new QBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsAngle(-90);
    auto *y = new QValueAxis;
    y->setRange(0, most);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickInterval(std::max(1, most / 5));
    y->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);

    const Fairness &f = summary.fairness;
    QStringList starved;
    for (int w : f.starved)
        starved << trace.workerName(w).toHtmlEscaped();
    const auto ms = [](Micros us) { return QString::number(static_cast<double>(us) / 1000.0, 'f', 1); };
    m_labels[side]->setText(
        tr("<b>%1</b> of %2 workers served, %3 SET NX tries. Wait p50 %4 ms, p95 %5 ms, max %6 ms.<br>"
           "Starved: %7")
            .arg(f.workersServed)
            .arg(trace.workers.size())
            .arg(f.tries)
            .arg(ms(f.waitP50), ms(f.waitP95), ms(f.waitMax),
                 starved.isEmpty() ? tr("none") : starved.join(QStringLiteral(", "))));
}

}  // namespace locklab
