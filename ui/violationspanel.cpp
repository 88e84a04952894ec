// SPDX-License-Identifier: MIT
#include "violationspanel.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace locklab {

namespace {

QString violationTitle(ViolationKind kind)
{
    switch (kind) {
    case ViolationKind::MutualExclusion:
        return ViolationsPanel::tr("Mutual exclusion violated");
    case ViolationKind::StaleWriteAccepted:
        return ViolationsPanel::tr("Stale write accepted");
    case ViolationKind::ForeignDelete:
        return ViolationsPanel::tr("DEL removed another worker's lock");
    case ViolationKind::LockLostWhileHeld:
        return ViolationsPanel::tr("Lock lost while its holder believed in it");
    case ViolationKind::UnknownOutcome:
        return ViolationsPanel::tr("Unknown outcome");
    case ViolationKind::ForeignExtend:
        return ViolationsPanel::tr("Heartbeat extended another worker's lock");
    case ViolationKind::DuplicateWork:
        return ViolationsPanel::tr("Duplicate work (an efficiency lock: harmless)");
    case ViolationKind::TimeoutIgnored:
        return ViolationsPanel::tr("Timeout not honoured");
    }
    return {};
}

}  // namespace

ViolationsPanel::ViolationsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    m_rows = new QVBoxLayout(content);
    m_rows->setContentsMargins(10, 8, 10, 8);
    m_rows->setSpacing(10);
    m_empty = new QLabel(tr("No violations: every worker that believed it held the lock really did."), content);
    m_empty->setWordWrap(true);
    m_rows->addWidget(m_empty);
    m_rows->addStretch(1);
    scroll->setWidget(content);
    outer->addWidget(scroll);
}

void ViolationsPanel::setViolations(const QList<Violation> &violations)
{
    m_violations = violations;
    qDeleteAll(m_labels);
    m_labels.clear();
    for (qsizetype i = 0; i < violations.size(); ++i) {
        const Violation &v = violations.at(i);
        auto *label = new QLabel(m_rows->parentWidget());
        label->setObjectName(QStringLiteral("violation%1").arg(i));
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextBrowserInteraction);
        label->setText(QStringLiteral("<b>%1</b><br>%2<br><a href=\"%3\">%4</a>")
                           .arg(violationTitle(v.kind).toHtmlEscaped(), v.explanation.toHtmlEscaped())
                           .arg(i)
                           .arg(tr("Go to %1").arg(formatMs(v.from)).toHtmlEscaped()));
        label->setAccessibleDescription(v.explanation);
        connect(label, &QLabel::linkActivated, this, [this](const QString &link) { activate(link.toInt()); });
        m_rows->insertWidget(m_rows->count() - 1, label);
        m_labels.append(label);
    }
    m_empty->setVisible(violations.isEmpty());
}

QStringList ViolationsPanel::rowTexts() const
{
    QStringList texts;
    for (const Violation &v : m_violations)
        texts << v.explanation;
    return texts;
}

void ViolationsPanel::activate(int row)
{
    if (row >= 0 && row < m_violations.size())
        Q_EMIT jumpRequested(m_violations.at(row).from);
}

}  // namespace locklab
