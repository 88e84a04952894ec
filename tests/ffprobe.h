// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

// ffprobe's view of a video's first stream: width, height, codec_name, nb_read_frames; empty when
// ffprobe is missing or cannot read the file.
inline QJsonObject probeVideo(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("ffprobe"),
            {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-select_streams"), QStringLiteral("v:0"),
             QStringLiteral("-count_frames"), QStringLiteral("-show_entries"),
             QStringLiteral("stream=width,height,codec_name,nb_read_frames"), QStringLiteral("-of"),
             QStringLiteral("json"), path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return QJsonDocument::fromJson(p.readAllStandardOutput())
        .object()
        .value(QStringLiteral("streams"))
        .toArray()
        .first()
        .toObject();
}
