// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QByteArray>

namespace locklab {

// The inverse of parseScenario(), written from the same tables (core/scenarioformat.h): the
// documented JSON format, one step per line, fields at their defaults left out.
// parseScenario(writeScenario(s)) gives back s (sourcePath aside).
QByteArray writeScenario(const Scenario &scenario);
bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error);

}  // namespace locklab
