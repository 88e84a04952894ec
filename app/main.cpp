// SPDX-License-Identifier: MIT
#include "cli.h"
#include "guiapp.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstring>

int main(int argc, char *argv[])
{
    // The window (and --screenshot) needs a QApplication; every subcommand stays headless.
    if (locklab::isGuiInvocation(argc, argv))
        return locklab::runGui(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "render") == 0)
        return locklab::cli::render(argc, argv);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("LockLab"));
    QCoreApplication::setOrganizationName(QStringLiteral("LockLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOCKLAB_VERSION));

    QStringList args = QCoreApplication::arguments();
    const QString command = args.size() > 1 ? args.at(1) : QString();
    if (command == QStringLiteral("list"))
        return locklab::cli::list();
    if (command == QStringLiteral("replay")) {
        args.removeAt(1);
        return locklab::cli::replay(args);
    }
    if (command == QStringLiteral("sweep")) {
        args.removeAt(1);
        return locklab::cli::sweep(args);
    }
    if (command == QStringLiteral("bench")) {
        args.removeAt(1);
        return locklab::cli::bench(args);
    }
    if (command == QStringLiteral("run")) {
        args.removeAt(1);
        return locklab::cli::run(args);
    }
    QTextStream(stderr) << locklab::cli::usage();
    return command == QStringLiteral("help") || command == QStringLiteral("--help") ? 0 : locklab::cli::BadInput;
}
