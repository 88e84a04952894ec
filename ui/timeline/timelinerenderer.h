// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"
#include "timeline/timelinepalette.h"
#include "timeline/timemapping.h"

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QList>
#include <QRectF>

#include <limits>
#include <vector>

class QFontMetricsF;
class QPainter;

namespace locklab {

struct StoreLabel;  // timelinerenderer.cpp: the store lane's words
struct StoreValue;

// Where things go for a given size: a ruler on top (tick labels over a row of overlap tabs, so
// neither covers the other), a gutter of lane names on the left, the lanes, and the legend at the
// bottom. Lanes that do not fit the viewport between ruler and legend scroll under it; the key lane
// (top) and the store lane (bottom) are pinned then, so the truth stays in view among 24 workers.
struct TimelineLayout {
    QRectF axis;
    QRectF overlapRow;  // the ruler's lower row: the overlap tabs
    QRectF viewport;    // full width, between the ruler and the legend: where lanes can be seen
    QRectF plot;        // the visible lanes' drawing area right of the gutter
    QRectF legend;
    QList<QRectF> lanes;    // full-width lane rectangles, gutter included, scrolled (may lie outside the viewport)
    double laneHeight = 0;  // a worker lane's; the key and store lanes take at least LaneSizing::truthMinimum
    double scroll = 0;      // pixels of lanes scrolled out above the viewport
    double maxScroll = 0;   // 0: every lane fits
    // While lanes scroll: which lanes are pinned (the key and store lanes) and the part of the
    // viewport between them where the others scroll. Empty when every lane fits.
    QList<bool> pinned;
    QRectF scrolling;

    int laneAt(double y) const;  // only lanes in the viewport
    QRectF laneBand() const;     // the visible part of the lanes, plot width
    bool isPinned(int lane) const { return !pinned.isEmpty() && pinned.at(lane); }
    // Where `lane` can be seen: the viewport, or the scrolling part of it for an unpinned lane.
    QRectF laneClip(int lane) const { return pinned.isEmpty() || pinned.at(lane) ? viewport : scrolling; }
    bool laneVisible(int lane) const { return lanes.at(lane).intersects(laneClip(lane)); }
};

// How tall lanes are. Fitted lanes share the viewport's height, between a minimum (below it labels
// and markers stop being readable: more lanes scroll instead) and a maximum (a few lanes would
// otherwise become slabs); a chosen height overrides the fit.
struct LaneSizing {
    static constexpr double fitMinimum = 30;  // the renderer's "roomy": labels and icons still fit
    static constexpr double fitMaximum = 150;
    static constexpr double chosenMinimum = 14;
    static constexpr double chosenMaximum = 240;
    // The key and store lanes are never thinner: their labels (holder, DEL by, fence) stay readable.
    static constexpr double truthMinimum = 46;
    double height = 0;  // chosen; 0: fitted
    double minimum = fitMinimum;
    double maximum = fitMaximum;
    double scroll = 0;  // requested; the layout clamps it to [0, maxScroll]
};

// What a paint() drew, for tests: every marker with whether it got its icon and the label it got.
struct TimelinePaintRecord {
    struct Item {
        int lane = -1;
        MarkerKind kind = MarkerKind::AcquireOk;
        Micros at = 0;
        bool icon = false;
        QString label;     // the cluster's one label goes on its first marker
        QRectF labelRect;  // where it was drawn (the store lane's labels)
    };
    QList<Item> markers;
    int lanesPainted = 0;
    QStringList legend;          // the legend's entries, in order
    QStringList contradictions;  // the words under each contradicted stretch that got them
    QStringList instanceWords;   // the Redis instances' lanes: their roles, lag bands and marks
};

struct TimelineHit {
    // Segment: lane.segments[index], or on a worker's lane lane.bar.at(index); Outage:
    // lane.outages[index] (Redis down); Gap: model.gaps[index] (MONITOR lost).
    enum class What : quint8 { None, Segment, Belief, Marker, Ramp, Overlap, Outage, Gap };
    What what = What::None;
    int lane = -1;
    qsizetype index = -1;
};

// `text` elided at the end of a word, never inside one (issue 27 item 7: a tooltip carries it whole);
// empty when not even its first word fits, or with `orFirstWord` the first word elided as Qt does.
QString elideAtWord(const QFontMetricsF &fm, const QString &text, double width, bool orFirstWord = false);

// Paints a TimelineModel. No widget: the widget, the screenshot and the bench all paint
// through this into whatever device they have. Level of detail: runs of sub-pixel segments
// and of markers closer than a few pixels are drawn as one block, and the next item past
// the pixel is found by binary search, so a frame costs O(lanes × pixels × log n).
class TimelineRenderer {
    Q_DECLARE_TR_FUNCTIONS(locklab::TimelineRenderer)
public:
    TimelineRenderer() = default;

    void setPalette(const TimelinePalette &palette) { m_palette = palette; }
    const TimelinePalette &palette() const { return m_palette; }
    void setModel(const TimelineModel *model) { m_model = model; }  // not owned
    const TimelineModel *model() const { return m_model; }
    // While stepping, the part of the run after `now` has not happened yet; -1: the run is complete.
    void setNow(Micros now) { m_now = now; }
    // Nothing after `cut` is drawn (noCut: everything; cutAll: no lane content at all): stepping a
    // recorded run shows the whole run's model up to the step reached, as if the trace ended there.
    static constexpr Micros noCut = std::numeric_limits<Micros>::max();
    static constexpr Micros cutAll = std::numeric_limits<Micros>::min();
    void setCut(Micros cut) { m_cut = cut; }
    Micros cut() const { return m_cut; }
    Micros now() const { return m_now; }
    // The first pixel column not drawn for `cut` (the plot's right edge when nothing is cut).
    static double cutX(const TimelineLayout &layout, const TimeMapping &mapping, Micros cut);
    void setLegendVisible(bool visible) { m_legend = visible; }
    void setLaneSizing(const LaneSizing &sizing) { m_sizing = sizing; }
    const LaneSizing &laneSizing() const { return m_sizing; }
    // Not owned; paint() appends what it drew (tests).
    void setRecord(TimelinePaintRecord *record) { m_record = record; }
    // Icons into an image are blitted from sprites (see paintIcon()); off: drawn as shapes every
    // time, as into an SVG (tests compare the two).
    void setIconSprites(bool on) { m_sprites = on; }

    TimelineLayout layout(const QSizeF &size) const;
    // The lane names' column: at least `width` (Compare aligns two timelines' time axes by it).
    void setMinimumGutter(double width) { m_minGutter = width; }
    // The column this model's names need at `size`, whatever the minimum.
    double naturalGutterWidth(const QSizeF &size) const;
    // The height at which every lane gets a comfortable height and nothing is left over.
    double preferredHeight() const;
    // Free pixels after the last event when the run is fitted: room for the label of what ends it.
    static constexpr double endPadding = 56;
    // Everything but the cursor: the widget caches this and only replays it when the cursor moves.
    void paint(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintCursor(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping, Micros cursor) const;
    TimelineHit hitTest(const TimelineLayout &layout, const TimeMapping &mapping, const QPointF &pos) const;

    // A "nice" tick step (1, 2 or 5 × 10^k µs) of at least `minimum`.
    static Micros niceStep(Micros minimum);
    // The words under a contradicted belief `s` that fit `inside` its stretch, else in the `room`
    // before the next one; empty when none fits.
    QString contradictionLabel(const Segment &s, const QFontMetricsF &fm, double inside, double room) const;
    // A fault's kind as the key and instance lanes name it ("restart", "clock jump").
    static QString faultLabel(FaultKind kind);

private:
    // The layout's lanes when they scroll: the key and store lanes pinned, the rest between them.
    template <typename IsTruth>
    void pinTruthLanes(TimelineLayout &l, double width, double truthHeight, IsTruth isTruth) const;
    double gutterWidthFor(const QSizeF &size) const;
    double axisHeight() const;
    double legendHeightFor(double width) const;
    QStringList legendTexts() const;
    bool hasOutages(SegmentKind kind) const;  // a band of this kind on any lane
    struct AxisLabel {
        double x;     // the tick
        QRectF rect;  // its label
        QString text;
    };
    QList<AxisLabel> axisLabels(const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintAxis(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintGutter(QPainter &p, const TimelineLayout &layout) const;
    void paintKeyLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    // paintKeyLane()'s passes, in the order they paint.
    void paintKeyHolders(QPainter &p, const Lane &lane, const QRectF &bar, const TimeMapping &mapping,
                         bool roomy) const;
    void paintTtlRamps(QPainter &p, const Lane &lane, const QRectF &bar, const TimeMapping &mapping, bool roomy) const;
    void paintOutages(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    void paintKeyMarkers(QPainter &p, const Lane &lane, const QRectF &rect, const QRectF &bar,
                         const TimeMapping &mapping) const;
    QString keyMarkerLabel(const Marker &m) const;
    void paintWorkerLane(QPainter &p, int index, const Lane &lane, const QRectF &rect,
                         const TimeMapping &mapping) const;
    // A worker lane's rows: the belief strip on top, the process's bar under it.
    struct WorkerRows {
        QRectF rect;
        QRectF strip;
        QRectF bar;
        QColor color;
        bool roomy = false;  // tall enough for words
    };
    struct MarkerCluster {
        const Marker *first;
        int count;
        double x1;     // the last marker's x
        double space;  // free pixels after it
    };
    WorkerRows workerRows(const Lane &lane, const QRectF &rect) const;
    // paintWorkerLane()'s passes, in the order they paint.
    void paintBeliefStrip(QPainter &p, const Lane &lane, const WorkerRows &rows, const TimeMapping &mapping) const;
    void paintActivity(QPainter &p, const Lane &lane, const WorkerRows &rows, const TimeMapping &mapping) const;
    void paintContradictions(QPainter &p, const Lane &lane, const WorkerRows &rows, const TimeMapping &mapping) const;
    void paintWorkerMarkers(QPainter &p, int index, const Lane &lane, const WorkerRows &rows,
                            const TimeMapping &mapping) const;
    void paintMarkerCluster(QPainter &p, int index, const WorkerRows &rows, const TimeMapping &mapping,
                            const MarkerCluster &cluster, const QColor &laneBackground) const;
    QString paintMarkerLabel(QPainter &p, const WorkerRows &rows, const TimeMapping &mapping,
                             const QColor &laneBackground, const QString &text, double left, double room,
                             const QColor &ink) const;
    QColor workerMarkerColor(MarkerKind kind) const;
    void paintStoreLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    // paintStoreLane()'s passes: the values' tints (their words, returned, wait for the labels),
    // the writes' marks (their labels, returned with each icon's x), the labels' places.
    std::vector<StoreValue> paintStoreValues(QPainter &p, const Lane &lane, const QRectF &bar,
                                             const TimeMapping &mapping, bool roomy) const;
    void paintStoreMarkers(QPainter &p, const Lane &lane, const QRectF &rect, const QRectF &bar,
                           const TimeMapping &mapping, bool roomy, std::vector<StoreLabel> &labels,
                           std::vector<double> &icons) const;
    std::vector<StoreLabel> placeStoreLabels(std::vector<StoreLabel> labels, const std::vector<double> &icons,
                                             const QRectF &bar, const TimeMapping &mapping) const;
    void paintInstanceLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const;
    void paintOverlaps(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintGaps(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintFuture(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const;
    void paintLegend(QPainter &p, const TimelineLayout &layout) const;
    void paintIcon(QPainter &p, const QPointF &center, double size, MarkerKind kind, const QColor &color) const;
    void paintIconShape(QPainter &p, const QPointF &center, double size, MarkerKind kind, const QColor &color) const;

    // Calls draw(segment, x0, x1) for segments at least a pixel wide and block(x0, x1, segment)
    // for merged runs of sub-pixel ones, of a lane's list or a worker's bar.
    template <typename Bar, typename Draw, typename Block>
    void forEachSegment(const Bar &segments, const TimeMapping &mapping, Draw draw, Block block) const;
    // Calls single(marker, x, spaceAfter) for isolated markers and dense(first, count, x0, x1,
    // spaceAfter) for runs of markers closer than `gap` pixels.
    template <typename Single, typename Dense>
    void forEachMarker(const QList<Marker> &markers, const TimeMapping &mapping, Single single, Dense dense,
                       double gap = 4) const;
    void record(int lane, const Marker &m, bool icon, const QString &label = QString()) const;

    TimelinePalette m_palette;  // set by the owner: fonts need a QGuiApplication
    const TimelineModel *m_model = nullptr;
    Micros m_now = -1;
    Micros m_cut = noCut;
    bool m_legend = true;
    LaneSizing m_sizing;
    double m_minGutter = 0;
    TimelinePaintRecord *m_record = nullptr;
    mutable QHash<QPair<quint64, quint64>, QImage> m_iconSprites;  // see paintIcon()
    bool m_sprites = true;
};

}  // namespace locklab
