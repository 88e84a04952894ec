#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sourced: makes a brand-new minimal Debian 12 root the way tools/fresh-root.sh does, for
# tools/measure-install.sh and tests/packaging/installed.sh.
#   locklab_make_root DIR LOG [--include=PKG,...]   needs root and mmdebstrap; 1 on failure (LOG says why)
#   locklab_root_mounts DIR                       /proc and a private /tmp inside DIR; 1 on failure
#   locklab_remove_root DIR                       kill what runs in DIR, unmount, delete (every exit path)

# What a real Debian 12 install has: the release, its updates and the security archive.
locklab_make_root() {
    local root=$1 log=$2
    shift 2
    mmdebstrap --variant=apt "$@" bookworm "$root" \
        "deb http://deb.debian.org/debian bookworm main" \
        "deb http://deb.debian.org/debian bookworm-updates main" \
        "deb http://deb.debian.org/debian-security bookworm-security main" >"$log" 2>&1 || return 1
    # The root reaches the archive the way the host does: its resolver, and the local CA
    # certificates the host trusts (a TLS-inspecting proxy's, on networks that have one).
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null &&
        [[ -x $root/usr/sbin/update-ca-certificates ]]; then
        cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
        chroot "$root" update-ca-certificates >>"$log" 2>&1
    fi
    return 0
}

locklab_root_mounts() {
    local root=$1
    mount -t proc proc "$root/proc" && mount -t tmpfs -o mode=1777 tmpfs "$root/tmp"
}

locklab_remove_root() {
    local root=$1 pids
    [[ -n $root && -d $root ]] || return 0
    # Whatever still runs inside the root (a redis-server) goes first, so nothing holds the mounts.
    pids=$(for p in /proc/[0-9]*; do
        [[ $(readlink "$p/root" 2>/dev/null) == "$root" ]] && echo "${p#/proc/}"
    done || true)
    [[ -n $pids ]] && kill -9 $pids 2>/dev/null || true
    for m in "$root/tmp" "$root/proc"; do
        mountpoint -q "$m" && umount -l "$m"
    done
    # --one-file-system: never follow a mount that is still there into the host.
    rm -rf --one-file-system "$root"
}
