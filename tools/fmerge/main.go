// Command fmerge merges functions at link time over whole-program LLVM IR.
//
//	fmerge merge [flags] -o OUT IN...      merge identical (and similar) functions
//	fmerge help [COMMAND]                  explain a command and its flags
//
// Each subcommand lives in its own cmd_*.go file and registers itself.
package main

import (
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"runtime/debug"
	"sort"
	"syscall"

	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// command is one subcommand. run returns the process exit code: 0 success,
// 1 a check failed (e.g. a size budget), 2 bad input or usage.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

// register adds a subcommand; called from init functions.
func register(c command) { commands[c.name] = c }

// version is the tool version recorded in reports.
const version = "0.1.0"

func main() {
	// The garbage collector runs at GOGC=50 unless the environment sets
	// GOGC (GOMEMLIMIT applies as usual). fmerge's heap is mostly
	// long-lived module text and IR, so Go's default (100) lets the heap
	// grow to twice that for little gain: on yaml-cpp (2026-11-24),
	// identical mode 6.2-6.5 s / 642-738 MB at 100 against 6.6-6.7 s /
	// 529-537 MB at 50; default mode 42.1 s / 3.0 GB against 45.2 s /
	// 2.3 GB. Link machines run several links at once: memory counts.
	// (GOGC=400, tried earlier, saved no time and doubled the peak.)
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	// llir logs its own warnings through the standard logger, with a
	// timestamp, once per parse ("using gep to index into vector types
	// will be disallowed ..."): notes about its printer and future
	// releases that fmerge's users can do nothing about. fmerge reports
	// through its own messages and -stats.
	log.SetOutput(io.Discard)
	removeTempsOnSignal()
	os.Exit(dispatch(os.Args[1:], os.Stdout, os.Stderr))
}

// removeTempsOnSignal makes an interrupt or a termination (a build
// cancelled) remove the temporary files the run made, staged outputs
// beside their targets included, before fmerge exits as the signal asks
// (128 + its number). Targets already in place stay: a stopped run leaves
// them as they were.
func removeTempsOnSignal() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		s := <-sig
		tempfile.RemoveAll()
		code := 128 + 2
		if n, ok := s.(syscall.Signal); ok {
			code = 128 + int(n)
		}
		os.Exit(code)
	}()
}

func dispatch(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				return c.run([]string{"-help"}, stdout, stderr)
			}
		}
		usage(stdout)
		return 0
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, "fmerge", version)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "fmerge: unknown command %q\n", args[0])
		usage(stderr)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: fmerge COMMAND [flags] ...")
	fmt.Fprintln(w, "\nfmerge merges functions at link time over whole-program LLVM IR.\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'fmerge help COMMAND' or 'fmerge COMMAND -help' for a command's flags.")
}
