// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QAbstractTableModel>

namespace locklab {

class ScenarioDocument;

// The scenario's scheduled faults as rows: what, when, whose and how much, the time and the
// amount editable, each row removable. Edits are undoable document edits.
class FaultListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KindColumn, AtColumn, WorkerColumn, AmountColumn, ColumnCount };
    enum Roles { MinimumRole = Qt::UserRole, MaximumRole };

    explicit FaultListModel(ScenarioDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool removeFault(int row);
    // The field the Amount column edits, for a kind (pause ms, added latency, down time, jump).
    static bool hasAmount(FaultKind kind);
    // What the fault is, in the user's language ("pause (process frozen)", "Redis restart (AOF)"):
    // the Fault column, and the palette's and the Edit menu's words for it. (faultKindName() is
    // the scenario format's "clock-jump", never shown.)
    static QString kindText(const Fault &fault);

Q_SIGNALS:
    void editRejected(const QString &reason);

private:
    ScenarioDocument *m_document;
    int m_rows = 0;
};

}  // namespace locklab
