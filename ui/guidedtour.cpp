// SPDX-License-Identifier: MIT
#include "guidedtour.h"

#include "builtins.h"
#include "captionbar.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"

namespace locklab {

GuidedTour::GuidedTour(MainWindow *window, CaptionBar *caption, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_caption(caption)
    , m_names(seedLabScenarioNames())
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

void GuidedTour::start()
{
    if (isRunning())
        stop();
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
    m_caption->setHeadline(tr("Experiment %1 of %2: %3").arg(index + 1).arg(m_names.size()).arg(s.title), s.description);
    m_window->run()->reset();
    m_phase = Phase::Intro;
    m_timer.start(m_introMs);
    Q_EMIT experimentStarted(index, s.title);
}

void GuidedTour::advance()
{
    switch (m_phase) {
    case Phase::Intro:
        m_phase = Phase::Playing;
        m_window->run()->play();
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

} // namespace locklab
