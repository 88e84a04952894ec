// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace locklab {

// The strings of the breakpoints, the recordings and the branches keep the translation context
// they had when one class, DebugSession, held all three: translations/*.ts keep matching.
struct DebugText {
    Q_DECLARE_TR_FUNCTIONS(locklab::DebugSession)
};

}  // namespace locklab
