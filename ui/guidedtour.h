// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"
#include "core/trace.h"
#include "timeline/timelineexporter.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

class QAction;
class QFrame;
class QLabel;

#include <memory>
#include <vector>

namespace locklab {

class CaptionBar;
class MainWindow;

// One stop of the tour: a built-in scenario and what to watch in it (the cause, in one sentence).
struct TourStop {
    QString scenario;
    QString watch;
};

// The lessons in order, hands-free: each experiment opens already playing, with a title card over
// the timeline saying what to watch, plays at the window's chosen speed, rests a moment on the
// outcome, then the next, so a trainer can record the whole lab in one take. Previous, Next and
// Skip (their keys on the buttons) let a viewer move at their own pace.
class GuidedTour : public QObject {
    Q_OBJECT
public:
    GuidedTour(MainWindow *window, CaptionBar *caption, QObject *parent = nullptr);

    // The article's six experiments, with the later lessons where they belong: pid-as-token after
    // the token release it defeats, the heartbeat and timeout lessons after the TTL overlap, the
    // check and the stores after it, the efficiency lock last.
    static QList<TourStop> stops();

    void start();
    void stop();
    bool isRunning() const { return m_index >= 0; }
    int current() const { return m_index; }  // index into the experiments, -1 when not running
    QStringList experiments() const { return m_names; }
    // introMs: how long the title card stays over the playing run (negative: long enough to read
    // it, introMsFor); outroMs: the rest on the outcome before the next experiment.
    void setPauses(int introMs, int outroMs);
    bool isTitleCardVisible() const;
    QString titleCardText() const;  // the card's title and what to watch, as plain text

    QAction *previousAction() const { return m_previousAction; }
    QAction *nextAction() const { return m_nextAction; }
    QAction *skipAction() const { return m_skipAction; }
    void previous();
    void next();
    // Runs shorter than this at the chosen speed are slowed down to last it; 0: never.
    void setMinimumPlayMs(int ms) { m_minPlayMs = ms; }

    // The speed that plays a run of `extent` in at least `minPlayMs`, or `chosen` if slower.
    static double playSpeed(double chosen, Micros extent, int minPlayMs);

    // "Experiment 2 of 14: <title>", in the caption bar and in the tour's video.
    static QString headline(int index, int count, const QString &title);
    // "Watch: <what>", the title card's second line.
    static QString watchLine(const QString &watch);
    // How long an intro stays up: about 4 words a second, from 4 to 12 seconds.
    static int introMsFor(const QString &intro);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void runningChanged(bool running);
    void experimentStarted(int index, const QString &title);

private:
    enum class Phase { Idle, Playing, Outro };
    void show(int index);
    void advance();
    void onPlayingChanged(bool playing);
    void placeCard();
    void updateActions();
    // Where the user was when the tour began, given back when it ends (Skip, Finish, Esc).
    void rememberWhereTheUserWas();
    void returnToWhereTheUserWas();

    MainWindow *m_window;
    CaptionBar *m_caption;
    QList<TourStop> m_stops;
    QStringList m_names;
    QTimer m_timer;
    QTimer m_cardTimer;
    QFrame *m_card = nullptr;  // the title card, over the timeline
    QLabel *m_cardTitle = nullptr;
    QLabel *m_cardWatch = nullptr;
    QWidget *m_controls = nullptr;  // Previous / Next / Skip, in the caption bar
    QAction *m_previousAction = nullptr;
    QAction *m_nextAction = nullptr;
    QAction *m_skipAction = nullptr;
    bool m_switching = false;  // opening the next experiment: its pause is not the trainer's
    Phase m_phase = Phase::Idle;
    int m_index = -1;
    int m_introMs = -1;
    int m_outroMs = 3000;
    int m_minPlayMs = 6000;
    double m_chosenSpeed = 0;  // the window's speed, restored when the tour ends
    struct Before {
        bool valid = false;
        QString source;  // MainWindow::currentSource(): a built-in's name or a file, empty for a new one
        Scenario scenario;
        bool modified = false;
        Policies policies;
        Micros cursor = 0;
        Micros from = 0;
        Micros to = 0;
        bool stepping = false;
    };
    Before m_before;
};

// The guided tour as one video or frame sequence (File ▸ Export Guided Tour, `locklab render
// tour`): for each stop of the tour in order, a title card with what to watch, the run
// played with captions under the experiment's headline, then a rest on the outcome. The runs
// are the embedded backend's, so the video is the same on every machine; one scale for all of them,
// so the type does not change size between experiments.
class TourVideo {
    Q_DECLARE_TR_FUNCTIONS(locklab::TourVideo)
public:
    struct Options {
        ExportOptions image;  // size and theme; captions are always on
        double fps = 30;
        double speed = 0.05;   // scenario seconds per wall second, as RunController::speed()
        int introMs = -1;      // each title card; negative: GuidedTour::introMsFor its intro
        int outroMs = 3000;    // the rest on the outcome
        int minPlayMs = 6000;  // short runs are slowed down to play this long (playSpeed)
    };
    struct Part {
        QString title;     // the scenario's title
        QString headline;  // GuidedTour::headline()
        QString intro;     // what to watch (GuidedTour::watchLine of the stop)
        QString outcome;   // the caption while resting on the outcome
        double speed = 0;  // this run's playback speed
        int introFrames = 0;
        int playFrames = 0;
        int outroFrames = 0;
    };

    explicit TourVideo(const Options &options);
    ~TourVideo();

    bool isValid() const { return m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    const QList<Part> &parts() const { return m_parts; }
    const TimelineExporter &exporter(int part) const { return *m_exporters.at(static_cast<size_t>(part)); }
    int frameCount() const;
    // Frame `frame` of the whole tour (for tests and previews).
    QImage frame(int frame) const;

    bool write(FrameWriter &writer, QString *error, const TimelineExporter::Progress &progress = {}) const;
    bool saveVideo(const QString &path, QString *error, const TimelineExporter::Progress &progress = {}) const;
    bool saveFrames(const QString &dir, QString *error, const TimelineExporter::Progress &progress = {}) const;

private:
    QImage partFrame(int part, int frame) const;

    Options m_options;
    QList<Part> m_parts;
    std::vector<std::unique_ptr<TimelineExporter>> m_exporters;
    QString m_error;
};

}  // namespace locklab
