// SPDX-License-Identifier: MIT
#include "core/trafficinterpreter.h"

#include "core/streamlines.h"

#include "core/coretr.h"
#include "core/scenarioloader.h"
#include "core/scriptclassifier.h"
#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>

#include <algorithm>
#include <array>
#include <climits>
#include <cstring>
#include <limits>
#include <utility>

namespace locklab {

namespace {

// Request::number of a read the model applies and the trace leaves out (EXISTS, TTL, TYPE).
constexpr qint64 hiddenRead = -1;

QString text(const QByteArray &bytes)
{
    return argumentText(bytes);
}

bool toInteger(const QByteArray &arg, qint64 *value)
{
    return argumentInteger(arg, value);
}

// TTL arithmetic on a capture's numbers, saturated instead of overflowing: a deadline past 64-bit
// milliseconds stays past it, and the model refuses it as Redis does ("invalid expire time").
qint64 secondsAsMs(qint64 seconds)
{
    constexpr qint64 max = std::numeric_limits<qint64>::max();
    constexpr qint64 min = std::numeric_limits<qint64>::min();
    return seconds > max / 1000 ? max : seconds < min / 1000 ? min : seconds * 1000;
}

qint64 minus(qint64 a, qint64 b)
{
    qint64 out = 0;
    if (__builtin_sub_overflow(a, b, &out))
        return b < 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
    return out;
}

bool is(const QByteArray &arg, const char *lowercase)
{
    return arg.compare(QByteArrayView(lowercase), Qt::CaseInsensitive) == 0;
}

// SET's options into `r`, by Redis's own rules (parseExtendedStringArgumentsOrReply), or the error
// Redis answers a SET it refuses: that SET changes nothing, and MONITOR shows it all the same. Taken
// as granted, one client's negative TTL made every later holder's grant a refusal (issue 25).
template <typename Pttl>
std::optional<Reply> setOptions(const QList<QByteArray> &args, qint64 serverMs, const Pttl &pttl, Request *r)
{
    bool xx = false, expiry = false;
    const QByteArray *ttl = nullptr;
    enum { Ms, Seconds, AtMs, AtSeconds } unit = Ms;
    for (qsizetype i = 3; i < args.size(); ++i) {
        const QByteArray &o = args.at(i);
        const bool hasNext = i + 1 < args.size();
        if (is(o, "nx") && !xx)
            r->condition = SetCondition::IfAbsent;
        else if (is(o, "xx") && r->condition != SetCondition::IfAbsent)
            r->condition = SetCondition::IfPresent, xx = true;
        else if (is(o, "get"))
            continue;  // the reply's shape only: what the SET did is what the trace tells
        else if (is(o, "keepttl") && !expiry)
            expiry = true, r->number = std::max<qint64>(0, pttl());
        else if ((is(o, "px") || is(o, "ex") || is(o, "pxat") || is(o, "exat")) && !expiry && hasNext) {
            expiry = true;
            unit = is(o, "px") ? Ms : is(o, "ex") ? Seconds : is(o, "pxat") ? AtMs : AtSeconds;
            ttl = &args.at(++i);
        } else
            return Reply::error(QStringLiteral("ERR syntax error"));
    }
    if (!ttl)
        return std::nullopt;
    qint64 n = 0;
    if (!toInteger(*ttl, &n))
        return Reply::error(QStringLiteral("ERR value is not an integer or out of range"));
    if (n <= 0 || ((unit == Seconds || unit == AtSeconds) && n > std::numeric_limits<qint64>::max() / 1000))
        return Reply::error(QStringLiteral("ERR invalid expire time in 'set' command"));
    r->number = unit == Ms        ? n
                : unit == Seconds ? secondsAsMs(n)
                : unit == AtMs    ? std::max<qint64>(1, minus(n, serverMs))
                                  : std::max<qint64>(1, minus(secondsAsMs(n), serverMs));
    return std::nullopt;
}

// An argument a person reads as it is: printable ASCII, no space or quote, at most 60 characters
// (what renderLine shows unchanged; nearly every key, token and number of a capture).
bool plainArgument(const QByteArray &arg)
{
    return !arg.isEmpty() && arg.size() <= 60 && std::all_of(arg.cbegin(), arg.cend(), [](char c) {
        const auto u = static_cast<uchar>(c);
        return u > 0x20 && u < 0x7f && c != '"';
    });
}

// The command as MONITOR showed it, shortened for a person: a script body becomes its SHA.
QString renderLine(const QList<QByteArray> &args, const QByteArray &sha)
{
    QString out;
    qsizetype room = 0;  // the line's length when every argument is plain: one allocation, no growth room left
    for (const QByteArray &a : args)
        room += a.size() + 1;
    out.reserve(std::min<qsizetype>(room, 256));
    const bool eval = !args.isEmpty() && redisCommand(args.at(0)).command == RedisCommand::Eval;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (i > 0)
            out += u' ';
        if (i == 1 && eval) {
            out += QString::fromLatin1(sha.left(8)) + QStringLiteral("…");
            continue;
        }
        const QByteArray &arg = args.at(i);
        if (plainArgument(arg)) {  // the same characters as below, without a string for each
            // Widened in place (within the room reserved above): an append a character or an
            // argument at a time was most of this function's time, and it runs for every command.
            const qsizetype at = out.size();
            out.resize(at + arg.size());
            char16_t *to = reinterpret_cast<char16_t *>(out.data()) + at;
            for (const char c : arg)  // printable ASCII: the command's upper case is ASCII's
                *to++ = static_cast<char16_t>(i == 0 && c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
            if (out.size() > 240)
                return out + QStringLiteral(" …");
            continue;
        }
        QString a = text(arg);
        if (a.size() > 60)  // cut between characters, never inside one (an emoji is two UTF-16 units)
            a = a.left(a.at(56).isHighSurrogate() ? 56 : 57) + QStringLiteral("…");
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

// A store write's reply: Redis's to the command the client sent, as the model gave it (SET: OK, a
// refused SET NX: nil, INCR: the new value). A command the model does not run (HSET, LPUSH, …) has
// none: nullopt, and the write is counted as the lab's write script counts (emitStoreWrite).
std::optional<Reply> storeReply(const Request &asModelled, const Reply &reply)
{
    return asModelled.command == Command::Ping ? std::nullopt : std::optional<Reply>(reply);
}

bool hasSetOptions(const QList<QByteArray> &args, bool needNx)
{
    bool nx = false, expiry = false;
    for (qsizetype i = 3; i < args.size(); ++i) {
        nx = nx || is(args.at(i), "nx");
        expiry = expiry || is(args.at(i), "px") || is(args.at(i), "ex");
    }
    return expiry && (nx || !needNx);
}

}  // namespace

// The character at glob[i] (a surrogate pair is one: an emoji in a key), i moved to its last unit.
static char32_t globCharAt(const QString &glob, qsizetype &i)
{
    const QChar c = glob.at(i);
    if (c.isHighSurrogate() && i + 1 < glob.size() && glob.at(i + 1).isLowSurrogate())
        return QChar::surrogateToUcs4(c, glob.at(++i));
    return c.unicode();
}

// One character of a glob as a regular expression's: never a metacharacter, in a set or out of one.
static QString literalForRegex(char32_t c)
{
    return QStringLiteral("\\x{%1}").arg(static_cast<uint>(c), 0, 16);
}

// Follows Redis's stringmatchlen (util.c) rule for rule, so --keys selects what `KEYS` would: in a set,
// `\x` is x, `a-z` a range whose ends are swapped when reversed (`[8-6]` is `[6-8]`), `]` right after
// `[` (or `[^`) closes an empty set, and a set never closed runs to the end of the glob; `\` at the end
// of the glob is itself. Each character is written as \x{…}, so no glob can make an invalid regular
// expression from its characters (only a lone surrogate or a pattern too large to compile can: the
// command line refuses those). Redis compares bytes and LockLab characters: the two differ only for
// ranges outside ASCII.
QRegularExpression redisGlob(const QString &glob)
{
    QString re;
    const qsizetype n = glob.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = glob.at(i);
        if (c == u'*') {
            re += QStringLiteral(".*");
        } else if (c == u'?') {
            re += u'.';
        } else if (c == u'\\' && i + 1 < n) {
            re += literalForRegex(globCharAt(glob, ++i));
        } else if (c == u'[') {
            ++i;
            const bool negate = i < n && glob.at(i) == u'^';
            if (negate)
                ++i;
            QString set;
            for (; i < n; ++i) {
                if (glob.at(i) == u'\\' && i + 1 < n) {
                    set += literalForRegex(globCharAt(glob, ++i));
                    continue;
                }
                if (glob.at(i) == u']')
                    break;
                char32_t from = globCharAt(glob, i);
                if (i + 2 < n && glob.at(i + 1) == u'-') {
                    i += 2;
                    char32_t to = globCharAt(glob, i);
                    if (from > to)
                        std::swap(from, to);
                    set += literalForRegex(from) + u'-' + literalForRegex(to);
                } else {
                    set += literalForRegex(from);
                }
            }
            // An empty set matches nothing; its negation, any one character.
            if (set.isEmpty())
                re += negate ? QStringLiteral(".") : QStringLiteral("(?!)");
            else
                re += (negate ? QStringLiteral("[^") : QStringLiteral("[")) + set + u']';
        } else {
            re += literalForRegex(globCharAt(glob, i));
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

// One lock key's state: everything the pass keeps per key, small (a capture can hold 100,000 keys).
struct TrafficInterpreter::KeyState {
    QString name;
    Trace trace;  // its workers are named when the trace is handed out (names can come later)
    // Holdings found to have begun before the watch (drawUnseenHolding) go in front of every event of
    // `trace`, the latest found first. Put there one at a time, each moved every event of the key
    // and every lane's indices: a square in the releases of a key whose holdings are all found late
    // (issue 25, item 7). They wait here, in the order found (so the trace's order reversed), and
    // are put in front once (foldFront): at finish(), or in the copy keyTrace() hands out.
    EventList front;
    qsizetype frontTotal = 0;  // events ever put in `front` (those folded into `trace` too)
    // Holdings from before the watch drawn so far whose token the key no longer held at their
    // release (lost), and that it still held (held): drawUnseenHolding orders the two.
    bool frontLost = false, frontHeld = false;
    BeliefInference beliefs;
    QList<Lane> lanes;
    // The clients of the first lanes, where firstLane scans: a Lane is ~80 bytes, so a scan of eight
    // read ten cache lines of a key touched at random among 100,000 (13 % of a 10 M-line import's CPU).
    std::array<int, 8> laneClients{};
    QHash<int, int> laneByClient;       // filled once a key has more lanes than laneClients; a scan below that
    int index = -1;                     // in m_keys (its lanes' tokens are in m_laneByToken under it)
    QHash<QString, int> clientByToken;  // a Redlock: the client that first used a token on the key
    qint64 storeWrites = 0;
    bool settled = false;         // a command showed what it holds (not a failed check, not a read): emitLockCommand
    bool named = false;           // matched --keys
    bool foundByRelease = false;  // found by a release of a holding from before the watch (findScriptLocks)
    bool granted = false;         // an acquire took effect on it (the model saw it held)
    bool released = false, extended = false, contended = false;
    Micros freedAt = -1;  // trace time a release last deleted it (-1: never seen)
    int source = 0;       // the stream that showed it (a cluster's shard)
    QByteArray raw;       // its name as Redis has it (the watch reads the key by it)
    // A token Redis held that no lane seen in the watch holds: read by the watch, or left by a grant
    // the model withdrew. The lane whose release or extension shows it is drawn holding it.
    std::optional<QString> unclaimed;
    // The last holding drawn for a plain DEL or PEXPIRE of the unclaimed token (a guess: an
    // administrator's DEL looks the same): its lane, its token and its four events' indices (the
    // lanes' kind). Undone when another client's check of that token shows the token was its own.
    struct Guess {
        int lane = -1;
        QString token;
        std::array<qsizetype, 4> events{};
        bool beforeWatch = false;
    };
    std::optional<Guess> guess;
    EventSpill::Chain spilled;  // its older events in the spill file: `trace.events` holds those after them
    quint8 readBack = 0;        // times they were read back into memory (unspill)
    qint64 spilledWeight = 0;   // what they weighed in memory (EventList::weight())
    qint64 firstLine = 0;       // keyFirstLine()
    int nextRequestId = 0;      // its requests' ids, from 0: a key's trace is the same in one pass or in groups
};

namespace {

// A lane's index of one of its key's events (Lane::grantReply …) does not move when events are put
// in front: >= 0 is the n-th event after the front (`trace.events` past the folded front); <= -2 is
// the front's event put there (-2 - index)-th, which is the earlier in the trace the later it was
// put there; -1 is none. The order of indices is the order in the trace.
qsizetype frontIndex(qsizetype putThere)
{
    return -2 - putThere;
}

// A lane's index of the key's event at `inMemory` in `trace.events`: the spilled events come before.
template <typename Key> qsizetype laneIndex(const Key &k, qsizetype inMemory)
{
    const qsizetype folded = k.frontTotal - k.front.size();
    return inMemory + k.spilled.events - folded;
}

// Where index `i` is now: in `trace.events` (*inFront false; < 0: spilled) or in `front` (true).
template <typename Key> qsizetype whereIs(const Key &k, qsizetype i, bool *inFront)
{
    const qsizetype folded = k.frontTotal - k.front.size();
    *inFront = false;
    if (i >= 0)
        return folded + i - k.spilled.events;
    const qsizetype put = -2 - i;
    if (put < folded)
        return folded - 1 - put;
    *inFront = true;
    return put - folded;
}

// The time of the key's last event (0: none). The front's events are all at the watch's start,
// before every other event.
template <typename Key> Micros lastAt(const Key &k)
{
    const EventList &events = k.trace.events;
    if (!events.isEmpty())
        return events.timeAt(events.size() - 1);
    return k.front.isEmpty() ? 0 : k.front.timeAt(0);
}

// The key's events in trace order: the front (the latest put there first), then `trace.events`.
EventList withFront(const EventList &front, const EventList &events)
{
    if (front.isEmpty())
        return events;
    EventList all;  // not events.mid(0, 0): its side table would come along and be added to again
    all.reserve(front.size() + events.size());
    for (qsizetype i = front.size() - 1; i >= 0; --i)
        all.append(front.at(i));
    for (qsizetype i = 0; i < events.size(); ++i)
        all.append(events.at(i));
    return all;
}

}  // namespace

TrafficInterpreter::TrafficInterpreter(TrafficOptions options)
    : m_options(std::move(options))
    , m_model(std::make_unique<EmbeddedRedis>(m_scheduler, QString(), 0))
    , m_db(m_options.db)
{
    for (const QString &g : std::as_const(m_options.lockGlobs))
        m_lockGlobs.append(redisGlob(g));
    for (const QString &g : std::as_const(m_options.storeGlobs))
        m_storeGlobs.append(redisGlob(g));
    describeFollowed();
    if (m_options.spillDirectory) {
        m_spill = std::make_unique<EventSpill>(*m_options.spillDirectory);
        if (!m_spill->isOpen())
            m_stats.spillError = m_spill->error(), m_spill.reset();
    }
    // Store keys live as long as the traffic says: the model never adds a TTL of its own.
    m_model->setStoreKeyTtlMs(24LL * 3600 * 1000);
    m_model->setExpiryListener([this](const QString &key, Micros at, Micros deadline) {
        QString base = key;
        if (redlock())
            keyInstance(key, &base);  // `lock@i` is the lock key on instance i: the event names the instance
        const auto it = m_keyByName.constFind(base);
        if (it == m_keyByName.cend())
            return;
        KeyState &k = m_keys[static_cast<std::size_t>(it.value())];
        TraceEvent e;
        e.at = std::max(at, lastAt(k));
        e.kind = EventKind::Expired;
        e.text = key;
        e.deadline = deadline;
        k.trace.events.append(e);
    });
}

TrafficInterpreter::~TrafficInterpreter() = default;

qsizetype TrafficInterpreter::keyCount() const
{
    return static_cast<qsizetype>(m_keys.size());
}

QString TrafficInterpreter::keyName(qsizetype key) const
{
    return key >= 0 && key < keyCount() ? m_keys[static_cast<std::size_t>(key)].name : QString();
}

QByteArray TrafficInterpreter::keyBytes(qsizetype key) const
{
    return key >= 0 && key < keyCount() ? m_keys[static_cast<std::size_t>(key)].raw : QByteArray();
}

KeyKind TrafficInterpreter::keyKind(qsizetype key) const
{
    const KeyState &k = m_keys[static_cast<std::size_t>(key)];
    return k.named || k.released || k.extended || k.contended ? KeyKind::Lock : KeyKind::Deduplication;
}

qsizetype TrafficInterpreter::keyIndex(const QString &key) const
{
    return m_keyByName.value(key, -1);
}

Trace TrafficInterpreter::keyTrace(qsizetype key, Micros observedUntil) const
{
    if (key < 0 || key >= keyCount()) {
        Trace none;  // no lock key: an empty trace of watched traffic
        none.backend = QStringLiteral("monitor");
        none.scenario = QStringLiteral("watched-traffic");
        none.originUs = m_originUs;
        none.keysFollowed = m_keysFollowed;
        none.limitReached = m_limitReached;
        return none;
    }
    const KeyState &k = m_keys[static_cast<std::size_t>(key)];
    Trace t = k.trace;  // shares the events
    if (k.spilled.events > 0)
        t.events = keyEvents(k);
    if (!k.front.isEmpty())
        t.events = withFront(k.front, t.events);  // mid-stream (or spilled): as finish() would put them
    t.workers.clear();
    t.workers.reserve(k.lanes.size());
    for (qsizetype lane = 0; lane < k.lanes.size(); ++lane)
        t.workers.append(laneName(k, static_cast<int>(lane)));
    t.originUs = m_originUs;
    t.keysFollowed = m_keysFollowed;
    t.limitReached = m_limitReached;  // the app's banner and a recording say it stopped early
    if (observedUntil >= 0)
        t.observedUntil = std::max(t.observedUntil, observedUntil);
    return t;
}

Trace TrafficInterpreter::takeTrace() const
{
    for (qsizetype i = 0; i < keyCount(); ++i) {
        if (keyKind(i) == KeyKind::Lock)
            return keyTrace(i);
    }
    return keyTrace(-1);
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

// The role of a key by its model name. A key matching --keys becomes a lock key at first sight.
TrafficInterpreter::KeyRole TrafficInterpreter::roleOf(const QString &key, int db, bool named)
{
    const auto it = m_keyByName.constFind(key);
    if (it != m_keyByName.cend())
        return {Role::Lock, it.value()};
    if (!m_options.fenceKey.isEmpty() && key == m_options.fenceKey)
        return {Role::Fence};
    if (matchesAny(m_storeGlobs, key))
        return {Role::Store};
    if (named && matchesAny(m_lockGlobs, key))
        return {Role::Lock, becomeLockKey(key, db, true)};
    return {};
}

// The memo's name for a key's bytes in a database.
static QByteArray rawMemo(const QByteArray &name, int db)
{
    return db == 0 ? name : name + '\0' + QByteArray::number(db);
}

// A lock key --keys left out, while it has matched none: `import --keys 'lock:*'` on a capture of
// `py:order:*` locks then says what it missed instead of a bare "0 lock keys".
void TrafficInterpreter::noteOutsideFilter(const QByteArray &key, int db)
{
    if (m_outsideFilter.size() >= 100000 || m_outsideFilter.contains(rawMemo(key, db)))
        return;
    m_outsideFilter.insert(rawMemo(key, db));
    m_stats.setNxKeysOutsideFilter = m_outsideFilter.size();
    if (m_stats.setNxKeysOutsideFilterNamed.size() < 5)
        m_stats.setNxKeysOutsideFilterNamed << modelKey(key, db);
}

TrafficInterpreter::KeyRole TrafficInterpreter::rawRoleOf(const QByteArray &name, int db)
{
    // Most lines are on keys nobody watches: decide on the raw bytes, decode only a watched key.
    if (!ownsKey(name))
        return {};  // another group's (a script or a DEL over keys of several groups)
    const QByteArray memo = rawMemo(name, db);
    if (const auto lock = m_rawLocks.constFind(memo); lock != m_rawLocks.cend())
        return {Role::Lock, lock.value()};
    if (const auto other = m_rawRoles.constFind(memo); other != m_rawRoles.cend())
        return {other.value()};
    const KeyRole role = roleOf(modelKey(name, db), db, true);
    if (role.role == Role::Lock) {
        m_rawLocks.insert(memo, role.key);
        if (QByteArray &raw = m_keys[static_cast<std::size_t>(role.key)].raw; raw.isNull())
            raw = name;
        return role;
    }
    if (m_rawRoles.size() > 100000)
        m_rawRoles.clear();  // memory stays with the watched keys, not with every key ever seen
    m_rawRoles.insert(memo, role.role);
    return role;
}

int TrafficInterpreter::becomeLockKey(const QString &key, int db, bool named, const QByteArray &raw)
{
    if (const auto it = m_keyByName.constFind(key); it != m_keyByName.cend())
        return it.value();
    const int index = static_cast<int>(m_keys.size());
    m_keys.emplace_back();
    KeyState &k = m_keys.back();
    k.index = index;
    // A script is applied at the line after it, before that line: the keys it makes come first.
    // And a line's keys in the order of its arguments (a DEL of two keys), a script's in its lua lines' order.
    k.firstLine = ((m_lineNumber * 2 + (m_endingScript ? 0 : 1)) << 16) + std::min(m_keyPosition, 0xffff);
    k.name = key;
    k.named = named;
    k.trace.backend = QStringLiteral("monitor");
    k.trace.scenario = QStringLiteral("watched-traffic");
    k.trace.lockKey = key;
    k.source = m_source;
    k.raw = raw;
    if (redlock()) {
        k.trace.instances = m_options.instances;
        k.trace.quorum = m_options.instances / 2 + 1;
        k.beliefs.setQuorum(k.trace.quorum);
    }
    for (const TraceEvent &gap : std::as_const(m_sources[static_cast<std::size_t>(m_source)].gaps))
        k.trace.events.append(gap);
    m_keyByName.insert(key, index);
    if (!raw.isNull()) {
        m_rawRoles.remove(rawMemo(raw, db));  // the memo said "no role" for it
        m_rawLocks.insert(rawMemo(raw, db), index);
    }
    if (m_db < 0) {
        m_db = db;  // the first lock key's database is the one followed
        m_dbLine = m_lineNumber;
        describeFollowed();
    }
    return index;
}

void TrafficInterpreter::describeFollowed()
{
    const QString keys = m_options.lockGlobs.isEmpty()
                             ? TrafficTr::tr("lock keys auto-detected (taken with SET NX and an expiry)")
                             : TrafficTr::tr("lock keys %1").arg(m_options.lockGlobs.join(QStringLiteral(", ")));
    m_keysFollowed = m_db >= 0 ? TrafficTr::tr("%1 in db %2").arg(keys).arg(m_db) : keys;
}

QString TrafficInterpreter::shownLine(const QList<QByteArray> &args, const QByteArray &sha) const
{
    return m_options.commandText ? renderLine(args, sha) : QString();
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

QString TrafficInterpreter::uniqueLaneName(const QString &wanted)
{
    // By hash: 200,000 clients named alike cost one probe each, not a scan of the names so far.
    QHash<QString, int> &names = laneNames();
    auto it = names.find(wanted);
    if (it == names.end()) {
        names.insert(wanted, 2);
        return wanted;
    }
    for (;;) {
        const QString candidate = laneNameFor(wanted.left(16) + u'-' + QString::number(it.value()++));
        if (!names.contains(candidate)) {
            names.insert(candidate, 2);
            return candidate;
        }
    }
}

int TrafficInterpreter::clientOf(const QByteArray &address)
{
    const auto it = m_clientByAddress.constFind(address);
    if (it != m_clientByAddress.cend()) {
        int c = it.value();
        while (m_clients.at(c).sameAs >= 0)
            c = m_clients.at(c).sameAs;
        return c;
    }
    const int index = static_cast<int>(m_clients.size());
    if (m_shared) {
        // A group of an import: the client has the lane another group named it by, if any.
        auto shared = m_shared->clients.find(address);
        if (shared == m_shared->clients.end())
            shared = m_shared->clients.insert(
                address, TrafficGroupShared::ClientLane{uniqueLaneName(laneName(address)), m_names.contains(address)});
        m_clients.append(Client{address, -1, shared->lane, shared->named, {}, -1, {}, {}});
    } else {
        m_clients.append(
            Client{address, -1, uniqueLaneName(laneName(address)), m_names.contains(address), {}, -1, {}, {}});
    }
    m_clientByAddress.insert(address, index);
    joinNamed(index);
    return m_clients.at(index).sameAs >= 0 ? m_clients.at(index).sameAs : index;
}

quint64 TrafficInterpreter::laneTokenKey(const KeyState &key, int client)
{
    return (quint64(quint32(key.index)) << 32) | quint32(client);
}

int TrafficInterpreter::firstLane(const KeyState &k, int client) const
{
    // Most keys have a handful of clients: a scan beats a hash.
    if (k.lanes.size() <= static_cast<qsizetype>(k.laneClients.size())) {
        for (qsizetype i = 0; i < k.lanes.size(); ++i) {
            if (k.laneClients[static_cast<std::size_t>(i)] == client)
                return static_cast<int>(i);
        }
        return -1;
    }
    return k.laneByClient.value(client, -1);
}

int TrafficInterpreter::addLane(KeyState &k, int client)
{
    constexpr qsizetype scanned = std::tuple_size_v<decltype(KeyState::laneClients)>;
    const int lane = static_cast<int>(k.lanes.size());
    if (lane < scanned)
        k.laneClients[static_cast<std::size_t>(lane)] = client;
    const int first = firstLane(k, client);
    int sub = 0;
    if (first >= 0) {
        Lane &tail = k.lanes[k.lanes.at(first).last];
        tail.next = lane;
        sub = tail.sub + 1;
        k.lanes[first].last = lane;
    }
    Lane added;
    added.client = client;
    added.sub = sub;
    added.last = lane;
    k.lanes.append(added);
    if (k.lanes.size() > m_mostLanes) {
        m_mostLanes = static_cast<int>(k.lanes.size());
        m_mostLanesKey = k.index;
    }
    if (sub >= walkedChain) {
        // A chain this long lists its free lanes: from now on, every lane that holds nothing.
        std::vector<int> &free = m_freeLanes[laneTokenKey(k, client)];
        for (int l = sub == walkedChain ? first : lane; l >= 0; l = k.lanes.at(l).next) {
            if (!k.beliefs.believes(l))
                listFree(free, k, l);
        }
    }
    if (k.lanes.size() > scanned) {
        if (k.laneByClient.isEmpty()) {
            for (qsizetype i = 0; i < k.lanes.size(); ++i) {
                if (!k.laneByClient.contains(k.lanes.at(i).client))
                    k.laneByClient.insert(k.lanes.at(i).client, static_cast<int>(i));
            }
        } else if (sub == 0) {
            k.laneByClient.insert(client, lane);
        }
    }
    Client &c = m_clients[client];
    if (sub == 0) {
        // One string for every key the client touches (each key's list keeps a reference, not a copy):
        // 100,000 keys times their clients made this note a tenth of an import's memory.
        if (c.laneNote.isNull() || c.laneNoteFor != c.lane) {
            c.laneNote = TrafficTr::tr("lane %1 is the client at %2").arg(c.lane, text(c.address));
            c.laneNoteFor = c.lane;
        }
        emitNote(k, traceTime(m_nowUs), lane, c.laneNote);
    } else {
        emitNote(k, traceTime(m_nowUs), lane,
                 TrafficTr::tr("lane %1 is a second holder on the connection of %2 (%3), told apart by its token")
                     .arg(laneName(k, lane), c.lane, text(c.address)));
    }
    return lane;
}

QString TrafficInterpreter::laneName(const KeyState &k, int lane) const
{
    const Lane &l = k.lanes.at(lane);
    const QString &name = m_clients.at(l.client).lane;
    return l.sub == 0 ? name : laneNameFor(name.left(20) + u'_' + QString::number(l.sub + 1));
}

int TrafficInterpreter::laneOf(KeyState &k, int client)
{
    const int first = firstLane(k, client);
    if (first < 0)
        return addLane(k, client);
    // A write or a read goes with the newest holding of the connection, if it holds.
    int newest = -1;
    for (int l = first; l >= 0; l = k.lanes.at(l).next) {
        ++m_lanesScanned;
        if (k.beliefs.believes(l) && (newest < 0 || k.lanes.at(l).grantReply > k.lanes.at(newest).grantReply))
            newest = l;
    }
    return newest >= 0 ? newest : first;
}

// Several holders can share one connection (a pool of one: go-redis's goroutines take turns on it),
// so a connection's commands on a key go to lanes told apart by token: an acquire or a
// compare-and-… to the lane of its token, else to a lane that holds nothing, else to a new one; a
// plain DEL or PEXPIRE, which names no token, to the oldest holding (first in, first out).
int TrafficInterpreter::laneFor(KeyState &k, int client, const Request &request)
{
    const int first = firstLane(k, client);
    if (first < 0)
        return addLane(k, client);
    const Command command = request.command;
    const bool acquire = (command == Command::Set && request.condition == SetCondition::IfAbsent)
                         || command == Command::AcquireWithFence;
    const bool tokened = acquire || command == Command::CompareAndDelete || command == Command::CompareAndExtend;
    if (tokened) {
        // An empty string is a token too (a client's "" is compared like any other value).
        const int l = m_laneByToken.value({laneTokenKey(k, client), request.value}, -1);
        if (l >= 0 && (k.lanes.at(l).attempt == request.value || k.beliefs.token(l) == request.value))
            return l;
        const int free = firstFreeLane(k, first);
        return free >= 0 ? free : addLane(k, client);
    }
    if (command != Command::Del && command != Command::Pexpire)
        return laneOf(k, client);
    int oldest = -1;
    for (int l = first; l >= 0; l = k.lanes.at(l).next) {
        ++m_lanesScanned;
        if (k.beliefs.believes(l) && (oldest < 0 || k.lanes.at(l).grantReply < k.lanes.at(oldest).grantReply))
            oldest = l;
    }
    return oldest >= 0 ? oldest : first;
}

// The first lane of the chain beginning at `first` that holds nothing, -1 if every one holds.
int TrafficInterpreter::firstFreeLane(KeyState &k, int first)
{
    const Lane &head = k.lanes.at(first);
    if (k.lanes.at(head.last).sub < walkedChain) {
        for (int l = first; l >= 0; l = k.lanes.at(l).next) {
            ++m_lanesScanned;
            if (!k.beliefs.believes(l))
                return l;
        }
        return -1;
    }
    std::vector<int> &free = m_freeLanes[laneTokenKey(k, head.client)];
    while (!free.empty()) {
        ++m_lanesScanned;
        const int l = free.front();
        if (!k.beliefs.believes(l))
            return l;
        // It took the lock since it was listed: out, until it holds nothing again (laneFreed).
        std::pop_heap(free.begin(), free.end(), std::greater<>());
        free.pop_back();
        k.lanes[l].listedFree = false;
    }
    return -1;
}

void TrafficInterpreter::listFree(std::vector<int> &free, KeyState &k, int lane)
{
    Lane &l = k.lanes[lane];
    if (l.listedFree)
        return;
    l.listedFree = true;
    free.push_back(lane);
    std::push_heap(free.begin(), free.end(), std::greater<>());
}

// A lane's belief ended (its release, a lost lock, a grant withdrawn): listed again if its chain lists.
void TrafficInterpreter::laneFreed(KeyState &k, int lane)
{
    if (m_freeLanes.isEmpty())
        return;
    const auto free = m_freeLanes.find(laneTokenKey(k, k.lanes.at(lane).client));
    if (free != m_freeLanes.end())
        listFree(*free, k, lane);
}

// A token the lane neither acquires nor holds with any more: laneFor would refuse its entry (it
// checks both), and kept, the table grew with every SET NX ever sent.
void TrafficInterpreter::forgetToken(const KeyState &k, int lane, const QString &token)
{
    const Lane &l = k.lanes.at(lane);
    if (token.isEmpty() || token == l.attempt || token == k.beliefs.token(lane))
        return;
    const auto it = m_laneByToken.find({laneTokenKey(k, l.client), token});
    if (it != m_laneByToken.end() && it.value() == lane)
        m_laneByToken.erase(it);
}

QByteArray TrafficInterpreter::clientKey(const QByteArray &address, int source) const
{
    return redlock() ? address + '@' + QByteArray::number(source + 1) : address;
}

QString TrafficInterpreter::onInstance(const QString &key) const
{
    return redlock() ? instanceKey(key, m_source + 1) : key;
}

int TrafficInterpreter::sameClient(KeyState &k, int client, const Request &request)
{
    const bool tokened = request.command == Command::Set || request.command == Command::AcquireWithFence
                         || request.command == Command::CompareAndDelete
                         || request.command == Command::CompareAndExtend;
    if (!redlock() || !tokened || request.value.isEmpty())
        return client;
    const auto seen = k.clientByToken.constFind(request.value);
    if (seen == k.clientByToken.cend()) {
        k.clientByToken.insert(request.value, client);
        return client;
    }
    // Only a connection with no lane of its own on the key joins: one that has a lane is a client.
    if (seen.value() == client || firstLane(k, client) >= 0)
        return client;
    m_clients[client].sameAs = seen.value();
    return seen.value();
}

// A Redlock's client has a connection to each instance, named alike (ioredis's connectionName, a
// go-redis pool's name): the first named connection on each instance is that client's.
void TrafficInterpreter::joinNamed(int client)
{
    Client &c = m_clients[client];
    const auto name = m_names.constFind(c.address);
    if (!redlock() || c.sameAs >= 0 || name == m_names.cend())
        return;
    const QByteArray source = c.address.mid(c.address.lastIndexOf('@'));
    const QString onSource = name.value() + QString::fromLatin1(source);
    if (m_namedOnSource.contains(onSource))
        return;  // a second connection of that name to this instance: another client
    m_namedOnSource.insert(onSource);
    const auto root = m_clientByName.constFind(name.value());
    if (root == m_clientByName.cend())
        m_clientByName.insert(name.value(), client);
    else if (root.value() != client)
        c.sameAs = root.value();
}

void TrafficInterpreter::setClientName(const QByteArray &raw, const QString &name, int source)
{
    nameClient(clientKey(raw, source), name);
}

void TrafficInterpreter::nameClient(const QByteArray &address, const QString &name)
{
    if (name.isEmpty())
        return;
    m_names.insert(address, name);
    if (name == QLatin1String(ownClientName))
        m_ownClients.insert(address);
    const auto it = m_clientByAddress.constFind(address);
    if (it == m_clientByAddress.cend() || m_clients.at(it.value()).named)
        return;
    Client &c = m_clients[it.value()];
    TrafficGroupShared::ClientLane *shared = m_shared ? &m_shared->clients[address] : nullptr;
    if (shared && shared->named) {
        c.lane = shared->lane;  // another group's line named it first
    } else {
        c.lane = uniqueLaneName(laneNameFor(name));  // every key's lane of it takes the name
        if (shared)
            *shared = {c.lane, true};
    }
    c.named = true;
}

bool TrafficInterpreter::withinLimits()
{
    // Weighing every key's trace costs a pass over the keys: done every `keys` lines, so it stays
    // O(1) a line, and a capture stops within that many lines of its limit.
    if (!m_limitReached.isEmpty())
        return false;
    // A trace's workers are 16-bit, and a recording holds maxRecordedLanes of them: a key with more
    // clients (a service that connects for each request, watched for long) wrapped its lane numbers
    // into other clients' and lost its overlaps (a false SAFE). A line adds at most a few lanes to a
    // key, so the check before each line stops it with room to spare.
    constexpr int laneMargin = 16;
    if (m_mostLanes >= limits::maxRecordedLanes - laneMargin) {
        m_limitReached = TrafficTr::tr("lock key %1 reached %2 clients, the most one trace holds, at line %3, and the "
                                       "traffic was not read further")
                             .arg(printable(m_keys[static_cast<std::size_t>(m_mostLanesKey)].name))
                             .arg(m_mostLanes)
                             .arg(m_lineNumber);
        m_limitLine = m_lineNumber;
        return false;
    }
    const RunLimits &limits = m_options.limits;
    if (limits.unlimited() || --m_untilLimitCheck > 0)
        return true;
    m_untilLimitCheck = std::max<qint64>(1, static_cast<qint64>(m_keys.size()));
    const qint64 events = eventCount();
    qint64 bytes = tracesWeight();
    // The report reads each key back whole, one at a time: the largest spilled one comes on top.
    bytes += m_largestSpill;
    if (limits.maxEvents > 0 && events >= limits.maxEvents)
        m_limitReached = eventsLimitText(limits.maxEvents, m_lineNumber);
    else if (limits.maxTraceBytes > 0 && bytes >= limits.maxTraceBytes)
        m_limitReached = TrafficTr::tr("the traffic's traces reached their memory limit of %1 MiB (--max-memory-mb) "
                                       "after %2 events, at line %3, and were not read further")
                             .arg(limits.maxTraceBytes >> 20)
                             .arg(events)
                             .arg(m_lineNumber);
    if (!m_limitReached.isEmpty())
        m_limitLine = m_lineNumber;
    return m_limitReached.isEmpty();
}

QString TrafficInterpreter::eventsLimitText(qint64 maxEvents, qint64 line)
{
    return TrafficTr::tr(
               "the traffic reached its limit of %1 events (--max-events) at line %2 and was not read further")
        .arg(maxEvents)
        .arg(line);
}

void TrafficInterpreter::feedLine(QByteArrayView line)
{
    ++m_lineNumber;
    ++m_stats.lines;
    if (!withinLimits())
        return;
    MonitorLine parsed;
    MonitorParseError error;
    const MonitorParse parse = parseMonitorLine(line, &parsed, &error);
    if (parse == MonitorParse::Command)
        process(parsed);
    else
        countNotCommand(m_stats, line, parse, error, m_lineNumber);
}

NotCommand countNotCommand(TrafficStats &stats, QByteArrayView line, MonitorParse parse, const MonitorParseError &error,
                           qint64 lineNumber)
{
    if (parse != MonitorParse::Invalid) {
        // redis-cli monitor's first line, "OK", is its reply to MONITOR; anything else here is blank.
        const bool banner = QByteArrayView(line).trimmed() == "OK";
        ++(banner ? stats.bannerLines : stats.blankLines);
        return banner ? NotCommand::Banner : NotCommand::Blank;
    }
    ++stats.invalidLines;
    if (stats.invalid.size() < TrafficStats::maxListedInvalid) {
        QByteArray cut = line.first(std::min<qsizetype>(line.size(), 200)).toByteArray();
        while (cut.endsWith('\n') || cut.endsWith('\r'))
            cut.chop(1);
        stats.invalid.append(InvalidLine{lineNumber, error.column, error.message, cut});
    }
    return NotCommand::Invalid;
}

void TrafficInterpreter::feed(const MonitorLine &line, int source)
{
    ++m_lineNumber;
    ++m_stats.lines;
    if (!withinLimits())
        return;
    m_source = std::clamp(source, 0, sourceCount() - 1);
    process(line);
    m_source = 0;
}

int TrafficInterpreter::addSource(const QString &name)
{
    m_sources.push_back(Source{name});
    return sourceCount() - 1;
}

void TrafficInterpreter::setSourceName(int source, const QString &name)
{
    if (source >= 0 && source < sourceCount())
        m_sources[static_cast<std::size_t>(source)].name = name;
}

QString TrafficInterpreter::sourceName(int source) const
{
    return source >= 0 && source < sourceCount() ? m_sources[static_cast<std::size_t>(source)].name : QString();
}

int TrafficInterpreter::keySource(qsizetype key) const
{
    return key >= 0 && key < keyCount() ? m_keys[static_cast<std::size_t>(key)].source : -1;
}

void TrafficInterpreter::ensureOrigin()
{
    // Trace time 0 is the whole second before the first watched command, so the model's ms are the
    // server's ms, and a capture that began earlier (redis-cli monitor) gives the same trace.
    if (m_originUs >= 0)
        return;
    m_originUs = m_nowUs / 1000000 * 1000000;
    m_watchStart = traceTime(m_nowUs);
    m_scheduler.runUntil(traceTime(m_nowUs));
}

void TrafficInterpreter::advanceTo(qint64 serverUs)
{
    // MONITOR lines are in execution order; a timestamp that steps back (the server's clock was set
    // back, or a capture's lines were reordered) keeps the model's time where it was, as Redis's own
    // monotonic expiry checks would not. Counted and noted with its line (issue 25): never a violation.
    if (m_routed) {
        // A group of an import: the router counted the step back, and the clock is the capture's.
        m_nowUs = std::max({m_nowUs, serverUs, m_routedClockUs});
        if (m_originUs >= 0)
            m_scheduler.runUntil(traceTime(m_nowUs));
        return;
    }
    if (m_stats.lastServerUs >= 0 && serverUs < m_stats.lastServerUs) {
        const qint64 back = m_stats.lastServerUs - serverUs;
        if (m_stats.stepsBack++ == 0) {
            m_stats.firstStepBackLine = m_lineNumber;
            noteStepBack(back, m_lineNumber, m_nowUs);
        }
        m_stats.largestStepBackUs = std::max(m_stats.largestStepBackUs, back);
    }
    m_nowUs = std::max(m_nowUs, serverUs);
    if (m_stats.firstServerUs < 0)
        m_stats.firstServerUs = serverUs;
    m_stats.lastServerUs = std::max(m_stats.lastServerUs, serverUs);
    if (m_originUs >= 0)
        m_scheduler.runUntil(traceTime(m_nowUs));
}

Micros TrafficInterpreter::markAt(qint64 serverUs)
{
    // The trace has one clock, m_nowUs, and every event is dated by it. A stall, a gap, an expiry
    // message or the end is an instant the stream did not show: the watch's reading of the server's
    // clock (its last line's time moved on by ours). Lines the server ran just before that instant
    // can still be on their way (after SIGCONT the PONG is handled before the MONITOR lines of the
    // commands that waited; after a reconnect, the lines that came with MONITOR's +OK are read after
    // the gap ended): the clock moves on to the instant, never back, so they are dated at it, not
    // before it, and every key's events stay in time order (issue 28: the watch's recording was
    // refused on loading). Not a step back: those lines are in order with the lines before them.
    if (m_originUs < 0)
        return 0;  // nothing is dated yet: the first line sets the origin
    m_nowUs = std::max(m_nowUs, serverUs);
    m_scheduler.runUntil(traceTime(m_nowUs));
    return traceTime(m_nowUs);
}

void TrafficInterpreter::process(const MonitorLine &line)
{
    ++m_stats.commands;
    if (line.source == MonitorLine::Source::Lua) {
        // Commands a script ran follow its EVAL line; they run at the script's one frozen time.
        if (m_script.active) {
            LuaCall call;
            call.args = line.args;
            call.info = redisCommand(line.args.at(0));
            m_script.calls.append(std::move(call));
        } else if (m_script.skipped) {
            ++m_stats.otherDbCommands;
        } else {
            ++m_stats.keylessCommands;  // a script whose EVAL came before the capture began
        }
        return;
    }
    const RedisCommandInfo info = redisCommand(line.args.at(0));
    endScriptBefore(line, info);
    m_countsBeforeCommand = TrafficLineCounts::of(m_stats);
    --m_countsBeforeCommand.commands;
    advanceTo(line.serverTimeUs);
    if (m_sources[static_cast<std::size_t>(m_source)].inGap)
        endGap(line.serverTimeUs, m_source);

    const QList<QByteArray> &args = line.args;
    const QByteArray client =
        clientKey(line.source == MonitorLine::Source::Unix ? QByteArray("unix:") + line.client : line.client, m_source);
    if (!m_ownClients.isEmpty() && m_ownClients.contains(client)) {
        ownCommand(info, line);
        return;
    }
    if (learnFromKeyless(info, args, client) || beginScript(info, line, client))
        return;
    if (args.size() < 2 || info.command == RedisCommand::Keyless) {
        ++m_stats.keylessCommands;
        return;
    }
    if (m_db >= 0 && line.db != m_db) {
        ++m_stats.otherDbCommands;
        return;
    }
    // DEL and UNLINK take several keys: each watched one is its own release.
    const qsizetype lastKey = info.multiKey ? args.size() - 1 : 1;
    bool counted = false;
    for (qsizetype k = 1; k <= lastKey; ++k) {
        m_keyPosition = static_cast<int>(k);
        KeyRole role = rawRoleOf(args.at(k), line.db);
        // Found automatically: a key taken with SET … NX and an expiry is a lock key (or, if it is
        // never released, extended or contended, a deduplication key: decided at the end).
        if (role.role == Role::None && m_lockGlobs.isEmpty() && info.command == RedisCommand::Set
            && hasSetOptions(args, true) && ownsKey(args.at(k)))
            role = {Role::Lock, becomeLockKey(modelKey(args.at(k), line.db), line.db, false, args.at(k))};
        if (role.role == Role::None) {
            if (!m_lockGlobs.isEmpty() && m_keys.empty() && info.command == RedisCommand::Set
                && hasSetOptions(args, true))
                noteOutsideFilter(args.at(k), line.db);
            if (!counted)
                ++m_stats.outsideCommands;
            counted = true;
            continue;
        }
        if (!counted)
            ++m_stats.watchedCommands;
        counted = true;
        ensureOrigin();
        const QList<QByteArray> one = info.multiKey ? QList<QByteArray>{args.at(0), args.at(k)} : args;
        const QString key = role.role == Role::Lock ? onInstance(m_keys[static_cast<std::size_t>(role.key)].name)
                                                    : modelKey(args.at(k), line.db);
        Request request;
        const Reply reply = applyToModel(info, one, key, &request);
        const int c = clientOf(client);
        const QString shown = shownLine(one, {});
        if (role.role == Role::Store) {
            if (!info.reads)
                emitStoreWrite(c,
                               Request{.command = Command::Write,
                                       .key = key,
                                       .value = args.size() > 2 ? text(args.at(2)) : QString()},
                               storeReply(request, reply), shown);
            continue;
        }
        if (request.command == Command::Ping) {  // the model does not know this command
            ++m_stats.unmodelledCommands;
            continue;
        }
        if (role.role == Role::Fence) {
            if (request.command == Command::Incr)
                emitStoreWrite(c, request, reply, shown);
            continue;
        }
        emitLockCommand(role.key, c, request, reply, shown);
    }
}

void TrafficInterpreter::endScriptBefore(const MonitorLine &line, RedisCommandInfo info)
{
    // A line stamped before a pending script's EVAL ran before it: lines out of order, one of them
    // between an EVALSHA and its lua lines. The script's lua lines still follow, and are its own;
    // ending the script there dropped its DEL and turned a release into a lock lost (issue 25).
    const bool script = info.command == RedisCommand::Eval || info.command == RedisCommand::EvalSha;
    const bool beforeScript = (m_script.active || m_script.skipped) && !script && line.serverTimeUs < m_script.serverUs;
    if (!beforeScript) {
        m_script.skipped = false;
        if (m_script.active)
            finishScript();
    }
}

// A command of LockLab's own (a watch's read of a lock key): not traffic. Its GET is the instant
// of the read, where the watch's reply of it is applied.
void TrafficInterpreter::ownCommand(RedisCommandInfo info, const MonitorLine &line)
{
    ++m_stats.ownCommands;
    if (info.command != RedisCommand::Get || line.args.size() != 2 || (m_db >= 0 && line.db != m_db))
        return;
    const KeyRole role = rawRoleOf(line.args.at(1), line.db);
    if (role.role != Role::Lock)
        return;
    KeyRead &read = m_reads[role.key];
    if (!read.replied) {
        read.lineUs = m_nowUs;
        return;
    }
    const KeyRead replied = m_reads.take(role.key);
    applyRead(m_keys[static_cast<std::size_t>(role.key)], replied, m_nowUs);
}

void TrafficInterpreter::observeKey(qsizetype key, const std::optional<QByteArray> &value, qint64 pttlMs)
{
    if (key < 0 || key >= keyCount())
        return;
    KeyRead &read = m_reads[key];
    read.value = value;
    read.pttlMs = pttlMs;
    read.replied = true;
    if (read.lineUs < 0)
        return;  // its GET's line is still on its way: applied there
    const KeyRead seen = m_reads.take(key);
    applyRead(m_keys[static_cast<std::size_t>(key)], seen, seen.lineUs);
}

void TrafficInterpreter::keyNotRead(qsizetype key)
{
    if (key < 0 || key >= keyCount())
        return;
    m_reads.remove(key);
    ++m_stats.keysUnread;
}

// At `atUs` Redis held what the read says. Where the model holds something else, it missed a holder
// from before the watch: a grant it inferred on the key's first command was a refusal, and the
// token is the key's unclaimed one until a lane shows it is its own.
void TrafficInterpreter::applyRead(KeyState &k, const KeyRead &read, qint64 atUs)
{
    if (atUs < m_nowUs && lastAt(k) > traceTime(atUs)) {
        ++m_stats.keysReadLate;  // the key's stream went on first: what came since told the model more
        return;
    }
    ++m_stats.keysRead;
    const QString key = onInstance(k.name);
    const Reply now = m_model->apply(Request{.command = Command::Get, .key = key});
    if (!read.value || read.pttlMs == -2) {
        if (k.unclaimed && now.kind == Reply::Kind::String && now.text == *k.unclaimed)
            m_model->apply(Request{.command = Command::Del, .key = key});
        k.unclaimed.reset();
        return;
    }
    const QString token = text(*read.value);
    if (now.kind == Reply::Kind::String && now.text == token) {
        for (qsizetype lane = 0; lane < k.lanes.size(); ++lane) {
            if (k.beliefs.believes(static_cast<int>(lane)) && k.beliefs.token(static_cast<int>(lane)) == token)
                k.lanes[lane].uncertain = false;  // Redis says so: the grant was one
        }
    } else {
        for (qsizetype lane = 0; lane < k.lanes.size(); ++lane) {
            if (k.beliefs.believes(static_cast<int>(lane)) && k.lanes.at(lane).uncertain)
                withdrawUncertainGrant(k, static_cast<int>(lane), Withdrawn::KeyRead);
        }
        k.unclaimed = token;
        const QString shown = token.size() > 60 ? token.left(57) + QStringLiteral("…") : token;
        emitNote(k, traceTime(m_nowUs), -1,
                 TrafficTr::tr("LockLab read %1: Redis held it with token %2 (%3), which no client seen in the "
                               "watch took: a holding from before the watch began")
                     .arg(k.name, shown,
                          read.pttlMs < 0 ? TrafficTr::tr("no expiry")
                                          : TrafficTr::tr("%1 left").arg(formatMs(read.pttlMs * 1000))));
    }
    // The ms it has left now (the read may have come a little after its instant).
    const qint64 left = read.pttlMs < 0 ? 0 : std::max<qint64>(1, read.pttlMs - (m_nowUs - atUs) / 1000);
    m_model->apply(Request{.command = Command::Set, .key = key, .value = token, .number = left});
}

// CLIENT SETNAME and SCRIPT LOAD: facts for every key, then nothing to model.
bool TrafficInterpreter::learnFromKeyless(RedisCommandInfo info, const QList<QByteArray> &args,
                                          const QByteArray &client)
{
    if (info.command == RedisCommand::Client && args.size() >= 3 && is(args.at(1), "setname")) {
        // Redis refuses a name with a space, a newline or a byte outside '!'..'~' (MONITOR still shows
        // the command): such a name was never the client's.
        const QByteArray &name = args.at(2);
        if (args.size() == 3 && std::all_of(name.cbegin(), name.cend(), [](char c) { return c >= '!' && c <= '~'; }))
            nameClient(client, text(name));
    } else if (info.command == RedisCommand::Cluster) {
        ++m_stats.clusterCommands;  // a Redis Cluster's clients: this stream may be one shard's of several
    } else if (info.command == RedisCommand::Script && args.size() >= 3 && is(args.at(1), "load")) {
        const QByteArray sha = sha1Hex(args.at(2));
        m_scriptBodies.insert(sha, args.at(2));
        m_bodyPurposes.remove(sha);
    } else {
        return false;
    }
    ++m_stats.keylessCommands;
    return true;
}

// EVAL / EVALSHA: its lua lines follow, and it is applied when the next non-lua line comes.
bool TrafficInterpreter::beginScript(RedisCommandInfo info, const MonitorLine &line, const QByteArray &client)
{
    if (info.command != RedisCommand::Eval && info.command != RedisCommand::EvalSha)
        return false;
    const QList<QByteArray> &args = line.args;
    qint64 numKeys = 0;
    if (args.size() < 3 || !toInteger(args.at(2), &numKeys) || numKeys < 0 || 3 + numKeys > args.size()) {
        ++m_stats.keylessCommands;
        return true;
    }
    m_script = PendingScript{};
    m_script.serverUs = m_nowUs;
    m_script.counted = m_lineCounted;
    m_script.shared = m_lineShared;
    m_script.evalLine = m_lineNumber;
    if (m_db >= 0 && line.db != m_db) {
        m_script.skipped = true;  // its lua lines are skipped with it
        ++m_stats.otherDbCommands;
        return true;
    }
    const bool eval = info.command == RedisCommand::Eval;
    m_script.active = true;
    m_script.source = m_source;
    m_script.client = client;
    m_script.db = line.db;
    m_script.sha = eval ? sha1Hex(args.at(1)) : args.at(1).toLower();
    if (eval) {
        m_scriptBodies.insert(m_script.sha, args.at(1));
        m_bodyPurposes.remove(m_script.sha);
    }
    m_script.line = args;
    m_script.argv = args.mid(3 + numKeys);
    return true;
}

// One command on one key, in the model's vocabulary. Command::Ping in *asRequest: not modelled.
Reply TrafficInterpreter::applyToModel(RedisCommandInfo info, const QList<QByteArray> &args, const QString &key,
                                       Request *asRequest)
{
    Request r{.command = Command::Ping, .key = key};
    const qint64 nowMs = traceTime(m_nowUs) / 1000;
    const qint64 serverMs = m_originUs / 1000 + nowMs;
    auto pttl = [&] { return m_model->apply(Request{.command = Command::Pttl, .key = key}).integer; };
    auto get = [&] { return m_model->apply(Request{.command = Command::Get, .key = key}); };
    qint64 n = 0;
    const bool hasNumber = args.size() >= 3 && toInteger(args.at(2), &n);
    using C = RedisCommand;
    switch (info.command) {
    case C::Set:
        if (args.size() < 3)
            break;
        r.command = Command::Set;
        r.value = text(args.at(2));
        if (auto refused = setOptions(args, serverMs, pttl, &r))
            return *asRequest = r, *refused;
        break;
    case C::SetNx:
        if (args.size() >= 3)
            r = Request{
                .command = Command::Set, .key = key, .value = text(args.at(2)), .condition = SetCondition::IfAbsent};
        break;
    case C::SetEx:
    case C::PSetEx:
        if (args.size() >= 4 && hasNumber && n <= 0)
            return *asRequest = Request{.command = Command::Set, .key = key, .value = text(args.at(3))},
                   Reply::error(QStringLiteral("ERR invalid expire time in '%1' command")
                                    .arg(info.command == C::SetEx ? QLatin1String("setex") : QLatin1String("psetex")));
        if (hasNumber && args.size() >= 4)
            r = Request{.command = Command::Set,
                        .key = key,
                        .value = text(args.at(3)),
                        .number = info.command == C::SetEx ? secondsAsMs(n) : n};
        break;
    case C::Get:
        r.command = Command::Get;
        break;
    case C::GetDel: {
        const Reply got = get();
        m_model->apply(Request{.command = Command::Del, .key = key});
        *asRequest = Request{.command = Command::Get, .key = key};
        return got;
    }
    case C::Del:
    case C::Unlink:
        r.command = Command::Del;
        break;
    case C::Pttl:
        r.command = Command::Pttl;
        break;
    case C::Exists:
    case C::Ttl:
    case C::Type: {
        // Applied for their lazy expiry; the trace does not show them. EXISTS answers 0 or 1.
        *asRequest = Request{.command = Command::Pttl, .key = key, .number = hiddenRead};
        const qint64 ttl = pttl();
        return info.command == C::Exists ? Reply::ofInteger(ttl == -2 ? 0 : 1) : Reply::ofInteger(ttl);
    }
    case C::Expire:
    case C::PExpire:
        if (hasNumber)
            r = Request{
                .command = Command::Pexpire, .key = key, .number = info.command == C::Expire ? secondsAsMs(n) : n};
        break;
    case C::ExpireAt:
    case C::PExpireAt:
        if (hasNumber)
            r = Request{.command = Command::Pexpire,
                        .key = key,
                        .number = minus(info.command == C::ExpireAt ? secondsAsMs(n) : n, serverMs)};
        break;
    case C::Persist: {
        const Reply got = get();
        if (got.kind == Reply::Kind::String)
            m_model->apply(Request{.command = Command::Set, .key = key, .value = got.text});
        *asRequest = r;
        return got;
    }
    case C::Incr:
        r.command = Command::Incr;
        break;
    case C::IncrBy:
    case C::Decr:
    case C::DecrBy: {
        qint64 by = info.command == C::Decr ? -1 : 0;
        if (info.command != C::Decr && (args.size() < 3 || !toInteger(args.at(2), &by)))
            return *asRequest = r, Reply::error(QStringLiteral("ERR value is not an integer or out of range"));
        if (info.command == C::DecrBy)
            by = -by;
        const Reply got = get();
        const qint64 ttl = pttl();
        const qint64 value = (got.kind == Reply::Kind::String ? got.text.toLongLong() : 0) + by;
        m_model->apply(
            Request{.command = Command::Set, .key = key, .value = QString::number(value), .number = ttl > 0 ? ttl : 0});
        *asRequest = Request{.command = Command::Incr, .key = key};
        return Reply::ofInteger(value);
    }
    default:
        break;
    }
    *asRequest = r;
    if (r.command == Command::Ping)
        return Reply::nil();
    return m_model->apply(r);
}

void TrafficInterpreter::emitCommand(KeyState &k, int lane, const Request &request, const Reply &reply,
                                     const QString &shown)
{
    Request r = request;
    r.worker = lane;
    if (r.command == Command::Pttl && r.number == hiddenRead)
        return;
    if (!m_options.commandText)
        ++m_textsLeftOut;  // once for each key's events (a store write is on every key its client holds)
    const Micros at = traceTime(m_nowUs);
    TraceEvent sent;
    sent.at = at;
    sent.kind = EventKind::Sent;
    sent.worker = static_cast<qint16>(lane);
    sent.requestId = k.nextRequestId++;
    sent.request = r;
    sent.text = shown;
    TraceEvent replied = sent;
    replied.kind = EventKind::Replied;
    replied.sentAt = at;
    replied.reply = reply;
    replied.reply.executedAt = at;  // MONITOR's timestamp: when the server ran it
    k.trace.events.append(sent);
    k.trace.events.append(replied);
    if (r.command == Command::CompareAndDelete || r.command == Command::CompareAndExtend)
        k.trace.policies.release = ReleaseMode::Token;
    if (r.command == Command::FencedWrite)
        k.trace.policies.fencing = true;
}

void TrafficInterpreter::emitLockCommand(int key, int client, const Request &request, const Reply &reply,
                                         const QString &shown)
{
    KeyState &k = m_keys[static_cast<std::size_t>(key)];
    spillOlder(k);  // before this command: none of its events is being pointed at yet
    client = sameClient(k, client, request);
    const int lane = laneFor(k, client, request);
    Client &c = m_clients[client];
    c.lastKey = key;
    Request r = request;
    r.worker = lane;
    r.key = onInstance(k.name);
    // A client that re-sends SET NX with the token it is believed to hold was refused, whatever
    // the model (which had not seen the key before) granted it.
    const bool acquire = r.command == Command::Set && r.condition == SetCondition::IfAbsent;
    // (A Redlock's client sends its token to every instance: that is its try, not a re-send.)
    // (While the model still has its token: sent again once its lock expired, it is a retry of a
    // client that lost the lock, which says nothing of the first grant.)
    if (acquire && !redlock() && k.beliefs.believes(lane) && k.beliefs.token(lane) == r.value
        && k.lanes.at(lane).uncertain && m_model->apply(Request{.command = Command::Get, .key = r.key}).text == r.value)
        withdrawUncertainGrant(k, lane, Withdrawn::SentAgain);
    // Unseen: nothing the capture showed has settled what the key holds. A checked release or
    // extension that failed, or a read, does not: a holder from before the watch may still hold it.
    const bool unseen = !k.settled;
    const bool held = k.beliefs.believes(lane);
    const bool checked = r.command == Command::CompareAndDelete || r.command == Command::CompareAndExtend;
    const bool acted = reply.kind == Reply::Kind::Integer && reply.integer > 0;
    k.settled = k.settled || !((checked && !acted) || r.command == Command::Get || r.command == Command::Pttl);
    QString attempted;  // the lane's acquire before this one
    if (acquire)
        attempted = std::exchange(k.lanes[lane].attempt, r.value);
    if (acquire || r.command == Command::AcquireWithFence)
        m_laneByToken.insert({laneTokenKey(k, client), r.value}, lane);
    forgetToken(k, lane, attempted);
    // A token Redis held that no lane seen in the watch held: a plain DEL or PEXPIRE of it by a client
    // not holding the key is its holder's release or extension, the likeliest (an administrator's DEL
    // looks the same). A DEL or a grant by anyone else ends it.
    if (k.unclaimed) {
        const bool hit = reply.kind == Reply::Kind::Integer && reply.integer > 0;
        if (hit && (r.command == Command::Del || r.command == Command::Pexpire) && !k.beliefs.believes(lane))
            drawUnseenHolding(k, lane, QString(*k.unclaimed), true, ShownBy::PlainCommand);  // a copy: it clears it
        else if ((hit && r.command == Command::Del) || (acquire && reply.kind == Reply::Kind::Status))
            k.unclaimed.reset();
    }
    // What the client believes is the interpretation's to decide (BeliefInference); this records it.
    if (const auto change = k.beliefs.before(lane, r))
        emitState(k, lane, change->state, change->believesHeld);
    emitCommand(k, lane, r, reply, shown);
    noteLockFacts(k, r, reply);
    const qsizetype replied = k.trace.events.size() - 1;
    if (acquire)
        k.lanes[lane].attemptReply = laneIndex(k, replied);
    const QString believed = k.beliefs.token(lane);
    const auto change = k.beliefs.after(k.trace.events.at(replied));
    if (r.command == Command::AcquireWithFence)
        forgetToken(k, lane, r.value);  // refused: it is not the lane's attempt (only SET's is)
    if (!change)
        return;
    forgetToken(k, lane, believed);
    if (change->state == WorkerState::Holding && k.trace.ttlMs == 0)
        k.trace.ttlMs = r.number;
    emitState(k, lane, change->state, change->believesHeld);
    Lane &l = k.lanes[lane];
    if (change->believesHeld) {
        l.grantReply = laneIndex(k, replied);
        l.grantState = laneIndex(k, k.trace.events.size() - 1);
        l.uncertain = unseen;
        if (!c.holds.contains(key))
            c.holds.append(key);
    } else {
        l.grantReply = l.grantState = -1;
        if (held)
            l.heldUntil = traceTime(m_nowUs);
        c.holds.removeOne(key);
        laneFreed(k, lane);
    }
}

// What makes a key a lock (docs/watching.md): released, extended or contended, besides taken.
void TrafficInterpreter::noteLockFacts(KeyState &k, const Request &request, const Reply &reply)
{
    switch (request.command) {
    case Command::Del:
    case Command::CompareAndDelete:
        k.released = true;
        if (reply.kind == Reply::Kind::Integer && reply.integer > 0)
            k.freedAt = traceTime(m_nowUs);
        break;
    case Command::Pexpire:
    case Command::CompareAndExtend:
        k.extended = true;
        break;
    case Command::Set:
    case Command::AcquireWithFence:
        if (reply.kind == Reply::Kind::Error)
            break;  // Redis refused the command itself (a bad option, a TTL of 0): it neither took nor met the key
        if (request.command == Command::AcquireWithFence || request.condition == SetCondition::IfAbsent) {
            const bool refused =
                reply.kind == Reply::Kind::Nil || (reply.kind == Reply::Kind::Integer && reply.integer == 0);
            k.contended = k.contended || refused;
            k.granted = k.granted || !refused;
        }
        break;
    default:
        break;
    }
}

qsizetype TrafficInterpreter::placeInMemory(KeyState &k, qsizetype index, bool *inFront)
{
    const qsizetype at = whereIs(k, index, inFront);
    if (*inFront || at >= 0)
        return at;
    unspill(k);
    return whereIs(k, index, inFront);
}

TraceEvent TrafficInterpreter::eventAt(KeyState &k, qsizetype index)
{
    bool inFront = false;
    const qsizetype at = placeInMemory(k, index, &inFront);
    return inFront ? k.front.at(at) : k.trace.events.at(at);
}

void TrafficInterpreter::replaceEvent(KeyState &k, qsizetype index, const TraceEvent &event)
{
    bool inFront = false;
    const qsizetype at = placeInMemory(k, index, &inFront);
    (inFront ? k.front : k.trace.events).replace(at, event);
}

// The front put in place, once: every event of the key moves once (the lanes' indices do not).
void TrafficInterpreter::foldFront(KeyState &k)
{
    if (k.front.isEmpty() || k.spilled.events > 0)  // spilled: keyTrace() puts the front in front
        return;
    m_eventsMoved += k.front.size() + k.trace.events.size();
    k.trace.events = withFront(k.front, k.trace.events);
    k.front.clear();
}

void TrafficInterpreter::spillOlder(KeyState &k)
{
    const qsizetype inMemory = k.trace.events.size();
    // Not once the front is folded (finish()): a lane's index would then count the front's events.
    // Nor a key read back twice already: each read-back leaves its chunks behind in the file.
    if (!m_spill || !m_stats.spillError.isEmpty() || inMemory < m_options.spillAt || k.front.size() != k.frontTotal
        || k.readBack >= 2)
        return;
    const qsizetype older = inMemory - std::max(m_options.spillKeep, 1);
    if (older <= 0)
        return;
    const bool spilled = m_spill->append(&k.spilled, k.trace.events, 0, older);
    m_stats.spillError = m_spill->error();  // the file is full: what is spilled stays readable, the rest in memory
    if (!spilled)
        return;
    m_stats.eventsSpilled += older;
    m_stats.spillBytes = m_spill->bytesWritten();
    EventList kept;  // a list of its own, so the strings of the events spilled go with them
    kept.reserve(inMemory - older);
    for (qsizetype i = older; i < inMemory; ++i)
        kept.append(k.trace.events.at(i));
    k.spilledWeight += k.trace.events.weight() - kept.weight();
    m_largestSpill = std::max(m_largestSpill, k.spilledWeight);
    k.trace.events = std::move(kept);
}

void TrafficInterpreter::unspill(KeyState &k)
{
    if (k.spilled.events == 0)
        return;
    m_stats.eventsReadBack += k.spilled.events;
    k.trace.events = keyEvents(k);
    k.spilled = {};
    k.spilledWeight = 0;  // in memory again, and weighed there (m_largestSpill keeps what it was)
    ++k.readBack;
}

EventList TrafficInterpreter::keyEvents(const KeyState &k) const
{
    if (k.spilled.events == 0)
        return k.trace.events;
    EventList all;
    if (!m_spill->read(k.spilled, &all)) {
        // The file this run wrote could not be read back (a disk error): said in the key's trace,
        // never passed over in silence. A note in place of each event keeps every lane's index of
        // the events after them.
        TraceEvent lost;
        lost.at = k.trace.events.isEmpty() ? 0 : k.trace.events.timeAt(0);
        lost.text = TrafficTr::tr("%n earlier event(s) of this key could not be read back from the temporary file: %1",
                                  nullptr, static_cast<int>(std::min<qsizetype>(k.spilled.events, INT_MAX)))
                        .arg(m_spill->readError());
        all = EventList{lost};
        lost.text.clear();
        while (all.size() < k.spilled.events)
            all.append(lost);
    }
    all.reserve(all.size() + k.trace.events.size());
    for (qsizetype i = 0; i < k.trace.events.size(); ++i)
        all.append(k.trace.events.at(i));
    return all;
}

void TrafficInterpreter::withdrawUncertainGrant(KeyState &k, int lane, Withdrawn why)
{
    Lane &l = k.lanes[lane];
    Client &c = m_clients[l.client];
    // The grant becomes the refusal it was, and the holding it began an acquiring: the belief ends
    // where it began, and the key holds a token of somebody the capture never saw.
    TraceEvent replied = eventAt(k, l.grantReply);
    replied.reply = Reply::nil();
    replied.reply.executedAt = replied.at;
    replaceEvent(k, l.grantReply, replied);
    TraceEvent state = eventAt(k, l.grantState);
    state.state = WorkerState::Acquiring;
    state.believesHeld = false;
    replaceEvent(k, l.grantState, state);
    const QString believed = k.beliefs.token(lane);
    k.beliefs.withdraw(lane);
    laneFreed(k, lane);
    forgetToken(k, lane, believed);
    const qint64 ttl = m_model->apply(Request{.command = Command::Pttl, .key = onInstance(k.name)}).integer;
    if (ttl != -2 && why == Withdrawn::SentAgain) {
        // A token, not prose: the model's stand-in for a holder nobody saw (a read puts the real one).
        k.unclaimed = QStringLiteral("(a holder from before the watch)");
        m_model->apply(Request{.command = Command::Set,
                               .key = onInstance(k.name),
                               .value = *k.unclaimed,
                               .number = std::max<qint64>(ttl, 0)});
    }
    c.holds.removeOne(static_cast<int>(m_keyByName.value(k.name)));
    ++m_stats.withdrawnGrants;
    emitNote(k, traceTime(m_nowUs), lane,
             (why == Withdrawn::SentAgain
                  ? TrafficTr::tr("%1 sent SET NX again with its own token: its SET NX at %2 was refused, not granted "
                                  "as the model inferred (the key was held before the watch began)")
                  : TrafficTr::tr("LockLab read another holder's token in the key: %1's SET NX at %2 was refused, not "
                                  "granted as the model inferred (the key was held before the watch began)"))
                 .arg(c.lane, formatMs(replied.at)));
    l.grantReply = l.grantState = -1;
    l.uncertain = false;
}

// A release or extension shows that the client held a key whose acquire the capture never saw:
// its holding is drawn from the start of the watch and said to be "held before the watch began".
// Unless it began later: after the lane's own last holding ended, and, when the key still held its
// token (`keyHeldIt`), after a release last deleted the key (a key has one holder at a time). That
// holding is drawn after the key's last event, where the capture missed its acquire: never earlier
// than it can have begun, so it invents no overlap with the holdings before it. A lane whose lock
// was lost (`keyHeldIt` false) may have believed since before the watch: only its own end bounds it.
// Either way the token is the lane's, so the release that follows is this lane's, not a new one's.
void TrafficInterpreter::drawUnseenHolding(KeyState &k, int lane, const QString &token, bool keyHeldIt, ShownBy shownBy)
{
    if (k.unclaimed && token == *k.unclaimed)
        k.unclaimed.reset();  // it is this lane's now
    const Micros heldUntil = std::max(k.lanes.at(lane).heldUntil, keyHeldIt ? k.freedAt : Micros(-1));
    const bool before = heldUntil < 0;
    // Before the watch: before every event of the key; after: after them all.
    const Micros at = before ? std::max<Micros>(m_watchStart, 0) : lastAt(k);
    TraceEvent sent;
    sent.at = at;
    sent.kind = EventKind::Sent;
    sent.worker = static_cast<qint16>(lane);
    sent.requestId = k.nextRequestId++;
    sent.request = Request{.command = Command::Set,
                           .key = onInstance(k.name),
                           .value = token,
                           .condition = SetCondition::IfAbsent,
                           .worker = lane};
    sent.text = before ? TrafficTr::tr("(held before the watch began)") : TrafficTr::tr("(acquire not seen)");
    TraceEvent replied = sent;
    replied.kind = EventKind::Replied;
    replied.sentAt = at;
    replied.reply = Reply::status(QStringLiteral("OK"));
    replied.reply.executedAt = at;
    TraceEvent holding;
    holding.at = at;
    holding.kind = EventKind::State;
    holding.worker = static_cast<qint16>(lane);
    holding.state = WorkerState::Holding;
    holding.believesHeld = true;
    TraceEvent note;
    note.at = at;
    note.kind = EventKind::Note;
    note.worker = static_cast<qint16>(lane);
    const bool plain = shownBy == ShownBy::PlainCommand;
    note.text = before ? (plain ? TrafficTr::tr("%1 held %2 before the watch began: its acquire was not seen, its "
                                                "DEL or PEXPIRE of a token no client in the watch held shows it (an "
                                                "administrator's DEL would look the same)")
                                : TrafficTr::tr("%1 held %2 before the watch began: its acquire was not seen, its "
                                                "release with its token shows it"))
                             .arg(laneName(k, lane), k.name)
                       : (plain ? TrafficTr::tr("%1 held %2 from after %3, when it or the key was last let go: its "
                                                "acquire was not seen, its DEL or PEXPIRE of a token no client in the "
                                                "watch held shows it")
                                : TrafficTr::tr("%1 held %2 from after %3, when it or the key was last let go: its "
                                                "acquire was not seen, its release with its token shows it"))
                             .arg(laneName(k, lane), k.name, formatMs(heldUntil));
    Lane &l = k.lanes[lane];
    if (before && keyHeldIt && !plain && !redlock() && k.frontLost && !k.frontHeld) {
        // The key held this token at its release and no SET of it was seen: it held it from the
        // watch's start, after the holdings already drawn in front, whose tokens it no longer held
        // (lost before the watch, their clients stalled). In front of them it would read as their
        // key's holder, and its own release as a delete of theirs. After the front, then (rare:
        // moved once); with a held holding in front already, which came first is not known.
        Q_ASSERT(k.front.size() == k.frontTotal);  // not folded yet (finish() folds): indices are positions
        unspill(k);
        const qsizetype first = k.trace.events.firstAtOrAfter(at);
        qsizetype i = first;
        for (const TraceEvent *e : {&sent, &replied, &holding, &note})
            insertEvent(k, i++, *e);
        l.grantReply = first + 1;
        l.grantState = first + 2;
        k.frontHeld = true;
        ++m_stats.heldBeforeWatch;
    } else if (before) {
        // In front of the key's events (they are all at or after `at`), the latest found first: put
        // in `front` in reverse, where no event and no lane's index moves.
        for (const TraceEvent *e : {&note, &holding, &replied, &sent})
            k.front.append(*e);
        k.frontTotal += 4;
        (keyHeldIt ? k.frontHeld : k.frontLost) = true;
        l.grantReply = frontIndex(k.frontTotal - 2);
        l.grantState = frontIndex(k.frontTotal - 3);
        ++m_stats.heldBeforeWatch;
        if (plain)
            k.guess = KeyState::Guess{
                lane,
                token,
                {frontIndex(k.frontTotal - 1), l.grantReply, l.grantState, frontIndex(k.frontTotal - 4)},
                true};
    } else {
        for (const TraceEvent *e : {&sent, &replied, &holding, &note})
            k.trace.events.append(*e);
        l.grantReply = laneIndex(k, k.trace.events.size() - 3);
        l.grantState = laneIndex(k, k.trace.events.size() - 2);
        if (plain)
            k.guess =
                KeyState::Guess{lane, token, {l.grantReply - 1, l.grantReply, l.grantState, l.grantState + 1}, false};
    }
    const QString believed = k.beliefs.token(lane);
    k.beliefs.after(replied);
    // The release that follows finds its lane by this token (laneFor): without it, it went to a new
    // lane of the connection and this holding stayed open to the end of the capture.
    m_laneByToken.insert({laneTokenKey(k, l.client), token}, lane);
    // And it is the lane's last acquire: a release retried with it (node-redlock retries a failed one)
    // is that holding's again, not another drawn after the key's last event (issue 25).
    l.attempt = token;
    l.attemptReply = l.grantReply;
    forgetToken(k, lane, believed);
    const int key = m_keyByName.value(k.name);
    if (!m_clients[l.client].holds.contains(key))
        m_clients[l.client].holds.append(key);
    // The model learns what the script's check found: the key held this token (a plain command's
    // holding the model had already, and has applied the command to).
    if (keyHeldIt && !plain
        && m_model->apply(Request{.command = Command::Get, .key = onInstance(k.name)}).text != token)
        m_model->apply(Request{.command = Command::Set, .key = onInstance(k.name), .value = token});
}

// A write to the store (or a fence taken: `reply` is INCR's) belongs to the lock keys its client
// holds; a client that holds none wrote under the lock key it last used (its lock may have expired
// under it: a stale write).
void TrafficInterpreter::emitStoreWrite(int client, const Request &write, const std::optional<Reply> &reply,
                                        const QString &shown)
{
    const Client &c = m_clients.at(client);
    QList<int> keys = c.holds;
    if (keys.isEmpty() && c.lastKey >= 0)
        keys.append(c.lastKey);
    if (keys.isEmpty()) {
        ++m_stats.unattributedStoreCommands;
        return;
    }
    for (int key : std::as_const(keys)) {
        KeyState &k = m_keys[static_cast<std::size_t>(key)];
        // Without Redis's reply (a command the model does not run), the store's writes counted, as
        // the lab's write script counts them.
        emitCommand(k, laneOf(k, client), write, reply ? *reply : Reply::ofInteger(++k.storeWrites), shown);
    }
}

void TrafficInterpreter::emitState(KeyState &k, int lane, WorkerState state, bool believes)
{
    TraceEvent e;
    e.at = traceTime(m_nowUs);
    e.kind = EventKind::State;
    e.worker = static_cast<qint16>(lane);
    e.state = state;
    e.believesHeld = believes;
    k.trace.events.append(e);
}

void TrafficInterpreter::emitNote(KeyState &k, Micros at, int lane, const QString &message)
{
    TraceEvent e;
    e.at = std::max<Micros>(std::max<Micros>(at, 0), lastAt(k));
    e.kind = EventKind::Note;
    e.worker = static_cast<qint16>(lane);
    e.text = message;
    k.trace.events.append(e);
}

void TrafficInterpreter::emitGap(Micros at, qint64 value, const QString &message, int source)
{
    // Every key of the stream gets it (what ran in between is unknown for all of them), and a key
    // found later on it too: the gap happened before its first command. Another stream's keys (a
    // cluster's other shards) were seen all along.
    TraceEvent e;
    e.at = std::max<Micros>(at, 0);
    e.kind = EventKind::Gap;
    e.value = value;
    e.text = message;
    m_sources[static_cast<std::size_t>(source)].gaps.append(e);
    for (KeyState &k : m_keys) {
        if (k.source != source && !redlock())  // a Redlock's every key lives on every instance
            continue;
        TraceEvent mine = e;
        mine.at = std::max<Micros>(e.at, lastAt(k));
        k.trace.events.append(mine);
    }
}

void TrafficInterpreter::beginGap(qint64 serverUs, const QString &why, int source)
{
    flush();
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    if (s.inGap)
        return;
    s.inGap = true;
    ++m_stats.gaps;
    if (m_originUs < 0)
        return;
    emitGap(
        markAt(serverUs), 1,
        TrafficTr::tr("MONITOR connection lost (%1): what Redis ran from here until it is back is not seen").arg(why),
        source);
}

void TrafficInterpreter::endGap(qint64 serverUs, int source)
{
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    if (!s.inGap)
        return;
    s.inGap = false;
    if (m_originUs < 0)
        return;
    emitGap(markAt(serverUs), 0,
            TrafficTr::tr(
                "MONITOR connection back: the model's state of the keys may be stale until they are written again"),
            source);
}

void TrafficInterpreter::beginStall(qint64 serverUs, const QString &why, int source)
{
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    if (s.inStall || s.inGap)
        return;
    flush();
    s.inStall = true;
    s.stallSinceUs = std::max(serverUs, m_nowUs);
    ++m_stats.stalls;
    if (m_originUs >= 0)
        emitGap(markAt(s.stallSinceUs), stallBegins,
                TrafficTr::tr("Redis stopped answering (%1): a stalled server runs nothing until it answers again")
                    .arg(why),
                source);
}

void TrafficInterpreter::endStall(qint64 serverUs, int source)
{
    Source &s = m_sources.at(static_cast<std::size_t>(source));
    if (!s.inStall)
        return;
    s.inStall = false;
    const qint64 end = std::max(serverUs, s.stallSinceUs);
    m_stats.longestStallUs = std::max(m_stats.longestStallUs, end - s.stallSinceUs);
    if (m_originUs >= 0)
        emitGap(markAt(end), 0,
                TrafficTr::tr("Redis answers again after %1 stalled").arg(formatMs(end - s.stallSinceUs)), source);
}

void TrafficInterpreter::observeExpiry(const QString &key, qint64 serverUs)
{
    const auto it = m_keyByName.constFind(key);
    if (it == m_keyByName.cend() || m_originUs < 0)
        return;
    emitNote(m_keys[static_cast<std::size_t>(it.value())], markAt(serverUs), -1,
             TrafficTr::tr("Redis reports that it deleted the expired key %1 (keyspace notification)").arg(key));
}

std::optional<Command> TrafficInterpreter::learnedPurpose(const QByteArray &sha)
{
    if (!m_shared) {
        const auto learned = m_learnedScripts.constFind(sha);
        return learned != m_learnedScripts.cend() ? std::optional<Command>(learned.value()) : std::nullopt;
    }
    // Every group's lessons before this moment, this one's included.
    const std::optional<Command> told = m_shared->purposeBefore(sha, moment());
    // One stretch while nothing changed in between (else a stretch over a change and back would look
    // changed for good, and its group be interpreted again round after round).
    QList<Lookups> &lookups = m_scriptLookups[sha];
    if (!lookups.isEmpty() && lookups.last().told == told && lookups.last().to <= moment()
        && !m_shared->changedWithin(sha, lookups.last().to, moment(), told))
        lookups.last().to = moment();
    else
        lookups.append({moment(), moment(), told});
    return told;
}

void TrafficInterpreter::learnPurpose(const QByteArray &sha, Command purpose)
{
    if (m_shared)
        m_shared->learn(sha, moment(), purpose);
    else
        m_learnedScripts.insert(sha, purpose);
}

// Only the moments the lesson changed at are kept: a script taught the same thing by every run of it
// (the usual case) is one entry, moved earlier when an earlier run taught it. (So a run read again by
// a group interpreted again, teaching something else this time, overrules the runs after it that had
// taught what it used to: rare, as a run teaches what it did, whatever was known.)
void TrafficGroupShared::learn(const QByteArray &sha, qint64 moment, Command purpose)
{
    std::map<qint64, Command> &changes = lessons[sha];
    auto next = changes.lower_bound(moment);
    if (next != changes.end() && next->first == moment)
        next = changes.erase(next);  // the same run, read again: what it teaches now
    if (next == changes.begin() || std::prev(next)->second != purpose)
        next = std::next(changes.emplace_hint(next, moment, purpose));
    if (next != changes.end() && next != changes.begin() && std::prev(next)->second == next->second)
        changes.erase(next);  // said already, from here
}

std::optional<Command> TrafficGroupShared::purposeBefore(const QByteArray &sha, qint64 moment) const
{
    const auto changes = lessons.constFind(sha);
    if (changes == lessons.cend())
        return std::nullopt;
    const auto next = changes->lower_bound(moment);
    return next == changes->begin() ? std::nullopt : std::optional<Command>(std::prev(next)->second);
}

bool TrafficGroupShared::changedWithin(const QByteArray &sha, qint64 from, qint64 to, std::optional<Command> told) const
{
    if (purposeBefore(sha, from) != told)
        return true;
    const auto changes = lessons.constFind(sha);
    if (changes == lessons.cend())
        return false;
    const auto change = changes->lower_bound(from);  // a change at `from` counts only after it
    return change != changes->end() && change->first < to;
}

int TrafficGroupShared::groupOf(QByteArrayView key, int groups)
{
    // Seed 0, the same group for a key in every run: with any other seed Qt 6.4 mixes in a second
    // seed of its own, random in each process (SipHash at 0 is slower, but this is one short key a line).
    return static_cast<int>(qHash(key, size_t(0)) % static_cast<size_t>(std::max(groups, 1)));
}

bool TrafficInterpreter::ownsKey(const QByteArray &raw) const
{
    return !m_shared || TrafficGroupShared::groupOf(raw, m_groups) == m_group;
}

void TrafficInterpreter::joinGroups(TrafficGroupShared *shared, int group, int groups, const TrafficStart &start)
{
    m_shared = shared;
    m_group = group;
    m_groups = groups;
    m_routed = true;
    if (start.originUs < 0)
        return;
    m_nowUs = start.nowUs;
    m_routedClockUs = start.nowUs;
    if (m_db < 0 && start.db >= 0) {
        m_dbFromStart = start.db;
        m_dbLine = start.dbLine;
        followStartDb();
    }
    ensureOrigin();
}

// A group follows the start's database from the line that fixed it in one pass (the lines before it
// are a script's begun before any lock key: one pass read them following none).
void TrafficInterpreter::followStartDb()
{
    if (m_dbFromStart < 0 || m_lineNumber < m_dbLine)
        return;
    m_db = m_dbFromStart;
    m_dbFromStart = -1;
    describeFollowed();
}

TrafficStart TrafficInterpreter::start() const
{
    return m_originUs < 0 ? TrafficStart{} : TrafficStart{m_originUs, m_originUs + m_watchStart, m_db, m_dbLine};
}

void TrafficInterpreter::feedRouted(QByteArrayView packed, const Routed &routed)
{
    m_routedClockUs = std::max(m_routedClockUs, routed.clockUs);
    MonitorLine &parsed = m_routedLine;  // its buffers serve line after line
    if (routed.learnOnly) {
        // A line that only teaches may come with an earlier number than the lines read before it (a
        // client's name, sent just before the client's next line here): what it teaches is learnt at
        // its line, and it is never where a limit is reached nor what the next script is applied at.
        if (!m_limitReached.isEmpty())
            return;
        const qint64 latest = std::max(m_lineNumber, routed.number);
        m_lineNumber = routed.number;
        if (unpackMonitorLine(packed, &parsed))
            learnOnly(parsed, routed.beforeStart);
        m_lineNumber = latest;
        followStartDb();
        return;
    }
    m_lineNumber = routed.number;
    followStartDb();
    if (!withinLimits())
        return;
    if (!unpackMonitorLine(packed, &parsed))
        return;  // (never: the router packed it)
    m_lineCounted = routed.counted;
    m_lineShared = routed.shared;
    const auto reset = qScopeGuard([this] { m_lineCounted = true, m_lineShared = false; });
    if (routed.counted && !routed.shared) {
        process(parsed);
        return;
    }
    // A line of other groups' keys too: the script it ends is counted by its own EVAL's flags.
    if (parsed.source != MonitorLine::Source::Lua)
        endScriptBefore(parsed, redisCommand(parsed.args.at(0)));
    const TrafficLineCounts before = TrafficLineCounts::of(m_stats);
    process(parsed);
    if (!routed.counted)
        before.restore(m_stats);
}

// A script is watched if any of its lua lines is on a watched key (finishScript), which only the groups
// of those keys know; a DEL of several keys is counted by its first key's role, its first group's.
void TrafficInterpreter::noteShared(qint64 line, bool counted, const TrafficLineCounts &before)
{
    if (m_stats.watchedCommands > before.watchedCommands)
        m_sharedLines.insert(line, true);
    else if (counted && m_stats.outsideCommands > before.outsideCommands)
        m_sharedLines.insert(line, false);
}

void TrafficInterpreter::endScript(qint64 line)
{
    m_lineNumber = line;
    followStartDb();
    m_script.skipped = false;  // as endScriptBefore: a lua line after this is no script's
    flush();
}

// What another group's line teaches every group: a client's name, a script's body.
void TrafficInterpreter::learnOnly(const MonitorLine &line, bool beforeStart)
{
    // One pass followed no database before its first lock key (a client's name comes late, with its old line).
    const int db = beforeStart || m_lineNumber < m_dbLine ? m_options.db : m_db;
    const QList<QByteArray> &args = line.args;
    const RedisCommandInfo info = redisCommand(args.at(0));
    const QByteArray client =
        clientKey(line.source == MonitorLine::Source::Unix ? QByteArray("unix:") + line.client : line.client, 0);
    if (info.command == RedisCommand::Eval) {
        // As beginScript learns it: an EVAL with its number of keys, in the followed database.
        qint64 numKeys = 0;
        if (args.size() < 3 || !toInteger(args.at(2), &numKeys) || numKeys < 0 || 3 + numKeys > args.size()
            || (db >= 0 && line.db != db))
            return;
        const QByteArray sha = sha1Hex(args.at(1));
        m_scriptBodies.insert(sha, args.at(1));
        m_bodyPurposes.remove(sha);
        return;
    }
    const TrafficLineCounts before = TrafficLineCounts::of(m_stats);
    learnFromKeyless(info, args, client);
    before.restore(m_stats);
}

void TrafficInterpreter::noteStepBack(qint64 backUs, qint64 line, qint64 clockUs)
{
    markAt(clockUs);
    for (KeyState &k : m_keys)
        emitNote(k, traceTime(m_nowUs), -1,
                 TrafficTr::tr("time went backwards by %1 at line %2 (a clock step or lines out of order): "
                               "the model keeps its clock")
                     .arg(formatMs(backUs))
                     .arg(line));
}

qint64 TrafficInterpreter::keyFirstLine(qsizetype key) const
{
    return key >= 0 && key < keyCount() ? m_keys[static_cast<std::size_t>(key)].firstLine : 0;
}

qint64 TrafficInterpreter::eventCount() const
{
    qint64 events = 0;
    for (const KeyState &k : m_keys)
        events += k.spilled.events + k.trace.events.size() + k.front.size();
    return events;
}

qint64 TrafficInterpreter::tracesWeight() const
{
    qint64 bytes = 0;
    for (const KeyState &k : m_keys)
        bytes += k.trace.events.weight() + k.front.weight();
    return bytes;
}

qint64 TrafficInterpreter::mostTracesWeightWithText() const
{
    // A command's text is one string for its two events, at most this long: renderLine stops past
    // 240 characters, after an argument of at most 118 (57 and "…", quoted, each quote escaped), and " …".
    constexpr qsizetype mostShownChars = 400;
    static const qint64 perText = [] {
        TraceEvent shown;
        shown.text = QString(mostShownChars, u'x');
        return EventList::weightBound(shown) - EventList::weightBound(TraceEvent());
    }();
    return tracesWeight() + m_textsLeftOut * perText;
}

TrafficLineCounts TrafficLineCounts::of(const TrafficStats &s)
{
    return {s.commands,        s.watchedCommands,    s.outsideCommands, s.otherDbCommands,
            s.keylessCommands, s.unmodelledCommands, s.ownCommands,     s.clusterCommands};
}

void TrafficLineCounts::restore(TrafficStats &s) const
{
    s.commands = commands;
    s.watchedCommands = watchedCommands;
    s.outsideCommands = outsideCommands;
    s.otherDbCommands = otherDbCommands;
    s.keylessCommands = keylessCommands;
    s.unmodelledCommands = unmodelledCommands;
    s.ownCommands = ownCommands;
    s.clusterCommands = clusterCommands;
}

void TrafficLineCounts::addTo(TrafficStats &s) const
{
    s.commands += commands;
    s.watchedCommands += watchedCommands;
    s.outsideCommands += outsideCommands;
    s.otherDbCommands += otherDbCommands;
    s.keylessCommands += keylessCommands;
    s.unmodelledCommands += unmodelledCommands;
    s.ownCommands += ownCommands;
    s.clusterCommands += clusterCommands;
}

void TrafficInterpreter::flush()
{
    if (m_script.active)
        finishScript();
}

void TrafficInterpreter::finishScript()
{
    m_endingScript = true;
    const auto ended = qScopeGuard([this] { m_endingScript = false; });
    applyScript();
}

void TrafficInterpreter::finish(qint64 serverUs)
{
    flush();
    if (m_originUs < 0)
        return;
    markAt(serverUs);
    m_stats.lockKeys.clear();
    for (KeyState &k : m_keys) {
        for (qsizetype lane = 0; lane < k.lanes.size(); ++lane) {
            if (k.beliefs.believes(static_cast<int>(lane)))
                emitNote(k, traceTime(m_nowUs), static_cast<int>(lane),
                         TrafficTr::tr("%1 never released the lock while it was watched (its belief, inferred, stays "
                                       "open)")
                             .arg(m_clients.at(k.lanes.at(lane).client).lane));
        }
        k.trace.observedUntil = traceTime(m_nowUs);
        foldFront(k);
        if (k.named || k.released || k.extended || k.contended)
            m_stats.lockKeys.append(k.name);
    }
}

void TrafficInterpreter::applyScript()
{
    PendingScript s = std::move(m_script);
    m_script = PendingScript{};
    // A script copied to this group from another's (its keys are in both) is counted there.
    const TrafficLineCounts before = TrafficLineCounts::of(m_stats);
    const auto uncount = qScopeGuard([this, &before, &s] {
        if (s.shared)
            noteShared(s.evalLine, s.counted, before);
        if (!s.counted)
            before.restore(m_stats);
    });
    // Run when the next line comes, which may be another stream's: the script's keys are its EVAL's.
    const int lineSource = std::exchange(m_source, s.source);
    const auto restoreSource = qScopeGuard([this, lineSource] { m_source = lineSource; });
    findScriptLocks(s);
    const bool watched =
        std::any_of(s.calls.cbegin(), s.calls.cend(), [](const LuaCall &c) { return c.role.role != Role::None; });
    if (!watched) {
        ++(s.calls.isEmpty() ? m_stats.keylessCommands  // ran no command: NOSCRIPT, or it touched no key
                             : m_stats.outsideCommands);
        return;
    }
    ++m_stats.watchedCommands;
    ensureOrigin();
    const int client = clientOf(s.client);  // known by its stream already (process())
    applyScriptCalls(s, client);
    // The fence the script took (INCR on the fence key), if any: an acquire that did is AcquireWithFence.
    const LuaCall *fenceIncr = nullptr;
    for (const LuaCall &c : std::as_const(s.calls)) {
        if (c.applied && c.role.role == Role::Fence && c.info.command == RedisCommand::Incr)
            fenceIncr = &c;
    }
    QList<int> lockKeys;
    for (const LuaCall &c : std::as_const(s.calls)) {
        if (c.applied && c.role.role == Role::Lock && !lockKeys.contains(c.role.key))
            lockKeys.append(c.role.key);
    }
    for (int key : std::as_const(lockKeys)) {
        // Its moment: the key's first lua line, the same in every group (all of them have every line).
        const auto first = std::find_if(s.calls.cbegin(), s.calls.cend(), [key](const LuaCall &c) {
            return c.role.role == Role::Lock && c.role.key == key;
        });
        m_scriptStep =
            (1 << (momentBits - 1)) | static_cast<int>(std::min<qsizetype>(first - s.calls.cbegin(), 0x7ffff));
        const auto stepDone = qScopeGuard([this] { m_scriptStep = 0; });
        if (emitScriptLock(s, client, key, fenceIncr))
            fenceIncr = nullptr;  // the acquire took it
    }
    if (fenceIncr)
        emitStoreWrite(client, Request{.command = Command::Incr, .key = fenceIncr->key}, fenceIncr->reply,
                       shownLine(fenceIncr->args, {}));
    emitScriptStore(s, client);
}

// The role of each lua line's key. A key taken by a script that first checked it was free (EXISTS
// or GET, then SET … PX: node-redlock's acquire) is found as a lock key too.
void TrafficInterpreter::findScriptLocks(PendingScript &s)
{
    for (qsizetype i = 0; i < s.calls.size(); ++i) {
        LuaCall &c = s.calls[i];
        if (c.args.size() < 2)
            continue;
        m_keyPosition = static_cast<int>(i);
        c.role = rawRoleOf(c.args.at(1), s.db);
        c.key = c.role.role == Role::Lock ? onInstance(m_keys[static_cast<std::size_t>(c.role.key)].name)
                                          : modelKey(c.args.at(1), s.db);
        if (c.role.role != Role::None || !m_lockGlobs.isEmpty() || !ownsKey(c.args.at(1)))
            continue;
        bool found = false;
        if (c.info.command == RedisCommand::Set) {
            bool expiry = false, checked = false;
            for (qsizetype a = 3; a < c.args.size(); ++a)
                expiry = expiry || is(c.args.at(a), "px") || is(c.args.at(a), "ex") || is(c.args.at(a), "nx");
            for (qsizetype j = 0; j < i; ++j) {
                const RedisCommand before = s.calls.at(j).info.command;
                checked =
                    checked
                    || (s.calls.at(j).key == c.key && (before == RedisCommand::Exists || before == RedisCommand::Get));
            }
            found = expiry && checked;
        } else {
            found = releasesUnseenHolding(s, i);  // a holding from before the watch, released or extended
        }
        if (!found)
            continue;
        c.role = {Role::Lock, becomeLockKey(c.key, s.db, false, c.args.at(1))};
        m_keys[static_cast<std::size_t>(c.role.key)].foundByRelease = c.info.command != RedisCommand::Set;
        const QString bare = std::exchange(c.key, onInstance(c.key));
        for (qsizetype j = 0; j < i; ++j) {
            if (s.calls.at(j).key == bare) {
                s.calls[j].role = c.role;  // the check that came before: applied below
                s.calls[j].key = c.key;
            }
        }
    }
}

// Whether lua line `i` (a DEL, UNLINK, PEXPIRE or EXPIRE on a key of no role yet) is the act of a
// checked release or extension of a lock whose holding began before the watch: the script's only
// lines on that key are a GET and this, and runs of the same script on lock keys showed it does just
// that. What its body says is not enough: a one-time code's check (GET, DEL if equal) has the body of
// a release. A failed run (a GET only) does not count either: nothing shows the key was a lock. A code
// issued in the capture still teaches its script as a release: on a key found this way, a failed check
// draws no holder until a SET NX is seen on it (reconcileCheck), so a code checked twice is no overlap.
bool TrafficInterpreter::releasesUnseenHolding(const PendingScript &s, qsizetype i)
{
    if (redlock())
        return false;  // a Redlock's keys are not read, nor their holders from before the watch drawn
    const RedisCommand act = s.calls.at(i).info.command;
    const bool release = act == RedisCommand::Del || act == RedisCommand::Unlink;
    const bool extend = act == RedisCommand::PExpire || act == RedisCommand::Expire;
    if ((!release && !extend) || s.argv.isEmpty())
        return false;
    const std::optional<Command> learned = learnedPurpose(s.sha);
    if (learned != (release ? Command::CompareAndDelete : Command::CompareAndExtend))
        return false;
    const QByteArray &key = s.calls.at(i).args.at(1);
    QList<RedisCommand> onKey;
    for (const LuaCall &c : s.calls) {
        if (c.args.size() >= 2 && c.args.at(1) == key)
            onKey.append(c.info.command);
    }
    return onKey == QList<RedisCommand>{RedisCommand::Get, act};
}

// The lua lines, applied to the model at the script's time. A check that let the script delete or
// extend the key says the key held the script's token: if the model never saw that holding (it
// began before the watch), the holding is drawn first.
void TrafficInterpreter::applyScriptCalls(PendingScript &s, int client)
{
    QList<int> reconciled;
    for (qsizetype i = 0; i < s.calls.size(); ++i) {
        LuaCall &c = s.calls[i];
        if (c.role.role == Role::None)
            continue;
        if (c.role.role == Role::Lock && c.info.command == RedisCommand::Get && !reconciled.contains(c.role.key)) {
            reconciled.append(c.role.key);
            bool acted = false, set = false;
            for (qsizetype j = i + 1; j < s.calls.size(); ++j) {
                const LuaCall &later = s.calls.at(j);
                if (later.key != c.key)
                    continue;
                const RedisCommand cmd = later.info.command;
                set = set || cmd == RedisCommand::Set;
                acted = acted || cmd == RedisCommand::Del || cmd == RedisCommand::Unlink || cmd == RedisCommand::PExpire
                        || cmd == RedisCommand::Expire;
            }
            KeyState &k = m_keys[static_cast<std::size_t>(c.role.key)];
            if (!set && !s.argv.isEmpty())
                reconcileCheck(k, client, comparedToken(k, client, s.argv), acted);
        }
        Request asRequest;
        c.reply = applyToModel(c.info, c.args, c.key, &asRequest);
        c.modelled = asRequest.command != Command::Ping;
        c.applied = true;
    }
}

// A compare-and-… script tells what its client believed: it holds the lock with the token it
// compares. A check that let it delete or extend the key also tells what Redis held: that token.
// Where the model disagrees it missed something: the client's own SET NX that it refused (the key's
// earlier holder was one the capture never saw), or a holding from before the watch began.
void TrafficInterpreter::reconcileCheck(KeyState &k, int client, const QString &token, bool acted)
{
    // A Redlock's check on each instance is one client's, as its command will be (emitLockCommand).
    client = sameClient(k, client, Request{.command = Command::CompareAndDelete, .value = token});
    const Reply now = m_model->apply(Request{.command = Command::Get, .key = onInstance(k.name)});
    if (now.kind == Reply::Kind::String && now.text == token) {
        // The key's unclaimed token (read by the watch): this client's, held since before the watch.
        if (k.unclaimed && token == *k.unclaimed) {
            const int lane = laneFor(k, client, Request{.command = Command::CompareAndDelete, .value = token});
            if (!k.beliefs.believes(lane))
                drawUnseenHolding(k, lane, token, true);
        }
        return;
    }
    const int lane = laneFor(k, client, Request{.command = Command::CompareAndDelete, .value = token});
    const Lane &l = k.lanes.at(lane);
    if (k.beliefs.believes(lane))
        return;
    if (l.attempt == token) {
        if (acted && l.attemptReply >= 0 && eventAt(k, l.attemptReply).reply.kind == Reply::Kind::Nil)
            grantedAfterAll(k, lane);
        return;
    }
    // Never seen acquiring with it: its acquire came before the capture. Also when the model held the
    // key's unclaimed stand-in (a grant it withdrew): the check that let the script act shows whose it was.
    const bool standIn = acted && k.unclaimed && now.kind == Reply::Kind::String && now.text == *k.unclaimed;
    if (standIn)
        k.unclaimed.reset();
    // A holding drawn for a plain DEL of this very token was a guess, and this check says it was wrong.
    if (k.guess && k.guess->token == token && k.guess->lane != lane)
        undoGuess(k);
    // A key found by a release, with no SET NX seen on it yet, may be a one-time code checked twice (GET,
    // DEL if equal: a release's shape): a check that failed there shows no holder, and none is drawn.
    if (!acted && k.foundByRelease && !k.granted && !k.contended)
        return;
    if (!acted || (!k.granted && now.kind == Reply::Kind::Nil) || standIn)
        drawUnseenHolding(k, lane, token, acted);
}

QString TrafficInterpreter::comparedToken(const KeyState &k, int client, const QList<QByteArray> &argv) const
{
    for (const QByteArray &a : argv) {
        const QString t = text(a);
        if (m_laneByToken.contains({laneTokenKey(k, client), t}) || (redlock() && k.clientByToken.contains(t)))
            return t;
    }
    return argv.isEmpty() ? QString() : text(argv.at(0));
}

// The holding drawn for a plain DEL or PEXPIRE was not that client's: another client's check of the
// same token shows whose it was. Its events become the client's idle state and a note; its DEL stays,
// now what it was (a delete of another's lock).
void TrafficInterpreter::undoGuess(KeyState &k)
{
    const KeyState::Guess guess = *std::exchange(k.guess, std::nullopt);
    for (qsizetype i : guess.events) {
        TraceEvent e = eventAt(k, i);
        const bool note = e.kind == EventKind::Note;
        e.kind = note ? EventKind::Note : EventKind::State;
        e.state = WorkerState::Idle;
        e.believesHeld = false;
        e.request = {};
        e.reply = {};
        if (note)
            e.text = TrafficTr::tr("%1 did not hold %2 before the watch: another client's check of the token shows "
                                   "it was that client's, so %1's DEL or PEXPIRE was of another's lock")
                         .arg(laneName(k, guess.lane), k.name);
        replaceEvent(k, i, e);
    }
    if (guess.beforeWatch)
        --m_stats.heldBeforeWatch;
}

// The lane's last SET NX, refused by the model, took the lock: a client retries until it is
// granted, and this one went on to release (or extend) with its token.
void TrafficInterpreter::grantedAfterAll(KeyState &k, int lane)
{
    Lane &l = k.lanes[lane];
    TraceEvent replied = eventAt(k, l.attemptReply);
    replied.reply = Reply::status(QStringLiteral("OK"));
    replied.reply.executedAt = replied.at;
    replaceEvent(k, l.attemptReply, replied);
    TraceEvent holding;
    holding.at = replied.at;
    holding.kind = EventKind::State;
    holding.worker = static_cast<qint16>(lane);
    holding.state = WorkerState::Holding;
    holding.believesHeld = true;
    insertEvent(k, l.attemptReply + 1, holding);
    const QString believed = k.beliefs.token(lane);
    k.beliefs.after(replied);
    forgetToken(k, lane, believed);
    l.grantReply = l.attemptReply;
    l.grantState = l.attemptReply + 1;
    const int key = m_keyByName.value(k.name);
    if (!m_clients[l.client].holds.contains(key))
        m_clients[l.client].holds.append(key);
    ++m_stats.lateGrants;
    emitNote(k, traceTime(m_nowUs), lane,
             TrafficTr::tr("%1's release shows that its SET NX at %2 took the lock, which the model, missing the "
                           "key's earlier holder, had refused")
                 .arg(laneName(k, lane), formatMs(replied.at)));
    const qint64 left = replied.request.number - (traceTime(m_nowUs) - replied.at) / 1000;
    m_model->apply(Request{.command = Command::Set,
                           .key = onInstance(k.name),
                           .value = replied.request.value,
                           .number = std::max<qint64>(left, 1)});
}

// An event put in before the key's last ones (at its time), after the front (`index` >= 0): the
// lanes' indices after it move. A late grant does it (one a lane's refused SET NX that took the lock
// after all), and a held holding from before the watch drawn after lost ones (drawUnseenHolding);
// other holdings from before the watch go to the front.
void TrafficInterpreter::insertEvent(KeyState &k, qsizetype index, const TraceEvent &event)
{
    Q_ASSERT(index >= 0);
    bool inFront = false;
    const qsizetype at = placeInMemory(k, index, &inFront);
    m_eventsMoved += k.trace.events.size() - at;
    k.trace.events.insert(at, event);
    for (Lane &l : k.lanes) {
        for (qsizetype *i : {&l.grantReply, &l.grantState, &l.attemptReply}) {
            if (*i >= index)
                ++*i;
        }
    }
    if (k.guess) {
        for (qsizetype &i : k.guess->events) {
            if (i >= index)
                ++i;
        }
    }
}

// What the script did to one lock key, as one lock command of its lane. True if it was an acquire
// that took the fence `fenceIncr` (AcquireWithFence).
bool TrafficInterpreter::emitScriptLock(const PendingScript &s, int client, int key, const LuaCall *fenceIncr)
{
    KeyState &k = m_keys[static_cast<std::size_t>(key)];
    QList<ScriptCall> onLock;
    for (const LuaCall &c : s.calls) {
        if (c.applied && c.role.role == Role::Lock && c.role.key == key)
            onLock.append(ScriptCall{c.info.command, c.args, c.reply});
    }
    // The token the script compares: one of the connection's own if it is among the arguments.
    QString token = comparedToken(k, client, s.argv);
    // A Redlock's connection to another instance runs it as the client whose token it passes: that
    // client's lanes are the ones to look in (a lane of the connection's own would be an empty one).
    if (redlock() && firstLane(k, client) < 0) {
        if (const auto owner = k.clientByToken.constFind(token); owner != k.clientByToken.cend())
            client = owner.value();
    }
    bool ownToken = false;
    for (int l = firstLane(k, client); l >= 0; l = k.lanes.at(l).next) {
        ++m_lanesScanned;
        const QString mine = k.beliefs.token(l);
        for (const QByteArray &a : s.argv) {
            if (!mine.isEmpty() && k.beliefs.believes(l) && text(a) == mine)
                token = mine, ownToken = true;
        }
    }
    std::optional<Command> known;
    if (const auto body = m_scriptBodies.constFind(s.sha); body != m_scriptBodies.cend()) {
        // Read from the body once per SHA, not once per run: a regular expression over the body
        // for every EVALSHA was a tenth of an import of a capture of redis-py's releases.
        auto purpose = m_bodyPurposes.find(s.sha);
        if (purpose == m_bodyPurposes.end())
            purpose = m_bodyPurposes.insert(s.sha, purposeOfBody(body.value()));
        known = purpose.value();
    }
    if (!known)
        known = learnedPurpose(s.sha);
    ScriptMeaning meaning = classifyScript(onLock, s.argv, token, known);
    if (meaning.teaches && meaning.purpose)
        learnPurpose(s.sha, *meaning.purpose);  // for runs of it on any key that only read
    // A script of unknown purpose that only read the key and found another token than the one its
    // client holds it with, passed as an argument: a checked release or extension that failed (on a
    // long-running server only EVALSHA shows, and a run that deleted may never have been seen). Either
    // way the client learns it no longer holds the lock; its belief must not run on (issue 25).
    const bool onlyReads =
        std::all_of(onLock.cbegin(), onLock.cend(), [](const ScriptCall &c) { return c.command == RedisCommand::Get; });
    if (!meaning.purpose && ownToken && !onLock.isEmpty() && onlyReads
        && !(onLock.constFirst().reply.kind == Reply::Kind::String && onLock.constFirst().reply.text == token)) {
        meaning.purpose = Command::CompareAndDelete;
        meaning.request = Request{.command = Command::CompareAndDelete, .value = token};
        meaning.reply = Reply::ofInteger(0);
        emitNote(k, traceTime(m_nowUs), laneOf(k, client),
                 TrafficTr::tr("a script (%1) compared %2 with %3's token and found it taken or gone: a release or "
                               "an extension that failed, so the client no longer holds the lock")
                     .arg(QString::fromLatin1(s.sha.left(8)), k.name, m_clients.at(client).lane));
    }
    if (!meaning.purpose) {
        ++m_stats.unclassifiedScripts;
        emitNote(k, traceTime(m_nowUs), laneOf(k, client),
                 TrafficTr::tr("a script (%1) read %2 and changed nothing; what it is for is unknown")
                     .arg(QString::fromLatin1(s.sha.left(8)), k.name));
        return false;
    }
    Request request = meaning.request;
    Reply reply = meaning.reply;
    request.key = onInstance(k.name);
    const bool fenced = request.command == Command::Set && fenceIncr;
    if (fenced) {
        request.command = Command::AcquireWithFence;
        reply = Reply::ofInteger(reply.isOk() ? fenceIncr->reply.integer : 0);
    }
    emitLockCommand(key, client, request, reply, shownLine(s.line, s.sha));
    return fenced;
}

// Writes to the store: fenced when the script read a store key (the last fence) before it wrote.
// Each shows the lua line that wrote, as MONITOR showed it.
void TrafficInterpreter::emitScriptStore(const PendingScript &s, int client)
{
    const LuaCall *storeRead = nullptr, *storeWrite = nullptr;
    for (const LuaCall &c : s.calls) {
        if (!c.applied || c.role.role != Role::Store)
            continue;
        if (c.info.reads) {
            if (!storeRead && !storeWrite)
                storeRead = &c;
        } else if (!storeWrite || (storeRead && storeWrite->key == storeRead->key)) {
            storeWrite = &c;  // the data, not the fence the script keeps next to it
        }
    }
    if (!storeRead && !storeWrite)
        return;
    const auto body = m_scriptBodies.constFind(s.sha);
    const bool bodyWrites = body != m_scriptBodies.cend()
                            && (body->contains("'set'") || body->contains("\"set\"") || body->contains("'SET'")
                                || body->contains("\"SET\""));
    if (storeRead && (storeWrite || bodyWrites)) {
        qint64 fence = 0;
        bool found = false;
        for (const LuaCall &c : s.calls) {
            if (!found && c.applied && c.key == storeRead->key && c.info.command == RedisCommand::Set)
                found = toInteger(c.args.value(2), &fence);
        }
        for (qsizetype i = 0; !found && i < s.argv.size(); ++i)
            found = toInteger(s.argv.at(i), &fence);
        Request w{.command = Command::FencedWrite, .key = storeRead->key, .number = found ? fence : 0};
        w.value = storeWrite ? text(storeWrite->args.value(2)) : QString();
        emitStoreWrite(client, w, Reply::ofInteger(storeWrite ? 1 : 0),
                       storeWrite ? shownLine(storeWrite->args, {}) : shownLine(s.line, s.sha));
    } else if (storeWrite) {
        emitStoreWrite(
            client,
            Request{.command = Command::Write, .key = storeWrite->key, .value = text(storeWrite->args.value(2))},
            storeWrite->modelled ? std::optional<Reply>(storeWrite->reply) : std::nullopt,
            shownLine(storeWrite->args, {}));
    }
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
        {QStringLiteral("stalls"), s.stalls},
        {QStringLiteral("longestStallMs"), static_cast<double>(s.longestStallUs) / 1000.0},
        {QStringLiteral("stepsBack"), s.stepsBack},
        {QStringLiteral("largestStepBackMs"), static_cast<double>(s.largestStepBackUs) / 1000.0},
        {QStringLiteral("firstStepBackLine"), s.firstStepBackLine},
        {QStringLiteral("lockKeys"), QJsonArray::fromStringList(s.lockKeys)},
        {QStringLiteral("withdrawnGrants"), s.withdrawnGrants},
        {QStringLiteral("heldBeforeWatch"), s.heldBeforeWatch},
        {QStringLiteral("lateGrants"), s.lateGrants},
        {QStringLiteral("keysRead"), s.keysRead},
        {QStringLiteral("keysReadLate"), s.keysReadLate},
        {QStringLiteral("keysUnread"), s.keysUnread},
        {QStringLiteral("ownCommands"), s.ownCommands},
        {QStringLiteral("clusterCommands"), s.clusterCommands},
        {QStringLiteral("unattributedStoreCommands"), s.unattributedStoreCommands},
        {QStringLiteral("eventsSpilled"), s.eventsSpilled},
        {QStringLiteral("spillBytes"), s.spillBytes},
        {QStringLiteral("eventsReadBack"), s.eventsReadBack},
        {QStringLiteral("spillError"), s.spillError.isEmpty() ? QJsonValue() : QJsonValue(s.spillError)},
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
    QStringList parts{TrafficTr::tr("%n read", nullptr, n(s.lines)),
                      TrafficTr::tr("%n command(s)", nullptr, n(s.commands))};
    if (s.bannerLines > 0)
        parts << TrafficTr::tr("%n redis-cli banner(s)", nullptr, n(s.bannerLines));
    if (s.blankLines > 0)
        parts << TrafficTr::tr("%n blank", nullptr, n(s.blankLines));
    parts << TrafficTr::tr("%n not MONITOR line(s)", nullptr, n(s.invalidLines));
    line(TrafficTr::tr("lines"), parts.join(QStringLiteral(", ")));
    line(TrafficTr::tr("watched"),
         TrafficTr::tr("%n command(s) on the lock, store and fence keys", nullptr, n(s.watchedCommands)));
    QStringList notWatched{TrafficTr::tr("%n on other keys", nullptr, n(s.outsideCommands)),
                           TrafficTr::tr("%n without a key", nullptr, n(s.keylessCommands))};
    if (s.ownCommands > 0)
        notWatched << TrafficTr::tr("%n of LockLab's own reads", nullptr, n(s.ownCommands));
    line(TrafficTr::tr("not watched"), notWatched.join(QStringLiteral(", ")));
    if (s.otherDbCommands > 0)
        line(TrafficTr::tr("other dbs"),
             TrafficTr::tr("%n command(s) in databases not followed", nullptr, n(s.otherDbCommands)));
    if (s.unmodelledCommands > 0 || s.unclassifiedScripts > 0)
        line(TrafficTr::tr("unknown"),
             TrafficTr::tr("%n command(s) the model does not know", nullptr, n(s.unmodelledCommands))
                 + QStringLiteral(", ")
                 + TrafficTr::tr("%n script(s) of unknown purpose", nullptr, n(s.unclassifiedScripts)));
    line(TrafficTr::tr("lock keys"), s.lockKeys.isEmpty()
                                         ? TrafficTr::tr("none found")
                                         : TrafficTr::tr("%n, each in its own trace", nullptr, n(s.lockKeys.size())));
    if (s.withdrawnGrants > 0 || s.heldBeforeWatch > 0 || s.lateGrants > 0)
        line(TrafficTr::tr("mid-stream"),
             QStringList{
                 TrafficTr::tr("%n acquisition(s) the model inferred were refused (the client sent SET NX "
                               "again with its own token, or LockLab read another holder's)",
                               nullptr, n(s.withdrawnGrants)),
                 TrafficTr::tr("%n refused one(s) took the lock (its release showed it)", nullptr, n(s.lateGrants)),
                 TrafficTr::tr("%n holding(s) from before the watch began", nullptr, n(s.heldBeforeWatch))}
                 .join(QStringLiteral(", ")));
    if (s.keysRead > 0 || s.keysReadLate > 0 || s.keysUnread > 0) {
        QStringList read{
            TrafficTr::tr("%n lock key(s) read by LockLab when first seen (GET, PTTL)", nullptr, n(s.keysRead)),
            TrafficTr::tr("%n read(s) too late to use", nullptr, n(s.keysReadLate))};
        if (s.keysUnread > 0)
            read << TrafficTr::tr("%n not read (no connection ready, a stall or timeout, or refused): inferred",
                                  nullptr, n(s.keysUnread));
        line(TrafficTr::tr("read"), read.join(QStringLiteral(", ")));
    }
    if (s.unattributedStoreCommands > 0)
        line(TrafficTr::tr("store"), TrafficTr::tr("%n write(s) by clients that never took a lock key", nullptr,
                                                   n(s.unattributedStoreCommands)));
    if (s.gaps > 0)
        line(TrafficTr::tr("gaps"), TrafficTr::tr("the MONITOR connection was lost %n time(s)", nullptr, s.gaps));
    if (s.stalls > 0)
        line(TrafficTr::tr("stalls"),
             TrafficTr::tr("Redis answered nothing %n time(s), the longest for %1", nullptr, s.stalls)
                 .arg(formatMs(s.longestStallUs)));
    if (!s.spillError.isEmpty())
        line(TrafficTr::tr("memory"),
             TrafficTr::tr("the temporary file for the keys' older events could not be made or written (%1): from "
                           "there on they stayed in memory")
                 .arg(s.spillError));
    if (s.stepsBack > 0)
        line(TrafficTr::tr("time"),
             TrafficTr::tr("went backwards %n time(s), by up to %1, first at line %2 (never a violation)", nullptr,
                           n(s.stepsBack))
                 .arg(formatMs(s.largestStepBackUs))
                 .arg(s.firstStepBackLine));
    return out;
}

}  // namespace locklab

namespace locklab {

bool importMonitorLog(const QString &path, TrafficInterpreter &interpreter, QString *error,
                      const std::function<void(qint64 done, qint64 total)> &progress,
                      const std::function<QString()> &stop)
{
    const auto stopped = [&] {
        const QString why = stop ? stop() : QString();
        if (!why.isEmpty())
            *error = path + QStringLiteral(": ") + why;
        return !why.isEmpty();
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + TrafficTr::tr("cannot read: %1").arg(file.errorString());
        return false;
    }
    qint64 streamed = 0;
    if (file.isSequential()) {
        // A pipe (/dev/stdin, <(…)) has no size and cannot be mapped: read as a stream, a line at a time.
        StreamLines stream(file);
        QByteArray line;
        while (stream.next(line, maxMonitorLineBytes + 1)) {
            interpreter.feedLine(QByteArrayView(line));
            if ((++streamed & 0x3fff) == 0 && stopped())
                return false;
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
    qint64 lines = 0;
    for (const char *p = begin; p < end;) {
        const char *nl = static_cast<const char *>(memchr(p, '\n', static_cast<size_t>(end - p)));
        const char *lineEnd = nl ? nl : end;
        interpreter.feedLine(QByteArrayView(p, lineEnd - p));
        p = lineEnd + 1;
        if ((++lines & 0x3fff) == 0) {  // a call per 16 Ki lines costs nothing beside parsing them
            if (progress)
                progress(std::min<qint64>(p - begin, size), size);
            if (stopped())
                return false;
        }
    }
    interpreter.finish();
    if (progress)
        progress(size, size);
    if (interpreter.stats().commands == 0) {
        *error = path + QStringLiteral(": ")
                 + TrafficTr::tr("no MONITOR line in the file (expected the output of `redis-cli monitor`)");
        return false;
    }
    return true;
}

}  // namespace locklab
