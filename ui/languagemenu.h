// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QMenu;
class QWidget;

namespace locklab {

// The language the user picked in the Language menu ("de", "fr", "en"), or empty: follow the system.
QString savedLanguage();

// View ▸ Language: "System default" and one entry per language LockLab speaks, in its own name.
// Picking one remembers it in QSettings and offers to restart, since the window is built in the
// language it started with.
QMenu *createLanguageMenu(QWidget *window);

}  // namespace locklab
