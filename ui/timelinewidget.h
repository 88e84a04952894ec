// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"
#include "timeline/timelinerenderer.h"

#include <QImage>
#include <QWidget>

class QAction;
class QScrollBar;

namespace locklab {

class ViewState;

// The custom-painted timeline. The lanes are painted once into a cached layer and replayed;
// only a change of run, visible range, size, scroll or palette repaints them, so moving the
// cursor costs one blit and a line. Lanes fit the height between a minimum and a maximum (or
// take the height the user chose) and scroll vertically when they do not fit; the ruler, the
// lane names and the legend never scroll away.
class TimelineWidget : public QWidget {
    Q_OBJECT
public:
    explicit TimelineWidget(ViewState *state, QWidget *parent = nullptr);

    // `extent` is the end of the complete run, so that stepping does not rescale the axis;
    // `now` >= 0 greys out what has not run yet. `shown` < the trace's events: a recorded run
    // being stepped, whose whole model is kept (the same interpretation is not built again) and
    // drawn only up to `now`.
    void setRun(const Interpretation &interpretation, Micros extent, Micros now, qsizetype shown = -1);
    const TimelineModel &model() const { return m_model; }
    const Trace &trace() const { return m_trace; }
    TimeMapping mapping() const;
    Micros extent() const { return m_extent; }

    void fitAll();
    // The whole run as fitAll() shows it at the current width: the overview strip's scale.
    TimeMapping fittedMapping() const;
    void zoomBy(double factor);
    // A step or a hit outside the visible slice: the slice moves, at the same zoom, to centre `at`.
    void ensureTimeVisible(Micros at);
    // Shows [from, to] (kept near the run, like a drag): the overview strip's window.
    void showRange(Micros from, Micros to);
    // The plot's pixels (after the lane names), for a strip that lines up with it.
    double plotLeft() const { return m_renderer.layout(size()).plot.left(); }
    const Interpretation &interpretation() const { return m_interpretation; }
    void setLegendVisible(bool visible);
    // Compare: both timelines take the wider of their two name columns, so one instant is at one
    // x in both. nullptr: its own column again.
    void setGutterPartner(TimelineWidget *partner);
    int preferredHeight() const { return static_cast<int>(m_renderer.preferredHeight()); }

    // 0: lanes fit the height (between LaneSizing::fitMinimum and fitMaximum); else a chosen height.
    void setLaneHeight(double height);
    double chosenLaneHeight() const { return m_laneHeight; }
    TimelineLayout currentLayout() const { return m_renderer.layout(size()); }
    QScrollBar *verticalScrollBar() const { return m_vbar; }
    // View ▸ Taller lanes, Shorter lanes, Fit lanes to window, for the owner's menu.
    QList<QAction *> laneActions() const { return m_laneActions; }
    // Scrolls so that `lane` is in view (the Inspector's selection, a breakpoint's worker).
    void ensureLaneVisible(int lane);
    // Draws the next frame into `record` too (tests).
    void setPaintRecord(TimelinePaintRecord *record)
    {
        m_renderer.setRecord(record);
        invalidateLayer();
    }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A click on the timeline: the owner decides which event that selects.
    void cursorRequested(Micros at);
    // setRun() showed another run, or the same grown or cut back.
    void runShown();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void setMapping(const TimeMapping &mapping);
    void scaleLanes(double factor);
    void updateScrollBar();
    void invalidateLayer();
    void updatePalette();
    void alignGutter();
    Micros snapToEvent(double x) const;
    QString toolTipAt(const QPointF &pos) const;
    // The tooltip's first line for a marker and for a bar or band of `lane`.
    QString markerTitle(const Marker &m) const;
    QString segmentTitle(const Segment &s, const Lane &lane) const;
    QString workerName(int worker) const;  // "nobody" for -1

    ViewState *m_state;
    TimelineRenderer m_renderer;
    Trace m_trace;
    Interpretation m_interpretation;  // what m_model was built from
    TimelineModel m_model;
    qsizetype m_shown = 0;
    Micros m_extent = 0;
    Micros m_fittedFrom = -1;  // the range fitAll() last chose: still shown means "fitted"
    Micros m_fittedTo = -1;
    QImage m_layer;
    // Stepping a recorded run: m_layer holds the whole run, this one the lanes as if nothing had
    // happened yet; a step shows the first up to the step's pixel and this one after it, so it
    // costs two blits, not a frame.
    QImage m_futureLayer;
    bool m_layerValid = false;
    bool m_futureValid = false;
    QPointF m_pressPos;
    TimeMapping m_pressMapping;
    bool m_pressed = false;
    bool m_dragging = false;
    double m_laneHeight = 0;
    QScrollBar *m_vbar = nullptr;
    TimelineWidget *m_partner = nullptr;
    QList<QAction *> m_laneActions;
};

}  // namespace locklab
