// SPDX-License-Identifier: MIT
#include "lockkeyspanel.h"

#include "core/terminaltext.h"
#include "lockkeymodel.h"
#include "timeline/timelinerenderer.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace locklab {

namespace {

// Where the user shows more columns than the panel has room for, the table scrolls sideways: the
// column at the viewport's edge shows only part of its title, and "Ove" or "Überla" says nothing.
// Its title ends where a word ends in the part that shows, or is left out; the whole title is the
// column's tooltip.
class WordCutHeader final : public QHeaderView {
public:
    explicit WordCutHeader(QWidget *parent)
        : QHeaderView(Qt::Horizontal, parent)
    {
        // A header made here is not clickable (QTableView makes its own so): without this a click
        // on a title neither sorted nor moved the indicator, whatever setSortingEnabled() said.
        setSectionsClickable(true);
    }

protected:
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override
    {
        const QRect shown = rect.intersected(viewport()->rect());
        if (shown.width() >= rect.width() || !shown.isValid()) {
            QHeaderView::paintSection(painter, rect, logicalIndex);
            return;
        }
        QStyleOptionHeader option;
        initStyleOptionForIndex(&option, logicalIndex);
        option.rect = rect;
        option.text.clear();
        option.sortIndicator = QStyleOptionHeader::None;
        style()->drawControl(QStyle::CE_Header, &option, painter, this);
        const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, &option, this);
        const QString title = model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
        const QString cut = elideAtWord(QFontMetricsF(font()), title, shown.width() - 2 * margin);
        painter->setPen(palette().color(QPalette::ButtonText));
        painter->drawText(shown.adjusted(margin, 0, -margin, 0), Qt::AlignLeft | Qt::AlignVCenter, cut);
    }
};

}  // namespace

LockKeysPanel::LockKeysPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new LockKeyModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(LockKeyModel::SortRole);
    m_proxy->setFilterKeyColumn(LockKeyModel::KeyColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("lockKeysFilter"));
    m_filter->setPlaceholderText(tr("Filter keys"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show only the keys that contain this text"));
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        updateSummary();
    });
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("lockKeysSummary"));
    m_summary->setWordWrap(true);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("lockKeysView"));
    m_view->setHorizontalHeader(new WordCutHeader(m_view));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(LockKeyModel::VerdictColumn, Qt::AscendingOrder);  // worst first
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);  // keys share prefixes: their ends tell them apart
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The key takes the room the shown counts leave: a side panel never scrolls sideways to show
    // a key (its tooltip has every count, the header's menu shows more columns).
    header->setSectionResizeMode(LockKeyModel::KeyColumn, QHeaderView::Stretch);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    m_columnsMenu = new QMenu(tr("Columns"), this);
    m_columnsMenu->setObjectName(QStringLiteral("lockKeysColumns"));
    connect(header, &QWidget::customContextMenuRequested, this, [this, header](const QPoint &at) {
        fillColumnsMenu();
        m_columnsMenu->popup(header->mapToGlobal(at));
    });
    updateColumns();
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!m_selecting && current.isValid())
                    Q_EMIT keyChosen(current.data(LockKeyModel::KeyRole).toString());
            });
    connect(m_view, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT keyChosen(index.data(LockKeyModel::KeyRole).toString()); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    updateSummary();
}

QString LockKeysPanel::violationsText(const TrafficResult &result)
{
    const int total = static_cast<int>(result.locks().size());
    if (total == 0)
        return {};
    // The CLI's count in the CLI's words ("N lock keys, M with violations"): a key can have a
    // violation (a lock lost while held) and still be safe, so "raced" beside a green SAFE misled.
    return tr("%1 of %n lock key(s) with violations", nullptr, total).arg(result.withViolations());
}

void LockKeysPanel::setResult(std::shared_ptr<const TrafficResult> result)
{
    const QSignalBlocker blocker(m_view->selectionModel());
    m_model->setResult(std::move(result));
    updateColumns();
    // A new capture is read worst first, whatever the last one was sorted by.
    m_view->sortByColumn(LockKeyModel::VerdictColumn, Qt::AscendingOrder);
    updateSummary();
}

void LockKeysPanel::updateColumns()
{
    for (int column = LockKeyModel::VerdictColumn; column < LockKeyModel::ColumnCount; ++column) {
        bool shown = m_chosenColumns.value(column, LockKeyModel::shownByDefault(column));
        // A cluster's keys say which shard holds them; one server's have no shard to show.
        if (column == LockKeyModel::ShardColumn && !m_model->hasShards())
            shown = false;
        m_view->setColumnHidden(column, !shown);
    }
}

void LockKeysPanel::setColumnShown(int column, bool shown)
{
    if (column <= LockKeyModel::KeyColumn || column >= LockKeyModel::ColumnCount)
        return;  // the key is the row's name: always shown
    m_chosenColumns.insert(column, shown);
    updateColumns();
}

void LockKeysPanel::fillColumnsMenu()
{
    m_columnsMenu->clear();
    for (int column = LockKeyModel::VerdictColumn; column < LockKeyModel::ColumnCount; ++column) {
        if (column == LockKeyModel::ShardColumn && !m_model->hasShards())
            continue;
        QAction *action = m_columnsMenu->addAction(m_model->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_view->isColumnHidden(column));
        action->setData(column);
        connect(action, &QAction::toggled, this, [this, column](bool on) { setColumnShown(column, on); });
    }
}

void LockKeysPanel::updateSummary()
{
    const TrafficResult *result = m_model->result();
    if (!result || result->locks().isEmpty()) {
        m_summary->setText(tr("No lock keys: a simulated run has one lock, its scenario's."));
        return;
    }
    QString text = violationsText(*result);
    if (const qsizetype dedup = result->deduplicationKeys().size(); dedup > 0)
        text += tr("; %n key(s) taken once and never released (deduplication keys, not locks) left out", nullptr,
                   static_cast<int>(dedup));
    if (m_proxy->rowCount() != m_model->rowCount())
        text += tr("; %n listed", nullptr, m_proxy->rowCount());
    m_summary->setText(text);
    QStringList dedupKeys;
    for (const QString &key : result->deduplicationKeys())
        dedupKeys << printable(key);
    m_summary->setToolTip(dedupKeys.join(u'\n'));
}

void LockKeysPanel::setCurrentKey(const QString &key)
{
    const int row = m_model->rowOf(key);
    const QModelIndex index = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    m_selecting = true;
    if (index.isValid()) {
        m_view->selectionModel()->setCurrentIndex(index,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_view->scrollTo(index);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_selecting = false;
}

QString LockKeysPanel::currentKey() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.data(LockKeyModel::KeyRole).toString() : QString();
}

QStringList LockKeysPanel::listedKeys() const
{
    QStringList keys;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        keys << m_proxy->index(row, 0).data(LockKeyModel::KeyRole).toString();
    return keys;
}

void LockKeysPanel::choose(int listedRow)
{
    const QModelIndex index = m_proxy->index(listedRow, 0);
    if (index.isValid())
        m_view->selectionModel()->setCurrentIndex(index,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

}  // namespace locklab
