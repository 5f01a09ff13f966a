package irmod

import (
	"fmt"
	"strings"
	"testing"
)

// Read in shards (ParseOptions.Jobs), a module gives the same functions,
// in the same order, with the same facts, as read whole: every body is
// analysed in the shard that holds it, one llir cannot read is contained
// there, and a function a global names by blockaddress keeps its body.
func TestShardsReadLikeOneModule(t *testing.T) {
	defer func(n, b int) { shardMin, shardBodies = n, b }(shardMin, shardBodies)
	shardMin, shardBodies = 0, 0
	var src strings.Builder
	src.WriteString("@ba = global i8* blockaddress(@h9, %l)\n@g = global i32 0\n\n")
	for i := 0; i < 10; i++ {
		if i == 6 {
			src.WriteString(freezeTwin(fmt.Sprint("h", i)))
			continue
		}
		fmt.Fprintf(&src, "define i32 @h%d(i32 %%x) {\nentry:\n  %%a = load i32, i32* @g\n  %%b = add i32 %%a, %d\n  br label %%l\nl:\n  %%c = call i32 @h%d(i32 %%b)\n  ret i32 %%c\n}\n\n", i, i, (i+1)%10)
	}
	src.WriteString("!0 = !{}\n")
	whole, err := ParseWith("s.ll", []byte(src.String()), ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, jobs := range []int{2, 3} {
		m, err := ParseWith("s.ll", []byte(src.String()), ParseOptions{Valid: true, Jobs: jobs})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		if len(m.Funcs) != len(whole.Funcs) {
			t.Fatalf("jobs %d: %d functions, want %d", jobs, len(m.Funcs), len(whole.Funcs))
		}
		for i, f := range m.Funcs {
			w := whole.Funcs[i]
			if f.Name != w.Name || f.Chunk != w.Chunk || f.Analysed != w.Analysed || f.Unsupported != w.Unsupported ||
				len(f.IR.Blocks) != len(w.IR.Blocks) || (f.Analysed && f.IR.LLString() != w.IR.LLString()) {
				t.Errorf("jobs %d: @%s (analysed %v, %q) differs from the whole read (@%s, %v, %q)", jobs, f.Name, f.Analysed, f.Unsupported, w.Name, w.Analysed, w.Unsupported)
			}
		}
		if f := m.Func("h6"); f.Analysed || f.Unsupported == "" {
			t.Errorf("jobs %d: the unreadable @h6 was analysed", jobs)
		}
		if f := m.Func("h9"); !f.Analysed {
			t.Errorf("jobs %d: @h9, named by blockaddress, has no body", jobs)
		}
	}
}
