// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QFrame>

class QLabel;

namespace locklab {

class RunController;
class ViewState;

// The screencast's subtitles: the event at the cursor in one plain sentence (captionFor), in
// large type, light on dark in every theme. The guided tour puts a title and an intro above it.
class CaptionBar : public QFrame {
    Q_OBJECT
public:
    CaptionBar(ViewState *view, RunController *run, QWidget *parent = nullptr);

    // Larger type for presentation mode.
    void setLarge(bool large);
    bool isLarge() const { return m_large; }
    // A headline above the caption (the guided tour's experiment); empty hides it.
    void setHeadline(const QString &title, const QString &intro = QString());
    QString headline() const;
    // Buttons beside the headline (the guided tour's Previous / Next / Skip); the bar owns them.
    void setControls(QWidget *controls);
    QString caption() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    int textPixels() const;  // the caption's type size
    void updateCaption();
    void updateFonts();

    ViewState *m_view;
    RunController *m_run;
    QLabel *m_title;
    QLabel *m_time;
    QLabel *m_text;
    bool m_large = false;
};

}  // namespace locklab
