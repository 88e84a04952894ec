// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"
#include "timeline/timelinerenderer.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>

#include <functional>
#include <memory>

class QPainter;
class QProcess;

namespace locklab {

struct ExportOptions {
    QSize size{1600, 900};  // image pixels
    double scale = 0;       // image pixels per layout pixel; 0: chosen so the lanes fill the size
    bool caption = false;   // a strip under the lanes narrating the event at the cursor
    QString headline;       // with caption: a line above the narration (the guided tour's experiment)
    bool dark = false;
};

// Where the frames of an animation go: numbered PNGs in a folder, or one ffmpeg process fed raw
// frames on stdin that writes MP4 (H.264), WebM (VP9) or GIF by the file's suffix. One writer
// can take frames from several exporters, so the guided tour becomes one video.
class FrameWriter {
    Q_DECLARE_TR_FUNCTIONS(locklab::FrameWriter)
public:
    FrameWriter();
    ~FrameWriter();  // an unfinished ffmpeg is killed and its partial file left as ffmpeg left it
    FrameWriter(const FrameWriter &) = delete;
    FrameWriter &operator=(const FrameWriter &) = delete;

    // frame-00000.png, frame-00001.png, ... in `dir` (created if needed).
    bool openFrames(const QString &dir, QString *error);
    bool openVideo(const QString &path, const QSize &size, double fps, QString *error);
    // Every frame must have the size given to openVideo().
    bool write(const QImage &frame, QString *error);
    // Waits for ffmpeg to finish the file.
    bool finish(QString *error);
    int written() const { return m_written; }

private:
    bool fail(const QString &message, QString *error);

    QString m_dir;
    std::unique_ptr<QProcess> m_process;
    QSize m_size;
    int m_written = 0;
};

// Renders a trace's timeline off screen through the TimelineRenderer (never a widget grab), so
// PNG, SVG, animation frames and video all look like the window and cost no window. The colours
// and fonts are fixed (not the desktop's), so an export looks the same on every machine.
class TimelineExporter {
    Q_DECLARE_TR_FUNCTIONS(locklab::TimelineExporter)
public:
    // Called after each frame with (done, total); returning false cancels.
    using Progress = std::function<bool(int, int)>;

    explicit TimelineExporter(const Trace &trace, const ExportOptions &options = {});

    const ExportOptions &options() const { return m_options; }
    const Trace &trace() const { return m_trace; }
    // The run's extent: the axis spans [0, extent] (with a small margin) in every frame.
    Micros extent() const;
    double scale() const { return m_scale; }
    // Layout and mapping in layout pixels; multiply by scale() for image pixels.
    QSizeF logicalSize() const;
    TimelineLayout layout() const;
    static LaneSizing frameSizing();
    TimeMapping mapping() const;
    QRectF captionRect() const;  // layout pixels; empty without a caption

    // `reveal`: show only what has happened by `cursor`, as playback does; else the whole run.
    // `caption`: the strip's narration instead of the event at the cursor (e.g. the outcome).
    void paint(QPainter &p, Micros cursor, bool reveal = false, const QString &caption = QString()) const;
    QImage image(Micros cursor, bool reveal = false, const QString &caption = QString()) const;
    // The run before it starts, dimmed under a card with a title and a paragraph: the guided
    // tour's introduction of each experiment.
    QImage titleCard(const QString &title, const QString &text) const;
    bool savePng(const QString &path, Micros cursor, QString *error) const;
    bool saveSvg(const QString &path, Micros cursor, QString *error) const;

    // Frame k of an animation shows scenario time k / fps × speed (speed: scenario seconds per
    // wall second), from 0 to the end of the run.
    static int frameCount(Micros extent, double fps, double speed);
    static Micros frameTime(int frame, double fps, double speed);
    // frame-00000.png, frame-00001.png, ... in `dir` (created if needed).
    bool saveFrames(const QString &dir, double fps, double speed, QString *error, const Progress &progress = {}) const;
    // MP4, WebM or GIF by the file's suffix, through ffmpeg.
    bool saveVideo(const QString &path, double fps, double speed, QString *error, const Progress &progress = {}) const;
    // The animation's frames into an open writer; progress counts from `done` of `total`.
    bool writeAnimation(FrameWriter &writer, double fps, double speed, QString *error, const Progress &progress = {},
                        int done = 0, int total = -1) const;

    static QStringList videoSuffixes();
    static QString ffmpegPath();  // empty when ffmpeg is not on PATH
    static QString ffmpegMissingMessage();

private:
    const Trace m_trace;
    const Interpretation m_interpretation;
    const TimelineModel m_model;
    ExportOptions m_options;
    TimelinePalette m_palette;
    double m_scale = 1;
};

}  // namespace locklab
