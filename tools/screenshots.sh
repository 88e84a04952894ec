#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the README's pictures anew from a build: the main window (docs/screenshot.png), Compare
# (docs/compare.png), a watched race (docs/watch.png) and a rendered timeline per language (docs/timeline-de.png,
# docs/timeline-fr.png). With --matrix DIR, also every view people should look at before a
# release, at 1280×720, 1600×1000 and 1920×1080, light and dark, English and German:
# ttl-overlap, retry-jitter, the editor, Compare and Fairness (60 PNGs, named
# VIEW-WxH-THEME-LANG.png).
# Usage: tools/screenshots.sh [--matrix DIR] [path/to/locklab]   (default: build/release, else build/dev)
# Under Xvfb when xvfb-run is there (the desktop's fonts and hinting), else the offscreen platform.
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
run=()
if command -v xvfb-run >/dev/null; then
    run=(xvfb-run -a -s '-screen 0 1920x1080x24')
else
    export QT_QPA_PLATFORM=offscreen
fi

"${run[@]}" "$bin" --screenshot docs/screenshot.png --scenario ttl-overlap --fencing on --size 1600x1000
"${run[@]}" "$bin" --screenshot docs/compare.png --scenario ttl-overlap --show compare --size 1600x1000
# A recording of `locklab watch` on real redis-py clients (tst_watch's data): the README's third use.
"${run[@]}" "$bin" --screenshot docs/watch.png --size 1600x1000 tests/data/watch/redispy-race.locklab.json
for lang in de fr; do
    "$bin" render ttl-overlap --lang "$lang" --png "docs/timeline-$lang.png" --size 1280x640 --at-ms 121.2
done
echo "screenshots: docs/screenshot.png docs/compare.png docs/watch.png docs/timeline-de.png docs/timeline-fr.png from $bin"

[[ -n $matrix ]] || exit 0
mkdir -p "$matrix"
# name, then the arguments that show it
views=(
    "ttl-overlap|--scenario ttl-overlap"
    "retry-jitter|--scenario retry-jitter"
    "editor|--scenario ttl-overlap --show editor"
    "compare|--scenario ttl-overlap --show compare"
    "fairness|--scenario retry-jitter --show fairness"
)
count=0
for size in 1280x720 1600x1000 1920x1080; do
    for theme in light dark; do
        for lang in en de; do
            for view in "${views[@]}"; do
                name=${view%%|*}
                read -r -a args <<<"${view#*|}"
                "${run[@]}" "$bin" --lang "$lang" --screenshot "$matrix/$name-$size-$theme-$lang.png" \
                    --size "$size" --theme "$theme" "${args[@]}"
                count=$((count + 1))
            done
        done
    done
done
echo "screenshots: $count views in $matrix"
