// SPDX-License-Identifier: MIT
#include "tracelogmodel.h"

#include "core/localnumbers.h"
#include "core/mstext.h"
#include "core/terminaltext.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace locklab {

TraceLogModel::TraceLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TraceLogModel::setTrace(const Interpretation &interpretation, bool extended, qsizetype shown)
{
    const qsizetype total = interpretation.trace().events.size();
    shown = shown < 0 ? total : std::min(shown, total);
    const qsizetype old = m_shown;
    if (interpretation.sharesDataWith(m_interpretation)) {
        // The same run, stepped: rows come and go at the end; what each meant is already final.
        if (shown > old) {
            beginInsertRows(QModelIndex(), static_cast<int>(old), static_cast<int>(shown - 1));
            m_shown = shown;
            endInsertRows();
        } else if (shown < old) {
            beginRemoveRows(QModelIndex(), static_cast<int>(shown), static_cast<int>(old - 1));
            m_shown = shown;
            endRemoveRows();
        }
        return;
    }
    if (extended && shown >= old) {
        if (shown > old) {
            beginInsertRows(QModelIndex(), static_cast<int>(old), static_cast<int>(shown - 1));
            m_interpretation = interpretation;
            m_shown = shown;
            endInsertRows();
        } else {
            m_interpretation = interpretation;
            m_shown = shown;
        }
        // What earlier replies meant can change as the run goes on (a later DEL tells whose lock it was).
        if (old > 0)
            Q_EMIT dataChanged(index(0, ReplyColumn), index(static_cast<int>(old - 1), NoteColumn));
        return;
    }
    beginResetModel();
    m_interpretation = interpretation;
    m_shown = shown;
    endResetModel();
}

int TraceLogModel::rowAtOrBefore(Micros at) const
{
    // A binary search over the packed times, never past the rows shown.
    return static_cast<int>(std::min(trace().events.firstAfter(at), m_shown)) - 1;
}

int TraceLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown);
}

int TraceLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TraceLogModel::what(int row) const
{
    const Trace &t = trace();
    const TraceEvent &e = t.events.at(row);
    switch (e.kind) {
    case EventKind::Sent:
        return QStringLiteral("→ ") + renderCommand(e.request, t.keyPrefix + e.request.key);
    case EventKind::Replied:
        return QStringLiteral("← ") + commandName(e.request.command);
    case EventKind::State:
        return tr("becomes %1").arg(workerStateLabel(e.state));
    case EventKind::Expired:
        return tr("expires %1").arg(t.keyPrefix + e.text);
    case EventKind::Note:
        return e.text;
    case EventKind::Fault:
        return tr("fault: %1").arg(e.text);
    case EventKind::Gap:
        return e.text;
    }
    return {};
}

QString TraceLogModel::reply(int row) const
{
    const TraceEvent &e = trace().events.at(row);
    if (e.kind != EventKind::Replied)
        return {};
    return renderReply(e.reply);
}

QString TraceLogModel::meaningText(const TraceEvent &e, const Meaning &m) const
{
    const Request &r = e.request;
    switch (m.outcome) {
    case Outcome::Granted:
        return r.command == Command::Set ? tr("lock granted") : QString();
    case Outcome::Refused:
        return r.command == Command::Set ? tr("refused: the key is held") : QString();
    case Outcome::Released:
    case Outcome::DeletedForeign:
        return r.command == Command::Del ? tr("deleted the key, whoever held it") : tr("released its own lock");
    case Outcome::NoKey:
        return tr("no key to delete");
    case Outcome::NotOwner:
        return tr("not the owner: nothing deleted");
    case Outcome::Extended:
        return r.command == Command::CompareAndExtend ? tr("extended") : QString();
    case Outcome::NotExtended:
        return r.command == Command::CompareAndExtend ? tr("not the owner: not extended") : QString();
    case Outcome::WriteAccepted:
    case Outcome::WriteStaleAccepted:
        return r.command == Command::FencedWrite ? tr("write accepted with fence %1").arg(r.number)
                                                 : tr("write accepted (no fencing)");
    case Outcome::WriteRefused:
        return tr("write refused: fence %1 is stale").arg(r.number);
    case Outcome::FenceToken:
        return m.replyLost ? QString() : tr("fencing token %1").arg(e.reply.integer);
    case Outcome::Failed:
    case Outcome::None:
        break;
    }
    return {};
}

QString TraceLogModel::note(int row) const
{
    const TraceEvent &e = trace().events.at(row);
    switch (e.kind) {
    case EventKind::Replied: {
        // Watched traffic has no round trip to show: MONITOR gives the command, the model the reply.
        const QString latency = isObservedTraffic(trace()) ? tr("reply inferred by the model")
                                                           : tr("%1 round trip").arg(formatMs(e.at - e.sentAt, 3));
        const Meaning m = m_interpretation.meaning(row);
        QString meaning = meaningText(e, m);
        if (m.replyLost) {
            // The worker never heard; what the server did is still known when the store says so.
            if (m.effect == Effect::Unknown || m.executedAt < 0)
                meaning = tr("no reply: it may or may not have run");
            else if (meaning.isEmpty())
                meaning = tr("no reply, but the server ran it at %1").arg(formatMs(m.executedAt, 3));
            else
                meaning = tr("no reply, but the server ran it at %1: %2").arg(formatMs(m.executedAt, 3), meaning);
        }
        return meaning.isEmpty() ? latency : meaning + QStringLiteral(" · ") + latency;
    }
    case EventKind::State:
        if (!e.believesHeld)
            return {};
        return isObservedTraffic(trace()) ? tr("believes it holds the lock (inferred from its commands)")
                                          : tr("believes it holds the lock");
    case EventKind::Expired:
        return tr("deadline %1").arg(formatMs(e.deadline, 3));
    default:
        return {};
    }
}

int TraceLogModel::severity(int row) const
{
    const TraceEvent &e = trace().events.at(row);
    if (e.kind == EventKind::Fault)
        return 2;
    if (e.kind != EventKind::Replied)
        return 0;
    // A reply that never came is bad news for the worker, whatever the server did.
    if (e.reply.isFailure())
        return 2;
    switch (m_interpretation.meaning(row).outcome) {
    case Outcome::WriteAccepted:
    case Outcome::WriteStaleAccepted:
        return e.request.command == Command::FencedWrite ? 1 : 0;
    case Outcome::WriteRefused:
        return 2;
    case Outcome::Granted:
        return e.request.command == Command::Set ? 1 : 0;
    default:
        return 0;
    }
}

QVariant TraceLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const TraceEvent &e = trace().events.at(row);
    switch (role) {
    // Keys, tokens, values and client names are whatever a client sent: escaped as the command
    // line prints them, so an ESC, a NUL or a U+202E shows as such and reorders nothing.
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return formatMsNumber(e.at);
        case ActorColumn:
            return e.worker >= 0 ? printable(trace().workerName(e.worker)) : tr("redis");
        case WhatColumn:
            return printable(what(row));
        case ReplyColumn:
            return printable(reply(row));
        case NoteColumn:
            return printable(note(row));
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return printableLines(describeEvent(trace(), e, 0).trimmed());
    case Qt::TextAlignmentRole:
        return index.column() == TimeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole: {
        if (index.column() != ReplyColumn && index.column() != NoteColumn)
            return {};
        const int s = severity(row);
        const bool dark = QGuiApplication::palette().color(QPalette::Base).lightnessF() < 0.5;
        if (s == 2)
            return QColor(dark ? 0xff5a5f : 0xd92d3a);
        if (s == 1)
            return QColor(dark ? 0x4ad66d : 0x1f9d4b);
        return {};
    }
    case TimeRole:
        return QVariant::fromValue<qint64>(e.at);
    case EventKindRole:
        return static_cast<int>(e.kind);
    case WorkerRole:
        return static_cast<int>(e.worker);
    case SeverityRole:
        return severity(row);
    default:
        return {};
    }
}

QVariant TraceLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time (ms)");
    case ActorColumn:
        return tr("Actor");
    case WhatColumn:
        return tr("Command or transition");
    case ReplyColumn:
        return tr("Reply");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

QHash<int, QByteArray> TraceLogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(TimeRole, "time");
    names.insert(EventKindRole, "eventKind");
    names.insert(WorkerRole, "worker");
    names.insert(SeverityRole, "severity");
    return names;
}

}  // namespace locklab
