// SPDX-License-Identifier: MIT
#include "buildinfo.h"
#include "cli.h"
#include "guiapp.h"
#include "translations.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstring>

namespace {

// `--lang de|fr|en` belongs to every subcommand: take it out of argv before a subcommand's own
// parser sees it. Returns false when the value is missing or not a language we speak.
bool takeLanguageOption(int &argc, char *argv[], QString *language)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        QString value;
        int used = 0;
        if (std::strcmp(arg, "--lang") == 0) {
            if (i + 1 >= argc) {
                *language = QStringLiteral("(nothing)");
                return false;
            }
            value = QString::fromLocal8Bit(argv[i + 1]);
            used = 2;
        } else if (std::strncmp(arg, "--lang=", 7) == 0) {
            value = QString::fromLocal8Bit(arg + 7);
            used = 1;
        } else {
            continue;
        }
        if (!locklab::supportedLanguages().contains(value)) {
            *language = value;
            return false;
        }
        *language = value;
        for (int j = i; j + used <= argc; ++j)
            argv[j] = argv[j + used];  // argv[argc] is the terminating null pointer
        argc -= used;
        --i;
    }
    return true;
}

}  // namespace

int main(int argc, char *argv[])
{
    QString language;
    if (!takeLanguageOption(argc, argv, &language)) {
        QTextStream(stderr) << "locklab: --lang: expected one of "
                            << locklab::supportedLanguages().join(QStringLiteral(", ")) << ", got \"" << language
                            << "\"\n";
        return locklab::cli::BadInput;
    }
    // The window (and --screenshot) needs a QApplication; every subcommand stays headless.
    if (locklab::isGuiInvocation(argc, argv))
        return locklab::runGui(argc, argv, language);
    if (argc > 1 && std::strcmp(argv[1], "render") == 0)
        return locklab::cli::render(argc, argv, language);
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
        return locklab::cli::Ok;
    }
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
    if (command == QStringLiteral("watch") || command == QStringLiteral("import")) {
        args.removeAt(1);
        return command == QStringLiteral("watch") ? locklab::cli::watch(args) : locklab::cli::import(args);
    }
    if (command == QStringLiteral("run")) {
        args.removeAt(1);
        return locklab::cli::run(args);
    }
    const bool help =
        command == QStringLiteral("help") || command == QStringLiteral("--help") || command == QStringLiteral("-h");
    if (help) {
        QTextStream(stdout) << locklab::cli::usage();
        return locklab::cli::Ok;
    }
    QTextStream err(stderr);
    if (!command.isEmpty())
        err << "locklab: unknown command \"" << command << "\"\n";
    err << locklab::cli::usage();
    return locklab::cli::BadInput;
}
