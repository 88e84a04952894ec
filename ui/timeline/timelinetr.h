// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace locklab {

// locklab_timeline's translation contexts, each declared here once; the rules are core/coretr.h's.
// TimelineRenderer, TimelineExporter and FrameWriter declare their own contexts in their classes.

// The lanes' labels, built from the interpretation.
struct TimelineModelTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::TimelineModel)
};

}  // namespace locklab
