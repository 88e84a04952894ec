// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace locklab {

class BranchModel;
class TimelineWidget;
class ViewState;

// A second run stacked under the main timeline on the same time axis: its timeline shares the
// window's ViewState, so zoom, pan and the cursor move both.
class CompareView : public QWidget {
    Q_OBJECT
public:
    CompareView(ViewState *state, BranchModel *branches, QWidget *parent = nullptr);

    // Which branch is compared with the current one (-1: none).
    void setOther(int row);
    int other() const { return m_other; }
    // Redraws both headlines and the other run after a branch or run change.
    void refresh(Micros extent);

    TimelineWidget *timeline() const { return m_timeline; }
    QString currentHeadline() const;
    QString otherHeadline() const;

Q_SIGNALS:
    void otherChanged(int row);
    void cursorRequested(Micros at);

private:
    BranchModel *m_branches;
    QComboBox *m_combo = nullptr;
    QLabel *m_current = nullptr;
    QLabel *m_otherLabel = nullptr;
    TimelineWidget *m_timeline = nullptr;
    int m_other = -1;
    Micros m_extent = 0;
};

}  // namespace locklab
