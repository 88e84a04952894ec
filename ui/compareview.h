// SPDX-License-Identifier: MIT
#pragma once

#include "core/summary.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSplitter;
class QToolButton;

namespace locklab {

class BranchModel;
class ElidedLabel;
class TimelineWidget;
class ViewState;

// Compare: a second run in the timeline splitter's lower pane, under the main timeline and as tall
// as it, each with a headline naming the run (scenario, the policies that differ, when it
// branched). Its timeline shares the window's ViewState, so zoom, pan and the cursor move both.
class CompareView : public QWidget {
    Q_OBJECT
public:
    // `main` is the window's timeline, in the first pane of `splitter`; the view places itself
    // in the second pane through the window (MainWindow::addTimelineCompanion).
    CompareView(ViewState *state, BranchModel *branches, TimelineWidget *main, QSplitter *splitter,
                QWidget *parent = nullptr);

    // The headline that goes over the main timeline.
    QWidget *headline() const { return m_currentHeader; }

    // Shows or leaves the split view. Shown, the two timelines get the same height (lanes of the
    // same size) until the user moves the splitter's handle.
    void setActive(bool active);
    bool isActive() const { return m_active; }

    // Which branch is compared with the current one (-1: none).
    void setOther(int row);
    int other() const { return m_other; }
    // Redraws both headlines and the other run after a branch or run change.
    void refresh(Micros extent);

    TimelineWidget *timeline() const { return m_timeline; }
    QString currentHeadline() const;
    QString otherHeadline() const;
    // The headlines' plain texts (run names and verdicts), for tests and tooltips.
    QString currentTitle() const { return m_currentTitle; }
    QString otherTitle() const { return m_otherTitle; }

Q_SIGNALS:
    void otherChanged(int row);
    void cursorRequested(Micros at);
    void closeRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void balance();

    BranchModel *m_branches;
    TimelineWidget *m_main;
    QSplitter *m_splitter;
    QWidget *m_currentHeader = nullptr;
    ElidedLabel *m_current = nullptr;
    QLabel *m_otherLabel = nullptr;
    QComboBox *m_combo = nullptr;
    QToolButton *m_close = nullptr;
    TimelineWidget *m_timeline = nullptr;
    QString m_currentTitle;
    QString m_otherTitle;
    int m_other = -1;
    Micros m_extent = 0;
    bool m_active = false;
    bool m_userSized = false;  // the handle was moved: keep the user's split
    bool m_balancing = false;
};

}  // namespace locklab
