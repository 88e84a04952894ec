// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace locklab {

// Rich text cut at a word to at most `maxLines` lines of its width, ending in "…"; the whole text
// is its tooltip. With `expandable`, a "more" link shows it all and "less" cuts it again. For the
// lines above the timeline, so a small window keeps its height for the lanes.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(int maxLines, bool expandable, QWidget *parent = nullptr);

    // `lead` (HTML, e.g. "<b>Title</b> — ") is never cut; `text` (plain) is.
    void setContent(const QString &lead, const QString &text);
    QString fullText() const { return m_text; }
    bool isElided() const { return m_elided; }
    bool isExpanded() const { return m_expanded; }
    void setExpanded(bool expanded);
    int maxLines() const { return m_maxLines; }

    // Never taller than `maxLines` (unless expanded), at any width the layout asks about: the
    // cut text is made for the label's width, and a narrower guess must not grow the window.
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refit();
    int cap() const;
    int heightOf(const QString &html, int width) const;

    int m_maxLines;
    bool m_expandable;
    bool m_expanded = false;
    bool m_elided = false;
    int m_fittedWidth = -1;
    QString m_lead;
    QString m_text;
};

}  // namespace locklab
