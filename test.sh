#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test. Non-zero exit on any failure.
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
locklab_install_deps
bench/peers/install.sh  # node-redlock and ioredis for tst_watch
# The code follows .clang-format; an unformatted file fails the run before anything is built.
tools/check-format.sh
# CI builds with -Werror; a local run only warns.
locklab_build dev -DLOCKLAB_WERROR="${CI:+ON}"
# Live suites race a real redis-server on the wall clock; with two suites sharing two cores a
# scheduling hiccup can move a retry across a TTL edge. A failing suite runs once more, alone in its
# slot: a real regression fails both times.
ctest --preset dev -j2 --repeat until-pass:2 "$@"
