// SPDX-License-Identifier: MIT
// One node-redlock 5 user on ioredis for tst_watch: acquires `key` (retrying), holds it, releases;
// prints what redlock answered as one JSON line each.
//   node redlock_pair.js MODULES_DIR PORT NAME KEY HOLD_MS START_DELAY_MS
const path = require("path");
const [modules, port, name, key, hold, delay] = process.argv.slice(2);
const Redis = require(path.join(modules, "ioredis"));
const Redlock = require(path.join(modules, "redlock")).default;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  await sleep(Number(delay));
  const client = new Redis({ host: "127.0.0.1", port: Number(port), connectionName: name, lazyConnect: true });
  await client.connect();
  const redlock = new Redlock([client], { retryCount: 300, retryDelay: 20, retryJitter: 0, driftFactor: 0.01 });
  const lock = await redlock.acquire([key], 2000);
  console.log(JSON.stringify({ client: name, op: "acquire", ok: true, attempts: lock.attempts.length }));
  await sleep(Number(hold));
  const released = await lock.release();
  console.log(JSON.stringify({ client: name, op: "release", ok: released.attempts.length > 0 }));
  client.disconnect();
})().catch((e) => {
  console.log(JSON.stringify({ client: name, op: "error", message: String(e) }));
  process.exit(1);
});
