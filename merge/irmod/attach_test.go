package irmod

import (
	"strings"
	"testing"
)

// ScanAttachments finds instruction and header attachments, with the span
// a cut needs, and nothing in strings, comments, operands or definitions.
func TestScanAttachments(t *testing.T) {
	text := "define void @f() !dbg !5 !prof !6 {\n" +
		"  %x = load i32, i32* %p, align 4, !tbaa !7, !llvm.access.group !8\n" +
		"  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !10\n" +
		"  call void asm \", !srcloc !1\", \"\"() ; , !dbg !3\n" +
		"  store i32 0, i32* %p,!nontemporal !{i32 1}\n" +
		"}\n"
	var got []string
	ScanAttachments(text, func(start, end int, kind string, numbered bool) {
		got = append(got, kind+"="+text[start:end]+map[bool]string{true: "", false: "?"}[numbered])
	})
	want := []string{"dbg= !dbg !5", "prof= !prof !6", "tbaa=, !tbaa !7", "llvm.access.group=, !llvm.access.group !8",
		"dbg=, !dbg !10", "nontemporal=,!nontemporal !?"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	if k := AttachmentKinds([]byte(text)); strings.Join(k, " ") != "dbg prof tbaa llvm.access.group dbg nontemporal" {
		t.Errorf("AttachmentKinds: %q", k)
	}
	cut := WithoutAttachments(text)
	for _, gone := range []string{"!dbg !5", "!tbaa", "!llvm.access", "!dbg !10"} {
		if strings.Contains(cut, gone) {
			t.Errorf("WithoutAttachments kept %q:\n%s", gone, cut)
		}
	}
	for _, kept := range []string{"metadata !9", "\", !srcloc !1\"", "; , !dbg !3", ",!nontemporal !{i32 1}", "define void @f() {", "align 4\n"} {
		if !strings.Contains(cut, kept) {
			t.Errorf("WithoutAttachments lost %q:\n%s", kept, cut)
		}
	}
}

// Scratch modules carry no metadata: bodies lose what names it (debug
// intrinsics, noalias scope declarations, attachments). A merged function
// keeping a scope declaration made llc reject whole measuring groups
// ("!id.scope.list must point to a list with a single scope"), and every
// proposal was then measured alone.
func TestCodeOnlyDropsMetadataUsers(t *testing.T) {
	body := `  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !9
  %v = load i32, i32* %p, align 4, !tbaa !5, !alias.scope !12
  ret i32 %v
`
	got := CodeOnly(body)
	want := "  %v = load i32, i32* %p, align 4\n  ret i32 %v\n"
	if got != want {
		t.Errorf("CodeOnly:\n%s\nwant:\n%s", got, want)
	}
	if strings.Contains(got, "!") {
		t.Errorf("metadata left in %q", got)
	}
}
