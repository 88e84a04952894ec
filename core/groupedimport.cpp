// SPDX-License-Identifier: MIT
#include "core/groupedimport.h"

#include "core/coretr.h"
#include "core/eventspill.h"
#include "core/rediscommand.h"
#include "core/seededpair.h"
#include "core/streamlines.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <utility>

namespace locklab {

namespace {

// A group's keys' states should stay in the cache while its lines are interpreted: a megabyte of
// capture a group (a 2 M-line capture of 100,000 keys: 13.4 s in 512 groups, 19.4 s in 5, 17.5 s in one pass).
constexpr qint64 bytesPerGroup = qint64(1) << 20;
constexpr int mostGroups = 4096;
// The router's counts are kept whole every this many lines (LineLog).
constexpr qint64 checkpointLines = 64;
constexpr qsizetype chunkBytes = qsizetype(64) << 10;  // a group's lines are written this many at a time

// A routed line in a group's file: its number, the capture's clock, its flags and its bytes (the
// line packed by packMonitorLine, a step back's size, or none).
enum Flag : quint8 { Counted = 1, LearnOnly = 2, StepBack = 4, EndsScript = 8, Shared = 16 };
constexpr qsizetype headerBytes = 8 + 8 + 4 + 1;

void put64(char *to, qint64 v)
{
    std::memcpy(to, &v, sizeof v);
}

qint64 get64(const char *from)
{
    qint64 v = 0;
    std::memcpy(&v, from, sizeof v);
    return v;
}

}  // namespace

// What the router counted of the lines before any line: a limit stops every group at the line where
// it was reached, and the report counts the lines before it as one pass would have (commands, the
// capture's clock, its steps back). Whole every checkpointLines lines, and a record of each line
// (its kind, and a command's time against the clock: two or three bytes) to replay from there.
struct GroupedImport::LineLog {
    struct Counts {
        qint64 clockUs = -1;  // the latest server time so far (lines out of order keep it)
        qint64 commands = 0, bannerLines = 0, blankLines = 0, invalidLines = 0;
        qint64 stepsBack = 0, largestStepBackUs = 0, firstStepBackLine = 0;
        qint64 firstServerUs = -1;
        qsizetype record = 0;  // where the next line's record is
    };
    enum Kind : char { Command, Lua, Banner, Blank, Invalid };
    static Kind kindOf(NotCommand n)
    {
        static_assert(Blank - Banner == int(NotCommand::Blank) && Invalid - Banner == int(NotCommand::Invalid));
        return static_cast<Kind>(Banner + static_cast<int>(n));
    }
    std::vector<Counts> checkpoints;  // before line k * checkpointLines + 1
    QByteArray records;
    Counts now;
    qint64 lines = 0;

    // The next line: what it was, and a command's server time (not a lua line's: its script's).
    // Whether time went back at it.
    bool add(Kind kind, qint64 serverUs = 0)
    {
        if (lines++ % checkpointLines == 0) {
            now.record = records.size();
            checkpoints.push_back(now);
        }
        records.append(kind);
        if (kind == Command) {
            // Zigzag, then 7 bits a byte: a capture's lines are microseconds apart.
            const qint64 d = serverUs - std::max<qint64>(now.clockUs, 0);
            auto z = (static_cast<quint64>(d) << 1) ^ static_cast<quint64>(d >> 63);
            for (; z >= 0x80; z >>= 7)
                records.append(static_cast<char>(z | 0x80));
            records.append(static_cast<char>(z));
        }
        return apply(now, lines, kind, serverUs);
    }
    static bool apply(Counts &c, qint64 line, Kind kind, qint64 serverUs)
    {
        switch (kind) {
        case Banner:
            ++c.bannerLines;
            return false;
        case Blank:
            ++c.blankLines;
            return false;
        case Invalid:
            ++c.invalidLines;
            return false;
        case Lua:
            ++c.commands;
            return false;
        case Command:
            break;
        }
        ++c.commands;
        const bool back = c.clockUs >= 0 && serverUs < c.clockUs;
        if (back) {
            if (c.stepsBack++ == 0)
                c.firstStepBackLine = line;
            c.largestStepBackUs = std::max(c.largestStepBackUs, c.clockUs - serverUs);
        }
        c.clockUs = std::max(c.clockUs, serverUs);
        if (c.firstServerUs < 0)
            c.firstServerUs = serverUs;
        return back;
    }
    // The counts of the lines before `line` (1-based; past the last: every line's).
    Counts before(qint64 line) const
    {
        if (line > lines || checkpoints.empty())
            return now;
        const auto k = static_cast<std::size_t>((std::max<qint64>(line, 1) - 1) / checkpointLines);
        Counts c = checkpoints[k];
        qsizetype p = c.record;
        for (qint64 l = static_cast<qint64>(k) * checkpointLines + 1; l < line; ++l) {
            const auto kind = static_cast<Kind>(records.at(p++));
            qint64 serverUs = 0;
            if (kind == Command) {
                quint64 z = 0;
                for (int shift = 0;; shift += 7) {
                    const auto b = static_cast<quint8>(records.at(p++));
                    z |= quint64(b & 0x7f) << shift;
                    if (!(b & 0x80))
                        break;
                }
                const auto d = static_cast<qint64>((z >> 1) ^ (~(z & 1) + 1));
                serverUs = std::max<qint64>(c.clockUs, 0) + d;
            }
            apply(c, l, kind, serverUs);
        }
        return c;
    }
    // The report's counts of the lines before `line`.
    void restore(TrafficStats &s, qint64 line) const
    {
        const Counts c = before(line);
        s.commands = c.commands;
        s.bannerLines = c.bannerLines;
        s.blankLines = c.blankLines;
        s.invalidLines = c.invalidLines;
        s.stepsBack = c.stepsBack;
        s.largestStepBackUs = c.largestStepBackUs;
        s.firstStepBackLine = c.firstStepBackLine;
        s.firstServerUs = c.firstServerUs;
        s.lastServerUs = c.clockUs;
    }
};

// A group's lines: chunks of the one temporary file, and those not written yet.
struct GroupedImport::Group {
    QByteArray pending;
    QList<std::pair<qint64, qint64>> chunks;  // where each is in the file, and its size
    qint64 written = 0;
    qint64 lastLine = 0;  // the last line routed to it (learnt-only lines aside)
    void append(qint64 number, qint64 clockUs, quint8 flags, QByteArrayView bytes)
    {
        if (pending.capacity() == 0)
            pending.reserve(chunkBytes + chunkBytes / 8);  // a chunk and the line that fills it, once
        const qsizetype at = pending.size();
        pending.resize(at + headerBytes + bytes.size());
        char *p = pending.data() + at;
        put64(p, number);
        put64(p + 8, clockUs);
        const auto size = static_cast<quint32>(bytes.size());
        std::memcpy(p + 16, &size, sizeof size);
        p[20] = static_cast<char>(flags);
        if (!bytes.isEmpty())
            std::memcpy(p + headerBytes, bytes.data(), static_cast<size_t>(bytes.size()));
        if (!(flags & LearnOnly))
            lastLine = std::max(lastLine, number);
    }
};

// The first pass: each line to its key's group, and the scout over the lines before the first watched command.
struct GroupedImport::Route {
    struct Held {
        qint64 number = 0;
        qint64 clockUs = 0;
        QByteArray bytes;
    };
    GroupedImport &im;
    int groups = 1;
    bool written = true;
    qint64 clock = -1, number = 0;
    // The scout: one pass over the lines up to the first watched command, which fixes where every group starts.
    std::unique_ptr<TrafficInterpreter> scout;
    TrafficLineCounts beforeLine, beforeScript;
    bool scriptOpen = false;
    qint64 scriptUs = 0;
    QByteArray scriptClient;
    // An EVAL and its lua lines, held until the script ends (each line's number, clock, size and
    // bytes, one after the other): the groups of the keys they name, in the order named, are its groups.
    QByteArray script;
    qint64 scriptLine = -1;  // the EVAL's line
    QVarLengthArray<int, 8> scriptGroups;
    QSet<QByteArray> bodies;  // "db body" of every EVAL sent to every group
    // A client's CLIENT SETNAME lines, and how many of them each group has: a group is sent them
    // before the client's next line there (where one pass would have named it already), not every
    // group every one (a service that connects for each request names thousands of connections).
    QHash<QByteArray, QList<Held>> names;
    QHash<SeededPair<QByteArray, int>, qsizetype> namesSent;
    MonitorLine current;  // the line being routed (parseMonitorLineBorrowed): one argument list for every line
    QByteArray packed;    // and packed: one buffer for every line

    int groupOf(QByteArrayView key) const { return TrafficGroupShared::groupOf(key, groups); }
    void flush(Group &g)
    {
        if (g.pending.isEmpty() || !written)
            return;
        written = im.m_file->seek(im.m_fileEnd) && im.m_file->write(g.pending) == g.pending.size();
        g.chunks.append({im.m_fileEnd, g.pending.size()});
        g.written += g.pending.size();
        im.m_fileEnd += g.pending.size();
        // Its room serves the next chunk (grown anew for each, an eighth of the routing), unless a
        // long line made it larger than chunks need.
        if (g.pending.capacity() > 2 * chunkBytes)
            g.pending = QByteArray();
        else
            g.pending.resize(0);
    }
    void toGroup(int g, qint64 at, qint64 clockUs, quint8 flags, QByteArrayView bytes)
    {
        Group &group = im.m_groups[static_cast<std::size_t>(g)];
        group.append(at, clockUs, flags, bytes);
        if (group.pending.size() >= chunkBytes)
            flush(group);
    }
    void toEvery(qint64 at, qint64 clockUs, quint8 flags, QByteArrayView bytes)
    {
        for (int g = 0; g < groups; ++g)
            toGroup(g, at, clockUs, flags, bytes);
    }
    void holdForScript(QByteArrayView line)
    {
        const qsizetype at = script.size();
        script.resize(at + 20 + line.size());
        char *p = script.data() + at;
        put64(p, number);
        put64(p + 8, clock);
        const auto size = static_cast<quint32>(line.size());
        std::memcpy(p + 16, &size, sizeof size);
        std::memcpy(p + 20, line.data(), static_cast<size_t>(line.size()));
    }
    // A key the script names: its group is one of the script's.
    void scriptKey(QByteArrayView key)
    {
        if (const int g = groupOf(key); !scriptGroups.contains(g))
            scriptGroups.append(g);
    }
    void sendNames(const QByteArray &client, int g)
    {
        const auto named = names.constFind(client);
        if (named == names.cend())
            return;
        auto it = namesSent.find({client, g});
        if (it == namesSent.end())
            it = namesSent.insert({owned(client), g}, 0);
        qsizetype &sent = it.value();
        for (; sent < named->size(); ++sent)
            toGroup(g, named->at(sent).number, named->at(sent).clockUs, LearnOnly, named->at(sent).bytes);
    }
    void endScript(qint64 at);
    void startGroups(qint64 startLine, TrafficLineCounts kept);
    void line(QByteArrayView line);
    void advanceClock(const MonitorLine &parsed);
    // `line`: the line packed (packMonitorLine), as its groups read it.
    void command(const MonitorLine &parsed, RedisCommandInfo info, QByteArrayView line);
    void scoutLine(QByteArrayView line, bool lua, bool isScript, std::optional<qint64> scriptStart);
};

struct GroupedImport::GroupRun {
    QList<LockKeyResult> locks;
    QList<std::pair<qint64, QString>> dedup;      // first line, key
    QList<std::pair<qint64, QString>> lockOrder;  // first line, key (TrafficStats::lockKeys)
    TrafficStats stats;
    QString limitReached;
    qint64 limitLine = 0;
    std::vector<qint64> events;  // the group's events before each line k * m_weighEvery + 1
    QHash<QByteArray, QList<TrafficInterpreter::Lookups>> lookups;  // TrafficInterpreter::scriptLookups()
    QHash<qint64, bool> shared;                                     // TrafficInterpreter::sharedLines()
};

GroupedImport::GroupedImport(TrafficOptions options, int groups, bool keepJson)
    : m_lineLog(std::make_unique<LineLog>())
    , m_options(std::move(options))
    , m_keepJson(keepJson)
    , m_wantedGroups(groups)
    , m_directory(m_options.spillDirectory.value_or(QString()))
{
    m_options.spillDirectory.reset();  // a group's events are few: none goes to a file
}

GroupedImport::~GroupedImport() = default;

int GroupedImport::groupCount() const
{
    return static_cast<int>(m_groups.size());
}

qint64 GroupedImport::clockBefore(qint64 line) const
{
    return m_lineLog->before(line).clockUs;
}

// A script ends at the line after it (or the capture's end): that line's number is where one pass applies it.
void GroupedImport::Route::endScript(qint64 at)
{
    if (!scriptOpen)
        return;
    scriptOpen = false;
    QVarLengthArray<int, 8> &to = scriptGroups;  // nearly always one
    if (to.isEmpty())
        to.append(0);
    const quint8 shared = to.size() > 1 ? Shared : 0;
    for (qsizetype i = 0; i < to.size(); ++i) {
        sendNames(scriptClient, to.at(i));
        for (qsizetype p = 0; p < script.size();) {
            const char *h = script.constData() + p;
            quint32 size = 0;
            std::memcpy(&size, h + 16, sizeof size);
            toGroup(to.at(i), get64(h), get64(h + 8), static_cast<quint8>((i == 0 ? Counted : 0) | shared),
                    QByteArrayView(h + 20, size));
            p += 20 + static_cast<qsizetype>(size);
        }
        toGroup(to.at(i), at, clock, EndsScript, {});
    }
    script.resize(0);  // (its room serves the next script)
    scriptLine = -1;
    to.clear();
}

void GroupedImport::Route::startGroups(qint64 startLine, TrafficLineCounts kept)
{
    im.m_start = scout->start();
    im.m_startLine = startLine;
    kept.commands = 0;
    kept.addTo(im.m_stats);
    im.m_stats.setNxKeysOutsideFilter += scout->stats().setNxKeysOutsideFilter;
    im.m_stats.setNxKeysOutsideFilterNamed += scout->stats().setNxKeysOutsideFilterNamed;
    scout.reset();
}

void GroupedImport::Route::line(QByteArrayView bytes)
{
    TrafficStats &stats = im.m_stats;
    ++number;
    ++stats.lines;
    MonitorParseError parseError;
    // Its client and arguments are views of `bytes`: what the router keeps, it copies (owned()).
    const MonitorParse parse = parseMonitorLineBorrowed(bytes, &current, &parseError);
    if (parse != MonitorParse::Command) {
        im.m_lineLog->add(LineLog::kindOf(countNotCommand(stats, bytes, parse, parseError, number)));
        if (scout)
            scout->feedLine(bytes);  // its line numbers stay the capture's
        return;
    }
    // Its groups read it packed: parsed once (the scout alone reads the line).
    packed.resize(0);
    packMonitorLine(current, &packed);
    const RedisCommandInfo info = redisCommand(current.args.at(0));
    const bool lua = current.source == MonitorLine::Source::Lua;
    const bool isScript = info.command == RedisCommand::Eval || info.command == RedisCommand::EvalSha;
    std::optional<qint64> scriptStart;
    if (!lua) {
        if (scriptOpen && scriptLine >= 0)
            scriptStart = scriptLine;
        if (scriptOpen && (isScript || current.serverTimeUs >= scriptUs))
            endScript(number);
        advanceClock(current);
    } else {
        im.m_lineLog->add(LineLog::Lua);
    }
    command(current, info, packed);
    if (scout)
        scoutLine(bytes, lua, isScript, scriptStart);
}

// The capture's clock, as one pass keeps it: never back (counted and noted where it steps back).
void GroupedImport::Route::advanceClock(const MonitorLine &parsed)
{
    LineLog &log = *im.m_lineLog;
    const qint64 before = log.now.clockUs;
    if (log.add(LineLog::Command, parsed.serverTimeUs) && log.now.stepsBack == 1) {
        QByteArray payload(8, Qt::Uninitialized);
        put64(payload.data(), before - parsed.serverTimeUs);
        toEvery(number, clock, StepBack, payload);
    }
    clock = log.now.clockUs;
}

void GroupedImport::Route::command(const MonitorLine &parsed, RedisCommandInfo info, QByteArrayView line)
{
    const QList<QByteArray> &args = parsed.args;
    // (A view of the line but for a socket's: copied where it is kept.)
    const QByteArray client = parsed.source == MonitorLine::Source::Unix ? "unix:" + parsed.client : parsed.client;
    if (parsed.source == MonitorLine::Source::Lua) {
        if (scriptOpen) {
            holdForScript(line);
            if (args.size() >= 2)
                scriptKey(args.at(1));
        } else {
            toGroup(0, number, clock, Counted, line);
        }
    } else if (info.command == RedisCommand::Eval || info.command == RedisCommand::EvalSha) {
        // Every group learns a script's body, once for each database it runs in: one pass learns a body
        // from an EVAL in the database it follows (any, before its first lock key).
        if (info.command == RedisCommand::Eval && args.size() >= 2) {
            if (const QByteArray body = QByteArray::number(parsed.db) + ' ' + args.at(1); !bodies.contains(body)) {
                bodies.insert(body);
                toEvery(number, clock, LearnOnly, line);
            }
        }
        scriptOpen = true;
        scriptUs = clock;
        if (scriptClient != client)
            scriptClient = owned(client);  // (a service's connection runs script after script)
        scriptLine = number;
        holdForScript(line);
        qint64 keys = 0;
        const bool ok = args.size() >= 3 && argumentInteger(args.at(2), &keys);
        for (qint64 k = 0; ok && k < keys && 3 + k < args.size(); ++k)
            scriptKey(args.at(static_cast<qsizetype>(3 + k)));
    } else if (info.command == RedisCommand::Client && args.size() >= 3 && args.at(1).toLower() == "setname") {
        // A client's name: counted by the first group, sent to the others before the client's lines there.
        sendNames(client, 0);  // the client's names before this one
        QList<Held> &named = names[owned(client)];
        named.append({number, clock, line.toByteArray()});
        toGroup(0, number, clock, Counted, line);
        namesSent[{owned(client), 0}] = named.size();
    } else if (info.command == RedisCommand::Script && args.size() >= 3 && args.at(1).toLower() == "load") {
        // A script loaded: every group's (counted by the first).
        toGroup(0, number, clock, Counted, line);
        for (int g = 1; g < groups; ++g)
            toGroup(g, number, clock, LearnOnly, line);
    } else if (args.size() < 2 || info.command == RedisCommand::Keyless) {
        sendNames(client, 0);
        toGroup(0, number, clock, Counted, line);
    } else {
        // DEL and UNLINK take several keys: the line goes to each key's group, counted by the first.
        const qsizetype last = info.multiKey ? args.size() - 1 : 1;
        QVarLengthArray<int, 8> to;
        for (qsizetype k = 1; k <= last; ++k) {
            if (const int g = groupOf(args.at(k)); !to.contains(g))
                to.append(g);
        }
        for (qsizetype i = 0; i < to.size(); ++i) {
            sendNames(client, to.at(i));
            toGroup(to.at(i), number, clock, static_cast<quint8>((i == 0 ? Counted : 0) | (to.size() > 1 ? Shared : 0)),
                    line);
        }
    }
}

void GroupedImport::Route::scoutLine(QByteArrayView line, bool lua, bool isScript, std::optional<qint64> scriptStart)
{
    const TrafficLineCounts beforeEndedScript = beforeScript;  // the counts at the EVAL of the script this line ends
    if (!lua)
        beforeLine = TrafficLineCounts::of(scout->stats());
    scout->feedLine(line);
    if (isScript)
        beforeScript = scout->countsBeforeCommand();  // with the script its EVAL ended, without the EVAL
    if (scout->originUs() < 0)
        return;
    // The first watched command: the groups interpret from here (or from the script it ended, whose
    // lines they have too); the scout's counts of the lines before are kept.
    startGroups(scriptStart ? *scriptStart : number, scriptStart ? beforeEndedScript : beforeLine);
}

bool GroupedImport::route(const QString &path, QString *error, const std::function<void(qint64, qint64)> &progress,
                          const std::function<QString()> &stop)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + TrafficTr::tr("cannot read: %1").arg(file.errorString());
        return false;
    }
    const qint64 size = file.isSequential() ? 0 : file.size();
    // A pipe's size is not known: as many groups as a capture of 64 MiB.
    const qint64 sized = file.isSequential() ? 64 * bytesPerGroup : size;
    const int groups = m_wantedGroups > 0 ? std::min(m_wantedGroups, mostGroups)
                                          : static_cast<int>(std::clamp<qint64>(sized / bytesPerGroup, 1, mostGroups));
    m_groups.resize(static_cast<std::size_t>(groups));
    QString why;
    m_file = openUnnamedFile(m_directory, QStringLiteral("locklab-groups-XXXXXX"), &why);
    if (!m_file) {
        m_diskFailed = true;
        *error = path + QStringLiteral(": ") + TrafficTr::tr("cannot make a temporary file: %1").arg(why);
        return false;
    }
    Route r{*this, groups};
    TrafficOptions scoutOptions = m_options;
    scoutOptions.limits = RunLimits{0, 0};
    r.scout = std::make_unique<TrafficInterpreter>(scoutOptions);
    qint64 lines = 0;
    StreamLines stream(file);
    QByteArray line;
    while (stream.next(line, maxMonitorLineBytes + 1)) {
        r.line(QByteArrayView(line));
        if ((++lines & 0x3fff) == 0) {
            if (progress && size > 0)
                progress(std::min(file.pos(), size), 2 * size);
            if (const QString stopped = stop ? stop() : QString(); !stopped.isEmpty()) {
                *error = path + QStringLiteral(": ") + stopped;
                return false;
            }
        }
    }
    // The line of a script still open at the end, or -1 (a plain number: GCC 12 -O2 took an optional
    // for uninitialized).
    const qint64 lastScript = r.scriptOpen ? r.scriptLine : -1;
    r.endScript(r.number);
    if (r.scout && lastScript >= 0) {
        r.scout->flush();  // one pass applies a script on the last lines at the end
        if (r.scout->originUs() >= 0)
            r.startGroups(lastScript, r.beforeScript);
    }
    for (Group &g : m_groups) {
        r.flush(g);
        g.pending = QByteArray();
    }
    if (!r.written) {
        m_diskFailed = true;
        *error =
            path + QStringLiteral(": ") + TrafficTr::tr("cannot write a temporary file: %1").arg(m_file->errorString());
        return false;
    }
    m_lastClockUs = r.clock;
    m_lineLog->restore(m_stats, std::numeric_limits<qint64>::max());
    // A group's events are weighed some 64 times over the capture (a weighing is a pass over its keys:
    // 1,024 times cost 15 % more time at 2 M lines).
    m_weighEvery = std::max<qint64>(checkpointLines, m_stats.lines / 64);
    if (r.scout) {
        // No watched command at all: the scout read every line, and its counts are the capture's.
        r.startGroups(std::numeric_limits<qint64>::max(), TrafficLineCounts::of(r.scout->stats()));
    }
    if (m_stats.commands == 0) {
        *error = path + QStringLiteral(": ")
                 + TrafficTr::tr("no MONITOR line in the file (expected the output of `redis-cli monitor`)");
        return false;
    }
    return true;
}

std::unique_ptr<TrafficInterpreter> GroupedImport::interpreter(int group, qint64 stopLine, std::vector<qint64> *events,
                                                               bool commandText)
{
    TrafficOptions options = m_options;
    options.limits.maxEvents = 0;  // weighed over every group together (run)
    options.commandText = commandText;
    auto interpreter = std::make_unique<TrafficInterpreter>(options);
    interpreter->joinGroups(&m_shared, group, groupCount(), m_start);
    const Group &g = m_groups[static_cast<std::size_t>(group)];
    qint64 weighAt = 1;  // the next line before which `events` weighs the group's events
    QByteArray chunk;
    for (const auto &[at, size] : g.chunks) {
        chunk.resize(static_cast<qsizetype>(size));
        if (!m_file->seek(at) || m_file->read(chunk.data(), size) != size) {
            m_diskFailed = true;  // a group's lines lost: run() says so rather than report without them
            break;
        }
        for (qsizetype p = 0; p + headerBytes <= chunk.size();) {
            const char *h = chunk.constData() + p;
            const qint64 number = get64(h);
            const qint64 clockUs = get64(h + 8);
            quint32 bytes = 0;
            std::memcpy(&bytes, h + 16, sizeof bytes);
            const auto flags = static_cast<quint8>(h[20]);
            const QByteArrayView line(h + headerBytes, bytes);
            p += headerBytes + static_cast<qsizetype>(bytes);
            // Not in line order: a script's lines are written when it ends, after the lines that came
            // while it was open (one stamped before its EVAL, the first step back): skipped, not the end.
            if (number >= stopLine)
                continue;
            for (; events && weighAt <= number; weighAt += m_weighEvery)
                events->push_back(interpreter->eventCount());
            if (flags & EndsScript) {
                interpreter->endScript(number);
                continue;
            }
            if (flags & StepBack) {
                if (number >= m_startLine)
                    interpreter->noteStepBack(get64(line.data()), number, clockUs);
                continue;
            }
            TrafficInterpreter::Routed routed;
            routed.number = number;
            routed.clockUs = clockUs;
            routed.counted = flags & Counted;
            routed.beforeStart = number < m_startLine;
            routed.learnOnly = (flags & LearnOnly) || routed.beforeStart;
            routed.shared = flags & Shared;
            interpreter->feedRouted(line, routed);
        }
    }
    for (; events && weighAt <= std::min(m_stats.lines + 1, stopLine - 1); weighAt += m_weighEvery)
        events->push_back(interpreter->eventCount());
    return interpreter;
}

GroupedImport::GroupRun GroupedImport::interpret(int group, qint64 stopLine)
{
    GroupRun run;
    // Each key's figures never read a command's text (renderLine: a tenth of the time): left out here,
    // unless the group's events could then weigh near --max-memory-mb, which one pass weighs them
    // against with their texts: read with them, the group stops where one pass would.
    std::unique_ptr<TrafficInterpreter> in = interpreter(group, stopLine, &run.events, false);
    if (const qint64 most = m_options.limits.maxTraceBytes; most > 0 && in->mostTracesWeightWithText() >= most / 2) {
        run.events.clear();
        in = interpreter(group, stopLine, &run.events, true);
    }
    run.limitReached = in->limitReached();
    run.limitLine = in->limitLine();
    in->finish(stopLine < std::numeric_limits<qint64>::max() ? clockBefore(stopLine) : m_lastClockUs);
    run.stats = in->stats();
    run.lookups = in->scriptLookups();
    run.shared = in->sharedLines();
    qsizetype lockKeys = 0;
    for (qsizetype i = 0; i < in->keyCount(); ++i)
        lockKeys += in->keyKind(i) == KeyKind::Deduplication ? 0 : 1;
    run.locks.reserve(lockKeys);
    for (qsizetype i = 0; i < in->keyCount(); ++i) {
        const QString name = in->keyName(i);
        m_keyGroup.insert(name, group);
        const qint64 firstLine = in->keyFirstLine(i);
        if (in->keyKind(i) == KeyKind::Deduplication) {
            run.dedup.append({firstLine, name});
            continue;
        }
        run.lockOrder.append({firstLine, name});
        LockKeyResult result = lockKeyResult(name, in->keyTrace(i), KeepSummaries::No);
        if (m_keepJson && m_json) {
            const QByteArray json = QJsonDocument(lockKeyToJson(result)).toJson(QJsonDocument::Compact);
            const qint64 at = m_json->size();
            if (m_json->seek(at) && m_json->write(json) == json.size())
                m_jsonAt.insert(name, {at, json.size()});
            else
                m_diskFailed = true;
        }
        result.trace.events = EventList();
        run.locks.append(std::move(result));
    }
    return run;
}

// The groups' runs as one: the keys in the order one pass found them, every key's figures worst first.
void GroupedImport::merge(std::vector<GroupRun> &runs)
{
    // Merged: the keys in the order one pass found them, every key's figures worst first.
    QList<LockKeyResult> locks;
    QList<std::pair<qint64, QString>> dedup, lockOrder;
    // A line over keys of several groups is counted by the first: watched if any group watched it.
    QSet<qint64> watchedShared, outsideShared;
    for (const GroupRun &run : runs) {
        for (auto it = run.shared.cbegin(); it != run.shared.cend(); ++it)
            (it.value() ? watchedShared : outsideShared).insert(it.key());
    }
    for (const qint64 line : std::as_const(outsideShared)) {
        if (watchedShared.contains(line))
            ++m_stats.watchedCommands, --m_stats.outsideCommands;
    }
    qsizetype lockCount = 0;
    for (const GroupRun &run : runs)
        lockCount += run.locks.size();
    locks.reserve(lockCount);  // once: 100,000 results of a kilobyte each were moved at every growth
    for (GroupRun &run : runs) {
        for (LockKeyResult &r : run.locks)
            locks.append(std::move(r));
        dedup += run.dedup;
        lockOrder += run.lockOrder;
        TrafficLineCounts counts = TrafficLineCounts::of(run.stats);
        counts.commands = 0;  // the router's
        counts.addTo(m_stats);
        m_stats.unclassifiedScripts += run.stats.unclassifiedScripts;
        m_stats.unattributedStoreCommands += run.stats.unattributedStoreCommands;
        m_stats.withdrawnGrants += run.stats.withdrawnGrants;
        m_stats.heldBeforeWatch += run.stats.heldBeforeWatch;
        m_stats.lateGrants += run.stats.lateGrants;
        if (lockOrder.isEmpty()) {
            m_stats.setNxKeysOutsideFilter += run.stats.setNxKeysOutsideFilter;
            m_stats.setNxKeysOutsideFilterNamed += run.stats.setNxKeysOutsideFilterNamed;
        }
    }
    if (!lockOrder.isEmpty() || !locks.isEmpty()) {
        m_stats.setNxKeysOutsideFilter = 0;
        m_stats.setNxKeysOutsideFilterNamed.clear();
    }
    m_stats.setNxKeysOutsideFilterNamed = m_stats.setNxKeysOutsideFilterNamed.mid(0, 5);
    if (m_stopLine != std::numeric_limits<qint64>::max()) {
        // Lines from the stop on were counted, not interpreted: as one pass, which stops parsing them.
        m_lineLog->restore(m_stats, m_stopLine);
        m_stats.invalid.removeIf([this](const InvalidLine &l) { return l.number >= m_stopLine; });
    }
    std::sort(dedup.begin(), dedup.end());
    std::sort(lockOrder.begin(), lockOrder.end());
    QStringList dedupKeys;
    for (const auto &d : std::as_const(dedup))
        dedupKeys << d.second;
    for (const auto &l : std::as_const(lockOrder))
        m_stats.lockKeys << l.second;
    QList<std::pair<qint64, QString>> all = dedup + lockOrder;
    std::sort(all.begin(), all.end());
    if (!all.isEmpty())
        m_firstKey = all.constFirst().second;
    m_result = TrafficResult(std::move(locks), dedupKeys);
}

// --max-events weighs every group's events together, as one pass weighs every key's: the first line
// before `stopLine` before which they reached it (else `stopLine`).
qint64 GroupedImport::eventsLimitLine(const std::vector<GroupRun> &runs, qint64 stopLine) const
{
    const qint64 maxEvents = m_options.limits.maxEvents;
    if (maxEvents <= 0 || m_startLine == std::numeric_limits<qint64>::max())
        return stopLine;
    for (std::size_t k = 0;; ++k) {
        qint64 events = 0;
        bool any = false;
        for (const GroupRun &run : runs) {
            if (k < run.events.size())
                events += run.events[k], any = true;
            else if (!run.events.empty())
                events += run.events.back();
        }
        const qint64 line = static_cast<qint64>(k) * m_weighEvery + 1;
        if (!any || line >= stopLine || line > m_stats.lines)
            return stopLine;  // (after every line: nothing was left to stop)
        if (events >= maxEvents)
            return line;
    }
}

// Whether a group was told what a script is for, before `stopLine`, something the lessons learnt
// since (by any group) change.
bool GroupedImport::toldOtherwise(const GroupRun &run, qint64 stopLine) const
{
    const qint64 stopMoment = stopLine < (std::numeric_limits<qint64>::max() >> TrafficInterpreter::momentBits)
                                  ? stopLine << TrafficInterpreter::momentBits
                                  : std::numeric_limits<qint64>::max();
    for (auto script = run.lookups.cbegin(); script != run.lookups.cend(); ++script) {
        for (const TrafficInterpreter::Lookups &l : script.value()) {
            if (l.from < stopMoment
                && m_shared.changedWithin(script.key(), l.from, std::min(l.to, stopMoment - 1), l.told))
                return true;
        }
    }
    return false;
}

bool GroupedImport::run(const QString &path, QString *error, const std::function<void(qint64, qint64)> &progress,
                        const std::function<QString()> &stop)
{
    if (!route(path, error, progress, stop))
        return false;
    if (m_keepJson) {
        QString why;
        m_json = openUnnamedFile(m_directory, QStringLiteral("locklab-json-XXXXXX"), &why);
        if (!m_json) {
            m_diskFailed = true;
            *error = path + QStringLiteral(": ") + TrafficTr::tr("cannot make a temporary file: %1").arg(why);
            return false;
        }
    }
    const qint64 none = std::numeric_limits<qint64>::max();
    qint64 stopLine = none;
    std::vector<GroupRun> runs(m_groups.size());
    std::vector<qint64> ranTo(m_groups.size(), 0);  // the stop line each group was interpreted with
    qint64 total = 0;
    for (const Group &g : m_groups)
        total += g.written;
    qint64 done = 0;
    const auto interpretGroup = [&](int g) {
        if (ranTo[static_cast<std::size_t>(g)] != 0)
            m_keyGroup.removeIf([g](const auto &key) { return key.value() == g; });  // interpreted again
        runs[static_cast<std::size_t>(g)] = interpret(g, stopLine);
        ranTo[static_cast<std::size_t>(g)] = stopLine;
        const GroupRun &run = runs[static_cast<std::size_t>(g)];
        if (run.limitLine > 0 && run.limitLine < stopLine) {
            stopLine = run.limitLine;  // every group stops where the first limit was reached
            m_limitReached = run.limitReached;
        }
    };
    const auto stopped = [&] {
        const QString why = stop ? stop() : QString();
        if (!why.isEmpty())
            *error = path + QStringLiteral(": ") + why;
        return !why.isEmpty();
    };
    if (m_startLine != none) {
        for (int g = 0; g < groupCount(); ++g) {
            interpretGroup(g);
            done += m_groups[static_cast<std::size_t>(g)].written;
            if (progress)
                progress(total + done, 2 * total);  // the reading was the first half
            if (stopped())
                return false;
        }
    }
    // Then groups interpreted past a stop line found later, and groups told what a script is for that
    // a lesson another group learnt since changes (an earlier lesson, or a later one before the
    // lookup): interpreted again, knowing, and weighed again (the lock keys they find add events),
    // until none is left. A round resolves one link of a chain of scripts learnt from one another (a
    // key made a lock key by a known script's release teaches another script), and a stop only comes
    // earlier; the bound is a guard, never reached by a chain of fewer links than scripts and groups.
    for (qsizetype round = 0; round <= m_shared.lessons.size() + groupCount() + 1; ++round) {
        if (const qint64 line = eventsLimitLine(runs, stopLine); line < stopLine) {
            stopLine = line;
            m_limitReached = TrafficInterpreter::eventsLimitText(m_options.limits.maxEvents, line);
        }
        bool again = false;
        for (int g = 0; g < groupCount(); ++g) {
            // (Read past the stop, a group finished at the capture's end, not there.)
            if (ranTo[static_cast<std::size_t>(g)] <= stopLine
                && !toldOtherwise(runs[static_cast<std::size_t>(g)], stopLine))
                continue;
            again = true;
            ++m_interpretedAgain;
            interpretGroup(g);
        }
        if (!again)
            break;
    }
    m_stopLine = stopLine;
    merge(runs);
    if (m_diskFailed) {
        const QFile *failed = m_json && !m_json->errorString().isEmpty() ? m_json.get() : m_file.get();
        *error =
            path + QStringLiteral(": ") + TrafficTr::tr("cannot write a temporary file: %1").arg(failed->errorString());
        return false;
    }
    if (progress)
        progress(2 * total, 2 * total);
    return true;
}

Trace GroupedImport::keyTrace(const QString &key)
{
    // Read again by its group, with each command's text: the first reading leaves the text out.
    const auto group = m_keyGroup.constFind(key);
    if (group == m_keyGroup.cend()) {
        TrafficInterpreter none(m_options);
        return none.keyTrace(-1);
    }
    if (m_traced.first != group.value()) {
        m_traced = {-1, nullptr};  // one group's interpreter in memory at a time, not two
        const bool failedBefore = std::exchange(m_diskFailed, false);
        m_traced = {group.value(), interpreter(group.value(), m_stopLine, nullptr, true)};
        m_traced.second->finish(m_stopLine < std::numeric_limits<qint64>::max() ? clockBefore(m_stopLine)
                                                                                : m_lastClockUs);
        if (m_diskFailed && m_readBackError.isEmpty())
            m_readBackError = TrafficTr::tr("the import's temporary file could not be read back (%1): the "
                                            "trace shown is cut short")
                                  .arg(m_file->errorString());
        m_diskFailed = m_diskFailed || failedBefore;
    }
    const TrafficInterpreter &in = *m_traced.second;
    return in.keyTrace(in.keyIndex(key));
}

QJsonObject GroupedImport::keyJson(const QString &key) const
{
    const auto at = m_jsonAt.constFind(key);
    if (at == m_jsonAt.cend() || !m_json || !m_json->seek(at->first))
        return {};
    return QJsonDocument::fromJson(m_json->read(at->second)).object();
}

}  // namespace locklab
