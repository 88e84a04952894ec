// SPDX-License-Identifier: MIT
#include "runcontroller.h"

#include "uilogging.h"

#include <QElapsedTimer>

#include <algorithm>

namespace locklab {

RunController::RunController(QObject *parent)
    : QObject(parent)
    , m_backend(makeBackend(BackendKind::Embedded))
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(16);
    connect(&m_timer, &QTimer::timeout, this, &RunController::tick);
}

RunController::~RunController() = default;

void RunController::setBackend(std::unique_ptr<RunBackend> backend)
{
    pause();
    m_backend = std::move(backend);
    rerun();
}

void RunController::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    m_hasScenario = true;
    rerun();
}

void RunController::setRun(const Scenario &scenario, const Policies &policies)
{
    m_scenario = scenario;
    m_policies = policies;
    m_hasScenario = true;
    rerun();
}

void RunController::setPolicies(const Policies &policies)
{
    if (m_hasScenario && policies == m_policies)
        return;  // the same inputs give the same run: opening a long one must not run it twice
    m_policies = policies;
    rerun();
}

Micros RunController::now() const
{
    if (isAtEnd())
        return -1;
    return m_position > 0 ? stepTime(m_position - 1) : 0;
}

int RunController::totalSteps() const
{
    return static_cast<int>(m_recorded ? m_full.trace().events.size() : m_stepTimes.size());
}

Micros RunController::stepTime(int index) const
{
    return m_recorded ? m_full.trace().events.timeAt(index) : m_stepTimes.at(index);
}

int RunController::stepReaching(Micros at, qsizetype eventIndex) const
{
    if (m_recorded) {
        // Step k shows events [0, k): every event at or before `at`, and `eventIndex` itself.
        const qsizetype reached = m_full.trace().events.firstAfter(at);
        return static_cast<int>(std::min<qsizetype>(std::max(reached, eventIndex + 1), totalSteps()));
    }
    // Step times are sorted: the first step after `at`, so every step at that instant has run.
    // (Engine steps add events without saying how many: runTo() steps until the event is there.)
    return static_cast<int>(std::upper_bound(m_stepTimes.cbegin(), m_stepTimes.cend(), at) - m_stepTimes.cbegin());
}

void RunController::runTo(Micros at, qsizetype eventIndex)
{
    pause();
    if (m_recorded) {
        moveTo(stepReaching(at, eventIndex));
        return;
    }
    // The simulator: a debugger's "run to", forwards only, as many engine steps as it takes for
    // the instant (and the event) to have happened, every step at that instant included.
    while (!isAtEnd() && (eventIndex >= 0 ? m_shown.trace().events.size() <= eventIndex : now() < at))
        step();
    while (!isAtEnd() && nextStepTime() <= at)
        step();
}

std::unique_ptr<RunSession> RunController::startSession()
{
    ++m_sessionsStarted;
    return m_backend->start(m_scenario, m_policies, m_seed);
}

void RunController::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorChanged(error);
}

void RunController::emptyRun()
{
    // Lanes with nothing in them still tell the user which scenario is loaded.
    Trace empty;
    for (const WorkerSpec &w : m_scenario.workers)
        empty.workers.append(w.name);
    empty.scenario = m_scenario.name;
    empty.lockKey = m_scenario.lockKey;
    empty.ttlMs = m_scenario.ttlMs;
    empty.policies = m_policies;
    m_full = Interpretation(empty);
    m_recorded = false;
}

void RunController::holdReruns(bool hold)
{
    m_holding = hold;
    if (!hold && m_rerunPending && !m_busy) {
        m_rerunPending = false;
        rerun();
    }
}

void RunController::rerun()
{
    if (!m_hasScenario)
        return;
    if (m_busy || m_holding) {
        m_rerunPending = true;
        return;
    }
    QElapsedTimer timer;
    timer.start();
    // Keep the stepping position in time, not in steps: a different policy changes the steps.
    const bool wasAtEnd = totalSteps() == 0 || isAtEnd();
    const Micros wasNow = now();
    m_session.reset();
    m_stepTimes.clear();
    m_recorded = false;
    m_full = Interpretation();
    if (const QString reason = m_backend->unavailableReason(); !reason.isEmpty()) {
        pause();
        setError(reason);
        emptyRun();
    } else {
        // A live run blocks in a local event loop: inputs that change meanwhile re-run afterwards.
        m_busy = true;
        Q_EMIT busyChanged(true);
        std::unique_ptr<RunSession> session = startSession();
        m_busy = false;
        Q_EMIT busyChanged(false);
        if (isPlaying())
            m_clock.restart();  // the wall time the run took is not playback time
        if (m_rerunPending) {
            m_rerunPending = false;
            rerun();
            return;
        }
        if (session) {
            setError(QString());
            // A recorded run's steps are its events: their times are the step times.
            const bool recorded = session->isRecorded();
            session->finish(recorded ? nullptr : &m_stepTimes);
            const Interpretation *known = session->finishedInterpretation();
            m_full = known ? *known : Interpretation(session->trace());
            m_recorded = recorded;
        } else {
            setError(tr("%1: %2").arg(m_backend->title(), m_backend->lastError()));
            emptyRun();
        }
    }
    qCDebug(lcUi) << "re-ran" << m_scenario.name << m_stepTimes.size() << "steps," << m_full.trace().events.size()
                  << "events in" << timer.nsecsElapsed() / 1e6 << "ms";
    const int position = wasAtEnd ? totalSteps() : std::max(0, stepReaching(wasNow));
    m_position = -1;  // force a rebuild of the shown trace
    moveTo(position);
}

void RunController::moveTo(int position)
{
    if (m_busy)
        return;  // a live run is recording; it publishes when done
    position = std::clamp(position, 0, totalSteps());
    const int previous = m_position;
    m_position = position;
    if (m_recorded) {
        // The whole run is known: a step, back or forth, only moves how much of it is shown.
        const bool sameRun = previous >= 0 && m_shown.sharesDataWith(m_full);
        m_session.reset();
        m_shown = m_full;
        m_shownEvents = position;
        publishShown(!sameRun ? RunChange::Replaced : previous <= position ? RunChange::Extended : RunChange::Rewound);
        return;
    }
    if (position >= totalSteps()) {
        m_session.reset();
        m_shown = m_full;
        m_shownEvents = m_full.trace().events.size();
        publishShown(previous >= 0 && previous < position ? RunChange::Extended : RunChange::Replaced);
        return;
    }
    bool extended = false;
    if (m_session && m_session->stepsTaken() <= position) {
        extended = true;
    } else {
        // Going back: a fresh session re-runs deterministically up to the new position.
        m_session = startSession();
    }
    while (m_session && m_session->stepsTaken() < position && m_session->step()) {
    }
    m_shown = m_session ? Interpretation(m_session->trace()) : m_full;
    m_shownEvents = m_shown.trace().events.size();
    publishShown(extended && previous >= 0 ? RunChange::Extended : RunChange::Replaced);
}

void RunController::publishShown(RunChange change)
{
    Q_EMIT runChanged(change);
}

void RunController::reset()
{
    pause();
    moveTo(0);
    Q_EMIT playhead(0);
}

bool RunController::step()
{
    if (isAtEnd())
        return false;
    moveToAndFollow(m_position + 1);
    return true;
}

bool RunController::stepBack()
{
    if (m_position <= 0)
        return false;
    pause();
    moveToAndFollow(m_position - 1);
    return true;
}

void RunController::moveToAndFollow(int position)
{
    moveTo(position);
    Q_EMIT playhead(isAtEnd() ? (totalSteps() > 0 ? stepTime(totalSteps() - 1) : 0) : now());
}

int RunController::stepAfter(Micros at, qsizetype event) const
{
    if (m_busy || totalSteps() == 0)
        return -1;
    if (cursorAtPosition(at))
        return m_position + 1;
    int shown = 0;  // the step whose state the cursor shows
    if (m_recorded) {
        // Step k shows events [0, k); the cursor shows its event and every one before it.
        event = cursorEvent(at, event);
        shown = static_cast<int>(std::min<qsizetype>(event + 1, totalSteps()));
    } else {
        // Engine steps: every step at or before the cursor's instant has happened there.
        shown = stepReaching(at);
    }
    return shown < totalSteps() ? shown + 1 : -1;
}

int RunController::stepBefore(Micros at, qsizetype event) const
{
    if (m_busy || totalSteps() == 0)
        return -1;
    if (cursorAtPosition(at))
        return m_position > 0 ? m_position - 1 : -1;
    if (m_recorded) {
        event = cursorEvent(at, event);
        if (event < 0)
            return -1;
        // On its event: the step before it. Between events: onto the event before the cursor.
        const bool onEvent = m_full.trace().events.timeAt(event) >= at;
        return static_cast<int>(std::min<qsizetype>(onEvent ? event : event + 1, totalSteps()));
    }
    // The last step strictly before the cursor's instant: the state it shows is the step before.
    const int before =
        static_cast<int>(std::lower_bound(m_stepTimes.cbegin(), m_stepTimes.cend(), at) - m_stepTimes.cbegin());
    return before == 0 && at <= 0 ? -1 : before;
}

qsizetype RunController::cursorEvent(Micros at, qsizetype event) const
{
    // The event the views resolved is capped at the step reached; a cursor past it (a click
    // ahead of the step) is on the whole run's last event at or before it. On its event's
    // instant the given event stands: a row picked among several at one time.
    const EventList &events = m_full.trace().events;
    if (event < 0 || event >= events.size() || events.timeAt(event) < at)
        event = std::max<qsizetype>(event, events.firstAfter(at) - 1);
    return event;
}

bool RunController::stepFrom(Micros at, qsizetype event)
{
    const int target = stepAfter(at, event);
    if (target < 0)
        return false;
    pause();
    moveToAndFollow(target);
    return true;
}

bool RunController::stepBackFrom(Micros at, qsizetype event)
{
    const int target = stepBefore(at, event);
    if (target < 0)
        return false;
    pause();
    moveToAndFollow(target);
    return true;
}

void RunController::showAll()
{
    pause();
    moveTo(totalSteps());
}

void RunController::play()
{
    if (isPlaying() || totalSteps() == 0)
        return;
    if (isAtEnd())
        moveTo(0);
    m_playTime = now();
    m_clock.start();
    m_timer.start();
    Q_EMIT playingChanged(true);
}

void RunController::pause()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    Q_EMIT playingChanged(false);
}

void RunController::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void RunController::tick()
{
    // A live re-run (a fault fired from the palette, say) blocks in its own event loop: playback
    // waits for it instead of finding an empty run and stopping.
    if (m_busy)
        return;
    const double elapsedMs = static_cast<double>(m_clock.nsecsElapsed()) / 1e6;
    m_clock.restart();
    m_playTime += static_cast<Micros>(elapsedMs * 1000.0 * m_speed);
    int target = m_position;
    if (m_recorded)
        target = std::max(target, stepReaching(m_playTime));
    while (target < totalSteps() && stepTime(target) <= m_playTime)
        ++target;
    if (target != m_position)
        moveTo(target);
    if (isAtEnd()) {
        Q_EMIT playhead(std::min(m_playTime, extent()));
        pause();
        return;
    }
    Q_EMIT playhead(m_playTime);
}

}  // namespace locklab
