#!/bin/sh
# SPDX-License-Identifier: MIT
# locklab(1) is docs/cli.md made into a man page: it renders without a groff warning, and the
# reference names every option the binary itself lists (`locklab --help` and each command's
# --help), so a new flag without its line in docs/cli.md fails here.
#   manpage.sh LOCKLAB MAN_PAGE CLI_MD
# Exit 77 (CTest SKIP_RETURN_CODE) without man (Debian: man-db).
set -u
locklab=$1 page=$2 cli_md=$3
fail=0
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}

flags=$(
    {
        LANGUAGE=en "$locklab" --help --lang en
        for command in run replay sweep render watch import bench; do
            LANGUAGE=en "$locklab" "$command" --help --lang en
        done
    } | grep -o -- '--[a-z][a-z-]*' | sort -u
)
check "the binary lists options" test -n "$flags"
for flag in $flags; do
    check "docs/cli.md documents $flag" grep -q -- "$flag\\b" "$cli_md"
done
for command in list run replay sweep render watch import bench; do
    check "docs/cli.md has a section for locklab $command" grep -q "^## locklab $command" "$cli_md"
done

if ! command -v man >/dev/null 2>&1; then
    echo "SKIP: man not found (Debian: man-db); the page was not rendered"
    exit 77
fi
text=$(MANWIDTH=100 LC_ALL=C.UTF-8 man --warnings -l "$page" 2>"$page.warnings")
check "man renders it without warnings" test ! -s "$page.warnings"
[ -s "$page.warnings" ] && cat "$page.warnings"
rm -f "$page.warnings"
for section in NAME SYNOPSIS "EXIT STATUS" "LOCKLAB WATCH"; do
    check "section $section" sh -c 'printf "%s\n" "$1" | grep -q "^$2\$"' _ "$text" "$section"
done
exit $fail
