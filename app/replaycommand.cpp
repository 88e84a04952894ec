// SPDX-License-Identifier: MIT
// `locklab replay`: the report of a recorded run, from the recording alone.
#include "cli.h"

#include "progressline.h"
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
    const QCommandLineOption exportTo(
        QStringLiteral("export"),
        QStringLiteral("write the recording to FILE instead of a report (.locklab.json: JSON, else compact)"),
        QStringLiteral("FILE"));
    parser.addOptions({json, jsonl, exportTo});
    parser.addPositionalArgument(QStringLiteral("recording"), QStringLiteral("a .locklab.json file"));
    if (printHelpIfAsked(QStringLiteral("replay"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        err << "locklab replay: "
            << (parser.errorText().isEmpty() ? QStringLiteral("expected one recording file") : parser.errorText())
            << "\nusage: locklab replay FILE.locklab[.json] [--json | --jsonl | --export OUT.locklab[.json]]\n";
        return BadInput;
    }
    Recording recording;
    QString error;
    {
        ProgressLine progress(QStringLiteral("reading ") + parser.positionalArguments().first());
        RecordingReadOptions options;
        options.progress = std::ref(progress);
        if (!loadRecording(parser.positionalArguments().first(), &recording, &error, options)) {
            err << error << '\n';
            return BadInput;
        }
    }
    if (parser.isSet(exportTo)) {
        ProgressLine progress(QStringLiteral("writing ") + parser.value(exportTo));
        if (!saveRecording(parser.value(exportTo), recording, &error, std::ref(progress))) {
            err << "locklab replay: --export: " << error << '\n';
            return Failure;
        }
        return Ok;
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
        writeRunReport(out, scenario, recording.trace, summary);
    }
    return Ok;
}

}  // namespace locklab::cli
