#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sweep scaling (issue 31 item 5): the same sweep on one thread and on two, in one run, each
# repeated, the ratio of their trials/s printed. A shared machine drifts: run it when the load
# average is under 1 and compare ratios, not raw figures across runs.
#   bench/sweep.sh [path/to/locklab] [trials] [repeats]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
locklab=${1:-$here/../build/release/app/locklab}
trials=${2:-1000000}
repeats=${3:-2}
echo "$(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg), $trials trials of ttl-overlap per sweep"

rate() { # threads -> trials/s of one sweep (the CLI's own last line)
    "$locklab" sweep ttl-overlap --vary ttl=100 --trials "$trials" --threads "$1" \
        --pause lognormal:median=200,sigma=0.6 2>&1 >/dev/null | sed -n 's/.*: \([0-9]*\) trials\/s$/\1/p' | tail -1
}
for _ in $(seq "$repeats"); do
    one=$(rate 1)
    two=$(rate 2)
    awk -v a="$one" -v b="$two" 'BEGIN { printf "1 thread %d trials/s, 2 threads %d trials/s: %.3f×\n", a, b, b / a }'
done
