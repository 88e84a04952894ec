// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

#include <QAbstractTableModel>

namespace locklab {

// The run's violations, one row each, in the checker's order. A view asks only for the rows it
// shows, so twenty thousand violations cost a list and nothing per row until one is on screen.
class ViolationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, KindColumn, ExplanationColumn, ColumnCount };
    enum Roles { TimeRole = Qt::UserRole, KindRole, ExplanationRole };

    explicit ViolationModel(QObject *parent = nullptr);

    // The run's violations (`run.summary().violations`, worded by `run`). `shown`: the first
    // `shown` of them are rows (stepping a recorded run; -1 all). The same list with another count
    // only adds or removes rows at the end; an equal list from a new run keeps the rows.
    void setViolations(const Interpretation &run, qsizetype shown = -1);
    void clear() { setViolations(Interpretation()); }
    // The rows' violations (a copy only while part of the list is shown).
    QList<Violation> violations() const
    {
        return m_shown == m_violations.size() ? m_violations : m_violations.mid(0, m_shown);
    }
    qsizetype shownCount() const { return m_shown; }
    const QList<Violation> &allViolations() const { return m_violations; }  // shown or not
    const Violation &violationAt(qsizetype row) const { return m_violations.at(row); }
    QString witnessAt(qsizetype row) const { return m_run.witness(m_violations.at(row)); }
    static QString kindTitle(ViolationKind kind);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Interpretation m_run;
    QList<Violation> m_violations;
    qsizetype m_shown = 0;
};

}  // namespace locklab
