// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

namespace locklab {

// The time↔pixel mapping of the timeline: which slice of scenario time [from, to] is drawn
// across the pixels [left, left + width]. A plain value: zoom and pan return new mappings, so
// views, tests and the bench can reason about it without a widget.
class TimeMapping {
public:
    TimeMapping() = default;
    TimeMapping(Micros from, Micros to, double left, double width);

    // Never zoom in below this: a microsecond per 10 px is already past what a trace resolves.
    static constexpr Micros minDuration = 20;

    Micros from() const { return m_from; }
    Micros to() const { return m_to; }
    Micros duration() const { return m_to - m_from; }
    double left() const { return m_left; }
    double width() const { return m_width; }
    double right() const { return m_left + m_width; }
    bool isValid() const { return m_width > 0 && m_to > m_from; }

    // Inline: the renderer calls these a few hundred thousand times a frame.
    double mapTimeToX(Micros t) const { return m_left + static_cast<double>(t - m_from) * pixelsPerMicro(); }
    Micros mapXToTime(double x) const
    {
        return isValid() ? m_from + roundToMicros((x - m_left) / pixelsPerMicro()) : m_from;
    }
    double pixelsPerMicro() const { return isValid() ? m_width / static_cast<double>(duration()) : 0.0; }
    // Scenario time covered by one pixel (at least 1 µs).
    Micros microsPerPixel() const;

    // factor > 1 zooms in; the time under anchorX stays under anchorX.
    TimeMapping zoomed(double factor, double anchorX) const;
    // Moves the content by dx pixels: positive dx shows earlier times.
    TimeMapping panned(double dx) const;
    // The same time slice across other pixels (a resize keeps what is shown).
    TimeMapping withPixels(double left, double width) const;
    // Shows [from, to] plus a margin on each side, as a fraction of the span.
    TimeMapping fitted(Micros from, Micros to, double margin = 0.02) const;
    // The same, with `endPixels` left free after the margin: room for the label of the last event.
    TimeMapping fitted(Micros from, Micros to, double margin, double endPixels) const;
    // Keeps the slice inside [lo, hi]: a slice wider than that becomes exactly [lo, hi].
    TimeMapping bounded(Micros lo, Micros hi) const;

    bool operator==(const TimeMapping &other) const = default;

    // std::llround (halves away from zero) without the libm call, exact for |v| < 2^53.
    static Micros roundToMicros(double v)
    {
        const auto whole = static_cast<Micros>(v);
        const double rest = v - static_cast<double>(whole);
        return rest >= 0.5 ? whole + 1 : (rest <= -0.5 ? whole - 1 : whole);
    }

private:
    Micros m_from = 0;
    Micros m_to = 1000;
    double m_left = 0;
    double m_width = 0;
};

}  // namespace locklab
