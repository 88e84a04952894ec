// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace locklab {

// What this binary is and what it was built with: for `locklab --version` and the About dialog.
struct BuildInfo {
    QString version;    // LockLab's, from CMake's project(VERSION)
    QString qtBuilt;    // the Qt it was compiled against
    QString qtRunning;  // the Qt it runs on (qVersion())
    QString qcoro;
    QString hiredis;
};

BuildInfo buildInfo();

// "LockLab 0.1.0 (Qt 6.4.2, QCoro 0.8.0, hiredis 0.14.1)"
QString versionLine();

}  // namespace locklab
