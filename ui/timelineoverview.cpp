// SPDX-License-Identifier: MIT
#include "timelineoverview.h"

#include "timeline/timelinepalette.h"
#include "timelinewidget.h"
#include "viewstate.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <limits>
#include <utility>

namespace locklab {

TimelineOverview::TimelineOverview(TimelineWidget *timeline, ViewState *state, QWidget *parent)
    : QWidget(parent)
    , m_timeline(timeline)
    , m_state(state)
{
    setObjectName(QStringLiteral("timelineOverview"));
    setAccessibleName(tr("Run overview"));
    setToolTip(tr("The whole run: the frame is what the timeline shows. Drag it, or click elsewhere to move it "
                  "there; a double-click fits the whole run."));
    // It gives way before the lanes do when a preset window is short.
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    setCursor(Qt::PointingHandCursor);
    connect(m_timeline, &TimelineWidget::runShown, this, &TimelineOverview::invalidate);
    connect(m_state, &ViewState::visibleRangeChanged, this, qOverload<>(&QWidget::update));
    connect(m_state, &ViewState::cursorChanged, this, qOverload<>(&QWidget::update));
}

QSize TimelineOverview::sizeHint() const
{
    return {320, fontMetrics().height() + 8};
}

TimelineOverview::Scale TimelineOverview::scale() const
{
    return {m_timeline->fittedMapping()};
}

Micros TimelineOverview::timeAt(double x) const
{
    return scale().time(x);
}

double TimelineOverview::xOf(Micros at) const
{
    return scale().x(at);
}

void TimelineOverview::invalidate()
{
    m_stripValid = false;
    update();
}

void TimelineOverview::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    invalidate();
}

void TimelineOverview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        invalidate();
    QWidget::changeEvent(event);
}

void TimelineOverview::paintStrip()
{
    const TimelinePalette pal = TimelinePalette::fromPalette(palette(), font());
    const qreal dpr = devicePixelRatioF();
    m_strip = QImage((QSizeF(size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
    m_strip.setDevicePixelRatio(dpr);
    m_strip.fill(pal.gutter);
    QPainter p(&m_strip);
    const TimelineModel &model = m_timeline->model();
    const Scale scale = this->scale();
    m_stripScale = scale;
    const double left = scale.left();
    const double right = scale.right();
    p.fillRect(QRectF(left, 2, right - left, height() - 4), pal.laneBackground);
    const Lane *key = model.keyLane();
    const double barTop = height() * 0.35;
    const double barHeight = height() * 0.45;
    for (int x = static_cast<int>(left); x < static_cast<int>(right); ++x) {
        const Micros from = scale.time(x);
        const Micros to = std::max(from + 1, scale.time(x + 1));
        if (key) {
            // Who held the key in this column: the first holder's colour (sub-pixel holders merge).
            const auto [first, last] = TimelineModel::visibleSegments(key->segments, from, to);
            if (first < last)
                pal.fillWorker(p, QRectF(x, barTop, 1, barHeight), key->segments.at(first).worker, 200);
        }
        const auto [o, oEnd] = TimelineModel::visibleSegments(model.overlapSegments, from, to);
        if (o < oEnd)
            p.fillRect(QRectF(x, 2, 1, barTop - 2), model.overlapsAreDuplicateWork ? pal.warning : pal.danger);
    }
    // Each violation where it begins: a mark that a 2.5 M-event run cannot hide, one per pixel.
    p.setPen(QPen(pal.danger, 2));
    int marked = std::numeric_limits<int>::min();
    for (const Violation &v : m_timeline->interpretation().summary().violations) {
        const double x = scale.x(v.from);
        if (std::exchange(marked, static_cast<int>(x)) == static_cast<int>(x))
            continue;
        p.drawLine(QPointF(x, 2), QPointF(x, height() - 2));
    }
    m_stripValid = true;
}

void TimelineOverview::paintEvent(QPaintEvent *)
{
    if (!m_stripValid || m_strip.size() != (QSizeF(size()) * devicePixelRatioF()).toSize()
        || !(m_stripScale == scale()))
        paintStrip();
    QPainter p(this);
    p.drawImage(QPointF(0, 0), m_strip);
    const TimelinePalette pal = TimelinePalette::fromPalette(palette(), font());
    // Outside the window dimmed, the window framed: where the timeline's slice lies in the run.
    const Scale scale = this->scale();
    const double left = scale.left();
    const double from = std::clamp(scale.x(m_state->visibleFrom()), left, scale.right());
    const double to = std::clamp(scale.x(m_state->visibleTo()), from + 3, std::max(from + 3, scale.right() + 3));
    const QColor dim = pal.dark ? QColor(0, 0, 0, 120) : QColor(255, 255, 255, 150);
    p.fillRect(QRectF(left, 0, from - left, height()), dim);
    p.fillRect(QRectF(to, 0, scale.right() - to, height()), dim);
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(from, 1, to - from, height() - 2));
    const double cursor = scale.x(m_state->cursor());
    p.setPen(QPen(pal.cursor, 1.5));
    p.drawLine(QPointF(cursor, 0), QPointF(cursor, height()));
}

void TimelineOverview::dragTo(double x)
{
    const Micros span = m_state->visibleTo() - m_state->visibleFrom();
    const Micros from = timeAt(x) - m_grabOffset;
    m_timeline->showRange(from, from + span);
}

void TimelineOverview::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_timeline->extent() <= 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    const double x = event->position().x();
    const Micros at = timeAt(x);
    const Micros from = m_state->visibleFrom();
    const Micros to = m_state->visibleTo();
    // Inside the window: it moves with the mouse from where it was grabbed. Elsewhere: it centres
    // there first, then follows.
    m_grabOffset = at >= from && at <= to ? at - from : (to - from) / 2;
    m_dragging = true;
    dragTo(x);
}

void TimelineOverview::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging)
        dragTo(event->position().x());
}

void TimelineOverview::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        m_dragging = false;
}

void TimelineOverview::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        m_timeline->fitAll();
}

}  // namespace locklab
