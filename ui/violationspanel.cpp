// SPDX-License-Identifier: MIT
#include "violationspanel.h"

#include "violationmodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace locklab {

ViolationsPanel::ViolationsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ViolationModel(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(4);
    m_empty = new QLabel(tr("No violations: every worker that believed it held the lock really did."), this);
    m_empty->setWordWrap(true);
    m_empty->setContentsMargins(10, 8, 10, 8);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    outer->addWidget(m_empty, 1);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("violationList"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    // Fixed row heights and no sizing to contents: the view never measures rows it does not show.
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(ViolationModel::TimeColumn, 90);
    m_view->setColumnWidth(ViolationModel::KindColumn, 220);
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) { activate(index.row()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showDetail(current.row()); });
    outer->addWidget(m_view, 1);

    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("violationDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_detail->setContentsMargins(10, 4, 10, 8);
    connect(m_detail, &QLabel::linkActivated, this, [this](const QString &link) { activate(link.toInt()); });
    outer->addWidget(m_detail);
    setViolations(Interpretation());
}

void ViolationsPanel::setViolations(const Interpretation &run, qsizetype shown)
{
    const QList<Violation> &violations = run.summary().violations;
    const bool sameRows = violations == m_model->allViolations();
    m_model->setViolations(run, shown);
    const bool empty = m_model->shownCount() == 0;
    m_empty->setVisible(empty);
    m_view->setVisible(!empty);
    if (!sameRows || m_detailRow >= m_model->shownCount())
        showDetail(-1);  // until a row is chosen: the dock stays as small as the list can be
}

QList<Violation> ViolationsPanel::violations() const
{
    return m_model->violations();
}

void ViolationsPanel::showDetail(int row)
{
    const qsizetype count = m_model->shownCount();
    m_detailRow = row >= 0 && row < count ? row : -1;
    m_detail->setVisible(row >= 0 && row < count);
    if (row < 0 || row >= count) {
        m_detail->clear();
        return;
    }
    const Violation &v = m_model->violationAt(row);
    const QString witness = m_model->witnessAt(row);
    m_detail->setText(QStringLiteral("<b>%1</b><br>%2<br><a href=\"%3\">%4</a>")
                          .arg(ViolationModel::kindTitle(v.kind).toHtmlEscaped(), witness.toHtmlEscaped())
                          .arg(row)
                          .arg(tr("Go to %1").arg(formatMs(v.from)).toHtmlEscaped()));
    m_detail->setAccessibleDescription(witness);
}

QStringList ViolationsPanel::rowTexts() const
{
    QStringList texts;
    for (qsizetype row = 0; row < m_model->shownCount(); ++row)
        texts << m_model->witnessAt(row);
    return texts;
}

void ViolationsPanel::activate(int row)
{
    if (row >= 0 && row < m_model->shownCount())
        Q_EMIT jumpRequested(m_model->violationAt(row).from);
}

}  // namespace locklab
