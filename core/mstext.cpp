// SPDX-License-Identifier: MIT
#include "core/mstext.h"

#include "core/coretr.h"

#include <QCoreApplication>

namespace locklab {

QString formatMs(Micros us, int decimals)
{
    if (decimals < 0)
        decimals = us % 1000 == 0 ? 0 : (us % 100 == 0 ? 1 : 3);
    return TimeTr::tr("%1 ms").arg(msFromUs(us), 0, 'f', decimals);
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
