// SPDX-License-Identifier: MIT
#include "guidedtour.h"

#include "builtins.h"
#include "captionbar.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "simulation.h"
#include "verdictbanner.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace locklab {

GuidedTour::GuidedTour(MainWindow *window, CaptionBar *caption, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_caption(caption)
    , m_names(tourScenarioNames())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GuidedTour::advance);
    connect(m_window->run(), &RunController::playingChanged, this, &GuidedTour::onPlayingChanged);
}

void GuidedTour::setPauses(int introMs, int outroMs)
{
    m_introMs = introMs;
    m_outroMs = outroMs;
}

QString GuidedTour::headline(int index, int count, const QString &title)
{
    return tr("Experiment %1 of %2: %3").arg(index + 1).arg(count).arg(title);
}

int GuidedTour::introMsFor(const QString &intro)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const auto words = intro.split(space, Qt::SkipEmptyParts).size();
    return static_cast<int>(std::clamp<qsizetype>(words * 250, 4000, 12000));
}

double GuidedTour::playSpeed(double chosen, Micros extent, int minPlayMs)
{
    if (extent <= 0 || minPlayMs <= 0)
        return chosen;
    return std::min(chosen, static_cast<double>(extent) / 1000.0 / minPlayMs);
}

void GuidedTour::start()
{
    if (isRunning())
        stop();
    m_chosenSpeed = m_window->run()->speed();
    Q_EMIT runningChanged(true);
    show(0);
}

void GuidedTour::stop()
{
    if (!isRunning())
        return;
    m_timer.stop();
    m_phase = Phase::Idle;
    m_index = -1;
    m_window->run()->pause();
    m_window->run()->setSpeed(m_chosenSpeed);
    m_caption->setHeadline(QString());
    Q_EMIT runningChanged(false);
}

void GuidedTour::show(int index)
{
    if (index >= m_names.size()) {
        stop();
        return;
    }
    m_index = index;
    if (!m_window->openScenario(m_names.at(index))) {
        stop();
        return;
    }
    const Scenario &s = m_window->document()->scenario();
    m_caption->setHeadline(headline(index, static_cast<int>(m_names.size()), scenarioTitle(s)), scenarioDescription(s));
    m_window->run()->reset();
    m_phase = Phase::Intro;
    m_timer.start(m_introMs >= 0 ? m_introMs : introMsFor(scenarioDescription(s)));
    Q_EMIT experimentStarted(index, scenarioTitle(s));
}

void GuidedTour::advance()
{
    switch (m_phase) {
    case Phase::Intro:
        m_phase = Phase::Playing;
        // The article's first experiments last a few milliseconds: at the chosen speed they
        // would flash by, so a short run is slowed down to be watchable.
        m_window->run()->setSpeed(playSpeed(m_chosenSpeed, m_window->run()->extent(), m_minPlayMs));
        m_window->run()->play();
        if (m_window->run()->totalSteps() == 0) {
            // Nothing to play (the backend cannot run this one: the window says why): go on.
            m_phase = Phase::Outro;
            m_timer.start(m_outroMs);
        }
        break;
    case Phase::Outro:
        show(m_index + 1);
        break;
    case Phase::Idle:
    case Phase::Playing:
        break;
    }
}

void GuidedTour::onPlayingChanged(bool playing)
{
    if (playing || m_phase != Phase::Playing)
        return;
    if (!m_window->run()->isAtEnd()) {
        stop();  // the trainer paused: the tour hands control back
        return;
    }
    m_phase = Phase::Outro;
    m_timer.start(m_outroMs);
}

TourVideo::TourVideo(const Options &options)
    : m_options(options)
{
    m_options.image.caption = true;
    const QStringList names = tourScenarioNames();
    QList<Trace> traces;
    double scale = m_options.image.scale;
    for (const QString &name : names) {
        Scenario scenario;
        LoadError loadError;
        if (!loadBuiltinScenario(name, &scenario, &loadError)) {
            m_error = loadError.toString();
            return;
        }
        Part part;
        part.title = scenarioTitle(scenario);
        part.headline = GuidedTour::headline(static_cast<int>(m_parts.size()), static_cast<int>(names.size()),
                                             scenarioTitle(scenario));
        part.intro = scenarioDescription(scenario);
        const Trace trace = simulate(scenario, scenario.policies, 1);
        part.outcome = tr("Outcome: %1").arg(VerdictBanner::headlineFor(summarize(trace)));
        const auto frames = [&](int ms) {
            return std::max(1, static_cast<int>(std::lround(ms / 1000.0 * m_options.fps)));
        };
        part.introFrames = frames(m_options.introMs >= 0 ? m_options.introMs : GuidedTour::introMsFor(part.intro));
        part.speed = GuidedTour::playSpeed(m_options.speed, trace.endTime(), m_options.minPlayMs);
        part.playFrames = TimelineExporter::frameCount(trace.endTime(), m_options.fps, part.speed);
        part.outroFrames = frames(m_options.outroMs);
        if (m_options.image.scale <= 0) {
            ExportOptions fitted = m_options.image;
            fitted.headline = part.headline;
            const double fit = TimelineExporter(trace, fitted).scale();
            scale = scale <= 0 ? fit : std::min(scale, fit);
        }
        m_parts.append(part);
        traces.append(trace);
    }
    for (qsizetype i = 0; i < m_parts.size(); ++i) {
        ExportOptions image = m_options.image;
        image.scale = scale;
        image.headline = m_parts.at(i).headline;
        m_exporters.push_back(std::make_unique<TimelineExporter>(traces.at(i), image));
    }
}

TourVideo::~TourVideo() = default;

int TourVideo::frameCount() const
{
    int total = 0;
    for (const Part &p : m_parts)
        total += p.introFrames + p.playFrames + p.outroFrames;
    return total;
}

QImage TourVideo::partFrame(int part, int frame) const
{
    const Part &p = m_parts.at(part);
    const TimelineExporter &e = exporter(part);
    if (frame < p.introFrames)
        return e.titleCard(p.headline, p.intro);
    frame -= p.introFrames;
    if (frame < p.playFrames)
        return e.image(TimelineExporter::frameTime(frame, m_options.fps, p.speed), true);
    return e.image(e.trace().endTime(), false, p.outcome);
}

QImage TourVideo::frame(int frame) const
{
    for (int i = 0; i < m_parts.size(); ++i) {
        const Part &p = m_parts.at(i);
        const int n = p.introFrames + p.playFrames + p.outroFrames;
        if (frame < n)
            return partFrame(i, frame);
        frame -= n;
    }
    return {};
}

bool TourVideo::write(FrameWriter &writer, QString *error, const TimelineExporter::Progress &progress) const
{
    if (!isValid()) {
        if (error)
            *error = m_error;
        return false;
    }
    const int total = frameCount();
    int done = 0;
    for (int i = 0; i < m_parts.size(); ++i) {
        const Part &p = m_parts.at(i);
        const int n = p.introFrames + p.playFrames + p.outroFrames;
        // A still (title card, outcome) is rendered once and written as often as it stays up.
        QImage still;
        for (int k = 0; k < n; ++k) {
            const bool isStill = k < p.introFrames || k >= p.introFrames + p.playFrames;
            if (isStill && (k == 0 || k == p.introFrames + p.playFrames))
                still = partFrame(i, k);
            if (!writer.write(isStill ? still : partFrame(i, k), error))
                return false;
            ++done;
            if (progress && !progress(done, total)) {
                if (error)
                    *error = tr("cancelled");
                return false;
            }
        }
    }
    return true;
}

bool TourVideo::saveVideo(const QString &path, QString *error, const TimelineExporter::Progress &progress) const
{
    FrameWriter writer;
    return writer.openVideo(path, m_options.image.size, m_options.fps, error) && write(writer, error, progress)
           && writer.finish(error);
}

bool TourVideo::saveFrames(const QString &dir, QString *error, const TimelineExporter::Progress &progress) const
{
    FrameWriter writer;
    return writer.openFrames(dir, error) && write(writer, error, progress) && writer.finish(error);
}

}  // namespace locklab
