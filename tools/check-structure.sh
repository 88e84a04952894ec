#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The structure rules no compiler checks (docs/architecture.md): a core header is included as
# "core/…", so every crossing of a layer shows in the include line. Lists what breaks a rule and
# exits 1; ./test.sh runs it before building.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
core_headers=$(git ls-files 'core/*.h' | grep -v '^core/live/' | xargs -n1 basename)
pattern=$(printf '%s\n' $core_headers | sed 's/\./\\./' | paste -sd'|')
if bare=$(git ls-files '*.h' '*.cpp' | xargs grep -nE "^#include \"($pattern)\"" 2>/dev/null); then
    echo "check-structure: include core headers as \"core/NAME.h\":" >&2
    echo "$bare" >&2
    status=1
fi
exit $status
