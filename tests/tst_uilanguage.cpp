// SPDX-License-Identifier: MIT
// `locklab --lang de` is German: the window built after the German catalogue is installed (what
// runGui does for --lang) has German menus and a German verdict banner; the real binary accepts
// --lang and refuses a language it does not speak.
#include "aboutdialog.h"
#include "builtinscenario.h"
#include "core/localnumbers.h"
#include "core/mstext.h"
#include "core/translations.h"
#include "faultpalette.h"
#include "labtabs.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "tracelogmodel.h"
#include "verdictbanner.h"
#include "workertablemodel.h"

#include <QAbstractItemView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace locklab;

class TestUiLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void germanWindow();
    void frenchWindow();
    void germanNumbers();
    void editorStepsInTheLanguage_data();
    void editorStepsInTheLanguage();
    void editorShowsTheBuiltinInTheLanguage();
    void firedFaultNamedInTheLanguage();
    void binaryTakesLang();
    void aboutNamesTheVersions();

private:
    static QStringList menuTitles(MainWindow &window);
    static void backToEnglish();
};

QStringList TestUiLanguage::menuTitles(MainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

void TestUiLanguage::backToEnglish()
{
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

void TestUiLanguage::germanWindow()
{
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    QStringList english;
    QString englishBanner;
    {
        MainWindow window(options);
        english = menuTitles(window);
        englishBanner = window.banner()->headline();
    }
    QCOMPARE(englishBanner, QStringLiteral("STALE WRITE ACCEPTED"));
    QVERIFY(english.contains(QStringLiteral("&File")));

    QVERIFY(installTranslations(QStringLiteral("de")));
    MainWindow window(options);
    const QStringList german = menuTitles(window);
    QCOMPARE(german.size(), english.size());
    QVERIFY2(german.contains(QStringLiteral("&Datei")), qPrintable(german.join(u' ')));
    for (qsizetype i = 0; i < german.size(); ++i)
        QVERIFY2(german.at(i) != english.at(i), qPrintable(QStringLiteral("menu not translated: ") + english.at(i)));
    const QString banner = window.banner()->headline();
    QVERIFY2(banner != englishBanner && !banner.isEmpty(), qPrintable(banner));
    QVERIFY2(banner.contains(QLatin1String("SCHREIB")), qPrintable(banner));  // "… SCHREIBVORGANG …"
    // The parts that add to the window's menus find them in German too: Compare sits in View.
    auto *viewMenu = window.menu(MenuId::View);
    QVERIFY(viewMenu);
    const QList<QAction *> viewActions = viewMenu->actions();
    QVERIFY2(
        std::any_of(viewActions.cbegin(), viewActions.cend(),
                    [](QAction *a) { return a->menu() && a->menu()->objectName() == QLatin1String("compareMenu"); }),
        "the Compare menu did not find View in the German window");
    // The built-in scenario's title is German too.
    QVERIFY2(!window.windowTitle().contains(QLatin1String("expires")), qPrintable(window.windowTitle()));
    backToEnglish();
}

void TestUiLanguage::frenchWindow()
{
    QVERIFY(installTranslations(QStringLiteral("fr")));
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("naive-del");
    MainWindow window(options);
    QVERIFY2(menuTitles(window).contains(QStringLiteral("&Fichier")), qPrintable(menuTitles(window).join(u' ')));
    QVERIFY2(window.banner()->headline() != QStringLiteral("ANOTHER WORKER'S LOCK DELETED"),
             qPrintable(window.banner()->headline()));
    backToEnglish();
}

// Issue 27: German numbers take a decimal comma in the window ("150,2 ms"), as runGui sets it up
// for --lang de; the command line's report keeps the C locale's point whatever the language.
void TestUiLanguage::germanNumbers()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    setNumberLocale(QLocale(QStringLiteral("de")));
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    window.setCursorTime(121200);
    const QString details = window.banner()->details();
    const QString status = window.findChild<QLabel *>(QStringLiteral("runStatus"))->text();
    auto *log = window.findChild<QAbstractItemView *>(QStringLiteral("eventLog"));
    QVERIFY(log);
    QStringList times;
    QString notes;
    for (int row = 0; row < log->model()->rowCount(); ++row) {
        times << log->model()->index(row, 0).data().toString();
        notes += log->model()->index(row, TraceLogModel::NoteColumn).data().toString() + u'\n';
    }
    const QString germanMs = formatMs(150200);
    setNumberLocale(QLocale::c());
    backToEnglish();
    // Issue 27: the number and its unit are joined by a no-break space: the banner wrapped between
    // "150,2" and "ms". The event log and every "N ms" a view writes come from formatMs().
    QVERIFY2(details.contains(QStringLiteral("150,2\u00a0ms")), qPrintable(details));
    QVERIFY2(!details.contains(QRegularExpression(QStringLiteral("\\d ms"))), qPrintable(details));
    QVERIFY2(notes.contains(QStringLiteral("0,200\u00a0ms")), qPrintable(notes));  // the log's round trip
    QCOMPARE(germanMs, QStringLiteral("150,2\u00a0ms"));
    QVERIFY2(times.contains(QStringLiteral("121,200")), qPrintable(times.join(u' ')));
    QVERIFY2(!status.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))), qPrintable(status));
    QCOMPARE(formatMs(150200), QStringLiteral("150.2 ms"));  // the command line's: a plain space

    QProcess p;
    p.start(QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("run"), QStringLiteral("ttl-overlap")});
    QVERIFY(p.waitForFinished(60000));
    const QString report = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(report.contains(QStringLiteral("150.2")) && !report.contains(QStringLiteral("150,2")), qPrintable(report));
}

void TestUiLanguage::editorStepsInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::addRow("de") << QStringLiteral("de")
                        << QStringLiteral("erwerben (20 Versuche) → Pause 400 ms → schreiben → freigeben");
    QTest::addRow("fr") << QStringLiteral("fr")
                        << QStringLiteral("acquérir (20 tentatives) → pause 400 ms → écrire → libérer");
}

// Issue 27: the editor's Steps summary named the steps as the file format does ("acquire → pause
// 400 ms → write → release") under German headers.
void TestUiLanguage::editorStepsInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QVERIFY(installTranslations(language));
    const QString steps = WorkerTableModel::stepsText(builtin(QStringLiteral("ttl-overlap")).workers.first());
    backToEnglish();
    QCOMPARE(QString(steps).replace(QChar::Nbsp, u' '), expected);
}

// Issue 27: the editor's Title and Description showed a built-in's English words under German
// labels; a German title for a built-in, and nothing written back until the user edits.
void TestUiLanguage::editorShowsTheBuiltinInTheLanguage()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    ScenarioEditor *editor = window.editor();
    QVERIFY(editor);
    const QString title = editor->titleEdit()->text();
    const QString description = editor->descriptionEdit()->toPlainText();
    const Scenario &scenario = window.document()->scenario();
    backToEnglish();
    QCOMPARE(title, QStringLiteral("Das Lock läuft ab, während sein Halter eingefroren ist"));
    QVERIFY2(description.startsWith(QLatin1String("Die TTL")), qPrintable(description));
    QCOMPARE(scenario.title, QStringLiteral("The lock expires while its holder is frozen"));
    QCOMPARE(window.document()->undoStack()->count(), 0);
}

// Issue 27: firing a clock jump from the palette named it "clock-jump" (the file format's word) in
// the Edit menu of a German window.
void TestUiLanguage::firedFaultNamedInTheLanguage()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    MainWindow::Options options;
    options.useSettings = false;
    options.scenario = QStringLiteral("ttl-overlap");
    MainWindow window(options);
    window.labTabs().faultPalette->setMs(300);
    window.labTabs().faultPalette->fire(FaultPalette::Action::ClockJump);
    const QString undo = window.document()->undoStack()->undoText();
    backToEnglish();
    QVERIFY2(undo.startsWith(QLatin1String("Uhrsprung bei ")) && undo.endsWith(QStringLiteral(" auslösen")),
             qPrintable(undo));
}

void TestUiLanguage::binaryTakesLang()
{
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("de.png"));
    QProcess p;
    p.start(QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--screenshot"), shot,
             QStringLiteral("--size"), QStringLiteral("800x600")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QFile::exists(shot));

    p.start(QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("--lang"), QStringLiteral("klingon"), QStringLiteral("--screenshot"), shot});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains("expected one of en, de, fr"));
}

void TestUiLanguage::aboutNamesTheVersions()
{
    const QString text = aboutText(QStringLiteral("7.0.15"));
    QVERIFY(text.contains(QStringLiteral(LOCKLAB_VERSION)));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QLatin1String("QCoro")) && text.contains(QLatin1String("0.8")));
    QVERIFY(text.contains(QLatin1String("hiredis")) && text.contains(QLatin1String("0.14")));
    QVERIFY(text.contains(QLatin1String("7.0.15")));
    QVERIFY(aboutText(QString()).contains(QLatin1String("embedded simulator")));
}

QTEST_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
