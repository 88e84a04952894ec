// SPDX-License-Identifier: MIT
#include "report.h"

namespace locklab {

static QString ms(Micros us)
{
    return QString::number(msFromUs(us), 'f', 3);
}

QJsonObject policiesToJson(const Policies &p)
{
    return QJsonObject{
        {QStringLiteral("release"), releaseModeName(p.release)},
        {QStringLiteral("fencing"), p.fencing},
        {QStringLiteral("heartbeat"), QJsonObject{{QStringLiteral("enabled"), p.heartbeat.enabled},
                                                  {QStringLiteral("intervalMs"), p.heartbeat.intervalMs},
                                                  {QStringLiteral("maxExtensions"), p.heartbeat.maxExtensions}}},
    };
}

static QString replyKindName(Reply::Kind kind)
{
    switch (kind) {
    case Reply::Kind::Status: return QStringLiteral("status");
    case Reply::Kind::Nil: return QStringLiteral("nil");
    case Reply::Kind::Integer: return QStringLiteral("integer");
    case Reply::Kind::String: return QStringLiteral("string");
    case Reply::Kind::Error: return QStringLiteral("error");
    case Reply::Kind::Unknown: return QStringLiteral("unknown");
    }
    return {};
}

QJsonObject traceEventToJson(const Trace &trace, const TraceEvent &e)
{
    QJsonObject o{{QStringLiteral("tMs"), msFromUs(e.at)}, {QStringLiteral("kind"), eventKindName(e.kind)}};
    if (e.worker >= 0)
        o.insert(QStringLiteral("worker"), trace.workerName(e.worker));
    if (e.wallAt >= 0)
        o.insert(QStringLiteral("wallMs"), msFromUs(e.wallAt));
    switch (e.kind) {
    case EventKind::Sent:
    case EventKind::Replied:
        o.insert(QStringLiteral("id"), e.requestId);
        o.insert(QStringLiteral("op"), commandName(e.request.command));
        o.insert(QStringLiteral("command"), renderCommand(e.request, trace.keyPrefix + e.request.key));
        if (e.kind == EventKind::Replied) {
            o.insert(QStringLiteral("reply"), renderReply(e.reply));
            o.insert(QStringLiteral("replyKind"), replyKindName(e.reply.kind));
            o.insert(QStringLiteral("sentMs"), msFromUs(e.sentAt));
            o.insert(QStringLiteral("latencyMs"), msFromUs(e.at - e.sentAt));
            if (e.reply.executedAt >= 0)
                o.insert(QStringLiteral("executedMs"), msFromUs(e.reply.executedAt));
        }
        break;
    case EventKind::State:
        o.insert(QStringLiteral("state"), workerStateName(e.state));
        o.insert(QStringLiteral("believesHeld"), e.believesHeld);
        break;
    case EventKind::Expired:
        o.insert(QStringLiteral("key"), QString(trace.keyPrefix + e.text));
        if (e.deadline >= 0)
            o.insert(QStringLiteral("deadlineMs"), msFromUs(e.deadline));
        break;
    case EventKind::Note:
        o.insert(QStringLiteral("text"), e.text);
        break;
    case EventKind::Fault:
        o.insert(QStringLiteral("fault"), faultKindName(e.fault));
        o.insert(QStringLiteral("text"), e.text);
        if (e.deadline >= 0)
            o.insert(QStringLiteral("untilMs"), msFromUs(e.deadline));
        if (e.fault == FaultKind::Restart)
            o.insert(QStringLiteral("keysLost"), e.value != 0);
        break;
    }
    return o;
}

QJsonArray traceToJson(const Trace &trace)
{
    QJsonArray events;
    for (const TraceEvent &e : trace.events)
        events.append(traceEventToJson(trace, e));
    return events;
}

QJsonObject runToJson(const Scenario &scenario, const Trace &trace, const Summary &summary)
{
    return QJsonObject{
        {QStringLiteral("scenario"), scenario.name},
        {QStringLiteral("title"), scenario.title},
        {QStringLiteral("backend"), trace.backend},
        {QStringLiteral("seed"), QString::number(trace.seed)},
        {QStringLiteral("keyPrefix"), trace.keyPrefix},
        {QStringLiteral("timeScale"), trace.timeScale},
        {QStringLiteral("policies"), policiesToJson(trace.policies)},
        {QStringLiteral("summary"), summaryToJson(trace, summary)},
        {QStringLiteral("trace"), traceToJson(trace)},
    };
}

QString summaryText(const Trace &trace, const Summary &s)
{
    QString out;
    auto line = [&out](const QString &label, const QString &text) {
        out += QStringLiteral("  ") + label.leftJustified(16) + text + u'\n';
    };
    QStringList items;
    for (const Acquisition &a : s.acquisitions)
        items << QStringLiteral("%1 %2 at %3 ms (%4 %5)%6")
                     .arg(trace.workerName(a.worker), a.ok ? QStringLiteral("got it") : QStringLiteral("refused"),
                          ms(a.at))
                     .arg(a.attempts)
                     .arg(a.attempts == 1 ? QStringLiteral("try") : QStringLiteral("tries"),
                          a.unknown ? QStringLiteral(", last reply unknown") : QString());
    line(QStringLiteral("acquisitions"), items.isEmpty() ? QStringLiteral("none") : items.join(QStringLiteral("; ")));
    items.clear();
    for (const Release &r : s.releases)
        items << trace.workerName(r.worker) + u' ' + releaseResultName(r.result);
    line(QStringLiteral("releases"), items.isEmpty() ? QStringLiteral("none") : items.join(QStringLiteral("; ")));
    items.clear();
    for (const Write &w : s.writes)
        items << QStringLiteral("%1%2 %3%4")
                     .arg(trace.workerName(w.worker),
                          w.fence >= 0 ? QStringLiteral(" (fence %1)").arg(w.fence) : QString(),
                          w.accepted ? QStringLiteral("accepted") : QStringLiteral("REFUSED"),
                          w.accepted && w.stale ? QStringLiteral(" although stale (a newer holder had written)") : QString());
    line(QStringLiteral("writes"), items.isEmpty() ? QStringLiteral("none") : items.join(QStringLiteral("; ")));
    items.clear();
    for (const Interval &i : s.overlaps) {
        QStringList names;
        for (int w : i.workers)
            names << trace.workerName(w);
        items << QStringLiteral("%1 from %2 to %3 ms").arg(names.join(u'+'), ms(i.from), ms(i.to));
    }
    line(QStringLiteral("overlaps"), QStringLiteral("%1 (%2 ms in all)%3")
                                         .arg(s.overlaps.size())
                                         .arg(ms(s.overlapTotal),
                                              items.isEmpty() ? QString() : QStringLiteral(": ") + items.join(QStringLiteral("; "))));
    line(QStringLiteral("foreign deletes"), QString::number(s.foreignDeletes));
    if (!s.acquisitions.isEmpty())
        line(QStringLiteral("fairness"), QStringLiteral("%1 of %2 workers served, %3 starved; %4 tries; wait p50 %5, p95 %6, max %7 ms")
                                             .arg(s.fairness.workersServed)
                                             .arg(trace.workers.size())
                                             .arg(s.fairness.starved.size())
                                             .arg(s.fairness.tries)
                                             .arg(ms(s.fairness.waitP50), ms(s.fairness.waitP95), ms(s.fairness.waitMax)));
    if (s.unknownOutcomes > 0 || s.errors > 0)
        line(QStringLiteral("failed replies"),
             QStringLiteral("%1 unknown, %2 errors").arg(s.unknownOutcomes).arg(s.errors));
    line(QStringLiteral("store"), QStringLiteral("value=%1 count=%2 fence=%3")
                                      .arg(s.storeValue.isEmpty() ? QStringLiteral("(none)") : s.storeValue)
                                      .arg(s.storeCount)
                                      .arg(s.storeFence));
    line(QStringLiteral("verdict"), verdictName(s.verdict));
    for (const Violation &v : s.violations)
        out += QStringLiteral("  ! ") + violationKindName(v.kind) + QStringLiteral(": ") + v.explanation + u'\n';
    return out;
}

QString runReport(const Scenario &scenario, const Trace &trace, const Summary &summary)
{
    QString out = scenario.name + QStringLiteral(" — ") + scenario.title + u'\n';
    out += QStringLiteral("backend %1 · release %2 · fencing %3 · heartbeat %4 · seed %5 · keys %6*\n\n")
               .arg(trace.backend, releaseModeName(trace.policies.release),
                    trace.policies.fencing ? QStringLiteral("on") : QStringLiteral("off"),
                    trace.policies.heartbeat.enabled ? QStringLiteral("on") : QStringLiteral("off"))
               .arg(trace.seed)
               .arg(trace.keyPrefix);
    for (const TraceEvent &e : trace.events)
        out += describeEvent(trace, e) + u'\n';
    out += QStringLiteral("\nsummary\n") + summaryText(trace, summary);
    return out;
}

} // namespace locklab
