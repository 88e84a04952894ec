#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One redis-server, then the node peers and `locklab bench live` against it, one after the other
# (never at once: they would share the CPU), for a few alternating rounds; prints the medians.
#   bench/peers/run.sh [path/to/locklab] [seconds] [rounds]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
locklab=${1:-$here/../../build/release/app/locklab}
seconds=${2:-3}
rounds=${3:-3}
command -v redis-server >/dev/null || { echo "bench: redis-server not found: apt-get install redis-server" >&2; exit 2; }
command -v npm >/dev/null || { echo "bench: npm not found: apt-get install npm" >&2; exit 2; }
"$here/install.sh"

dir=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
redis-server --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no --dir "$dir" \
    --daemonize no --loglevel warning --logfile "$dir/redis.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.05; done

echo "redis-server 127.0.0.1:$port, $rounds rounds of $seconds s per figure, alternating, $(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg)"
peers=()
ours=()
for _ in $(seq "$rounds"); do
    peers+=("$(node "$here/redlock-bench.js" --port "$port" --seconds "$seconds")")
    ours+=("$("$locklab" bench live --redis "redis://127.0.0.1:$port" --seconds "$((seconds * 2))" --json)")
done
python3 - "${#peers[@]}" "${peers[@]}" "${ours[@]}" <<'PY'
import json, statistics, sys
n = int(sys.argv[1])
peers = [json.loads(x) for x in sys.argv[2:2 + n]]
ours = [json.loads(x) for x in sys.argv[2 + n:]]
med = lambda rows, k: statistics.median(r[k] for r in rows)
print("medians of", n, "rounds (each round: the peers, then locklab, on the same server)")
print(f"node-redlock 5 (ioredis)        {med(peers, 'redlockCyclesPerSec'):8.0f} cycles/s")
print(f"ioredis SET NX PX + EVALSHA     {med(peers, 'ioredisCyclesPerSec'):8.0f} cycles/s")
print(f"ioredis PING                    {med(peers, 'pingPerSec'):8.0f} /s")
rounds = ", ".join("%.3f" % r["ratioToLimit"] for r in ours)
print(f"locklab (hiredis + QCoro)       {med(ours, 'cyclesPerSec'):8.0f} cycles/s  PING {med(ours, 'pingPerSec'):.0f}/s  "
      f"ratio to PING/2 {med(ours, 'ratioToLimit'):.3f} (rounds: {rounds})")
best = max(med(peers, 'redlockCyclesPerSec'), med(peers, 'ioredisCyclesPerSec'))
print("locklab beats both peers" if med(ours, 'cyclesPerSec') > best else "locklab does NOT beat both peers")
PY
