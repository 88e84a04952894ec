#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The scale benchmark's input (issue 18): WORKERS workers contend for one lock (TTL 50 ms), each
# ROUNDS times: one SET NX that goes on whether or not it got the lock (onFail: continue), 1 ms of
# work, a write, a release, 2 ms of waiting. Writers without the lock make stale writes, so the
# trace carries thousands of violations — the case that made opening superlinear.
#   bench/scale/scenario.sh 100 1000 > scale-2m.json     # 2.13 M events
#   bench/scale/scenario.sh 100 4700 > scale-10m.json    # ≈ 10 M events
set -euo pipefail
workers=${1:?usage: scenario.sh WORKERS ROUNDS}
rounds=${2:?usage: scenario.sh WORKERS ROUNDS}
printf '{\n  "name": "scale-%dx%d",\n' "$workers" "$rounds"
printf '  "title": "%d workers, %d rounds each, on one lock",\n' "$workers" "$rounds"
printf '  "lock": { "key": "lock:hot", "ttlMs": 50 },\n'
printf '  "workers": [\n'
for ((i = 1; i <= workers; i++)); do
    printf '    { "name": "W%03d", "repeat": %d, "steps": [\n' "$i" "$rounds"
    printf '      { "do": "acquire", "onFail": "continue" }, { "do": "work", "ms": 1 }, { "do": "write" },\n'
    printf '      { "do": "release" }, { "do": "wait", "ms": 2 } ] }'
    ((i < workers)) && printf ','
    printf '\n'
done
printf '  ]\n}\n'
