// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

#include <QAbstractTableModel>

namespace locklab {

// The event log: one row per trace event, in trace order; what a reply meant comes from the
// interpretation, so the log says what the timeline and the report say.
class TraceLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, ActorColumn, WhatColumn, ReplyColumn, NoteColumn, ColumnCount };
    enum Roles {
        TimeRole = Qt::UserRole,  // qint64 µs
        EventKindRole,            // int(EventKind)
        WorkerRole,               // int, -1 for the server
        SeverityRole,             // 0 plain, 1 good news, 2 bad news
    };
    Q_ENUM(Roles)

    explicit TraceLogModel(QObject *parent = nullptr);

    // `extended`: the new trace is the old one plus events at the end, so rows are appended
    // (the selection survives a Step); otherwise the model resets.
    // `shown`: how many of its events are rows (stepping through a recorded run), -1 all of them.
    void setTrace(const Interpretation &interpretation, bool extended, qsizetype shown = -1);
    const Trace &trace() const { return m_interpretation.trace(); }

    // The last event at or before `at`, or -1: where a cursor at `at` lands in the log.
    int rowAtOrBefore(Micros at) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString what(int row) const;
    QString reply(int row) const;
    QString note(int row) const;
    int severity(int row) const;

private:
    QString meaningText(const TraceEvent &event, const Meaning &meaning) const;

    Interpretation m_interpretation;
    qsizetype m_shown = 0;
};

}  // namespace locklab
