// SPDX-License-Identifier: MIT
#include "options.h"

#include "core/scenarioloader.h"
#include "core/terminaltext.h"
#include "core/translations.h"

#include <QRegularExpression>
#include <QTextStream>

#include <cstring>

namespace locklab::options {

QString got(const QString &value)
{
    return quoted(value);
}

Policies Policy::apply(Policies p) const
{
    if (release)
        p.release = *release;
    if (fencing)
        p.fencing = *fencing;
    if (heartbeat)
        p.heartbeat.enabled = *heartbeat;
    if (wait)
        p.wait = p.wait.switched(*wait);  // the scenario's own WAIT, else WAIT 1 50
    if (checkedExtend)
        p.heartbeat.checked = *checkedExtend;
    if (tokens)
        p.tokens = *tokens;
    return p;
}

bool readOnOff(const QCommandLineParser &parser, const QCommandLineOption &option, bool *out, QString *error)
{
    const QString v = parser.value(option);
    if (v != QStringLiteral("on") && v != QStringLiteral("off")) {
        *error = OptionsTr::tr("--%1: expected on or off, got %2").arg(option.names().constFirst(), got(v));
        return false;
    }
    *out = v == QStringLiteral("on");
    return true;
}

bool readRelease(const QCommandLineParser &parser, const QCommandLineOption &option, std::optional<ReleaseMode> *out,
                 QString *error)
{
    if (!parser.isSet(option))
        return true;
    const QString mode = parser.value(option);
    if (mode != QStringLiteral("naive") && mode != QStringLiteral("token")) {
        *error = OptionsTr::tr("--release: expected naive or token, got %1").arg(got(mode));
        return false;
    }
    *out = mode == QStringLiteral("naive") ? ReleaseMode::Naive : ReleaseMode::Token;
    return true;
}

bool readSeed(const QCommandLineParser &parser, const QCommandLineOption &option, quint64 *out, QString *error)
{
    bool ok = false;
    const quint64 seed = parser.value(option).toULongLong(&ok);
    if (!ok) {
        *error = OptionsTr::tr("--seed: expected a non-negative integer, got %1").arg(got(parser.value(option)));
        return false;
    }
    *out = seed;
    return true;
}

bool readPolicy(const QCommandLineParser &parser, const PolicyFlags &flags, Policy *out, QString *error, bool withSeed)
{
    if (!readRelease(parser, flags.release, &out->release, error))
        return false;
    for (const auto &[option, value] :
         {std::pair{&flags.fencing, &out->fencing}, {&flags.heartbeat, &out->heartbeat}, {&flags.wait, &out->wait}}) {
        if (!parser.isSet(*option))
            continue;
        bool on = false;
        if (!readOnOff(parser, *option, &on, error))
            return false;
        *value = on;
    }
    if (withSeed && parser.isSet(flags.extend)) {
        const QString mode = parser.value(flags.extend);
        if (mode != QStringLiteral("checked") && mode != QStringLiteral("unchecked")) {
            *error = OptionsTr::tr("--extend: expected checked or unchecked, got %1").arg(got(mode));
            return false;
        }
        out->checkedExtend = mode == QStringLiteral("checked");
    }
    if (withSeed && parser.isSet(flags.tokens)) {
        const QStringList sources{QStringLiteral("random"), QStringLiteral("pid"), QStringLiteral("hostname"),
                                  QStringLiteral("hostname-pid")};
        const qsizetype source = sources.indexOf(parser.value(flags.tokens));
        if (source < 0) {
            *error = OptionsTr::tr("--tokens: expected random, pid, hostname or hostname-pid, got %1")
                         .arg(got(parser.value(flags.tokens)));
            return false;
        }
        out->tokens = static_cast<TokenSource>(source);
    }
    if (withSeed && parser.isSet(flags.seed)) {
        quint64 seed = 0;
        if (!readSeed(parser, flags.seed, &seed, error))
            return false;
        out->seed = seed;
    }
    return true;
}

bool readBackend(const QCommandLineParser &parser, const BackendFlags &flags, Backend *out, QString *error)
{
    if (parser.isSet(flags.redis))
        out->redis = parser.value(flags.redis);
    if (parser.isSet(flags.timeScale)) {
        bool ok = false;
        out->timeScale = parser.value(flags.timeScale).toDouble(&ok);
        if (!ok || out->timeScale < 1.0 || out->timeScale > 1000.0) {
            *error = OptionsTr::tr("--time-scale: expected a number from 1 to 1000, got %1")
                         .arg(got(parser.value(flags.timeScale)));
            return false;
        }
    }
    if (parser.isSet(flags.timeout)) {
        bool ok = false;
        out->timeoutMs = parser.value(flags.timeout).toInt(&ok);
        if (!ok || out->timeoutMs < 1) {
            *error = OptionsTr::tr("--timeout-ms: expected a positive integer, got %1")
                         .arg(got(parser.value(flags.timeout)));
            return false;
        }
    }
    if ((parser.isSet(flags.timeScale) || parser.isSet(flags.timeout)) && out->redis.isEmpty()) {
        *error =
            OptionsTr::tr("--time-scale and --timeout-ms apply to live runs: add --redis managed|managed-cluster|URL");
        return false;
    }
    return true;
}

bool parseSize(const QString &text, QSize *out)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    if (size.width() < minSide || size.height() < minSide || size.width() > maxSide || size.height() > maxSide)
        return false;
    *out = size;
    return true;
}

bool readSize(const QCommandLineParser &parser, const QCommandLineOption &option, QSize *out, QString *error)
{
    if (parseSize(parser.value(option), out))
        return true;
    *error = OptionsTr::tr("--size: expected WxH from %1x%1 to %2x%2, got %3")
                 .arg(minSide)
                 .arg(maxSide)
                 .arg(got(parser.value(option)));
    return false;
}

bool readTheme(const QCommandLineParser &parser, const QCommandLineOption &option, bool *dark, QString *error)
{
    const QString theme = parser.value(option);
    if (theme != QStringLiteral("light") && theme != QStringLiteral("dark")) {
        *error = OptionsTr::tr("--theme: expected light or dark, got %1").arg(got(theme));
        return false;
    }
    *dark = theme == QStringLiteral("dark");
    return true;
}

bool readShow(const QCommandLineParser &parser, const QCommandLineOption &option, QString *out, QString *error)
{
    if (!parser.isSet(option))
        return true;
    const QString value = parser.value(option);
    const QStringList views = guiViews();
    if (!views.contains(value)) {
        *error = OptionsTr::tr("--show: expected one of %1, got %2").arg(views.join(QStringLiteral(", ")), got(value));
        return false;
    }
    *out = value;
    return true;
}

bool readAtMs(const QCommandLineParser &parser, const QCommandLineOption &option, Micros *out, QString *error)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const double ms = parser.value(option).toDouble(&ok);
    if (!ok || ms < 0 || ms > static_cast<double>(limits::maxDurationMs) * 10) {
        *error = OptionsTr::tr("--at-ms: expected a non-negative number, got %1").arg(got(parser.value(option)));
        return false;
    }
    *out = usFromMs(ms);
    return true;
}

bool takeLanguage(int &argc, char *argv[], QString *language, QString *error)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        QString value;
        int used = 0;
        if (std::strcmp(arg, "--lang") == 0) {
            if (i + 1 >= argc) {
                *error = OptionsTr::tr("--lang: expected one of %1, got nothing")
                             .arg(supportedLanguages().join(QStringLiteral(", ")));
                return false;
            }
            value = QString::fromLocal8Bit(argv[i + 1]);
            used = 2;
        } else if (std::strncmp(arg, "--lang=", 7) == 0) {
            value = QString::fromLocal8Bit(arg + 7);
            used = 1;
        } else {
            continue;
        }
        if (!supportedLanguages().contains(value)) {
            *error = OptionsTr::tr("--lang: expected one of %1, got %2")
                         .arg(supportedLanguages().join(QStringLiteral(", ")), got(value));
            return false;
        }
        *language = value;
        for (int j = i; j + used <= argc; ++j)
            argv[j] = argv[j + used];  // argv[argc] is the terminating null pointer
        argc -= used;
        --i;
    }
    return true;
}

bool parseGui(const QStringList &arguments, GuiOptions *out, QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(OptionsTr::tr("A desktop lab for Redis distributed locks"));
    const QCommandLineOption shot(QStringLiteral("screenshot"),
                                  OptionsTr::tr("Render the window into FILE.png and exit."),
                                  QStringLiteral("FILE.png"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), OptionsTr::tr("Built-in scenario name or JSON file."),
                                      QStringLiteral("NAME"));
    const PolicyFlags policy;
    const QCommandLineOption at(QStringLiteral("at-ms"), OptionsTr::tr("Cursor time in ms."), QStringLiteral("T"));
    const QCommandLineOption size(QStringLiteral("size"), OptionsTr::tr("Window size for --screenshot."),
                                  QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption theme(QStringLiteral("theme"), OptionsTr::tr("light or dark"), QStringLiteral("theme"));
    const QCommandLineOption redis(QStringLiteral("redis"), OptionsTr::tr("managed, managed-cluster or a URL"),
                                   QStringLiteral("target"));
    const QCommandLineOption show(
        QStringLiteral("show"),
        OptionsTr::tr("What the window shows: timeline, compare, editor, fairness, sweep or tour."),
        QStringLiteral("view"));
    const QCommandLineOption breakpoint(
        QStringLiteral("run-to-breakpoint"),
        OptionsTr::tr("Run to the next breakpoint (F8) from the cursor, as in the window's Debug menu."));
    parser.addOptions({shot, scenario, policy.release, policy.fencing, policy.heartbeat, policy.wait, at, size, theme,
                       redis, show, breakpoint});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 OptionsTr::tr("Scenarios (.json) and recordings (.locklab.json) to open."),
                                 QStringLiteral("[FILE...]"));
    if (!parser.parse(arguments)) {
        *error = printable(parser.errorText());
        return false;
    }
    out->screenshot = parser.value(shot);
    out->scenario = parser.value(scenario);
    out->files = parser.positionalArguments();
    out->runToBreakpoint = parser.isSet(breakpoint);
    Policy p;
    if (!readPolicy(parser, policy, &p, error, false) || !readAtMs(parser, at, &out->atUs, error)
        || !readSize(parser, size, &out->size, error) || !readShow(parser, show, &out->show, error))
        return false;
    out->release = p.release;
    out->fencing = p.fencing;
    out->heartbeat = p.heartbeat;
    out->wait = p.wait;
    if (parser.isSet(theme)) {
        bool dark = false;
        if (!readTheme(parser, theme, &dark, error))
            return false;
        out->dark = dark;
    }
    out->redis = parser.value(redis);
    return true;
}

}  // namespace locklab::options
