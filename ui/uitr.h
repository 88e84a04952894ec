// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace locklab {

// locklab_ui's translation contexts that belong to no QObject, each declared here once; the rules
// are core/coretr.h's. A widget's strings are in its own context (tr() of its Q_OBJECT).

struct AboutTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::About)
};

// The breakpoints, the recordings and the run branches (breakpointdebugger.cpp, recordings.cpp,
// runbranches.cpp): the context they had when one class, DebugSession, held all three.
struct DebugSessionTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::DebugSession)
};

// The GUI's command-line entry (guiapp.cpp): screenshots and the like.
struct GuiAppTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::guiapp)
};

struct GuideTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Guide)
};

struct LanguageMenuTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::LanguageMenu)
};

struct LessonsTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Lessons)
};

struct ShortcutsTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Shortcuts)
};

}  // namespace locklab
