package align

import (
	"strings"
	"sync"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
)

// Instructions whose operands live in slices or in wrappers (call and
// invoke arguments, GEP indices, landingpad clauses, catchpad arguments),
// with attachments: every kind of slot printCopy must copy.
const printSrc = `
%T = type { i32, [4 x i8] }
@g = global i32 0
@ti = external constant i8*
declare void @use(i32, i32*)
declare i32 @__gxx_personality_v0(...)

define void @f(i32 %a, %T* %p) personality i32 (...)* @__gxx_personality_v0 {
entry:
  %q = getelementptr inbounds %T, %T* %p, i64 0, i32 1, i64 2
  %x = add nsw i32 %a, 1, !tag !0
  call void @use(i32 signext %x, i32* nonnull @g), !tag !0
  invoke void @use(i32 %a, i32* @g) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup catch i8** @ti
  resume { i8*, i32 } %l
}

!0 = !{}
`

// PrintWith substitutes into a copy: the function prints the same before
// and after any number of concurrent substituted prints of its
// instructions (run with -race to see writes).
func TestPrintWithLeavesIRAlone(t *testing.T) {
	m, err := asm.ParseString("print_test.ll", printSrc)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[len(m.Funcs)-1]
	before := f.LLString()
	var items []interface{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			items = append(items, inst)
		}
		items = append(items, b.Term)
	}
	all := func(_ int, s Slot) (string, bool) { return "%_", true }
	var wg sync.WaitGroup
	outs := make([][]string, 4)
	for w := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, it := range items {
				outs[w] = append(outs[w], PrintWith(it, "r", all))
			}
		}()
	}
	wg.Wait()
	if after := f.LLString(); after != before {
		t.Fatalf("printing changed the function:\n%s\nwant\n%s", after, before)
	}
	for w := range outs {
		if strings.Join(outs[w], "\n") != strings.Join(outs[0], "\n") {
			t.Errorf("worker %d printed differently", w)
		}
	}
	// Every operand slot was replaced and no attachment printed.
	want := map[string]string{
		"getelementptr": "%r = getelementptr inbounds %T, %T* %_, i64 %_, i32 %_, i64 %_",
		"add":           "%r = add nsw i32 %_, %_",
		"call":          "call void %_(i32 signext %_, i32* nonnull %_)",
		"landingpad":    "%r = landingpad { i8*, i32 }\n\t\tcleanup\n\t\tcatch i8** %_",
	}
	for _, got := range outs[0] {
		for key, w := range want {
			if strings.Contains(got, " "+key+" ") || strings.HasPrefix(got, key+" ") {
				if got != w {
					t.Errorf("printed %q, want %q", got, w)
				}
				delete(want, key)
			}
		}
	}
	for key := range want {
		t.Errorf("no %s printed", key)
	}
}

// printCopy refuses to hand out a slot of the original.
func TestPrintCopyOwnsEverySlot(t *testing.T) {
	m, err := asm.ParseString("print_test.ll", printSrc)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range m.Funcs[len(m.Funcs)-1].Blocks {
		for _, inst := range append(toAny(b.Insts), b.Term) {
			_, slots := printCopy(inst, "r")
			orig := Slots(inst)
			for i, s := range slots {
				if s.Ptr == orig[i].Ptr {
					t.Errorf("%T: slot %d shared", inst, i)
				}
			}
		}
	}
}

func toAny(insts []ir.Instruction) []interface{} {
	out := make([]interface{}, len(insts))
	for i, in := range insts {
		out[i] = in
	}
	return out
}

// The quick copies print what the general one prints, name and
// attachments included, for every kind they cover.
func TestQuickCopyPrintsAsReflectCopy(t *testing.T) {
	m, err := asm.ParseString("print_test.ll", printSrc+`
define i32 @h(i32* %p, i8* %q) {
  %v = load volatile i32, i32* %p, align 4, !tag !0
  store atomic i32 %v, i32* %p seq_cst, align 4, !tag !0
  %c = bitcast i8* %q to i32*, !tag !0
  %r = tail call fastcc i32 @h(i32* nonnull %c, i8* %q) #0, !tag !0
  ret i32 %r
}
attributes #0 = { nounwind }
`)
	if err != nil {
		t.Fatal(err)
	}
	quick := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range append(toAny(b.Insts), b.Term) {
				q, ok := quickCopy(inst, "r")
				if !ok {
					continue
				}
				quick++
				r, _ := reflectCopy(inst, "r")
				if q.LLString() != r.LLString() {
					t.Errorf("%T: quick copy prints\n%s\nwant\n%s", inst, q.LLString(), r.LLString())
				}
			}
		}
	}
	if quick < 7 {
		t.Errorf("%d instructions copied quickly, want the 7 kinds of the test", quick)
	}
}
