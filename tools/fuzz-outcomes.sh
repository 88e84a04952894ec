#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What the scenario and recording loaders made of every input the fuzzers kept (build/fuzz/corpus/),
# through the dev build's CLI: accepted (exit 0, 3 or 4), refused (exit 2, one line on stderr), or
# anything else (named on stderr). The figures in docs/reliability.md ("Fuzzing") come from it.
#   tools/fuzz-outcomes.sh            (after tools/fuzz.sh and a dev build)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=$PWD/build/dev/app/locklab
[[ -x $bin ]] || { echo "fuzz-outcomes: build the dev preset first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for kind in scenario recording; do
    accepted=0 refused=0 multiline=0 other=0
    for f in build/fuzz/corpus/"$kind"/*; do
        [[ -f $f ]] || continue
        if [[ $kind == scenario ]]; then
            cp "$f" "$tmp/input.json"
            err=$(timeout 30 "$bin" run "$tmp/input.json" --max-events 20000 2>&1 >/dev/null)
        else
            cp "$f" "$tmp/input.locklab.json"
            err=$(timeout 30 "$bin" replay "$tmp/input.locklab.json" 2>&1 >/dev/null)
        fi
        rc=$?
        case $rc in
        0 | 3 | 4) accepted=$((accepted + 1)) ;;
        2)
            refused=$((refused + 1))
            [[ $(printf '%s\n' "$err" | grep -c .) -eq 1 ]] || multiline=$((multiline + 1))
            ;;
        *)
            other=$((other + 1))
            echo "fuzz-outcomes: exit $rc: $f" >&2
            ;;
        esac
    done
    echo "$kind: $((accepted + refused + other)) inputs: accepted $accepted, refused $refused (not one line: $multiline), other $other"
done
