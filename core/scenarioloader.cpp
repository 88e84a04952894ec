// SPDX-License-Identifier: MIT
#include "core/scenarioloader.h"

#include "core/coretr.h"
#include "core/jsonnode.h"
#include "core/scenarioformat.h"
#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace locklab {

QString LoadError::toString() const
{
    // One line, whatever the file name or a message quoted from the file holds.
    QString s = printable(file);
    if (line > 0)
        s += u':' + QString::number(line) + u':' + QString::number(column);
    s += QStringLiteral(": ");
    if (!path.isEmpty())
        s += printable(path) + QStringLiteral(": ");
    return s + printable(message);
}

bool parseScenario(const QByteArray &json, const QString &fileLabel, Scenario *out, LoadError *error)
{
    JsonNode root;
    JsonParseError parseError;
    if (!parseJson(json, &root, &parseError)) {
        if (error)
            *error = LoadError{fileLabel, parseError.line, parseError.column, QString(), parseError.message};
        return false;
    }
    Scenario s;
    format::Reader reader(fileLabel, error);
    format::Context context;
    if (!reader.read(root, QString(), format::scenarioTable(), &s, context) || !format::checkRedlock(reader, root, s))
        return false;
    if (s.name.isEmpty())
        s.name = QFileInfo(fileLabel).completeBaseName().section(u'.', 0, 0).toLower();
    if (s.title.isEmpty())
        s.title = s.name;
    s.sourcePath = fileLabel;
    s.source = json;
    *out = std::move(s);
    return true;
}

bool loadScenarioFile(const QString &path, Scenario *out, LoadError *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = LoadError{path, 0, 0, QString(), FormatTr::tr("cannot read the file: %1").arg(file.errorString())};
        return false;
    }
    QByteArray json;
    if (file.size() > limits::maxFileBytes || !readBounded(&file, limits::maxFileBytes, &json)) {
        if (error)
            *error = LoadError{path, 0, 0, QString(),
                               FormatTr::tr("file is larger than %1 MiB").arg(limits::maxFileBytes / (1024 * 1024))};
        return false;
    }
    return parseScenario(json, path, out, error);
}

bool readBounded(QIODevice *device, qint64 maxBytes, QByteArray *out)
{
    out->clear();
    for (;;) {
        const QByteArray part = device->read(std::min<qint64>(maxBytes + 1 - out->size(), 1 << 20));
        if (part.isEmpty())
            return true;  // the end (a read error is the parser's "unexpected end")
        out->append(part);
        if (out->size() > maxBytes)
            return false;
    }
}

}  // namespace locklab
