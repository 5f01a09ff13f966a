package codegen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/fmerge/rules_fmerge/merge/align"
)

// pairWith is a module of two similar functions of two i64 parameters,
// with slots of s1 and s2 bytes that cannot share one when their sizes
// differ (their shapes differ), under layout.
func pairWith(layout string, s1, s2 int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "target datalayout = %q\n", layout)
	for k, s := range []int{s1, s2} {
		fmt.Fprintf(&b, "define i64 @f%d(i64 %%a0, i64 %%a1) {\n  %%s = alloca [%d x i8], align 16\n  %%t = alloca i64, i32 3\n", k, s)
		fmt.Fprintf(&b, "  %%p = getelementptr [%d x i8], [%d x i8]* %%s, i64 0, i64 1\n  store volatile i8 1, i8* %%p\n  store volatile i64 %%a1, i64* %%t\n", s, s)
		fmt.Fprintf(&b, "  %%x = mul i64 %%a0, %d\n  %%y = xor i64 %%x, %%a1\n  %%z = add i64 %%y, 7\n  ret i64 %%z\n}\n", 3+k)
	}
	return b.String()
}

// TestFrameSizes: the merged function's static slots are both originals'
// where their shapes differ and one where they agree (Frame, OwnFrames,
// StaticFrame), counted with the alloca's element count and the
// datalayout's sizes (an i64 of 4-byte alignment is still 8 bytes).
func TestFrameSizes(t *testing.T) {
	for _, tc := range []struct {
		layout string
		s1, s2 int
		frame  uint64
	}{
		{"e-m:e-i64:64-n8:16:32:64-S128", 16, 24, 16 + 24 + 24},
		{"e-m:e-i64:64-n8:16:32:64-S128", 16, 65536, 16 + 65536 + 24},
		{"e-m:e-i64:64-n8:16:32:64-S128", 40, 40, 40 + 24},
		{"e-m:e-p:32:32-i64:32-n8:16:32-S128", 16, 24, 16 + 24 + 24},
	} {
		name := fmt.Sprintf("%s/slots %d+%d", tc.layout, tc.s1, tc.s2)
		m, err := asm.ParseString("t.ll", pairWith(tc.layout, tc.s1, tc.s2))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f1, f2 := find(t, m, "f0"), find(t, m, "f1")
		mg, err := Merge("merged", f1, f2, align.Align(f1, f2, align.NewCache(), align.Options{}))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		own := [2]uint64{uint64(tc.s1) + 24, uint64(tc.s2) + 24}
		if mg.Frame != tc.frame || mg.OwnFrames != own || StaticFrame(f1) != own[0] {
			t.Errorf("%s: Frame %d, OwnFrames %v, StaticFrame %d; want %d, %v, %d", name, mg.Frame, mg.OwnFrames, StaticFrame(f1), tc.frame, own, own[0])
		}
	}
}
