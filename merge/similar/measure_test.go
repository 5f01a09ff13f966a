package similar

import (
	"strings"
	"testing"
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
