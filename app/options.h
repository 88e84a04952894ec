// SPDX-License-Identifier: MIT
#pragma once

#include "apptr.h"
#include "core/scenario.h"
#include "guiapp.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSize>
#include <QStringList>

#include <optional>

namespace locklab::options {

// The command line's shared vocabulary: every flag that more than one subcommand (or the GUI)
// takes is defined, validated and explained here, once, with its messages in the user's language
// (OptionsTr, apptr.h). Subcommands add only what is theirs. Flags, their values and exit codes are
// a contract: change them only by adding.

// --release naive|token, --fencing on|off, --heartbeat on|off, --seed N: the run's policies.
struct PolicyFlags {
    QCommandLineOption release{QStringLiteral("release"), OptionsTr::tr("naive or token"), QStringLiteral("mode")};
    QCommandLineOption fencing{QStringLiteral("fencing"), OptionsTr::tr("on or off"), QStringLiteral("on|off")};
    QCommandLineOption heartbeat{QStringLiteral("heartbeat"), OptionsTr::tr("on or off"), QStringLiteral("on|off")};
    QCommandLineOption seed{QStringLiteral("seed"), OptionsTr::tr("random seed"), QStringLiteral("N")};
    QCommandLineOption wait{QStringLiteral("wait"), OptionsTr::tr("WAIT after SET NX: on or off"),
                            QStringLiteral("on|off")};
    // The lessons' wrong ways, made flippable: --extend unchecked (a plain PEXPIRE heartbeat),
    // --tokens pid|hostname|hostname-pid (predictable tokens).
    QCommandLineOption extend{
        QStringLiteral("extend"),
        OptionsTr::tr("heartbeat extension: checked (compare-and-extend) or unchecked (plain PEXPIRE)"),
        QStringLiteral("checked|unchecked")};
    QCommandLineOption tokens{QStringLiteral("tokens"),
                              OptionsTr::tr("where lock tokens come from (only random is right)"),
                              QStringLiteral("random|pid|hostname|hostname-pid")};
    QList<QCommandLineOption> all() const { return {release, fencing, heartbeat, wait, extend, tokens, seed}; }
};

struct Policy {
    std::optional<ReleaseMode> release;
    std::optional<bool> fencing;
    std::optional<bool> heartbeat;
    std::optional<bool> wait;
    std::optional<quint64> seed;
    std::optional<bool> checkedExtend;
    std::optional<TokenSource> tokens;
    bool any() const { return release || fencing || heartbeat || wait || seed || checkedExtend || tokens; }
    Policies apply(Policies p) const;
};
// False with a one-line message ("--fencing: expected on or off, got "yes"").
// `withSeed` false: the parser has no --seed, --extend or --tokens (the window).
bool readPolicy(const QCommandLineParser &parser, const PolicyFlags &flags, Policy *out, QString *error,
                bool withSeed = true);
// Only --release (sweep): the same rule.
bool readRelease(const QCommandLineParser &parser, const QCommandLineOption &option, std::optional<ReleaseMode> *out,
                 QString *error);
bool readSeed(const QCommandLineParser &parser, const QCommandLineOption &option, quint64 *out, QString *error);

// --redis managed|URL, --time-scale N, --timeout-ms MS: where a run happens.
struct BackendFlags {
    QCommandLineOption redis{QStringLiteral("redis"), OptionsTr::tr("managed, managed-cluster or a URL"),
                             QStringLiteral("where")};
    QCommandLineOption timeScale{QStringLiteral("time-scale"), OptionsTr::tr("wall = scenario time x N (live)"),
                                 QStringLiteral("N")};
    QCommandLineOption timeout{QStringLiteral("timeout-ms"), OptionsTr::tr("per-command timeout, wall ms (live)"),
                               QStringLiteral("MS")};
};
struct Backend {
    QString redis;  // empty: the embedded model
    double timeScale = 1.0;
    int timeoutMs = 0;  // 0: the scenario's timeoutMs × time scale
};
bool readBackend(const QCommandLineParser &parser, const BackendFlags &flags, Backend *out, QString *error);

// `watch` and `import`: what to watch in real traffic (--keys, --store-keys, --fence-key; the
// globs repeat), and what to make of it (--record, --json, --summary).
struct TrafficFlags {
    QCommandLineOption keys{
        QStringLiteral("keys"),
        OptionsTr::tr("lock keys (glob, repeatable); default: any key taken with SET NX and an expiry"),
        QStringLiteral("GLOB")};
    QCommandLineOption storeKeys{QStringLiteral("store-keys"),
                                 OptionsTr::tr("keys of the protected data (glob, repeatable)"),
                                 QStringLiteral("GLOB")};
    QCommandLineOption fenceKey{QStringLiteral("fence-key"), OptionsTr::tr("the key INCR hands fencing tokens out of"),
                                QStringLiteral("NAME")};
    QCommandLineOption record{QStringLiteral("record"), OptionsTr::tr("save the trace as a .locklab.json recording"),
                              QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"),
                            OptionsTr::tr("print the trace, its summary and the traffic counts as JSON")};
    QCommandLineOption key{QStringLiteral("key"),
                           OptionsTr::tr("the lock key whose trace the report details (default: the worst)"),
                           QStringLiteral("K")};
    // As `run --summary`: the report without a line per event, and bounded (a capture of 100,000 lock
    // keys or of 200,000 clients on one key prints a screen, not a million lines).
    QCommandLineOption summary{QStringLiteral("summary"),
                               OptionsTr::tr("print the table and the summary without a line per event; long lists "
                                             "cut to their first and last items")};
    QList<QCommandLineOption> all() const { return {keys, storeKeys, fenceKey, record, json, key, summary}; }
};

// One size rule for every image and window: WxH, each side from 64 to 8192 pixels.
inline constexpr int minSide = 64;
inline constexpr int maxSide = 8192;
bool parseSize(const QString &text, QSize *out);
bool readSize(const QCommandLineParser &parser, const QCommandLineOption &option, QSize *out, QString *error);

// --theme light|dark; --at-ms T (a non-negative number of ms; -1 when not given); on|off flags.
bool readTheme(const QCommandLineParser &parser, const QCommandLineOption &option, bool *dark, QString *error);
bool readAtMs(const QCommandLineParser &parser, const QCommandLineOption &option, Micros *out, QString *error);
bool readOnOff(const QCommandLineParser &parser, const QCommandLineOption &option, bool *out, QString *error);

// `--lang de|fr|en` belongs to every subcommand: main() takes it out of argv before any parser
// sees it. False with a one-line message when the value is missing or not a language we speak
// (in the installed language: main() installs the system's and asks again).
bool takeLanguage(int &argc, char *argv[], QString *language, QString *error);

// What a value looked like, quoted and escaped for a one-line message.
QString got(const QString &value);

// The GUI's command line: `locklab [options] [FILE.json | RUN.locklab.json | capture.log ...]`, for runGui().
bool parseGui(const QStringList &arguments, GuiOptions *out, QString *error);

}  // namespace locklab::options
