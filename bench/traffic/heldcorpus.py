#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# A capture started mid-stream on a lock key that is always held (issue 25, items 3 and 7): the
# shape of BM_ImportLinesHeldBeforeWatch as a file. Every 10 lines one connection releases with
# EVALSHA (its GET and DEL as [0 lua] lines) a holding whose SET the capture never saw; the rest
# is cache reads and a session write. Import it with --keys 'lock:*' (no SET NX names the key).
#   heldcorpus.py LINES [CONNECTIONS] > held.monitor.log   (CONNECTIONS: 50000, one release each)
import sys
n=int(sys.argv[1]); conns=int(sys.argv[2]) if len(sys.argv) > 2 else 50000; us=1700000000000000; i=0; out=sys.stdout
while i<n:
    us+=50
    ts="%d.%06d"%(us//1000000, us%1000000)
    client=" [0 127.0.0.1:%d] "%(10000+(i//10)%conns)
    cache=ts+client+'"GET" "cache:item:%d"\n'%i
    m=i%10
    if m==0: out.write(cache)
    elif m==1:
        out.write(ts+client+'"EVALSHA" "2e47b373b4dbd63ee966d2eb9fe24ed6a138ad4e" "1" "lock:orders" "tok%d"\n'%(i-1))
        out.write(ts+' [0 lua] "get" "lock:orders"\n'); out.write(ts+' [0 lua] "del" "lock:orders"\n'); i+=2
    elif m==4: out.write(ts+client+'"SET" "session:%d" "\\x00\\xffbinary\\n\\"value\\"" "EX" "60"\n'%i)
    else: out.write(cache)
    i+=1
