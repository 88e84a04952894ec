// SPDX-License-Identifier: MIT
#pragma once

#include "core/datastore.h"

#include <QByteArray>
#include <QString>

namespace locklab {

// The protected data in a plain file, overwritten in place. A file cannot compare a fencing token
// with anything, so every write lands: the article's "a file or an external API that cannot compare
// tokens cannot be protected this way". The fence a write carries is written into the file too,
// which shows that carrying it is not the same as checking it.
class FileStore final : public DataStore {
public:
    FileStore(Scheduler &scheduler, Micros roundTrip);

    // `path` empty: the file's bytes live in memory; else that file, created (and emptied) now.
    bool open(const QString &path, QString *error);
    Reply apply(const Request &request) override;
    QString value() const override { return m_value; }
    qint64 fence() const override { return m_fence; }
    QString path() const { return m_path; }

private:
    QString m_path;
    QString m_value;
    qint64 m_fence = 0;
};

}  // namespace locklab
