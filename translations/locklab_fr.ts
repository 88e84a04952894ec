<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>locklab::About</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilé avec %2)</translation>
    </message>
    <message>
        <source>not connected (embedded simulator)</source>
        <translation>non connecté (simulateur intégré)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;LockLab %1&lt;/h3&gt;&lt;p&gt;A desktop lab for Redis distributed locks: watch a TTL run out under a frozen holder, flip naive DEL, token release and fencing, and step through the race.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LockLab %1&lt;/h3&gt;&lt;p&gt;Un laboratoire de bureau pour les verrous distribués Redis&#xa0;: regardez un TTL s’écouler sous un détenteur figé, basculez entre DEL naïf, libération par jeton et fencing, et suivez la course pas à pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Redis server</source>
        <translation>Serveur Redis</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT license.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About LockLab</source>
        <translation>À propos de LockLab</translation>
    </message>
</context>
<context>
    <name>locklab::BranchModel</name>
    <message>
        <source>naive DEL</source>
        <translation>DEL naïf</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (recorded: %2)</source>
        <translation>%1 (enregistrement&#xa0;: %2)</translation>
    </message>
    <message>
        <source>compare-and-delete</source>
        <translation>compare-and-delete</translation>
    </message>
    <message>
        <source>fencing</source>
        <translation>fencing</translation>
    </message>
    <message>
        <source>no fencing</source>
        <translation>sans fencing</translation>
    </message>
    <message>
        <source>heartbeat</source>
        <translation>heartbeat</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>sans heartbeat</translation>
    </message>
    <message>
        <source>WAIT</source>
        <translation>WAIT</translation>
    </message>
    <message>
        <source>no WAIT</source>
        <translation>sans WAIT</translation>
    </message>
    <message>
        <source>tokens: %1</source>
        <translation>jetons&#xa0;: %1</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>branched at %1</source>
        <translation>bifurqué à %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1. first run</source>
        <comment>the Runs list where the whole name does not fit</comment>
        <translation>%1. première exécution</translation>
    </message>
</context>
<context>
    <name>locklab::Breakpoint</name>
    <message>
        <source>Overlap begins</source>
        <translation>Début de chevauchement</translation>
    </message>
    <message>
        <source>Write refused</source>
        <translation>Écriture refusée</translation>
    </message>
    <message>
        <source>Stale write accepted</source>
        <translation>Écriture périmée acceptée</translation>
    </message>
    <message>
        <source>Lock expired under its holder</source>
        <translation>Verrou expiré sous son détenteur</translation>
    </message>
    <message>
        <source>DEL removed another&apos;s lock</source>
        <translation>DEL a supprimé le verrou d’un autre</translation>
    </message>
    <message>
        <source>Error or unknown reply</source>
        <translation>Erreur ou réponse inconnue</translation>
    </message>
    <message>
        <source>%1 are inside the critical section together</source>
        <translation>%1 sont ensemble dans la section critique</translation>
    </message>
    <message>
        <source>the store refused %1&apos;s write (fencing token %2)</source>
        <translation>le stockage a refusé l’écriture de %1 (jeton de fencing %2)</translation>
    </message>
    <message>
        <source>the store accepted %1&apos;s stale write</source>
        <translation>le stockage a accepté l’écriture périmée de %1</translation>
    </message>
    <message>
        <source>%1&apos;s lock is gone while %1 still believes it holds it</source>
        <translation>le verrou de %1 a disparu alors que %1 croit toujours le détenir</translation>
    </message>
    <message>
        <source>%1&apos;s DEL removed %2&apos;s lock</source>
        <translation>le DEL de %1 a supprimé le verrou de %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 got no reply</source>
        <translation>le %2 de %1 n’a reçu aucune réponse</translation>
    </message>
    <message>
        <source>%1&apos;s %2 failed: %3</source>
        <translation>le %2 de %1 a échoué&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>locklab::BreakpointHitModel</name>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Point d’arrêt</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
</context>
<context>
    <name>locklab::Caption</name>
    <message>
        <source>%1 asks Redis for the lock: SET %2 NX PX %3, only if nobody holds it.</source>
        <translation>%1 demande le verrou à Redis&#xa0;: SET %2 NX PX %3, seulement si personne ne le détient.</translation>
    </message>
    <message>
        <source>%1 sets %2.</source>
        <translation>%1 fait un SET sur %2.</translation>
    </message>
    <message>
        <source>%1 asks for the lock and a fencing token in one script.</source>
        <translation>%1 demande le verrou et un jeton de fencing en un seul script.</translation>
    </message>
    <message>
        <source>%1 releases with a plain DEL %2, whoever holds it.</source>
        <translation>%1 libère avec un simple DEL %2, quel que soit le détenteur.</translation>
    </message>
    <message>
        <source>%1 releases with compare-and-delete: only if the key still holds its token.</source>
        <translation>%1 libère par compare-and-delete&#xa0;: seulement si la clé contient encore son jeton.</translation>
    </message>
    <message>
        <source>%1 extends its lock, if the key still holds its token.</source>
        <translation>%1 prolonge son verrou, si la clé contient encore son jeton.</translation>
    </message>
    <message>
        <source>%1 takes a fencing token with INCR.</source>
        <translation>%1 prend un jeton de fencing avec INCR.</translation>
    </message>
    <message>
        <source>%1 writes to the store with fencing token %2.</source>
        <translation>%1 écrit dans le stockage avec le jeton de fencing %2.</translation>
    </message>
    <message>
        <source>%1 writes to the store, without a fencing token.</source>
        <translation>%1 écrit dans le stockage, sans jeton de fencing.</translation>
    </message>
    <message>
        <source>%1 reads %2.</source>
        <translation>%1 lit %2.</translation>
    </message>
    <message>
        <source>%1 asks how long %2 has left.</source>
        <translation>%1 demande combien de temps il reste à %2.</translation>
    </message>
    <message>
        <source>%1 sets a new TTL on %2.</source>
        <translation>%1 fixe un nouveau TTL sur %2.</translation>
    </message>
    <message>
        <source>%1 pings Redis.</source>
        <translation>%1 envoie un PING à Redis.</translation>
    </message>
    <message>
        <source>No reply reaches %1: it cannot know whether its %2 ran.</source>
        <translation>Aucune réponse ne parvient à %1&#xa0;: impossible de savoir si son %2 a été exécuté.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 fails: %3</source>
        <translation>Le %2 de %1 échoue&#xa0;: %3</translation>
    </message>
    <message>
        <source>Redis refuses %1: the key is taken.</source>
        <translation>Redis refuse %1&#xa0;: la clé est prise.</translation>
    </message>
    <message>
        <source>Redis grants %1 the lock with fencing token %2.</source>
        <translation>Redis accorde le verrou à %1 avec le jeton de fencing %2.</translation>
    </message>
    <message>
        <source>The DEL removed the key: the lock is free for anyone.</source>
        <translation>Le DEL a supprimé la clé&#xa0;: le verrou est libre pour n’importe qui.</translation>
    </message>
    <message>
        <source>%1&apos;s DEL found no key.</source>
        <translation>Le DEL de %1 n’a trouvé aucune clé.</translation>
    </message>
    <message>
        <source>%1 released its own lock.</source>
        <translation>%1 a libéré son propre verrou.</translation>
    </message>
    <message>
        <source>The key does not hold %1&apos;s token: nothing is deleted.</source>
        <translation>La clé ne contient pas le jeton de %1&#xa0;: rien n’est supprimé.</translation>
    </message>
    <message>
        <source>%1&apos;s lock has a full TTL again.</source>
        <translation>Le verrou de %1 retrouve un TTL complet.</translation>
    </message>
    <message>
        <source>%1&apos;s lock is gone: there is nothing to extend.</source>
        <translation>Le verrou de %1 a disparu&#xa0;: il n’y a rien à prolonger.</translation>
    </message>
    <message>
        <source>%1 has fencing token %2.</source>
        <translation>%1 a le jeton de fencing %2.</translation>
    </message>
    <message>
        <source>The store accepts %1&apos;s write: its token is the newest it has seen.</source>
        <translation>Le stockage accepte l’écriture de %1&#xa0;: son jeton est le plus récent qu’il ait vu.</translation>
    </message>
    <message>
        <source>The store refuses %1&apos;s write: a newer token was already seen.</source>
        <translation>Le stockage refuse l’écriture de %1&#xa0;: il a déjà vu un jeton plus récent.</translation>
    </message>
    <message>
        <source>The store takes %1&apos;s write: it checks nothing.</source>
        <translation>Le stockage prend l’écriture de %1&#xa0;: il ne vérifie rien.</translation>
    </message>
    <message>
        <source>Redis answers %1: %2</source>
        <translation>Redis répond à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 waits.</source>
        <translation>%1 attend.</translation>
    </message>
    <message>
        <source>%1 tries to take the lock.</source>
        <translation>%1 essaie de prendre le verrou.</translation>
    </message>
    <message>
        <source>%1 holds the lock, as far as it knows.</source>
        <translation>%1 détient le verrou, à sa connaissance.</translation>
    </message>
    <message>
        <source>%1 works inside the critical section.</source>
        <translation>%1 travaille dans la section critique.</translation>
    </message>
    <message>
        <source>%1&apos;s process freezes: no commands, no heartbeat, and it still believes it holds the lock.</source>
        <translation>Le processus de %1 se fige&#xa0;: plus de commandes, plus de heartbeat, et il croit toujours détenir le verrou.</translation>
    </message>
    <message>
        <source>%1&apos;s process freezes.</source>
        <translation>Le processus de %1 se fige.</translation>
    </message>
    <message>
        <source>%1 writes the protected data.</source>
        <translation>%1 écrit les données protégées.</translation>
    </message>
    <message>
        <source>%1 is done and lets the lock go.</source>
        <translation>%1 a fini et rend le verrou.</translation>
    </message>
    <message>
        <source>%1 extends its lock.</source>
        <translation>%1 prolonge son verrou.</translation>
    </message>
    <message>
        <source>%1 is finished.</source>
        <translation>%1 a terminé.</translation>
    </message>
    <message>
        <source>%1 gives up: it never got the lock.</source>
        <translation>%1 abandonne&#xa0;: il n’a jamais obtenu le verrou.</translation>
    </message>
    <message>
        <source>The key %1 expires.</source>
        <translation>La clé %1 expire.</translation>
    </message>
    <message>
        <source>Fault: %1.</source>
        <translation>Incident&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No reply reaches %1: it cannot know whether its %2 ran. It did: Redis ran it at %3.</source>
        <translation>Aucune réponse ne parvient à %1&#xa0;: impossible de savoir si son %2 a été exécuté. Il l’a été&#xa0;: Redis l’a exécuté à %3.</translation>
    </message>
    <message>
        <source>No reply reaches %1: it cannot know whether its %2 ran. Redis ran it at %3, and it changed nothing.</source>
        <translation>Aucune réponse ne parvient à %1&#xa0;: impossible de savoir si son %2 a été exécuté. Redis l’a exécuté à %3, sans rien changer.</translation>
    </message>
    <message>
        <source>The store takes %1&apos;s stale write: it checks nothing, so the older holder overwrites newer data.</source>
        <translation>Le stockage prend l’écriture périmée de %1&#xa0;: il ne vérifie rien, donc l’ancien détenteur écrase des données plus récentes.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1&apos;s lock runs out of TTL: Redis deletes the key.</source>
        <translation>Le TTL du verrou de %1 s’écoule&#xa0;: Redis supprime la clé.</translation>
    </message>
    <message>
        <source>The lock&apos;s TTL runs out: Redis deletes the key.</source>
        <translation>Le TTL du verrou s’écoule&#xa0;: Redis supprime la clé.</translation>
    </message>
    <message>
        <source>Mutual exclusion is broken: %1 believe they hold the lock at once, and Redis says nobody holds it.</source>
        <translation>L’exclusion mutuelle est rompue&#xa0;: %1 croient détenir le verrou en même temps, et selon Redis personne ne le détient.</translation>
    </message>
    <message>
        <source>Mutual exclusion is broken: %1 believe they hold the lock at once; Redis says only %2 does.</source>
        <translation>L’exclusion mutuelle est rompue&#xa0;: %1 croient détenir le verrou en même temps&#x202f;; selon Redis, seul %2 le détient.</translation>
    </message>
    <message>
        <source>Mutual exclusion is broken: %1 believe they hold the lock at once; Redis says %2 holds it.</source>
        <translation>L’exclusion mutuelle est rompue&#xa0;: %1 croient détenir le verrou en même temps&#x202f;; selon Redis, c’est %2 qui le détient.</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis says nobody holds it.</source>
        <translation>%1 croit détenir le verrou, mais selon Redis personne ne le détient.</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis says %2 holds it.</source>
        <translation>%1 croit détenir le verrou, mais selon Redis c’est %2 qui le détient.</translation>
    </message>
    <message>
        <source>Redis says %1 holds the lock, but %1 does not know it.</source>
        <translation>Selon Redis, %1 détient le verrou, mais %1 ne le sait pas.</translation>
    </message>
    <message>
        <source>%1 checks the lock: GET %2, to compare the value with its own token.</source>
        <translation>%1 vérifie le verrou&#xa0;: GET %2, pour comparer la valeur avec son propre jeton.</translation>
    </message>
    <message>
        <source>%1 writes the row with a plain UPDATE: nothing in it compares the fence.</source>
        <translation>%1 écrit la ligne avec un simple UPDATE&#xa0;: rien n’y compare le fence.</translation>
    </message>
    <message>
        <source>%1 writes the row only if its fence is older: UPDATE … WHERE fence &lt; %2.</source>
        <translation>%1 n’écrit la ligne que si son fence est plus ancien&#xa0;: UPDATE … WHERE fence &lt; %2.</translation>
    </message>
    <message>
        <source>%1 inserts the result of job %2; the job column is UNIQUE.</source>
        <translation>%1 insère le résultat du job %2&#xa0;; la colonne job est UNIQUE.</translation>
    </message>
    <message>
        <source>%1 overwrites the file in place; a file cannot compare a fencing token.</source>
        <translation>%1 écrase le fichier sur place&#xa0;; un fichier ne peut pas comparer un jeton de fencing.</translation>
    </message>
    <message>
        <source>Redis answers %1 with the token %2; %1 compares it with its own. The answer is true now, not at the next step.</source>
        <translation>Redis répond à %1 avec le jeton %2&#xa0;; %1 le compare au sien. La réponse est vraie maintenant, pas à l’étape suivante.</translation>
    </message>
    <message>
        <source>The lock key is gone: %1&apos;s check finds no lock.</source>
        <translation>La clé du verrou a disparu&#xa0;: la vérification de %1 ne trouve aucun verrou.</translation>
    </message>
    <message>
        <source>PEXPIRE gave the key a full TTL again, whoever&apos;s token it holds.</source>
        <translation>PEXPIRE a redonné à la clé un TTL complet, quel que soit le jeton qu’elle contient.</translation>
    </message>
    <message>
        <source>PEXPIRE found no key: there is nothing to extend.</source>
        <translation>PEXPIRE n’a trouvé aucune clé&#xa0;: il n’y a rien à prolonger.</translation>
    </message>
    <message>
        <source>The database takes %1&apos;s write: the UPDATE compares nothing.</source>
        <translation>La base de données accepte l’écriture de %1&#xa0;: l’UPDATE ne compare rien.</translation>
    </message>
    <message>
        <source>The database takes %1&apos;s write: its fence is newer than the row&apos;s.</source>
        <translation>La base de données accepte l’écriture de %1&#xa0;: son fence est plus récent que celui de la ligne.</translation>
    </message>
    <message>
        <source>The database refuses %1&apos;s write: 0 rows matched WHERE fence &lt; %2.</source>
        <translation>La base de données refuse l’écriture de %1&#xa0;: 0 ligne ne satisfait WHERE fence &lt; %2.</translation>
    </message>
    <message>
        <source>The database takes %1&apos;s result: job %2 had none yet.</source>
        <translation>La base de données accepte le résultat de %1&#xa0;: le job %2 n’en avait pas encore.</translation>
    </message>
    <message>
        <source>The database refuses %1&apos;s result: job %2 is already done (UNIQUE constraint).</source>
        <translation>La base de données refuse le résultat de %1&#xa0;: le job %2 est déjà fait (contrainte UNIQUE).</translation>
    </message>
    <message>
        <source>The file now holds %1&apos;s data: a file checks nothing.</source>
        <translation>Le fichier contient maintenant les données de %1&#xa0;: un fichier ne vérifie rien.</translation>
    </message>
    <message>
        <source>%1 checks that it still holds the lock before it writes.</source>
        <translation>%1 vérifie qu’il détient encore le verrou avant d’écrire.</translation>
    </message>
    <message>
        <source>%1 asks with WAIT %2 %3 whether %2 replica(s) have its writes.</source>
        <translation>%1 demande avec WAIT %2 %3 si %2 réplique(s) ont ses écritures.</translation>
    </message>
    <message>
        <source>Only %1 replica(s) have %2&apos;s writes: WAIT tells, it does not undo them.</source>
        <translation>Seules %1 réplique(s) ont les écritures de %2&#xa0;: WAIT le dit, il ne les annule pas.</translation>
    </message>
    <message>
        <source>%1 replica(s) confirm %2&apos;s writes.</source>
        <translation>%1 réplique(s) confirment les écritures de %2.</translation>
    </message>
    <message>
        <source>%1&apos;s DEL removed %2&apos;s lock: a plain DEL does not ask whose token the key holds, and the lock is free for anyone.</source>
        <translation>Le DEL de %1 a supprimé le verrou de %2&#xa0;: un simple DEL ne demande pas à qui est le jeton de la clé, et le verrou est libre pour tous.</translation>
    </message>
    <message>
        <source>%1&apos;s compare-and-delete removed %2&apos;s lock: the key held %3, which is %1&apos;s token too, so the comparison cannot tell them apart.</source>
        <translation>Le compare-and-delete de %1 a supprimé le verrou de %2&#xa0;: la clé contenait %3, qui est aussi le jeton de %1, donc la comparaison ne peut pas les distinguer.</translation>
    </message>
    <message>
        <source>The key holds %2&apos;s token, not %1&apos;s: the script deletes nothing and %2 keeps its lock.</source>
        <translation>La clé contient le jeton de %2, pas celui de %1&#xa0;: le script ne supprime rien et %2 garde son verrou.</translation>
    </message>
    <message>
        <source>%1&apos;s PEXPIRE extended %2&apos;s lock: a plain PEXPIRE does not check whose token the key holds.</source>
        <translation>Le PEXPIRE de %1 a prolongé le verrou de %2&#xa0;: un simple PEXPIRE ne vérifie pas à qui est le jeton de la clé.</translation>
    </message>
    <message>
        <source>The run starts: %1 has sent nothing yet.</source>
        <translation>L’exécution commence&#xa0;: %1 n’a encore rien envoyé.</translation>
    </message>
    <message>
        <source>Redis grants %1 the lock for %2: the key was gone, its TTL ran out under %3, who still believes it holds it.</source>
        <translation>Redis accorde le verrou à %1 pour %2&#xa0;: la clé n’existait plus, son TTL a expiré sous %3, qui croit toujours le détenir.</translation>
    </message>
    <message>
        <source>Redis grants %1 the lock for %2.</source>
        <translation>Redis accorde le verrou à %1 pour %2.</translation>
    </message>
    <message>
        <source>Redis refuses %1: %2 holds the key, with %3 of its TTL left; NX sets only a key that does not exist.</source>
        <translation>Redis refuse %1&#xa0;: %2 détient la clé, avec encore %3 de TTL&#xa0;; NX ne pose qu’une clé qui n’existe pas.</translation>
    </message>
</context>
<context>
    <name>locklab::CaptionBar</name>
    <message>
        <source>Caption</source>
        <translation>Sous-titre</translation>
    </message>
    <message>
        <source>The run is about to start.</source>
        <translation>L’exécution va commencer.</translation>
    </message>
</context>
<context>
    <name>locklab::ClusterMap</name>
    <message>
        <source>%1 answered CLUSTER SHARDS with no slot served: %2</source>
        <translation>%1 a répondu à CLUSTER SHARDS sans aucun slot servi&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 answered CLUSTER SLOTS with no slot served: %2</source>
        <translation>%1 a répondu à CLUSTER SLOTS sans aucun slot servi&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a cluster node (%2)</source>
        <translation>%1 n’est pas un nœud de cluster (%2)</translation>
    </message>
    <message>
        <source>no node of the cluster gave its slot map: </source>
        <translation>aucun nœud du cluster n’a donné sa carte des slots&#xa0;: </translation>
    </message>
</context>
<context>
    <name>locklab::CommandExecutor</name>
    <message>
        <source>file store: cannot create %1: %2</source>
        <translation>stockage fichier&#xa0;: impossible de créer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation>exécution annulée</translation>
    </message>
    <message>
        <source>not a server fault</source>
        <translation>pas une panne de serveur</translation>
    </message>
    <message>
        <source>connection lost: the primary died</source>
        <translation>connexion perdue&#xa0;: le primaire est mort</translation>
    </message>
    <message>
        <source>connection refused: the server is restarting</source>
        <translation>connexion refusée&#xa0;: le serveur redémarre</translation>
    </message>
    <message>
        <source>connection refused: the primary is down</source>
        <translation>connexion refusée&#xa0;: le primaire est hors service</translation>
    </message>
    <message>
        <source>no reply within %1 ms</source>
        <translation>pas de réponse en %1 ms</translation>
    </message>
    <message>
        <source>SQL store: </source>
        <translation>stockage SQL&#xa0;: </translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed</source>
        <translation>le pilote SQLite de Qt (QSQLITE) n’est pas installé</translation>
    </message>
    <message>
        <source>%1 is not available on this backend</source>
        <translation>%1 n’est pas disponible sur ce backend</translation>
    </message>
    <message>
        <source>  (fenced write)</source>
        <translation>  (écriture avec jeton)</translation>
    </message>
    <message>
        <source>  (unfenced write)</source>
        <translation>  (écriture sans jeton)</translation>
    </message>
    <message>
        <source>  (acquire with fence)</source>
        <translation>  (acquisition avec jeton)</translation>
    </message>
    <message>
        <source>write %1 in place: &quot;%2&quot;</source>
        <translation>écrire %1 sur place&#xa0;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>(no reply: </source>
        <translation>(pas de réponse&#xa0;: </translation>
    </message>
</context>
<context>
    <name>locklab::CompareView</name>
    <message>
        <source>Compared run</source>
        <translation>Exécution comparée</translation>
    </message>
    <message>
        <source>Compared timeline</source>
        <translation>Chronologie comparée</translation>
    </message>
    <message>
        <source>The run shown in the lower timeline: choose another to compare with</source>
        <translation>L’exécution affichée dans la frise du bas&#xa0;: choisissez-en une autre à comparer</translation>
    </message>
    <message>
        <source>Leave Compare</source>
        <translation>Quitter la comparaison</translation>
    </message>
    <message>
        <source>Back to one timeline (View ▸ Compare Runs, Ctrl+Shift+D)</source>
        <translation>Revenir à une seule frise (Affichage ▸ Comparer les exécutions, Ctrl+Maj+D)</translation>
    </message>
    <message>
        <source>This run:</source>
        <translation>Cette exécution&#xa0;:</translation>
    </message>
    <message>
        <source>Compared:</source>
        <translation>Comparée&#xa0;:</translation>
    </message>
    <message>
        <source>choose a run, or flip a policy to make one</source>
        <translation>choisissez une exécution, ou basculez une politique pour en créer une</translation>
    </message>
</context>
<context>
    <name>locklab::DebugSession</name>
    <message>
        <source>Stop at: %1</source>
        <translation>S’arrêter sur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Run to &amp;Next Breakpoint</source>
        <translation>Exécuter jusqu’au point d’arrêt &amp;suivant</translation>
    </message>
    <message>
        <source>Move the cursor to the next enabled breakpoint after it (F8)</source>
        <translation>Déplacer le curseur jusqu’au prochain point d’arrêt actif (F8)</translation>
    </message>
    <message>
        <source>No enabled breakpoint after the cursor</source>
        <translation>Aucun point d’arrêt actif après le curseur</translation>
    </message>
    <message>
        <source>Save &amp;Recording…</source>
        <translation>Sauvegarder l’e&amp;nregistrement…</translation>
    </message>
    <message>
        <source>Open Re&amp;cording…</source>
        <translation>Ouvrir un en&amp;registrement…</translation>
    </message>
    <message>
        <source>Show a saved run exactly as it was recorded</source>
        <translation>Afficher une exécution sauvegardée exactement telle qu’elle a été enregistrée</translation>
    </message>
    <message>
        <source>Export History as &amp;JSON Lines…</source>
        <translation>Exporter l’historique en &amp;JSON Lines…</translation>
    </message>
    <message>
        <source>Breakpoint hits</source>
        <translation>Points d’arrêt atteints</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Violations</translation>
    </message>
    <message>
        <source>Click to read the violations behind this verdict, with links to where they happen</source>
        <translation>Cliquez pour lire les violations à l’origine de ce verdict, avec des liens vers l’endroit où elles se produisent</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>&amp;Débogage</translation>
    </message>
    <message>
        <source>Stop at</source>
        <translation>S’arrêter sur</translation>
    </message>
    <message>
        <source>Compare &amp;With</source>
        <translation>Comparer a&amp;vec</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>Débogage</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>The runs of this scenario: a policy flip away from the start keeps the old run here</source>
        <translation>Les exécutions de ce scénario&#xa0;: changer une politique hors du début conserve ici l’ancienne exécution</translation>
    </message>
    <message>
        <source> Runs </source>
        <translation> Exécutions </translation>
    </message>
    <message>
        <source>Recording %1</source>
        <translation>Enregistrement %1</translation>
    </message>
    <message>
        <source>This run with %1</source>
        <translation>Cette exécution avec %1</translation>
    </message>
    <message>
        <source>Save Recording</source>
        <translation>Sauvegarder l’enregistrement</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved recording %1</source>
        <translation>Enregistrement %1 sauvegardé</translation>
    </message>
    <message>
        <source>Open Recording</source>
        <translation>Ouvrir un enregistrement</translation>
    </message>
    <message>
        <source>Could not open the recording: %1</source>
        <translation>Impossible d’ouvrir l’enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Exporter l’historique</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Could not export %1: %2</source>
        <translation>Impossible d’exporter %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Next Breakpoint</source>
        <translation>Point d’arrêt suivant</translation>
    </message>
    <message>
        <source>&amp;Import MONITOR Log…</source>
        <translation>&amp;Importer un journal MONITOR…</translation>
    </message>
    <message>
        <source>Show a `redis-cli monitor` capture as a run: replies and beliefs inferred by the model</source>
        <translation>Afficher une capture `redis-cli monitor` comme une exécution&#xa0;: réponses et croyances déduites par le modèle</translation>
    </message>
    <message>
        <source>&amp;Watch a Redis…</source>
        <translation>&amp;Observer un Redis…</translation>
    </message>
    <message>
        <source>Capture a Redis&apos;s real lock traffic through MONITOR and step through it</source>
        <translation>Capturer le vrai trafic de verrous d’un Redis avec MONITOR et le parcourir pas à pas</translation>
    </message>
    <message>
        <source>&amp;Backend</source>
        <translation>&amp;Source</translation>
    </message>
    <message>
        <source>Imported from the MONITOR log %1: replies and beliefs inferred by the model.</source>
        <translation>Importé du journal MONITOR %1&#xa0;: réponses et croyances déduites par le modèle.</translation>
    </message>
    <message>
        <source>MONITOR log %1</source>
        <translation>journal MONITOR %1</translation>
    </message>
    <message>
        <source>Import MONITOR Log</source>
        <translation>Importer un journal MONITOR</translation>
    </message>
    <message>
        <source>MONITOR logs (*.log *.txt);;All files (*)</source>
        <translation>Journaux MONITOR (*.log *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Watched %1</source>
        <translation>%1 observé</translation>
    </message>
    <message>
        <source>Watching %1…</source>
        <translation>Observation de %1…</translation>
    </message>
    <message>
        <source>watch</source>
        <translation>observation</translation>
    </message>
    <message>
        <source>Save this run, with its scenario and the whole trace, as .locklab (compact) or .locklab.json</source>
        <translation>Sauvegarder cette exécution, avec son scénario et toute la trace, au format .locklab (compact) ou .locklab.json</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>LockLab recordings (*.locklab);;LockLab recordings as JSON (*.locklab.json)</source>
        <translation>Enregistrements LockLab (*.locklab);;Enregistrements LockLab en JSON (*.locklab.json)</translation>
    </message>
    <message>
        <source>LockLab recordings (*.locklab *.locklab.json);;All files (*)</source>
        <translation>Enregistrements LockLab (*.locklab *.locklab.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Compare Runs</source>
        <translation>&amp;Comparer les exécutions</translation>
    </message>
    <message>
        <source>Two runs of this scenario, one above the other, on one time axis (Ctrl+Shift+D)</source>
        <translation>Deux exécutions de ce scénario, l’une au-dessus de l’autre, sur un même axe du temps (Ctrl+Maj+D)</translation>
    </message>
    <message>
        <source>Recording: embedded simulator</source>
        <translation>Enregistrement&#xa0;: simulateur intégré</translation>
    </message>
    <message>
        <source>Recording: watched traffic (MONITOR)</source>
        <translation>Enregistrement&#xa0;: trafic observé (MONITOR)</translation>
    </message>
    <message>
        <source>Recording: watched Redis %1 (MONITOR)</source>
        <translation>Enregistrement&#xa0;: Redis %1 observé (MONITOR)</translation>
    </message>
    <message>
        <source>Recording: live Redis</source>
        <translation>Enregistrement&#xa0;: Redis réel</translation>
    </message>
    <message>
        <source>Recording: live Redis %1</source>
        <translation>Enregistrement&#xa0;: Redis réel %1</translation>
    </message>
    <message>
        <source>Stop reading: the session stays as it was before</source>
        <translation>Arrêter la lecture&#xa0;: la session reste telle qu’elle était</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>Loading %1 — interpreting</source>
        <translation>Chargement de %1 — interprétation</translation>
    </message>
    <message>
        <source>Loading %1 — %2 %</source>
        <translation>Chargement de %1 — %2 %</translation>
    </message>
    <message>
        <source>%1: the first %L2 events, more to come — the verdict comes when all of it is read</source>
        <translation>%1&#xa0;: les %L2 premiers événements, la suite arrive — le verdict vient quand tout est lu</translation>
    </message>
    <message>
        <source>Run to &amp;Previous Breakpoint</source>
        <translation>Revenir au point d’arrêt &amp;précédent</translation>
    </message>
    <message>
        <source>Move the cursor to the previous enabled breakpoint before it (Shift+F8)</source>
        <translation>Déplacer le curseur jusqu’au point d’arrêt actif précédent (Maj+F8)</translation>
    </message>
    <message>
        <source>No enabled breakpoint before the cursor</source>
        <translation>Aucun point d’arrêt actif avant le curseur</translation>
    </message>
    <message>
        <source>Lock keys</source>
        <translation>Clés de verrou</translation>
    </message>
    <message>
        <source>Opened the MONITOR log %1: %2</source>
        <translation>Journal MONITOR %1 ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not open the MONITOR log: %1</source>
        <translation>Impossible d’ouvrir le journal MONITOR&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (not %2: choose one in Lock keys)</source>
        <translation>%1 (pas %2&#xa0;: en choisir une dans Clés de verrou)</translation>
    </message>
    <message>
        <source>%1 · shown: %2</source>
        <translation>%1 · affichée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1; the verdict is the worst key&apos;s, %2 · shown: %3, %4</source>
        <translation>%1&#xa0;; le verdict est celui de la pire clé, %2 · affichée&#xa0;: %3, %4</translation>
    </message>
    <message>
        <source>Loading %1 — interpreting the lock keys, %2 %</source>
        <translation>Chargement de %1 — interprétation des clés de verrou, %2 %</translation>
    </message>
</context>
<context>
    <name>locklab::ElidedLabel</name>
    <message>
        <source>more</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>less</source>
        <translation>moins</translation>
    </message>
</context>
<context>
    <name>locklab::FairnessView</name>
    <message>
        <source>Run spin vs jitter</source>
        <translation>Lancer spin contre jitter</translation>
    </message>
    <message>
        <source>Cannot load %1.</source>
        <translation>Impossible de charger %1.</translation>
    </message>
    <message>
        <source>Many workers, short holds: who gets the lock? Retrying at a fixed interval (spin) lets the same workers win again and again; random jitter spreads the retries.</source>
        <translation>Beaucoup de workers, des détentions courtes&#xa0;: qui obtient le verrou&#xa0;? Réessayer à intervalle fixe (spin) fait gagner sans cesse les mêmes workers&#xa0;; une gigue aléatoire étale les essais.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Wait until the first lock</source>
        <translation>Attente du premier verrou</translation>
    </message>
    <message>
        <source>SET NX tries</source>
        <translation>Essais SET NX</translation>
    </message>
    <message>
        <source>Time holding the lock</source>
        <translation>Temps de détention du verrou</translation>
    </message>
    <message>
        <source>The figure each bar shows, per worker</source>
        <translation>La mesure que montre chaque barre, par worker</translation>
    </message>
    <message>
        <source>%1: nobody asked for the lock</source>
        <translation>%1&#xa0;: personne n&apos;a demandé le verrou</translation>
    </message>
    <message numerus="yes">
        <source>%1: nobody got the lock, %n SET NX</source>
        <translation>
            <numerusform>%1&#xa0;: personne n&apos;a obtenu le verrou, %n SET NX</numerusform>
            <numerusform>%1&#xa0;: personne n&apos;a obtenu le verrou, %n SET NX</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: median wait %2, worst %3 (%4), %n SET NX</source>
        <translation>
            <numerusform>%1&#xa0;: attente médiane %2, pire %3 (%4), %n SET NX</numerusform>
            <numerusform>%1&#xa0;: attente médiane %2, pire %3 (%4), %n SET NX</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 waited %2× the median</source>
        <translation> — %1 a attendu %2× la médiane</translation>
    </message>
    <message numerus="yes">
        <source>, %n gave up</source>
        <translation>
            <numerusform>, %n a abandonné</numerusform>
            <numerusform>, %n ont abandonné</numerusform>
        </translation>
    </message>
    <message>
        <source>. %1 waits %2× less at the median and sends %3× fewer SET NX.</source>
        <translation>. %1 attend %2× moins en médiane et envoie %3× moins de SET NX.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) — %3 per worker</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) — %3 par worker</translation>
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
            <numerusform>%1&#xa0;: premier verrou après %2 · %n SET NX · détenu %3</numerusform>
            <numerusform>%1&#xa0;: premier verrou après %2 · %n SET NX · détenu %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: never got the lock · %n SET NX</source>
        <translation>
            <numerusform>%1&#xa0;: n&apos;a jamais obtenu le verrou · %n SET NX</numerusform>
            <numerusform>%1&#xa0;: n&apos;a jamais obtenu le verrou · %n SET NX</numerusform>
        </translation>
    </message>
    <message>
        <source> · gave up</source>
        <translation> · a abandonné</translation>
    </message>
    <message>
        <source>%1 workers tried, %2 got the lock, %3 gave up; %4 SET NX in all. %5: p50 %6 · p95 %7 · max %8 (%9).</source>
        <translation>%1 workers ont essayé, %2 ont obtenu le verrou, %3 ont abandonné&#xa0;; %4 SET NX en tout. %5&#xa0;: p50 %6 · p95 %7 · max %8 (%9).</translation>
    </message>
</context>
<context>
    <name>locklab::Fault</name>
    <message>
        <source>Redis restarted with appendonly yes, appendfsync always: %1 key(s) survived</source>
        <translation>Redis a redémarré avec appendonly yes, appendfsync always&#xa0;: %1 clé(s) conservée(s)</translation>
    </message>
    <message>
        <source>Redis restarted without persistence: %1 key(s) lost</source>
        <translation>Redis a redémarré sans persistance&#xa0;: %1 clé(s) perdue(s)</translation>
    </message>
    <message>
        <source>the server&apos;s clock jumped forward by %1 ms</source>
        <translation>l’horloge du serveur a avancé d’un coup de %1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1&apos;s process frozen for %2 ms</source>
        <translation>processus de %1 figé pendant %2&#xa0;ms</translation>
    </message>
    <message>
        <source>the reply to %1&apos;s command #%2 from now will be %3 ms late</source>
        <translation>la réponse à la commande n°&#xa0;%2 de %1 (en comptant à partir de maintenant) arrivera avec %3&#xa0;ms de retard</translation>
    </message>
    <message>
        <source>slow network: %1&apos;s replies arrive %2 ms late</source>
        <translation>réseau lent&#xa0;: les réponses de %1 arrivent avec %2&#xa0;ms de retard</translation>
    </message>
    <message>
        <source>the reply to %1&apos;s command #%2 from now will be lost</source>
        <translation>la réponse à la commande n°&#xa0;%2 de %1 (en comptant à partir de maintenant) sera perdue</translation>
    </message>
    <message>
        <source>not applied: </source>
        <translation>non appliqué&#xa0;: </translation>
    </message>
    <message>
        <source>no primary streaming to a replica</source>
        <translation>aucun primaire ne diffuse vers une réplique</translation>
    </message>
    <message>
        <source>replication held: replica(s) %1 receive nothing of the primary&apos;s stream until %2 ms</source>
        <translation>réplication retenue&#xa0;: la ou les répliques %1 ne reçoivent rien du flux du primaire jusqu&apos;à %2 ms</translation>
    </message>
    <message>
        <source>the primary is already down</source>
        <translation>le primaire est déjà tombé</translation>
    </message>
    <message>
        <source>no replica to promote</source>
        <translation>aucune réplique à promouvoir</translation>
    </message>
    <message>
        <source>the primary died; replica %1, the most up-to-date, has %2 of its %3 key(s)</source>
        <translation>le primaire est mort&#xa0;; la réplique %1, la plus à jour, a %2 de ses %3 clé(s)</translation>
    </message>
    <message>
        <source>no failover under way</source>
        <translation>aucun basculement en cours</translation>
    </message>
    <message>
        <source>replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the clients reconnect to it; no replica is left</source>
        <translation>réplique %1 promue (REPLICAOF NO ONE) avec %2 clé(s)&#xa0;; les clients s&apos;y reconnectent&#xa0;; il ne reste aucune réplique</translation>
    </message>
    <message>
        <source>replica %1 promoted (REPLICAOF NO ONE) with %2 key(s); the clients reconnect to it; replica %3 follows it</source>
        <translation>réplique %1 promue (REPLICAOF NO ONE) avec %2 clé(s)&#xa0;; les clients s&apos;y reconnectent&#xa0;; la réplique %3 la suit</translation>
    </message>
    <message>
        <source>the sentinel promoted replica %1 with %2 key(s): it saw the primary down (+sdown) %3 ms after the kill (down-after-milliseconds %4) and named the replica %5 ms after it (wall); the clients reconnect to it</source>
        <translation>la sentinelle a promu la réplique %1 avec %2 clé(s)&#xa0;: elle a vu le primaire mort (+sdown) %3 ms après le kill (down-after-milliseconds %4) et a désigné la réplique %5 ms après (horloge murale)&#xa0;; les clients s&apos;y reconnectent</translation>
    </message>
    <message>
        <source>instance %1: %2</source>
        <translation>instance %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the server stalls for %1 ms: it answers nothing, then runs what was sent to it meanwhile, in order, on its own clock</source>
        <translation>le serveur se fige pendant %1 ms&#xa0;: il ne répond rien, puis exécute dans l’ordre, selon sa propre horloge, ce qu’on lui a envoyé entre-temps</translation>
    </message>
    <message>
        <source>slow network to instance %1: its replies reach every client %2 ms late (held back by LockLab&apos;s client)</source>
        <translation>réseau lent vers l’instance %1&#xa0;: ses réponses arrivent à chaque client avec %2 ms de retard (retenues par le client de LockLab)</translation>
    </message>
    <message>
        <source>slow network to instance %1: its replies reach every client %2 ms late</source>
        <translation>réseau lent vers l’instance %1&#xa0;: ses réponses arrivent à chaque client avec %2 ms de retard</translation>
    </message>
</context>
<context>
    <name>locklab::FaultListModel</name>
    <message>
        <source>pause (process frozen)</source>
        <translation>pause (processus figé)</translation>
    </message>
    <message>
        <source>slow replies</source>
        <translation>réponses lentes</translation>
    </message>
    <message>
        <source>lost reply</source>
        <translation>réponse perdue</translation>
    </message>
    <message>
        <source>Redis restart</source>
        <translation>redémarrage de Redis</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>saut d&apos;horloge</translation>
    </message>
    <message>
        <source>Redis restart (AOF)</source>
        <translation>redémarrage de Redis (AOF)</translation>
    </message>
    <message>
        <source>Redis restart (no persistence)</source>
        <translation>redémarrage de Redis (sans persistance)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>command #%1</source>
        <translation>commande nº %1</translation>
    </message>
    <message>
        <source>Expected a whole number of milliseconds from 0 to %1.</source>
        <translation>Un nombre entier de millisecondes de 0 à %1 est attendu.</translation>
    </message>
    <message>
        <source>Change fault %1</source>
        <translation>Modifier la panne %1</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Panne</translation>
    </message>
    <message>
        <source>At</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>How much</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Remove fault: %1</source>
        <translation>Supprimer la panne&#xa0;: %1</translation>
    </message>
    <message>
        <source>replication lag</source>
        <translation>retard de réplication</translation>
    </message>
    <message>
        <source>failover</source>
        <translation>basculement</translation>
    </message>
    <message>
        <source>promotion</source>
        <translation>promotion</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>pendant %1</translation>
    </message>
    <message>
        <source>down %1</source>
        <translation>indisponible %1</translation>
    </message>
    <message>
        <source>stalled server</source>
        <translation>serveur figé</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>l’instance %1</translation>
    </message>
</context>
<context>
    <name>locklab::FaultPalette</name>
    <message>
        <source>Whose process or replies the fault hits</source>
        <translation>Le worker dont le processus ou les réponses subissent l’incident</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Worker:</source>
        <translation>Worker&#xa0;:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Durée&#xa0;:</translation>
    </message>
    <message>
        <source>Pause worker</source>
        <translation>Figer le worker</translation>
    </message>
    <message>
        <source>The worker&apos;s process freezes: no commands, no heartbeat (a GC pause, a stopped VM)</source>
        <translation>Le processus du worker se fige&#xa0;: plus de commandes, plus de heartbeat (une pause du GC, une VM arrêtée)</translation>
    </message>
    <message>
        <source>Slow network</source>
        <translation>Réseau lent</translation>
    </message>
    <message>
        <source>The worker&apos;s replies arrive this much later from now on</source>
        <translation>Désormais, les réponses du worker arrivent avec ce retard</translation>
    </message>
    <message>
        <source>Lose a reply</source>
        <translation>Perdre une réponse</translation>
    </message>
    <message>
        <source>The worker&apos;s next command runs on the server but its reply never arrives</source>
        <translation>La prochaine commande du worker s’exécute sur le serveur, mais sa réponse n’arrive jamais</translation>
    </message>
    <message>
        <source>Restart Redis</source>
        <translation>Redémarrer Redis</translation>
    </message>
    <message>
        <source>Redis restarts without persistence: the lock key is gone</source>
        <translation>Redis redémarre sans persistance&#xa0;: la clé du verrou disparaît</translation>
    </message>
    <message>
        <source>Restart (AOF)</source>
        <translation>Redémarrer (AOF)</translation>
    </message>
    <message>
        <source>Redis restarts with appendonly yes and appendfsync always: the key survives</source>
        <translation>Redis redémarre avec appendonly yes et appendfsync always&#xa0;: la clé survit</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Saut d’horloge</translation>
    </message>
    <message>
        <source>The server&apos;s clock jumps forward by the duration: keys expire early</source>
        <translation>L’horloge du serveur avance d’un coup de cette durée&#xa0;: les clés expirent en avance</translation>
    </message>
    <message>
        <source>Fires at the playhead while a run steps or plays, otherwise at the cursor.</source>
        <translation>Se déclenche à la tête de lecture pendant qu’une exécution avance pas à pas ou est lue, sinon au curseur.</translation>
    </message>
    <message>
        <source>A live run is in progress</source>
        <translation>Une exécution réelle est en cours</translation>
    </message>
    <message>
        <source>Restarts need managed Redis: LockLab cannot restart a server it did not start</source>
        <translation>Les redémarrages nécessitent le Redis géré&#xa0;: LockLab ne peut pas redémarrer un serveur qu’il n’a pas démarré</translation>
    </message>
    <message>
        <source>The scenario has no workers</source>
        <translation>Le scénario n’a aucun worker</translation>
    </message>
    <message>
        <source>Fire %1</source>
        <translation>Déclencher %1</translation>
    </message>
    <message>
        <source>Instance:</source>
        <translation>Instance&#xa0;:</translation>
    </message>
    <message>
        <source>Delayed restart</source>
        <translation>Redémarrage différé</translation>
    </message>
    <message>
        <source>Redis restarts without persistence and stays down for the lock&apos;s TTL: every key it forgot has expired anyway (antirez&apos;s mitigation)</source>
        <translation>Redis redémarre sans persistance et reste arrêté pendant le TTL du verrou&#xa0;: toute clé oubliée aurait expiré de toute façon (la parade d’antirez)</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instance %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Pause length, added latency, clock jump or stall</source>
        <translation>Durée de la pause, latence ajoutée, saut d’horloge ou blocage</translation>
    </message>
    <message>
        <source>Which of the Redlock&apos;s independent servers a restart, clock jump, stall or delay hits</source>
        <translation>Lequel des serveurs indépendants du Redlock un redémarrage, un saut d’horloge, un blocage ou un retard touche</translation>
    </message>
    <message>
        <source>Stall instance</source>
        <translation>Figer l’instance</translation>
    </message>
    <message>
        <source>The server answers nothing for the duration (SIGSTOP on managed servers): clients time out, then it runs what was sent to it</source>
        <translation>Le serveur ne répond rien pendant cette durée (SIGSTOP sur les serveurs gérés)&#xa0;: les clients expirent, puis il exécute ce qu’on lui a envoyé</translation>
    </message>
    <message>
        <source>Delay instance</source>
        <translation>Retarder l’instance</translation>
    </message>
    <message>
        <source>Every reply from the server reaches every worker this much later from now on (a slow network to it)</source>
        <translation>Chaque réponse du serveur arrive désormais à chaque worker avec ce retard (un réseau lent vers lui)</translation>
    </message>
</context>
<context>
    <name>locklab::FieldDelegate</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
</context>
<context>
    <name>locklab::Format</name>
    <message>
        <source>unknown field (expected one of: %1)</source>
        <translation>champ inconnu (attendu l’un de&#xa0;: %1)</translation>
    </message>
    <message>
        <source>missing required field %1</source>
        <translation>champ obligatoire %1 manquant</translation>
    </message>
    <message>
        <source>missing required field %1 for %2</source>
        <translation>champ obligatoire %1 manquant pour %2</translation>
    </message>
    <message>
        <source>expected a non-negative integer, got %1</source>
        <translation>entier positif ou nul attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a positive integer, got %1</source>
        <translation>entier strictement positif attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>entier attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3 (too large)</source>
        <translation>entier de %1 à %2 attendu, reçu %3 (trop grand)</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>entier de %1 à %2 attendu, reçu %3</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>nombre attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>nombre de %1 à %2 attendu, reçu %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true ou false attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>chaîne attendue, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>au plus %1 caractères attendus, reçu %2</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>l’un de %1 attendu, reçu %2</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>objet attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>tableau attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected %1 (is this a LockLab recording?)</source>
        <translation>%1 attendu (est-ce un enregistrement LockLab&#xa0;?)</translation>
    </message>
    <message>
        <source>expected a decimal number, got %1</source>
        <translation>nombre décimal attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 workers, got %3</source>
        <translation>de %1 à %2 workers attendus, reçu %3</translation>
    </message>
    <message>
        <source>events must be in time order</source>
        <translation>les événements doivent être dans l’ordre chronologique</translation>
    </message>
    <message>
        <source>expected a worker index below %1, got %2</source>
        <translation>index de worker inférieur à %1 attendu, reçu %2</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected lowercase letters, digits and &apos;-&apos;, got %1</source>
        <translation>lettres minuscules, chiffres et &apos;-&apos; attendus, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 steps in all workers together, got %2</source>
        <translation>au plus %1 étapes pour tous les workers ensemble attendues, reçu %2</translation>
    </message>
    <message>
        <source>duplicate worker name %1</source>
        <translation>nom de worker en double %1</translation>
    </message>
    <message>
        <source>expected at most %1 faults, got %2</source>
        <translation>au plus %1 pannes attendues, reçu %2</translation>
    </message>
    <message>
        <source>expected letters, digits and &apos;:_.-&apos; only, got %1</source>
        <translation>uniquement lettres, chiffres et &apos;:_.-&apos; attendus, reçu %1</translation>
    </message>
    <message>
        <source>&quot;fence&quot; and &quot;store*&quot; are reserved for the fenced store, got %1</source>
        <translation>« fence » et « store* » sont réservés au stockage protégé, reçu %1</translation>
    </message>
    <message>
        <source>expected letters, digits, &apos;_&apos; or &apos;-&apos;, got %1</source>
        <translation>lettres, chiffres, &apos;_&apos; ou &apos;-&apos; attendus, reçu %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 steps, got %3</source>
        <translation>de %1 à %2 étapes attendues, reçu %3</translation>
    </message>
    <message>
        <source>expected the name of a worker, got %1</source>
        <translation>nom d’un worker attendu, reçu %1</translation>
    </message>
    <message>
        <source>file is larger than %1 MiB</source>
        <translation>fichier de plus de %1 Mio</translation>
    </message>
    <message>
        <source>expected at most %1 workers, got %2</source>
        <translation>au plus %1 workers attendus, reçu %2</translation>
    </message>
    <message>
        <source>only a &quot;sql&quot; store has a guard, this one is %1</source>
        <translation>seul un stockage « sql » a un guard, celui-ci est %1</translation>
    </message>
    <message>
        <source>expected a hostname (letters, digits, &apos;.&apos; and &apos;-&apos;), got %1</source>
        <translation>nom d’hôte attendu (lettres, chiffres, &apos;.&apos; et &apos;-&apos;), reçu %1</translation>
    </message>
    <message>
        <source>%1 needs replicas: add &quot;redis&quot;: {&quot;replicas&quot;: 1} to the scenario</source>
        <translation>%1 a besoin de répliques&#xa0;: ajoutez &quot;redis&quot;: {&quot;replicas&quot;: 1} au scénario</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1, got %2</source>
        <translation>entier de 1 à %1 attendu, reçu %2</translation>
    </message>
    <message>
        <source>the recording is %1 MiB; recordings larger than %2 MiB are refused</source>
        <translation>l’enregistrement fait %1 Mio&#xa0;; les enregistrements de plus de %2 Mio sont refusés</translation>
    </message>
    <message>
        <source>too many events to load: %1</source>
        <translation>trop d’événements à charger&#xa0;: %1</translation>
    </message>
    <message>
        <source>no built-in scenario of that name and no such file (try `locklab list`)</source>
        <translation>aucun scénario intégré de ce nom et aucun fichier de ce nom (voir `locklab list`)</translation>
    </message>
    <message>
        <source>a number longer than 64 bits</source>
        <translation>un nombre de plus de 64 bits</translation>
    </message>
    <message>
        <source>string %1 used before it was defined</source>
        <translation>chaîne %1 utilisée avant d’être définie</translation>
    </message>
    <message>
        <source>a string of %1 bytes</source>
        <translation>une chaîne de %1 octets</translation>
    </message>
    <message>
        <source>the file ends in the middle of its compressed data</source>
        <translation>le fichier s’arrête au milieu de ses données compressées</translation>
    </message>
    <message>
        <source>corrupt compressed data (%1)</source>
        <translation>données compressées corrompues (%1)</translation>
    </message>
    <message>
        <source>unknown event kind %1</source>
        <translation>type d’événement inconnu %1</translation>
    </message>
    <message>
        <source>time out of range</source>
        <translation>temps hors limites</translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation>commande inconnue %1</translation>
    </message>
    <message>
        <source>unknown reply kind %1</source>
        <translation>type de réponse inconnu %1</translation>
    </message>
    <message>
        <source>unknown worker state %1</source>
        <translation>état de worker inconnu %1</translation>
    </message>
    <message>
        <source>unknown fault %1</source>
        <translation>panne inconnue %1</translation>
    </message>
    <message>
        <source>the file ends early</source>
        <translation>le fichier s’arrête trop tôt</translation>
    </message>
    <message>
        <source>not a compact LockLab recording</source>
        <translation>pas un enregistrement LockLab compact</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>trop grand</translation>
    </message>
    <message>
        <source>%1 events, more than the limit of %2</source>
        <translation>%1 événements, plus que la limite de %2</translation>
    </message>
    <message>
        <source>%1 events announced, %2 found</source>
        <translation>%1 événements annoncés, %2 trouvés</translation>
    </message>
    <message>
        <source>data after the last event</source>
        <translation>des données après le dernier événement</translation>
    </message>
    <message>
        <source>invalid JSON: unexpected character %1</source>
        <translation>JSON invalide&#xa0;: caractère inattendu %1</translation>
    </message>
    <message>
        <source>invalid UTF-8: byte 0x%1</source>
        <translation>UTF-8 invalide&#xa0;: octet 0x%1</translation>
    </message>
    <message>
        <source>invalid UTF-8: byte 0x%1 in a string</source>
        <translation>UTF-8 invalide&#xa0;: octet 0x%1 dans une chaîne</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>texte inattendu après la fin de la valeur JSON</translation>
    </message>
    <message>
        <source>invalid JSON: nested deeper than %1 levels</source>
        <translation>JSON invalide&#xa0;: imbriqué sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>invalid JSON: unexpected end of file</source>
        <translation>JSON invalide&#xa0;: fin de fichier inattendue</translation>
    </message>
    <message>
        <source>invalid JSON: malformed number</source>
        <translation>JSON invalide&#xa0;: nombre mal formé</translation>
    </message>
    <message>
        <source>invalid JSON: unterminated string</source>
        <translation>JSON invalide&#xa0;: chaîne non terminée</translation>
    </message>
    <message>
        <source>invalid JSON: control character in a string</source>
        <translation>JSON invalide&#xa0;: caractère de contrôle dans une chaîne</translation>
    </message>
    <message>
        <source>invalid JSON: bad \u escape</source>
        <translation>JSON invalide&#xa0;: échappement \u incorrect</translation>
    </message>
    <message>
        <source>invalid JSON: bad escape in a string</source>
        <translation>JSON invalide&#xa0;: échappement incorrect dans une chaîne</translation>
    </message>
    <message>
        <source>invalid JSON: expected &apos;,&apos; or &apos;]&apos;</source>
        <translation>JSON invalide&#xa0;: &apos;,&apos; ou &apos;]&apos; attendu</translation>
    </message>
    <message>
        <source>invalid JSON: expected a quoted field name</source>
        <translation>JSON invalide&#xa0;: nom de champ entre guillemets attendu</translation>
    </message>
    <message>
        <source>duplicate field %1</source>
        <translation>champ %1 en double</translation>
    </message>
    <message>
        <source>invalid JSON: expected &apos;:&apos; after a field name</source>
        <translation>JSON invalide&#xa0;: &apos;:&apos; attendu après un nom de champ</translation>
    </message>
    <message>
        <source>invalid JSON: expected &apos;,&apos; or &apos;}&apos;</source>
        <translation>JSON invalide&#xa0;: &apos;,&apos; ou &apos;}&apos; attendu</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>écriture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>a sentinel needs a replica to promote: add &quot;replicas&quot;: 1</source>
        <translation>une sentinelle a besoin d&apos;une réplique à promouvoir&#xa0;: ajoutez &quot;replicas&quot;: 1</translation>
    </message>
    <message>
        <source>expected %1 to %2 keys, got %3</source>
        <translation>de %1 à %2 clés attendues, reçu %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 events, got %3</source>
        <translation>de %1 à %2 événements attendus, reçu %3</translation>
    </message>
    <message>
        <source>only a Redlock has this: add &quot;algorithm&quot;: &quot;redlock&quot;</source>
        <translation>seul un Redlock a ce champ&#xa0;: ajoutez &quot;algorithm&quot;: &quot;redlock&quot;</translation>
    </message>
    <message>
        <source>independent instances have no replicas: leave out &quot;replicas&quot; or set it to 0</source>
        <translation>des instances indépendantes n’ont pas de répliques&#xa0;: omettez &quot;replicas&quot; ou mettez-le à 0</translation>
    </message>
    <message>
        <source>expected an integer from 1 to %1 (the instances), got %2</source>
        <translation>un entier de 1 à %1 (les instances) était attendu, reçu %2</translation>
    </message>
    <message>
        <source>independent instances need &quot;algorithm&quot;: &quot;redlock&quot; in &quot;lock&quot;</source>
        <translation>des instances indépendantes exigent &quot;algorithm&quot;: &quot;redlock&quot; dans &quot;lock&quot;</translation>
    </message>
    <message>
        <source>say which of the %1 instances: add &quot;instance&quot; (1 to %1)</source>
        <translation>indiquez laquelle des %1 instances&#xa0;: ajoutez &quot;instance&quot; (1 à %1)</translation>
    </message>
    <message>
        <source>a Redlock has no one key to check: expected a step other than &quot;check&quot;</source>
        <translation>un Redlock n’a pas de clé unique à vérifier&#xa0;: une étape autre que &quot;check&quot; était attendue</translation>
    </message>
    <message>
        <source>a cluster&apos;s replicas are per primary: leave out &quot;replicas&quot; and set &quot;replicasPerPrimary&quot;</source>
        <translation>les répliques d’un cluster sont par primaire&#xa0;: retirez &quot;replicas&quot; et indiquez &quot;replicasPerPrimary&quot;</translation>
    </message>
    <message>
        <source>a cluster promotes its replicas itself: leave out &quot;failover&quot;</source>
        <translation>un cluster promeut ses répliques lui-même&#xa0;: retirez &quot;failover&quot;</translation>
    </message>
    <message>
        <source>a cluster is not independent instances: leave out &quot;instances&quot;</source>
        <translation>un cluster n’est pas fait d’instances indépendantes&#xa0;: retirez &quot;instances&quot;</translation>
    </message>
    <message>
        <source>%1 needs replicas: add &quot;replicasPerPrimary&quot;: 1 to &quot;cluster&quot;</source>
        <translation>%1 a besoin de répliques&#xa0;: ajoutez &quot;replicasPerPrimary&quot;: 1 à &quot;cluster&quot;</translation>
    </message>
    <message>
        <source>events[%1].%2: %3 is outside what a JSON recording holds (%4 to %5); save it as a .locklab recording</source>
        <translation>events[%1].%2&#xa0;: %3 dépasse ce qu’un enregistrement JSON peut contenir (%4 à %5)&#xa0;; enregistrez-le au format .locklab</translation>
    </message>
    <message>
        <source>a latency delays one worker&apos;s replies or every reply from one instance: give &quot;worker&quot; or &quot;instance&quot;, not both</source>
        <translation>une latence retarde les réponses d’un worker ou toutes les réponses d’une instance&#xa0;: indiquez «&#xa0;worker&#xa0;» ou «&#xa0;instance&#xa0;», pas les deux</translation>
    </message>
    <message>
        <source>an instance&apos;s delay is a window (atMs to untilMs): &quot;nth&quot; delays one of a worker&apos;s replies</source>
        <translation>le retard d’une instance est une fenêtre (atMs à untilMs)&#xa0;: «&#xa0;nth&#xa0;» retarde une réponse d’un worker</translation>
    </message>
    <message>
        <source>its header is %1 MiB, more than a recording&apos;s limit of %2 MiB</source>
        <translation>son en-tête fait %1 Mio, plus que la limite d’un enregistrement de %2 Mio</translation>
    </message>
    <message>
        <source>the header of lock key %1 is %2 MiB, more than the limit of %3 MiB</source>
        <translation>l’en-tête de la clé de verrou %1 fait %2 Mio, plus que la limite de %3 Mio</translation>
    </message>
    <message>
        <source>a compact recording of version %1, which this LockLab cannot read (it reads versions 1 and 2)</source>
        <translation>un enregistrement compact de version %1, que ce LockLab ne sait pas lire (il lit les versions 1 et 2)</translation>
    </message>
</context>
<context>
    <name>locklab::FrameWriter</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>%1: unknown video format (use .mp4, .webm or .gif)</source>
        <translation>%1&#xa0;: format vidéo inconnu (utilisez .mp4, .webm ou .gif)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>impossible de démarrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
    <message>
        <source>frame %1 is %2×%3, the video %4×%5</source>
        <translation>l’image %1 fait %2×%3, la vidéo %4×%5</translation>
    </message>
    <message>
        <source>ffmpeg stopped: %1</source>
        <translation>ffmpeg s’est arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>ffmpeg failed: %1</source>
        <translation>échec de ffmpeg&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>locklab::Guide</name>
    <message>
        <source>LockLab User Guide</source>
        <translation>Guide d&apos;utilisation de LockLab</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
</context>
<context>
    <name>locklab::GuidedTour</name>
    <message>
        <source>Experiment %1 of %2: %3</source>
        <translation>Expérience %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>B&apos;s SET NX is refused because A&apos;s key is still there: NX only sets a key that does not exist.</source>
        <translation>Le SET NX de B est refusé parce que la clé de A est encore là&#xa0;: NX ne pose qu’une clé qui n’existe pas.</translation>
    </message>
    <message>
        <source>B releases a lock it never had: the compare-and-delete finds A&apos;s token in the key and deletes nothing.</source>
        <translation>B libère un verrou qu’il n’a jamais eu&#xa0;: le compare-and-delete trouve le jeton de A dans la clé et ne supprime rien.</translation>
    </message>
    <message>
        <source>A&apos;s late DEL deletes B&apos;s key because a plain DEL does not ask whose token it holds: C walks in beside B.</source>
        <translation>Le DEL tardif de A supprime la clé de B parce qu’un simple DEL ne demande pas à qui est le jeton&#xa0;: C entre à côté de B.</translation>
    </message>
    <message>
        <source>The same late release, now a compare-and-delete: the key holds B&apos;s token, so A deletes nothing.</source>
        <translation>La même libération tardive, maintenant en compare-and-delete&#xa0;: la clé contient le jeton de B, donc A ne supprime rien.</translation>
    </message>
    <message>
        <source>Every container&apos;s process is PID 1, so the tokens are equal and A&apos;s correct release deletes B&apos;s lock.</source>
        <translation>Le processus de chaque conteneur est le PID 1, donc les jetons sont égaux et la libération correcte de A supprime le verrou de B.</translation>
    </message>
    <message>
        <source>A freezes longer than the TTL: Redis expires its key, B gets the lock, and A wakes up still believing it holds it.</source>
        <translation>A se fige plus longtemps que le TTL&#xa0;: Redis fait expirer sa clé, B obtient le verrou, et A se réveille en croyant toujours le détenir.</translation>
    </message>
    <message>
        <source>A&apos;s heartbeat is a plain PEXPIRE: after its own lock expired it keeps extending B&apos;s.</source>
        <translation>Le heartbeat de A est un simple PEXPIRE&#xa0;: après l’expiration de son propre verrou, il continue de prolonger celui de B.</translation>
    </message>
    <message>
        <source>A waits for a stalled reply past its timeout while its lock expires; B gives up at its timeout.</source>
        <translation>A attend une réponse bloquée au-delà de son délai pendant que son verrou expire&#xa0;; B abandonne à son délai.</translation>
    </message>
    <message>
        <source>A&apos;s check passes, then A freezes between the check and the write: the check was true only when Redis ran it.</source>
        <translation>La vérification de A réussit, puis A se fige entre la vérification et l’écriture&#xa0;: la vérification n’était vraie qu’au moment où Redis l’a exécutée.</translation>
    </message>
    <message>
        <source>The store compares fencing tokens: A&apos;s write carries token 1 after B&apos;s token 2, so it is refused.</source>
        <translation>Le stockage compare les jetons de fencing&#xa0;: l’écriture de A porte le jeton 1 après le jeton 2 de B, elle est donc refusée.</translation>
    </message>
    <message>
        <source>The database does the comparison: UPDATE … WHERE fence &lt; token matches no row for A&apos;s stale write.</source>
        <translation>La base de données fait la comparaison&#xa0;: UPDATE … WHERE fence &lt; token ne trouve aucune ligne pour l’écriture périmée de A.</translation>
    </message>
    <message>
        <source>A file cannot compare tokens: A&apos;s stale write lands over B&apos;s although it carries a token.</source>
        <translation>Un fichier ne peut pas comparer de jetons&#xa0;: l’écriture périmée de A écrase celle de B bien qu’elle porte un jeton.</translation>
    </message>
    <message>
        <source>The UNIQUE job column refuses A&apos;s second result: the database gives the guarantee the lock could not.</source>
        <translation>La colonne job UNIQUE refuse le second résultat de A&#xa0;: la base de données donne la garantie que le verrou ne pouvait pas donner.</translation>
    </message>
    <message>
        <source>An efficiency lock: the overlap costs a second refresh of the cache, and no data is corrupted.</source>
        <translation>Un verrou d’efficacité&#xa0;: le chevauchement coûte un second rafraîchissement du cache, et aucune donnée n’est corrompue.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Finish ▶</source>
        <translation>Terminer ▶</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Skip Tour</source>
        <translation>Passer la visite</translation>
    </message>
    <message>
        <source>Watch: %1</source>
        <translation>À observer&#xa0;: %1</translation>
    </message>
    <message>
        <source>The primary dies before A&apos;s key reached a replica: the promoted replica has no lock, and B acquires while A still believes it holds it.</source>
        <translation>Le primaire meurt avant que la clé de A n’atteigne un réplica&#xa0;: le réplica promu n’a pas de verrou, et B l’acquiert alors que A croit encore le détenir.</translation>
    </message>
    <message>
        <source>WAIT 1 50 answers 0: no replica has A&apos;s lock, so A gives it back before the failover. WAIT only tells; it undoes nothing.</source>
        <translation>WAIT 1 50 répond 0&#xa0;: aucun réplica n’a le verrou de A, donc A le rend avant le failover. WAIT ne fait que dire&#xa0;; il n’annule rien.</translation>
    </message>
    <message>
        <source>Back from the Guided Tour</source>
        <translation>Retour de la visite guidée</translation>
    </message>
    <message>
        <source>Instance 3&apos;s clock jumps 1 s and A&apos;s key there expires early: B gets instances 3, 4 and 5, a quorum, while A still believes it holds 3 of 5.</source>
        <translation>L’horloge de l’instance 3 saute d’1 s et la clé de A y expire tôt&#xa0;: B obtient les instances 3, 4 et 5, un quorum, alors que A croit encore en tenir 3 sur 5.</translation>
    </message>
</context>
<context>
    <name>locklab::InspectorView</name>
    <message>
        <source>At the cursor</source>
        <translation>Au curseur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Redis at %1</source>
        <translation>Redis à %1</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s token)</source>
        <translation>%1 (jeton de %2)</translation>
    </message>
    <message>
        <source>(nil) — no key</source>
        <translation>(nil) — aucune clé</translation>
    </message>
    <message>
        <source>-1 (no TTL)</source>
        <translation>-1 (pas de TTL)</translation>
    </message>
    <message>
        <source>-2 (no key)</source>
        <translation>-2 (aucune clé)</translation>
    </message>
    <message>
        <source>Fencing counter</source>
        <translation>Compteur de fencing</translation>
    </message>
    <message>
        <source>0 (never incremented)</source>
        <translation>0 (jamais incrémenté)</translation>
    </message>
    <message>
        <source>Stored value</source>
        <translation>Valeur stockée</translation>
    </message>
    <message>
        <source>(nothing written)</source>
        <translation>(rien d’écrit)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (fence %2, %n write(s))</source>
        <translation>
            <numerusform>%1 (jeton %2, %n écriture)</numerusform>
            <numerusform>%1 (jeton %2, %n écritures)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n write(s))</source>
        <translation>
            <numerusform>%1 (%n écriture)</numerusform>
            <numerusform>%1 (%n écritures)</numerusform>
        </translation>
    </message>
    <message>
        <source>Belief versus Redis</source>
        <translation>Croyance et réalité Redis</translation>
    </message>
    <message>
        <source>%1 · believes it holds — Redis: %2</source>
        <translation>%1 · croit le détenir — Redis&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <translation>détenu par %1</translation>
    </message>
    <message>
        <source>no lock</source>
        <translation>aucun verrou</translation>
    </message>
    <message>
        <source>%1 · holds the lock (Redis agrees)</source>
        <translation>%1 · détient le verrou (Redis confirme)</translation>
    </message>
    <message>
        <source>%1 · does not believe it holds, but its key is still there</source>
        <translation>%1 · ne croit pas le détenir, mais sa clé est toujours là</translation>
    </message>
    <message>
        <source>Event under the cursor</source>
        <translation>Événement sous le curseur</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Acteur</translation>
    </message>
    <message>
        <source>redis</source>
        <translation>redis</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>(not yet)</source>
        <translation>(pas encore)</translation>
    </message>
    <message>
        <source>Transition</source>
        <translation>Transition</translation>
    </message>
    <message>
        <source>becomes %1</source>
        <translation>nouvel état&#xa0;: %1</translation>
    </message>
    <message>
        <source>Believes it holds</source>
        <translation>Croit détenir le verrou</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Clé expirée</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>(before the first event)</source>
        <translation>(avant le premier événement)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>took effect at %1</source>
        <translation>appliqué à %1</translation>
    </message>
    <message>
        <source>ran at %1 and changed nothing</source>
        <translation>exécuté à %1 sans rien changer</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>non exécuté</translation>
    </message>
    <message>
        <source>unknown: it may or may not have run</source>
        <translation>inconnu&#xa0;: peut-être exécuté, ou peut-être pas</translation>
    </message>
    <message>
        <source>yes (inferred from its commands)</source>
        <translation>oui (déduit de ses commandes)</translation>
    </message>
    <message>
        <source>no (inferred from its commands)</source>
        <translation>non (déduit de ses commandes)</translation>
    </message>
    <message>
        <source>Quorum %1 of %2</source>
        <translation>Quorum %1 sur %2</translation>
    </message>
    <message>
        <source>%1 holds it</source>
        <translation>%1 le détient</translation>
    </message>
    <message>
        <source>nobody holds it</source>
        <translation>personne ne le détient</translation>
    </message>
    <message>
        <source>%1&apos;s token · PTTL %2</source>
        <translation>jeton de %1 · PTTL %2</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instance %1</translation>
    </message>
    <message>
        <source>%1&apos;s validity</source>
        <translation>Validité de %1</translation>
    </message>
    <message>
        <source>until %1 (%2 left)</source>
        <translation>jusqu’à %1 (encore %2)</translation>
    </message>
    <message>
        <source>over since %1: it still believes</source>
        <translation>finie depuis %1&#xa0;: il y croit encore</translation>
    </message>
</context>
<context>
    <name>locklab::LanguageMenu</name>
    <message>
        <source>the system&apos;s language</source>
        <translation>la langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>LockLab will speak %1 from its next start.</source>
        <translation>LockLab parlera %1 à partir de son prochain démarrage.</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>locklab::Lessons</name>
    <message>
        <source>Open this lesson</source>
        <translation>Ouvrir cette leçon</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each lesson is a built-in scenario: open it, flip the policies in the toolbar and watch the verdict change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque leçon est un scénario intégré&#xa0;: ouvrez-le, basculez les politiques dans la barre d’outils et regardez le verdict changer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The article&apos;s lab</source>
        <translation>Le labo de l’article</translation>
    </message>
    <message>
        <source>More lessons</source>
        <translation>Autres leçons</translation>
    </message>
    <message>
        <source>&lt;p&gt;The article&apos;s six experiments, run on the embedded simulator with each scenario&apos;s own policies: what &lt;code&gt;locklab run seed-lab&lt;/code&gt; prints.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les six expériences de l’article, exécutées sur le simulateur intégré avec les politiques de chaque scénario&#xa0;: ce qu’affiche &lt;code&gt;locklab run seed-lab&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
</context>
<context>
    <name>locklab::LiveRedis</name>
    <message>
        <source>managed redis-server killed (SIGKILL) and restarted with %1: %2 of %3 key(s) survived</source>
        <translation>redis-server géré tué (SIGKILL) et redémarré avec %1&#xa0;: %2 clé(s) sur %3 conservée(s)</translation>
    </message>
    <message>
        <source> (down %1 ms, wall)</source>
        <translation> (indisponible %1&#xa0;ms, temps réel)</translation>
    </message>
    <message>
        <source> (the restart took %1 ms of wall time, during which scenario time stood still; then the server refuses commands for the scenario&apos;s %2 ms of down time)</source>
        <translation> (le redémarrage a pris %1&#xa0;ms de temps réel, pendant lesquelles le temps du scénario s’est arrêté&#x202f;; puis le serveur refuse les commandes pendant les %2&#xa0;ms d’indisponibilité du scénario)</translation>
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
        <translation> (non vérifié&#xa0;: échec de CONFIG GET&#xa0;: %1)</translation>
    </message>
    <message>
        <source> (not set: %1)</source>
        <translation> (échec du réglage&#xa0;: %1)</translation>
    </message>
    <message>
        <source> (set by CONFIG SET for this restart)</source>
        <translation> (réglé par CONFIG SET pour ce redémarrage)</translation>
    </message>
    <message>
        <source>connection closed</source>
        <translation>connexion fermée</translation>
    </message>
    <message>
        <source>cannot allocate a hiredis context</source>
        <translation>impossible d’allouer un contexte hiredis</translation>
    </message>
    <message>
        <source>AUTH failed: </source>
        <translation>échec de AUTH&#xa0;: </translation>
    </message>
    <message>
        <source>SELECT %1 failed: </source>
        <translation>échec de SELECT %1&#xa0;: </translation>
    </message>
    <message>
        <source>cannot connect to Redis at %1: %2</source>
        <translation>impossible de se connecter à Redis sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Redis at %1 did not answer INFO: %2</source>
        <translation>Redis sur %1 n’a pas répondu à INFO&#xa0;: %2</translation>
    </message>
    <message>
        <source>SCRIPT LOAD failed on %1: %2</source>
        <translation>échec de SCRIPT LOAD sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>live: Redis %1 at %2, keys under %3, time scale %4, command timeout %5 ms</source>
        <translation>réel&#xa0;: Redis %1 sur %2, clés sous %3, échelle de temps %4, délai des commandes %5 ms</translation>
    </message>
    <message>
        <source>live: %1 without a command timeout (honoursTimeout: false): a stalled server keeps them waiting, until the run&apos;s deadline at most (%2 ms)</source>
        <translation>réel&#xa0;: %1 sans délai de commande (honoursTimeout: false)&#xa0;: un serveur bloqué les fait attendre, au plus jusqu’à l’échéance de l’exécution (%2 ms)</translation>
    </message>
    <message>
        <source>keyspace notifications not requested: expiries are the deadlines the client computed</source>
        <translation>notifications d’espace de clés non demandées&#xa0;: les expirations sont les échéances calculées par le client</translation>
    </message>
    <message>
        <source>clock jump of %1 ms, emulated: %2 key TTL(s) shortened by it</source>
        <translation>saut d’horloge de %1 ms, émulé&#xa0;: %2 TTL de clé raccourci(s) d’autant</translation>
    </message>
    <message>
        <source>not a server fault</source>
        <translation>pas une panne de serveur</translation>
    </message>
    <message>
        <source>restarting Redis needs the managed server (--redis managed)</source>
        <translation>redémarrer Redis demande le serveur géré (--redis managed)</translation>
    </message>
    <message>
        <source>the restart failed: </source>
        <translation>le redémarrage a échoué&#xa0;: </translation>
    </message>
    <message>
        <source>Redis was stopped but did not come back: </source>
        <translation>Redis a été arrêté mais n’est pas revenu&#xa0;: </translation>
    </message>
    <message>
        <source>cannot reconnect after the restart: </source>
        <translation>reconnexion impossible après le redémarrage&#xa0;: </translation>
    </message>
    <message>
        <source>Redis restarted but cannot be reached: </source>
        <translation>Redis a redémarré mais reste injoignable&#xa0;: </translation>
    </message>
    <message>
        <source>keyspace notifications off (%1): the trace has no expiries reported by Redis</source>
        <translation>notifications d’espace de clés désactivées (%1)&#xa0;: la trace n’a pas d’expirations signalées par Redis</translation>
    </message>
    <message>
        <source>second connection failed: </source>
        <translation>échec de la seconde connexion&#xa0;: </translation>
    </message>
    <message>
        <source>CONFIG GET not permitted: </source>
        <translation>CONFIG GET non autorisé&#xa0;: </translation>
    </message>
    <message>
        <source>CONFIG SET notify-keyspace-events not permitted: </source>
        <translation>CONFIG SET notify-keyspace-events non autorisé&#xa0;: </translation>
    </message>
    <message>
        <source>notify-keyspace-events was &quot;%1&quot;, set to &quot;%2&quot; for this run (to be put back when it ends)</source>
        <translation>notify-keyspace-events valait &quot;%1&quot;, mis à &quot;%2&quot; pour cette exécution (rétabli à la fin)</translation>
    </message>
    <message>
        <source>SUBSCRIBE failed: </source>
        <translation>échec de SUBSCRIBE&#xa0;: </translation>
    </message>
    <message>
        <source>keyspace notifications on: expiries as Redis reports them (</source>
        <translation>notifications d’espace de clés activées&#xa0;: les expirations telles que Redis les signale (</translation>
    </message>
    <message>
        <source>unexpected array reply</source>
        <translation>réponse tableau inattendue</translation>
    </message>
    <message>
        <source>unexpected reply</source>
        <translation>réponse inattendue</translation>
    </message>
    <message>
        <source>connection refused: the primary is down</source>
        <translation>connexion refusée&#xa0;: le primaire est hors service</translation>
    </message>
    <message>
        <source>connection refused: the server is restarting</source>
        <translation>connexion refusée&#xa0;: le serveur redémarre</translation>
    </message>
    <message>
        <source>%1 needs the managed topology (--redis managed and &quot;redis&quot;: {&quot;replicas&quot;: n} in the scenario)</source>
        <translation>%1 demande la topologie gérée (--redis managed et &quot;redis&quot;: {&quot;replicas&quot;: n} dans le scénario)</translation>
    </message>
    <message>
        <source>no primary streaming to a replica</source>
        <translation>aucun primaire ne diffuse vers une réplique</translation>
    </message>
    <message>
        <source> (the relay holds the bytes)</source>
        <translation> (le relais retient les octets)</translation>
    </message>
    <message>
        <source>the primary is already down</source>
        <translation>le primaire est déjà hors service</translation>
    </message>
    <message>
        <source>; the kill waited, scenario time held, for </source>
        <translation>&#xa0;; l’arrêt brutal a attendu, temps du scénario suspendu, </translation>
    </message>
    <message>
        <source> in flight and what their replies set off</source>
        <translation> en route et ce que leurs réponses déclenchent</translation>
    </message>
    <message>
        <source>no failover under way</source>
        <translation>aucun basculement en cours</translation>
    </message>
    <message>
        <source>cannot reconnect to the promoted replica: </source>
        <translation>reconnexion impossible à la réplique promue&#xa0;: </translation>
    </message>
    <message>
        <source>run ended</source>
        <translation>exécution terminée</translation>
    </message>
    <message>
        <source>cannot reconnect: </source>
        <translation>reconnexion impossible&#xa0;: </translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT restored (%1): it may still be &quot;%2&quot;; CONFIG SET notify-keyspace-events &quot;%3&quot; puts it back</source>
        <translation>notify-keyspace-events NON rétabli (%1)&#xa0;: il vaut peut-être encore &quot;%2&quot;&#xa0;; CONFIG SET notify-keyspace-events &quot;%3&quot; le rétablit</translation>
    </message>
    <message>
        <source>notify-keyspace-events left as &quot;%1&quot;: someone changed it during the run (it was &quot;%2&quot; before)</source>
        <translation>notify-keyspace-events laissé à &quot;%1&quot;&#xa0;: quelqu’un l’a changé pendant l’exécution (il valait &quot;%2&quot; avant)</translation>
    </message>
    <message>
        <source>notify-keyspace-events restored to &quot;%1&quot;</source>
        <translation>notify-keyspace-events rétabli à &quot;%1&quot;</translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT restored (%1): it is still &quot;%2&quot;; CONFIG SET notify-keyspace-events &quot;%3&quot; puts it back</source>
        <translation>notify-keyspace-events NON rétabli (%1)&#xa0;: il vaut encore &quot;%2&quot;&#xa0;; CONFIG SET notify-keyspace-events &quot;%3&quot; le rétablit</translation>
    </message>
    <message>
        <source>%1 restored to &quot;%2&quot;</source>
        <translation>%1 rétabli à &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 NOT restored (%2): CONFIG SET %1 %3 puts it back</source>
        <translation>%1 NON rétabli (%2)&#xa0;: CONFIG SET %1 %3 le rétablit</translation>
    </message>
    <message>
        <source>cleanup: deleted %1 key(s) of this run by name</source>
        <translation>nettoyage&#xa0;: %1 clé(s) de cette exécution supprimée(s) par leur nom</translation>
    </message>
    <message>
        <source>cleanup: DEL failed (%1): the run&apos;s keys expire with their TTLs (at most %2 s)</source>
        <translation>nettoyage&#xa0;: échec de DEL (%1)&#xa0;: les clés de l’exécution expirent avec leurs TTL (au plus %2 s)</translation>
    </message>
    <message>
        <source>connection closed: the primary died</source>
        <translation>connexion fermée&#xa0;: le primaire est mort</translation>
    </message>
    <message>
        <source>the sentinel promoted no replica within %1 ms of the kill (wall)</source>
        <translation>la sentinelle n&apos;a promu aucune réplique dans les %1 ms après le kill (horloge murale)</translation>
    </message>
    <message>
        <source>still no reply after %1 ms (wall): this client has no timeout; LockLab stopped waiting at the run&apos;s deadline</source>
        <translation>toujours pas de réponse après %1 ms (horloge murale)&#xa0;: ce client n’a pas de délai d’attente&#xa0;; LockLab a cessé d’attendre à l’échéance de l’exécution</translation>
    </message>
    <message>
        <source>unexpected reply type %1</source>
        <translation>type de réponse inattendu %1</translation>
    </message>
    <message>
        <source>the server sent a reply of more than %1 elements</source>
        <translation>le serveur a envoyé une réponse de plus de %1 éléments</translation>
    </message>
    <message>
        <source>the server sent a reply longer than %1 MiB</source>
        <translation>le serveur a envoyé une réponse de plus de %1 Mio</translation>
    </message>
    <message>
        <source>cannot allocate a hiredis reader</source>
        <translation>impossible d’allouer un lecteur hiredis</translation>
    </message>
    <message>
        <source>connect failed</source>
        <translation>échec de la connexion</translation>
    </message>
    <message>
        <source>no connection within %1 ms</source>
        <translation>pas de connexion en %1 ms</translation>
    </message>
    <message>
        <source>no reply within %1 ms</source>
        <translation>pas de réponse en %1 ms</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <source>not connected: %1</source>
        <translation>non connecté&#xa0;: %1</translation>
    </message>
    <message>
        <source>connection is closing</source>
        <translation>la connexion se ferme</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>connexion perdue</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <source>the status %1</source>
        <translation>le statut %1</translation>
    </message>
    <message>
        <source>an integer (%1)</source>
        <translation>un entier (%1)</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>nil</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>la chaîne &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>an array of %n element(s)</source>
        <translation>
            <numerusform>un tableau de %n élément</numerusform>
            <numerusform>un tableau de %n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>notify-keyspace-events restored to &quot;%1&quot; on the old primary %2</source>
        <translation>notify-keyspace-events remis à &quot;%1&quot; sur l’ancien primaire %2</translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT restored on the old primary %1 (%2): CONFIG SET notify-keyspace-events &quot;%3&quot; there puts it back</source>
        <translation>notify-keyspace-events NON remis sur l’ancien primaire %1 (%2)&#xa0;: CONFIG SET notify-keyspace-events &quot;%3&quot; sur celui-ci le remet</translation>
    </message>
    <message>
        <source>cannot connect to the new primary %1: %2</source>
        <translation>impossible de se connecter au nouveau primaire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Redis Cluster node (INFO cluster does not say cluster_enabled:1): use redis://</source>
        <translation>%1 n’est pas un nœud Redis Cluster (INFO cluster n’indique pas cluster_enabled:1)&#xa0;: utilisez redis://</translation>
    </message>
    <message>
        <source>%1 is a Redis Cluster node (INFO cluster: cluster_enabled:1): the run treats it as %2</source>
        <translation>%1 est un nœud Redis Cluster (INFO cluster&#xa0;: cluster_enabled:1)&#xa0;: l’exécution le traite comme %2</translation>
    </message>
    <message>
        <source>no primary of the cluster serves slot %1, where the run&apos;s keys live (%2)</source>
        <translation>aucun primaire du cluster ne sert le slot %1, où vivent les clés de l’exécution (%2)</translation>
    </message>
    <message>
        <source>cluster: the run&apos;s keys (%1, slot %2) live on the primary at %3, as %4 of %5 says</source>
        <translation>cluster&#xa0;: les clés de l’exécution (%1, slot %2) vivent sur le primaire %3, d’après %4 de %5</translation>
    </message>
    <message>
        <source>cannot connect to the slot&apos;s primary at %1: %2</source>
        <translation>impossible de se connecter au primaire du slot %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cluster: slot %1 moved from %2 to %3 (MOVED): every connection follows it</source>
        <translation>cluster&#xa0;: le slot %1 est passé de %2 à %3 (MOVED)&#xa0;: chaque connexion le suit</translation>
    </message>
    <message>
        <source>cannot follow MOVED to %1: %2</source>
        <translation>impossible de suivre MOVED vers %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot follow ASK to %1: %2</source>
        <translation>impossible de suivre ASK vers %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the run&apos;s keys are on no shard of the managed cluster</source>
        <translation>les clés de l’exécution ne sont sur aucun shard du cluster géré</translation>
    </message>
    <message>
        <source>replication held: shard %1&apos;s replica(s) receive nothing of its primary&apos;s stream until %2 ms (stopped with SIGSTOP, their link dropped on the primary with CLIENT KILL TYPE replica)</source>
        <translation>réplication retenue&#xa0;: la ou les répliques du shard %1 ne reçoivent rien du flux de leur primaire jusqu’à %2 ms (arrêtées par SIGSTOP, leur lien coupé sur le primaire par CLIENT KILL TYPE replica)</translation>
    </message>
    <message>
        <source>the primary of shard %1 died (SIGKILL); its replica has %2 of its %3 key(s)</source>
        <translation>le primaire du shard %1 est mort (SIGKILL)&#xa0;; sa réplique a %2 de ses %3 clé(s)</translation>
    </message>
    <message>
        <source>the cluster promoted no replica within %1 ms of the kill (wall)</source>
        <translation>le cluster n’a promu aucune réplique dans les %1 ms suivant le kill (horloge murale)</translation>
    </message>
    <message>
        <source>no primary serves slot %1 after the failover</source>
        <translation>aucun primaire ne sert le slot %1 après le basculement</translation>
    </message>
    <message>
        <source>the cluster promoted shard %1&apos;s replica with %2 key(s): voted in %3 ms after the kill (wall; cluster-node-timeout %4 ms); the clients read the new map (%5) and reconnect to it at %6</source>
        <translation>le cluster a promu la réplique du shard %1 avec %2 clé(s)&#xa0;: élue %3 ms après le kill (horloge murale&#xa0;; cluster-node-timeout %4 ms)&#xa0;; les clients lisent la nouvelle carte (%5) et s’y reconnectent en %6</translation>
    </message>
    <message>
        <source>instance %1 of %2 did not start: %3</source>
        <translation>l’instance %1 sur %2 n’a pas démarré&#xa0;: %3</translation>
    </message>
    <message>
        <source>Redlock of %1 independent managed redis-servers (no replication) on 127.0.0.1 ports %2</source>
        <translation>Redlock de %1 redis-server gérés indépendants (sans réplication) sur 127.0.0.1, ports %2</translation>
    </message>
    <message>
        <source>instance %1: %2</source>
        <translation>instance %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a Redlock&apos;s instances have no replicas</source>
        <translation>les instances d’un Redlock n’ont pas de réplicas</translation>
    </message>
    <message>
        <source>; scenario time stood still for the restart (%1 ms of wall time), and %2 key TTL(s) on the instances got it back</source>
        <translation>&#xa0;; le temps du scénario s’est arrêté pendant le redémarrage (%1 ms de temps réel), et %2 TTL de clés sur les instances l’ont récupéré</translation>
    </message>
    <message>
        <source>the %1 Redlock instances stopped</source>
        <translation>les %1 instances du Redlock sont arrêtées</translation>
    </message>
    <message>
        <source>a stall (SIGSTOP) is played on a Redlock&apos;s managed instances only</source>
        <translation>un blocage (SIGSTOP) n’est joué que sur les instances gérées d’un Redlock</translation>
    </message>
    <message>
        <source>SIGSTOP failed: the server is not running</source>
        <translation>SIGSTOP a échoué&#xa0;: le serveur ne tourne pas</translation>
    </message>
    <message>
        <source>redis-server (pid %1) stopped with SIGSTOP for %2 ms, then SIGCONT: it answers nothing meanwhile, then runs what was sent to it</source>
        <translation>redis-server (pid %1) arrêté par SIGSTOP pendant %2 ms, puis SIGCONT&#xa0;: il ne répond rien entre-temps, puis exécute ce qu’on lui a envoyé</translation>
    </message>
</context>
<context>
    <name>locklab::LiveRun</name>
    <message>
        <source>the managed redis-server is no longer running</source>
        <translation>le redis-server géré ne tourne plus</translation>
    </message>
    <message>
        <source>PING failed: </source>
        <translation>échec de PING&#xa0;: </translation>
    </message>
    <message>
        <source>cycle failed: </source>
        <translation>échec du cycle&#xa0;: </translation>
    </message>
    <message>
        <source>run ended</source>
        <translation>exécution terminée</translation>
    </message>
    <message>
        <source>cannot start the managed primary and replicas: </source>
        <translation>impossible de démarrer le primaire géré et ses répliques&#xa0;: </translation>
    </message>
    <message>
        <source>managed topology up in %1 ms: %2</source>
        <translation>topologie gérée prête en %1 ms&#xa0;: %2</translation>
    </message>
    <message>
        <source>data store: SQLite database %1 (deleted when the run ends)</source>
        <translation>stockage de données&#xa0;: base SQLite %1 (supprimée à la fin de l’exécution)</translation>
    </message>
    <message>
        <source>data store: plain file %1 (deleted when the run ends)</source>
        <translation>stockage de données&#xa0;: simple fichier %1 (supprimé à la fin de l’exécution)</translation>
    </message>
    <message>
        <source>lost the connection to Redis: </source>
        <translation>connexion à Redis perdue&#xa0;: </translation>
    </message>
    <message>
        <source>; commands from now on fail, replies in flight are unknown</source>
        <translation>&#xa0;; les commandes échouent désormais, les réponses en route sont inconnues</translation>
    </message>
    <message>
        <source>woke %1 ms late (%2)</source>
        <translation>réveillé avec %1 ms de retard (%2)</translation>
    </message>
    <message>
        <source>run interrupted by signal %1: cancelling every wait</source>
        <translation>exécution interrompue par le signal %1&#xa0;: chaque attente est annulée</translation>
    </message>
    <message>
        <source>run stopped</source>
        <translation>exécution arrêtée</translation>
    </message>
    <message>
        <source>run deadline of %1 ms (wall) passed: cancelling every wait</source>
        <translation>échéance de l’exécution de %1 ms (horloge murale) dépassée&#xa0;: chaque attente est annulée</translation>
    </message>
    <message>
        <source>run cancelled</source>
        <translation>exécution annulée</translation>
    </message>
    <message>
        <source>timer lateness over %1 wake-ups (wall): p50 %2 ms, p99 %3 ms, max %4 ms</source>
        <translation>retard des minuteries sur %1 réveils (horloge murale)&#xa0;: p50 %2 ms, p99 %3 ms, max %4 ms</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>minuterie</translation>
    </message>
    <message>
        <source>heartbeat</source>
        <translation>heartbeat</translation>
    </message>
    <message>
        <source>server receives</source>
        <translation>le serveur reçoit</translation>
    </message>
    <message>
        <source>reply arrives</source>
        <translation>la réponse arrive</translation>
    </message>
    <message>
        <source>key expires</source>
        <translation>la clé expire</translation>
    </message>
    <message>
        <source>%1 needs a primary with %2 replica(s), which LockLab starts and kills itself: run it with --redis managed (never against a user&apos;s redis:// or redis+sentinel:// URL: LockLab never kills a user&apos;s primary)</source>
        <translation>%1 a besoin d’un primaire avec %2 réplique(s), que LockLab démarre et tue lui-même&#xa0;: lancez-le avec --redis managed (jamais contre l’URL redis:// ou redis+sentinel:// d’un utilisateur&#xa0;: LockLab ne tue jamais le primaire d’un utilisateur)</translation>
    </message>
    <message>
        <source>lost the connection to the primary: %1; commands fail until a sentinel names the next one (+switch-master)</source>
        <translation>connexion au primaire perdue&#xa0;: %1&#xa0;; les commandes échouent jusqu’à ce qu’un sentinel nomme le suivant (+switch-master)</translation>
    </message>
    <message>
        <source>sentinel %1 names %2 as the primary of %3</source>
        <translation>le sentinel %1 nomme %2 primaire de %3</translation>
    </message>
    <message>
        <source>failover through the sentinels of %1: the primary %2 is out</source>
        <translation>basculement par les sentinels de %1&#xa0;: le primaire %2 est tombé</translation>
    </message>
    <message>
        <source>a sentinel switched the primary to %1 (+switch-master); the clients reconnect to it</source>
        <translation>un sentinel a basculé le primaire vers %1 (+switch-master)&#xa0;; les clients s’y reconnectent</translation>
    </message>
    <message>
        <source>following failovers: subscribed to +switch-master on sentinel %1</source>
        <translation>suivi des basculements&#xa0;: abonné à +switch-master sur le sentinel %1</translation>
    </message>
    <message>
        <source>no sentinel named another primary before the run ended</source>
        <translation>aucun sentinel n’a nommé d’autre primaire avant la fin de l’exécution</translation>
    </message>
    <message>
        <source>reconnected to the new primary %1</source>
        <translation>reconnecté au nouveau primaire %1</translation>
    </message>
    <message>
        <source>cannot start the managed cluster: </source>
        <translation>impossible de démarrer le cluster géré&#xa0;: </translation>
    </message>
    <message>
        <source>managed cluster up in %1 ms (cluster-node-timeout %2 ms): %3</source>
        <translation>cluster géré prêt en %1 ms (cluster-node-timeout %2 ms)&#xa0;: %3</translation>
    </message>
    <message>
        <source>lost the connection to the primary of slot %1: %2; commands fail until the cluster&apos;s map names another primary for it</source>
        <translation>connexion perdue avec le primaire du slot %1&#xa0;: %2&#xa0;; les commandes échouent jusqu’à ce que la carte du cluster nomme un autre primaire pour lui</translation>
    </message>
    <message>
        <source>failover in the cluster: the primary %1 of slot %2 is out</source>
        <translation>basculement dans le cluster&#xa0;: le primaire %1 du slot %2 est hors service</translation>
    </message>
    <message>
        <source>the cluster&apos;s map names %1 as the primary of slot %2 (CLUSTER SHARDS); the clients reconnect to it</source>
        <translation>la carte du cluster nomme %1 primaire du slot %2 (CLUSTER SHARDS)&#xa0;; les clients s’y reconnectent</translation>
    </message>
    <message>
        <source>the cluster&apos;s map named no other primary for the run&apos;s slot before the run ended</source>
        <translation>la carte du cluster n’a nommé aucun autre primaire pour le slot de l’exécution avant la fin de celle-ci</translation>
    </message>
    <message>
        <source>%1 is a Redlock of %2 independent instances, which LockLab starts, kills and restarts itself: run it with --redis managed (never against a user&apos;s redis:// URL: LockLab never kills a user&apos;s server or moves its keys&apos; TTLs)</source>
        <translation>%1 est un Redlock de %2 instances indépendantes, que LockLab démarre, tue et redémarre lui-même&#xa0;: lancez-le avec --redis managed (jamais contre l’URL redis:// d’un utilisateur&#xa0;: LockLab ne tue jamais le serveur d’un utilisateur et ne déplace jamais les TTL de ses clés)</translation>
    </message>
    <message>
        <source>cannot start the Redlock&apos;s instances: </source>
        <translation>impossible de démarrer les instances du Redlock&#xa0;: </translation>
    </message>
    <message>
        <source>managed instances up in %1 ms: %2</source>
        <translation>instances gérées démarrées en %1 ms&#xa0;: %2</translation>
    </message>
    <message>
        <source>plain RESP connection: SCRIPT LOAD failed</source>
        <translation>connexion RESP simple&#xa0;: échec de SCRIPT LOAD</translation>
    </message>
    <message>
        <source>plain RESP connection: no reply</source>
        <translation>connexion RESP simple&#xa0;: aucune réponse</translation>
    </message>
    <message>
        <source>plain RESP connection: </source>
        <translation>connexion RESP simple&#xa0;: </translation>
    </message>
    <message>
        <source>plain RESP connection: MOVED twice</source>
        <translation>connexion RESP simple&#xa0;: MOVED deux fois</translation>
    </message>
    <message>
        <source>plain RESP connection: cannot connect to %1:%2</source>
        <translation>connexion RESP simple&#xa0;: impossible de se connecter à %1:%2</translation>
    </message>
    <message>
        <source>plain RESP connection: %1 refused</source>
        <translation>connexion RESP simple&#xa0;: %1 refusé</translation>
    </message>
    <message>
        <source>plain RESP cycle failed</source>
        <translation>échec d’un cycle en RESP simple</translation>
    </message>
</context>
<context>
    <name>locklab::LockKeyModel</name>
    <message>
        <source>lock deleted</source>
        <translation>verrou supprimé</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sûr</translation>
    </message>
    <message>
        <source>two holders</source>
        <translation>deux détenteurs</translation>
    </message>
    <message>
        <source>stale write</source>
        <translation>écriture périmée</translation>
    </message>
    <message>
        <source>duplicate work</source>
        <translation>travail en double</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>non concluant</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n violation(s))</source>
        <translation>
            <numerusform>%1&#xa0;: %2 (%n violation)</numerusform>
            <numerusform>%1&#xa0;: %2 (%n violations)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lock key</source>
        <translation>Clé de verrou</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>Acquired</source>
        <translation>Acquis</translation>
    </message>
    <message>
        <source>Overlaps</source>
        <translation>Chevauchements</translation>
    </message>
    <message>
        <source>Overlap ms</source>
        <translation>Chevauchement ms</translation>
    </message>
    <message>
        <source>Foreign DELs</source>
        <translation>DEL étrangers</translation>
    </message>
    <message>
        <source>Stale writes</source>
        <translation>Écritures périmées</translation>
    </message>
    <message>
        <source>Lost while held</source>
        <translation>Perdus en étant détenus</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Violations</translation>
    </message>
    <message>
        <source>The key&apos;s verdict; sorted, the worst key first</source>
        <translation>Le verdict de la clé&#xa0;; trié, la pire clé d’abord</translation>
    </message>
    <message>
        <source>Clients that sent a command on the key</source>
        <translation>Clients ayant envoyé une commande sur la clé</translation>
    </message>
    <message>
        <source>Acquisitions that took effect</source>
        <translation>Acquisitions qui ont pris effet</translation>
    </message>
    <message>
        <source>Times two clients believed they held the key at once, and for how long in all</source>
        <translation>Fois où deux clients ont cru détenir la clé en même temps, et pendant combien de temps au total</translation>
    </message>
    <message>
        <source>DELs that freed another client&apos;s lock</source>
        <translation>DEL qui ont libéré le verrou d’un autre client</translation>
    </message>
    <message>
        <source>Writes accepted from a client that no longer held the lock</source>
        <translation>Écritures acceptées d’un client qui ne détenait plus le verrou</translation>
    </message>
    <message>
        <source>Locks that expired while their holder still believed it held them</source>
        <translation>Verrous expirés alors que leur détenteur croyait encore les détenir</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>The cluster shard that holds the key, named by its primary when the watch began</source>
        <translation>Le shard du cluster qui détient la clé, nommé d’après son primaire au début de l’observation</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>locklab::LockKeysPanel</name>
    <message>
        <source>Filter keys</source>
        <translation>Filtrer les clés</translation>
    </message>
    <message>
        <source>Show only the keys that contain this text</source>
        <translation>N’afficher que les clés qui contiennent ce texte</translation>
    </message>
    <message>
        <source>No lock keys: a simulated run has one lock, its scenario&apos;s.</source>
        <translation>Aucune clé de verrou&#xa0;: une exécution simulée a un seul verrou, celui de son scénario.</translation>
    </message>
    <message numerus="yes">
        <source>; %n key(s) taken once and never released (deduplication keys, not locks) left out</source>
        <translation>
            <numerusform>; %n clé prise une fois et jamais libérée (clé de déduplication, pas un verrou) écartée</numerusform>
            <numerusform>; %n clés prises une fois et jamais libérées (clés de déduplication, pas des verrous) écartées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n listed</source>
        <translation>
            <numerusform>; %n affichée</numerusform>
            <numerusform>; %n affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lock key(s) with violations</source>
        <translation>
            <numerusform>%1 clé de verrou sur %n avec des violations</numerusform>
            <numerusform>%1 clés de verrou sur %n avec des violations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation>Équité</translation>
    </message>
    <message>
        <source>Fault palette</source>
        <translation>Palette d’incidents</translation>
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
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Running on %1…</source>
        <translation>Exécution sur %1…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>Enregistrer le scénario &amp;sous…</translation>
    </message>
    <message>
        <source>Fencing tokens</source>
        <translation>Jetons de fencing</translation>
    </message>
    <message>
        <source>Heartbeat</source>
        <translation>Heartbeat</translation>
    </message>
    <message>
        <source>Holders extend their lock (compare-and-PEXPIRE) every third of the TTL</source>
        <translation>Les détenteurs prolongent leur verrou (compare-and-PEXPIRE) à chaque tiers du TTL</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back to the start of the run, ready to step (Home)</source>
        <translation>Revenir au début de l’exécution, prêt pour le pas à pas (Début)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Reculer d’un pas</translation>
    </message>
    <message>
        <source>Play or pause the run at the chosen speed (Space)</source>
        <translation>Lire ou mettre en pause l’exécution à la vitesse choisie (Espace)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas suivant</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Show the whole run (End)</source>
        <translation>Afficher toute l’exécution (Fin)</translation>
    </message>
    <message>
        <source>&amp;Fit All</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>Thème s&amp;ombre</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Built-in scenarios and recent files</source>
        <translation>Scénarios intégrés et fichiers récents</translation>
    </message>
    <message>
        <source> Scenario </source>
        <translation> Scénario </translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Redis URL…</source>
        <translation>URL Redis…</translation>
    </message>
    <message>
        <source>Where the commands run: the embedded model of Redis, or a real server</source>
        <translation>Où s’exécutent les commandes&#xa0;: le modèle intégré de Redis, ou un vrai serveur</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>Politiques</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Libération</translation>
    </message>
    <message>
        <source>Naive DEL</source>
        <translation>DEL naïf</translation>
    </message>
    <message>
        <source>Token compare-and-delete</source>
        <translation>Compare-and-delete par jeton</translation>
    </message>
    <message>
        <source>How a holder releases: DEL by key, or a script that deletes only its own token</source>
        <translation>Comment un détenteur libère le verrou&#xa0;: DEL par clé, ou un script qui ne supprime que son propre jeton</translation>
    </message>
    <message>
        <source> Release </source>
        <translation> Libération </translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Commandes de lecture</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Playback speed in scenario time per wall-clock time</source>
        <translation>Vitesse de lecture&#xa0;: temps du scénario par unité de temps réel</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Vitesse </translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xécution</translation>
    </message>
    <message>
        <source>&amp;About LockLab</source>
        <translation>À &amp;propos de LockLab</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not open the scenario: %1</source>
        <translation>Impossible d’ouvrir le scénario&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redis URL</source>
        <translation>URL Redis</translation>
    </message>
    <message numerus="yes">
        <source>%n engine event(s) · %1 · seed %2</source>
        <translation>
            <numerusform>%n événement du moteur · %1 · graine %2</numerusform>
            <numerusform>%n événements du moteur · %1 · graine %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Each holder takes a token from INCR; the store refuses writes with an older token</source>
        <translation>Chaque détenteur obtient un jeton par INCR&#x202f;; le stockage refuse les écritures portant un jeton plus ancien</translation>
    </message>
    <message>
        <source>%1[*] — LockLab</source>
        <translation>%1[*] — LockLab</translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation>&amp;Nouveau scénario</translation>
    </message>
    <message>
        <source>A new scenario: one worker that acquires, works and releases</source>
        <translation>Un nouveau scénario&#xa0;: un worker qui acquiert, travaille et libère</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>&amp;Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Save the scenario to its file (a built-in or new one asks where)</source>
        <translation>Enregistrer le scénario dans son fichier (un scénario intégré ou nouveau demande où)</translation>
    </message>
    <message>
        <source>(unsaved scenario)</source>
        <translation>(scénario non enregistré)</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved.</source>
        <translation>Le scénario « %1 » a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Les enregistrer avant de continuer&#xa0;?</translation>
    </message>
    <message>
        <source>WAIT</source>
        <translation>WAIT</translation>
    </message>
    <message>
        <source>After SET NX, WAIT for a replica (WAIT 1 50 unless the scenario says more); with fewer, release and retry. It tells, it never undoes the write.</source>
        <translation>Après SET NX, attendre une réplique avec WAIT (WAIT 1 50 sauf si le scénario en dit plus)&#xa0;; avec moins, libérer et réessayer. WAIT informe, il n&apos;annule jamais l&apos;écriture.</translation>
    </message>
    <message>
        <source>Open a scenario (.json) or a recording (.locklab.json)</source>
        <translation>Ouvrir un scénario (.json) ou un enregistrement (.locklab.json)</translation>
    </message>
    <message>
        <source>Seed &amp;Lab…</source>
        <translation>&amp;Labo de l’article…</translation>
    </message>
    <message>
        <source>Seed Lab</source>
        <translation>Labo de l’article</translation>
    </message>
    <message>
        <source>The article&apos;s six experiments, one line each, with links to their scenarios</source>
        <translation>Les six expériences de l’article, une ligne chacune, avec un lien vers leur scénario</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>Raccourcis &amp;clavier…</translation>
    </message>
    <message>
        <source>Could not open the recording: %1</source>
        <translation>Impossible d’ouvrir l’enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Change Lock Purpose</source>
        <translation>Changer le but du verrou</translation>
    </message>
    <message>
        <source>%1 · events: %2 · violations: %3</source>
        <translation>%1 · événements&#xa0;: %2 · violations&#xa0;: %3</translation>
    </message>
    <message>
        <source>Choose a backend to run the scenario again there.</source>
        <translation>Choisissez un backend pour y exécuter de nouveau le scénario.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide d&apos;utilisation</translation>
    </message>
    <message>
        <source>Back one step from the cursor: a recording moves back one event, the simulator re-runs to the step before (←)</source>
        <translation>Un pas en arrière depuis le curseur&#xa0;: un enregistrement recule d’un événement, le simulateur rejoue jusqu’au pas précédent (←)</translation>
    </message>
    <message>
        <source>Run to the next engine event after the cursor (→)</source>
        <translation>Aller jusqu’au prochain événement du moteur après le curseur (→)</translation>
    </message>
    <message>
        <source>&amp;Screencast Layout</source>
        <translation>Disposition &amp;screencast</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The timeline gets the window: the inspector and the fault palette make room (View menu brings them back), the event log keeps a few rows or, below 800 px, hides (Ctrl+L brings it back)</source>
        <translation>La chronologie prend la fenêtre&#xa0;: l’inspecteur et la palette d’incidents s’effacent (le menu Affichage les rappelle), le journal garde quelques lignes ou, sous 800 px, s’efface (Ctrl+L le rappelle)</translation>
    </message>
    <message>
        <source>Could not open the MONITOR log: %1</source>
        <translation>Impossible d’ouvrir le journal MONITOR&#xa0;: %1</translation>
    </message>
    <message>
        <source>Observed traffic shows what its clients did: a policy or a fault here would replace it with a simulation. Open a scenario to simulate.</source>
        <translation>Le trafic observé montre ce que ses clients ont fait&#xa0;: une politique ou une panne ici le remplacerait par une simulation. Ouvrez un scénario pour simuler.</translation>
    </message>
    <message>
        <source>Scenarios, recordings and MONITOR logs (*.json *.locklab *.locklab.json *.log *.txt);;Recordings (*.locklab *.locklab.json);;MONITOR logs (*.log *.txt);;All files (*)</source>
        <translation>Scénarios, enregistrements et journaux MONITOR (*.json *.locklab *.locklab.json *.log *.txt);;Enregistrements (*.locklab *.locklab.json);;Journaux MONITOR (*.log *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>redis://[user:password@]host[:port][/db]
or, through sentinels: redis+sentinel://host:port[,host:port…]/MASTER[/db]
or a cluster, from its seeds: redis+cluster://host:port[,host:port…]</source>
        <translation>redis://[user:password@]host[:port][/db]
ou, par des sentinels&#xa0;: redis+sentinel://host:port[,host:port…]/MASTER[/db]
ou un cluster, depuis ses seeds&#xa0;: redis+cluster://host:port[,host:port…]</translation>
    </message>
    <message>
        <source>step %1 of %2 · %3</source>
        <translation>pas %1 sur %2 · %3</translation>
    </message>
</context>
<context>
    <name>locklab::ManagedCluster</name>
    <message>
        <source>the node on port %1 is not a cluster node: %2</source>
        <translation>le nœud du port %1 n’est pas un nœud de cluster&#xa0;: %2</translation>
    </message>
    <message>
        <source>CLUSTER ADDSLOTSRANGE failed on port %1</source>
        <translation>CLUSTER ADDSLOTSRANGE a échoué sur le port %1</translation>
    </message>
    <message>
        <source>CLUSTER MEET failed on port %1</source>
        <translation>CLUSTER MEET a échoué sur le port %1</translation>
    </message>
    <message>
        <source>CLUSTER REPLICATE failed on port %1</source>
        <translation>CLUSTER REPLICATE a échoué sur le port %1</translation>
    </message>
    <message>
        <source>the cluster did not become ok within %1 ms (node on port %2:%3)</source>
        <translation>le cluster n’est pas devenu ok en %1 ms (nœud du port %2:%3)</translation>
    </message>
    <message>
        <source>shard %1 (slots %2-%3): primary on port %4</source>
        <translation>shard %1 (slots %2-%3)&#xa0;: primaire sur le port %4</translation>
    </message>
    <message>
        <source>, replica(s) on port %1</source>
        <translation>, réplique(s) sur le port %1</translation>
    </message>
    <message>
        <source>shard %1 has no running primary</source>
        <translation>le shard %1 n’a aucun primaire en marche</translation>
    </message>
    <message>
        <source>no shard %1</source>
        <translation>pas de shard %1</translation>
    </message>
    <message>
        <source>the cluster promoted no replica of shard %1 within %2 ms</source>
        <translation>le cluster n’a promu aucune réplique du shard %1 en %2 ms</translation>
    </message>
    <message>
        <source>cannot move slot %1 to shard %2</source>
        <translation>impossible de déplacer le slot %1 vers le shard %2</translation>
    </message>
    <message>
        <source>slot %1 has no other owner to move it from</source>
        <translation>le slot %1 n’a pas d’autre propriétaire d’où le déplacer</translation>
    </message>
    <message>
        <source>CLUSTER SETSLOT %1 IMPORTING/MIGRATING failed</source>
        <translation>CLUSTER SETSLOT %1 IMPORTING/MIGRATING a échoué</translation>
    </message>
    <message>
        <source>MIGRATE of slot %1 failed</source>
        <translation>MIGRATE du slot %1 a échoué</translation>
    </message>
    <message>
        <source>CLIENT KILL TYPE replica failed on port %1</source>
        <translation>CLIENT KILL TYPE replica a échoué sur le port %1</translation>
    </message>
    <message>
        <source>shard %1 has no replica to promote</source>
        <translation>le shard %1 n’a aucune réplique à promouvoir</translation>
    </message>
</context>
<context>
    <name>locklab::ManagedRedis</name>
    <message>
        <source>redis-server did not finish its AOF rewrite within %1 ms</source>
        <translation>redis-server n’a pas terminé sa réécriture AOF en %1&#xa0;ms</translation>
    </message>
    <message>
        <source>redis-server not found in PATH: install the Debian package redis-server (sudo apt-get install redis-server) or pass --redis redis://host:port</source>
        <translation>redis-server introuvable dans le PATH&#xa0;: installez le paquet Debian redis-server (sudo apt-get install redis-server) ou passez --redis redis://hôte:port</translation>
    </message>
    <message>
        <source>cannot create a temporary directory for redis-server: </source>
        <translation>impossible de créer un répertoire temporaire pour redis-server&#xa0;: </translation>
    </message>
    <message>
        <source>redis-server did not start: </source>
        <translation>redis-server n’a pas démarré&#xa0;: </translation>
    </message>
    <message>
        <source>redis-server exited: </source>
        <translation>redis-server s’est arrêté&#xa0;: </translation>
    </message>
    <message>
        <source>redis-server did not answer PING on port %1 within %2 ms</source>
        <translation>redis-server n’a pas répondu à PING sur le port %1 en %2 ms</translation>
    </message>
    <message>
        <source>primary on port %1</source>
        <translation>primaire sur le port %1</translation>
    </message>
    <message>
        <source>replica %1 (now the primary) on port %2</source>
        <translation>réplique %1 (désormais le primaire) sur le port %2</translation>
    </message>
    <message>
        <source>replica %1 on port %2 through relay port %3</source>
        <translation>réplique %1 sur le port %2 via le port relais %3</translation>
    </message>
    <message>
        <source>REPLICAOF failed on the replica on port %1</source>
        <translation>échec de REPLICAOF sur la réplique du port %1</translation>
    </message>
    <message>
        <source>the replica on port %1 did not sync with its primary within 5 s</source>
        <translation>la réplique du port %1 ne s’est pas synchronisée avec son primaire en 5 s</translation>
    </message>
    <message>
        <source>the primary is not running</source>
        <translation>le primaire ne tourne pas</translation>
    </message>
    <message>
        <source>no replica left to promote</source>
        <translation>plus aucune réplique à promouvoir</translation>
    </message>
    <message>
        <source>no failover under way</source>
        <translation>aucun basculement en cours</translation>
    </message>
    <message>
        <source>REPLICAOF NO ONE failed on port %1</source>
        <translation>échec de REPLICAOF NO ONE sur le port %1</translation>
    </message>
    <message>
        <source>replication relay cannot listen on 127.0.0.1: </source>
        <translation>le relais de réplication ne peut pas écouter sur 127.0.0.1&#xa0;: </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>redis-sentinel did not start: </source>
        <translation>redis-sentinel n&apos;a pas démarré&#xa0;: </translation>
    </message>
    <message>
        <source>the sentinel on port %1 did not see every replica within 5 s</source>
        <translation>la sentinelle sur le port %1 n&apos;a pas vu chaque réplique en 5 s</translation>
    </message>
    <message>
        <source>the sentinel named no replica of ours</source>
        <translation>la sentinelle n&apos;a désigné aucune de nos répliques</translation>
    </message>
    <message>
        <source>the replica on port %1 did not follow the sentinel&apos;s new primary within 5 s</source>
        <translation>la réplique sur le port %1 n&apos;a pas suivi le nouveau primaire de la sentinelle en 5 s</translation>
    </message>
    <message>
        <source>the cluster node on port %1 did not serve again within %2 ms of its restart</source>
        <translation>le nœud de cluster du port %1 n’a pas recommencé à servir dans les %2 ms suivant son redémarrage</translation>
    </message>
</context>
<context>
    <name>locklab::MonitorLogDialog</name>
    <message>
        <source>Import MONITOR Log</source>
        <translation>Importer un journal MONITOR</translation>
    </message>
    <message>
        <source>%1 is replayed on LockLab&apos;s Redis model: every lock key it shows, each with its own timeline and verdict. Replies and beliefs are inferred from the commands.</source>
        <translation>%1 est rejoué sur le modèle Redis de LockLab&#xa0;: chaque clé de verrou qu’il montre, chacune avec sa chronologie et son verdict. Les réponses et les croyances sont déduites des commandes.</translation>
    </message>
    <message>
        <source>found automatically (SET … NX with an expiry)</source>
        <translation>trouvées automatiquement (SET … NX avec expiration)</translation>
    </message>
    <message>
        <source>Redis globs, separated by spaces or commas (lock:* orders:*:lock); a key named here is a lock even if it was taken only once</source>
        <translation>Motifs Redis, séparés par des espaces ou des virgules (lock:* orders:*:lock)&#xa0;; une clé nommée ici est un verrou même prise une seule fois</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The protected data: writes to these keys are the store lane&apos;s (stale writes)</source>
        <translation>Les données protégées&#xa0;: les écritures sur ces clés sont celles de la ligne du stockage (écritures périmées)</translation>
    </message>
    <message>
        <source>INCR on this key hands out fencing tokens</source>
        <translation>INCR sur cette clé distribue les jetons de fencing</translation>
    </message>
    <message>
        <source>the first with a lock key</source>
        <translation>la première avec une clé de verrou</translation>
    </message>
    <message>
        <source>MONITOR shows every database&apos;s commands: only this one&apos;s are followed</source>
        <translation>MONITOR montre les commandes de chaque base&#xa0;: seules celles de celle-ci sont suivies</translation>
    </message>
    <message>
        <source>Lock keys (globs)</source>
        <translation>Clés de verrou (motifs)</translation>
    </message>
    <message>
        <source>Store keys (globs)</source>
        <translation>Clés du stockage (motifs)</translation>
    </message>
    <message>
        <source>Fence key</source>
        <translation>Clé de fencing</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
</context>
<context>
    <name>locklab::Options</name>
    <message>
        <source>print the run as JSON</source>
        <translation>afficher l’exécution en JSON</translation>
    </message>
    <message>
        <source>built-in name or JSON file</source>
        <translation>nom intégré ou fichier JSON</translation>
    </message>
    <message>
        <source>expected exactly one scenario name or file</source>
        <translation>exactement un nom de scénario ou un fichier attendu</translation>
    </message>
    <message>
        <source>--seconds: expected a positive number, got %1</source>
        <translation>--seconds&#xa0;: nombre positif attendu, reçu %1</translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation>commande inconnue %1</translation>
    </message>
    <message>
        <source>--%1: expected on or off, got %2</source>
        <translation>--%1&#xa0;: on ou off attendu, reçu %2</translation>
    </message>
    <message>
        <source>--release: expected naive or token, got %1</source>
        <translation>--release&#xa0;: naive ou token attendu, reçu %1</translation>
    </message>
    <message>
        <source>--seed: expected a non-negative integer, got %1</source>
        <translation>--seed&#xa0;: entier positif ou nul attendu, reçu %1</translation>
    </message>
    <message>
        <source>--time-scale: expected a number from 1 to 1000, got %1</source>
        <translation>--time-scale&#xa0;: nombre de 1 à 1000 attendu, reçu %1</translation>
    </message>
    <message>
        <source>--timeout-ms: expected a positive integer, got %1</source>
        <translation>--timeout-ms&#xa0;: entier strictement positif attendu, reçu %1</translation>
    </message>
    <message>
        <source>--size: expected WxH from %1x%1 to %2x%2, got %3</source>
        <translation>--size&#xa0;: LxH de %1x%1 à %2x%2 attendu, reçu %3</translation>
    </message>
    <message>
        <source>--theme: expected light or dark, got %1</source>
        <translation>--theme&#xa0;: light ou dark attendu, reçu %1</translation>
    </message>
    <message>
        <source>--at-ms: expected a non-negative number, got %1</source>
        <translation>--at-ms&#xa0;: nombre positif ou nul attendu, reçu %1</translation>
    </message>
    <message>
        <source>A desktop lab for Redis distributed locks</source>
        <translation>Un laboratoire de bureau pour les verrous distribués Redis</translation>
    </message>
    <message>
        <source>Render the window into FILE.png and exit.</source>
        <translation>Faire le rendu de la fenêtre dans FILE.png et quitter.</translation>
    </message>
    <message>
        <source>Built-in scenario name or JSON file.</source>
        <translation>Nom d’un scénario intégré ou fichier JSON.</translation>
    </message>
    <message>
        <source>Cursor time in ms.</source>
        <translation>Temps du curseur en ms.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Taille de la fenêtre pour --screenshot.</translation>
    </message>
    <message>
        <source>light or dark</source>
        <translation>light ou dark</translation>
    </message>
    <message>
        <source>Scenarios (.json) and recordings (.locklab.json) to open.</source>
        <translation>Scénarios (.json) et enregistrements (.locklab.json) à ouvrir.</translation>
    </message>
    <message>
        <source>naive or token</source>
        <translation>naive ou token</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>on ou off</translation>
    </message>
    <message>
        <source>random seed</source>
        <translation>graine aléatoire</translation>
    </message>
    <message>
        <source>wall = scenario time x N (live)</source>
        <translation>horloge murale = temps du scénario x N (réel)</translation>
    </message>
    <message>
        <source>per-command timeout, wall ms (live)</source>
        <translation>délai par commande, ms d’horloge murale (réel)</translation>
    </message>
    <message>
        <source>expected one scenario</source>
        <translation>un scénario attendu</translation>
    </message>
    <message>
        <source>expected one or two --vary options</source>
        <translation>une ou deux options --vary attendues</translation>
    </message>
    <message>
        <source>--trials: expected an integer from 1 to 100000000, got %1</source>
        <translation>--trials&#xa0;: entier de 1 à 100000000 attendu, reçu %1</translation>
    </message>
    <message>
        <source>--threads: expected an integer from 0 to 256, got %1</source>
        <translation>--threads&#xa0;: entier de 0 à 256 attendu, reçu %1</translation>
    </message>
    <message>
        <source>--pause-prob: expected a number from 0 to 1, got %1</source>
        <translation>--pause-prob&#xa0;: nombre de 0 à 1 attendu, reçu %1</translation>
    </message>
    <message>
        <source>lock keys (glob, repeatable); default: any key taken with SET NX and an expiry</source>
        <translation>clés de verrou (glob, répétable)&#xa0;; par défaut&#xa0;: toute clé prise avec SET NX et une expiration</translation>
    </message>
    <message>
        <source>keys of the protected data (glob, repeatable)</source>
        <translation>clés des données protégées (glob, répétable)</translation>
    </message>
    <message>
        <source>the key INCR hands fencing tokens out of</source>
        <translation>la clé dont INCR tire les jetons de fencing</translation>
    </message>
    <message>
        <source>save the trace as a .locklab.json recording</source>
        <translation>enregistrer la trace comme enregistrement .locklab.json</translation>
    </message>
    <message>
        <source>print the trace, its summary and the traffic counts as JSON</source>
        <translation>afficher la trace, son résumé et les comptes du trafic en JSON</translation>
    </message>
    <message>
        <source>--extend: expected checked or unchecked, got %1</source>
        <translation>--extend&#xa0;: checked ou unchecked attendu, reçu %1</translation>
    </message>
    <message>
        <source>--tokens: expected random, pid, hostname or hostname-pid, got %1</source>
        <translation>--tokens&#xa0;: random, pid, hostname ou hostname-pid attendu, reçu %1</translation>
    </message>
    <message>
        <source>heartbeat extension: checked (compare-and-extend) or unchecked (plain PEXPIRE)</source>
        <translation>prolongation du heartbeat&#xa0;: checked (compare-and-extend) ou unchecked (simple PEXPIRE)</translation>
    </message>
    <message>
        <source>where lock tokens come from (only random is right)</source>
        <translation>d’où viennent les jetons du verrou (seul random est correct)</translation>
    </message>
    <message>
        <source>WAIT after SET NX: on or off</source>
        <translation>WAIT après SET NX&#xa0;: on ou off</translation>
    </message>
    <message>
        <source>save the run as a recording (FILE.locklab.json: JSON; FILE.locklab: compact)</source>
        <translation>enregistrer l’exécution (FILE.locklab.json&#xa0;: JSON&#xa0;; FILE.locklab&#xa0;: compact)</translation>
    </message>
    <message>
        <source>  --lang &lt;en|de|fr&gt;           Language of the report.</source>
        <translation>  --lang &lt;en|de|fr&gt;           Langue du rapport.</translation>
    </message>
    <message>
        <source>stop a run after N events (default %1)</source>
        <translation>arrêter une exécution après N événements (par défaut %1)</translation>
    </message>
    <message>
        <source>stop a run when its trace reaches MB (estimated, default %1)</source>
        <translation>arrêter une exécution quand sa trace atteint MB (estimation, par défaut %1)</translation>
    </message>
    <message>
        <source>--%1: expected an integer from 1 to %2, got %3</source>
        <translation>--%1&#xa0;: entier de 1 à %2 attendu, reçu %3</translation>
    </message>
    <message>
        <source>The article&apos;s six experiments in order</source>
        <translation>Les six expériences de l’article, dans l’ordre</translation>
    </message>
    <message>
        <source>%1; the report shows the run up to there</source>
        <translation>%1&#xa0;; le rapport montre l’exécution jusque-là</translation>
    </message>
    <message>
        <source>interrupted by %1; the server&apos;s settings are back as they were</source>
        <translation>interrompu par %1&#xa0;; les réglages du serveur sont revenus à leur état initial</translation>
    </message>
    <message>
        <source>interrupted by %1; the server&apos;s settings could NOT all be put back (see the trace&apos;s notes)</source>
        <translation>interrompu par %1&#xa0;; les réglages du serveur n’ont PAS tous pu être rétablis (voir les notes de la trace)</translation>
    </message>
    <message>
        <source>the server&apos;s settings could NOT all be put back; the trace&apos;s notes say which and how</source>
        <translation>les réglages du serveur n’ont PAS tous pu être rétablis&#xa0;; les notes de la trace disent lesquels et comment</translation>
    </message>
    <message>
        <source>lost the connection to Redis during the run; the report shows the error and unknown outcomes</source>
        <translation>connexion à Redis perdue pendant l’exécution&#xa0;; le rapport montre l’erreur et les issues inconnues</translation>
    </message>
    <message>
        <source>the run hit its deadline and was cancelled; the report shows the error and unknown outcomes</source>
        <translation>l’exécution a atteint son échéance et a été annulée&#xa0;; le rapport montre l’erreur et les issues inconnues</translation>
    </message>
    <message>
        <source>writing %1</source>
        <translation>écriture de %1</translation>
    </message>
    <message>
        <source>how long to measure</source>
        <translation>durée de la mesure</translation>
    </message>
    <message>
        <source>print the figures as JSON</source>
        <translation>afficher les chiffres en JSON</translation>
    </message>
    <message>
        <source>acquire+release cycles/s: %1</source>
        <translation>cycles acquisition+libération/s&#xa0;: %1</translation>
    </message>
    <message>
        <source>PING round trips/s:       %1</source>
        <translation>allers-retours PING/s&#xa0;:   %1</translation>
    </message>
    <message>
        <source>ratio to the limit (PING/2): %1</source>
        <translation>rapport à la limite (PING/2)&#xa0;: %1</translation>
    </message>
    <message>
        <source>cycles that did not take or free the lock: %1</source>
        <translation>cycles qui n’ont pas pris ou libéré le verrou&#xa0;: %1</translation>
    </message>
    <message>
        <source>--lang: expected one of %1, got nothing</source>
        <translation>--lang&#xa0;: une valeur parmi %1 attendue, rien reçu</translation>
    </message>
    <message>
        <source>--lang: expected one of %1, got %2</source>
        <translation>--lang&#xa0;: une valeur parmi %1 attendue, reçu %2</translation>
    </message>
    <message>
        <source>print the history as JSON lines</source>
        <translation>afficher l’historique en lignes JSON</translation>
    </message>
    <message>
        <source>write the recording to FILE instead of a report (.locklab.json: JSON, else compact)</source>
        <translation>écrire l’enregistrement dans FILE au lieu d’un rapport (.locklab.json&#xa0;: JSON, sinon compact)</translation>
    </message>
    <message>
        <source>a .locklab.json file</source>
        <translation>un fichier .locklab.json</translation>
    </message>
    <message>
        <source>expected one recording file</source>
        <translation>un fichier d’enregistrement attendu</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>lecture de %1</translation>
    </message>
    <message>
        <source>(recorded run)</source>
        <translation>(exécution enregistrée)</translation>
    </message>
    <message>
        <source>recorded against Redis %1</source>
        <translation>enregistré avec Redis %1</translation>
    </message>
    <message>
        <source>parameter=from:to:step</source>
        <translation>paramètre=début:fin:pas</translation>
    </message>
    <message>
        <source>trials per point</source>
        <translation>essais par point</translation>
    </message>
    <message>
        <source>write the points as CSV</source>
        <translation>écrire les points en CSV</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>afficher le résultat en JSON</translation>
    </message>
    <message>
        <source>worker threads (default: one per core)</source>
        <translation>threads de calcul (par défaut&#xa0;: un par cœur)</translation>
    </message>
    <message>
        <source>pause length distribution</source>
        <translation>distribution de la durée des pauses</translation>
    </message>
    <message>
        <source>chance that a pause happens</source>
        <translation>probabilité qu’une pause se produise</translation>
    </message>
    <message>
        <source>work time distribution</source>
        <translation>distribution du temps de travail</translation>
    </message>
    <message>
        <source>sweeping: %1 of %2 trials (%3%)</source>
        <translation>balayage&#xa0;: %1 essais sur %2 (%3 %)</translation>
    </message>
    <message>
        <source>   P(two holders) [95% CI]   P(stale write) off | on     overlap ms   acq/s</source>
        <translation>   P(deux détent.) [IC 95%]  P(écrit. périmée) off | on  chevauch. ms  acq/s</translation>
    </message>
    <message>
        <source>stopped: %1; the figures above are partial</source>
        <translation>arrêté&#xa0;: %1&#xa0;; les chiffres ci-dessus sont partiels</translation>
    </message>
    <message>
        <source>--show: expected one of %1, got %2</source>
        <translation>--show&#xa0;: attendu l’un de %1, reçu %2</translation>
    </message>
    <message>
        <source>print the summary without a line per event</source>
        <translation>afficher le résumé sans une ligne par événement</translation>
    </message>
    <message>
        <source>--summary is a report&apos;s: it cannot be used with --json, --jsonl or --export</source>
        <translation>--summary appartient au rapport&#xa0;: il ne va pas avec --json, --jsonl ou --export</translation>
    </message>
    <message>
        <source>the lock key whose trace the report details (default: the worst)</source>
        <translation>la clé de verrou dont le rapport détaille la trace (par défaut&#xa0;: la pire)</translation>
    </message>
    <message>
        <source>usage: locklab replay FILE.locklab[.json] [--key K] [--summary | --json | --jsonl | --export OUT.locklab[.json]]</source>
        <translation>usage&#xa0;: locklab replay FILE.locklab[.json] [--key K] [--summary | --json | --jsonl | --export OUT.locklab[.json]]</translation>
    </message>
    <message>
        <source>--key: the recording has no lock key %1 (it has: %2)</source>
        <translation>--key&#xa0;: l’enregistrement n’a pas de clé de verrou %1 (il a&#xa0;: %2)</translation>
    </message>
    <message>
        <source>watched traffic: the lock key to show (default: the recorded one)</source>
        <translation>trafic observé&#xa0;: la clé de verrou à montrer (par défaut&#xa0;: celle enregistrée)</translation>
    </message>
    <message>
        <source>inconclusive: %1, so the run shows nothing about the lock</source>
        <translation>non concluant&#xa0;: %1, l&apos;exécution ne montre donc rien du verrou</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>écriture impossible sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>erreur d&apos;écriture</translation>
    </message>
    <message>
        <source>the managed cluster did not start: </source>
        <translation>le cluster géré n’a pas démarré&#xa0;: </translation>
    </message>
    <message>
        <source>expected `live --redis managed|managed-cluster|URL`</source>
        <translation>attendu&#xa0;: `live --redis managed|managed-cluster|URL`</translation>
    </message>
    <message>
        <source>--time-scale and --timeout-ms apply to live runs: add --redis managed|managed-cluster|URL</source>
        <translation>--time-scale et --timeout-ms s’appliquent aux exécutions réelles&#xa0;: ajoutez --redis managed|managed-cluster|URL</translation>
    </message>
    <message>
        <source>managed, managed-cluster or a URL</source>
        <translation>managed, managed-cluster ou une URL</translation>
    </message>
    <message>
        <source>--json, --jsonl and --summary: one at a time</source>
        <translation>--json, --jsonl et --summary&#xa0;: une seule de ces options à la fois</translation>
    </message>
    <message>
        <source>What the window shows: timeline, compare, editor, fairness, sweep or tour.</source>
        <translation>Ce que montre la fenêtre&#xa0;: timeline, compare, editor, fairness, sweep ou tour.</translation>
    </message>
    <message>
        <source>Run to the next breakpoint (F8) from the cursor, as in the window&apos;s Debug menu.</source>
        <translation>Aller au point d’arrêt suivant (F8) depuis le curseur, comme dans le menu Débogage de la fenêtre.</translation>
    </message>
    <message>
        <source>same cycles as plain RESP/s: %1</source>
        <translation>mêmes cycles en RESP simple/s&#xa0;: %1</translation>
    </message>
    <message>
        <source>ratio to plain RESP:        %1</source>
        <translation>rapport au RESP simple&#xa0;:        %1</translation>
    </message>
    <message>
        <source>two holders [95% CI]</source>
        <translation>deux détenteurs [IC 95 %]</translation>
    </message>
    <message>
        <source>stale write</source>
        <translation>écriture périmée</translation>
    </message>
    <message>
        <source>lines to compare: single, single-fencing, redlock, redlock-fencing</source>
        <translation>lignes à comparer&#xa0;: single, single-fencing, redlock, redlock-fencing</translation>
    </message>
    <message>
        <source>usage: locklab sweep SCENARIO --vary ttl=50:500:50 [--vary ...] --trials N [--seed S] [--csv FILE] [--json]
       [--compare single,single-fencing,redlock,redlock-fencing]
       [--pause fixed:MS|exponential:mean=M|lognormal:median=M,sigma=S|pareto:min=M,alpha=A]
       [--pause-prob P] [--work DIST] [--threads N] [--release naive|token]
parameters: ttl, pause, pause-prob, work, workers, retry, jitter, clock-jump, drift, restart-delay
</source>
        <translation>usage&#xa0;: locklab sweep SCENARIO --vary ttl=50:500:50 [--vary ...] --trials N [--seed S] [--csv FILE] [--json]
       [--compare single,single-fencing,redlock,redlock-fencing]
       [--pause fixed:MS|exponential:mean=M|lognormal:median=M,sigma=S|pareto:min=M,alpha=A]
       [--pause-prob P] [--work DIST] [--threads N] [--release naive|token]
paramètres&#xa0;: ttl, pause, pause-prob, work, workers, retry, jitter, clock-jump, drift, restart-delay
</translation>
    </message>
    <message>
        <source>- is standard output, where the report goes: give a file or a FIFO</source>
        <translation>- est la sortie standard, où va le rapport&#xa0;: donnez un fichier ou un FIFO</translation>
    </message>
    <message>
        <source>print the table and the summary without a line per event; long lists cut to their first and last items</source>
        <translation>afficher le tableau et le résumé sans une ligne par événement&#xa0;; les longues listes réduites à leurs premiers et derniers éléments</translation>
    </message>
    <message>
        <source>--json and --summary: one at a time</source>
        <translation>--json et --summary&#xa0;: une seule de ces options à la fois</translation>
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
        <translation>usage&#xa0;: locklab [--lang en|de|fr]     ouvrir le labo de bureau (simulateur intégré)
       locklab --redis managed|URL     le labo de bureau sur un vrai Redis
       locklab --screenshot FILE.png [--scenario NAME] [--release naive|token] [--fencing on|off]
                   [--at-ms T] [--size WxH] [--theme light|dark]
                   [--show timeline|compare|editor|fairness|sweep|tour] [--run-to-breakpoint]
                   [FILE.json|RUN.locklab.json|CAPTURE.monitor.log]
       locklab list                    les scénarios intégrés
       locklab run SCENARIO|FILE.json [--release naive|token] [--fencing on|off]
                   [--heartbeat on|off] [--extend checked|unchecked]
                   [--tokens random|pid|hostname|hostname-pid] [--seed N] [--json|--jsonl|--summary]
                   [--record RUN.locklab[.json]]
       locklab run seed-lab            les six expériences de l’article, une ligne chacune
  live: locklab run ... --redis managed|managed-cluster|redis://[user[:password]@]host[:port][/db]
                   |redis+cluster://host:port[,host:port...]
                   |redis+sentinel://host:port[,host:port...]/MASTER[/db] [--time-scale N]
                   [--timeout-ms MS]   (sortie 2&#xa0;: Redis injoignable&#xa0;; 1&#xa0;: connexion perdue en cours)
       locklab replay RUN.locklab[.json] [--summary|--json|--jsonl]   le rapport d’une exécution enregistrée
       locklab replay RUN.locklab[.json] --export OUT.locklab[.json]   convertir un enregistrement
       locklab sweep SCENARIO --vary PARAM=FROM:TO:STEP [--trials N] [--seed S] [--pause DIST]
                   [--csv FILE] [--json]   (voir `locklab sweep --help`)
       locklab render SCENARIO|RUN.locklab.json --png F|--svg F|--frames DIR|--video F.mp4|.webm|.gif
                   [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [options de politique]
       locklab render tour --video F.mp4|--frames DIR   la visite guidée des six expériences
       locklab bench live --redis managed|managed-cluster|URL [--seconds S] [--json]
       locklab watch --redis URL [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME]
                   [--duration S] [--expiry-events] [--record F.locklab.json] [--json]
                   le vrai trafic de verrous d’un Redis via MONITOR (sortie 2&#xa0;: observation impossible&#xa0;; 1&#xa0;: Redis disparu)
       locklab import FILE.log [--keys GLOB]... [--store-keys GLOB]... [--fence-key NAME] [--record F] [--json]
                   une capture enregistrée de `redis-cli monitor` ou un journal du profileur de RedisInsight
       locklab --version
Chaque commande accepte --lang en|de|fr. run, sweep, replay, import et watch acceptent --max-events N
(par défaut 20000000&#xa0;; un import lu un groupe de clés à la fois n’en a pas) et --max-memory-mb MB
(taille estimée de la trace, par défaut 1024&#xa0;; pour un import&#xa0;: celle de chaque groupe)&#xa0;: une exécution
s’arrête au premier atteint, un import ou une observation garde le trafic jusque-là.
Codes de sortie&#xa0;: 0 une exécution complète, sûre ou non&#xa0;; 1 une exécution réelle qui a perdu Redis, dépassé
son échéance ou n’a pas pu rétablir les réglages du serveur&#xa0;; 2 entrée invalide&#xa0;; 3 non concluant (la plupart
des commandes sans réponse ou en erreur)&#xa0;; 4 arrêté par --max-events ou --max-memory-mb&#xa0;; 130/143 une
exécution réelle arrêtée par SIGINT/SIGTERM, après avoir rétabli le serveur.
</translation>
    </message>
</context>
<context>
    <name>locklab::OutputFile</name>
    <message>
        <source>cannot write: %1</source>
        <translation>écriture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique bloc</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>pas un fichier</translation>
    </message>
    <message>
        <source>%1, not a regular file: LockLab writes to a file, a FIFO or - (standard output)</source>
        <translation>%1, pas un fichier ordinaire&#xa0;: LockLab écrit dans un fichier, une FIFO ou - (sortie standard)</translation>
    </message>
</context>
<context>
    <name>locklab::PolicyToggles</name>
    <message>
        <source>Lock &amp;Tokens</source>
        <translation>Je&amp;tons du verrou</translation>
    </message>
    <message>
        <source>Heartbeat &amp;Extension</source>
        <translation>&amp;Prolongation du heartbeat</translation>
    </message>
    <message>
        <source>Lock &amp;Purpose</source>
        <translation>&amp;But du verrou</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>A random token per acquisition: the only right source</source>
        <translation>Un jeton aléatoire à chaque acquisition&#xa0;: la seule bonne source</translation>
    </message>
    <message>
        <source>Process id</source>
        <translation>Identifiant de processus</translation>
    </message>
    <message>
        <source>pid</source>
        <translation>pid</translation>
    </message>
    <message>
        <source>The worker&apos;s pid: every container&apos;s main process is PID 1, so tokens collide</source>
        <translation>Le pid du worker&#xa0;: le processus principal de chaque conteneur est le PID 1, les jetons se confondent</translation>
    </message>
    <message>
        <source>Hostname</source>
        <translation>Nom d’hôte</translation>
    </message>
    <message>
        <source>hostname</source>
        <translation>hôte</translation>
    </message>
    <message>
        <source>The worker&apos;s host: two processes on one host share it</source>
        <translation>L’hôte du worker&#xa0;: deux processus sur un même hôte le partagent</translation>
    </message>
    <message>
        <source>Hostname and pid</source>
        <translation>Nom d’hôte et pid</translation>
    </message>
    <message>
        <source>host:pid</source>
        <translation>hôte:pid</translation>
    </message>
    <message>
        <source>HOST:PID: shared by the threads of one process, and PID 1 in every container</source>
        <translation>HÔTE:PID&#xa0;: partagé par les threads d’un processus, et PID 1 dans chaque conteneur</translation>
    </message>
    <message>
        <source>Checked (compare-and-PEXPIRE)</source>
        <translation>Vérifiée (compare-and-PEXPIRE)</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>vérifiée</translation>
    </message>
    <message>
        <source>The heartbeat extends the key only while it still holds the worker&apos;s token</source>
        <translation>Le heartbeat ne prolonge la clé que tant qu’elle contient le jeton du worker</translation>
    </message>
    <message>
        <source>Unchecked (plain PEXPIRE)</source>
        <translation>Non vérifiée (PEXPIRE simple)</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>non vérifiée</translation>
    </message>
    <message>
        <source>The heartbeat extends whoever holds the key, even another worker&apos;s lock</source>
        <translation>Le heartbeat prolonge la clé quel que soit son détenteur, même le verrou d’un autre worker</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Exactitude</translation>
    </message>
    <message>
        <source>correctness</source>
        <translation>exactitude</translation>
    </message>
    <message>
        <source>Two holders at once are the failure: an overlap is red</source>
        <translation>Deux détenteurs à la fois sont l’échec&#xa0;: un chevauchement est rouge</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Efficacité</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>efficacité</translation>
    </message>
    <message>
        <source>The lock only saves duplicate work: an overlap is amber, only a corrupted store is red</source>
        <translation>Le verrou évite seulement du travail en double&#xa0;: un chevauchement est ambre, seul un stockage corrompu est rouge</translation>
    </message>
    <message>
        <source>Heartbeat extension</source>
        <translation>Prolongation du heartbeat</translation>
    </message>
    <message>
        <source>Lock tokens</source>
        <translation>Jetons du verrou</translation>
    </message>
    <message>
        <source>Lock purpose</source>
        <translation>But du verrou</translation>
    </message>
    <message>
        <source>Extension: %1</source>
        <translation>Prolongation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Jetons&#xa0;: %1</translation>
    </message>
    <message>
        <source>Purpose: %1</source>
        <translation>But&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>locklab::Presentation</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Docks hidden, larger type and captions, for recording a screencast (F5)</source>
        <translation>Panneaux masqués, texte et sous-titres agrandis, pour enregistrer un screencast (F5)</translation>
    </message>
    <message>
        <source>&amp;Captions</source>
        <translation>&amp;Sous-titres</translation>
    </message>
    <message>
        <source>Narrate the event at the cursor in plain words</source>
        <translation>Raconter en termes simples l’événement sous le curseur</translation>
    </message>
    <message>
        <source>Guided &amp;Tour</source>
        <translation>Visite &amp;guidée</translation>
    </message>
    <message>
        <source>Window Size 1280 × 720</source>
        <translation>Taille de fenêtre 1280 × 720</translation>
    </message>
    <message>
        <source>Window Size 1920 × 1080</source>
        <translation>Taille de fenêtre 1920 × 1080</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>Exporter une &amp;image…</translation>
    </message>
    <message>
        <source>The timeline at the cursor as a PNG or SVG, at any size</source>
        <translation>La chronologie au curseur, en PNG ou SVG, à n’importe quelle taille</translation>
    </message>
    <message>
        <source>Export &amp;Video…</source>
        <translation>Exporter une &amp;vidéo…</translation>
    </message>
    <message>
        <source>The run played at the chosen speed, as MP4, WebM, GIF or PNG frames</source>
        <translation>L’exécution lue à la vitesse choisie, en MP4, WebM, GIF ou images PNG</translation>
    </message>
    <message>
        <source>Window &amp;Size</source>
        <translation>Taille de la &amp;fenêtre</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 (as on screen)</source>
        <translation>%1 (comme à l’écran)</translation>
    </message>
    <message>
        <source>Size in pixels:</source>
        <translation>Taille en pixels&#xa0;:</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Export Video</source>
        <translation>Exporter une vidéo</translation>
    </message>
    <message>
        <source>%1.

Export a PNG frame sequence into a folder instead?</source>
        <translation>%1.

Exporter plutôt une séquence d’images PNG dans un dossier&#x202f;?</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;WebM video (*.webm);;GIF animation (*.gif);;PNG frames in a folder (*)</source>
        <translation>Vidéo MP4 (*.mp4);;Vidéo WebM (*.webm);;Animation GIF (*.gif);;Images PNG dans un dossier (*)</translation>
    </message>
    <message>
        <source>Folder for the PNG frames</source>
        <translation>Dossier des images PNG</translation>
    </message>
    <message>
        <source>Rendering %1 frames…</source>
        <translation>Rendu de %1 images…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Saved %1 (%2 frames at %3 fps)</source>
        <translation>%1 enregistré (%2 images à %3 i/s)</translation>
    </message>
    <message>
        <source>Export Guided &amp;Tour Video…</source>
        <translation>Exporter la vidéo de la visite &amp;guidée…</translation>
    </message>
    <message>
        <source>Export Guided Tour</source>
        <translation>Exporter la visite guidée</translation>
    </message>
    <message>
        <source>Rendering the guided tour: %1 frames…</source>
        <translation>Rendu de la visite guidée&#xa0;: %1 images…</translation>
    </message>
    <message>
        <source>Saved %1: the guided tour, %2 s</source>
        <translation>%1 enregistré&#xa0;: la visite guidée, %2&#xa0;s</translation>
    </message>
    <message>
        <source>The article&apos;s experiments and the later lessons in order, each playing at once under a title card that says what to watch (Shift+F5); PgUp, PgDown and Esc move on, back or out</source>
        <translation>Les expériences de l’article et les leçons suivantes dans l’ordre, chacune lancée aussitôt sous une carte de titre qui dit quoi observer (Maj+F5)&#xa0;; Page préc., Page suiv. et Échap reculent, avancent ou quittent</translation>
    </message>
    <message>
        <source>The guided tour&apos;s experiments in order, with title cards and captions, as one video</source>
        <translation>Les expériences de la visite guidée dans l’ordre, avec cartes de titre et sous-titres, en une seule vidéo</translation>
    </message>
</context>
<context>
    <name>locklab::RecordingLoader</name>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>%1: no client took a lock (no SET … NX with an expiry)</source>
        <translation>%1&#xa0;: aucun client n’a pris de verrou (pas de SET … NX avec expiration)</translation>
    </message>
</context>
<context>
    <name>locklab::RedisUrl</name>
    <message>
        <source>rediss:// (TLS) is not supported by hiredis 0.14; use redis://</source>
        <translation>rediss:// (TLS) n’est pas pris en charge par hiredis 0.14&#xa0;; utilisez redis://</translation>
    </message>
    <message>
        <source>expected redis://[user[:password]@]host[:port][/db], got &quot;%1&quot;</source>
        <translation>redis://[user[:password]@]host[:port][/db] attendu, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>invalid URL &quot;%1&quot;: %2</source>
        <translation>URL invalide &quot;%1&quot;&#xa0;: %2</translation>
    </message>
    <message>
        <source>unexpected query or fragment in &quot;%1&quot;</source>
        <translation>requête ou fragment inattendu dans &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no host in &quot;%1&quot;</source>
        <translation>aucun hôte dans &quot;%1&quot;</translation>
    </message>
    <message>
        <source>port out of range in &quot;%1&quot;</source>
        <translation>port hors limites dans &quot;%1&quot;</translation>
    </message>
    <message>
        <source>user %1 given without a password in &quot;%2&quot;</source>
        <translation>utilisateur %1 donné sans mot de passe dans &quot;%2&quot;</translation>
    </message>
    <message>
        <source>database must be a non-negative integer, got %1</source>
        <translation>la base doit être un entier positif ou nul, reçu %1</translation>
    </message>
    <message>
        <source>Invalid port or port number out of range</source>
        <translation>port invalide ou numéro de port hors limites</translation>
    </message>
    <message>
        <source>Invalid hostname (contains invalid characters)</source>
        <translation>nom d’hôte invalide (contient des caractères invalides)</translation>
    </message>
    <message>
        <source>Invalid IPv4 address</source>
        <translation>adresse IPv4 invalide</translation>
    </message>
    <message>
        <source>Invalid IPv6 address</source>
        <translation>adresse IPv6 invalide</translation>
    </message>
    <message>
        <source>Expected &apos;]&apos; to match &apos;[&apos; in hostname</source>
        <translation>&apos;]&apos; attendu pour fermer le &apos;[&apos; du nom d’hôte</translation>
    </message>
    <message>
        <source>Port field was empty</source>
        <translation>le champ du port était vide</translation>
    </message>
    <message>
        <source>redis:// names one server, got &quot;%1&quot;; a cluster&apos;s nodes: redis+cluster://host:port,host:port, sentinels: redis+sentinel://host:port,host:port/MASTER</source>
        <translation>redis:// désigne un seul serveur, reçu &quot;%1&quot;&#xa0;; les nœuds d’un cluster&#xa0;: redis+cluster://hôte:port,hôte:port, des sentinelles&#xa0;: redis+sentinel://hôte:port,hôte:port/MASTER</translation>
    </message>
    <message>
        <source>no primary name in &quot;%1&quot;: redis+sentinel://host:port/MASTER</source>
        <translation>aucun nom de primaire dans &quot;%1&quot;&#xa0;: redis+sentinel://hôte:port/MASTER</translation>
    </message>
    <message>
        <source>unexpected path %1 in &quot;%2&quot;</source>
        <translation>chemin inattendu %1 dans &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a cluster has database 0 only, got %1 in &quot;%2&quot;</source>
        <translation>un cluster n’a que la base 0, reçu %1 dans &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>locklab::RedisWatch</name>
    <message>
        <source>locklab watch: MONITOR makes Redis send every command to LockLab: it can halve the server&apos;s throughput, and its output buffer to us is unlimited. Watch briefly.</source>
        <translation>locklab watch&#xa0;: MONITOR fait envoyer chaque commande à LockLab par Redis&#xa0;: cela peut diviser par deux le débit du serveur, et son tampon de sortie vers nous est illimité. Observez brièvement.</translation>
    </message>
    <message>
        <source>locklab watch: watching %1 (Redis %2) %3</source>
        <translation>locklab watch&#xa0;: observation de %1 (Redis %2) %3</translation>
    </message>
    <message>
        <source>for %1 s</source>
        <translation>pendant %1 s</translation>
    </message>
    <message>
        <source>until Ctrl+C</source>
        <translation>jusqu’à Ctrl+C</translation>
    </message>
    <message>
        <source>cannot connect to Redis at %1: %2</source>
        <translation>connexion impossible à Redis sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Redis at %1 refused the credentials: %2</source>
        <translation>Redis sur %1 a refusé les identifiants&#xa0;: %2</translation>
    </message>
    <message>
        <source>Redis at %1 refused MONITOR (%2): the user needs the +monitor permission</source>
        <translation>Redis sur %1 a refusé MONITOR (%2)&#xa0;: l’utilisateur a besoin de la permission +monitor</translation>
    </message>
    <message>
        <source>Redis at %1 refused MONITOR: %2</source>
        <translation>Redis sur %1 a refusé MONITOR&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot use Redis at %1: %2</source>
        <translation>Redis sur %1 est inutilisable&#xa0;: %2</translation>
    </message>
    <message>
        <source>expiry events: CONFIG GET was refused (%1); the trace shows the model&apos;s expiries only</source>
        <translation>événements d’expiration&#xa0;: CONFIG GET a été refusé (%1)&#xa0;; la trace ne montre que les expirations du modèle</translation>
    </message>
    <message>
        <source>expiry events: notify-keyspace-events set to &quot;%1&quot; for the watch; &quot;%2&quot; is put back when it ends</source>
        <translation>événements d’expiration&#xa0;: notify-keyspace-events vaut « %1 » pendant l’observation&#xa0;; « %2 » est rétabli à la fin</translation>
    </message>
    <message>
        <source>expiry events: CONFIG SET was refused (%1)</source>
        <translation>événements d’expiration&#xa0;: CONFIG SET a été refusé (%1)</translation>
    </message>
    <message>
        <source>Redis went away and did not come back within %1 s: %2</source>
        <translation>Redis a disparu et n’est pas revenu en %1 s&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>locklab watch: %n line(s), lag p50 %1 ms, p99 %2 ms, max %3 ms</source>
        <translation>
            <numerusform>locklab watch&#xa0;: %n ligne, retard p50 %1 ms, p99 %2 ms, max %3 ms</numerusform>
            <numerusform>locklab watch&#xa0;: %n lignes, retard p50 %1 ms, p99 %2 ms, max %3 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>no client touched a watched key: nothing to record</source>
        <translation>aucun client n’a touché de clé observée&#xa0;: rien à enregistrer</translation>
    </message>
    <message>
        <source>output of `redis-cli monitor`, or RedisInsight&apos;s saved profiler log</source>
        <translation>sortie de `redis-cli monitor`, ou journal enregistré du profileur de RedisInsight</translation>
    </message>
    <message>
        <source>expected one MONITOR log file</source>
        <translation>un fichier journal MONITOR attendu</translation>
    </message>
    <message>
        <source>--db: expected a database number from 0 to 65535, got %1</source>
        <translation>--db&#xa0;: numéro de base de 0 à 65535 attendu, reçu %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) that are not MONITOR lines</source>
        <translation>
            <numerusform>%n autre ligne qui n’est pas une ligne MONITOR</numerusform>
            <numerusform>%n autres lignes qui ne sont pas des lignes MONITOR</numerusform>
        </translation>
    </message>
    <message>
        <source>seconds to watch (default 60; 0: until Ctrl+C)</source>
        <translation>secondes d’observation (par défaut 60&#xa0;; 0&#xa0;: jusqu’à Ctrl+C)</translation>
    </message>
    <message>
        <source>timeout of every Redis call (default 2000)</source>
        <translation>délai de chaque appel à Redis (par défaut 2000)</translation>
    </message>
    <message>
        <source>CONFIG SET notify-keyspace-events Ex for the watch (restored after) to note real expiries</source>
        <translation>CONFIG SET notify-keyspace-events Ex pendant l’observation (rétabli ensuite) pour noter les vraies expirations</translation>
    </message>
    <message>
        <source>expected --redis URL</source>
        <translation>--redis URL attendu</translation>
    </message>
    <message>
        <source>--duration: expected seconds from 0 to 86400, got %1</source>
        <translation>--duration&#xa0;: secondes de 0 à 86400 attendues, reçu %1</translation>
    </message>
    <message>
        <source>--timeout-ms: expected 1 to 60000, got %1</source>
        <translation>--timeout-ms&#xa0;: 1 à 60000 attendu, reçu %1</translation>
    </message>
    <message>
        <source>%1; the trace so far follows</source>
        <translation>%1&#xa0;; la trace jusqu’ici suit</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire épuisée</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>connexion perdue</translation>
    </message>
    <message>
        <source>%1; the report shows the traffic up to there</source>
        <translation>%1&#xa0;; le rapport montre le trafic jusque-là</translation>
    </message>
    <message>
        <source>Redis at %1 did not answer %2 within %3 s</source>
        <translation>Redis à %1 n’a pas répondu à %2 en %3 s</translation>
    </message>
    <message>
        <source>Redis at %1 did not answer INFO: %2</source>
        <translation>Redis à %1 n’a pas répondu à INFO&#xa0;: %2</translation>
    </message>
    <message>
        <source>no answer to PING within %1 ms</source>
        <translation>pas de réponse à PING en %1 ms</translation>
    </message>
    <message>
        <source>cannot reconnect: %1</source>
        <translation>impossible de se reconnecter&#xa0;: %1</translation>
    </message>
    <message>
        <source>notify-keyspace-events left as &quot;%1&quot;: someone changed it during the watch (it was &quot;%2&quot; before)</source>
        <translation>notify-keyspace-events laissé à «&#xa0;%1&#xa0;»&#xa0;: quelqu’un l’a modifié pendant l’observation (il valait «&#xa0;%2&#xa0;» avant)</translation>
    </message>
    <message>
        <source>notify-keyspace-events put back to &quot;%1&quot;</source>
        <translation>notify-keyspace-events remis à «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>notify-keyspace-events NOT put back (%1): it may still be &quot;%2&quot;; to put it back, run: CONFIG SET notify-keyspace-events %3</source>
        <translation>notify-keyspace-events NON rétabli (%1)&#xa0;: il vaut peut-être encore «&#xa0;%2&#xa0;»&#xa0;; pour le rétablir, exécutez&#xa0;: CONFIG SET notify-keyspace-events %3</translation>
    </message>
    <message>
        <source>following failovers: subscribed to +switch-master on sentinel %1</source>
        <translation>suivi des basculements&#xa0;: abonné à +switch-master sur le sentinel %1</translation>
    </message>
    <message>
        <source>MONITOR runs again, on %1</source>
        <translation>MONITOR tourne de nouveau, sur %1</translation>
    </message>
    <message>
        <source>sentinel %1 names %2 as the primary of %3</source>
        <translation>le sentinel %1 nomme %2 primaire de %3</translation>
    </message>
    <message>
        <source>a sentinel switched the primary from %1 to %2 (+switch-master): MONITOR moves to it</source>
        <translation>un sentinel a basculé le primaire de %1 vers %2 (+switch-master)&#xa0;: MONITOR le suit</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s), MONITOR on each primary:</source>
        <translation>
            <numerusform>%n shard, MONITOR sur son primaire&#xa0;:</numerusform>
            <numerusform>%n shards, MONITOR sur chaque primaire&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>slots %1</source>
        <translation>slots %1</translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s)</source>
        <translation>
            <numerusform>%n clé de verrou</numerusform>
            <numerusform>%n clés de verrou</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>lag p99 %1 ms</source>
        <translation>retard p99 %1 ms</translation>
    </message>
    <message>
        <source>clock %1 ms (±%2) against LockLab&apos;s</source>
        <translation>horloge %1 ms (±%2) par rapport à celle de LockLab</translation>
    </message>
    <message>
        <source>clock not measured</source>
        <translation>horloge non mesurée</translation>
    </message>
    <message numerus="yes">
        <source>primary now %1 after %n failover(s)</source>
        <translation>
            <numerusform>primaire désormais %1 après %n bascule</numerusform>
            <numerusform>primaire désormais %1 après %n bascules</numerusform>
        </translation>
    </message>
    <message>
        <source>lost: not watched at the end</source>
        <translation>perdu&#xa0;: non observé à la fin</translation>
    </message>
    <message>
        <source>expiry events: not on a cluster yet; the trace shows the model&apos;s expiries only</source>
        <translation>événements d’expiration&#xa0;: pas encore sur un cluster&#xa0;; la trace ne montre que les expirations du modèle</translation>
    </message>
    <message>
        <source>%1 is a Redis Cluster node (INFO cluster: cluster_enabled:1): watching every primary of its cluster, as redis+cluster:// would</source>
        <translation>%1 est un nœud d’un Redis Cluster (INFO cluster&#xa0;: cluster_enabled:1)&#xa0;: chaque primaire de son cluster est observé, comme avec redis+cluster://</translation>
    </message>
    <message>
        <source>cannot use the Redis Cluster at %1: %2</source>
        <translation>impossible d’utiliser le Redis Cluster à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (slots %2)</source>
        <translation>%1 (slots %2)</translation>
    </message>
    <message numerus="yes">
        <source>Redis Cluster: MONITOR on each of its %n primaries, one stream per shard: %1</source>
        <translation>
            <numerusform>Redis Cluster&#xa0;: MONITOR sur son %n primaire, un flux par shard&#xa0;: %1</numerusform>
            <numerusform>Redis Cluster&#xa0;: MONITOR sur chacun de ses %n primaires, un flux par shard&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>shard %1: %2</source>
        <translation>shard %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>shard %1: no primary for its slots (%2) within %3 s; its keys are not seen from here on: %4</source>
        <translation>shard %1&#xa0;: aucun primaire pour ses slots (%2) en %3 s&#xa0;; ses clés ne sont plus vues à partir d’ici&#xa0;: %4</translation>
    </message>
    <message>
        <source>no node serves slot %1</source>
        <translation>aucun nœud ne sert le slot %1</translation>
    </message>
    <message>
        <source>shard %1: MONITOR moved from %2 to %3, the primary the cluster promoted</source>
        <translation>shard %1&#xa0;: MONITOR déplacé de %2 vers %3, le primaire promu par le cluster</translation>
    </message>
    <message numerus="yes">
        <source>%n independent instance(s) of a Redlock, quorum %1, MONITOR on each:</source>
        <translation>
            <numerusform>%n instance indépendante d’un Redlock, quorum %1, MONITOR dessus&#xa0;:</numerusform>
            <numerusform>%n instances indépendantes d’un Redlock, quorum %1, MONITOR sur chacune&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>instance %1 %2</source>
        <translation>instance %1 %2</translation>
    </message>
    <message>
        <source>redis://[user[:password]@]host[:port][/db], redis+sentinel://host[:port][,host[:port]…]/MASTER[/db], or redis+cluster://host[:port][,host[:port]…] (every primary of the cluster); given 2 to 7 times, redis:// URLs: a Redlock&apos;s independent instances, watched as one</source>
        <translation>redis://[user[:password]@]host[:port][/db], redis+sentinel://host[:port][,host[:port]…]/MASTER[/db], ou redis+cluster://host[:port][,host[:port]…] (chaque primaire du cluster)&#xa0;; donnée 2 à 7 fois, des URL redis://&#xa0;: les instances indépendantes d’un Redlock, observées ensemble</translation>
    </message>
    <message>
        <source>several URLs are a Redlock&apos;s independent instances: each a redis:// URL, got %1</source>
        <translation>plusieurs URL sont les instances indépendantes d’un Redlock&#xa0;: chacune une URL redis://, reçu %1</translation>
    </message>
    <message>
        <source>a Redlock of at most %1 instances, got %2</source>
        <translation>un Redlock a au plus %1 instances, reçu %2</translation>
    </message>
    <message>
        <source>expiry events: not on a Redlock&apos;s instances yet; the trace shows the model&apos;s expiries only</source>
        <translation>événements d’expiration&#xa0;: pas encore sur les instances d’un Redlock&#xa0;; la trace ne montre que les expirations du modèle</translation>
    </message>
    <message numerus="yes">
        <source>Redlock: MONITOR on each of its %n independent instance(s), quorum %1: %2</source>
        <translation>
            <numerusform>Redlock&#xa0;: MONITOR sur son instance indépendante (%n), quorum %1&#xa0;: %2</numerusform>
            <numerusform>Redlock&#xa0;: MONITOR sur chacune de ses %n instances indépendantes, quorum %1&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>instance %1 (%2): %3</source>
        <translation>instance %1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>instance %1 (%2) did not come back within %3 s; what it runs is not seen from here on: %4</source>
        <translation>l’instance %1 (%2) n’est pas revenue en %3 s&#xa0;; ce qu’elle exécute n’est plus vu à partir d’ici&#xa0;: %4</translation>
    </message>
    <message>
        <source>the glob %1 cannot be matched: %2</source>
        <translation>le motif %1 ne peut pas être appliqué&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n autre</numerusform>
            <numerusform>%n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>--key: no key %1 was taken with SET NX in the traffic, and no lock key was</source>
        <translation>--key&#xa0;: aucune clé %1 n’a été prise avec SET NX dans le trafic, et aucune clé de verrou</translation>
    </message>
    <message>
        <source>--key: no key %1 was taken with SET NX in the traffic; the report details the worst lock key instead (lock keys: %2)</source>
        <translation>--key&#xa0;: aucune clé %1 n’a été prise avec SET NX dans le trafic&#xa0;; le rapport détaille à la place la pire clé de verrou (clés de verrou&#xa0;: %2)</translation>
    </message>
    <message>
        <source>--keys %1 matched no key, and no other key was taken with SET NX and an expiry</source>
        <translation>--keys %1 n’a trouvé aucune clé, et aucune autre clé n’a été prise avec SET NX et une expiration</translation>
    </message>
    <message numerus="yes">
        <source>--keys %1 matched none of the %n key(s) taken with SET NX and an expiry: %2</source>
        <translation>
            <numerusform>--keys %1 ne correspond pas à la %n clé prise avec SET NX et une expiration&#xa0;: %2</numerusform>
            <numerusform>--keys %1 ne correspond à aucune des %n clés prises avec SET NX et une expiration&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no lock key in database %1; %n command(s) were in other databases</source>
        <translation>
            <numerusform>aucune clé de verrou dans la base %1&#xa0;; %n commande était dans d’autres bases</numerusform>
            <numerusform>aucune clé de verrou dans la base %1&#xa0;; %n commandes étaient dans d’autres bases</numerusform>
        </translation>
    </message>
    <message>
        <source>the recording was not written; the report above is complete</source>
        <translation>l’enregistrement n’a pas été écrit&#xa0;; le rapport ci-dessus est complet</translation>
    </message>
    <message>
        <source>usage: locklab import FILE.log [--db N] [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</source>
        <translation>usage&#xa0;: locklab import FILE.log [--db N] [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</translation>
    </message>
    <message>
        <source>%1 is given twice (instances %2 and %3): a Redlock&apos;s instances are independent servers, give each once</source>
        <translation>%1 est donné deux fois (instances %2 et %3)&#xa0;: les instances d’un Redlock sont des serveurs indépendants, donnez chacun une fois</translation>
    </message>
    <message>
        <source>usage: locklab watch --redis URL [--redis URL]… [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--duration S] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</source>
        <translation>usage&#xa0;: locklab watch --redis URL [--redis URL]… [--keys GLOB]… [--store-keys GLOB]… [--fence-key NAME] [--duration S] [--key K] [--record F] [--json|--summary] [--max-events N] [--max-memory-mb MB]</translation>
    </message>
    <message>
        <source>instances %1 and %2 are the same server (INFO server run_id %3): a Redlock&apos;s instances are independent servers, give each once</source>
        <translation>les instances %1 et %2 sont le même serveur (INFO server run_id %3)&#xa0;: les instances d’un Redlock sont des serveurs indépendants, donnez chacun une fois</translation>
    </message>
    <message>
        <source>Redis refused LockLab&apos;s read of a lock key (%1): holders from before the watch are inferred from what they do</source>
        <translation>Redis a refusé la lecture d’une clé de verrou par LockLab (%1)&#xa0;: les détenteurs d’avant l’observation sont déduits de ce qu’ils font</translation>
    </message>
    <message numerus="yes">
        <source>the clients sent %n CLUSTER command(s): this is likely one node of a Redis Cluster, and the lock keys on its other nodes are not in it (locklab watch --redis redis+cluster://HOST:PORT watches every shard)</source>
        <translation>
            <numerusform>les clients ont envoyé %n commande CLUSTER&#xa0;: c’est probablement un nœud d’un Redis Cluster, et les clés de verrou de ses autres nœuds n’y sont pas (locklab watch --redis redis+cluster://HOST:PORT observe chaque shard)</numerusform>
            <numerusform>les clients ont envoyé %n commandes CLUSTER&#xa0;: c’est probablement un nœud d’un Redis Cluster, et les clés de verrou de ses autres nœuds n’y sont pas (locklab watch --redis redis+cluster://HOST:PORT observe chaque shard)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interpreting %n lock key(s)</source>
        <translation>
            <numerusform>interprétation de %n clé de verrou</numerusform>
            <numerusform>interprétation de %n clés de verrou</numerusform>
        </translation>
    </message>
    <message>
        <source>reading it in one pass</source>
        <translation>lecture en une seule passe</translation>
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
        <translation>usage&#xa0;: locklab render SCENARIO|FILE.json|RUN.locklab.json (--png FILE | --svg FILE | --frames DIR | --video FILE.mp4|.webm|.gif)
                       [--size WxH] [--fps N] [--speed X] [--at-ms T] [--caption on|off] [--theme light|dark]
                       [--release naive|token] [--fencing on|off] [--heartbeat on|off] [--seed N]
        locklab render tour (--video FILE.mp4|.webm|.gif | --frames DIR) [--size WxH] [--fps N] [--speed X] [--theme light|dark]
                       la visite guidée&#xa0;: les six expériences de l’article dans l’ordre, avec intertitres et sous-titres
</translation>
    </message>
    <message>
        <source>write a PNG</source>
        <translation>écrire une image PNG</translation>
    </message>
    <message>
        <source>write an SVG</source>
        <translation>écrire un dessin SVG</translation>
    </message>
    <message>
        <source>write PNG frames into DIR</source>
        <translation>écrire les images PNG dans DIR</translation>
    </message>
    <message>
        <source>write a video through ffmpeg</source>
        <translation>écrire une vidéo avec ffmpeg</translation>
    </message>
    <message>
        <source>image size</source>
        <translation>taille de l’image</translation>
    </message>
    <message>
        <source>frames per second</source>
        <translation>images par seconde</translation>
    </message>
    <message>
        <source>scenario seconds per second of animation</source>
        <translation>secondes de scénario par seconde d’animation</translation>
    </message>
    <message>
        <source>cursor time of an image</source>
        <translation>temps du curseur pour une image</translation>
    </message>
    <message>
        <source>narrate the event at the cursor</source>
        <translation>raconter l’événement sous le curseur</translation>
    </message>
    <message>
        <source>light or dark</source>
        <translation>light ou dark</translation>
    </message>
    <message>
        <source>expected one scenario, recording or &quot;tour&quot;
</source>
        <translation>attendu&#xa0;: un scénario, un enregistrement ou «&#xa0;tour&#xa0;»
</translation>
    </message>
    <message>
        <source>nothing to write: give --png, --svg, --frames or --video
</source>
        <translation>rien à écrire&#xa0;: indiquez --png, --svg, --frames ou --video
</translation>
    </message>
    <message>
        <source>--fps: expected a number above 0 and up to 240, got %1</source>
        <translation>--fps&#xa0;: nombre supérieur à 0 et jusqu’à 240 attendu, reçu %1</translation>
    </message>
    <message>
        <source>--speed: expected a positive number (0.1 plays a 100 ms race in 1 s), got %1</source>
        <translation>--speed&#xa0;: nombre positif attendu (0.1 joue une course de 100 ms en 1 s), reçu %1</translation>
    </message>
    <message>
        <source>--video: unknown format %1 (use .mp4, .webm or .gif)</source>
        <translation>--video&#xa0;: format inconnu %1 (utilisez .mp4, .webm ou .gif)</translation>
    </message>
    <message>
        <source>the tour is an animation: use --video or --frames</source>
        <translation>la visite est une animation&#xa0;: utilisez --video ou --frames</translation>
    </message>
    <message>
        <source>--release, --fencing, --heartbeat, --seed, --at-ms and --caption do not apply to the tour: each experiment runs with its own policies, narrated</source>
        <translation>--release, --fencing, --heartbeat, --seed, --at-ms et --caption ne s’appliquent pas à la visite&#xa0;: chaque expérience s’exécute, commentée, avec ses propres politiques</translation>
    </message>
    <message>
        <source>%1 frames (%2 s) in %3</source>
        <translation>%1 images (%2&#xa0;s) dans %3</translation>
    </message>
    <message>
        <source>%1: the guided tour, %2 frames at %3 fps (%4 s)</source>
        <translation>%1&#xa0;: la visite guidée, %2 images à %3 i/s (%4&#xa0;s)</translation>
    </message>
    <message>
        <source>--release, --fencing, --heartbeat and --seed do not apply to a recording</source>
        <translation>--release, --fencing, --heartbeat et --seed ne s’appliquent pas à un enregistrement</translation>
    </message>
    <message>
        <source>%1 frames in %2</source>
        <translation>%1 images dans %2</translation>
    </message>
    <message>
        <source>%1: %2 frames at %3 fps</source>
        <translation>%1&#xa0;: %2 images à %3 i/s</translation>
    </message>
</context>
<context>
    <name>locklab::Report</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms (%2, last reply unknown)</source>
        <translation>%1&#xa0;ms (%2, dernière réponse inconnue)</translation>
    </message>
    <message>
        <source>%1 ms (%2)</source>
        <translation>%1&#xa0;ms (%2)</translation>
    </message>
    <message>
        <source>%1 got it at %2</source>
        <translation>%1 l’a obtenu à %2</translation>
    </message>
    <message>
        <source>%1 refused at %2</source>
        <translation>%1 refusé à %2</translation>
    </message>
    <message>
        <source>acquisitions</source>
        <translation>acquisitions</translation>
    </message>
    <message>
        <source>releases</source>
        <translation>libérations</translation>
    </message>
    <message>
        <source>%1 (fence %2)</source>
        <translation>%1 (jeton %2)</translation>
    </message>
    <message>
        <source>%1 REFUSED</source>
        <translation>%1 REFUSÉE</translation>
    </message>
    <message>
        <source>%1 accepted although stale (a newer holder had written)</source>
        <translation>%1 acceptée bien que périmée (un détenteur plus récent avait écrit)</translation>
    </message>
    <message>
        <source>%1 accepted</source>
        <translation>%1 acceptée</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>écritures</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 ms</source>
        <translation>%1 de %2 à %3&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 (%2 ms in all)</source>
        <translation>%1 (%2&#xa0;ms au total)</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>chevauchements</translation>
    </message>
    <message>
        <source>foreign deletes</source>
        <translation>DEL d’autrui</translation>
    </message>
    <message>
        <source>fairness</source>
        <translation>équité</translation>
    </message>
    <message>
        <source>%1 of %2 workers served, %3 starved; %4 tries; wait p50 %5, p95 %6, max %7 ms</source>
        <translation>%1 workers servis sur %2, %3 en famine&#x202f;; %4 tentatives&#x202f;; attente p50 %5, p95 %6, max %7&#xa0;ms</translation>
    </message>
    <message>
        <source>failed replies</source>
        <translation>réponses ratées</translation>
    </message>
    <message>
        <source>%1 unknown, %2 errors</source>
        <translation>%1 inconnues, %2 erreurs</translation>
    </message>
    <message>
        <source>store</source>
        <translation>stockage</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>verdict</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>backend %1 · release %2 · fencing %3 · heartbeat %4 · seed %5 · keys %6*</source>
        <translation>backend %1 · libération %2 · fencing %3 · heartbeat %4 · graine %5 · clés %6*</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>résumé</translation>
    </message>
    <message>
        <source>redis (fenced-write script: compares the fencing token)</source>
        <translation>redis (script d’écriture avec fencing&#xa0;: compare le jeton de fencing)</translation>
    </message>
    <message>
        <source>redis (plain write: checks nothing)</source>
        <translation>redis (écriture simple&#xa0;: ne vérifie rien)</translation>
    </message>
    <message>
        <source>sql (SQLite, UNIQUE job row: refuses a second writer of the job)</source>
        <translation>sql (SQLite, ligne de job UNIQUE&#xa0;: refuse un second écrivain du job)</translation>
    </message>
    <message>
        <source>sql (SQLite, UPDATE … WHERE fence &lt; ?: compares the fencing token)</source>
        <translation>sql (SQLite, UPDATE … WHERE fence &lt; ? : compare le jeton de fencing)</translation>
    </message>
    <message>
        <source>sql (SQLite, UPDATE without a WHERE on the fence: checks nothing)</source>
        <translation>sql (SQLite, UPDATE sans WHERE sur le fence&#xa0;: ne vérifie rien)</translation>
    </message>
    <message>
        <source>file (written in place: cannot compare tokens)</source>
        <translation>fichier (écrit sur place&#xa0;: ne peut pas comparer de jetons)</translation>
    </message>
    <message>
        <source>%1 at %2 ms: still its own</source>
        <translation>%1 à %2 ms&#xa0;: toujours le sien</translation>
    </message>
    <message>
        <source>%1 at %2 ms: no answer (treated as lost)</source>
        <translation>%1 à %2 ms&#xa0;: pas de réponse (traité comme perdu)</translation>
    </message>
    <message>
        <source>%1 at %2 ms: LOST (another token or none)</source>
        <translation>%1 à %2 ms&#xa0;: PERDU (autre jeton ou aucun)</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>vérifications</translation>
    </message>
    <message>
        <source>%1 (fence %2, not checked)</source>
        <translation>%1 (fence %2, non vérifié)</translation>
    </message>
    <message>
        <source>extensions</source>
        <translation>prolongations</translation>
    </message>
    <message numerus="yes">
        <source>%n extended another worker&apos;s lock (plain PEXPIRE)</source>
        <translation>
            <numerusform>%n a prolongé le verrou d’un autre worker (simple PEXPIRE)</numerusform>
            <numerusform>%n ont prolongé le verrou d’un autre worker (simple PEXPIRE)</numerusform>
        </translation>
    </message>
    <message>
        <source>timeouts</source>
        <translation>timeouts</translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) waited for past the timeout</source>
        <translation>
            <numerusform>%n réponse attendue au-delà du timeout</numerusform>
            <numerusform>%n réponses attendues au-delà du timeout</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate work</source>
        <translation>travail en double</translation>
    </message>
    <message>
        <source>store kind</source>
        <translation>type de stockage</translation>
    </message>
    <message>
        <source>fencing is on, but a plain file cannot compare tokens: no write can be refused</source>
        <translation>le fencing est activé, mais un simple fichier ne peut pas comparer de jetons&#xa0;: aucune écriture ne peut être refusée</translation>
    </message>
    <message>
        <source>an efficiency lock: the cost of a failure is a duplicate that is harmless (%1 ms of work done twice); only a corrupted store would be a failure</source>
        <translation>un verrou d’efficacité&#xa0;: un échec coûte un doublon sans gravité (%1 ms de travail faites deux fois)&#xa0;; seul un stockage corrompu serait un échec</translation>
    </message>
    <message>
        <source>efficiency lock</source>
        <translation>verrou d’efficacité</translation>
    </message>
    <message>
        <source>tokens from %1</source>
        <translation>jetons issus de %1</translation>
    </message>
    <message>
        <source>heartbeat unchecked (PEXPIRE)</source>
        <translation>heartbeat non vérifié (PEXPIRE)</translation>
    </message>
    <message>
        <source>store %1</source>
        <translation>stockage %1</translation>
    </message>
    <message>
        <source>fencing unavailable</source>
        <translation>fencing indisponible</translation>
    </message>
    <message>
        <source>backend %1</source>
        <translation>backend %1</translation>
    </message>
    <message>
        <source>replies and beliefs inferred by the model</source>
        <translation>réponses et croyances déduites par le modèle</translation>
    </message>
    <message>
        <source>0 ms = %1 UTC, server clock</source>
        <translation>0 ms = %1 UTC, horloge du serveur</translation>
    </message>
    <message>
        <source>no lock traffic seen on the watched keys</source>
        <translation>aucun trafic de verrou vu sur les clés observées</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s), not listed (--summary)</source>
        <translation>
            <numerusform>%n événement, non listé (--summary)</numerusform>
            <numerusform>%n événements, non listés (--summary)</numerusform>
        </translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 de plus</translation>
    </message>
    <message>
        <source>… %1 more violation(s) (--json and the app list every one)</source>
        <translation>… %1 violation(s) de plus (--json et l’application les listent toutes)</translation>
    </message>
    <message>
        <source>releases seen: %1</source>
        <translation>libérations vues&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 got %2 of %3 at %4 ms (%5), believed until %6 ms</source>
        <translation>%1 a obtenu %2 sur %3 à %4 ms (%5), y a cru jusqu’à %6 ms</translation>
    </message>
    <message>
        <source>%1 of %2 needed</source>
        <translation>%1 sur %2 nécessaires</translation>
    </message>
    <message numerus="yes">
        <source>%n try(ies) given back</source>
        <translation>
            <numerusform>%n tentative rendue</numerusform>
            <numerusform>%n tentatives rendues</numerusform>
        </translation>
    </message>
    <message>
        <source>quorum</source>
        <translation>quorum</translation>
    </message>
    <message>
        <source>, valid until %1 ms</source>
        <translation>, valide jusqu’à %1 ms</translation>
    </message>
    <message>
        <source>(%1 ms of it not seen: MONITOR lost)</source>
        <translation>(%1 ms non vues&#xa0;: MONITOR perdu)</translation>
    </message>
</context>
<context>
    <name>locklab::RunBackend</name>
    <message>
        <source>Not a usable Redis URL: %1</source>
        <translation>URL Redis inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redis at %1</source>
        <translation>Redis à %1</translation>
    </message>
    <message>
        <source>Embedded simulator</source>
        <translation>Simulateur intégré</translation>
    </message>
    <message>
        <source>Managed local Redis</source>
        <translation>Redis local géré</translation>
    </message>
    <message>
        <source>Redis URL</source>
        <translation>URL Redis</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs a primary with %n replica(s), which LockLab starts and kills itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</source>
        <translation>
            <numerusform>%1 a besoin d’un primaire avec %n réplica, que LockLab démarre et tue lui-même&#xa0;: choisissez « Redis local géré » dans le menu Backend. Il ne tourne jamais contre une URL Redis.</numerusform>
            <numerusform>%1 a besoin d’un primaire avec %n réplicas, que LockLab démarre et tue lui-même&#xa0;: choisissez « Redis local géré » dans le menu Backend. Il ne tourne jamais contre une URL Redis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Managed Redis Cluster</source>
        <translation>Redis Cluster géré</translation>
    </message>
    <message>
        <source>%1 is a Redlock of %2 independent instances, which LockLab starts, kills and restarts itself: choose Managed local Redis in the Backend menu. It never runs against a Redis URL.</source>
        <translation>%1 est un Redlock de %2 instances indépendantes, que LockLab démarre, tue et redémarre lui-même&#xa0;: choisissez «&#xa0;Redis local géré&#xa0;» dans le menu Backend. Il ne tourne jamais contre une URL Redis.</translation>
    </message>
</context>
<context>
    <name>locklab::RunController</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>locklab::RunLimits</name>
    <message>
        <source>the run reached its limit of %1 events (--max-events) and was stopped there</source>
        <translation>l’exécution a atteint sa limite de %1 événements (--max-events) et s’est arrêtée là</translation>
    </message>
    <message>
        <source>the run&apos;s trace reached its memory limit of %1 MiB (--max-memory-mb) after %2 events and was stopped there</source>
        <translation>la trace de l’exécution a atteint sa limite mémoire de %1 Mio (--max-memory-mb) après %2 événements&#xa0;; l’exécution s’est arrêtée là</translation>
    </message>
</context>
<context>
    <name>locklab::Scenario</name>
    <message>
        <source>Fencing tokens make the store refuse the stale writer</source>
        <translation>Avec des jetons de fencing, le stockage refuse l’écrivain périmé</translation>
    </message>
    <message>
        <source>The ttl-overlap race again, but each holder takes a number from INCR fence when it acquires and sends it with its write. The store accepts a write only if its token is newer than any it has seen: B (token 2) writes first and lands; A (token 1) wakes up late and is refused. The lock was still violated, but the data is correct.</source>
        <translation>La course de ttl-overlap à nouveau, mais chaque détenteur prend un numéro avec INCR fence au moment où il acquiert le verrou et l’envoie avec son écriture. Le stockage n’accepte une écriture que si son jeton est plus récent que tous ceux qu’il a vus&#xa0;: B (jeton 2) écrit en premier et passe&#x202f;; A (jeton 1) se réveille en retard et est refusé. Le verrou a quand même été violé, mais les données sont correctes.</translation>
    </message>
    <message>
        <source>A heartbeat cannot save a frozen process</source>
        <translation>Un heartbeat ne peut pas sauver un processus figé</translation>
    </message>
    <message>
        <source>The same heartbeat as in heartbeat-slow-work, but A is not slow: its whole process is frozen for 400 ms (a stop-the-world GC, a paused VM). The heartbeat runs in that process, so it freezes too. The key expires at about 100 ms, B takes the lock, and when A thaws its heartbeat finds B&apos;s token and gives up, while A goes on to write as if it still held the lock.</source>
        <translation>Le même heartbeat que dans heartbeat-slow-work, mais A n’est pas lent&#xa0;: tout son processus est figé pendant 400&#xa0;ms (un GC stop-the-world, une VM en pause). Le heartbeat tourne dans ce processus, il se fige donc aussi. La clé expire vers 100&#xa0;ms, B prend le verrou, et quand A se dégèle, son heartbeat trouve le jeton de B et abandonne, tandis que A continue et écrit comme s’il détenait encore le verrou.</translation>
    </message>
    <message>
        <source>A heartbeat keeps the lock through slow work</source>
        <translation>Un heartbeat conserve le verrou pendant un travail lent</translation>
    </message>
    <message>
        <source>The TTL is 100 ms but A&apos;s work takes 400 ms. A heartbeat extends the lock every third of the TTL with a compare-and-extend script, so the key never expires while A is busy: B keeps retrying and only gets the lock after A releases it. Slow work is what a heartbeat is for.</source>
        <translation>Le TTL est de 100&#xa0;ms mais le travail de A dure 400&#xa0;ms. Un heartbeat prolonge le verrou à chaque tiers du TTL avec un script compare-and-extend, si bien que la clé n’expire jamais tant que A est occupé&#xa0;: B continue de réessayer et n’obtient le verrou qu’après sa libération par A. Un heartbeat sert précisément aux travaux lents.</translation>
    </message>
    <message>
        <source>A lost reply: did I get the lock?</source>
        <translation>Une réponse perdue&#xa0;: ai-je obtenu le verrou&#x202f;?</translation>
    </message>
    <message>
        <source>One holder at a time</source>
        <translation>Un seul détenteur à la fois</translation>
    </message>
    <message>
        <source>A takes the lock with SET NX PX. B tries a moment later while A still holds it: the NX condition refuses B. This is the lock doing its job.</source>
        <translation>A prend le verrou avec SET NX PX. B essaie un instant plus tard, alors que A le détient encore&#xa0;: la condition NX refuse B. C’est le verrou qui fait son travail.</translation>
    </message>
    <message>
        <source>A plain DEL frees someone else&apos;s lock</source>
        <translation>Un simple DEL libère le verrou d’un autre</translation>
    </message>
    <message>
        <source>A&apos;s lock (TTL 100 ms) expires while A is stalled. B takes the lock. A wakes up and releases with a plain DEL by key, which deletes B&apos;s lock, and C walks in: B and C are inside together. Redis did nothing wrong; A deleted a key it no longer owned.</source>
        <translation>Le verrou de A (TTL 100&#xa0;ms) expire pendant que A est bloqué. B prend le verrou. A se réveille et libère avec un simple DEL par clé, qui supprime le verrou de B, et C entre&#xa0;: B et C sont ensemble dans la section critique. Redis n’a rien fait de mal&#x202f;; A a supprimé une clé qui ne lui appartenait plus.</translation>
    </message>
    <message>
        <source>With appendfsync always the lock survives a restart</source>
        <translation>Avec appendfsync always, le verrou survit à un redémarrage</translation>
    </message>
    <message>
        <source>The restart-loses-lock race, but Redis runs with appendonly yes and appendfsync always: every acknowledged SET is on disk before the reply. After the restart the key is back with its TTL, B keeps being refused and only gets the lock after A releases it.</source>
        <translation>La course de restart-loses-lock, mais Redis tourne avec appendonly yes et appendfsync always&#xa0;: chaque SET confirmé est sur le disque avant la réponse. Après le redémarrage, la clé revient avec son TTL, B continue d’être refusé et n’obtient le verrou qu’après sa libération par A.</translation>
    </message>
    <message>
        <source>A restart without persistence forgets the lock</source>
        <translation>Un redémarrage sans persistance oublie le verrou</translation>
    </message>
    <message>
        <source>A holds the lock (TTL 1 s) and works for 300 ms. At 50 ms Redis restarts with neither RDB nor AOF: the key is gone. B, retrying, acquires at once while A still believes it holds the lock. A single Redis instance is only as durable as its persistence settings.</source>
        <translation>A détient le verrou (TTL 1&#xa0;s) et travaille pendant 300&#xa0;ms. À 50&#xa0;ms, Redis redémarre sans RDB ni AOF&#xa0;: la clé a disparu. B, qui réessaie, acquiert aussitôt le verrou alors que A croit toujours le détenir. Une instance Redis unique n’est pas plus durable que ses réglages de persistance.</translation>
    </message>
    <message>
        <source>24 workers retrying with random jitter</source>
        <translation>24 workers qui réessaient avec un jitter aléatoire</translation>
    </message>
    <message>
        <source>Twenty-four workers want the same lock for 4 ms each. Each waits 10 ms plus a random 0-10 ms between tries, so the retries spread out: the lock is rarely idle, the waiting is shared fairly and nobody starves. Compare retry-spin.</source>
        <translation>Vingt-quatre workers veulent le même verrou pendant 4&#xa0;ms chacun. Chacun attend 10&#xa0;ms plus 0 à 10&#xa0;ms aléatoires entre deux tentatives, si bien que les tentatives s’étalent&#xa0;: le verrou est rarement inutilisé, l’attente est équitablement partagée et personne n’est en famine. Comparez avec retry-spin.</translation>
    </message>
    <message>
        <source>24 workers retrying in lockstep</source>
        <translation>24 workers qui réessaient en cadence</translation>
    </message>
    <message>
        <source>The same contention as retry-jitter, but every worker retries exactly every 10 ms. The retries stay synchronised: a whole crowd hits Redis at the same instant, the lock sits idle between rounds, and the same early workers keep winning while others wait much longer.</source>
        <translation>La même contention que retry-jitter, mais chaque worker réessaie exactement toutes les 10&#xa0;ms. Les tentatives restent synchronisées&#xa0;: toute une foule frappe Redis au même instant, le verrou reste inutilisé entre les vagues, et les mêmes premiers workers gagnent sans cesse pendant que les autres attendent bien plus longtemps.</translation>
    </message>
    <message>
        <source>Compare-and-delete stops the late release</source>
        <translation>Le compare-and-delete empêche la libération tardive</translation>
    </message>
    <message>
        <source>The same race as naive-del, but every release is a compare-and-delete script: A&apos;s late release finds B&apos;s token in the key, deletes nothing and returns 0. B keeps the lock and C is refused.</source>
        <translation>La même course que naive-del, mais chaque libération est un script compare-and-delete&#xa0;: la libération tardive de A trouve le jeton de B dans la clé, ne supprime rien et renvoie 0. B garde le verrou et C est refusé.</translation>
    </message>
    <message>
        <source>The lock expires while its holder is frozen</source>
        <translation>Le verrou expire pendant que son détenteur est figé</translation>
    </message>
    <message>
        <source>The TTL is 100 ms. A takes the lock and then stalls for 400 ms (a long GC pause, a stopped VM). Its key expires at 100 ms; B, retrying every 20 ms, gets the lock at about 120 ms and works for 150 ms. Both are inside the critical section together and both write. A wakes up still believing it holds the lock; no TTL can prevent that.</source>
        <translation>Le TTL est de 100&#xa0;ms. A prend le verrou puis reste bloqué 400&#xa0;ms (une longue pause du GC, une VM arrêtée). Sa clé expire à 100&#xa0;ms&#x202f;; B, qui réessaie toutes les 20&#xa0;ms, obtient le verrou vers 120&#xa0;ms et travaille 150&#xa0;ms. Les deux sont ensemble dans la section critique et écrivent tous les deux. A se réveille en croyant toujours détenir le verrou&#x202f;; aucun TTL ne peut l’empêcher.</translation>
    </message>
    <message>
        <source>Releasing with the wrong token does nothing</source>
        <translation>Libérer avec le mauvais jeton ne fait rien</translation>
    </message>
    <message>
        <source>B never got the lock, yet it runs its release anyway. With compare-and-delete the script sees that the key holds A&apos;s token, not B&apos;s, and deletes nothing; A&apos;s own release later succeeds. Flip release to naive DEL and B deletes A&apos;s lock.</source>
        <translation>B n’a jamais obtenu le verrou, mais exécute quand même sa libération. Avec compare-and-delete, le script voit que la clé contient le jeton de A, pas celui de B, et ne supprime rien&#x202f;; la libération de A réussit ensuite. Passez la libération en DEL naïf et B supprime le verrou de A.</translation>
    </message>
    <message>
        <source>A&apos;s SET NX reaches Redis and takes the lock, but the reply never comes back. After its 500 ms timeout A cannot know whether it holds the lock, so the outcome is unknown. Meanwhile the key is held but nobody works under it: B waits for A&apos;s TTL to run out, and A&apos;s retry finds the key taken, by its own earlier SET or by B.</source>
        <translation>Le SET NX de A atteint Redis et prend le verrou, mais la réponse ne revient jamais. Après son délai d’attente de 500&#xa0;ms, A ne peut pas savoir s’il détient le verrou&#xa0;: l’issue est inconnue. Pendant ce temps, la clé est détenue mais personne ne travaille sous sa protection&#xa0;: B attend que le TTL de A s’écoule, et la nouvelle tentative de A trouve la clé prise, par son propre SET précédent ou par B.</translation>
    </message>
    <message>
        <source>An efficiency lock: two refreshes of one cache</source>
        <translation>Un verrou d’efficacité&#xa0;: deux rafraîchissements d’un même cache</translation>
    </message>
    <message>
        <source>The lock only keeps two instances from refreshing the same cache at once. A&apos;s refresh takes 150 ms, longer than the 100 ms TTL, so B takes the lock at about 120 ms and refreshes too: for about 30 ms the work is done twice. Both write the same fresh data, in order, and nothing is corrupted. For an efficiency lock that is the cost of a failure, a duplicate that is harmless, and a simple SET NX PX with a token is right.</source>
        <translation>Le verrou empêche seulement deux instances de rafraîchir le même cache en même temps. Le rafraîchissement de A prend 150 ms, plus que le TTL de 100 ms, donc B prend le verrou vers 120 ms et rafraîchit aussi&#xa0;: pendant environ 30 ms, le travail est fait deux fois. Les deux écrivent les mêmes données fraîches, dans l’ordre, et rien n’est corrompu. Pour un verrou d’efficacité, c’est le coût d’un échec, un doublon sans gravité, et un simple SET NX PX avec un jeton convient.</translation>
    </message>
    <message>
        <source>Checking the lock before writing does not help</source>
        <translation>Vérifier le verrou avant d’écrire ne sert à rien</translation>
    </message>
    <message>
        <source>The TTL is 100 ms. A takes the lock, works 50 ms, then checks that it still holds it (GET, compared with its token): the check passes. Right after the check A&apos;s process freezes for 400 ms, between the check and the write. Its key expires at 100 ms, B takes the lock at about 120 ms and writes; A wakes and writes on the strength of a check that was true 400 ms ago. Turn fencing on and the store refuses A&apos;s write: the check must be made by the thing being written, atomically with the write.</source>
        <translation>Le TTL est de 100 ms. A prend le verrou, travaille 50 ms, puis vérifie qu’il le détient encore (GET, comparé à son jeton)&#xa0;: la vérification réussit. Juste après, le processus de A gèle pendant 400 ms, entre la vérification et l’écriture. Sa clé expire à 100 ms, B prend le verrou vers 120 ms et écrit&#xa0;; A se réveille et écrit sur la foi d’une vérification vraie il y a 400 ms. Activez le fencing et le stockage refuse l’écriture de A&#xa0;: la vérification doit être faite par ce qui est écrit, atomiquement avec l’écriture.</translation>
    </message>
    <message>
        <source>The database checks the fencing token: a WHERE clause on the fence</source>
        <translation>La base de données vérifie le jeton de fencing&#xa0;: une clause WHERE sur le fence</translation>
    </message>
    <message>
        <source>The ttl-overlap race, with the data in a real SQLite table instead of Redis. Each holder sends its fencing token with the write, and the write is UPDATE data SET value=?, fence=? WHERE id=1 AND fence &lt; ?: optimistic locking, checked by the database atomically with the write. B (token 2) updates the row; A (token 1) wakes late and its UPDATE matches 0 rows. Turn fencing off and the UPDATE has no WHERE on the fence: A&apos;s stale write lands.</source>
        <translation>La course de ttl-overlap, avec les données dans une vraie table SQLite au lieu de Redis. Chaque détenteur envoie son jeton de fencing avec l’écriture, et l’écriture est UPDATE data SET value=?, fence=? WHERE id=1 AND fence &lt; ? : le verrouillage optimiste, vérifié par la base atomiquement avec l’écriture. B (jeton 2) met la ligne à jour&#xa0;; A (jeton 1) se réveille tard et son UPDATE ne touche aucune ligne. Sans fencing, l’UPDATE n’a pas de WHERE sur le fence&#xa0;: l’écriture périmée de A passe.</translation>
    </message>
    <message>
        <source>A plain file cannot be protected by fencing tokens</source>
        <translation>Un simple fichier ne peut pas être protégé par des jetons de fencing</translation>
    </message>
    <message>
        <source>The fencing race again, fencing on, but the data is a plain file overwritten in place. Each holder takes a fencing token and sends it with its write, and the file has nothing to compare it with: B (token 2) writes, then A (token 1) wakes late and overwrites B&apos;s data. The token travelled with the write and nobody checked it. For a file or an external API that cannot compare tokens the lock gives only best effort.</source>
        <translation>Encore la course du fencing, fencing activé, mais les données sont un simple fichier écrasé sur place. Chaque détenteur prend un jeton de fencing et l’envoie avec son écriture, et le fichier n’a rien pour le comparer&#xa0;: B (jeton 2) écrit, puis A (jeton 1) se réveille tard et écrase les données de B. Le jeton a voyagé avec l’écriture et personne ne l’a vérifié. Pour un fichier ou une API externe qui ne peut pas comparer de jetons, le verrou n’offre qu’un effort au mieux.</translation>
    </message>
    <message>
        <source>A token from the process id is not unique</source>
        <translation>Un jeton tiré de l’identifiant de processus n’est pas unique</translation>
    </message>
    <message>
        <source>Three containers, each running the worker as its main process, so each has PID 1, and the token is the PID. A&apos;s lock (TTL 100 ms) expires while A is stalled and B takes the lock, with the token &quot;1&quot;. A wakes and releases with compare-and-delete, which is the right release, but the key holds &quot;1&quot; and A&apos;s token is &quot;1&quot;: the script deletes B&apos;s lock, and C walks in while B is still inside. Tokens must come from a random source, never from the process id or the hostname.</source>
        <translation>Trois conteneurs, chacun exécutant le worker comme processus principal, donc chacun a le PID 1, et le jeton est le PID. Le verrou de A (TTL 100 ms) expire pendant que A est bloqué et B prend le verrou, avec le jeton « 1 ». A se réveille et libère avec compare-and-delete, ce qui est la bonne libération, mais la clé contient « 1 » et le jeton de A est « 1 »&#xa0;: le script supprime le verrou de B, et C entre alors que B est encore dedans. Les jetons doivent venir d’une source aléatoire, jamais de l’identifiant de processus ni du nom d’hôte.</translation>
    </message>
    <message>
        <source>A client that does not honour its timeout waits while its lock expires</source>
        <translation>Un client qui ne respecte pas son timeout attend pendant que son verrou expire</translation>
    </message>
    <message>
        <source>The client timeout is 50 ms and the TTL 100 ms. B and A each hold the lock in turn, and each one&apos;s check (GET) meets a 300 ms network stall. B honours its timeout: at 50 ms it gives up, cannot confirm the lock, and stops without writing. A does not honour its timeout, like go-redis without ContextTimeoutEnabled: it waits 300 ms, its lock expires at about 210 ms and C takes it and writes, and then A&apos;s late answer, true 300 ms ago, lets A write over C&apos;s data.</source>
        <translation>Le timeout du client est de 50 ms et le TTL de 100 ms. B puis A détiennent le verrou tour à tour, et la vérification (GET) de chacun rencontre un blocage réseau de 300 ms. B respecte son timeout&#xa0;: à 50 ms il abandonne, ne peut pas confirmer le verrou et s’arrête sans écrire. A ne respecte pas son timeout, comme go-redis sans ContextTimeoutEnabled&#xa0;: il attend 300 ms, son verrou expire vers 210 ms, C le prend et écrit, puis la réponse tardive de A, vraie il y a 300 ms, laisse A écrire par-dessus les données de C.</translation>
    </message>
    <message>
        <source>A heartbeat that does not check the token extends someone else&apos;s lock</source>
        <translation>Un heartbeat qui ne vérifie pas le jeton prolonge le verrou d’un autre</translation>
    </message>
    <message>
        <source>The heartbeat extends the lock with a plain PEXPIRE instead of a compare-and-extend script. A is frozen for 150 ms and its lock (TTL 100 ms) expires; B takes it at about 120 ms and then crashes without releasing. When A thaws, its heartbeat goes on sending PEXPIRE every 33 ms, and every one succeeds, on B&apos;s key: B&apos;s dead lock is kept alive for as long as A runs, and C waits for it. Switch the heartbeat to checked and A&apos;s first extension finds B&apos;s token and stops; B&apos;s lock expires and C gets in.</source>
        <translation>Le heartbeat prolonge le verrou avec un simple PEXPIRE au lieu d’un script compare-and-extend. A est gelé pendant 150 ms et son verrou (TTL 100 ms) expire&#xa0;; B le prend vers 120 ms puis plante sans libérer. Quand A dégèle, son heartbeat continue d’envoyer PEXPIRE toutes les 33 ms, et chacun réussit, sur la clé de B&#xa0;: le verrou mort de B reste en vie tant que A tourne, et C l’attend. Passez le heartbeat en vérifié&#xa0;: la première prolongation de A trouve le jeton de B et s’arrête&#xa0;; le verrou de B expire et C entre.</translation>
    </message>
    <message>
        <source>A unique constraint does the job once, whatever the lock says</source>
        <translation>Une contrainte d’unicité fait le job une fois, quoi que dise le verrou</translation>
    </message>
    <message>
        <source>Two workers send the same invoice; the lock is meant to let only one of them do it. A&apos;s lock expires while A is frozen, and B takes it and records the job in a SQLite table whose job column is UNIQUE. When A wakes and records the same job, the database refuses the second row: the guarantee lives in the database, in a constraint that does not depend on timing. No fencing token is involved.</source>
        <translation>Deux workers envoient la même facture&#xa0;; le verrou doit n’en laisser faire qu’un. Le verrou de A expire pendant que A est gelé, et B le prend et enregistre le job dans une table SQLite dont la colonne job est UNIQUE. Quand A se réveille et enregistre le même job, la base refuse la seconde ligne&#xa0;: la garantie est dans la base de données, dans une contrainte qui ne dépend pas du timing. Aucun jeton de fencing n’intervient.</translation>
    </message>
    <message>
        <source>A failover rolls the fence counter back</source>
        <translation>Un basculement fait reculer le compteur de fencing</translation>
    </message>
    <message>
        <source>A replica promoted before the key replicated</source>
        <translation>Une réplique promue avant que la clé soit répliquée</translation>
    </message>
    <message>
        <source>WAIT catches the lag, and what it does not promise</source>
        <translation>WAIT attrape le retard, et ce qu&apos;il ne promet pas</translation>
    </message>
    <message>
        <source>Fencing tokens from INCR fence on the lock&apos;s own Redis. A acquires at 10 ms and draws fence 1, neither reaching a replica before the primary dies at 45 ms. The promoted replica has no counter: B acquires just after the promotion and draws fence 1 again. A writes first with fence 1 and the store takes it; B&apos;s write with the same fence is refused. A counter that a failover can roll back cannot order the holders: keep it where a failover cannot lose it, or WAIT after the INCR.</source>
        <translation>Jetons de fencing tirés par INCR fence sur le Redis même du verrou. A acquiert à 10 ms et tire le jeton 1&#xa0;; ni l&apos;un ni l&apos;autre n&apos;atteint une réplique avant que le primaire meure à 45 ms. La réplique promue n&apos;a pas de compteur&#xa0;: B acquiert juste après la promotion et tire de nouveau le jeton 1. A écrit le premier avec le jeton 1 et le stockage l&apos;accepte&#xa0;; l&apos;écriture de B avec le même jeton est refusée. Un compteur qu&apos;un basculement peut faire reculer ne peut pas ordonner les détenteurs&#xa0;: gardez-le là où un basculement ne peut pas le perdre, ou faites WAIT après l&apos;INCR.</translation>
    </message>
    <message>
        <source>A primary and two replicas. From 0 ms the replicas receive nothing of the primary&apos;s stream (replication lag). A acquires on the primary at 10 ms and works for 300 ms; B, from 30 ms, finds the lock taken and retries. At 45 ms the primary dies; 50 ms later the most up-to-date replica is promoted, without A&apos;s key, and every client reconnects to it. B acquires at its next try while A still believes it holds the lock. Turn on WAIT: A does not believe it holds the lock before a replica has it; the primary dies during A&apos;s WAIT, and A steps back.</source>
        <translation>Un primaire et deux répliques. Dès 0 ms les répliques ne reçoivent rien du flux du primaire (retard de réplication). A acquiert sur le primaire à 10 ms et travaille 300 ms&#xa0;; B, dès 30 ms, trouve le verrou pris et réessaie. À 45 ms le primaire meurt&#xa0;; 50 ms plus tard la réplique la plus à jour est promue, sans la clé de A, et chaque client s&apos;y reconnecte. B acquiert à son essai suivant alors que A croit encore détenir le verrou. Activez WAIT&#xa0;: A ne se croit détenteur du verrou qu&apos;une fois qu&apos;une réplique l&apos;a&#xa0;; le primaire meurt pendant le WAIT de A, et A se retire.</translation>
    </message>
    <message>
        <source>The failover-loses-lock race with WAIT 1 50 after SET NX. A acquires at 10 ms; its WAIT comes back with 0 at 60 ms: no replica has its lock, so A releases it and steps back before the primary dies at 100 ms. B arrives while the primary is down, retries, and acquires on the replica promoted at 150 ms, where WAIT confirms that the remaining replica has it. WAIT only tells: it never undoes the SET, a replica acknowledges what it received, not what it wrote to disk, and a failover that promotes a replica which did not acknowledge still loses the lock. Set onUnreplicated to &quot;proceed&quot; and the lock is lost as without WAIT.</source>
        <translation>La course de failover-loses-lock avec WAIT 1 50 après SET NX. A acquiert à 10 ms&#xa0;; son WAIT revient avec 0 à 60 ms&#xa0;: aucune réplique n&apos;a son verrou, donc A le libère et se retire avant que le primaire meure à 100 ms. B arrive pendant que le primaire est mort, réessaie et acquiert sur la réplique promue à 150 ms, où WAIT confirme que la réplique restante l&apos;a. WAIT ne fait que dire&#xa0;: il n&apos;annule jamais le SET, une réplique accuse réception de ce qu&apos;elle a reçu, pas de ce qu&apos;elle a écrit sur disque, et un basculement qui promeut une réplique qui n&apos;a pas accusé réception perd quand même le verrou. Avec onUnreplicated à « proceed », le verrou est perdu comme sans WAIT.</translation>
    </message>
    <message>
        <source>Redlock: one instance&apos;s clock jumps and a second client reaches the quorum</source>
        <translation>Redlock&#xa0;: l’horloge d’une instance saute et un second client atteint le quorum</translation>
    </message>
    <message>
        <source>Kleppmann&apos;s case. Five independent instances, quorum 3 (redsync&apos;s settings). Instances 4 and 5 are restarting when A asks at 0 ms, so A gets 3 of 5: instances 1, 2 and 3. At 100 ms the wall clock of instance 3 jumps forward by 1 s (an NTP step, an operator): Redis expires keys by its wall clock, so A&apos;s key there is gone at once, 900 ms early. B asks at 150 ms and gets instances 3, 4 and 5: a quorum. A still believes it holds the lock for its validity: two holders. Redlock&apos;s safety rests on every instance&apos;s clock running at the rate the client assumes.</source>
        <translation>Le cas de Kleppmann. Cinq instances indépendantes, quorum 3 (réglages de redsync). Les instances 4 et 5 redémarrent quand A demande à 0 ms, donc A obtient 3 sur 5&#xa0;: les instances 1, 2 et 3. À 100 ms, l’horloge de l’instance 3 saute d’1 s en avant (un pas NTP, un opérateur)&#xa0;: Redis fait expirer les clés selon son horloge, donc la clé de A y disparaît aussitôt, 900 ms trop tôt. B demande à 150 ms et obtient les instances 3, 4 et 5&#xa0;: un quorum. A croit encore détenir le verrou pendant sa validité&#xa0;: deux détenteurs. La sûreté de Redlock repose sur des horloges qui avancent toutes au rythme que le client suppose.</translation>
    </message>
    <message>
        <source>Redlock: a pause past the validity, and no instance can tell</source>
        <translation>Redlock&#xa0;: une pause au-delà de la validité, et aucune instance ne peut le savoir</translation>
    </message>
    <message>
        <source>Five independent instances, quorum 3 (redsync&apos;s settings). A gets 5 of 5 at 0 ms, valid for about 990 ms (TTL 1 s minus the time it took and 1% drift), then its process freezes for 1.5 s (a stop-the-world GC). Its keys expire at 1 s on every instance; B asks at 1.1 s and gets 5 of 5. A thaws at 1.5 s and writes: a frozen process runs no timer, so it learns its validity is over only after it has acted. Two holders, and no number of instances helps: only the store can refuse A, by a fencing token from a counter that no failure can roll back (a counter kept on one Redis instance is lost when that instance restarts empty).</source>
        <translation>Cinq instances indépendantes, quorum 3 (réglages de redsync). A obtient 5 sur 5 à 0 ms, valide environ 990 ms (TTL 1 s moins le temps pris et 1 % de dérive), puis son processus se fige 1,5 s (un GC stop-the-world). Ses clés expirent à 1 s sur chaque instance&#xa0;; B demande à 1,1 s et obtient 5 sur 5. A se réveille à 1,5 s et écrit&#xa0;: un processus figé n’exécute aucun minuteur, il n’apprend la fin de sa validité qu’après avoir agi. Deux détenteurs, et aucun nombre d’instances n’y change rien&#xa0;: seul le stockage peut refuser A, par un jeton de fencing venu d’un compteur qu’aucune panne ne peut faire reculer (un compteur gardé sur une instance Redis est perdu quand elle redémarre vide).</translation>
    </message>
    <message>
        <source>Redlock: five instances, one down, still one holder</source>
        <translation>Redlock&#xa0;: cinq instances, une en panne, toujours un seul détenteur</translation>
    </message>
    <message>
        <source>A Redlock of five independent Redis servers (redsync&apos;s settings: quorum 3, drift factor 0.01). Instance 2 is down for the whole run. A asks all five in turn at 0 ms and gets 4 of 5, so it holds the lock for its validity (TTL minus the time the asking took minus the drift). B asks at 50 ms: every instance but the dead one holds A&apos;s key, so B gets none, gives back what it got and retries with jitter; once A releases everywhere, B gets 4 of 5. A majority survives one lost instance: safe.</source>
        <translation>Un Redlock de cinq serveurs Redis indépendants (réglages de redsync&#xa0;: quorum 3, facteur de dérive 0,01). L’instance 2 est en panne pendant toute l’exécution. A interroge les cinq à tour de rôle à 0 ms et en obtient 4 sur 5&#xa0;: il détient le verrou pendant sa validité (le TTL moins le temps de la demande moins la dérive). B demande à 50 ms&#xa0;: chaque instance sauf la morte détient la clé de A, donc B n’en obtient aucune, rend ce qu’il a eu et réessaie avec du jitter&#xa0;; quand A libère partout, B obtient 4 sur 5. Une majorité survit à une instance perdue&#xa0;: sûr.</translation>
    </message>
    <message>
        <source>Redlock: an instance that restarts only after the TTL keeps the quorum safe</source>
        <translation>Redlock&#xa0;: une instance qui ne redémarre qu’après le TTL garde le quorum sûr</translation>
    </message>
    <message>
        <source>The redlock-restart race with antirez&apos;s mitigation: instance 3 crashes at 100 ms and comes back only after 1,100 ms, longer than the TTL (1 s), so every key it could have forgotten has expired anyway. B asks at 150 ms: instances 1 and 2 hold A&apos;s key, instance 3 is down, 4 and 5 say OK: 2 of 5 is not a quorum, so B gives back what it got and retries with jitter. Once A releases everywhere B gets 4 of 5. Safe, at the price of an instance out of service for a TTL after every crash.</source>
        <translation>La course de redlock-restart avec la parade d’antirez&#xa0;: l’instance 3 tombe à 100 ms et ne revient qu’après 1 100 ms, plus que le TTL (1 s), donc toute clé qu’elle aurait pu oublier a de toute façon expiré. B demande à 150 ms&#xa0;: les instances 1 et 2 détiennent la clé de A, l’instance 3 est en panne, 4 et 5 disent OK&#xa0;: 2 sur 5 ne font pas un quorum, donc B rend ce qu’il a eu et réessaie avec du jitter. Quand A libère partout, B obtient 4 sur 5. Sûr, au prix d’une instance hors service pendant un TTL après chaque panne.</translation>
    </message>
    <message>
        <source>Redlock: an instance restarts empty and a second client reaches the quorum</source>
        <translation>Redlock&#xa0;: une instance redémarre vide et un second client atteint le quorum</translation>
    </message>
    <message>
        <source>Five independent instances, quorum 3 (redsync&apos;s settings). Instances 4 and 5 are restarting when A asks at 0 ms, so A gets 3 of 5: instances 1, 2 and 3, enough to hold the lock. At 100 ms instance 3 restarts without persistence and forgets A&apos;s key. B asks at 150 ms: instances 1 and 2 refuse, instances 3, 4 and 5 say OK, and 3 of 5 is a quorum. A still believes it holds the lock: two holders. Kleppmann&apos;s restart case: a Redlock is only as safe as every instance&apos;s memory of its keys.</source>
        <translation>Cinq instances indépendantes, quorum 3 (réglages de redsync). Les instances 4 et 5 redémarrent quand A demande à 0 ms, donc A obtient 3 sur 5&#xa0;: les instances 1, 2 et 3, assez pour détenir le verrou. À 100 ms, l’instance 3 redémarre sans persistance et oublie la clé de A. B demande à 150 ms&#xa0;: les instances 1 et 2 refusent, les instances 3, 4 et 5 disent OK, et 3 sur 5 font un quorum. A croit encore détenir le verrou&#xa0;: deux détenteurs. Le cas du redémarrage de Kleppmann&#xa0;: un Redlock n’est sûr que si chaque instance se souvient de ses clés.</translation>
    </message>
    <message>
        <source>Redlock: an acquisition slower than the TTL, refused by the validity check</source>
        <translation>Redlock&#xa0;: une acquisition plus lente que le TTL, refusée par le contrôle de validité</translation>
    </message>
    <message>
        <source>node-redlock v5 on five independent instances, TTL 100 ms, quorum 3. A&apos;s network is slow until 200 ms: each reply takes 30 ms more, so asking all five takes about 150 ms, longer than the TTL, and its first keys expire while it is still asking. node-redlock&apos;s corrected formula (expiration = start of the attempt + TTL - (round(0.01 x TTL) + 2 ms)) finds the lock already expired, gives back what it got and retries; B asks at 170 ms and gets the quorum alone: safe. Set &quot;validityFrom&quot;: &quot;first-attempt&quot; (the published 5.0.0-beta.2, node-redlock#296/#299) and A believes it holds a lock whose expiration has passed: two holders.</source>
        <translation>node-redlock v5 sur cinq instances indépendantes, TTL 100 ms, quorum 3. Le réseau de A est lent jusqu’à 200 ms&#xa0;: chaque réponse met 30 ms de plus, donc interroger les cinq prend environ 150 ms, plus que le TTL, et ses premières clés expirent pendant qu’il demande encore. La formule corrigée de node-redlock (expiration = début de la tentative + TTL - (round(0,01 x TTL) + 2 ms)) trouve le verrou déjà expiré, rend ce qu’elle a eu et réessaie&#xa0;; B demande à 170 ms et obtient seul le quorum&#xa0;: sûr. Avec &quot;validityFrom&quot;: &quot;first-attempt&quot; (la 5.0.0-beta.2 publiée, node-redlock#296/#299), A croit détenir un verrou dont l’expiration est passée&#xa0;: deux détenteurs.</translation>
    </message>
    <message>
        <source>A cluster promotes a replica that never got the lock</source>
        <translation>Un cluster promeut une réplique qui n’a jamais eu le verrou</translation>
    </message>
    <message>
        <source>A Redis Cluster of three shards, each a primary and a replica; the lock lives on one shard, like every key of the run (one hash tag). From 0 ms that shard&apos;s replica receives nothing of its primary&apos;s stream (replication lag). A acquires on the primary at 10 ms and works for 2.5 s; B, from 30 ms, finds the lock taken and retries. At 45 ms the primary dies. The other primaries mark it failed once it has been silent for cluster-node-timeout (200 ms here) and vote its replica in, which takes the cluster about a second more; the replica never had A&apos;s key. The clients read the cluster&apos;s new map and B acquires at its next try, while A still believes it holds the lock. A cluster keeps each key on one shard and replicates it asynchronously: a Redlock across shards is not something a cluster gives.</source>
        <translation>Un Redis Cluster de trois shards, chacun un primaire et une réplique&#xa0;; le verrou vit sur un shard, comme chaque clé de l’exécution (un hash tag). Dès 0 ms, la réplique de ce shard ne reçoit rien du flux de son primaire (retard de réplication). A prend le verrou sur le primaire à 10 ms et travaille 2,5 s&#xa0;; B, dès 30 ms, trouve le verrou pris et réessaie. À 45 ms le primaire meurt. Les autres primaires le marquent en échec quand il s’est tu pendant cluster-node-timeout (ici 200 ms) et élisent sa réplique, ce qui prend au cluster environ une seconde de plus&#xa0;; la réplique n’a jamais eu la clé de A. Les clients lisent la nouvelle carte du cluster et B acquiert à son essai suivant, alors que A croit encore le détenir. Un cluster garde chaque clé sur un shard et la réplique de façon asynchrone&#xa0;: un Redlock à travers les shards n’est pas ce qu’offre un cluster.</translation>
    </message>
</context>
<context>
    <name>locklab::ScenarioEditor</name>
    <message>
        <source>Lock TTL:</source>
        <translation>TTL du verrou&#xa0;:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>PX of every SET NX that does not set its own TTL</source>
        <translation>PX de chaque SET NX qui ne fixe pas son propre TTL</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a worker that acquires, works 50 ms, writes and releases</source>
        <translation>Ajouter un worker qui acquiert le verrou, travaille 50&#xa0;ms, écrit et libère</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Copy the selected worker, starting 10 ms later</source>
        <translation>Copier le worker sélectionné, avec un démarrage 10&#xa0;ms plus tard</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected worker</source>
        <translation>Supprimer le worker sélectionné</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Save the scenario, with the current policies, as JSON</source>
        <translation>Enregistrer le scénario, avec les politiques actuelles, au format JSON</translation>
    </message>
    <message>
        <source>Change lock TTL</source>
        <translation>Modifier le TTL du verrou</translation>
    </message>
    <message>
        <source>What the scenario shows, in a few words</source>
        <translation>Ce que montre le scénario, en quelques mots</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre&#xa0;:</translation>
    </message>
    <message>
        <source>What happens and why it matters</source>
        <translation>Ce qui se passe et pourquoi c&apos;est important</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Description&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workers&lt;/b&gt;</source>
        <translation>&lt;b&gt;Workers&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Add step</source>
        <translation>Ajouter une étape</translation>
    </message>
    <message>
        <source>Insert a step after the selected one</source>
        <translation>Insérer une étape après celle sélectionnée</translation>
    </message>
    <message>
        <source>Remove the selected step</source>
        <translation>Supprimer l&apos;étape sélectionnée</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the selected step earlier</source>
        <translation>Avancer l&apos;étape sélectionnée</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the selected step later</source>
        <translation>Reculer l&apos;étape sélectionnée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scheduled faults&lt;/b&gt; (add them from the Fault palette)</source>
        <translation>&lt;b&gt;Pannes planifiées&lt;/b&gt; (à ajouter depuis la palette de pannes)</translation>
    </message>
    <message>
        <source>Remove the selected fault</source>
        <translation>Supprimer la panne sélectionnée</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Change description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <source>&lt;b&gt;Steps of %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Étapes de %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Steps&lt;/b&gt;</source>
        <translation>&lt;b&gt;Étapes&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>locklab::SeedLab</name>
    <message>
        <source>A takes the lock: %1 · B, trying while A holds it: %2</source>
        <translation>A prend le verrou&#xa0;: %1 · B, qui essaie pendant que A le détient&#xa0;: %2</translation>
    </message>
    <message>
        <source>B releases with its own token: %1 · A releases: %2</source>
        <translation>B libère avec son propre jeton&#xa0;: %1 · A libère&#xa0;: %2</translation>
    </message>
    <message>
        <source>A&apos;s lock expired and B took it: %1 · A&apos;s plain DEL removed B&apos;s lock and C got it too: %2</source>
        <translation>Le verrou de A a expiré et B l’a pris&#xa0;: %1 · le simple DEL de A a supprimé le verrou de B et C l’a obtenu aussi&#xa0;: %2</translation>
    </message>
    <message>
        <source>with compare-and-delete, A&apos;s late release returns: %1 · B still holds the lock: %2</source>
        <translation>avec compare-and-delete, la libération tardive de A renvoie&#xa0;: %1 · B détient toujours le verrou&#xa0;: %2</translation>
    </message>
    <message>
        <source>TTL %1 ms, A stalls %2 ms, B works %3 ms: inside together %4 time(s); %5 writes landed, stored=%6</source>
        <translation>TTL %1&#xa0;ms, A bloqué %2&#xa0;ms, B travaille %3&#xa0;ms&#xa0;: ensemble en section critique %4 fois&#x202f;; écritures abouties&#xa0;: %5, stored=%6</translation>
    </message>
    <message>
        <source>both</source>
        <translation>les deux</translation>
    </message>
    <message>
        <source>   %1 writes with fencing token %2: accepted=%3</source>
        <translation>   %1 écrit avec le jeton de fencing %2&#xa0;: accepted=%3</translation>
    </message>
    <message>
        <source>the same race with fencing tokens checked by the store: stored=%1%2</source>
        <translation>la même course avec des jetons de fencing vérifiés par le stockage&#xa0;: stored=%1%2</translation>
    </message>
    <message>
        <source> (the late writer was refused)</source>
        <translation> (l’écriture tardive a été refusée)</translation>
    </message>
</context>
<context>
    <name>locklab::SentinelClient</name>
    <message>
        <source>sentinel %1 skipped: %2</source>
        <translation>sentinel %1 ignoré&#xa0;: %2</translation>
    </message>
    <message>
        <source>sentinel %1 skipped: it knows no primary named %2</source>
        <translation>sentinel %1 ignoré&#xa0;: il ne connaît aucun primaire nommé %2</translation>
    </message>
    <message>
        <source>sentinel %1 skipped: it answered %2</source>
        <translation>sentinel %1 ignoré&#xa0;: il a répondu %2</translation>
    </message>
    <message>
        <source>no sentinel of %1 named the primary %2 (%3)</source>
        <translation>aucun sentinel de %1 n’a nommé le primaire %2 (%3)</translation>
    </message>
    <message>
        <source>sentinel %1: %2</source>
        <translation>sentinel %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot follow a failover: no sentinel of %1 took the subscription to +switch-master (%2)</source>
        <translation>impossible de suivre un basculement&#xa0;: aucun sentinel de %1 n’a accepté l’abonnement à +switch-master (%2)</translation>
    </message>
    <message>
        <source>lost the subscription to +switch-master on sentinel %1 (%2): following the next one</source>
        <translation>abonnement à +switch-master perdu sur le sentinel %1 (%2)&#xa0;: suivi du suivant</translation>
    </message>
    <message>
        <source>it knows no primary named %1</source>
        <translation>il ne connaît aucun primaire nommé %1</translation>
    </message>
</context>
<context>
    <name>locklab::Shortcuts</name>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>locklab::StepListModel</name>
    <message>
        <source>wait</source>
        <translation>attendre</translation>
    </message>
    <message>
        <source>acquire (SET NX PX)</source>
        <translation>acquérir (SET NX PX)</translation>
    </message>
    <message>
        <source>work</source>
        <translation>travailler</translation>
    </message>
    <message>
        <source>pause (process frozen)</source>
        <translation>pause (processus figé)</translation>
    </message>
    <message>
        <source>write to the store</source>
        <translation>écrire dans le stockage</translation>
    </message>
    <message>
        <source>release</source>
        <translation>libérer</translation>
    </message>
    <message>
        <source>extend (PEXPIRE)</source>
        <translation>prolonger (PEXPIRE)</translation>
    </message>
    <message>
        <source>Does not apply to a %1 step</source>
        <translation>Ne s&apos;applique pas à une étape «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Make step %1 of %2 a %3</source>
        <translation>L&apos;étape %1 de %2 devient «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2.</source>
        <translation>Un nombre entier de %1 à %2 est attendu.</translation>
    </message>
    <message>
        <source>Change step %1 of %2</source>
        <translation>Modifier l&apos;étape %1 de %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Retry after</source>
        <translation>Réessayer après</translation>
    </message>
    <message>
        <source>+ jitter</source>
        <translation>+ gigue</translation>
    </message>
    <message>
        <source>Add a %1 step to %2</source>
        <translation>Ajouter une étape «&#xa0;%1&#xa0;» à %2</translation>
    </message>
    <message>
        <source>Remove step %1 of %2</source>
        <translation>Supprimer l&apos;étape %1 de %2</translation>
    </message>
    <message>
        <source>Move step %1 of %2</source>
        <translation>Déplacer l&apos;étape %1 de %2</translation>
    </message>
    <message>
        <source>check (GET, compare the token)</source>
        <translation>vérifier (GET, comparer le jeton)</translation>
    </message>
    <message>
        <source>wait</source>
        <comment>step name</comment>
        <translation>attendre</translation>
    </message>
    <message>
        <source>acquire</source>
        <comment>step name</comment>
        <translation>acquérir</translation>
    </message>
    <message>
        <source>work</source>
        <comment>step name</comment>
        <translation>travailler</translation>
    </message>
    <message>
        <source>pause</source>
        <comment>step name</comment>
        <translation>pause</translation>
    </message>
    <message>
        <source>write</source>
        <comment>step name</comment>
        <translation>écrire</translation>
    </message>
    <message>
        <source>release</source>
        <comment>step name</comment>
        <translation>libérer</translation>
    </message>
    <message>
        <source>extend</source>
        <comment>step name</comment>
        <translation>prolonger</translation>
    </message>
    <message>
        <source>check</source>
        <comment>step name</comment>
        <translation>vérifier</translation>
    </message>
    <message>
        <source>%1 (lock)</source>
        <translation>%1 (verrou)</translation>
    </message>
</context>
<context>
    <name>locklab::Summary</name>
    <message>
        <source>%1 of %2 commands after the first grant got no reply or an error</source>
        <translation>%1 commandes sur %2 après la première attribution n&apos;ont reçu aucune réponse ou une erreur</translation>
    </message>
    <message>
        <source>%1 of %2 commands got no reply or an error</source>
        <translation>%1 commandes sur %2 n&apos;ont reçu aucune réponse ou une erreur</translation>
    </message>
</context>
<context>
    <name>locklab::Sweep</name>
    <message>
        <source>&quot;%1&quot;: expected name=number, got &quot;%2&quot;</source>
        <translation>&quot;%1&quot;&#xa0;: nom=nombre attendu, reçu &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected a non-negative number, got &quot;%2&quot;</source>
        <translation>&quot;%1&quot;&#xa0;: nombre positif ou nul attendu, reçu &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: missing %2=</source>
        <translation>&quot;%1&quot;&#xa0;: %2= manquant</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: alpha must be positive</source>
        <translation>&quot;%1&quot;&#xa0;: alpha doit être positif</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected fixed, exponential, lognormal or pareto</source>
        <translation>&quot;%1&quot;&#xa0;: fixed, exponential, lognormal ou pareto attendu</translation>
    </message>
    <message>
        <source>--vary %1: unknown parameter &quot;%2&quot; (expected one of: %3)</source>
        <translation>--vary %1&#xa0;: paramètre inconnu &quot;%2&quot; (attendu parmi&#xa0;: %3)</translation>
    </message>
    <message>
        <source>--vary %1: expected from:to:step with from &lt;= to, step &gt; 0 and at most 10000 points</source>
        <translation>--vary %1&#xa0;: début:fin:pas attendu avec début &lt;= fin, pas &gt; 0 et au plus 10000 points</translation>
    </message>
    <message>
        <source>--vary %1: &quot;%2&quot; is not a number</source>
        <translation>--vary %1&#xa0;: &quot;%2&quot; n’est pas un nombre</translation>
    </message>
    <message>
        <source>--vary %1: expected name=from:to:step or name=v1,v2,...</source>
        <translation>--vary %1&#xa0;: nom=début:fin:pas ou nom=v1,v2,... attendu</translation>
    </message>
    <message>
        <source>--vary %1: value %2 is out of range</source>
        <translation>--vary %1&#xa0;: valeur %2 hors limites</translation>
    </message>
    <message>
        <source>trial %1 of point %2: %3</source>
        <translation>essai %1 du point %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 has no clock jump to vary: the sweep sets the size of the scenario&apos;s last clock-jump fault (redlock-clock-jump has one)</source>
        <translation>%1 n’a pas de saut d’horloge à faire varier&#xa0;: le balayage règle la taille de la dernière panne clock-jump du scénario (redlock-clock-jump en a une)</translation>
    </message>
    <message>
        <source>%1 has no restart to vary: the sweep sets how long the scenario&apos;s last restart keeps its server down (redlock-restart has one)</source>
        <translation>%1 n’a pas de redémarrage à faire varier&#xa0;: le balayage règle combien de temps le dernier redémarrage du scénario garde son serveur arrêté (redlock-restart en a un)</translation>
    </message>
    <message>
        <source>the drift factor is a Redlock&apos;s: sweep a Redlock scenario, or compare with a Redlock line</source>
        <translation>le facteur de dérive est celui d’un Redlock&#xa0;: balayez un scénario Redlock, ou comparez avec une ligne Redlock</translation>
    </message>
    <message>
        <source>fencing on</source>
        <translation>avec fencing</translation>
    </message>
    <message>
        <source>fencing off</source>
        <translation>sans fencing</translation>
    </message>
    <message>
        <source>single instance + fencing</source>
        <translation>une instance + fencing</translation>
    </message>
    <message>
        <source>single instance</source>
        <translation>une instance</translation>
    </message>
    <message>
        <source>Redlock of %1 + fencing</source>
        <translation>Redlock de %1 + fencing</translation>
    </message>
    <message>
        <source>Redlock of %1</source>
        <translation>Redlock de %1</translation>
    </message>
    <message>
        <source>%1 has replicas: a Redlock&apos;s instances are independent servers</source>
        <translation>%1 a des répliques&#xa0;: les instances d’un Redlock sont des serveurs indépendants</translation>
    </message>
    <message>
        <source>%1 has a check step: a Redlock has no one key to check</source>
        <translation>%1 a une étape check&#xa0;: un Redlock n’a pas de clé unique à vérifier</translation>
    </message>
    <message>
        <source>--compare %1: unknown line &quot;%2&quot; (expected some of: %3)</source>
        <translation>--compare %1&#xa0;: ligne «&#xa0;%2&#xa0;» inconnue (attendu parmi&#xa0;: %3)</translation>
    </message>
    <message>
        <source>--compare %1: &quot;%2&quot; twice</source>
        <translation>--compare %1&#xa0;: «&#xa0;%2&#xa0;» deux fois</translation>
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
        <translation>P(deux détenteurs), %1</translation>
    </message>
    <message>
        <source>P(stale write), %1</source>
        <translation>P(écriture périmée), %1</translation>
    </message>
    <message>
        <source>Mean overlap (ms), %1</source>
        <translation>Chevauchement moyen (ms), %1</translation>
    </message>
</context>
<context>
    <name>locklab::SweepView</name>
    <message>
        <source>Lock TTL (ms)</source>
        <translation>TTL du verrou (ms)</translation>
    </message>
    <message>
        <source>Pause length (ms)</source>
        <translation>Durée de pause (ms)</translation>
    </message>
    <message>
        <source>Pause probability</source>
        <translation>Probabilité de pause</translation>
    </message>
    <message>
        <source>Work time (ms)</source>
        <translation>Durée de travail (ms)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>Retry interval (ms)</source>
        <translation>Intervalle entre tentatives (ms)</translation>
    </message>
    <message>
        <source>Retry jitter (ms)</source>
        <translation>Jitter des tentatives (ms)</translation>
    </message>
    <message>
        <source>Runs the scenario shown in the Timeline tab, many times, with fencing off and on.</source>
        <translation>Exécute de nombreuses fois le scénario affiché dans l’onglet Chronologie, sans puis avec fencing.</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>Faire varier</translation>
    </message>
    <message>
        <source>Parameter:</source>
        <translation>Paramètre&#xa0;:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À&#xa0;:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Pas&#xa0;:</translation>
    </message>
    <message>
        <source>Pauses</source>
        <translation>Pauses</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixe</translation>
    </message>
    <message>
        <source>Exponential</source>
        <translation>Exponentielle</translation>
    </message>
    <message>
        <source>Log-normal</source>
        <translation>Log-normale</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>How long each pause step of the scenario lasts, drawn per trial</source>
        <translation>Durée de chaque étape de pause du scénario, tirée à chaque essai</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The chance that each pause step happens at all</source>
        <translation>La probabilité que chaque étape de pause ait lieu</translation>
    </message>
    <message>
        <source>Distribution:</source>
        <translation>Loi&#xa0;:</translation>
    </message>
    <message>
        <source>Probability:</source>
        <translation>Probabilité&#xa0;:</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Trials per point; each runs once with fencing off and once with it on</source>
        <translation>Essais par point&#x202f;; chacun est exécuté une fois sans fencing et une fois avec</translation>
    </message>
    <message>
        <source>Per point:</source>
        <translation>Par point&#xa0;:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Logarithmic parameter axis</source>
        <translation>Axe du paramètre logarithmique</translation>
    </message>
    <message>
        <source>Helps when the values span orders of magnitude</source>
        <translation>Utile quand les valeurs couvrent plusieurs ordres de grandeur</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Lancer le balayage</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Click a point of a curve to open its first failing trial in the timeline.</source>
        <translation>Cliquez sur un point d’une courbe pour ouvrir son premier essai en échec dans la chronologie.</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Durée&#xa0;:</translation>
    </message>
    <message>
        <source>as in the scenario</source>
        <translation>comme dans le scénario</translation>
    </message>
    <message>
        <source>Mean:</source>
        <translation>Moyenne&#xa0;:</translation>
    </message>
    <message>
        <source>Median:</source>
        <translation>Médiane&#xa0;:</translation>
    </message>
    <message>
        <source>Sigma:</source>
        <translation>Sigma&#xa0;:</translation>
    </message>
    <message>
        <source>Minimum:</source>
        <translation>Minimum&#xa0;:</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alpha&#xa0;:</translation>
    </message>
    <message>
        <source>The scenario has no workers to sweep.</source>
        <translation>Le scénario n’a aucun worker à balayer.</translation>
    </message>
    <message>
        <source>“To” must not be less than “From”.</source>
        <translation>«&#xa0;À&#xa0;» ne doit pas être inférieur à «&#xa0;De&#xa0;».</translation>
    </message>
    <message>
        <source>The step must be positive.</source>
        <translation>Le pas doit être positif.</translation>
    </message>
    <message>
        <source>That is %1 points; at most %2 fit a chart. Take a larger step.</source>
        <translation>Cela fait %1 points&#x202f;; un graphique en contient %2 au plus. Prenez un pas plus grand.</translation>
    </message>
    <message>
        <source>Scenario: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Scénario&#xa0;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Running %1 trials at each of %2 points…</source>
        <translation>Exécution de %1 essais en chacun des %2 points…</translation>
    </message>
    <message>
        <source>Cancelled; the charts keep the last finished sweep.</source>
        <translation>Annulé&#x202f;; les graphiques conservent le dernier balayage terminé.</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%1 exécutions sur %2</translation>
    </message>
    <message>
        <source>%1 runs in %2 s (%3 runs/s).</source>
        <translation>%1 exécutions en %2&#xa0;s (%3 exécutions/s).</translation>
    </message>
    <message>
        <source>P(stale write accepted)</source>
        <translation>P(écriture périmée acceptée)</translation>
    </message>
    <message>
        <source>P(two holders at once)</source>
        <translation>P(deux détenteurs à la fois)</translation>
    </message>
    <message>
        <source>%1 — run a sweep to fill this chart</source>
        <translation>%1 — lancez un balayage pour remplir ce graphique</translation>
    </message>
    <message>
        <source>%1 vs %2, %3 trials per point, 95% bands</source>
        <translation>%1 en fonction de %2, %3 essais par point, bandes à 95&#xa0;%</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>%1, 95% band</source>
        <translation>%1, bande à 95&#xa0;%</translation>
    </message>
    <message>
        <source>%1 = %2, %3
P = %4 (95%: %5 – %6)</source>
        <translation>%1 = %2, %3
P = %4 (95&#xa0;%&#xa0;: %5 – %6)</translation>
    </message>
    <message>
        <source>
Click to open failing trial %1</source>
        <translation>
Cliquez pour ouvrir l’essai en échec %1</translation>
    </message>
    <message>
        <source>No trial failed at %1 = %2 with %3.</source>
        <translation>Aucun essai n’a échoué pour %1 = %2, %3.</translation>
    </message>
    <message>
        <source>sweep trial %1 at %2 = %3, %4</source>
        <translation>essai de balayage %1 à %2 = %3, %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Opened %1 in the Timeline tab.</source>
        <translation>%1 ouvert dans l’onglet Chronologie.</translation>
    </message>
    <message>
        <source>Opened %1 in the Timeline tab: %2</source>
        <translation>%1 ouvert dans l’onglet Chronologie&#xa0;: %2</translation>
    </message>
    <message>
        <source>Clock jump (ms)</source>
        <translation>Saut d’horloge (ms)</translation>
    </message>
    <message>
        <source>Drift factor</source>
        <translation>Facteur de dérive</translation>
    </message>
    <message>
        <source>Restart delay (ms)</source>
        <translation>Délai de redémarrage (ms)</translation>
    </message>
    <message>
        <source>Fencing off and on</source>
        <translation>Sans et avec fencing</translation>
    </message>
    <message>
        <source>Single, single + fencing, Redlock</source>
        <translation>Une instance, + fencing, Redlock</translation>
    </message>
    <message>
        <source>Single, single + fencing, Redlock, Redlock + fencing</source>
        <translation>Une instance, + fencing, Redlock, Redlock + fencing</translation>
    </message>
    <message>
        <source>What every trial runs, one line each: the scenario&apos;s lock with fencing off and on, or one Redis instance, one with fencing and a Redlock, all on the same trials</source>
        <translation>Ce que chaque essai exécute, une ligne chacun&#xa0;: le verrou du scénario sans et avec fencing, ou une instance Redis, une avec fencing et un Redlock, tous sur les mêmes essais</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Lignes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>locklab::Time</name>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineExporter</name>
    <message>
        <source>The run is about to start.</source>
        <translation>L’exécution va commencer.</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
    <message>
        <source>LockLab timeline: %1</source>
        <translation>Chronologie LockLab&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rendered by LockLab</source>
        <translation>Rendu par LockLab</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>video export needs ffmpeg on PATH (Debian/Ubuntu: sudo apt install ffmpeg); PNG frames work without it</source>
        <translation>l’export vidéo nécessite ffmpeg dans le PATH (Debian/Ubuntu&#xa0;: sudo apt install ffmpeg)&#x202f;; les images PNG fonctionnent sans</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineModel</name>
    <message>
        <source>Redis key</source>
        <translation>Clé Redis</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Stockage</translation>
    </message>
    <message>
        <source>Redis · fenced writes</source>
        <translation>Redis · écritures avec fencing</translation>
    </message>
    <message>
        <source>Redis · no fencing</source>
        <translation>Redis · sans fencing</translation>
    </message>
    <message>
        <source>SQLite · UNIQUE job</source>
        <translation>SQLite · job UNIQUE</translation>
    </message>
    <message>
        <source>SQLite · WHERE fence &lt; ?</source>
        <translation>SQLite · WHERE fence &lt; ?</translation>
    </message>
    <message>
        <source>SQLite · plain UPDATE</source>
        <translation>SQLite · UPDATE simple</translation>
    </message>
    <message>
        <source>file · cannot fence</source>
        <translation>fichier · fencing impossible</translation>
    </message>
    <message>
        <source>file · checks nothing</source>
        <translation>fichier · ne vérifie rien</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primaire</translation>
    </message>
    <message>
        <source>Replica %1</source>
        <translation>Réplique %1</translation>
    </message>
    <message>
        <source>Quorum %1 of %2</source>
        <translation>Quorum %1 sur %2</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instance %1</translation>
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
        <translation>Vue d’ensemble de l’exécution</translation>
    </message>
    <message>
        <source>The whole run: the frame is what the timeline shows. Drag it, or click elsewhere to move it there; a double-click fits the whole run.</source>
        <translation>Toute l’exécution&#xa0;: le cadre est ce que montre la chronologie. Faites-le glisser, ou cliquez ailleurs pour l’y déplacer&#xa0;; un double-clic montre toute l’exécution.</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineRenderer</name>
    <message>
        <source>%1 holds</source>
        <translation>détenu par %1</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>échéance</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expiré</translation>
    </message>
    <message>
        <source>DEL by %1</source>
        <translation>DEL par %1</translation>
    </message>
    <message>
        <source>DEL by %1 deletes %2&apos;s lock</source>
        <translation>le DEL de %1 supprime le verrou de %2</translation>
    </message>
    <message>
        <source>%1: nothing deleted</source>
        <translation>%1&#xa0;: rien de supprimé</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>incident</translation>
    </message>
    <message>
        <source>releasing</source>
        <translation>en libération</translation>
    </message>
    <message>
        <source>extending</source>
        <translation>en prolongation</translation>
    </message>
    <message>
        <source>working</source>
        <translation>au travail</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>en écriture</translation>
    </message>
    <message>
        <source>paused (process frozen)</source>
        <translation>en pause (processus figé)</translation>
    </message>
    <message>
        <source>believes it holds — Redis: %1 holds</source>
        <translation>croit le détenir — Redis&#xa0;: détenu par %1</translation>
    </message>
    <message>
        <source>believes it holds — Redis: no lock</source>
        <translation>croit le détenir — Redis&#xa0;: aucun verrou</translation>
    </message>
    <message>
        <source>Redis: %1 holds</source>
        <translation>Redis&#xa0;: détenu par %1</translation>
    </message>
    <message>
        <source>Redis: no lock</source>
        <translation>Redis&#xa0;: aucun verrou</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>abandon</translation>
    </message>
    <message numerus="yes">
        <source>gave up after %n refusal(s)</source>
        <translation>
            <numerusform>abandonne après %n refus</numerusform>
            <numerusform>abandonne après %n refus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n× refused</source>
        <translation>
            <numerusform>%n× refusé</numerusform>
            <numerusform>%n× refusés</numerusform>
        </translation>
    </message>
    <message>
        <source>value = %1 · fence %2</source>
        <translation>valeur = %1 · jeton %2</translation>
    </message>
    <message>
        <source>value = %1</source>
        <translation>valeur = %1</translation>
    </message>
    <message>
        <source> · fence %1</source>
        <translation> · jeton %1</translation>
    </message>
    <message>
        <source>%1 ✗ refused%2</source>
        <translation>%1 ✗ refusée%2</translation>
    </message>
    <message>
        <source>%1 ✓ stale write accepted%2</source>
        <translation>%1 ✓ écriture périmée acceptée%2</translation>
    </message>
    <message>
        <source>%1 ✓ accepted%2</source>
        <translation>%1 ✓ acceptée%2</translation>
    </message>
    <message>
        <source>%1 inside together · %2</source>
        <translation>%1 ensemble en section critique · %2</translation>
    </message>
    <message>
        <source>key held (TTL running down)</source>
        <translation>clé détenue (TTL en décompte)</translation>
    </message>
    <message>
        <source>believes it holds</source>
        <translation>croit détenir le verrou</translation>
    </message>
    <message>
        <source>believes it holds, Redis disagrees</source>
        <translation>croit détenir le verrou, Redis dit non</translation>
    </message>
    <message>
        <source>paused (frozen)</source>
        <translation>en pause (figé)</translation>
    </message>
    <message>
        <source>retrying SET NX</source>
        <translation>nouvelle tentative SET NX</translation>
    </message>
    <message>
        <source>granted / refused</source>
        <translation>accordé / refusé</translation>
    </message>
    <message>
        <source>write accepted / refused</source>
        <translation>écriture acceptée / refusée</translation>
    </message>
    <message>
        <source>two holders at once</source>
        <translation>deux détenteurs à la fois</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>vérification</translation>
    </message>
    <message>
        <source>%1 duplicate work · %2</source>
        <translation>%1 travail en double · %2</translation>
    </message>
    <message numerus="yes">
        <source>only %n replica(s) have it</source>
        <translation>
            <numerusform>seule %n réplique l&apos;a</numerusform>
            <numerusform>seules %n répliques l&apos;ont</numerusform>
        </translation>
    </message>
    <message>
        <source>WAIT: no answer, nothing confirmed</source>
        <translation>WAIT&#xa0;: pas de réponse, rien de confirmé</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) have it</source>
        <translation>
            <numerusform>%n réplique l&apos;a</numerusform>
            <numerusform>%n répliques l&apos;ont</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnects to replica %1</source>
        <translation>se reconnecte à la réplique %1</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>primaire</translation>
    </message>
    <message>
        <source>down (killed)</source>
        <translation>hors service (tué)</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>réplique</translation>
    </message>
    <message>
        <source>replication held (lag)</source>
        <translation>réplication retenue (retard)</translation>
    </message>
    <message>
        <source>promoted (REPLICAOF NO ONE)</source>
        <translation>promue (REPLICAOF NO ONE)</translation>
    </message>
    <message>
        <source>primary died (the lock had not replicated)</source>
        <translation>primaire mort (le verrou n&apos;était pas répliqué)</translation>
    </message>
    <message>
        <source>primary died</source>
        <translation>primaire mort</translation>
    </message>
    <message>
        <source>MONITOR lost · %1 not seen</source>
        <translation>MONITOR perdu · %1 non vu</translation>
    </message>
    <message>
        <source>MONITOR lost</source>
        <translation>MONITOR perdu</translation>
    </message>
    <message>
        <source>Redis down, no reply yet</source>
        <translation>Redis indisponible, pas encore de réponse</translation>
    </message>
    <message>
        <source>Redis down %1</source>
        <translation>Redis indisponible %1</translation>
    </message>
    <message>
        <source>down</source>
        <translation>hors service</translation>
    </message>
    <message>
        <source>reconnected</source>
        <translation>reconnecté</translation>
    </message>
    <message>
        <source>Redis down</source>
        <translation>Redis indisponible</translation>
    </message>
    <message>
        <source>MONITOR lost: not seen</source>
        <translation>MONITOR perdu&#xa0;: non observé</translation>
    </message>
    <message>
        <source>released by %1 (token matched)</source>
        <translation>libéré par %1 (jeton vérifié)</translation>
    </message>
    <message>
        <source>work done twice</source>
        <translation>travail fait deux fois</translation>
    </message>
    <message>
        <source>%1 holds</source>
        <comment>Redis says: the key is another&apos;s</comment>
        <translation>détenu par %1</translation>
    </message>
    <message>
        <source>not its lock</source>
        <translation>pas son verrou</translation>
    </message>
    <message>
        <source>no lock</source>
        <comment>Redis says: the key is gone</comment>
        <translation>aucun verrou</translation>
    </message>
    <message>
        <source>replies +%1 ms late</source>
        <translation>réponses +%1 ms en retard</translation>
    </message>
    <message>
        <source>stalled %1</source>
        <translation>figé %1</translation>
    </message>
    <message>
        <source>late</source>
        <translation>retard</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>figé</translation>
    </message>
    <message>
        <source>stalled (answers nothing)</source>
        <translation>figé (ne répond rien)</translation>
    </message>
    <message>
        <source>replies late (slow network)</source>
        <translation>réponses en retard (réseau lent)</translation>
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
        <translation>pause</translation>
    </message>
    <message>
        <source>slow replies</source>
        <comment>a fault on the timeline</comment>
        <translation>réponses lentes</translation>
    </message>
    <message>
        <source>lost reply</source>
        <comment>a fault on the timeline</comment>
        <translation>réponse perdue</translation>
    </message>
    <message>
        <source>restart</source>
        <comment>a fault on the timeline</comment>
        <translation>redémarrage</translation>
    </message>
    <message>
        <source>clock jump</source>
        <comment>a fault on the timeline</comment>
        <translation>saut d&apos;horloge</translation>
    </message>
    <message>
        <source>replication lag</source>
        <comment>a fault on the timeline</comment>
        <translation>retard de réplication</translation>
    </message>
    <message>
        <source>replica promoted</source>
        <comment>a fault on the timeline</comment>
        <translation>réplique promue</translation>
    </message>
    <message>
        <source>stalled</source>
        <comment>a fault on the timeline</comment>
        <translation>figé</translation>
    </message>
    <message>
        <source>replication held</source>
        <comment>the replication lag band, where its words do not fit</comment>
        <translation>réplication retenue</translation>
    </message>
    <message>
        <source>lag</source>
        <comment>the replication lag band, in a few pixels</comment>
        <translation>retard</translation>
    </message>
    <message>
        <source>promoted</source>
        <comment>a replica, where its words do not fit</comment>
        <translation>promue</translation>
    </message>
    <message>
        <source>%1 ✓ stale</source>
        <comment>a stale write accepted, where the whole does not fit</comment>
        <translation>%1 ✓ périmée</translation>
    </message>
</context>
<context>
    <name>locklab::TimelineWidget</name>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two holders at once&lt;/b&gt;&lt;br&gt;%1 were all inside the critical section&lt;br&gt;from %2 to %3 (%4)</source>
        <translation>&lt;b&gt;Deux détenteurs à la fois&lt;/b&gt;&lt;br&gt;%1 étaient tous dans la section critique&lt;br&gt;de %2 à %3 (%4)</translation>
    </message>
    <message>
        <source>%1: SET NX granted — the lock is %1&apos;s</source>
        <translation>%1&#xa0;: SET NX accordé — le verrou est à %1</translation>
    </message>
    <message>
        <source>%1: SET NX refused — someone holds the key</source>
        <translation>%1&#xa0;: SET NX refusé — quelqu’un détient la clé</translation>
    </message>
    <message>
        <source>%1: no reply to SET NX — the lock may or may not be %1&apos;s</source>
        <translation>%1&#xa0;: pas de réponse au SET NX — le verrou est peut-être à %1, ou peut-être pas</translation>
    </message>
    <message>
        <source>%1: SET NX failed</source>
        <translation>%1&#xa0;: échec du SET NX</translation>
    </message>
    <message>
        <source>%1 extended its lock</source>
        <translation>%1 a prolongé son verrou</translation>
    </message>
    <message>
        <source>%1 could not extend: the key is not its own</source>
        <translation>%1 n’a pas pu prolonger&#xa0;: la clé n’est pas la sienne</translation>
    </message>
    <message>
        <source>%1 gave up acquiring</source>
        <translation>%1 a renoncé à acquérir le verrou</translation>
    </message>
    <message>
        <source>The key&apos;s TTL deadline: %1</source>
        <translation>Échéance du TTL de la clé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redis expired the key (deadline %1)</source>
        <translation>Redis a fait expirer la clé (échéance %1)</translation>
    </message>
    <message>
        <source>%1 deleted its own lock</source>
        <translation>%1 a supprimé son propre verrou</translation>
    </message>
    <message>
        <source>%1&apos;s DEL deleted %2&apos;s lock</source>
        <translation>Le DEL de %1 a supprimé le verrou de %2</translation>
    </message>
    <message>
        <source>%1&apos;s release deleted nothing: the key was not its own</source>
        <translation>La libération de %1 n’a rien supprimé&#xa0;: la clé n’était pas la sienne</translation>
    </message>
    <message>
        <source>%1&apos;s write was accepted</source>
        <translation>L’écriture de %1 a été acceptée</translation>
    </message>
    <message>
        <source>%1&apos;s write was refused: fence %2 is older than the store&apos;s</source>
        <translation>L’écriture de %1 a été refusée&#xa0;: le jeton %2 est plus ancien que celui du stockage</translation>
    </message>
    <message>
        <source>%1&apos;s stale write was accepted: a newer holder existed</source>
        <translation>L’écriture périmée de %1 a été acceptée&#xa0;: un détenteur plus récent existait</translation>
    </message>
    <message>
        <source>Fault: %1</source>
        <translation>Incident&#xa0;: %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>à %1</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, and Redis agrees</source>
        <translation>%1 croit détenir le verrou, et Redis confirme</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis says %2 holds it</source>
        <translation>%1 croit détenir le verrou, mais selon Redis c’est %2 qui le détient</translation>
    </message>
    <message>
        <source>%1 believes it holds the lock, but Redis has no lock key</source>
        <translation>%1 croit détenir le verrou, mais Redis n’a aucune clé de verrou</translation>
    </message>
    <message>
        <source>Redis: the key holds %1&apos;s token</source>
        <translation>Redis&#xa0;: la clé contient le jeton de %1</translation>
    </message>
    <message>
        <source>Stored value: %1 (fence %2)</source>
        <translation>Valeur stockée&#xa0;: %1 (jeton %2)</translation>
    </message>
    <message>
        <source>Stored value: %1</source>
        <translation>Valeur stockée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is waiting</source>
        <translation>%1 attend</translation>
    </message>
    <message>
        <source>%1 is acquiring (SET NX, retrying)</source>
        <translation>%1 tente d’acquérir le verrou (SET NX, avec nouvelles tentatives)</translation>
    </message>
    <message>
        <source>%1 holds the lock</source>
        <translation>%1 détient le verrou</translation>
    </message>
    <message>
        <source>%1 is working in the critical section</source>
        <translation>%1 travaille dans la section critique</translation>
    </message>
    <message>
        <source>%1 is paused: the process is frozen and sends nothing</source>
        <translation>%1 est en pause&#xa0;: le processus est figé et n’envoie rien</translation>
    </message>
    <message>
        <source>%1 is writing to the store</source>
        <translation>%1 écrit dans le stockage</translation>
    </message>
    <message>
        <source>%1 is releasing the lock</source>
        <translation>%1 libère le verrou</translation>
    </message>
    <message>
        <source>%1 is extending the lock</source>
        <translation>%1 prolonge le verrou</translation>
    </message>
    <message>
        <source>Two holders at once</source>
        <translation>Deux détenteurs à la fois</translation>
    </message>
    <message>
        <source>%1 to %2 (%3)</source>
        <translation>de %1 à %2 (%3)</translation>
    </message>
    <message>
        <source>Scroll lanes</source>
        <translation>Faire défiler les pistes</translation>
    </message>
    <message>
        <source>&amp;Taller Lanes</source>
        <translation>Pistes plus &amp;hautes</translation>
    </message>
    <message>
        <source>Taller lanes (Ctrl+Shift+wheel)</source>
        <translation>Pistes plus hautes (Ctrl+Maj+molette)</translation>
    </message>
    <message>
        <source>&amp;Shorter Lanes</source>
        <translation>Pistes plus &amp;basses</translation>
    </message>
    <message>
        <source>Shorter lanes: more workers in view (Ctrl+Shift+wheel)</source>
        <translation>Pistes plus basses&#xa0;: plus de workers visibles (Ctrl+Maj+molette)</translation>
    </message>
    <message>
        <source>Fit &amp;Lanes to Window</source>
        <translation>Ajuster les &amp;pistes à la fenêtre</translation>
    </message>
    <message>
        <source>Lanes share the window&apos;s height again</source>
        <translation>Les pistes se partagent à nouveau la hauteur de la fenêtre</translation>
    </message>
    <message>
        <source>%1&apos;s check passed: the key held its token when Redis ran the GET — and says nothing about the next step</source>
        <translation>La vérification de %1 a réussi&#xa0;: la clé contenait son jeton quand Redis a exécuté le GET — et ne dit rien de l’étape suivante</translation>
    </message>
    <message>
        <source>%1&apos;s check failed: the key held another token, none, or no answer came</source>
        <translation>La vérification de %1 a échoué&#xa0;: la clé contenait un autre jeton, aucun, ou aucune réponse n’est venue</translation>
    </message>
    <message>
        <source>%1&apos;s plain PEXPIRE extended %2&apos;s lock: it does not check the token</source>
        <translation>Le simple PEXPIRE de %1 a prolongé le verrou de %2&#xa0;: il ne vérifie pas le jeton</translation>
    </message>
    <message>
        <source>%1 is checking the lock (GET, compared at the client)</source>
        <translation>%1 vérifie le verrou (GET, comparé côté client)</translation>
    </message>
    <message>
        <source>The primary died before the lock key reached the replica</source>
        <translation>Le primaire est mort avant que la clé du verrou atteigne la réplique</translation>
    </message>
    <message>
        <source>The primary died</source>
        <translation>Le primaire est mort</translation>
    </message>
    <message>
        <source>Replica %1 promoted to primary (REPLICAOF NO ONE) with what had reached it</source>
        <translation>Réplique %1 promue primaire (REPLICAOF NO ONE) avec ce qui l&apos;avait atteinte</translation>
    </message>
    <message>
        <source>%1 reconnects to the new primary (replica %2)</source>
        <translation>%1 se reconnecte au nouveau primaire (réplique %2)</translation>
    </message>
    <message>
        <source>%1&apos;s WAIT: only %2 replica(s) have its writes; WAIT does not undo them</source>
        <translation>WAIT de %1&#xa0;: seules %2 réplique(s) ont ses écritures&#xa0;; WAIT ne les annule pas</translation>
    </message>
    <message>
        <source>%1&apos;s WAIT got no answer: nothing is confirmed</source>
        <translation>Le WAIT de %1 n&apos;a pas eu de réponse&#xa0;: rien n&apos;est confirmé</translation>
    </message>
    <message>
        <source>%1&apos;s WAIT: %2 replica(s) have its writes</source>
        <translation>WAIT de %1&#xa0;: %2 réplique(s) ont ses écritures</translation>
    </message>
    <message>
        <source>%1 is the primary: clients talk to it</source>
        <translation>%1 est le primaire&#xa0;: les clients lui parlent</translation>
    </message>
    <message>
        <source>%1 is down (killed)</source>
        <translation>%1 est hors service (tué)</translation>
    </message>
    <message>
        <source>%1 is a replica: it follows the primary&apos;s stream</source>
        <translation>%1 est une réplique&#xa0;: elle suit le flux du primaire</translation>
    </message>
    <message>
        <source>%1 receives nothing of the primary&apos;s stream: replication is held</source>
        <translation>%1 ne reçoit rien du flux du primaire&#xa0;: la réplication est retenue</translation>
    </message>
    <message>
        <source>Redis answers again: reconnected after %1 down</source>
        <translation>Redis répond de nouveau&#xa0;: reconnecté après %1 d’indisponibilité</translation>
    </message>
    <message>
        <source>Redis is down: commands are refused until it answers again</source>
        <translation>Redis est indisponible&#xa0;: les commandes sont refusées jusqu’à ce qu’il réponde de nouveau</translation>
    </message>
    <message>
        <source>&lt;b&gt;MONITOR connection lost&lt;/b&gt;&lt;br&gt;What Redis ran from %1 to %2 (%3) was not seen: the lanes show nothing there, not an idle lock</source>
        <translation>&lt;b&gt;Connexion MONITOR perdue&lt;/b&gt;&lt;br&gt;Ce que Redis a exécuté de %1 à %2 (%3) n’a pas été observé&#xa0;: les pistes n’y montrent rien, pas un verrou inactif</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redis down&lt;/b&gt;&lt;br&gt;from %1: commands fail, and no reply has come by the end of the run</source>
        <translation>&lt;b&gt;Redis indisponible&lt;/b&gt;&lt;br&gt;à partir de %1&#xa0;: les commandes échouent, et aucune réponse n’est arrivée avant la fin de l’exécution</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redis down, then reconnected&lt;/b&gt;&lt;br&gt;from %1 to %2 (%3): commands fail until the server answers one again</source>
        <translation>&lt;b&gt;Redis indisponible, puis reconnecté&lt;/b&gt;&lt;br&gt;de %1 à %2 (%3)&#xa0;: les commandes échouent jusqu’à ce que le serveur réponde de nouveau à l’une d’elles</translation>
    </message>
    <message>
        <source>&lt;b&gt;Work done twice&lt;/b&gt;&lt;br&gt;%1 all did the work&lt;br&gt;from %2 to %3 (%4): an efficiency lock, no data corrupted</source>
        <translation>&lt;b&gt;Travail fait deux fois&lt;/b&gt;&lt;br&gt;%1 ont tous fait le travail&lt;br&gt;de %2 à %3 (%4)&#xa0;: un verrou d’efficacité, aucune donnée corrompue</translation>
    </message>
    <message>
        <source>%1 released its own lock (the script checked the token)</source>
        <translation>%1 a libéré son propre verrou (le script a vérifié le jeton)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 stalled&lt;/b&gt;&lt;br&gt;from %2 to %3 (%4): it answers nothing; commands sent to it wait, clients time out, and it runs what was queued when it resumes</source>
        <translation>&lt;b&gt;%1 figé&lt;/b&gt;&lt;br&gt;de %2 à %3 (%4)&#xa0;: il ne répond rien&#xa0;; les commandes qu’on lui envoie attendent, les clients expirent, et il exécute ce qui attendait quand il repart</translation>
    </message>
    <message>
        <source>&lt;b&gt;Slow network to %1&lt;/b&gt;&lt;br&gt;from %2 to %3: every reply from it reaches its client %4 ms late</source>
        <translation>&lt;b&gt;Réseau lent vers %1&lt;/b&gt;&lt;br&gt;de %2 à %3&#xa0;: chacune de ses réponses arrive à son client avec %4 ms de retard</translation>
    </message>
    <message>
        <source>%1 is stalled: it answers nothing until it resumes</source>
        <translation>%1 est figé&#xa0;: il ne répond rien jusqu’à ce qu’il reparte</translation>
    </message>
    <message>
        <source>%1&apos;s replies arrive %2 ms late</source>
        <translation>les réponses de %1 arrivent avec %2 ms de retard</translation>
    </message>
</context>
<context>
    <name>locklab::TourVideo</name>
    <message>
        <source>Outcome: %1</source>
        <translation>Résultat&#xa0;: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>locklab::Trace</name>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation>en acquisition</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>détenteur</translation>
    </message>
    <message>
        <source>working</source>
        <translation>au travail</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>en écriture</translation>
    </message>
    <message>
        <source>releasing</source>
        <translation>en libération</translation>
    </message>
    <message>
        <source>extending</source>
        <translation>en prolongation</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>believes it holds the lock</source>
        <translation>croit détenir le verrou</translation>
    </message>
    <message>
        <source>key %1 expired (deadline %2 ms)</source>
        <translation>clé %1 expirée (échéance %2&#xa0;ms)</translation>
    </message>
    <message>
        <source>inferred by the model</source>
        <translation>déduit par le modèle</translation>
    </message>
    <message>
        <source>believes it holds the lock (inferred)</source>
        <translation>croit détenir le verrou (déduit)</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>vérification</translation>
    </message>
    <message>
        <source>no release seen</source>
        <translation>aucune libération vue</translation>
    </message>
    <message>
        <source>DEL release</source>
        <translation>libération par DEL</translation>
    </message>
    <message>
        <source>compare-and-delete</source>
        <translation>compare-and-delete</translation>
    </message>
    <message>
        <source>DEL + compare-and-delete</source>
        <translation>DEL + compare-and-delete</translation>
    </message>
    <message>
        <source>, valid until %1 ms</source>
        <translation>, valide jusqu’à %1 ms</translation>
    </message>
</context>
<context>
    <name>locklab::TraceLogModel</name>
    <message>
        <source>becomes %1</source>
        <translation>nouvel état&#xa0;: %1</translation>
    </message>
    <message>
        <source>expires %1</source>
        <translation>expiration de %1</translation>
    </message>
    <message>
        <source>fault: %1</source>
        <translation>incident&#xa0;: %1</translation>
    </message>
    <message>
        <source>no reply: it may or may not have run</source>
        <translation>pas de réponse&#xa0;: la commande a peut-être été exécutée, ou peut-être pas</translation>
    </message>
    <message>
        <source>lock granted</source>
        <translation>verrou accordé</translation>
    </message>
    <message>
        <source>refused: the key is held</source>
        <translation>refusé&#xa0;: la clé est détenue</translation>
    </message>
    <message>
        <source>deleted the key, whoever held it</source>
        <translation>clé supprimée, quel qu’en soit le détenteur</translation>
    </message>
    <message>
        <source>no key to delete</source>
        <translation>aucune clé à supprimer</translation>
    </message>
    <message>
        <source>released its own lock</source>
        <translation>a libéré son propre verrou</translation>
    </message>
    <message>
        <source>not the owner: nothing deleted</source>
        <translation>pas le propriétaire&#xa0;: rien de supprimé</translation>
    </message>
    <message>
        <source>extended</source>
        <translation>prolongé</translation>
    </message>
    <message>
        <source>not the owner: not extended</source>
        <translation>pas le propriétaire&#xa0;: non prolongé</translation>
    </message>
    <message>
        <source>write accepted with fence %1</source>
        <translation>écriture acceptée avec le jeton %1</translation>
    </message>
    <message>
        <source>write refused: fence %1 is stale</source>
        <translation>écriture refusée&#xa0;: le jeton %1 est périmé</translation>
    </message>
    <message>
        <source>write accepted (no fencing)</source>
        <translation>écriture acceptée (sans fencing)</translation>
    </message>
    <message>
        <source>fencing token %1</source>
        <translation>jeton de fencing %1</translation>
    </message>
    <message>
        <source>believes it holds the lock</source>
        <translation>croit détenir le verrou</translation>
    </message>
    <message>
        <source>redis</source>
        <translation>redis</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Temps (ms)</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Acteur</translation>
    </message>
    <message>
        <source>Command or transition</source>
        <translation>Commande ou transition</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>reply inferred by the model</source>
        <translation>réponse déduite par le modèle</translation>
    </message>
    <message>
        <source>believes it holds the lock (inferred from its commands)</source>
        <translation>croit détenir le verrou (déduit de ses commandes)</translation>
    </message>
    <message>
        <source>%1 round trip</source>
        <translation>aller-retour de %1</translation>
    </message>
    <message>
        <source>no reply, but the server ran it at %1</source>
        <translation>pas de réponse, mais le serveur l’a exécuté à %1</translation>
    </message>
    <message>
        <source>no reply, but the server ran it at %1: %2</source>
        <translation>pas de réponse, mais le serveur l’a exécuté à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>échéance %1</translation>
    </message>
</context>
<context>
    <name>locklab::Traffic</name>
    <message>
        <source>traffic (replies and beliefs inferred by the model)</source>
        <translation>trafic (réponses et croyances déduites par le modèle)</translation>
    </message>
    <message>
        <source>Imported from the MONITOR log %1.</source>
        <translation>Importé du journal MONITOR %1.</translation>
    </message>
    <message>
        <source>Watched on %1 with MONITOR.</source>
        <translation>Observé sur %1 avec MONITOR.</translation>
    </message>
    <message>
        <source>lane %1 is the client at %2</source>
        <translation>la piste %1 est le client %2</translation>
    </message>
    <message>
        <source>a script (%1) read %2 and changed nothing; what it is for is unknown</source>
        <translation>un script (%1) a lu %2 sans rien changer&#xa0;; son rôle est inconnu</translation>
    </message>
    <message>
        <source>MONITOR connection lost (%1): what Redis ran from here until it is back is not seen</source>
        <translation>connexion MONITOR perdue (%1)&#xa0;: ce que Redis exécute d’ici à son retour n’est pas vu</translation>
    </message>
    <message>
        <source>MONITOR connection back: the model&apos;s state of the keys may be stale until they are written again</source>
        <translation>connexion MONITOR rétablie&#xa0;: l’état des clés dans le modèle peut être périmé jusqu’à leur prochaine écriture</translation>
    </message>
    <message>
        <source>Redis reports that it deleted the expired key %1 (keyspace notification)</source>
        <translation>Redis signale avoir supprimé la clé expirée %1 (notification keyspace)</translation>
    </message>
    <message>
        <source>%1 never released the lock while it was watched (its belief, inferred, stays open)</source>
        <translation>%1 n’a jamais libéré le verrou pendant l’observation (sa croyance, déduite, reste ouverte)</translation>
    </message>
    <message>
        <source>Real traffic on %1</source>
        <translation>Trafic réel sur %1</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>observé</translation>
    </message>
    <message>
        <source>not watched</source>
        <translation>non observé</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>lock keys</source>
        <translation>clés de verrou</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>aucune trouvée</translation>
    </message>
    <message>
        <source>gaps</source>
        <translation>trous</translation>
    </message>
    <message numerus="yes">
        <source>the MONITOR connection was lost %n time(s)</source>
        <translation>
            <numerusform>la connexion MONITOR a été perdue %n fois</numerusform>
            <numerusform>la connexion MONITOR a été perdue %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>the database whose commands are followed (default: the first a lock key is in)</source>
        <translation>la base dont les commandes sont suivies (par défaut&#xa0;: la première où une clé de verrou apparaît)</translation>
    </message>
    <message>
        <source>lock keys auto-detected (taken with SET NX and an expiry)</source>
        <translation>clés de verrou détectées automatiquement (prises avec SET NX et une expiration)</translation>
    </message>
    <message>
        <source>lock keys %1</source>
        <translation>clés de verrou %1</translation>
    </message>
    <message>
        <source>%1 in db %2</source>
        <translation>%1 dans la base %2</translation>
    </message>
    <message>
        <source>Real traffic, no lock seen</source>
        <translation>Trafic réel, aucun verrou vu</translation>
    </message>
    <message>
        <source>other dbs</source>
        <translation>autres bases</translation>
    </message>
    <message numerus="yes">
        <source>%n read</source>
        <translation>
            <numerusform>%n lue</numerusform>
            <numerusform>%n lues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n commande</numerusform>
            <numerusform>%n commandes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n redis-cli banner(s)</source>
        <translation>
            <numerusform>%n bannière redis-cli</numerusform>
            <numerusform>%n bannières redis-cli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blank</source>
        <translation>
            <numerusform>%n vide</numerusform>
            <numerusform>%n vides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not MONITOR line(s)</source>
        <translation>
            <numerusform>%n ligne non MONITOR</numerusform>
            <numerusform>%n lignes non MONITOR</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) on the lock, store and fence keys</source>
        <translation>
            <numerusform>%n commande sur les clés de verrou, de stockage et de fencing</numerusform>
            <numerusform>%n commandes sur les clés de verrou, de stockage et de fencing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on other keys</source>
        <translation>
            <numerusform>%n sur d’autres clés</numerusform>
            <numerusform>%n sur d’autres clés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a key</source>
        <translation>
            <numerusform>%n sans clé</numerusform>
            <numerusform>%n sans clé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) in databases not followed</source>
        <translation>
            <numerusform>%n commande dans des bases non suivies</numerusform>
            <numerusform>%n commandes dans des bases non suivies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s) the model does not know</source>
        <translation>
            <numerusform>%n commande que le modèle ne connaît pas</numerusform>
            <numerusform>%n commandes que le modèle ne connaît pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n script(s) of unknown purpose</source>
        <translation>
            <numerusform>%n script au but inconnu</numerusform>
            <numerusform>%n scripts au but inconnu</numerusform>
        </translation>
    </message>
    <message>
        <source>number too long</source>
        <translation>nombre trop long</translation>
    </message>
    <message>
        <source>unterminated argument (the line ends inside its quotes)</source>
        <translation>argument non terminé (la ligne s’arrête entre ses guillemets)</translation>
    </message>
    <message>
        <source>\x must be followed by two hex digits</source>
        <translation>\x doit être suivi de deux chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>\u doit être suivi de quatre chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>unknown escape in an argument</source>
        <translation>échappement inconnu dans un argument</translation>
    </message>
    <message>
        <source>expected the timestamp (seconds.microseconds) at the start of the line</source>
        <translation>horodatage (secondes.microsecondes) attendu en début de ligne</translation>
    </message>
    <message>
        <source>expected &apos;.&apos; and microseconds after the timestamp&apos;s seconds</source>
        <translation>&apos;.&apos; et microsecondes attendus après les secondes de l’horodatage</translation>
    </message>
    <message>
        <source>expected the timestamp&apos;s microseconds</source>
        <translation>microsecondes de l’horodatage attendues</translation>
    </message>
    <message>
        <source>expected six digits of microseconds</source>
        <translation>six chiffres de microsecondes attendus</translation>
    </message>
    <message>
        <source>timestamp out of range</source>
        <translation>horodatage hors limites</translation>
    </message>
    <message>
        <source>expected a space after the timestamp</source>
        <translation>espace attendu après l’horodatage</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; before the database</source>
        <translation>&apos;[&apos; attendu avant la base</translation>
    </message>
    <message>
        <source>expected the database number after &apos;[&apos;</source>
        <translation>numéro de base attendu après &apos;[&apos;</translation>
    </message>
    <message>
        <source>database number out of range</source>
        <translation>numéro de base hors limites</translation>
    </message>
    <message>
        <source>expected a space after the database number</source>
        <translation>espace attendu après le numéro de base</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the client address</source>
        <translation>&apos;]&apos; attendu après l’adresse du client</translation>
    </message>
    <message>
        <source>expected the client address after the database number</source>
        <translation>adresse du client attendue après le numéro de base</translation>
    </message>
    <message>
        <source>expected a space between arguments</source>
        <translation>espace attendu entre les arguments</translation>
    </message>
    <message>
        <source>expected a quoted argument</source>
        <translation>argument entre guillemets attendu</translation>
    </message>
    <message>
        <source>expected a command after the client address</source>
        <translation>commande attendue après l’adresse du client</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>lecture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>no MONITOR line in the file (expected the output of `redis-cli monitor`)</source>
        <translation>aucune ligne MONITOR dans le fichier (sortie de `redis-cli monitor` attendue)</translation>
    </message>
    <message>
        <source>lane %1 is a second holder on the connection of %2 (%3), told apart by its token</source>
        <translation>la ligne %1 est un second détenteur sur la connexion de %2 (%3), distingué par son jeton</translation>
    </message>
    <message>
        <source>%1 sent SET NX again with its own token: its SET NX at %2 was refused, not granted as the model inferred (the key was held before the watch began)</source>
        <translation>%1 a renvoyé SET NX avec son propre jeton&#xa0;: son SET NX à %2 a été refusé, et non accordé comme le modèle l’avait déduit (la clé était détenue avant le début de l’observation)</translation>
    </message>
    <message>
        <source>(held before the watch began)</source>
        <translation>(détenu avant le début de l’observation)</translation>
    </message>
    <message>
        <source>%1 held %2 before the watch began: its acquire was not seen, its release with its token shows it</source>
        <translation>%1 détenait %2 avant le début de l’observation&#xa0;: son acquisition n’a pas été vue, sa libération avec son jeton le montre</translation>
    </message>
    <message>
        <source>%1&apos;s release shows that its SET NX at %2 took the lock, which the model, missing the key&apos;s earlier holder, had refused</source>
        <translation>La libération de %1 montre que son SET NX à %2 a pris le verrou, que le modèle, ignorant le détenteur précédent de la clé, avait refusé</translation>
    </message>
    <message numerus="yes">
        <source>%n, each in its own trace</source>
        <translation>
            <numerusform>%n, dans sa propre trace</numerusform>
            <numerusform>%n, chacune dans sa propre trace</numerusform>
        </translation>
    </message>
    <message>
        <source>mid-stream</source>
        <translation>en cours de route</translation>
    </message>
    <message numerus="yes">
        <source>%n refused one(s) took the lock (its release showed it)</source>
        <translation>
            <numerusform>%n refusée a pris le verrou (sa libération l’a montré)</numerusform>
            <numerusform>%n refusées ont pris le verrou (leurs libérations l’ont montré)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n holding(s) from before the watch began</source>
        <translation>
            <numerusform>%n détention d’avant l’observation</numerusform>
            <numerusform>%n détentions d’avant l’observation</numerusform>
        </translation>
    </message>
    <message>
        <source>store</source>
        <translation>stockage</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) by clients that never took a lock key</source>
        <translation>
            <numerusform>%n écriture d’un client sans clé de verrou</numerusform>
            <numerusform>%n écritures de clients sans clé de verrou</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s), </source>
        <translation>
            <numerusform>%n clé de verrou, </numerusform>
            <numerusform>%n clés de verrou, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with violations</source>
        <translation>
            <numerusform>%n avec violations</numerusform>
            <numerusform>%n avec violations</numerusform>
        </translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>clients</source>
        <translation>clients</translation>
    </message>
    <message>
        <source>acquisitions</source>
        <translation>acquisitions</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>chevauchements</translation>
    </message>
    <message>
        <source>overlap ms</source>
        <translation>chevauchement ms</translation>
    </message>
    <message>
        <source>foreign deletes</source>
        <translation>suppressions étrangères</translation>
    </message>
    <message>
        <source>stale writes accepted</source>
        <translation>écritures périmées acceptées</translation>
    </message>
    <message>
        <source>locks lost while held</source>
        <translation>verrous perdus</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>verdict</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) taken once and never released: a deduplication key, not a lock (out of the verdict; --keys names one to count it)</source>
        <translation>
            <numerusform>%n clé prise une fois et jamais libérée&#xa0;: une clé de déduplication, pas un verrou (hors du verdict&#xa0;; --keys en nomme une pour la compter)</numerusform>
            <numerusform>%n clés prises une fois et jamais libérées&#xa0;: des clés de déduplication, pas des verrous (hors du verdict&#xa0;; --keys en nomme une pour la compter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>the traffic reached its limit of %1 events (--max-events) at line %2 and was not read further</source>
        <translation>le trafic a atteint sa limite de %1 événements (--max-events) à la ligne %2 et n’a pas été lu plus loin</translation>
    </message>
    <message>
        <source>the traffic&apos;s traces reached their memory limit of %1 MiB (--max-memory-mb) after %2 events, at line %3, and were not read further</source>
        <translation>les traces du trafic ont atteint leur limite de mémoire de %1 Mio (--max-memory-mb) après %2 événements, à la ligne %3, et n’ont pas été lues plus loin</translation>
    </message>
    <message>
        <source>time went backwards by %1 at line %2 (a clock step or lines out of order): the model keeps its clock</source>
        <translation>le temps a reculé de %1 à la ligne %2 (un saut d’horloge ou des lignes dans le désordre)&#xa0;: le modèle garde son horloge</translation>
    </message>
    <message>
        <source>Redis stopped answering (%1): a stalled server runs nothing until it answers again</source>
        <translation>Redis ne répond plus (%1)&#xa0;: un serveur bloqué n’exécute rien jusqu’à ce qu’il réponde de nouveau</translation>
    </message>
    <message>
        <source>Redis answers again after %1 stalled</source>
        <translation>Redis répond de nouveau après %1 de blocage</translation>
    </message>
    <message>
        <source>stalls</source>
        <translation>blocages</translation>
    </message>
    <message numerus="yes">
        <source>Redis answered nothing %n time(s), the longest for %1</source>
        <translation>
            <numerusform>Redis n’a rien répondu %n fois, au plus longtemps pendant %1</numerusform>
            <numerusform>Redis n’a rien répondu %n fois, au plus longtemps pendant %1</numerusform>
        </translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message numerus="yes">
        <source>went backwards %n time(s), by up to %1, first at line %2 (never a violation)</source>
        <translation>
            <numerusform>a reculé %n fois, de %1 au plus, d’abord à la ligne %2 (jamais une violation)</numerusform>
            <numerusform>a reculé %n fois, de %1 au plus, d’abord à la ligne %2 (jamais une violation)</numerusform>
        </translation>
    </message>
    <message>
        <source>shard</source>
        <translation>shard</translation>
    </message>
    <message>
        <source>(acquire not seen)</source>
        <translation>(acquisition non vue)</translation>
    </message>
    <message>
        <source>%1 held %2 from after %3, when it or the key was last let go: its acquire was not seen, its release with its token shows it</source>
        <translation>%1 détenait %2 depuis un instant après %3, quand lui ou la clé a été libéré pour la dernière fois&#xa0;: son acquisition n’a pas été vue, sa libération avec son jeton le montre</translation>
    </message>
    <message>
        <source>longer than 64 MiB, the most a line may be: not read</source>
        <translation>plus long que 64 Mio, le maximum pour une ligne&#xa0;: non lue</translation>
    </message>
    <message>
        <source>The detail of %1 (not a lock: taken once and never released):</source>
        <translation>Le détail de %1 (pas un verrou&#xa0;: pris une fois et jamais libéré)&#xa0;:</translation>
    </message>
    <message>
        <source>The detail of %1:</source>
        <translation>Le détail de %1&#xa0;:</translation>
    </message>
    <message>
        <source>The detail of %1, the worst lock key (--key K details another):</source>
        <translation>Le détail de %1, la pire clé de verrou (--key K en détaille une autre)&#xa0;:</translation>
    </message>
    <message>
        <source>lock key %1 reached %2 clients, the most one trace holds, at line %3, and the traffic was not read further</source>
        <translation>la clé de verrou %1 a atteint %2 clients, le maximum d’une trace, à la ligne %3, et le trafic n’a pas été lu plus loin</translation>
    </message>
    <message>
        <source>a script (%1) compared %2 with %3&apos;s token and found it taken or gone: a release or an extension that failed, so the client no longer holds the lock</source>
        <translation>un script (%1) a comparé %2 au jeton de %3 et l’a trouvé pris ou disparu&#xa0;: une libération ou une prolongation qui a échoué, le client ne tient plus le verrou</translation>
    </message>
    <message numerus="yes">
        <source>… %n more lock key(s) (--json lists every one)</source>
        <translation>
            <numerusform>… %n autre clé de verrou (--json les liste toutes)</numerusform>
            <numerusform>… %n autres clés de verrou (--json les liste toutes)</numerusform>
        </translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>sans expiration</translation>
    </message>
    <message>
        <source>LockLab read another holder&apos;s token in the key: %1&apos;s SET NX at %2 was refused, not granted as the model inferred (the key was held before the watch began)</source>
        <translation>LockLab a lu dans la clé le jeton d’un autre détenteur&#xa0;: le SET NX de %1 à %2 a été refusé, et non accordé comme le modèle l’avait déduit (la clé était tenue avant le début de l’observation)</translation>
    </message>
    <message>
        <source>%1 held %2 before the watch began: its acquire was not seen, its DEL or PEXPIRE of a token no client in the watch held shows it (an administrator&apos;s DEL would look the same)</source>
        <translation>%1 tenait %2 avant le début de l’observation&#xa0;: son acquisition n’a pas été vue, son DEL ou PEXPIRE d’un jeton qu’aucun client de l’observation ne tenait le montre (le DEL d’un administrateur aurait la même allure)</translation>
    </message>
    <message>
        <source>%1 held %2 from after %3, when it or the key was last let go: its acquire was not seen, its DEL or PEXPIRE of a token no client in the watch held shows it</source>
        <translation>%1 tenait %2 depuis après %3, quand lui ou la clé a été libéré pour la dernière fois&#xa0;: son acquisition n’a pas été vue, son DEL ou PEXPIRE d’un jeton qu’aucun client de l’observation ne tenait le montre</translation>
    </message>
    <message numerus="yes">
        <source>%n of LockLab&apos;s own reads</source>
        <translation>
            <numerusform>%n des lectures de LockLab elle-même</numerusform>
            <numerusform>%n des lectures de LockLab elle-même</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) the model inferred were refused (the client sent SET NX again with its own token, or LockLab read another holder&apos;s)</source>
        <translation>
            <numerusform>%n acquisition déduite par le modèle a été refusée (le client a renvoyé SET NX avec son propre jeton, ou LockLab a lu celui d’un autre détenteur)</numerusform>
            <numerusform>%n acquisitions déduites par le modèle ont été refusées (le client a renvoyé SET NX avec son propre jeton, ou LockLab a lu celui d’un autre détenteur)</numerusform>
        </translation>
    </message>
    <message>
        <source>read</source>
        <translation>lu</translation>
    </message>
    <message numerus="yes">
        <source>%n lock key(s) read by LockLab when first seen (GET, PTTL)</source>
        <translation>
            <numerusform>%n clé de verrou lue par LockLab dès qu’elle a été vue (GET, PTTL)</numerusform>
            <numerusform>%n clés de verrou lues par LockLab dès qu’elles ont été vues (GET, PTTL)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read(s) too late to use</source>
        <translation>
            <numerusform>%n lecture trop tardive pour servir</numerusform>
            <numerusform>%n lectures trop tardives pour servir</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>LockLab read %1: Redis held it with token %2 (%3), which no client seen in the watch took: a holding from before the watch began</source>
        <translation>LockLab a lu %1&#xa0;: Redis la tenait avec le jeton %2 (%3), qu’aucun client vu pendant l’observation n’a pris&#xa0;: une détention d’avant le début de l’observation</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>encore %1</translation>
    </message>
    <message>
        <source>%1 did not hold %2 before the watch: another client&apos;s check of the token shows it was that client&apos;s, so %1&apos;s DEL or PEXPIRE was of another&apos;s lock</source>
        <translation>%1 ne tenait pas %2 avant l’observation&#xa0;: la vérification du jeton par un autre client montre qu’il était à ce client, le DEL ou PEXPIRE de %1 visait donc le verrou d’un autre</translation>
    </message>
    <message numerus="yes">
        <source>%n not read (no connection ready, a stall or timeout, or refused): inferred</source>
        <translation>
            <numerusform>%n non lue (aucune connexion prête, un blocage ou un délai dépassé, ou un refus)&#xa0;: déduite</numerusform>
            <numerusform>%n non lues (aucune connexion prête, un blocage ou un délai dépassé, ou un refus)&#xa0;: déduites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) of this key could not be read back from the temporary file: %1</source>
        <translation>
            <numerusform>%n événement antérieur de cette clé n’a pas pu être relu depuis le fichier temporaire&#xa0;: %1</numerusform>
            <numerusform>%n événements antérieurs de cette clé n’ont pas pu être relus depuis le fichier temporaire&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>the temporary file for the keys&apos; older events could not be made or written (%1): from there on they stayed in memory</source>
        <translation>le fichier temporaire des événements anciens des clés n’a pas pu être créé ou écrit (%1)&#xa0;: dès lors, ils sont restés en mémoire</translation>
    </message>
    <message>
        <source>cannot make a temporary file: %1</source>
        <translation>création d&apos;un fichier temporaire impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot write a temporary file: %1</source>
        <translation>écriture d&apos;un fichier temporaire impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>the import&apos;s temporary file could not be read back (%1): the trace shown is cut short</source>
        <translation>le fichier temporaire de l’import n’a pas pu être relu (%1)&#xa0;: la trace affichée est tronquée</translation>
    </message>
</context>
<context>
    <name>locklab::VerdictBanner</name>
    <message>
        <source>ANOTHER WORKER&apos;S LOCK DELETED</source>
        <translation>VERROU D’UN AUTRE WORKER SUPPRIMÉ</translation>
    </message>
    <message>
        <source>SAFE</source>
        <translation>SÛR</translation>
    </message>
    <message>
        <source>TWO HOLDERS AT ONCE</source>
        <translation>DEUX DÉTENTEURS À LA FOIS</translation>
    </message>
    <message>
        <source>STALE WRITE ACCEPTED</source>
        <translation>ÉCRITURE PÉRIMÉE ACCEPTÉE</translation>
    </message>
    <message>
        <source>NO RUN</source>
        <translation>AUCUNE EXÉCUTION</translation>
    </message>
    <message>
        <source>The selected backend cannot run yet.</source>
        <translation>Le backend sélectionné ne peut pas encore s’exécuter.</translation>
    </message>
    <message>
        <source>never two holders at once</source>
        <translation>jamais deux détenteurs à la fois</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) accepted</source>
        <translation>
            <numerusform>%n écriture acceptée</numerusform>
            <numerusform>%n écritures acceptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale write(s) accepted</source>
        <translation>
            <numerusform>%n écriture périmée acceptée</numerusform>
            <numerusform>%n écritures périmées acceptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n DEL(s) freed another worker&apos;s lock</source>
        <translation>
            <numerusform>%n DEL a libéré le verrou d’un autre worker</numerusform>
            <numerusform>%n DEL ont libéré le verrou d’un autre worker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) never came</source>
        <translation>
            <numerusform>%n réponse n’est jamais arrivée</numerusform>
            <numerusform>%n réponses ne sont jamais arrivées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (so far)</source>
        <translation>%1 (pour l’instant)</translation>
    </message>
    <message>
        <source>DUPLICATE WORK (HARMLESS)</source>
        <translation>TRAVAIL EN DOUBLE (SANS GRAVITÉ)</translation>
    </message>
    <message numerus="yes">
        <source>%n refused by the store</source>
        <translation>
            <numerusform>%n refusée par le stockage</numerusform>
            <numerusform>%n refusées par le stockage</numerusform>
        </translation>
    </message>
    <message>
        <source>fencing unavailable: a file cannot compare tokens</source>
        <translation>fencing indisponible&#xa0;: un fichier ne peut pas comparer de jetons</translation>
    </message>
    <message numerus="yes">
        <source>%n PEXPIRE(s) extended another worker&apos;s lock</source>
        <translation>
            <numerusform>%n PEXPIRE a prolongé le verrou d’un autre worker</numerusform>
            <numerusform>%n PEXPIRE ont prolongé le verrou d’un autre worker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies) waited for past the timeout</source>
        <translation>
            <numerusform>%n réponse attendue au-delà du timeout</numerusform>
            <numerusform>%n réponses attendues au-delà du timeout</numerusform>
        </translation>
    </message>
    <message>
        <source>INCONCLUSIVE</source>
        <translation>NON CONCLUANT</translation>
    </message>
    <message>
        <source>stopped early: %1</source>
        <translation>arrêtée avant la fin&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n overlap(s) begun</source>
        <translation>
            <numerusform>%n chevauchement commencé</numerusform>
            <numerusform>%n chevauchements commencés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s) begun</source>
        <translation>
            <numerusform>%n violation commencée</numerusform>
            <numerusform>%n violations commencées</numerusform>
        </translation>
    </message>
    <message>
        <source>LOADING…</source>
        <translation>CHARGEMENT…</translation>
    </message>
    <message>
        <source>%1: this run shows nothing about the lock</source>
        <translation>%1&#xa0;: cette exécution ne montre rien du verrou</translation>
    </message>
    <message>
        <source>efficiency lock: %1 of work done twice, a duplicate that is harmless</source>
        <translation>verrou d’efficacité&#xa0;: %1 de travail faites deux fois, un doublon sans gravité</translation>
    </message>
    <message numerus="yes">
        <source>%n overlap(s), %1 with %2 workers inside</source>
        <translation>
            <numerusform>%n chevauchement, %1 avec %2 workers en section critique</numerusform>
            <numerusform>%n chevauchements, %1 avec %2 workers en section critique</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>locklab::ViolationModel</name>
    <message>
        <source>Mutual exclusion violated</source>
        <translation>Exclusion mutuelle violée</translation>
    </message>
    <message>
        <source>Stale write accepted</source>
        <translation>Écriture périmée acceptée</translation>
    </message>
    <message>
        <source>DEL removed another worker&apos;s lock</source>
        <translation>DEL a supprimé le verrou d’un autre worker</translation>
    </message>
    <message>
        <source>Lock lost while its holder believed in it</source>
        <translation>Verrou perdu alors que son détenteur y croyait encore</translation>
    </message>
    <message>
        <source>Unknown outcome</source>
        <translation>Issue inconnue</translation>
    </message>
    <message>
        <source>Heartbeat extended another worker&apos;s lock</source>
        <translation>Le heartbeat a prolongé le verrou d’un autre worker</translation>
    </message>
    <message>
        <source>Duplicate work (an efficiency lock: harmless)</source>
        <translation>Travail en double (un verrou d’efficacité&#xa0;: sans gravité)</translation>
    </message>
    <message>
        <source>Timeout not honoured</source>
        <translation>Timeout non respecté</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Violation</source>
        <translation>Violation</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
</context>
<context>
    <name>locklab::ViolationsPanel</name>
    <message>
        <source>No violations: every worker that believed it held the lock really did.</source>
        <translation>Aucune violation&#xa0;: chaque worker qui croyait détenir le verrou le détenait réellement.</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Aller à %1</translation>
    </message>
</context>
<context>
    <name>locklab::WatchDialog</name>
    <message>
        <source>Watch a Redis</source>
        <translation>Observer un Redis</translation>
    </message>
    <message>
        <source>LockLab runs MONITOR on this Redis: the server then sends every command it runs to LockLab. That can halve its throughput, and its output buffer to LockLab is unlimited. Watch a production server briefly, or a replica of its traffic. Nothing is written to the server (expiry events excepted, and restored).</source>
        <translation>LockLab exécute MONITOR sur ce Redis&#xa0;: le serveur envoie alors chaque commande exécutée à LockLab. Cela peut diviser son débit par deux, et son tampon de sortie vers LockLab est illimité. N’observez un serveur de production que brièvement. Rien n’est écrit sur le serveur (sauf les événements d’expiration, rétablis ensuite).</translation>
    </message>
    <message>
        <source>found automatically (SET … NX with an expiry)</source>
        <translation>trouvées automatiquement (SET … NX avec expiration)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>until Stop</source>
        <translation>jusqu’à Arrêter</translation>
    </message>
    <message>
        <source>Note real expiries (CONFIG SET notify-keyspace-events, restored after)</source>
        <translation>Noter les vraies expirations (CONFIG SET notify-keyspace-events, rétabli ensuite)</translation>
    </message>
    <message>
        <source>Redis URL</source>
        <translation>URL Redis</translation>
    </message>
    <message>
        <source>Lock keys (globs)</source>
        <translation>Clés de verrou (globs)</translation>
    </message>
    <message>
        <source>Store keys (globs)</source>
        <translation>Clés du store (globs)</translation>
    </message>
    <message>
        <source>Fence key</source>
        <translation>Clé de fence</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Replies and beliefs are inferred by LockLab&apos;s Redis model from what MONITOR shows.</source>
        <translation>Les réponses et croyances sont déduites par le modèle Redis de LockLab à partir de ce que montre MONITOR.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Not a usable Redis URL: %1</source>
        <translation>URL Redis inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Watching %1 (Redis %2).</source>
        <translation>Observation de %1 (Redis %2).</translation>
    </message>
    <message>
        <source>Watched on %1 with MONITOR: replies and beliefs inferred by the model.</source>
        <translation>Observé sur %1 avec MONITOR&#xa0;: réponses et croyances déduites par le modèle.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on watched keys</source>
        <translation>
            <numerusform>%n sur les clés observées</numerusform>
            <numerusform>%n sur les clés observées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outside the watch set</source>
        <translation>
            <numerusform>%n hors des clés observées</numerusform>
            <numerusform>%n hors des clés observées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not MONITOR line(s)</source>
        <translation>
            <numerusform>%n ligne non MONITOR</numerusform>
            <numerusform>%n lignes non MONITOR</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching %1 through %2 (Redis %3).</source>
        <translation>Observation de %1 par %2 (Redis %3).</translation>
    </message>
    <message numerus="yes">
        <source>Watching %1 (Redis %2): MONITOR on each of the cluster&apos;s %n primaries.</source>
        <translation>
            <numerusform>Observation de %1 (Redis %2)&#xa0;: MONITOR sur le %n primaire du cluster.</numerusform>
            <numerusform>Observation de %1 (Redis %2)&#xa0;: MONITOR sur chacun des %n primaires du cluster.</numerusform>
        </translation>
    </message>
    <message>
        <source>redis://[user[:password]@]host[:port][/db] for one server; redis+cluster://host:port[,host:port…] (or a redis:// URL at one of its nodes) for a Redis Cluster, watched on every primary at once; several redis:// URLs, separated by spaces, for a Redlock&apos;s independent instances, watched as one</source>
        <translation>redis://[user[:password]@]host[:port][/db] pour un serveur&#xa0;; redis+cluster://host:port[,host:port…] (ou une URL redis:// de l’un de ses nœuds) pour un Redis Cluster, observé sur chaque primaire à la fois&#xa0;; plusieurs URL redis://, séparées par des espaces, pour les instances indépendantes d’un Redlock, observées ensemble</translation>
    </message>
    <message>
        <source>Several URLs are a Redlock&apos;s 2 to 7 independent instances, each a redis:// URL.</source>
        <translation>Plusieurs URL sont les 2 à 7 instances indépendantes d’un Redlock, chacune une URL redis://.</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>aucune donnée</translation>
    </message>
    <message numerus="yes">
        <source>Watching the %n independent instances of a Redlock (Redis %1), quorum %2.</source>
        <translation>
            <numerusform>Observation des %n instances indépendantes d’un Redlock (Redis %1), quorum %2.</numerusform>
            <numerusform>Observation des %n instances indépendantes d’un Redlock (Redis %1), quorum %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lag p99 %2</source>
        <translation>%1&#xa0;; retard p99 %2</translation>
    </message>
</context>
<context>
    <name>locklab::Witness</name>
    <message>
        <source>while %1 was paused</source>
        <translation>pendant que %1 était en pause</translation>
    </message>
    <message>
        <source>while %1 was paused (frozen for another %2)</source>
        <translation>pendant que %1 était en pause (figé pour encore %2)</translation>
    </message>
    <message>
        <source>while %1 was working</source>
        <translation>pendant que %1 travaillait</translation>
    </message>
    <message>
        <source>while %1 was still working (another %2)</source>
        <translation>pendant que %1 travaillait encore (pour %2 de plus)</translation>
    </message>
    <message>
        <source>while %1 was waiting</source>
        <translation>pendant que %1 attendait</translation>
    </message>
    <message>
        <source>while %1 was %2</source>
        <translation>pendant que %1 était dans l’état %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 believed it held the lock, but Redis never gave it to %1</source>
        <translation>%1 croyait détenir le verrou, mais Redis ne l’a jamais donné à %1</translation>
    </message>
    <message>
        <source>%1&apos;s lock expired at %2 %3</source>
        <translation>Le verrou de %1 a expiré à %2 %3</translation>
    </message>
    <message>
        <source>%1&apos;s lock was deleted at %2 by another worker&apos;s DEL</source>
        <translation>Le verrou de %1 a été supprimé à %2 par le DEL d’un autre worker</translation>
    </message>
    <message>
        <source>%1&apos;s lock was deleted at %2 by %3&apos;s plain DEL</source>
        <translation>Le verrou de %1 a été supprimé à %2 par le simple DEL de %3</translation>
    </message>
    <message>
        <source>%1&apos;s lock was removed at %2</source>
        <translation>Le verrou de %1 a été retiré à %2</translation>
    </message>
    <message>
        <source>%1&apos;s lock was lost at %2 when Redis restarted without persistence</source>
        <translation>Le verrou de %1 a été perdu à %2 quand Redis a redémarré sans persistance</translation>
    </message>
    <message>
        <source>%1 still held the key</source>
        <translation>%1 détenait encore la clé</translation>
    </message>
    <message>
        <source>%1; %2 acquired at %3; both were inside until %4.</source>
        <translation>%1&#x202f;; %2 l’a acquis à %3&#x202f;; tous deux sont restés en section critique jusqu’à %4.</translation>
    </message>
    <message>
        <source>%1 were inside the critical section together from %2 to %3.</source>
        <translation>%1 étaient ensemble dans la section critique de %2 à %3.</translation>
    </message>
    <message>
        <source>%1; %2 went on believing it held the lock until %3.</source>
        <translation>%1&#x202f;; %2 a continué de croire qu’il détenait le verrou jusqu’à %3.</translation>
    </message>
    <message>
        <source>%1&apos;s write at %2 was accepted although %3, who took the lock after %1, had already written at %4: the older holder overwrote newer data.</source>
        <translation>L’écriture de %1 à %2 a été acceptée alors que %3, qui a pris le verrou après %1, avait déjà écrit à %4&#xa0;: l’ancien détenteur a écrasé des données plus récentes.</translation>
    </message>
    <message>
        <source>%1&apos;s write at %2 was accepted although a newer holder had already written.</source>
        <translation>L’écriture de %1 à %2 a été acceptée alors qu’un détenteur plus récent avait déjà écrit.</translation>
    </message>
    <message>
        <source>%1&apos;s plain DEL at %2 removed %3&apos;s lock; anyone could now acquire it while %3 still believed it held it.</source>
        <translation>Le simple DEL de %1 à %2 a supprimé le verrou de %3&#x202f;; n’importe qui pouvait désormais l’acquérir, tandis que %3 croyait encore le détenir.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 sent at %3 got no reply (%4): Redis may or may not have run it.</source>
        <translation>Le %2 de %1 envoyé à %3 n’a reçu aucune réponse (%4)&#xa0;: Redis l’a peut-être exécuté, ou peut-être pas.</translation>
    </message>
    <message>
        <source>%1; %2 acquired at %3; both are inside now.</source>
        <translation>%1&#x202f;; %2 l’a acquis à %3&#x202f;; tous deux sont maintenant en section critique.</translation>
    </message>
    <message>
        <source>%1 are inside the critical section together since %2.</source>
        <translation>%1 sont ensemble dans la section critique depuis %2.</translation>
    </message>
    <message>
        <source>%1; %2 still believes it holds the lock.</source>
        <translation>%1&#x202f;; %2 croit toujours détenir le verrou.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 sent at %3 got no reply (%4): %1 cannot know that Redis ran it at %5.</source>
        <translation>Le %2 de %1 envoyé à %3 n’a reçu aucune réponse (%4)&#xa0;: %1 ne peut pas savoir que Redis l’a exécuté à %5.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 sent at %3 got no reply (%4): %1 cannot know that Redis ran it at %5 and it changed nothing.</source>
        <translation>Le %2 de %1 envoyé à %3 n’a reçu aucune réponse (%4)&#xa0;: %1 ne peut pas savoir que Redis l’a exécuté à %5 sans rien changer.</translation>
    </message>
    <message>
        <source>the process id: every container&apos;s main process is PID 1</source>
        <translation>l’identifiant de processus&#xa0;: le processus principal de chaque conteneur a le PID 1</translation>
    </message>
    <message>
        <source>the hostname, which every process on one machine shares</source>
        <translation>le nom d’hôte, que partagent tous les processus d’une machine</translation>
    </message>
    <message>
        <source>HOSTNAME:PID, which every thread of one process shares</source>
        <translation>HOSTNAME:PID, que partagent tous les threads d’un processus</translation>
    </message>
    <message>
        <source>a source that is not random</source>
        <translation>une source qui n’est pas aléatoire</translation>
    </message>
    <message>
        <source>%1&apos;s lock was deleted at %2 by %3&apos;s compare-and-delete, which found its own token &quot;%4&quot; there</source>
        <translation>le verrou de %1 a été supprimé à %2 par le compare-and-delete de %3, qui y a trouvé son propre jeton « %4 »</translation>
    </message>
    <message>
        <source>That is %1 of work done twice. For an efficiency lock this is the cost of a failure: a duplicate that is harmless.</source>
        <translation>Cela fait %1 de travail fait deux fois. Pour un verrou d’efficacité, c’est le coût d’un échec&#xa0;: un doublon sans gravité.</translation>
    </message>
    <message>
        <source>The store is a plain file: it cannot compare fencing tokens, so %1&apos;s token %2 travelled with the write and was never checked.</source>
        <translation>Le stockage est un simple fichier&#xa0;: il ne peut pas comparer de jetons de fencing, donc le jeton %2 de %1 a voyagé avec l’écriture sans jamais être vérifié.</translation>
    </message>
    <message>
        <source>%1 had checked the lock at %2 and it was still its own (GET returned its token), but the lock was lost between that check and the write: a check cannot protect the write that follows it.</source>
        <translation>%1 avait vérifié le verrou à %2 et il était encore le sien (GET a renvoyé son jeton), mais le verrou a été perdu entre cette vérification et l’écriture&#xa0;: une vérification ne peut pas protéger l’écriture qui la suit.</translation>
    </message>
    <message>
        <source>%1&apos;s compare-and-delete at %2 removed %3&apos;s lock: both used the token &quot;%4&quot;, taken from %5, so comparing tokens could not tell the two holders apart. Anyone could now acquire the lock while %3 still believed it held it.</source>
        <translation>Le compare-and-delete de %1 à %2 a supprimé le verrou de %3&#xa0;: tous deux utilisaient le jeton « %4 », tiré de %5, donc comparer les jetons ne pouvait pas distinguer les deux détenteurs. N’importe qui pouvait alors prendre le verrou alors que %3 croyait encore le détenir.</translation>
    </message>
    <message>
        <source>%1&apos;s own lock had ended at %2</source>
        <translation>le verrou de %1 avait pris fin à %2</translation>
    </message>
    <message>
        <source>%1 never held this lock</source>
        <translation>%1 n’a jamais détenu ce verrou</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s heartbeat extended %2&apos;s lock %n time(s), from %3 to %4, with a plain PEXPIRE that does not check the token; %5. %2&apos;s lock now lives as long as %1&apos;s heartbeat runs, not as long as %2 does.</source>
        <translation>
            <numerusform>Le heartbeat de %1 a prolongé le verrou de %2 %n fois, de %3 à %4, avec un simple PEXPIRE qui ne vérifie pas le jeton&#xa0;; %5. Le verrou de %2 vit maintenant aussi longtemps que le heartbeat de %1 tourne, et non aussi longtemps que %2.</numerusform>
            <numerusform>Le heartbeat de %1 a prolongé le verrou de %2 %n fois, de %3 à %4, avec un simple PEXPIRE qui ne vérifie pas le jeton&#xa0;; %5. Le verrou de %2 vit maintenant aussi longtemps que le heartbeat de %1 tourne, et non aussi longtemps que %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 waited %2 for the reply to its %3 sent at %4, although its timeout is %5: %1 does not honour its timeout (like go-redis without ContextTimeoutEnabled).</source>
        <translation>%1 a attendu %2 la réponse à son %3 envoyé à %4, alors que son timeout est de %5&#xa0;: %1 ne respecte pas son timeout (comme go-redis sans ContextTimeoutEnabled).</translation>
    </message>
    <message>
        <source>%1&apos;s lock expired at %2 while %1 sat waiting; a client that honours its timeout would have known at %3.</source>
        <translation>Le verrou de %1 a expiré à %2 pendant que %1 attendait&#xa0;; un client qui respecte son timeout l’aurait su à %3.</translation>
    </message>
    <message>
        <source>%1 acquired on the primary at %2; the key had not reached the replica when the primary died at %3; the replica was promoted at %4 without it</source>
        <translation>%1 a acquis sur le primaire à %2&#xa0;; la clé n&apos;avait pas atteint la réplique quand le primaire est mort à %3&#xa0;; la réplique a été promue à %4 sans elle</translation>
    </message>
    <message>
        <source>%1 restarted without persistence at %2 and forgot %3&apos;s key</source>
        <translation>%1 a redémarré sans persistance à %2 et a oublié la clé de %3</translation>
    </message>
    <message>
        <source>%1&apos;s keys on %2 expired at %3, early: their clocks jumped</source>
        <translation>les clés de %1 sur %2 ont expiré à %3, trop tôt&#xa0;: leurs horloges ont sauté</translation>
    </message>
    <message>
        <source>%1&apos;s keys on %2 expired at %3</source>
        <translation>les clés de %1 sur %2 ont expiré à %3</translation>
    </message>
    <message>
        <source>%1&apos;s key on %2 expired at %3, early: the instance&apos;s clock jumped</source>
        <translation>la clé de %1 sur %2 a expiré à %3, trop tôt&#xa0;: l’horloge de l’instance a sauté</translation>
    </message>
    <message>
        <source>%1&apos;s key on %2 expired at %3</source>
        <translation>la clé de %1 sur %2 a expiré à %3</translation>
    </message>
    <message>
        <source>%1&apos;s key on %2 was removed at %3</source>
        <translation>la clé de %1 sur %2 a été supprimée à %3</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>l’instance %1</translation>
    </message>
    <message>
        <source>instances %1 and %2</source>
        <translation>les instances %1 et %2</translation>
    </message>
    <message>
        <source>%1 got %2 of %3 at %4: %5</source>
        <translation>%1 a obtenu %2 sur %3 à %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>; %1 still believed it held %2 of %3 (%4)</source>
        <translation> ; %1 croyait encore en détenir %2 sur %3 (%4)</translation>
    </message>
    <message>
        <source> and still does</source>
        <translation>, et le croit encore</translation>
    </message>
    <message>
        <source> until %1</source>
        <translation>, jusqu’à %1</translation>
    </message>
    <message>
        <source>a holder without the quorum of %1 believed anyway</source>
        <translation>un détenteur sans le quorum de %1 y a cru quand même</translation>
    </message>
    <message>
        <source>. Both are inside since %1.</source>
        <translation>. Les deux sont dans la section critique depuis %1.</translation>
    </message>
    <message>
        <source>. Both were inside from %1 to %2.</source>
        <translation>. Les deux étaient dans la section critique de %1 à %2.</translation>
    </message>
    <message>
        <source>, its validity over at %1</source>
        <translation>, sa validité finie à %1</translation>
    </message>
    <message>
        <source>%1 · valid %2</source>
        <translation>%1 · valide %2</translation>
    </message>
</context>
<context>
    <name>locklab::WorkerTableModel</name>
    <message numerus="yes">
        <source>acquire (%n tries)</source>
        <translation>
            <numerusform>acquérir (%n tentative)</numerusform>
            <numerusform>acquérir (%n tentatives)</numerusform>
        </translation>
    </message>
    <message>
        <source>A worker name is 1 to 24 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Un nom de worker compte de 1 à 24 lettres, chiffres, «&#xa0;_&#xa0;» ou «&#xa0;-&#xa0;».</translation>
    </message>
    <message>
        <source>There is already a worker named %1.</source>
        <translation>Il existe déjà un worker nommé %1.</translation>
    </message>
    <message>
        <source>Rename worker</source>
        <translation>Renommer le worker</translation>
    </message>
    <message>
        <source>Expected a whole number of milliseconds from %1 to %2.</source>
        <translation>Nombre entier de millisecondes attendu, de %1 à %2.</translation>
    </message>
    <message>
        <source>Change start of %1</source>
        <translation>Modifier le début de %1</translation>
    </message>
    <message>
        <source>Change TTL of %1</source>
        <translation>Modifier le TTL de %1</translation>
    </message>
    <message>
        <source>Change work of %1</source>
        <translation>Modifier le travail de %1</translation>
    </message>
    <message>
        <source>Change pause of %1</source>
        <translation>Modifier la pause de %1</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Start (ms)</source>
        <translation>Début (ms)</translation>
    </message>
    <message>
        <source>TTL (ms)</source>
        <translation>TTL (ms)</translation>
    </message>
    <message>
        <source>Work (ms)</source>
        <translation>Travail (ms)</translation>
    </message>
    <message>
        <source>Pause (ms)</source>
        <translation>Pause (ms)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Add worker %1</source>
        <translation>Ajouter le worker %1</translation>
    </message>
    <message>
        <source>Remove worker %1</source>
        <translation>Supprimer le worker %1</translation>
    </message>
    <message>
        <source>Duplicate worker %1</source>
        <translation>Dupliquer le worker %1</translation>
    </message>
</context>
<context>
    <name>locklab::guiapp</name>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
</context>
</TS>
