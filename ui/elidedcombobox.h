// SPDX-License-Identifier: MIT
#pragma once

#include <QComboBox>

namespace locklab {

// A combo box of long names (the Runs list) in a toolbar-sized width: the shown name is cut with
// "…" instead of clipped, the whole name is its tooltip, and the list opens wide enough for
// every name.
class ElidedComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit ElidedComboBox(QWidget *parent = nullptr);

    // What the box shows for the current item after eliding (tests).
    QString shownText() const;
    // Explains the box in the tooltip, under the current item's whole name.
    void setDescription(const QString &description);

    void showPopup() override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QString m_description;
};

}  // namespace locklab
