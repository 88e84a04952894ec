// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"
#include "timeline/timelinerenderer.h"

#include <QImage>
#include <QWidget>

namespace locklab {

class ViewState;

// The custom-painted timeline. The lanes are painted once into a cached layer and replayed;
// only a change of run, visible range, size or palette repaints them, so moving the cursor
// costs one blit and a line.
class TimelineWidget : public QWidget {
    Q_OBJECT
public:
    explicit TimelineWidget(ViewState *state, QWidget *parent = nullptr);

    // `extent` is the end of the complete run, so that stepping does not rescale the axis;
    // `now` >= 0 greys out what has not run yet.
    void setRun(const Interpretation &interpretation, Micros extent, Micros now);
    const TimelineModel &model() const { return m_model; }
    const Trace &trace() const { return m_trace; }
    TimeMapping mapping() const;
    Micros extent() const { return m_extent; }

    void fitAll();
    void zoomBy(double factor);
    void setLegendVisible(bool visible);
    int preferredHeight() const { return static_cast<int>(m_renderer.preferredHeight()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A click on the timeline: the owner decides which event that selects.
    void cursorRequested(Micros at);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void setMapping(const TimeMapping &mapping);
    void invalidateLayer();
    void updatePalette();
    Micros snapToEvent(double x) const;
    QString toolTipAt(const QPointF &pos) const;

    ViewState *m_state;
    TimelineRenderer m_renderer;
    Trace m_trace;
    TimelineModel m_model;
    Micros m_extent = 0;
    QImage m_layer;
    bool m_layerValid = false;
    QPointF m_pressPos;
    TimeMapping m_pressMapping;
    bool m_pressed = false;
    bool m_dragging = false;
};

}  // namespace locklab
