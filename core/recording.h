// SPDX-License-Identifier: MIT
#pragma once

#include "formattable.h"
#include "scenario.h"
#include "scenarioloader.h"
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
// Errors are one line like a scenario's, `FILE:LINE:COL: path: message`, e.g.
// "run.locklab.json:40:12: events[12].k: expected one of "sent", ..., got "x"".
bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, LoadError *error);
bool loadRecording(const QString &path, Recording *out, LoadError *error);
// The same, with the error as its one line.
bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, QString *error);
bool loadRecording(const QString &path, Recording *out, QString *error);
// Whether a file given to the app is a recording rather than a scenario: by its name
// (`.locklab.json`, the MIME glob), else by its top-level "format". A file that cannot be read or
// parsed is not one: the scenario loader then says what is wrong with it.
bool isRecordingFile(const QString &path);

namespace format {
// The recording format's tables (core/recording.cpp), as the scenario's are in scenarioformat.h.
const Table<Recording> &recordingTable();
const Table<TraceEvent> &eventTable();
}  // namespace format

// The history as JSON lines: one event per line, as in `locklab run --json`'s trace array.
QByteArray traceToJsonLines(const Trace &trace);

}  // namespace locklab
