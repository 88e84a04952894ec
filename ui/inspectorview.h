// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

#include <QWidget>

class QColor;
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

    // Everything as interpretation.at(at) says, and what the event under the cursor meant.
    // `shown`: how many of the trace's events have happened (stepping a recorded run; -1 all):
    // a reply after them is "not yet".
    void show(const Interpretation &interpretation, Micros at, int event, qsizetype shown = -1);
    // The rows as shown, "name\tvalue" each (for tests and accessibility).
    QStringList rowTexts() const;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void lockKeyRows(QTreeWidgetItem *redis, const Interpretation &interpretation, const Instant &instant);
    // A Redlock believer's validity as the engine recorded it: left, or over while it still believes.
    void validityRow(QTreeWidgetItem *workers, const QString &worker, Micros validUntil, Micros at,
                     const QColor &danger);
    void fitNameColumn();
    QTreeWidgetItem *row(QTreeWidgetItem *parent, const QString &name, const QString &value);

    QTreeWidget *m_tree = nullptr;
};

}  // namespace locklab
