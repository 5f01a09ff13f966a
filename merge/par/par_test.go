package par

import (
	"sync/atomic"
	"testing"
)

// Every item is visited exactly once, whatever the number of workers.
func TestEachVisitsEveryItemOnce(t *testing.T) {
	for _, jobs := range []int{0, 1, 2, 7, 100} {
		for _, n := range []int{0, 1, 5, 1000} {
			seen := make([]atomic.Int32, n)
			Each(n, jobs, func(i int) { seen[i].Add(1) })
			for i := range seen {
				if c := seen[i].Load(); c != 1 {
					t.Fatalf("jobs %d, n %d: item %d visited %d times", jobs, n, i, c)
				}
			}
		}
	}
}
