// SPDX-License-Identifier: MIT
// Screencast mode: the caption bar, presentation mode, the guided tour and the export actions.
#include "captionbar.h"
#include "core/builtins.h"
#include "ffprobe.h"
#include "guiapp.h"
#include "guidedtour.h"
#include "mainwindow.h"
#include "presentation.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "timeline/timelineexporter.h"
#include "timeline/timelinerenderer.h"
#include "timelinewidget.h"
#include "viewstate.h"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace locklab;

class TestUiPresentation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void captionFollowsCursor();
    void presentationHidesDocksAndEnlarges();
    void presentationFitsThePresets_data();
    void presentationFitsThePresets();
    void tourSlowsShortRunsDown();
    void windowPresets();
    void exportVideoAndTourFromTheWindow();
    void menusHaveTheActions();
    void tourPlaysEveryStopInOrder();
    void tourOpensPlayingWithATitleCard();
    void tourMovesByItsKeys();
    void titleCardNeverCoversALane_data();
    void titleCardNeverCoversALane();
    void skipTourReturnsToWhereTheUserWas();
};

namespace {

MainWindow::Options fixed()
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = QStringLiteral("ttl-overlap");
    return o;
}

Presentation *presentationOf(MainWindow &w)
{
    return w.presentation();
}

}  // namespace

void TestUiPresentation::captionFollowsCursor()
{
    MainWindow w(fixed());
    Presentation *p = presentationOf(w);
    QVERIFY(p);
    // B's granted SET in ttl-overlap: the caption says so in words.
    const Trace &t = w.run()->trace();
    Micros grantedB = -1;
    for (const TraceEvent &e : t.events) {
        if (e.kind == EventKind::Replied && e.worker == 1 && e.reply.isOk() && e.request.command == Command::Set) {
            grantedB = e.at;
            break;
        }
    }
    QVERIFY(grantedB > 0);
    w.setCursorTime(grantedB);
    QVERIFY2(p->captionBar()->caption().contains(QStringLiteral("B")), qPrintable(p->captionBar()->caption()));
    const QString atGrant = p->captionBar()->caption();
    w.setCursorTime(0);
    QVERIFY(p->captionBar()->caption() != atGrant);
    QVERIFY(!p->captionBar()->caption().isEmpty());
}

void TestUiPresentation::presentationHidesDocksAndEnlarges()
{
    MainWindow w(fixed());
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Presentation *p = presentationOf(w);
    const auto visibleDocks = [&] {
        int n = 0;
        for (QDockWidget *d : w.docks())
            n += d->isVisible() ? 1 : 0;
        return n;
    };
    w.dock(DockId::Log)->show();  // at 1280×720 the log makes room for the lanes: shown by hand here
    const int before = visibleDocks();
    QVERIFY(before > 0);
    const QFont normal = w.font();
    const int normalPixels = QFontInfo(w.centralWidget()->font()).pixelSize();
    const int normalTimeline = QFontInfo(w.timeline()->font()).pixelSize();
    QVERIFY(!p->captionBar()->isVisible());
    p->presentationAction()->trigger();
    QVERIFY(p->isPresenting());
    QCOMPARE(visibleDocks(), 0);
    QVERIFY(p->captionBar()->isVisible());
    QVERIFY(p->captionBar()->isLarge());
    // What the viewer reads grows; the presenter's menus and toolbars keep their size.
    QVERIFY(QFontInfo(w.centralWidget()->font()).pixelSize() >= normalPixels * 1.3);
    QVERIFY(QFontInfo(w.timeline()->font()).pixelSize() > normalTimeline);
    QCOMPARE(w.menuBar()->font(), normal);
    if (!qEnvironmentVariableIsEmpty("LOCKLAB_PRESENTATION_SHOT")) {
        QString error;
        QVERIFY(saveScreenshot(w, qEnvironmentVariable("LOCKLAB_PRESENTATION_SHOT"), QSize(1280, 720), &error));
    }
    p->presentationAction()->trigger();
    QVERIFY(!p->isPresenting());
    QCOMPARE(visibleDocks(), before);
    QCOMPARE(w.font(), normal);
    QCOMPARE(QFontInfo(w.centralWidget()->font()).pixelSize(), normalPixels);
    QCOMPARE(QFontInfo(w.timeline()->font()).pixelSize(), normalTimeline);
}

void TestUiPresentation::presentationFitsThePresets_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("captionPixels");
    QTest::newRow("1280x720") << QSize(1280, 720) << 30;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << 40;
}

void TestUiPresentation::presentationFitsThePresets()
{
    QFETCH(QSize, size);
    QFETCH(int, captionPixels);
    MainWindow w(fixed());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Presentation *p = presentationOf(w);
    // The tour's first experiment: the longest caption bar (headline and intro above the caption).
    p->setPresenting(true);
    p->tour()->setPauses(600000, 600000);
    // The tour plays at once; so slowly here that the caption holds still while it is measured.
    w.run()->setSpeed(1e-9);
    p->tourAction()->trigger();
    QVERIFY(p->tour()->isRunning());
    p->applyWindowSize(size);
    QTest::qWait(50);
    if (!qEnvironmentVariableIsEmpty("LOCKLAB_PRESENTATION_SHOT")) {
        QString shot = qEnvironmentVariable("LOCKLAB_PRESENTATION_SHOT");
        shot.insert(shot.lastIndexOf(u'.'), QStringLiteral("-%1").arg(size.height()));
        QVERIFY(w.grab().save(shot));
    }
    // The preset is the window's size: nothing (a toolbar, a minimum size) pushes it larger.
    QCOMPARE(w.size(), size);
    QVERIFY2(w.minimumSizeHint().width() <= 1280 && w.minimumSizeHint().height() <= 720,
             qPrintable(QStringLiteral("%1x%2").arg(w.minimumSizeHint().width()).arg(w.minimumSizeHint().height())));
    // No toolbar overflows into its » menu: every control is on screen.
    for (QToolBar *bar : w.findChildren<QToolBar *>()) {
        if (!bar->isVisible())
            continue;
        const auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY2(!more || !more->isVisible(), qPrintable(bar->windowTitle()));
    }
    // Every caption line is whole: each label is as tall as its wrapped text needs.
    CaptionBar *bar = p->captionBar();
    QVERIFY(bar->isVisible());
    // Subtitle type grows with the preset.
    auto *text = bar->findChild<QLabel *>(QStringLiteral("captionText"));
    QVERIFY(text);
    QCOMPARE(text->font().pixelSize(), captionPixels);
    QVERIFY(bar->geometry().bottom() < w.height());
    for (QLabel *label : bar->findChildren<QLabel *>()) {
        if (!label->isVisible())
            continue;
        QVERIFY(label->font().pixelSize() >= 24 || QFontInfo(label->font()).pixelSize() >= 24);
        // Once the layout has settled (the tour plays, so a loaded machine may still have a pass pending).
        if (label->wordWrap())
            QTRY_VERIFY2_WITH_TIMEOUT(label->height() >= label->heightForWidth(label->width()),
                                      qPrintable(label->text()), 3000);
    }
    // The lesson is the timeline: it keeps at least a third of the window.
    QVERIFY2(w.timeline()->height() >= size.height() / 3, qPrintable(QString::number(w.timeline()->height())));
    p->tour()->stop();
}

void TestUiPresentation::tourSlowsShortRunsDown()
{
    // mutual-exclusion lasts a few milliseconds: at 1/20 it would play in a fraction of a second.
    MainWindow w(fixed());
    w.show();
    Presentation *p = presentationOf(w);
    w.run()->setSpeed(0.05);
    p->tour()->setPauses(0, 600000);
    p->tour()->setMinimumPlayMs(2000);
    QElapsedTimer clock;
    clock.start();
    p->tourAction()->trigger();
    QVERIFY(w.run()->extent() < 50000);
    QTRY_VERIFY_WITH_TIMEOUT(w.run()->isPlaying(), 5000);
    QCOMPARE(w.run()->speed(), GuidedTour::playSpeed(0.05, w.run()->extent(), 2000));
    QVERIFY(w.run()->speed() < 0.05);
    QTRY_VERIFY_WITH_TIMEOUT(!w.run()->isPlaying(), 10000);
    QVERIFY2(clock.elapsed() >= 1800, qPrintable(QString::number(clock.elapsed())));
    p->tour()->stop();
    QCOMPARE(w.run()->speed(), 0.05);
}

void TestUiPresentation::windowPresets()
{
    MainWindow w(fixed());
    w.show();
    Presentation *p = presentationOf(w);
    p->applyWindowSize(QSize(1280, 720));
    QCOMPARE(w.size(), QSize(1280, 720));
    p->applyWindowSize(QSize(1920, 1080));
    QCOMPARE(w.size(), QSize(1920, 1080));
}

void TestUiPresentation::menusHaveTheActions()
{
    MainWindow w(fixed());
    Presentation *p = presentationOf(w);
    QStringList found;
    for (QAction *menu : w.menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *a : menu->menu()->actions())
            found.append(a->text());
    }
    for (QAction *a : {p->exportImageAction(), p->exportVideoAction(), p->exportTourAction(), p->presentationAction(),
                       p->tourAction()})
        QVERIFY2(found.contains(a->text()), qPrintable(a->text()));
    QCOMPARE(p->presentationAction()->shortcut(), QKeySequence(Qt::Key_F5));
    // No clash with the window's own shortcuts.
    QList<QKeySequence> others;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a != p->presentationAction() && a != p->tourAction() && !a->shortcut().isEmpty())
            others.append(a->shortcut());
    }
    QVERIFY(!others.contains(p->presentationAction()->shortcut()));
    QVERIFY(!others.contains(p->tourAction()->shortcut()));
}

void TestUiPresentation::tourPlaysEveryStopInOrder()
{
    MainWindow w(fixed());
    w.show();
    Presentation *p = presentationOf(w);
    w.run()->setSpeed(20.0);  // fast: a whole experiment in a few wall milliseconds
    p->tour()->setPauses(10, 10);
    p->tour()->setMinimumPlayMs(0);
    QSignalSpy started(p->tour(), &GuidedTour::experimentStarted);
    QSignalSpy running(p->tour(), &GuidedTour::runningChanged);
    p->tourAction()->trigger();
    QVERIFY(p->isPresenting());
    QVERIFY(p->tour()->isRunning());
    // The experiment's title once: on the card while it is up, else above the caption.
    QVERIFY(p->tour()->isTitleCardVisible() == p->captionBar()->headline().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!p->tour()->isRunning(), 90000);
    // The article's six experiments and the later lessons, in the tour's order.
    const QList<TourStop> stops = GuidedTour::stops();
    QCOMPARE(started.size(), stops.size());
    for (const QString &name : seedLabScenarioNames())
        QVERIFY2(std::any_of(stops.cbegin(), stops.cend(), [&](const TourStop &s) { return s.scenario == name; }),
                 qPrintable(name));
    for (const char *lesson : {"check-then-write", "pid-as-token", "unchecked-heartbeat", "fencing-in-sql",
                               "unique-job", "file-cannot-fence", "cache-refresh", "timeout-ignored"})
        QVERIFY2(std::any_of(stops.cbegin(), stops.cend(),
                             [&](const TourStop &s) { return s.scenario == QLatin1String(lesson); }),
                 lesson);
    for (int i = 0; i < started.size(); ++i)
        QCOMPARE(started.at(i).at(0).toInt(), i);
    QCOMPARE(running.size(), 2);
    QVERIFY(!p->tourAction()->isChecked());
    QCOMPARE(w.run()->speed(), 20.0);  // the window's speed again
}

void TestUiPresentation::exportVideoAndTourFromTheWindow()
{
    if (TimelineExporter::ffmpegPath().isEmpty() || QStandardPaths::findExecutable(QStringLiteral("ffprobe")).isEmpty())
        QFAIL("ffmpeg and ffprobe must be on PATH (tools/deps.sh installs them)");
    QTemporaryDir dir;
    MainWindow w(fixed());
    w.show();
    Presentation *p = presentationOf(w);
    w.run()->setSpeed(0.5);
    QString error;

    // File > Export Video: the run at the window's speed, 30 fps.
    const QString run = dir.filePath(QStringLiteral("run.mp4"));
    QVERIFY2(p->exportVideoTo(run, QSize(480, 270), false, &error), qPrintable(error));
    QJsonObject stream = probeVideo(run);
    QCOMPARE(stream.value(QStringLiteral("codec_name")).toString(), QStringLiteral("h264"));
    QCOMPARE(stream.value(QStringLiteral("width")).toInt(), 480);
    QCOMPARE(stream.value(QStringLiteral("height")).toInt(), 270);
    int expected = TimelineExporter::frameCount(w.run()->extent(), 30, 0.5);
    QVERIFY(std::abs(stream.value(QStringLiteral("nb_read_frames")).toString().toInt() - expected) <= 1);

    // File > Export Guided Tour Video: all six experiments in one file, whatever is open.
    const QString tour = dir.filePath(QStringLiteral("tour.mp4"));
    QVERIFY2(p->exportTourTo(tour, QSize(320, 180), false, &error), qPrintable(error));
    stream = probeVideo(tour);
    QCOMPARE(stream.value(QStringLiteral("codec_name")).toString(), QStringLiteral("h264"));
    QCOMPARE(stream.value(QStringLiteral("width")).toInt(), 320);
    TourVideo::Options options;
    options.image.size = QSize(320, 180);
    options.fps = 30;
    options.speed = 0.5;
    expected = TourVideo(options).frameCount();
    QVERIFY(expected > 6 * 30 * 4);  // six experiments with their cards, runs and outcomes
    QVERIFY(std::abs(stream.value(QStringLiteral("nb_read_frames")).toString().toInt() - expected) <= 1);
    QCOMPARE(w.run()->speed(), 0.5);

    // Without ffmpeg on PATH: the window's message, and no file.
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir empty;
    qputenv("PATH", QFile::encodeName(empty.path()));
    const QString none = dir.filePath(QStringLiteral("none.mp4"));
    const bool ok = p->exportVideoTo(none, QSize(320, 180), false, &error);
    qputenv("PATH", path);
    QVERIFY(!ok);
    QCOMPARE(error, TimelineExporter::ffmpegMissingMessage());
    QVERIFY(!QFile::exists(none));
}

void TestUiPresentation::tourOpensPlayingWithATitleCard()
{
    // The first frame already plays: no frozen timeline at 0 ms while an intro is read.
    MainWindow w(fixed());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Presentation *p = presentationOf(w);
    w.run()->setSpeed(0.05);
    p->tour()->setPauses(-1, 600000);
    p->tourAction()->trigger();
    QVERIFY(p->tour()->isRunning());
    QVERIFY(w.run()->isPlaying());
    QCOMPARE(w.document()->scenario().name, GuidedTour::stops().first().scenario);
    QTRY_VERIFY_WITH_TIMEOUT(w.run()->now() > 0, 1500);
    const Micros early = w.run()->now();
    QTRY_VERIFY_WITH_TIMEOUT(w.run()->now() > early, 1500);  // the playhead advances
    // The title card is over the playing timeline, saying what to watch.
    QVERIFY(p->tour()->isTitleCardVisible());
    const TourStop first = GuidedTour::stops().first();
    const QString card = p->tour()->titleCardText();
    Scenario scenario;
    QVERIFY(loadBuiltinScenario(first.scenario, &scenario, nullptr));
    QVERIFY2(
        card.startsWith(GuidedTour::headline(0, static_cast<int>(GuidedTour::stops().size()), scenarioTitle(scenario))),
        qPrintable(card));
    QVERIFY2(card.contains(GuidedTour::watchLine(first.watch)), qPrintable(card));
    QVERIFY(card.contains(QStringLiteral("Watch: ")));
    auto *cardWidget = w.findChild<QWidget *>(QStringLiteral("tourCard"));
    QVERIFY(cardWidget && cardWidget->isVisible());
    QVERIFY(cardWidget->parentWidget()->rect().contains(cardWidget->geometry()));
    // The caption is about the run, not "B is not doing anything with the lock".
    QTRY_VERIFY_WITH_TIMEOUT(!p->captionBar()->caption().contains(QStringLiteral("not doing anything")), 1500);
    if (!qEnvironmentVariableIsEmpty("LOCKLAB_TOUR_SHOT"))
        QVERIFY(w.grab().save(qEnvironmentVariable("LOCKLAB_TOUR_SHOT")));
    // The card steps aside after its time; the run goes on.
    p->tour()->stop();
    p->tour()->setPauses(100, 600000);
    p->tourAction()->trigger();
    QVERIFY(!p->captionBar()->headline().contains(first.watch.toHtmlEscaped()));  // on the card, not twice
    QTRY_VERIFY_WITH_TIMEOUT(!p->tour()->isTitleCardVisible(), 2000);
    QVERIFY(w.run()->isPlaying() || w.run()->isAtEnd());
    // ... and what to watch stays above the caption.
    QVERIFY2(p->captionBar()->headline().contains(first.watch.toHtmlEscaped()),
             qPrintable(p->captionBar()->headline()));
    p->tour()->stop();
    QVERIFY(!cardWidget->isVisible());
}

void TestUiPresentation::tourMovesByItsKeys()
{
    MainWindow w(fixed());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    Presentation *p = presentationOf(w);
    w.run()->setSpeed(0.05);
    p->tour()->setPauses(600000, 600000);
    GuidedTour *tour = p->tour();
    // Not running: the keys are free for the rest of the window.
    QVERIFY(!tour->nextAction()->isEnabled() && !tour->skipAction()->isEnabled());
    p->tourAction()->trigger();
    QCOMPARE(tour->current(), 0);
    const QList<TourStop> stops = GuidedTour::stops();

    // The buttons are in the caption bar and name their keys.
    QStringList buttons;
    for (QToolButton *b : p->captionBar()->findChildren<QToolButton *>())
        if (b->isVisible())
            buttons << b->text();
    const auto key = [](QAction *a) { return a->shortcut().toString(QKeySequence::NativeText); };
    QCOMPARE(buttons.size(), 3);
    for (QAction *a : {tour->previousAction(), tour->nextAction(), tour->skipAction()}) {
        QVERIFY(!key(a).isEmpty());
        QVERIFY2(buttons.contains(a->text()) && a->text().contains(key(a)), qPrintable(a->text()));
    }
    QVERIFY(!tour->previousAction()->isEnabled());  // nothing before the first

    QTest::keyClick(&w, Qt::Key_PageDown);
    QCOMPARE(tour->current(), 1);
    QCOMPARE(w.document()->scenario().name, stops.at(1).scenario);
    QVERIFY(w.run()->isPlaying());  // the next one plays at once too
    QVERIFY(tour->isTitleCardVisible());
    QVERIFY(tour->titleCardText().contains(GuidedTour::watchLine(stops.at(1).watch)));
    QTest::keyClick(&w, Qt::Key_PageDown);
    QCOMPARE(tour->current(), 2);
    QTest::keyClick(&w, Qt::Key_PageUp);
    QCOMPARE(tour->current(), 1);
    QCOMPARE(w.document()->scenario().name, stops.at(1).scenario);
    QVERIFY(tour->isRunning());
    // Skip ends the tour and gives the window back at its own speed.
    QTest::keyClick(&w, Qt::Key_Escape);
    QVERIFY(!tour->isRunning());
    QVERIFY(!p->tourAction()->isChecked());
    QCOMPARE(w.run()->speed(), 0.05);
    QVERIFY(!tour->nextAction()->isEnabled());
    // Next on the last stop finishes the tour.
    p->tourAction()->trigger();
    for (int i = 0; i + 1 < stops.size(); ++i)
        tour->nextAction()->trigger();
    QCOMPARE(tour->current(), static_cast<int>(stops.size()) - 1);
    QTest::keyClick(&w, Qt::Key_PageDown);
    QVERIFY(!tour->isRunning());
}

void TestUiPresentation::titleCardNeverCoversALane_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// Issue 27: the title card sits above the lanes (under the banner, over the lesson's lines), so
// the lane it tells the viewer to watch and the verdict are in sight; its title is not printed a
// second time.
void TestUiPresentation::titleCardNeverCoversALane()
{
    QFETCH(QSize, size);
    MainWindow w(fixed());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Presentation *p = presentationOf(w);
    p->tour()->setPauses(600000, 600000);
    w.run()->setSpeed(1e-9);
    p->tourAction()->trigger();
    p->applyWindowSize(size);
    QTest::qWait(50);
    auto *card = w.findChild<QWidget *>(QStringLiteral("tourCard"));
    QVERIFY(card);
    for (int stop = 0; stop < 3; ++stop) {
        QCoreApplication::processEvents();
        QVERIFY(card->isVisible());
        QVERIFY(p->captionBar()->headline().isEmpty());
        // Nor the banner: the verdict is what the experiment changes.
        auto *banner = w.findChild<QWidget *>(QStringLiteral("verdictBanner"));
        QVERIFY(banner && banner->isVisible());
        const QRect bannerRect(banner->mapTo(card->parentWidget(), QPoint(0, 0)), banner->size());
        QVERIFY2(!card->geometry().intersects(bannerRect),
                 qPrintable(QStringLiteral("stop %1: card %2,%3 %4x%5 over the banner ending at %6")
                                .arg(stop)
                                .arg(card->x())
                                .arg(card->y())
                                .arg(card->width())
                                .arg(card->height())
                                .arg(bannerRect.bottom())));
        const TimelineLayout l = w.timeline()->currentLayout();
        for (int i = 0; i < l.lanes.size(); ++i) {
            if (!l.laneVisible(i))
                continue;
            const QRectF r = l.lanes.at(i).intersected(l.laneClip(i));
            const QRect lane(w.timeline()->mapTo(card->parentWidget(), r.topLeft().toPoint()), r.size().toSize());
            QVERIFY2(
                !card->geometry().intersects(lane),
                qPrintable(QStringLiteral("stop %1 lane %2: %3").arg(stop).arg(i).arg(p->tour()->titleCardText())));
        }
        p->tour()->next();
    }
    p->tour()->stop();
}

// Issue 27: Skip Tour gives the window back as it was: the scenario, the policies, the cursor and
// the zoom, in the mode the user was in (presentation mode only if it was on before).
void TestUiPresentation::skipTourReturnsToWhereTheUserWas()
{
    MainWindow::Options o = fixed();
    o.scenario = QStringLiteral("naive-del");
    MainWindow w(o);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Presentation *p = presentationOf(w);
    p->tour()->setPauses(600000, 600000);
    Policies policies = w.policies();
    policies.fencing = !policies.fencing;
    w.setPolicies(policies);
    w.timeline()->fitAll();
    w.setCursorTime(40000);
    w.timeline()->zoomBy(2);
    const Micros cursor = w.view()->cursor();
    const Micros from = w.view()->visibleFrom();
    const Micros to = w.view()->visibleTo();
    for (const bool presenting : {false, true}) {
        p->setPresenting(presenting);
        p->tourAction()->trigger();
        QVERIFY(p->isPresenting());
        p->tour()->next();
        QVERIFY(w.document()->scenario().name != QStringLiteral("naive-del"));
        p->tour()->skipAction()->trigger();
        QVERIFY(!p->tour()->isRunning());
        QCOMPARE(p->isPresenting(), presenting);
        QCOMPARE(w.document()->scenario().name, QStringLiteral("naive-del"));
        QCOMPARE(w.policies().fencing, policies.fencing);
        QCOMPARE(w.view()->cursor(), cursor);
        QCOMPARE(w.view()->visibleFrom(), from);
        QCOMPARE(w.view()->visibleTo(), to);
    }
    p->setPresenting(false);
}

QTEST_MAIN(TestUiPresentation)
#include "tst_uipresentation.moc"
