// SPDX-License-Identifier: MIT
#include "timeline/timemapping.h"

#include <algorithm>
#include <cmath>

namespace locklab {

TimeMapping::TimeMapping(Micros from, Micros to, double left, double width)
    : m_from(from)
    , m_to(std::max(to, from + minDuration))
    , m_left(left)
    , m_width(std::max(0.0, width))
{}

Micros TimeMapping::microsPerPixel() const
{
    if (!isValid())
        return 1;
    return std::max<Micros>(1, static_cast<Micros>(std::ceil(static_cast<double>(duration()) / m_width)));
}

TimeMapping TimeMapping::zoomed(double factor, double anchorX) const
{
    if (!isValid() || factor <= 0)
        return *this;
    const Micros anchor = mapXToTime(anchorX);
    const double fraction = (anchorX - m_left) / m_width;
    const double newDuration = std::max(static_cast<double>(minDuration), static_cast<double>(duration()) / factor);
    const Micros from = anchor - static_cast<Micros>(std::llround(fraction * newDuration));
    return TimeMapping(from, from + static_cast<Micros>(std::llround(newDuration)), m_left, m_width);
}

TimeMapping TimeMapping::panned(double dx) const
{
    if (!isValid())
        return *this;
    const Micros shift = static_cast<Micros>(std::llround(dx / pixelsPerMicro()));
    return TimeMapping(m_from - shift, m_to - shift, m_left, m_width);
}

TimeMapping TimeMapping::withPixels(double left, double width) const
{
    return TimeMapping(m_from, m_to, left, width);
}

TimeMapping TimeMapping::fitted(Micros from, Micros to, double margin) const
{
    const Micros span = std::max(to - from, minDuration);
    const Micros pad = static_cast<Micros>(std::llround(static_cast<double>(span) * margin));
    return TimeMapping(from - pad, from + span + pad, m_left, m_width);
}

TimeMapping TimeMapping::fitted(Micros from, Micros to, double margin, double endPixels) const
{
    // Without pixels yet (a widget not laid out), keep about what 56 px of 1000 would keep.
    if (m_width < 4 * endPixels)
        return fitted(from, to + (to - from) * 6 / 100, margin);
    const double narrow = m_width - std::max(0.0, endPixels);
    const TimeMapping inner = TimeMapping(m_from, m_to, m_left, narrow).fitted(from, to, margin);
    const Micros duration = roundToMicros(static_cast<double>(inner.duration()) * m_width / narrow);
    return TimeMapping(inner.from(), inner.from() + duration, m_left, m_width);
}

TimeMapping TimeMapping::bounded(Micros lo, Micros hi) const
{
    if (hi - lo <= duration())
        return TimeMapping(lo, hi, m_left, m_width);
    if (m_from < lo)
        return TimeMapping(lo, lo + duration(), m_left, m_width);
    if (m_to > hi)
        return TimeMapping(hi - duration(), hi, m_left, m_width);
    return *this;
}

}  // namespace locklab
