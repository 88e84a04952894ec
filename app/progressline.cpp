// SPDX-License-Identifier: MIT
#include "progressline.h"

#include <cstdio>

#include <unistd.h>

namespace locklab::cli {

ProgressLine::ProgressLine(QString label, bool shown)
    : m_label(std::move(label))
    , m_terminal(shown && isatty(STDERR_FILENO) != 0)
{
    m_clock.start();
}

ProgressLine::~ProgressLine()
{
    if (m_shown) {
        std::fputs("\r\033[K", stderr);  // erase the line: what follows starts clean
        std::fflush(stderr);
    }
}

bool ProgressLine::operator()(qint64 done, qint64 total)
{
    if (!m_terminal || (m_shown && m_clock.elapsed() < 100 && done < total))
        return true;
    m_clock.restart();
    m_shown = true;
    const qint64 percent = total > 0 ? done * 100 / total : 100;
    std::fprintf(stderr, "\r\033[K%s: %lld%%", qPrintable(m_label), static_cast<long long>(percent));
    std::fflush(stderr);
    return true;
}

}  // namespace locklab::cli
