// SPDX-License-Identifier: MIT
#include "steplistmodel.h"

#include "core/mstext.h"
#include "core/scenarioloader.h"
#include "scenariodocument.h"

namespace locklab {

StepListModel::StepListModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &ScenarioDocument::changed, this, [this] {
        if (m_worker >= m_document->scenario().workers.size())
            m_worker = -1;
        const WorkerSpec *w = spec();
        const int now = w ? static_cast<int>(w->steps.size()) : 0;
        // Same shape: a cell edit (possibly from inside setData), so no reset under the editor.
        if (now == m_rows && now > 0) {
            Q_EMIT dataChanged(index(0, 0), index(now - 1, ColumnCount - 1));
        } else {
            beginResetModel();
            m_rows = now;
            endResetModel();
        }
    });
}

void StepListModel::setWorker(int worker)
{
    beginResetModel();
    m_worker = worker >= 0 && worker < m_document->scenario().workers.size() ? worker : -1;
    m_rows = spec() ? static_cast<int>(spec()->steps.size()) : 0;
    endResetModel();
}

const WorkerSpec *StepListModel::spec() const
{
    const auto &workers = m_document->scenario().workers;
    return m_worker >= 0 && m_worker < workers.size() ? &workers.at(m_worker) : nullptr;
}

int StepListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int StepListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QList<StepKind> StepListModel::kinds()
{
    return {StepKind::Acquire, StepKind::Work,  StepKind::Write,  StepKind::Release,
            StepKind::Wait,    StepKind::Pause, StepKind::Extend, StepKind::Check};
}

QString StepListModel::kindLabel(StepKind kind)
{
    switch (kind) {
    case StepKind::Wait:
        return tr("wait");
    case StepKind::Acquire:
        return tr("acquire (SET NX PX)");
    case StepKind::Work:
        return tr("work");
    case StepKind::Pause:
        return tr("pause (process frozen)");
    case StepKind::Write:
        return tr("write to the store");
    case StepKind::Release:
        return tr("release");
    case StepKind::Extend:
        return tr("extend (PEXPIRE)");
    case StepKind::Check:
        return tr("check (GET, compare the token)");
    }
    return {};
}

QString StepListModel::kindName(StepKind kind)
{
    switch (kind) {
    case StepKind::Wait:
        return tr("wait", "step name");
    case StepKind::Acquire:
        return tr("acquire", "step name");
    case StepKind::Work:
        return tr("work", "step name");
    case StepKind::Pause:
        return tr("pause", "step name");
    case StepKind::Write:
        return tr("write", "step name");
    case StepKind::Release:
        return tr("release", "step name");
    case StepKind::Extend:
        return tr("extend", "step name");
    case StepKind::Check:
        return tr("check", "step name");
    }
    return {};
}

bool StepListModel::applies(StepKind kind, Column column)
{
    switch (column) {
    case KindColumn:
        return true;
    case MsColumn:
        return kind == StepKind::Wait || kind == StepKind::Work || kind == StepKind::Pause;
    case TtlColumn:
        return kind == StepKind::Acquire || kind == StepKind::Extend;
    case TriesColumn:
    case RetryColumn:
    case JitterColumn:
        return kind == StepKind::Acquire;
    case ColumnCount:
        break;
    }
    return false;
}

namespace {

// The ranges the scenario loader accepts (docs/scenarios.md), so an edit never makes a file that
// will not load again.
std::pair<qint64, qint64> rangeOf(int column)
{
    switch (column) {
    case StepListModel::MsColumn:
    case StepListModel::RetryColumn:
    case StepListModel::JitterColumn:
        return {0, limits::maxDurationMs};
    case StepListModel::TtlColumn:
        return {1, limits::maxTtlMs};
    case StepListModel::TriesColumn:
        return {1, limits::maxTries};
    default:
        return {0, 0};
    }
}

}  // namespace

QVariant StepListModel::data(const QModelIndex &index, int role) const
{
    const WorkerSpec *w = spec();
    if (!w || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Step &s = w->steps.at(index.row());
    const auto column = static_cast<Column>(index.column());
    if (role == KindRole)
        return static_cast<int>(s.kind);
    if (!applies(s.kind, column)) {
        if (role == Qt::ToolTipRole)
            return tr("Does not apply to a %1 step").arg(kindName(s.kind));
        return {};
    }
    if (role == MinimumRole || role == MaximumRole) {
        const auto [min, max] = rangeOf(column);
        // A spin box holds an int: the largest ranges are clamped for it (still beyond any lesson).
        return static_cast<int>(std::min<qint64>(role == MinimumRole ? min : max, 1000000000));
    }
    const qint64 scenarioTtl = m_document->scenario().ttlMs;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (column) {
        case KindColumn:
            return kindLabel(s.kind);
        case MsColumn:
            return formatWholeMs(s.ms);
        case TtlColumn:
            return s.ttlMs > 0 ? formatWholeMs(s.ttlMs) : tr("%1 (lock)").arg(formatWholeMs(scenarioTtl));
        case TriesColumn:
            return s.maxTries;
        case RetryColumn:
            return formatWholeMs(s.retryMs);
        case JitterColumn:
            return formatWholeMs(s.jitterMs);
        default:
            return {};
        }
    }
    if (role == Qt::EditRole) {
        switch (column) {
        case KindColumn:
            return static_cast<int>(s.kind);
        case MsColumn:
            return static_cast<int>(s.ms);
        case TtlColumn:
            return static_cast<int>(s.ttlMs > 0 ? s.ttlMs : scenarioTtl);
        case TriesColumn:
            return s.maxTries;
        case RetryColumn:
            return static_cast<int>(s.retryMs);
        case JitterColumn:
            return static_cast<int>(s.jitterMs);
        default:
            return {};
        }
    }
    return {};
}

Qt::ItemFlags StepListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const WorkerSpec *w = spec();
    if (w && index.isValid() && index.row() < w->steps.size()
        && applies(w->steps.at(index.row()).kind, static_cast<Column>(index.column())))
        f |= Qt::ItemIsEditable;
    return f;
}

void StepListModel::edit(const std::function<bool(WorkerSpec &)> &change, const QString &description)
{
    if (!spec())
        return;
    Scenario s = m_document->scenario();
    if (change(s.workers[m_worker]))
        m_document->apply(s, description);
}

bool StepListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const WorkerSpec *w = spec();
    if (role != Qt::EditRole || !w
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const int row = index.row();
    const auto column = static_cast<Column>(index.column());
    const Step &current = w->steps.at(row);
    if (!applies(current.kind, column))
        return false;
    bool ok = false;
    const qint64 n = value.toLongLong(&ok);
    if (column == KindColumn) {
        if (!ok || !kinds().contains(static_cast<StepKind>(n)))
            return false;
        const auto kind = static_cast<StepKind>(n);
        if (kind == current.kind)
            return true;
        edit(
            [&](WorkerSpec &spec) {
                Step &step = spec.steps[row];
                step.kind = kind;
                if (applies(kind, MsColumn) && step.ms <= 0)
                    step.ms = 10;
                return true;
            },
            tr("Make step %1 of %2 a %3").arg(row + 1).arg(w->name, kindName(kind)));
        return true;
    }
    const auto [min, max] = rangeOf(column);
    if (!ok || n < min || n > max) {
        Q_EMIT editRejected(tr("Expected a whole number from %1 to %2.").arg(min).arg(max));
        return false;
    }
    const QString name = w->name;
    const qint64 scenarioTtl = m_document->scenario().ttlMs;
    edit(
        [&](WorkerSpec &spec) {
            Step &step = spec.steps[row];
            switch (column) {
            case MsColumn:
                step.ms = n;
                break;
            case TtlColumn:
                step.ttlMs = n == scenarioTtl ? -1 : n;  // the lock's TTL stays "the lock's"
                break;
            case TriesColumn:
                step.maxTries = static_cast<int>(n);
                break;
            case RetryColumn:
                step.retryMs = n;
                break;
            case JitterColumn:
                step.jitterMs = n;
                break;
            default:
                return false;
            }
            return true;
        },
        tr("Change step %1 of %2").arg(row + 1).arg(name));
    return true;
}

QVariant StepListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case KindColumn:
        return tr("Step");
    case MsColumn:
        return tr("Duration");
    case TtlColumn:
        return tr("TTL");
    case TriesColumn:
        return tr("Tries");
    case RetryColumn:
        return tr("Retry after");
    case JitterColumn:
        return tr("+ jitter");
    default:
        return {};
    }
}

int StepListModel::addStep(StepKind kind, int row)
{
    const WorkerSpec *w = spec();
    if (!w || w->steps.size() >= limits::maxSteps)
        return -1;
    const int at = row < 0 || row >= w->steps.size() ? static_cast<int>(w->steps.size()) : row + 1;
    edit(
        [&](WorkerSpec &spec) {
            Step step;
            step.kind = kind;
            if (applies(kind, MsColumn))
                step.ms = 10;
            spec.steps.insert(at, step);
            return true;
        },
        tr("Add a %1 step to %2").arg(kindName(kind), w->name));
    return at;
}

bool StepListModel::removeStep(int row)
{
    const WorkerSpec *w = spec();
    // A worker has at least one step: the format requires it.
    if (!w || row < 0 || row >= w->steps.size() || w->steps.size() <= 1)
        return false;
    const QString text = tr("Remove step %1 of %2").arg(row + 1).arg(w->name);
    edit(
        [&](WorkerSpec &spec) {
            spec.steps.removeAt(row);
            return true;
        },
        text);
    return true;
}

bool StepListModel::moveStep(int row, int delta)
{
    const WorkerSpec *w = spec();
    const int to = row + delta;
    if (!w || row < 0 || row >= w->steps.size() || to < 0 || to >= w->steps.size())
        return false;
    const QString text = tr("Move step %1 of %2").arg(row + 1).arg(w->name);
    edit(
        [&](WorkerSpec &spec) {
            spec.steps.move(row, to);
            return true;
        },
        text);
    return true;
}

}  // namespace locklab
