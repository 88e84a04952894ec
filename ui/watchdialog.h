// SPDX-License-Identifier: MIT
#pragma once

#include "core/recording.h"
#include "core/trafficresult.h"

#include <QDialog>
#include <QTimer>

#include <memory>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace locklab {

class RedisWatch;

// Backend ▸ Watch a Redis…: where to watch and what, a plain warning about MONITOR's cost, then
// Start / Stop. While it runs, the window follows the growing trace; after Stop it is a recording
// like any other (step, breakpoints, F8, save).
class WatchDialog : public QDialog {
    Q_OBJECT
public:
    explicit WatchDialog(QWidget *parent = nullptr);
    ~WatchDialog() override;

    bool isWatching() const;
    // Tests drive it without clicking.
    QLineEdit *urlEdit() const { return m_url; }
    QLineEdit *keysEdit() const { return m_keys; }
    QDoubleSpinBox *durationBox() const { return m_duration; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QLabel *statusLabel() const { return m_status; }
    // The lock keys of the last snapshot, worst first (null before the first).
    std::shared_ptr<const TrafficResult> lastResult() const { return m_result; }

signals:
    // A watch has begun (its first snapshot comes later).
    void started();
    // A snapshot of the watched traffic (`finished`: the watch has ended).
    void traceChanged(const Recording &recording, bool finished);

private:
    void start();
    void stop();
    void publish(bool finished);
    void ended();

    QLineEdit *m_url = nullptr;
    QLineEdit *m_keys = nullptr;
    QLineEdit *m_storeKeys = nullptr;
    QLineEdit *m_fenceKey = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QCheckBox *m_expiry = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_status = nullptr;
    std::unique_ptr<RedisWatch> m_watch;
    QTimer m_follow;
    qsizetype m_shownEvents = -1;
    std::shared_ptr<const TrafficResult> m_result;
};

}  // namespace locklab
