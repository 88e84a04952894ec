// SPDX-License-Identifier: MIT
// `locklab watch` and `locklab import`: real traffic (a live MONITOR, or a saved MONITOR log) as a trace.
#include "cli.h"

#include "core/coretr.h"
#include "core/groupedimport.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/scenarioloader.h"
#include "core/terminaltext.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "live/watch.h"
#include "options.h"
#include "progressline.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <climits>
#include <csignal>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace locklab::cli {

namespace {

std::atomic<bool> interrupted{false};

void onWatchSignal(int)
{
    interrupted = true;
}

// The shared flags (app/options.h), read into what the interpreter takes.
struct TrafficCliOptions : options::TrafficFlags {
    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions(all());
        parser.addOptions(limitOptions());  // --max-events, --max-memory-mb: as `run` takes them
    }
    // What can be refused before the watch or the import starts (exit 2), so no minutes of traffic are
    // read for an output that cannot be written or a glob that cannot be matched. False: *error says why.
    bool check(const QCommandLineParser &parser, QString *error) const
    {
        if (parser.isSet(json) && parser.isSet(summary)) {
            *error = OptionsTr::tr("--json and --summary: one at a time");
            return false;
        }
        if (parser.isSet(record) && !checkOutputBesideReport(parser.value(record), error)) {
            *error = QStringLiteral("--record: ") + *error;
            return false;
        }
        for (const QCommandLineOption *option : {&keys, &storeKeys}) {
            for (const QString &glob : parser.values(*option)) {
                if (const QString why = globError(glob); !why.isEmpty()) {
                    *error = QStringLiteral("--") + option->names().constFirst() + QStringLiteral(": ") + why;
                    return false;
                }
            }
        }
        return true;
    }
    TrafficOptions read(const QCommandLineParser &parser, const QString &source) const
    {
        TrafficOptions o;
        o.lockGlobs = parser.values(keys);
        o.storeGlobs = parser.values(storeKeys);
        o.fenceKey = parser.value(fenceKey);
        o.source = source;
        return o;
    }
};

// What the report reads of the traffic beside its result: one pass's interpreter (a watch, an import
// with --record), or an import's groups, which read a key's trace again when it is shown.
struct TrafficSource {
    const TrafficStats *stats = nullptr;
    QString limitReached;
    int sourceCount = 1;
    QString firstKey;                                       // the first key taken with SET NX
    std::function<bool(const QString &)> isKey;             // taken with SET NX (a lock or a deduplication key)
    std::function<Trace(const QString &)> trace;            // a key's whole trace
    std::function<QJsonValue(const LockKeyResult &)> json;  // a lock key's --json object
    bool tracesKept = true;                                 // the result's keys have their events
};

TrafficSource sourceOf(const TrafficInterpreter &interpreter, bool tracesKept)
{
    TrafficSource source;
    source.stats = &interpreter.stats();
    source.limitReached = interpreter.limitReached();
    source.sourceCount = interpreter.sourceCount();
    source.firstKey = interpreter.keyName(0);
    source.isKey = [&interpreter](const QString &key) { return interpreter.keyIndex(key) >= 0; };
    source.trace = [&interpreter](const QString &key) { return interpreter.keyTrace(interpreter.keyIndex(key)); };
    source.json = [&interpreter, tracesKept](const LockKeyResult &result) {
        if (tracesKept)
            return QJsonValue(lockKeyToJson(result));
        LockKeyResult key = result;
        key.trace = interpreter.keyTrace(interpreter.keyIndex(key.key));
        return QJsonValue(lockKeyToJson(key));
    };
    source.tracesKept = tracesKept;
    return source;
}

// The key the report details: --key's, else the worst lock key (the first lock key's trace, empty,
// when there is none). False, with *error, when --key names no key taken with SET NX: *detail is then
// the worst key's, so the report (and the recording) a long watch made are not thrown away for a typo.
bool detailKey(const QCommandLineParser &parser, const TrafficCliOptions &o, const TrafficSource &source,
               const TrafficResult &result, LockKeyResult *detail, QString *error)
{
    // No lock key: the first key taken with SET NX, if any (a capture that ended while it was held).
    *detail = result.locks().isEmpty() ? LockKeyResult{source.firstKey, source.trace(source.firstKey)}
                                       : result.locks().constFirst();
    if (!parser.isSet(o.key))
        return true;
    const QString key = parser.value(o.key);
    if (const qsizetype i = result.indexOf(key); i >= 0) {
        *detail = result.locks().at(i);
        return true;
    }
    // A deduplication key is out of the verdict but can still be looked at.
    if (source.isKey(key)) {
        *detail = lockKeyResult(key, source.trace(key));
        return true;
    }
    QStringList some;
    constexpr qsizetype named = 5;
    for (qsizetype i = 0; i < std::min(result.locks().size(), named); ++i)
        some << printable(result.locks().at(i).key);
    if (result.locks().size() > named)
        some << RedisWatch::tr("%n more", nullptr, static_cast<int>(result.locks().size() - named));
    *error = some.isEmpty()
                 ? RedisWatch::tr("--key: no key %1 was taken with SET NX in the traffic, and no lock key was")
                       .arg(quoted(key))
                 : RedisWatch::tr("--key: no key %1 was taken with SET NX in the traffic; the report details the "
                                  "worst lock key instead (lock keys: %2)")
                       .arg(quoted(key), some.join(QStringLiteral(", ")));
    return false;
}

// Why the traffic has no lock key, when a filter is why: --keys matched none of the keys taken with
// SET NX (named), or the followed database has none while others had commands. Empty otherwise.
QStringList noLockKeyHints(const TrafficResult &result, const TrafficOptions &options, const TrafficStats &stats)
{
    QStringList hints;
    if (!result.locks().isEmpty())
        return hints;
    if (!options.lockGlobs.isEmpty()) {
        QStringList globs;
        for (const QString &g : options.lockGlobs)
            globs << quoted(g);
        const int outside = static_cast<int>(std::min<qint64>(stats.setNxKeysOutsideFilter, INT_MAX));
        if (outside == 0) {
            hints << RedisWatch::tr("--keys %1 matched no key, and no other key was taken with SET NX and an expiry")
                         .arg(globs.join(QStringLiteral(" ")));
        } else {
            QStringList named;
            for (const QString &k : stats.setNxKeysOutsideFilterNamed)
                named << printable(k);
            if (outside > named.size())
                named << QStringLiteral("…");
            hints << RedisWatch::tr("--keys %1 matched none of the %n key(s) taken with SET NX and an expiry: %2",
                                    nullptr, outside)
                         .arg(globs.join(QStringLiteral(" ")), named.join(QStringLiteral(", ")));
        }
    }
    if (options.db >= 0 && stats.otherDbCommands > 0)
        hints << RedisWatch::tr("no lock key in database %1; %n command(s) were in other databases", nullptr,
                                static_cast<int>(std::min<qint64>(stats.otherDbCommands, INT_MAX)))
                     .arg(options.db);
    return hints;
}

int lockKeysOn(const TrafficResult &result, const QString &shard)
{
    return static_cast<int>(std::count_if(result.locks().cbegin(), result.locks().cend(),
                                          [&shard](const LockKeyResult &k) { return k.shard == shard; }));
}

// A cluster's shards (or a Redlock's instances, `redlock`): where each one's MONITOR ran, its keys,
// its lag and its clock against ours.
void writeShards(QTextStream &out, const QList<WatchShard> &shards, const TrafficResult &result, bool redlock)
{
    const int count = static_cast<int>(shards.size());
    out << '\n'
        << (redlock
                ? RedisWatch::tr("%n independent instance(s) of a Redlock, quorum %1, MONITOR on each:", nullptr, count)
                      .arg(count / 2 + 1)
                : RedisWatch::tr("%n shard(s), MONITOR on each primary:", nullptr, count))
        << '\n';
    int instance = 0;
    for (const WatchShard &s : shards) {
        QStringList parts{redlock ? RedisWatch::tr("instance %1 %2").arg(++instance).arg(printable(s.name))
                                  : printable(s.name)};
        if (!redlock)  // a Redlock's every key is on every instance
            parts << RedisWatch::tr("slots %1").arg(s.slotRanges)
                  << RedisWatch::tr("%n lock key(s)", nullptr, lockKeysOn(result, s.name));
        parts << QStringList{
            RedisWatch::tr("%n line(s)", nullptr, static_cast<int>(std::min<qint64>(s.lines, INT_MAX))),
            RedisWatch::tr("lag p99 %1 ms").arg(s.lag.p99Ms, 0, 'f', 1),
            s.clockKnown ? RedisWatch::tr("clock %1 ms (±%2) against LockLab's")
                               .arg(s.clockOffsetMs >= 0 ? QStringLiteral("+%1").arg(s.clockOffsetMs, 0, 'f', 2)
                                                         : QString::number(s.clockOffsetMs, 'f', 2))
                               .arg(s.clockErrorMs, 0, 'f', 2)
                         : RedisWatch::tr("clock not measured")};
        if (s.failovers > 0)
            parts << RedisWatch::tr("primary now %1 after %n failover(s)", nullptr, s.failovers)
                         .arg(printable(s.primary));
        if (s.lost)
            parts << RedisWatch::tr("lost: not watched at the end");
        out << QStringLiteral("  ") << parts.join(QStringLiteral(", ")) << '\n';
    }
}

// `redlock`: a Redlock's instances ("instance": 1-based, the number the keys' `lock@i` and the
// summary's tries use) rather than a cluster's shards.
QJsonArray shardsToJson(const QList<WatchShard> &shards, const TrafficResult &result, bool redlock = false)
{
    QJsonArray out;
    int instance = 0;
    for (const WatchShard &s : shards) {
        if (redlock) {
            out.append(QJsonObject{
                {QStringLiteral("instance"), ++instance},
                {QStringLiteral("url"), s.primary},
                {QStringLiteral("lines"), s.lines},
                {QStringLiteral("lagP50Ms"), s.lag.p50Ms},
                {QStringLiteral("lagP99Ms"), s.lag.p99Ms},
                {QStringLiteral("lagMaxMs"), s.lag.maxMs},
                {QStringLiteral("clockOffsetMs"), s.clockKnown ? QJsonValue(s.clockOffsetMs) : QJsonValue()},
                {QStringLiteral("clockErrorMs"), s.clockKnown ? QJsonValue(s.clockErrorMs) : QJsonValue()},
                {QStringLiteral("lost"), s.lost},
            });
            continue;
        }
        out.append(QJsonObject{
            {QStringLiteral("shard"), s.name},
            {QStringLiteral("slots"), s.slotRanges},
            {QStringLiteral("primary"), s.primary},
            {QStringLiteral("lockKeys"), lockKeysOn(result, s.name)},
            {QStringLiteral("lines"), s.lines},
            {QStringLiteral("lagP50Ms"), s.lag.p50Ms},
            {QStringLiteral("lagP99Ms"), s.lag.p99Ms},
            {QStringLiteral("lagMaxMs"), s.lag.maxMs},
            // Its clock minus LockLab's, ± half the round trip it was measured with; null: not measured.
            {QStringLiteral("clockOffsetMs"), s.clockKnown ? QJsonValue(s.clockOffsetMs) : QJsonValue()},
            {QStringLiteral("clockErrorMs"), s.clockKnown ? QJsonValue(s.clockErrorMs) : QJsonValue()},
            {QStringLiteral("failovers"), s.failovers},
            {QStringLiteral("lost"), s.lost},
        });
    }
    return out;
}

// The report (or JSON), and the recording. Returns the exit code. `shards`: a cluster's, each named
// (or a Redlock's instances, `redlock`).
// Every lock key of one pass's interpreter, ranked. --json writes each key's summary: kept from the
// interpretation that ranks the keys, not made again (after a flood of 2,000 keys that second pass was
// most of the seconds SIGTERM waited). With the events spilled (an import with --store-keys), each key
// is read back for its figures and let go: its summary and its trace are read again for --json, and
// the detailed key's trace for the report.
TrafficResult resultOf(const TrafficInterpreter &interpreter, bool json, bool spilled)
{
    // 100,000 keys take seconds after the reading: the line says what it waits for.
    const qsizetype locks = interpreter.stats().lockKeys.size();
    ProgressLine progress(
        RedisWatch::tr("interpreting %n lock key(s)", nullptr, static_cast<int>(std::min<qsizetype>(locks, INT_MAX))),
        !json);
    return TrafficResult(interpreter, -1, json && !spilled ? KeepSummaries::Yes : KeepSummaries::No,
                         spilled ? KeepTraces::No : KeepTraces::Yes, std::ref(progress));
}

int output(const QString &command, const QCommandLineParser &parser, const TrafficCliOptions &o,
           const TrafficResult &result, const TrafficSource &source, const TrafficOptions &traffic,
           const QString &description, const QString &redisVersion, const QList<WatchShard> &shards = {},
           bool redlock = false)
{
    QTextStream out(stdout), err(stderr);
    LockKeyResult detail;
    QString keyError;
    const bool keyFound = detailKey(parser, o, source, result, &detail, &keyError);
    if (!source.tracesKept && !detail.key.isEmpty())
        detail.trace = source.trace(detail.key);
    Trace trace = std::move(detail.trace);
    trace.scenario = command;
    // The other keys go into the recording only when it is saved: copying 100,000 traces to name
    // one key's lanes was a tenth of an import's time.
    static const TrafficResult noOtherKeys;
    const Recording recording =
        trafficRecording(trace, description, redisVersion, parser.isSet(o.record) ? result : noOtherKeys);
    Scenario scenario;
    LoadError ignored;
    if (!parseScenario(recording.scenarioJson, trace.scenario, &scenario, &ignored))
        scenario.title = trace.scenario;
    scenario.name = trace.scenario;
    trace = recording.trace;
    // The shown key's summary is the one its row already has (the recording changes only names).
    const Summary summary = detail.summary ? *detail.summary : summarize(trace);
    // A recording that cannot be written loses nothing else: the report follows, the reason after it.
    QString recordError;
    if (parser.isSet(o.record)) {
        if (trace.workers.isEmpty()) {
            err << "locklab " << command
                << ": --record: " << RedisWatch::tr("no client touched a watched key: nothing to record") << '\n';
        } else {
            // No key can have more clients than a recording keeps: the interpreter stops before (withinLimits).
            saveRecording(parser.value(o.record), recording, &recordError);
        }
    }
    const TrafficStats &stats = *source.stats;
    QStringList hints = noLockKeyHints(result, traffic, stats);
    // One stream whose clients speak Redis Cluster: one node's MONITOR, blind to the other shards'
    // keys, whose races it cannot report (a SAFE here is this node's only).
    if (source.sourceCount == 1 && stats.clusterCommands > 0)
        hints << RedisWatch::tr("the clients sent %n CLUSTER command(s): this is likely one node of a Redis Cluster, "
                                "and the lock keys on its other nodes are not in it (locklab watch --redis "
                                "redis+cluster://HOST:PORT watches every shard)",
                                nullptr, static_cast<int>(std::min<qint64>(stats.clusterCommands, INT_MAX)));
    if (parser.isSet(o.json)) {
        // Written as it is made, as `run --json` is: the keys' objects (about 12 KB each) are never
        // one document in memory, and the first bytes go out at once.
        StreamedObject j = runJsonFields(scenario, trace, summary);
        j.insert(QStringLiteral("lockKey"), trace.lockKey);
        j.insert(QStringLiteral("workers"), QJsonArray::fromStringList(trace.workers));
        j.insert(QStringLiteral("traffic"), trafficStatsToJson(stats));
        // Every lock key, worst first; the overall verdict is the worst key's.
        j.insert(QStringLiteral("verdict"), verdictName(result.verdict()));
        j.insert(QStringLiteral("keysWithViolations"), result.withViolations());
        j.insertArray(QStringLiteral("keys"), result.locks().size(),
                      [&result, &source](qsizetype i) { return source.json(result.locks().at(i)); });
        j.insert(QStringLiteral("deduplicationKeys"), QJsonArray::fromStringList(result.deduplicationKeys()));
        if (!source.limitReached.isEmpty())
            j.insert(QStringLiteral("limitReached"), source.limitReached);
        if (!shards.isEmpty())
            j.insert(redlock ? QStringLiteral("instances") : QStringLiteral("shards"),
                     shardsToJson(shards, result, redlock));
        streamToStdout([&j](QIODevice &device) { return j.write(device); });
        for (const QString &hint : hints)  // standard output is the JSON's
            err << "locklab " << command << ": " << hint << '\n';
    } else {
        const bool brief = parser.isSet(o.summary);
        writeLockKeyTable(out, result, brief ? KeyRows::FirstAndLast : KeyRows::All);
        for (const QString &hint : hints)
            out << hint << '\n';
        if (!shards.isEmpty())
            writeShards(out, shards, result, redlock);
        if (!trace.lockKey.isEmpty()) {
            out << '\n' << detailHeading(result, trace.lockKey, parser.isSet(o.key) && keyFound) << "\n\n";
        }
        // A line at a time: a long capture is never one string.
        writeRunReport(out, scenario, trace, summary, brief ? ReportEvents::None : ReportEvents::Each);
        out << '\n'
            << TrafficTr::tr("traffic (replies and beliefs inferred by the model)") << '\n'
            << trafficStatsText(stats);
        // Said on standard error too; here as well, so a report kept in a file says it is partial.
        if (!source.limitReached.isEmpty())
            out << "  " << TrafficTr::tr("stopped").leftJustified(16) << source.limitReached << '\n';
    }
    out.flush();
    int code = Ok;
    if (!recordError.isEmpty()) {
        err << "locklab " << command << ": --record: " << recordError << '\n'
            << "locklab " << command << ": "
            << RedisWatch::tr("the recording was not written; the report above is complete") << '\n';
        code = Failure;
    }
    if (!keyFound) {
        err << "locklab " << command << ": " << keyError << '\n';
        code = BadInput;
    }
    return code;
}

// The capture's lines that are not MONITOR lines, each where it is (the first ones), then how many more.
void printInvalidLines(QTextStream &err, const QString &path, const TrafficStats &stats)
{
    for (const InvalidLine &l : stats.invalid)
        err << printable(path) << ':' << l.number << ':' << l.column << ": " << monitorParseMessage(l.message) << '\n';
    if (stats.invalidLines > stats.invalid.size())
        err << printable(path) << ": "
            << RedisWatch::tr("%n more line(s) that are not MONITOR lines", nullptr,
                              static_cast<int>(std::min<qint64>(stats.invalidLines - stats.invalid.size(), INT_MAX)))
            << '\n';
}

}  // namespace

int import(const QStringList &arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    TrafficCliOptions o;
    o.addTo(parser);
    const QCommandLineOption db(
        QStringLiteral("db"),
        TrafficTr::tr("the database whose commands are followed (default: the first a lock key is in)"),
        QStringLiteral("N"));
    parser.addOption(db);
    parser.addPositionalArgument(QStringLiteral("log"),
                                 RedisWatch::tr("output of `redis-cli monitor`, or RedisInsight's saved profiler log"));
    if (printHelpIfAsked(QStringLiteral("import"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        err << "locklab import: "
            << (parser.errorText().isEmpty() ? RedisWatch::tr("expected one MONITOR log file") : parser.errorText())
            << '\n'
            << RedisWatch::tr("usage: locklab import FILE.log [--db N] [--keys GLOB]… [--store-keys GLOB]… "
                              "[--fence-key NAME] [--key K] [--record F] [--json|--summary] [--max-events N] "
                              "[--max-memory-mb MB]")
            << '\n';
        return BadInput;
    }
    const QString path = parser.positionalArguments().first();
    if (QString refused; !o.check(parser, &refused)) {
        err << "locklab import: " << refused << '\n';
        return BadInput;
    }
    TrafficOptions traffic = o.read(parser, QFileInfo(path).fileName());
    if (QString limitError; !parseLimits(parser, &traffic.limits, &limitError)) {
        err << "locklab import: " << limitError << '\n';
        return BadInput;
    }
    if (parser.isSet(db)) {
        bool ok = false;
        traffic.db = parser.value(db).toInt(&ok);
        if (!ok || traffic.db < 0 || traffic.db > 65535) {
            err << "locklab import: "
                << RedisWatch::tr("--db: expected a database number from 0 to 65535, got %1")
                       .arg(options::got(parser.value(db)))
                << '\n';
            return BadInput;
        }
    }
    // A file's lock keys are interpreted a group at a time (GroupedImport: a 10 M-line capture of 100,000
    // keys held 4.8 GB in one pass). Store writes and the fence are a client's across every key it holds,
    // and --record holds every key whole: those imports make one pass, the keys' older events waiting
    // in a temporary file unless --record keeps them.
    const bool grouped = !parser.isSet(o.record) && traffic.storeGlobs.isEmpty() && traffic.fenceKey.isEmpty();
    // In groups the traces are never held together: the default cap on their events, a guard of memory,
    // is not needed (--max-memory-mb guards each group's); a --max-events given counts every group's.
    if (grouped && !parser.isSet(QStringLiteral("max-events")))
        traffic.limits.maxEvents = 0;
    if (!parser.isSet(o.record))
        traffic.spillDirectory = QString();
    std::optional<GroupedImport> groups;
    std::optional<TrafficInterpreter> interpreter;
    QString importError;
    bool imported = false;
    {
        ProgressLine progress(OptionsTr::tr("reading %1").arg(path), !parser.isSet(o.json));
        if (grouped) {
            // LOCKLAB_IMPORT_GROUPS sets how many (tests hold small captures to several groups with it).
            groups.emplace(traffic, qEnvironmentVariableIntValue("LOCKLAB_IMPORT_GROUPS"), parser.isSet(o.json));
            imported = groups->run(path, &importError, std::ref(progress));
            // (A pipe was read to its end: it cannot be read again.)
            if (!imported && groups->temporaryFileFailed() && QFileInfo(path).isFile()) {
                // No room for the groups' file: one pass, the events in memory, with the reason in the report.
                err << "locklab import: " << importError << "; " << RedisWatch::tr("reading it in one pass") << '\n';
                groups.reset();
            }
        }
        if (!groups) {
            interpreter.emplace(traffic);
            imported = importMonitorLog(path, *interpreter, &importError, std::ref(progress));
        }
    }
    printInvalidLines(err, path, groups ? groups->stats() : interpreter->stats());
    if (!imported) {
        err << importError << '\n';
        return BadInput;
    }
    err.flush();
    TrafficSource source;
    TrafficResult result;
    if (groups) {
        source.stats = &groups->stats();
        source.limitReached = groups->limitReached();
        source.firstKey = groups->firstKey();
        source.isKey = [&groups](const QString &key) { return groups->isKey(key); };
        source.trace = [&groups](const QString &key) { return groups->keyTrace(key); };
        source.json = [&groups](const LockKeyResult &key) { return QJsonValue(groups->keyJson(key.key)); };
        source.tracesKept = false;
        result = groups->result();
    } else {
        const bool spilled = traffic.spillDirectory.has_value();
        source = sourceOf(*interpreter, !spilled);
        result = resultOf(*interpreter, parser.isSet(o.json), spilled);
    }
    const int code = output(QStringLiteral("import"), parser, o, result, source, traffic,
                            TrafficTr::tr("Imported from the MONITOR log %1.").arg(QFileInfo(path).fileName()), {});
    if (groups && !groups->readBackError().isEmpty()) {
        err << "locklab import: " << printable(path) << ": " << groups->readBackError() << '\n';
        return BadInput;
    }
    if (code == Ok && !source.limitReached.isEmpty()) {
        err << "locklab import: "
            << RedisWatch::tr("%1; the report shows the traffic up to there").arg(source.limitReached) << '\n';
        return LimitReached;
    }
    return code;
}

// Until the watch ends by itself or Ctrl+C (or SIGTERM) stops it.
// The signals are caught from before the start: Ctrl+C while a stalled server holds the start up
// still gets the report and the server's setting put back.
// What the watch notes while it runs (a sentinel's switch) is printed as it comes: `printed`
// counts the notices printed so far.
static void watchUntilDone(RedisWatch &watcher, qsizetype *printed)
{
    const auto printNew = [&watcher, printed] {
        QTextStream err(stderr);
        const QStringList notices = watcher.notices();
        for (; *printed < notices.size(); ++*printed) {
            if (notices.at(*printed) != watcher.restoreFailure())  // that one comes last, after the report
                err << "locklab watch: " << notices.at(*printed) << '\n';
        }
        err.flush();
    };
    if (interrupted && watcher.isRunning()) {
        QCoro::waitFor(watcher.stop());
        return;
    }
    QEventLoop loop;
    QObject::connect(&watcher, &RedisWatch::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        printNew();
        if (interrupted && watcher.isRunning()) {
            poll.stop();
            QCoro::connect(watcher.stop(), &loop, [&loop] { loop.quit(); });
        }
    });
    poll.start(50);
    if (watcher.isRunning())
        loop.exec();
}

// After the watch: what it noted since the start, its lag, the report, and the exit code.
static int reportWatch(const QCommandLineParser &parser, const TrafficCliOptions &o, const WatchOptions &options,
                       const RedisWatch &watcher, qsizetype startNotices)
{
    QTextStream err(stderr);
    // What happened since the notices printed (the setting put back); a failure to put it back comes last.
    for (const QString &n : watcher.notices().mid(startNotices)) {
        if (n != watcher.restoreFailure())
            err << "locklab watch: " << n << '\n';
    }
    const TrafficStats stats = watcher.interpreter().stats();
    for (const InvalidLine &l : stats.invalid)
        err << "monitor:" << l.number << ':' << l.column << ": " << monitorParseMessage(l.message) << '\n';
    const WatchLag lag = watcher.lag();
    const int lines = static_cast<int>(std::min<qint64>(lag.samples, INT_MAX));
    err << RedisWatch::tr("locklab watch: %n line(s), lag p50 %1 ms, p99 %2 ms, max %3 ms", nullptr, lines)
               .arg(lag.p50Ms, 0, 'f', 1)
               .arg(lag.p99Ms, 0, 'f', 1)
               .arg(lag.maxMs, 0, 'f', 1)
        << '\n';
    if (!watcher.endReason().isEmpty())
        err << "locklab watch: " << RedisWatch::tr("%1; the trace so far follows").arg(watcher.endReason()) << '\n';
    err.flush();
    QStringList watched;
    for (const RedisUrl &url : options.instances.isEmpty() ? QList<RedisUrl>{options.url} : options.instances)
        watched << url.redacted();
    const TrafficResult result = resultOf(watcher.interpreter(), parser.isSet(o.json), false);
    const int code = output(
        QStringLiteral("watch"), parser, o, result, sourceOf(watcher.interpreter(), true), options.traffic,
        TrafficTr::tr("Watched on %1 with MONITOR.").arg(watched.join(QStringLiteral(", "))), watcher.serverVersion(),
        watcher.isCluster() || watcher.isRedlock() ? watcher.shards() : QList<WatchShard>{}, watcher.isRedlock());
    if (!watcher.restoreFailure().isEmpty()) {
        // Last, after the report, where the person watching looks first.
        err << "locklab watch: " << watcher.restoreFailure() << '\n';
        return Failure;
    }
    if (code != Ok)
        return code;
    if (!watcher.interpreter().limitReached().isEmpty())
        return LimitReached;
    return watcher.endReason().isEmpty() ? Ok : Failure;
}

// The --redis URLs: one server, a cluster or a sentinel's primary; given more than once, a Redlock's
// independent instances (plain redis:// URLs, at most as many as a scenario's). False: said on stderr.
static bool readUrls(const QStringList &urls, WatchOptions *options)
{
    QTextStream err(stderr);
    QString error;
    for (const QString &text : urls) {
        RedisUrl url;
        if (!RedisUrl::parse(text, &url, &error)) {
            err << "locklab watch: --redis: " << error << '\n';
            return false;
        }
        if (urls.size() > 1 && url.topology != RedisUrl::Topology::Server) {
            err << "locklab watch: --redis: "
                << RedisWatch::tr("several URLs are a Redlock's independent instances: each a redis:// URL, got %1")
                       .arg(url.redacted())
                << '\n';
            return false;
        }
        // The same host:port twice is one server, not two instances (another name of it is found by
        // its run_id once connected).
        for (qsizetype i = 0; i < options->instances.size(); ++i) {
            const RedisUrl &other = options->instances.at(i);
            if (other.host.compare(url.host, Qt::CaseInsensitive) == 0 && other.port == url.port) {
                err << "locklab watch: --redis: "
                    << RedisWatch::tr("%1 is given twice (instances %2 and %3): a Redlock's instances are "
                                      "independent servers, give each once")
                           .arg(RedisAddress{url.host, url.port}.toString())
                           .arg(i + 1)
                           .arg(options->instances.size() + 1)
                    << '\n';
                return false;
            }
        }
        options->instances.append(url);
    }
    if (urls.size() > limits::maxRedlockInstances) {
        err << "locklab watch: --redis: "
            << RedisWatch::tr("a Redlock of at most %1 instances, got %2")
                   .arg(limits::maxRedlockInstances)
                   .arg(urls.size())
            << '\n';
        return false;
    }
    options->url = options->instances.constFirst();
    if (options->instances.size() == 1)
        options->instances.clear();
    return true;
}

int watch(const QStringList &arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    TrafficCliOptions o;
    const QCommandLineOption redis(
        QStringLiteral("redis"),
        RedisWatch::tr("redis://[user[:password]@]host[:port][/db], "
                       "redis+sentinel://host[:port][,host[:port]…]/MASTER[/db], or "
                       "redis+cluster://host[:port][,host[:port]…] (every primary of the cluster); "
                       "given 2 to 7 times, redis:// URLs: a Redlock's independent instances, watched as one"),
        QStringLiteral("URL"));
    const QCommandLineOption duration(QStringLiteral("duration"),
                                      RedisWatch::tr("seconds to watch (default 60; 0: until Ctrl+C)"),
                                      QStringLiteral("S"));
    const QCommandLineOption timeout(QStringLiteral("timeout-ms"),
                                     RedisWatch::tr("timeout of every Redis call (default 2000)"),
                                     QStringLiteral("MS"));
    const QCommandLineOption expiry(
        QStringLiteral("expiry-events"),
        RedisWatch::tr("CONFIG SET notify-keyspace-events Ex for the watch (restored after) to note real expiries"));
    parser.addOptions({redis, duration, timeout, expiry});
    o.addTo(parser);
    if (printHelpIfAsked(QStringLiteral("watch"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments) || !parser.positionalArguments().isEmpty() || !parser.isSet(redis)) {
        err << "locklab watch: "
            << (parser.errorText().isEmpty() ? RedisWatch::tr("expected --redis URL") : parser.errorText()) << '\n'
            << RedisWatch::tr("usage: locklab watch --redis URL [--redis URL]… [--keys GLOB]… [--store-keys GLOB]… "
                              "[--fence-key NAME] [--duration S] [--key K] [--record F] [--json|--summary] "
                              "[--max-events N] [--max-memory-mb MB]")
            << '\n';
        return BadInput;
    }
    WatchOptions options;
    QString error;
    if (!o.check(parser, &error)) {
        err << "locklab watch: " << error << '\n';
        return BadInput;
    }
    if (!readUrls(parser.values(redis), &options))
        return BadInput;
    if (parser.isSet(duration)) {
        bool ok = false;
        options.durationS = parser.value(duration).toDouble(&ok);
        if (!ok || options.durationS < 0 || options.durationS > 24 * 3600) {
            err << "locklab watch: "
                << RedisWatch::tr("--duration: expected seconds from 0 to 86400, got %1")
                       .arg(options::got(parser.value(duration)))
                << '\n';
            return BadInput;
        }
    }
    if (parser.isSet(timeout)) {
        bool ok = false;
        options.timeoutMs = parser.value(timeout).toInt(&ok);
        if (!ok || options.timeoutMs < 1 || options.timeoutMs > 60000) {
            err << "locklab watch: "
                << RedisWatch::tr("--timeout-ms: expected 1 to 60000, got %1").arg(options::got(parser.value(timeout)))
                << '\n';
            return BadInput;
        }
    }
    options.expiryEvents = parser.isSet(expiry);
    options.traffic = o.read(parser, options.url.redacted());
    if (!parseLimits(parser, &options.traffic.limits, &error)) {
        err << "locklab watch: " << error << '\n';
        return BadInput;
    }
    options.traffic.db = options.url.db;  // MONITOR shows every database's commands: follow the URL's

#ifdef __GLIBC__
    // The traces grow by realloc as the stream comes. glibc serves a block of a few MB from its heap
    // once a larger one was freed (its threshold follows), and a realloc there copies it whole: a
    // stop of 15 ms at 4 MB under load, while MONITOR's lines queue. Mapped, it grows by mremap.
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
    RedisWatch watcher(options);
    // Only once Redis answered: a refused connection is told in one line, without the warning.
    QObject::connect(&watcher, &RedisWatch::connected, &watcher, [&err] {
        err << RedisWatch::tr("locklab watch: MONITOR makes Redis send every command to LockLab: it can halve the "
                              "server's throughput, and its output buffer to us is unlimited. Watch briefly.")
            << '\n';
        err.flush();
    });
    interrupted = false;
    auto previous = std::signal(SIGINT, onWatchSignal);
    auto previousTerm = std::signal(SIGTERM, onWatchSignal);
    const auto restoreSignals = qScopeGuard([&] {
        std::signal(SIGINT, previous);
        std::signal(SIGTERM, previousTerm);
    });
    QString refused = QCoro::waitFor(watcher.start());
    if (!refused.isEmpty()) {
        err << "locklab watch: " << refused << '\n';
        return BadInput;
    }
    qsizetype printedNotices = watcher.notices().size();
    for (const QString &n : watcher.notices())
        err << "locklab watch: " << n << '\n';
    QStringList watching;
    for (const RedisUrl &url : options.instances.isEmpty() ? QList<RedisUrl>{options.url} : options.instances)
        watching << url.redacted();
    err << RedisWatch::tr("locklab watch: watching %1 (Redis %2) %3")
               .arg(watching.join(QStringLiteral(", ")), watcher.serverVersion(),
                    options.durationS > 0 ? RedisWatch::tr("for %1 s").arg(options.durationS)
                                          : RedisWatch::tr("until Ctrl+C"))
        << '\n';
    err.flush();

    watchUntilDone(watcher, &printedNotices);

    return reportWatch(parser, o, options, watcher, printedNotices);
}

}  // namespace locklab::cli
