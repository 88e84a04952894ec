// SPDX-License-Identifier: MIT
#include "compareview.h"

#include "branchmodel.h"
#include "elidedcombobox.h"
#include "elidedlabel.h"
#include "timelinewidget.h"
#include "verdictbanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace locklab {

namespace {

// The verdict as a chip in the banner's colour: two runs' outcomes side by side at a glance.
QString verdictChip(const Summary &summary)
{
    return QStringLiteral("<span style=\"background-color:%1; color:#ffffff; font-weight:bold\">&nbsp;%2&nbsp;</span>")
        .arg(VerdictBanner::colorFor(summary).name(), VerdictBanner::headlineFor(summary).toHtmlEscaped());
}

QString roleHtml(const QString &role)
{
    return QStringLiteral("<b>%1</b> ").arg(role.toHtmlEscaped());
}

}  // namespace

CompareView::CompareView(ViewState *state, BranchModel *branches, TimelineWidget *main, QSplitter *splitter,
                         QWidget *parent)
    : QWidget(parent)
    , m_branches(branches)
    , m_main(main)
    , m_splitter(splitter)
{
    // Two headlines of one height, so two panes of one height hold timelines of one height.
    m_currentHeader = new QWidget(parent);
    m_currentHeader->setObjectName(QStringLiteral("compareCurrentHeader"));
    auto *top = new QHBoxLayout(m_currentHeader);
    top->setContentsMargins(8, 2, 8, 2);
    m_current = new ElidedLabel(1, false, m_currentHeader);
    m_current->setObjectName(QStringLiteral("compareCurrent"));
    top->addWidget(m_current, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // "Compared: [VERDICT] ttl-overlap · [2. compare-and-delete · fencing · branched at …]": the
    // list names the run, whole (AdjustToContents), and chooses another.
    auto *header = new QWidget(this);
    auto *row = new QHBoxLayout(header);
    row->setContentsMargins(8, 2, 4, 2);
    row->setSpacing(4);
    m_otherLabel = new QLabel(header);
    m_otherLabel->setObjectName(QStringLiteral("compareOther"));
    m_otherLabel->setTextFormat(Qt::RichText);
    row->addWidget(m_otherLabel);
    auto *combo = new ElidedComboBox(header);
    combo->setDescription(tr("The run shown in the lower timeline: choose another to compare with"));
    combo->setShortNameRole(BranchModel::ShortLabelRole);
    m_combo = combo;
    m_combo->setAccessibleName(tr("Compared run"));
    m_combo->setModel(m_branches);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_combo->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_otherLabel->setBuddy(m_combo);
    row->addWidget(m_combo, 1);
    row->addStretch();
    m_close = new QToolButton(header);
    m_close->setObjectName(QStringLiteral("leaveCompare"));
    m_close->setText(tr("Leave Compare"));
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Back to one timeline (View ▸ Compare Runs, Ctrl+Shift+D)"));
    row->addWidget(m_close);
    layout->addWidget(header);
    const int headerHeight = header->sizeHint().height();
    header->setFixedHeight(headerHeight);
    m_currentHeader->setFixedHeight(headerHeight);

    m_timeline = new TimelineWidget(state, this);
    m_timeline->setObjectName(QStringLiteral("compareTimeline"));
    m_timeline->setAccessibleName(tr("Compared timeline"));
    layout->addWidget(m_timeline, 1);

    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        setOther(index);
        Q_EMIT otherChanged(index);
    });
    connect(m_close, &QToolButton::clicked, this, &CompareView::closeRequested);
    connect(m_timeline, &TimelineWidget::cursorRequested, this, &CompareView::cursorRequested);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] {
        if (!m_balancing)
            m_userSized = true;
    });
    m_splitter->installEventFilter(this);
    m_timeline->installEventFilter(this);  // its legend's height follows its width

    m_currentHeader->hide();
    hide();
}

void CompareView::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    m_currentHeader->setVisible(active);
    setVisible(active);
    // One legend, under both timelines; one time axis, so one width of the lane names.
    m_main->setLegendVisible(!active);
    m_main->setGutterPartner(active ? m_timeline : nullptr);
    m_timeline->setGutterPartner(active ? m_main : nullptr);
    m_userSized = false;
    if (active)
        balance();
}

bool CompareView::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_splitter || watched == m_timeline)
        && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest) && m_active && !m_userSized)
        balance();
    return QWidget::eventFilter(watched, event);
}

void CompareView::balance()
{
    // The lower pane also holds the legend: it gets that much more, so both timelines have the
    // same room for lanes and their lanes are of one height.
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes.at(0) + sizes.at(1);
    const int legend = static_cast<int>(std::ceil(m_timeline->currentLayout().legend.height()));
    // What else each pane holds beside its timeline (the headlines, the main pane's overview strip).
    QMargins margins = layout()->contentsMargins();
    const int upperExtra = std::max(0, sizes.at(0) - m_main->height());
    const int lowerExtra = std::max(0, sizes.at(1) - m_timeline->height() - margins.bottom());
    const int room = total - lowerExtra + upperExtra - legend;
    const int upper = std::max(0, room / 2);
    // An odd pixel would give the lower lanes one more, and fitted lanes a height of their own: it
    // goes below the lower timeline instead.
    const int odd = room > 0 ? room % 2 : 0;
    if (margins.bottom() != odd) {
        margins.setBottom(odd);
        layout()->setContentsMargins(margins);
    }
    if (sizes.at(0) == upper && sizes.at(1) == total - upper)
        return;
    m_balancing = true;
    m_splitter->setSizes({upper, total - upper});
    m_balancing = false;
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
    const QString thisRun = tr("This run:");
    if (current >= 0) {
        const Summary &summary = m_branches->at(current).summary;
        m_current->setContent(roleHtml(thisRun) + verdictChip(summary) + u' ', m_branches->title(current));
        m_currentTitle =
            QStringLiteral("%1 %2 %3").arg(thisRun, VerdictBanner::headlineFor(summary), m_branches->title(current));
    }
    const QString compared = tr("Compared:");
    if (m_other < 0 || m_other >= m_branches->count()) {
        const QString hint = tr("choose a run, or flip a policy to make one");
        m_otherLabel->setText(roleHtml(compared) + hint.toHtmlEscaped());
        m_otherTitle = compared + u' ' + hint;
        m_timeline->setRun(Interpretation(), extent, -1);
        return;
    }
    const Branch &b = m_branches->at(m_other);
    const QString scenario = b.scenario.name + QStringLiteral(" ·");
    m_otherLabel->setText(roleHtml(compared) + verdictChip(b.summary) + u' ' + scenario.toHtmlEscaped());
    m_otherTitle =
        QStringLiteral("%1 %2 %3").arg(compared, VerdictBanner::headlineFor(b.summary), m_branches->title(m_other));
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
