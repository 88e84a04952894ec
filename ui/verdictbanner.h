// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QFrame>

class QLabel;

namespace locklab {

// The verdict in large type with the counts behind it: what a screencast viewer reads first.
class VerdictBanner : public QFrame {
    Q_OBJECT
public:
    explicit VerdictBanner(QWidget *parent = nullptr);

    // `partial`: stepping, the run so far; `unavailable`: no run to judge.
    void setVerdict(const Trace &trace, const Summary &summary, bool partial, bool unavailable);
    QString headline() const;

    static QString headlineFor(const Summary &summary);

private:
    QLabel *m_headline = nullptr;
    QLabel *m_details = nullptr;
};

}  // namespace locklab
