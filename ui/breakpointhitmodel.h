// SPDX-License-Identifier: MIT
#pragma once

#include "core/breakpoints.h"

#include <QAbstractTableModel>

namespace locklab {

// The breakpoint hits of the whole run, one row each, in time order. Rows of disabled kinds
// stay listed (greyed): the list is what happened, the kinds only decide where F8 stops. While
// stepping only the hits that have happened are rows (setShownCount): nothing ahead of the run.
// Lazy: the rows are counted, the hits found when a row is first read and a row's words made
// when it is read, so a million-hit run makes the few dozen rows on screen.
class BreakpointHitModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, KindColumn, DescriptionColumn, ColumnCount };
    enum Roles { KindRole = Qt::UserRole, TimeRole, EventIndexRole, EnabledRole };

    explicit BreakpointHitModel(QObject *parent = nullptr);

    void setHits(const BreakpointHits &hits);
    const BreakpointHits &hits() const { return m_hits; }
    // Rows for hits()[0, count) only (-1: all); rows come and go without a reset.
    void setShownCount(qsizetype count);
    void setEnabledKinds(quint32 kinds);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    qsizetype shown() const { return m_shown < 0 ? m_hits.size() : m_shown; }

    BreakpointHits m_hits;
    qsizetype m_shown = -1;  // -1: all
    quint32 m_enabled = allBreakpoints;
};

}  // namespace locklab
