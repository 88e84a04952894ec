// SPDX-License-Identifier: MIT
#include "workertablemodel.h"

#include "core/mstext.h"
#include "core/scenarioloader.h"
#include "scenariodocument.h"
#include "steplistmodel.h"

#include <QRegularExpression>

namespace locklab {

WorkerTableModel::WorkerTableModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    int rows = static_cast<int>(document->scenario().workers.size());
    connect(document, &ScenarioDocument::changed, this, [this, rows]() mutable {
        const int now = static_cast<int>(m_document->scenario().workers.size());
        // Same shape: a cell edit (possibly from inside setData), so no reset under the editor.
        if (now == rows && now > 0) {
            Q_EMIT dataChanged(index(0, 0), index(now - 1, ColumnCount - 1));
        } else {
            beginResetModel();
            rows = now;
            endResetModel();
        }
    });
}

int WorkerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_document->scenario().workers.size());
}

int WorkerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

qint64 WorkerTableModel::knob(const WorkerSpec &worker, StepKind kind)
{
    for (const Step &s : worker.steps) {
        if (s.kind == kind)
            return s.ms;
    }
    return 0;
}

void WorkerTableModel::setKnob(WorkerSpec &worker, StepKind kind, qint64 ms)
{
    for (Step &s : worker.steps) {
        if (s.kind == kind) {
            s.ms = ms;
            return;
        }
    }
    if (ms <= 0)
        return;
    // No such step yet: it belongs inside the critical section, right after the acquire.
    qsizetype at = 0;
    for (qsizetype i = 0; i < worker.steps.size(); ++i) {
        if (worker.steps.at(i).kind == StepKind::Acquire) {
            at = i + 1;
            break;
        }
    }
    worker.steps.insert(at, Step::timed(kind, ms));
}

qint64 WorkerTableModel::ttlOf(const WorkerSpec &worker, qint64 scenarioTtl)
{
    for (const Step &s : worker.steps) {
        if (s.kind == StepKind::Acquire)
            return s.ttlMs > 0 ? s.ttlMs : scenarioTtl;
    }
    return scenarioTtl;
}

QString WorkerTableModel::stepsText(const WorkerSpec &worker)
{
    QStringList parts;
    for (const Step &s : worker.steps) {
        switch (s.kind) {
        case StepKind::Wait:
        case StepKind::Work:
        case StepKind::Pause:
            parts << StepListModel::kindName(s.kind) + u' ' + formatWholeMs(s.ms);
            break;
        case StepKind::Acquire:
            parts << (s.maxTries > 1 ? tr("acquire (%n tries)", nullptr, s.maxTries) : StepListModel::kindName(s.kind));
            break;
        default:
            parts << StepListModel::kindName(s.kind);
            break;
        }
    }
    return parts.join(QStringLiteral(" → "));
}

QString WorkerTableModel::uniqueName(const Scenario &scenario, const QString &base)
{
    auto taken = [&](const QString &name) {
        for (const WorkerSpec &w : scenario.workers) {
            if (w.name == name)
                return true;
        }
        return false;
    };
    if (!base.isEmpty() && !taken(base))
        return base;
    // Single letters first (the article's A, B, C), then numbered names.
    for (char16_t c = u'A'; c <= u'Z'; ++c) {
        const QString name(QChar{c});
        if (!taken(name))
            return name;
    }
    for (int i = 2;; ++i) {
        const QString name = (base.isEmpty() ? QStringLiteral("W") : base) + QString::number(i);
        if (!taken(name))
            return name;
    }
}

QVariant WorkerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Scenario &s = m_document->scenario();
    const WorkerSpec &w = s.workers.at(index.row());
    if (role == WorkerIndexRole)
        return index.row();
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return w.name;
    case StartColumn:
        return w.startMs;
    case TtlColumn:
        return ttlOf(w, s.ttlMs);
    case WorkColumn:
        return knob(w, StepKind::Work);
    case PauseColumn:
        return knob(w, StepKind::Pause);
    case StepsColumn:
        return stepsText(w);
    default:
        return {};
    }
}

Qt::ItemFlags WorkerTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != StepsColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool WorkerTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Scenario s = m_document->scenario();
    WorkerSpec &w = s.workers[index.row()];
    QString what;
    if (index.column() == NameColumn) {
        const QString name = value.toString().trimmed();
        static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9_-]{1,24}$"));
        if (!valid.match(name).hasMatch()) {
            Q_EMIT editRejected(tr("A worker name is 1 to 24 letters, digits, '_' or '-'."));
            return false;
        }
        if (name == w.name)
            return true;
        if (uniqueName(s, name) != name) {
            Q_EMIT editRejected(tr("There is already a worker named %1.").arg(name));
            return false;
        }
        w.name = name;
        what = tr("Rename worker");
    } else {
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        const qint64 min = index.column() == TtlColumn ? 1 : 0;
        const qint64 max = index.column() == TtlColumn ? limits::maxTtlMs : limits::maxDurationMs;
        if (!ok || n < min || n > max) {
            Q_EMIT editRejected(tr("Expected a whole number of milliseconds from %1 to %2.").arg(min).arg(max));
            return false;
        }
        switch (index.column()) {
        case StartColumn:
            w.startMs = n;
            what = tr("Change start of %1").arg(w.name);
            break;
        case TtlColumn:
            for (Step &step : w.steps) {
                if (step.kind == StepKind::Acquire)
                    step.ttlMs = n == s.ttlMs ? -1 : n;
            }
            what = tr("Change TTL of %1").arg(w.name);
            break;
        case WorkColumn:
            setKnob(w, StepKind::Work, n);
            what = tr("Change work of %1").arg(w.name);
            break;
        case PauseColumn:
            setKnob(w, StepKind::Pause, n);
            what = tr("Change pause of %1").arg(w.name);
            break;
        default:
            return false;
        }
    }
    m_document->apply(s, what);
    return true;
}

QVariant WorkerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    // The unit goes on a second line ("Start" over "(ms)"): a column is then as wide as its
    // numbers or its name, and the steps' summary keeps the width ("Arbeit (ms)" took 70 px).
    if (role == Qt::DisplayRole) {
        QString text = headerData(section, orientation, Qt::ToolTipRole).toString();
        return text.replace(QStringLiteral(" ("), QStringLiteral("\n("));
    }
    switch (section) {
    case NameColumn:
        return tr("Worker");
    case StartColumn:
        return tr("Start (ms)");
    case TtlColumn:
        return tr("TTL (ms)");
    case WorkColumn:
        return tr("Work (ms)");
    case PauseColumn:
        return tr("Pause (ms)");
    case StepsColumn:
        return tr("Steps");
    default:
        return {};
    }
}

void WorkerTableModel::addWorker()
{
    Scenario s = m_document->scenario();
    if (s.workers.size() >= limits::maxWorkers)
        return;
    WorkerSpec w;
    w.name = uniqueName(s, QString());
    w.steps = {Step::acquire(20), Step::work(50), Step::write(), Step::release()};
    s.workers.append(w);
    m_document->apply(s, tr("Add worker %1").arg(w.name));
}

void WorkerTableModel::removeWorker(int row)
{
    Scenario s = m_document->scenario();
    if (row < 0 || row >= s.workers.size() || s.workers.size() <= 1)
        return;
    const QString name = s.workers.at(row).name;
    s.workers.removeAt(row);
    // Faults name workers by index: drop the removed worker's, renumber the rest.
    QList<Fault> faults;
    for (Fault f : std::as_const(s.faults)) {
        if (f.worker == row)
            continue;
        if (f.worker > row)
            --f.worker;
        faults.append(f);
    }
    s.faults = faults;
    m_document->apply(s, tr("Remove worker %1").arg(name));
}

void WorkerTableModel::duplicateWorker(int row)
{
    Scenario s = m_document->scenario();
    if (row < 0 || row >= s.workers.size() || s.workers.size() >= limits::maxWorkers)
        return;
    WorkerSpec copy = s.workers.at(row);
    copy.name = uniqueName(s, QString());
    copy.startMs += 10;
    s.workers.insert(row + 1, copy);
    for (Fault &f : s.faults) {
        if (f.worker > row)
            ++f.worker;
    }
    m_document->apply(s, tr("Duplicate worker %1").arg(s.workers.at(row).name));
}

}  // namespace locklab
