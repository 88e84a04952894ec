// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QHBoxLayout;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableView;
class QLabel;

namespace locklab {

class FaultListModel;
class ScenarioDocument;
class StepListModel;
class WorkerTableModel;

// The Scenario tab, an editor that builds scenarios: title and description, the lock's TTL, the
// workers (add / duplicate / remove), the selected worker's steps (add, remove, reorder, every
// field within its range) and the scheduled faults. Every edit is one undoable document edit,
// and the run follows at once.
class ScenarioEditor : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    WorkerTableModel *workerModel() const { return m_model; }
    StepListModel *stepModel() const { return m_steps; }
    FaultListModel *faultModel() const { return m_faults; }
    QTableView *table() const { return m_table; }
    QTableView *stepTable() const { return m_stepTable; }
    QTableView *faultTable() const { return m_faultTable; }
    QLineEdit *titleEdit() const { return m_titleEdit; }
    QPlainTextEdit *descriptionEdit() const { return m_descriptionEdit; }
    // Shows the steps of `worker` (the worker table's selection follows).
    void selectWorker(int worker);

Q_SIGNALS:
    void saveAsRequested();
    void editRejected(const QString &reason);

private:
    // The parts, left to right: title, description, TTL and workers; the steps; the faults.
    QWidget *createScenarioColumn(QWidget *parent);
    QWidget *createWorkersBox(QWidget *parent);
    QWidget *createStepsBox(QWidget *parent);
    QWidget *createFaultsBox(QWidget *parent);
    QHBoxLayout *createButtons(QWidget *parent);
    void connectFields();
    void syncFromDocument();
    void keepStepsColumnReadable();
    int currentRow() const;
    int currentStep() const;
    void applyText();

    ScenarioDocument *m_document;
    WorkerTableModel *m_model;
    StepListModel *m_steps;
    FaultListModel *m_faults;
    QTableView *m_table;
    QTableView *m_stepTable;
    QTableView *m_faultTable;
    QSpinBox *m_ttl;
    QLineEdit *m_titleEdit;
    QPlainTextEdit *m_descriptionEdit;
    QLabel *m_stepsTitle;
};

}  // namespace locklab
