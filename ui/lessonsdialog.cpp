// SPDX-License-Identifier: MIT
#include "lessonsdialog.h"

#include "core/builtins.h"
#include "core/seedlab.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "runcontroller.h"
#include "uitr.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace locklab {

namespace {

const QString linkScheme = QStringLiteral("locklab-scenario");

QString lessonEntry(const QString &name, const Scenario &s, const QString &prefix)
{
    return QStringLiteral("<h3>%1%2</h3><p>%3</p><p><a href=\"%4\">%5</a> &nbsp;<code>locklab run %6</code></p>")
        .arg(prefix.toHtmlEscaped(), scenarioTitle(s).toHtmlEscaped(), scenarioDescription(s).toHtmlEscaped(),
             scenarioLink(name), LessonsTr::tr("Open this lesson").toHtmlEscaped(), name.toHtmlEscaped());
}

}  // namespace

QString scenarioLink(const QString &name)
{
    return linkScheme + u':' + name;
}

QString scenarioFromLink(const QString &link)
{
    const QString start = linkScheme + u':';
    return link.startsWith(start) ? link.mid(start.size()) : QString();
}

QString lessonsHtml()
{
    QString html =
        LessonsTr::tr("<p>Each lesson is a built-in scenario: open it, flip the policies in the toolbar and watch "
                      "the verdict change.</p>");
    const QStringList lab = seedLabScenarioNames();
    html += QStringLiteral("<h2>%1</h2>").arg(LessonsTr::tr("The article's lab").toHtmlEscaped());
    bool more = false;
    int number = 0;
    for (const QString &name : builtinScenarioNames()) {
        Scenario s;
        LoadError error;
        if (!loadBuiltinScenario(name, &s, &error))
            continue;
        const bool inLab = lab.contains(name);
        if (!inLab && !more) {
            html += QStringLiteral("<h2>%1</h2>").arg(LessonsTr::tr("More lessons").toHtmlEscaped());
            more = true;
        }
        html += lessonEntry(name, s, inLab ? QStringLiteral("%1. ").arg(++number) : QString());
    }
    return html;
}

QString seedLabHtml()
{
    QString html =
        LessonsTr::tr("<p>The article's six experiments, run on the embedded simulator with each scenario's own "
                      "policies: what <code>locklab run seed-lab</code> prints.</p>");
    int number = 0;
    for (const QString &name : seedLabScenarioNames()) {
        ++number;
        Scenario s;
        LoadError error;
        if (!loadBuiltinScenario(name, &s, &error)) {
            html += QStringLiteral("<p>%1</p>").arg(error.toString().toHtmlEscaped());
            continue;
        }
        const Trace trace = simulate(s, s.policies, RunController::defaultSeed);
        const LabResult lab = labResult(number, s, trace, summarize(trace));
        html += QStringLiteral("<h3>%1</h3>").arg(scenarioTitle(s).toHtmlEscaped());
        QStringList lines;
        for (const QString &line : lab.lines)
            lines << line.toHtmlEscaped();
        html += QStringLiteral("<p>%1<br><a href=\"%2\">%3</a></p>")
                    .arg(lines.join(QStringLiteral("<br>&nbsp;&nbsp;")), scenarioLink(name),
                         LessonsTr::tr("Open %1").arg(name).toHtmlEscaped());
    }
    return html;
}

QDialog *createLinkedTextDialog(QWidget *parent, const QString &objectName, const QString &title, const QString &html,
                                const OpenScenario &open)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(objectName);
    dialog->setWindowTitle(title);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser(dialog);
    text->setOpenLinks(false);
    text->setHtml(html);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    QObject::connect(text, &QTextBrowser::anchorClicked, dialog, [dialog, open](const QUrl &url) {
        const QString name = scenarioFromLink(url.toString());
        if (name.isEmpty())
            return;
        dialog->close();
        open(name);
    });
    const int em = text->fontMetrics().horizontalAdvance(u'M');
    dialog->resize(std::min(52 * em, parent ? parent->width() - 40 : 52 * em),
                   std::min(40 * text->fontMetrics().height(), parent ? parent->height() - 40 : 800));
    return dialog;
}

}  // namespace locklab
