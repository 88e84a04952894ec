#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Live watch under load: one redis-server, `locklab watch` on it, and redis-benchmark sending lock
# commands (SET lock NX PX 5, all on the watched key) at a steady rate for a fixed count. Prints the
# server's command rate and locklab's lag (a line's arrival minus its MONITOR timestamp) and memory.
#   bench/watch.sh [path/to/locklab] [commands] [commands per second] [lock key glob]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
locklab=${1:-$here/../build/release/app/locklab}
count=${2:-400000}
rate=${3:-20000}
keys=${4:-lock:*}  # e.g. 'other:*': the same traffic, none of it watched
/usr/bin/python3 -c "import redis" 2>/dev/null || { echo "bench: redis-py not found: apt-get install python3-redis" >&2; exit 2; }
dir=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" --daemonize no \
    --loglevel warning --logfile "$dir/redis.log" &
server=$!
watcher=
trap 'kill $watcher $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.05; done
"$locklab" watch --redis "redis://127.0.0.1:$port" --duration 0 --keys "$keys" \
    --json >/dev/null 2>"$dir/watch.err" &
watcher=$!
for _ in $(seq 100); do grep -q watching "$dir/watch.err" 2>/dev/null && break; sleep 0.05; done
start=$(date +%s.%N)
# A steady rate (redis-benchmark has none): redis-py pipelines of 100 lock commands every 5 ms.
/usr/bin/python3 - "$port" "$count" "$rate" <<'PY'
import sys, time
import redis
port, count, rate = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
r = redis.Redis(port=port)
batch = 100
t0 = time.perf_counter()
for i in range(0, count, batch):
    due = t0 + i / rate
    now = time.perf_counter()
    if due > now:
        time.sleep(due - now)
    p = r.pipeline(transaction=False)
    for j in range(batch):
        p.set("lock:1", "tok%d" % (i + j), nx=True, px=5)
    p.execute()
PY
end=$(date +%s.%N)
sleep 0.5
rss=$(awk '/VmHWM/ {print int($2 / 1024)}' /proc/$watcher/status)
# CPU seconds the watch used (user + system), from its own /proc entry: fields 14 and 15, in ticks.
cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14 + $15) / hz}' /proc/$watcher/stat)
kill -TERM $watcher
wait $watcher || true
echo "server: $(python3 -c "print(round($count / ($end - $start)))") lock commands/s while watched, $(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg)"
grep "lag" "$dir/watch.err" || cat "$dir/watch.err"
echo "locklab watch peak RSS: $rss MiB, CPU $cpu s"
