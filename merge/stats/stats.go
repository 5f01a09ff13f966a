// Package stats keeps LLVM-style named counters and stage timings for
// `fmerge merge -stats` and the size report. Counters print in the order they
// were first touched, so output is deterministic.
package stats

import (
	"fmt"
	"io"
	"time"
)

// Stats is a set of counters and stage timings. The zero value is ready.
type Stats struct {
	order  []string
	values map[string]int64
	desc   map[string]string
	stages []Stage
}

// Stage is one timed phase of a run.
type Stage struct {
	Name     string
	Duration time.Duration
}

// Add increases the counter name by n; desc is its one-line description,
// recorded the first time.
func (s *Stats) Add(name, desc string, n int64) {
	if s.values == nil {
		s.values, s.desc = map[string]int64{}, map[string]string{}
	}
	if _, ok := s.values[name]; !ok {
		s.order = append(s.order, name)
		s.desc[name] = desc
	}
	s.values[name] += n
}

// Get returns a counter's value (0 if never touched).
func (s *Stats) Get(name string) int64 { return s.values[name] }

// Counters returns the counters in first-touched order.
func (s *Stats) Counters() []Counter {
	out := make([]Counter, 0, len(s.order))
	for _, n := range s.order {
		out = append(out, Counter{Name: n, Desc: s.desc[n], Value: s.values[n]})
	}
	return out
}

// Counter is one named count.
type Counter struct {
	Name  string
	Desc  string
	Value int64
}

// Time runs f and records how long it took as stage name.
func (s *Stats) Time(name string, f func() error) error {
	start := time.Now()
	err := f()
	s.stages = append(s.stages, Stage{Name: name, Duration: time.Since(start)})
	return err
}

// Stages returns the recorded stage timings in order.
func (s *Stats) Stages() []Stage { return s.stages }

// AddStage records a phase timed elsewhere (a part of a stage, such as the
// load's disassembly).
func (s *Stats) AddStage(name string, d time.Duration) {
	s.stages = append(s.stages, Stage{Name: name, Duration: d})
}

// Print writes the counters the way LLVM's -stats does, then the timings.
func (s *Stats) Print(w io.Writer) {
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintln(w, "                          ... Statistics Collected ...")
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	for _, c := range s.Counters() {
		fmt.Fprintf(w, "%8d fmerge - %s\n", c.Value, c.Desc)
	}
	if len(s.stages) > 0 {
		fmt.Fprintln(w, "\n  stage timings:")
		for _, st := range s.stages {
			fmt.Fprintf(w, "%10.3fs %s\n", st.Duration.Seconds(), st.Name)
		}
	}
}
