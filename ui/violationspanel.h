// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace locklab {

class ViolationModel;

// The run's violations: a list (time, kind, witness; a model, so only the shown rows cost
// anything) and, under it, the selected one's witness in full with a link that moves the cursor
// to where it begins. Activating a row (double-click, Enter) goes there too.
class ViolationsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ViolationsPanel(QWidget *parent = nullptr);

    // `run`'s violations; `shown`: how many of them have begun (stepping a recorded run; -1 all).
    void setViolations(const Interpretation &run, qsizetype shown = -1);
    QList<Violation> violations() const;
    ViolationModel *model() const { return m_model; }
    // The witnesses as listed, one per row (for tests and accessibility).
    QStringList rowTexts() const;
    // As if the row was activated.
    void activate(int row);

Q_SIGNALS:
    void jumpRequested(Micros at);

private:
    void showDetail(int row);

    ViolationModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_detail = nullptr;
    qsizetype m_detailRow = -1;  // whose witness m_detail shows
};

}  // namespace locklab
