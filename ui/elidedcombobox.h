// SPDX-License-Identifier: MIT
#pragma once

#include <QComboBox>

namespace locklab {

// A combo box of long names (the Scenario and Runs lists) in a toolbar-sized width: the shown name
// is cut with "…" at a word's end instead of clipped, the whole name is its tooltip, and the list
// opens wide enough for every name.
class ElidedComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit ElidedComboBox(QWidget *parent = nullptr);

    // The current item's name, or the placeholder while there is none.
    QString name() const { return currentIndex() < 0 ? placeholderText() : currentText(); }
    // What the box shows after eliding (tests).
    QString shownText() const;
    // Explains the box in the tooltip, under the current item's whole name.
    void setDescription(const QString &description);
    // Where the whole name does not fit, the box shows this role's shorter name instead (the
    // Runs list: "2. fencing", where every run began "1. compare-and-…").
    void setShortNameRole(int role) { m_shortNameRole = role; }

    void showPopup() override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QString m_description;
    int m_shortNameRole = -1;
};

}  // namespace locklab
