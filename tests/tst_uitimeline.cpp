// SPDX-License-Identifier: MIT
#include "builtinscenario.h"
#include "core/mstext.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "core/translations.h"
#include "timeline/timelineexporter.h"
#include "timeline/timelinerenderer.h"
#include "timelinewidget.h"
#include "viewstate.h"

#include <QAction>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QToolTip>
#include <QTranslator>
#include <QWheelEvent>

using namespace locklab;

namespace {

// `workers` workers that each take the lock once, one after another.
Scenario crowd(int workers)
{
    Scenario s;
    s.name = QStringLiteral("crowd");
    s.ttlMs = 100;
    for (int i = 0; i < workers; ++i) {
        WorkerSpec w;
        w.name = QStringLiteral("W%1").arg(i + 1, 3, 10, QLatin1Char('0'));
        w.startMs = i;
        w.steps = {Step::acquire(1000, 5), Step::work(2), Step::release()};
        s.workers.append(w);
    }
    return s;
}

struct Shown {
    ViewState state;
    TimelineWidget widget{&state};
    Trace trace;

    explicit Shown(const Scenario &scenario, const QSize &size)
    {
        trace = simulate(scenario, scenario.policies);
        widget.resize(size);
        widget.setRun(Interpretation(trace), trace.endTime(), -1);
        widget.fitAll();
    }
};

}  // namespace

class TestUiTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lanesFitTheHeight_data();
    void lanesFitTheHeight();
    void lanesScrollBeyond_data();
    void lanesScrollBeyond();
    void laneHeightControl();
    void refusedTriesEachGetTheirMark();
    void lastEventLeavesRoom();
    void overlapTabLeavesTickLabels();
    void distinctWorkerColours();
    void exportFitsEveryLane();
    void truthLanesStayReadable_data();
    void truthLanesStayReadable();
    void bandsHaveTooltipsAndLegend();
    void duplicateWorkIsNamedAsDrawn();
    void labelsAreCutBetweenWords_data();
    void labelsAreCutBetweenWords();
    void storeLabelsShareTheirGap_data();
    void storeLabelsShareTheirGap();
    void contradictionsSayWhoHolds_data();
    void contradictionsSayWhoHolds();
    void narrowContradictionsSayIt();
    void everyWriteNamedWhereThereIsRoom_data();
    void everyWriteNamedWhereThereIsRoom();
    void faultsNamedByKind_data();
    void faultsNamedByKind();
    void faultWordKeepsClearOfTheNext();
};

void TestUiTimeline::lanesFitTheHeight_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addRow("1200x420") << QSize(1200, 420);
    QTest::addRow("1200x700") << QSize(1200, 700);
    QTest::addRow("1900x1000") << QSize(1900, 1000);
}

void TestUiTimeline::lanesFitTheHeight()
{
    QFETCH(QSize, size);
    Shown shown(builtin(QStringLiteral("ttl-overlap")), size);
    const TimelineLayout l = shown.widget.currentLayout();
    QCOMPARE(l.lanes.size(), 4);
    QCOMPARE(l.maxScroll, 0.0);
    QVERIFY(!shown.widget.verticalScrollBar()->isVisible());
    // Between the bounds, and using the height: what is left under the legend is less than a lane
    // unless the lanes reached their maximum.
    QVERIFY(l.laneHeight >= LaneSizing::fitMinimum);
    QVERIFY(l.laneHeight <= LaneSizing::fitMaximum);
    const double unused = size.height() - l.legend.bottom();
    if (l.laneHeight < LaneSizing::fitMaximum)
        QVERIFY2(unused < l.lanes.size() + 8, qPrintable(QString::number(unused)));
    QVERIFY(l.legend.top() >= l.lanes.last().bottom());
    QVERIFY(l.legend.bottom() <= size.height());
    // A taller window gives taller lanes.
    Shown taller(builtin(QStringLiteral("ttl-overlap")), size + QSize(0, 200));
    QVERIFY(taller.widget.currentLayout().laneHeight > l.laneHeight || l.laneHeight == LaneSizing::fitMaximum);
}

void TestUiTimeline::lanesScrollBeyond_data()
{
    QTest::addColumn<int>("workers");
    QTest::addRow("24") << 24;
    QTest::addRow("100") << 100;
}

void TestUiTimeline::lanesScrollBeyond()
{
    QFETCH(int, workers);
    const QSize size(1400, 700);
    Shown shown(crowd(workers), size);
    shown.widget.show();
    const TimelineLayout l = shown.widget.currentLayout();
    QCOMPARE(l.lanes.size(), workers + 2);
    QCOMPARE(l.laneHeight, LaneSizing::fitMinimum);
    // Exactly the lanes that do not fit scroll.
    double content = 0;
    for (const QRectF &r : l.lanes)
        content += r.height();
    QCOMPARE(l.maxScroll, std::ceil(content - l.viewport.height()));
    QVERIFY(l.viewport.bottom() <= l.legend.top());
    QScrollBar *bar = shown.widget.verticalScrollBar();
    QVERIFY(bar->isVisible());
    QCOMPARE(bar->maximum(), static_cast<int>(l.maxScroll));

    // Scrolled to the end (issue 27): the key lane stays pinned at the top and the store lane at the
    // bottom, the last worker ends where the store lane begins, the first workers are out of view,
    // and only the visible lanes are painted.
    bar->setValue(bar->maximum());
    const TimelineLayout end = shown.widget.currentLayout();
    QCOMPARE(end.lanes.last().bottom(), end.viewport.bottom());
    QCOMPARE(end.lanes.first().top(), end.viewport.top());
    QVERIFY(end.laneVisible(0) && end.laneVisible(workers + 1));
    QCOMPARE(end.lanes.at(workers).bottom(), end.lanes.last().top());
    QVERIFY(!end.laneVisible(1));
    QCOMPARE(end.laneAt(end.viewport.top() - 1), -1);
    QCOMPARE(end.laneAt(end.viewport.top() + 1), 0);
    QCOMPARE(end.laneAt(end.lanes.at(1).bottom() - 1), -1);  // scrolled under the key lane: not hit
    QCOMPARE(end.laneAt(end.viewport.bottom() - 1), workers + 1);
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    shown.widget.setPaintRecord(nullptr);
    int visible = 0;
    for (int i = 0; i < end.lanes.size(); ++i)
        visible += end.laneVisible(i) ? 1 : 0;
    QVERIFY2(record.lanesPainted >= visible && record.lanesPainted <= visible + 1,
             qPrintable(QString::number(record.lanesPainted)));

    // The wheel scrolls lanes (not time) while they overflow.
    bar->setValue(0);
    const Micros from = shown.state.visibleFrom();
    QWheelEvent wheel(QPointF(600, 300), shown.widget.mapToGlobal(QPointF(600, 300)), QPoint(), QPoint(0, -120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(&shown.widget, &wheel);
    QVERIFY(bar->value() > 0);
    QCOMPARE(shown.state.visibleFrom(), from);
}

void TestUiTimeline::laneHeightControl()
{
    Shown shown(crowd(24), QSize(1400, 700));
    const double fitted = shown.widget.currentLayout().laneHeight;
    // Ctrl+Shift+wheel up: taller lanes, chosen rather than fitted.
    QWheelEvent up(QPointF(600, 300), shown.widget.mapToGlobal(QPointF(600, 300)), QPoint(), QPoint(0, 240),
                   Qt::NoButton, Qt::ControlModifier | Qt::ShiftModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(&shown.widget, &up);
    const double chosen = shown.widget.currentLayout().laneHeight;
    QVERIFY2(chosen > fitted, qPrintable(QString::number(chosen)));
    QCOMPARE(shown.widget.chosenLaneHeight(), chosen);
    QVERIFY(shown.widget.currentLayout().maxScroll > 0);
    // The View menu's actions: shorter, then fit again.
    const QList<QAction *> actions = shown.widget.laneActions();
    QCOMPARE(actions.size(), 3);
    actions.at(1)->trigger();
    QVERIFY(shown.widget.currentLayout().laneHeight < chosen);
    for (int i = 0; i < 20; ++i)
        actions.at(1)->trigger();
    QCOMPARE(shown.widget.currentLayout().laneHeight, LaneSizing::chosenMinimum);
    actions.at(2)->trigger();
    QCOMPARE(shown.widget.chosenLaneHeight(), 0.0);
    QCOMPARE(shown.widget.currentLayout().laneHeight, fitted);
}

void TestUiTimeline::refusedTriesEachGetTheirMark()
{
    // The lesson of mutual-exclusion: B's SET NX is refused and B gives up. Both must be seen at the
    // default zoom: a ✗ for every refused SET NX in the trace and a "gave up" label.
    Shown shown(builtin(QStringLiteral("mutual-exclusion")), QSize(1200, 500));
    int refusedInTrace = 0;
    for (const TraceEvent &e : std::as_const(shown.trace.events)) {
        refusedInTrace += e.kind == EventKind::Replied && e.request.command == Command::Set
                          && e.request.condition == SetCondition::IfAbsent && e.reply.kind == Reply::Kind::Nil;
    }
    QVERIFY(refusedInTrace >= 1);
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    int refusedMarks = 0;
    bool gaveUpLabelled = false;
    for (const TimelinePaintRecord::Item &item : std::as_const(record.markers)) {
        if (item.kind == MarkerKind::AcquireRefused) {
            QVERIFY2(item.icon, "a refused SET NX without its ✗");
            ++refusedMarks;
        }
        gaveUpLabelled = gaveUpLabelled || item.label == QStringLiteral("gave up");
    }
    QCOMPARE(refusedMarks, refusedInTrace);
    QVERIFY(gaveUpLabelled);
}

void TestUiTimeline::lastEventLeavesRoom()
{
    // Fitted, the run's last event sits at least endPadding pixels before the right edge.
    Shown shown(builtin(QStringLiteral("mutual-exclusion")), QSize(1200, 500));
    const TimeMapping m = shown.widget.mapping();
    QVERIFY2(m.right() - m.mapTimeToX(shown.trace.endTime()) >= TimelineRenderer::endPadding,
             qPrintable(QString::number(m.right() - m.mapTimeToX(shown.trace.endTime()))));
}

void TestUiTimeline::overlapTabLeavesTickLabels()
{
    Shown shown(builtin(QStringLiteral("ttl-overlap")), QSize(1200, 500));
    const TimelineLayout l = shown.widget.currentLayout();
    // The tick labels' row ends where the overlap tabs' row begins, and both are in the ruler.
    const double labelBottom = 4 + QFontMetricsF(QFont()).height();
    QVERIFY(l.overlapRow.top() >= labelBottom - 1);
    QVERIFY(l.overlapRow.bottom() <= l.axis.bottom());
    QVERIFY(l.viewport.top() >= l.axis.bottom());
}

void TestUiTimeline::distinctWorkerColours()
{
    for (bool dark : {false, true}) {
        TimelinePalette p = TimelinePalette::fromPalette(QPalette(), QFont());
        p.dark = dark;
        QSet<QRgb> colours;
        for (int i = 0; i < TimelinePalette::distinctWorkers; ++i) {
            colours.insert(p.worker(i).rgb());
            QCOMPARE(p.workerPattern(i), Qt::SolidPattern);
        }
        QCOMPARE(colours.size(), TimelinePalette::distinctWorkers);
        // Past 24 the colours repeat, under a pattern: never the same look twice in 48.
        QCOMPARE(p.worker(24), p.worker(0));
        QVERIFY(p.workerPattern(24) != Qt::SolidPattern);
        QVERIFY(p.workerPattern(48) != p.workerPattern(24));
    }
}

void TestUiTimeline::exportFitsEveryLane()
{
    // A rendered frame cannot scroll: 100 workers fit into 720 px, lanes thinner than the window's.
    Trace trace = simulate(crowd(100), Policies{});
    ExportOptions options;
    options.size = QSize(1280, 720);
    const TimelineExporter exporter(trace, options);
    const TimelineLayout l = exporter.layout();
    QCOMPARE(l.maxScroll, 0.0);
    QVERIFY(l.lanes.last().bottom() <= exporter.logicalSize().height());
    // And a few lanes fill the frame: the legend ends near the bottom.
    const TimelineExporter few(simulate(builtin(QStringLiteral("ttl-overlap")), Policies{}), options);
    const TimelineLayout f = few.layout();
    QVERIFY2(few.logicalSize().height() - f.legend.bottom() < 40,
             qPrintable(QString::number(few.logicalSize().height() - f.legend.bottom())));
}

void TestUiTimeline::truthLanesStayReadable_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("chosen");
    // 950x330: what a 1280x720 window leaves the timeline.
    QTest::addRow("24 workers, 1280x720 window") << 24 << QSize(950, 330) << 0.0;
    QTest::addRow("24 workers, 1400x700") << 24 << QSize(1400, 700) << 0.0;
    QTest::addRow("100 workers") << 100 << QSize(1400, 700) << 0.0;
    QTest::addRow("shortest chosen lanes") << 24 << QSize(950, 330) << LaneSizing::chosenMinimum;
    QTest::addRow("4 workers, roomy") << 4 << QSize(1400, 900) << 0.0;
}

// The key lane (what Redis says) and the store lane keep a readable height however many workers
// crowd the worker lanes; the workers share the rest.
void TestUiTimeline::truthLanesStayReadable()
{
    QFETCH(int, workers);
    QFETCH(QSize, size);
    QFETCH(double, chosen);
    Shown shown(crowd(workers), size);
    if (chosen > 0)
        shown.widget.setLaneHeight(chosen);
    const TimelineLayout l = shown.widget.currentLayout();
    const TimelineModel &model = shown.widget.model();
    QCOMPARE(model.lanes.first().type, Lane::Type::Key);
    QCOMPARE(model.lanes.last().type, Lane::Type::Store);
    QVERIFY2(l.lanes.first().height() >= LaneSizing::truthMinimum,
             qPrintable(QString::number(l.lanes.first().height())));
    QVERIFY(l.lanes.last().height() >= LaneSizing::truthMinimum);
    // Worker lanes: the layout's lane height, still at least the fitted minimum unless chosen.
    for (int i = 1; i + 1 < l.lanes.size(); ++i)
        QCOMPARE(l.lanes.at(i).height(), l.laneHeight);
    QVERIFY(l.laneHeight >= (chosen > 0 ? chosen : LaneSizing::fitMinimum));
    // Back to back (the store lane pinned under the workers' scrolling part when they do not fit),
    // and exactly what does not fit scrolls.
    for (int i = 1; i + 1 < l.lanes.size(); ++i)
        QCOMPARE(l.lanes.at(i).top(), l.lanes.at(i - 1).bottom());
    double content = 0;
    for (const QRectF &r : l.lanes)
        content += r.height();
    QCOMPARE(l.maxScroll, std::max(0.0, std::ceil(content - l.viewport.height())));
    if (l.maxScroll > 0)
        QCOMPARE(l.lanes.last().bottom(), l.viewport.bottom());
    else
        QCOMPARE(l.lanes.last().top(), l.lanes.at(l.lanes.size() - 2).bottom());
    if (l.maxScroll == 0 && chosen == 0)
        QVERIFY(l.lanes.last().bottom() <= l.legend.top());
}

// The two bands that cover lanes, Redis down and a lost MONITOR connection, explain themselves on
// hover and in the legend (only when the run has them).
void TestUiTimeline::bandsHaveTooltipsAndLegend()
{
    const auto tooltipAt = [](TimelineWidget &widget, const QPointF &pos) {
        QToolTip::hideText();
        QHelpEvent help(QEvent::ToolTip, pos.toPoint(), widget.mapToGlobal(pos.toPoint()));
        QCoreApplication::sendEvent(&widget, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    const auto legendOf = [](TimelineWidget &widget) {
        TimelinePaintRecord record;
        widget.setPaintRecord(&record);
        widget.grab();
        widget.setPaintRecord(nullptr);
        return record.legend;
    };

    Shown restart(builtin(QStringLiteral("restart-loses-lock")), QSize(1400, 600));
    restart.widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&restart.widget));
    const Lane &key = restart.widget.model().lanes.first();
    QCOMPARE(key.outages.size(), 1);
    const Segment &down = key.outages.first();
    const TimelineLayout l = restart.widget.currentLayout();
    const TimeMapping m = restart.widget.mapping();
    // The band is 5 ms of a 300 ms run: a few pixels, hit at its middle.
    const QPointF onBand(m.mapTimeToX((down.from + down.to) / 2), l.lanes.first().center().y());
    const QString tip = tooltipAt(restart.widget, onBand);
    QVERIFY2(tip.contains(QStringLiteral("Redis down, then reconnected")), qPrintable(tip));
    QVERIFY2(tip.contains(formatMs(down.to - down.from, 3)), qPrintable(tip));
    QVERIFY(legendOf(restart.widget).contains(QStringLiteral("Redis down")));
    QVERIFY(!legendOf(restart.widget).contains(QStringLiteral("MONITOR lost: not seen")));

    // A lost MONITOR connection from 40 to 90 ms, on every lane.
    Trace watched = simulate(builtin(QStringLiteral("ttl-overlap")), builtin(QStringLiteral("ttl-overlap")).policies);
    for (const auto &[at, begins] : {std::pair{Micros(40000), 1}, std::pair{Micros(90000), 0}}) {
        TraceEvent gap;
        gap.at = at;
        gap.kind = EventKind::Gap;
        gap.value = begins;
        gap.text = QStringLiteral("MONITOR connection lost");
        recordEvent(watched, gap);
    }
    ViewState state;
    TimelineWidget widget(&state);
    widget.resize(1400, 600);
    widget.setRun(Interpretation(watched), watched.endTime(), -1);
    widget.fitAll();
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QCOMPARE(widget.model().gaps.size(), 1);
    const TimelineLayout gl = widget.currentLayout();
    const TimeMapping gm = widget.mapping();
    for (int lane = 0; lane < gl.lanes.size(); ++lane) {
        const QString text = tooltipAt(widget, QPointF(gm.mapTimeToX(65000), gl.lanes.at(lane).center().y()));
        QVERIFY2(text.contains(QStringLiteral("MONITOR connection lost")), qPrintable(text));
        QVERIFY2(text.contains(formatMs(50000, 3)), qPrintable(text));
    }
    // Outside the band the lanes say what they show.
    QVERIFY(!tooltipAt(widget, QPointF(gm.mapTimeToX(20000), gl.lanes.at(1).center().y()))
                 .contains(QStringLiteral("MONITOR")));
    const QStringList legend = legendOf(widget);
    QVERIFY(legend.contains(QStringLiteral("MONITOR lost: not seen")));
    QVERIFY(!legend.contains(QStringLiteral("Redis down")));
    QVERIFY(!legendOf(restart.widget).isEmpty());
}

// Issue 27: an efficiency lock's amber overlap is "work done twice" in the legend, never the red
// "two holders at once" of a correctness lock.
void TestUiTimeline::duplicateWorkIsNamedAsDrawn()
{
    for (const auto &[name, duplicate] :
         {std::pair{QStringLiteral("cache-refresh"), true}, std::pair{QStringLiteral("ttl-overlap"), false}}) {
        Shown shown(builtin(name), QSize(1400, 700));
        shown.widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown.widget));
        QCOMPARE(shown.widget.model().overlapsAreDuplicateWork, duplicate);
        QVERIFY(!shown.widget.model().overlaps.isEmpty());
        TimelinePaintRecord record;
        shown.widget.setPaintRecord(&record);
        shown.widget.grab();
        shown.widget.setPaintRecord(nullptr);
        QCOMPARE(record.legend.contains(QStringLiteral("work done twice")), duplicate);
        QCOMPARE(record.legend.contains(QStringLiteral("two holders at once")), !duplicate);
    }
}

// Issue 27 item 7: a label too long for its room ends where a word ends ("primary died (the lock
// had…"), never inside one ("…(the lock had not replizie"); the tooltip says it whole.
void TestUiTimeline::labelsAreCutBetweenWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("room");  // the room: this much of the text and a "…"
    QTest::addColumn<bool>("orFirstWord");
    QTest::addColumn<QString>("expected");
    const QString dies = QStringLiteral("primary died (the lock had not replicated)");
    QTest::newRow("fits") << dies << dies << false << dies;
    QTest::newRow("mid-word") << dies << QStringLiteral("primary died (the lock had no") << false
                              << QStringLiteral("primary died (the lock had…");
    QTest::newRow("German") << QStringLiteral("Primary ausgefallen (der Lock war nicht repliziert)")
                            << QStringLiteral("Primary ausgefallen (der Lock war nicht replizie") << false
                            << QStringLiteral("Primary ausgefallen (der Lock war nicht…");
    QTest::newRow("after a hyphen") << QStringLiteral("1. compare-and-delete · fencing")
                                    << QStringLiteral("1. compare-and-dele") << false
                                    << QStringLiteral("1. compare-and-…");
    QTest::newRow("no separator left") << QStringLiteral("B ✓ accepted · fence 2")
                                       << QStringLiteral("B ✓ accepted · fen") << false
                                       << QStringLiteral("B ✓ accepted…");
    QTest::newRow("no whole word") << QStringLiteral("replicated") << QStringLiteral("repl") << false << QString();
    QTest::newRow("number and unit") << QStringLiteral("3/5 · valid 989\u00a0ms left")
                                     << QStringLiteral("3/5 · valid 989\u00a0m") << false
                                     << QStringLiteral("3/5 · valid…");  // not "989…" without its unit
    QTest::newRow("first word cut") << QStringLiteral("replicated") << QStringLiteral("repl") << true
                                    << QStringLiteral("repl…");
}

void TestUiTimeline::labelsAreCutBetweenWords()
{
    QFETCH(QString, text);
    QFETCH(QString, room);
    QFETCH(bool, orFirstWord);
    QFETCH(QString, expected);
    const QFontMetricsF fm(QGuiApplication::font());
    const double width =
        room == text ? fm.horizontalAdvance(text) + 1 : fm.horizontalAdvance(room + QChar(0x2026)) + 0.5;
    QCOMPARE(elideAtWord(fm, text, width, orFirstWord), expected);
}

void TestUiTimeline::storeLabelsShareTheirGap_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        for (int width : {1000, 1240, 1600})
            QTest::addRow("%s-%d", qPrintable(language), width) << language << width;
    }
}

// Issue 27: labels on one lane never hide each other's meaning. German's "A ✓ veralteter
// Schreibvorgang angenommen" took the whole gap between the two writes and "B ✓ angenommen" was
// not drawn at all; now they share it, each cut at a word (the tooltip says it whole).
void TestUiTimeline::storeLabelsShareTheirGap()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    if (language != QLatin1String("en"))
        QVERIFY(installTranslations(language));
    Shown shown(builtin(QStringLiteral("ttl-overlap")), QSize(width, 600));
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    QString accepted, stale;
    for (const TimelinePaintRecord::Item &item : std::as_const(record.markers)) {
        if (item.kind == MarkerKind::WriteAccepted)
            accepted = item.label;
        else if (item.kind == MarkerKind::WriteStaleAccepted)
            stale = item.label;
    }
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QVERIFY2(accepted.startsWith(QStringLiteral("B ✓")) && accepted.size() > 4, qPrintable(accepted));
    QVERIFY2(stale.startsWith(QStringLiteral("A ✓")) && stale.size() > 4, qPrintable(stale));
    // Whole words that say it, a shorter form where the whole does not fit: "A ✓ veralteter…" said
    // only that something was out of date.
    QVERIFY2(!accepted.contains(QChar(0x2026)), qPrintable(accepted));
    QVERIFY2(!stale.contains(QChar(0x2026)), qPrintable(stale));
}

void TestUiTimeline::contradictionsSayWhoHolds_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        for (int width : {420, 600, 900, 1280})
            QTest::addRow("%s-%d", qPrintable(language), width) << language << width;
    }
}

// Issue 27: a worker's contradicted stretch was labelled "Redis:…" where its words did not fit
// (a MONITOR log's clients are "client-53110" and "client-53110_2"). Its label is a whole form
// that fits, shorter as the room shrinks ("Redis: B holds", "B holds", "not its lock"), or none.
void TestUiTimeline::contradictionsSayWhoHolds()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    if (language != QLatin1String("en"))
        QVERIFY(installTranslations(language));
    Scenario scenario = builtin(QStringLiteral("ttl-overlap"));
    const QString a = QStringLiteral("client-53110"), b = QStringLiteral("client-53110_2");
    scenario.workers[0].name = a;
    scenario.workers[1].name = b;
    Shown shown(scenario, QSize(width, 600));
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    const QStringList forms{TimelineRenderer::tr("believes it holds — Redis: %1 holds").arg(b),
                            TimelineRenderer::tr("Redis: %1 holds").arg(b),
                            TimelineRenderer::tr("%1 holds", "Redis says: the key is another's").arg(b),
                            TimelineRenderer::tr("not its lock"),
                            TimelineRenderer::tr("believes it holds — Redis: no lock"),
                            TimelineRenderer::tr("Redis: no lock"),
                            TimelineRenderer::tr("no lock", "Redis says: the key is gone"),
                            TimelineRenderer::tr("≠ %1", "Redis says: the key is another's, in 20 px").arg(b),
                            TimelineRenderer::tr("≠", "Redis says: the key is gone, in 20 px")};
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    // A is frozen past its TTL while B holds the key: B's 150 ms always have room for words.
    QVERIFY2(!record.contradictions.isEmpty(), "no contradiction was labelled");
    for (const QString &label : std::as_const(record.contradictions)) {
        QVERIFY2(!label.contains(QChar(0x2026)), qPrintable(label));
        QVERIFY2(forms.contains(label), qPrintable(label));
    }
}

// Issue 27: a contradicted stretch under ~50 px had no label, and the red over the whole lane said
// "paused" under the pointer. Anywhere on the red, the tooltip says whose lock Redis has; a stretch
// of 20 px hemmed in by the next one says "≠ B".
void TestUiTimeline::narrowContradictionsSayIt()
{
    Shown shown(builtin(QStringLiteral("ttl-overlap")), QSize(1400, 600));
    shown.widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown.widget));
    const Lane &a = shown.widget.model().lanes.at(1);
    const auto contradicted = std::find_if(a.beliefs.cbegin(), a.beliefs.cend(), [](const Segment &s) {
        return s.kind == SegmentKind::BeliefContradicted && s.other == 1;
    });
    QVERIFY(contradicted != a.beliefs.cend());
    const TimelineLayout l = shown.widget.currentLayout();
    const TimeMapping m = shown.widget.mapping();
    // Under the belief strip, on A's paused bar: the pause, and the contradiction under it.
    const QPointF onBar(m.mapTimeToX((contradicted->from + contradicted->to) / 2), l.lanes.at(1).center().y());
    QToolTip::hideText();
    QHelpEvent help(QEvent::ToolTip, onBar.toPoint(), shown.widget.mapToGlobal(onBar.toPoint()));
    QCoreApplication::sendEvent(&shown.widget, &help);
    const QString tip = QToolTip::isVisible() ? QToolTip::text() : QString();
    QVERIFY2(tip.contains(QStringLiteral("A is paused")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("A believes it holds the lock, but Redis says B holds it")), qPrintable(tip));

    // Hemmed in by the next stretch, the shortest form: "≠ B" where "not its lock" does not fit.
    TimelineRenderer renderer;
    renderer.setModel(&shown.widget.model());
    const QFontMetricsF fm(renderer.palette().smallBoldFont);
    const double shortest = fm.horizontalAdvance(QStringLiteral("≠ B"));
    QVERIFY(shortest < fm.horizontalAdvance(QStringLiteral("B holds")));
    QCOMPARE(renderer.contradictionLabel(*contradicted, fm, 5, shortest), QStringLiteral("≠ B"));
    QCOMPARE(renderer.contradictionLabel(*contradicted, fm, 5, 400),
             QStringLiteral("believes it holds — Redis: B holds"));
    QCOMPARE(renderer.contradictionLabel(*contradicted, fm, 5, shortest - 1), QString());
}

void TestUiTimeline::everyWriteNamedWhereThereIsRoom_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("named");  // at least this many of retry-jitter's 24 writes
    QTest::addRow("1280") << 1280 << 18;
    QTest::addRow("1900") << 1900 << 22;
    QTest::addRow("700") << 700 << 8;
}

// Issue 27: retry-jitter's 24 writes in 170 ms got one label between them ("W20 ✓…"). Where a
// write's words do not fit beside its icon its writer's name goes under it; labels never overlap.
void TestUiTimeline::everyWriteNamedWhereThereIsRoom()
{
    QFETCH(int, width);
    QFETCH(int, named);
    Shown shown(builtin(QStringLiteral("retry-jitter")), QSize(width, 700));
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    QList<TimelinePaintRecord::Item> writes;
    for (const TimelinePaintRecord::Item &item : std::as_const(record.markers)) {
        if (item.kind == MarkerKind::WriteAccepted || item.kind == MarkerKind::WriteRefused
            || item.kind == MarkerKind::WriteStaleAccepted)
            writes << item;
    }
    QVERIFY(writes.size() <= 24);  // narrow: writes closer than a few pixels are drawn as one mark
    int labelled = 0;
    for (qsizetype i = 0; i < writes.size(); ++i) {
        const TimelinePaintRecord::Item &w = writes.at(i);
        if (w.label.isEmpty())
            continue;
        ++labelled;
        // Its writer's name, and more words than the icon says or none ("W14 ✓…" said nothing more).
        QVERIFY2(w.label.startsWith(QStringLiteral("W")), qPrintable(w.label));
        QVERIFY2(w.label.size() == 3 || w.label.size() > 7, qPrintable(w.label));
        for (qsizetype j = 0; j < i; ++j) {
            const QRectF other = writes.at(j).labelRect;
            QVERIFY2(writes.at(j).label.isEmpty() || !w.labelRect.intersects(other),
                     qPrintable(QStringLiteral("%1 over %2").arg(w.label, writes.at(j).label)));
        }
    }
    QVERIFY2(labelled >= named, qPrintable(QString::number(labelled)));
}

void TestUiTimeline::faultsNamedByKind_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("label");
    QTest::newRow("restart") << "restart-loses-lock"
                             << "restart";
    QTest::newRow("clock jump") << "redlock-clock-jump"
                                << "clock jump";
    QTest::newRow("an instance restarts") << "redlock-restart"
                                          << "restart";
}

// Issue 27: the key and instance lanes named every fault "fault"; they name its kind.
void TestUiTimeline::faultsNamedByKind()
{
    QFETCH(QString, scenario);
    QFETCH(QString, label);
    Shown shown(builtin(scenario), QSize(1600, 1000));
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    QStringList faults;
    for (const TimelinePaintRecord::Item &item : std::as_const(record.markers)) {
        if (item.kind == MarkerKind::Fault && !item.label.isEmpty())
            faults << item.label;
    }
    QVERIFY2(faults.contains(label), qPrintable(faults.join(u'|')));
    QVERIFY2(!faults.contains(QStringLiteral("fault")), qPrintable(faults.join(u'|')));
}

// Issue 27: at 1280 px restart-loses-lock's "restart" ran into Redis coming back 10 ms later (it
// read "restar"), and took the room of that marker's own word. A fault's word goes before its
// marker where it does not fit after it: both are drawn whole.
void TestUiTimeline::faultWordKeepsClearOfTheNext()
{
    Shown shown(builtin(QStringLiteral("restart-loses-lock")), QSize(1130, 400));
    TimelinePaintRecord record;
    shown.widget.setPaintRecord(&record);
    shown.widget.grab();
    QStringList words;
    for (const TimelinePaintRecord::Item &item : std::as_const(record.markers)) {
        if ((item.kind == MarkerKind::Fault || item.kind == MarkerKind::RedisBack) && !item.label.isEmpty())
            words << item.label;
    }
    QCOMPARE(words, (QStringList{QStringLiteral("restart"), QStringLiteral("reconnected")}));
}

QTEST_MAIN(TestUiTimeline)
#include "tst_uitimeline.moc"
