// SPDX-License-Identifier: MIT
#pragma once

#include <ctime>

// CPU time in milliseconds. On two cores shared with other builds, wall time mostly measures the
// queue for a core: CPU time is the figure to compare.
inline double cpuMs(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID)
{
    timespec t{};
    clock_gettime(clock, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// The calling thread's alone: what a frame costs the window's thread, apart from the reader's.
inline double threadCpuMs()
{
    return cpuMs(CLOCK_THREAD_CPUTIME_ID);
}
