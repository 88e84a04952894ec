// SPDX-License-Identifier: MIT
#include "scenarioloader.h"

#include "jsonnode.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <set>

namespace locklab {

QString LoadError::toString() const
{
    QString s = file;
    if (line > 0)
        s += u':' + QString::number(line) + u':' + QString::number(column);
    s += QStringLiteral(": ");
    if (!path.isEmpty())
        s += path + QStringLiteral(": ");
    return s + message;
}

namespace {

// Walks the JSON tree; the first error wins and stops the walk.
class Reader {
public:
    Reader(QString file, LoadError *error)
        : m_file(std::move(file))
        , m_error(error)
    {}

    bool fail(const JsonNode &at, const QString &path, const QString &message)
    {
        if (m_error)
            *m_error = LoadError{m_file, at.line, at.column, path, message};
        return false;
    }

    bool checkFields(const JsonNode &object, const QString &path, const QStringList &allowed)
    {
        for (const auto &[name, value] : object.members) {
            if (!allowed.contains(name))
                return fail(
                    value, join(path, name),
                    QStringLiteral("unknown field (expected one of: %1)").arg(allowed.join(QStringLiteral(", "))));
        }
        return true;
    }

    bool requireObject(const JsonNode &node, const QString &path)
    {
        return node.type == JsonNode::Type::Object
               || fail(node, path, QStringLiteral("expected an object, got ") + node.excerpt());
    }

    bool integer(const JsonNode &node, const QString &path, qint64 min, qint64 max, qint64 *out)
    {
        if (node.type != JsonNode::Type::Number || !node.isInteger) {
            const QString what = min == 0   ? QStringLiteral("a non-negative integer")
                                 : min == 1 ? QStringLiteral("a positive integer")
                                            : QStringLiteral("an integer");
            return fail(node, path, QStringLiteral("expected %1, got %2").arg(what, node.excerpt()));
        }
        const qint64 v = static_cast<qint64>(node.number);
        if (v < min || v > max)
            return fail(
                node, path,
                QStringLiteral("expected an integer from %1 to %2, got %3").arg(min).arg(max).arg(node.excerpt()));
        *out = v;
        return true;
    }

    bool number(const JsonNode &node, const QString &path, double min, double max, double *out)
    {
        if (node.type != JsonNode::Type::Number)
            return fail(node, path, QStringLiteral("expected a number, got ") + node.excerpt());
        if (node.number < min || node.number > max)
            return fail(
                node, path,
                QStringLiteral("expected a number from %1 to %2, got %3").arg(min).arg(max).arg(node.excerpt()));
        *out = node.number;
        return true;
    }

    bool boolean(const JsonNode &node, const QString &path, bool *out)
    {
        if (node.type != JsonNode::Type::Bool)
            return fail(node, path, QStringLiteral("expected true or false, got ") + node.excerpt());
        *out = node.boolean;
        return true;
    }

    bool string(const JsonNode &node, const QString &path, QString *out, int maxLength = 2000)
    {
        if (node.type != JsonNode::Type::String)
            return fail(node, path, QStringLiteral("expected a string, got ") + node.excerpt());
        if (node.string.size() > maxLength)
            return fail(
                node, path,
                QStringLiteral("expected at most %1 characters, got %2").arg(maxLength).arg(node.string.size()));
        *out = node.string;
        return true;
    }

    bool choice(const JsonNode &node, const QString &path, const QStringList &options, QString *out)
    {
        if (node.type != JsonNode::Type::String || !options.contains(node.string))
            return fail(node, path, QStringLiteral("expected one of %1, got %2").arg(quoted(options), node.excerpt()));
        *out = node.string;
        return true;
    }

    static QString join(const QString &path, const QString &field)
    {
        return path.isEmpty() ? field : path + u'.' + field;
    }
    static QString index(const QString &path, qsizetype i) { return path + u'[' + QString::number(i) + u']'; }
    static QString quoted(const QStringList &options)
    {
        QStringList q;
        for (const QString &o : options)
            q.append(u'"' + o + u'"');
        return q.join(QStringLiteral(", "));
    }

    bool readScenario(const JsonNode &root, Scenario *s);

private:
    bool readLock(const JsonNode &node, Scenario *s);
    bool readPolicies(const JsonNode &node, const QString &path, Policies *p);
    bool readWorker(const JsonNode &node, const QString &path, WorkerSpec *w);
    bool readStep(const JsonNode &node, const QString &path, Step *step);
    bool readFault(const JsonNode &node, const QString &path, const Scenario &s, Fault *f);

    QString m_file;
    LoadError *m_error;
};

bool Reader::readScenario(const JsonNode &root, Scenario *s)
{
    if (!requireObject(root, QString()))
        return false;
    if (!checkFields(root, QString(),
                     {QStringLiteral("name"), QStringLiteral("title"), QStringLiteral("description"),
                      QStringLiteral("lock"), QStringLiteral("store"), QStringLiteral("policies"),
                      QStringLiteral("workers"), QStringLiteral("faults"), QStringLiteral("redis")}))
        return false;
    if (const JsonNode *n = root.member(QStringLiteral("name"))) {
        if (!string(*n, QStringLiteral("name"), &s->name, 64))
            return false;
        static const QRegularExpression valid(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
        if (!valid.match(s->name).hasMatch())
            return fail(*n, QStringLiteral("name"),
                        QStringLiteral("expected lowercase letters, digits and '-', got ") + n->excerpt());
    }
    if (const JsonNode *n = root.member(QStringLiteral("title"));
        n && !string(*n, QStringLiteral("title"), &s->title, 200))
        return false;
    if (const JsonNode *n = root.member(QStringLiteral("description"));
        n && !string(*n, QStringLiteral("description"), &s->description))
        return false;
    const JsonNode *lock = root.member(QStringLiteral("lock"));
    if (!lock)
        return fail(root, QString(), QStringLiteral("missing required field \"lock\""));
    if (!readLock(*lock, s))
        return false;
    if (const JsonNode *store = root.member(QStringLiteral("store"))) {
        if (!requireObject(*store, QStringLiteral("store"))
            || !checkFields(*store, QStringLiteral("store"),
                            {QStringLiteral("roundTripMs"), QStringLiteral("timeoutMs")}))
            return false;
        if (const JsonNode *t = store->member(QStringLiteral("timeoutMs"));
            t && !integer(*t, QStringLiteral("store.timeoutMs"), 1, 60000, &s->timeoutMs))
            return false;
        if (const JsonNode *rt = store->member(QStringLiteral("roundTripMs"));
            rt && !number(*rt, QStringLiteral("store.roundTripMs"), 0, 10000, &s->roundTripMs))
            return false;
    }
    if (const JsonNode *redis = root.member(QStringLiteral("redis"))) {
        // The topology: a primary and up to two replicas (live: only on a managed topology).
        qint64 replicas = 0;
        if (!requireObject(*redis, QStringLiteral("redis"))
            || !checkFields(*redis, QStringLiteral("redis"), {QStringLiteral("replicas")}))
            return false;
        if (const JsonNode *r = redis->member(QStringLiteral("replicas"));
            r && !integer(*r, QStringLiteral("redis.replicas"), 0, 2, &replicas))
            return false;
        s->replicas = static_cast<int>(replicas);
    }
    if (const JsonNode *p = root.member(QStringLiteral("policies"));
        p && !readPolicies(*p, QStringLiteral("policies"), &s->policies))
        return false;
    const JsonNode *workers = root.member(QStringLiteral("workers"));
    if (!workers)
        return fail(root, QString(), QStringLiteral("missing required field \"workers\""));
    if (workers->type != JsonNode::Type::Array)
        return fail(*workers, QStringLiteral("workers"),
                    QStringLiteral("expected an array, got ") + workers->excerpt());
    if (workers->items.isEmpty() || workers->items.size() > limits::maxWorkers)
        return fail(
            *workers, QStringLiteral("workers"),
            QStringLiteral("expected 1 to %1 workers, got %2").arg(limits::maxWorkers).arg(workers->items.size()));
    std::set<QString> names;
    for (qsizetype i = 0; i < workers->items.size(); ++i) {
        WorkerSpec w;
        const QString path = index(QStringLiteral("workers"), i);
        if (!readWorker(workers->items.at(i), path, &w))
            return false;
        if (!names.insert(w.name).second)
            return fail(*workers->items.at(i).member(QStringLiteral("name")), join(path, QStringLiteral("name")),
                        QStringLiteral("duplicate worker name \"%1\"").arg(w.name));
        s->workers.append(std::move(w));
    }
    if (const JsonNode *faults = root.member(QStringLiteral("faults"))) {
        if (faults->type != JsonNode::Type::Array)
            return fail(*faults, QStringLiteral("faults"),
                        QStringLiteral("expected an array, got ") + faults->excerpt());
        if (faults->items.size() > 1000)
            return fail(*faults, QStringLiteral("faults"),
                        QStringLiteral("expected at most 1000 faults, got %1").arg(faults->items.size()));
        for (qsizetype i = 0; i < faults->items.size(); ++i) {
            Fault f;
            if (!readFault(faults->items.at(i), index(QStringLiteral("faults"), i), *s, &f))
                return false;
            s->faults.append(f);
        }
    }
    return true;
}

bool Reader::readFault(const JsonNode &node, const QString &path, const Scenario &s, Fault *f)
{
    if (!requireObject(node, path))
        return false;
    const JsonNode *kindNode = node.member(QStringLiteral("kind"));
    if (!kindNode)
        return fail(node, path, QStringLiteral("missing required field \"kind\""));
    static const QStringList kinds{QStringLiteral("pause"),      QStringLiteral("latency"),
                                   QStringLiteral("lost-reply"), QStringLiteral("restart"),
                                   QStringLiteral("clock-jump"), QStringLiteral("replication-lag"),
                                   QStringLiteral("failover")};
    QString kind;
    if (!choice(*kindNode, join(path, QStringLiteral("kind")), kinds, &kind))
        return false;
    f->kind = static_cast<FaultKind>(kinds.indexOf(kind));
    QStringList allowed{QStringLiteral("kind"), QStringLiteral("atMs")};
    QStringList required;
    switch (f->kind) {
    case FaultKind::Pause:
        allowed << QStringLiteral("worker") << QStringLiteral("ms");
        required << QStringLiteral("worker") << QStringLiteral("ms");
        break;
    case FaultKind::Latency:
        allowed << QStringLiteral("worker") << QStringLiteral("ms") << QStringLiteral("untilMs")
                << QStringLiteral("nth");
        required << QStringLiteral("worker") << QStringLiteral("ms");
        break;
    case FaultKind::LostReply:
        allowed << QStringLiteral("worker") << QStringLiteral("nth");
        required << QStringLiteral("worker");
        f->nth = 1;
        break;
    case FaultKind::Restart:
        allowed << QStringLiteral("persistence") << QStringLiteral("downMs");
        break;
    case FaultKind::ClockJump:
        allowed << QStringLiteral("ms");
        required << QStringLiteral("ms");
        break;
    case FaultKind::ReplicationLag:
        allowed << QStringLiteral("untilMs") << QStringLiteral("replica");
        required << QStringLiteral("untilMs");
        break;
    case FaultKind::Failover:
        allowed << QStringLiteral("downMs");
        required << QStringLiteral("downMs");
        break;
    case FaultKind::Promotion:
        break;
    }
    if (!checkFields(node, path, allowed))
        return false;
    if ((f->kind == FaultKind::ReplicationLag || f->kind == FaultKind::Failover) && s.replicas == 0)
        return fail(
            *kindNode, join(path, QStringLiteral("kind")),
            QStringLiteral("\"%1\" needs replicas: add \"redis\": {\"replicas\": 1} to the scenario").arg(kind));
    for (const QString &field : std::as_const(required)) {
        if (!node.member(field))
            return fail(node, path, QStringLiteral("missing required field \"%1\" for \"%2\"").arg(field, kind));
    }
    if (const JsonNode *n = node.member(QStringLiteral("atMs"));
        n && !integer(*n, join(path, QStringLiteral("atMs")), 0, limits::maxDurationMs, &f->atMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("worker"))) {
        QString name;
        if (!string(*n, join(path, QStringLiteral("worker")), &name, 24))
            return false;
        for (int w = 0; w < s.workers.size(); ++w) {
            if (s.workers.at(w).name == name)
                f->worker = w;
        }
        if (f->worker < 0)
            return fail(*n, join(path, QStringLiteral("worker")),
                        QStringLiteral("expected the name of a worker, got ") + n->excerpt());
    }
    if (const JsonNode *n = node.member(QStringLiteral("ms"));
        n && !integer(*n, join(path, QStringLiteral("ms")), 1, limits::maxDurationMs, &f->ms))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("untilMs"));
        n && !integer(*n, join(path, QStringLiteral("untilMs")), f->atMs, limits::maxDurationMs, &f->untilMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("nth"))) {
        qint64 nth = 0;
        if (!integer(*n, join(path, QStringLiteral("nth")), 1, limits::maxSteps, &nth))
            return false;
        f->nth = static_cast<int>(nth);
    }
    if (const JsonNode *n = node.member(QStringLiteral("persistence"))) {
        QString mode;
        if (!choice(*n, join(path, QStringLiteral("persistence")), {QStringLiteral("none"), QStringLiteral("aof")},
                    &mode))
            return false;
        f->persistent = mode == QStringLiteral("aof");
    }
    if (const JsonNode *n = node.member(QStringLiteral("downMs"));
        n && !integer(*n, join(path, QStringLiteral("downMs")), 0, limits::maxDurationMs, &f->downMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("replica"))) {
        qint64 replica = 0;
        if (!integer(*n, join(path, QStringLiteral("replica")), 1, s.replicas, &replica))
            return false;
        f->replica = static_cast<int>(replica) - 1;  // 1-based in the file, like the lanes' names
    }
    return true;
}

bool Reader::readLock(const JsonNode &node, Scenario *s)
{
    const QString path = QStringLiteral("lock");
    if (!requireObject(node, path) || !checkFields(node, path, {QStringLiteral("key"), QStringLiteral("ttlMs")}))
        return false;
    if (const JsonNode *key = node.member(QStringLiteral("key"))) {
        if (!string(*key, QStringLiteral("lock.key"), &s->lockKey, 200))
            return false;
        static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9:_.-]+$"));
        if (!valid.match(s->lockKey).hasMatch())
            return fail(*key, QStringLiteral("lock.key"),
                        QStringLiteral("expected letters, digits and ':_.-' only, got ") + key->excerpt());
        if (s->lockKey == QStringLiteral("fence") || s->lockKey.startsWith(QStringLiteral("store")))
            return fail(*key, QStringLiteral("lock.key"),
                        QStringLiteral("\"fence\" and \"store*\" are reserved for the fenced store, got ")
                            + key->excerpt());
    }
    const JsonNode *ttl = node.member(QStringLiteral("ttlMs"));
    if (!ttl)
        return fail(node, path, QStringLiteral("missing required field \"ttlMs\""));
    return integer(*ttl, QStringLiteral("lock.ttlMs"), 1, limits::maxTtlMs, &s->ttlMs);
}

bool Reader::readPolicies(const JsonNode &node, const QString &path, Policies *p)
{
    if (!requireObject(node, path)
        || !checkFields(node, path,
                        {QStringLiteral("release"), QStringLiteral("fencing"), QStringLiteral("fenceMode"),
                         QStringLiteral("heartbeat"), QStringLiteral("wait")}))
        return false;
    if (const JsonNode *w = node.member(QStringLiteral("wait"))) {
        const QString wp = join(path, QStringLiteral("wait"));
        if (!requireObject(*w, wp)
            || !checkFields(
                *w, wp, {QStringLiteral("replicas"), QStringLiteral("timeoutMs"), QStringLiteral("onUnreplicated")}))
            return false;
        qint64 replicas = 1;
        if (const JsonNode *r = w->member(QStringLiteral("replicas"));
            r && !integer(*r, join(wp, QStringLiteral("replicas")), 0, 2, &replicas))
            return false;
        p->wait.replicas = static_cast<int>(replicas);
        // WAIT n 0 blocks for ever: a lock client always gives it a bound.
        if (const JsonNode *t = w->member(QStringLiteral("timeoutMs"));
            t && !integer(*t, join(wp, QStringLiteral("timeoutMs")), 1, 60000, &p->wait.timeoutMs))
            return false;
        if (const JsonNode *o = w->member(QStringLiteral("onUnreplicated"))) {
            QString mode;
            if (!choice(*o, join(wp, QStringLiteral("onUnreplicated")),
                        {QStringLiteral("release-and-retry"), QStringLiteral("proceed")}, &mode))
                return false;
            p->wait.onUnreplicated = mode == QStringLiteral("proceed") ? WaitPolicy::OnUnreplicated::Proceed
                                                                       : WaitPolicy::OnUnreplicated::ReleaseAndRetry;
        }
    }
    if (const JsonNode *m = node.member(QStringLiteral("fenceMode"))) {
        QString mode;
        if (!choice(*m, join(path, QStringLiteral("fenceMode")), {QStringLiteral("separate"), QStringLiteral("atomic")},
                    &mode))
            return false;
        p->fenceMode = mode == QStringLiteral("atomic") ? FenceMode::Atomic : FenceMode::Separate;
    }
    if (const JsonNode *r = node.member(QStringLiteral("release"))) {
        QString mode;
        if (!choice(*r, join(path, QStringLiteral("release")), {QStringLiteral("naive"), QStringLiteral("token")},
                    &mode))
            return false;
        p->release = mode == QStringLiteral("naive") ? ReleaseMode::Naive : ReleaseMode::Token;
    }
    if (const JsonNode *f = node.member(QStringLiteral("fencing"));
        f && !boolean(*f, join(path, QStringLiteral("fencing")), &p->fencing))
        return false;
    if (const JsonNode *h = node.member(QStringLiteral("heartbeat"))) {
        const QString hp = join(path, QStringLiteral("heartbeat"));
        if (!requireObject(*h, hp)
            || !checkFields(*h, hp,
                            {QStringLiteral("enabled"), QStringLiteral("intervalMs"), QStringLiteral("maxExtensions")}))
            return false;
        if (const JsonNode *e = h->member(QStringLiteral("enabled"));
            e && !boolean(*e, join(hp, QStringLiteral("enabled")), &p->heartbeat.enabled))
            return false;
        if (const JsonNode *i = h->member(QStringLiteral("intervalMs"));
            i && !integer(*i, join(hp, QStringLiteral("intervalMs")), 1, limits::maxTtlMs, &p->heartbeat.intervalMs))
            return false;
        qint64 cap = 0;
        if (const JsonNode *m = h->member(QStringLiteral("maxExtensions"))) {
            if (!integer(*m, join(hp, QStringLiteral("maxExtensions")), 0, 1000000, &cap))
                return false;
            p->heartbeat.maxExtensions = static_cast<int>(cap);
        }
    }
    return true;
}

bool Reader::readWorker(const JsonNode &node, const QString &path, WorkerSpec *w)
{
    if (!requireObject(node, path)
        || !checkFields(node, path, {QStringLiteral("name"), QStringLiteral("startMs"), QStringLiteral("steps")}))
        return false;
    const JsonNode *name = node.member(QStringLiteral("name"));
    if (!name)
        return fail(node, path, QStringLiteral("missing required field \"name\""));
    if (!string(*name, join(path, QStringLiteral("name")), &w->name, 24))
        return false;
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (!valid.match(w->name).hasMatch())
        return fail(*name, join(path, QStringLiteral("name")),
                    QStringLiteral("expected letters, digits, '_' or '-', got ") + name->excerpt());
    if (const JsonNode *start = node.member(QStringLiteral("startMs"));
        start && !integer(*start, join(path, QStringLiteral("startMs")), 0, limits::maxDurationMs, &w->startMs))
        return false;
    const JsonNode *steps = node.member(QStringLiteral("steps"));
    const QString sp = join(path, QStringLiteral("steps"));
    if (!steps)
        return fail(node, path, QStringLiteral("missing required field \"steps\""));
    if (steps->type != JsonNode::Type::Array)
        return fail(*steps, sp, QStringLiteral("expected an array, got ") + steps->excerpt());
    if (steps->items.isEmpty() || steps->items.size() > limits::maxSteps)
        return fail(*steps, sp,
                    QStringLiteral("expected 1 to %1 steps, got %2").arg(limits::maxSteps).arg(steps->items.size()));
    for (qsizetype i = 0; i < steps->items.size(); ++i) {
        Step step;
        if (!readStep(steps->items.at(i), index(sp, i), &step))
            return false;
        w->steps.append(step);
    }
    return true;
}

bool Reader::readStep(const JsonNode &node, const QString &path, Step *step)
{
    if (!requireObject(node, path))
        return false;
    const JsonNode *verb = node.member(QStringLiteral("do"));
    if (!verb)
        return fail(node, path, QStringLiteral("missing required field \"do\""));
    static const QStringList verbs{QStringLiteral("wait"),  QStringLiteral("acquire"), QStringLiteral("work"),
                                   QStringLiteral("pause"), QStringLiteral("write"),   QStringLiteral("release"),
                                   QStringLiteral("extend")};
    QString kind;
    if (!choice(*verb, join(path, QStringLiteral("do")), verbs, &kind))
        return false;
    step->kind = static_cast<StepKind>(verbs.indexOf(kind));

    QStringList allowed{QStringLiteral("do")};
    switch (step->kind) {
    case StepKind::Wait:
    case StepKind::Work:
    case StepKind::Pause:
        allowed << QStringLiteral("ms");
        break;
    case StepKind::Acquire:
        allowed << QStringLiteral("ttlMs") << QStringLiteral("retryMs") << QStringLiteral("jitterMs")
                << QStringLiteral("maxTries") << QStringLiteral("onFail") << QStringLiteral("backoff")
                << QStringLiteral("maxRetryMs") << QStringLiteral("timeoutMs");
        break;
    case StepKind::Extend:
        allowed << QStringLiteral("ttlMs");
        break;
    case StepKind::Write:
    case StepKind::Release:
        break;
    }
    if (!checkFields(node, path, allowed))
        return false;
    if (allowed.contains(QStringLiteral("ms"))) {
        const JsonNode *ms = node.member(QStringLiteral("ms"));
        if (!ms)
            return fail(node, path, QStringLiteral("missing required field \"ms\" for \"%1\"").arg(kind));
        if (!integer(*ms, join(path, QStringLiteral("ms")), 0, limits::maxDurationMs, &step->ms))
            return false;
    }
    if (const JsonNode *n = node.member(QStringLiteral("ttlMs"));
        n && !integer(*n, join(path, QStringLiteral("ttlMs")), 1, limits::maxTtlMs, &step->ttlMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("retryMs"));
        n && !integer(*n, join(path, QStringLiteral("retryMs")), 0, limits::maxDurationMs, &step->retryMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("jitterMs"));
        n && !integer(*n, join(path, QStringLiteral("jitterMs")), 0, limits::maxDurationMs, &step->jitterMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("maxTries"))) {
        qint64 tries = 0;
        if (!integer(*n, join(path, QStringLiteral("maxTries")), 1, limits::maxTries, &tries))
            return false;
        step->maxTries = static_cast<int>(tries);
    }
    if (const JsonNode *n = node.member(QStringLiteral("backoff"))) {
        QString backoff;
        if (!choice(*n, join(path, QStringLiteral("backoff")), {QStringLiteral("fixed"), QStringLiteral("exponential")},
                    &backoff))
            return false;
        step->backoff = backoff == QStringLiteral("exponential") ? Backoff::Exponential : Backoff::Fixed;
    }
    if (const JsonNode *n = node.member(QStringLiteral("maxRetryMs"));
        n && !integer(*n, join(path, QStringLiteral("maxRetryMs")), 1, limits::maxDurationMs, &step->maxRetryMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("timeoutMs"));
        n && !integer(*n, join(path, QStringLiteral("timeoutMs")), 1, limits::maxDurationMs, &step->timeoutMs))
        return false;
    if (const JsonNode *n = node.member(QStringLiteral("onFail"))) {
        QString onFail;
        if (!choice(*n, join(path, QStringLiteral("onFail")), {QStringLiteral("stop"), QStringLiteral("continue")},
                    &onFail))
            return false;
        step->stopOnFail = onFail == QStringLiteral("stop");
    }
    return true;
}

}  // namespace

bool parseScenario(const QByteArray &json, const QString &fileLabel, Scenario *out, LoadError *error)
{
    JsonNode root;
    JsonParseError parseError;
    if (!parseJson(json, &root, &parseError)) {
        if (error)
            *error = LoadError{fileLabel, parseError.line, parseError.column, QString(), parseError.message};
        return false;
    }
    Scenario s;
    Reader reader(fileLabel, error);
    if (!reader.readScenario(root, &s))
        return false;
    if (s.name.isEmpty())
        s.name = QFileInfo(fileLabel).completeBaseName().section(u'.', 0, 0).toLower();
    if (s.title.isEmpty())
        s.title = s.name;
    s.sourcePath = fileLabel;
    s.source = json;
    *out = std::move(s);
    return true;
}

bool loadScenarioFile(const QString &path, Scenario *out, LoadError *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = LoadError{path, 0, 0, QString(), QStringLiteral("cannot read the file: ") + file.errorString()};
        return false;
    }
    constexpr qint64 maxBytes = 16 * 1024 * 1024;
    if (file.size() > maxBytes) {
        if (error)
            *error = LoadError{path, 0, 0, QString(), QStringLiteral("file is larger than 16 MiB")};
        return false;
    }
    return parseScenario(file.readAll(), path, out, error);
}

}  // namespace locklab
