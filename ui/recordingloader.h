// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"
#include "core/recording.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace locklab {

// Reads one recording on a thread of its own, so that the window stays usable, and hands it
// what is read so far. A compact recording streams in: after `firstPreview` events, and each time
// four times as many while that is at most a quarter of the run (RecordingReadOptions), preview() brings the recording
// read so far with the interpretation of that prefix, built on the reading thread (the prefix is what it is: an overlap
// open at its end runs to its last event). At the end finished() brings the whole recording and its one interpretation,
// or the file's error. After cancel() neither signal comes.
//
// A MONITOR log (setMonitorLog()) is read the same way, under the same limits: every lock key
// through the traffic interpreter, the worst one as the recording's trace and the others in its
// keys, ranked by TrafficResult on the reading thread (no previews: a key's verdict needs all of
// it). A recording of watched traffic gets its TrafficResult too.
class RecordingLoader : public QObject {
    Q_OBJECT
public:
    RecordingLoader(const QString &path, qint64 firstPreview, QObject *parent = nullptr);
    // Cancels and waits for the reading thread (it stops at its next block).
    ~RecordingLoader() override;

    // Before start(): read a MONITOR log with these options; `description` becomes the recording's.
    void setMonitorLog(const TrafficOptions &options, const QString &description);
    bool isMonitorLog() const { return m_monitorLog.has_value(); }
    // The lock keys of watched traffic, worst first; null for a simulated or live run. Set before
    // finished() comes.
    std::shared_ptr<const TrafficResult> traffic() const { return m_traffic; }

    void start();
    void cancel();
    // Cancels and deletes itself once the thread is done, without waiting for it here.
    void discard();
    bool isCancelled() const { return m_state->cancelled; }
    QString path() const { return m_path; }
    // How much of the file is read, 0 to 1; interpreting(): all of it, the interpretation is
    // being built: of a MONITOR log's lock keys, fractionInterpreted() says how far (-1: not known).
    double fractionRead() const;
    bool isInterpreting() const { return m_state->interpreting; }
    double fractionInterpreted() const;

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
        std::atomic<qint64> keysDone{0};  // a MONITOR log's keys interpreted, of keysTotal (0: not known)
        std::atomic<qint64> keysTotal{0};
    };
    struct MonitorLog {
        TrafficOptions options;
        QString description;
    };
    struct Loaded {
        bool ok = false;
        Recording recording;
        std::shared_ptr<const TrafficResult> traffic;
        QString error;
    };
    void readRecording(const std::shared_ptr<State> &state, Loaded *out);
    static void readMonitorLog(const QString &path, const MonitorLog &log, State &state, Loaded *out);

    QString m_path;
    qint64 m_firstPreview;
    std::optional<MonitorLog> m_monitorLog;
    std::shared_ptr<const TrafficResult> m_traffic;
    std::shared_ptr<State> m_state = std::make_shared<State>();
    std::unique_ptr<QThread> m_thread;
    bool m_discarded = false;
};

}  // namespace locklab
