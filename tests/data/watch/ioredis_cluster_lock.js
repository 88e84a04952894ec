// SPDX-License-Identifier: MIT
// One ioredis Cluster user for tst_clusterwatch: takes every KEY with SET NX PX (its own TTL each,
// retrying), holds them all HOLD_MS, then releases each with a compare-and-delete script; prints
// what ioredis answered, one JSON line each ("t": when, in seconds on this machine's clock: after an
// acquire returned, before a release was sent; "done": when a release returned). A key whose TTL is shorter than the hold expires
// under its holder.
//   node ioredis_cluster_lock.js MODULES_DIR PORT NAME HOLD_MS DELAY_MS KEY=TTL_MS [KEY=TTL_MS …]
const path = require("path");
const crypto = require("crypto");
const [modules, port, name, hold, delay, ...pairs] = process.argv.slice(2);
const Redis = require(path.join(modules, "ioredis"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const release =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
(async () => {
  await sleep(Number(delay));
  const cluster = new Redis.Cluster([{ host: "127.0.0.1", port: Number(port) }], {
    redisOptions: { connectionName: name },
  });
  const held = [];
  for (const pair of pairs) {
    const [key, ttl] = pair.split("=");
    const token = crypto.randomBytes(8).toString("hex");
    let attempts = 0;
    let ok = false;
    for (; attempts < 250 && !ok; ) {
      attempts++;
      ok = (await cluster.set(key, token, "PX", Number(ttl), "NX")) === "OK";
      if (!ok) await sleep(20);
    }
    console.log(JSON.stringify({ client: name, op: "acquire", key, ok, attempts, t: Date.now() / 1000 }));
    held.push([key, token]);
  }
  await sleep(Number(hold));
  for (const [key, token] of held) {
    const t = Date.now() / 1000;
    const n = await cluster.eval(release, 1, key, token);
    console.log(JSON.stringify({ client: name, op: "release", key, ok: n === 1, t, done: Date.now() / 1000 }));
  }
  cluster.disconnect();
})().catch((e) => {
  console.log(JSON.stringify({ client: name, op: "error", message: String(e) }));
  process.exit(1);
});
