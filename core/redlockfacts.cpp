// SPDX-License-Identifier: MIT
#include "core/redlockfacts.h"

#include "core/coretr.h"
#include "core/interpretation.h"
#include "core/mstext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <vector>

namespace locklab {

namespace {

// What happened to the lock key on one instance, at the instant that server did it.
struct InstanceOp {
    enum Kind { Granted, Released, Extended, Expired, Lost, ClockJumped } kind;
    Micros at;
    int instance;
    int worker;
    Micros ttl = -1;  // Granted and Extended: the PX it set
};

std::vector<InstanceOp> instanceOps(const Trace &trace)
{
    std::vector<InstanceOp> ops;
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        const EventKind kind = trace.events.kindAt(i);
        if (kind != EventKind::Replied && kind != EventKind::Expired && kind != EventKind::Fault)
            continue;
        const TraceEvent e = trace.events.at(i);
        QString base;
        if (kind == EventKind::Fault) {
            if (e.requestId > 0 && e.fault == FaultKind::Restart && e.value == 1)
                ops.push_back({InstanceOp::Lost, e.at, e.requestId, -1});
            else if (e.requestId > 0 && e.fault == FaultKind::ClockJump)
                ops.push_back({InstanceOp::ClockJumped, e.at, e.requestId, -1});
            continue;
        }
        const int instance = keyInstance(kind == EventKind::Expired ? e.text : e.request.key, &base);
        if (instance <= 0 || base != trace.lockKey)
            continue;
        if (kind == EventKind::Expired) {
            ops.push_back({InstanceOp::Expired, e.at, instance, -1});
            continue;
        }
        if (replyEffect(e) != Effect::TookEffect)
            continue;
        const Micros at = replyExecutedAt(e);
        switch (e.request.command) {
        case Command::Set:
            ops.push_back(
                {InstanceOp::Granted, at, instance, e.worker, usFromMs(static_cast<double>(e.request.number))});
            break;
        case Command::Pexpire:
        case Command::CompareAndExtend:
            ops.push_back(
                {InstanceOp::Extended, at, instance, e.worker, usFromMs(static_cast<double>(e.request.number))});
            break;
        case Command::CompareAndDelete:
        case Command::Del:
            ops.push_back({InstanceOp::Released, at, instance, e.worker});
            break;
        default:
            break;
        }
    }
    // The server's order: a reply arrives after its command ran, and a later event may have run first.
    // A clock jump is recorded after the expiries it caused at the same instant: it comes first.
    std::stable_sort(ops.begin(), ops.end(), [](const InstanceOp &a, const InstanceOp &b) {
        return a.at != b.at ? a.at < b.at : (a.kind == InstanceOp::ClockJumped) > (b.kind == InstanceOp::ClockJumped);
    });
    return ops;
}

void collectInstanceSpans(const Trace &trace, Summary &s)
{
    std::vector<int> open(static_cast<std::size_t>(s.instances) + 1, -1);  // index into instanceSpans
    std::vector<bool> jumped(static_cast<std::size_t>(s.instances) + 1, false);
    auto close = [&](int instance, Micros at, InstanceSpan::End end) {
        int &index = open[static_cast<std::size_t>(instance)];
        if (index < 0)
            return;
        InstanceSpan &span = s.instanceSpans[index];
        span.to = at;
        span.end = end;
        span.early = end == InstanceSpan::End::Expired && jumped[static_cast<std::size_t>(instance)];
        index = -1;
    };
    for (const InstanceOp &op : instanceOps(trace)) {
        if (op.instance > s.instances)
            continue;
        switch (op.kind) {
        case InstanceOp::Granted:
            close(op.instance, op.at, InstanceSpan::End::Released);  // cannot happen with NX; kept whole
            open[static_cast<std::size_t>(op.instance)] = static_cast<int>(s.instanceSpans.size());
            s.instanceSpans.append(InstanceSpan{op.instance, op.at, op.at, op.worker});
            s.instanceSpans.last().deadline = op.at + op.ttl;
            break;
        case InstanceOp::Released:
            close(op.instance, op.at, InstanceSpan::End::Released);
            break;
        case InstanceOp::Expired:
            close(op.instance, op.at, InstanceSpan::End::Expired);
            break;
        case InstanceOp::Lost:
            close(op.instance, op.at, InstanceSpan::End::Lost);
            break;
        case InstanceOp::ClockJumped:
            jumped[static_cast<std::size_t>(op.instance)] = true;
            break;
        case InstanceOp::Extended:
            if (const int index = open[static_cast<std::size_t>(op.instance)]; index >= 0)
                s.instanceSpans[index].deadline = op.at + op.ttl;
            break;
        }
    }
    for (int i = 1; i <= s.instances; ++i) {
        if (const int index = open[static_cast<std::size_t>(i)]; index >= 0)
            s.instanceSpans[index].to = std::max(trace.endTime(), s.instanceSpans[index].from);
    }
}

void collectValidities(const Trace &trace, Summary &s)
{
    for (const TraceEvent &e : trace.events.ofKind(EventKind::State)) {
        if (e.believesHeld && e.deadline >= 0 && e.worker >= 0)
            s.validities.append(Validity{e.worker, e.at, e.deadline});
    }
}

void collectQuorumTries(const Trace &trace, Summary &s)
{
    const int workers = static_cast<int>(trace.workers.size());
    std::vector<int> current(static_cast<std::size_t>(std::max(workers, 0)), -1);   // the try being sent
    std::vector<QList<int>> asked(static_cast<std::size_t>(std::max(workers, 0)));  // its instances so far
    for (const TraceEvent &e : trace.events.ofKind(EventKind::Sent, EventKind::Replied)) {
        if (e.worker < 0 || e.worker >= workers || e.request.command != Command::Set)
            continue;
        QString base;
        const int instance = keyInstance(e.request.key, &base);
        if (instance <= 0 || base != trace.lockKey)
            continue;
        const auto w = static_cast<std::size_t>(e.worker);
        if (e.kind == EventKind::Sent) {
            // A try asks each instance once, in order (the engine) or all at once (watched clients:
            // their lines come in whatever order the servers ran them): an instance again begins the next.
            if (current[w] < 0 || asked[w].contains(instance)) {
                current[w] = static_cast<int>(s.quorumTries.size());
                s.quorumTries.append(QuorumTry{e.worker, e.at, e.at, {}});
                asked[w].clear();
            }
            asked[w].append(instance);
            continue;
        }
        if (current[w] < 0)
            continue;
        QuorumTry &t = s.quorumTries[current[w]];
        t.decidedAt = e.at;
        if (e.reply.isOk())
            t.granted.append(instance);
    }
    // A belief that began after a try was sent and before the worker's next try came of it: after its
    // last reply (the engine), or at its quorum-th grant (a watched library resolves there).
    for (qsizetype i = 0; i < s.quorumTries.size(); ++i) {
        QuorumTry &t = s.quorumTries[i];
        std::sort(t.granted.begin(), t.granted.end());
        Micros next = std::numeric_limits<Micros>::max();
        for (qsizetype j = i + 1; j < s.quorumTries.size(); ++j) {
            if (s.quorumTries.at(j).worker == t.worker) {
                next = s.quorumTries.at(j).sentAt;
                break;
            }
        }
        for (const Interval &b : std::as_const(s.beliefs)) {
            if (b.workers.value(0) == t.worker && b.from >= t.sentAt && b.from < next) {
                t.believed = true;
                t.believedUntil = b.to;
                t.open = b.open;
                // The validity the engine recorded where the belief began (its grant's State event).
                for (const Validity &v : std::as_const(s.validities)) {
                    if (v.worker == t.worker && v.at == b.from) {
                        t.validUntil = v.until;
                        break;
                    }
                }
                break;
            }
        }
    }
}

KeySpan::End keySpanEnd(InstanceSpan::End end)
{
    switch (end) {
    case InstanceSpan::End::Expired:
        return KeySpan::End::Expired;
    case InstanceSpan::End::Released:
        return KeySpan::End::Released;
    case InstanceSpan::End::Lost:
        return KeySpan::End::Lost;
    case InstanceSpan::End::Open:
        break;
    }
    return KeySpan::End::Open;
}

// Who holds a Redlock, as the servers together say it: the worker whose keys are on at least the
// quorum of instances at once. These are the summary's key spans for a Redlock, so the key lane,
// the belief strips ("Redis agrees"), the instant's holder and "lock lost while held" all read
// the quorum; a span ends the way the instance whose loss broke the quorum ended.
void collectQuorumSpans(const Trace &trace, Summary &s)
{
    struct Edge {
        Micros at;
        int delta;
        int worker;
        InstanceSpan::End end;
    };
    std::vector<Edge> edges;
    for (const InstanceSpan &span : std::as_const(s.instanceSpans)) {
        edges.push_back({span.from, +1, span.holder, span.end});
        if (span.end != InstanceSpan::End::Open)
            edges.push_back({span.to, -1, span.holder, span.end});
    }
    // Ends before starts at one instant: a key given back and taken again is not two holders.
    std::stable_sort(edges.begin(), edges.end(),
                     [](const Edge &a, const Edge &b) { return a.at != b.at ? a.at < b.at : a.delta < b.delta; });
    std::map<int, int> held;
    KeySpan current;
    bool open = false;
    for (const Edge &edge : edges) {
        held[edge.worker] += edge.delta;
        if (open && held[current.holder] < s.quorum) {
            current.to = edge.at;
            current.end = keySpanEnd(edge.end);
            s.keySpans.append(current);
            open = false;
        }
        if (!open && edge.delta > 0 && held[edge.worker] >= s.quorum) {
            current = KeySpan{edge.at, edge.at, edge.worker};
            open = true;
        }
    }
    if (open) {
        current.to = std::max(trace.endTime(), current.from);
        current.end = KeySpan::End::Open;
        s.keySpans.append(current);
    }
    s.finalHolder = open ? current.holder : -1;
}

// How `worker`'s key on one instance was gone before `at`: the end of its last span there.
const InstanceSpan *lastSpan(const Summary &s, int worker, int instance, Micros at)
{
    const InstanceSpan *last = nullptr;
    for (const InstanceSpan &span : s.instanceSpans) {
        if (span.instance == instance && span.holder == worker && span.from <= at)
            last = &span;
    }
    return last && last->end != InstanceSpan::End::Open ? last : nullptr;
}

// Why `worker`'s keys on `instances` were gone before `at`, the instances that went the same way
// at the same instant told together: "A's keys on instances 1, 2 and 3 expired at 1001 ms".
QStringList howInstancesLost(const Trace &trace, const Summary &s, int worker, const QList<int> &instances, Micros at)
{
    struct Loss {
        InstanceSpan::End end;
        Micros to;
        bool early;
        QList<int> instances;
    };
    QList<Loss> losses;
    for (int instance : instances) {
        const InstanceSpan *span = lastSpan(s, worker, instance, at);
        if (!span)
            continue;
        auto same = std::find_if(losses.begin(), losses.end(), [span](const Loss &l) {
            return l.end == span->end && l.to == span->to && l.early == span->early;
        });
        if (same != losses.end())
            same->instances << instance;
        else
            losses.append(Loss{span->end, span->to, span->early, {instance}});
    }
    const QString name = trace.workerName(worker);
    QStringList why;
    for (const Loss &l : std::as_const(losses)) {
        const QString where = instanceList(l.instances);
        switch (l.end) {
        case InstanceSpan::End::Lost:
            why << WitnessTr::tr("%1 restarted without persistence at %2 and forgot %3's key")
                       .arg(where, formatMs(l.to), name);
            break;
        case InstanceSpan::End::Expired:
            if (l.instances.size() > 1)
                why << (l.early ? WitnessTr::tr("%1's keys on %2 expired at %3, early: their clocks jumped")
                                : WitnessTr::tr("%1's keys on %2 expired at %3"))
                           .arg(name, where, formatMs(l.to));
            else
                why << (l.early ? WitnessTr::tr("%1's key on %2 expired at %3, early: the instance's clock jumped")
                                : WitnessTr::tr("%1's key on %2 expired at %3"))
                           .arg(name, where, formatMs(l.to));
            break;
        case InstanceSpan::End::Released:
            why << WitnessTr::tr("%1's key on %2 was removed at %3").arg(name, where, formatMs(l.to));
            break;
        case InstanceSpan::End::Open:
            break;
        }
    }
    return why;
}

// A worker's tries up to the one it believed are one acquisition (the report's and fairness's),
// as the single-server SET NX retries are; tries left over at the end are one that never got it.
void collectRedlockAcquisitions(Summary &s)
{
    std::map<int, Acquisition> pending;
    for (const QuorumTry &t : std::as_const(s.quorumTries)) {
        auto [it, fresh] = pending.try_emplace(t.worker);
        Acquisition &a = it->second;
        if (fresh || a.attempts == 0) {
            a = Acquisition{};
            a.worker = t.worker;
            a.firstTry = t.sentAt;
        }
        ++a.attempts;
        a.at = t.decidedAt;
        if (t.believed) {
            a.ok = true;
            s.acquisitions.append(a);
            a.attempts = 0;
        }
    }
    for (const auto &[worker, a] : pending) {
        if (a.attempts > 0)
            s.acquisitions.append(a);
    }
    std::stable_sort(s.acquisitions.begin(), s.acquisitions.end(),
                     [](const Acquisition &a, const Acquisition &b) { return a.at < b.at; });
}

}  // namespace

void collectRedlock(const Trace &trace, Summary &s)
{
    if (trace.quorum <= 0)
        return;
    s.instances = trace.instances;
    s.quorum = trace.quorum;
    collectInstanceSpans(trace, s);
    s.keySpans.clear();  // the one key of a single server is not a Redlock's: the quorum is
    collectQuorumSpans(trace, s);
    collectValidities(trace, s);
    collectQuorumTries(trace, s);
    collectRedlockAcquisitions(s);
}

const QuorumTry *quorumTryOf(const Summary &s, int worker, Micros beliefFrom)
{
    const QuorumTry *found = nullptr;
    for (const QuorumTry &t : s.quorumTries) {
        if (t.worker == worker && t.believed && t.sentAt <= beliefFrom)
            found = &t;
    }
    return found;
}

Micros validUntilAt(const Summary &s, int worker, Micros at)
{
    Micros until = -1;
    for (const Validity &v : s.validities) {
        if (v.at > at)
            break;
        if (v.worker == worker)
            until = v.until;
    }
    return until;
}

QString quorumLabel(const Summary &s, const QuorumTry &t)
{
    const QString got = QStringLiteral("%1/%2").arg(t.granted.size()).arg(s.instances);
    if (t.validUntil < 0)
        return got;
    // Whole ms, as the libraries count it; a beta.2 lock may be past its validity when it is handed out.
    return WitnessTr::tr("%1 · valid %2")
        .arg(got, formatWholeMs(static_cast<qint64>(std::floor(t.validity() / 1000.0))));
}

QString instanceList(const QList<int> &instances)
{
    QStringList list;
    for (int i : instances)
        list << QString::number(i);
    if (list.size() == 1)
        return WitnessTr::tr("instance %1").arg(list.first());
    const QString last = list.takeLast();
    return WitnessTr::tr("instances %1 and %2").arg(list.join(QStringLiteral(", ")), last);
}

QString redlockOverlapWitness(const Trace &trace, const Summary &s, int first, int second, Micros overlapFrom,
                              Micros overlapTo, bool open)
{
    const QuorumTry *late = quorumTryOf(s, second, overlapFrom);
    const QuorumTry *early = quorumTryOf(s, first, overlapFrom);
    if (!late || !early)
        return {};
    const QString of = QString::number(s.instances);
    QString text = WitnessTr::tr("%1 got %2 of %3 at %4: %5")
                       .arg(trace.workerName(second))
                       .arg(late->granted.size())
                       .arg(of, formatMs(late->decidedAt), instanceList(late->granted));
    text += WitnessTr::tr("; %1 still believed it held %2 of %3 (%4)")
                .arg(trace.workerName(first))
                .arg(early->granted.size())
                .arg(of, instanceList(early->granted));
    text +=
        early->open ? WitnessTr::tr(" and still does") : WitnessTr::tr(" until %1").arg(formatMs(early->believedUntil));
    // The validity the engine recorded, when the belief outlasted it (a frozen process, beta.2's
    // unchecked expiration): the lesson is that the client's own arithmetic said stop.
    if (early->validUntil >= 0 && (early->open || early->believedUntil > early->validUntil))
        text += WitnessTr::tr(", its validity over at %1").arg(formatMs(early->validUntil));
    QList<int> both;
    for (int instance : late->granted) {
        if (early->granted.contains(instance))
            both << instance;
    }
    const QStringList why = howInstancesLost(trace, s, first, both, late->decidedAt);
    if (!why.isEmpty())
        text += QStringLiteral("; ") + why.join(QStringLiteral("; "));
    if (late->granted.size() < s.quorum || early->granted.size() < s.quorum)
        text += QStringLiteral("; ") + WitnessTr::tr("a holder without the quorum of %1 believed anyway").arg(s.quorum);
    return text
           + (open
                  ? WitnessTr::tr(". Both are inside since %1.").arg(formatMs(overlapFrom))
                  : WitnessTr::tr(". Both were inside from %1 to %2.").arg(formatMs(overlapFrom), formatMs(overlapTo)));
}

}  // namespace locklab
