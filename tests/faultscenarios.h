// SPDX-License-Identifier: MIT
#pragma once

// The hand-written fault scenarios whose effect is known: tst_faults checks it on the embedded
// model, tst_livefaults the same on a real server.

#include "inlinescenario.h"

// A's 100 ms lock; A frozen from 10 to 210 ms, so the lock expires under it and B takes it.
inline locklab::Scenario pauseFaultScenario()
{
    return inlineScenario(R"({"lock": {"key": "k", "ttlMs": 100},
            "faults": [{"kind": "pause", "atMs": 10, "worker": "A", "ms": 200}],
            "workers": [{"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 50}, {"do": "write"}, {"do": "release"}]},
                        {"name": "B", "startMs": 20, "steps": [{"do": "acquire", "retryMs": 20, "maxTries": 20},
                                                               {"do": "work", "ms": 10}, {"do": "write"}, {"do": "release"}]}]})");
}

// A's replies 30 ms late until 50 ms.
inline locklab::Scenario latencyFaultScenario()
{
    return inlineScenario(R"({"lock": {"key": "k", "ttlMs": 1000},
            "faults": [{"kind": "latency", "atMs": 0, "worker": "A", "ms": 30, "untilMs": 50}],
            "workers": [{"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 100}, {"do": "release"}]}]})");
}

// At 100 ms the server's clock jumps 950 ms: A's 1000 ms lock expires, and B takes it.
inline locklab::Scenario clockJumpFaultScenario()
{
    return inlineScenario(R"({"lock": {"key": "k", "ttlMs": 1000},
            "faults": [{"kind": "clock-jump", "atMs": 100, "ms": 950}],
            "workers": [{"name": "A", "steps": [{"do": "acquire"}, {"do": "work", "ms": 300}, {"do": "release"}]},
                        {"name": "B", "startMs": 50, "steps": [{"do": "acquire", "retryMs": 20, "maxTries": 20},
                                                               {"do": "work", "ms": 10}, {"do": "release"}]}]})");
}
