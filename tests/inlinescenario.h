// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenarioloader.h"

// A scenario the test writes itself; a broken one ends the test run with its error.
inline locklab::Scenario inlineScenario(const QByteArray &json, const QString &name = QStringLiteral("inline.json"))
{
    locklab::Scenario s;
    locklab::LoadError error;
    if (!locklab::parseScenario(json, name, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    return s;
}
