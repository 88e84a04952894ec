#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (the `fuzz` preset: clang, ASan + UBSan) and runs each for SECONDS.
#   tools/fuzz.sh [SECONDS=600] [TARGET...]     targets: scenario recording resp monitorline import cluster sentinel
# ./test.sh runs it for 20 s a target. Seeds: the repo's scenarios, recordings of the built-ins,
# tests/fuzz/corpus/ and every earlier crash in tests/fuzz/regressions/. What the fuzzer learns stays
# in build/fuzz/corpus/ for the next run. A crash stops the run with its input saved under
# build/fuzz/crashes/: fix it, then add the input to tests/fuzz/regressions/<target>/ so that
# tst_fuzzregressions keeps it fixed. The recording target reads JSON and compact recordings (by the
# first line, as a file is opened). Figures (executions, corpus) go to build/fuzz/stats.tsv.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(scenario recording resp monitorline import cluster sentinel)
source tools/deps.sh
locklab_build fuzz

work=build/fuzz/corpus
mkdir -p build/fuzz/crashes
for t in "${targets[@]}"; do
    mkdir -p "$work/$t"
    seeds=(tests/fuzz/corpus/"$t" tests/fuzz/regressions/"$t")
    case $t in
    scenario) seeds+=(resources/scenarios tests/data/good tests/data/bad) ;;
    esac
    if [[ $t == recording && -x build/dev/app/locklab && ! -e $work/$t/.seeded ]]; then
        # Recordings of every built-in, from the dev build if there is one.
        for s in $(build/dev/app/locklab list | awk '{print $1}' | grep -v seed-lab); do
            build/dev/app/locklab run "$s" --record "$work/$t/$s.locklab.json" >/dev/null 2>&1 || true
            build/dev/app/locklab run "$s" --record "$work/$t/$s.locklab" >/dev/null 2>&1 || true  # compact
        done
        touch "$work/$t/.seeded"
    fi
    existing=()
    for d in "${seeds[@]}"; do [[ -d $d ]] && existing+=("$d"); done  # libFuzzer stops at a missing one
    seeds=("${existing[@]}")
    max_len=4096
    [[ $t == scenario || $t == recording ]] && max_len=65536
    [[ $t == import ]] && max_len=20000  # the captures of tests/data/watch fit
    log=build/fuzz/$t.log
    echo "fuzz: $t for ${seconds}s" >&2
    status=0
    # -rss_limit_mb: the targets run scenarios under small run limits; more is a leak or a bug.
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "build/fuzz/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$max_len" -print_final_stats=1 -artifact_prefix="build/fuzz/crashes/$t-" \
        "$work/$t" "${seeds[@]}" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    corpus=$(find "$work/$t" -type f ! -name .seeded | wc -l)
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$t" "$seconds" "${runs:-0}" "$corpus" >>build/fuzz/stats.tsv
    if ((status != 0)); then
        tail -40 "$log" >&2
        echo "fuzz: $t failed (exit $status); its input is under build/fuzz/crashes/" >&2
        exit 1
    fi
    echo "fuzz: $t: ${runs:-?} executions, corpus $corpus inputs, no crash" >&2
done
