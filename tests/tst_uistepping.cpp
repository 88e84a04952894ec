// SPDX-License-Identifier: MIT
// Issue 18: stepping through a recorded run is a cursor move over the whole run's interpretation.
// Nothing re-runs and nothing is interpreted again, back or forth, and every view shows what the
// whole run's interpretation says at the step reached, never what comes after it.
#include "breakpointdebugger.h"
#include "breakpointhitmodel.h"
#include "builtinscenario.h"
#include "core/breakpoints.h"
#include "core/builtins.h"
#include "core/recording.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "recordings.h"
#include "replaybackend.h"
#include "runcontroller.h"
#include "scalescenario.h"
#include "timeline/timelinemodel.h"
#include "timeline/timelinepalette.h"
#include "timeline/timelinerenderer.h"
#include "timelinewidget.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationmodel.h"
#include "violationspanel.h"
#include "windowoptions.h"

#include <QAbstractItemModelTester>
#include <QPainter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

// What the views are given at a step: how much is shown, when, and the state there.
QString stateText(const RunController &run)
{
    const Micros at = run.isAtEnd() ? run.extent() : run.now();
    const Instant i = run.interpretation().at(at);
    QStringList workers;
    for (const Instant::WorkerView &w : i.workers)
        workers << QStringLiteral("%1%2").arg(int(w.state)).arg(w.believesHeld ? QStringLiteral("B") : QString());
    return QStringLiteral("step %1 shown %2 now %3 key %4/%5 pttl %6 writes %7 violations %8 verdict %9 [%10]")
        .arg(run.position())
        .arg(run.shownEvents())
        .arg(run.now())
        .arg(i.keyExists)
        .arg(i.holder)
        .arg(i.pttlMs)
        .arg(i.writesSoFar)
        .arg(i.violationsSoFar)
        .arg(int(i.verdict))
        .arg(workers.join(u' '));
}

// The window's own actions, by object name (never by their visible, translated text).
QAction *windowAction(MainWindow &w, const char *name)
{
    auto *a = w.findChild<QAction *>(QLatin1String(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

// The first event after `at`, and the last one strictly before it (-1: none).
Micros eventAfter(const EventList &events, Micros at)
{
    const qsizetype i = events.firstAfter(at);
    return i < events.size() ? events.timeAt(i) : -1;
}

Micros eventBefore(const EventList &events, Micros at)
{
    qsizetype i = events.firstAfter(at) - 1;
    while (i >= 0 && events.timeAt(i) >= at)
        --i;
    return i >= 0 ? events.timeAt(i) : -1;
}

}  // namespace

class TestUiStepping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void steppingARecordingNeverReruns_data();
    void steppingARecordingNeverReruns();
    void theSimulatorStillStepsByRunning();
    void openedRecordingStepsBackInTheWindow();
    void stepsStartFromTheCursor_data();
    void stepsStartFromTheCursor();
    void spritesDrawWhatShapesDraw_data();
    void spritesDrawWhatShapesDraw();
    void nextAndPreviousHitBySearchAreTheScans_data();
    void nextAndPreviousHitBySearchAreTheScans();
};

void TestUiStepping::steppingARecordingNeverReruns_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : builtinScenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestUiStepping::steppingARecordingNeverReruns()
{
    QFETCH(QString, name);
    const Scenario s = builtin(name);
    const Trace trace = simulate(s, s.policies, 1);
    RunController run;
    run.setBackend(std::make_unique<ReplayBackend>(trace, runKey(s, s.policies), QStringLiteral("recording")));
    run.holdReruns(true);
    run.setRun(s, s.policies);
    run.holdReruns(false);
    QVERIFY(run.stepsOverKnownRun());
    const int started = run.sessionsStarted();
    QCOMPARE(run.totalSteps(), int(trace.events.size()));
    const Interpretation whole = run.interpretation();
    QCOMPARE(run.shownEvents(), trace.events.size());

    // Forwards from the start, keeping what every step showed.
    run.reset();
    QStringList forward{stateText(run)};
    while (run.step()) {
        forward << stateText(run);
        QVERIFY(run.interpretation().sharesDataWith(whole));  // nothing interpreted again
        QCOMPARE(run.shownEvents(), qsizetype(run.position()));
    }
    QCOMPARE(forward.size(), run.totalSteps() + 1);
    // Backwards to the start: every step shows what it showed on the way forward.
    for (int p = run.totalSteps() - 1; p >= 0; --p) {
        QVERIFY(run.stepBack());
        QCOMPARE(stateText(run), forward.at(p));
    }
    QVERIFY(!run.stepBack());
    // Run to an instant and an event, both ways.
    const qsizetype middle = trace.events.size() / 2;
    run.runTo(trace.events.timeAt(middle), middle);
    QVERIFY(run.shownEvents() > middle);
    QCOMPARE(run.now(), trace.events.timeAt(run.shownEvents() - 1));
    QVERIFY(run.shownEvents() == trace.events.size() || trace.events.timeAt(run.shownEvents()) > run.now());
    const QString there = stateText(run);
    run.runTo(0);
    QVERIFY(run.position() < int(trace.events.size()) / 2 + 1);
    run.runTo(trace.events.timeAt(middle), middle);
    QCOMPARE(stateText(run), there);
    QCOMPARE(run.sessionsStarted(), started);
}

// The simulator keeps stepping by running: a step back re-runs it (deterministically) to the
// step before, and what it shows is the run so far interpreted on its own.
void TestUiStepping::theSimulatorStillStepsByRunning()
{
    const Scenario s = builtin(QStringLiteral("ttl-overlap"));
    RunController run;
    run.setRun(s, s.policies);
    QVERIFY(!run.stepsOverKnownRun());
    run.reset();
    for (int i = 0; i < 10; ++i)
        QVERIFY(run.step());
    const int started = run.sessionsStarted();
    QVERIFY(run.stepBack());
    QCOMPARE(run.sessionsStarted(), started + 1);
    QCOMPARE(run.shownEvents(), run.trace().events.size());
}

// An opened recording in the window: a step back is a cursor move; the log, the hit list, the
// inspector, the banner and the timeline follow it, and nothing runs.
void TestUiStepping::openedRecordingStepsBackInTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ttl-overlap.locklab"));
    {
        MainWindow w(options(QStringLiteral("ttl-overlap")));
        QString error;
        QVERIFY2(w.recordings()->saveRecording(path, &error), qPrintable(error));
    }
    MainWindow w(options(QStringLiteral("naive-del")));
    auto *debugger = w.debugger();
    auto *recordings = w.recordings();
    QString error;
    QVERIFY2(recordings->openRecording(path, &error), qPrintable(error));
    RunController *run = w.run();
    QVERIFY(run->stepsOverKnownRun());
    const int started = run->sessionsStarted();
    const Interpretation whole = run->interpretation();
    const qsizetype total = whole.trace().events.size();
    TraceLogModel *log = w.logModel();
    QAbstractItemModelTester logTester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester violationTester(debugger->violationsPanel()->model(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester tester(debugger->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    run->reset();
    QCOMPARE(run->shownEvents(), 0);
    // The timeline keeps the whole run's model and draws nothing of it after the step reached:
    // right of the step it looks as it does before the first step.
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QImage nothing = w.timeline()->grab().toImage();
    run->runTo(whole.trace().endTime() / 2);
    const QImage half = w.timeline()->grab().toImage();
    const TimelineLayout layout = w.timeline()->currentLayout();
    const double cutAt = TimelineRenderer::cutX(layout, w.timeline()->mapping(), run->now());
    QVERIFY(cutAt > layout.plot.left() + 20 && cutAt < layout.plot.right() - 20);
    const QRect band = layout.laneBand().toAlignedRect();
    int differ = 0, left = 0;
    for (int y = band.top(); y < band.bottom(); ++y) {
        for (int x = band.left(); x < band.right(); ++x) {
            if (x >= cutAt + 2)
                differ += half.pixel(x, y) != nothing.pixel(x, y) ? 1 : 0;
            else if (x < cutAt - 4)
                left += half.pixel(x, y) != nothing.pixel(x, y) ? 1 : 0;
        }
    }
    QCOMPARE(differ, 0);
    QVERIFY(left > 1000);  // and left of it the run so far is drawn
    run->reset();
    int steps = 0;
    while (steps < 40 && run->step())
        ++steps;
    QCOMPARE(run->shownEvents(), qsizetype(steps));
    const QStringList inspectorForward = w.inspector()->rowTexts();
    const QString headlineForward = w.banner()->headline();
    for (int i = 0; i < 15; ++i)
        QVERIFY(run->stepBack());
    for (int i = 0; i < 15; ++i)
        QVERIFY(run->step());
    QCOMPARE(w.inspector()->rowTexts(), inspectorForward);
    QCOMPARE(w.banner()->headline(), headlineForward);
    QVERIFY(headlineForward.endsWith(QStringLiteral(" (so far)")));

    // Run to the last breakpoint hit and back to the first: cursor moves both ways.
    const QList<BreakpointHit> hits = findBreakpointHits(run->fullInterpretation());
    QVERIFY(hits.size() >= 2);
    QCOMPARE(debugger->hits().size(), hits.size());
    debugger->jumpToHit(hits.size() - 1);
    QVERIFY(run->shownEvents() > hits.constLast().eventIndex);
    // Shift+F8 from the last hit: back to the one before it, the run cut back with it.
    const qsizetype before = debugger->runToPreviousBreakpoint();
    QVERIFY(before >= 0 && before < hits.size() - 1);
    QCOMPARE(w.view()->currentEvent(), int(hits.at(before).eventIndex));
    QVERIFY(run->shownEvents() > hits.at(before).eventIndex);
    debugger->jumpToHit(0);
    QVERIFY(run->shownEvents() > hits.constFirst().eventIndex);
    QCOMPARE(debugger->runToPreviousBreakpoint(), qsizetype(-1));
    QVERIFY(run->shownEvents() <= hits.at(1).eventIndex || hits.at(1).at == hits.at(0).at);
    QCOMPARE(w.view()->currentEvent(), int(hits.constFirst().eventIndex));

    // What each view shows is the whole run's interpretation at the step reached.
    const Micros now = run->now();
    InspectorView fresh;
    fresh.show(whole, std::min(w.view()->cursor(), now), w.view()->currentEvent(), run->shownEvents());
    QCOMPARE(w.inspector()->rowTexts(), fresh.rowTexts());
    const Instant at = whole.at(now);
    QCOMPARE(debugger->violationsPanel()->violations().size(), at.violationsSoFar);
    for (const Violation &v : debugger->violationsPanel()->violations())
        QVERIFY(v.from <= now);
    for (int r = 0; r < debugger->hitModel()->rowCount(); ++r)
        QVERIFY(debugger->hitModel()->index(r, 0).data(BreakpointHitModel::TimeRole).toLongLong() <= now);
    QCOMPARE(w.banner()->headline(),
             VerdictBanner::headlineFor(at.verdict, at.foreignDeletesSoFar) + QStringLiteral(" (so far)"));
    QCOMPARE(log->rowCount(), int(run->shownEvents()));
    // The timeline kept the whole run's model: the same lanes, built once.
    QVERIFY(w.timeline()->model().lanes.size() > 0);
    QCOMPARE(w.timeline()->trace().events.size(), total);

    run->showAll();
    QCOMPARE(run->shownEvents(), total);
    QCOMPARE(run->sessionsStarted(), started);
}

void TestUiStepping::stepsStartFromTheCursor_data()
{
    QTest::addColumn<bool>("recording");
    QTest::newRow("simulator") << false;
    QTest::newRow("opened recording") << true;
}

// Issue 27: Step, Step back, F8 and Shift+F8 start from the cursor the user sees (first launch,
// a click, Show all, a hit), never from where stepping last stopped; Step is enabled whenever an
// event follows the cursor. A recording's steps are its events; the simulator's are engine steps,
// each at or before its events, so there the next event after the cursor is an upper bound.
void TestUiStepping::stepsStartFromTheCursor()
{
    QFETCH(bool, recording);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ttl-overlap.locklab"));
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    if (recording) {
        QString error;
        QVERIFY2(w.recordings()->saveRecording(path, &error), qPrintable(error));
        QVERIFY2(w.recordings()->openRecording(path, &error), qPrintable(error));
        QVERIFY(w.run()->stepsOverKnownRun());
    }
    RunController *run = w.run();
    ViewState *view = w.view();
    QAction *step = windowAction(w, "stepAction");
    QAction *back = windowAction(w, "stepBackAction");
    QAction *home = windowAction(w, "resetAction");
    QAction *end = windowAction(w, "showAllAction");
    QAction *next = windowAction(w, "runToNextBreakpoint");
    const EventList events = run->fullTrace().events;
    const Micros last = events.timeAt(events.size() - 1);
    auto lands = [&](Micros from, bool forward) {
        const Micros expected = forward ? eventAfter(events, from) : eventBefore(events, from);
        if (recording)
            return view->cursor() == expected;
        return forward ? view->cursor() > from && view->cursor() <= expected
                       : view->cursor() < from && view->cursor() >= expected;
    };

    // First launch: the whole run, the cursor at 0 ms, and an event follows it.
    w.setCursorTime(0);
    QVERIFY(run->isAtEnd());
    QVERIFY(step->isEnabled());
    step->trigger();
    QVERIFY(!run->isAtEnd());
    QVERIFY2(lands(0, true), qPrintable(QString::number(view->cursor())));

    // A click at 175 ms, while stepping near the start: → and ← go from there.
    const Micros click = 175000;
    QVERIFY(eventAfter(events, click) > 0);
    w.setCursorTime(click);
    QVERIFY(step->isEnabled());
    step->trigger();
    QVERIFY2(lands(click, true), qPrintable(QString::number(view->cursor())));
    const Micros afterClick = view->cursor();
    w.setCursorTime(click);
    QVERIFY(back->isEnabled());
    back->trigger();
    QVERIFY2(lands(click, false), qPrintable(QString::number(view->cursor())));
    QVERIFY(view->cursor() < click);
    // One step on from there: the next event, not past the one after the click.
    step->trigger();
    QVERIFY(view->cursor() <= afterClick);

    // Show all keeps the cursor; → and ← then start from it, not from the run's end.
    end->trigger();
    QVERIFY(run->isAtEnd());
    w.setCursorTime(click);
    back->trigger();
    QVERIFY2(lands(click, false), qPrintable(QString::number(view->cursor())));
    QVERIFY(!run->isAtEnd());

    // F8 from the whole run lands on B's acquire at 121.2 ms; ← goes to the event before it.
    end->trigger();
    w.setCursorTime(0);
    next->trigger();
    const Micros hit = view->cursor();
    QCOMPARE(hit, Micros(121200));
    const int hitEvent = view->currentEvent();
    QVERIFY(back->isEnabled());
    back->trigger();
    if (recording) {
        // A recording steps by events: the one before the hit's (B's granted reply, same instant).
        QCOMPARE(view->currentEvent(), hitEvent - 1);
        QCOMPARE(run->shownEvents(), qsizetype(hitEvent));
    } else {
        QVERIFY(view->cursor() < hit);
        QVERIFY(view->cursor() >= eventBefore(events, hit));
    }
    step->trigger();
    QVERIFY(view->cursor() <= hit);

    // At the last event of the whole run nothing follows: Step is off, Step back is on.
    end->trigger();
    w.setCursorTime(last);
    QVERIFY(!step->isEnabled());
    QVERIFY(back->isEnabled());
    // Home: the start, nothing run yet, ready to step.
    home->trigger();
    QCOMPARE(view->cursor(), Micros(0));
    QCOMPARE(run->position(), 0);
    QVERIFY(step->isEnabled());
}

void TestUiStepping::spritesDrawWhatShapesDraw_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("zoom");
    for (const QString &name : builtinScenarioNames()) {
        QTest::newRow(qPrintable(name)) << name << 1.0;
        QTest::newRow(qPrintable(name + QStringLiteral(" 8x"))) << name << 8.0;
    }
    // The scale benchmark's shape (bench/scale/scenario.sh), small: an icon on nearly every pixel.
    QTest::newRow("scale 20x100") << QStringLiteral("scale") << 1.0;
    QTest::newRow("scale 20x100 8x") << QStringLiteral("scale") << 8.0;
}

// A frame's icons are blitted from sprites drawn once (the whole-run frame of a long run has an
// icon on nearly every pixel of every lane): the picture is the one the shapes draw, up to the
// antialiasing of an icon placed an eighth of a pixel off, and every marker gets the same icon.
void TestUiStepping::spritesDrawWhatShapesDraw()
{
    QFETCH(QString, name);
    QFETCH(double, zoom);
    const Scenario s = name == QStringLiteral("scale") ? scaleScenario(20, 100) : builtin(name);
    const TimelineModel model = TimelineModel::build(Interpretation(simulate(s, s.policies, 1)));
    auto frame = [&](bool sprites, TimelinePaintRecord *record) {
        TimelineRenderer renderer;
        QFont font;
        font.setPointSize(9);
        renderer.setPalette(TimelinePalette::fromPalette(QPalette(Qt::black, Qt::white), font));
        renderer.setModel(&model);
        renderer.setIconSprites(sprites);
        renderer.setRecord(record);
        const TimelineLayout layout = renderer.layout(QSize(1600, 1000));
        const TimeMapping mapping = TimeMapping(0, 1, layout.plot.left(), layout.plot.width())
                                        .fitted(model.start, model.end)
                                        .zoomed(zoom, layout.plot.center().x());
        QImage image(QSize(1600, 1000), QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        renderer.paint(p, layout, mapping);
        return image;
    };
    TimelinePaintRecord shapesDrew, spritesDrew;
    const QImage shapes = frame(false, &shapesDrew);
    const QImage sprites = frame(true, &spritesDrew);
    QCOMPARE(spritesDrew.markers.size(), shapesDrew.markers.size());
    int icons = 0;
    for (qsizetype i = 0; i < shapesDrew.markers.size(); ++i) {
        QCOMPARE(spritesDrew.markers.at(i).icon, shapesDrew.markers.at(i).icon);
        icons += shapesDrew.markers.at(i).icon ? 1 : 0;
    }
    int differ = 0;
    for (int y = 0; y < shapes.height(); ++y) {
        const QRgb *a = reinterpret_cast<const QRgb *>(shapes.constScanLine(y));
        const QRgb *b = reinterpret_cast<const QRgb *>(sprites.constScanLine(y));
        for (int x = 0; x < shapes.width(); ++x) {
            const int d = std::max({std::abs(qRed(a[x]) - qRed(b[x])), std::abs(qGreen(a[x]) - qGreen(b[x])),
                                    std::abs(qBlue(a[x]) - qBlue(b[x]))});
            differ += d > 64 ? 1 : 0;
        }
    }
    // Measured: none at all. An icon's edge is a few dozen pixels: a sprite drawn a pixel off, or
    // in another colour, would differ by dozens per icon.
    QVERIFY2(differ <= icons + 20, qPrintable(QStringLiteral("%1 pixels differ, %2 icons").arg(differ).arg(icons)));
}

void TestUiStepping::nextAndPreviousHitBySearchAreTheScans_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : builtinScenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

// F8 and Shift+F8 start their search at the cursor's instant (a binary search over 831,600 hits
// at 10 M events); from every event, and with every kind or only some enabled, they land where a
// scan of the whole list lands.
void TestUiStepping::nextAndPreviousHitBySearchAreTheScans()
{
    QFETCH(QString, name);
    const Scenario s = builtin(name);
    const Interpretation in(simulate(s, s.policies, 1));
    const QList<BreakpointHit> hits = findBreakpointHits(in);
    const BreakpointHits lazy(in);
    const EventList &events = in.trace().events;
    for (const quint32 kinds :
         {allBreakpoints, BreakpointDebugger::defaultKinds(), breakpointBit(BreakpointKind::OverlapBegins)}) {
        for (qsizetype e = -1; e < events.size(); ++e) {
            const Micros at = e >= 0 ? events.timeAt(e) : -1;
            qsizetype next = -1, previous = -1;
            for (qsizetype i = 0; i < hits.size(); ++i) {
                if (!(kinds & breakpointBit(hits.at(i).kind)))
                    continue;
                if (next < 0 && hits.at(i).eventIndex > e)
                    next = i;
                if (hits.at(i).eventIndex >= 0 && hits.at(i).eventIndex < e)
                    previous = i;
            }
            QCOMPARE(nextBreakpointHit(hits, kinds, e, at), next);
            QCOMPARE(nextBreakpointHit(hits, kinds, e), next);
            QCOMPARE(previousBreakpointHit(hits, kinds, e, at), previous);
            QCOMPARE(lazy.next(kinds, e, at), next);
            QCOMPARE(lazy.previous(kinds, e, at), previous);
            QCOMPARE(lazy.previous(kinds, e), previous);
        }
    }
}

QTEST_MAIN(TestUiStepping)
#include "tst_uistepping.moc"
