package similar

import (
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Scratch modules carry no metadata: bodies lose what names it (debug
// intrinsics, noalias scope declarations, attachments). A merged function
// keeping a scope declaration made llc reject whole measuring groups
// ("!id.scope.list must point to a list with a single scope"), and every
// proposal was then measured alone.
func TestScratchBodyDropsMetadataUsers(t *testing.T) {
	body := `  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !9
  %v = load i32, i32* %p, align 4, !tbaa !5, !alias.scope !12
  ret i32 %v
`
	got := scratchBody(body)
	want := "  %v = load i32, i32* %p, align 4\n  ret i32 %v\n"
	if got != want {
		t.Errorf("scratchBody:\n%s\nwant:\n%s", got, want)
	}
	if strings.Contains(got, "!") {
		t.Errorf("metadata left in %q", got)
	}
}

// A size key tells apart what llc compiles differently: functions equal up
// to the names of globals declared alike share one; a thread_local
// variable, a global of another type, or another local do not.
func TestSizeKey(t *testing.T) {
	m, err := irmod.Parse("k.ll", []byte(`@a = global i32 0
@b = global i32 1
@c = thread_local global i32 0
@d = global i64 0

define i32 @f() {
  ret i32 0
}

define i32 @g() {
  ret i32 0
}
`))
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{m: m}
	key := func(g, f, local string) sizeKey {
		return d.sizeKey("define internal i32 @" + f + "() {\n  %" + local + " = load i32, i32* @" + g + "\n  ret i32 %" + local + "\n}\n")
	}
	if key("a", "f", "x") != key("b", "g", "x") {
		t.Error("functions equal up to names have different keys")
	}
	for _, other := range []sizeKey{key("c", "g", "x"), key("d", "g", "x"), key("b", "g", "y"), key("b", "merged", "x")} {
		if other == key("a", "f", "x") {
			t.Error("a function compiled differently shares the key")
		}
	}
}
