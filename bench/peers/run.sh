#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One managed redis-server, then the node peers and `locklab bench live` against it, one after the
# other (never at once: they would share the CPU), and both sets of figures.
#   bench/peers/run.sh [path/to/locklab] [seconds]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
locklab=${1:-$here/../../build/release/app/locklab}
seconds=${2:-3}
command -v redis-server >/dev/null || { echo "bench: redis-server not found: apt-get install redis-server" >&2; exit 2; }
command -v npm >/dev/null || { echo "bench: npm not found: apt-get install npm" >&2; exit 2; }
[[ -d $here/node_modules/redlock && -d $here/node_modules/ioredis ]] || (cd "$here" && npm install --no-audit --no-fund --silent)

dir=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
redis-server --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no --dir "$dir" \
    --daemonize no --loglevel warning --logfile "$dir/redis.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.05; done

echo "redis-server 127.0.0.1:$port, $seconds s per figure, $(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg)"
peer=$(node "$here/redlock-bench.js" --port "$port" --seconds "$seconds")
ours=$("$locklab" bench live --redis "redis://127.0.0.1:$port" --seconds "$((seconds * 2))" --json)
echo "peers:   $peer"
echo "locklab: $ours"
python3 - "$peer" "$ours" <<'PY'
import json, sys
peer, ours = json.loads(sys.argv[1]), json.loads(sys.argv[2])
print(f"node-redlock 5 (ioredis)        {peer['redlockCyclesPerSec']:8.0f} cycles/s")
print(f"ioredis SET NX PX + EVALSHA     {peer['ioredisCyclesPerSec']:8.0f} cycles/s")
print(f"ioredis PING                    {peer['pingPerSec']:8.0f} /s")
print(f"locklab (hiredis + QCoro)       {ours['cyclesPerSec']:8.0f} cycles/s  PING {ours['pingPerSec']:.0f}/s  ratio to PING/2 {ours['ratioToLimit']:.3f}")
best = max(peer['redlockCyclesPerSec'], peer['ioredisCyclesPerSec'])
print("locklab beats both peers" if ours['cyclesPerSec'] > best else "locklab does NOT beat both peers")
PY
