// SPDX-License-Identifier: MIT
#include "recording.h"

#include "report.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace locklab {

namespace {

constexpr int formatVersion = 1;
const QString formatName = QStringLiteral("locklab-recording");

// Names are the on-disk vocabulary; their order mirrors the enums.
const QStringList eventKinds{QStringLiteral("sent"),    QStringLiteral("reply"), QStringLiteral("state"),
                             QStringLiteral("expired"), QStringLiteral("note"),  QStringLiteral("fault")};
const QStringList replyKinds{QStringLiteral("status"), QStringLiteral("nil"),   QStringLiteral("integer"),
                             QStringLiteral("string"), QStringLiteral("error"), QStringLiteral("unknown")};
const QStringList conditions{QStringLiteral("always"), QStringLiteral("nx"), QStringLiteral("xx")};

QStringList commandNames()
{
    QStringList names;
    for (int c = 0; c <= static_cast<int>(Command::Wait); ++c)
        names << commandName(static_cast<Command>(c));
    return names;
}

QStringList stateNames()
{
    QStringList names;
    for (int s = 0; s <= static_cast<int>(WorkerState::GaveUp); ++s)
        names << workerStateName(static_cast<WorkerState>(s));
    return names;
}

QStringList faultNames()
{
    QStringList names;
    for (int f = 0; f <= static_cast<int>(FaultKind::Promotion); ++f)
        names << faultKindName(static_cast<FaultKind>(f));
    return names;
}

QJsonObject eventToJson(const TraceEvent &e)
{
    // µs as integers: a recording reopens exactly, not rounded to the ms a report shows.
    QJsonObject o{{QStringLiteral("t"), e.at}, {QStringLiteral("k"), eventKinds.at(static_cast<int>(e.kind))}};
    if (e.worker >= 0)
        o.insert(QStringLiteral("w"), e.worker);
    if (e.wallAt >= 0)
        o.insert(QStringLiteral("wall"), e.wallAt);
    switch (e.kind) {
    case EventKind::Replied:
        o.insert(QStringLiteral("s"), e.sentAt);
        o.insert(QStringLiteral("rk"), replyKinds.at(static_cast<int>(e.reply.kind)));
        if (e.reply.integer != 0)
            o.insert(QStringLiteral("ri"), e.reply.integer);
        if (!e.reply.text.isEmpty())
            o.insert(QStringLiteral("rt"), e.reply.text);
        if (e.reply.executedAt >= 0)
            o.insert(QStringLiteral("rx"), e.reply.executedAt);
        Q_FALLTHROUGH();
    case EventKind::Sent:
        o.insert(QStringLiteral("id"), e.requestId);
        o.insert(QStringLiteral("op"), commandName(e.request.command));
        o.insert(QStringLiteral("key"), e.request.key);
        if (!e.request.value.isEmpty())
            o.insert(QStringLiteral("v"), e.request.value);
        if (e.request.number != 0)
            o.insert(QStringLiteral("n"), e.request.number);
        if (e.request.condition != SetCondition::Always)
            o.insert(QStringLiteral("c"), conditions.at(static_cast<int>(e.request.condition)));
        break;
    case EventKind::State:
        o.insert(QStringLiteral("st"), workerStateName(e.state));
        o.insert(QStringLiteral("b"), e.believesHeld);
        break;
    case EventKind::Expired:
    case EventKind::Note:
    case EventKind::Fault:
        o.insert(QStringLiteral("tx"), e.text);
        if (e.deadline >= 0)
            o.insert(QStringLiteral("dl"), e.deadline);
        if (e.kind == EventKind::Fault) {
            o.insert(QStringLiteral("f"), faultKindName(e.fault));
            o.insert(QStringLiteral("fv"), e.value);
        }
        break;
    }
    return o;
}

// Reads fields of one object; the first error wins and names its path.
class Fields {
public:
    Fields(const QJsonObject &o, QString path, QString *error)
        : m_o(o)
        , m_path(std::move(path))
        , m_error(error)
    {}

    bool ok() const { return m_ok; }
    qint64 integer(const QString &name, qint64 fallback, bool required = false)
    {
        const QJsonValue v = m_o.value(name);
        if (v.isUndefined() && !required)
            return fallback;
        if (!v.isDouble() || v.toDouble() != static_cast<double>(static_cast<qint64>(v.toDouble())))
            return fail(name, QStringLiteral("expected an integer")), fallback;
        return static_cast<qint64>(v.toDouble());
    }
    QString string(const QString &name, bool required = false)
    {
        const QJsonValue v = m_o.value(name);
        if (v.isUndefined() && !required)
            return {};
        if (!v.isString())
            return fail(name, QStringLiteral("expected a string")), QString();
        return v.toString();
    }
    int choice(const QString &name, const QStringList &options, int fallback, bool required = false)
    {
        const QJsonValue v = m_o.value(name);
        if (v.isUndefined() && !required)
            return fallback;
        const int index = options.indexOf(v.toString());
        if (!v.isString() || index < 0)
            return fail(name, QStringLiteral("expected one of %1").arg(options.join(QStringLiteral(", ")))), fallback;
        return index;
    }
    bool boolean(const QString &name)
    {
        const QJsonValue v = m_o.value(name);
        if (!v.isUndefined() && !v.isBool())
            fail(name, QStringLiteral("expected true or false"));
        return v.toBool();
    }
    void fail(const QString &name, const QString &message)
    {
        if (m_ok && m_error)
            *m_error =
                m_path + (m_path.isEmpty() ? QString() : QStringLiteral(".")) + name + QStringLiteral(": ") + message;
        m_ok = false;
    }

private:
    const QJsonObject &m_o;
    QString m_path;
    QString *m_error;
    bool m_ok = true;
};

bool eventFromJson(const QJsonObject &o, const QString &path, int workers, TraceEvent *e, QString *error)
{
    Fields f(o, path, error);
    e->at = f.integer(QStringLiteral("t"), 0, true);
    e->kind = static_cast<EventKind>(f.choice(QStringLiteral("k"), eventKinds, 0, true));
    const qint64 worker = f.integer(QStringLiteral("w"), -1);
    if (worker < -1 || worker >= workers)
        f.fail(QStringLiteral("w"), QStringLiteral("expected a worker index below %1").arg(workers));
    e->worker = static_cast<qint16>(worker);
    e->wallAt = f.integer(QStringLiteral("wall"), -1);
    switch (e->kind) {
    case EventKind::Sent:
    case EventKind::Replied:
        e->requestId = static_cast<int>(f.integer(QStringLiteral("id"), -1));
        e->request.command = static_cast<Command>(f.choice(QStringLiteral("op"), commandNames(), 0, true));
        e->request.key = f.string(QStringLiteral("key"));
        e->request.value = f.string(QStringLiteral("v"));
        e->request.number = f.integer(QStringLiteral("n"), 0);
        e->request.condition = static_cast<SetCondition>(f.choice(QStringLiteral("c"), conditions, 0));
        e->request.worker = e->worker;
        if (e->kind == EventKind::Replied) {
            e->sentAt = f.integer(QStringLiteral("s"), -1, true);
            e->reply.kind = static_cast<Reply::Kind>(f.choice(QStringLiteral("rk"), replyKinds, 0, true));
            e->reply.integer = f.integer(QStringLiteral("ri"), 0);
            e->reply.text = f.string(QStringLiteral("rt"));
            e->reply.executedAt = f.integer(QStringLiteral("rx"), -1);
        }
        break;
    case EventKind::State:
        e->state = static_cast<WorkerState>(f.choice(QStringLiteral("st"), stateNames(), 0, true));
        e->believesHeld = f.boolean(QStringLiteral("b"));
        break;
    case EventKind::Expired:
    case EventKind::Note:
    case EventKind::Fault:
        e->text = f.string(QStringLiteral("tx"));
        e->deadline = f.integer(QStringLiteral("dl"), -1);
        if (e->kind == EventKind::Fault) {
            e->fault = static_cast<FaultKind>(f.choice(QStringLiteral("f"), faultNames(), 0, true));
            e->value = f.integer(QStringLiteral("fv"), 0);
        }
        break;
    }
    return f.ok();
}

}  // namespace

QByteArray writeRecording(const Recording &r)
{
    const Trace &t = r.trace;
    QJsonArray events;
    for (const TraceEvent &e : t.events)
        events.append(eventToJson(e));
    QJsonParseError parseError;
    const QJsonDocument scenario = QJsonDocument::fromJson(r.scenarioJson, &parseError);
    QJsonObject o{
        {QStringLiteral("format"), formatName},
        {QStringLiteral("version"), formatVersion},
        {QStringLiteral("scenario"), scenario.object()},
        {QStringLiteral("scenarioName"), t.scenario},
        {QStringLiteral("backend"), t.backend},
        {QStringLiteral("redisVersion"), r.redisVersion.isEmpty() ? t.redisVersion : r.redisVersion},
        {QStringLiteral("timeScale"), t.timeScale},
        {QStringLiteral("seed"), QString::number(t.seed)},
        {QStringLiteral("policies"), policiesToJson(t.policies)},
        {QStringLiteral("fenceMode"),
         t.policies.fenceMode == FenceMode::Atomic ? QStringLiteral("atomic") : QStringLiteral("separate")},
        {QStringLiteral("keyPrefix"), t.keyPrefix},
        {QStringLiteral("lockKey"), t.lockKey},
        {QStringLiteral("ttlMs"), t.ttlMs},
        {QStringLiteral("workers"), QJsonArray::fromStringList(t.workers)},
        {QStringLiteral("events"), events},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool saveRecording(const QString &path, const Recording &recording, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeRecording(recording)) < 0 || !file.commit()) {
        if (error)
            *error = path + QStringLiteral(": cannot write: ") + file.errorString();
        return false;
    }
    return true;
}

bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = fileLabel + QStringLiteral(": ") + message;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return fail(
            parseError.error != QJsonParseError::NoError
                ? QStringLiteral("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString())
                : QStringLiteral("expected a JSON object"));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != formatName)
        return fail(QStringLiteral("format: expected \"%1\" (is this a LockLab recording?)").arg(formatName));
    if (o.value(QStringLiteral("version")).toInt() != formatVersion)
        return fail(QStringLiteral("version: expected %1, got %2")
                        .arg(formatVersion)
                        .arg(o.value(QStringLiteral("version")).toVariant().toString()));

    Recording r;
    QString fieldError;
    Fields f(o, QString(), &fieldError);
    Trace &t = r.trace;
    t.scenario = f.string(QStringLiteral("scenarioName"), true);
    t.backend = f.string(QStringLiteral("backend"), true);
    r.redisVersion = f.string(QStringLiteral("redisVersion"));
    t.redisVersion = r.redisVersion;
    t.keyPrefix = f.string(QStringLiteral("keyPrefix"));
    t.lockKey = f.string(QStringLiteral("lockKey"), true);
    t.ttlMs = f.integer(QStringLiteral("ttlMs"), 0, true);
    t.timeScale = o.value(QStringLiteral("timeScale")).toDouble(1.0);
    t.seed = f.string(QStringLiteral("seed")).toULongLong();
    const QJsonObject policies = o.value(QStringLiteral("policies")).toObject();
    Fields p(policies, QStringLiteral("policies"), &fieldError);
    t.policies.release = p.choice(QStringLiteral("release"), {QStringLiteral("naive"), QStringLiteral("token")}, 1) == 0
                             ? ReleaseMode::Naive
                             : ReleaseMode::Token;
    t.policies.fencing = p.boolean(QStringLiteral("fencing"));
    const QJsonObject heartbeat = policies.value(QStringLiteral("heartbeat")).toObject();
    Fields h(heartbeat, QStringLiteral("policies.heartbeat"), &fieldError);
    t.policies.heartbeat.enabled = h.boolean(QStringLiteral("enabled"));
    t.policies.heartbeat.intervalMs = h.integer(QStringLiteral("intervalMs"), 0);
    t.policies.heartbeat.maxExtensions = static_cast<int>(h.integer(QStringLiteral("maxExtensions"), 0));
    t.policies.fenceMode =
        f.choice(QStringLiteral("fenceMode"), {QStringLiteral("separate"), QStringLiteral("atomic")}, 0) == 1
            ? FenceMode::Atomic
            : FenceMode::Separate;
    const QJsonObject wait = policies.value(QStringLiteral("wait")).toObject();
    Fields wf(wait, QStringLiteral("policies.wait"), &fieldError);
    t.policies.wait.replicas = static_cast<int>(wf.integer(QStringLiteral("replicas"), 0));
    t.policies.wait.timeoutMs = wf.integer(QStringLiteral("timeoutMs"), 50);
    t.policies.wait.onUnreplicated =
        wf.choice(QStringLiteral("onUnreplicated"), {QStringLiteral("release-and-retry"), QStringLiteral("proceed")}, 0)
                == 1
            ? WaitPolicy::OnUnreplicated::Proceed
            : WaitPolicy::OnUnreplicated::ReleaseAndRetry;
    if (!f.ok() || !p.ok() || !h.ok() || !wf.ok())
        return fail(fieldError);
    for (const QJsonValue &w : o.value(QStringLiteral("workers")).toArray())
        t.workers.append(w.toString());
    if (t.workers.isEmpty())
        return fail(QStringLiteral("workers: expected a non-empty array of names"));
    r.scenarioJson = QJsonDocument(o.value(QStringLiteral("scenario")).toObject()).toJson(QJsonDocument::Indented);

    const QJsonValue events = o.value(QStringLiteral("events"));
    if (!events.isArray())
        return fail(QStringLiteral("events: expected an array"));
    const QJsonArray array = events.toArray();
    t.events.reserve(array.size());
    Micros last = 0;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = QStringLiteral("events[%1]").arg(i);
        if (!array.at(i).isObject())
            return fail(path + QStringLiteral(": expected an object"));
        TraceEvent e;
        if (!eventFromJson(array.at(i).toObject(), path, static_cast<int>(t.workers.size()), &e, &fieldError))
            return fail(fieldError);
        if (e.at < last)
            return fail(path + QStringLiteral(".t: events must be in time order"));
        last = e.at;
        t.events.append(std::move(e));
    }
    *out = std::move(r);
    return true;
}

bool loadRecording(const QString &path, Recording *out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + QStringLiteral(": cannot read: ") + file.errorString();
        return false;
    }
    return readRecording(file.readAll(), path, out, error);
}

QByteArray traceToJsonLines(const Trace &trace)
{
    QByteArray out;
    for (const TraceEvent &e : trace.events)
        out += QJsonDocument(traceEventToJson(trace, e)).toJson(QJsonDocument::Compact) + '\n';
    return out;
}

}  // namespace locklab
