// SPDX-License-Identifier: MIT
#include "core/trafficresult.h"

#include "core/coretr.h"
#include "core/interpretation.h"
#include "core/mstext.h"
#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>
#include <vector>

namespace locklab {

int verdictSeverity(Verdict verdict)
{
    switch (verdict) {
    case Verdict::DataCorrupted:
        return 4;
    case Verdict::MutualExclusionViolated:
        return 3;
    case Verdict::DuplicateWork:
        return 2;
    case Verdict::Inconclusive:
        return 1;
    case Verdict::Safe:
        return 0;
    }
    return 0;
}

bool worseThan(const LockKeyResult &a, const LockKeyResult &b)
{
    const auto rank = [](const LockKeyResult &r) {
        return std::make_tuple(verdictSeverity(r.verdict), r.overlapTime, r.staleWritesAccepted, r.foreignDeletes,
                               r.locksLostWhileHeld, r.violations);
    };
    const auto ra = rank(a), rb = rank(b);
    return ra != rb ? ra > rb : a.key < b.key;
}

LockKeyResult lockKeyResult(const QString &key, Trace trace, KeepSummaries keep)
{
    LockKeyResult r;
    r.key = key;
    r.clients = static_cast<int>(trace.workers.size());
    {
        // The interpretation a run gets; only its figures are kept (a capture can hold 100,000 keys).
        const Interpretation interpretation(trace);
        const Summary &s = interpretation.summary();
        r.verdict = s.verdict;
        r.acquisitions = static_cast<int>(
            std::count_if(s.acquisitions.cbegin(), s.acquisitions.cend(), [](const Acquisition &a) { return a.ok; }));
        r.overlaps = static_cast<int>(s.overlaps.size());
        r.overlapTime = s.overlapTotal;
        r.foreignDeletes = s.foreignDeletes;
        r.staleWritesAccepted = s.staleWritesAccepted();
        r.locksLostWhileHeld =
            static_cast<int>(std::count_if(s.violations.cbegin(), s.violations.cend(), [](const Violation &v) {
                return v.kind == ViolationKind::LockLostWhileHeld;
            }));
        r.violations = static_cast<int>(s.violations.size());
        if (keep == KeepSummaries::Yes)
            r.summary = std::make_shared<const Summary>(s);
    }
    r.trace = std::move(trace);
    return r;
}

namespace {

// The results in worseThan's order. Sorted by index and each moved once, along the permutation's
// cycles: a result (its trace and its figures) is several hundred bytes, and sorting 100,000 of them
// in place moved each about seventeen times; moved into a second list, both lists were held at once
// (77 MB of 100,000 keys' results). worseThan is a total order (a key's name breaks every tie).
QList<LockKeyResult> sortedWorstFirst(QList<LockKeyResult> found)
{
    std::vector<qsizetype> order(static_cast<std::size_t>(found.size()));
    std::iota(order.begin(), order.end(), qsizetype{0});
    std::sort(order.begin(), order.end(), [&found](qsizetype a, qsizetype b) { return worseThan(found[a], found[b]); });
    // Position p takes the result at order[p]; a position filled is marked order[p] = p.
    for (qsizetype start = 0; start < found.size(); ++start) {
        if (order[static_cast<std::size_t>(start)] == start)
            continue;
        LockKeyResult first = std::move(found[start]);
        qsizetype p = start;
        for (qsizetype from = order[static_cast<std::size_t>(p)]; from != start;
             from = order[static_cast<std::size_t>(p)]) {
            found[p] = std::move(found[from]);
            order[static_cast<std::size_t>(p)] = p;
            p = from;
        }
        found[p] = std::move(first);
        order[static_cast<std::size_t>(p)] = p;
    }
    return found;
}

}  // namespace

TrafficResult::TrafficResult(const TrafficInterpreter &interpreter, Micros observedUntil, KeepSummaries keep,
                             KeepTraces traces, const RecordingProgress &progress)
{
    QList<LockKeyResult> found;
    found.reserve(interpreter.keyCount());
    constexpr qsizetype progressEvery = 512;
    for (qsizetype i = 0; i < interpreter.keyCount(); ++i) {
        if (progress && i % progressEvery == 0 && !progress(i, interpreter.keyCount()))
            break;
        if (interpreter.keyKind(i) == KeyKind::Deduplication)
            m_dedup.append(interpreter.keyName(i));
        else {
            found.push_back(lockKeyResult(interpreter.keyName(i), interpreter.keyTrace(i, observedUntil), keep));
            if (traces == KeepTraces::No)
                found.back().trace.events = EventList();
            if (found.back().trace.quorum == 0)  // a Redlock's key is on every instance: no shard
                found.back().shard = interpreter.sourceName(interpreter.keySource(i));
        }
    }
    m_locks = sortedWorstFirst(std::move(found));
    if (progress)
        progress(interpreter.keyCount(), interpreter.keyCount());
}

TrafficResult::TrafficResult(QList<LockKeyResult> locks, const QStringList &deduplicationKeys)
    : m_locks(sortedWorstFirst(std::move(locks)))
    , m_dedup(deduplicationKeys)
{}

TrafficResult::TrafficResult(const QList<Trace> &lockTraces, const QStringList &deduplicationKeys)
    : m_dedup(deduplicationKeys)
{
    QList<LockKeyResult> found;
    found.reserve(lockTraces.size());
    for (const Trace &t : lockTraces)
        found.push_back(lockKeyResult(t.lockKey, t));
    m_locks = sortedWorstFirst(std::move(found));
}

TrafficResult::TrafficResult(const Recording &recording)
    : TrafficResult(recordedLockKeys(recording), recording.deduplicationKeys)
{}

qsizetype TrafficResult::indexOf(const QString &key) const
{
    for (qsizetype i = 0; i < m_locks.size(); ++i) {
        if (m_locks.at(i).key == key)
            return i;
    }
    return -1;
}

Verdict TrafficResult::verdict() const
{
    return m_locks.isEmpty() ? Verdict::Safe : m_locks.constFirst().verdict;
}

int TrafficResult::withViolations() const
{
    return static_cast<int>(
        std::count_if(m_locks.cbegin(), m_locks.cend(), [](const LockKeyResult &r) { return r.violations > 0; }));
}

QString detailHeading(const TrafficResult &result, const QString &key, bool chosen)
{
    if (result.indexOf(key) < 0)
        return TrafficTr::tr("The detail of %1 (not a lock: taken once and never released):").arg(printable(key));
    return chosen
               ? TrafficTr::tr("The detail of %1:").arg(printable(key))
               : TrafficTr::tr("The detail of %1, the worst lock key (--key K details another):").arg(printable(key));
}

QString elideMiddle(const QString &key, qsizetype width)
{
    if (key.size() <= width || width < 3)
        return key;
    qsizetype head = (width - 1) / 2;
    qsizetype tail = width - 1 - head;
    if (key.at(head - 1).isHighSurrogate())  // never half a character at the cut
        --head;
    if (key.at(key.size() - tail).isLowSurrogate())
        --tail;
    return key.left(head) + QStringLiteral("…") + key.right(tail);
}

void writeLockKeyTable(QTextStream &out, const TrafficResult &result, KeyRows rows)
{
    const QList<LockKeyResult> &locks = result.locks();
    out << TrafficTr::tr("%n lock key(s), ", nullptr, static_cast<int>(locks.size()))
        << TrafficTr::tr("%n with violations", nullptr, result.withViolations()) << '\n';
    if (!locks.isEmpty()) {
        // The rows shown: every one, or (--summary) the worst and the last few of a long table.
        constexpr qsizetype inFull = 30, first = 10, last = 5;
        QList<qsizetype> shown;
        const bool cut = rows == KeyRows::FirstAndLast && locks.size() > inFull;
        for (qsizetype i = 0; i < locks.size(); ++i) {
            if (cut && i == first)
                i = locks.size() - last;
            shown << i;
        }
        const QStringList headers{TrafficTr::tr("key"),
                                  TrafficTr::tr("clients"),
                                  TrafficTr::tr("acquisitions"),
                                  TrafficTr::tr("overlaps"),
                                  TrafficTr::tr("overlap ms"),
                                  TrafficTr::tr("foreign deletes"),
                                  TrafficTr::tr("stale writes accepted"),
                                  TrafficTr::tr("locks lost while held"),
                                  TrafficTr::tr("verdict")};
        // Keys are the server's bytes: escaped (a key can hold ESC), and long ones cut to 40 columns.
        QStringList keys;
        qsizetype keyWidth = headers.at(0).size();
        for (const qsizetype i : shown) {
            const QString k = elideMiddle(printable(locks.at(i).key), 40);
            keyWidth = std::max(keyWidth, k.size());
            keys << k;
        }
        QList<qsizetype> widths{keyWidth};
        for (qsizetype c = 1; c < headers.size(); ++c)
            widths << headers.at(c).size();
        // A cluster's keys: the shard each lives on, after the key.
        const bool sharded =
            std::any_of(locks.cbegin(), locks.cend(), [](const LockKeyResult &r) { return !r.shard.isEmpty(); });
        qsizetype shardWidth = TrafficTr::tr("shard").size();
        for (const qsizetype i : shown)
            shardWidth = std::max(shardWidth, printable(locks.at(i).shard).size());
        const auto shardCell = [&](const QString &shard) {
            return sharded ? QStringLiteral("  ") + shard.leftJustified(shardWidth) : QString();
        };
        QString line =
            QStringLiteral("  ") + headers.at(0).leftJustified(widths.at(0)) + shardCell(TrafficTr::tr("shard"));
        for (qsizetype c = 1; c + 1 < headers.size(); ++c)
            line += QStringLiteral("  ") + headers.at(c);
        out << line << QStringLiteral("  ") << headers.constLast() << '\n';
        for (qsizetype s = 0; s < shown.size(); ++s) {
            const LockKeyResult &r = locks.at(shown.at(s));
            if (s > 0 && shown.at(s) != shown.at(s - 1) + 1)
                out << QStringLiteral("  ")
                    << TrafficTr::tr("… %n more lock key(s) (--json lists every one)", nullptr,
                                     static_cast<int>(shown.at(s) - shown.at(s - 1) - 1))
                    << '\n';
            const QStringList cells{QString::number(r.clients),           QString::number(r.acquisitions),
                                    QString::number(r.overlaps),          msNumber(r.overlapTime, 1),
                                    QString::number(r.foreignDeletes),    QString::number(r.staleWritesAccepted),
                                    QString::number(r.locksLostWhileHeld)};
            QString row = QStringLiteral("  ") + keys.at(s).leftJustified(widths.at(0)) + shardCell(printable(r.shard));
            for (qsizetype c = 0; c < cells.size(); ++c)
                row += QStringLiteral("  ") + cells.at(c).rightJustified(widths.at(c + 1));
            out << row << QStringLiteral("  ") << verdictName(r.verdict) << '\n';
        }
    }
    const QStringList &dedup = result.deduplicationKeys();
    if (!dedup.isEmpty()) {
        out << '\n'
            << TrafficTr::tr("%n key(s) taken once and never released: a deduplication key, not a lock (out of the "
                             "verdict; --keys names one to count it)",
                             nullptr, static_cast<int>(dedup.size()))
            << '\n';
        constexpr qsizetype listed = 10;
        for (qsizetype i = 0; i < std::min(dedup.size(), listed); ++i)
            out << QStringLiteral("  ") << printable(dedup.at(i)) << '\n';
        if (dedup.size() > listed)
            out << QStringLiteral("  ")
                << TrafficTr::tr("… and %n more", nullptr, static_cast<int>(dedup.size() - listed)) << '\n';
    }
}

QJsonArray lockKeysToJson(const TrafficResult &result)
{
    QJsonArray keys;
    for (const LockKeyResult &r : result.locks())
        keys.append(lockKeyToJson(r));
    return keys;
}

QJsonObject lockKeyToJson(const LockKeyResult &r)
{
    const Summary summary = r.summary ? *r.summary : summarize(r.trace);
    QJsonObject key{
        {QStringLiteral("key"), r.key},
        {QStringLiteral("verdict"), verdictName(r.verdict)},
        {QStringLiteral("clients"), r.clients},
        {QStringLiteral("acquisitions"), r.acquisitions},
        {QStringLiteral("overlaps"), r.overlaps},
        {QStringLiteral("overlapMs"), static_cast<double>(r.overlapTime) / 1000.0},
        {QStringLiteral("foreignDeletes"), r.foreignDeletes},
        {QStringLiteral("staleWritesAccepted"), r.staleWritesAccepted},
        {QStringLiteral("locksLostWhileHeld"), r.locksLostWhileHeld},
        {QStringLiteral("violations"), r.violations},
        {QStringLiteral("workers"), QJsonArray::fromStringList(r.trace.workers)},
        {QStringLiteral("summary"), summaryToJson(r.trace, summary)},
    };
    if (!r.shard.isEmpty())
        key.insert(QStringLiteral("shard"), r.shard);  // a cluster's: the shard that holds the key
    return key;
}

QByteArray scenarioJsonForTraffic(const Trace &trace, const QString &description)
{
    QString key = trace.lockKey;
    static const QRegularExpression invalid(QStringLiteral("[^A-Za-z0-9:_.-]"));
    key.replace(invalid, QStringLiteral("_"));
    if (key.isEmpty() || key == QStringLiteral("fence") || key.startsWith(QStringLiteral("store")))
        key.prepend(QStringLiteral("watched-"));
    QJsonArray workers;
    for (const QString &w : trace.workers.mid(0, 256))
        workers.append(QJsonObject{
            {QStringLiteral("name"), w},
            {QStringLiteral("steps"), QJsonArray{QJsonObject{{QStringLiteral("do"), QStringLiteral("acquire")}},
                                                 QJsonObject{{QStringLiteral("do"), QStringLiteral("release")}}}}});
    if (workers.isEmpty())
        workers.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("nobody")},
            {QStringLiteral("steps"), QJsonArray{QJsonObject{{QStringLiteral("do"), QStringLiteral("acquire")}}}}});
    QJsonObject lock{{QStringLiteral("key"), key},
                     {QStringLiteral("ttlMs"), std::clamp<qint64>(trace.ttlMs, 1, 24LL * 3600 * 1000)}};
    if (trace.quorum > 0) {  // a Redlock's instances watched together: the lessons' shape
        lock.insert(QStringLiteral("algorithm"), QStringLiteral("redlock"));
        lock.insert(QStringLiteral("quorum"), trace.quorum);
    }
    QJsonObject o{
        {QStringLiteral("name"), trace.scenario},
        {QStringLiteral("title"), trace.lockKey.isEmpty() ? TrafficTr::tr("Real traffic, no lock seen")
                                                          : TrafficTr::tr("Real traffic on %1").arg(trace.lockKey)},
        {QStringLiteral("description"), description},
        {QStringLiteral("lock"), lock},
        {QStringLiteral("workers"), workers},
    };
    if (trace.quorum > 0)
        o.insert(QStringLiteral("redis"), QJsonObject{{QStringLiteral("instances"), trace.instances}});
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Recording trafficRecording(Trace trace, const QString &description, const QString &redisVersion,
                           const TrafficResult &others)
{
    trace.redisVersion = redisVersion;
    Recording r{scenarioJsonForTraffic(trace, description), redisVersion, trace, {}, others.deduplicationKeys()};
    r.keys.reserve(others.locks().size());
    for (const LockKeyResult &k : others.locks()) {
        if (k.key != trace.lockKey && !k.trace.workers.isEmpty())
            r.keys.append(k.trace);
    }
    return r;
}

QList<Trace> recordedLockKeys(const Recording &recording)
{
    QList<Trace> all;
    if (!recording.trace.lockKey.isEmpty())
        all.append(recording.trace);
    all.append(recording.keys);
    return all;
}

bool openOnLockKey(Recording &recording, const QString &key)
{
    if (recording.trace.lockKey == key)
        return true;
    for (qsizetype i = 0; i < recording.keys.size(); ++i) {
        if (recording.keys.at(i).lockKey != key)
            continue;
        Trace chosen = recording.keys.takeAt(i);
        recording.keys.append(recording.trace);
        recording.trace = std::move(chosen);
        const QString description =
            QJsonDocument::fromJson(recording.scenarioJson).object().value(QStringLiteral("description")).toString();
        recording.scenarioJson = scenarioJsonForTraffic(recording.trace, description);
        return true;
    }
    return false;
}

}  // namespace locklab
