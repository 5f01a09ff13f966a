package codegen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/fmerge/rules_fmerge/merge/align"
)

// pairWith is a module of two similar functions of n i64 parameters each,
// with slots of s1 and s2 bytes that cannot share one (their shapes
// differ), under triple.
func pairWith(triple string, n, s1, s2 int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "target triple = %q\n", triple)
	for k, s := range []int{s1, s2} {
		var ps []string
		for i := range n {
			ps = append(ps, fmt.Sprintf("i64 %%a%d", i))
		}
		fmt.Fprintf(&b, "define i64 @f%d(%s) {\n  %%s = alloca [%d x i8]\n  %%p = getelementptr [%d x i8], [%d x i8]* %%s, i64 0, i64 1\n  store volatile i8 1, i8* %%p\n", k, strings.Join(ps, ", "), s, s, s)
		fmt.Fprintf(&b, "  %%x = mul i64 %%a0, %d\n  %%y = xor i64 %%x, %%a%d\n  %%z = add i64 %%y, 7\n  ret i64 %%z\n}\n", 3+k, n-1)
	}
	return b.String()
}

// TestFrameAndStackArguments: the merged function's static slots are
// both originals' when their shapes differ (Frame, OwnFrames); a merged
// function of six i64 parameters and the identifier passes one argument
// on the x86-64 stack that the originals passed in registers
// (MoreStackArgs), one of five does not, nor one of six on AArch64 (eight
// registers); Windows x64 and 32-bit ARM have four (an i64 takes two of
// ARM's: two i64 parameters fill them); i386 and an unknown target pass
// everything on the stack.
func TestFrameAndStackArguments(t *testing.T) {
	for _, tc := range []struct {
		triple        string
		n, s1, s2     int
		moreStackArgs bool
	}{
		{"x86_64-pc-linux-gnu", 5, 16, 24, false},
		{"x86_64-pc-linux-gnu", 6, 16, 24, true},
		{"aarch64-unknown-linux-gnu", 6, 16, 24, false},
		{"x86_64-pc-windows-msvc", 4, 16, 24, true},
		{"x86_64-pc-windows-msvc", 3, 16, 24, false},
		{"mystery-unknown-none", 1, 16, 24, true},
		{"i686-pc-linux-gnu", 1, 16, 24, true},
		{"armv7-unknown-linux-gnueabihf", 1, 16, 24, false},
		{"armv7-unknown-linux-gnueabihf", 2, 16, 24, true},
		{"x86_64-pc-linux-gnu", 2, 16, 65536, false},
	} {
		name := fmt.Sprintf("%s/%d params/slots %d+%d", tc.triple, tc.n, tc.s1, tc.s2)
		m, err := asm.ParseString("t.ll", pairWith(tc.triple, tc.n, tc.s1, tc.s2))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f1, f2 := find(t, m, "f0"), find(t, m, "f1")
		mg, err := Merge("merged", f1, f2, align.Align(f1, f2, align.NewCache(), align.Options{}))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := mg.MoreStackArgs(f1); got != tc.moreStackArgs {
			t.Errorf("%s: MoreStackArgs = %v, want %v", name, got, tc.moreStackArgs)
		}
		if mg.Frame != uint64(tc.s1+tc.s2) || mg.OwnFrames != [2]uint64{uint64(tc.s1), uint64(tc.s2)} {
			t.Errorf("%s: Frame %d, OwnFrames %v; want %d, [%d %d]", name, mg.Frame, mg.OwnFrames, tc.s1+tc.s2, tc.s1, tc.s2)
		}
	}
}
