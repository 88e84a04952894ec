// SPDX-License-Identifier: MIT
#include "core/commandexecutor.h"

#include "core/coretr.h"

#include <QCoreApplication>

namespace locklab {

QCoro::Task<CommandExecutor::FaultOutcome> CommandExecutor::applyServerFault(const Fault &fault)
{
    co_return FaultOutcome{false, false,
                           CommandExecutorTr::tr("%1 is not available on this backend").arg(faultKindName(fault.kind))};
}

}  // namespace locklab
