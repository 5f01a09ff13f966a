package codegen

import (
	"strings"
	"testing"
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

// Markers stay when both sides mark the slots they share. Where one side
// marks its slots and the other does not, the two share no slot (llc's
// stack colouring would give the two slots one location while the
// unmarked side uses both at once): each side keeps its own.
func TestLifetimeMarkersKeptOnlyWhenTrue(t *testing.T) {
	for _, tc := range []struct {
		mark1, mark2    bool
		markers, allocs int // lifetime calls and allocas in the merged function
	}{
		{true, true, 4, 2},
		{true, false, 4, 4},
		{false, true, 4, 4},
		{false, false, 0, 2},
	} {
		text := mergeText(t, lifetimePair(tc.mark1, tc.mark2), "f1", "f2")
		if got := strings.Count(text, "@llvm.lifetime."); got != tc.markers {
			t.Errorf("markers %v/%v: %d lifetime calls in the merged function, want %d", tc.mark1, tc.mark2, got, tc.markers)
		}
		if got := strings.Count(text, " = alloca "); got != tc.allocs {
			t.Errorf("markers %v/%v: %d allocas in the merged function, want %d\n%s", tc.mark1, tc.mark2, got, tc.allocs, text)
		}
		markersOnOneSlot(t, text)
	}
}

// markersOnOneSlot fails when a lifetime marker of merged text reaches
// its slot through a select (two slots at once).
func markersOnOneSlot(t *testing.T, text string) {
	t.Helper()
	def := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if l, r, ok := strings.Cut(strings.TrimSpace(line), " = "); ok {
			def[l] = r
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if !strings.Contains(line, "@llvm.lifetime.") {
			continue
		}
		ptr := strings.TrimSuffix(line[strings.LastIndex(line, " ")+1:], ")")
		for v := ptr; ; {
			d := def[v]
			if strings.HasPrefix(d, "select ") {
				t.Errorf("marker reaches two slots through a select: %s\n%s", strings.TrimSpace(line), text)
				return
			}
			if !strings.HasPrefix(d, "bitcast ") {
				break
			}
			f := strings.Fields(d)
			v = f[len(f)-3] // bitcast T* %v to U*
		}
	}
}

// Alignment matched f1's second scope of slot %a with f2's scope of %d,
// while the slots were paired by the first scopes (%a with %c, %b with
// %d): one marker would reach two shared slots. The pair is merged, with
// those markers each on its own side (splitUnsafePaths), not refused.
func TestUnsafeMatchedMarkersSplit(t *testing.T) {
	scope := func(slot, val string) string {
		return "  %" + slot + "8." + val + " = bitcast [4 x i32]* %" + slot + " to i8*\n" +
			"  call void @llvm.lifetime.start.p0i8(i64 16, i8* %" + slot + "8." + val + ")\n" +
			"  %p" + slot + "." + val + " = getelementptr [4 x i32], [4 x i32]* %" + slot + ", i64 0, i64 1\n" +
			"  store i32 " + val + ", i32* %p" + slot + "." + val + "\n  call void @use(i32* %p" + slot + "." + val + ")\n" +
			"  call void @llvm.lifetime.end.p0i8(i64 16, i8* %" + slot + "8." + val + ")\n"
	}
	src := "declare void @use(i32*)\ndeclare void @llvm.lifetime.start.p0i8(i64, i8*)\ndeclare void @llvm.lifetime.end.p0i8(i64, i8*)\n" +
		"define void @f1() {\n  %a = alloca [4 x i32]\n  %b = alloca [4 x i32]\n" + scope("a", "1") + scope("a", "2") + scope("b", "3") + "  ret void\n}\n" +
		"define void @f2() {\n  %c = alloca [4 x i32]\n  %d = alloca [4 x i32]\n" + scope("c", "1") + scope("d", "2") + scope("c", "3") + "  ret void\n}\n"
	text := mergeText(t, src, "f1", "f2")
	if got := strings.Count(text, " = alloca "); got != 2 {
		t.Errorf("%d allocas, want the two pairs shared\n%s", got, text)
	}
	markersOnOneSlot(t, text)
}
