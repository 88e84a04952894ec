// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QObject>

namespace locklab {

// What the user is looking at: the visible time slice, the cursor and the event under it.
// Shared by the timeline, the event log and the inspector so that each follows the others;
// it outlives re-runs, which is how a policy flip keeps the zoom and the cursor time.
class ViewState : public QObject {
    Q_OBJECT
public:
    explicit ViewState(QObject *parent = nullptr);

    Micros cursor() const { return m_cursor; }
    int currentEvent() const { return m_event; }
    // Moves the cursor to `at` with `event` (an index into the trace, -1 for none) under it.
    void setCursor(Micros at, int event);

    Micros visibleFrom() const { return m_from; }
    Micros visibleTo() const { return m_to; }
    bool hasVisibleRange() const { return m_to > m_from; }
    void setVisibleRange(Micros from, Micros to);

Q_SIGNALS:
    void cursorChanged(Micros at, int event);
    void visibleRangeChanged(Micros from, Micros to);

private:
    Micros m_cursor = 0;
    int m_event = -1;
    Micros m_from = 0;
    Micros m_to = 0;
};

}  // namespace locklab
