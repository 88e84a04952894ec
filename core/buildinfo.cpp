// SPDX-License-Identifier: MIT
#include "core/buildinfo.h"

#include <QtGlobal>

namespace locklab {

BuildInfo buildInfo()
{
    return BuildInfo{
        QStringLiteral(LOCKLAB_VERSION),       QStringLiteral(QT_VERSION_STR),          QString::fromLatin1(qVersion()),
        QStringLiteral(LOCKLAB_QCORO_VERSION), QStringLiteral(LOCKLAB_HIREDIS_VERSION),
    };
}

QString versionLine()
{
    const BuildInfo b = buildInfo();
    return QStringLiteral("LockLab %1 (Qt %2, QCoro %3, hiredis %4)").arg(b.version, b.qtRunning, b.qcoro, b.hiredis);
}

}  // namespace locklab
