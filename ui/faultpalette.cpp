// SPDX-License-Identifier: MIT
#include "faultpalette.h"

#include "core/mstext.h"
#include "faultlistmodel.h"
#include "runcontroller.h"
#include "scenariodocument.h"
#include "viewstate.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace locklab {

FaultPalette::FaultPalette(RunController *run, ScenarioDocument *document, ViewState *view, QWidget *parent)
    : QWidget(parent)
    , m_run(run)
    , m_document(document)
    , m_view(view)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_worker = new QComboBox(this);
    m_worker->setToolTip(tr("Whose process or replies the fault hits"));
    m_ms = new QSpinBox(this);
    m_ms->setRange(1, 600000);
    m_ms->setValue(300);
    m_ms->setSuffix(tr(" ms"));
    m_ms->setToolTip(tr("Pause length, added latency, clock jump or stall"));
    m_instance = new QComboBox(this);
    m_instance->setObjectName(QStringLiteral("faultInstance"));
    m_instance->setToolTip(tr("Which of the Redlock's independent servers a restart, clock jump, stall or delay hits"));
    m_instanceLabel = new QLabel(tr("Instance:"), this);
    form->addRow(tr("Worker:"), m_worker);
    form->addRow(tr("Duration:"), m_ms);
    form->addRow(m_instanceLabel, m_instance);
    layout->addLayout(form);

    auto *grid = new QGridLayout;
    const struct {
        Action action;
        QString text;
        QString tip;
    } actions[] = {
        {Action::Pause, tr("Pause worker"),
         tr("The worker's process freezes: no commands, no heartbeat (a GC pause, a stopped VM)")},
        {Action::SlowNetwork, tr("Slow network"), tr("The worker's replies arrive this much later from now on")},
        {Action::LostReply, tr("Lose a reply"),
         tr("The worker's next command runs on the server but its reply never arrives")},
        {Action::RestartVolatile, tr("Restart Redis"), tr("Redis restarts without persistence: the lock key is gone")},
        {Action::RestartAof, tr("Restart (AOF)"),
         tr("Redis restarts with appendonly yes and appendfsync always: the key survives")},
        {Action::ClockJump, tr("Clock jump"),
         tr("The server's clock jumps forward by the duration: keys expire early")},
        {Action::RestartDelayed, tr("Delayed restart"),
         tr("Redis restarts without persistence and stays down for the lock's TTL: every key it forgot has "
            "expired anyway (antirez's mitigation)")},
        {Action::StallInstance, tr("Stall instance"),
         tr("The server answers nothing for the duration (SIGSTOP on managed servers): clients time out, then it "
            "runs what was sent to it")},
        {Action::DelayInstance, tr("Delay instance"),
         tr("Every reply from the server reaches every worker this much later from now on (a slow network to "
            "it)")},
    };
    // Named for tests and for people scripting the window: "faultPause", "faultRestartDelayed", ...
    static const char *const names[] = {"faultPause",          "faultSlowNetwork",   "faultLostReply",
                                        "faultRestart",        "faultRestartAof",    "faultClockJump",
                                        "faultRestartDelayed", "faultStallInstance", "faultDelayInstance"};
    for (const auto &a : actions) {
        auto *button = new QPushButton(a.text, this);
        button->setObjectName(QLatin1String(names[static_cast<int>(a.action)]));
        button->setToolTip(a.tip);
        button->setProperty("defaultToolTip", a.tip);
        const int i = static_cast<int>(m_buttons.size());
        grid->addWidget(button, i / 2, i % 2);
        m_buttons.append(button);
        const Action action = a.action;
        connect(button, &QPushButton::clicked, this, [this, action] { fire(action); });
    }
    layout->addLayout(grid);
    m_when = new QLabel(this);
    m_when->setWordWrap(true);
    m_when->setEnabled(false);
    m_when->setText(tr("Fires at the playhead while a run steps or plays, otherwise at the cursor."));
    layout->addWidget(m_when);
    layout->addStretch(1);

    connect(m_document, &ScenarioDocument::changed, this, &FaultPalette::refreshWorkers);
    connect(m_run, &RunController::runChanged, this, &FaultPalette::refreshBackend);
    connect(m_run, &RunController::busyChanged, this, &FaultPalette::refreshBackend);
    refreshWorkers();
    refreshBackend();
}

void FaultPalette::refreshWorkers()
{
    const int current = m_worker->currentIndex();
    m_worker->clear();
    for (const WorkerSpec &w : m_document->scenario().workers)
        m_worker->addItem(w.name);
    m_worker->setCurrentIndex(std::clamp(current, 0, m_worker->count() - 1));
    // A Redlock's server faults hit one of its independent instances: the user picks which.
    const Scenario &scenario = m_document->scenario();
    const int instances = scenario.redlock.enabled() ? scenario.instances : 0;
    const int instance = m_instance->currentIndex();
    m_instance->clear();
    for (int i = 1; i <= instances; ++i)
        m_instance->addItem(tr("Instance %1").arg(i));
    m_instance->setCurrentIndex(std::clamp(instance, 0, m_instance->count() - 1));
    m_instance->setVisible(instances > 0);
    m_instanceLabel->setVisible(instances > 0);
}

void FaultPalette::refreshBackend()
{
    // A server LockLab did not start cannot be restarted by it; everything else works on every
    // backend because the engine plays the fault (client-side pauses and latency are real).
    const bool busy = m_run->isBusy();
    const bool foreign = m_run->backend().kind() == BackendKind::RedisUrl;
    for (int i = 0; i < m_buttons.size(); ++i) {
        QPushButton *button = m_buttons.at(i);
        const auto action = static_cast<Action>(i);
        // A stall stops the server's process: LockLab's own servers only, like a restart.
        const bool restart = action == Action::RestartVolatile || action == Action::RestartAof
                             || action == Action::RestartDelayed || action == Action::StallInstance;
        const bool workerFault =
            action == Action::Pause || action == Action::SlowNetwork || action == Action::LostReply;
        QString why;
        if (busy)
            why = tr("A live run is in progress");
        else if (restart && foreign)
            why = tr("Restarts need managed Redis: LockLab cannot restart a server it did not start");
        else if (workerFault && m_worker->count() == 0)
            why = tr("The scenario has no workers");
        button->setEnabled(why.isEmpty());
        button->setToolTip(why.isEmpty() ? button->property("defaultToolTip").toString() : why);
    }
}

void FaultPalette::setWorker(int worker)
{
    m_worker->setCurrentIndex(worker);
}

void FaultPalette::setMs(int ms)
{
    m_ms->setValue(ms);
}

void FaultPalette::setInstance(int instance)
{
    m_instance->setCurrentIndex(instance);
}

QPushButton *FaultPalette::button(Action action) const
{
    return m_buttons.value(static_cast<int>(action));
}

qint64 FaultPalette::fireTimeMs() const
{
    const Micros at = m_run->now() >= 0 ? m_run->now() : std::max<Micros>(0, m_view->cursor());
    return at / 1000;
}

Fault FaultPalette::faultFor(Action action) const
{
    Fault f;
    f.atMs = fireTimeMs();
    f.worker = m_worker->currentIndex();
    switch (action) {
    case Action::Pause:
        f.kind = FaultKind::Pause;
        f.ms = m_ms->value();
        break;
    case Action::SlowNetwork:
        f.kind = FaultKind::Latency;
        f.ms = m_ms->value();
        break;
    case Action::LostReply:
        f.kind = FaultKind::LostReply;
        f.nth = 1;
        break;
    case Action::RestartVolatile:
    case Action::RestartAof:
        f.kind = FaultKind::Restart;
        f.worker = -1;
        f.persistent = action == Action::RestartAof;
        f.downMs = 5;
        break;
    case Action::RestartDelayed:
        // Down for at least the TTL: what the server forgot had expired anyway.
        f.kind = FaultKind::Restart;
        f.worker = -1;
        f.downMs = std::max<qint64>(5, m_document->scenario().ttlMs);
        break;
    case Action::ClockJump:
        f.kind = FaultKind::ClockJump;
        f.worker = -1;
        f.ms = m_ms->value();
        break;
    case Action::StallInstance:
        f.kind = FaultKind::Stall;
        f.worker = -1;
        f.ms = m_ms->value();
        break;
    case Action::DelayInstance:
        // No worker: every reply from that server, whoever sent the command.
        f.kind = FaultKind::Latency;
        f.worker = -1;
        f.ms = m_ms->value();
        f.instance = m_instance->count() > 0 ? m_instance->currentIndex() : 0;
        break;
    }
    if (f.kind == FaultKind::Restart || f.kind == FaultKind::ClockJump || f.kind == FaultKind::Stall)
        f.instance = m_instance->count() > 0 ? m_instance->currentIndex() : -1;
    return f;
}

void FaultPalette::fire(Action action)
{
    const Fault f = faultFor(action);
    Scenario s = m_document->scenario();
    s.faults.append(f);
    const QString what = tr("%1 at %2").arg(FaultListModel::kindText(f), formatWholeMs(f.atMs));
    // Through the document: the fault is undoable, shows in the editor, and survives later edits.
    m_document->apply(s, tr("Fire %1").arg(what));
    Q_EMIT fired(what);
}

}  // namespace locklab
