package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// listFlag collects a repeatable flag; a value may also hold several
// comma-free entries separated by spaces is NOT supported: repeat the flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// toolFlags registers the LLVM tool path flags shared by subcommands.
func toolFlags(fs *flag.FlagSet) *irmod.Tools {
	t := &irmod.Tools{}
	d := irmod.DefaultTools()
	fs.StringVar(&t.LLVMDis, "llvm-dis", d.LLVMDis, "`path` of llvm-dis (reads bitcode inputs)")
	fs.StringVar(&t.LLVMLink, "llvm-link", d.LLVMLink, "`path` of llvm-link (joins several inputs)")
	fs.StringVar(&t.LLVMAs, "llvm-as", d.LLVMAs, "`path` of llvm-as (writes .bc outputs)")
	fs.StringVar(&t.LLC, "llc", d.LLC, "`path` of llc (writes .o outputs)")
	fs.StringVar(&t.Opt, "opt", d.Opt, "`path` of opt (verifies outputs)")
	fs.Var((*listFlag)(&t.LLCFlags), "llc-flag", "extra `flag` for llc when writing a .o (repeatable); .o outputs are PIC unless one sets -relocation-model, e.g. -llc-flag=-relocation-model=static")
	return t
}

// parseInterleaved parses flags that may appear before, between or after
// positional arguments (`fmerge merge a.ll -o out.ll b.ll`).
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// usageOnError makes fs print only its usage line on a usage error (after
// the flag package's own message), with a pointer to the full help, and
// returns the function that prints the full help (for -help): the
// description and every flag.
func usageOnError(fs *flag.FlagSet, w io.Writer, line, description string) (help func()) {
	fs.Usage = func() { fmt.Fprintln(w, line) }
	return func() {
		fmt.Fprintln(w, description)
		fmt.Fprintln(w, "\nflags:")
		fs.PrintDefaults()
	}
}

// usageError reports a usage error of command cmd: the message and the
// usage line (msg "" after a flag-parse error, for which the flag package
// printed both), then where the flags are explained. It returns exit
// status 2.
func usageError(fs *flag.FlagSet, w io.Writer, cmd string, msg string) int {
	if msg != "" {
		fmt.Fprintf(w, "fmerge %s: %s\n", cmd, msg)
		fs.Usage()
	}
	fmt.Fprintf(w, "Run 'fmerge help %s' for the flags.\n", cmd)
	return 2
}
