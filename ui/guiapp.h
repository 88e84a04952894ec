// SPDX-License-Identifier: MIT
#pragma once

#include <QSize>
#include <QString>

namespace locklab {

class MainWindow;

// `locklab` without a subcommand: the window, or with --screenshot a PNG of it.
bool isGuiInvocation(int argc, char *argv[]);
// `language`: --lang's value, already taken out of argv by main() (empty: the saved or system one).
int runGui(int argc, char *argv[], const QString &language = QString());

// Renders the window at exactly `size` logical pixels (device pixel ratio 1) into `path`.
bool saveScreenshot(MainWindow &window, const QString &path, const QSize &size, QString *error);

void applyTheme(bool dark);
bool isDarkTheme();

}  // namespace locklab
