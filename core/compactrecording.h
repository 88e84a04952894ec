// SPDX-License-Identifier: MIT
#pragma once

#include "core/recording.h"

class QIODevice;

namespace locklab {

// The compact recording (`.locklab`, docs/recordings.md): a text line naming the format, then one
// zstd stream of the JSON header and every event as a few varints, strings interned once. Both
// directions stream: neither holds the encoded file in memory.
// The first line of version 1 (every recording without other lock keys is written as version 1,
// which an older LockLab reads); version 2 (watched traffic of several lock keys) differs in its number.
const QByteArray &compactRecordingMagic();
QByteArray compactRecordingMagic(int version);
// The version a file's first bytes announce, if this LockLab reads it (1 or 2); else 0.
int compactRecordingVersion(const QByteArray &head);
bool writeCompactRecording(QIODevice *device, const Recording &recording, const RecordingProgress &progress,
                           QString *error);
// A refusal names the file in `error` (its toString() is the one line to show).
bool readCompactRecording(QIODevice *device, const QString &fileLabel, Recording *out, LoadError *error,
                          const RecordingReadOptions &options);

}  // namespace locklab
