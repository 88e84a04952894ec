// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"
#include "core/recording.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace locklab {

// Reads one recording on a thread of its own, so that the window stays usable, and hands it
// what is read so far. A compact recording streams in: after `firstPreview` events, and each time
// four times as many, preview() brings the recording read so far with the interpretation of that
// prefix, built on the reading thread (the prefix is what it is: an overlap open at its end runs
// to its last event). At the end finished() brings the whole recording and its one
// interpretation, or the file's error. After cancel() neither signal comes.
class RecordingLoader : public QObject {
    Q_OBJECT
public:
    RecordingLoader(const QString &path, qint64 firstPreview, QObject *parent = nullptr);
    // Cancels and waits for the reading thread (it stops at its next block).
    ~RecordingLoader() override;

    void start();
    void cancel();
    // Cancels and deletes itself once the thread is done, without waiting for it here.
    void discard();
    bool isCancelled() const { return m_state->cancelled; }
    QString path() const { return m_path; }
    // How much of the file is read, 0 to 1; interpreting(): all of it, the interpretation is
    // being built (it cannot be interrupted, and is quick next to the reading).
    double fractionRead() const;
    bool isInterpreting() const { return m_state->interpreting; }

Q_SIGNALS:
    void preview(const Recording &sofar, const Interpretation &interpretation);
    void finished(bool ok, const Recording &recording, const Interpretation &interpretation, const QString &error);

private:
    // Shared with the thread, which may outlive a loader deleted while it reads (see cancel()).
    struct State {
        std::atomic<qint64> done{0};
        std::atomic<qint64> total{1};
        std::atomic<bool> cancelled{false};
        std::atomic<bool> interpreting{false};
    };
    QString m_path;
    qint64 m_firstPreview;
    std::shared_ptr<State> m_state = std::make_shared<State>();
    std::unique_ptr<QThread> m_thread;
    bool m_discarded = false;
};

}  // namespace locklab
