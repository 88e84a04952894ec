// SPDX-License-Identifier: MIT
#include "cli.h"

#include "builtins.h"
#include "live/livebench.h"
#include "live/liverun.h"
#include "live/managedredis.h"
#include "options.h"
#include "recording.h"
#include "report.h"
#include "seedlab.h"
#include "simulation.h"

#include "terminaltext.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

#include <memory>

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
        "usage: locklab [--lang en|de|fr]      open the desktop lab (embedded simulator)\n"
        "       locklab --redis managed|URL     the desktop lab on a live Redis\n"
        "       locklab --screenshot FILE.png [--scenario NAME] [--release naive|token] [--fencing on|off]\n"
        "                   [--at-ms T] [--size WxH] [--theme light|dark]\n"
        "       locklab list                    the built-in scenarios\n"
        "       locklab run SCENARIO|FILE.json [--release naive|token] [--fencing on|off]\n"
        "                   [--heartbeat on|off] [--extend checked|unchecked]\n"
        "                   [--tokens random|pid|hostname|hostname-pid] [--seed N] [--json] [--record RUN.locklab.json]\n"
        "       locklab run seed-lab            the six experiments of the article, one line each\n"
        "  live: locklab run ... --redis managed|redis://[user[:password]@]host[:port][/db] [--time-scale N]\n"
        "                   [--timeout-ms MS]   (exit 2: Redis unreachable; 1: connection lost mid-run)\n"
        "       locklab replay RUN.locklab.json [--json|--jsonl]   the report of a recorded run\n"
        "       locklab sweep SCENARIO --vary PARAM=FROM:TO:STEP [--trials N] [--seed S] [--pause DIST]\n"
        "                   [--csv FILE] [--json]   (see `locklab sweep --help`)\n"
        "       locklab render SCENARIO|RUN.locklab.json --png F|--svg F|--frames DIR|--video F.mp4|.webm|.gif\n"
        "                   [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [policy options]\n"
        "       locklab render tour --video F.mp4|--frames DIR   the guided tour of the six experiments\n"
        "       locklab bench live --redis managed|URL [--seconds S] [--json]\n"
        "       locklab watch --redis URL [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME]\n"
        "                   [--duration S] [--expiry-events] [--record F.locklab.json] [--json]\n"
        "                   a Redis's real lock traffic through MONITOR (exit 2: cannot watch; 1: Redis went away)\n"
        "       locklab import FILE.log [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME] [--record F] [--json]\n"
        "                   a saved `redis-cli monitor` capture or RedisInsight profiler log\n"
        "       locklab --version\n"
        "Every command takes --lang en|de|fr. Exit codes: 0 a completed run, whatever its verdict;\n"
        "2 bad input; 1 a live run that lost Redis midway.\n");
}

bool printHelpIfAsked(const QString &command, const QCommandLineParser &parser, const QStringList &arguments)
{
    if (!arguments.contains(QStringLiteral("--help")) && !arguments.contains(QStringLiteral("-h")))
        return false;
    QString text = parser.helpText();
    // helpText() begins "Usage: <argv[0]> [options] ...": name the program and the subcommand.
    const qsizetype program = text.indexOf(u' ');
    const qsizetype rest = text.indexOf(u' ', program + 1);
    if (program >= 0 && rest > program)
        text.replace(program + 1, rest - program - 1, QStringLiteral("locklab ") + command);
    out() << text << QStringLiteral("  --lang <en|de|fr>           Language of the report.\n");
    out().flush();
    return true;
}

int list()
{
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError e;
        if (loadBuiltinScenario(name, &s, &e))
            out() << name.leftJustified(22) << scenarioTitle(s) << '\n';
    }
    out() << QStringLiteral("seed-lab").leftJustified(22) << "The article's six experiments in order\n";
    out().flush();
    return Ok;
}

namespace {

struct RunOptions {
    options::Policy policy;  // what the flags override in the scenario's policies (options.cpp applies it)
    quint64 seed = 1;
    bool json = false;
    // Live backend: empty for the embedded one.
    QString redis;
    double timeScale = 1.0;
    int timeoutMs = 0;  // 0: the scenario's timeoutMs × time scale

    Policies apply(const Policies &p) const { return policy.apply(p); }
};

// The backend of a run: the embedded model, or a Redis (a managed redis-server lives as long as this).
class Backend {
public:
    // False (after printing one line) when the Redis cannot be used; the caller exits with BadInput.
    // `appendOnly`: the managed server runs with appendonly yes + appendfsync always (restart-aof).
    bool prepare(const RunOptions &options, bool appendOnly = false)
    {
        m_options = options;
        if (options.redis.isEmpty())
            return true;
        if (options.redis == QStringLiteral("managed")) {
            ManagedRedis::Options managed;
            managed.appendOnly = appendOnly;
            m_managed = std::make_unique<ManagedRedis>(managed);
            QString error;
            if (!m_managed->start(&error)) {
                err() << "locklab: " << error << '\n';
                err().flush();
                return false;
            }
            m_url = m_managed->url();
            return true;
        }
        QString error;
        if (!RedisUrl::parse(options.redis, &m_url, &error)) {
            err() << "locklab: --redis: " << error << '\n';  // RedisUrl never quotes the password
            err().flush();
            return false;
        }
        return true;
    }
    bool isLive() const { return !m_options.redis.isEmpty(); }
    RedisUrl url() const { return m_url; }

    // One run; *exitCode is BadInput if Redis could not be reached, Failure if it was lost mid-run.
    Trace run(const Scenario &scenario, const Policies &policies, int *exitCode)
    {
        if (!isLive())
            return simulate(scenario, policies, m_options.seed);
        LiveOptions live;
        live.url = m_url;
        live.timeScale = m_options.timeScale;
        live.seed = m_options.seed;
        live.managed = m_managed != nullptr;
        if (const QString why = LiveRun::unsupportedReason(scenario, live); !why.isEmpty()) {
            err() << "locklab: " << why << '\n';
            err().flush();
            *exitCode = BadInput;
            return {};
        }
        if (m_managed)
            live.restartServer = [this](QString *error) { return m_managed->restart(error); };
        live.commandTimeoutMs = m_options.timeoutMs;  // 0: the scenario's, scaled
        LiveOutcome outcome = runLive(scenario, policies, live);
        if (!outcome.started) {
            err() << "locklab: " << outcome.error << '\n';
            err().flush();
            *exitCode = BadInput;
            return {};
        }
        if (outcome.connectionLost || outcome.hitDeadline) {
            err() << "locklab: " << scenario.name << ": "
                  << (outcome.connectionLost ? "lost the connection to Redis during the run"
                                             : "the run hit its deadline and was cancelled")
                  << "; the report shows the error and unknown outcomes\n";
            err().flush();
            *exitCode = Failure;
        }
        return std::move(outcome.trace);
    }

private:
    RunOptions m_options;
    RedisUrl m_url;
    std::unique_ptr<ManagedRedis> m_managed;
};

int runSeedLab(const RunOptions &options)
{
    Backend backend;
    if (!backend.prepare(options))
        return BadInput;
    int exitCode = Ok;
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
        const Trace trace = backend.run(scenario, options.apply(scenario.policies), &exitCode);
        if (exitCode == BadInput)
            return BadInput;
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
    return exitCode;
}

}  // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const options::PolicyFlags policy;
    const options::BackendFlags backendFlags;
    const QCommandLineOption json(QStringLiteral("json"), options::Text::tr("print the run as JSON"));
    const QCommandLineOption record(QStringLiteral("record"),
                                    options::Text::tr("save the run as a .locklab.json recording"),
                                    QStringLiteral("FILE"));
    parser.addOptions(policy.all());
    parser.addOptions({json, backendFlags.redis, backendFlags.timeScale, backendFlags.timeout, record});
    parser.addPositionalArgument(QStringLiteral("scenario"), options::Text::tr("built-in name or JSON file"));
    if (printHelpIfAsked(QStringLiteral("run"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments)) {
        err() << "locklab run: " << printable(parser.errorText()) << '\n' << usage();
        return BadInput;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "locklab run: " << options::Text::tr("expected exactly one scenario name or file") << '\n' << usage();
        return BadInput;
    }

    RunOptions options;
    QString error;
    options.json = parser.isSet(json);
    options::Policy flags;
    options::Backend where;
    if (!options::readPolicy(parser, policy, &flags, &error)
        || !options::readBackend(parser, backendFlags, &where, &error)) {
        err() << "locklab run: " << error << '\n';
        return BadInput;
    }
    options.policy = flags;
    options.seed = flags.seed.value_or(1);
    options.redis = where.redis;
    options.timeScale = where.timeScale;
    options.timeoutMs = where.timeoutMs;

    if (positional.first() == QStringLiteral("seed-lab"))
        return runSeedLab(options);

    Scenario scenario;
    LoadError loadError;
    if (!resolveScenario(positional.first(), &scenario, &loadError)) {
        err() << loadError.toString() << '\n';
        err().flush();
        return BadInput;
    }
    const bool appendOnly = std::any_of(scenario.faults.cbegin(), scenario.faults.cend(),
                                        [](const Fault &f) { return f.kind == FaultKind::Restart && f.persistent; });
    Backend backend;
    if (!backend.prepare(options, appendOnly))
        return BadInput;
    int exitCode = Ok;
    const Trace trace = backend.run(scenario, options.apply(scenario.policies), &exitCode);
    if (exitCode == BadInput)
        return BadInput;
    const Summary summary = summarize(trace);
    if (parser.isSet(record)) {
        QString recordError;
        if (!saveRecording(parser.value(record), Recording{scenario.source, trace.redisVersion, trace}, &recordError)) {
            err() << "locklab run: --record: " << recordError << '\n';
            return Failure;
        }
    }
    if (options.json)
        out() << QJsonDocument(runToJson(scenario, trace, summary)).toJson(QJsonDocument::Indented);
    else
        out() << runReport(scenario, trace, summary);
    out().flush();
    return exitCode;
}

int bench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption redis(QStringLiteral("redis"), QStringLiteral("managed or redis://..."),
                                   QStringLiteral("where"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("how long to measure"),
                                     QStringLiteral("S"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("print the figures as JSON"));
    parser.addOptions({redis, seconds, json});
    parser.addPositionalArgument(QStringLiteral("what"), QStringLiteral("live"));
    if (printHelpIfAsked(QStringLiteral("bench"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments)) {
        err() << "locklab bench: " << printable(parser.errorText()) << '\n' << usage();
        return BadInput;
    }
    if (parser.positionalArguments() != QStringList{QStringLiteral("live")} || !parser.isSet(redis)) {
        err() << "locklab bench: " << options::Text::tr("expected `live --redis managed|URL`") << '\n' << usage();
        return BadInput;
    }
    double duration = 3.0;
    if (parser.isSet(seconds)) {
        bool ok = false;
        duration = parser.value(seconds).toDouble(&ok);
        if (!ok || duration <= 0 || duration > 3600) {
            err() << "locklab bench: "
                  << options::Text::tr("--seconds: expected a positive number, got %1")
                         .arg(options::got(parser.value(seconds)))
                  << '\n';
            return BadInput;
        }
    }
    RunOptions options;
    options.redis = parser.value(redis);
    Backend backend;
    if (!backend.prepare(options))
        return BadInput;
    QCoro::Task<LiveBenchResult> task = benchLive(backend.url(), duration);
    const LiveBenchResult result = QCoro::waitFor(task);
    if (!result.ok) {
        err() << "locklab bench: " << result.error << '\n';
        err().flush();
        return result.pings == 0 && result.cycles == 0 ? BadInput : Failure;
    }
    if (parser.isSet(json)) {
        out() << QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact) << '\n';
    } else {
        out() << QStringLiteral("acquire+release cycles/s: %1\n").arg(result.cyclesPerSec, 0, 'f', 0)
              << QStringLiteral("PING round trips/s:       %1\n").arg(result.pingPerSec, 0, 'f', 0)
              << QStringLiteral("ratio to the limit (PING/2): %1\n").arg(result.ratioToLimit(), 0, 'f', 3);
        if (result.failures > 0)
            out() << QStringLiteral("cycles that did not take or free the lock: %1\n").arg(result.failures);
    }
    out().flush();
    return Ok;
}

}  // namespace locklab::cli
