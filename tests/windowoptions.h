// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindow.h"

// A window for a test: `scenario` open, and none of the user's saved settings read or written.
inline locklab::MainWindow::Options options(const QString &scenario)
{
    locklab::MainWindow::Options o;
    o.useSettings = false;
    o.scenario = scenario;
    return o;
}
