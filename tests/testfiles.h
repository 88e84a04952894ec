// SPDX-License-Identifier: MIT
#pragma once

// Files of the test's own in a temporary folder: the scenario, recording or capture a case hands to
// the loader, the command line or the window.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace locklab::test {

// Writes `content` to `name` in `dir` and returns its path. A temporary folder that cannot be
// written is the machine's fault, not the code's: the test stops there, saying which file.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!dir.isValid() || !f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// What `path` holds now, or nothing when it cannot be read (yet): a file another process writes.
inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace locklab::test
