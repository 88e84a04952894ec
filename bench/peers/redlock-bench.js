// SPDX-License-Identifier: MIT
// The peers of `locklab bench live`, on one connection like LockLab's client:
//   redlock  node-redlock 5 on ioredis: acquire + release per cycle
//   ioredis  plain ioredis: SET key token NX PX + EVALSHA compare-and-delete per cycle
//   ping     ioredis PING round trips (the physical limit: a cycle is two round trips)
// Usage: node redlock-bench.js --port N [--host H] [--seconds S]; prints one JSON line.
'use strict';
const crypto = require('crypto');
const Redis = require('ioredis');
const { default: Redlock } = require('redlock');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const host = arg('host', '127.0.0.1');
const port = Number(arg('port', 6379));
const seconds = Number(arg('seconds', 3));
// The same script LockLab sends (core/scripts.h: compareAndDelete).
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

async function measure(fn) {
  const end = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  const start = process.hrtime.bigint();
  let n = 0;
  while (process.hrtime.bigint() < end) {
    await fn();
    n++;
  }
  return n / (Number(process.hrtime.bigint() - start) / 1e9);
}

async function main() {
  const client = new Redis({ host, port, enableAutoPipelining: false, lazyConnect: false });
  await client.ping();
  const prefix = `locklab:peer-${crypto.randomBytes(8).toString('hex')}:`;

  const ping = await measure(() => client.ping());

  const redlock = new Redlock([client], { retryCount: 0, driftFactor: 0.01 });
  const redlockPerSec = await measure(async () => {
    const lock = await redlock.acquire([`${prefix}redlock`], 30000);
    await lock.release();
  });

  const sha = await client.script('LOAD', RELEASE);
  const key = `${prefix}ioredis`;
  const ioredisPerSec = await measure(async () => {
    const token = crypto.randomBytes(16).toString('hex');
    const ok = await client.set(key, token, 'PX', 30000, 'NX');
    if (ok !== 'OK') throw new Error('lock not taken');
    const freed = await client.evalsha(sha, 1, key, token);
    if (freed !== 1) throw new Error('lock not released');
  });

  await client.del(`${prefix}redlock`, key);
  client.disconnect();
  console.log(JSON.stringify({ pingPerSec: ping, redlockCyclesPerSec: redlockPerSec, ioredisCyclesPerSec: ioredisPerSec }));
}

main().catch((e) => {
  console.error(`peer bench: ${e.message}`);
  process.exit(1);
});
