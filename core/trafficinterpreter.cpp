// SPDX-License-Identifier: MIT
#include "core/trafficinterpreter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <climits>

namespace locklab {

namespace {

// Notes in the trace speak the language of the capture, like a run's notes.
struct TrafficText {
    Q_DECLARE_TR_FUNCTIONS(locklab::Traffic)
};

// Request::number of a read the model applies and the trace leaves out (EXISTS, TTL, TYPE).
constexpr qint64 hiddenRead = -1;

bool is(const QByteArray &arg, const char *lowercase)
{
    return arg.compare(QByteArrayView(lowercase), Qt::CaseInsensitive) == 0;
}

// Bytes as text: UTF-8 when they are, else every byte outside printable ASCII as \xHH (so two
// different binary tokens never compare equal in the model).
QString text(const QByteArray &bytes)
{
    // Keys and tokens are ASCII nearly always: no decoder then (this runs for every watched command).
    if (std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return static_cast<uchar>(c) < 0x80; }))
        return QString::fromLatin1(bytes);
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString s = decoder.decode(bytes);
    if (!decoder.hasError())
        return s;
    s.clear();
    for (const char c : bytes) {
        const auto u = static_cast<uchar>(c);
        if (u >= 0x20 && u < 0x7f && c != '\\')
            s += QLatin1Char(c);
        else
            s += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
    }
    return s;
}

bool toInteger(const QByteArray &arg, qint64 *value)
{
    bool ok = false;
    *value = arg.toLongLong(&ok);
    return ok;
}

// The command as MONITOR showed it, shortened for a person: a script body becomes its SHA.
QString renderLine(const QList<QByteArray> &args, const QByteArray &sha)
{
    QString out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (i > 0)
            out += u' ';
        if (i == 1 && is(args.at(0), "eval")) {
            out += QString::fromLatin1(sha.left(8)) + QStringLiteral("…");
            continue;
        }
        QString a = text(args.at(i));
        if (a.size() > 60)
            a = a.left(57) + QStringLiteral("…");
        if (a.isEmpty() || a.contains(u' ') || a.contains(u'"'))
            a = u'"' + a.replace(u'"', QStringLiteral("\\\"")) + u'"';
        out += i == 0 ? a.toUpper() : a;
        if (out.size() > 240)
            return out + QStringLiteral(" …");
    }
    return out;
}

QByteArray sha1Hex(const QByteArray &body)
{
    return QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex();
}

// What a script is for, from the commands its body calls (redis.call('get', …)). Read when a run
// of it showed nothing but reads, to tell a refused release from a refused extend or acquire.
std::optional<Command> purposeOfBody(const QByteArray &body)
{
    static const QRegularExpression call(QStringLiteral("p?call\\s*\\(\\s*['\"]([A-Za-z]+)['\"]"));
    QSet<QString> calls;
    const QString source = QString::fromUtf8(body);
    for (auto it = call.globalMatch(source); it.hasNext();)
        calls.insert(it.next().captured(1).toLower());
    const QString lower = source.toLower();
    const bool nx = lower.contains(QStringLiteral("'nx'")) || lower.contains(QStringLiteral("\"nx\""));
    if (calls.contains(QStringLiteral("set")) && (calls.contains(QStringLiteral("exists")) || nx))
        return Command::Set;
    if (calls.contains(QStringLiteral("del")) || calls.contains(QStringLiteral("unlink")))
        return Command::CompareAndDelete;
    if (calls.contains(QStringLiteral("pexpire")) || calls.contains(QStringLiteral("expire"))
        || (calls.contains(QStringLiteral("set")) && calls.contains(QStringLiteral("get"))))
        return Command::CompareAndExtend;
    return std::nullopt;
}

bool isReadCommand(const QByteArray &name)
{
    static const char *const reads[] = {"get",         "mget",     "exists", "ttl",     "pttl",   "type",
                                        "strlen",      "getrange", "hget",   "hgetall", "hmget",  "lrange",
                                        "llen",        "smembers", "scard",  "zrange",  "zscore", "expiretime",
                                        "pexpiretime", "object",   "dump"};
    for (const char *r : reads) {
        if (is(name, r))
            return true;
    }
    return false;
}

// Commands whose first argument is not a key (a subcommand, a channel, a section).
bool isKeyless(const QByteArray &name)
{
    static const char *const keyless[] = {
        "info",     "client",  "config",   "ping",      "echo",     "select", "auth",   "hello",     "multi",
        "exec",     "discard", "unwatch",  "script",    "command",  "dbsize", "time",   "subscribe", "psubscribe",
        "publish",  "monitor", "acl",      "cluster",   "function", "fcall",  "memory", "latency",   "slowlog",
        "debug",    "wait",    "readonly", "role",      "lastsave", "save",   "bgsave", "swapdb",    "flushdb",
        "flushall", "quit",    "reset",    "randomkey", "scan",     "keys"};
    for (const char *k : keyless) {
        if (is(name, k))
            return true;
    }
    return false;
}

}  // namespace

QRegularExpression redisGlob(const QString &glob)
{
    QString re;
    for (qsizetype i = 0; i < glob.size(); ++i) {
        const QChar c = glob.at(i);
        if (c == u'*') {
            re += QStringLiteral(".*");
        } else if (c == u'?') {
            re += u'.';
        } else if (c == u'\\' && i + 1 < glob.size()) {
            re += QRegularExpression::escape(glob.at(++i));
        } else if (c == u'[') {
            const qsizetype close = glob.indexOf(u']', i + 1);
            if (close < 0) {
                re += QStringLiteral("\\[");
                continue;
            }
            QString set = glob.mid(i + 1, close - i - 1);
            const bool negate = set.startsWith(u'^');
            if (negate)
                set.remove(0, 1);
            re += u'[' + QString(negate ? QStringLiteral("^") : QString()) + set.replace(u'\\', QStringLiteral("\\\\"))
                  + u']';
            i = close;
        } else {
            re += QRegularExpression::escape(QString(c));
        }
    }
    return QRegularExpression(QRegularExpression::anchoredPattern(re), QRegularExpression::DotMatchesEverythingOption);
}

QString laneNameFor(const QString &name)
{
    QString out;
    for (const QChar c : name) {
        const bool ok =
            (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_' || c == u'-';
        out += ok ? c : QChar(u'-');
    }
    if (out.isEmpty())
        out = QStringLiteral("client");
    return out.left(24);
}

TrafficInterpreter::TrafficInterpreter(TrafficOptions options)
    : m_options(std::move(options))
    , m_model(std::make_unique<EmbeddedRedis>(m_scheduler, QString(), 0))
    , m_db(m_options.db)
{
    for (const QString &g : std::as_const(m_options.lockGlobs))
        m_lockGlobs.append(redisGlob(g));
    for (const QString &g : std::as_const(m_options.storeGlobs))
        m_storeGlobs.append(redisGlob(g));
    m_trace.backend = QStringLiteral("monitor");
    m_trace.scenario = QStringLiteral("watched-traffic");
    describeFollowed();
    // Store keys live as long as the traffic says: the model never adds a TTL of its own.
    m_model->setStoreKeyTtlMs(24LL * 3600 * 1000);
    m_model->setExpiryListener([this](const QString &key, Micros at, Micros deadline) {
        if (key != m_trace.lockKey)
            return;
        TraceEvent e;
        e.at = std::max(at, m_trace.events.isEmpty() ? 0 : m_trace.events.constLast().at);
        e.kind = EventKind::Expired;
        e.text = key;
        e.deadline = deadline;
        m_trace.events.append(std::move(e));
    });
}

TrafficInterpreter::~TrafficInterpreter() = default;

Trace TrafficInterpreter::takeTrace()
{
    Trace t = std::move(m_trace);
    m_trace = Trace{};
    return t;
}

bool TrafficInterpreter::matchesAny(const QList<QRegularExpression> &globs, const QString &key) const
{
    return std::any_of(globs.cbegin(), globs.cend(),
                       [&key](const QRegularExpression &re) { return re.match(key).hasMatch(); });
}

QString TrafficInterpreter::modelKey(const QByteArray &name, int db) const
{
    // Keys of different databases are different keys; with one chosen database, all keys are its own.
    return db == 0 || m_options.db >= 0 ? text(name) : text(name) + QStringLiteral("@db") + QString::number(db);
}

TrafficInterpreter::Role TrafficInterpreter::roleOf(const QString &key)
{
    const auto it = m_roles.constFind(key);
    if (it != m_roles.cend())
        return it.value();
    Role role = Role::None;
    if (!m_options.fenceKey.isEmpty() && key == m_options.fenceKey)
        role = Role::Fence;
    else if (matchesAny(m_storeGlobs, key))
        role = Role::Store;
    else if (matchesAny(m_lockGlobs, key))
        role = m_trace.lockKey.isEmpty() || m_trace.lockKey == key ? Role::Lock : Role::OtherLock;
    if (role == Role::Lock || role == Role::OtherLock) {
        if (role == Role::Lock) {
            m_trace.lockKey = key;
            m_db = m_currentDb;  // the first lock key's database is the one followed
            describeFollowed();
        }
        if (!m_stats.lockKeys.contains(key))
            m_stats.lockKeys.append(key);
    }
    // A memo per key: bounded by the watched keys plus the keys seen, which is what MONITOR sends;
    // forget the unwatched ones once it gets large, so memory stays with the watched keys.
    if (role == Role::None && m_roles.size() > 100000)
        m_roles.clear();
    m_roles.insert(key, role);
    return role;
}

TrafficInterpreter::Role TrafficInterpreter::rawRoleOf(const QByteArray &name, int db)
{
    // Most lines are on keys nobody watches: decide on the raw bytes, decode only a watched key.
    const QByteArray memo = db == 0 ? name : name + '\0' + QByteArray::number(db);
    const auto it = m_rawRoles.constFind(memo);
    if (it != m_rawRoles.cend())
        return it.value();
    const Role role = roleOf(modelKey(name, db));
    if (m_rawRoles.size() > 100000)
        m_rawRoles.clear();  // memory stays with the watched keys, not with every key ever seen
    m_rawRoles.insert(memo, role);
    return role;
}

void TrafficInterpreter::becomeLockKey(const QString &key)
{
    m_rawRoles.clear();  // a key changed role: forget the memo (this happens once per lock key)
    const Role current = roleOf(key);
    if (current != Role::None)
        return;
    const Role role = m_trace.lockKey.isEmpty() ? Role::Lock : Role::OtherLock;
    if (role == Role::Lock) {
        m_trace.lockKey = key;
        m_db = m_currentDb;
        describeFollowed();
    }
    m_stats.lockKeys.append(key);
    m_roles.insert(key, role);
}

void TrafficInterpreter::describeFollowed()
{
    const QString keys = m_options.lockGlobs.isEmpty()
                             ? TrafficText::tr("lock keys auto-detected (taken with SET NX and an expiry)")
                             : TrafficText::tr("lock keys %1").arg(m_options.lockGlobs.join(QStringLiteral(", ")));
    m_trace.keysFollowed = m_db >= 0 ? TrafficText::tr("%1 in db %2").arg(keys).arg(m_db) : keys;
}

QString TrafficInterpreter::laneName(const QByteArray &client) const
{
    const auto name = m_names.constFind(client);
    if (name != m_names.cend())
        return laneNameFor(name.value());
    // An unnamed client on this machine is told apart by its port (its note gives the address).
    for (const char *local : {"127.0.0.1:", "[::1]:", "::1:"}) {
        if (client.startsWith(local))
            return laneNameFor(QStringLiteral("client-") + text(client.mid(qstrlen(local))));
    }
    return laneNameFor(text(client));
}

int TrafficInterpreter::laneOf(const QByteArray &client)
{
    const auto it = m_laneByClient.constFind(client);
    if (it != m_laneByClient.cend())
        return it.value();
    QString name = laneName(client);
    for (int n = 2; m_trace.workers.contains(name); ++n)
        name = laneNameFor(laneName(client).left(20) + u'#' + QString::number(n)).replace(u'#', u'-');
    const int index = static_cast<int>(m_trace.workers.size());
    m_trace.workers.append(name);
    Lane lane;
    lane.address = client;
    lane.named = m_names.contains(client);
    m_lanes.append(lane);
    m_laneByClient.insert(client, index);
    emitNote(traceTime(m_nowUs), index, TrafficText::tr("lane %1 is the client at %2").arg(name, text(client)));
    return index;
}

void TrafficInterpreter::setClientName(const QByteArray &address, const QString &name)
{
    if (name.isEmpty())
        return;
    m_names.insert(address, name);
    const auto it = m_laneByClient.constFind(address);
    if (it == m_laneByClient.cend() || m_lanes.at(it.value()).named)
        return;
    QString lane = laneNameFor(name);
    for (int n = 2; m_trace.workers.contains(lane); ++n)
        lane = laneNameFor(laneNameFor(name).left(20) + u'-' + QString::number(n));
    m_trace.workers[it.value()] = lane;
    m_lanes[it.value()].named = true;
}

void TrafficInterpreter::feedLine(QByteArrayView line)
{
    ++m_lineNumber;
    ++m_stats.lines;
    MonitorLine parsed;
    MonitorParseError error;
    switch (parseMonitorLine(line, &parsed, &error)) {
    case MonitorParse::Command:
        process(parsed);
        break;
    case MonitorParse::Ignored:
        // redis-cli monitor's first line, "OK", is its reply to MONITOR; anything else here is blank.
        ++(QByteArrayView(line).trimmed() == "OK" ? m_stats.bannerLines : m_stats.blankLines);
        break;
    case MonitorParse::Invalid:
        ++m_stats.invalidLines;
        if (m_stats.invalid.size() < TrafficStats::maxListedInvalid) {
            QByteArray cut = line.first(std::min<qsizetype>(line.size(), 200)).toByteArray();
            while (cut.endsWith('\n') || cut.endsWith('\r'))
                cut.chop(1);
            m_stats.invalid.append(InvalidLine{m_lineNumber, error.column, error.message, cut});
        }
        break;
    }
}

void TrafficInterpreter::feed(const MonitorLine &line)
{
    ++m_lineNumber;
    ++m_stats.lines;
    process(line);
}

void TrafficInterpreter::ensureOrigin()
{
    // Trace time 0 is the whole second before the first watched command, so the model's ms are the
    // server's ms, and a capture that began earlier (redis-cli monitor) gives the same trace.
    if (m_originUs >= 0)
        return;
    m_originUs = m_nowUs / 1000000 * 1000000;
    m_trace.originUs = m_originUs;
    m_scheduler.runUntil(traceTime(m_nowUs));
}

void TrafficInterpreter::advanceTo(qint64 serverUs)
{
    // MONITOR lines are in execution order; a timestamp that steps back (the server's clock was set
    // back) keeps the model's time where it was, as Redis's own monotonic expiry checks would not.
    m_nowUs = std::max(m_nowUs, serverUs);
    if (m_stats.firstServerUs < 0)
        m_stats.firstServerUs = serverUs;
    m_stats.lastServerUs = m_nowUs;
    if (m_originUs >= 0)
        m_scheduler.runUntil(traceTime(m_nowUs));
}

void TrafficInterpreter::process(const MonitorLine &line)
{
    ++m_stats.commands;
    if (line.source == MonitorLine::Source::Lua) {
        // Commands a script ran follow its EVAL line; they run at the script's one frozen time.
        if (m_script.active) {
            LuaCall call;
            call.args = line.args;
            m_script.calls.append(std::move(call));
        } else if (m_script.skipped) {
            ++m_stats.otherDbCommands;
        } else {
            ++m_stats.keylessCommands;  // a script whose EVAL came before the capture began
        }
        return;
    }
    m_script.skipped = false;
    if (m_script.active)
        finishScript();
    advanceTo(line.serverTimeUs);
    if (m_inGap)
        endGap(line.serverTimeUs);

    const QList<QByteArray> &args = line.args;
    const QByteArray &name = args.at(0);
    const QByteArray client =
        line.source == MonitorLine::Source::Unix ? QByteArray("unix:") + line.client : line.client;
    if (is(name, "client") && args.size() >= 3 && is(args.at(1), "setname")) {
        setClientName(client, text(args.at(2)));
        ++m_stats.keylessCommands;
        return;
    }
    if (is(name, "script") && args.size() >= 3 && is(args.at(1), "load")) {
        m_scriptBodies.insert(sha1Hex(args.at(2)), args.at(2));
        ++m_stats.keylessCommands;
        return;
    }
    const bool eval = is(name, "eval") || is(name, "eval_ro");
    if (eval || is(name, "evalsha") || is(name, "evalsha_ro")) {
        qint64 numKeys = 0;
        if (args.size() < 3 || !toInteger(args.at(2), &numKeys) || numKeys < 0 || 3 + numKeys > args.size()) {
            ++m_stats.keylessCommands;
            return;
        }
        m_script = PendingScript{};
        m_script.active = true;
        m_script.client = client;
        m_script.db = line.db;
        if (m_db >= 0 && line.db != m_db) {
            m_script.active = false;
            m_script.skipped = true;  // its lua lines are skipped with it
            ++m_stats.otherDbCommands;
            return;
        }
        m_script.serverUs = m_nowUs;
        m_script.sha = eval ? sha1Hex(args.at(1)) : args.at(1).toLower();
        if (eval)
            m_scriptBodies.insert(m_script.sha, args.at(1));
        m_script.keys = args.mid(3, numKeys);
        m_script.argv = args.mid(3 + numKeys);
        return;
    }
    if (args.size() < 2 || isKeyless(name)) {
        ++m_stats.keylessCommands;
        return;
    }
    if (m_db >= 0 && line.db != m_db) {
        ++m_stats.otherDbCommands;
        return;
    }
    m_currentDb = line.db;

    // DEL and UNLINK take several keys: each watched one is its own release.
    const bool multiKey = is(name, "del") || is(name, "unlink");
    const qsizetype lastKey = multiKey ? args.size() - 1 : 1;
    bool counted = false;
    for (qsizetype k = 1; k <= lastKey; ++k) {
        Role role = rawRoleOf(args.at(k), line.db);
        if (role == Role::None && !(m_lockGlobs.isEmpty() && is(name, "set"))) {
            if (!counted)
                ++m_stats.outsideCommands;
            counted = true;
            continue;
        }
        const QString key = modelKey(args.at(k), line.db);
        if (role == Role::None && m_lockGlobs.isEmpty() && is(name, "set")) {
            // Found automatically: a key taken with SET … NX and an expiry is a lock.
            bool nx = false, expiry = false;
            for (qsizetype i = 3; i < args.size(); ++i) {
                nx = nx || is(args.at(i), "nx");
                expiry = expiry || is(args.at(i), "px") || is(args.at(i), "ex");
            }
            if (nx && expiry) {
                becomeLockKey(key);
                role = roleOf(key);
            }
        }
        if (role == Role::None) {
            if (!counted)
                ++m_stats.outsideCommands;
            counted = true;
            continue;
        }
        if (role == Role::OtherLock) {
            if (!counted)
                ++m_stats.otherLockCommands;
            counted = true;
            continue;
        }
        if (!counted)
            ++m_stats.watchedCommands;
        counted = true;
        ensureOrigin();
        QList<QByteArray> one = multiKey ? QList<QByteArray>{name, args.at(k)} : args;
        Request request;
        const Reply reply = applyToModel(one, key, &request);
        const int lane = laneOf(client);
        const QString shown = renderLine(one, {});
        if (role == Role::Store) {
            if (isReadCommand(name))
                continue;
            Request write{
                .command = Command::Write, .key = key, .value = args.size() > 2 ? text(args.at(2)) : QString()};
            emitCommand(lane, write, Reply::ofInteger(++m_storeWrites), shown);
            continue;
        }
        if (request.command == Command::Ping) {  // the model does not know this command
            ++m_stats.unmodelledCommands;
            continue;
        }
        if (role == Role::Fence) {
            if (request.command == Command::Incr)
                emitCommand(lane, request, reply, shown);
            continue;
        }
        emitLockCommand(lane, request, reply, shown);
    }
}

// One command on one key, in the model's vocabulary. Command::Ping in *asRequest: not modelled.
Reply TrafficInterpreter::applyToModel(const QList<QByteArray> &args, const QString &key, Request *asRequest)
{
    Request r{.command = Command::Ping, .key = key};
    const QByteArray &name = args.at(0);
    const qint64 nowMs = traceTime(m_nowUs) / 1000;
    auto pttl = [&] { return m_model->apply(Request{.command = Command::Pttl, .key = key}).integer; };
    qint64 n = 0;
    if (is(name, "set") && args.size() >= 3) {
        r.command = Command::Set;
        r.value = text(args.at(2));
        for (qsizetype i = 3; i < args.size(); ++i) {
            const QByteArray &o = args.at(i);
            const bool hasValue = i + 1 < args.size() && toInteger(args.at(i + 1), &n);
            if (is(o, "nx"))
                r.condition = SetCondition::IfAbsent;
            else if (is(o, "xx"))
                r.condition = SetCondition::IfPresent;
            else if (is(o, "px") && hasValue)
                r.number = n, ++i;
            else if (is(o, "ex") && hasValue)
                r.number = n * 1000, ++i;
            else if (is(o, "pxat") && hasValue)
                r.number = std::max<qint64>(1, n - (m_originUs / 1000 + nowMs)), ++i;
            else if (is(o, "exat") && hasValue)
                r.number = std::max<qint64>(1, n * 1000 - (m_originUs / 1000 + nowMs)), ++i;
            else if (is(o, "keepttl"))
                r.number = std::max<qint64>(0, pttl());
        }
    } else if (is(name, "setnx") && args.size() >= 3) {
        r = Request{
            .command = Command::Set, .key = key, .value = text(args.at(2)), .condition = SetCondition::IfAbsent};
    } else if ((is(name, "setex") || is(name, "psetex")) && args.size() >= 4 && toInteger(args.at(2), &n)) {
        r = Request{
            .command = Command::Set, .key = key, .value = text(args.at(3)), .number = is(name, "setex") ? n * 1000 : n};
    } else if (is(name, "get")) {
        r.command = Command::Get;
    } else if (is(name, "getdel")) {
        const Reply got = m_model->apply(Request{.command = Command::Get, .key = key});
        m_model->apply(Request{.command = Command::Del, .key = key});
        *asRequest = Request{.command = Command::Get, .key = key};
        return got;
    } else if (is(name, "del") || is(name, "unlink")) {
        r.command = Command::Del;
    } else if (is(name, "pttl") || is(name, "ttl") || is(name, "exists") || is(name, "type")) {
        r.command = Command::Pttl;
        if (!is(name, "pttl")) {
            // EXISTS, TTL, TYPE: applied for their lazy expiry; the trace does not show them.
            *asRequest = Request{.command = Command::Pttl, .key = key, .number = hiddenRead};
            const Reply reply = m_model->apply(Request{.command = Command::Pttl, .key = key});
            return reply;
        }
    } else if ((is(name, "pexpire") || is(name, "expire")) && args.size() >= 3 && toInteger(args.at(2), &n)) {
        r.command = Command::Pexpire;
        r.number = is(name, "expire") ? n * 1000 : n;
    } else if ((is(name, "pexpireat") || is(name, "expireat")) && args.size() >= 3 && toInteger(args.at(2), &n)) {
        r.command = Command::Pexpire;
        r.number = (is(name, "expireat") ? n * 1000 : n) - (m_originUs / 1000 + nowMs);
    } else if (is(name, "persist")) {
        const Reply got = m_model->apply(Request{.command = Command::Get, .key = key});
        if (got.kind == Reply::Kind::String)
            m_model->apply(Request{.command = Command::Set, .key = key, .value = got.text});
        *asRequest = r;
        return got;
    } else if (is(name, "incr")) {
        r.command = Command::Incr;
    } else if ((is(name, "incrby") || is(name, "decr") || is(name, "decrby"))
               && (args.size() >= 3 || is(name, "decr"))) {
        qint64 by = is(name, "decr") ? -1 : 0;
        if (!is(name, "decr") && !toInteger(args.at(2), &by))
            return *asRequest = r, Reply::error(QStringLiteral("ERR value is not an integer or out of range"));
        if (is(name, "decrby"))
            by = -by;
        const Reply got = m_model->apply(Request{.command = Command::Get, .key = key});
        const qint64 ttl = pttl();
        const qint64 value = (got.kind == Reply::Kind::String ? got.text.toLongLong() : 0) + by;
        m_model->apply(
            Request{.command = Command::Set, .key = key, .value = QString::number(value), .number = ttl > 0 ? ttl : 0});
        *asRequest = Request{.command = Command::Incr, .key = key};
        return Reply::ofInteger(value);
    }
    *asRequest = r;
    if (r.command == Command::Ping)
        return Reply::nil();
    return m_model->apply(r);
}

void TrafficInterpreter::finishScript()
{
    PendingScript s = std::move(m_script);
    m_script = PendingScript{};
    m_currentDb = s.db;
    QString lockKey;
    bool watched = false;
    // The lua lines, applied at the script's time. A key taken by a script that first checked it
    // was free (EXISTS or GET, then SET … PX: node-redlock's acquire) is found as a lock too.
    for (qsizetype i = 0; i < s.calls.size(); ++i) {
        LuaCall &c = s.calls[i];
        if (c.args.size() < 2)
            continue;
        c.key = modelKey(c.args.at(1), s.db);
        c.role = roleOf(c.key);
        if (c.role == Role::None && m_lockGlobs.isEmpty() && is(c.args.at(0), "set")) {
            bool expiry = false, checked = false;
            for (qsizetype a = 3; a < c.args.size(); ++a)
                expiry = expiry || is(c.args.at(a), "px") || is(c.args.at(a), "ex") || is(c.args.at(a), "nx");
            for (qsizetype j = 0; j < i; ++j)
                checked = checked
                          || (s.calls.at(j).key == c.key
                              && (is(s.calls.at(j).args.at(0), "exists") || is(s.calls.at(j).args.at(0), "get")));
            if (expiry && checked) {
                becomeLockKey(c.key);
                c.role = roleOf(c.key);
                for (qsizetype j = 0; j < i; ++j) {
                    if (s.calls.at(j).key == c.key)
                        s.calls[j].role = c.role;  // the check that came before: re-read below
                }
            }
        }
    }
    for (LuaCall &c : s.calls) {
        if (c.role == Role::None || c.role == Role::OtherLock)
            continue;
        ensureOrigin();
        Request ignored;
        c.reply = applyToModel(c.args, c.key, &ignored);
        c.applied = true;
        watched = true;
        if (c.role == Role::Lock)
            lockKey = c.key;
    }
    if (!watched && s.calls.isEmpty()) {
        ++m_stats.keylessCommands;  // ran no command: NOSCRIPT, or a script that touched no key
        return;
    }
    if (!watched) {
        bool otherLock = false;
        for (const LuaCall &c : std::as_const(s.calls))
            otherLock = otherLock || c.role == Role::OtherLock;
        ++(otherLock ? m_stats.otherLockCommands : m_stats.outsideCommands);
        return;
    }
    ++m_stats.watchedCommands;

    const int lane = laneOf(s.client);
    QList<QByteArray> shownArgs{QByteArray("EVALSHA"), s.sha};
    shownArgs.append(QByteArray::number(s.keys.size()));
    shownArgs.append(s.keys);
    shownArgs.append(s.argv);
    const QString shown = renderLine(shownArgs, {});
    const QString firstArg = s.argv.isEmpty() ? QString() : text(s.argv.at(0));
    const QString token = [&] {
        const QString mine = m_beliefs.token(lane);
        for (const QByteArray &a : std::as_const(s.argv)) {
            if (!mine.isEmpty() && text(a) == mine)
                return mine;
        }
        return firstArg;
    }();
    auto numericArg = [&s](qsizetype from) -> qint64 {
        qint64 v = 0;
        for (qsizetype i = from; i < s.argv.size(); ++i) {
            if (toInteger(s.argv.at(i), &v))
                return v;
        }
        return 0;
    };

    // The fence the script took (INCR on the fence key), if any: an acquire that did is AcquireWithFence.
    const LuaCall *fenceIncr = nullptr;
    for (const LuaCall &c : std::as_const(s.calls)) {
        if (c.applied && c.role == Role::Fence && is(c.args.at(0), "incr"))
            fenceIncr = &c;
    }

    if (!lockKey.isEmpty()) {
        const LuaCall *firstRead = nullptr, *set = nullptr, *del = nullptr, *expire = nullptr;
        for (const LuaCall &c : std::as_const(s.calls)) {
            if (!c.applied || c.key != lockKey)
                continue;
            const QByteArray &cmd = c.args.at(0);
            if ((is(cmd, "get") || is(cmd, "exists")) && !firstRead && !set && !del && !expire)
                firstRead = &c;
            else if (is(cmd, "set") && !set)
                set = &c;
            else if ((is(cmd, "del") || is(cmd, "unlink")) && !del)
                del = &c;
            else if ((is(cmd, "pexpire") || is(cmd, "expire")) && !expire)
                expire = &c;
        }
        const bool readFoundNothing = firstRead
                                      && (firstRead->reply.kind == Reply::Kind::Nil
                                          || (is(firstRead->args.at(0), "exists") && firstRead->reply.integer == -2));
        Request req{.key = lockKey};
        Reply reply;
        std::optional<Command> purpose;
        if (set) {
            Request setRequest;
            // Read back what SET did: the model already applied it; its request is re-derived here.
            {
                QList<QByteArray> a = set->args;
                setRequest.command = Command::Set;
                setRequest.value = text(a.value(2));
                for (qsizetype i = 3; i + 1 < a.size(); ++i) {
                    qint64 n = 0;
                    if (is(a.at(i), "px") && toInteger(a.at(i + 1), &n))
                        setRequest.number = n;
                    else if (is(a.at(i), "ex") && toInteger(a.at(i + 1), &n))
                        setRequest.number = n * 1000;
                }
                for (const QByteArray &o : std::as_const(a))
                    setRequest.condition = is(o, "nx") ? SetCondition::IfAbsent : setRequest.condition;
            }
            const bool nx = setRequest.condition == SetCondition::IfAbsent;
            if (nx || readFoundNothing || !firstRead) {
                purpose = Command::Set;
                req = Request{.command = Command::Set,
                              .key = lockKey,
                              .value = setRequest.value,
                              .number = setRequest.number,
                              .condition = SetCondition::IfAbsent};
                reply = set->reply.isOk() ? Reply::status(QStringLiteral("OK")) : Reply::nil();
            } else {
                purpose = Command::CompareAndExtend;
                req = Request{.command = Command::CompareAndExtend,
                              .key = lockKey,
                              .value = setRequest.value,
                              .number = setRequest.number};
                reply = Reply::ofInteger(set->reply.isOk() ? 1 : 0);
            }
        } else if (del) {
            purpose = firstRead ? Command::CompareAndDelete : Command::Del;
            req = Request{.command = *purpose, .key = lockKey, .value = firstRead ? token : QString()};
            reply = Reply::ofInteger(del->reply.integer > 0 ? 1 : 0);
        } else if (expire) {
            qint64 ms = 0;
            toInteger(expire->args.value(2), &ms);
            if (is(expire->args.at(0), "expire"))
                ms *= 1000;
            purpose = firstRead ? Command::CompareAndExtend : Command::Pexpire;
            req = Request{.command = *purpose, .key = lockKey, .value = firstRead ? token : QString(), .number = ms};
            reply = Reply::ofInteger(expire->reply.integer > 0 ? 1 : 0);
        } else {
            // Only reads ran: the script decided not to act. What it would have done is in its body,
            // or in what an earlier run of the same script did.
            const auto body = m_scriptBodies.constFind(s.sha);
            if (body != m_scriptBodies.cend())
                purpose = purposeOfBody(body.value());
            if (!purpose) {
                const auto learned = m_learnedScripts.constFind(s.sha);
                if (learned != m_learnedScripts.cend())
                    purpose = learned.value();
            }
            if (purpose == Command::Set) {
                req = Request{.command = Command::Set,
                              .key = lockKey,
                              .value = firstArg,
                              .number = numericArg(1),
                              .condition = SetCondition::IfAbsent};
                reply = Reply::nil();
            } else if (purpose) {
                req = Request{.command = *purpose,
                              .key = lockKey,
                              .value = token,
                              .number = *purpose == Command::CompareAndExtend ? numericArg(1) : 0};
                reply = Reply::ofInteger(0);
            }
        }
        if (purpose && (set || del || expire) && firstRead)
            m_learnedScripts.insert(s.sha, *purpose);
        if (!purpose) {
            ++m_stats.unclassifiedScripts;
            emitNote(traceTime(m_nowUs), lane,
                     TrafficText::tr("a script (%1) read %2 and changed nothing; what it is for is unknown")
                         .arg(QString::fromLatin1(s.sha.left(8)), lockKey));
        } else {
            if (req.command == Command::Set && fenceIncr) {
                req.command = Command::AcquireWithFence;
                reply = Reply::ofInteger(reply.isOk() ? fenceIncr->reply.integer : 0);
            }
            emitLockCommand(lane, req, reply, shown);
            fenceIncr = req.command == Command::AcquireWithFence ? nullptr : fenceIncr;
        }
    }
    if (fenceIncr)
        emitCommand(lane, Request{.command = Command::Incr, .key = fenceIncr->key}, fenceIncr->reply, shown);

    // Writes to the store: fenced when the script read a store key (the last fence) before it wrote.
    const LuaCall *storeRead = nullptr, *storeWrite = nullptr;
    for (const LuaCall &c : std::as_const(s.calls)) {
        if (!c.applied || c.role != Role::Store)
            continue;
        if (isReadCommand(c.args.at(0))) {
            if (!storeRead && !storeWrite)
                storeRead = &c;
        } else if (!storeWrite || (storeRead && storeWrite->key == storeRead->key)) {
            storeWrite = &c;  // the data, not the fence the script keeps next to it
        }
    }
    if (storeRead || storeWrite) {
        const auto body = m_scriptBodies.constFind(s.sha);
        const bool bodyWrites = body != m_scriptBodies.cend()
                                && (body->contains("'set'") || body->contains("\"set\"") || body->contains("'SET'")
                                    || body->contains("\"SET\""));
        if (storeRead && (storeWrite || bodyWrites)) {
            qint64 fence = 0;
            bool found = false;
            for (const LuaCall &c : std::as_const(s.calls)) {
                if (c.applied && c.key == storeRead->key && is(c.args.at(0), "set")
                    && toInteger(c.args.value(2), &fence)) {
                    found = true;
                    break;
                }
            }
            if (!found)
                fence = numericArg(0);
            Request w{.command = Command::FencedWrite, .key = storeRead->key, .number = fence};
            w.value = storeWrite ? text(storeWrite->args.value(2)) : QString();
            emitCommand(lane, w, Reply::ofInteger(storeWrite ? 1 : 0), shown);
        } else if (storeWrite) {
            emitCommand(
                lane,
                Request{.command = Command::Write, .key = storeWrite->key, .value = text(storeWrite->args.value(2))},
                Reply::ofInteger(++m_storeWrites), shown);
        }
    }
}

void TrafficInterpreter::emitCommand(int lane, const Request &request, const Reply &reply, const QString &shown)
{
    Request r = request;
    r.worker = lane;
    if (r.command == Command::Pttl && r.number == hiddenRead)
        return;
    const Micros at = traceTime(m_nowUs);
    TraceEvent sent;
    sent.at = at;
    sent.kind = EventKind::Sent;
    sent.worker = static_cast<qint16>(lane);
    sent.requestId = m_nextRequestId++;
    sent.request = r;
    sent.text = shown;
    TraceEvent replied = sent;
    replied.kind = EventKind::Replied;
    replied.sentAt = at;
    replied.reply = reply;
    replied.reply.executedAt = at;  // MONITOR's timestamp: when the server ran it
    m_trace.events.append(std::move(sent));
    m_trace.events.append(std::move(replied));
    if (r.command == Command::CompareAndDelete || r.command == Command::CompareAndExtend)
        m_trace.policies.release = ReleaseMode::Token;
    if (r.command == Command::FencedWrite)
        m_trace.policies.fencing = true;
}

void TrafficInterpreter::emitLockCommand(int lane, const Request &request, const Reply &reply, const QString &shown)
{
    // What the client believes is the interpretation's to decide (BeliefInference); this records it.
    Request r = request;
    r.worker = lane;
    if (const auto change = m_beliefs.before(lane, r))
        emitState(lane, change->state, change->believesHeld);
    emitCommand(lane, request, reply, shown);
    if (const auto change = m_beliefs.after(m_trace.events.constLast())) {
        if (change->state == WorkerState::Holding && m_trace.ttlMs == 0)
            m_trace.ttlMs = request.number;
        emitState(lane, change->state, change->believesHeld);
    }
}

void TrafficInterpreter::emitState(int lane, WorkerState state, bool believes)
{
    TraceEvent e;
    e.at = traceTime(m_nowUs);
    e.kind = EventKind::State;
    e.worker = static_cast<qint16>(lane);
    e.state = state;
    e.believesHeld = believes;
    m_trace.events.append(std::move(e));
}

void TrafficInterpreter::emitNote(Micros at, int lane, const QString &message)
{
    TraceEvent e;
    e.at = std::max<Micros>(std::max<Micros>(at, 0), m_trace.events.isEmpty() ? 0 : m_trace.events.constLast().at);
    e.kind = EventKind::Note;
    e.worker = static_cast<qint16>(lane);
    e.text = message;
    m_trace.events.append(std::move(e));
}

void TrafficInterpreter::emitGap(Micros at, bool begins, const QString &message)
{
    TraceEvent e;
    e.at = std::max<Micros>(std::max<Micros>(at, 0), m_trace.events.isEmpty() ? 0 : m_trace.events.constLast().at);
    e.kind = EventKind::Gap;
    e.value = begins ? 1 : 0;
    e.text = message;
    m_trace.events.append(std::move(e));
}

void TrafficInterpreter::beginGap(qint64 serverUs, const QString &why)
{
    flush();
    if (m_inGap)
        return;
    m_inGap = true;
    ++m_stats.gaps;
    if (m_originUs < 0)
        return;
    emitGap(traceTime(std::max(serverUs, m_nowUs)), true,
            TrafficText::tr("MONITOR connection lost (%1): what Redis ran from here until it is back is not seen")
                .arg(why));
}

void TrafficInterpreter::endGap(qint64 serverUs)
{
    if (!m_inGap)
        return;
    m_inGap = false;
    if (m_originUs < 0)
        return;
    emitGap(traceTime(std::max(serverUs, m_nowUs)), false,
            TrafficText::tr(
                "MONITOR connection back: the model's state of the keys may be stale until they are written again"));
}

void TrafficInterpreter::observeExpiry(const QString &key, qint64 serverUs)
{
    if (key != m_trace.lockKey || m_originUs < 0)
        return;
    emitNote(traceTime(serverUs), -1,
             TrafficText::tr("Redis reports that it deleted the expired key %1 (keyspace notification)").arg(key));
}

void TrafficInterpreter::flush()
{
    if (m_script.active)
        finishScript();
}

void TrafficInterpreter::finish(qint64 serverUs)
{
    flush();
    if (m_originUs < 0)
        return;
    advanceTo(serverUs < 0 ? m_nowUs : serverUs);
    for (int i = 0; i < m_lanes.size(); ++i) {
        if (m_beliefs.believes(i))
            emitNote(
                traceTime(m_nowUs), i,
                TrafficText::tr("%1 never released the lock while it was watched (its belief, inferred, stays open)")
                    .arg(m_trace.workerName(i)));
    }
    m_trace.observedUntil = traceTime(m_nowUs);
}

QByteArray scenarioJsonForTraffic(const Trace &trace, const QString &description)
{
    QString key = trace.lockKey;
    static const QRegularExpression invalid(QStringLiteral("[^A-Za-z0-9:_.-]"));
    key.replace(invalid, QStringLiteral("_"));
    if (key.isEmpty() || key == QStringLiteral("fence") || key.startsWith(QStringLiteral("store")))
        key.prepend(QStringLiteral("watched-"));
    QJsonArray workers;
    for (const QString &w : trace.workers.mid(0, 256))
        workers.append(QJsonObject{
            {QStringLiteral("name"), w},
            {QStringLiteral("steps"), QJsonArray{QJsonObject{{QStringLiteral("do"), QStringLiteral("acquire")}},
                                                 QJsonObject{{QStringLiteral("do"), QStringLiteral("release")}}}}});
    if (workers.isEmpty())
        workers.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("nobody")},
            {QStringLiteral("steps"), QJsonArray{QJsonObject{{QStringLiteral("do"), QStringLiteral("acquire")}}}}});
    const QJsonObject o{
        {QStringLiteral("name"), trace.scenario},
        {QStringLiteral("title"), trace.lockKey.isEmpty() ? TrafficText::tr("Real traffic, no lock seen")
                                                          : TrafficText::tr("Real traffic on %1").arg(trace.lockKey)},
        {QStringLiteral("description"), description},
        {QStringLiteral("lock"),
         QJsonObject{{QStringLiteral("key"), key},
                     {QStringLiteral("ttlMs"), std::clamp<qint64>(trace.ttlMs, 1, 24LL * 3600 * 1000)}}},
        {QStringLiteral("workers"), workers},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

}  // namespace locklab

namespace locklab {

QJsonObject trafficStatsToJson(const TrafficStats &s)
{
    QJsonArray invalid;
    for (const InvalidLine &l : s.invalid)
        invalid.append(QJsonObject{{QStringLiteral("line"), l.number},
                                   {QStringLiteral("column"), l.column},
                                   {QStringLiteral("message"), l.message},
                                   {QStringLiteral("text"), QString::fromUtf8(l.text)}});
    return QJsonObject{
        {QStringLiteral("lines"), s.lines},
        {QStringLiteral("commands"), s.commands},
        {QStringLiteral("watchedCommands"), s.watchedCommands},
        {QStringLiteral("outsideCommands"), s.outsideCommands},
        {QStringLiteral("otherLockCommands"), s.otherLockCommands},
        {QStringLiteral("keylessCommands"), s.keylessCommands},
        {QStringLiteral("otherDbCommands"), s.otherDbCommands},
        {QStringLiteral("bannerLines"), s.bannerLines},
        {QStringLiteral("blankLines"), s.blankLines},
        {QStringLiteral("unmodelledCommands"), s.unmodelledCommands},
        {QStringLiteral("unclassifiedScripts"), s.unclassifiedScripts},
        {QStringLiteral("invalidLines"), s.invalidLines},
        {QStringLiteral("invalid"), invalid},
        {QStringLiteral("gaps"), s.gaps},
        {QStringLiteral("lockKeys"), QJsonArray::fromStringList(s.lockKeys)},
    };
}

QString trafficStatsText(const TrafficStats &s)
{
    QString out;
    auto line = [&out](const QString &label, const QString &value) {
        out += QStringLiteral("  ") + label.leftJustified(16) + value + u'\n';
    };
    // Counts are plurals (%n): "1 command", "2 commands", and each language's own forms. Qt's
    // plural count is an int; a capture of more than 2^31 lines says so rather than wrapping.
    const auto n = [](qint64 count) { return static_cast<int>(std::min<qint64>(count, INT_MAX)); };
    // The parts add up to the lines read.
    QStringList parts{TrafficText::tr("%n read", nullptr, n(s.lines)),
                      TrafficText::tr("%n command(s)", nullptr, n(s.commands))};
    if (s.bannerLines > 0)
        parts << TrafficText::tr("%n redis-cli banner(s)", nullptr, n(s.bannerLines));
    if (s.blankLines > 0)
        parts << TrafficText::tr("%n blank", nullptr, n(s.blankLines));
    parts << TrafficText::tr("%n not MONITOR line(s)", nullptr, n(s.invalidLines));
    line(TrafficText::tr("lines"), parts.join(QStringLiteral(", ")));
    line(TrafficText::tr("watched"),
         TrafficText::tr("%n command(s) on the lock, store and fence keys", nullptr, n(s.watchedCommands)));
    line(TrafficText::tr("not watched"),
         QStringList{TrafficText::tr("%n on other keys", nullptr, n(s.outsideCommands)),
                     TrafficText::tr("%n on other lock keys", nullptr, n(s.otherLockCommands)),
                     TrafficText::tr("%n without a key", nullptr, n(s.keylessCommands))}
             .join(QStringLiteral(", ")));
    if (s.otherDbCommands > 0)
        line(TrafficText::tr("other dbs"),
             TrafficText::tr("%n command(s) in databases not followed", nullptr, n(s.otherDbCommands)));
    if (s.unmodelledCommands > 0 || s.unclassifiedScripts > 0)
        line(TrafficText::tr("unknown"),
             TrafficText::tr("%n command(s) the model does not know", nullptr, n(s.unmodelledCommands))
                 + QStringLiteral(", ")
                 + TrafficText::tr("%n script(s) of unknown purpose", nullptr, n(s.unclassifiedScripts)));
    line(TrafficText::tr("lock keys"),
         s.lockKeys.isEmpty() ? TrafficText::tr("none found") : s.lockKeys.join(QStringLiteral(", ")));
    if (s.gaps > 0)
        line(TrafficText::tr("gaps"), TrafficText::tr("the MONITOR connection was lost %n time(s)", nullptr, s.gaps));
    return out;
}

}  // namespace locklab

namespace locklab {

bool importMonitorLog(const QString &path, const TrafficOptions &options, Trace *trace, TrafficStats *stats,
                      QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + TrafficText::tr("cannot read: %1").arg(file.errorString());
        return false;
    }
    TrafficInterpreter interpreter(options);
    if (file.isSequential()) {
        // A pipe (/dev/stdin, <(…)) has no size and cannot be mapped: read as a stream, a line at a time.
        QByteArray line;
        for (;;) {
            line = file.readLine();
            if (line.isEmpty())
                break;
            if (line.endsWith('\n'))
                line.chop(1);
            interpreter.feedLine(QByteArrayView(line));
        }
    }
    // Line by line from a mapped file: a capture of millions of lines never sits in memory twice.
    const qint64 size = file.isSequential() ? 0 : file.size();
    uchar *mapped = size > 0 ? file.map(0, size) : nullptr;
    QByteArray whole;
    const char *begin = reinterpret_cast<const char *>(mapped);
    if (!mapped && size > 0) {
        whole = file.readAll();
        begin = whole.constData();
    }
    const char *end = begin + size;
    for (const char *p = begin; p < end;) {
        const char *nl = static_cast<const char *>(memchr(p, '\n', static_cast<size_t>(end - p)));
        const char *lineEnd = nl ? nl : end;
        interpreter.feedLine(QByteArrayView(p, lineEnd - p));
        p = lineEnd + 1;
    }
    interpreter.finish();
    *stats = interpreter.stats();
    if (stats->commands == 0) {
        *error = path + QStringLiteral(": ")
                 + TrafficText::tr("no MONITOR line in the file (expected the output of `redis-cli monitor`)");
        return false;
    }
    *trace = interpreter.takeTrace();
    trace->scenario = QStringLiteral("import");
    return true;
}

}  // namespace locklab
