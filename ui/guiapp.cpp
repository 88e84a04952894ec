// SPDX-License-Identifier: MIT
#include "guiapp.h"

#include "core/builtins.h"
#include "core/localnumbers.h"
#include "core/translations.h"
#include "languagemenu.h"
#include "uitr.h"

#include "breakpointdebugger.h"
#include "core/summary.h"
#include "fairnessview.h"
#include "guidedtour.h"
#include "labtabs.h"
#include "mainwindow.h"
#include "presentation.h"
#include "runbranches.h"
#include "runcontroller.h"
#include "sweepview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileInfo>
#include <QIcon>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

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

QIcon themedIcon(QStyle::StandardPixmap which)
{
    const QIcon standard = QApplication::style()->standardIcon(which);
    if (!g_dark)
        return standard;
    QIcon icon;
    for (const int side : {16, 22, 24, 32, 48}) {
        for (const auto &[mode, colour] :
             {std::pair{QIcon::Normal, QColor(0xe6, 0xe8, 0xeb)}, std::pair{QIcon::Active, QColor(0xff, 0xff, 0xff)},
              std::pair{QIcon::Disabled, QColor(0x70, 0x75, 0x7d)}}) {
            QPixmap pixmap = standard.pixmap(QSize(side, side));
            QPainter p(&pixmap);
            p.setCompositionMode(QPainter::CompositionMode_SourceIn);  // keep the shape, change the ink
            p.fillRect(pixmap.rect(), colour);
            p.end();
            icon.addPixmap(pixmap, mode);
        }
    }
    return icon;
}

bool isGuiInvocation(int argc, char *argv[])
{
    if (argc < 2)
        return true;
    const char *first = argv[1];
    // Options without a subcommand (--screenshot, --redis, ...) are the GUI's; help stays the CLI's.
    // So are files to open: `locklab FILE.json`, `locklab RUN.locklab`, `locklab capture.log` (a
    // MONITOR log, known by its content). A subcommand's name is the subcommand even when a file
    // has it; a name that is neither looks like our files or exists, so a mistyped subcommand is
    // still told it is unknown.
    static constexpr const char *subcommands[] = {"run",   "list",   "replay", "sweep",   "bench",
                                                  "watch", "import", "render", "version", "help"};
    for (const char *name : subcommands) {
        if (std::strcmp(first, name) == 0)
            return false;
    }
    const size_t length = std::strlen(first);
    const bool file = (length > 5 && std::strcmp(first + length - 5, ".json") == 0)
                      || (length > 8 && std::strcmp(first + length - 8, ".locklab") == 0)
                      || (first[0] != '-' && QFileInfo(QString::fromLocal8Bit(first)).isFile());
    return file
           || (first[0] == '-' && std::strcmp(first, "--help") != 0 && std::strcmp(first, "-h") != 0
               && std::strcmp(first, "--version") != 0);
}

QStringList guiViews()
{
    return {QStringLiteral("timeline"), QStringLiteral("compare"), QStringLiteral("editor"),
            QStringLiteral("fairness"), QStringLiteral("sweep"),   QStringLiteral("tour")};
}

namespace {

// The Sweep tab after its Run: a screenshot of an empty form says little. The form's own
// defaults, so the picture is what a user's first Run gives; bounded, should a build be slow.
void runSweepAndWait(SweepView *sweep)
{
    QEventLoop loop;
    QObject::connect(sweep, &SweepView::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    sweep->run();
    if (sweep->isRunning())
        loop.exec();
}

// View ▸ Guided Tour, as the menu starts it (presentation mode too), at the stop of the scenario
// the window shows when it is one of the tour's, else at its first.
void startTour(MainWindow &window)
{
    const QString shown = window.currentSource();
    window.presentation()->tourAction()->trigger();
    GuidedTour *tour = window.presentation()->tour();
    const qsizetype stop = tour->experiments().indexOf(shown);
    for (qsizetype i = 0; i < stop && tour->isRunning(); ++i)
        tour->next();
}

}  // namespace

// A screenshot waits for the sweep to finish; a window the user has starts it and goes on (a
// nested loop there would swallow the quit of a window closed meanwhile).
void showGuiView(MainWindow &window, const QString &view, bool screenshot)
{
    if (view == QStringLiteral("compare")) {
        // The article's pair: this run and the same run with fencing flipped.
        Policies twin = window.policies();
        twin.fencing = !twin.fencing;
        window.branches()->compareWithVariant(twin);
    } else if (view == QStringLiteral("editor")) {
        window.showEditor();
    } else if (view == QStringLiteral("fairness")) {
        window.labTabs().tabs->setCurrentWidget(window.labTabs().fairness);
    } else if (view == QStringLiteral("sweep")) {
        window.labTabs().tabs->setCurrentWidget(window.labTabs().sweep);
        if (screenshot)
            runSweepAndWait(window.labTabs().sweep);
        else
            window.labTabs().sweep->run();
    } else if (view == QStringLiteral("tour")) {
        startTour(window);
    }
}

bool saveScreenshot(MainWindow &window, const QString &path, const QSize &size, QString *error,
                    const std::function<bool()> &afterLayout)
{
    window.setAttribute(Qt::WA_DontShowOnScreen, true);
    window.resize(size);
    window.show();
    QCoreApplication::processEvents();
    window.arrangeForScreenshot();  // needs the laid-out sizes
    QCoreApplication::processEvents();
    // What the user does once the window is up (a file opened, F8, the tour) happens in the laid-out
    // window, as it would on screen: presentation mode's hidden docks stay hidden.
    if (afterLayout && !afterLayout())
        return false;
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1);
    image.fill(window.palette().color(QPalette::Window));
    window.render(&image);
    if (!image.save(path, "PNG")) {
        if (error)
            *error = GuiAppTr::tr("cannot write %1").arg(path);
        return false;
    }
    return true;
}

namespace {

// --release, --fencing, --heartbeat, --wait and --redis over what the window opened with.
void applyPolicyOptions(MainWindow &window, const GuiOptions &gui)
{
    Policies policies = window.policies();
    if (gui.release)
        policies.release = *gui.release;
    if (gui.fencing)
        policies.fencing = *gui.fencing;
    if (gui.heartbeat)
        policies.heartbeat.enabled = *gui.heartbeat;
    if (gui.wait)
        policies.wait = policies.wait.switched(*gui.wait);
    window.setPolicies(policies);
    if (!gui.redis.isEmpty()) {
        const QString target = gui.redis;
        window.setBackend(target == QStringLiteral("managed")           ? BackendKind::ManagedRedis
                          : target == QStringLiteral("managed-cluster") ? BackendKind::ManagedCluster
                                                                        : BackendKind::RedisUrl,
                          target);
    }
}

}  // namespace

int runGui(int argc, char *argv[], const QString &language, const GuiParser &parse)
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
    const QString chosen = chooseLanguage(language.isEmpty() && !screenshot ? savedLanguage() : language);
    installTranslations(chosen);
    // Numbers as the language writes them ("121,2 ms" in German), in the window only: the command
    // line's reports and JSON keep the C locale.
    QLocale::setDefault(QLocale(chosen));
    setNumberLocale(QLocale(chosen));

    QTextStream err(stderr);
    GuiOptions gui;
    QString error;
    if (!parse(QCoreApplication::arguments(), &gui, &error)) {
        err << "locklab: " << error << '\n';
        return exitBadInput;
    }
    bool dark = false;
    if (gui.dark)
        dark = *gui.dark;
    else if (!screenshot)
        dark = QSettings().value(QStringLiteral("view/dark"), false).toBool();
    applyTheme(dark);

    const QSize size = gui.size;
    Micros at = gui.atUs;

    if (screenshot && !gui.scenario.isEmpty()) {
        // A screenshot of something else than asked for would be worse than none.
        Scenario probe;
        LoadError loadError;
        if (!resolveScenario(gui.scenario, &probe, &loadError)) {
            err << "locklab: " << loadError.toString() << '\n';
            return exitBadInput;
        }
    }
    MainWindow::Options options;
    options.useSettings = !screenshot;
    options.scenario = gui.scenario;
    MainWindow window(options);
    // What the user would do in the open window, in this order: open the files, set the policies and
    // the backend, put the cursor, press F8, open a view. A screenshot does it in the laid-out window
    // too, so it shows what the window does (a MONITOR log's lock keys panel, a tour's presentation).
    // Files given on the command line (`Exec=locklab %f`: a double-click) open in order; the
    // last one is what the window shows, and every scenario among them is in the Scenario list.
    // A file that does not open leaves a line on stderr and the reason in the window; a screenshot
    // of something else than asked for would be worse than none, so there it is bad input.
    // The window is up before a recording is read: a long one shows what is read so far.
    const auto setUp = [&]() -> bool {
        for (const QString &file : std::as_const(gui.files)) {
            if (!window.openFile(file, &error)) {
                err << "locklab: " << error << '\n';
                if (screenshot)
                    return false;
            }
        }
        applyPolicyOptions(window, gui);
        if (at < 0 && screenshot && !gui.runToBreakpoint) {
            // Without --at-ms a screenshot shows the instant that matters: the first overlap.
            const Summary &s = window.run()->summary();
            at = s.overlaps.isEmpty() ? 0 : s.overlaps.first().from;
        }
        if (at >= 0)
            window.setCursorTime(at);
        if (gui.runToBreakpoint)
            window.debugger()->runToNextAction()->trigger();
        if (!gui.show.isEmpty())
            showGuiView(window, gui.show, screenshot);
        return true;
    };
    if (screenshot) {
        bool opened = true;
        if (!saveScreenshot(window, gui.screenshot, size, &error, [&] { return opened = setUp(); })) {
            if (!opened)
                return exitBadInput;
            err << "locklab: " << error << '\n';
            return 1;
        }
        return 0;
    }
    window.show();
    setUp();
    return QApplication::exec();
}

}  // namespace locklab
