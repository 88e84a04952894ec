// SPDX-License-Identifier: MIT
#include "compareview.h"

#include "branchmodel.h"
#include "timelinewidget.h"
#include "verdictbanner.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace locklab {

CompareView::CompareView(ViewState *state, BranchModel *branches, QWidget *parent)
    : QWidget(parent)
    , m_branches(branches)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    auto *row = new QHBoxLayout;
    m_current = new QLabel(this);
    m_current->setObjectName(QStringLiteral("compareCurrent"));
    m_current->setWordWrap(true);
    row->addWidget(m_current, 1);
    row->addWidget(new QLabel(tr("compared with"), this));
    m_combo = new QComboBox(this);
    m_combo->setAccessibleName(tr("Compared run"));
    m_combo->setModel(m_branches);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(m_combo);
    layout->addLayout(row);
    m_otherLabel = new QLabel(this);
    m_otherLabel->setObjectName(QStringLiteral("compareOther"));
    m_otherLabel->setWordWrap(true);
    layout->addWidget(m_otherLabel);
    m_timeline = new TimelineWidget(state, this);
    m_timeline->setObjectName(QStringLiteral("compareTimeline"));
    m_timeline->setAccessibleName(tr("Compared timeline"));
    m_timeline->setLegendVisible(false);
    layout->addWidget(m_timeline, 1);

    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        setOther(index);
        Q_EMIT otherChanged(index);
    });
    connect(m_timeline, &TimelineWidget::cursorRequested, this, &CompareView::cursorRequested);
}

void CompareView::setOther(int row)
{
    m_other = row;
    m_combo->setCurrentIndex(row);
    refresh(m_extent);
}

void CompareView::refresh(Micros extent)
{
    m_extent = extent;
    const int current = m_branches->current();
    m_current->setText(current >= 0
                           ? tr("<b>This run</b> (%1): %2")
                                 .arg(m_branches->label(current).toHtmlEscaped(),
                                      VerdictBanner::headlineFor(m_branches->at(current).summary).toHtmlEscaped())
                           : QString());
    if (m_other < 0 || m_other >= m_branches->count()) {
        m_otherLabel->setText(tr("Choose a run to compare with, or flip a policy to make one."));
        m_timeline->setRun(Interpretation(), extent, -1);
        return;
    }
    const Branch &b = m_branches->at(m_other);
    m_otherLabel->setText(
        tr("<b>Compared</b> (%1): %2")
            .arg(m_branches->label(m_other).toHtmlEscaped(), VerdictBanner::headlineFor(b.summary).toHtmlEscaped()));
    m_timeline->setRun(Interpretation(b.trace), std::max(extent, b.trace.endTime()), -1);
}

QString CompareView::currentHeadline() const
{
    const int current = m_branches->current();
    return current >= 0 ? VerdictBanner::headlineFor(m_branches->at(current).summary) : QString();
}

QString CompareView::otherHeadline() const
{
    return m_other >= 0 && m_other < m_branches->count() ? VerdictBanner::headlineFor(m_branches->at(m_other).summary)
                                                         : QString();
}

}  // namespace locklab
