// SPDX-License-Identifier: MIT
#include "cli.h"

#include "builtins.h"
#include "report.h"
#include "seedlab.h"
#include "simulation.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

namespace locklab::cli {

static QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

static QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

QString usage()
{
    return QStringLiteral(
        "usage: locklab                      open the desktop lab (embedded simulator)\n"
        "       locklab list                 the built-in scenarios\n"
        "       locklab run SCENARIO|FILE.json [--release naive|token] [--fencing on|off]\n"
        "                   [--heartbeat on|off] [--seed N] [--json]\n"
        "       locklab run seed-lab         the six experiments of the article, one line each\n");
}

int list()
{
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError e;
        if (loadBuiltinScenario(name, &s, &e))
            out() << name.leftJustified(22) << s.title << '\n';
    }
    out() << QStringLiteral("seed-lab").leftJustified(22) << "The article's six experiments in order\n";
    out().flush();
    return Ok;
}

namespace {

struct RunOptions {
    std::optional<ReleaseMode> release;
    std::optional<bool> fencing;
    std::optional<bool> heartbeat;
    quint64 seed = 1;
    bool json = false;

    Policies apply(Policies p) const
    {
        if (release)
            p.release = *release;
        if (fencing)
            p.fencing = *fencing;
        if (heartbeat)
            p.heartbeat.enabled = *heartbeat;
        return p;
    }
};

bool onOff(const QString &option, const QString &value, std::optional<bool> *out, QString *error)
{
    if (value == QStringLiteral("on") || value == QStringLiteral("off")) {
        *out = value == QStringLiteral("on");
        return true;
    }
    *error = QStringLiteral("--%1: expected on or off, got \"%2\"").arg(option, value);
    return false;
}

int runSeedLab(const RunOptions &options)
{
    QJsonArray results;
    int number = 0;
    for (const QString &name : seedLabScenarioNames()) {
        ++number;
        Scenario scenario;
        LoadError error;
        if (!loadBuiltinScenario(name, &scenario, &error)) {
            err() << "locklab: " << error.toString() << '\n';
            return BadInput;
        }
        const Trace trace = simulate(scenario, options.apply(scenario.policies), options.seed);
        const Summary summary = summarize(trace);
        const LabResult lab = labResult(number, scenario, trace, summary);
        if (options.json) {
            QJsonObject o{{QStringLiteral("experiment"), number},
                          {QStringLiteral("scenario"), name},
                          {QStringLiteral("title"), scenario.title},
                          {QStringLiteral("lines"), QJsonArray::fromStringList(lab.lines)},
                          {QStringLiteral("facts"), lab.facts},
                          {QStringLiteral("policies"), policiesToJson(trace.policies)},
                          {QStringLiteral("summary"), summaryToJson(trace, summary)}};
            results.append(o);
        } else {
            for (const QString &line : lab.lines)
                out() << line << '\n';
        }
    }
    if (options.json)
        out() << QJsonDocument(results).toJson(QJsonDocument::Indented);
    out().flush();
    return Ok;
}

} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption release(QStringLiteral("release"), QStringLiteral("naive or token"), QStringLiteral("mode"));
    const QCommandLineOption fencing(QStringLiteral("fencing"), QStringLiteral("on or off"), QStringLiteral("on|off"));
    const QCommandLineOption heartbeat(QStringLiteral("heartbeat"), QStringLiteral("on or off"), QStringLiteral("on|off"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("random seed"), QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("print the run as JSON"));
    parser.addOptions({release, fencing, heartbeat, seed, json});
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("built-in name or JSON file"));
    if (!parser.parse(arguments)) {
        err() << "locklab run: " << parser.errorText() << '\n' << usage();
        return BadInput;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "locklab run: expected exactly one scenario name or file\n" << usage();
        return BadInput;
    }

    RunOptions options;
    QString error;
    options.json = parser.isSet(json);
    if (parser.isSet(release)) {
        const QString mode = parser.value(release);
        if (mode != QStringLiteral("naive") && mode != QStringLiteral("token")) {
            err() << "locklab run: --release: expected naive or token, got \"" << mode << "\"\n";
            return BadInput;
        }
        options.release = mode == QStringLiteral("naive") ? ReleaseMode::Naive : ReleaseMode::Token;
    }
    if ((parser.isSet(fencing) && !onOff(QStringLiteral("fencing"), parser.value(fencing), &options.fencing, &error))
        || (parser.isSet(heartbeat) && !onOff(QStringLiteral("heartbeat"), parser.value(heartbeat), &options.heartbeat, &error))) {
        err() << "locklab run: " << error << '\n';
        return BadInput;
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        options.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            err() << "locklab run: --seed: expected a non-negative integer, got \"" << parser.value(seed) << "\"\n";
            return BadInput;
        }
    }

    if (positional.first() == QStringLiteral("seed-lab"))
        return runSeedLab(options);

    Scenario scenario;
    LoadError loadError;
    if (!resolveScenario(positional.first(), &scenario, &loadError)) {
        err() << loadError.toString() << '\n';
        err().flush();
        return BadInput;
    }
    const Trace trace = simulate(scenario, options.apply(scenario.policies), options.seed);
    const Summary summary = summarize(trace);
    if (options.json)
        out() << QJsonDocument(runToJson(scenario, trace, summary)).toJson(QJsonDocument::Indented);
    else
        out() << runReport(scenario, trace, summary);
    out().flush();
    return Ok;
}

} // namespace locklab::cli
