# SPDX-License-Identifier: MIT
# One redis-py Lock user for tst_watch: takes `key`, holds it `hold` seconds, releases; prints
# what redis-py answered, one JSON object per line.
#   python3 redispy_lock.py PORT NAME KEY TIMEOUT_S HOLD_S START_DELAY_S
import json, sys, time
import redis
from redis.exceptions import LockNotOwnedError

port, name, key = int(sys.argv[1]), sys.argv[2], sys.argv[3]
timeout, hold, delay = float(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6])
time.sleep(delay)
r = redis.Redis(host="127.0.0.1", port=port, client_name=name, socket_timeout=5)
lock = r.lock(key, timeout=timeout, sleep=0.02, blocking_timeout=5)
print(json.dumps({"client": name, "op": "acquire", "ok": lock.acquire()}), flush=True)
time.sleep(hold)
try:
    lock.release()
    print(json.dumps({"client": name, "op": "release", "ok": True}), flush=True)
except LockNotOwnedError:
    print(json.dumps({"client": name, "op": "release", "ok": False}), flush=True)
