// Package par runs independent per-item work on several goroutines.
// Results go into slots the caller indexes by item, so what a stage
// computes never depends on the number of workers or on scheduling.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls fn(i) for every i in [0, n) on up to jobs goroutines (jobs
// <= 0: GOMAXPROCS), handing out items in order, and returns when all
// calls have returned. fn must be safe to run concurrently with itself.
func Each(n, jobs int, fn func(i int)) {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	jobs = min(jobs, n)
	if jobs <= 1 {
		for i := 0; i < n; i++ {
			fn(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
