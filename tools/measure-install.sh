#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What ./run.sh and ./test.sh install on a brand-new Debian 12, without installing it: a minimal
# root (mmdebstrap, as tools/fresh-root.sh makes it), then apt's own count of packages, download and
# disk for the app's set (./run.sh), both sets (./test.sh) and, given one, a .deb.
#   tools/measure-install.sh [locklab_VERSION_ARCH.deb]      (needs root; about two minutes)
# The figures go to docs/building.md and the README.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $(id -u) -eq 0 ]] || { echo "measure-install: needs root (mmdebstrap, chroot)" >&2; exit 2; }
command -v mmdebstrap >/dev/null || { echo "measure-install: needs mmdebstrap (apt-get install mmdebstrap)" >&2; exit 2; }
deb=${1:-}
[[ -z $deb || -f $deb ]] || { echo "measure-install: no such file: $deb" >&2; exit 2; }
source tools/deps.sh
source tools/debian-root.sh

root=$(mktemp -d /var/tmp/locklab-measure.XXXXXX)
trap 'locklab_remove_root "$root"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
log=$(mktemp /var/tmp/locklab-measure-log.XXXXXX)
locklab_make_root "$root" "$log" --include=ca-certificates ||
    { tail -20 "$log" >&2; echo "measure-install: mmdebstrap failed" >&2; exit 1; }
chroot "$root" apt-get update -q >>"$log" 2>&1 || { tail -5 "$log" >&2; echo "measure-install: apt-get update failed" >&2; exit 1; }

# usage: measure NAME PKG... — apt's summary: "N newly installed", "Need to get X MB", "After this operation, Y MB".
measure() {
    local name=$1 out
    shift
    out=$(chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install --no-install-recommends --print-uris -y "$@" 2>&1) ||
        { printf '%s\n' "$out" | tail -5 >&2; echo "measure-install: apt cannot install the $name set" >&2; exit 1; }
    local count get disk
    count=$(printf '%s\n' "$out" | sed -n 's/.* \([0-9]*\) newly installed.*/\1/p')
    get=$(printf '%s\n' "$out" | sed -n 's/^Need to get \(.*\) of archives.*/\1/p')
    disk=$(printf '%s\n' "$out" | sed -n 's/^After this operation, \(.*\) of additional disk space.*/\1/p')
    printf '%-6s %5s packages, %s download, %s on disk\n' "$name" "$count" "$get" "$disk"
}

echo "measure-install: a new Debian 12 root ($(date -u +%F)), apt-get install --no-install-recommends:"
measure app "${LOCKLAB_APP_PACKAGES[@]}"
# A minimal root has no npm, so ./test.sh there adds Debian's nodejs and npm (this host may have its own).
all=("${LOCKLAB_APP_PACKAGES[@]}" "${LOCKLAB_TEST_PACKAGES[@]}")
[[ " ${all[*]} " == *" npm "* ]] || all+=(nodejs npm)
measure all "${all[@]}"
if [[ -n $deb ]]; then
    cp "$deb" "$root/tmp/"
    # apt installs the package's Depends and, as for any apt install, its Recommends (redis-server).
    out=$(chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install --print-uris -y "/tmp/$(basename "$deb")" 2>&1)
    printf '%s\n' "$out" | sed -n 's/.* \([0-9]*\) newly installed.*/deb    \1 packages (with locklab)/p; s/^Need to get \(.*\) of archives.*/       \1 download/p; s/^After this operation, \(.*\) of additional.*/       \1 on disk/p'
fi
rm -f "$log"
