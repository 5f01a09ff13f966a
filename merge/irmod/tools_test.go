package irmod

import (
	"strings"
	"testing"
)

func TestPrintable(t *testing.T) {
	got := Printable("x.ll:1:1: error: expected top-level entity\n\x01\xff\xfeab\tc\x7f")
	if want := "x.ll:1:1: error: expected top-level entity\n???ab\tc?"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	long := Printable(strings.Repeat("a", 300) + "\nb")
	if want := strings.Repeat("a", 200) + "...\nb"; long != want {
		t.Errorf("long line: got %q", long)
	}
}
