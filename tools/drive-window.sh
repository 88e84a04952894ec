#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Drives the real window as a user would, under Xvfb: a first launch (no saved settings) on a
# SIZE screen, then keys typed with xdotool, a picture of the screen after each (ffmpeg's x11grab,
# so what the X server shows, not what --screenshot renders). Compare them with
# `tools/screenshots.sh --matrix`'s first-launch and ttl-overlap-f8 pictures.
# Usage: tools/drive-window.sh OUTDIR [path/to/locklab]   (SIZE=1280x720 by default; KEYS="F8 Right";
#        ARGS="--lang de FILE" for the window's arguments)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: tools/drive-window.sh OUTDIR [path/to/locklab]}
bin=${2:-}
for candidate in build/release/app/locklab build/dev/app/locklab; do
    [[ -z $bin && -x $candidate ]] && bin=$candidate
done
[[ -n $bin ]] || { echo "drive-window: build LockLab first (./run.sh or ./test.sh)" >&2; exit 1; }
for tool in xvfb-run xdotool ffmpeg; do
    command -v "$tool" >/dev/null || { echo "drive-window: needs $tool (tools/deps.sh installs it)" >&2; exit 1; }
done
size=${SIZE:-1280x720}
keys=${KEYS:-F8 Right}
mkdir -p "$out"
out=$(cd "$out" && pwd)
bin=$(realpath "$bin")
settings=$(mktemp -d)
trap 'rm -rf "$settings"' EXIT

# shellcheck disable=SC2016 # expanded by the inner shell
XDG_CONFIG_HOME=$settings LANGUAGE=en LC_ALL=C.UTF-8 BIN=$bin OUT=$out SIZE=$size KEYS=$keys WINDOW_ARGS=${ARGS:-} \
    xvfb-run -a -s "-screen 0 ${size}x24" bash -euo pipefail -c '
grab() { ffmpeg -loglevel error -y -f x11grab -video_size "$SIZE" -i "$DISPLAY" -frames:v 1 "$OUT/$1.png"; }
# shellcheck disable=SC2086 # a list of words (not ARGS: xvfb-run has its own)
"$BIN" $WINDOW_ARGS &
app=$!
window=
for _ in $(seq 100); do
    window=$(xdotool search --onlyvisible --name "LockLab" 2>/dev/null | head -1) && [[ -n $window ]] && break
    sleep 0.2
done
[[ -n $window ]] || { echo "drive-window: no window appeared" >&2; kill "$app"; exit 1; }
sleep 2  # the first run and layout
# No window manager under Xvfb: focus the window and keep the pointer over it.
xdotool windowfocus --sync "$window"
xdotool mousemove --window "$window" 20 300
grab 0-first-launch
step=1
for key in $KEYS; do
    xdotool key --clearmodifiers "$key"
    sleep 1
    grab "$step-$key"
    step=$((step + 1))
done
kill "$app"
wait "$app" 2>/dev/null || true
'
ls "$out"/*.png
