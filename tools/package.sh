#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian package from a clean build directory:
#   tools/package.sh            -> build/package/package/locklab_<version>_<arch>.deb
# Install it with `sudo apt install ./build/package/package/locklab_*.deb` (apt pulls the
# Qt, QCoro and hiredis runtime packages; redis-server comes along as a recommended package).
# LOCKLAB_PACKAGE_BUILD_DIR overrides the build directory.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/deps.sh
# The app's set and CPack's two tools (dpkg-dev, file: in the test set of tools/deps.sh).
locklab_install_packages "${LOCKLAB_APP_PACKAGES[@]}" dpkg-dev file

build=${LOCKLAB_PACKAGE_BUILD_DIR:-build/package}
rm -rf "$build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DLOCKLAB_BUILD_BENCH=OFF
cmake --build "$build"
cpack --config "$build/CPackConfig.cmake" -B "$build/package"

shopt -s nullglob
debs=("$build"/package/locklab_*.deb)
if ((${#debs[@]} != 1)); then
    echo "package: expected one locklab_*.deb in $build/package, found ${#debs[@]}" >&2
    exit 1
fi
dpkg-deb --info "${debs[0]}"
echo "${debs[0]}"
