package main

import (
	"strings"
	"testing"
)

const in = `define internal i32 @leaf(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal i32 @mid(i32 %x) {
  %a = call i32 @leaf(i32 %x)
  %b = call i32 @leaf(i32 %a)
  ret i32 %b
}

define i32 @main() {
  %r = call i32 @mid(i32 1)
  %s = call i32 @mid(i32 %r)
  ret i32 %s
}
`

func TestTwin(t *testing.T) {
	out, err := twin(strings.NewReader(in), false)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(out, "\n")
	for _, want := range []string{
		"define internal i32 @leaf.twin(i32 %x) {",
		"define internal i32 @mid.twin(i32 %x) {",
		// calls in module order: mid's 2, mid.twin's 2, main's 2; every
		// second one goes to the twin
		"  %b = call i32 @leaf.twin(i32 %a)",
		"  %s = call i32 @mid.twin(i32 %r)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "@main.twin") {
		t.Errorf("external @main was twinned:\n%s", text)
	}
	if n := strings.Count(text, "@leaf.twin("); n != 3 {
		t.Errorf("@leaf.twin appears %d times, want 3 (definition + 2 calls):\n%s", n, text)
	}
}

func TestTwinCommute(t *testing.T) {
	out, err := twin(strings.NewReader(in), true)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(out, "\n")
	leaf := text[strings.Index(text, "@leaf.twin(i32 %x) {"):]
	leaf = leaf[:strings.Index(leaf, "}")]
	if !strings.Contains(leaf, "  %y = add i32 1, %x\n") {
		t.Errorf("the twin of @leaf does not compute 1 + x:\n%s", leaf)
	}
	if !strings.Contains(text, "define internal i32 @leaf(i32 %x) {\n  %y = add i32 %x, 1\n") {
		t.Errorf("the original @leaf changed:\n%s", text)
	}
}
