// SPDX-License-Identifier: MIT
#include "trace.h"

namespace locklab {

QString workerStateName(WorkerState state)
{
    switch (state) {
    case WorkerState::Idle: return QStringLiteral("idle");
    case WorkerState::Waiting: return QStringLiteral("waiting");
    case WorkerState::Acquiring: return QStringLiteral("acquiring");
    case WorkerState::Holding: return QStringLiteral("holding");
    case WorkerState::Working: return QStringLiteral("working");
    case WorkerState::Paused: return QStringLiteral("paused");
    case WorkerState::Writing: return QStringLiteral("writing");
    case WorkerState::Releasing: return QStringLiteral("releasing");
    case WorkerState::Extending: return QStringLiteral("extending");
    case WorkerState::Done: return QStringLiteral("done");
    case WorkerState::GaveUp: return QStringLiteral("gave-up");
    }
    return {};
}

QString eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Sent: return QStringLiteral("sent");
    case EventKind::Replied: return QStringLiteral("reply");
    case EventKind::State: return QStringLiteral("state");
    case EventKind::Expired: return QStringLiteral("expired");
    case EventKind::Note: return QStringLiteral("note");
    case EventKind::Fault: return QStringLiteral("fault");
    }
    return {};
}

static QString ms(Micros us)
{
    return QString::number(msFromUs(us), 'f', 3);
}

QString describeEvent(const Trace &trace, const TraceEvent &e)
{
    const QString time = ms(e.at).rightJustified(10) + QStringLiteral(" ms  ");
    const QString who = (e.worker >= 0 ? trace.workerName(e.worker) : QStringLiteral("redis")).leftJustified(6);
    switch (e.kind) {
    case EventKind::Sent:
        return time + who + QStringLiteral("→ ") + renderCommand(e.request, trace.keyPrefix + e.request.key);
    case EventKind::Replied:
        return time + who + QStringLiteral("← ") + renderReply(e.reply) + QStringLiteral("   (")
               + commandName(e.request.command) + QStringLiteral(", ") + ms(e.at - e.sentAt) + QStringLiteral(" ms)");
    case EventKind::State:
        return time + who + workerStateName(e.state)
               + (e.believesHeld ? QStringLiteral("  [believes it holds the lock]") : QString());
    case EventKind::Expired:
        return time + who + QStringLiteral("key ") + trace.keyPrefix + e.text + QStringLiteral(" expired (deadline ")
               + ms(e.deadline) + QStringLiteral(" ms)");
    case EventKind::Note:
        return time + who + e.text;
    case EventKind::Fault:
        return time + who + QStringLiteral("⚡ ") + e.text;
    }
    return {};
}

} // namespace locklab
