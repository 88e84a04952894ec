// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

namespace locklab {

// An array of trivially copyable items whose copies share one append-only block: a copy sees its
// own first size() items, and only the copy whose end is where the block's filled part ends writes
// past it (the others copy first). A trace handed out while it is still being read — a recording's
// preview of its first 4 M events — costs nothing then: with QList the reader's next append copied
// the whole list (about 200 MiB at 10 M events), because a shared QList block is read-only.
//
// One copy may append on one thread while others read their prefix on another: the slot past the
// end is claimed with a compare-and-swap of the block's filled count, and the items a copy sees
// were written before it was made. A block that is not shared grows by realloc, so a big one (over
// glibc's mmap threshold) moves by remapping, as QList's does.
template <typename T> class SharedPrefixArray {
    static_assert(std::is_trivially_copyable_v<T>);

public:
    SharedPrefixArray() = default;
    SharedPrefixArray(const SharedPrefixArray &other)
        : m_block(other.m_block)
        , m_data(other.m_data)
        , m_size(other.m_size)
    {
        if (m_block)
            m_block->ref.fetch_add(1, std::memory_order_relaxed);
    }
    SharedPrefixArray(SharedPrefixArray &&other) noexcept
        : m_block(std::exchange(other.m_block, nullptr))
        , m_data(std::exchange(other.m_data, nullptr))
        , m_size(std::exchange(other.m_size, 0))
    {}
    SharedPrefixArray &operator=(SharedPrefixArray other) noexcept
    {
        std::swap(m_block, other.m_block);
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        return *this;
    }
    ~SharedPrefixArray() { release(m_block); }

    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    qsizetype capacity() const { return m_block ? m_block->capacity : 0; }
    const T &at(qsizetype i) const
    {
        Q_ASSERT(i >= 0 && i < m_size);
        return m_data[i];
    }
    const T *cbegin() const { return m_data; }
    const T *cend() const { return m_data + m_size; }
    // Whether both see the same block (tests: a prefix handed out was not copied).
    bool sharesBlockWith(const SharedPrefixArray &other) const { return m_block && m_block == other.m_block; }

    void append(const T &item)
    {
        if (!claimNext())
            grow(m_size + 1);
        m_data[m_size++] = item;
    }
    void reserve(qsizetype n)
    {
        if (n > capacity())
            reallocate(n);
    }
    // Only shortens. The items past n stay in a shared block for the copies that see them.
    void resize(qsizetype n)
    {
        Q_ASSERT(n >= 0 && n <= m_size);
        m_size = n;
        if (m_block && isOwn())
            m_block->filled.store(n, std::memory_order_relaxed);
    }
    void replace(qsizetype i, const T &item)
    {
        Q_ASSERT(i >= 0 && i < m_size);
        makeOwn(m_size);
        m_data[i] = item;
    }
    void insert(qsizetype i, const T &item)
    {
        Q_ASSERT(i >= 0 && i <= m_size);
        makeOwn(m_size + 1);
        std::memmove(static_cast<void *>(m_data + i + 1), m_data + i, std::size_t(m_size - i) * sizeof(T));
        m_data[i] = item;
        m_block->filled.store(++m_size, std::memory_order_relaxed);
    }
    // A new array of items [pos, pos + length) (length -1: to the end), its own block.
    SharedPrefixArray mid(qsizetype pos, qsizetype length = -1) const
    {
        pos = qBound<qsizetype>(0, pos, m_size);
        length = length < 0 ? m_size - pos : qMin(length, m_size - pos);
        SharedPrefixArray part;
        if (length > 0) {
            part.reallocate(length);
            std::memcpy(static_cast<void *>(part.m_data), m_data + pos, std::size_t(length) * sizeof(T));
            part.m_size = length;
            part.m_block->filled.store(length, std::memory_order_relaxed);
        }
        return part;
    }

private:
    struct alignas(alignof(T) > 8 ? alignof(T) : 8) Block {
        std::atomic<int> ref{1};
        std::atomic<qsizetype> filled{0};
        qsizetype capacity = 0;
        T *items() { return reinterpret_cast<T *>(this + 1); }
    };

    bool isOwn() const { return m_block->ref.load(std::memory_order_acquire) == 1; }
    // The slot at m_size, if this copy's end is the block's filled end (or the block is its own)
    // and the block has room.
    bool claimNext()
    {
        if (!m_block || m_size >= m_block->capacity)
            return false;
        qsizetype expected = m_size;
        if (m_block->filled.compare_exchange_strong(expected, m_size + 1, std::memory_order_acq_rel))
            return true;
        if (!isOwn())
            return false;
        m_block->filled.store(m_size + 1, std::memory_order_relaxed);
        return true;
    }
    void grow(qsizetype needed)
    {
        // Doubling, as QList grows: appends stay amortized constant.
        reallocate(qMax(needed, 2 * m_size));
        m_block->filled.store(m_size + 1, std::memory_order_relaxed);  // the slot at m_size is claimed
    }
    // A block of this copy's own, with room for `n` items.
    void makeOwn(qsizetype n)
    {
        if (!m_block || !isOwn() || capacity() < n)
            reallocate(qMax(n, capacity() < n ? 2 * m_size : capacity()));
    }
    // A block of `n` items holding this copy's items: the same one resized where it is not shared.
    void reallocate(qsizetype n)
    {
        const std::size_t bytes = sizeof(Block) + std::size_t(n) * sizeof(T);
        Block *block = nullptr;
        if (m_block && isOwn()) {
            block = static_cast<Block *>(std::realloc(static_cast<void *>(m_block), bytes));
            if (!block)
                throw std::bad_alloc();
        } else {
            void *raw = std::malloc(bytes);
            if (!raw)
                throw std::bad_alloc();
            block = new (raw) Block;
            if (m_size > 0)
                std::memcpy(static_cast<void *>(block->items()), m_data, std::size_t(m_size) * sizeof(T));
            release(m_block);
        }
        block->capacity = n;
        block->filled.store(m_size, std::memory_order_relaxed);
        m_block = block;
        m_data = block->items();
    }
    static void release(Block *block)
    {
        if (block && block->ref.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            block->~Block();
            std::free(block);
        }
    }

    Block *m_block = nullptr;
    T *m_data = nullptr;
    qsizetype m_size = 0;
};

}  // namespace locklab
