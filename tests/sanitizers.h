// SPDX-License-Identifier: MIT
#pragma once

namespace locklab::test {

// Built with AddressSanitizer (the asan preset, CI's second pass over the suite): each step runs
// several times slower there. A suite whose time is in repetition (random seeds, thousands of
// keys) runs a sample of it under the sanitizers, each filter and mode its rows choose still
// chosen; the dev build runs all of it. (GCC says __SANITIZE_ADDRESS__, clang __has_feature.)
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool underSanitizers = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool underSanitizers = true;
#else
inline constexpr bool underSanitizers = false;
#endif
#else
inline constexpr bool underSanitizers = false;
#endif

// `n` in the dev build, `sampled` under the sanitizers.
template <typename T = int> constexpr T repeats(T n, T sampled)
{
    return underSanitizers ? sampled : n;
}

}  // namespace locklab::test
