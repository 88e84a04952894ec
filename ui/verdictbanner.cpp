// SPDX-License-Identifier: MIT
#include "verdictbanner.h"

#include "core/mstext.h"
#include "elidedlabel.h"

#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace locklab {

VerdictBanner::VerdictBanner(QWidget *parent)
    : QFrame(parent)
    , m_headline(new QLabel(this))
    // Two lines at most, whatever the window's width and language: the lanes need the height.
    // The whole list is the tooltip, and a click on the banner opens the violations.
    , m_details(new ElidedLabel(2, false, this))
{
    setObjectName(QStringLiteral("verdictBanner"));
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 8, 16, 8);
    layout->setSpacing(18);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.55);
    big.setBold(true);
    m_headline->setFont(big);
    layout->addWidget(m_headline);
    layout->addWidget(m_details, 1);
}

QString VerdictBanner::headline() const
{
    return m_headline->text();
}

QString VerdictBanner::details() const
{
    return m_details->fullText();
}

QString VerdictBanner::headlineFor(const Summary &s)
{
    return headlineFor(s.verdict, s.foreignDeletes);
}

QString VerdictBanner::headlineFor(Verdict verdict, int foreignDeletes)
{
    // A foreign DEL is named before the overlaps it causes: it is the mistake to fix.
    if (verdict != Verdict::DataCorrupted && foreignDeletes > 0)
        return tr("ANOTHER WORKER'S LOCK DELETED");
    switch (verdict) {
    case Verdict::Safe:
        return tr("SAFE");
    case Verdict::MutualExclusionViolated:
        return tr("TWO HOLDERS AT ONCE");
    case Verdict::DataCorrupted:
        return tr("STALE WRITE ACCEPTED");
    case Verdict::DuplicateWork:
        return tr("DUPLICATE WORK (HARMLESS)");
    case Verdict::Inconclusive:
        return tr("INCONCLUSIVE");
    }
    return {};
}

QColor VerdictBanner::colorFor(const Summary &s)
{
    return colorFor(s.verdict, s.foreignDeletes);
}

QColor VerdictBanner::colorFor(Verdict verdict, int foreignDeletes)
{
    if (verdict != Verdict::DataCorrupted && foreignDeletes > 0)
        return QColor(0xb4231c);
    switch (verdict) {
    case Verdict::Safe:
        return QColor(0x1f8a4c);
    case Verdict::MutualExclusionViolated:
        return QColor(0xc62834);
    case Verdict::DataCorrupted:
        return QColor(0x9c1c7a);
    case Verdict::DuplicateWork:
        return QColor(0xb45309);  // amber: an efficiency lock failed, the data did not
    case Verdict::Inconclusive:
        return QColor(0xa16207);  // amber: not evidence either way
    }
    return QColor(0x6b7280);
}

void VerdictBanner::setVerdict(const Interpretation &interpretation, bool partial, bool unavailable)
{
    const Summary &s = interpretation.summary();
    QColor background;
    QString headline;
    QStringList details;
    if (unavailable) {
        headline = tr("NO RUN");
        background = QColor(0x6b7280);
        details << tr("The selected backend cannot run yet.");
    } else {
        headline = headlineFor(s);
        background = colorFor(s);
        if (s.verdict == Verdict::Inconclusive)
            details << tr("%1: this run shows nothing about the lock").arg(s.evidence().text());
        if (s.verdict == Verdict::DuplicateWork) {
            // The article's words: an efficiency lock avoids doing work twice; a failure costs a duplicate.
            details << tr("efficiency lock: %1 of work done twice, a duplicate that is harmless")
                           .arg(formatMs(s.duplicateWork(), 1));
        } else if (!s.overlaps.isEmpty()) {
            int most = 0;
            for (const Interval &o : s.overlaps)
                most = std::max(most, static_cast<int>(o.workers.size()));
            details << tr("%n overlap(s), %1 with %2 workers inside", nullptr, static_cast<int>(s.overlaps.size()))
                           .arg(formatMs(s.overlapTotal, 1))
                           .arg(most);
        } else {
            details << tr("never two holders at once");
        }
        const int refused = static_cast<int>(
            std::count_if(s.writes.cbegin(), s.writes.cend(), [](const Write &w) { return !w.accepted; }));
        const int stale = s.staleWritesAccepted();
        details << tr("%n write(s) accepted", nullptr, static_cast<int>(s.storeCount));
        if (refused > 0)
            details << tr("%n refused by the store", nullptr, refused);
        if (s.fencingUnavailable)
            details << tr("fencing unavailable: a file cannot compare tokens");
        if (s.foreignExtensions > 0)
            details << tr("%n PEXPIRE(s) extended another worker's lock", nullptr, s.foreignExtensions);
        if (s.timeoutsIgnored > 0)
            details << tr("%n reply(ies) waited for past the timeout", nullptr, s.timeoutsIgnored);
        if (stale > 0)
            details << tr("%n stale write(s) accepted", nullptr, stale);
        if (s.foreignDeletes > 0)
            details << tr("%n DEL(s) freed another worker's lock", nullptr, s.foreignDeletes);
        if (s.unknownOutcomes > 0)
            details << tr("%n reply(ies) never came", nullptr, s.unknownOutcomes);
        if (s.errors > 0)
            details << tr("%n error(s)", nullptr, s.errors);
        if (!interpretation.trace().limitReached.isEmpty())
            details << tr("stopped early: %1").arg(interpretation.trace().limitReached);
        if (partial)
            headline = tr("%1 (so far)").arg(headline);
    }
    showVerdict(headline, details, background);
}

void VerdictBanner::setVerdictSoFar(const Interpretation &interpretation, const Instant &now)
{
    // Counts by `now`, each a binary search in the interpretation: a step through ten million
    // events costs what a step through ten does.
    QStringList details;
    if (now.overlapsSoFar > 0)
        details << tr("%n overlap(s) begun", nullptr, static_cast<int>(now.overlapsSoFar));
    else
        details << tr("never two holders at once");
    details << tr("%n write(s) accepted", nullptr, static_cast<int>(now.storeWrites));
    if (const qsizetype refused = now.writesSoFar - now.storeWrites; refused > 0)
        details << tr("%n refused by the store", nullptr, static_cast<int>(refused));
    if (now.foreignDeletesSoFar > 0)
        details << tr("%n DEL(s) freed another worker's lock", nullptr, now.foreignDeletesSoFar);
    if (now.violationsSoFar > 0)
        details << tr("%n violation(s) begun", nullptr, static_cast<int>(now.violationsSoFar));
    if (!interpretation.trace().limitReached.isEmpty())
        details << tr("stopped early: %1").arg(interpretation.trace().limitReached);
    showVerdict(tr("%1 (so far)").arg(headlineFor(now.verdict, now.foreignDeletesSoFar)), details,
                colorFor(now.verdict, now.foreignDeletesSoFar));
}

void VerdictBanner::setScope(const QString &scope, std::optional<Overall> overall)
{
    const bool sameOverall =
        overall.has_value() == m_overall.has_value()
        && (!overall
            || (overall->verdict == m_overall->verdict && overall->foreignDeletes == m_overall->foreignDeletes));
    if (scope == m_scope && sameOverall)
        return;
    m_scope = scope;
    m_overall = overall;
    if (m_shownBackground.isValid())
        showVerdict(m_shownHeadline, m_shownDetails, m_shownBackground);
}

void VerdictBanner::showVerdict(const QString &headline, const QStringList &details, const QColor &background)
{
    m_shownHeadline = headline;
    m_shownDetails = details;
    m_shownBackground = background;
    QStringList shown = details;
    if (!m_scope.isEmpty())
        shown.prepend(m_scope);
    QColor shownBackground = background;
    if (m_overall) {
        m_headline->setText(headlineFor(m_overall->verdict, m_overall->foreignDeletes));
        shownBackground = colorFor(m_overall->verdict, m_overall->foreignDeletes);
    } else {
        m_headline->setText(headline);
    }
    m_details->setContent(QString(), shown.join(QStringLiteral(" · ")));
    QPalette pal = palette();
    pal.setColor(QPalette::Window, shownBackground);
    pal.setColor(QPalette::WindowText, Qt::white);
    setPalette(pal);
    m_headline->setPalette(pal);
    m_details->setPalette(pal);
    setAccessibleName(m_headline->text());
    setAccessibleDescription(m_details->fullText());
}

void VerdictBanner::setLoading(const QString &details)
{
    m_shownBackground = QColor();  // a scope set meanwhile waits for the next verdict
    m_headline->setText(tr("LOADING…"));
    m_details->setContent(QString(), details);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(0x6b7280));  // NO RUN's grey: no verdict either way
    pal.setColor(QPalette::WindowText, Qt::white);
    setPalette(pal);
    m_headline->setPalette(pal);
    m_details->setPalette(pal);
    setAccessibleName(m_headline->text());
    setAccessibleDescription(m_details->fullText());
}

}  // namespace locklab
