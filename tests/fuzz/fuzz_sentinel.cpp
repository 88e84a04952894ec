// SPDX-License-Identifier: MIT
// libFuzzer entry point: tools/fuzz.sh builds and runs it.
#include "fuzztargets.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString problem = locklab::fuzz::sentinelReplies(bytes);
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_sentinel: %s\n", problem.toUtf8().constData());
        std::abort();
    }
    return 0;
}
