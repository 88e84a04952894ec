// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace locklab::cli {

// Exit codes are a contract: 0 a completed run whatever its verdict, 2 bad input.
enum ExitCode { Ok = 0, Failure = 1, BadInput = 2 };

int list();
int run(const QStringList &arguments);
// Prints usage for `locklab help` and on an unknown subcommand.
QString usage();

} // namespace locklab::cli
