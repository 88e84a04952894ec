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

// What a --compare line ran: "algorithm" as a scenario file spells it, and a Redlock's size.
static QJsonObject lineJson(const SweepLine &line, const Scenario &scenario)
{
    const Scenario ran = line.apply(scenario);
    QJsonObject o{
        {QStringLiteral("name"), line.name()},
        {QStringLiteral("algorithm"), ran.redlock.enabled() ? QStringLiteral("redlock") : QStringLiteral("single")},
        {QStringLiteral("instances"), ran.redlock.enabled() ? ran.instances : 1},
        {QStringLiteral("fencing"), line.fencing}};
    if (ran.redlock.enabled()) {
        o.insert(QStringLiteral("variant"), redlockVariantName(ran.redlock.variant));
        o.insert(QStringLiteral("quorum"), redlockQuorum(ran.redlock, ran.instances));
    }
    return o;
}

// The --json document: the configuration and one object per point. A plain sweep's point has
// "fencingOff" and "fencingOn"; a comparison's has "lines", each line's figures under its name.
static QJsonObject sweepJson(const SweepConfig &config, const SweepResult &result)
{
    const bool comparison = result.isComparison();
    QJsonArray points;
    for (const SweepPoint &p : result.points) {
        QJsonObject values;
        for (int i = 0; i < result.axes.size(); ++i)
            values.insert(SweepAxis::parameterName(result.axes.at(i).parameter), p.values.at(i));
        QJsonObject point{{QStringLiteral("values"), values}};
        if (comparison) {
            QJsonObject lines;
            for (int i = 0; i < result.lines.size(); ++i)
                lines.insert(result.lines.at(i).name(), metricsJson(p.lines.at(i)));
            point.insert(QStringLiteral("lines"), lines);
        } else {
            point.insert(QStringLiteral("fencingOff"), metricsJson(p.lines.at(0)));
            point.insert(QStringLiteral("fencingOn"), metricsJson(p.lines.at(1)));
        }
        points.append(point);
    }
    QJsonObject document{{QStringLiteral("scenario"), config.scenario.name},
                         {QStringLiteral("trials"), result.trials},
                         {QStringLiteral("seed"), QString::number(config.seed)},
                         {QStringLiteral("pause"), config.pause.describe()},
                         {QStringLiteral("pauseProbability"), config.pauseProbability},
                         {QStringLiteral("work"), config.work.describe()},
                         {QStringLiteral("points"), points},
                         {QStringLiteral("trialsPerSec"), result.trialsPerSecond()}};
    if (comparison) {
        QJsonArray lines;
        for (const SweepLine &line : result.lines)
            lines.append(lineJson(line, config.scenario));
        document.insert(QStringLiteral("lines"), lines);
    }
    return document;
}

static QString percentWithInterval(const Estimate &e)
{
    return QStringLiteral("%1% [%2–%3]")
        .arg(e.value * 100, 5, 'f', 1)
        .arg(e.low * 100, 0, 'f', 1)
        .arg(e.high * 100, 0, 'f', 1);
}

static QString withoutTrailingSpaces(QString text)
{
    while (text.endsWith(u' '))
        text.chop(1);
    return text;
}

// A comparison for people: per point, each line's P(two holders) with its interval and P(stale write).
static void printComparisonTable(QTextStream &out, const SweepResult &result)
{
    QString names, heads;
    for (const SweepAxis &axis : result.axes) {
        names += SweepAxis::parameterName(axis.parameter).rightJustified(14);
        heads += QString(14, u' ');
    }
    for (const SweepLine &line : result.lines) {
        names += QStringLiteral("   ") + line.name().leftJustified(30);
        heads += QStringLiteral("   ")
                 + QString(OptionsTr::tr("two holders [95% CI]").leftJustified(22) + OptionsTr::tr("stale write"))
                       .leftJustified(30);
    }
    out << withoutTrailingSpaces(names) << '\n' << withoutTrailingSpaces(heads) << '\n';
    for (const SweepPoint &p : result.points) {
        QString line;
        for (double v : p.values)
            line += QString::number(v).rightJustified(14);
        for (const PolicyMetrics &m : p.lines)
            line += QStringLiteral("   ")
                    + QString(percentWithInterval(m.violation).leftJustified(22)
                              + QStringLiteral("%1%").arg(m.staleWrite.value * 100, 5, 'f', 1))
                          .leftJustified(30);
        out << withoutTrailingSpaces(line) << '\n';
    }
}

// The table for people: one line per point.
static void printSweepTable(QTextStream &out, const SweepResult &result)
{
    if (result.isComparison()) {
        printComparisonTable(out, result);
        return;
    }
    QStringList head;
    for (const SweepAxis &axis : result.axes)
        head << SweepAxis::parameterName(axis.parameter).rightJustified(10);
    // Column heads in the user's language; the figures' layout below does not depend on it.
    out << head.join(QString())
        << OptionsTr::tr("   P(two holders) [95% CI]   P(stale write) off | on     overlap ms   acq/s") << '\n';
    for (const SweepPoint &p : result.points) {
        const PolicyMetrics &off = p.lines.at(0), &on = p.lines.at(1);
        QString line;
        for (double v : p.values)
            line += QString::number(v).rightJustified(10);
        line += QStringLiteral("   ") + percentWithInterval(off.violation).leftJustified(24)
                + QStringLiteral("%1% | %2%")
                      .arg(off.staleWrite.value * 100, 5, 'f', 1)
                      .arg(on.staleWrite.value * 100, 5, 'f', 1)
                      .leftJustified(20)
                + QString::number(off.overlapMs.value, 'f', 1).rightJustified(10)
                + QString::number(off.throughput, 'f', 1).rightJustified(8);
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

namespace {

// The options of `locklab sweep` (the --max-* limits are every run's, cli.h).
struct SweepFlags {
    QCommandLineOption vary{QStringLiteral("vary"), OptionsTr::tr("parameter=from:to:step"), QStringLiteral("spec")};
    QCommandLineOption compare{QStringLiteral("compare"),
                               OptionsTr::tr("lines to compare: single, single-fencing, redlock, redlock-fencing"),
                               QStringLiteral("lines")};
    QCommandLineOption trials{QStringLiteral("trials"), OptionsTr::tr("trials per point"), QStringLiteral("N"),
                              QStringLiteral("1000")};
    QCommandLineOption seed{QStringLiteral("seed"), OptionsTr::tr("random seed"), QStringLiteral("S"),
                            QStringLiteral("1")};
    QCommandLineOption csv{QStringLiteral("csv"), OptionsTr::tr("write the points as CSV"), QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"), OptionsTr::tr("print the result as JSON")};
    QCommandLineOption threads{QStringLiteral("threads"), OptionsTr::tr("worker threads (default: one per core)"),
                               QStringLiteral("N"), QStringLiteral("0")};
    QCommandLineOption pause{QStringLiteral("pause"), OptionsTr::tr("pause length distribution"),
                             QStringLiteral("dist")};
    QCommandLineOption pauseProb{QStringLiteral("pause-prob"), OptionsTr::tr("chance that a pause happens"),
                                 QStringLiteral("p"), QStringLiteral("1")};
    QCommandLineOption work{QStringLiteral("work"), OptionsTr::tr("work time distribution"), QStringLiteral("dist")};
    QCommandLineOption release{QStringLiteral("release"), OptionsTr::tr("naive or token"), QStringLiteral("mode")};
    QList<QCommandLineOption> all() const
    {
        return {vary, compare, trials, seed, csv, json, threads, pause, pauseProb, work, release};
    }
};

// The axes, the lines, the trials and the distributions; false with a one-line message.
bool readSweepConfig(const QCommandLineParser &parser, const SweepFlags &flags, SweepConfig *config, QString *error)
{
    config->policies = config->scenario.policies;
    std::optional<ReleaseMode> mode;
    if (!options::readRelease(parser, flags.release, &mode, error))
        return false;
    if (mode)
        config->policies.release = *mode;
    const QStringList axes = parser.values(flags.vary);
    if (axes.isEmpty() || axes.size() > 2) {
        *error = OptionsTr::tr("expected one or two --vary options");
        return false;
    }
    for (const QString &spec : axes) {
        SweepAxis axis;
        if (!SweepAxis::parse(spec, &axis, error))
            return false;
        config->axes.append(axis);
    }
    if (parser.isSet(flags.compare) && !SweepLine::parseList(parser.value(flags.compare), &config->lines, error))
        return false;
    bool ok = false;
    config->trials = parser.value(flags.trials).toInt(&ok);
    if (!ok || config->trials < 1 || config->trials > 100000000) {
        *error = OptionsTr::tr("--trials: expected an integer from 1 to 100000000, got %1")
                     .arg(options::got(parser.value(flags.trials)));
        return false;
    }
    if (!options::readSeed(parser, flags.seed, &config->seed, error))
        return false;
    config->threads = parser.value(flags.threads).toInt(&ok);
    if (!ok || config->threads < 0 || config->threads > 256) {
        *error = OptionsTr::tr("--threads: expected an integer from 0 to 256, got %1")
                     .arg(options::got(parser.value(flags.threads)));
        return false;
    }
    config->pauseProbability = parser.value(flags.pauseProb).toDouble(&ok);
    if (!ok || config->pauseProbability < 0 || config->pauseProbability > 1) {
        *error = OptionsTr::tr("--pause-prob: expected a number from 0 to 1, got %1")
                     .arg(options::got(parser.value(flags.pauseProb)));
        return false;
    }
    // The option's name, then the parser's message.
    if (parser.isSet(flags.pause) && !Distribution::parse(parser.value(flags.pause), &config->pause, error)) {
        error->prepend(QStringLiteral("--pause "));
        return false;
    }
    if (parser.isSet(flags.work) && !Distribution::parse(parser.value(flags.work), &config->work, error)) {
        error->prepend(QStringLiteral("--work "));
        return false;
    }
    if (!parseLimits(parser, &config->limits, error))
        return false;
    *error = sweepProblem(*config);
    return error->isEmpty();
}

}  // namespace

int sweep(const QStringList &arguments)
{
    QTextStream out(stdout), err(stderr);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const SweepFlags flags;
    parser.addOptions(flags.all());
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
                   "       [--compare single,single-fencing,redlock,redlock-fencing]\n"
                   "       [--pause fixed:MS|exponential:mean=M|lognormal:median=M,sigma=S|pareto:min=M,alpha=A]\n"
                   "       [--pause-prob P] [--work DIST] [--threads N] [--release naive|token]\n"
                   "parameters: ttl, pause, pause-prob, work, workers, retry, jitter, clock-jump, drift, restart-delay\n");
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
    QString error;
    if (!readSweepConfig(parser, flags, &config, &error))
        return bad(error);
    // A target that cannot be written is said before the trials, not after them.
    if (parser.isSet(flags.csv) && !checkOutputBesideReport(parser.value(flags.csv), &error))
        return bad(QStringLiteral("--csv: ") + error);
    const SweepResult result = runSweep(config, parser.isSet(flags.json), err);

    const QString csvText = sweepToCsv(result);
    if (parser.isSet(flags.csv) && !writeCsv(parser.value(flags.csv), csvText, err))
        return Failure;
    if (parser.isSet(flags.json))
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
