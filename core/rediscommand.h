// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace locklab {

// The Redis commands real traffic is read with (MONITOR lines), as one table: what each is to the
// traffic interpreter. A command not in the table is `Other`: on a watched key it is counted as
// one the model does not know.
enum class RedisCommand : quint8 {
    Other,
    Keyless,  // its first argument is not a key (a subcommand, a channel, a section): nothing to model
    Read,     // a read the model need not apply (MGET, HGET, …)
    Set,
    SetNx,
    SetEx,
    PSetEx,
    Get,
    GetDel,
    Del,
    Unlink,
    Exists,
    Ttl,
    Pttl,
    Type,
    Expire,
    PExpire,
    ExpireAt,
    PExpireAt,
    Persist,
    Incr,
    IncrBy,
    Decr,
    DecrBy,
    Eval,  // EVAL and EVAL_RO: the body is the first argument
    EvalSha,
    Script,   // SCRIPT LOAD body: a purpose learnt for its SHA
    Client,   // CLIENT SETNAME name: a lane's name
    Cluster,  // CLUSTER, ASKING, READONLY: a Redis Cluster's client (keyless)
};

struct RedisCommandInfo {
    RedisCommand command = RedisCommand::Other;
    bool reads = false;     // changes nothing (GET, EXISTS, …): a script that only read decided not to act
    bool multiKey = false;  // every argument is a key (DEL, UNLINK): each watched one is its own command
};

// The command named `name` (any case: go-redis sends lower case).
RedisCommandInfo redisCommand(QByteArrayView name);

// An argument's bytes as text: UTF-8 when they are, else every byte outside printable ASCII as \xHH
// (so two different binary tokens never compare equal in the model).
QString argumentText(const QByteArray &bytes);
// An argument as a whole number (PX ms, a fence, numkeys).
bool argumentInteger(const QByteArray &arg, qint64 *value);

}  // namespace locklab
