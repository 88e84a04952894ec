// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace locklab {

// The languages LockLab speaks, as two-letter codes: "en" first, then the translations it ships.
QStringList supportedLanguages();

// The language's own name for itself ("Deutsch", "Français"), for a language menu.
QString languageDisplayName(const QString &language);

// The language to speak: `requested` if it is one we speak, otherwise the first of the system's
// UI languages that we speak, otherwise English. An empty `requested` means "follow the system".
QString chooseLanguage(const QString &requested = QString());

// Installs LockLab's translation for `language` (embedded in the binary) and Qt's own (for standard
// dialog buttons, when Qt's translations are installed) into the running application. Returns
// false for a language we do not speak or a catalogue that cannot be loaded.
bool installTranslations(const QString &language);

}  // namespace locklab
