// SPDX-License-Identifier: MIT
#include "core/monitormerge.h"

#include <algorithm>

namespace locklab {

int MonitorMerge::addSource()
{
    m_sources.emplace_back();
    return static_cast<int>(m_sources.size()) - 1;
}

void MonitorMerge::setLive(int source, bool live)
{
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    s.live = live;
    if (!live && !s.units.empty())
        s.units.back().complete = true;  // no script line can follow on a lost connection
}

void MonitorMerge::add(int source, const MonitorLine &line, qint64 arrivedUs)
{
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    if (line.source == MonitorLine::Source::Lua && !s.units.empty() && !s.units.back().complete) {
        s.units.back().lines.push_back(line);
        return;
    }
    // A script line whose EVAL has gone already (it came after the hold) goes on its own.
    if (!s.units.empty())
        s.units.back().complete = true;
    s.units.push_back(Unit{line.serverTimeUs, arrivedUs, line.source == MonitorLine::Source::Lua, {line}});
    s.seenUs = std::max(s.seenUs, line.serverTimeUs);
}

void MonitorMerge::advance(int source, qint64 serverUs)
{
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    if (!s.units.empty())
        s.units.back().complete = true;  // a command came after it: its script lines are all there
    s.seenUs = std::max(s.seenUs, serverUs);
}

int MonitorMerge::liveSources() const
{
    return static_cast<int>(
        std::count_if(m_sources.cbegin(), m_sources.cend(), [](const Source &s) { return s.live; }));
}

int MonitorMerge::next(qint64 nowUs, bool force) const
{
    int best = -1;
    for (int i = 0; i < sourceCount(); ++i) {
        const Source &s = m_sources[static_cast<std::size_t>(i)];
        if (!s.units.empty()
            && (best < 0
                || s.units.front().serverUs < m_sources[static_cast<std::size_t>(best)].units.front().serverUs))
            best = i;
    }
    if (best < 0 || force)
        return best;
    const Source &chosen = m_sources[static_cast<std::size_t>(best)];
    const Unit &unit = chosen.units.front();
    if (nowUs - unit.arrivedUs >= m_holdUs)
        return best;  // waited long enough: the quiet streams hold it no longer
    if (liveSources() <= 1)
        return best;  // nothing to interleave with
    if (chosen.live && !unit.complete)
        return -1;  // its script lines may still be on their way
    for (int i = 0; i < sourceCount(); ++i) {
        const Source &other = m_sources[static_cast<std::size_t>(i)];
        // A stream with a line waiting is later (best is the earliest); a lost one shows nothing.
        if (i != best && other.live && other.units.empty() && other.seenUs < unit.serverUs)
            return -1;
    }
    return best;
}

void MonitorMerge::pop(int source, const Output &out)
{
    Source &s = m_sources[static_cast<std::size_t>(source)];
    const Unit unit = std::move(s.units.front());
    s.units.pop_front();
    for (const MonitorLine &line : unit.lines)
        out(source, line);
}

void MonitorMerge::release(qint64 nowUs, const Output &out)
{
    for (int s = next(nowUs, false); s >= 0; s = next(nowUs, false))
        pop(s, out);
}

void MonitorMerge::drain(const Output &out)
{
    for (int s = next(0, true); s >= 0; s = next(0, true))
        pop(s, out);
}

qint64 MonitorMerge::oldestArrivalUs() const
{
    qint64 oldest = -1;
    for (const Source &s : m_sources) {
        // Each stream's lines arrive in its order: its first waits longest.
        if (!s.units.empty() && (oldest < 0 || s.units.front().arrivedUs < oldest))
            oldest = s.units.front().arrivedUs;
    }
    return oldest;
}

qsizetype MonitorMerge::waiting() const
{
    qsizetype n = 0;
    for (const Source &s : m_sources)
        n += static_cast<qsizetype>(s.units.size());
    return n;
}

}  // namespace locklab
