#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs a metadata validator if it is installed: run_validator.sh TOOL ARGS...
# Exit 77 (CTest SKIP_RETURN_CODE) when TOOL is missing, so an absent tool shows up as
# "Skipped" rather than as a pass. ./test.sh installs both tools (tools/deps.sh).
tool=$1
if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool not found (Debian: desktop-file-utils / appstream); nothing was validated"
    exit 77
fi
out=$("$@" 2>&1)
rc=$?
printf '%s\n' "$out"
if [ "$rc" -ne 0 ]; then
    exit "$rc"
fi
# desktop-file-validate exits 0 on hints and warnings; hold the file to a clean report
# (a hint such as two main categories puts the app twice in the menu).
if printf '%s\n' "$out" | grep -Eq '(warning|error|hint):'; then
    echo "FAIL: $tool reported problems"
    exit 1
fi
exit 0
