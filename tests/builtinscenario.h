// SPDX-License-Identifier: MIT
#pragma once

#include "core/builtins.h"

// A built-in scenario for a test; a missing or broken one ends the test run with its error.
inline locklab::Scenario builtin(const QString &name)
{
    locklab::Scenario s;
    locklab::LoadError error;
    if (!locklab::loadBuiltinScenario(name, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    return s;
}
