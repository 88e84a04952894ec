#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sourced by run.sh and test.sh: installs what is missing on Debian 12, and nothing else.
set -euo pipefail

# The one list of what LockLab needs, each with what needs it, in two sets. Installed with
# --no-install-recommends, so a package that is only *recommended* by another must be named here
# (libqt6opengl6-dev). What each set costs on a brand-new Debian 12 is measured by
# tools/measure-install.sh and written in docs/building.md and the README.
#
# 1. Building and running the app: ./run.sh installs only these.
LOCKLAB_APP_PACKAGES=(
    build-essential cmake ninja-build pkg-config  # the C++20 toolchain and CMake presets (Ninja)
    qt6-base-dev                  # Qt Core, Gui, Widgets, Network, Sql, the Qt CMake packages (Qt6Test too)
    qt6-charts-dev                # the Sweep and Fairness charts
    libqt6opengl6-dev             # Qt6Charts' CMake package needs Qt6OpenGL (only recommended by qt6-charts-dev)
    libgl-dev                     # Qt6Gui's CMake package needs the OpenGL headers
    qt6-svg-dev                   # SVG export and the SVG window icon
    qt6-tools-dev qt6-l10n-tools  # Qt6LinguistTools' CMake package and lrelease: translations/*.ts compiled into the app
    qcoro-qt6-dev                 # workers as coroutines (QCoro 0.8)
    libhiredis-dev                # the live backend (hiredis 0.14)
    libzstd-dev                   # compact recordings (.locklab): streamed zstd
    libjemalloc-dev               # the locklab executable's malloc (an import's many small allocations)
    libqt6sql6-sqlite             # the sql data store: Qt SQL's SQLite driver (QSQLITE); Qt6Sql's CMake is in qt6-base-dev
    qt6-translations-l10n         # Qt's own strings (dialog buttons) in German and French
    redis-server                  # --redis managed: the app starts a private redis-server
    redis-sentinel                # "redis": {"failover": "sentinel"}: a real sentinel promotes the replica
)
# Not here: ffmpeg. Video export (locklab render --video, the app's Record) runs it when it is on
# PATH and otherwise says how to install it; PNG, SVG and --frames need nothing more.

# 2. Only the tests, fuzzers, benchmarks and packaging: ./test.sh installs these as well.
LOCKLAB_TEST_PACKAGES=(
    git                           # tools/check-format.sh lists the tracked files
    clang-format                  # tools/check-format.sh: ./test.sh fails on unformatted C++
    clang libclang-rt-14-dev      # tools/fuzz.sh: the libFuzzer targets (libFuzzer and the sanitizers' runtimes)
    lld                           # links the test suites five times faster than GNU ld (CMakeLists.txt, LOCKLAB_LLD)
    libbenchmark-dev              # bench/ (Google Benchmark)
    xvfb xauth fonts-dejavu-core  # the GUI without a display (tests, screenshots)
    xdotool                       # tools/drive-window.sh: keys typed into the real window under Xvfb (ffmpeg grabs it)
    desktop-file-utils appstream  # validate the .desktop and metainfo files
    libxml2-utils shared-mime-info  # the recording's MIME type: xmllint, update-mime-database in a temp dir
    librsvg2-bin                  # tools/render-icons.sh: the icon's PNG sizes from its SVG
    dpkg-dev file                 # CPack .deb: dpkg-shlibdeps computes Depends, `file` finds ELF files
    mmdebstrap                    # packaging_installed: the .deb installed into a brand-new Debian 12 root
    mount                         # packaging_installed: /proc and /tmp mounted in that root (a minimal root has no mount)
    ffmpeg                        # video export in tests (locklab render --video, tst_render)
    python3-redis                 # tst_watch, tst_clusterwatch: redis-py's Lock and RedisCluster under `locklab watch`
    golang-go golang-gopkg-redis.v5-dev  # tst_watch: a go-redis v5 client, built offline (GOPATH=/usr/share/gocode)
)
# tst_watch, tst_clusterwatch and bench/peers: node-redlock on ioredis, ioredis's Cluster (npm,
# bench/peers/install.sh). A machine that already has Node.js with its npm (e.g. NodeSource's
# nodejs) keeps it; otherwise Debian's.
if ! command -v npm >/dev/null 2>&1; then
    LOCKLAB_TEST_PACKAGES+=(nodejs npm)
fi

# locklab_install_deps app|all: the app's set (./run.sh) or both sets (./test.sh).
locklab_install_deps() {
    case ${1:-all} in
    app) locklab_install_packages "${LOCKLAB_APP_PACKAGES[@]}" ;;
    all) locklab_install_packages "${LOCKLAB_APP_PACKAGES[@]}" "${LOCKLAB_TEST_PACKAGES[@]}" ;;
    *)
        echo "locklab_install_deps: app or all, not '$1'" >&2
        exit 2
        ;;
    esac
}

# locklab_install_packages PKG...: installs those of PKG that are missing, and nothing else.
locklab_install_packages() {
    local missing=()
    for pkg in "$@"; do
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
    # Never a prompt (debconf or apt's own), three tries per download.
    local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -y -o Acquire::Retries=3
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)
    "${apt[@]}" update >&2 || { echo "locklab: apt-get update failed (network or apt sources?)" >&2; exit 1; }
    if ! "${apt[@]}" install --no-install-recommends "${missing[@]}" >&2; then
        # Name the package(s) apt cannot provide, one line, instead of leaving the user to dig.
        local unavailable=()
        for pkg in "${missing[@]}"; do
            apt-cache show "$pkg" >/dev/null 2>&1 || unavailable+=("$pkg")
        done
        if ((${#unavailable[@]})); then
            echo "locklab: cannot install ${unavailable[*]}: not in this machine's apt sources (Debian 12 bookworm is expected)" >&2
        else
            echo "locklab: apt-get could not install: ${missing[*]} (see apt's message above)" >&2
        fi
        exit 1
    fi
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
