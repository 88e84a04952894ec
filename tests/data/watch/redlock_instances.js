// SPDX-License-Identifier: MIT
// node-redlock 5 (beta.2) on ioredis against a Redlock's independent instances, for tst_redlockwatch:
// three clients, each a Redlock over its own ioredis connection to every instance (connectionName A, B,
// C), and a planted race. Prints what the library itself answered, one JSON line a step, with the
// instances (1-based, in the order given) that voted for each attempt.
//   node redlock_instances.js MODULES_DIR KEY PORT…
//
//   A acquires (every instance grants); "chaos" deletes A's key on instances 1 … quorum (as instances
//   restarted without persistence would lose it); B acquires on those: two holders. chaos deletes B's
//   key on instance 1; C gets instance 1 only, below the quorum, retries twice (its own key now blocks
//   instance 1) and gives up (node-redlock then releases everywhere). B and A release.
const path = require("path");
const [modules, key, ...ports] = process.argv.slice(2);
const Redis = require(path.join(modules, "ioredis"));
const Redlock = require(path.join(modules, "redlock")).default;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (o) => console.log(JSON.stringify({ t: Date.now(), ...o }));

async function connect(name) {
  const clients = ports.map(
    (port) => new Redis({ host: "127.0.0.1", port: Number(port), connectionName: name, lazyConnect: true })
  );
  await Promise.all(clients.map((c) => c.connect()));
  return clients;
}

// The library's own count: the instances whose client voted for, per attempt (stats resolve once all voted).
async function votes(clients, attempts) {
  const out = [];
  for (const a of attempts) {
    const stats = await a;
    out.push(clients.map((c, i) => (stats.votesFor.has(c) ? i + 1 : 0)).filter((i) => i > 0));
  }
  return out;
}

async function acquire(name, clients, settings) {
  const redlock = new Redlock(clients, { driftFactor: 0.01, retryJitter: 0, ...settings });
  try {
    const lock = await redlock.acquire([key], 10000);
    log({ client: name, op: "acquire", ok: true, attempts: await votes(clients, lock.attempts) });
    return { redlock, lock };
  } catch (e) {
    log({ client: name, op: "acquire", ok: false, attempts: await votes(clients, e.attempts || []) });
    return { redlock, lock: null };
  }
}

async function release(name, clients, held) {
  try {
    const r = await held.redlock.release(held.lock, { retryCount: 0 });
    log({ client: name, op: "release", ok: true, attempts: await votes(clients, r.attempts) });
  } catch (e) {
    log({ client: name, op: "release", ok: false, attempts: await votes(clients, e.attempts || []) });
  }
}

(async () => {
  const quorum = Math.floor(ports.length / 2) + 1;
  const [a, b, c, chaos] = await Promise.all(["A", "B", "C", "chaos"].map(connect));
  const heldA = await acquire("A", a, { retryCount: 0 });
  await sleep(50);
  const lost = [...Array(quorum).keys()].map((i) => i + 1);
  await Promise.all(lost.map((i) => chaos[i - 1].del(key)));
  log({ client: "chaos", op: "delete", instances: lost });
  await sleep(50);
  const heldB = await acquire("B", b, { retryCount: 0 });
  await sleep(50);
  await chaos[0].del(key);
  log({ client: "chaos", op: "delete", instances: [1] });
  await sleep(50);
  await acquire("C", c, { retryCount: 2, retryDelay: 60 });
  await sleep(50);
  await release("B", b, heldB);
  await sleep(50);
  await release("A", a, heldA);
  for (const conn of [...a, ...b, ...c, ...chaos]) conn.disconnect();
})().catch((e) => {
  log({ op: "error", message: String(e) });
  process.exit(1);
});
