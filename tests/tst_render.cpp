// SPDX-License-Identifier: MIT
// Export of the timeline (TimelineExporter and `locklab render`): sizes, and lanes where they should be.
#include "builtinscenario.h"
#include "core/recording.h"
#include "core/simulation.h"
#include "ffprobe.h"
#include "guidedtour.h"
#include "timeline/timelineexporter.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace locklab;

namespace {

Trace ttlOverlap()
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &error))
        qFatal("cannot load ttl-overlap: %s", qPrintable(error.toString()));
    return simulate(s, s.policies, 1);
}

// `over` with alpha painted on an opaque `under`, as QPainter composes SourceOver.
QColor blend(const QColor &under, const QColor &over)
{
    const double a = over.alphaF();
    return QColor::fromRgbF(over.redF() * a + under.redF() * (1 - a), over.greenF() * a + under.greenF() * (1 - a),
                            over.blueF() * a + under.blueF() * (1 - a));
}

bool near(QRgb actual, const QColor &expected, int tolerance = 6)
{
    return std::abs(qRed(actual) - expected.red()) <= tolerance
           && std::abs(qGreen(actual) - expected.green()) <= tolerance
           && std::abs(qBlue(actual) - expected.blue()) <= tolerance;
}

QString describe(QRgb actual, const QColor &expected)
{
    return QStringLiteral("got %1, expected %2").arg(QColor(actual).name(), expected.name());
}

}  // namespace

class TestRender : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void imageHasRequestedSize_data();
    void imageHasRequestedSize();
    void lanesWhereTheyShouldBe_data();
    void lanesWhereTheyShouldBe();
    void svgParsesWithRequestedSize();
    void frameCountFollowsFpsAndSpeed_data();
    void frameCountFollowsFpsAndSpeed();
    void framesAdvanceTheCursor();
    void cliRendersPng();
    void cliRendersSvgAndFrames();
    void cliRendersRecording();
    void cliRejectsBadInput_data();
    void cliRejectsBadInput();
    void cliVideoWithoutFfmpegSaysWhat();
    void exporterVideoWithoutFfmpegSaysWhat();
    void cliVideo_data();
    void cliVideo();
    void videoFrameIsTheRenderedFrame();
    void tourHasEveryStopInOrder();
    void cliTourVideo();
    void cliTourRejectsStillsAndPolicies();

private:
    int runLocklab(const QStringList &arguments, QByteArray *errors = nullptr, const QString &path = QString(),
                   QByteArray *output = nullptr);
    // ffprobe's view of the first video stream: width, height, codec_name, nb_read_frames.
    // Frame `index` of a video decoded by ffmpeg, as an image.
    QImage decodeFrame(const QString &video, int index);
    // Checks the key lane of a render of ttl-overlap: A's span, B's span under the overlap band,
    // the plain lane above the bar outside the overlap and tinted inside it, and the background.
    void checkPixels(const QImage &image, const TimelineExporter &exporter);
    QTemporaryDir m_dir;
    Trace m_trace;
};

void TestRender::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_trace = ttlOverlap();
    const Summary summary = summarize(m_trace);
    // The facts the pixel checks rely on: A holds at 57 ms, B from ~121 ms, both inside at 200 ms.
    QVERIFY(!summary.overlaps.isEmpty());
    QVERIFY(summary.overlaps.first().from < usFromMs(200) && summary.overlaps.first().to > usFromMs(200));
    QVERIFY(summary.overlaps.first().from > usFromMs(100));
}

int TestRender::runLocklab(const QStringList &arguments, QByteArray *errors, const QString &path, QByteArray *output)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.path());
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.path());  // else Qt warns on stderr
    if (!path.isNull())
        env.insert(QStringLiteral("PATH"), path);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LOCKLAB_BINARY), QStringList{QStringLiteral("render")} + arguments);
    if (!p.waitForFinished(120000))
        return -1;
    if (errors)
        *errors = p.readAllStandardError();
    if (output)
        *output = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QImage TestRender::decodeFrame(const QString &video, int index)
{
    const QString png = m_dir.filePath(QStringLiteral("decoded-%1.png").arg(index));
    QProcess p;
    p.start(QStringLiteral("ffmpeg"),
            {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-y"), QStringLiteral("-i"), video,
             QStringLiteral("-vf"), QStringLiteral("select=eq(n\\,%1)").arg(index), QStringLiteral("-frames:v"),
             QStringLiteral("1"), png});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return QImage(png).convertToFormat(QImage::Format_RGB32);
}

namespace {

// Mean absolute difference per channel over `rect`, 0..255.
double meanDifference(const QImage &a, const QImage &b, const QRect &rect)
{
    double sum = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
        }
    }
    return sum / (3.0 * rect.width() * rect.height());
}

// Pixels in `rect` close to `colour`: text drawn in that colour.
int countNear(const QImage &image, const QRect &rect, const QColor &colour, int tolerance = 40)
{
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb p = image.pixel(x, y);
            n += std::abs(qRed(p) - colour.red()) <= tolerance && std::abs(qGreen(p) - colour.green()) <= tolerance
                 && std::abs(qBlue(p) - colour.blue()) <= tolerance;
        }
    }
    return n;
}

bool haveFfmpeg()
{
    return !TimelineExporter::ffmpegPath().isEmpty()
           && !QStandardPaths::findExecutable(QStringLiteral("ffprobe")).isEmpty();
}

}  // namespace

void TestRender::checkPixels(const QImage &image, const TimelineExporter &exporter)
{
    const double s = exporter.scale();
    const TimelineLayout layout = exporter.layout();
    const TimeMapping mapping = exporter.mapping();
    QVERIFY(layout.lanes.size() >= 3);
    const QRectF key = layout.lanes.first();
    // The key lane's bar (see TimelineRenderer::paintKeyLane): the TTL ramp fills its upper part,
    // so the plain span tint is sampled low in the bar.
    const double h = key.height();
    const double barTop = key.top() + std::max(2.0, h * 0.18);
    const double barHeight = std::max(2.0, h * 0.5);
    const double inBar = barTop + barHeight * 0.82;
    const double aboveBar = key.top() + std::max(1.0, (barTop - key.top()) / 2 - 1);
    auto pixel = [&](Micros t, double y) {
        return image.pixel(static_cast<int>(mapping.mapTimeToX(t) * s), static_cast<int>(y * s));
    };

    const QColor white(Qt::white);
    QColor a(0x2f6fdb), b(0xe08a00), danger(0xd9, 0x2d, 0x3a);
    a.setAlpha(55);
    b.setAlpha(55);
    danger.setAlpha(34);

    const QRgb aHolds = pixel(usFromMs(57), inBar);
    QVERIFY2(near(aHolds, blend(white, a)), qPrintable(describe(aHolds, blend(white, a))));
    const QRgb bHoldsInOverlap = pixel(usFromMs(200), inBar);
    // B's orange holder tint under the red overlap band (which layers darken it is the
    // renderer's business): orange, not A's blue nor blank, and darker than B's plain tint.
    const QColor got = QColor::fromRgb(bHoldsInOverlap);
    QVERIFY2(got.red() > got.green() && got.green() > got.blue() && got.red() - got.blue() > 40,
             qPrintable(describe(bHoldsInOverlap, blend(white, b))));
    QVERIFY2(got.lightness() < blend(white, b).lightness(), qPrintable(describe(bHoldsInOverlap, blend(white, b))));
    const QRgb plain = pixel(usFromMs(57), aboveBar);
    QVERIFY2(near(plain, white, 2), qPrintable(describe(plain, white)));
    const QRgb band = pixel(usFromMs(200), aboveBar);
    // Above the bar inside the overlap: the red band's tint (pink, clearly not the blank lane).
    const QColor bandColour = QColor::fromRgb(band);
    QVERIFY2(bandColour.red() - bandColour.green() > 10 && bandColour.red() - bandColour.blue() > 8
                 && !near(band, white, 8),
             qPrintable(describe(band, blend(white, danger))));
    // Past the plot's right edge, level with the lanes: background, nothing drawn.
    const QRgb margin = image.pixel(image.width() - 3, static_cast<int>(inBar * s));
    QVERIFY2(near(margin, white, 2), qPrintable(describe(margin, white)));
}

void TestRender::imageHasRequestedSize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("caption");
    QTest::newRow("1600x900") << QSize(1600, 900) << false;
    QTest::newRow("1920x1080 captioned") << QSize(1920, 1080) << true;
    QTest::newRow("640x480") << QSize(640, 480) << false;
    QTest::newRow("3000x700") << QSize(3000, 700) << false;
}

void TestRender::imageHasRequestedSize()
{
    QFETCH(QSize, size);
    QFETCH(bool, caption);
    ExportOptions options;
    options.size = size;
    options.caption = caption;
    const TimelineExporter exporter(m_trace, options);
    const QImage image = exporter.image(usFromMs(150));
    QCOMPARE(image.size(), size);
    QVERIFY(exporter.scale() >= 1.0);
    // The lanes stay inside the image, and the caption strip (when asked for) below them.
    const TimelineLayout layout = exporter.layout();
    QVERIFY(layout.lanes.last().bottom() * exporter.scale() <= size.height());
    if (caption) {
        QVERIFY(exporter.captionRect().top() >= layout.lanes.last().bottom());
        // Subtitles: a dark strip at the bottom.
        const QColor strip(image.pixel(5, size.height() - 5));
        QVERIFY2(strip.lightness() < 60, qPrintable(strip.name()));
    }
}

void TestRender::lanesWhereTheyShouldBe_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1600x900") << QSize(1600, 900);
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("900x600") << QSize(900, 600);
}

void TestRender::lanesWhereTheyShouldBe()
{
    QFETCH(QSize, size);
    ExportOptions options;
    options.size = size;
    const TimelineExporter exporter(m_trace, options);
    checkPixels(exporter.image(-1), exporter);
}

void TestRender::svgParsesWithRequestedSize()
{
    ExportOptions options;
    options.size = QSize(1200, 700);
    const TimelineExporter exporter(m_trace, options);
    const QString path = m_dir.filePath(QStringLiteral("api.svg"));
    QString error;
    QVERIFY2(exporter.saveSvg(path, usFromMs(150), &error), qPrintable(error));
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBox(), QRect(0, 0, 1200, 700));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd() && !(xml.isStartElement() && xml.name() == QStringLiteral("svg")))
        xml.readNext();
    QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
    QCOMPARE(xml.attributes().value(QStringLiteral("viewBox")).toString(), QStringLiteral("0 0 1200 700"));
    // The SVG draws what the PNG draws: rasterised at its size, the same key-lane pixels.
    QImage raster(1200, 700, QImage::Format_ARGB32_Premultiplied);
    raster.fill(Qt::white);
    QPainter p(&raster);
    svg.render(&p);
    p.end();
    checkPixels(raster, exporter);
}

void TestRender::frameCountFollowsFpsAndSpeed_data()
{
    QTest::addColumn<qint64>("extentUs");
    QTest::addColumn<double>("fps");
    QTest::addColumn<double>("speed");
    QTest::addColumn<int>("count");
    QTest::newRow("1 s at 25 fps, 1x") << qint64(1000000) << 25.0 << 1.0 << 26;
    QTest::newRow("300 ms at 10 fps, 1/10x: 3 s") << qint64(300000) << 10.0 << 0.1 << 31;
    QTest::newRow("310 ms at 10 fps, 0.5x: 0.62 s") << qint64(310000) << 10.0 << 0.5 << 7;
    QTest::newRow("empty run") << qint64(0) << 25.0 << 0.1 << 1;
    QTest::newRow("no fps") << qint64(1000) << 0.0 << 0.1 << 0;
}

void TestRender::frameCountFollowsFpsAndSpeed()
{
    QFETCH(qint64, extentUs);
    QFETCH(double, fps);
    QFETCH(double, speed);
    QFETCH(int, count);
    QCOMPARE(TimelineExporter::frameCount(extentUs, fps, speed), count);
    if (count > 1) {
        // Frame k is at k / fps × speed: the last one at or before the end, the next one past it.
        QVERIFY(TimelineExporter::frameTime(count - 1, fps, speed) <= extentUs);
        QVERIFY(TimelineExporter::frameTime(count, fps, speed) > extentUs);
        QCOMPARE(TimelineExporter::frameTime(1, fps, speed), static_cast<Micros>(std::llround(speed / fps * 1e6)));
    }
}

void TestRender::framesAdvanceTheCursor()
{
    ExportOptions options;
    options.size = QSize(400, 260);
    options.caption = true;
    const TimelineExporter exporter(m_trace, options);
    const QString dir = m_dir.filePath(QStringLiteral("api-frames"));
    QString error;
    int calls = 0;
    QVERIFY2(exporter.saveFrames(dir, 10, 0.5, &error, [&](int, int) { return ++calls > 0; }), qPrintable(error));
    const int expected = TimelineExporter::frameCount(m_trace.endTime(), 10, 0.5);
    QCOMPARE(expected, static_cast<int>(std::floor(m_trace.endTime() / 1e6 / 0.5 * 10)) + 1);
    const QStringList files = QDir(dir).entryList({QStringLiteral("frame-*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), expected);
    QCOMPARE(calls, expected);
    const QImage first(QDir(dir).filePath(files.first()));
    const QImage last(QDir(dir).filePath(files.last()));
    QCOMPARE(first.size(), options.size);
    QVERIFY(first != last);
}

void TestRender::cliRendersPng()
{
    const QString path = m_dir.filePath(QStringLiteral("cli.png"));
    QByteArray errors;
    QCOMPARE(runLocklab({QStringLiteral("ttl-overlap"), QStringLiteral("--png"), path, QStringLiteral("--size"),
                         QStringLiteral("1280x720"), QStringLiteral("--at-ms"), QStringLiteral("0")},
                        &errors),
             0);
    QVERIFY2(errors.isEmpty(), errors.constData());
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1280, 720));
    ExportOptions options;
    options.size = QSize(1280, 720);
    checkPixels(image, TimelineExporter(m_trace, options));
}

void TestRender::cliRendersSvgAndFrames()
{
    const QString svgPath = m_dir.filePath(QStringLiteral("cli.svg"));
    const QString dir = m_dir.filePath(QStringLiteral("cli-frames"));
    QByteArray errors;
    QCOMPARE(runLocklab({QStringLiteral("ttl-overlap"), QStringLiteral("--svg"), svgPath, QStringLiteral("--frames"),
                         dir, QStringLiteral("--size"), QStringLiteral("480x300"), QStringLiteral("--fps"),
                         QStringLiteral("8"), QStringLiteral("--speed"), QStringLiteral("0.25")},
                        &errors),
             0);
    QSvgRenderer svg(svgPath);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBox(), QRect(0, 0, 480, 300));
    const int expected = static_cast<int>(std::floor(m_trace.endTime() / 1e6 / 0.25 * 8)) + 1;
    QCOMPARE(QDir(dir).entryList({QStringLiteral("frame-*.png")}, QDir::Files).size(), expected);
    QCOMPARE(QImage(QDir(dir).filePath(QStringLiteral("frame-00000.png"))).size(), QSize(480, 300));
}

void TestRender::cliRendersRecording()
{
    Recording recording;
    recording.trace = m_trace;
    const QString file = m_dir.filePath(QStringLiteral("run.locklab.json"));
    QString error;
    QVERIFY2(saveRecording(file, recording, &error), qPrintable(error));
    const QString path = m_dir.filePath(QStringLiteral("recording.png"));
    QCOMPARE(runLocklab({file, QStringLiteral("--png"), path, QStringLiteral("--size"), QStringLiteral("1600x900"),
                         QStringLiteral("--at-ms"), QStringLiteral("0")}),
             0);
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1600, 900));
    ExportOptions options;
    options.size = QSize(1600, 900);
    checkPixels(image, TimelineExporter(m_trace, options));
}

void TestRender::cliRejectsBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString png = m_dir.filePath(QStringLiteral("bad.png"));
    QTest::newRow("no output") << QStringList{QStringLiteral("ttl-overlap")} << QStringLiteral("nothing to write");
    QTest::newRow("no scenario") << QStringList{QStringLiteral("--png"), png}
                                 << QStringLiteral("expected one scenario");
    QTest::newRow("unknown scenario") << QStringList{QStringLiteral("no-such-scenario"), QStringLiteral("--png"), png}
                                      << QStringLiteral("no-such-scenario");
    QTest::newRow("bad size") << QStringList{QStringLiteral("ttl-overlap"), QStringLiteral("--png"), png,
                                             QStringLiteral("--size"), QStringLiteral("big")}
                              << QStringLiteral("--size");
    QTest::newRow("zero fps") << QStringList{QStringLiteral("ttl-overlap"), QStringLiteral("--frames"),
                                             m_dir.filePath(QStringLiteral("f0")), QStringLiteral("--fps"),
                                             QStringLiteral("0")}
                              << QStringLiteral("--fps");
    QTest::newRow("bad release") << QStringList{QStringLiteral("ttl-overlap"), QStringLiteral("--png"), png,
                                                QStringLiteral("--release"), QStringLiteral("maybe")}
                                 << QStringLiteral("--release");
    QTest::newRow("bad fencing") << QStringList{QStringLiteral("ttl-overlap"), QStringLiteral("--png"), png,
                                                QStringLiteral("--fencing"), QStringLiteral("yes")}
                                 << QStringLiteral("--fencing");
    QTest::newRow("video format") << QStringList{QStringLiteral("ttl-overlap"), QStringLiteral("--video"),
                                                 m_dir.filePath(QStringLiteral("x.avi"))}
                                  << QStringLiteral(".mp4, .webm or .gif");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("ttl-overlap"), QStringLiteral("--png"), png,
                                                   QStringLiteral("--colour")}
                                    << QStringLiteral("colour");
}

void TestRender::cliRejectsBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QByteArray errors;
    QCOMPARE(runLocklab(arguments, &errors), 2);
    QVERIFY2(QString::fromUtf8(errors).contains(message), errors.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad.png"))));
}

void TestRender::cliVideoWithoutFfmpegSaysWhat()
{
    // A PATH without ffmpeg (but still a usable one): one clear line, exit code 2, no file.
    QTemporaryDir bin;
    QVERIFY(QFile::link(QStringLiteral("/bin/sh"), bin.filePath(QStringLiteral("sh"))));
    const QString out = m_dir.filePath(QStringLiteral("x.mp4"));
    for (const QString &source : {QStringLiteral("ttl-overlap"), QStringLiteral("tour")}) {
        QByteArray errors;
        QCOMPARE(runLocklab({source, QStringLiteral("--video"), out}, &errors, bin.path()), 2);
        QVERIFY2(errors.contains("ffmpeg") && errors.contains("apt install ffmpeg"), errors.constData());
        QCOMPARE(errors.count('\n'), 1);  // one clear line
        QVERIFY(!QFile::exists(out));
    }
}

void TestRender::exporterVideoWithoutFfmpegSaysWhat()
{
    // The window's path: the exporter itself says what is missing, and writes nothing.
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir bin;
    qputenv("PATH", QFile::encodeName(bin.path()));
    QVERIFY(TimelineExporter::ffmpegPath().isEmpty());
    ExportOptions options;
    options.size = QSize(320, 200);
    const QString out = m_dir.filePath(QStringLiteral("api-none.mp4"));
    QString error;
    const bool ok = TimelineExporter(m_trace, options).saveVideo(out, 5, 0.5, &error);
    qputenv("PATH", path);
    QVERIFY(!ok);
    QCOMPARE(error, TimelineExporter::ffmpegMissingMessage());
    QVERIFY(!QFile::exists(out));
}

void TestRender::cliVideo_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("fps");
    QTest::addColumn<QString>("codec");
    QTest::newRow("mp4 1280x720") << QStringLiteral("race.mp4") << QSize(1280, 720) << 10.0 << QStringLiteral("h264");
    QTest::newRow("webm 640x360") << QStringLiteral("race.webm") << QSize(640, 360) << 8.0 << QStringLiteral("vp9");
    QTest::newRow("gif 320x200") << QStringLiteral("race.gif") << QSize(320, 200) << 5.0 << QStringLiteral("gif");
}

void TestRender::cliVideo()
{
    if (!haveFfmpeg())
        QFAIL("ffmpeg and ffprobe must be on PATH (tools/deps.sh installs them)");
    QFETCH(QString, file);
    QFETCH(QSize, size);
    QFETCH(double, fps);
    QFETCH(QString, codec);
    const QString path = m_dir.filePath(file);
    QByteArray errors, output;
    QCOMPARE(runLocklab({QStringLiteral("ttl-overlap"), QStringLiteral("--video"), path, QStringLiteral("--size"),
                         QStringLiteral("%1x%2").arg(size.width()).arg(size.height()), QStringLiteral("--fps"),
                         QString::number(fps), QStringLiteral("--speed"), QStringLiteral("0.5")},
                        &errors, QString(), &output),
             0);
    QVERIFY2(errors.isEmpty(), errors.constData());
    const int expected = TimelineExporter::frameCount(m_trace.endTime(), fps, 0.5);
    QVERIFY2(output.contains(QByteArray(QByteArray::number(expected) + " frames")), output.constData());
    const QJsonObject stream = probeVideo(path);
    QCOMPARE(stream.value(QStringLiteral("codec_name")).toString(), codec);
    QCOMPARE(stream.value(QStringLiteral("width")).toInt(), size.width());
    QCOMPARE(stream.value(QStringLiteral("height")).toInt(), size.height());
    const int frames = stream.value(QStringLiteral("nb_read_frames")).toString().toInt();
    QVERIFY2(std::abs(frames - expected) <= 1,
             qPrintable(QStringLiteral("%1 frames, expected %2").arg(frames).arg(expected)));
}

void TestRender::videoFrameIsTheRenderedFrame()
{
    if (!haveFfmpeg())
        QFAIL("ffmpeg and ffprobe must be on PATH (tools/deps.sh installs them)");
    // What the video shows is what the exporter painted, caption strip included: a frame in
    // the overlap, decoded by ffmpeg, against the same frame rendered here.
    ExportOptions options;
    options.size = QSize(960, 540);
    options.caption = true;
    const TimelineExporter exporter(m_trace, options);
    const QString path = m_dir.filePath(QStringLiteral("api.mp4"));
    QString error;
    QVERIFY2(exporter.saveVideo(path, 10, 0.5, &error), qPrintable(error));
    const int k = static_cast<int>(0.2 / 0.5 * 10);  // 200 ms: both workers inside
    const QImage decoded = decodeFrame(path, k);
    QCOMPARE(decoded.size(), options.size);
    const QImage rendered =
        exporter.image(TimelineExporter::frameTime(k, 10, 0.5), true).convertToFormat(QImage::Format_RGB32);
    const QRectF stripF = exporter.captionRect();
    const QRect strip(0, static_cast<int>(stripF.top() * exporter.scale()) + 4, options.size.width(),
                      static_cast<int>(stripF.height() * exporter.scale()) - 4);
    QVERIFY2(meanDifference(decoded, rendered, decoded.rect()) < 4, "the video frame differs from the rendered frame");
    QVERIFY2(meanDifference(decoded, rendered, strip) < 6, "the caption strip differs");
    // The strip carries white narration on its dark band, and it is not the opening line.
    QVERIFY(countNear(decoded, strip, Qt::white, 30) > 200);
    const QImage first = decodeFrame(path, 0);
    QVERIFY2(meanDifference(decoded, first, strip) > 1,
             "the caption did not change between the first frame and 200 ms");
}

void TestRender::tourHasEveryStopInOrder()
{
    TourVideo::Options options;
    options.image.size = QSize(640, 360);
    options.fps = 4;
    options.speed = 0.5;
    options.introMs = 1000;
    options.outroMs = 500;
    options.minPlayMs = 0;
    const TourVideo tour(options);
    QVERIFY2(tour.isValid(), qPrintable(tour.errorString()));
    // The video follows the tour on screen: the article's six experiments and the later lessons.
    const QList<TourStop> stops = GuidedTour::stops();
    QCOMPARE(tour.parts().size(), stops.size());
    for (const QString &name : seedLabScenarioNames())
        QVERIFY2(std::any_of(stops.cbegin(), stops.cend(), [&](const TourStop &s) { return s.scenario == name; }),
                 qPrintable(name));
    int total = 0;
    for (int i = 0; i < stops.size(); ++i) {
        const TourVideo::Part &part = tour.parts().at(i);
        QCOMPARE(part.title, builtin(stops.at(i).scenario).title);
        QVERIFY(part.headline.startsWith(QStringLiteral("Experiment %1 of %2: ").arg(i + 1).arg(stops.size())));
        // The card says what to watch, not the whole description.
        QCOMPARE(part.intro, GuidedTour::watchLine(stops.at(i).watch));
        QCOMPARE(part.introFrames, 4);
        QCOMPARE(part.outroFrames, 2);
        QCOMPARE(part.playFrames, TimelineExporter::frameCount(tour.exporter(i).trace().endTime(), 4, 0.5));
        QVERIFY(part.outcome.startsWith(QStringLiteral("Outcome: ")));
        // One scale for all: the type keeps its size from one experiment to the next.
        QCOMPARE(tour.exporter(i).scale(), tour.exporter(0).scale());
        QCOMPARE(tour.exporter(i).options().headline, part.headline);
        total += part.introFrames + part.playFrames + part.outroFrames;
    }
    QCOMPARE(tour.frameCount(), total);
    // The first frames are a title card, then the run plays, then the outcome rests.
    const TourVideo::Part &first = tour.parts().first();
    const QImage card = tour.frame(0);
    QCOMPARE(card.size(), options.image.size);
    QCOMPARE(tour.frame(first.introFrames - 1), card);
    const QImage playing = tour.frame(first.introFrames + first.playFrames / 2);
    QVERIFY(playing != card);
    QCOMPARE(playing, tour.exporter(0).image(TimelineExporter::frameTime(first.playFrames / 2, 4, 0.5), true));
    const QImage outcome = tour.frame(first.introFrames + first.playFrames);
    QCOMPARE(outcome, tour.exporter(0).image(tour.exporter(0).trace().endTime(), false, first.outcome));
    // The second experiment starts with its own card.
    const int second = first.introFrames + first.playFrames + first.outroFrames;
    QCOMPARE(tour.frame(second), tour.exporter(1).titleCard(tour.parts().at(1).headline, tour.parts().at(1).intro));
    QVERIFY(tour.frame(total).isNull());

    // With a minimum, the article's millisecond-long runs are slowed down to be watchable; the
    // long ones keep the chosen speed.
    options.minPlayMs = 3000;
    options.speed = 0.05;
    const TourVideo paced(options);
    int kept = 0, slowed = 0;
    for (int i = 0; i < paced.parts().size(); ++i) {
        const TourVideo::Part &part = paced.parts().at(i);
        const double seconds = paced.exporter(i).trace().endTime() / 1e6;
        QVERIFY2(part.playFrames >= 3 * 4, qPrintable(part.title));
        if (seconds / 0.05 >= 3) {
            QCOMPARE(part.speed, 0.05);
            ++kept;
        } else {
            QVERIFY(part.speed < 0.05);
            QVERIFY(std::abs(seconds / part.speed - 3) < 0.01);
            ++slowed;
        }
    }
    QVERIFY(kept > 0 && slowed > 0);
}

void TestRender::cliTourVideo()
{
    if (!haveFfmpeg())
        QFAIL("ffmpeg and ffprobe must be on PATH (tools/deps.sh installs them)");
    const QString path = m_dir.filePath(QStringLiteral("tour.mp4"));
    QByteArray errors, output;
    QCOMPARE(runLocklab({QStringLiteral("tour"), QStringLiteral("--video"), path, QStringLiteral("--size"),
                         QStringLiteral("640x360"), QStringLiteral("--fps"), QStringLiteral("4"),
                         QStringLiteral("--speed"), QStringLiteral("0.5")},
                        &errors, QString(), &output),
             0);
    QVERIFY2(errors.isEmpty(), errors.constData());
    TourVideo::Options options;
    options.image.size = QSize(640, 360);
    options.fps = 4;
    options.speed = 0.5;
    const TourVideo tour(options);
    const int expected = tour.frameCount();
    QVERIFY2(output.contains(QByteArray(QByteArray::number(expected) + " frames")), output.constData());
    const QJsonObject stream = probeVideo(path);
    QCOMPARE(stream.value(QStringLiteral("codec_name")).toString(), QStringLiteral("h264"));
    QCOMPARE(stream.value(QStringLiteral("width")).toInt(), 640);
    QCOMPARE(stream.value(QStringLiteral("height")).toInt(), 360);
    const int frames = stream.value(QStringLiteral("nb_read_frames")).toString().toInt();
    QVERIFY2(std::abs(frames - expected) <= 1,
             qPrintable(QStringLiteral("%1 frames, expected %2").arg(frames).arg(expected)));

    // In the middle of ttl-overlap's run: the frame shows the timeline, the yellow headline and the
    // white caption, as rendered.
    const QList<TourStop> stops = GuidedTour::stops();
    const int ttl = static_cast<int>(
        std::find_if(stops.cbegin(), stops.cend(), [](const TourStop &s) { return s.scenario == u"ttl-overlap"; })
        - stops.cbegin());
    QVERIFY(ttl < stops.size());
    int k = 0;
    for (int i = 0; i < ttl; ++i)
        k += tour.parts().at(i).introFrames + tour.parts().at(i).playFrames + tour.parts().at(i).outroFrames;
    k += tour.parts().at(ttl).introFrames + tour.parts().at(ttl).playFrames / 2;
    const QImage decoded = decodeFrame(path, k);
    QCOMPARE(decoded.size(), QSize(640, 360));
    const QImage rendered = tour.frame(k).convertToFormat(QImage::Format_RGB32);
    QVERIFY2(meanDifference(decoded, rendered, decoded.rect()) < 4, "the video frame differs from the rendered frame");
    const TimelineExporter &e = tour.exporter(ttl);
    const QRect strip(0, static_cast<int>(e.captionRect().top() * e.scale()) + 4, 640,
                      static_cast<int>(e.captionRect().height() * e.scale()) - 4);
    QVERIFY2(countNear(decoded, strip, QColor(0xff, 0xd3, 0x4d), 45) > 50, "no headline in the strip");
    QVERIFY2(countNear(decoded, strip, Qt::white, 30) > 100, "no caption in the strip");
    if (!qEnvironmentVariableIsEmpty("LOCKLAB_TOUR_FRAME"))
        decoded.save(qEnvironmentVariable("LOCKLAB_TOUR_FRAME"));
}

void TestRender::cliTourRejectsStillsAndPolicies()
{
    QByteArray errors;
    QCOMPARE(runLocklab({QStringLiteral("tour"), QStringLiteral("--png"), m_dir.filePath(QStringLiteral("tour.png"))},
                        &errors),
             2);
    QVERIFY2(errors.contains("--video or --frames"), errors.constData());
    QCOMPARE(runLocklab({QStringLiteral("tour"), QStringLiteral("--frames"), m_dir.filePath(QStringLiteral("tour-f")),
                         QStringLiteral("--fencing"), QStringLiteral("on")},
                        &errors),
             2);
    QVERIFY2(errors.contains("do not apply to the tour"), errors.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("tour.png"))));
}

QTEST_MAIN(TestRender)
#include "tst_render.moc"
