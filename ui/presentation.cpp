// SPDX-License-Identifier: MIT
#include "presentation.h"

#include "captionbar.h"
#include "guiapp.h"
#include "guidedtour.h"
#include "mainwindow.h"
#include "runcontroller.h"
#include "timeline/timelineexporter.h"
#include "timelinewidget.h"
#include "viewstate.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLayout>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include <cmath>

namespace locklab {

namespace {

constexpr double presentationFontScale = 1.35;
constexpr double timelineFontScale = 1.15;

QFont scaled(QFont font, double factor)
{
    // A font may be sized in points or in pixels: scale whichever it uses.
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(static_cast<int>(std::lround(font.pixelSize() * factor)));
    return font;
}
constexpr double videoFps = 30;

}  // namespace

Presentation::Presentation(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_caption(new CaptionBar(window->view(), window->run(), window->centralWidget()))
    , m_tour(new GuidedTour(window, m_caption, this))
{
    // Under the timeline, the last row of the central column.
    if (QLayout *layout = window->centralWidget()->layout())
        layout->addWidget(m_caption);
    m_caption->setVisible(false);
    createActions();
    hookMenus();
}

void Presentation::createActions()
{
    m_presentAction = new QAction(tr("&Presentation Mode"), this);
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(Qt::Key_F5);
    m_presentAction->setToolTip(tr("Docks hidden, larger type and captions, for recording a screencast (F5)"));
    connect(m_presentAction, &QAction::toggled, this, &Presentation::setPresenting);

    m_captionAction = new QAction(tr("&Captions"), this);
    m_captionAction->setCheckable(true);
    m_captionAction->setToolTip(tr("Narrate the event at the cursor in plain words"));
    connect(m_captionAction, &QAction::toggled, m_caption, &QWidget::setVisible);

    m_tourAction = new QAction(tr("Guided &Tour"), this);
    m_tourAction->setCheckable(true);
    m_tourAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_tourAction->setToolTip(
        tr("The article's experiments and the later lessons in order, each playing at once under a title card "
           "that says what to watch (Shift+F5); PgUp, PgDown and Esc move on, back or out"));
    connect(m_tourAction, &QAction::triggered, this, [this](bool on) {
        if (on) {
            m_presentingBeforeTour = m_presenting;
            setPresenting(true);
            m_tour->start();
        } else {
            m_tour->stop();
        }
    });
    connect(m_tour, &GuidedTour::runningChanged, m_tourAction, &QAction::setChecked);
    // Skip, Finish or Esc: back in the mode the user was in before the tour.
    connect(m_tour, &GuidedTour::runningChanged, this, [this](bool running) {
        if (!running && !m_presentingBeforeTour)
            setPresenting(false);
    });

    m_size720Action = new QAction(tr("Window Size 1280 × 720"), this);
    connect(m_size720Action, &QAction::triggered, this, [this] { applyWindowSize(QSize(1280, 720)); });
    m_size1080Action = new QAction(tr("Window Size 1920 × 1080"), this);
    connect(m_size1080Action, &QAction::triggered, this, [this] { applyWindowSize(QSize(1920, 1080)); });

    m_exportImageAction = new QAction(tr("Export &Image…"), this);
    m_exportImageAction->setToolTip(tr("The timeline at the cursor as a PNG or SVG, at any size"));
    connect(m_exportImageAction, &QAction::triggered, this, &Presentation::exportImage);
    m_exportVideoAction = new QAction(tr("Export &Video…"), this);
    m_exportVideoAction->setToolTip(tr("The run played at the chosen speed, as MP4, WebM, GIF or PNG frames"));
    connect(m_exportVideoAction, &QAction::triggered, this, &Presentation::exportVideo);
    m_exportTourAction = new QAction(tr("Export Guided &Tour Video…"), this);
    m_exportTourAction->setToolTip(
        tr("The guided tour's experiments in order, with title cards and captions, as one video"));
    connect(m_exportTourAction, &QAction::triggered, this, &Presentation::exportTour);

    for (QAction *a : {m_presentAction, m_tourAction}) {
        a->setShortcutContext(Qt::WindowShortcut);
        m_window->addAction(a);
    }
}

void Presentation::hookMenus()
{
    m_window->addFileActions({m_exportImageAction, m_exportVideoAction, m_exportTourAction});
    QMenu *view = m_window->menu(MenuId::View);
    view->addSeparator();
    view->addAction(m_presentAction);
    view->addAction(m_captionAction);
    view->addAction(m_tourAction);
    QMenu *sizes = view->addMenu(tr("Window &Size"));
    sizes->addActions({m_size720Action, m_size1080Action});
}

void Presentation::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    m_presentAction->setChecked(on);
    if (on) {
        m_hiddenDocks.clear();
        for (QDockWidget *dock : m_window->docks()) {
            if (dock->isVisible()) {
                m_hiddenDocks.append(dock);
                dock->hide();
            }
        }
        // Larger type for what the viewer reads (banner, description, timeline, captions); the
        // menus and toolbars are the presenter's controls and keep their size, so they still fit
        // a 1280-pixel-wide window.
        QWidget *content = m_window->centralWidget();
        m_contentFont = content->testAttribute(Qt::WA_SetFont) ? std::optional<QFont>(content->font()) : std::nullopt;
        m_timelineFont = m_window->timeline()->testAttribute(Qt::WA_SetFont)
                             ? std::optional<QFont>(m_window->timeline()->font())
                             : std::nullopt;
        content->setFont(scaled(content->font(), presentationFontScale));
        // The timeline's lane names sit in a gutter of fixed width: less enlargement keeps them whole.
        m_window->timeline()->setFont(scaled(m_window->timeline()->font(), timelineFontScale / presentationFontScale));
        m_window->statusBar()->hide();
    } else {
        m_window->centralWidget()->setFont(m_contentFont.value_or(QFont()));
        m_window->timeline()->setFont(m_timelineFont.value_or(QFont()));
        for (QDockWidget *dock : std::as_const(m_hiddenDocks))
            dock->show();
        m_hiddenDocks.clear();
        m_window->statusBar()->show();
        m_tour->stop();
    }
    m_caption->setLarge(on);
    m_captionAction->setChecked(on);
}

void Presentation::applyWindowSize(const QSize &size)
{
    if (m_window->isFullScreen() || m_window->isMaximized())
        m_window->showNormal();
    m_window->resize(size);
    // The preset's own layout once the window has its size: at 1280×720 the lanes of eight
    // workers, the key and the store fit.
    // (Presentation mode keeps its docks hidden: it is its own layout.)
    QTimer::singleShot(0, this, [this] {
        if (!m_presenting)
            m_window->applyLayout(m_window->prefersScreencastLayout());
    });
}

bool Presentation::chooseSize(const QString &title, QSize *size)
{
    const QSize current = m_window->timeline()->size() + QSize(0, m_caption->isVisible() ? m_caption->height() : 0);
    const QList<QSize> sizes{QSize(1920, 1080), QSize(1280, 720), QSize(3840, 2160), current};
    QStringList items;
    for (const QSize &s : sizes)
        items.append(tr("%1 × %2").arg(s.width()).arg(s.height()));
    items.last() = tr("%1 (as on screen)").arg(items.last());
    bool ok = false;
    const QString item = QInputDialog::getItem(m_window, title, tr("Size in pixels:"), items, 0, false, &ok);
    if (!ok)
        return false;
    *size = sizes.value(items.indexOf(item), sizes.first());
    return true;
}

void Presentation::exportImage()
{
    QString filter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Image"), QString(),
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    const bool svg =
        filter.contains(QStringLiteral("*.svg")) || path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    if (QFileInfo(path).suffix().isEmpty())
        path += svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    ExportOptions options;
    if (!chooseSize(tr("Export Image"), &options.size))
        return;
    options.caption = m_caption->isVisible();
    options.dark = isDarkTheme();
    const TimelineExporter exporter(m_window->run()->fullTrace(), options);
    QString error;
    const Micros cursor = m_window->view()->cursor();
    if (!(svg ? exporter.saveSvg(path, cursor, &error) : exporter.savePng(path, cursor, &error))) {
        QMessageBox::warning(m_window, tr("Export Image"), error);
        return;
    }
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
}

bool Presentation::chooseVideoPath(const QString &title, QString *path, bool *frames)
{
    const bool haveFfmpeg = !TimelineExporter::ffmpegPath().isEmpty();
    *frames = !haveFfmpeg;
    if (!haveFfmpeg) {
        const auto answer = QMessageBox::question(m_window, title,
                                                  tr("%1.\n\nExport a PNG frame sequence into a folder instead?")
                                                      .arg(TimelineExporter::ffmpegMissingMessage()),
                                                  QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer != QMessageBox::Yes)
            return false;
    } else {
        QString filter;
        *path = QFileDialog::getSaveFileName(
            m_window, title, QString(),
            tr("MP4 video (*.mp4);;WebM video (*.webm);;GIF animation (*.gif);;PNG frames in a folder (*)"), &filter);
        if (path->isEmpty())
            return false;
        *frames = filter.endsWith(QStringLiteral("(*)"));
        if (!*frames && !TimelineExporter::videoSuffixes().contains(QFileInfo(*path).suffix().toLower()))
            *path += u'.' + filter.section(QStringLiteral("*."), 1).section(u')', 0, 0);
    }
    if (*frames) {
        *path = QFileDialog::getExistingDirectory(m_window, tr("Folder for the PNG frames"));
        if (path->isEmpty())
            return false;
    }
    return true;
}

void Presentation::exportVideo()
{
    QString path;
    bool frames = false;
    QSize size;
    if (!chooseVideoPath(tr("Export Video"), &path, &frames) || !chooseSize(tr("Export Video"), &size))
        return;
    QString error;
    if (!exportVideoTo(path, size, frames, &error) && !error.isEmpty())
        QMessageBox::warning(m_window, tr("Export Video"), error);
}

bool Presentation::exportVideoTo(const QString &path, const QSize &size, bool frames, QString *error)
{
    ExportOptions options;
    options.size = size;
    options.caption = true;  // a video is for watching: narrated
    options.dark = isDarkTheme();
    m_window->run()->pause();
    const TimelineExporter exporter(m_window->run()->fullTrace(), options);
    const double speed = m_window->run()->speed();
    const int total = TimelineExporter::frameCount(exporter.trace().endTime(), videoFps, speed);
    QProgressDialog progress(tr("Rendering %1 frames…").arg(total), tr("Cancel"), 0, total, m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    auto onFrame = [&](int done, int) {
        progress.setValue(done);
        return !progress.wasCanceled();
    };
    const bool ok = frames ? exporter.saveFrames(path, videoFps, speed, error, onFrame)
                           : exporter.saveVideo(path, videoFps, speed, error, onFrame);
    progress.reset();
    if (ok)
        m_window->statusBar()->showMessage(
            tr("Saved %1 (%2 frames at %3 fps)").arg(QFileInfo(path).fileName()).arg(total).arg(videoFps), 8000);
    return ok;
}

void Presentation::exportTour()
{
    QString path;
    bool frames = false;
    QSize size;
    if (!chooseVideoPath(tr("Export Guided Tour"), &path, &frames) || !chooseSize(tr("Export Guided Tour"), &size))
        return;
    QString error;
    if (!exportTourTo(path, size, frames, &error) && !error.isEmpty())
        QMessageBox::warning(m_window, tr("Export Guided Tour"), error);
}

bool Presentation::exportTourTo(const QString &path, const QSize &size, bool frames, QString *error)
{
    TourVideo::Options options;
    options.image.size = size;
    options.image.dark = isDarkTheme();
    options.fps = videoFps;
    m_tour->stop();  // before reading the speed: the tour restores the window's own
    m_window->run()->pause();
    options.speed = m_window->run()->speed();  // paced like the tour on screen
    const TourVideo tour(options);
    const int total = tour.frameCount();
    QProgressDialog progress(tr("Rendering the guided tour: %1 frames…").arg(total), tr("Cancel"), 0, total, m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    auto onFrame = [&](int done, int) {
        progress.setValue(done);
        return !progress.wasCanceled();
    };
    const bool ok = frames ? tour.saveFrames(path, error, onFrame) : tour.saveVideo(path, error, onFrame);
    progress.reset();
    if (ok)
        m_window->statusBar()->showMessage(tr("Saved %1: the guided tour, %2 s")
                                               .arg(QFileInfo(path).fileName())
                                               .arg(QLocale().toString(total / videoFps, 'f', 1)),
                                           8000);
    return ok;
}

}  // namespace locklab
