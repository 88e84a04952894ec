#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test. Non-zero exit on any failure.
#   LOCKLAB_FUZZ_SECONDS=N   seconds per fuzz target (default 20; 0 skips the fuzzers)
#   LOCKLAB_ASAN=1           run the whole suite again under ASan + UBSan (CI=1 turns it on; LOCKLAB_ASAN=0 skips it)
set -euo pipefail
cd "$(dirname "$0")"
source tools/deps.sh
locklab_install_deps all
bench/peers/install.sh  # node-redlock and ioredis for tst_watch
# The code follows .clang-format; an unformatted file fails the run before anything is built.
tools/check-format.sh
# Structure rules (docs/architecture.md): rooted core includes.
tools/check-structure.sh
# CI builds with -Werror; a local run only warns.
locklab_build dev -DLOCKLAB_WERROR="${CI:+ON}"
# Live suites race a real redis-server on the wall clock; with two suites sharing two cores a
# scheduling hiccup can move a retry across a TTL edge. A failing suite runs once more, alone in its
# slot: a real regression fails both times.
ctest --preset dev -j2 --repeat until-pass:2 "$@"
# The libFuzzer targets (clang, the `fuzz` preset) for a short fixed time each: a crash, a hang, a
# leak or a message that is not one line fails the run (docs/reliability.md).
fuzz_seconds=${LOCKLAB_FUZZ_SECONDS:-20}
if ((fuzz_seconds > 0)); then
    tools/fuzz.sh "$fuzz_seconds"
fi
# The sanitizer gate: the whole suite built with ASan + UBSan (leaks included, tools/lsan.supp names
# the system libraries' by-design allocations). CI runs it; locally it is opt-in, being a second
# full build (docs/reliability.md, "Sanitizers", says what it costs). The packaging tests are left
# out of it: they check the package's files and its install in a fresh root, not memory, and
# installing a sanitized .deb costs CI three minutes for nothing.
if [[ ${LOCKLAB_ASAN:-${CI:+1}} == 1 ]]; then
    locklab_build asan
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
        LSAN_OPTIONS=suppressions=$PWD/tools/lsan.supp:print_suppressions=0 \
        UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --preset asan -j2 --repeat until-pass:2 --timeout 900 -LE packaging "$@"
fi
