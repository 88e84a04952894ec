// SPDX-License-Identifier: MIT
#include "core/mstext.h"

#include <QCoreApplication>

namespace locklab {

namespace {
struct Time {
    Q_DECLARE_TR_FUNCTIONS(locklab::Time)
};
}  // namespace

QString formatMs(Micros us, int decimals)
{
    if (decimals < 0)
        decimals = us % 1000 == 0 ? 0 : (us % 100 == 0 ? 1 : 3);
    return Time::tr("%1 ms").arg(msFromUs(us), 0, 'f', decimals);
}

QString msNumber(Micros us, int decimals)
{
    return QString::number(msFromUs(us), 'f', decimals);
}

QString formatWholeMs(qint64 ms)
{
    return formatMs(ms * 1000, 0);
}

}  // namespace locklab
