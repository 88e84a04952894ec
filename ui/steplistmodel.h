// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QAbstractTableModel>

#include <functional>

namespace locklab {

class ScenarioDocument;

// One worker's steps as editable rows: what the step does and each of its fields, with the range
// the scenario format allows (MinimumRole / MaximumRole, which the editor's spin boxes use). A
// field that does not apply to the step's kind is empty and read-only. Every edit is one undoable
// document edit, so the run re-runs at once.
class StepListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KindColumn, MsColumn, TtlColumn, TriesColumn, RetryColumn, JitterColumn, ColumnCount };
    enum Roles { MinimumRole = Qt::UserRole, MaximumRole, KindRole };

    explicit StepListModel(ScenarioDocument *document, QObject *parent = nullptr);

    // Which worker's steps the rows are; -1: none.
    void setWorker(int worker);
    int worker() const { return m_worker; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Inserts a step of `kind` after `row` (-1: at the end); returns its row.
    int addStep(StepKind kind, int row = -1);
    bool removeStep(int row);
    // Moves a step one place up (delta -1) or down (+1).
    bool moveStep(int row, int delta);

    static bool applies(StepKind kind, Column column);
    static QString kindLabel(StepKind kind);
    // A step's name in one word, in the user's language ("erwerben"): the workers' Steps summary
    // and the sentences that name a step. The file format's name is stepKindName().
    static QString kindName(StepKind kind);
    static QList<StepKind> kinds();

Q_SIGNALS:
    void editRejected(const QString &reason);

private:
    const WorkerSpec *spec() const;
    void edit(const std::function<bool(WorkerSpec &)> &change, const QString &description);

    ScenarioDocument *m_document;
    int m_worker = -1;
    int m_rows = 0;
};

}  // namespace locklab
