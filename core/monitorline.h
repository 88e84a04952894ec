// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace locklab {

// One line of `MONITOR` output, as Redis 7.0 writes it (replicationFeedMonitors):
//   1700000000.123456 [0 127.0.0.1:50312] "SET" "lock" "tok" "NX" "PX" "100"
//   1700000000.123499 [0 lua] "get" "lock"
//   1700000000.200000 [2 unix:/run/redis.sock] "DEL" "lock"
// Arguments are quoted as sdscatrepr() does: \" \\ \n \r \t \a \b and \xHH for any other byte
// outside the printable range. RedisInsight's saved profiler log writes the same header with
// each argument as a JSON string, so \f, \/ and \uXXXX are read too.
struct MonitorLine {
    enum class Source : quint8 { Tcp, Unix, Lua };
    qint64 serverTimeUs = 0;  // the server's wall clock, µs since the epoch
    int db = 0;
    Source source = Source::Tcp;
    QByteArray client;  // "127.0.0.1:50312", "[::1]:50312", the socket path for Unix; empty for Lua
    QList<QByteArray> args;
};

enum class MonitorParse : quint8 {
    Command,  // a command line: *out is filled
    Ignored,  // nothing to read: an empty line, or the "OK" that redis-cli monitor prints first
    Invalid,  // not a MONITOR line: *error says where and why
};

struct MonitorParseError {
    qint64 column = 0;  // 1-based byte column of the first byte that did not fit (a line may pass 2 GiB)
    QString message;
};

// The longest line read: as long as any reply on a live connection may be (RedisConnection's
// limit), so a capture of a value far larger than a lock's never sits in memory whole.
constexpr qsizetype maxMonitorLineBytes = qsizetype(64) << 20;

// A pure function of the bytes: no state, no allocation beyond the result, any input accepted
// (a fuzzer calls it with arbitrary bytes). A trailing "\r" or "\n" is ignored, and so is a
// leading '+' (the line as a raw RESP status reply). A line longer than maxMonitorLineBytes is
// Invalid at the column past the limit, unread.
MonitorParse parseMonitorLine(QByteArrayView line, MonitorLine *out, MonitorParseError *error);

// The same parse, without copying what it need not: the client and every argument without an escape
// are QByteArray::fromRawData() views of `line`, valid while its bytes are. A copy of a view is a
// view too: what is kept past the line must be copied with owned(). For a reader that looks at a
// line and lets it go (the import's router: a copy of each argument was a fifth of its time). It
// parses into *out in place, reusing its argument list: a line that is not a command leaves *out
// unspecified.
MonitorParse parseMonitorLineBorrowed(QByteArrayView line, MonitorLine *out, MonitorParseError *error);

// Bytes of their own, for a value from parseMonitorLineBorrowed() that outlives its line.
inline QByteArray owned(const QByteArray &bytes)
{
    return bytes.isNull() ? QByteArray() : QByteArray(bytes.constData(), bytes.size());
}

// A parsed line in a compact binary form, for a file LockLab writes and reads back itself (an
// import's groups): read back, nothing is unquoted or unescaped again (parsing each line a second time
// was a seventh of an import's time). packMonitorLine() appends to `out`; unpackMonitorLine() gives
// the line that was packed, null and empty arguments alike, reusing the buffers `out` already has
// where they are its own. False (and `out` unspecified) on bytes that are not one packed line.
void packMonitorLine(const MonitorLine &line, QByteArray *out);
bool unpackMonitorLine(QByteArrayView packed, MonitorLine *out);

// A parse error's message in the installed language (locklab::Traffic). MonitorParseError keeps the
// English text: the parser stays a pure function of the bytes, and `--json` lists one spelling.
QString monitorParseMessage(const QString &message);

// Whether bytes are the start of a MONITOR log (`redis-cli monitor`'s output, RedisInsight's
// profiler log): by the content, never the name. One of its lines is a MONITOR command line,
// whatever comes before it (a cut first line, a shell prompt, a note), as `locklab import` reads
// it. `whole`: `head` is all of it; else its last line may be cut and is not judged.
bool looksLikeMonitorLog(QByteArrayView head, bool whole = true);
// The same for the first 64 KiB of a file: false if it cannot be read.
bool isMonitorLogFile(const QString &path);

}  // namespace locklab
