#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# A MONITOR capture at production shape for the import scale figure (issue 25, item 7): several
# services sharing one Redis, written the way `redis-cli monitor` prints them.
#   capture.py LINES LOCK_KEYS [SEED] > capture.monitor.log
# - a redis-py-like service: SET key token PX 2000 NX, then EVALSHA of Lock's compare-and-delete
#   (its GET and DEL follow as [0 lua] lines), the script's body once by SCRIPT LOAD;
# - a go-redis-like service: set key token ex 2 nx, then a plain del;
# - cache traffic (GET/SET of cache:* keys, a third of the lines) and idempotency keys
#   (SET idem:<n> 1 EX 30 NX, never released: deduplication keys, not locks);
# - contention: an acquire that finds its key held is refused; most holders release after about
#   50 ms, one in fifty stalls past its 2 s TTL and releases late: if another client took the key
#   meanwhile, two held it at once, and go-redis's plain del deletes the other's lock.
# Lock keys are spread over LOCK_KEYS names, each taken many times; clients are 200 connections.
import heapq
import random
import sys

lines_wanted = int(sys.argv[1])
lock_keys = int(sys.argv[2])
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
out = sys.stdout
release_sha = "c3f8721cbb97f72bc19e972846bd7aaf91901658"
release_body = ("\\n        local token = redis.call('get', KEYS[1])\\n        if not token or token ~= ARGV[1] then\\n"
                "            return 0\\n        end\\n        redis.call('del', KEYS[1])\\n        return 1\\n    ")
t = 1796175600.0
written = 0
holders = {}  # key -> (token, client, style, taken at)
token_counter = 0


def emit(client, *args):
    global written
    out.write("%.6f [0 %s] %s\n" % (t, client, " ".join('"%s"' % a for a in args)))
    written += 1


def client_of(n):
    return "127.0.0.1:%d" % (40000 + n)


emit(client_of(0), "SCRIPT", "LOAD", release_body)
releases = []  # scheduled releases: (when, key, token, client, style)
while written < lines_wanted:
    t += rng.expovariate(50000.0)  # about 50,000 commands a second
    while releases and releases[0][0] <= t:
        _, key, token, client, style = heapq.heappop(releases)
        held = holders.get(key)
        still = held is not None and held[0] == token and int(t * 1000) <= held[3] + 2000
        if style == "py":
            emit(client, "EVALSHA", release_sha, "1", key, token)
            emit("lua", "get", key)
            if still:
                emit("lua", "del", key)
                del holders[key]
        else:
            emit(client, "del", key)  # whoever holds it now loses it
            holders.pop(key, None)
    roll = rng.random()
    if roll < 0.33:
        k = "cache:item:%d" % rng.randrange(500000)
        if rng.random() < 0.8:
            emit(client_of(rng.randrange(200)), "GET", k)
        else:
            emit(client_of(rng.randrange(200)), "SET", k, "v%d" % rng.randrange(1000), "EX", "300")
        continue
    if roll < 0.36:
        emit(client_of(rng.randrange(200)), "SET", "idem:%d" % rng.randrange(10 ** 9), "1", "EX", "30", "NX")
        continue
    n = rng.randrange(lock_keys)
    redis_py = n % 3 != 0
    key = ("py:order:%d" if redis_py else "go:report:%d") % n
    client = client_of(rng.randrange(1, 200))
    token_counter += 1
    token = ("%032x" if redis_py else "go-%d") % token_counter
    if redis_py:
        emit(client, "SET", key, token, "PX", "2000", "NX")
    else:
        emit(client, "set", key, token, "ex", "2", "nx")
    held = holders.get(key)
    # Redis's rule, in whole milliseconds: a key set at ms s with PX 2000 is gone once now > s + 2000.
    if held is not None and int(t * 1000) <= held[3] + 2000:
        continue  # refused: another client holds it
    holders[key] = (token, client, "py" if redis_py else "go", int(t * 1000))
    # Most work takes about 50 ms; one holder in fifty stalls past its TTL and releases late.
    hold = rng.expovariate(20.0) if rng.random() >= 0.02 else 2.0 + rng.uniform(0.0, 1.5)
    heapq.heappush(releases, (t + hold, key, token, client, "py" if redis_py else "go"))
