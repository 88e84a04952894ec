// SPDX-License-Identifier: MIT
#pragma once

#include "core/breakpoints.h"
#include "timeline/timemapping.h"

#include <QImage>
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
    void paintDiamonds(QImage &image, double axisY) const;

    TimelineWidget *m_timeline;
    QImage m_cache;          // the diamonds as last drawn, for m_cacheKey
    QString m_cacheKey;      // the mapping, size and scale they were drawn for
    mutable QImage m_stamp;  // one diamond, stamped at each hit's x
    BreakpointHits m_hits;
    quint32 m_enabled = allBreakpoints;
};

}  // namespace locklab
