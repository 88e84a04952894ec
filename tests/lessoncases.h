// SPDX-License-Identifier: MIT
#pragma once

// The lessons of issue 15 as test rows, shared by the embedded and the live suite: each built-in
// (with a policy flipped or not), the verdict it must give, and words its witnesses must contain.

#include "core/builtins.h"
#include "core/summary.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace locklab::test {

struct LessonCase {
    const char *row;
    QString scenario;
    std::function<void(Scenario &)> adjust;  // a flipped policy or field; empty: as shipped
    Verdict verdict;
    QString violation;         // a violation kind the run must have; empty: none required
    QString absentViolation;   // a kind it must not have
    QStringList witnessWords;  // all in one witness of kind `violation` (or in the report when it is empty)
};

// The lessons about what the store can check (SQL, a unique job, a plain file).
inline QList<LessonCase> dataStoreLessonCases()
{
    using V = Verdict;
    return {
        {"fencing-in-sql",
         QStringLiteral("fencing-in-sql"),
         {},
         V::MutualExclusionViolated,
         {},
         QStringLiteral("stale-write-accepted"),
         {}},
        {"fencing-in-sql off",
         QStringLiteral("fencing-in-sql"),
         [](Scenario &s) { s.policies.fencing = false; },
         V::DataCorrupted,
         QStringLiteral("stale-write-accepted"),
         {},
         {QStringLiteral("overwrote newer data")}},
        {"unique-job",
         QStringLiteral("unique-job"),
         {},
         V::MutualExclusionViolated,
         {},
         QStringLiteral("stale-write-accepted"),
         {}},
        {"file-cannot-fence",
         QStringLiteral("file-cannot-fence"),
         {},
         V::DataCorrupted,
         QStringLiteral("stale-write-accepted"),
         {},
         {QStringLiteral("plain file"), QStringLiteral("cannot compare fencing tokens"),
          QStringLiteral("token 1 travelled with the write and was never checked")}},
    };
}

inline QList<LessonCase> lessonCases()
{
    using V = Verdict;
    const QList<LessonCase> cases{
        {"check-then-write",
         QStringLiteral("check-then-write"),
         {},
         V::DataCorrupted,
         QStringLiteral("stale-write-accepted"),
         {},
         {QStringLiteral("A had checked the lock at"), QStringLiteral("it was still its own"),
          QStringLiteral("a check cannot protect the write")}},
        {"check-then-write fencing",
         QStringLiteral("check-then-write"),
         [](Scenario &s) { s.policies.fencing = true; },
         V::MutualExclusionViolated,
         {},
         QStringLiteral("stale-write-accepted"),
         {}},
        {"pid-as-token",
         QStringLiteral("pid-as-token"),
         {},
         V::MutualExclusionViolated,
         QStringLiteral("foreign-delete"),
         {},
         {QStringLiteral("A's compare-and-delete"), QStringLiteral("removed B's lock"),
          QStringLiteral("both used the token \"1\""), QStringLiteral("PID 1")}},
        {"pid-as-token random",
         QStringLiteral("pid-as-token"),
         [](Scenario &s) { s.policies.tokens = TokenSource::Random; },
         V::MutualExclusionViolated,
         {},
         QStringLiteral("foreign-delete"),
         {}},
        {"hostname-pid threads",
         QStringLiteral("pid-as-token"),
         [](Scenario &s) {
             // Three threads of one process on one machine: HOSTNAME:PID is the same for all.
             s.policies.tokens = TokenSource::HostnamePid;
             s.containers = false;
             for (WorkerSpec &w : s.workers) {
                 w.host = QStringLiteral("web-1");
                 w.pid = 4242;
             }
         },
         V::MutualExclusionViolated,
         QStringLiteral("foreign-delete"),
         {},
         {QStringLiteral("\"web-1:4242\""), QStringLiteral("HOSTNAME:PID")}},
        {"unchecked-heartbeat",
         QStringLiteral("unchecked-heartbeat"),
         {},
         V::MutualExclusionViolated,
         QStringLiteral("foreign-extend"),
         {},
         {QStringLiteral("A's heartbeat extended B's lock"), QStringLiteral("plain PEXPIRE"),
          QStringLiteral("A's own lock had ended at")}},
        {"unchecked-heartbeat checked",
         QStringLiteral("unchecked-heartbeat"),
         [](Scenario &s) { s.policies.heartbeat.checked = true; },
         V::MutualExclusionViolated,
         {},
         QStringLiteral("foreign-extend"),
         {}},
        {"cache-refresh",
         QStringLiteral("cache-refresh"),
         {},
         V::DuplicateWork,
         QStringLiteral("duplicate-work"),
         QStringLiteral("mutual-exclusion"),
         {QStringLiteral("of work done twice"), QStringLiteral("a duplicate that is harmless")}},
        {"cache-refresh as correctness",
         QStringLiteral("cache-refresh"),
         [](Scenario &s) { s.purpose = Purpose::Correctness; },
         V::MutualExclusionViolated,
         QStringLiteral("mutual-exclusion"),
         QStringLiteral("duplicate-work"),
         {}},
        {"timeout-ignored",
         QStringLiteral("timeout-ignored"),
         {},
         V::DataCorrupted,
         QStringLiteral("timeout-ignored"),
         {},
         {QStringLiteral("A waited"), QStringLiteral("its GET"), QStringLiteral("its timeout is 50 ms"),
          QStringLiteral("does not honour its timeout"), QStringLiteral("A's lock expired at")}},
        {"timeout-ignored honoured",
         QStringLiteral("timeout-ignored"),
         [](Scenario &s) {
             for (WorkerSpec &w : s.workers)
                 w.honoursTimeout = true;
         },
         V::Safe,
         {},
         QStringLiteral("timeout-ignored"),
         {}},
    };
    return cases + dataStoreLessonCases();
}

// The scenario of a row, adjusted.
inline Scenario lessonScenario(const LessonCase &c)
{
    Scenario s;
    LoadError error;
    if (!loadBuiltinScenario(c.scenario, &s, &error))
        qFatal("%s", qPrintable(error.toString()));
    if (c.adjust)
        c.adjust(s);
    return s;
}

// Empty if the summary gives what the row asks; else what is wrong.
inline QString lessonMismatch(const LessonCase &c, const Trace &trace, const Summary &s)
{
    const Witnesses witnesses(trace, s);
    if (s.verdict != c.verdict)
        return QStringLiteral("verdict %1, expected %2").arg(verdictName(s.verdict), verdictName(c.verdict));
    bool found = c.violation.isEmpty();
    for (const Violation &v : s.violations) {
        const QString kind = violationKindName(v.kind);
        if (kind == c.absentViolation)
            return QStringLiteral("unexpected %1: %2").arg(kind, witnesses.text(v));
        if (kind != c.violation || found)
            continue;
        bool all = true;
        const QString text = witnesses.text(v);
        for (const QString &word : c.witnessWords)
            all = all && text.contains(word);
        found = all;
    }
    if (!found) {
        QStringList seen;
        for (const Violation &v : s.violations)
            seen << violationKindName(v.kind) + QStringLiteral(": ") + witnesses.text(v);
        return QStringLiteral("no %1 witness with %2; got:\n%3")
            .arg(c.violation, c.witnessWords.join(QStringLiteral(" | ")), seen.join(u'\n'));
    }
    return {};
}

}  // namespace locklab::test
