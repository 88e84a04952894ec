// SPDX-License-Identifier: MIT
#include "shortcutsdialog.h"

#include "uitr.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace locklab {

namespace {

QString plain(QString text)
{
    // "&Open…" → "Open…", "Fit && zoom" → "Fit & zoom"; a tab-separated accelerator hint goes too.
    text = text.section(u'\t', 0, 0);
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&' && i + 1 < text.size()) {
            ++i;
        }
        out += text.at(i);
    }
    return out;
}

// Depth first through a menu and its submenus, so a row lands in the top-level menu it is under.
void collect(const QMenu *menu, const QString &section, QList<ShortcutRow> *rows, QList<const QAction *> *seen)
{
    for (const QAction *a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), section, rows, seen);
            continue;
        }
        if (a->shortcuts().isEmpty() || seen->contains(a))
            continue;
        seen->append(a);
        rows->append({section, plain(a->text()), QString(), a});
    }
}

}  // namespace

QList<ShortcutRow> shortcutRows(const QMainWindow *window)
{
    QList<ShortcutRow> rows;
    QList<const QAction *> seen;
    for (const QAction *top : window->menuBar()->actions()) {
        if (top->menu())
            collect(top->menu(), plain(top->text()), &rows, &seen);
    }
    // Keys that work with no menu entry (added to the window or a widget only). An action added to
    // no widget at all has no shortcut that fires: it is not listed.
    for (const QAction *a : window->findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty() || seen.contains(a) || a->menu() || a->associatedObjects().isEmpty())
            continue;
        seen.append(a);
        rows.append({ShortcutsTr::tr("Window"), plain(a->text()), QString(), a});
    }
    for (ShortcutRow &row : rows) {
        QStringList keys;
        for (const QKeySequence &k : row.source->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        row.keys = keys.join(QStringLiteral(", "));
    }
    return rows;
}

QDialog *createShortcutsDialog(QMainWindow *window)
{
    auto *dialog = new QDialog(window);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setWindowTitle(ShortcutsTr::tr("Keyboard Shortcuts"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    auto *tree = new QTreeWidget(dialog);
    tree->setColumnCount(2);
    tree->setHeaderLabels({ShortcutsTr::tr("Action"), ShortcutsTr::tr("Keys")});
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setSelectionMode(QAbstractItemView::NoSelection);
    QTreeWidgetItem *section = nullptr;
    for (const ShortcutRow &row : shortcutRows(window)) {
        if (!section || section->text(0) != row.section) {
            section = new QTreeWidgetItem(tree, {row.section});
            QFont bold = section->font(0);
            bold.setBold(true);
            section->setFont(0, bold);
            section->setFirstColumnSpanned(true);
            section->setFlags(Qt::ItemIsEnabled);
        }
        auto *item = new QTreeWidgetItem(section, {row.action, row.keys});
        item->setToolTip(0, row.source->toolTip());
    }
    tree->expandAll();
    tree->setIndentation(tree->fontMetrics().horizontalAdvance(u'M'));
    tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree->header()->setStretchLastSection(true);
    layout->addWidget(tree);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    const int em = tree->fontMetrics().horizontalAdvance(u'M');
    dialog->resize(std::min(40 * em, window->width() - 40),
                   std::min(36 * tree->fontMetrics().height() + 80, window->height() - 40));
    return dialog;
}

}  // namespace locklab
