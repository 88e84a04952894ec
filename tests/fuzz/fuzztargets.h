// SPDX-License-Identifier: MIT
#pragma once

// One input of each fuzz target, shared by the libFuzzer entry points (tests/fuzz/fuzz_*.cpp,
// built with clang by tools/fuzz.sh) and the regression suite (tests/tst_fuzzregressions.cpp, every
// build): a crash the fuzzer found is a file in tests/fuzz/regressions/<target>/ from then on.
//
// Each returns an empty string when the input was handled as it should be (accepted, or refused
// with a one-line message), else what went wrong; the fuzzers abort() on it.

#include "../monitorlines.h"
#include "core/compactrecording.h"
#include "core/monitorline.h"
#include "core/recording.h"
#include "core/rediscommand.h"
#include "core/runlimits.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "core/trafficinterpreter.h"
#include "live/clustermap.h"
#include "live/redisconnection.h"
#include "live/sentinelclient.h"

#include <QBuffer>
#include <QByteArray>
#include <QSet>
#include <QString>

namespace locklab::fuzz {

// Small budgets: the fuzzer tries thousands of inputs a second, and a valid scenario may ask for
// an hour of 1 ms heartbeats.
inline RunLimits smallLimits()
{
    return RunLimits{20000, 16 << 20};
}

inline QString oneLine(const QString &message)
{
    if (message.isEmpty())
        return QStringLiteral("refused without a message");
    for (const QChar c : message) {
        if (c == u'\n' || c == u'\r' || c == u'\x1b')
            return QStringLiteral("message is not one terminal-safe line: ") + message.toHtmlEscaped();
    }
    return {};
}

// The scenario loader; a scenario it accepts is run on the embedded model and summarised.
inline QString scenario(const QByteArray &bytes)
{
    Scenario s;
    LoadError error;
    if (!parseScenario(bytes, QStringLiteral("fuzz.json"), &s, &error))
        return oneLine(error.toString());
    const Trace trace = simulate(s, s.policies, 1, smallLimits());
    const Summary summary = summarize(trace);
    if (trace.limitReached.isEmpty() && trace.events.size() > smallLimits().maxEvents)
        return QStringLiteral("the run went past its event limit");
    return summary.replies < 0 ? QStringLiteral("negative reply count") : QString();
}

// The recording loaders, JSON and compact (by the first line, as a file is opened), under the
// small limits; a recording they accept is summarised (the checker on any trace).
inline QString recording(const QByteArray &bytes)
{
    Recording r;
    LoadError error;
    if (compactRecordingVersion(bytes) > 0) {
        QByteArray copy = bytes;
        QBuffer device(&copy);
        device.open(QIODevice::ReadOnly);
        RecordingReadOptions options;
        options.limits = smallLimits();
        if (!readCompactRecording(&device, QStringLiteral("fuzz.locklab"), &r, &error, options))
            return oneLine(error.toString());
        // Every lock key's events together (version 2 reads several traces under one budget).
        qint64 events = r.trace.events.size();
        qint64 weight = r.trace.events.weight();
        for (const Trace &key : r.keys) {
            events += key.events.size();
            weight += key.events.weight();
        }
        if (events > smallLimits().maxEvents || weight > smallLimits().maxTraceBytes)
            return QStringLiteral("a compact recording read past its limits");
    } else if (!readRecording(bytes, QStringLiteral("fuzz.locklab.json"), &r, &error, smallLimits())) {
        return oneLine(error.toString());
    }
    const Summary summary = summarize(r.trace);
    return summary.replies < 0 ? QStringLiteral("negative reply count") : QString();
}

// RESP bytes through hiredis's reader and LockLab's conversion, fed in chunks of the size the first
// byte says (replies split across reads are the common case on a socket).
inline QString resp(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return {};
    const qsizetype chunk = 1 + static_cast<unsigned char>(bytes.at(0)) % 16;
    const ReplyLimits limits{1 << 20, 4096};
    const ParsedReplies parsed = parseReplies(bytes.mid(1), limits, chunk);
    if (parsed.pending > limits.maxReplyBytes + chunk)
        return QStringLiteral("buffered %1 bytes past the reply limit").arg(parsed.pending);
    for (const RedisValue &v : parsed.values) {
        if (v.kind == RedisValue::Kind::Array && v.elements.size() > limits.maxObjects)
            return QStringLiteral("an array past the element limit");
    }
    return {};
}

// One MONITOR line.
inline QString monitorLine(const QByteArray &bytes)
{
    MonitorLine line;
    MonitorParseError error;
    const MonitorParse result = parseMonitorLine(bytes, &line, &error);
    if (result == MonitorParse::Invalid) {
        if (error.column < 1 || error.column > bytes.size() + 1)
            return QStringLiteral("error column %1 outside the line of %2 bytes").arg(error.column).arg(bytes.size());
        return oneLine(error.message);
    }
    // The router's parse (views of the line) reads every line the same.
    MonitorLine borrowed;
    MonitorParseError borrowedError;
    if (parseMonitorLineBorrowed(bytes, &borrowed, &borrowedError) != result)
        return QStringLiteral("the borrowed parse disagrees on the line's kind");
    if (result == MonitorParse::Command
        && (borrowed.args != line.args || borrowed.client != line.client || borrowed.serverTimeUs != line.serverTimeUs
            || borrowed.db != line.db || borrowed.source != line.source))
        return QStringLiteral("the borrowed parse disagrees on the line's fields");
    if (result != MonitorParse::Command)
        return {};
    // An import's groups read the line packed: the same line, unpacked into one that held another.
    QByteArray packed;
    packMonitorLine(borrowed, &packed);
    MonitorLine unpacked;
    unpacked.args = {"an", "earlier", "line's", "arguments"};
    if (!unpackMonitorLine(packed, &unpacked) || unpacked.args != line.args || unpacked.client != line.client
        || unpacked.serverTimeUs != line.serverTimeUs || unpacked.db != line.db || unpacked.source != line.source)
        return QStringLiteral("the packed line is not the line");
    for (qsizetype n = 0; n < packed.size(); n += 1 + n / 4) {
        if (unpackMonitorLine(QByteArrayView(packed).first(n), &unpacked))
            return QStringLiteral("a packed line cut to %1 bytes was read").arg(n);
    }
    return {};
}

// The replies of a hostile or broken node: RESP bytes fed in chunks (as fuzz_resp), every complete
// reply then handed to `each`. Empty, or what went wrong in the RESP layer itself.
template <class Each> QString forEachReply(const QByteArray &bytes, Each each)
{
    if (bytes.isEmpty())
        return {};
    const qsizetype chunk = 1 + static_cast<unsigned char>(bytes.at(0)) % 16;
    const ParsedReplies parsed = parseReplies(bytes.mid(1), ReplyLimits{1 << 20, 4096}, chunk);
    for (const RedisValue &value : parsed.values) {
        const QString problem = each(value);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

// A host as a node or a sentinel names it goes into URLs, notes and the report: no control
// character, no space (an address is one word).
inline QString plausibleAddress(const RedisAddress &address, const char *what)
{
    if (address.port == 0)
        return QStringLiteral("%1 with port 0").arg(QLatin1String(what));
    if (address.host.isEmpty())
        return QStringLiteral("%1 with no host").arg(QLatin1String(what));
    for (const QChar c : address.host) {
        if (c.unicode() < 0x20 || c == u' ' || c.unicode() == 0x7f)
            return QStringLiteral("%1 with a control character or space in its host: %2")
                .arg(QLatin1String(what), address.host.toHtmlEscaped());
    }
    return {};
}

// CLUSTER SHARDS and CLUSTER SLOTS replies through the cluster map's parsers, and an error reply as
// a MOVED/ASK redirect: a map accepted only serves slots 0-16383 from plausible addresses, every
// slot of its ranges finds its primary, a refusal is one terminal-safe line.
inline QString clusterReplies(const QByteArray &bytes)
{
    const RedisAddress node{QStringLiteral("127.0.0.1"), 7000};
    return forEachReply(bytes, [&](const RedisValue &reply) -> QString {
        for (const bool shards : {true, false}) {
            ClusterMap map;
            QString error;
            const bool ok = shards ? ClusterMap::parseShards(reply, node, &map, &error)
                                   : ClusterMap::parseSlots(reply, node, &map, &error);
            if (!ok) {
                if (const QString bad = oneLine(error); !bad.isEmpty())
                    return bad;
                continue;
            }
            if (map.ranges.isEmpty() || map.primaries().isEmpty())
                return QStringLiteral("a map accepted with no slot served");
            for (const ClusterMap::Range &range : std::as_const(map.ranges)) {
                if (range.first < 0 || range.last < range.first || range.last > 16383)
                    return QStringLiteral("slots %1-%2 outside the cluster").arg(range.first).arg(range.last);
                if (const QString bad = plausibleAddress(range.primary, "a primary"); !bad.isEmpty())
                    return bad;
                if (!map.primaryOf(range.first) || !map.primaryOf(range.last))
                    return QStringLiteral("a slot of the map without its primary");
            }
        }
        if (reply.isError() || reply.kind == RedisValue::Kind::Status) {
            const ClusterRedirect redirect = ClusterRedirect::parse(reply.text);
            if (redirect.kind != ClusterRedirect::Kind::None) {
                if (redirect.slot < 0 || redirect.slot > 16383)
                    return QStringLiteral("a redirect to slot %1").arg(redirect.slot);
                // No host: the node does not know its endpoint, and the caller asks the host it sent to.
                RedisAddress to = redirect.address;
                if (to.host.isEmpty())
                    to.host = node.host;
                if (const QString bad = plausibleAddress(to, "a redirect"); !bad.isEmpty())
                    return bad;
            }
        }
        const int slot = clusterKeySlot(reply.text);
        return slot < 0 || slot > 16383 ? QStringLiteral("key slot %1").arg(slot) : QString();
    });
}

// A sentinel's replies: SENTINEL get-master-addr-by-name, SENTINEL REPLICAS, a +switch-master
// message (and its payload alone). What is accepted names plausible addresses.
inline QString sentinelReplies(const QByteArray &bytes)
{
    const QString master = QStringLiteral("mymaster");
    return forEachReply(bytes, [&](const RedisValue &reply) -> QString {
        RedisAddress primary;
        if (SentinelClient::parsePrimary(reply, &primary)) {
            if (const QString bad = plausibleAddress(primary, "a primary"); !bad.isEmpty())
                return bad;
        }
        if (const auto replicas = SentinelClient::parseReplicas(reply)) {
            for (const SentinelClient::Replica &replica : *replicas) {
                if (replica.address.port != 0) {
                    if (const QString bad = plausibleAddress(replica.address, "a replica"); !bad.isEmpty())
                        return bad;
                }
            }
        } else if (reply.kind == RedisValue::Kind::Array) {
            return QStringLiteral("an array refused as a replica list");
        }
        RedisAddress from;
        RedisAddress to;
        const bool switched = SentinelClient::parseSwitchMessage(reply, master, &from, &to)
                              || SentinelClient::parseSwitch(reply.text, master, &from, &to);
        if (switched) {
            if (const QString bad = plausibleAddress(from, "a switch's old primary"); !bad.isEmpty())
                return bad;
            if (const QString bad = plausibleAddress(to, "a switch's new primary"); !bad.isEmpty())
                return bad;
        }
        return QString();
    });
}

// A program of lock traffic on many keys, interleaved, as MONITOR lines (the structured half of
// fuzz_import: random bytes rarely spell a valid line, so the program's bytes choose the command, the
// key among 12, the client among 6 and the time step; redis-py's and go-redis's shapes alike).
inline QByteArray captureFromProgram(const QByteArray &program)
{
    QByteArray out;
    qint64 us = 1700000000000000;
    for (qsizetype i = 0; i + 3 < program.size(); i += 4) {
        const auto op = static_cast<unsigned char>(program.at(i));
        const auto keyByte = static_cast<unsigned char>(program.at(i + 1));
        const auto clientByte = static_cast<unsigned char>(program.at(i + 2));
        const auto step = static_cast<unsigned char>(program.at(i + 3));
        us += (step & 0x80) ? qint64(step & 0x7f) * 100000 : qint64(step) * 1000;  // ms or a tenth of a second
        if (op == 0xff)
            us -= 3000000;  // the server's clock set back
        const QByteArray key = "lock:" + QByteArray::number(keyByte % 12) + ((keyByte & 0x80) ? "{t}" : "");
        const QByteArray token = "tok" + QByteArray::number(clientByte % 6) + '-' + QByteArray::number(op >> 5);
        const QByteArray ttl = QByteArray::number(1 + (keyByte >> 4) * 97);
        const int db = (clientByte & 0x80) ? 1 : 0;
        QByteArray args;
        switch (op % 11) {
        case 0:
            args = "\"SET\" \"" + key + "\" \"" + token + "\" \"NX\" \"PX\" \"" + ttl + '"';
            break;
        case 1:
            args = "\"set\" \"" + key + "\" \"" + token + "\" \"ex\" \"1\" \"nx\"";
            break;
        case 2:
            args = "\"DEL\" \"" + key + '"';
            break;
        case 3:
            args = "\"PEXPIRE\" \"" + key + "\" \"" + ttl + '"';
            break;
        case 4:
            args = "\"GET\" \"" + key + '"';
            break;
        case 5:
            args =
                "\"EVAL\" \"if redis.call(\\\"get\\\",KEYS[1]) == ARGV[1] then return redis.call(\\\"del\\\",KEYS[1]) "
                "else return 0 end\" \"1\" \""
                + key + "\" \"" + token + '"';
            break;
        case 6:
            args = "\"INCR\" \"fence\"";
            break;
        case 7:
            args = "\"SET\" \"store:" + key + "\" \"" + token + '"';
            break;
        case 8:
            args = "\"SET\" \"" + key + "\" \"" + token + "\" \"PX\" \"" + ttl + '"';
            break;
        case 9:
            args = "\"CLIENT\" \"SETNAME\" \"worker-" + QByteArray::number(clientByte % 6) + '"';
            break;
        default:
            args = "\"PING\"";
            break;
        }
        out += test::monitorLine(us, "127.0.0.1:" + QByteArray::number(5000 + clientByte % 6), args, db) + '\n';
    }
    return out;
}

// The every-key import (`import` without --keys): a capture through the traffic interpreter as
// importMonitorLog feeds it, line by line, under the small limits. Every line is counted; every key's
// trace stays within the limits (weighed every few lines: one line's worth of slack); and no key
// that no SET (or script) ever named is reported with overlapping holders.
inline QString import(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return {};
    const QByteArray capture = (bytes.at(0) & 1) ? captureFromProgram(bytes.mid(1)) : bytes.mid(1);
    // Limits small enough that a 4 KiB program reaches them (a line adds a few events to one key).
    const RunLimits limits{2000, 256 << 10};
    TrafficOptions options;
    options.limits = limits;
    TrafficInterpreter interpreter(options);
    QSet<QString> taken;  // model names of the keys a SET, SETNX or script named
    qint64 lines = 0;
    for (const QByteArray &line : capture.split('\n')) {
        interpreter.feedLine(line);
        ++lines;
        MonitorLine parsed;
        MonitorParseError error;
        if (parseMonitorLine(line, &parsed, &error) != MonitorParse::Command || parsed.args.size() < 2)
            continue;
        const QByteArray name = parsed.args.at(0).toLower();
        QByteArray key = parsed.args.at(1);
        if (name == "eval" || name == "evalsha")
            key = parsed.args.size() > 3 ? parsed.args.at(3) : QByteArray();
        else if (name != "set" && name != "setnx")
            continue;
        const QString text = argumentText(key);
        taken << text << text + QStringLiteral("@db") + QString::number(parsed.db);
    }
    interpreter.finish();
    const TrafficStats &stats = interpreter.stats();
    if (stats.lines != lines)
        return QStringLiteral("%1 lines fed, %2 counted").arg(lines).arg(stats.lines);
    qint64 weight = 0;
    qint64 events = 0;
    for (qsizetype k = 0; k < interpreter.keyCount(); ++k) {
        const Trace trace = interpreter.keyTrace(k);
        weight += trace.events.weight();
        events += trace.events.size();
        const Summary summary = summarize(trace);
        if (!summary.overlaps.isEmpty() && !taken.contains(interpreter.keyName(k)))
            return QStringLiteral("overlaps on %1, a key no SET named").arg(interpreter.keyName(k).toHtmlEscaped());
        if (summary.replies < 0)
            return QStringLiteral("negative reply count");
    }
    // The limits are weighed every `keys` lines, and a line adds a few events (and a line's text) to one key.
    const qint64 keys = interpreter.keyCount() + 1;
    if (events > limits.maxEvents + 16 * keys || weight > limits.maxTraceBytes + keys * (capture.size() + 1024))
        return QStringLiteral("%1 events, %2 bytes: past the limits").arg(events).arg(weight);
    return {};
}

}  // namespace locklab::fuzz
