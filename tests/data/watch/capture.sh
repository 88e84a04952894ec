#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the committed MONITOR captures tst_trafficinterpreter reads (tests/data/watch/*.monitor.log)
# from real clients on a redis-server of its own, with `redis-cli monitor`:
#   lab.monitor.log       the article's lab as a go-redis program (goredis_lab.go)
#   services.monitor.log  several services sharing one Redis: redis-py Locks racing on py:job and
#                         taking turns on py:report, node-redlock contending on rl:res, go-redis with
#                         a plain DEL on go:lock, idempotency keys (SET … EX 30 NX) and cache traffic
# Timing decides the races, so a re-made capture may differ: the expected verdicts are in
# tst_trafficinterpreter.cpp, checked against the clients' own output printed here.
#   tests/data/watch/capture.sh OUTDIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=${1:?usage: capture.sh OUTDIR}
mkdir -p "$out"
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$work" >"$work/redis.log" &
pids+=($!)
for _ in $(seq 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
export GOPATH=/usr/share/gocode GO111MODULE=off GOCACHE=$work/gocache
go build -o "$work/goredis_lab" "$here/goredis_lab.go"
go build -o "$work/goredis_lock" "$here/goredis_lock.go"
modules=$root/bench/peers/node_modules

capture() {  # capture NAME COMMAND…: the traffic of COMMAND, as redis-cli monitor saw it
    local name=$1; shift
    redis-cli -p "$port" monitor >"$out/$name.monitor.log" &
    local monitor=$!
    sleep 0.3
    "$@"
    sleep 0.3
    kill "$monitor"; wait "$monitor" 2>/dev/null || true
}

lab() { "$work/goredis_lab" "$port"; }

services() {
    local py=$here/redispy_lock.py clients=()
    /usr/bin/python3 "$py" "$port" py-a py:job 1.5 2.2 0 &
    clients+=($!)
    /usr/bin/python3 "$py" "$port" py-b py:job 2 0.4 0.5 &
    clients+=($!)
    /usr/bin/python3 "$py" "$port" report-1 py:report 2 0.3 0 &
    clients+=($!)
    /usr/bin/python3 "$py" "$port" report-2 py:report 2 0.2 0.1 &
    clients+=($!)
    node "$here/redlock_pair.js" "$modules" "$port" rl-1 rl:res 1200 0 &
    clients+=($!)
    node "$here/redlock_pair.js" "$modules" "$port" rl-2 rl:res 100 400 &
    clients+=($!)
    "$work/goredis_lock" "$port" holder go:lock 0 &
    clients+=($!)
    "$work/goredis_lock" "$port" deleter go:lock 200 &
    clients+=($!)
    for i in 1 2 3; do
        redis-cli -p "$port" set "cache:idem:order-$i" 1 EX 30 NX >/dev/null
        redis-cli -p "$port" set "cache:item:$i" "v$i" EX 60 >/dev/null
        redis-cli -p "$port" get "cache:item:$i" >/dev/null
        sleep 0.2
    done
    wait "${clients[@]}"  # the clients only: redis-server and the monitor are this shell's children too
}

capture lab lab
capture services services
