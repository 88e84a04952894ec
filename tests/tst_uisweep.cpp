// SPDX-License-Identifier: MIT
#include "core/builtins.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "fairnessview.h"
#include "guiapp.h"
#include "labtabs.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "sweepchartmodel.h"
#include "sweepview.h"

#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QValueAxis>
#include <QtTest>

using namespace locklab;

namespace {

Scenario ttlOverlap()
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &error))
        qFatal("ttl-overlap missing");
    return s;
}

void configure(SweepView *view)
{
    view->setAxis(SweepParameter::Ttl, 50, 500, 150);
    view->setPause(Distribution::Kind::LogNormal, 200, 0.6);
    view->setTrials(200);
    view->setSeed(7);
}

}  // namespace

class TestUiSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seriesMatchCsv();
    void viewRunFillsChart();
    void chartsFollowTheDarkTheme();
    void clickedPointOpensFailingTrial();
    void clickedPointFailsItsChartsMetric();
    void windowOpensTrialInTimeline();
    void fairnessSideBySide();
    void runStaysInViewAt720p();
    void redlockLessonComparesThreeLines();
    void screenshotSweepTab();
};

void TestUiSweep::seriesMatchCsv()
{
    SweepConfig config;
    config.scenario = ttlOverlap();
    config.policies = config.scenario.policies;
    SweepAxis axis;
    QString error;
    QVERIFY(SweepAxis::parse(QStringLiteral("ttl=50:500:150"), &axis, &error));
    config.axes = {axis};
    config.trials = 100;
    QVERIFY(Distribution::parse(QStringLiteral("lognormal:median=200,sigma=0.6"), &config.pause, &error));
    SweepRunner runner(config);
    const SweepResult result = runner.run();

    SweepChartModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResult(result);
    QCOMPARE(model.rowCount(), 4);

    const QStringList lines = sweepToCsv(result).split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.first().split(u',');
    QCOMPARE(lines.size(), 1 + model.rowCount());
    const auto num = [](double v) { return QString::number(v, 'g', 8); };
    using M = SweepChartModel::Metric;
    using B = SweepChartModel::Band;
    const struct {
        M metric;
        bool fencing;
        B band;
        const char *column;
    } checks[] = {
        {M::Violation, false, B::Value, "fencing_off_p_violation"},
        {M::Violation, false, B::Low, "fencing_off_p_violation_low"},
        {M::Violation, false, B::High, "fencing_off_p_violation_high"},
        {M::Violation, true, B::Value, "fencing_on_p_violation"},
        {M::StaleWrite, false, B::Value, "fencing_off_p_stale_write"},
        {M::StaleWrite, true, B::Value, "fencing_on_p_stale_write"},
        {M::StaleWrite, true, B::High, "fencing_on_p_stale_write_high"},
        {M::OverlapMs, false, B::Value, "fencing_off_mean_overlap_ms"},
    };
    for (const auto &c : checks) {
        const int column = static_cast<int>(header.indexOf(QString::fromLatin1(c.column)));
        QVERIFY2(column > 0, c.column);
        const QList<QPointF> series = model.series(c.metric, c.fencing, c.band);
        QCOMPARE(series.size(), model.rowCount());
        for (int row = 0; row < series.size(); ++row) {
            const QStringList fields = lines.at(row + 1).split(u',');
            QCOMPARE(num(series.at(row).x()), fields.at(0));
            QCOMPARE(num(series.at(row).y()), fields.at(column));
        }
    }
    const int exemplarColumn = static_cast<int>(header.indexOf(QStringLiteral("fencing_off_exemplar_trial")));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, SweepChartModel::ViolationOffColumn);
        QCOMPARE(index.data(SweepChartModel::ExemplarRole).toString(),
                 lines.at(row + 1).split(u',').at(exemplarColumn));
        QCOMPARE(index.data(SweepChartModel::ValueRole).toDouble(), result.points.at(row).lines.at(0).violation.value);
    }
}

void TestUiSweep::viewRunFillsChart()
{
    const Scenario scenario = ttlOverlap();
    SweepView view([scenario] { return std::make_pair(scenario, scenario.policies); });
    configure(&view);
    QSignalSpy done(&view, &SweepView::finished);
    view.run();
    QVERIFY(view.isRunning());
    QVERIFY(done.wait(60000));
    QCOMPARE(done.first().first().toBool(), false);
    QCOMPARE(view.model()->rowCount(), 4);

    // The violation curve falls as the TTL grows; fencing never lets a stale write through.
    const QList<QPointF> violation = view.model()->series(SweepChartModel::Metric::Violation, false);
    QVERIFY(violation.first().y() > violation.last().y());
    for (const QPointF &p : view.model()->series(SweepChartModel::Metric::StaleWrite, true))
        QCOMPARE(p.y(), 0.0);

    // Both charts hold the fencing off/on lines with one point per sweep point.
    const auto views = view.findChildren<QChartView *>();
    QCOMPARE(views.size(), 2);
    for (QChartView *chartView : views) {
        QList<QLineSeries *> lines;
        const auto series = chartView->chart()->series();
        for (QAbstractSeries *s : series) {
            if (auto *line = qobject_cast<QLineSeries *>(s)) {
                QCOMPARE(line->count(), 4);
                lines << line;
            }
        }
        QCOMPARE(lines.size(), 2);
        // Issue 27: where the two lines coincide (fencing cannot stop two holders) both show: the
        // fencing-off line wide underneath, the fencing-on line thin, dashed and on top, and the
        // legend draws each as the chart does.
        QCOMPARE(lines.at(0)->name(), QStringLiteral("fencing off"));
        QCOMPARE(lines.at(1)->name(), QStringLiteral("fencing on"));
        QVERIFY2(
            lines.at(0)->pen().widthF() >= 2 * lines.at(1)->pen().widthF() + 2,
            qPrintable(QStringLiteral("%1 vs %2").arg(lines.at(0)->pen().widthF()).arg(lines.at(1)->pen().widthF())));
        QCOMPARE(lines.at(1)->pen().style(), Qt::DashLine);
        QCOMPARE(chartView->chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        // Issue 27: Qt Charts 6.4 draws a point 1.5 × the pen's width in radius unless the point
        // says its size: the fencing-off line's points were 18 px across. Each is a little wider
        // than its line, at most 10 px across.
        for (QLineSeries *line : std::as_const(lines)) {
            for (int i = 0; i < line->count(); ++i) {
                const QVariant size = line->pointConfiguration(i).value(QXYSeries::PointConfiguration::Size);
                const double radius = size.isValid() ? size.toDouble() : 1.5 * line->pen().widthF();
                QVERIFY2(radius <= 5 && radius >= line->pen().widthF() / 2 + 1,
                         qPrintable(QStringLiteral("%1: radius %2").arg(line->name()).arg(radius)));
            }
        }
    }
}

// Issue 27: the Sweep charts stayed white in the dark theme (Qt Charts' own light theme), and
// follow a switch back and forth.
void TestUiSweep::chartsFollowTheDarkTheme()
{
    const Scenario scenario = ttlOverlap();
    SweepView view([scenario] { return std::make_pair(scenario, scenario.policies); });
    for (const bool dark : {true, false}) {
        applyTheme(dark);
        QCoreApplication::processEvents();  // the window's palette reaches its widgets by a posted event
        for (QChartView *chartView : view.findChildren<QChartView *>()) {
            QChart *chart = chartView->chart();
            const QString what = chart->title();
            QCOMPARE(chart->theme(), dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
            QCOMPARE(chart->backgroundBrush().color(), view.palette().color(QPalette::Base));
            QVERIFY2((chart->backgroundBrush().color().lightnessF() < 0.5) == dark, qPrintable(what));
            QVERIFY2((chart->titleBrush().color().lightnessF() > 0.5) == dark, qPrintable(what));
            const auto axes = chart->axes();
            QCOMPARE(axes.size(), 2);
            for (QAbstractAxis *axis : axes)
                QVERIFY2((axis->labelsColor().lightnessF() > 0.5) == dark, qPrintable(axis->titleText()));
        }
    }
}

void TestUiSweep::clickedPointOpensFailingTrial()
{
    const Scenario scenario = ttlOverlap();
    SweepView view([scenario] { return std::make_pair(scenario, scenario.policies); });
    configure(&view);
    QSignalSpy done(&view, &SweepView::finished);
    view.run();
    QVERIFY(done.wait(60000));

    QSignalSpy requested(&view, &SweepView::trialRequested);
    QVERIFY(view.openPoint(0, false));
    QCOMPARE(requested.size(), 1);
    const auto trial = requested.first().at(0).value<Scenario>();
    const auto policies = requested.first().at(1).value<Policies>();
    const quint64 seed = requested.first().at(2).toULongLong();
    QVERIFY(!policies.fencing);
    const Summary summary = summarize(simulate(trial, policies, seed));
    QVERIFY(!summary.overlaps.isEmpty());
    QVERIFY(summary.overlapTotal > 0);
}

// Issue 13: a click on a chart opens a trial that fails that chart's metric, and says why.
void TestUiSweep::clickedPointFailsItsChartsMetric()
{
    const Scenario scenario = ttlOverlap();
    SweepView view([scenario] { return std::make_pair(scenario, scenario.policies); });
    configure(&view);
    QSignalSpy done(&view, &SweepView::finished);
    view.run();
    QVERIFY(done.wait(60000));
    QSignalSpy requested(&view, &SweepView::trialRequested);
    auto *status = view.findChild<QLabel *>(QStringLiteral("sweepStatus"));
    QVERIFY(status);
    int opened = 0;
    for (const auto metric : {SweepChartModel::Metric::StaleWrite, SweepChartModel::Metric::Violation}) {
        for (int point = 0; point < view.model()->rowCount(); ++point) {
            const int trial = view.model()->exemplarTrial(point, false, metric);
            if (trial < 0)
                continue;
            requested.clear();
            QVERIFY(view.openPoint(point, false, metric));
            QCOMPARE(requested.size(), 1);
            const auto args = requested.first();
            const Trace trace =
                simulate(args.at(0).value<Scenario>(), args.at(1).value<Policies>(), args.at(2).toULongLong());
            const Summary s = summarize(trace);
            const ViolationKind kind = metric == SweepChartModel::Metric::StaleWrite ? ViolationKind::StaleWriteAccepted
                                                                                     : ViolationKind::MutualExclusion;
            const auto why = std::find_if(s.violations.cbegin(), s.violations.cend(),
                                          [kind](const Violation &v) { return v.kind == kind; });
            QVERIFY2(why != s.violations.cend(), qPrintable(QStringLiteral("trial %1").arg(trial)));
            if (metric == SweepChartModel::Metric::StaleWrite)
                QVERIFY(s.staleWritesAccepted() > 0);
            QCOMPARE(args.at(4).value<Micros>(), why->from);
            QVERIFY(args.at(3).toString().contains(QString::number(trial)));
            QVERIFY2(status->text().contains(Witnesses(trace, s).text(*why)), qPrintable(status->text()));
            ++opened;
        }
    }
    QVERIFY(opened >= 2);
}

void TestUiSweep::windowOpensTrialInTimeline()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    auto *tabs = window.labTabs().tabs;
    auto *view = window.labTabs().sweep;
    QVERIFY(tabs && view);
    tabs->setCurrentWidget(view);
    configure(view);
    QSignalSpy done(view, &SweepView::finished);
    view->run();
    QVERIFY(done.wait(60000));
    QVERIFY(view->openPoint(1, true));
    QCOMPARE(tabs->currentIndex(), 0);
    QVERIFY(window.run()->policies().fencing);
    QVERIFY(!window.run()->fullSummary().overlaps.isEmpty());
}

void TestUiSweep::fairnessSideBySide()
{
    FairnessView view;
    QVERIFY(view.compare());
    for (int side = 0; side < 2; ++side) {
        const Summary &s = view.summary(side);
        QVERIFY(s.fairness.workersServed > 0);
        QVERIFY(s.fairness.tries >= s.fairness.workersServed);
        QVERIFY(s.fairness.waitMax >= s.fairness.waitP95);
        QCOMPARE(s.fairness.workers.size(), 24);
    }
    // The lesson, in the figures: jitter waits less at the median and sends fewer SET NX than spin.
    const Fairness &spin = view.summary(0).fairness;
    const Fairness &jitter = view.summary(1).fairness;
    QVERIFY(jitter.firstWait.p50 < spin.firstWait.p50);
    QVERIFY(jitter.tries < spin.tries);
    const QString takeaway = view.takeaway();
    QVERIFY2(takeaway.startsWith(QStringLiteral("retry-spin: median wait ")), qPrintable(takeaway));
    QVERIFY2(takeaway.contains(QStringLiteral("; retry-jitter: median wait ")), qPrintable(takeaway));
    QVERIFY2(takeaway.contains(QStringLiteral(". retry-jitter waits ")), qPrintable(takeaway));
    // Each chart has a bar per worker, with the worker's name under it (never "⋮").
    for (int side = 0; side < 2; ++side) {
        QChart *chart = view.chart(side)->chart();
        auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
        QVERIFY(bars);
        QCOMPARE(bars->barSets().first()->count(), 24);
        auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).first());
        QVERIFY(axis);
        QCOMPARE(axis->categories().first(),
                 view.summary(side).fairness.workers.size() ? QStringLiteral("W01") : QString());
    }
    // One scale for both, so the bars compare: as tall as the longest wait of either run.
    const auto yMax = [&view](int side) {
        return qobject_cast<QValueAxis *>(view.chart(side)->chart()->axes(Qt::Vertical).first())->max();
    };
    QCOMPARE(yMax(0), yMax(1));
    QVERIFY(yMax(0) >= msFromUs(std::max(spin.firstWait.max, jitter.firstWait.max)));
    // Another figure: the bars are each worker's SET NX count.
    view.setMetric(FairnessView::Metric::Tries);
    auto *bars = qobject_cast<QBarSeries *>(view.chart(0)->chart()->series().first());
    QCOMPARE(bars->barSets().first()->at(0), view.summary(0).fairness.workers.first().tries);
    QCOMPARE(yMax(0), yMax(1));
}

// Issue 27: at 1280×720 the fields scroll, but Run sweep stays whole in view; the empty charts'
// parameter axis already spans the range the sweep will cover.
void TestUiSweep::runStaysInViewAt720p()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.arrangeForScreenshot();
    auto *view = window.labTabs().sweep;
    window.labTabs().tabs->setCurrentWidget(view);
    QCoreApplication::processEvents();
    QPushButton *run = nullptr;
    for (QPushButton *b : view->findChildren<QPushButton *>()) {
        if (b->text() == SweepView::tr("Run sweep"))
            run = b;
    }
    QVERIFY(run);
    QVERIFY(run->isVisible());
    QCOMPARE(run->visibleRegion().boundingRect(), run->rect());
    const QRect inWindow(run->mapTo(&window, QPoint()), run->size());
    QVERIFY2(window.rect().contains(inWindow),
             qPrintable(QStringLiteral("%1,%2").arg(inWindow.y()).arg(inWindow.height())));
    view->setAxis(SweepParameter::Ttl, 50, 500, 50);
    for (QChartView *chartView : view->findChildren<QChartView *>()) {
        const auto axes = chartView->chart()->axes(Qt::Horizontal);
        QCOMPARE(axes.size(), 1);
        auto *x = qobject_cast<QValueAxis *>(axes.first());
        QVERIFY(x);
        QVERIFY2(x->min() <= 50 && x->max() >= 500, qPrintable(QStringLiteral("%1..%2").arg(x->min()).arg(x->max())));
        QVERIFY(x->max() <= 1000);
    }
}

// Issue 30 item 6: a Redlock lesson opens the tab on its comparison (its clock jump, one instance,
// one with fencing, the Redlock of five); a Run draws the three lines on both charts.
void TestUiSweep::redlockLessonComparesThreeLines()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("redlock-clock-jump");
    MainWindow window(options);
    auto *view = window.labTabs().sweep;
    view->setTrials(6);
    QSignalSpy done(view, &SweepView::finished);
    view->run();
    QVERIFY(done.wait(60000));
    const SweepResult &result = view->model()->result();
    QCOMPARE(result.axes.first().parameter, SweepParameter::ClockJumpMs);
    QCOMPARE(view->model()->lineCount(), 3);
    QCOMPARE(view->model()->columnCount(), 10);
    const QStringList names{QStringLiteral("single instance"), QStringLiteral("single instance + fencing"),
                            QStringLiteral("Redlock of 5")};
    for (QChartView *chartView : view->findChildren<QChartView *>()) {
        QStringList drawn;
        for (QAbstractSeries *s : chartView->chart()->series()) {
            if (auto *line = qobject_cast<QLineSeries *>(s)) {
                QCOMPARE(line->count(), result.points.size());
                drawn << line->name();
            }
        }
        QCOMPARE(drawn, names);
    }
    const QList<QPointF> redlock = view->model()->series(SweepChartModel::Metric::Violation, 2);
    QCOMPARE(redlock.first(), QPointF(0, 0));
    QVERIFY(redlock.last().y() > 0);
    for (const QPointF &p : view->model()->series(SweepChartModel::Metric::StaleWrite, 1))
        QCOMPARE(p.y(), 0.0);
}

// The done-when, as a user sees it. LOCKLAB_SWEEP_SCREENSHOT=docs/sweep.png saves it.
void TestUiSweep::screenshotSweepTab()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    window.resize(1600, 1000);
    window.show();
    window.arrangeForScreenshot();
    auto *tabs = window.labTabs().tabs;
    auto *view = window.labTabs().sweep;
    tabs->setCurrentWidget(view);
    view->setAxis(SweepParameter::Ttl, 50, 500, 25);
    view->setPause(Distribution::Kind::LogNormal, 200, 0.6);
    // The picture docs/sweep.png shows has 2,000 trials at each of 19 TTLs: 10 to 35 s in a dev
    // build, minutes under the sanitizers. The test takes the same path with 200, in every build.
    const QString path = qEnvironmentVariable("LOCKLAB_SWEEP_SCREENSHOT");
    view->setTrials(path.isEmpty() ? 200 : 2000);
    QSignalSpy done(view, &SweepView::finished);
    view->run();
    QVERIFY(done.wait(600000));
    QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    QVERIFY(!image.isNull());
    if (!path.isEmpty())
        QVERIFY(image.save(path));
}

QTEST_MAIN(TestUiSweep)
#include "tst_uisweep.moc"
