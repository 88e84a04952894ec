#!/bin/sh
# SPDX-License-Identifier: MIT
# The recording's shared-mime-info file is valid XML and is what update-mime-database makes a
# type of, in a temporary database (never the system's): *.locklab.json is
# application/x-locklab-recording, a kind of application/json, with its comment in every language
# we speak; *.monitor.log is application/x-redis-monitor-log. Usage: mime_database.sh MIME_XML WORK_DIR
# Exit 77 (CTest SKIP_RETURN_CODE) without xmllint or update-mime-database (Debian: libxml2-utils,
# shared-mime-info).
set -u
xml=$1 work_dir=$2
for tool in xmllint update-mime-database; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not found (Debian: libxml2-utils / shared-mime-info); nothing was validated"
        exit 77
    fi
done
fail=0
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}
type=application/x-locklab-recording
ns=http://www.freedesktop.org/standards/shared-mime-info

check "well-formed XML" xmllint --noout "$xml"
# The root in the spec's namespace: without it update-mime-database ignores the file silently.
root=$(xmllint --xpath "namespace-uri(/*)" "$xml" 2>/dev/null)
check "root element in $ns" test "$root" = "$ns"

rm -rf "$work_dir"
mkdir -p "$work_dir/mime/packages"
cp "$xml" "$work_dir/mime/packages/locklab.xml"
# It prints what it does not understand (an unknown element, a bad glob) on stderr and goes on:
# hold the file to a silent run.
out=$(update-mime-database -V "$work_dir/mime" 2>&1 >/dev/null)
rc=$?
check "update-mime-database exits 0" test "$rc" -eq 0
if printf '%s\n' "$out" | grep -Eiq 'warning|error|unknown|invalid'; then
    printf '%s\n' "$out"
    echo "FAIL: update-mime-database complained"
    fail=1
else
    echo "ok: update-mime-database said nothing wrong"
fi
check "globs2 maps *.locklab.json to $type" grep -q ":$type:\*\.locklab\.json$" "$work_dir/mime/globs2"
compact=application/x-locklab-compact-recording
check "globs2 maps *.locklab to $compact" grep -q ":$compact:\*\.locklab$" "$work_dir/mime/globs2"
check "magic knows the compact encoding's first line" grep -q "locklab-recording compact 1" "$work_dir/mime/magic"
check "subclasses: $type is application/json" grep -qx "$type application/json" "$work_dir/mime/subclasses"
monitor=application/x-redis-monitor-log
check "globs2 maps *.monitor.log to $monitor" grep -q ":$monitor:\*\.monitor\.log$" "$work_dir/mime/globs2"
check "subclasses: $monitor is text/plain" grep -qx "$monitor text/plain" "$work_dir/mime/subclasses"
# As a file manager asks it (GIO reads the same database): a capture named *.monitor.log is ours, and
# the longer glob beats *.log's text/x-log. Only where gio is installed (Debian: libglib2.0-bin).
if command -v gio >/dev/null 2>&1; then
    printf 'OK\n' >"$work_dir/capture.monitor.log"
    got=$(XDG_DATA_HOME="$work_dir" XDG_DATA_DIRS="$work_dir:/usr/share" \
        gio info -a standard::content-type "$work_dir/capture.monitor.log" 2>/dev/null | sed -n 's/.*content-type: //p')
    check "gio: capture.monitor.log is $monitor (got '$got')" test "$got" = "$monitor"
fi
check "types lists $type" grep -qx "$type" "$work_dir/mime/types"
generated=$work_dir/mime/application/x-locklab-recording.xml
check "generated $type.xml" test -f "$generated"
for lang in de fr; do
    check "comment in $lang" grep -q "xml:lang=\"$lang\"" "$generated"
done
rm -rf "$work_dir"
exit $fail
