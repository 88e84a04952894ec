// SPDX-License-Identifier: MIT
#include "recordingloader.h"

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

void RecordingLoader::start()
{
    if (m_thread)
        return;
    m_thread.reset(QThread::create([this, state = m_state] {
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
        Recording recording;
        QString error;
        const bool ok = loadRecording(m_path, &recording, &error, options);
        Interpretation interpretation;
        if (ok && !state->cancelled) {
            // A pure function of the trace, built once, here: the window only has to show it.
            state->interpreting = true;
            interpretation = Interpretation(recording.trace);
        }
        if (state->cancelled)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, ok, recording = std::move(recording), interpretation, error] {
                if (!m_state->cancelled)
                    Q_EMIT finished(ok, recording, interpretation, error);
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

}  // namespace locklab
