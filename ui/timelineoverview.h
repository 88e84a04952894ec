// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"
#include "timeline/timemapping.h"

#include <QImage>
#include <QWidget>

namespace locklab {

class TimelineWidget;
class ViewState;

// The whole run in miniature under the timeline, as Qt Creator's tracing overview and Perfetto's
// track overview do: who held the key, where two held it at once, each violation's mark, the
// cursor, and the slice the timeline shows as a window that can be dragged (or a click elsewhere
// to move it there). It lines up with the timeline's plot, so an instant is above itself.
class TimelineOverview : public QWidget {
    Q_OBJECT
public:
    TimelineOverview(TimelineWidget *timeline, ViewState *state, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {100, 8}; }
    // The run's time at x, and the pixel of a time (tests, and the mouse).
    Micros timeAt(double x) const;
    double xOf(Micros at) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    // Time to pixels and back, measured once per paint: the timeline's plot edge comes from its
    // layout, which measures text (asked per column and per violation it took 20 s at 1.2 M events).
    // The whole run mapped as the timeline maps it when fitted (its plot's pixels, its margins):
    // a fitted timeline and the strip line up to the pixel (the strip used to span its own width,
    // ~40 px off the timeline's instants in Compare, whose lane names are wider).
    struct Scale {
        TimeMapping mapping;
        double left() const { return mapping.left(); }
        double right() const { return mapping.right(); }
        double x(Micros at) const { return mapping.mapTimeToX(at); }
        Micros time(double x) const { return mapping.mapXToTime(x); }
        bool operator==(const Scale &other) const = default;
    };
    Scale scale() const;
    void invalidate();
    // The run, one pixel column at a time (two binary searches each, whatever the run's length).
    void paintStrip();
    void dragTo(double x);

    TimelineWidget *m_timeline;
    ViewState *m_state;
    QImage m_strip;
    bool m_stripValid = false;
    Scale m_stripScale;  // what the strip was painted with: a new gutter or width repaints it
    bool m_dragging = false;
    Micros m_grabOffset = 0;  // the cursor's time minus the window's start, while dragging
};

}  // namespace locklab
