// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenarioloader.h"

#include <QStringList>

namespace locklab {

// The scenarios shipped in resources/scenarios, the article's lab first, in its order.
QStringList builtinScenarioNames();
QStringList seedLabScenarioNames();
bool loadBuiltinScenario(const QString &name, Scenario *out, LoadError *error);
// A built-in name, or else a path to a JSON file.
bool resolveScenario(const QString &nameOrPath, Scenario *out, LoadError *error);

// A scenario's title and description in the user's language, for display. The Scenario keeps
// them as written, so recordings and saved files never depend on the language of the app.
QString scenarioTitle(const Scenario &scenario);
QString scenarioDescription(const Scenario &scenario);

}  // namespace locklab
