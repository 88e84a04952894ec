// SPDX-License-Identifier: MIT
// Issue 19: every seed of the fuzzers and every input a fuzzer ever crashed on, through the same
// target function (tests/fuzz/fuzztargets.h) in the ordinary build, so a fixed crash stays fixed
// and the sanitizer build (the asan preset) sees them all too. tools/fuzz.sh explains how a crash
// becomes a file under tests/fuzz/regressions/<target>/.
#include "fuzz/fuzztargets.h"

#include <QDir>
#include <QTest>

using namespace locklab;

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void inputIsHandled_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        const QString root = QStringLiteral(LOCKLAB_SOURCE_DIR);
        const QList<QPair<QString, QStringList>> sources{
            {QStringLiteral("scenario"),
             {QStringLiteral("resources/scenarios"), QStringLiteral("tests/data/good"),
              QStringLiteral("tests/data/bad"), QStringLiteral("tests/fuzz/regressions/scenario")}},
            {QStringLiteral("recording"),
             {QStringLiteral("tests/fuzz/corpus/recording"), QStringLiteral("tests/fuzz/regressions/recording")}},
            {QStringLiteral("resp"),
             {QStringLiteral("tests/fuzz/corpus/resp"), QStringLiteral("tests/fuzz/regressions/resp")}},
            {QStringLiteral("monitorline"),
             {QStringLiteral("tests/fuzz/corpus/monitorline"), QStringLiteral("tests/fuzz/regressions/monitorline")}},
        };
        int rows = 0;
        for (const auto &[target, dirs] : sources) {
            for (const QString &dir : dirs) {
                const QDir d(root + u'/' + dir);
                for (const QString &name : d.entryList(QDir::Files, QDir::Name)) {
                    QTest::newRow(qPrintable(target + u':' + dir + u'/' + name)) << target << d.filePath(name);
                    ++rows;
                }
            }
        }
        QVERIFY(rows > 50);
    }

    void inputIsHandled()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QString problem = target == QStringLiteral("scenario")    ? fuzz::scenario(bytes)
                                : target == QStringLiteral("recording") ? fuzz::recording(bytes)
                                : target == QStringLiteral("resp")      ? fuzz::resp(bytes)
                                                                        : fuzz::monitorLine(bytes);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
