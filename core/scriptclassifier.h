// SPDX-License-Identifier: MIT
#pragma once

#include "core/command.h"
#include "core/rediscommand.h"

#include <QList>

#include <optional>

namespace locklab {

// One command a script ran on a lock key (a `[db lua]` MONITOR line after its EVAL/EVALSHA), with
// what the embedded model answered when it was applied.
struct ScriptCall {
    RedisCommand command = RedisCommand::Other;
    QList<QByteArray> args;  // as MONITOR showed them, the command first
    Reply reply;
};

// What a run of a script amounted to on one lock key, in the lab's vocabulary.
struct ScriptMeaning {
    std::optional<Command> purpose;  // empty: it only read, and nothing tells what it is for
    Request request;                 // the lock command it amounts to (its key is the caller's)
    Reply reply;
    // The run itself shows what the script is for (it checked, then changed the key): true when the
    // purpose may be learnt for its SHA and applied to runs of it that only read.
    bool teaches = false;
};

// Classifies one script run from the commands it ran on a lock key: a check then SET NX/PX is an
// acquire (node-redlock), a check then DEL a compare-and-delete, a check then PEXPIRE or re-SET a
// compare-and-extend; DEL or PEXPIRE without a check are the plain commands. A run that only read
// decided not to act: `known` (from the body, or an earlier run of the same SHA on any key) says
// what it refused to do. `argv` is the script's ARGV; `token` the client's own token if it holds.
ScriptMeaning classifyScript(const QList<ScriptCall> &onLock, const QList<QByteArray> &argv, const QString &token,
                             std::optional<Command> known);

// What a script is for, from the commands its body calls (redis.call('get', …)).
std::optional<Command> purposeOfBody(const QByteArray &body);

}  // namespace locklab
