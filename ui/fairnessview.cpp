// SPDX-License-Identifier: MIT
#include "fairnessview.h"

#include "chartpalette.h"
#include "core/builtins.h"
#include "core/mstext.h"
#include "core/simulation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QGridLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace locklab {

namespace {

QString ms(qint64 us)
{
    return formatMs(us, us < 10000 ? 1 : 0);
}

}  // namespace

FairnessView::FairnessView(QWidget *parent)
    : QWidget(parent)
{
    // In a small window the figures scroll rather than squeeze the charts into each other.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    scroll->setWidget(content);
    auto *grid = new QGridLayout(content);
    auto *intro =
        new QLabel(tr("Many workers, short holds: who gets the lock? Retrying at a fixed interval (spin) lets "
                      "the same workers win again and again; random jitter spreads the retries."),
                   content);
    intro->setWordWrap(true);
    grid->addWidget(intro, 0, 0);
    m_metricCombo = new QComboBox(content);
    m_metricCombo->setAccessibleName(tr("Figure"));
    m_metricCombo->addItem(tr("Wait until the first lock"), static_cast<int>(Metric::FirstWait));
    m_metricCombo->addItem(tr("SET NX tries"), static_cast<int>(Metric::Tries));
    m_metricCombo->addItem(tr("Time holding the lock"), static_cast<int>(Metric::Held));
    m_metricCombo->setToolTip(tr("The figure each bar shows, per worker"));
    grid->addWidget(m_metricCombo, 0, 1, Qt::AlignRight | Qt::AlignTop);
    auto *rerun = new QPushButton(tr("Run spin vs jitter"), content);
    grid->addWidget(rerun, 0, 2, Qt::AlignRight | Qt::AlignTop);

    // The lesson in one line, above the evidence.
    m_takeaway = new QLabel(content);
    m_takeaway->setObjectName(QStringLiteral("fairnessTakeaway"));
    m_takeaway->setWordWrap(true);
    QFont big = m_takeaway->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_takeaway->setFont(big);
    grid->addWidget(m_takeaway, 1, 0, 1, 3);

    // One above the other, each the full width: 24 worker names stay readable side by side.
    for (int side = 0; side < 2; ++side) {
        // The chart is given to the constructor: setChart() on a view made without one would
        // release the view's own default chart without deleting it (a leak per view).
        m_charts[side] = new QChartView(new QChart, content);
        m_charts[side]->setMinimumHeight(210);
        m_charts[side]->setRenderHint(QPainter::Antialiasing);
        m_charts[side]->chart()->setMargins(QMargins(4, 4, 4, 4));
        m_labels[side] = new QLabel(content);
        m_labels[side]->setWordWrap(true);
        m_labels[side]->setTextFormat(Qt::RichText);
        grid->addWidget(m_charts[side], 2 + side * 2, 0, 1, 3);
        grid->addWidget(m_labels[side], 3 + side * 2, 0, 1, 3);
        grid->setRowStretch(2 + side * 2, 1);
    }
    grid->setColumnStretch(0, 1);
    connect(rerun, &QPushButton::clicked, this, [this] { compare(); });
    connect(m_metricCombo, &QComboBox::activated, this,
            [this](int index) { setMetric(static_cast<Metric>(m_metricCombo->itemData(index).toInt())); });
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
        m_traces[side] = simulate(scenario, scenario.policies);
        m_summaries[side] = summarize(m_traces[side]);
        m_names[side] = scenario.name;
        m_titles[side] = scenarioTitle(scenario);
        ++side;
    }
    for (side = 0; side < 2; ++side)
        showSide(side);  // both runs first: they share the scale
    m_takeaway->setText(takeaway());
    return true;
}

void FairnessView::setMetric(Metric metric)
{
    m_metric = metric;
    m_metricCombo->setCurrentIndex(m_metricCombo->findData(static_cast<int>(metric)));
    for (int side = 0; side < 2; ++side) {
        if (!m_names[side].isEmpty())
            showSide(side);
    }
}

QString FairnessView::takeawayFor(const QString &name, const Trace &trace, const Fairness &f)
{
    if (f.workers.isEmpty())
        return tr("%1: nobody asked for the lock").arg(name);
    if (f.firstWait.maxWorker < 0)
        return tr("%1: nobody got the lock, %n SET NX", nullptr, f.tries).arg(name);
    QString text = tr("%1: median wait %2, worst %3 (%4), %n SET NX", nullptr, f.tries)
                       .arg(name, ms(f.firstWait.p50), ms(f.firstWait.max), trace.workerName(f.firstWait.maxWorker));
    // Three times the median is where "unlucky" turns into "unfair" for a reader of the chart.
    const double ratio = f.firstWait.maxOverMedian();
    if (ratio >= 3)
        text += tr(" — %1 waited %2× the median").arg(trace.workerName(f.firstWait.maxWorker)).arg(std::round(ratio));
    if (f.gaveUp > 0)
        text += tr(", %n gave up", nullptr, f.gaveUp);
    return text;
}

QString FairnessView::takeaway() const
{
    QStringList parts;
    for (int side = 0; side < 2; ++side) {
        if (!m_names[side].isEmpty())
            parts << takeawayFor(m_names[side], m_traces[side], m_summaries[side].fairness);
    }
    QString text = parts.join(QStringLiteral("; "));
    const Fairness &a = m_summaries[0].fairness;
    const Fairness &b = m_summaries[1].fairness;
    if (parts.size() == 2 && a.firstWait.p50 > 0 && b.firstWait.p50 > 0 && b.tries > 0) {
        // The comparison the two runs exist for, in the same figures.
        const bool rightWins = b.firstWait.p50 < a.firstWait.p50;
        const Fairness &winner = rightWins ? b : a;
        const Fairness &loser = rightWins ? a : b;
        text += tr(". %1 waits %2× less at the median and sends %3× fewer SET NX.")
                    .arg(m_names[rightWins ? 1 : 0])
                    .arg(QLocale().toString(
                        static_cast<double>(loser.firstWait.p50) / static_cast<double>(winner.firstWait.p50), 'f', 1))
                    .arg(QLocale().toString(
                        static_cast<double>(loser.tries) / static_cast<double>(std::max(1, winner.tries)), 'f', 1));
    }
    return text;
}

int FairnessView::labelAngle(int side, const QStringList &categories) const
{
    // Upright names while each has room under its bar, else turned: never elided to "⋮".
    const QFontMetrics fm(font());
    int widest = 0;
    for (const QString &c : categories)
        widest = std::max(widest, fm.horizontalAdvance(c));
    const double plot = m_charts[side]->width() - 60;  // the value axis takes the rest
    return categories.isEmpty() || plot / categories.size() >= widest * 0.85 + 4 ? 0 : -90;
}

void FairnessView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    for (int side = 0; side < 2; ++side) {
        const auto axes = m_charts[side]->chart()->axes(Qt::Horizontal);
        if (auto *x = axes.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis *>(axes.first()))
            x->setLabelsAngle(labelAngle(side, x->categories()));
    }
}

void FairnessView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (int side = 0; side < 2; ++side) {
            if (!m_names[side].isEmpty())
                showSide(side);
        }
    }
}

void FairnessView::showSide(int side)
{
    const Trace &trace = m_traces[side];
    const Fairness &f = m_summaries[side].fairness;
    const bool inMs = m_metric != Metric::Tries;
    auto value = [this](const WorkerFairness &w) -> double {
        switch (m_metric) {
        case Metric::FirstWait:
            return w.firstWait >= 0 ? msFromUs(w.firstWait) : 0.0;
        case Metric::Tries:
            return w.tries;
        case Metric::Held:
            return msFromUs(w.held);
        }
        return 0.0;
    };
    const Spread &spread = m_metric == Metric::FirstWait ? f.firstWait
                           : m_metric == Metric::Tries   ? f.triesPerWorker
                                                         : f.held;
    auto figure = [inMs](qint64 v) { return inMs ? ms(v) : QString::number(v); };

    QChart *chart = m_charts[side]->chart();
    chart->removeAllSeries();
    followPalette(chart, palette());
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    const QString what = m_metricCombo->currentText();
    chart->setTitle(tr("<b>%1</b> (%2) — %3 per worker").arg(m_titles[side].toHtmlEscaped(), m_names[side], what));

    const QColor barColor = side == 0 ? QColor(0xd0, 0x7a, 0x2f) : QColor(0x1f, 0x6f, 0xb5);
    auto *set = new QBarSet(what);
    set->setColor(barColor);
    set->setBorderColor(barColor.darker(120));
    // A worker that gave up is a red bar named with ✗: the one outcome a mean would hide.
    set->setSelectedColor(QColor(0xd9, 0x2d, 0x3a));
    QStringList categories;
    // One scale for both charts: they are there to be compared, bar by bar.
    double most = 0;
    for (const Summary &other : m_summaries) {
        for (const WorkerFairness &w : other.fairness.workers)
            most = std::max(most, value(w));
    }
    for (const WorkerFairness &w : f.workers) {
        *set << value(w);
        categories << (w.gaveUp ? tr("%1 ✗").arg(trace.workerName(w.worker)) : trace.workerName(w.worker));
    }
    for (qsizetype i = 0; i < f.workers.size(); ++i) {
        if (f.workers.at(i).gaveUp)
            set->selectBar(static_cast<int>(i));
    }
    auto *bars = new QBarSeries;
    bars->setBarWidth(0.7);
    bars->append(set);
    chart->addSeries(bars);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsAngle(labelAngle(side, categories));
    x->setTruncateLabels(false);  // a truncated name is "⋮": turned, they all fit
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    x->setLabelsFont(small);
    x->setLabelsColor(palette().color(QPalette::Text));
    auto *y = new QValueAxis;
    y->setRange(0, std::max(1.0, most * 1.12));
    y->setLabelFormat(inMs ? QStringLiteral("%.0f ms") : QStringLiteral("%.0f"));
    y->setLabelsFont(small);
    y->setLabelsColor(palette().color(QPalette::Text));
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);

    if (!f.workers.isEmpty())
        addSpreadLines(chart, y, categories.size(), spread, inMs);
    chart->legend()->setVisible(true);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->legend()->setAlignment(Qt::AlignTop);
    for (QLegendMarker *marker : chart->legend()->markers(bars))
        marker->setVisible(false);

    connectBarTooltips(bars, side);

    const int served = f.workersServed;
    m_labels[side]->setText(
        tr("%1 workers tried, %2 got the lock, %3 gave up; %4 SET NX in all. %5: p50 %6 · p95 %7 · max %8 (%9).")
            .arg(f.workers.size())
            .arg(served)
            .arg(f.gaveUp)
            .arg(f.tries)
            .arg(what.toHtmlEscaped(), figure(spread.p50), figure(spread.p95), figure(spread.max),
                 trace.workerName(spread.maxWorker).toHtmlEscaped()));
}

void FairnessView::addSpreadLines(QChart *chart, QAbstractAxis *y, qsizetype categories, const Spread &spread,
                                  bool inMs)
{
    auto figure = [inMs](qint64 v) { return inMs ? ms(v) : QString::number(v); };
    // p50 and p95 across the bars, on a hidden axis that spans the categories exactly.
    auto *across = new QValueAxis;
    across->setRange(-0.5, std::max<double>(0.5, static_cast<double>(categories) - 0.5));
    across->setVisible(false);
    chart->addAxis(across, Qt::AlignTop);
    auto line = [&](qint64 v, const QString &name, const QColor &color, Qt::PenStyle style) {
        const double at = inMs ? msFromUs(v) : static_cast<double>(v);
        auto *series = new QLineSeries;
        series->setName(name);
        series->append(across->min(), at);
        series->append(across->max(), at);
        series->setPen(QPen(color, 2, style));
        chart->addSeries(series);
        series->attachAxis(across);
        series->attachAxis(y);
    };
    // Two colours as well as two dashes: the legend draws a line's marker as a swatch of its colour.
    line(spread.p50, tr("p50 %1").arg(figure(spread.p50)), palette().color(QPalette::Text), Qt::SolidLine);
    line(spread.p95, tr("p95 %1").arg(figure(spread.p95)), QColor(0xd9, 0x2d, 0x3a), Qt::DashLine);
}

void FairnessView::connectBarTooltips(QBarSeries *bars, int side)
{
    bars->disconnect(this);
    connect(bars, &QBarSeries::hovered, this, [this, side](bool status, int index, QBarSet *) {
        const Fairness &fair = m_summaries[side].fairness;
        if (!status || index < 0 || index >= fair.workers.size()) {
            QToolTip::hideText();
            return;
        }
        const WorkerFairness &w = fair.workers.at(index);
        const QString name = m_traces[side].workerName(w.worker);
        QString text = w.firstWait >= 0 ? tr("%1: first lock after %2 · %n SET NX · held %3", nullptr, w.tries)
                                              .arg(name, ms(w.firstWait), ms(w.held))
                                        : tr("%1: never got the lock · %n SET NX", nullptr, w.tries).arg(name);
        if (w.gaveUp)
            text += tr(" · gave up");
        QToolTip::showText(QCursor::pos(), text, m_charts[side]);
    });
}

}  // namespace locklab
