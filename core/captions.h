// SPDX-License-Identifier: MIT
#pragma once

#include "trace.h"

namespace locklab {

// One sentence per trace event, in plain words, for the screencast caption bar and the guided
// tour, e.g. "Redis refuses B: the key is taken." Every event kind has one (translated).
QString captionFor(const Trace &trace, const TraceEvent &event);

}  // namespace locklab
