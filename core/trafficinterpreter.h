// SPDX-License-Identifier: MIT
#pragma once

#include "core/embeddedredis.h"
#include "core/interpretation.h"
#include "core/monitorline.h"
#include "core/trace.h"
#include "core/virtualscheduler.h"

#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <functional>
#include <memory>

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
};

struct InvalidLine {
    qint64 number = 0;  // 1-based line number in the input (live: in the stream)
    int column = 0;
    QString message;
    QByteArray text;  // the line, cut to 200 bytes
};

struct TrafficStats {
    qint64 lines = 0;                // lines read, whatever they were
    qint64 commands = 0;             // MONITOR command lines (lua lines included)
    qint64 watchedCommands = 0;      // commands that touched the traced lock, the store or the fence key
    qint64 outsideCommands = 0;      // commands on keys outside the watch set (counted, not kept)
    qint64 otherLockCommands = 0;    // commands on lock keys other than the traced one
    qint64 otherDbCommands = 0;      // commands in a database other than the followed one
    qint64 keylessCommands = 0;      // PING, CLIENT, SELECT, MULTI … : no key, nothing to model
    qint64 unmodelledCommands = 0;   // on a watched key, but a command the model does not know
    qint64 unclassifiedScripts = 0;  // scripts on a watched key whose purpose could not be told
    qint64 invalidLines = 0;
    qint64 bannerLines = 0;  // redis-cli monitor's "OK" (its reply to MONITOR)
    qint64 blankLines = 0;
    QList<InvalidLine> invalid;  // the first maxListedInvalid of them
    int gaps = 0;                // times the MONITOR connection was lost
    QStringList lockKeys;        // every lock key seen, the traced one first
    qint64 firstServerUs = -1;   // server time of the first and last command seen
    qint64 lastServerUs = -1;
    static constexpr int maxListedInvalid = 1000;
};

// Turns MONITOR lines into a Trace. MONITOR shows each command, in execution order with the
// server's timestamp, but no replies and no expirations: each command on a watched key is applied
// to the embedded Redis model at its timestamp, on the server's clock, and the model gives the
// reply, the expiries and who holds the key. A client's belief that it holds the lock is
// inferred (from its successful acquire to its release or its own DEL): a pause inside a client
// cannot be seen from Redis. Only watched keys reach the model, so memory grows with the
// watched-key commands, not with the traffic.
class TrafficInterpreter {
public:
    explicit TrafficInterpreter(TrafficOptions options);
    ~TrafficInterpreter();
    TrafficInterpreter(const TrafficInterpreter &) = delete;
    TrafficInterpreter &operator=(const TrafficInterpreter &) = delete;

    // One raw line (with or without its newline); counts and lists it if it is not a MONITOR line.
    void feedLine(QByteArrayView line);
    void feed(const MonitorLine &line);
    // A client's name (CLIENT LIST name=, or CLIENT SETNAME seen in the stream): its lane takes it.
    void setClientName(const QByteArray &address, const QString &name);
    // The MONITOR connection was lost at `serverUs` (what happened until it is back is not seen).
    void beginGap(qint64 serverUs, const QString &why);
    void endGap(qint64 serverUs);
    // Redis reported (keyspace notification) that it deleted an expired key, at about `serverUs`.
    void observeExpiry(const QString &key, qint64 serverUs);
    // Applies a script whose lua lines may still have been on their way (live: when the stream is idle).
    void flush();
    // The end of the capture: keeps what is still open (a lock never released) open to `serverUs`
    // (-1: the last command seen) and notes each lane that never released.
    void finish(qint64 serverUs = -1);

    const Trace &trace() const { return m_trace; }
    Trace takeTrace();
    const TrafficStats &stats() const { return m_stats; }
    // Trace time 0 is this server instant (µs since the epoch): the whole second before the first watched command.
    qint64 originUs() const { return m_originUs; }

private:
    enum class Role : quint8 { None, Lock, OtherLock, Store, Fence };
    struct Lane {
        QByteArray address;
        bool named = false;  // took a client name (not just its address)
    };
    struct LuaCall {
        QList<QByteArray> args;
        QString key;  // the model key of args[1], if any
        Role role = Role::None;
        Reply reply;  // what the model answered
        bool applied = false;
    };
    struct PendingScript {
        bool active = false;
        bool skipped = false;  // an EVAL in a database not followed
        QByteArray client;
        int db = 0;
        qint64 serverUs = 0;
        QByteArray sha;
        QList<QByteArray> keys;
        QList<QByteArray> argv;
        QList<LuaCall> calls;
    };

    void process(const MonitorLine &line);
    void finishScript();
    Role roleOf(const QString &key);
    Role rawRoleOf(const QByteArray &name, int db);
    QString modelKey(const QByteArray &name, int db) const;
    int laneOf(const QByteArray &client);
    QString laneName(const QByteArray &client) const;
    void advanceTo(qint64 serverUs);
    void ensureOrigin();
    Micros traceTime(qint64 serverUs) const { return serverUs - m_originUs; }
    Reply applyToModel(const QList<QByteArray> &args, const QString &key, Request *asRequest);
    void emitCommand(int lane, const Request &request, const Reply &reply, const QString &text);
    void emitLockCommand(int lane, const Request &request, const Reply &reply, const QString &shown);
    void emitState(int lane, WorkerState state, bool believes);
    void emitNote(Micros at, int lane, const QString &text);
    void emitGap(Micros at, bool begins, const QString &text);
    void becomeLockKey(const QString &key);
    void describeFollowed();
    bool matchesAny(const QList<QRegularExpression> &globs, const QString &key) const;

    TrafficOptions m_options;
    QList<QRegularExpression> m_lockGlobs;
    QList<QRegularExpression> m_storeGlobs;
    VirtualScheduler m_scheduler;
    std::unique_ptr<EmbeddedRedis> m_model;
    Trace m_trace;
    TrafficStats m_stats;
    qint64 m_originUs = -1;
    int m_db = -1;        // the followed database, once known (-1: not yet)
    int m_currentDb = 0;  // the db of the command being classified
    qint64 m_nowUs = 0;   // server time of the last command applied
    qint64 m_lineNumber = 0;
    int m_nextRequestId = 0;
    qint64 m_storeWrites = 0;
    bool m_inGap = false;
    PendingScript m_script;
    QList<Lane> m_lanes;
    BeliefInference m_beliefs;  // what each lane's client believes, as the interpretation infers it
    QHash<QByteArray, int> m_laneByClient;
    QHash<QByteArray, QString> m_names;            // client address -> CLIENT SETNAME name
    QHash<QByteArray, QByteArray> m_scriptBodies;  // sha1 (lowercase hex) -> body, from EVAL and SCRIPT LOAD
    QHash<QByteArray, Command> m_learnedScripts;   // sha1 -> what a run of it that took effect showed
    QHash<QString, Role> m_roles;                  // keys already classified
    QHash<QByteArray, Role> m_rawRoles;            // the same, by the key's bytes (and db)
};

// Redis's glob (stringmatchlen): * ? [abc] [^a-z] and \x, as a regular expression.
QRegularExpression redisGlob(const QString &glob);

// A scenario that names the trace's lanes and lock, so a recording of watched traffic opens like
// any other (`locklab replay`, File ▸ Open Recording).
QByteArray scenarioJsonForTraffic(const Trace &trace, const QString &description);

// A worker name the scenario format accepts (letters, digits, '_' and '-', at most 24).
QString laneNameFor(const QString &clientNameOrAddress);

}  // namespace locklab

namespace locklab {

// `--json`'s "traffic" object and the report's lines about what was seen and what was not.
QJsonObject trafficStatsToJson(const TrafficStats &stats);
QString trafficStatsText(const TrafficStats &stats);

}  // namespace locklab

namespace locklab {

// A saved MONITOR log (redis-cli monitor, RedisInsight's profiler log) through a TrafficInterpreter.
// False, with *error "FILE: why", when the file cannot be read or holds no MONITOR line at all.
// `progress` gets (bytes read, file size) every few thousand lines and at the end.
bool importMonitorLog(const QString &path, const TrafficOptions &options, Trace *trace, TrafficStats *stats,
                      QString *error, const std::function<void(qint64 done, qint64 total)> &progress = {});

}  // namespace locklab
