// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QIODevice>

#include <algorithm>
#include <cstring>

namespace locklab {

// The lines of a stream (a pipe), read a block at a time: QFile reads a pipe's lines with a system
// call per byte.
class StreamLines {
public:
    explicit StreamLines(QIODevice &in)
        : m_in(in)
    {}
    // The next line into `line`, without its newline, cut to `most` bytes: the rest of a longer
    // line is read and dropped, never held (a capture can hold a value of gigabytes on one line).
    // False at the end of the stream.
    bool next(QByteArray &line, qsizetype most)
    {
        line.resize(0);
        bool read = false;
        for (;;) {
            if (m_at == m_block.size() && !fill())
                return read;
            read = true;
            const char *start = m_block.constData() + m_at;
            const qsizetype left = m_block.size() - m_at;
            const char *newline = static_cast<const char *>(memchr(start, '\n', static_cast<size_t>(left)));
            const qsizetype body = newline ? newline - start : left;
            line.append(start, std::min(body, std::max<qsizetype>(0, most - line.size())));
            m_at += body + (newline ? 1 : 0);
            if (newline)
                return true;
        }
    }

private:
    bool fill()
    {
        m_block.resize(1 << 20);
        const qint64 n = m_in.read(m_block.data(), m_block.size());
        m_block.resize(std::max<qint64>(n, 0));
        m_at = 0;
        return n > 0;
    }

    QIODevice &m_in;
    QByteArray m_block;
    qsizetype m_at = 0;
};

}  // namespace locklab
