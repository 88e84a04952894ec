// SPDX-License-Identifier: MIT
#pragma once

#include "core/trafficresult.h"

#include <QHash>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QTableView;

namespace locklab {

class LockKeyModel;

// Lock keys: every lock key of the opened capture or recording of watched traffic, with its
// figures and verdict, worst first, sortable by any column and filtered by a part of the key.
// Choosing a row (click, Enter, a double-click) asks for that key to be shown. Empty for a
// simulated run.
class LockKeysPanel : public QWidget {
    Q_OBJECT
public:
    explicit LockKeysPanel(QWidget *parent = nullptr);

    void setResult(std::shared_ptr<const TrafficResult> result);
    // Selects the key's row, if it is listed, without asking for it to be shown.
    void setCurrentKey(const QString &key);
    QString currentKey() const;
    // "3 of 35 lock keys with violations" (empty when there are no lock keys).
    static QString violationsText(const TrafficResult &result);

    LockKeyModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QLabel *summaryLabel() const { return m_summary; }
    // The keys as listed now (sorted and filtered), top to bottom.
    QStringList listedKeys() const;
    // As if the listed row was chosen.
    void choose(int listedRow);
    // The header's context menu (objectName lockKeysColumns): a check for each column but the key's.
    QMenu *columnsMenu() const { return m_columnsMenu; }
    // Shows or hides a column as the menu does; the choice outlives the next capture.
    void setColumnShown(int column, bool shown);

Q_SIGNALS:
    void keyChosen(const QString &key);

private:
    void updateSummary();
    void updateColumns();
    void fillColumnsMenu();

    LockKeyModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_summary = nullptr;
    QMenu *m_columnsMenu = nullptr;
    QHash<int, bool> m_chosenColumns;  // the user's choice, by column; the rest as shownByDefault()
    bool m_selecting = false;
};

}  // namespace locklab
