// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemView>

class QHeaderView;

namespace locklab {

// A table whose rows all have one height, so a row's place is computed (row × height), never
// stored. QTableView keeps a vertical QHeaderView even when it is hidden, with an 8-byte section
// per row: 134 MB allocated for a 10-million-event log. This view keeps nothing per row; it is
// drawn like a QTableView without grid or vertical header (the same delegate, options, alternate
// rows and selection), with a real horizontal QHeaderView for the columns.
//
// The vertical scroll bar counts rows, never pixels: its value is the first row shown, so a
// position is (row - first) × height, small for every row on screen, however long the model.
// (QAbstractItemView::verticalScrollMode is not followed: the view always scrolls by rows.)
// Home and End go to the first and last row, with or without Ctrl; Tab leaves the view.
// Made for single selection (the event log's): QAbstractItemView keeps a range selection's anchor
// in pixels, which verticalOffset() clamps past ~16 M px (about 700,000 rows down).
// A screen reader sees it as a table (fixedrowtableaccessible.h: Qt makes QAccessibleTable only for
// QTableView and QListView), told of the current cell and the selection as QTableView tells it.
// Not done yet: no style's hover highlight is drawn (State_MouseOver).
class FixedRowTableView : public QAbstractItemView {
    Q_OBJECT
public:
    explicit FixedRowTableView(QWidget *parent = nullptr);
    ~FixedRowTableView() override;

    QHeaderView *horizontalHeader() const { return m_header; }

    void setRowHeight(int height);
    int rowHeight() const { return m_rowHeight; }
    // The row at the top of the viewport (the vertical scroll bar's value).
    int firstVisibleRow() const;
    // How many whole rows the viewport shows (at least 1): a page for PageUp and PageDown.
    int rowsPerPage() const;
    // The row at viewport coordinate `y` (above the top too, while dragging), or -1.
    int rowAt(int y) const;
    // Where `row` starts on the viewport, clamped to ±QWIDGETSIZE_MAX for rows far off screen.
    int rowViewportPosition(int row) const;

    void setModel(QAbstractItemModel *model) override;
    void setSelectionModel(QItemSelectionModel *selectionModel) override;
    void setRootIndex(const QModelIndex &index) override;

    QRect visualRect(const QModelIndex &index) const override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint &point) const override;
    // The widest cell among the rows on screen (QAbstractItemView's asks every row of the model).
    int sizeHintForColumn(int column) const override;

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override;
    int verticalOffset() const override;
    bool isIndexHidden(const QModelIndex &index) const override;
    void setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command) override;
    QRegion visualRegionForSelection(const QItemSelection &selection) const override;
    void updateGeometries() override;
    void paintEvent(QPaintEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void initViewItemOption(QStyleOptionViewItem *option) const override;
    QSize viewportSizeHint() const override;

protected Q_SLOTS:
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;
    void selectionChanged(const QItemSelection &selected, const QItemSelection &deselected) override;

private:
    int rowCount() const;
    void updateScrollBars(QSize viewportSize);
    void syncHeaderOffset();
    void scrollToColumn(int column, ScrollHint hint);
    void scrollToRow(int row, ScrollHint hint);
    void resizeColumnToContents(int column);
    void drawCell(QPainter *painter, QStyleOptionViewItem option, const QModelIndex &index) const;

    QHeaderView *m_header;
    int m_rowHeight;
    bool m_updatingGeometries = false;
};

}  // namespace locklab
