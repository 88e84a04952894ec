#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and starts LockLab on the embedded backend.
# Without a display it runs the article's lab headless instead.
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
locklab_install_deps app
# Only the app: the tests and benchmarks are ./test.sh's business.
locklab_build release -DBUILD_TESTING=OFF -DLOCKLAB_BUILD_BENCH=OFF >&2

if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
    exec ./build/release/app/locklab "$@"
fi
echo "locklab: no display found; running the seed lab headless (set DISPLAY for the desktop app)" >&2
exec ./build/release/app/locklab run seed-lab
