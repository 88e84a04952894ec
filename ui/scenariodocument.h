// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QObject>

class QUndoStack;

namespace locklab {

// The scenario being edited, with undo. Scenarios are small, so every edit stores the whole
// scenario before and after: undo can never drift from what the user saw.
class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undo; }
    // A new scenario: forgets the undo history.
    void load(const Scenario &scenario);
    // An edit that can be undone; `description` names it in the Edit menu ("Undo Change TTL").
    void apply(const Scenario &after, const QString &description);

    // Used by the undo commands only.
    void replace(const Scenario &scenario);

Q_SIGNALS:
    void changed();

private:
    Scenario m_scenario;
    QUndoStack *m_undo;
};

}  // namespace locklab
