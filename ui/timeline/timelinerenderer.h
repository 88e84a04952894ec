// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"
#include "timeline/timelinepalette.h"
#include "timeline/timemapping.h"

#include <QCoreApplication>
#include <QList>
#include <QRectF>

class QPainter;

namespace locklab {

// Where things go for a given size: a ruler on top, a gutter of lane labels on the left,
// the lanes, and the legend right under the last lane.
struct TimelineLayout {
    QRectF axis;
    QRectF plot;  // the lanes' drawing area right of the gutter
    QRectF legend;
    QList<QRectF> lanes;  // full-width lane rectangles, gutter included
    double laneHeight = 0;

    int laneAt(double y) const;
    QRectF laneBand() const;  // from the first lane's top to the last lane's bottom, plot width
};

struct TimelineHit {
    enum class What : quint8 { None, Segment, Belief, Marker, Ramp, Overlap };
    What what = What::None;
    int lane = -1;
    qsizetype index = -1;
};

// Paints a TimelineModel. No widget: the widget, the screenshot and the bench all paint
// through this into whatever device they have. Level of detail: runs of sub-pixel segments
// and of markers closer than a few pixels are drawn as one block, and the next item past
// the pixel is found by binary search, so a frame costs O(lanes × pixels × log n).
class TimelineRenderer {
    Q_DECLARE_TR_FUNCTIONS(TimelineRenderer)
public:
    TimelineRenderer() = default;

    void setPalette(const TimelinePalette &palette) { m_palette = palette; }
    const TimelinePalette &palette() const { return m_palette; }
    void setModel(const TimelineModel *model) { m_model = model; }  // not owned
    const TimelineModel *model() const { return m_model; }
    // While stepping, the part of the run after `now` has not happened yet; -1: the run is complete.
    void setNow(Micros now) { m_now = now; }
    void setLegendVisible(bool visible) { m_legend = visible; }

    TimelineLayout layout(const QSizeF &size) const;
    // The height at which every lane gets its full height and nothing is left over.
    double preferredHeight() const;
    // Everything but the cursor: the widget caches this and only replays it when the cursor moves.
    void paint(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintCursor(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping, Micros cursor) const;
    TimelineHit hitTest(const TimelineLayout &layout, const TimeMapping &mapping, const QPointF &pos) const;

    static QString formatMs(Micros us, int decimals = -1);
    // A "nice" tick step (1, 2 or 5 × 10^k µs) of at least `minimum`.
    static Micros niceStep(Micros minimum);

private:
    double gutterWidthFor(const QSizeF &size) const;
    struct AxisLabel {
        double x;     // the tick
        QRectF rect;  // its label
        QString text;
    };
    QList<AxisLabel> axisLabels(const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintAxis(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintGutter(QPainter &p, const TimelineLayout &layout) const;
    void paintKeyLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    void paintWorkerLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    void paintStoreLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    void paintOverlaps(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintFuture(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintLegend(QPainter &p, const TimelineLayout &layout) const;
    void paintIcon(QPainter &p, const QPointF &center, double size, MarkerKind kind, const QColor &color) const;

    // Calls draw(segment, x0, x1) for segments at least a pixel wide and block(x0, x1, segment)
    // for merged runs of sub-pixel ones.
    template <typename Draw, typename Block>
    void forEachSegment(const QList<Segment> &segments, const TimeMapping &mapping, Draw draw, Block block) const;
    // Calls single(marker, x, spaceAfter) for isolated markers and dense(x0, x1, count) for runs
    // of markers closer than a few pixels.
    template <typename Single, typename Dense>
    void forEachMarker(const QList<Marker> &markers, const TimeMapping &mapping, Single single, Dense dense) const;

    TimelinePalette m_palette;  // set by the owner: fonts need a QGuiApplication
    const TimelineModel *m_model = nullptr;
    Micros m_now = -1;
    bool m_legend = true;
};

}  // namespace locklab
