#!/bin/sh
# SPDX-License-Identifier: MIT
# Builds the .deb with CPack from an already built tree and checks what apt will see:
# the file name, the package fields, the declared dependencies and the payload.
#   deb_package.sh BUILD_DIR WORK_DIR VERSION APP_ID
# Exit 77 (CTest SKIP_RETURN_CODE) without dpkg-deb or dpkg-shlibdeps (Debian: dpkg-dev).
set -u
build_dir=$1 work_dir=$2 version=$3 app_id=$4
for tool in cpack dpkg-deb dpkg-shlibdeps dpkg-architecture dpkg readelf; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not found (Debian: dpkg-dev); no package was built"
        exit 77
    fi
done
fail=0
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}

rm -rf "$work_dir"
mkdir -p "$work_dir"
if ! cpack --config "$build_dir/CPackConfig.cmake" -B "$work_dir" >"$work_dir/cpack.log" 2>&1; then
    cat "$work_dir/cpack.log"
    echo "FAIL: cpack"
    exit 1
fi
arch=$(dpkg --print-architecture)
deb=$work_dir/locklab_${version}_${arch}.deb
check "file name is locklab_${version}_${arch}.deb" test -f "$deb" || { ls "$work_dir"; exit 1; }

field() { dpkg-deb -f "$deb" "$1"; }
echo "Depends: $(field Depends)"
echo "Recommends: $(field Recommends)"
check "Package: locklab" test "$(field Package)" = locklab
check "Version: $version" test "$(field Version)" = "$version"
check "Architecture: $arch" test "$(field Architecture)" = "$arch"
check "Section: devel" test "$(field Section)" = devel
check "Maintainer set" test -n "$(field Maintainer)"
check "Homepage set" test -n "$(field Homepage)"
check "Description has a long part" test "$(field Description | wc -l)" -gt 3

# The libraries every build links, by their Debian 12 package names, then every library the
# packaged binary actually loads (ELF NEEDED): each one's package must be a whole word in Depends.
depends=", $(field Depends),"
has_depend() {
    case $depends in
        *", $1 "* | *", $1,"*) return 0 ;;
        *) return 1 ;;
    esac
}
for pkg in libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6 libqt6svg6 libqcoro6core0 libhiredis0.14 \
           libstdc++6 libc6; do
    check "Depends on $pkg" has_depend "$pkg"
done
dpkg-deb -x "$deb" "$work_dir/root"
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for soname in $(readelf -d "$work_dir/root/usr/bin/locklab" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
    owner=$(dpkg -S "/usr/lib/$multiarch/$soname" "/lib/$multiarch/$soname" 2>/dev/null | head -n 1 | cut -d: -f1)
    if [ -z "$owner" ]; then
        echo "FAIL: no installed package ships $soname"
        fail=1
    else
        check "Depends on $owner (for $soname)" has_depend "$owner"
    fi
done
case $depends in
    *redis-server*) echo "FAIL: redis-server must be recommended, not required"; fail=1 ;;
esac
check "Recommends: redis-server" test "$(field Recommends)" = redis-server

contents=$(dpkg-deb -c "$deb" | awk '{print $NF}')
for path in ./usr/bin/locklab \
            "./usr/share/applications/$app_id.desktop" \
            "./usr/share/metainfo/$app_id.metainfo.xml" \
            "./usr/share/mime/packages/$app_id.xml" \
            "./usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
            "./usr/share/icons/hicolor/48x48/apps/$app_id.png" \
            ./usr/share/locklab/scenarios/ttl-overlap.json \
            ./usr/share/doc/locklab/LICENSE \
            ./usr/share/doc/locklab/cli.md \
            ./usr/share/man/man1/locklab.1.gz; do
    check "payload has $path" sh -c 'printf "%s\n" "$1" | grep -qxF "$2"' _ "$contents" "$path"
done
# Everything lives under /usr: nothing from the build tree or a stray absolute prefix.
check "payload only under ./usr" sh -c '! printf "%s\n" "$1" | grep -v "^\./usr/" | grep -qv "^\./$"' _ "$contents"

exit $fail
