#!/bin/sh
# SPDX-License-Identifier: MIT
# Long command-line work shows a progress line on a terminal, and only there: never in a pipe or a
# log, never with --json (issue 32). A terminal is a pseudo-terminal from script(1).
#   progress.sh LOCKLAB WORK_DIR
# Without a terminal to test on (no script(1), or a root with no pseudo-terminals, as a bare chroot
# is) the pipe checks still run, and the test exits 77 (CTest SKIP_RETURN_CODE) if they pass.
set -u
locklab=$1 work=$2
fail=0
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}
rm -rf "$work"
mkdir -p "$work"
export LANGUAGE=en LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
terminal=yes
if ! command -v script >/dev/null 2>&1; then
    echo "SKIP (terminal checks): script(1) not found (Debian: bsdutils)"
    terminal=no
elif ! script -qec true /dev/null >/dev/null 2>&1; then
    echo "SKIP (terminal checks): script(1) cannot open a pseudo-terminal here (no /dev/pts)"
    terminal=no
fi
# on_tty COMMAND...: what COMMAND writes to a pseudo-terminal, stdout and stderr, into $work/tty.
# Each command gets 120 s: a hang fails the check instead of the whole suite's timeout.
on_tty() {
    timeout 120 script -qec "$*" /dev/null >"$work/tty"
}
# shows PATTERN / hides PATTERN: whether the last terminal's output has a match.
shows() { [ $terminal = yes ] && grep -aq "$1" "$work/tty"; }
hides() { [ $terminal = yes ] && ! grep -aq "$1" "$work/tty"; }
# tty CHECK...: a terminal check, run only where there is a terminal.
tty() { if [ $terminal = yes ]; then check "$@"; fi; }

# A capture of 40,000 MONITOR lines: an import long enough to report progress a few times.
awk 'BEGIN { for (i = 0; i < 40000; i++) {
    t = 1733100000 + i * 0.0005
    if (i % 2 == 0) printf "%.6f [0 127.0.0.1:%d] \"SET\" \"lock:a\" \"tok%d\" \"NX\" \"PX\" \"100\"\n", t, 5000 + i % 4, i
    else printf "%.6f [0 127.0.0.1:%d] \"DEL\" \"lock:a\"\n", t, 5000 + i % 4 } }' >"$work/capture.log"

[ $terminal = yes ] && on_tty "$locklab" import "$work/capture.log"
tty "import on a terminal: a progress line" shows "reading .*capture.log: [0-9]*%"
tty "import on a terminal: the line is erased when done" shows "$(printf "\r\033\\[K")"
[ $terminal = yes ] && on_tty "$locklab" import "$work/capture.log" --json
tty "import --json on a terminal: no progress" hides "reading "
err=$(timeout 120 "$locklab" import "$work/capture.log" 2>&1 >/dev/null)
rc=$?
check "import into a pipe: finishes in time (exit 0; got $rc)" [ $rc = 0 ]
check "import into a pipe: no progress" sh -c '! printf "%s" "$1" | grep -aq "reading "' _ "$err"

"$locklab" run ttl-overlap --record "$work/run.locklab" >/dev/null
[ $terminal = yes ] && on_tty "$locklab" replay "$work/run.locklab"
tty "replay on a terminal: a progress line" shows "reading .*run.locklab: [0-9]*%"
[ $terminal = yes ] && on_tty "$locklab" replay "$work/run.locklab" --json
tty "replay --json on a terminal: no progress" hides "reading "

[ $terminal = yes ] && on_tty "$locklab" render ttl-overlap --frames "$work/frames" --size 320x180 --fps 10
tty "render --frames on a terminal: a progress line" shows "writing .*frames: [0-9]*%"
err=$(timeout 120 "$locklab" render ttl-overlap --frames "$work/frames2" --size 320x180 --fps 10 2>&1 >/dev/null)
rc=$?
check "render --frames into a pipe: finishes (got $rc)" [ $rc = 0 ]
check "render --frames into a pipe: no progress" sh -c '! printf "%s" "$1" | grep -aq "writing "' _ "$err"

[ $terminal = yes ] && on_tty "$locklab" sweep ttl-overlap --vary ttl=50:100:50 --trials 50 --json
tty "sweep --json on a terminal: no progress" hides "sweeping"
rm -rf "$work"
[ $fail = 0 ] && [ $terminal = no ] && exit 77
exit $fail
