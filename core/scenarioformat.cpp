// SPDX-License-Identifier: MIT
#include "core/scenarioformat.h"

#include "core/coretr.h"
#include "core/terminaltext.h"

#include <QRegularExpression>

#include <set>

namespace locklab {

// The rows' messages, translated when a scenario breaks one (the tables are built once).
struct FormatTr::ScenarioMessages {
    static constexpr const char *scenarioName = QT_TR_NOOP("expected lowercase letters, digits and '-', got %1");
    static constexpr const char *workerCount = QT_TR_NOOP("expected %1 to %2 workers, got %3");
    static constexpr const char *faultCount = QT_TR_NOOP("expected at most %1 faults, got %2");
    static constexpr const char *lockKey = QT_TR_NOOP("expected letters, digits and ':_.-' only, got %1");
    static constexpr const char *workerName = QT_TR_NOOP("expected letters, digits, '_' or '-', got %1");
    static constexpr const char *hostName = QT_TR_NOOP("expected a hostname (letters, digits, '.' and '-'), got %1");
    static constexpr const char *stepCount = QT_TR_NOOP("expected %1 to %2 steps, got %3");
};

}  // namespace locklab

namespace locklab::format {

namespace {

using Messages = FormatTr::ScenarioMessages;

constexpr double maxDurationMs = static_cast<double>(limits::maxDurationMs);
constexpr double maxTtlMs = static_cast<double>(limits::maxTtlMs);

// Row builders: the mapping onto a C++ member is the only thing a row spells out by hand.
template <class T, class M> Field<T> integer(const char *name, double min, double max, M T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Integer;
    f.min = min;
    f.max = max;
    f.set = [member](T &t, const Value &v, const Context &) { t.*member = static_cast<M>(std::get<qint64>(v)); };
    f.get = [member](const T &t, const Context &) { return Value(static_cast<qint64>(t.*member)); };
    return f;
}

template <class T> Field<T> number(const char *name, double min, double max, double T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Number;
    f.min = min;
    f.max = max;
    f.set = [member](T &t, const Value &v, const Context &) { t.*member = std::get<double>(v); };
    f.get = [member](const T &t, const Context &) { return Value(t.*member); };
    return f;
}

template <class T> Field<T> boolean(const char *name, bool T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Boolean;
    f.set = [member](T &t, const Value &v, const Context &) { t.*member = std::get<bool>(v); };
    f.get = [member](const T &t, const Context &) { return Value(t.*member); };
    return f;
}

template <class T> Field<T> string(const char *name, int maxLength, QString T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::String;
    f.min = 0;
    f.max = maxLength;
    f.set = [member](T &t, const Value &v, const Context &) { t.*member = std::get<QString>(v); };
    f.get = [member](const T &t, const Context &) { return Value(t.*member); };
    return f;
}

// A string from a fixed list that maps, in order, onto an enum (or a bool: false, true).
template <class T, class M> Field<T> choice(const char *name, QStringList choices, M T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Choice;
    f.choices = choices;
    f.set = [member, choices](T &t, const Value &v, const Context &) {
        t.*member = static_cast<M>(choices.indexOf(std::get<QString>(v)));
    };
    f.get = [member, choices](const T &t, const Context &) {
        return Value(choices.value(static_cast<int>(t.*member)));
    };
    return f;
}

// A bool written as one of two words, the `true` word first (as the docs list it).
template <class T> Field<T> flag(const char *name, const QString &whenTrue, const QString &whenFalse, bool T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Choice;
    f.choices = {whenTrue, whenFalse};
    f.set = [member, whenTrue](T &t, const Value &v, const Context &) { t.*member = std::get<QString>(v) == whenTrue; };
    f.get = [member, whenTrue, whenFalse](const T &t, const Context &) {
        return Value(t.*member ? whenTrue : whenFalse);
    };
    return f;
}

template <class T> Field<T> &&pattern(Field<T> &&f, const QString &regex, const char *message)
{
    f.check = [re = QRegularExpression(regex), message](const T &, const Value &v, const Context &) {
        return re.match(std::get<QString>(v)).hasMatch() ? QString()
                                                         : FormatTr::tr(message).arg(quoted(std::get<QString>(v)));
    };
    return std::move(f);
}

template <class T> Field<T> &&kinds(Field<T> &&f, Kinds accepts, Kinds needs = 0)
{
    f.accepts = accepts;
    f.needs = needs;
    return std::move(f);
}

template <class T> Field<T> &&required(Field<T> &&f)
{
    f.needs = anyKind;
    return std::move(f);
}

template <class T> Field<T> &&always(Field<T> &&f)
{
    f.alwaysWritten = true;
    return std::move(f);
}

// A nested object read through its own table; written on one line, left out at its defaults.
template <class T, class N>
Field<T> object(const char *name, const Table<N> &(*table)(), N &(*member)(T &), const N &(*cmember)(const T &))
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Object;
    f.read = [table, member](Reader &r, const JsonNode &n, const QString &path, T &t, Context &c) {
        return r.read(n, path, table(), &member(t), c);
    };
    f.write = [table, cmember](const T &t, const Context &c) { return objectText(table(), cmember(t), c, false); };
    return f;
}

// An array of objects read through their table.
template <class T, class N>
Field<T> array(const char *name, double min, double max, const char *countMessage, const Table<N> &(*table)(),
               QList<N> T::*member)
{
    Field<T> f;
    f.name = QLatin1String(name);
    f.type = Type::Array;
    f.min = min;
    f.max = max;
    f.countMessage = countMessage;
    f.read = [=](Reader &r, const JsonNode &n, const QString &path, T &t, Context &c) {
        return r.array(n, path, min, max, countMessage, [&](const JsonNode &item, const QString &itemPath) {
            N value;
            if (!r.read(item, itemPath, table(), &value, c))
                return false;
            (t.*member).append(std::move(value));
            return true;
        });
    };
    f.write = [=](const T &t, const Context &c) -> QString {
        if ((t.*member).isEmpty() && min == 0)
            return {};
        QStringList items;
        for (const N &value : t.*member)
            items << objectText(table(), value, c, true);
        return QStringLiteral("[\n    ") + items.join(QStringLiteral(",\n    ")) + QStringLiteral("\n  ]");
    };
    return f;
}

Scenario &self(Scenario &s)
{
    return s;
}
const Scenario &cself(const Scenario &s)
{
    return s;
}
Policies &policiesOf(Scenario &s)
{
    return s.policies;
}
const Policies &cpoliciesOf(const Scenario &s)
{
    return s.policies;
}
HeartbeatPolicy &heartbeatOf(Policies &p)
{
    return p.heartbeat;
}
const HeartbeatPolicy &cheartbeatOf(const Policies &p)
{
    return p.heartbeat;
}
ClusterSpec &clusterOf(Scenario &s)
{
    return s.cluster;
}
const ClusterSpec &cclusterOf(const Scenario &s)
{
    return s.cluster;
}
WaitPolicy &waitOf(Policies &p)
{
    return p.wait;
}
const WaitPolicy &cwaitOf(const Policies &p)
{
    return p.wait;
}

// The Redlock fields of "lock" (issue 30); "algorithm" is read before them and the others need it.
void addRedlockFields(Table<Scenario> &t)
{
    auto needsRedlock = [](Field<Scenario> &&f) {
        f.check = [](const Scenario &s, const Value &, const Context &) {
            return s.redlock.enabled() ? QString()
                                       : FormatTr::tr("only a Redlock has this: add \"algorithm\": \"redlock\"");
        };
        return std::move(f);
    };
    Field<Scenario> algorithm;
    algorithm.name = QStringLiteral("algorithm");
    algorithm.type = Type::Choice;
    algorithm.choices = {QStringLiteral("single"), QStringLiteral("redlock")};
    algorithm.set = [](Scenario &s, const Value &v, const Context &) {
        s.redlock.algorithm = v == Value(QStringLiteral("redlock")) ? LockAlgorithm::Redlock : LockAlgorithm::Single;
    };
    algorithm.get = [](const Scenario &s, const Context &) {
        return Value(s.redlock.enabled() ? QStringLiteral("redlock") : QStringLiteral("single"));
    };
    Field<Scenario> variant;
    variant.name = QStringLiteral("variant");
    variant.type = Type::Choice;
    variant.choices = {QStringLiteral("redsync"), QStringLiteral("node-redlock"), QStringLiteral("redisson")};
    variant.set = [choices = variant.choices](Scenario &s, const Value &v, const Context &) {
        s.redlock.variant = static_cast<RedlockVariant>(choices.indexOf(std::get<QString>(v)));
    };
    variant.get = [](const Scenario &s, const Context &) {
        return s.redlock.enabled() ? Value(redlockVariantName(s.redlock.variant)) : Value();
    };
    Field<Scenario> drift;
    drift.name = QStringLiteral("driftFactor");
    drift.type = Type::Number;
    drift.min = 0;
    drift.max = 0.5;
    drift.set = [](Scenario &s, const Value &v, const Context &) { s.redlock.driftFactor = std::get<double>(v); };
    drift.get = [](const Scenario &s, const Context &) {
        return s.redlock.enabled() && s.redlock.driftFactor != RedlockSpec().driftFactor ? Value(s.redlock.driftFactor)
                                                                                         : Value();
    };
    Field<Scenario> quorum;
    quorum.name = QStringLiteral("quorum");
    quorum.type = Type::Integer;
    quorum.min = 1;
    quorum.max = limits::maxRedlockInstances;
    quorum.set = [](Scenario &s, const Value &v, const Context &) {
        s.redlock.quorum = static_cast<int>(std::get<qint64>(v));
    };
    quorum.get = [](const Scenario &s, const Context &) {
        return s.redlock.quorum > 0 ? Value(static_cast<qint64>(s.redlock.quorum)) : Value();
    };
    Field<Scenario> timeout;
    timeout.name = QStringLiteral("instanceTimeoutMs");
    timeout.type = Type::Integer;
    timeout.min = 1;
    timeout.max = 60000;
    timeout.set = [](Scenario &s, const Value &v, const Context &) {
        s.redlock.instanceTimeoutMs = std::get<qint64>(v);
    };
    timeout.get = [](const Scenario &s, const Context &) {
        return s.redlock.instanceTimeoutMs > 0 ? Value(s.redlock.instanceTimeoutMs) : Value();
    };
    Field<Scenario> from;
    from.name = QStringLiteral("validityFrom");
    from.type = Type::Choice;
    from.choices = {QStringLiteral("attempt"), QStringLiteral("first-attempt")};
    from.set = [](Scenario &s, const Value &v, const Context &) {
        s.redlock.validityFrom =
            v == Value(QStringLiteral("first-attempt")) ? ValidityFrom::FirstAttempt : ValidityFrom::Attempt;
    };
    from.get = [](const Scenario &s, const Context &) {
        return s.redlock.validityFrom == ValidityFrom::FirstAttempt ? Value(QStringLiteral("first-attempt")) : Value();
    };
    t.fields << std::move(algorithm) << needsRedlock(std::move(variant)) << needsRedlock(std::move(drift))
             << needsRedlock(std::move(quorum)) << needsRedlock(std::move(timeout)) << needsRedlock(std::move(from));
}

}  // namespace

const Table<Scenario> &scenarioTable()
{
    static const Table<Scenario> table = [] {
        Table<Scenario> t{QStringLiteral("top level"), {}, {}};
        t.fields << always(pattern(string("name", 64, &Scenario::name), QStringLiteral("^[a-z0-9][a-z0-9-]*$"),
                                   Messages::scenarioName))
                 << string("title", 200, &Scenario::title) << string("description", 2000, &Scenario::description);
        Field<Scenario> lock = object<Scenario, Scenario>("lock", &lockTable, &self, &cself);
        lock.write = [](const Scenario &s, const Context &c) { return objectText(lockTable(), s, c, true); };
        t.fields << required(std::move(lock)) << object<Scenario, Scenario>("store", &storeTable, &self, &cself);
        Field<Scenario> policies = object<Scenario, Policies>("policies", &policiesTable, &policiesOf, &cpoliciesOf);
        policies.write = [](const Scenario &s, const Context &c) {
            return objectText(policiesTable(), s.policies, c, true);
        };
        t.fields << std::move(policies);
        Field<Scenario> workers =
            array("workers", 1, limits::maxWorkers, Messages::workerCount, &workerTable, &Scenario::workers);
        // Names are unique: faults refer to workers by name.
        workers.read = [](Reader &r, const JsonNode &n, const QString &path, Scenario &s, Context &c) {
            std::set<QString> names;
            qint64 steps = 0;
            for (const JsonNode &w : n.items) {
                if (const JsonNode *list = w.member(QStringLiteral("steps")))
                    steps += list->items.size();
            }
            if (steps > limits::maxTotalSteps)
                return r.fail(n, path,
                              FormatTr::tr("expected at most %1 steps in all workers together, got %2")
                                  .arg(limits::maxTotalSteps)
                                  .arg(steps));
            return r.array(n, path, 1, limits::maxWorkers, Messages::workerCount,
                           [&](const JsonNode &item, const QString &itemPath) {
                               WorkerSpec w;
                               if (!r.read(item, itemPath, workerTable(), &w, c))
                                   return false;
                               if (!names.insert(w.name).second)
                                   return r.fail(*item.member(QStringLiteral("name")),
                                                 Reader::join(itemPath, QStringLiteral("name")),
                                                 FormatTr::tr("duplicate worker name %1").arg(quoted(w.name)));
                               c.workers << w.name;
                               s.workers.append(std::move(w));
                               return true;
                           });
        };
        // The topology before the faults: a replication fault needs replicas.
        Field<Scenario> redis = object<Scenario, Scenario>("redis", &redisTable, &self, &cself);
        redis.read = [](Reader &r, const JsonNode &n, const QString &path, Scenario &s, Context &c) {
            if (!r.read(n, path, redisTable(), &s, c))
                return false;
            c.replicas = s.replicas;
            c.instances = s.instances;
            return true;
        };
        Field<Scenario> faults = array("faults", 0, 1000, Messages::faultCount, &faultTable, &Scenario::faults);
        const auto readFaults = faults.read;
        faults.read = [readFaults](Reader &r, const JsonNode &n, const QString &path, Scenario &s, Context &c) {
            if (!readFaults(r, n, path, s, c))
                return false;
            for (qsizetype i = 0; i < s.faults.size(); ++i) {
                const FaultKind kind = s.faults.at(i).kind;
                if (const Fault &f = s.faults.at(i); kind == FaultKind::Latency && (f.worker < 0) == (f.instance < 0))
                    return r.fail(n.items.at(i), Reader::index(path, i),
                                  FormatTr::tr("a latency delays one worker's replies or every reply from one "
                                               "instance: give \"worker\" or \"instance\", not both"));
                if (const Fault &f = s.faults.at(i); kind == FaultKind::Latency && f.instance >= 0 && f.nth > 0)
                    return r.fail(*n.items.at(i).member(QStringLiteral("nth")),
                                  Reader::join(Reader::index(path, i), QStringLiteral("nth")),
                                  FormatTr::tr("an instance's delay is a window (atMs to untilMs): \"nth\" "
                                               "delays one of a worker's replies"));
                if ((kind == FaultKind::ReplicationLag || kind == FaultKind::Failover) && s.replicas == 0)
                    return r.fail(*n.items.at(i).member(QStringLiteral("kind")),
                                  Reader::join(Reader::index(path, i), QStringLiteral("kind")),
                                  s.cluster.enabled()
                                      ? FormatTr::tr("%1 needs replicas: add \"replicasPerPrimary\": 1 to \"cluster\"")
                                            .arg(quoted(faultKindName(kind)))
                                      : FormatTr::tr("%1 needs replicas: add \"redis\": {\"replicas\": 1} to the "
                                                     "scenario")
                                            .arg(quoted(faultKindName(kind))));
            }
            return true;
        };
        t.fields << required(std::move(workers)) << std::move(redis) << std::move(faults)
                 << choice("purpose", {QStringLiteral("correctness"), QStringLiteral("efficiency")}, &Scenario::purpose)
                 << boolean("containers", &Scenario::containers);
        return t;
    }();
    return table;
}

const Table<Scenario> &lockTable()
{
    static const Table<Scenario> table = [] {
        Table<Scenario> t{QStringLiteral("lock"), {}, {}};
        Field<Scenario> key = always(
            pattern(string("key", 200, &Scenario::lockKey), QStringLiteral("^[A-Za-z0-9:_.-]+$"), Messages::lockKey));
        auto characters = key.check;
        // The fenced store's own keys live beside the lock under the run's prefix.
        key.check = [characters](const Scenario &s, const Value &v, const Context &c) {
            QString message = characters(s, v, c);
            const QString k = std::get<QString>(v);
            if (message.isEmpty() && (k == QStringLiteral("fence") || k.startsWith(QStringLiteral("store"))))
                message =
                    FormatTr::tr("\"fence\" and \"store*\" are reserved for the fenced store, got %1").arg(quoted(k));
            return message;
        };
        t.fields << std::move(key) << required(integer("ttlMs", 1, maxTtlMs, &Scenario::ttlMs));
        addRedlockFields(t);
        return t;
    }();
    return table;
}

const Table<Scenario> &redisTable()
{
    static const Table<Scenario> table = [] {
        Table<Scenario> t{QStringLiteral("redis"), {}, {}};
        Field<Scenario> failover =
            choice("failover", {QStringLiteral("lab"), QStringLiteral("sentinel")}, &Scenario::failoverBy);
        // "replicas" is read before it: a sentinel needs a replica to promote.
        failover.check = [](const Scenario &s, const Value &v, const Context &) {
            return std::get<QString>(v) != QStringLiteral("sentinel") || s.replicas > 0
                       ? QString()
                       : FormatTr::tr("a sentinel needs a replica to promote: add \"replicas\": 1");
        };
        // Independent servers have no replicas: "replicas" is read before it.
        Field<Scenario> instances = integer("instances", 1, limits::maxRedlockInstances, &Scenario::instances);
        instances.check = [](const Scenario &s, const Value &v, const Context &) {
            return std::get<qint64>(v) == 1 || s.replicas == 0
                       ? QString()
                       : FormatTr::tr("independent instances have no replicas: leave out \"replicas\" or set it to 0");
        };
        // A cluster's replicas are its "replicasPerPrimary": "replicas" is not written beside it.
        Field<Scenario> replicas = integer("replicas", 0, 2, &Scenario::replicas);
        replicas.write = [](const Scenario &s, const Context &) {
            return s.cluster.enabled() || s.replicas == 0 ? QString() : QString::number(s.replicas);
        };
        // Read last: what it excludes ("replicas", a sentinel, independent instances) is known.
        Field<Scenario> cluster = object<Scenario, ClusterSpec>("cluster", &clusterTable, &clusterOf, &cclusterOf);
        cluster.read = [](Reader &r, const JsonNode &n, const QString &path, Scenario &s, Context &c) {
            const QString excluded =
                s.replicas > 0 ? FormatTr::tr("a cluster's replicas are per primary: leave out "
                                              "\"replicas\" and set \"replicasPerPrimary\"")
                : s.failoverBy == FailoverBy::Sentinel
                    ? FormatTr::tr("a cluster promotes its replicas itself: leave out \"failover\"")
                : s.instances > 1 ? FormatTr::tr("a cluster is not independent instances: leave out "
                                                 "\"instances\"")
                                  : QString();
            if (!excluded.isEmpty())
                return r.fail(n, path, excluded);
            s.cluster.primaries = ClusterSpec::defaultPrimaries;
            if (!r.read(n, path, clusterTable(), &s.cluster, c))
                return false;
            s.replicas = s.cluster.replicasPerPrimary;  // the model is the lock's shard
            return true;
        };
        t.fields << std::move(replicas) << std::move(failover) << std::move(instances) << std::move(cluster);
        return t;
    }();
    return table;
}

const Table<ClusterSpec> &clusterTable()
{
    static const Table<ClusterSpec> table = [] {
        Table<ClusterSpec> t{QStringLiteral("cluster"), {}, {}};
        t.fields << always(integer("primaries", 1, 16, &ClusterSpec::primaries))
                 << integer("replicasPerPrimary", 0, 2, &ClusterSpec::replicasPerPrimary);
        return t;
    }();
    return table;
}

const Table<Scenario> &storeTable()
{
    static const Table<Scenario> table = [] {
        Table<Scenario> t{QStringLiteral("store"), {}, {}};
        Field<Scenario> guard =
            choice("guard", {QStringLiteral("fence"), QStringLiteral("unique")}, &Scenario::sqlGuard);
        // Only a database has a constraint to guard with; "kind" is read before it.
        guard.check = [](const Scenario &s, const Value &, const Context &) {
            return s.storeKind == StoreKind::Sql ? QString()
                                                 : FormatTr::tr("only a \"sql\" store has a guard, this one is %1")
                                                       .arg(quoted(storeKindName(s.storeKind)));
        };
        t.fields << choice("kind", {QStringLiteral("redis"), QStringLiteral("sql"), QStringLiteral("file")},
                           &Scenario::storeKind)
                 << std::move(guard) << number("roundTripMs", 0, 10000, &Scenario::roundTripMs)
                 << integer("timeoutMs", 1, 60000, &Scenario::timeoutMs);
        return t;
    }();
    return table;
}

const Table<Policies> &policiesTable()
{
    static const Table<Policies> table = [] {
        Table<Policies> t{QStringLiteral("policies"), {}, {}};
        t.fields << always(choice("release", {QStringLiteral("naive"), QStringLiteral("token")}, &Policies::release))
                 << always(boolean("fencing", &Policies::fencing))
                 << choice("fenceMode", {QStringLiteral("separate"), QStringLiteral("atomic")}, &Policies::fenceMode)
                 << object<Policies, HeartbeatPolicy>("heartbeat", &heartbeatTable, &heartbeatOf, &cheartbeatOf)
                 << choice("tokens",
                           {QStringLiteral("random"), QStringLiteral("pid"), QStringLiteral("hostname"),
                            QStringLiteral("hostname-pid")},
                           &Policies::tokens);
        // Writing "wait" asks for WAIT: one replica unless it says how many.
        Field<Policies> wait = object<Policies, WaitPolicy>("wait", &waitTable, &waitOf, &cwaitOf);
        wait.read = [](Reader &r, const JsonNode &n, const QString &path, Policies &p, Context &c) {
            p.wait.replicas = 1;
            return r.read(n, path, waitTable(), &p.wait, c);
        };
        t.fields << std::move(wait);
        return t;
    }();
    return table;
}

const Table<HeartbeatPolicy> &heartbeatTable()
{
    static const Table<HeartbeatPolicy> table = [] {
        Table<HeartbeatPolicy> t{QStringLiteral("heartbeat"), {}, {}};
        t.fields << always(boolean("enabled", &HeartbeatPolicy::enabled))
                 << integer("intervalMs", 0, maxTtlMs, &HeartbeatPolicy::intervalMs)
                 << integer("maxExtensions", 0, 1000000, &HeartbeatPolicy::maxExtensions)
                 << flag<HeartbeatPolicy>("extend", QStringLiteral("checked"), QStringLiteral("unchecked"),
                                          &HeartbeatPolicy::checked);
        return t;
    }();
    return table;
}

const Table<WaitPolicy> &waitTable()
{
    static const Table<WaitPolicy> table{
        QStringLiteral("wait"),
        {},
        {always(integer("replicas", 0, 2, &WaitPolicy::replicas)),
         // WAIT n 0 blocks for ever: a lock client always bounds it.
         always(integer("timeoutMs", 1, 60000, &WaitPolicy::timeoutMs)),
         always(choice("onUnreplicated", {QStringLiteral("release-and-retry"), QStringLiteral("proceed")},
                       &WaitPolicy::onUnreplicated))}};
    return table;
}

const Table<WorkerSpec> &workerTable()
{
    static const Table<WorkerSpec> table = [] {
        Table<WorkerSpec> t{QStringLiteral("workers"), {}, {}};
        t.fields << required(
            pattern(string("name", 24, &WorkerSpec::name), QStringLiteral("^[A-Za-z0-9_-]+$"), Messages::workerName))
                 << integer("startMs", 0, maxDurationMs, &WorkerSpec::startMs)
                 << integer("repeat", 1, limits::maxRepeat, &WorkerSpec::repeat);
        // The identity the pid and hostname token sources read (only for those lessons).
        Field<WorkerSpec> host = pattern(string("host", 253, &WorkerSpec::host),
                                         QStringLiteral("^[A-Za-z0-9][A-Za-z0-9.-]*$"), Messages::hostName);
        Field<WorkerSpec> steps =
            required(array("steps", 1, limits::maxSteps, Messages::stepCount, &stepTable, &WorkerSpec::steps));
        // One step per line: a scenario reads like a script.
        steps.write = [](const WorkerSpec &w, const Context &c) -> QString {
            QStringList items;
            for (const Step &step : w.steps)
                items << objectText(stepTable(), step, c, true);
            return QStringLiteral("[\n      ") + items.join(QStringLiteral(",\n      ")) + QStringLiteral(" ]");
        };
        t.fields << std::move(steps) << std::move(host) << integer("pid", 1, limits::maxPid, &WorkerSpec::pid)
                 << boolean("honoursTimeout", &WorkerSpec::honoursTimeout);
        return t;
    }();
    return table;
}

const Table<Step> &stepTable()
{
    static const Table<Step> table = [] {
        using enum StepKind;
        Table<Step> t{QStringLiteral("steps"), QStringLiteral("do"), {}};
        const Kinds timed = only({Wait, Work, Pause});
        const Kinds acquire = only({Acquire});
        t.fields << choice("do", stepKindNames(), &Step::kind)
                 << kinds(integer("ms", 0, maxDurationMs, &Step::ms), timed, timed)
                 << kinds(integer("ttlMs", 1, maxTtlMs, &Step::ttlMs), only({Acquire, Extend}))
                 << kinds(integer("retryMs", 0, maxDurationMs, &Step::retryMs), acquire)
                 << kinds(integer("jitterMs", 0, maxDurationMs, &Step::jitterMs), acquire)
                 << kinds(integer("maxTries", 1, limits::maxTries, &Step::maxTries), acquire);
        // "stop" is true: the choice maps onto the bool in order false, true.
        Field<Step> onFail =
            kinds(choice("onFail", {QStringLiteral("continue"), QStringLiteral("stop")}, &Step::stopOnFail), acquire);
        onFail.choices = {QStringLiteral("stop"), QStringLiteral("continue")};
        onFail.set = [](Step &s, const Value &v, const Context &) {
            s.stopOnFail = std::get<QString>(v) == QStringLiteral("stop");
        };
        onFail.get = [](const Step &s, const Context &) {
            return Value(s.stopOnFail ? QStringLiteral("stop") : QStringLiteral("continue"));
        };
        t.fields << std::move(onFail)
                 << kinds(choice("backoff", {QStringLiteral("fixed"), QStringLiteral("exponential")}, &Step::backoff),
                          acquire)
                 << kinds(integer("maxRetryMs", 1, maxDurationMs, &Step::maxRetryMs), acquire)
                 << kinds(integer("timeoutMs", 1, maxDurationMs, &Step::timeoutMs), acquire)
                 << kinds(flag<Step>("onLost", QStringLiteral("stop"), QStringLiteral("continue"), &Step::stopOnLost),
                          only({Check}));
        return t;
    }();
    return table;
}

namespace {
// A fault kind's place among the scenario's choices: FaultKind's order without the trace-only
// promotion, so the kinds after it (stall) move up one.
int faultChoice(FaultKind kind)
{
    return kind > FaultKind::Promotion ? static_cast<int>(kind) - 1 : static_cast<int>(kind);
}
Kinds faultKinds(std::initializer_list<FaultKind> kinds)
{
    Kinds k = 0;
    for (FaultKind kind : kinds)
        k |= Kinds(1) << faultChoice(kind);
    return k;
}
}  // namespace

const Table<Fault> &faultTable()
{
    static const Table<Fault> table = [] {
        using enum FaultKind;
        Table<Fault> t{QStringLiteral("faults"), QStringLiteral("kind"), {}};
        // A promotion is the trace's half of a failover, never written in a scenario: the choices
        // are FaultKind's names without it (faultKinds() maps the kinds onto them).
        QStringList names = faultKindNames();
        names.removeAt(static_cast<qsizetype>(Promotion));
        Field<Fault> kind = choice("kind", names, &Fault::kind);
        // A lost reply loses the first command from atMs on unless told otherwise.
        kind.set = [](Fault &f, const Value &v, const Context &) {
            f.kind = static_cast<FaultKind>(faultKindNames().indexOf(std::get<QString>(v)));
            if (f.kind == LostReply)
                f.nth = 1;
        };
        kind.get = [](const Fault &f, const Context &) { return Value(faultKindName(f.kind)); };
        const Kinds ofAWorker = faultKinds({Pause, Latency, LostReply});
        Field<Fault> worker;
        worker.name = QStringLiteral("worker");
        worker.type = Type::String;
        worker.max = 24;
        worker.accepts = ofAWorker;
        worker.needs = faultKinds({Pause, LostReply});  // a latency names a worker or an instance
        worker.check = [](const Fault &, const Value &v, const Context &c) {
            return c.workers.contains(std::get<QString>(v))
                       ? QString()
                       : FormatTr::tr("expected the name of a worker, got %1").arg(quoted(std::get<QString>(v)));
        };
        worker.set = [](Fault &f, const Value &v, const Context &c) {
            f.worker = static_cast<int>(c.workers.indexOf(std::get<QString>(v)));
        };
        worker.get = [](const Fault &f, const Context &c) {
            return f.worker >= 0 && f.worker < c.workers.size() ? Value(c.workers.at(f.worker)) : Value();
        };
        Field<Fault> until = kinds(integer("untilMs", 0, maxDurationMs, &Fault::untilMs),
                                   faultKinds({Latency, ReplicationLag}), faultKinds({ReplicationLag}));
        // The window ends after it starts: the range begins at this fault's atMs.
        until.check = [](const Fault &f, const Value &v, const Context &) {
            return std::get<qint64>(v) >= f.atMs ? QString()
                                                 : FormatTr::tr("expected an integer from %1 to %2, got %3")
                                                       .arg(f.atMs)
                                                       .arg(limits::maxDurationMs)
                                                       .arg(std::get<qint64>(v));
        };
        Field<Fault> persistence =
            kinds(choice("persistence", {QStringLiteral("none"), QStringLiteral("aof")}, &Fault::persistent),
                  faultKinds({Restart}));
        // 1-based in the file, like the lanes' names ("replica 1"); one of the scenario's replicas.
        Field<Fault> replica = kinds(integer("replica", 1, 2, &Fault::replica), faultKinds({ReplicationLag}));
        replica.check = [](const Fault &, const Value &v, const Context &c) {
            return std::get<qint64>(v) <= c.replicas ? QString()
                                                     : FormatTr::tr("expected an integer from 1 to %1, got %2")
                                                           .arg(c.replicas)
                                                           .arg(std::get<qint64>(v));
        };
        replica.set = [](Fault &f, const Value &v, const Context &) {
            f.replica = static_cast<int>(std::get<qint64>(v)) - 1;
        };
        replica.get = [](const Fault &f, const Context &) {
            return f.replica >= 0 ? Value(static_cast<qint64>(f.replica + 1)) : Value();
        };
        // 1-based in the file, like the witnesses ("instances 3, 4 and 5"); one of the scenario's instances.
        Field<Fault> instance = kinds(integer("instance", 1, limits::maxRedlockInstances, &Fault::instance),
                                      faultKinds({Restart, ClockJump, Stall, Latency}));
        instance.check = [](const Fault &, const Value &v, const Context &c) {
            return std::get<qint64>(v) <= c.instances ? QString()
                                                      : FormatTr::tr("expected an integer from 1 to %1, got %2")
                                                            .arg(c.instances)
                                                            .arg(std::get<qint64>(v));
        };
        instance.set = [](Fault &f, const Value &v, const Context &) {
            f.instance = static_cast<int>(std::get<qint64>(v)) - 1;
        };
        instance.get = [](const Fault &f, const Context &) {
            return f.instance >= 0 ? Value(static_cast<qint64>(f.instance + 1)) : Value();
        };
        t.fields << std::move(kind) << always(integer("atMs", 0, maxDurationMs, &Fault::atMs)) << std::move(worker)
                 << kinds(integer("ms", 1, maxDurationMs, &Fault::ms), faultKinds({Pause, Latency, ClockJump, Stall}),
                          faultKinds({Pause, Latency, ClockJump, Stall}))
                 << std::move(until)
                 << kinds(integer("nth", 1, limits::maxSteps, &Fault::nth), faultKinds({Latency, LostReply}))
                 << std::move(persistence)
                 << kinds(integer("downMs", 0, maxDurationMs, &Fault::downMs), faultKinds({Restart, Failover}),
                          faultKinds({Failover}))
                 << std::move(replica) << std::move(instance);
        return t;
    }();
    return table;
}

bool checkRedlock(Reader &r, const JsonNode &root, const Scenario &s)
{
    const JsonNode *lock = root.member(QStringLiteral("lock"));
    const JsonNode *redis = root.member(QStringLiteral("redis"));
    if (const JsonNode *quorum = lock ? lock->member(QStringLiteral("quorum")) : nullptr;
        quorum && s.redlock.quorum > s.instances)
        return r.fail(*quorum, QStringLiteral("lock.quorum"),
                      FormatTr::tr("expected an integer from 1 to %1 (the instances), got %2")
                          .arg(s.instances)
                          .arg(s.redlock.quorum));
    if (s.instances > 1 && !s.redlock.enabled())
        return r.fail(*redis->member(QStringLiteral("instances")), QStringLiteral("redis.instances"),
                      FormatTr::tr("independent instances need \"algorithm\": \"redlock\" in \"lock\""));
    if (!s.redlock.enabled())
        return true;
    const JsonNode *faults = root.member(QStringLiteral("faults"));
    for (qsizetype i = 0; faults && i < s.faults.size(); ++i) {
        const Fault &f = s.faults.at(i);
        if ((f.kind == FaultKind::Restart || f.kind == FaultKind::ClockJump || f.kind == FaultKind::Stall)
            && f.instance < 0 && s.instances > 1)
            return r.fail(*faults->items.at(i).member(QStringLiteral("kind")),
                          Reader::join(Reader::index(QStringLiteral("faults"), i), QStringLiteral("kind")),
                          FormatTr::tr("say which of the %1 instances: add \"instance\" (1 to %1)").arg(s.instances));
    }
    // A check step GETs one key: a Redlock has no single key to read (not in this slice of issue 30).
    const JsonNode *workers = root.member(QStringLiteral("workers"));
    for (qsizetype w = 0; workers && w < s.workers.size(); ++w) {
        const QList<Step> &steps = s.workers.at(w).steps;
        for (qsizetype i = 0; i < steps.size(); ++i) {
            if (steps.at(i).kind != StepKind::Check)
                continue;
            const JsonNode *step =
                workers->items.at(w).member(QStringLiteral("steps"))->items.at(i).member(QStringLiteral("do"));
            return r.fail(
                *step,
                Reader::join(Reader::index(
                                 Reader::join(Reader::index(QStringLiteral("workers"), w), QStringLiteral("steps")), i),
                             QStringLiteral("do")),
                FormatTr::tr("a Redlock has no one key to check: expected a step other than \"check\""));
        }
    }
    return true;
}

QList<ObjectInfo> scenarioVocabulary()
{
    return {describe(scenarioTable()),  describe(lockTable()),  describe(storeTable()),  describe(policiesTable()),
            describe(heartbeatTable()), describe(waitTable()),  describe(workerTable()), describe(stepTable()),
            describe(faultTable()),     describe(redisTable()), describe(clusterTable())};
}

}  // namespace locklab::format
