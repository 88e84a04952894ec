// SPDX-License-Identifier: MIT
#include "viewstate.h"

namespace locklab {

ViewState::ViewState(QObject *parent)
    : QObject(parent)
{}

void ViewState::setCursor(Micros at, int event)
{
    if (at == m_cursor && event == m_event)
        return;
    m_cursor = at;
    m_event = event;
    Q_EMIT cursorChanged(at, event);
}

void ViewState::setVisibleRange(Micros from, Micros to)
{
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    Q_EMIT visibleRangeChanged(from, to);
}

}  // namespace locklab
