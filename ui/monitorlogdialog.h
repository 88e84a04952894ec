// SPDX-License-Identifier: MIT
#pragma once

#include "core/trafficinterpreter.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace locklab {

// File ▸ Import MONITOR Log's options: which keys are locks (globs; empty: found by their
// SET … NX with an expiry), the store's keys, the fence key and the database, as `locklab import`'s
// --keys, --store-keys and --fence-key say them; and the database followed.
class MonitorLogDialog : public QDialog {
    Q_OBJECT
public:
    explicit MonitorLogDialog(const QString &path, QWidget *parent = nullptr);

    TrafficOptions options() const;
    void setOptions(const TrafficOptions &options);
    QLineEdit *keysEdit() const { return m_keys; }
    QLineEdit *storeKeysEdit() const { return m_storeKeys; }
    QLineEdit *fenceKeyEdit() const { return m_fenceKey; }
    QSpinBox *databaseBox() const { return m_db; }
    QLabel *errorLabel() const { return m_error; }

    // Opens only with globs that can be matched: else says why, as `locklab import` does, and stays.
    void accept() override;

private:
    QString m_path;
    QLineEdit *m_keys = nullptr;
    QLineEdit *m_storeKeys = nullptr;
    QLineEdit *m_fenceKey = nullptr;
    QSpinBox *m_db = nullptr;
    QLabel *m_error = nullptr;
};

}  // namespace locklab
