// SPDX-License-Identifier: MIT
#include "cli.h"

#include "core/builtins.h"
#include "core/outputfile.h"
#include "core/recording.h"
#include "core/report.h"
#include "core/seedlab.h"
#include "core/simulation.h"
#include "live/livebench.h"
#include "live/liverun.h"
#include "live/managedcluster.h"
#include "live/managedredis.h"
#include "live/sentinelclient.h"
#include "options.h"
#include "progressline.h"

#include "core/terminaltext.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
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
    // One message, so a translator sees the whole table; the commands and flags in it stay as typed.
    return OptionsTr::tr(
        "usage: locklab [--lang en|de|fr]      open the desktop lab (embedded simulator)\n"
        "       locklab --redis managed|URL     the desktop lab on a live Redis\n"
        "       locklab --screenshot FILE.png [--scenario NAME] [--release naive|token] [--fencing on|off]\n"
        "                   [--at-ms T] [--size WxH] [--theme light|dark]\n"
        "                   [--show timeline|compare|editor|fairness|sweep|tour] [--run-to-breakpoint]\n"
        "                   [FILE.json|RUN.locklab.json|CAPTURE.monitor.log]\n"
        "       locklab list                    the built-in scenarios\n"
        "       locklab run SCENARIO|FILE.json [--release naive|token] [--fencing on|off]\n"
        "                   [--heartbeat on|off] [--extend checked|unchecked]\n"
        "                   [--tokens random|pid|hostname|hostname-pid] [--seed N] [--json|--jsonl|--summary]\n"
        "                   [--record RUN.locklab[.json]]\n"
        "       locklab run seed-lab            the six experiments of the article, one line each\n"
        "  live: locklab run ... --redis managed|managed-cluster|redis://[user[:password]@]host[:port][/db]\n"
        "                   |redis+cluster://host:port[,host:port...]\n"
        "                   |redis+sentinel://host:port[,host:port...]/MASTER[/db] [--time-scale N]\n"
        "                   [--timeout-ms MS]   (exit 2: Redis unreachable; 1: connection lost mid-run)\n"
        "       locklab replay RUN.locklab[.json] [--summary|--json|--jsonl]   the report of a recorded run\n"
        "       locklab replay RUN.locklab[.json] --export OUT.locklab[.json]   convert a recording\n"
        "       locklab sweep SCENARIO --vary PARAM=FROM:TO:STEP [--trials N] [--seed S] [--pause DIST]\n"
        "                   [--csv FILE] [--json]   (see `locklab sweep --help`)\n"
        "       locklab render SCENARIO|RUN.locklab.json --png F|--svg F|--frames DIR|--video F.mp4|.webm|.gif\n"
        "                   [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [policy options]\n"
        "       locklab render tour --video F.mp4|--frames DIR   the guided tour of the six experiments\n"
        "       locklab bench live --redis managed|managed-cluster|URL [--seconds S] [--json]\n"
        "       locklab watch --redis URL [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME]\n"
        "                   [--duration S] [--expiry-events] [--record F.locklab.json] [--json]\n"
        "                   a Redis's real lock traffic through MONITOR (exit 2: cannot watch; 1: Redis went away)\n"
        "       locklab import FILE.log [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME] [--record F] [--json]\n"
        "                   a saved `redis-cli monitor` capture or RedisInsight profiler log\n"
        "       locklab --version\n"
        "Every command takes --lang en|de|fr. run, sweep, replay, import and watch take --max-events N\n"
        "(default 20000000; an import read a group of keys at a time has none) and --max-memory-mb MB\n"
        "(the trace's estimated size, default 1024; an import's: each group's): a run stops at the first,\n"
        "an import or a watch keeps the traffic up to there.\n"
        "Exit codes: 0 a completed run, safe or not; 1 a live run that lost Redis, hit its deadline or\n"
        "could not restore the server's settings; 2 bad input; 3 inconclusive (most commands got no\n"
        "reply or an error); 4 stopped at --max-events or --max-memory-mb; 130/143 a live run stopped\n"
        "by SIGINT/SIGTERM, after putting the server back.\n");
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
    out() << text << OptionsTr::tr("  --lang <en|de|fr>           Language of the report.") << '\n';
    out().flush();
    return true;
}

QList<QCommandLineOption> limitOptions()
{
    return {QCommandLineOption(QStringLiteral("max-events"),
                               OptionsTr::tr("stop a run after N events (default %1)").arg(RunLimits{}.maxEvents),
                               QStringLiteral("N")),
            QCommandLineOption(QStringLiteral("max-memory-mb"),
                               OptionsTr::tr("stop a run when its trace reaches MB (estimated, default %1)")
                                   .arg(RunLimits{}.maxTraceBytes >> 20),
                               QStringLiteral("MB"))};
}

bool parseLimits(const QCommandLineParser &parser, RunLimits *limits, QString *error)
{
    for (const QString &name : {QStringLiteral("max-events"), QStringLiteral("max-memory-mb")}) {
        if (!parser.isSet(name))
            continue;
        bool ok = false;
        const qint64 value = parser.value(name).toLongLong(&ok);
        constexpr qint64 most = qint64(1) << 40;
        if (!ok || value < 1 || value > most) {
            *error = OptionsTr::tr("--%1: expected an integer from 1 to %2, got %3")
                         .arg(name)
                         .arg(most)
                         .arg(options::got(parser.value(name)));
            return false;
        }
        if (name == QStringLiteral("max-events"))
            limits->maxEvents = value;
        else
            limits->maxTraceBytes = value << 20;
    }
    return true;
}

bool checkOutputBesideReport(const QString &path, QString *error)
{
    if (path == QStringLiteral("-")) {
        *error = OptionsTr::tr("- is standard output, where the report goes: give a file or a FIFO");
        return false;
    }
    return OutputFile::check(path, error);
}

int list()
{
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError e;
        if (loadBuiltinScenario(name, &s, &e))
            out() << name.leftJustified(21) << ' ' << scenarioTitle(s) << '\n';
    }
    out() << QStringLiteral("seed-lab").leftJustified(22) << OptionsTr::tr("The article's six experiments in order")
          << '\n';
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
    RunLimits limits;

    Policies apply(const Policies &p) const { return policy.apply(p); }
};

// A live run has the user's Redis to put back: SIGINT and SIGTERM stop it (LiveOptions::interrupt)
// instead of killing the process, and it cleans up before the exit. SA_RESETHAND: a second signal
// kills at once, for a user who will not wait.
std::atomic<int> g_interrupt{0};

extern "C" void onInterrupt(int signal)
{
    g_interrupt.store(signal);
}

class InterruptGuard {
public:
    InterruptGuard()
    {
        struct sigaction action = {};
        action.sa_handler = &onInterrupt;
        action.sa_flags = SA_RESETHAND;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &m_oldInt);
        sigaction(SIGTERM, &action, &m_oldTerm);
    }
    ~InterruptGuard()
    {
        sigaction(SIGINT, &m_oldInt, nullptr);
        sigaction(SIGTERM, &m_oldTerm, nullptr);
    }
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
    struct sigaction m_oldInt = {};
    struct sigaction m_oldTerm = {};
};

static_assert(std::atomic<int>::is_always_lock_free, "set from a signal handler");

// The worse of two exit codes: a signal, then bad input, failure, a limit, inconclusive, ok.
int worse(int a, int b)
{
    auto rank = [](int code) {
        switch (code) {
        case Ok:
            return 0;
        case Inconclusive:
            return 1;
        case LimitReached:
            return 2;
        case Failure:
            return 3;
        case BadInput:
            return 4;
        default:
            return 5;  // 128 + signal
        }
    };
    return rank(a) >= rank(b) ? a : b;
}

// The line on stderr and the exit code for what a finished run's trace and summary say.
int judge(const Scenario &scenario, const Trace &trace, const Summary &summary)
{
    if (!trace.limitReached.isEmpty()) {
        err() << "locklab: " << scenario.name << ": "
              << OptionsTr::tr("%1; the report shows the run up to there").arg(trace.limitReached) << '\n';
        err().flush();
        return LimitReached;
    }
    if (summary.verdict == Verdict::Inconclusive) {
        err()
            << "locklab: " << scenario.name << ": "
            << OptionsTr::tr("inconclusive: %1, so the run shows nothing about the lock").arg(summary.evidence().text())
            << '\n';
        err().flush();
        return Inconclusive;
    }
    return Ok;
}

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
        if (options.redis == QStringLiteral("managed-cluster")) {
            // Three primaries, no replicas: a scenario that needs more starts a cluster of its own.
            m_cluster = std::make_unique<ManagedCluster>();
            QString error;
            if (!m_cluster->start(&error)) {
                err() << "locklab: " << OptionsTr::tr("the managed cluster did not start: ") << error << '\n';
                err().flush();
                return false;
            }
            m_url = m_cluster->url();
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
            return simulate(scenario, policies, m_options.seed, m_options.limits);
        LiveOptions live;
        live.limits = m_options.limits;
        live.interrupt = &g_interrupt;
        live.url = m_url;
        live.timeScale = m_options.timeScale;
        live.seed = m_options.seed;
        live.managed = m_managed != nullptr || m_cluster != nullptr;
        if (const QString why = LiveRun::unsupportedReason(scenario, live); !why.isEmpty()) {
            err() << "locklab: " << why << '\n';
            err().flush();
            *exitCode = BadInput;
            return {};
        }
        if (m_managed)
            live.restartServer = [this](QString *error) { return m_managed->restart(error); };
        live.commandTimeoutMs = m_options.timeoutMs;  // 0: the scenario's, scaled
        LiveOutcome outcome;
        {
            const InterruptGuard interruptible;
            outcome = runLive(scenario, policies, live);
        }
        if (outcome.interruptedBy != 0) {
            const QString signal = outcome.interruptedBy == SIGINT    ? QStringLiteral("SIGINT")
                                   : outcome.interruptedBy == SIGTERM ? QStringLiteral("SIGTERM")
                                                                      : QString::number(outcome.interruptedBy);
            err() << "locklab: " << scenario.name << ": "
                  << (outcome.serverRestored
                          ? OptionsTr::tr("interrupted by %1; the server's settings are back as they were")
                          : OptionsTr::tr("interrupted by %1; the server's settings could NOT all be put back "
                                          "(see the trace's notes)"))
                         .arg(signal)
                  << '\n';
            err().flush();
            *exitCode = 128 + outcome.interruptedBy;
            return std::move(outcome.trace);
        }
        if (outcome.started && !outcome.serverRestored) {
            err() << "locklab: " << scenario.name << ": "
                  << OptionsTr::tr(
                         "the server's settings could NOT all be put back; the trace's notes say which and how")
                  << '\n';
            err().flush();
            *exitCode = worse(*exitCode, Failure);
        }
        if (!outcome.started) {
            err() << "locklab: " << outcome.error << '\n';
            err().flush();
            *exitCode = BadInput;
            return {};
        }
        if (outcome.connectionLost || outcome.hitDeadline) {
            err() << "locklab: " << scenario.name << ": "
                  << (outcome.connectionLost ? OptionsTr::tr("lost the connection to Redis during the run; the "
                                                             "report shows the error and unknown outcomes")
                                             : OptionsTr::tr("the run hit its deadline and was cancelled; the "
                                                             "report shows the error and unknown outcomes"))
                  << '\n';
            err().flush();
            *exitCode = worse(*exitCode, Failure);
        }
        return std::move(outcome.trace);
    }

private:
    RunOptions m_options;
    RedisUrl m_url;
    std::unique_ptr<ManagedRedis> m_managed;
    std::unique_ptr<ManagedCluster> m_cluster;
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
        if (exitCode == BadInput || exitCode > 128)
            return exitCode;
        const Summary summary = summarize(trace);
        exitCode = worse(exitCode, judge(scenario, trace, summary));
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
    const QCommandLineOption json(QStringLiteral("json"), OptionsTr::tr("print the run as JSON"));
    const QCommandLineOption jsonl(QStringLiteral("jsonl"), OptionsTr::tr("print the history as JSON lines"));
    const QCommandLineOption summaryOnly(QStringLiteral("summary"),
                                         OptionsTr::tr("print the summary without a line per event"));
    const QCommandLineOption record(
        QStringLiteral("record"),
        OptionsTr::tr("save the run as a recording (FILE.locklab.json: JSON; FILE.locklab: compact)"),
        QStringLiteral("FILE"));
    parser.addOptions(policy.all());
    parser.addOptions(
        {json, jsonl, summaryOnly, backendFlags.redis, backendFlags.timeScale, backendFlags.timeout, record});
    parser.addOptions(limitOptions());
    parser.addPositionalArgument(QStringLiteral("scenario"), OptionsTr::tr("built-in name or JSON file"));
    if (printHelpIfAsked(QStringLiteral("run"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments)) {
        err() << "locklab run: " << printable(parser.errorText()) << '\n' << usage();
        return BadInput;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "locklab run: " << OptionsTr::tr("expected exactly one scenario name or file") << '\n' << usage();
        return BadInput;
    }

    if (parser.isSet(json) + parser.isSet(jsonl) + parser.isSet(summaryOnly) > 1) {
        err() << "locklab run: " << OptionsTr::tr("--json, --jsonl and --summary: one at a time") << '\n' << usage();
        return BadInput;
    }
    RunOptions options;
    QString error;
    options.json = parser.isSet(json) || parser.isSet(jsonl);  // machine output: no progress line
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
    if (!parseLimits(parser, &options.limits, &error)) {
        err() << "locklab run: " << error << '\n';
        return BadInput;
    }
    // A target that cannot be written is said before the run, not after it.
    if (parser.isSet(record) && !checkOutputBesideReport(parser.value(record), &error)) {
        err() << "locklab run: --record: " << error << '\n';
        return BadInput;
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
    exitCode = worse(exitCode, judge(scenario, trace, summary));
    if (parser.isSet(record)) {
        QString recordError;
        ProgressLine progress(OptionsTr::tr("writing %1").arg(parser.value(record)), !options.json);
        if (!saveRecording(parser.value(record), Recording{scenario.source, trace.redisVersion, trace}, &recordError,
                           std::ref(progress))) {
            err() << "locklab run: --record: " << recordError << '\n';
            return Failure;
        }
    }
    if (parser.isSet(json)) {
        streamToStdout([&](QIODevice &o) { return writeRunJson(o, scenario, trace, summary); });
    } else if (parser.isSet(jsonl)) {
        streamToStdout([&](QIODevice &o) { return writeTraceJsonLines(o, trace); });
    } else {
        writeRunReport(out(), scenario, trace, summary,
                       parser.isSet(summaryOnly) ? ReportEvents::None : ReportEvents::Each);
    }
    out().flush();
    return exitCode;
}

void streamToStdout(const std::function<bool(QIODevice &)> &write)
{
    out().flush();
    QFile stdoutFile;
    if (stdoutFile.open(stdout, QIODevice::WriteOnly))
        write(stdoutFile);
}

int finishOutput(int exitCode)
{
    out().flush();
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    const int code = errno;
    if (flushed && !std::ferror(stdout))
        return exitCode;
    // One line, and never exit 0: a script must not take a report it never got for one it did.
    err() << "locklab: "
          << OptionsTr::tr("cannot write to standard output: %1")
                 .arg(code != 0 ? QString::fromLocal8Bit(std::strerror(code)) : OptionsTr::tr("write error"))
          << '\n';
    err().flush();
    return worse(exitCode, Failure);
}

int bench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const options::BackendFlags backendFlags;
    const QCommandLineOption &redis = backendFlags.redis;
    const QCommandLineOption seconds(QStringLiteral("seconds"), OptionsTr::tr("how long to measure"),
                                     QStringLiteral("S"));
    const QCommandLineOption json(QStringLiteral("json"), OptionsTr::tr("print the figures as JSON"));
    parser.addOptions({redis, seconds, json});
    parser.addPositionalArgument(QStringLiteral("what"), QStringLiteral("live"));
    if (printHelpIfAsked(QStringLiteral("bench"), parser, arguments))
        return Ok;
    if (!parser.parse(arguments)) {
        err() << "locklab bench: " << printable(parser.errorText()) << '\n' << usage();
        return BadInput;
    }
    if (parser.positionalArguments() != QStringList{QStringLiteral("live")} || !parser.isSet(redis)) {
        err() << "locklab bench: " << OptionsTr::tr("expected `live --redis managed|managed-cluster|URL`") << '\n'
              << usage();
        return BadInput;
    }
    double duration = 3.0;
    if (parser.isSet(seconds)) {
        bool ok = false;
        duration = parser.value(seconds).toDouble(&ok);
        if (!ok || duration <= 0 || duration > 3600) {
            err() << "locklab bench: "
                  << OptionsTr::tr("--seconds: expected a positive number, got %1")
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
    RedisUrl url = backend.url();
    if (url.topology == RedisUrl::Topology::Sentinel) {
        // The primary the sentinels name; a switch during the few seconds measured is not followed.
        SentinelClient sentinels(url);
        const SentinelClient::Primary primary = QCoro::waitFor(sentinels.locate());
        for (const QString &line : primary.notes)
            err() << "locklab bench: " << line << '\n';
        if (!primary.found()) {
            err() << "locklab bench: " << primary.error << '\n';
            err().flush();
            return BadInput;
        }
        url = primary.url;
    }
    QCoro::Task<LiveBenchResult> task = benchLive(url, duration);
    const LiveBenchResult result = QCoro::waitFor(task);
    if (!result.ok) {
        err() << "locklab bench: " << result.error << '\n';
        err().flush();
        return result.pings == 0 && result.cycles == 0 ? BadInput : Failure;
    }
    if (parser.isSet(json)) {
        out() << QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact) << '\n';
    } else {
        out() << OptionsTr::tr("acquire+release cycles/s: %1").arg(result.cyclesPerSec, 0, 'f', 0) << '\n'
              << OptionsTr::tr("PING round trips/s:       %1").arg(result.pingPerSec, 0, 'f', 0) << '\n'
              << OptionsTr::tr("ratio to the limit (PING/2): %1").arg(result.ratioToLimit(), 0, 'f', 3) << '\n'
              << OptionsTr::tr("same cycles as plain RESP/s: %1").arg(result.plainCyclesPerSec, 0, 'f', 0) << '\n'
              << OptionsTr::tr("ratio to plain RESP:        %1").arg(result.ratioToPlain(), 0, 'f', 3) << '\n';
        if (result.failures > 0)
            out() << OptionsTr::tr("cycles that did not take or free the lock: %1").arg(result.failures) << '\n';
    }
    out().flush();
    return Ok;
}

}  // namespace locklab::cli
