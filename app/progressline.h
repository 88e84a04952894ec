// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QString>

namespace locklab::cli {

// A progress line on stderr that rewrites itself ("reading run.locklab: 42%"), only when stderr is a
// terminal: a log or a pipe gets nothing. At most ten updates a second; the line is cleared when done.
// `shown` false (--json: a machine reads the output) keeps it quiet on a terminal too.
class ProgressLine {
public:
    explicit ProgressLine(QString label, bool shown = true);
    ~ProgressLine();
    ProgressLine(const ProgressLine &) = delete;
    ProgressLine &operator=(const ProgressLine &) = delete;

    // Fits RecordingProgress: always true (the command line has no Cancel; Ctrl+C ends it).
    bool operator()(qint64 done, qint64 total);
    void setLabel(const QString &label) { m_label = label; }

private:
    QString m_label;
    bool m_terminal = false;
    bool m_shown = false;
    QElapsedTimer m_clock;
};

}  // namespace locklab::cli
