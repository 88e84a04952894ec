#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Lock traffic on every shard of a Redis Cluster at a steady rate, for `locklab watch` on the cluster
# (bench/README.md, "Watching a cluster"): one process per primary sends redis-py pipelines of 100
# `SET lock:{TAG}:N tok NX PX 5` every 100/RATE s, TAG a hash tag on that primary's slots.
#   /usr/bin/python3 bench/clusterload.py SEED_PORT RATE_PER_SHARD SECONDS
# Prints each shard's commands/s as sent; the watch's --json "shards" gives its lag per shard.
import multiprocessing, sys, time
import redis
from redis.cluster import RedisCluster


def shard_load(port, tag, rate, seconds, out):
    r = redis.Redis(host="127.0.0.1", port=port)
    batch, sent = 100, 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        due = t0 + sent / rate
        now = time.perf_counter()
        if due > now:
            time.sleep(due - now)
        p = r.pipeline(transaction=False)
        for j in range(batch):
            p.set("lock:{%s}:%d" % (tag, (sent + j) % 1000), "tok", nx=True, px=5)
        p.execute()
        sent += batch
    out.put((port, sent / (time.perf_counter() - t0)))


if __name__ == "__main__":
    seed, rate, seconds = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
    rc = RedisCluster(host="127.0.0.1", port=seed)
    primaries = {n.port: n for n in rc.get_primaries()}
    tags = {}
    for i in range(100000):
        port = rc.nodes_manager.get_node_from_slot(rc.keyslot("{t%d}" % i)).port
        tags.setdefault(port, "t%d" % i)
        if len(tags) == len(primaries):
            break
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=shard_load, args=(p, t, rate, seconds, out)) for p, t in tags.items()]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    while not out.empty():
        port, done = out.get()
        print("shard 127.0.0.1:%d: %.0f lock commands/s sent" % (port, done))
