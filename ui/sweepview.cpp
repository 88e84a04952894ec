// SPDX-License-Identifier: MIT
#include "sweepview.h"

#include "chartpalette.h"
#include "core/builtins.h"
#include "core/interpretation.h"
#include "core/simulation.h"
#include "sweepchartmodel.h"
#include "uilogging.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QThread>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace locklab {

struct SweepView::AxisLabels {
    static constexpr const char *ttl = QT_TR_NOOP("Lock TTL (ms)");
    static constexpr const char *pauseScale = QT_TR_NOOP("Pause length (ms)");
    static constexpr const char *pauseProb = QT_TR_NOOP("Pause probability");
    static constexpr const char *workScale = QT_TR_NOOP("Work time (ms)");
    static constexpr const char *workers = QT_TR_NOOP("Workers");
    static constexpr const char *retryMs = QT_TR_NOOP("Retry interval (ms)");
    static constexpr const char *jitterMs = QT_TR_NOOP("Retry jitter (ms)");
    static constexpr const char *clockJumpMs = QT_TR_NOOP("Clock jump (ms)");
    static constexpr const char *driftFactor = QT_TR_NOOP("Drift factor");
    static constexpr const char *restartDelayMs = QT_TR_NOOP("Restart delay (ms)");
    // The lines each trial runs (the Lines box).
    static constexpr const char *fencingOffOn = QT_TR_NOOP("Fencing off and on");
    static constexpr const char *compare = QT_TR_NOOP("Single, single + fencing, Redlock");
    static constexpr const char *compareAll = QT_TR_NOOP("Single, single + fencing, Redlock, Redlock + fencing");
};

namespace {

struct AxisDefault {
    SweepParameter parameter;
    const char *label;
    double from, to, step, max;
    int decimals;
};

// Ranges a first sweep of each parameter should show something in.
const AxisDefault axisDefaults[] = {
    {SweepParameter::Ttl, SweepView::AxisLabels::ttl, 50, 500, 50, 600000, 0},
    {SweepParameter::PauseScale, SweepView::AxisLabels::pauseScale, 50, 1000, 50, 600000, 0},
    {SweepParameter::PauseProb, SweepView::AxisLabels::pauseProb, 0, 1, 0.1, 1, 2},
    {SweepParameter::WorkScale, SweepView::AxisLabels::workScale, 10, 500, 50, 600000, 0},
    {SweepParameter::Workers, SweepView::AxisLabels::workers, 2, 24, 2, 256, 0},
    {SweepParameter::RetryMs, SweepView::AxisLabels::retryMs, 5, 200, 15, 60000, 0},
    {SweepParameter::JitterMs, SweepView::AxisLabels::jitterMs, 0, 200, 20, 60000, 0},
    {SweepParameter::ClockJumpMs, SweepView::AxisLabels::clockJumpMs, 0, 1000, 100, 600000, 0},
    {SweepParameter::DriftFactor, SweepView::AxisLabels::driftFactor, 0, 0.5, 0.05, 1, 2},
    {SweepParameter::RestartDelayMs, SweepView::AxisLabels::restartDelayMs, 0, 1500, 100, 600000, 0},
};

// The Lines box: its text, and the --compare list it stands for (empty: fencing off and on).
const struct {
    const char *label;
    const char *compare;
} lineChoices[] = {
    {SweepView::AxisLabels::fencingOffOn, ""},
    {SweepView::AxisLabels::compare, "single,single-fencing,redlock"},
    {SweepView::AxisLabels::compareAll, "single,single-fencing,redlock,redlock-fencing"},
};

const AxisDefault &axisDefault(SweepParameter parameter)
{
    for (const AxisDefault &d : axisDefaults)
        if (d.parameter == parameter)
            return d;
    return axisDefaults[0];
}

constexpr int maxPoints = 200;
const QColor offColor(0xd0, 0x3b, 0x2f);             // fencing off: the unsafe one, red
const QColor onColor(0x1f, 0x6f, 0xb5);              // fencing on: blue
const QColor redlockColor(0x7b, 0x3f, 0xa0);         // a Redlock: purple
const QColor redlockFencingColor(0x2e, 0x8b, 0x57);  // a Redlock with fencing: green

QColor lineColor(const SweepLine &line)
{
    if (line.lock == SweepLine::Lock::Redlock)
        return line.fencing ? redlockFencingColor : redlockColor;
    return line.fencing ? onColor : offColor;
}

// A line's points: 2 px wider than its pen on each side (5 px for the 6 px line, not Qt's 9).
qreal pointRadius(const QPen &pen)
{
    return pen.widthF() / 2 + 2;
}

}  // namespace

SweepView::SweepView(Source source, QWidget *parent)
    : QWidget(parent)
    , m_source(std::move(source))
    , m_model(new SweepChartModel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *form = new QWidget(scroll);
    buildForm(form);
    scroll->setWidget(form);
    // The fields scroll when the window is short; Run, Cancel, the progress and the outcome stay
    // below them, always in view.
    auto *side = new QWidget(this);
    auto *sideColumn = new QVBoxLayout(side);
    sideColumn->setContentsMargins(0, 0, 0, 0);
    sideColumn->addWidget(scroll, 1);
    buildControls(side, sideColumn);
    side->setFixedWidth(form->sizeHint().width() + 24);
    layout->addWidget(side);

    auto *charts = new QVBoxLayout;
    m_violationView = new QChartView(this);
    m_staleView = new QChartView(this);
    for (QChartView *view : {m_violationView, m_staleView}) {
        view->setRenderHint(QPainter::Antialiasing);
        // Two charts must fit the tab of a 1280×720 window with two toolbar rows; the tab's
        // minimum is the whole window's (a larger one pushes it past the screen).
        view->setMinimumHeight(120);
        charts->addWidget(view, 1);
    }
    layout->addLayout(charts, 1);
    buildCharts();
    for (QDoubleSpinBox *box : {m_from, m_to}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            if (m_model->isEmpty())
                refreshCharts();  // the empty charts show the range the sweep will cover
        });
    }
    setRunning(false);
}

SweepView::~SweepView()
{
    // The worker posts to this object: it must be gone before we are.
    if (m_thread) {
        m_runner->cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void SweepView::buildForm(QWidget *form)
{
    auto *column = new QVBoxLayout(form);
    column->setContentsMargins(0, 0, 0, 0);

    m_scenarioLabel = new QLabel(form);
    m_scenarioLabel->setWordWrap(true);
    m_scenarioLabel->setText(tr("Runs the scenario shown in the Timeline tab, many times, with fencing off and on."));
    column->addWidget(m_scenarioLabel);

    auto *vary = new QGroupBox(tr("Vary"), form);
    auto *varyForm = new QFormLayout(vary);
    m_parameter = new QComboBox(vary);
    for (const AxisDefault &d : axisDefaults)
        m_parameter->addItem(tr(d.label), static_cast<int>(d.parameter));
    m_from = new QDoubleSpinBox(vary);
    m_to = new QDoubleSpinBox(vary);
    m_step = new QDoubleSpinBox(vary);
    m_lines = new QComboBox(vary);
    for (const auto &choice : lineChoices)
        m_lines->addItem(tr(choice.label), QString::fromLatin1(choice.compare));
    m_lines->setToolTip(tr("What every trial runs, one line each: the scenario's lock with fencing off and on, or "
                           "one Redis instance, one with fencing and a Redlock, all on the same trials"));
    varyForm->addRow(tr("Parameter:"), m_parameter);
    varyForm->addRow(tr("From:"), m_from);
    varyForm->addRow(tr("To:"), m_to);
    varyForm->addRow(tr("Step:"), m_step);
    varyForm->addRow(tr("Lines:"), m_lines);
    column->addWidget(vary);

    auto *pause = new QGroupBox(tr("Pauses"), form);
    auto *pauseForm = new QFormLayout(pause);
    m_distribution = new QComboBox(pause);
    m_distribution->addItem(tr("Fixed"), static_cast<int>(Distribution::Kind::Fixed));
    m_distribution->addItem(tr("Exponential"), static_cast<int>(Distribution::Kind::Exponential));
    m_distribution->addItem(tr("Log-normal"), static_cast<int>(Distribution::Kind::LogNormal));
    m_distribution->addItem(tr("Pareto"), static_cast<int>(Distribution::Kind::Pareto));
    m_distribution->setToolTip(tr("How long each pause step of the scenario lasts, drawn per trial"));
    m_scale = new QDoubleSpinBox(pause);
    m_scale->setRange(0, 600000);
    m_scale->setSuffix(tr(" ms"));
    m_scaleLabel = new QLabel(pause);
    m_shape = new QDoubleSpinBox(pause);
    m_shape->setRange(0.01, 20);
    m_shape->setSingleStep(0.1);
    m_shapeLabel = new QLabel(pause);
    m_pauseProb = new QDoubleSpinBox(pause);
    m_pauseProb->setRange(0, 1);
    m_pauseProb->setSingleStep(0.05);
    m_pauseProb->setValue(1);
    m_pauseProb->setToolTip(tr("The chance that each pause step happens at all"));
    pauseForm->addRow(tr("Distribution:"), m_distribution);
    pauseForm->addRow(m_scaleLabel, m_scale);
    pauseForm->addRow(m_shapeLabel, m_shape);
    pauseForm->addRow(tr("Probability:"), m_pauseProb);
    column->addWidget(pause);

    auto *trials = new QGroupBox(tr("Trials"), form);
    auto *trialsForm = new QFormLayout(trials);
    m_trials = new QSpinBox(trials);
    m_trials->setRange(1, 1000000);
    m_trials->setValue(1000);
    m_trials->setToolTip(tr("Trials per point; each runs once with fencing off and once with it on"));
    m_seed = new QSpinBox(trials);
    m_seed->setRange(0, 999999999);
    m_seed->setValue(1);
    trialsForm->addRow(tr("Per point:"), m_trials);
    trialsForm->addRow(tr("Seed:"), m_seed);
    column->addWidget(trials);

    m_logX = new QCheckBox(tr("Logarithmic parameter axis"), form);
    m_logX->setToolTip(tr("Helps when the values span orders of magnitude"));
    column->addWidget(m_logX);

    auto *hint = new QLabel(tr("Click a point of a curve to open its first failing trial in the timeline."), form);
    hint->setWordWrap(true);
    hint->setEnabled(false);
    column->addWidget(hint);
    column->addStretch(1);

    connect(m_parameter, &QComboBox::currentIndexChanged, this, &SweepView::updateAxisDefaults);
    connect(m_distribution, &QComboBox::currentIndexChanged, this, &SweepView::updateDistributionFields);
    connect(m_logX, &QCheckBox::toggled, this, &SweepView::refreshCharts);
    connect(m_lines, &QComboBox::currentIndexChanged, this, [this] {
        if (m_model->isEmpty())
            refreshCharts();  // the empty charts' legend names the lines a Run will draw
    });

    updateAxisDefaults();
    m_distribution->setCurrentIndex(m_distribution->findData(static_cast<int>(Distribution::Kind::LogNormal)));
    updateDistributionFields();
}

void SweepView::buildControls(QWidget *side, QVBoxLayout *column)
{
    auto *buttons = new QHBoxLayout;
    m_runButton = new QPushButton(tr("Run sweep"), side);
    m_runButton->setDefault(true);
    m_cancelButton = new QPushButton(tr("Cancel"), side);
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    column->addLayout(buttons);
    m_progress = new QProgressBar(side);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    column->addWidget(m_progress);
    m_status = new QLabel(side);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_status);
    connect(m_runButton, &QPushButton::clicked, this, &SweepView::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &SweepView::cancel);
}

void SweepView::updateAxisDefaults()
{
    const AxisDefault &d = axisDefault(static_cast<SweepParameter>(m_parameter->currentData().toInt()));
    for (QDoubleSpinBox *box : {m_from, m_to, m_step}) {
        box->setDecimals(d.decimals);
        box->setRange(0, d.max);
        box->setSingleStep(d.step);
    }
    m_from->setValue(d.from);
    m_to->setValue(d.to);
    m_step->setValue(d.step);
}

void SweepView::updateDistributionFields()
{
    const auto kind = static_cast<Distribution::Kind>(m_distribution->currentData().toInt());
    switch (kind) {
    case Distribution::Kind::Fixed:
        m_scaleLabel->setText(tr("Length:"));
        m_scale->setSpecialValueText(tr("as in the scenario"));
        m_scale->setValue(0);
        break;
    case Distribution::Kind::Exponential:
        m_scaleLabel->setText(tr("Mean:"));
        m_scale->setSpecialValueText(QString());
        m_scale->setValue(200);
        break;
    case Distribution::Kind::LogNormal:
        m_scaleLabel->setText(tr("Median:"));
        m_scale->setSpecialValueText(QString());
        m_scale->setValue(200);
        m_shapeLabel->setText(tr("Sigma:"));
        m_shape->setValue(0.6);
        break;
    case Distribution::Kind::Pareto:
        m_scaleLabel->setText(tr("Minimum:"));
        m_scale->setSpecialValueText(QString());
        m_scale->setValue(100);
        m_shapeLabel->setText(tr("Alpha:"));
        m_shape->setValue(1.5);
        break;
    }
    const bool shaped = kind == Distribution::Kind::LogNormal || kind == Distribution::Kind::Pareto;
    m_shape->setVisible(shaped);
    m_shapeLabel->setVisible(shaped);
}

void SweepView::setAxis(SweepParameter parameter, double from, double to, double step)
{
    m_parameter->setCurrentIndex(m_parameter->findData(static_cast<int>(parameter)));
    m_from->setValue(from);
    m_to->setValue(to);
    m_step->setValue(step);
}

bool SweepView::setLines(const QList<SweepLine> &lines)
{
    for (int i = 0; i < m_lines->count(); ++i) {
        QList<SweepLine> choice = SweepLine::fencingOffOn();
        QString error;
        const QString compare = m_lines->itemData(i).toString();
        if ((compare.isEmpty() || SweepLine::parseList(compare, &choice, &error)) && choice == lines) {
            m_lines->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

QList<SweepLine> SweepView::formLines() const
{
    QList<SweepLine> lines = SweepLine::fencingOffOn();
    QString error;
    if (const QString compare = m_lines->currentData().toString(); !compare.isEmpty())
        SweepLine::parseList(compare, &lines, &error);  // the box's own lists: they parse
    return lines;
}

void SweepView::suggestFor(const Scenario &scenario)
{
    m_redlockInstances = SweepLine::redlockInstances(scenario);
    if (scenario.name == m_suggestedFor)
        return;
    m_suggestedFor = scenario.name;
    if (!scenario.redlock.enabled()) {
        if (m_redlockSuggested) {
            m_redlockSuggested = false;
            setLines(SweepLine::fencingOffOn());
            m_parameter->setCurrentIndex(0);
            updateAxisDefaults();
            setPause(Distribution::Kind::LogNormal, 200, 0.6);
        }
        return;
    }
    m_redlockSuggested = true;
    const auto has = [&scenario](FaultKind kind) {
        return std::any_of(scenario.faults.cbegin(), scenario.faults.cend(),
                           [kind](const Fault &f) { return f.kind == kind; });
    };
    const bool pauses = std::any_of(scenario.workers.cbegin(), scenario.workers.cend(), [](const WorkerSpec &w) {
        return std::any_of(w.steps.cbegin(), w.steps.cend(), [](const Step &s) { return s.kind == StepKind::Pause; });
    });
    const double ttl = static_cast<double>(scenario.ttlMs);
    setLines({{SweepLine::Lock::Single, false}, {SweepLine::Lock::Single, true}, {SweepLine::Lock::Redlock, false}});
    // The scenario's own durations, unless the pause is what varies (then drawn around each median).
    setPause(Distribution::Kind::Fixed, 0, 0);
    if (has(FaultKind::ClockJump)) {
        setAxis(SweepParameter::ClockJumpMs, 0, ttl, ttl / 10);
    } else if (has(FaultKind::Restart)) {
        setAxis(SweepParameter::RestartDelayMs, 0, ttl * 1.5, ttl / 10);
    } else if (pauses) {
        setAxis(SweepParameter::PauseScale, ttl / 10, ttl * 2, ttl / 10);
        setPause(Distribution::Kind::LogNormal, ttl, 0.6);
    } else {
        setAxis(SweepParameter::DriftFactor, 0, 0.5, 0.05);
    }
}

void SweepView::setPause(Distribution::Kind kind, double scale, double shape)
{
    m_distribution->setCurrentIndex(m_distribution->findData(static_cast<int>(kind)));
    m_scale->setValue(scale);
    m_shape->setValue(shape);
}

void SweepView::setTrials(int trials)
{
    m_trials->setValue(trials);
}

void SweepView::setSeed(quint64 seed)
{
    m_seed->setValue(static_cast<int>(seed));
}

bool SweepView::buildConfig(SweepConfig *config, QString *error) const
{
    const auto [scenario, policies] = m_source();
    if (scenario.workers.isEmpty()) {
        *error = tr("The scenario has no workers to sweep.");
        return false;
    }
    SweepAxis axis;
    axis.parameter = static_cast<SweepParameter>(m_parameter->currentData().toInt());
    const double from = m_from->value();
    const double to = m_to->value();
    const double step = m_step->value();
    if (to < from) {
        *error = tr("“To” must not be less than “From”.");
        return false;
    }
    if (step <= 0 && to > from) {
        *error = tr("The step must be positive.");
        return false;
    }
    // Counting steps, not adding them up, keeps 0.1-steps from drifting past the end.
    const int count = step > 0 ? static_cast<int>(std::floor((to - from) / step + 1e-9)) + 1 : 1;
    if (count > maxPoints) {
        *error = tr("That is %1 points; at most %2 fit a chart. Take a larger step.").arg(count).arg(maxPoints);
        return false;
    }
    for (int i = 0; i < count; ++i)
        axis.values.append(from + i * step);
    config->scenario = scenario;
    config->policies = policies;
    config->axes = {axis};
    config->lines = formLines();
    config->trials = m_trials->value();
    config->seed = static_cast<quint64>(m_seed->value());
    config->pause.kind = static_cast<Distribution::Kind>(m_distribution->currentData().toInt());
    config->pause.scale = m_scale->value();
    config->pause.shape = m_shape->value();
    config->pauseProbability = m_pauseProb->value();
    *error = sweepProblem(*config);
    return error->isEmpty();
}

void SweepView::setRunning(bool running)
{
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_progress->setTextVisible(running);
}

void SweepView::run()
{
    if (m_thread)
        return;
    SweepConfig config;
    QString error;
    if (!buildConfig(&config, &error)) {
        m_status->setText(error);
        return;
    }
    m_scenarioLabel->setText(tr("Scenario: <b>%1</b>").arg(scenarioTitle(config.scenario).toHtmlEscaped()));
    const quint64 job = ++m_job;
    m_ranConfig = config;
    m_runner = std::make_shared<SweepRunner>(config);
    m_progress->setValue(0);
    m_status->setText(
        tr("Running %1 trials at each of %2 points…").arg(config.trials).arg(config.axes.first().values.size()));
    setRunning(true);

    // Progress comes from every sweep thread; only a new tenth of a percent is worth an event.
    auto lastPermille = std::make_shared<std::atomic<int>>(-1);
    std::shared_ptr<SweepRunner> runner = m_runner;
    m_thread = QThread::create([this, runner, job, lastPermille] {
        SweepResult result = runner->run([this, job, lastPermille](qint64 done, qint64 total) {
            const int permille = total > 0 ? static_cast<int>(done * 1000 / total) : 0;
            int previous = lastPermille->load();
            while (permille > previous) {
                if (lastPermille->compare_exchange_weak(previous, permille)) {
                    QMetaObject::invokeMethod(
                        this, [this, job, done, total] { onProgress(job, done, total); }, Qt::QueuedConnection);
                    break;
                }
            }
        });
        QMetaObject::invokeMethod(
            this, [this, job, result] { onResult(job, result); }, Qt::QueuedConnection);
    });
    QThread *thread = m_thread;
    connect(thread, &QThread::finished, this, [this, thread] {
        thread->deleteLater();
        if (m_thread == thread)
            m_thread = nullptr;
        setRunning(false);
    });
    m_thread->start();
}

void SweepView::cancel()
{
    if (!m_runner || !m_thread)
        return;
    m_runner->cancel();
    ++m_job;  // whatever the cancelled run returns is stale
    m_status->setText(tr("Cancelled; the charts keep the last finished sweep."));
    Q_EMIT finished(true);
}

void SweepView::onProgress(quint64 job, qint64 done, qint64 total)
{
    if (job != m_job || total <= 0)
        return;
    m_progress->setValue(static_cast<int>(done * 1000 / total));
    m_progress->setFormat(tr("%1 of %2 runs").arg(done).arg(total));
}

void SweepView::onResult(quint64 job, const SweepResult &result)
{
    if (job != m_job) {
        qCDebug(lcUi) << "dropped a stale sweep result, job" << job << "current" << m_job;
        return;
    }
    if (result.cancelled) {
        Q_EMIT finished(true);
        return;
    }
    m_progress->setValue(m_progress->maximum());
    m_model->setResult(result);
    m_status->setText(tr("%1 runs in %2 s (%3 runs/s).")
                          .arg(result.trialsRun)
                          .arg(QLocale().toString(result.seconds, 'f', 2))
                          .arg(QLocale().toString(result.trialsPerSecond(), 'f', 0)));
    refreshCharts();
    Q_EMIT finished(false);
}

void SweepView::buildCharts()
{
    for (QChartView *view : {m_violationView, m_staleView}) {
        auto *chart = new QChart;
        chart->setMargins(QMargins(4, 4, 4, 4));
        chart->legend()->setAlignment(Qt::AlignBottom);
        // The legend draws each line as the chart does (solid and wide, dashed and thin), so the
        // two policies can be told apart where their lines coincide.
        chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
        chart->setLocalizeNumbers(true);  // "0,25" in German, as every other number in the window
        // setChart() releases the view's previous chart (its own default one) without deleting it.
        QChart *previous = view->chart();
        view->setChart(chart);
        delete previous;
    }
    refreshCharts();
}

void SweepView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refreshCharts();  // View ▸ Dark Theme: the charts are drawn anew in the window's colours
}

void SweepView::refreshCharts()
{
    m_logX->setEnabled(m_model->isEmpty() || m_model->allowsLogX());
    fillChart(m_violationView->chart(), false);
    fillChart(m_staleView->chart(), true);
}

void SweepView::fillChart(QChart *chart, bool stale)
{
    chart->removeAllSeries();
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    followPalette(chart, palette());
    const QString what = stale ? tr("P(stale write accepted)") : tr("P(two holders at once)");
    const AxisDefault &d =
        axisDefault(m_model->isEmpty() ? static_cast<SweepParameter>(m_parameter->currentData().toInt())
                                       : m_model->result().axes.first().parameter);
    const QString parameter = tr(d.label);
    chart->setTitle(
        m_model->isEmpty()
            ? tr("%1 — run a sweep to fill this chart").arg(what)
            : tr("%1 vs %2, %3 trials per point, 95% bands").arg(what, parameter).arg(m_model->result().trials));

    QAbstractAxis *xAxis = nullptr;
    if (m_logX->isChecked() && m_logX->isEnabled() && !m_model->isEmpty()) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%.0f"));  // localized labels know 'f' only: "%g" drew none
        log->setMinorTickCount(8);
        xAxis = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setLabelFormat(d.decimals > 0 ? QStringLiteral("%.2f") : QStringLiteral("%.0f"));
        xAxis = linear;
    }
    xAxis->setTitleText(parameter);
    auto *yAxis = new QValueAxis;
    yAxis->setTitleText(tr("P"));
    yAxis->setLabelFormat(QStringLiteral("%.2f"));
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);

    const auto metric = stale ? SweepChartModel::Metric::StaleWrite : SweepChartModel::Metric::Violation;
    // Before a sweep, the lines a Run will draw (empty, for the legend); after it, the ones it drew.
    const QList<SweepLine> lines = m_model->isEmpty() ? formLines() : m_model->result().lines;
    double yMax = 0;
    for (int line = 0; line < lines.size(); ++line)
        yMax = std::max(yMax, addLineSeries(chart, xAxis, yAxis, metric, line, lines));

    // Probabilities: 0..1 unless everything is small, then zoom in so a 1% curve is not flat.
    yAxis->setRange(0, yMax > 0 ? std::min(1.0, yMax * 1.1) : 1.0);
    // Round ticks (0.1, 0.2, … rather than 0.14, 0.28, …): the probability is read off them.
    yAxis->applyNiceNumbers();
    if (!m_model->isEmpty()) {
        const QList<QPointF> xs = m_model->series(metric, false);
        const double lo = xs.first().x();
        const double hi = xs.last().x();
        const double pad = hi > lo ? (hi - lo) * 0.02 : 1;
        if (qobject_cast<QLogValueAxis *>(xAxis))
            xAxis->setRange(lo / 1.1, hi * 1.1);
        else {
            // A range from 0 (no clock jump, no delay) does not pad into values no sweep can have.
            xAxis->setRange(lo >= 0 ? std::max(0.0, lo - pad) : lo - pad, hi + pad);
            static_cast<QValueAxis *>(xAxis)->applyNiceNumbers();
        }
    } else if (m_to->value() > m_from->value()) {
        // Before a sweep: the range it will cover, not a unit axis of no meaning.
        xAxis->setRange(m_from->value(), m_to->value());
        static_cast<QValueAxis *>(xAxis)->applyNiceNumbers();
    }
    // The bands are only context: one legend entry per policy is enough.
    const auto markers = chart->legend()->markers();
    for (QLegendMarker *marker : markers)
        marker->setVisible(qobject_cast<QAreaSeries *>(marker->series()) == nullptr);
}

double SweepView::addLineSeries(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis,
                                SweepChartModel::Metric metric, int index, const QList<SweepLine> &lines)
{
    // One line's curve and its 95% band; the highest point of the band, for the y range.
    const SweepLine &setup = lines.at(index);
    const bool fencing = setup.fencing;
    const QColor color = lineColor(setup);
    const QString name = m_model->isEmpty() ? setup.label(m_redlockInstances) : m_model->lineLabel(index);
    const int line = m_model->isEmpty() ? -1 : index;  // no series before a sweep
    const QList<QPointF> low = m_model->series(metric, line, SweepChartModel::Band::Low);
    const QList<QPointF> high = m_model->series(metric, line, SweepChartModel::Band::High);
    const QList<QPointF> value = m_model->series(metric, line);

    auto *band = new QAreaSeries;
    auto *upper = new QLineSeries(band);
    auto *lower = new QLineSeries(band);
    upper->replace(high);
    lower->replace(low);
    band->setUpperSeries(upper);
    band->setLowerSeries(lower);
    QColor fill = color;
    fill.setAlpha(50);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    band->setName(tr("%1, 95% band").arg(name));
    chart->addSeries(band);
    band->attachAxis(xAxis);
    band->attachAxis(yAxis);

    auto *curve = new QLineSeries;
    curve->setName(name);
    curve->replace(value);
    // Fencing cannot stop two holders, so on the violation chart a lock's lines coincide. The
    // fencing-off line is wide and drawn first, the fencing-on line thin, dashed and on top: where
    // they coincide the colour under it shows on both sides (a dashed line of equal width hid it).
    QPen pen(color);
    pen.setWidthF(fencing ? 2 : 6);
    pen.setCapStyle(Qt::FlatCap);
    if (fencing)
        pen.setStyle(Qt::DashLine);
    curve->setPen(pen);
    curve->setPointsVisible(true);
    // Qt Charts 6.4 draws a line's points 1.5 × its pen's width in radius, whatever setMarkerSize()
    // says: the wide line's were 18 px across and hid the curve's shape. Each point is given its
    // radius: a little wider than its line, so the points still show where the trials ran.
    const qreal radius = pointRadius(pen);
    curve->setMarkerSize(2 * radius);
    for (int i = 0; i < value.size(); ++i)
        curve->setPointConfiguration(i, QXYSeries::PointConfiguration::Size, radius);
    chart->addSeries(curve);
    curve->attachAxis(xAxis);
    curve->attachAxis(yAxis);

    connect(curve, &QLineSeries::hovered, this, [this, metric, line, name](const QPointF &at, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const QList<QPointF> points = m_model->series(metric, line);
        if (points.isEmpty())
            return;
        const auto nearest =
            std::min_element(points.cbegin(), points.cend(), [&at](const QPointF &a, const QPointF &b) {
                return std::abs(a.x() - at.x()) < std::abs(b.x() - at.x());
            });
        const int i = static_cast<int>(nearest - points.cbegin());
        const QPointF lo = m_model->series(metric, line, SweepChartModel::Band::Low).at(i);
        const QPointF hi = m_model->series(metric, line, SweepChartModel::Band::High).at(i);
        const int exemplar = m_model->exemplarTrial(i, line, metric);
        QString text = tr("%1 = %2, %3\nP = %4 (95%: %5 – %6)")
                           .arg(m_model->parameterName(), QString::number(nearest->x(), 'g', 6), name,
                                QString::number(nearest->y(), 'f', 4), QString::number(lo.y(), 'f', 4),
                                QString::number(hi.y(), 'f', 4));
        if (exemplar >= 0)
            text += tr("\nClick to open failing trial %1").arg(exemplar);
        QToolTip::showText(QCursor::pos(), text);
    });
    connect(curve, &QLineSeries::clicked, this, [this, metric, line](const QPointF &at) {
        const QList<QPointF> points = m_model->series(metric, line);
        if (points.isEmpty())
            return;
        const auto nearest =
            std::min_element(points.cbegin(), points.cend(), [&at](const QPointF &a, const QPointF &b) {
                return std::abs(a.x() - at.x()) < std::abs(b.x() - at.x());
            });
        openPoint(static_cast<int>(nearest - points.cbegin()), line, metric);
    });
    double yMax = 0;
    for (const QPointF &p : high)
        yMax = std::max(yMax, p.y());
    return yMax;
}

bool SweepView::openPoint(int point, int line, SweepChartModel::Metric metric)
{
    const SweepResult &result = m_model->result();
    if (point < 0 || point >= result.points.size() || line < 0 || line >= m_model->lineCount())
        return false;
    const double x = result.points.at(point).values.value(0);
    const int trial = m_model->exemplarTrial(point, line, metric);
    const QString policy = m_model->lineLabel(line);
    if (trial < 0) {
        m_status->setText(tr("No trial failed at %1 = %2 with %3.")
                              .arg(m_model->parameterName(), QString::number(x, 'g', 6), policy));
        return false;
    }
    const SweepRunner runner(m_ranConfig);
    Scenario scenario = runner.lineScenario(point, trial, line);
    const QString caption = tr("sweep trial %1 at %2 = %3, %4")
                                .arg(trial)
                                .arg(m_model->parameterName(), QString::number(x, 'g', 6), policy);
    scenario.title = tr("%1 (%2)").arg(scenarioTitle(scenario), caption);
    const Policies policies = runner.linePolicies(line);
    // Why this trial: the interpretation of its run names the failure the chart counts.
    const quint64 seed = runner.trialSeed(point, trial);
    const Interpretation run(simulate(runner.lineScenario(point, trial, line), policies, seed));
    const ViolationKind kind = metric == SweepChartModel::Metric::StaleWrite ? ViolationKind::StaleWriteAccepted
                                                                             : ViolationKind::MutualExclusion;
    const QList<Violation> &violations = run.summary().violations;
    const auto why =
        std::find_if(violations.cbegin(), violations.cend(), [kind](const Violation &v) { return v.kind == kind; });
    if (why != violations.cend())
        m_status->setText(tr("Opened %1 in the Timeline tab: %2").arg(caption, run.witness(*why)));
    else
        m_status->setText(tr("Opened %1 in the Timeline tab.").arg(caption));
    Q_EMIT trialRequested(scenario, policies, seed, caption, why != violations.cend() ? why->from : 0);
    return true;
}

}  // namespace locklab
