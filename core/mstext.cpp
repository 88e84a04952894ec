// SPDX-License-Identifier: MIT
#include "core/mstext.h"

#include "core/coretr.h"
#include "core/localnumbers.h"

#include <QCoreApplication>

namespace locklab {

namespace {

QLocale withoutGroups(QLocale locale)
{
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

// Set once, before any window or picture exists; the sweep's threads only read it.
QLocale &chosenNumberLocale()
{
    static QLocale locale = withoutGroups(QLocale::c());
    return locale;
}

QChar &chosenUnitSpace()
{
    static QChar space = u' ';
    return space;
}

}  // namespace

void setNumberLocale(const QLocale &locale)
{
    chosenNumberLocale() = withoutGroups(locale);
    chosenUnitSpace() = locale.language() == QLocale::C ? QChar(u' ') : QChar(QChar::Nbsp);
}

QLocale numberLocale()
{
    return chosenNumberLocale();
}

QChar unitSpace()
{
    return chosenUnitSpace();
}

QString formatMsNumber(Micros us, int decimals)
{
    return chosenNumberLocale().toString(msFromUs(us), 'f', decimals);
}

QString formatMs(Micros us, int decimals)
{
    if (decimals < 0)
        decimals = us % 1000 == 0 ? 0 : (us % 100 == 0 ? 1 : 3);
    // The whole of "%1 ms" is the number and its unit: every space in it, the translator's too, is
    // the one between them.
    return TimeTr::tr("%1 ms").replace(u' ', unitSpace()).arg(formatMsNumber(us, decimals));
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
