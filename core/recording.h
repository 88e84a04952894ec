// SPDX-License-Identifier: MIT
#pragma once

#include "scenario.h"
#include "trace.h"

#include <QByteArray>
#include <QJsonObject>

#include <functional>

namespace locklab {

// A run saved as `.locklab.json`: the scenario it ran, how it ran, and the whole trace, exact to
// the microsecond, so that it reopens as recorded on any machine, with or without Redis.
struct Recording {
    QByteArray scenarioJson;  // the scenario file as it was run
    QString redisVersion;     // live runs: the server's version; empty on the embedded backend
    Trace trace;              // carries backend, policies, seed, time scale and every event
};

// Long reads and writes report how far they are (events or bytes done of total) now and then; a
// callback that returns false cancels the work, and the call then fails.
using RecordingProgress = std::function<bool(qint64 done, qint64 total)>;

struct RecordingReadOptions {
    RecordingProgress progress;
    qint64 maxEvents = -1;  // refuse a recording with more events than this (-1: no limit)
};

// Two encodings of the same content: `.locklab.json`, one JSON document (readable, diffable), and
// the compact `.locklab`, a zstd stream of binary events (docs/recordings.md) for long runs.
// Saving picks by the file name; loading by the file's first bytes.
enum class RecordingFormat : quint8 { Json, Compact };
RecordingFormat recordingFormatFor(const QString &path);

QByteArray writeRecording(const Recording &recording);  // the JSON encoding
bool saveRecording(const QString &path, const Recording &recording, QString *error,
                   const RecordingProgress &progress = {});
// Errors name the file and the field, e.g. "run.locklab.json: events[12].k: unknown event kind \"x\"".
bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, QString *error);
bool loadRecording(const QString &path, Recording *out, QString *error, const RecordingReadOptions &options = {});

// Everything but the events, as both encodings carry it (the compact one as its first record).
QJsonObject recordingHeaderToJson(const Recording &recording);
bool recordingHeaderFromJson(const QJsonObject &header, const QString &fileLabel, Recording *out, QString *error);

// The history as JSON lines: one event per line, as in `locklab run --json`'s trace array.
QByteArray traceToJsonLines(const Trace &trace);

}  // namespace locklab
