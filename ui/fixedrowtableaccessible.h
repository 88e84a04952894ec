// SPDX-License-Identifier: MIT
#pragma once

#include <QAccessible>

class QModelIndex;

namespace locklab {

class FixedRowTableView;

// FixedRowTableView as a table for screen readers. Qt's accessibility factory makes its table
// interface (QAccessibleTable) only for QTableView and QListView; this one, made by a factory for
// locklab::FixedRowTableView, answers the same questions from the model and the selection model:
// rows, columns, the cell at (row, column), its text, place and state, the selected rows.
//
// A cell's accessible object is made when it is asked for (cellAt, child, childAt, focusChild)
// and registered with QAccessible, never one per row up front: childCount() is rows × columns,
// which may be tens of millions, and nothing is allocated until a cell is asked for. The cells
// asked for are kept (a screen reader holds on to their ids) until the model says they moved: a
// reset, a new layout, moved rows or a change of columns drops them all, rows inserted or removed
// drop those at or below the first row changed, a new model drops them all. A screen reader that
// walks every cell of the log keeps every cell it walked, as with QAccessibleTable.
// The children are the cells only (QAccessibleTable's first row of header cells is left out):
// cell (row, column) is child row × columns + column, and a cell past INT_MAX children has no
// child index. Column headers are told by columnDescription(), not as header cells.
// The view sends the events QTableView sends (Focus, SelectionAdd, SelectionRemove), and
// QAbstractItemView the table model changes; Qt sends none while QAccessible::isActive() is false.

// The factory, installed once (FixedRowTableView's constructor calls it).
void installFixedRowTableAccessibility();

// The child index of `index`'s cell in the view's accessible table, or -1 past INT_MAX.
int fixedRowTableChildIndex(const FixedRowTableView *view, const QModelIndex &index);

}  // namespace locklab
