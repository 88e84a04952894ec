// SPDX-License-Identifier: MIT
#pragma once

#include "core/summary.h"

#include <QJsonObject>
#include <QStringList>

namespace locklab {

// One of the article's six experiments, reduced to the facts it demonstrates.
struct LabResult {
    int number = 0;
    QString scenario;
    QStringList lines;  // the printed line, then any detail lines
    QJsonObject facts;  // the same facts, machine-readable
};

// Reads the facts of experiment `number` (1..6) off a finished run of its scenario.
LabResult labResult(int number, const Scenario &scenario, const Trace &trace, const Summary &summary);

}  // namespace locklab
