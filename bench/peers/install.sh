#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# node-redlock 5 and ioredis for bench/peers and tst_watch, from the npm registry (package-lock.json).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[[ -d $here/node_modules/redlock && -d $here/node_modules/ioredis ]] && exit 0
command -v npm >/dev/null || { echo "bench/peers: npm not found (tools/deps.sh installs it)" >&2; exit 2; }
cd "$here" && npm install --no-audit --no-fund --silent
