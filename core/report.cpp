// SPDX-License-Identifier: MIT
#include "core/report.h"

#include "core/coretr.h"
#include "core/jsonstream.h"
#include "core/terminaltext.h"

#include "core/mstext.h"
#include "core/redlockfacts.h"

#include "core/builtins.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <QTimeZone>

#include <functional>
#include <optional>

namespace locklab {

QJsonObject policiesToJson(const Policies &p)
{
    QJsonObject o{
        {QStringLiteral("release"), releaseModeName(p.release)},
        {QStringLiteral("fencing"), p.fencing},
        {QStringLiteral("heartbeat"),
         QJsonObject{{QStringLiteral("enabled"), p.heartbeat.enabled},
                     {QStringLiteral("intervalMs"), p.heartbeat.intervalMs},
                     {QStringLiteral("maxExtensions"), p.heartbeat.maxExtensions},
                     {QStringLiteral("extend"),
                      p.heartbeat.checked ? QStringLiteral("checked") : QStringLiteral("unchecked")}}},
        {QStringLiteral("tokens"), tokenSourceName(p.tokens)},
    };
    if (p.wait.enabled())
        o.insert(QStringLiteral("wait"), QJsonObject{{QStringLiteral("replicas"), p.wait.replicas},
                                                     {QStringLiteral("timeoutMs"), p.wait.timeoutMs},
                                                     {QStringLiteral("onUnreplicated"),
                                                      p.wait.onUnreplicated == WaitPolicy::OnUnreplicated::Proceed
                                                          ? QStringLiteral("proceed")
                                                          : QStringLiteral("release-and-retry")}});
    return o;
}

static QString replyKindName(Reply::Kind kind)
{
    switch (kind) {
    case Reply::Kind::Status:
        return QStringLiteral("status");
    case Reply::Kind::Nil:
        return QStringLiteral("nil");
    case Reply::Kind::Integer:
        return QStringLiteral("integer");
    case Reply::Kind::String:
        return QStringLiteral("string");
    case Reply::Kind::Error:
        return QStringLiteral("error");
    case Reply::Kind::Unknown:
        return QStringLiteral("unknown");
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
        if (!e.text.isEmpty())  // watched traffic: the command as MONITOR showed it
            o.insert(QStringLiteral("monitor"), e.text);
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
    case EventKind::Gap:
        o.insert(QStringLiteral("text"), e.text);
        o.insert(QStringLiteral("gap"), e.value != 0 ? QStringLiteral("begins") : QStringLiteral("ends"));
        break;
    case EventKind::Fault:
        o.insert(QStringLiteral("fault"), faultKindName(e.fault));
        o.insert(QStringLiteral("text"), e.text);
        if (e.deadline >= 0)
            o.insert(QStringLiteral("untilMs"), msFromUs(e.deadline));
        if (e.fault == FaultKind::Restart || e.fault == FaultKind::Failover)
            o.insert(QStringLiteral("keysLost"), e.value != 0);
        break;
    }
    return o;
}

// The run as `run --json` gives it; the summary's long lists and the trace are made an item at a
// time when written.
StreamedObject runJsonFields(const Scenario &scenario, const Trace &trace, const Summary &summary)
{
    StreamedObject o;
    o.insert(QStringLiteral("scenario"), scenario.name);
    o.insert(QStringLiteral("title"), scenario.title);
    o.insert(QStringLiteral("backend"), trace.backend);
    o.insert(QStringLiteral("seed"), QString::number(trace.seed));
    o.insert(QStringLiteral("keyPrefix"), trace.keyPrefix);
    o.insert(QStringLiteral("timeScale"), trace.timeScale);
    o.insert(QStringLiteral("policies"), policiesToJson(trace.policies));
    o.insertObject(QStringLiteral("summary"), summaryFields(trace, summary));
    o.insertArray(QStringLiteral("trace"), trace.events.size(),
                  [&trace](qsizetype i) { return traceEventToJson(trace, trace.events.at(i)); });
    return o;
}

QJsonObject runToJson(const Scenario &scenario, const Trace &trace, const Summary &summary)
{
    return runJsonFields(scenario, trace, summary).toObject();
}

bool writeRunJson(QIODevice &out, const Scenario &scenario, const Trace &trace, const Summary &summary,
                  const QJsonObject &extra)
{
    StreamedObject run = runJsonFields(scenario, trace, summary);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        run.insert(it.key(), it.value());
    return run.write(out);
}

QString storeDescription(const Trace &trace)
{
    switch (trace.storeKind) {
    case StoreKind::Redis:
        return trace.policies.fencing ? ReportTr::tr("redis (fenced-write script: compares the fencing token)")
                                      : ReportTr::tr("redis (plain write: checks nothing)");
    case StoreKind::Sql:
        if (trace.sqlGuard == SqlGuard::Unique)
            return ReportTr::tr("sql (SQLite, UNIQUE job row: refuses a second writer of the job)");
        return trace.policies.fencing
                   ? ReportTr::tr("sql (SQLite, UPDATE … WHERE fence < ?: compares the fencing token)")
                   : ReportTr::tr("sql (SQLite, UPDATE without a WHERE on the fence: checks nothing)");
    case StoreKind::File:
        return ReportTr::tr("file (written in place: cannot compare tokens)");
    }
    return {};
}

namespace {
// A summary line lists its items in full up to this many; past it, the first and last few with a
// count between them, so that a run of millions of acquisitions prints a line, not a megabyte.
constexpr qsizetype listedInFull = 30;
constexpr qsizetype listedFirst = 10;
constexpr qsizetype listedLast = 5;

// The items 0…count-1 (made by `item` only for the ones shown), joined with `separator`.
QString boundedList(qsizetype count, const std::function<QString(qsizetype)> &item,
                    const QString &separator = QStringLiteral("; "))
{
    QStringList shown;
    const bool cut = count > listedInFull;
    for (qsizetype i = 0; i < count; ++i) {
        if (cut && i == listedFirst) {
            shown << ReportTr::tr("… %1 more").arg(QLocale().toString(count - listedFirst - listedLast));
            i = count - listedLast;
        }
        shown << item(i);
    }
    return shown.join(separator);
}
}  // namespace

// A Redlock's tries at the quorum, the ones that were believed spelt out (issue 30).
static QString redlockText(const Trace &trace, const Summary &s)
{
    QStringList held;
    int without = 0;
    for (const QuorumTry &t : s.quorumTries) {
        if (!t.believed) {
            ++without;
            continue;
        }
        QString one = ReportTr::tr("%1 got %2 of %3 at %4 ms (%5), believed until %6 ms")
                          .arg(trace.workerName(t.worker))
                          .arg(t.granted.size())
                          .arg(s.instances)
                          .arg(msNumber(t.decidedAt), instanceList(t.granted), msNumber(t.believedUntil));
        // The validity the engine recorded when it decided (none: Redisson, or an older recording).
        if (t.validUntil >= 0)
            one += ReportTr::tr(", valid until %1 ms").arg(msNumber(t.validUntil));
        held << one;
    }
    QString text = ReportTr::tr("%1 of %2 needed").arg(s.quorum).arg(s.instances);
    if (!held.isEmpty())
        text += QStringLiteral("; ") + held.join(QStringLiteral("; "));
    if (without > 0)
        text += QStringLiteral("; ") + ReportTr::tr("%n try(ies) given back", nullptr, without);
    return text;
}

QString summaryText(const Trace &trace, const Summary &s)
{
    QString out;
    auto line = [&out](const QString &label, const QString &text) {
        out += QStringLiteral("  ") + label.leftJustified(16) + text + u'\n';
    };
    const QString none = ReportTr::tr("none");
    line(ReportTr::tr("acquisitions"),
         s.acquisitions.isEmpty() ? none : boundedList(s.acquisitions.size(), [&](qsizetype i) -> QString {
             const Acquisition &a = s.acquisitions[i];
             const QString tries = ReportTr::tr("%n tries", nullptr, a.attempts);
             const QString when = a.unknown ? ReportTr::tr("%1 ms (%2, last reply unknown)").arg(msNumber(a.at), tries)
                                            : ReportTr::tr("%1 ms (%2)").arg(msNumber(a.at), tries);
             return (a.ok ? ReportTr::tr("%1 got it at %2") : ReportTr::tr("%1 refused at %2"))
                 .arg(trace.workerName(a.worker), when);
         }));
    line(ReportTr::tr("releases"),
         s.releases.isEmpty() ? none : boundedList(s.releases.size(), [&](qsizetype i) -> QString {
             return trace.workerName(s.releases[i].worker) + u' ' + releaseResultName(s.releases[i].result);
         }));
    if (!s.checks.isEmpty())
        line(ReportTr::tr("checks"), boundedList(s.checks.size(), [&](qsizetype i) -> QString {
                 const Check &c = s.checks[i];
                 return (c.passed    ? ReportTr::tr("%1 at %2 ms: still its own")
                         : c.unknown ? ReportTr::tr("%1 at %2 ms: no answer (treated as lost)")
                                     : ReportTr::tr("%1 at %2 ms: LOST (another token or none)"))
                     .arg(trace.workerName(c.worker), msNumber(c.ranAt));
             }));
    line(ReportTr::tr("writes"), s.writes.isEmpty() ? none : boundedList(s.writes.size(), [&](qsizetype i) -> QString {
             const Write &w = s.writes[i];
             const QString writer =
                 w.fenceUnchecked
                     ? ReportTr::tr("%1 (fence %2, not checked)").arg(trace.workerName(w.worker)).arg(w.fence)
                 : w.fence >= 0 ? ReportTr::tr("%1 (fence %2)").arg(trace.workerName(w.worker)).arg(w.fence)
                                : trace.workerName(w.worker);
             QString item = (!w.accepted ? ReportTr::tr("%1 REFUSED")
                             : w.stale   ? ReportTr::tr("%1 accepted although stale (a newer holder had written)")
                                         : ReportTr::tr("%1 accepted"))
                                .arg(writer);
             if (!w.refusal.isEmpty())
                 item += QStringLiteral(" (") + w.refusal + u')';
             return item;
         }));
    if (s.foreignExtensions > 0)
        line(ReportTr::tr("extensions"),
             ReportTr::tr("%n extended another worker's lock (plain PEXPIRE)", nullptr, s.foreignExtensions));
    if (s.timeoutsIgnored > 0)
        line(ReportTr::tr("timeouts"),
             ReportTr::tr("%n reply(ies) waited for past the timeout", nullptr, s.timeoutsIgnored));
    const QString overlapTotal = ReportTr::tr("%1 (%2 ms in all)").arg(s.overlaps.size()).arg(msNumber(s.overlapTotal));
    line(s.purpose == Purpose::Efficiency ? ReportTr::tr("duplicate work") : ReportTr::tr("overlaps"),
         s.overlaps.isEmpty()
             ? overlapTotal
             : overlapTotal + QStringLiteral(": ") + boundedList(s.overlaps.size(), [&](qsizetype k) -> QString {
                   const Interval &i = s.overlaps[k];
                   const QStringList names = trace.workerNames(i.workers);
                   const QString item =
                       ReportTr::tr("%1 from %2 to %3 ms").arg(names.join(u'+'), msNumber(i.from), msNumber(i.to));
                   // overlapTotal leaves out what a MONITOR gap hid: the reader is told so.
                   return i.unseen > 0
                              ? item + u' '
                                    + ReportTr::tr("(%1 ms of it not seen: MONITOR lost)").arg(msNumber(i.unseen))
                              : item;
               }));
    line(ReportTr::tr("foreign deletes"), QString::number(s.foreignDeletes));
    if (s.quorum > 0)
        line(ReportTr::tr("quorum"), redlockText(trace, s));
    if (!s.acquisitions.isEmpty())
        line(ReportTr::tr("fairness"),
             ReportTr::tr("%1 of %2 workers served, %3 starved; %4 tries; wait p50 %5, p95 %6, max %7 ms")
                 .arg(s.fairness.workersServed)
                 .arg(trace.workers.size())
                 .arg(s.fairness.starved.size())
                 .arg(s.fairness.tries)
                 .arg(msNumber(s.fairness.waitP50), msNumber(s.fairness.waitP95), msNumber(s.fairness.waitMax)));
    if (s.unknownOutcomes > 0 || s.errors > 0)
        line(ReportTr::tr("failed replies"),
             ReportTr::tr("%1 unknown, %2 errors").arg(s.unknownOutcomes).arg(s.errors));
    line(ReportTr::tr("store kind"), storeDescription(trace));
    line(ReportTr::tr("store"), QStringLiteral("value=%1 count=%2 fence=%3")
                                    .arg(s.storeValue.isEmpty() ? ReportTr::tr("(none)") : s.storeValue)
                                    .arg(s.storeCount)
                                    .arg(s.storeFence));
    if (s.fencingUnavailable)
        line(QString(), ReportTr::tr("fencing is on, but a plain file cannot compare tokens: no write can be refused"));
    if (s.verdict == Verdict::DuplicateWork)
        line(QString(), ReportTr::tr("an efficiency lock: the cost of a failure is a duplicate that is harmless (%1 ms "
                                     "of work done twice); only a corrupted store would be a failure")
                            .arg(msNumber(s.duplicateWork())));
    // The verdict and violation kinds stay the identifiers of the JSON output in every language.
    line(ReportTr::tr("verdict"), verdictName(s.verdict));
    // A line per violation, bounded like the lists: the JSON output and the app list every one.
    const qsizetype violations = s.violations.size();
    const std::optional<Witnesses> witnesses = violations == 0 ? std::nullopt : std::make_optional<Witnesses>(trace, s);
    for (qsizetype i = 0; i < violations; ++i) {
        if (violations > listedInFull && i == listedFirst) {
            out += QStringLiteral("  ! ")
                   + ReportTr::tr("… %1 more violation(s) (--json and the app list every one)")
                         .arg(QLocale().toString(violations - listedFirst - listedLast))
                   + u'\n';
            i = violations - listedLast;
        }
        const Violation &v = s.violations[i];
        out += QStringLiteral("  ! ") + violationKindName(v.kind) + QStringLiteral(": ") + witnesses->text(v) + u'\n';
    }
    return out;
}

void writeRunReport(QTextStream &out, const Scenario &scenario, const Trace &trace, const Summary &summary,
                    ReportEvents events)
{
    // Keys, values, tokens and client names come from a file or a watched server: none of them may
    // drive the terminal (issue 25: a client of a watched Redis could clear the watcher's screen).
    out << printable(scenario.name) << QStringLiteral(" — ") << printable(scenarioTitle(scenario)) << u'\n';
    if (isObservedTraffic(trace)) {
        // Real traffic has no policies and no seed: say what was followed and what was inferred.
        QStringList facts{ReportTr::tr("backend %1").arg(trace.backend)};
        if (!trace.keysFollowed.isEmpty())
            facts << trace.keysFollowed;
        facts << ReportTr::tr("replies and beliefs inferred by the model");
        out << printable(facts.join(QStringLiteral(" · "))) << u'\n';
        if (trace.originUs >= 0)
            out << ReportTr::tr("0 ms = %1 UTC, server clock")
                       .arg(QDateTime::fromMSecsSinceEpoch(trace.originUs / 1000, QTimeZone::utc())
                                .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")))
                << u'\n';
        if (trace.lockKey.isEmpty() || trace.events.isEmpty())
            out << ReportTr::tr("no lock traffic seen on the watched keys") << u'\n';
        // Each client's release as it was seen, not a policy: a plain DEL is what frees another's lock.
        const QList<quint8> releases = releasesSeen(trace);
        const auto seen = [&](qsizetype w) -> QString {
            return trace.workers.at(w) + QStringLiteral(": ") + releaseSeenText(releases.at(w));
        };
        if (events == ReportEvents::None) {  // --summary: bounded, as its lists are (200,000 clients)
            if (!releases.isEmpty())
                out << ReportTr::tr("releases seen: %1").arg(boundedList(releases.size(), seen, QStringLiteral(" · ")))
                    << u'\n';
        } else {
            QStringList all;
            for (qsizetype w = 0; w < releases.size(); ++w)
                all << seen(w);
            if (!all.isEmpty())
                out << ReportTr::tr("releases seen: %1").arg(all.join(QStringLiteral(" · "))) << u'\n';
        }
        out << u'\n';
    } else {
        const QString on = ReportTr::tr("on"), off = ReportTr::tr("off");
        out << ReportTr::tr("backend %1 · release %2 · fencing %3 · heartbeat %4 · seed %5 · keys %6*")
                   .arg(trace.backend, releaseModeName(trace.policies.release), trace.policies.fencing ? on : off,
                        trace.policies.heartbeat.enabled ? on : off)
                   .arg(trace.seed)
                   .arg(trace.keyPrefix);
        // What is not the default is named, so the lesson's setting is on the first screen.
        QStringList extra;
        if (trace.purpose == Purpose::Efficiency)
            extra << ReportTr::tr("efficiency lock");
        if (trace.policies.tokens != TokenSource::Random)
            extra << ReportTr::tr("tokens from %1").arg(tokenSourceName(trace.policies.tokens));
        if (trace.policies.heartbeat.enabled && !trace.policies.heartbeat.checked)
            extra << ReportTr::tr("heartbeat unchecked (PEXPIRE)");
        if (trace.storeKind != StoreKind::Redis)
            extra << ReportTr::tr("store %1").arg(storeDescription(trace));
        if (trace.policies.fencing && !storeCanFence(trace.storeKind))
            extra << ReportTr::tr("fencing unavailable");
        if (!extra.isEmpty())
            out << QStringLiteral(" · ") << extra.join(QStringLiteral(" · "));
        out << QStringLiteral("\n\n");
    }
    if (events == ReportEvents::Each) {
        const qsizetype laneWidth = laneColumnWidth(trace);
        for (const TraceEvent &e : trace.events) {
            out << printable(describeEvent(trace, e, laneWidth)) << u'\n';
            if (out.status() != QTextStream::Ok)
                return;  // a closed pipe: millions of lines more would go nowhere
        }
    } else
        out << ReportTr::tr("%n event(s), not listed (--summary)", nullptr,
                            static_cast<int>(std::min<qsizetype>(trace.events.size(), INT_MAX)))
            << u'\n';
    out << u'\n' << ReportTr::tr("summary") << u'\n' << printableLines(summaryText(trace, summary));
}

QString runReport(const Scenario &scenario, const Trace &trace, const Summary &summary)
{
    QString text;
    QTextStream out(&text);
    writeRunReport(out, scenario, trace, summary);
    out.flush();
    return text;
}

}  // namespace locklab
