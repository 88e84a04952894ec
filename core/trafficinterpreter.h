// SPDX-License-Identifier: MIT
#pragma once

#include "core/embeddedredis.h"
#include "core/eventspill.h"
#include "core/interpretation.h"
#include "core/monitorline.h"
#include "core/rediscommand.h"
#include "core/runlimits.h"
#include "core/seededpair.h"
#include "core/trace.h"
#include "core/virtualscheduler.h"

#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace locklab {

// What to watch in real traffic. Keys are matched with Redis's glob syntax (* ? [abc] \x).
struct TrafficOptions {
    QStringList lockGlobs;   // the lock keys; empty: any key taken with SET … NX and an expiry
    QStringList storeGlobs;  // the protected data: writes to these keys are the store lane's
    QString fenceKey;        // INCR on this key hands out fencing tokens
    QString source;          // where the traffic came from ("127.0.0.1:6379", "capture.log"), for titles
    // The database whose commands are followed (MONITOR shows every db's): -1, the first one a lock
    // key is seen in (its keys keep a "@dbN" suffix when N is not 0); N, only db N, keys named bare.
    int db = -1;
    // > 1: the traffic's streams are this many independent servers of a Redlock (`watch` with several
    // --redis URLs), stream i being instance i+1. Each lock key is one trace over all of them: its
    // commands on instance i are on `key@i` (an instance lane each), a client's connections to the
    // instances are one lane (told by the token they acquire with), and a client believes once one
    // try reached the quorum (instances/2+1).
    int instances = 1;
    // --max-events and --max-memory-mb, over every key's trace together (issue 25): past either,
    // the lines that follow are counted and not interpreted, and limitReached() says where it stopped.
    // Spilled (spillDirectory), the memory limit weighs the events in memory and the largest key's in
    // the file, which the report reads back whole; the events limit counts every event.
    RunLimits limits;
    // An import's keys' older events go to a temporary file in this directory (empty: the system's
    // temporary directory), only each key's latest `spillKeep` staying in memory once it has
    // `spillAt`: 100,000 keys' events read from a 10 M-line capture are gigabytes (issue 25, item 7).
    // keyTrace() reads a key back whole. Unset (a watch, the app): every event stays in memory.
    std::optional<QString> spillDirectory;
    int spillAt = 48;
    int spillKeep = 8;
    // Each command's event carries the line as MONITOR showed it (renderLine), for the event log. An
    // import that shows one key's events (GroupedImport) leaves it out of the first reading of every
    // key, whose figures never read it, and reads the shown key's group again with it.
    bool commandText = true;
};

struct InvalidLine {
    qint64 number = 0;  // 1-based line number in the input (live: in the stream)
    qint64 column = 0;  // 64-bit: a MONITOR line can be longer than 2 GiB (issue 28: it went negative)
    QString message;
    QByteArray text;  // the line, cut to 200 bytes
};

struct TrafficStats {
    qint64 lines = 0;                      // lines read, whatever they were
    qint64 commands = 0;                   // MONITOR command lines (lua lines included)
    qint64 watchedCommands = 0;            // commands that touched a lock key, the store or the fence key
    qint64 outsideCommands = 0;            // commands on keys outside the watch set (counted, not kept)
    qint64 otherLockCommands = 0;          // kept for the JSON: every lock key is followed now, so always 0
    qint64 otherDbCommands = 0;            // commands in a database other than the followed one
    qint64 keylessCommands = 0;            // PING, CLIENT, SELECT, MULTI … : no key, nothing to model
    qint64 unmodelledCommands = 0;         // on a watched key, but a command the model does not know
    qint64 unclassifiedScripts = 0;        // scripts on a watched key whose purpose could not be told
    qint64 unattributedStoreCommands = 0;  // store writes by a client that never took a lock key
    qint64 invalidLines = 0;
    qint64 bannerLines = 0;  // redis-cli monitor's "OK" (its reply to MONITOR)
    qint64 blankLines = 0;
    // Starting mid-stream: acquisitions the model granted that the client's own re-sent SET NX (same
    // token) showed were refused, and holdings whose start was before the capture.
    qint64 withdrawnGrants = 0;
    qint64 heldBeforeWatch = 0;
    qint64 lateGrants = 0;       // refused SET NX that the client's release showed had taken the lock
    qint64 keysRead = 0;         // lock keys the watch read itself (observeKey) at the instant of its GET
    qint64 keysReadLate = 0;     // reads that came after the key's stream had moved on: not used
    qint64 keysUnread = 0;       // lock keys the watch could not read (keyNotRead): inferred instead
    qint64 ownCommands = 0;      // commands of LockLab's own connections (ownClientName): not traffic
    qint64 clusterCommands = 0;  // CLUSTER, ASKING, READONLY: clients of a Redis Cluster
    // TrafficOptions::spillDirectory: events written to the temporary file, and its size; events read
    // back into memory while the traffic was read (a late finding about a key's older event); why the
    // file could not be made or written (from then on every event stayed in memory).
    qint64 eventsSpilled = 0;
    qint64 spillBytes = 0;
    qint64 eventsReadBack = 0;
    QString spillError;
    QList<InvalidLine> invalid;  // the first maxListedInvalid of them
    int gaps = 0;                // times the MONITOR connection was lost
    int stalls = 0;              // times Redis answered nothing for longer than the watch's timeout
    qint64 longestStallUs = 0;   // the longest of them, from the unanswered PING to the next answer
    // Time going backwards (out-of-order lines, the server's clock set back): counted and noted,
    // never a violation (the model's clock stays where it was).
    qint64 stepsBack = 0;
    qint64 largestStepBackUs = 0;
    qint64 firstStepBackLine = 0;  // the line of the first (1-based; 0: none)
    QStringList lockKeys;          // every lock key (deduplication keys apart), in the order first seen
    // Keys taken with SET … NX and an expiry that --keys left out, while it had matched none: what the
    // report names when the filter matched nothing (counted up to 100,000; the first 5 kept).
    qint64 setNxKeysOutsideFilter = 0;
    QStringList setNxKeysOutsideFilterNamed;
    qint64 firstServerUs = -1;  // server time of the first and last command seen
    qint64 lastServerUs = -1;
    static constexpr int maxListedInvalid = 1000;
};

// Is a key taken with SET … NX and an expiry a lock (docs/watching.md)? Only if it was also
// released, extended or contended, or `--keys` named it; a key set once and left to expire is a
// deduplication key (an idempotency key), listed apart and out of the verdict.
enum class KeyKind : quint8 { Lock, Deduplication };

// What the groups of an import share (GroupedImport: each group is a TrafficInterpreter over the
// lines of its keys, run one after the other): the lane every client is named by, so a connection
// has one name on every key, and what each script SHA was learnt to be for, with the line it was
// learnt at, so a group knows what a run on another group's key taught at that line.
struct TrafficGroupShared {
    QHash<QString, int> laneNames;  // a lane name -> the next suffix to try for it
    struct ClientLane {
        QString lane;
        bool named = false;
    };
    QHash<QByteArray, ClientLane> clients;  // by address
    // What each script (by SHA) was learnt to be for: every run that showed it, in any group, as the
    // moments its lesson changed (TrafficInterpreter::moment()). One pass knows the latest lesson
    // before each moment; so does a group.
    QHash<QByteArray, std::map<qint64, Command>> lessons;
    void learn(const QByteArray &sha, qint64 moment, Command purpose);
    std::optional<Command> purposeBefore(const QByteArray &sha, qint64 moment) const;
    // Whether a group that was told `told` at moments `from` … `to` (looked up, TrafficInterpreter::
    // scriptLookups()) would now be told something else at one of them.
    bool changedWithin(const QByteArray &sha, qint64 from, qint64 to, std::optional<Command> told) const;
    // The group of `groups` a key belongs to, by its bytes: a key is one group's, whichever lines name it.
    static int groupOf(QByteArrayView key, int groups);
};

// Where a group's interpretation starts (the first watched command, read by a scout over the lines
// before it): trace time 0, the watch's start and the followed database, as one pass would set them.
struct TrafficStart {
    qint64 originUs = -1;
    qint64 nowUs = 0;
    int db = -1;
    // The line whose first lock key fixed `db` (0: --db did): one pass followed no database before it,
    // so a script begun earlier (the groups start at its EVAL) is not one of another database's.
    qint64 dbLine = 0;
};

// The lines' own counts (TrafficStats): counted by the group a line is routed to first, and not by
// the others it is copied to (a DEL of keys of two groups, a script over them).
struct TrafficLineCounts {
    qint64 commands = 0, watchedCommands = 0, outsideCommands = 0, otherDbCommands = 0, keylessCommands = 0,
           unmodelledCommands = 0, ownCommands = 0, clusterCommands = 0;
    static TrafficLineCounts of(const TrafficStats &s);
    void restore(TrafficStats &s) const;
    void addTo(TrafficStats &s) const;
};

// Turns MONITOR lines into one Trace per lock key, in one pass. MONITOR shows each command, in
// execution order with the server's timestamp, but no replies and no expirations: each command on
// a watched key is applied to the embedded Redis model at its timestamp, on the server's clock, and
// the model gives the reply, the expiries and who holds the key. Each command goes to the state of
// its key (a hash from key to state): the key's own trace, lanes (the clients that touched it) and
// beliefs. What is shared stays global: the model, time, client names, the database, and what each
// script SHA is for (learnt from any EVAL body, SCRIPT LOAD, or a run of it on any key). A client's
// belief that it holds a lock is inferred (from its successful acquire to its release or its own
// DEL): a pause inside a client cannot be seen from Redis. Only watched keys reach the model, so
// memory grows with the watched-key commands, not with the traffic.
class TrafficInterpreter {
public:
    explicit TrafficInterpreter(TrafficOptions options);
    ~TrafficInterpreter();
    TrafficInterpreter(const TrafficInterpreter &) = delete;
    TrafficInterpreter &operator=(const TrafficInterpreter &) = delete;

    // One raw line (with or without its newline); counts and lists it if it is not a MONITOR line.
    void feedLine(QByteArrayView line);
    // A line of stream `source` (0 unless addSource() made more): a key belongs to the stream that
    // first showed it (a cluster key lives on one shard), and a stream's gaps are its keys' only.
    void feed(const MonitorLine &line, int source = 0);
    // Another stream of the same traffic (a cluster's shard), named for the report ("127.0.0.1:7001");
    // its index. Source 0 is there from the start; setSourceName names it.
    int addSource(const QString &name);
    void setSourceName(int source, const QString &name);
    int sourceCount() const { return static_cast<int>(m_sources.size()); }
    QString sourceName(int source) const;
    int keySource(qsizetype key) const;
    // A client's name (CLIENT LIST name=, or CLIENT SETNAME seen in the stream): its lanes take it.
    // `source`: the stream whose server listed it (a Redlock's instances each have their own clients).
    void setClientName(const QByteArray &address, const QString &name, int source = 0);
    // The MONITOR connection was lost at `serverUs` (what happened until it is back is not seen).
    void beginGap(qint64 serverUs, const QString &why, int source = 0);
    void endGap(qint64 serverUs, int source = 0);
    // Redis answered nothing from `serverUs` on (the watch's PING on its control connection timed
    // out while the connection stayed up: SIGSTOP, a slow command, a stuck disk) until endStall. Not
    // a lost connection: nothing ran in between. A gap on every key's timeline, and a line in the report.
    void beginStall(qint64 serverUs, const QString &why, int source = 0);
    void endStall(qint64 serverUs, int source = 0);
    // Redis reported (keyspace notification) that it deleted an expired key, at about `serverUs`.
    void observeExpiry(const QString &key, qint64 serverUs);
    // What the watch read of lock key `key` itself (GET and PTTL in one MULTI, on a connection named
    // ownClientName): its token, or none when there was no such key, and the ms it had left (-1: no
    // expiry). It holds at the instant the stream shows that GET: applied there, whichever of the two
    // comes first, so the model holds what Redis held; a holder from before the watch is known by its
    // token instead of guessed (issue 25). Too late (the key's stream moved on first): counted, dropped.
    void observeKey(qsizetype key, const std::optional<QByteArray> &value, qint64 pttlMs);
    // The watch could not read lock key `key` (its stream's connection was down or stalled, the read
    // timed out, an ACL refused it): counted, and its holder inferred as from a capture.
    void keyNotRead(qsizetype key);
    // The client name of LockLab's own connections: their commands are not the traffic's, in a watch or
    // in a capture taken beside one.
    static constexpr const char *ownClientName = "locklab-watch";
    // Applies a script whose lua lines may still have been on their way (live: when the stream is idle).
    void flush();
    // The end of the capture: keeps what is still open (a lock never released) open to `serverUs`
    // (-1: the last command seen) and notes each lane that never released.
    void finish(qint64 serverUs = -1);

    // The keys taken with SET … NX and an expiry (or named by --keys), in the order first seen:
    // locks and deduplication keys alike (keyKind tells them apart).
    qsizetype keyCount() const;
    QString keyName(qsizetype key) const;
    QByteArray keyBytes(qsizetype key) const;  // as Redis names it (null: not known)
    KeyKind keyKind(qsizetype key) const;
    qsizetype keyIndex(const QString &key) const;  // -1: not a key taken with SET NX
    // The key's trace so far: its lanes are the clients that touched it (named as they are now),
    // with the capture's gaps; still open at `observedUntil` (trace time, -1: the last event).
    Trace keyTrace(qsizetype key, Micros observedUntil = -1) const;
    // The first lock key's trace (an empty trace when none): a capture of one lock key.
    Trace takeTrace() const;
    // A group of an import (GroupedImport): it shares names and scripts through `shared` and starts
    // where one pass would have (`start`): the lines it gets before the first watched one only teach.
    // Only its own keys (TrafficGroupShared::groupOf) become its keys.
    void joinGroups(TrafficGroupShared *shared, int group, int groups, const TrafficStart &start);
    // A line routed to this group: its number in the capture, the capture's clock then (the latest
    // time of any line so far: lines out of order keep it, as one pass does), whether its counts are
    // this group's, and whether it only teaches (a client's name, a script's body) what another
    // group's line does.
    struct Routed {
        qint64 number = 0;
        qint64 clockUs = 0;
        bool counted = true;
        bool learnOnly = false;
        bool shared = false;       // routed to other groups too (its keys are theirs too): sharedLines()
        bool beforeStart = false;  // before the first watched command (TrafficStart): learnt only
    };
    // `packed`: the line as packMonitorLine() packed it.
    void feedRouted(QByteArrayView packed, const Routed &routed);
    // Time went backwards at `line` for the first time, by `backUs`, the capture's clock being `clockUs`:
    // every key has the note one pass gives it.
    void noteStepBack(qint64 backUs, qint64 line, qint64 clockUs);
    // The pending script ends at `line` (the line after it, where one pass applies it).
    void endScript(qint64 line);
    // The lines routed to several groups (Routed::shared) that this group found watched (true) or, counting
    // them, outside every watched key (false): counted once, watched if any group watched one.
    const QHash<qint64, bool> &sharedLines() const { return m_sharedLines; }
    // What a group was told when it looked a script up (SHA -> stretches of moments told the same):
    // a group told something another group's lesson, learnt later, changes is run again (GroupedImport).
    struct Lookups {
        qint64 from = 0, to = 0;
        std::optional<Command> told;
    };
    const QHash<QByteArray, QList<Lookups>> &scriptLookups() const { return m_scriptLookups; }
    // Where in the capture a script is learnt or looked up: its line, then within the script applied
    // there, the lock key being read (one pass reads a script's keys in the order of their lua lines,
    // and what the first taught counts for the next, in any group). A moment's line is moment >> 20.
    static constexpr int momentBits = 20;
    qint64 moment() const { return (m_lineNumber << momentBits) | m_scriptStep; }
    // Where key `key` became a key, in the order of one pass over the capture: its line, its script's
    // end before the line's own command, and its place among the line's keys (it orders every group's keys).
    qint64 keyFirstLine(qsizetype key) const;
    // Every event of every key: GroupedImport weighs the groups together for --max-events.
    qint64 eventCount() const;
    // What the keys' events in memory weigh (EventList::weight(), against RunLimits::maxTraceBytes)
    // and, with TrafficOptions::commandText off, the most they would weigh with each command's text.
    qint64 tracesWeight() const;
    qint64 mostTracesWeightWithText() const;
    // Clients seen on watched keys (a lane on each key they touched).
    qsizetype clientCount() const { return m_clients.size(); }
    const TrafficStats &stats() const { return m_stats; }
    // Empty until a limit of TrafficOptions::limits was reached; then which, and at which line.
    QString limitReached() const { return m_limitReached; }
    qint64 limitLine() const { return m_limitLine; }  // the line it stopped at (0: none)
    // The text of limitReached() for --max-events, reached at `line`.
    static QString eventsLimitText(qint64 maxEvents, qint64 line);
    // Events moved to make room for one put in before a key's last ones, and to put the holdings from
    // before the watch in front: for tests, which hold it linear in the events (a square was issue 25's).
    qint64 eventsMoved() const { return m_eventsMoved; }
    // Lanes looked at to find a command's lane on its key: for tests, which hold it
    // linear in the commands (a connection that never releases kept a lane per holding, and each
    // SET NX walked them all: a square, and a tenth of a watch's time at 50,000 commands/s).
    qint64 lanesScanned() const { return m_lanesScanned; }
    // Tokens kept to find a lane by: for tests, which hold it to a lane's own (a table of every token
    // ever sent grew by each SET NX, and its rehash at 262,144 of them stopped a watch for ~90 ms).
    qsizetype tokensKept() const { return m_laneByToken.size(); }
    // Trace time 0 is this server instant (µs since the epoch): the whole second before the first watched command.
    qint64 originUs() const { return m_originUs; }
    // Where the first watched command was: where a group of an import starts (TrafficStart).
    TrafficStart start() const;
    // The counts before the last line's own command, after the script that line ended: where a group
    // starting at an EVAL takes the lines before it from (the EVAL counts itself there).
    TrafficLineCounts countsBeforeCommand() const { return m_countsBeforeCommand; }

private:
    enum class Role : quint8 { None, Lock, Store, Fence };
    struct KeyRole {
        Role role = Role::None;
        int key = -1;  // Lock: the key's index
    };
    struct Client {
        QByteArray address;
        int sameAs = -1;     // a Redlock: this connection is the client's one to another instance (its lane)
        QString lane;        // its lane's name on every key (unique among the clients)
        bool named = false;  // took a client name (not just its address)
        QList<int> holds;    // lock keys it believes it holds (its store writes are theirs)
        int lastKey = -1;    // the lock key it last sent a command for
        QString laneNote;    // "lane X is the client at …", made for `laneNoteFor`, its lane's name then
        QString laneNoteFor;
    };
    struct Lane {
        int client = -1;
        int sub = 0;                  // 0: the client's first lane on the key; n: its n+1-th holder at once
        int next = -1;                // the client's next lane on the key, -1: none
        int last = -1;                // on the client's first lane on the key: its last (where `next` grows)
        QString attempt;              // the token of its latest acquire
        qsizetype attemptReply = -1;  // and that acquire's Replied event
        qsizetype grantReply = -1;    // its latest acquire that took effect: the Replied event
        qsizetype grantState = -1;    // and the State event it began holding with
        bool uncertain = false;       // granted on a key the capture had not seen before
        bool listedFree = false;      // in its chain's m_freeLanes (a chain long enough to have one)
        Micros heldUntil = -1;        // trace time its latest holding of the key ended (-1: none seen)
    };
    struct KeyState;
    struct LuaCall {
        QList<QByteArray> args;
        RedisCommandInfo info;
        QString key;  // the model key of args[1], if any
        KeyRole role;
        Reply reply;  // what the model answered
        bool applied = false;
        bool modelled = false;  // the model runs the command: `reply` is Redis's
    };
    struct PendingScript {
        bool active = false;
        int source = 0;        // the stream its EVAL came on
        bool skipped = false;  // an EVAL in a database not followed
        QByteArray client;
        int db = 0;
        qint64 serverUs = 0;
        QByteArray sha;
        QList<QByteArray> line;  // the EVAL/EVALSHA line as MONITOR showed it
        QList<QByteArray> argv;
        QList<LuaCall> calls;
        bool counted = true;  // its counts are this group's (Routed::counted of its EVAL)
        bool shared = false;  // Routed::shared of its EVAL
        qint64 evalLine = 0;  // its EVAL's line in the capture
    };

    void process(const MonitorLine &line);
    // A script's lua lines end at the next line but one ran before it (issue 25): applied there.
    void endScriptBefore(const MonitorLine &line, RedisCommandInfo info);
    void learnOnly(const MonitorLine &line, bool beforeStart);
    std::optional<Command> learnedPurpose(const QByteArray &sha);
    void learnPurpose(const QByteArray &sha, Command purpose);
    int m_scriptStep = 0;  // moment(): 0, or 1 << 19 | the lua line of the key a script's lock is read at
    QHash<QString, int> &laneNames() { return m_shared ? m_shared->laneNames : m_laneNames; }
    void ownCommand(RedisCommandInfo info, const MonitorLine &line);
    bool learnFromKeyless(RedisCommandInfo info, const QList<QByteArray> &args, const QByteArray &client);
    bool beginScript(RedisCommandInfo info, const MonitorLine &line, const QByteArray &client);
    void processKey(const MonitorLine &line, RedisCommandInfo info, const QByteArray &client, qsizetype k);
    void finishScript();
    void applyScript();
    bool m_endingScript = false;  // finishScript: the keys it makes are made before the line's own
    int m_keyPosition = 0;        // the key's place among the line's (or the script's) being made a key
    void findScriptLocks(PendingScript &s);
    bool releasesUnseenHolding(const PendingScript &s, qsizetype i);
    void applyScriptCalls(PendingScript &s, int client);
    bool emitScriptLock(const PendingScript &s, int client, int key, const LuaCall *fenceIncr);
    void emitScriptStore(const PendingScript &s, int client);
    KeyRole roleOf(const QString &key, int db, bool named);
    KeyRole rawRoleOf(const QByteArray &name, int db);
    int becomeLockKey(const QString &key, int db, bool named, const QByteArray &raw = {});
    QString modelKey(const QByteArray &name, int db) const;
    int clientOf(const QByteArray &address);
    bool redlock() const { return m_options.instances > 1; }
    // A command's text for its events (renderLine), or none (TrafficOptions::commandText).
    QString shownLine(const QList<QByteArray> &args, const QByteArray &sha) const;
    qint64 m_textsLeftOut = 0;  // command events emitted without their text
    // The address a client is known by: a Redlock's instances are different servers, whose clients'
    // addresses may coincide.
    QByteArray clientKey(const QByteArray &address, int source) const;
    // The model's (and the trace's) name of a lock key on the line's server: `key@i` on a Redlock's instance i.
    QString onInstance(const QString &key) const;
    // A Redlock: a connection acquiring (or releasing) with a token another instance's connection used
    // on the key is that client's: its lane.
    int sameClient(KeyState &key, int client, const Request &request);
    void joinNamed(int client);
    void nameClient(const QByteArray &address, const QString &name);
    int firstLane(const KeyState &key, int client) const;
    int addLane(KeyState &key, int client);
    int laneOf(KeyState &key, int client);
    int laneFor(KeyState &key, int client, const Request &request);
    int firstFreeLane(KeyState &key, int first);
    void listFree(std::vector<int> &free, KeyState &key, int lane);
    void laneFreed(KeyState &key, int lane);
    void forgetToken(const KeyState &key, int lane, const QString &token);
    QString laneName(const KeyState &key, int lane) const;
    QString laneName(const QByteArray &client) const;
    QString uniqueLaneName(const QString &wanted);
    void advanceTo(qint64 serverUs);
    // An instant the stream did not show (a gap, a stall, an expiry message, the end), on the
    // server's clock: the trace's clock moves on to it (never back); its trace time.
    Micros markAt(qint64 serverUs);
    bool withinLimits();
    void ensureOrigin();
    Micros traceTime(qint64 serverUs) const { return serverUs - m_originUs; }
    Reply applyToModel(RedisCommandInfo info, const QList<QByteArray> &args, const QString &key, Request *asRequest);
    void emitCommand(KeyState &key, int lane, const Request &request, const Reply &reply, const QString &text);
    void emitLockCommand(int key, int client, const Request &request, const Reply &reply, const QString &shown);
    void emitState(KeyState &key, int lane, WorkerState state, bool believes);
    void emitNote(KeyState &key, Micros at, int lane, const QString &text);
    void emitGap(Micros at, qint64 value, const QString &text, int source);  // value: as a Gap event's
    void emitStoreWrite(int client, const Request &write, const std::optional<Reply> &reply, const QString &shown);
    // Why a grant the model inferred on a key it had not seen before was a refusal after all.
    enum class Withdrawn : quint8 { SentAgain, KeyRead };
    void withdrawUncertainGrant(KeyState &key, int lane, Withdrawn why);
    // How a holding whose acquire was not seen showed itself: a check of its token in a script, or a
    // plain DEL or PEXPIRE of a token no one seen in the watch held (the model has it already).
    enum class ShownBy : quint8 { TokenCheck, PlainCommand };
    void drawUnseenHolding(KeyState &key, int lane, const QString &token, bool keyHeldIt,
                           ShownBy shownBy = ShownBy::TokenCheck);
    struct KeyRead;
    void applyRead(KeyState &key, const KeyRead &read, qint64 atUs);
    void reconcileCheck(KeyState &key, int client, const QString &token, bool acted);
    // The token a script run by `client` compares: the first of its arguments that a client acquired
    // the key with (the client's own, or a Redlock's on any instance); else its first argument.
    QString comparedToken(const KeyState &key, int client, const QList<QByteArray> &argv) const;
    void undoGuess(KeyState &key);
    void grantedAfterAll(KeyState &key, int lane);
    void insertEvent(KeyState &key, qsizetype index, const TraceEvent &event);
    // Where a lane's index of a key's event is (whereIs), its key read back first if it was spilled.
    qsizetype placeInMemory(KeyState &key, qsizetype index, bool *inFront);
    // A key's event by a lane's index of it (Lane::grantReply …), wherever it is now.
    TraceEvent eventAt(KeyState &key, qsizetype index);
    void replaceEvent(KeyState &key, qsizetype index, const TraceEvent &event);
    void foldFront(KeyState &key);
    // The key's older events to the spill file (TrafficOptions::spillAt), and back: read back whole
    // before any of them is read or changed (`unspill`), so every index is the trace's as before.
    void spillOlder(KeyState &key);
    void unspill(KeyState &key);
    // The key's events in trace order but the front's: those spilled, then those in memory.
    EventList keyEvents(const KeyState &key) const;
    void noteLockFacts(KeyState &key, const Request &request, const Reply &reply);
    void describeFollowed();
    bool matchesAny(const QList<QRegularExpression> &globs, const QString &key) const;
    void noteOutsideFilter(const QByteArray &key, int db);

    TrafficOptions m_options;
    QList<QRegularExpression> m_lockGlobs;
    QList<QRegularExpression> m_storeGlobs;
    VirtualScheduler m_scheduler;
    std::unique_ptr<EmbeddedRedis> m_model;
    std::deque<KeyState> m_keys;  // a deque: a key's state stays where it is while others are added
    QHash<QString, int> m_keyByName;
    TrafficStats m_stats;
    QString m_keysFollowed;
    qint64 m_originUs = -1;
    Micros m_watchStart = -1;  // trace time of the first watched command
    int m_db = -1;             // the followed database, once known (-1: not yet)
    qint64 m_dbLine = 0;       // the line that fixed it (TrafficStart::dbLine)
    int m_dbFromStart = -1;    // a group: TrafficStart::db, followed from TrafficStart::dbLine on
    void followStartDb();
    TrafficLineCounts m_countsBeforeCommand;
    qint64 m_nowUs = 0;  // the trace's clock: the latest server time of a line or of markAt
    qint64 m_lineNumber = 0;
    qint64 m_eventsMoved = 0;
    qint64 m_lanesScanned = 0;
    std::unique_ptr<EventSpill> m_spill;  // TrafficOptions::spillDirectory; null: off, or not made
    qint64 m_largestSpill = 0;            // the most any key's spilled events weighed (withinLimits)
    int m_mostLanes = 0;                  // the most lanes any key has (a trace's workers are 16-bit)
    int m_mostLanesKey = -1;
    // One per stream of the traffic: what it is called, and whether it is seen right now.
    struct Source {
        QString name;
        bool inGap = false;
        bool inStall = false;
        qint64 stallSinceUs = 0;
        QList<TraceEvent> gaps;  // every gap of this stream begun or ended: a key found later gets them too
    };
    std::vector<Source> m_sources = std::vector<Source>(1);
    int m_source = 0;  // the stream of the line being interpreted
    QString m_limitReached;
    qint64 m_limitLine = 0;
    qint64 m_untilLimitCheck = 0;  // lines until the traces are weighed again
    PendingScript m_script;
    QList<Client> m_clients;
    QHash<QByteArray, int> m_clientByAddress;
    QHash<QString, int> m_laneNames;               // lane name -> the next suffix to try for it
    QHash<QByteArray, QString> m_names;            // client address -> CLIENT SETNAME name
    QHash<QString, int> m_clientByName;            // a Redlock: a name's client (its first connection)
    QSet<QString> m_namedOnSource;                 // a Redlock: "name@i", a name taken on instance i
    QHash<QByteArray, QByteArray> m_scriptBodies;  // sha1 (lowercase hex) -> body, from EVAL and SCRIPT LOAD
    // (key, client, token of an acquire) -> the lane that sent it: a connection that acquires under a
    // new token each time and never releases keeps every holding open, and a scan would be a square.
    // Only a lane's own tokens are kept, its latest acquire's and the one it holds (or last held) with.
    // One table for every key: a hash of its own was a third of the mallocs of an import of 100,000
    // lock keys (its first allocation alone is about 800 bytes, for a key taken a handful of times).
    static quint64 laneTokenKey(const KeyState &key, int client);
    QHash<SeededPair<quint64, QString>, int> m_laneByToken;
    // (key, client) -> the lanes of a long chain (more than walkedChain) that hold nothing, a min-heap
    // by lane (the chain's order), with lanes that took the lock since left in until they come up:
    // an acquire goes to the first of them. Every lane that holds nothing is in it.
    static constexpr int walkedChain = 8;
    QHash<quint64, std::vector<int>> m_freeLanes;
    QHash<QByteArray, std::optional<Command>> m_bodyPurposes;  // sha1 -> purposeOfBody() of its body, once read
    // One pass: sha1 -> what a run of it that took effect showed, on any key, latest (a group: the shared lessons).
    QHash<QByteArray, Command> m_learnedScripts;
    TrafficGroupShared *m_shared = nullptr;  // a group of an import: what the groups share
    int m_group = 0, m_groups = 1;           // which group of how many
    bool ownsKey(const QByteArray &raw) const;
    QHash<QByteArray, QList<Lookups>> m_scriptLookups;  // scriptLookups()
    bool m_routed = false;              // fed by feedRouted: the capture's clock and lines are the router's
    MonitorLine m_routedLine;           // the line feedRouted() unpacked last
    bool m_lineCounted = true;          // Routed::counted of the line being interpreted
    bool m_lineShared = false;          // Routed::shared of it
    QHash<qint64, bool> m_sharedLines;  // sharedLines()
    void noteShared(qint64 line, bool counted, const TrafficLineCounts &before);
    qint64 m_routedClockUs = 0;
    // The watch's reads of lock keys (observeKey): by key, the reply that came before its GET's line,
    // or the time of the line that came before its reply.
    struct KeyRead {
        std::optional<QByteArray> value;
        qint64 pttlMs = -2;
        qint64 lineUs = -1;
        bool replied = false;
    };
    QHash<qsizetype, KeyRead> m_reads;
    QSet<QByteArray> m_ownClients;       // addresses of clients named ownClientName
    QHash<QByteArray, int> m_rawLocks;   // a lock key's bytes (and db) -> its index: kept
    QHash<QByteArray, Role> m_rawRoles;  // other keys' roles by their bytes: a memo, forgotten when large
    QSet<QByteArray> m_outsideFilter;    // TrafficStats::setNxKeysOutsideFilter's keys (and db)
};

// A line that is not a MONITOR command, counted (and listed, if invalid) in `stats`; what it was.
enum class NotCommand : quint8 { Banner, Blank, Invalid };
NotCommand countNotCommand(TrafficStats &stats, QByteArrayView line, MonitorParse parse, const MonitorParseError &error,
                           qint64 lineNumber);

// Redis's glob (stringmatchlen): * ? [abc] [^a-z] and \x, as a regular expression.
QRegularExpression redisGlob(const QString &glob);

// A worker name the scenario format accepts (letters, digits, '_' and '-', at most 24).
QString laneNameFor(const QString &clientNameOrAddress);

}  // namespace locklab

namespace locklab {

// `--json`'s "traffic" object and the report's lines about what was seen and what was not.
QJsonObject trafficStatsToJson(const TrafficStats &stats);
QString trafficStatsText(const TrafficStats &stats);

}  // namespace locklab

namespace locklab {

// A saved MONITOR log (redis-cli monitor, RedisInsight's profiler log) through `interpreter`, which
// is finished at its end. False, with *error "FILE: why", when the file cannot be read or holds no
// MONITOR line at all. `progress` gets (bytes read, file size) every few thousand lines and at the end.
// `stop`, asked as often, ends the reading early when it says why (the app's Cancel, a limit): false
// with that reason as *error, and the interpreter left unfinished.
bool importMonitorLog(const QString &path, TrafficInterpreter &interpreter, QString *error,
                      const std::function<void(qint64 done, qint64 total)> &progress = {},
                      const std::function<QString()> &stop = {});

}  // namespace locklab
