// SPDX-License-Identifier: MIT
#pragma once

// MONITOR lines as redis-server writes them, for the suites and fuzzers that make captures.

#include <QByteArray>

namespace locklab::test {

// The server's clock as MONITOR prints it: seconds, a dot, six digits of microseconds.
inline QByteArray monitorStamp(qint64 us)
{
    QByteArray stamp = QByteArray::number(us / 1000000);
    stamp.append('.').append(QByteArray::number(us % 1000000).rightJustified(6, '0'));
    return stamp;
}

// `1700000000.123456 [DB CLIENT] ARGS`, ARGS already quoted as MONITOR quotes them.
inline QByteArray monitorLine(qint64 us, const QByteArray &client, const QByteArray &args, int db = 0)
{
    QByteArray line = monitorStamp(us);
    line.append(" [").append(QByteArray::number(db)).append(' ').append(client).append("] ").append(args);
    return line;
}

}  // namespace locklab::test
