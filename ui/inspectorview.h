// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace locklab {

// The inspector dock's content: Redis's state at the cursor, each worker's belief beside
// Redis's truth, and the event under the cursor. Long keys and commands are elided (in full
// in the tooltip), so the dock keeps its width whatever a scenario names its key.
class InspectorView : public QWidget {
    Q_OBJECT
public:
    explicit InspectorView(QWidget *parent = nullptr);

    void show(const Trace &trace, const Summary &summary, Micros at, int event);
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitNameColumn();
    QTreeWidgetItem *row(QTreeWidgetItem *parent, const QString &name, const QString &value);

    QTreeWidget *m_tree = nullptr;
};

}  // namespace locklab
