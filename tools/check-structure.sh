#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The structure rules no compiler checks (docs/architecture.md): a core header is included as
# "core/…", so every crossing of a layer shows in the include line; no function body is longer than
# 120 lines. Lists what breaks a rule and exits 1; ./test.sh runs it before building.
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
# Functions stay under 120 lines (CONVENTIONS.md): a longer body is several passes that want names.
# The body is counted from its opening brace to its closing one; a function's brace opens its own
# line (.clang-format: BraceWrapping.AfterFunction). A function over the ceiling that is being cut
# may be listed below as "path name length": it may not grow past that length, and leaves the list
# once it is short enough. The list is empty.
if ! python3 - 120 <<'EOF'
import os, re, subprocess, sys
ceiling = int(sys.argv[1])
allowed = {}
for line in '''
'''.split('\n'):
    if line:
        path, name, length = line.split()
        allowed[(path, name)] = int(length)
signature_end = re.compile(r'\)(\s*(const|override|noexcept|final|mutable))*$|^[,:] |->\s*[\w:<>, ]+$')
files = subprocess.run(['git', 'ls-files', '--', '*.cpp', '*.h'], capture_output=True, text=True, check=True).stdout.split()
bad = []
seen = set()
for path in files:
    lines = open(path, encoding='utf-8').read().split('\n')
    for i, line in enumerate(lines):
        brace = re.fullmatch(r'( *)\{', line)
        if not brace or i == 0 or not signature_end.search(lines[i - 1].strip()):
            continue
        end = i + 1
        while end < len(lines) and lines[end] != brace.group(1) + '}':
            end += 1
        length = end - i + 1
        k = i - 1
        while k > 0 and lines[k - 1].strip() and not lines[k - 1].rstrip().endswith((';', '}', '{')) \
                and not lines[k - 1].lstrip().startswith(('//', '#')):
            k -= 1
        signature = re.sub(r'\s*(:|,) m_.*$', '', ' '.join(l.strip() for l in lines[k:i]))
        names = re.findall(r'([~\w:]+)\s*\(', signature)
        name = names[0] if names else signature
        limit = allowed.get((path, name))
        if limit is not None:
            seen.add((path, name))
            if length > limit:
                bad.append(f'{path}:{k + 1}: {name} has {length} lines, more than the {limit} it is allowed while it is being cut')
            elif length <= ceiling:
                bad.append(f'{path}:{k + 1}: {name} has {length} lines now: take it off the list in tools/check-structure.sh')
        elif length > ceiling:
            bad.append(f'{path}:{k + 1}: {name} has {length} lines (at most {ceiling}): cut it into named parts')
for path, name in sorted(set(allowed) - seen):
    bad.append(f'{path}: {name} is gone: take it off the list in tools/check-structure.sh')
for line in bad:
    print(line, file=sys.stderr)
sys.exit(1 if bad else 0)
EOF
then
    echo "check-structure: functions over the ceiling (above)" >&2
    status=1
fi
exit $status
