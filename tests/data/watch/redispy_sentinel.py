# SPDX-License-Identifier: MIT
# redis-py's Sentinel client taking locks through a failover, for tst_sentinel. Two clients (py-a,
# py-b), each with its own connection pool found through the sentinel. Phase 1 on the first
# primary, then it prints {"phase": 1} and waits for a line on stdin (the test kills the primary
# and waits for the sentinel's switch meanwhile); phase 2 on the primary the sentinel names then.
# In each phase: three clean lock cycles on sx:a, and a planted overlap (py-a's lock expires
# while it works, py-b takes it, py-a's release finds it no longer its own) on sx:b, then sx:c.
# Prints what redis-py answered, one JSON object per line.
#   python3 redispy_sentinel.py SENTINEL_PORT MASTER
import json, sys, time
from redis.sentinel import Sentinel
from redis.exceptions import ConnectionError, LockNotOwnedError, TimeoutError

port, master = int(sys.argv[1]), sys.argv[2]
sentinel = Sentinel([("127.0.0.1", port)], socket_timeout=0.5)
clients = {name: sentinel.master_for(master, socket_timeout=0.5, client_name=name) for name in ("py-a", "py-b")}


def log(**fields):
    fields["t"] = round(time.time(), 4)
    print(json.dumps(fields), flush=True)


def retried(what):
    # A pooled connection to a dead primary fails once; the next one asks the sentinel again.
    for attempt in range(40):
        try:
            return what()
        except (ConnectionError, TimeoutError) as error:
            log(op="retry", error=str(error))
            time.sleep(0.1)
    raise RuntimeError("no primary within 4 s")


def cycles(key):
    for _ in range(3):
        lock = clients["py-a"].lock(key, timeout=2, sleep=0.02, blocking_timeout=5)
        log(client="py-a", key=key, op="acquire", ok=retried(lock.acquire))
        time.sleep(0.03)
        retried(lock.release)
        log(client="py-a", key=key, op="release", ok=True)


def planted_overlap(key):
    a = clients["py-a"].lock(key, timeout=0.3, sleep=0.02, blocking_timeout=5)
    log(client="py-a", key=key, op="acquire", ok=retried(a.acquire))
    time.sleep(0.45)  # works past its 300 ms TTL
    b = clients["py-b"].lock(key, timeout=2, sleep=0.02, blocking_timeout=5)
    log(client="py-b", key=key, op="acquire", ok=retried(b.acquire))
    try:
        retried(a.release)
        log(client="py-a", key=key, op="release", ok=True)
    except LockNotOwnedError:
        log(client="py-a", key=key, op="release", ok=False)
    retried(b.release)
    log(client="py-b", key=key, op="release", ok=True)


cycles("sx:a")
planted_overlap("sx:b")
log(phase=1)
sys.stdin.readline()
for name in clients:
    retried(clients[name].ping)
cycles("sx:a")
planted_overlap("sx:c")
log(phase=2)
