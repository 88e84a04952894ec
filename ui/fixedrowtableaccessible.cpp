// SPDX-License-Identifier: MIT
#include "fixedrowtableaccessible.h"

#include "fixedrowtableview.h"

#include <QAccessibleWidget>
#include <QHeaderView>
#include <QPointer>

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace locklab {

namespace {

qint64 cellKey(int row, int column)
{
    return (qint64(row) << 32) | quint32(column);
}

int childIndexOf(qint64 row, qint64 column, qint64 columns)
{
    const qint64 index = row * columns + column;
    return index >= 0 && index <= std::numeric_limits<int>::max() ? static_cast<int>(index) : -1;
}

// One cell: its row and column, looked up in the view's model each time it is asked.
class FixedRowTableCell : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    FixedRowTableCell(FixedRowTableView *view, int row, int column)
        : m_view(view)
        , m_row(row)
        , m_column(column)
    {}

    bool isValid() const override { return index().isValid(); }
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    void setText(QAccessible::Text, const QString &) override {}

    QString text(QAccessible::Text t) const override
    {
        const QModelIndex cell = index();
        if (!cell.isValid())
            return {};
        switch (t) {
        case QAccessible::Name: {
            const QString text = cell.data(Qt::AccessibleTextRole).toString();
            return text.isEmpty() ? cell.data(Qt::DisplayRole).toString() : text;
        }
        case QAccessible::Description: {
            const QString text = cell.data(Qt::AccessibleDescriptionRole).toString();
            return text.isEmpty() ? cell.data(Qt::ToolTipRole).toString() : text;
        }
        default:
            return {};
        }
    }

    // The view's visualRect on screen; a row far off screen has a place far off screen.
    QRect rect() const override
    {
        const QModelIndex cell = index();
        if (!cell.isValid())
            return {};
        const QRect r = m_view->visualRect(cell);
        return r.isNull() ? QRect() : r.translated(m_view->viewport()->mapToGlobal(QPoint(0, 0)));
    }

    QAccessible::State state() const override
    {
        QAccessible::State st;
        const QModelIndex cell = index();
        if (!cell.isValid()) {
            st.invalid = true;
            return st;
        }
        const QRect onScreen(m_view->viewport()->mapToGlobal(QPoint(0, 0)), m_view->viewport()->size());
        if (!onScreen.intersects(rect()))
            st.invisible = st.offscreen = true;
        const Qt::ItemFlags flags = cell.flags();
        if (!(flags & Qt::ItemIsEnabled))
            st.disabled = true;
        else
            st.focusable = true;
        const QAbstractItemView::SelectionMode mode = m_view->selectionMode();
        if (mode != QAbstractItemView::NoSelection && (flags & Qt::ItemIsSelectable)) {
            st.selectable = true;
            st.multiSelectable = mode == QAbstractItemView::MultiSelection
                                 || mode == QAbstractItemView::ExtendedSelection
                                 || mode == QAbstractItemView::ContiguousSelection;
        }
        if (const QItemSelectionModel *selection = m_view->selectionModel()) {
            st.selected = selection->isSelected(cell);
            st.focused = selection->currentIndex() == cell;
        }
        return st;
    }

    void *interface_cast(QAccessible::InterfaceType t) override
    {
        return t == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface *>(this) : nullptr;
    }

    bool isSelected() const override
    {
        const QModelIndex cell = index();
        return cell.isValid() && m_view->selectionModel() && m_view->selectionModel()->isSelected(cell);
    }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    QModelIndex index() const
    {
        if (!m_view || !m_view->model())
            return {};
        return m_view->model()->index(m_row, m_column, m_view->rootIndex());
    }

    QPointer<FixedRowTableView> m_view;
    int m_row;
    int m_column;
};

// The view: a table of the cells asked for so far.
class FixedRowTableAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit FixedRowTableAccessible(FixedRowTableView *view)
        : QAccessibleWidget(view, QAccessible::Table)
    {}
    ~FixedRowTableAccessible() override
    {
        dropCells([](int) { return true; });
    }

    void *interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface *>(this);
        return QAccessibleWidget::interface_cast(t);
    }

    // The children are the cells, row by row.
    int childCount() const override
    {
        const qint64 count = qint64(rowCount()) * columnCount();
        return static_cast<int>(std::min<qint64>(count, std::numeric_limits<int>::max()));
    }
    QAccessibleInterface *child(int index) const override
    {
        const int columns = columnCount();
        if (index < 0 || columns == 0)
            return nullptr;
        return cellAt(index / columns, index % columns);
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        if (!child || child->role() != QAccessible::Cell || child->parent() != this)
            return -1;
        auto *cell = const_cast<QAccessibleInterface *>(child)->tableCellInterface();
        return cell ? childIndexOf(cell->rowIndex(), cell->columnIndex(), columnCount()) : -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        const QModelIndex index = view()->indexAt(view()->viewport()->mapFromGlobal(QPoint(x, y)));
        return index.isValid() ? cellAt(index.row(), index.column()) : nullptr;
    }
    QAccessibleInterface *focusChild() const override
    {
        const QModelIndex current = view()->currentIndex();
        return current.isValid() ? cellAt(current.row(), current.column()) : nullptr;
    }

    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    int rowCount() const override { return model() ? model()->rowCount(view()->rootIndex()) : 0; }
    int columnCount() const override { return model() ? model()->columnCount(view()->rootIndex()) : 0; }
    QString columnDescription(int column) const override
    {
        return model() ? model()->headerData(column, Qt::Horizontal).toString() : QString();
    }
    QString rowDescription(int row) const override
    {
        return model() ? model()->headerData(row, Qt::Vertical).toString() : QString();
    }

    // Made on demand and registered; the same object for the same cell until the model moves it.
    QAccessibleInterface *cellAt(int row, int column) const override
    {
        followModel();
        if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
            return nullptr;
        const qint64 key = cellKey(row, column);
        if (const auto found = m_cells.find(key); found != m_cells.end()) {
            if (QAccessibleInterface *cell = QAccessible::accessibleInterface(found->second))
                return cell;
            m_cells.erase(found);
        }
        auto *cell = new FixedRowTableCell(view(), row, column);
        m_cells.emplace(key, QAccessible::registerAccessibleInterface(cell));
        return cell;
    }

    // Counted from the ranges: selectedIndexes() would list every cell of a range.
    int selectedCellCount() const override
    {
        qint64 count = 0;
        if (selection()) {
            for (const QItemSelectionRange &range : selection()->selection())
                count += qint64(range.height()) * range.width();
        }
        return static_cast<int>(std::min<qint64>(count, std::numeric_limits<int>::max()));
    }
    QList<QAccessibleInterface *> selectedCells() const override
    {
        QList<QAccessibleInterface *> cells;
        if (selection()) {
            for (const QModelIndex &index : selection()->selectedIndexes()) {
                if (QAccessibleInterface *cell = cellAt(index.row(), index.column()))
                    cells.append(cell);
            }
        }
        return cells;
    }
    int selectedRowCount() const override { return int(selectedRows().size()); }
    QList<int> selectedRows() const override
    {
        QList<int> rows;
        if (selection()) {
            for (const QModelIndex &index : selection()->selectedRows())
                rows.append(index.row());
        }
        std::sort(rows.begin(), rows.end());
        return rows;
    }
    bool isRowSelected(int row) const override
    {
        return selection() && row >= 0 && row < rowCount() && selection()->isRowSelected(row, view()->rootIndex());
    }
    int selectedColumnCount() const override { return int(selectedColumns().size()); }
    QList<int> selectedColumns() const override
    {
        QList<int> columns;
        for (int column = 0; column < columnCount(); ++column) {
            if (isColumnSelected(column))
                columns.append(column);
        }
        return columns;
    }
    bool isColumnSelected(int column) const override;

    bool selectRow(int row) override;
    bool unselectRow(int row) override;
    // The view selects rows: a column is never selected or unselected on its own.
    bool selectColumn(int) override { return false; }
    bool unselectColumn(int) override { return false; }

    void modelChange(QAccessibleTableModelChangeEvent *event) override;

private:
    FixedRowTableView *view() const { return static_cast<FixedRowTableView *>(widget()); }
    QAbstractItemModel *model() const { return view()->model(); }
    QItemSelectionModel *selection() const { return view()->selectionModel(); }

    void followModel() const;

    template <typename Predicate> void dropCells(Predicate dropRow) const
    {
        for (auto it = m_cells.begin(); it != m_cells.end();) {
            if (dropRow(int(it->first >> 32))) {
                QAccessible::deleteAccessibleInterface(it->second);
                it = m_cells.erase(it);
            } else {
                ++it;
            }
        }
    }

    // Only the cells asked for: (row << 32 | column) to their registered id.
    mutable std::unordered_map<qint64, QAccessible::Id> m_cells;
    // The model the cells are of, and the context of the connections to it.
    mutable QPointer<QAbstractItemModel> m_model;
    mutable QObject m_modelWatch;
};

// The cells move with the model's rows whether or not a screen reader is listening: the table
// change events (modelChange) are only sent while QAccessible::isActive(), the model's signals
// always. A new model (or the old one gone) drops every cell.
void FixedRowTableAccessible::followModel() const
{
    if (m_model == model())
        return;
    if (m_model)
        QObject::disconnect(m_model, nullptr, &m_modelWatch, nullptr);
    dropCells([](int) { return true; });
    m_model = model();
    if (!m_model)
        return;
    const auto dropAll = [this] { dropCells([](int) { return true; }); };
    const auto dropFrom = [this](const QModelIndex &parent, int first) {
        if (parent == view()->rootIndex())
            dropCells([first](int row) { return row >= first; });
    };
    QObject::connect(m_model, &QAbstractItemModel::modelReset, &m_modelWatch, dropAll);
    QObject::connect(m_model, &QAbstractItemModel::layoutChanged, &m_modelWatch, dropAll);
    QObject::connect(m_model, &QAbstractItemModel::rowsMoved, &m_modelWatch, dropAll);
    QObject::connect(m_model, &QAbstractItemModel::columnsInserted, &m_modelWatch, dropAll);
    QObject::connect(m_model, &QAbstractItemModel::columnsRemoved, &m_modelWatch, dropAll);
    QObject::connect(m_model, &QAbstractItemModel::columnsMoved, &m_modelWatch, dropAll);
    QObject::connect(m_model, &QAbstractItemModel::rowsInserted, &m_modelWatch,
                     [dropFrom](const QModelIndex &parent, int first) { dropFrom(parent, first); });
    QObject::connect(m_model, &QAbstractItemModel::rowsRemoved, &m_modelWatch,
                     [dropFrom](const QModelIndex &parent, int first) { dropFrom(parent, first); });
}

// Every row of the column selected: the selection's ranges over the column, sorted, leave no gap.
// (QItemSelectionModel::isColumnSelected may look at the rows one by one.)
bool FixedRowTableAccessible::isColumnSelected(int column) const
{
    const int rows = rowCount();
    if (!selection() || rows == 0 || column < 0 || column >= columnCount())
        return false;
    QList<std::pair<int, int>> spans;
    for (const QItemSelectionRange &range : selection()->selection()) {
        if (range.parent() == view()->rootIndex() && range.left() <= column && column <= range.right())
            spans.append({range.top(), range.bottom()});
    }
    std::sort(spans.begin(), spans.end());
    int next = 0;
    for (const auto &[top, bottom] : spans) {
        if (top > next)
            return false;
        next = std::max(next, bottom + 1);
    }
    return next >= rows;
}

// As QAccessibleTable: not in NoSelection, nor when the view selects columns; single selection
// selects only whole rows (a row of one cell otherwise); contiguous selection extends a block it
// touches, and starts a new one otherwise.
bool FixedRowTableAccessible::selectRow(int row)
{
    if (!selection() || row < 0 || row >= rowCount() || columnCount() == 0
        || view()->selectionBehavior() == QAbstractItemView::SelectColumns)
        return false;
    QItemSelectionModel::SelectionFlags command = QItemSelectionModel::Select | QItemSelectionModel::Rows;
    switch (view()->selectionMode()) {
    case QAbstractItemView::NoSelection:
        return false;
    case QAbstractItemView::SingleSelection:
        if (view()->selectionBehavior() != QAbstractItemView::SelectRows && columnCount() > 1)
            return false;
        command |= QItemSelectionModel::Clear;
        break;
    case QAbstractItemView::ContiguousSelection:
        if (!isRowSelected(row - 1) && !isRowSelected(row + 1))
            command |= QItemSelectionModel::Clear;
        break;
    case QAbstractItemView::MultiSelection:
    case QAbstractItemView::ExtendedSelection:
        break;
    }
    selection()->select(model()->index(row, 0, view()->rootIndex()), command);
    return true;
}

// A selected row is unselected, as Ctrl+click does it; in contiguous selection only at either end
// of its block (a block is never cut in two).
bool FixedRowTableAccessible::unselectRow(int row)
{
    if (!isRowSelected(row) || view()->selectionMode() == QAbstractItemView::NoSelection
        || view()->selectionBehavior() == QAbstractItemView::SelectColumns)
        return false;
    if (view()->selectionMode() == QAbstractItemView::ContiguousSelection && isRowSelected(row - 1)
        && isRowSelected(row + 1))
        return false;
    selection()->select(model()->index(row, 0, view()->rootIndex()),
                        QItemSelectionModel::Deselect | QItemSelectionModel::Rows);
    return true;
}

// QAbstractItemView sends these (a reset, rows and columns inserted or removed) while a screen
// reader listens; followModel() has seen the same from the model's signals. The cells whose row or
// column moved are dropped, not moved: the next question makes them again.
void FixedRowTableAccessible::modelChange(QAccessibleTableModelChangeEvent *event)
{
    switch (event->modelChangeType()) {
    case QAccessibleTableModelChangeEvent::ModelReset:
    case QAccessibleTableModelChangeEvent::ColumnsInserted:
    case QAccessibleTableModelChangeEvent::ColumnsRemoved:
        dropCells([](int) { return true; });
        break;
    case QAccessibleTableModelChangeEvent::RowsInserted:
    case QAccessibleTableModelChangeEvent::RowsRemoved: {
        const int first = event->firstRow();
        dropCells([first](int row) { return row >= first; });
        break;
    }
    case QAccessibleTableModelChangeEvent::DataChanged:
        break;
    }
}

QAccessibleInterface *fixedRowTableFactory(const QString &className, QObject *object)
{
    if (object && object->isWidgetType() && className == QLatin1String(FixedRowTableView::staticMetaObject.className()))
        return new FixedRowTableAccessible(static_cast<FixedRowTableView *>(object));
    return nullptr;
}

}  // namespace

void installFixedRowTableAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(fixedRowTableFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

int fixedRowTableChildIndex(const FixedRowTableView *view, const QModelIndex &index)
{
    if (!index.isValid() || !view->model() || index.parent() != view->rootIndex())
        return -1;
    return childIndexOf(index.row(), index.column(), view->model()->columnCount(view->rootIndex()));
}

}  // namespace locklab
