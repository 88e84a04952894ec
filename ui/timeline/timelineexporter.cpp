// SPDX-License-Identifier: MIT
#include "timeline/timelineexporter.h"

#include "core/captions.h"
#include "core/mstext.h"
#include "core/outputfile.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QSysInfo>

#include <algorithm>
#include <cmath>

namespace locklab {

namespace {

constexpr double minLogicalWidth = 960;  // below this the labels start to elide: scale up past it
constexpr double captionHeight = 64;
constexpr double headlineHeight = 34;  // the tour's experiment line above the narration
constexpr int baseFontPixels = 13;     // pixels, not points: a PNG and an SVG must agree

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
    const auto end = std::upper_bound(t.events.cbegin(), t.events.cend(), at,
                                      [](Micros v, const TraceEvent &e) { return v < e.at; });
    t.events.resize(end - t.events.cbegin());
    t.observedUntil = at;  // spans still open at `at` reach the cursor
    return t;
}

double stripHeight(const ExportOptions &options)
{
    if (!options.caption)
        return 0;
    return captionHeight + (options.headline.isEmpty() ? 0 : headlineHeight);
}

// A sentence in `rect`: on one line in `font` if it fits, else word-wrapped on two lines in a
// slightly smaller size, else elided, so the narration is never cut off mid-word.
void drawFitted(QPainter &p, const QRectF &rect, QFont font, const QString &text)
{
    const int flags = Qt::AlignLeft | Qt::AlignVCenter;
    if (QFontMetricsF(font).horizontalAdvance(text) <= rect.width()) {
        p.setFont(font);
        p.drawText(rect, flags, text);
        return;
    }
    font.setPixelSize(std::max(10, font.pixelSize() * 5 / 6));
    const QFontMetricsF fm(font);
    const QRectF needed = fm.boundingRect(rect, flags | Qt::TextWordWrap, text);
    p.setFont(font);
    if (needed.height() <= rect.height() && needed.height() <= fm.lineSpacing() * 2 + 1)
        p.drawText(rect, flags | Qt::TextWordWrap, text);
    else
        p.drawText(rect, flags, fm.elidedText(text, Qt::ElideRight, rect.width()));
}

}  // namespace

LaneSizing TimelineExporter::frameSizing()
{
    // A frame cannot scroll: every lane fits, however many workers there are.
    LaneSizing sizing;
    sizing.minimum = 2;
    return sizing;
}

TimelineExporter::TimelineExporter(const Trace &trace, const ExportOptions &options)
    : m_trace(trace)
    , m_interpretation(trace)
    , m_model(TimelineModel::build(m_interpretation))
    , m_options(options)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(baseFontPixels);
    m_palette = TimelinePalette::fromPalette(exportPalette(options.dark), font);
    if (m_options.scale > 0) {
        m_scale = m_options.scale;
    } else {
        TimelineRenderer renderer;
        renderer.setPalette(m_palette);
        renderer.setModel(&m_model);
        const double preferred = renderer.preferredHeight() + stripHeight(m_options);
        m_scale = std::clamp(std::min(m_options.size.width() / minLogicalWidth, m_options.size.height() / preferred),
                             1.0, 4.0);
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
    renderer.setPalette(m_palette);
    renderer.setLaneSizing(frameSizing());
    renderer.setModel(&m_model);
    const QSizeF size = logicalSize();
    return renderer.layout(QSizeF(size.width(), size.height() - stripHeight(m_options)));
}

TimeMapping TimelineExporter::mapping() const
{
    const TimelineLayout l = layout();
    return TimeMapping(0, extent(), l.plot.left(), l.plot.width())
        .fitted(0, extent(), 0.02, TimelineRenderer::endPadding);
}

QRectF TimelineExporter::captionRect() const
{
    if (!m_options.caption)
        return {};
    const QSizeF size = logicalSize();
    return QRectF(0, size.height() - stripHeight(m_options), size.width(), stripHeight(m_options));
}

void TimelineExporter::paint(QPainter &p, Micros cursor, bool reveal, const QString &caption) const
{
    const TimelineLayout l = layout();
    const TimeMapping m = mapping();
    TimelineRenderer renderer;
    renderer.setPalette(m_palette);
    renderer.setLaneSizing(frameSizing());
    // What the frame shows and narrates: with `reveal`, only what has happened by the cursor.
    Interpretation shown = m_interpretation;
    TimelineModel revealed;
    if (reveal && cursor >= 0 && cursor < m_trace.endTime()) {
        shown = Interpretation(prefix(m_trace, cursor));
        revealed = TimelineModel::build(shown);
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
        QRectF rest = strip.adjusted(16, 3, -16, 0);
        if (!m_options.headline.isEmpty()) {
            // The caption bar's headline: accent yellow, as in the window.
            QFont headFont = m_palette.font;
            headFont.setPixelSize(19);
            headFont.setBold(true);
            const QRectF head(rest.left(), rest.top() + 6, rest.width(), headlineHeight - 6);
            p.setFont(headFont);
            p.setPen(QColor(0xff, 0xd3, 0x4d));
            p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(headFont).elidedText(m_options.headline, Qt::ElideRight, head.width()));
            rest.setTop(head.bottom());
        }
        QString text = caption;
        if (text.isEmpty()) {
            const qsizetype index = shown.eventAtOrBefore(cursor);
            text = index < 0 ? tr("The run is about to start.") : captionAt(shown, cursor, index);
        }
        QFont timeFont = m_palette.font;
        timeFont.setPixelSize(18);
        QFont textFont = m_palette.font;
        textFont.setPixelSize(22);
        textFont.setBold(true);
        const QString at = formatMs(std::max<Micros>(0, cursor), 1);
        const QFontMetricsF tfm(timeFont);
        const double timeWidth = tfm.horizontalAdvance(QStringLiteral("0000.0 ms")) + 24;
        p.setFont(timeFont);
        p.setPen(QColor(0xb8, 0xc0, 0xcc));
        p.drawText(QRectF(rest.left(), rest.top(), timeWidth, rest.height()), Qt::AlignLeft | Qt::AlignVCenter, at);
        p.setPen(Qt::white);
        drawFitted(p, QRectF(rest.left() + timeWidth, rest.top(), rest.width() - timeWidth, rest.height()), textFont,
                   text);
    }
    p.restore();
}

QImage TimelineExporter::titleCard(const QString &title, const QString &text) const
{
    QImage img = image(0, true, tr("The run is about to start."));
    QPainter p(&img);
    p.scale(m_scale, m_scale);
    const QSizeF size = logicalSize();
    const QRectF above(0, 0, size.width(), size.height() - stripHeight(m_options));
    // The lanes stay faintly visible behind the card: the viewer sees what is about to play.
    QColor veil = m_palette.background;
    veil.setAlpha(215);
    p.fillRect(above, veil);

    QFont titleFont = m_palette.font;
    titleFont.setPixelSize(32);
    titleFont.setBold(true);
    QFont textFont = m_palette.font;
    textFont.setPixelSize(21);
    const double padding = 28;
    const double width = std::min(820.0, above.width() - 2 * 24);
    const QRectF inner(0, 0, width - 2 * padding, 10000);
    const QRectF titleBox = QFontMetricsF(titleFont).boundingRect(inner, Qt::TextWordWrap, title);
    const QRectF textBox = QFontMetricsF(textFont).boundingRect(inner, Qt::TextWordWrap, text);
    const double gap = text.isEmpty() ? 0 : 16;
    const double height = std::min(above.height() - 16, titleBox.height() + gap + textBox.height() + 2 * padding);
    const QRectF card(above.center().x() - width / 2, above.center().y() - height / 2, width, height);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1d, 0x22, 0x2b));
    p.drawRoundedRect(card, 10, 10);
    p.fillRect(QRectF(card.left() + padding, card.top() + padding - 10, 64, 4), m_palette.cursor);
    const QRectF content = card.adjusted(padding, padding, -padding, -padding);
    p.setFont(titleFont);
    p.setPen(QColor(0xff, 0xd3, 0x4d));
    p.drawText(QRectF(content.left(), content.top(), content.width(), titleBox.height()), Qt::TextWordWrap, title);
    p.setFont(textFont);
    p.setPen(Qt::white);
    p.drawText(QRectF(content.left(), content.top() + titleBox.height() + gap, content.width(),
                      content.height() - titleBox.height() - gap),
               Qt::TextWordWrap, text);
    p.end();
    return img;
}

QImage TimelineExporter::image(Micros cursor, bool reveal, const QString &caption) const
{
    QImage img(m_options.size, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(1);
    img.fill(m_palette.background);
    QPainter p(&img);
    p.scale(m_scale, m_scale);
    paint(p, cursor, reveal, caption);
    p.end();
    return img;
}

// Through OutputFile: a full disk leaves the old image (or no file at all), never a truncated one.
bool TimelineExporter::savePng(const QString &path, Micros cursor, QString *error) const
{
    OutputFile file(path);
    if (!file.open(error))
        return false;
    if (!image(cursor).save(file.device(), "PNG")) {
        if (error)
            *error = tr("cannot write %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return file.commit(error);
}

bool TimelineExporter::saveSvg(const QString &path, Micros cursor, QString *error) const
{
    OutputFile file(path);
    if (!file.open(error))
        return false;
    QSvgGenerator svg;
    svg.setOutputDevice(file.device());
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
    p.end();
    return file.commit(error);  // the generator writes unchecked: the commit checks every write
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

bool TimelineExporter::writeAnimation(FrameWriter &writer, double fps, double speed, QString *error,
                                      const Progress &progress, int done, int total) const
{
    const int count = frameCount(m_trace.endTime(), fps, speed);
    if (total < 0)
        total = done + count;
    for (int k = 0; k < count; ++k) {
        if (!writer.write(image(frameTime(k, fps, speed), true), error))
            return false;
        if (progress && !progress(done + k + 1, total)) {
            if (error)
                *error = tr("cancelled");
            return false;
        }
    }
    return true;
}

bool TimelineExporter::saveFrames(const QString &dir, double fps, double speed, QString *error,
                                  const Progress &progress) const
{
    FrameWriter writer;
    return writer.openFrames(dir, error) && writeAnimation(writer, fps, speed, error, progress) && writer.finish(error);
}

bool TimelineExporter::saveVideo(const QString &path, double fps, double speed, QString *error,
                                 const Progress &progress) const
{
    FrameWriter writer;
    return writer.openVideo(path, m_options.size, fps, error) && writeAnimation(writer, fps, speed, error, progress)
           && writer.finish(error);
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

FrameWriter::FrameWriter() = default;

FrameWriter::~FrameWriter()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished();
    }
}

bool FrameWriter::fail(const QString &message, QString *error)
{
    if (error)
        *error = message;
    return false;
}

bool FrameWriter::openFrames(const QString &dir, QString *error)
{
    if (!QDir().mkpath(dir))
        return fail(tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir)), error);
    m_dir = dir;
    m_written = 0;
    return true;
}

bool FrameWriter::openVideo(const QString &path, const QSize &size, double fps, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!TimelineExporter::videoSuffixes().contains(suffix))
        return fail(tr("%1: unknown video format (use .mp4, .webm or .gif)").arg(QDir::toNativeSeparators(path)),
                    error);
    const QString ffmpeg = TimelineExporter::ffmpegPath();
    if (ffmpeg.isEmpty())
        return fail(TimelineExporter::ffmpegMissingMessage(), error);
    QStringList args{QStringLiteral("-hide_banner"),
                     QStringLiteral("-loglevel"),
                     QStringLiteral("error"),
                     QStringLiteral("-y"),
                     QStringLiteral("-f"),
                     QStringLiteral("rawvideo"),
                     QStringLiteral("-pix_fmt"),
                     QSysInfo::ByteOrder == QSysInfo::LittleEndian ? QStringLiteral("bgra") : QStringLiteral("argb"),
                     QStringLiteral("-s"),
                     QStringLiteral("%1x%2").arg(size.width()).arg(size.height()),
                     QStringLiteral("-framerate"),
                     QString::number(fps),
                     QStringLiteral("-i"),
                     QStringLiteral("-")};
    if (suffix == QStringLiteral("gif")) {
        args << QStringLiteral("-vf")
             << QStringLiteral("split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse");
    } else {
        // yuv420p (what players expect) needs even dimensions.
        args << QStringLiteral("-vf") << QStringLiteral("scale=trunc(iw/2)*2:trunc(ih/2)*2")
             << QStringLiteral("-pix_fmt") << QStringLiteral("yuv420p");
        if (suffix == QStringLiteral("mp4"))
            args << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-crf")
                 << QStringLiteral("18") << QStringLiteral("-movflags") << QStringLiteral("+faststart");
        else
            args << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9") << QStringLiteral("-b:v")
                 << QStringLiteral("0") << QStringLiteral("-crf") << QStringLiteral("32") << QStringLiteral("-row-mt")
                 << QStringLiteral("1");
    }
    args << path;

    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start(ffmpeg, args);
    if (!m_process->waitForStarted(10000))
        return fail(tr("cannot start %1: %2").arg(ffmpeg, m_process->errorString()), error);
    m_size = size;
    m_written = 0;
    return true;
}

bool FrameWriter::write(const QImage &frame, QString *error)
{
    if (!m_process) {
        const QString path =
            QDir(m_dir).filePath(QStringLiteral("frame-%1.png").arg(m_written, 5, 10, QLatin1Char('0')));
        if (m_dir.isEmpty() || !frame.save(path, "PNG"))
            return fail(tr("cannot write %1").arg(QDir::toNativeSeparators(path)), error);
        ++m_written;
        return true;
    }
    if (frame.size() != m_size)
        return fail(tr("frame %1 is %2×%3, the video %4×%5")
                        .arg(m_written)
                        .arg(frame.width())
                        .arg(frame.height())
                        .arg(m_size.width())
                        .arg(m_size.height()),
                    error);
    // ARGB32 as 32-bit words: B, G, R, A in memory on a little-endian machine. Rows are
    // 4 × width bytes with no padding, so the image's bytes are the raw frame.
    const QImage argb = frame.convertToFormat(QImage::Format_ARGB32);
    const qint64 bytes = static_cast<qint64>(argb.sizeInBytes());
    bool written = m_process->write(reinterpret_cast<const char *>(argb.constBits()), bytes) == bytes;
    // Keep at most one frame queued: ffmpeg sets the pace, and memory stays flat on long videos.
    while (written && m_process->bytesToWrite() > 0)
        written = m_process->waitForBytesWritten(30000);
    if (!written) {
        m_process->kill();
        m_process->waitForFinished();
        return fail(tr("ffmpeg stopped: %1").arg(QString::fromLocal8Bit(m_process->readAllStandardError()).trimmed()),
                    error);
    }
    ++m_written;
    return true;
}

bool FrameWriter::finish(QString *error)
{
    if (!m_process)
        return true;
    m_process->closeWriteChannel();
    const bool done = m_process->waitForFinished(300000);
    const QString messages = QString::fromLocal8Bit(m_process->readAllStandardError()).trimmed();
    if (!done || m_process->exitStatus() != QProcess::NormalExit || m_process->exitCode() != 0) {
        if (!done) {
            m_process->kill();
            m_process->waitForFinished();
        }
        m_process.reset();
        return fail(tr("ffmpeg failed: %1").arg(messages), error);
    }
    m_process.reset();
    return true;
}

}  // namespace locklab
