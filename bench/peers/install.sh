#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# node-redlock 5 and ioredis for bench/peers, tst_watch, tst_clusterwatch (ioredis's Cluster) and tst_redlockwatch, from the
# npm registry (package-lock.json).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[[ -d $here/node_modules/redlock && -d $here/node_modules/ioredis ]] && exit 0
command -v npm >/dev/null || { echo "bench/peers: npm not found (tools/deps.sh installs it)" >&2; exit 2; }
# The system's CA bundle, so a machine that trusts a local CA (a TLS-inspecting proxy) reaches the
# registry too; npm's errors are printed, never silenced.
cafile=()
[[ -f /etc/ssl/certs/ca-certificates.crt ]] && cafile=(--cafile=/etc/ssl/certs/ca-certificates.crt)
cd "$here"
npm install --no-audit --no-fund --loglevel=error "${cafile[@]}" ||
    { echo "bench/peers: npm install failed (node-redlock, ioredis from the npm registry)" >&2; exit 1; }
