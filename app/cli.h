// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace locklab::cli {

// Exit codes are a contract: 0 a completed run whatever its verdict, 2 bad input.
enum ExitCode { Ok = 0, Failure = 1, BadInput = 2 };

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
// Prints usage for `locklab help` and on an unknown subcommand.
QString usage();
// `locklab CMD --help` (or -h): true, after printing CMD's options, generated from its parser.
bool printHelpIfAsked(const QString &command, const QCommandLineParser &parser, const QStringList &arguments);

}  // namespace locklab::cli
