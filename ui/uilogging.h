// SPDX-License-Identifier: MIT
#pragma once

#include <QLoggingCategory>

// Quiet by default: QT_LOGGING_RULES="locklab.ui.debug=true" shows frame times and re-runs.
Q_DECLARE_LOGGING_CATEGORY(lcUi)
