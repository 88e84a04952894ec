// SPDX-License-Identifier: MIT
#pragma once

// `locklab ARGS` as a user runs it, for the suites that check what the command line prints.

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>

#include <functional>

namespace locklab::test {

struct Cli {
    int exitCode = -1;  // -1: it crashed, or ran past the timeout and was killed
    QByteArray out;
    QByteArray err;
    qint64 elapsedMs = 0;
};

// `prepare` sets the process up before it starts: its environment, where stdout goes, limits.
inline Cli runCli(const QStringList &arguments, int timeoutMs = 30000,
                  const std::function<void(QProcess &)> &prepare = {})
{
    QProcess process;
    if (prepare)
        prepare(process);
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(LOCKLAB_BINARY), arguments);
    Cli r;
    if (process.waitForFinished(timeoutMs) && process.exitStatus() == QProcess::NormalExit)
        r.exitCode = process.exitCode();
    else
        process.kill();
    r.elapsedMs = clock.elapsed();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

}  // namespace locklab::test
