// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QIcon>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QStyle>

#include <functional>
#include <optional>

namespace locklab {

class MainWindow;

// What the GUI's command line asks for; app/options.cpp parses it (one options module for every
// command), the window only applies it.
struct GuiOptions {
    QString screenshot;  // --screenshot FILE.png: render the window into it and exit
    QString scenario;    // --scenario NAME|FILE
    std::optional<ReleaseMode> release;
    std::optional<bool> fencing;
    std::optional<bool> heartbeat;
    std::optional<bool> wait;  // --wait on|off: the WAIT switch
    Micros atUs = -1;          // --at-ms
    QSize size{1600, 1000};
    std::optional<bool> dark;      // --theme; unset: the saved choice
    QString redis;                 // --redis managed|URL
    QStringList files;             // positional: scenarios (.json) and recordings (.locklab.json) to open
    QString show;                  // --show: one of guiViews(), empty: the timeline
    bool runToBreakpoint = false;  // --run-to-breakpoint: F8 once, from --at-ms or the start
};
// What --show can open: "timeline", "compare" (the run and its fencing-flipped twin, split),
// "editor" (the Scenario tab), "fairness", "sweep" (the tabs; the sweep run with its defaults),
// "tour" (View ▸ Guided Tour, at the shown scenario's stop when it has one).
QStringList guiViews();
// Opens one of guiViews() in the window.
void showGuiView(MainWindow &window, const QString &view, bool screenshot);
// Parses the GUI's arguments into *options; false with a one-line message (exit 2).
using GuiParser = std::function<bool(const QStringList &arguments, GuiOptions *options, QString *error)>;

// `locklab` without a subcommand, with options first or with files to open: the window, or with
// --screenshot a PNG of it.
bool isGuiInvocation(int argc, char *argv[]);
// `language`: --lang's value, already taken out of argv by main() (empty: the saved or system one).
// `parse` runs once the application and its translations exist, so its messages are translated.
int runGui(int argc, char *argv[], const QString &language, const GuiParser &parse);

// Renders the window at exactly `size` logical pixels (device pixel ratio 1) into `path`, laid out
// as a window of that size starts; `afterLayout` then does what a user would in it (a file, F8, a
// view), and nothing is written when it returns false.
bool saveScreenshot(MainWindow &window, const QString &path, const QSize &size, QString *error,
                    const std::function<bool()> &afterLayout = {});

void applyTheme(bool dark);
bool isDarkTheme();
// The style's standard icon, redrawn in the dark theme's text colour: Fusion's media icons are
// black and vanish on a dark toolbar.
QIcon themedIcon(QStyle::StandardPixmap which);

}  // namespace locklab
