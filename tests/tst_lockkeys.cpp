// SPDX-License-Identifier: MIT
// Every lock key of a capture, in one pass (TrafficInterpreter, TrafficResult): the committed
// captures of real clients (tests/data/watch/*.monitor.log, made by capture.sh) give the verdicts
// each key deserves; deduplication keys stay apart; a capture cut mid-stream invents nothing.
#include "core/interpretation.h"
#include "core/recording.h"
#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"
#include "core/translations.h"
#include "monitorlines.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <csignal>
#include <sys/resource.h>

using namespace locklab;
using namespace Qt::StringLiterals;

namespace {

const QString binary = QStringLiteral(LOCKLAB_BINARY);
const QString data = QStringLiteral(LOCKLAB_TEST_DATA "/watch/");

QByteArray at(double ms, const char *client, const QByteArray &args)
{
    const qint64 us = 1700000000000000 + static_cast<qint64>(ms * 1000);
    return test::monitorLine(us, client, args);
}

// The capture's lines, cut to those from `from` on (0: all of it).
QList<QByteArray> captureLines(const QString &file, qsizetype from = 0)
{
    QFile f(data + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = f.readAll().split('\n');
    return lines.mid(from);
}

struct Interpreted {
    std::unique_ptr<TrafficInterpreter> interpreter;
    TrafficResult result;
    const LockKeyResult *key(const QString &name) const
    {
        const qsizetype i = result.indexOf(name);
        return i < 0 ? nullptr : &result.locks().at(i);
    }
};

Interpreted interpret(const QList<QByteArray> &lines, TrafficOptions options = {})
{
    Interpreted out;
    out.interpreter = std::make_unique<TrafficInterpreter>(std::move(options));
    for (const QByteArray &l : lines)
        out.interpreter->feedLine(l);
    out.interpreter->finish();
    out.result = TrafficResult(*out.interpreter);
    return out;
}

struct Ran {
    int exitCode = -1;
    QString out;
    QString err;
};

// `locklab ARGS`; files past `maxFileBytes` refused by the kernel (EFBIG, as a full disk's ENOSPC) when
// not 0; its temporary files in `tmpdir` when not empty; `importGroups`: LOCKLAB_IMPORT_GROUPS.
Ran runLocklab(const QStringList &args, qint64 maxFileBytes = 0, const QString &tmpdir = {}, int importGroups = 0)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!tmpdir.isEmpty())
        env.insert(u"TMPDIR"_s, tmpdir);
    if (importGroups > 0)
        env.insert(u"LOCKLAB_IMPORT_GROUPS"_s, QString::number(importGroups));
    p.setProcessEnvironment(env);
    if (maxFileBytes > 0) {
        p.setChildProcessModifier([maxFileBytes] {
            const rlimit limit{static_cast<rlim_t>(maxFileBytes), static_cast<rlim_t>(maxFileBytes)};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            ::signal(SIGXFSZ, SIG_IGN);
        });
    }
    p.start(binary, args);
    Ran r;
    if (p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit)
        r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// A capture file of `lines` in `dir`.
QString writeCapture(const QTemporaryDir &dir, const QList<QByteArray> &lines)
{
    const QString path = dir.filePath(u"capture.log"_s);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(lines.join('\n') + '\n');
    return path;
}

QStringList lockKeyNames(const TrafficResult &r)
{
    QStringList names;
    for (const LockKeyResult &k : r.locks())
        names << k.key;
    return names;
}

}  // namespace

class TestLockKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(installTranslations(QStringLiteral("en"))); }

    // Real clients' captures: each key's verdict, as the clients' own output said (capture.sh).
    void captures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("foreignDeletes");
        QTest::addColumn<bool>("overlapped");
        // The article's lab as a go-redis program: one pooled connection carries every worker, told
        // apart by token. A expired and B took lock:job, A's plain DEL freed it, C took it too.
        QTest::newRow("lab lock:job") << u"lab.monitor.log"_s << u"lock:job"_s << u"mutual-exclusion-violated"_s << 2
                                      << true;
        QTest::newRow("lab lock:work") << u"lab.monitor.log"_s << u"lock:work"_s << u"mutual-exclusion-violated"_s << 0
                                       << true;
        QTest::newRow("lab lock:report") << u"lab.monitor.log"_s << u"lock:report"_s << u"safe"_s << 0 << false;
        // Several services on one Redis: redis-py's stalled holder on py:job, redis-py taking turns
        // on py:report, node-redlock contending on rl:res, go-redis's plain DEL on go:lock.
        QTest::newRow("services py:job") << u"services.monitor.log"_s << u"py:job"_s << u"mutual-exclusion-violated"_s
                                         << 0 << true;
        QTest::newRow("services go:lock") << u"services.monitor.log"_s << u"go:lock"_s << u"safe"_s << 1 << false;
        QTest::newRow("services py:report") << u"services.monitor.log"_s << u"py:report"_s << u"safe"_s << 0 << false;
        QTest::newRow("services rl:res") << u"services.monitor.log"_s << u"rl:res"_s << u"safe"_s << 0 << false;
        // The same capture cut while py:job was held: the holder from before the cut is drawn from
        // its release, the client refused at the start is not taken for a holder.
        QTest::newRow("cut py:job") << u"services-cut.monitor.log"_s << u"py:job"_s << u"mutual-exclusion-violated"_s
                                    << 0 << true;
        QTest::newRow("cut py:report") << u"services-cut.monitor.log"_s << u"py:report"_s << u"safe"_s << 0 << false;
    }
    void captures()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        const Interpreted in = interpret(captureLines(file));
        const LockKeyResult *k = in.key(key);
        QVERIFY2(k, qPrintable(lockKeyNames(in.result).join(u' ')));
        QTEST(verdictName(k->verdict), "verdict");
        QTEST(k->foreignDeletes, "foreignDeletes");
        QTEST(k->overlaps > 0, "overlapped");
        // The figures are the key's own interpretation's, the one a run gets.
        const Summary s = summarize(k->trace);
        QCOMPARE(k->verdict, s.verdict);
        QCOMPARE(k->overlapTime, s.overlapTotal);
        QCOMPARE(k->trace.lockKey, key);
    }

    // The whole of each capture: no lock key missed, the worst first, the overall verdict the
    // worst key's, the idempotency keys apart. The article's lab imported without options is not safe.
    void capturesOverall_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<QStringList>("dedup");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("raced");
        QTest::newRow("lab") << u"lab.monitor.log"_s
                             << QStringList{u"lock:work"_s, u"lock:job"_s, u"lock:job2"_s, u"lock:report"_s}
                             << QStringList{} << u"mutual-exclusion-violated"_s << 3;
        QTest::newRow("services") << u"services.monitor.log"_s
                                  << QStringList{u"py:job"_s, u"go:lock"_s, u"py:report"_s, u"rl:res"_s}
                                  << QStringList{u"cache:idem:order-1"_s, u"cache:idem:order-2"_s,
                                                 u"cache:idem:order-3"_s}
                                  << u"mutual-exclusion-violated"_s << 2;
    }
    void capturesOverall()
    {
        QFETCH(QString, file);
        const Interpreted in = interpret(captureLines(file));
        QTEST(lockKeyNames(in.result), "keys");
        QTEST(in.result.deduplicationKeys(), "dedup");
        QTEST(verdictName(in.result.verdict()), "verdict");
        QTEST(in.result.withViolations(), "raced");
        QCOMPARE(in.interpreter->stats().lockKeys.size(), in.result.locks().size());
    }

    // A capture cut anywhere invents nothing from 1 s after its start on: every overlap it shows
    // then is one the whole capture shows (the same holders, the same instant on the server's clock).
    void cutCaptureInventsNothing()
    {
        const QList<QByteArray> all = captureLines(u"services.monitor.log"_s);
        const Interpreted whole = interpret(all);
        auto overlaps = [](const Interpreted &in, qint64 fromUs) {
            QStringList out;
            for (const LockKeyResult &k : in.result.locks()) {
                const Summary s = summarize(k.trace);
                for (const Interval &o : s.overlaps) {
                    if (k.trace.originUs + o.from < fromUs)
                        continue;
                    out << k.key + u' ' + QString::number((k.trace.originUs + o.from) / 1000) + u' '
                               + k.trace.workerNames(o.workers).join(u'+');
                }
            }
            return out;
        };
        for (qsizetype from = 10; from < all.size() - 10; from += 7) {
            const QList<QByteArray> cut = all.mid(from);
            const Interpreted part = interpret(cut);
            const qint64 startUs = part.interpreter->stats().firstServerUs;
            const QStringList expected = overlaps(whole, startUs + 1000000);
            for (const QString &o : overlaps(part, startUs + 1000000)) {
                // Lanes named in the cut by address may have had a CLIENT SETNAME before it.
                const QString key = o.section(u' ', 0, 1);
                QVERIFY2(std::any_of(expected.cbegin(), expected.cend(),
                                     [&key](const QString &e) { return e.startsWith(key); }),
                         qPrintable(u"cut at line %1 invents %2 (whole: %3)"_s.arg(from).arg(o, expected.join(u", "))));
            }
        }
    }

    // What makes a lock (docs): SET NX with an expiry, and also released, extended or contended;
    // set once and left to expire it is a deduplication key, unless --keys names it.
    void lockOrNot_data()
    {
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<QStringList>("globs");
        QTest::addColumn<bool>("lock");
        const QByteArray take = R"("SET" "k" "t1" "EX" "30" "NX")";
        QTest::newRow("set once") << QList<QByteArray>{at(0, "c:1", take)} << QStringList{} << false;
        QTest::newRow("set once, named by --keys")
            << QList<QByteArray>{at(0, "c:1", take)} << QStringList{u"k"_s} << true;
        QTest::newRow("released") << QList<QByteArray>{at(0, "c:1", take), at(5, "c:1", R"("DEL" "k")")}
                                  << QStringList{} << true;
        QTest::newRow("extended") << QList<QByteArray>{at(0, "c:1", take), at(5, "c:1", R"("PEXPIRE" "k" "100")")}
                                  << QStringList{} << true;
        QTest::newRow("contended") << QList<QByteArray>{at(0, "c:1", take),
                                                        at(5, "c:2", R"("SET" "k" "t2" "EX" "30" "NX")")}
                                   << QStringList{} << true;
        QTest::newRow("set twice, each left to expire")
            << QList<QByteArray>{at(0, "c:1", R"("SET" "k" "t1" "PX" "10" "NX")"),
                                 at(50, "c:1", R"("SET" "k" "t2" "PX" "10" "NX")")}
            << QStringList{} << false;
    }
    void lockOrNot()
    {
        QFETCH(QList<QByteArray>, lines);
        QFETCH(QStringList, globs);
        QFETCH(bool, lock);
        TrafficOptions options;
        options.lockGlobs = globs;
        const Interpreted in = interpret(lines, options);
        QCOMPARE(in.result.indexOf(u"k"_s) >= 0, lock);
        QCOMPARE(in.result.deduplicationKeys().contains(u"k"_s), !lock);
    }

    // An idempotency key before the lock in the capture used to be followed alone, and said safe.
    void idempotencyKeyFirstIsNotFollowed()
    {
        const Interpreted in = interpret({
            at(0, "c:9", R"("SET" "cache:idem:1" "1" "EX" "30" "NX")"),
            at(1, "c:1", R"("SET" "job" "a" "NX" "PX" "100")"),
            at(150, "c:2", R"("SET" "job" "b" "NX" "PX" "100")"),
            at(170, "c:1", R"("DEL" "job")"),
        });
        QCOMPARE(lockKeyNames(in.result), QStringList{u"job"_s});
        QCOMPARE(in.result.deduplicationKeys(), QStringList{u"cache:idem:1"_s});
        QCOMPARE(in.result.verdict(), Verdict::MutualExclusionViolated);
    }

    // Many lock keys, each its own trace in one pass, the worst first.
    void manyKeysOnePass()
    {
        QList<QByteArray> lines;
        for (int key = 0; key < 50; ++key) {
            const QByteArray k = "lock:" + QByteArray::number(key);
            const QByteArray c1 = "10.0.0.1:" + QByteArray::number(1000 + key);
            const QByteArray c2 = "10.0.0.2:" + QByteArray::number(1000 + key);
            lines << at(key, c1.constData(), R"("SET" ")" + k + R"(" "a" "NX" "PX" "100")");
            // Every tenth key races: its first holder's lock expires and a second client takes it;
            // on the others the second is refused and the first releases in time.
            const bool races = key % 10 == 0;
            lines << at(key + (races ? 150 : 50), c2.constData(), R"("SET" ")" + k + R"(" "b" "NX" "PX" "100")");
            lines << at(key + (races ? 300 : 60), c1.constData(), "\"DEL\" \"" + k + "\"");
        }
        std::stable_sort(lines.begin(), lines.end());  // in time order, as MONITOR prints
        const Interpreted in = interpret(lines);
        QCOMPARE(in.result.locks().size(), 50);
        QCOMPARE(in.result.withViolations(), 5);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(in.result.locks().at(i).verdict, Verdict::MutualExclusionViolated);
        QCOMPARE(in.result.locks().at(5).verdict, Verdict::Safe);
        QCOMPARE(in.result.locks().constFirst().key, u"lock:0"_s);  // equal races: by name
        for (const LockKeyResult &k : in.result.locks())
            QCOMPARE(k.clients, 2);
    }

    // Interpreting the keys after the reading says how far it is, and stops when asked (the app's
    // Cancel): 100,000 keys take seconds.
    void interpretingTheKeysReportsProgressAndStops()
    {
        QList<QByteArray> lines;
        for (int key = 0; key < 1500; ++key) {
            const QByteArray k = "lock:" + QByteArray::number(key);
            lines << at(key, "10.0.0.1:1000", R"("SET" ")" + k + R"(" "a" "NX" "PX" "100")")
                  << at(key + 0.5, "10.0.0.1:1000", "\"DEL\" \"" + k + "\"");
        }
        const Interpreted in = interpret(lines);
        QList<std::pair<qint64, qint64>> calls;
        const TrafficResult all(*in.interpreter, -1, KeepSummaries::No, KeepTraces::Yes,
                                [&calls](qint64 done, qint64 total) {
                                    calls.append({done, total});
                                    return true;
                                });
        QCOMPARE(all.locks().size(), 1500);
        QVERIFY(calls.size() >= 3);
        QCOMPARE(calls.constLast(), (std::pair<qint64, qint64>{1500, 1500}));
        for (qsizetype i = 1; i < calls.size(); ++i)
            QVERIFY(calls.at(i).first > calls.at(i - 1).first);
        // Stopped after the first report: the keys done by then, not all of them.
        int asked = 0;
        const TrafficResult stopped(*in.interpreter, -1, KeepSummaries::No, KeepTraces::Yes,
                                    [&asked](qint64, qint64) { return ++asked < 2; });
        QVERIFY2(stopped.locks().size() > 0 && stopped.locks().size() < 1500,
                 qPrintable(QString::number(stopped.locks().size())));
    }

    // A script's purpose learnt from a run on one key classifies a run of it on another that only
    // read: a compare-and-delete on an expired lock ends its client's belief.
    void purposeLearntOnAnyKey()
    {
        const QByteArray sha = "0123456789abcdef0123456789abcdef01234567";
        const Interpreted in = interpret({
            at(0, "c:1", R"("SET" "a" "t1" "NX" "PX" "1000")"),
            at(1, "c:2", R"("SET" "b" "t2" "NX" "PX" "50")"),
            at(10, "c:1", R"("EVALSHA" ")" + sha + R"(" "1" "a" "t1")"),
            at(10.01, "lua", R"("get" "a")"),
            at(10.02, "lua", R"("del" "a")"),
            at(100, "c:2", R"("EVALSHA" ")" + sha + R"(" "1" "b" "t2")"),
            at(100.01, "lua", R"("get" "b")"),
            at(200, "c:3", R"("SET" "b" "t3" "NX" "PX" "1000")"),
            at(400, "c:3", R"("DEL" "b")"),
        });
        const LockKeyResult *b = in.key(u"b"_s);
        QVERIFY(b);
        QCOMPARE(b->overlaps, 0);  // c:2 let go at 100 ms, before c:3 took b
        const Summary s = summarize(b->trace);
        QCOMPARE(s.releases.constFirst().result, ReleaseResult::NoKey);  // b had expired at 51 ms
        QCOMPARE(in.interpreter->stats().unclassifiedScripts, 0);
    }

    // Started while a lock is held by a client the capture never saw acquire: the model grants the
    // next client's SET NX; that client's own retry with the same token shows it was refused.
    void resentSetNxEndsAnInferredBelief()
    {
        const Interpreted in = interpret({
            at(0, "c:2", R"("SET" "job" "tb" "NX" "PX" "1000")"),
            at(20, "c:2", R"("SET" "job" "tb" "NX" "PX" "1000")"),
            at(40, "c:2", R"("SET" "job" "tb" "NX" "PX" "1000")"),
            at(50, "c:3", R"("SET" "job" "tc" "NX" "PX" "1000")"),
            at(60, "c:3", R"("DEL" "job")"),
        });
        const LockKeyResult *job = in.key(u"job"_s);
        QVERIFY(job);
        const Summary s = summarize(job->trace);
        QCOMPARE(s.overlaps.size(), 0);  // c:2 never held it: no overlap with c:3
        QCOMPARE(in.interpreter->stats().withdrawnGrants, 1);
        bool noted = false;
        for (const TraceEvent &e : job->trace.events)
            noted = noted || (e.kind == EventKind::Note && e.text.contains(u"sent SET NX again"_s));
        QVERIFY(noted);
    }

    // `locklab import` as a user runs it: the table first, worst first; the detail of the worst key
    // (or --key's); --json's "keys"; a --key that names no key is bad input.
    void importReport_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");  // lines the output must hold, '|'-separated
        QTest::newRow("text") << QStringList{} << 0
                              << u"4 lock keys, 3 with violations|  lock:work |The detail of lock:work, the worst"_s;
        QTest::newRow("--key") << QStringList{u"--key"_s, u"lock:report"_s} << 0
                               << u"The detail of lock:report:|verdict         safe"_s;
        // A typo in --key is bad input, but what the import (or a long watch) found is not thrown away:
        // the report of the worst key, then the line that says so (stdout was empty, exit 2).
        QTest::newRow("--key unknown") << QStringList{u"--key"_s, u"lock:nope"_s} << 2
                                       << u"4 lock keys, 3 with violations|The detail of lock:work, the worst"_s;
    }
    void importReport()
    {
        QFETCH(QStringList, args);
        QProcess p;
        p.start(binary, QStringList{u"import"_s, data + u"lab.monitor.log"_s} + args);
        QVERIFY(p.waitForFinished(20000));
        QTEST(p.exitCode(), "exitCode");
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QFETCH(QString, expected);
        for (const QString &line : expected.split(u'|', Qt::SkipEmptyParts))
            QVERIFY2(out.contains(line), qPrintable(line + u"\n---\n"_s + out.left(2000)));
        if (p.exitCode() == 0) {
            QVERIFY(out.startsWith(u"4 lock keys, 3 with violations\n"_s));
            // The table's rows: worst first.
            const QStringList lines = out.split(u'\n');
            QVERIFY(lines.at(2).startsWith(u"  lock:work "_s));
            QVERIFY(lines.at(3).startsWith(u"  lock:job "_s));
            QVERIFY(lines.at(5).startsWith(u"  lock:report "_s));
        } else {
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(err.contains(u"--key: no key \"lock:nope\""_s), qPrintable(err));
            QVERIFY2(err.contains(u"lock keys: lock:work, lock:job"_s), qPrintable(err));
        }
    }

    // What cannot be written is refused before the capture is read (exit 2, one line, nothing on
    // stdout): a directory, a folder that does not exist, and "-", where the report goes (the
    // recording and the JSON came out on stdout together). Before, a directory was found after the
    // whole import (exit 1, the report lost) and "-" was taken (exit 0).
    void badRecordIsRefusedFirst_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("record");  // DIR: a temporary folder
        QTest::addColumn<QString>("said");
        const QStringList import{u"import"_s, data + u"services.monitor.log"_s, u"--json"_s};
        // Nothing listens on port 1: the --record check has to come before the connection.
        const QStringList watch{u"watch"_s, u"--redis"_s, u"redis://127.0.0.1:1"_s, u"--duration"_s, u"2"_s};
        QTest::newRow("import, a directory") << import << u"DIR/"_s << u"a directory, not a regular file"_s;
        QTest::newRow("import, a missing folder") << import << u"DIR/no/x.locklab"_s << u"No such file"_s;
        QTest::newRow("import, standard output") << import << u"-"_s << u"standard output, where the report goes"_s;
        QTest::newRow("watch, a directory") << watch << u"DIR"_s << u"a directory, not a regular file"_s;
        QTest::newRow("watch, standard output") << watch << u"-"_s << u"standard output, where the report goes"_s;
        QTest::newRow("run, standard output") << QStringList{u"run"_s, u"ttl-overlap"_s, u"--json"_s} << u"-"_s
                                              << u"standard output, where the report goes"_s;
    }
    void badRecordIsRefusedFirst()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, record);
        QTemporaryDir dir;
        record.replace(u"DIR"_s, dir.path());
        const Ran r = runLocklab(command + QStringList{u"--record"_s, record});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.contains(u"--record: "_s), qPrintable(r.err));
        QFETCH(QString, said);
        QVERIFY2(r.err.contains(said), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
    }

    // A recording that cannot be written at the end (a full disk) loses nothing else: the whole
    // report, then why the recording is not there (exit 1). It was exit 1 with an empty stdout.
    void failedRecordingKeepsTheReport()
    {
        QTemporaryDir dir;
        const Ran r = runLocklab(
            {u"import"_s, data + u"services.monitor.log"_s, u"--record"_s, dir.filePath(u"s.locklab.json"_s)}, 512);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(u"4 lock keys, 2 with violations\n"_s), qPrintable(r.out.left(500)));
        QVERIFY(r.out.contains(u"\ntraffic ("_s));
        QVERIFY2(r.err.contains(u"cannot write"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"the recording was not written; the report above is complete"_s), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"s.locklab.json"_s)));
    }

    // A filter that leaves every lock key out says so, and names what it left out, instead of a
    // bare "0 lock keys, 0 with violations" and a safe verdict. An invalid glob is refused first.
    void filterThatMatchesNothingSaysSo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("--keys lock:*") << QStringList{u"--keys"_s, u"lock:*"_s}
                                       << u"--keys \"lock:*\" matched none of the 6 keys taken with SET NX and an "
                                          "expiry: go:lock, cache:idem:order-1, "_s;
        QTest::newRow("--keys ''") << QStringList{u"--keys"_s, QString()}
                                   << u"--keys \"\" matched none of the 6 keys taken with SET NX"_s;
        QTest::newRow("--db 1") << QStringList{u"--db"_s, u"1"_s} << u"no lock key in database 1; "_s;
    }
    void filterThatMatchesNothingSaysSo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        const QStringList import{u"import"_s, data + u"services.monitor.log"_s};
        const Ran text = runLocklab(import + args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith(u"0 lock keys, 0 with violations\n"_s + said), qPrintable(text.out.left(600)));
        const Ran json = runLocklab(import + args + QStringList{u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.err.contains(said), qPrintable(json.err));
        QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).isObject());
    }
    // A capture of one Redis Cluster node holds that node's keys only: its SAFE says nothing of the
    // other shards. Its clients' CLUSTER commands (redis-py, ioredis and go-redis ask CLUSTER SLOTS)
    // give it away, and the report says so; the same traffic without them says nothing.
    void oneClusterNodesCaptureSaysSo()
    {
        QTemporaryDir dir;
        QList<QByteArray> lines{
            test::monitorLine(1700000000000000, "127.0.0.1:5001", R"("CLUSTER" "SLOTS")"),
            test::monitorLine(1700000000001000, "127.0.0.1:5001", R"("SET" "lock:{a}" "t1" "NX" "PX" "500")"),
            test::monitorLine(1700000000002000, "127.0.0.1:5002", R"("SET" "lock:{a}" "t2" "NX" "PX" "500")"),
        };
        const QString said = u"the clients sent 1 CLUSTER command: this is likely one node of a Redis Cluster"_s;
        const Ran text = runLocklab({u"import"_s, writeCapture(dir, lines)});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(said), qPrintable(text.out.left(800)));
        const Ran json = runLocklab({u"import"_s, writeCapture(dir, lines), u"--json"_s});
        QVERIFY2(json.err.contains(said), qPrintable(json.err));
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8())
                     .object()
                     .value(u"traffic"_s)
                     .toObject()
                     .value(u"clusterCommands"_s)
                     .toInt(),
                 1);
        lines.removeFirst();
        QVERIFY(!runLocklab({u"import"_s, writeCapture(dir, lines)}).out.contains(u"CLUSTER"_s));
    }
    // A reading stopped at a limit says so in the report itself, not only on standard error: a report
    // kept in a file (stdout redirected) would read as the whole capture's.
    void limitReachedIsInTheReport()
    {
        const Ran r = runLocklab({u"import"_s, data + u"services.monitor.log"_s, u"--max-events"_s, u"20"_s});
        QCOMPARE(r.exitCode, 4);
        const qsizetype stopped = r.out.indexOf(u"\n  stopped         "_s);
        QVERIFY2(stopped > r.out.indexOf(u"\ntraffic ("_s), qPrintable(r.out.right(600)));
        QVERIFY2(r.out.mid(stopped).contains(u"(--max-events)"_s), qPrintable(r.out.mid(stopped)));
    }
    void invalidGlobIsRefusedFirst()
    {
        // A glob too large to compile as a regular expression (it matched nothing, and each key
        // printed a warning from QRegularExpression).
        const Ran r = runLocklab({u"import"_s, data + u"services.monitor.log"_s, u"--keys"_s, QString(40000, u'a')});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(u"locklab import: --keys: the glob \"aaa"_s), qPrintable(r.err.left(400)));
        QVERIFY2(r.err.contains(u"cannot be matched"_s), qPrintable(r.err.right(400)));
        QVERIFY(!r.err.contains(u"QRegularExpression"_s));
    }

    // Keys sharing a long prefix stay apart in the table: cut in the middle, their ends kept (they
    // were all `tenant:acme-corporation:orders:invoice-…`).
    void longKeysAreCutInTheMiddle()
    {
        QList<QByteArray> lines;
        for (int i = 1; i <= 3; ++i) {
            const QByteArray key =
                "tenant:acme-corporation:orders:invoice-lock:customer-0000000" + QByteArray::number(i);
            lines << at(i * 10, "c:1", "\"SET\" \"" + key + "\" \"t\" \"NX\" \"PX\" \"100\"")
                  << at(i * 10 + 5, "c:1", "\"DEL\" \"" + key + '"');
        }
        const Interpreted in = interpret(lines);
        QString text;
        QTextStream out(&text);
        writeLockKeyTable(out, in.result);
        out.flush();
        for (int i = 1; i <= 3; ++i)
            QVERIFY2(text.contains(u"\n  tenant:acme-corpora…ck:customer-0000000"_s + QString::number(i) + u"  "_s),
                     qPrintable(text));
        QCOMPARE(elideMiddle(u"short"_s, 40), u"short"_s);
        QCOMPARE(elideMiddle(u"abcdefghij"_s, 5), u"ab…ij"_s);
        QCOMPARE(elideMiddle(u"a\U0001F600bcdefgh"_s, 6), u"a…fgh"_s);  // never half a character
        QCOMPARE(elideMiddle(u"abcdefg\U0001F600hi"_s, 6), u"ab…hi"_s);
    }

    // import --summary, as run --summary: no line per event, and every list bounded (the table's
    // rows too), so 200,000 clients on one key print a screen, not 1.4 million lines.
    void importSummaryIsBounded()
    {
        QList<QByteArray> lines;
        for (int c = 1; c <= 150; ++c) {
            const QByteArray client = "10.0.0.1:" + QByteArray::number(c);
            lines << at(c, client.constData(), R"("SET" "busy" "t)" + QByteArray::number(c) + R"(" "NX" "PX" "5000")");
        }
        for (int k = 0; k < 40; ++k) {
            const QByteArray key = "k:" + QByteArray::number(k).rightJustified(2, '0');
            lines << at(200 + k, "10.0.0.2:1", "\"SET\" \"" + key + "\" \"t\" \"NX\" \"PX\" \"100\"")
                  << at(200 + k, "10.0.0.2:1", "\"DEL\" \"" + key + '"');
        }
        QTemporaryDir dir;
        const QString capture = writeCapture(dir, lines);
        const Ran full = runLocklab({u"import"_s, capture});
        QCOMPARE(full.exitCode, 0);
        const Ran r = runLocklab({u"import"_s, capture, u"--summary"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(u"41 lock keys, 0 with violations\n"_s), qPrintable(r.out.left(400)));
        QVERIFY2(r.out.contains(u"\n  … 26 more lock keys (--json lists every one)\n"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"\n  k:39 "_s) && !r.out.contains(u"\n  k:20 "_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"event(s), not listed (--summary)"_s) || r.out.contains(u"events, not listed"_s),
                 qPrintable(r.out));
        QVERIFY2(r.out.count(u'\n') < 70, qPrintable(r.out));
        QVERIFY2(r.out.count(u'\n') * 2 < full.out.count(u'\n'), qPrintable(full.out));
        for (const QString &line : r.out.split(u'\n'))
            QVERIFY2(line.size() < 2000, qPrintable(line.left(200)));  // "releases seen" of 150 clients, bounded
        QCOMPARE(runLocklab({u"import"_s, capture, u"--summary"_s, u"--json"_s}).exitCode, 2);
    }

    // One server given twice is not a Redlock of two (its quorum counted each grant twice): the
    // same host:port is refused before connecting (another name of it by run_id: tst_redlockwatch).
    void sameAddressTwiceIsRefused()
    {
        const Ran r = runLocklab({u"watch"_s, u"--redis"_s, u"redis://127.0.0.1:1"_s, u"--redis"_s,
                                  u"redis://127.0.0.1:1/0"_s, u"--duration"_s, u"1"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"127.0.0.1:1 is given twice (instances 1 and 2)"_s), qPrintable(r.err));
    }

    // An import interprets its lock keys a group at a time, their lines in a temporary file (in
    // $TMPDIR): its report and its JSON are those of one pass (an import with --record), in any number
    // of groups; the file is gone when it ends or is killed; a disk that cannot take it makes the
    // import read the capture in one pass, saying so. One pass (--store-keys: a client's store writes
    // are its across every key it holds) keeps its keys' older events in a temporary file, read back whole.
    // Which group a key's lines go to is the same in every run (its hash has no per-process seed):
    // where two clients take one name, which is "svcN" and which "svcN-2" follows the order the
    // groups meet them, so a split that changed from run to run would name lanes differently each
    // time (a non-zero seed does: Qt 6.4 then mixes in a random one of its own).
    void groupsAreTheSameInEveryRun()
    {
        QList<QByteArray> lines;
        for (int pair = 0; pair < 8; ++pair) {  // eight coins: two random splits agree once in 256
            const QByteArray name = "\"svc" + QByteArray::number(pair) + '"';
            const QByteArray host = "10.0.1." + QByteArray::number(pair + 1);
            const QByteArray clients[2] = {host + ":5001", host + ":5002"};
            const double ms = pair * 1000;
            for (int side = 0; side < 2; ++side)
                lines << at(ms + side, clients[side].constData(), "\"CLIENT\" \"SETNAME\" " + name);
            for (int side = 0; side < 2; ++side) {
                const QByteArray key = "\"lock:" + QByteArray::number(pair) + (side ? ":b\"" : ":a\"");
                lines << at(ms + 10 + 100 * side, clients[side].constData(),
                            "\"SET\" " + key + R"( "t" "NX" "PX" "500")");
                lines << at(ms + 50 + 100 * side, clients[side].constData(), "\"DEL\" " + key);
            }
        }
        QTemporaryDir dir;
        const QString capture = writeCapture(dir, lines);
        const Ran first = runLocklab({u"import"_s, capture, u"--json"_s}, 0, {}, 8);
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.out.contains(u"\"svc0-2\""_s), qPrintable(first.out.left(2000)));  // the case is met
        for (int run = 0; run < 2; ++run) {
            const Ran again = runLocklab({u"import"_s, capture, u"--json"_s}, 0, {}, 8);
            QCOMPARE(again.exitCode, 0);
            QCOMPARE(again.out, first.out);
        }
    }

    void importInGroupsIsOnePass()
    {
        QList<QByteArray> lines;
        for (int round = 0; round < 300; ++round) {  // more than a megabyte of events: the files are written
            for (int key = 0; key < 20; ++key) {
                const QByteArray k = "\"lock:" + QByteArray::number(key) + '"';
                const QByteArray c1 =
                    "10.0.0." + QByteArray::number(1 + round % 5) + ":" + QByteArray::number(1000 + key);
                const QByteArray c2 = "10.0.0.9:" + QByteArray::number(2000 + key);
                const QByteArray token = "\"t" + QByteArray::number(round) + '"';
                const double ms = round * 400 + key;
                lines << at(ms, c1.constData(), "\"SET\" " + k + ' ' + token + R"( "NX" "PX" "100")");
                // Every seventh round of every third key, the holder stalls past its TTL: a second
                // client takes the lock, and the first one's DEL deletes that client's.
                const bool races = key % 3 == 0 && round % 7 == 0;
                lines << at(ms + (races ? 150 : 20), c2.constData(), "\"SET\" " + k + R"( "b" "NX" "PX" "100")");
                lines << at(ms + (races ? 200 : 60), c1.constData(), "\"DEL\" " + k);
            }
        }
        std::stable_sort(lines.begin(), lines.end());
        QTemporaryDir dir, tmp;
        const QString capture = writeCapture(dir, lines);
        const auto run = [&capture](const QStringList &args, const QString &tmpdir, qint64 maxFileBytes = 0,
                                    int groups = 0) {
            const Ran r = runLocklab(QStringList{u"import"_s, capture} + args, maxFileBytes, tmpdir, groups);
            return std::pair{r.exitCode, r.out};
        };
        const QString recording = dir.filePath(u"r.locklab"_s);
        const auto [keptCode, kept] = run({u"--record"_s, recording}, tmp.path());
        QCOMPARE(keptCode, 0);
        QVERIFY2(kept.startsWith(u"20 lock keys, 7 with violations\n"_s), qPrintable(kept.left(500)));
        const auto [keptJsonCode, keptJson] = run({u"--json"_s, u"--record"_s, recording}, tmp.path());
        const QJsonObject a = QJsonDocument::fromJson(keptJson.toUtf8()).object();
        for (const int groups : {1, 3, 8}) {
            const auto [code, grouped] = run({}, tmp.path(), 0, groups);
            QCOMPARE(code, 0);
            QCOMPARE(grouped, kept);
            QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList());  // the file is gone
            const auto [jsonCode, groupedJson] = run({u"--json"_s}, tmp.path(), 0, groups);
            const QJsonObject b = QJsonDocument::fromJson(groupedJson.toUtf8()).object();
            QCOMPARE(b.value(u"keys"_s), a.value(u"keys"_s));
            QCOMPARE(b.value(u"summary"_s), a.value(u"summary"_s));
            QCOMPARE(b.value(u"events"_s), a.value(u"events"_s));
            QCOMPARE(b.value(u"traffic"_s), a.value(u"traffic"_s));
        }

        // --max-events counts every group's events together: the import stops at the same line, with
        // the same report, in any number of groups.
        QString limited;
        for (const int groups : {1, 3, 8}) {
            const Ran r = runLocklab({u"import"_s, capture, u"--max-events"_s, u"5000"_s}, 0, tmp.path(), groups);
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.out.contains(u"(--max-events) at line "_s), qPrintable(r.out.right(600)));
            if (groups == 1)
                limited = r.out;
            QCOMPARE(r.out, limited);
        }
        QVERIFY(limited.size() < kept.size());

        const auto [spilledCode, spilledJson] =
            run({u"--json"_s, u"--store-keys"_s, u"store:*"_s}, tmp.path());  // one pass
        const QJsonObject spilled = QJsonDocument::fromJson(spilledJson.toUtf8()).object();
        const QJsonObject traffic = spilled.value(u"traffic"_s).toObject();
        QVERIFY(traffic.value(u"eventsSpilled"_s).toInteger() > 0);
        QVERIFY2(traffic.value(u"spillBytes"_s).toInteger() > (1 << 20),  // some of it written to the file
                 qPrintable(QString::number(traffic.value(u"spillBytes"_s).toInteger())));
        QCOMPARE(a.value(u"traffic"_s).toObject().value(u"eventsSpilled"_s).toInteger(), 0);
        QCOMPARE(spilled.value(u"keys"_s), a.value(u"keys"_s));
        QCOMPARE(spilled.value(u"events"_s), a.value(u"events"_s));

        // Killed while it reads (Ctrl+C, the OOM killer): nothing is left behind either, the file
        // having had no name from the start.
        {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"TMPDIR"_s, tmp.path());
            p.setProcessEnvironment(env);
            p.start(binary, {u"import"_s, capture});
            QVERIFY(p.waitForStarted());
            QTest::qWait(200);
            QCOMPARE(p.state(), QProcess::Running);
            p.kill();
            QVERIFY(p.waitForFinished());
            QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
        }

        // A disk that is full: one pass, its events in memory; the report is the same and says why.
        const Ran full = runLocklab({u"import"_s, capture}, 64 << 10, tmp.path());
        QCOMPARE(full.exitCode, 0);
        QVERIFY2(full.err.contains(u"cannot write a temporary file"_s)
                     && full.err.contains(u"reading it in one pass"_s),
                 qPrintable(full.err));
        QVERIFY2(
            full.out.contains(u"  memory          the temporary file for the keys' older events could not be made"_s),
            qPrintable(full.out.right(1500)));
        QStringList fullLines = full.out.split(u'\n');
        QCOMPARE(fullLines.removeIf([](const QString &l) { return l.startsWith(u"  memory "_s); }), 1);
        QCOMPARE(fullLines.join(u'\n'), kept);
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    void importJson()
    {
        QProcess p;
        p.start(binary, {u"import"_s, data + u"services.monitor.log"_s, u"--json"_s});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(j.value(u"verdict"_s).toString(), u"mutual-exclusion-violated"_s);
        QCOMPARE(j.value(u"lockKey"_s).toString(), u"py:job"_s);  // today's fields: the worst key's
        QCOMPARE(j.value(u"summary"_s).toObject().value(u"verdict"_s).toString(), u"mutual-exclusion-violated"_s);
        const QJsonArray keys = j.value(u"keys"_s).toArray();
        QStringList names;
        for (const QJsonValue &k : keys) {
            names << k.toObject().value(u"key"_s).toString();
            QCOMPARE(k.toObject().value(u"summary"_s).toObject().value(u"verdict"_s), k.toObject().value(u"verdict"_s));
        }
        QCOMPARE(names, (QStringList{u"py:job"_s, u"go:lock"_s, u"py:report"_s, u"rl:res"_s}));
        QCOMPARE(keys.at(1).toObject().value(u"summary"_s).toObject().value(u"foreignDeletes"_s).toInt(), 1);
        QCOMPARE(j.value(u"deduplicationKeys"_s).toArray().size(), 3);
    }

    // A stale write's witness cites a check of the holding it was written under, never one from the
    // writer's previous holding; a store write shows the command that ran.
    void staleWriteWitnessCitesTheCurrentHolding()
    {
        TrafficOptions options;
        options.storeGlobs = {u"data"_s};
        const Interpreted in = interpret(
            {
                at(0, "c:1", R"("SET" "job" "a" "NX" "PX" "100")"),
                at(5, "c:1", R"("GET" "job")"),
                at(10, "c:1", R"("DEL" "job")"),
                at(20, "c:1", R"("SET" "job" "a2" "NX" "PX" "100")"),
                at(150, "c:2", R"("SET" "job" "b" "NX" "PX" "1000")"),
                at(160, "c:2", R"("SET" "data" "v2")"),
                at(200, "c:1", R"("SET" "data" "v1")"),
                at(210, "c:1", R"("DEL" "job")"),
            },
            options);
        const LockKeyResult *job = in.key(u"job"_s);
        QVERIFY(job);
        QCOMPARE(job->staleWritesAccepted, 1);
        const Summary s = summarize(job->trace);
        const Witnesses witnesses(job->trace, s);
        bool stale = false;
        for (const Violation &v : s.violations) {
            if (v.kind != ViolationKind::StaleWriteAccepted)
                continue;
            stale = true;
            const QString text = witnesses.text(v);
            QVERIFY2(!text.contains(u"had checked the lock"_s), qPrintable(text));
        }
        QVERIFY(stale);
        QStringList writes;
        for (const TraceEvent &e : job->trace.events) {
            if (e.kind == EventKind::Sent && e.request.command == Command::Write)
                writes << e.text;
        }
        QCOMPARE(writes, (QStringList{u"SET data v2"_s, u"SET data v1"_s}));
    }

    // --record keeps every lock key in one recording, in both encodings; replay shows the table and
    // any key (--key), with the summary import gave it.
    void recordingKeepsEveryKey_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("json") << u"services.locklab.json"_s;
        QTest::newRow("compact") << u"services.locklab"_s;
    }
    void recordingKeepsEveryKey()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString file = dir.filePath(name);
        auto run = [](const QStringList &args, int *code = nullptr) {
            QProcess p;
            p.start(binary, args);
            p.waitForFinished(30000);
            if (code)
                *code = p.exitCode();
            return p.readAllStandardOutput();
        };
        int code = -1;
        run({u"import"_s, data + u"services.monitor.log"_s, u"--record"_s, file}, &code);
        QCOMPARE(code, 0);
        const QString table = QString::fromUtf8(run({u"replay"_s, file, u"--summary"_s}, &code));
        QCOMPARE(code, 0);
        QVERIFY2(table.contains(u"4 lock keys, 2 with violations"_s), qPrintable(table));
        // Replay says what import said, the detail's heading included; only the capture's line
        // counts are the capture's (a recording keeps the traces, not the lines they came from).
        const QString report = QString::fromUtf8(run({u"import"_s, data + u"services.monitor.log"_s}));
        const qsizetype traffic = report.indexOf(u"\ntraffic ("_s);
        QVERIFY2(traffic > 0, qPrintable(report));
        QCOMPARE(QString::fromUtf8(run({u"replay"_s, file}, &code)).trimmed(), report.left(traffic).trimmed());
        QVERIFY(QString::fromUtf8(run({u"replay"_s, file, u"--key"_s, u"go:lock"_s}))
                    .contains(u"\nThe detail of go:lock:\n"_s));
        for (const QString &key : {u"py:job"_s, u"go:lock"_s, u"py:report"_s, u"rl:res"_s}) {
            const QJsonObject imported = QJsonDocument::fromJson(run({u"import"_s, data + u"services.monitor.log"_s,
                                                                      u"--key"_s, key, u"--json"_s}))
                                             .object();
            const QJsonObject replayed =
                QJsonDocument::fromJson(run({u"replay"_s, file, u"--key"_s, key, u"--json"_s}, &code)).object();
            QCOMPARE(code, 0);
            QCOMPARE(replayed.value(u"summary"_s).toObject(), imported.value(u"summary"_s).toObject());
            QCOMPARE(replayed.value(u"keys"_s).toArray().size(), 4);
        }
        run({u"replay"_s, file, u"--key"_s, u"cache:idem:order-1"_s}, &code);
        QCOMPARE(code, 2);  // a deduplication key is not in the recording
    }

    // What LockLab writes it reads back: a key more than 256 clients contended for.
    void manyClientsRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("json") << u"many.locklab.json"_s;
        QTest::newRow("compact") << u"many.locklab"_s;
    }
    void manyClientsRoundTrip()
    {
        QFETCH(QString, name);
        QList<QByteArray> lines{at(0, "10.0.0.1:1", R"("SET" "busy" "t0" "NX" "PX" "5000")")};
        for (int c = 2; c <= 301; ++c) {
            const QByteArray client = "10.0.0.1:" + QByteArray::number(c);
            lines << at(c, client.constData(), R"("SET" "busy" "t)" + QByteArray::number(c) + R"(" "NX" "PX" "5000")");
        }
        lines << at(400, "10.0.0.1:1", R"("DEL" "busy")");
        const Interpreted in = interpret(lines);
        QCOMPARE(in.result.locks().size(), 1);
        QCOMPARE(in.result.locks().constFirst().clients, 301);
        QTemporaryDir dir;
        const Recording recording = trafficRecording(in.result.locks().constFirst().trace, u"d"_s, {}, in.result);
        QString error;
        QVERIFY2(saveRecording(dir.filePath(name), recording, &error), qPrintable(error));
        Recording back;
        QVERIFY2(loadRecording(dir.filePath(name), &back, &error), qPrintable(error));
        QCOMPARE(back.trace.workers, recording.trace.workers);
        QCOMPARE(summarize(back.trace).acquisitions.size(), 301);
    }
};

QTEST_GUILESS_MAIN(TestLockKeys)
#include "tst_lockkeys.moc"
