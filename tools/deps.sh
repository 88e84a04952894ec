#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sourced by run.sh and test.sh: installs what is missing on Debian 12, and nothing else.
set -euo pipefail

LOCKLAB_PACKAGES=(
    build-essential cmake ninja-build pkg-config git
    clang-format                  # tools/check-format.sh: ./test.sh fails on unformatted C++
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libgl-dev qcoro-qt6-dev libhiredis-dev libbenchmark-dev
    libzstd-dev                   # compact recordings (.locklab): streamed zstd
    redis-server            # managed Redis, conformance and live tests
    xvfb xauth fonts-dejavu-core  # the GUI without a display (tests, screenshots)
    desktop-file-utils appstream  # validate the .desktop and metainfo files
    librsvg2-bin                  # tools/render-icons.sh: the icon's PNG sizes from its SVG
    qt6-translations-l10n         # Qt's own strings (dialog buttons) in German and French
    dpkg-dev file                 # CPack .deb: dpkg-shlibdeps computes Depends, `file` finds ELF files
    ffmpeg                        # video export in tests (locklab render --video, tst_render)
)

locklab_install_deps() {
    local missing=()
    for pkg in "${LOCKLAB_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    echo "locklab: installing ${missing[*]}" >&2
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "locklab: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Configure (once) and build one CMake preset.
locklab_build() {
    local preset=$1
    shift
    if [[ ! -f "build/$preset/build.ninja" ]]; then
        cmake --preset "$preset" "$@"
    fi
    cmake --build --preset "$preset"
}
