// SPDX-License-Identifier: MIT
#pragma once

#include "core/formattable.h"
#include "core/runlimits.h"
#include "core/scenario.h"
#include "core/scenarioloader.h"
#include "core/trace.h"

#include <QByteArray>
#include <QJsonObject>

#include <functional>

class QIODevice;

namespace locklab {

// A run saved as `.locklab.json`: the scenario it ran, how it ran, and the whole trace, exact to
// the microsecond, so that it reopens as recorded on any machine, with or without Redis.
struct Recording {
    QByteArray scenarioJson;  // the scenario file as it was run
    QString redisVersion;     // live runs: the server's version; empty on the embedded backend
    Trace trace;              // carries backend, policies, seed, time scale and every event
    // Watched traffic of several lock keys: every other lock key's own trace (`trace` is the one
    // the recording opens on). Each shares the header of `trace` and has its own lock key, TTL,
    // policies, lanes and events.
    QList<Trace> keys;
    // The keys of that traffic taken once and never released (not locks), in the order first seen:
    // listed apart, as the Lock keys panel and the report list them.
    QStringList deduplicationKeys;
};

// Long reads and writes report how far they are (events or bytes done of total) now and then; a
// callback that returns false cancels the work, and the call then fails.
using RecordingProgress = std::function<bool(qint64 done, qint64 total)>;

struct RecordingReadOptions {
    RecordingProgress progress;
    // A recording holds at most what a run may (the defaults are the documented 20 M events and
    // 1 GiB): more events announced, or a trace heavier than this as it is read, is refused
    // (LoadError::limitReached) before it is held.
    RunLimits limits;
    // A compact recording streams in: `prefix` gets the recording read so far (the header and the
    // events up to there), on the reading thread, after `firstPrefix` events and then each time
    // four times as many while that is at most a quarter of the events the recording announces. A
    // window shows each prefix while it interprets the whole run: a prefix near the whole (4 M of
    // 10 M events) was that peak's largest part after the run itself. The copy shares the events
    // (EventList). A JSON recording is parsed whole and never calls it.
    std::function<void(const Recording &sofar)> prefix;
    qint64 firstPrefix = 1 << 20;
};

// Two encodings of the same content: `.locklab.json`, one JSON document (readable, diffable), and
// the compact `.locklab`, a zstd stream of binary events (docs/recordings.md) for long runs.
// Saving picks by the file name; loading by the file's first bytes.
enum class RecordingFormat : quint8 { Json, Compact };
RecordingFormat recordingFormatFor(const QString &path);

QByteArray writeRecording(const Recording &recording);  // the JSON encoding
bool saveRecording(const QString &path, const Recording &recording, QString *error,
                   const RecordingProgress &progress = {});
// Errors are one line like a scenario's, `FILE:LINE:COL: path: message`, e.g.
// "run.locklab.json:40:12: events[12].k: expected one of "sent", ..., got "x"" (a compact
// recording's name the event by its index: "run.locklab: events[12]: unknown command 40").
bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, LoadError *error,
                   const RunLimits &limits = {});
bool loadRecording(const QString &path, Recording *out, LoadError *error, const RecordingReadOptions &options = {});
// The same, with the error as its one line.
bool readRecording(const QByteArray &json, const QString &fileLabel, Recording *out, QString *error);
bool loadRecording(const QString &path, Recording *out, QString *error, const RecordingReadOptions &options = {});
// Whether a file given to the app is a recording rather than a scenario: by its name
// (`.locklab.json`, `.locklab`: the MIME globs), else by the compact encoding's first line or a
// top-level "format". A file that cannot be read or parsed is not one: the scenario loader then
// says what is wrong with it.
bool isRecordingFile(const QString &path);

// Everything but the events, as a JSON recording with an empty "events" (the compact encoding
// carries it as its first record, and reads it back with readRecording). The other lock keys of
// watched traffic are in its "keys", with their events, unless left out: the compact encoding's
// version 2 writes each key's header and events after the recording's own (docs/recordings.md),
// so that its header stays the size of a scenario however many keys were watched.
enum class RecordingKeys : quint8 { Included, LeftOut };
QJsonObject recordingHeaderToJson(const Recording &recording, RecordingKeys keys = RecordingKeys::Included);
// One other lock key's own fields (lock key, TTL, policies, lanes, observedUntil) with an empty
// "events", and back: `header` is the recording's trace the key shares everything else with.
QJsonObject recordingKeyHeaderToJson(const Trace &key);
bool readRecordingKeyHeader(const QByteArray &json, const QString &fileLabel, const Trace &header, Trace *out,
                            LoadError *error);

namespace format {
// The recording format's tables (core/recording.cpp), as the scenario's are in scenarioformat.h.
const Table<Recording> &recordingTable();
const Table<TraceEvent> &eventTable();
}  // namespace format

// The history as JSON lines: one event per line, as in `locklab run --json`'s trace array.
QByteArray traceToJsonLines(const Trace &trace);
// The same, written a line at a time; false as soon as a write fails (a closed pipe).
bool writeTraceJsonLines(QIODevice &out, const Trace &trace);

}  // namespace locklab
