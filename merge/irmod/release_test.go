package irmod

import (
	"fmt"
	"strings"
	"testing"
)

// A released body reads again (ReadBodies) as it read the first time:
// through types, globals, callees, metadata and a blockaddress, in one
// shard or several; the header stays while the body is away, and a body
// llir never read stays as it was.
func TestReleasedBodiesReadAgain(t *testing.T) {
	defer func(n int) { shardMin = n }(shardMin)
	var src strings.Builder
	src.WriteString(`%T = type { i32, %U* }
%U = type { i8 }
@g = global i32 1
@"quoted name" = internal global %T zeroinitializer
@ba = global i8* blockaddress(@f5, %l)
declare void @ext(i32)

`)
	for i := 0; i < 8; i++ {
		if i == 6 {
			src.WriteString(freezeTwin("f6"))
			continue
		}
		fmt.Fprintf(&src, "define i32 @f%d(i32 %%x) {\nentry:\n  %%q = getelementptr %%T, %%T* @\"quoted name\", i64 0, i32 0\n  %%v = load i32, i32* %%q, !tbaa !1\n  %%w = add i32 %%v, %d\n  call void @ext(i32 %%w)\n  br label %%l\nl:\n  %%r = call i32 @f%d(i32 %%w)\n  ret i32 %%r\n}\n\n", i, i, (i+1)%8)
	}
	src.WriteString("!0 = !{}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !3}\n!3 = !{!\"tbaa\"}\n")
	for _, c := range []struct{ jobs, min int }{{1, 8 << 20}, {2, 0}, {3, 0}} {
		shardMin = c.min
		m, err := ParseWith("r.ll", []byte(src.String()), ParseOptions{Valid: true, Jobs: c.jobs})
		if err != nil {
			t.Fatal(err)
		}
		first := map[string]string{}
		header := map[string]string{}
		for _, f := range m.Funcs {
			if f.Analysed {
				first[f.Name] = f.IR.LLString()
				header[f.Name] = f.IR.Sig.String()
			}
		}
		var fs []*Func
		for _, name := range []string{"f0", "f3", "f5", "f6", "f7"} {
			f := m.Func(name)
			m.ReleaseBody(f)
			fs = append(fs, f)
		}
		for _, f := range fs {
			switch {
			case f.Name == "f6" && (f.Released() || f.Analysed):
				t.Errorf("jobs %d: @f6, which llir never read, was released", c.jobs)
			case f.Name != "f6" && (!f.Released() || len(f.IR.Blocks) != 0 || f.IR.Sig.String() != header[f.Name]):
				t.Errorf("jobs %d: @%s after release: released %v, %d blocks, signature %s", c.jobs, f.Name, f.Released(), len(f.IR.Blocks), f.IR.Sig)
			}
		}
		if err := m.ReadBodies(fs, c.jobs); err != nil {
			t.Fatalf("jobs %d: %v", c.jobs, err)
		}
		for _, f := range m.Funcs {
			if !f.Analysed {
				continue
			}
			if f.Released() {
				t.Errorf("jobs %d: @%s is still released", c.jobs, f.Name)
			} else if got := f.IR.LLString(); got != first[f.Name] {
				t.Errorf("jobs %d: @%s read again:\n%s\nwant\n%s", c.jobs, f.Name, got, first[f.Name])
			}
		}
	}
}
