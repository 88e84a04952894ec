// SPDX-License-Identifier: MIT
#include "inspectorview.h"

#include "core/mstext.h"
#include "core/terminaltext.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace locklab {

namespace {

// QTreeView sizes a row without the columns' widths (it passes a width of -1 to the delegate), so
// a wrapped value got one line's height and its second line was cut ("paused · believes it holds
// — Redis: B h"). This delegate measures the text in the column's real width.
class WrappingDelegate final : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView *tree)
        : QStyledItemDelegate(tree)
        , m_tree(tree)
    {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize hint = QStyledItemDelegate::sizeHint(option, index);
        if (index.column() != 1)
            return hint;
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QWidget *widget = m_tree;
        const QStyle *style = widget->style();
        item.rect = QRect(0, 0, m_tree->columnWidth(1), hint.height());
        const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &item, widget);
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const int width = std::max(1, text.width() - 2 * margin);
        const QRect wrapped =
            QFontMetrics(item.font).boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, item.text);
        hint.setHeight(std::max(hint.height(), wrapped.height() + hint.height() - item.fontMetrics.height()));
        return hint;
    }

private:
    QTreeView *m_tree;
};

}  // namespace

InspectorView::InspectorView(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);
    m_tree->setObjectName(QStringLiteral("inspectorTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("At the cursor"), tr("Value")});
    m_tree->setRootIsDecorated(false);
    m_tree->setIndentation(12);
    // A value that carries the meaning ("paused · believes it holds — Redis: B holds") wraps onto a
    // second line rather than losing its middle.
    m_tree->setUniformRowHeights(false);
    m_tree->setWordWrap(true);
    m_tree->setItemDelegate(new WrappingDelegate(m_tree));
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setFocusPolicy(Qt::NoFocus);
    // Contents never size the dock: a long key would take half the window and a splitter could not
    // win it back. The name column takes what it needs up to 45 % of the width; both elide.
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setTextElideMode(Qt::ElideNone);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    setMaximumWidth(fontMetrics().averageCharWidth() * 80);
}

QSize InspectorView::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 46, 320};
}

void InspectorView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitNameColumn();
    m_tree->doItemsLayout();  // the wrapped rows' heights follow the new width
}

void InspectorView::fitNameColumn()
{
    // The widest name (section titles span both columns and do not count).
    int wanted = 0;
    const QFontMetrics fm(m_tree->font());
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *section = m_tree->topLevelItem(i);
        for (int j = 0; j < section->childCount(); ++j)
            wanted = std::max(wanted, fm.horizontalAdvance(section->child(j)->text(0)));
    }
    wanted += m_tree->indentation() + 16;
    const int most = std::max(fontMetrics().averageCharWidth() * 10, m_tree->viewport()->width() * 45 / 100);
    m_tree->setColumnWidth(0, std::min(wanted, most));
}

QTreeWidgetItem *InspectorView::row(QTreeWidgetItem *parent, const QString &name, const QString &value)
{
    // Keys, tokens and values are whatever a client sent: escaped as the command line prints them
    // (an ESC, a newline, a U+202E shows as such and reorders nothing).
    const QString shownName = printable(name);
    const QString shownValue = printable(value);
    auto *item = new QTreeWidgetItem(parent, {shownName, shownValue});
    item->setToolTip(0, shownName);
    item->setToolTip(1, shownValue);
    return item;
}

QStringList InspectorView::rowTexts() const
{
    QStringList out;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *section = m_tree->topLevelItem(i);
        out << section->text(0);
        for (int j = 0; j < section->childCount(); ++j)
            out << section->child(j)->text(0) + u'\t' + section->child(j)->text(1);
    }
    return out;
}

// The lock key's rows: its value and PTTL; for a Redlock, the quorum's holder and the key on
// each instance (no one key says who holds a Redlock).
void InspectorView::lockKeyRows(QTreeWidgetItem *redis, const Interpretation &interpretation, const Instant &s)
{
    const Trace &trace = interpretation.trace();
    const auto pttl = [](qint64 pttlMs) {
        return pttlMs >= 0 ? formatWholeMs(pttlMs) : pttlMs == -1 ? tr("-1 (no TTL)") : tr("-2 (no key)");
    };
    if (s.instances.isEmpty()) {
        row(redis, trace.keyPrefix + trace.lockKey,
            s.keyExists ? tr("%1 (%2's token)").arg(s.keyValue, trace.workerName(s.holder)) : tr("(nil) — no key"));
        row(redis, QStringLiteral("PTTL"), pttl(s.pttlMs));
        return;
    }
    const Summary &summary = interpretation.summary();
    row(redis, tr("Quorum %1 of %2").arg(summary.quorum).arg(summary.instances),
        s.keyExists ? tr("%1 holds it").arg(trace.workerName(s.holder)) : tr("nobody holds it"));
    for (const Instant::InstanceView &instance : s.instances) {
        row(redis, tr("Instance %1").arg(instance.instance),  // its key is the lane's and the log's
            instance.holder >= 0
                ? tr("%1's token · PTTL %2").arg(trace.workerName(instance.holder), pttl(instance.pttlMs))
                : tr("(nil) — no key"));
    }
}

void InspectorView::validityRow(QTreeWidgetItem *workers, const QString &worker, Micros validUntil, Micros at,
                                const QColor &danger)
{
    // A Redlock's belief lasts for the validity the engine recorded when it took the lock.
    QTreeWidgetItem *item =
        row(workers, tr("%1's validity").arg(worker),
            validUntil > at ? tr("until %1 (%2 left)").arg(formatMs(validUntil, 3), formatMs(validUntil - at))
                            : tr("over since %1: it still believes").arg(formatMs(validUntil, 3)));
    if (validUntil <= at)
        item->setForeground(1, danger);
}

void InspectorView::show(const Interpretation &interpretation, Micros at, int event, qsizetype shown)
{
    const Trace &trace = interpretation.trace();
    shown = shown < 0 ? trace.events.size() : std::min(shown, trace.events.size());
    const Instant s = interpretation.at(at);
    const bool dark = palette().color(QPalette::Base).lightnessF() < 0.5;
    const QColor danger(dark ? 0xff5a5f : 0xd92d3a);
    const QColor ok(dark ? 0x4ad66d : 0x1f9d4b);
    QFont bold = font();
    bold.setBold(true);

    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    auto section = [&](const QString &title) {
        auto *item = new QTreeWidgetItem(m_tree, {title});
        item->setFirstColumnSpanned(true);
        item->setFont(0, bold);
        item->setExpanded(true);
        return item;
    };
    auto ms = [](Micros us) { return formatMs(us, 3); };

    QTreeWidgetItem *redis = section(tr("Redis at %1").arg(ms(at)));
    lockKeyRows(redis, interpretation, s);
    row(redis, tr("Fencing counter"),
        s.fenceCounter > 0 ? QString::number(s.fenceCounter) : tr("0 (never incremented)"));
    row(redis, tr("Stored value"),
        s.storedValue.isEmpty() ? tr("(nothing written)")
        : s.storedFence >= 0    ? tr("%1 (fence %2, %n write(s))", nullptr, static_cast<int>(s.storeWrites))
                                   .arg(s.storedValue)
                                   .arg(s.storedFence)
                             : tr("%1 (%n write(s))", nullptr, static_cast<int>(s.storeWrites)).arg(s.storedValue));

    QTreeWidgetItem *workers = section(tr("Belief versus Redis"));
    for (const Instant::WorkerView &w : s.workers) {
        QString text = workerStateLabel(w.state);
        if (w.contradicted())
            text = tr("%1 · believes it holds — Redis: %2")
                       .arg(text, s.keyExists ? tr("%1 holds").arg(trace.workerName(s.holder)) : tr("no lock"));
        else if (w.believesHeld)
            text = tr("%1 · holds the lock (Redis agrees)").arg(text);
        else if (w.redisSaysHeld)
            text = tr("%1 · does not believe it holds, but its key is still there").arg(text);
        QTreeWidgetItem *item = row(workers, trace.workerName(w.worker), text);
        if (w.contradicted()) {
            item->setForeground(1, danger);
            item->setFont(1, bold);
        } else if (w.believesHeld) {
            item->setForeground(1, ok);
        }
        if (w.believesHeld && w.validUntil >= 0)
            validityRow(workers, trace.workerName(w.worker), w.validUntil, at, danger);
    }

    QTreeWidgetItem *ev = section(tr("Event under the cursor"));
    if (event >= 0 && event < shown) {
        const TraceEvent &e = trace.events.at(event);
        row(ev, tr("Time"), ms(e.at));
        row(ev, tr("Actor"), e.worker >= 0 ? trace.workerName(e.worker) : tr("redis"));
        // A command's reply sits later in the trace: pair them so both show together.
        const bool isSent = e.kind == EventKind::Sent;
        qsizetype reply = e.kind == EventKind::Replied ? event : -1;
        if (isSent) {
            reply = interpretation.replyTo(event);  // indexed: no scan to the end for a lost reply
            // It comes after the step reached, or after the cursor: not arrived yet at this instant.
            if (reply >= shown || (reply >= 0 && trace.events.timeAt(reply) > at))
                reply = -1;
        }
        const std::optional<TraceEvent> replyEvent = reply >= 0 ? std::optional(trace.events.at(reply)) : std::nullopt;
        const TraceEvent *replied = replyEvent ? &*replyEvent : nullptr;
        if (isSent || replied) {
            const Request &r = (replied ? *replied : e).request;
            row(ev, tr("Command"), renderCommand(r, trace.keyPrefix + r.key));
            if (replied) {
                row(ev, tr("Reply"), renderReply(replied->reply));
                row(ev, tr("Latency"), ms(replied->at - replied->sentAt));
                const Meaning m = interpretation.meaning(reply);
                switch (m.effect) {
                case Effect::TookEffect:
                    row(ev, tr("Effect"), tr("took effect at %1").arg(ms(m.executedAt)));
                    break;
                case Effect::NoEffect:
                    row(ev, tr("Effect"),
                        m.executedAt >= 0 ? tr("ran at %1 and changed nothing").arg(ms(m.executedAt))
                                          : tr("did not run"));
                    break;
                case Effect::Unknown:
                    row(ev, tr("Effect"), tr("unknown: it may or may not have run"));
                    break;
                case Effect::None:
                    break;
                }
            } else {
                row(ev, tr("Reply"), tr("(not yet)"));
            }
        } else if (e.kind == EventKind::State) {
            row(ev, tr("Transition"), tr("becomes %1").arg(workerStateLabel(e.state)));
            // Watched traffic: MONITOR shows commands, never a client's mind; say so.
            row(ev, tr("Believes it holds"),
                isObservedTraffic(trace)
                    ? (e.believesHeld ? tr("yes (inferred from its commands)") : tr("no (inferred from its commands)"))
                : e.believesHeld ? tr("yes")
                                 : tr("no"));
        } else if (e.kind == EventKind::Expired) {
            row(ev, tr("Expired"), trace.keyPrefix + e.text);
            row(ev, tr("Deadline"), ms(e.deadline));
        } else {
            row(ev, tr("Note"), e.text);
        }
    } else {
        row(ev, tr("None"), tr("(before the first event)"));
    }
    fitNameColumn();
    m_tree->setUpdatesEnabled(true);
}

}  // namespace locklab
