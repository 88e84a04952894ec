// SPDX-License-Identifier: MIT
#include "core/builtins.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

static void initResources()
{
    // The resources live in a static library: make sure they are registered.
    static const bool done = [] {
        Q_INIT_RESOURCE(scenarios);
        return true;
    }();
    Q_UNUSED(done)
}

namespace locklab {

static const QString resourceDir = QStringLiteral(":/scenarios/");

QStringList seedLabScenarioNames()
{
    return {QStringLiteral("mutual-exclusion"), QStringLiteral("wrong-token-release"), QStringLiteral("naive-del"),
            QStringLiteral("token-release"),    QStringLiteral("ttl-overlap"),         QStringLiteral("fencing")};
}

QStringList builtinScenarioNames()
{
    initResources();
    QStringList names = seedLabScenarioNames();
    const QStringList files = QDir(resourceDir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString name = QFileInfo(file).completeBaseName();
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

bool loadBuiltinScenario(const QString &name, Scenario *out, LoadError *error)
{
    initResources();
    QFile file(resourceDir + name + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = LoadError{name, 0, 0, QString(),
                               FormatTr::tr("no built-in scenario of that name and no such file (try "
                                            "`locklab list`)")};
        return false;
    }
    return parseScenario(file.readAll(), name + QStringLiteral(".json"), out, error);
}

// The built-ins' titles and descriptions are in translations/*.ts under "locklab::Scenario"
// (listed by core/CMakeLists.txt); a user's own scenario has no entry and reads as written.
namespace {
// A built-in's text in the installed language. A text with a NUL in it (a key seen in traffic, in
// "Real traffic on …") has no translation, and as a C string it would end at the NUL.
QString translated(const QString &text)
{
    return text.contains(QChar(u'\0')) ? text : ScenarioTr::tr(text.toUtf8().constData());
}
}  // namespace

QString scenarioTitle(const Scenario &scenario)
{
    return translated(scenario.title);
}

QString scenarioDescription(const Scenario &scenario)
{
    return translated(scenario.description);
}

bool resolveScenario(const QString &nameOrPath, Scenario *out, LoadError *error)
{
    if (!nameOrPath.endsWith(QStringLiteral(".json")) && !nameOrPath.contains(u'/'))
        return loadBuiltinScenario(nameOrPath, out, error);
    return loadScenarioFile(nameOrPath, out, error);
}

}  // namespace locklab
