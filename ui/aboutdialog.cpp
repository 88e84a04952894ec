// SPDX-License-Identifier: MIT
#include "aboutdialog.h"

#include "core/buildinfo.h"
#include "uitr.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace locklab {

QString aboutText(const QString &redisVersion)
{
    const BuildInfo b = buildInfo();
    const QString qt =
        b.qtBuilt == b.qtRunning ? b.qtRunning : AboutTr::tr("%1 (built with %2)").arg(b.qtRunning, b.qtBuilt);
    const QString redis = redisVersion.isEmpty() ? AboutTr::tr("not connected (embedded simulator)") : redisVersion;
    auto row = [](const QString &name, const QString &value) {
        return QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;%2</td></tr>")
            .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    return AboutTr::tr(
               "<h3>LockLab %1</h3><p>A desktop lab for Redis distributed locks: watch a TTL run out under a frozen "
               "holder, flip naive DEL, token release and fencing, and step through the race.</p>")
               .arg(b.version)
           + QStringLiteral("<table>") + row(QStringLiteral("Qt"), qt) + row(QStringLiteral("QCoro"), b.qcoro)
           + row(QStringLiteral("hiredis"), b.hiredis) + row(AboutTr::tr("Redis server"), redis)
           + QStringLiteral("</table>") + AboutTr::tr("<p>Free software under the MIT license.</p>");
}

void showAboutDialog(QWidget *parent, const QString &redisVersion)
{
    QMessageBox::about(parent, AboutTr::tr("About LockLab"), aboutText(redisVersion));
}

}  // namespace locklab
