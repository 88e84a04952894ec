// SPDX-License-Identifier: MIT
#pragma once

#include "live/redisconnection.h"
#include "live/redisurl.h"

#include <QByteArray>
#include <QCoroTask>
#include <QList>

#include <optional>

namespace locklab {

// The slot of a key in a Redis Cluster: CRC16 (XMODEM) of the key, or of its hash tag (the text
// between the first `{` and the next `}`, when not empty), mod 16384. Every key of a run is
// `locklab:{RUN-ID}:…`, so all of them, and the scripts that touch several, are in one slot.
int clusterKeySlot(const QByteArray &key);

// A host as a server names one in a reply (CLUSTER SHARDS, SENTINEL get-master-addr-by-name, a
// redirect): not empty, no control character or space. Anything else is a broken or hostile reply,
// and would reach URLs, notes and the terminal (issue 28: fuzz_cluster, fuzz_sentinel found it).
bool plausibleReplyHost(const QByteArray &host);

// A `-MOVED slot host:port` or `-ASK slot host:port` error reply; kind None for any other text.
// MOVED: the slot lives there now (ask there from now on); ASK: this one command, there, after ASKING.
struct ClusterRedirect {
    enum class Kind : quint8 { None, Moved, Ask };
    Kind kind = Kind::None;
    int slot = -1;
    RedisAddress address;  // an empty host ("-MOVED 3999 :6381"): the node did not know its endpoint
    static ClusterRedirect parse(const QByteArray &errorText);
};

// Which node is the primary of each slot, as a cluster node said.
class ClusterMap {
public:
    struct Range {
        int first = 0;
        int last = 0;
        RedisAddress primary;
    };
    QList<Range> ranges;
    RedisAddress askedAt;     // the node that answered
    bool fromShards = false;  // CLUSTER SHARDS (7.0); false: CLUSTER SLOTS

    std::optional<RedisAddress> primaryOf(int slot) const;
    // The distinct primaries, in slot order.
    QList<RedisAddress> primaries() const;

    // From a CLUSTER SHARDS or CLUSTER SLOTS reply asked of `node` (a node may name itself with
    // an empty or "?" endpoint: that is `node`). False with one line in `error`.
    static bool parseShards(const RedisValue &reply, const RedisAddress &node, ClusterMap *out, QString *error);
    static bool parseSlots(const RedisValue &reply, const RedisAddress &node, ClusterMap *out, QString *error);

    // Asks `url`'s addresses in order (a seed may be down) for CLUSTER SHARDS, CLUSTER SLOTS on a
    // server that does not know it (before 7.0); AUTH as the URL says, each call within the
    // timeouts. Empty ranges and one line in `error` when no address answered with a map.
    static QCoro::Task<ClusterMap> discover(RedisUrl url, int connectTimeoutMs, int commandTimeoutMs, QString *error);
    // Whether the server at `url` (one server's URL) is a cluster node: INFO cluster says
    // cluster_enabled:1. Empty optional when it did not answer.
    static QCoro::Task<std::optional<bool>> isClusterNode(RedisUrl url, int connectTimeoutMs, int commandTimeoutMs);
};

}  // namespace locklab
