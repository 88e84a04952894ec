// SPDX-License-Identifier: MIT
#pragma once

// `locklab ARGS` as a user runs it, for the suites that check what the command line prints.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace locklab::test {

struct Cli {
    int exitCode = -1;  // -1: it crashed, or ran past the timeout and was killed
    QByteArray out;
    QByteArray err;
};

inline Cli runCli(const QStringList &arguments, int timeoutMs = 30000)
{
    QProcess process;
    process.start(QStringLiteral(LOCKLAB_BINARY), arguments);
    Cli r;
    if (process.waitForFinished(timeoutMs) && process.exitStatus() == QProcess::NormalExit)
        r.exitCode = process.exitCode();
    else
        process.kill();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

}  // namespace locklab::test
