// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QAbstractTableModel>

namespace locklab {

class ScenarioDocument;

// The scenario's workers as a table of the usual knobs. Edits go through the document's undo
// stack; the model itself only ever mirrors the document.
class WorkerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, StartColumn, TtlColumn, WorkColumn, PauseColumn, StepsColumn, ColumnCount };
    enum Roles { WorkerIndexRole = Qt::UserRole };

    explicit WorkerTableModel(ScenarioDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void addWorker();
    void removeWorker(int row);
    void duplicateWorker(int row);

    // The knobs as the table reads and writes them (also used by tests).
    static qint64 knob(const WorkerSpec &worker, StepKind kind);
    static void setKnob(WorkerSpec &worker, StepKind kind, qint64 ms);
    static qint64 ttlOf(const WorkerSpec &worker, qint64 scenarioTtl);
    static QString stepsText(const WorkerSpec &worker);
    static QString uniqueName(const Scenario &scenario, const QString &base);

Q_SIGNALS:
    // An edit was refused (bad name, out of range): the window shows why.
    void editRejected(const QString &reason);

private:
    ScenarioDocument *m_document;
};

}  // namespace locklab
