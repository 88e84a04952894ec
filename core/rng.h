// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace locklab {

// SplitMix64: a run's tokens and jitter, reproducible from its seed. Seeding costs nothing,
// unlike a Mersenne Twister, which matters when a sweep starts a million runs.
class SplitMix64 {
public:
    explicit SplitMix64(quint64 seed)
        : m_state(seed)
    {}

    quint64 next()
    {
        quint64 z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, bound). The modulo bias is below 2^-40 for the bounds a lab uses.
    qint64 bounded(qint64 bound) { return bound > 0 ? static_cast<qint64>(next() % static_cast<quint64>(bound)) : 0; }

private:
    quint64 m_state;
};

}  // namespace locklab
