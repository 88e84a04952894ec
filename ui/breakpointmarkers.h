// SPDX-License-Identifier: MIT
#pragma once

#include "breakpoints.h"

#include <QPixmap>
#include <QWidget>

namespace locklab {

class TimelineWidget;

// Small diamonds on the timeline's time axis where breakpoints hit. A transparent child of the
// timeline rather than part of its renderer: it follows the widget's mapping and repaints
// without invalidating the cached lane layer.
class BreakpointMarkers : public QWidget {
    Q_OBJECT
public:
    BreakpointMarkers(TimelineWidget *timeline, QObject *owner);

    void setHits(const BreakpointHits &hits, quint32 enabledKinds);
    // The x of each shown diamond, in the timeline's coordinates: the visible hits of enabled
    // kinds, one per pixel.
    QList<double> markerXs() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    TimelineWidget *m_timeline;
    BreakpointHits m_hits;
    QPixmap m_stamp;  // one diamond, painted at each hit's x
    quint32 m_enabled = allBreakpoints;
};

}  // namespace locklab
