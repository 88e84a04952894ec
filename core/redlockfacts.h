// SPDX-License-Identifier: MIT
#pragma once

#include "core/summary.h"

namespace locklab {

// The Redlock facts of a trace (issue 30), part of the one interpretation: who holds the lock key
// on each instance (from what each reply did there, each expiry, each restart that lost keys) and
// each worker's tries at the quorum, with whether it believed and until when; and the summary's
// key spans become the quorum's holders (a worker with its key on at least the quorum of instances).
// Reads the summary's beliefs, so the interpretation calls it after collecting them, and before
// the checker and the instant index read the key spans. Nothing for a single server.
void collectRedlock(const Trace &trace, Summary &s);

// The quorum try a belief began with: the worker's last believed try sent at or before `beliefFrom`.
const QuorumTry *quorumTryOf(const Summary &s, int worker, Micros beliefFrom);

// The validity `worker` holds at `at` as the engine recorded it (its last grant or extension at or
// before `at`); -1: none. Only meaningful while the worker believes.
Micros validUntilAt(const Summary &s, int worker, Micros at);

// A quorum try as the worker lane and the inspector say it: "3/5 · valid 48 ms" ("3/5" without a
// recorded validity: Redisson, or a recording from before issue 30's validity).
QString quorumLabel(const Summary &s, const QuorumTry &t);

// "instances 3, 4 and 5" (or "instance 2"), in the user's language.
QString instanceList(const QList<int> &instances);

// The witness of two holders of a Redlock: "B got 3 of 5 at 120 ms: instances 3, 4 and 5; A still
// believed it held 3 of 5 (instances 1, 2 and 3) until 150 ms; ...": which instances and why.
QString redlockOverlapWitness(const Trace &trace, const Summary &s, int first, int second, Micros overlapFrom,
                              Micros overlapTo, bool open);

}  // namespace locklab
