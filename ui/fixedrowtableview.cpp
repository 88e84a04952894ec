// SPDX-License-Identifier: MIT
#include "fixedrowtableview.h"

#include "fixedrowtableaccessible.h"

#include <QAccessible>
#include <QHeaderView>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <limits>

namespace locklab {

namespace {

// Off-screen rows get a place this far out at most: still off screen, and no int overflows when a
// caller adds a height to it (10 M rows × 20 px is 200 M px; 100 M rows would not fit an int).
int clampedPosition(qint64 y)
{
    return static_cast<int>(std::clamp<qint64>(y, -QWIDGETSIZE_MAX, QWIDGETSIZE_MAX));
}

// Floor division: a point above the viewport is in a row above the first one shown.
qint64 floorDiv(qint64 a, qint64 b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

}  // namespace

FixedRowTableView::FixedRowTableView(QWidget *parent)
    : QAbstractItemView(parent)
    , m_header(new QHeaderView(Qt::Horizontal, this))
    , m_rowHeight(std::max(1, style()->pixelMetric(QStyle::PM_HeaderDefaultSectionSizeVertical, nullptr, this)))
{
    installFixedRowTableAccessibility();
    // As QTableView sets up its header: a section's title is bold while the selection crosses it.
    m_header->setSectionsClickable(true);
    m_header->setHighlightSections(true);
    connect(m_header, &QHeaderView::sectionResized, this, [this] { scheduleDelayedItemsLayout(); });
    connect(m_header, &QHeaderView::sectionMoved, this, [this] { scheduleDelayedItemsLayout(); });
    connect(m_header, &QHeaderView::sectionCountChanged, this, [this] { scheduleDelayedItemsLayout(); });
    connect(m_header, &QHeaderView::geometriesChanged, this, &FixedRowTableView::updateGeometries);
    connect(m_header, &QHeaderView::sectionHandleDoubleClicked, this, &FixedRowTableView::resizeColumnToContents);
}

// The header is a child: it hides, and says its geometry changed, after this class is gone.
FixedRowTableView::~FixedRowTableView()
{
    disconnect(m_header, nullptr, this, nullptr);
}

void FixedRowTableView::setRowHeight(int height)
{
    height = std::max(1, height);
    if (height == m_rowHeight)
        return;
    m_rowHeight = height;
    scheduleDelayedItemsLayout();
}

int FixedRowTableView::firstVisibleRow() const
{
    return verticalScrollBar()->value();
}

int FixedRowTableView::rowsPerPage() const
{
    return std::max(1, viewport()->height() / m_rowHeight);
}

int FixedRowTableView::rowCount() const
{
    return model() ? model()->rowCount(rootIndex()) : 0;
}

int FixedRowTableView::rowAt(int y) const
{
    const qint64 row = firstVisibleRow() + floorDiv(y, m_rowHeight);
    return row >= 0 && row < rowCount() ? static_cast<int>(row) : -1;
}

int FixedRowTableView::rowViewportPosition(int row) const
{
    return clampedPosition(qint64(row - qint64(firstVisibleRow())) * m_rowHeight);
}

void FixedRowTableView::setModel(QAbstractItemModel *newModel)
{
    if (newModel == model())
        return;
    if (model()) {
        disconnect(model(), &QAbstractItemModel::rowsRemoved, this, nullptr);
        disconnect(model(), &QAbstractItemModel::columnsInserted, this, nullptr);
        disconnect(model(), &QAbstractItemModel::columnsRemoved, this, nullptr);
    }
    m_header->setModel(newModel);
    QAbstractItemView::setModel(newModel);
    // Inserted rows come through rowsInserted(), a reset through reset() (it lays out again);
    // removed rows and columns only here.
    if (newModel) {
        const auto relayout = [this] { scheduleDelayedItemsLayout(); };
        connect(newModel, &QAbstractItemModel::rowsRemoved, this, relayout);
        connect(newModel, &QAbstractItemModel::columnsInserted, this, relayout);
        connect(newModel, &QAbstractItemModel::columnsRemoved, this, relayout);
    }
    // The accessible table's cells were the old model's.
    if (QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    }
}

void FixedRowTableView::setSelectionModel(QItemSelectionModel *selectionModel)
{
    m_header->setSelectionModel(selectionModel);
    QAbstractItemView::setSelectionModel(selectionModel);
}

void FixedRowTableView::setRootIndex(const QModelIndex &index)
{
    m_header->setRootIndex(index);
    QAbstractItemView::setRootIndex(index);
}

void FixedRowTableView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsInserted(parent, start, end);
    if (parent == rootIndex())
        scheduleDelayedItemsLayout();
}

// As QTableView tells a screen reader: the current cell has the focus.
void FixedRowTableView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    if (QAccessible::isActive() && current.isValid()) {
        QAccessibleEvent event(this, QAccessible::Focus);
        event.setChild(fixedRowTableChildIndex(this, current));
        QAccessible::updateAccessibility(&event);
    }
    QAbstractItemView::currentChanged(current, previous);
}

// As QTableView: the first cell selected and the first unselected (a selection's first corner,
// never QItemSelection::indexes(), which lists every cell of a range however many rows it spans).
void FixedRowTableView::selectionChanged(const QItemSelection &selected, const QItemSelection &deselected)
{
    if (QAccessible::isActive()) {
        const auto tell = [this](const QItemSelection &selection, QAccessible::Event type) {
            if (selection.isEmpty() || !selection.first().isValid())
                return;
            QAccessibleEvent event(this, type);
            event.setChild(fixedRowTableChildIndex(this, selection.first().topLeft()));
            QAccessible::updateAccessibility(&event);
        };
        tell(selected, QAccessible::SelectionAdd);
        tell(deselected, QAccessible::SelectionRemove);
    }
    QAbstractItemView::selectionChanged(selected, deselected);
}

QRect FixedRowTableView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != model() || index.parent() != rootIndex() || isIndexHidden(index))
        return {};
    return {m_header->sectionViewportPosition(index.column()), rowViewportPosition(index.row()),
            m_header->sectionSize(index.column()), m_rowHeight};
}

QModelIndex FixedRowTableView::indexAt(const QPoint &point) const
{
    const int row = rowAt(point.y());
    const int column = m_header->logicalIndexAt(point.x());
    if (row < 0 || column < 0)
        return {};
    return model()->index(row, column, rootIndex());
}

bool FixedRowTableView::isIndexHidden(const QModelIndex &index) const
{
    return m_header->isSectionHidden(index.column());
}

int FixedRowTableView::horizontalOffset() const
{
    return m_header->offset();
}

// In pixels, as QAbstractItemView wants it (it keeps a drag's start in content coordinates).
int FixedRowTableView::verticalOffset() const
{
    return clampedPosition(qint64(firstVisibleRow()) * m_rowHeight);
}

void FixedRowTableView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (!index.isValid() || index.model() != model() || index.parent() != rootIndex() || isIndexHidden(index))
        return;
    executeDelayedItemsLayout();  // the scroll bars' ranges must count rows just inserted
    scrollToColumn(index.column(), hint);
    scrollToRow(index.row(), hint);
    update(index);
}

// As QTableView does it, by column or by pixel, as horizontalScrollMode() says.
void FixedRowTableView::scrollToColumn(int column, ScrollHint hint)
{
    const int viewportWidth = viewport()->width();
    const int offset = m_header->offset();
    const int position = m_header->sectionPosition(column);
    const int width = m_header->sectionSize(column);
    if (horizontalScrollMode() == ScrollPerPixel) {
        if (hint == PositionAtCenter)
            horizontalScrollBar()->setValue(position - (viewportWidth - width) / 2);
        else if (position - offset < 0 || width > viewportWidth)
            horizontalScrollBar()->setValue(position);
        else if (position - offset + width > viewportWidth)
            horizontalScrollBar()->setValue(position - viewportWidth + width);
        return;
    }
    const bool atLeft = position - offset < 0;
    const bool atRight = position - offset + width > viewportWidth;
    if (!atLeft && !atRight && hint != PositionAtCenter)
        return;
    int visual = m_header->visualIndex(column);
    if (hint == PositionAtCenter || atRight) {
        // The leftmost column that still lets this one be seen whole (or centred).
        const int room = hint == PositionAtCenter ? viewportWidth / 2 : viewportWidth;
        for (int x = width; visual > 0; --visual) {
            x += m_header->sectionSize(m_header->logicalIndex(visual - 1));
            if (x > room)
                break;
        }
    }
    int hidden = 0;
    for (int v = 0; v < visual; ++v)
        hidden += m_header->isSectionHidden(m_header->logicalIndex(v)) ? 1 : 0;
    horizontalScrollBar()->setValue(visual - hidden);
}

void FixedRowTableView::scrollToRow(int row, ScrollHint hint)
{
    const int first = firstVisibleRow();
    const int page = viewport()->height() / m_rowHeight;  // whole rows on screen, maybe 0
    if (hint == EnsureVisible) {
        if (row < first || page == 0)
            hint = PositionAtTop;
        else if (row >= first + page)
            hint = PositionAtBottom;
        else
            return;
    }
    switch (hint) {
    case PositionAtTop:
        verticalScrollBar()->setValue(row);
        break;
    case PositionAtBottom:
        verticalScrollBar()->setValue(row - std::max(0, page - 1));
        break;
    case PositionAtCenter:
        verticalScrollBar()->setValue(row - std::max(0, viewport()->height() / 2 / m_rowHeight - 1));
        break;
    case EnsureVisible:
        break;
    }
}

QModelIndex FixedRowTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    Q_UNUSED(modifiers);
    const int rows = rowCount();
    const int columns = m_header->count() - m_header->hiddenSectionCount();
    if (rows == 0 || columns == 0)
        return {};
    const QModelIndex current = currentIndex();
    int visual = 0;
    while (m_header->isSectionHidden(m_header->logicalIndex(visual)))
        ++visual;
    if (!current.isValid())
        return model()->index(0, m_header->logicalIndex(visual), rootIndex());
    int row = current.row();
    visual = m_header->visualIndex(current.column());
    const auto stepColumn = [&](int step) {
        for (int v = visual + step; v >= 0 && v < m_header->count(); v += step) {
            if (!m_header->isSectionHidden(m_header->logicalIndex(v)))
                return v;
        }
        return visual;
    };
    switch (cursorAction) {
    case MoveUp:
        row = std::max(0, row - 1);
        break;
    case MoveDown:
        row = std::min(rows - 1, row + 1);
        break;
    case MovePageUp:
        row = std::max(0, row - rowsPerPage());
        break;
    case MovePageDown:
        row = static_cast<int>(std::min<qint64>(rows - 1, qint64(row) + rowsPerPage()));
        break;
    case MoveHome:
        row = 0;
        break;
    case MoveEnd:
        row = rows - 1;
        break;
    case MoveLeft:
    case MovePrevious:
        visual = stepColumn(isRightToLeft() && cursorAction == MoveLeft ? 1 : -1);
        break;
    case MoveRight:
    case MoveNext:
        visual = stepColumn(isRightToLeft() && cursorAction == MoveRight ? -1 : 1);
        break;
    }
    return model()->index(row, m_header->logicalIndex(visual), rootIndex());
}

// As QTableView: the cells from the rectangle's first corner to its last, if both are cells.
void FixedRowTableView::setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command)
{
    const QRect r = rect.normalized();
    const QModelIndex topLeft = indexAt(QPoint(isRightToLeft() ? r.right() : r.left(), r.top()));
    const QModelIndex bottomRight = indexAt(QPoint(isRightToLeft() ? r.left() : r.right(), r.bottom()));
    if (!selectionModel() || !topLeft.isValid() || !bottomRight.isValid())
        return;
    const int left = std::min(topLeft.column(), bottomRight.column());
    const int right = std::max(topLeft.column(), bottomRight.column());
    selectionModel()->select(QItemSelection(model()->index(topLeft.row(), left, rootIndex()),
                                            model()->index(bottomRight.row(), right, rootIndex())),
                             command);
}

QRegion FixedRowTableView::visualRegionForSelection(const QItemSelection &selection) const
{
    QRegion region;
    const QRect viewportRect = viewport()->rect();
    for (const QItemSelectionRange &range : selection) {
        if (!range.isValid() || range.parent() != rootIndex())
            continue;
        const int top = rowViewportPosition(range.top());
        const int bottom = rowViewportPosition(range.bottom()) + m_rowHeight;
        int left = std::numeric_limits<int>::max();
        int right = std::numeric_limits<int>::min();
        for (int column = range.left(); column <= range.right(); ++column) {
            if (m_header->isSectionHidden(column))
                continue;
            const int x = m_header->sectionViewportPosition(column);
            left = std::min(left, x);
            right = std::max(right, x + m_header->sectionSize(column));
        }
        const QRect rect = QRect(QPoint(left, top), QPoint(right - 1, bottom - 1)).intersected(viewportRect);
        if (left < right && !rect.isEmpty())
            region += rect;
    }
    return region;
}

int FixedRowTableView::sizeHintForColumn(int column) const
{
    if (!model())
        return -1;
    ensurePolished();
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    int hint = 0;
    const int last = std::min(rowCount() - 1, firstVisibleRow() + viewport()->height() / m_rowHeight);
    for (int row = firstVisibleRow(); row <= last; ++row) {
        const QModelIndex index = model()->index(row, column, rootIndex());
        hint = std::max(hint, itemDelegateForIndex(index)->sizeHint(option, index).width());
    }
    return hint;
}

void FixedRowTableView::resizeColumnToContents(int column)
{
    if (m_header->isSectionHidden(column))
        return;
    m_header->resizeSection(column, std::max(sizeHintForColumn(column), m_header->sectionSizeHint(column)));
}

void FixedRowTableView::updateGeometries()
{
    if (m_updatingGeometries)
        return;
    m_updatingGeometries = true;
    int height = 0;
    if (!m_header->isHidden()) {
        height = std::max(m_header->minimumHeight(), m_header->sizeHint().height());
        height = std::min(height, m_header->maximumHeight());
    }
    setViewportMargins(0, height, 0, 0);
    const QRect vg = viewport()->geometry();
    m_header->setGeometry(vg.left(), vg.top() - height, vg.width(), height);
    if (m_header->isHidden())
        QMetaObject::invokeMethod(m_header, "updateGeometries");
    // When everything fits without scroll bars, lay out for the room they would have taken.
    QSize viewportSize = viewport()->size();
    const QSize max = maximumViewportSize();
    if (max.width() >= m_header->length() && max.height() >= qint64(rowCount()) * m_rowHeight)
        viewportSize = max;
    updateScrollBars(viewportSize);
    m_updatingGeometries = false;
    QAbstractItemView::updateGeometries();
}

// The horizontal bar as QTableView sets it; the vertical one counts rows: its maximum is the
// first row that still fills the viewport with the last rows, so the last row ends in view.
void FixedRowTableView::updateScrollBars(QSize viewportSize)
{
    const int columns = m_header->count();
    int columnsInViewport = 0;
    for (int width = 0, visual = columns - 1; visual >= 0; --visual) {
        const int logical = m_header->logicalIndex(visual);
        if (m_header->isSectionHidden(logical))
            continue;
        width += m_header->sectionSize(logical);
        if (width > viewportSize.width())
            break;
        ++columnsInViewport;
    }
    columnsInViewport = std::max(columnsInViewport, 1);
    QScrollBar *horizontal = horizontalScrollBar();
    if (horizontalScrollMode() == ScrollPerItem) {
        const int shown = columns - m_header->hiddenSectionCount();
        horizontal->setRange(0, std::max(0, shown - columnsInViewport));
        horizontal->setPageStep(columnsInViewport);
        horizontal->setSingleStep(1);
        if (columnsInViewport >= shown)
            m_header->setOffset(0);
    } else {
        horizontal->setPageStep(viewportSize.width());
        horizontal->setRange(0, std::max(0, m_header->length() - viewportSize.width()));
        horizontal->setSingleStep(std::max(viewportSize.width() / (columnsInViewport + 1), 2));
    }
    syncHeaderOffset();

    const int rows = rowCount();
    const int rowsInViewport = std::clamp(viewportSize.height() / m_rowHeight, 1, std::max(1, rows));
    QScrollBar *vertical = verticalScrollBar();
    vertical->setRange(0, std::max(0, rows - rowsInViewport));
    vertical->setPageStep(rowsInViewport);
    vertical->setSingleStep(1);
}

// The header follows the horizontal bar: by whole columns (the last one flush right at the
// maximum) or by pixels.
void FixedRowTableView::syncHeaderOffset()
{
    const QScrollBar *bar = horizontalScrollBar();
    if (horizontalScrollMode() == ScrollPerPixel)
        m_header->setOffset(bar->value());
    else if (bar->maximum() > 0 && bar->value() == bar->maximum())
        m_header->setOffsetToLastSection();
    else
        m_header->setOffsetToSectionPosition(bar->value());
}

void FixedRowTableView::scrollContentsBy(int dx, int dy)
{
    if (dx) {
        const int old = m_header->offset();
        syncHeaderOffset();
        dx = isRightToLeft() ? m_header->offset() - old : old - m_header->offset();
    }
    if (dy) {
        // `dy` counts rows; more than a viewport's worth repaints all of it anyway.
        const qint64 pixels = qint64(dy) * m_rowHeight;
        const int most = viewport()->height() + m_rowHeight;
        dy = static_cast<int>(std::clamp<qint64>(pixels, -most, most));
    }
    QAbstractItemView::scrollContentsBy(dx, dy);
}

void FixedRowTableView::initViewItemOption(QStyleOptionViewItem *option) const
{
    QAbstractItemView::initViewItemOption(option);
    option->showDecorationSelected = true;  // as QTableView: a selected cell is filled whole
}

QSize FixedRowTableView::viewportSizeHint() const
{
    const qint64 rows = qint64(rowCount()) * m_rowHeight;
    return {m_header->length(), clampedPosition((m_header->isHidden() ? 0 : m_header->height()) + rows)};
}

// QTableView's painting without grid, spans or vertical header: each cell of each row on screen
// once, cut to the last row and the last column; rows alternate by their number in the model.
void FixedRowTableView::paintEvent(QPaintEvent *event)
{
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    QPainter painter(viewport());
    const int rows = rowCount();
    if (rows == 0 || m_header->count() == 0 || !itemDelegate())
        return;
    const int first = firstVisibleRow();
    QRect dirty = event->rect();
    dirty.setBottom(static_cast<int>(std::min<qint64>(dirty.bottom(), qint64(rows - first) * m_rowHeight - 1)));
    const int contentEdge = m_header->length() - m_header->offset();
    if (isRightToLeft())
        dirty.setLeft(std::max(dirty.left(), viewport()->width() - contentEdge));
    else
        dirty.setRight(std::min(dirty.right(), contentEdge - 1));
    if (!dirty.isValid() || dirty.bottom() < 0)
        return;
    int left = m_header->visualIndexAt(dirty.left());
    int right = m_header->visualIndexAt(dirty.right());
    if (isRightToLeft())
        std::swap(left, right);
    left = left < 0 ? 0 : left;
    right = right < 0 ? m_header->count() - 1 : right;
    const int top = first + std::max(0, dirty.top()) / m_rowHeight;
    const int bottom = std::min(rows - 1, first + dirty.bottom() / m_rowHeight);
    for (int row = top; row <= bottom; ++row) {
        option.features.setFlag(QStyleOptionViewItem::Alternate, alternatingRowColors() && (row & 1));
        const int y = (row - first) * m_rowHeight;
        for (int visual = left; visual <= right; ++visual) {
            const int column = m_header->logicalIndex(visual);
            if (m_header->isSectionHidden(column))
                continue;
            const QModelIndex index = model()->index(row, column, rootIndex());
            if (!index.isValid())
                continue;
            option.rect =
                QRect(m_header->sectionViewportPosition(column), y, m_header->sectionSize(column), m_rowHeight);
            drawCell(&painter, option, index);
        }
    }
}

// QTableViewPrivate::drawCell: the selection, the enabled state and the focus of one cell.
void FixedRowTableView::drawCell(QPainter *painter, QStyleOptionViewItem option, const QModelIndex &index) const
{
    if (selectionModel() && selectionModel()->isSelected(index))
        option.state |= QStyle::State_Selected;
    if (option.state & QStyle::State_Enabled) {
        QPalette::ColorGroup group = QPalette::Normal;
        if (!(model()->flags(index) & Qt::ItemIsEnabled)) {
            option.state &= ~QStyle::State_Enabled;
            group = QPalette::Disabled;
        }
        option.palette.setCurrentColorGroup(group);
    }
    if (index == currentIndex() && (hasFocus() || viewport()->hasFocus()))
        option.state |= QStyle::State_HasFocus;
    style()->drawPrimitive(QStyle::PE_PanelItemViewRow, &option, painter, this);
    itemDelegateForIndex(index)->paint(painter, option, index);
}

}  // namespace locklab
