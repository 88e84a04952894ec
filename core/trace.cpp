// SPDX-License-Identifier: MIT
#include "core/trace.h"

#include "core/coretr.h"
#include "core/mstext.h"

#include <QCoreApplication>

#include <algorithm>

namespace locklab {

QString workerStateName(WorkerState state)
{
    switch (state) {
    case WorkerState::Idle:
        return QStringLiteral("idle");
    case WorkerState::Waiting:
        return QStringLiteral("waiting");
    case WorkerState::Acquiring:
        return QStringLiteral("acquiring");
    case WorkerState::Holding:
        return QStringLiteral("holding");
    case WorkerState::Working:
        return QStringLiteral("working");
    case WorkerState::Paused:
        return QStringLiteral("paused");
    case WorkerState::Writing:
        return QStringLiteral("writing");
    case WorkerState::Releasing:
        return QStringLiteral("releasing");
    case WorkerState::Extending:
        return QStringLiteral("extending");
    case WorkerState::Done:
        return QStringLiteral("done");
    case WorkerState::GaveUp:
        return QStringLiteral("gave-up");
    case WorkerState::Checking:
        return QStringLiteral("checking");
    }
    return {};
}

QString workerStateLabel(WorkerState state)
{
    switch (state) {
    case WorkerState::Idle:
        return TraceTr::tr("idle");
    case WorkerState::Waiting:
        return TraceTr::tr("waiting");
    case WorkerState::Acquiring:
        return TraceTr::tr("acquiring");
    case WorkerState::Holding:
        return TraceTr::tr("holding");
    case WorkerState::Working:
        return TraceTr::tr("working");
    case WorkerState::Paused:
        return TraceTr::tr("paused");
    case WorkerState::Writing:
        return TraceTr::tr("writing");
    case WorkerState::Releasing:
        return TraceTr::tr("releasing");
    case WorkerState::Extending:
        return TraceTr::tr("extending");
    case WorkerState::Done:
        return TraceTr::tr("done");
    case WorkerState::GaveUp:
        return TraceTr::tr("gave up");
    case WorkerState::Checking:
        return TraceTr::tr("checking");
    }
    return {};
}

QString eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Sent:
        return QStringLiteral("sent");
    case EventKind::Replied:
        return QStringLiteral("reply");
    case EventKind::State:
        return QStringLiteral("state");
    case EventKind::Expired:
        return QStringLiteral("expired");
    case EventKind::Note:
        return QStringLiteral("note");
    case EventKind::Fault:
        return QStringLiteral("fault");
    case EventKind::Gap:
        return QStringLiteral("gap");
    }
    return {};
}

QStringList Trace::workerNames(const QList<int> &indices) const
{
    QStringList names;
    names.reserve(indices.size());
    for (int w : indices)
        names << workerName(w);
    return names;
}

QString Trace::workerList(const QList<int> &indices, const QString &and_) const
{
    QStringList names = workerNames(indices);
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return names.join(QStringLiteral(", ")) + and_ + last;
}

qsizetype laneColumnWidth(const Trace &trace)
{
    // One column for every lane: as wide as the trace's longest worker name (and "redis"), plus a space.
    qsizetype width = 6;
    for (const QString &w : trace.workers)
        width = std::max(width, w.size() + 1);
    return width;
}

QString describeEvent(const Trace &trace, const TraceEvent &e)
{
    return describeEvent(trace, e, laneColumnWidth(trace));
}

QString describeEvent(const Trace &trace, const TraceEvent &e, qsizetype width)
{
    const QString time = msNumber(e.at).rightJustified(10) + QStringLiteral(" ms  ");
    const QString name = e.worker >= 0 ? trace.workerName(e.worker) : QStringLiteral("redis");
    const QString who = name.leftJustified(std::max(width, name.size() + 1));  // at least one space after it
    switch (e.kind) {
    case EventKind::Sent:
        if (!e.text.isEmpty())
            return time + who + QStringLiteral("→ ") + e.text + QStringLiteral("  (") + commandName(e.request.command)
                   + u')';
        return time + who + QStringLiteral("→ ") + renderCommand(e.request, trace.keyPrefix + e.request.key);
    case EventKind::Replied:
        if (isObservedTraffic(trace))
            return time + who + QStringLiteral("← ") + renderReply(e.reply) + QStringLiteral("   (")
                   + commandName(e.request.command) + QStringLiteral(", ") + TraceTr::tr("inferred by the model")
                   + u')';
        return time + who + QStringLiteral("← ") + renderReply(e.reply) + QStringLiteral("   (")
               + commandName(e.request.command) + QStringLiteral(", ") + msNumber(e.at - e.sentAt)
               + QStringLiteral(" ms)");
    case EventKind::State:
        return time + who + workerStateLabel(e.state)
               + (e.believesHeld
                      ? QStringLiteral("  [")
                            + (isObservedTraffic(trace) ? TraceTr::tr("believes it holds the lock (inferred)")
                                                        : TraceTr::tr("believes it holds the lock"))
                            // A Redlock's grant or extension: the validity the engine decided on.
                            + (e.deadline >= 0 ? TraceTr::tr(", valid until %1 ms").arg(msNumber(e.deadline))
                                               : QString())
                            + u']'
                      : QString());
    case EventKind::Expired:
        return time + who
               + TraceTr::tr("key %1 expired (deadline %2 ms)").arg(trace.keyPrefix + e.text, msNumber(e.deadline));
    case EventKind::Note:
        return time + who + e.text;
    case EventKind::Fault:
        return time + who + QStringLiteral("⚡ ") + e.text;
    case EventKind::Gap:
        return time + who + QStringLiteral("┊ ") + e.text;
    }
    return {};
}

QList<quint8> releasesSeen(const Trace &trace)
{
    QList<quint8> seen(trace.workers.size(), 0);
    const QString key = trace.keyPrefix + trace.lockKey;
    const EventList &events = trace.events;
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (events.kindAt(i) != EventKind::Sent)
            continue;
        const Command command = events.commandAt(i);
        const int worker = events.workerAt(i);
        if ((command != Command::Del && command != Command::CompareAndDelete) || worker < 0 || worker >= seen.size()
            || events.keyAt(i) != key)
            continue;
        seen[worker] |= command == Command::Del ? ReleaseSeenDel : ReleaseSeenCompareAndDelete;
    }
    return seen;
}

QString releaseSeenText(quint8 seen)
{
    switch (seen & (ReleaseSeenDel | ReleaseSeenCompareAndDelete)) {
    case ReleaseSeenDel:
        return TraceTr::tr("DEL release");
    case ReleaseSeenCompareAndDelete:
        return TraceTr::tr("compare-and-delete");
    case ReleaseSeenDel | ReleaseSeenCompareAndDelete:
        return TraceTr::tr("DEL + compare-and-delete");
    default:
        return TraceTr::tr("no release seen");
    }
}

}  // namespace locklab
