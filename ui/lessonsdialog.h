// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

class QDialog;
class QWidget;

namespace locklab {

// Help ▸ Lessons and Run ▸ Seed Lab: text with a link per built-in scenario that opens it.
// `open` gets the scenario's name (the window asks to save edits first).
using OpenScenario = std::function<void(const QString &name)>;

// Every built-in scenario's lesson: its title and description as the scenario states them
// (scenarioTitle/scenarioDescription, in the user's language), the article's lab first.
QString lessonsHtml();
// The article's six experiments run on the embedded simulator (what `locklab run seed-lab`
// prints), each line with a link to its scenario.
QString seedLabHtml();

// A non-modal dialog showing `html`; a click on a scenario link calls `open` and closes it.
QDialog *createLinkedTextDialog(QWidget *parent, const QString &objectName, const QString &title, const QString &html,
                                const OpenScenario &open);

// The link that opens the built-in scenario `name`, and back.
QString scenarioLink(const QString &name);
QString scenarioFromLink(const QString &link);

}  // namespace locklab
