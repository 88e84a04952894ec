// SPDX-License-Identifier: MIT
#include "breakpointmarkers.h"

#include "timelinewidget.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

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

void BreakpointMarkers::setHits(const QList<BreakpointHit> &hits, quint32 enabledKinds)
{
    m_hits = hits;
    m_enabled = enabledKinds;
    update();
}

QList<double> BreakpointMarkers::markerXs() const
{
    QList<double> xs;
    const TimeMapping m = m_timeline->mapping();
    for (const BreakpointHit &hit : m_hits) {
        if (m_enabled & breakpointBit(hit.kind))
            xs << m.mapTimeToX(hit.at);
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
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor fill(0xd62728);
    p.setPen(QPen(fill.darker(150), 1));
    p.setBrush(fill);
    for (const double x : markerXs()) {
        if (x < m.left() - diamond || x > m.right() + diamond)
            continue;
        QPainterPath path;
        path.moveTo(x, axisY - diamond);
        path.lineTo(x + diamond, axisY);
        path.lineTo(x, axisY + diamond);
        path.lineTo(x - diamond, axisY);
        path.closeSubpath();
        p.drawPath(path);
    }
}

}  // namespace locklab
