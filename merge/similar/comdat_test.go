package similar

import (
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// A body that names a local of its comdat group (here each function's
// private table) never moves into a merged function: that function has no
// comdat, and when the linker keeps another object's copy of a group it
// discards this copy's locals under it ("relocation refers to a discarded
// section"). The same pair with tables outside any group merges.
func TestComdatLocalsStayInTheirGroup(t *testing.T) {
	fn := func(name, table string, k int) string {
		return "define linkonce_odr i32 @" + name + "(i32 %x, i32 %i) comdat {\n" +
			"  %p = getelementptr [4 x i32], [4 x i32]* @" + table + ", i32 0, i32 %i\n" +
			"  %v = load i32, i32* %p\n  %a = mul i32 %v, %x\n  %b = add i32 %a, " + strings.Repeat("1", k) + "\n" +
			"  %c = xor i32 %b, %x\n  %d = mul i32 %c, %c\n  %e = sub i32 %d, %a\n  %f = shl i32 %e, 3\n  ret i32 %f\n}\n\n"
	}
	tables := func(comdat bool) string {
		s := "$f1 = comdat any\n$f2 = comdat any\n"
		for _, n := range []string{"1", "2"} {
			s += "@t" + n + " = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 " + n + "]"
			if comdat {
				s += ", comdat($f" + n + ")"
			}
			s += "\n"
		}
		return s + "\n"
	}
	use := "define i32 @main(i32 %x) {\n  %1 = call i32 @f1(i32 %x, i32 1)\n  %2 = call i32 @f2(i32 %1, i32 2)\n  ret i32 %2\n}\n"
	for _, comdat := range []bool{false, true} {
		src := tables(comdat) + fn("f1", "t1", 1) + fn("f2", "t2", 2) + use
		m, err := irmod.Parse("comdat.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Run(m, pairs(m, [2]string{"f1", "f2"}), Options{Threshold: -1e9}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := (irmod.Tools{}).Verify(m.Render()); err != nil {
			t.Fatalf("output does not verify: %v", err)
		}
		switch {
		case !comdat && len(res.Merges) != 1:
			t.Errorf("tables outside any group: %d merges, want 1", len(res.Merges))
		case comdat && len(res.Merges) != 0:
			t.Errorf("tables local to their groups: %d merges, want 0", len(res.Merges))
		case comdat && !strings.Contains(res.Missed["f1"].Detail, "@t1, local to a comdat group"):
			t.Errorf("f1 missed as %+v, want its comdat local named", res.Missed["f1"])
		}
	}
}
