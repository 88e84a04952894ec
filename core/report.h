// SPDX-License-Identifier: MIT
#pragma once

#include "summary.h"

#include <QJsonArray>
#include <QJsonObject>

namespace locklab {

QJsonObject policiesToJson(const Policies &policies);
QJsonObject traceEventToJson(const Trace &trace, const TraceEvent &event);
QJsonArray traceToJson(const Trace &trace);

// `locklab run --json`: {"scenario", "policies", "summary", "trace", ...}.
QJsonObject runToJson(const Scenario &scenario, const Trace &trace, const Summary &summary);
// The readable report: the events one per line, then the summary.
QString runReport(const Scenario &scenario, const Trace &trace, const Summary &summary);
QString summaryText(const Trace &trace, const Summary &summary);
// The store a run wrote to and what it compares with each write, in the user's language.
QString storeDescription(const Trace &trace);

}  // namespace locklab
