// SPDX-License-Identifier: MIT
#pragma once

#include "core/sweep.h"
#include "sweepchartmodel.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QAbstractAxis;
class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QVBoxLayout;
class QThread;

namespace locklab {

// The Sweep tab: how often the lock fails over a range of one parameter, fencing off and on, or
// compared between a single instance, one with fencing and a Redlock (issue 30).
// The sweep runs on a worker thread; its result comes back to the GUI thread tagged with the job
// that asked for it, so a result that arrives after a newer Run or a Cancel is dropped.
class SweepView : public QWidget {
    Q_OBJECT
public:
    // Called at each Run: the scenario and policies of the run the window shows.
    using Source = std::function<std::pair<Scenario, Policies>()>;

    explicit SweepView(Source source, QWidget *parent = nullptr);
    struct AxisLabels;  // sweepview.cpp: the parameters' names, in this class's translation context
    ~SweepView() override;

    // The form as a config (axis, distributions, trials, seed) over the current scenario.
    bool buildConfig(SweepConfig *config, QString *error) const;
    SweepChartModel *model() const { return m_model; }
    bool isRunning() const { return m_thread != nullptr; }

    // Form setters for tests and screenshots.
    void setAxis(SweepParameter parameter, double from, double to, double step);
    // SweepLine::fencingOffOn(), or one of the comparisons the form offers.
    bool setLines(const QList<SweepLine> &lines);
    void setPause(Distribution::Kind kind, double scale, double shape);
    void setTrials(int trials);
    void setSeed(quint64 seed);

public Q_SLOTS:
    // A newly opened Redlock scenario gets the form of its lesson: the three lines compared over
    // its clock jump, its restart's delay, its pause or its drift factor; a scenario opened after
    // it gets the plain form back. The same scenario again (a trial opened, an edit) changes nothing.
    void suggestFor(const locklab::Scenario &scenario);
    void run();
    void cancel();
    // Opens the first trial of this point (fencing off or on) that fails `metric` in the
    // timeline, with the cursor where it fails; the status line says which trial and why.
    // `line` indexes the result's lines (a plain sweep: fencing off 0, on 1).
    bool openPoint(int point, int line, SweepChartModel::Metric metric = SweepChartModel::Metric::Violation);

Q_SIGNALS:
    void finished(bool cancelled);
    // A trial to show in the timeline: the exact scenario, policies and seed the sweep ran, and
    // where the failure it was opened for begins.
    void trialRequested(const locklab::Scenario &scenario, const locklab::Policies &policies, quint64 seed,
                        const QString &caption, locklab::Micros failsAt);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildForm(QWidget *form);
    void buildControls(QWidget *side, QVBoxLayout *column);
    void buildCharts();
    void updateDistributionFields();
    void updateAxisDefaults();
    void onProgress(quint64 job, qint64 done, qint64 total);
    void onResult(quint64 job, const SweepResult &result);
    void refreshCharts();
    void fillChart(QChart *chart, bool stale);
    double addLineSeries(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis, SweepChartModel::Metric metric,
                         int line, const QList<SweepLine> &lines);
    QList<SweepLine> formLines() const;
    void setRunning(bool running);

    Source m_source;
    SweepChartModel *m_model;
    std::shared_ptr<SweepRunner> m_runner;  // shared with the worker thread
    QThread *m_thread = nullptr;
    quint64 m_job = 0;
    SweepConfig m_ranConfig;  // what the shown result was run with: clicked points re-run from it

    QLabel *m_scenarioLabel = nullptr;
    QComboBox *m_parameter = nullptr;
    QComboBox *m_lines = nullptr;
    QString m_suggestedFor;                                       // the scenario the form was last suggested for
    bool m_redlockSuggested = false;                              // the form holds a Redlock lesson's suggestion
    int m_redlockInstances = SweepLine::defaultRedlockInstances;  // the shown scenario's, for the empty legend
    QDoubleSpinBox *m_from = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QDoubleSpinBox *m_step = nullptr;
    QComboBox *m_distribution = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QDoubleSpinBox *m_shape = nullptr;
    QLabel *m_shapeLabel = nullptr;
    QDoubleSpinBox *m_pauseProb = nullptr;
    QSpinBox *m_trials = nullptr;
    QSpinBox *m_seed = nullptr;
    QCheckBox *m_logX = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QChartView *m_violationView = nullptr;
    QChartView *m_staleView = nullptr;
};

}  // namespace locklab
