// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QSpinBox;
class QTableView;
class QLabel;

namespace locklab {

class ScenarioDocument;
class WorkerTableModel;

// The scenario dock: the lock's TTL and the worker table with add / duplicate / remove.
class ScenarioEditor : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    WorkerTableModel *workerModel() const { return m_model; }
    QTableView *table() const { return m_table; }

Q_SIGNALS:
    void saveAsRequested();
    void editRejected(const QString &reason);

private:
    void syncFromDocument();
    int currentRow() const;

    ScenarioDocument *m_document;
    WorkerTableModel *m_model;
    QTableView *m_table;
    QSpinBox *m_ttl;
    QLabel *m_title;
};

}  // namespace locklab
