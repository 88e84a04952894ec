// SPDX-License-Identifier: MIT
#include "guiapp.h"

#include "builtins.h"
#include "languagemenu.h"
#include "translations.h"

#include "debugsession.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "summary.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTextStream>

#include <cstring>

static void initIconResource()
{
    // :/icons/locklab.svg lives in locklab_core, a static library: register it explicitly.
    Q_INIT_RESOURCE(icons);
}

namespace locklab {

namespace {

bool g_dark = false;

constexpr int exitBadInput = 2;  // the CLI's contract: 2 is bad input

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x23, 0x26, 0x2b);
    const QColor base(0x1b, 0x1d, 0x21);
    const QColor text(0xe6, 0xe8, 0xeb);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x24, 0x27, 0x2c));
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x33, 0x39));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x2d, 0x31, 0x37));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x90, 0x99));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x70, 0x75, 0x7d));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x70, 0x75, 0x7d));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x70, 0x75, 0x7d));
    return p;
}

bool parseSize(const QString &text, QSize *size)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    *size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size->width() >= 320 && size->height() >= 240 && size->width() <= 8192 && size->height() <= 8192;
}

}  // namespace

void applyTheme(bool dark)
{
    g_dark = dark;
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
}

bool isDarkTheme()
{
    return g_dark;
}

bool isGuiInvocation(int argc, char *argv[])
{
    if (argc < 2)
        return true;
    const char *first = argv[1];
    // Options without a subcommand (--screenshot, --redis, ...) are the GUI's; help stays the CLI's.
    return first[0] == '-' && std::strcmp(first, "--help") != 0 && std::strcmp(first, "-h") != 0
           && std::strcmp(first, "--version") != 0;
}

bool saveScreenshot(MainWindow &window, const QString &path, const QSize &size, QString *error)
{
    window.setAttribute(Qt::WA_DontShowOnScreen, true);
    window.resize(size);
    window.show();
    QCoreApplication::processEvents();
    window.arrangeForScreenshot();  // needs the laid-out sizes
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1);
    image.fill(window.palette().color(QPalette::Window));
    window.render(&image);
    if (!image.save(path, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("locklab::guiapp", "cannot write %1").arg(path);
        return false;
    }
    return true;
}

int runGui(int argc, char *argv[], const QString &language)
{
    bool screenshot = false;
    for (int i = 1; i < argc; ++i)
        screenshot = screenshot || std::strcmp(argv[i], "--screenshot") == 0;
    // A screenshot needs no display: fall back to the offscreen platform when there is none.
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("LockLab"));
    QCoreApplication::setOrganizationName(QStringLiteral("LockLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOCKLAB_VERSION));
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    initIconResource();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/locklab.svg")));
    // Ties the window to io.github.locklab.LockLab.desktop: the taskbar shows our icon and name.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.locklab.LockLab"));

    // The language comes first: every string after this point is translated. --lang wins, then
    // the Language menu's choice, then the system's; a screenshot ignores the menu's choice.
    installTranslations(chooseLanguage(language.isEmpty() && !screenshot ? savedLanguage() : language));

    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("locklab::guiapp", "A desktop lab for Redis distributed locks"));
    const QCommandLineOption shotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("locklab::guiapp", "Render the window into FILE.png and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption scenarioOption(
        QStringLiteral("scenario"),
        QCoreApplication::translate("locklab::guiapp", "Built-in scenario name or JSON file."), QStringLiteral("NAME"));
    const QCommandLineOption releaseOption(QStringLiteral("release"),
                                           QCoreApplication::translate("locklab::guiapp", "naive or token"),
                                           QStringLiteral("mode"));
    const QCommandLineOption fencingOption(QStringLiteral("fencing"),
                                           QCoreApplication::translate("locklab::guiapp", "on or off"),
                                           QStringLiteral("on|off"));
    const QCommandLineOption heartbeatOption(QStringLiteral("heartbeat"),
                                             QCoreApplication::translate("locklab::guiapp", "on or off"),
                                             QStringLiteral("on|off"));
    const QCommandLineOption atOption(QStringLiteral("at-ms"),
                                      QCoreApplication::translate("locklab::guiapp", "Cursor time in ms."),
                                      QStringLiteral("T"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QCoreApplication::translate("locklab::guiapp", "Window size for --screenshot."),
                                        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption themeOption(QStringLiteral("theme"),
                                         QCoreApplication::translate("locklab::guiapp", "light or dark"),
                                         QStringLiteral("theme"));
    const QCommandLineOption recordingOption(
        QStringLiteral("recording"),
        QCoreApplication::translate("locklab::guiapp", "Open a recording (.locklab or .locklab.json)."),
        QStringLiteral("FILE"));
    const QCommandLineOption redisOption(QStringLiteral("redis"),
                                         QCoreApplication::translate("locklab::guiapp", "managed or a redis:// URL"),
                                         QStringLiteral("target"));
    parser.addOptions({shotOption, scenarioOption, releaseOption, fencingOption, heartbeatOption, atOption, sizeOption,
                       themeOption, redisOption, recordingOption});
    if (!parser.parse(QCoreApplication::arguments())) {
        err << "locklab: " << parser.errorText() << '\n';
        return exitBadInput;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << "locklab: unexpected argument \"" << parser.positionalArguments().first() << "\" (see locklab --help)\n";
        return exitBadInput;
    }
    auto onOff = [&](const QCommandLineOption &option, bool *out) {
        const QString v = parser.value(option);
        if (v != QStringLiteral("on") && v != QStringLiteral("off")) {
            err << "locklab: --" << option.names().first() << ": expected on or off, got \"" << v << "\"\n";
            return false;
        }
        *out = v == QStringLiteral("on");
        return true;
    };

    bool dark = false;
    if (parser.isSet(themeOption)) {
        const QString theme = parser.value(themeOption);
        if (theme != QStringLiteral("light") && theme != QStringLiteral("dark")) {
            err << "locklab: --theme: expected light or dark, got \"" << theme << "\"\n";
            return exitBadInput;
        }
        dark = theme == QStringLiteral("dark");
    } else if (!screenshot) {
        dark = QSettings().value(QStringLiteral("view/dark"), false).toBool();
    }
    applyTheme(dark);

    QSize size;
    if (!parseSize(parser.value(sizeOption), &size)) {
        err << "locklab: --size: expected WxH from 320x240 to 8192x8192, got \"" << parser.value(sizeOption) << "\"\n";
        return exitBadInput;
    }
    Micros at = -1;
    if (parser.isSet(atOption)) {
        bool ok = false;
        const double ms = parser.value(atOption).toDouble(&ok);
        if (!ok || ms < 0) {
            err << "locklab: --at-ms: expected a non-negative number, got \"" << parser.value(atOption) << "\"\n";
            return exitBadInput;
        }
        at = usFromMs(ms);
    }

    if (screenshot && parser.isSet(scenarioOption)) {
        // A screenshot of something else than asked for would be worse than none.
        Scenario probe;
        LoadError loadError;
        if (!resolveScenario(parser.value(scenarioOption), &probe, &loadError)) {
            err << "locklab: " << loadError.toString() << '\n';
            return exitBadInput;
        }
    }
    MainWindow::Options options;
    options.useSettings = !screenshot;
    options.scenario = parser.value(scenarioOption);
    MainWindow window(options);
    Policies policies = window.policies();
    if (parser.isSet(releaseOption)) {
        const QString mode = parser.value(releaseOption);
        if (mode != QStringLiteral("naive") && mode != QStringLiteral("token")) {
            err << "locklab: --release: expected naive or token, got \"" << mode << "\"\n";
            return exitBadInput;
        }
        policies.release = mode == QStringLiteral("naive") ? ReleaseMode::Naive : ReleaseMode::Token;
    }
    if ((parser.isSet(fencingOption) && !onOff(fencingOption, &policies.fencing))
        || (parser.isSet(heartbeatOption) && !onOff(heartbeatOption, &policies.heartbeat.enabled)))
        return exitBadInput;
    window.setPolicies(policies);
    if (parser.isSet(redisOption)) {
        const QString target = parser.value(redisOption);
        window.setBackend(target == QStringLiteral("managed") ? BackendKind::ManagedRedis : BackendKind::RedisUrl,
                          target);
    }

    if (parser.isSet(recordingOption)) {
        QString error;
        if (!window.debugSession()->openRecording(parser.value(recordingOption), &error)) {
            err << "locklab: " << error << '\n';
            return exitBadInput;
        }
    }

    if (at < 0 && screenshot) {
        // Without --at-ms a screenshot shows the instant that matters: the first overlap.
        const Summary &s = window.run()->summary();
        at = s.overlaps.isEmpty() ? 0 : s.overlaps.first().from;
    }
    if (at >= 0)
        window.setCursorTime(at);

    if (screenshot) {
        QString error;
        if (!saveScreenshot(window, parser.value(shotOption), size, &error)) {
            err << "locklab: " << error << '\n';
            return 1;
        }
        return 0;
    }
    window.show();
    return QApplication::exec();
}

}  // namespace locklab
