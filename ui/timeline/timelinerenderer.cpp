// SPDX-License-Identifier: MIT
#include "timeline/timelinerenderer.h"

#include "core/mstext.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace locklab {

// A label of the store lane: where it is drawn, and the whole text it was cut from.
struct StoreLabel {
    double left;
    double width;
    double row;
    QString text;
    QString whole;
    QString name;  // the writer's: what shows under the icon where the whole does not fit beside it
    double x;      // the marker's
    QColor color;
    int priority;
    const Marker *marker;
    bool leftOfMarker;    // near the right edge: left of its marker, anchored at its right end
    bool underMarker;     // the writer's name, centred under the icon
    QStringList shorter;  // shorter forms of the whole, longest first: one of them whole before a cut one
};

// A stored value's words, longest first, and the stretch of the lane they may use.
struct StoreValue {
    double x0;
    double x1;
    QStringList forms;
};

namespace {

constexpr double minGutterWidth = 112;  // the least: the lane names are measured (gutterWidthFor)
constexpr double rightMargin = 16;
constexpr double legendRow = 22;
constexpr double comfortableLaneHeight = 84;  // preferredHeight(): what a lane needs to say everything
constexpr double denseGap = 4;                // markers closer than this (px) are drawn as one block
constexpr double iconSize = 13;

// Words on a solid worker fill: white on a deep colour, near-black on a light one (the dark theme's
// orange and yellow carried white words nobody could read).
QColor inkOn(const QColor &fill)
{
    const double luma = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luma > 0.6 ? QColor(0x1b, 0x1d, 0x21) : QColor(Qt::white);
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

// What an aliased QPen(color, 2, Qt::DotLine) draws from x0 to x1 (dashes of one pen width, gaps of
// two, square caps adding half a width at each end), as fills: stroking a dashed pen builds and
// rasterises a path per dash and was the largest cost of a zoomed-in frame. The pixels are the
// pen's, but for a dash edge that lands exactly on half a pixel.
void fillDottedLine(QPainter &p, double x0, double x1, double y, const QColor &color)
{
    for (double d = x0; d < x1; d += 6) {
        const double e = std::min(d + 2, x1);
        p.fillRect(QRectF(d - 1, y - 1, e - d + 2, 2), color);
    }
}

// What an aliased one-pixel QPen draws for drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5)), as four fills;
// the same pixels for rectangles at least 3 px wide (narrower ones the caller strokes).
void fillOutline(QPainter &p, const QRectF &r, const QColor &color)
{
    const QRect px(QPoint(qRound(r.left()), qRound(r.top())), QPoint(qRound(r.right()) - 1, qRound(r.bottom()) - 1));
    p.fillRect(QRect(px.left(), px.top(), px.width(), 1), color);
    p.fillRect(QRect(px.left(), px.bottom(), px.width(), 1), color);
    p.fillRect(QRect(px.left(), px.top(), 1, px.height()), color);
    p.fillRect(QRect(px.right(), px.top(), 1, px.height()), color);
}

bool isWhole(double v)
{
    return v == std::floor(v);
}

// fillRect in stripes of fewer than 96 rows. Qt's raster engine hands a blend of more rows to its
// thread pool in chunks; a frame has a dozen such tall, thin or translucent fills (grid lines, the
// overlap band), and on a loaded two-core machine the hand-offs (futex wake-ups) cost more CPU
// than the blending itself: about a quarter of a full frame's process time, measured with perf.
// The stripes split the rectangle at whole rows, so the pixels are the same.
void fillInStripes(QPainter &p, const QRectF &r, const QBrush &brush)
{
    constexpr double stripe = 88;
    if (!isWhole(r.top())) {
        p.fillRect(r, brush);
        return;
    }
    for (double top = r.top(); top < r.bottom(); top += stripe)
        p.fillRect(QRectF(r.left(), top, r.width(), std::min(stripe, r.bottom() - top)), brush);
}

// An aliased one-pixel pen's line between two whole coordinates, vertical at x or horizontal at y
// (a pixel centre, n + 0.5), both ends included: the same pixels as a fill, which fillInStripes
// keeps off Qt's thread pool (a tall line is hundreds of spans). Other lines are stroked.
void hairline(QPainter &p, const QPointF &a, const QPointF &b, const QColor &color)
{
    if (a.x() == b.x() && isWhole(a.y()) && isWhole(b.y())) {
        fillInStripes(p, QRectF(a.x() - 0.5, std::min(a.y(), b.y()), 1, std::abs(b.y() - a.y()) + 1), color);
    } else if (a.y() == b.y() && isWhole(a.x()) && isWhole(b.x())) {
        p.fillRect(QRectF(std::min(a.x(), b.x()), a.y() - 0.5, std::abs(b.x() - a.x()) + 1, 1), color);
    } else {
        p.setPen(color);
        p.drawLine(a, b);
    }
}

// std::partition_point over the indices [first, last) that gallops from `first`: the level of
// detail skips to the next item past a pixel, which is usually a few items away, and a binary search
// over the rest of a lane would walk cold memory each time.
template <typename Pred> qsizetype gallop(qsizetype first, qsizetype last, Pred pred)
{
    // Most of the time the answer is one of the next few items.
    for (int k = 0; k < 4; ++k, ++first) {
        if (first == last || !pred(first))
            return first;
    }
    const qsizetype n = last - first;
    qsizetype lo = 0;
    qsizetype hi = 1;
    while (hi < n && pred(first + hi)) {
        lo = hi + 1;
        hi *= 2;
    }
    qsizetype a = first + lo;
    qsizetype b = first + std::min(hi, n);
    while (a < b) {
        const qsizetype mid = a + (b - a) / 2;
        if (pred(mid))
            a = mid + 1;
        else
            b = mid;
    }
    return a;
}

// What forEachSegment reads of a bar, the same for a lane's list and a worker's state marks.
std::pair<qsizetype, qsizetype> visibleOf(const QList<Segment> &list, Micros from, Micros to)
{
    return TimelineModel::visibleSegments(list, from, to);
}
std::pair<qsizetype, qsizetype> visibleOf(const WorkerBar &bar, Micros from, Micros to)
{
    return bar.visible(from, to);
}
bool drawnAt(const QList<Segment> &, qsizetype)
{
    return true;
}
bool drawnAt(const WorkerBar &bar, qsizetype i)
{
    return bar.isDrawn(i);
}
const Segment &segmentAt(const QList<Segment> &list, qsizetype i)
{
    return list.at(i);
}
Segment segmentAt(const WorkerBar &bar, qsizetype i)
{
    return bar.at(i);
}
Micros endOf(const QList<Segment> &list, qsizetype i)
{
    return list.at(i).to;
}
Micros endOf(const WorkerBar &bar, qsizetype i)
{
    return bar.to(i);
}

// The first of `forms` (longest first) that fits `width` whole, else the last cut at a word: a
// shorter phrase says more than a longer one cut ("Replikation angehalten…" lost what was held).
QString longestFitting(const QFontMetricsF &fm, const QStringList &forms, double width)
{
    for (const QString &form : forms) {
        if (fm.horizontalAdvance(form) <= width)
            return form;
    }
    return forms.isEmpty() ? QString() : elideAtWord(fm, forms.last(), width);
}

// More than its writer's name and the icon's ✓ or ✗ ("W14 ✓…" is neither words nor room saved).
bool saysMore(const StoreLabel &label)
{
    return label.text.size() > label.name.size() + 3;
}

// `label` in its longest form that fits [from, to] whole ("A ✓ veraltet" where German's "A ✓
// veraltet angenommen" does not fit; "A ✓ veralteter…" said nothing), else cut at a word; kept
// against the side of its marker.
void fitStoreLabel(StoreLabel &label, double from, double to, const QFontMetricsF &fm)
{
    QString text = label.whole;
    for (const QString &form : std::as_const(label.shorter)) {
        if (fm.horizontalAdvance(text) <= to - from)
            break;
        text = form;
    }
    label.text = elideAtWord(fm, text, to - from);
    label.width = fm.horizontalAdvance(label.text);
    label.left = label.leftOfMarker ? to - label.width : from;
}

// Places `label` beside the labels already placed: where it would run into one, the two share the
// space between their markers (German's "A ✓ veralteter Schreibvorgang angenommen" hid "B ✓
// angenommen" entirely); each is cut at a word and keeps at least its first 60 px, the tooltip
// says it whole. False when there is no room for it.
bool shareWithPlaced(StoreLabel &label, double from, double to, std::vector<StoreLabel> &placed,
                     const QFontMetricsF &fm)
{
    constexpr double gap = 6;
    auto clashing = [&](const StoreLabel &l) {
        return std::find_if(placed.begin(), placed.end(), [&](const StoreLabel &t) {
            return l.left < t.left + t.width + gap && t.left < l.left + l.width + gap;
        });
    };
    auto other = clashing(label);
    if (other == placed.end())
        return true;
    // Only two labels that face each other across one gap can share it: the left one anchored at
    // its left end (right of its marker), the right one at its right end (left of its marker).
    const bool labelFirst = label.left < other->left;
    StoreLabel &left = labelFirst ? label : *other;
    StoreLabel &right = labelFirst ? *other : label;
    if (left.leftOfMarker || !right.leftOfMarker)
        return false;
    const double leftFrom = labelFirst ? from : other->left;
    const double rightTo = labelFirst ? other->left + other->width : to;
    const double room = rightTo - leftFrom - gap;
    const double leftWhole = fm.horizontalAdvance(left.whole), rightWhole = fm.horizontalAdvance(right.whole);
    // The shorter one whole if the other keeps its first 60 px; else half each.
    double leftShare = room / 2;
    if (leftWhole <= rightWhole && leftWhole + std::min(rightWhole, 60.0) <= room)
        leftShare = leftWhole;
    else if (rightWhole < leftWhole && rightWhole + std::min(leftWhole, 60.0) <= room)
        leftShare = room - rightWhole;
    leftShare = std::min(leftShare, leftWhole);
    const double rightShare = room - leftShare;
    if (leftShare < std::min(leftWhole, 60.0) || rightShare < std::min(rightWhole, 60.0))
        return false;
    const StoreLabel before = *other;
    fitStoreLabel(left, leftFrom, leftFrom + leftShare, fm);
    fitStoreLabel(right, rightTo - rightShare, rightTo, fm);
    if (!saysMore(left) || !saysMore(right) || clashing(label) != placed.end()) {
        *other = before;
        return false;
    }
    return true;
}

}  // namespace

QString elideAtWord(const QFontMetricsF &fm, const QString &text, double width, bool orFirstWord)
{
    // `"…client-38092's lc"` told a reader less than nothing; a word-aligned cut and the tooltip do.
    if (fm.horizontalAdvance(text) <= width)
        return text;
    const QString cut = fm.elidedText(text, Qt::ElideRight, width);
    const QChar ellipsis(0x2026);
    if (cut.isEmpty() || !cut.endsWith(ellipsis))
        return cut;
    // The last place a line could break at, at or before the cut: before a space, after a hyphen
    // ("compare-and-…"); then no separator left dangling before the "…".
    qsizetype end = std::min<qsizetype>(cut.size() - 1, text.size());
    // A no-break space ("302,8 ms") joins a number to its unit: not a place to break.
    while (end > 0 && !(text.at(end).isSpace() && text.at(end) != QChar::Nbsp) && text.at(end - 1) != u'-')
        --end;
    QString whole = text.left(end);
    while (whole.endsWith(u' ') || whole.endsWith(u'·') || whole.endsWith(u'—'))
        whole.chop(1);
    if (whole.isEmpty())
        return orFirstWord ? cut : QString();
    return whole + ellipsis;
}

int TimelineLayout::laneAt(double y) const
{
    if (y < viewport.top() || y >= viewport.bottom())
        return -1;
    for (int i = 0; i < lanes.size(); ++i) {
        const QRectF clip = laneClip(i);
        if (y >= lanes.at(i).top() && y < lanes.at(i).bottom() && y >= clip.top() && y < clip.bottom())
            return i;
    }
    return -1;
}

QRectF TimelineLayout::laneBand() const
{
    if (lanes.isEmpty())
        return {};
    if (!pinned.isEmpty())
        return QRectF(plot.left(), viewport.top(), plot.width(), viewport.height());
    const double top = std::max(lanes.first().top(), viewport.top());
    const double bottom = std::min(lanes.last().bottom(), viewport.bottom());
    return QRectF(QPointF(plot.left(), top), QPointF(plot.right(), std::max(top, bottom)));
}

Micros TimelineRenderer::niceStep(Micros minimum)
{
    Micros magnitude = 1;
    while (magnitude * 10 <= minimum)
        magnitude *= 10;
    for (Micros factor : {1, 2, 5, 10}) {
        if (magnitude * factor >= minimum)
            return magnitude * factor;
    }
    return magnitude * 10;
}

double TimelineRenderer::preferredHeight() const
{
    const int count = m_model ? static_cast<int>(m_model->lanes.size()) : 3;
    return axisHeight() + count * comfortableLaneHeight + (m_legend ? legendHeightFor(1200) : 0) + 16;
}

double TimelineRenderer::axisHeight() const
{
    // Tick labels on top, the overlap tabs in a row of their own under them, then the tick marks.
    const double labels = QFontMetricsF(m_palette.smallFont).height() + 6;
    const double tabs = QFontMetricsF(m_palette.smallBoldFont).height() + 4;
    return std::ceil(labels + tabs + 2);
}

double TimelineRenderer::gutterWidthFor(const QSizeF &size) const
{
    return std::max(naturalGutterWidth(size), m_minGutter);
}

double TimelineRenderer::naturalGutterWidth(const QSizeF &size) const
{
    // Wide enough for the longest lane name ("Redis-Key", "TTL 1000 ms", a worker's name), in
    // the fonts in use: larger type in presentation mode, longer words in other languages.
    double widest = 0;
    if (m_model) {
        const QFontMetricsF bold(m_palette.boldFont);
        const QFontMetricsF small(m_palette.smallFont);
        for (const Lane &lane : m_model->lanes)
            widest = std::max({widest, bold.horizontalAdvance(lane.label), small.horizontalAdvance(lane.detail)});
    }
    return std::clamp(std::ceil(widest) + 34, minGutterWidth, std::max(minGutterWidth, size.width() / 5));
}

TimelineLayout TimelineRenderer::layout(const QSizeF &size) const
{
    TimelineLayout l;
    const int count = m_model ? static_cast<int>(m_model->lanes.size()) : 0;
    const double legend = m_legend ? legendHeightFor(size.width() - 16) : 0;
    const double gutter = gutterWidthFor(size);
    const double axis = axisHeight();
    l.axis = QRectF(gutter, 0, std::max(0.0, size.width() - gutter - rightMargin), axis);
    const double tabs = QFontMetricsF(m_palette.smallBoldFont).height() + 4;
    l.overlapRow = QRectF(l.axis.left(), axis - 2 - tabs, l.axis.width(), tabs);
    const double available = std::max(0.0, size.height() - axis - legend - 8);
    // The key lane (what Redis says) and the store lane are what every lesson is read from: they
    // never get as thin as a crowd's worker lanes. A Redlock's per-instance key lanes (worker ≥ 1;
    // the quorum's is the key lane) give way like a failover's instance lanes: as truths, five of
    // them left redlock-clock-jump's A and B 30 px at 1280×720, scrolled.
    auto isInstance = [this](int i) {
        const Lane &lane = m_model->lanes.at(i);
        return lane.type == Lane::Type::Instance || (lane.type == Lane::Type::Key && lane.worker >= 1);
    };
    auto isTruth = [this, &isInstance](int i) {
        const Lane::Type type = m_model->lanes.at(i).type;
        return (type == Lane::Type::Key || type == Lane::Type::Store) && !isInstance(i);
    };
    int truths = 0;
    for (int i = 0; i < count; ++i)
        truths += isTruth(i) ? 1 : 0;
    if (count > 0) {
        const double low = std::min(m_sizing.minimum, m_sizing.maximum);
        l.laneHeight =
            m_sizing.height > 0 ? m_sizing.height : std::clamp(std::floor(available / count), low, m_sizing.maximum);
        if (m_sizing.height <= 0 && l.laneHeight < LaneSizing::truthMinimum && count > truths) {
            // The truth lanes take their minimum first; the workers share what is left.
            l.laneHeight = std::clamp(std::floor((available - truths * LaneSizing::truthMinimum) / (count - truths)),
                                      low, m_sizing.maximum);
        }
    }
    double truthHeight = std::max(l.laneHeight, LaneSizing::truthMinimum);
    double instanceHeight = l.laneHeight;
    // A worker's lane says the most (belief, process, contradiction, markers): while the workers
    // would be squeezed, the key, store and instance lanes keep their readable minimum and the
    // workers take the rest, up to what says everything (failover-loses-lock at 1280×720 gave
    // its seven lanes 53 px each, and A's contradiction had no room for its words).
    const int workers =
        m_model ? static_cast<int>(std::count_if(m_model->lanes.cbegin(), m_model->lanes.cend(),
                                                 [](const Lane &lane) { return lane.type == Lane::Type::Worker; }))
                : 0;
    if (m_sizing.height <= 0 && workers > 0 && workers < count && l.laneHeight < comfortableLaneHeight) {
        const int others = count - workers;
        const double share = std::floor((available - others * LaneSizing::truthMinimum) / workers);
        if (share > l.laneHeight) {
            l.laneHeight = std::min({share, comfortableLaneHeight, m_sizing.maximum});
            truthHeight = instanceHeight = std::floor((available - workers * l.laneHeight) / others);
        }
    }
    auto heightOf = [&](int i) { return isTruth(i) ? truthHeight : isInstance(i) ? instanceHeight : l.laneHeight; };
    double content = 0;
    for (int i = 0; i < count; ++i)
        content += heightOf(i);
    l.maxScroll = std::max(0.0, std::ceil(content - available));
    l.scroll = std::clamp(std::round(m_sizing.scroll), 0.0, l.maxScroll);
    // The legend follows the last lane; when the lanes overflow it stays at the bottom, over nothing.
    const double viewportBottom = axis + std::min(content, available);
    l.viewport = QRectF(0, axis, size.width(), viewportBottom - axis);
    if (l.maxScroll > 0 && truths > 0 && count > truths) {
        pinTruthLanes(l, size.width(), truthHeight, isTruth);
    } else {
        double y = axis - l.scroll;
        for (int i = 0; i < count; ++i) {
            const double h = heightOf(i);
            l.lanes.append(QRectF(0, y, size.width(), h));
            y += h;
        }
    }
    l.plot = QRectF(gutter, axis, l.axis.width(), l.viewport.height());
    l.legend = QRectF(8, std::min(viewportBottom + 6, size.height() - legend), size.width() - 16, legend);
    return l;
}

template <typename IsTruth>
void TimelineRenderer::pinTruthLanes(TimelineLayout &l, double width, double truthHeight, IsTruth isTruth) const
{
    // The key lane at the top of the viewport and the store lane at its bottom stay put; the
    // workers (and the instances) scroll between them. The scroll range is what it was: the
    // same lanes do not fit the same room.
    const int count = static_cast<int>(m_model->lanes.size());
    l.pinned.fill(false, count);
    l.lanes.fill(QRectF(), count);
    double top = l.viewport.top();
    double bottom = l.viewport.bottom();
    for (int i = 0; i < count; ++i) {
        if (!isTruth(i))
            continue;
        l.pinned[i] = true;
        if (m_model->lanes.at(i).type == Lane::Type::Key) {
            l.lanes[i] = QRectF(0, top, width, truthHeight);
            top += truthHeight;
        }
    }
    for (int i = count - 1; i >= 0; --i) {
        if (l.pinned.at(i) && m_model->lanes.at(i).type != Lane::Type::Key) {
            bottom -= truthHeight;
            l.lanes[i] = QRectF(0, bottom, width, truthHeight);
        }
    }
    l.scrolling = QRectF(0, top, width, std::max(0.0, bottom - top));
    double y = top - l.scroll;
    for (int i = 0; i < count; ++i) {
        if (l.pinned.at(i))
            continue;
        l.lanes[i] = QRectF(0, y, width, l.laneHeight);
        y += l.laneHeight;
    }
}

namespace {

// TimeMapping's arithmetic with its scalars in registers: the draw callbacks call into QPainter,
// so the compiler could not keep the mapping's fields (nor the division) out of the loops. The
// expressions are TimeMapping's own, so the pixels are the same.
struct FastMapping {
    explicit FastMapping(const TimeMapping &m)
        : from(m.from())
        , left(m.left())
        , right(m.right())
        , ppm(m.pixelsPerMicro())
    {}
    double x(Micros t) const { return left + static_cast<double>(t - from) * ppm; }
    // mapXToTime of a valid mapping (paint() checks validity first).
    Micros time(double px) const { return from + TimeMapping::roundToMicros((px - left) / ppm); }
    // std::floor without the libm call (the baseline x86-64 target has no roundsd).
    static double floor(double px)
    {
        const double whole = static_cast<double>(static_cast<qint64>(px));
        return whole > px ? whole - 1.0 : whole;
    }

    const Micros from;
    const double left;
    const double right;
    const double ppm;
};

}  // namespace

template <typename Bar, typename Draw, typename Block>
void TimelineRenderer::forEachSegment(const Bar &segments, const TimeMapping &mapping, Draw draw, Block block) const
{
    const auto [first, last] = visibleOf(segments, mapping.from(), mapping.to());
    const FastMapping m(mapping);
    double runStart = 0;
    double runEnd = -1;
    std::optional<Segment> runFirst;
    // Back-to-back segments that look the same (e.g. retries while acquiring) are drawn as one.
    std::optional<Segment> wide;
    double wideStart = 0;
    double wideEnd = 0;
    auto flushWide = [&] {
        if (wide)
            draw(*wide, wideStart, wideEnd);
        wide.reset();
    };
    auto flush = [&] {
        if (runFirst)
            block(runStart, runEnd, *runFirst);
        runFirst.reset();
    };
    for (qsizetype i = first; i < last;) {
        if (!drawnAt(segments, i)) {
            ++i;
            continue;
        }
        const Segment &s = segmentAt(segments, i);
        const double x0 = std::max(m.left, m.x(s.from));
        const double x1 = std::min(m.right, m.x(s.to));
        if (x1 - x0 >= 1.0) {
            flush();
            if (wide && wide->kind == s.kind && wide->worker == s.worker && wide->number == s.number
                && x0 <= wideEnd + 0.5) {
                wideEnd = x1;
            } else {
                flushWide();
                wide = s;
                wideStart = x0;
                wideEnd = x1;
            }
            ++i;
            continue;
        }
        flushWide();
        if (runFirst && x0 <= runEnd + 1.0) {
            runEnd = std::max(runEnd, x0 + 1.0);
        } else {
            flush();
            runFirst = s;
            runStart = x0;
            runEnd = x0 + 1.0;
        }
        // Whatever ends inside this pixel is hidden under it: skip to the first segment that
        // reaches past it (it may start inside this pixel; it is drawn from there).
        const Micros next = m.time(FastMapping::floor(x0) + 1.0);
        i = std::max(i + 1, gallop(i + 1, last, [&](qsizetype j) { return endOf(segments, j) <= next; }));
    }
    flushWide();
    flush();
}

template <typename Single, typename Dense>
void TimelineRenderer::forEachMarker(const QList<Marker> &markers, const TimeMapping &mapping, Single single,
                                     Dense dense, double gap) const
{
    const auto [first, last] = TimelineModel::visibleMarkers(markers, mapping.from(), mapping.to());
    const FastMapping m(mapping);
    const Marker *const data = markers.constData();
    for (qsizetype i = first; i < last;) {
        const double x = m.x(data[i].at);
        double runEnd = x;
        qsizetype k = i;
        // Grow the run while another marker lies within `gap` pixels of its end.
        while (true) {
            const Micros reach = m.time(runEnd + gap);
            const qsizetype j = gallop(k + 1, last, [&](qsizetype at) { return data[at].at <= reach; });
            if (j - 1 <= k)
                break;
            k = j - 1;
            runEnd = m.x(data[k].at);
        }
        const double nextX = k + 1 < last ? m.x(data[k + 1].at) : m.right + 1000;
        if (k == i)
            single(data[i], x, nextX - x);
        else
            dense(data + i, static_cast<int>(k - i + 1), x, runEnd, nextX - runEnd);
        i = k + 1;
    }
}

void TimelineRenderer::paint(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    const QRectF all = p.window();
    p.fillRect(all, m_palette.background);
    if (!m_model || !mapping.isValid()) {
        p.restore();
        return;
    }
    // Lane backgrounds, alternating, so a row is easy to follow across a wide window.
    p.save();
    p.setClipRect(layout.viewport);
    for (int i = 0; i < layout.lanes.size(); ++i) {
        if (!layout.laneVisible(i))
            continue;
        if (!layout.pinned.isEmpty())
            p.setClipRect(layout.laneClip(i));
        const QRectF r = layout.lanes.at(i);
        p.fillRect(QRectF(layout.plot.left(), r.top(), layout.plot.width(), r.height()),
                   i % 2 ? m_palette.laneAlternate : m_palette.laneBackground);
    }
    p.restore();
    paintAxis(p, layout, mapping);

    p.save();
    // A recorded run being stepped: the model is the whole run's, and what lies after the step
    // reached is not drawn (as if the trace ended there), only greyed by paintFuture().
    const QRectF band = layout.laneBand();
    const QRectF cutBand(band.left(), band.top(), cutX(layout, mapping, m_cut) - band.left(), band.height());
    p.setClipRect(cutBand);
    // (An empty clip would clip nothing: with everything cut no lane is painted at all.)
    for (int i = 0; cutBand.width() > 0 && i < layout.lanes.size(); ++i) {
        if (!layout.laneVisible(i))
            continue;  // scrolled out: a hundred workers cost what the visible ones cost
        if (m_record)
            ++m_record->lanesPainted;
        if (!layout.pinned.isEmpty())
            p.setClipRect(cutBand.intersected(layout.laneClip(i)));  // scrolling lanes pass under pinned ones
        const Lane &lane = m_model->lanes.at(i);
        const QRectF r = layout.lanes.at(i);
        const QRectF rect(layout.plot.left(), r.top(), layout.plot.width(), r.height());
        switch (lane.type) {
        case Lane::Type::Key:
            paintKeyLane(p, lane, rect, mapping);
            break;
        case Lane::Type::Worker:
            paintWorkerLane(p, i, lane, rect, mapping);
            break;
        case Lane::Type::Store:
            paintStoreLane(p, lane, rect, mapping);
            break;
        case Lane::Type::Instance:
            paintInstanceLane(p, lane, rect, mapping);
            break;
        }
    }
    p.setClipRect(band);
    paintFuture(p, layout, mapping);
    p.restore();
    p.save();
    if (cutBand != band)  // the overlap tabs and gap bands of the future too
        p.setClipRect(QRectF(0, 0, cutBand.right(), all.height()));
    if (cutBand.width() > 0) {
        paintGaps(p, layout, mapping);
        paintOverlaps(p, layout, mapping);
    }
    p.restore();
    paintGutter(p, layout);
    if (m_legend)
        paintLegend(p, layout);
    p.restore();
}

double TimelineRenderer::cutX(const TimelineLayout &layout, const TimeMapping &mapping, Micros cut)
{
    const QRectF band = layout.laneBand();
    if (cut == noCut || cut >= mapping.to())
        return band.right();
    if (cut == cutAll || cut < mapping.from())
        return band.left();
    return std::clamp(std::ceil(mapping.mapTimeToX(cut)) + 1, band.left(), band.right());
}

QList<TimelineRenderer::AxisLabel> TimelineRenderer::axisLabels(const TimelineLayout &layout,
                                                                const TimeMapping &mapping) const
{
    const QFontMetricsF fm(m_palette.smallFont);
    const Micros step = niceStep(std::max<Micros>(1, static_cast<Micros>(std::ceil(110.0 / mapping.pixelsPerMicro()))));
    const int decimals = step >= 1000 ? 0 : (step >= 100 ? 1 : (step >= 10 ? 2 : 3));
    QList<AxisLabel> labels;
    Micros t = (mapping.from() / step) * step;
    if (t < mapping.from())
        t += step;
    for (; t <= mapping.to(); t += step) {
        const double x = std::round(mapping.mapTimeToX(t)) + 0.5;
        const QString text = formatMs(t, decimals);
        const double w = fm.horizontalAdvance(text);
        labels.append({x, QRectF(x - w / 2 - 2, layout.axis.top() + 4, w + 4, fm.height()), text});
    }
    return labels;
}

void TimelineRenderer::paintAxis(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const
{
    const QRectF band = layout.laneBand();
    p.setFont(m_palette.smallFont);
    hairline(p, QPointF(layout.axis.left(), layout.axis.bottom() - 0.5),
             QPointF(layout.axis.right(), layout.axis.bottom() - 0.5), m_palette.axis);
    for (const AxisLabel &label : axisLabels(layout, mapping)) {
        hairline(p, QPointF(label.x, band.top()), QPointF(label.x, band.bottom()), m_palette.grid);
        p.setPen(m_palette.axis);
        p.drawLine(QPointF(label.x, layout.axis.bottom() - 6), QPointF(label.x, layout.axis.bottom()));
        p.setPen(m_palette.mutedText);
        p.drawText(label.rect, Qt::AlignCenter, label.text);
    }
}

void TimelineRenderer::paintGutter(QPainter &p, const TimelineLayout &layout) const
{
    // The names stay put while time pans (the gutter is outside the mapping) and scroll with
    // their lanes; the corner above them is the ruler's.
    p.fillRect(QRectF(0, 0, layout.plot.left(), layout.viewport.bottom()), m_palette.gutter);
    const QFontMetricsF bold(m_palette.boldFont);
    const QFontMetricsF small(m_palette.smallFont);
    p.save();
    p.setClipRect(QRectF(0, layout.viewport.top(), layout.plot.left(), layout.viewport.height()));
    for (int i = 0; i < layout.lanes.size(); ++i) {
        if (!layout.laneVisible(i))
            continue;
        const Lane &lane = m_model->lanes.at(i);
        const QRectF r = layout.lanes.at(i);
        if (r.height() < 9)
            continue;  // too thin for a readable label: the tooltip still names it
        if (!layout.pinned.isEmpty())
            p.setClipRect(layout.laneClip(i).intersected(QRectF(0, 0, layout.plot.left(), layout.viewport.bottom())));
        const QColor color = lane.type == Lane::Type::Worker ? m_palette.worker(lane.worker) : m_palette.text;
        const bool twoLines = !lane.detail.isEmpty() && r.height() >= bold.height() + small.height() + 6;
        const double textTop =
            twoLines ? r.center().y() - (bold.height() + small.height()) / 2 : r.center().y() - bold.height() / 2;
        if (lane.type == Lane::Type::Worker && r.height() >= 16) {
            // A swatch of the worker's colour (and pattern): the same marks its lock in the key lane.
            m_palette.fillWorker(p, QRectF(10, r.center().y() - 5, 10, 10), lane.worker);
        }
        p.setFont(r.height() >= 16 ? m_palette.boldFont : m_palette.smallFont);
        p.setPen(lane.type == Lane::Type::Worker ? color : m_palette.text);
        p.drawText(QRectF(26, textTop, layout.plot.left() - 30, bold.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   bold.elidedText(lane.label, Qt::ElideRight, layout.plot.left() - 30));
        if (twoLines) {
            p.setFont(m_palette.smallFont);
            p.setPen(m_palette.mutedText);
            p.drawText(QRectF(26, textTop + bold.height(), layout.plot.left() - 30, small.height()),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       small.elidedText(lane.detail, Qt::ElideRight, layout.plot.left() - 30));
        }
    }
    p.restore();
    hairline(p, QPointF(layout.plot.left() - 0.5, layout.plot.top()),
             QPointF(layout.plot.left() - 0.5, layout.plot.bottom()), m_palette.grid);
    if (layout.maxScroll > 0) {
        // Lanes continue above or below: a line at the edge says so (the edge of the scrolling
        // part, under the pinned key lane and over the pinned store lane).
        const QRectF edge = layout.pinned.isEmpty() ? layout.viewport : layout.scrolling;
        if (layout.scroll > 0)
            p.fillRect(QRectF(0, edge.top(), edge.width(), 1), m_palette.axis);
        if (layout.scroll < layout.maxScroll)
            p.fillRect(QRectF(0, edge.bottom() - 1, edge.width(), 1), m_palette.axis);
    }
}

void TimelineRenderer::paintIcon(QPainter &p, const QPointF &c, double size, MarkerKind kind, const QColor &color) const
{
    // Into an image without a transform (the widget's layer, a screenshot, the bench): the icon is
    // drawn once into a sprite per kind, size, colour and sub-pixel offset and then blitted. A run
    // fitted to the window puts an icon on nearly every pixel of every lane; antialiased circles
    // and strokes were four fifths of that frame. An SVG export draws every icon as shapes.
    if (m_sprites && p.device() && p.device()->devType() == QInternal::Image && p.worldTransform().isIdentity()) {
        const double fx = std::floor((c.x() - std::floor(c.x())) * 8) / 8;
        const double fy = std::floor((c.y() - std::floor(c.y())) * 8) / 8;
        const qreal dpr = p.device()->devicePixelRatioF();
        const int half = static_cast<int>(std::ceil(size / 2)) + 2;
        const QPair<quint64, quint64> key{quint64(kind) | quint64(std::lround(size * 8)) << 8 | quint64(fx * 8) << 24
                                              | quint64(fy * 8) << 28 | quint64(m_palette.dark) << 32
                                              | quint64(std::lround(dpr * 8)) << 33,
                                          color.rgba64()};
        auto sprite = m_iconSprites.constFind(key);
        if (sprite == m_iconSprites.cend()) {
            if (m_iconSprites.size() > 512)
                m_iconSprites.clear();  // a palette or size change: start over
            QImage image(QSize(2 * half, 2 * half) * dpr, QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(dpr);
            image.fill(Qt::transparent);
            QPainter ip(&image);
            ip.setRenderHints(p.renderHints());
            paintIconShape(ip, QPointF(half + fx, half + fy), size, kind, color);
            ip.end();
            sprite = m_iconSprites.insert(key, image);
        }
        p.drawImage(QPointF(std::floor(c.x()) - half, std::floor(c.y()) - half), *sprite);
        return;
    }
    paintIconShape(p, c, size, kind, color);
}

void TimelineRenderer::paintIconShape(QPainter &p, const QPointF &c, double size, MarkerKind kind,
                                      const QColor &color) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(c, size / 2, size / 2);
    QPen glyph(m_palette.dark ? QColor(20, 20, 24) : Qt::white, std::max(1.5, size / 7.5), Qt::SolidLine, Qt::RoundCap,
               Qt::RoundJoin);
    p.setPen(glyph);
    p.setBrush(Qt::NoBrush);
    const double a = size * 0.22;
    switch (kind) {
    case MarkerKind::AcquireOk:
    case MarkerKind::WriteAccepted:
    case MarkerKind::Extended:
    case MarkerKind::CheckPassed: {
        QPainterPath check;
        check.moveTo(c.x() - a, c.y());
        check.lineTo(c.x() - a * 0.25, c.y() + a * 0.8);
        check.lineTo(c.x() + a * 1.1, c.y() - a * 0.8);
        p.drawPath(check);
        break;
    }
    case MarkerKind::AcquireRefused:
    case MarkerKind::AcquireError:
    case MarkerKind::WriteRefused:
    case MarkerKind::ExtendRefused:
    case MarkerKind::CheckLost:
        p.drawLine(QPointF(c.x() - a, c.y() - a), QPointF(c.x() + a, c.y() + a));
        p.drawLine(QPointF(c.x() - a, c.y() + a), QPointF(c.x() + a, c.y() - a));
        break;
    case MarkerKind::AcquireUnknown: {
        QFont f = m_palette.boldFont;
        f.setPixelSize(static_cast<int>(size * 0.8));
        p.setFont(f);
        p.drawText(QRectF(c.x() - size / 2, c.y() - size / 2, size, size), Qt::AlignCenter, QStringLiteral("?"));
        break;
    }
    case MarkerKind::WaitConfirmed: {
        QPainterPath check;
        check.moveTo(c.x() - a, c.y());
        check.lineTo(c.x() - a * 0.25, c.y() + a * 0.8);
        check.lineTo(c.x() + a * 1.1, c.y() - a * 0.8);
        p.drawPath(check);
        break;
    }
    case MarkerKind::Reconnected:  // an arrow: the connection moves to the new primary
        p.drawLine(QPointF(c.x() - a, c.y()), QPointF(c.x() + a, c.y()));
        p.drawLine(QPointF(c.x() + a, c.y()), QPointF(c.x() + a * 0.3, c.y() - a * 0.7));
        p.drawLine(QPointF(c.x() + a, c.y()), QPointF(c.x() + a * 0.3, c.y() + a * 0.7));
        break;
    case MarkerKind::WaitShortfall:
    case MarkerKind::WriteStaleAccepted:
    case MarkerKind::Fault:
    case MarkerKind::ExtendedForeign:
        p.drawLine(QPointF(c.x(), c.y() - a * 1.2), QPointF(c.x(), c.y() + a * 0.2));
        p.drawPoint(QPointF(c.x(), c.y() + a * 1.0));
        break;
    case MarkerKind::GaveUp:  // a "no entry" bar: the worker stopped trying
        p.drawLine(QPointF(c.x() - a * 1.1, c.y()), QPointF(c.x() + a * 1.1, c.y()));
        break;
    default:
        break;
    }
    p.restore();
}

void TimelineRenderer::paintKeyLane(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const
{
    // In passes: who holds the key, the TTL running down over it, Redis down over both, and the
    // expiries, deadlines and releases on top.
    const double h = rect.height();
    const QRectF bar(rect.left(), rect.top() + std::max(2.0, h * 0.18), rect.width(), std::max(2.0, h * 0.5));
    p.setFont(m_palette.smallFont);
    paintKeyHolders(p, lane, bar, mapping, h >= 30);
    paintTtlRamps(p, lane, bar, mapping, h >= 30);
    paintOutages(p, lane, rect, mapping);
    paintKeyMarkers(p, lane, rect, bar, mapping);
}

void TimelineRenderer::paintKeyHolders(QPainter &p, const Lane &lane, const QRectF &bar, const TimeMapping &mapping,
                                       bool roomy) const
{
    const QFontMetricsF fm(m_palette.smallFont);
    forEachSegment(
        lane.segments, mapping,
        [&](const Segment &s, double x0, double x1) {
            const QRectF r(x0, bar.top(), x1 - x0, bar.height());
            m_palette.fillWorker(p, r, s.worker, m_palette.dark ? 70 : 55);
            p.fillRect(QRectF(x0, bar.top(), std::min(2.0, x1 - x0), bar.height()), m_palette.worker(s.worker));
            if (roomy && x1 - x0 > 60) {
                const QString text = tr("%1 holds").arg(m_model->lanes.value(1 + s.worker).label);
                p.setPen(m_palette.text);
                p.drawText(r.adjusted(6, 0, -4, 0), Qt::AlignLeft | Qt::AlignBottom,
                           elideAtWord(fm, text, x1 - x0 - 10));
            }
        },
        [&](double x0, double x1, const Segment &s) {
            p.fillRect(QRectF(x0, bar.top(), x1 - x0, bar.height()), m_palette.workerTint(s.worker, 110));
        });
}

void TimelineRenderer::paintTtlRamps(QPainter &p, const Lane &lane, const QRectF &bar, const TimeMapping &mapping,
                                     bool roomy) const
{
    // The TTL running down: full height when granted or extended, zero at the deadline.
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const double rampTop = bar.top();
    const double rampHeight = bar.height() * (roomy ? 0.55 : 1.0);
    // Ramps are sorted by start and never overlap: start at the first one still running.
    auto ramp0 = std::lower_bound(lane.ramps.cbegin(), lane.ramps.cend(), mapping.from(),
                                  [](const TtlRamp &r, Micros at) { return r.to < at; });
    double lastRampX = -1e9;
    for (auto it = ramp0; it != lane.ramps.cend() && it->from <= mapping.to(); ++it) {
        const TtlRamp &ramp = *it;
        const double full = static_cast<double>(ramp.deadline - ramp.from);
        if (full <= 0)
            continue;
        const double x0 = mapping.mapTimeToX(ramp.from);
        const double x1 = mapping.mapTimeToX(ramp.to);
        if (x1 - x0 < 1 || x1 <= lastRampX)
            continue;
        lastRampX = x1;
        const double endFraction = static_cast<double>(ramp.deadline - ramp.to) / full;
        QPolygonF poly;
        poly << QPointF(x0, rampTop) << QPointF(x0, rampTop + rampHeight) << QPointF(x1, rampTop + rampHeight)
             << QPointF(x1, rampTop + rampHeight * (1.0 - endFraction));
        p.setPen(Qt::NoPen);
        p.setBrush(m_palette.workerTint(ramp.holder, m_palette.dark ? 150 : 120));
        p.drawPolygon(poly);
    }
    p.restore();
}

void TimelineRenderer::paintOutages(QPainter &p, const Lane &lane, const QRectF &rect, const TimeMapping &mapping) const
{
    const double h = rect.height();
    const QFontMetricsF fm(m_palette.smallFont);
    // Redis down for the clients (a restart, a dead primary): greyed and hatched over the whole
    // lane, the TTL ramps and holds under it still visible, with how long it lasted.
    // A stalled server (it answers nothing) is hatched the other way; late replies (a slow network to
    // the server) get a light band with dots, under whatever else the lane shows.
    for (const Segment &o : lane.outages) {
        if (o.to < mapping.from() || o.from > mapping.to())
            continue;
        const bool down = o.kind == SegmentKind::RedisDown;
        const bool delayed = o.kind == SegmentKind::Delayed;
        const bool open = down && o.number == 1;
        const double x0 = std::max(mapping.left(), mapping.mapTimeToX(o.from));
        const double x1 = std::max(x0 + 3, std::min(mapping.right(), mapping.mapTimeToX(o.to)));
        const QRectF r(x0, rect.top() + 1, x1 - x0, rect.height() - 2);
        p.fillRect(r, withAlpha(m_palette.mutedText, delayed ? 25 : m_palette.dark ? 60 : 45));
        p.fillRect(r, QBrush(withAlpha(m_palette.mutedText, delayed ? 90 : 140), down      ? Qt::BDiagPattern
                                                                                 : delayed ? Qt::Dense6Pattern
                                                                                           : Qt::FDiagPattern));
        p.save();
        p.setPen(QPen(m_palette.mutedText, 1, delayed ? Qt::DotLine : Qt::DashLine));
        p.drawLine(QPointF(x0, r.top()), QPointF(x0, r.bottom()));
        if (!open)
            p.drawLine(QPointF(x1, r.top()), QPointF(x1, r.bottom()));
        p.restore();
        // The tab may run past a short band (a 5 ms restart is a few pixels) into the lane's top
        // margin, where nothing else is written; never past the plot.
        QString text = open      ? tr("Redis down, no reply yet")
                       : down    ? tr("Redis down %1").arg(formatMs(o.to - o.from))
                       : delayed ? tr("replies +%1 ms late").arg(o.number)
                                 : tr("stalled %1").arg(formatMs(o.to - o.from));
        const double room = mapping.right() - x0 - 6;
        if (fm.horizontalAdvance(text) > room)
            text = down ? tr("down") : delayed ? tr("late") : tr("stalled");
        if (fm.horizontalAdvance(text) > room || h < 20)
            continue;
        const QRectF tab(x0 + 3, rect.top() + 1, fm.horizontalAdvance(text) + 4, fm.height());
        p.fillRect(tab, m_palette.mutedText);
        p.setPen(m_palette.background);
        p.drawText(tab, Qt::AlignCenter, text);
    }
}

QString TimelineRenderer::faultLabel(FaultKind kind)
{
    // What happened, in a word or two: every fault on a key or instance lane was "fault".
    switch (kind) {
    case FaultKind::Pause:
        return tr("pause", "a fault on the timeline");
    case FaultKind::Latency:
        return tr("slow replies", "a fault on the timeline");
    case FaultKind::LostReply:
        return tr("lost reply", "a fault on the timeline");
    case FaultKind::Restart:
        return tr("restart", "a fault on the timeline");
    case FaultKind::ClockJump:
        return tr("clock jump", "a fault on the timeline");
    case FaultKind::ReplicationLag:
        return tr("replication lag", "a fault on the timeline");
    case FaultKind::Failover:
        return tr("primary died");
    case FaultKind::Promotion:
        return tr("replica promoted", "a fault on the timeline");
    case FaultKind::Stall:
        return tr("stalled", "a fault on the timeline");
    }
    return tr("fault");
}

QString TimelineRenderer::keyMarkerLabel(const Marker &m) const
{
    switch (m.kind) {
    case MarkerKind::Deadline:
        return tr("deadline");
    case MarkerKind::Expired:
        return tr("expired");
    case MarkerKind::Del:
        return m.number == 1 ? tr("released by %1 (token matched)").arg(m_model->lanes.value(1 + m.worker).label)
                             : tr("DEL by %1").arg(m_model->lanes.value(1 + m.worker).label);
    case MarkerKind::DelForeign:
        return tr("DEL by %1 deletes %2's lock")
            .arg(m_model->lanes.value(1 + m.worker).label, m_model->lanes.value(1 + m.other).label);
    case MarkerKind::DelNoop:
        return tr("%1: nothing deleted").arg(m_model->lanes.value(1 + m.worker).label);
    case MarkerKind::Fault:
        return faultLabel(static_cast<FaultKind>(m.other));
    case MarkerKind::RedisBack:
        return tr("reconnected");
    default:
        break;
    }
    return {};
}

void TimelineRenderer::paintKeyMarkers(QPainter &p, const Lane &lane, const QRectF &rect, const QRectF &bar,
                                       const TimeMapping &mapping) const
{
    const bool roomy = rect.height() >= 30;
    const QFontMetricsF fm(m_palette.smallFont);
    double lastLabelRight = -1e9;
    forEachMarker(
        lane.markers, mapping,
        [&](const Marker &m, double x, double space) {
            const double xi = std::round(x) + 0.5;
            QColor color = m_palette.mutedText;
            double width = 1;
            switch (m.kind) {
            case MarkerKind::Expired:
            case MarkerKind::Del:
                color = m_palette.text;
                width = 2;
                break;
            case MarkerKind::DelForeign:
                color = m_palette.danger;
                width = 3;
                break;
            case MarkerKind::Fault:
                color = m_palette.warning;
                width = 2;
                break;
            case MarkerKind::RedisBack:
                color = m_palette.ok;
                width = 2;
                break;
            default:
                break;
            }
            if (m.kind == MarkerKind::Deadline) {
                p.setPen(QPen(color, 1, Qt::DashLine));
                p.drawLine(QPointF(xi, rect.top() + 2), QPointF(xi, rect.bottom() - 2));
            } else {
                p.fillRect(QRectF(xi - width / 2, rect.top() + 2, width, rect.height() - 4), color);
            }
            if (!roomy)
                return;
            const QString label = keyMarkerLabel(m);
            if (label.isEmpty())
                return;
            const double w = fm.horizontalAdvance(label);
            // Deadlines sit a hair before their expiry: label the expiry, which says more. A plain
            // DEL is labelled only where its label ends before the next marker: with 24 workers
            // the labels would run across the next holds (zoom in and they come back).
            if ((m.kind == MarkerKind::Deadline || m.kind == MarkerKind::Del) && space < w + 8)
                return;
            double left = x + 4;
            // The run's last event: its label goes before it, never clipped. So does a fault's whose
            // word would run into the next marker (restart-loses-lock's "restart" read "restar"
            // where Redis came back 10 ms later).
            if (left + w > mapping.right() - 2 || (m.kind == MarkerKind::Fault && space < w + 8))
                left = x - 4 - w;
            if (left < lastLabelRight + 6 || left < mapping.left())
                return;
            p.setPen(color);
            p.setFont(m.kind == MarkerKind::DelForeign ? m_palette.boldFont : m_palette.smallFont);
            p.drawText(QRectF(left, bar.bottom() + 1, w + 40, rect.bottom() - bar.bottom()),
                       Qt::AlignLeft | Qt::AlignVCenter, label);
            record(static_cast<int>(&lane - m_model->lanes.constData()), m, false, label);
            p.setFont(m_palette.smallFont);
            lastLabelRight =
                left
                + QFontMetricsF(m.kind == MarkerKind::DelForeign ? m_palette.boldFont : m_palette.smallFont)
                      .horizontalAdvance(label);
        },
        [&](const Marker *, int, double x0, double x1, double) {
            p.fillRect(QRectF(x0, rect.top() + 2, std::max(1.0, x1 - x0), rect.height() - 4), m_palette.axis);
        });
}

TimelineRenderer::WorkerRows TimelineRenderer::workerRows(const Lane &lane, const QRectF &rect) const
{
    WorkerRows rows;
    rows.rect = rect;
    const double h = rect.height();
    rows.roomy = h >= 30;
    rows.strip =
        QRectF(rect.left(), rect.top() + std::max(1.0, h * 0.10), rect.width(), std::max(2.0, std::round(h * 0.17)));
    rows.bar =
        QRectF(rect.left(), rows.strip.bottom() + std::max(1.0, h * 0.08), rect.width(), std::max(2.0, h * 0.42));
    // A contradicted belief is spelled out under the bar ("Redis: B holds"): in a lane short of a
    // line for it the bar gives up the room, keeping a line of its own words.
    const double label = QFontMetricsF(m_palette.smallBoldFont).height() + 4;
    const double bottom = rect.bottom() - label;
    if (rows.roomy && rows.bar.bottom() > bottom
        && bottom - rows.bar.top() >= QFontMetricsF(m_palette.smallFont).height() + 2
        && std::any_of(lane.beliefs.cbegin(), lane.beliefs.cend(),
                       [](const Segment &s) { return s.kind == SegmentKind::BeliefContradicted; }))
        rows.bar.setBottom(bottom);
    rows.color = m_palette.worker(lane.worker);
    return rows;
}

void TimelineRenderer::paintWorkerLane(QPainter &p, int index, const Lane &lane, const QRectF &rect,
                                       const TimeMapping &mapping) const
{
    // In passes, each over what it draws: the belief strip under everything, the process's bar and
    // its words, the contradictions spelled out, then the markers on top.
    const WorkerRows rows = workerRows(lane, rect);
    p.setFont(m_palette.smallFont);
    paintBeliefStrip(p, lane, rows, mapping);
    paintActivity(p, lane, rows, mapping);
    paintContradictions(p, lane, rows, mapping);
    paintWorkerMarkers(p, index, lane, rows, mapping);
}

void TimelineRenderer::paintBeliefStrip(QPainter &p, const Lane &lane, const WorkerRows &rows,
                                        const TimeMapping &mapping) const
{
    const QRectF &rect = rows.rect;
    const QRectF &strip = rows.strip;
    const QColor &color = rows.color;
    // Belief first, under everything: where it is contradicted the whole lane turns red.
    forEachSegment(
        lane.beliefs, mapping,
        [&](const Segment &s, double x0, double x1) {
            if (s.kind == SegmentKind::Belief) {
                m_palette.fillWorker(p, QRectF(x0, strip.top(), x1 - x0, strip.height()), lane.worker);
                return;
            }
            const QRectF whole(x0, rect.top() + 1, x1 - x0, rect.height() - 2);
            p.fillRect(whole, withAlpha(m_palette.danger, m_palette.dark ? 40 : 28));
            p.fillRect(whole, QBrush(withAlpha(m_palette.danger, 90), Qt::BDiagPattern));
            p.fillRect(QRectF(x0, strip.top(), x1 - x0, strip.height()), m_palette.danger);
            p.fillRect(QRectF(x0, rect.top() + 1, x1 - x0, 2), m_palette.danger);
            p.fillRect(QRectF(x0, rect.bottom() - 3, x1 - x0, 2), m_palette.danger);
        },
        [&](double x0, double x1, const Segment &s) {
            p.fillRect(QRectF(x0, strip.top(), x1 - x0, strip.height()),
                       s.kind == SegmentKind::Belief ? color : m_palette.danger);
        });
}

void TimelineRenderer::paintActivity(QPainter &p, const Lane &lane, const WorkerRows &rows,
                                     const TimeMapping &mapping) const
{
    const QRectF &bar = rows.bar;
    const QColor &color = rows.color;
    const bool roomy = rows.roomy;
    const QFontMetricsF fm(m_palette.smallFont);
    qsizetype tag = 0;  // the next of lane.tags (sorted) not drawn yet
    forEachSegment(
        lane.bar, mapping,
        [&](const Segment &s, double x0, double x1) {
            const QRectF r(x0, bar.top(), x1 - x0, bar.height());
            const double mid = std::round(bar.center().y());
            QColor textColor = m_palette.text;
            switch (s.kind) {
            case SegmentKind::Waiting:
                p.fillRect(QRectF(x0, mid - 1, x1 - x0, 2), m_palette.waiting);
                break;
            case SegmentKind::Acquiring:
                fillDottedLine(p, x0, x1, mid, color);
                break;
            case SegmentKind::Holding:
            case SegmentKind::Releasing:
            case SegmentKind::Extending:
            case SegmentKind::Checking:
                m_palette.fillWorker(p, r, lane.worker, 150);
                break;
            case SegmentKind::Working:
                m_palette.fillWorker(p, r, lane.worker);
                textColor = inkOn(m_palette.worker(lane.worker));
                break;
            case SegmentKind::Writing:
                p.fillRect(r, color.darker(140));
                textColor = Qt::white;
                break;
            case SegmentKind::Paused:
                p.fillRect(r, m_palette.frozen);
                p.fillRect(r, QBrush(withAlpha(color, 150), Qt::BDiagPattern));
                if (r.width() >= 3) {
                    fillOutline(p, r, color);
                } else {
                    p.setPen(QPen(color, 1));
                    p.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
                }
                break;
            default:
                break;
            }
            while (tag < lane.tags.size() && lane.tags.at(tag).to <= s.from)
                ++tag;  // a belief with no segment roomy enough: its words stay in the inspector
            if (!roomy || x1 - x0 <= 54)
                return;  // no room for words: skip even looking them up
            QString text;
            // A Redlock's quorum and validity lead the words of the belief's first roomy segment.
            QString tagText;
            if (tag < lane.tags.size() && lane.tags.at(tag).from <= s.from)
                tagText = lane.tags.at(tag++).text;
            switch (s.kind) {
            case SegmentKind::Releasing:
                text = tr("releasing");
                break;
            case SegmentKind::Extending:
                text = tr("extending");
                break;
            case SegmentKind::Checking:
                text = tr("checking");
                break;
            case SegmentKind::Working:
                text = tr("working");
                break;
            case SegmentKind::Writing:
                text = tr("writing");
                break;
            case SegmentKind::Paused:
                text = tr("paused (process frozen)");
                break;
            default:
                break;
            }
            if (!tagText.isEmpty())
                text = text.isEmpty() ? tagText : tagText + QStringLiteral(" · ") + text;
            if (!text.isEmpty()) {
                p.setPen(textColor);
                const QString shown = elideAtWord(fm, text, x1 - x0 - 10);
                if (s.kind == SegmentKind::Paused) {
                    const double w = fm.horizontalAdvance(shown) + 10;
                    p.fillRect(QRectF(x0 + 3, r.top() + 2, w, r.height() - 4), withAlpha(m_palette.frozen, 235));
                    p.setPen(m_palette.text);
                }
                p.drawText(r.adjusted(7, 0, -3, 0), Qt::AlignLeft | Qt::AlignVCenter, shown);
            }
        },
        [&](double x0, double x1, const Segment &) {
            p.fillRect(QRectF(x0, bar.top(), x1 - x0, bar.height()), withAlpha(color, 120));
        });
}

void TimelineRenderer::paintContradictions(QPainter &p, const Lane &lane, const WorkerRows &rows,
                                           const TimeMapping &mapping) const
{
    const QRectF &rect = rows.rect;
    const QRectF &bar = rows.bar;
    const bool roomy = rows.roomy;
    // The contradiction spelled out, once per contradicted stretch that has room for it: only where
    // a line of text fits under the bar (a squeezed lane keeps its red hatching and no cut text).
    const QFont f = m_palette.smallBoldFont;
    const QFontMetricsF bfm(f);
    if (!roomy || rect.bottom() - bar.bottom() - 3 < bfm.height())
        return;
    const auto [first, last] = TimelineModel::visibleSegments(lane.beliefs, mapping.from(), mapping.to());
    for (qsizetype i = first; i < last; ++i) {
        const Segment &s = lane.beliefs.at(i);
        if (s.kind != SegmentKind::BeliefContradicted)
            continue;
        const double x0 = std::max(mapping.left(), mapping.mapTimeToX(s.from));
        const double x1 = std::min(mapping.right(), mapping.mapTimeToX(s.to));
        if (x1 - x0 < 20)
            continue;  // checked first: a zoomed-out lane has thousands of these (the tooltip says it)
        // Under the bar nothing else is drawn: a label may run on to where the next contradicted
        // stretch, and its label, begins.
        double roomEnd = mapping.right();
        for (qsizetype j = i + 1; j < last; ++j) {
            if (lane.beliefs.at(j).kind == SegmentKind::BeliefContradicted) {
                roomEnd = std::min(roomEnd, mapping.mapTimeToX(lane.beliefs.at(j).from) - 4);
                break;
            }
        }
        const QString shown = contradictionLabel(s, bfm, x1 - x0 - 10, roomEnd - x0 - 10);
        if (shown.isEmpty())
            continue;  // the red hatching, the tooltip and the inspector say it
        if (m_record)
            m_record->contradictions << shown;
        const double w = bfm.horizontalAdvance(shown) + 8;
        const QRectF label(x0 + 2, bar.bottom() + 1, w, std::min(bfm.height() + 2, rect.bottom() - bar.bottom() - 3));
        p.fillRect(label, m_palette.danger);
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(label, Qt::AlignCenter, shown);
        p.setFont(m_palette.smallFont);
    }
}

QString TimelineRenderer::contradictionLabel(const Segment &s, const QFontMetricsF &fm, double inside,
                                             double room) const
{
    // Whole words that carry the meaning, never a cut ("Redis: …" said nothing): the longest form
    // that fits under its own stretch, else the longest that fits before the next one, else none.
    // Then "≠ B", for a stretch of 20 px hemmed in by the next (the tooltip says it whole).
    const QString holder = m_model->lanes.value(1 + s.other).label;
    const QStringList forms =
        s.other >= 0
            ? QStringList{tr("believes it holds — Redis: %1 holds").arg(holder), tr("Redis: %1 holds").arg(holder),
                          tr("%1 holds", "Redis says: the key is another's").arg(holder), tr("not its lock")}
            : QStringList{tr("believes it holds — Redis: no lock"), tr("Redis: no lock"),
                          tr("no lock", "Redis says: the key is gone")};
    for (double width : {inside, room}) {
        for (const QString &form : forms) {
            if (fm.horizontalAdvance(form) <= width)
                return form;
        }
    }
    const QString shortest = s.other >= 0 ? tr("≠ %1", "Redis says: the key is another's, in 20 px").arg(holder)
                                          : tr("≠", "Redis says: the key is gone, in 20 px");
    return fm.horizontalAdvance(shortest) <= std::max(inside, room) ? shortest : QString();
}

QColor TimelineRenderer::workerMarkerColor(MarkerKind kind) const
{
    switch (kind) {
    case MarkerKind::AcquireOk:
    case MarkerKind::Extended:
    case MarkerKind::CheckPassed:
        return m_palette.ok;
    case MarkerKind::AcquireUnknown:
    case MarkerKind::Fault:
    case MarkerKind::Reconnected:
    case MarkerKind::ExtendedForeign:
        return m_palette.warning;
    case MarkerKind::WaitConfirmed:
        return m_palette.ok;
    case MarkerKind::AcquireError:
    case MarkerKind::ExtendRefused:
    case MarkerKind::WaitShortfall:
    case MarkerKind::CheckLost:
        return m_palette.danger;
    default:
        return m_palette.mutedText;
    }
}

QString TimelineRenderer::paintMarkerLabel(QPainter &p, const WorkerRows &rows, const TimeMapping &mapping,
                                           const QColor &laneBackground, const QString &text, double left, double room,
                                           const QColor &ink) const
{
    // A label in the bar's row after a marker, on the lane's background so a dotted retry line
    // under it does not cross the words; elided to the room there is, dropped below 40 px.
    if (rows.rect.height() < 20 || room < 40)
        return {};
    const QFontMetricsF fm(m_palette.smallFont);
    const QString shown = elideAtWord(fm, text, std::min(room, mapping.right() - left - 2));
    if (shown.isEmpty() || shown == QStringLiteral("…"))
        return {};
    const double w = fm.horizontalAdvance(shown);
    const QRectF r(left, rows.bar.center().y() - fm.height() / 2, w + 4, fm.height());
    p.fillRect(r, laneBackground);
    p.setPen(ink);
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, shown);
    return shown;
}

void TimelineRenderer::paintWorkerMarkers(QPainter &p, int index, const Lane &lane, const WorkerRows &rows,
                                          const TimeMapping &mapping) const
{
    const QRectF &bar = rows.bar;
    const double size = std::min(iconSize, bar.height() + 2);
    const bool icons = size >= 8;
    const QColor laneBackground = index % 2 ? m_palette.laneAlternate : m_palette.laneBackground;
    auto drawLabel = [&](const QString &text, double left, double room, const QColor &ink) {
        return paintMarkerLabel(p, rows, mapping, laneBackground, text, left, room, ink);
    };
    // Markers closer than an icon are one cluster: each gets its icon where it has room, the ones
    // that end a try (granted, error, no reply) always do, and the cluster gets one label, so no
    // outcome is ever a bare tick and no two labels pile up, at any zoom.
    forEachMarker(
        lane.markers, mapping,
        [&](const Marker &m, double x, double space) {
            const QColor c = workerMarkerColor(m.kind);
            const double xi = std::round(x) + 0.5;
            p.fillRect(QRectF(xi - 0.5, bar.top() - 2, 1, bar.height() + 4), c);  // cheaper than a pen
            if (icons)
                paintIcon(p, QPointF(xi, bar.center().y()), size, m.kind, c);
            QString label;
            if (m.kind == MarkerKind::GaveUp)
                label = drawLabel(tr("gave up"), x + size / 2 + 3, space - size - 6, m_palette.text);
            else if (m.kind == MarkerKind::WaitShortfall)
                label = drawLabel(m.number >= 0 ? tr("only %n replica(s) have it", nullptr, static_cast<int>(m.number))
                                                : tr("WAIT: no answer, nothing confirmed"),
                                  x + size / 2 + 3, space - size - 6, m_palette.danger);
            else if (m.kind == MarkerKind::WaitConfirmed)
                label = drawLabel(tr("%n replica(s) have it", nullptr, static_cast<int>(m.number)), x + size / 2 + 3,
                                  space - size - 6, m_palette.mutedText);
            else if (m.kind == MarkerKind::Reconnected)
                label = drawLabel(tr("reconnects to replica %1").arg(m.number), x + size / 2 + 3, space - size - 6,
                                  m_palette.mutedText);
            record(index, m, icons, label);
        },
        [&](const Marker *first, int count, double, double x1, double space) {
            paintMarkerCluster(p, index, rows, mapping, {first, count, x1, space}, laneBackground);
        },
        icons ? size + 1 : denseGap);
}

void TimelineRenderer::paintMarkerCluster(QPainter &p, int index, const WorkerRows &rows, const TimeMapping &mapping,
                                          const MarkerCluster &cluster, const QColor &laneBackground) const
{
    const QRectF &bar = rows.bar;
    const double size = std::min(iconSize, bar.height() + 2);
    const bool icons = size >= 8;
    const Marker *first = cluster.first;
    const int count = cluster.count;
    const double x1 = cluster.x1;
    const double space = cluster.space;
    auto drawLabel = [&](const QString &text, double left, double room, const QColor &ink) {
        return paintMarkerLabel(p, rows, mapping, laneBackground, text, left, room, ink);
    };
    int refused = 0;
    bool gaveUp = false;
    double lastIcon = -1e9;
    // Markers on one pixel column are painted once: the column's tick in the colour of its
    // last marker (each tick covers the one before), then its icons, each kind once, in the
    // order they were last drawn. A run fitted to the window has dozens of markers a
    // column; painting each of them was most of the whole-run frame at ten million events.
    const FastMapping columns(mapping);
    double column = -1e9;
    QColor tick;
    MarkerKind columnIcons[8];
    int iconCount = 0;
    auto flushColumn = [&] {
        if (column < -1e8)
            return;
        p.fillRect(QRectF(column - 0.5, bar.top() - 2, 1, bar.height() + 4), tick);
        for (int i = 0; i < iconCount; ++i)
            paintIcon(p, QPointF(column, bar.center().y()), size, columnIcons[i], workerMarkerColor(columnIcons[i]));
        iconCount = 0;
    };
    for (int k = 0; k < count; ++k) {
        const Marker &m = first[k];
        refused += m.kind == MarkerKind::AcquireRefused;
        if (m.kind == MarkerKind::GaveUp) {
            gaveUp = true;  // its label says it; an icon would cover the refusal before it
            record(index, m, false);
            continue;
        }
        const double xi = std::round(columns.x(m.at)) + 0.5;
        if (xi != column) {
            flushColumn();
            column = xi;
        }
        tick = workerMarkerColor(m.kind);
        const bool decisive = m.kind != MarkerKind::AcquireRefused && m.kind != MarkerKind::Fault;
        const bool drawn = icons && (xi >= lastIcon + size + 1 || decisive);
        if (drawn) {
            // Drawn again on the same column: it goes on top, so it moves to the end.
            int at = 0;
            while (at < iconCount && columnIcons[at] != m.kind)
                ++at;
            if (at < iconCount) {
                std::move(columnIcons + at + 1, columnIcons + iconCount, columnIcons + at);
                --iconCount;
            }
            if (iconCount < 8)
                columnIcons[iconCount++] = m.kind;
            lastIcon = xi;
        }
        record(index, m, drawn);
    }
    flushColumn();
    QString text;
    if (gaveUp)
        text = refused > 1 ? tr("gave up after %n refusal(s)", nullptr, refused) : tr("gave up");
    else if (refused == count)
        text = tr("%n× refused", nullptr, refused);
    if (text.isEmpty())
        return;
    const QString shown =
        drawLabel(text, x1 + size / 2 + 3, space - size - 6, gaveUp ? m_palette.text : m_palette.mutedText);
    if (m_record && !shown.isEmpty()) {
        for (qsizetype k = m_record->markers.size() - 1; k >= 0; --k) {
            TimelinePaintRecord::Item &item = m_record->markers[k];
            if (item.lane == index && item.at == first->at) {
                item.label = shown;  // the cluster's label, on its first marker
                break;
            }
        }
    }
}

void TimelineRenderer::paintInstanceLane(QPainter &p, const Lane &lane, const QRectF &rect,
                                         const TimeMapping &mapping) const
{
    // A Redis instance: primary (solid), replica (light) or down (hatched); the lag band over a
    // replica while its stream is held; the primary's death and the promotion as marks.
    const double h = rect.height();
    const bool roomy = h >= 24;
    const QFontMetricsF fm(m_palette.smallFont);
    // A row of words above the bar (the lag band's) and one under it (the marks'): a line of text
    // each where the lane has room, so a lane of 46 px does not print its words over the bar.
    const double textRow = fm.height() + 1;
    const double above = std::max(h * 0.3, std::min(textRow, h * 0.35));
    const double below = std::max(h * 0.2, std::min(textRow, h * 0.35));
    const QRectF bar(rect.left(), rect.top() + above, rect.width(), h - above - below);
    const QRectF band(rect.left(), rect.top() + above * 0.27, rect.width(), above * 0.66);
    p.setFont(m_palette.smallFont);
    auto colorOf = [this](qint64 role) {
        QColor c = role == static_cast<qint64>(InstanceRole::Primary) ? m_palette.ok
                   : role == static_cast<qint64>(InstanceRole::Down)  ? m_palette.danger
                                                                      : m_palette.mutedText;
        c.setAlpha(role == static_cast<qint64>(InstanceRole::Primary) ? 150 : 60);
        return c;
    };
    forEachSegment(
        lane.segments, mapping,
        [&](const Segment &s, double x0, double x1) {
            const QRectF r(x0, bar.top(), x1 - x0, bar.height());
            p.fillRect(r, colorOf(s.number));
            if (s.number == static_cast<qint64>(InstanceRole::Down))
                p.fillRect(r, QBrush(m_palette.danger, Qt::BDiagPattern));
            if (roomy && x1 - x0 > 50) {
                const QString text = s.number == static_cast<qint64>(InstanceRole::Primary) ? tr("primary")
                                     : s.number == static_cast<qint64>(InstanceRole::Down)  ? tr("down (killed)")
                                                                                            : tr("replica");
                p.setPen(m_palette.text);
                const QString shown = elideAtWord(fm, text, x1 - x0 - 10);
                p.drawText(r.adjusted(6, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter, shown);
                if (m_record)
                    m_record->instanceWords << shown;
            }
        },
        [&](double x0, double x1, const Segment &s) {
            p.fillRect(QRectF(x0, bar.top(), x1 - x0, bar.height()), colorOf(s.number));
        });
    forEachSegment(
        lane.beliefs, mapping,
        [&](const Segment &, double x0, double x1) {
            QColor c = m_palette.warning;
            c.setAlpha(170);
            const QRectF r(x0, band.top(), x1 - x0, band.height());
            p.fillRect(r, c);
            if (roomy && x1 - x0 > 80) {
                p.setPen(m_palette.text);
                const QString shown =
                    longestFitting(fm,
                                   {tr("replication held (lag)"),
                                    tr("replication held", "the replication lag band, where its words do not fit"),
                                    tr("lag", "the replication lag band, in a few pixels")},
                                   x1 - x0 - 8);
                p.drawText(QRectF(x0 + 4, rect.top(), x1 - x0 - 8, bar.top() - rect.top()),
                           Qt::AlignLeft | Qt::AlignVCenter, shown);
                if (m_record)
                    m_record->instanceWords << shown;
            }
        },
        [&](double x0, double x1, const Segment &) {
            QColor c = m_palette.warning;
            c.setAlpha(170);
            p.fillRect(QRectF(x0, band.top(), x1 - x0, band.height()), c);
        });
    forEachMarker(
        lane.markers, mapping,
        [&](const Marker &m, double x, double space) {
            const double xi = std::round(x) + 0.5;
            const QColor c = m.kind == MarkerKind::Promoted ? m_palette.ok : m_palette.danger;
            p.fillRect(QRectF(xi - 1, rect.top() + 2, 2, rect.height() - 4), c);
            if (h < 20 || space < 50)
                return;
            const QStringList forms =
                m.kind == MarkerKind::Promoted ? QStringList{tr("promoted (REPLICAOF NO ONE)"),
                                                             tr("promoted", "a replica, where its words do not fit")}
                : m.number == 1 ? QStringList{tr("primary died (the lock had not replicated)"), tr("primary died")}
                                : QStringList{tr("primary died")};
            p.setPen(c);
            // As wide as the room to the next marker: a narrower rectangle clipped the elided text mid-word.
            const QString shown = longestFitting(fm, forms, space - 8);
            p.drawText(QRectF(xi + 4, bar.bottom(), space - 8, rect.bottom() - bar.bottom()),
                       Qt::AlignLeft | Qt::AlignVCenter, shown);
            if (m_record)
                m_record->instanceWords << shown;
        },
        [&](const Marker *first, int count, double, double, double) {
            for (int k = 0; k < count; ++k) {
                const double xi = std::round(mapping.mapTimeToX(first[k].at)) + 0.5;
                p.fillRect(QRectF(xi - 1, rect.top() + 2, 2, rect.height() - 4),
                           first[k].kind == MarkerKind::Promoted ? m_palette.ok : m_palette.danger);
            }
        },
        4);
}

void TimelineRenderer::record(int lane, const Marker &m, bool icon, const QString &label) const
{
    if (m_record)
        m_record->markers.append({lane, m.kind, m.at, icon, label});
}

void TimelineRenderer::paintStoreLane(QPainter &p, const Lane &lane, const QRectF &rect,
                                      const TimeMapping &mapping) const
{
    // In passes: the stored values' tints, the writes' ticks and icons, then the words: each
    // write's label beside its icon where it fits, else its writer's name under its icon, and the
    // stored value's words where no name is.
    const double h = rect.height();
    const bool roomy = h >= 30;
    const QRectF bar(rect.left(), rect.top() + h * 0.22, rect.width(), h * 0.56);
    p.setFont(m_palette.smallFont);
    const std::vector<StoreValue> values = paintStoreValues(p, lane, bar, mapping, roomy);
    std::vector<StoreLabel> labels;
    std::vector<double> icons;  // x of every marker drawn: a label must not cover one
    paintStoreMarkers(p, lane, rect, bar, mapping, roomy, labels, icons);
    if (!roomy)
        return;
    const std::vector<StoreLabel> placed = placeStoreLabels(labels, icons, bar, mapping);
    const QFontMetricsF fm(m_palette.smallFont);
    const QFontMetricsF bfm(m_palette.smallBoldFont);
    p.setPen(m_palette.mutedText);
    for (const StoreValue &v : values) {
        // Clear of the names under the icons: the value's words start after one and end before the next.
        double from = v.x0 + 10, to = v.x1 - 4;
        for (const StoreLabel &label : placed) {
            if (!label.underMarker || label.left + label.width + 4 <= from || label.left - 4 >= to)
                continue;
            if (label.left > from)
                to = std::min(to, label.left - 6);
            else
                from = std::max(from, label.left + label.width + 6);
        }
        for (const QString &text : v.forms) {
            if (fm.horizontalAdvance(text) <= to - from) {
                p.drawText(QRectF(from, bar.center().y(), to - from, bar.height() / 2),
                           Qt::AlignLeft | Qt::AlignVCenter, text);
                break;
            }
        }
    }
    p.setFont(m_palette.smallBoldFont);
    const int laneIndex = static_cast<int>(&lane - m_model->lanes.constData());
    const QColor laneBackground = laneIndex % 2 ? m_palette.laneAlternate : m_palette.laneBackground;
    for (const StoreLabel &label : placed) {
        record(laneIndex, *label.marker, true, label.text);
        if (label.underMarker)  // on the lane's background: the marker's tick runs through it
            p.fillRect(QRectF(label.left - 2, label.row - bfm.height() / 2 + 1, label.width + 4, bfm.height() - 2),
                       laneBackground);
        if (m_record)
            m_record->markers.last().labelRect =
                QRectF(label.left, label.row - bfm.height() / 2, label.width, bfm.height());
        p.setPen(label.color);
        p.drawText(QRectF(label.left, label.row - bfm.height() / 2, label.width + 2, bfm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, label.text);
    }
    p.setFont(m_palette.smallFont);
}

std::vector<StoreValue> TimelineRenderer::paintStoreValues(QPainter &p, const Lane &lane, const QRectF &bar,
                                                           const TimeMapping &mapping, bool roomy) const
{
    // The stored value's tint; its words ("value = B · fence 2", or "value = B") wait for the
    // writers' names, whole or not at all ("value =…" said nothing).
    std::vector<StoreValue> values;
    forEachSegment(
        lane.segments, mapping,
        [&](const Segment &s, double x0, double x1) {
            p.fillRect(QRectF(x0, bar.top(), x1 - x0, bar.height()),
                       m_palette.workerTint(s.worker, m_palette.dark ? 60 : 45));
            if (roomy && x1 - x0 > 40) {
                const QString writer = m_model->lanes.value(1 + s.worker).label;
                StoreValue v{x0, x1, {}};
                if (s.number >= 0)
                    v.forms << tr("value = %1 · fence %2").arg(writer).arg(s.number);
                v.forms << tr("value = %1").arg(writer);
                values.push_back(std::move(v));
            }
        },
        [&](double x0, double x1, const Segment &s) {
            p.fillRect(QRectF(x0, bar.top(), x1 - x0, bar.height()), m_palette.workerTint(s.worker, 80));
        });
    return values;
}

void TimelineRenderer::paintStoreMarkers(QPainter &p, const Lane &lane, const QRectF &rect, const QRectF &bar,
                                         const TimeMapping &mapping, bool roomy, std::vector<StoreLabel> &labels,
                                         std::vector<double> &icons) const
{
    const QFontMetricsF bfm(m_palette.smallBoldFont);
    forEachMarker(
        lane.markers, mapping,
        [&](const Marker &m, double x, double) {
            const QColor c = m.kind == MarkerKind::WriteRefused         ? m_palette.danger
                             : m.kind == MarkerKind::WriteStaleAccepted ? m_palette.warning
                                                                        : m_palette.ok;
            const double xi = std::round(x) + 0.5;
            p.fillRect(QRectF(xi - 1, rect.top() + 2, 2, rect.height() - 4), c);
            const double size = std::min(iconSize + 3, bar.height());
            const double row = roomy ? bar.top() + bar.height() * 0.3 : bar.center().y();
            if (size >= 8)
                paintIcon(p, QPointF(xi, row), size, m.kind, c);
            icons.push_back(xi);
            if (!roomy)
                return;
            const QString who = m_model->lanes.value(1 + m.worker).label;
            const QString fence = m.number >= 0 ? tr(" · fence %1").arg(m.number) : QString();
            const QString words = m.kind == MarkerKind::WriteRefused         ? tr("%1 ✗ refused%2")
                                  : m.kind == MarkerKind::WriteStaleAccepted ? tr("%1 ✓ stale write accepted%2")
                                                                             : tr("%1 ✓ accepted%2");
            const QString text = words.arg(who, fence);
            // Where the whole does not fit: without the fence, then (a stale write) the one word.
            QStringList shorter;
            if (!fence.isEmpty())
                shorter << words.arg(who, QString());
            if (m.kind == MarkerKind::WriteStaleAccepted)
                shorter << tr("%1 ✓ stale", "a stale write accepted, where the whole does not fit").arg(who);
            const double w = bfm.horizontalAdvance(text);
            double left = x + size / 2 + 4;
            const bool leftOfMarker = left + w > mapping.right();
            if (leftOfMarker)
                left = x - size / 2 - 4 - w;  // near the right edge: label on the left
            labels.push_back({left, w, row, text, text, who, x, c, m.kind == MarkerKind::WriteAccepted ? 0 : 1, &m,
                              leftOfMarker, false, shorter});
        },
        [&](const Marker *, int, double x0, double x1, double) {
            p.fillRect(QRectF(x0, bar.top(), std::max(1.0, x1 - x0), bar.height()), m_palette.axis);
        });
}

std::vector<StoreLabel> TimelineRenderer::placeStoreLabels(std::vector<StoreLabel> labels,
                                                           const std::vector<double> &icons, const QRectF &bar,
                                                           const TimeMapping &mapping) const
{
    // The ones that matter first: a refused or a stale write keeps its label even when an ordinary
    // "accepted" next to it must give way.
    std::stable_sort(labels.begin(), labels.end(),
                     [](const StoreLabel &a, const StoreLabel &b) { return a.priority > b.priority; });
    const QFontMetricsF bfm(m_palette.smallBoldFont);
    const double iconHalf = std::min(iconSize + 3, bar.height()) / 2 + 4;
    std::vector<StoreLabel> placed;
    std::vector<StoreLabel> names;  // the writes whose words did not fit beside their icons
    for (StoreLabel label : labels) {
        if (placed.size() >= 200)
            break;  // zoomed far out: the markers speak, the tooltips name them
        // Between the markers on either side of it; elided if it does not fit whole.
        double from = label.left, to = label.left + label.width;
        for (double x : icons) {
            // Clear of the label (its own marker included: a pixel of slack, the label was placed
            // from the unrounded marker position), or it cuts the label on the side it is on; an
            // icon across the label's middle counts too.
            if (x + iconHalf <= from + 1 || x - iconHalf >= to - 1)
                continue;
            if (x < label.left + label.width / 2)
                from = std::max(from, x + iconHalf);
            else
                to = std::min(to, x - iconHalf);
        }
        StoreLabel beside = label;
        if (to - from >= std::min(label.width, 60.0)) {
            fitStoreLabel(beside, from, to, bfm);
            // "W14 ✓…" is the name and the icon again: the name alone says it, under the icon.
            if (saysMore(beside) && shareWithPlaced(beside, from, to, placed, bfm)) {
                placed.push_back(beside);
                continue;
            }
        }
        names.push_back(label);
    }
    // Writes closer than their words (retry-jitter's 24 in 170 ms): the writer's name, centred
    // under its icon, where it is clear of the names beside it; the tooltip says the rest.
    // A line under the icons' row, so a name never touches the words beside an icon.
    const double nameRow = bar.top() + bar.height() * 0.3 + bfm.height();
    std::vector<StoreLabel> under;
    for (StoreLabel label : names) {
        if (placed.size() + under.size() >= 200)
            break;
        label.text = label.name;
        label.width = bfm.horizontalAdvance(label.text);
        label.left = std::clamp(label.x - label.width / 2, mapping.left(), mapping.right() - label.width);
        label.row = nameRow;
        label.underMarker = true;
        const bool clear = std::none_of(under.cbegin(), under.cend(), [&](const StoreLabel &o) {
            return label.left < o.left + o.width + 4 && o.left < label.left + label.width + 4;
        });
        if (clear && label.width <= mapping.right() - mapping.left())
            under.push_back(label);
    }
    placed.insert(placed.end(), under.cbegin(), under.cend());
    return placed;
}

void TimelineRenderer::paintOverlaps(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const
{
    const QRectF band = layout.laneBand();
    const QFont f = m_palette.smallBoldFont;
    const QFontMetricsF fm(f);
    const int width = std::max(1, static_cast<int>(std::ceil(mapping.width())));
    // The bands are painted into one-pixel-high rows, each stretched over its height in a single
    // draw: a thousand tall translucent fills would each cost a raster pass (and a thread hand-off).
    QImage bandRow(width, 1, QImage::Format_ARGB32_Premultiplied);
    QImage tabRow(width, 1, QImage::Format_ARGB32_Premultiplied);
    bandRow.fill(Qt::transparent);
    tabRow.fill(Qt::transparent);
    auto *bandLine = reinterpret_cast<QRgb *>(bandRow.scanLine(0));
    auto *tabLine = reinterpret_cast<QRgb *>(tabRow.scanLine(0));
    // An efficiency lock's overlap is duplicate work, not a failure: amber, not red.
    const QColor tone = m_model->overlapsAreDuplicateWork ? m_palette.warning : m_palette.danger;
    const QRgb fillPixel = qPremultiply(withAlpha(tone, m_palette.dangerFill.alpha()).rgba());
    const QRgb edgePixel = qPremultiply(withAlpha(tone, 150).rgba());
    const QRgb tabPixel = qPremultiply(tone.rgba());
    bool any = false;
    auto mark = [&](double x0, double x1, bool edges) {
        const int a = std::clamp(static_cast<int>(std::floor(x0 - mapping.left())), 0, width - 1);
        const int b = std::clamp(static_cast<int>(std::ceil(x1 - mapping.left())), a + 1, width);
        for (int x = a; x < b; ++x) {
            bandLine[x] = fillPixel;
            tabLine[x] = tabPixel;
        }
        if (edges) {
            bandLine[a] = edgePixel;
            bandLine[b - 1] = edgePixel;
        }
        any = true;
    };
    struct Label {
        double x0;
        double x1;
        qint64 overlap;
    };
    QList<Label> labels;
    forEachSegment(
        m_model->overlapSegments, mapping,
        [&](const Segment &s, double x0, double x1) {
            mark(x0, x1, x1 - x0 >= 6);
            if (x1 - x0 > 40)
                labels.append({x0, x1, s.number});
        },
        [&](double x0, double x1, const Segment &) { mark(x0, x1, false); });
    if (!any)
        return;
    const QRectF bandRect(mapping.left(), band.top(), width, band.height());
    const QRectF tabRect(mapping.left(), layout.overlapRow.top(), width, layout.overlapRow.height());
    if (p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster) {
        // Tiled as a texture brush rather than a stretched drawImage: the same pixels, without the
        // scaling fetch per pixel (the band covers most of the frame).
        const QPointF origin = p.brushOrigin();
        p.setBrushOrigin(bandRect.topLeft());
        fillInStripes(p, bandRect, QBrush(bandRow));
        p.setBrushOrigin(tabRect.topLeft());
        p.fillRect(tabRect, QBrush(tabRow));
        p.setBrushOrigin(origin);
    } else {
        // SVG has no texture brushes: stretch the rows as images.
        p.drawImage(bandRect, bandRow);
        p.drawImage(tabRect, tabRow);
    }
    p.setFont(f);
    p.setPen(Qt::white);
    for (const Label &l : std::as_const(labels)) {
        // The tab above the lanes names the overlap, in the ruler's own row for it.
        const Interval &o = m_model->overlaps.at(l.overlap);
        QStringList names;
        for (int w : o.workers)
            names.append(m_model->lanes.value(1 + w).label);
        const auto label = [&](const QString &who) {
            return m_model->overlapsAreDuplicateWork ? tr("%1 duplicate work · %2").arg(who, formatMs(o.length(), 1))
                                                     : tr("%1 inside together · %2").arg(who, formatMs(o.length(), 1));
        };
        // Long client names do not fit a short band: how many, then only how long, rather than a
        // name cut in two ("client-53…"); the band's tooltip names them.
        const double room = l.x1 - l.x0 - 8;
        QString text = label(names.join(QStringLiteral("+")));
        if (fm.horizontalAdvance(text) > room)
            text = label(QString::number(names.size()));
        if (fm.horizontalAdvance(text) > room)
            text = formatMs(o.length(), 1);
        p.drawText(QRectF(l.x0 + 4, layout.overlapRow.top(), room, layout.overlapRow.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, elideAtWord(fm, text, room));
    }
}

void TimelineRenderer::paintGaps(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const
{
    // A lost MONITOR connection: nothing is known of what Redis ran, so the band is hatched over
    // every lane, not left quiet. Gaps are few (one per lost connection): one fill each.
    if (m_model->gaps.isEmpty())
        return;
    const QRectF band = layout.laneBand();
    const QFont f = m_palette.smallBoldFont;
    const QFontMetricsF fm(f);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    for (const Interval &g : m_model->gaps) {
        if (g.to < mapping.from() || g.from > mapping.to())
            continue;
        const double x0 = std::max(mapping.left(), mapping.mapTimeToX(g.from));
        const double x1 = std::max(x0 + 3, std::min(mapping.left() + mapping.width(), mapping.mapTimeToX(g.to)));
        const QRectF r(x0, band.top(), x1 - x0, band.height());
        p.fillRect(r, withAlpha(m_palette.background, 200));
        p.fillRect(r, QBrush(withAlpha(m_palette.mutedText, 150), Qt::BDiagPattern));
        p.setPen(QPen(m_palette.mutedText, 1, Qt::DashLine));
        p.drawLine(QPointF(x0, band.top()), QPointF(x0, band.bottom()));
        p.drawLine(QPointF(x1, band.top()), QPointF(x1, band.bottom()));
        const QRectF tab(x0, layout.overlapRow.top(), x1 - x0, layout.overlapRow.height());
        p.fillRect(tab, m_palette.mutedText);
        if (x1 - x0 > 24) {
            QString text = tr("MONITOR lost · %1 not seen").arg(formatMs(g.length(), 1));
            if (fm.horizontalAdvance(text) > tab.width() - 8)
                text = tr("MONITOR lost");  // the whole name before an elided one
            p.setFont(f);
            p.setPen(m_palette.background);
            p.drawText(tab.adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
                       elideAtWord(fm, text, tab.width() - 8));
        }
    }
    p.restore();
}

void TimelineRenderer::paintFuture(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping) const
{
    if (m_now < 0 || m_now > mapping.to())
        return;
    const QRectF band = layout.laneBand();
    const double x = std::max(mapping.left(), mapping.mapTimeToX(m_now));
    fillInStripes(p, QRectF(x, band.top(), mapping.right() - x, band.height()), m_palette.future);
    fillInStripes(p, QRectF(x, band.top(), mapping.right() - x, band.height()),
                  QBrush(m_palette.grid, Qt::FDiagPattern));
}

QStringList TimelineRenderer::legendTexts() const
{
    QStringList texts{tr("key held (TTL running down)"), tr("believes it holds"),
                      tr("believes it holds, Redis disagrees"), tr("working"), tr("paused (frozen)"),
                      tr("retrying SET NX"), tr("granted / refused"), tr("write accepted / refused"),
                      // An efficiency lock's overlap is drawn amber: it is work done twice.
                      m_model && m_model->overlapsAreDuplicateWork ? tr("work done twice") : tr("two holders at once")};
    // The bands only some runs have, only when this one has them.
    if (hasOutages(SegmentKind::RedisDown))
        texts << tr("Redis down");
    if (hasOutages(SegmentKind::Stalled))
        texts << tr("stalled (answers nothing)");
    if (hasOutages(SegmentKind::Delayed))
        texts << tr("replies late (slow network)");
    if (m_model && !m_model->gaps.isEmpty())
        texts << tr("MONITOR lost: not seen");
    return texts;
}

bool TimelineRenderer::hasOutages(SegmentKind kind) const
{
    return m_model && std::any_of(m_model->lanes.cbegin(), m_model->lanes.cend(), [kind](const Lane &lane) {
               return std::any_of(lane.outages.cbegin(), lane.outages.cend(),
                                  [kind](const Segment &o) { return o.kind == kind; });
           });
}

namespace {
constexpr double legendSwatch[] = {26, 26, 26, 26, 26, 26, 28, 28, 26, 26, 26, 26, 26};
}

double TimelineRenderer::legendHeightFor(double width) const
{
    // The rows paintLegend() wraps the entries into: longer words (German) take a third row.
    const QFontMetricsF fm(m_palette.smallFont);
    const QStringList texts = legendTexts();
    double x = 4;
    int rows = 1;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const double w = legendSwatch[i] + 6 + fm.horizontalAdvance(texts.at(i)) + 18;
        if (x + w > width && x > 4) {
            x = 4;
            ++rows;
        }
        x += w;
    }
    return rows * std::max(legendRow, fm.height() + 6) + 6;
}

void TimelineRenderer::paintLegend(QPainter &p, const TimelineLayout &layout) const
{
    const QRectF area = layout.legend;
    const QFontMetricsF fm(m_palette.smallFont);
    p.setFont(m_palette.smallFont);
    const QColor a = m_palette.worker(0);
    const double sh = 10;  // swatch height
    const double row = std::max(legendRow, fm.height() + 6);
    const QStringList texts = legendTexts();
    double x = area.left() + 4;
    double y = area.top() + row / 2 + 2;
    int index = 0;
    auto entry = [&](auto swatch) {
        const double swatchWidth = legendSwatch[index];
        const QString &text = texts.at(index++);
        const double w = swatchWidth + 6 + fm.horizontalAdvance(text) + 18;
        if (x + w > area.right() && x > area.left() + 4) {
            x = area.left() + 4;  // wrap to the next row (legendHeightFor counted them)
            y += row;
        }
        p.save();
        swatch(QRectF(x, y - sh / 2, swatchWidth, sh));
        p.restore();
        if (m_record)
            m_record->legend.append(text);
        p.setPen(m_palette.mutedText);
        p.drawText(QRectF(x + swatchWidth + 6, y - row / 2, w, row), Qt::AlignLeft | Qt::AlignVCenter, text);
        x += w;
    };
    entry([&](const QRectF &r) {
        p.fillRect(r, m_palette.workerTint(0, 55));
        QPolygonF poly;
        poly << r.topLeft() << r.bottomLeft() << r.bottomRight() << QPointF(r.right(), r.bottom() - 1);
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(m_palette.workerTint(0, 120));
        p.drawPolygon(poly);
        p.restore();
    });
    entry([&](const QRectF &r) { p.fillRect(r.adjusted(0, 2, 0, -2), a); });
    entry([&](const QRectF &r) {
        p.fillRect(r, withAlpha(m_palette.danger, 40));
        p.fillRect(r, QBrush(withAlpha(m_palette.danger, 120), Qt::BDiagPattern));
        p.fillRect(r.adjusted(0, 2, 0, -5), m_palette.danger);
    });
    entry([&](const QRectF &r) { p.fillRect(r, a); });
    entry([&](const QRectF &r) {
        p.fillRect(r, m_palette.frozen);
        p.fillRect(r, QBrush(withAlpha(a, 150), Qt::BDiagPattern));
    });
    entry([&](const QRectF &r) {
        p.setPen(QPen(a, 2, Qt::DotLine));
        p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    });
    entry([&](const QRectF &r) {
        paintIcon(p, QPointF(r.left() + 6, r.center().y()), 12, MarkerKind::AcquireOk, m_palette.ok);
        paintIcon(p, QPointF(r.left() + 21, r.center().y()), 12, MarkerKind::AcquireRefused, m_palette.mutedText);
    });
    entry([&](const QRectF &r) {
        paintIcon(p, QPointF(r.left() + 6, r.center().y()), 12, MarkerKind::WriteAccepted, m_palette.ok);
        paintIcon(p, QPointF(r.left() + 21, r.center().y()), 12, MarkerKind::WriteRefused, m_palette.danger);
    });
    entry([&](const QRectF &r) {
        // In the tone paintOverlaps() gives the bands.
        const bool duplicate = m_model && m_model->overlapsAreDuplicateWork;
        const QColor tone = duplicate ? m_palette.warning : m_palette.danger;
        p.fillRect(r.adjusted(0, -2, 0, 2),
                   duplicate ? withAlpha(tone, m_palette.dangerFill.alpha()) : m_palette.dangerFill);
        p.fillRect(QRectF(r.left(), r.top() - 2, 1, r.height() + 4), tone);
        p.fillRect(QRectF(r.right() - 1, r.top() - 2, 1, r.height() + 4), tone);
    });
    // As paintKeyLane() and paintGaps() draw them.
    for (const SegmentKind kind : {SegmentKind::RedisDown, SegmentKind::Stalled, SegmentKind::Delayed}) {
        if (!hasOutages(kind))
            continue;
        const bool delayed = kind == SegmentKind::Delayed;
        const Qt::BrushStyle hatch = kind == SegmentKind::RedisDown ? Qt::BDiagPattern
                                     : delayed                      ? Qt::Dense6Pattern
                                                                    : Qt::FDiagPattern;
        entry([&](const QRectF &r) {
            p.fillRect(r, withAlpha(m_palette.mutedText, delayed ? 25 : m_palette.dark ? 60 : 45));
            p.fillRect(r, QBrush(withAlpha(m_palette.mutedText, delayed ? 90 : 140), hatch));
            p.setPen(QPen(m_palette.mutedText, 1, delayed ? Qt::DotLine : Qt::DashLine));
            p.drawLine(r.topLeft(), r.bottomLeft());
            p.drawLine(r.topRight(), r.bottomRight());
        });
    }
    if (m_model && !m_model->gaps.isEmpty()) {
        entry([&](const QRectF &r) {
            p.fillRect(r, withAlpha(m_palette.background, 200));
            p.fillRect(r, QBrush(withAlpha(m_palette.mutedText, 150), Qt::BDiagPattern));
            p.fillRect(QRectF(r.left(), r.top(), r.width(), 3), m_palette.mutedText);
        });
    }
}

void TimelineRenderer::paintCursor(QPainter &p, const TimelineLayout &layout, const TimeMapping &mapping,
                                   Micros cursor) const
{
    if (!mapping.isValid() || cursor < mapping.from() || cursor > mapping.to())
        return;
    const double x = std::round(mapping.mapTimeToX(cursor)) + 0.5;
    const QRectF band = layout.laneBand();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(QPen(m_palette.cursor, 2));
    p.drawLine(QPointF(x, layout.axis.top() + 2), QPointF(x, band.bottom()));
    const QFont f = m_palette.smallBoldFont;
    const QFontMetricsF fm(f);
    const QString text = formatMs(cursor, 3);
    const double w = fm.horizontalAdvance(text) + 10;
    double left = x - w / 2;
    left = std::clamp(left, layout.axis.left() - 8, layout.axis.right() + 8 - w);
    const QRectF box(left, layout.axis.top() + 1, w, fm.height() + 4);
    // The cursor is drawn over the cached axis: a tick label it would cut in half goes entirely.
    for (const AxisLabel &label : axisLabels(layout, mapping)) {
        if (label.rect.intersects(box))
            p.fillRect(label.rect.adjusted(0, 0, 0, 1), m_palette.background);
    }
    p.fillRect(box, m_palette.cursor);
    p.setFont(f);
    p.setPen(m_palette.dark ? QColor(20, 20, 24) : Qt::white);
    p.drawText(box, Qt::AlignCenter, text);
    p.restore();
}

TimelineHit TimelineRenderer::hitTest(const TimelineLayout &layout, const TimeMapping &mapping,
                                      const QPointF &pos) const
{
    TimelineHit hit;
    if (!m_model || !mapping.isValid() || pos.x() < mapping.left())
        return hit;
    hit.lane = layout.laneAt(pos.y());
    const Micros t = mapping.mapXToTime(pos.x());
    if (m_cut != noCut && t > m_cut) {
        hit.lane = -1;  // drawn as not yet happened: nothing there to describe
        return hit;
    }
    const Micros slop = static_cast<Micros>(std::ceil(5.0 / mapping.pixelsPerMicro()));
    // A band is at least 3 px wide however short (paintGaps, paintKeyLane): a pointer at it finds it.
    auto inBand = [&](Micros from, Micros to) {
        const double x0 = mapping.mapTimeToX(from);
        const double x1 = std::max(x0 + 3, mapping.mapTimeToX(to));
        return pos.x() >= x0 - 2 && pos.x() <= x1 + 2;
    };
    const bool inGapRows = hit.lane >= 0 || layout.overlapRow.contains(pos);
    for (qsizetype i = 0; inGapRows && i < m_model->gaps.size(); ++i) {
        // Nothing is known inside a lost MONITOR connection: the band is what is there.
        if (inBand(m_model->gaps.at(i).from, m_model->gaps.at(i).to)) {
            hit.what = TimelineHit::What::Gap;
            hit.index = i;
            return hit;
        }
    }
    if (hit.lane >= 0) {
        const Lane &lane = m_model->lanes.at(hit.lane);
        // Markers win over the segments they sit on: they are what a pointer aims at.
        const auto [first, last] = TimelineModel::visibleMarkers(lane.markers, t - slop, t + slop);
        Micros best = slop + 1;
        for (qsizetype i = first; i < last; ++i) {
            const Micros d = std::abs(lane.markers.at(i).at - t);
            if (d < best) {
                best = d;
                hit.what = TimelineHit::What::Marker;
                hit.index = i;
            }
        }
        if (hit.what != TimelineHit::What::None)
            return hit;
        for (qsizetype i = 0; i < lane.outages.size(); ++i) {
            if (inBand(lane.outages.at(i).from, lane.outages.at(i).to)) {
                hit.what = TimelineHit::What::Outage;
                hit.index = i;
                return hit;
            }
        }
        const QRectF r = layout.lanes.at(hit.lane);
        const bool inStrip = lane.type == Lane::Type::Worker && pos.y() < r.top() + r.height() * 0.3;
        // The segment of a bar under `t`: a lane's list, or (a worker's lane) its bar's marks.
        const auto find = [t](const auto &bar) -> qsizetype {
            const auto [sf, sl] = visibleOf(bar, t, t);
            for (qsizetype i = sf; i < sl; ++i) {
                if (drawnAt(bar, i) && segmentAt(bar, i).from <= t && t <= endOf(bar, i))
                    return i;
            }
            return -1;
        };
        const qsizetype belief = find(lane.beliefs);
        const qsizetype segment = lane.type == Lane::Type::Worker ? find(lane.bar) : find(lane.segments);
        if (belief >= 0 && (inStrip || segment < 0)) {
            hit.what = TimelineHit::What::Belief;
            hit.index = belief;
            return hit;
        }
        if (segment >= 0) {
            hit.what = TimelineHit::What::Segment;
            hit.index = segment;
            return hit;
        }
    }
    const auto [of, ol] = TimelineModel::visibleSegments(m_model->overlapSegments, t, t);
    if (of < ol) {
        hit.what = TimelineHit::What::Overlap;
        hit.index = of;
    }
    return hit;
}

}  // namespace locklab
