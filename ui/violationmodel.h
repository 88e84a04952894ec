// SPDX-License-Identifier: MIT
#pragma once

#include "safetychecker.h"

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

    void setViolations(const QList<Violation> &violations);
    const QList<Violation> &violations() const { return m_violations; }
    static QString kindTitle(ViolationKind kind);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Violation> m_violations;
};

}  // namespace locklab
