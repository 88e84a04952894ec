// SPDX-License-Identifier: MIT
#include "scenario.h"

namespace locklab {

QString releaseModeName(ReleaseMode mode)
{
    return mode == ReleaseMode::Naive ? QStringLiteral("naive") : QStringLiteral("token");
}

QString stepKindName(StepKind kind)
{
    switch (kind) {
    case StepKind::Wait:
        return QStringLiteral("wait");
    case StepKind::Acquire:
        return QStringLiteral("acquire");
    case StepKind::Work:
        return QStringLiteral("work");
    case StepKind::Pause:
        return QStringLiteral("pause");
    case StepKind::Write:
        return QStringLiteral("write");
    case StepKind::Release:
        return QStringLiteral("release");
    case StepKind::Extend:
        return QStringLiteral("extend");
    }
    return {};
}

QString faultKindName(FaultKind kind)
{
    switch (kind) {
    case FaultKind::Pause:
        return QStringLiteral("pause");
    case FaultKind::Latency:
        return QStringLiteral("latency");
    case FaultKind::LostReply:
        return QStringLiteral("lost-reply");
    case FaultKind::Restart:
        return QStringLiteral("restart");
    case FaultKind::ClockJump:
        return QStringLiteral("clock-jump");
    case FaultKind::ReplicationLag:
        return QStringLiteral("replication-lag");
    case FaultKind::Failover:
        return QStringLiteral("failover");
    case FaultKind::Promotion:
        return QStringLiteral("promotion");
    }
    return {};
}

}  // namespace locklab
