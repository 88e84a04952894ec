// SPDX-License-Identifier: MIT
#include "scenarioeditor.h"

#include "core/builtins.h"
#include "core/scenarioloader.h"
#include "faultlistmodel.h"
#include "scenariodocument.h"
#include "steplistmodel.h"
#include "timeline/timelinerenderer.h"
#include "workertablemodel.h"

#include <QApplication>
#include <QComboBox>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtMath>

namespace locklab {

namespace {

// A cell too narrow for its words ends where a word ends ("Pause (Prozess…", not "eingefr…"); its
// tooltip says it whole. Only when painting: the columns still size to the whole text.
class WordElideDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QWidget *widget = item.widget;
        const QStyle *style = widget ? widget->style() : QApplication::style();
        const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &item, widget);
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        item.text = elideAtWord(QFontMetricsF(item.font), item.text, text.width() - 2 * margin, true);
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);
    }
};

// Edits a cell with the widget its value needs: the step kinds as a list, numbers as spin boxes
// bounded by the model's MinimumRole / MaximumRole (the scenario format's ranges).
class FieldDelegate final : public WordElideDelegate {
public:
    FieldDelegate(int kindColumn, int minimumRole, int maximumRole, QObject *parent)
        : WordElideDelegate(parent)
        , m_kindColumn(kindColumn)
        , m_minimumRole(minimumRole)
        , m_maximumRole(maximumRole)
    {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (index.column() == m_kindColumn) {
            auto *combo = new QComboBox(parent);
            for (StepKind kind : StepListModel::kinds())
                combo->addItem(StepListModel::kindLabel(kind), static_cast<int>(kind));
            return combo;
        }
        const QVariant min = index.data(m_minimumRole);
        if (!min.isValid())
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto *spin = new QSpinBox(parent);
        spin->setRange(min.toInt(), index.data(m_maximumRole).toInt());
        spin->setToolTip(tr("%1 to %2").arg(spin->minimum()).arg(spin->maximum()));
        return spin;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor))
            combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
        else if (auto *spin = qobject_cast<QSpinBox *>(editor))
            spin->setValue(index.data(Qt::EditRole).toInt());
        else
            QStyledItemDelegate::setEditorData(editor, index);
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor))
            model->setData(index, combo->currentData(), Qt::EditRole);
        else if (auto *spin = qobject_cast<QSpinBox *>(editor))
            model->setData(index, spin->value(), Qt::EditRole);
        else
            QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    int m_kindColumn;
    int m_minimumRole;
    int m_maximumRole;
};

// `stretch`: the column of words (a step, the steps' summary) that takes the width the numbers
// leave, elided in its cells (the tooltip says it whole) unless the table wraps, so no table
// scrolls sideways at 1280×720, in German either; a negative `stretch` counts from the last column.
QTableView *makeTable(QAbstractItemModel *model, QWidget *parent, int stretch)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    QHeaderView *header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(stretch >= 0 ? stretch : model->columnCount() + stretch, QHeaderView::Stretch);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                           | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    return table;
}

QToolButton *toolButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}

}  // namespace

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new WorkerTableModel(document, this))
    , m_steps(new StepListModel(document, this))
    , m_faults(new FaultListModel(document, this))
    , m_table(nullptr)
    , m_stepTable(nullptr)
    , m_faultTable(nullptr)
    , m_ttl(new QSpinBox(this))
    , m_titleEdit(new QLineEdit(this))
    , m_descriptionEdit(new QPlainTextEdit(this))
    , m_stepsTitle(new QLabel(this))
{
    setObjectName(QStringLiteral("scenarioEditor"));
    // A tab of the main area, beside the timeline: the scenario and its workers, the selected
    // worker's steps and the scheduled faults side by side, so every table shows many rows even
    // at 1280×720. It scrolls rather than setting the window's minimum size.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    content->setMinimumHeight(280);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 6, 8, 6);
    auto *columns = new QSplitter(Qt::Horizontal, content);
    columns->setChildrenCollapsible(false);
    layout->addWidget(columns, 1);
    columns->addWidget(createScenarioColumn(columns));
    columns->addWidget(createStepsBox(columns));
    columns->addWidget(createFaultsBox(columns));
    // The steps' six columns need the most width (at 1280×720 they scrolled, "+ j…" cut); the
    // faults' list is short and gives way first (the workers' Steps column now asks for its room).
    columns->setStretchFactor(0, 3);
    columns->setStretchFactor(1, 6);
    columns->setStretchFactor(2, 2);
    connectFields();
    connect(document, &ScenarioDocument::changed, this, &ScenarioEditor::syncFromDocument);
    syncFromDocument();
}

QWidget *ScenarioEditor::createScenarioColumn(QWidget *parent)
{
    auto *column = new QWidget(parent);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Long German labels go above their fields rather than pushing the fields out of the column.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_titleEdit->setPlaceholderText(tr("What the scenario shows, in a few words"));
    m_titleEdit->setAccessibleName(tr("Title"));
    form->addRow(tr("Title:"), m_titleEdit);
    m_descriptionEdit->setPlaceholderText(tr("What happens and why it matters"));
    m_descriptionEdit->setObjectName(QStringLiteral("descriptionEdit"));
    m_descriptionEdit->setAccessibleName(tr("Description"));
    m_descriptionEdit->setTabChangesFocus(true);
    // Whole lines, several of them (two and a half showed at every size): the lines as the text
    // lays them out (ascent and descent, no leading), the document's top margin and the frame; the
    // bottom margin left out so that no sliver of the next line shows.
    constexpr int descriptionLines = 5;
    m_descriptionEdit->setFixedHeight(qCeil(descriptionLines * QFontMetricsF(m_descriptionEdit->font()).height()
                                            + m_descriptionEdit->document()->documentMargin())
                                      + 1 + 2 * m_descriptionEdit->frameWidth());
    form->addRow(tr("Description:"), m_descriptionEdit);
    m_ttl->setRange(1, static_cast<int>(std::min<qint64>(limits::maxTtlMs, 1000000000)));
    m_ttl->setSuffix(tr(" ms"));
    m_ttl->setKeyboardTracking(false);  // one re-run per value, not per keystroke
    m_ttl->setToolTip(tr("PX of every SET NX that does not set its own TTL"));
    form->addRow(tr("Lock TTL:"), m_ttl);
    layout->addLayout(form);
    layout->addWidget(createWorkersBox(column), 1);
    layout->addLayout(createButtons(column));
    return column;
}

QWidget *ScenarioEditor::createWorkersBox(QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("<b>Workers</b>"), box));
    row->addStretch(1);
    QToolButton *add = toolButton(tr("Add"), tr("Add a worker that acquires, works 50 ms, writes and releases"), box);
    QToolButton *duplicate = toolButton(tr("Duplicate"), tr("Copy the selected worker, starting 10 ms later"), box);
    QToolButton *remove = toolButton(tr("Remove"), tr("Remove the selected worker"), box);
    row->addWidget(add);
    row->addWidget(duplicate);
    row->addWidget(remove);
    layout->addLayout(row);
    m_table = makeTable(m_model, box, -1);
    m_table->setObjectName(QStringLiteral("workerTable"));
    // The Steps summary is the worker's whole story: it wraps onto more lines rather than ending in
    // "erwerben (20 Versuche) →…" (German at 1280×720); the rows grow to hold it.
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, &QTableView::resizeRowsToContents);
    layout->addWidget(m_table, 1);
    connect(add, &QToolButton::clicked, m_model, &WorkerTableModel::addWorker);
    connect(duplicate, &QToolButton::clicked, this, [this] { m_model->duplicateWorker(currentRow()); });
    connect(remove, &QToolButton::clicked, this, [this] { m_model->removeWorker(currentRow()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && current.row() != m_steps->worker())
                    selectWorker(current.row());
            });
    return box;
}

QWidget *ScenarioEditor::createStepsBox(QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_stepsTitle->setWordWrap(true);
    row->addWidget(m_stepsTitle, 1);
    QToolButton *addStep = toolButton(tr("Add step"), tr("Insert a step after the selected one"), box);
    addStep->setPopupMode(QToolButton::InstantPopup);
    auto *kindsMenu = new QMenu(addStep);
    for (StepKind kind : StepListModel::kinds()) {
        kindsMenu->addAction(StepListModel::kindLabel(kind), this, [this, kind] {
            const int added = m_steps->addStep(kind, currentStep());
            if (added >= 0)
                m_stepTable->selectRow(added);
        });
    }
    addStep->setMenu(kindsMenu);
    QToolButton *removeStep = toolButton(tr("Remove"), tr("Remove the selected step"), box);
    QToolButton *up = toolButton(tr("↑"), tr("Move the selected step earlier"), box);
    QToolButton *down = toolButton(tr("↓"), tr("Move the selected step later"), box);
    for (QToolButton *b : {addStep, removeStep, up, down})
        row->addWidget(b);
    layout->addLayout(row);
    m_stepTable = makeTable(m_steps, box, 0);
    m_stepTable->setObjectName(QStringLiteral("stepTable"));
    m_stepTable->setItemDelegate(
        new FieldDelegate(StepListModel::KindColumn, StepListModel::MinimumRole, StepListModel::MaximumRole, this));
    layout->addWidget(m_stepTable, 1);
    connect(removeStep, &QToolButton::clicked, this, [this] { m_steps->removeStep(currentStep()); });
    auto move = [this](int delta) {
        const int current = currentStep();
        if (m_steps->moveStep(current, delta))
            m_stepTable->selectRow(current + delta);
    };
    connect(up, &QToolButton::clicked, this, [move] { move(-1); });
    connect(down, &QToolButton::clicked, this, [move] { move(+1); });
    return box;
}

QWidget *ScenarioEditor::createFaultsBox(QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    auto *title = new QLabel(tr("<b>Scheduled faults</b> (add them from the Fault palette)"), box);
    title->setWordWrap(true);
    row->addWidget(title, 1);
    QToolButton *removeFault = toolButton(tr("Remove"), tr("Remove the selected fault"), box);
    row->addWidget(removeFault);
    layout->addLayout(row);
    m_faultTable = makeTable(m_faults, box, -1);
    m_faultTable->setObjectName(QStringLiteral("faultTable"));
    m_faultTable->setItemDelegate(
        new FieldDelegate(-1, FaultListModel::MinimumRole, FaultListModel::MaximumRole, this));
    layout->addWidget(m_faultTable, 1);
    connect(removeFault, &QToolButton::clicked, this, [this] {
        const QModelIndex current = m_faultTable->currentIndex();
        m_faults->removeFault(current.isValid() ? current.row() : m_faults->rowCount() - 1);
    });
    return box;
}

QHBoxLayout *ScenarioEditor::createButtons(QWidget *parent)
{
    auto *buttons = new QHBoxLayout;
    auto *undo = new QToolButton(parent);
    undo->setDefaultAction(m_document->undoStack()->createUndoAction(undo, tr("Undo")));
    auto *redo = new QToolButton(parent);
    redo->setDefaultAction(m_document->undoStack()->createRedoAction(redo, tr("Redo")));
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    buttons->addStretch(1);
    auto *save = new QPushButton(tr("Save As…"), parent);
    save->setToolTip(tr("Save the scenario, with the current policies, as JSON"));
    buttons->addWidget(save);
    connect(save, &QPushButton::clicked, this, &ScenarioEditor::saveAsRequested);
    return buttons;
}

void ScenarioEditor::connectFields()
{
    connect(m_model, &WorkerTableModel::editRejected, this, &ScenarioEditor::editRejected);
    connect(m_steps, &StepListModel::editRejected, this, &ScenarioEditor::editRejected);
    connect(m_faults, &FaultListModel::editRejected, this, &ScenarioEditor::editRejected);
    connect(m_ttl, &QSpinBox::valueChanged, this, [this](int value) {
        if (value == m_document->scenario().ttlMs)
            return;
        Scenario s = m_document->scenario();
        s.ttlMs = value;
        m_document->apply(s, tr("Change lock TTL"));
    });
    connect(m_titleEdit, &QLineEdit::editingFinished, this, &ScenarioEditor::applyText);
    // The description is applied after a pause in typing: one undo step per burst, not per key.
    auto *typing = new QTimer(this);
    typing->setSingleShot(true);
    typing->setInterval(700);
    connect(m_descriptionEdit, &QPlainTextEdit::textChanged, typing, qOverload<>(&QTimer::start));
    connect(typing, &QTimer::timeout, this, &ScenarioEditor::applyText);
}

void ScenarioEditor::applyText()
{
    // The fields show a built-in's words in the user's language: only a field the user changed
    // is written back, so an untouched title stays the scenario's own (English) one.
    const Scenario &current = m_document->scenario();
    const QString title = m_titleEdit->text().trimmed();
    const QString description = m_descriptionEdit->toPlainText().trimmed();
    const bool titleChanged = title != scenarioTitle(current).trimmed();
    const bool descriptionChanged = description != scenarioDescription(current).trimmed();
    if (!titleChanged && !descriptionChanged)
        return;
    Scenario s = current;
    if (titleChanged)
        s.title = title;
    if (descriptionChanged)
        s.description = description;
    m_document->apply(s, titleChanged ? tr("Change title") : tr("Change description"));
}

void ScenarioEditor::selectWorker(int worker)
{
    m_steps->setWorker(worker);
    const auto &workers = m_document->scenario().workers;
    m_stepsTitle->setText(worker >= 0 && worker < workers.size()
                              ? tr("<b>Steps of %1</b>").arg(workers.at(worker).name.toHtmlEscaped())
                              : tr("<b>Steps</b>"));
    if (worker >= 0 && m_table->currentIndex().row() != worker)
        m_table->selectRow(worker);
    m_stepTable->resizeColumnsToContents();
}

int ScenarioEditor::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.row() : m_model->rowCount() - 1;
}

int ScenarioEditor::currentStep() const
{
    const QModelIndex current = m_stepTable->currentIndex();
    return current.isValid() ? current.row() : m_steps->rowCount() - 1;
}

void ScenarioEditor::syncFromDocument()
{
    const Scenario &s = m_document->scenario();
    {
        const QSignalBlocker blocker(m_ttl);
        m_ttl->setValue(static_cast<int>(s.ttlMs));
    }
    // Never rewrite a field under the user's cursor: only a change from elsewhere (undo, a new
    // scenario) is copied in.
    if (const QString title = scenarioTitle(s); !m_titleEdit->hasFocus() && m_titleEdit->text() != title) {
        const QSignalBlocker blocker(m_titleEdit);
        m_titleEdit->setText(title);
    }
    if (const QString description = scenarioDescription(s);
        !m_descriptionEdit->hasFocus() && m_descriptionEdit->toPlainText() != description) {
        const QSignalBlocker blocker(m_descriptionEdit);
        m_descriptionEdit->setPlainText(description);
    }
    // The step list follows its worker by itself; re-selecting would reset it under an editor.
    const int worker = m_steps->worker();
    if (worker < 0 && !s.workers.isEmpty())
        selectWorker(0);
    else if (worker >= 0)
        m_stepsTitle->setText(tr("<b>Steps of %1</b>").arg(s.workers.at(worker).name.toHtmlEscaped()));
    m_table->resizeColumnsToContents();
    m_faultTable->resizeColumnsToContents();
    keepStepsColumnReadable();
}

void ScenarioEditor::keepStepsColumnReadable()
{
    // The numbers' columns size to their contents and the steps' summary takes what is left: in
    // German at 1600×1000 that was 25 px ("a…"). The table asks for the numbers plus room for the
    // first steps, so the splitter gives the scenario column that much before the others.
    int numbers = 0;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (c != WorkerTableModel::StepsColumn)
            numbers += m_table->horizontalHeader()->sectionSize(c);
    }
    const int steps = m_table->fontMetrics().horizontalAdvance(QStringLiteral("acquire → pause 400 ms → write")) + 12;
    m_table->setMinimumWidth(numbers + steps + 2 * m_table->frameWidth()
                             + m_table->verticalScrollBar()->sizeHint().width());
    // The faults' list gives way, but never so far that it scrolls sideways (German's titles are
    // wider): it asks for its columns as they size to their contents.
    int faults = 0;
    for (int c = 0; c < m_faultTable->model()->columnCount(); ++c)
        faults += m_faultTable->horizontalHeader()->sectionSize(c);
    m_faultTable->setMinimumWidth(faults + 2 * m_faultTable->frameWidth()
                                  + m_faultTable->verticalScrollBar()->sizeHint().width());
}

}  // namespace locklab
