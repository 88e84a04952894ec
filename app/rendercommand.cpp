// SPDX-License-Identifier: MIT
// `locklab render`: the timeline as PNG, SVG, a PNG frame sequence or a video, without a window.
#include "cli.h"

#include "builtins.h"
#include "guidedtour.h"
#include "recording.h"
#include "simulation.h"
#include "timeline/timelineexporter.h"
#include "translations.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTextStream>

namespace locklab::cli {

namespace {

// The command's messages are translatable like the window's.
struct RenderCommand {
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)
};

// `locklab render tour`: the guided tour (the article's six experiments) as one animation.
bool isTour(const QString &source)
{
    return source == QStringLiteral("tour");
}

QString usageLine()
{
    return RenderCommand::tr(
        "usage: locklab render SCENARIO|FILE.json|RUN.locklab.json (--png FILE | --svg FILE | --frames DIR | --video FILE.mp4|.webm|.gif)\n"
        "                      [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [--theme light|dark]\n"
        "                      [--release naive|token] [--fencing on|off] [--heartbeat on|off] [--seed N]\n"
        "       locklab render tour (--video FILE.mp4|.webm|.gif | --frames DIR) [--size WxH] [--fps N] [--speed X] [--theme light|dark]\n"
        "                      the guided tour: the article's six experiments in order, with title cards and captions\n");
}

bool parseSize(const QString &text, QSize *size)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    *size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size->width() >= 64 && size->height() >= 64 && size->width() <= 8192 && size->height() <= 8192;
}

}  // namespace

int render(int argc, char *argv[], const QString &language)
{
    // Rendering needs fonts, so a QGuiApplication; with no display the offscreen platform does.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("LockLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOCKLAB_VERSION));
    installTranslations(chooseLanguage(language));  // captions and title cards in the user's language
    QTextStream out(stdout), err(stderr);
    auto bad = [&](const QString &message) {
        err << "locklab render: " << message << '\n';
        return BadInput;
    };

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeAt(1);  // "render"
    QCommandLineParser parser;
    const QCommandLineOption png(QStringLiteral("png"), RenderCommand::tr("write a PNG"), QStringLiteral("FILE"));
    const QCommandLineOption svg(QStringLiteral("svg"), RenderCommand::tr("write an SVG"), QStringLiteral("FILE"));
    const QCommandLineOption frames(QStringLiteral("frames"), RenderCommand::tr("write PNG frames into DIR"),
                                    QStringLiteral("DIR"));
    const QCommandLineOption video(QStringLiteral("video"), RenderCommand::tr("write a video through ffmpeg"),
                                   QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), RenderCommand::tr("image size"), QStringLiteral("WxH"),
                                  QStringLiteral("1600x900"));
    const QCommandLineOption fps(QStringLiteral("fps"), RenderCommand::tr("frames per second"), QStringLiteral("N"),
                                 QStringLiteral("25"));
    const QCommandLineOption speed(QStringLiteral("speed"),
                                   RenderCommand::tr("scenario seconds per second of animation"), QStringLiteral("X"),
                                   QStringLiteral("0.1"));
    const QCommandLineOption at(QStringLiteral("at-ms"), RenderCommand::tr("cursor time of an image"),
                                QStringLiteral("T"));
    const QCommandLineOption caption(QStringLiteral("caption"), RenderCommand::tr("narrate the event at the cursor"),
                                     QStringLiteral("on|off"));
    const QCommandLineOption theme(QStringLiteral("theme"), RenderCommand::tr("light or dark"), QStringLiteral("theme"),
                                   QStringLiteral("light"));
    const QCommandLineOption release(QStringLiteral("release"), RenderCommand::tr("naive or token"),
                                     QStringLiteral("mode"));
    const QCommandLineOption fencing(QStringLiteral("fencing"), RenderCommand::tr("on or off"),
                                     QStringLiteral("on|off"));
    const QCommandLineOption heartbeat(QStringLiteral("heartbeat"), RenderCommand::tr("on or off"),
                                       QStringLiteral("on|off"));
    const QCommandLineOption seed(QStringLiteral("seed"), RenderCommand::tr("random seed"), QStringLiteral("N"));
    parser.addOptions(
        {png, svg, frames, video, size, fps, speed, at, caption, theme, release, fencing, heartbeat, seed});
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        out << usageLine();
        return Ok;
    }
    if (!parser.parse(arguments))
        return bad(parser.errorText() + u'\n' + usageLine());
    if (parser.positionalArguments().size() != 1)
        return bad(RenderCommand::tr("expected one scenario, recording or \"tour\"\n") + usageLine());
    if (!parser.isSet(png) && !parser.isSet(svg) && !parser.isSet(frames) && !parser.isSet(video))
        return bad(RenderCommand::tr("nothing to write: give --png, --svg, --frames or --video\n") + usageLine());

    ExportOptions options;
    if (!parseSize(parser.value(size), &options.size))
        return bad(
            RenderCommand::tr("--size: expected WxH from 64x64 to 8192x8192, got \"%1\"").arg(parser.value(size)));
    bool ok = false;
    const double fpsValue = parser.value(fps).toDouble(&ok);
    if (!ok || fpsValue <= 0 || fpsValue > 240)
        return bad(
            RenderCommand::tr("--fps: expected a number above 0 and up to 240, got \"%1\"").arg(parser.value(fps)));
    const double speedValue = parser.value(speed).toDouble(&ok);
    if (!ok || speedValue <= 0 || speedValue > 1000)
        return bad(RenderCommand::tr("--speed: expected a positive number (0.1 plays a 100 ms race in 1 s), got \"%1\"")
                       .arg(parser.value(speed)));
    if (parser.value(theme) != QStringLiteral("light") && parser.value(theme) != QStringLiteral("dark"))
        return bad(RenderCommand::tr("--theme: expected light or dark, got \"%1\"").arg(parser.value(theme)));
    options.dark = parser.value(theme) == QStringLiteral("dark");
    auto onOff = [&](const QCommandLineOption &option, bool *value) {
        const QString v = parser.value(option);
        if (v != QStringLiteral("on") && v != QStringLiteral("off"))
            return false;
        *value = v == QStringLiteral("on");
        return true;
    };
    // Animations are for watching: narrated unless told otherwise; still images show the timeline alone.
    options.caption = !parser.isSet(png) && !parser.isSet(svg);
    if (parser.isSet(caption) && !onOff(caption, &options.caption))
        return bad(RenderCommand::tr("--caption: expected on or off, got \"%1\"").arg(parser.value(caption)));
    Micros cursor = -1;
    if (parser.isSet(at)) {
        const double ms = parser.value(at).toDouble(&ok);
        if (!ok || ms < 0)
            return bad(RenderCommand::tr("--at-ms: expected a non-negative number, got \"%1\"").arg(parser.value(at)));
        cursor = usFromMs(ms);
    }
    if (parser.isSet(video)) {
        const QString suffix = QFileInfo(parser.value(video)).suffix().toLower();
        if (!TimelineExporter::videoSuffixes().contains(suffix))
            return bad(
                RenderCommand::tr("--video: unknown format \"%1\" (use .mp4, .webm or .gif)").arg(parser.value(video)));
        if (TimelineExporter::ffmpegPath().isEmpty())
            return bad(TimelineExporter::ffmpegMissingMessage());
    }

    const QString source = parser.positionalArguments().first();
    const bool policyOptions =
        parser.isSet(release) || parser.isSet(fencing) || parser.isSet(heartbeat) || parser.isSet(seed);
    if (isTour(source)) {
        if (parser.isSet(png) || parser.isSet(svg))
            return bad(RenderCommand::tr("the tour is an animation: use --video or --frames"));
        if (policyOptions || parser.isSet(at) || parser.isSet(caption))
            return bad(RenderCommand::tr(
                "--release, --fencing, --heartbeat, --seed, --at-ms and --caption do not apply to the tour: "
                "each experiment runs with its own policies, narrated"));
        TourVideo::Options tourOptions;
        tourOptions.image = options;
        tourOptions.fps = fpsValue;
        // Unless told, the window's default playback speed, so the video paces like the tour on screen.
        if (parser.isSet(speed))
            tourOptions.speed = speedValue;
        const TourVideo tour(tourOptions);
        QString error;
        if (!tour.isValid()) {
            err << "locklab render: " << tour.errorString() << '\n';
            return Failure;
        }
        const int total = tour.frameCount();
        const QString seconds = QString::number(total / fpsValue, 'f', 1);
        if (parser.isSet(frames)) {
            if (!tour.saveFrames(parser.value(frames), &error))
                return bad(error);
            out << RenderCommand::tr("%1 frames (%2 s) in %3").arg(total).arg(seconds, parser.value(frames)) << '\n';
        }
        if (parser.isSet(video)) {
            if (!tour.saveVideo(parser.value(video), &error)) {
                err << "locklab render: " << error << '\n';
                return Failure;
            }
            out << RenderCommand::tr("%1: the guided tour, %2 frames at %3 fps (%4 s)")
                       .arg(parser.value(video))
                       .arg(total)
                       .arg(fpsValue)
                       .arg(seconds)
                << '\n';
        }
        return Ok;
    }
    Trace trace;
    if (source.endsWith(QStringLiteral(".locklab.json"))) {
        // A recording is shown exactly as recorded: there is nothing to re-run with other policies.
        if (policyOptions)
            return bad(RenderCommand::tr("--release, --fencing, --heartbeat and --seed do not apply to a recording"));
        Recording recording;
        QString error;
        if (!loadRecording(source, &recording, &error))
            return bad(error);
        trace = recording.trace;
    } else {
        Scenario scenario;
        LoadError loadError;
        if (!resolveScenario(source, &scenario, &loadError))
            return bad(loadError.toString());
        Policies policies = scenario.policies;
        if (parser.isSet(release)) {
            const QString mode = parser.value(release);
            if (mode != QStringLiteral("naive") && mode != QStringLiteral("token"))
                return bad(RenderCommand::tr("--release: expected naive or token, got \"%1\"").arg(mode));
            policies.release = mode == QStringLiteral("naive") ? ReleaseMode::Naive : ReleaseMode::Token;
        }
        if (parser.isSet(fencing) && !onOff(fencing, &policies.fencing))
            return bad(RenderCommand::tr("--fencing: expected on or off, got \"%1\"").arg(parser.value(fencing)));
        if (parser.isSet(heartbeat) && !onOff(heartbeat, &policies.heartbeat.enabled))
            return bad(RenderCommand::tr("--heartbeat: expected on or off, got \"%1\"").arg(parser.value(heartbeat)));
        quint64 seedValue = 1;
        if (parser.isSet(seed)) {
            seedValue = parser.value(seed).toULongLong(&ok);
            if (!ok)
                return bad(
                    RenderCommand::tr("--seed: expected a non-negative integer, got \"%1\"").arg(parser.value(seed)));
        }
        trace = simulate(scenario, policies, seedValue);
    }

    const TimelineExporter exporter(trace, options);
    if (cursor < 0) {
        // Like --screenshot: a still shows the instant that matters, the first overlap.
        const Summary summary = summarize(trace);
        cursor = summary.overlaps.isEmpty() ? -1 : summary.overlaps.first().from;
    }
    QString error;
    if (parser.isSet(png) && !exporter.savePng(parser.value(png), cursor, &error))
        return bad(error);
    if (parser.isSet(svg) && !exporter.saveSvg(parser.value(svg), cursor, &error))
        return bad(error);
    const int count = TimelineExporter::frameCount(trace.endTime(), fpsValue, speedValue);
    if (parser.isSet(frames)) {
        if (!exporter.saveFrames(parser.value(frames), fpsValue, speedValue, &error))
            return bad(error);
        out << RenderCommand::tr("%1 frames in %2").arg(count).arg(parser.value(frames)) << '\n';
    }
    if (parser.isSet(video)) {
        if (!exporter.saveVideo(parser.value(video), fpsValue, speedValue, &error)) {
            err << "locklab render: " << error << '\n';
            return Failure;
        }
        out << RenderCommand::tr("%1: %2 frames at %3 fps").arg(parser.value(video)).arg(count).arg(fpsValue) << '\n';
    }
    return Ok;
}

}  // namespace locklab::cli
