#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The README's quick start on a brand-new machine: a minimal Debian 12 root (mmdebstrap), a clone of
# this checkout's HEAD, then `./run.sh` (headless: the seed lab) and/or `CI=1 ./test.sh` inside it.
# A package missing from tools/deps.sh fails here even when this machine happens to have it.
#
#   tools/fresh-root.sh [run|test|both]     (default both; needs root; .ci/run uses `both`)
#
# Only /proc and a private /tmp are mounted into the root (mmdebstrap makes the root's own /dev
# nodes; the host's /dev is never touched). The root is unmounted and deleted on every exit path.
# Logs stay in $LOCKLAB_FRESH_LOGS (default: a new directory under /var/tmp), and each command's
# output is streamed to stdout so CI shows the tests' own closing lines.
set -euo pipefail

what=${1:-both}
case $what in run | test | both) ;; *)
    echo "usage: tools/fresh-root.sh [run|test|both]" >&2
    exit 2
    ;;
esac
[[ $(id -u) -eq 0 ]] || { echo "fresh-root: needs root (mmdebstrap, chroot, mount)" >&2; exit 2; }

src=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
if [[ -n $(git -C "$src" status --porcelain --untracked-files=no) ]]; then
    echo "fresh-root: note: uncommitted changes are not part of the test (it clones HEAD)" >&2
fi

if ! command -v mmdebstrap >/dev/null; then
    echo "fresh-root: installing mmdebstrap" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Acquire::Retries=3 --no-install-recommends mmdebstrap >&2 ||
        { DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Acquire::Retries=3 --no-install-recommends mmdebstrap >&2; } ||
        { echo "fresh-root: could not install mmdebstrap" >&2; exit 1; }
fi

root=$(mktemp -d /var/tmp/locklab-fresh-root.XXXXXX)
logs=${LOCKLAB_FRESH_LOGS:-$(mktemp -d /var/tmp/locklab-fresh-logs.XXXXXX)}
mkdir -p "$logs"

cleanup() {
    local rc=$?
    trap - EXIT INT TERM HUP
    # Whatever the commands left running inside the root (a redis-server, Xvfb) goes first, so
    # nothing holds the mounts.
    local pids
    pids=$(for p in /proc/[0-9]*; do
        [[ $(readlink "$p/root" 2>/dev/null) == "$root" ]] && echo "${p#/proc/}"
    done || true)
    [[ -n $pids ]] && kill -9 $pids 2>/dev/null || true
    for m in "$root/tmp" "$root/dev/pts" "$root/proc"; do
        mountpoint -q "$m" && umount -l "$m"
    done
    # --one-file-system: never follow a mount that is still there into the host.
    rm -rf --one-file-system "$root"
    echo "fresh-root: logs in $logs" >&2
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# What a real Debian 12 install has: the release, its updates and the security archive.
t0=$SECONDS
echo "fresh-root: making a minimal Debian 12 root in $root" >&2
mmdebstrap --variant=apt --include=ca-certificates,git bookworm "$root" \
    "deb http://deb.debian.org/debian bookworm main" \
    "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main" >"$logs/mmdebstrap.log" 2>&1 ||
    { tail -20 "$logs/mmdebstrap.log" >&2; echo "fresh-root: mmdebstrap failed" >&2; exit 1; }
echo "fresh-root: root ready in $((SECONDS - t0)) s" >&2

mount -t proc proc "$root/proc"
mount -t tmpfs -o mode=1777 tmpfs "$root/tmp"
# Pseudo-terminals of the root's own (a new devpts instance, not the host's): the progress-line test
# runs commands on one. Where the kernel refuses, that test skips its terminal half and says so.
mkdir -p "$root/dev/pts"
if mount -t devpts -o newinstance,ptmxmode=0666,mode=0620 devpts "$root/dev/pts" 2>/dev/null; then
    ln -sf pts/ptmx "$root/dev/ptmx"
fi
# The root reaches the registries the way the host does: its resolver, and the local CA certificates
# the host trusts (a TLS-inspecting proxy's, on networks that have one; npm needs them for HTTPS).
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    chroot "$root" update-ca-certificates >"$logs/ca-certificates.log" 2>&1
fi
git clone -q --no-hardlinks "$src" "$root/work/project"

# A clean environment, as a new user's shell would have it: no DISPLAY (run.sh goes headless).
# usage: inside COMMAND [VAR=value ...]
inside() {
    local command=$1
    shift
    chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 "$@" /bin/bash -c "cd /work/project && $command"
}

rc_run=- rc_test=-
if [[ $what == run || $what == both ]]; then
    t=$SECONDS
    echo "fresh-root: ./run.sh" >&2
    set +e
    inside ./run.sh 2>&1 | tee "$logs/run.log"
    rc_run=${PIPESTATUS[0]}
    set -e
    echo "fresh-root: ./run.sh exit $rc_run in $((SECONDS - t)) s" >&2
fi
if [[ $what == test || $what == both ]] && [[ $rc_run == - || $rc_run == 0 ]]; then
    t=$SECONDS
    echo "fresh-root: CI=1 ./test.sh" >&2
    set +e
    inside ./test.sh CI=1 2>&1 | tee "$logs/test.log"
    rc_test=${PIPESTATUS[0]}
    set -e
    echo "fresh-root: ./test.sh exit $rc_test in $((SECONDS - t)) s" >&2
fi

echo "fresh-root: Debian 12 from scratch: run.sh exit $rc_run, test.sh exit $rc_test, $((SECONDS - t0)) s in all" >&2
[[ $rc_run == - || $rc_run == 0 ]] && [[ $rc_test == - || $rc_test == 0 ]]
