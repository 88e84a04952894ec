// SPDX-License-Identifier: MIT
// `locklab replay`: the report of a recorded run, from the recording alone.
#include "cli.h"

#include "core/outputfile.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/scenarioloader.h"
#include "core/terminaltext.h"
#include "core/trafficresult.h"
#include "options.h"
#include "progressline.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

namespace locklab::cli {

namespace {
QString replayUsage()
{
    return OptionsTr::tr("usage: locklab replay FILE.locklab[.json] [--key K] [--summary | --json | --jsonl | "
                         "--export OUT.locklab[.json]]");
}

// `replay --json`'s fields beside the run's: the server's version and, for watched traffic of
// several lock keys, every key as `import --json` gives them.
QJsonObject replayExtras(const Recording &recording)
{
    QJsonObject extras{{QStringLiteral("redisVersion"), recording.redisVersion}};
    if (!recording.keys.isEmpty()) {
        const TrafficResult result(recording);
        extras.insert(QStringLiteral("verdict"), verdictName(result.verdict()));
        extras.insert(QStringLiteral("keysWithViolations"), result.withViolations());
        extras.insert(QStringLiteral("keys"), lockKeysToJson(result));
    }
    return extras;
}

// A recording of watched traffic holds every lock key: --key K opens it on K. False, with *error,
// when it has no such key.
bool chooseLockKey(const QCommandLineParser &parser, const QCommandLineOption &key, Recording &recording,
                   QString *error)
{
    if (!parser.isSet(key) || openOnLockKey(recording, parser.value(key)))
        return true;
    QStringList keys;
    for (const Trace &t : recordedLockKeys(recording))
        keys << printable(t.lockKey);
    *error =
        OptionsTr::tr("--key: the recording has no lock key %1 (it has: %2)")
            .arg(quoted(parser.value(key)), keys.isEmpty() ? QStringLiteral("-") : keys.join(QStringLiteral(", ")));
    return false;
}
}  // namespace

int replay(const QStringList &arguments)
{
    QTextStream out(stdout), err(stderr);
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), OptionsTr::tr("print the run as JSON"));
    const QCommandLineOption jsonl(QStringLiteral("jsonl"), OptionsTr::tr("print the history as JSON lines"));
    const QCommandLineOption exportTo(
        QStringLiteral("export"),
        OptionsTr::tr("write the recording to FILE instead of a report (.locklab.json: JSON, else compact)"),
        QStringLiteral("FILE"));
    const QCommandLineOption summaryOnly(QStringLiteral("summary"),
                                         OptionsTr::tr("print the summary without a line per event"));
    const QCommandLineOption key(QStringLiteral("key"),
                                 OptionsTr::tr("watched traffic: the lock key to show (default: the recorded one)"),
                                 QStringLiteral("K"));
    parser.addOptions({json, jsonl, exportTo, summaryOnly, key});
    parser.addOptions(limitOptions());
    parser.addPositionalArgument(QStringLiteral("recording"), OptionsTr::tr("a .locklab.json file"));
    if (printHelpIfAsked(QStringLiteral("replay"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        err << "locklab replay: "
            << (parser.errorText().isEmpty() ? OptionsTr::tr("expected one recording file") : parser.errorText())
            << '\n'
            << replayUsage() << '\n';
        return BadInput;
    }
    if (parser.isSet(summaryOnly) && (parser.isSet(json) || parser.isSet(jsonl) || parser.isSet(exportTo))) {
        err << "locklab replay: "
            << OptionsTr::tr("--summary is a report's: it cannot be used with --json, --jsonl or --export") << '\n'
            << replayUsage() << '\n';
        return BadInput;
    }
    Recording recording;
    QString error;
    RecordingReadOptions reading;
    if (!parseLimits(parser, &reading.limits, &error)) {
        err << "locklab replay: " << error << '\n';
        return BadInput;
    }
    if (parser.isSet(exportTo) && !OutputFile::check(parser.value(exportTo), &error)) {
        err << "locklab replay: --export: " << error << '\n';
        return BadInput;
    }
    {
        ProgressLine progress(OptionsTr::tr("reading %1").arg(parser.positionalArguments().first()),
                              !parser.isSet(json) && !parser.isSet(jsonl));
        reading.progress = std::ref(progress);
        LoadError loadError;
        if (!loadRecording(parser.positionalArguments().first(), &recording, &loadError, reading)) {
            err << loadError.toString() << '\n';
            // At a run limit: the recording is refused as a run would be stopped there.
            return loadError.limitReached ? LimitReached : BadInput;
        }
    }
    if (!chooseLockKey(parser, key, recording, &error)) {
        err << "locklab replay: " << error << '\n';
        return BadInput;
    }
    if (parser.isSet(exportTo)) {
        ProgressLine progress(OptionsTr::tr("writing %1").arg(parser.value(exportTo)));
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
        scenario.title = OptionsTr::tr("(recorded run)");
    scenario.name = recording.trace.scenario;
    const Summary summary = summarize(recording.trace);
    // --json and --jsonl are streamed an event at a time: never the whole trace as one JSON tree.
    if (parser.isSet(jsonl)) {
        streamToStdout([&](QIODevice &o) { return writeTraceJsonLines(o, recording.trace); });
    } else if (parser.isSet(json)) {
        streamToStdout(
            [&](QIODevice &o) { return writeRunJson(o, scenario, recording.trace, summary, replayExtras(recording)); });
    } else {
        if (!recording.redisVersion.isEmpty())
            out << OptionsTr::tr("recorded against Redis %1").arg(recording.redisVersion) << '\n';
        if (!recording.keys.isEmpty()) {  // watched traffic of several lock keys: the table first
            const TrafficResult result(recording);
            writeLockKeyTable(out, result);
            const QString &detailed = recording.trace.lockKey;
            const bool worst = !result.locks().isEmpty() && result.locks().constFirst().key == detailed;
            out << '\n' << detailHeading(result, detailed, parser.isSet(key) || !worst) << "\n\n";
        }
        writeRunReport(out, scenario, recording.trace, summary,
                       parser.isSet(summaryOnly) ? ReportEvents::None : ReportEvents::Each);
    }
    return Ok;
}

}  // namespace locklab::cli
