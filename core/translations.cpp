// SPDX-License-Identifier: MIT
#include "core/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

static void initResources()
{
    // The .qm files are resources of a static library: register them before the first load.
    static const bool done = [] {
        Q_INIT_RESOURCE(translations);
        return true;
    }();
    Q_UNUSED(done)
}

namespace locklab {

QStringList supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString languageDisplayName(const QString &language)
{
    // Each language in its own words, whatever language the menu is shown in.
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return QLocale(language).nativeLanguageName();
}

QString chooseLanguage(const QString &requested)
{
    const QStringList supported = supportedLanguages();
    if (supported.contains(requested))
        return requested;
    // uiLanguages() lists "de-CH", "de", … in the user's order of preference.
    for (const QString &tag : QLocale::system().uiLanguages()) {
        const QString language = tag.section(u'-', 0, 0).toLower();
        if (supported.contains(language))
            return language;
    }
    return supported.first();
}

bool installTranslations(const QString &language)
{
    if (!supportedLanguages().contains(language))
        return false;
    initResources();
    auto *app = QCoreApplication::instance();
    auto *ours = new QTranslator(app);
    // :/i18n holds the .qm files built from translations/*.ts; English has one too, for its
    // plural forms only ("1 try", "2 tries"), since the sources say "%n tries".
    if (!ours->load(QStringLiteral(":/i18n/locklab_%1.qm").arg(language))) {
        delete ours;
        return false;
    }
    QCoreApplication::installTranslator(ours);
    if (language == QLatin1String("en"))
        return true;
    // Qt's own strings (OK, Cancel, the file dialog) come from Debian's qt6-translations-l10n.
    auto *qt = new QTranslator(app);
    if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return true;
}

}  // namespace locklab
