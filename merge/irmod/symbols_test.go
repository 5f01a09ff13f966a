package irmod

import "testing"

func TestSymbolOf(t *testing.T) {
	for _, tc := range []struct {
		name    string
		private bool
		want    string
	}{
		{"foo", false, "foo"},
		{"foo", true, ".Lfoo"},
		{"\x01foo", false, "foo"},
		{"\x01foo", true, "foo"},
		{".Lfoo", false, ".Lfoo"},
	} {
		if got := SymbolOf(tc.name, tc.private); got != tc.want {
			t.Errorf("SymbolOf(%q, %v) = %q, want %q", tc.name, tc.private, got, tc.want)
		}
	}
}

// A global's symbol counts whatever its linkage; names fmerge has not seen
// do not.
func TestSymbolTaken(t *testing.T) {
	m, err := Parse("t.ll", []byte("@\"\\01a.b\" = global i32 0\ndeclare void @c()\n@\".Ld\" = global i32 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	for sym, want := range map[string]bool{"a.b": true, "c": true, ".Lc": true, ".Ld": true, "d": false, "\x01a.b": false, "e": false} {
		if got := m.SymbolTaken(sym); got != want {
			t.Errorf("SymbolTaken(%q) = %v, want %v", sym, got, want)
		}
	}
}
