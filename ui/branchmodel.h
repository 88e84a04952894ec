// SPDX-License-Identifier: MIT
#pragma once

#include "core/summary.h"

#include <QAbstractListModel>

namespace locklab {

// One run kept in the branch switcher: the inputs that produced it and what it recorded.
struct Branch {
    Scenario scenario;
    Policies policies;
    QByteArray key;  // runKey(scenario, policies)
    Trace trace;
    Summary summary;
    QString origin;  // a recording's file name; empty for runs made in this window
    QString redisVersion;
    Micros branchedAt = -1;  // the cursor when the run forked off (-1: the scenario's first run)
};

// The runs of one scenario, in the order they were made. A policy flip or an edit away from the
// start of the run appends a branch instead of replacing the run the user was looking at.
class BranchModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Roles { VerdictRole = Qt::UserRole, PoliciesRole, CurrentRole, OriginRole, ShortLabelRole };

    explicit BranchModel(QObject *parent = nullptr);

    int count() const { return static_cast<int>(m_branches.size()); }
    const Branch &at(int row) const { return m_branches.at(row); }
    int current() const { return m_current; }
    int indexOf(const QByteArray &key) const;

    void reset(const Branch &branch);
    int append(const Branch &branch);  // returns its row
    void replace(int row, const Branch &branch);
    void setCurrent(int row);

    // "compare-and-delete · no fencing · no heartbeat"
    static QString policiesText(const Policies &policies);
    // What tells this run from the others: the release and fencing (the article's pair), any other
    // switch flipped since the first run, when it branched off, where it was recorded:
    // "naive DEL · fencing · heartbeat · branched at 121.2 ms".
    QString description(int row) const;
    // "2. naive DEL · fencing · branched at 121.2 ms", for the Runs list.
    QString label(int row) const;
    // "2. fencing", "1. first run": only the switches this run flipped from the first, for a narrow
    // Runs box (at 1280 px every run began "1. compare-and-…"); the label where that says nothing.
    QString shortLabel(int row) const;
    // "ttl-overlap · naive DEL · fencing · branched at 121.2 ms", for Compare's headlines.
    QString title(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void currentChanged(int row);

private:
    QList<Branch> m_branches;
    int m_current = -1;
};

}  // namespace locklab
