// SPDX-License-Identifier: MIT
#include "languagemenu.h"

#include "core/translations.h"
#include "uitr.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QWidget>

namespace locklab {

namespace {

const QString languageKey = QStringLiteral("ui/language");

// The arguments this process started with, minus any --lang (the new choice must win).
QStringList argumentsWithoutLanguage()
{
    QStringList args = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < args.size();) {
        if (args.at(i) == QLatin1String("--lang"))
            args.remove(i, std::min<qsizetype>(2, args.size() - i));
        else if (args.at(i).startsWith(QLatin1String("--lang=")))
            args.removeAt(i);
        else
            ++i;
    }
    return args;
}

void offerRestart(QWidget *window, const QString &language)
{
    const QString name =
        language.isEmpty() ? LanguageMenuTr::tr("the system's language") : languageDisplayName(language);
    QMessageBox box(QMessageBox::Information, LanguageMenuTr::tr("Language"),
                    LanguageMenuTr::tr("LockLab will speak %1 from its next start.").arg(name), QMessageBox::NoButton,
                    window);
    QPushButton *restart = box.addButton(LanguageMenuTr::tr("Restart Now"), QMessageBox::AcceptRole);
    box.addButton(LanguageMenuTr::tr("Later"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() != restart)
        return;
    // close() saves the window's state; a window that refuses to close keeps running as it is.
    if (window->close())
        QProcess::startDetached(QCoreApplication::applicationFilePath(), argumentsWithoutLanguage());
}

}  // namespace

QString savedLanguage()
{
    const QString language = QSettings().value(languageKey).toString();
    return supportedLanguages().contains(language) ? language : QString();
}

QMenu *createLanguageMenu(QWidget *window)
{
    auto *menu = new QMenu(LanguageMenuTr::tr("&Language"), window);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const QString saved = savedLanguage();
    auto add = [&](const QString &language, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(language == saved);
        action->setData(language);
        action->setObjectName(
            QStringLiteral("language-%1").arg(language.isEmpty() ? QStringLiteral("system") : language));
        group->addAction(action);
    };
    add(QString(), LanguageMenuTr::tr("System Default"));
    menu->addSeparator();
    for (const QString &language : supportedLanguages())
        add(language, languageDisplayName(language));
    QObject::connect(group, &QActionGroup::triggered, window, [window](QAction *action) {
        const QString language = action->data().toString();
        if (language == savedLanguage())
            return;
        QSettings().setValue(languageKey, language);
        offerRestart(window, language);
    });
    return menu;
}

}  // namespace locklab
