// SPDX-License-Identifier: MIT
// Issue 13: every view tells the same story at every instant. The views read one interpretation
// of the trace; these tests hold each of them against the trace (or its prefix) itself.
#include "breakpointdebugger.h"
#include "breakpointhitmodel.h"
#include "captionbar.h"
#include "core/builtins.h"
#include "core/captions.h"
#include "core/report.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "presentation.h"
#include "recordings.h"
#include "runcontroller.h"
#include "timeline/timelinemodel.h"
#include "timelinewidget.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationspanel.h"
#include "windowoptions.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

const QString lostWritePath = QStringLiteral(LOCKLAB_TEST_DATA "/lost-write-reply.json");

Trace prefixUpTo(const Trace &trace, qsizetype count)
{
    Trace p = trace;
    p.events = trace.events.mid(0, count);
    p.observedUntil = -1;
    return p;
}

Trace prefixAt(const Trace &trace, Micros at)
{
    qsizetype n = 0;
    while (n < trace.events.size() && trace.events.at(n).at <= at)
        ++n;
    return prefixUpTo(trace, n);
}

// What a trace prefix implies at its last instant, worked out from the raw events alone (no
// interpretation): who believes they hold the lock (each worker's last state event) and whose
// token the key holds (the lock-key replies in the order the embedded server ran them).
struct Open {
    QList<int> believers;
    int holder = -1;
    bool keyExists = false;
};

// The same for a Redlock (issue 30), from the raw events alone: each instance's key by the replies
// on `KEY@i` in the order each server ran them, its expiries and its restarts that lost keys; the
// lock is held by whoever has its key on at least the quorum of instances.
Open openRedlockAtEnd(const Trace &t)
{
    Open o;
    QList<bool> believes(t.workers.size(), false);
    QList<std::pair<Micros, qsizetype>> ops;
    for (qsizetype i = 0; i < t.events.size(); ++i) {
        const TraceEvent &e = t.events.at(i);
        if (e.kind == EventKind::State && e.worker >= 0)
            believes[e.worker] = e.believesHeld;
        if (e.kind == EventKind::Replied && e.reply.executedAt >= 0 && e.reply.kind != Reply::Kind::Error)
            ops.append({e.reply.executedAt, i});
        if (e.kind == EventKind::Expired
            || (e.kind == EventKind::Fault && e.fault == FaultKind::Restart && e.value != 0))
            ops.append({e.at, i});
    }
    std::stable_sort(ops.begin(), ops.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QHash<int, int> holderOn;  // instance -> worker
    for (const auto &[at, i] : ops) {
        const TraceEvent &e = t.events.at(i);
        if (e.kind == EventKind::Fault) {
            holderOn.remove(e.requestId);
            continue;
        }
        QString base;
        const int instance = keyInstance(e.kind == EventKind::Expired ? e.text : e.request.key, &base);
        if (instance <= 0 || base != t.lockKey)
            continue;
        if (e.kind == EventKind::Expired)
            holderOn.remove(instance);
        else if (e.request.command == Command::Set && e.reply.isOk())
            holderOn.insert(instance, e.worker);
        else if (e.request.command == Command::CompareAndDelete && e.reply.kind == Reply::Kind::Integer
                 && e.reply.integer == 1)
            holderOn.remove(instance);
    }
    QHash<int, int> count;
    for (int worker : std::as_const(holderOn))
        ++count[worker];
    for (auto it = count.cbegin(); it != count.cend(); ++it) {
        if (it.value() >= t.quorum) {
            o.keyExists = true;
            o.holder = it.key();
        }
    }
    for (int w = 0; w < believes.size(); ++w) {
        if (believes.at(w))
            o.believers.append(w);
    }
    return o;
}

Open openAtEnd(const Trace &t)
{
    if (t.quorum > 0)
        return openRedlockAtEnd(t);
    Open o;
    QList<bool> believes(t.workers.size(), false);
    struct Op {
        Micros at;
        qsizetype i;
    };
    QList<Op> ops;
    for (qsizetype i = 0; i < t.events.size(); ++i) {
        const TraceEvent &e = t.events.at(i);
        if (e.kind == EventKind::State && e.worker >= 0)
            believes[e.worker] = e.believesHeld;
        if (e.kind == EventKind::Replied && e.reply.executedAt >= 0 && e.reply.kind != Reply::Kind::Error)
            ops.append({e.reply.executedAt, i});
        if ((e.kind == EventKind::Expired && e.text == t.lockKey) || (e.kind == EventKind::Fault && e.value != 0))
            ops.append({e.at, i});
    }
    std::stable_sort(ops.begin(), ops.end(), [](const Op &a, const Op &b) { return a.at < b.at; });
    for (const Op &op : ops) {
        const TraceEvent &e = t.events.at(op.i);
        // A restart that lost keys, or a failover whose promoted replica lacked the lock key.
        if (e.kind == EventKind::Expired
            || (e.kind == EventKind::Fault && (e.fault == FaultKind::Restart || e.fault == FaultKind::Failover))) {
            o.keyExists = false;
            continue;
        }
        if (e.kind != EventKind::Replied || e.request.key != t.lockKey)
            continue;
        const bool unknown = e.reply.kind == Reply::Kind::Unknown;
        const bool one = unknown ? e.reply.integer == 1 : e.reply.kind == Reply::Kind::Integer && e.reply.integer == 1;
        switch (e.request.command) {
        case Command::Set:
            if (unknown ? one : e.reply.isOk()) {
                o.keyExists = true;
                o.holder = e.worker;
            }
            break;
        case Command::AcquireWithFence:
            if (unknown ? one : e.reply.kind == Reply::Kind::Integer && e.reply.integer > 0) {
                o.keyExists = true;
                o.holder = e.worker;
            }
            break;
        case Command::Del:
        case Command::CompareAndDelete:
            if (one)
                o.keyExists = false;
            break;
        default:
            break;
        }
    }
    if (!o.keyExists)
        o.holder = -1;
    for (int w = 0; w < believes.size(); ++w) {
        if (believes.at(w))
            o.believers.append(w);
    }
    return o;
}

QStringList scenarioNames()
{
    return builtinScenarioNames();
}

}  // namespace

class TestUiAgreement : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void lostWriteAgreesEverywhere();
    void breakpointHitsAgreeWithThePrefix_data();
    void breakpointHitsAgreeWithThePrefix();
    void openAtEveryEventIsWhatThePrefixImplies_data();
    void openAtEveryEventIsWhatThePrefixImplies();
    void steppingShowsOnlyWhatHasBegun();
    void everyViewAgreesAtEveryEvent_data();
    void everyViewAgreesAtEveryEvent();
};

// The lost write: A's write reply is lost (nth 2) but the embedded server ran it.
void TestUiAgreement::lostWriteAgreesEverywhere()
{
    Scenario s;
    LoadError error;
    QFile file(lostWritePath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY2(parseScenario(file.readAll(), lostWritePath, &s, &error), qPrintable(error.toString()));
    const Trace trace = simulate(s, s.policies, 1);
    const Interpretation in(trace);
    qsizetype reply = -1;
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (trace.events.at(i).kind == EventKind::Replied && trace.events.at(i).request.command == Command::Write)
            reply = i;
    }
    QVERIFY(reply >= 0);
    QCOMPARE(trace.events.at(reply).reply.kind, Reply::Kind::Unknown);
    const Meaning m = in.meaning(reply);
    QCOMPARE(m.effect, Effect::TookEffect);
    QCOMPARE(m.outcome, Outcome::WriteAccepted);
    QVERIFY(m.replyLost);
    QVERIFY(m.executedAt >= 0 && m.executedAt < trace.events.at(reply).at);

    // Report and JSON.
    const Summary &sum = in.summary();
    QCOMPARE(sum.writes.size(), 1);
    QVERIFY(sum.writes.first().accepted);
    QCOMPARE(sum.storeCount, 1);
    QVERIFY(summaryText(trace, sum).contains(QStringLiteral("writes          A accepted")));
    const QJsonObject json = summaryToJson(trace, sum);
    QCOMPARE(json.value(QStringLiteral("writes")).toArray().first().toObject().value(QStringLiteral("accepted")),
             QJsonValue(true));

    // The store lane.
    const TimelineModel model = TimelineModel::build(in);
    const Lane *store = model.storeLane();
    QCOMPARE(store->markers.size(), 1);
    QCOMPARE(store->markers.first().kind, MarkerKind::WriteAccepted);
    QCOMPARE(store->markers.first().at, m.executedAt);
    QCOMPARE(store->segments.size(), 1);

    // The window: inspector and event log.
    MainWindow w(options(lostWritePath));
    QCOMPARE(w.run()->fullTrace().events.size(), trace.events.size());
    auto *inspector = w.inspector();
    QVERIFY(inspector);
    w.view()->setCursor(trace.events.at(reply).at, static_cast<int>(reply));
    const QStringList rows = inspector->rowTexts();
    QVERIFY2(rows.contains(QStringLiteral("Stored value\tA (1 write(s))")), qPrintable(rows.join(u'\n')));
    QVERIFY2(rows.contains(QStringLiteral("Effect\ttook effect at %1 ms").arg(msFromUs(m.executedAt), 0, 'f', 3)),
             qPrintable(rows.join(u'\n')));
    // Between the write running and its (lost) reply the store already holds it.
    w.view()->setCursor(m.executedAt, -1);
    QVERIFY(inspector->rowTexts().contains(QStringLiteral("Stored value\tA (1 write(s))")));
    w.view()->setCursor(m.executedAt - 1, -1);
    QVERIFY(inspector->rowTexts().contains(QStringLiteral("Stored value\t(nothing written)")));
    const QString note = w.logModel()->index(static_cast<int>(reply), TraceLogModel::NoteColumn).data().toString();
    QVERIFY2(note.contains(QStringLiteral("the server ran it")) && note.contains(QStringLiteral("write accepted")),
             qPrintable(note));
    // The caption tells the worker's doubt and the truth.
    QVERIFY(captionFor(in, reply).contains(QStringLiteral("It did")));

    // `locklab render --svg` draws the write accepted, never refused.
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("lost.svg"));
    QProcess p;
    p.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("render"), lostWritePath, QStringLiteral("--svg"), svg});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QFile out(svg);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(out.readAll());
    QVERIFY(text.contains(QStringLiteral("A ✓ accepted")));
    QVERIFY(!text.contains(QStringLiteral("A ✗")));  // the legend may still say "accepted / refused"
}

void TestUiAgreement::breakpointHitsAgreeWithThePrefix_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("flipFencing");
    for (const QString &name : scenarioNames()) {
        QTest::newRow(qPrintable(name)) << name << false;
        QTest::newRow(qPrintable(name + QStringLiteral(" fencing flipped"))) << name << true;
    }
}

// F8 from the start to the end: at every hit the banner, caption, inspector and violations list
// say what the summary of the trace up to that instant says.
void TestUiAgreement::breakpointHitsAgreeWithThePrefix()
{
    QFETCH(QString, name);
    QFETCH(bool, flipFencing);
    MainWindow w(options(name));
    if (flipFencing) {
        Policies p = w.policies();
        p.fencing = !p.fencing;
        w.setPolicies(p);
    }
    auto *debugger = w.debugger();
    auto *recordings = w.recordings();
    auto *presentation = w.presentation();
    auto *inspector = w.inspector();
    QVERIFY(recordings && presentation && inspector);
    for (int k = 0; k < breakpointKindCount; ++k)
        debugger->setKindEnabled(static_cast<BreakpointKind>(k), true);
    const Trace full = w.run()->fullTrace();
    w.run()->reset();
    int stops = 0;
    while (debugger->runToNextBreakpoint() >= 0) {
        ++stops;
        const Micros at = w.view()->cursor();
        const Interpretation expected(prefixAt(full, at));
        const Summary &s = expected.summary();
        // The run so far is exactly the trace up to the instant.
        QCOMPARE(w.run()->trace().events.size(), expected.trace().events.size());
        const QString headline = VerdictBanner::headlineFor(s);
        QCOMPARE(w.banner()->headline(), w.run()->isAtEnd() ? headline : headline + QStringLiteral(" (so far)"));
        QStringList witnesses;
        for (const Violation &v : s.violations)
            witnesses << expected.witness(v);
        QCOMPARE(debugger->violationsPanel()->rowTexts(), witnesses);
        // Everything listed has begun; everything that has begun is listed.
        int begun = 0;
        for (qsizetype h = 0; h < debugger->hits().size(); ++h)
            begun += debugger->hits().timeAt(h) <= at ? 1 : 0;
        QCOMPARE(debugger->hitModel()->rowCount(), begun);
        const int event = w.view()->currentEvent();
        QCOMPARE(presentation->captionBar()->caption(), captionAt(expected, at, event));
        InspectorView fresh;
        fresh.show(expected, at, event);
        QCOMPARE(inspector->rowTexts(), fresh.rowTexts());
        // Where two believe at once, the caption says so and names them.
        const Instant now = expected.at(at);
        if (now.overlapping()) {
            const QString caption = presentation->captionBar()->caption();
            QVERIFY2(caption.contains(QStringLiteral("Mutual exclusion is broken")), qPrintable(caption));
            for (int b : now.believers)
                QVERIFY2(caption.contains(full.workerName(b)), qPrintable(caption));
            QVERIFY2(!headline.startsWith(QStringLiteral("SAFE")), qPrintable(headline));
        }
    }
    QCOMPARE(stops, int(debugger->hits().size()) == 0 ? 0 : stops);
}

void TestUiAgreement::openAtEveryEventIsWhatThePrefixImplies_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : scenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

// At every event index, the interpretation of the prefix (what the inspector, timeline, banner and
// captions show while stepping) reports as open exactly what the prefix's raw events imply.
void TestUiAgreement::openAtEveryEventIsWhatThePrefixImplies()
{
    QFETCH(QString, name);
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(name, &s, &error));
    const Trace full = simulate(s, s.policies, 1);
    for (qsizetype n = 1; n <= full.events.size(); ++n) {
        const Trace prefix = prefixUpTo(full, n);
        const Micros t = prefix.events.constLast().at;
        const Open want = openAtEnd(prefix);
        const Interpretation in(prefix);
        const Instant now = in.at(t);
        const QString where = QStringLiteral("%1 event %2 at %3 ms").arg(name).arg(n - 1).arg(msFromUs(t));
        // Inspector.
        QVERIFY2(now.believers == want.believers, qPrintable(where));
        QVERIFY2(now.keyExists == want.keyExists && (!want.keyExists || now.holder == want.holder), qPrintable(where));
        // Banner: an overlap that has begun is an overlap.
        const bool overlapBegun = !in.summary().overlaps.isEmpty();
        if (want.believers.size() >= 2) {
            QVERIFY2(overlapBegun && in.summary().overlaps.constLast().open, qPrintable(where));
            QVERIFY2(VerdictBanner::headlineFor(in.summary()) != QStringLiteral("SAFE"), qPrintable(where));
        }
        // Timeline: the overlap band and the key lane at the playhead.
        const TimelineModel model = TimelineModel::build(in);
        const bool bandAtEnd =
            !model.overlaps.isEmpty() && model.overlaps.constLast().open && model.overlaps.constLast().from <= t;
        QVERIFY2(bandAtEnd == (want.believers.size() >= 2), qPrintable(where));
        bool keyAtEnd = false;
        for (const Segment &seg : model.keyLane()->segments) {
            if (seg.from <= t && t <= seg.to && seg.number == qint64(KeySpan::End::Open))
                keyAtEnd = seg.worker == want.holder;
        }
        QVERIFY2(keyAtEnd == want.keyExists, qPrintable(where));
        // Caption: it speaks up exactly when a belief and Redis disagree.
        bool disagree = want.believers.size() >= 2;
        for (int b : want.believers)
            disagree = disagree || b != want.holder;
        if (want.believers.isEmpty() && want.keyExists)
            disagree = true;
        const QString situation = situationCaption(prefix, now);
        QVERIFY2(situation.isEmpty() == !disagree, qPrintable(where + QStringLiteral(": ") + situation));
        for (int b : want.believers) {
            if (disagree)
                QVERIFY2(situation.contains(prefix.workerName(b)), qPrintable(where + situation));
        }
    }
}

// While stepping, the violations and breakpoint-hit lists never run ahead of the run.
void TestUiAgreement::steppingShowsOnlyWhatHasBegun()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    QAbstractItemModelTester tester(debugger->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(!debugger->hits().isEmpty());
    w.run()->reset();
    QCOMPARE(debugger->hitModel()->rowCount(), 0);
    QVERIFY(debugger->violationsPanel()->violations().isEmpty());
    int grew = 0, before = 0;
    while (w.run()->step()) {
        const Micros now = w.run()->now() < 0 ? w.run()->extent() : w.run()->now();
        for (const Violation &v : debugger->violationsPanel()->violations())
            QVERIFY(v.from <= now);
        for (int r = 0; r < debugger->hitModel()->rowCount(); ++r)
            QVERIFY(debugger->hitModel()->index(r, 0).data(BreakpointHitModel::TimeRole).toLongLong() <= now);
        grew += debugger->hitModel()->rowCount() > before ? 1 : 0;
        before = debugger->hitModel()->rowCount();
    }
    QVERIFY(grew >= 2);
    QCOMPARE(debugger->hitModel()->rowCount(), int(debugger->hits().size()));
    QCOMPARE(debugger->violationsPanel()->violations().size(), w.run()->fullSummary().violations.size());
}

void TestUiAgreement::everyViewAgreesAtEveryEvent_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : scenarioNames())
        QTest::newRow(qPrintable(name)) << name;
}

// Issue 27: stepping a recording of every built-in event by event, and with the cursor between
// every two events of the whole run, the banner, timeline, inspector, event log and caption tell
// one story at that instant: the same verdict and counts, the overlaps begun, the rows shown, and
// no reply before it arrived.
void TestUiAgreement::everyViewAgreesAtEveryEvent()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.locklab"));
    MainWindow w(options(name));
    QString error;
    QVERIFY2(w.recordings()->saveRecording(path, &error), qPrintable(error));
    QVERIFY2(w.recordings()->openRecording(path, &error), qPrintable(error));
    RunController *run = w.run();
    const Interpretation whole = run->fullInterpretation();
    const EventList &events = whole.trace().events;
    const TimelineModel &model = w.timeline()->model();
    auto replyShown = [&](Micros at) {
        // The inspector's reply row, if any, is of a reply that has arrived by `at`.
        const QStringList rows = w.inspector()->rowTexts();
        const int sent = w.view()->currentEvent();
        if (sent < 0 || events.at(sent).kind != EventKind::Sent)
            return true;
        const qsizetype reply = whole.replyTo(sent);
        const bool shown = std::any_of(rows.cbegin(), rows.cend(), [](const QString &r) {
            return r.startsWith(QStringLiteral("Reply\t")) && r != QStringLiteral("Reply\t(not yet)");
        });
        return !shown || (reply >= 0 && events.timeAt(reply) <= at);
    };
    run->reset();
    while (run->step()) {
        const Micros at = run->isAtEnd() ? run->extent() : run->now();
        const QString where = QStringLiteral("%1 step %2 at %3").arg(name).arg(run->position()).arg(at);
        const Instant now = whole.at(at);
        const QString headline = VerdictBanner::headlineFor(now.verdict, now.foreignDeletesSoFar);
        QCOMPARE(w.banner()->headline(),
                 run->isAtEnd() ? VerdictBanner::headlineFor(whole.summary()) : headline + QStringLiteral(" (so far)"));
        // The overlaps the banner counts are the bands the timeline has begun by then.
        const qsizetype begun = std::count_if(model.overlaps.cbegin(), model.overlaps.cend(),
                                              [&](const Interval &o) { return o.from <= at; });
        QVERIFY2(begun == now.overlapsSoFar, qPrintable(where));
        QCOMPARE(w.logModel()->rowCount(), int(run->shownEvents()));
        QCOMPARE(w.view()->currentEvent(), int(run->shownEvents()) - 1);
        QCOMPARE(w.presentation()->captionBar()->caption(), captionAt(whole, at, w.view()->currentEvent()));
        QVERIFY2(replyShown(at), qPrintable(where));
    }
    // The whole run, the cursor between two events: a command sent before the cursor whose reply
    // comes after it has no reply yet.
    QVERIFY(run->isAtEnd());
    for (qsizetype i = 0; i + 1 < events.size(); ++i) {
        if (events.timeAt(i + 1) - events.timeAt(i) < 2)
            continue;
        const Micros between = (events.timeAt(i) + events.timeAt(i + 1)) / 2;
        w.setCursorTime(between);
        QVERIFY2(replyShown(between), qPrintable(QStringLiteral("%1 at %2").arg(name).arg(between)));
    }
}

QTEST_MAIN(TestUiAgreement)
#include "tst_uiagreement.moc"
