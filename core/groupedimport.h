// SPDX-License-Identifier: MIT
#pragma once

#include "core/trafficinterpreter.h"
#include "core/trafficresult.h"

#include <QHash>
#include <QJsonObject>

#include <functional>
#include <limits>
#include <memory>
#include <vector>

class QFile;

namespace locklab {

// A MONITOR log imported a group of lock keys at a time (issue 25, item 7). One pass interpreting
// 100,000 keys kept every key's state to the end and touched it at random: gigabytes, most of the
// time cache misses. Here a first pass routes each line to the group of its key (a hash of the key)
// in a temporary file, and the groups are interpreted one after the other, each by a
// TrafficInterpreter of its own that holds only its keys: memory is one group's, and a group's keys
// stay in the cache. Each key's figures (and, for --json, its JSON) are kept; its trace is read again,
// by its group, when the report details it.
//
// Every group interprets its keys as one pass would: it starts at the first watched command (read by
// a scout over the lines before it), the capture's clock is the router's (lines out of order keep it),
// every client's name and every script's body reach every group, and the lane a client is named by
// and what a script was learnt to be for are shared (TrafficGroupShared). A group that looked up a
// script before another group learnt it, at an earlier line, is interpreted again knowing it.
class GroupedImport {
public:
    // `groups` 0: one per megabyte of capture. `keepJson`: each lock key's --json object is kept. The
    // temporary files are in `options.spillDirectory` (empty or unset: the system's temporary directory).
    GroupedImport(TrafficOptions options, int groups = 0, bool keepJson = false);
    ~GroupedImport();
    GroupedImport(const GroupedImport &) = delete;
    GroupedImport &operator=(const GroupedImport &) = delete;

    // As importMonitorLog: false with *error "FILE: why" when the file cannot be read, holds no MONITOR
    // line, or `stop` said why (then nothing is kept). `progress` (work done, work in all).
    bool run(const QString &path, QString *error, const std::function<void(qint64, qint64)> &progress = {},
             const std::function<QString()> &stop = {});

    const TrafficResult &result() const { return m_result; }
    const TrafficStats &stats() const { return m_stats; }
    QString limitReached() const { return m_limitReached; }
    // The first line a limit left uninterpreted (its lines were counted, and not interpreted); none: the max.
    qint64 stopLine() const { return m_stopLine; }
    // A key taken with SET NX (a lock or a deduplication key): its whole trace, its group read again
    // with each command's text (which the first reading leaves out). An empty trace of watched traffic
    // when there is no such key.
    Trace keyTrace(const QString &key);
    // Why a trace keyTrace() gave is shorter than its key's (its group's lines could not all be read
    // back from the temporary file); empty when none is.
    QString readBackError() const { return m_readBackError; }
    bool isKey(const QString &key) const { return m_keyGroup.contains(key); }
    // The group a key is read in (-1: not a key). keyTrace() keeps the last group it interpreted:
    // asked for keys in the order of their groups, it interprets each group once.
    int groupOf(const QString &key) const { return m_keyGroup.value(key, -1); }
    QString firstKey() const { return m_firstKey; }  // the first key taken with SET NX, in the capture's order
    // A lock key's --json object (lockKeyToJson), kept when `keepJson`.
    QJsonObject keyJson(const QString &key) const;
    int groupCount() const;
    int groupsInterpretedAgain() const { return m_interpretedAgain; }
    // run() failed because the temporary file could not be made or written (a full disk): one pass,
    // which needs none, can still read the capture.
    bool temporaryFileFailed() const { return m_diskFailed; }

private:
    struct Group;
    struct Route;
    struct GroupRun;
    struct LineLog;
    std::unique_ptr<LineLog> m_lineLog;
    bool route(const QString &path, QString *error, const std::function<void(qint64, qint64)> &progress,
               const std::function<QString()> &stop);
    GroupRun interpret(int group, qint64 stopLine);
    qint64 eventsLimitLine(const std::vector<GroupRun> &runs, qint64 stopLine) const;
    bool toldOtherwise(const GroupRun &run, qint64 stopLine) const;
    void merge(std::vector<GroupRun> &runs);
    // A group's interpreter fed its lines before `stopLine`; `events`: its events before every
    // m_weighEvery-th line (and after the last). `commandText`: TrafficOptions::commandText.
    std::unique_ptr<TrafficInterpreter> interpreter(int group, qint64 stopLine, std::vector<qint64> *events,
                                                    bool commandText);
    qint64 clockBefore(qint64 line) const;

    TrafficOptions m_options;
    bool m_keepJson = false;
    int m_wantedGroups = 0;
    std::vector<Group> m_groups;
    TrafficGroupShared m_shared;
    TrafficStart m_start;
    qint64 m_startLine = 0;  // the first line the groups interpret (before it: what they learn only)
    TrafficStats m_stats;
    TrafficResult m_result;
    QString m_limitReached;
    qint64 m_stopLine = std::numeric_limits<qint64>::max();  // the first line not interpreted
    qint64 m_lastClockUs = -1;
    qint64 m_weighEvery = 4096;  // lines between weighings of a group's events (--max-events)
    QHash<QString, int> m_keyGroup;
    QString m_directory;  // of the temporary files
    QString m_firstKey;
    std::unique_ptr<QFile> m_file;  // every group's lines, in chunks
    qint64 m_fileEnd = 0;
    std::unique_ptr<QFile> m_json;
    QHash<QString, std::pair<qint64, qint64>> m_jsonAt;  // key -> where its object is in m_json, and its size
    int m_interpretedAgain = 0;
    bool m_diskFailed = false;
    std::pair<int, std::unique_ptr<TrafficInterpreter>> m_traced{-1, nullptr};  // keyTrace()'s last group
    QString m_readBackError;
};

}  // namespace locklab
