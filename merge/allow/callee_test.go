package allow

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
)

// A callee may be selected when the call site says everything about how
// the call is made that the declaration says; facts only the declaration
// states may be lost; returns_twice and unknown attributes pin it.
func TestSelectableCallee(t *testing.T) {
	m, err := asm.ParseString("callee.ll", `
declare i32 @sext(i8 signext)
declare signext i8 @sextret(i8)
declare i32 @facts(i32* nocapture noundef nonnull readonly)
declare i32 @plain(i8)
declare i32 @setjmp(i8*) returns_twice
declare i32 @grouped(i8*) #0
declare i32 @unknown(i8* "fmerge-unknown")
declare void @byval(i32* byval(i32) align 8)

attributes #0 = { returns_twice }

define void @calls(i8 %c, i32* %p, i8* %q) {
  %1 = call i32 @sext(i8 %c)
  %2 = call i32 @sext(i8 signext %c)
  %3 = call signext i8 @sextret(i8 %c)
  %4 = call i8 @sextret(i8 %c)
  %5 = call i32 @facts(i32* %p)
  %6 = call i32 @plain(i8 zeroext %c)
  %7 = call i32 @setjmp(i8* %q)
  %8 = call i32 @grouped(i8* %q)
  %9 = call i32 @unknown(i8* %q)
  call void @byval(i32* byval(i32) align 8 %p)
  call void @byval(i32* byval(i32) %p)
  ret void
}
`)
	if err != nil {
		t.Fatal(err)
	}
	want := []bool{false, true, true, false, true, true, false, false, false, true, false}
	insts := m.Funcs[len(m.Funcs)-1].Blocks[0].Insts
	if len(insts) != len(want) {
		t.Fatalf("%d calls, want %d", len(insts), len(want))
	}
	for i, inst := range insts {
		c := inst.(*ir.InstCall)
		if got := SelectableCallee(c.Callee.(*ir.Func), c.ReturnAttrs, c.Args); got != want[i] {
			t.Errorf("%s: selectable %v, want %v", c.LLString(), got, want[i])
		}
	}
}
