// SPDX-License-Identifier: MIT
// `locklab --screenshot` end to end: the real binary, offscreen.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestUiScreenshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesRequestedSize_data();
    void writesRequestedSize();
    void rejectsBadOptions_data();
    void rejectsBadOptions();
    void headlessRunStillWorks();

private:
    int runLocklab(const QStringList &arguments, QByteArray *errors = nullptr);
    QTemporaryDir m_dir;
};

int TestUiScreenshot::runLocklab(const QStringList &arguments, QByteArray *errors)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.path());  // never the user's settings
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LOCKLAB_BINARY), arguments);
    if (!p.waitForFinished(60000))
        return -1;
    if (errors)
        *errors = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

void TestUiScreenshot::writesRequestedSize_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QRgb>("banner");  // the verdict banner's colour must be in the image
    QTest::newRow("default ttl-overlap") << QStringList{} << QSize(1600, 1000) << QRgb(0x9c1c7a);
    QTest::newRow("fencing on, small") << QStringList{QStringLiteral("--fencing"), QStringLiteral("on"),
                                                      QStringLiteral("--size"), QStringLiteral("1024x640")}
                                       << QSize(1024, 640) << QRgb(0xc62834);
    QTest::newRow("mutual-exclusion at 50 ms")
        << QStringList{QStringLiteral("--scenario"), QStringLiteral("mutual-exclusion"), QStringLiteral("--at-ms"),
                       QStringLiteral("50"),         QStringLiteral("--size"),           QStringLiteral("1280x720")}
        << QSize(1280, 720) << QRgb(0x1f8a4c);
    QTest::newRow("naive-del, token release")
        << QStringList{QStringLiteral("--scenario"), QStringLiteral("naive-del"), QStringLiteral("--release"),
                       QStringLiteral("token"),      QStringLiteral("--size"),    QStringLiteral("900x700")}
        << QSize(900, 700) << QRgb(0xc62834);
    // --wait is the WAIT switch: A learns no replica has its lock and steps back, so no corruption.
    QTest::newRow("failover-loses-lock") << QStringList{QStringLiteral("--scenario"),
                                                        QStringLiteral("failover-loses-lock")}
                                         << QSize(1600, 1000) << QRgb(0x9c1c7a);
    QTest::newRow("failover-loses-lock, WAIT on")
        << QStringList{QStringLiteral("--scenario"), QStringLiteral("failover-loses-lock"), QStringLiteral("--wait"),
                       QStringLiteral("on")}
        << QSize(1600, 1000) << QRgb(0x1f8a4c);
}

void TestUiScreenshot::writesRequestedSize()
{
    QFETCH(QStringList, options);
    QFETCH(QSize, size);
    QFETCH(QRgb, banner);
    const QString path = m_dir.filePath(
        QStringLiteral("shot-%1.png").arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'));
    QByteArray errors;
    QCOMPARE(runLocklab(QStringList{QStringLiteral("--screenshot"), path} + options, &errors), 0);
    const QImage image(path);
    QVERIFY2(!image.isNull(), errors.constData());
    QCOMPARE(image.size(), size);
    // The banner spans the central area under the toolbar: look down the left edge for it.
    bool found = false;
    for (int y = 0; y < image.height() / 3 && !found; ++y)
        found = (image.pixel(4, y) & 0xffffff) == (banner & 0xffffff);
    QVERIFY2(found, "the verdict banner's colour is missing");
}

void TestUiScreenshot::rejectsBadOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("huge")};
    QTest::newRow("bad release") << QStringList{QStringLiteral("--release"), QStringLiteral("sometimes")};
    QTest::newRow("bad fencing") << QStringList{QStringLiteral("--fencing"), QStringLiteral("maybe")};
    QTest::newRow("bad wait") << QStringList{QStringLiteral("--wait"), QStringLiteral("always")};
    QTest::newRow("unknown scenario") << QStringList{QStringLiteral("--scenario"), QStringLiteral("no-such-scenario")};
}

void TestUiScreenshot::rejectsBadOptions()
{
    QFETCH(QStringList, options);
    const QString path = m_dir.filePath(QStringLiteral("bad.png"));
    QCOMPARE(runLocklab(QStringList{QStringLiteral("--screenshot"), path} + options), 2);
    QVERIFY(!QFile::exists(path));
}

void TestUiScreenshot::headlessRunStillWorks()
{
    // `run` must not need a display, nor create a QApplication.
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("run"), QStringLiteral("ttl-overlap")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().contains("verdict"));
}

QTEST_GUILESS_MAIN(TestUiScreenshot)
#include "tst_uiscreenshot.moc"
