// SPDX-License-Identifier: MIT
#include "timelinewidget.h"

#include "core/mstext.h"
#include "uilogging.h"
#include "viewstate.h"

#include <QAction>
#include <QElapsedTimer>
#include <QGestureEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>
#include <limits>

namespace locklab {

TimelineWidget::TimelineWidget(ViewState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Timeline"));
    grabGesture(Qt::PinchGesture);
    updatePalette();
    m_renderer.setModel(&m_model);
    connect(m_state, &ViewState::cursorChanged, this, [this] { update(); });
    connect(m_state, &ViewState::visibleRangeChanged, this, [this] { invalidateLayer(); });

    m_vbar = new QScrollBar(Qt::Vertical, this);
    m_vbar->setAccessibleName(tr("Scroll lanes"));
    m_vbar->hide();
    connect(m_vbar, &QScrollBar::valueChanged, this, [this](int value) {
        LaneSizing sizing = m_renderer.laneSizing();
        sizing.scroll = value;
        m_renderer.setLaneSizing(sizing);
        invalidateLayer();
    });

    auto *taller = new QAction(tr("&Taller Lanes"), this);
    taller->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Plus));
    taller->setToolTip(tr("Taller lanes (Ctrl+Shift+wheel)"));
    connect(taller, &QAction::triggered, this, [this] { scaleLanes(1.25); });
    auto *shorter = new QAction(tr("&Shorter Lanes"), this);
    shorter->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Minus));
    shorter->setToolTip(tr("Shorter lanes: more workers in view (Ctrl+Shift+wheel)"));
    connect(shorter, &QAction::triggered, this, [this] { scaleLanes(1 / 1.25); });
    auto *fit = new QAction(tr("Fit &Lanes to Window"), this);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0));
    fit->setToolTip(tr("Lanes share the window's height again"));
    connect(fit, &QAction::triggered, this, [this] { setLaneHeight(0); });
    m_laneActions = {taller, shorter, fit};
}

void TimelineWidget::setLaneHeight(double height)
{
    m_laneHeight = height > 0 ? std::clamp(height, LaneSizing::chosenMinimum, LaneSizing::chosenMaximum) : 0;
    LaneSizing sizing = m_renderer.laneSizing();
    sizing.height = m_laneHeight;
    m_renderer.setLaneSizing(sizing);
    updateScrollBar();
    invalidateLayer();
}

void TimelineWidget::scaleLanes(double factor)
{
    // From whatever the lanes are now, fitted or chosen.
    const double current = m_renderer.layout(size()).laneHeight;
    if (current > 0)
        setLaneHeight(std::round(current * factor));
}

void TimelineWidget::updateScrollBar()
{
    const TimelineLayout layout = m_renderer.layout(size());
    const QSignalBlocker blocker(m_vbar);
    m_vbar->setRange(0, static_cast<int>(layout.maxScroll));
    m_vbar->setPageStep(std::max(1, static_cast<int>(layout.viewport.height())));
    m_vbar->setSingleStep(std::max(1, static_cast<int>(layout.laneHeight)));
    m_vbar->setValue(static_cast<int>(layout.scroll));
    // In the ruler's right margin, beside the lanes: it never covers a lane.
    const int w = std::min(14, m_vbar->sizeHint().width());
    m_vbar->setGeometry(width() - w - 1, static_cast<int>(layout.viewport.top()), w,
                        static_cast<int>(layout.viewport.height()));
    m_vbar->setVisible(layout.maxScroll > 0);
    LaneSizing sizing = m_renderer.laneSizing();
    sizing.scroll = layout.scroll;
    m_renderer.setLaneSizing(sizing);
}

void TimelineWidget::ensureLaneVisible(int lane)
{
    const TimelineLayout layout = m_renderer.layout(size());
    if (lane < 0 || lane >= layout.lanes.size() || layout.maxScroll <= 0)
        return;
    const QRectF r = layout.lanes.at(lane);
    const QRectF room = layout.laneClip(lane);  // a pinned lane is always in view
    if (r.top() < room.top())
        m_vbar->setValue(m_vbar->value() - static_cast<int>(room.top() - r.top()));
    else if (r.bottom() > room.bottom())
        m_vbar->setValue(m_vbar->value() + static_cast<int>(r.bottom() - room.bottom()));
}

QSize TimelineWidget::sizeHint() const
{
    return {900, 420};
}

QSize TimelineWidget::minimumSizeHint() const
{
    // The ruler and a lane or two; the rest scrolls (two of these share the height in Compare).
    return {320, 100};
}

void TimelineWidget::setRun(const Interpretation &interpretation, Micros extent, Micros now, qsizetype shown)
{
    // A step through a recorded run hands over the same interpretation: only `now` moves.
    const bool built = !interpretation.sharesDataWith(m_interpretation);
    if (built) {
        m_trace = interpretation.trace();
        m_interpretation = interpretation;
        // The old model goes first: a recording's preview of millions of events is not kept
        // while the whole run's model is built beside it.
        m_model = TimelineModel();
        m_model = TimelineModel::build(interpretation);
    }
    const qsizetype total = m_trace.events.size();
    m_shown = shown < 0 ? total : std::min(shown, total);
    const bool firstRun = m_extent == 0;
    const Micros wasExtent = m_extent;
    m_extent = std::max<Micros>(extent, TimeMapping::minDuration);
    // The layer holds the whole run, without the future's stripes, while stepping a recorded run
    // and when the whole run is shown.
    const bool wasWhole = m_renderer.cut() != TimelineRenderer::noCut || m_renderer.now() < 0;
    const Micros cut = m_shown < total ? now : TimelineRenderer::noCut;
    m_renderer.setNow(now);
    m_renderer.setCut(cut);
    // Only the step moved on the same whole run (or it reached the end, or left it): the whole
    // run's layer stays, and a step is the composite of it and the future's layer.
    const bool whole = cut != TimelineRenderer::noCut || now < 0;
    if (built || wasExtent != m_extent || !wasWhole || !whole)
        invalidateLayer();
    else
        update();
    // A view fitted to the whole run stays fitted when the run grows or shrinks (an edit, a policy
    // flip): the new writes are in view without Ctrl+0. A zoom the user chose stays.
    const bool wasFitted = m_state->visibleFrom() == m_fittedFrom && m_state->visibleTo() == m_fittedTo;
    if (firstRun || !m_state->hasVisibleRange() || (wasFitted && wasExtent != m_extent))
        fitAll();
    if (built)
        alignGutter();  // the lane names may be others
    Q_EMIT runShown();
}

TimeMapping TimelineWidget::mapping() const
{
    const TimelineLayout layout = m_renderer.layout(size());
    const Micros from = m_state->hasVisibleRange() ? m_state->visibleFrom() : 0;
    const Micros to = m_state->hasVisibleRange() ? m_state->visibleTo() : m_extent;
    return TimeMapping(from, to, layout.plot.left(), layout.plot.width());
}

void TimelineWidget::setMapping(const TimeMapping &mapping)
{
    // Keep some of the run in view: at most a fifth of the extent of empty space on either side.
    const Micros margin = m_extent / 5;
    const TimeMapping bounded = mapping.bounded(-margin, m_extent + margin);
    m_state->setVisibleRange(bounded.from(), bounded.to());
}

TimeMapping TimelineWidget::fittedMapping() const
{
    return mapping().fitted(0, m_extent, 0.02, TimelineRenderer::endPadding);
}

void TimelineWidget::fitAll()
{
    const TimeMapping fitted = fittedMapping();
    m_fittedFrom = fitted.from();
    m_fittedTo = fitted.to();
    m_state->setVisibleRange(fitted.from(), fitted.to());
}

void TimelineWidget::zoomBy(double factor)
{
    const TimeMapping m = mapping();
    const double anchor = m.left() <= m.mapTimeToX(m_state->cursor()) && m.mapTimeToX(m_state->cursor()) <= m.right()
                              ? m.mapTimeToX(m_state->cursor())
                              : m.left() + m.width() / 2;
    setMapping(m.zoomed(factor, anchor));
}

void TimelineWidget::ensureTimeVisible(Micros at)
{
    const TimeMapping m = mapping();
    if (!m.isValid() || (at >= m.from() && at <= m.to()))
        return;
    const Micros from = at - m.duration() / 2;
    setMapping(TimeMapping(from, from + m.duration(), m.left(), m.width()));
}

void TimelineWidget::showRange(Micros from, Micros to)
{
    const TimeMapping m = mapping();
    setMapping(TimeMapping(from, std::max(to, from + TimeMapping::minDuration), m.left(), m.width()));
}

void TimelineWidget::setLegendVisible(bool visible)
{
    m_renderer.setLegendVisible(visible);
    updateScrollBar();
    invalidateLayer();
}

void TimelineWidget::setGutterPartner(TimelineWidget *partner)
{
    if (m_partner == partner)
        return;
    m_partner = partner;
    if (!partner)
        m_renderer.setMinimumGutter(0);
    alignGutter();
}

void TimelineWidget::alignGutter()
{
    const double own = m_renderer.naturalGutterWidth(size());
    const double width = m_partner ? std::max(own, m_partner->m_renderer.naturalGutterWidth(m_partner->size())) : 0;
    m_renderer.setMinimumGutter(width);
    updateScrollBar();
    invalidateLayer();
    if (m_partner && m_partner->m_partner == this) {
        m_partner->m_renderer.setMinimumGutter(width);
        m_partner->updateScrollBar();
        m_partner->invalidateLayer();
    }
}

void TimelineWidget::invalidateLayer()
{
    m_layerValid = false;
    m_futureValid = false;
    update();
}

void TimelineWidget::updatePalette()
{
    QFont f = font();
    m_renderer.setPalette(TimelinePalette::fromPalette(palette(), f));
    if (m_vbar)
        alignGutter();
    else
        invalidateLayer();
}

void TimelineWidget::paintEvent(QPaintEvent *)
{
    QElapsedTimer timer;
    timer.start();
    const TimelineLayout layout = m_renderer.layout(size());
    const TimeMapping m = mapping();
    const bool rebuilt = !m_layerValid || (m_renderer.cut() != TimelineRenderer::noCut && !m_futureValid);
    const Micros cut = m_renderer.cut();
    const Micros now = m_renderer.now();
    const bool stepping = cut != TimelineRenderer::noCut;
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    auto paintLayer = [&](QImage &layer, Micros layerCut, Micros layerNow) {
        if (layer.size() != pixels)
            layer = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        layer.setDevicePixelRatio(dpr);
        m_renderer.setCut(layerCut);
        m_renderer.setNow(layerNow);
        QPainter lp(&layer);
        m_renderer.paint(lp, layout, m);
        m_renderer.setCut(cut);
        m_renderer.setNow(now);
    };
    if (!m_layerValid) {
        // Stepping a recorded run: the whole run, which is also what "show all" shows.
        paintLayer(m_layer, TimelineRenderer::noCut, stepping ? -1 : now);
        m_layerValid = true;
        m_futureValid = false;
    }
    if (stepping && !m_futureValid) {
        // Nothing of the run, and the future's stripes wherever a step can be.
        paintLayer(m_futureLayer, TimelineRenderer::cutAll, std::max<Micros>(0, m.from()));
        m_futureValid = true;
    }
    QPainter p(this);
    if (stepping) {
        const double x = TimelineRenderer::cutX(layout, m, cut);
        p.save();
        p.setClipRect(QRectF(0, 0, x, height()));
        p.drawImage(QPointF(0, 0), m_layer);
        p.setClipRect(QRectF(x, 0, width() - x, height()));
        p.drawImage(QPointF(0, 0), m_futureLayer);
        p.restore();
    } else {
        p.drawImage(QPointF(0, 0), m_layer);
    }
    m_renderer.paintCursor(p, layout, m, m_state->cursor());
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1));
        p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }
    qCDebug(lcUi) << "timeline frame" << (rebuilt ? "full" : "cursor") << timer.nsecsElapsed() / 1e6 << "ms";
}

void TimelineWidget::resizeEvent(QResizeEvent *event)
{
    // A view fitted to the whole run stays fitted at the new width (its end padding is in pixels):
    // a run opened before the window had its size shows what one opened at that size shows.
    const bool wasFitted = m_extent > 0 && m_state->visibleFrom() == m_fittedFrom && m_state->visibleTo() == m_fittedTo;
    QWidget::resizeEvent(event);
    alignGutter();
    if (wasFitted)
        fitAll();
}

void TimelineWidget::keyPressEvent(QKeyEvent *event)
{
    // ← and → step the run (window shortcuts); the lanes scroll with the keys a list would use.
    switch (event->key()) {
    case Qt::Key_Up:
        m_vbar->triggerAction(QAbstractSlider::SliderSingleStepSub);
        break;
    case Qt::Key_Down:
        m_vbar->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        break;
    case Qt::Key_PageUp:
        m_vbar->triggerAction(QAbstractSlider::SliderPageStepSub);
        break;
    case Qt::Key_PageDown:
        m_vbar->triggerAction(QAbstractSlider::SliderPageStepAdd);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TimelineWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange)
        updatePalette();
    QWidget::changeEvent(event);
}

Micros TimelineWidget::snapToEvent(double x) const
{
    // A click near an event lands on it exactly: the inspector then shows that event.
    const TimeMapping m = mapping();
    const Micros t = m.mapXToTime(x);
    const Micros slop = static_cast<Micros>(std::ceil(6.0 / std::max(1e-12, m.pixelsPerMicro())));
    const auto &events = m_trace.events;
    const qsizetype next = std::min(events.firstAtOrAfter(t), m_shown);  // never onto what has not happened
    Micros best = t;
    Micros bestDistance = slop + 1;
    if (next < m_shown && events.timeAt(next) - t < bestDistance) {
        best = events.timeAt(next);
        bestDistance = best - t;
    }
    if (next > 0 && t - events.timeAt(next - 1) < bestDistance)
        best = events.timeAt(next - 1);
    return best;
}

void TimelineWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position();
    m_pressMapping = mapping();
}

void TimelineWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressed)
        return;
    const double dx = event->position().x() - m_pressPos.x();
    if (!m_dragging && std::abs(dx) < 4)
        return;
    if (!m_dragging) {
        m_dragging = true;
        setCursor(Qt::ClosedHandCursor);
    }
    setMapping(m_pressMapping.panned(dx));
}

void TimelineWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_pressed || event->button() != Qt::LeftButton)
        return;
    m_pressed = false;
    if (m_dragging) {
        m_dragging = false;
        unsetCursor();
        return;
    }
    if (event->position().x() >= mapping().left())
        Q_EMIT cursorRequested(snapToEvent(event->position().x()));
}

void TimelineWidget::wheelEvent(QWheelEvent *event)
{
    const TimeMapping m = mapping();
    const Qt::KeyboardModifiers mods = event->modifiers();
    const QPoint pixels = event->pixelDelta();
    const QPoint angle = event->angleDelta();
    // Some platforms turn Shift+wheel into a horizontal wheel: take whichever axis moved.
    const double notches = (angle.y() != 0 ? angle.y() : angle.x()) / 120.0;
    if ((mods & Qt::ControlModifier) && (mods & Qt::ShiftModifier)) {
        scaleLanes(std::pow(1.15, notches));
    } else if (mods & Qt::ControlModifier) {
        setMapping(m.zoomed(std::pow(1.25, notches), event->position().x()));
    } else {
        const bool horizontal = (mods & Qt::ShiftModifier) || angle.x() != 0 || pixels.x() != 0;
        if (!horizontal && m_vbar->isVisible()) {
            // Lanes that do not fit scroll like a list; time pans with Shift or a sideways wheel.
            const int dy =
                !pixels.isNull() ? pixels.y() : static_cast<int>(std::lround(notches * m_vbar->singleStep()));
            m_vbar->setValue(m_vbar->value() - dy);
        } else {
            // Trackpads send pixels; wheels send eighths of a degree (120 per notch, 60 px per notch).
            double dx = 0;
            if (!pixels.isNull())
                dx = pixels.x() != 0 ? pixels.x() : pixels.y();
            else
                dx = (angle.x() != 0 ? angle.x() : angle.y()) / 2.0;
            setMapping(m.panned(dx));
        }
    }
    event->accept();
}

bool TimelineWidget::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ToolTip: {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    case QEvent::NativeGesture: {
        auto *gesture = static_cast<QNativeGestureEvent *>(event);
        if (gesture->gestureType() == Qt::ZoomNativeGesture) {
            setMapping(mapping().zoomed(1.0 + gesture->value(), gesture->position().x()));
            return true;
        }
        break;
    }
    case QEvent::Gesture: {
        auto *gestures = static_cast<QGestureEvent *>(event);
        if (auto *pinch = static_cast<QPinchGesture *>(gestures->gesture(Qt::PinchGesture))) {
            const QPointF center = mapFromGlobal(pinch->centerPoint().toPoint());
            setMapping(mapping().zoomed(pinch->scaleFactor(), center.x()));
            gestures->accept(pinch);
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QWidget::event(event);
}

QString TimelineWidget::toolTipAt(const QPointF &pos) const
{
    const TimelineLayout layout = m_renderer.layout(size());
    const TimelineHit hit = m_renderer.hitTest(layout, mapping(), pos);
    if (hit.what == TimelineHit::What::None)
        return {};
    auto ms = [](Micros us) { return formatMs(us, 3); };
    if (hit.what == TimelineHit::What::Overlap) {
        const Interval &o = m_model.overlaps.at(hit.index);
        QStringList names;
        for (int w : o.workers)
            names.append(workerName(w));
        if (m_model.overlapsAreDuplicateWork)
            return tr("<b>Work done twice</b><br>%1 all did the work<br>from %2 to %3 (%4): an efficiency lock, "
                      "no data corrupted")
                .arg(names.join(QStringLiteral(", ")), ms(o.from), ms(o.to), ms(o.length()));
        return tr("<b>Two holders at once</b><br>%1 were all inside the critical section<br>from %2 to %3 (%4)")
            .arg(names.join(QStringLiteral(", ")), ms(o.from), ms(o.to), ms(o.length()));
    }
    if (hit.what == TimelineHit::What::Gap) {
        const Interval &g = m_model.gaps.at(hit.index);
        return tr("<b>MONITOR connection lost</b><br>What Redis ran from %1 to %2 (%3) was not seen: the lanes "
                  "show nothing there, not an idle lock")
            .arg(ms(g.from), ms(g.to), ms(g.length()));
    }
    const Lane &lane = m_model.lanes.at(hit.lane);
    if (hit.what == TimelineHit::What::Outage) {
        const Segment &o = lane.outages.at(hit.index);
        if (o.kind == SegmentKind::Stalled)
            return tr("<b>%1 stalled</b><br>from %2 to %3 (%4): it answers nothing; commands sent to it wait, "
                      "clients time out, and it runs what was queued when it resumes")
                .arg(lane.label.toHtmlEscaped(), ms(o.from), ms(o.to), ms(o.to - o.from));
        if (o.kind == SegmentKind::Delayed)
            return tr("<b>Slow network to %1</b><br>from %2 to %3: every reply from it reaches its client %4 ms "
                      "late")
                .arg(lane.label.toHtmlEscaped(), ms(o.from), ms(o.to))
                .arg(o.number);
        // number 1: still down when the trace ends (TimelineModel's RedisDown).
        return o.number == 1
                   ? tr("<b>Redis down</b><br>from %1: commands fail, and no reply has come by the end of the run")
                         .arg(ms(o.from))
                   : tr("<b>Redis down, then reconnected</b><br>from %1 to %2 (%3): commands fail until the server"
                        " answers one again")
                         .arg(ms(o.from), ms(o.to), ms(o.to - o.from));
    }
    if (hit.what == TimelineHit::What::Marker) {
        const Marker &m = lane.markers.at(hit.index);
        QString event;
        if (m.event >= 0 && m.event < m_shown)
            event = describeEvent(m_trace, m_trace.events.at(m.event), 0).trimmed().toHtmlEscaped();
        return QStringLiteral("<b>") + markerTitle(m).toHtmlEscaped() + QStringLiteral("</b><br>")
               + tr("at %1").arg(ms(m.at)) + QStringLiteral("<br><tt>") + event + QStringLiteral("</tt>");
    }
    const Segment s = hit.what == TimelineHit::What::Belief ? lane.beliefs.at(hit.index)
                      : lane.type == Lane::Type::Worker     ? lane.bar.at(hit.index)
                                                            : lane.segments.at(hit.index);
    QString tip = QStringLiteral("<b>") + segmentTitle(s, lane).toHtmlEscaped() + QStringLiteral("</b><br>")
                  + tr("%1 to %2 (%3)").arg(ms(s.from), ms(s.to), ms(s.to - s.from));
    // The whole lane turns red where its belief is contradicted, and a narrow or squeezed stretch
    // has no label under it: the pointer anywhere on the red says what the red means.
    if (hit.what == TimelineHit::What::Segment) {
        const Micros t = mapping().mapXToTime(pos.x());
        const auto [first, last] = TimelineModel::visibleSegments(lane.beliefs, t, t);
        for (qsizetype i = first; i < last; ++i) {
            const Segment &b = lane.beliefs.at(i);
            if (b.kind == SegmentKind::BeliefContradicted && b.from <= t && t <= b.to)
                tip += QStringLiteral("<br><b>") + segmentTitle(b, lane).toHtmlEscaped() + QStringLiteral("</b><br>")
                       + tr("%1 to %2 (%3)").arg(ms(b.from), ms(b.to), ms(b.to - b.from));
        }
    }
    return tip;
}

QString TimelineWidget::workerName(int worker) const
{
    return worker >= 0 ? m_trace.workerName(worker) : tr("nobody");
}

QString TimelineWidget::markerTitle(const Marker &m) const
{
    auto name = [this](int worker) { return workerName(worker); };
    auto ms = [](Micros us) { return formatMs(us, 3); };
    QString title;
    switch (m.kind) {
    case MarkerKind::AcquireOk:
        title = tr("%1: SET NX granted — the lock is %1's").arg(name(m.worker));
        break;
    case MarkerKind::AcquireRefused:
        title = tr("%1: SET NX refused — someone holds the key").arg(name(m.worker));
        break;
    case MarkerKind::AcquireUnknown:
        title = tr("%1: no reply to SET NX — the lock may or may not be %1's").arg(name(m.worker));
        break;
    case MarkerKind::AcquireError:
        title = tr("%1: SET NX failed").arg(name(m.worker));
        break;
    case MarkerKind::Extended:
        title = tr("%1 extended its lock").arg(name(m.worker));
        break;
    case MarkerKind::ExtendRefused:
        title = tr("%1 could not extend: the key is not its own").arg(name(m.worker));
        break;
    case MarkerKind::GaveUp:
        title = tr("%1 gave up acquiring").arg(name(m.worker));
        break;
    case MarkerKind::Deadline:
        title = tr("The key's TTL deadline: %1").arg(ms(m.number));
        break;
    case MarkerKind::Expired:
        title = tr("Redis expired the key (deadline %1)").arg(ms(m.number));
        break;
    case MarkerKind::Del:
        // number 1: a compare-and-delete, which deleted only because the token was its own.
        title = m.number == 1 ? tr("%1 released its own lock (the script checked the token)").arg(name(m.worker))
                              : tr("%1 deleted its own lock").arg(name(m.worker));
        break;
    case MarkerKind::DelForeign:
        title = tr("%1's DEL deleted %2's lock").arg(name(m.worker), name(m.other));
        break;
    case MarkerKind::DelNoop:
        title = tr("%1's release deleted nothing: the key was not its own").arg(name(m.worker));
        break;
    case MarkerKind::WriteAccepted:
        title = tr("%1's write was accepted").arg(name(m.worker));
        break;
    case MarkerKind::WriteRefused:
        title = tr("%1's write was refused: fence %2 is older than the store's").arg(name(m.worker)).arg(m.number);
        break;
    case MarkerKind::WriteStaleAccepted:
        title = tr("%1's stale write was accepted: a newer holder existed").arg(name(m.worker));
        break;
    case MarkerKind::Fault:
        title = tr("Fault: %1").arg(m_trace.events.value(m.event).text);
        break;
    case MarkerKind::PrimaryDied:
        title = m.number == 1 ? tr("The primary died before the lock key reached the replica") : tr("The primary died");
        break;
    case MarkerKind::Promoted:
        title = tr("Replica %1 promoted to primary (REPLICAOF NO ONE) with what had reached it").arg(m.number + 1);
        break;
    case MarkerKind::RedisBack:
        title = tr("Redis answers again: reconnected after %1 down").arg(ms(m.number));
        break;
    case MarkerKind::Reconnected:
        title = tr("%1 reconnects to the new primary (replica %2)").arg(name(m.worker)).arg(m.number);
        break;
    case MarkerKind::WaitShortfall:
        title = m.number >= 0 ? tr("%1's WAIT: only %2 replica(s) have its writes; WAIT does not undo them")
                                    .arg(name(m.worker))
                                    .arg(m.number)
                              : tr("%1's WAIT got no answer: nothing is confirmed").arg(name(m.worker));
        break;
    case MarkerKind::WaitConfirmed:
        title = tr("%1's WAIT: %2 replica(s) have its writes").arg(name(m.worker)).arg(m.number);
        break;
    case MarkerKind::CheckPassed:
        title = tr("%1's check passed: the key held its token when Redis ran the GET — and says nothing about "
                   "the next step")
                    .arg(name(m.worker));
        break;
    case MarkerKind::CheckLost:
        title = tr("%1's check failed: the key held another token, none, or no answer came").arg(name(m.worker));
        break;
    case MarkerKind::ExtendedForeign:
        title =
            tr("%1's plain PEXPIRE extended %2's lock: it does not check the token").arg(name(m.worker), name(m.other));
        break;
    }
    return title;
}

QString TimelineWidget::segmentTitle(const Segment &s, const Lane &lane) const
{
    auto name = [this](int worker) { return workerName(worker); };
    QString title;
    switch (s.kind) {
    case SegmentKind::Belief:
        title = tr("%1 believes it holds the lock, and Redis agrees").arg(name(s.worker));
        break;
    case SegmentKind::BeliefContradicted:
        title = s.other >= 0
                    ? tr("%1 believes it holds the lock, but Redis says %2 holds it").arg(name(s.worker), name(s.other))
                    : tr("%1 believes it holds the lock, but Redis has no lock key").arg(name(s.worker));
        break;
    case SegmentKind::KeyHeld:
        title = tr("Redis: the key holds %1's token").arg(name(s.worker));
        break;
    case SegmentKind::StoreValue:
        title = s.number >= 0 ? tr("Stored value: %1 (fence %2)").arg(name(s.worker)).arg(s.number)
                              : tr("Stored value: %1").arg(name(s.worker));
        break;
    case SegmentKind::Waiting:
        title = tr("%1 is waiting").arg(name(s.worker));
        break;
    case SegmentKind::Acquiring:
        title = tr("%1 is acquiring (SET NX, retrying)").arg(name(s.worker));
        break;
    case SegmentKind::Holding:
        title = tr("%1 holds the lock").arg(name(s.worker));
        break;
    case SegmentKind::Working:
        title = tr("%1 is working in the critical section").arg(name(s.worker));
        break;
    case SegmentKind::Paused:
        title = tr("%1 is paused: the process is frozen and sends nothing").arg(name(s.worker));
        break;
    case SegmentKind::Writing:
        title = tr("%1 is writing to the store").arg(name(s.worker));
        break;
    case SegmentKind::Releasing:
        title = tr("%1 is releasing the lock").arg(name(s.worker));
        break;
    case SegmentKind::Extending:
        title = tr("%1 is extending the lock").arg(name(s.worker));
        break;
    case SegmentKind::Instance:
        title = s.number == static_cast<qint64>(InstanceRole::Primary)
                    ? tr("%1 is the primary: clients talk to it").arg(lane.label)
                : s.number == static_cast<qint64>(InstanceRole::Down) ? tr("%1 is down (killed)").arg(lane.label)
                                                                      : tr("%1 is a replica: it follows the primary's "
                                                                           "stream")
                                                                            .arg(lane.label);
        break;
    case SegmentKind::RedisDown:
        title = tr("Redis is down: commands are refused until it answers again");
        break;
    case SegmentKind::Stalled:
        title = tr("%1 is stalled: it answers nothing until it resumes").arg(lane.label);
        break;
    case SegmentKind::Delayed:
        title = tr("%1's replies arrive %2 ms late").arg(lane.label).arg(s.number);
        break;
    case SegmentKind::ReplicationLag:
        title = tr("%1 receives nothing of the primary's stream: replication is held").arg(lane.label);
        break;
    case SegmentKind::Checking:
        title = tr("%1 is checking the lock (GET, compared at the client)").arg(name(s.worker));
        break;
    case SegmentKind::Overlap:
        title = tr("Two holders at once");
        break;
    }
    return title;
}

}  // namespace locklab
