// SPDX-License-Identifier: MIT
// Issue 18 in the window: a long recording opens progressively. The window shows what is read so
// far, labelled as loading (no verdict from part of the data), stays usable, and the whole
// recording replaces the session only at the end; Cancel or a corrupt block keeps the session.
#include "breakpointdebugger.h"
#include "breakpointhitmodel.h"
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "mainwindow.h"
#include "recordings.h"
#include "runcontroller.h"
#include "scalescenario.h"
#include "testfiles.h"
#include "timelinewidget.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "violationspanel.h"
#include "windowoptions.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace locklab;

namespace {

// What the window showed the moment a preview came, and what it did then.
struct Seen {
    qint64 events = -1;
    bool loading = false;
    QString headline;
    qsizetype timelineEvents = -1;
    qsizetype runEvents = -1;
    int hitRows = -1;
    qsizetype violationsListed = -1;
    bool barVisible = false;
};

Seen look(MainWindow &w, qint64 events)
{
    Seen s;
    s.events = events;
    s.loading = w.isShowingLoading();
    s.headline = w.banner()->headline();
    s.timelineEvents = w.timeline()->trace().events.size();
    s.runEvents = w.run()->fullTrace().events.size();
    s.hitRows = w.debugger()->hitModel()->rowCount();
    s.violationsListed = w.debugger()->violationsPanel()->violations().size();
    s.barVisible = w.recordings()->loadingBar()->isVisibleTo(&w);
    return s;
}

}  // namespace

class TestUiProgressive : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsWhatIsReadThenTheWhole();
    void cancelKeepsTheSession();
    void corruptBlockKeepsTheSession();
    void jsonRecordingOpensWhole();

private:
    QTemporaryDir m_dir;
    QString m_path;  // a compact recording of about 100,000 events
    Recording m_recording;
};

void TestUiProgressive::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_recording.scenarioJson = scaleScenarioJson(20, 400);
    Scenario scenario;
    LoadError loadError;
    QVERIFY2(parseScenario(m_recording.scenarioJson, QString(), &scenario, &loadError),
             qPrintable(loadError.toString()));
    m_recording.trace = simulate(scenario, scenario.policies);
    QVERIFY(m_recording.trace.events.size() > 50000);
    m_path = m_dir.filePath(QStringLiteral("scale.locklab"));
    QString error;
    QVERIFY2(saveRecording(m_path, m_recording, &error), qPrintable(error));
}

void TestUiProgressive::showsWhatIsReadThenTheWhole()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1280, 720);
    auto *debugger = w.debugger();
    auto *recordings = w.recordings();
    QAbstractItemModelTester tester(debugger->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const qsizetype before = w.run()->fullTrace().events.size();
    recordings->setFirstPreviewEvents(1000);
    QList<Seen> seen;
    Micros zoomFrom = -1, zoomTo = -1;
    connect(recordings, &Recordings::loadingPreviewShown, this, [&](qint64 events) {
        seen.append(look(w, events));
        if (seen.size() == 1) {
            // Usable meanwhile: zoom into the part read so far. The view stays there at the end.
            const Micros end = w.timeline()->trace().endTime();
            zoomFrom = end / 4;
            zoomTo = end / 2;
            w.view()->setVisibleRange(zoomFrom, zoomTo);
        }
    });
    QString error;
    QVERIFY2(recordings->openRecording(m_path, &error), qPrintable(error));

    // Previews at 1,000 events and each fourfold (4,000, 16,000, ...) while at most a quarter of
    // the run: prefixes, each longer, all labelled as loading.
    int previews = 0;
    for (qint64 n = 1000; n == 1000 || n <= m_recording.trace.events.size() / 4; n *= 4)
        ++previews;
    QVERIFY(previews >= 3);
    QCOMPARE(seen.size(), previews);
    qint64 expected = 1000;
    for (const Seen &s : std::as_const(seen)) {
        QCOMPARE(s.events, expected);
        expected *= 4;
        QVERIFY(s.loading);
        QCOMPARE(s.headline, QStringLiteral("LOADING…"));
        QCOMPARE(s.timelineEvents, s.events);
        QCOMPARE(s.runEvents, before);  // the run is still the session's until the end
        QCOMPARE(s.hitRows, 0);         // no hits nor violations judged from part of the data
        QCOMPARE(s.violationsListed, 0);
        QVERIFY(s.barVisible);
    }

    // The end: exactly what the whole, non-progressive read gives.
    Recording whole;
    QVERIFY2(loadRecording(m_path, &whole, &error), qPrintable(error));
    const Interpretation interpretation(whole.trace);
    QVERIFY(!w.isShowingLoading());
    QVERIFY(!recordings->isLoading());
    QVERIFY(!recordings->loadingBar()->isVisibleTo(&w));
    QCOMPARE(w.run()->fullTrace().events.size(), whole.trace.events.size());
    QCOMPARE(traceToJsonLines(w.run()->fullTrace()), traceToJsonLines(whole.trace));
    QCOMPARE(int(w.run()->fullSummary().verdict), int(interpretation.summary().verdict));
    QCOMPARE(w.run()->fullSummary().violations.size(), interpretation.summary().violations.size());
    QCOMPARE(w.banner()->headline(), VerdictBanner::headlineFor(interpretation.summary()));
    QCOMPARE(w.timeline()->trace().events.size(), whole.trace.events.size());
    QCOMPARE(debugger->hitModel()->rowCount(), int(findBreakpointHits(interpretation).size()));
    QCOMPARE(debugger->violationsPanel()->violations().size(), interpretation.summary().violations.size());
    QVERIFY(w.run()->isAtEnd());
    QCOMPARE(w.view()->visibleFrom(), zoomFrom);
    QCOMPARE(w.view()->visibleTo(), zoomTo);
}

void TestUiProgressive::cancelKeepsTheSession()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *debugger = w.debugger();
    auto *recordings = w.recordings();
    QAbstractItemModelTester tester(debugger->hitModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QByteArray events = traceToJsonLines(w.run()->fullTrace());
    const QString headline = w.banner()->headline();
    const int hits = debugger->hitModel()->rowCount();
    const qsizetype violations = debugger->violationsPanel()->violations().size();
    w.view()->setVisibleRange(100000, 200000);
    recordings->setFirstPreviewEvents(1000);
    QList<Seen> seen;
    connect(recordings, &Recordings::loadingPreviewShown, this, [&](qint64 n) {
        seen.append(look(w, n));
        recordings->cancelLoading();  // the loading bar's Cancel
    });
    QString error;
    QVERIFY(!recordings->openRecording(m_path, &error));
    QCOMPARE(error, QStringLiteral("cancelled"));
    QCOMPARE(seen.size(), 1);
    QVERIFY(seen.first().loading);
    // As it was: the run, the verdict, the lists, the view; nothing half-opened.
    QVERIFY(!w.isShowingLoading());
    QVERIFY(!recordings->loadingBar()->isVisibleTo(&w));
    QCOMPARE(traceToJsonLines(w.run()->fullTrace()), events);
    QCOMPARE(traceToJsonLines(w.timeline()->trace()), events);
    QCOMPARE(w.banner()->headline(), headline);
    QCOMPARE(debugger->hitModel()->rowCount(), hits);
    QCOMPARE(debugger->violationsPanel()->violations().size(), violations);
    QVERIFY(!recordings->isShowingRecording());
    QCOMPARE(w.view()->visibleFrom(), Micros(100000));
    QCOMPARE(w.view()->visibleTo(), Micros(200000));
    // No late preview or result arrives once the reader notices.
    QSignalSpy late(recordings, &Recordings::loadingPreviewShown);
    QTest::qWait(300);
    QCOMPARE(late.size(), 0);
    QCOMPARE(traceToJsonLines(w.run()->fullTrace()), events);
}

void TestUiProgressive::corruptBlockKeepsTheSession()
{
    // The same recording with its compressed data garbled three quarters of the way in: the
    // beginning reads (and is previewed), then the reader meets the damage.
    QFile in(m_path);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray bytes = in.readAll();
    for (qsizetype i = bytes.size() * 3 / 4; i < bytes.size() * 3 / 4 + 64; ++i)
        bytes[i] = static_cast<char>(bytes.at(i) ^ 0x5a);
    const QString broken = test::writeFile(m_dir, QStringLiteral("broken.locklab"), bytes);

    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *recordings = w.recordings();
    const QByteArray events = traceToJsonLines(w.run()->fullTrace());
    const QString headline = w.banner()->headline();
    recordings->setFirstPreviewEvents(1000);
    QSignalSpy previews(recordings, &Recordings::loadingPreviewShown);
    QString error;
    QVERIFY(!recordings->openRecording(broken, &error));
    QVERIFY(!previews.isEmpty());  // the damage is well past the first preview
    // The file's own error, naming it and the event where reading stopped.
    QVERIFY2(error.contains(QStringLiteral("broken.locklab")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("events[")), qPrintable(error));
    Recording direct;
    QString directError;
    QVERIFY(!loadRecording(broken, &direct, &directError));
    QCOMPARE(error, directError);
    QVERIFY(w.message().contains(error) || w.statusBar()->currentMessage().contains(error));
    QVERIFY(!w.isShowingLoading());
    QCOMPARE(traceToJsonLines(w.run()->fullTrace()), events);
    QCOMPARE(traceToJsonLines(w.timeline()->trace()), events);
    QCOMPARE(w.banner()->headline(), headline);
}

void TestUiProgressive::jsonRecordingOpensWhole()
{
    // A JSON recording is parsed whole: no preview, the same end.
    const QString path = m_dir.filePath(QStringLiteral("small.locklab.json"));
    Recording small = m_recording;
    small.trace.events.resize(5000);
    QString error;
    QVERIFY2(saveRecording(path, small, &error), qPrintable(error));
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    auto *recordings = w.recordings();
    recordings->setFirstPreviewEvents(1000);
    QSignalSpy previews(recordings, &Recordings::loadingPreviewShown);
    QVERIFY2(recordings->openRecording(path, &error), qPrintable(error));
    QCOMPARE(previews.size(), 0);
    QCOMPARE(w.run()->fullTrace().events.size(), qsizetype(5000));
    QVERIFY(recordings->isShowingRecording());
}

QTEST_MAIN(TestUiProgressive)
#include "tst_uiprogressive.moc"
