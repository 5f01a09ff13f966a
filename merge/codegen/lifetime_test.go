package codegen

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/fmerge/rules_fmerge/merge/align"
)

// lifetimePair is two functions with two entry slots each; mark says
// which function marks its slots with lifetime markers.
func lifetimePair(mark1, mark2 bool) string {
	body := func(name string, k int, mark bool) string {
		var b strings.Builder
		b.WriteString("define i32 @" + name + "(i32 %x) {\n  %a = alloca [4 x i32]\n  %b = alloca [4 x i32]\n")
		b.WriteString("  %a8 = bitcast [4 x i32]* %a to i8*\n  %b8 = bitcast [4 x i32]* %b to i8*\n")
		b.WriteString("  %pa = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 0\n  %pb = getelementptr [4 x i32], [4 x i32]* %b, i64 0, i64 0\n")
		if mark {
			b.WriteString("  call void @llvm.lifetime.start.p0i8(i64 16, i8* %a8)\n")
		}
		b.WriteString("  store i32 %x, i32* %pa\n  call void @use(i32* %pa)\n")
		if mark {
			b.WriteString("  call void @llvm.lifetime.end.p0i8(i64 16, i8* %a8)\n  call void @llvm.lifetime.start.p0i8(i64 16, i8* %b8)\n")
		}
		b.WriteString("  store i32 " + map[int]string{1: "3", 2: "5"}[k] + ", i32* %pb\n  call void @use(i32* %pb)\n  %v = load i32, i32* %pb\n")
		if mark {
			b.WriteString("  call void @llvm.lifetime.end.p0i8(i64 16, i8* %b8)\n")
		}
		b.WriteString("  ret i32 %v\n}\n")
		return b.String()
	}
	return "declare void @use(i32*)\ndeclare void @llvm.lifetime.start.p0i8(i64, i8*)\ndeclare void @llvm.lifetime.end.p0i8(i64, i8*)\n" +
		body("f1", 1, mark1) + body("f2", 2, mark2)
}

// Markers stay when both sides mark the slots they share; a pair where
// one side marks a shared slot the other uses unmarked is not merged
// (llc's stack colouring would give the two slots one location while the
// unmarked side uses both at once).
func TestLifetimeMarkersKeptOnlyWhenTrue(t *testing.T) {
	for _, tc := range []struct {
		mark1, mark2 bool
		want         int // lifetime calls in the merged function; -1: not merged
	}{
		{true, true, 4},
		{true, false, -1},
		{false, true, -1},
		{false, false, 0},
	} {
		src := lifetimePair(tc.mark1, tc.mark2)
		if tc.want < 0 {
			m, err := asm.ParseString("t.ll", src)
			if err != nil {
				t.Fatal(err)
			}
			f1, f2 := find(t, m, "f1"), find(t, m, "f2")
			if _, err := Merge("merged", f1, f2, align.Align(f1, f2, align.NewCache(), align.Options{})); err != errMarkers {
				t.Errorf("markers %v/%v: Merge error %v, want %v", tc.mark1, tc.mark2, err, errMarkers)
			}
			continue
		}
		got := strings.Count(mergeText(t, src, "f1", "f2"), "@llvm.lifetime.")
		if got != tc.want {
			t.Errorf("markers %v/%v: %d lifetime calls in the merged function, want %d", tc.mark1, tc.mark2, got, tc.want)
		}
	}
}
