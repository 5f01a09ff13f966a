package irmod

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// runEarly hands every definition to the reader, with its offset in the
// text it returns and the text splitChunks cuts there, and hands the
// prelude over as a module of its own, whatever the buffer's first size
// (a small one grows while readers hold the old one) and the number of
// readers.
func TestRunEarlyHandsOverEveryDefinition(t *testing.T) {
	var b strings.Builder
	b.WriteString("%T = type { i32 }\n@g = global i32 7\n\n")
	for i := range 300 {
		b.WriteString("define i32 @f" + strings.Repeat("x", i%7) + "_" + string(rune('a'+i%26)) + "(i32 %a) {\n")
		b.WriteString(strings.Repeat("  %b = add i32 %a, 1\n", i%5) + "  ret i32 %a\n}\n\n")
		if i%50 == 0 {
			b.WriteString("declare void @d" + string(rune('a'+i/50)) + "()\n\n")
		}
	}
	b.WriteString("attributes #0 = { nounwind }\n") // no newline at the end: a last line
	text := strings.TrimSuffix(b.String(), "\n")
	path := filepath.Join(t.TempDir(), "m.ll")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ hint, jobs int }{{0, 1}, {64, 3}, {1 << 20, 2}} {
		var mu sync.Mutex
		got := map[int]string{}
		prelude := ""
		early := &EarlyReader{Jobs: tc.jobs, Start: func(p *Module) func(int, []byte) {
			prelude = string(p.Text)
			return func(start int, def []byte) {
				mu.Lock()
				got[start] = string(def)
				mu.Unlock()
			}
		}}
		out, err := runEarly(early, "m.ll", tc.hint, "cat", path)
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != text {
			t.Fatalf("hint %d: the text read differs from the tool's", tc.hint)
		}
		if prelude != "%T = type { i32 }\n@g = global i32 7\n\n" {
			t.Errorf("hint %d: prelude %q", tc.hint, prelude)
		}
		chunks, err := splitChunks(out)
		if err != nil {
			t.Fatal(err)
		}
		defs := 0
		for _, c := range chunks {
			if c.Kind != ChunkDefine {
				continue
			}
			defs++
			if got[c.Start] != string(out[c.Start:c.End]) {
				t.Errorf("hint %d: definition at %d handed over as %q", tc.hint, c.Start, got[c.Start])
			}
		}
		if defs != 300 || len(got) != defs {
			t.Errorf("hint %d: %d definitions handed over, %d in the text", tc.hint, len(got), defs)
		}
	}
}

// Without a reader the text is read all the same, and a failing tool is
// an error naming it.
func TestRunEarlyWithoutReaderAndFailing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.ll")
	text := "define void @f() {\n  ret void\n}\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := runEarly(nil, "m.ll", 0, "cat", path); err != nil || string(out) != text {
		t.Errorf("runEarly(nil) = %q, %v", out, err)
	}
	calls := 0
	early := &EarlyReader{Jobs: 2, Start: func(*Module) func(int, []byte) { calls++; return nil }}
	if _, err := runEarly(early, "m.ll", 0, "cat", path, filepath.Join(path, "missing")); err == nil || !strings.Contains(err.Error(), "cat") {
		t.Errorf("a failing tool gave %v", err)
	}
	if calls != 1 {
		t.Errorf("Start called %d times, want once", calls)
	}
}
