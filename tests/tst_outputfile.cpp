// SPDX-License-Identifier: MIT
// Issue 28: writes that cannot destroy. Every file LockLab writes goes through OutputFile: a new
// path or a regular file is replaced atomically, "-" and a FIFO are written straight through,
// anything else (a device, a directory, a socket) is refused before any work; every write is
// checked, standard output included. A full disk is RLIMIT_FSIZE in the child (writes past it
// fail with EFBIG, as ENOSPC would), so no mount is needed.
#include "cli.h"
#include "core/outputfile.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace locklab;

namespace {

using test::Cli;

// `locklab ARGS`; stdout into `stdoutPath` when given (e.g. /dev/full), files past `maxFileBytes`
// refused by the kernel when it is not 0.
Cli runCli(const QStringList &arguments, const QString &stdoutPath = QString(), qint64 maxFileBytes = 0)
{
    return test::runCli(arguments, 120000, [&](QProcess &process) {
        // render needs a runtime folder of its own, or Qt warns on stderr.
        static const QTemporaryDir runtime;
        QFile::setPermissions(runtime.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        if (!stdoutPath.isEmpty())
            process.setStandardOutputFile(stdoutPath);
        if (maxFileBytes > 0) {
            process.setChildProcessModifier([maxFileBytes] {
                const rlimit limit{static_cast<rlim_t>(maxFileBytes), static_cast<rlim_t>(maxFileBytes)};
                ::setrlimit(RLIMIT_FSIZE, &limit);
                ::signal(SIGXFSZ, SIG_IGN);  // a write past the limit fails with EFBIG instead of a signal
            });
        }
    });
}

bool isCharacterDevice(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

bool isFifo(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

// Every file in `dir` but the ones named: a temporary file left behind shows here.
QStringList strays(const QTemporaryDir &dir, const QStringList &expected)
{
    QStringList found = QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot | QDir::System);
    for (const QString &name : expected)
        found.removeAll(name);
    return found;
}

}  // namespace

class TestOutputFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // What may be a target, and what each refusal says.
    void targets_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("message");
        QTest::newRow("a new path") << QStringLiteral("new.csv") << true << QString();
        QTest::newRow("a regular file") << QStringLiteral("old.csv") << true << QString();
        QTest::newRow("standard output") << QStringLiteral("-") << true << QString();
        QTest::newRow("a FIFO") << QStringLiteral("fifo") << true << QString();
        QTest::newRow("a directory") << QStringLiteral("folder") << false
                                     << QStringLiteral("a directory, not a regular file");
        QTest::newRow("/dev/full") << QStringLiteral("/dev/full") << false
                                   << QStringLiteral("/dev/full: a character device, not a regular file");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null") << false << QStringLiteral("a character device");
        QTest::newRow("a socket") << QStringLiteral("socket") << false
                                  << QStringLiteral("a socket, not a regular file");
        QTest::newRow("a missing folder")
            << QStringLiteral("nowhere/x.csv") << false << QStringLiteral("No such file or directory");
    }

    void targets()
    {
        QFETCH(QString, path);
        QFETCH(bool, ok);
        QFETCH(QString, message);
        test::writeFile(m_dir, QStringLiteral("old.csv"), "old\n");
        QDir(m_dir.path()).mkpath(QStringLiteral("folder"));
        ::mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("fifo"))).constData(), 0600);
        if (!QFileInfo::exists(m_dir.filePath(QStringLiteral("socket")))) {
            const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
            sockaddr_un address = {};
            address.sun_family = AF_UNIX;
            const QByteArray socketPath = QFile::encodeName(m_dir.filePath(QStringLiteral("socket")));
            QVERIFY(socketPath.size() < qsizetype(sizeof(address.sun_path)));
            std::copy(socketPath.cbegin(), socketPath.cend(), address.sun_path);
            QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
            ::close(fd);
        }
        const QString full = path.startsWith(u'/') || path == QStringLiteral("-") ? path : m_dir.filePath(path);
        QString error;
        QCOMPARE(OutputFile::check(full, &error), ok);
        if (!ok) {
            QVERIFY2(error.contains(message), qPrintable(error));
            QVERIFY(!error.contains(u'\n'));
        }
        // Opening refuses the same, and leaves the target as it was.
        if (!ok) {
            OutputFile file(full);
            QVERIFY(!file.open(&error));
        }
        QVERIFY(isCharacterDevice(QStringLiteral("/dev/full")));
        QVERIFY(isCharacterDevice(QStringLiteral("/dev/null")));
    }

    // A file whose writing fails is never half there: the old one stays.
    void failedWriteKeepsTheOldFile()
    {
        const QString path = test::writeFile(m_dir, QStringLiteral("keep.csv"), "old\n");
        {
            OutputFile file(path);
            QString error;
            QVERIFY(file.open(&error));
            file.device()->write("new, but never committed\n");
        }  // discarded
        QCOMPARE(readAll(path), QByteArray("old\n"));
        OutputFile file(path);
        QString error;
        QVERIFY(file.open(&error));
        file.device()->write("new\n");
        QVERIFY2(file.commit(&error), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("new\n"));
        QCOMPARE(strays(m_dir, {QStringLiteral("keep.csv"), QStringLiteral("old.csv"), QStringLiteral("socket"),
                                QStringLiteral("fifo")}),
                 QStringList());
    }

    // Through the command line: every writer refuses a device node before any work, and it stays
    // one (as root, a rename over /dev/full used to make it a regular file).
    void cliRefusesDevices_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("run --record") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"),
                                                     QStringLiteral("--record"), QStringLiteral("/dev/full")};
        QTest::newRow("run --record .json") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"),
                                                           QStringLiteral("--record"), QStringLiteral("/dev/null")};
        QTest::newRow("sweep --csv") << QStringList{QStringLiteral("sweep"),    QStringLiteral("ttl-overlap"),
                                                    QStringLiteral("--vary"),   QStringLiteral("ttl=50:100:50"),
                                                    QStringLiteral("--trials"), QStringLiteral("10"),
                                                    QStringLiteral("--csv"),    QStringLiteral("/dev/full")};
        QTest::newRow("render --png") << QStringList{QStringLiteral("render"), QStringLiteral("fencing"),
                                                     QStringLiteral("--png"), QStringLiteral("/dev/full")};
        QTest::newRow("render --svg") << QStringList{QStringLiteral("render"), QStringLiteral("fencing"),
                                                     QStringLiteral("--svg"), QStringLiteral("/dev/full")};
    }

    void cliRefusesDevices()
    {
        QFETCH(QStringList, arguments);
        const Cli r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("a character device, not a regular file"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(isCharacterDevice(QStringLiteral("/dev/full")));
        QVERIFY(isCharacterDevice(QStringLiteral("/dev/null")));
    }

    // A full disk (RLIMIT_FSIZE): exit 1, one line, the old file intact, no temporary file left.
    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QStringList>("arguments");  // FILE is the target
        QTest::addColumn<QString>("name");
        QTest::newRow("run --record compact") << QStringList{QStringLiteral("run"), QStringLiteral("retry-spin"),
                                                             QStringLiteral("--record"), QStringLiteral("FILE")}
                                              << QStringLiteral("r.locklab");
        QTest::newRow("run --record json") << QStringList{QStringLiteral("run"), QStringLiteral("retry-spin"),
                                                          QStringLiteral("--record"), QStringLiteral("FILE")}
                                           << QStringLiteral("r.locklab.json");
        QTest::newRow("sweep --csv") << QStringList{QStringLiteral("sweep"),    QStringLiteral("ttl-overlap"),
                                                    QStringLiteral("--vary"),   QStringLiteral("ttl=10:500:5"),
                                                    QStringLiteral("--trials"), QStringLiteral("20"),
                                                    QStringLiteral("--csv"),    QStringLiteral("FILE")}
                                     << QStringLiteral("s.csv");
        QTest::newRow("render --png") << QStringList{QStringLiteral("render"), QStringLiteral("fencing"),
                                                     QStringLiteral("--png"), QStringLiteral("FILE")}
                                      << QStringLiteral("r.png");
        QTest::newRow("render --svg") << QStringList{QStringLiteral("render"), QStringLiteral("fencing"),
                                                     QStringLiteral("--svg"), QStringLiteral("FILE")}
                                      << QStringLiteral("r.svg");
    }

    void fullDiskKeepsTheOldFile()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, name, "the old file\n");
        arguments.replaceInStrings(QStringLiteral("FILE"), path);
        const Cli r = runCli(arguments, QProcess::nullDevice(), 512);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot write"), r.err.constData());
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QCOMPARE(readAll(path), QByteArray("the old file\n"));
        QCOMPARE(strays(dir, {name}), QStringList());
        // A new path stays absent: no 0-byte file.
        const QString fresh = dir.filePath(QStringLiteral("new-") + name);
        arguments.replaceInStrings(path, fresh);
        const Cli again = runCli(arguments, QProcess::nullDevice(), 512);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(!QFileInfo::exists(fresh), qPrintable(fresh));
        QCOMPARE(strays(dir, {name}), QStringList());
    }

    // Standard output is checked too: a report that could not be written is exit 1, one line.
    void stdoutIsChecked_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("run --json") << QStringList{QStringLiteral("run"), QStringLiteral("retry-spin"),
                                                   QStringLiteral("--json")};
        QTest::newRow("run report") << QStringList{QStringLiteral("run"), QStringLiteral("retry-spin")};
        QTest::newRow("list") << QStringList{QStringLiteral("list")};
        QTest::newRow("sweep --json") << QStringList{QStringLiteral("sweep"),    QStringLiteral("ttl-overlap"),
                                                     QStringLiteral("--vary"),   QStringLiteral("ttl=50:100:50"),
                                                     QStringLiteral("--trials"), QStringLiteral("10"),
                                                     QStringLiteral("--json")};
    }

    void stdoutIsChecked()
    {
        QFETCH(QStringList, arguments);
        const Cli r = runCli(arguments, QStringLiteral("/dev/full"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot write to standard output"), r.err.constData());
        QCOMPARE(r.err.count("locklab"), 1);
        QVERIFY(isCharacterDevice(QStringLiteral("/dev/full")));
    }

    // "-" and a FIFO are written straight through; the FIFO stays a FIFO.
    void streamsAreWrittenThrough()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("r.locklab"));
        QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--record"), saved},
                        QProcess::nullDevice())
                     .exitCode,
                 0);
        const Cli dashed = runCli({QStringLiteral("replay"), saved, QStringLiteral("--export"), QStringLiteral("-")});
        QCOMPARE(dashed.exitCode, 0);
        QCOMPARE(dashed.out, readAll(saved));

        const QString fifo = dir.filePath(QStringLiteral("fifo.locklab"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QByteArray received;
        std::unique_ptr<QThread> reader(QThread::create([&] { received = readAll(fifo); }));
        reader->start();
        const Cli piped = runCli({QStringLiteral("replay"), saved, QStringLiteral("--export"), fifo});
        QVERIFY(reader->wait(60000));
        QCOMPARE(piped.exitCode, 0);
        QCOMPARE(received, readAll(saved));
        QVERIFY(isFifo(fifo));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
