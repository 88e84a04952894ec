// SPDX-License-Identifier: MIT
#include "core/rediscommand.h"

#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>

namespace locklab {

namespace {

struct Row {
    std::string_view name;  // lower case; the table is sorted by it
    RedisCommand command;
    bool reads;
    bool multiKey;
};

using C = RedisCommand;
constexpr std::array table{
    Row{"acl", C::Keyless, false, false},
    Row{"asking", C::Cluster, false, false},
    Row{"auth", C::Keyless, false, false},
    Row{"bgsave", C::Keyless, false, false},
    Row{"client", C::Client, false, false},
    Row{"cluster", C::Cluster, false, false},
    Row{"command", C::Keyless, false, false},
    Row{"config", C::Keyless, false, false},
    Row{"dbsize", C::Keyless, false, false},
    Row{"debug", C::Keyless, false, false},
    Row{"decr", C::Decr, false, false},
    Row{"decrby", C::DecrBy, false, false},
    Row{"del", C::Del, false, true},
    Row{"discard", C::Keyless, false, false},
    Row{"dump", C::Read, true, false},
    Row{"echo", C::Keyless, false, false},
    Row{"eval", C::Eval, false, false},
    Row{"eval_ro", C::Eval, false, false},
    Row{"evalsha", C::EvalSha, false, false},
    Row{"evalsha_ro", C::EvalSha, false, false},
    Row{"exec", C::Keyless, false, false},
    Row{"exists", C::Exists, true, false},
    Row{"expire", C::Expire, false, false},
    Row{"expireat", C::ExpireAt, false, false},
    Row{"expiretime", C::Read, true, false},
    Row{"fcall", C::Keyless, false, false},
    Row{"flushall", C::Keyless, false, false},
    Row{"flushdb", C::Keyless, false, false},
    Row{"function", C::Keyless, false, false},
    Row{"get", C::Get, true, false},
    Row{"getdel", C::GetDel, false, false},
    Row{"getrange", C::Read, true, false},
    Row{"hello", C::Keyless, false, false},
    Row{"hget", C::Read, true, false},
    Row{"hgetall", C::Read, true, false},
    Row{"hmget", C::Read, true, false},
    Row{"incr", C::Incr, false, false},
    Row{"incrby", C::IncrBy, false, false},
    Row{"info", C::Keyless, false, false},
    Row{"keys", C::Keyless, false, false},
    Row{"lastsave", C::Keyless, false, false},
    Row{"latency", C::Keyless, false, false},
    Row{"llen", C::Read, true, false},
    Row{"lrange", C::Read, true, false},
    Row{"memory", C::Keyless, false, false},
    Row{"mget", C::Read, true, false},
    Row{"monitor", C::Keyless, false, false},
    Row{"multi", C::Keyless, false, false},
    Row{"object", C::Read, true, false},
    Row{"persist", C::Persist, false, false},
    Row{"pexpire", C::PExpire, false, false},
    Row{"pexpireat", C::PExpireAt, false, false},
    Row{"pexpiretime", C::Read, true, false},
    Row{"ping", C::Keyless, false, false},
    Row{"psetex", C::PSetEx, false, false},
    Row{"psubscribe", C::Keyless, false, false},
    Row{"pttl", C::Pttl, true, false},
    Row{"publish", C::Keyless, false, false},
    Row{"quit", C::Keyless, false, false},
    Row{"randomkey", C::Keyless, false, false},
    Row{"readonly", C::Cluster, false, false},
    Row{"reset", C::Keyless, false, false},
    Row{"role", C::Keyless, false, false},
    Row{"save", C::Keyless, false, false},
    Row{"scan", C::Keyless, false, false},
    Row{"scard", C::Read, true, false},
    Row{"script", C::Script, false, false},
    Row{"select", C::Keyless, false, false},
    Row{"set", C::Set, false, false},
    Row{"setex", C::SetEx, false, false},
    Row{"setnx", C::SetNx, false, false},
    Row{"slowlog", C::Keyless, false, false},
    Row{"smembers", C::Read, true, false},
    Row{"strlen", C::Read, true, false},
    Row{"subscribe", C::Keyless, false, false},
    Row{"swapdb", C::Keyless, false, false},
    Row{"time", C::Keyless, false, false},
    Row{"ttl", C::Ttl, true, false},
    Row{"type", C::Type, true, false},
    Row{"unlink", C::Unlink, false, true},
    Row{"unwatch", C::Keyless, false, false},
    Row{"wait", C::Keyless, false, false},
    Row{"zrange", C::Read, true, false},
    Row{"zscore", C::Read, true, false},
};

constexpr bool sorted()
{
    for (std::size_t i = 1; i < table.size(); ++i) {
        if (!(table[i - 1].name < table[i].name))
            return false;
    }
    return true;
}
static_assert(sorted(), "keep the command table sorted by name: a reader looks commands up in it");

// The longest name a lookup considers (it lower-cases the name on the stack).
constexpr std::size_t longestName = 15;
static_assert(std::all_of(table.cbegin(), table.cend(), [](const Row &r) { return r.name.size() <= longestName; }));

// The rows by the length of their names: a lookup compares only the few names as long as the one
// asked (a binary search over every name was 5 % of an import's instructions).
constexpr auto byLength = [] {
    auto rows = table;
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        return a.name.size() != b.name.size() ? a.name.size() < b.name.size() : a.name < b.name;
    });
    return rows;
}();
// firstOfLength[n]: the first row of byLength whose name is n or more characters long.
constexpr auto firstOfLength = [] {
    std::array<std::size_t, longestName + 2> first{};
    std::size_t row = 0;
    for (std::size_t n = 0; n < first.size(); ++n) {
        while (row < byLength.size() && byLength[row].name.size() < n)
            ++row;
        first[n] = row;
    }
    return first;
}();

}  // namespace

RedisCommandInfo redisCommand(QByteArrayView name)
{
    // Every MONITOR line asks, several times: lower-case the name on the stack, then compare it with
    // the names of its length.
    char lower[longestName];
    const auto size = static_cast<std::size_t>(name.size());
    if (size == 0 || size > longestName)
        return {};
    for (std::size_t i = 0; i < size; ++i) {
        const char c = name.data()[i];
        lower[i] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    for (std::size_t row = firstOfLength[size]; row < firstOfLength[size + 1]; ++row) {
        const Row &r = byLength[row];
        if (r.name.front() == lower[0] && std::memcmp(r.name.data(), lower, size) == 0)
            return {r.command, r.reads, r.multiKey};
    }
    return {};
}

QString argumentText(const QByteArray &bytes)
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

bool argumentInteger(const QByteArray &arg, qint64 *value)
{
    // Nearly every one is a few digits (PX 2000, numkeys 1): read here, as toLongLong() reads them,
    // without its locale's machinery (four fifths of the call). Anything else is toLongLong()'s.
    const qsizetype size = arg.size();
    const char *p = arg.constData();
    const bool negative = size > 0 && p[0] == '-';
    if (size > qsizetype(negative) && size <= 18) {
        qint64 v = 0;
        qsizetype i = negative ? 1 : 0;
        for (; i < size && p[i] >= '0' && p[i] <= '9'; ++i)
            v = v * 10 + (p[i] - '0');
        if (i == size) {
            *value = negative ? -v : v;
            return true;
        }
    }
    bool ok = false;
    *value = arg.toLongLong(&ok);
    return ok;
}

}  // namespace locklab
