package irdiff

import (
	"reflect"
	"testing"
)

const diffBefore = `
define internal i32 @a(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal i32 @b(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @c(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @d(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @user(i32 %x) {
  %p = call i32 @a(i32 %x)
  %q = call i32 @b(i32 %p)
  ret i32 %q
}

define i32 @fwd(i32 %x) {
  %p = tail call i32 @b(i32 %x)
  ret i32 %p
}

define void @k(i8* %p) {
  tail call void @free(i8* %p)
  ret void
}

define void @k2(i8* %p) {
  tail call void @free(i8* %p)
  ret void
}
`

// After: @b deleted (calls redirected to @a), @c a thunk to @a, @d an alias
// of @a; @fwd was a thunk before and is not a merge; @k2 was a thunk to
// @free before and is merged into @k (a thunk to a different function).
const diffAfter = `
@d = unnamed_addr alias i32 (i32), i32 (i32)* @a

define internal i32 @a(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @c(i32 %x) {
  %1 = tail call i32 @a(i32 %x)
  ret i32 %1
}

define i32 @user(i32 %x) {
  %p = call i32 @a(i32 %x)
  %q = call i32 @a(i32 %p)
  ret i32 %q
}

define i32 @fwd(i32 %x) {
  %p = tail call i32 @a(i32 %x)
  ret i32 %p
}

define void @k(i8* %p) {
  tail call void @free(i8* %p)
  ret void
}

define void @k2(i8* %p) {
  tail call void @k(i8* %p)
  ret void
}
`

func TestDiffMerges(t *testing.T) {
	r := Diff(Parse(diffBefore), Parse(diffAfter))
	want := map[string]string{"@b": "@a", "@c": "@a", "@d": "@a", "@k2": "@k"}
	if !reflect.DeepEqual(r.Into, want) {
		t.Fatalf("Into = %v, want %v", r.Into, want)
	}
	if r.Count() != 4 {
		t.Fatalf("Count = %d, want 4", r.Count())
	}
}

func TestCoverage(t *testing.T) {
	before := Parse(diffBefore)
	ref := Diff(before, Parse(diffAfter))
	// A pass that merged @a into @b instead (other direction) and left @d.
	otherAfter := Parse(`
define internal i32 @b(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define i32 @c(i32 %x) {
  %1 = tail call i32 @b(i32 %x)
  ret i32 %1
}
define i32 @d(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define i32 @user(i32 %x) {
  %p = call i32 @b(i32 %x)
  %q = call i32 @b(i32 %p)
  ret i32 %q
}
define i32 @fwd(i32 %x) {
  %p = tail call i32 @b(i32 %x)
  ret i32 %p
}
define void @k(i8* %p) {
  tail call void @free(i8* %p)
  ret void
}
define void @k2(i8* %p) {
  tail call void @k(i8* %p)
  ret void
}
`)
	got := Diff(before, otherAfter)
	miss := Coverage(ref, got, otherAfter, "ref", "got")
	if len(miss) != 1 || miss["@d"] == "" {
		t.Fatalf("missing = %v, want only @d", miss)
	}
}
