// SPDX-License-Identifier: MIT
#include "builtinscenario.h"
#include "core/builtins.h"
#include "core/recording.h"
#include "core/scenarioloader.h"
#include "core/scenariowriter.h"
#include "core/summary.h"
#include "core/translations.h"
#include "elidedcombobox.h"
#include "elidedlabel.h"
#include "faultlistmodel.h"
#include "guiapp.h"
#include "guidedialog.h"
#include "inspectorview.h"
#include "labtabs.h"
#include "lessonsdialog.h"
#include "mainwindow.h"
#include "policytoggles.h"
#include "presentation.h"
#include "recordings.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "shortcutsdialog.h"
#include "steplistmodel.h"
#include "testfiles.h"
#include "timeline/timelinerenderer.h"
#include "timelinewidget.h"
#include "verdictbanner.h"
#include "viewstate.h"
#include "windowoptions.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTextLayout>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

using namespace locklab;

namespace {

// Only our own translators go: the next window speaks English again.
// Each worker's Steps summary whole in its cell, on as many lines as it takes; how many lines
// the longest took.
int stepsShownWhole(QTableView *workers)
{
    const int column = workers->model()->columnCount() - 1;
    const int margin = 2 * (workers->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, workers) + 1);
    int lines = 0;
    for (int row = 0; row < workers->model()->rowCount(); ++row) {
        const QModelIndex steps = workers->model()->index(row, column);
        const QRect cell = workers->visualRect(steps);
        const QRect needed = workers->fontMetrics().boundingRect(QRect(0, 0, cell.width() - margin, 10000),
                                                                 Qt::TextWordWrap, steps.data().toString());
        if (needed.width() > cell.width() - margin || needed.height() > cell.height()) {
            qWarning("%s in %d×%d px: %d×%d needed", qPrintable(steps.data().toString()), cell.width(), cell.height(),
                     needed.width(), needed.height());
            return 0;
        }
        lines = std::max(lines, needed.height() / workers->fontMetrics().lineSpacing());
    }
    return lines;
}

void useLanguage(const QString &language)
{
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    if (language != QLatin1String("en"))
        installTranslations(language);
}

// A recording of `scenario` (its default policies) saved at `path`, as File ▸ Save Recording does.
void saveRecordingOf(const QString &scenario, const QString &path)
{
    MainWindow w(options(scenario));
    QString error;
    if (!w.recordings()->saveRecording(path, &error))
        qFatal("cannot save %s: %s", qPrintable(path), qPrintable(error));
}

// The window at the 1280×720 screencast preset, shown and laid out: false if it never showed.
bool showAtScreencastSize(MainWindow &w)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.presentation()->applyWindowSize(QSize(1280, 720));
    QTest::qWait(50);
    QCoreApplication::processEvents();
    return true;
}

// The height of each worker lane in the timeline as it is laid out now.
QList<double> workerLaneHeights(MainWindow &w)
{
    const TimelineLayout l = w.timeline()->currentLayout();
    const TimelineModel &model = w.timeline()->model();
    QList<double> heights;
    for (int i = 0; i < model.lanes.size(); ++i) {
        if (model.lanes.at(i).type == Lane::Type::Worker)
            heights << l.lanes.at(i).height();
    }
    return heights;
}

// Wrong at line 2: a negative TTL.
constexpr char brokenScenario[] =
    R"({"name": "x", "workers": [{"name": "A", "steps": [{"do": "acquire"}]}],
 "lock": {"key": "k", "ttlMs": -5}})";

}  // namespace

// The desktop app's conventions: docks that keep their size, files that open.
class TestUiDesktop : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inspectorKeepsItsWidth();
    void inspectorShowsBeliefsWhole();
    void openedScenarioRunsOnDefaultSeed();
    void newEditSaveOpenRoundTrip();
    void faultsListedAndEditable();
    void closeAsksToSaveChanges();
    void openFile_data();
    void openFile();
    void positionalFileOnCommandLine_data();
    void positionalFileOnCommandLine();
    void lessonsFromTheScenarios();
    void seedLabAsTheCommandLinePrintsIt();
    void shortcutsDialogListsEveryShortcut();
    void userGuideOpensOffline();
    void policyTogglesRunAndShow();
    void linesAboveTheTimelineStayShort_data();
    void linesAboveTheTimelineStayShort();
    void toolbarsWrapInsteadOfOverflowing_data();
    void toolbarsWrapInsteadOfOverflowing();
    void screencastLayoutGivesTheTimelineTheWindow_data();
    void screencastLayoutGivesTheTimelineTheWindow();
    void editorHasRoom_data();
    void editorHasRoom();
    void editorStepsWrapWhole();
    void editorDescriptionShowsWholeLines();
    void failoverReadableAt720();
    void redlockFitsAt720();
    void aFittedViewFollowsAnEdit();
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
    const QString path = test::writeFile(dir, QStringLiteral("long-key.json"),
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
    auto *dock = w.dock(DockId::Inspector);
    QVERIFY(dock);
    dock->show();  // at 1280×720 the inspector waits to be asked for
    QCoreApplication::processEvents();
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

// Issue 27: "Belief versus Redis" is the inspector's lesson; a value too long for the column wraps
// and its row is as tall as its lines (QTreeView gave it one line: "paused · believes it holds —
// Redis: B h" and the rest cut off).
void TestUiDesktop::inspectorShowsBeliefsWhole()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *dock = w.dock(DockId::Inspector);
    QVERIFY(dock);
    dock->show();
    w.resizeDocks({dock}, {260}, Qt::Horizontal);  // narrow: both beliefs need a second line
    w.setCursorTime(121200);                       // A paused and believing, B holding
    QCoreApplication::processEvents();
    auto *tree = w.findChild<QTreeWidget *>(QStringLiteral("inspectorTree"));
    QVERIFY(tree);
    int wrapped = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *section = tree->topLevelItem(i);
        for (int j = 0; j < section->childCount(); ++j) {
            QTreeWidgetItem *item = section->child(j);
            const QString value = item->text(1);
            const QFontMetrics fm(item->font(1));
            // The width the style lays the text out in: the column less its text margins.
            const int margin = tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1;
            const int room = tree->columnWidth(1) - 2 * margin;
            const int lines = fm.boundingRect(QRect(0, 0, room, 1 << 20), Qt::TextWordWrap, value).height();
            if (lines > fm.height())
                ++wrapped;
            QVERIFY2(tree->visualItemRect(item).height() >= lines,
                     qPrintable(QStringLiteral("%1 px for %2 px of \"%3\"")
                                    .arg(tree->visualItemRect(item).height())
                                    .arg(lines)
                                    .arg(value)));
        }
    }
    QVERIFY2(wrapped >= 1, "nothing wrapped: the dock was not narrow enough to test anything");
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

// A file given to the app opens as what it is: a scenario, or a recording by its name or its
// "format"; a broken one leaves the window as it was and says where it is broken.
void TestUiDesktop::openFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("scenario .json") << "scenario"
                                    << "mine.json";
    QTest::newRow("recording .locklab.json") << "recording"
                                             << "run.locklab.json";
    QTest::newRow("recording named .json") << "recording"
                                           << "run.json";
    QTest::newRow("broken scenario") << "broken"
                                     << "broken.json";
    QTest::newRow("missing file") << "missing"
                                  << "nowhere.json";
}

void TestUiDesktop::openFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, fileName);
    QTemporaryDir dir;
    const QString path = dir.filePath(fileName);
    if (kind == QLatin1String("scenario")) {
        QFile::copy(QStringLiteral(":/scenarios/token-release.json"), path);
    } else if (kind == QLatin1String("recording")) {
        saveRecordingOf(QStringLiteral("fencing"), path);
    } else if (kind == QLatin1String("broken")) {
        test::writeFile(dir, fileName, brokenScenario);
    }
    QCOMPARE(isRecordingFile(path), kind == QLatin1String("recording"));

    MainWindow w(options(QStringLiteral("ttl-overlap")));
    QString error;
    const bool opened = w.openFile(path, &error);
    if (kind == QLatin1String("scenario")) {
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(w.document()->scenario().name, QStringLiteral("token-release"));
        QVERIFY(!w.recordings()->isShowingRecording());
    } else if (kind == QLatin1String("recording")) {
        QVERIFY2(opened, qPrintable(error));
        QVERIFY(w.recordings()->isShowingRecording());
        Recording recording;
        QVERIFY(loadRecording(path, &recording, &error));
        // Exactly the recorded run: the same events, not a re-run of ttl-overlap.
        QCOMPARE(w.document()->scenario().name, QStringLiteral("fencing"));
        QCOMPARE(w.run()->fullTrace().events.size(), recording.trace.events.size());
        QCOMPARE(w.run()->summary().storeCount, summarize(recording.trace).storeCount);
    } else {
        QVERIFY(!opened);
        // The one-line reason names the file (and, for a broken one, where in it); the window says it too.
        QVERIFY2(error.contains(path), qPrintable(error));
        if (kind == QLatin1String("broken"))
            QVERIFY2(error.contains(path + QStringLiteral(":2:")), qPrintable(error));
        QCOMPARE(w.message(), error);
        QCOMPARE(w.document()->scenario().name, QStringLiteral("ttl-overlap"));
    }
}

// `locklab FILE` (the .desktop file's `Exec=locklab %f`) shows that file: the same window as
// `--scenario FILE`, not the default scenario; a recording by any name opens; a broken file is
// bad input for a screenshot (exit 2, FILE:LINE:COL).
void TestUiDesktop::positionalFileOnCommandLine_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("scenario") << "scenario";
    QTest::newRow("recording") << "recording";
    QTest::newRow("broken") << "broken";
}

void TestUiDesktop::positionalFileOnCommandLine()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const auto shoot = [&dir](const QStringList &arguments, const QString &name, QString *stderrText = nullptr) {
        QProcess p;
        p.start(QStringLiteral(LOCKLAB_BINARY), arguments
                                                    + QStringList{QStringLiteral("--size"), QStringLiteral("900x560"),
                                                                  QStringLiteral("--screenshot"), dir.filePath(name)});
        if (!p.waitForFinished(60000))
            qFatal("locklab did not finish");
        if (stderrText)
            *stderrText = QString::fromUtf8(p.readAllStandardError());
        return p.exitCode();
    };
    const auto image = [&dir](const QString &name) { return QImage(dir.filePath(name)); };
    QCOMPARE(shoot({}, QStringLiteral("default.png")), 0);
    if (kind == QLatin1String("scenario")) {
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QVERIFY(QFile::copy(QStringLiteral(":/scenarios/naive-del.json"), path));
        QCOMPARE(shoot({path}, QStringLiteral("positional.png")), 0);
        QCOMPARE(shoot({QStringLiteral("--scenario"), path}, QStringLiteral("option.png")), 0);
        QCOMPARE(image(QStringLiteral("positional.png")), image(QStringLiteral("option.png")));
        QVERIFY(image(QStringLiteral("positional.png")) != image(QStringLiteral("default.png")));
    } else if (kind == QLatin1String("recording")) {
        // An absolute path of any name, as a file manager passes it.
        const QString path = dir.filePath(QStringLiteral("saved-run"));
        saveRecordingOf(QStringLiteral("fencing"), path);
        QString err;
        QCOMPARE(shoot({path}, QStringLiteral("recording.png"), &err), 0);
        QVERIFY2(!err.contains(QStringLiteral("locklab:")), qPrintable(err));
        QVERIFY(image(QStringLiteral("recording.png")) != image(QStringLiteral("default.png")));
    } else {
        const QString path = test::writeFile(dir, QStringLiteral("broken.json"), brokenScenario);
        QString err;
        QCOMPARE(shoot({path}, QStringLiteral("broken.png"), &err), 2);
        QVERIFY2(err.contains(path + QStringLiteral(":2:")), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("broken.png"))));
    }
}

namespace {
QMenu *menuNamed(MainWindow &w, const QString &objectName)
{
    for (QAction *a : w.menuBar()->actions()) {
        if (a->menu() && a->menu()->objectName() == objectName)
            return a->menu();
    }
    return nullptr;
}

// Triggers the menu's entries one by one until a dialog named `dialogName` is shown.
QDialog *openFromMenu(MainWindow &w, const QString &menu, const QString &dialogName)
{
    QMenu *m = menuNamed(w, menu);
    if (!m)
        return nullptr;
    for (QAction *a : m->actions()) {
        if (a->menu() || a->isSeparator() || a->isCheckable() || a->menuRole() == QAction::AboutRole)
            continue;
        a->trigger();
        if (auto *dialog = w.findChild<QDialog *>(dialogName); dialog && dialog->isVisible())
            return dialog;
    }
    return nullptr;
}
}  // namespace

// Help ▸ Lessons is each built-in scenario's own title and description (in the user's language),
// and a lesson's link opens its scenario.
void TestUiDesktop::lessonsFromTheScenarios()
{
    const QString html = lessonsHtml();
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError error;
        QVERIFY(loadBuiltinScenario(name, &s, &error));
        QVERIFY2(html.contains(scenarioTitle(s).toHtmlEscaped()), qPrintable(name));
        QVERIFY2(html.contains(scenarioDescription(s).toHtmlEscaped()), qPrintable(name));
        QVERIFY2(html.contains(QStringLiteral("href=\"%1\"").arg(scenarioLink(name))), qPrintable(name));
    }
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.show();
    QDialog *dialog = openFromMenu(w, QStringLiteral("helpMenu"), QStringLiteral("lessonsDialog"));
    QVERIFY(dialog);
    auto *text = dialog->findChild<QTextBrowser *>();
    QVERIFY(text);
    QCOMPARE(text->toPlainText(), QTextDocumentFragment::fromHtml(html).toPlainText());
    QPointer<QDialog> guard(dialog);
    Q_EMIT text->anchorClicked(QUrl(scenarioLink(QStringLiteral("retry-jitter"))));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("retry-jitter"));
    QTRY_VERIFY(!guard || !guard->isVisible());
}

// Run ▸ Seed Lab says what `locklab run seed-lab` prints, line for line.
void TestUiDesktop::seedLabAsTheCommandLinePrintsIt()
{
    QProcess p;
    p.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("run"), QStringLiteral("seed-lab")});
    QVERIFY(p.waitForFinished(60000));
    const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size() >= 6, true);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.show();
    QDialog *dialog = openFromMenu(w, QStringLiteral("runMenu"), QStringLiteral("seedLabDialog"));
    QVERIFY(dialog);
    const QString shown = dialog->findChild<QTextBrowser *>()->toPlainText();
    for (const QString &line : lines)
        QVERIFY2(shown.contains(line.trimmed()), qPrintable(line));
    for (const QString &name : seedLabScenarioNames())
        QVERIFY(seedLabHtml().contains(scenarioLink(name)));
}

// Help ▸ User Guide shows docs/guide.md from inside the binary, rendered (no file, no network): its
// text, every picture it shows decoded, and every page it links to there too and followed in the
// dialog, with Back to return.
void TestUiDesktop::userGuideOpensOffline()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.show();
    auto *action = w.findChild<QAction *>(QStringLiteral("userGuideAction"));
    QVERIFY(action);
    QVERIFY(menuNamed(w, QStringLiteral("helpMenu"))->actions().contains(action));
    action->trigger();
    auto *dialog = w.findChild<QDialog *>(QStringLiteral("guideDialog"));
    QVERIFY(dialog && dialog->isVisible());
    auto *browser = dialog->findChild<QTextBrowser *>(QStringLiteral("guideBrowser"));
    QVERIFY(browser);
    QCOMPARE(browser->source(), guideUrl());
    const QString text = browser->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("The LockLab guide")), qPrintable(text.left(80)));
    for (const QString &heading : {QStringLiteral("The timeline"), QStringLiteral("Debugging a race"),
                                   QStringLiteral("Screencasts"), QStringLiteral("A real Redis")})
        QVERIFY2(text.contains(heading), qPrintable(heading));
    QVERIFY2(!text.contains(QStringLiteral("## ")) && !text.contains(QStringLiteral("![")),
             "the guide is shown as Markdown source instead of rendered");

    QList<QTextImageFormat> images;
    QStringList pages;
    const QTextDocument *doc = browser->document();
    for (QTextBlock block = doc->begin(); block != doc->end(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat())
                images << format.toImageFormat();
            const QUrl href(format.anchorHref());
            if (format.isAnchor() && href.isRelative() && !href.path().isEmpty())
                pages << href.path();  // a page or a picture it links to
        }
    }
    QVERIFY(images.size() >= 5);
    for (const QTextImageFormat &image : std::as_const(images)) {
        const QVariant data = browser->loadResource(QTextDocument::ImageResource, QUrl(image.name()));
        QVERIFY2(!QImage::fromData(data.toByteArray()).isNull(),
                 qPrintable(image.name() + QStringLiteral(" is not bundled")));
        // Screenshots are wider than the dialog: shown at the text's width, never scrolled sideways.
        QVERIFY2(image.width() > 0 && image.width() <= browser->viewport()->width(), qPrintable(image.name()));
    }
    pages.removeDuplicates();
    QVERIFY2(pages.contains(QStringLiteral("cli.md")), qPrintable(pages.join(u' ')));
    for (const QString &page : std::as_const(pages))
        QVERIFY2(QFile::exists(QStringLiteral(":/guide/") + page),
                 qPrintable(page + QStringLiteral(" is not bundled")));

    auto *back = dialog->findChild<QPushButton *>(QStringLiteral("guideBack"));
    QVERIFY(back && !back->isEnabled());
    browser->setSource(browser->source().resolved(QUrl(QStringLiteral("cli.md"))));
    QVERIFY2(browser->toPlainText().contains(QStringLiteral("Exit status")),
             qPrintable(browser->toPlainText().left(80)));
    QVERIFY(back->isEnabled());
    back->click();
    QCOMPARE(browser->source(), guideUrl());
    // Never sideways, however narrow the dialog: a long command line or URL wraps where it must
    // (a fresh Debian root's fonts made one 2 px wider than a 455 px page).
    for (const int width : {dialog->width(), 420, 300}) {
        dialog->resize(width, dialog->height());
        QCoreApplication::processEvents();
        for (const QString &page : {QStringLiteral("cli.md"), QStringLiteral("guide.md")}) {
            browser->setSource(guideUrl().resolved(QUrl(page)));
            QCoreApplication::processEvents();
            // No sideways bar, and nothing laid out past the page but a rounding's pixels.
            QVERIFY(!browser->horizontalScrollBar()->isVisible());
            QVERIFY2(browser->horizontalScrollBar()->maximum() <= 2,
                     qPrintable(QStringLiteral("%1 runs %2 px past the page: viewport %3 px, document %4 px")
                                    .arg(page)
                                    .arg(browser->horizontalScrollBar()->maximum())
                                    .arg(browser->viewport()->width())
                                    .arg(browser->document()->size().width())));
        }
    }
}

// Help ▸ Keyboard Shortcuts is generated from the window's actions: every action with a
// shortcut is a row with its keys, and no key is bound twice (Qt would run neither).
void TestUiDesktop::shortcutsDialogListsEveryShortcut()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.show();
    QDialog *dialog = openFromMenu(w, QStringLiteral("helpMenu"), QStringLiteral("shortcutsDialog"));
    QVERIFY(dialog);
    auto *tree = dialog->findChild<QTreeWidget *>();
    QVERIFY(tree);
    QStringList rows;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j) {
            const QTreeWidgetItem *item = tree->topLevelItem(i)->child(j);
            rows << item->text(0) + u'|' + item->text(1);
        }
    }
    QHash<QString, QString> owner;
    int withShortcut = 0;
    for (const QAction *a : w.findChildren<QAction *>()) {
        // Added to no widget (a menu, a toolbar, the window), a shortcut never fires.
        if (a->shortcuts().isEmpty() || a->associatedObjects().isEmpty())
            continue;
        ++withShortcut;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts()) {
            const QString key = k.toString(QKeySequence::NativeText);
            keys << key;
            QVERIFY2(!owner.contains(key),
                     qPrintable(QStringLiteral("%1 is bound to %2 and %3").arg(key, owner.value(key), a->text())));
            owner.insert(key, a->text());
        }
        const QString expected = QString(a->text()).remove(u'&') + u'|' + keys.join(QStringLiteral(", "));
        QVERIFY2(rows.contains(expected), qPrintable(expected + QStringLiteral(" not in ") + rows.join(u';')));
    }
    QCOMPARE(rows.size(), withShortcut);
    // The known ones are there, whatever part of the window added them.
    for (const QString &key : {QStringLiteral("F1"), QStringLiteral("F5"), QStringLiteral("F8"),
                               QStringLiteral("Space"), QStringLiteral("Ctrl+O")})
        QVERIFY2(owner.contains(key), qPrintable(key));
}

// The lessons' wrong ways from the toolbar: tokens and the heartbeat's extension re-run with the
// new policy (the button says which), the purpose is an undoable edit of the scenario.
void TestUiDesktop::policyTogglesRunAndShow()
{
    MainWindow w(options(QStringLiteral("pid-as-token")));
    PolicyToggles *toggles = w.policyToggles();
    // The scenario's own lesson is what the toggles show when it opens.
    QCOMPARE(w.policies().tokens, TokenSource::Pid);
    QCOMPARE(toggles->tokensButton()->text(), QStringLiteral("Tokens: pid"));
    const Summary wrong = w.run()->summary();
    QVERIFY(wrong.foreignDeletes > 0);  // A's compare-and-delete took B's lock: the tokens are equal
    for (QAction *a : toggles->tokensGroup()->actions()) {
        if (a->data().toInt() == static_cast<int>(TokenSource::Random))
            a->trigger();
    }
    QCOMPARE(w.run()->trace().policies.tokens, TokenSource::Random);
    QCOMPARE(w.run()->summary().foreignDeletes, 0);
    QCOMPARE(toggles->tokensButton()->text(), QStringLiteral("Tokens: random"));

    QVERIFY(w.openScenario(QStringLiteral("unchecked-heartbeat")));
    QVERIFY(!w.policies().heartbeat.checked);
    QVERIFY(toggles->extensionButton()->isEnabled());
    QVERIFY(w.run()->summary().foreignExtensions > 0);
    for (QAction *a : toggles->extensionGroup()->actions()) {
        if (a->data().toBool())
            a->trigger();
    }
    QVERIFY(w.run()->trace().policies.heartbeat.checked);
    QCOMPARE(w.run()->summary().foreignExtensions, 0);
    QCOMPARE(toggles->extensionButton()->text(), QStringLiteral("Extension: checked"));
    // Without a heartbeat its extension has no meaning: the choice is greyed out.
    w.setPolicies([&] {
        Policies p = w.policies();
        p.heartbeat.enabled = false;
        return p;
    }());
    QVERIFY(!toggles->extensionButton()->isEnabled());

    QVERIFY(w.openScenario(QStringLiteral("ttl-overlap")));
    QCOMPARE(w.run()->summary().verdict, Verdict::DataCorrupted);
    QVERIFY(w.document()->undoStack()->isClean());
    for (QAction *a : toggles->purposeGroup()->actions()) {
        if (a->data().toInt() == static_cast<int>(Purpose::Efficiency))
            a->trigger();
    }
    QCOMPARE(w.document()->scenario().purpose, Purpose::Efficiency);
    QVERIFY(!w.document()->undoStack()->isClean());  // a scenario edit: the title bar marks it
    QCOMPARE(toggles->purposeButton()->text(), QStringLiteral("Purpose: efficiency"));
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->scenario().purpose, Purpose::Correctness);
    QCOMPARE(toggles->purpose(), Purpose::Correctness);
    QCOMPARE(toggles->purposeButton()->text(), QStringLiteral("Purpose: correctness"));
}

// At 1280×720 the verdict's counts and the lesson take two lines each, cut at a word with the whole
// text in the tooltip; "more" shows the whole lesson and "less" cuts it again.
void TestUiDesktop::linesAboveTheTimelineStayShort_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("de") << "de";
}

void TestUiDesktop::linesAboveTheTimelineStayShort()
{
    QFETCH(QString, language);
    useLanguage(language);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.setCursorTime(400000);  // the end: every count is in
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.dock(DockId::Inspector)->show();  // asked for: the lines above the timeline get narrower
    QCoreApplication::processEvents();
    QList<ElidedLabel *> labels = w.centralWidget()->findChildren<ElidedLabel *>();
    labels.removeIf([](const ElidedLabel *label) { return !label->isVisible(); });  // Compare's, until asked for
    QCOMPARE(labels.size(), 2);                                                     // the banner's counts, the lesson
    for (ElidedLabel *label : labels) {
        const QFontMetrics fm(label->font());
        const int twoLines =
            2 * fm.lineSpacing() + fm.descent() + label->contentsMargins().top() + label->contentsMargins().bottom();
        QVERIFY2(label->height() <= twoLines, qPrintable(QStringLiteral("%1 > %2").arg(label->height()).arg(twoLines)));
        if (label->isElided())
            QCOMPARE(label->toolTip(), label->fullText());
    }
    Scenario s;
    LoadError error;
    QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &error));
    ElidedLabel *lesson = labels.at(0)->fullText() == scenarioDescription(s) ? labels.at(0) : labels.at(1);
    QCOMPARE(lesson->fullText(), scenarioDescription(s));
    QVERIFY(lesson->isElided());  // ttl-overlap's lesson is four lines long at this width
    QVERIFY(w.banner()->details().contains(VerdictBanner::tr("%n stale write(s) accepted", nullptr, 1)));
    // Click "more": the whole lesson; then "less".
    const auto link = [lesson] {
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("href=\"([^\"]+)\"")).match(lesson->text());
        return m.captured(1);
    };
    Q_EMIT lesson->linkActivated(link());
    QVERIFY(lesson->isExpanded());
    QVERIFY(QTextDocumentFragment::fromHtml(lesson->text()).toPlainText().contains(scenarioDescription(s)));
    Q_EMIT lesson->linkActivated(link());
    QVERIFY(!lesson->isExpanded());
    QCOMPARE(w.size(), QSize(1280, 720));
    useLanguage(QStringLiteral("en"));
}

// At 1280×720 and up, in English and German, every toolbar control is on screen: the toolbars
// wrap onto a second row instead of hiding the Runs combo behind a » menu.
void TestUiDesktop::toolbarsWrapInsteadOfOverflowing_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::newRow("en 1280x720") << "en" << QSize(1280, 720);
    QTest::newRow("en 1920x1080") << "en" << QSize(1920, 1080);
    QTest::newRow("de 1280x720") << "de" << QSize(1280, 720);
    QTest::newRow("de 1600x1000") << "de" << QSize(1600, 1000);
}

void TestUiDesktop::toolbarsWrapInsteadOfOverflowing()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    useLanguage(language);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
    QCOMPARE(w.size(), size);
    QSet<int> rows;
    for (QToolBar *bar : w.findChildren<QToolBar *>()) {
        if (!bar->isVisible())
            continue;
        rows.insert(bar->geometry().top());
        const auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY2(!more || !more->isVisible(), qPrintable(bar->windowTitle()));
        QVERIFY2(bar->geometry().right() < w.width(), qPrintable(bar->windowTitle()));
    }
    QVERIFY2(rows.size() <= 2, qPrintable(QString::number(rows.size())));
    auto *runs = w.findChild<QComboBox *>(QStringLiteral("branchCombo"));
    QVERIFY(runs);
    QVERIFY(runs->isVisible());
    QVERIFY(runs->mapTo(&w, QPoint(runs->width(), 0)).x() <= w.width());
    for (QToolButton *b : {w.policyToggles()->tokensButton(), w.policyToggles()->purposeButton()})
        QVERIFY(b->isVisible());
    // The toolbars' long names (Scenario, Backend, Runs) are cut where a word ends, never inside one
    // ("Das Lock läuft ab, währe" was clipped at 1280 in German; issue 27 item 7).
    QVERIFY(qobject_cast<ElidedComboBox *>(w.findChild<QComboBox *>(QStringLiteral("scenarioCombo"))));
    for (const ElidedComboBox *names : w.findChildren<ElidedComboBox *>()) {
        const QString whole = names->name();
        const QString shown = names->shownText();
        if (!names->isVisible() || shown == whole)
            continue;
        QVERIFY2(shown.endsWith(QChar(0x2026)) && whole.startsWith(shown.chopped(1)), qPrintable(shown));
        const QString kept = shown.chopped(1);
        const QChar next = whole.at(kept.size());
        QVERIFY2(next.isSpace() || kept.endsWith(u'-') || next == u'·' || next == u'—',
                 qPrintable(QStringLiteral("%1 (of %2)").arg(shown, whole)));
    }
    useLanguage(QStringLiteral("en"));
}

void TestUiDesktop::screencastLayoutGivesTheTimelineTheWindow_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        for (const QString &name : {QStringLiteral("retry-jitter"), QStringLiteral("failover-loses-lock")})
            QTest::addRow("%s %dx%d", qPrintable(name), size.width(), size.height()) << name << size;
    }
}

// Issue 27: at a window preset the timeline gets the window: every lane of the lesson whole and
// readable (the key, the store, the instances and at least eight workers; the key and store
// lanes pinned while 24 workers scroll), the inspector and palette out of the way at 1280, and
// --screenshot lays the window out exactly so.
void TestUiDesktop::screencastLayoutGivesTheTimelineTheWindow()
{
    QFETCH(QString, scenario);
    QFETCH(QSize, size);
    MainWindow w(options(scenario));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.presentation()->applyWindowSize(size);
    QTest::qWait(50);
    QCoreApplication::processEvents();
    QCOMPARE(w.size(), size);
    const TimelineLayout l = w.timeline()->currentLayout();
    const TimelineModel &model = w.timeline()->model();
    int workers = 0, wholeWorkers = 0;
    for (int i = 0; i < model.lanes.size(); ++i) {
        const bool whole = l.laneClip(i).contains(l.lanes.at(i)) && l.lanes.at(i).height() >= LaneSizing::fitMinimum;
        if (model.lanes.at(i).type == Lane::Type::Worker) {
            ++workers;
            wholeWorkers += whole ? 1 : 0;
        } else {
            QVERIFY2(whole,
                     qPrintable(QStringLiteral("%1: %2 px").arg(model.lanes.at(i).label).arg(l.lanes.at(i).height())));
        }
    }
    QVERIFY2(wholeWorkers >= std::min(8, workers), qPrintable(QString::number(wholeWorkers)));
    if (size.width() < 1500) {
        QVERIFY(!w.dock(DockId::Inspector)->isVisible());
        QVERIFY(!w.dock(DockId::Faults)->isVisible());
    }
    // Below 800 px the event log makes room too, one shortcut away.
    QCOMPARE(w.dock(DockId::Log)->isVisible(), size.height() >= 800);
    QCOMPARE(w.dock(DockId::Log)->toggleViewAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    // --screenshot: the same docks, the same room for the timeline.
    QTemporaryDir dir;
    MainWindow shot(options(scenario));
    QString error;
    QVERIFY2(saveScreenshot(shot, dir.filePath(QStringLiteral("shot.png")), size, &error), qPrintable(error));
    for (qsizetype i = 0; i < w.docks().size(); ++i)
        QCOMPARE(shot.docks().at(i)->isVisible(), w.docks().at(i)->isVisible());
    QVERIFY2(std::abs(shot.timeline()->height() - w.timeline()->height()) <= 4,
             qPrintable(QStringLiteral("%1 vs %2").arg(shot.timeline()->height()).arg(w.timeline()->height())));
}

void TestUiDesktop::editorHasRoom_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1280, 720), QSize(1600, 1000)}) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")})
            QTest::addRow("%s-%dx%d", qPrintable(language), size.width(), size.height()) << language << size;
    }
}

// Issue 27: the editor is a tab of its own; at 1280×720 each of its tables shows at least six
// rows, and German fits without a scroll bar. The workers' Steps column shows its first steps
// (German at 1600×1000 left it 25 px: "a…").
void TestUiDesktop::editorHasRoom()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    useLanguage(language);
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.presentation()->applyWindowSize(size);
    QTest::qWait(50);
    w.showEditor();
    QCoreApplication::processEvents();
    QCOMPARE(w.labTabs().tabs->currentWidget(), w.editor());
    for (QTableView *table : {w.editor()->table(), w.editor()->stepTable(), w.editor()->faultTable()}) {
        const int rows = table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= 6, qPrintable(QStringLiteral("%1: %2 rows").arg(table->objectName()).arg(rows)));
        // Every column in view: no table scrolls sideways ("+ j…", "Wiederholen na", "Wi…" were cut).
        QVERIFY2(!table->horizontalScrollBar()->isVisible(), qPrintable(table->objectName()));
    }
    auto *scroll = w.editor()->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    QVERIFY(!scroll->verticalScrollBar()->isVisible());
    auto *workers = w.findChild<QTableView *>(QStringLiteral("workerTable"));
    QVERIFY(workers);
    const int stepsColumn = workers->model()->columnCount() - 1;
    const QString firstSteps = workers->model()->index(0, stepsColumn).data().toString().section(u' ', 0, 2);
    QVERIFY2(workers->columnWidth(stepsColumn) > workers->fontMetrics().horizontalAdvance(firstSteps),
             qPrintable(QStringLiteral("%1 px for \"%2\"").arg(workers->columnWidth(stepsColumn)).arg(firstSteps)));
    QVERIFY(stepsShownWhole(workers));
    useLanguage(QStringLiteral("en"));
}

// Issue 27: the workers' Steps summary ended in "erwerben (20 Versuche) →…" in German at 1280×720:
// in a narrow editor it wraps onto three lines or more, and each row is as tall as its summary.
void TestUiDesktop::editorStepsWrapWhole()
{
    useLanguage(QStringLiteral("de"));
    Scenario scenario = builtin(QStringLiteral("ttl-overlap"));
    for (int i = 0; i < 4; ++i)
        scenario.workers[1].steps.insert(1, Step::work(10));  // a story of three lines or more
    ScenarioDocument document;
    document.load(scenario);
    ScenarioEditor editor(&document);
    editor.resize(900, 500);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const int lines = stepsShownWhole(editor.table());
    useLanguage(QStringLiteral("en"));
    QVERIFY2(lines >= 3, qPrintable(QStringLiteral("%1 lines").arg(lines)));
}

// Issue 27: the Description box showed two and a half lines at every size; it shows several
// whole ones, and no sliver of the next.
void TestUiDesktop::editorDescriptionShowsWholeLines()
{
    ScenarioDocument document;
    document.load(builtin(QStringLiteral("ttl-overlap")));
    ScenarioEditor editor(&document);
    editor.resize(1200, 480);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto *description = editor.findChild<QPlainTextEdit *>(QStringLiteral("descriptionEdit"));
    QVERIFY(description);
    const QTextLayout *text = description->document()->firstBlock().layout();
    QVERIFY(text && text->lineCount() > 5);
    const double line = text->lineAt(0).height();
    const double room = description->viewport()->height() - description->document()->documentMargin();
    const int lines = static_cast<int>(room / line);
    QVERIFY2(lines >= 3 && room - lines * line <= 2,
             qPrintable(QStringLiteral("%1 px for lines of %2 px").arg(room).arg(line)));
}

// Issue 27: failover-loses-lock at 1280×720, in German. Seven lanes of 53 px left A no room to say
// that Redis gives the lock to B; the instance lanes cut their words ("Replikation angehalten…")
// and the store lane its stale write ("A ✓ veralteter…").
void TestUiDesktop::failoverReadableAt720()
{
    useLanguage(QStringLiteral("de"));
    MainWindow w(options(QStringLiteral("failover-loses-lock")));
    QVERIFY(showAtScreencastSize(w));
    for (const double height : workerLaneHeights(w))
        QVERIFY2(height >= 64, qPrintable(QString::number(height)));
    TimelinePaintRecord record;
    w.timeline()->setPaintRecord(&record);
    w.timeline()->grab();
    w.timeline()->setPaintRecord(nullptr);
    useLanguage(QStringLiteral("en"));
    QVERIFY(!record.contradictions.isEmpty());
    QVERIFY(!record.instanceWords.isEmpty());
    QStringList words = record.instanceWords;
    for (const TimelinePaintRecord::Item &item : std::as_const(record.markers)) {
        if (item.kind == MarkerKind::WriteStaleAccepted || item.kind == MarkerKind::WriteAccepted)
            words << item.label;
    }
    for (const QString &word : std::as_const(words))
        QVERIFY2(!word.contains(QChar(0x2026)), qPrintable(word));
}

// Issue 27: redlock-clock-jump at 1280×720 shows its five instances and both workers at once. The
// instance lanes held 46 px each as if each were the lock's key lane, A and B got 30 px and the
// lanes scrolled.
void TestUiDesktop::redlockFitsAt720()
{
    MainWindow w(options(QStringLiteral("redlock-clock-jump")));
    QVERIFY(showAtScreencastSize(w));
    QCOMPARE(w.timeline()->currentLayout().maxScroll, 0.0);
    const QList<double> heights = workerLaneHeights(w);
    QCOMPARE(heights.size(), 2);
    for (const double height : heights)
        QVERIFY2(height >= 40, qPrintable(QString::number(height)));
}

// Issue 27: an edit that makes the run longer keeps a fitted view fitted: the new writes are in
// view without Ctrl+0. A zoom the user chose stays as it was.
void TestUiDesktop::aFittedViewFollowsAnEdit()
{
    MainWindow w(options(QStringLiteral("ttl-overlap")));
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const Micros before = w.run()->extent();
    QVERIFY(w.view()->visibleTo() >= before);
    Scenario s = w.document()->scenario();
    WorkerSpec late = s.workers.first();
    late.name = QStringLiteral("C");
    late.startMs = before / 1000 + 300;  // starts after the run ended: the run grows by 300 ms and more
    s.workers.append(late);
    w.document()->apply(s, QStringLiteral("Add a late worker"));
    QVERIFY(w.run()->extent() > before + 300000);
    QVERIFY2(w.view()->visibleTo() >= w.run()->extent(),
             qPrintable(QStringLiteral("%1 < %2").arg(w.view()->visibleTo()).arg(w.run()->extent())));
    // Zoomed in by the user: a further edit leaves the zoom alone.
    w.timeline()->zoomBy(4);
    const Micros from = w.view()->visibleFrom(), to = w.view()->visibleTo();
    s.workers.last().startMs += 100;
    w.document()->apply(s, QStringLiteral("Start it later"));
    QCOMPARE(w.view()->visibleFrom(), from);
    QCOMPARE(w.view()->visibleTo(), to);
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
        {QStringLiteral("editor"), QStringLiteral("ttl-overlap"), QStringLiteral("scenarioEditor")}};
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        useLanguage(lang);
        for (bool dark : {false, true}) {
            applyTheme(dark);
            for (const QSize size : {QSize(1280, 720), QSize(1600, 1000), QSize(1920, 1080)}) {
                for (const Shot &shot : shots) {
                    if (!only.isEmpty() && !only.contains(shot.name))
                        continue;
                    MainWindow w(options(shot.scenario));
                    if (!shot.tab.isEmpty()) {
                        auto *tabs = w.labTabs().tabs;
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
        // The Help and Run dialogs, at the smallest size.
        if (only.isEmpty() || only.contains(QStringLiteral("dialogs"))) {
            applyTheme(false);
            MainWindow w(options(QStringLiteral("ttl-overlap")));
            w.resize(1280, 720);
            w.show();
            for (const auto &[menu, name] : {std::pair{QStringLiteral("helpMenu"), QStringLiteral("lessonsDialog")},
                                             std::pair{QStringLiteral("helpMenu"), QStringLiteral("shortcutsDialog")},
                                             std::pair{QStringLiteral("helpMenu"), QStringLiteral("guideDialog")},
                                             std::pair{QStringLiteral("runMenu"), QStringLiteral("seedLabDialog")}}) {
                QDialog *dialog = openFromMenu(w, menu, name);
                QVERIFY(dialog);
                QCoreApplication::processEvents();
                QVERIFY(dialog->grab().save(QStringLiteral("%1/%2-%3.png").arg(dir, name, lang)));
                dialog->close();
            }
        }
    }
    installTranslations(QStringLiteral("en"));
    applyTheme(false);
}

QTEST_MAIN(TestUiDesktop)
#include "tst_uidesktop.moc"
