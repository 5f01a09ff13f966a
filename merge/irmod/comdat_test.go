package irmod

import (
	"maps"
	"slices"
	"testing"
)

func TestComdatLocals(t *testing.T) {
	m, err := ParseWith("c.ll", []byte(`$f = comdat any
$g = comdat any
$h = comdat any
$p = comdat any
$q = comdat any
@kk = linkonce_odr constant [2 x i8] c"y\00", comdat($f)
@ka = private alias [2 x i8], [2 x i8]* @kk
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32* @"in t" to i8*)], section "llvm.metadata"
@priv = private constant [2 x i8] c"x\00", comdat($f), align 1
@"in t" = internal global i32 0, comdat($g)
@nocomdat = private constant [10 x i8] c", comdat \00"
@ext = linkonce_odr global i32 0, comdat($g)
@sect = internal global i32 0, section "comdat"

define linkonce_odr i32 @f() comdat {
  %v = load i8, i8* getelementptr ([2 x i8], [2 x i8]* @priv, i32 0, i32 0)
  %w = zext i8 %v to i32
  ret i32 %w
}

define internal void @init() comdat($g) {
  ret void
}

define internal void @"\01loose"() {
  ret void
}

define internal void @h1() comdat($h) {
  ret void
}

define internal void @h2() comdat($h) {
  call void @p1()
  ret void
}

define internal void @p1() comdat($p) {
  ret void
}

define  internal void @q1() comdat ( $q ) {
  ret void
}

define linkonce_odr void @q() comdat {
  call void @q1()
  ret void
}

define void @user() {
  call void @h1()
  ret void
}
`), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Sorted(maps.Keys(m.ComdatLocals()))
	// $h's locals are left out: @user names @h1 from outside every
	// group, so a program that links keeps $h; and then $p, whose local
	// $h's code names. $q's local is named from $q's own code only; @ka is
	// a local alias of a member of $f. llvm.used's reference is none.
	want := []string{"in t", "init", "ka", "priv", "q1"}
	if !slices.Equal(got, want) {
		t.Fatalf("ComdatLocals = %q, want %q", got, want)
	}
}
