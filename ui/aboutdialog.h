// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QWidget;

namespace locklab {

// Help ▸ About LockLab: what it is, its version and the versions of Qt, QCoro and hiredis it
// runs with, and the Redis server's version when the current run is live (empty otherwise).
void showAboutDialog(QWidget *parent, const QString &redisVersion);

// The dialog's rich text, for the dialog and its test.
QString aboutText(const QString &redisVersion);

}  // namespace locklab
