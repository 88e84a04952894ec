// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace locklab::scripts {

// The lab's Lua scripts. The embedded store implements the same semantics natively; the
// live store loads these with SCRIPT LOAD and calls them by EVALSHA.

// KEYS[1] lock, ARGV[1] token. Deletes the lock only if it still holds our token.
inline constexpr char compareAndDelete[] =
    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

// KEYS[1] lock, ARGV[1] token, ARGV[2] ttl ms. Extends the lock only if it still holds our token.
inline constexpr char compareAndExtend[] =
    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";

// Every key a script creates gets its TTL in the command that creates it: a counter is created by
// `SET k 0 NX PX ttl` and only then INCRemented (INCR keeps a TTL). Its refresh is a pcall: a user
// whose ACL refuses PEXPIRE still leaves nothing behind that never expires.
#define LOCKLAB_COUNT_WITH_TTL(key, ttl)                                                                               \
    "redis.call('SET', " key ", 0, 'NX', 'PX', " ttl ") local n = redis.call('INCR', " key ") "                        \
    "redis.pcall('PEXPIRE', " key ", " ttl ") "

// KEYS[1] counter, ARGV[1] ttl ms: INCR with the counter's TTL in the same command (the separate
// fencing counter).
inline constexpr char countWithTtl[] = LOCKLAB_COUNT_WITH_TTL("KEYS[1]", "ARGV[1]") "return n";

// KEYS[1] last fence, KEYS[2] value, KEYS[3] count; ARGV[1] fence, ARGV[2] value, ARGV[3] ttl ms.
// Accepts the write only if its fence is newer than every fence seen, atomically with the write.
inline constexpr char fencedWrite[] = "local last = tonumber(redis.call('GET', KEYS[1]) or '0') "
                                      "if tonumber(ARGV[1]) > last then "
                                      "redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3]) "
                                      "redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3]) " LOCKLAB_COUNT_WITH_TTL(
                                          "KEYS[3]", "ARGV[3]") "return 1 end return 0";

// KEYS[1] value, KEYS[2] count; ARGV[1] value, ARGV[2] ttl ms. An unfenced write: always lands.
inline constexpr char plainWrite[] =
    "redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) " LOCKLAB_COUNT_WITH_TTL("KEYS[2]", "ARGV[2]") "return n";

// KEYS[1] lock, KEYS[2] fence counter; ARGV[1] token, ARGV[2] ttl ms, ARGV[3] counter ttl ms.
// Acquire and take a fencing token in one round trip: returns the token, or 0 if the lock is taken.
inline constexpr char acquireWithFence[] =
    "if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then " LOCKLAB_COUNT_WITH_TTL(
        "KEYS[2]", "ARGV[3]") "return n end return 0";

}  // namespace locklab::scripts

#undef LOCKLAB_COUNT_WITH_TTL
