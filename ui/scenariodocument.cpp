// SPDX-License-Identifier: MIT
#include "scenariodocument.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace locklab {

namespace {

class ReplaceScenario final : public QUndoCommand {
public:
    ReplaceScenario(ScenarioDocument *document, Scenario before, Scenario after, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}
    void undo() override { m_document->replace(m_before); }
    void redo() override { m_document->replace(m_after); }

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
};

}  // namespace

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{}

void ScenarioDocument::load(const Scenario &scenario)
{
    m_undo->clear();
    replace(scenario);
}

void ScenarioDocument::apply(const Scenario &after, const QString &description)
{
    m_undo->push(new ReplaceScenario(this, m_scenario, after, description));
}

void ScenarioDocument::replace(const Scenario &scenario)
{
    m_scenario = scenario;
    Q_EMIT changed();
}

}  // namespace locklab
