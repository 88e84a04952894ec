// SPDX-License-Identifier: MIT
#include "core/breakpoints.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <vector>

namespace locklab {

QString breakpointKindName(BreakpointKind kind)
{
    switch (kind) {
    case BreakpointKind::OverlapBegins:
        return QStringLiteral("overlap-begins");
    case BreakpointKind::WriteRefused:
        return QStringLiteral("write-refused");
    case BreakpointKind::StaleWriteAccepted:
        return QStringLiteral("stale-write-accepted");
    case BreakpointKind::LockExpiredUnderHolder:
        return QStringLiteral("lock-expired-under-holder");
    case BreakpointKind::ForeignDelete:
        return QStringLiteral("foreign-delete");
    case BreakpointKind::ErrorOrUnknown:
        return QStringLiteral("error-or-unknown");
    }
    return {};
}

QString breakpointKindTitle(BreakpointKind kind)
{
    switch (kind) {
    case BreakpointKind::OverlapBegins:
        return BreakpointTr::tr("Overlap begins");
    case BreakpointKind::WriteRefused:
        return BreakpointTr::tr("Write refused");
    case BreakpointKind::StaleWriteAccepted:
        return BreakpointTr::tr("Stale write accepted");
    case BreakpointKind::LockExpiredUnderHolder:
        return BreakpointTr::tr("Lock expired under its holder");
    case BreakpointKind::ForeignDelete:
        return BreakpointTr::tr("DEL removed another's lock");
    case BreakpointKind::ErrorOrUnknown:
        return BreakpointTr::tr("Error or unknown reply");
    }
    return {};
}

namespace {

// The first event at or after `at` that matches, else the first at or after `at`.
template <typename Pred> qsizetype eventAt(const Trace &trace, Micros at, Pred matches)
{
    qsizetype fallback = -1;
    for (qsizetype i = trace.events.firstAtOrAfter(at); i < trace.events.size(); ++i) {
        const Micros t = trace.events.timeAt(i);
        if (t < at)
            continue;
        if (fallback < 0)
            fallback = i;
        if (t > at)
            break;
        if (matches(trace.events.scalarsAt(i)))  // the matchers read no string
            return i;
    }
    return fallback;
}

}  // namespace

// What a hit is, without its words: the source is the index of the overlap, write or violation
// in the summary it came from, or of the reply (ErrorOrUnknown).
struct BreakpointHits::Data {
    struct Hit {
        Micros at;
        qsizetype eventIndex;
        qint32 source;
        BreakpointKind kind;
    };
    Interpretation interpretation;
    qsizetype count = -1;  // -1: not counted yet
    bool found = false;
    std::vector<Hit> hits;

    void countThem();
    void find();
    BreakpointHit make(const Hit &hit) const;
};

// What find() adds, without finding where: one hit per overlap, refused or stale write, lost lock,
// foreign DEL and failed reply.
void BreakpointHits::Data::countThem()
{
    const Summary &s = interpretation.summary();
    count = s.overlaps.size() + s.errors + s.unknownOutcomes;
    for (const Write &w : s.writes)
        count += w.accepted && !w.stale ? 0 : 1;
    for (const Violation &v : s.violations)
        count += v.kind == ViolationKind::LockLostWhileHeld || v.kind == ViolationKind::ForeignDelete ? 1 : 0;
}

// The one definition of where each kind hits; make() says who and in what words.
void BreakpointHits::Data::find()
{
    found = true;
    const Trace &trace = interpretation.trace();
    const Summary &s = interpretation.summary();
    if (count > 0)
        hits.reserve(static_cast<std::size_t>(count));
    auto add = [this](BreakpointKind kind, Micros at, qsizetype index, qsizetype source) {
        hits.push_back({at, index, static_cast<qint32>(source), kind});
    };
    for (qsizetype i = 0; i < s.overlaps.size(); ++i) {
        const Interval &overlap = s.overlaps.at(i);
        add(BreakpointKind::OverlapBegins, overlap.from,
            eventAt(trace, overlap.from,
                    [](const TraceEvent &e) { return e.kind == EventKind::State && e.believesHeld; }),
            i);
    }
    for (qsizetype i = 0; i < s.writes.size(); ++i) {
        const Write &w = s.writes.at(i);
        if (w.accepted && !w.stale)
            continue;
        // Writes carry the server's time; the cursor goes to the reply that told the writer.
        const qsizetype index = w.event;
        add(w.accepted ? BreakpointKind::StaleWriteAccepted : BreakpointKind::WriteRefused,
            index >= 0 ? trace.events.timeAt(index) : w.at, index, i);
    }
    // (deleter, when its DEL ran) -> the first such release's reply.
    QHash<std::pair<int, Micros>, qsizetype> foreignDeletes;
    for (const Release &r : s.releases) {
        if (r.result != ReleaseResult::DeletedForeign)
            continue;
        const std::pair<int, Micros> key{r.worker, interpretation.meaning(r.event).executedAt};
        if (!foreignDeletes.contains(key))
            foreignDeletes.insert(key, r.event);
    }
    for (qsizetype i = 0; i < s.violations.size(); ++i) {
        const Violation &v = s.violations.at(i);
        if (v.kind == ViolationKind::LockLostWhileHeld) {
            const qsizetype index = eventAt(trace, v.from, [](const TraceEvent &e) {
                return e.kind == EventKind::Expired || e.kind == EventKind::Fault || e.kind == EventKind::Replied;
            });
            // The cursor goes where the event that shows it is (a DEL's reply comes after it ran).
            add(BreakpointKind::LockExpiredUnderHolder, index >= 0 ? trace.events.timeAt(index) : v.from, index, i);
        } else if (v.kind == ViolationKind::ForeignDelete) {
            // The reply that told the deleter: its release ran when the span ended. Looked up in
            // an index, not by a scan of every release per violation (a naive-DEL run has many).
            const auto it = foreignDeletes.constFind({v.workers.value(0), v.from});
            const qsizetype index = it != foreignDeletes.constEnd() ? it.value() : -1;
            add(BreakpointKind::ForeignDelete, index >= 0 ? trace.events.timeAt(index) : v.from, index, i);
        }
    }
    // Error and unknown replies: the summary counts them, so a run without any (most) is not scanned.
    if (s.errors + s.unknownOutcomes > 0) {
        for (qsizetype i = 0; i < trace.events.size(); ++i) {
            if (trace.events.kindAt(i) != EventKind::Replied)
                continue;
            const Reply::Kind kind = trace.events.replyKindAt(i);  // Reply::isFailure, no event unpacked
            if (kind == Reply::Kind::Error || kind == Reply::Kind::Unknown)
                add(BreakpointKind::ErrorOrUnknown, trace.events.timeAt(i), i, i);
        }
    }
    std::stable_sort(hits.begin(), hits.end(),
                     [](const Hit &a, const Hit &b) { return a.at != b.at ? a.at < b.at : a.kind < b.kind; });
    // The rows a view was told of must all be there.
    Q_ASSERT(count < 0 || count == static_cast<qsizetype>(hits.size()));
    count = static_cast<qsizetype>(hits.size());
}

BreakpointHit BreakpointHits::Data::make(const Hit &hit) const
{
    const Trace &trace = interpretation.trace();
    const Summary &s = interpretation.summary();
    BreakpointHit h{hit.kind, hit.at, hit.eventIndex, {}, {}};
    switch (hit.kind) {
    case BreakpointKind::OverlapBegins: {
        const Interval &overlap = s.overlaps.at(hit.source);
        const QStringList names = trace.workerNames(overlap.workers);
        h.workers = overlap.workers;
        h.description =
            BreakpointTr::tr("%1 are inside the critical section together").arg(names.join(QStringLiteral(" + ")));
        break;
    }
    case BreakpointKind::WriteRefused:
    case BreakpointKind::StaleWriteAccepted: {
        const Write &w = s.writes.at(hit.source);
        h.workers = {w.worker};
        h.description = hit.kind == BreakpointKind::WriteRefused
                            ? BreakpointTr::tr("the store refused %1's write (fencing token %2)")
                                  .arg(trace.workerName(w.worker))
                                  .arg(w.fence)
                            : BreakpointTr::tr("the store accepted %1's stale write").arg(trace.workerName(w.worker));
        break;
    }
    case BreakpointKind::LockExpiredUnderHolder: {
        const Violation &v = s.violations.at(hit.source);
        h.workers = v.workers;
        h.description = BreakpointTr::tr("%1's lock is gone while %1 still believes it holds it")
                            .arg(trace.workerName(v.workers.value(0)));
        break;
    }
    case BreakpointKind::ForeignDelete: {
        const Violation &v = s.violations.at(hit.source);
        h.workers = v.workers;
        h.description = BreakpointTr::tr("%1's DEL removed %2's lock")
                            .arg(trace.workerName(v.workers.value(0)), trace.workerName(v.workers.value(1)));
        break;
    }
    case BreakpointKind::ErrorOrUnknown: {
        const TraceEvent e = trace.events.at(hit.source);
        h.workers = {e.worker};
        h.description = e.reply.kind == Reply::Kind::Unknown
                            ? BreakpointTr::tr("%1's %2 got no reply")
                                  .arg(trace.workerName(e.worker), commandName(e.request.command))
                            : BreakpointTr::tr("%1's %2 failed: %3")
                                  .arg(trace.workerName(e.worker), commandName(e.request.command), e.reply.text);
        break;
    }
    }
    return h;
}

BreakpointHits::BreakpointHits()
    : BreakpointHits(Interpretation())
{}

BreakpointHits::BreakpointHits(const Interpretation &interpretation)
    : m_data(std::make_shared<Data>())
{
    m_data->interpretation = interpretation;
}

const BreakpointHits::Data &BreakpointHits::found() const
{
    if (!m_data->found)
        m_data->find();
    return *m_data;
}

qsizetype BreakpointHits::size() const
{
    if (m_data->count < 0)
        m_data->countThem();
    return m_data->count;
}

bool BreakpointHits::isFound() const
{
    return m_data->found;
}

Micros BreakpointHits::timeAt(qsizetype i) const
{
    return found().hits.at(static_cast<std::size_t>(i)).at;
}

BreakpointKind BreakpointHits::kindAt(qsizetype i) const
{
    return found().hits.at(static_cast<std::size_t>(i)).kind;
}

qsizetype BreakpointHits::eventIndexAt(qsizetype i) const
{
    return found().hits.at(static_cast<std::size_t>(i)).eventIndex;
}

BreakpointHit BreakpointHits::at(qsizetype i) const
{
    return found().make(found().hits.at(static_cast<std::size_t>(i)));
}

qsizetype BreakpointHits::firstAtOrAfter(Micros t) const
{
    const std::vector<Data::Hit> &hits = found().hits;
    return std::lower_bound(hits.cbegin(), hits.cend(), t, [](const Data::Hit &h, Micros x) { return h.at < x; })
           - hits.cbegin();
}

qsizetype BreakpointHits::next(quint32 enabledKinds, qsizetype eventIndex, Micros eventAt) const
{
    // Hits are in time order: every hit before the first at `eventAt` is at an earlier event, so
    // the search starts there. Ties at one instant are in kind order, not event order: the scan
    // checks each.
    const std::vector<Data::Hit> &hits = found().hits;
    std::size_t i = eventAt >= 0 ? static_cast<std::size_t>(firstAtOrAfter(eventAt)) : 0;
    for (; i < hits.size(); ++i) {
        if ((enabledKinds & breakpointBit(hits[i].kind)) && hits[i].eventIndex > eventIndex)
            return static_cast<qsizetype>(i);
    }
    return -1;
}

qsizetype BreakpointHits::previous(quint32 enabledKinds, qsizetype eventIndex, Micros eventAt) const
{
    const std::vector<Data::Hit> &hits = found().hits;
    std::size_t end = eventAt >= 0 ? static_cast<std::size_t>(firstAtOrAfter(eventAt + 1)) : hits.size();
    // The last in list order before `eventIndex`: walking back, the first one that qualifies.
    while (end > 0) {
        const Data::Hit &h = hits[--end];
        if ((enabledKinds & breakpointBit(h.kind)) && h.eventIndex >= 0 && h.eventIndex < eventIndex)
            return static_cast<qsizetype>(end);
    }
    return -1;
}

qsizetype BreakpointHits::countBefore(qsizetype events) const
{
    const std::vector<Data::Hit> &hits = found().hits;
    // Hits are in trace order: the shown ones are a prefix (a binary search, not a scan).
    return std::partition_point(hits.cbegin(), hits.cend(),
                                [events](const Data::Hit &h) { return h.eventIndex < events; })
           - hits.cbegin();
}

QList<BreakpointHit> findBreakpointHits(const Interpretation &interpretation)
{
    const BreakpointHits hits(interpretation);
    QList<BreakpointHit> all;
    all.reserve(hits.size());
    for (qsizetype i = 0; i < hits.size(); ++i)
        all.append(hits.at(i));
    return all;
}

qsizetype nextBreakpointHit(const QList<BreakpointHit> &hits, quint32 enabledKinds, qsizetype eventIndex,
                            Micros eventAt)
{
    // Hits are in time order: every hit before the first at `eventAt` is at an earlier event, so
    // the search starts there (831,600 hits at 10 M events). Ties at one instant are in kind
    // order, not event order: the scan checks each.
    auto it = hits.cbegin();
    if (eventAt >= 0)
        it = std::partition_point(hits.cbegin(), hits.cend(),
                                  [eventAt](const BreakpointHit &h) { return h.at < eventAt; });
    for (; it != hits.cend(); ++it) {
        if ((enabledKinds & breakpointBit(it->kind)) && it->eventIndex > eventIndex)
            return it - hits.cbegin();
    }
    return -1;
}

qsizetype previousBreakpointHit(const QList<BreakpointHit> &hits, quint32 enabledKinds, qsizetype eventIndex,
                                Micros eventAt)
{
    auto it = hits.cend();
    if (eventAt >= 0)
        it = std::partition_point(hits.cbegin(), hits.cend(),
                                  [eventAt](const BreakpointHit &h) { return h.at <= eventAt; });
    // The last in list order before `eventIndex`: walking back, the first one that qualifies.
    while (it != hits.cbegin()) {
        --it;
        if ((enabledKinds & breakpointBit(it->kind)) && it->eventIndex >= 0 && it->eventIndex < eventIndex)
            return it - hits.cbegin();
    }
    return -1;
}

}  // namespace locklab
