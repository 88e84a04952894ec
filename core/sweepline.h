// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QList>
#include <QString>

namespace locklab {

// One line of a sweep's charts: which lock every trial of it takes, and whether the store fences.
// Every line runs the same trials (the same seeds, the same drawn pauses and faults), so two lines
// differ only by the lock and the fencing: the gap between them is what the setup buys.
struct SweepLine {
    enum class Lock : quint8 {
        Scenario,  // the scenario's own lock (the plain sweep's two lines: fencing off, fencing on)
        Single,    // one Redis server
        Redlock,   // the scenario's Redlock, or one of defaultRedlockInstances servers
    };
    Lock lock = Lock::Scenario;
    bool fencing = false;

    static constexpr int defaultRedlockInstances = 5;  // redsync's and the lessons' five

    // "fencing-off", "fencing-on", "single", "single-fencing", "redlock", "redlock-fencing": the
    // values of --compare, and the keys of the JSON and the CSV; never translated.
    QString name() const;
    // For people, in their language: "fencing off", "single instance + fencing", "Redlock of 5".
    QString label(int redlockInstances) const;

    // The scenario this line runs, made from a trial's scenario:
    // - Single: a Redlock becomes one server. The faults on the instance of the scenario's last
    //   restart or clock jump (the one its lesson is about) hit that server; those on the other
    //   instances, which set the stage for the quorum, are gone with them.
    // - Redlock: a single-server scenario becomes a Redlock of defaultRedlockInstances with its
    //   own drift, variant and quorum settings; its restarts and clock jumps hit instance 1, the
    //   one the single server was.
    // A scenario that already is what the line asks for runs as it is.
    Scenario apply(const Scenario &scenario) const;
    // Why `scenario` cannot run as this line (a Redlock has no replicas and no check step); empty when it can.
    QString problem(const Scenario &scenario) const;
    // The servers a Redlock line of `scenario` runs on.
    static int redlockInstances(const Scenario &scenario);

    // The plain sweep: the scenario's lock with fencing off, then on.
    static QList<SweepLine> fencingOffOn();
    // "single,single-fencing,redlock": each name once, at least one.
    static bool parseList(const QString &text, QList<SweepLine> *out, QString *error);
    static QStringList comparableNames();  // what --compare takes, in order

    friend bool operator==(const SweepLine &, const SweepLine &) = default;
};

}  // namespace locklab
