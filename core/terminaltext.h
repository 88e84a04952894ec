// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

namespace locklab {

// Text from a file, a command line or a server, made safe for a one-line message on a terminal:
// newlines, tabs, ANSI escapes and every other control character are written as escapes (`\n`,
// `\t`, `\x1b`, `\u{2028}`), so a message is always one line and never drives the terminal.
QString printable(QStringView text);
// printable() a line at a time: a report's lines stay lines, and nothing in them drives the terminal.
QString printableLines(QStringView text);
// printable(), between double quotes, with `"` and `\` escaped: the "got ..." of a message.
QString quoted(QStringView text);
// One field name as a path segment: as is when it cannot be misread (`ttlMs`), quoted when it is
// empty or holds a `.`, `:`, `[`, `]`, a quote, a space or a control character (`"a.b"`).
QString pathSegment(QStringView name);

}  // namespace locklab
