// SPDX-License-Identifier: MIT
#pragma once

#include <QHashFunctions>

namespace locklab {

// A QHash key of two values, each hashed with the hash's own seed. Qt 6.4 hashes a std::pair's
// members unseeded (QHashCombine calls qHash(t)), and a string without a seed with SipHash, three
// times slower than the AES hash a seed lets it use: a token table keyed by a pair was a third of
// an import's hashing.
template <typename A, typename B> struct SeededPair {
    A first;
    B second;
    friend bool operator==(const SeededPair &, const SeededPair &) = default;
    friend size_t qHash(const SeededPair &key, size_t seed)
    {
        const size_t h = qHash(key.first, seed);
        return h ^ (qHash(key.second, seed) + 0x9e3779b9 + (h << 6) + (h >> 2));  // QHashCombine's mix
    }
};

}  // namespace locklab
