// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace locklab {

// The run's violations as their witnesses: one plain-language paragraph each, with a link that
// moves the cursor to where the violation begins.
class ViolationsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ViolationsPanel(QWidget *parent = nullptr);

    void setViolations(const QList<Violation> &violations);
    const QList<Violation> &violations() const { return m_violations; }
    // The witnesses as shown, one per row (for tests and accessibility).
    QStringList rowTexts() const;
    // As if the row's link was clicked.
    void activate(int row);

Q_SIGNALS:
    void jumpRequested(Micros at);

private:
    QList<Violation> m_violations;
    QVBoxLayout *m_rows = nullptr;
    QLabel *m_empty = nullptr;
    QList<QLabel *> m_labels;
};

}  // namespace locklab
