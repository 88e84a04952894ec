// SPDX-License-Identifier: MIT
#pragma once

#include <QUrl>

class QDialog;
class QWidget;

namespace locklab {

// Help ▸ User Guide: docs/guide.md, compiled into the binary with its pictures and the pages it
// links to (ui/CMakeLists.txt), rendered by Qt's Markdown reader, so it opens offline and matches
// the version that is running.
QUrl guideUrl();

// A non-modal dialog ("guideDialog") whose QTextBrowser ("guideBrowser") shows the guide; links
// between the bundled pages stay inside it, web links open in the system's browser.
QDialog *createGuideDialog(QWidget *parent);

}  // namespace locklab
