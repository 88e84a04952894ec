// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace locklab {

// locklab_core's translation contexts, each declared here once (Qt Creator's tracing: one Tr per
// library). The context names are the ones translations/*.ts already use: renaming one loses its
// translations. A file calls FormatTr::tr("…"); no file declares a context of its own and no
// source writes a context as a string (tst_translations checks both).
//
// A text translated later (kept in English in a value, or in a table built once) is a QT_TR_NOOP
// in a struct nested in its context's Tr and defined in the one file that uses it: C++ finds the
// outer tr() there and lupdate files the text under the outer context.

struct BreakpointTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Breakpoint)
};

struct CaptionTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Caption)
};

// What executes the lab's commands and where the data lives: commands and replies (command.cpp),
// the executors (commandexecutor.cpp, embeddedredis.cpp, engine.cpp), the data stores (datastore,
// sqlstore, filestore). A real server's texts are LiveRedisTr's (core/live/livetr.h).
struct CommandExecutorTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::CommandExecutor)
};

// A fault's outcome, told the same by the engine, the embedded model, a Redlock's instances and a
// real server.
struct FaultTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Fault)
};

// The file formats: JSON syntax, scenarios, recordings (JSON and compact).
struct FormatTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Format)
public:
    struct ScenarioMessages;   // scenarioformat.cpp
    struct RecordingMessages;  // recording.cpp
};

struct OutputFileTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::OutputFile)
};

struct ReportTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Report)
};

struct RunLimitsTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::RunLimits)
};

// The built-in scenarios' titles and descriptions: their source is resources/scenarios/*.json
// (translations/CMakeLists.txt lists them for lupdate).
struct ScenarioTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Scenario)
};

struct SeedLabTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::SeedLab)
};

struct SummaryTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Summary)
};

struct SweepTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Sweep)
};

struct TimeTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Time)
};

struct TraceTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Trace)
};

// Real traffic: MONITOR lines, their replay on the model, imports and watches.
struct TrafficTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Traffic)
public:
    struct MonitorSyntax;  // monitorline.cpp: a line's parse errors, kept in English until shown
};

// A violation's witness, from the safety checker and a Redlock's facts.
struct WitnessTr {
    Q_DECLARE_TR_FUNCTIONS(locklab::Witness)
};

}  // namespace locklab
