#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the README's pictures anew from a build: the main window (docs/screenshot.png) and a
# rendered timeline per language (docs/timeline-de.png, docs/timeline-fr.png).
# Usage: tools/screenshots.sh [path/to/locklab]   (default: build/release, else build/dev)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-}
for candidate in build/release/app/locklab build/dev/app/locklab; do
    [[ -z $bin && -x $candidate ]] && bin=$candidate
done
[[ -n $bin ]] || { echo "screenshots: build LockLab first (./run.sh or ./test.sh)" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen LANGUAGE=en LC_ALL=C.UTF-8
"$bin" --screenshot docs/screenshot.png --scenario ttl-overlap --fencing on --size 1600x1000
for lang in de fr; do
    "$bin" render ttl-overlap --lang "$lang" --png "docs/timeline-$lang.png" --size 1280x640 --at-ms 121.2
done
echo "screenshots: docs/screenshot.png docs/timeline-de.png docs/timeline-fr.png from $bin"
