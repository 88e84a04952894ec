// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QLocale>
#include <QString>

namespace locklab {

// Numbers for people in the language they chose: "121,2 ms" in German. The window and rendered
// pictures choose it (setNumberLocale); the command line never does, so its reports, JSON and
// trace lines keep the C locale's "121.2" whatever the system's locale is.
void setNumberLocale(const QLocale &locale);
// The locale formatMs() and formatMsNumber() write in: C until setNumberLocale(); never a group
// separator ("11163,8 ms", not "11.163,8 ms", which reads as eleven to an English eye).
QLocale numberLocale();
// A time as a number without unit, as msNumber() writes it but in numberLocale(): a column headed
// in ms, a sentence that says "ms" itself.
QString formatMsNumber(Micros us, int decimals = 3);

}  // namespace locklab
