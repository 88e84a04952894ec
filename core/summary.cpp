// SPDX-License-Identifier: MIT
#include "core/summary.h"

#include "core/coretr.h"
#include "core/interpretation.h"
#include "core/jsonstream.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <memory>
#include <optional>

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

QString writeCheckName(WriteCheck check)
{
    switch (check) {
    case WriteCheck::None:
        return QStringLiteral("none");
    case WriteCheck::Fence:
        return QStringLiteral("fence");
    case WriteCheck::Unique:
        return QStringLiteral("unique");
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
    case Verdict::DuplicateWork:
        return QStringLiteral("duplicate-work");
    }
    return {};
}

Evidence Summary::evidence() const
{
    Evidence e;
    if (replies <= 0)
        return e;
    const bool granted =
        std::any_of(acquisitions.cbegin(), acquisitions.cend(), [](const Acquisition &a) { return a.ok; });
    if (2 * unknownOutcomes > replies)
        e.lack = Evidence::Lack::Unanswered;
    else if (!granted && 2 * (unknownOutcomes + errors) > replies)
        e.lack = Evidence::Lack::NeverGranted;
    else if (granted && 2 * failedAfterGrant > repliesAfterGrant)
        e.lack = Evidence::Lack::FailedAfterGrant;
    const bool afterGrant = e.lack == Evidence::Lack::FailedAfterGrant;
    e.failed = afterGrant ? failedAfterGrant : unknownOutcomes + errors;
    e.of = afterGrant ? repliesAfterGrant : replies;
    return e;
}

QString Evidence::text() const
{
    return lack == Lack::FailedAfterGrant
               ? SummaryTr::tr("%1 of %2 commands after the first grant got no reply or an error").arg(failed).arg(of)
               : SummaryTr::tr("%1 of %2 commands got no reply or an error").arg(failed).arg(of);
}

int Summary::staleWritesAccepted() const
{
    return static_cast<int>(
        std::count_if(writes.cbegin(), writes.cend(), [](const Write &w) { return w.accepted && w.stale; }));
}

bool waitShortfall(const TraceEvent &e)
{
    if (e.kind != EventKind::Replied || e.request.command != Command::Wait)
        return false;
    return e.reply.kind != Reply::Kind::Integer || e.reply.integer < e.request.value.toInt();
}

int primaryAt(const QList<Failover> &failovers, Micros at)
{
    int primary = 0;
    for (const Failover &f : failovers) {
        if (f.promotedAt >= 0 && f.promotedAt <= at)
            primary = f.replica + 1;
    }
    return primary;
}

void collectReplication(const Trace &trace, Summary &s)
{
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        // Faults and WAIT replies, the others skipped without unpacking them.
        const EventKind kind = trace.events.kindAt(i);
        if (kind != EventKind::Fault && (kind != EventKind::Replied || trace.events.commandAt(i) != Command::Wait))
            continue;
        const TraceEvent e = trace.events.at(i);
        if (e.kind == EventKind::Fault && e.fault == FaultKind::Failover && e.deadline >= 0) {
            // Applied (a failover a backend could not produce has no promotion instant).
            s.failovers.append(Failover{e.at, -1, -1, e.value != 0});
        } else if (e.kind == EventKind::Fault && e.fault == FaultKind::Promotion && !s.failovers.isEmpty()
                   && e.value >= 0) {
            s.failovers.last().promotedAt = e.at;
            s.failovers.last().replica = static_cast<int>(e.value);
        } else if (e.kind == EventKind::Replied && e.request.command == Command::Wait) {
            const bool answered = e.reply.kind == Reply::Kind::Integer;
            s.waits.append(
                WaitCheck{e.worker, e.request.value.toInt(), answered ? static_cast<int>(e.reply.integer) : -1, e.at});
        }
    }
}

static QJsonValue msValue(Micros us)
{
    return QJsonValue(msFromUs(us));
}

static QJsonArray workerNames(const Trace &trace, const QList<int> &workers)
{
    QJsonArray names;
    for (int w : workers)
        names.append(trace.workerName(w));
    return names;
}

static QJsonObject storeJson(const Summary &s)
{
    return QJsonObject{{QStringLiteral("kind"), storeKindName(s.storeKind)},
                       {QStringLiteral("canFence"), storeCanFence(s.storeKind)},
                       {QStringLiteral("fencingUnavailable"), s.fencingUnavailable},
                       {QStringLiteral("value"), s.storeValue.isEmpty() ? QJsonValue() : QJsonValue(s.storeValue)},
                       {QStringLiteral("count"), s.storeCount},
                       {QStringLiteral("fence"), s.storeFence}};
}

static QJsonObject fairnessJson(const Trace &trace, const Fairness &f)
{
    QJsonArray workers;
    for (const WorkerFairness &w : f.workers) {
        workers.append(
            QJsonObject{{QStringLiteral("worker"), trace.workerName(w.worker)},
                        {QStringLiteral("firstWaitMs"), w.firstWait >= 0 ? msValue(w.firstWait) : QJsonValue()},
                        {QStringLiteral("tries"), w.tries},
                        {QStringLiteral("acquisitions"), w.acquisitions},
                        {QStringLiteral("heldMs"), msValue(w.held)},
                        {QStringLiteral("gaveUp"), w.gaveUp}});
    }
    return QJsonObject{{QStringLiteral("workersServed"), f.workersServed},
                       {QStringLiteral("starved"), workerNames(trace, f.starved)},
                       {QStringLiteral("tries"), f.tries},
                       {QStringLiteral("waitP50Ms"), msValue(f.waitP50)},
                       {QStringLiteral("waitP95Ms"), msValue(f.waitP95)},
                       {QStringLiteral("waitMaxMs"), msValue(f.waitMax)},
                       {QStringLiteral("gaveUp"), f.gaveUp},
                       {QStringLiteral("workers"), workers}};
}

// A Redlock's quorum tries and each instance's holders (issue 30).
static QJsonObject redlockToJson(const Trace &trace, const Summary &s)
{
    QJsonArray tries;
    for (const QuorumTry &t : s.quorumTries) {
        QJsonArray granted;
        for (int i : t.granted)
            granted.append(i);
        QJsonObject o{{QStringLiteral("worker"), trace.workerName(t.worker)},
                      {QStringLiteral("sentAtMs"), msValue(t.sentAt)},
                      {QStringLiteral("decidedAtMs"), msValue(t.decidedAt)},
                      {QStringLiteral("granted"), granted},
                      {QStringLiteral("believed"), t.believed}};
        if (t.believed)
            o.insert(QStringLiteral("believedUntilMs"), msValue(t.believedUntil));
        if (t.validUntil >= 0)
            o.insert(QStringLiteral("validUntilMs"), msValue(t.validUntil));
        tries.append(o);
    }
    QJsonArray spans;
    for (const InstanceSpan &span : s.instanceSpans) {
        static const char *const ends[] = {"open", "expired", "released", "lost"};
        QJsonObject o{{QStringLiteral("instance"), span.instance},
                      {QStringLiteral("holder"), trace.workerName(span.holder)},
                      {QStringLiteral("fromMs"), msValue(span.from)},
                      {QStringLiteral("toMs"), msValue(span.to)},
                      {QStringLiteral("end"), QLatin1String(ends[static_cast<int>(span.end)])}};
        if (span.early)
            o.insert(QStringLiteral("early"), true);
        spans.append(o);
    }
    return QJsonObject{{QStringLiteral("instances"), s.instances},
                       {QStringLiteral("quorum"), s.quorum},
                       {QStringLiteral("tries"), tries},
                       {QStringLiteral("instanceSpans"), spans}};
}

// Each list as long as the run is made an item at a time when it is written (`run --json` of
// millions of events); `trace` and `s` outlive the object.
StreamedObject summaryFields(const Trace &trace, const Summary &s)
{
    StreamedObject out;
    out.insertArray(QStringLiteral("acquisitions"), s.acquisitions.size(), [&trace, &s](qsizetype i) {
        const Acquisition &a = s.acquisitions.at(i);
        QJsonObject o{{QStringLiteral("worker"), trace.workerName(a.worker)},
                      {QStringLiteral("ok"), a.ok},
                      {QStringLiteral("atMs"), msValue(a.at)},
                      {QStringLiteral("attempts"), a.attempts}};
        if (a.unknown)
            o.insert(QStringLiteral("unknown"), true);
        return o;
    });
    out.insertArray(QStringLiteral("releases"), s.releases.size(), [&trace, &s](qsizetype i) {
        const Release &r = s.releases.at(i);
        QJsonObject o{{QStringLiteral("worker"), trace.workerName(r.worker)},
                      {QStringLiteral("result"), releaseResultName(r.result)},
                      {QStringLiteral("atMs"), msValue(r.at)}};
        if (r.sameToken)
            o.insert(QStringLiteral("sameToken"), r.token);
        if (s.quorum > 0) {  // a Redlock: where the round deleted the worker's own key
            QJsonArray instances;
            for (int instance = 1; instance <= s.instances; ++instance) {
                if (r.instances & (1u << (instance - 1)))
                    instances.append(instance);
            }
            o.insert(QStringLiteral("instances"), instances);
        }
        return o;
    });
    out.insertArray(QStringLiteral("writes"), s.writes.size(), [&trace, &s](qsizetype i) {
        const Write &w = s.writes.at(i);
        QJsonObject o{{QStringLiteral("worker"), trace.workerName(w.worker)},
                      {QStringLiteral("fence"), w.fence >= 0 ? QJsonValue(w.fence) : QJsonValue()},
                      {QStringLiteral("accepted"), w.accepted},
                      {QStringLiteral("stale"), w.stale},
                      {QStringLiteral("atMs"), msValue(w.at)},
                      {QStringLiteral("store"), storeKindName(w.store)},
                      {QStringLiteral("checked"), writeCheckName(w.check)}};
        if (w.fenceUnchecked)
            o.insert(QStringLiteral("fenceUnchecked"), true);
        if (!w.refusal.isEmpty())
            o.insert(QStringLiteral("refusal"), w.refusal);
        return o;
    });
    out.insertArray(QStringLiteral("checks"), s.checks.size(), [&trace, &s](qsizetype i) {
        const Check &c = s.checks.at(i);
        QJsonObject o{{QStringLiteral("worker"), trace.workerName(c.worker)},
                      {QStringLiteral("passed"), c.passed},
                      {QStringLiteral("ranMs"), msValue(c.ranAt)},
                      {QStringLiteral("atMs"), msValue(c.at)}};
        if (c.unknown)
            o.insert(QStringLiteral("unknown"), true);
        return o;
    });
    out.insertArray(QStringLiteral("extensions"), s.extensions.size(), [&trace, &s](qsizetype i) {
        const Extension &x = s.extensions.at(i);
        return QJsonObject{
            {QStringLiteral("worker"), trace.workerName(x.worker)},
            {QStringLiteral("holder"), x.holder >= 0 ? QJsonValue(trace.workerName(x.holder)) : QJsonValue()},
            {QStringLiteral("checked"), x.checked},
            {QStringLiteral("atMs"), msValue(x.at)}};
    });
    StreamedObject overlaps;
    overlaps.insert(QStringLiteral("count"), s.overlaps.size());
    overlaps.insert(QStringLiteral("totalMs"), msValue(s.overlapTotal));
    overlaps.insertArray(QStringLiteral("intervals"), s.overlaps.size(), [&trace, &s](qsizetype i) {
        const Interval &interval = s.overlaps.at(i);
        QJsonObject o{{QStringLiteral("fromMs"), msValue(interval.from)},
                      {QStringLiteral("toMs"), msValue(interval.to)},
                      {QStringLiteral("workers"), workerNames(trace, interval.workers)}};
        if (interval.unseen > 0)  // in MONITOR gaps: left out of totalMs
            o.insert(QStringLiteral("unseenMs"), msValue(interval.unseen));
        return o;
    });
    out.insertObject(QStringLiteral("overlaps"), std::move(overlaps));
    // The witnesses are worded as they are written, never all at once.
    const auto witnesses = s.violations.isEmpty() ? nullptr : std::make_shared<const Witnesses>(trace, s);
    out.insertArray(QStringLiteral("violations"), s.violations.size(), [&trace, &s, witnesses](qsizetype i) {
        const Violation &v = s.violations.at(i);
        return QJsonObject{{QStringLiteral("kind"), violationKindName(v.kind)},
                           {QStringLiteral("fromMs"), msValue(v.from)},
                           {QStringLiteral("toMs"), msValue(v.to)},
                           {QStringLiteral("workers"), workerNames(trace, v.workers)},
                           {QStringLiteral("explanation"), witnesses->text(v)}};
    });
    out.insert(QStringLiteral("foreignExtensions"), s.foreignExtensions);
    out.insert(QStringLiteral("timeoutsIgnored"), s.timeoutsIgnored);
    out.insert(QStringLiteral("purpose"), purposeName(s.purpose));
    out.insert(QStringLiteral("duplicateWorkMs"), msValue(s.duplicateWork()));
    out.insert(QStringLiteral("foreignDeletes"), s.foreignDeletes);
    out.insert(QStringLiteral("unknownOutcomes"), s.unknownOutcomes);
    out.insert(QStringLiteral("errors"), s.errors);
    out.insert(QStringLiteral("repliesAfterGrant"), s.repliesAfterGrant);
    out.insert(QStringLiteral("failedAfterGrant"), s.failedAfterGrant);
    out.insert(QStringLiteral("store"), storeJson(s));
    out.insert(QStringLiteral("fairness"), fairnessJson(trace, s.fairness));
    out.insert(QStringLiteral("lockHolderAtEnd"),
               s.finalHolder >= 0 ? QJsonValue(trace.workerName(s.finalHolder)) : QJsonValue());
    out.insert(QStringLiteral("staleWritesAccepted"), s.staleWritesAccepted());
    out.insert(QStringLiteral("verdict"), verdictName(s.verdict));
    if (s.quorum > 0)  // only a Redlock has it: a single server's summary reads as before
        out.insert(QStringLiteral("redlock"), redlockToJson(trace, s));
    return out;
}

QJsonObject summaryToJson(const Trace &trace, const Summary &s)
{
    return summaryFields(trace, s).toObject();
}

}  // namespace locklab
