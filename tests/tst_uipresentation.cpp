// SPDX-License-Identifier: MIT
// Screencast mode: the caption bar, presentation mode, the guided tour and the export actions.
#include "builtins.h"
#include "captionbar.h"
#include "guiapp.h"
#include "guidedtour.h"
#include "mainwindow.h"
#include "presentation.h"
#include "runcontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

using namespace locklab;

class TestUiPresentation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void captionFollowsCursor();
    void presentationHidesDocksAndEnlarges();
    void windowPresets();
    void menusHaveTheActions();
    void tourPlaysTheSixExperimentsInOrder();
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
    return w.findChild<Presentation *>();
}

} // namespace

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
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            n += d->isVisible() ? 1 : 0;
        return n;
    };
    const int before = visibleDocks();
    QVERIFY(before > 0);
    const QFont normal = w.font();
    QVERIFY(!p->captionBar()->isVisible());
    p->presentationAction()->trigger();
    QVERIFY(p->isPresenting());
    QCOMPARE(visibleDocks(), 0);
    QVERIFY(p->captionBar()->isVisible());
    QVERIFY(p->captionBar()->isLarge());
    QVERIFY(QFontInfo(w.font()).pixelSize() > QFontInfo(normal).pixelSize());
    if (!qEnvironmentVariableIsEmpty("LOCKLAB_PRESENTATION_SHOT")) {
        QString error;
        QVERIFY(saveScreenshot(w, qEnvironmentVariable("LOCKLAB_PRESENTATION_SHOT"), QSize(1280, 720), &error));
    }
    p->presentationAction()->trigger();
    QVERIFY(!p->isPresenting());
    QCOMPARE(visibleDocks(), before);
    QCOMPARE(w.font(), normal);
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
    for (QAction *a : {p->exportImageAction(), p->exportVideoAction(), p->presentationAction(), p->tourAction()})
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

void TestUiPresentation::tourPlaysTheSixExperimentsInOrder()
{
    MainWindow w(fixed());
    w.show();
    Presentation *p = presentationOf(w);
    w.run()->setSpeed(20.0);  // fast: a whole experiment in a few wall milliseconds
    p->tour()->setPauses(10, 10);
    QSignalSpy started(p->tour(), &GuidedTour::experimentStarted);
    QSignalSpy running(p->tour(), &GuidedTour::runningChanged);
    p->tourAction()->trigger();
    QVERIFY(p->isPresenting());
    QVERIFY(p->tour()->isRunning());
    QVERIFY(!p->captionBar()->headline().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!p->tour()->isRunning(), 60000);
    QCOMPARE(started.size(), seedLabScenarioNames().size());
    for (int i = 0; i < started.size(); ++i)
        QCOMPARE(started.at(i).at(0).toInt(), i);
    QCOMPARE(running.size(), 2);
    QVERIFY(!p->tourAction()->isChecked());
}

QTEST_MAIN(TestUiPresentation)
#include "tst_uipresentation.moc"
