// SPDX-License-Identifier: MIT
#include "elidedcombobox.h"

#include "timeline/timelinerenderer.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace locklab {

ElidedComboBox::ElidedComboBox(QWidget *parent)
    : QComboBox(parent)
{}

void ElidedComboBox::setDescription(const QString &description)
{
    m_description = description;
}

bool ElidedComboBox::event(QEvent *event)
{
    // Made when asked: the current item's name changes with the model, not only with the index.
    if (event->type() == QEvent::ToolTip) {
        const QString name = this->name();
        setToolTip(name.isEmpty() ? m_description
                   : m_description.isEmpty()
                       ? name
                       : QStringLiteral("<b>%1</b><br>%2").arg(name.toHtmlEscaped(), m_description.toHtmlEscaped()));
    }
    return QComboBox::event(event);
}

QString ElidedComboBox::shownText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    // At a word's end ("ttl-overlap — Das Lock läuft ab,…", not "…ab, währe"); a first word too
    // long for the box is cut as Qt cuts it. The tooltip has the whole name.
    const QFontMetricsF fm(font());
    QString name = this->name();
    if (m_shortNameRole >= 0 && currentIndex() >= 0 && fm.horizontalAdvance(name) > field.width()) {
        if (const QString shorter = itemData(currentIndex(), m_shortNameRole).toString(); !shorter.isEmpty())
            name = shorter;
    }
    return elideAtWord(fm, name, field.width(), true);
}

void ElidedComboBox::paintEvent(QPaintEvent *)
{
    // QComboBox's own paintEvent, with the label cut to the edit field. A placeholder (a name
    // that is none of the items) is drawn like a name, not greyed like a hint.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

void ElidedComboBox::showPopup()
{
    // The list is as wide as its longest name, however narrow the box is, as its items draw it:
    // in their own font (the current run is bold: measured in the box's font it was cut "Fen…·")
    // and with the menu's room for a check mark.
    int widest = std::max(width(), view()->sizeHintForColumn(0) + 2 * view()->frameWidth() + 16);
    for (int i = 0; i < count(); ++i) {
        const QVariant font = itemData(i, Qt::FontRole);
        const QFontMetrics fm(font.isValid() ? font.value<QFont>() : this->font());
        widest = std::max(widest, fm.horizontalAdvance(itemText(i)) + 48);
    }
    view()->setMinimumWidth(widest);
    QComboBox::showPopup();
}

}  // namespace locklab
