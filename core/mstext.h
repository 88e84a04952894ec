// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QString>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace locklab {

// One way to write a time, one way to take a percentile: every view, report and note uses these.

// A time for people, "120.6 ms", in the user's language: as many decimals as the value needs
// (0, 1 or 3: whole ms, tenths, µs), or exactly `decimals`; number and unit joined as unitSpace()
// says. Every "N ms" a view shows is written here, never as "%1 ms" in a sentence.
QString formatMs(Micros us, int decimals = -1);
// A time as a fixed-decimal number without unit, "120.600": report columns, trace lines; a
// sentence that says "ms" itself, or a column headed in ms, takes `decimals` 1 ("120.6").
QString msNumber(Micros us, int decimals = 3);
// A whole number of ms as a scenario field holds it (a step's work, a fault's start), "50 ms".
QString formatWholeMs(qint64 ms);

// The percentile rule: the value at index round(p × (n − 1)) of the n sorted values, p in [0, 1];
// p 0 is the minimum, p 1 the maximum.
inline std::size_t percentileIndex(std::size_t n, double p)
{
    if (n == 0)
        return 0;
    const double clamped = std::clamp(p, 0.0, 1.0);
    return std::min(n - 1, static_cast<std::size_t>(clamped * static_cast<double>(n - 1) + 0.5));
}
// `values` sorted ascending; 0 for none.
template <class T> T percentileOfSorted(const std::vector<T> &values, double p)
{
    return values.empty() ? T{} : values[percentileIndex(values.size(), p)];
}

}  // namespace locklab
