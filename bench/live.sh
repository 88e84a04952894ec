#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Timing fidelity of live runs at time scale 1, against one redis-server started here:
#  - every built-in race run N times live; each run's outcome (who acquired, release results,
#    writes accepted/refused, overlaps, store, verdict, kinds of violation) compared with the
#    embedded run's, as the conformance suite does. The restart races run with --redis managed
#    (a server of each run's own, killed and restarted for real); commands refused while it is
#    down are not compared, since how long a real restart takes is not the model's downMs;
#  - the lateness of every scheduler wake-up of those runs (the trace's "woke … ms late" notes),
#    restart races excepted: their wake-ups wait for the server to come back.
#   bench/live.sh [path/to/locklab] [runs per scenario] [time scale]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
locklab=${1:-$here/../build/release/app/locklab}
runs=${2:-20}
scale=${3:-1}
command -v redis-server >/dev/null || { echo "bench: redis-server not found: apt-get install redis-server" >&2; exit 2; }

dir=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
redis-server --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no --dir "$dir" \
    --notify-keyspace-events Ex --hz 100 --daemonize no --loglevel warning --logfile "$dir/redis.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.05; done

echo "redis-server 127.0.0.1:$port, $runs live runs per race at time scale $scale, $(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$locklab" "$port" "$runs" "$scale" "$here/../resources/scenarios" <<'PY'
import json, os, re, subprocess, sys

locklab, port, runs, scale, scenarios = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]

# ARGS='--wait on' bench/live.sh …: extra options for every run, embedded and live alike.
extra = os.environ.get('ARGS', '').split()

def run(args):
    p = subprocess.run([locklab, 'run', *args, *extra, '--json'], capture_output=True, text=True, timeout=120)
    if p.returncode not in (0,):
        raise RuntimeError(f"{args}: exit {p.returncode}: {p.stderr.strip()}")
    return json.loads(p.stdout)

def stable_last_writer(s):
    acc = [w for w in s['writes'] if w['accepted']]
    if not acc:
        return True
    last = acc[-1]
    before = [w for w in acc[:-1] if w['worker'] != last['worker']]
    return not before or last['atMs'] - before[-1]['atMs'] >= 20

def refused_while_restarting(trace):
    return sum(1 for e in trace if e.get('kind') == 'reply' and e.get('replyKind') == 'error'
               and ('the server is restarting' in e.get('reply', '') or 'the primary is down' in e.get('reply', '')))

def outcome(run, with_value):
    s = run['summary']
    return (sorted((a['worker'], a['ok'], a.get('unknown', False)) for a in s['acquisitions']),
            sorted((r['worker'], r['result']) for r in s['releases']),
            sorted((w['worker'], w['fence'], w['accepted'], w['stale']) for w in s['writes']),
            s['overlaps']['count'], s['foreignDeletes'], s['unknownOutcomes'],
            s['errors'] - refused_while_restarting(run['trace']),
            s['store']['count'], s['store']['fence'], s['store']['value'] if with_value else None,
            s['lockHolderAtEnd'], s['verdict'], sorted({v['kind'] for v in s['violations']}))

names = [l.split()[0] for l in subprocess.check_output([locklab, 'list'], text=True).splitlines()]
# ONLY=failover-loses-lock,failover-wait bench/live.sh …: just those races.
if os.environ.get('ONLY'):
    names = [n for n in names if n in os.environ['ONLY'].split(',')]
late = []
total_ok = total = 0
for name in names:
    path = os.path.join(scenarios, name + '.json')
    if not os.path.exists(path):
        continue  # seed-lab
    faults = json.load(open(path)).get('faults', [])
    # Only a server LockLab started can be restarted; the clock jump is emulated on any server.
    restart = any(f.get('kind') == 'restart' for f in faults)
    # A primary with replicas is always LockLab's own (failover kills it), and so are a Redlock's
    # instances and a cluster's shards: those races refuse any server but --redis managed.
    topology = json.load(open(path)).get('redis', {})
    restart = restart or topology.get('replicas', 0) > 0
    managed = restart or 'instances' in topology or 'cluster' in topology
    redis = 'managed' if managed else f'redis://127.0.0.1:{port}'
    emb = run([name])
    with_value = stable_last_writer(emb['summary'])
    want = outcome(emb, with_value)
    same = 0
    for _ in range(runs):
        live = run([name, '--redis', redis, '--time-scale', scale])
        got = outcome(live, with_value)
        same += got == want
        # DIFF=1 bench/live.sh …: what differed, field by field (embedded → live).
        if os.environ.get('DIFF') and got != want:
            fields = ['acquisitions', 'releases', 'writes', 'overlaps', 'foreignDeletes', 'unknownOutcomes',
                      'errors', 'store.count', 'store.fence', 'store.value', 'lockHolderAtEnd', 'verdict',
                      'violations']
            print(f"  {name}: " + '; '.join(f"{f}: {a} → {b}" for f, a, b in zip(fields, want, got) if a != b))
        # A restart blocks the event loop while the server comes back: those wake-ups are late
        # by the restart, not by the timer.
        for e in ([] if restart else live['trace']):
            m = e.get('kind') == 'note' and re.match(r'woke ([0-9.]+) ms late', e.get('text', ''))
            if m:
                late.append(float(m.group(1)))
    total_ok += same
    total += runs
    print(f"{name:22} embedded outcome in {same:2} of {runs} live runs{' (managed, restarted)' if restart else ' (managed)' if managed else ''}")

late.sort()
pick = lambda p: late[min(len(late) - 1, max(0, int(-(-p * len(late) // 1)) - 1))]
print(f"all races: {total_ok} of {total} live runs gave the embedded outcome")
if late:
    print(f"wake-up lateness over {len(late)} wake-ups: p50 {pick(0.5):.3f} ms, p99 {pick(0.99):.3f} ms, max {late[-1]:.3f} ms")
PY
