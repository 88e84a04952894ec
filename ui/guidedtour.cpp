// SPDX-License-Identifier: MIT
#include "guidedtour.h"

#include "captionbar.h"
#include "core/builtins.h"
#include "core/simulation.h"
#include "mainwindow.h"
#include "recordings.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "timelinewidget.h"
#include "verdictbanner.h"
#include "viewstate.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace locklab {

QList<TourStop> GuidedTour::stops()
{
    return {
        {QStringLiteral("mutual-exclusion"),
         tr("B's SET NX is refused because A's key is still there: NX only sets a key that does not exist.")},
        {QStringLiteral("wrong-token-release"),
         tr("B releases a lock it never had: the compare-and-delete finds A's token in the key and deletes "
            "nothing.")},
        {QStringLiteral("naive-del"),
         tr("A's late DEL deletes B's key because a plain DEL does not ask whose token it holds: C walks in "
            "beside B.")},
        {QStringLiteral("token-release"),
         tr("The same late release, now a compare-and-delete: the key holds B's token, so A deletes nothing.")},
        {QStringLiteral("pid-as-token"),
         tr("Every container's process is PID 1, so the tokens are equal and A's correct release deletes B's "
            "lock.")},
        {QStringLiteral("ttl-overlap"),
         tr("A freezes longer than the TTL: Redis expires its key, B gets the lock, and A wakes up still "
            "believing it holds it.")},
        {QStringLiteral("unchecked-heartbeat"),
         tr("A's heartbeat is a plain PEXPIRE: after its own lock expired it keeps extending B's.")},
        {QStringLiteral("timeout-ignored"),
         tr("A waits for a stalled reply past its timeout while its lock expires; B gives up at its timeout.")},
        {QStringLiteral("failover-loses-lock"),
         tr("The primary dies before A's key reached a replica: the promoted replica has no lock, and B acquires "
            "while A still believes it holds it.")},
        {QStringLiteral("failover-wait"),
         tr("WAIT 1 50 answers 0: no replica has A's lock, so A gives it back before the failover. WAIT only "
            "tells; it undoes nothing.")},
        // Redlock (issue 30): Kleppmann's clock case, five independent instances.
        {QStringLiteral("redlock-clock-jump"),
         tr("Instance 3's clock jumps 1 s and A's key there expires early: B gets instances 3, 4 and 5, a "
            "quorum, while A still believes it holds 3 of 5.")},
        {QStringLiteral("check-then-write"),
         tr("A's check passes, then A freezes between the check and the write: the check was true only when "
            "Redis ran it.")},
        {QStringLiteral("fencing"),
         tr("The store compares fencing tokens: A's write carries token 1 after B's token 2, so it is "
            "refused.")},
        {QStringLiteral("fencing-in-sql"),
         tr("The database does the comparison: UPDATE … WHERE fence < token matches no row for A's stale "
            "write.")},
        {QStringLiteral("file-cannot-fence"),
         tr("A file cannot compare tokens: A's stale write lands over B's although it carries a token.")},
        {QStringLiteral("unique-job"),
         tr("The UNIQUE job column refuses A's second result: the database gives the guarantee the lock "
            "could not.")},
        {QStringLiteral("cache-refresh"),
         tr("An efficiency lock: the overlap costs a second refresh of the cache, and no data is corrupted.")},
    };
}

GuidedTour::GuidedTour(MainWindow *window, CaptionBar *caption, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_caption(caption)
    , m_stops(stops())
{
    for (const TourStop &stop : std::as_const(m_stops))
        m_names.append(stop.scenario);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GuidedTour::advance);
    m_cardTimer.setSingleShot(true);
    connect(&m_cardTimer, &QTimer::timeout, this, [this] {
        // What to watch stays above the caption once the card steps aside.
        m_card->hide();
        if (isRunning())
            m_caption->setHeadline(m_cardTitle->text(), m_stops.at(m_index).watch);
    });
    connect(m_window->run(), &RunController::playingChanged, this, &GuidedTour::onPlayingChanged);

    // The title card: above the lanes (under the verdict banner, over the lesson's lines) while the
    // run already plays, so the viewer reads what to watch and sees it happen in every lane.
    QWidget *timeline = m_window->timeline();
    m_card = new QFrame(m_window->centralWidget());
    m_card->setObjectName(QStringLiteral("tourCard"));
    m_card->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_card->setStyleSheet(QStringLiteral("#tourCard { background-color: rgba(29, 34, 43, 232); border-radius: 10px;"
                                         " border-top: 4px solid #3d7ee0; }"
                                         "#tourCard QLabel { background: transparent; color: #ffffff; }"
                                         "#tourCard QLabel#tourCardTitle { color: #ffd34d; }"));
    m_cardTitle = new QLabel(m_card);
    m_cardTitle->setObjectName(QStringLiteral("tourCardTitle"));
    m_cardWatch = new QLabel(m_card);
    m_cardWatch->setObjectName(QStringLiteral("tourCardWatch"));
    for (QLabel *label : {m_cardTitle, m_cardWatch}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    auto *cardLayout = new QVBoxLayout(m_card);
    cardLayout->setContentsMargins(24, 16, 24, 18);
    cardLayout->setSpacing(8);
    cardLayout->addWidget(m_cardTitle);
    cardLayout->addWidget(m_cardWatch);
    m_card->hide();
    timeline->installEventFilter(this);

    // Previous, Next, Skip: window shortcuts while the tour runs, and buttons that name their keys.
    m_previousAction = new QAction(this);
    m_previousAction->setShortcut(Qt::Key_PageUp);
    connect(m_previousAction, &QAction::triggered, this, &GuidedTour::previous);
    m_nextAction = new QAction(this);
    m_nextAction->setShortcut(Qt::Key_PageDown);
    connect(m_nextAction, &QAction::triggered, this, &GuidedTour::next);
    m_skipAction = new QAction(this);
    m_skipAction->setShortcut(Qt::Key_Escape);
    connect(m_skipAction, &QAction::triggered, this, &GuidedTour::stop);
    m_controls = new QWidget(m_caption);
    m_controls->setObjectName(QStringLiteral("tourControls"));
    auto *row = new QHBoxLayout(m_controls);
    row->setContentsMargins(0, 0, 0, 0);
    for (QAction *a : {m_previousAction, m_nextAction, m_skipAction}) {
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
        m_window->addAction(a);
        auto *button = new QToolButton(m_controls);
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setFocusPolicy(Qt::NoFocus);
        button->setStyleSheet(QStringLiteral(
            "QToolButton { color: #ffffff; background: #2d3440; border: 1px solid #4a5366; border-radius: 4px;"
            " padding: 3px 10px; } QToolButton:hover { background: #3d4658; } QToolButton:disabled { color: "
            "#7d8696; }"));
        row->addWidget(button);
    }
    m_caption->setControls(m_controls);
    m_controls->hide();
    updateActions();
}

void GuidedTour::updateActions()
{
    const auto label = [](const QString &text, const QAction *a) {
        return tr("%1 (%2)").arg(text, a->shortcut().toString(QKeySequence::NativeText));
    };
    m_previousAction->setEnabled(isRunning() && m_index > 0);
    m_nextAction->setEnabled(isRunning());
    m_skipAction->setEnabled(isRunning());
    m_previousAction->setText(label(tr("◀ Previous"), m_previousAction));
    m_nextAction->setText(
        label(isRunning() && m_index + 1 >= m_names.size() ? tr("Finish ▶") : tr("Next ▶"), m_nextAction));
    m_skipAction->setText(label(tr("Skip Tour"), m_skipAction));
}

void GuidedTour::setPauses(int introMs, int outroMs)
{
    m_introMs = introMs;
    m_outroMs = outroMs;
}

bool GuidedTour::isTitleCardVisible() const
{
    return m_card->isVisible();
}

QString GuidedTour::titleCardText() const
{
    return m_cardTitle->text() + u'\n' + m_cardWatch->text();
}

QString GuidedTour::headline(int index, int count, const QString &title)
{
    return tr("Experiment %1 of %2: %3").arg(index + 1).arg(count).arg(title);
}

QString GuidedTour::watchLine(const QString &watch)
{
    return tr("Watch: %1").arg(watch);
}

int GuidedTour::introMsFor(const QString &intro)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const auto words = intro.split(space, Qt::SkipEmptyParts).size();
    return static_cast<int>(std::clamp<qsizetype>(words * 250, 4000, 12000));
}

double GuidedTour::playSpeed(double chosen, Micros extent, int minPlayMs)
{
    if (extent <= 0 || minPlayMs <= 0)
        return chosen;
    return std::min(chosen, static_cast<double>(extent) / 1000.0 / minPlayMs);
}

void GuidedTour::start()
{
    if (isRunning())
        stop();
    m_chosenSpeed = m_window->run()->speed();
    rememberWhereTheUserWas();
    Q_EMIT runningChanged(true);
    show(0);
}

void GuidedTour::stop()
{
    if (!isRunning())
        return;
    m_timer.stop();
    m_cardTimer.stop();
    m_card->hide();
    m_controls->hide();
    m_phase = Phase::Idle;
    m_index = -1;
    m_window->run()->pause();
    m_window->run()->setSpeed(m_chosenSpeed);
    m_caption->setHeadline(QString());
    returnToWhereTheUserWas();
    updateActions();
    Q_EMIT runningChanged(false);
}

void GuidedTour::rememberWhereTheUserWas()
{
    m_before = {};
    // An opened recording is not a scenario to re-open: the tour leaves the last experiment then.
    if (!m_window->currentSource().isEmpty() || !m_window->recordings()->isShowingRecording()) {
        m_before.valid = true;
        m_before.source = m_window->currentSource();
        m_before.scenario = m_window->document()->scenario();
        m_before.modified = !m_window->document()->undoStack()->isClean();
    }
    m_before.policies = m_window->policies();
    const ViewState *view = m_window->view();
    m_before.cursor = view->cursor();
    m_before.from = view->visibleFrom();
    m_before.to = view->visibleTo();
    m_before.stepping = !m_window->run()->isAtEnd();
}

void GuidedTour::returnToWhereTheUserWas()
{
    if (!m_before.valid)
        return;
    const Before before = std::exchange(m_before, Before{});
    if (before.source.isEmpty() || !m_window->openScenario(before.source) || before.modified)
        m_window->document()->apply(before.scenario, tr("Back from the Guided Tour"));
    m_window->setPolicies(before.policies);
    RunController *run = m_window->run();
    if (before.stepping) {
        run->reset();
        run->runTo(before.cursor);
    }
    if (before.to > before.from)
        m_window->view()->setVisibleRange(before.from, before.to);
    m_window->setCursorTime(before.cursor);
}

void GuidedTour::previous()
{
    if (isRunning())
        show(std::max(0, m_index - 1));
}

void GuidedTour::next()
{
    if (isRunning())
        show(m_index + 1);
}

void GuidedTour::show(int index)
{
    if (index >= m_names.size()) {
        stop();
        return;
    }
    m_timer.stop();
    m_index = index;
    // Opening a scenario stops the run that plays: that pause is the tour's, not the trainer's.
    m_switching = true;
    const bool opened = m_window->openScenario(m_names.at(index));
    if (!opened) {
        m_switching = false;
        stop();
        return;
    }
    const Scenario &s = m_window->document()->scenario();
    const QString title = headline(index, static_cast<int>(m_names.size()), scenarioTitle(s));
    const QString watch = watchLine(m_stops.at(index).watch);
    // The title once: on the card while it is up, above the caption after (the card's timer).
    m_caption->setHeadline(QString());
    m_controls->show();
    m_cardTitle->setText(title);
    m_cardWatch->setText(watch);
    placeCard();
    m_card->show();
    m_card->raise();
    m_cardTimer.start(m_introMs >= 0 ? m_introMs : introMsFor(watch));
    // Already playing: the article's first experiments last a few milliseconds, so a short run is
    // slowed down to be watchable at the chosen speed.
    RunController *run = m_window->run();
    run->reset();
    run->setSpeed(playSpeed(m_chosenSpeed, run->extent(), m_minPlayMs));
    m_phase = Phase::Playing;
    run->play();
    m_switching = false;
    updateActions();
    Q_EMIT experimentStarted(index, scenarioTitle(s));
}

void GuidedTour::placeCard()
{
    const TimelineWidget *timeline = m_window->timeline();
    const QWidget *host = m_card->parentWidget();
    // Between the verdict banner and the first lane: over the lesson's lines, the tabs and the
    // ruler, never over the banner (the verdict the experiment changes) nor a lane it is about.
    const TimelineLayout layout = timeline->currentLayout();
    const int lanesTop = timeline->mapTo(host, QPoint(0, static_cast<int>(layout.viewport.top()))).y();
    const QWidget *banner = m_window->banner();
    const int top = banner && banner->isVisible()
                        ? host->mapFromGlobal(banner->mapToGlobal(QPoint(0, banner->height()))).y() + 2
                        : 2;
    const int room = lanesTop - top - 4;
    // Type for reading from a distance, growing with the window like the caption bar's; where the
    // room is short the card first grows wider (fewer lines), then its type smaller.
    const int widest = host->width() - 48;
    int width = std::min(std::max(760, host->width() * 5 / 8), widest);
    int titlePx = std::clamp(timeline->width() / 52, 20, 34);
    int watchPx = std::clamp(timeline->width() / 66, 17, 28);
    int height = 0;
    for (;;) {
        QFont title = m_cardTitle->font();
        title.setPixelSize(titlePx);
        title.setBold(true);
        m_cardTitle->setFont(title);
        QFont watch = m_cardWatch->font();
        watch.setPixelSize(watchPx);
        m_cardWatch->setFont(watch);
        height = m_card->layout()->hasHeightForWidth() ? m_card->layout()->totalHeightForWidth(width)
                                                       : m_card->sizeHint().height();
        if (height <= room || watchPx <= 12)
            break;
        if (width < widest) {
            width = widest;
            continue;
        }
        titlePx = std::max(14, titlePx * 9 / 10);
        watchPx = std::max(12, watchPx * 9 / 10);
    }
    m_card->setGeometry((host->width() - width) / 2, std::max(top, lanesTop - height - 4), width, height);
}

bool GuidedTour::eventFilter(QObject *watched, QEvent *event)
{
    // The type first: while the window is destroyed its timeline still sends events here, and the
    // window is no longer a MainWindow to ask.
    if (event->type() == QEvent::Resize && watched == m_window->timeline() && m_card->isVisible())
        placeCard();
    return QObject::eventFilter(watched, event);
}

void GuidedTour::advance()
{
    if (m_phase == Phase::Outro)
        show(m_index + 1);
}

void GuidedTour::onPlayingChanged(bool playing)
{
    if (playing || m_switching || m_phase != Phase::Playing)
        return;
    if (!m_window->run()->isAtEnd()) {
        // The trainer paused: the tour hands control back where it is, the run to explain.
        m_before = {};
        stop();
        return;
    }
    m_phase = Phase::Outro;
    m_timer.start(m_outroMs);
}

TourVideo::TourVideo(const Options &options)
    : m_options(options)
{
    m_options.image.caption = true;
    const QList<TourStop> stops = GuidedTour::stops();
    QList<Trace> traces;
    double scale = m_options.image.scale;
    for (const TourStop &stop : stops) {
        const QString &name = stop.scenario;
        Scenario scenario;
        LoadError loadError;
        if (!loadBuiltinScenario(name, &scenario, &loadError)) {
            m_error = loadError.toString();
            return;
        }
        Part part;
        part.title = scenarioTitle(scenario);
        part.headline = GuidedTour::headline(static_cast<int>(m_parts.size()), static_cast<int>(stops.size()),
                                             scenarioTitle(scenario));
        part.intro = GuidedTour::watchLine(stop.watch);
        const Trace trace = simulate(scenario, scenario.policies, 1);
        part.outcome = tr("Outcome: %1").arg(VerdictBanner::headlineFor(summarize(trace)));
        const auto frames = [&](int ms) {
            return std::max(1, static_cast<int>(std::lround(ms / 1000.0 * m_options.fps)));
        };
        part.introFrames = frames(m_options.introMs >= 0 ? m_options.introMs : GuidedTour::introMsFor(part.intro));
        part.speed = GuidedTour::playSpeed(m_options.speed, trace.endTime(), m_options.minPlayMs);
        part.playFrames = TimelineExporter::frameCount(trace.endTime(), m_options.fps, part.speed);
        part.outroFrames = frames(m_options.outroMs);
        if (m_options.image.scale <= 0) {
            ExportOptions fitted = m_options.image;
            fitted.headline = part.headline;
            const double fit = TimelineExporter(trace, fitted).scale();
            scale = scale <= 0 ? fit : std::min(scale, fit);
        }
        m_parts.append(part);
        traces.append(trace);
    }
    for (qsizetype i = 0; i < m_parts.size(); ++i) {
        ExportOptions image = m_options.image;
        image.scale = scale;
        image.headline = m_parts.at(i).headline;
        m_exporters.push_back(std::make_unique<TimelineExporter>(traces.at(i), image));
    }
}

TourVideo::~TourVideo() = default;

int TourVideo::frameCount() const
{
    int total = 0;
    for (const Part &p : m_parts)
        total += p.introFrames + p.playFrames + p.outroFrames;
    return total;
}

QImage TourVideo::partFrame(int part, int frame) const
{
    const Part &p = m_parts.at(part);
    const TimelineExporter &e = exporter(part);
    if (frame < p.introFrames)
        return e.titleCard(p.headline, p.intro);
    frame -= p.introFrames;
    if (frame < p.playFrames)
        return e.image(TimelineExporter::frameTime(frame, m_options.fps, p.speed), true);
    return e.image(e.trace().endTime(), false, p.outcome);
}

QImage TourVideo::frame(int frame) const
{
    for (int i = 0; i < m_parts.size(); ++i) {
        const Part &p = m_parts.at(i);
        const int n = p.introFrames + p.playFrames + p.outroFrames;
        if (frame < n)
            return partFrame(i, frame);
        frame -= n;
    }
    return {};
}

bool TourVideo::write(FrameWriter &writer, QString *error, const TimelineExporter::Progress &progress) const
{
    if (!isValid()) {
        if (error)
            *error = m_error;
        return false;
    }
    const int total = frameCount();
    int done = 0;
    for (int i = 0; i < m_parts.size(); ++i) {
        const Part &p = m_parts.at(i);
        const int n = p.introFrames + p.playFrames + p.outroFrames;
        // A still (title card, outcome) is rendered once and written as often as it stays up.
        QImage still;
        for (int k = 0; k < n; ++k) {
            const bool isStill = k < p.introFrames || k >= p.introFrames + p.playFrames;
            if (isStill && (k == 0 || k == p.introFrames + p.playFrames))
                still = partFrame(i, k);
            if (!writer.write(isStill ? still : partFrame(i, k), error))
                return false;
            ++done;
            if (progress && !progress(done, total)) {
                if (error)
                    *error = tr("cancelled");
                return false;
            }
        }
    }
    return true;
}

bool TourVideo::saveVideo(const QString &path, QString *error, const TimelineExporter::Progress &progress) const
{
    FrameWriter writer;
    return writer.openVideo(path, m_options.image.size, m_options.fps, error) && write(writer, error, progress)
           && writer.finish(error);
}

bool TourVideo::saveFrames(const QString &dir, QString *error, const TimelineExporter::Progress &progress) const
{
    FrameWriter writer;
    return writer.openFrames(dir, error) && write(writer, error, progress) && writer.finish(error);
}

}  // namespace locklab
