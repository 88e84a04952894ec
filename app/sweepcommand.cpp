// SPDX-License-Identifier: MIT
// `locklab sweep`: Monte Carlo over the embedded engine.
#include "cli.h"

#include "core/builtins.h"
#include "core/outputfile.h"
#include "core/sweep.h"
#include "core/terminaltext.h"
#include "options.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <unistd.h>

namespace locklab::cli {

static QJsonObject estimateJson(const Estimate &e)
{
    return {{QStringLiteral("value"), e.value}, {QStringLiteral("low"), e.low}, {QStringLiteral("high"), e.high}};
}

static QJsonObject metricsJson(const PolicyMetrics &m)
{
    return {{QStringLiteral("pViolation"), estimateJson(m.violation)},
            {QStringLiteral("pStaleWrite"), estimateJson(m.staleWrite)},
            {QStringLiteral("meanOverlapMs"), estimateJson(m.overlapMs)},
            {QStringLiteral("throughputPerSec"), m.throughput},
            {QStringLiteral("exemplarTrial"), m.exemplarTrial}};
}

// The --json document: the configuration and one object per point.
static QJsonObject sweepJson(const SweepConfig &config, const SweepResult &result)
{
    QJsonArray points;
    for (const SweepPoint &p : result.points) {
        QJsonObject values;
        for (int i = 0; i < result.axes.size(); ++i)
            values.insert(SweepAxis::parameterName(result.axes.at(i).parameter), p.values.at(i));
        points.append(QJsonObject{{QStringLiteral("values"), values},
                                  {QStringLiteral("fencingOff"), metricsJson(p.fencingOff)},
                                  {QStringLiteral("fencingOn"), metricsJson(p.fencingOn)}});
    }
    return QJsonObject{{QStringLiteral("scenario"), config.scenario.name},
                       {QStringLiteral("trials"), result.trials},
                       {QStringLiteral("seed"), QString::number(config.seed)},
                       {QStringLiteral("pause"), config.pause.describe()},
                       {QStringLiteral("pauseProbability"), config.pauseProbability},
                       {QStringLiteral("work"), config.work.describe()},
                       {QStringLiteral("points"), points},
                       {QStringLiteral("trialsPerSec"), result.trialsPerSecond()}};
}

// The table for people: one line per point.
static void printSweepTable(QTextStream &out, const SweepResult &result)
{
    QStringList head;
    for (const SweepAxis &axis : result.axes)
        head << SweepAxis::parameterName(axis.parameter).rightJustified(10);
    // Column heads in the user's language; the figures' layout below does not depend on it.
    out << head.join(QString())
        << OptionsTr::tr("   P(two holders) [95% CI]   P(stale write) off | on     overlap ms   acq/s") << '\n';
    auto pct = [](const Estimate &e) {
        return QStringLiteral("%1% [%2–%3]")
            .arg(e.value * 100, 5, 'f', 1)
            .arg(e.low * 100, 0, 'f', 1)
            .arg(e.high * 100, 0, 'f', 1);
    };
    for (const SweepPoint &p : result.points) {
        QString line;
        for (double v : p.values)
            line += QString::number(v).rightJustified(10);
        line += QStringLiteral("   ") + pct(p.fencingOff.violation).leftJustified(24)
                + QStringLiteral("%1% | %2%")
                      .arg(p.fencingOff.staleWrite.value * 100, 5, 'f', 1)
                      .arg(p.fencingOn.staleWrite.value * 100, 5, 'f', 1)
                      .leftJustified(20)
                + QString::number(p.fencingOff.overlapMs.value, 'f', 1).rightJustified(10)
                + QString::number(p.fencingOff.throughput, 'f', 1).rightJustified(8);
        out << line << '\n';
    }
}

// Runs the sweep with a progress line that rewrites itself on a terminal; in a log, only the final
// count; with --json (`quiet`), nothing (a machine reads the output).
static SweepResult runSweep(const SweepConfig &config, bool quiet, QTextStream &err)
{
    SweepRunner runner(config);
    const bool terminal = isatty(STDERR_FILENO) != 0;
    const SweepResult result = runner.run([&err, terminal, quiet](qint64 done, qint64 total) {
        if (quiet || (!terminal && done < total))
            return;
        err << (terminal ? QStringLiteral("\r") : QString())
            << OptionsTr::tr("sweeping: %1 of %2 trials (%3%)")
                   .arg(done)
                   .arg(total)
                   .arg(total ? done * 100 / total : 100);
        err.flush();
    });
    if (!quiet)
        err << '\n';
    return result;
}

// Replaced whole or not at all: on a full disk the old CSV stays as it was.
static bool writeCsv(const QString &path, const QString &text, QTextStream &err)
{
    QString error;
    OutputFile file(path);
    bool written = file.open(&error);
    if (written) {
        file.device()->write(text.toUtf8());  // a failed write fails the commit
        written = file.commit(&error);
    }
    if (!written) {
        err << "locklab sweep: --csv: " << error << '\n';
        return false;
    }
    return true;
}

int sweep(const QStringList &arguments)
{
    QTextStream out(stdout), err(stderr);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption vary(QStringLiteral("vary"), OptionsTr::tr("parameter=from:to:step"),
                                  QStringLiteral("spec"));
    const QCommandLineOption trials(QStringLiteral("trials"), OptionsTr::tr("trials per point"), QStringLiteral("N"),
                                    QStringLiteral("1000"));
    const QCommandLineOption seed(QStringLiteral("seed"), OptionsTr::tr("random seed"), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption csv(QStringLiteral("csv"), OptionsTr::tr("write the points as CSV"),
                                 QStringLiteral("FILE"));
    const QCommandLineOption json(QStringLiteral("json"), OptionsTr::tr("print the result as JSON"));
    const QCommandLineOption threads(QStringLiteral("threads"), OptionsTr::tr("worker threads (default: one per core)"),
                                     QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption pause(QStringLiteral("pause"), OptionsTr::tr("pause length distribution"),
                                   QStringLiteral("dist"));
    const QCommandLineOption pauseProb(QStringLiteral("pause-prob"), OptionsTr::tr("chance that a pause happens"),
                                       QStringLiteral("p"), QStringLiteral("1"));
    const QCommandLineOption work(QStringLiteral("work"), OptionsTr::tr("work time distribution"),
                                  QStringLiteral("dist"));
    const QCommandLineOption release(QStringLiteral("release"), OptionsTr::tr("naive or token"),
                                     QStringLiteral("mode"));
    parser.addOptions({vary, trials, seed, csv, json, threads, pause, pauseProb, work, release});
    parser.addOptions(limitOptions());
    parser.addPositionalArgument(QStringLiteral("scenario"), OptionsTr::tr("built-in name or JSON file"));
    if (printHelpIfAsked(QStringLiteral("sweep"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        err << "locklab sweep: "
            << (parser.errorText().isEmpty() ? OptionsTr::tr("expected one scenario") : printable(parser.errorText()))
            << '\n'
            << OptionsTr::tr(
                   "usage: locklab sweep SCENARIO --vary ttl=50:500:50 [--vary ...] --trials N [--seed S] [--csv FILE] [--json]\n"
                   "       [--pause fixed:MS|exponential:mean=M|lognormal:median=M,sigma=S|pareto:min=M,alpha=A]\n"
                   "       [--pause-prob P] [--work DIST] [--threads N] [--release naive|token]\n"
                   "parameters: ttl, pause, pause-prob, work, workers, retry, jitter\n");
        return BadInput;
    }
    auto bad = [&err](const QString &message) {
        err << "locklab sweep: " << message << '\n';
        return BadInput;
    };

    SweepConfig config;
    LoadError loadError;
    if (!resolveScenario(parser.positionalArguments().first(), &config.scenario, &loadError)) {
        err << loadError.toString() << '\n';
        return BadInput;
    }
    config.policies = config.scenario.policies;
    std::optional<ReleaseMode> mode;
    QString problem;
    if (!options::readRelease(parser, release, &mode, &problem))
        return bad(problem);
    if (mode)
        config.policies.release = *mode;
    const QStringList axes = parser.values(vary);
    if (axes.isEmpty() || axes.size() > 2)
        return bad(OptionsTr::tr("expected one or two --vary options"));
    for (const QString &spec : axes) {
        SweepAxis axis;
        QString error;
        if (!SweepAxis::parse(spec, &axis, &error))
            return bad(error);
        config.axes.append(axis);
    }
    bool ok = false;
    config.trials = parser.value(trials).toInt(&ok);
    if (!ok || config.trials < 1 || config.trials > 100000000)
        return bad(OptionsTr::tr("--trials: expected an integer from 1 to 100000000, got %1")
                       .arg(options::got(parser.value(trials))));
    if (!options::readSeed(parser, seed, &config.seed, &problem))
        return bad(problem);
    config.threads = parser.value(threads).toInt(&ok);
    if (!ok || config.threads < 0 || config.threads > 256)
        return bad(OptionsTr::tr("--threads: expected an integer from 0 to 256, got %1")
                       .arg(options::got(parser.value(threads))));
    config.pauseProbability = parser.value(pauseProb).toDouble(&ok);
    if (!ok || config.pauseProbability < 0 || config.pauseProbability > 1)
        return bad(OptionsTr::tr("--pause-prob: expected a number from 0 to 1, got %1")
                       .arg(options::got(parser.value(pauseProb))));
    QString error;
    if (parser.isSet(pause) && !Distribution::parse(parser.value(pause), &config.pause, &error))
        return bad(QStringLiteral("--pause ") + error);  // the option's name, then the parser's message
    if (parser.isSet(work) && !Distribution::parse(parser.value(work), &config.work, &error))
        return bad(QStringLiteral("--work ") + error);

    QString limitError;
    if (!parseLimits(parser, &config.limits, &limitError))
        return bad(limitError);
    // A target that cannot be written is said before the trials, not after them.
    if (parser.isSet(csv) && !OutputFile::check(parser.value(csv), &error))
        return bad(QStringLiteral("--csv: ") + error);
    const SweepResult result = runSweep(config, parser.isSet(json), err);

    const QString csvText = sweepToCsv(result);
    if (parser.isSet(csv) && !writeCsv(parser.value(csv), csvText, err))
        return Failure;
    if (parser.isSet(json))
        out << QJsonDocument(sweepJson(config, result)).toJson(QJsonDocument::Indented);
    else
        printSweepTable(out, result);
    out.flush();
    // The last line is the speed, as scripts and the benchmark read it: a contract, so not translated.
    err << QStringLiteral("%1 trials in %2 s: %3 trials/s%4\n")
               .arg(result.trialsRun)
               .arg(result.seconds, 0, 'f', 2)
               .arg(result.trialsPerSecond(), 0, 'f', 0)
               .arg(result.cancelled ? QStringLiteral(" (cancelled)") : QString());
    if (!result.limitReached.isEmpty()) {
        err << "locklab sweep: " << OptionsTr::tr("stopped: %1; the figures above are partial").arg(result.limitReached)
            << '\n';
        return LimitReached;
    }
    return Ok;
}

}  // namespace locklab::cli
