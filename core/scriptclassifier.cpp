// SPDX-License-Identifier: MIT
#include "core/scriptclassifier.h"

#include <QRegularExpression>
#include <QSet>

namespace locklab {

namespace {

// The first whole number among argv[from…] (a TTL the script was given), 0 if none.
qint64 numericArgument(const QList<QByteArray> &argv, qsizetype from)
{
    qint64 v = 0;
    for (qsizetype i = from; i < argv.size(); ++i) {
        if (argumentInteger(argv.at(i), &v))
            return v;
    }
    return 0;
}

// SET's value, its PX/EX in ms and whether it was NX, read back from its arguments.
Request setRequest(const QList<QByteArray> &args)
{
    Request r{.command = Command::Set, .value = argumentText(args.value(2))};
    for (qsizetype i = 3; i < args.size(); ++i) {
        const QByteArray o = args.at(i).toLower();
        qint64 n = 0;
        if (o == "nx")
            r.condition = SetCondition::IfAbsent;
        else if (o == "px" && i + 1 < args.size() && argumentInteger(args.at(i + 1), &n))
            r.number = n, ++i;
        else if (o == "ex" && i + 1 < args.size() && argumentInteger(args.at(i + 1), &n))
            r.number = n * 1000, ++i;
    }
    return r;
}

struct LockCalls {
    const ScriptCall *firstRead = nullptr;  // a check before anything changed the key
    const ScriptCall *set = nullptr;
    const ScriptCall *del = nullptr;
    const ScriptCall *expire = nullptr;
};

LockCalls lockCalls(const QList<ScriptCall> &onLock)
{
    LockCalls c;
    for (const ScriptCall &call : onLock) {
        switch (call.command) {
        case RedisCommand::Get:
        case RedisCommand::Exists:
            if (!c.firstRead && !c.set && !c.del && !c.expire)
                c.firstRead = &call;
            break;
        case RedisCommand::Set:
            c.set = c.set ? c.set : &call;
            break;
        case RedisCommand::Del:
        case RedisCommand::Unlink:
            c.del = c.del ? c.del : &call;
            break;
        case RedisCommand::Expire:
        case RedisCommand::PExpire:
            c.expire = c.expire ? c.expire : &call;
            break;
        default:
            break;
        }
    }
    return c;
}

// A run that set the key: an acquire, unless it re-set a key it found (a compare-and-extend).
ScriptMeaning fromSet(const ScriptCall &set, bool checked, bool checkFoundNothing)
{
    const Request r = setRequest(set.args);
    ScriptMeaning m;
    if (r.condition == SetCondition::IfAbsent || checkFoundNothing || !checked) {
        m.purpose = Command::Set;
        m.request =
            Request{.command = Command::Set, .value = r.value, .number = r.number, .condition = SetCondition::IfAbsent};
        m.reply = set.reply.isOk() ? Reply::status(QStringLiteral("OK")) : Reply::nil();
    } else {
        m.purpose = Command::CompareAndExtend;
        m.request = Request{.command = Command::CompareAndExtend, .value = r.value, .number = r.number};
        m.reply = Reply::ofInteger(set.reply.isOk() ? 1 : 0);
    }
    return m;
}

// A run that only read: it decided not to act, and `known` says what it refused to do.
ScriptMeaning fromReadsOnly(const QList<QByteArray> &argv, const QString &token, std::optional<Command> known)
{
    ScriptMeaning m;
    m.purpose = known;
    if (known == Command::Set) {
        m.request = Request{.command = Command::Set,
                            .value = argumentText(argv.value(0)),
                            .number = numericArgument(argv, 1),
                            .condition = SetCondition::IfAbsent};
        m.reply = Reply::nil();
    } else if (known) {
        m.request = Request{.command = *known,
                            .value = token,
                            .number = *known == Command::CompareAndExtend ? numericArgument(argv, 1) : 0};
        m.reply = Reply::ofInteger(0);
    }
    return m;
}

}  // namespace

ScriptMeaning classifyScript(const QList<ScriptCall> &onLock, const QList<QByteArray> &argv, const QString &token,
                             std::optional<Command> known)
{
    const LockCalls c = lockCalls(onLock);
    const bool checked = c.firstRead != nullptr;
    const bool checkFoundNothing =
        checked
        && (c.firstRead->reply.kind == Reply::Kind::Nil
            || (c.firstRead->command == RedisCommand::Exists && c.firstRead->reply.integer == 0));
    ScriptMeaning m;
    if (c.set) {
        m = fromSet(*c.set, checked, checkFoundNothing);
    } else if (c.del) {
        m.purpose = checked ? Command::CompareAndDelete : Command::Del;
        m.request = Request{.command = *m.purpose, .value = checked ? token : QString()};
        m.reply = Reply::ofInteger(c.del->reply.integer > 0 ? 1 : 0);
    } else if (c.expire) {
        qint64 ms = 0;
        argumentInteger(c.expire->args.value(2), &ms);
        if (c.expire->command == RedisCommand::Expire)
            ms *= 1000;
        m.purpose = checked ? Command::CompareAndExtend : Command::Pexpire;
        m.request = Request{.command = *m.purpose, .value = checked ? token : QString(), .number = ms};
        m.reply = Reply::ofInteger(c.expire->reply.integer > 0 ? 1 : 0);
    } else {
        return fromReadsOnly(argv, token, known);
    }
    m.teaches = checked;
    return m;
}

std::optional<Command> purposeOfBody(const QByteArray &body)
{
    static const QRegularExpression call(QStringLiteral("p?call\\s*\\(\\s*['\"]([A-Za-z]+)['\"]"));
    QSet<QString> calls;
    const QString source = QString::fromUtf8(body);
    for (auto it = call.globalMatch(source); it.hasNext();)
        calls.insert(it.next().captured(1).toLower());
    const QString lower = source.toLower();
    const bool nx = lower.contains(QStringLiteral("'nx'")) || lower.contains(QStringLiteral("\"nx\""));
    if (calls.contains(QStringLiteral("set")) && (calls.contains(QStringLiteral("exists")) || nx))
        return Command::Set;
    if (calls.contains(QStringLiteral("del")) || calls.contains(QStringLiteral("unlink")))
        return Command::CompareAndDelete;
    if (calls.contains(QStringLiteral("pexpire")) || calls.contains(QStringLiteral("expire"))
        || (calls.contains(QStringLiteral("set")) && calls.contains(QStringLiteral("get"))))
        return Command::CompareAndExtend;
    return std::nullopt;
}

}  // namespace locklab
