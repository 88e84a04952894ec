// SPDX-License-Identifier: MIT
#include "scenarioeditor.h"

#include "builtins.h"
#include "scenariodocument.h"
#include "scenarioloader.h"
#include "workertablemodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace locklab {

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new WorkerTableModel(document, this))
    , m_table(new QTableView(this))
    , m_ttl(new QSpinBox(this))
    , m_title(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);

    auto *ttlRow = new QHBoxLayout;
    auto *ttlLabel = new QLabel(tr("Lock TTL:"), this);
    ttlLabel->setBuddy(m_ttl);
    m_ttl->setRange(1, static_cast<int>(std::min<qint64>(limits::maxTtlMs, 1000000000)));
    m_ttl->setSuffix(tr(" ms"));
    m_ttl->setKeyboardTracking(false);  // one re-run per value, not per keystroke
    m_ttl->setToolTip(tr("PX of every SET NX that does not set its own TTL"));
    ttlRow->addWidget(ttlLabel);
    ttlRow->addWidget(m_ttl);
    ttlRow->addStretch(1);
    layout->addLayout(ttlRow);

    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->setAlternatingRowColors(true);
    layout->addWidget(m_table, 1);

    auto *buttons = new QHBoxLayout;
    auto button = [&](const QString &text, const QString &tip) {
        auto *b = new QPushButton(text, this);
        b->setToolTip(tip);
        buttons->addWidget(b);
        return b;
    };
    QPushButton *add = button(tr("Add"), tr("Add a worker that acquires, works 50 ms, writes and releases"));
    QPushButton *duplicate = button(tr("Duplicate"), tr("Copy the selected worker, starting 10 ms later"));
    QPushButton *remove = button(tr("Remove"), tr("Remove the selected worker"));
    buttons->addStretch(1);
    auto *undo = new QToolButton(this);
    undo->setDefaultAction(document->undoStack()->createUndoAction(undo, tr("Undo")));
    auto *redo = new QToolButton(this);
    redo->setDefaultAction(document->undoStack()->createRedoAction(redo, tr("Redo")));
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    QPushButton *save = button(tr("Save As…"), tr("Save the scenario, with the current policies, as JSON"));
    layout->addLayout(buttons);

    connect(add, &QPushButton::clicked, m_model, &WorkerTableModel::addWorker);
    connect(duplicate, &QPushButton::clicked, this, [this] { m_model->duplicateWorker(currentRow()); });
    connect(remove, &QPushButton::clicked, this, [this] { m_model->removeWorker(currentRow()); });
    connect(save, &QPushButton::clicked, this, &ScenarioEditor::saveAsRequested);
    connect(m_model, &WorkerTableModel::editRejected, this, &ScenarioEditor::editRejected);
    connect(m_ttl, &QSpinBox::valueChanged, this, [this](int value) {
        if (value == m_document->scenario().ttlMs)
            return;
        Scenario s = m_document->scenario();
        s.ttlMs = value;
        m_document->apply(s, tr("Change lock TTL"));
    });
    connect(document, &ScenarioDocument::changed, this, &ScenarioEditor::syncFromDocument);
    syncFromDocument();
}

int ScenarioEditor::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.row() : m_model->rowCount() - 1;
}

void ScenarioEditor::syncFromDocument()
{
    const Scenario &s = m_document->scenario();
    const QSignalBlocker blocker(m_ttl);
    m_ttl->setValue(static_cast<int>(s.ttlMs));
    m_title->setText(s.description.isEmpty() ? scenarioTitle(s) : scenarioDescription(s));
    m_table->resizeColumnsToContents();
}

}  // namespace locklab
