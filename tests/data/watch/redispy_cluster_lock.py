# SPDX-License-Identifier: MIT
# One redis-py RedisCluster user for tst_clusterwatch: takes a Lock on every KEY (each with its own
# lock timeout), holds them all HOLD_S, then releases them; prints what redis-py answered, one JSON
# object per line ("t": when, on this machine's clock: after an acquire returned, before a release
# was sent; "done": when a release returned). A key whose timeout is shorter than the hold expires under its holder.
#   python3 redispy_cluster_lock.py PORT NAME HOLD_S DELAY_S KEY=TIMEOUT_S [KEY=TIMEOUT_S …]
import json, logging, sys, time
from redis.cluster import RedisCluster
from redis.exceptions import LockNotOwnedError

# redis-py's cluster client logs every error reply with its traceback, NOSCRIPT included (its Lock
# runs EVALSHA first and loads the script on NOSCRIPT): normal here, and not the test's output.
logging.getLogger("redis.cluster").disabled = True

port, name = int(sys.argv[1]), sys.argv[2]
hold, delay = float(sys.argv[3]), float(sys.argv[4])
keys = [(k, float(t)) for k, t in (a.split("=") for a in sys.argv[5:])]
time.sleep(delay)
rc = RedisCluster(host="127.0.0.1", port=port, client_name=name, socket_timeout=5)
locks = []
for key, timeout in keys:
    lock = rc.lock(key, timeout=timeout, sleep=0.02, blocking_timeout=5)
    ok = lock.acquire()
    print(json.dumps({"client": name, "op": "acquire", "key": key, "ok": ok, "t": time.time()}), flush=True)
    locks.append((key, lock))
time.sleep(hold)
for key, lock in locks:
    t = time.time()
    try:
        lock.release()
        ok = True
    except LockNotOwnedError:
        ok = False
    print(json.dumps({"client": name, "op": "release", "key": key, "ok": ok, "t": t, "done": time.time()}), flush=True)
