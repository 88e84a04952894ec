// SPDX-License-Identifier: MIT
#include "summary.h"

#include <QJsonArray>

#include <algorithm>
#include <map>

namespace locklab {

QString releaseResultName(ReleaseResult result)
{
    switch (result) {
    case ReleaseResult::Released:
        return QStringLiteral("released");
    case ReleaseResult::NotOwner:
        return QStringLiteral("not-owner");
    case ReleaseResult::NoKey:
        return QStringLiteral("no-key");
    case ReleaseResult::DeletedForeign:
        return QStringLiteral("deleted-foreign");
    case ReleaseResult::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Safe:
        return QStringLiteral("safe");
    case Verdict::MutualExclusionViolated:
        return QStringLiteral("mutual-exclusion-violated");
    case Verdict::DataCorrupted:
        return QStringLiteral("data-corrupted");
    case Verdict::Inconclusive:
        return QStringLiteral("inconclusive");
    }
    return {};
}

int Summary::staleWritesAccepted() const
{
    return static_cast<int>(
        std::count_if(writes.cbegin(), writes.cend(), [](const Write &w) { return w.accepted && w.stale; }));
}

// When the server ran a command: exactly, if the store knows; else the middle of the round trip.
static Micros executedAt(const TraceEvent &e)
{
    return e.reply.executedAt >= 0 ? e.reply.executedAt : (e.sentAt + e.at) / 2;
}

static bool isReplyInt(const TraceEvent &e, qint64 value)
{
    return e.reply.kind == Reply::Kind::Integer && e.reply.integer == value;
}

// Did an acquire or write take effect on the server? An unknown reply counts when the backend
// knows what the server did (the embedded store does; see Reply::Kind::Unknown).
static bool tookEffect(const TraceEvent &e)
{
    if (e.reply.kind == Reply::Kind::Unknown)
        return e.reply.executedAt >= 0 && e.reply.integer == 1;
    switch (e.request.command) {
    case Command::Set:
        return e.reply.isOk();
    case Command::Write:
        return e.reply.kind == Reply::Kind::Integer;
    default:
        return e.reply.kind == Reply::Kind::Integer && e.reply.integer > 0;
    }
}

// Who the server says holds the key, and what every release and write met there.
static void sweepServer(const Trace &trace, Summary &s)
{
    struct Op {
        Micros at;
        qsizetype index;
    };
    std::vector<Op> ops;
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events.at(i);
        const bool ranUnseen = e.reply.kind == Reply::Kind::Unknown && e.reply.executedAt >= 0;
        if (e.kind == EventKind::Replied && (!e.reply.isFailure() || ranUnseen))
            ops.push_back({executedAt(e), i});
        else if (e.kind == EventKind::Expired && e.text == trace.lockKey)
            ops.push_back({e.at, i});
        else if (e.kind == EventKind::Fault && e.fault == FaultKind::Restart && e.value != 0)
            ops.push_back({e.at, i});
        else if (e.kind == EventKind::Replied)  // failures still count as releases or writes
            ops.push_back({e.at, i});
    }
    std::stable_sort(ops.begin(), ops.end(), [](const Op &a, const Op &b) { return a.at < b.at; });

    KeySpan open;
    bool held = false;
    // Each successful acquisition is one generation of the lock; a fenced write carries its fence
    // instead, which is what the store compares. A write is stale when the store already took a
    // write of a newer generation: the older holder overwrites newer data. (Writes that land in
    // generation order are consistent, even when the lock was violated in between.)
    qint64 generation = 0;
    QHash<int, qint64> generationOf;  // worker -> generation of its latest acquisition
    qint64 newestWritten = 0;
    auto close = [&](Micros at, KeySpan::End end) {
        if (!held)
            return;
        open.to = at;
        open.end = end;
        s.keySpans.append(open);
        held = false;
    };
    for (const Op &op : ops) {
        const TraceEvent &e = trace.events.at(op.index);
        if (e.kind == EventKind::Expired) {
            close(op.at, KeySpan::End::Expired);
            continue;
        }
        if (e.kind == EventKind::Fault) {
            close(op.at, KeySpan::End::Lost);
            continue;
        }
        const Request &r = e.request;
        const bool onLock = r.key == trace.lockKey;
        const bool failed = e.reply.isFailure();
        switch (r.command) {
        case Command::Set:
        case Command::AcquireWithFence:
            if (onLock && tookEffect(e)) {
                close(op.at, KeySpan::End::Released);  // an overwrite without NX replaces the holder
                open = KeySpan{op.at, op.at, e.worker, r.value, r.number > 0 ? op.at + r.number * 1000 : -1};
                held = true;
                generationOf.insert(e.worker, ++generation);
            }
            break;
        case Command::Del:
        case Command::CompareAndDelete:
            if (!onLock)
                break;
            {
                Release rel{e.worker, ReleaseResult::Failed, e.at};
                if (!failed) {
                    const bool deleted = isReplyInt(e, 1);
                    if (r.command == Command::CompareAndDelete)
                        rel.result = deleted ? ReleaseResult::Released : ReleaseResult::NotOwner;
                    else if (!deleted)
                        rel.result = ReleaseResult::NoKey;
                    else if (held && open.holder >= 0 && open.holder != e.worker)
                        rel.result = ReleaseResult::DeletedForeign;
                    else
                        rel.result = ReleaseResult::Released;
                    if (deleted)
                        close(op.at, rel.result == ReleaseResult::DeletedForeign ? KeySpan::End::DeletedByOther
                                                                                 : KeySpan::End::Released);
                }
                if (rel.result == ReleaseResult::DeletedForeign)
                    ++s.foreignDeletes;
                s.releases.append(rel);
            }
            break;
        case Command::Pexpire:
        case Command::CompareAndExtend:
            if (onLock && held && isReplyInt(e, 1))
                open.deadline = op.at + r.number * 1000;
            break;
        case Command::Write:
        case Command::FencedWrite: {
            Write w;
            w.worker = e.worker;
            w.fence = r.command == Command::FencedWrite ? r.number : -1;
            w.accepted = tookEffect(e);
            const qint64 writeGeneration = w.fence >= 0 ? w.fence : generationOf.value(e.worker, 0);
            w.stale = writeGeneration < newestWritten;
            if (w.accepted)
                newestWritten = std::max(newestWritten, writeGeneration);
            w.at = op.at;
            if (w.accepted) {
                s.storeValue = r.value;
                ++s.storeCount;
                s.storeFence = std::max(s.storeFence, std::max<qint64>(w.fence, 0));
            }
            s.writes.append(w);
            break;
        }
        default:
            break;
        }
    }
    s.finalHolder = held ? open.holder : -1;
    const Micros end = trace.endTime();
    if (held) {
        open.to = std::max(end, open.from);
        open.end = KeySpan::End::Open;
        s.keySpans.append(open);
    }
}

static void collectAcquisitions(const Trace &trace, Summary &s)
{
    std::map<int, qsizetype> openByWorker;  // worker -> index into s.acquisitions
    for (const TraceEvent &e : trace.events) {
        if (e.worker < 0)
            continue;
        const bool isAcquire = (e.request.command == Command::Set && e.request.condition == SetCondition::IfAbsent)
                               || e.request.command == Command::AcquireWithFence;
        if (e.kind == EventKind::Replied && isAcquire && e.request.key == trace.lockKey) {
            auto it = openByWorker.find(e.worker);
            if (it == openByWorker.end()) {
                s.acquisitions.append(Acquisition{e.worker, false, e.at, 0, false, e.request.value, e.sentAt});
                it = openByWorker.emplace(e.worker, s.acquisitions.size() - 1).first;
            }
            Acquisition &a = s.acquisitions[it->second];
            ++a.attempts;
            a.at = e.at;
            a.unknown = e.reply.kind == Reply::Kind::Unknown;
            if (e.reply.isOk() || (e.request.command == Command::AcquireWithFence && e.reply.integer > 0)) {
                a.ok = true;
                openByWorker.erase(it);
            }
        } else if (e.kind == EventKind::State && e.state != WorkerState::Acquiring) {
            openByWorker.erase(e.worker);
        }
    }
}

static void collectBeliefsAndOverlaps(const Trace &trace, Summary &s)
{
    const int n = static_cast<int>(trace.workers.size());
    std::vector<Micros> since(static_cast<std::size_t>(n), -1);
    for (const TraceEvent &e : trace.events) {
        if (e.kind != EventKind::State || e.worker < 0 || e.worker >= n)
            continue;
        Micros &from = since[static_cast<std::size_t>(e.worker)];
        if (e.believesHeld && from < 0) {
            from = e.at;
        } else if (!e.believesHeld && from >= 0) {
            s.beliefs.append(Interval{from, e.at, {e.worker}});
            from = -1;
        }
    }
    for (int w = 0; w < n; ++w) {
        if (since[static_cast<std::size_t>(w)] >= 0)
            s.beliefs.append(Interval{since[static_cast<std::size_t>(w)], trace.endTime(), {w}});
    }

    // Sweep: ends before starts at the same instant, so back-to-back holders do not overlap.
    struct Edge {
        Micros at;
        int delta;
        int worker;
    };
    std::vector<Edge> edges;
    for (const Interval &b : s.beliefs) {
        if (b.to <= b.from)
            continue;
        edges.push_back({b.from, +1, b.workers.first()});
        edges.push_back({b.to, -1, b.workers.first()});
    }
    std::sort(edges.begin(), edges.end(),
              [](const Edge &a, const Edge &b) { return a.at != b.at ? a.at < b.at : a.delta < b.delta; });
    QList<int> inside;
    Interval current;
    bool overlapping = false;
    for (const Edge &edge : edges) {
        if (edge.delta > 0)
            inside.append(edge.worker);
        else
            inside.removeOne(edge.worker);
        if (!overlapping && inside.size() >= 2) {
            overlapping = true;
            current = Interval{edge.at, edge.at, {}};
        }
        if (overlapping) {
            for (int w : std::as_const(inside)) {
                if (!current.workers.contains(w))
                    current.workers.append(w);
            }
        }
        if (overlapping && inside.size() < 2) {
            overlapping = false;
            current.to = edge.at;
            std::sort(current.workers.begin(), current.workers.end());
            if (current.to > current.from) {
                s.overlaps.append(current);
                s.overlapTotal += current.length();
            }
        }
    }
}

static Fairness fairnessOf(const Trace &trace, const Summary &s)
{
    Fairness f;
    std::vector<Micros> waits;
    std::vector<char> served(static_cast<std::size_t>(trace.workers.size()), 0), tried(served);
    for (const Acquisition &a : s.acquisitions) {
        f.tries += a.attempts;
        if (a.worker < 0 || a.worker >= trace.workers.size())
            continue;
        tried[static_cast<std::size_t>(a.worker)] = 1;
        if (a.ok) {
            served[static_cast<std::size_t>(a.worker)] = 1;
            waits.push_back(a.waited());
        }
    }
    for (std::size_t w = 0; w < served.size(); ++w) {
        f.workersServed += served[w];
        if (tried[w] && !served[w])
            f.starved.append(static_cast<int>(w));
    }
    if (!waits.empty()) {
        std::sort(waits.begin(), waits.end());
        auto pct = [&waits](double p) {
            return waits[static_cast<std::size_t>(p * static_cast<double>(waits.size() - 1) + 0.5)];
        };
        f.waitP50 = pct(0.50);
        f.waitP95 = pct(0.95);
        f.waitMax = waits.back();
    }
    return f;
}

Summary summarize(const Trace &trace, SummaryDetail detail)
{
    Summary s;
    collectAcquisitions(trace, s);
    sweepServer(trace, s);
    collectBeliefsAndOverlaps(trace, s);
    for (const TraceEvent &e : trace.events) {
        if (e.kind != EventKind::Replied)
            continue;
        ++s.replies;
        if (e.reply.kind == Reply::Kind::Unknown)
            ++s.unknownOutcomes;
        else if (e.reply.kind == Reply::Kind::Error)
            ++s.errors;
    }
    if (detail == SummaryDetail::Metrics) {
        // The same verdict the checker gives, without composing its explanations.
        s.verdict = s.staleWritesAccepted() > 0 ? Verdict::DataCorrupted
                    : s.overlaps.isEmpty()      ? Verdict::Safe
                                                : Verdict::MutualExclusionViolated;
        if (s.verdict == Verdict::Safe && s.mostlyUnanswered())
            s.verdict = Verdict::Inconclusive;
        return s;
    }
    s.fairness = fairnessOf(trace, s);
    s.violations = checkSafety(trace, s);
    auto has = [&s](ViolationKind kind) {
        return std::any_of(s.violations.cbegin(), s.violations.cend(),
                           [kind](const Violation &v) { return v.kind == kind; });
    };
    if (has(ViolationKind::StaleWriteAccepted))
        s.verdict = Verdict::DataCorrupted;
    else if (has(ViolationKind::MutualExclusion))
        s.verdict = Verdict::MutualExclusionViolated;
    else if (s.mostlyUnanswered())
        s.verdict = Verdict::Inconclusive;
    return s;
}

static QJsonValue msValue(Micros us)
{
    return QJsonValue(msFromUs(us));
}

QJsonObject summaryToJson(const Trace &trace, const Summary &s)
{
    QJsonArray acquisitions;
    for (const Acquisition &a : s.acquisitions) {
        QJsonObject o{{QStringLiteral("worker"), trace.workerName(a.worker)},
                      {QStringLiteral("ok"), a.ok},
                      {QStringLiteral("atMs"), msValue(a.at)},
                      {QStringLiteral("attempts"), a.attempts}};
        if (a.unknown)
            o.insert(QStringLiteral("unknown"), true);
        acquisitions.append(o);
    }
    QJsonArray releases;
    for (const Release &r : s.releases)
        releases.append(QJsonObject{{QStringLiteral("worker"), trace.workerName(r.worker)},
                                    {QStringLiteral("result"), releaseResultName(r.result)},
                                    {QStringLiteral("atMs"), msValue(r.at)}});
    QJsonArray writes;
    for (const Write &w : s.writes)
        writes.append(QJsonObject{{QStringLiteral("worker"), trace.workerName(w.worker)},
                                  {QStringLiteral("fence"), w.fence >= 0 ? QJsonValue(w.fence) : QJsonValue()},
                                  {QStringLiteral("accepted"), w.accepted},
                                  {QStringLiteral("stale"), w.stale},
                                  {QStringLiteral("atMs"), msValue(w.at)}});
    QJsonArray intervals;
    for (const Interval &i : s.overlaps) {
        QJsonArray names;
        for (int w : i.workers)
            names.append(trace.workerName(w));
        intervals.append(QJsonObject{{QStringLiteral("fromMs"), msValue(i.from)},
                                     {QStringLiteral("toMs"), msValue(i.to)},
                                     {QStringLiteral("workers"), names}});
    }
    QJsonArray violations;
    for (const Violation &v : s.violations) {
        QJsonArray names;
        for (int w : v.workers)
            names.append(trace.workerName(w));
        violations.append(QJsonObject{{QStringLiteral("kind"), violationKindName(v.kind)},
                                      {QStringLiteral("fromMs"), msValue(v.from)},
                                      {QStringLiteral("toMs"), msValue(v.to)},
                                      {QStringLiteral("workers"), names},
                                      {QStringLiteral("explanation"), v.explanation}});
    }
    return QJsonObject{
        {QStringLiteral("violations"), violations},
        {QStringLiteral("acquisitions"), acquisitions},
        {QStringLiteral("releases"), releases},
        {QStringLiteral("writes"), writes},
        {QStringLiteral("overlaps"), QJsonObject{{QStringLiteral("count"), s.overlaps.size()},
                                                 {QStringLiteral("totalMs"), msValue(s.overlapTotal)},
                                                 {QStringLiteral("intervals"), intervals}}},
        {QStringLiteral("foreignDeletes"), s.foreignDeletes},
        {QStringLiteral("unknownOutcomes"), s.unknownOutcomes},
        {QStringLiteral("errors"), s.errors},
        {QStringLiteral("store"),
         QJsonObject{{QStringLiteral("value"), s.storeValue.isEmpty() ? QJsonValue() : QJsonValue(s.storeValue)},
                     {QStringLiteral("count"), s.storeCount},
                     {QStringLiteral("fence"), s.storeFence}}},
        {QStringLiteral("fairness"), QJsonObject{{QStringLiteral("workersServed"), s.fairness.workersServed},
                                                 {QStringLiteral("starved"),
                                                  [&] {
                                                      QJsonArray a;
                                                      for (int w : s.fairness.starved)
                                                          a.append(trace.workerName(w));
                                                      return a;
                                                  }()},
                                                 {QStringLiteral("tries"), s.fairness.tries},
                                                 {QStringLiteral("waitP50Ms"), msValue(s.fairness.waitP50)},
                                                 {QStringLiteral("waitP95Ms"), msValue(s.fairness.waitP95)},
                                                 {QStringLiteral("waitMaxMs"), msValue(s.fairness.waitMax)}}},
        {QStringLiteral("lockHolderAtEnd"),
         s.finalHolder >= 0 ? QJsonValue(trace.workerName(s.finalHolder)) : QJsonValue()},
        {QStringLiteral("staleWritesAccepted"), s.staleWritesAccepted()},
        {QStringLiteral("verdict"), verdictName(s.verdict)},
    };
}

}  // namespace locklab
