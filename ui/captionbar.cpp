// SPDX-License-Identifier: MIT
#include "captionbar.h"

#include "core/captions.h"
#include "core/mstext.h"
#include "runcontroller.h"
#include "viewstate.h"

#include <QGridLayout>
#include <QLabel>

#include <algorithm>

namespace locklab {

CaptionBar::CaptionBar(ViewState *view, RunController *run, QWidget *parent)
    : QFrame(parent)
    , m_view(view)
    , m_run(run)
    , m_title(new QLabel(this))
    , m_time(new QLabel(this))
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("captionBar"));
    setAccessibleName(tr("Caption"));
    m_title->setObjectName(QStringLiteral("captionTitle"));
    m_time->setObjectName(QStringLiteral("captionTime"));
    m_text->setObjectName(QStringLiteral("captionText"));
    // Subtitles read the same in both themes: light text on a dark band, a cursor-blue rule on
    // top. All in the style sheet: a style sheet on the frame would reset the labels' palettes.
    setStyleSheet(
        QStringLiteral("#captionBar { background-color: #1d222b; border: none; border-top: 3px solid #3d7ee0; }"
                       "#captionBar QLabel { color: #ffffff; background: transparent; }"
                       "#captionBar QLabel#captionTime { color: #b8c0cc; }"
                       "#captionBar QLabel#captionTitle { color: #ffd34d; }"));
    m_title->setWordWrap(true);
    m_title->setVisible(false);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_time->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(18, 10, 18, 12);
    grid->setHorizontalSpacing(18);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_title, 0, 0, 1, 2);
    grid->addWidget(m_time, 1, 0);
    grid->addWidget(m_text, 1, 1, 1, 2);  // under the controls too: the caption keeps the whole width
    grid->setColumnStretch(1, 1);

    connect(m_view, &ViewState::cursorChanged, this, &CaptionBar::updateCaption);
    connect(m_run, &RunController::runChanged, this, &CaptionBar::updateCaption);
    updateFonts();
    updateCaption();
}

void CaptionBar::setLarge(bool large)
{
    m_large = large;
    updateFonts();
}

void CaptionBar::setHeadline(const QString &title, const QString &intro)
{
    if (title.isEmpty()) {
        m_title->clear();
        m_title->setVisible(false);
        return;
    }
    m_title->setText(intro.isEmpty()
                         ? title.toHtmlEscaped()
                         : QStringLiteral("%1 <span style=\"color:#e6e8eb; font-weight:normal\">— %2</span>")
                               .arg(title.toHtmlEscaped(), intro.toHtmlEscaped()));
    m_title->setVisible(true);
}

void CaptionBar::setControls(QWidget *controls)
{
    controls->setParent(this);
    static_cast<QGridLayout *>(layout())->addWidget(controls, 0, 2, Qt::AlignTop | Qt::AlignRight);
}

QString CaptionBar::headline() const
{
    return m_title->isVisible() ? m_title->text() : QString();
}

QString CaptionBar::caption() const
{
    return m_text->text();
}

int CaptionBar::textPixels() const
{
    if (!m_large)
        return 20;
    // Presentation type follows the window's width: 30 px at 1280 (720p), 40 px at 1920 (1080p).
    return std::clamp(width() / 48, 30, 48);
}

void CaptionBar::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // The font depends on the width only, so this settles in one pass.
    if (m_text->font().pixelSize() != textPixels())
        updateFonts();
}

void CaptionBar::updateFonts()
{
    const int pixels = textPixels();
    QFont text = font();
    text.setPixelSize(pixels);
    text.setBold(true);
    m_text->setFont(text);
    QFont time = font();
    time.setPixelSize(pixels * 4 / 5);
    m_time->setFont(time);
    m_time->setMinimumWidth(QFontMetrics(time).horizontalAdvance(QStringLiteral("0000.000 ms")));
    QFont title = font();
    title.setPixelSize(pixels * 4 / 5);
    title.setBold(true);
    m_title->setFont(title);
    // Two lines of caption always fit, so the timeline does not jump as sentences change length.
    m_text->setMinimumHeight(QFontMetrics(text).lineSpacing() * 2);
}

void CaptionBar::updateCaption()
{
    const Interpretation &interpretation = m_run->interpretation();
    const Micros at = m_view->cursor();
    // Stepping a recorded run: the caption tells what has happened by the step reached, no more.
    const bool cut = m_run->stepsOverKnownRun() && !m_run->isAtEnd();
    const Micros instant = cut ? std::min(at, m_run->now()) : at;
    const qsizetype shown = m_run->shownEvents();
    qsizetype index = m_view->currentEvent();
    if (index < 0 || index >= shown)
        index = std::min(interpretation.eventAtOrBefore(instant), shown - 1);
    m_time->setText(formatMs(std::max<Micros>(0, at), 3));
    m_text->setText(index >= 0 ? captionAt(interpretation, instant, index) : tr("The run is about to start."));
}

}  // namespace locklab
