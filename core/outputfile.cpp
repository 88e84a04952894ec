// SPDX-License-Identifier: MIT
#include "core/outputfile.h"

#include "core/coretr.h"
#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace locklab {

namespace {

QString failed(const QString &path, const QString &why)
{
    return printable(path) + QStringLiteral(": ") + OutputFileTr::tr("cannot write: %1").arg(why);
}

}  // namespace

// What the writers write to. Each byte handed over goes straight on to the file (unbuffered) and
// is checked there: a write that stops part of the way (a full disk, a file size limit) is seen,
// whatever the writer does with the result. Buffered, QSaveFile drops what did not fit when it
// flushes, and commits the rest as if it were whole; QSvgGenerator ignores write errors altogether.
class CheckedWriter : public QIODevice {
public:
    explicit CheckedWriter(QFileDevice *target)
        : m_target(target)
    {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    bool failed() const { return !m_why.isEmpty(); }
    QString why() const { return m_why; }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        if (failed())
            return -1;
        qint64 done = 0;
        // A short write is retried once for the rest: the second one says why it stopped.
        for (int attempt = 0; attempt < 2 && done < size; ++attempt) {
            const qint64 written = m_target->write(data + done, size - done);
            if (written < 0)
                break;
            done += written;
        }
        if (done == size)
            return size;
        m_why = m_target->errorString();
        if (m_why.isEmpty() || m_target->error() == QFileDevice::NoError)
            m_why = QString::fromLocal8Bit(std::strerror(EIO));
        return -1;
    }

private:
    QFileDevice *m_target;
    QString m_why;
};

OutputFile::OutputFile(const QString &path)
    : m_path(path)
{}

OutputFile::~OutputFile()
{
    m_writer.reset();
    if (m_atomic && m_file)
        static_cast<QSaveFile *>(m_file.get())->cancelWriting();
}

QIODevice *OutputFile::device() const
{
    return m_writer.get();
}

bool OutputFile::fail(const QString &why, QString *error)
{
    if (error)
        *error = failed(m_path, why);
    m_writer.reset();
    if (m_atomic && m_file)
        static_cast<QSaveFile *>(m_file.get())->cancelWriting();  // the target stays as it was
    m_file.reset();
    m_atomic = false;
    return false;
}

bool OutputFile::check(const QString &path, QString *error)
{
    if (path == QStringLiteral("-"))
        return true;
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        const int code = errno;
        // A new path: its folder must exist (a long run is not worth a typo in it).
        if (code == ENOENT && QFileInfo(path).absoluteDir().exists())
            return true;
        if (error)
            *error = failed(path, QString::fromLocal8Bit(std::strerror(code)));
        return false;
    }
    if (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))
        return true;
    if (error) {
        const QString what = S_ISDIR(st.st_mode)    ? OutputFileTr::tr("a directory")
                             : S_ISCHR(st.st_mode)  ? OutputFileTr::tr("a character device")
                             : S_ISBLK(st.st_mode)  ? OutputFileTr::tr("a block device")
                             : S_ISSOCK(st.st_mode) ? OutputFileTr::tr("a socket")
                                                    : OutputFileTr::tr("not a file");
        *error = printable(path) + QStringLiteral(": ")
                 + OutputFileTr::tr("%1, not a regular file: LockLab writes to a file, a FIFO or - (standard output)")
                       .arg(what);
    }
    return false;
}

bool OutputFile::open(QString *error)
{
    if (!check(m_path, error))
        return false;
    struct stat st = {};
    const bool fifo = ::stat(QFile::encodeName(m_path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
    bool opened = false;
    if (m_path == QStringLiteral("-")) {
        auto out = std::make_unique<QFile>();
        opened = out->open(STDOUT_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle);
        m_file = std::move(out);
    } else if (fifo) {
        m_file = std::make_unique<QFile>(m_path);
        opened = m_file->open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    } else {
        m_file = std::make_unique<QSaveFile>(m_path);
        opened = m_file->open(QIODevice::WriteOnly | QIODevice::Unbuffered);
        m_atomic = opened;
    }
    if (!opened)
        return fail(m_file->errorString(), error);
    m_writer = std::make_unique<CheckedWriter>(m_file.get());
    return true;
}

bool OutputFile::commit(QString *error)
{
    if (!m_file || !m_writer)
        return false;
    if (m_writer->failed())
        return fail(m_writer->why(), error);
    m_writer.reset();
    if (m_atomic) {
        auto *file = static_cast<QSaveFile *>(m_file.get());
        if (!file->commit())
            return fail(file->errorString(), error);
        m_file.reset();
        m_atomic = false;
        return true;
    }
    const bool ok = m_file->error() == QFileDevice::NoError && m_file->flush();
    if (!ok)
        return fail(m_file->errorString(), error);
    m_file->close();
    m_file.reset();
    return true;
}

}  // namespace locklab
