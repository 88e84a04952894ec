// SPDX-License-Identifier: MIT
#include "core/commandexecutor.h"

#include <QCoreApplication>

namespace locklab {

namespace {
// What this file says to the user (errors, trace notes, reply texts it makes up), in the run's language.
struct ExecutorText {
    Q_DECLARE_TR_FUNCTIONS(locklab::CommandExecutor)
};
}  // namespace

QCoro::Task<CommandExecutor::FaultOutcome> CommandExecutor::applyServerFault(const Fault &fault)
{
    co_return FaultOutcome{false, false,
                           ExecutorText::tr("%1 is not available on this backend").arg(faultKindName(fault.kind))};
}

}  // namespace locklab
