// SPDX-License-Identifier: MIT
#pragma once

#include "core/eventlist.h"

#include <QString>

#include <memory>

class QFile;

namespace locklab {

// A temporary file in `directory` (the system's when empty) whose name is gone as soon as it is open:
// nothing is left behind, however the process ends (Ctrl+C, a kill, a crash). Read and written
// unbuffered. Null, with *error, when it cannot be made.
std::unique_ptr<QFile> openUnnamedFile(const QString &directory, const QString &pattern, QString *error);

// The older events of many traces, out of memory: a temporary file of chunks, each a run of one
// trace's events, every chunk naming the one before it of the same trace. An import of 100,000 lock
// keys keeps only each key's latest events in memory while it reads (issue 25, item 7: a 10 M-line
// capture held 4.8 GB of events to the end), and the report reads each key back whole, one at a
// time. The file has no name from the start: nothing is left behind, however the process ends.
class EventSpill {
public:
    // A chain of chunks: where its last one starts (-1: none yet), and the events in all of them.
    struct Chain {
        qint64 last = -1;
        quint32 lastBytes = 0;  // its size, header and events
        qsizetype events = 0;
    };

    // In `directory` (the system's temporary directory when empty); isOpen() says whether it could be made.
    explicit EventSpill(const QString &directory = {});
    ~EventSpill();
    EventSpill(const EventSpill &) = delete;
    EventSpill &operator=(const EventSpill &) = delete;

    bool isOpen() const;
    QString error() const { return m_error; }  // why the file could not be made or written
    QString readError() const { return m_readError; }
    // Events [from, to) of `events` become the next chunk of `chain`. They are written a megabyte of
    // chunks at a time; when the file cannot take them (a full disk), error() says why, the chunks
    // not written stay in memory (nothing is lost), and append refuses from then on (false).
    bool append(Chain *chain, const EventList &events, qsizetype from, qsizetype to);
    // Every event of `chain`, in order, appended to `out`. False, with readError(), if the file cannot be read.
    bool read(const Chain &chain, EventList *out) const;
    qint64 bytesWritten() const { return m_end; }

private:
    bool flush();

    // The file (its name already removed), read and written a chunk at a time, unbuffered: a read is of one chunk,
    // where a buffered one read 16 KB ahead (a report reads 100,000 keys' chunks back at random).
    std::unique_ptr<QFile> m_file;
    qint64 m_written = 0;  // the file's size
    QByteArray m_pending;  // the chunks after it, not yet written
    qint64 m_end = 0;      // m_written and m_pending
    QString m_error;
    mutable QString m_readError;
};

}  // namespace locklab
