// SPDX-License-Identifier: MIT
#pragma once

#include "core/jsonstream.h"
#include "core/summary.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

class QTextStream;

namespace locklab {

QJsonObject policiesToJson(const Policies &policies);
QJsonObject traceEventToJson(const Trace &trace, const TraceEvent &event);

// `locklab run --json`: {"scenario", "policies", "summary", "trace", ...}.
QJsonObject runToJson(const Scenario &scenario, const Trace &trace, const Summary &summary);
// The same bytes as QJsonDocument(runToJson(...)).toJson(Indented), written an event at a time:
// a trace of millions of events never exists as one JSON tree (a few KiB per event) in memory.
// `extra` adds fields beside "summary" (replay's "redisVersion"); none of them may be "trace".
// False as soon as a write fails (a closed pipe): the rest is not formatted for nobody.
bool writeRunJson(QIODevice &out, const Scenario &scenario, const Trace &trace, const Summary &summary,
                  const QJsonObject &extra = {});
// The fields of both, for a writer that adds lists of its own (`watch --json`'s "keys").
StreamedObject runJsonFields(const Scenario &scenario, const Trace &trace, const Summary &summary);
// The readable report: the events one per line, then the summary.
QString runReport(const Scenario &scenario, const Trace &trace, const Summary &summary);
// The same, written a line at a time.
// Events: a line per event between the header and the summary, or none (`run --summary`: a long
// run's summary without its millions of lines). Stops listing events once `out` fails to write.
enum class ReportEvents { Each, None };
void writeRunReport(QTextStream &out, const Scenario &scenario, const Trace &trace, const Summary &summary,
                    ReportEvents events = ReportEvents::Each);
QString summaryText(const Trace &trace, const Summary &summary);
// The store a run wrote to and what it compares with each write, in the user's language.
QString storeDescription(const Trace &trace);

}  // namespace locklab
