// SPDX-License-Identifier: MIT
#pragma once

#include "scenario.h"
#include "trace.h"

#include <QByteArray>

namespace locklab {

// A run saved as `.locklab.json`: the scenario it ran, how it ran, and the whole trace, exact to
// the microsecond, so that it reopens as recorded on any machine, with or without Redis.
struct Recording {
    QByteArray scenarioJson;  // the scenario file as it was run
    QString redisVersion;     // live runs: the server's version; empty on the embedded backend
    Trace trace;              // carries backend, policies, seed, time scale and every event
};

QByteArray writeRecording(const Recording &recording);
bool saveRecording(const QString &path, const Recording &recording, QString *error);
// Errors name the file and the field, e.g. "run.locklab.json: events[12].k: unknown event kind \"x\"".
bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, QString *error);
bool loadRecording(const QString &path, Recording *out, QString *error);

// The history as JSON lines: one event per line, as in `locklab run --json`'s trace array.
QByteArray traceToJsonLines(const Trace &trace);

}  // namespace locklab
