// SPDX-License-Identifier: MIT
#pragma once

// One input of each fuzz target, shared by the libFuzzer entry points (tests/fuzz/fuzz_*.cpp,
// built with clang by tools/fuzz.sh) and the regression suite (tests/tst_fuzzregressions.cpp, every
// build): a crash the fuzzer found is a file in tests/fuzz/regressions/<target>/ from then on.
//
// Each returns an empty string when the input was handled as it should be (accepted, or refused
// with a one-line message), else what went wrong; the fuzzers abort() on it.

#include "core/compactrecording.h"
#include "core/monitorline.h"
#include "core/recording.h"
#include "core/runlimits.h"
#include "core/scenarioloader.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "live/redisconnection.h"

#include <QBuffer>
#include <QByteArray>
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
    if (bytes.startsWith(compactRecordingMagic())) {
        QByteArray copy = bytes;
        QBuffer device(&copy);
        device.open(QIODevice::ReadOnly);
        RecordingReadOptions options;
        options.limits = smallLimits();
        if (!readCompactRecording(&device, QStringLiteral("fuzz.locklab"), &r, &error, options))
            return oneLine(error.toString());
        if (r.trace.events.size() > smallLimits().maxEvents || r.trace.events.weight() > smallLimits().maxTraceBytes)
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
    return {};
}

}  // namespace locklab::fuzz
