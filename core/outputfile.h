// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <memory>

class QFileDevice;
class QIODevice;

namespace locklab {

class CheckedWriter;

// A file LockLab writes (a recording, a CSV, an image): never half-written, never in place of
// something that is not a file. A regular file or a new path is written to a temporary file beside
// it and renamed over it only once every byte is written (QSaveFile), so a full disk or a failed
// encoder leaves the old file as it was. "-" (standard output) and a FIFO are written straight
// through: a reader is waiting, there is nothing to rename over. Anything else (a directory, a
// device such as /dev/full, a socket) is refused: renaming over it would replace the device node
// with a regular file, as root may.
class OutputFile {
public:
    explicit OutputFile(const QString &path);
    ~OutputFile();  // uncommitted: the temporary file is removed, the target left as it was
    OutputFile(const OutputFile &) = delete;
    OutputFile &operator=(const OutputFile &) = delete;

    // Whether `path` can be a target, without touching it: cheap, so a command asks before a long
    // run. The reason is one line naming the path.
    static bool check(const QString &path, QString *error);
    bool open(QString *error);
    // Every byte written here goes straight to the file, checked: see CheckedWriter in the .cpp.
    QIODevice *device() const;
    // Every write checked and flushed, then the rename: false with the reason, the target as it was.
    bool commit(QString *error);

private:
    bool fail(const QString &why, QString *error);

    QString m_path;
    std::unique_ptr<QFileDevice> m_file;  // a QSaveFile (m_atomic), or a QFile on "-" or a FIFO
    std::unique_ptr<CheckedWriter> m_writer;
    bool m_atomic = false;
};

}  // namespace locklab
