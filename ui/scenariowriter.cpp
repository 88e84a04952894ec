// SPDX-License-Identifier: MIT
#include "scenariowriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace locklab {

namespace {

QString quoted(const QString &s)
{
    // QJsonDocument knows JSON's escaping rules; a one-element array is the shortest way to ask.
    const QByteArray json = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

QString field(const QString &name, const QString &value)
{
    return quoted(name) + QStringLiteral(": ") + value;
}

QString number(qint64 n)
{
    return QString::number(n);
}

QString stepJson(const Step &step)
{
    static const Step defaults;
    QStringList parts{field(QStringLiteral("do"), quoted(stepKindName(step.kind)))};
    switch (step.kind) {
    case StepKind::Wait:
    case StepKind::Work:
    case StepKind::Pause:
        parts << field(QStringLiteral("ms"), number(step.ms));
        break;
    case StepKind::Acquire:
        if (step.ttlMs > 0)
            parts << field(QStringLiteral("ttlMs"), number(step.ttlMs));
        if (step.retryMs != defaults.retryMs)
            parts << field(QStringLiteral("retryMs"), number(step.retryMs));
        if (step.jitterMs != defaults.jitterMs)
            parts << field(QStringLiteral("jitterMs"), number(step.jitterMs));
        if (step.maxTries != defaults.maxTries)
            parts << field(QStringLiteral("maxTries"), number(step.maxTries));
        if (!step.stopOnFail)
            parts << field(QStringLiteral("onFail"), quoted(QStringLiteral("continue")));
        if (step.backoff == Backoff::Exponential)
            parts << field(QStringLiteral("backoff"), quoted(QStringLiteral("exponential")));
        if (step.maxRetryMs != defaults.maxRetryMs)
            parts << field(QStringLiteral("maxRetryMs"), number(step.maxRetryMs));
        if (step.timeoutMs > 0)
            parts << field(QStringLiteral("timeoutMs"), number(step.timeoutMs));
        break;
    case StepKind::Extend:
        if (step.ttlMs > 0)
            parts << field(QStringLiteral("ttlMs"), number(step.ttlMs));
        break;
    case StepKind::Write:
    case StepKind::Release:
        break;
    }
    return QStringLiteral("{ ") + parts.join(QStringLiteral(", ")) + QStringLiteral(" }");
}

QString faultJson(const Fault &f, const Scenario &s)
{
    static const QStringList kinds{QStringLiteral("pause"),      QStringLiteral("latency"),
                                   QStringLiteral("lost-reply"), QStringLiteral("restart"),
                                   QStringLiteral("clock-jump"), QStringLiteral("replication-lag"),
                                   QStringLiteral("failover")};
    QStringList parts{field(QStringLiteral("kind"), quoted(kinds.value(static_cast<int>(f.kind)))),
                      field(QStringLiteral("atMs"), number(f.atMs))};
    if (f.worker >= 0 && f.worker < s.workers.size())
        parts << field(QStringLiteral("worker"), quoted(s.workers.at(f.worker).name));
    switch (f.kind) {
    case FaultKind::Pause:
    case FaultKind::ClockJump:
        parts << field(QStringLiteral("ms"), number(f.ms));
        break;
    case FaultKind::Latency:
        parts << field(QStringLiteral("ms"), number(f.ms));
        if (f.untilMs >= 0)
            parts << field(QStringLiteral("untilMs"), number(f.untilMs));
        if (f.nth > 0)
            parts << field(QStringLiteral("nth"), number(f.nth));
        break;
    case FaultKind::LostReply:
        parts << field(QStringLiteral("nth"), number(f.nth));
        break;
    case FaultKind::Restart:
        parts << field(QStringLiteral("persistence"),
                       quoted(f.persistent ? QStringLiteral("aof") : QStringLiteral("none")));
        if (f.downMs > 0)
            parts << field(QStringLiteral("downMs"), number(f.downMs));
        break;
    case FaultKind::ReplicationLag:
        parts << field(QStringLiteral("untilMs"), number(f.untilMs));
        if (f.replica >= 0)
            parts << field(QStringLiteral("replica"), number(f.replica + 1));
        break;
    case FaultKind::Failover:
        parts << field(QStringLiteral("downMs"), number(f.downMs));
        break;
    case FaultKind::Promotion:  // trace only
        break;
    }
    return QStringLiteral("{ ") + parts.join(QStringLiteral(", ")) + QStringLiteral(" }");
}

}  // namespace

QByteArray writeScenario(const Scenario &s)
{
    QStringList top;
    top << field(QStringLiteral("name"), quoted(s.name));
    if (!s.title.isEmpty())
        top << field(QStringLiteral("title"), quoted(s.title));
    if (!s.description.isEmpty())
        top << field(QStringLiteral("description"), quoted(s.description));
    top << field(QStringLiteral("lock"), QStringLiteral("{ ") + field(QStringLiteral("key"), quoted(s.lockKey))
                                             + QStringLiteral(", ") + field(QStringLiteral("ttlMs"), number(s.ttlMs))
                                             + QStringLiteral(" }"));
    QStringList store;
    if (s.roundTripMs != Scenario().roundTripMs)
        store << field(QStringLiteral("roundTripMs"), QString::number(s.roundTripMs, 'g', 17));
    if (s.timeoutMs != Scenario().timeoutMs)
        store << field(QStringLiteral("timeoutMs"), number(s.timeoutMs));
    if (!store.isEmpty())
        top << field(QStringLiteral("store"),
                     QStringLiteral("{ ") + store.join(QStringLiteral(", ")) + QStringLiteral(" }"));
    if (s.replicas > 0)
        top << field(QStringLiteral("redis"), QStringLiteral("{ ")
                                                  + field(QStringLiteral("replicas"), number(s.replicas))
                                                  + QStringLiteral(" }"));
    QStringList policies{
        field(QStringLiteral("release"), quoted(releaseModeName(s.policies.release))),
        field(QStringLiteral("fencing"), s.policies.fencing ? QStringLiteral("true") : QStringLiteral("false"))};
    if (s.policies.fenceMode == FenceMode::Atomic)
        policies << field(QStringLiteral("fenceMode"), quoted(QStringLiteral("atomic")));
    const HeartbeatPolicy &hb = s.policies.heartbeat;
    if (hb.enabled || hb.intervalMs > 0 || hb.maxExtensions > 0) {
        QStringList h{field(QStringLiteral("enabled"), hb.enabled ? QStringLiteral("true") : QStringLiteral("false"))};
        if (hb.intervalMs > 0)
            h << field(QStringLiteral("intervalMs"), number(hb.intervalMs));
        if (hb.maxExtensions > 0)
            h << field(QStringLiteral("maxExtensions"), number(hb.maxExtensions));
        policies << field(QStringLiteral("heartbeat"),
                          QStringLiteral("{ ") + h.join(QStringLiteral(", ")) + QStringLiteral(" }"));
    }
    const WaitPolicy &wait = s.policies.wait;
    if (wait.enabled())
        policies << field(QStringLiteral("wait"),
                          QStringLiteral("{ ") + field(QStringLiteral("replicas"), number(wait.replicas))
                              + QStringLiteral(", ") + field(QStringLiteral("timeoutMs"), number(wait.timeoutMs))
                              + QStringLiteral(", ")
                              + field(QStringLiteral("onUnreplicated"),
                                      quoted(wait.onUnreplicated == WaitPolicy::OnUnreplicated::Proceed
                                                 ? QStringLiteral("proceed")
                                                 : QStringLiteral("release-and-retry")))
                              + QStringLiteral(" }"));
    top << field(QStringLiteral("policies"),
                 QStringLiteral("{ ") + policies.join(QStringLiteral(", ")) + QStringLiteral(" }"));

    QStringList workers;
    for (const WorkerSpec &w : s.workers) {
        QStringList steps;
        for (const Step &step : w.steps)
            steps << QStringLiteral("      ") + stepJson(step);
        QString head = QStringLiteral("    { ") + field(QStringLiteral("name"), quoted(w.name));
        if (w.startMs != 0)
            head += QStringLiteral(", ") + field(QStringLiteral("startMs"), number(w.startMs));
        workers << head + QStringLiteral(", ") + quoted(QStringLiteral("steps")) + QStringLiteral(": [\n")
                       + steps.join(QStringLiteral(",\n")) + QStringLiteral(" ] }");
    }
    top << quoted(QStringLiteral("workers")) + QStringLiteral(": [\n") + workers.join(QStringLiteral(",\n"))
               + QStringLiteral("\n  ]");
    if (!s.faults.isEmpty()) {
        QStringList faults;
        for (const Fault &f : s.faults)
            faults << QStringLiteral("    ") + faultJson(f, s);
        top << quoted(QStringLiteral("faults")) + QStringLiteral(": [\n") + faults.join(QStringLiteral(",\n"))
                   + QStringLiteral("\n  ]");
    }

    QString out = QStringLiteral("{\n");
    for (qsizetype i = 0; i < top.size(); ++i)
        out += QStringLiteral("  ") + top.at(i) + (i + 1 < top.size() ? QStringLiteral(",\n") : QStringLiteral("\n"));
    out += QStringLiteral("}\n");
    return out.toUtf8();
}

bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(writeScenario(scenario));
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace locklab
