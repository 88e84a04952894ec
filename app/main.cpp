// SPDX-License-Identifier: MIT
#include "cli.h"
#include "core/buildinfo.h"
#include "core/translations.h"
#include "guiapp.h"
#include "options.h"

#include <QCoreApplication>
#include <QTextStream>

#include <csignal>
#include <cstring>

#include <malloc.h>  // mallopt (glibc)

int main(int argc, char *argv[])
{
    // hiredis writes with write(2): a server that hangs up while a command is on its way must be
    // an error on that connection (EPIPE), not SIGPIPE ending the process before it cleans up.
    std::signal(SIGPIPE, SIG_IGN);
    // A run's facts are a few lists of millions of items that grow as the run goes. glibc raises
    // its mmap threshold each time such a block is freed, after which the next ones grow inside
    // the heap by copying (old and new block resident at once) and never go back to the system. A
    // fixed threshold keeps every block of 4 MiB or more mapped: it grows by mremap, in place.
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    QString language;
    QString error;
    if (!locklab::options::takeLanguage(argc, argv, &language, &error)) {
        // Say it in the language chosen so far (an earlier --lang, else the system's): ask again now.
        QCoreApplication app(argc, argv);
        locklab::installTranslations(locklab::chooseLanguage(language));
        locklab::options::takeLanguage(argc, argv, &language, &error);
        QTextStream(stderr) << "locklab: " << error << '\n';
        return locklab::cli::BadInput;
    }
    // The window (and --screenshot) needs a QApplication; every subcommand stays headless.
    if (locklab::isGuiInvocation(argc, argv))
        return locklab::runGui(argc, argv, language, &locklab::options::parseGui);
    if (argc > 1 && std::strcmp(argv[1], "render") == 0)
        return locklab::cli::finishOutput(locklab::cli::render(argc, argv, language));
    QCoreApplication app(argc, argv);
    // The report speaks the user's language; --json, recordings and exit codes never change.
    locklab::installTranslations(locklab::chooseLanguage(language));
    QCoreApplication::setApplicationName(QStringLiteral("LockLab"));
    QCoreApplication::setOrganizationName(QStringLiteral("LockLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOCKLAB_VERSION));

    QStringList args = QCoreApplication::arguments();
    const QString command = args.size() > 1 ? args.at(1) : QString();
    if (command == QStringLiteral("--version") || command == QStringLiteral("version")) {
        QTextStream(stdout) << locklab::versionLine() << '\n';
        return locklab::cli::finishOutput(locklab::cli::Ok);
    }
    if (command == QStringLiteral("list"))
        return locklab::cli::finishOutput(locklab::cli::list());
    if (command == QStringLiteral("replay")) {
        args.removeAt(1);
        return locklab::cli::finishOutput(locklab::cli::replay(args));
    }
    if (command == QStringLiteral("sweep")) {
        args.removeAt(1);
        return locklab::cli::finishOutput(locklab::cli::sweep(args));
    }
    if (command == QStringLiteral("bench")) {
        args.removeAt(1);
        return locklab::cli::finishOutput(locklab::cli::bench(args));
    }
    if (command == QStringLiteral("watch") || command == QStringLiteral("import")) {
        args.removeAt(1);
        return locklab::cli::finishOutput(command == QStringLiteral("watch") ? locklab::cli::watch(args)
                                                                             : locklab::cli::import(args));
    }
    if (command == QStringLiteral("run")) {
        args.removeAt(1);
        return locklab::cli::finishOutput(locklab::cli::run(args));
    }
    const bool help =
        command == QStringLiteral("help") || command == QStringLiteral("--help") || command == QStringLiteral("-h");
    if (help) {
        QTextStream(stdout) << locklab::cli::usage();
        return locklab::cli::Ok;
    }
    QTextStream err(stderr);
    if (!command.isEmpty())
        err << "locklab: " << locklab::OptionsTr::tr("unknown command %1").arg(locklab::options::got(command)) << '\n';
    err << locklab::cli::usage();
    return locklab::cli::BadInput;
}
