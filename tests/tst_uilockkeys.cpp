// SPDX-License-Identifier: MIT
// A MONITOR log opened like a recording (file argument, File ▸ Open, a drop; known by its content,
// read on the loader's thread) and the Lock keys panel: every lock key with the verdict the command
// line gives, worst first; choosing one shows it; simulated runs list none; the simulator's
// controls are off while observed traffic is shown.
#include "breakpointdebugger.h"
#include "core/monitorline.h"
#include "core/recording.h"
#include "core/trace.h"
#include "core/translations.h"
#include "faultpalette.h"
#include "guiapp.h"
#include "inspectorview.h"
#include "labtabs.h"
#include "lockkeymodel.h"
#include "lockkeyspanel.h"
#include "mainwindow.h"
#include "monitorlogdialog.h"
#include "recordings.h"
#include "runcontroller.h"
#include "scenarioeditor.h"
#include "testfiles.h"
#include "timeline/timelinemodel.h"
#include "timelinewidget.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "violationspanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUrl>

#include <algorithm>

using namespace locklab;
using namespace Qt::StringLiterals;

namespace {

MainWindow::Options fixed()
{
    MainWindow::Options o;
    o.useSettings = false;
    o.scenario = u"mutual-exclusion"_s;
    return o;
}

QString capture(const QString &name)
{
    return QStringLiteral(LOCKLAB_TEST_DATA "/watch/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// `locklab import FILE --json`'s "keys": (key, verdict) worst first, as the command line ranks them.
QList<std::pair<QString, QString>> cliKeys(const QString &path)
{
    QProcess cli;
    cli.start(QStringLiteral(LOCKLAB_BINARY), {u"import"_s, path, u"--json"_s});
    if (!cli.waitForFinished(60000))
        return {};
    QList<std::pair<QString, QString>> keys;
    const QJsonArray array = QJsonDocument::fromJson(cli.readAllStandardOutput()).object().value(u"keys"_s).toArray();
    for (const QJsonValue &k : array)
        keys.append({k[u"key"_s].toString(), k[u"verdict"_s].toString()});
    return keys;
}

// A capture as `tail -c +1001 cap.log` leaves it: its first line starts in the middle.
QByteArray cutFirstLine(const QByteArray &capture)
{
    const qsizetype second = capture.indexOf('\n', capture.indexOf('\n') + 1) + 1;
    return capture.mid(second + 30);
}

// A character that drives a terminal or reorders text where it is drawn (printable() escapes them).
bool rawControl(const QString &text, bool lines = false)
{
    return std::any_of(text.cbegin(), text.cend(), [lines](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && !(lines && u == '\n')) || (u >= 0x7f && u <= 0x9f) || (u >= 0x2028 && u <= 0x202e)
               || (u >= 0x2066 && u <= 0x2069) || u == 0xfeff;
    });
}

QList<std::pair<QString, QString>> listed(const LockKeysPanel *panel)
{
    QList<std::pair<QString, QString>> keys;
    const QAbstractItemModel *m = panel->proxy();
    for (int row = 0; row < m->rowCount(); ++row) {
        const QModelIndex i = m->index(row, LockKeyModel::KeyColumn);
        keys.append({i.data(LockKeyModel::KeyRole).toString(), i.data(LockKeyModel::VerdictNameRole).toString()});
    }
    return keys;
}

}  // namespace

class TestUiLockKeys : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(installTranslations(u"en"_s));  // the plurals, as the app shows them
    }

    void knownByContent_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("monitorLog");
        QTest::newRow("redis-cli monitor") << readAll(capture(u"lab.monitor.log"_s)) << true;
        QTest::newRow("no banner, no newline")
            << QByteArray("1700000000.020000 [0 127.0.0.1:1000] \"SET\" \"job\" \"ta\" \"NX\" \"PX\" \"100\"") << true;
        QTest::newRow("banner only") << QByteArray("OK\n\n") << false;
        QTest::newRow("scenario") << QByteArray("{\"name\": \"x\"}\n") << false;
        QTest::newRow("recording") << readAll(capture(u"redispy-race.locklab.json"_s)) << false;
        QTest::newRow("text") << QByteArray("OK\nhello world\n") << false;
        // What `locklab import` reads, whatever comes before the first MONITOR line (they were
        // refused as JSON: "unexpected text after the end of the JSON value").
        const QByteArray lab = readAll(capture(u"lab.monitor.log"_s));
        QTest::newRow("first line cut") << cutFirstLine(lab) << true;
        QTest::newRow("shell prompt") << QByteArray("$ redis-cli monitor\n" + lab) << true;
        QTest::newRow("a note") << QByteArray("capture of the order services, Tuesday\n\n" + lab) << true;
        QTest::newRow("scenario quoting a MONITOR line")
            << QByteArray("{\n  \"name\": \"x\",\n  \"description\": \"1700000000.020000 [0 127.0.0.1:1000] "
                          "\\\"SET\\\" \\\"job\\\"\"\n}\n")
            << false;
    }
    void knownByContent()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, monitorLog);
        QVERIFY(!content.isEmpty());
        QTemporaryDir dir;
        // A name that says nothing: the content decides.
        const QString path = test::writeFile(dir, u"capture.data"_s, content);
        QCOMPARE(isMonitorLogFile(path), monitorLog);
    }

    // `locklab capture.log` used to say `invalid JSON: unexpected character "O"`.
    void fileArgumentOpensAMonitorLog()
    {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, u"capture.data"_s, readAll(capture(u"lab.monitor.log"_s)));
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.openFile(path, &error), qPrintable(error));
        QVERIFY(isObservedTraffic(w.run()->fullTrace()));
        QVERIFY(w.recordings()->traffic());
        QCOMPARE(w.recordings()->traffic()->locks().size(), 4);
        QVERIFY(!w.message().contains(u"JSON"_s));
    }

    // A capture whose first line is not a MONITOR line opens with the keys `locklab import` lists.
    void aCutCaptureOpensAsImportReadsIt_data()
    {
        QTest::addColumn<QByteArray>("content");
        const QByteArray lab = readAll(capture(u"lab.monitor.log"_s));
        QTest::newRow("first line cut") << cutFirstLine(lab);
        QTest::newRow("shell prompt") << QByteArray("$ redis-cli monitor\n" + lab);
        QTest::newRow("a note") << QByteArray("capture of the order services, Tuesday\n" + lab);
    }
    void aCutCaptureOpensAsImportReadsIt()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, u"headcut.log"_s, content);
        const QList<std::pair<QString, QString>> expected = cliKeys(path);
        QVERIFY2(expected.size() >= 3, "locklab import --json listed too few keys");
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.openFile(path, &error), qPrintable(error));
        QVERIFY(w.recordings()->traffic());
        QCOMPARE(listed(w.recordings()->lockKeysPanel()), expected);
        QCOMPARE(w.run()->fullTrace().lockKey, expected.first().first);
    }

    // From the shell: `locklab capture.log` (a relative path, any name) starts the window on it,
    // not "unknown command"; a subcommand's name stays the subcommand even when a file has it, and
    // a mistyped one is still told it is unknown.
    void aShellFileArgumentIsTheWindows()
    {
        QTemporaryDir dir;
        test::writeFile(dir, u"capture.log"_s, readAll(capture(u"lab.monitor.log"_s)));
        test::writeFile(dir, u"run"_s, "not a subcommand");
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        auto gui = [](const char *first) {
            char program[] = "locklab";
            QByteArray argument(first);
            char *argv[] = {program, argument.data(), nullptr};
            return isGuiInvocation(2, argv);
        };
        const bool log = gui("capture.log");
        const bool run = gui("run");
        const bool typo = gui("runn");
        const bool recording = gui("missing.locklab");
        QDir::setCurrent(before);
        QVERIFY(log);
        QVERIFY(!run);
        QVERIFY(!typo);
        QVERIFY(recording);  // our own extensions open (and say so if missing)
    }

    void panelListsTheCliVerdicts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("raced");
        QTest::newRow("go-redis lab") << u"lab.monitor.log"_s << u"3 of 4 lock keys with violations"_s;
        QTest::newRow("three services") << u"services.monitor.log"_s << QString();
        QTest::newRow("cut mid-stream") << u"services-cut.monitor.log"_s << QString();
    }
    void panelListsTheCliVerdicts()
    {
        QFETCH(QString, file);
        QFETCH(QString, raced);
        const QList<std::pair<QString, QString>> expected = cliKeys(capture(file));
        QVERIFY2(!expected.isEmpty(), "locklab import --json listed no keys");
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(file), &error), qPrintable(error));
        LockKeysPanel *panel = w.recordings()->lockKeysPanel();
        QCOMPARE(listed(panel), expected);  // the same keys, verdicts and worst-first order
        QVERIFY(!w.recordings()->lockKeysDock()->isHidden());
        // The worst key is shown, and the banner says how many had violations, as the CLI counts them.
        QCOMPARE(w.run()->fullTrace().lockKey, expected.first().first);
        QCOMPARE(panel->currentKey(), expected.first().first);
        int racedKeys = 0;
        for (const LockKeyResult &k : w.recordings()->traffic()->locks())
            racedKeys += k.violations > 0;
        const QString says = u"%1 of %2 lock keys with violations"_s.arg(racedKeys).arg(expected.size());
        QVERIFY2(w.banner()->details().startsWith(says), qPrintable(w.banner()->details()));
        if (!raced.isEmpty())
            QCOMPARE(says, raced);
    }

    void choosingAKeyShowsIt()
    {
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        auto *debugger = w.debugger();
        auto *recordings = w.recordings();
        LockKeysPanel *panel = recordings->lockKeysPanel();
        const QStringList keys = panel->listedKeys();
        QCOMPARE(keys.size(), 4);
        // The last row is the safe one (lock:report: the article's lab races on the other three).
        panel->choose(3);
        QCOMPARE(w.run()->fullTrace().lockKey, u"lock:report"_s);
        QVERIFY(isObservedTraffic(w.run()->fullTrace()));
        // The banner's verdict stays the worst key's (never SAFE while a key raced); it says which
        // key that is and that the one shown is safe.
        const LockKeyResult &worstKey = recordings->traffic()->locks().first();
        QCOMPARE(w.banner()->headline(), VerdictBanner::headlineFor(worstKey.verdict, worstKey.foreignDeletes));
        QVERIFY(w.banner()->headline() != VerdictBanner::headlineFor(Verdict::Safe, 0));
        QVERIFY2(w.banner()->details().contains(u"the worst key's, %1"_s.arg(worstKey.key))
                     && w.banner()->details().contains(u"shown: lock:report, safe"_s),
                 qPrintable(w.banner()->details()));
        QVERIFY(debugger->violationsPanel()->violations().isEmpty());
        QCOMPARE(panel->currentKey(), u"lock:report"_s);
        QCOMPARE(panel->model()->rowCount(), 4);  // the panel still lists every key
        // Back to the worst: its violations are listed again, as many as core counted.
        panel->choose(0);
        QCOMPARE(w.run()->fullTrace().lockKey, keys.first());
        const LockKeyResult &worst = recordings->traffic()->locks().first();
        QCOMPARE(debugger->violationsPanel()->violations().size(), worst.violations);
        QVERIFY(worst.violations > 0);
        QVERIFY(!recordings->showLockKey(u"no:such:key"_s));
    }

    void filterAndSort()
    {
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"services.monitor.log"_s), &error), qPrintable(error));
        LockKeysPanel *panel = w.recordings()->lockKeysPanel();
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int all = panel->model()->rowCount();
        QVERIFY(all > 3);
        panel->filterEdit()->setText(u"PY:"_s);  // case does not matter
        const QStringList py = panel->listedKeys();
        QVERIFY(!py.isEmpty() && py.size() < all);
        for (const QString &k : py)
            QVERIFY2(k.startsWith(u"py:"_s), qPrintable(k));
        QVERIFY(panel->summaryLabel()->text().contains(u"listed"_s));
        panel->filterEdit()->clear();
        panel->view()->sortByColumn(LockKeyModel::KeyColumn, Qt::AscendingOrder);
        QStringList sorted = panel->listedKeys();
        QStringList expected = sorted;
        std::sort(expected.begin(), expected.end());
        QCOMPARE(sorted, expected);
        // Another capture opens worst first again.
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        QCOMPARE(panel->listedKeys().first(), w.recordings()->traffic()->locks().first().key);
    }

    // A click on a column's title sorts by it (and again, the other way), as docs/watching.md says:
    // the panel's own header took no clicks, only sortByColumn() sorted.
    void headerClicksSort()
    {
        MainWindow w(fixed());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"services.monitor.log"_s), &error), qPrintable(error));
        QCoreApplication::processEvents();
        LockKeysPanel *panel = w.recordings()->lockKeysPanel();
        QHeaderView *header = panel->view()->horizontalHeader();
        QVERIFY(header->isVisible());
        const QString shown = w.run()->fullTrace().lockKey;
        const auto click = [header](int column) {
            const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                            header->height() / 2);
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        };
        const auto column = [panel](int c) {
            QList<QVariant> values;
            for (int row = 0; row < panel->proxy()->rowCount(); ++row)
                values << panel->proxy()->index(row, c).data(LockKeyModel::SortRole);
            return values;
        };
        click(LockKeyModel::KeyColumn);
        QCOMPARE(header->sortIndicatorSection(), int(LockKeyModel::KeyColumn));
        QStringList keys = panel->listedKeys();
        QStringList sorted = keys;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(keys, sorted);
        click(LockKeyModel::KeyColumn);
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        std::reverse(sorted.begin(), sorted.end());
        QCOMPARE(panel->listedKeys(), sorted);
        click(LockKeyModel::ViolationsColumn);
        QCOMPARE(header->sortIndicatorSection(), int(LockKeyModel::ViolationsColumn));
        const QList<QVariant> violations = column(LockKeyModel::ViolationsColumn);
        QVERIFY(violations.first().toInt() != violations.last().toInt());
        for (qsizetype i = 1; i < violations.size(); ++i)
            QVERIFY(violations.at(i - 1).toInt() <= violations.at(i).toInt());
        click(LockKeyModel::VerdictColumn);  // worst first again
        QCOMPARE(panel->listedKeys().first(), w.recordings()->traffic()->locks().first().key);
        QCOMPARE(w.run()->fullTrace().lockKey, shown);  // sorting chose no key
    }

    // Issue 27: where the table scrolls sideways (the user showed more columns than fit) the
    // column at the edge shows part of its title, cut at a word; every title is whole at the start
    // of its tooltip.
    void columnTitlesWholeInTooltips()
    {
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        auto *view = w.findChild<QTableView *>(u"lockKeysView"_s);
        QVERIFY(view);
        QAbstractItemModel *model = view->model();
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString title = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            QVERIFY(!title.isEmpty());
            const QString tip = model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
            QVERIFY2(tip == title || tip.startsWith(title + u'\n'), qPrintable(tip));
        }
        // The counts say what they count (the tooltips were only the titles).
        QVERIFY(model->headerData(LockKeyModel::LocksLostColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(u"expired"_s));
    }

    void keysPanelFitsItsDock_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("en") << u"en"_s;
        QTest::addRow("de") << u"de"_s;
    }
    // Issue 27: at 1280×720 the panel scrolled sideways with 4 of its 11 columns in view. The key,
    // its verdict and violations show whole without scrolling, the other counts are in the key's
    // tooltip, and the header's menu shows a column the user wants.
    void keysPanelFitsItsDock()
    {
        QFETCH(QString, language);
        if (language != u"en"_s)
            QVERIFY(installTranslations(language));
        auto english = qScopeGuard([] {
            for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
                QCoreApplication::removeTranslator(t);
                delete t;
            }
            installTranslations(u"en"_s);
        });
        MainWindow w(fixed());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"services.monitor.log"_s), &error), qPrintable(error));
        QCoreApplication::processEvents();
        LockKeysPanel *panel = w.recordings()->lockKeysPanel();
        QTableView *view = panel->view();
        QVERIFY(view->isVisible());
        QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
        QHeaderView *header = view->horizontalHeader();
        const QFontMetrics fm = header->fontMetrics();
        for (int c = 0; c < LockKeyModel::ColumnCount; ++c) {
            const bool shown =
                c == LockKeyModel::KeyColumn || c == LockKeyModel::VerdictColumn || c == LockKeyModel::ViolationsColumn;
            QCOMPARE(!view->isColumnHidden(c), shown);
            const QString title = view->model()->headerData(c, Qt::Horizontal).toString();
            if (shown)  // whole: "ock-Schlüsse" was the key column's title in German
                QVERIFY2(header->sectionSize(c) >= fm.horizontalAdvance(title) + 8, qPrintable(title));
        }
        // The key column has room for a key of the capture, not a few letters of it.
        const QString key = panel->listedKeys().first();
        QVERIFY2(header->sectionSize(LockKeyModel::KeyColumn) >= view->fontMetrics().horizontalAdvance(key) / 2,
                 qPrintable(QStringLiteral("%1 px for %2").arg(header->sectionSize(LockKeyModel::KeyColumn)).arg(key)));
        // The hidden counts are in the key's tooltip, titled as their columns are.
        const QString tip = view->model()->index(0, LockKeyModel::KeyColumn).data(Qt::ToolTipRole).toString();
        for (int c : {LockKeyModel::ClientsColumn, LockKeyModel::OverlapsColumn, LockKeyModel::LocksLostColumn})
            QVERIFY2(tip.contains(view->model()->headerData(c, Qt::Horizontal).toString()), qPrintable(tip));

        // The header's menu shows a hidden column and hides a shown one; the choice outlives the next capture.
        Q_EMIT header->customContextMenuRequested(QPoint(10, 5));
        auto *menu = panel->findChild<QMenu *>(u"lockKeysColumns"_s);
        QVERIFY(menu);
        QTRY_VERIFY(menu->isVisible());
        const QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), LockKeyModel::ColumnCount - 2);  // not the key, no shard on one server
        auto action = [&](int column) {
            const auto found = std::find_if(actions.cbegin(), actions.cend(),
                                            [column](const QAction *a) { return a->data().toInt() == column; });
            return found == actions.cend() ? nullptr : *found;
        };
        QVERIFY(action(LockKeyModel::OverlapsColumn) && !action(LockKeyModel::OverlapsColumn)->isChecked());
        action(LockKeyModel::OverlapsColumn)->trigger();
        action(LockKeyModel::ViolationsColumn)->trigger();
        menu->hide();
        QVERIFY(!view->isColumnHidden(LockKeyModel::OverlapsColumn));
        QVERIFY(view->isColumnHidden(LockKeyModel::ViolationsColumn));
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        QVERIFY(!view->isColumnHidden(LockKeyModel::OverlapsColumn));
        QVERIFY(view->isColumnHidden(LockKeyModel::ViolationsColumn));
    }

    void simulatedRunsListNoKeysAndKeepTheirControls()
    {
        MainWindow w(fixed());
        const QString fencingTip = w.fencingAction()->toolTip();
        QVERIFY(w.releaseCombo()->isEnabled());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        // Real traffic: no policy or fault can be applied to it, and the tooltips say why.
        QVERIFY(w.simulatorControlsLocked());
        QVERIFY(!w.releaseCombo()->isEnabled());
        QVERIFY(!w.fencingAction()->isEnabled());
        QVERIFY(!w.labTabs().faultPalette->isEnabled());
        QVERIFY(w.fencingAction()->toolTip().contains(u"Observed traffic"_s));
        QVERIFY(w.labTabs().faultPalette->toolTip().contains(u"Observed traffic"_s));
        QVERIFY(!w.editor()->isEnabled());
        // A fencing flip that got through anyway would replace the observed run: none does.
        w.fencingAction()->trigger();
        QVERIFY(isObservedTraffic(w.run()->fullTrace()));

        QVERIFY(w.openScenario(u"mutual-exclusion"_s));
        QVERIFY(!isObservedTraffic(w.run()->fullTrace()));
        QCOMPARE(w.recordings()->lockKeysPanel()->model()->rowCount(), 0);
        QVERIFY(w.recordings()->lockKeysDock()->isHidden());
        QVERIFY(!w.recordings()->traffic());
        QVERIFY(w.banner()->scope().isEmpty());
        QVERIFY(!w.banner()->details().contains(u"lock keys"_s));
        QVERIFY(!w.simulatorControlsLocked());
        QVERIFY(w.releaseCombo()->isEnabled() && w.fencingAction()->isEnabled());
        QVERIFY(w.labTabs().faultPalette->isEnabled());
        QCOMPARE(w.fencingAction()->toolTip(), fencingTip);
        QVERIFY(w.editor()->isEnabled());
    }

    void cancelLeavesTheSessionAsItWas()
    {
        MainWindow w(fixed());
        auto *recordings = w.recordings();
        const QString before = w.run()->scenario().name;
        QSignalSpy ended(recordings, &Recordings::loadingFinished);
        recordings->beginOpenMonitorLog(capture(u"services.monitor.log"_s));
        QVERIFY(recordings->isLoading());
        QVERIFY(!recordings->loadingBar()->isHidden());
        recordings->cancelLoading();
        QCOMPARE(ended.size(), 1);
        QCOMPARE(ended.first().at(0).toBool(), false);
        QTest::qWait(200);  // a finished() that came anyway would show the log now
        QCOMPARE(ended.size(), 1);
        QCOMPARE(w.run()->scenario().name, before);
        QVERIFY(!isObservedTraffic(w.run()->fullTrace()));
        QVERIFY(!recordings->traffic());
    }

    void aFileThatIsNoLogSaysWhy()
    {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, u"empty.log"_s, "OK\n");
        MainWindow w(fixed());
        QString error;
        QVERIFY(!w.recordings()->openMonitorLog(path, &error));
        QVERIFY2(error.contains(u"no MONITOR line"_s), qPrintable(error));
        QVERIFY(!w.recordings()->traffic());
    }

    // The limits a run and a recording have hold for a log too: what is read up to there is shown,
    // and the banner says it stopped early.
    void aLogPastItsLimitSaysSo()
    {
        TrafficOptions options;
        options.limits.maxEvents = 20;
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"services.monitor.log"_s), &error, options),
                 qPrintable(error));
        QVERIFY(!w.run()->fullTrace().limitReached.isEmpty());
        QVERIFY2(w.banner()->details().contains(u"stopped early"_s), qPrintable(w.banner()->details()));
    }

    void dropOpensALog()
    {
        MainWindow w(fixed());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(capture(u"lab.monitor.log"_s))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QTRY_VERIFY_WITH_TIMEOUT(w.recordings()->traffic() != nullptr, 10000);
        QVERIFY(isObservedTraffic(w.run()->fullTrace()));
    }

    void optionsChooseTheKeys()
    {
        MonitorLogDialog dialog(capture(u"lab.monitor.log"_s));
        dialog.keysEdit()->setText(u"lock:job, lock:work"_s);
        dialog.fenceKeyEdit()->setText(u" fence "_s);
        const TrafficOptions options = dialog.options();
        QCOMPARE(options.lockGlobs, (QStringList{u"lock:job"_s, u"lock:work"_s}));
        QCOMPARE(options.fenceKey, u"fence"_s);
        QCOMPARE(options.db, -1);
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error, options), qPrintable(error));
        QCOMPARE(w.recordings()->lockKeysPanel()->model()->rowCount(), 2);
        QStringList keys = w.recordings()->lockKeysPanel()->listedKeys();
        keys.sort();
        QCOMPARE(keys, (QStringList{u"lock:job"_s, u"lock:work"_s}));
    }

    // A glob the command line refuses (too large to compile, yet within a line edit's 32,767
    // characters) is refused by the dialog too, with the command line's message, before anything is
    // read: the dialog stays open on it.
    void optionsRefuseAnInvalidGlob_data()
    {
        QTest::addColumn<bool>("storeKeys");
        QTest::addColumn<QString>("flag");
        QTest::newRow("lock keys") << false << u"--keys"_s;
        QTest::newRow("store keys") << true << u"--store-keys"_s;
    }
    void optionsRefuseAnInvalidGlob()
    {
        QFETCH(bool, storeKeys);
        QFETCH(QString, flag);
        const QString glob = u"[ab]"_s.repeated(5000);
        MonitorLogDialog dialog(capture(u"lab.monitor.log"_s));
        QLineEdit *edit = storeKeys ? dialog.storeKeysEdit() : dialog.keysEdit();
        edit->setText(u"lock:* "_s + glob);
        dialog.show();
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QProcess cli;
        cli.start(QStringLiteral(LOCKLAB_BINARY), {u"import"_s, capture(u"lab.monitor.log"_s), flag, glob});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        const QString said = QString::fromUtf8(cli.readAllStandardError()).trimmed();
        const QString prefix = u"locklab import: "_s + flag + u": "_s;
        QVERIFY2(said.startsWith(prefix), qPrintable(said.left(300)));
        const QString shown = dialog.errorLabel()->text();
        QVERIFY2(shown.endsWith(u": "_s + said.mid(prefix.size())), qPrintable(shown.left(300)));
        QVERIFY(!dialog.errorLabel()->isHidden());
        // Put right, it opens.
        edit->setText(u"lock:*"_s);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.errorLabel()->isHidden());
    }

    // Issue 25 item 4: each client's release as it was seen, on its lane and in the report, not the
    // release policy a simulated run would have (the go-redis lab DELs lock:job, and runs a
    // compare-and-delete on lock:work).
    void releaseAsSeenOnEachLane_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("release");
        QTest::newRow("plain DEL") << u"lock:job"_s << u"DEL release"_s;
        QTest::newRow("compare-and-delete") << u"lock:work"_s << u"compare-and-delete"_s;
    }
    void releaseAsSeenOnEachLane()
    {
        QFETCH(QString, key);
        QFETCH(QString, release);
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.recordings()->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        QVERIFY(w.recordings()->showLockKey(key));
        int workers = 0;
        for (const Lane &lane : w.timeline()->model().lanes) {
            if (lane.type != Lane::Type::Worker)
                continue;
            ++workers;
            QCOMPARE(lane.detail, release);
        }
        QCOMPARE(workers, 2);
        QProcess cli;
        cli.start(QStringLiteral(LOCKLAB_BINARY), {u"import"_s, capture(u"lab.monitor.log"_s), u"--key"_s, key});
        QVERIFY(cli.waitForFinished(60000));
        const QString report = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(report.contains(u"client-53110: "_s + release), qPrintable(report));
        // A simulated run's lanes say nothing of it: its workers follow the policy.
        QVERIFY(w.openScenario(u"mutual-exclusion"_s));
        for (const Lane &lane : w.timeline()->model().lanes)
            QVERIFY(lane.type != Lane::Type::Worker || lane.detail.isEmpty());
    }

    // A redis-py Lock on "lock:\x1b[2J\x1b[31mRED\x00nul\nnewline\r\u202e" (two clients, the first
    // sleeping past its TTL): its key was drawn raw — the banner after the U+202E reversed, the
    // window's title cut at the NUL. Every place the window shows the key shows it as the command line
    // prints it (printable()).
    void aKeyIsShownEscaped()
    {
        const QString escaped = u"lock:\\x1b[2J\\x1b[31mRED\\x00nul\\nnewline\\r\\u{202e}"_s;
        MainWindow w(fixed());
        QString error;
        QVERIFY2(w.openFile(capture(u"redispy-hostile-key.monitor.log"_s), &error), qPrintable(error));
        QVERIFY(rawControl(w.run()->fullTrace().lockKey));  // the key itself, as Redis has it
        QVERIFY2(w.banner()->details().contains(u"shown: "_s + escaped), qPrintable(w.banner()->details()));
        QVERIFY(!rawControl(w.banner()->details()) && !rawControl(w.banner()->headline()));
        QVERIFY2(w.windowTitle().contains(escaped), qPrintable(w.windowTitle()));
        const QAbstractItemModel *keys = w.recordings()->lockKeysPanel()->proxy();
        QCOMPARE(keys->index(0, LockKeyModel::KeyColumn).data().toString(), escaped);
        for (int c = 0; c < keys->columnCount(); ++c) {
            QVERIFY(!rawControl(keys->index(0, c).data().toString()));
            QVERIFY(!rawControl(keys->index(0, c).data(Qt::ToolTipRole).toString(), true));
        }
        const QAbstractItemModel *log = w.logModel();
        int withKey = 0;
        for (int row = 0; row < log->rowCount(); ++row) {
            for (int c = 0; c < log->columnCount(); ++c) {
                const QString text = log->index(row, c).data().toString();
                QVERIFY2(!rawControl(text), qPrintable(text));
                QVERIFY(!rawControl(log->index(row, c).data(Qt::ToolTipRole).toString(), true));
                withKey += text.contains(escaped);
            }
        }
        QVERIFY(withKey > 0);
        for (int row = 0; row < log->rowCount(); ++row) {  // the inspector at every event
            w.setCursorTime(w.run()->fullTrace().events.timeAt(row));
            for (const QString &text : w.inspector()->rowTexts()) {  // "name\tvalue"
                for (const QString &part : text.split(u'\t'))
                    QVERIFY2(!rawControl(part), qPrintable(part));
            }
        }
        for (const Lane &lane : w.timeline()->model().lanes)
            QVERIFY(!rawControl(lane.label) && !rawControl(lane.detail));
    }

    void savedTrafficKeepsEveryKey()
    {
        QTemporaryDir dir;
        MainWindow w(fixed());
        auto *recordings = w.recordings();
        QString error;
        QVERIFY2(recordings->openMonitorLog(capture(u"lab.monitor.log"_s), &error), qPrintable(error));
        QVERIFY(recordings->showLockKey(u"lock:report"_s));
        const QString path = dir.filePath(u"lab.locklab"_s);
        QVERIFY2(recordings->saveRecording(path, &error), qPrintable(error));
        MainWindow again(fixed());
        QVERIFY2(again.recordings()->openRecording(path, &error), qPrintable(error));
        QCOMPARE(again.run()->fullTrace().lockKey, u"lock:report"_s);  // as it was shown
        QVERIFY(again.recordings()->traffic());
        QCOMPARE(listed(again.recordings()->lockKeysPanel()), listed(recordings->lockKeysPanel()));
    }
};

QTEST_MAIN(TestUiLockKeys)
#include "tst_uilockkeys.moc"
