// SPDX-License-Identifier: MIT
#pragma once

#include "scenario.h"

#include <QByteArray>

namespace locklab {

// Lives in ui/ for now (core is being reworked by others); it only needs QtCore, so it can
// move to core unchanged when the CLI wants it (recordings).
// The inverse of parseScenario(): the documented JSON format, one step per line, fields at
// their defaults left out. parseScenario(writeScenario(s)) gives back s (sourcePath aside).
QByteArray writeScenario(const Scenario &scenario);
bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error);

}  // namespace locklab
