// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace locklab {

// The inspector dock's content: Redis's state at the cursor, each worker's belief beside
// Redis's truth, and the event under the cursor.
class InspectorView : public QWidget {
    Q_OBJECT
public:
    explicit InspectorView(QWidget *parent = nullptr);

    void show(const Trace &trace, const Summary &summary, Micros at, int event);

private:
    QTreeWidgetItem *row(QTreeWidgetItem *parent, const QString &name, const QString &value);

    QTreeWidget *m_tree = nullptr;
};

}  // namespace locklab
