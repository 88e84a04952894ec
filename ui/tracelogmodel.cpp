// SPDX-License-Identifier: MIT
#include "tracelogmodel.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace locklab {

TraceLogModel::TraceLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TraceLogModel::setTrace(const Trace &trace, bool extended)
{
    const qsizetype old = m_trace.events.size();
    if (extended && trace.events.size() >= old) {
        const qsizetype added = trace.events.size() - old;
        if (added > 0) {
            beginInsertRows(QModelIndex(), static_cast<int>(old), static_cast<int>(trace.events.size() - 1));
            m_trace = trace;
            endInsertRows();
        } else {
            m_trace = trace;
        }
        return;
    }
    beginResetModel();
    m_trace = trace;
    endResetModel();
}

int TraceLogModel::rowAtOrBefore(Micros at) const
{
    const auto &events = m_trace.events;
    const auto it =
        std::upper_bound(events.cbegin(), events.cend(), at, [](Micros t, const TraceEvent &e) { return t < e.at; });
    return static_cast<int>(it - events.cbegin()) - 1;
}

int TraceLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_trace.events.size());
}

int TraceLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TraceLogModel::what(const TraceEvent &e) const
{
    switch (e.kind) {
    case EventKind::Sent:
        return QStringLiteral("→ ") + renderCommand(e.request, m_trace.keyPrefix + e.request.key);
    case EventKind::Replied:
        return QStringLiteral("← ") + commandName(e.request.command);
    case EventKind::State:
        return tr("becomes %1").arg(workerStateLabel(e.state));
    case EventKind::Expired:
        return tr("expires %1").arg(m_trace.keyPrefix + e.text);
    case EventKind::Note:
        return e.text;
    case EventKind::Fault:
        return tr("fault: %1").arg(e.text);
    }
    return {};
}

QString TraceLogModel::reply(const TraceEvent &e) const
{
    if (e.kind != EventKind::Replied)
        return {};
    return renderReply(e.reply);
}

QString TraceLogModel::note(const TraceEvent &e) const
{
    switch (e.kind) {
    case EventKind::Replied: {
        // Watched traffic has no round trip to show: MONITOR gives the command, the model the reply.
        const QString latency = isObservedTraffic(m_trace)
                                    ? tr("reply inferred by the model")
                                    : tr("%1 ms round trip").arg(msFromUs(e.at - e.sentAt), 0, 'f', 3);
        const Request &r = e.request;
        const bool onLock = r.key == m_trace.lockKey;
        QString meaning;
        if (e.reply.kind == Reply::Kind::Unknown)
            meaning = tr("no reply: it may or may not have run");
        else if (r.command == Command::Set && onLock)
            meaning = e.reply.isOk() ? tr("lock granted") : tr("refused: the key is held");
        else if (r.command == Command::Del && onLock)
            meaning = e.reply.integer == 1 ? tr("deleted the key, whoever held it") : tr("no key to delete");
        else if (r.command == Command::CompareAndDelete)
            meaning = e.reply.integer == 1 ? tr("released its own lock") : tr("not the owner: nothing deleted");
        else if (r.command == Command::CompareAndExtend)
            meaning = e.reply.integer == 1 ? tr("extended") : tr("not the owner: not extended");
        else if (r.command == Command::FencedWrite)
            meaning = e.reply.integer == 1 ? tr("write accepted with fence %1").arg(r.number)
                                           : tr("write refused: fence %1 is stale").arg(r.number);
        else if (r.command == Command::Write)
            meaning = tr("write accepted (no fencing)");
        else if (r.command == Command::Incr)
            meaning = tr("fencing token %1").arg(e.reply.integer);
        return meaning.isEmpty() ? latency : meaning + QStringLiteral(" · ") + latency;
    }
    case EventKind::State:
        return e.believesHeld ? tr("believes it holds the lock") : QString();
    case EventKind::Expired:
        return tr("deadline %1 ms").arg(msFromUs(e.deadline), 0, 'f', 3);
    default:
        return {};
    }
}

int TraceLogModel::severity(const TraceEvent &e) const
{
    if (e.kind == EventKind::Fault)
        return 2;
    if (e.kind != EventKind::Replied)
        return 0;
    const Request &r = e.request;
    if (e.reply.isFailure())
        return 2;
    if (r.command == Command::FencedWrite)
        return e.reply.integer == 1 ? 1 : 2;
    if (r.command == Command::Set && r.key == m_trace.lockKey)
        return e.reply.isOk() ? 1 : 0;
    return 0;
}

QVariant TraceLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TraceEvent &e = m_trace.events.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QString::number(msFromUs(e.at), 'f', 3);
        case ActorColumn:
            return e.worker >= 0 ? m_trace.workerName(e.worker) : tr("redis");
        case WhatColumn:
            return what(e);
        case ReplyColumn:
            return reply(e);
        case NoteColumn:
            return note(e);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return describeEvent(m_trace, e).trimmed();
    case Qt::TextAlignmentRole:
        return index.column() == TimeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole: {
        if (index.column() != ReplyColumn && index.column() != NoteColumn)
            return {};
        const int s = severity(e);
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
        return severity(e);
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
