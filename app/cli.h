// SPDX-License-Identifier: MIT
#pragma once

#include "core/runlimits.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>

class QIODevice;

namespace locklab::cli {

// Exit codes are a contract (docs/cli.md, `locklab --help`): 0 a completed run whose verdict is safe or a
// violation; 1 a live run that lost Redis, hit its deadline or could not restore the server's
// settings; 2 bad input; 3 inconclusive (most commands got no reply); 4 stopped at a run limit
// (--max-events, --max-memory-mb); 128 + N a run stopped by signal N (130 SIGINT, 143 SIGTERM)
// after cleaning up.
enum ExitCode { Ok = 0, Failure = 1, BadInput = 2, Inconclusive = 3, LimitReached = 4 };

// --max-events N and --max-memory-mb MB, for every command that runs scenarios.
QList<QCommandLineOption> limitOptions();
// False (with one line in *error) for a value that is not a positive integer.
bool parseLimits(const QCommandLineParser &parser, RunLimits *limits, QString *error);

// --record FILE (and the like) before any work: false, with one line in *error, for a path that cannot
// be written (a directory, a missing folder, a device) and for "-": standard output carries the report.
bool checkOutputBesideReport(const QString &path, QString *error);

int list();
int run(const QStringList &arguments);
int bench(const QStringList &arguments);   // `bench live`: the live client against PING/2
int sweep(const QStringList &arguments);   // app/sweepcommand.cpp
int replay(const QStringList &arguments);  // app/replaycommand.cpp
int watch(const QStringList &arguments);   // app/watchcommand.cpp: a live Redis's traffic through MONITOR
int import(const QStringList &arguments);  // app/watchcommand.cpp: a saved MONITOR log
// app/rendercommand.cpp: makes its own QGuiApplication (fonts), so it runs before any other app
// object; `language` is --lang's value (empty: the system's).
int render(int argc, char *argv[], const QString &language);
// A command's exit code once what it printed is flushed: standard output that could not be
// written (a full disk, a reader gone) is one line on stderr and exit 1 (Failure) at least, never 0.
int finishOutput(int exitCode);
// A long output (a trace of millions of events as JSON) written straight to standard output, after
// what the report's text stream holds, a piece at a time: `write` stops at its first failed write (a
// closed pipe) and finishOutput says so.
void streamToStdout(const std::function<bool(QIODevice &)> &write);
// Prints usage for `locklab help` and on an unknown subcommand.
QString usage();
// `locklab CMD --help` (or -h): true, after printing CMD's options, generated from its parser.
bool printHelpIfAsked(const QString &command, const QCommandLineParser &parser, const QStringList &arguments);

}  // namespace locklab::cli
