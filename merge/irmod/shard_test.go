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

// A shard after the first keeps of the prelude only what its bodies reach,
// through aliases, ifuncs, initializers, personalities, callees and
// metadata, and reads them as the whole module does; the first keeps all.
func TestShardPreludesKeepWhatBodiesReach(t *testing.T) {
	defer func(n, b int) { shardMin, shardBodies = n, b }(shardMin, shardBodies)
	shardMin, shardBodies = 0, 0
	var src strings.Builder
	src.WriteString(`%T = type { i32, %U* }
%U = type { i8 }
$cd = comdat any
@unused = global i32 7
@base = global i32 1
@tbl = global [1 x i32*] [i32* @base]
@al = alias i32, i32* @base
@"quoted name" = internal global %T zeroinitializer
@ifn = ifunc void (), void ()* ()* @resolver
@meta_only = global i32 3
declare i32 @__gxx_personality_v0(...)
declare void @ext(i32)

define void ()* @resolver() {
  ret void ()* null
}

`)
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&src, "define i32 @f%d(i32 %%x) comdat($cd) personality i32 (...)* @__gxx_personality_v0 {\nentry:\n", i)
		switch i {
		case 3:
			src.WriteString("  %p = load i32*, i32** getelementptr ([1 x i32*], [1 x i32*]* @tbl, i64 0, i64 0)\n  %v = load i32, i32* %p\n")
		case 5:
			src.WriteString("  %v = load i32, i32* @al\n  call void @ifn()\n")
		case 6:
			src.WriteString("  %q = getelementptr %T, %T* @\"quoted name\", i64 0, i32 0\n  %v = load i32, i32* %q\n")
		default:
			fmt.Fprintf(&src, "  %%v = add i32 %%x, %d\n", i)
		}
		fmt.Fprintf(&src, "  call void @ext(i32 %%v)\n  %%r = call i32 @f%d(i32 %%v)\n  ret i32 %%r\n}\n\n", (i+1)%8)
	}
	src.WriteString("!named = !{!0}\n!0 = !{i32* @meta_only}\n")
	whole, err := ParseWith("p.ll", []byte(src.String()), ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseWith("p.ll", []byte(src.String()), ParseOptions{Valid: true, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range m.Funcs {
		w := whole.Funcs[i]
		if f.Name != w.Name || f.Analysed != w.Analysed || (f.Analysed && f.IR.LLString() != w.IR.LLString()) {
			t.Errorf("@%s read in shards differs from the whole read:\n%s\nwant\n%s", f.Name, f.IR.LLString(), w.IR.LLString())
		}
	}
	if len(m.IR.Globals) != len(whole.IR.Globals) {
		t.Errorf("the first shard has %d globals, want all %d", len(m.IR.Globals), len(whole.IR.Globals))
	}
	// What the last shard (f6 and f7: a quoted global, @ext, the others
	// as callees) keeps, and what it leaves out.
	px := newPreludeIndex(m)
	sel := map[int]bool{m.Func("f6").Chunk: true, m.Func("f7").Chunk: true}
	sp := px.prelude(m, sel)
	clean, _, err := m.sanitize(sel, map[int]string{}, ParseOptions{}, sp)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`@"quoted name" = `, "declare void @ext", "declare i32 @f0(", "@meta_only = ", "%T = type", "$cd = comdat any", "declare i32 @__gxx_personality_v0"} {
		if !strings.Contains(string(clean), want) {
			t.Errorf("the shard of f6 and f7 has no %q", want)
		}
	}
	for _, gone := range []string{"@unused", "@tbl", "@al", "@ifn", "@resolver", "@f1(", "@f3("} {
		if strings.Contains(string(clean), gone) {
			t.Errorf("the shard of f6 and f7 has %q, which it does not reach", gone)
		}
	}
	if got, want := strings.Count(string(clean), "\n"), strings.Count(src.String(), "\n"); got != want {
		t.Errorf("the shard's text has %d lines, want the module's %d", got, want)
	}
}

// A shard other than the module's view leaves out comments and named
// metadata (needless: no body names them), and the view keeps them; the
// bodies read the same either way.
func TestShardsLeaveOutCommentsAndNamedMetadata(t *testing.T) {
	defer func(n, b int) { shardMin, shardBodies = n, b }(shardMin, shardBodies)
	shardMin, shardBodies = 0, 0
	var src strings.Builder
	src.WriteString("@g = global i32 1\n\n")
	for i := 0; i < 4; i++ {
		fmt.Fprintf(&src, "; Function Attrs: nounwind\ndefine i32 @f%d(i32 %%x) {\n  %%v = load i32, i32* @g, !tbaa !1\n  %%w = add i32 %%v, %d\n  ret i32 %%w\n}\n\n", i, i)
	}
	src.WriteString("!llvm.ident = !{!0}\n!0 = !{!\"clang version 14\"}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !3}\n!3 = !{!\"tbaa\"}\n")
	whole, err := ParseWith("c.ll", []byte(src.String()), ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseWith("c.ll", []byte(src.String()), ParseOptions{Valid: true, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range m.Funcs {
		if w := whole.Funcs[i]; f.IR.LLString() != w.IR.LLString() {
			t.Errorf("@%s read in shards:\n%s\nwant\n%s", f.Name, f.IR.LLString(), w.IR.LLString())
		}
	}
	if len(m.IR.NamedMetadataDefs) != 1 {
		t.Errorf("the view has %d named metadata, want !llvm.ident", len(m.IR.NamedMetadataDefs))
	}
	sel := map[int]bool{m.Func("f3").Chunk: true}
	for _, sp := range []*shardPrelude{nil, newPreludeIndex(m).prelude(m, sel)} {
		clean, _, err := m.sanitize(sel, map[int]string{}, ParseOptions{}, sp)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{"; Function Attrs", "!llvm.ident"} {
			if got := strings.Contains(string(clean), s); got != sp.isView() {
				t.Errorf("view %v: %q kept: %v", sp.isView(), s, got)
			}
		}
		if !strings.Contains(string(clean), "!1 = !{!2, !2, i64 0}") {
			t.Errorf("view %v: the tbaa node the body names is gone", sp.isView())
		}
	}
}

// Shards stay within shardBytes of definitions on large modules, and a
// small module still gets shardsPerJob shards per worker.
func TestShardCount(t *testing.T) {
	for _, c := range []struct{ size, jobs, want int }{
		{9 << 20, 2, 2 * shardsPerJob},
		{86 << 20, 2, 22},
		{86 << 20, 8, 8 * shardsPerJob},
	} {
		n := shardCount(c.size, c.jobs)
		if n != c.want {
			t.Errorf("shardCount(%d MB, %d) = %d, want %d", c.size>>20, c.jobs, n, c.want)
		}
		if (c.size+n-1)/n > shardBytes && n > shardsPerJob*c.jobs {
			t.Errorf("%d MB in %d shards: more than shardBytes each", c.size>>20, n)
		}
	}
}
