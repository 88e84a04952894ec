// SPDX-License-Identifier: MIT
#include "core/scenariowriter.h"

#include "core/scenarioformat.h"

#include <QSaveFile>

namespace locklab {

QByteArray writeScenario(const Scenario &s)
{
    format::Context context;
    for (const WorkerSpec &w : s.workers)
        context.workers << w.name;
    const QStringList top = format::fieldTexts(format::scenarioTable(), s, context, true);
    return (QStringLiteral("{\n  ") + top.join(QStringLiteral(",\n  ")) + QStringLiteral("\n}\n")).toUtf8();
}

bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(writeScenario(scenario));
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace locklab
