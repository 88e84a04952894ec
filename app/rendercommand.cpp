// SPDX-License-Identifier: MIT
// `locklab render`: the timeline as PNG, SVG, a PNG frame sequence or a video, without a window.
#include "cli.h"

#include "apptr.h"
#include "core/builtins.h"
#include "core/localnumbers.h"
#include "core/outputfile.h"
#include "core/recording.h"
#include "core/simulation.h"
#include "core/terminaltext.h"
#include "core/translations.h"
#include "guidedtour.h"
#include "options.h"
#include "progressline.h"
#include "timeline/timelineexporter.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>

namespace locklab::cli {

namespace {

// `locklab render tour`: the guided tour (the article's six experiments) as one animation.
bool isTour(const QString &source)
{
    return source == QStringLiteral("tour");
}

QString usageLine()
{
    return RenderCommandTr::tr(
        "usage: locklab render SCENARIO|FILE.json|RUN.locklab.json (--png FILE | --svg FILE | --frames DIR | --video FILE.mp4|.webm|.gif)\n"
        "                      [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [--theme light|dark]\n"
        "                      [--release naive|token] [--fencing on|off] [--heartbeat on|off] [--seed N]\n"
        "       locklab render tour (--video FILE.mp4|.webm|.gif | --frames DIR) [--size WxH] [--fps N] [--speed X] [--theme light|dark]\n"
        "                      the guided tour: the article's six experiments in order, with title cards and captions\n");
}

// Like --screenshot: a still shows the instant that matters, the first overlap (-1: none).
Micros firstOverlapAt(const Trace &trace)
{
    const Summary summary = summarize(trace);
    return summary.overlaps.isEmpty() ? -1 : summary.overlaps.first().from;
}

// A video needs a format ffmpeg is asked for and ffmpeg itself.
bool canWriteVideo(const QString &path, QString *problem)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!TimelineExporter::videoSuffixes().contains(suffix)) {
        *problem = RenderCommandTr::tr("--video: unknown format %1 (use .mp4, .webm or .gif)").arg(options::got(path));
        return false;
    }
    if (TimelineExporter::ffmpegPath().isEmpty()) {
        *problem = TimelineExporter::ffmpegMissingMessage();
        return false;
    }
    return true;
}

// A target that cannot be written is said before the rendering, not after it; a video needs
// ffmpeg and a format it is asked for.
bool canWriteTargets(const QCommandLineParser &parser, const QCommandLineOption &png, const QCommandLineOption &svg,
                     const QCommandLineOption &video, QString *problem)
{
    for (const QCommandLineOption *target : {&png, &svg, &video}) {
        if (parser.isSet(*target) && !OutputFile::check(parser.value(*target), problem)) {
            *problem = QStringLiteral("--") + target->names().constFirst() + QStringLiteral(": ") + *problem;
            return false;
        }
    }
    return !parser.isSet(video) || canWriteVideo(parser.value(video), problem);
}

// The guided tour as frames and/or a video; speed < 0: the window's default playback speed, so the
// video paces like the tour on screen.
int renderTour(const ExportOptions &image, double fps, double speed, const QString &framesDir, const QString &videoFile)
{
    QTextStream out(stdout), err(stderr);
    TourVideo::Options tourOptions;
    tourOptions.image = image;
    tourOptions.fps = fps;
    if (speed >= 0)
        tourOptions.speed = speed;
    const TourVideo tour(tourOptions);
    QString error;
    if (!tour.isValid()) {
        err << "locklab render: " << tour.errorString() << '\n';
        return Failure;
    }
    const int total = tour.frameCount();
    const QString seconds = QString::number(total / fps, 'f', 1);
    if (!framesDir.isEmpty()) {
        ProgressLine progress(OptionsTr::tr("writing %1").arg(framesDir));
        if (!tour.saveFrames(framesDir, &error, std::ref(progress))) {
            err << "locklab render: " << error << '\n';
            return BadInput;
        }
        out << RenderCommandTr::tr("%1 frames (%2 s) in %3").arg(total).arg(seconds, framesDir) << '\n';
    }
    if (!videoFile.isEmpty()) {
        ProgressLine progress(OptionsTr::tr("writing %1").arg(videoFile));
        if (!tour.saveVideo(videoFile, &error, std::ref(progress))) {
            err << "locklab render: " << error << '\n';
            return Failure;
        }
        out << RenderCommandTr::tr("%1: the guided tour, %2 frames at %3 fps (%4 s)")
                   .arg(videoFile)
                   .arg(total)
                   .arg(fps)
                   .arg(seconds)
            << '\n';
    }
    return Ok;
}

// The trace a scenario gives with the policy flags, or a recording as recorded.
bool traceToRender(const QString &source, const options::Policy &flags, Trace *trace, QString *error)
{
    if (source.endsWith(QStringLiteral(".locklab.json"))) {
        // A recording is shown exactly as recorded: there is nothing to re-run with other policies.
        if (flags.any()) {
            *error = RenderCommandTr::tr("--release, --fencing, --heartbeat and --seed do not apply to a recording");
            return false;
        }
        Recording recording;
        if (!loadRecording(source, &recording, error))
            return false;
        *trace = recording.trace;
        return true;
    }
    Scenario scenario;
    LoadError loadError;
    if (!resolveScenario(source, &scenario, &loadError)) {
        *error = loadError.toString();
        return false;
    }
    *trace = simulate(scenario, flags.apply(scenario.policies), flags.seed.value_or(1));
    return true;
}

// --fps and --speed: the animation's frame rate, and how many scenario seconds a second of it plays.
bool readPace(const QCommandLineParser &parser, const QCommandLineOption &fps, const QCommandLineOption &speed,
              double *fpsValue, double *speedValue, QString *problem)
{
    bool ok = false;
    *fpsValue = parser.value(fps).toDouble(&ok);
    if (!ok || *fpsValue <= 0 || *fpsValue > 240) {
        *problem = RenderCommandTr::tr("--fps: expected a number above 0 and up to 240, got %1")
                       .arg(options::got(parser.value(fps)));
        return false;
    }
    *speedValue = parser.value(speed).toDouble(&ok);
    if (!ok || *speedValue <= 0 || *speedValue > 1000) {
        *problem = RenderCommandTr::tr("--speed: expected a positive number (0.1 plays a 100 ms race in 1 s), got %1")
                       .arg(options::got(parser.value(speed)));
        return false;
    }
    return true;
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
    const QString chosen = chooseLanguage(language);
    installTranslations(chosen);       // captions and title cards in the user's language
    setNumberLocale(QLocale(chosen));  // and its numbers: a picture is for people
    QTextStream out(stdout), err(stderr);
    auto bad = [&](const QString &message) {
        err << "locklab render: " << message << '\n';
        return BadInput;
    };

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeAt(1);  // "render"
    QCommandLineParser parser;
    const QCommandLineOption png(QStringLiteral("png"), RenderCommandTr::tr("write a PNG"), QStringLiteral("FILE"));
    const QCommandLineOption svg(QStringLiteral("svg"), RenderCommandTr::tr("write an SVG"), QStringLiteral("FILE"));
    const QCommandLineOption frames(QStringLiteral("frames"), RenderCommandTr::tr("write PNG frames into DIR"),
                                    QStringLiteral("DIR"));
    const QCommandLineOption video(QStringLiteral("video"), RenderCommandTr::tr("write a video through ffmpeg"),
                                   QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), RenderCommandTr::tr("image size"), QStringLiteral("WxH"),
                                  QStringLiteral("1600x900"));
    const QCommandLineOption fps(QStringLiteral("fps"), RenderCommandTr::tr("frames per second"), QStringLiteral("N"),
                                 QStringLiteral("25"));
    const QCommandLineOption speed(QStringLiteral("speed"),
                                   RenderCommandTr::tr("scenario seconds per second of animation"), QStringLiteral("X"),
                                   QStringLiteral("0.1"));
    const QCommandLineOption at(QStringLiteral("at-ms"), RenderCommandTr::tr("cursor time of an image"),
                                QStringLiteral("T"));
    const QCommandLineOption caption(QStringLiteral("caption"), RenderCommandTr::tr("narrate the event at the cursor"),
                                     QStringLiteral("on|off"));
    const QCommandLineOption theme(QStringLiteral("theme"), RenderCommandTr::tr("light or dark"),
                                   QStringLiteral("theme"), QStringLiteral("light"));
    const options::PolicyFlags policy;
    parser.addOptions({png, svg, frames, video, size, fps, speed, at, caption, theme});
    parser.addOptions(policy.all());
    if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
        out << usageLine();
        return Ok;
    }
    if (!parser.parse(arguments))
        return bad(printable(parser.errorText()) + u'\n' + usageLine());
    if (parser.positionalArguments().size() != 1)
        return bad(RenderCommandTr::tr("expected one scenario, recording or \"tour\"\n") + usageLine());
    if (!parser.isSet(png) && !parser.isSet(svg) && !parser.isSet(frames) && !parser.isSet(video))
        return bad(RenderCommandTr::tr("nothing to write: give --png, --svg, --frames or --video\n") + usageLine());

    ExportOptions options;
    QString problem;
    if (!options::readSize(parser, size, &options.size, &problem))
        return bad(problem);
    double fpsValue = 0, speedValue = 0;
    if (!readPace(parser, fps, speed, &fpsValue, &speedValue, &problem))
        return bad(problem);
    if (!options::readTheme(parser, theme, &options.dark, &problem))
        return bad(problem);
    // Animations are for watching: narrated unless told otherwise; still images show the timeline alone.
    options.caption = !parser.isSet(png) && !parser.isSet(svg);
    if (parser.isSet(caption) && !options::readOnOff(parser, caption, &options.caption, &problem))
        return bad(problem);
    Micros cursor = -1;
    options::Policy flags;
    if (!options::readAtMs(parser, at, &cursor, &problem) || !options::readPolicy(parser, policy, &flags, &problem))
        return bad(problem);
    if (!canWriteTargets(parser, png, svg, video, &problem))
        return bad(problem);

    const QString source = parser.positionalArguments().first();
    const bool policyOptions = flags.any();
    if (isTour(source)) {
        if (parser.isSet(png) || parser.isSet(svg))
            return bad(RenderCommandTr::tr("the tour is an animation: use --video or --frames"));
        if (policyOptions || parser.isSet(at) || parser.isSet(caption))
            return bad(RenderCommandTr::tr(
                "--release, --fencing, --heartbeat, --seed, --at-ms and --caption do not apply to the tour: "
                "each experiment runs with its own policies, narrated"));
        return renderTour(options, fpsValue, parser.isSet(speed) ? speedValue : -1,
                          parser.isSet(frames) ? parser.value(frames) : QString(),
                          parser.isSet(video) ? parser.value(video) : QString());
    }
    Trace trace;
    if (QString error; !traceToRender(source, flags, &trace, &error))
        return bad(error);
    const TimelineExporter exporter(trace, options);
    if (cursor < 0)
        cursor = firstOverlapAt(trace);
    QString error;
    // A write that failed (a full disk) is not bad input: exit 1, the old file as it was.
    if ((parser.isSet(png) && !exporter.savePng(parser.value(png), cursor, &error))
        || (parser.isSet(svg) && !exporter.saveSvg(parser.value(svg), cursor, &error))) {
        err << "locklab render: " << error << '\n';
        return Failure;
    }
    const int count = TimelineExporter::frameCount(trace.endTime(), fpsValue, speedValue);
    if (parser.isSet(frames)) {
        ProgressLine progress(OptionsTr::tr("writing %1").arg(parser.value(frames)));
        if (!exporter.saveFrames(parser.value(frames), fpsValue, speedValue, &error, std::ref(progress)))
            return bad(error);
        out << RenderCommandTr::tr("%1 frames in %2").arg(count).arg(parser.value(frames)) << '\n';
    }
    if (parser.isSet(video)) {
        ProgressLine progress(OptionsTr::tr("writing %1").arg(parser.value(video)));
        if (!exporter.saveVideo(parser.value(video), fpsValue, speedValue, &error, std::ref(progress))) {
            err << "locklab render: " << error << '\n';
            return Failure;
        }
        out << RenderCommandTr::tr("%1: %2 frames at %3 fps").arg(parser.value(video)).arg(count).arg(fpsValue) << '\n';
    }
    return Ok;
}

}  // namespace locklab::cli
