#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the README's pictures anew from a build: the main window (docs/screenshot.png), Compare
# (docs/compare.png), a watched race (docs/watch.png) and a rendered timeline per language (docs/timeline-de.png,
# docs/timeline-fr.png). With --matrix DIR, instead every view people should look at before a
# release (issue 27), at 1280×720, 1600×1000 and 1920×1080, light, dark and German: first launch,
# ttl-overlap run to its overlap with F8, retry-jitter, failover-loses-lock, Compare, Sweep (run, and a
# Redlock lesson's comparison), Fairness, the editor, a tour step and an imported MONITOR log (99 PNGs, named
# VIEW-WxH-THEME-LANG.png). Dark German shows nothing that dark English and light German do not.
# Usage: tools/screenshots.sh [--matrix DIR] [path/to/locklab]   (default: build/release, else build/dev)
# Under one Xvfb when xvfb-run is there (the same fonts and hinting on every machine), else the
# offscreen platform.
set -euo pipefail
cd "$(dirname "$0")/.."
matrix=
if [[ ${1:-} == --matrix ]]; then
    matrix=${2:?--matrix needs a directory}
    shift 2
fi
bin=${1:-}
for candidate in build/release/app/locklab build/dev/app/locklab; do
    [[ -z $bin && -x $candidate ]] && bin=$candidate
done
[[ -n $bin ]] || { echo "screenshots: build LockLab first (./run.sh or ./test.sh)" >&2; exit 1; }
export LANGUAGE=en LC_ALL=C.UTF-8
if [[ -z ${LOCKLAB_SCREENSHOTS_XVFB:-} ]] && command -v xvfb-run >/dev/null; then
    # One X server for every picture, not one per picture.
    LOCKLAB_SCREENSHOTS_XVFB=1 exec xvfb-run -a -s '-screen 0 1920x1080x24' tools/screenshots.sh ${matrix:+--matrix "$matrix"} "$bin"
fi
[[ -n ${LOCKLAB_SCREENSHOTS_XVFB:-} ]] || export QT_QPA_PLATFORM=offscreen

if [[ -z $matrix ]]; then
    "$bin" --screenshot docs/screenshot.png --scenario ttl-overlap --fencing on --size 1600x1000
    "$bin" --screenshot docs/compare.png --scenario ttl-overlap --show compare --size 1600x1000
    # A recording of `locklab watch` on real redis-py clients (tst_watch's data): the README's third use.
    "$bin" --screenshot docs/watch.png --size 1600x1000 tests/data/watch/redispy-race.locklab.json
    for lang in de fr; do
        "$bin" render ttl-overlap --lang "$lang" --png "docs/timeline-$lang.png" --size 1280x640 --at-ms 121.2
    done
    echo "screenshots: docs/screenshot.png docs/compare.png docs/watch.png docs/timeline-de.png docs/timeline-fr.png from $bin"
    exit 0
fi

mkdir -p "$matrix"
# name, then the arguments that show it (what a user does to get there: --at-ms 0 is where a first
# launch puts the cursor; --run-to-breakpoint is F8; a file is File ▸ Open)
views=(
    "first-launch|--at-ms 0"
    "ttl-overlap-f8|--scenario ttl-overlap --run-to-breakpoint"
    "retry-jitter|--scenario retry-jitter"
    "failover-loses-lock|--scenario failover-loses-lock"
    "compare|--scenario ttl-overlap --show compare"
    "sweep|--scenario ttl-overlap --show sweep"
    "sweep-redlock|--scenario redlock-clock-jump --show sweep"
    "fairness|--scenario retry-jitter --show fairness"
    "editor|--scenario ttl-overlap --show editor"
    "tour|--scenario wrong-token-release --show tour"
    "monitor-log|tests/data/watch/lab.monitor.log"
)
count=0
for size in 1280x720 1600x1000 1920x1080; do
    for variant in light-en dark-en light-de; do
        theme=${variant%-*} lang=${variant#*-}
        for view in "${views[@]}"; do
            name=${view%%|*}
            read -r -a args <<<"${view#*|}"
            "$bin" --lang "$lang" --screenshot "$matrix/$name-$size-$theme-$lang.png" \
                --size "$size" --theme "$theme" "${args[@]}"
            count=$((count + 1))
        done
    done
done
echo "screenshots: $count views in $matrix from $bin"
