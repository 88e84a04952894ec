// SPDX-License-Identifier: MIT
#include "timelineexporter.h"

#include "captions.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSysInfo>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace locklab {

namespace {

constexpr double minLogicalWidth = 960;  // below this the labels start to elide: scale up past it
constexpr double captionHeight = 64;
constexpr int baseFontPixels = 13;       // pixels, not points: a PNG and an SVG must agree

QPalette exportPalette(bool dark)
{
    QPalette p;
    if (dark) {
        p.setColor(QPalette::Window, QColor(0x23, 0x26, 0x2b));
        p.setColor(QPalette::Base, QColor(0x1b, 0x1d, 0x21));
        p.setColor(QPalette::Text, QColor(0xe6, 0xe8, 0xeb));
    } else {
        p.setColor(QPalette::Window, QColor(0xef, 0xf0, 0xf1));
        p.setColor(QPalette::Base, Qt::white);
        p.setColor(QPalette::Text, QColor(0x1b, 0x1d, 0x21));
    }
    return p;
}

// The trace as it stood at `at`: what playback shows at that instant.
Trace prefix(const Trace &trace, Micros at)
{
    Trace t = trace;
    const auto end = std::upper_bound(t.events.cbegin(), t.events.cend(), at, [](Micros v, const TraceEvent &e) { return v < e.at; });
    t.events.resize(end - t.events.cbegin());
    return t;
}

} // namespace

TimelineExporter::TimelineExporter(const Trace &trace, const ExportOptions &options)
    : m_trace(trace)
    , m_summary(summarize(trace))
    , m_model(TimelineModel::build(m_trace, m_summary))
    , m_options(options)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(baseFontPixels);
    m_palette = TimelinePalette::fromPalette(exportPalette(options.dark), font);
    if (m_options.scale > 0) {
        m_scale = m_options.scale;
    } else {
        TimelineRenderer renderer;
        renderer.setModel(&m_model);
        const double preferred = renderer.preferredHeight() + (m_options.caption ? captionHeight : 0);
        m_scale = std::clamp(std::min(m_options.size.width() / minLogicalWidth, m_options.size.height() / preferred), 1.0, 4.0);
    }
}

Micros TimelineExporter::extent() const
{
    return std::max<Micros>(m_trace.endTime(), TimeMapping::minDuration);
}

QSizeF TimelineExporter::logicalSize() const
{
    return QSizeF(m_options.size) / m_scale;
}

TimelineLayout TimelineExporter::layout() const
{
    TimelineRenderer renderer;
    renderer.setModel(&m_model);
    const QSizeF size = logicalSize();
    return renderer.layout(QSizeF(size.width(), size.height() - (m_options.caption ? captionHeight : 0)));
}

TimeMapping TimelineExporter::mapping() const
{
    const TimelineLayout l = layout();
    return TimeMapping(0, extent(), l.plot.left(), l.plot.width()).fitted(0, extent(), 0.02);
}

QRectF TimelineExporter::captionRect() const
{
    if (!m_options.caption)
        return {};
    const QSizeF size = logicalSize();
    return QRectF(0, size.height() - captionHeight, size.width(), captionHeight);
}

void TimelineExporter::paint(QPainter &p, Micros cursor, bool reveal) const
{
    const TimelineLayout l = layout();
    const TimeMapping m = mapping();
    TimelineRenderer renderer;
    renderer.setPalette(m_palette);
    Trace shown;
    TimelineModel revealed;
    if (reveal && cursor >= 0 && cursor < m_trace.endTime()) {
        shown = prefix(m_trace, cursor);
        revealed = TimelineModel::build(shown, summarize(shown));
        renderer.setModel(&revealed);
        renderer.setNow(cursor);
    } else {
        renderer.setModel(&m_model);
    }
    p.save();
    p.setClipRect(QRectF(QPointF(0, 0), logicalSize()));
    p.fillRect(QRectF(QPointF(0, 0), logicalSize()), m_palette.background);
    renderer.paint(p, l, m);
    if (cursor >= 0)
        renderer.paintCursor(p, l, m, cursor);

    const QRectF strip = captionRect();
    if (!strip.isEmpty()) {
        // Subtitles: light on dark in both themes, so they read like the captions of a video.
        p.fillRect(strip, QColor(0x1d, 0x22, 0x2b));
        p.fillRect(QRectF(strip.left(), strip.top(), strip.width(), 3), m_palette.cursor);
        const auto it = std::upper_bound(m_trace.events.cbegin(), m_trace.events.cend(), cursor,
                                         [](Micros v, const TraceEvent &e) { return v < e.at; });
        QString text = it == m_trace.events.cbegin() ? tr("The run is about to start.") : captionFor(m_trace, *(it - 1));
        QFont timeFont = m_palette.font;
        timeFont.setPixelSize(18);
        QFont textFont = m_palette.font;
        textFont.setPixelSize(22);
        textFont.setBold(true);
        const QString at = TimelineRenderer::formatMs(std::max<Micros>(0, cursor), 1);
        const QFontMetricsF tfm(timeFont);
        const double timeWidth = tfm.horizontalAdvance(QStringLiteral("0000.0 ms")) + 24;
        p.setFont(timeFont);
        p.setPen(QColor(0xb8, 0xc0, 0xcc));
        p.drawText(QRectF(strip.left() + 16, strip.top() + 3, timeWidth, strip.height() - 3), Qt::AlignLeft | Qt::AlignVCenter, at);
        const QRectF textRect(strip.left() + 16 + timeWidth, strip.top() + 3, strip.width() - 32 - timeWidth, strip.height() - 3);
        p.setFont(textFont);
        p.setPen(Qt::white);
        p.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(textFont).elidedText(text, Qt::ElideRight, textRect.width()));
    }
    p.restore();
}

QImage TimelineExporter::image(Micros cursor, bool reveal) const
{
    QImage img(m_options.size, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(1);
    img.fill(m_palette.background);
    QPainter p(&img);
    p.scale(m_scale, m_scale);
    paint(p, cursor, reveal);
    p.end();
    return img;
}

bool TimelineExporter::savePng(const QString &path, Micros cursor, QString *error) const
{
    if (image(cursor).save(path, "PNG"))
        return true;
    if (error)
        *error = tr("cannot write %1").arg(QDir::toNativeSeparators(path));
    return false;
}

bool TimelineExporter::saveSvg(const QString &path, Micros cursor, QString *error) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(m_options.size);
    svg.setViewBox(QRect(QPoint(0, 0), m_options.size));
    svg.setResolution(96);
    svg.setTitle(tr("LockLab timeline: %1").arg(m_trace.scenario));
    svg.setDescription(tr("Rendered by LockLab"));
    QPainter p;
    if (!p.begin(&svg)) {
        if (error)
            *error = tr("cannot write %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    p.scale(m_scale, m_scale);
    paint(p, cursor);
    return p.end();
}

int TimelineExporter::frameCount(Micros extent, double fps, double speed)
{
    if (fps <= 0 || speed <= 0 || extent < 0)
        return 0;
    // The last frame is the last one at or before the end of the run: floor, plus frame 0.
    const double seconds = static_cast<double>(extent) / 1e6 / speed;
    return static_cast<int>(std::floor(seconds * fps + 1e-9)) + 1;
}

Micros TimelineExporter::frameTime(int frame, double fps, double speed)
{
    return static_cast<Micros>(std::llround(frame / fps * speed * 1e6));
}

bool TimelineExporter::saveFrames(const QString &dir, double fps, double speed, QString *error, const Progress &progress) const
{
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir));
        return false;
    }
    const QDir out(dir);
    const int total = frameCount(m_trace.endTime(), fps, speed);
    for (int k = 0; k < total; ++k) {
        const QString path = out.filePath(QStringLiteral("frame-%1.png").arg(k, 5, 10, QLatin1Char('0')));
        if (!image(frameTime(k, fps, speed), true).save(path, "PNG")) {
            if (error)
                *error = tr("cannot write %1").arg(QDir::toNativeSeparators(path));
            return false;
        }
        if (progress && !progress(k + 1, total)) {
            if (error)
                *error = tr("cancelled");
            return false;
        }
    }
    return true;
}

QStringList TimelineExporter::videoSuffixes()
{
    return {QStringLiteral("mp4"), QStringLiteral("webm"), QStringLiteral("gif")};
}

QString TimelineExporter::ffmpegPath()
{
    return QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
}

QString TimelineExporter::ffmpegMissingMessage()
{
    return tr("video export needs ffmpeg on PATH (Debian/Ubuntu: sudo apt install ffmpeg); "
              "PNG frames work without it");
}

bool TimelineExporter::saveVideo(const QString &path, double fps, double speed, QString *error, const Progress &progress) const
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!videoSuffixes().contains(suffix))
        return fail(tr("%1: unknown video format (use .mp4, .webm or .gif)").arg(QDir::toNativeSeparators(path)));
    const QString ffmpeg = ffmpegPath();
    if (ffmpeg.isEmpty())
        return fail(ffmpegMissingMessage());
    // yuv420p (what players expect) needs even dimensions.
    const QSize size = m_options.size;
    const QString fpsText = QString::number(fps);
    QStringList args{QStringLiteral("-hide_banner"), QStringLiteral("-loglevel"), QStringLiteral("error"), QStringLiteral("-y"),
                     QStringLiteral("-f"), QStringLiteral("rawvideo"), QStringLiteral("-pix_fmt"),
                     QSysInfo::ByteOrder == QSysInfo::LittleEndian ? QStringLiteral("bgra") : QStringLiteral("argb"),
                     QStringLiteral("-s"), QStringLiteral("%1x%2").arg(size.width()).arg(size.height()),
                     QStringLiteral("-framerate"), fpsText, QStringLiteral("-i"), QStringLiteral("-")};
    if (suffix == QStringLiteral("gif")) {
        args << QStringLiteral("-vf") << QStringLiteral("split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse");
    } else {
        args << QStringLiteral("-vf") << QStringLiteral("scale=trunc(iw/2)*2:trunc(ih/2)*2") << QStringLiteral("-pix_fmt")
             << QStringLiteral("yuv420p");
        if (suffix == QStringLiteral("mp4"))
            args << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-crf") << QStringLiteral("18")
                 << QStringLiteral("-movflags") << QStringLiteral("+faststart");
        else
            args << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9") << QStringLiteral("-b:v") << QStringLiteral("0")
                 << QStringLiteral("-crf") << QStringLiteral("32");
    }
    args << path;

    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(ffmpeg, args);
    if (!process.waitForStarted(10000))
        return fail(tr("cannot start %1").arg(ffmpeg));
    const int total = frameCount(m_trace.endTime(), fps, speed);
    for (int k = 0; k < total; ++k) {
        // ARGB32 as 32-bit words: B, G, R, A in memory on a little-endian machine.
        const QImage frame = image(frameTime(k, fps, speed), true).convertToFormat(QImage::Format_ARGB32);
        const qint64 bytes = static_cast<qint64>(frame.sizeInBytes());
        bool written = process.write(reinterpret_cast<const char *>(frame.constBits()), bytes) == bytes;
        while (written && process.bytesToWrite() > 0)
            written = process.waitForBytesWritten(30000);
        if (!written) {
            process.kill();
            process.waitForFinished();
            return fail(tr("ffmpeg stopped: %1").arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed()));
        }
        if (progress && !progress(k + 1, total)) {
            process.kill();
            process.waitForFinished();
            return fail(tr("cancelled"));
        }
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(300000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return fail(tr("ffmpeg failed: %1").arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed()));
    return true;
}

} // namespace locklab
