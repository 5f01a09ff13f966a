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
	out, err := twin(strings.NewReader(in), options{})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(out, "\n")
	containsAll(t, text,
		"define internal i32 @leaf.twin(i32 %x) {",
		"define internal i32 @mid.twin(i32 %x) {",
		// calls in module order: mid's 2, mid.twin's 2, main's 2; every
		// second one goes to the twin
		"  %b = call i32 @leaf.twin(i32 %a)",
		"  %s = call i32 @mid.twin(i32 %r)",
	)
	if strings.Contains(text, "@main.twin") {
		t.Errorf("external @main was twinned:\n%s", text)
	}
	if n := strings.Count(text, "@leaf.twin("); n != 3 {
		t.Errorf("@leaf.twin appears %d times, want 3 (definition + 2 calls):\n%s", n, text)
	}
}

func TestTwinCommute(t *testing.T) {
	out, err := twin(strings.NewReader(in), options{commute: true})
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

func TestTwinWeak(t *testing.T) {
	out, err := twin(strings.NewReader(in), options{weak: true})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(out, "\n")
	containsAll(t, text,
		"define i32 @leaf.twin(i32 %x) {",
		"define weak i32 @leaf.w1(i32 %x) {",
		// the original's calls and main's go to the four copies in
		// turn (mid's: 1, 2; main's: 3, 4); the twin's to twins, the
		// weak copies' to originals
		"define internal i32 @mid(i32 %x) {\n  %a = call i32 @leaf(i32 %x)\n  %b = call i32 @leaf.twin(i32 %a)",
		"define i32 @mid.twin(i32 %x) {\n  %a = call i32 @leaf.twin(i32 %x)\n  %b = call i32 @leaf.twin(i32 %a)",
		"define weak i32 @mid.w2(i32 %x) {\n  %a = call i32 @leaf(i32 %x)\n  %b = call i32 @leaf(i32 %a)",
		"  %r = call i32 @mid.w1(i32 1)\n  %s = call i32 @mid.w2(i32 %r)",
	)
}

// containsAll reports each of wants that text lacks.
func containsAll(t *testing.T, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
}
