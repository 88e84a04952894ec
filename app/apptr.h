// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace locklab {

// The locklab executable's translation contexts, each declared here once; the rules are
// core/coretr.h's.

// The command line's shared vocabulary (options.h) and the subcommands that use it.
struct OptionsTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Options)
};

struct RenderCommandTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::RenderCommand)
};

}  // namespace locklab
