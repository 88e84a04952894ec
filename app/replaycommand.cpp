// SPDX-License-Identifier: MIT
// `locklab replay`: the report of a recorded run, from the recording alone.
#include "cli.h"

#include "recording.h"
#include "report.h"
#include "scenarioloader.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

namespace locklab::cli {

int replay(const QStringList &arguments)
{
    QTextStream out(stdout), err(stderr);
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("print the run as JSON"));
    const QCommandLineOption jsonl(QStringLiteral("jsonl"), QStringLiteral("print the history as JSON lines"));
    parser.addOptions({json, jsonl});
    parser.addPositionalArgument(QStringLiteral("recording"), QStringLiteral("a .locklab.json file"));
    if (printHelpIfAsked(QStringLiteral("replay"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        err << "locklab replay: "
            << (parser.errorText().isEmpty() ? QStringLiteral("expected one recording file") : parser.errorText())
            << "\nusage: locklab replay FILE.locklab.json [--json | --jsonl]\n";
        return BadInput;
    }
    Recording recording;
    QString error;
    if (!loadRecording(parser.positionalArguments().first(), &recording, &error)) {
        err << error << '\n';
        return BadInput;
    }
    // The embedded scenario gives the title; the trace alone is enough for everything else.
    Scenario scenario;
    LoadError ignored;
    if (!parseScenario(recording.scenarioJson, recording.trace.scenario, &scenario, &ignored))
        scenario.title = QStringLiteral("(recorded run)");
    scenario.name = recording.trace.scenario;
    const Summary summary = summarize(recording.trace);
    if (parser.isSet(jsonl)) {
        out << QString::fromUtf8(traceToJsonLines(recording.trace));
    } else if (parser.isSet(json)) {
        QJsonObject o = runToJson(scenario, recording.trace, summary);
        o.insert(QStringLiteral("redisVersion"), recording.redisVersion);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        if (!recording.redisVersion.isEmpty())
            out << "recorded against Redis " << recording.redisVersion << '\n';
        out << runReport(scenario, recording.trace, summary);
    }
    return Ok;
}

}  // namespace locklab::cli
