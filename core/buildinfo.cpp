// SPDX-License-Identifier: MIT
#include "buildinfo.h"

#include <QtGlobal>

#include <hiredis/hiredis.h>

namespace locklab {

BuildInfo buildInfo()
{
    return BuildInfo{
        QStringLiteral(LOCKLAB_VERSION),
        QStringLiteral(QT_VERSION_STR),
        QString::fromLatin1(qVersion()),
        QStringLiteral(LOCKLAB_QCORO_VERSION),
        QStringLiteral("%1.%2.%3").arg(HIREDIS_MAJOR).arg(HIREDIS_MINOR).arg(HIREDIS_PATCH),
    };
}

QString versionLine()
{
    const BuildInfo b = buildInfo();
    return QStringLiteral("LockLab %1 (Qt %2, QCoro %3, hiredis %4)").arg(b.version, b.qtRunning, b.qcoro, b.hiredis);
}

} // namespace locklab
