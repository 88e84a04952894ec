// SPDX-License-Identifier: MIT
#include "core/eventspill.h"
#include "core/groupedimport.h"
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/scenarioloader.h"
#include "core/summary.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "core/translations.h"
#include "monitorlines.h"
#include "sanitizers.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <numeric>
#include <random>
#include <sys/stat.h>

using namespace locklab;
using namespace Qt::StringLiterals;

namespace {

// MONITOR lines at `ms` after a whole second of server time.
QByteArray at(double ms, const char *client, const QByteArray &args, int db = 0)
{
    const qint64 us = 1700000000000000 + static_cast<qint64>(ms * 1000);
    return test::monitorLine(us, client, args, db);
}

const QByteArray releaseBody =
    "local token = redis.call('get', KEYS[1]) if not token or token ~= ARGV[1] then return 0 end "
    "redis.call('del', KEYS[1]) return 1";
const QByteArray sha = QCryptographicHash::hash(releaseBody, QCryptographicHash::Sha1).toHex();

Trace interpret(const QList<QByteArray> &lines, TrafficOptions options = {}, TrafficStats *stats = nullptr)
{
    TrafficInterpreter interpreter(std::move(options));
    for (const QByteArray &l : lines)
        interpreter.feedLine(l);
    interpreter.finish();
    if (stats)
        *stats = interpreter.stats();
    return interpreter.keyTrace(0);  // the first key seen, a lock or not
}

// The trace written as a recording and read back (`error` says why it could not be read).
Trace throughRecording(const Trace &trace, QString *error)
{
    const QByteArray saved = writeRecording(Recording{scenarioJsonForTraffic(trace, QStringLiteral("d")), {}, trace});
    Recording reread;
    LoadError e;
    if (!readRecording(saved, QStringLiteral("gap.locklab.json"), &reread, &e))
        *error = e.toString();
    return reread.trace;
}

QStringList replies(const Trace &trace, int worker)
{
    QStringList out;
    for (const TraceEvent &e : trace.events) {
        if (e.kind == EventKind::Replied && e.worker == worker)
            out << commandName(e.request.command) + u'=' + renderReply(e.reply);
    }
    return out;
}

// Every field of an event, to hold two traces equal event for event.
QString everyField(const TraceEvent &e)
{
    return u"at %1 kind %2 worker %3 state %4 believes %5 id %6 sentAt %7 | %8 %9 %10 %11 %12 by %13 | %14 %15 %16 "
           u"ran %17 | deadline %18 fault %19 value %20 wall %21 text %22"_s.arg(e.at)
               .arg(static_cast<int>(e.kind))
               .arg(e.worker)
               .arg(static_cast<int>(e.state))
               .arg(e.believesHeld)
               .arg(e.requestId)
               .arg(e.sentAt)
               .arg(static_cast<int>(e.request.command))
               .arg(e.request.key, e.request.value)
               .arg(e.request.number)
               .arg(static_cast<int>(e.request.condition))
               .arg(e.request.worker)
               .arg(static_cast<int>(e.reply.kind))
               .arg(e.reply.integer)
               .arg(e.reply.text)
               .arg(e.reply.executedAt)
               .arg(e.deadline)
               .arg(static_cast<int>(e.fault))
               .arg(e.value)
               .arg(e.wallAt)
               .arg(e.text);
}

// A seeded race on three lock keys among six clients, as MONITOR shows it: acquires (granted,
// refused), token checks that delete or only read, plain DELs, extensions and reads, with TTLs of a
// few ms so locks expire under their holders, and tokens that recur, so that a refused try is later
// shown to have taken the lock and releases show holdings from before the capture.
QList<QByteArray> seededRace(quint32 seed)
{
    std::mt19937 rng(seed);
    QList<QByteArray> lines{at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\"")};
    double ms = 1;
    for (int i = 0; i < 400; ++i) {
        ms += rng() % 3;
        const QByteArray key = "\"lock:" + QByteArray::number(rng() % 3) + '"';
        const QByteArray client = "10.0.0." + QByteArray::number(1 + rng() % 6) + ":5000";
        const QByteArray token = "\"t" + QByteArray::number(rng() % 12) + '"';
        switch (rng() % 6) {
        case 0:
        case 1:
            lines << at(ms, client,
                        "\"SET\" " + key + ' ' + token + " \"PX\" \"" + QByteArray::number(5 + rng() % 20)
                            + "\" \"NX\"");
            break;
        case 2:
            lines << at(ms, client, "\"EVALSHA\" \"" + sha + "\" \"1\" " + key + ' ' + token);
            lines << at(ms, "lua", "\"get\" " + key);
            if (rng() % 2)
                lines << at(ms, "lua", "\"del\" " + key);
            break;
        case 3:
            lines << at(ms, client, "\"DEL\" " + key);
            break;
        case 4:
            lines << at(ms, client, "\"PEXPIRE\" " + key + " \"20\"");
            break;
        default:
            lines << at(ms, client, "\"GET\" " + key);
            break;
        }
    }
    lines << at(ms + 100, "10.0.0.9:7000", R"("GET" "cache:x")");  // the last script ends
    return lines;
}

// An interpreter of a Redlock's three instances (streams 0, 1, 2), watching lock key `key`.
std::unique_ptr<TrafficInterpreter> redlockOfThree(const QString &key)
{
    TrafficOptions options;
    options.instances = 3;
    options.lockGlobs = {key};
    auto interpreter = std::make_unique<TrafficInterpreter>(options);
    for (int i = 1; i < 3; ++i)
        interpreter->addSource(u"127.0.0.1:700%1"_s.arg(i + 1));
    return interpreter;
}

// One MONITOR line, parsed (for the streams fed one by one: a cluster's shards, a Redlock's instances).
MonitorLine line(double ms, const char *client, const QByteArray &args)
{
    MonitorLine l;
    MonitorParseError error;
    parseMonitorLine(at(ms, client, args), &l, &error);
    return l;
}

// The same lines through an interpreter that keeps every event in memory and through one that
// spills all but each key's latest to a file as early as it can: every key's trace must be the same.
// Returns the events the second read back while it read the lines.
qint64 compareSpilled(const QList<QByteArray> &lines, TrafficOptions options, int spillAt = 4, int spillKeep = 1)
{
    TrafficInterpreter kept(options);
    QTemporaryDir dir;
    options.spillDirectory = dir.path();
    options.spillAt = spillAt;
    options.spillKeep = spillKeep;
    TrafficInterpreter spilled(options);
    for (const QByteArray &l : lines) {
        kept.feedLine(l);
        spilled.feedLine(l);
    }
    kept.finish();
    spilled.finish();
    if (!spilled.stats().spillError.isEmpty() || spilled.stats().eventsSpilled == 0)
        return qWarning() << "nothing spilled:" << spilled.stats().spillError, -1;
    if (spilled.keyCount() != kept.keyCount())
        return qWarning() << spilled.keyCount() << "keys, not" << kept.keyCount(), -1;
    for (qsizetype k = 0; k < kept.keyCount(); ++k) {
        const Trace a = kept.keyTrace(k), b = spilled.keyTrace(k);
        if (a.workers != b.workers || a.events.size() != b.events.size())
            return qWarning() << kept.keyName(k) << b.events.size() << "events, not" << a.events.size(), -1;
        for (qsizetype i = 0; i < a.events.size(); ++i) {
            if (everyField(a.events.at(i)) != everyField(b.events.at(i)))
                return qWarning() << kept.keyName(k) << "event" << i << everyField(b.events.at(i)) << "not"
                                  << everyField(a.events.at(i)),
                       -1;
        }
    }
    const TrafficStats &x = kept.stats(), &y = spilled.stats();
    if (x.heldBeforeWatch != y.heldBeforeWatch || x.lateGrants != y.lateGrants
        || x.withdrawnGrants != y.withdrawnGrants)
        return qWarning() << "the stats differ", -1;
    return spilled.stats().eventsReadBack;
}
// The traffic's counts and lock keys of one pass (`x`) and of the groups (`y`): empty when they are the same.
QString compareCounts(const TrafficStats &x, const TrafficStats &y)
{
    const auto counts = [](const TrafficStats &s) {
        return QList<qint64>{s.lines,
                             s.commands,
                             s.watchedCommands,
                             s.outsideCommands,
                             s.otherDbCommands,
                             s.keylessCommands,
                             s.unmodelledCommands,
                             s.unclassifiedScripts,
                             s.invalidLines,
                             s.bannerLines,
                             s.blankLines,
                             s.withdrawnGrants,
                             s.heldBeforeWatch,
                             s.lateGrants,
                             s.stepsBack,
                             s.largestStepBackUs,
                             s.firstStepBackLine,
                             s.firstServerUs,
                             s.lastServerUs};
    };
    if (counts(x) != counts(y) || x.lockKeys != y.lockKeys) {
        QStringList got, want;
        for (const qint64 n : counts(y))
            got << QString::number(n);
        for (const qint64 n : counts(x))
            want << QString::number(n);
        return u"counts "_s + got.join(u' ') + u", not "_s + want.join(u' ') + u"; lock keys "_s + y.lockKeys.join(u' ')
               + u", not "_s + x.lockKeys.join(u' ');
    }
    return {};
}

// How a grouped import's lanes are named against one pass's. A client is named by its address, or by
// CLIENT SETNAME; clients given one name are told apart by a suffix, in the order they come. One pass
// names them in the order they first touch a lock key; the groups in the order the groups meet them,
// each client with one name on every key (so its name can be one it took later in the capture).
enum class Names : bool { Exact, Consistent };

// The same lines read in one pass and imported in `groups` groups (GroupedImport): every key's figures,
// verdict and trace, event for event, and the traffic's counts must be the same (Names::Consistent:
// but for the lanes' names, each unique on its key and one client's on every key). Empty when they
// are; else what differs first.
QString compareGrouped(const QList<QByteArray> &lines, const TrafficOptions &options, int groups,
                       Names names = Names::Exact, qint64 *stoppedAt = nullptr, int *interpretedAgain = nullptr)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"capture.log"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(lines.join('\n') + '\n') < 0)
        return u"cannot write the capture"_s;
    file.close();
    TrafficOptions groupOptions = options;
    groupOptions.spillDirectory = dir.path();
    GroupedImport grouped(groupOptions, groups);
    QString error;
    if (!grouped.run(path, &error))
        return error;
    if (!QDir(dir.path()).entryList({u"locklab-*"_s}, QDir::Files | QDir::Hidden).isEmpty())
        return u"a temporary file is left"_s;
    // A limit stopped the groups at a line: one pass that read the lines before it, and counted the rest.
    const qint64 stop = grouped.stopLine();
    const bool stopped = stop != std::numeric_limits<qint64>::max();
    if (stoppedAt)
        *stoppedAt = stop;
    if (interpretedAgain)
        *interpretedAgain = grouped.groupsInterpretedAgain();
    if (stopped && !grouped.limitReached().contains(QRegularExpression(u"at line %1\\b"_s.arg(stop))))
        return u"stopped before line %1, but the report says: "_s.arg(stop) + grouped.limitReached();
    TrafficOptions oneOptions = options;
    if (stopped)
        oneOptions.limits = RunLimits{0, 0};
    TrafficInterpreter one(oneOptions);
    for (qsizetype i = 0; i < lines.size() && i + 1 < stop; ++i)
        one.feedLine(lines.at(i));
    one.finish();
    const TrafficResult whole(one);
    const QList<LockKeyResult> &a = whole.locks(), &b = grouped.result().locks();
    if (a.size() != b.size())
        return u"%1 lock keys, not %2"_s.arg(b.size()).arg(a.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const auto figures = [](const LockKeyResult &r) -> QString {
            return u"%1 %2 %3 %4 %5 %6 %7 %8 %9"_s.arg(r.key, verdictName(r.verdict))
                       .arg(r.clients)
                       .arg(r.acquisitions)
                       .arg(r.overlaps)
                       .arg(r.overlapTime)
                       .arg(r.foreignDeletes)
                       .arg(r.staleWritesAccepted)
                       .arg(r.locksLostWhileHeld)
                   + u" %1"_s.arg(r.violations);
        };
        if (figures(a.at(i)) != figures(b.at(i)))
            return figures(b.at(i)) + u", not "_s + figures(a.at(i));
    }
    if (whole.deduplicationKeys() != grouped.result().deduplicationKeys())
        return u"deduplication keys "_s + grouped.result().deduplicationKeys().join(u' ');
    // A note names lanes: Names::Consistent compares where and when it is, not its words.
    const auto field = [names](TraceEvent e) {
        if (names == Names::Consistent && e.kind == EventKind::Note)
            e.text.clear();
        return everyField(e);
    };
    QHash<QString, QString> laneOfAddress;  // a lane's "lane X is the client at ADDRESS" note -> X
    // In the order of their groups: keyTrace() interprets each group once, not once a key.
    QList<qsizetype> keys(one.keyCount());
    std::iota(keys.begin(), keys.end(), 0);
    std::stable_sort(keys.begin(), keys.end(), [&](qsizetype i, qsizetype j) {
        return grouped.groupOf(one.keyName(i)) < grouped.groupOf(one.keyName(j));
    });
    for (const qsizetype k : std::as_const(keys)) {
        const Trace x = one.keyTrace(k), y = grouped.keyTrace(one.keyName(k));
        if (names == Names::Consistent) {
            if (QSet<QString>(y.workers.cbegin(), y.workers.cend()).size() != y.workers.size())
                return one.keyName(k) + u": two lanes of one name: "_s + y.workers.join(u',');
            static const QRegularExpression note(u"^lane (\\S+) is the client at (\\S+)$"_s);
            for (const TraceEvent &e : y.events) {
                const QRegularExpressionMatch m = note.match(e.text);
                if (m.hasMatch() && e.worker >= 0 && e.worker < y.workers.size()) {
                    const QString lane = y.workers.at(e.worker);
                    if (laneOfAddress.value(m.captured(2), lane) != lane)
                        return m.captured(2) + u" is "_s + lane + u" on "_s + one.keyName(k) + u", "_s
                               + laneOfAddress.value(m.captured(2)) + u" on another key"_s;
                    laneOfAddress.insert(m.captured(2), lane);
                }
            }
        }
        // The first event that differs, then the lanes and the counts: the clearest difference first.
        for (qsizetype i = 0; i < std::min(x.events.size(), y.events.size()); ++i) {
            if (field(x.events.at(i)) != field(y.events.at(i)))
                return u"%1 event %2: %3, not %4"_s.arg(one.keyName(k))
                    .arg(i)
                    .arg(field(y.events.at(i)), field(x.events.at(i)));
        }
        if ((names == Names::Exact && x.workers != y.workers) || x.workers.size() != y.workers.size()
            || x.events.size() != y.events.size())
            return u"%1: %2 events of %3, not %4 of %5"_s.arg(one.keyName(k))
                .arg(y.events.size())
                .arg(y.workers.join(u','))
                .arg(x.events.size())
                .arg(x.workers.join(u','));
    }
    TrafficStats x = one.stats();
    const TrafficStats &y = grouped.stats();
    if (stopped)
        x.lines = lines.size();  // the lines after the stop are counted too
    return compareCounts(x, y);
}

// A seeded race with more keys and clients than seededRace, read from the middle (no SCRIPT LOAD: what
// the release script is for is learnt from its runs, on any key), a few lines out of order, and lines
// over keys of several groups: DELs of two keys, scripts over two; `named`: clients take one of three
// names (CLIENT SETNAME) as they go.
QList<QByteArray> seededMidStream(quint32 seed, bool named)
{
    std::mt19937 rng(seed);
    QList<QByteArray> lines;
    double ms = 1;
    for (int i = 0; i < 600; ++i) {
        ms += rng() % 3;
        const auto key = [&rng]() -> QByteArray { return "\"lock:" + QByteArray::number(rng() % 12) + '"'; };
        const QByteArray k = key();
        const QByteArray client = "10.0.0." + QByteArray::number(1 + rng() % 9) + ":5000";
        const QByteArray token = "\"t" + QByteArray::number(rng() % 20) + '"';
        switch (rng() % 8) {
        case 0:
        case 1:
        case 2:
            lines << at(ms, client,
                        "\"SET\" " + k + ' ' + token + " \"PX\" \"" + QByteArray::number(5 + rng() % 20) + "\" \"NX\"");
            break;
        case 3:
            lines << at(ms, client, "\"EVALSHA\" \"" + sha + "\" \"1\" " + k + ' ' + token);
            lines << at(ms, "lua", "\"get\" " + k);
            if (rng() % 2)
                lines << at(ms, "lua", "\"del\" " + k);
            break;
        case 4: {
            const QByteArray other = key();
            lines << at(ms, client, "\"EVALSHA\" \"" + sha + "\" \"2\" " + k + ' ' + other + ' ' + token);
            lines << at(ms, "lua", "\"get\" " + k) << at(ms, "lua", "\"get\" " + other);
            break;
        }
        case 5:
            lines << at(ms, client, "\"DEL\" " + k + ' ' + key());
            break;
        case 6:
            if (named)
                lines << at(ms, client, "\"CLIENT\" \"SETNAME\" \"svc-" + QByteArray::number(rng() % 3) + '"');
            break;
        default:
            lines << at(ms, client, "\"GET\" " + k);
            break;
        }
        if (rng() % 40 == 0 && lines.size() >= 2 && !lines.last().contains("lua"))
            lines.swapItemsAt(lines.size() - 1, lines.size() - 2);  // out of order (or a script's lines: so be it)
    }
    lines << at(ms + 100, "10.0.0.9:7000", R"("GET" "cache:x")");
    return lines;
}

// A mid-stream race over two databases: release bodies run by EVAL (in either), scripts over two keys,
// skipped scripts ended by another database's line, clients named as they go, lines stamped 30 ms
// back and out of order, and cache traffic (found by comparing groups with one pass, stop 45).
QList<QByteArray> seededVariety(quint32 seed)
{
    std::mt19937 rng(seed);
    QList<QByteArray> lines;
    double ms = 1;
    for (int i = 0; i < 500; ++i) {
        ms += rng() % 3;
        const int db = rng() % 4 == 0 ? 1 : 0;
        const auto key = [&rng]() -> QByteArray { return "\"lock:" + QByteArray::number(rng() % 10) + '"'; };
        const QByteArray k = key();
        const QByteArray client = "10.0.0." + QByteArray::number(1 + rng() % 9) + ":5000";
        const QByteArray token = "\"t" + QByteArray::number(rng() % 20) + '"';
        switch (rng() % 10) {
        case 0:
        case 1:
        case 2:
            lines << at(ms, client,
                        "\"SET\" " + k + ' ' + token + " \"PX\" \"" + QByteArray::number(5 + rng() % 20) + "\" \"NX\"",
                        db);
            break;
        case 3:
            if (rng() % 3 == 0)
                lines << at(ms, client, "\"EVAL\" \"" + releaseBody + "\" \"1\" " + k + ' ' + token, db);
            else
                lines << at(ms, client, "\"EVALSHA\" \"" + sha + "\" \"1\" " + k + ' ' + token, db);
            lines << at(ms, "lua", "\"get\" " + k, db);
            if (rng() % 2)
                lines << at(ms, "lua", "\"del\" " + k, db);
            break;
        case 4:
            lines << at(ms, client, "\"SET\" \"cache:" + QByteArray::number(rng() % 50) + "\" \"v\"", db);
            break;
        case 5:
            lines << at(ms, client, "\"DEL\" " + k + ' ' + key(), db);
            break;
        case 6:
            lines << at(ms - (rng() % 4 == 0 ? 30 : 0), client, "\"GET\" " + k, db);
            break;
        case 7: {
            const QByteArray other = key();
            lines << at(ms, client, "\"EVALSHA\" \"" + sha + "\" \"2\" " + k + ' ' + other + ' ' + token, db);
            lines << at(ms, "lua", "\"get\" " + k, db) << at(ms, "lua", "\"get\" " + other, db);
            if (rng() % 2)
                lines << at(ms, "lua", "\"del\" " + other, db);
            break;
        }
        case 8:
            lines << at(ms, client, "\"CLIENT\" \"SETNAME\" \"svc-" + QByteArray::number(rng() % 3) + '"');
            break;
        default:
            lines << at(ms, client, "\"GET\" " + k, db);
            break;
        }
        if (rng() % 40 == 0 && lines.size() >= 2 && !lines.last().contains("lua"))
            lines.swapItemsAt(lines.size() - 1, lines.size() - 2);
    }
    lines << at(ms + 100, "10.0.0.9:7000", R"("GET" "cache:x")");
    return lines;
}

// The first key "lock:N" of group `group` of `groups` (TrafficGroupShared::groupOf).
QByteArray keyOfGroup(int group, int groups)
{
    for (int n = 0;; ++n) {
        const QByteArray key = "lock:" + QByteArray::number(n);
        if (TrafficGroupShared::groupOf(key, groups) == group)
            return key;
    }
}

// What a script is for, learnt in one group only because another group taught a second script first:
// a key first seen released by a script known to release becomes a lock key (issue 25), and the runs
// of another script on it teach that one. A chain of six scripts, each taught on a key of a group of 7
// read before the last one's (groups 5, 4, … 0).
QList<QByteArray> scriptChain()
{
    QList<QByteArray> keys;
    for (int g = 5; g >= 0; --g)
        keys << keyOfGroup(g, 7);
    QList<QByteArray> shas;
    for (int i = 0; i <= keys.size(); ++i)
        shas << QCryptographicHash::hash(QByteArray(releaseBody + " -- " + QByteArray::number(i)),
                                         QCryptographicHash::Sha1)
                    .toHex();
    QList<QByteArray> lines;
    double ms = 1;
    const auto release = [&](const QByteArray &script, const QByteArray &key, const QByteArray &token) {
        lines << at(ms, "10.0.0.1:5000", "\"EVALSHA\" \"" + script + "\" \"1\" \"" + key + "\" \"" + token + '"');
        lines << at(ms, "lua", "\"get\" \"" + key + '"') << at(ms, "lua", "\"del\" \"" + key + '"');
        ms += 1;
    };
    // The first script is taught on a lock key taken in the capture; script i on key i, which script
    // i-1's release of a holding from before the capture made a lock key (one pass finds all six).
    lines << at(ms++, "10.0.0.1:5000", "\"SET\" \"" + keys.at(0) + "\" \"a\" \"PX\" \"100\" \"NX\"");
    release(shas.at(0), keys.at(0), "a");
    for (qsizetype i = 1; i < keys.size(); ++i) {
        release(shas.at(i - 1), keys.at(i), "old");
        release(shas.at(i), keys.at(i), "older");
    }
    return lines;
}

struct ReviewedCapture {
    QString name;
    QList<QByteArray> lines;
    QStringList keys;  // --keys
    int db = -1;       // --db
};

// Found by review: a script on the last lines of a capture that is its only lock traffic (applied at the
// end); a release whose body was run by EVAL in another database than the followed one. Found by
// comparing groups with one pass (seededVariety, cut to the lines that differed): a body run in another
// database first, then in the followed one; a script begun before the first lock key, in another database;
// a lua line after a skipped script was ended; a script whose end is another script's EVAL starting the watch.
QList<ReviewedCapture> reviewedCaptures()
{
    const QByteArray acquire = "return 1";  // what it does shows in its lua lines
    QList<QByteArray> last;
    last << at(0, "c:1", "\"GET\" \"cache:1\"");
    last << at(1, "c:1", "\"EVAL\" \"" + acquire + "\" \"1\" \"lock:a\" \"t1\" \"100\"");
    last << at(1, "lua", "\"exists\" \"lock:a\"");
    last << at(1, "lua", "\"set\" \"lock:a\" \"t1\" \"px\" \"100\"");
    QList<QByteArray> otherDb;
    otherDb << at(0, "c:1", "\"SET\" \"lock:a\" \"t1\" \"NX\" \"PX\" \"100\"");
    otherDb << at(1, "c:9", "\"EVAL\" \"" + releaseBody + "\" \"1\" \"other\" \"x\"", 1);
    otherDb << at(1, "lua", "\"get\" \"other\"", 1);
    otherDb << at(200, "c:2", "\"SET\" \"lock:a\" \"t2\" \"NX\" \"PX\" \"100\"");
    otherDb << at(250, "c:1", "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:a\" \"t1\"");
    otherDb << at(250, "lua", "\"get\" \"lock:a\"");
    otherDb << at(300, "c:3", "\"GET\" \"cache:1\"");
    const QList<QByteArray> bodyTwice{
        at(3, "10.0.0.6:5000", "\"EVAL\" \"" + releaseBody + "\" \"1\" \"lock:8\" \"t3\""),
        at(100, "10.0.0.1:5000", R"("SET" "lock:0" "t16" "PX" "18" "NX")", 1),
        at(155, "10.0.0.6:5000", "\"EVAL\" \"" + releaseBody + "\" \"1\" \"lock:9\" \"t18\"", 1),
        at(171, "10.0.0.2:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:0\" \"t9\"", 1),
        at(171, "lua", R"("get" "lock:0")", 1)};
    const QList<QByteArray> scriptBeforeTheFirstLock{
        at(2, "10.0.0.4:5000", "\"EVAL\" \"" + releaseBody + "\" \"1\" \"lock:7\" \"t0\"", 1),
        at(3, "10.0.0.1:5000", R"("SET" "lock:4" "t5" "PX" "11" "NX")")};
    const QList<QByteArray> luaAfterASkippedScript{
        at(2, "10.0.0.3:5000", R"("GET" "lock:1")"),
        at(140, "10.0.0.9:5000", "\"EVALSHA\" \"" + sha + "\" \"2\" \"lock:2\" \"lock:6\" \"t7\"", 1),
        at(140, "10.0.0.1:5000", R"("SET" "cache:30" "v")"), at(140, "lua", R"("del" "lock:6")", 1)};
    const QList<QByteArray> scriptEndedByAScript{
        at(3, "10.0.0.3:5000", "\"EVALSHA\" \"" + sha + "\" \"2\" \"lock:3\" \"lock:7\" \"t14\""),
        at(3, "lua", R"("get" "lock:3")"),
        at(3, "10.0.0.8:5000", "\"EVALSHA\" \"" + sha + "\" \"2\" \"lock:9\" \"lock:2\" \"t5\"")};
    const QStringList locks{u"lock:*"_s};
    return {{u"a script on the last lines, the only lock traffic"_s, last},
            {u"a release body run by EVAL in another database"_s, otherDb},
            {u"a body run in another database, then in the followed one"_s, bodyTwice, {}, 1},
            {u"a script before the first lock key, in another database"_s, scriptBeforeTheFirstLock},
            {u"a script before the first lock key, in another database, --db 0"_s, scriptBeforeTheFirstLock, {}, 0},
            {u"a lua line after a skipped script"_s, luaAfterASkippedScript, locks},
            {u"the first lock key's script ended by another script"_s, scriptEndedByAScript, locks}};
}
}  // namespace

class TestTrafficInterpreter : public QObject {
    Q_OBJECT

private slots:
    // English as the command line speaks it: its plural catalogue says "1 command", "2 commands".
    void initTestCase() { QVERIFY(installTranslations(QStringLiteral("en"))); }

    // redis-py's Lock: A takes the lock for 100 ms and stalls; B, refused once, takes it after the
    // key expires; A's release script finds B's token and deletes nothing.
    void stalledHolderOverlaps()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
        TrafficStats stats;
        const Trace trace = interpret(
            {
                "OK",
                at(0, "127.0.0.1:1000", R"("CLIENT" "SETNAME" "worker-a")"),
                at(1, "127.0.0.1:1001", R"("CLIENT" "SETNAME" "worker-b")"),
                at(10, "127.0.0.1:1000", R"("SET" "job:lock" "tokA" "NX" "PX" "100")"),
                at(50, "127.0.0.1:1001", R"("SET" "job:lock" "tokB" "NX" "PX" "100")"),
                at(60, "127.0.0.1:1002", R"("GET" "unrelated")"),
                at(150, "127.0.0.1:1001", R"("SET" "job:lock" "tokB" "NX" "PX" "100")"),
                at(200, "127.0.0.1:1000", R"("EVALSHA" ")" + sha + R"(" "1" "job:lock" "tokA")"),
                at(200, "127.0.0.1:1000", R"("SCRIPT" "LOAD" ")" + releaseBody + R"(")"),
                at(201, "127.0.0.1:1000", R"("EVALSHA" ")" + sha + R"(" "1" "job:lock" "tokA")"),
                at(201.01, "lua", R"("get" "job:lock")"),
                at(230, "127.0.0.1:1001", R"("EVALSHA" ")" + sha + R"(" "1" "job:lock" "tokB")"),
                at(230.01, "lua", R"("get" "job:lock")"),
                at(230.02, "lua", R"("del" "job:lock")"),
                "this is not a MONITOR line",
            },
            {}, &stats);
        QCOMPARE(trace.lockKey, QStringLiteral("job:lock"));
        QCOMPARE(trace.workers, (QStringList{QStringLiteral("worker-a"), QStringLiteral("worker-b")}));
        QCOMPARE(trace.ttlMs, 100);
        QCOMPARE(replies(trace, 0),
                 (QStringList{QStringLiteral("SET=OK"), QStringLiteral("compare-and-delete=(integer) 0")}));
        QCOMPARE(replies(trace, 1), (QStringList{QStringLiteral("SET=(nil)"), QStringLiteral("SET=OK"),
                                                 QStringLiteral("compare-and-delete=(integer) 1")}));
        const Summary s = summarize(trace);
        QCOMPARE(s.overlaps.size(), 1);
        QCOMPARE(s.overlaps.first().from, 150000);
        QCOMPARE(s.overlaps.first().to, 201000);
        QCOMPARE(s.verdict, Verdict::MutualExclusionViolated);
        QCOMPARE(s.acquisitions.size(), 2);
        QCOMPARE(s.acquisitions.at(1).attempts, 2);
        QCOMPARE(s.releases.size(), 2);
        QCOMPARE(s.releases.at(0).result, ReleaseResult::NotOwner);
        QCOMPARE(s.releases.at(1).result, ReleaseResult::Released);
        // The key expired at the model's deadline: set at 10 ms with PX 100, gone after 110 ms.
        const auto expired = std::find_if(trace.events.cbegin(), trace.events.cend(),
                                          [](const TraceEvent &e) { return e.kind == EventKind::Expired; });
        QVERIFY(expired != trace.events.cend());
        QCOMPARE(expired->deadline, 110000);
        const auto mutex = std::find_if(s.violations.cbegin(), s.violations.cend(),
                                        [](const Violation &v) { return v.kind == ViolationKind::MutualExclusion; });
        QVERIFY(mutex != s.violations.cend());
        const QString witness = Witnesses(trace, s).text(*mutex);
        QVERIFY2(witness.contains(QStringLiteral("worker-a")) && witness.contains(QStringLiteral("worker-b")),
                 qPrintable(witness));
        QCOMPARE(stats.invalidLines, 1);
        QCOMPARE(stats.invalid.first().number, 15);
        QCOMPARE(stats.outsideCommands, 1);
        // The first EVALSHA had no lua lines (NOSCRIPT) and touched nothing.
        QCOMPARE(stats.watchedCommands, 5);
        for (qsizetype i = 1; i < trace.events.size(); ++i)
            QVERIFY(trace.events.at(i).at >= trace.events.at(i - 1).at);
    }

    // go-redis writes `set k v ex 1 nx` in lower case; a plain DEL by another client takes the lock away.
    void foreignDelete()
    {
        const Trace trace = interpret({
            at(0, "10.0.0.1:5000", R"("set" "orders" "g1" "ex" "1" "nx")"),
            at(300, "10.0.0.2:6000", R"("del" "orders" "other")"),
            at(400, "10.0.0.1:5000", R"("del" "orders")"),
        });
        QCOMPARE(trace.workers, (QStringList{QStringLiteral("10-0-0-1-5000"), QStringLiteral("10-0-0-2-6000")}));
        QCOMPARE(trace.ttlMs, 1000);
        const Summary s = summarize(trace);
        QCOMPARE(s.foreignDeletes, 1);
        QCOMPARE(s.releases.at(0).result, ReleaseResult::DeletedForeign);
        QCOMPARE(s.releases.at(1).result, ReleaseResult::NoKey);
    }

    // A SET that Redis refuses (a bad option, a TTL it will not take) is in the capture all the same,
    // and takes nothing: the next client's SET NX is granted, and two holders overlap (issue 25).
    void refusedSetTakesNothing_data()
    {
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QString>("error");
        QTest::newRow("negative PX") << QByteArray(R"("SET" "job" "bad" "PX" "-5" "NX")") << "ERR invalid expire time";
        QTest::newRow("EX 0") << QByteArray(R"("set" "job" "bad" "ex" "0" "nx")") << "ERR invalid expire time";
        QTest::newRow("EX and PX") << QByteArray(R"("set" "job" "bad" "ex" "1" "px" "100" "nx")") << "ERR syntax error";
        QTest::newRow("NX and XX") << QByteArray(R"("set" "job" "bad" "nx" "xx" "px" "100")") << "ERR syntax error";
        QTest::newRow("PX and KEEPTTL") << QByteArray(R"("set" "job" "bad" "px" "100" "nx" "keepttl")")
                                        << "ERR syntax error";
        QTest::newRow("PX without its value") << QByteArray(R"("set" "job" "bad" "nx" "px")") << "ERR syntax error";
        QTest::newRow("PX not a number") << QByteArray(R"("set" "job" "bad" "px" "soon" "nx")")
                                         << "ERR value is not an integer";
        QTest::newRow("PSETEX 0") << QByteArray(R"("psetex" "job" "0" "bad")") << "ERR invalid expire time";
    }
    void refusedSetTakesNothing()
    {
        QFETCH(QByteArray, bad);
        QFETCH(QString, error);
        TrafficOptions options;
        options.lockGlobs = {QStringLiteral("job")};
        const Trace trace = interpret(
            {
                at(0, "127.0.0.1:1", bad),
                at(100, "127.0.0.1:2", R"("SET" "job" "A" "PX" "100" "NX")"),
                at(300, "127.0.0.1:3", R"("SET" "job" "B" "PX" "1000" "NX")"),
                at(400, "127.0.0.1:2", R"("DEL" "job")"),
                at(500, "127.0.0.1:3", R"("DEL" "job")"),
            },
            options);
        QCOMPARE(replies(trace, 0).size(), 1);
        QVERIFY2(replies(trace, 0).constFirst().contains(error), qPrintable(replies(trace, 0).constFirst()));
        QCOMPARE(replies(trace, 1).constFirst(), QStringLiteral("SET=OK"));
        QCOMPARE(replies(trace, 2).constFirst(), QStringLiteral("SET=OK"));
        const Summary s = summarize(trace);
        QCOMPARE(s.overlaps.size(), 1);
        QCOMPARE(s.foreignDeletes, 1);
        QCOMPARE(s.verdict, Verdict::MutualExclusionViolated);
    }

    // A trace's lanes are 16-bit: a key with more clients than a trace holds stops the reading
    // there (a limit, exit 4) instead of wrapping a client's lane number into another's.
    void tooManyClientsOnAKeyStopsTheReading()
    {
        TrafficInterpreter interpreter({});
        const int clients = limits::maxRecordedLanes + 100;
        for (int i = 0; i < clients; ++i) {
            const QByteArray client =
                "10.0." + QByteArray::number(i / 60000) + ".1:" + QByteArray::number(1 + i % 60000);
            interpreter.feedLine(at(i * 0.01, client.constData(),
                                    R"("SET" "hot" "t)" + QByteArray::number(i) + R"(" "PX" "100000" "NX")"));
        }
        interpreter.finish();
        QVERIFY(interpreter.limitReached().contains(QStringLiteral("hot")));
        const Trace trace = interpreter.keyTrace(0);
        QVERIFY(trace.workers.size() <= limits::maxRecordedLanes);
        QVERIFY(trace.workers.size() > limits::maxRecordedLanes - 100);
        for (qsizetype i = 0; i < trace.events.size(); ++i)
            QVERIFY(trace.events.workerAt(i) >= -1 && trace.events.workerAt(i) < trace.workers.size());
        // The fairness line counts the clients read, none wrapped into another: the first got the
        // lock, every other one tried and was refused.
        const Summary s = summarize(trace);
        QCOMPARE(s.fairness.workersServed, 1);
        QCOMPARE(s.fairness.starved.size(), trace.workers.size() - 1);
        QCOMPARE(s.fairness.tries, trace.workers.size());
    }

    // A line stamped before the EVALSHA it follows ran before that script (lines out of order): the
    // lua lines after it are still the script's. Ending the script there dropped its DEL, and the
    // next holder overlapped a holder that had let go (issue 25: time going back is never a violation).
    void lineOutOfOrderInsideAScript()
    {
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(0, "127.0.0.1:1", R"("SET" "k" "A" "PX" "3000" "NX")"),
                at(100, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "k" "A")"),
                at(100.001, "lua", R"("get" "k")"),
                at(100.002, "lua", R"("del" "k")"),
                at(200, "127.0.0.1:2", R"("SET" "k" "B" "PX" "3000" "NX")"),
                at(300, "127.0.0.1:2", R"("EVALSHA" ")" + sha + R"(" "1" "k" "B")"),
                at(299.999, "127.0.0.1:3", R"("GET" "cache:x")"),
                at(300.001, "lua", R"("get" "k")"),
                at(300.002, "lua", R"("del" "k")"),
                at(400, "127.0.0.1:1", R"("SET" "k" "A2" "PX" "3000" "NX")"),
                at(500, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "k" "A2")"),
                at(500.001, "lua", R"("get" "k")"),
                at(500.002, "lua", R"("del" "k")"),
            },
            {}, &stats);
        QCOMPARE(replies(trace, 1),
                 (QStringList{QStringLiteral("SET=OK"), QStringLiteral("compare-and-delete=(integer) 1")}));
        QCOMPARE(replies(trace, 0).constLast(), QStringLiteral("compare-and-delete=(integer) 1"));
        const Summary s = summarize(trace);
        QCOMPARE(s.overlaps.size(), 0);
        QCOMPARE(s.verdict, Verdict::Safe);
        QCOMPARE(stats.stepsBack, 1);
    }

    // A release whose script was never seen deleting (only EVALSHA on a long-running server) that
    // finds another token: the client no longer holds the lock, and its belief ends there, not at
    // the end of the capture (the tester's redis-py capture: 601 ms of overlap where 260 were true).
    void failedReleaseOfAnUnknownScriptEndsTheBelief()
    {
        const QByteArray unknown = "0123456789abcdef0123456789abcdef01234567";
        const Trace trace = interpret({
            at(0, "127.0.0.1:1", R"("SET" "inv:lock" "A" "PX" "300" "NX")"),
            at(360, "127.0.0.1:2", R"("SET" "inv:lock" "B" "PX" "300" "NX")"),
            at(620, "127.0.0.1:1", R"("EVALSHA" ")" + unknown + R"(" "1" "inv:lock" "A")"),
            at(620.001, "lua", R"("get" "inv:lock")"),
            at(640, "127.0.0.1:2", R"("EVALSHA" ")" + unknown + R"(" "1" "inv:lock" "B")"),
            at(640.001, "lua", R"("get" "inv:lock")"),
            at(640.002, "lua", R"("del" "inv:lock")"),
            at(2000, "127.0.0.1:3", R"("SET" "inv:lock" "C" "PX" "300" "NX")"),
        });
        const Summary s = summarize(trace);
        QCOMPARE(s.overlaps.size(), 1);
        QCOMPARE(s.overlaps.constFirst().from, trace.events.timeAt(0) + 360'000);
        QCOMPARE(s.overlaps.constFirst().length(), 260'000);
        QCOMPARE(replies(trace, 0).constLast(), QStringLiteral("compare-and-delete=(integer) 0"));
    }

    // The watch's own read of a key (GET and PTTL in a MULTI, on its connection named locklab-watch)
    // holds at the instant MONITOR shows that GET, whether its reply comes before that line or after.
    // Here it finds a holder from before the watch: the grant the model inferred for B's first SET NX
    // is withdrawn, and the plain DEL that follows, by a client never seen holding, is that holder's
    // release (drawn from the watch's start), not a foreign delete of B's lock.
    void keyReadAtItsGetLine_data()
    {
        QTest::addColumn<bool>("replyFirst");
        QTest::newRow("reply after its line") << false;
        QTest::newRow("reply before its line") << true;
    }
    void keyReadAtItsGetLine()
    {
        QFETCH(bool, replyFirst);
        TrafficInterpreter interpreter({});
        const auto feed = [&](const QList<QByteArray> &lines) {
            for (const QByteArray &l : lines)
                interpreter.feedLine(l);
        };
        interpreter.setClientName("127.0.0.1:9", QLatin1String(TrafficInterpreter::ownClientName));
        feed({at(0, "127.0.0.1:2", R"("SET" "res" "b-1" "PX" "5000" "NX")")});
        QCOMPARE(interpreter.keyBytes(0), QByteArray("res"));
        if (replyFirst)
            interpreter.observeKey(0, QByteArray("a"), 4000);
        feed({at(1, "127.0.0.1:9", R"("MULTI")"), at(2, "127.0.0.1:9", R"("GET" "res")"),
              at(2.001, "127.0.0.1:9", R"("PTTL" "res")"), at(2.002, "127.0.0.1:9", R"("EXEC")")});
        if (!replyFirst)
            interpreter.observeKey(0, QByteArray("a"), 4000);
        feed({at(100, "127.0.0.1:3", R"("DEL" "res")"), at(150, "127.0.0.1:4", R"("SET" "res" "b-2" "PX" "5000" "NX")"),
              at(200, "127.0.0.1:4", R"("DEL" "res")")});
        interpreter.finish();
        const Trace trace = interpreter.keyTrace(0);
        const TrafficStats &stats = interpreter.stats();
        QCOMPARE(stats.keysRead, 1);
        QCOMPARE(stats.ownCommands, 4);
        QCOMPARE(stats.withdrawnGrants, 1);
        QCOMPARE(stats.heldBeforeWatch, 1);
        QCOMPARE(trace.workers.size(), 3);  // B-1's connection, the holder's, B-2's: none of LockLab's
        QCOMPARE(replies(trace, 0), QStringList{QStringLiteral("SET=(nil)")});
        const Summary s = summarize(trace);
        QCOMPARE(s.foreignDeletes, 0);
        QVERIFY(s.overlaps.isEmpty());
        QCOMPARE(s.verdict, Verdict::Safe);
    }

    // A read too late to place (the key's stream went on before its reply came) is counted, not used.
    void keyReadTooLateIsDropped()
    {
        TrafficInterpreter interpreter({});
        interpreter.setClientName("127.0.0.1:9", QLatin1String(TrafficInterpreter::ownClientName));
        interpreter.feedLine(at(0, "127.0.0.1:2", R"("SET" "res" "b-1" "PX" "5000" "NX")"));
        interpreter.feedLine(at(2, "127.0.0.1:9", R"("GET" "res")"));
        interpreter.feedLine(at(3, "127.0.0.1:2", R"("DEL" "res")"));
        interpreter.observeKey(0, QByteArray("a"), 4000);
        interpreter.finish();
        QCOMPARE(interpreter.stats().keysRead, 0);
        QCOMPARE(interpreter.stats().keysReadLate, 1);
        QCOMPARE(interpreter.stats().withdrawnGrants, 0);
    }

    // Without a read (import, or an ACL without GET): B's grant is withdrawn when it sends SET NX again,
    // which leaves the model a stand-in holder; A's compare-and-delete that deleted the key shows the
    // stand-in was A, held since before the watch (it drew nothing: A's release of a holding never shown).
    void standInHolderIsTheOneWhoseCheckDeleted()
    {
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(100, "127.0.0.1:2", R"("SET" "k:lock" "tokB" "PX" "10000" "NX")"),
                at(200, "127.0.0.1:2", R"("SET" "k:lock" "tokB" "PX" "10000" "NX")"),
                at(500, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "k:lock" "tokA")"),
                at(500.01, "lua", R"("get" "k:lock")"),
                at(500.02, "lua", R"("del" "k:lock")"),
                at(600, "127.0.0.1:2", R"("SET" "k:lock" "tokB" "PX" "10000" "NX")"),
                at(900, "127.0.0.1:2", R"("EVALSHA" ")" + sha + R"(" "1" "k:lock" "tokB")"),
                at(900.01, "lua", R"("get" "k:lock")"),
                at(900.02, "lua", R"("del" "k:lock")"),
            },
            {}, &stats);
        QCOMPARE(stats.withdrawnGrants, 1);
        QCOMPARE(stats.heldBeforeWatch, 1);
        const Summary s = summarize(trace);
        QCOMPARE(s.acquisitions.size(), 2);  // A's drawn holding; B's, granted at its third try
        QCOMPARE(s.foreignDeletes, 0);
        QVERIFY(s.overlaps.isEmpty());
        QCOMPARE(s.verdict, Verdict::Safe);
    }

    // The watch read H's token in the key; an administrator's plain DEL then looks like H's own release
    // and was drawn as the administrator's holding. H's failed release of that token later shows whose
    // it was: the guess is undone, H is drawn holding from the start, and the DEL is what it was, a
    // delete of H's lock (it drew two holders from the start, an invented overlap, for a tester).
    void plainDelGuessUndoneByTheTokensOwner()
    {
        const auto interpreter = std::make_unique<TrafficInterpreter>(TrafficOptions{});
        interpreter->setClientName("127.0.0.1:9", QLatin1String(TrafficInterpreter::ownClientName));
        interpreter->setClientName("127.0.0.1:1", QStringLiteral("H"));
        interpreter->setClientName("127.0.0.1:2", QStringLiteral("W1"));
        interpreter->setClientName("127.0.0.1:3", QStringLiteral("admin"));
        interpreter->feedLine(at(0, "127.0.0.1:2", R"("SET" "r1" "w1" "PX" "5000" "NX")"));
        interpreter->feedLine(at(1, "127.0.0.1:9", R"("GET" "r1")"));
        interpreter->observeKey(0, QByteArray("tokH"), 4000);
        for (const QByteArray &l :
             {at(100, "127.0.0.1:3", R"("DEL" "r1")"), at(150, "127.0.0.1:2", R"("SET" "r1" "w1" "PX" "5000" "NX")"),
              at(250, "127.0.0.1:2", R"("EVALSHA" ")" + sha + R"(" "1" "r1" "w1")"), at(250.01, "lua", R"("get" "r1")"),
              at(250.02, "lua", R"("del" "r1")"),
              at(300, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "r1" "tokH")"),
              at(300.01, "lua", R"("get" "r1")")})
            interpreter->feedLine(l);
        interpreter->finish();
        const Trace trace = interpreter->keyTrace(0);
        QCOMPARE(interpreter->stats().heldBeforeWatch, 1);
        const Summary s = summarize(trace);
        QStringList acquired;
        for (const Acquisition &a : s.acquisitions) {
            if (a.ok)
                acquired << trace.workerName(a.worker);
        }
        acquired.sort();
        QCOMPARE(acquired, (QStringList{QStringLiteral("H"), QStringLiteral("W1")}));
        QCOMPARE(s.foreignDeletes, 1);   // the administrator's DEL of H's lock
        QCOMPARE(s.overlaps.size(), 1);  // H believed until its release failed; W1 held meanwhile: real
        QCOMPARE(trace.workerName(s.overlaps.constFirst().workers.value(0)) + u'+'
                     + trace.workerName(s.overlaps.constFirst().workers.value(1)),
                 QStringLiteral("W1+H"));
    }

    // node-redlock retries a failed release (every ~100 ms): a holder from before the watch whose
    // lock had expired sends it again and again. The first failure shows the holding it lost (drawn
    // from the watch's start); the retries are that same token's, not a new holding each (issue 25:
    // each was drawn after the key's last event, an acquisition and an overlap with the real holder).
    void releaseRetriesOfALostHoldingDrawItOnce()
    {
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(0, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "res" "a")"),
                at(0.01, "lua", R"("get" "res")"),
                at(50, "127.0.0.1:2", R"("SET" "res" "b" "PX" "500" "NX")"),
                at(100, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "res" "a")"),
                at(100.01, "lua", R"("get" "res")"),
                at(200, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "res" "a")"),
                at(200.01, "lua", R"("get" "res")"),
                at(300, "127.0.0.1:2", R"("EVALSHA" ")" + sha + R"(" "1" "res" "b")"),
                at(300.01, "lua", R"("get" "res")"),
                at(300.02, "lua", R"("del" "res")"),
            },
            TrafficOptions{.lockGlobs = {QStringLiteral("res")}}, &stats);
        const Summary s = summarize(trace);
        QCOMPARE(stats.heldBeforeWatch, 1);
        QCOMPARE(s.acquisitions.size(), 2);
        QVERIFY(s.overlaps.isEmpty());
        QCOMPARE(s.verdict, Verdict::Safe);
        QCOMPARE(replies(trace, 0).constLast(), QStringLiteral("compare-and-delete=(integer) 0"));
    }

    // An empty string is a token like any other (issue 25, a tester's case): the client that took the
    // lock with "" and releases it with "" is one holder releasing its own lock, not a second holder
    // on its connection deleting the first one's.
    void emptyStringIsAToken()
    {
        const Trace trace = interpret({
            at(0, "127.0.0.1:1", R"("SET" "lock:a" "" "NX" "PX" "1000")"),
            at(50, "127.0.0.1:2", R"("SET" "lock:a" "b" "NX" "PX" "1000")"),
            at(100, "127.0.0.1:1", R"("EVALSHA" ")" + sha + R"(" "1" "lock:a" "")"),
            at(100.01, "lua", R"("get" "lock:a")"),
            at(100.02, "lua", R"("del" "lock:a")"),
            at(150, "127.0.0.1:2", R"("SET" "lock:a" "b" "NX" "PX" "1000")"),
            at(200, "127.0.0.1:2", R"("EVALSHA" ")" + sha + R"(" "1" "lock:a" "b")"),
            at(200.01, "lua", R"("get" "lock:a")"),
            at(200.02, "lua", R"("del" "lock:a")"),
        });
        QCOMPARE(trace.workers, (QStringList{QStringLiteral("client-1"), QStringLiteral("client-2")}));
        const Summary s = summarize(trace);
        QCOMPARE(s.foreignDeletes, 0);
        QVERIFY(s.overlaps.isEmpty());
        QCOMPARE(s.releases.size(), 2);
        QCOMPARE(releaseResultName(s.releases.at(0).result), QStringLiteral("released"));
        QCOMPARE(s.verdict, Verdict::Safe);
    }

    // CLIENT SETNAME with a space (or a newline, or a byte outside '!'..'~') is refused by Redis and
    // shown by MONITOR all the same: the lane keeps the client's address.
    void refusedClientNameNamesNoLane()
    {
        const Trace trace = interpret({
            at(0, "127.0.0.1:1000", R"("CLIENT" "SETNAME" "evil -0 pwned")"),
            at(1, "127.0.0.1:1001", R"("CLIENT" "SETNAME" "worker-b")"),
            at(10, "127.0.0.1:1000", R"("SET" "job:lock" "a" "NX" "PX" "100")"),
            at(20, "127.0.0.1:1001", R"("SET" "job:lock" "b" "NX" "PX" "100")"),
        });
        QCOMPARE(trace.workers, (QStringList{QStringLiteral("client-1000"), QStringLiteral("worker-b")}));
    }

    // node-redlock's acquire script: EXISTS then SET … PX in its lua lines; refused when EXISTS finds the key.
    void redlockScripts()
    {
        const QByteArray acquire =
            "for i, key in ipairs(KEYS) do if redis.call(\"exists\", key) == 1 then return 0 end "
            "end for i, key in ipairs(KEYS) do redis.call(\"set\", key, ARGV[1], \"PX\", ARGV[2]) "
            "end return #KEYS";
        const QByteArray acquireSha = QCryptographicHash::hash(acquire, QCryptographicHash::Sha1).toHex();
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(0, "127.0.0.1:7000", R"("evalsha" ")" + acquireSha + R"(" "1" "res" "r1" "500")"),
                at(1, "127.0.0.1:7000", R"("eval" ")" + acquire + R"(" "1" "res" "r1" "500")"),
                at(1.01, "lua", R"("exists" "res")"),
                at(1.02, "lua", R"("set" "res" "r1" "PX" "500")"),
                at(20, "127.0.0.1:7001", R"("evalsha" ")" + acquireSha + R"(" "1" "res" "r2" "500")"),
                at(20.01, "lua", R"("exists" "res")"),
                at(30, "127.0.0.1:7000", R"("evalsha" ")" + sha + R"(" "1" "res" "r1")"),
                at(30.01, "lua", R"("get" "res")"),
                at(30.02, "lua", R"("del" "res")"),
                at(40, "127.0.0.1:7001", R"("evalsha" ")" + acquireSha + R"(" "1" "res" "r2" "500")"),
                at(40.01, "lua", R"("exists" "res")"),
                at(40.02, "lua", R"("set" "res" "r2" "PX" "500")"),
            },
            {}, &stats);
        QCOMPARE(trace.lockKey, QStringLiteral("res"));
        QCOMPARE(replies(trace, 0),
                 (QStringList{QStringLiteral("SET=OK"), QStringLiteral("compare-and-delete=(integer) 1")}));
        QCOMPARE(replies(trace, 1), (QStringList{QStringLiteral("SET=(nil)"), QStringLiteral("SET=OK")}));
        const Summary s = summarize(trace);
        QCOMPARE(s.acquisitions.size(), 2);
        QVERIFY(s.acquisitions.at(1).ok);
        QCOMPARE(s.acquisitions.at(1).attempts, 2);
        QVERIFY(s.overlaps.isEmpty());
        QCOMPARE(s.verdict, Verdict::Safe);
        QCOMPARE(stats.unclassifiedScripts, 0);
    }

    void onlyTheGivenKeysAreWatched()
    {
        TrafficOptions options;
        options.lockGlobs = {QStringLiteral("lock:[ab]")};
        options.storeGlobs = {QStringLiteral("data:*")};
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(0, "c:1", R"("SET" "lock:c" "x" "NX" "PX" "100")"),
                at(1, "c:1", R"("SET" "lock:a" "x" "NX" "PX" "100")"),
                at(2, "c:1", R"("SET" "lock:b" "y" "NX" "PX" "100")"),
                at(3, "c:1", R"("SET" "data:1" "v")"),
                at(4, "c:1", R"("GET" "data:1")"),
                at(5, "c:1", R"("DEL" "lock:a")"),
            },
            options, &stats);
        QCOMPARE(trace.lockKey, QStringLiteral("lock:a"));
        QCOMPARE(stats.lockKeys, (QStringList{QStringLiteral("lock:a"), QStringLiteral("lock:b")}));
        QCOMPARE(stats.outsideCommands, 1);
        QCOMPARE(stats.otherLockCommands, 0);  // every lock key is followed, each in its own trace
        QCOMPARE(stats.watchedCommands, 5);
        const Summary s = summarize(trace);
        QCOMPARE(s.writes.size(), 1);
        QCOMPARE(s.storeValue, QStringLiteral("v"));
        QCOMPARE(s.releases.size(), 1);
    }

    // A compare-and-delete that finds no key says so, as a DEL that finds none does ("no-key"); one
    // that finds another client's token is "not-owner".
    void compareAndDeleteFindsNoKey_data()
    {
        QTest::addColumn<QList<QByteArray>>("between");
        QTest::addColumn<QString>("result");
        QTest::newRow("expired") << QList<QByteArray>{} << u"no-key"_s;
        QTest::newRow("deleted by another") << QList<QByteArray>{at(60, "c:2", R"("DEL" "lock")")} << u"no-key"_s;
        QTest::newRow("taken by another")
            << QList<QByteArray>{at(60, "c:2", R"("SET" "lock" "t2" "NX" "PX" "1000")")} << u"not-owner"_s;
    }
    void compareAndDeleteFindsNoKey()
    {
        QFETCH(QList<QByteArray>, between);
        QList<QByteArray> lines{at(0, "c:1", R"("SCRIPT" "LOAD" ")" + releaseBody + R"(")"),
                                at(1, "c:1", R"("SET" "lock" "t1" "NX" "PX" "50")")};
        lines += between;
        lines +=
            {at(100, "c:1", R"("EVALSHA" ")" + sha + R"(" "1" "lock" "t1")"), at(100.01, "lua", R"("get" "lock")")};
        const Trace trace = interpret(lines);
        const Interpretation in(trace);
        const Summary &s = in.summary();
        const auto own =
            std::find_if(s.releases.cbegin(), s.releases.cend(), [](const Release &r) { return r.worker == 0; });
        QVERIFY(own != s.releases.cend());
        QTEST(releaseResultName(own->result), "result");
        QCOMPARE(in.meaning(own->event).outcome,
                 own->result == ReleaseResult::NoKey ? Outcome::NoKey : Outcome::NotOwner);
    }

    // A write to a store key shows the reply Redis gave to the command the client sent (SET: OK,
    // INCR: the new value), not the lab's write script's count; a SET NX that found the key wrote
    // nothing. A script's write shows its lua line's reply.
    void storeWriteRepliesAsRedis_data()
    {
        QTest::addColumn<QList<QByteArray>>("writes");
        QTest::addColumn<QStringList>("replies");
        QTest::addColumn<QList<bool>>("accepted");
        const QByteArray eval =
            at(1, "c:1", R"x("EVAL" "return redis.call('set', KEYS[1], ARGV[1])" "1" "order:value" "7")x");
        QTest::newRow("SET") << QList<QByteArray>{at(1, "c:1", R"("SET" "order:value" "42")")}
                             << QStringList{u"write=OK"_s} << QList<bool>{true};
        QTest::newRow("INCR") << QList<QByteArray>{at(1, "c:1", R"("INCR" "order:count")"),
                                                   at(2, "c:1", R"("INCR" "order:count")")}
                              << QStringList{u"write=(integer) 1"_s, u"write=(integer) 2"_s} << QList<bool>{true, true};
        QTest::newRow("SET NX finds the key")
            << QList<QByteArray>{at(1, "c:1", R"("SET" "order:value" "1")"),
                                 at(2, "c:1", R"("SET" "order:value" "2" "NX")")}
            << QStringList{u"write=OK"_s, u"write=(nil)"_s} << QList<bool>{true, false};
        QTest::newRow("a script's SET") << QList<QByteArray>{eval, at(1.01, "lua", R"("set" "order:value" "7")")}
                                        << QStringList{u"write=OK"_s} << QList<bool>{true};
    }
    void storeWriteRepliesAsRedis()
    {
        QFETCH(QList<QByteArray>, writes);
        QFETCH(QList<bool>, accepted);
        TrafficOptions options;
        options.lockGlobs = {u"lock"_s};
        options.storeGlobs = {u"order:*"_s};
        QList<QByteArray> lines{at(0, "c:1", R"("SET" "lock" "t" "NX" "PX" "1000")")};
        lines += writes;
        lines += at(10, "c:1", R"("DEL" "lock")");
        const Trace trace = interpret(lines, options);
        QStringList writeReplies = replies(trace, 0).filter(QRegularExpression(u"^write="_s));
        QTEST(writeReplies, "replies");
        const Summary s = summarize(trace);
        QList<bool> took;
        for (const Write &w : s.writes)
            took << w.accepted;
        QCOMPARE(took, accepted);
    }

    void databasesAreKeptApart()
    {
        const Trace trace = interpret({
            at(0, "c:1", R"("SET" "l" "a" "NX" "PX" "1000")", 0),
            at(1, "c:2", R"("SET" "l" "b" "NX" "PX" "1000")", 1),
        });
        const Summary s = summarize(trace);
        QCOMPARE(s.acquisitions.size(), 1);  // db 1's l is another lock, not a refused try on db 0's
        QVERIFY(s.acquisitions.first().ok);
    }

    // MONITOR shows every database's commands: one database is followed, the URL's (watch) or
    // --db's (import), by default the first one a lock key is seen in.
    void databaseFollowed_data()
    {
        QTest::addColumn<int>("db");
        QTest::addColumn<QStringList>("globs");
        QTest::addColumn<QString>("lockKey");
        QTest::addColumn<QStringList>("lockKeys");
        QTest::addColumn<qint64>("otherDb");
        QTest::addColumn<qint64>("watched");
        QTest::newRow("default: the first lock's db")
            << -1 << QStringList{} << u"lk1@db1"_s << QStringList{u"lk1@db1"_s} << qint64(1) << qint64(2);
        // lk0 is set once and never released: a deduplication key, not a lock (stats.lockKeys).
        QTest::newRow("db 0") << 0 << QStringList{} << u"lk0"_s << QStringList{} << qint64(2) << qint64(1);
        QTest::newRow("db 1: keys named bare")
            << 1 << QStringList{} << u"lk1"_s << QStringList{u"lk1"_s} << qint64(1) << qint64(2);
        QTest::newRow("db 1, a glob on the bare name")
            << 1 << QStringList{u"lk1"_s} << u"lk1"_s << QStringList{u"lk1"_s} << qint64(1) << qint64(2);
        QTest::newRow("db 2: nothing there") << 2 << QStringList{} << u""_s << QStringList{} << qint64(3) << qint64(0);
    }
    void databaseFollowed()
    {
        QFETCH(int, db);
        QFETCH(QStringList, globs);
        TrafficOptions options;
        options.db = db;
        options.lockGlobs = globs;
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(0, "c:1", R"("SET" "lk1" "a" "NX" "PX" "1000")", 1),
                at(1, "c:2", R"("SET" "lk0" "b" "NX" "PX" "1000")", 0),
                at(2, "c:1", R"("DEL" "lk1")", 1),
            },
            options, &stats);
        QTEST(trace.lockKey, "lockKey");
        QTEST(stats.lockKeys, "lockKeys");
        QTEST(stats.otherDbCommands, "otherDb");
        QTEST(stats.watchedCommands, "watched");
        QCOMPARE(stats.otherLockCommands, 0);  // the other database's lock is not another lock here
    }

    // redis-cli monitor's "OK" and blank lines are counted: the parts add up to the lines read.
    void bannerIsCounted()
    {
        TrafficStats stats;
        interpret({"OK", at(0, "c:1", R"("SET" "l" "a" "NX" "PX" "1000")"), "", "garbage"}, {}, &stats);
        QCOMPARE(stats.lines, 4);
        QCOMPARE(stats.bannerLines, 1);
        QCOMPARE(stats.blankLines, 1);
        QCOMPARE(stats.invalidLines, 1);
        QCOMPARE(stats.commands + stats.bannerLines + stats.blankLines + stats.invalidLines, stats.lines);
        // Counts are plurals: English's own forms come from its plural catalogue.
        QVERIFY2(trafficStatsText(stats).contains(
                     QStringLiteral("4 read, 1 command, 1 redis-cli banner, 1 blank, 1 not a MONITOR line")),
                 qPrintable(trafficStatsText(stats)));
        stats.commands = 2;
        stats.invalidLines = 3;
        QVERIFY2(trafficStatsText(stats).contains(
                     QStringLiteral("2 commands, 1 redis-cli banner, 1 blank, 3 not MONITOR lines")),
                 qPrintable(trafficStatsText(stats)));
    }

    // The report's lane column is as wide as the longest worker name: the arrows line up.
    void laneColumnIsPadded_data()
    {
        QTest::addColumn<QStringList>("workers");
        QTest::addColumn<int>("arrowColumn");
        QTest::newRow("short names keep today's width") << QStringList{u"A"_s, u"B"_s} << 15 + 6;
        QTest::newRow("long names") << QStringList{u"A"_s, u"worker-one"_s} << 15 + 11;
    }
    void laneColumnIsPadded()
    {
        QFETCH(QStringList, workers);
        QFETCH(int, arrowColumn);
        Trace trace;
        trace.workers = workers;
        for (int w = -1; w < workers.size(); ++w) {
            TraceEvent e;
            e.kind = EventKind::Sent;
            e.worker = w;
            e.text = QStringLiteral("SET job x");
            const QString line = describeEvent(trace, e);
            QCOMPARE(line.indexOf(QStringLiteral("→ ")), arrowColumn);
            QVERIFY2(line.at(arrowColumn - 1) == u' ', qPrintable(line));
        }
    }

    // A traffic trace's header: what was followed, that replies are inferred, what 0 ms is; no
    // policies or seed, which real traffic does not have.
    void reportHeader_data()
    {
        QTest::addColumn<QStringList>("globs");
        QTest::addColumn<bool>("empty");
        QTest::addColumn<QString>("expected");
        QTest::newRow("auto-detected") << QStringList{} << false
                                       << u"backend monitor · lock keys auto-detected (taken with SET NX and an "
                                          u"expiry) in db 0 · replies and beliefs inferred by the model\n"
                                          u"0 ms = 2023-11-14 22:13:20 UTC, server clock\n"
                                          u"releases seen: c-1: no release seen\n\n"_s;
        QTest::newRow("globs") << QStringList{u"job:*"_s, u"l"_s} << false
                               << u"backend monitor · lock keys job:*, l in db 0 · replies and beliefs inferred by "
                                  u"the model\n0 ms = 2023-11-14 22:13:20 UTC, server clock\n"
                                  u"releases seen: c-1: no release seen\n\n"_s;
        QTest::newRow("nothing seen")
            << QStringList{u"nope"_s} << true
            << u"backend monitor · lock keys nope · replies and beliefs inferred by the model\n"
               u"no lock traffic seen on the watched keys\n\n"_s;
    }
    void reportHeader()
    {
        QFETCH(QStringList, globs);
        QFETCH(bool, empty);
        QFETCH(QString, expected);
        TrafficOptions options;
        options.lockGlobs = globs;
        const Trace trace = interpret(
            {
                at(0, "c:1", R"("SET" "job:lock" "t1" "NX" "PX" "100")"),
                at(1, "c:1", R"("SET" "l" "t1" "NX" "PX" "100")"),
            },
            options);
        QCOMPARE(trace.lockKey.isEmpty(), empty);
        Scenario scenario;
        LoadError ignored;
        QVERIFY(parseScenario(scenarioJsonForTraffic(trace, QStringLiteral("d")), QStringLiteral("x"), &scenario,
                              &ignored));
        const QString report = runReport(scenario, trace, summarize(trace));
        const QString header = report.section(u'\n', 1).left(expected.size());
        QCOMPARE(header, expected);
        QVERIFY(!report.contains(QStringLiteral("seed")));
        QVERIFY2(!report.section(u'\n', 0, 0).endsWith(QStringLiteral("on ")), qPrintable(report));
    }

    // What a watched client believes is decided in core/interpretation (BeliefInference), from what
    // each of its lock commands did: the rows are the rules, in order for one client.
    void beliefsAreInferredFromEffects_data()
    {
        QTest::addColumn<QStringList>("steps");  // command:reply, e.g. "SETNX:nil", "CAD:1"
        QTest::addColumn<QStringList>("states");
        QTest::newRow("refused, then granted") << QStringList{QStringLiteral("SETNX:nil"), QStringLiteral("SETNX:OK")}
                                               << QStringList{QStringLiteral("acquiring"), QStringLiteral("holding*")};
        QTest::newRow("release ends the belief whatever it met")
            << QStringList{QStringLiteral("SETNX:OK"), QStringLiteral("CAD:0")}
            << QStringList{QStringLiteral("acquiring"), QStringLiteral("holding*"), QStringLiteral("done")};
        QTest::newRow("a plain DEL too") << QStringList{QStringLiteral("SETNX:OK"), QStringLiteral("DEL:1")}
                                         << QStringList{QStringLiteral("acquiring"), QStringLiteral("holding*"),
                                                        QStringLiteral("done")};
        QTest::newRow("an extension that took keeps it")
            << QStringList{QStringLiteral("SETNX:OK"), QStringLiteral("CAE:1"), QStringLiteral("PEXPIRE:1")}
            << QStringList{QStringLiteral("acquiring"), QStringLiteral("holding*")};
        QTest::newRow("an extension that found no lock ends it")
            << QStringList{QStringLiteral("SETNX:OK"), QStringLiteral("PEXPIRE:0")}
            << QStringList{QStringLiteral("acquiring"), QStringLiteral("holding*"), QStringLiteral("done")};
        QTest::newRow("a release without a lock changes nothing")
            << QStringList{QStringLiteral("DEL:0"), QStringLiteral("CAD:0")} << QStringList{};
        QTest::newRow("the acquire-with-fence script")
            << QStringList{QStringLiteral("FENCE:0"), QStringLiteral("FENCE:7")}
            << QStringList{QStringLiteral("acquiring"), QStringLiteral("holding*")};
    }
    void beliefsAreInferredFromEffects()
    {
        QFETCH(QStringList, steps);
        BeliefInference beliefs;
        QStringList states;
        const auto record = [&](const std::optional<BeliefInference::Change> &c) {
            if (c)
                states << workerStateName(c->state) + (c->believesHeld ? QStringLiteral("*") : QString());
        };
        for (const QString &step : std::as_const(steps)) {
            const QString op = step.section(u':', 0, 0), answer = step.section(u':', 1);
            TraceEvent e;
            e.kind = EventKind::Replied;
            e.worker = 0;
            e.request.key = QStringLiteral("l");
            e.request.value = QStringLiteral("token");
            e.request.command = op == u"SETNX"   ? Command::Set
                                : op == u"FENCE" ? Command::AcquireWithFence
                                : op == u"CAD"   ? Command::CompareAndDelete
                                : op == u"DEL"   ? Command::Del
                                : op == u"CAE"   ? Command::CompareAndExtend
                                                 : Command::Pexpire;
            if (op == u"SETNX")
                e.request.condition = SetCondition::IfAbsent;
            e.reply = answer == u"OK"    ? Reply::status(QStringLiteral("OK"))
                      : answer == u"nil" ? Reply::nil()
                                         : Reply::ofInteger(answer.toLongLong());
            record(beliefs.before(0, e.request));
            record(beliefs.after(e));
        }
        QTEST(states, "states");
    }

    // A lost MONITOR connection is a gap: two Gap events in the trace, one interval in the
    // interpretation (closed when MONITOR is back, open when the capture ends inside it), and it
    // survives a recording.
    void gapIsAnInterval_data()
    {
        QTest::addColumn<bool>("comesBack");
        QTest::addColumn<QStringList>("events");
        QTest::addColumn<qint64>("toMs");
        QTest::addColumn<bool>("open");
        QTest::newRow("back at the next command")
            << true
            << QStringList{QStringLiteral("100 1 MONITOR connection lost (connection"),
                           QStringLiteral("500 0 MONITOR connection back: the")}
            << qint64(500) << false;
        QTest::newRow("still lost at the end")
            << false << QStringList{QStringLiteral("100 1 MONITOR connection lost (connection")} << qint64(300) << true;
    }
    void gapIsAnInterval()
    {
        QFETCH(bool, comesBack);
        TrafficInterpreter interpreter({});
        interpreter.feedLine(at(0, "c:1", R"("SET" "l" "a" "NX" "PX" "1000")"));
        interpreter.beginGap(1700000000000000 + 100000, QStringLiteral("connection reset"));
        if (comesBack)
            interpreter.feedLine(at(500, "c:1", R"("DEL" "l")"));
        interpreter.finish(comesBack ? -1 : 1700000000000000 + 300000);
        QCOMPARE(interpreter.stats().gaps, 1);
        QStringList events;
        for (const TraceEvent &e : interpreter.keyTrace(0).events) {
            QVERIFY2(e.kind != EventKind::Note || !e.text.contains(QStringLiteral("MONITOR connection")),
                     "a gap is a Gap event, not a note");
            if (e.kind == EventKind::Gap)
                events << QString::number(e.at / 1000) + u' ' + QString::number(e.value) + u' '
                              + e.text.section(u' ', 0, 3);
        }
        QTEST(events, "events");
        const Trace trace = interpreter.keyTrace(0);
        const Summary summary = summarize(trace);
        QCOMPARE(summary.gaps.size(), 1);
        QCOMPARE(summary.gaps.first().from, 100000);
        QTEST(summary.gaps.first().to / 1000, "toMs");
        QTEST(summary.gaps.first().open, "open");
        // Through a recording and back: the same gap.
        QString error;
        const Summary again = summarize(throughRecording(trace, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(again.gaps.size(), 1);
        QCOMPARE(again.gaps.first().from, summary.gaps.first().from);
        QCOMPARE(again.gaps.first().to, summary.gaps.first().to);
    }

    // Two clients believe they hold through a lost MONITOR: either may have let go while it was lost,
    // so the overlap is measured over what was seen, and the report and --json say how much was not.
    // A stalled server ran nothing, and all of it was seen.
    void overlapThroughAGapIsMeasuredWhereSeen_data()
    {
        QTest::addColumn<bool>("stall");
        QTest::addColumn<qint64>("unseenMs");
        QTest::newRow("MONITOR lost") << false << qint64(400);  // 200 to 600 ms
        QTest::newRow("Redis stalled") << true << qint64(0);
    }
    void overlapThroughAGapIsMeasuredWhereSeen()
    {
        QFETCH(bool, stall);
        QFETCH(qint64, unseenMs);
        TrafficInterpreter interpreter({});
        interpreter.feedLine(at(0, "c:1", R"("SET" "l" "a" "NX" "PX" "100")"));
        interpreter.feedLine(at(150, "c:2", R"("SET" "l" "b" "NX" "PX" "5000")"));  // c:1 never let go
        const qint64 base = 1700000000000000;
        if (stall) {
            interpreter.beginStall(base + 200000, QStringLiteral("PING timed out"));
            interpreter.endStall(base + 600000);
        } else {
            interpreter.beginGap(base + 200000, QStringLiteral("connection reset"));
            interpreter.endGap(base + 600000);
        }
        interpreter.feedLine(at(700, "c:2", R"("DEL" "l")"));
        interpreter.feedLine(at(800, "c:1", R"("DEL" "l")"));
        interpreter.finish();
        const Trace trace = interpreter.keyTrace(0);
        const Summary s = summarize(trace);
        QCOMPARE(s.gaps.size(), 1);
        QCOMPARE(s.overlaps.size(), 1);
        QCOMPARE(s.overlaps.first().from, 150000);
        QCOMPARE(s.overlaps.first().to, 700000);
        QCOMPARE(s.overlaps.first().unseen, unseenMs * 1000);
        QCOMPARE(s.overlapTotal, (550 - unseenMs) * 1000);
        QCOMPARE(s.verdict, Verdict::MutualExclusionViolated);
        const QString report = summaryText(trace, s);
        QCOMPARE(report.contains(u"from 150.000 to 700.000 ms (400.000 ms of it not seen: MONITOR lost)"_s), !stall);
        QVERIFY(!stall || !report.contains(u"not seen"_s));
        const QJsonObject overlaps = summaryToJson(trace, s).value(u"overlaps"_s).toObject();
        QCOMPARE(overlaps.value(u"totalMs"_s).toDouble(), double(550 - unseenMs));
        const QJsonObject interval = overlaps.value(u"intervals"_s).toArray().first().toObject();
        QCOMPARE(interval.contains(u"unseenMs"_s), !stall);
        QCOMPARE(interval.value(u"unseenMs"_s).toDouble(), double(unseenMs));
        // A recording keeps what was a stall.
        QString error;
        const Trace reread = throughRecording(trace, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(summarize(reread).overlapTotal, s.overlapTotal);
    }

    // Issue 28's soak: the watch dates a stall or a gap by its reading of the server's clock (the last
    // line's time moved on by ours), while lines the server ran just before are still on their way:
    // after SIGCONT the PONG is handled before the MONITOR lines of the commands that waited, and
    // after a reconnect the lines that came with MONITOR's +OK are read after the gap ended. Such a
    // line is at the marker's time, not before it: every key's events stay in time order (a key
    // seen for the first time too, which starts with its stream's gaps), no "time went backwards",
    // and the watch's compact recording loads (it was refused: "events must be in time order").
    void markersKeepTheTraceInTimeOrder()
    {
        TrafficInterpreter interpreter({});
        const qint64 base = 1700000000000000;
        interpreter.feedLine(at(0, "c:1", R"("SET" "a" "t1" "NX" "PX" "400")"));
        interpreter.feedLine(at(5, "c:1", R"("DEL" "a")"));
        // SIGSTOP: the PING sent at 100 ms is not answered; SIGCONT, and its answer handled at 1300 ms.
        interpreter.beginStall(base + 100000, u"no answer to PING within 300 ms"_s);
        interpreter.endStall(base + 1300000);
        interpreter.feedLine(at(1290, "c:1", R"("SET" "a" "t2" "NX" "PX" "400")"));  // waited out the stop
        interpreter.feedLine(at(1291, "c:2", R"("SET" "b" "u1" "NX" "PX" "400")"));  // a key first seen now
        interpreter.feedLine(at(1295, "c:1", R"("DEL" "a")"));
        interpreter.feedLine(at(1296, "c:2", R"("DEL" "b")"));
        // Killed and started again: MONITOR back at 2600 ms, a line that came with its +OK at 2590 ms.
        interpreter.beginGap(base + 2000000, u"connection reset"_s);
        interpreter.endGap(base + 2600000);
        interpreter.feedLine(at(2590, "c:3", R"("SET" "c" "v1" "NX" "PX" "400")"));
        interpreter.feedLine(at(2591, "c:1", R"("SET" "a" "t3" "NX" "PX" "400")"));
        interpreter.feedLine(at(2595, "c:3", R"("DEL" "c")"));
        interpreter.feedLine(at(2596, "c:1", R"("DEL" "a")"));
        interpreter.finish();
        QCOMPARE(interpreter.stats().stepsBack, qint64(0));  // the lines are in order: no clock stepped back
        const TrafficResult result(interpreter);
        QCOMPARE(result.locks().size(), 3);
        // The watch's --record path: a compact recording of every key, which loads.
        QTemporaryDir dir;
        const QString file = dir.filePath(u"watch.locklab"_s);
        const Recording recording = trafficRecording(result.locks().first().trace, u"d"_s, u"7.0.15"_s, result);
        QCOMPARE(recording.keys.size(), 2);
        QString error;
        QVERIFY2(saveRecording(file, recording, &error), qPrintable(error));
        Recording back;
        QVERIFY2(loadRecording(file, &back, &error), qPrintable(error));
        QCOMPARE(back.keys.size(), 2);
        for (const LockKeyResult &k : result.locks()) {
            const EventList &events = k.trace.events;
            int gaps = events.at(0).kind == EventKind::Gap ? 1 : 0;
            for (qsizetype i = 1; i < events.size(); ++i) {
                QVERIFY2(events.timeAt(i - 1) <= events.timeAt(i),
                         qPrintable(u"%1: event %2 at %3 µs after one at %4 µs"_s.arg(k.key)
                                        .arg(i)
                                        .arg(events.timeAt(i))
                                        .arg(events.timeAt(i - 1))));
                gaps += events.at(i).kind == EventKind::Gap ? 1 : 0;
            }
            QCOMPARE(gaps, 4);  // the stall and the gap, begun and ended, on each key
        }
        // The lines read after a marker are dated at it (the model's clock with them): b's SET at the stall's end.
        const Trace b = interpreter.keyTrace(interpreter.keyIndex(u"b"_s));
        qsizetype firstSent = 0;
        while (firstSent < b.events.size() && b.events.at(firstSent).kind != EventKind::Sent)
            ++firstSent;
        QVERIFY(firstSent < b.events.size());
        QCOMPARE(b.events.timeAt(firstSent), Micros(1300000));
    }

    // A Redlock's release, on each of three instances, of a lock taken before the watch by a client
    // whose connections are not named: one client's holding, drawn once, released. Was: the checks on
    // the second and third instances each drew a holder of their own, overlapping the first.
    void redlockReleaseOfAHoldingFromBeforeTheWatchIsOneClients()
    {
        const auto redlock = redlockOfThree(u"r"_s);
        TrafficInterpreter &interpreter = *redlock;
        for (int i = 0; i < 3; ++i) {
            interpreter.feed(line(100 + i, "10.0.0.2:6000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"r\" \"tA\""), i);
            interpreter.feed(line(100 + i, "lua", R"("get" "r")"), i);
            interpreter.feed(line(100 + i, "lua", R"("del" "r")"), i);
        }
        for (int i = 0; i < 3; ++i)
            interpreter.feed(line(200, "10.0.0.9:7000", R"("GET" "cache:x")"), i);  // the last script ends
        interpreter.finish();
        const Trace trace = interpreter.keyTrace(interpreter.keyIndex(u"r"_s));
        const Summary s = summarize(trace);
        QCOMPARE(trace.workers.size(), 1);
        QCOMPARE(s.overlaps.size(), 0);
        QCOMPARE(verdictName(s.verdict), u"safe"_s);
    }

    // A Redlock's client runs a script of unknown purpose on every instance: its connections to the
    // other instances are that client (the token it passes), not a lane each with nothing on it, also
    // where the script is the first command a connection is seen sending.
    void redlockScriptOfUnknownPurposeAddsNoLane()
    {
        const auto redlock = redlockOfThree(u"r"_s);
        TrafficInterpreter &interpreter = *redlock;
        const QByteArray unknown = "0123456789012345678901234567890123456789";  // never loaded, never seen acting
        const QByteArray clients[] = {"10.0.0.1:6000", "10.0.0.1:6001", "10.0.0.1:6002"};
        // Its SET NX is seen on instance 1 only (the others' were before their streams began): on
        // those, the script is the first the connection is seen sending.
        interpreter.feed(line(10, clients[0], R"("SET" "r" "tA" "NX" "PX" "1000")"), 0);
        for (int i = 0; i < 3; ++i) {
            interpreter.feed(line(50 + i, clients[i], "\"EVALSHA\" \"" + unknown + "\" \"1\" \"r\" \"tA\""), i);
            interpreter.feed(line(50 + i, "lua", R"("get" "r")"), i);
        }
        for (int i = 0; i < 3; ++i)
            interpreter.feed(line(200, "10.0.0.9:7000", R"("GET" "cache:x")"), i);  // the last script ends
        interpreter.finish();
        const Trace trace = interpreter.keyTrace(interpreter.keyIndex(u"r"_s));
        QCOMPARE(trace.workers.size(), 1);
        QCOMPARE(interpreter.stats().unclassifiedScripts, 3);
    }

    // A release script that compares its second argument (ARGV = {"1", token}) checks the client's
    // token, not "1": a retry of a release already done finds the next holder's token and draws no
    // holding of "1" from before the watch (which overlapped that holder: a false violation).
    void releaseComparesTheClientsTokenWhereverItIs()
    {
        const QByteArray body = "if redis.call('get', KEYS[1]) == ARGV[2] then return redis.call('del', KEYS[1]) "
                                "else return 0 end";
        const QByteArray bodySha = QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex();
        const auto release = [&bodySha](const QByteArray &token) -> QByteArray {
            return "\"EVALSHA\" \"" + bodySha + "\" \"1\" \"lock:x\" \"1\" \"" + token + '"';
        };
        const QList<QByteArray> lines{
            at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + body + "\""),
            at(1, "10.0.0.1:5000", R"("SET" "lock:x" "tA" "NX" "PX" "1000")"),
            at(50, "10.0.0.1:5000", release("tA")),
            at(50, "lua", R"("get" "lock:x")"),
            at(50, "lua", R"("del" "lock:x")"),
            at(55, "10.0.0.2:5000", R"("SET" "lock:x" "tB" "NX" "PX" "1000")"),
            at(60, "10.0.0.1:5000", release("tA")),  // A's retry: B holds it now
            at(60, "lua", R"("get" "lock:x")"),
            at(100, "10.0.0.2:5000", release("tB")),
            at(100, "lua", R"("get" "lock:x")"),
            at(100, "lua", R"("del" "lock:x")"),
            at(200, "10.0.0.9:7000", R"("GET" "cache:x")"),
        };
        TrafficStats stats;
        const Trace trace = interpret(lines, {}, &stats);
        const Summary s = summarize(trace);
        QCOMPARE(stats.heldBeforeWatch, 0);
        QCOMPARE(s.overlaps.size(), 0);
        QCOMPARE(verdictName(s.verdict), u"safe"_s);
    }

    // Several streams (a cluster's shards): each key belongs to the stream that showed it, a lost
    // stream's gap is on its keys only (and on a key it shows later), and the report names the shard.
    void streamsKeepTheirKeysAndGaps()
    {
        TrafficInterpreter interpreter({});
        interpreter.setSourceName(0, u"127.0.0.1:7001"_s);
        QCOMPARE(interpreter.addSource(u"127.0.0.1:7002"_s), 1);
        const auto line = [](double ms, const QByteArray &args) {
            MonitorLine l;
            MonitorParseError error;
            parseMonitorLine(at(ms, "127.0.0.1:5000", args), &l, &error);
            return l;
        };
        interpreter.feed(line(0, R"("SET" "a" "x" "NX" "PX" "1000")"), 0);
        interpreter.feed(line(10, R"("SET" "b" "y" "NX" "PX" "1000")"), 1);
        interpreter.beginGap(1700000000000000 + 100000, u"shard 127.0.0.1:7002: connection lost"_s, 1);
        interpreter.feed(line(200, R"("DEL" "a")"), 0);  // another shard's line ends no gap of 7002's
        interpreter.endGap(1700000000000000 + 300000, 1);
        interpreter.feed(line(400, R"("SET" "c" "z" "NX" "PX" "1000")"), 1);
        interpreter.feed(line(500, R"("DEL" "b")"), 1);
        interpreter.feed(line(510, R"("DEL" "c")"), 1);
        interpreter.finish();
        QCOMPARE(interpreter.keySource(interpreter.keyIndex(u"a"_s)), 0);
        QCOMPARE(interpreter.keySource(interpreter.keyIndex(u"b"_s)), 1);
        QCOMPARE(interpreter.keySource(interpreter.keyIndex(u"c"_s)), 1);
        const auto gaps = [&](const QString &key) {
            QStringList out;
            for (const TraceEvent &e : interpreter.keyTrace(interpreter.keyIndex(key)).events) {
                if (e.kind == EventKind::Gap)
                    out << QString::number(e.at / 1000) + u' ' + QString::number(e.value);
            }
            return out.join(u", "_s);
        };
        QCOMPARE(gaps(u"a"_s), QString());
        QCOMPARE(gaps(u"b"_s), u"100 1, 300 0"_s);
        QCOMPARE(gaps(u"c"_s), u"100 1, 300 0"_s);  // found after the gap: it happened on its shard too
        QCOMPARE(interpreter.stats().gaps, 1);
        const TrafficResult result(interpreter);
        QCOMPARE(result.locks().size(), 3);
        for (const LockKeyResult &k : result.locks())
            QCOMPARE(k.shard, k.key == u"a"_s ? u"127.0.0.1:7001"_s : u"127.0.0.1:7002"_s);
        const QJsonArray keys = lockKeysToJson(result);
        QCOMPARE(keys.at(result.indexOf(u"b"_s)).toObject().value(u"shard"_s).toString(), u"127.0.0.1:7002"_s);
        QString text;
        QTextStream out(&text);
        writeLockKeyTable(out, result);
        out.flush();
        QVERIFY2(text.contains(u"shard"_s) && text.contains(u"127.0.0.1:7001"_s), qPrintable(text));
    }

    // One server: no shard anywhere (the table and the JSON are as before).
    void oneServerNamesNoShard()
    {
        TrafficInterpreter interpreter({});
        interpreter.feedLine(at(0, "c:1", R"("SET" "l" "a" "NX" "PX" "1000")"));
        interpreter.feedLine(at(5, "c:1", R"("DEL" "l")"));
        interpreter.finish();
        const TrafficResult result(interpreter);
        QCOMPARE(result.locks().first().shard, QString());
        QVERIFY(!lockKeysToJson(result).at(0).toObject().contains(u"shard"_s));
        QString text;
        QTextStream out(&text);
        writeLockKeyTable(out, result);
        out.flush();
        QVERIFY2(!text.contains(u"shard"_s), qPrintable(text));
    }

    // A capture saved as a recording reopens with the same summary, and its scenario loads.
    // Issue 28: a capture from a pipe (/dev/stdin, <(…)) has no size and cannot be mapped: it is
    // read as a stream, with the same result as the file (it said "no MONITOR line in the file").
    void importReadsAPipe()
    {
        QTemporaryDir dir;
        QByteArray capture = "OK\n";
        capture += at(0, "127.0.0.1:5001", R"("SET" "lock" "a" "NX" "PX" "100")") + '\n';
        capture += at(10, "127.0.0.1:5002", R"("SET" "lock" "b" "NX" "PX" "100")") + '\n';
        capture += at(50, "127.0.0.1:5001", R"("DEL" "lock")");  // the last line without its newline
        const QString file = dir.filePath(QStringLiteral("capture.log"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(capture) == capture.size());
        f.close();
        QString error;
        TrafficInterpreter fileReader{TrafficOptions{}};
        QVERIFY2(importMonitorLog(file, fileReader, &error), qPrintable(error));
        const TrafficStats fileStats = fileReader.stats();
        const Trace fromFile = fileReader.takeTrace();

        const QString fifo = dir.filePath(QStringLiteral("capture.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        std::unique_ptr<QThread> writer(QThread::create([&] {
            QFile out(fifo);
            if (out.open(QIODevice::WriteOnly))
                out.write(capture);
        }));
        writer->start();
        TrafficInterpreter pipeReader{TrafficOptions{}};
        QVERIFY2(importMonitorLog(fifo, pipeReader, &error), qPrintable(error));
        QVERIFY(writer->wait(10000));
        const TrafficStats pipeStats = pipeReader.stats();
        const Trace fromPipe = pipeReader.takeTrace();
        QCOMPARE(pipeStats.commands, qint64(3));
        QCOMPARE(pipeStats.lines, fileStats.lines);
        QCOMPARE(pipeStats.bannerLines, fileStats.bannerLines);
        QCOMPARE(fromPipe.events.size(), fromFile.events.size());
        QCOMPARE(summarize(fromPipe).verdict, summarize(fromFile).verdict);
    }

    void recordingRoundTrip()
    {
        const Trace trace = interpret({
            at(0, "127.0.0.1:1", R"("SET" "job:lock" "t1" "NX" "PX" "100")"),
            at(150, "127.0.0.1:2", R"("SET" "job:lock" "t2" "NX" "PX" "100")"),
            at(170, "127.0.0.1:1", R"("DEL" "job:lock")"),
        });
        Recording r{scenarioJsonForTraffic(trace, QStringLiteral("test")), QString(), trace};
        Recording back;
        QString error;
        QVERIFY2(readRecording(writeRecording(r), QStringLiteral("x.locklab.json"), &back, &error), qPrintable(error));
        QCOMPARE(summaryToJson(back.trace, summarize(back.trace)), summaryToJson(trace, summarize(trace)));
        QCOMPARE(back.trace.events.at(1).text, trace.events.at(1).text);
        QVERIFY(isObservedTraffic(back.trace));
        QCOMPARE(trace.originUs, 1700000000000000);  // the whole second before the first command
        QCOMPARE(back.trace.originUs, trace.originUs);
        Scenario scenario;
        LoadError loadError;
        QVERIFY2(parseScenario(back.scenarioJson, QStringLiteral("x"), &scenario, &loadError),
                 qPrintable(loadError.toString()));
        QCOMPARE(scenario.workers.size(), 2);
    }

    // A capture that starts while many clients believe they hold a key they lost: each release whose
    // acquire was not seen (and whose check found its token gone) shows a holding from before the watch began, drawn in
    // front of the key's events (issue 25, item 3). Put there one at a time, each moved every event of the key: a
    // square in the releases (item 7). Counted, not timed: every event moves at most once (when the front is put in
    // place).
    // An import's older events wait in a file (TrafficOptions::spillDirectory) and come back as
    // they were: each key's trace is the one an interpreter that kept everything in memory makes,
    // event for event, on real captures and on seeded races that rewrite old events late.
    void spilledEventsComeBackAsTheyWere_data()
    {
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<QStringList>("keys");
        const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch/");
        for (const QString &file : {u"lab.monitor.log"_s, u"redispy-hostile-key.monitor.log"_s}) {
            QFile f(data + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QTest::newRow(qPrintable(file)) << f.readAll().split('\n') << QStringList();
        }
        for (quint32 seed = 1; seed <= 30; ++seed)
            QTest::addRow("seed %u", seed) << seededRace(seed) << (seed % 2 ? QStringList() : QStringList{u"lock:*"_s});
    }
    void spilledEventsComeBackAsTheyWere()
    {
        QFETCH(QList<QByteArray>, lines);
        QFETCH(QStringList, keys);
        TrafficOptions options;
        options.lockGlobs = keys;
        QVERIFY(compareSpilled(lines, options) >= 0);
    }

    // An import in groups (GroupedImport) is one pass: the real captures, the seeded races of
    // spilledEventsComeBackAsTheyWere, and races read from the middle with lines out of order, DELs and
    // scripts over keys of several groups and clients named as they go, each in 2, 3 and 7 groups.
    void groupsInterpretAsOnePass_data()
    {
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<bool>("exactNames");
        QTest::addColumn<int>("db");
        const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch/");
        for (const QString &file : {u"lab.monitor.log"_s, u"redispy-hostile-key.monitor.log"_s,
                                    u"services.monitor.log"_s, u"services-cut.monitor.log"_s}) {
            QFile f(data + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QTest::newRow(qPrintable(file)) << f.readAll().split('\n') << QStringList() << true << -1;
        }
        // Under the sanitizers a sample of the seeds (each filter and naming still taken): this
        // test was three quarters of the suite's time there.
        for (quint32 seed = 1; seed <= test::repeats<quint32>(10, 4); ++seed)
            QTest::addRow("seed %u", seed)
                << seededRace(seed) << (seed % 2 ? QStringList() : QStringList{u"lock:*"_s}) << true << -1;
        for (quint32 seed = 1; seed <= test::repeats<quint32>(20, 6); ++seed)
            QTest::addRow("mid-stream seed %u", seed)
                << seededMidStream(seed, false) << (seed % 3 ? QStringList() : QStringList{u"lock:*"_s}) << true << -1;
        for (quint32 seed = 1; seed <= test::repeats<quint32>(10, 3); ++seed)
            QTest::addRow("mid-stream, clients named alike, seed %u", seed)
                << seededMidStream(seed, true) << QStringList() << false << -1;
        for (const auto &capture : reviewedCaptures())
            QTest::newRow(qPrintable(capture.name)) << capture.lines << capture.keys << true << capture.db;
        for (quint32 seed = 1; seed <= test::repeats<quint32>(5, 2); ++seed) {
            for (const int db : {-1, 0, 1})
                QTest::addRow("two databases, seed %u, db %d", seed, db)
                    << seededVariety(seed) << (seed % 2 ? QStringList() : QStringList{u"lock:*"_s}) << false << db;
        }
    }
    void groupsInterpretAsOnePass()
    {
        QFETCH(QList<QByteArray>, lines);
        QFETCH(QStringList, keys);
        QFETCH(bool, exactNames);
        QFETCH(int, db);
        TrafficOptions options;
        options.lockGlobs = keys;
        options.db = db;
        for (const int groups : {2, 3, 7}) {
            const QString differs =
                compareGrouped(lines, options, groups, exactNames ? Names::Exact : Names::Consistent);
            QVERIFY2(differs.isEmpty(), qPrintable(u"%1 groups: "_s.arg(groups) + differs));
        }
    }

    // A limit stops an import in groups at the line it was reached, every group there: the report is
    // one pass's over the lines before it, its counts (commands, the clock, steps back, invalid lines)
    // too, and it names that line. --max-events weighs every group's events together; --max-memory-mb
    // each group's own.
    void groupsStopWhereALimitStoppedThem_data()
    {
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<int>("db");
        QTest::addColumn<RunLimits>("limits");
        for (quint32 seed = 1; seed <= 4; ++seed) {
            QList<QByteArray> lines = seededVariety(seed);
            lines.insert(lines.size() / 2, "not a MONITOR line");
            lines.insert(lines.size() / 3, "");
            for (const qint64 events : {150, 400})
                QTest::addRow("seed %u, --max-events %lld", seed, events)
                    << lines << int(seed % 3) - 1 << RunLimits{events, 0};
            QTest::addRow("seed %u, a group's memory", seed) << lines << -1 << RunLimits{0, 6000};
            QTest::addRow("mid-stream seed %u, --max-events 300", seed)
                << seededMidStream(seed, false) << -1 << RunLimits{300, 0};
        }
        // Longer than 64 weighings of 64 lines: a stop between the router's checkpoints, replayed.
        QList<QByteArray> longer;
        for (quint32 seed = 1; seed <= 8; ++seed)
            longer += seededVariety(seed);
        QTest::newRow("5,600 lines, --max-events 3000") << longer << -1 << RunLimits{3000, 0};
        // Found by review. Clients named before the lock traffic: a name is sent to a group just before
        // the client's next line there, with its own (earlier) line number, and a limit checked at it
        // stopped every group there.
        const QByteArray key = keyOfGroup(1, 2);
        QList<QByteArray> named;
        const auto client = [](int i) { return QByteArray("10.0.0." + QByteArray::number(i) + ":1"); };
        for (int i = 1; i <= 50; ++i)
            named << at(i, client(i).constData(), "\"CLIENT\" \"SETNAME\" \"w" + QByteArray::number(i) + '"');
        for (int i = 1; i <= 50; ++i)
            named << at(100 + 10 * i, client(i).constData(),
                        "\"SET\" \"" + key + "\" \"t" + QByteArray::number(i) + "\" \"NX\" \"PX\" \"5\"");
        QTest::newRow("clients named first, a group's memory") << named << -1 << RunLimits{0, 3000};
        // A script open at the stop, its lines written to its group after the first step back's.
        QList<QByteArray> open{at(0, "c:1", "\"SET\" \"" + key + "\" \"t1\" \"NX\" \"PX\" \"100\"")};
        for (int i = 2; i <= 62; ++i)
            open << "";
        open << at(10, "c:1", "\"EVAL\" \"return redis.call('get',KEYS[1])\" \"1\" \"" + key + '"')
             << at(10, "lua", "\"get\" \"" + key + '"') << at(5, "c:2", R"("GET" "lock:b")")
             << at(10, "lua", "\"del\" \"" + key + '"') << at(20, "c:3", R"("GET" "x")");
        QTest::newRow("a script open at the stop") << open << -1 << RunLimits{1, 0};
        // Lock keys found only when groups are interpreted again (groupsLearnAChainOfScripts) add
        // events: weighed again, the groups stop where one pass would.
        QList<QByteArray> chain = scriptChain();
        for (int i = 0; i < 100; ++i)
            chain << at(1000 + i, "c:9", R"("GET" "cache:x")");
        TrafficInterpreter one({});
        for (const QByteArray &l : chain.first(64))
            one.feedLine(l);
        QTest::newRow("a chain of scripts, --max-events") << chain << -1 << RunLimits{one.eventCount(), 0};
    }
    void groupsStopWhereALimitStoppedThem()
    {
        QFETCH(QList<QByteArray>, lines);
        QFETCH(int, db);
        QFETCH(RunLimits, limits);
        TrafficOptions options;
        options.db = db;
        options.limits = limits;
        for (const int groups : {2, 3, 7}) {
            qint64 stop = 0;
            const QString differs = compareGrouped(lines, options, groups, Names::Consistent, &stop);
            QVERIFY2(differs.isEmpty(), qPrintable(u"%1 groups: "_s.arg(groups) + differs));
            QVERIFY2(stop < lines.size(), qPrintable(u"%1 groups: not stopped"_s.arg(groups)));
        }
    }

    // A chain of scripts learnt from one another (scriptChain), against the order the groups are read
    // in: each round of interpreting groups again resolves one link.
    void groupsLearnAChainOfScripts()
    {
        const QList<QByteArray> lines = scriptChain();
        TrafficStats stats;
        interpret(lines, {}, &stats);
        QCOMPARE(stats.lockKeys.size(), 6);
        const QString differs = compareGrouped(lines, {}, 7);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
    }

    // A script over two lock keys of two groups, run for the first time: what its release of the first
    // key teaches counts for its check of the second, as in one pass, which reads them in the order of
    // their lua lines (and not the other way round); in either order of the groups.
    void groupsLearnWithinAScript()
    {
        int pairs = 0;
        for (const bool earlierGroupFirst : {true, false}) {
            for (int n = 0; n < 100; ++n) {
                const QByteArray a = "lock:a" + QByteArray::number(n), b = "lock:b" + QByteArray::number(n);
                const int ga = TrafficGroupShared::groupOf(a, 3), gb = TrafficGroupShared::groupOf(b, 3);
                if (ga == gb || (ga < gb) != earlierGroupFirst)
                    continue;
                ++pairs;
                for (const bool releaseFirst : {true, false}) {
                    const QList<QByteArray> release{at(3, "lua", "\"get\" \"" + a + '"'),
                                                    at(3, "lua", "\"del\" \"" + a + '"')};
                    const QByteArray check = at(3, "lua", "\"get\" \"" + b + '"');
                    QList<QByteArray> lines{
                        at(1, "10.0.0.1:5000", "\"SET\" \"" + a + "\" \"t1\" \"PX\" \"100\" \"NX\""),
                        at(2, "10.0.0.2:5000", "\"SET\" \"" + b + "\" \"t2\" \"PX\" \"100\" \"NX\""),
                        at(3, "10.0.0.1:5000", "\"EVALSHA\" \"" + sha + "\" \"2\" \"" + a + "\" \"" + b + "\" \"t1\"")};
                    lines << (releaseFirst ? release + QList<QByteArray>{check} : QList<QByteArray>{check} + release);
                    lines << at(50, "10.0.0.3:5000", R"("GET" "cache:x")");
                    const QString differs = compareGrouped(lines, {}, 3);
                    QVERIFY2(differs.isEmpty(), qPrintable(u"%1 in group %2, %3 in group %4, the release %5: "_s
                                                               .arg(QString::fromLatin1(a))
                                                               .arg(ga)
                                                               .arg(QString::fromLatin1(b))
                                                               .arg(gb)
                                                               .arg(releaseFirst ? u"first"_s : u"last"_s)
                                                           + differs));
                }
                break;
            }
        }
        QCOMPARE(pairs, 2);
    }

    // A script run that acted teaches what it is for, and one script can teach two things: an
    // acquire-or-extend script acquires a free key and extends its own. A later run that only read
    // is what the latest lesson says (one pass keeps the latest), whichever groups taught them.
    void groupsKeepTheLatestLesson()
    {
        const QByteArray x = QCryptographicHash::hash("acquire or extend", QCryptographicHash::Sha1).toHex();
        const auto run = [&x](double ms, const QByteArray &key, const QByteArray &token, bool acts) {
            QList<QByteArray> lines{
                at(ms, "10.0.0.1:5000", "\"EVALSHA\" \"" + x + "\" \"1\" \"" + key + "\" \"" + token + "\" \"100\""),
                at(ms, "lua", "\"get\" \"" + key + '"')};
            if (acts)
                lines << at(ms, "lua", "\"set\" \"" + key + "\" \"" + token + "\" \"px\" \"100\"");
            return lines;
        };
        int orders = 0;
        for (const QList<int> &order : QList<QList<int>>{{0, 1, 2}, {2, 1, 0}, {1, 2, 0}}) {
            const QByteArray free = keyOfGroup(order.at(0), 3), own = keyOfGroup(order.at(1), 3),
                             taken = keyOfGroup(order.at(2), 3);
            QList<QByteArray> lines;
            lines << run(1, free, "a", true);  // found nothing, set: an acquire
            lines << at(2, "10.0.0.2:5000", "\"SET\" \"" + own + "\" \"b\" \"NX\" \"PX\" \"100\"");
            lines << run(3, own, "b", true);  // found its own token, set again: an extension
            lines << at(4, "10.0.0.3:5000", "\"SET\" \"" + taken + "\" \"c\" \"NX\" \"PX\" \"100\"");
            lines << run(5, taken, "d", false);  // found another's: refused, as the latest lesson says
            lines << at(50, "10.0.0.9:5000", R"("GET" "cache:x")");
            const QString differs = compareGrouped(lines, {}, 3);
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
            ++orders;
        }
        QCOMPARE(orders, 3);

        // A group told the same twice, with lessons that changed and changed back in between (found by
        // review): not read again round after round, for nothing.
        QList<QByteArray> keys{keyOfGroup(0, 3)};
        for (int n = 0; keys.size() < 4; ++n) {
            const QByteArray key = "lock:" + QByteArray::number(n);
            if (TrafficGroupShared::groupOf(key, 3) != 0)
                keys << key;
        }
        const QByteArray &a = keys.at(0);
        QList<QByteArray> lines;
        lines << run(1, keys.at(1), "a", true);  // an acquire
        lines << at(2, "10.0.0.2:5000", "\"SET\" \"" + a + "\" \"z\" \"NX\" \"PX\" \"100\"");
        lines << run(3, a, "y", false);  // told: an acquire, refused
        lines << at(4, "10.0.0.3:5000", "\"SET\" \"" + keys.at(2) + "\" \"b\" \"NX\" \"PX\" \"100\"");
        lines << run(5, keys.at(2), "b", true);  // an extension
        lines << run(6, keys.at(3), "c", true);  // an acquire again
        lines << run(7, a, "y", false);          // told: an acquire, refused
        lines << at(50, "10.0.0.9:5000", R"("GET" "cache:x")");
        int again = 0;
        const QString differs = compareGrouped(lines, {}, 3, Names::Exact, nullptr, &again);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        QVERIFY2(again <= 2, qPrintable(u"groups read again %1 times"_s.arg(again)));
    }

    // Every string comes back from the file as it went in: empty, repeated from the event before,
    // with NUL and escapes, and not valid UTF-16 (half an emoji, as a line cut for the log could end).
    void spillKeepsEveryString()
    {
        const QString halfEmoji = u"aa"_s + QChar(0xD83D);
        const QStringList texts{u""_s,     u"SET lock:x t PX 100 NX"_s, u"SET lock:x t PX 100 NX"_s,
                                halfEmoji, u"\u001b[2J\u0000nul é 😀"_s, QString(QChar(0xDE00)) + u"x"_s,
                                u""_s};
        EventList events;
        for (qsizetype i = 0; i < texts.size(); ++i) {
            TraceEvent e;
            e.at = 1000 * i;
            e.kind = i % 2 ? EventKind::Replied : EventKind::Sent;
            e.worker = static_cast<qint16>(i % 3);
            e.requestId = static_cast<int>(i);
            e.request = Request{.command = Command::Set,
                                .key = texts.at(i),
                                .value = texts.at(texts.size() - 1 - i),
                                .number = 100,
                                .condition = SetCondition::IfAbsent,
                                .worker = static_cast<int>(i % 3)};
            e.reply = Reply::ofString(texts.at(i));
            e.text = texts.at(i);
            events.append(e);
        }
        QTemporaryDir dir;
        EventSpill spill(dir.path());
        QVERIFY(spill.isOpen());
        EventSpill::Chain chain;
        QVERIFY(spill.append(&chain, events, 0, 3));
        QVERIFY(spill.append(&chain, events, 3, events.size()));
        QCOMPARE(chain.events, events.size());
        EventList back;
        QVERIFY(spill.read(chain, &back));
        QCOMPARE(back.size(), events.size());
        for (qsizetype i = 0; i < events.size(); ++i)
            QCOMPARE(everyField(back.at(i)), everyField(events.at(i)));
        QCOMPARE(back.at(3).text, halfEmoji);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());  // no name, ever
    }

    // A token longer than the log shows is cut between characters, never inside one.
    void shownLineIsCutBetweenCharacters()
    {
        const QByteArray token = QByteArray(56, 'a') + "\xf0\x9f\x98\x80" + QByteArray(10, 'b');
        const Trace trace =
            interpret({at(1, "10.0.0.1:5000", "\"SET\" \"lock:x\" \"" + token + "\" \"PX\" \"100\" \"NX\""),
                       at(2, "10.0.0.1:5000", R"("DEL" "lock:x")")});
        bool seen = false;
        for (const TraceEvent &e : trace.events) {
            if (e.kind != EventKind::Sent || e.request.command != Command::Set)
                continue;
            seen = true;
            QVERIFY2(e.text.isValidUtf16(), qPrintable(e.text));
            QVERIFY2(e.text.contains(QString(56, u'a') + u"…"_s), qPrintable(e.text));
        }
        QVERIFY(seen);
    }

    // More events kept in memory than the count that spills them (spillKeep above spillAt): a key
    // spills only once it has more than it keeps, and nothing is read out of range.
    void spillKeepAboveSpillAt()
    {
        QList<QByteArray> lines;
        for (int i = 0; i < 20; ++i) {
            lines << at(10 * i, "10.0.0.1:5000", R"("SET" "lock:x" "t" "PX" "100" "NX")")
                  << at(10 * i + 5, "10.0.0.1:5000", R"("DEL" "lock:x")");
        }
        QVERIFY(compareSpilled(lines, {}, 2, 6) >= 0);
    }

    // A late finding about an event already spilled (a refused SET NX that the client's release
    // shows took the lock after all, long after) reads the key's events back first.
    void aLateFindingReadsSpilledEventsBack()
    {
        QList<QByteArray> lines{at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\"")};
        lines << at(1, "10.0.0.2:5000", R"("SET" "lock:a" "b0" "PX" "10000" "NX")")
              << at(2, "10.0.0.1:5000", R"("SET" "lock:a" "a1" "PX" "10000" "NX")");  // refused: b0 holds it
        for (int i = 0; i < 20; ++i) {  // B releases and takes it again, many events on
            const QByteArray b = "\"b" + QByteArray::number(i) + '"';
            const QByteArray next = "\"b" + QByteArray::number(i + 1) + '"';
            lines << at(10 + i, "10.0.0.2:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:a\" " + b)
                  << at(10 + i, "lua", R"("get" "lock:a")") << at(10 + i, "lua", R"("del" "lock:a")")
                  << at(10.5 + i, "10.0.0.2:5000", "\"SET\" \"lock:a\" " + next + " \"PX\" \"10000\" \"NX\"");
        }
        // A's release with its token deletes: its refused try had taken the lock after all.
        lines << at(40, "10.0.0.2:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:a\" \"b20\"")
              << at(40, "lua", R"("get" "lock:a")") << at(40, "lua", R"("del" "lock:a")")
              << at(41, "10.0.0.1:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:a\" \"a1\"")
              << at(41, "lua", R"("get" "lock:a")") << at(41, "lua", R"("del" "lock:a")")
              << at(50, "10.0.0.9:7000", R"("GET" "cache:x")");
        TrafficStats stats;
        interpret(lines, {}, &stats);
        QCOMPARE(stats.lateGrants, 1);
        QVERIFY(compareSpilled(lines, {}) > 0);
    }

    void holdingsFoundLateMoveEachEventOnce_data()
    {
        QTest::addColumn<int>("releases");
        QTest::newRow("one") << 1;
        QTest::newRow("fifty") << 50;
        QTest::newRow("four hundred") << 400;
    }
    void holdingsFoundLateMoveEachEventOnce()
    {
        QFETCH(int, releases);
        TrafficOptions options;
        options.lockGlobs = {u"lock:*"_s};
        TrafficInterpreter interpreter(options);
        interpreter.feedLine(at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\""));
        for (int i = 0; i < releases; ++i) {
            const double ms = 10 + i;
            // A connection a release, each finding its lock gone (GET, no DEL): each may have held
            // since before the watch. (A connection's second holding began after its first ended,
            // and one whose token the key still held after the key was last deleted:
            // holdingNeverSeenTakenIsReleasedOnItsLane.)
            const QByteArray client = "10.0.0.1:" + QByteArray::number(5000 + i);
            interpreter.feedLine(
                at(ms, client.constData(),
                   "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:orders\" \"t" + QByteArray::number(i) + "\""));
            interpreter.feedLine(at(ms, "lua", R"("get" "lock:orders")"));
        }
        interpreter.feedLine(at(10 + releases, "10.0.0.9:7000", R"("GET" "cache:x")"));  // the last script ends
        const Trace midStream = interpreter.keyTrace(0);  // the front put in place in a copy
        interpreter.finish();                             // and in the key's own trace
        const Trace trace = interpreter.keyTrace(0);
        QCOMPARE(interpreter.stats().heldBeforeWatch, releases);
        QVERIFY2(interpreter.eventsMoved() <= 2 * trace.events.size(),
                 qPrintable(u"%1 moves for %2 events"_s.arg(interpreter.eventsMoved()).arg(trace.events.size())));
        // The latest found first, each holding's four events together: its SET, OK, holding, note.
        const TraceEvent first = trace.events.at(0);
        QCOMPARE(first.kind, EventKind::Sent);
        QCOMPARE(first.request.value, u"t%1"_s.arg(releases - 1));
        QCOMPARE(trace.events.at(3).kind, EventKind::Note);
        QCOMPARE(trace.events.at(4 * (releases - 1)).request.value, u"t0"_s);
        // What a view read mid-stream is what the finished trace begins with.
        QVERIFY(midStream.events.size() <= trace.events.size());
        for (qsizetype i = 0; i < midStream.events.size(); ++i) {
            const TraceEvent a = midStream.events.at(i), b = trace.events.at(i);
            QCOMPARE(a.at, b.at);
            QCOMPARE(a.kind, b.kind);
            QCOMPARE(a.worker, b.worker);
            QCOMPARE(a.request.value, b.request.value);
            QCOMPARE(a.text, b.text);
        }
    }

    // A capture begun while two clients believed they held one lock (named by --keys): A had stalled
    // past its TTL and B took the lock, both before the capture. The first command seen on it is A's
    // release, which finds B's token (a GET, no DEL); C's SET NX, refused by Redis, is then sent again
    // with its token; then B's release deletes. Before: the failed release made the key "seen", so the
    // model's grant to C was certain and stayed (C "got it"), B was never drawn and its release read as
    // a delete of C's lock, and the overlap of A and B was missed: a verdict of safe.
    void failedReleaseFirstLeavesTheKeyUnsettled()
    {
        TrafficOptions options;
        options.lockGlobs = {u"job:*"_s};
        TrafficInterpreter interpreter(options);
        for (const QByteArray &line : {
                 at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\""),
                 at(20, "10.0.0.3:5000", R"("SET" "job:8" "t8" "PX" "5000" "NX")"),  // the watch sees from here
                 at(100, "10.0.0.1:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"job:7\" \"tA\""),
                 at(100, "lua", R"("get" "job:7")"), at(150, "10.0.0.4:5000", R"("SET" "job:7" "tC" "PX" "5000" "NX")"),
                 at(200, "10.0.0.4:5000", R"("SET" "job:7" "tC" "PX" "5000" "NX")"),  // sent again: refused
                 at(300, "10.0.0.2:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"job:7\" \"tB\""),
                 at(300, "lua", R"("get" "job:7")"), at(300, "lua", R"("del" "job:7")"),
                 at(400, "10.0.0.9:7000", R"("GET" "cache:x")"),  // the last script ends
             })
            interpreter.feedLine(line);
        interpreter.finish();
        QCOMPARE(interpreter.stats().withdrawnGrants, 1);
        const Trace trace = interpreter.keyTrace(interpreter.keyIndex(u"job:7"_s));
        const Summary s = summarize(trace);
        QCOMPARE(verdictName(s.verdict), u"mutual-exclusion-violated"_s);
        QCOMPARE(s.overlaps.size(), 1);
        QCOMPARE(trace.workerNames(s.overlaps.at(0).workers), (QStringList{u"10-0-0-1-5000"_s, u"10-0-0-2-5000"_s}));
        QCOMPARE(s.overlaps.at(0).from, Micros(20'000));  // trace time 0 is the whole second before
        QCOMPARE(s.overlaps.at(0).to, Micros(100'000));
        QCOMPARE(s.foreignDeletes, 0);
        QCOMPARE(s.releases.size(), 2);
        QCOMPARE(releaseResultName(s.releases.at(0).result), u"not-owner"_s);
        QCOMPARE(releaseResultName(s.releases.at(1).result), u"released"_s);
        for (const Acquisition &a : s.acquisitions) {
            if (trace.workerName(a.worker) == u"10-0-0-4-5000"_s)
                QVERIFY2(!a.ok, "C's SET NX was refused: B held the key");
        }

        // A grant after a failed check that the client sends again only once its lock has expired
        // (and another took it) was real: the resend is its retry, not a sign of a refusal, and the
        // overlap with the next holder stays.
        TrafficInterpreter retry(options);
        for (const QByteArray &line : {
                 at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\""),
                 at(100, "10.0.0.1:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"job:7\" \"tA\""),
                 at(100, "lua", R"("get" "job:7")"),
                 at(150, "10.0.0.2:5000", R"("SET" "job:7" "tB" "PX" "5000" "NX")"),
                 at(5200, "10.0.0.4:5000", R"("SET" "job:7" "tD" "PX" "5000" "NX")"),
                 at(6000, "10.0.0.2:5000", R"("SET" "job:7" "tB" "PX" "5000" "NX")"),
                 at(6100, "10.0.0.9:7000", R"("GET" "cache:x")"),
             })
            retry.feedLine(line);
        retry.finish();
        QCOMPARE(retry.stats().withdrawnGrants, 0);
        const Trace retried = retry.keyTrace(retry.keyIndex(u"job:7"_s));
        const Summary r = summarize(retried);
        bool bAndD = false;
        for (const Interval &o : r.overlaps)
            bAndD = bAndD || retried.workerNames(o.workers) == QStringList{u"10-0-0-2-5000"_s, u"10-0-0-4-5000"_s};
        QVERIFY2(bAndD, qPrintable(u"%1 overlaps, none of B and D"_s.arg(r.overlaps.size())));
    }

    // Found automatically (no --keys), a key first seen released by a script that has released lock
    // keys in the capture is a lock from that release on: its holder from before the watch, B, is drawn
    // from the start. A, whose later check finds C's token, had lost the lock before the watch and
    // overlapped both. Before, B's release was a command on other keys: 'job:7' had C and A, and B's
    // overlap with A was not seen. A script whose body alone says release, or a run whose check failed,
    // does not make a key a lock; nor, on a key found by a release with no SET NX seen on it, does a
    // failed check draw a holder (a one-time code checked twice, GET then DEL if equal, reads the same).
    void releaseByAKnownScriptMakesALockKey()
    {
        auto release = [](double ms, const char *client, const QByteArray &token, bool deleted) {
            QList<QByteArray> lines{at(ms, client, "\"EVALSHA\" \"" + sha + "\" \"1\" \"job:7\" \"" + token + "\""),
                                    at(ms, "lua", R"("get" "job:7")")};
            if (deleted)
                lines << at(ms, "lua", R"("del" "job:7")");
            return lines;
        };
        const QByteArray loaded = at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\"");
        const QList<QByteArray> taught{
            at(20, "10.0.0.3:5000", R"("SET" "job:8" "t8" "PX" "5000" "NX")"),
            at(30, "10.0.0.3:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"job:8\" \"t8\""),
            at(30, "lua", R"("get" "job:8")"),
            at(30, "lua", R"("del" "job:8")"),
        };
        const QList<QByteArray> byB = release(100, "10.0.0.2:5000", "tB", true);
        const QList<QByteArray> takenByC{at(150, "10.0.0.4:5000", R"("SET" "job:7" "tC" "PX" "5000" "NX")")};
        const QList<QByteArray> failedA = release(200, "10.0.0.1:5000", "tA", false);
        const QList<QByteArray> byC = release(300, "10.0.0.4:5000", "tC", true);
        const QList<QByteArray> end{at(400, "10.0.0.9:7000", R"("GET" "cache:x")")};  // the last script ends

        TrafficInterpreter interpreter{TrafficOptions{}};
        for (const QByteArray &line : QList<QByteArray>{loaded} + taught + byB + takenByC + failedA + byC + end)
            interpreter.feedLine(line);
        interpreter.finish();
        QCOMPARE(interpreter.stats().lockKeys, (QStringList{u"job:8"_s, u"job:7"_s}));
        QCOMPARE(interpreter.stats().heldBeforeWatch, 2);
        const Trace trace = interpreter.keyTrace(interpreter.keyIndex(u"job:7"_s));
        const Summary s = summarize(trace);
        QCOMPARE(verdictName(s.verdict), u"mutual-exclusion-violated"_s);
        QStringList pairs;
        for (const Interval &o : s.overlaps)
            pairs << trace.workerNames(o.workers).join(u'+');
        QVERIFY2(pairs.contains(u"10-0-0-2-5000+10-0-0-1-5000"_s), qPrintable(pairs.join(u", "_s)));
        QCOMPARE(s.foreignDeletes, 0);
        QCOMPARE(s.releases.size(), 3);
        QCOMPARE(releaseResultName(s.releases.at(0).result), u"released"_s);   // B
        QCOMPARE(releaseResultName(s.releases.at(1).result), u"not-owner"_s);  // A: C held it
        QCOMPARE(releaseResultName(s.releases.at(2).result), u"released"_s);   // C

        // The body alone (SCRIPT LOAD), no run on a lock key: job:7 is not a lock before C's SET NX.
        TrafficStats bodyOnly;
        interpret(QList<QByteArray>{loaded, taught.at(0)} + byB + takenByC + failedA + byC + end, TrafficOptions{},
                  &bodyOnly);
        QCOMPARE(bodyOnly.lockKeys, QStringList{u"job:7"_s});
        QCOMPARE(bodyOnly.heldBeforeWatch, 1);  // A only: B's release came before job:7 was a lock
        // A failed run first (a GET only) does not make the key a lock either.
        TrafficStats failedFirst;
        interpret(QList<QByteArray>{loaded} + taught + failedA + end, TrafficOptions{}, &failedFirst);
        QCOMPARE(failedFirst.lockKeys, QStringList{u"job:8"_s});
        // Found by B's release, no SET NX on it: A's failed check is no holding (a code checked twice).
        TrafficInterpreter checkedTwice{TrafficOptions{}};
        for (const QByteArray &line : QList<QByteArray>{loaded} + taught + byB + failedA + end)
            checkedTwice.feedLine(line);
        checkedTwice.finish();
        QCOMPARE(checkedTwice.stats().heldBeforeWatch, 1);
        QCOMPARE(verdictName(summarize(checkedTwice.keyTrace(checkedTwice.keyIndex(u"job:7"_s))).verdict), u"safe"_s);
    }

    // A connection releasing, with its compare-and-delete, locks it was never seen taking (the watch
    // began while it worked): its first holding is drawn from before the watch on the connection's
    // lane, and its release is that lane's; the second began after the first's release deleted the
    // key (a key has one holder at a time) and is drawn there. Was: each release on a new lane of the
    // connection ("not-owner"), and each drawn holding open to the end of the capture, overlapping.
    // The second release by another connection: its holding too began after the first's release.
    void holdingNeverSeenTakenIsReleasedOnItsLane_data()
    {
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<int>("lanes");
        QTest::newRow("same connection") << QByteArray("10.0.0.1:5000") << 1;
        QTest::newRow("another connection") << QByteArray("10.0.0.2:5000") << 2;
    }
    void holdingNeverSeenTakenIsReleasedOnItsLane()
    {
        QFETCH(QByteArray, second);
        QFETCH(int, lanes);
        TrafficOptions options;
        options.lockGlobs = {u"lock:*"_s};
        TrafficStats stats;
        const Trace trace = interpret(
            {
                at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\""),
                at(10, "10.0.0.1:5000", "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:orders\" \"t1\""),
                at(10, "lua", R"("get" "lock:orders")"), at(10, "lua", R"("del" "lock:orders")"),
                at(50, second.constData(), "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:orders\" \"t2\""),
                at(50, "lua", R"("get" "lock:orders")"), at(50, "lua", R"("del" "lock:orders")"),
                at(60, "10.0.0.9:7000", R"("GET" "cache:x")"),  // the last script ends
            },
            options, &stats);
        QCOMPARE(trace.workers.size(), lanes);
        const QString cad = u"compare-and-delete=(integer) 1"_s;
        for (const TraceEvent &e : trace.events)
            QVERIFY2(e.worker < lanes, qPrintable(u"an event on lane %1: %2"_s.arg(e.worker).arg(e.text)));
        if (lanes == 1) {
            QCOMPARE(replies(trace, 0), (QStringList{u"SET=OK"_s, cad, u"SET=OK"_s, cad}));
        } else {
            QCOMPARE(replies(trace, 0), (QStringList{u"SET=OK"_s, cad}));
            QCOMPARE(replies(trace, 1), (QStringList{u"SET=OK"_s, cad}));
        }
        QCOMPARE(stats.heldBeforeWatch, 1);  // the second holding began after the watch did
        const Summary s = summarize(trace);
        QCOMPARE(verdictName(s.verdict), u"safe"_s);
        QCOMPARE(s.overlaps.size(), 0);
        QCOMPARE(s.foreignDeletes, 0);
        QCOMPARE(s.releases.size(), 2);
        for (const Release &r : s.releases)
            QCOMPARE(releaseResultName(r.result), u"released"_s);
        // Each holding ends at its release, not at the end of the capture.
        QCOMPARE(s.acquisitions.size(), 2);
    }

    // One connection taking the lock again and again under a new token and never releasing it (each
    // holding expires: SET NX PX 5, 10 ms apart, three refused SET NX between) keeps a lane per
    // holding. Each SET NX goes to the connection's first lane that holds nothing: found without
    // walking the lanes that hold (that walk was a square in the holdings), and the first again once
    // an early holder lets go.
    void acquireFindsAFreeLaneWithoutAWalk_data()
    {
        QTest::addColumn<int>("grants");
        QTest::newRow("fifty") << 50;
        QTest::newRow("four hundred") << 400;
    }
    void acquireFindsAFreeLaneWithoutAWalk()
    {
        QFETCH(int, grants);
        TrafficOptions options;
        options.lockGlobs = {u"lock:*"_s};
        TrafficInterpreter interpreter(options);
        interpreter.feedLine(at(0, "10.0.0.9:7000", "\"SCRIPT\" \"LOAD\" \"" + releaseBody + "\""));
        const char *client = "10.0.0.1:5000";
        qint64 commands = 0;
        for (int g = 0; g < grants; ++g) {
            for (int r = 0; r < 4; ++r, ++commands) {
                const QByteArray token = "t" + QByteArray::number(g) + '-' + QByteArray::number(r);
                interpreter.feedLine(at(1 + 10 * g + r, client, R"("SET" "lock:1" ")" + token + R"(" "PX" "5" "NX")"));
            }
        }
        // The holder on lane 5 lets go (its lock long expired): the next SET NX is that lane's again.
        const double end = 10.0 * grants + 10;
        interpreter.feedLine(at(end, client, "\"EVALSHA\" \"" + sha + "\" \"1\" \"lock:1\" \"t5-0\""));
        interpreter.feedLine(at(end, "lua", R"("get" "lock:1")"));
        interpreter.feedLine(at(end + 10, client, R"("SET" "lock:1" "again" "PX" "5" "NX")"));
        commands += 2;
        interpreter.finish();
        const Trace trace = interpreter.keyTrace(0);
        QCOMPARE(trace.workers.size(), grants + 1);  // the last one's three SET NX were refused
        for (int lane : {0, 1, grants - 1})
            QCOMPARE(replies(trace, lane).count(u"SET=OK"_s), 1);
        QCOMPARE(replies(trace, grants).count(u"SET=OK"_s), 0);
        QCOMPARE(replies(trace, 5).constLast(), u"SET=OK"_s);
        QVERIFY2(interpreter.lanesScanned() <= 3 * commands,
                 qPrintable(u"%1 lanes looked at for %2 commands"_s.arg(interpreter.lanesScanned()).arg(commands)));
        // Each lane's tokens, not every token sent.
        QVERIFY2(interpreter.tokensKept() <= 2 * trace.workers.size(),
                 qPrintable(u"%1 tokens kept for %2 lanes"_s.arg(interpreter.tokensKept()).arg(trace.workers.size())));
    }

    void globs_data()
    {
        QTest::addColumn<QString>("glob");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("matches");
        QTest::newRow("star") << "lock:*"
                              << "lock:a:b" << true;
        QTest::newRow("star no") << "lock:*"
                                 << "lk" << false;
        QTest::newRow("question") << "l?ck"
                                  << "lock" << true;
        QTest::newRow("set") << "lock:[ab]"
                             << "lock:b" << true;
        QTest::newRow("negated set") << "lock:[^ab]"
                                     << "lock:b" << false;
        QTest::newRow("escape") << "a\\*"
                                << "a*" << true;
        QTest::newRow("escape literal") << "a\\*"
                                        << "ab" << false;
        QTest::newRow("dot literal") << "a.b"
                                     << "axb" << false;
        QTest::newRow("anchored") << "lock"
                                  << "lock2" << false;
        // Redis's stringmatchlen, as `KEYS` on redis-server 7.0 answered each of these: a reversed
        // range is swapped (it was an invalid regular expression, matching nothing, with a warning
        // per key); in a set `\x` is x and the set ends at the first unescaped `]`; a set never
        // closed runs to the end; no regular-expression syntax ([:alpha:]) means anything in a set.
        QTest::newRow("reversed range") << "py:order:[8-6]"
                                        << "py:order:7" << true;
        QTest::newRow("reversed range, outside") << "py:order:[8-6]"
                                                 << "py:order:9" << false;
        QTest::newRow("escaped ] in a set") << "a[\\]]"
                                            << "a]" << true;
        QTest::newRow("backslash escapes in a set") << "a[\\d]"
                                                    << "a\\" << false;
        QTest::newRow("unclosed set") << "lock[ab"
                                      << "locka" << true;
        QTest::newRow("unclosed set, literal") << "lock[ab"
                                               << "lock[ab" << false;
        QTest::newRow("empty set") << "a[]"
                                   << "a]" << false;
        QTest::newRow("negated empty set") << "a[^]"
                                           << "ax" << true;
        QTest::newRow("no POSIX class") << "[[:alpha:]]"
                                        << "a]" << true;
        QTest::newRow("no POSIX class, letter") << "[[:alpha:]]"
                                                << "b" << false;
        QTest::newRow("range up to ]") << "[a-]x]"
                                       << "_" << true;
        QTest::newRow("trailing backslash") << "a\\"
                                            << "a\\" << true;
        QTest::newRow("regex metacharacters") << "a(b|c)+$"
                                              << "a(b|c)+$" << true;
        QTest::newRow("a character outside the BMP") << u"k\U0001F600?"_s << u"k\U0001F600x"_s << true;
    }
    void globs()
    {
        QFETCH(QString, glob);
        QFETCH(QString, key);
        const QRegularExpression re = redisGlob(glob);
        QVERIFY2(re.isValid(), qPrintable(re.pattern() + u' ' + re.errorString()));
        QTEST(re.match(key).hasMatch(), "matches");
    }
};

QTEST_GUILESS_MAIN(TestTrafficInterpreter)
#include "tst_trafficinterpreter.moc"
