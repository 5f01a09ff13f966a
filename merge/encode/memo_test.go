package encode

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// The type memo is let go between functions once it outgrows typesKept
// (llir's per-use type objects made it hold a module's worth), and what
// an encoder gives never depends on it.
func TestTypeMemoLetGoBetweenFunctions(t *testing.T) {
	var src strings.Builder
	src.WriteString("define i32 @big(i32* %p) {\n")
	for k := 0; k < typesKept; k++ {
		fmt.Fprintf(&src, "  %%q%d = getelementptr i32, i32* %%p, i64 %d\n  %%v%d = load i32, i32* %%q%d\n", k, k, k, k)
	}
	src.WriteString("  ret i32 %v0\n}\n\ndefine i32 @small(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n")
	m, err := asm.ParseString("memo.ll", src.String())
	if err != nil {
		t.Fatal(err)
	}
	big, small := m.Funcs[0], m.Funcs[1]
	e := NewEncoder()
	first := e.Func(big)
	if len(e.types) <= typesKept {
		t.Fatalf("@big left %d type objects in the memo: too few to test the bound (%d)", len(e.types), typesKept)
	}
	gotSmall := e.Func(small)
	if len(e.types) > typesKept {
		t.Errorf("after @small the memo holds %d type objects, more than %d", len(e.types), typesKept)
	}
	if again := e.Func(big); !slices.Equal(again, first) || !slices.Equal(NewEncoder().Func(big), first) {
		t.Errorf("@big's codes depend on the memo")
	}
	if !slices.Equal(gotSmall, NewEncoder().Func(small)) {
		t.Errorf("@small's codes depend on the memo")
	}
}
