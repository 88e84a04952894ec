#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test. Non-zero exit on any failure.
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
locklab_install_deps
# CI builds with -Werror; a local run only warns.
locklab_build dev -DLOCKLAB_WERROR="${CI:+ON}"
ctest --preset dev -j2 "$@"
