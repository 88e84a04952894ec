// SPDX-License-Identifier: MIT
// The article's lab (shared/seed/redis-locks-article.txt) as a go-redis program, on go-redis v5
// (gopkg.in/redis.v5, packaged by Debian) instead of v9: the same commands reach Redis
// (SET NX PX, the compare-and-delete script by EVALSHA then EVAL, a plain DEL, INCR fence, the
// fenced write script). The server is the caller's own: nothing is flushed. Prints the lab's six
// result lines.
//   goredis_lab PORT
package main

import (
	"fmt"
	"os"
	"sync"
	"time"

	redis "gopkg.in/redis.v5"
)

var release = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`)

type Lock struct {
	rdb   *redis.Client
	key   string
	token string
}

func Acquire(rdb *redis.Client, key, token string, ttl time.Duration) (*Lock, bool) {
	ok, err := rdb.SetNX(key, token, ttl).Result()
	if err != nil || !ok {
		return nil, false
	}
	return &Lock{rdb, key, token}, true
}

func (l *Lock) Release() bool {
	n, _ := release.Run(l.rdb, []string{l.key}, l.token).Result()
	return n == int64(1)
}

func main() {
	rdb := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + os.Args[1]})
	defer rdb.Close()

	a, okA := Acquire(rdb, "lock:report", "token-a", time.Second)
	_, okB := Acquire(rdb, "lock:report", "token-b", time.Second)
	fmt.Println("1. A acquires:", okA, "| B acquires while A holds it:", okB)

	wrong := &Lock{rdb, "lock:report", "token-b"}
	fmt.Println("2. B releasing with its own token:", wrong.Release(), "| A releasing:", a.Release())

	a, _ = Acquire(rdb, "lock:job", "token-a", 100*time.Millisecond)
	time.Sleep(150 * time.Millisecond)
	b, okB := Acquire(rdb, "lock:job", "token-b", time.Second)
	_ = rdb.Del("lock:job") // what A does when it finishes late, with a naive unlock
	_, okC := Acquire(rdb, "lock:job", "token-c", time.Second)
	fmt.Println("3. A's lock expired, B took it:", okB, "| A's naive DEL freed it and C also got it:", okC)
	_ = a
	_ = b
	_ = rdb.Del("lock:job")

	a, _ = Acquire(rdb, "lock:job2", "token-a", 100*time.Millisecond)
	time.Sleep(150 * time.Millisecond)
	_, okB = Acquire(rdb, "lock:job2", "token-b", time.Second)
	fmt.Println("4. with the token check, A's late release returned:", a.Release(), "| B still holds the lock:", rdb.Get("lock:job2").Val() == "token-b" && okB)

	_ = rdb.Set("stored", 0, 0).Err()
	var wg sync.WaitGroup
	var mu sync.Mutex
	overlap := 0
	inside := 0
	work := func(name string, delay, duration time.Duration, fenced bool) {
		defer wg.Done()
		time.Sleep(delay)
		var l *Lock
		for tries := 0; tries < 20; tries++ {
			var ok bool
			l, ok = Acquire(rdb, "lock:work", name, 100*time.Millisecond)
			if ok {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if l == nil {
			return
		}
		var fence int64
		if fenced {
			fence, _ = rdb.Incr("fence").Result()
		}
		mu.Lock()
		inside++
		if inside > 1 {
			overlap++
		}
		mu.Unlock()
		time.Sleep(duration)
		if fenced {
			ok, _ := rdb.Eval(`
				local last = tonumber(redis.call('GET', KEYS[1]) or '0')
				if tonumber(ARGV[1]) > last then redis.call('SET', KEYS[1], ARGV[1]); redis.call('INCR', KEYS[2]); return 1 end
				return 0`, []string{"stored:fence", "stored"}, fence).Result()
			fmt.Printf("   worker %s wrote with fencing token %d: accepted=%v\n", name, fence, ok == int64(1))
		} else {
			rdb.Incr("stored")
		}
		mu.Lock()
		inside--
		mu.Unlock()
		l.Release()
	}
	wg.Add(2)
	go work("A", 0, 400*time.Millisecond, false)
	go work("B", 20*time.Millisecond, 150*time.Millisecond, false)
	wg.Wait()
	n, _ := rdb.Get("stored").Int64()
	fmt.Printf("5. lock ttl 100ms, A works 400ms and B 150ms: workers inside at the same time %d time(s); both wrote, stored=%d\n", overlap, n)

	_ = rdb.Set("stored", 0, 0).Err()
	overlap = 0
	wg.Add(2)
	go work("A", 0, 400*time.Millisecond, true)
	go work("B", 20*time.Millisecond, 150*time.Millisecond, true)
	wg.Wait()
	n, _ = rdb.Get("stored").Int64()
	fmt.Printf("6. the same with fencing tokens checked at the store: stored=%d (the late writer was refused)\n", n)
}
