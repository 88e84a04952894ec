// SPDX-License-Identifier: MIT
#pragma once

#include "inlinescenario.h"

// The scale benchmark's scenario (bench/scale/scenario.sh), WORKERS × ROUNDS on one lock: every
// refused worker's write is stale, so a run carries violations and breakpoint hits all along.
inline QByteArray scaleScenarioJson(int workers, int rounds)
{
    QByteArray json = R"({"name": "scale", "lock": {"key": "lock:hot", "ttlMs": 50}, "workers": [)";
    for (int i = 1; i <= workers; ++i) {
        json += QStringLiteral(R"({"name": "W%1", "repeat": %2, "steps": [{"do": "acquire", "onFail": "continue"},
            {"do": "work", "ms": 1}, {"do": "write"}, {"do": "release"}, {"do": "wait", "ms": 2}]})")
                    .arg(i, 3, 10, QLatin1Char('0'))
                    .arg(rounds)
                    .toUtf8();
        json += i < workers ? "," : "";
    }
    return json + "]}";
}

// The same, loaded; a broken one ends the test run with its error.
inline locklab::Scenario scaleScenario(int workers, int rounds)
{
    return inlineScenario(scaleScenarioJson(workers, rounds), QStringLiteral("scale.json"));
}
