// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

namespace locklab {

// One sentence per trace event, in plain words, for the screencast caption bar and the guided
// tour, e.g. "Redis refuses B: the key is taken." Every event kind has one (translated). It says
// what the event meant (interpretation.meaning()), so a reply that never reached its client
// still says whether the server ran it.
QString captionFor(const Interpretation &interpretation, qsizetype index);

// What matters at an instant in the article's terms: "" while every worker's belief agrees with
// Redis, else who believes what and what Redis says, e.g. "Mutual exclusion is broken: A and B
// believe they hold the lock at once, and Redis says nobody holds it."
QString situationCaption(const Trace &trace, const Instant &instant);

// The caption bar at `at` with event `index` under the cursor: the event's sentence, then the
// situation at `at`.
QString captionAt(const Interpretation &interpretation, Micros at, qsizetype index);

}  // namespace locklab
