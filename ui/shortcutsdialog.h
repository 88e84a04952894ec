// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

class QAction;
class QDialog;
class QMainWindow;

namespace locklab {

// One keyboard shortcut as Help ▸ Keyboard Shortcuts lists it.
struct ShortcutRow {
    QString section;  // the menu it is in (File, Run, ...), or "Window" for keys with no menu entry
    QString action;   // its text, without the mnemonic's &
    QString keys;     // every shortcut, in the platform's notation
    const QAction *source = nullptr;
};

// Read off the window's actions as they are now, so the list cannot drift from the keys that
// work: every QAction under the window with a shortcut, in menu order.
QList<ShortcutRow> shortcutRows(const QMainWindow *window);

QDialog *createShortcutsDialog(QMainWindow *window);

}  // namespace locklab
