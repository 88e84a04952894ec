#!/bin/sh
# SPDX-License-Identifier: MIT
# Long command-line work shows a progress line on a terminal, and only there: never in a pipe or a
# log, never with --json (issue 32). A terminal is a pseudo-terminal from script(1).
#   progress.sh LOCKLAB WORK_DIR
# Exit 77 (CTest SKIP_RETURN_CODE) without script(1) (Debian: bsdutils, always installed).
set -u
locklab=$1 work=$2
if ! command -v script >/dev/null 2>&1; then
    echo "SKIP: script(1) not found (Debian: bsdutils); no terminal to test on"
    exit 77
fi
fail=0
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}
rm -rf "$work"
mkdir -p "$work"
export LANGUAGE=en LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
# on_tty COMMAND...: what COMMAND writes to a pseudo-terminal, stdout and stderr, into $work/tty.
on_tty() {
    script -qec "$*" /dev/null >"$work/tty"
}
# shows PATTERN / hides PATTERN: whether the last terminal's output has a match.
shows() { grep -aq "$1" "$work/tty"; }
hides() { ! grep -aq "$1" "$work/tty"; }

# A capture of 40,000 MONITOR lines: an import long enough to report progress a few times.
awk 'BEGIN { for (i = 0; i < 40000; i++) {
    t = 1733100000 + i * 0.0005
    if (i % 2 == 0) printf "%.6f [0 127.0.0.1:%d] \"SET\" \"lock:a\" \"tok%d\" \"NX\" \"PX\" \"100\"\n", t, 5000 + i % 4, i
    else printf "%.6f [0 127.0.0.1:%d] \"DEL\" \"lock:a\"\n", t, 5000 + i % 4 } }' >"$work/capture.log"

on_tty "$locklab" import "$work/capture.log"
check "import on a terminal: a progress line" shows "reading .*capture.log: [0-9]*%"
check "import on a terminal: the line is erased when done" shows "$(printf "\r\033\\[K")"
on_tty "$locklab" import "$work/capture.log" --json
check "import --json on a terminal: no progress" hides "reading "
err=$("$locklab" import "$work/capture.log" 2>&1 >/dev/null)
check "import into a pipe: no progress" sh -c '! printf "%s" "$1" | grep -aq "reading "' _ "$err"

"$locklab" run ttl-overlap --record "$work/run.locklab" >/dev/null
on_tty "$locklab" replay "$work/run.locklab"
check "replay on a terminal: a progress line" shows "reading .*run.locklab: [0-9]*%"
on_tty "$locklab" replay "$work/run.locklab" --json
check "replay --json on a terminal: no progress" hides "reading "

on_tty "$locklab" render ttl-overlap --frames "$work/frames" --size 320x180 --fps 10
check "render --frames on a terminal: a progress line" shows "writing .*frames: [0-9]*%"
err=$("$locklab" render ttl-overlap --frames "$work/frames2" --size 320x180 --fps 10 2>&1 >/dev/null)
check "render --frames into a pipe: no progress" sh -c '! printf "%s" "$1" | grep -aq "writing "' _ "$err"

on_tty "$locklab" sweep ttl-overlap --vary ttl=50:100:50 --trials 50 --json
check "sweep --json on a terminal: no progress" hides "sweeping"
rm -rf "$work"
exit $fail
