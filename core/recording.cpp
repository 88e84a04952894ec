// SPDX-License-Identifier: MIT
#include "core/recording.h"

#include "core/compactrecording.h"
#include "core/coretr.h"
#include "core/formattable.h"
#include "core/jsonnode.h"
#include "core/outputfile.h"
#include "core/report.h"
#include "core/runlimits.h"
#include "core/scenarioformat.h"
#include "core/terminaltext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace locklab {

// The arrays' messages, translated when a recording breaks one (the tables are built once).
struct FormatTr::RecordingMessages {
    static constexpr const char *workerCount = QT_TR_NOOP("expected %1 to %2 workers, got %3");
    static constexpr const char *workerListCount = QT_TR_NOOP("expected at most %1 workers, got %2");
    static constexpr const char *keyCount = QT_TR_NOOP("expected %1 to %2 keys, got %3");
    static constexpr const char *eventCount = QT_TR_NOOP("expected %1 to %2 events, got %3");
};

namespace {

using Messages = FormatTr::RecordingMessages;

constexpr int formatVersion = 1;
const QString formatName = QStringLiteral("locklab-recording");

// Names are the on-disk vocabulary; their order mirrors the enums.
const QStringList eventKinds{QStringLiteral("sent"),    QStringLiteral("reply"), QStringLiteral("state"),
                             QStringLiteral("expired"), QStringLiteral("note"),  QStringLiteral("fault"),
                             QStringLiteral("gap")};
const QStringList replyKinds{QStringLiteral("status"), QStringLiteral("nil"),   QStringLiteral("integer"),
                             QStringLiteral("string"), QStringLiteral("error"), QStringLiteral("unknown")};
const QStringList conditions{QStringLiteral("always"), QStringLiteral("nx"), QStringLiteral("xx")};

QStringList commandNames()
{
    QStringList names;
    for (int c = 0; c <= static_cast<int>(lastCommand); ++c)
        names << commandName(static_cast<Command>(c));
    return names;
}

QStringList stateNames()
{
    QStringList names;
    for (int s = 0; s <= static_cast<int>(WorkerState::Checking); ++s)
        names << workerStateName(static_cast<WorkerState>(s));
    return names;
}

using format::Field;
using format::Kinds;
using format::Table;
using format::Type;
using format::Value;

constexpr double maxMicros = 9.0e15;  // what a double holds exactly: every time a recording can have

// A row mapped through two small functions: the event's members are nested (request, reply).
template <class T>
Field<T> row(const char *name, Type type, double min, double max, std::function<Value(const T &)> get,
             std::function<void(T &, const Value &)> set, Kinds accepts = format::anyKind, Kinds needs = 0)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = type;
    f.min = min;
    f.max = max;
    f.accepts = accepts;
    f.needs = needs;
    f.get = [get](const T &t, const format::Context &) { return get(t); };
    f.set = [set](T &t, const Value &v, const format::Context &) { set(t, v); };
    return f;
}

template <class T>
Field<T> choiceRow(const char *name, const QStringList &choices, std::function<int(const T &)> get,
                   std::function<void(T &, int)> set, Kinds accepts = format::anyKind, Kinds needs = 0)
{
    Field<T> f = row<T>(
        name, Type::Choice, 0, 0, [get, choices](const T &t) { return Value(choices.value(get(t))); },
        [set, choices](T &t, const Value &v) { set(t, static_cast<int>(choices.indexOf(std::get<QString>(v)))); },
        accepts, needs);
    f.choices = choices;
    return f;
}

template <class T> Field<T> &&always(Field<T> &&f)
{
    f.alwaysWritten = true;
    return std::move(f);
}

qint64 integerOf(const Value &v)
{
    return std::get<qint64>(v);
}
QString stringOf(const Value &v)
{
    return std::get<QString>(v);
}

// One trace event; "k" names its kind and decides which other fields it takes.
const Table<TraceEvent> &events()
{
    static const Table<TraceEvent> table = [] {
        using enum EventKind;
        using E = TraceEvent;
        const Kinds command = format::only({Sent, Replied});
        const Kinds replied = format::only({Replied});
        const Kinds text = format::only({Expired, Note, Fault, Gap});
        const Kinds fault = format::only({Fault});
        const Kinds valued = format::only({Fault, Gap});
        const Kinds state = format::only({State});
        const Kinds dated = format::only({Expired, Note, Fault, Gap, State});
        Table<E> t{QStringLiteral("events"), QStringLiteral("k"), {}};
        t.fields << row<E>(
            "t", Type::Integer, 0, maxMicros, [](const E &e) { return Value(e.at); },
            [](E &e, const Value &v) { e.at = integerOf(v); }, format::anyKind, format::anyKind)
                 << choiceRow<E>(
                        "k", eventKinds, [](const E &e) { return static_cast<int>(e.kind); },
                        [](E &e, int k) { e.kind = static_cast<EventKind>(k); })
                 << row<E>(
                        "w", Type::Integer, -1, limits::maxRecordedLanes - 1,
                        [](const E &e) { return Value(static_cast<qint64>(e.worker)); },
                        [](E &e, const Value &v) { e.worker = static_cast<qint16>(integerOf(v)); })
                 << row<E>(
                        "wall", Type::Integer, -1, maxMicros, [](const E &e) { return Value(e.wallAt); },
                        [](E &e, const Value &v) { e.wallAt = integerOf(v); })
                 << row<E>(
                        "s", Type::Integer, -1, maxMicros, [](const E &e) { return Value(e.sentAt); },
                        [](E &e, const Value &v) { e.sentAt = integerOf(v); }, replied, replied)
                 << choiceRow<E>(
                        "rk", replyKinds, [](const E &e) { return static_cast<int>(e.reply.kind); },
                        [](E &e, int k) { e.reply.kind = static_cast<Reply::Kind>(k); }, replied, replied)
                 << row<E>(
                        "ri", Type::Integer, -maxMicros, maxMicros, [](const E &e) { return Value(e.reply.integer); },
                        [](E &e, const Value &v) { e.reply.integer = integerOf(v); }, replied)
                 << row<E>(
                        "rt", Type::String, 0, 0, [](const E &e) { return Value(e.reply.text); },
                        [](E &e, const Value &v) { e.reply.text = stringOf(v); }, replied)
                 << row<E>(
                        "rx", Type::Integer, -1, maxMicros, [](const E &e) { return Value(e.reply.executedAt); },
                        [](E &e, const Value &v) { e.reply.executedAt = integerOf(v); }, replied)
                 << always(row<E>(
                        "id", Type::Integer, -1, 2147483647,
                        [](const E &e) { return Value(static_cast<qint64>(e.requestId)); },
                        [](E &e, const Value &v) { e.requestId = static_cast<int>(integerOf(v)); }, command))
                 << choiceRow<E>(
                        "op", commandNames(), [](const E &e) { return static_cast<int>(e.request.command); },
                        [](E &e, int c) { e.request.command = static_cast<Command>(c); }, command, command)
                 << always(row<E>(
                        "key", Type::String, 0, 0, [](const E &e) { return Value(e.request.key); },
                        [](E &e, const Value &v) { e.request.key = stringOf(v); }, command))
                 << row<E>(
                        "v", Type::String, 0, 0, [](const E &e) { return Value(e.request.value); },
                        [](E &e, const Value &v) { e.request.value = stringOf(v); }, command)
                 << row<E>(
                        "n", Type::Integer, -maxMicros, maxMicros, [](const E &e) { return Value(e.request.number); },
                        [](E &e, const Value &v) { e.request.number = integerOf(v); }, command)
                 << choiceRow<E>(
                        "c", conditions, [](const E &e) { return static_cast<int>(e.request.condition); },
                        [](E &e, int c) { e.request.condition = static_cast<SetCondition>(c); }, command)
                 << choiceRow<E>(
                        "st", stateNames(), [](const E &e) { return static_cast<int>(e.state); },
                        [](E &e, int s) { e.state = static_cast<WorkerState>(s); }, state, state)
                 << always(row<E>(
                        "b", Type::Boolean, 0, 0, [](const E &e) { return Value(e.believesHeld); },
                        [](E &e, const Value &v) { e.believesHeld = std::get<bool>(v); }, state))
                 << always(row<E>(
                        "tx", Type::String, 0, 0, [](const E &e) { return Value(e.text); },
                        [](E &e, const Value &v) { e.text = stringOf(v); }, text))
                 << row<E>(  // watched traffic (locklab watch/import): the command as MONITOR showed it
                        "mon", Type::String, 0, 0, [](const E &e) { return Value(e.text); },
                        [](E &e, const Value &v) { e.text = stringOf(v); }, command)
                 << row<E>(  // state: a Redlock's validity, its end (issue 30); absent: none
                        "dl", Type::Integer, -1, maxMicros, [](const E &e) { return Value(e.deadline); },
                        [](E &e, const Value &v) { e.deadline = integerOf(v); }, dated)
                 << choiceRow<E>(
                        "f", faultKindNames(), [](const E &e) { return static_cast<int>(e.fault); },
                        [](E &e, int f) { e.fault = static_cast<FaultKind>(f); }, fault, fault)
                 << always(row<E>(
                        "fv", Type::Integer, -maxMicros, maxMicros, [](const E &e) { return Value(e.value); },
                        [](E &e, const Value &v) { e.value = integerOf(v); }, valued))
                 << row<E>(  // a Redlock's instance the fault hit (1-based); absent: the one server
                        "in", Type::Integer, 1, limits::maxRedlockInstances,
                        [](const E &e) { return e.requestId > 0 ? Value(static_cast<qint64>(e.requestId)) : Value(); },
                        [](E &e, const Value &v) { e.requestId = static_cast<int>(integerOf(v)); }, fault);
        return t;
    }();
    return table;
}

// The recording's worker names, in worker order.
static Field<Recording> workersField()
{
    using R = Recording;
    Field<R> workers;
    workers.name = QStringLiteral("workers");
    workers.type = Type::Array;
    workers.min = 1;
    workers.max = limits::maxRecordedLanes;
    workers.needs = format::anyKind;
    workers.read = [](format::Reader &r, const JsonNode &n, const QString &path, R &rec, format::Context &) {
        return r.array(n, path, 1, limits::maxRecordedLanes, Messages::workerCount,
                       [&](const JsonNode &item, const QString &itemPath) {
                           Value name;
                           if (!r.value(item, itemPath, Type::String, 0, 24, {}, &name))
                               return false;
                           rec.trace.workers << stringOf(name);
                           return true;
                       });
    };
    return workers;
}

static Field<Recording> ignoresTimeoutField()
{
    using R = Recording;
    Field<R> ignoresTimeout;
    ignoresTimeout.name = QStringLiteral("ignoresTimeout");
    ignoresTimeout.type = Type::Array;
    ignoresTimeout.max = limits::maxWorkers;
    ignoresTimeout.read = [](format::Reader &r, const JsonNode &n, const QString &path, R &rec, format::Context &) {
        return r.array(n, path, 0, limits::maxWorkers, Messages::workerListCount,
                       [&](const JsonNode &item, const QString &itemPath) {
                           Value index;
                           if (!r.value(item, itemPath, Type::Integer, 0, limits::maxWorkers - 1, {}, &index))
                               return false;
                           rec.trace.ignoresTimeout << static_cast<int>(integerOf(index));
                           return true;
                       });
    };
    return ignoresTimeout;
}

const Table<Trace> &keyTraces();

// Watched traffic of several lock keys: each other key, read by its own table.
static Field<Recording> keysField()
{
    using R = Recording;
    Field<R> keys;
    keys.name = QStringLiteral("keys");
    keys.type = Type::Array;
    keys.read = [](format::Reader &r, const JsonNode &n, const QString &path, R &rec, format::Context &c) {
        return r.array(n, path, 0, maxMicros, Messages::keyCount, [&](const JsonNode &item, const QString &itemPath) {
            Trace key;
            if (!r.read(item, itemPath, keyTraces(), &key, c))
                return false;
            rec.keys.append(std::move(key));
            return true;
        });
    };
    return keys;
}

// Watched traffic: how far it was watched (a belief still held runs to there, not to the last event).
static Field<Recording> observedUntilField()
{
    return row<Recording>(
        "observedUntil", Type::Integer, 0, maxMicros,
        [](const Recording &r) { return r.trace.observedUntil >= 0 ? Value(r.trace.observedUntil) : Value(); },
        [](Recording &r, const Value &v) { r.trace.observedUntil = integerOf(v); });
}

// Watched traffic's keys taken once and never released (not locks), listed apart.
static Field<Recording> deduplicationKeysField()
{
    Field<Recording> keys;
    keys.name = QStringLiteral("deduplicationKeys");
    keys.type = Type::Array;
    keys.read = [](format::Reader &r, const JsonNode &n, const QString &path, Recording &rec, format::Context &) {
        return r.array(n, path, 0, maxMicros, Messages::keyCount, [&](const JsonNode &item, const QString &itemPath) {
            Value name;
            if (!r.value(item, itemPath, Type::String, 0, 0, {}, &name))
                return false;
            rec.deduplicationKeys << stringOf(name);
            return true;
        });
    };
    return keys;
}

// The recording's top level. "scenario", "workers" and "events" are read by readRecording itself
// (a verbatim slice, a list of names, a stream); their rows give the names, types and sizes.
const Table<Recording> &recordings()
{
    static const Table<Recording> table = [] {
        using R = Recording;
        auto text = [](const char *name, QString Trace::*member, bool required) {
            return row<R>(
                name, Type::String, 0, 0, [member](const R &r) { return Value(r.trace.*member); },
                [member](R &r, const Value &v) { r.trace.*member = stringOf(v); }, format::anyKind,
                required ? format::anyKind : 0);
        };
        Table<R> t{QStringLiteral("recording"), {}, {}};
        Field<R> formatRow = row<R>(
            "format", Type::String, 0, 0, [](const R &) { return Value(formatName); }, [](R &, const Value &) {},
            format::anyKind, format::anyKind);
        formatRow.check = [](const R &, const Value &v, const format::Context &) {
            return stringOf(v) == formatName
                       ? QString()
                       : FormatTr::tr("expected %1 (is this a LockLab recording?)").arg(quoted(formatName));
        };
        Field<R> scenario;
        scenario.name = QStringLiteral("scenario");
        scenario.type = Type::Object;
        scenario.read = [](format::Reader &r, const JsonNode &n, const QString &path, R &, format::Context &) {
            return r.value(n, path, Type::Object, 0, 0, {}, nullptr);
        };
        Field<R> policies;
        policies.name = QStringLiteral("policies");
        policies.type = Type::Object;
        policies.read = [](format::Reader &r, const JsonNode &n, const QString &path, R &rec, format::Context &c) {
            return r.read(n, path, format::policiesTable(), &rec.trace.policies, c);
        };
        Field<R> seed = row<R>(
            "seed", Type::String, 0, 20, [](const R &r) { return Value(QString::number(r.trace.seed)); },
            [](R &r, const Value &v) { r.trace.seed = stringOf(v).toULongLong(); });
        seed.check = [](const R &, const Value &v, const format::Context &) {
            bool ok = false;
            stringOf(v).toULongLong(&ok);
            return ok || stringOf(v).isEmpty()
                       ? QString()
                       : FormatTr::tr("expected a decimal number, got %1").arg(quoted(stringOf(v)));
        };
        const Field<R> workers = workersField();
        // Indices of the workers that do not honour their timeout (the timeout-ignored lesson).
        const Field<R> ignoresTimeout = ignoresTimeoutField();
        const Field<R> keys = keysField();
        const Field<R> deduplicationKeys = deduplicationKeysField();
        Field<R> eventList;
        eventList.name = QStringLiteral("events");
        eventList.type = Type::Array;
        eventList.needs = format::anyKind;
        eventList.read = [](format::Reader &r, const JsonNode &n, const QString &path, R &, format::Context &) {
            return r.value(n, path, Type::Array, 0, 0, {}, nullptr);
        };
        t.fields << formatRow
                 << row<R>(
                        "version", Type::Integer, formatVersion, formatVersion,
                        [](const R &) { return Value(static_cast<qint64>(formatVersion)); }, [](R &, const Value &) {},
                        format::anyKind, format::anyKind)
                 << scenario << text("scenarioName", &Trace::scenario, true) << text("backend", &Trace::backend, true)
                 << row<R>(
                        "redisVersion", Type::String, 0, 0, [](const R &r) { return Value(r.redisVersion); },
                        [](R &r, const Value &v) { r.redisVersion = r.trace.redisVersion = stringOf(v); })
                 << row<R>(
                        "timeScale", Type::Number, 0, 1.0e6, [](const R &r) { return Value(r.trace.timeScale); },
                        [](R &r, const Value &v) { r.trace.timeScale = std::get<double>(v); })
                 // Watched or imported traffic: trace time 0 on the server's clock, µs since the epoch.
                 << row<R>(
                        "originUs", Type::Integer, 0, maxMicros, [](const R &r) { return Value(r.trace.originUs); },
                        [](R &r, const Value &v) { r.trace.originUs = integerOf(v); })
                 << seed << policies
                 << choiceRow<R>(
                        "fenceMode", {QStringLiteral("separate"), QStringLiteral("atomic")},
                        [](const R &r) { return static_cast<int>(r.trace.policies.fenceMode); },
                        [](R &r, int m) { r.trace.policies.fenceMode = static_cast<FenceMode>(m); })
                 << text("keyPrefix", &Trace::keyPrefix, false) << text("lockKey", &Trace::lockKey, true)
                 << row<R>(  // any TTL a capture shows (a scenario's are at most a day: scenarioloader.h)
                        "ttlMs", Type::Integer, 0, maxMicros, [](const R &r) { return Value(r.trace.ttlMs); },
                        [](R &r, const Value &v) { r.trace.ttlMs = integerOf(v); }, format::anyKind, format::anyKind)
                 << row<R>(
                        "replicas", Type::Integer, 0, 2,
                        [](const R &r) { return Value(static_cast<qint64>(r.trace.replicas)); },
                        [](R &r, const Value &v) { r.trace.replicas = static_cast<int>(integerOf(v)); })
                 << row<R>(  // a Redlock's independent servers and its quorum; absent: one server
                        "instances", Type::Integer, 1, limits::maxRedlockInstances,
                        [](const R &r) {
                            return r.trace.quorum > 0 ? Value(static_cast<qint64>(r.trace.instances)) : Value();
                        },
                        [](R &r, const Value &v) { r.trace.instances = static_cast<int>(integerOf(v)); })
                 << row<R>(
                        "quorum", Type::Integer, 1, limits::maxRedlockInstances,
                        [](const R &r) {
                            return r.trace.quorum > 0 ? Value(static_cast<qint64>(r.trace.quorum)) : Value();
                        },
                        [](R &r, const Value &v) { r.trace.quorum = static_cast<int>(integerOf(v)); })
                 << observedUntilField() << text("limitReached", &Trace::limitReached, false)
                 << text("keysFollowed", &Trace::keysFollowed, false) << deduplicationKeys
                 << row<R>(
                        "timeoutMs", Type::Integer, 1, 60000, [](const R &r) { return Value(r.trace.timeoutMs); },
                        [](R &r, const Value &v) { r.trace.timeoutMs = integerOf(v); })
                 << ignoresTimeout
                 << choiceRow<R>(
                        "purpose", {QStringLiteral("correctness"), QStringLiteral("efficiency")},
                        [](const R &r) { return static_cast<int>(r.trace.purpose); },
                        [](R &r, int p) { r.trace.purpose = static_cast<Purpose>(p); })
                 << choiceRow<R>(
                        "store", {QStringLiteral("redis"), QStringLiteral("sql"), QStringLiteral("file")},
                        [](const R &r) { return static_cast<int>(r.trace.storeKind); },
                        [](R &r, int k) { r.trace.storeKind = static_cast<StoreKind>(k); })
                 << choiceRow<R>(
                        "sqlGuard", {QStringLiteral("fence"), QStringLiteral("unique")},
                        [](const R &r) { return static_cast<int>(r.trace.sqlGuard); },
                        [](R &r, int g) { r.trace.sqlGuard = static_cast<SqlGuard>(g); })
                 << workers << eventList << keys;
        return t;
    }();
    return table;
}

// One more lock key of watched traffic ("keys" of a recording): its own lock key, TTL, policies,
// lanes and events; everything else is the recording's.
const Table<Trace> &keyTraces()
{
    static const Table<Trace> table = [] {
        Table<Trace> t{QStringLiteral("lock key"), {}, {}};
        Field<Trace> policies;
        policies.name = QStringLiteral("policies");
        policies.type = Type::Object;
        policies.read = [](format::Reader &r, const JsonNode &n, const QString &path, Trace &trace,
                           format::Context &c) { return r.read(n, path, format::policiesTable(), &trace.policies, c); };
        Field<Trace> workers;
        workers.name = QStringLiteral("workers");
        workers.type = Type::Array;
        workers.needs = format::anyKind;
        workers.read = [](format::Reader &r, const JsonNode &n, const QString &path, Trace &trace, format::Context &) {
            return r.array(n, path, 1, limits::maxRecordedLanes, Messages::workerCount,
                           [&](const JsonNode &item, const QString &itemPath) {
                               Value name;
                               if (!r.value(item, itemPath, Type::String, 0, 24, {}, &name))
                                   return false;
                               trace.workers << stringOf(name);
                               return true;
                           });
        };
        Field<Trace> eventList;
        eventList.name = QStringLiteral("events");
        eventList.type = Type::Array;
        eventList.needs = format::anyKind;
        eventList.read = [](format::Reader &r, const JsonNode &n, const QString &path, Trace &trace,
                            format::Context &c) {
            return r.array(n, path, 0, maxMicros, Messages::eventCount,
                           [&](const JsonNode &item, const QString &itemPath) {
                               TraceEvent e;
                               if (!r.read(item, itemPath, events(), &e, c))
                                   return false;
                               if (!trace.events.isEmpty() && e.at < trace.events.timeAt(trace.events.size() - 1))
                                   return r.fail(item, itemPath, FormatTr::tr("events must be in time order"));
                               if (e.worker >= trace.workers.size())
                                   return r.fail(item, itemPath,
                                                 FormatTr::tr("expected a worker index below %1, got %2")
                                                     .arg(trace.workers.size())
                                                     .arg(e.worker));
                               e.request.worker = e.worker;
                               trace.events.append(e);
                               return true;
                           });
        };
        t.fields << row<Trace>(
            "lockKey", Type::String, 0, 0, [](const Trace &k) { return Value(k.lockKey); },
            [](Trace &k, const Value &v) { k.lockKey = stringOf(v); }, format::anyKind, format::anyKind)
                 << row<Trace>(
                        "ttlMs", Type::Integer, 0, maxMicros, [](const Trace &k) { return Value(k.ttlMs); },
                        [](Trace &k, const Value &v) { k.ttlMs = integerOf(v); })
                 << row<Trace>(
                        "observedUntil", Type::Integer, 0, maxMicros,
                        [](const Trace &k) { return k.observedUntil >= 0 ? Value(k.observedUntil) : Value(); },
                        [](Trace &k, const Value &v) { k.observedUntil = integerOf(v); })
                 << policies << workers << eventList;
        return t;
    }();
    return table;
}

QJsonValue jsonValue(const Value &v)
{
    if (const auto *b = std::get_if<bool>(&v))
        return *b;
    if (const auto *i = std::get_if<qint64>(&v))
        return *i;
    if (const auto *d = std::get_if<double>(&v))
        return *d;
    if (const auto *s = std::get_if<QString>(&v))
        return *s;
    return QJsonValue::Null;
}

// Empty when every integer of `e` lies in its row's range (what the reader takes back), else which
// field is not and why (issue 28: `PX 4611686018427387903` in a capture, which Redis accepts, was
// written to a JSON recording that could not be opened again; JSON numbers are doubles, exact to 2^53).
QString eventOutsideJson(const TraceEvent &e, qsizetype index)
{
    const format::Context none;
    const int kind = static_cast<int>(e.kind);
    for (const Field<TraceEvent> &f : events().fields) {
        if (f.type != Type::Integer || !format::contains(f.accepts, kind))
            continue;
        const Value v = f.get(e, none);
        if (!std::holds_alternative<qint64>(v))
            continue;
        const qint64 n = std::get<qint64>(v);
        if (static_cast<double>(n) < f.min || static_cast<double>(n) > f.max)
            return FormatTr::tr("events[%1].%2: %3 is outside what a JSON recording holds (%4 to %5); save it as "
                                "a .locklab recording")
                .arg(index)
                .arg(f.name)
                .arg(n)
                .arg(static_cast<qint64>(f.min))
                .arg(static_cast<qint64>(f.max));
    }
    return {};
}

QJsonObject eventToJson(const TraceEvent &e)
{
    // µs as integers: a recording reopens exactly, not rounded to the ms a report shows. The same
    // rule as the scenario writer: required, always written, or different from the default.
    const format::Context none;
    TraceEvent defaults;
    defaults.kind = e.kind;
    const int kind = static_cast<int>(e.kind);
    QJsonObject o;
    for (const Field<TraceEvent> &f : events().fields) {
        if (!format::contains(f.accepts, kind))
            continue;
        const Value v = f.get(e, none);
        const bool required = f.needs != 0 && format::contains(f.needs, kind);
        if (required || f.alwaysWritten || f.name == events().discriminator || v != f.get(defaults, none))
            o.insert(f.name, jsonValue(v));
    }
    return o;
}
}  // namespace

// A lock key of a recording's "keys", with the recording's header around its own fields.
static Trace withHeaderOf(const Trace &header, const Trace &key)
{
    Trace t = header;
    t.events = key.events;
    t.lockKey = key.lockKey;
    t.ttlMs = key.ttlMs;
    t.policies = key.policies;
    t.workers = key.workers;
    t.observedUntil = key.observedUntil;
    return t;
}

// One other lock key of watched traffic: its own fields, with its events or an empty "events".
static QJsonObject keyToJson(const Trace &k, bool withEvents)
{
    QJsonArray events;
    if (withEvents) {
        for (const TraceEvent &e : k.events)
            events.append(eventToJson(e));
    }
    QJsonObject key{{QStringLiteral("lockKey"), k.lockKey},
                    {QStringLiteral("ttlMs"), k.ttlMs},
                    {QStringLiteral("policies"), policiesToJson(k.policies)},
                    {QStringLiteral("workers"), QJsonArray::fromStringList(k.workers)},
                    {QStringLiteral("events"), events}};
    if (k.observedUntil >= 0)  // each key watched to its own instant (a live snapshot's "now")
        key.insert(QStringLiteral("observedUntil"), k.observedUntil);
    return key;
}

QJsonObject recordingHeaderToJson(const Recording &r, RecordingKeys keys)
{
    const Trace &t = r.trace;
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
        {QStringLiteral("replicas"), t.replicas},
        {QStringLiteral("timeoutMs"), t.timeoutMs},
        {QStringLiteral("ignoresTimeout"),
         [&t] {
             QJsonArray a;
             for (int w : t.ignoresTimeout)
                 a.append(w);
             return a;
         }()},
        {QStringLiteral("purpose"), purposeName(t.purpose)},
        {QStringLiteral("store"), storeKindName(t.storeKind)},
        {QStringLiteral("sqlGuard"), sqlGuardName(t.sqlGuard)},
        {QStringLiteral("workers"), QJsonArray::fromStringList(t.workers)},
        {QStringLiteral("events"), QJsonArray()},
    };
    if (t.originUs >= 0)
        o.insert(QStringLiteral("originUs"), t.originUs);
    // Watched traffic's (limitReached: any run's cut short); left out when empty, so other
    // recordings read as before.
    if (t.observedUntil >= 0)
        o.insert(QStringLiteral("observedUntil"), t.observedUntil);
    if (!t.limitReached.isEmpty())
        o.insert(QStringLiteral("limitReached"), t.limitReached);
    if (!t.keysFollowed.isEmpty())
        o.insert(QStringLiteral("keysFollowed"), t.keysFollowed);
    if (!r.deduplicationKeys.isEmpty())
        o.insert(QStringLiteral("deduplicationKeys"), QJsonArray::fromStringList(r.deduplicationKeys));
    if (t.quorum > 0) {  // a Redlock (issue 30); left out for one server, so those recordings read as before
        o.insert(QStringLiteral("instances"), t.instances);
        o.insert(QStringLiteral("quorum"), t.quorum);
    }
    if (!r.keys.isEmpty() && keys == RecordingKeys::Included) {
        QJsonArray array;
        for (const Trace &k : r.keys)
            array.append(keyToJson(k, true));
        o.insert(QStringLiteral("keys"), array);
    }
    return o;
}

QJsonObject recordingKeyHeaderToJson(const Trace &key)
{
    return keyToJson(key, false);
}

bool readRecordingKeyHeader(const QByteArray &json, const QString &fileLabel, const Trace &header, Trace *out,
                            LoadError *error)
{
    format::Reader reader(fileLabel, error);
    format::Context context;
    JsonNode root;
    JsonParseError parseError;
    if (!parseJson(json, &root, &parseError))
        return reader.fail(JsonNode{.line = parseError.line, .column = parseError.column}, QString(),
                           parseError.message);
    if (root.type != JsonNode::Type::Object)
        return reader.value(root, QString(), Type::Object, 0, 0, {}, nullptr);
    Trace key;
    if (!reader.read(root, QString(), keyTraces(), &key, context))
        return false;
    *out = withHeaderOf(header, key);
    return true;
}

static QString tooLarge(qint64 bytes);

namespace {

const QByteArray eventsPlaceholder = QByteArrayLiteral("\"(the events)\"");

// Every event of the recording (the keys' too) within the JSON format's ranges, or why not.
QString outsideJson(const Recording &r)
{
    for (const Trace *t : {&r.trace}) {
        for (qsizetype i = 0; i < t->events.size(); ++i) {
            if (QString why = eventOutsideJson(t->events.at(i), i); !why.isEmpty())
                return why;
        }
    }
    for (qsizetype k = 0; k < r.keys.size(); ++k) {
        const EventList &events = r.keys.at(k).events;
        for (qsizetype i = 0; i < events.size(); ++i) {
            if (QString why = eventOutsideJson(events.at(i), i); !why.isEmpty())
                return QStringLiteral("keys[%1].").arg(k) + why;
        }
    }
    return {};
}

// The header as the reader will take it back (both encodings carry the same one): empty, or the
// field it would refuse and why (a trace time in the year 292,000 from a capture's timestamps).
QString headerRefused(const Recording &r)
{
    Recording header = r;
    header.trace.events = EventList();
    for (Trace &k : header.keys)
        k.events = EventList();
    Recording back;
    LoadError error;
    if (readRecording(writeRecording(header), QString(), &back, &error))
        return {};
    return error.path.isEmpty() ? error.message : error.path + QStringLiteral(": ") + error.message;
}

// `error`, when given: set when the document would pass the reader's size limit (the file is then
// discarded, never left for the reader to refuse).
bool writeJsonRecording(QIODevice *device, const Recording &r, const RecordingProgress &progress,
                        QString *error = nullptr)
{
    // Streamed: the header as one document with a placeholder where the events go, then one event
    // per line in its place. A QJsonArray of every event would hold the whole trace a second time,
    // several times larger.
    QJsonObject header = recordingHeaderToJson(r);
    header.insert(QStringLiteral("events"), QStringLiteral("(the events)"));
    const QByteArray document = QJsonDocument(header).toJson(QJsonDocument::Indented);
    const qsizetype at = document.indexOf(eventsPlaceholder);
    qint64 written = 0;
    // What LockLab writes, LockLab reads: the reader refuses a JSON recording over its size limit.
    const auto write = [&](const QByteArray &bytes) {
        written += bytes.size();
        if (error && written > limits::maxRecordingBytes) {
            *error = tooLarge(written);
            return false;
        }
        return device->write(bytes) >= 0;
    };
    if (at < 0 || !write(document.left(at) + '['))
        return false;
    const EventList &events = r.trace.events;
    QByteArray chunk;
    for (qsizetype i = 0; i < events.size(); ++i) {
        chunk += i == 0 ? "\n        " : ",\n        ";
        chunk += QJsonDocument(eventToJson(events.at(i))).toJson(QJsonDocument::Compact);
        if (chunk.size() >= (1 << 20) || i + 1 == events.size()) {
            if (!write(chunk))
                return false;
            chunk.clear();
            if (progress && !progress(i + 1, events.size()))
                return false;
        }
    }
    return write(events.isEmpty() ? QByteArray("]") : QByteArray("\n    ]"))
           && write(document.mid(at + eventsPlaceholder.size()));
}

}  // namespace

QByteArray writeRecording(const Recording &r)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    writeJsonRecording(&buffer, r, {});
    return buffer.data();
}

RecordingFormat recordingFormatFor(const QString &path)
{
    return path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) ? RecordingFormat::Json
                                                                       : RecordingFormat::Compact;
}

bool saveRecording(const QString &path, const Recording &recording, QString *error, const RecordingProgress &progress)
{
    // Never half-written, never over a device (OutputFile): a failure leaves the old file as it was.
    OutputFile file(path);
    if (!file.open(error))
        return false;
    const bool compact = recordingFormatFor(path) == RecordingFormat::Compact;
    QString encodeError;
    // Refused before a byte is written: never a file LockLab cannot open again.
    encodeError = headerRefused(recording);
    if (encodeError.isEmpty() && !compact)
        encodeError = outsideJson(recording);
    const bool encoded = encodeError.isEmpty()
                         && (compact ? writeCompactRecording(file.device(), recording, progress, &encodeError)
                                     : writeJsonRecording(file.device(), recording, progress, &encodeError));
    if (!encoded) {
        if (error)
            *error = printable(path) + QStringLiteral(": ")
                     + FormatTr::tr("cannot write: %1")
                           .arg(encodeError.isEmpty() ? file.device()->errorString() : encodeError);
        return false;  // discarded with `file`
    }
    return file.commit(error);
}

static QString tooLarge(qint64 bytes)
{
    return FormatTr::tr("the recording is %1 MiB; recordings larger than %2 MiB are refused")
        .arg(bytes >> 20)
        .arg(limits::maxRecordingBytes >> 20);
}

bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, LoadError *error,
                   const RunLimits &limits)
{
    Recording r;
    format::Reader reader(fileLabel, error);
    format::Context context;
    // Events are read as they are parsed: a long recording never exists as a tree of nodes. The
    // worker count comes later in the file (keys are sorted), so the highest worker index is
    // checked at the end, at its place.
    if (json.size() > limits::maxRecordingBytes)
        return reader.fail(JsonNode{.line = 1, .column = 1}, QString(), tooLarge(json.size()));
    Budget budget(limits);  // the trace read is as bounded as the run that wrote it
    Micros last = 0;
    JsonNode highestWorker;
    qint64 highestWorkerIndex = -1;
    QString highestWorkerPath;
    JsonStream stream{QStringLiteral("events"), [&](JsonNode &&node, qsizetype i) {
                          const QString path = QStringLiteral("events[%1]").arg(i);
                          TraceEvent e;
                          if (!reader.read(node, path, events(), &e, context))
                              return false;
                          if (e.at < last)
                              return reader.fail(*node.member(QStringLiteral("t")), path + QStringLiteral(".t"),
                                                 FormatTr::tr("events must be in time order"));
                          if (e.worker > highestWorkerIndex) {
                              highestWorkerIndex = e.worker;
                              highestWorker = *node.member(QStringLiteral("w"));
                              highestWorkerPath = path + QStringLiteral(".w");
                          }
                          if (!budget.charge(e, r.trace.events)) {
                              reader.fail(node, path, FormatTr::tr("too many events to load: %1").arg(budget.reason()));
                              if (error)
                                  error->limitReached = true;
                              return false;
                          }
                          last = e.at;
                          e.request.worker = e.worker;
                          r.trace.events.append(std::move(e));
                          return true;
                      }};
    JsonNode root;
    JsonParseError parseError;
    if (!parseJson(json, &root, &parseError, &stream)) {
        if (!parseError.message.isEmpty())
            return reader.fail(JsonNode{.line = parseError.line, .column = parseError.column}, QString(),
                               parseError.message);
        return false;  // an event was refused; the reader has said why
    }
    if (root.type != JsonNode::Type::Object)
        return reader.value(root, QString(), Type::Object, 0, 0, {}, nullptr);
    // Something else than a recording gets told so before anything about its fields.
    const Field<Recording> &formatRow = *recordings().field(QStringLiteral("format"));
    const JsonNode *formatNode = root.member(QStringLiteral("format"));
    if (!formatNode || formatNode->type != JsonNode::Type::String || formatNode->string != formatName)
        return reader.fail(formatNode ? *formatNode : root, QStringLiteral("format"),
                           formatRow.check(r, Value(QString()), context));
    // A recording of another version is told so before anything about its fields, too.
    if (const JsonNode *version = root.member(QStringLiteral("version"));
        version
        && !reader.value(*version, QStringLiteral("version"), Type::Integer, formatVersion, formatVersion, {}, nullptr))
        return false;
    if (!reader.read(root, QString(), recordings(), &r, context))
        return false;
    if (highestWorkerIndex >= r.trace.workers.size())
        return reader.fail(highestWorker, highestWorkerPath,
                           FormatTr::tr("expected a worker index below %1, got %2")
                               .arg(r.trace.workers.size())
                               .arg(highestWorkerIndex));
    const JsonNode *scenario = root.member(QStringLiteral("scenario"));
    if (scenario)
        r.scenarioJson = json.mid(scenario->begin, scenario->end - scenario->begin);
    for (Trace &key : r.keys)
        key = withHeaderOf(r.trace, key);
    *out = std::move(r);
    return true;
}

bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, QString *error)
{
    LoadError e;
    if (readRecording(json, fileLabel, out, &e))
        return true;
    if (error)
        *error = e.toString();
    return false;
}

bool loadRecording(const QString &path, Recording *out, LoadError *error, const RecordingReadOptions &options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = LoadError{path, 0, 0, QString(), FormatTr::tr("cannot read the file: %1").arg(file.errorString())};
        return false;
    }
    // The compact encoding says so in its first line; anything else is read as JSON.
    const QByteArray head = file.peek(compactRecordingMagic().size() + 16);
    if (compactRecordingVersion(head) > 0)
        return readCompactRecording(&file, path, out, error, options);
    // Another version of the compact encoding is not "invalid JSON".
    const QByteArray family = compactRecordingMagic().first(compactRecordingMagic().lastIndexOf(' ') + 1);
    if (head.startsWith(family)) {
        if (error)
            *error = LoadError{path, 1, 1, QString(),
                               FormatTr::tr("a compact recording of version %1, which this LockLab cannot read (it "
                                            "reads versions 1 and 2)")
                                   .arg(QString::fromUtf8(head.mid(family.size()).split('\n').constFirst()))};
        return false;
    }
    // A JSON recording is parsed whole: its size is bounded first (the compact one streams, and its
    // reader is bounded by the events budget). A pipe has no size: it is read up to the limit.
    if (file.size() > limits::maxRecordingBytes) {
        if (error)
            *error = LoadError{path, 0, 0, QString(), tooLarge(file.size())};
        return false;
    }
    if (options.progress && !options.progress(0, file.size()))
        return false;
    QByteArray json;
    if (!readBounded(&file, limits::maxRecordingBytes, &json)) {
        if (error)
            *error = LoadError{path, 0, 0, QString(), tooLarge(json.size())};
        return false;
    }
    Recording r;
    if (!readRecording(json, path, &r, error, options.limits))
        return false;
    if (options.progress)
        options.progress(file.size(), file.size());
    *out = std::move(r);
    return true;
}

bool loadRecording(const QString &path, Recording *out, QString *error, const RecordingReadOptions &options)
{
    LoadError e;
    if (loadRecording(path, out, &e, options))
        return true;
    if (error)
        *error = e.toString();
    return false;
}

bool isRecordingFile(const QString &path)
{
    if (path.endsWith(QStringLiteral(".locklab.json"), Qt::CaseInsensitive)
        || path.endsWith(QStringLiteral(".locklab"), Qt::CaseInsensitive))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    if (compactRecordingVersion(file.peek(compactRecordingMagic().size())) > 0)
        return true;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    return doc.isObject() && doc.object().value(QStringLiteral("format")).toString() == formatName;
}

const format::Table<Recording> &format::recordingTable()
{
    return recordings();
}

const format::Table<TraceEvent> &format::eventTable()
{
    return events();
}

QByteArray traceToJsonLines(const Trace &trace)
{
    QByteArray lines;
    QBuffer buffer(&lines);
    buffer.open(QIODevice::WriteOnly);
    writeTraceJsonLines(buffer, trace);
    return lines;
}

bool writeTraceJsonLines(QIODevice &out, const Trace &trace)
{
    for (const TraceEvent &e : trace.events) {
        if (out.write(QJsonDocument(traceEventToJson(trace, e)).toJson(QJsonDocument::Compact) + '\n') < 0)
            return false;
    }
    return true;
}

}  // namespace locklab
