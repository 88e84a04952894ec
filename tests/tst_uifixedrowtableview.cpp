// SPDX-License-Identifier: MIT
// The event log's view (FixedRowTableView): rows placed by arithmetic, not by a header that keeps
// 8 bytes a row. Five million rows from a model that makes its cells up: where a row is, what is
// under a point, scrolling to the end, the keys, the mouse, the wheel, a growing model, and every
// pixel the same as the QTableView it replaces; and a screen reader's table of it.
#include "fixedrowtableview.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

#include <unistd.h>

using namespace locklab;

namespace {

constexpr int BigModel = 5'000'000;
constexpr int RowHeight = 20;

// Cells made up from their row and column: no storage, any number of rows.
class CountingModel : public QAbstractTableModel {
public:
    explicit CountingModel(int rows, int columns = 3)
        : m_rows(rows)
        , m_columns(columns)
    {}
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_rows; }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_columns; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid))
            return {};
        if (role == Qt::DisplayRole)
            return QStringLiteral("row %1 · column %2 · a cell long enough to be elided")
                .arg(index.row())
                .arg(index.column());
        if (role == Qt::TextAlignmentRole && index.column() == 0)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
            return QStringLiteral("Column %1").arg(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    void append(int count)
    {
        beginInsertRows({}, m_rows, m_rows + count - 1);
        m_rows += count;
        endInsertRows();
    }
    void removeLast(int count)
    {
        beginRemoveRows({}, m_rows - count, m_rows - 1);
        m_rows -= count;
        endRemoveRows();
    }
    void resetTo(int rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }

private:
    int m_rows;
    int m_columns;
};

// Set up as MainWindow sets up the event log.
void configure(QAbstractItemView *view, QAbstractItemModel *model)
{
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->resize(420, 300);
}

void configure(FixedRowTableView *view, QAbstractItemModel *model)
{
    configure(static_cast<QAbstractItemView *>(view), model);
    view->setRowHeight(RowHeight);
    view->horizontalHeader()->setStretchLastSection(true);
}

// The process's resident memory (/proc/self/statm), in bytes.
qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    return statm.readAll().split(' ').value(1).toLongLong() * sysconf(_SC_PAGESIZE);
}

}  // namespace

class TestUiFixedRowTableView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void positionsAreComputed_data();
    void positionsAreComputed();
    void keysMoveTheCurrentRow();
    void mouseSelectsWholeRows();
    void wheelScrollsByRows();
    void followsTheModel();
    void paintsLikeAQTableView_data();
    void paintsLikeAQTableView();
    void accessibleAsATable();
};

void TestUiFixedRowTableView::positionsAreComputed_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("hint");
    const QList<int> rows = {0, 1, 12345, BigModel / 2 + 1, BigModel - 10, BigModel - 1};
    const QList<std::pair<const char *, QAbstractItemView::ScrollHint>> hints = {
        {"ensure", QAbstractItemView::EnsureVisible},
        {"top", QAbstractItemView::PositionAtTop},
        {"bottom", QAbstractItemView::PositionAtBottom},
        {"center", QAbstractItemView::PositionAtCenter},
    };
    for (int row : rows) {
        for (const auto &[name, hint] : hints)
            QTest::addRow("%d %s", row, name) << row << int(hint);
    }
}

// Scrolled to any row of five million with any hint: the row is where the arithmetic says, whole
// in the viewport, and the points of its rectangle (and just outside it) are its neighbours.
void TestUiFixedRowTableView::positionsAreComputed()
{
    QFETCH(int, row);
    QFETCH(int, hint);
    CountingModel model(BigModel);
    FixedRowTableView view;
    configure(&view, &model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int page = view.viewport()->height() / RowHeight;
    QVERIFY(page >= 5);
    QCOMPARE(view.rowsPerPage(), page);
    QCOMPARE(view.verticalScrollBar()->maximum(), BigModel - page);

    const QModelIndex index = model.index(row, 1);
    view.scrollTo(index, QAbstractItemView::ScrollHint(hint));
    int first = 0;
    switch (QAbstractItemView::ScrollHint(hint)) {
    case QAbstractItemView::EnsureVisible:  // from the top
        first = row < page ? 0 : row - page + 1;
        break;
    case QAbstractItemView::PositionAtTop:
        first = std::min(row, BigModel - page);
        break;
    case QAbstractItemView::PositionAtBottom:
        first = std::max(0, row - page + 1);
        break;
    case QAbstractItemView::PositionAtCenter:
        first = std::clamp(row - (view.viewport()->height() / 2 / RowHeight - 1), 0, BigModel - page);
        break;
    }
    QCOMPARE(view.firstVisibleRow(), first);

    const QRect rect = view.visualRect(index);
    QCOMPARE(rect, QRect(view.horizontalHeader()->sectionViewportPosition(1), (row - first) * RowHeight,
                         view.horizontalHeader()->sectionSize(1), RowHeight));
    QVERIFY(view.viewport()->rect().contains(rect));
    QCOMPARE(view.rowAt(rect.top()), row);
    QCOMPARE(view.indexAt(rect.topLeft()), index);
    QCOMPARE(view.indexAt(rect.bottomRight()), index);
    QCOMPARE(view.indexAt(rect.center()), index);
    QCOMPARE(view.indexAt(rect.topLeft() - QPoint(0, 1)), row > 0 ? model.index(row - 1, 1) : QModelIndex());
    QCOMPARE(view.indexAt(rect.bottomLeft() + QPoint(0, 1)),
             row < BigModel - 1 ? model.index(row + 1, 1) : QModelIndex());
    QCOMPARE(view.indexAt(rect.topLeft() - QPoint(1, 0)), model.index(row, 0));
    // And a row far above the viewport has a place far above it, never a wrapped-around one.
    QVERIFY(view.visualRect(model.index(0, 0)).top() <= 0);
    QVERIFY(view.visualRect(model.index(BigModel - 1, 0)).top() > 0);
}

// Down, Up, End, PageUp, Home, PageDown, Ctrl+End, Ctrl+Home: the current row moves by one, by a
// page, to either end; it is the one selected row, and it is in view.
void TestUiFixedRowTableView::keysMoveTheCurrentRow()
{
    CountingModel model(BigModel);
    FixedRowTableView view;
    configure(&view, &model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setFocus();
    view.setCurrentIndex(model.index(0, 1));
    const int page = view.rowsPerPage();
    const auto check = [&](int key, Qt::KeyboardModifiers modifiers, int expected) {
        QTest::keyClick(&view, Qt::Key(key), modifiers);
        if (view.currentIndex().row() != expected)
            return QStringLiteral("key %1: current row %2, expected %3")
                .arg(key)
                .arg(view.currentIndex().row())
                .arg(expected);
        const QModelIndexList selected = view.selectionModel()->selectedRows();
        if (selected.size() != 1 || selected.first().row() != expected)
            return QStringLiteral("key %1: %2 rows selected, not just %3").arg(key).arg(selected.size()).arg(expected);
        if (!view.viewport()->rect().contains(view.visualRect(view.currentIndex())))
            return QStringLiteral("key %1: row %2 is not in view (first %3)")
                .arg(key)
                .arg(expected)
                .arg(view.firstVisibleRow());
        return QString();
    };
    const struct {
        int key;
        Qt::KeyboardModifiers modifiers;
        int row;
    } steps[] = {
        {Qt::Key_Down, Qt::NoModifier, 1},
        {Qt::Key_Down, Qt::NoModifier, 2},
        {Qt::Key_Up, Qt::NoModifier, 1},
        {Qt::Key_End, Qt::NoModifier, BigModel - 1},
        {Qt::Key_Down, Qt::NoModifier, BigModel - 1},
        {Qt::Key_PageUp, Qt::NoModifier, BigModel - 1 - page},
        {Qt::Key_PageUp, Qt::NoModifier, BigModel - 1 - 2 * page},
        {Qt::Key_PageDown, Qt::NoModifier, BigModel - 1 - page},
        {Qt::Key_Home, Qt::NoModifier, 0},
        {Qt::Key_Up, Qt::NoModifier, 0},
        {Qt::Key_PageDown, Qt::NoModifier, page},
        {Qt::Key_PageUp, Qt::NoModifier, 0},
        {Qt::Key_End, Qt::ControlModifier, BigModel - 1},
        {Qt::Key_PageDown, Qt::NoModifier, BigModel - 1},
        {Qt::Key_Home, Qt::ControlModifier, 0},
    };
    for (const auto &step : steps) {
        const QString problem = check(step.key, step.modifiers, step.row);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QCOMPARE(view.firstVisibleRow(), 0);
    // Left and right move the current cell along its row.
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.currentIndex(), model.index(0, 2));
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.currentIndex(), model.index(0, 2));
    QTest::keyClick(&view, Qt::Key_Left);
    QTest::keyClick(&view, Qt::Key_Left);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.currentIndex(), model.index(0, 0));
}

// A click selects the whole row under it, near the end of five million; a drag moves the one
// selected row along; a click below the last row selects nothing.
void TestUiFixedRowTableView::mouseSelectsWholeRows()
{
    CountingModel model(BigModel);
    FixedRowTableView view;
    configure(&view, &model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.scrollTo(model.index(BigModel - 4, 0), QAbstractItemView::PositionAtBottom);
    const int first = view.firstVisibleRow();
    QCOMPARE(first, BigModel - view.rowsPerPage() - 3);

    const QPoint third(view.horizontalHeader()->sectionViewportPosition(2) + 5, 2 * RowHeight + RowHeight / 2);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, third);
    QCOMPARE(view.currentIndex(), model.index(first + 2, 2));
    QModelIndexList selected = view.selectionModel()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().row(), first + 2);
    QVERIFY(view.selectionModel()->isRowSelected(first + 2, {}));

    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, QPoint(10, RowHeight / 2));
    QTest::mouseMove(view.viewport(), QPoint(10, 4 * RowHeight + 3));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, QPoint(10, 4 * RowHeight + 3));
    selected = view.selectionModel()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().row(), first + 4);
    QCOMPARE(view.currentIndex().row(), first + 4);

    CountingModel few(3);
    FixedRowTableView short_;
    configure(&short_, &few);
    short_.show();
    QVERIFY(QTest::qWaitForWindowExposed(&short_));
    QTest::mouseClick(short_.viewport(), Qt::LeftButton, {}, QPoint(10, 5 * RowHeight));
    QVERIFY(short_.selectionModel()->selectedRows().isEmpty());
    QTest::mouseClick(short_.viewport(), Qt::LeftButton, {}, QPoint(10, 2 * RowHeight + 1));
    QCOMPARE(short_.currentIndex().row(), 2);
}

// A wheel notch scrolls as many rows as the platform's wheel scroll lines, whatever the height.
void TestUiFixedRowTableView::wheelScrollsByRows()
{
    CountingModel model(BigModel);
    FixedRowTableView view;
    configure(&view, &model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.scrollTo(model.index(BigModel / 2, 0), QAbstractItemView::PositionAtTop);
    const auto wheel = [&](int delta) {
        const QPointF at(20, 20);
        QWheelEvent event(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &event);
    };
    wheel(-120);
    QCOMPARE(view.firstVisibleRow(), BigModel / 2 + QApplication::wheelScrollLines());
    wheel(120);
    wheel(120);
    QCOMPARE(view.firstVisibleRow(), BigModel / 2 - QApplication::wheelScrollLines());
    QCOMPARE(view.indexAt(QPoint(5, 1)).row(), BigModel / 2 - QApplication::wheelScrollLines());
}

// Rows appended (a run played), removed and a reset: the scroll bar's range follows, and the
// current row appended last can be scrolled to at once.
void TestUiFixedRowTableView::followsTheModel()
{
    CountingModel model(5);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    FixedRowTableView view;
    configure(&view, &model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int page = view.rowsPerPage();
    QCOMPARE(view.verticalScrollBar()->maximum(), 0);
    model.append(1000);
    view.setCurrentIndex(model.index(1004, 0));  // scrolls to it before the view has laid out again
    QCOMPARE(view.verticalScrollBar()->maximum(), 1005 - page);
    QCOMPARE(view.firstVisibleRow(), 1005 - page);
    QVERIFY(view.viewport()->rect().contains(view.visualRect(model.index(1004, 0))));
    model.removeLast(900);
    QTRY_COMPARE(view.verticalScrollBar()->maximum(), 105 - page);
    QCOMPARE(view.firstVisibleRow(), 105 - page);
    model.resetTo(2);
    QTRY_COMPARE(view.verticalScrollBar()->maximum(), 0);
    QCOMPARE(view.firstVisibleRow(), 0);
    QCOMPARE(view.indexAt(QPoint(5, RowHeight + 2)), model.index(1, 0));
    QCOMPARE(view.indexAt(QPoint(5, 2 * RowHeight + 2)), QModelIndex());
    model.resetTo(0);
    QTRY_COMPARE(view.verticalScrollBar()->maximum(), 0);
    QCOMPARE(view.indexAt(QPoint(5, 5)), QModelIndex());
}

void TestUiFixedRowTableView::paintsLikeAQTableView_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("top");
    QTest::addColumn<int>("selected");
    QTest::addColumn<int>("columnWidth");
    QTest::addColumn<int>("scrolledColumns");
    QTest::newRow("first rows") << BigModel << 0 << 3 << 100 << 0;
    QTest::newRow("an odd row on top") << BigModel << 1 << 1 << 100 << 0;
    QTest::newRow("the middle") << BigModel << BigModel / 2 - 1 << BigModel / 2 + 2 << 100 << 0;
    QTest::newRow("the end") << BigModel << BigModel - 1 << BigModel - 2 << 100 << 0;
    QTest::newRow("wide columns") << BigModel << 77 << 80 << 260 << 0;
    QTest::newRow("wide columns, scrolled") << BigModel << 77 << 80 << 260 << 1;
    QTest::newRow("fewer rows than room") << 4 << 0 << 2 << 100 << 0;
    QTest::newRow("no rows") << 0 << 0 << -1 << 100 << 0;
}

// The event log looks exactly as it did as a QTableView: the same pixels, header, scroll bars and
// all, at the top, in the middle and at the end of five million rows, with a row selected.
void TestUiFixedRowTableView::paintsLikeAQTableView()
{
    QFETCH(int, rows);
    QFETCH(int, top);
    QFETCH(int, selected);
    QFETCH(int, columnWidth);
    QFETCH(int, scrolledColumns);
    CountingModel model(rows);
    FixedRowTableView fixed;
    configure(&fixed, &model);
    QTableView table;
    configure(&table, &model);
    table.verticalHeader()->hide();
    table.verticalHeader()->setDefaultSectionSize(RowHeight);
    table.horizontalHeader()->setStretchLastSection(true);
    table.setWordWrap(false);
    table.setShowGrid(false);
    for (int column = 0; column < model.columnCount() - 1; ++column) {
        fixed.horizontalHeader()->resizeSection(column, columnWidth);
        table.horizontalHeader()->resizeSection(column, columnWidth);
    }
    fixed.show();
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fixed));
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    for (QAbstractItemView *view :
         {static_cast<QAbstractItemView *>(&fixed), static_cast<QAbstractItemView *>(&table)}) {
        if (selected >= 0)
            view->setCurrentIndex(model.index(selected, 0));
        if (rows > 0)
            view->scrollTo(model.index(top, 0), QAbstractItemView::PositionAtTop);
        view->horizontalScrollBar()->setValue(scrolledColumns);
    }
    QCOMPARE(fixed.verticalScrollBar()->value(), table.verticalScrollBar()->value());
    QCOMPARE(fixed.verticalScrollBar()->maximum(), table.verticalScrollBar()->maximum());
    QCOMPARE(fixed.horizontalScrollBar()->maximum(), table.horizontalScrollBar()->maximum());
    QCOMPARE(fixed.horizontalHeader()->offset(), table.horizontalHeader()->offset());
    QApplication::processEvents();
    const QImage mine = fixed.grab().toImage();
    const QImage theirs = table.grab().toImage();
    if (mine != theirs) {
        const QString dir = QDir::tempPath();
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-').remove(u',');
        mine.save(dir + QStringLiteral("/fixedrowtableview-%1.png").arg(name));
        theirs.save(dir + QStringLiteral("/qtableview-%1.png").arg(name));
        QFAIL(qPrintable(
            QStringLiteral("the views differ: see %1/{fixedrowtableview,qtableview}-%2.png").arg(dir, name)));
    }
}

// A screen reader sees a table of five million rows, not a scroll area: its rows and columns, the
// cell at the end with its text, place and indices, the selected row, without a byte per row.
void TestUiFixedRowTableView::accessibleAsATable()
{
    QAccessible::setActive(true);  // tells the observers; under offscreen isActive() stays false
    CountingModel model(BigModel);
    FixedRowTableView view;
    configure(&view, &model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const qint64 residentBefore = residentBytes();
    QVERIFY(residentBefore > 0);

    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(table);
    QCOMPARE(table->role(), QAccessible::Table);
    QAccessibleTableInterface *grid = table->tableInterface();
    QVERIFY(grid);
    QCOMPARE(grid->rowCount(), BigModel);
    QCOMPARE(grid->columnCount(), 3);
    QCOMPARE(table->childCount(), BigModel * 3);
    QCOMPARE(grid->columnDescription(1), QStringLiteral("Column 1"));

    // A cell near the end, scrolled into view: the model's text, the view's place on screen.
    const int row = BigModel - 3;
    view.scrollTo(model.index(row, 2), QAbstractItemView::PositionAtBottom);
    QAccessibleInterface *cell = grid->cellAt(row, 2);
    QVERIFY(cell);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->text(QAccessible::Name), model.index(row, 2).data().toString());
    const QRect visual = view.visualRect(model.index(row, 2));
    QVERIFY(view.viewport()->rect().contains(visual));
    QCOMPARE(cell->rect(), visual.translated(view.viewport()->mapToGlobal(QPoint(0, 0))));
    QVERIFY(!cell->state().invisible);
    QAccessibleTableCellInterface *place = cell->tableCellInterface();
    QVERIFY(place);
    QCOMPARE(place->rowIndex(), row);
    QCOMPARE(place->columnIndex(), 2);
    QCOMPARE(place->table(), table);
    QCOMPARE(cell->parent(), table);
    // One object per cell, the same however it is reached.
    QCOMPARE(grid->cellAt(row, 2), cell);
    QCOMPARE(table->child(row * 3 + 2), cell);
    QCOMPARE(table->indexOfChild(cell), row * 3 + 2);
    QCOMPARE(table->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);
    QCOMPARE(grid->cellAt(BigModel, 0), nullptr);

    // The current row is the selected one, and the focused cell is the current one.
    QVERIFY(grid->selectedRows().isEmpty());
    view.setCurrentIndex(model.index(row, 0));
    QCOMPARE(grid->selectedRows(), QList<int>{row});
    QVERIFY(grid->isRowSelected(row));
    QVERIFY(!grid->isRowSelected(row - 1));
    QCOMPARE(grid->selectedCells().size(), 3);
    QCOMPARE(grid->selectedCellCount(), 3);
    QVERIFY(cell->state().selected);
    QAccessibleInterface *current = grid->cellAt(row, 0);
    QVERIFY(current->state().focused);
    QCOMPARE(table->focusChild(), current);
    // A screen reader selects a row as a click does (single selection: only that row).
    QVERIFY(grid->selectRow(5));
    QCOMPARE(grid->selectedRows(), QList<int>{5});
    QVERIFY(!cell->state().selected);

    // Nothing was made per row.
    const qint64 grown = residentBytes() - residentBefore;
    QVERIFY2(grown < 100 * 1024 * 1024, qPrintable(QStringLiteral("%1 MB more resident").arg(grown >> 20)));

    // A reset drops the cells: the rows they were are gone.
    const QAccessible::Id cellId = QAccessible::uniqueId(cell);
    model.resetTo(10);
    QCOMPARE(QAccessible::accessibleInterface(cellId), nullptr);
    QCOMPARE(grid->rowCount(), 10);
    QCOMPARE(table->childCount(), 30);
    QCOMPARE(grid->cellAt(row, 2), nullptr);
    QCOMPARE(grid->cellAt(9, 1)->text(QAccessible::Name), model.index(9, 1).data().toString());
    // Rows removed drop the cells from the first one removed on, and keep those above.
    const QAccessible::Id above = QAccessible::uniqueId(grid->cellAt(2, 1));
    const QAccessible::Id removed = QAccessible::uniqueId(grid->cellAt(8, 1));
    model.removeLast(3);
    QCOMPARE(QAccessible::accessibleInterface(above), grid->cellAt(2, 1));
    QCOMPARE(QAccessible::accessibleInterface(removed), nullptr);
    QCOMPARE(grid->cellAt(8, 1), nullptr);
}

QTEST_MAIN(TestUiFixedRowTableView)
#include "tst_uifixedrowtableview.moc"
