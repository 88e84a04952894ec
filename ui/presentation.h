// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>

#include <optional>

class QAction;
class QDockWidget;
class QToolBar;

namespace locklab {

class CaptionBar;
class GuidedTour;
class MainWindow;

// Screencast mode for a MainWindow: the caption bar, presentation mode (docks hidden, larger
// type, fixed window sizes), the guided tour, and image/video export. It hooks itself into the
// window's File and View menus, so the window only has to create it.
class Presentation : public QObject {
    Q_OBJECT
public:
    explicit Presentation(MainWindow *window);

    CaptionBar *captionBar() const { return m_caption; }
    GuidedTour *tour() const { return m_tour; }
    QAction *presentationAction() const { return m_presentAction; }
    QAction *captionAction() const { return m_captionAction; }
    QAction *tourAction() const { return m_tourAction; }
    QAction *exportImageAction() const { return m_exportImageAction; }
    QAction *exportVideoAction() const { return m_exportVideoAction; }
    QAction *exportTourAction() const { return m_exportTourAction; }

    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }
    // Resizes the window (out of full screen or maximised) to a recording preset.
    void applyWindowSize(const QSize &size);

    // What File > Export Video and Export Guided Tour Video do once the dialogs are answered:
    // the current run, or the whole tour, at the window's speed and 30 fps, narrated, with a
    // progress dialog. `frames`: PNG frames into the folder `path` instead of a video.
    bool exportVideoTo(const QString &path, const QSize &size, bool frames, QString *error);
    bool exportTourTo(const QString &path, const QSize &size, bool frames, QString *error);

private:
    void createActions();
    void hookMenus();
    bool chooseSize(const QString &title, QSize *size);
    // A video file, or (`frames`) a folder for PNG frames when asked or when ffmpeg is missing.
    bool chooseVideoPath(const QString &title, QString *path, bool *frames);
    void exportImage();
    void exportVideo();
    void exportTour();

    MainWindow *m_window;
    CaptionBar *m_caption;
    GuidedTour *m_tour;
    QAction *m_presentAction = nullptr;
    QAction *m_captionAction = nullptr;
    QAction *m_tourAction = nullptr;
    QAction *m_size720Action = nullptr;
    QAction *m_size1080Action = nullptr;
    QAction *m_exportImageAction = nullptr;
    QAction *m_exportVideoAction = nullptr;
    QAction *m_exportTourAction = nullptr;
    bool m_presenting = false;
    bool m_presentingBeforeTour = true;  // a tour started from the code (tests) leaves the mode as it is
    std::optional<QFont> m_contentFont;  // explicitly set fonts to restore; none: inherited
    std::optional<QFont> m_timelineFont;
    QList<QDockWidget *> m_hiddenDocks;
};

}  // namespace locklab
