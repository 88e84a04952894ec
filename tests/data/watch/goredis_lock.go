// SPDX-License-Identifier: MIT
// A go-redis (gopkg.in/redis.v5) client for tst_watch. "holder" takes the lock with SetNX for a
// second, waits, then DELs it; "deleter" waits and DELs the key as a plain, naive release would.
// Prints the local address (its lane) and every reply, one JSON line each.
//   goredis_lock PORT ROLE KEY DELAY_MS
package main

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strconv"
	"time"

	redis "gopkg.in/redis.v5"
)

func say(v map[string]interface{}) {
	b, _ := json.Marshal(v)
	fmt.Println(string(b))
}

func main() {
	port, role, key := os.Args[1], os.Args[2], os.Args[3]
	delay, _ := strconv.Atoi(os.Args[4])
	var local string
	client := redis.NewClient(&redis.Options{
		Addr:     "127.0.0.1:" + port,
		PoolSize: 1,
		Dialer: func() (net.Conn, error) {
			c, err := net.Dial("tcp", "127.0.0.1:"+port)
			if err == nil {
				local = c.LocalAddr().String()
			}
			return c, err
		},
	})
	if err := client.Ping().Err(); err != nil {
		say(map[string]interface{}{"op": "error", "message": err.Error()})
		os.Exit(1)
	}
	say(map[string]interface{}{"op": "connected", "addr": local})
	time.Sleep(time.Duration(delay) * time.Millisecond)
	if role == "holder" {
		ok, err := client.SetNX(key, "go-holder-token", time.Second).Result()
		say(map[string]interface{}{"op": "setnx", "ok": ok, "err": fmt.Sprint(err)})
		time.Sleep(400 * time.Millisecond)
	}
	n, err := client.Del(key).Result()
	say(map[string]interface{}{"op": "del", "n": n, "err": fmt.Sprint(err)})
	client.Close()
}
