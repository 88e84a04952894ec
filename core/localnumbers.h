// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QLocale>
#include <QString>

namespace locklab {

// Numbers for people in the language they chose: "121,2 ms" in German. The window and rendered
// pictures choose it (setNumberLocale); the command line never does, so its reports, JSON and
// trace lines keep the C locale's "121.2" whatever the system's locale is. Any locale but C also
// joins a number to its unit with a no-break space (U+00A0), as formatMs() writes it: text in the
// window wraps at spaces, and a banner that wrapped between "302,8" and "ms" said nothing on
// either line. A terminal never wraps at a word, so the command line keeps a plain space.
void setNumberLocale(const QLocale &locale);
// The locale formatMs() and formatMsNumber() write in: C until setNumberLocale(); never a group
// separator ("11163,8 ms", not "11.163,8 ms", which reads as eleven to an English eye).
QLocale numberLocale();
// A time as a number without unit, as msNumber() writes it but in numberLocale(): a column headed
// in ms, a sentence that says "ms" itself.
QString formatMsNumber(Micros us, int decimals = 3);
// What goes between a number and its unit: a no-break space once a locale for people is chosen.
QChar unitSpace();

}  // namespace locklab
