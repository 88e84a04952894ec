// SPDX-License-Identifier: MIT
#include "core/seedlab.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace locklab {

namespace {

QString yes(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

const Acquisition *firstAcquisition(const Summary &s, int worker)
{
    for (const Acquisition &a : s.acquisitions) {
        if (a.worker == worker)
            return &a;
    }
    return nullptr;
}

bool acquired(const Summary &s, int worker)
{
    const Acquisition *a = firstAcquisition(s, worker);
    return a && a->ok;
}

const Release *firstRelease(const Summary &s, int worker)
{
    for (const Release &r : s.releases) {
        if (r.worker == worker)
            return &r;
    }
    return nullptr;
}

bool released(const Summary &s, int worker)
{
    const Release *r = firstRelease(s, worker);
    return r && (r->result == ReleaseResult::Released || r->result == ReleaseResult::DeletedForeign);
}

int holderAt(const Summary &s, Micros at)
{
    for (const KeySpan &span : s.keySpans) {
        if (span.from <= at && at < span.to)
            return span.holder;
        if (span.end == KeySpan::End::Open && span.from <= at)
            return span.holder;
    }
    return -1;
}

// The longest step of a kind in a worker's script, e.g. A's pause: the lab's own numbers.
qint64 longest(const Scenario &scenario, const QString &worker, StepKind kind)
{
    qint64 ms = 0;
    for (const WorkerSpec &w : scenario.workers) {
        if (w.name != worker)
            continue;
        for (const Step &step : w.steps) {
            if (step.kind == kind)
                ms = std::max(ms, step.ms);
        }
    }
    return ms;
}

int acceptedWrites(const Summary &s)
{
    return static_cast<int>(
        std::count_if(s.writes.cbegin(), s.writes.cend(), [](const Write &w) { return w.accepted; }));
}

}  // namespace

LabResult labResult(int number, const Scenario &scenario, const Trace &t, const Summary &s)
{
    LabResult r;
    r.number = number;
    r.scenario = t.scenario;
    const int a = t.workerIndex(QStringLiteral("A"));
    const int b = t.workerIndex(QStringLiteral("B"));
    const int c = t.workerIndex(QStringLiteral("C"));
    const QString prefix = QString::number(number) + QStringLiteral(". ");
    switch (number) {
    case 1: {
        const bool okA = acquired(s, a), okB = acquired(s, b);
        r.lines << prefix
                       + SeedLabTr::tr("A takes the lock: %1 · B, trying while A holds it: %2").arg(yes(okA), yes(okB));
        r.facts = {{QStringLiteral("aAcquired"), okA}, {QStringLiteral("bAcquired"), okB}};
        break;
    }
    case 2: {
        const bool relB = released(s, b), relA = released(s, a);
        r.lines << prefix
                       + SeedLabTr::tr("B releases with its own token: %1 · A releases: %2").arg(yes(relB), yes(relA));
        r.facts = {{QStringLiteral("bReleased"), relB}, {QStringLiteral("aReleased"), relA}};
        break;
    }
    case 3: {
        const bool okB = acquired(s, b);
        const bool freed = s.foreignDeletes > 0;
        const bool okC = acquired(s, c);
        r.lines << prefix
                       + SeedLabTr::tr(
                             "A's lock expired and B took it: %1 · A's plain DEL removed B's lock and C got it too: %2")
                             .arg(yes(okB), yes(freed && okC));
        r.facts = {{QStringLiteral("bAcquired"), okB},
                   {QStringLiteral("foreignDeletes"), s.foreignDeletes},
                   {QStringLiteral("cAcquired"), okC}};
        break;
    }
    case 4: {
        const Release *late = firstRelease(s, a);
        const bool lateOk = released(s, a);
        const bool bHolds = acquired(s, b) && late && holderAt(s, late->at) == b;
        r.lines << prefix
                       + SeedLabTr::tr(
                             "with compare-and-delete, A's late release returns: %1 · B still holds the lock: %2")
                             .arg(yes(lateOk), yes(bHolds));
        r.facts = {{QStringLiteral("aLateReleaseDeleted"), lateOk}, {QStringLiteral("bStillHolds"), bHolds}};
        break;
    }
    case 5: {
        const int writes = acceptedWrites(s);
        r.lines
            << prefix
                   + SeedLabTr::tr(
                         "TTL %1 ms, A stalls %2 ms, B works %3 ms: inside together %4 time(s); %5 writes landed, stored=%6")
                         .arg(t.ttlMs)
                         .arg(longest(scenario, QStringLiteral("A"), StepKind::Pause))
                         .arg(longest(scenario, QStringLiteral("B"), StepKind::Work))
                         .arg(s.overlaps.size())
                         .arg(writes == static_cast<int>(s.writes.size()) && writes > 1 ? SeedLabTr::tr("both")
                                                                                        : QString::number(writes))
                         .arg(s.storeCount);
        r.facts = {{QStringLiteral("overlaps"), s.overlaps.size()},
                   {QStringLiteral("writesAccepted"), writes},
                   {QStringLiteral("stored"), s.storeCount}};
        break;
    }
    case 6: {
        QJsonArray writes;
        for (const Write &w : s.writes) {
            r.lines << SeedLabTr::tr("   %1 writes with fencing token %2: accepted=%3")
                           .arg(t.workerName(w.worker))
                           .arg(w.fence)
                           .arg(yes(w.accepted));
            writes.append(QJsonObject{{QStringLiteral("worker"), t.workerName(w.worker)},
                                      {QStringLiteral("fence"), w.fence},
                                      {QStringLiteral("accepted"), w.accepted}});
        }
        const bool refused =
            std::any_of(s.writes.cbegin(), s.writes.cend(), [](const Write &w) { return !w.accepted; });
        r.lines << prefix
                       + SeedLabTr::tr("the same race with fencing tokens checked by the store: stored=%1%2")
                             .arg(s.storeCount)
                             .arg(refused ? SeedLabTr::tr(" (the late writer was refused)") : QString());
        r.facts = {{QStringLiteral("writes"), writes}, {QStringLiteral("stored"), s.storeCount}};
        break;
    }
    default:
        break;
    }
    r.facts.insert(QStringLiteral("verdict"), verdictName(s.verdict));
    return r;
}

}  // namespace locklab
