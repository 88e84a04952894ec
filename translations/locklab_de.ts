<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>locklab::About</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (kompiliert mit %2)</translation>
    </message>
    <message>
        <source>not connected (embedded simulator)</source>
        <translation>nicht verbunden (eingebetteter Simulator)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;LockLab %1&lt;/h3&gt;&lt;p&gt;A desktop lab for Redis distributed locks: watch a TTL run out under a frozen holder, flip naive DEL, token release and fencing, and step through the race.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LockLab %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Labor für verteilte Locks mit Redis: eine TTL unter einem eingefrorenen Halter ablaufen sehen, zwischen naivem DEL, Freigabe per Token und Fencing umschalten und den Wettlauf Schritt für Schritt durchgehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Redis server</source>
        <translation>Redis-Server</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT license.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About LockLab</source>
        <translation>Über LockLab</translation>
    </message>
</context>
<context>
    <name>locklab::BranchModel</name>
    <message>
        <source>naive DEL</source>
        <translation>naives DEL</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (recorded: %2)</source>
        <translation>%1 (aufgezeichnet: %2)</translation>
    </message>
    <message>
        <source>compare-and-delete</source>
        <translation>Compare-and-Delete</translation>
    </message>
    <message>
        <source>fencing</source>
        <translation>Fencing</translation>
    </message>
    <message>
        <source>no fencing</source>
        <translation>kein Fencing</translation>
    </message>
    <message>
        <source>heartbeat</source>
        <translation>Heartbeat</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>kein Heartbeat</translation>
    </message>
    <message>
        <source>WAIT</source>
        <translation>WAIT</translation>
    </message>
    <message>
        <source>no WAIT</source>
        <translation>kein WAIT</translation>
    </message>
    <message>
        <source>tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>bearbeitet</translation>
    </message>
    <message>
        <source>branched at %1</source>
        <translation>abgezweigt bei %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. first run</source>
        <comment>the Runs list where the whole name does not fit</comment>
        <translation>%1. erster Lauf</translation>
    </message>
</context>
<context>
    <name>locklab::Breakpoint</name>
    <message>
        <source>Overlap begins</source>
        <translation>Überlappung beginnt</translation>
    </message>
    <message>
        <source>Write refused</source>
        <translation>Schreibvorgang abgelehnt</translation>
    </message>
    <message>
        <source>Stale write accepted</source>
        <translation>Veralteter Schreibvorgang angenommen</translation>
    </message>
    <message>
        <source>Lock expired under its holder</source>
        <translation>Lock unter seinem Halter abgelaufen</translation>
    </message>
    <message>
        <source>DEL removed another&apos;s lock</source>
        <translation>DEL hat ein fremdes Lock gelöscht</translation>
    </message>
    <message>
        <source>Error or unknown reply</source>
        <translation>Fehler oder unbekannte Antwort</translation>
    </message>
    <message>
        <source>%1 are inside the critical section together</source>
        <translation>%1 sind gleichzeitig im kritischen Abschnitt</translation>
    </message>
    <message>
        <source>the store refused %1&apos;s write (fencing token %2)</source>
        <translation>der Store hat den Schreibvorgang von %1 abgelehnt (Fencing-Token %2)</translation>
    </message>
    <message>
        <source>the store accepted %1&apos;s stale write</source>
        <translation>der Store hat den veralteten Schreibvorgang von %1 angenommen</translation>
    </message>
    <message>
        <source>%1&apos;s lock is gone while %1 still believes it holds it</source>
        <translation>das Lock von %1 ist weg, während %1 noch glaubt, es zu halten</translation>
    </message>
    <message>
        <source>%1&apos;s DEL removed %2&apos;s lock</source>
        <translation>das DEL von %1 hat das Lock von %2 gelöscht</translation>
    </message>
    <message>
        <source>%1&apos;s %2 got no reply</source>
        <translation>%2 von %1 bekam keine Antwort</translation>
    </message>
    <message>
        <source>%1&apos;s %2 failed: %3</source>
        <translation>%2 von %1 fehlgeschlagen: %3</translation>
    </message>
</context>
<context>
    <name>locklab::BreakpointHitModel</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Haltepunkt</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>locklab::Caption</name>
    <message>
        <source>%1 asks Redis for the lock: SET %2 NX PX %3, only if nobody holds it.</source>
        <translation>%1 bittet Redis um das Lock: SET %2 NX PX %3, nur wenn niemand es hält.</translation>
    </message>
    <message>
        <source>%1 sets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <source>%1 asks for the lock and a fencing token in one script.</source>
        <translation>%1 fordert Lock und Fencing-Token in einem einzigen Skript an.</translation>
    </message>
    <message>
        <source>%1 releases with a plain DEL %2, whoever holds it.</source>
        <translation>%1 gibt mit einem einfachen DEL %2 frei, egal wer das Lock hält.</translation>
    </message>
    <message>
        <source>%1 releases with compare-and-delete: only if the key still holds its token.</source>
        <translation>%1 gibt per Compare-and-Delete frei: nur wenn der Schlüssel noch sein Token enthält.</translation>
    </message>
    <message>
        <source>%1 extends its lock, if the key still holds its token.</source>
        <translation>%1 verlängert sein Lock, sofern der Schlüssel noch sein Token enthält.</translation>
    </message>
    <message>
        <source>%1 takes a fencing token with INCR.</source>
        <translation>%1 holt sich mit INCR ein Fencing-Token.</translation>
    </message>
    <message>
        <source>%1 writes to the store with fencing token %2.</source>
        <translation>%1 schreibt mit Fencing-Token %2 in den Store.</translation>
    </message>
    <message>
        <source>%1 writes to the store, without a fencing token.</source>
        <translation>%1 schreibt ohne Fencing-Token in den Store.</translation>
    </message>
    <message>
        <source>%1 reads %2.</source>
        <translation>%1 liest %2.</translation>
    </message>
    <message>
        <source>%1 asks how long %2 has left.</source>
        <translation>%1 fragt, wie lange %2 noch gilt.</translation>
    </message>
    <message>
        <source>%1 sets a new TTL on %2.</source>
        <translation>%1 setzt eine neue TTL für %2.</translation>
    </message>
    <message>
        <source>%1 pings Redis.</source>
        <translation>%1 pingt Redis an.</translation>
    </message>
    <message>
        <source>No reply reaches %1: it cannot know whether its %2 ran.</source>
        <translation>Keine Antwort erreicht %1: Er kann nicht wissen, ob sein %2 ausgeführt wurde.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 fails: %3</source>
        <translation>%2 von %1 schlägt fehl: %3</translation>
    </message>
    <message>
        <source>Redis refuses %1: the key is taken.</source>
        <translation>Redis weist %1 ab: Der Schlüssel ist belegt.</translation>
    </message>
    <message>
        <source>Redis grants %1 the lock with fencing token %2.</source>
        <translation>Redis gewährt %1 das Lock mit Fencing-Token %2.</translation>
    </message>
    <message>
        <source>The DEL removed the key: the lock is free for anyone.</source>
        <translation>Das DEL hat den Schlüssel entfernt: Das Lock ist für jeden frei.</translation>
    </message>
    <message>
        <source>%1&apos;s DEL found no key.</source>
        <translation>Das DEL von %1 fand keinen Schlüssel.</translation>
    </message>
    <message>
        <source>%1 released its own lock.</source>
        <translation>%1 hat sein eigenes Lock freigegeben.</translation>
    </message>
    <message>
        <source>The key does not hold %1&apos;s token: nothing is deleted.</source>
        <translation>Der Schlüssel enthält nicht das Token von %1: Es wird nichts gelöscht.</translation>
    </message>
    <message>
        <source>%1&apos;s lock has a full TTL again.</source>
        <translation>Das Lock von %1 hat wieder die volle TTL.</translation>
    </message>
    <message>
        <source>%1&apos;s lock is gone: there is nothing to extend.</source>
        <translation>Das Lock von %1 ist weg: Es gibt nichts zu verlängern.</translation>
    </message>
    <message>
        <source>%1 has fencing token %2.</source>
        <translation>%1 hat Fencing-Token %2.</translation>
    </message>
    <message>
        <source>The store accepts %1&apos;s write: its token is the newest it has seen.</source>
        <translation>Der Store nimmt den Schreibvorgang von %1 an: Dessen Token ist das neueste, das er gesehen hat.</translation>
    </message>
    <message>
        <source>The store refuses %1&apos;s write: a newer token was already seen.</source>
        <translation>Der Store lehnt den Schreibvorgang von %1 ab: Er hat bereits ein neueres Token gesehen.</translation>
    </message>
    <message>
        <source>The store takes %1&apos;s write: it checks nothing.</source>
        <translation>Der Store übernimmt den Schreibvorgang von %1: Er prüft nichts.</translation>
    </message>
    <message>
        <source>Redis answers %1: %2</source>
        <translation>Redis antwortet %1: %2</translation>
    </message>
    <message>
        <source>%1 waits.</source>
        <translation>%1 wartet.</translation>
    </message>
    <message>
        <source>%1 tries to take the lock.</source>
        <translation>%1 versucht, das Lock zu bekommen.</translation>
    </message>
    <message>
        <source>%1 holds the lock, as far as it knows.</source>
        <translation>%1 hält das Lock, soweit er weiß.</translation>
    </message>
    <message>
        <source>%1 works inside the critical section.</source>
        <translation>%1 arbeitet im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>%1&apos;s process freezes: no commands, no heartbeat, and it still believes it holds the lock.</source>
        <translation>Der Prozess von %1 friert ein: keine Befehle, kein Heartbeat, und er glaubt weiterhin, das Lock zu halten.</translation>
    </message>
    <message>
        <source>%1&apos;s process freezes.</source>
        <translation>Der Prozess von %1 friert ein.</translation>
    </message>
    <message>
        <source>%1 writes the protected data.</source>
        <translation>%1 schreibt die geschützten Daten.</translation>
    </message>
    <message>
        <source>%1 is done and lets the lock go.</source>
        <translation>%1 ist fertig und gibt das Lock frei.</translation>
    </message>
    <message>
        <source>%1 extends its lock.</source>
        <translation>%1 verlängert sein Lock.</translation>
    </message>
    <message>
        <source>%1 is finished.</source>
        <translation>%1 hat alles erledigt.</translation>
    </message>
    <message>
        <source>%1 gives up: it never got the lock.</source>
        <translation>%1 gibt auf: Er hat das Lock nie bekommen.</translation>
    </message>
    <message>
        <source>The key %1 expires.</source>
        <translation>Der Schlüssel %1 läuft ab.</translation>
    </message>
    <message>
        <source>Fault: %1.</source>
        <translation>Störung: %1.</translation>
    </message>
    <message>
        <source>No reply reaches %1: it cannot know whether its %2 ran. It did: Redis ran it at %3.</source>
        <translation>Keine Antwort erreicht %1: Er kann nicht wissen, ob sein %2 ausgeführt wurde. Es wurde: Redis hat es bei %3 ausgeführt.</translation>
    </message>
    <message>
        <source>No reply reaches %1: it cannot know whether its %2 ran. Redis ran it at %3, and it changed nothing.</source>
        <translation>Keine Antwort erreicht %1: Er kann nicht wissen, ob sein %2 ausgeführt wurde. Redis hat es bei %3 ausgeführt, und es hat nichts geändert.</translation>
    </message>
    <message>
        <source>The store takes %1&apos;s stale write: it checks nothing, so the older holder overwrites newer data.</source>
        <translation>Der Store übernimmt den veralteten Schreibvorgang von %1: Er prüft nichts, also überschreibt der ältere Halter neuere Daten.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1&apos;s lock runs out of TTL: Redis deletes the key.</source>
        <translation>Die TTL des Locks von %1 läuft ab: Redis löscht den Schlüssel.</translation>
    </message>
    <message>
        <source>The lock&apos;s TTL runs out: Redis deletes the key.</source>
        <translation>Die TTL des Locks läuft ab: Redis löscht den Schlüssel.</translation>
    </message>
    <message>
        <source>Mutual exclusion is broken: %1 believe they hold the lock at once, and Redis says nobody holds it.</source>
        <translation>Der wechselseitige Ausschluss ist gebrochen: %1 glauben gleichzeitig, das Lock zu halten, und laut Redis hält es niemand.</translation>
    </message>
    <message>
        <source>Mutual exclusion is broken: %1 believe they hold the lock at once; Redis says only %2 does.</source>
        <translation>Der wechselseitige Ausschluss ist gebrochen: %1 glauben gleichzeitig, das Lock zu halten; laut Redis hält es nur %2.</translation>
    </message>
    <message>
        <source>Mutual exclusion is broken: %1 believe they hold the lock at once; Redis says %2 holds it.</source>
        <translation>Der wechselseitige Ausschluss ist gebrochen: %1 glauben gleichzeitig, das Lock zu halten; laut Redis hält es %2.</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis says nobody holds it.</source>
        <translation>%1 glaubt, das Lock zu halten, aber laut Redis hält es niemand.</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis says %2 holds it.</source>
        <translation>%1 glaubt, das Lock zu halten, aber laut Redis hält es %2.</translation>
    </message>
    <message>
        <source>Redis says %1 holds the lock, but %1 does not know it.</source>
        <translation>Laut Redis hält %1 das Lock, aber %1 weiß es nicht.</translation>
    </message>
    <message>
        <source>%1 checks the lock: GET %2, to compare the value with its own token.</source>
        <translation>%1 prüft den Lock: GET %2, um den Wert mit dem eigenen Token zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 writes the row with a plain UPDATE: nothing in it compares the fence.</source>
        <translation>%1 schreibt die Zeile mit einem einfachen UPDATE: nichts darin vergleicht die Fence.</translation>
    </message>
    <message>
        <source>%1 writes the row only if its fence is older: UPDATE … WHERE fence &lt; %2.</source>
        <translation>%1 schreibt die Zeile nur, wenn ihre Fence älter ist: UPDATE … WHERE fence &lt; %2.</translation>
    </message>
    <message>
        <source>%1 inserts the result of job %2; the job column is UNIQUE.</source>
        <translation>%1 trägt das Ergebnis von Job %2 ein; die Spalte job ist UNIQUE.</translation>
    </message>
    <message>
        <source>%1 overwrites the file in place; a file cannot compare a fencing token.</source>
        <translation>%1 überschreibt die Datei an Ort und Stelle; eine Datei kann kein Fencing-Token vergleichen.</translation>
    </message>
    <message>
        <source>Redis answers %1 with the token %2; %1 compares it with its own. The answer is true now, not at the next step.</source>
        <translation>Redis antwortet %1 mit dem Token %2; %1 vergleicht ihn mit dem eigenen. Die Antwort stimmt jetzt, nicht beim nächsten Schritt.</translation>
    </message>
    <message>
        <source>The lock key is gone: %1&apos;s check finds no lock.</source>
        <translation>Der Lock-Key ist weg: %1 findet bei der Prüfung keinen Lock.</translation>
    </message>
    <message>
        <source>PEXPIRE gave the key a full TTL again, whoever&apos;s token it holds.</source>
        <translation>PEXPIRE hat dem Key wieder die volle TTL gegeben, wessen Token er auch enthält.</translation>
    </message>
    <message>
        <source>PEXPIRE found no key: there is nothing to extend.</source>
        <translation>PEXPIRE fand keinen Key: es gibt nichts zu verlängern.</translation>
    </message>
    <message>
        <source>The database takes %1&apos;s write: the UPDATE compares nothing.</source>
        <translation>Die Datenbank übernimmt den Schreibvorgang von %1: das UPDATE vergleicht nichts.</translation>
    </message>
    <message>
        <source>The database takes %1&apos;s write: its fence is newer than the row&apos;s.</source>
        <translation>Die Datenbank übernimmt den Schreibvorgang von %1: seine Fence ist neuer als die der Zeile.</translation>
    </message>
    <message>
        <source>The database refuses %1&apos;s write: 0 rows matched WHERE fence &lt; %2.</source>
        <translation>Die Datenbank lehnt den Schreibvorgang von %1 ab: 0 Zeilen erfüllten WHERE fence &lt; %2.</translation>
    </message>
    <message>
        <source>The database takes %1&apos;s result: job %2 had none yet.</source>
        <translation>Die Datenbank übernimmt das Ergebnis von %1: Job %2 hatte noch keins.</translation>
    </message>
    <message>
        <source>The database refuses %1&apos;s result: job %2 is already done (UNIQUE constraint).</source>
        <translation>Die Datenbank lehnt das Ergebnis von %1 ab: Job %2 ist schon erledigt (UNIQUE-Constraint).</translation>
    </message>
    <message>
        <source>The file now holds %1&apos;s data: a file checks nothing.</source>
        <translation>Die Datei enthält jetzt die Daten von %1: eine Datei prüft nichts.</translation>
    </message>
    <message>
        <source>%1 checks that it still holds the lock before it writes.</source>
        <translation>%1 prüft vor dem Schreiben, ob es den Lock noch hält.</translation>
    </message>
    <message>
        <source>%1 asks with WAIT %2 %3 whether %2 replica(s) have its writes.</source>
        <translation>%1 fragt mit WAIT %2 %3, ob %2 Replica(s) seine Schreibvorgänge haben.</translation>
    </message>
    <message>
        <source>Only %1 replica(s) have %2&apos;s writes: WAIT tells, it does not undo them.</source>
        <translation>Nur %1 Replica(s) haben die Schreibvorgänge von %2: WAIT meldet es, macht aber nichts rückgängig.</translation>
    </message>
    <message>
        <source>%1 replica(s) confirm %2&apos;s writes.</source>
        <translation>%1 Replica(s) bestätigen die Schreibvorgänge von %2.</translation>
    </message>
    <message>
        <source>%1&apos;s DEL removed %2&apos;s lock: a plain DEL does not ask whose token the key holds, and the lock is free for anyone.</source>
        <translation>%1s DEL hat das Lock von %2 gelöscht: Ein einfaches DEL fragt nicht, wessen Token der Schlüssel hält, und das Lock ist für jeden frei.</translation>
    </message>
    <message>
        <source>%1&apos;s compare-and-delete removed %2&apos;s lock: the key held %3, which is %1&apos;s token too, so the comparison cannot tell them apart.</source>
        <translation>%1s Compare-and-Delete hat das Lock von %2 gelöscht: Der Schlüssel hielt %3, und das ist auch %1s Token, also kann der Vergleich sie nicht unterscheiden.</translation>
    </message>
    <message>
        <source>The key holds %2&apos;s token, not %1&apos;s: the script deletes nothing and %2 keeps its lock.</source>
        <translation>Der Schlüssel hält das Token von %2, nicht das von %1: Das Skript löscht nichts, und %2 behält sein Lock.</translation>
    </message>
    <message>
        <source>%1&apos;s PEXPIRE extended %2&apos;s lock: a plain PEXPIRE does not check whose token the key holds.</source>
        <translation>%1s PEXPIRE hat das Lock von %2 verlängert: Ein einfaches PEXPIRE prüft nicht, wessen Token der Schlüssel hält.</translation>
    </message>
    <message>
        <source>The run starts: %1 has sent nothing yet.</source>
        <translation>Der Lauf beginnt: %1 hat noch nichts gesendet.</translation>
    </message>
    <message>
        <source>Redis grants %1 the lock for %2: the key was gone, its TTL ran out under %3, who still believes it holds it.</source>
        <translation>Redis gibt %1 das Lock für %2: Der Schlüssel war weg, seine TTL lief unter %3 ab, der immer noch glaubt, es zu halten.</translation>
    </message>
    <message>
        <source>Redis grants %1 the lock for %2.</source>
        <translation>Redis gewährt %1 das Lock für %2.</translation>
    </message>
    <message>
        <source>Redis refuses %1: %2 holds the key, with %3 of its TTL left; NX sets only a key that does not exist.</source>
        <translation>Redis lehnt %1 ab: %2 hält den Schlüssel, mit noch %3 TTL; NX setzt nur einen Schlüssel, der nicht existiert.</translation>
    </message>
</context>
<context>
    <name>locklab::CaptionBar</name>
    <message>
        <source>Caption</source>
        <translation>Untertitel</translation>
    </message>
    <message>
        <source>The run is about to start.</source>
        <translation>Der Lauf beginnt gleich.</translation>
    </message>
</context>
<context>
    <name>locklab::ClusterMap</name>
    <message>
        <source>%1 answered CLUSTER SHARDS with no slot served: %2</source>
        <translation>%1 hat auf CLUSTER SHARDS ohne bedienten Slot geantwortet: %2</translation>
    </message>
    <message>
        <source>%1 answered CLUSTER SLOTS with no slot served: %2</source>
        <translation>%1 hat auf CLUSTER SLOTS ohne bedienten Slot geantwortet: %2</translation>
    </message>
    <message>
        <source>%1 is not a cluster node (%2)</source>
        <translation>%1 ist kein Cluster-Knoten (%2)</translation>
    </message>
    <message>
        <source>no node of the cluster gave its slot map: </source>
        <translation>kein Knoten des Clusters hat seine Slot-Zuordnung geliefert: </translation>
    </message>
</context>
<context>
    <name>locklab::CommandExecutor</name>
    <message>
        <source>file store: cannot create %1: %2</source>
        <translation>Datei-Store: %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation>Lauf abgebrochen</translation>
    </message>
    <message>
        <source>not a server fault</source>
        <translation>keine Serverstörung</translation>
    </message>
    <message>
        <source>connection lost: the primary died</source>
        <translation>Verbindung verloren: der Primary ist ausgefallen</translation>
    </message>
    <message>
        <source>connection refused: the server is restarting</source>
        <translation>Verbindung abgelehnt: der Server startet neu</translation>
    </message>
    <message>
        <source>connection refused: the primary is down</source>
        <translation>Verbindung abgelehnt: der Primary ist ausgefallen</translation>
    </message>
    <message>
        <source>no reply within %1 ms</source>
        <translation>keine Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>SQL store: </source>
        <translation>SQL-Store: </translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>der SQLite-Treiber von Qt (QSQLITE) ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 is not available on this backend</source>
        <translation>%1 ist auf diesem Backend nicht verfügbar</translation>
    </message>
    <message>
        <source>  (fenced write)</source>
        <translation>  (Schreiben mit Fence)</translation>
    </message>
    <message>
        <source>  (unfenced write)</source>
        <translation>  (Schreiben ohne Fence)</translation>
    </message>
    <message>
        <source>  (acquire with fence)</source>
        <translation>  (Erwerb mit Fence)</translation>
    </message>
    <message>
        <source>write %1 in place: &quot;%2&quot;</source>
        <translation>%1 an Ort und Stelle schreiben: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>(no reply: </source>
        <translation>(keine Antwort: </translation>
    </message>
</context>
<context>
    <name>locklab::CompareView</name>
    <message>
        <source>Compared run</source>
        <translation>Vergleichslauf</translation>
    </message>
    <message>
        <source>Compared timeline</source>
        <translation>Vergleichszeitleiste</translation>
    </message>
    <message>
        <source>The run shown in the lower timeline: choose another to compare with</source>
        <translation>Der Lauf in der unteren Zeitleiste: Wählen Sie einen anderen zum Vergleichen</translation>
    </message>
    <message>
        <source>Leave Compare</source>
        <translation>Vergleich beenden</translation>
    </message>
    <message>
        <source>Back to one timeline (View ▸ Compare Runs, Ctrl+Shift+D)</source>
        <translation>Zurück zu einer Zeitleiste (Ansicht ▸ Läufe vergleichen, Strg+Umschalt+D)</translation>
    </message>
    <message>
        <source>This run:</source>
        <translation>Dieser Lauf:</translation>
    </message>
    <message>
        <source>Compared:</source>
        <translation>Verglichen:</translation>
    </message>
    <message>
        <source>choose a run, or flip a policy to make one</source>
        <translation>Wählen Sie einen Lauf, oder schalten Sie eine Richtlinie um, um einen zu erzeugen</translation>
    </message>
</context>
<context>
    <name>locklab::DebugSession</name>
    <message>
        <source>Stop at: %1</source>
        <translation>Anhalten bei: %1</translation>
    </message>
    <message>
        <source>Run to &amp;Next Breakpoint</source>
        <translation>Bis zum &amp;nächsten Haltepunkt</translation>
    </message>
    <message>
        <source>Move the cursor to the next enabled breakpoint after it (F8)</source>
        <translation>Den Cursor zum nächsten aktivierten Haltepunkt dahinter bewegen (F8)</translation>
    </message>
    <message>
        <source>No enabled breakpoint after the cursor</source>
        <translation>Kein aktivierter Haltepunkt nach dem Cursor</translation>
    </message>
    <message>
        <source>Save &amp;Recording…</source>
        <translation>Aufzeichnung &amp;speichern…</translation>
    </message>
    <message>
        <source>Open Re&amp;cording…</source>
        <translation>Aufzeichnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Show a saved run exactly as it was recorded</source>
        <translation>Einen gespeicherten Lauf genau so zeigen, wie er aufgezeichnet wurde</translation>
    </message>
    <message>
        <source>Export History as &amp;JSON Lines…</source>
        <translation>Verlauf als &amp;JSON Lines exportieren…</translation>
    </message>
    <message>
        <source>Breakpoint hits</source>
        <translation>Haltepunkt-Treffer</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Verletzungen</translation>
    </message>
    <message>
        <source>Click to read the violations behind this verdict, with links to where they happen</source>
        <translation>Klicken, um die Verletzungen hinter diesem Urteil zu lesen, mit Links zu den Stellen, an denen sie auftreten</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>D&amp;ebuggen</translation>
    </message>
    <message>
        <source>Stop at</source>
        <translation>Anhalten bei</translation>
    </message>
    <message>
        <source>Compare &amp;With</source>
        <translation>Vergleichen &amp;mit</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>Debuggen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>The runs of this scenario: a policy flip away from the start keeps the old run here</source>
        <translation>Die Läufe dieses Szenarios: Wird eine Richtlinie abseits des Anfangs umgeschaltet, bleibt der alte Lauf hier erhalten</translation>
    </message>
    <message>
        <source> Runs </source>
        <translation> Läufe </translation>
    </message>
    <message>
        <source>Recording %1</source>
        <translation>Aufzeichnung %1</translation>
    </message>
    <message>
        <source>This run with %1</source>
        <translation>Dieser Lauf mit %1</translation>
    </message>
    <message>
        <source>Save Recording</source>
        <translation>Aufzeichnung speichern</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved recording %1</source>
        <translation>Aufzeichnung %1 gespeichert</translation>
    </message>
    <message>
        <source>Open Recording</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Could not open the recording: %1</source>
        <translation>Die Aufzeichnung konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Could not export %1: %2</source>
        <translation>%1 konnte nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>Next Breakpoint</source>
        <translation>Nächster Haltepunkt</translation>
    </message>
    <message>
        <source>&amp;Import MONITOR Log…</source>
        <translation>MONITOR-Protokoll &amp;importieren…</translation>
    </message>
    <message>
        <source>Show a `redis-cli monitor` capture as a run: replies and beliefs inferred by the model</source>
        <translation>Einen Mitschnitt von `redis-cli monitor` als Lauf zeigen: Antworten und Annahmen vom Modell erschlossen</translation>
    </message>
    <message>
        <source>&amp;Watch a Redis…</source>
        <translation>Ein Redis &amp;beobachten…</translation>
    </message>
    <message>
        <source>Capture a Redis&apos;s real lock traffic through MONITOR and step through it</source>
        <translation>Den echten Lock-Verkehr eines Redis per MONITOR mitschneiden und schrittweise durchgehen</translation>
    </message>
    <message>
        <source>&amp;Backend</source>
        <translation>&amp;Datenquelle</translation>
    </message>
    <message>
        <source>Imported from the MONITOR log %1: replies and beliefs inferred by the model.</source>
        <translation>Aus dem MONITOR-Protokoll %1 importiert: Antworten und Annahmen vom Modell erschlossen.</translation>
    </message>
    <message>
        <source>MONITOR log %1</source>
        <translation>MONITOR-Protokoll %1</translation>
    </message>
    <message>
        <source>Import MONITOR Log</source>
        <translation>MONITOR-Protokoll importieren</translation>
    </message>
    <message>
        <source>MONITOR logs (*.log *.txt);;All files (*)</source>
        <translation>MONITOR-Protokolle (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Watched %1</source>
        <translation>%1 beobachtet</translation>
    </message>
    <message>
        <source>Watching %1…</source>
        <translation>Beobachte %1…</translation>
    </message>
    <message>
        <source>watch</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>Save this run, with its scenario and the whole trace, as .locklab (compact) or .locklab.json</source>
        <translation>Diesen Lauf mit Szenario und vollständigem Trace als .locklab (kompakt) oder .locklab.json speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>LockLab recordings (*.locklab);;LockLab recordings as JSON (*.locklab.json)</source>
        <translation>LockLab-Aufzeichnungen (*.locklab);;LockLab-Aufzeichnungen als JSON (*.locklab.json)</translation>
    </message>
    <message>
        <source>LockLab recordings (*.locklab *.locklab.json);;All files (*)</source>
        <translation>LockLab-Aufzeichnungen (*.locklab *.locklab.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Compare Runs</source>
        <translation>Läufe &amp;vergleichen</translation>
    </message>
    <message>
        <source>Two runs of this scenario, one above the other, on one time axis (Ctrl+Shift+D)</source>
        <translation>Zwei Läufe dieses Szenarios übereinander, auf einer Zeitachse (Strg+Umschalt+D)</translation>
    </message>
    <message>
        <source>Recording: embedded simulator</source>
        <translation>Aufzeichnung: eingebetteter Simulator</translation>
    </message>
    <message>
        <source>Recording: watched traffic (MONITOR)</source>
        <translation>Aufzeichnung: beobachteter Verkehr (MONITOR)</translation>
    </message>
    <message>
        <source>Recording: watched Redis %1 (MONITOR)</source>
        <translation>Aufzeichnung: beobachtetes Redis %1 (MONITOR)</translation>
    </message>
    <message>
        <source>Recording: live Redis</source>
        <translation>Aufzeichnung: echtes Redis</translation>
    </message>
    <message>
        <source>Recording: live Redis %1</source>
        <translation>Aufzeichnung: echtes Redis %1</translation>
    </message>
    <message>
        <source>Stop reading: the session stays as it was before</source>
        <translation>Lesen abbrechen: Die Sitzung bleibt, wie sie vorher war</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Loading %1 — interpreting</source>
        <translation>%1 wird geladen — wird ausgewertet</translation>
    </message>
    <message>
        <source>Loading %1 — %2 %</source>
        <translation>%1 wird geladen — %2 %</translation>
    </message>
    <message>
        <source>%1: the first %L2 events, more to come — the verdict comes when all of it is read</source>
        <translation>%1: die ersten %L2 Ereignisse, weitere folgen — das Urteil kommt, wenn alles gelesen ist</translation>
    </message>
    <message>
        <source>Run to &amp;Previous Breakpoint</source>
        <translation>Bis zum &amp;vorherigen Haltepunkt</translation>
    </message>
    <message>
        <source>Move the cursor to the previous enabled breakpoint before it (Shift+F8)</source>
        <translation>Den Cursor zum vorherigen aktivierten Haltepunkt davor bewegen (Umschalt+F8)</translation>
    </message>
    <message>
        <source>No enabled breakpoint before the cursor</source>
        <translation>Kein aktivierter Haltepunkt vor dem Cursor</translation>
    </message>
    <message>
        <source>Lock keys</source>
        <translation>Lock-Schlüssel</translation>
    </message>
    <message>
        <source>Opened the MONITOR log %1: %2</source>
        <translation>MONITOR-Protokoll %1 geöffnet: %2</translation>
    </message>
    <message>
        <source>Could not open the MONITOR log: %1</source>
        <translation>Das MONITOR-Protokoll konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1 (not %2: choose one in Lock keys)</source>
        <translation>%1 (nicht %2: einen unter Lock-Schlüssel wählen)</translation>
    </message>
    <message>
        <source>%1 · shown: %2</source>
        <translation>%1 · gezeigt: %2</translation>
    </message>
    <message>
        <source>%1; the verdict is the worst key&apos;s, %2 · shown: %3, %4</source>
        <translation>%1; das Urteil ist das des schlimmsten Schlüssels, %2 · gezeigt: %3, %4</translation>
    </message>
    <message>
        <source>Loading %1 — interpreting the lock keys, %2 %</source>
        <translation>%1 wird geladen — Sperrschlüssel werden ausgewertet, %2 %</translation>
    </message>
</context>
<context>
    <name>locklab::ElidedLabel</name>
    <message>
        <source>more</source>
        <translation>mehr</translation>
    </message>
    <message>
        <source>less</source>
        <translation>weniger</translation>
    </message>
</context>
<context>
    <name>locklab::FairnessView</name>
    <message>
        <source>Run spin vs jitter</source>
        <translation>Spin vs. Jitter ausführen</translation>
    </message>
    <message>
        <source>Cannot load %1.</source>
        <translation>%1 kann nicht geladen werden.</translation>
    </message>
    <message>
        <source>Many workers, short holds: who gets the lock? Retrying at a fixed interval (spin) lets the same workers win again and again; random jitter spreads the retries.</source>
        <translation>Viele Worker, kurze Haltezeiten: Wer bekommt das Lock? Wiederholen im festen Takt (Spin) lässt dieselben Worker immer wieder gewinnen; zufälliger Jitter verteilt die Versuche.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Wait until the first lock</source>
        <translation>Warten bis zum ersten Lock</translation>
    </message>
    <message>
        <source>SET NX tries</source>
        <translation>SET-NX-Versuche</translation>
    </message>
    <message>
        <source>Time holding the lock</source>
        <translation>Zeit mit dem Lock</translation>
    </message>
    <message>
        <source>The figure each bar shows, per worker</source>
        <translation>Die Kennzahl, die jeder Balken je Worker zeigt</translation>
    </message>
    <message>
        <source>%1: nobody asked for the lock</source>
        <translation>%1: niemand wollte das Lock</translation>
    </message>
    <message numerus="yes">
        <source>%1: nobody got the lock, %n SET NX</source>
        <translation>
            <numerusform>%1: niemand bekam das Lock, %n SET NX</numerusform>
            <numerusform>%1: niemand bekam das Lock, %n SET NX</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: median wait %2, worst %3 (%4), %n SET NX</source>
        <translation>
            <numerusform>%1: Median-Wartezeit %2, längste %3 (%4), %n SET NX</numerusform>
            <numerusform>%1: Median-Wartezeit %2, längste %3 (%4), %n SET NX</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 waited %2× the median</source>
        <translation> — %1 wartete das %2-Fache des Medians</translation>
    </message>
    <message numerus="yes">
        <source>, %n gave up</source>
        <translation>
            <numerusform>, %n gab auf</numerusform>
            <numerusform>, %n gaben auf</numerusform>
        </translation>
    </message>
    <message>
        <source>. %1 waits %2× less at the median and sends %3× fewer SET NX.</source>
        <translation>. %1 wartet im Median %2× kürzer und sendet %3× weniger SET NX.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) — %3 per worker</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) — %3 je Worker</translation>
    </message>
    <message>
        <source>%1 ✗</source>
        <translation>%1 ✗</translation>
    </message>
    <message>
        <source>p50 %1</source>
        <translation>p50 %1</translation>
    </message>
    <message>
        <source>p95 %1</source>
        <translation>p95 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: first lock after %2 · %n SET NX · held %3</source>
        <translation>
            <numerusform>%1: erstes Lock nach %2 · %n SET NX · gehalten %3</numerusform>
            <numerusform>%1: erstes Lock nach %2 · %n SET NX · gehalten %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: never got the lock · %n SET NX</source>
        <translation>
            <numerusform>%1: bekam das Lock nie · %n SET NX</numerusform>
            <numerusform>%1: bekam das Lock nie · %n SET NX</numerusform>
        </translation>
    </message>
    <message>
        <source> · gave up</source>
        <translation> · gab auf</translation>
    </message>
    <message>
        <source>%1 workers tried, %2 got the lock, %3 gave up; %4 SET NX in all. %5: p50 %6 · p95 %7 · max %8 (%9).</source>
        <translation>%1 Worker versuchten es, %2 bekamen das Lock, %3 gaben auf; %4 SET NX insgesamt. %5: p50 %6 · p95 %7 · max %8 (%9).</translation>
    </message>
</context>
<context>
    <name>locklab::Fault</name>
    <message>
        <source>Redis restarted with appendonly yes, appendfsync always: %1 key(s) survived</source>
        <translation>Redis mit appendonly yes, appendfsync always neu gestartet: %1 Schlüssel erhalten</translation>
    </message>
    <message>
        <source>Redis restarted without persistence: %1 key(s) lost</source>
        <translation>Redis ohne Persistenz neu gestartet: %1 Schlüssel verloren</translation>
    </message>
    <message>
        <source>the server&apos;s clock jumped forward by %1 ms</source>
        <translation>die Uhr des Servers ist um %1 ms vorgesprungen</translation>
    </message>
    <message>
        <source>%1&apos;s process frozen for %2 ms</source>
        <translation>Prozess von %1 für %2 ms eingefroren</translation>
    </message>
    <message>
        <source>the reply to %1&apos;s command #%2 from now will be %3 ms late</source>
        <translation>die Antwort auf Befehl Nr. %2 von %1 (ab jetzt gezählt) kommt %3 ms verspätet an</translation>
    </message>
    <message>
        <source>slow network: %1&apos;s replies arrive %2 ms late</source>
        <translation>langsames Netzwerk: Antworten an %1 kommen %2 ms verspätet an</translation>
    </message>
    <message>
        <source>the reply to %1&apos;s command #%2 from now will be lost</source>
        <translation>die Antwort auf Befehl Nr. %2 von %1 (ab jetzt gezählt) geht verloren</translation>
    </message>
    <message>
        <source>not applied: </source>
        <translation>nicht angewendet: </translation>
    </message>
    <message>
        <source>no primary streaming to a replica</source>
        <translation>kein Primary, der an ein Replica streamt</translation>
    </message>
    <message>
        <source>replication held: replica(s) %1 receive nothing of the primary&apos;s stream until %2 ms</source>
        <translation>Replikation angehalten: Replica(s) %1 erhalten bis %2 ms nichts vom Datenstrom des Primary</translation>
    </message>
    <message>
        <source>the primary is already down</source>
        <translation>der Primary ist bereits ausgefallen</translation>
    </message>
    <message>
        <source>no replica to promote</source>
        <translation>kein Replica zum Befördern</translation>
    </message>
    <message>
        <source>the primary died; replica %1, the most up-to-date, has %2 of its %3 key(s)</source>
        <translation>der Primary ist ausgefallen; Replica %1, das aktuellste, hat %2 seiner %3 Key(s)</translation>
    </message>
    <message>
        <source>no failover under way</source>
        <translation>kein Failover im Gange</translation>
    </message>
    <message>
        <source>replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the clients reconnect to it; no replica is left</source>
        <translation>Replica %1 befördert (REPLICAOF NO ONE) mit %2 Key(s); die Clients verbinden sich neu mit ihm; kein Replica bleibt übrig</translation>
    </message>
    <message>
        <source>replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the clients reconnect to it; replica %3 follows it</source>
        <translation>Replica %1 befördert (REPLICAOF NO ONE) mit %2 Key(s); die Clients verbinden sich neu mit ihm; Replica %3 folgt ihm</translation>
    </message>
    <message>
        <source>the sentinel promoted replica %1 with %2 key(s): it saw the primary down (+sdown) %3 ms after the kill (down-after-milliseconds %4) and named the replica %5 ms after it (wall); the clients reconnect to it</source>
        <translation>der Sentinel hat Replica %1 mit %2 Key(s) befördert: er sah den Primary %3 ms nach dem Kill als ausgefallen (+sdown, down-after-milliseconds %4) und nannte das Replica %5 ms danach (Wanduhr); die Clients verbinden sich neu mit ihm</translation>
    </message>
    <message>
        <source>instance %1: %2</source>
        <translation>Instanz %1: %2</translation>
    </message>
    <message>
        <source>the server stalls for %1 ms: it answers nothing, then runs what was sent to it meanwhile, in order, on its own clock</source>
        <translation>der Server hängt %1 ms lang: er antwortet nicht und führt danach, der Reihe nach und nach seiner eigenen Uhr, aus, was ihm inzwischen geschickt wurde</translation>
    </message>
    <message>
        <source>slow network to instance %1: its replies reach every client %2 ms late (held back by LockLab&apos;s client)</source>
        <translation>langsames Netz zu Instanz %1: ihre Antworten erreichen jeden Client %2 ms später (von LockLabs Client zurückgehalten)</translation>
    </message>
    <message>
        <source>slow network to instance %1: its replies reach every client %2 ms late</source>
        <translation>langsames Netz zu Instanz %1: ihre Antworten erreichen jeden Client %2 ms später</translation>
    </message>
</context>
<context>
    <name>locklab::FaultListModel</name>
    <message>
        <source>pause (process frozen)</source>
        <translation>Pause (Prozess eingefroren)</translation>
    </message>
    <message>
        <source>slow replies</source>
        <translation>langsame Antworten</translation>
    </message>
    <message>
        <source>lost reply</source>
        <translation>verlorene Antwort</translation>
    </message>
    <message>
        <source>Redis restart</source>
        <translation>Redis-Neustart</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>Uhrsprung</translation>
    </message>
    <message>
        <source>Redis restart (AOF)</source>
        <translation>Redis-Neustart (AOF)</translation>
    </message>
    <message>
        <source>Redis restart (no persistence)</source>
        <translation>Redis-Neustart (ohne Persistenz)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>command #%1</source>
        <translation>Befehl Nr. %1</translation>
    </message>
    <message>
        <source>Expected a whole number of milliseconds from 0 to %1.</source>
        <translation>Erwartet wird eine ganze Zahl Millisekunden von 0 bis %1.</translation>
    </message>
    <message>
        <source>Change fault %1</source>
        <translation>Fehler %1 ändern</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>How much</source>
        <translation>Wie viel</translation>
    </message>
    <message>
        <source>Remove fault: %1</source>
        <translation>Fehler entfernen: %1</translation>
    </message>
    <message>
        <source>replication lag</source>
        <translation>Replikationsverzug</translation>
    </message>
    <message>
        <source>failover</source>
        <translation>Failover</translation>
    </message>
    <message>
        <source>promotion</source>
        <translation>Beförderung</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
    <message>
        <source>down %1</source>
        <translation>%1 nicht erreichbar</translation>
    </message>
    <message>
        <source>stalled server</source>
        <translation>hängender Server</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>Instanz %1</translation>
    </message>
</context>
<context>
    <name>locklab::FaultPalette</name>
    <message>
        <source>Whose process or replies the fault hits</source>
        <translation>Wessen Prozess oder Antworten die Störung trifft</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Worker:</source>
        <translation>Worker:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Pause worker</source>
        <translation>Worker pausieren</translation>
    </message>
    <message>
        <source>The worker&apos;s process freezes: no commands, no heartbeat (a GC pause, a stopped VM)</source>
        <translation>Der Prozess des Workers friert ein: keine Befehle, kein Heartbeat (eine GC-Pause, eine angehaltene VM)</translation>
    </message>
    <message>
        <source>Slow network</source>
        <translation>Langsames Netzwerk</translation>
    </message>
    <message>
        <source>The worker&apos;s replies arrive this much later from now on</source>
        <translation>Die Antworten an den Worker kommen ab jetzt um diese Dauer später an</translation>
    </message>
    <message>
        <source>Lose a reply</source>
        <translation>Antwort verlieren</translation>
    </message>
    <message>
        <source>The worker&apos;s next command runs on the server but its reply never arrives</source>
        <translation>Der nächste Befehl des Workers wird auf dem Server ausgeführt, aber die Antwort darauf kommt nie an</translation>
    </message>
    <message>
        <source>Restart Redis</source>
        <translation>Redis neu starten</translation>
    </message>
    <message>
        <source>Redis restarts without persistence: the lock key is gone</source>
        <translation>Redis startet ohne Persistenz neu: Der Lock-Schlüssel ist weg</translation>
    </message>
    <message>
        <source>Restart (AOF)</source>
        <translation>Neustart (AOF)</translation>
    </message>
    <message>
        <source>Redis restarts with appendonly yes and appendfsync always: the key survives</source>
        <translation>Redis startet mit appendonly yes und appendfsync always neu: Der Schlüssel überlebt</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Uhrzeitsprung</translation>
    </message>
    <message>
        <source>The server&apos;s clock jumps forward by the duration: keys expire early</source>
        <translation>Die Uhr des Servers springt um diese Dauer vor: Schlüssel laufen zu früh ab</translation>
    </message>
    <message>
        <source>Fires at the playhead while a run steps or plays, otherwise at the cursor.</source>
        <translation>Wird an der Abspielposition ausgelöst, während ein Lauf schrittweise durchlaufen oder abgespielt wird, sonst am Cursor.</translation>
    </message>
    <message>
        <source>A live run is in progress</source>
        <translation>Ein Live-Lauf ist im Gange</translation>
    </message>
    <message>
        <source>Restarts need managed Redis: LockLab cannot restart a server it did not start</source>
        <translation>Neustarts erfordern ein verwaltetes Redis: LockLab kann keinen Server neu starten, den es nicht selbst gestartet hat</translation>
    </message>
    <message>
        <source>The scenario has no workers</source>
        <translation>Das Szenario hat keine Worker</translation>
    </message>
    <message>
        <source>Fire %1</source>
        <translation>%1 auslösen</translation>
    </message>
    <message>
        <source>Instance:</source>
        <translation>Instanz:</translation>
    </message>
    <message>
        <source>Delayed restart</source>
        <translation>Verzögerter Neustart</translation>
    </message>
    <message>
        <source>Redis restarts without persistence and stays down for the lock&apos;s TTL: every key it forgot has expired anyway (antirez&apos;s mitigation)</source>
        <translation>Redis startet ohne Persistenz neu und bleibt für die TTL des Locks unten: jeder vergessene Schlüssel wäre ohnehin abgelaufen (antirez’ Gegenmittel)</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instanz %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Pause length, added latency, clock jump or stall</source>
        <translation>Pausenlänge, zusätzliche Latenz, Uhrensprung oder Hänger</translation>
    </message>
    <message>
        <source>Which of the Redlock&apos;s independent servers a restart, clock jump, stall or delay hits</source>
        <translation>Welchen der unabhängigen Server des Redlocks ein Neustart, Uhrensprung, Hänger oder eine Verzögerung trifft</translation>
    </message>
    <message>
        <source>Stall instance</source>
        <translation>Instanz anhalten</translation>
    </message>
    <message>
        <source>The server answers nothing for the duration (SIGSTOP on managed servers): clients time out, then it runs what was sent to it</source>
        <translation>Der Server antwortet für diese Dauer nicht (SIGSTOP bei verwalteten Servern): Clients laufen in ihr Timeout, danach führt er aus, was ihm geschickt wurde</translation>
    </message>
    <message>
        <source>Delay instance</source>
        <translation>Instanz verzögern</translation>
    </message>
    <message>
        <source>Every reply from the server reaches every worker this much later from now on (a slow network to it)</source>
        <translation>Jede Antwort des Servers erreicht ab jetzt jeden Worker um diese Dauer später (ein langsames Netz zu ihm)</translation>
    </message>
</context>
<context>
    <name>locklab::FieldDelegate</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>locklab::Format</name>
    <message>
        <source>unknown field (expected one of: %1)</source>
        <translation>unbekanntes Feld (erwartet eines von: %1)</translation>
    </message>
    <message>
        <source>missing required field %1</source>
        <translation>Pflichtfeld %1 fehlt</translation>
    </message>
    <message>
        <source>missing required field %1 for %2</source>
        <translation>Pflichtfeld %1 fehlt für %2</translation>
    </message>
    <message>
        <source>expected a non-negative integer, got %1</source>
        <translation>erwartet eine nicht negative ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a positive integer, got %1</source>
        <translation>erwartet eine positive ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>erwartet eine ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3 (too large)</source>
        <translation>erwartet eine ganze Zahl von %1 bis %2, erhalten: %3 (zu groß)</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>erwartet eine ganze Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>erwartet eine Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>erwartet eine Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>erwartet true oder false, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>erwartet eine Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>erwartet höchstens %1 Zeichen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>erwartet eines von %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>erwartet ein Objekt, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>erwartet ein Array, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1 (is this a LockLab recording?)</source>
        <translation>erwartet %1 (ist das eine LockLab-Aufzeichnung?)</translation>
    </message>
    <message>
        <source>expected a decimal number, got %1</source>
        <translation>erwartet eine Dezimalzahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 workers, got %3</source>
        <translation>erwartet %1 bis %2 Worker, erhalten: %3</translation>
    </message>
    <message>
        <source>events must be in time order</source>
        <translation>Ereignisse müssen zeitlich geordnet sein</translation>
    </message>
    <message>
        <source>expected a worker index below %1, got %2</source>
        <translation>erwartet einen Worker-Index unter %1, erhalten: %2</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>Datei nicht lesbar: %1</translation>
    </message>
    <message>
        <source>expected lowercase letters, digits and &apos;-&apos;, got %1</source>
        <translation>erwartet Kleinbuchstaben, Ziffern und &apos;-&apos;, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 steps in all workers together, got %2</source>
        <translation>erwartet höchstens %1 Schritte in allen Workern zusammen, erhalten: %2</translation>
    </message>
    <message>
        <source>duplicate worker name %1</source>
        <translation>doppelter Worker-Name %1</translation>
    </message>
    <message>
        <source>expected at most %1 faults, got %2</source>
        <translation>erwartet höchstens %1 Störungen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected letters, digits and &apos;:_.-&apos; only, got %1</source>
        <translation>erwartet nur Buchstaben, Ziffern und &apos;:_.-&apos;, erhalten: %1</translation>
    </message>
    <message>
        <source>&quot;fence&quot; and &quot;store*&quot; are reserved for the fenced store, got %1</source>
        <translation>&quot;fence&quot; und &quot;store*&quot; sind für den gefencten Speicher reserviert, erhalten: %1</translation>
    </message>
    <message>
        <source>expected letters, digits, &apos;_&apos; or &apos;-&apos;, got %1</source>
        <translation>erwartet Buchstaben, Ziffern, &apos;_&apos; oder &apos;-&apos;, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 steps, got %3</source>
        <translation>erwartet %1 bis %2 Schritte, erhalten: %3</translation>
    </message>
    <message>
        <source>expected the name of a worker, got %1</source>
        <translation>erwartet den Namen eines Workers, erhalten: %1</translation>
    </message>
    <message>
        <source>file is larger than %1 MiB</source>
        <translation>Datei ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>expected at most %1 workers, got %2</source>
        <translation>erwartet höchstens %1 Worker, erhalten: %2</translation>
    </message>
    <message>
        <source>only a &quot;sql&quot; store has a guard, this one is %1</source>
        <translation>nur ein &quot;sql&quot;-Speicher hat einen guard, dieser ist %1</translation>
    </message>
    <message>
        <source>expected a hostname (letters, digits, &apos;.&apos; and &apos;-&apos;), got %1</source>
        <translation>erwartet einen Hostnamen (Buchstaben, Ziffern, &apos;.&apos; und &apos;-&apos;), erhalten: %1</translation>
    </message>
    <message>
        <source>%1 needs replicas: add &quot;redis&quot;: {&quot;replicas&quot;: 1} to the scenario</source>
        <translation>%1 braucht Replicas: „redis“: {&quot;replicas&quot;: 1} zum Szenario hinzufügen</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1, got %2</source>
        <translation>erwartet eine ganze Zahl von 1 bis %1, erhalten %2</translation>
    </message>
    <message>
        <source>the recording is %1 MiB; recordings larger than %2 MiB are refused</source>
        <translation>die Aufzeichnung ist %1 MiB groß; Aufzeichnungen über %2 MiB werden abgelehnt</translation>
    </message>
    <message>
        <source>too many events to load: %1</source>
        <translation>zu viele Ereignisse zum Laden: %1</translation>
    </message>
    <message>
        <source>no built-in scenario of that name and no such file (try `locklab list`)</source>
        <translation>kein eingebautes Szenario dieses Namens und keine solche Datei (siehe `locklab list`)</translation>
    </message>
    <message>
        <source>a number longer than 64 bits</source>
        <translation>eine Zahl länger als 64 Bit</translation>
    </message>
    <message>
        <source>string %1 used before it was defined</source>
        <translation>Zeichenkette %1 vor ihrer Definition verwendet</translation>
    </message>
    <message>
        <source>a string of %1 bytes</source>
        <translation>eine Zeichenkette von %1 Byte</translation>
    </message>
    <message>
        <source>the file ends in the middle of its compressed data</source>
        <translation>die Datei endet mitten in ihren komprimierten Daten</translation>
    </message>
    <message>
        <source>corrupt compressed data (%1)</source>
        <translation>beschädigte komprimierte Daten (%1)</translation>
    </message>
    <message>
        <source>unknown event kind %1</source>
        <translation>unbekannte Ereignisart %1</translation>
    </message>
    <message>
        <source>time out of range</source>
        <translation>Zeit außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation>unbekannter Befehl %1</translation>
    </message>
    <message>
        <source>unknown reply kind %1</source>
        <translation>unbekannte Antwortart %1</translation>
    </message>
    <message>
        <source>unknown worker state %1</source>
        <translation>unbekannter Worker-Zustand %1</translation>
    </message>
    <message>
        <source>unknown fault %1</source>
        <translation>unbekannte Störung %1</translation>
    </message>
    <message>
        <source>the file ends early</source>
        <translation>die Datei endet zu früh</translation>
    </message>
    <message>
        <source>not a compact LockLab recording</source>
        <translation>keine kompakte LockLab-Aufzeichnung</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>%1 events, more than the limit of %2</source>
        <translation>%1 Ereignisse, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>%1 events announced, %2 found</source>
        <translation>%1 Ereignisse angekündigt, %2 gefunden</translation>
    </message>
    <message>
        <source>data after the last event</source>
        <translation>Daten nach dem letzten Ereignis</translation>
    </message>
    <message>
        <source>invalid JSON: unexpected character %1</source>
        <translation>ungültiges JSON: unerwartetes Zeichen %1</translation>
    </message>
    <message>
        <source>invalid UTF-8: byte 0x%1</source>
        <translation>ungültiges UTF-8: Byte 0x%1</translation>
    </message>
    <message>
        <source>invalid UTF-8: byte 0x%1 in a string</source>
        <translation>ungültiges UTF-8: Byte 0x%1 in einer Zeichenkette</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Werts</translation>
    </message>
    <message>
        <source>invalid JSON: nested deeper than %1 levels</source>
        <translation>ungültiges JSON: tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>invalid JSON: unexpected end of file</source>
        <translation>ungültiges JSON: unerwartetes Dateiende</translation>
    </message>
    <message>
        <source>invalid JSON: malformed number</source>
        <translation>ungültiges JSON: fehlerhafte Zahl</translation>
    </message>
    <message>
        <source>invalid JSON: unterminated string</source>
        <translation>ungültiges JSON: nicht abgeschlossene Zeichenkette</translation>
    </message>
    <message>
        <source>invalid JSON: control character in a string</source>
        <translation>ungültiges JSON: Steuerzeichen in einer Zeichenkette</translation>
    </message>
    <message>
        <source>invalid JSON: bad \u escape</source>
        <translation>ungültiges JSON: fehlerhafte \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>invalid JSON: bad escape in a string</source>
        <translation>ungültiges JSON: fehlerhafte Escape-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <source>invalid JSON: expected &apos;,&apos; or &apos;]&apos;</source>
        <translation>ungültiges JSON: &apos;,&apos; oder &apos;]&apos; erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: expected a quoted field name</source>
        <translation>ungültiges JSON: Feldname in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>duplicate field %1</source>
        <translation>doppeltes Feld %1</translation>
    </message>
    <message>
        <source>invalid JSON: expected &apos;:&apos; after a field name</source>
        <translation>ungültiges JSON: &apos;:&apos; nach einem Feldnamen erwartet</translation>
    </message>
    <message>
        <source>invalid JSON: expected &apos;,&apos; or &apos;}&apos;</source>
        <translation>ungültiges JSON: &apos;,&apos; oder &apos;}&apos; erwartet</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>nicht schreibbar: %1</translation>
    </message>
    <message>
        <source>a sentinel needs a replica to promote: add &quot;replicas&quot;: 1</source>
        <translation>ein Sentinel braucht ein Replica zum Befördern: &quot;replicas&quot;: 1 ergänzen</translation>
    </message>
    <message>
        <source>expected %1 to %2 keys, got %3</source>
        <translation>erwartet %1 bis %2 Schlüssel, erhalten: %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 events, got %3</source>
        <translation>erwartet %1 bis %2 Ereignisse, erhalten: %3</translation>
    </message>
    <message>
        <source>only a Redlock has this: add &quot;algorithm&quot;: &quot;redlock&quot;</source>
        <translation>nur ein Redlock hat das: &quot;algorithm&quot;: &quot;redlock&quot; ergänzen</translation>
    </message>
    <message>
        <source>independent instances have no replicas: leave out &quot;replicas&quot; or set it to 0</source>
        <translation>unabhängige Instanzen haben keine Replicas: &quot;replicas&quot; weglassen oder auf 0 setzen</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1 (the instances), got %2</source>
        <translation>erwartet eine ganze Zahl von 1 bis %1 (die Instanzen), erhalten %2</translation>
    </message>
    <message>
        <source>independent instances need &quot;algorithm&quot;: &quot;redlock&quot; in &quot;lock&quot;</source>
        <translation>unabhängige Instanzen brauchen &quot;algorithm&quot;: &quot;redlock&quot; in &quot;lock&quot;</translation>
    </message>
    <message>
        <source>say which of the %1 instances: add &quot;instance&quot; (1 to %1)</source>
        <translation>angeben, welche der %1 Instanzen: &quot;instance&quot; ergänzen (1 bis %1)</translation>
    </message>
    <message>
        <source>a Redlock has no one key to check: expected a step other than &quot;check&quot;</source>
        <translation>ein Redlock hat keinen einzelnen Schlüssel zum Prüfen: erwartet ein anderer Schritt als &quot;check&quot;</translation>
    </message>
    <message>
        <source>a cluster&apos;s replicas are per primary: leave out &quot;replicas&quot; and set &quot;replicasPerPrimary&quot;</source>
        <translation>die Replicas eines Clusters gehören je zu einem Primary: &quot;replicas&quot; weglassen und &quot;replicasPerPrimary&quot; setzen</translation>
    </message>
    <message>
        <source>a cluster promotes its replicas itself: leave out &quot;failover&quot;</source>
        <translation>ein Cluster befördert seine Replicas selbst: &quot;failover&quot; weglassen</translation>
    </message>
    <message>
        <source>a cluster is not independent instances: leave out &quot;instances&quot;</source>
        <translation>ein Cluster besteht nicht aus unabhängigen Instanzen: &quot;instances&quot; weglassen</translation>
    </message>
    <message>
        <source>%1 needs replicas: add &quot;replicasPerPrimary&quot;: 1 to &quot;cluster&quot;</source>
        <translation>%1 braucht Replicas: &quot;replicasPerPrimary&quot;: 1 zu &quot;cluster&quot; hinzufügen</translation>
    </message>
    <message>
        <source>events[%1].%2: %3 is outside what a JSON recording holds (%4 to %5); save it as a .locklab recording</source>
        <translation>events[%1].%2: %3 liegt außerhalb dessen, was eine JSON-Aufzeichnung fasst (%4 bis %5); als .locklab-Aufzeichnung speichern</translation>
    </message>
    <message>
        <source>a latency delays one worker&apos;s replies or every reply from one instance: give &quot;worker&quot; or &quot;instance&quot;, not both</source>
        <translation>eine Latenz verzögert die Antworten eines Workers oder jede Antwort einer Instanz: „worker“ oder „instance“ angeben, nicht beides</translation>
    </message>
    <message>
        <source>an instance&apos;s delay is a window (atMs to untilMs): &quot;nth&quot; delays one of a worker&apos;s replies</source>
        <translation>die Verzögerung einer Instanz ist ein Zeitfenster (atMs bis untilMs): „nth“ verzögert eine Antwort eines Workers</translation>
    </message>
    <message>
        <source>its header is %1 MiB, more than a recording&apos;s limit of %2 MiB</source>
        <translation>ihr Kopf ist %1 MiB groß, mehr als die Grenze einer Aufzeichnung von %2 MiB</translation>
    </message>
    <message>
        <source>the header of lock key %1 is %2 MiB, more than the limit of %3 MiB</source>
        <translation>der Kopf des Sperrschlüssels %1 ist %2 MiB groß, mehr als die Grenze von %3 MiB</translation>
    </message>
    <message>
        <source>a compact recording of version %1, which this LockLab cannot read (it reads versions 1 and 2)</source>
        <translation>eine kompakte Aufzeichnung der Version %1, die dieses LockLab nicht lesen kann (es liest die Versionen 1 und 2)</translation>
    </message>
</context>
<context>
    <name>locklab::FrameWriter</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: unknown video format (use .mp4, .webm or .gif)</source>
        <translation>%1: unbekanntes Videoformat (.mp4, .webm oder .gif verwenden)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>frame %1 is %2×%3, the video %4×%5</source>
        <translation>Einzelbild %1 ist %2×%3, das Video %4×%5</translation>
    </message>
    <message>
        <source>ffmpeg stopped: %1</source>
        <translation>ffmpeg wurde beendet: %1</translation>
    </message>
    <message>
        <source>ffmpeg failed: %1</source>
        <translation>ffmpeg fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>locklab::Guide</name>
    <message>
        <source>LockLab User Guide</source>
        <translation>LockLab-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>locklab::GuidedTour</name>
    <message>
        <source>Experiment %1 of %2: %3</source>
        <translation>Experiment %1 von %2: %3</translation>
    </message>
    <message>
        <source>B&apos;s SET NX is refused because A&apos;s key is still there: NX only sets a key that does not exist.</source>
        <translation>Das SET NX von B wird abgelehnt, weil der Schlüssel von A noch da ist: NX setzt nur einen Schlüssel, der nicht existiert.</translation>
    </message>
    <message>
        <source>B releases a lock it never had: the compare-and-delete finds A&apos;s token in the key and deletes nothing.</source>
        <translation>B gibt ein Lock frei, das es nie hatte: Das Compare-and-Delete findet das Token von A im Schlüssel und löscht nichts.</translation>
    </message>
    <message>
        <source>A&apos;s late DEL deletes B&apos;s key because a plain DEL does not ask whose token it holds: C walks in beside B.</source>
        <translation>Das späte DEL von A löscht den Schlüssel von B, weil ein einfaches DEL nicht fragt, wessen Token er hält: C kommt neben B herein.</translation>
    </message>
    <message>
        <source>The same late release, now a compare-and-delete: the key holds B&apos;s token, so A deletes nothing.</source>
        <translation>Dieselbe späte Freigabe, jetzt als Compare-and-Delete: Der Schlüssel hält das Token von B, also löscht A nichts.</translation>
    </message>
    <message>
        <source>Every container&apos;s process is PID 1, so the tokens are equal and A&apos;s correct release deletes B&apos;s lock.</source>
        <translation>Der Prozess jedes Containers ist PID 1, also sind die Tokens gleich, und die korrekte Freigabe von A löscht das Lock von B.</translation>
    </message>
    <message>
        <source>A freezes longer than the TTL: Redis expires its key, B gets the lock, and A wakes up still believing it holds it.</source>
        <translation>A friert länger als die TTL ein: Redis lässt seinen Schlüssel ablaufen, B bekommt das Lock, und A wacht auf und glaubt immer noch, es zu halten.</translation>
    </message>
    <message>
        <source>A&apos;s heartbeat is a plain PEXPIRE: after its own lock expired it keeps extending B&apos;s.</source>
        <translation>Der Heartbeat von A ist ein einfaches PEXPIRE: Nachdem sein eigenes Lock abgelaufen ist, verlängert er immer wieder das von B.</translation>
    </message>
    <message>
        <source>A waits for a stalled reply past its timeout while its lock expires; B gives up at its timeout.</source>
        <translation>A wartet über sein Timeout hinaus auf eine hängende Antwort, während sein Lock abläuft; B gibt bei seinem Timeout auf.</translation>
    </message>
    <message>
        <source>A&apos;s check passes, then A freezes between the check and the write: the check was true only when Redis ran it.</source>
        <translation>Die Prüfung von A besteht, dann friert A zwischen Prüfung und Schreiben ein: Die Prüfung war nur wahr, als Redis sie ausführte.</translation>
    </message>
    <message>
        <source>The store compares fencing tokens: A&apos;s write carries token 1 after B&apos;s token 2, so it is refused.</source>
        <translation>Der Speicher vergleicht Fencing-Tokens: Der Schreibvorgang von A trägt Token 1 nach Token 2 von B, also wird er abgelehnt.</translation>
    </message>
    <message>
        <source>The database does the comparison: UPDATE … WHERE fence &lt; token matches no row for A&apos;s stale write.</source>
        <translation>Die Datenbank vergleicht: UPDATE … WHERE fence &lt; token trifft für den veralteten Schreibvorgang von A keine Zeile.</translation>
    </message>
    <message>
        <source>A file cannot compare tokens: A&apos;s stale write lands over B&apos;s although it carries a token.</source>
        <translation>Eine Datei kann keine Tokens vergleichen: Der veraltete Schreibvorgang von A landet über dem von B, obwohl er ein Token trägt.</translation>
    </message>
    <message>
        <source>The UNIQUE job column refuses A&apos;s second result: the database gives the guarantee the lock could not.</source>
        <translation>Die UNIQUE-Spalte job lehnt das zweite Ergebnis von A ab: Die Datenbank gibt die Garantie, die das Lock nicht geben konnte.</translation>
    </message>
    <message>
        <source>An efficiency lock: the overlap costs a second refresh of the cache, and no data is corrupted.</source>
        <translation>Ein Effizienz-Lock: Die Überlappung kostet eine zweite Aktualisierung des Caches, und keine Daten werden beschädigt.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Finish ▶</source>
        <translation>Beenden ▶</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Skip Tour</source>
        <translation>Tour überspringen</translation>
    </message>
    <message>
        <source>Watch: %1</source>
        <translation>Worauf achten: %1</translation>
    </message>
    <message>
        <source>The primary dies before A&apos;s key reached a replica: the promoted replica has no lock, and B acquires while A still believes it holds it.</source>
        <translation>Der Primary stirbt, bevor der Key von A ein Replica erreicht hat: das beförderte Replica hat keinen Lock, und B erwirbt ihn, während A noch glaubt, ihn zu halten.</translation>
    </message>
    <message>
        <source>WAIT 1 50 answers 0: no replica has A&apos;s lock, so A gives it back before the failover. WAIT only tells; it undoes nothing.</source>
        <translation>WAIT 1 50 antwortet 0: kein Replica hat den Lock von A, also gibt A ihn vor dem Failover zurück. WAIT meldet nur; es macht nichts rückgängig.</translation>
    </message>
    <message>
        <source>Back from the Guided Tour</source>
        <translation>Zurück von der Führung</translation>
    </message>
    <message>
        <source>Instance 3&apos;s clock jumps 1 s and A&apos;s key there expires early: B gets instances 3, 4 and 5, a quorum, while A still believes it holds 3 of 5.</source>
        <translation>Die Uhr von Instanz 3 springt 1 s vor und der Schlüssel von A dort läuft früh ab: B bekommt die Instanzen 3, 4 und 5, ein Quorum, während A noch glaubt, 3 von 5 zu halten.</translation>
    </message>
</context>
<context>
    <name>locklab::InspectorView</name>
    <message>
        <source>At the cursor</source>
        <translation>Am Cursor</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Redis at %1</source>
        <translation>Redis bei %1</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s token)</source>
        <translation>%1 (Token von %2)</translation>
    </message>
    <message>
        <source>(nil) — no key</source>
        <translation>(nil) — kein Schlüssel</translation>
    </message>
    <message>
        <source>-1 (no TTL)</source>
        <translation>-1 (keine TTL)</translation>
    </message>
    <message>
        <source>-2 (no key)</source>
        <translation>-2 (kein Schlüssel)</translation>
    </message>
    <message>
        <source>Fencing counter</source>
        <translation>Fencing-Zähler</translation>
    </message>
    <message>
        <source>0 (never incremented)</source>
        <translation>0 (nie erhöht)</translation>
    </message>
    <message>
        <source>Stored value</source>
        <translation>Gespeicherter Wert</translation>
    </message>
    <message>
        <source>(nothing written)</source>
        <translation>(nichts geschrieben)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (fence %2, %n write(s))</source>
        <translation>
            <numerusform>%1 (Fence %2, %n Schreibvorgang)</numerusform>
            <numerusform>%1 (Fence %2, %n Schreibvorgänge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n write(s))</source>
        <translation>
            <numerusform>%1 (%n Schreibvorgang)</numerusform>
            <numerusform>%1 (%n Schreibvorgänge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Belief versus Redis</source>
        <translation>Annahme vs. Redis</translation>
    </message>
    <message>
        <source>%1 · believes it holds — Redis: %2</source>
        <translation>%1 · glaubt, Halter zu sein — Redis: %2</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>%1 hält es</translation>
    </message>
    <message>
        <source>no lock</source>
        <translation>kein Lock</translation>
    </message>
    <message>
        <source>%1 · holds the lock (Redis agrees)</source>
        <translation>%1 · hält das Lock (Redis stimmt zu)</translation>
    </message>
    <message>
        <source>%1 · does not believe it holds, but its key is still there</source>
        <translation>%1 · hält sich nicht für den Halter, aber sein Schlüssel ist noch da</translation>
    </message>
    <message>
        <source>Event under the cursor</source>
        <translation>Ereignis am Cursor</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>redis</source>
        <translation>redis</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>(not yet)</source>
        <translation>(noch nicht)</translation>
    </message>
    <message>
        <source>Transition</source>
        <translation>Übergang</translation>
    </message>
    <message>
        <source>becomes %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>Believes it holds</source>
        <translation>Glaubt, Halter zu sein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>(before the first event)</source>
        <translation>(vor dem ersten Ereignis)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>took effect at %1</source>
        <translation>wirksam bei %1</translation>
    </message>
    <message>
        <source>ran at %1 and changed nothing</source>
        <translation>bei %1 ausgeführt, ohne etwas zu ändern</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>unknown: it may or may not have run</source>
        <translation>unbekannt: vielleicht ausgeführt, vielleicht auch nicht</translation>
    </message>
    <message>
        <source>yes (inferred from its commands)</source>
        <translation>ja (aus seinen Befehlen geschlossen)</translation>
    </message>
    <message>
        <source>no (inferred from its commands)</source>
        <translation>nein (aus seinen Befehlen geschlossen)</translation>
    </message>
    <message>
        <source>Quorum %1 of %2</source>
        <translation>Quorum %1 von %2</translation>
    </message>
    <message>
        <source>%1 holds it</source>
        <translation>%1 hält es</translation>
    </message>
    <message>
        <source>nobody holds it</source>
        <translation>niemand hält es</translation>
    </message>
    <message>
        <source>%1&apos;s token · PTTL %2</source>
        <translation>Token von %1 · PTTL %2</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instanz %1</translation>
    </message>
    <message>
        <source>%1&apos;s validity</source>
        <translation>Gültigkeit von %1</translation>
    </message>
    <message>
        <source>until %1 (%2 left)</source>
        <translation>bis %1 (noch %2)</translation>
    </message>
    <message>
        <source>over since %1: it still believes</source>
        <translation>vorbei seit %1: glaubt es noch</translation>
    </message>
</context>
<context>
    <name>locklab::LanguageMenu</name>
    <message>
        <source>the system&apos;s language</source>
        <translation>die Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>LockLab will speak %1 from its next start.</source>
        <translation>Ab dem nächsten Start spricht LockLab %1.</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>locklab::Lessons</name>
    <message>
        <source>Open this lesson</source>
        <translation>Diese Lektion öffnen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each lesson is a built-in scenario: open it, flip the policies in the toolbar and watch the verdict change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Lektion ist ein eingebautes Szenario: Öffnen Sie es, schalten Sie die Richtlinien in der Werkzeugleiste um und sehen Sie, wie sich das Urteil ändert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The article&apos;s lab</source>
        <translation>Das Labor des Artikels</translation>
    </message>
    <message>
        <source>More lessons</source>
        <translation>Weitere Lektionen</translation>
    </message>
    <message>
        <source>&lt;p&gt;The article&apos;s six experiments, run on the embedded simulator with each scenario&apos;s own policies: what &lt;code&gt;locklab run seed-lab&lt;/code&gt; prints.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die sechs Experimente des Artikels, auf dem eingebetteten Simulator mit den Richtlinien jedes Szenarios ausgeführt: was &lt;code&gt;locklab run seed-lab&lt;/code&gt; ausgibt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
</context>
<context>
    <name>locklab::LiveRedis</name>
    <message>
        <source>managed redis-server killed (SIGKILL) and restarted with %1: %2 of %3 key(s) survived</source>
        <translation>verwalteter redis-server beendet (SIGKILL) und mit %1 neu gestartet: %2 von %3 Schlüssel(n) erhalten</translation>
    </message>
    <message>
        <source> (down %1 ms, wall)</source>
        <translation> (%1 ms ausgefallen, reale Zeit)</translation>
    </message>
    <message>
        <source> (the restart took %1 ms of wall time, during which scenario time stood still; then the server refuses commands for the scenario&apos;s %2 ms of down time)</source>
        <translation> (der Neustart dauerte %1 ms reale Zeit, in der die Szenariozeit stillstand; danach lehnt der Server für die %2 ms Ausfallzeit des Szenarios Befehle ab)</translation>
    </message>
    <message>
        <source>appendonly yes, appendfsync always</source>
        <translation>appendonly yes, appendfsync always</translation>
    </message>
    <message>
        <source>appendonly no</source>
        <translation>appendonly no</translation>
    </message>
    <message>
        <source> (not verified: CONFIG GET failed: %1)</source>
        <translation> (nicht geprüft: CONFIG GET fehlgeschlagen: %1)</translation>
    </message>
    <message>
        <source> (not set: %1)</source>
        <translation> (nicht gesetzt: %1)</translation>
    </message>
    <message>
        <source> (set by CONFIG SET for this restart)</source>
        <translation> (für diesen Neustart per CONFIG SET gesetzt)</translation>
    </message>
    <message>
        <source>connection closed</source>
        <translation>Verbindung geschlossen</translation>
    </message>
    <message>
        <source>cannot allocate a hiredis context</source>
        <translation>kein hiredis-Kontext allozierbar</translation>
    </message>
    <message>
        <source>AUTH failed: </source>
        <translation>AUTH fehlgeschlagen: </translation>
    </message>
    <message>
        <source>SELECT %1 failed: </source>
        <translation>SELECT %1 fehlgeschlagen: </translation>
    </message>
    <message>
        <source>cannot connect to Redis at %1: %2</source>
        <translation>keine Verbindung zu Redis unter %1: %2</translation>
    </message>
    <message>
        <source>Redis at %1 did not answer INFO: %2</source>
        <translation>Redis unter %1 hat nicht auf INFO geantwortet: %2</translation>
    </message>
    <message>
        <source>SCRIPT LOAD failed on %1: %2</source>
        <translation>SCRIPT LOAD auf %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>live: Redis %1 at %2, keys under %3, time scale %4, command timeout %5 ms</source>
        <translation>live: Redis %1 unter %2, Schlüssel unter %3, Zeitskala %4, Befehls-Zeitlimit %5 ms</translation>
    </message>
    <message>
        <source>live: %1 without a command timeout (honoursTimeout: false): a stalled server keeps them waiting, until the run&apos;s deadline at most (%2 ms)</source>
        <translation>live: %1 ohne Befehls-Zeitlimit (honoursTimeout: false): ein hängender Server lässt sie warten, höchstens bis zur Frist des Laufs (%2 ms)</translation>
    </message>
    <message>
        <source>keyspace notifications not requested: expiries are the deadlines the client computed</source>
        <translation>Keyspace-Benachrichtigungen nicht angefordert: Abläufe sind die Fristen, die der Client berechnet hat</translation>
    </message>
    <message>
        <source>clock jump of %1 ms, emulated: %2 key TTL(s) shortened by it</source>
        <translation>Uhrsprung um %1 ms, emuliert: %2 Schlüssel-TTL(s) um ihn verkürzt</translation>
    </message>
    <message>
        <source>not a server fault</source>
        <translation>keine Serverstörung</translation>
    </message>
    <message>
        <source>restarting Redis needs the managed server (--redis managed)</source>
        <translation>ein Neustart von Redis braucht den verwalteten Server (--redis managed)</translation>
    </message>
    <message>
        <source>the restart failed: </source>
        <translation>der Neustart ist fehlgeschlagen: </translation>
    </message>
    <message>
        <source>Redis was stopped but did not come back: </source>
        <translation>Redis wurde gestoppt, kam aber nicht zurück: </translation>
    </message>
    <message>
        <source>cannot reconnect after the restart: </source>
        <translation>keine erneute Verbindung nach dem Neustart: </translation>
    </message>
    <message>
        <source>Redis restarted but cannot be reached: </source>
        <translation>Redis wurde neu gestartet, ist aber nicht erreichbar: </translation>
    </message>
    <message>
        <source>keyspace notifications off (%1): the trace has no expiries reported by Redis</source>
        <translation>Keyspace-Benachrichtigungen aus (%1): der Trace enthält keine von Redis gemeldeten Abläufe</translation>
    </message>
    <message>
        <source>second connection failed: </source>
        <translation>zweite Verbindung fehlgeschlagen: </translation>
    </message>
    <message>
        <source>CONFIG GET not permitted: </source>
        <translation>CONFIG GET nicht erlaubt: </translation>
    </message>
    <message>
        <source>CONFIG SET notify-keyspace-events not permitted: </source>
        <translation>CONFIG SET notify-keyspace-events nicht erlaubt: </translation>
    </message>
    <message>
        <source>notify-keyspace-events was &quot;%1&quot;, set to &quot;%2&quot; for this run (to be put back when it ends)</source>
        <translation>notify-keyspace-events war &quot;%1&quot;, für diesen Lauf auf &quot;%2&quot; gesetzt (wird am Ende zurückgesetzt)</translation>
    </message>
    <message>
        <source>SUBSCRIBE failed: </source>
        <translation>SUBSCRIBE fehlgeschlagen: </translation>
    </message>
    <message>
        <source>keyspace notifications on: expiries as Redis reports them (</source>
        <translation>Keyspace-Benachrichtigungen an: Abläufe, wie Redis sie meldet (</translation>
    </message>
    <message>
        <source>unexpected array reply</source>
        <translation>unerwartete Array-Antwort</translation>
    </message>
    <message>
        <source>unexpected reply</source>
        <translation>unerwartete Antwort</translation>
    </message>
    <message>
        <source>connection refused: the primary is down</source>
        <translation>Verbindung abgelehnt: der Primary ist ausgefallen</translation>
    </message>
    <message>
        <source>connection refused: the server is restarting</source>
        <translation>Verbindung abgelehnt: der Server startet neu</translation>
    </message>
    <message>
        <source>%1 needs the managed topology (--redis managed and &quot;redis&quot;: {&quot;replicas&quot;: n} in the scenario)</source>
        <translation>%1 braucht die verwaltete Topologie (--redis managed und &quot;redis&quot;: {&quot;replicas&quot;: n} im Szenario)</translation>
    </message>
    <message>
        <source>no primary streaming to a replica</source>
        <translation>kein Primary, der an eine Replica streamt</translation>
    </message>
    <message>
        <source> (the relay holds the bytes)</source>
        <translation> (das Relay hält die Bytes zurück)</translation>
    </message>
    <message>
        <source>the primary is already down</source>
        <translation>der Primary ist bereits ausgefallen</translation>
    </message>
    <message>
        <source>; the kill waited, scenario time held, for </source>
        <translation>; der Kill wartete bei angehaltener Szenariozeit auf </translation>
    </message>
    <message>
        <source> in flight and what their replies set off</source>
        <translation> unterwegs und was ihre Antworten auslösten</translation>
    </message>
    <message>
        <source>no failover under way</source>
        <translation>kein Failover im Gang</translation>
    </message>
    <message>
        <source>cannot reconnect to the promoted replica: </source>
        <translation>keine Verbindung zur beförderten Replica: </translation>
    </message>
    <message>
        <source>run ended</source>
        <translation>Lauf beendet</translation>
    </message>
    <message>
        <source>cannot reconnect: </source>
        <translation>keine erneute Verbindung: </translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT restored (%1): it may still be &quot;%2&quot;; CONFIG SET notify-keyspace-events &quot;%3&quot; puts it back</source>
        <translation>notify-keyspace-events NICHT wiederhergestellt (%1): es ist vielleicht noch &quot;%2&quot;; CONFIG SET notify-keyspace-events &quot;%3&quot; stellt es wieder her</translation>
    </message>
    <message>
        <source>notify-keyspace-events left as &quot;%1&quot;: someone changed it during the run (it was &quot;%2&quot; before)</source>
        <translation>notify-keyspace-events bleibt &quot;%1&quot;: jemand hat es während des Laufs geändert (vorher war es &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>notify-keyspace-events restored to &quot;%1&quot;</source>
        <translation>notify-keyspace-events auf &quot;%1&quot; wiederhergestellt</translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT restored (%1): it is still &quot;%2&quot;; CONFIG SET notify-keyspace-events &quot;%3&quot; puts it back</source>
        <translation>notify-keyspace-events NICHT wiederhergestellt (%1): es ist noch &quot;%2&quot;; CONFIG SET notify-keyspace-events &quot;%3&quot; stellt es wieder her</translation>
    </message>
    <message>
        <source>%1 restored to &quot;%2&quot;</source>
        <translation>%1 auf &quot;%2&quot; wiederhergestellt</translation>
    </message>
    <message>
        <source>%1 NOT restored (%2): CONFIG SET %1 %3 puts it back</source>
        <translation>%1 NICHT wiederhergestellt (%2): CONFIG SET %1 %3 stellt es wieder her</translation>
    </message>
    <message>
        <source>cleanup: deleted %1 key(s) of this run by name</source>
        <translation>Aufräumen: %1 Schlüssel dieses Laufs namentlich gelöscht</translation>
    </message>
    <message>
        <source>cleanup: DEL failed (%1): the run&apos;s keys expire with their TTLs (at most %2 s)</source>
        <translation>Aufräumen: DEL fehlgeschlagen (%1): die Schlüssel des Laufs laufen mit ihren TTLs ab (höchstens %2 s)</translation>
    </message>
    <message>
        <source>connection closed: the primary died</source>
        <translation>Verbindung geschlossen: der Primary ist ausgefallen</translation>
    </message>
    <message>
        <source>the sentinel promoted no replica within %1 ms of the kill (wall)</source>
        <translation>der Sentinel hat binnen %1 ms nach dem Kill kein Replica befördert (Wanduhr)</translation>
    </message>
    <message>
        <source>still no reply after %1 ms (wall): this client has no timeout; LockLab stopped waiting at the run&apos;s deadline</source>
        <translation>noch keine Antwort nach %1 ms (Wanduhr): dieser Client hat kein Timeout; LockLab hat an der Frist des Laufs aufgehört zu warten</translation>
    </message>
    <message>
        <source>unexpected reply type %1</source>
        <translation>unerwarteter Antworttyp %1</translation>
    </message>
    <message>
        <source>the server sent a reply of more than %1 elements</source>
        <translation>der Server schickte eine Antwort mit mehr als %1 Elementen</translation>
    </message>
    <message>
        <source>the server sent a reply longer than %1 MiB</source>
        <translation>der Server schickte eine Antwort länger als %1 MiB</translation>
    </message>
    <message>
        <source>cannot allocate a hiredis reader</source>
        <translation>kann keinen hiredis-Leser anlegen</translation>
    </message>
    <message>
        <source>connect failed</source>
        <translation>Verbindungsaufbau fehlgeschlagen</translation>
    </message>
    <message>
        <source>no connection within %1 ms</source>
        <translation>keine Verbindung innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>no reply within %1 ms</source>
        <translation>keine Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>not connected: %1</source>
        <translation>nicht verbunden: %1</translation>
    </message>
    <message>
        <source>connection is closing</source>
        <translation>die Verbindung wird geschlossen</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <source>the status %1</source>
        <translation>der Status %1</translation>
    </message>
    <message>
        <source>an integer (%1)</source>
        <translation>eine Ganzzahl (%1)</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>nil</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>die Zeichenkette &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>an array of %n element(s)</source>
        <translation>
            <numerusform>ein Array mit %n Element</numerusform>
            <numerusform>ein Array mit %n Elementen</numerusform>
        </translation>
    </message>
    <message>
        <source>notify-keyspace-events restored to &quot;%1&quot; on the old primary %2</source>
        <translation>notify-keyspace-events auf dem alten Primary %2 auf &quot;%1&quot; zurückgesetzt</translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT restored on the old primary %1 (%2): CONFIG SET notify-keyspace-events &quot;%3&quot; there puts it back</source>
        <translation>notify-keyspace-events auf dem alten Primary %1 NICHT zurückgesetzt (%2): CONFIG SET notify-keyspace-events &quot;%3&quot; dort setzt es zurück</translation>
    </message>
    <message>
        <source>cannot connect to the new primary %1: %2</source>
        <translation>keine Verbindung zum neuen Primary %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a Redis Cluster node (INFO cluster does not say cluster_enabled:1): use redis://</source>
        <translation>%1 ist kein Redis-Cluster-Knoten (INFO cluster meldet nicht cluster_enabled:1): redis:// verwenden</translation>
    </message>
    <message>
        <source>%1 is a Redis Cluster node (INFO cluster: cluster_enabled:1): the run treats it as %2</source>
        <translation>%1 ist ein Redis-Cluster-Knoten (INFO cluster: cluster_enabled:1): der Lauf behandelt ihn als %2</translation>
    </message>
    <message>
        <source>no primary of the cluster serves slot %1, where the run&apos;s keys live (%2)</source>
        <translation>kein Primary des Clusters bedient Slot %1, in dem die Schlüssel des Laufs liegen (%2)</translation>
    </message>
    <message>
        <source>cluster: the run&apos;s keys (%1, slot %2) live on the primary at %3, as %4 of %5 says</source>
        <translation>Cluster: die Schlüssel des Laufs (%1, Slot %2) liegen auf dem Primary %3, laut %4 von %5</translation>
    </message>
    <message>
        <source>cannot connect to the slot&apos;s primary at %1: %2</source>
        <translation>keine Verbindung zum Primary des Slots unter %1: %2</translation>
    </message>
    <message>
        <source>cluster: slot %1 moved from %2 to %3 (MOVED): every connection follows it</source>
        <translation>Cluster: Slot %1 ist von %2 nach %3 umgezogen (MOVED): jede Verbindung folgt ihm</translation>
    </message>
    <message>
        <source>cannot follow MOVED to %1: %2</source>
        <translation>kann MOVED nach %1 nicht folgen: %2</translation>
    </message>
    <message>
        <source>cannot follow ASK to %1: %2</source>
        <translation>kann ASK nach %1 nicht folgen: %2</translation>
    </message>
    <message>
        <source>the run&apos;s keys are on no shard of the managed cluster</source>
        <translation>die Schlüssel des Laufs liegen auf keinem Shard des verwalteten Clusters</translation>
    </message>
    <message>
        <source>replication held: shard %1&apos;s replica(s) receive nothing of its primary&apos;s stream until %2 ms (stopped with SIGSTOP, their link dropped on the primary with CLIENT KILL TYPE replica)</source>
        <translation>Replikation angehalten: die Replica(s) von Shard %1 erhalten bis %2 ms nichts vom Datenstrom ihres Primarys (mit SIGSTOP angehalten, ihre Verbindung auf dem Primary mit CLIENT KILL TYPE replica getrennt)</translation>
    </message>
    <message>
        <source>the primary of shard %1 died (SIGKILL); its replica has %2 of its %3 key(s)</source>
        <translation>der Primary von Shard %1 ist gestorben (SIGKILL); seine Replica hat %2 seiner %3 Schlüssel</translation>
    </message>
    <message>
        <source>the cluster promoted no replica within %1 ms of the kill (wall)</source>
        <translation>der Cluster hat innerhalb von %1 ms nach dem Kill keine Replica befördert (Wanduhr)</translation>
    </message>
    <message>
        <source>no primary serves slot %1 after the failover</source>
        <translation>nach dem Failover bedient kein Primary den Slot %1</translation>
    </message>
    <message>
        <source>the cluster promoted shard %1&apos;s replica with %2 key(s): voted in %3 ms after the kill (wall; cluster-node-timeout %4 ms); the clients read the new map (%5) and reconnect to it at %6</source>
        <translation>der Cluster hat die Replica von Shard %1 mit %2 Schlüssel(n) befördert: %3 ms nach dem Kill gewählt (Wanduhr; cluster-node-timeout %4 ms); die Clients lesen die neue Zuordnung (%5) und verbinden sich neu mit ihr unter %6</translation>
    </message>
    <message>
        <source>instance %1 of %2 did not start: %3</source>
        <translation>Instanz %1 von %2 ist nicht gestartet: %3</translation>
    </message>
    <message>
        <source>Redlock of %1 independent managed redis-servers (no replication) on 127.0.0.1 ports %2</source>
        <translation>Redlock aus %1 unabhängigen verwalteten redis-servern (ohne Replikation) auf 127.0.0.1, Ports %2</translation>
    </message>
    <message>
        <source>instance %1: %2</source>
        <translation>Instanz %1: %2</translation>
    </message>
    <message>
        <source>a Redlock&apos;s instances have no replicas</source>
        <translation>die Instanzen eines Redlock haben keine Replicas</translation>
    </message>
    <message>
        <source>; scenario time stood still for the restart (%1 ms of wall time), and %2 key TTL(s) on the instances got it back</source>
        <translation>; die Szenariozeit stand für den Neustart still (%1 ms Echtzeit), und %2 Schlüssel-TTL(s) auf den Instanzen bekamen sie zurück</translation>
    </message>
    <message>
        <source>the %1 Redlock instances stopped</source>
        <translation>die %1 Redlock-Instanzen wurden beendet</translation>
    </message>
    <message>
        <source>a stall (SIGSTOP) is played on a Redlock&apos;s managed instances only</source>
        <translation>ein Hänger (SIGSTOP) wird nur auf den verwalteten Instanzen eines Redlocks gespielt</translation>
    </message>
    <message>
        <source>SIGSTOP failed: the server is not running</source>
        <translation>SIGSTOP fehlgeschlagen: der Server läuft nicht</translation>
    </message>
    <message>
        <source>redis-server (pid %1) stopped with SIGSTOP for %2 ms, then SIGCONT: it answers nothing meanwhile, then runs what was sent to it</source>
        <translation>redis-server (PID %1) mit SIGSTOP für %2 ms angehalten, dann SIGCONT: er antwortet so lange nicht und führt danach aus, was ihm geschickt wurde</translation>
    </message>
</context>
<context>
    <name>locklab::LiveRun</name>
    <message>
        <source>the managed redis-server is no longer running</source>
        <translation>der verwaltete redis-server läuft nicht mehr</translation>
    </message>
    <message>
        <source>PING failed: </source>
        <translation>PING fehlgeschlagen: </translation>
    </message>
    <message>
        <source>cycle failed: </source>
        <translation>Zyklus fehlgeschlagen: </translation>
    </message>
    <message>
        <source>run ended</source>
        <translation>Lauf beendet</translation>
    </message>
    <message>
        <source>cannot start the managed primary and replicas: </source>
        <translation>der verwaltete Primary und seine Replicas lassen sich nicht starten: </translation>
    </message>
    <message>
        <source>managed topology up in %1 ms: %2</source>
        <translation>verwaltete Topologie in %1 ms bereit: %2</translation>
    </message>
    <message>
        <source>data store: SQLite database %1 (deleted when the run ends)</source>
        <translation>Daten-Store: SQLite-Datenbank %1 (wird am Ende des Laufs gelöscht)</translation>
    </message>
    <message>
        <source>data store: plain file %1 (deleted when the run ends)</source>
        <translation>Daten-Store: einfache Datei %1 (wird am Ende des Laufs gelöscht)</translation>
    </message>
    <message>
        <source>lost the connection to Redis: </source>
        <translation>Verbindung zu Redis verloren: </translation>
    </message>
    <message>
        <source>; commands from now on fail, replies in flight are unknown</source>
        <translation>; Befehle schlagen ab jetzt fehl, Antworten unterwegs sind unbekannt</translation>
    </message>
    <message>
        <source>woke %1 ms late (%2)</source>
        <translation>%1 ms zu spät aufgewacht (%2)</translation>
    </message>
    <message>
        <source>run interrupted by signal %1: cancelling every wait</source>
        <translation>Lauf durch Signal %1 unterbrochen: jedes Warten wird abgebrochen</translation>
    </message>
    <message>
        <source>run stopped</source>
        <translation>Lauf gestoppt</translation>
    </message>
    <message>
        <source>run deadline of %1 ms (wall) passed: cancelling every wait</source>
        <translation>Frist des Laufs von %1 ms (Wanduhr) überschritten: jedes Warten wird abgebrochen</translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation>Lauf abgebrochen</translation>
    </message>
    <message>
        <source>timer lateness over %1 wake-ups (wall): p50 %2 ms, p99 %3 ms, max %4 ms</source>
        <translation>Timer-Verspätung über %1 Weckrufe (Wanduhr): p50 %2 ms, p99 %3 ms, max. %4 ms</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>heartbeat</source>
        <translation>Heartbeat</translation>
    </message>
    <message>
        <source>server receives</source>
        <translation>Server empfängt</translation>
    </message>
    <message>
        <source>reply arrives</source>
        <translation>Antwort trifft ein</translation>
    </message>
    <message>
        <source>key expires</source>
        <translation>Schlüssel läuft ab</translation>
    </message>
    <message>
        <source>%1 needs a primary with %2 replica(s), which LockLab starts and kills itself: run it with --redis managed (never against a user&apos;s redis:// or redis+sentinel:// URL: LockLab never kills a user&apos;s primary)</source>
        <translation>%1 braucht einen Primary mit %2 Replica(s), die LockLab selbst startet und beendet: mit --redis managed ausführen (nie gegen eine redis://- oder redis+sentinel://-URL eines Nutzers: LockLab beendet nie den Primary eines Nutzers)</translation>
    </message>
    <message>
        <source>lost the connection to the primary: %1; commands fail until a sentinel names the next one (+switch-master)</source>
        <translation>Verbindung zum Primary verloren: %1; Befehle schlagen fehl, bis ein Sentinel den nächsten nennt (+switch-master)</translation>
    </message>
    <message>
        <source>sentinel %1 names %2 as the primary of %3</source>
        <translation>Sentinel %1 nennt %2 als Primary von %3</translation>
    </message>
    <message>
        <source>failover through the sentinels of %1: the primary %2 is out</source>
        <translation>Failover über die Sentinels von %1: der Primary %2 ist ausgefallen</translation>
    </message>
    <message>
        <source>a sentinel switched the primary to %1 (+switch-master); the clients reconnect to it</source>
        <translation>ein Sentinel hat den Primary auf %1 umgestellt (+switch-master); die Clients verbinden sich neu mit ihm</translation>
    </message>
    <message>
        <source>following failovers: subscribed to +switch-master on sentinel %1</source>
        <translation>Failover werden verfolgt: +switch-master auf Sentinel %1 abonniert</translation>
    </message>
    <message>
        <source>no sentinel named another primary before the run ended</source>
        <translation>kein Sentinel hat vor dem Ende des Laufs einen anderen Primary genannt</translation>
    </message>
    <message>
        <source>reconnected to the new primary %1</source>
        <translation>neu mit dem neuen Primary %1 verbunden</translation>
    </message>
    <message>
        <source>cannot start the managed cluster: </source>
        <translation>der verwaltete Cluster startet nicht: </translation>
    </message>
    <message>
        <source>managed cluster up in %1 ms (cluster-node-timeout %2 ms): %3</source>
        <translation>verwalteter Cluster in %1 ms bereit (cluster-node-timeout %2 ms): %3</translation>
    </message>
    <message>
        <source>lost the connection to the primary of slot %1: %2; commands fail until the cluster&apos;s map names another primary for it</source>
        <translation>Verbindung zum Primary von Slot %1 verloren: %2; Befehle schlagen fehl, bis die Zuordnung des Clusters einen anderen Primary dafür nennt</translation>
    </message>
    <message>
        <source>failover in the cluster: the primary %1 of slot %2 is out</source>
        <translation>Failover im Cluster: der Primary %1 von Slot %2 ist ausgefallen</translation>
    </message>
    <message>
        <source>the cluster&apos;s map names %1 as the primary of slot %2 (CLUSTER SHARDS); the clients reconnect to it</source>
        <translation>die Zuordnung des Clusters nennt %1 als Primary von Slot %2 (CLUSTER SHARDS); die Clients verbinden sich neu mit ihm</translation>
    </message>
    <message>
        <source>the cluster&apos;s map named no other primary for the run&apos;s slot before the run ended</source>
        <translation>die Zuordnung des Clusters nannte bis zum Ende des Laufs keinen anderen Primary für den Slot des Laufs</translation>
    </message>
    <message>
        <source>%1 is a Redlock of %2 independent instances, which LockLab starts, kills and restarts itself: run it with --redis managed (never against a user&apos;s redis:// URL: LockLab never kills a user&apos;s server or moves its keys&apos; TTLs)</source>
        <translation>%1 ist ein Redlock aus %2 unabhängigen Instanzen, die LockLab selbst startet, beendet und neu startet: führen Sie es mit --redis managed aus (nie gegen die redis://-URL eines Nutzers: LockLab beendet nie den Server eines Nutzers und verschiebt nie die TTLs seiner Schlüssel)</translation>
    </message>
    <message>
        <source>cannot start the Redlock&apos;s instances: </source>
        <translation>die Instanzen des Redlock starten nicht: </translation>
    </message>
    <message>
        <source>managed instances up in %1 ms: %2</source>
        <translation>verwaltete Instanzen in %1 ms gestartet: %2</translation>
    </message>
    <message>
        <source>plain RESP connection: SCRIPT LOAD failed</source>
        <translation>einfache RESP-Verbindung: SCRIPT LOAD fehlgeschlagen</translation>
    </message>
    <message>
        <source>plain RESP connection: no reply</source>
        <translation>einfache RESP-Verbindung: keine Antwort</translation>
    </message>
    <message>
        <source>plain RESP connection: </source>
        <translation>einfache RESP-Verbindung: </translation>
    </message>
    <message>
        <source>plain RESP connection: MOVED twice</source>
        <translation>einfache RESP-Verbindung: zweimal MOVED</translation>
    </message>
    <message>
        <source>plain RESP connection: cannot connect to %1:%2</source>
        <translation>einfache RESP-Verbindung: keine Verbindung zu %1:%2</translation>
    </message>
    <message>
        <source>plain RESP connection: %1 refused</source>
        <translation>einfache RESP-Verbindung: %1 abgelehnt</translation>
    </message>
    <message>
        <source>plain RESP cycle failed</source>
        <translation>Zyklus über einfaches RESP fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>locklab::LockKeyModel</name>
    <message>
        <source>lock deleted</source>
        <translation>Lock gelöscht</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>two holders</source>
        <translation>zwei Halter</translation>
    </message>
    <message>
        <source>stale write</source>
        <translation>veraltetes Schreiben</translation>
    </message>
    <message>
        <source>duplicate work</source>
        <translation>doppelte Arbeit</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>nicht aussagekräftig</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n violation(s))</source>
        <translation>
            <numerusform>%1: %2 (%n Verletzung)</numerusform>
            <numerusform>%1: %2 (%n Verletzungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lock key</source>
        <translation>Lock-Schlüssel</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>Acquired</source>
        <translation>Erworben</translation>
    </message>
    <message>
        <source>Overlaps</source>
        <translation>Überlappungen</translation>
    </message>
    <message>
        <source>Overlap ms</source>
        <translation>Überlappung ms</translation>
    </message>
    <message>
        <source>Foreign DELs</source>
        <translation>Fremde DELs</translation>
    </message>
    <message>
        <source>Stale writes</source>
        <translation>Veraltete Schreibvorgänge</translation>
    </message>
    <message>
        <source>Lost while held</source>
        <translation>Verloren beim Halten</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Verletzungen</translation>
    </message>
    <message>
        <source>The key&apos;s verdict; sorted, the worst key first</source>
        <translation>Das Urteil des Schlüssels; sortiert steht der schlimmste zuerst</translation>
    </message>
    <message>
        <source>Clients that sent a command on the key</source>
        <translation>Clients, die einen Befehl auf dem Schlüssel sandten</translation>
    </message>
    <message>
        <source>Acquisitions that took effect</source>
        <translation>Erwerbe, die wirksam wurden</translation>
    </message>
    <message>
        <source>Times two clients believed they held the key at once, and for how long in all</source>
        <translation>Wie oft zwei Clients zugleich glaubten, den Schlüssel zu halten, und wie lange insgesamt</translation>
    </message>
    <message>
        <source>DELs that freed another client&apos;s lock</source>
        <translation>DELs, die das Lock eines anderen Clients freigaben</translation>
    </message>
    <message>
        <source>Writes accepted from a client that no longer held the lock</source>
        <translation>Angenommene Schreibvorgänge eines Clients, der das Lock nicht mehr hielt</translation>
    </message>
    <message>
        <source>Locks that expired while their holder still believed it held them</source>
        <translation>Locks, die abliefen, während ihr Halter noch glaubte, sie zu halten</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>The cluster shard that holds the key, named by its primary when the watch began</source>
        <translation>Der Cluster-Shard, der den Schlüssel hält, benannt nach seinem Primary zu Beginn der Beobachtung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>locklab::LockKeysPanel</name>
    <message>
        <source>Filter keys</source>
        <translation>Schlüssel filtern</translation>
    </message>
    <message>
        <source>Show only the keys that contain this text</source>
        <translation>Nur die Schlüssel zeigen, die diesen Text enthalten</translation>
    </message>
    <message>
        <source>No lock keys: a simulated run has one lock, its scenario&apos;s.</source>
        <translation>Keine Lock-Schlüssel: ein simulierter Lauf hat ein Lock, das seines Szenarios.</translation>
    </message>
    <message numerus="yes">
        <source>; %n key(s) taken once and never released (deduplication keys, not locks) left out</source>
        <translation>
            <numerusform>; %n Schlüssel einmal genommen und nie freigegeben (Deduplizierungsschlüssel, keine Locks) ausgelassen</numerusform>
            <numerusform>; %n Schlüssel einmal genommen und nie freigegeben (Deduplizierungsschlüssel, keine Locks) ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n listed</source>
        <translation>
            <numerusform>; %n angezeigt</numerusform>
            <numerusform>; %n angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lock key(s) with violations</source>
        <translation>
            <numerusform>%1 von %n Lock-Schlüssel mit Verletzungen</numerusform>
            <numerusform>%1 von %n Lock-Schlüsseln mit Verletzungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Parameterstudie</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation>Fairness-Vergleich</translation>
    </message>
    <message>
        <source>Fault palette</source>
        <translation>Störungspalette</translation>
    </message>
    <message>
        <source>1/100×</source>
        <translation>1/100×</translation>
    </message>
    <message>
        <source>1/50×</source>
        <translation>1/50×</translation>
    </message>
    <message>
        <source>1/20×</source>
        <translation>1/20×</translation>
    </message>
    <message>
        <source>1/10×</source>
        <translation>1/10×</translation>
    </message>
    <message>
        <source>1/4×</source>
        <translation>1/4×</translation>
    </message>
    <message>
        <source>1×</source>
        <translation>1×</translation>
    </message>
    <message>
        <source>LockLab</source>
        <translation>LockLab</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Running on %1…</source>
        <translation>Läuft auf %1…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>Szenario speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Fencing tokens</source>
        <translation>Fencing-Tokens</translation>
    </message>
    <message>
        <source>Heartbeat</source>
        <translation>Heartbeat</translation>
    </message>
    <message>
        <source>Holders extend their lock (compare-and-PEXPIRE) every third of the TTL</source>
        <translation>Halter verlängern ihr Lock (Compare-and-PEXPIRE) nach jedem Drittel der TTL</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the start of the run, ready to step (Home)</source>
        <translation>Zurück zum Anfang des Laufs, bereit für Einzelschritte (Home)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play or pause the run at the chosen speed (Space)</source>
        <translation>Den Lauf mit der gewählten Geschwindigkeit abspielen oder anhalten (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Show the whole run (End)</source>
        <translation>Den ganzen Lauf zeigen (End)</translation>
    </message>
    <message>
        <source>&amp;Fit All</source>
        <translation>&amp;Alles einpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>V&amp;ollbild</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Built-in scenarios and recent files</source>
        <translation>Eingebaute Szenarien und zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <source> Scenario </source>
        <translation> Szenario </translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Redis URL…</source>
        <translation>Redis-URL…</translation>
    </message>
    <message>
        <source>Where the commands run: the embedded model of Redis, or a real server</source>
        <translation>Wo die Befehle laufen: im eingebetteten Redis-Modell oder auf einem echten Server</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>Richtlinien</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Naive DEL</source>
        <translation>Naives DEL</translation>
    </message>
    <message>
        <source>Token compare-and-delete</source>
        <translation>Token-Compare-and-Delete</translation>
    </message>
    <message>
        <source>How a holder releases: DEL by key, or a script that deletes only its own token</source>
        <translation>Wie ein Halter freigibt: DEL per Schlüssel oder ein Skript, das nur das eigene Token löscht</translation>
    </message>
    <message>
        <source> Release </source>
        <translation> Freigabe </translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Playback speed in scenario time per wall-clock time</source>
        <translation>Wiedergabetempo: Szenariozeit pro realer Zeit</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>&amp;About LockLab</source>
        <translation>&amp;Über LockLab</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Could not open the scenario: %1</source>
        <translation>Das Szenario konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Redis URL</source>
        <translation>Redis-URL</translation>
    </message>
    <message numerus="yes">
        <source>%n engine event(s) · %1 · seed %2</source>
        <translation>
            <numerusform>%n Engine-Ereignis · %1 · Seed %2</numerusform>
            <numerusform>%n Engine-Ereignisse · %1 · Seed %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Each holder takes a token from INCR; the store refuses writes with an older token</source>
        <translation>Jeder Halter holt sich ein Token per INCR; der Store lehnt Schreibvorgänge mit älterem Token ab</translation>
    </message>
    <message>
        <source>%1[*] — LockLab</source>
        <translation>%1[*] — LockLab</translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation>&amp;Neues Szenario</translation>
    </message>
    <message>
        <source>A new scenario: one worker that acquires, works and releases</source>
        <translation>Ein neues Szenario: ein Worker, der erwirbt, arbeitet und freigibt</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>Szenario &amp;speichern</translation>
    </message>
    <message>
        <source>Save the scenario to its file (a built-in or new one asks where)</source>
        <translation>Das Szenario in seine Datei speichern (ein eingebautes oder neues fragt nach dem Ort)</translation>
    </message>
    <message>
        <source>(unsaved scenario)</source>
        <translation>(ungespeichertes Szenario)</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved.</source>
        <translation>Das Szenario „%1“ hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>WAIT</source>
        <translation>WAIT</translation>
    </message>
    <message>
        <source>After SET NX, WAIT for a replica (WAIT 1 50 unless the scenario says more); with fewer, release and retry. It tells, it never undoes the write.</source>
        <translation>Nach SET NX mit WAIT auf ein Replica warten (WAIT 1 50, sofern das Szenario nichts anderes sagt); mit weniger freigeben und erneut versuchen. WAIT meldet nur, es macht den Schreibvorgang nie rückgängig.</translation>
    </message>
    <message>
        <source>Open a scenario (.json) or a recording (.locklab.json)</source>
        <translation>Ein Szenario (.json) oder eine Aufzeichnung (.locklab.json) öffnen</translation>
    </message>
    <message>
        <source>Seed &amp;Lab…</source>
        <translation>Seed-&amp;Labor…</translation>
    </message>
    <message>
        <source>Seed Lab</source>
        <translation>Seed-Labor</translation>
    </message>
    <message>
        <source>The article&apos;s six experiments, one line each, with links to their scenarios</source>
        <translation>Die sechs Experimente des Artikels, je eine Zeile, mit Links zu ihren Szenarien</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>Could not open the recording: %1</source>
        <translation>Die Aufzeichnung konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Change Lock Purpose</source>
        <translation>Zweck des Locks ändern</translation>
    </message>
    <message>
        <source>%1 · events: %2 · violations: %3</source>
        <translation>%1 · Ereignisse: %2 · Verletzungen: %3</translation>
    </message>
    <message>
        <source>Choose a backend to run the scenario again there.</source>
        <translation>Wählen Sie ein Backend, um das Szenario dort erneut auszuführen.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Back one step from the cursor: a recording moves back one event, the simulator re-runs to the step before (←)</source>
        <translation>Einen Schritt vor den Cursor zurück: eine Aufzeichnung geht ein Ereignis zurück, der Simulator läuft bis zum Schritt davor neu (←)</translation>
    </message>
    <message>
        <source>Run to the next engine event after the cursor (→)</source>
        <translation>Bis zum nächsten Engine-Ereignis nach dem Cursor laufen (→)</translation>
    </message>
    <message>
        <source>&amp;Screencast Layout</source>
        <translation>&amp;Screencast-Anordnung</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The timeline gets the window: the inspector and the fault palette make room (View menu brings them back), the event log keeps a few rows or, below 800 px, hides (Ctrl+L brings it back)</source>
        <translation>Die Zeitleiste bekommt das Fenster: Inspektor und Fehlerpalette machen Platz (das Menü Ansicht holt sie zurück), das Ereignisprotokoll behält einige Zeilen oder verschwindet unter 800 px (Strg+L holt es zurück)</translation>
    </message>
    <message>
        <source>Could not open the MONITOR log: %1</source>
        <translation>Das MONITOR-Protokoll konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Observed traffic shows what its clients did: a policy or a fault here would replace it with a simulation. Open a scenario to simulate.</source>
        <translation>Beobachteter Verkehr zeigt, was seine Clients taten: eine Richtlinie oder ein Fehler hier würde ihn durch eine Simulation ersetzen. Zum Simulieren ein Szenario öffnen.</translation>
    </message>
    <message>
        <source>Scenarios, recordings and MONITOR logs (*.json *.locklab *.locklab.json *.log *.txt);;Recordings (*.locklab *.locklab.json);;MONITOR logs (*.log *.txt);;All files (*)</source>
        <translation>Szenarien, Aufzeichnungen und MONITOR-Protokolle (*.json *.locklab *.locklab.json *.log *.txt);;Aufzeichnungen (*.locklab *.locklab.json);;MONITOR-Protokolle (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>redis://[user:password@]host[:port][/db]
or, through sentinels: redis+sentinel://host:port[,host:port…]/MASTER[/db]
or a cluster, from its seeds: redis+cluster://host:port[,host:port…]</source>
        <translation>redis://[user:password@]host[:port][/db]
oder über Sentinels: redis+sentinel://host:port[,host:port…]/MASTER[/db]
oder ein Cluster, über seine Seeds: redis+cluster://host:port[,host:port…]</translation>
    </message>
    <message>
        <source>step %1 of %2 · %3</source>
        <translation>Schritt %1 von %2 · %3</translation>
    </message>
</context>
<context>
    <name>locklab::ManagedCluster</name>
    <message>
        <source>the node on port %1 is not a cluster node: %2</source>
        <translation>der Knoten auf Port %1 ist kein Cluster-Knoten: %2</translation>
    </message>
    <message>
        <source>CLUSTER ADDSLOTSRANGE failed on port %1</source>
        <translation>CLUSTER ADDSLOTSRANGE auf Port %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>CLUSTER MEET failed on port %1</source>
        <translation>CLUSTER MEET auf Port %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>CLUSTER REPLICATE failed on port %1</source>
        <translation>CLUSTER REPLICATE auf Port %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>the cluster did not become ok within %1 ms (node on port %2:%3)</source>
        <translation>der Cluster wurde nicht innerhalb von %1 ms ok (Knoten auf Port %2:%3)</translation>
    </message>
    <message>
        <source>shard %1 (slots %2-%3): primary on port %4</source>
        <translation>Shard %1 (Slots %2-%3): Primary auf Port %4</translation>
    </message>
    <message>
        <source>, replica(s) on port %1</source>
        <translation>, Replica(s) auf Port %1</translation>
    </message>
    <message>
        <source>shard %1 has no running primary</source>
        <translation>Shard %1 hat keinen laufenden Primary</translation>
    </message>
    <message>
        <source>no shard %1</source>
        <translation>kein Shard %1</translation>
    </message>
    <message>
        <source>the cluster promoted no replica of shard %1 within %2 ms</source>
        <translation>der Cluster hat innerhalb von %2 ms keine Replica von Shard %1 befördert</translation>
    </message>
    <message>
        <source>cannot move slot %1 to shard %2</source>
        <translation>kann Slot %1 nicht nach Shard %2 verschieben</translation>
    </message>
    <message>
        <source>slot %1 has no other owner to move it from</source>
        <translation>Slot %1 hat keinen anderen Besitzer, von dem er verschoben werden könnte</translation>
    </message>
    <message>
        <source>CLUSTER SETSLOT %1 IMPORTING/MIGRATING failed</source>
        <translation>CLUSTER SETSLOT %1 IMPORTING/MIGRATING fehlgeschlagen</translation>
    </message>
    <message>
        <source>MIGRATE of slot %1 failed</source>
        <translation>MIGRATE von Slot %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>CLIENT KILL TYPE replica failed on port %1</source>
        <translation>CLIENT KILL TYPE replica auf Port %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>shard %1 has no replica to promote</source>
        <translation>Shard %1 hat keine Replica zum Befördern</translation>
    </message>
</context>
<context>
    <name>locklab::ManagedRedis</name>
    <message>
        <source>redis-server did not finish its AOF rewrite within %1 ms</source>
        <translation>redis-server hat das AOF-Rewrite nicht innerhalb von %1 ms abgeschlossen</translation>
    </message>
    <message>
        <source>redis-server not found in PATH: install the Debian package redis-server (sudo apt-get install redis-server) or pass --redis redis://host:port</source>
        <translation>redis-server nicht im PATH gefunden: Installieren Sie das Debian-Paket redis-server (sudo apt-get install redis-server) oder geben Sie --redis redis://host:port an</translation>
    </message>
    <message>
        <source>cannot create a temporary directory for redis-server: </source>
        <translation>kein temporäres Verzeichnis für redis-server anlegbar: </translation>
    </message>
    <message>
        <source>redis-server did not start: </source>
        <translation>redis-server ist nicht gestartet: </translation>
    </message>
    <message>
        <source>redis-server exited: </source>
        <translation>redis-server hat sich beendet: </translation>
    </message>
    <message>
        <source>redis-server did not answer PING on port %1 within %2 ms</source>
        <translation>redis-server hat auf Port %1 nicht innerhalb von %2 ms auf PING geantwortet</translation>
    </message>
    <message>
        <source>primary on port %1</source>
        <translation>Primary auf Port %1</translation>
    </message>
    <message>
        <source>replica %1 (now the primary) on port %2</source>
        <translation>Replica %1 (jetzt der Primary) auf Port %2</translation>
    </message>
    <message>
        <source>replica %1 on port %2 through relay port %3</source>
        <translation>Replica %1 auf Port %2 über Relay-Port %3</translation>
    </message>
    <message>
        <source>REPLICAOF failed on the replica on port %1</source>
        <translation>REPLICAOF ist auf der Replica auf Port %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>the replica on port %1 did not sync with its primary within 5 s</source>
        <translation>die Replica auf Port %1 hat sich nicht innerhalb von 5 s mit ihrem Primary synchronisiert</translation>
    </message>
    <message>
        <source>the primary is not running</source>
        <translation>der Primary läuft nicht</translation>
    </message>
    <message>
        <source>no replica left to promote</source>
        <translation>keine Replica mehr zum Befördern</translation>
    </message>
    <message>
        <source>no failover under way</source>
        <translation>kein Failover im Gang</translation>
    </message>
    <message>
        <source>REPLICAOF NO ONE failed on port %1</source>
        <translation>REPLICAOF NO ONE ist auf Port %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>replication relay cannot listen on 127.0.0.1: </source>
        <translation>Replikations-Relay kann nicht auf 127.0.0.1 lauschen: </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>redis-sentinel did not start: </source>
        <translation>redis-sentinel ist nicht gestartet: </translation>
    </message>
    <message>
        <source>the sentinel on port %1 did not see every replica within 5 s</source>
        <translation>der Sentinel auf Port %1 hat nicht binnen 5 s jedes Replica gesehen</translation>
    </message>
    <message>
        <source>the sentinel named no replica of ours</source>
        <translation>der Sentinel hat keines unserer Replicas genannt</translation>
    </message>
    <message>
        <source>the replica on port %1 did not follow the sentinel&apos;s new primary within 5 s</source>
        <translation>das Replica auf Port %1 ist dem neuen Primary des Sentinels nicht binnen 5 s gefolgt</translation>
    </message>
    <message>
        <source>the cluster node on port %1 did not serve again within %2 ms of its restart</source>
        <translation>der Cluster-Knoten auf Port %1 hat innerhalb von %2 ms nach seinem Neustart nicht wieder bedient</translation>
    </message>
</context>
<context>
    <name>locklab::MonitorLogDialog</name>
    <message>
        <source>Import MONITOR Log</source>
        <translation>MONITOR-Protokoll importieren</translation>
    </message>
    <message>
        <source>%1 is replayed on LockLab&apos;s Redis model: every lock key it shows, each with its own timeline and verdict. Replies and beliefs are inferred from the commands.</source>
        <translation>%1 wird auf LockLabs Redis-Modell abgespielt: jeder Lock-Schlüssel darin, jeder mit eigener Zeitleiste und eigenem Urteil. Antworten und Annahmen werden aus den Befehlen erschlossen.</translation>
    </message>
    <message>
        <source>found automatically (SET … NX with an expiry)</source>
        <translation>automatisch gefunden (SET … NX mit Ablaufzeit)</translation>
    </message>
    <message>
        <source>Redis globs, separated by spaces or commas (lock:* orders:*:lock); a key named here is a lock even if it was taken only once</source>
        <translation>Redis-Globs, durch Leerzeichen oder Kommas getrennt (lock:* orders:*:lock); ein hier genannter Schlüssel ist ein Lock, auch wenn er nur einmal genommen wurde</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The protected data: writes to these keys are the store lane&apos;s (stale writes)</source>
        <translation>Die geschützten Daten: Schreibvorgänge auf diese Schlüssel gehören zur Speicherspur (veraltete Schreibvorgänge)</translation>
    </message>
    <message>
        <source>INCR on this key hands out fencing tokens</source>
        <translation>INCR auf diesem Schlüssel vergibt Fencing-Tokens</translation>
    </message>
    <message>
        <source>the first with a lock key</source>
        <translation>die erste mit einem Lock-Schlüssel</translation>
    </message>
    <message>
        <source>MONITOR shows every database&apos;s commands: only this one&apos;s are followed</source>
        <translation>MONITOR zeigt die Befehle jeder Datenbank: nur die dieser werden verfolgt</translation>
    </message>
    <message>
        <source>Lock keys (globs)</source>
        <translation>Lock-Schlüssel (Globs)</translation>
    </message>
    <message>
        <source>Store keys (globs)</source>
        <translation>Speicherschlüssel (Globs)</translation>
    </message>
    <message>
        <source>Fence key</source>
        <translation>Fencing-Schlüssel</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
</context>
<context>
    <name>locklab::Options</name>
    <message>
        <source>print the run as JSON</source>
        <translation>den Lauf als JSON ausgeben</translation>
    </message>
    <message>
        <source>built-in name or JSON file</source>
        <translation>eingebauter Name oder JSON-Datei</translation>
    </message>
    <message>
        <source>expected exactly one scenario name or file</source>
        <translation>erwartet genau einen Szenarionamen oder eine Datei</translation>
    </message>
    <message>
        <source>--seconds: expected a positive number, got %1</source>
        <translation>--seconds: erwartet eine positive Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation>unbekannter Befehl %1</translation>
    </message>
    <message>
        <source>--%1: expected on or off, got %2</source>
        <translation>--%1: erwartet on oder off, erhalten: %2</translation>
    </message>
    <message>
        <source>--release: expected naive or token, got %1</source>
        <translation>--release: erwartet naive oder token, erhalten: %1</translation>
    </message>
    <message>
        <source>--seed: expected a non-negative integer, got %1</source>
        <translation>--seed: erwartet eine nicht negative ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>--time-scale: expected a number from 1 to 1000, got %1</source>
        <translation>--time-scale: erwartet eine Zahl von 1 bis 1000, erhalten: %1</translation>
    </message>
    <message>
        <source>--timeout-ms: expected a positive integer, got %1</source>
        <translation>--timeout-ms: erwartet eine positive ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>--size: expected WxH from %1x%1 to %2x%2, got %3</source>
        <translation>--size: erwartet BxH von %1x%1 bis %2x%2, erhalten: %3</translation>
    </message>
    <message>
        <source>--theme: expected light or dark, got %1</source>
        <translation>--theme: erwartet light oder dark, erhalten: %1</translation>
    </message>
    <message>
        <source>--at-ms: expected a non-negative number, got %1</source>
        <translation>--at-ms: erwartet eine nicht negative Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>A desktop lab for Redis distributed locks</source>
        <translation>Ein Desktop-Labor für verteilte Locks mit Redis</translation>
    </message>
    <message>
        <source>Render the window into FILE.png and exit.</source>
        <translation>Das Fenster in FILE.png rendern und beenden.</translation>
    </message>
    <message>
        <source>Built-in scenario name or JSON file.</source>
        <translation>Name eines eingebauten Szenarios oder eine JSON-Datei.</translation>
    </message>
    <message>
        <source>Cursor time in ms.</source>
        <translation>Cursorzeit in ms.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <source>light or dark</source>
        <translation>light oder dark</translation>
    </message>
    <message>
        <source>Scenarios (.json) and recordings (.locklab.json) to open.</source>
        <translation>Zu öffnende Szenarien (.json) und Aufzeichnungen (.locklab.json).</translation>
    </message>
    <message>
        <source>naive or token</source>
        <translation>naive oder token</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>on oder off</translation>
    </message>
    <message>
        <source>random seed</source>
        <translation>Zufalls-Seed</translation>
    </message>
    <message>
        <source>wall = scenario time x N (live)</source>
        <translation>Wanduhr = Szenariozeit x N (live)</translation>
    </message>
    <message>
        <source>per-command timeout, wall ms (live)</source>
        <translation>Zeitlimit je Befehl, Wanduhr-ms (live)</translation>
    </message>
    <message>
        <source>expected one scenario</source>
        <translation>erwartet ein Szenario</translation>
    </message>
    <message>
        <source>expected one or two --vary options</source>
        <translation>erwartet eine oder zwei --vary-Optionen</translation>
    </message>
    <message>
        <source>--trials: expected an integer from 1 to 100000000, got %1</source>
        <translation>--trials: erwartet eine ganze Zahl von 1 bis 100000000, erhalten: %1</translation>
    </message>
    <message>
        <source>--threads: expected an integer from 0 to 256, got %1</source>
        <translation>--threads: erwartet eine ganze Zahl von 0 bis 256, erhalten: %1</translation>
    </message>
    <message>
        <source>--pause-prob: expected a number from 0 to 1, got %1</source>
        <translation>--pause-prob: erwartet eine Zahl von 0 bis 1, erhalten: %1</translation>
    </message>
    <message>
        <source>lock keys (glob, repeatable); default: any key taken with SET NX and an expiry</source>
        <translation>Lock-Schlüssel (Glob, wiederholbar); Standard: jeder mit SET NX und Ablaufzeit genommene Schlüssel</translation>
    </message>
    <message>
        <source>keys of the protected data (glob, repeatable)</source>
        <translation>Schlüssel der geschützten Daten (Glob, wiederholbar)</translation>
    </message>
    <message>
        <source>the key INCR hands fencing tokens out of</source>
        <translation>der Schlüssel, aus dem INCR Fencing-Tokens ausgibt</translation>
    </message>
    <message>
        <source>save the trace as a .locklab.json recording</source>
        <translation>die Spur als .locklab.json-Aufzeichnung speichern</translation>
    </message>
    <message>
        <source>print the trace, its summary and the traffic counts as JSON</source>
        <translation>Spur, Zusammenfassung und Verkehrszählung als JSON ausgeben</translation>
    </message>
    <message>
        <source>--extend: expected checked or unchecked, got %1</source>
        <translation>--extend: erwartet checked oder unchecked, erhalten: %1</translation>
    </message>
    <message>
        <source>--tokens: expected random, pid, hostname or hostname-pid, got %1</source>
        <translation>--tokens: erwartet random, pid, hostname oder hostname-pid, erhalten: %1</translation>
    </message>
    <message>
        <source>heartbeat extension: checked (compare-and-extend) or unchecked (plain PEXPIRE)</source>
        <translation>Heartbeat-Verlängerung: checked (Compare-and-Extend) oder unchecked (einfaches PEXPIRE)</translation>
    </message>
    <message>
        <source>where lock tokens come from (only random is right)</source>
        <translation>woher die Lock-Tokens kommen (nur random ist richtig)</translation>
    </message>
    <message>
        <source>WAIT after SET NX: on or off</source>
        <translation>WAIT nach SET NX: on oder off</translation>
    </message>
    <message>
        <source>save the run as a recording (FILE.locklab.json: JSON; FILE.locklab: compact)</source>
        <translation>den Lauf als Aufzeichnung speichern (FILE.locklab.json: JSON; FILE.locklab: kompakt)</translation>
    </message>
    <message>
        <source>  --lang &lt;en|de|fr&gt;           Language of the report.</source>
        <translation>  --lang &lt;en|de|fr&gt;           Sprache des Berichts.</translation>
    </message>
    <message>
        <source>stop a run after N events (default %1)</source>
        <translation>einen Lauf nach N Ereignissen stoppen (Standard %1)</translation>
    </message>
    <message>
        <source>stop a run when its trace reaches MB (estimated, default %1)</source>
        <translation>einen Lauf stoppen, wenn sein Trace MB erreicht (geschätzt, Standard %1)</translation>
    </message>
    <message>
        <source>--%1: expected an integer from 1 to %2, got %3</source>
        <translation>--%1: erwartet eine ganze Zahl von 1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>The article&apos;s six experiments in order</source>
        <translation>Die sechs Experimente des Artikels der Reihe nach</translation>
    </message>
    <message>
        <source>%1; the report shows the run up to there</source>
        <translation>%1; der Bericht zeigt den Lauf bis dorthin</translation>
    </message>
    <message>
        <source>interrupted by %1; the server&apos;s settings are back as they were</source>
        <translation>unterbrochen durch %1; die Einstellungen des Servers sind wieder wie vorher</translation>
    </message>
    <message>
        <source>interrupted by %1; the server&apos;s settings could NOT all be put back (see the trace&apos;s notes)</source>
        <translation>unterbrochen durch %1; die Einstellungen des Servers konnten NICHT alle wiederhergestellt werden (siehe die Notizen des Traces)</translation>
    </message>
    <message>
        <source>the server&apos;s settings could NOT all be put back; the trace&apos;s notes say which and how</source>
        <translation>die Einstellungen des Servers konnten NICHT alle wiederhergestellt werden; die Notizen des Traces sagen, welche und wie</translation>
    </message>
    <message>
        <source>lost the connection to Redis during the run; the report shows the error and unknown outcomes</source>
        <translation>Verbindung zu Redis während des Laufs verloren; der Bericht zeigt den Fehler und die unbekannten Ausgänge</translation>
    </message>
    <message>
        <source>the run hit its deadline and was cancelled; the report shows the error and unknown outcomes</source>
        <translation>der Lauf erreichte seine Frist und wurde abgebrochen; der Bericht zeigt den Fehler und die unbekannten Ausgänge</translation>
    </message>
    <message>
        <source>writing %1</source>
        <translation>schreibe %1</translation>
    </message>
    <message>
        <source>how long to measure</source>
        <translation>wie lange gemessen wird</translation>
    </message>
    <message>
        <source>print the figures as JSON</source>
        <translation>die Zahlen als JSON ausgeben</translation>
    </message>
    <message>
        <source>acquire+release cycles/s: %1</source>
        <translation>Erwerb+Freigabe-Zyklen/s: %1</translation>
    </message>
    <message>
        <source>PING round trips/s:       %1</source>
        <translation>PING-Umläufe/s:           %1</translation>
    </message>
    <message>
        <source>ratio to the limit (PING/2): %1</source>
        <translation>Verhältnis zur Grenze (PING/2): %1</translation>
    </message>
    <message>
        <source>cycles that did not take or free the lock: %1</source>
        <translation>Zyklen, die das Lock nicht nahmen oder freigaben: %1</translation>
    </message>
    <message>
        <source>--lang: expected one of %1, got nothing</source>
        <translation>--lang: erwartet eines von %1, erhalten: nichts</translation>
    </message>
    <message>
        <source>--lang: expected one of %1, got %2</source>
        <translation>--lang: erwartet eines von %1, erhalten: %2</translation>
    </message>
    <message>
        <source>print the history as JSON lines</source>
        <translation>den Verlauf als JSON-Zeilen ausgeben</translation>
    </message>
    <message>
        <source>write the recording to FILE instead of a report (.locklab.json: JSON, else compact)</source>
        <translation>die Aufzeichnung statt eines Berichts nach FILE schreiben (.locklab.json: JSON, sonst kompakt)</translation>
    </message>
    <message>
        <source>a .locklab.json file</source>
        <translation>eine .locklab.json-Datei</translation>
    </message>
    <message>
        <source>expected one recording file</source>
        <translation>erwartet eine Aufzeichnungsdatei</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>lese %1</translation>
    </message>
    <message>
        <source>(recorded run)</source>
        <translation>(aufgezeichneter Lauf)</translation>
    </message>
    <message>
        <source>recorded against Redis %1</source>
        <translation>aufgezeichnet gegen Redis %1</translation>
    </message>
    <message>
        <source>parameter=from:to:step</source>
        <translation>Parameter=von:bis:Schritt</translation>
    </message>
    <message>
        <source>trials per point</source>
        <translation>Versuche pro Punkt</translation>
    </message>
    <message>
        <source>write the points as CSV</source>
        <translation>die Punkte als CSV schreiben</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>das Ergebnis als JSON ausgeben</translation>
    </message>
    <message>
        <source>worker threads (default: one per core)</source>
        <translation>Worker-Threads (Standard: einer pro Kern)</translation>
    </message>
    <message>
        <source>pause length distribution</source>
        <translation>Verteilung der Pausenlänge</translation>
    </message>
    <message>
        <source>chance that a pause happens</source>
        <translation>Wahrscheinlichkeit einer Pause</translation>
    </message>
    <message>
        <source>work time distribution</source>
        <translation>Verteilung der Arbeitszeit</translation>
    </message>
    <message>
        <source>sweeping: %1 of %2 trials (%3%)</source>
        <translation>Sweep: %1 von %2 Versuchen (%3 %)</translation>
    </message>
    <message>
        <source>   P(two holders) [95% CI]   P(stale write) off | on     overlap ms   acq/s</source>
        <translation>   P(zwei Halter) [95%-KI]   P(veralt. Schreib.) aus|an  Überlapp. ms  Erw./s</translation>
    </message>
    <message>
        <source>stopped: %1; the figures above are partial</source>
        <translation>gestoppt: %1; die Zahlen oben sind unvollständig</translation>
    </message>
    <message>
        <source>--show: expected one of %1, got %2</source>
        <translation>--show: erwartet eines von %1, erhalten: %2</translation>
    </message>
    <message>
        <source>print the summary without a line per event</source>
        <translation>die Zusammenfassung ohne eine Zeile je Ereignis ausgeben</translation>
    </message>
    <message>
        <source>--summary is a report&apos;s: it cannot be used with --json, --jsonl or --export</source>
        <translation>--summary gehört zum Bericht: es geht nicht zusammen mit --json, --jsonl oder --export</translation>
    </message>
    <message>
        <source>the lock key whose trace the report details (default: the worst)</source>
        <translation>der Lock-Schlüssel, dessen Trace der Bericht im Einzelnen zeigt (Standard: der schlimmste)</translation>
    </message>
    <message>
        <source>usage: locklab replay FILE.locklab[.json] [--key K] [--summary | --json | --jsonl | --export OUT.locklab[.json]]</source>
        <translation>Aufruf: locklab replay FILE.locklab[.json] [--key K] [--summary | --json | --jsonl | --export OUT.locklab[.json]]</translation>
    </message>
    <message>
        <source>--key: the recording has no lock key %1 (it has: %2)</source>
        <translation>--key: die Aufzeichnung hat keinen Lock-Schlüssel %1 (sie hat: %2)</translation>
    </message>
    <message>
        <source>watched traffic: the lock key to show (default: the recorded one)</source>
        <translation>beobachteter Verkehr: der zu zeigende Lock-Schlüssel (Standard: der aufgezeichnete)</translation>
    </message>
    <message>
        <source>inconclusive: %1, so the run shows nothing about the lock</source>
        <translation>nicht aussagekräftig: %1, der Lauf zeigt also nichts über die Sperre</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>kann nicht auf die Standardausgabe schreiben: %1</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <source>the managed cluster did not start: </source>
        <translation>der verwaltete Cluster ist nicht gestartet: </translation>
    </message>
    <message>
        <source>expected `live --redis managed|managed-cluster|URL`</source>
        <translation>erwartet: `live --redis managed|managed-cluster|URL`</translation>
    </message>
    <message>
        <source>--time-scale and --timeout-ms apply to live runs: add --redis managed|managed-cluster|URL</source>
        <translation>--time-scale und --timeout-ms gelten für Live-Läufe: --redis managed|managed-cluster|URL hinzufügen</translation>
    </message>
    <message>
        <source>managed, managed-cluster or a URL</source>
        <translation>managed, managed-cluster oder eine URL</translation>
    </message>
    <message>
        <source>--json, --jsonl and --summary: one at a time</source>
        <translation>--json, --jsonl und --summary: nur eine dieser Optionen auf einmal</translation>
    </message>
    <message>
        <source>What the window shows: timeline, compare, editor, fairness, sweep or tour.</source>
        <translation>Was das Fenster zeigt: timeline, compare, editor, fairness, sweep oder tour.</translation>
    </message>
    <message>
        <source>Run to the next breakpoint (F8) from the cursor, as in the window&apos;s Debug menu.</source>
        <translation>Vom Cursor zum nächsten Haltepunkt laufen (F8), wie im Menü „Debuggen“ des Fensters.</translation>
    </message>
    <message>
        <source>same cycles as plain RESP/s: %1</source>
        <translation>dieselben Zyklen als einfaches RESP/s: %1</translation>
    </message>
    <message>
        <source>ratio to plain RESP:        %1</source>
        <translation>Verhältnis zu einfachem RESP:        %1</translation>
    </message>
    <message>
        <source>two holders [95% CI]</source>
        <translation>zwei Halter [95-%-KI]</translation>
    </message>
    <message>
        <source>stale write</source>
        <translation>veraltet geschrieben</translation>
    </message>
    <message>
        <source>lines to compare: single, single-fencing, redlock, redlock-fencing</source>
        <translation>zu vergleichende Linien: single, single-fencing, redlock, redlock-fencing</translation>
    </message>
    <message>
        <source>usage: locklab sweep SCENARIO --vary ttl=50:500:50 [--vary ...] --trials N [--seed S] [--csv FILE] [--json]
       [--compare single,single-fencing,redlock,redlock-fencing]
       [--pause fixed:MS|exponential:mean=M|lognormal:median=M,sigma=S|pareto:min=M,alpha=A]
       [--pause-prob P] [--work DIST] [--threads N] [--release naive|token]
parameters: ttl, pause, pause-prob, work, workers, retry, jitter, clock-jump, drift, restart-delay
</source>
        <translation>Aufruf: locklab sweep SCENARIO --vary ttl=50:500:50 [--vary ...] --trials N [--seed S] [--csv FILE] [--json]
       [--compare single,single-fencing,redlock,redlock-fencing]
       [--pause fixed:MS|exponential:mean=M|lognormal:median=M,sigma=S|pareto:min=M,alpha=A]
       [--pause-prob P] [--work DIST] [--threads N] [--release naive|token]
Parameter: ttl, pause, pause-prob, work, workers, retry, jitter, clock-jump, drift, restart-delay
</translation>
    </message>
    <message>
        <source>- is standard output, where the report goes: give a file or a FIFO</source>
        <translation>- ist die Standardausgabe, wohin der Bericht geht: eine Datei oder ein FIFO angeben</translation>
    </message>
    <message>
        <source>print the table and the summary without a line per event; long lists cut to their first and last items</source>
        <translation>die Tabelle und die Zusammenfassung ohne eine Zeile pro Ereignis ausgeben; lange Listen auf ihre ersten und letzten Einträge gekürzt</translation>
    </message>
    <message>
        <source>--json and --summary: one at a time</source>
        <translation>--json und --summary: nur eine dieser Optionen auf einmal</translation>
    </message>
    <message>
        <source>usage: locklab [--lang en|de|fr]      open the desktop lab (embedded simulator)
       locklab --redis managed|URL     the desktop lab on a live Redis
       locklab --screenshot FILE.png [--scenario NAME] [--release naive|token] [--fencing on|off]
                   [--at-ms T] [--size WxH] [--theme light|dark]
                   [--show timeline|compare|editor|fairness|sweep|tour] [--run-to-breakpoint]
                   [FILE.json|RUN.locklab.json|CAPTURE.monitor.log]
       locklab list                    the built-in scenarios
       locklab run SCENARIO|FILE.json [--release naive|token] [--fencing on|off]
                   [--heartbeat on|off] [--extend checked|unchecked]
                   [--tokens random|pid|hostname|hostname-pid] [--seed N] [--json|--jsonl|--summary]
                   [--record RUN.locklab[.json]]
       locklab run seed-lab            the six experiments of the article, one line each
  live: locklab run ... --redis managed|managed-cluster|redis://[user[:password]@]host[:port][/db]
                   |redis+cluster://host:port[,host:port...]
                   |redis+sentinel://host:port[,host:port...]/MASTER[/db] [--time-scale N]
                   [--timeout-ms MS]   (exit 2: Redis unreachable; 1: connection lost mid-run)
       locklab replay RUN.locklab[.json] [--summary|--json|--jsonl]   the report of a recorded run
       locklab replay RUN.locklab[.json] --export OUT.locklab[.json]   convert a recording
       locklab sweep SCENARIO --vary PARAM=FROM:TO:STEP [--trials N] [--seed S] [--pause DIST]
                   [--csv FILE] [--json]   (see `locklab sweep --help`)
       locklab render SCENARIO|RUN.locklab.json --png F|--svg F|--frames DIR|--video F.mp4|.webm|.gif
                   [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [policy options]
       locklab render tour --video F.mp4|--frames DIR   the guided tour of the six experiments
       locklab bench live --redis managed|managed-cluster|URL [--seconds S] [--json]
       locklab watch --redis URL [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME]
                   [--duration S] [--expiry-events] [--record F.locklab.json] [--json]
                   a Redis&apos;s real lock traffic through MONITOR (exit 2: cannot watch; 1: Redis went away)
       locklab import FILE.log [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME] [--record F] [--json]
                   a saved `redis-cli monitor` capture or RedisInsight profiler log
       locklab --version
Every command takes --lang en|de|fr. run, sweep, replay, import and watch take --max-events N
(default 20000000; an import read a group of keys at a time has none) and --max-memory-mb MB
(the trace&apos;s estimated size, default 1024; an import&apos;s: each group&apos;s): a run stops at the first,
an import or a watch keeps the traffic up to there.
Exit codes: 0 a completed run, safe or not; 1 a live run that lost Redis, hit its deadline or
could not restore the server&apos;s settings; 2 bad input; 3 inconclusive (most commands got no
reply or an error); 4 stopped at --max-events or --max-memory-mb; 130/143 a live run stopped
by SIGINT/SIGTERM, after putting the server back.
</source>
        <translation>Aufruf: locklab [--lang en|de|fr]     das Desktop-Labor öffnen (eingebetteter Simulator)
       locklab --redis managed|URL     das Desktop-Labor auf einem echten Redis
       locklab --screenshot FILE.png [--scenario NAME] [--release naive|token] [--fencing on|off]
                   [--at-ms T] [--size WxH] [--theme light|dark]
                   [--show timeline|compare|editor|fairness|sweep|tour] [--run-to-breakpoint]
                   [FILE.json|RUN.locklab.json|CAPTURE.monitor.log]
       locklab list                    die eingebauten Szenarien
       locklab run SCENARIO|FILE.json [--release naive|token] [--fencing on|off]
                   [--heartbeat on|off] [--extend checked|unchecked]
                   [--tokens random|pid|hostname|hostname-pid] [--seed N] [--json|--jsonl|--summary]
                   [--record RUN.locklab[.json]]
       locklab run seed-lab            die sechs Experimente des Artikels, je eine Zeile
  live: locklab run ... --redis managed|managed-cluster|redis://[user[:password]@]host[:port][/db]
                   |redis+cluster://host:port[,host:port...]
                   |redis+sentinel://host:port[,host:port...]/MASTER[/db] [--time-scale N]
                   [--timeout-ms MS]   (Exit 2: Redis nicht erreichbar; 1: Verbindung im Lauf verloren)
       locklab replay RUN.locklab[.json] [--summary|--json|--jsonl]   der Bericht eines aufgezeichneten Laufs
       locklab replay RUN.locklab[.json] --export OUT.locklab[.json]   eine Aufzeichnung umwandeln
       locklab sweep SCENARIO --vary PARAM=FROM:TO:STEP [--trials N] [--seed S] [--pause DIST]
                   [--csv FILE] [--json]   (siehe `locklab sweep --help`)
       locklab render SCENARIO|RUN.locklab.json --png F|--svg F|--frames DIR|--video F.mp4|.webm|.gif
                   [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [Richtlinien-Optionen]
       locklab render tour --video F.mp4|--frames DIR   die Führung durch die sechs Experimente
       locklab bench live --redis managed|managed-cluster|URL [--seconds S] [--json]
       locklab watch --redis URL [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME]
                   [--duration S] [--expiry-events] [--record F.locklab.json] [--json]
                   der echte Lock-Verkehr eines Redis über MONITOR (Exit 2: Beobachten unmöglich; 1: Redis verschwunden)
       locklab import FILE.log [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME] [--record F] [--json]
                   ein gespeicherter Mitschnitt von `redis-cli monitor` oder ein Profiler-Log von RedisInsight
       locklab --version
Jeder Befehl nimmt --lang en|de|fr. run, sweep, replay, import und watch nehmen --max-events N
(Standard 20000000; ein Import, der eine Gruppe von Schlüsseln nach der anderen liest, hat keinen) und
--max-memory-mb MB (geschätzte Größe des Traces, Standard 1024; bei einem Import: jeder Gruppe): Ein Lauf
stoppt beim ersten, ein Import oder eine Beobachtung behält den Verkehr bis dorthin.
Exit-Codes: 0 ein vollständiger Lauf, sicher oder nicht; 1 ein Live-Lauf, der Redis verlor, seine Frist
überschritt oder die Einstellungen des Servers nicht wiederherstellen konnte; 2 ungültige Eingabe;
3 nicht aussagekräftig (die meisten Befehle bekamen keine Antwort oder einen Fehler); 4 gestoppt bei
--max-events oder --max-memory-mb; 130/143 ein Live-Lauf, durch SIGINT/SIGTERM gestoppt, nachdem der
Server wiederhergestellt wurde.
</translation>
    </message>
</context>
<context>
    <name>locklab::OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation>kann nicht schreiben: %1</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>ein Verzeichnis</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>%1, not a regular file: LockLab writes to a file, a FIFO or - (standard output)</source>
        <translation>%1, keine reguläre Datei: LockLab schreibt in eine Datei, eine FIFO oder - (Standardausgabe)</translation>
    </message>
</context>
<context>
    <name>locklab::PolicyToggles</name>
    <message>
        <source>Lock &amp;Tokens</source>
        <translation>Lock-&amp;Tokens</translation>
    </message>
    <message>
        <source>Heartbeat &amp;Extension</source>
        <translation>Heartbeat-&amp;Verlängerung</translation>
    </message>
    <message>
        <source>Lock &amp;Purpose</source>
        <translation>&amp;Zweck des Locks</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>A random token per acquisition: the only right source</source>
        <translation>Ein zufälliges Token pro Erwerb: die einzig richtige Quelle</translation>
    </message>
    <message>
        <source>Process id</source>
        <translation>Prozess-ID</translation>
    </message>
    <message>
        <source>pid</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>The worker&apos;s pid: every container&apos;s main process is PID 1, so tokens collide</source>
        <translation>Die PID des Workers: Der Hauptprozess jedes Containers hat PID 1, also kollidieren die Tokens</translation>
    </message>
    <message>
        <source>Hostname</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <source>hostname</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <source>The worker&apos;s host: two processes on one host share it</source>
        <translation>Der Host des Workers: Zwei Prozesse auf einem Host teilen ihn</translation>
    </message>
    <message>
        <source>Hostname and pid</source>
        <translation>Hostname und PID</translation>
    </message>
    <message>
        <source>host:pid</source>
        <translation>Host:PID</translation>
    </message>
    <message>
        <source>HOST:PID: shared by the threads of one process, and PID 1 in every container</source>
        <translation>HOST:PID: von den Threads eines Prozesses geteilt, und PID 1 in jedem Container</translation>
    </message>
    <message>
        <source>Checked (compare-and-PEXPIRE)</source>
        <translation>Geprüft (Compare-and-PEXPIRE)</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <source>The heartbeat extends the key only while it still holds the worker&apos;s token</source>
        <translation>Der Heartbeat verlängert den Schlüssel nur, solange er noch das Token des Workers enthält</translation>
    </message>
    <message>
        <source>Unchecked (plain PEXPIRE)</source>
        <translation>Ungeprüft (einfaches PEXPIRE)</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>ungeprüft</translation>
    </message>
    <message>
        <source>The heartbeat extends whoever holds the key, even another worker&apos;s lock</source>
        <translation>Der Heartbeat verlängert, wer auch immer den Schlüssel hält, auch das Lock eines anderen Workers</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>Two holders at once are the failure: an overlap is red</source>
        <translation>Zwei Halter gleichzeitig sind der Fehler: Eine Überlappung ist rot</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>The lock only saves duplicate work: an overlap is amber, only a corrupted store is red</source>
        <translation>Das Lock erspart nur doppelte Arbeit: Eine Überlappung ist bernsteinfarben, nur ein verfälschter Store ist rot</translation>
    </message>
    <message>
        <source>Heartbeat extension</source>
        <translation>Heartbeat-Verlängerung</translation>
    </message>
    <message>
        <source>Lock tokens</source>
        <translation>Lock-Tokens</translation>
    </message>
    <message>
        <source>Lock purpose</source>
        <translation>Zweck des Locks</translation>
    </message>
    <message>
        <source>Extension: %1</source>
        <translation>Verlängerung: %1</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <source>Purpose: %1</source>
        <translation>Zweck: %1</translation>
    </message>
</context>
<context>
    <name>locklab::Presentation</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Docks hidden, larger type and captions, for recording a screencast (F5)</source>
        <translation>Docks ausgeblendet, größere Schrift und Untertitel, zum Aufnehmen eines Screencasts (F5)</translation>
    </message>
    <message>
        <source>&amp;Captions</source>
        <translation>&amp;Untertitel</translation>
    </message>
    <message>
        <source>Narrate the event at the cursor in plain words</source>
        <translation>Das Ereignis am Cursor in einfachen Worten beschreiben</translation>
    </message>
    <message>
        <source>Guided &amp;Tour</source>
        <translation>&amp;Geführte Tour</translation>
    </message>
    <message>
        <source>Window Size 1280 × 720</source>
        <translation>Fenstergröße 1280 × 720</translation>
    </message>
    <message>
        <source>Window Size 1920 × 1080</source>
        <translation>Fenstergröße 1920 × 1080</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>B&amp;ild exportieren…</translation>
    </message>
    <message>
        <source>The timeline at the cursor as a PNG or SVG, at any size</source>
        <translation>Die Zeitleiste am Cursor als PNG oder SVG, in beliebiger Größe</translation>
    </message>
    <message>
        <source>Export &amp;Video…</source>
        <translation>&amp;Video exportieren…</translation>
    </message>
    <message>
        <source>The run played at the chosen speed, as MP4, WebM, GIF or PNG frames</source>
        <translation>Der Lauf, mit der gewählten Geschwindigkeit abgespielt, als MP4, WebM, GIF oder PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>Window &amp;Size</source>
        <translation>&amp;Fenstergröße</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 (as on screen)</source>
        <translation>%1 (wie auf dem Bildschirm)</translation>
    </message>
    <message>
        <source>Size in pixels:</source>
        <translation>Größe in Pixeln:</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export Video</source>
        <translation>Video exportieren</translation>
    </message>
    <message>
        <source>%1.

Export a PNG frame sequence into a folder instead?</source>
        <translation>%1.

Stattdessen eine PNG-Bildfolge in einen Ordner exportieren?</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF animation (*.gif);;PNG frames in a folder (*)</source>
        <translation>MP4-Video (*.mp4);;WebM-Video (*.webm);;GIF-Animation (*.gif);;PNG-Einzelbilder in einem Ordner (*)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>Ordner für die PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>Rendering %1 frames…</source>
        <translation>%1 Einzelbilder werden gerendert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Saved %1 (%2 frames at %3 fps)</source>
        <translation>%1 gespeichert (%2 Einzelbilder bei %3 fps)</translation>
    </message>
    <message>
        <source>Export Guided &amp;Tour Video…</source>
        <translation>Video der geführten &amp;Tour exportieren…</translation>
    </message>
    <message>
        <source>Export Guided Tour</source>
        <translation>Geführte Tour exportieren</translation>
    </message>
    <message>
        <source>Rendering the guided tour: %1 frames…</source>
        <translation>Die geführte Tour wird gerendert: %1 Einzelbilder…</translation>
    </message>
    <message>
        <source>Saved %1: the guided tour, %2 s</source>
        <translation>%1 gespeichert: die geführte Tour, %2 s</translation>
    </message>
    <message>
        <source>The article&apos;s experiments and the later lessons in order, each playing at once under a title card that says what to watch (Shift+F5); PgUp, PgDown and Esc move on, back or out</source>
        <translation>Die Experimente des Artikels und die späteren Lektionen der Reihe nach, jedes sofort abgespielt unter einer Titelkarte, die sagt, worauf zu achten ist (Umschalt+F5); Bild auf, Bild ab und Esc gehen zurück, weiter oder hinaus</translation>
    </message>
    <message>
        <source>The guided tour&apos;s experiments in order, with title cards and captions, as one video</source>
        <translation>Die Experimente der Tour der Reihe nach, mit Titelkarten und Untertiteln, als ein Video</translation>
    </message>
</context>
<context>
    <name>locklab::RecordingLoader</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1: no client took a lock (no SET … NX with an expiry)</source>
        <translation>%1: kein Client nahm ein Lock (kein SET … NX mit Ablaufzeit)</translation>
    </message>
</context>
<context>
    <name>locklab::RedisUrl</name>
    <message>
        <source>rediss:// (TLS) is not supported by hiredis 0.14; use redis://</source>
        <translation>rediss:// (TLS) wird von hiredis 0.14 nicht unterstützt; verwenden Sie redis://</translation>
    </message>
    <message>
        <source>expected redis://[user[:password]@]host[:port][/db], got &quot;%1&quot;</source>
        <translation>erwartet redis://[user[:password]@]host[:port][/db], erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>invalid URL &quot;%1&quot;: %2</source>
        <translation>ungültige URL &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>unexpected query or fragment in &quot;%1&quot;</source>
        <translation>unerwartete Abfrage oder unerwartetes Fragment in &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no host in &quot;%1&quot;</source>
        <translation>kein Host in &quot;%1&quot;</translation>
    </message>
    <message>
        <source>port out of range in &quot;%1&quot;</source>
        <translation>Port außerhalb des gültigen Bereichs in &quot;%1&quot;</translation>
    </message>
    <message>
        <source>user %1 given without a password in &quot;%2&quot;</source>
        <translation>Benutzer %1 ohne Passwort angegeben in &quot;%2&quot;</translation>
    </message>
    <message>
        <source>database must be a non-negative integer, got %1</source>
        <translation>die Datenbank muss eine nicht negative ganze Zahl sein, erhalten: %1</translation>
    </message>
    <message>
        <source>Invalid port or port number out of range</source>
        <translation>ungültiger Port oder Portnummer außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>Invalid hostname (contains invalid characters)</source>
        <translation>ungültiger Hostname (enthält ungültige Zeichen)</translation>
    </message>
    <message>
        <source>Invalid IPv4 address</source>
        <translation>ungültige IPv4-Adresse</translation>
    </message>
    <message>
        <source>Invalid IPv6 address</source>
        <translation>ungültige IPv6-Adresse</translation>
    </message>
    <message>
        <source>Expected &apos;]&apos; to match &apos;[&apos; in hostname</source>
        <translation>im Hostnamen fehlt die &apos;]&apos; zur &apos;[&apos;</translation>
    </message>
    <message>
        <source>Port field was empty</source>
        <translation>das Port-Feld war leer</translation>
    </message>
    <message>
        <source>redis:// names one server, got &quot;%1&quot;; a cluster&apos;s nodes: redis+cluster://host:port,host:port, sentinels: redis+sentinel://host:port,host:port/MASTER</source>
        <translation>redis:// nennt einen Server, erhalten wurde &quot;%1&quot;; die Knoten eines Clusters: redis+cluster://host:port,host:port, Sentinels: redis+sentinel://host:port,host:port/MASTER</translation>
    </message>
    <message>
        <source>no primary name in &quot;%1&quot;: redis+sentinel://host:port/MASTER</source>
        <translation>kein Name des Primärservers in &quot;%1&quot;: redis+sentinel://host:port/MASTER</translation>
    </message>
    <message>
        <source>unexpected path %1 in &quot;%2&quot;</source>
        <translation>unerwarteter Pfad %1 in &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a cluster has database 0 only, got %1 in &quot;%2&quot;</source>
        <translation>ein Cluster hat nur die Datenbank 0, erhalten wurde %1 in &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>locklab::RedisWatch</name>
    <message>
        <source>locklab watch: MONITOR makes Redis send every command to LockLab: it can halve the server&apos;s throughput, and its output buffer to us is unlimited. Watch briefly.</source>
        <translation>locklab watch: MONITOR lässt Redis jeden Befehl an LockLab senden: Das kann den Durchsatz des Servers halbieren, und sein Ausgabepuffer zu uns ist unbegrenzt. Nur kurz beobachten.</translation>
    </message>
    <message>
        <source>locklab watch: watching %1 (Redis %2) %3</source>
        <translation>locklab watch: beobachte %1 (Redis %2) %3</translation>
    </message>
    <message>
        <source>for %1 s</source>
        <translation>für %1 s</translation>
    </message>
    <message>
        <source>until Ctrl+C</source>
        <translation>bis Strg+C</translation>
    </message>
    <message>
        <source>cannot connect to Redis at %1: %2</source>
        <translation>keine Verbindung zu Redis unter %1: %2</translation>
    </message>
    <message>
        <source>Redis at %1 refused the credentials: %2</source>
        <translation>Redis unter %1 hat die Zugangsdaten abgelehnt: %2</translation>
    </message>
    <message>
        <source>Redis at %1 refused MONITOR (%2): the user needs the +monitor permission</source>
        <translation>Redis unter %1 hat MONITOR abgelehnt (%2): Der Benutzer braucht das Recht +monitor</translation>
    </message>
    <message>
        <source>Redis at %1 refused MONITOR: %2</source>
        <translation>Redis unter %1 hat MONITOR abgelehnt: %2</translation>
    </message>
    <message>
        <source>cannot use Redis at %1: %2</source>
        <translation>Redis unter %1 ist nicht nutzbar: %2</translation>
    </message>
    <message>
        <source>expiry events: CONFIG GET was refused (%1); the trace shows the model&apos;s expiries only</source>
        <translation>Ablauf-Ereignisse: CONFIG GET wurde abgelehnt (%1); die Spur zeigt nur die Abläufe des Modells</translation>
    </message>
    <message>
        <source>expiry events: notify-keyspace-events set to &quot;%1&quot; for the watch; &quot;%2&quot; is put back when it ends</source>
        <translation>Ablauf-Ereignisse: notify-keyspace-events für die Beobachtung auf „%1“ gesetzt; „%2“ wird am Ende wiederhergestellt</translation>
    </message>
    <message>
        <source>expiry events: CONFIG SET was refused (%1)</source>
        <translation>Ablauf-Ereignisse: CONFIG SET wurde abgelehnt (%1)</translation>
    </message>
    <message>
        <source>Redis went away and did not come back within %1 s: %2</source>
        <translation>Redis ist weg und kam nicht innerhalb von %1 s zurück: %2</translation>
    </message>
    <message numerus="yes">
        <source>locklab watch: %n line(s), lag p50 %1 ms, p99 %2 ms, max %3 ms</source>
        <translation>
            <numerusform>locklab watch: %n Zeile, Verzögerung p50 %1 ms, p99 %2 ms, max. %3 ms</numerusform>
            <numerusform>locklab watch: %n Zeilen, Verzögerung p50 %1 ms, p99 %2 ms, max. %3 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>no client touched a watched key: nothing to record</source>
        <translation>kein Client hat einen beobachteten Schlüssel berührt: nichts aufzuzeichnen</translation>
    </message>
    <message>
        <source>output of `redis-cli monitor`, or RedisInsight&apos;s saved profiler log</source>
        <translation>Ausgabe von `redis-cli monitor` oder das gespeicherte Profiler-Log von RedisInsight</translation>
    </message>
    <message>
        <source>expected one MONITOR log file</source>
        <translation>erwartet eine MONITOR-Logdatei</translation>
    </message>
    <message>
        <source>--db: expected a database number from 0 to 65535, got %1</source>
        <translation>--db: erwartet eine Datenbanknummer von 0 bis 65535, erhalten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not MONITOR lines</source>
        <translation>
            <numerusform>%n weitere Zeile, die keine MONITOR-Zeile ist</numerusform>
            <numerusform>%n weitere Zeilen, die keine MONITOR-Zeilen sind</numerusform>
        </translation>
    </message>
    <message>
        <source>seconds to watch (default 60; 0: until Ctrl+C)</source>
        <translation>Sekunden der Beobachtung (Standard 60; 0: bis Strg+C)</translation>
    </message>
    <message>
        <source>timeout of every Redis call (default 2000)</source>
        <translation>Zeitlimit jedes Redis-Aufrufs (Standard 2000)</translation>
    </message>
    <message>
        <source>CONFIG SET notify-keyspace-events Ex for the watch (restored after) to note real expiries</source>
        <translation>CONFIG SET notify-keyspace-events Ex während der Beobachtung (danach zurückgesetzt), um echte Abläufe zu vermerken</translation>
    </message>
    <message>
        <source>expected --redis URL</source>
        <translation>erwartet --redis URL</translation>
    </message>
    <message>
        <source>--duration: expected seconds from 0 to 86400, got %1</source>
        <translation>--duration: erwartet Sekunden von 0 bis 86400, erhalten: %1</translation>
    </message>
    <message>
        <source>--timeout-ms: expected 1 to 60000, got %1</source>
        <translation>--timeout-ms: erwartet 1 bis 60000, erhalten: %1</translation>
    </message>
    <message>
        <source>%1; the trace so far follows</source>
        <translation>%1; der bisherige Trace folgt</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>%1; the report shows the traffic up to there</source>
        <translation>%1; der Bericht zeigt den Verkehr bis dorthin</translation>
    </message>
    <message>
        <source>Redis at %1 did not answer %2 within %3 s</source>
        <translation>Redis unter %1 hat %2 nicht innerhalb von %3 s beantwortet</translation>
    </message>
    <message>
        <source>Redis at %1 did not answer INFO: %2</source>
        <translation>Redis unter %1 hat INFO nicht beantwortet: %2</translation>
    </message>
    <message>
        <source>no answer to PING within %1 ms</source>
        <translation>keine Antwort auf PING innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>cannot reconnect: %1</source>
        <translation>keine neue Verbindung möglich: %1</translation>
    </message>
    <message>
        <source>notify-keyspace-events left as &quot;%1&quot;: someone changed it during the watch (it was &quot;%2&quot; before)</source>
        <translation>notify-keyspace-events bleibt „%1“: Jemand hat es während der Beobachtung geändert (vorher war es „%2“)</translation>
    </message>
    <message>
        <source>notify-keyspace-events put back to &quot;%1&quot;</source>
        <translation>notify-keyspace-events auf „%1“ zurückgesetzt</translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT put back (%1): it may still be &quot;%2&quot;; to put it back, run: CONFIG SET notify-keyspace-events %3</source>
        <translation>notify-keyspace-events NICHT zurückgesetzt (%1): Es ist womöglich noch „%2“; zum Zurücksetzen ausführen: CONFIG SET notify-keyspace-events %3</translation>
    </message>
    <message>
        <source>following failovers: subscribed to +switch-master on sentinel %1</source>
        <translation>Failover werden verfolgt: +switch-master auf Sentinel %1 abonniert</translation>
    </message>
    <message>
        <source>MONITOR runs again, on %1</source>
        <translation>MONITOR läuft wieder, auf %1</translation>
    </message>
    <message>
        <source>sentinel %1 names %2 as the primary of %3</source>
        <translation>Sentinel %1 nennt %2 als Primary von %3</translation>
    </message>
    <message>
        <source>a sentinel switched the primary from %1 to %2 (+switch-master): MONITOR moves to it</source>
        <translation>ein Sentinel hat den Primary von %1 auf %2 umgestellt (+switch-master): MONITOR zieht mit um</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s), MONITOR on each primary:</source>
        <translation>
            <numerusform>%n Shard, MONITOR auf seinem Primary:</numerusform>
            <numerusform>%n Shards, MONITOR auf jedem Primary:</numerusform>
        </translation>
    </message>
    <message>
        <source>slots %1</source>
        <translation>Slots %1</translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s)</source>
        <translation>
            <numerusform>%n Lock-Schlüssel</numerusform>
            <numerusform>%n Lock-Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>lag p99 %1 ms</source>
        <translation>Verzögerung p99 %1 ms</translation>
    </message>
    <message>
        <source>clock %1 ms (±%2) against LockLab&apos;s</source>
        <translation>Uhr %1 ms (±%2) gegenüber der von LockLab</translation>
    </message>
    <message>
        <source>clock not measured</source>
        <translation>Uhr nicht gemessen</translation>
    </message>
    <message numerus="yes">
        <source>primary now %1 after %n failover(s)</source>
        <translation>
            <numerusform>Primary jetzt %1 nach %n Failover</numerusform>
            <numerusform>Primary jetzt %1 nach %n Failovern</numerusform>
        </translation>
    </message>
    <message>
        <source>lost: not watched at the end</source>
        <translation>verloren: am Ende nicht beobachtet</translation>
    </message>
    <message>
        <source>expiry events: not on a cluster yet; the trace shows the model&apos;s expiries only</source>
        <translation>Ablauf-Ereignisse: auf einem Cluster noch nicht; der Trace zeigt nur die Abläufe des Modells</translation>
    </message>
    <message>
        <source>%1 is a Redis Cluster node (INFO cluster: cluster_enabled:1): watching every primary of its cluster, as redis+cluster:// would</source>
        <translation>%1 ist ein Knoten eines Redis Clusters (INFO cluster: cluster_enabled:1): beobachtet wird jeder Primary seines Clusters, wie mit redis+cluster://</translation>
    </message>
    <message>
        <source>cannot use the Redis Cluster at %1: %2</source>
        <translation>Der Redis Cluster unter %1 ist nicht nutzbar: %2</translation>
    </message>
    <message>
        <source>%1 (slots %2)</source>
        <translation>%1 (Slots %2)</translation>
    </message>
    <message numerus="yes">
        <source>Redis Cluster: MONITOR on each of its %n primaries, one stream per shard: %1</source>
        <translation>
            <numerusform>Redis Cluster: MONITOR auf seinem %n Primary, ein Strom je Shard: %1</numerusform>
            <numerusform>Redis Cluster: MONITOR auf jedem seiner %n Primaries, ein Strom je Shard: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>shard %1: %2</source>
        <translation>Shard %1: %2</translation>
    </message>
    <message>
        <source>shard %1: no primary for its slots (%2) within %3 s; its keys are not seen from here on: %4</source>
        <translation>Shard %1: kein Primary für seine Slots (%2) innerhalb von %3 s; seine Schlüssel bleiben ab hier unsichtbar: %4</translation>
    </message>
    <message>
        <source>no node serves slot %1</source>
        <translation>kein Knoten bedient Slot %1</translation>
    </message>
    <message>
        <source>shard %1: MONITOR moved from %2 to %3, the primary the cluster promoted</source>
        <translation>Shard %1: MONITOR ist von %2 zu %3 umgezogen, dem Primary, den der Cluster befördert hat</translation>
    </message>
    <message numerus="yes">
        <source>%n independent instance(s) of a Redlock, quorum %1, MONITOR on each:</source>
        <translation>
            <numerusform>%n unabhängige Instanz eines Redlock, Quorum %1, MONITOR auf ihr:</numerusform>
            <numerusform>%n unabhängige Instanzen eines Redlock, Quorum %1, MONITOR auf jeder:</numerusform>
        </translation>
    </message>
    <message>
        <source>instance %1 %2</source>
        <translation>Instanz %1 %2</translation>
    </message>
    <message>
        <source>redis://[user[:password]@]host[:port][/db], redis+sentinel://host[:port][,host[:port]…]/MASTER[/db], or redis+cluster://host[:port][,host[:port]…] (every primary of the cluster); given 2 to 7 times, redis:// URLs: a Redlock&apos;s independent instances, watched as one</source>
        <translation>redis://[user[:password]@]host[:port][/db], redis+sentinel://host[:port][,host[:port]…]/MASTER[/db] oder redis+cluster://host[:port][,host[:port]…] (jeder Primary des Clusters); 2- bis 7-mal angegeben, redis://-URLs: die unabhängigen Instanzen eines Redlock, gemeinsam beobachtet</translation>
    </message>
    <message>
        <source>several URLs are a Redlock&apos;s independent instances: each a redis:// URL, got %1</source>
        <translation>mehrere URLs sind die unabhängigen Instanzen eines Redlock: jede eine redis://-URL, erhalten %1</translation>
    </message>
    <message>
        <source>a Redlock of at most %1 instances, got %2</source>
        <translation>ein Redlock hat höchstens %1 Instanzen, erhalten %2</translation>
    </message>
    <message>
        <source>expiry events: not on a Redlock&apos;s instances yet; the trace shows the model&apos;s expiries only</source>
        <translation>Ablaufereignisse: auf den Instanzen eines Redlock noch nicht; die Spur zeigt nur die Abläufe des Modells</translation>
    </message>
    <message numerus="yes">
        <source>Redlock: MONITOR on each of its %n independent instance(s), quorum %1: %2</source>
        <translation>
            <numerusform>Redlock: MONITOR auf seiner %n unabhängigen Instanz, Quorum %1: %2</numerusform>
            <numerusform>Redlock: MONITOR auf jeder seiner %n unabhängigen Instanzen, Quorum %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>instance %1 (%2): %3</source>
        <translation>Instanz %1 (%2): %3</translation>
    </message>
    <message>
        <source>instance %1 (%2) did not come back within %3 s; what it runs is not seen from here on: %4</source>
        <translation>Instanz %1 (%2) kam nicht innerhalb von %3 s zurück; was sie ausführt, ist von hier an nicht zu sehen: %4</translation>
    </message>
    <message>
        <source>the glob %1 cannot be matched: %2</source>
        <translation>das Muster %1 lässt sich nicht anwenden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>--key: no key %1 was taken with SET NX in the traffic, and no lock key was</source>
        <translation>--key: kein Schlüssel %1 wurde im Verkehr mit SET NX genommen, und kein Sperrschlüssel</translation>
    </message>
    <message>
        <source>--key: no key %1 was taken with SET NX in the traffic; the report details the worst lock key instead (lock keys: %2)</source>
        <translation>--key: kein Schlüssel %1 wurde im Verkehr mit SET NX genommen; der Bericht zeigt stattdessen den schlimmsten Sperrschlüssel im Detail (Sperrschlüssel: %2)</translation>
    </message>
    <message>
        <source>--keys %1 matched no key, and no other key was taken with SET NX and an expiry</source>
        <translation>--keys %1 traf keinen Schlüssel, und kein anderer Schlüssel wurde mit SET NX und einem Ablauf genommen</translation>
    </message>
    <message numerus="yes">
        <source>--keys %1 matched none of the %n key(s) taken with SET NX and an expiry: %2</source>
        <translation>
            <numerusform>--keys %1 traf nicht den %n Schlüssel, der mit SET NX und einem Ablauf genommen wurde: %2</numerusform>
            <numerusform>--keys %1 traf keinen der %n Schlüssel, die mit SET NX und einem Ablauf genommen wurden: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no lock key in database %1; %n command(s) were in other databases</source>
        <translation>
            <numerusform>kein Sperrschlüssel in Datenbank %1; %n Befehl war in anderen Datenbanken</numerusform>
            <numerusform>kein Sperrschlüssel in Datenbank %1; %n Befehle waren in anderen Datenbanken</numerusform>
        </translation>
    </message>
    <message>
        <source>the recording was not written; the report above is complete</source>
        <translation>die Aufzeichnung wurde nicht geschrieben; der Bericht oben ist vollständig</translation>
    </message>
    <message>
        <source>usage: locklab import FILE.log [--db N] [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</source>
        <translation>Aufruf: locklab import FILE.log [--db N] [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</translation>
    </message>
    <message>
        <source>%1 is given twice (instances %2 and %3): a Redlock&apos;s instances are independent servers, give each once</source>
        <translation>%1 ist zweimal angegeben (Instanzen %2 und %3): die Instanzen eines Redlock sind unabhängige Server, jeden einmal angeben</translation>
    </message>
    <message>
        <source>usage: locklab watch --redis URL [--redis URL]… [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--duration S] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</source>
        <translation>Aufruf: locklab watch --redis URL [--redis URL]… [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--duration S] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</translation>
    </message>
    <message>
        <source>instances %1 and %2 are the same server (INFO server run_id %3): a Redlock&apos;s instances are independent servers, give each once</source>
        <translation>die Instanzen %1 und %2 sind derselbe Server (INFO server run_id %3): die Instanzen eines Redlock sind unabhängige Server, jeden einmal angeben</translation>
    </message>
    <message>
        <source>Redis refused LockLab&apos;s read of a lock key (%1): holders from before the watch are inferred from what they do</source>
        <translation>Redis hat LockLabs Lesen eines Lock-Schlüssels abgelehnt (%1): Halter aus der Zeit vor der Beobachtung werden aus ihrem Verhalten erschlossen</translation>
    </message>
    <message numerus="yes">
        <source>the clients sent %n CLUSTER command(s): this is likely one node of a Redis Cluster, and the lock keys on its other nodes are not in it (locklab watch --redis redis+cluster://HOST:PORT watches every shard)</source>
        <translation>
            <numerusform>die Clients sandten %n CLUSTER-Befehl: dies ist wahrscheinlich ein Knoten eines Redis Cluster, und die Lock-Schlüssel auf seinen anderen Knoten sind nicht darin (locklab watch --redis redis+cluster://HOST:PORT beobachtet jeden Shard)</numerusform>
            <numerusform>die Clients sandten %n CLUSTER-Befehle: dies ist wahrscheinlich ein Knoten eines Redis Cluster, und die Lock-Schlüssel auf seinen anderen Knoten sind nicht darin (locklab watch --redis redis+cluster://HOST:PORT beobachtet jeden Shard)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interpreting %n lock key(s)</source>
        <translation>
            <numerusform>werte %n Sperrschlüssel aus</numerusform>
            <numerusform>werte %n Sperrschlüssel aus</numerusform>
        </translation>
    </message>
    <message>
        <source>reading it in one pass</source>
        <translation>sie wird in einem Durchgang gelesen</translation>
    </message>
</context>
<context>
    <name>locklab::RenderCommand</name>
    <message>
        <source>usage: locklab render SCENARIO|FILE.json|RUN.locklab.json (--png FILE | --svg FILE | --frames DIR | --video FILE.mp4|.webm|.gif)
                      [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [--theme light|dark]
                      [--release naive|token] [--fencing on|off] [--heartbeat on|off] [--seed N]
       locklab render tour (--video FILE.mp4|.webm|.gif | --frames DIR) [--size WxH] [--fps N] [--speed X] [--theme light|dark]
                      the guided tour: the article&apos;s six experiments in order, with title cards and captions
</source>
        <translation>Aufruf: locklab render SCENARIO|FILE.json|RUN.locklab.json (--png FILE | --svg FILE | --frames DIR | --video FILE.mp4|.webm|.gif)
                       [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [--theme light|dark]
                       [--release naive|token] [--fencing on|off] [--heartbeat on|off] [--seed N]
        locklab render tour (--video FILE.mp4|.webm|.gif | --frames DIR) [--size WxH] [--fps N] [--speed X] [--theme light|dark]
                       die geführte Tour: die sechs Experimente des Artikels der Reihe nach, mit Titelkarten und Untertiteln
</translation>
    </message>
    <message>
        <source>write a PNG</source>
        <translation>ein PNG schreiben</translation>
    </message>
    <message>
        <source>write an SVG</source>
        <translation>ein SVG schreiben</translation>
    </message>
    <message>
        <source>write PNG frames into DIR</source>
        <translation>PNG-Einzelbilder in DIR schreiben</translation>
    </message>
    <message>
        <source>write a video through ffmpeg</source>
        <translation>ein Video mit ffmpeg schreiben</translation>
    </message>
    <message>
        <source>image size</source>
        <translation>Bildgröße</translation>
    </message>
    <message>
        <source>frames per second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>scenario seconds per second of animation</source>
        <translation>Sekunden Szenariozeit pro Sekunde Animation</translation>
    </message>
    <message>
        <source>cursor time of an image</source>
        <translation>Cursorzeit eines Bildes</translation>
    </message>
    <message>
        <source>narrate the event at the cursor</source>
        <translation>das Ereignis am Cursor beschreiben</translation>
    </message>
    <message>
        <source>light or dark</source>
        <translation>light oder dark</translation>
    </message>
    <message>
        <source>expected one scenario, recording or &quot;tour&quot;
</source>
        <translation>erwartet wird ein Szenario, eine Aufzeichnung oder „tour“
</translation>
    </message>
    <message>
        <source>nothing to write: give --png, --svg, --frames or --video
</source>
        <translation>nichts zu schreiben: --png, --svg, --frames oder --video angeben
</translation>
    </message>
    <message>
        <source>--fps: expected a number above 0 and up to 240, got %1</source>
        <translation>--fps: erwartet eine Zahl über 0 bis 240, erhalten: %1</translation>
    </message>
    <message>
        <source>--speed: expected a positive number (0.1 plays a 100 ms race in 1 s), got %1</source>
        <translation>--speed: erwartet eine positive Zahl (0.1 spielt ein 100-ms-Rennen in 1 s ab), erhalten: %1</translation>
    </message>
    <message>
        <source>--video: unknown format %1 (use .mp4, .webm or .gif)</source>
        <translation>--video: unbekanntes Format %1 (.mp4, .webm oder .gif verwenden)</translation>
    </message>
    <message>
        <source>the tour is an animation: use --video or --frames</source>
        <translation>die Tour ist eine Animation: --video oder --frames verwenden</translation>
    </message>
    <message>
        <source>--release, --fencing, --heartbeat, --seed, --at-ms and --caption do not apply to the tour: each experiment runs with its own policies, narrated</source>
        <translation>--release, --fencing, --heartbeat, --seed, --at-ms und --caption gelten nicht für die Tour: Jedes Experiment läuft mit seinen eigenen Richtlinien und wird kommentiert</translation>
    </message>
    <message>
        <source>%1 frames (%2 s) in %3</source>
        <translation>%1 Einzelbilder (%2 s) in %3</translation>
    </message>
    <message>
        <source>%1: the guided tour, %2 frames at %3 fps (%4 s)</source>
        <translation>%1: die geführte Tour, %2 Einzelbilder bei %3 fps (%4 s)</translation>
    </message>
    <message>
        <source>--release, --fencing, --heartbeat and --seed do not apply to a recording</source>
        <translation>--release, --fencing, --heartbeat und --seed gelten nicht für eine Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 frames in %2</source>
        <translation>%1 Einzelbilder in %2</translation>
    </message>
    <message>
        <source>%1: %2 frames at %3 fps</source>
        <translation>%1: %2 Einzelbilder bei %3 fps</translation>
    </message>
</context>
<context>
    <name>locklab::Report</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms (%2, last reply unknown)</source>
        <translation>%1 ms (%2, letzte Antwort unbekannt)</translation>
    </message>
    <message>
        <source>%1 ms (%2)</source>
        <translation>%1 ms (%2)</translation>
    </message>
    <message>
        <source>%1 got it at %2</source>
        <translation>%1 bekam es bei %2</translation>
    </message>
    <message>
        <source>%1 refused at %2</source>
        <translation>%1 abgewiesen bei %2</translation>
    </message>
    <message>
        <source>acquisitions</source>
        <translation>Erwerbsversuche</translation>
    </message>
    <message>
        <source>releases</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <source>%1 (fence %2)</source>
        <translation>%1 (Fence %2)</translation>
    </message>
    <message>
        <source>%1 REFUSED</source>
        <translation>%1 ABGELEHNT</translation>
    </message>
    <message>
        <source>%1 accepted although stale (a newer holder had written)</source>
        <translation>%1 angenommen, obwohl veraltet (ein neuerer Halter hatte schon geschrieben)</translation>
    </message>
    <message>
        <source>%1 accepted</source>
        <translation>%1 angenommen</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>Schreibvorgänge</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 ms</source>
        <translation>%1 von %2 bis %3 ms</translation>
    </message>
    <message>
        <source>%1 (%2 ms in all)</source>
        <translation>%1 (insgesamt %2 ms)</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>Überlappungen</translation>
    </message>
    <message>
        <source>foreign deletes</source>
        <translation>Fremdlöschungen</translation>
    </message>
    <message>
        <source>fairness</source>
        <translation>Fairness</translation>
    </message>
    <message>
        <source>%1 of %2 workers served, %3 starved; %4 tries; wait p50 %5, p95 %6, max %7 ms</source>
        <translation>%1 von %2 Workern bedient, %3 verhungert; %4 Versuche; Wartezeit p50 %5, p95 %6, max. %7 ms</translation>
    </message>
    <message>
        <source>failed replies</source>
        <translation>Fehlgeschlagene Antworten</translation>
    </message>
    <message>
        <source>%1 unknown, %2 errors</source>
        <translation>%1 unbekannt, %2 Fehler</translation>
    </message>
    <message>
        <source>store</source>
        <translation>Store</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>backend %1 · release %2 · fencing %3 · heartbeat %4 · seed %5 · keys %6*</source>
        <translation>Backend %1 · Freigabe %2 · Fencing %3 · Heartbeat %4 · Seed %5 · Schlüssel %6*</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>redis (fenced-write script: compares the fencing token)</source>
        <translation>redis (Fenced-Write-Skript: vergleicht das Fencing-Token)</translation>
    </message>
    <message>
        <source>redis (plain write: checks nothing)</source>
        <translation>redis (einfaches Schreiben: prüft nichts)</translation>
    </message>
    <message>
        <source>sql (SQLite, UNIQUE job row: refuses a second writer of the job)</source>
        <translation>sql (SQLite, UNIQUE-Jobzeile: lehnt einen zweiten Schreiber des Jobs ab)</translation>
    </message>
    <message>
        <source>sql (SQLite, UPDATE … WHERE fence &lt; ?: compares the fencing token)</source>
        <translation>sql (SQLite, UPDATE … WHERE fence &lt; ?: vergleicht das Fencing-Token)</translation>
    </message>
    <message>
        <source>sql (SQLite, UPDATE without a WHERE on the fence: checks nothing)</source>
        <translation>sql (SQLite, UPDATE ohne WHERE auf der Fence: prüft nichts)</translation>
    </message>
    <message>
        <source>file (written in place: cannot compare tokens)</source>
        <translation>Datei (an Ort und Stelle geschrieben: kann keine Tokens vergleichen)</translation>
    </message>
    <message>
        <source>%1 at %2 ms: still its own</source>
        <translation>%1 bei %2 ms: noch der eigene</translation>
    </message>
    <message>
        <source>%1 at %2 ms: no answer (treated as lost)</source>
        <translation>%1 bei %2 ms: keine Antwort (als verloren behandelt)</translation>
    </message>
    <message>
        <source>%1 at %2 ms: LOST (another token or none)</source>
        <translation>%1 bei %2 ms: VERLOREN (anderer Token oder keiner)</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>%1 (fence %2, not checked)</source>
        <translation>%1 (Fence %2, nicht geprüft)</translation>
    </message>
    <message>
        <source>extensions</source>
        <translation>Verlängerungen</translation>
    </message>
    <message numerus="yes">
        <source>%n extended another worker&apos;s lock (plain PEXPIRE)</source>
        <translation>
            <numerusform>%n hat den Lock eines anderen Workers verlängert (einfaches PEXPIRE)</numerusform>
            <numerusform>%n haben den Lock eines anderen Workers verlängert (einfaches PEXPIRE)</numerusform>
        </translation>
    </message>
    <message>
        <source>timeouts</source>
        <translation>Timeouts</translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) waited for past the timeout</source>
        <translation>
            <numerusform>%n Antwort über den Timeout hinaus abgewartet</numerusform>
            <numerusform>%n Antworten über den Timeout hinaus abgewartet</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate work</source>
        <translation>doppelte Arbeit</translation>
    </message>
    <message>
        <source>store kind</source>
        <translation>Speicherart</translation>
    </message>
    <message>
        <source>fencing is on, but a plain file cannot compare tokens: no write can be refused</source>
        <translation>Fencing ist an, aber eine einfache Datei kann keine Tokens vergleichen: kein Schreibvorgang kann abgelehnt werden</translation>
    </message>
    <message>
        <source>an efficiency lock: the cost of a failure is a duplicate that is harmless (%1 ms of work done twice); only a corrupted store would be a failure</source>
        <translation>ein Effizienz-Lock: ein Fehlschlag kostet ein harmloses Duplikat (%1 ms Arbeit doppelt getan); nur ein beschädigter Speicher wäre ein Fehler</translation>
    </message>
    <message>
        <source>efficiency lock</source>
        <translation>Effizienz-Lock</translation>
    </message>
    <message>
        <source>tokens from %1</source>
        <translation>Tokens aus %1</translation>
    </message>
    <message>
        <source>heartbeat unchecked (PEXPIRE)</source>
        <translation>Heartbeat ungeprüft (PEXPIRE)</translation>
    </message>
    <message>
        <source>store %1</source>
        <translation>Speicher %1</translation>
    </message>
    <message>
        <source>fencing unavailable</source>
        <translation>Fencing nicht möglich</translation>
    </message>
    <message>
        <source>backend %1</source>
        <translation>Backend %1</translation>
    </message>
    <message>
        <source>replies and beliefs inferred by the model</source>
        <translation>Antworten und Annahmen vom Modell abgeleitet</translation>
    </message>
    <message>
        <source>0 ms = %1 UTC, server clock</source>
        <translation>0 ms = %1 UTC, Serveruhr</translation>
    </message>
    <message>
        <source>no lock traffic seen on the watched keys</source>
        <translation>kein Lock-Verkehr auf den beobachteten Schlüsseln gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s), not listed (--summary)</source>
        <translation>
            <numerusform>%n Ereignis, nicht aufgeführt (--summary)</numerusform>
            <numerusform>%n Ereignisse, nicht aufgeführt (--summary)</numerusform>
        </translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 weitere</translation>
    </message>
    <message>
        <source>… %1 more violation(s) (--json and the app list every one)</source>
        <translation>… %1 weitere Verletzung(en) (--json und die App führen jede auf)</translation>
    </message>
    <message>
        <source>releases seen: %1</source>
        <translation>gesehene Freigaben: %1</translation>
    </message>
    <message>
        <source>%1 got %2 of %3 at %4 ms (%5), believed until %6 ms</source>
        <translation>%1 bekam %2 von %3 bei %4 ms (%5), glaubte es bis %6 ms</translation>
    </message>
    <message>
        <source>%1 of %2 needed</source>
        <translation>%1 von %2 nötig</translation>
    </message>
    <message numerus="yes">
        <source>%n try(ies) given back</source>
        <translation>
            <numerusform>%n Versuch zurückgegeben</numerusform>
            <numerusform>%n Versuche zurückgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <source>, valid until %1 ms</source>
        <translation>, gültig bis %1 ms</translation>
    </message>
    <message>
        <source>(%1 ms of it not seen: MONITOR lost)</source>
        <translation>(%1 ms davon nicht gesehen: MONITOR verloren)</translation>
    </message>
</context>
<context>
    <name>locklab::RunBackend</name>
    <message>
        <source>Not a usable Redis URL: %1</source>
        <translation>Keine verwendbare Redis-URL: %1</translation>
    </message>
    <message>
        <source>Redis at %1</source>
        <translation>Redis bei %1</translation>
    </message>
    <message>
        <source>Embedded simulator</source>
        <translation>Eingebetteter Simulator</translation>
    </message>
    <message>
        <source>Managed local Redis</source>
        <translation>Verwaltetes lokales Redis</translation>
    </message>
    <message>
        <source>Redis URL</source>
        <translation>Redis-URL</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs a primary with %n replica(s), which LockLab starts and kills itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</source>
        <translation>
            <numerusform>%1 braucht einen Primary mit %n Replica, den LockLab selbst startet und beendet: wählen Sie „Verwaltetes lokales Redis“ im Menü Backend. Gegen eine Redis-URL läuft es nie.</numerusform>
            <numerusform>%1 braucht einen Primary mit %n Replicas, den LockLab selbst startet und beendet: wählen Sie „Verwaltetes lokales Redis“ im Menü Backend. Gegen eine Redis-URL läuft es nie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Managed Redis Cluster</source>
        <translation>Verwalteter Redis Cluster</translation>
    </message>
    <message>
        <source>%1 is a Redlock of %2 independent instances, which LockLab starts, kills and restarts itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</source>
        <translation>%1 ist ein Redlock aus %2 unabhängigen Instanzen, die LockLab selbst startet, beendet und neu startet: wählen Sie „Verwaltetes lokales Redis“ im Menü Backend. Gegen eine Redis-URL läuft es nie.</translation>
    </message>
</context>
<context>
    <name>locklab::RunController</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>locklab::RunLimits</name>
    <message>
        <source>the run reached its limit of %1 events (--max-events) and was stopped there</source>
        <translation>der Lauf hat seine Grenze von %1 Ereignissen (--max-events) erreicht und wurde dort angehalten</translation>
    </message>
    <message>
        <source>the run&apos;s trace reached its memory limit of %1 MiB (--max-memory-mb) after %2 events and was stopped there</source>
        <translation>der Trace des Laufs hat nach %2 Ereignissen seine Speichergrenze von %1 MiB (--max-memory-mb) erreicht; der Lauf wurde dort angehalten</translation>
    </message>
</context>
<context>
    <name>locklab::Scenario</name>
    <message>
        <source>Fencing tokens make the store refuse the stale writer</source>
        <translation>Mit Fencing-Tokens lehnt der Store den veralteten Schreiber ab</translation>
    </message>
    <message>
        <source>The ttl-overlap race again, but each holder takes a number from INCR fence when it acquires and sends it with its write. The store accepts a write only if its token is newer than any it has seen: B (token 2) writes first and lands; A (token 1) wakes up late and is refused. The lock was still violated, but the data is correct.</source>
        <translation>Wieder der Wettlauf aus ttl-overlap, aber jeder Halter holt sich beim Erwerb eine Nummer per INCR fence und schickt sie mit seinem Schreibvorgang. Der Store nimmt einen Schreibvorgang nur an, wenn dessen Token neuer ist als alle bisher gesehenen: B (Token 2) schreibt zuerst und kommt durch; A (Token 1) wacht spät auf und wird abgelehnt. Das Lock wurde trotzdem verletzt, aber die Daten sind korrekt.</translation>
    </message>
    <message>
        <source>A heartbeat cannot save a frozen process</source>
        <translation>Ein Heartbeat rettet keinen eingefrorenen Prozess</translation>
    </message>
    <message>
        <source>The same heartbeat as in heartbeat-slow-work, but A is not slow: its whole process is frozen for 400 ms (a stop-the-world GC, a paused VM). The heartbeat runs in that process, so it freezes too. The key expires at about 100 ms, B takes the lock, and when A thaws its heartbeat finds B&apos;s token and gives up, while A goes on to write as if it still held the lock.</source>
        <translation>Derselbe Heartbeat wie in heartbeat-slow-work, aber A ist nicht langsam: Sein ganzer Prozess ist 400 ms lang eingefroren (ein Stop-the-World-GC, eine angehaltene VM). Der Heartbeat läuft in diesem Prozess, also friert er mit ein. Der Schlüssel läuft bei etwa 100 ms ab, B nimmt das Lock, und als A wieder auftaut, findet sein Heartbeat das Token von B und gibt auf, während A weiterschreibt, als hielte er das Lock noch.</translation>
    </message>
    <message>
        <source>A heartbeat keeps the lock through slow work</source>
        <translation>Ein Heartbeat hält das Lock bei langsamer Arbeit</translation>
    </message>
    <message>
        <source>The TTL is 100 ms but A&apos;s work takes 400 ms. A heartbeat extends the lock every third of the TTL with a compare-and-extend script, so the key never expires while A is busy: B keeps retrying and only gets the lock after A releases it. Slow work is what a heartbeat is for.</source>
        <translation>Die TTL beträgt 100 ms, aber die Arbeit von A dauert 400 ms. Ein Heartbeat verlängert das Lock nach jedem Drittel der TTL mit einem Compare-and-Extend-Skript, sodass der Schlüssel nie abläuft, solange A beschäftigt ist: B versucht es immer wieder und bekommt das Lock erst, nachdem A es freigegeben hat. Genau für langsame Arbeit ist ein Heartbeat da.</translation>
    </message>
    <message>
        <source>A lost reply: did I get the lock?</source>
        <translation>Eine verlorene Antwort: Habe ich das Lock?</translation>
    </message>
    <message>
        <source>One holder at a time</source>
        <translation>Immer nur ein Halter</translation>
    </message>
    <message>
        <source>A takes the lock with SET NX PX. B tries a moment later while A still holds it: the NX condition refuses B. This is the lock doing its job.</source>
        <translation>A nimmt das Lock mit SET NX PX. B versucht es einen Moment später, während A es noch hält: Die Bedingung NX weist B ab. So tut das Lock seine Arbeit.</translation>
    </message>
    <message>
        <source>A plain DEL frees someone else&apos;s lock</source>
        <translation>Ein einfaches DEL gibt ein fremdes Lock frei</translation>
    </message>
    <message>
        <source>A&apos;s lock (TTL 100 ms) expires while A is stalled. B takes the lock. A wakes up and releases with a plain DEL by key, which deletes B&apos;s lock, and C walks in: B and C are inside together. Redis did nothing wrong; A deleted a key it no longer owned.</source>
        <translation>Das Lock von A (TTL 100 ms) läuft ab, während A hängt. B nimmt das Lock. A wacht auf und gibt mit einem einfachen DEL per Schlüssel frei, das das Lock von B löscht, und C spaziert herein: B und C sind gleichzeitig drin. Redis hat nichts falsch gemacht; A hat einen Schlüssel gelöscht, der ihm nicht mehr gehörte.</translation>
    </message>
    <message>
        <source>With appendfsync always the lock survives a restart</source>
        <translation>Mit appendfsync always übersteht das Lock einen Neustart</translation>
    </message>
    <message>
        <source>The restart-loses-lock race, but Redis runs with appendonly yes and appendfsync always: every acknowledged SET is on disk before the reply. After the restart the key is back with its TTL, B keeps being refused and only gets the lock after A releases it.</source>
        <translation>Der Wettlauf aus restart-loses-lock, aber Redis läuft mit appendonly yes und appendfsync always: Jedes bestätigte SET liegt vor der Antwort auf der Platte. Nach dem Neustart ist der Schlüssel mit seiner TTL wieder da, B wird weiter abgewiesen und bekommt das Lock erst, nachdem A es freigegeben hat.</translation>
    </message>
    <message>
        <source>A restart without persistence forgets the lock</source>
        <translation>Ein Neustart ohne Persistenz vergisst das Lock</translation>
    </message>
    <message>
        <source>A holds the lock (TTL 1 s) and works for 300 ms. At 50 ms Redis restarts with neither RDB nor AOF: the key is gone. B, retrying, acquires at once while A still believes it holds the lock. A single Redis instance is only as durable as its persistence settings.</source>
        <translation>A hält das Lock (TTL 1 s) und arbeitet 300 ms lang. Bei 50 ms startet Redis ohne RDB und ohne AOF neu: Der Schlüssel ist weg. B, der es erneut versucht, bekommt das Lock sofort, während A noch glaubt, es zu halten. Eine einzelne Redis-Instanz ist nur so dauerhaft wie ihre Persistenz-Einstellungen.</translation>
    </message>
    <message>
        <source>24 workers retrying with random jitter</source>
        <translation>24 Worker wiederholen mit zufälligem Jitter</translation>
    </message>
    <message>
        <source>Twenty-four workers want the same lock for 4 ms each. Each waits 10 ms plus a random 0-10 ms between tries, so the retries spread out: the lock is rarely idle, the waiting is shared fairly and nobody starves. Compare retry-spin.</source>
        <translation>Vierundzwanzig Worker wollen dasselbe Lock für je 4 ms. Jeder wartet zwischen zwei Versuchen 10 ms plus zufällige 0-10 ms, sodass sich die Wiederholungen verteilen: Das Lock ist selten ungenutzt, das Warten wird fair geteilt und niemand verhungert. Zum Vergleich: retry-spin.</translation>
    </message>
    <message>
        <source>24 workers retrying in lockstep</source>
        <translation>24 Worker wiederholen im Gleichschritt</translation>
    </message>
    <message>
        <source>The same contention as retry-jitter, but every worker retries exactly every 10 ms. The retries stay synchronised: a whole crowd hits Redis at the same instant, the lock sits idle between rounds, and the same early workers keep winning while others wait much longer.</source>
        <translation>Dasselbe Gedränge wie bei retry-jitter, aber jeder Worker wiederholt exakt alle 10 ms. Die Wiederholungen bleiben synchron: Eine ganze Menge trifft Redis im selben Augenblick, das Lock liegt zwischen den Runden brach, und dieselben frühen Worker gewinnen immer wieder, während andere viel länger warten.</translation>
    </message>
    <message>
        <source>Compare-and-delete stops the late release</source>
        <translation>Compare-and-Delete stoppt die verspätete Freigabe</translation>
    </message>
    <message>
        <source>The same race as naive-del, but every release is a compare-and-delete script: A&apos;s late release finds B&apos;s token in the key, deletes nothing and returns 0. B keeps the lock and C is refused.</source>
        <translation>Derselbe Wettlauf wie bei naive-del, aber jede Freigabe ist ein Compare-and-Delete-Skript: Die verspätete Freigabe von A findet das Token von B im Schlüssel, löscht nichts und gibt 0 zurück. B behält das Lock, und C wird abgewiesen.</translation>
    </message>
    <message>
        <source>The lock expires while its holder is frozen</source>
        <translation>Das Lock läuft ab, während sein Halter eingefroren ist</translation>
    </message>
    <message>
        <source>The TTL is 100 ms. A takes the lock and then stalls for 400 ms (a long GC pause, a stopped VM). Its key expires at 100 ms; B, retrying every 20 ms, gets the lock at about 120 ms and works for 150 ms. Both are inside the critical section together and both write. A wakes up still believing it holds the lock; no TTL can prevent that.</source>
        <translation>Die TTL beträgt 100 ms. A nimmt das Lock und hängt dann 400 ms lang (eine lange GC-Pause, eine angehaltene VM). Sein Schlüssel läuft bei 100 ms ab; B, der es alle 20 ms erneut versucht, bekommt das Lock bei etwa 120 ms und arbeitet 150 ms lang. Beide sind gleichzeitig im kritischen Abschnitt, und beide schreiben. A wacht auf und glaubt noch immer, das Lock zu halten; keine TTL kann das verhindern.</translation>
    </message>
    <message>
        <source>Releasing with the wrong token does nothing</source>
        <translation>Freigeben mit dem falschen Token bewirkt nichts</translation>
    </message>
    <message>
        <source>B never got the lock, yet it runs its release anyway. With compare-and-delete the script sees that the key holds A&apos;s token, not B&apos;s, and deletes nothing; A&apos;s own release later succeeds. Flip release to naive DEL and B deletes A&apos;s lock.</source>
        <translation>B hat das Lock nie bekommen, führt seine Freigabe aber trotzdem aus. Mit Compare-and-Delete sieht das Skript, dass der Schlüssel das Token von A enthält, nicht das von B, und löscht nichts; die eigene Freigabe von A gelingt später. Wird die Freigabe auf naives DEL umgeschaltet, löscht B das Lock von A.</translation>
    </message>
    <message>
        <source>A&apos;s SET NX reaches Redis and takes the lock, but the reply never comes back. After its 500 ms timeout A cannot know whether it holds the lock, so the outcome is unknown. Meanwhile the key is held but nobody works under it: B waits for A&apos;s TTL to run out, and A&apos;s retry finds the key taken, by its own earlier SET or by B.</source>
        <translation>Das SET NX von A erreicht Redis und nimmt das Lock, aber die Antwort kommt nie zurück. Nach seinem Timeout von 500 ms kann A nicht wissen, ob er das Lock hält; der Ausgang ist also unbekannt. Währenddessen ist der Schlüssel belegt, aber niemand arbeitet in seinem Schutz: B wartet, bis die TTL von A abläuft, und der erneute Versuch von A findet den Schlüssel belegt, durch sein eigenes früheres SET oder durch B.</translation>
    </message>
    <message>
        <source>An efficiency lock: two refreshes of one cache</source>
        <translation>Ein Effizienz-Lock: zwei Aktualisierungen eines Caches</translation>
    </message>
    <message>
        <source>The lock only keeps two instances from refreshing the same cache at once. A&apos;s refresh takes 150 ms, longer than the 100 ms TTL, so B takes the lock at about 120 ms and refreshes too: for about 30 ms the work is done twice. Both write the same fresh data, in order, and nothing is corrupted. For an efficiency lock that is the cost of a failure, a duplicate that is harmless, and a simple SET NX PX with a token is right.</source>
        <translation>Der Lock soll nur verhindern, dass zwei Instanzen denselben Cache gleichzeitig aktualisieren. A braucht 150 ms, länger als die TTL von 100 ms, also nimmt B den Lock bei etwa 120 ms und aktualisiert ebenfalls: etwa 30 ms lang wird die Arbeit doppelt getan. Beide schreiben dieselben frischen Daten, der Reihe nach, und nichts wird beschädigt. Für einen Effizienz-Lock kostet ein Fehlschlag genau das, ein harmloses Duplikat, und ein einfaches SET NX PX mit Token ist richtig.</translation>
    </message>
    <message>
        <source>Checking the lock before writing does not help</source>
        <translation>Den Lock vor dem Schreiben zu prüfen hilft nicht</translation>
    </message>
    <message>
        <source>The TTL is 100 ms. A takes the lock, works 50 ms, then checks that it still holds it (GET, compared with its token): the check passes. Right after the check A&apos;s process freezes for 400 ms, between the check and the write. Its key expires at 100 ms, B takes the lock at about 120 ms and writes; A wakes and writes on the strength of a check that was true 400 ms ago. Turn fencing on and the store refuses A&apos;s write: the check must be made by the thing being written, atomically with the write.</source>
        <translation>Die TTL ist 100 ms. A nimmt den Lock, arbeitet 50 ms und prüft dann, ob es ihn noch hält (GET, mit dem eigenen Token verglichen): die Prüfung besteht. Direkt danach friert der Prozess von A für 400 ms ein, zwischen Prüfung und Schreiben. Sein Key läuft bei 100 ms ab, B nimmt den Lock bei etwa 120 ms und schreibt; A wacht auf und schreibt auf Grund einer Prüfung, die vor 400 ms stimmte. Mit Fencing lehnt der Speicher den Schreibvorgang von A ab: die Prüfung muss das Ziel des Schreibens machen, atomar mit dem Schreiben.</translation>
    </message>
    <message>
        <source>The database checks the fencing token: a WHERE clause on the fence</source>
        <translation>Die Datenbank prüft das Fencing-Token: eine WHERE-Klausel auf der Fence</translation>
    </message>
    <message>
        <source>The ttl-overlap race, with the data in a real SQLite table instead of Redis. Each holder sends its fencing token with the write, and the write is UPDATE data SET value=?, fence=? WHERE id=1 AND fence &lt; ?: optimistic locking, checked by the database atomically with the write. B (token 2) updates the row; A (token 1) wakes late and its UPDATE matches 0 rows. Turn fencing off and the UPDATE has no WHERE on the fence: A&apos;s stale write lands.</source>
        <translation>Das Rennen aus ttl-overlap, mit den Daten in einer echten SQLite-Tabelle statt in Redis. Jeder Halter schickt sein Fencing-Token mit, und das Schreiben ist UPDATE data SET value=?, fence=? WHERE id=1 AND fence &lt; ?: optimistisches Sperren, von der Datenbank atomar mit dem Schreiben geprüft. B (Token 2) aktualisiert die Zeile; A (Token 1) wacht spät auf und sein UPDATE trifft 0 Zeilen. Ohne Fencing hat das UPDATE kein WHERE auf der Fence: der veraltete Schreibvorgang von A kommt durch.</translation>
    </message>
    <message>
        <source>A plain file cannot be protected by fencing tokens</source>
        <translation>Eine einfache Datei lässt sich nicht mit Fencing-Tokens schützen</translation>
    </message>
    <message>
        <source>The fencing race again, fencing on, but the data is a plain file overwritten in place. Each holder takes a fencing token and sends it with its write, and the file has nothing to compare it with: B (token 2) writes, then A (token 1) wakes late and overwrites B&apos;s data. The token travelled with the write and nobody checked it. For a file or an external API that cannot compare tokens the lock gives only best effort.</source>
        <translation>Wieder das Fencing-Rennen, Fencing an, aber die Daten sind eine einfache Datei, die an Ort und Stelle überschrieben wird. Jeder Halter nimmt ein Fencing-Token und schickt es mit, und die Datei hat nichts, womit sie es vergleichen könnte: B (Token 2) schreibt, dann wacht A (Token 1) spät auf und überschreibt die Daten von B. Das Token reiste mit und niemand hat es geprüft. Für eine Datei oder eine externe API, die keine Tokens vergleichen kann, gibt der Lock nur ein Bestes-Bemühen.</translation>
    </message>
    <message>
        <source>A token from the process id is not unique</source>
        <translation>Ein Token aus der Prozess-ID ist nicht eindeutig</translation>
    </message>
    <message>
        <source>Three containers, each running the worker as its main process, so each has PID 1, and the token is the PID. A&apos;s lock (TTL 100 ms) expires while A is stalled and B takes the lock, with the token &quot;1&quot;. A wakes and releases with compare-and-delete, which is the right release, but the key holds &quot;1&quot; and A&apos;s token is &quot;1&quot;: the script deletes B&apos;s lock, and C walks in while B is still inside. Tokens must come from a random source, never from the process id or the hostname.</source>
        <translation>Drei Container, jeder führt den Worker als Hauptprozess aus, also hat jeder die PID 1, und das Token ist die PID. Der Lock von A (TTL 100 ms) läuft ab, während A hängt, und B nimmt den Lock, mit dem Token &quot;1&quot;. A wacht auf und gibt mit Compare-and-Delete frei, was die richtige Freigabe ist, aber der Key enthält &quot;1&quot; und das Token von A ist &quot;1&quot;: das Skript löscht den Lock von B, und C kommt herein, während B noch drin ist. Tokens müssen aus einer Zufallsquelle stammen, nie aus der Prozess-ID oder dem Hostnamen.</translation>
    </message>
    <message>
        <source>A client that does not honour its timeout waits while its lock expires</source>
        <translation>Ein Client, der seinen Timeout nicht einhält, wartet, während sein Lock abläuft</translation>
    </message>
    <message>
        <source>The client timeout is 50 ms and the TTL 100 ms. B and A each hold the lock in turn, and each one&apos;s check (GET) meets a 300 ms network stall. B honours its timeout: at 50 ms it gives up, cannot confirm the lock, and stops without writing. A does not honour its timeout, like go-redis without ContextTimeoutEnabled: it waits 300 ms, its lock expires at about 210 ms and C takes it and writes, and then A&apos;s late answer, true 300 ms ago, lets A write over C&apos;s data.</source>
        <translation>Der Client-Timeout ist 50 ms, die TTL 100 ms. B und A halten den Lock nacheinander, und die Prüfung (GET) beider trifft auf einen Netzwerkstillstand von 300 ms. B hält seinen Timeout ein: nach 50 ms gibt es auf, kann den Lock nicht bestätigen und hört auf, ohne zu schreiben. A hält seinen Timeout nicht ein, wie go-redis ohne ContextTimeoutEnabled: es wartet 300 ms, sein Lock läuft bei etwa 210 ms ab, C nimmt ihn und schreibt, und dann lässt die späte Antwort, die vor 300 ms stimmte, A über die Daten von C schreiben.</translation>
    </message>
    <message>
        <source>A heartbeat that does not check the token extends someone else&apos;s lock</source>
        <translation>Ein Heartbeat, der das Token nicht prüft, verlängert den Lock eines anderen</translation>
    </message>
    <message>
        <source>The heartbeat extends the lock with a plain PEXPIRE instead of a compare-and-extend script. A is frozen for 150 ms and its lock (TTL 100 ms) expires; B takes it at about 120 ms and then crashes without releasing. When A thaws, its heartbeat goes on sending PEXPIRE every 33 ms, and every one succeeds, on B&apos;s key: B&apos;s dead lock is kept alive for as long as A runs, and C waits for it. Switch the heartbeat to checked and A&apos;s first extension finds B&apos;s token and stops; B&apos;s lock expires and C gets in.</source>
        <translation>Der Heartbeat verlängert den Lock mit einem einfachen PEXPIRE statt mit einem Compare-and-Extend-Skript. A ist 150 ms eingefroren und sein Lock (TTL 100 ms) läuft ab; B nimmt ihn bei etwa 120 ms und stürzt dann ab, ohne freizugeben. Als A auftaut, schickt sein Heartbeat weiter alle 33 ms PEXPIRE, und jedes gelingt, auf dem Key von B: der tote Lock von B bleibt am Leben, solange A läuft, und C wartet darauf. Mit geprüftem Heartbeat findet die erste Verlängerung von A das Token von B und hört auf; der Lock von B läuft ab und C kommt herein.</translation>
    </message>
    <message>
        <source>A unique constraint does the job once, whatever the lock says</source>
        <translation>Ein UNIQUE-Constraint erledigt den Job einmal, was der Lock auch sagt</translation>
    </message>
    <message>
        <source>Two workers send the same invoice; the lock is meant to let only one of them do it. A&apos;s lock expires while A is frozen, and B takes it and records the job in a SQLite table whose job column is UNIQUE. When A wakes and records the same job, the database refuses the second row: the guarantee lives in the database, in a constraint that does not depend on timing. No fencing token is involved.</source>
        <translation>Zwei Worker verschicken dieselbe Rechnung; der Lock soll nur einen von beiden das tun lassen. Der Lock von A läuft ab, während A eingefroren ist, und B nimmt ihn und trägt den Job in eine SQLite-Tabelle ein, deren Spalte job UNIQUE ist. Als A aufwacht und denselben Job einträgt, lehnt die Datenbank die zweite Zeile ab: die Garantie liegt in der Datenbank, in einem Constraint, der nicht vom Timing abhängt. Kein Fencing-Token ist beteiligt.</translation>
    </message>
    <message>
        <source>A failover rolls the fence counter back</source>
        <translation>Ein Failover setzt den Fencing-Zähler zurück</translation>
    </message>
    <message>
        <source>A replica promoted before the key replicated</source>
        <translation>Ein Replica befördert, bevor der Key repliziert war</translation>
    </message>
    <message>
        <source>WAIT catches the lag, and what it does not promise</source>
        <translation>WAIT fängt den Verzug ab – und was es nicht verspricht</translation>
    </message>
    <message>
        <source>Fencing tokens from INCR fence on the lock&apos;s own Redis. A acquires at 10 ms and draws fence 1, neither reaching a replica before the primary dies at 45 ms. The promoted replica has no counter: B acquires just after the promotion and draws fence 1 again. A writes first with fence 1 and the store takes it; B&apos;s write with the same fence is refused. A counter that a failover can roll back cannot order the holders: keep it where a failover cannot lose it, or WAIT after the INCR.</source>
        <translation>Fencing-Tokens aus INCR fence auf dem Redis des Locks selbst. A erwirbt bei 10 ms und zieht Fence 1; beides erreicht kein Replica, bevor der Primary bei 45 ms ausfällt. Das beförderte Replica hat keinen Zähler: B erwirbt gleich nach der Beförderung und zieht wieder Fence 1. A schreibt zuerst mit Fence 1 und der Speicher nimmt es an; der Schreibvorgang von B mit derselben Fence wird abgelehnt. Ein Zähler, den ein Failover zurücksetzen kann, kann die Halter nicht ordnen: ihn dort halten, wo ein Failover ihn nicht verlieren kann, oder nach dem INCR WAIT aufrufen.</translation>
    </message>
    <message>
        <source>A primary and two replicas. From 0 ms the replicas receive nothing of the primary&apos;s stream (replication lag). A acquires on the primary at 10 ms and works for 300 ms; B, from 30 ms, finds the lock taken and retries. At 45 ms the primary dies; 50 ms later the most up-to-date replica is promoted, without A&apos;s key, and every client reconnects to it. B acquires at its next try while A still believes it holds the lock. Turn on WAIT: A does not believe it holds the lock before a replica has it; the primary dies during A&apos;s WAIT, and A steps back.</source>
        <translation>Ein Primary und zwei Replicas. Ab 0 ms erhalten die Replicas nichts vom Datenstrom des Primary (Replikationsverzug). A erwirbt bei 10 ms auf dem Primary und arbeitet 300 ms; B findet den Lock ab 30 ms belegt und versucht es weiter. Bei 45 ms fällt der Primary aus; 50 ms später wird das aktuellste Replica befördert, ohne den Key von A, und jeder Client verbindet sich neu mit ihm. B erwirbt beim nächsten Versuch, während A noch glaubt, den Lock zu halten. WAIT einschalten: A glaubt den Lock erst zu halten, wenn ein Replica ihn hat; der Primary fällt während des WAIT von A aus, und A tritt zurück.</translation>
    </message>
    <message>
        <source>The failover-loses-lock race with WAIT 1 50 after SET NX. A acquires at 10 ms; its WAIT comes back with 0 at 60 ms: no replica has its lock, so A releases it and steps back before the primary dies at 100 ms. B arrives while the primary is down, retries, and acquires on the replica promoted at 150 ms, where WAIT confirms that the remaining replica has it. WAIT only tells: it never undoes the SET, a replica acknowledges what it received, not what it wrote to disk, and a failover that promotes a replica which did not acknowledge still loses the lock. Set onUnreplicated to &quot;proceed&quot; and the lock is lost as without WAIT.</source>
        <translation>Das Rennen aus failover-loses-lock mit WAIT 1 50 nach SET NX. A erwirbt bei 10 ms; sein WAIT kommt bei 60 ms mit 0 zurück: kein Replica hat seinen Lock, also gibt A ihn frei und tritt zurück, bevor der Primary bei 100 ms ausfällt. B kommt, während der Primary ausgefallen ist, versucht es weiter und erwirbt auf dem bei 150 ms beförderten Replica, wo WAIT bestätigt, dass das verbliebene Replica ihn hat. WAIT meldet nur: es macht das SET nie rückgängig, ein Replica bestätigt, was es empfangen, nicht was es auf die Platte geschrieben hat, und ein Failover, das ein Replica ohne Bestätigung befördert, verliert den Lock trotzdem. Mit onUnreplicated „proceed“ geht der Lock verloren wie ohne WAIT.</translation>
    </message>
    <message>
        <source>Redlock: one instance&apos;s clock jumps and a second client reaches the quorum</source>
        <translation>Redlock: die Uhr einer Instanz springt, und ein zweiter Client erreicht das Quorum</translation>
    </message>
    <message>
        <source>Kleppmann&apos;s case. Five independent instances, quorum 3 (redsync&apos;s settings). Instances 4 and 5 are restarting when A asks at 0 ms, so A gets 3 of 5: instances 1, 2 and 3. At 100 ms the wall clock of instance 3 jumps forward by 1 s (an NTP step, an operator): Redis expires keys by its wall clock, so A&apos;s key there is gone at once, 900 ms early. B asks at 150 ms and gets instances 3, 4 and 5: a quorum. A still believes it holds the lock for its validity: two holders. Redlock&apos;s safety rests on every instance&apos;s clock running at the rate the client assumes.</source>
        <translation>Kleppmanns Fall. Fünf unabhängige Instanzen, Quorum 3 (Einstellungen von redsync). Die Instanzen 4 und 5 starten gerade neu, als A bei 0 ms fragt, also bekommt A 3 von 5: die Instanzen 1, 2 und 3. Bei 100 ms springt die Uhr von Instanz 3 um 1 s vor (ein NTP-Sprung, ein Operator): Redis lässt Schlüssel nach seiner Uhr ablaufen, also ist der Schlüssel von A dort sofort weg, 900 ms zu früh. B fragt bei 150 ms und bekommt die Instanzen 3, 4 und 5: ein Quorum. A glaubt für seine Gültigkeit weiter, das Lock zu halten: zwei Halter. Die Sicherheit von Redlock hängt daran, dass die Uhr jeder Instanz so läuft, wie der Client annimmt.</translation>
    </message>
    <message>
        <source>Redlock: a pause past the validity, and no instance can tell</source>
        <translation>Redlock: eine Pause über die Gültigkeit hinaus, und keine Instanz kann es merken</translation>
    </message>
    <message>
        <source>Five independent instances, quorum 3 (redsync&apos;s settings). A gets 5 of 5 at 0 ms, valid for about 990 ms (TTL 1 s minus the time it took and 1% drift), then its process freezes for 1.5 s (a stop-the-world GC). Its keys expire at 1 s on every instance; B asks at 1.1 s and gets 5 of 5. A thaws at 1.5 s and writes: a frozen process runs no timer, so it learns its validity is over only after it has acted. Two holders, and no number of instances helps: only the store can refuse A, by a fencing token from a counter that no failure can roll back (a counter kept on one Redis instance is lost when that instance restarts empty).</source>
        <translation>Fünf unabhängige Instanzen, Quorum 3 (Einstellungen von redsync). A bekommt bei 0 ms 5 von 5, gültig für etwa 990 ms (TTL 1 s minus die benötigte Zeit und 1 % Drift), dann friert sein Prozess für 1,5 s ein (eine Stop-the-World-GC). Seine Schlüssel laufen bei 1 s auf jeder Instanz ab; B fragt bei 1,1 s und bekommt 5 von 5. A taut bei 1,5 s auf und schreibt: ein eingefrorener Prozess führt keinen Timer aus, also erfährt er erst nach dem Handeln, dass seine Gültigkeit vorbei ist. Zwei Halter, und keine Zahl von Instanzen hilft: nur der Store kann A ablehnen, per Fencing-Token aus einem Zähler, den kein Ausfall zurücksetzen kann (ein Zähler auf einer Redis-Instanz geht verloren, wenn sie leer neu startet).</translation>
    </message>
    <message>
        <source>Redlock: five instances, one down, still one holder</source>
        <translation>Redlock: fünf Instanzen, eine ausgefallen, trotzdem ein Halter</translation>
    </message>
    <message>
        <source>A Redlock of five independent Redis servers (redsync&apos;s settings: quorum 3, drift factor 0.01). Instance 2 is down for the whole run. A asks all five in turn at 0 ms and gets 4 of 5, so it holds the lock for its validity (TTL minus the time the asking took minus the drift). B asks at 50 ms: every instance but the dead one holds A&apos;s key, so B gets none, gives back what it got and retries with jitter; once A releases everywhere, B gets 4 of 5. A majority survives one lost instance: safe.</source>
        <translation>Ein Redlock aus fünf unabhängigen Redis-Servern (Einstellungen von redsync: Quorum 3, Driftfaktor 0,01). Instanz 2 ist den ganzen Lauf über ausgefallen. A fragt bei 0 ms alle fünf nacheinander und bekommt 4 von 5, hält das Lock also für seine Gültigkeit (TTL minus die Zeit des Fragens minus die Drift). B fragt bei 50 ms: jede Instanz außer der ausgefallenen hält den Schlüssel von A, also bekommt B keine, gibt zurück, was es bekam, und versucht es mit Jitter erneut; sobald A überall freigibt, bekommt B 4 von 5. Eine Mehrheit übersteht eine verlorene Instanz: sicher.</translation>
    </message>
    <message>
        <source>Redlock: an instance that restarts only after the TTL keeps the quorum safe</source>
        <translation>Redlock: eine Instanz, die erst nach der TTL neu startet, hält das Quorum sicher</translation>
    </message>
    <message>
        <source>The redlock-restart race with antirez&apos;s mitigation: instance 3 crashes at 100 ms and comes back only after 1,100 ms, longer than the TTL (1 s), so every key it could have forgotten has expired anyway. B asks at 150 ms: instances 1 and 2 hold A&apos;s key, instance 3 is down, 4 and 5 say OK: 2 of 5 is not a quorum, so B gives back what it got and retries with jitter. Once A releases everywhere B gets 4 of 5. Safe, at the price of an instance out of service for a TTL after every crash.</source>
        <translation>Der Wettlauf aus redlock-restart mit der Abhilfe von antirez: Instanz 3 stürzt bei 100 ms ab und kommt erst nach 1.100 ms zurück, länger als die TTL (1 s), also ist jeder Schlüssel, den sie vergessen haben könnte, ohnehin abgelaufen. B fragt bei 150 ms: die Instanzen 1 und 2 halten den Schlüssel von A, Instanz 3 ist ausgefallen, 4 und 5 sagen OK: 2 von 5 sind kein Quorum, also gibt B zurück, was es bekam, und versucht es mit Jitter erneut. Sobald A überall freigibt, bekommt B 4 von 5. Sicher, um den Preis einer Instanz, die nach jedem Absturz eine TTL lang außer Dienst ist.</translation>
    </message>
    <message>
        <source>Redlock: an instance restarts empty and a second client reaches the quorum</source>
        <translation>Redlock: eine Instanz startet leer neu, und ein zweiter Client erreicht das Quorum</translation>
    </message>
    <message>
        <source>Five independent instances, quorum 3 (redsync&apos;s settings). Instances 4 and 5 are restarting when A asks at 0 ms, so A gets 3 of 5: instances 1, 2 and 3, enough to hold the lock. At 100 ms instance 3 restarts without persistence and forgets A&apos;s key. B asks at 150 ms: instances 1 and 2 refuse, instances 3, 4 and 5 say OK, and 3 of 5 is a quorum. A still believes it holds the lock: two holders. Kleppmann&apos;s restart case: a Redlock is only as safe as every instance&apos;s memory of its keys.</source>
        <translation>Fünf unabhängige Instanzen, Quorum 3 (Einstellungen von redsync). Die Instanzen 4 und 5 starten gerade neu, als A bei 0 ms fragt, also bekommt A 3 von 5: die Instanzen 1, 2 und 3, genug, um das Lock zu halten. Bei 100 ms startet Instanz 3 ohne Persistenz neu und vergisst den Schlüssel von A. B fragt bei 150 ms: die Instanzen 1 und 2 lehnen ab, die Instanzen 3, 4 und 5 sagen OK, und 3 von 5 sind ein Quorum. A glaubt weiter, das Lock zu halten: zwei Halter. Kleppmanns Neustart-Fall: ein Redlock ist nur so sicher wie das Gedächtnis jeder Instanz für ihre Schlüssel.</translation>
    </message>
    <message>
        <source>Redlock: an acquisition slower than the TTL, refused by the validity check</source>
        <translation>Redlock: ein Erwerb, der länger dauert als die TTL, von der Gültigkeitsprüfung abgelehnt</translation>
    </message>
    <message>
        <source>node-redlock v5 on five independent instances, TTL 100 ms, quorum 3. A&apos;s network is slow until 200 ms: each reply takes 30 ms more, so asking all five takes about 150 ms, longer than the TTL, and its first keys expire while it is still asking. node-redlock&apos;s corrected formula (expiration = start of the attempt + TTL - (round(0.01 x TTL) + 2 ms)) finds the lock already expired, gives back what it got and retries; B asks at 170 ms and gets the quorum alone: safe. Set &quot;validityFrom&quot;: &quot;first-attempt&quot; (the published 5.0.0-beta.2, node-redlock#296/#299) and A believes it holds a lock whose expiration has passed: two holders.</source>
        <translation>node-redlock v5 auf fünf unabhängigen Instanzen, TTL 100 ms, Quorum 3. Das Netz von A ist bis 200 ms langsam: jede Antwort braucht 30 ms länger, also dauert das Fragen aller fünf etwa 150 ms, länger als die TTL, und seine ersten Schlüssel laufen ab, während es noch fragt. Die korrigierte Formel von node-redlock (Ablauf = Beginn des Versuchs + TTL - (round(0,01 x TTL) + 2 ms)) findet das Lock schon abgelaufen, gibt zurück, was es bekam, und versucht es erneut; B fragt bei 170 ms und bekommt das Quorum allein: sicher. Mit &quot;validityFrom&quot;: &quot;first-attempt&quot; (das veröffentlichte 5.0.0-beta.2, node-redlock#296/#299) glaubt A, ein Lock zu halten, dessen Ablauf schon vorbei ist: zwei Halter.</translation>
    </message>
    <message>
        <source>A cluster promotes a replica that never got the lock</source>
        <translation>Ein Cluster befördert eine Replica, die den Lock nie bekam</translation>
    </message>
    <message>
        <source>A Redis Cluster of three shards, each a primary and a replica; the lock lives on one shard, like every key of the run (one hash tag). From 0 ms that shard&apos;s replica receives nothing of its primary&apos;s stream (replication lag). A acquires on the primary at 10 ms and works for 2.5 s; B, from 30 ms, finds the lock taken and retries. At 45 ms the primary dies. The other primaries mark it failed once it has been silent for cluster-node-timeout (200 ms here) and vote its replica in, which takes the cluster about a second more; the replica never had A&apos;s key. The clients read the cluster&apos;s new map and B acquires at its next try, while A still believes it holds the lock. A cluster keeps each key on one shard and replicates it asynchronously: a Redlock across shards is not something a cluster gives.</source>
        <translation>Ein Redis Cluster aus drei Shards, jeder ein Primary und eine Replica; der Lock liegt auf einem Shard, wie jeder Schlüssel des Laufs (ein Hash-Tag). Ab 0 ms erhält die Replica dieses Shards nichts vom Datenstrom ihres Primarys (Replikationsverzug). A nimmt den Lock bei 10 ms auf dem Primary und arbeitet 2,5 s; B findet ab 30 ms den Lock belegt und versucht es erneut. Bei 45 ms stirbt der Primary. Die anderen Primaries markieren ihn als ausgefallen, sobald er cluster-node-timeout lang (hier 200 ms) schweigt, und wählen seine Replica, was den Cluster etwa eine weitere Sekunde kostet; die Replica hatte den Schlüssel von A nie. Die Clients lesen die neue Zuordnung des Clusters, und B bekommt den Lock beim nächsten Versuch, während A noch glaubt, ihn zu halten. Ein Cluster hält jeden Schlüssel auf einem Shard und repliziert ihn asynchron: ein Redlock über Shards hinweg ist nichts, was ein Cluster bietet.</translation>
    </message>
</context>
<context>
    <name>locklab::ScenarioEditor</name>
    <message>
        <source>Lock TTL:</source>
        <translation>Lock-TTL:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>PX of every SET NX that does not set its own TTL</source>
        <translation>PX jedes SET NX, das keine eigene TTL setzt</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a worker that acquires, works 50 ms, writes and releases</source>
        <translation>Einen Worker hinzufügen, der das Lock erwirbt, 50 ms arbeitet, schreibt und freigibt</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected worker, starting 10 ms later</source>
        <translation>Den ausgewählten Worker kopieren, mit Start 10 ms später</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected worker</source>
        <translation>Den ausgewählten Worker entfernen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save the scenario, with the current policies, as JSON</source>
        <translation>Das Szenario mit den aktuellen Richtlinien als JSON speichern</translation>
    </message>
    <message>
        <source>Change lock TTL</source>
        <translation>Lock-TTL ändern</translation>
    </message>
    <message>
        <source>What the scenario shows, in a few words</source>
        <translation>Was das Szenario zeigt, in wenigen Worten</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>What happens and why it matters</source>
        <translation>Was passiert und warum es wichtig ist</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workers&lt;/b&gt;</source>
        <translation>&lt;b&gt;Worker&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Add step</source>
        <translation>Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Insert a step after the selected one</source>
        <translation>Einen Schritt nach dem ausgewählten einfügen</translation>
    </message>
    <message>
        <source>Remove the selected step</source>
        <translation>Den ausgewählten Schritt entfernen</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the selected step earlier</source>
        <translation>Den ausgewählten Schritt nach vorn</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the selected step later</source>
        <translation>Den ausgewählten Schritt nach hinten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scheduled faults&lt;/b&gt; (add them from the Fault palette)</source>
        <translation>&lt;b&gt;Geplante Fehler&lt;/b&gt; (hinzufügen über die Fehlerpalette)</translation>
    </message>
    <message>
        <source>Remove the selected fault</source>
        <translation>Den ausgewählten Fehler entfernen</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Change description</source>
        <translation>Beschreibung ändern</translation>
    </message>
    <message>
        <source>&lt;b&gt;Steps of %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schritte von %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Steps&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schritte&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>locklab::SeedLab</name>
    <message>
        <source>A takes the lock: %1 · B, trying while A holds it: %2</source>
        <translation>A bekommt das Lock: %1 · B, Versuch während A es hält: %2</translation>
    </message>
    <message>
        <source>B releases with its own token: %1 · A releases: %2</source>
        <translation>B gibt mit dem eigenen Token frei: %1 · A gibt frei: %2</translation>
    </message>
    <message>
        <source>A&apos;s lock expired and B took it: %1 · A&apos;s plain DEL removed B&apos;s lock and C got it too: %2</source>
        <translation>Lock von A abgelaufen und B hat es bekommen: %1 · das einfache DEL von A hat das Lock von B gelöscht und C hat es auch bekommen: %2</translation>
    </message>
    <message>
        <source>with compare-and-delete, A&apos;s late release returns: %1 · B still holds the lock: %2</source>
        <translation>mit Compare-and-Delete liefert die verspätete Freigabe von A: %1 · B hält das Lock noch: %2</translation>
    </message>
    <message>
        <source>TTL %1 ms, A stalls %2 ms, B works %3 ms: inside together %4 time(s); %5 writes landed, stored=%6</source>
        <translation>TTL %1 ms, A hängt %2 ms, B arbeitet %3 ms: %4-mal gleichzeitig drin; %5 Schreibvorgänge angekommen, stored=%6</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>   %1 writes with fencing token %2: accepted=%3</source>
        <translation>   %1 schreibt mit Fencing-Token %2: accepted=%3</translation>
    </message>
    <message>
        <source>the same race with fencing tokens checked by the store: stored=%1%2</source>
        <translation>derselbe Wettlauf mit Fencing-Tokens, vom Store geprüft: stored=%1%2</translation>
    </message>
    <message>
        <source> (the late writer was refused)</source>
        <translation> (der verspätete Schreiber wurde abgelehnt)</translation>
    </message>
</context>
<context>
    <name>locklab::SentinelClient</name>
    <message>
        <source>sentinel %1 skipped: %2</source>
        <translation>Sentinel %1 übersprungen: %2</translation>
    </message>
    <message>
        <source>sentinel %1 skipped: it knows no primary named %2</source>
        <translation>Sentinel %1 übersprungen: er kennt keinen Primary namens %2</translation>
    </message>
    <message>
        <source>sentinel %1 skipped: it answered %2</source>
        <translation>Sentinel %1 übersprungen: er antwortete %2</translation>
    </message>
    <message>
        <source>no sentinel of %1 named the primary %2 (%3)</source>
        <translation>kein Sentinel von %1 hat den Primary %2 genannt (%3)</translation>
    </message>
    <message>
        <source>sentinel %1: %2</source>
        <translation>Sentinel %1: %2</translation>
    </message>
    <message>
        <source>cannot follow a failover: no sentinel of %1 took the subscription to +switch-master (%2)</source>
        <translation>Failover können nicht verfolgt werden: kein Sentinel von %1 nahm das Abonnement von +switch-master an (%2)</translation>
    </message>
    <message>
        <source>lost the subscription to +switch-master on sentinel %1 (%2): following the next one</source>
        <translation>Abonnement von +switch-master auf Sentinel %1 verloren (%2): der nächste wird verfolgt</translation>
    </message>
    <message>
        <source>it knows no primary named %1</source>
        <translation>er kennt keinen Primary namens %1</translation>
    </message>
</context>
<context>
    <name>locklab::Shortcuts</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>locklab::StepListModel</name>
    <message>
        <source>wait</source>
        <translation>warten</translation>
    </message>
    <message>
        <source>acquire (SET NX PX)</source>
        <translation>erwerben (SET NX PX)</translation>
    </message>
    <message>
        <source>work</source>
        <translation>arbeiten</translation>
    </message>
    <message>
        <source>pause (process frozen)</source>
        <translation>Pause (Prozess eingefroren)</translation>
    </message>
    <message>
        <source>write to the store</source>
        <translation>in den Speicher schreiben</translation>
    </message>
    <message>
        <source>release</source>
        <translation>freigeben</translation>
    </message>
    <message>
        <source>extend (PEXPIRE)</source>
        <translation>verlängern (PEXPIRE)</translation>
    </message>
    <message>
        <source>Does not apply to a %1 step</source>
        <translation>Gilt nicht für einen Schritt „%1“</translation>
    </message>
    <message>
        <source>Make step %1 of %2 a %3</source>
        <translation>Schritt %1 von %2 wird „%3“</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2.</source>
        <translation>Erwartet wird eine ganze Zahl von %1 bis %2.</translation>
    </message>
    <message>
        <source>Change step %1 of %2</source>
        <translation>Schritt %1 von %2 ändern</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Retry after</source>
        <translation>Wiederholen nach</translation>
    </message>
    <message>
        <source>+ jitter</source>
        <translation>+ Jitter</translation>
    </message>
    <message>
        <source>Add a %1 step to %2</source>
        <translation>%2 einen Schritt „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>Remove step %1 of %2</source>
        <translation>Schritt %1 von %2 entfernen</translation>
    </message>
    <message>
        <source>Move step %1 of %2</source>
        <translation>Schritt %1 von %2 verschieben</translation>
    </message>
    <message>
        <source>check (GET, compare the token)</source>
        <translation>prüfen (GET, Token vergleichen)</translation>
    </message>
    <message>
        <source>wait</source>
        <comment>step name</comment>
        <translation>warten</translation>
    </message>
    <message>
        <source>acquire</source>
        <comment>step name</comment>
        <translation>erwerben</translation>
    </message>
    <message>
        <source>work</source>
        <comment>step name</comment>
        <translation>arbeiten</translation>
    </message>
    <message>
        <source>pause</source>
        <comment>step name</comment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>write</source>
        <comment>step name</comment>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>release</source>
        <comment>step name</comment>
        <translation>freigeben</translation>
    </message>
    <message>
        <source>extend</source>
        <comment>step name</comment>
        <translation>verlängern</translation>
    </message>
    <message>
        <source>check</source>
        <comment>step name</comment>
        <translation>prüfen</translation>
    </message>
    <message>
        <source>%1 (lock)</source>
        <translation>%1 (Lock)</translation>
    </message>
</context>
<context>
    <name>locklab::Summary</name>
    <message>
        <source>%1 of %2 commands after the first grant got no reply or an error</source>
        <translation>%1 von %2 Befehlen nach der ersten Vergabe bekamen keine Antwort oder einen Fehler</translation>
    </message>
    <message>
        <source>%1 of %2 commands got no reply or an error</source>
        <translation>%1 von %2 Befehlen bekamen keine Antwort oder einen Fehler</translation>
    </message>
</context>
<context>
    <name>locklab::Sweep</name>
    <message>
        <source>&quot;%1&quot;: expected name=number, got &quot;%2&quot;</source>
        <translation>&quot;%1&quot;: erwartet Name=Zahl, erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected a non-negative number, got &quot;%2&quot;</source>
        <translation>&quot;%1&quot;: erwartet eine nicht negative Zahl, erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: missing %2=</source>
        <translation>&quot;%1&quot;: %2= fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: alpha must be positive</source>
        <translation>&quot;%1&quot;: alpha muss positiv sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected fixed, exponential, lognormal or pareto</source>
        <translation>&quot;%1&quot;: erwartet fixed, exponential, lognormal oder pareto</translation>
    </message>
    <message>
        <source>--vary %1: unknown parameter &quot;%2&quot; (expected one of: %3)</source>
        <translation>--vary %1: unbekannter Parameter &quot;%2&quot; (erwartet einer von: %3)</translation>
    </message>
    <message>
        <source>--vary %1: expected from:to:step with from &lt;= to, step &gt; 0 and at most 10000 points</source>
        <translation>--vary %1: erwartet von:bis:Schritt mit von &lt;= bis, Schritt &gt; 0 und höchstens 10000 Punkten</translation>
    </message>
    <message>
        <source>--vary %1: &quot;%2&quot; is not a number</source>
        <translation>--vary %1: &quot;%2&quot; ist keine Zahl</translation>
    </message>
    <message>
        <source>--vary %1: expected name=from:to:step or name=v1,v2,...</source>
        <translation>--vary %1: erwartet Name=von:bis:Schritt oder Name=w1,w2,...</translation>
    </message>
    <message>
        <source>--vary %1: value %2 is out of range</source>
        <translation>--vary %1: Wert %2 liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>trial %1 of point %2: %3</source>
        <translation>Versuch %1 von Punkt %2: %3</translation>
    </message>
    <message>
        <source>%1 has no clock jump to vary: the sweep sets the size of the scenario&apos;s last clock-jump fault (redlock-clock-jump has one)</source>
        <translation>%1 hat keinen Uhrensprung zum Variieren: der Sweep setzt die Größe des letzten clock-jump-Fehlers des Szenarios (redlock-clock-jump hat einen)</translation>
    </message>
    <message>
        <source>%1 has no restart to vary: the sweep sets how long the scenario&apos;s last restart keeps its server down (redlock-restart has one)</source>
        <translation>%1 hat keinen Neustart zum Variieren: der Sweep setzt, wie lange der letzte Neustart des Szenarios seinen Server ausfallen lässt (redlock-restart hat einen)</translation>
    </message>
    <message>
        <source>the drift factor is a Redlock&apos;s: sweep a Redlock scenario, or compare with a Redlock line</source>
        <translation>der Drift-Faktor gehört zu einem Redlock: ein Redlock-Szenario sweepen oder mit einer Redlock-Linie vergleichen</translation>
    </message>
    <message>
        <source>fencing on</source>
        <translation>Fencing an</translation>
    </message>
    <message>
        <source>fencing off</source>
        <translation>Fencing aus</translation>
    </message>
    <message>
        <source>single instance + fencing</source>
        <translation>eine Instanz + Fencing</translation>
    </message>
    <message>
        <source>single instance</source>
        <translation>eine Instanz</translation>
    </message>
    <message>
        <source>Redlock of %1 + fencing</source>
        <translation>Redlock aus %1 + Fencing</translation>
    </message>
    <message>
        <source>Redlock of %1</source>
        <translation>Redlock aus %1</translation>
    </message>
    <message>
        <source>%1 has replicas: a Redlock&apos;s instances are independent servers</source>
        <translation>%1 hat Replikas: die Instanzen eines Redlock sind unabhängige Server</translation>
    </message>
    <message>
        <source>%1 has a check step: a Redlock has no one key to check</source>
        <translation>%1 hat einen check-Schritt: ein Redlock hat keinen einzelnen Schlüssel zum Prüfen</translation>
    </message>
    <message>
        <source>--compare %1: unknown line &quot;%2&quot; (expected some of: %3)</source>
        <translation>--compare %1: unbekannte Linie &quot;%2&quot; (erwartet einige von: %3)</translation>
    </message>
    <message>
        <source>--compare %1: &quot;%2&quot; twice</source>
        <translation>--compare %1: &quot;%2&quot; doppelt</translation>
    </message>
</context>
<context>
    <name>locklab::SweepChartModel</name>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message>
        <source>P(two holders), %1</source>
        <translation>P(zwei Halter), %1</translation>
    </message>
    <message>
        <source>P(stale write), %1</source>
        <translation>P(veralteter Schreibvorgang), %1</translation>
    </message>
    <message>
        <source>Mean overlap (ms), %1</source>
        <translation>Mittlere Überlappung (ms), %1</translation>
    </message>
</context>
<context>
    <name>locklab::SweepView</name>
    <message>
        <source>Lock TTL (ms)</source>
        <translation>Lock-TTL (ms)</translation>
    </message>
    <message>
        <source>Pause length (ms)</source>
        <translation>Pausenlänge (ms)</translation>
    </message>
    <message>
        <source>Pause probability</source>
        <translation>Pausenwahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Work time (ms)</source>
        <translation>Arbeitszeit (ms)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Retry interval (ms)</source>
        <translation>Wiederholintervall (ms)</translation>
    </message>
    <message>
        <source>Retry jitter (ms)</source>
        <translation>Wiederhol-Jitter (ms)</translation>
    </message>
    <message>
        <source>Runs the scenario shown in the Timeline tab, many times, with fencing off and on.</source>
        <translation>Führt das im Tab „Zeitleiste“ gezeigte Szenario viele Male aus, mit Fencing aus und an.</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>Variieren</translation>
    </message>
    <message>
        <source>Parameter:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Bis:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Pauses</source>
        <translation>Pausen</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <source>Exponential</source>
        <translation>Exponentiell</translation>
    </message>
    <message>
        <source>Log-normal</source>
        <translation>Log-normal</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>How long each pause step of the scenario lasts, drawn per trial</source>
        <translation>Wie lange jeder Pausenschritt des Szenarios dauert, pro Durchgang gezogen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The chance that each pause step happens at all</source>
        <translation>Die Wahrscheinlichkeit, dass ein Pausenschritt überhaupt eintritt</translation>
    </message>
    <message>
        <source>Distribution:</source>
        <translation>Verteilung:</translation>
    </message>
    <message>
        <source>Probability:</source>
        <translation>Wahrscheinlichkeit:</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Durchgänge</translation>
    </message>
    <message>
        <source>Trials per point; each runs once with fencing off and once with it on</source>
        <translation>Durchgänge pro Punkt; jeder läuft einmal mit Fencing aus und einmal mit Fencing an</translation>
    </message>
    <message>
        <source>Per point:</source>
        <translation>Pro Punkt:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Logarithmic parameter axis</source>
        <translation>Logarithmische Parameterachse</translation>
    </message>
    <message>
        <source>Helps when the values span orders of magnitude</source>
        <translation>Hilfreich, wenn die Werte mehrere Größenordnungen umfassen</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Sweep starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Click a point of a curve to open its first failing trial in the timeline.</source>
        <translation>Auf einen Punkt einer Kurve klicken, um dessen ersten fehlgeschlagenen Durchgang in der Zeitleiste zu öffnen.</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>as in the scenario</source>
        <translation>wie im Szenario</translation>
    </message>
    <message>
        <source>Mean:</source>
        <translation>Mittelwert:</translation>
    </message>
    <message>
        <source>Median:</source>
        <translation>Median:</translation>
    </message>
    <message>
        <source>Sigma:</source>
        <translation>Sigma:</translation>
    </message>
    <message>
        <source>Minimum:</source>
        <translation>Minimum:</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alpha:</translation>
    </message>
    <message>
        <source>The scenario has no workers to sweep.</source>
        <translation>Das Szenario hat keine Worker für einen Sweep.</translation>
    </message>
    <message>
        <source>“To” must not be less than “From”.</source>
        <translation>„Bis“ darf nicht kleiner als „Von“ sein.</translation>
    </message>
    <message>
        <source>The step must be positive.</source>
        <translation>Die Schrittweite muss positiv sein.</translation>
    </message>
    <message>
        <source>That is %1 points; at most %2 fit a chart. Take a larger step.</source>
        <translation>Das sind %1 Punkte; höchstens %2 passen in ein Diagramm. Bitte eine größere Schrittweite wählen.</translation>
    </message>
    <message>
        <source>Scenario: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Szenario: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Running %1 trials at each of %2 points…</source>
        <translation>Je %1 Durchgänge an %2 Punkten werden ausgeführt…</translation>
    </message>
    <message>
        <source>Cancelled; the charts keep the last finished sweep.</source>
        <translation>Abgebrochen; die Diagramme zeigen weiter den letzten abgeschlossenen Sweep.</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%1 von %2 Läufen</translation>
    </message>
    <message>
        <source>%1 runs in %2 s (%3 runs/s).</source>
        <translation>%1 Läufe in %2 s (%3 Läufe/s).</translation>
    </message>
    <message>
        <source>P(stale write accepted)</source>
        <translation>P(veralteter Schreibvorgang angenommen)</translation>
    </message>
    <message>
        <source>P(two holders at once)</source>
        <translation>P(zwei Halter gleichzeitig)</translation>
    </message>
    <message>
        <source>%1 — run a sweep to fill this chart</source>
        <translation>%1 — einen Sweep starten, um dieses Diagramm zu füllen</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 trials per point, 95% bands</source>
        <translation>%1 vs. %2, %3 Durchgänge pro Punkt, 95-%-Bänder</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>%1, 95% band</source>
        <translation>%1, 95-%-Band</translation>
    </message>
    <message>
        <source>%1 = %2, %3
P = %4 (95%: %5 – %6)</source>
        <translation>%1 = %2, %3
P = %4 (95 %: %5 – %6)</translation>
    </message>
    <message>
        <source>
Click to open failing trial %1</source>
        <translation>
Klicken, um den fehlgeschlagenen Durchgang %1 zu öffnen</translation>
    </message>
    <message>
        <source>No trial failed at %1 = %2 with %3.</source>
        <translation>Bei %1 = %2 mit %3 ist kein Durchgang fehlgeschlagen.</translation>
    </message>
    <message>
        <source>sweep trial %1 at %2 = %3, %4</source>
        <translation>Sweep-Durchgang %1 bei %2 = %3, %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Opened %1 in the Timeline tab.</source>
        <translation>%1 im Tab „Zeitleiste“ geöffnet.</translation>
    </message>
    <message>
        <source>Opened %1 in the Timeline tab: %2</source>
        <translation>%1 im Tab „Zeitleiste“ geöffnet: %2</translation>
    </message>
    <message>
        <source>Clock jump (ms)</source>
        <translation>Uhrensprung (ms)</translation>
    </message>
    <message>
        <source>Drift factor</source>
        <translation>Drift-Faktor</translation>
    </message>
    <message>
        <source>Restart delay (ms)</source>
        <translation>Neustart-Verzögerung (ms)</translation>
    </message>
    <message>
        <source>Fencing off and on</source>
        <translation>Fencing aus und an</translation>
    </message>
    <message>
        <source>Single, single + fencing, Redlock</source>
        <translation>Eine Instanz, + Fencing, Redlock</translation>
    </message>
    <message>
        <source>Single, single + fencing, Redlock, Redlock + fencing</source>
        <translation>Eine Instanz, + Fencing, Redlock, Redlock + Fencing</translation>
    </message>
    <message>
        <source>What every trial runs, one line each: the scenario&apos;s lock with fencing off and on, or one Redis instance, one with fencing and a Redlock, all on the same trials</source>
        <translation>Was jeder Versuch ausführt, je eine Linie: die Sperre des Szenarios mit Fencing aus und an, oder eine Redis-Instanz, eine mit Fencing und ein Redlock, alle auf denselben Versuchen</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Linien:</translation>
    </message>
</context>
<context>
    <name>locklab::Time</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineExporter</name>
    <message>
        <source>The run is about to start.</source>
        <translation>Der Lauf beginnt gleich.</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>LockLab timeline: %1</source>
        <translation>LockLab-Zeitleiste: %1</translation>
    </message>
    <message>
        <source>Rendered by LockLab</source>
        <translation>Gerendert mit LockLab</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>video export needs ffmpeg on PATH (Debian/Ubuntu: sudo apt install ffmpeg); PNG frames work without it</source>
        <translation>Der Videoexport braucht ffmpeg im PATH (Debian/Ubuntu: sudo apt install ffmpeg); PNG-Einzelbilder gehen auch ohne</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineModel</name>
    <message>
        <source>Redis key</source>
        <translation>Redis-Key</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Datenspeicher</translation>
    </message>
    <message>
        <source>Redis · fenced writes</source>
        <translation>Redis · Schreiben mit Fencing</translation>
    </message>
    <message>
        <source>Redis · no fencing</source>
        <translation>Redis · ohne Fencing</translation>
    </message>
    <message>
        <source>SQLite · UNIQUE job</source>
        <translation>SQLite · UNIQUE-Job</translation>
    </message>
    <message>
        <source>SQLite · WHERE fence &lt; ?</source>
        <translation>SQLite · WHERE fence &lt; ?</translation>
    </message>
    <message>
        <source>SQLite · plain UPDATE</source>
        <translation>SQLite · einfaches UPDATE</translation>
    </message>
    <message>
        <source>file · cannot fence</source>
        <translation>Datei · kein Fencing möglich</translation>
    </message>
    <message>
        <source>file · checks nothing</source>
        <translation>Datei · prüft nichts</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primary</translation>
    </message>
    <message>
        <source>Replica %1</source>
        <translation>Replica %1</translation>
    </message>
    <message>
        <source>Quorum %1 of %2</source>
        <translation>Quorum %1 von %2</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instanz %1</translation>
    </message>
    <message>
        <source>TTL %1</source>
        <translation>TTL %1</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineOverview</name>
    <message>
        <source>Run overview</source>
        <translation>Übersicht des Laufs</translation>
    </message>
    <message>
        <source>The whole run: the frame is what the timeline shows. Drag it, or click elsewhere to move it there; a double-click fits the whole run.</source>
        <translation>Der ganze Lauf: Der Rahmen ist, was die Zeitleiste zeigt. Ziehen Sie ihn oder klicken Sie anderswo, um ihn dorthin zu bewegen; ein Doppelklick zeigt den ganzen Lauf.</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineRenderer</name>
    <message>
        <source>%1 holds</source>
        <translation>%1 hält es</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>DEL by %1</source>
        <translation>DEL durch %1</translation>
    </message>
    <message>
        <source>DEL by %1 deletes %2&apos;s lock</source>
        <translation>DEL durch %1 löscht das Lock von %2</translation>
    </message>
    <message>
        <source>%1: nothing deleted</source>
        <translation>%1: nichts gelöscht</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>releasing</source>
        <translation>gibt frei</translation>
    </message>
    <message>
        <source>extending</source>
        <translation>verlängert</translation>
    </message>
    <message>
        <source>working</source>
        <translation>arbeitet</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <source>paused (process frozen)</source>
        <translation>pausiert (Prozess eingefroren)</translation>
    </message>
    <message>
        <source>believes it holds — Redis: %1 holds</source>
        <translation>glaubt, Halter zu sein — Redis: %1 hält es</translation>
    </message>
    <message>
        <source>believes it holds — Redis: no lock</source>
        <translation>glaubt, Halter zu sein — Redis: kein Lock</translation>
    </message>
    <message>
        <source>Redis: %1 holds</source>
        <translation>Redis: %1 hält es</translation>
    </message>
    <message>
        <source>Redis: no lock</source>
        <translation>Redis: kein Lock</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>aufgegeben</translation>
    </message>
    <message numerus="yes">
        <source>gave up after %n refusal(s)</source>
        <translation>
            <numerusform>gab nach %n Ablehnung auf</numerusform>
            <numerusform>gab nach %n Ablehnungen auf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n× refused</source>
        <translation>
            <numerusform>%n× abgelehnt</numerusform>
            <numerusform>%n× abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>value = %1 · fence %2</source>
        <translation>Wert = %1 · Fence %2</translation>
    </message>
    <message>
        <source>value = %1</source>
        <translation>Wert = %1</translation>
    </message>
    <message>
        <source> · fence %1</source>
        <translation> · Fence %1</translation>
    </message>
    <message>
        <source>%1 ✗ refused%2</source>
        <translation>%1 ✗ abgelehnt%2</translation>
    </message>
    <message>
        <source>%1 ✓ stale write accepted%2</source>
        <translation>%1 ✓ veraltet angenommen%2</translation>
    </message>
    <message>
        <source>%1 ✓ accepted%2</source>
        <translation>%1 ✓ angenommen%2</translation>
    </message>
    <message>
        <source>%1 inside together · %2</source>
        <translation>%1 gleichzeitig drin · %2</translation>
    </message>
    <message>
        <source>key held (TTL running down)</source>
        <translation>Schlüssel belegt (TTL läuft ab)</translation>
    </message>
    <message>
        <source>believes it holds</source>
        <translation>glaubt, Halter zu sein</translation>
    </message>
    <message>
        <source>believes it holds, Redis disagrees</source>
        <translation>glaubt, Halter zu sein; Redis widerspricht</translation>
    </message>
    <message>
        <source>paused (frozen)</source>
        <translation>pausiert (eingefroren)</translation>
    </message>
    <message>
        <source>retrying SET NX</source>
        <translation>wiederholt SET NX</translation>
    </message>
    <message>
        <source>granted / refused</source>
        <translation>gewährt / abgewiesen</translation>
    </message>
    <message>
        <source>write accepted / refused</source>
        <translation>Schreiben angenommen / abgelehnt</translation>
    </message>
    <message>
        <source>two holders at once</source>
        <translation>zwei Halter gleichzeitig</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>prüft</translation>
    </message>
    <message>
        <source>%1 duplicate work · %2</source>
        <translation>%1 doppelte Arbeit · %2</translation>
    </message>
    <message numerus="yes">
        <source>only %n replica(s) have it</source>
        <translation>
            <numerusform>nur %n Replica hat es</numerusform>
            <numerusform>nur %n Replicas haben es</numerusform>
        </translation>
    </message>
    <message>
        <source>WAIT: no answer, nothing confirmed</source>
        <translation>WAIT: keine Antwort, nichts bestätigt</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) have it</source>
        <translation>
            <numerusform>%n Replica hat es</numerusform>
            <numerusform>%n Replicas haben es</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnects to replica %1</source>
        <translation>verbindet sich neu mit Replica %1</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>Primary</translation>
    </message>
    <message>
        <source>down (killed)</source>
        <translation>ausgefallen (beendet)</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>Replica</translation>
    </message>
    <message>
        <source>replication held (lag)</source>
        <translation>Replikation angehalten (Verzug)</translation>
    </message>
    <message>
        <source>promoted (REPLICAOF NO ONE)</source>
        <translation>befördert (REPLICAOF NO ONE)</translation>
    </message>
    <message>
        <source>primary died (the lock had not replicated)</source>
        <translation>Primary ausgefallen (der Lock war nicht repliziert)</translation>
    </message>
    <message>
        <source>primary died</source>
        <translation>Primary ausgefallen</translation>
    </message>
    <message>
        <source>MONITOR lost · %1 not seen</source>
        <translation>MONITOR verloren · %1 nicht gesehen</translation>
    </message>
    <message>
        <source>MONITOR lost</source>
        <translation>MONITOR verloren</translation>
    </message>
    <message>
        <source>Redis down, no reply yet</source>
        <translation>Redis ausgefallen, noch keine Antwort</translation>
    </message>
    <message>
        <source>Redis down %1</source>
        <translation>Redis %1 ausgefallen</translation>
    </message>
    <message>
        <source>down</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>reconnected</source>
        <translation>wieder verbunden</translation>
    </message>
    <message>
        <source>Redis down</source>
        <translation>Redis ausgefallen</translation>
    </message>
    <message>
        <source>MONITOR lost: not seen</source>
        <translation>MONITOR verloren: nicht gesehen</translation>
    </message>
    <message>
        <source>released by %1 (token matched)</source>
        <translation>freigegeben von %1 (Token stimmte)</translation>
    </message>
    <message>
        <source>work done twice</source>
        <translation>doppelt erledigte Arbeit</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <comment>Redis says: the key is another&apos;s</comment>
        <translation>%1 hält es</translation>
    </message>
    <message>
        <source>not its lock</source>
        <translation>nicht sein Lock</translation>
    </message>
    <message>
        <source>no lock</source>
        <comment>Redis says: the key is gone</comment>
        <translation>kein Lock</translation>
    </message>
    <message>
        <source>stalled (answers nothing)</source>
        <translation>hängt (antwortet nicht)</translation>
    </message>
    <message>
        <source>replies late (slow network)</source>
        <translation>Antworten verspätet (langsames Netz)</translation>
    </message>
    <message>
        <source>replies +%1 ms late</source>
        <translation>Antworten +%1 ms später</translation>
    </message>
    <message>
        <source>stalled %1</source>
        <translation>hängt %1</translation>
    </message>
    <message>
        <source>late</source>
        <translation>verspätet</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>hängt</translation>
    </message>
    <message>
        <source>≠ %1</source>
        <comment>Redis says: the key is another&apos;s, in 20 px</comment>
        <translation>≠ %1</translation>
    </message>
    <message>
        <source>≠</source>
        <comment>Redis says: the key is gone, in 20 px</comment>
        <translation>≠</translation>
    </message>
    <message>
        <source>pause</source>
        <comment>a fault on the timeline</comment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>slow replies</source>
        <comment>a fault on the timeline</comment>
        <translation>langsame Antworten</translation>
    </message>
    <message>
        <source>lost reply</source>
        <comment>a fault on the timeline</comment>
        <translation>verlorene Antwort</translation>
    </message>
    <message>
        <source>restart</source>
        <comment>a fault on the timeline</comment>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>clock jump</source>
        <comment>a fault on the timeline</comment>
        <translation>Uhrsprung</translation>
    </message>
    <message>
        <source>replication lag</source>
        <comment>a fault on the timeline</comment>
        <translation>Replikationsverzug</translation>
    </message>
    <message>
        <source>replica promoted</source>
        <comment>a fault on the timeline</comment>
        <translation>Replica befördert</translation>
    </message>
    <message>
        <source>stalled</source>
        <comment>a fault on the timeline</comment>
        <translation>hängt</translation>
    </message>
    <message>
        <source>replication held</source>
        <comment>the replication lag band, where its words do not fit</comment>
        <translation>Replikation angehalten</translation>
    </message>
    <message>
        <source>lag</source>
        <comment>the replication lag band, in a few pixels</comment>
        <translation>Verzug</translation>
    </message>
    <message>
        <source>promoted</source>
        <comment>a replica, where its words do not fit</comment>
        <translation>befördert</translation>
    </message>
    <message>
        <source>%1 ✓ stale</source>
        <comment>a stale write accepted, where the whole does not fit</comment>
        <translation>%1 ✓ veraltet</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineWidget</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two holders at once&lt;/b&gt;&lt;br&gt;%1 were all inside the critical section&lt;br&gt;from %2 to %3 (%4)</source>
        <translation>&lt;b&gt;Zwei Halter gleichzeitig&lt;/b&gt;&lt;br&gt;%1 waren alle im kritischen Abschnitt&lt;br&gt;von %2 bis %3 (%4)</translation>
    </message>
    <message>
        <source>%1: SET NX granted — the lock is %1&apos;s</source>
        <translation>%1: SET NX gewährt — das Lock gehört %1</translation>
    </message>
    <message>
        <source>%1: SET NX refused — someone holds the key</source>
        <translation>%1: SET NX abgewiesen — jemand hält den Schlüssel</translation>
    </message>
    <message>
        <source>%1: no reply to SET NX — the lock may or may not be %1&apos;s</source>
        <translation>%1: keine Antwort auf SET NX — das Lock gehört vielleicht %1, vielleicht auch nicht</translation>
    </message>
    <message>
        <source>%1: SET NX failed</source>
        <translation>%1: SET NX fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 extended its lock</source>
        <translation>%1 hat sein Lock verlängert</translation>
    </message>
    <message>
        <source>%1 could not extend: the key is not its own</source>
        <translation>%1 konnte nicht verlängern: Der Schlüssel gehört ihm nicht</translation>
    </message>
    <message>
        <source>%1 gave up acquiring</source>
        <translation>%1 hat den Erwerb aufgegeben</translation>
    </message>
    <message>
        <source>The key&apos;s TTL deadline: %1</source>
        <translation>TTL-Frist des Schlüssels: %1</translation>
    </message>
    <message>
        <source>Redis expired the key (deadline %1)</source>
        <translation>Redis hat den Schlüssel ablaufen lassen (Frist %1)</translation>
    </message>
    <message>
        <source>%1 deleted its own lock</source>
        <translation>%1 hat sein eigenes Lock gelöscht</translation>
    </message>
    <message>
        <source>%1&apos;s DEL deleted %2&apos;s lock</source>
        <translation>Das DEL von %1 hat das Lock von %2 gelöscht</translation>
    </message>
    <message>
        <source>%1&apos;s release deleted nothing: the key was not its own</source>
        <translation>Die Freigabe von %1 hat nichts gelöscht: Der Schlüssel gehörte ihm nicht</translation>
    </message>
    <message>
        <source>%1&apos;s write was accepted</source>
        <translation>Der Schreibvorgang von %1 wurde angenommen</translation>
    </message>
    <message>
        <source>%1&apos;s write was refused: fence %2 is older than the store&apos;s</source>
        <translation>Der Schreibvorgang von %1 wurde abgelehnt: Fence %2 ist älter als der Stand des Stores</translation>
    </message>
    <message>
        <source>%1&apos;s stale write was accepted: a newer holder existed</source>
        <translation>Der veraltete Schreibvorgang von %1 wurde angenommen: Es gab bereits einen neueren Halter</translation>
    </message>
    <message>
        <source>Fault: %1</source>
        <translation>Störung: %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, and Redis agrees</source>
        <translation>%1 glaubt, das Lock zu halten, und Redis stimmt zu</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis says %2 holds it</source>
        <translation>%1 glaubt, das Lock zu halten, aber laut Redis hält es %2</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis has no lock key</source>
        <translation>%1 glaubt, das Lock zu halten, aber Redis hat keinen Lock-Schlüssel</translation>
    </message>
    <message>
        <source>Redis: the key holds %1&apos;s token</source>
        <translation>Redis: Der Schlüssel enthält das Token von %1</translation>
    </message>
    <message>
        <source>Stored value: %1 (fence %2)</source>
        <translation>Gespeicherter Wert: %1 (Fence %2)</translation>
    </message>
    <message>
        <source>Stored value: %1</source>
        <translation>Gespeicherter Wert: %1</translation>
    </message>
    <message>
        <source>%1 is waiting</source>
        <translation>%1 wartet</translation>
    </message>
    <message>
        <source>%1 is acquiring (SET NX, retrying)</source>
        <translation>%1 erwirbt das Lock (SET NX, mit Wiederholung)</translation>
    </message>
    <message>
        <source>%1 holds the lock</source>
        <translation>%1 hält das Lock</translation>
    </message>
    <message>
        <source>%1 is working in the critical section</source>
        <translation>%1 arbeitet im kritischen Abschnitt</translation>
    </message>
    <message>
        <source>%1 is paused: the process is frozen and sends nothing</source>
        <translation>%1 ist pausiert: Der Prozess ist eingefroren und sendet nichts</translation>
    </message>
    <message>
        <source>%1 is writing to the store</source>
        <translation>%1 schreibt in den Store</translation>
    </message>
    <message>
        <source>%1 is releasing the lock</source>
        <translation>%1 gibt das Lock frei</translation>
    </message>
    <message>
        <source>%1 is extending the lock</source>
        <translation>%1 verlängert das Lock</translation>
    </message>
    <message>
        <source>Two holders at once</source>
        <translation>Zwei Halter gleichzeitig</translation>
    </message>
    <message>
        <source>%1 to %2 (%3)</source>
        <translation>%1 bis %2 (%3)</translation>
    </message>
    <message>
        <source>Scroll lanes</source>
        <translation>Spuren blättern</translation>
    </message>
    <message>
        <source>&amp;Taller Lanes</source>
        <translation>&amp;Höhere Spuren</translation>
    </message>
    <message>
        <source>Taller lanes (Ctrl+Shift+wheel)</source>
        <translation>Höhere Spuren (Strg+Umschalt+Mausrad)</translation>
    </message>
    <message>
        <source>&amp;Shorter Lanes</source>
        <translation>&amp;Niedrigere Spuren</translation>
    </message>
    <message>
        <source>Shorter lanes: more workers in view (Ctrl+Shift+wheel)</source>
        <translation>Niedrigere Spuren: mehr Worker im Blick (Strg+Umschalt+Mausrad)</translation>
    </message>
    <message>
        <source>Fit &amp;Lanes to Window</source>
        <translation>&amp;Spuren ans Fenster anpassen</translation>
    </message>
    <message>
        <source>Lanes share the window&apos;s height again</source>
        <translation>Die Spuren teilen sich wieder die Fensterhöhe</translation>
    </message>
    <message>
        <source>%1&apos;s check passed: the key held its token when Redis ran the GET — and says nothing about the next step</source>
        <translation>Die Prüfung von %1 bestand: der Key enthielt sein Token, als Redis das GET ausführte – und sagt nichts über den nächsten Schritt</translation>
    </message>
    <message>
        <source>%1&apos;s check failed: the key held another token, none, or no answer came</source>
        <translation>Die Prüfung von %1 schlug fehl: der Key enthielt einen anderen Token, keinen, oder es kam keine Antwort</translation>
    </message>
    <message>
        <source>%1&apos;s plain PEXPIRE extended %2&apos;s lock: it does not check the token</source>
        <translation>Das einfache PEXPIRE von %1 verlängerte den Lock von %2: es prüft das Token nicht</translation>
    </message>
    <message>
        <source>%1 is checking the lock (GET, compared at the client)</source>
        <translation>%1 prüft den Lock (GET, beim Client verglichen)</translation>
    </message>
    <message>
        <source>The primary died before the lock key reached the replica</source>
        <translation>Der Primary fiel aus, bevor der Lock-Key das Replica erreichte</translation>
    </message>
    <message>
        <source>The primary died</source>
        <translation>Der Primary ist ausgefallen</translation>
    </message>
    <message>
        <source>Replica %1 promoted to primary (REPLICAOF NO ONE) with what had reached it</source>
        <translation>Replica %1 zum Primary befördert (REPLICAOF NO ONE), mit dem, was es erreicht hatte</translation>
    </message>
    <message>
        <source>%1 reconnects to the new primary (replica %2)</source>
        <translation>%1 verbindet sich neu mit dem neuen Primary (Replica %2)</translation>
    </message>
    <message>
        <source>%1&apos;s WAIT: only %2 replica(s) have its writes; WAIT does not undo them</source>
        <translation>WAIT von %1: nur %2 Replica(s) haben seine Schreibvorgänge; WAIT macht sie nicht rückgängig</translation>
    </message>
    <message>
        <source>%1&apos;s WAIT got no answer: nothing is confirmed</source>
        <translation>WAIT von %1 bekam keine Antwort: nichts ist bestätigt</translation>
    </message>
    <message>
        <source>%1&apos;s WAIT: %2 replica(s) have its writes</source>
        <translation>WAIT von %1: %2 Replica(s) haben seine Schreibvorgänge</translation>
    </message>
    <message>
        <source>%1 is the primary: clients talk to it</source>
        <translation>%1 ist der Primary: die Clients sprechen mit ihm</translation>
    </message>
    <message>
        <source>%1 is down (killed)</source>
        <translation>%1 ist ausgefallen (beendet)</translation>
    </message>
    <message>
        <source>%1 is a replica: it follows the primary&apos;s stream</source>
        <translation>%1 ist ein Replica: es folgt dem Datenstrom des Primary</translation>
    </message>
    <message>
        <source>%1 receives nothing of the primary&apos;s stream: replication is held</source>
        <translation>%1 erhält nichts vom Datenstrom des Primary: die Replikation ist angehalten</translation>
    </message>
    <message>
        <source>Redis answers again: reconnected after %1 down</source>
        <translation>Redis antwortet wieder: nach %1 Ausfall wieder verbunden</translation>
    </message>
    <message>
        <source>Redis is down: commands are refused until it answers again</source>
        <translation>Redis ist ausgefallen: Befehle werden abgelehnt, bis es wieder antwortet</translation>
    </message>
    <message>
        <source>&lt;b&gt;MONITOR connection lost&lt;/b&gt;&lt;br&gt;What Redis ran from %1 to %2 (%3) was not seen: the lanes show nothing there, not an idle lock</source>
        <translation>&lt;b&gt;MONITOR-Verbindung verloren&lt;/b&gt;&lt;br&gt;Was Redis von %1 bis %2 (%3) ausgeführt hat, wurde nicht gesehen: Die Spuren zeigen dort nichts, kein untätiges Lock</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redis down&lt;/b&gt;&lt;br&gt;from %1: commands fail, and no reply has come by the end of the run</source>
        <translation>&lt;b&gt;Redis ausgefallen&lt;/b&gt;&lt;br&gt;ab %1: Befehle schlagen fehl, und bis zum Ende des Laufs kam keine Antwort</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redis down, then reconnected&lt;/b&gt;&lt;br&gt;from %1 to %2 (%3): commands fail until the server answers one again</source>
        <translation>&lt;b&gt;Redis ausgefallen, dann wieder verbunden&lt;/b&gt;&lt;br&gt;von %1 bis %2 (%3): Befehle schlagen fehl, bis der Server wieder einen beantwortet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Work done twice&lt;/b&gt;&lt;br&gt;%1 all did the work&lt;br&gt;from %2 to %3 (%4): an efficiency lock, no data corrupted</source>
        <translation>&lt;b&gt;Doppelt erledigte Arbeit&lt;/b&gt;&lt;br&gt;%1 haben alle die Arbeit getan&lt;br&gt;von %2 bis %3 (%4): ein Effizienz-Lock, keine Daten beschädigt</translation>
    </message>
    <message>
        <source>%1 released its own lock (the script checked the token)</source>
        <translation>%1 hat sein eigenes Lock freigegeben (das Skript prüfte das Token)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 stalled&lt;/b&gt;&lt;br&gt;from %2 to %3 (%4): it answers nothing; commands sent to it wait, clients time out, and it runs what was queued when it resumes</source>
        <translation>&lt;b&gt;%1 hängt&lt;/b&gt;&lt;br&gt;von %2 bis %3 (%4): er antwortet nicht; Befehle an ihn warten, Clients laufen in ihr Timeout, und er führt das Wartende aus, sobald er weiterläuft</translation>
    </message>
    <message>
        <source>&lt;b&gt;Slow network to %1&lt;/b&gt;&lt;br&gt;from %2 to %3: every reply from it reaches its client %4 ms late</source>
        <translation>&lt;b&gt;Langsames Netz zu %1&lt;/b&gt;&lt;br&gt;von %2 bis %3: jede Antwort von dort erreicht ihren Client %4 ms später</translation>
    </message>
    <message>
        <source>%1 is stalled: it answers nothing until it resumes</source>
        <translation>%1 hängt: er antwortet nicht, bis er weiterläuft</translation>
    </message>
    <message>
        <source>%1&apos;s replies arrive %2 ms late</source>
        <translation>die Antworten von %1 kommen %2 ms später</translation>
    </message>
</context>
<context>
    <name>locklab::TourVideo</name>
    <message>
        <source>Outcome: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>locklab::Trace</name>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation>erwirbt</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>hält</translation>
    </message>
    <message>
        <source>working</source>
        <translation>arbeitet</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <source>releasing</source>
        <translation>gibt frei</translation>
    </message>
    <message>
        <source>extending</source>
        <translation>verlängert</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>believes it holds the lock</source>
        <translation>glaubt, das Lock zu halten</translation>
    </message>
    <message>
        <source>key %1 expired (deadline %2 ms)</source>
        <translation>Schlüssel %1 abgelaufen (Frist %2 ms)</translation>
    </message>
    <message>
        <source>inferred by the model</source>
        <translation>vom Modell erschlossen</translation>
    </message>
    <message>
        <source>believes it holds the lock (inferred)</source>
        <translation>glaubt, das Lock zu halten (erschlossen)</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>prüft</translation>
    </message>
    <message>
        <source>no release seen</source>
        <translation>keine Freigabe gesehen</translation>
    </message>
    <message>
        <source>DEL release</source>
        <translation>Freigabe per DEL</translation>
    </message>
    <message>
        <source>compare-and-delete</source>
        <translation>Compare-and-Delete</translation>
    </message>
    <message>
        <source>DEL + compare-and-delete</source>
        <translation>DEL + Compare-and-Delete</translation>
    </message>
    <message>
        <source>, valid until %1 ms</source>
        <translation>, gültig bis %1 ms</translation>
    </message>
</context>
<context>
    <name>locklab::TraceLogModel</name>
    <message>
        <source>becomes %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>expires %1</source>
        <translation>%1 läuft ab</translation>
    </message>
    <message>
        <source>fault: %1</source>
        <translation>Störung: %1</translation>
    </message>
    <message>
        <source>no reply: it may or may not have run</source>
        <translation>keine Antwort: vielleicht ausgeführt, vielleicht nicht</translation>
    </message>
    <message>
        <source>lock granted</source>
        <translation>Lock gewährt</translation>
    </message>
    <message>
        <source>refused: the key is held</source>
        <translation>abgewiesen: Schlüssel belegt</translation>
    </message>
    <message>
        <source>deleted the key, whoever held it</source>
        <translation>Schlüssel gelöscht, egal wer ihn hielt</translation>
    </message>
    <message>
        <source>no key to delete</source>
        <translation>kein Schlüssel zum Löschen</translation>
    </message>
    <message>
        <source>released its own lock</source>
        <translation>eigenes Lock freigegeben</translation>
    </message>
    <message>
        <source>not the owner: nothing deleted</source>
        <translation>nicht der Besitzer: nichts gelöscht</translation>
    </message>
    <message>
        <source>extended</source>
        <translation>verlängert</translation>
    </message>
    <message>
        <source>not the owner: not extended</source>
        <translation>nicht der Besitzer: nicht verlängert</translation>
    </message>
    <message>
        <source>write accepted with fence %1</source>
        <translation>Schreibvorgang mit Fence %1 angenommen</translation>
    </message>
    <message>
        <source>write refused: fence %1 is stale</source>
        <translation>Schreibvorgang abgelehnt: Fence %1 ist veraltet</translation>
    </message>
    <message>
        <source>write accepted (no fencing)</source>
        <translation>Schreibvorgang angenommen (ohne Fencing)</translation>
    </message>
    <message>
        <source>fencing token %1</source>
        <translation>Fencing-Token %1</translation>
    </message>
    <message>
        <source>believes it holds the lock</source>
        <translation>glaubt, das Lock zu halten</translation>
    </message>
    <message>
        <source>redis</source>
        <translation>redis</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Command or transition</source>
        <translation>Befehl oder Übergang</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>reply inferred by the model</source>
        <translation>Antwort vom Modell erschlossen</translation>
    </message>
    <message>
        <source>believes it holds the lock (inferred from its commands)</source>
        <translation>glaubt, das Lock zu halten (aus seinen Befehlen geschlossen)</translation>
    </message>
    <message>
        <source>%1 round trip</source>
        <translation>%1 Round-Trip</translation>
    </message>
    <message>
        <source>no reply, but the server ran it at %1</source>
        <translation>keine Antwort, aber der Server hat es bei %1 ausgeführt</translation>
    </message>
    <message>
        <source>no reply, but the server ran it at %1: %2</source>
        <translation>keine Antwort, aber der Server hat es bei %1 ausgeführt: %2</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>Frist %1</translation>
    </message>
</context>
<context>
    <name>locklab::Traffic</name>
    <message>
        <source>traffic (replies and beliefs inferred by the model)</source>
        <translation>Verkehr (Antworten und Annahmen vom Modell erschlossen)</translation>
    </message>
    <message>
        <source>Imported from the MONITOR log %1.</source>
        <translation>Aus dem MONITOR-Protokoll %1 importiert.</translation>
    </message>
    <message>
        <source>Watched on %1 with MONITOR.</source>
        <translation>Auf %1 mit MONITOR beobachtet.</translation>
    </message>
    <message>
        <source>lane %1 is the client at %2</source>
        <translation>Spur %1 ist der Client unter %2</translation>
    </message>
    <message>
        <source>a script (%1) read %2 and changed nothing; what it is for is unknown</source>
        <translation>ein Skript (%1) hat %2 gelesen und nichts geändert; wozu es dient, ist unbekannt</translation>
    </message>
    <message>
        <source>MONITOR connection lost (%1): what Redis ran from here until it is back is not seen</source>
        <translation>MONITOR-Verbindung verloren (%1): Was Redis ab hier ausführt, bis sie zurück ist, bleibt unsichtbar</translation>
    </message>
    <message>
        <source>MONITOR connection back: the model&apos;s state of the keys may be stale until they are written again</source>
        <translation>MONITOR-Verbindung wieder da: Der Stand der Schlüssel im Modell kann veraltet sein, bis sie neu geschrieben werden</translation>
    </message>
    <message>
        <source>Redis reports that it deleted the expired key %1 (keyspace notification)</source>
        <translation>Redis meldet, dass es den abgelaufenen Schlüssel %1 gelöscht hat (Keyspace-Benachrichtigung)</translation>
    </message>
    <message>
        <source>%1 never released the lock while it was watched (its belief, inferred, stays open)</source>
        <translation>%1 hat das Lock während der Beobachtung nie freigegeben (seine erschlossene Annahme bleibt offen)</translation>
    </message>
    <message>
        <source>Real traffic on %1</source>
        <translation>Echter Verkehr auf %1</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>not watched</source>
        <translation>nicht beobachtet</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>lock keys</source>
        <translation>Lock-Schlüssel</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <source>gaps</source>
        <translation>Lücken</translation>
    </message>
    <message numerus="yes">
        <source>the MONITOR connection was lost %n time(s)</source>
        <translation>
            <numerusform>die MONITOR-Verbindung ging %n-mal verloren</numerusform>
            <numerusform>die MONITOR-Verbindung ging %n-mal verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>the database whose commands are followed (default: the first a lock key is in)</source>
        <translation>die Datenbank, deren Befehle verfolgt werden (Standard: die erste mit einem Lock-Schlüssel)</translation>
    </message>
    <message>
        <source>lock keys auto-detected (taken with SET NX and an expiry)</source>
        <translation>Lock-Schlüssel automatisch erkannt (mit SET NX und Ablaufzeit genommen)</translation>
    </message>
    <message>
        <source>lock keys %1</source>
        <translation>Lock-Schlüssel %1</translation>
    </message>
    <message>
        <source>%1 in db %2</source>
        <translation>%1 in DB %2</translation>
    </message>
    <message>
        <source>Real traffic, no lock seen</source>
        <translation>Echter Verkehr, kein Lock gesehen</translation>
    </message>
    <message>
        <source>other dbs</source>
        <translation>andere DBs</translation>
    </message>
    <message numerus="yes">
        <source>%n read</source>
        <translation>
            <numerusform>%n gelesen</numerusform>
            <numerusform>%n gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n Befehl</numerusform>
            <numerusform>%n Befehle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n redis-cli banner(s)</source>
        <translation>
            <numerusform>%n redis-cli-Banner</numerusform>
            <numerusform>%n redis-cli-Banner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank</source>
        <translation>
            <numerusform>%n leer</numerusform>
            <numerusform>%n leer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not MONITOR line(s)</source>
        <translation>
            <numerusform>%n keine MONITOR-Zeile</numerusform>
            <numerusform>%n keine MONITOR-Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) on the lock, store and fence keys</source>
        <translation>
            <numerusform>%n Befehl auf den Lock-, Speicher- und Fence-Schlüsseln</numerusform>
            <numerusform>%n Befehle auf den Lock-, Speicher- und Fence-Schlüsseln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on other keys</source>
        <translation>
            <numerusform>%n auf anderen Schlüsseln</numerusform>
            <numerusform>%n auf anderen Schlüsseln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a key</source>
        <translation>
            <numerusform>%n ohne Schlüssel</numerusform>
            <numerusform>%n ohne Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) in databases not followed</source>
        <translation>
            <numerusform>%n Befehl in nicht verfolgten Datenbanken</numerusform>
            <numerusform>%n Befehle in nicht verfolgten Datenbanken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) the model does not know</source>
        <translation>
            <numerusform>%n Befehl, den das Modell nicht kennt</numerusform>
            <numerusform>%n Befehle, die das Modell nicht kennt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n script(s) of unknown purpose</source>
        <translation>
            <numerusform>%n Skript mit unbekanntem Zweck</numerusform>
            <numerusform>%n Skripte mit unbekanntem Zweck</numerusform>
        </translation>
    </message>
    <message>
        <source>number too long</source>
        <translation>Zahl zu lang</translation>
    </message>
    <message>
        <source>unterminated argument (the line ends inside its quotes)</source>
        <translation>nicht abgeschlossenes Argument (die Zeile endet innerhalb seiner Anführungszeichen)</translation>
    </message>
    <message>
        <source>\x must be followed by two hex digits</source>
        <translation>auf \x müssen zwei Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>auf \u müssen vier Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>unknown escape in an argument</source>
        <translation>unbekannte Escape-Sequenz in einem Argument</translation>
    </message>
    <message>
        <source>expected the timestamp (seconds.microseconds) at the start of the line</source>
        <translation>erwartet den Zeitstempel (Sekunden.Mikrosekunden) am Zeilenanfang</translation>
    </message>
    <message>
        <source>expected &apos;.&apos; and microseconds after the timestamp&apos;s seconds</source>
        <translation>erwartet &apos;.&apos; und Mikrosekunden nach den Sekunden des Zeitstempels</translation>
    </message>
    <message>
        <source>expected the timestamp&apos;s microseconds</source>
        <translation>erwartet die Mikrosekunden des Zeitstempels</translation>
    </message>
    <message>
        <source>expected six digits of microseconds</source>
        <translation>erwartet sechs Ziffern Mikrosekunden</translation>
    </message>
    <message>
        <source>timestamp out of range</source>
        <translation>Zeitstempel außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>expected a space after the timestamp</source>
        <translation>erwartet ein Leerzeichen nach dem Zeitstempel</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; before the database</source>
        <translation>erwartet &apos;[&apos; vor der Datenbank</translation>
    </message>
    <message>
        <source>expected the database number after &apos;[&apos;</source>
        <translation>erwartet die Datenbanknummer nach &apos;[&apos;</translation>
    </message>
    <message>
        <source>database number out of range</source>
        <translation>Datenbanknummer außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>expected a space after the database number</source>
        <translation>erwartet ein Leerzeichen nach der Datenbanknummer</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the client address</source>
        <translation>erwartet &apos;]&apos; nach der Client-Adresse</translation>
    </message>
    <message>
        <source>expected the client address after the database number</source>
        <translation>erwartet die Client-Adresse nach der Datenbanknummer</translation>
    </message>
    <message>
        <source>expected a space between arguments</source>
        <translation>erwartet ein Leerzeichen zwischen Argumenten</translation>
    </message>
    <message>
        <source>expected a quoted argument</source>
        <translation>erwartet ein Argument in Anführungszeichen</translation>
    </message>
    <message>
        <source>expected a command after the client address</source>
        <translation>erwartet einen Befehl nach der Client-Adresse</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>no MONITOR line in the file (expected the output of `redis-cli monitor`)</source>
        <translation>keine MONITOR-Zeile in der Datei (erwartet die Ausgabe von `redis-cli monitor`)</translation>
    </message>
    <message>
        <source>lane %1 is a second holder on the connection of %2 (%3), told apart by its token</source>
        <translation>Bahn %1 ist ein zweiter Halter auf der Verbindung von %2 (%3), an seinem Token unterschieden</translation>
    </message>
    <message>
        <source>%1 sent SET NX again with its own token: its SET NX at %2 was refused, not granted as the model inferred (the key was held before the watch began)</source>
        <translation>%1 sandte SET NX erneut mit dem eigenen Token: sein SET NX bei %2 wurde abgelehnt, nicht gewährt, wie das Modell folgerte (der Schlüssel war schon vor der Beobachtung gehalten)</translation>
    </message>
    <message>
        <source>(held before the watch began)</source>
        <translation>(schon vor der Beobachtung gehalten)</translation>
    </message>
    <message>
        <source>%1 held %2 before the watch began: its acquire was not seen, its release with its token shows it</source>
        <translation>%1 hielt %2 schon vor der Beobachtung: sein Erwerb war nicht zu sehen, seine Freigabe mit seinem Token zeigt es</translation>
    </message>
    <message>
        <source>%1&apos;s release shows that its SET NX at %2 took the lock, which the model, missing the key&apos;s earlier holder, had refused</source>
        <translation>Die Freigabe von %1 zeigt, dass sein SET NX bei %2 den Lock bekam; das Modell, dem der frühere Halter fehlte, hatte es abgelehnt</translation>
    </message>
    <message numerus="yes">
        <source>%n, each in its own trace</source>
        <translation>
            <numerusform>%n, in einer eigenen Trace</numerusform>
            <numerusform>%n, jeder in seiner eigenen Trace</numerusform>
        </translation>
    </message>
    <message>
        <source>mid-stream</source>
        <translation>mittendrin</translation>
    </message>
    <message numerus="yes">
        <source>%n refused one(s) took the lock (its release showed it)</source>
        <translation>
            <numerusform>%n abgelehnter bekam den Lock (seine Freigabe zeigte es)</numerusform>
            <numerusform>%n abgelehnte bekamen den Lock (ihre Freigaben zeigten es)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n holding(s) from before the watch began</source>
        <translation>
            <numerusform>%n Halten von vor der Beobachtung</numerusform>
            <numerusform>%n Halten von vor der Beobachtung</numerusform>
        </translation>
    </message>
    <message>
        <source>store</source>
        <translation>Speicher</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) by clients that never took a lock key</source>
        <translation>
            <numerusform>%n Schreibvorgang eines Clients ohne Lock-Schlüssel</numerusform>
            <numerusform>%n Schreibvorgänge von Clients ohne Lock-Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s), </source>
        <translation>
            <numerusform>%n Lock-Schlüssel, </numerusform>
            <numerusform>%n Lock-Schlüssel, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with violations</source>
        <translation>
            <numerusform>%n mit Verletzungen</numerusform>
            <numerusform>%n mit Verletzungen</numerusform>
        </translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>acquisitions</source>
        <translation>Erwerbe</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>Überlappungen</translation>
    </message>
    <message>
        <source>overlap ms</source>
        <translation>Überlappung ms</translation>
    </message>
    <message>
        <source>foreign deletes</source>
        <translation>fremde Löschungen</translation>
    </message>
    <message>
        <source>stale writes accepted</source>
        <translation>veraltete Schreibvorgänge angenommen</translation>
    </message>
    <message>
        <source>locks lost while held</source>
        <translation>verlorene Locks</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) taken once and never released: a deduplication key, not a lock (out of the verdict; --keys names one to count it)</source>
        <translation>
            <numerusform>%n Schlüssel einmal genommen und nie freigegeben: ein Deduplizierungsschlüssel, kein Lock (nicht im Urteil; --keys nennt einen, damit er zählt)</numerusform>
            <numerusform>%n Schlüssel einmal genommen und nie freigegeben: Deduplizierungsschlüssel, keine Locks (nicht im Urteil; --keys nennt einen, damit er zählt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>the traffic reached its limit of %1 events (--max-events) at line %2 and was not read further</source>
        <translation>der Verkehr hat sein Limit von %1 Ereignissen (--max-events) bei Zeile %2 erreicht und wurde nicht weiter gelesen</translation>
    </message>
    <message>
        <source>the traffic&apos;s traces reached their memory limit of %1 MiB (--max-memory-mb) after %2 events, at line %3, and were not read further</source>
        <translation>die Traces des Verkehrs haben ihr Speicherlimit von %1 MiB (--max-memory-mb) nach %2 Ereignissen bei Zeile %3 erreicht und wurden nicht weiter gelesen</translation>
    </message>
    <message>
        <source>time went backwards by %1 at line %2 (a clock step or lines out of order): the model keeps its clock</source>
        <translation>die Zeit lief bei Zeile %2 um %1 zurück (ein Uhrensprung oder Zeilen außer der Reihe): Das Modell behält seine Uhr</translation>
    </message>
    <message>
        <source>Redis stopped answering (%1): a stalled server runs nothing until it answers again</source>
        <translation>Redis antwortet nicht mehr (%1): Ein hängender Server führt nichts aus, bis er wieder antwortet</translation>
    </message>
    <message>
        <source>Redis answers again after %1 stalled</source>
        <translation>Redis antwortet wieder, nach %1 Stillstand</translation>
    </message>
    <message>
        <source>stalls</source>
        <translation>Stillstände</translation>
    </message>
    <message numerus="yes">
        <source>Redis answered nothing %n time(s), the longest for %1</source>
        <translation>
            <numerusform>Redis hat %n Mal nichts beantwortet, am längsten %1</numerusform>
            <numerusform>Redis hat %n Mal nichts beantwortet, am längsten %1</numerusform>
        </translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message numerus="yes">
        <source>went backwards %n time(s), by up to %1, first at line %2 (never a violation)</source>
        <translation>
            <numerusform>lief %n Mal zurück, um bis zu %1, zuerst bei Zeile %2 (nie eine Verletzung)</numerusform>
            <numerusform>lief %n Mal zurück, um bis zu %1, zuerst bei Zeile %2 (nie eine Verletzung)</numerusform>
        </translation>
    </message>
    <message>
        <source>shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>(acquire not seen)</source>
        <translation>(Erwerb nicht zu sehen)</translation>
    </message>
    <message>
        <source>%1 held %2 from after %3, when it or the key was last let go: its acquire was not seen, its release with its token shows it</source>
        <translation>%1 hielt %2 ab einem Zeitpunkt nach %3, als es oder der Schlüssel zuletzt freigegeben wurde: sein Erwerb war nicht zu sehen, seine Freigabe mit seinem Token zeigt es</translation>
    </message>
    <message>
        <source>longer than 64 MiB, the most a line may be: not read</source>
        <translation>länger als 64 MiB, das Höchste, was eine Zeile sein darf: nicht gelesen</translation>
    </message>
    <message>
        <source>The detail of %1 (not a lock: taken once and never released):</source>
        <translation>Im Einzelnen %1 (kein Lock: einmal genommen und nie freigegeben):</translation>
    </message>
    <message>
        <source>The detail of %1:</source>
        <translation>Im Einzelnen %1:</translation>
    </message>
    <message>
        <source>The detail of %1, the worst lock key (--key K details another):</source>
        <translation>Im Einzelnen %1, der schlimmste Lock-Schlüssel (--key K zeigt einen anderen):</translation>
    </message>
    <message>
        <source>lock key %1 reached %2 clients, the most one trace holds, at line %3, and the traffic was not read further</source>
        <translation>Lock-Key %1 erreichte %2 Clients, so viele, wie ein Trace fasst, in Zeile %3; der Verkehr wurde nicht weiter gelesen</translation>
    </message>
    <message>
        <source>a script (%1) compared %2 with %3&apos;s token and found it taken or gone: a release or an extension that failed, so the client no longer holds the lock</source>
        <translation>ein Skript (%1) verglich %2 mit dem Token von %3 und fand es vergeben oder weg: eine Freigabe oder Verlängerung, die fehlschlug; der Client hält die Sperre nicht mehr</translation>
    </message>
    <message numerus="yes">
        <source>… %n more lock key(s) (--json lists every one)</source>
        <translation>
            <numerusform>… %n weiterer Sperrschlüssel (--json listet jeden auf)</numerusform>
            <numerusform>… %n weitere Sperrschlüssel (--json listet jeden auf)</numerusform>
        </translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>ohne Ablauf</translation>
    </message>
    <message>
        <source>LockLab read another holder&apos;s token in the key: %1&apos;s SET NX at %2 was refused, not granted as the model inferred (the key was held before the watch began)</source>
        <translation>LockLab hat im Schlüssel das Token eines anderen Halters gelesen: das SET NX von %1 bei %2 wurde abgelehnt, nicht gewährt, wie das Modell angenommen hatte (der Schlüssel war schon vor Beginn der Beobachtung gehalten)</translation>
    </message>
    <message>
        <source>%1 held %2 before the watch began: its acquire was not seen, its DEL or PEXPIRE of a token no client in the watch held shows it (an administrator&apos;s DEL would look the same)</source>
        <translation>%1 hielt %2 schon vor Beginn der Beobachtung: sein Erwerb war nicht zu sehen, sein DEL oder PEXPIRE eines Tokens, das kein Client der Beobachtung hielt, zeigt es (das DEL eines Administrators sähe gleich aus)</translation>
    </message>
    <message>
        <source>%1 held %2 from after %3, when it or the key was last let go: its acquire was not seen, its DEL or PEXPIRE of a token no client in the watch held shows it</source>
        <translation>%1 hielt %2 ab nach %3, als es oder der Schlüssel zuletzt freigegeben wurde: sein Erwerb war nicht zu sehen, sein DEL oder PEXPIRE eines Tokens, das kein Client der Beobachtung hielt, zeigt es</translation>
    </message>
    <message numerus="yes">
        <source>%n of LockLab&apos;s own reads</source>
        <translation>
            <numerusform>%n von LockLabs eigenen Lesevorgängen</numerusform>
            <numerusform>%n von LockLabs eigenen Lesevorgängen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) the model inferred were refused (the client sent SET NX again with its own token, or LockLab read another holder&apos;s)</source>
        <translation>
            <numerusform>%n vom Modell angenommener Erwerb wurde abgelehnt (der Client sandte SET NX erneut mit seinem eigenen Token, oder LockLab las das eines anderen Halters)</numerusform>
            <numerusform>%n vom Modell angenommene Erwerbe wurden abgelehnt (der Client sandte SET NX erneut mit seinem eigenen Token, oder LockLab las das eines anderen Halters)</numerusform>
        </translation>
    </message>
    <message>
        <source>read</source>
        <translation>gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s) read by LockLab when first seen (GET, PTTL)</source>
        <translation>
            <numerusform>%n Lock-Schlüssel von LockLab beim ersten Sehen gelesen (GET, PTTL)</numerusform>
            <numerusform>%n Lock-Schlüssel von LockLab beim ersten Sehen gelesen (GET, PTTL)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read(s) too late to use</source>
        <translation>
            <numerusform>%n Lesevorgang zu spät, um ihn zu nutzen</numerusform>
            <numerusform>%n Lesevorgänge zu spät, um sie zu nutzen</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>LockLab read %1: Redis held it with token %2 (%3), which no client seen in the watch took: a holding from before the watch began</source>
        <translation>LockLab hat %1 gelesen: Redis hielt ihn mit dem Token %2 (%3), den kein in der Beobachtung gesehener Client genommen hat: ein Halten aus der Zeit vor Beginn der Beobachtung</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>%1 did not hold %2 before the watch: another client&apos;s check of the token shows it was that client&apos;s, so %1&apos;s DEL or PEXPIRE was of another&apos;s lock</source>
        <translation>%1 hielt %2 nicht schon vor der Beobachtung: die Prüfung des Tokens durch einen anderen Client zeigt, dass es dessen Token war; das DEL oder PEXPIRE von %1 galt also dem Lock eines anderen</translation>
    </message>
    <message numerus="yes">
        <source>%n not read (no connection ready, a stall or timeout, or refused): inferred</source>
        <translation>
            <numerusform>%n nicht gelesen (keine Verbindung bereit, ein Stocken oder Timeout, oder abgelehnt): erschlossen</numerusform>
            <numerusform>%n nicht gelesen (keine Verbindung bereit, ein Stocken oder Timeout, oder abgelehnt): erschlossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) of this key could not be read back from the temporary file: %1</source>
        <translation>
            <numerusform>%n früheres Ereignis dieses Schlüssels konnte nicht aus der temporären Datei zurückgelesen werden: %1</numerusform>
            <numerusform>%n frühere Ereignisse dieses Schlüssels konnten nicht aus der temporären Datei zurückgelesen werden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>the temporary file for the keys&apos; older events could not be made or written (%1): from there on they stayed in memory</source>
        <translation>die temporäre Datei für die älteren Ereignisse der Schlüssel konnte nicht angelegt oder beschrieben werden (%1): ab da blieben sie im Speicher</translation>
    </message>
    <message>
        <source>cannot make a temporary file: %1</source>
        <translation>temporäre Datei kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot write a temporary file: %1</source>
        <translation>temporäre Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the import&apos;s temporary file could not be read back (%1): the trace shown is cut short</source>
        <translation>die temporäre Datei des Imports konnte nicht zurückgelesen werden (%1): der gezeigte Trace ist gekürzt</translation>
    </message>
</context>
<context>
    <name>locklab::VerdictBanner</name>
    <message>
        <source>ANOTHER WORKER&apos;S LOCK DELETED</source>
        <translation>FREMDES LOCK GELÖSCHT</translation>
    </message>
    <message>
        <source>SAFE</source>
        <translation>SICHER</translation>
    </message>
    <message>
        <source>TWO HOLDERS AT ONCE</source>
        <translation>ZWEI HALTER GLEICHZEITIG</translation>
    </message>
    <message>
        <source>STALE WRITE ACCEPTED</source>
        <translation>VERALTETER SCHREIBVORGANG ANGENOMMEN</translation>
    </message>
    <message>
        <source>NO RUN</source>
        <translation>KEIN LAUF</translation>
    </message>
    <message>
        <source>The selected backend cannot run yet.</source>
        <translation>Das gewählte Backend kann noch nicht laufen.</translation>
    </message>
    <message>
        <source>never two holders at once</source>
        <translation>nie zwei Halter gleichzeitig</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) accepted</source>
        <translation>
            <numerusform>%n Schreibvorgang angenommen</numerusform>
            <numerusform>%n Schreibvorgänge angenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale write(s) accepted</source>
        <translation>
            <numerusform>%n veralteter Schreibvorgang angenommen</numerusform>
            <numerusform>%n veraltete Schreibvorgänge angenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n DEL(s) freed another worker&apos;s lock</source>
        <translation>
            <numerusform>%n DEL hat ein fremdes Lock freigegeben</numerusform>
            <numerusform>%n DELs haben fremde Locks freigegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) never came</source>
        <translation>
            <numerusform>%n Antwort kam nie an</numerusform>
            <numerusform>%n Antworten kamen nie an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (so far)</source>
        <translation>%1 (bisher)</translation>
    </message>
    <message>
        <source>DUPLICATE WORK (HARMLESS)</source>
        <translation>DOPPELTE ARBEIT (HARMLOS)</translation>
    </message>
    <message numerus="yes">
        <source>%n refused by the store</source>
        <translation>
            <numerusform>%n vom Speicher abgelehnt</numerusform>
            <numerusform>%n vom Speicher abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>fencing unavailable: a file cannot compare tokens</source>
        <translation>Fencing nicht möglich: eine Datei kann keine Tokens vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%n PEXPIRE(s) extended another worker&apos;s lock</source>
        <translation>
            <numerusform>%n PEXPIRE verlängerte den Lock eines anderen Workers</numerusform>
            <numerusform>%n PEXPIRE verlängerten den Lock eines anderen Workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) waited for past the timeout</source>
        <translation>
            <numerusform>%n Antwort über den Timeout hinaus abgewartet</numerusform>
            <numerusform>%n Antworten über den Timeout hinaus abgewartet</numerusform>
        </translation>
    </message>
    <message>
        <source>INCONCLUSIVE</source>
        <translation>NICHT AUSSAGEKRÄFTIG</translation>
    </message>
    <message>
        <source>stopped early: %1</source>
        <translation>vorzeitig angehalten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n overlap(s) begun</source>
        <translation>
            <numerusform>%n Überlappung begonnen</numerusform>
            <numerusform>%n Überlappungen begonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s) begun</source>
        <translation>
            <numerusform>%n Verletzung begonnen</numerusform>
            <numerusform>%n Verletzungen begonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>LOADING…</source>
        <translation>WIRD GELADEN …</translation>
    </message>
    <message>
        <source>%1: this run shows nothing about the lock</source>
        <translation>%1: dieser Lauf zeigt nichts über die Sperre</translation>
    </message>
    <message>
        <source>efficiency lock: %1 of work done twice, a duplicate that is harmless</source>
        <translation>Effizienz-Lock: %1 Arbeit doppelt getan, ein harmloses Duplikat</translation>
    </message>
    <message numerus="yes">
        <source>%n overlap(s), %1 with %2 workers inside</source>
        <translation>
            <numerusform>%n Überlappung, %1 mit %2 Workern im kritischen Abschnitt</numerusform>
            <numerusform>%n Überlappungen, %1 mit %2 Workern im kritischen Abschnitt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::ViolationModel</name>
    <message>
        <source>Mutual exclusion violated</source>
        <translation>Gegenseitiger Ausschluss verletzt</translation>
    </message>
    <message>
        <source>Stale write accepted</source>
        <translation>Veralteter Schreibvorgang angenommen</translation>
    </message>
    <message>
        <source>DEL removed another worker&apos;s lock</source>
        <translation>DEL hat das Lock eines anderen Workers gelöscht</translation>
    </message>
    <message>
        <source>Lock lost while its holder believed in it</source>
        <translation>Lock verloren, während sein Halter noch daran glaubte</translation>
    </message>
    <message>
        <source>Unknown outcome</source>
        <translation>Unbekannter Ausgang</translation>
    </message>
    <message>
        <source>Heartbeat extended another worker&apos;s lock</source>
        <translation>Heartbeat verlängerte den Lock eines anderen Workers</translation>
    </message>
    <message>
        <source>Duplicate work (an efficiency lock: harmless)</source>
        <translation>Doppelte Arbeit (ein Effizienz-Lock: harmlos)</translation>
    </message>
    <message>
        <source>Timeout not honoured</source>
        <translation>Timeout nicht eingehalten</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Ab</translation>
    </message>
    <message>
        <source>Violation</source>
        <translation>Verletzung</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>locklab::ViolationsPanel</name>
    <message>
        <source>No violations: every worker that believed it held the lock really did.</source>
        <translation>Keine Verletzungen: Jeder Worker, der glaubte, das Lock zu halten, hielt es auch wirklich.</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Zu %1 springen</translation>
    </message>
</context>
<context>
    <name>locklab::WatchDialog</name>
    <message>
        <source>Watch a Redis</source>
        <translation>Ein Redis beobachten</translation>
    </message>
    <message>
        <source>LockLab runs MONITOR on this Redis: the server then sends every command it runs to LockLab. That can halve its throughput, and its output buffer to LockLab is unlimited. Watch a production server briefly, or a replica of its traffic. Nothing is written to the server (expiry events excepted, and restored).</source>
        <translation>LockLab führt auf diesem Redis MONITOR aus: Der Server sendet dann jeden Befehl, den er ausführt, an LockLab. Das kann seinen Durchsatz halbieren, und sein Ausgabepuffer zu LockLab ist unbegrenzt. Einen Produktionsserver nur kurz beobachten. Auf den Server wird nichts geschrieben (außer den Ablauf-Ereignissen, die wiederhergestellt werden).</translation>
    </message>
    <message>
        <source>found automatically (SET … NX with an expiry)</source>
        <translation>automatisch gefunden (SET … NX mit Ablaufzeit)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>until Stop</source>
        <translation>bis Stopp</translation>
    </message>
    <message>
        <source>Note real expiries (CONFIG SET notify-keyspace-events, restored after)</source>
        <translation>Echte Abläufe vermerken (CONFIG SET notify-keyspace-events, danach wiederhergestellt)</translation>
    </message>
    <message>
        <source>Redis URL</source>
        <translation>Redis-URL</translation>
    </message>
    <message>
        <source>Lock keys (globs)</source>
        <translation>Lock-Schlüssel (Globs)</translation>
    </message>
    <message>
        <source>Store keys (globs)</source>
        <translation>Store-Schlüssel (Globs)</translation>
    </message>
    <message>
        <source>Fence key</source>
        <translation>Fence-Schlüssel</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Replies and beliefs are inferred by LockLab&apos;s Redis model from what MONITOR shows.</source>
        <translation>Antworten und Annahmen erschließt LockLabs Redis-Modell aus dem, was MONITOR zeigt.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Not a usable Redis URL: %1</source>
        <translation>Keine verwendbare Redis-URL: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Watching %1 (Redis %2).</source>
        <translation>Beobachte %1 (Redis %2).</translation>
    </message>
    <message>
        <source>Watched on %1 with MONITOR: replies and beliefs inferred by the model.</source>
        <translation>Auf %1 mit MONITOR beobachtet: Antworten und Annahmen vom Modell erschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on watched keys</source>
        <translation>
            <numerusform>%n auf beobachteten Schlüsseln</numerusform>
            <numerusform>%n auf beobachteten Schlüsseln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outside the watch set</source>
        <translation>
            <numerusform>%n außerhalb der beobachteten Schlüssel</numerusform>
            <numerusform>%n außerhalb der beobachteten Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not MONITOR line(s)</source>
        <translation>
            <numerusform>%n keine MONITOR-Zeile</numerusform>
            <numerusform>%n keine MONITOR-Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching %1 through %2 (Redis %3).</source>
        <translation>Beobachte %1 über %2 (Redis %3).</translation>
    </message>
    <message numerus="yes">
        <source>Watching %1 (Redis %2): MONITOR on each of the cluster&apos;s %n primaries.</source>
        <translation>
            <numerusform>Beobachte %1 (Redis %2): MONITOR auf dem %n Primary des Clusters.</numerusform>
            <numerusform>Beobachte %1 (Redis %2): MONITOR auf jedem der %n Primaries des Clusters.</numerusform>
        </translation>
    </message>
    <message>
        <source>redis://[user[:password]@]host[:port][/db] for one server; redis+cluster://host:port[,host:port…] (or a redis:// URL at one of its nodes) for a Redis Cluster, watched on every primary at once; several redis:// URLs, separated by spaces, for a Redlock&apos;s independent instances, watched as one</source>
        <translation>redis://[user[:password]@]host[:port][/db] für einen Server; redis+cluster://host:port[,host:port…] (oder eine redis://-URL eines seiner Knoten) für einen Redis Cluster, auf jedem Primary zugleich beobachtet; mehrere redis://-URLs, durch Leerzeichen getrennt, für die unabhängigen Instanzen eines Redlock, gemeinsam beobachtet</translation>
    </message>
    <message>
        <source>Several URLs are a Redlock&apos;s 2 to 7 independent instances, each a redis:// URL.</source>
        <translation>Mehrere URLs sind die 2 bis 7 unabhängigen Instanzen eines Redlock, jede eine redis://-URL.</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keine angegeben</translation>
    </message>
    <message numerus="yes">
        <source>Watching the %n independent instances of a Redlock (Redis %1), quorum %2.</source>
        <translation>
            <numerusform>Beobachte die %n unabhängigen Instanzen eines Redlock (Redis %1), Quorum %2.</numerusform>
            <numerusform>Beobachte die %n unabhängigen Instanzen eines Redlock (Redis %1), Quorum %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lag p99 %2</source>
        <translation>%1; Verzögerung p99 %2</translation>
    </message>
</context>
<context>
    <name>locklab::Witness</name>
    <message>
        <source>while %1 was paused</source>
        <translation>während %1 pausiert war</translation>
    </message>
    <message>
        <source>while %1 was paused (frozen for another %2)</source>
        <translation>während %1 pausiert war (noch %2 lang eingefroren)</translation>
    </message>
    <message>
        <source>while %1 was working</source>
        <translation>während %1 arbeitete</translation>
    </message>
    <message>
        <source>while %1 was still working (another %2)</source>
        <translation>während %1 noch arbeitete (weitere %2)</translation>
    </message>
    <message>
        <source>while %1 was waiting</source>
        <translation>während %1 wartete</translation>
    </message>
    <message>
        <source>while %1 was %2</source>
        <translation>während %1 im Zustand „%2“ war</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 believed it held the lock, but Redis never gave it to %1</source>
        <translation>%1 glaubte, das Lock zu halten, aber Redis hat es %1 nie gegeben</translation>
    </message>
    <message>
        <source>%1&apos;s lock expired at %2 %3</source>
        <translation>Das Lock von %1 lief bei %2 ab, %3</translation>
    </message>
    <message>
        <source>%1&apos;s lock was deleted at %2 by another worker&apos;s DEL</source>
        <translation>Das Lock von %1 wurde bei %2 durch das DEL eines anderen Workers gelöscht</translation>
    </message>
    <message>
        <source>%1&apos;s lock was deleted at %2 by %3&apos;s plain DEL</source>
        <translation>Das Lock von %1 wurde bei %2 durch das einfache DEL von %3 gelöscht</translation>
    </message>
    <message>
        <source>%1&apos;s lock was removed at %2</source>
        <translation>Das Lock von %1 wurde bei %2 entfernt</translation>
    </message>
    <message>
        <source>%1&apos;s lock was lost at %2 when Redis restarted without persistence</source>
        <translation>Das Lock von %1 ging bei %2 verloren, als Redis ohne Persistenz neu startete</translation>
    </message>
    <message>
        <source>%1 still held the key</source>
        <translation>%1 hielt den Schlüssel noch</translation>
    </message>
    <message>
        <source>%1; %2 acquired at %3; both were inside until %4.</source>
        <translation>%1; %2 erwarb das Lock bei %3; beide waren bis %4 im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>%1 were inside the critical section together from %2 to %3.</source>
        <translation>%1 waren von %2 bis %3 gleichzeitig im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>%1; %2 went on believing it held the lock until %3.</source>
        <translation>%1; %2 glaubte noch bis %3, das Lock zu halten.</translation>
    </message>
    <message>
        <source>%1&apos;s write at %2 was accepted although %3, who took the lock after %1, had already written at %4: the older holder overwrote newer data.</source>
        <translation>Der Schreibvorgang von %1 bei %2 wurde angenommen, obwohl %3, der das Lock nach %1 bekommen hatte, schon bei %4 geschrieben hatte: Der ältere Halter hat neuere Daten überschrieben.</translation>
    </message>
    <message>
        <source>%1&apos;s write at %2 was accepted although a newer holder had already written.</source>
        <translation>Der Schreibvorgang von %1 bei %2 wurde angenommen, obwohl ein neuerer Halter bereits geschrieben hatte.</translation>
    </message>
    <message>
        <source>%1&apos;s plain DEL at %2 removed %3&apos;s lock; anyone could now acquire it while %3 still believed it held it.</source>
        <translation>Das einfache DEL von %1 bei %2 hat das Lock von %3 entfernt; jeder konnte es nun erwerben, während %3 noch glaubte, es zu halten.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 sent at %3 got no reply (%4): Redis may or may not have run it.</source>
        <translation>%2 von %1, gesendet bei %3, bekam keine Antwort (%4): Redis hat es vielleicht ausgeführt, vielleicht auch nicht.</translation>
    </message>
    <message>
        <source>%1; %2 acquired at %3; both are inside now.</source>
        <translation>%1; %2 erwarb das Lock bei %3; beide sind jetzt im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>%1 are inside the critical section together since %2.</source>
        <translation>%1 sind seit %2 gleichzeitig im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>%1; %2 still believes it holds the lock.</source>
        <translation>%1; %2 glaubt noch immer, das Lock zu halten.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 sent at %3 got no reply (%4): %1 cannot know that Redis ran it at %5.</source>
        <translation>%2 von %1, gesendet bei %3, bekam keine Antwort (%4): %1 kann nicht wissen, dass Redis es bei %5 ausgeführt hat.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 sent at %3 got no reply (%4): %1 cannot know that Redis ran it at %5 and it changed nothing.</source>
        <translation>%2 von %1, gesendet bei %3, bekam keine Antwort (%4): %1 kann nicht wissen, dass Redis es bei %5 ausgeführt hat, ohne dass es etwas änderte.</translation>
    </message>
    <message>
        <source>the process id: every container&apos;s main process is PID 1</source>
        <translation>der Prozess-ID: der Hauptprozess jedes Containers hat die PID 1</translation>
    </message>
    <message>
        <source>the hostname, which every process on one machine shares</source>
        <translation>dem Hostnamen, den alle Prozesse einer Maschine teilen</translation>
    </message>
    <message>
        <source>HOSTNAME:PID, which every thread of one process shares</source>
        <translation>HOSTNAME:PID, das alle Threads eines Prozesses teilen</translation>
    </message>
    <message>
        <source>a source that is not random</source>
        <translation>einer Quelle, die nicht zufällig ist</translation>
    </message>
    <message>
        <source>%1&apos;s lock was deleted at %2 by %3&apos;s compare-and-delete, which found its own token &quot;%4&quot; there</source>
        <translation>der Lock von %1 wurde bei %2 vom Compare-and-Delete von %3 gelöscht, das dort sein eigenes Token „%4“ fand</translation>
    </message>
    <message>
        <source>That is %1 of work done twice. For an efficiency lock this is the cost of a failure: a duplicate that is harmless.</source>
        <translation>Das sind %1 doppelt getane Arbeit. Für einen Effizienz-Lock kostet ein Fehlschlag genau das: ein harmloses Duplikat.</translation>
    </message>
    <message>
        <source>The store is a plain file: it cannot compare fencing tokens, so %1&apos;s token %2 travelled with the write and was never checked.</source>
        <translation>Der Speicher ist eine einfache Datei: sie kann keine Fencing-Tokens vergleichen, also reiste das Token %2 von %1 mit dem Schreibvorgang und wurde nie geprüft.</translation>
    </message>
    <message>
        <source>%1 had checked the lock at %2 and it was still its own (GET returned its token), but the lock was lost between that check and the write: a check cannot protect the write that follows it.</source>
        <translation>%1 hatte den Lock bei %2 geprüft und er war noch der eigene (GET lieferte sein Token), aber zwischen dieser Prüfung und dem Schreiben ging der Lock verloren: eine Prüfung kann den folgenden Schreibvorgang nicht schützen.</translation>
    </message>
    <message>
        <source>%1&apos;s compare-and-delete at %2 removed %3&apos;s lock: both used the token &quot;%4&quot;, taken from %5, so comparing tokens could not tell the two holders apart. Anyone could now acquire the lock while %3 still believed it held it.</source>
        <translation>Das Compare-and-Delete von %1 bei %2 entfernte den Lock von %3: beide benutzten das Token „%4“, genommen aus %5, also konnte der Tokenvergleich die beiden Halter nicht unterscheiden. Jeder konnte den Lock nun nehmen, während %3 noch glaubte, ihn zu halten.</translation>
    </message>
    <message>
        <source>%1&apos;s own lock had ended at %2</source>
        <translation>der eigene Lock von %1 war bei %2 zu Ende</translation>
    </message>
    <message>
        <source>%1 never held this lock</source>
        <translation>%1 hat diesen Lock nie gehalten</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s heartbeat extended %2&apos;s lock %n time(s), from %3 to %4, with a plain PEXPIRE that does not check the token; %5. %2&apos;s lock now lives as long as %1&apos;s heartbeat runs, not as long as %2 does.</source>
        <translation>
            <numerusform>Der Heartbeat von %1 verlängerte den Lock von %2 %n-mal, von %3 bis %4, mit einem einfachen PEXPIRE, das das Token nicht prüft; %5. Der Lock von %2 lebt jetzt so lange, wie der Heartbeat von %1 läuft, nicht so lange wie %2.</numerusform>
            <numerusform>Der Heartbeat von %1 verlängerte den Lock von %2 %n-mal, von %3 bis %4, mit einem einfachen PEXPIRE, das das Token nicht prüft; %5. Der Lock von %2 lebt jetzt so lange, wie der Heartbeat von %1 läuft, nicht so lange wie %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 waited %2 for the reply to its %3 sent at %4, although its timeout is %5: %1 does not honour its timeout (like go-redis without ContextTimeoutEnabled).</source>
        <translation>%1 wartete %2 auf die Antwort auf sein bei %4 gesendetes %3, obwohl sein Timeout %5 beträgt: %1 hält seinen Timeout nicht ein (wie go-redis ohne ContextTimeoutEnabled).</translation>
    </message>
    <message>
        <source>%1&apos;s lock expired at %2 while %1 sat waiting; a client that honours its timeout would have known at %3.</source>
        <translation>Der Lock von %1 lief bei %2 ab, während %1 wartete; ein Client, der seinen Timeout einhält, hätte es bei %3 gewusst.</translation>
    </message>
    <message>
        <source>%1 acquired on the primary at %2; the key had not reached the replica when the primary died at %3; the replica was promoted at %4 without it</source>
        <translation>%1 erwarb bei %2 auf dem Primary; der Key hatte das Replica nicht erreicht, als der Primary bei %3 ausfiel; das Replica wurde bei %4 ohne ihn befördert</translation>
    </message>
    <message>
        <source>%1 restarted without persistence at %2 and forgot %3&apos;s key</source>
        <translation>%1 startete bei %2 ohne Persistenz neu und vergaß den Schlüssel von %3</translation>
    </message>
    <message>
        <source>%1&apos;s keys on %2 expired at %3, early: their clocks jumped</source>
        <translation>die Schlüssel von %1 auf %2 liefen bei %3 ab, zu früh: ihre Uhren sprangen</translation>
    </message>
    <message>
        <source>%1&apos;s keys on %2 expired at %3</source>
        <translation>die Schlüssel von %1 auf %2 liefen bei %3 ab</translation>
    </message>
    <message>
        <source>%1&apos;s key on %2 expired at %3, early: the instance&apos;s clock jumped</source>
        <translation>der Schlüssel von %1 auf %2 lief bei %3 ab, zu früh: die Uhr der Instanz sprang</translation>
    </message>
    <message>
        <source>%1&apos;s key on %2 expired at %3</source>
        <translation>der Schlüssel von %1 auf %2 lief bei %3 ab</translation>
    </message>
    <message>
        <source>%1&apos;s key on %2 was removed at %3</source>
        <translation>der Schlüssel von %1 auf %2 wurde bei %3 entfernt</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>Instanz %1</translation>
    </message>
    <message>
        <source>instances %1 and %2</source>
        <translation>Instanzen %1 und %2</translation>
    </message>
    <message>
        <source>%1 got %2 of %3 at %4: %5</source>
        <translation>%1 bekam %2 von %3 bei %4: %5</translation>
    </message>
    <message>
        <source>; %1 still believed it held %2 of %3 (%4)</source>
        <translation>; %1 glaubte noch, %2 von %3 zu halten (%4)</translation>
    </message>
    <message>
        <source> and still does</source>
        <translation>, und glaubt es noch immer</translation>
    </message>
    <message>
        <source> until %1</source>
        <translation>, bis %1</translation>
    </message>
    <message>
        <source>a holder without the quorum of %1 believed anyway</source>
        <translation>ein Halter ohne das Quorum von %1 glaubte es trotzdem</translation>
    </message>
    <message>
        <source>. Both are inside since %1.</source>
        <translation>. Beide sind seit %1 im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>. Both were inside from %1 to %2.</source>
        <translation>. Beide waren von %1 bis %2 im kritischen Abschnitt.</translation>
    </message>
    <message>
        <source>, its validity over at %1</source>
        <translation>, seine Gültigkeit endete bei %1</translation>
    </message>
    <message>
        <source>%1 · valid %2</source>
        <translation>%1 · gültig %2</translation>
    </message>
</context>
<context>
    <name>locklab::WorkerTableModel</name>
    <message numerus="yes">
        <source>acquire (%n tries)</source>
        <translation>
            <numerusform>erwerben (%n Versuch)</numerusform>
            <numerusform>erwerben (%n Versuche)</numerusform>
        </translation>
    </message>
    <message>
        <source>A worker name is 1 to 24 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Ein Worker-Name besteht aus 1 bis 24 Buchstaben, Ziffern, „_“ oder „-“.</translation>
    </message>
    <message>
        <source>There is already a worker named %1.</source>
        <translation>Es gibt bereits einen Worker namens %1.</translation>
    </message>
    <message>
        <source>Rename worker</source>
        <translation>Worker umbenennen</translation>
    </message>
    <message>
        <source>Expected a whole number of milliseconds from %1 to %2.</source>
        <translation>Erwartet wird eine ganze Zahl von Millisekunden zwischen %1 und %2.</translation>
    </message>
    <message>
        <source>Change start of %1</source>
        <translation>Start von %1 ändern</translation>
    </message>
    <message>
        <source>Change TTL of %1</source>
        <translation>TTL von %1 ändern</translation>
    </message>
    <message>
        <source>Change work of %1</source>
        <translation>Arbeitszeit von %1 ändern</translation>
    </message>
    <message>
        <source>Change pause of %1</source>
        <translation>Pause von %1 ändern</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Start (ms)</source>
        <translation>Start (ms)</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (ms)</translation>
    </message>
    <message>
        <source>Work (ms)</source>
        <translation>Arbeit (ms)</translation>
    </message>
    <message>
        <source>Pause (ms)</source>
        <translation>Pause (ms)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Add worker %1</source>
        <translation>Worker %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove worker %1</source>
        <translation>Worker %1 entfernen</translation>
    </message>
    <message>
        <source>Duplicate worker %1</source>
        <translation>Worker %1 duplizieren</translation>
    </message>
</context>
<context>
    <name>locklab::guiapp</name>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
</TS>
