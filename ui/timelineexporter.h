// SPDX-License-Identifier: MIT
#pragma once

#include "timelinemodel.h"
#include "timelinerenderer.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>

#include <functional>

class QPainter;

namespace locklab {

struct ExportOptions {
    QSize size{1600, 900};       // image pixels
    double scale = 0;            // image pixels per layout pixel; 0: chosen so the lanes fill the size
    bool caption = false;        // a strip under the lanes narrating the event at the cursor
    bool dark = false;
};

// Renders a trace's timeline off screen through the TimelineRenderer (never a widget grab), so
// PNG, SVG, animation frames and video all look like the window and cost no window. The colours
// and fonts are fixed (not the desktop's), so an export looks the same on every machine.
class TimelineExporter {
    Q_DECLARE_TR_FUNCTIONS(TimelineExporter)
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
    TimeMapping mapping() const;
    QRectF captionRect() const;  // layout pixels; empty without a caption

    // `reveal`: show only what has happened by `cursor`, as playback does; else the whole run.
    void paint(QPainter &p, Micros cursor, bool reveal = false) const;
    QImage image(Micros cursor, bool reveal = false) const;
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

    static QStringList videoSuffixes();
    static QString ffmpegPath();  // empty when ffmpeg is not on PATH
    static QString ffmpegMissingMessage();

private:
    const Trace m_trace;
    const Summary m_summary;
    const TimelineModel m_model;
    ExportOptions m_options;
    TimelinePalette m_palette;
    double m_scale = 1;
};

} // namespace locklab
