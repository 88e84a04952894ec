// SPDX-License-Identifier: MIT
#pragma once

#include "core/formattable.h"
#include "core/scenario.h"

namespace locklab::format {

// The scenario format (docs/scenarios.md), one table per object. Read by parseScenario(), written
// by writeScenario(), checked against the docs by tst_formatdocs.
const Table<Scenario> &scenarioTable();  // the top level
const Table<Scenario> &lockTable();      // "lock": fields of Scenario too
const Table<Scenario> &storeTable();     // "store"
const Table<Policies> &policiesTable();  // also a recording's "policies"
const Table<HeartbeatPolicy> &heartbeatTable();
const Table<WaitPolicy> &waitTable();
const Table<Scenario> &redisTable();       // "redis": the topology
const Table<ClusterSpec> &clusterTable();  // "redis": {"cluster": …}
const Table<WorkerSpec> &workerTable();
const Table<Step> &stepTable();
const Table<Fault> &faultTable();

// What no single row can check, once the whole scenario is read: a Redlock's quorum against its
// instances, which instance a server fault hits, and the steps a Redlock cannot run.
bool checkRedlock(Reader &reader, const JsonNode &root, const Scenario &scenario);

// Every object of the scenario format, for docs and tests.
QList<ObjectInfo> scenarioVocabulary();

}  // namespace locklab::format
