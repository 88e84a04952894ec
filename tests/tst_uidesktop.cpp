// SPDX-License-Identifier: MIT
#include "guiapp.h"
#include "inspectorview.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "translations.h"

#include <QDockWidget>
#include <QFile>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

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
        QString tab;  // object name of the main tab, empty: the timeline
    };
    const QList<Shot> shots = {
        {QStringLiteral("ttl-overlap"), QStringLiteral("ttl-overlap"), {}},
        {QStringLiteral("retry-jitter"), QStringLiteral("retry-jitter"), {}},
        {QStringLiteral("fairness"), QStringLiteral("retry-jitter"), QStringLiteral("fairnessView")}};
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
