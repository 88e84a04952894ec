// SPDX-License-Identifier: MIT
#include "faultlistmodel.h"
#include "guiapp.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "steplistmodel.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace locklab;

namespace {

MainWindow::Options options(const QString &scenario)
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = scenario;
    return o;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

}  // namespace

// The desktop app's conventions: docks that keep their size, files that open.
class TestUiDesktop : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inspectorKeepsItsWidth();
    void openedScenarioRunsOnDefaultSeed();
    void newEditSaveOpenRoundTrip();
    void faultsListedAndEditable();
    void closeAsksToSaveChanges();
    void screenshots();
};

void TestUiDesktop::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestUiDesktop::inspectorKeepsItsWidth()
{
    QTemporaryDir dir;
    const QString key = QStringLiteral("orders:") + QString(160, u'k') + QStringLiteral(":end");
    const QString path = writeFile(dir, QStringLiteral("long-key.json"),
                                   QStringLiteral(R"({"name": "long-key", "lock": {"key": "%1", "ttlMs": 100},
 "workers": [{"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 5}, {"do": "release"}]}]})")
                                       .arg(key)
                                       .toUtf8());
    MainWindow w(options(path));
    QCOMPARE(w.document()->scenario().lockKey, key);
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setCursorTime(3000);  // A holds: the key's row shows the key and its token
    QCoreApplication::processEvents();
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    QVERIFY(dock);
    auto *inspector = qobject_cast<InspectorView *>(dock->widget());
    QVERIFY(inspector);
    // A sensible width however long the key: at most 80 average characters, far less than half the window.
    QVERIFY2(dock->width() <= inspector->fontMetrics().averageCharWidth() * 80 + 16,
             qPrintable(QString::number(dock->width())));
    QVERIFY2(dock->width() < w.width() * 2 / 5, qPrintable(QString::number(dock->width())));
    auto *tree = inspector->findChild<QTreeWidget *>();
    QVERIFY(tree);
    // The name column stays within its share; the full key is in the tooltip.
    QVERIFY(tree->columnWidth(0) <= tree->viewport()->width() / 2);
    bool found = false;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *section = tree->topLevelItem(i);
        for (int j = 0; j < section->childCount(); ++j)
            found = found || section->child(j)->toolTip(0).endsWith(key);
    }
    QVERIFY(found);
}

void TestUiDesktop::openedScenarioRunsOnDefaultSeed()
{
    MainWindow w(options(QStringLiteral("retry-jitter")));
    // A sweep trial runs on its own seed...
    w.run()->setSeed(4242);
    QVERIFY(w.openScenario(QStringLiteral("retry-jitter")));
    // ...which never leaks into the next scenario opened.
    QCOMPARE(w.run()->seed(), RunController::defaultSeed);
    QCOMPARE(w.run()->trace().seed, RunController::defaultSeed);
}

void TestUiDesktop::newEditSaveOpenRoundTrip()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.newScenario();
    QVERIFY(w.document()->undoStack()->isClean());
    QCOMPARE(w.document()->scenario().workers.size(), 1);
    StepListModel *steps = w.editor()->stepModel();
    QAbstractItemModelTester tester(steps, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(steps->worker(), 0);
    QCOMPARE(steps->rowCount(), 3);  // acquire, work, release
    QCOMPARE(steps->index(1, StepListModel::KindColumn).data(StepListModel::KindRole).toInt(),
             static_cast<int>(StepKind::Work));

    // A pause after the work, 150 ms: a field outside its range is refused and says why.
    const int pause = steps->addStep(StepKind::Pause, 1);
    QCOMPARE(pause, 2);
    QVERIFY(steps->setData(steps->index(pause, StepListModel::MsColumn), 150));
    QSignalSpy rejected(steps, &StepListModel::editRejected);
    QVERIFY(!steps->setData(steps->index(0, StepListModel::TriesColumn), 0));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(steps->index(0, StepListModel::TriesColumn).data(StepListModel::MinimumRole).toInt(), 1);
    // Fields that do not apply are not editable (a work step has no tries).
    QVERIFY(!(steps->flags(steps->index(1, StepListModel::TriesColumn)) & Qt::ItemIsEditable));
    QVERIFY(steps->setData(steps->index(0, StepListModel::TriesColumn), 5));
    QVERIFY(steps->setData(steps->index(0, StepListModel::RetryColumn), 7));
    // Reorder: the pause before the work; then a write step, and its kind changed to an extend.
    QVERIFY(steps->moveStep(pause, -1));
    const int write = steps->addStep(StepKind::Write, 2);
    QVERIFY(steps->setData(steps->index(write, StepListModel::KindColumn), static_cast<int>(StepKind::Extend)));
    QVERIFY(steps->removeStep(write));
    QVERIFY(steps->addStep(StepKind::Write, 2) == 3);
    w.editor()->titleEdit()->setText(QStringLiteral("Frozen inside"));
    Q_EMIT w.editor()->titleEdit()->editingFinished();
    QVERIFY(w.isWindowModified());

    const QList<StepKind> expected{StepKind::Acquire, StepKind::Pause, StepKind::Work, StepKind::Write,
                                   StepKind::Release};
    QList<StepKind> kinds;
    for (const Step &step : w.document()->scenario().workers.first().steps)
        kinds << step.kind;
    QCOMPARE(kinds, expected);
    // Every edit re-ran: the run has A paused for 150 ms.
    bool paused = false;
    for (const TraceEvent &e : w.run()->fullTrace().events)
        paused = paused || (e.kind == EventKind::State && e.state == WorkerState::Paused);
    QVERIFY(paused);
    // Undo and redo walk the same edits.
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->scenario().title, QStringLiteral("New scenario"));
    w.document()->undoStack()->redo();
    QCOMPARE(w.document()->scenario().title, QStringLiteral("Frozen inside"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("made.json"));
    QVERIFY(w.saveScenarioTo(path));
    QVERIFY(!w.isWindowModified());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();

    // Open it again: the same scenario, and writing it again gives the same bytes.
    MainWindow other(options(path));
    Scenario reopened = other.document()->scenario();
    QCOMPARE(reopened.title, QStringLiteral("Frozen inside"));
    QCOMPARE(reopened.workers.first().steps.size(), 5);
    QCOMPARE(reopened.workers.first().steps.at(0).maxTries, 5);
    QCOMPARE(reopened.workers.first().steps.at(0).retryMs, 7);
    QCOMPARE(reopened.workers.first().steps.at(1).ms, 150);
    QCOMPARE(writeScenario(reopened), saved);
    Scenario made = w.document()->scenario();
    made.policies = w.policies();
    QCOMPARE(writeScenario(made), saved);
}

void TestUiDesktop::faultsListedAndEditable()
{
    MainWindow w(options(QStringLiteral("restart-loses-lock")));
    FaultListModel *faults = w.editor()->faultModel();
    QAbstractItemModelTester tester(faults, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(faults->rowCount(), w.document()->scenario().faults.size());
    QCOMPARE(faults->rowCount(), 1);
    QVERIFY(faults->index(0, FaultListModel::KindColumn).data().toString().contains(QStringLiteral("restart")));
    QVERIFY(faults->setData(faults->index(0, FaultListModel::AtColumn), 80));
    QCOMPARE(w.document()->scenario().faults.first().atMs, 80);
    QVERIFY(faults->setData(faults->index(0, FaultListModel::AmountColumn), 12));
    QCOMPARE(w.document()->scenario().faults.first().downMs, 12);
    QVERIFY(faults->removeFault(0));
    QVERIFY(w.document()->scenario().faults.isEmpty());
    w.document()->undoStack()->undo();
    QCOMPARE(faults->rowCount(), 1);
}

void TestUiDesktop::closeAsksToSaveChanges()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.show();
    QVERIFY(w.close());  // nothing changed: no question
    w.show();
    w.editor()->stepModel()->addStep(StepKind::Wait, 0);
    QVERIFY(w.isWindowModified());
    auto answer = [](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            QCOMPARE(box->objectName(), QStringLiteral("saveChangesBox"));
            box->button(button)->click();
        });
    };
    answer(QMessageBox::Cancel);
    QVERIFY(!w.close());
    QVERIFY(w.isVisible());
    answer(QMessageBox::Discard);
    QVERIFY(w.close());
}

// For people to look at: LOCKLAB_SHOTS=DIR saves the window's tabs at three sizes, light and dark,
// English and German (run under Xvfb for the desktop's fonts).
void TestUiDesktop::screenshots()
{
    const QString dir = qEnvironmentVariable("LOCKLAB_SHOTS");
    if (dir.isEmpty())
        QSKIP("LOCKLAB_SHOTS not set");
    const QStringList only = qEnvironmentVariable("LOCKLAB_SHOTS_ONLY").split(u',', Qt::SkipEmptyParts);
    struct Shot {
        QString name;
        QString scenario;
        QString tab;   // object name of the main tab, empty: the timeline
        QString dock;  // object name of a dock to raise
    };
    const QList<Shot> shots = {
        {QStringLiteral("ttl-overlap"), QStringLiteral("ttl-overlap"), {}},
        {QStringLiteral("retry-jitter"), QStringLiteral("retry-jitter"), {}},
        {QStringLiteral("fairness"), QStringLiteral("retry-jitter"), QStringLiteral("fairnessView")},
        {QStringLiteral("editor"), QStringLiteral("ttl-overlap"), {}, QStringLiteral("scenarioDock")}};
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        installTranslations(lang);
        for (bool dark : {false, true}) {
            applyTheme(dark);
            for (const QSize size : {QSize(1280, 720), QSize(1600, 1000), QSize(1920, 1080)}) {
                for (const Shot &shot : shots) {
                    if (!only.isEmpty() && !only.contains(shot.name))
                        continue;
                    MainWindow w(options(shot.scenario));
                    if (!shot.tab.isEmpty()) {
                        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
                        tabs->setCurrentWidget(tabs->findChild<QWidget *>(shot.tab));
                    }
                    if (!shot.dock.isEmpty()) {
                        auto *dock = w.findChild<QDockWidget *>(shot.dock);
                        dock->show();
                        dock->raise();
                    }
                    const QString path = QStringLiteral("%1/%2-%3x%4-%5-%6.png")
                                             .arg(dir, shot.name)
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"), lang);
                    QString error;
                    QVERIFY2(saveScreenshot(w, path, size, &error), qPrintable(error));
                }
            }
        }
    }
    installTranslations(QStringLiteral("en"));
    applyTheme(false);
}

QTEST_MAIN(TestUiDesktop)
#include "tst_uidesktop.moc"
