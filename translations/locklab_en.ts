<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>locklab::FairnessView</name>
    <message numerus="yes">
        <source>%1: nobody got the lock, %n SET NX</source>
        <translation>
            <numerusform>%1: nobody got the lock, %n SET NX</numerusform>
            <numerusform>%1: nobody got the lock, %n SET NX</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: median wait %2, worst %3 (%4), %n SET NX</source>
        <translation>
            <numerusform>%1: median wait %2, worst %3 (%4), %n SET NX</numerusform>
            <numerusform>%1: median wait %2, worst %3 (%4), %n SET NX</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n gave up</source>
        <translation>
            <numerusform>, %n gave up</numerusform>
            <numerusform>, %n gave up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: first lock after %2 · %n SET NX · held %3</source>
        <translation>
            <numerusform>%1: first lock after %2 · %n SET NX · held %3</numerusform>
            <numerusform>%1: first lock after %2 · %n SET NX · held %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: never got the lock · %n SET NX</source>
        <translation>
            <numerusform>%1: never got the lock · %n SET NX</numerusform>
            <numerusform>%1: never got the lock · %n SET NX</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::InspectorView</name>
    <message numerus="yes">
        <source>%1 (fence %2, %n write(s))</source>
        <translation>
            <numerusform>%1 (fence %2, %n write)</numerusform>
            <numerusform>%1 (fence %2, %n writes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n write(s))</source>
        <translation>
            <numerusform>%1 (%n write)</numerusform>
            <numerusform>%1 (%n writes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::LiveRedis</name>
    <message numerus="yes">
        <source>an array of %n element(s)</source>
        <translation>
            <numerusform>an array of %n element</numerusform>
            <numerusform>an array of %n elements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::LockKeyModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n violation(s))</source>
        <translation>
            <numerusform>%1: %2 (%n violation)</numerusform>
            <numerusform>%1: %2 (%n violations)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::LockKeysPanel</name>
    <message numerus="yes">
        <source>; %n key(s) taken once and never released (deduplication keys, not locks) left out</source>
        <translation>
            <numerusform>; %n key taken once and never released (a deduplication key, not a lock) left out</numerusform>
            <numerusform>; %n keys taken once and never released (deduplication keys, not locks) left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n listed</source>
        <translation>
            <numerusform>; %n listed</numerusform>
            <numerusform>; %n listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lock key(s) with violations</source>
        <translation>
            <numerusform>%1 of %n lock key with violations</numerusform>
            <numerusform>%1 of %n lock keys with violations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::MainWindow</name>
    <message numerus="yes">
        <source>%n engine event(s) · %1 · seed %2</source>
        <translation>
            <numerusform>%n engine event · %1 · seed %2</numerusform>
            <numerusform>%n engine events · %1 · seed %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::RedisWatch</name>
    <message numerus="yes">
        <source>locklab watch: %n line(s), lag p50 %1 ms, p99 %2 ms, max %3 ms</source>
        <translation>
            <numerusform>locklab watch: %n line, lag p50 %1 ms, p99 %2 ms, max %3 ms</numerusform>
            <numerusform>locklab watch: %n lines, lag p50 %1 ms, p99 %2 ms, max %3 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not MONITOR lines</source>
        <translation>
            <numerusform>%n more line that is not a MONITOR line</numerusform>
            <numerusform>%n more lines that are not MONITOR lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s), MONITOR on each primary:</source>
        <translation>
            <numerusform>%n shard, MONITOR on its primary:</numerusform>
            <numerusform>%n shards, MONITOR on each primary:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s)</source>
        <translation>
            <numerusform>%n lock key</numerusform>
            <numerusform>%n lock keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>primary now %1 after %n failover(s)</source>
        <translation>
            <numerusform>primary now %1 after %n failover</numerusform>
            <numerusform>primary now %1 after %n failovers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redis Cluster: MONITOR on each of its %n primaries, one stream per shard: %1</source>
        <translation>
            <numerusform>Redis Cluster: MONITOR on its %n primary, one stream per shard: %1</numerusform>
            <numerusform>Redis Cluster: MONITOR on each of its %n primaries, one stream per shard: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n independent instance(s) of a Redlock, quorum %1, MONITOR on each:</source>
        <translation>
            <numerusform>%n independent instance of a Redlock, quorum %1, MONITOR on it:</numerusform>
            <numerusform>%n independent instances of a Redlock, quorum %1, MONITOR on each:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redlock: MONITOR on each of its %n independent instance(s), quorum %1: %2</source>
        <translation>
            <numerusform>Redlock: MONITOR on its %n independent instance, quorum %1: %2</numerusform>
            <numerusform>Redlock: MONITOR on each of its %n independent instances, quorum %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--keys %1 matched none of the %n key(s) taken with SET NX and an expiry: %2</source>
        <translation>
            <numerusform>--keys %1 matched none of the %n key taken with SET NX and an expiry: %2</numerusform>
            <numerusform>--keys %1 matched none of the %n keys taken with SET NX and an expiry: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no lock key in database %1; %n command(s) were in other databases</source>
        <translation>
            <numerusform>no lock key in database %1; %n command was in other databases</numerusform>
            <numerusform>no lock key in database %1; %n commands were in other databases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the clients sent %n CLUSTER command(s): this is likely one node of a Redis Cluster, and the lock keys on its other nodes are not in it (locklab watch --redis redis+cluster://HOST:PORT watches every shard)</source>
        <translation>
            <numerusform>the clients sent %n CLUSTER command: this is likely one node of a Redis Cluster, and the lock keys on its other nodes are not in it (locklab watch --redis redis+cluster://HOST:PORT watches every shard)</numerusform>
            <numerusform>the clients sent %n CLUSTER commands: this is likely one node of a Redis Cluster, and the lock keys on its other nodes are not in it (locklab watch --redis redis+cluster://HOST:PORT watches every shard)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interpreting %n lock key(s)</source>
        <translation>
            <numerusform>interpreting %n lock key</numerusform>
            <numerusform>interpreting %n lock keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::Report</name>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n try</numerusform>
            <numerusform>%n tries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extended another worker&apos;s lock (plain PEXPIRE)</source>
        <translation>
            <numerusform>%n extended another worker&apos;s lock (plain PEXPIRE)</numerusform>
            <numerusform>%n extended another worker&apos;s lock (plain PEXPIRE)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) waited for past the timeout</source>
        <translation>
            <numerusform>%n reply waited for past the timeout</numerusform>
            <numerusform>%n replies waited for past the timeout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s), not listed (--summary)</source>
        <translation>
            <numerusform>%n event, not listed (--summary)</numerusform>
            <numerusform>%n events, not listed (--summary)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try(ies) given back</source>
        <translation>
            <numerusform>%n try given back</numerusform>
            <numerusform>%n tries given back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::RunBackend</name>
    <message numerus="yes">
        <source>%1 needs a primary with %n replica(s), which LockLab starts and kills itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</source>
        <translation>
            <numerusform>%1 needs a primary with %n replica, which LockLab starts and kills itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</numerusform>
            <numerusform>%1 needs a primary with %n replicas, which LockLab starts and kills itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::TimelineRenderer</name>
    <message numerus="yes">
        <source>gave up after %n refusal(s)</source>
        <translation>
            <numerusform>gave up after %n refusal</numerusform>
            <numerusform>gave up after %n refusals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n× refused</source>
        <translation>
            <numerusform>%n× refused</numerusform>
            <numerusform>%n× refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n replica(s) have it</source>
        <translation>
            <numerusform>only %n replica has it</numerusform>
            <numerusform>only %n replicas have it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) have it</source>
        <translation>
            <numerusform>%n replica has it</numerusform>
            <numerusform>%n replicas have it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::Traffic</name>
    <message numerus="yes">
        <source>the MONITOR connection was lost %n time(s)</source>
        <translation>
            <numerusform>the MONITOR connection was lost %n time</numerusform>
            <numerusform>the MONITOR connection was lost %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read</source>
        <translation>
            <numerusform>%n read</numerusform>
            <numerusform>%n read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n command</numerusform>
            <numerusform>%n commands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n redis-cli banner(s)</source>
        <translation>
            <numerusform>%n redis-cli banner</numerusform>
            <numerusform>%n redis-cli banners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank</source>
        <translation>
            <numerusform>%n blank</numerusform>
            <numerusform>%n blank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not MONITOR line(s)</source>
        <translation>
            <numerusform>%n not a MONITOR line</numerusform>
            <numerusform>%n not MONITOR lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) on the lock, store and fence keys</source>
        <translation>
            <numerusform>%n command on the lock, store and fence keys</numerusform>
            <numerusform>%n commands on the lock, store and fence keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on other keys</source>
        <translation>
            <numerusform>%n on other keys</numerusform>
            <numerusform>%n on other keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a key</source>
        <translation>
            <numerusform>%n without a key</numerusform>
            <numerusform>%n without a key</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) in databases not followed</source>
        <translation>
            <numerusform>%n command in databases not followed</numerusform>
            <numerusform>%n commands in databases not followed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) the model does not know</source>
        <translation>
            <numerusform>%n command the model does not know</numerusform>
            <numerusform>%n commands the model does not know</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n script(s) of unknown purpose</source>
        <translation>
            <numerusform>%n script of unknown purpose</numerusform>
            <numerusform>%n scripts of unknown purpose</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n, each in its own trace</source>
        <translation>
            <numerusform>%n, in its own trace</numerusform>
            <numerusform>%n, each in its own trace</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused one(s) took the lock (its release showed it)</source>
        <translation>
            <numerusform>%n refused one took the lock (its release showed it)</numerusform>
            <numerusform>%n refused ones took the lock (their releases showed it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n holding(s) from before the watch began</source>
        <translation>
            <numerusform>%n holding from before the watch began</numerusform>
            <numerusform>%n holdings from before the watch began</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) by clients that never took a lock key</source>
        <translation>
            <numerusform>%n write by a client that never took a lock key</numerusform>
            <numerusform>%n writes by clients that never took a lock key</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s), </source>
        <translation>
            <numerusform>%n lock key, </numerusform>
            <numerusform>%n lock keys, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with violations</source>
        <translation>
            <numerusform>%n with violations</numerusform>
            <numerusform>%n with violations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) taken once and never released: a deduplication key, not a lock (out of the verdict; --keys names one to count it)</source>
        <translation>
            <numerusform>%n key taken once and never released: a deduplication key, not a lock (out of the verdict; --keys names one to count it)</numerusform>
            <numerusform>%n keys taken once and never released: deduplication keys, not locks (out of the verdict; --keys names one to count it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redis answered nothing %n time(s), the longest for %1</source>
        <translation>
            <numerusform>Redis answered nothing %n time, the longest for %1</numerusform>
            <numerusform>Redis answered nothing %n times, the longest for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>went backwards %n time(s), by up to %1, first at line %2 (never a violation)</source>
        <translation>
            <numerusform>went backwards %n time, by up to %1, first at line %2 (never a violation)</numerusform>
            <numerusform>went backwards %n times, by up to %1, first at line %2 (never a violation)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more lock key(s) (--json lists every one)</source>
        <translation>
            <numerusform>… %n more lock key (--json lists every one)</numerusform>
            <numerusform>… %n more lock keys (--json lists every one)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of LockLab&apos;s own reads</source>
        <translation>
            <numerusform>%n of LockLab&apos;s own reads</numerusform>
            <numerusform>%n of LockLab&apos;s own reads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) the model inferred were refused (the client sent SET NX again with its own token, or LockLab read another holder&apos;s)</source>
        <translation>
            <numerusform>%n acquisition the model inferred was refused (the client sent SET NX again with its own token, or LockLab read another holder&apos;s)</numerusform>
            <numerusform>%n acquisitions the model inferred were refused (the client sent SET NX again with its own token, or LockLab read another holder&apos;s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s) read by LockLab when first seen (GET, PTTL)</source>
        <translation>
            <numerusform>%n lock key read by LockLab when first seen (GET, PTTL)</numerusform>
            <numerusform>%n lock keys read by LockLab when first seen (GET, PTTL)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read(s) too late to use</source>
        <translation>
            <numerusform>%n read too late to use</numerusform>
            <numerusform>%n reads too late to use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not read (no connection ready, a stall or timeout, or refused): inferred</source>
        <translation>
            <numerusform>%n not read (no connection ready, a stall or timeout, or refused): inferred</numerusform>
            <numerusform>%n not read (no connection ready, a stall or timeout, or refused): inferred</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) of this key could not be read back from the temporary file: %1</source>
        <translation>
            <numerusform>%n earlier event of this key could not be read back from the temporary file: %1</numerusform>
            <numerusform>%n earlier events of this key could not be read back from the temporary file: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::VerdictBanner</name>
    <message numerus="yes">
        <source>%n write(s) accepted</source>
        <translation>
            <numerusform>%n write accepted</numerusform>
            <numerusform>%n writes accepted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale write(s) accepted</source>
        <translation>
            <numerusform>%n stale write accepted</numerusform>
            <numerusform>%n stale writes accepted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n DEL(s) freed another worker&apos;s lock</source>
        <translation>
            <numerusform>%n DEL freed another worker&apos;s lock</numerusform>
            <numerusform>%n DELs freed another worker&apos;s lock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) never came</source>
        <translation>
            <numerusform>%n reply never came</numerusform>
            <numerusform>%n replies never came</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused by the store</source>
        <translation>
            <numerusform>%n refused by the store</numerusform>
            <numerusform>%n refused by the store</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PEXPIRE(s) extended another worker&apos;s lock</source>
        <translation>
            <numerusform>%n PEXPIRE extended another worker&apos;s lock</numerusform>
            <numerusform>%n PEXPIREs extended another worker&apos;s lock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) waited for past the timeout</source>
        <translation>
            <numerusform>%n reply waited for past the timeout</numerusform>
            <numerusform>%n replies waited for past the timeout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overlap(s) begun</source>
        <translation>
            <numerusform>%n overlap begun</numerusform>
            <numerusform>%n overlaps begun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s) begun</source>
        <translation>
            <numerusform>%n violation begun</numerusform>
            <numerusform>%n violations begun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overlap(s), %1 with %2 workers inside</source>
        <translation>
            <numerusform>%n overlap, %1 with %2 workers inside</numerusform>
            <numerusform>%n overlaps, %1 with %2 workers inside</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::WatchDialog</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on watched keys</source>
        <translation>
            <numerusform>%n on watched keys</numerusform>
            <numerusform>%n on watched keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outside the watch set</source>
        <translation>
            <numerusform>%n outside the watch set</numerusform>
            <numerusform>%n outside the watch set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not MONITOR line(s)</source>
        <translation>
            <numerusform>%n not a MONITOR line</numerusform>
            <numerusform>%n not MONITOR lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watching %1 (Redis %2): MONITOR on each of the cluster&apos;s %n primaries.</source>
        <translation>
            <numerusform>Watching %1 (Redis %2): MONITOR on the cluster&apos;s %n primary.</numerusform>
            <numerusform>Watching %1 (Redis %2): MONITOR on each of the cluster&apos;s %n primaries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watching the %n independent instances of a Redlock (Redis %1), quorum %2.</source>
        <translation>
            <numerusform>Watching the %n independent instance of a Redlock (Redis %1), quorum %2.</numerusform>
            <numerusform>Watching the %n independent instances of a Redlock (Redis %1), quorum %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::Witness</name>
    <message numerus="yes">
        <source>%1&apos;s heartbeat extended %2&apos;s lock %n time(s), from %3 to %4, with a plain PEXPIRE that does not check the token; %5. %2&apos;s lock now lives as long as %1&apos;s heartbeat runs, not as long as %2 does.</source>
        <translation>
            <numerusform>%1&apos;s heartbeat extended %2&apos;s lock %n time, from %3 to %4, with a plain PEXPIRE that does not check the token; %5. %2&apos;s lock now lives as long as %1&apos;s heartbeat runs, not as long as %2 does.</numerusform>
            <numerusform>%1&apos;s heartbeat extended %2&apos;s lock %n times, from %3 to %4, with a plain PEXPIRE that does not check the token; %5. %2&apos;s lock now lives as long as %1&apos;s heartbeat runs, not as long as %2 does.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::WorkerTableModel</name>
    <message numerus="yes">
        <source>acquire (%n tries)</source>
        <translation>
            <numerusform>acquire (%n try)</numerusform>
            <numerusform>acquire (%n tries)</numerusform>
        </translation>
    </message>
</context>
</TS>
