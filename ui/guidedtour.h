// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace locklab {

class CaptionBar;
class MainWindow;

// The article's six experiments in order, hands-free: each opens with its title and a one-line
// intro, plays at the window's chosen speed, rests a moment on the outcome, then the next, so a
// trainer can record the whole lab in one take.
class GuidedTour : public QObject {
    Q_OBJECT
public:
    GuidedTour(MainWindow *window, CaptionBar *caption, QObject *parent = nullptr);

    void start();
    void stop();
    bool isRunning() const { return m_index >= 0; }
    int current() const { return m_index; }  // index into the experiments, -1 when not running
    QStringList experiments() const { return m_names; }
    void setPauses(int introMs, int outroMs);

Q_SIGNALS:
    void runningChanged(bool running);
    void experimentStarted(int index, const QString &title);

private:
    enum class Phase { Idle, Intro, Playing, Outro };
    void show(int index);
    void advance();
    void onPlayingChanged(bool playing);

    MainWindow *m_window;
    CaptionBar *m_caption;
    QStringList m_names;
    QTimer m_timer;
    Phase m_phase = Phase::Idle;
    int m_index = -1;
    int m_introMs = 3500;
    int m_outroMs = 3000;
};

} // namespace locklab
