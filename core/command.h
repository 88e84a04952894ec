// SPDX-License-Identifier: MIT
#pragma once

// The trace's vocabulary: the commands the lab sends, a request and its reply, and how each reads.
// Plain values, no executor and no QCoro: the trace, the interpretation and the timeline library
// read them; core/commandexecutor.h executes them.

#include "core/scenario.h"

#include <QString>

namespace locklab {

// The lab's whole command set: plain Redis commands plus the lab's scripts.
enum class Command : quint8 {
    Set,               // SET key value [NX|XX] [PX ms]
    Get,               // GET key
    Del,               // DEL key
    Pttl,              // PTTL key
    Pexpire,           // PEXPIRE key ms
    Incr,              // INCR key
    CompareAndDelete,  // script: DEL key if its value is the token
    CompareAndExtend,  // script: PEXPIRE key ms if its value is the token
    FencedWrite,       // script: write value if fence > the store's last fence, atomically
    Write,             // script: write value without a fence check (SET value + INCR count)
    Ping,
    AcquireWithFence,  // script: SET key token NX PX ms and, if it took, INCR fence — one round trip
    // The data stores other than Redis (see StoreKind). Each replies with the rows (or writes) it changed:
    SqlUpdate,        // UPDATE data SET value=?, fence=? WHERE id=1 — no check
    SqlFencedUpdate,  // UPDATE data SET value=?, fence=? WHERE id=1 AND fence < ? — optimistic locking
    SqlInsertJob,     // INSERT INTO jobs(job, value, fence) VALUES (?, ?, ?) under UNIQUE(job)
    FileWrite,        // overwrite a plain file in place: nothing to compare a token with
    Wait,             // WAIT numreplicas timeout: value is numreplicas (decimal), number the timeout ms
};
constexpr Command lastCommand = Command::Wait;

// A command that writes the protected data (to whichever store the scenario writes to).
bool isWriteCommand(Command command);
// A write that compares something atomically with it (a fence, a unique key) and may be refused.
bool isCheckedWrite(Command command);
// A command for the data store rather than the lock's Redis.
bool isDataStoreCommand(Command command);

enum class SetCondition : quint8 { Always, IfAbsent /*NX*/, IfPresent /*XX*/ };

// Keys are relative to the run's namespace; each CommandExecutor prefixes them with `locklab:<run-id>:`.
struct Request {
    Command command = Command::Ping;
    QString key;
    QString value;      // SET value, script token, or the value a write stores
    qint64 number = 0;  // PX / PEXPIRE ms, or the fencing token of a write
    SetCondition condition = SetCondition::Always;
    int worker = -1;  // who sends it (for scheduling labels and per-worker faults)
};

struct Reply {
    enum class Kind : quint8 {
        Status,   // +OK
        Nil,      // (nil)
        Integer,  // :n
        String,   // $value
        Error,    // -ERR ..., or the connection failed before the command was sent
        Unknown,  // sent, but no reply arrived in time: it may or may not have run. When the
                  // backend knows (embedded), executedAt >= 0 and integer 1 say it ran and took effect.
    };
    Kind kind = Kind::Nil;
    qint64 integer = 0;
    QString text;            // status, string value or error message
    Micros executedAt = -1;  // when the server ran it, if the store knows (embedded); else -1

    static Reply status(const QString &s) { return {Kind::Status, 0, s, -1}; }
    static Reply nil() { return {Kind::Nil, 0, {}, -1}; }
    static Reply ofInteger(qint64 n) { return {Kind::Integer, n, {}, -1}; }
    static Reply ofString(const QString &s) { return {Kind::String, 0, s, -1}; }
    static Reply error(const QString &message) { return {Kind::Error, 0, message, -1}; }
    static Reply unknown(const QString &why) { return {Kind::Unknown, 0, why, -1}; }

    bool isOk() const { return kind == Kind::Status; }
    bool isFailure() const { return kind == Kind::Error || kind == Kind::Unknown; }
};

}  // namespace locklab

Q_DECLARE_TYPEINFO(locklab::Request, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(locklab::Reply, Q_RELOCATABLE_TYPE);

namespace locklab {

// Names of the store keys that the write scripts use, relative to the run's namespace.
// The write scripts use <base>:fence (highest fence accepted), <base>:value and <base>:count.
struct StoreKeys {
    static QString fenceCounter() { return QStringLiteral("fence"); }  // INCR source of fencing tokens
    static QString base() { return QStringLiteral("store"); }
};

// A Redlock's instances in the trace (issue 30): the lock key `lock` on independent server i
// (1-based) is `lock@i`. The same key on N servers; the suffix names the server, and a lock key
// cannot contain '@', so nothing else reads as one.
QString instanceKey(const QString &key, int instance);
// The instance a key names (1-based), 0 for a key of the one server; `base` gets the key without it.
int keyInstance(const QString &key, QString *base = nullptr);

QString commandName(Command command);
// The command as Redis would see it, e.g. "SET locklab:run:lock a-12 NX PX 100".
QString renderCommand(const Request &request, const QString &fullKey);
QString renderReply(const Reply &reply);

}  // namespace locklab
