// SPDX-License-Identifier: MIT
#pragma once

#include "scenarioloader.h"

#include <QStringList>

namespace locklab {

// The scenarios shipped in resources/scenarios, the article's lab first, in its order.
QStringList builtinScenarioNames();
QStringList seedLabScenarioNames();
bool loadBuiltinScenario(const QString &name, Scenario *out, LoadError *error);
// A built-in name, or else a path to a JSON file.
bool resolveScenario(const QString &nameOrPath, Scenario *out, LoadError *error);

} // namespace locklab
