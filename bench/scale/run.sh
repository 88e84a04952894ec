#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The scale benchmark (issue 18): generates the inputs, then measures the CLI and the app on them.
#   bench/scale/run.sh BUILD_DIR [WORKERS ROUNDS]...     e.g. bench/scale/run.sh build/release 100 1000 100 7700
# BUILD_DIR is a Release tree with locklab and bench_scale built. Figures: bench/README.md, "Scale".
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR [WORKERS ROUNDS]...}
shift
(($# == 0)) && set -- 100 1000
here=$(cd "$(dirname "$0")" && pwd)
locklab=$build/app/locklab
export QT_QPA_PLATFORM=offscreen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
measure() {  # LABEL COMMAND...: CPU time (user + sys), wall time and peak memory of one process
    local label=$1
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null
    read -r wall user sys kb <"$work/time"
    printf '%-40s %7.2f s cpu %7.2f s wall %7d MB\n' "$label" "$(awk "BEGIN { print $user + $sys }")" "$wall" "$((kb / 1024))"
}
while (($# >= 2)); do
    workers=$1 rounds=$2
    shift 2
    scenario=$work/scale-${workers}x$rounds.json
    "$here/scenario.sh" "$workers" "$rounds" >"$scenario"
    echo "== $workers workers x $rounds rounds ($(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg))"
    json=()
    ((workers * rounds > 200000)) && json=(--no-json)
    "$build/bench/bench_scale" "$scenario" "$work" "${json[@]}"
    measure "locklab run --summary" "$locklab" run "$scenario" --summary
    measure "locklab run (report to /dev/null)" "$locklab" run "$scenario"
    measure "locklab run --summary --record .locklab" "$locklab" run "$scenario" --summary --record "$work/run.locklab"
    echo "   $(stat -c %s "$work/run.locklab") bytes on disk"
    measure "locklab replay .locklab" "$locklab" replay "$work/run.locklab"
    measure "app: open the recording, one frame" \
        "$locklab" --screenshot "$work/open.png" --at-ms 0 "$work/run.locklab"
done
