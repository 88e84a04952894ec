// SPDX-License-Identifier: MIT
#include "recordingloader.h"

#include <QFileInfo>
#include <QThread>

#include <algorithm>

namespace locklab {

RecordingLoader::RecordingLoader(const QString &path, qint64 firstPreview, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_firstPreview(firstPreview)
{}

RecordingLoader::~RecordingLoader()
{
    cancel();
    if (m_thread)
        m_thread->wait();
}

void RecordingLoader::setMonitorLog(const TrafficOptions &options, const QString &description)
{
    m_monitorLog = MonitorLog{options, description};
}

void RecordingLoader::readRecording(const std::shared_ptr<State> &state, Loaded *out)
{
    RecordingReadOptions options;
    options.progress = [state](qint64 done, qint64 total) {
        state->done = done;
        state->total = std::max<qint64>(total, 1);
        return !state->cancelled;
    };
    options.firstPrefix = m_firstPreview;
    options.prefix = [this, state](const Recording &sofar) {
        if (state->cancelled)
            return;
        // The prefix is interpreted here, off the window's thread; the window only shows it.
        const Interpretation interpretation(sofar.trace);
        QMetaObject::invokeMethod(
            this,
            [this, sofar, interpretation] {
                if (!m_state->cancelled)
                    Q_EMIT preview(sofar, interpretation);
            },
            Qt::QueuedConnection);
    };
    out->ok = loadRecording(m_path, &out->recording, &out->error, options);
    if (out->ok && !state->cancelled && isObservedTraffic(out->recording.trace)) {
        state->interpreting = true;
        out->traffic = std::make_shared<const TrafficResult>(out->recording);
    }
}

void RecordingLoader::readMonitorLog(const QString &path, const MonitorLog &log, State &state, Loaded *out)
{
    // The options carry the limits a recording has (RunLimits' defaults): past them the interpreter
    // stops reading, and every key's trace says so (the banner's "stopped early").
    TrafficInterpreter interpreter(log.options);
    const auto progress = [&state](qint64 done, qint64 total) {
        state.done = done;
        state.total = std::max<qint64>(total, 1);
    };
    const auto stop = [&state]() -> QString { return state.cancelled ? tr("cancelled") : QString(); };
    if (!importMonitorLog(path, interpreter, &out->error, progress, stop))
        return;
    state.interpreting = true;
    const auto interpreted = [&state](qint64 done, qint64 total) {
        state.keysTotal = std::max<qint64>(total, 1);
        state.keysDone = done;
        return !state.cancelled;
    };
    auto traffic =
        std::make_shared<const TrafficResult>(interpreter, -1, KeepSummaries::No, KeepTraces::Yes, interpreted);
    if (state.cancelled)
        return;
    if (traffic->locks().isEmpty() || traffic->locks().constFirst().trace.workers.isEmpty()) {
        out->error = tr("%1: no client took a lock (no SET … NX with an expiry)").arg(QFileInfo(path).fileName());
        return;
    }
    // The worst lock key is shown first; every other one travels in the recording's keys.
    Trace trace = traffic->locks().constFirst().trace;
    trace.scenario = QStringLiteral("import");
    out->recording = trafficRecording(std::move(trace), log.description, {}, *traffic);
    out->traffic = std::move(traffic);
    out->ok = true;
}

void RecordingLoader::start()
{
    if (m_thread)
        return;
    m_thread.reset(QThread::create([this, state = m_state] {
        Loaded loaded;
        if (m_monitorLog)
            readMonitorLog(m_path, *m_monitorLog, *state, &loaded);
        else
            readRecording(state, &loaded);
        Interpretation interpretation;
        if (loaded.ok && !state->cancelled) {
            // A pure function of the trace, built once, here: the window only has to show it.
            state->interpreting = true;
            interpretation = Interpretation(loaded.recording.trace);
        }
        if (state->cancelled)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, loaded = std::move(loaded), interpretation] {
                if (m_state->cancelled)
                    return;
                m_traffic = loaded.traffic;
                Q_EMIT finished(loaded.ok, loaded.recording, interpretation, loaded.error);
            },
            Qt::QueuedConnection);
    }));
    // A discarded loader goes once its thread is done (queued: it runs after discard()).
    connect(m_thread.get(), &QThread::finished, this, [this] {
        if (m_discarded)
            deleteLater();
    });
    m_thread->start();
}

void RecordingLoader::cancel()
{
    m_state->cancelled = true;
}

void RecordingLoader::discard()
{
    cancel();
    m_discarded = true;
    if (!m_thread || m_thread->isFinished())
        deleteLater();
}

double RecordingLoader::fractionRead() const
{
    return std::clamp(static_cast<double>(m_state->done) / static_cast<double>(m_state->total), 0.0, 1.0);
}

double RecordingLoader::fractionInterpreted() const
{
    const qint64 total = m_state->keysTotal;
    return total > 0 ? std::clamp(static_cast<double>(m_state->keysDone) / static_cast<double>(total), 0.0, 1.0) : -1.0;
}

}  // namespace locklab
