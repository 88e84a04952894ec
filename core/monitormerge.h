// SPDX-License-Identifier: MIT
#pragma once

#include "core/monitorline.h"

#include <deque>
#include <functional>
#include <vector>

namespace locklab {

// Several MONITOR streams merged into one, in server time order: a Redis Cluster's shards (one
// stream per primary), and as well any set of independent servers watched together. Each stream
// is in its own server's execution order; the merge never reorders a stream, it only chooses which
// stream's next line goes first (the earliest server time; the lower source on a tie).
//
// A line can go only once no other live stream can still show an earlier one: that stream has a
// line waiting already, or has shown one at or after its time (a heartbeat PING counts: advance()).
// A quiet stream holds the others back for at most `holdUs` of our wall clock; then the waiting
// lines go anyway, and a line that comes later with an earlier time is the interpreter's "time went
// backwards" (counted, never a violation). A stream that is down (its MONITOR lost) holds nobody.
//
// A script's commands (`[db lua]` lines) stay with the EVAL before them: another stream's line
// between them would end the script early. So with more than one stream live, a stream's last
// line waits until its next line arrives, or the hold passes, whichever comes first.
class MonitorMerge {
public:
    using Output = std::function<void(int source, const MonitorLine &line)>;

    explicit MonitorMerge(qint64 holdUs = 100000)
        : m_holdUs(holdUs)
    {}

    int addSource();  // a new live stream; its index
    int sourceCount() const { return static_cast<int>(m_sources.size()); }
    // A stream lost (false) holds nobody back until it is live again; its waiting lines stay in order.
    void setLive(int source, bool live);
    bool isLive(int source) const { return m_sources.at(static_cast<std::size_t>(source)).live; }

    // The next line of `source`, which arrived at `arrivedUs` (our clock, µs).
    void add(int source, const MonitorLine &line, qint64 arrivedUs);
    // `source` has shown everything up to `serverUs` (a line that is not passed on: a heartbeat).
    void advance(int source, qint64 serverUs);

    // Passes on, in order, every line that can go at `nowUs` (our clock).
    void release(qint64 nowUs, const Output &out);
    // Passes on everything that waits, in the merge's order (the end of a watch, a limit).
    void drain(const Output &out);
    // The line that waits longest arrived at this instant (our clock); -1: nothing waits.
    qint64 oldestArrivalUs() const;
    qsizetype waiting() const;
    qint64 holdUs() const { return m_holdUs; }

private:
    struct Unit {
        qint64 serverUs = 0;
        qint64 arrivedUs = 0;
        bool complete = false;           // a later line of the stream came: no script line can follow
        std::vector<MonitorLine> lines;  // a command and the script commands that followed it
    };
    struct Source {
        std::deque<Unit> units;
        qint64 seenUs = -1;  // the latest server time the stream showed
        bool live = true;
    };
    // The source whose first unit goes next at `nowUs` (`force`: whatever waits), or -1.
    int next(qint64 nowUs, bool force) const;
    int liveSources() const;
    void pop(int source, const Output &out);

    qint64 m_holdUs;
    std::vector<Source> m_sources;
};

}  // namespace locklab
