// SPDX-License-Identifier: MIT
#include "breakpointmarkers.h"

#include "timelinewidget.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace locklab {

namespace {
constexpr double diamond = 5.0;  // half-width in px
}  // namespace

BreakpointMarkers::BreakpointMarkers(TimelineWidget *timeline, QObject *owner)
    : QWidget(timeline)
    , m_timeline(timeline)
{
    setObjectName(QStringLiteral("breakpointMarkers"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(timeline->rect());
    timeline->installEventFilter(this);
    // The overlay lives with the timeline; the owner's lifetime only ends the filter early.
    connect(owner, &QObject::destroyed, this, [this] { m_timeline->removeEventFilter(this); });
    show();
}

void BreakpointMarkers::setHits(const BreakpointHits &hits, quint32 enabledKinds)
{
    m_hits = hits;
    m_enabled = enabledKinds;
    m_cacheKey.clear();
    update();
}

QList<double> BreakpointMarkers::markerXs() const
{
    // Hits are in time order, so the visible ones start a binary search away; of several on one
    // pixel only the first is drawn. A long run has hundreds of thousands of hits and the ruler a
    // few thousand pixels: antialiased diamonds stacked on each other cost a frame for nothing.
    QList<double> xs;
    const TimeMapping m = m_timeline->mapping();
    if (!m.isValid()) {  // not laid out yet: nothing is drawn, every enabled hit counts
        for (qsizetype i = 0; i < m_hits.size(); ++i) {
            if (m_enabled & breakpointBit(m_hits.kindAt(i)))
                xs << m.left();
        }
        return xs;
    }
    const Micros from = m.mapXToTime(m.left() - diamond);
    const Micros to = m.mapXToTime(m.right() + diamond);
    double last = -1e300;
    qsizetype i = m_hits.firstAtOrAfter(from);
    while (i < m_hits.size() && m_hits.timeAt(i) <= to) {
        if (!(m_enabled & breakpointBit(m_hits.kindAt(i)))) {
            ++i;
            continue;
        }
        const double x = m.mapTimeToX(m_hits.timeAt(i));
        if (x - last < 1.0) {
            // Hidden under the last diamond: jump to the first hit a pixel past it.
            i = std::max(i + 1, m_hits.firstAtOrAfter(std::max(m_hits.timeAt(i) + 1, m.mapXToTime(last + 1.0))));
            continue;
        }
        xs << x;
        last = x;
        ++i;
    }
    return xs;
}

bool BreakpointMarkers::eventFilter(QObject *watched, QEvent *event)
{
    // No need to follow paints: a repaint of the timeline repaints this child over it.
    if (watched == m_timeline && event->type() == QEvent::Resize)
        setGeometry(m_timeline->rect());
    return QWidget::eventFilter(watched, event);
}

void BreakpointMarkers::paintEvent(QPaintEvent *)
{
    const TimeMapping m = m_timeline->mapping();
    if (!m.isValid())
        return;
    // On the ruler's tick marks, under its labels: a hit never hides the time it is at.
    const double axisY = m_timeline->currentLayout().axis.bottom() - diamond - 1;
    // Drawn once per range, size and set of hits: a step or a cursor move repaints the timeline
    // and so this child, and a thousand antialiased diamonds cost more than the blit.
    const qreal dpr = devicePixelRatioF();
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6x%7 %8")
                            .arg(m.from())
                            .arg(m.to())
                            .arg(m.left())
                            .arg(m.width())
                            .arg(axisY)
                            .arg(width())
                            .arg(height())
                            .arg(dpr);
    if (key != m_cacheKey) {
        m_cache =
            QImage((QSizeF(width(), axisY + 2 * diamond + 2) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        m_cache.setDevicePixelRatio(dpr);
        m_cache.fill(Qt::transparent);
        paintDiamonds(m_cache, axisY);
        m_cacheKey = key;
    }
    QPainter(this).drawImage(QPointF(0, 0), m_cache);
}

void BreakpointMarkers::paintDiamonds(QImage &image, double axisY) const
{
    // One antialiased diamond, drawn once and stamped at each x: a whole run in view has one per
    // pixel of the ruler, and stroking a path of a thousand diamonds took 20-25 ms of a frame (a
    // zoom or a pan draws them anew, the cache only spares cursor moves).
    const qreal dpr = image.devicePixelRatio();
    if (m_stamp.isNull() || m_stamp.devicePixelRatio() != dpr) {
        const int side = static_cast<int>(2 * diamond + 2);
        m_stamp = QImage(QSize(side, side) * dpr, QImage::Format_ARGB32_Premultiplied);
        m_stamp.setDevicePixelRatio(dpr);
        m_stamp.fill(Qt::transparent);
        QPainter sp(&m_stamp);
        sp.setRenderHint(QPainter::Antialiasing);
        const QColor fill(0xd62728);
        sp.setPen(QPen(fill.darker(150), 1));
        sp.setBrush(fill);
        const double c = side / 2.0;
        const QPointF points[] = {{c, c - diamond}, {c + diamond, c}, {c, c + diamond}, {c - diamond, c}};
        sp.drawPolygon(points, 4);
    }
    QPainter p(&image);
    const double half = m_stamp.width() / dpr / 2.0;
    for (const double x : markerXs())
        p.drawImage(QPointF(x - half, axisY - half), m_stamp);
}

}  // namespace locklab
