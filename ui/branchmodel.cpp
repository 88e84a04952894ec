// SPDX-License-Identifier: MIT
#include "branchmodel.h"

#include "core/mstext.h"
#include "verdictbanner.h"

#include <QFont>

#include <algorithm>

namespace locklab {

BranchModel::BranchModel(QObject *parent)
    : QAbstractListModel(parent)
{}

int BranchModel::indexOf(const QByteArray &key) const
{
    for (int i = 0; i < count(); ++i) {
        if (m_branches.at(i).key == key)
            return i;
    }
    return -1;
}

void BranchModel::reset(const Branch &branch)
{
    beginResetModel();
    m_branches = {branch};
    m_current = 0;
    endResetModel();
    Q_EMIT currentChanged(0);
}

int BranchModel::append(const Branch &branch)
{
    const int row = count();
    beginInsertRows(QModelIndex(), row, row);
    m_branches.append(branch);
    endInsertRows();
    if (row > 0)  // the short labels name what the runs differ in, which a new run may add to
        Q_EMIT dataChanged(index(0), index(row - 1), {ShortLabelRole});
    return row;
}

void BranchModel::replace(int row, const Branch &branch)
{
    if (row < 0 || row >= count())
        return;
    m_branches[row] = branch;
    // The others are named by how they differ from the first run; the short names by how many
    // runs share each switch.
    Q_EMIT dataChanged(index(0), index(count() - 1));
}

void BranchModel::setCurrent(int row)
{
    if (row == m_current || row < 0 || row >= count())
        return;
    const int previous = m_current;
    m_current = row;
    if (previous >= 0 && previous < count())
        Q_EMIT dataChanged(index(previous), index(previous));
    Q_EMIT dataChanged(index(row), index(row));
    Q_EMIT currentChanged(row);
}

namespace {

// The policy switches a run is named by, each as a short phrase for either setting.
enum class Aspect { Release, Fencing, Heartbeat, Wait, Tokens };
constexpr Aspect aspects[] = {Aspect::Release, Aspect::Fencing, Aspect::Heartbeat, Aspect::Wait, Aspect::Tokens};

bool sameAspect(Aspect aspect, const Policies &a, const Policies &b)
{
    switch (aspect) {
    case Aspect::Release:
        return a.release == b.release;
    case Aspect::Fencing:
        return a.fencing == b.fencing;
    case Aspect::Heartbeat:
        return a.heartbeat.enabled == b.heartbeat.enabled;
    case Aspect::Wait:
        return a.wait.enabled() == b.wait.enabled();
    case Aspect::Tokens:
        return a.tokens == b.tokens;
    }
    return true;
}

QString aspectText(Aspect aspect, const Policies &p)
{
    switch (aspect) {
    case Aspect::Release:
        return p.release == ReleaseMode::Naive ? BranchModel::tr("naive DEL") : BranchModel::tr("compare-and-delete");
    case Aspect::Fencing:
        return p.fencing ? BranchModel::tr("fencing") : BranchModel::tr("no fencing");
    case Aspect::Heartbeat:
        return p.heartbeat.enabled ? BranchModel::tr("heartbeat") : BranchModel::tr("no heartbeat");
    case Aspect::Wait:
        return p.wait.enabled() ? BranchModel::tr("WAIT") : BranchModel::tr("no WAIT");
    case Aspect::Tokens:
        return BranchModel::tr("tokens: %1").arg(tokenSourceName(p.tokens));
    }
    return {};
}

}  // namespace

QString BranchModel::policiesText(const Policies &policies)
{
    return QStringList{aspectText(Aspect::Release, policies), aspectText(Aspect::Fencing, policies),
                       aspectText(Aspect::Heartbeat, policies)}
        .join(QStringLiteral(" · "));
}

QString BranchModel::description(int row) const
{
    if (row < 0 || row >= count())
        return {};
    const Branch &b = m_branches.at(row);
    const Branch &first = m_branches.first();
    // The article's pair always, then any other switch this run flipped from the first run: the
    // name never changes when a run is added.
    QStringList parts{aspectText(Aspect::Release, b.policies), aspectText(Aspect::Fencing, b.policies)};
    for (Aspect aspect : aspects) {
        if (aspect != Aspect::Release && aspect != Aspect::Fencing && !sameAspect(aspect, first.policies, b.policies))
            parts << aspectText(aspect, b.policies);
    }
    // Same switches, another key: the scenario itself was edited between the runs.
    if (row > 0 && b.policies == first.policies && b.key != first.key)
        parts << tr("edited");
    if (b.branchedAt >= 0)
        parts << tr("branched at %1").arg(formatMs(b.branchedAt));
    QString text = parts.join(QStringLiteral(" · "));
    if (!b.origin.isEmpty())
        text = tr("%1 (recorded: %2)").arg(text, b.origin);
    return text;
}

QString BranchModel::label(int row) const
{
    if (row < 0 || row >= count())
        return {};
    return tr("%1. %2").arg(row + 1).arg(description(row));
}

QString BranchModel::shortLabel(int row) const
{
    if (row < 0 || row >= count() || count() == 1 || !m_branches.at(row).origin.isEmpty())
        return label(row);
    if (row == 0)
        return tr("%1. first run", "the Runs list where the whole name does not fit").arg(1);
    // What this run flipped from the first, the switch the fewest runs share first: "4. heartbeat
    // · fencing" and "2. fencing" stay apart even cut after their first words.
    const Branch &b = m_branches.at(row);
    const Branch &first = m_branches.first();
    auto sharing = [this, &b](Aspect aspect) {
        return std::count_if(m_branches.cbegin(), m_branches.cend(),
                             [&](const Branch &other) { return sameAspect(aspect, other.policies, b.policies); });
    };
    std::vector<Aspect> flipped;
    for (Aspect aspect : aspects) {
        if (!sameAspect(aspect, first.policies, b.policies))
            flipped.push_back(aspect);
    }
    std::stable_sort(flipped.begin(), flipped.end(), [&](Aspect x, Aspect y) { return sharing(x) < sharing(y); });
    QStringList parts;
    for (Aspect aspect : flipped)
        parts << aspectText(aspect, b.policies);
    if (parts.isEmpty())
        return label(row);  // the same switches: edited, or branched at another instant
    return tr("%1. %2").arg(row + 1).arg(parts.join(QStringLiteral(" · ")));
}

QString BranchModel::title(int row) const
{
    if (row < 0 || row >= count())
        return {};
    return tr("%1 · %2").arg(m_branches.at(row).scenario.name, description(row));
}

int BranchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant BranchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Branch &b = m_branches.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return label(index.row());
    case Qt::ToolTipRole:
        return tr("%1: %2").arg(title(index.row()), VerdictBanner::headlineFor(b.summary));
    case ShortLabelRole:
        return shortLabel(index.row());
    case Qt::FontRole:
        if (index.row() == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case VerdictRole:
        return static_cast<int>(b.summary.verdict);
    case PoliciesRole:
        return policiesText(b.policies);
    case CurrentRole:
        return index.row() == m_current;
    case OriginRole:
        return b.origin;
    default:
        return {};
    }
}

QHash<int, QByteArray> BranchModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(VerdictRole, "verdict");
    names.insert(PoliciesRole, "policies");
    names.insert(CurrentRole, "current");
    names.insert(OriginRole, "origin");
    names.insert(ShortLabelRole, "shortLabel");
    return names;
}

}  // namespace locklab
