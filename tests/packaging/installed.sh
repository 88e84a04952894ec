#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The .deb as a user installs it: built with CPack from the build tree, installed with
# `apt-get install ./locklab_*.deb` into a brand-new minimal Debian 12 root (mmdebstrap, as
# tools/fresh-root.sh makes it), started there, checked as a desktop program, then purged, leaving
# nothing behind.
#   installed.sh SOURCE_DIR BUILD_DIR WORK_DIR VERSION APP_ID
# Needs root (mmdebstrap, chroot, mount) and the network (Debian's archive). Exit 77 (CTest
# SKIP_RETURN_CODE) only when it cannot run at all: not root, or no mmdebstrap/dpkg-dev.
set -uo pipefail
export LC_ALL=C  # one collation for sort and comm
source_dir=$1 build_dir=$2 work_dir=$3 version=$4 app_id=$5

if [[ $(id -u) -ne 0 ]]; then
    echo "SKIP: needs root to make a Debian root and chroot into it (run this test as root: sudo ctest -R packaging_installed)"
    exit 77
fi
for tool in mmdebstrap cpack dpkg-deb dpkg-shlibdeps desktop-file-validate xmllint; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not found (Debian: mmdebstrap, dpkg-dev, desktop-file-utils, libxml2-utils: tools/deps.sh)"
        exit 77
    fi
done
source "$source_dir/tools/debian-root.sh"

fail=0
check() { # check DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}
t0=$SECONDS
step() { echo "-- $1 ($((SECONDS - t0)) s)"; }

rm -rf "$work_dir"
mkdir -p "$work_dir"
step "building the .deb"
if ! cpack --config "$build_dir/CPackConfig.cmake" -B "$work_dir/deb" >"$work_dir/cpack.log" 2>&1; then
    cat "$work_dir/cpack.log"
    echo "FAIL: cpack"
    exit 1
fi
deb=$work_dir/deb/locklab_${version}_$(dpkg --print-architecture).deb
[[ -f $deb ]] || { ls "$work_dir/deb"; echo "FAIL: no $deb"; exit 1; }

root=$(mktemp -d /var/tmp/locklab-installed.XXXXXX)
trap 'locklab_remove_root "$root"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
step "making a minimal Debian 12 root in $root"
# man-db: a desktop has it, and `man locklab` is part of the test.
if ! locklab_make_root "$root" "$work_dir/mmdebstrap.log" --include=ca-certificates,man-db; then
    tail -20 "$work_dir/mmdebstrap.log"
    echo "FAIL: mmdebstrap (network? see $work_dir/mmdebstrap.log)"
    exit 1
fi
# Without /proc in the root, the sanitizers of a sanitized build abort every run there.
if ! locklab_root_mounts "$root"; then
    echo "FAIL: mounting /proc and /tmp in the root (mount from util-linux's mount package: tools/deps.sh)"
    exit 1
fi
# A clean environment, as a new user's shell would have it (no DISPLAY).
inside() {
    chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}
if ! inside apt-get update -q >"$work_dir/apt-update.log" 2>&1; then
    tail -5 "$work_dir/apt-update.log"
    echo "FAIL: apt-get update in the root"
    exit 1
fi

# Every file of the root but apt's and dpkg's own state, caches and logs: what a package may leave.
files() {
    (cd "$root" && find . -xdev \( -path ./proc -o -path ./tmp -o -path ./var/cache -o -path ./var/log \
        -o -path ./var/lib/apt -o -path ./var/lib/dpkg -o -path ./run \) -prune -o -print | sort)
}
files >"$work_dir/before.txt"

step "apt-get install ./$(basename "$deb")"
cp "$deb" "$root/tmp/"
if inside sh -c "cd /tmp && apt-get install -y -q ./$(basename "$deb")" >"$work_dir/install.log" 2>&1; then
    echo "ok: apt-get install ./$(basename "$deb")"
else
    tail -20 "$work_dir/install.log"
    echo "FAIL: apt-get install ./$(basename "$deb")"
    exit 1
fi
grep -E 'newly installed|Need to get|After this operation' "$work_dir/install.log"
inside dpkg -L locklab >"$work_dir/locklab-files.txt"

step "running the installed locklab"
version_line=$(inside locklab --version 2>&1)
echo "$version_line"
check "locklab --version says $version" grep -q "LockLab $version" <<<"$version_line"
lab=$(inside locklab run seed-lab 2>&1)
rc=$?
printf '%s\n' "$lab"
check "locklab run seed-lab exits 0" test "$rc" -eq 0
check "the seed lab prints the six experiments" test "$(grep -c '^[1-6]\. ' <<<"$lab")" -eq 6
check "experiment 6: fencing refuses the late writer" grep -q '^6\. .*stored=1' <<<"$lab"
# ffmpeg is only suggested: video export without it says how to get it, and nothing else breaks.
video=$(inside locklab render ttl-overlap --video /tmp/race.mp4 2>&1)
rc=$?
check "render --video without ffmpeg exits 2" test "$rc" -eq 2
check "render --video without ffmpeg says: apt install ffmpeg" grep -q 'apt install ffmpeg' <<<"$video"
check "render --png works without ffmpeg" inside locklab render ttl-overlap --png /tmp/race.png
check "the PNG was written" test -s "$root/tmp/race.png"

step "the desktop entry, the MIME type and the man page"
desktop=$root/usr/share/applications/$app_id.desktop
check "desktop entry installed" test -f "$desktop"
check "desktop-file-validate: no errors, warnings or hints" sh -c \
    '! desktop-file-validate "$1" 2>&1 | grep -Eq "(error|warning|hint):"' _ "$desktop"
exec_cmd=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
check "Exec=$exec_cmd is on the root's PATH" inside sh -c "command -v $exec_cmd >/dev/null"
icon=$(sed -n 's/^Icon=//p' "$desktop")
check "Icon=$icon is installed (scalable)" test -f "$root/usr/share/icons/hicolor/scalable/apps/$icon.svg"
mime_xml=$root/usr/share/mime/packages/$app_id.xml
check "MIME type installed" test -f "$mime_xml"
check "MIME type is well-formed XML" xmllint --noout "$mime_xml"
# shared-mime-info comes with Qt; its dpkg trigger must have added the type to the database.
check "update-mime-database registered *.locklab.json" \
    grep -q ':application/x-locklab-recording:\*\.locklab\.json$' "$root/usr/share/mime/globs2"
check "the desktop entry opens application/x-locklab-recording" \
    grep -q '^MimeType=.*application/x-locklab-recording;' "$desktop"
# A saved `redis-cli monitor > x.monitor.log` opens on a double-click too (issue 25).
check "update-mime-database registered *.monitor.log" \
    grep -q ':application/x-redis-monitor-log:\*\.monitor\.log$' "$root/usr/share/mime/globs2"
check "the desktop entry opens application/x-redis-monitor-log" \
    grep -q '^MimeType=.*application/x-redis-monitor-log;' "$desktop"
man_text=$(inside env MANPAGER=cat MANWIDTH=80 man locklab 2>&1)
check "man locklab opens locklab(1)" grep -q '^LOCKLAB(1)' <<<"$man_text"
check "man locklab documents locklab run and the exit status" \
    sh -c 'printf "%s\n" "$1" | grep -q "locklab run" && printf "%s\n" "$1" | grep -q "^EXIT STATUS"' _ "$man_text"

step "apt-get purge --autoremove locklab"
if ! inside apt-get purge -y -q --autoremove locklab >"$work_dir/purge.log" 2>&1; then
    tail -20 "$work_dir/purge.log"
    echo "FAIL: apt-get purge locklab"
    exit 1
fi
check "dpkg no longer knows locklab" sh -c '! chroot "$1" dpkg-query -W -f="\${Status}" locklab 2>/dev/null | grep -q installed' _ "$root"
files >"$work_dir/after.txt"
left=$(comm -13 "$work_dir/before.txt" "$work_dir/after.txt")
gone=$(comm -23 "$work_dir/before.txt" "$work_dir/after.txt")
if [[ -n $left ]]; then
    echo "new since before the install (another package's doing is allowed, LockLab's is not):"
    printf '  %s\n' $left
fi
check "no file of the root was removed" test -z "$gone"
[[ -n $gone ]] && printf '  gone: %s\n' $gone
leftover=$(while read -r path; do
    [[ -d $root$path ]] || [[ ! -e $root$path ]] || echo "$path"
done <"$work_dir/locklab-files.txt")
check "every file of the package is gone" test -z "$leftover"
[[ -n $leftover ]] && printf '  left: %s\n' $leftover
check "no new path is named locklab" sh -c '! printf "%s\n" "$1" | grep -qi locklab' _ "$left"
# The shared databases (MIME, desktop, icons) are rebuilt by their triggers without our type.
check "no MIME, desktop or icon database mentions locklab" sh -c \
    '! grep -rIlqi locklab "$1/usr/share/mime" "$1/usr/share/applications" "$1/usr/share/icons" 2>/dev/null' _ "$root"

step "done"
exit $fail
