// SPDX-License-Identifier: MIT
#pragma once

#include "core/recording.h"

class QIODevice;

namespace locklab {

// The compact recording (`.locklab`, docs/recordings.md): a text line naming the format, then one
// zstd stream of the JSON header and every event as a few varints, strings interned once. Both
// directions stream: neither holds the encoded file in memory.
const QByteArray &compactRecordingMagic();
bool writeCompactRecording(QIODevice *device, const Recording &recording, const RecordingProgress &progress,
                           QString *error);
// A refusal names the file in `error` (its toString() is the one line to show).
bool readCompactRecording(QIODevice *device, const QString &fileLabel, Recording *out, LoadError *error,
                          const RecordingReadOptions &options);

}  // namespace locklab
