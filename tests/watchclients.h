// SPDX-License-Identifier: MIT
#pragma once

// Real third-party clients under `locklab watch`, for tst_watch (one server) and tst_clusterwatch
// (a cluster): each client is a process that prints what its library answered, one JSON object a
// line; the watch's --json is read back the same way.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <memory>

namespace locklab::test {

inline QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &l : out.split('\n')) {
        if (!l.trimmed().isEmpty())
            lines.append(QJsonDocument::fromJson(l).object());
    }
    return lines;
}

// A client process; the destructor kills it if the test left early.
struct Client {
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    Client(const QString &program, const QStringList &args)
    {
        process->setProcessChannelMode(QProcess::SeparateChannels);
        process->start(program, args);
    }
    ~Client()
    {
        if (process->state() != QProcess::NotRunning) {
            process->kill();
            process->waitForFinished(2000);
        }
    }
    Client(const Client &) = delete;
    Client &operator=(const Client &) = delete;
    QList<QJsonObject> finish(int timeoutMs = 15000)
    {
        if (!process->waitForFinished(timeoutMs))
            return {};
        const QByteArray err = process->readAllStandardError();
        if (!err.isEmpty())
            qWarning("client stderr: %s", err.constData());
        return jsonLines(process->readAllStandardOutput());
    }
};

inline QJsonArray summaryList(const QJsonObject &run, const char *field)
{
    return run.value(QStringLiteral("summary")).toObject().value(QLatin1String(field)).toArray();
}

// The inferred replies of one lane, in order: "SET OK", "compare-and-delete 0", …
inline QStringList repliesOf(const QJsonObject &run, const QString &lane)
{
    QStringList out;
    for (const QJsonValue &v : run.value(QStringLiteral("trace")).toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(QStringLiteral("kind")).toString() == QStringLiteral("reply")
            && e.value(QStringLiteral("worker")).toString() == lane)
            out << e.value(QStringLiteral("op")).toString() + u' ' + e.value(QStringLiteral("reply")).toString();
    }
    return out;
}

}  // namespace locklab::test
