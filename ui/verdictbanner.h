// SPDX-License-Identifier: MIT
#pragma once

#include "core/interpretation.h"

#include <QColor>
#include <QFrame>

#include <optional>

class QLabel;

namespace locklab {

class ElidedLabel;

// The verdict in large type with the counts behind it: what a screencast viewer reads first.
class VerdictBanner : public QFrame {
    Q_OBJECT
public:
    explicit VerdictBanner(QWidget *parent = nullptr);

    // The interpretation's verdict. `partial`: stepping, the run so far (everything that has begun
    // by the playhead counts); `unavailable`: no run to judge.
    void setVerdict(const Interpretation &interpretation, bool partial, bool unavailable);
    // Stepping a recorded run: the verdict of what has begun by `now`, as the whole run's
    // interpretation says (Interpretation::at), not a summary of a shorter trace.
    void setVerdictSoFar(const Interpretation &interpretation, const Instant &now);
    // A recording still being read: no verdict yet, `details` says how far it is.
    void setLoading(const QString &details);
    // The verdict of watched traffic as a whole: its worst lock key's.
    struct Overall {
        Verdict verdict = Verdict::Safe;
        int foreignDeletes = 0;
    };
    // A line before the counts that says what the verdict is of (watched traffic: "3 of 35 lock
    // keys with violations", the key shown); empty: none. `overall`, when given, is the headline
    // and colour instead of the shown key's own (a key chosen that is safe while another raced:
    // the banner never says SAFE then). Kept until changed, across verdicts.
    void setScope(const QString &scope, std::optional<Overall> overall = std::nullopt);
    QString scope() const { return m_scope; }
    QString headline() const;

    static QString headlineFor(const Summary &summary);
    static QString headlineFor(Verdict verdict, int foreignDeletes);
    // The banner's colour for the verdict (white text reads on every one).
    static QColor colorFor(const Summary &summary);
    static QColor colorFor(Verdict verdict, int foreignDeletes);
    // The counts behind the verdict, whole (the banner may show them cut to two lines).
    QString details() const;

private:
    void showVerdict(const QString &headline, const QStringList &details, const QColor &background);

    QLabel *m_headline = nullptr;
    ElidedLabel *m_details = nullptr;
    QString m_scope;
    std::optional<Overall> m_overall;
    QString m_shownHeadline;     // the last verdict's own, before `m_overall`
    QStringList m_shownDetails;  // the last verdict's, without the scope
    QColor m_shownBackground;
};

}  // namespace locklab
