// Command mergecount prints how many functions a merging pass merged, by
// comparing the module before and after it (see test/e2e/irdiff):
//
//	mergecount before.ll after.ll        # prints the count
//	mergecount -v before.ll after.ll     # also lists "merged -> kept" pairs
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/fmerge/rules_fmerge/test/e2e/irdiff"
)

func main() {
	verbose := flag.Bool("v", false, "list every merged function and where it went")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: mergecount [-v] before.ll after.ll")
		os.Exit(2)
	}
	before, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	after, err := os.ReadFile(flag.Arg(1))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	r := irdiff.Diff(irdiff.Parse(string(before)), irdiff.Parse(string(after)))
	fmt.Println(r.Count())
	if *verbose {
		for _, n := range r.Names() {
			fmt.Printf("%s -> %s\n", n, r.Rep(n))
		}
	}
}
