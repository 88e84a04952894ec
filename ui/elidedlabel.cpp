// SPDX-License-Identifier: MIT
#include "elidedlabel.h"

#include <QEvent>
#include <QResizeEvent>
#include <QTextDocument>

namespace locklab {

namespace {
const QString moreLink = QStringLiteral("locklab-more");
const QString lessLink = QStringLiteral("locklab-less");
}  // namespace

ElidedLabel::ElidedLabel(int maxLines, bool expandable, QWidget *parent)
    : QLabel(parent)
    , m_maxLines(maxLines)
    , m_expandable(expandable)
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    // The text's own height for the width it gets; only a resize re-fits it.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    connect(this, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == moreLink || link == lessLink)
            setExpanded(link == moreLink);
    });
}

void ElidedLabel::setContent(const QString &lead, const QString &text)
{
    if (lead == m_lead && text == m_text)
        return;
    m_lead = lead;
    m_text = text;
    m_fittedWidth = -1;
    refit();
}

void ElidedLabel::setExpanded(bool expanded)
{
    if (expanded == m_expanded)
        return;
    m_expanded = expanded;
    m_fittedWidth = -1;
    refit();
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->size().width() != m_fittedWidth)
        refit();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_fittedWidth = -1;
        refit();
    }
}

int ElidedLabel::cap() const
{
    const QMargins m = contentsMargins();
    return m_maxLines * fontMetrics().lineSpacing() + fontMetrics().descent() + m.top() + m.bottom();
}

int ElidedLabel::heightForWidth(int width) const
{
    const int h = QLabel::heightForWidth(width);
    return m_expanded ? h : std::min(h, cap());
}

QSize ElidedLabel::sizeHint() const
{
    QSize s = QLabel::sizeHint();
    if (!m_expanded)
        s.setHeight(std::min(s.height(), cap()));
    return s;
}

QSize ElidedLabel::minimumSizeHint() const
{
    QSize s = QLabel::minimumSizeHint();
    if (!m_expanded)
        s.setHeight(std::min(s.height(), cap()));
    return s;
}

int ElidedLabel::heightOf(const QString &html, int width) const
{
    QTextDocument doc;
    doc.setDefaultFont(font());
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setTextWidth(width);
    return qRound(doc.size().height());
}

void ElidedLabel::refit()
{
    const QMargins margins = contentsMargins();
    const int width = this->width() - margins.left() - margins.right();
    m_fittedWidth = this->width();
    const QString whole = m_lead + m_text.toHtmlEscaped();
    setToolTip(QString());
    m_elided = false;
    if (width <= 0 || m_text.isEmpty()) {
        setText(whole);
        return;
    }
    const QMargins m = contentsMargins();
    const int limit = cap() - m.top() - m.bottom();
    if (heightOf(whole, width) <= limit) {
        setText(whole);
        return;
    }
    const QString more = m_expandable ? QStringLiteral(" <a href=\"%1\">%2</a>").arg(moreLink, tr("more")) : QString();
    if (m_expanded) {
        setText(whole + QStringLiteral(" <a href=\"%1\">%2</a>").arg(lessLink, tr("less")));
        return;
    }
    // The longest run of whole words that fits with "…" (and the link) after it.
    const QStringList words = m_text.split(u' ');
    qsizetype lo = 0, hi = words.size() - 1;
    // -> QString: a QStringBuilder returned from a lambda would outlive the temporaries it points to.
    const auto cut = [&](qsizetype n) -> QString {
        return m_lead + QStringList(words.mid(0, n)).join(u' ').toHtmlEscaped() + QStringLiteral("…") + more;
    };
    while (lo < hi) {
        const qsizetype mid = (lo + hi + 1) / 2;
        if (heightOf(cut(mid), width) <= limit)
            lo = mid;
        else
            hi = mid - 1;
    }
    m_elided = true;
    setText(cut(lo));
    setToolTip(m_text);
}

}  // namespace locklab
